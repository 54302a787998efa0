// torch_ops_gradient.cpp: sum_to_shape (torch_adapter.h), the gradient of
// an operand that was broadcast: autograd sums it back to the operand's shape
// (at::sum_to, aten/src/ATen/ExpandUtils.h; docs/semantics.md).
#include <ATen/ops/zeros.h>
#include <torch/csrc/autograd/variable.h>

#include "torch_adapter.h"
#include "torch_status.h"
#include "torch_tensor.h"

namespace promcast_torch {
namespace {

c10::IntArrayRef sizes_of(promcast_shape shape) {
    return c10::IntArrayRef(shape.dims, shape.ndim > 0 ? (size_t)shape.ndim : 0);
}

// Autograd itself: an operand of the target shape that requires grad,
// broadcast to the gradient's shape (expand), backward with the gradient.
// expand's backward is at::sum_to(grad, self.sizes())
// (tools/autograd/derivatives.yaml), and the engine hands the sum to the
// operand's AccumulateGrad (torch/csrc/autograd/functions/accumulate_grad.h),
// so operand.grad() is what PyTorch gives the operand. A target the
// gradient's shape is not a broadcast of fails in expand, as in the forward
// pass. The operand is a leaf of the target shape whose elements all share
// one zero (stride 0): autograd needs its shape, not its memory, and a
// target far larger than the gradient then fails in expand, not in an
// allocation.
at::Tensor gradient_by_autograd(const at::Tensor &gradient, c10::IntArrayRef target) {
    at::Tensor operand = at::zeros({}, gradient.options()).expand(target).requires_grad_(true);
    operand.expand(gradient.sizes()).backward(gradient);
    return operand.grad();
}

}  // namespace

// Every dtype goes through autograd, which is what "the gradient of a
// broadcast operand" means in PyTorch: a bool or integer operand cannot
// require gradients ("Only Tensors of floating point and complex dtype can
// require gradients", c10/core/TensorImpl.cpp set_requires_grad), which is
// the answer for those dtypes, reported before any shape is looked at, as
// PyTorch reports it.
int32_t sum_to_shape(void *state, const promcast_call *call, const DLTensor *gradient,
                     promcast_shape target, DLManagedTensor **result) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        at::Tensor incoming;
        int32_t status = tensor_over(call, gradient, "the gradient", &incoming);
        if (status != PROMCAST_STATUS_OK) return status;
        c10::IntArrayRef shape = sizes_of(target);
        at::Tensor summed = gradient_by_autograd(incoming, shape);
        if (!summed.defined())
            return report(call, PROMCAST_STATUS_INTERNAL_ERROR, "autograd gave the operand no grad");
        // AccumulateGrad may keep the incoming gradient itself when nothing
        // is summed: the runner's memory, which does not outlive the call.
        return export_tensor(call, owned_result(summed, incoming), result);
    });
}

}  // namespace promcast_torch
