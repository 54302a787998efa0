/*
** adapter_tensor.c: owning tensors and views, one allocation each.
**
** Layout of the block: [DLManagedTensor][shape: ndim int64][strides: ndim
** int64][padding][elements]. The elements start at a multiple of
** alignof(max_align_t) from the block, which malloc aligns as much, so
** every dtype (complex128 included) is aligned.
*/
#include "adapter_tensor.h"

#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "promcast/abi_dtype.h"
#include "adapter_status.h"

_Static_assert(sizeof(DLManagedTensor) % alignof(int64_t) == 0,
               "the shape array follows the DLManagedTensor, aligned");

static void block_delete(DLManagedTensor *self) {
    free(self);
}

/* Allocates the block with room for `data_bytes` elements after the
** metadata, and points shape and strides into it. NULL when out of memory
** or when the size passes SIZE_MAX. */
static DLManagedTensor *block_new(int rank, size_t data_bytes, size_t *data_offset) {
    size_t metadata = sizeof(DLManagedTensor) + 2 * (size_t)rank * sizeof(int64_t);
    size_t align = alignof(max_align_t);
    size_t offset = (metadata + align - 1) / align * align;
    if (data_bytes > SIZE_MAX - offset) return NULL;
    DLManagedTensor *block = malloc(offset + data_bytes);
    if (block == NULL) return NULL;
    memset(block, 0, metadata);
    int64_t *dims = (int64_t *)(block + 1);
    block->dl_tensor.ndim = rank;
    block->dl_tensor.shape = dims;
    block->dl_tensor.strides = dims + rank;
    block->manager_ctx = NULL;
    block->deleter = block_delete;
    *data_offset = offset;
    return block;
}

DLTensor adapter_dl_tensor(void *data, pc_dtype dtype, int32_t ndim, int64_t *shape,
                           int64_t *strides, uint64_t byte_offset) {
    DLTensor tensor;
    memset(&tensor, 0, sizeof tensor);
    tensor.data = data;
    tensor.device.device_type = kDLCPU;
    tensor.ndim = ndim;
    tensor.dtype = abi_dl_dtype(dtype);
    tensor.shape = shape;
    tensor.strides = strides;
    tensor.byte_offset = byte_offset;
    return tensor;
}

int32_t adapter_tensor_new(const promcast_call *call, pc_dtype dtype, const pc_shape *shape,
                           DLManagedTensor **tensor, pc_array *array) {
    int64_t count;
    pc_error error;
    pc_status counted = pc_shape_element_count(shape, &count, &error);
    if (counted != PC_OK) return adapter_from_oracle(call, counted, &error);
    size_t element = pc_dtype_size(dtype);
    if ((uint64_t)count > SIZE_MAX / element)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "a result of %lld elements does not fit in memory",
                            (long long)count);
    size_t offset;
    DLManagedTensor *block = block_new(shape->rank, (size_t)count * element, &offset);
    if (block == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "out of memory for a result of %lld elements", (long long)count);
    pc_array contiguous;
    pc_array_init_contiguous(&contiguous, dtype, shape, (char *)block + offset);
    DLTensor *t = &block->dl_tensor;
    t->data = contiguous.data;
    t->device.device_type = kDLCPU;
    t->device.device_id = 0;
    t->dtype = abi_dl_dtype(dtype);
    t->byte_offset = 0;
    memcpy(t->shape, shape->dims, (size_t)shape->rank * sizeof(int64_t));
    memcpy(t->strides, contiguous.strides, (size_t)shape->rank * sizeof(int64_t));
    if (array != NULL) *array = contiguous;
    *tensor = block;
    return PROMCAST_STATUS_OK;
}

int32_t adapter_view_new(const promcast_call *call, const DLTensor *source,
                         const pc_array *view, DLManagedTensor **tensor) {
    size_t offset;
    DLManagedTensor *block = block_new(view->shape.rank, 0, &offset);
    if (block == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory for a view");
    DLTensor *t = &block->dl_tensor;
    t->data = source->data;
    t->byte_offset = source->byte_offset;
    t->device = source->device;
    t->dtype = source->dtype;
    memcpy(t->shape, view->shape.dims, (size_t)view->shape.rank * sizeof(int64_t));
    memcpy(t->strides, view->strides, (size_t)view->shape.rank * sizeof(int64_t));
    *tensor = block;
    return PROMCAST_STATUS_OK;
}
