/*
** adapter_tensor.h: the tensors an adapter hands back (DLManagedTensor).
**
** Each is one malloc'd block: the DLManagedTensor, then its shape and
** strides arrays, then (for an owning tensor) the elements. Its deleter
** frees that block and nothing else, so the runner's one call to
** result->deleter(result) releases everything (adapter.h, OWNERSHIP), and a
** view never frees the memory it looks at.
*/
#ifndef PROMCAST_ADAPTER_TENSOR_H
#define PROMCAST_ADAPTER_TENSOR_H

#include "promcast/adapter.h"
#include "promcast/array.h"

/* A CPU DLTensor that borrows `data`: dtype, ndim sizes at `shape`,
** `strides` in elements (NULL: compact row-major), `byte_offset`. Nothing
** is allocated or copied; the caller keeps every array alive. */
DLTensor adapter_dl_tensor(void *data, pc_dtype dtype, int32_t ndim, int64_t *shape,
                           int64_t *strides, uint64_t byte_offset);

/* A new contiguous row-major CPU tensor of `dtype` and `shape` with
** uninitialised elements; `array` (may be NULL) is set to the oracle's view
** of it. PROMCAST_STATUS_OK; PROMCAST_STATUS_SHAPE_OVERFLOW if the element
** count passes INT64_MAX; PROMCAST_STATUS_INTERNAL_ERROR when out of
** memory. The shape must be valid (pc_shape_validate). */
int32_t adapter_tensor_new(const promcast_call *call, pc_dtype dtype, const pc_shape *shape,
                           DLManagedTensor **tensor, pc_array *array);

/* A tensor that looks at source's memory (same data, byte_offset, device
** and dtype) with view's shape and strides, as pc_broadcast_to made them
** from source. PROMCAST_STATUS_OK or PROMCAST_STATUS_INTERNAL_ERROR. */
int32_t adapter_view_new(const promcast_call *call, const DLTensor *source,
                         const pc_array *view, DLManagedTensor **tensor);

#endif
