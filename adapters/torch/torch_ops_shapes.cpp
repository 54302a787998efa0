// torch_ops_shapes.cpp: broadcast_shapes, broadcast_to, inplace_broadcast
// (torch_adapter.h).
#include <ATen/ExpandUtils.h>
#include <ATen/ops/empty.h>

#include <cstring>
#include <vector>

#include "torch_adapter.h"
#include "torch_status.h"
#include "torch_tensor.h"

namespace promcast_torch {
namespace {

c10::IntArrayRef sizes_of(promcast_shape shape) {
    return c10::IntArrayRef(shape.dims, shape.ndim > 0 ? (size_t)shape.ndim : 0);
}

}  // namespace

// at::infer_size (aten/src/ATen/ExpandUtils.cpp), the function behind
// torch.broadcast_shapes and every broadcasting op, folded left to right
// from () (which broadcasts to anything). Like torch.broadcast_shapes, it
// counts no elements: a shape of more than INT64_MAX elements is only
// refused when a tensor of that shape is made.
int32_t broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                         const promcast_shape *shapes, promcast_shape_result *result) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        std::vector<int64_t> broadcast;
        for (int32_t i = 0; i < count; i++)
            broadcast = at::infer_size(broadcast, sizes_of(shapes[i]));
        if (broadcast.size() > PROMCAST_MAX_RANK)
            return report(call, PROMCAST_STATUS_INTERNAL_ERROR,
                          "PyTorch returned a shape of rank %zu", broadcast.size());
        result->ndim = (int32_t)broadcast.size();
        if (!broadcast.empty())
            std::memcpy(result->dims, broadcast.data(), broadcast.size() * sizeof(int64_t));
        return PROMCAST_STATUS_OK;
    });
}

// Tensor.expand (torch.broadcast_to is expand, aten/src/ATen/native/
// TensorShape.cpp): the view PyTorch makes, stride 0 where it broadcasts,
// pointing into the runner's source memory, which the runner keeps alive
// until it has deleted the view.
int32_t broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                     promcast_shape target, DLManagedTensor **view) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        at::Tensor tensor;
        int32_t status = tensor_over(call, source, "the source", &tensor);
        if (status != PROMCAST_STATUS_OK) return status;
        return export_tensor(call, tensor.expand(sizes_of(target)), view);
    });
}

// A real in-place op, destination.add_(source), on tensors of the meta
// device (shapes and dtypes, no memory: the structured kernel's meta
// function runs TensorIterator's checks and nothing else). PyTorch allows
// it or refuses it; both refusals, shapes that do not broadcast and a
// destination whose shape would change, are the answer "no".
int32_t inplace_broadcast(void *state, const promcast_call *call, promcast_shape destination,
                          promcast_shape source, int32_t *allowed) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        // uint8: one byte per element, so the meta tensors' byte counts
        // overflow no sooner than their element counts.
        auto options = at::TensorOptions().dtype(at::kByte).device(at::kMeta);
        at::Tensor written = at::empty(sizes_of(destination), options);
        at::Tensor read = at::empty(sizes_of(source), options);
        try {
            written.add_(read);
        } catch (const c10::Error &error) {
            int32_t kind = torch_error_kind(error.what_without_backtrace());
            if (kind != PROMCAST_STATUS_INCOMPATIBLE_SHAPES &&
                kind != PROMCAST_STATUS_INPLACE_SHAPE_CHANGE)
                throw;
            report_torch_error(call, error.what_without_backtrace());
            *allowed = 0;
            return PROMCAST_STATUS_OK;
        }
        *allowed = 1;
        return PROMCAST_STATUS_OK;
    });
}

}  // namespace promcast_torch
