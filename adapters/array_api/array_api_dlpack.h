/*
** array_api_dlpack.h: arrays in and out of the namespace, by DLPack.
**
** In: the runner's tensor (any strides) is copied, row-major, into memory
** an exporter object owns; the exporter, a small type defined here in C,
** offers it through `__dlpack__(*args, **kwargs)` (an unversioned
** "dltensor" capsule: stream, max_version and copy are accepted and
** ignored, since the memory is the CPU's and already a copy) and
** `__dlpack_device__()` (kDLCPU, 0), and the namespace makes its array with
** `xp.from_dlpack(exporter)` ("Data Interchange Mechanisms", Array API
** standard 2023.12). Fallback, for a dtype the namespace's from_dlpack
** refuses (NumPy 1.24's DLPack has no bool): the exporter also speaks the
** buffer protocol, with the dtype's struct format, and the array is
** `xp.asarray(memoryview(exporter))`.
**
** Out: `result.__dlpack__()`, its capsule consumed as DLPack says
** (renamed "used_dltensor"; its DLManagedTensor handed to the runner,
** whose one call to the deleter releases it), its dtype, shape, strides
** and byte offset as the namespace gave them. Fallbacks when the
** namespace refuses: the buffer protocol (`memoryview(result)`) when the
** array has it, or of `result.__array__()` (NumPy's array protocol, which
** numpy.array_api's arrays have) when it has that; else, for a result that is not a view, a copy
** (`xp.astype(result, xp.uint8)` for bool, read back as bool; otherwise
** `xp.astype(result, result.dtype)`) exported by DLPack. A view
** (broadcast_to, broadcast_arrays) is never copied: its strides are part
** of the answer, so a view the namespace will not export is
** PROMCAST_STATUS_UNSUPPORTED with the namespace's reason.
*/
#ifndef PROMCAST_ARRAY_API_DLPACK_H
#define PROMCAST_ARRAY_API_DLPACK_H

#include "python_embed.h"

#include "array_api_adapter.h"

/* The exporter type, made at open (a heap type: no static state). */
PyObject *array_api_source_type_new(void);

/* A new exporter holding a row-major copy of `tensor` (dtype row
** `dtype_index`); NULL with a Python exception set. */
PyObject *array_api_source_new(array_api_adapter *adapter, const DLTensor *tensor,
                               int dtype_index, int32_t *status, const promcast_call *call);

/* Sets *array to a new namespace array holding a copy of `tensor`.
** PROMCAST_STATUS_OK; PROMCAST_STATUS_INVALID_ARGUMENT for a tensor the ABI
** does not allow; PROMCAST_STATUS_UNSUPPORTED for a dtype the namespace
** lacks; else the status of the namespace's exception. `group` is the
** call's exception group (array_api_errors.h). */
int32_t array_api_array_in(array_api_adapter *adapter, const promcast_call *call,
                           const DLTensor *tensor, const char *role, int group,
                           PyObject **array);

/* Sets *tensor to the runner's tensor of namespace array `result`
** (`view`: broadcast_to's and broadcast_arrays' results, never copied).
** `result` is not stolen. */
int32_t array_api_array_out(array_api_adapter *adapter, const promcast_call *call,
                            PyObject *result, int view, DLManagedTensor **tensor);

/* Copies `from` into `into`, element by element with each one's strides
** and byte offset: same dtype and shape (the caller checks). */
void array_api_copy_strided(const DLTensor *from, DLTensor *into);

#endif
