/*
** adapter_array.c: DLTensor -> pc_array, and shapes across the ABI.
*/
#include "adapter_array.h"

#include <string.h>

#include "adapter_dtype.h"
#include "adapter_status.h"

int32_t adapter_shape_from_abi(const promcast_call *call, promcast_shape shape,
                               const char *role, pc_shape *out) {
    if (shape.ndim < 0 || shape.ndim > PC_MAX_RANK)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: ndim %d is outside 0..%d", role, (int)shape.ndim, PC_MAX_RANK);
    if (shape.ndim > 0 && shape.dims == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: dims is NULL but ndim is %d", role, (int)shape.ndim);
    out->rank = shape.ndim;
    if (shape.ndim > 0) memcpy(out->dims, shape.dims, (size_t)shape.ndim * sizeof(int64_t));
    return PROMCAST_STATUS_OK;
}

void adapter_shape_to_result(const pc_shape *shape, promcast_shape_result *result) {
    result->ndim = shape->rank;
    memcpy(result->dims, shape->dims, (size_t)shape->rank * sizeof(int64_t));
}

int32_t adapter_array_from_dl(const promcast_call *call, const DLTensor *tensor,
                              const char *role, pc_array *array) {
    if (tensor == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: the tensor is NULL",
                            role);
    if (tensor->device.device_type != kDLCPU)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: device type %d is not the CPU (%d)", role,
                            (int)tensor->device.device_type, (int)kDLCPU);
    promcast_shape shape = {tensor->ndim, tensor->shape};
    pc_shape dims;
    int32_t status = adapter_shape_from_abi(call, shape, role, &dims);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_dtype dtype;
    status = adapter_dtype_from_dl(call, tensor->dtype, role, &dtype);
    if (status != PROMCAST_STATUS_OK) return status;

    /* No arithmetic on a NULL pointer: an empty tensor may have no data. */
    char *data = tensor->data == NULL ? NULL : (char *)tensor->data + tensor->byte_offset;
    pc_array_init_contiguous(array, dtype, &dims, data);
    if (tensor->strides != NULL)
        memcpy(array->strides, tensor->strides, (size_t)dims.rank * sizeof(int64_t));

    pc_error error;
    if (pc_array_validate(array, 0, &error) != PC_OK)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: %s", role,
                            error.message);
    return PROMCAST_STATUS_OK;
}
