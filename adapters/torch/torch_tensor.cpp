// torch_tensor.cpp: from_blob in, toDLPack out (torch_tensor.h).
#include "torch_tensor.h"

#include <ATen/DLConvertor.h>
#include <ATen/ops/from_blob.h>

#include <vector>

#include "torch_dtype.h"
#include "torch_status.h"

namespace promcast_torch {

int32_t tensor_over(const promcast_call *call, const DLTensor *source, const char *role,
                    at::Tensor *tensor) {
    if (source->device.device_type != kDLCPU)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s is on device type %d, not the CPU",
                      role, (int)source->device.device_type);
    c10::ScalarType type;
    if (!scalar_type_of(source->dtype, &type))
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "%s has dtype code %u bits %u lanes %u, which PyTorch 1.13 lacks", role,
                      source->dtype.code, source->dtype.bits, source->dtype.lanes);
    if (source->ndim < 0 || (source->ndim > 0 && source->shape == nullptr))
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s has rank %d and no shape", role,
                      (int)source->ndim);
    std::vector<int64_t> sizes(source->shape, source->shape + source->ndim);
    for (int64_t size : sizes)
        if (size < 0)
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s has a size %lld", role,
                          (long long)size);
    auto options = at::TensorOptions().dtype(type).device(at::kCPU);
    char *data = static_cast<char *>(source->data);
    // C allows no offset from NULL, not even 0; an empty tensor may have no data.
    if (data != nullptr) data += source->byte_offset;
    if (source->strides == nullptr) {  // DLPack: compact row-major
        *tensor = at::from_blob(data, sizes, options);
        return PROMCAST_STATUS_OK;
    }
    std::vector<int64_t> strides(source->strides, source->strides + source->ndim);
    for (int64_t stride : strides)
        if (stride < 0)
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s has a stride %lld", role,
                          (long long)stride);
    *tensor = at::from_blob(data, sizes, strides, options);
    return PROMCAST_STATUS_OK;
}

int32_t export_tensor(const promcast_call *call, const at::Tensor &tensor,
                      DLManagedTensor **result) {
    DLDataType dl;
    if (!dl_dtype_of(tensor.scalar_type(), &dl))
        return report(call, PROMCAST_STATUS_INTERNAL_ERROR,
                      "PyTorch returned a %s tensor, a dtype outside the ABI's table",
                      c10::toString(tensor.scalar_type()));
    // PyTorch 1.13's toDLPack refuses bool ("Bool type is not supported by
    // dlpack", aten/src/ATen/DLConvertor.cpp): export the same bytes viewed
    // as uint8 (same size, same strides, no copy), then give them the ABI's
    // bool code, as for every dtype. Dtype metadata, not an outcome.
    const at::Tensor exported =
        tensor.scalar_type() == at::kBool ? tensor.view(at::kByte) : tensor;
    DLManagedTensor *managed = at::toDLPack(exported);
    managed->dl_tensor.dtype = dl;
    *result = managed;
    return PROMCAST_STATUS_OK;
}

at::Tensor owned_result(const at::Tensor &result, const at::Tensor &input) {
    return result.is_alias_of(input) ? result.clone() : result;
}

}  // namespace promcast_torch
