/*
** array.c: contiguous strides for a pc_array, and the checks every array
** argument goes through (promcast/array.h).
**
** Strides count elements, as DLPack's DLTensor does. Row-major strides use
** max(size, 1) for each inner dimension, as c10::contiguous_strides does
** (c10/util/strides.h, "Strides can't be 0 even if sizes are 0"): an empty
** array then never gets a stride of 0 on a dimension of size > 1, which
** would look like a broadcast view.
**
** A destination must not be a broadcast view: PyTorch refuses to write
** through one (assert_no_internal_overlap, aten/src/ATen/MemoryOverlap.cpp:
** "unsupported operation: more than one element of the written-to tensor
** refers to a single memory location"), as the result would depend on the
** order of the writes.
*/
#include "array_internal.h"

#include <string.h>

#include "shape_internal.h"

/* Only the dimensions and strides below the rank are written (as
** pc_shape_copy copies): no code reads past an array's rank, and the
** whole of both arrays is a kilobyte. */
void pc_array_init_contiguous(pc_array *array, pc_dtype dtype,
                              const pc_shape *shape, void *data) {
    array->dtype = dtype;
    pc_shape_copy(&array->shape, shape);
    array->data = data;
    int rank = shape->rank < 0 ? 0
               : shape->rank > PC_MAX_RANK ? PC_MAX_RANK
                                           : shape->rank;
    /* A shape whose byte extent exceeds INT64_MAX cannot describe memory;
    ** the stride saturates and pc_array_validate reports the overflow. */
    int64_t stride = 1;
    for (int i = rank - 1; i >= 0; i--) {
        array->strides[i] = stride;
        int64_t size = shape->dims[i] > 1 ? shape->dims[i] : 1;
        stride = pc_product_overflows(stride, size) ? INT64_MAX : stride * size;
    }
}

/* Whether pc_array_validate accepts the array, in one pass over its
** dimensions where its checks take four (every array argument is checked
** at least once a call), and without a division: a dtype, a rank in
** range, no negative size or stride, and, unless a size is 0, data, an
** element count within int64 and the last element's byte offset within
** int64, which the bounds below make certain (sizes, strides and the
** element count at most INT32_MAX, an offset in elements at most
** INT64_MAX / 16, 16 bytes being the largest element). 0 when any of it
** fails, or might (beyond those bounds; a count that overflows before a
** later size of 0): then the checks in their order find the fault, or
** accept the array after all. */
static int plainly_valid(const pc_array *array) {
    int rank = array->shape.rank;
    if (!pc_dtype_is_valid(array->dtype) || rank < 0 || rank > PC_MAX_RANK) return 0;
    int64_t count = 1, extent = 0;
    int empty = 0;
    for (int i = 0; i < rank; i++) {
        int64_t dim = array->shape.dims[i], stride = array->strides[i];
        if (dim < 0 || stride < 0) return 0;
        if (dim == 0) {
            empty = 1;
            continue;
        }
        if (dim > INT32_MAX || stride > INT32_MAX || count > INT32_MAX ||
            extent > INT64_MAX / 16)
            return 0;
        count *= dim;
        extent += (dim - 1) * stride;
    }
    return empty || (array->data != NULL && extent <= INT64_MAX / 16);
}

pc_status pc_array_validate(const pc_array *array, int operand, pc_error *err) {
    if (array == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, operand, -1, -1,
                            "operand %d: the array is NULL", operand);
    if (plainly_valid(array)) return PC_OK;
    if (!pc_dtype_is_valid(array->dtype))
        return pc_error_set(err, PC_INVALID_ARGUMENT, operand, -1, -1,
                            "operand %d: invalid dtype %d", operand,
                            (int)array->dtype);
    pc_status status = pc_shape_validate(&array->shape, operand, err);
    if (status != PC_OK) return status;
    int64_t count;
    status = pc_shape_element_count(&array->shape, &count, err);
    if (status != PC_OK) return status;
    for (int i = 0; i < array->shape.rank; i++) {
        if (array->strides[i] < 0)
            return pc_error_set(err, PC_INVALID_ARGUMENT, operand, -1, i,
                                "operand %d: stride %d is negative (%lld)",
                                operand, i, (long long)array->strides[i]);
    }
    if (count == 0) return PC_OK;
    if (array->data == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, operand, -1, -1,
                            "operand %d: data is NULL but the array has %lld "
                            "elements",
                            operand, (long long)count);
    /* The byte offset of the last element must fit int64_t, so the strided
    ** loops can compute every offset without overflow. */
    int64_t limit = INT64_MAX / (int64_t)pc_dtype_size(array->dtype);
    int64_t extent = 0;
    for (int i = 0; i < array->shape.rank; i++) {
        int64_t last = array->shape.dims[i] - 1;
        int64_t stride = array->strides[i];
        if (stride != 0 && last > (limit - extent) / stride)
            return pc_error_set(err, PC_INVALID_ARGUMENT, operand, -1, i,
                                "operand %d: the offset of the last element "
                                "overflows int64 (stride %d is %lld)",
                                operand, i, (long long)stride);
        extent += last * stride;
    }
    return PC_OK;
}

pc_status pc_array_check_writable(const pc_array *array, int operand,
                                  const char *role, pc_error *err) {
    for (int i = 0; i < array->shape.rank; i++)
        if (array->shape.dims[i] == 0) return PC_OK;
    for (int i = 0; i < array->shape.rank; i++) {
        if (array->strides[i] == 0 && array->shape.dims[i] > 1)
            return pc_error_set(
                err, PC_INVALID_ARGUMENT, operand, -1, i,
                "operand %d (%s) has stride 0 on dimension %d of size %lld: "
                "more than one element of the written-to array refers to a "
                "single memory location",
                operand, role, i, (long long)array->shape.dims[i]);
    }
    return PC_OK;
}
