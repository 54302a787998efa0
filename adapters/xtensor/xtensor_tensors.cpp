// xtensor_tensors.cpp: reading the runner's tensors and shapes, and the
// views broadcast_to returns (xtensor_tensors.hpp).
#include "xtensor_tensors.hpp"

#include <algorithm>
#include <limits>

namespace promcast_xtensor {

int32_t read_shape(const promcast_call *call, promcast_shape shape, const char *role,
                   std::vector<std::size_t> *dims) {
    if (shape.ndim < 0 || shape.ndim > PROMCAST_MAX_RANK)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: ndim %d is outside 0..%d", role,
                    static_cast<int>(shape.ndim), PROMCAST_MAX_RANK);
    if (shape.ndim > 0 && shape.dims == nullptr)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: dims is NULL but ndim is %d",
                    role, static_cast<int>(shape.ndim));
    dims->assign(static_cast<std::size_t>(shape.ndim), 0);
    for (int32_t d = 0; d < shape.ndim; d++) {
        if (shape.dims[d] < 0)
            return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: dimension %d is %lld", role,
                        static_cast<int>(d), static_cast<long long>(shape.dims[d]));
        (*dims)[static_cast<std::size_t>(d)] = static_cast<std::size_t>(shape.dims[d]);
    }
    return PROMCAST_STATUS_OK;
}

int32_t read_tensor_layout(const promcast_call *call, const DLTensor *tensor, const char *role,
                           tensor_layout *layout) {
    if (tensor == nullptr)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: the tensor is NULL", role);
    if (tensor->device.device_type != kDLCPU)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: device type %d is not the CPU",
                    role, static_cast<int>(tensor->device.device_type));
    if (!is_claimed(tensor->dtype))
        return fail(call, PROMCAST_STATUS_UNSUPPORTED,
                    "%s: xtensor has no element type for DLPack dtype {code %u, bits %u, lanes "
                    "%u}",
                    role, static_cast<unsigned>(tensor->dtype.code),
                    static_cast<unsigned>(tensor->dtype.bits),
                    static_cast<unsigned>(tensor->dtype.lanes));
    int32_t status =
        read_shape(call, promcast_shape{tensor->ndim, tensor->shape}, role, &layout->shape);
    if (status != PROMCAST_STATUS_OK) return status;
    layout->dtype = tensor->dtype;

    std::size_t rank = layout->shape.size();
    // The element count; a 0 anywhere makes it 0 whatever the other sizes.
    std::size_t count = 1;
    bool overflow = false, empty = false;
    for (std::size_t size : layout->shape) {
        empty = empty || size == 0;
        if (size != 0 && count > std::numeric_limits<std::size_t>::max() / size) overflow = true;
        if (!overflow) count *= size;
    }
    if (empty) count = 0;
    if (overflow && !empty)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: the element count passes size_t",
                    role);
    layout->element_count = count;

    layout->strides.assign(rank, 0);
    if (tensor->strides != nullptr) {
        for (std::size_t d = 0; d < rank; d++) {
            if (tensor->strides[d] < 0)
                return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: stride %zu is %lld",
                            role, d, static_cast<long long>(tensor->strides[d]));
            layout->strides[d] = static_cast<std::ptrdiff_t>(tensor->strides[d]);
        }
    } else {
        // Compact row-major (dlpack.h, DLTensor::strides). A size of 0
        // counts as 1, as NumPy and the oracle count it
        // (pc_array_init_contiguous), so an empty tensor's strides are the
        // ones the corpus expects of it; they address no element.
        std::ptrdiff_t stride = 1;
        for (std::size_t d = rank; d-- > 0;) {
            layout->strides[d] = stride;
            stride *= static_cast<std::ptrdiff_t>(std::max<std::size_t>(layout->shape[d], 1));
        }
    }

    if (tensor->data == nullptr) {
        if (count != 0)
            return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                        "%s: data is NULL but the tensor has %zu elements", role, count);
        layout->first = nullptr;
    } else {
        layout->first = static_cast<char *>(tensor->data) + tensor->byte_offset;
    }
    return PROMCAST_STATUS_OK;
}

void exported_view::release(DLManagedTensor *self) {
    delete static_cast<exported_view *>(self->manager_ctx);
}

int32_t export_view(const promcast_call *call, const DLTensor *source,
                    const std::vector<std::size_t> &shape,
                    const std::vector<std::ptrdiff_t> &strides, std::ptrdiff_t first_offset,
                    DLManagedTensor **view) {
    auto exported = std::make_unique<exported_view>();
    DLTensor *tensor = &exported->managed.dl_tensor;
    int32_t status = describe(call, shape, strides, source->dtype, source->data, exported->shape,
                              exported->strides, tensor);
    if (status != PROMCAST_STATUS_OK) return status;
    std::ptrdiff_t element_bytes = source->dtype.bits / 8;
    tensor->byte_offset = source->byte_offset + static_cast<uint64_t>(first_offset * element_bytes);
    exported->managed.manager_ctx = exported.get();
    exported->managed.deleter = exported_view::release;
    *view = &exported.release()->managed;
    return PROMCAST_STATUS_OK;
}

}  // namespace promcast_xtensor
