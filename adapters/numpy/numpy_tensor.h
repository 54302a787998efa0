/*
** numpy_tensor.h: DLPack tensors <-> ndarrays, without copies.
**
** In: a runner's DLTensor becomes an ndarray over the same memory
** (PyArray_NewFromDescr with a data pointer: NumPy neither copies nor
** frees it), its element strides turned into NumPy's byte strides. The
** ndarray must not outlive the call, except as the base of a broadcast_to
** view the runner keeps its source alive for (adapter.h, OWNERSHIP).
**
** Out: an ndarray becomes a DLManagedTensor over the ndarray's memory that
** holds a reference to it; the deleter drops the reference. NumPy 1.24's
** own __dlpack__ is not used: it refuses bool arrays ("DLPack only supports
** signed/unsigned integers, float and complex dtypes") and read-only ones,
** which every broadcast_to view is ("Cannot export readonly array since
** signalling readonly is unsupported by DLPack"; multiarray/dlpack.c,
** array_dlpack).
*/
#ifndef PROMCAST_NUMPY_TENSOR_H
#define PROMCAST_NUMPY_TENSOR_H

#include "numpy_api.h"

#include "promcast/adapter.h"

/* Sets *array to a new ndarray over tensor's memory, writable only when
** `writable` (the in-place destination). PROMCAST_STATUS_OK;
** PROMCAST_STATUS_INVALID_ARGUMENT for a tensor the ABI does not allow
** (adapter_array_from_dl's checks); PROMCAST_STATUS_UNSUPPORTED for one
** NumPy cannot hold (a dtype it lacks, more than NPY_MAXDIMS = 32
** dimensions). `role` names the tensor in messages. */
int32_t numpy_array_from_dl(const promcast_call *call, const DLTensor *tensor, const char *role,
                            int writable, PyObject **array);

/* Sets *tensor to a DLManagedTensor over `result`'s memory: an ndarray, or
** a NumPy scalar (what a ufunc of 0-d arrays returns), taken as a 0-d
** array. The tensor keeps its own reference; `result` is not stolen.
** PROMCAST_STATUS_OK, or PROMCAST_STATUS_INTERNAL_ERROR when `result` is
** neither (a Python object an object loop returned), has a dtype none of
** the 18, or strides that are negative or not whole elements (the ABI
** cannot carry them). */
int32_t numpy_array_to_dl(const promcast_call *call, PyObject *result, DLManagedTensor **tensor);

#endif
