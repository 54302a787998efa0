// torch_ops_binary.cpp: the eight element-wise ops and their in-place forms
// (torch_adapter.h).
//
// Both operands are tensors (a 0-d array is a 0-d tensor, not a wrapped
// number), so TensorIterator (aten/src/ATen/TensorIterator.cpp) broadcasts
// them, promotes them by category, and, in place, checks the destination's
// shape and canCast(result, destination) itself. The case's default dtype is
// PyTorch's for the call: true division of integers computes in it.
#include <ATen/ops/maximum.h>

#include "torch_adapter.h"
#include "torch_status.h"
#include "torch_tensor.h"

namespace promcast_torch {
namespace {

// The Python operator or function each op code is (torch.add / +, ...).
bool compute(int32_t op, const at::Tensor &a, const at::Tensor &b, at::Tensor *result) {
    switch (op) {
    case PROMCAST_OP_ADD: *result = a.add(b); return true;
    case PROMCAST_OP_SUBTRACT: *result = a.sub(b); return true;
    case PROMCAST_OP_MULTIPLY: *result = a.mul(b); return true;
    case PROMCAST_OP_TRUE_DIVIDE: *result = a.true_divide(b); return true;
    case PROMCAST_OP_MAXIMUM: *result = a.maximum(b); return true;
    case PROMCAST_OP_EQUAL: *result = a.eq(b); return true;
    case PROMCAST_OP_LESS: *result = a.lt(b); return true;
    case PROMCAST_OP_BITWISE_AND: *result = a.bitwise_and(b); return true;
    default: return false;
    }
}

// a op= b, writing into a's memory. PyTorch 1.13 has no Tensor.maximum_;
// torch.maximum(a, b, out=a) is how it writes a maximum into a, and
// TensorIterator treats an out= tensor that is also an input as read-write,
// so it checks its shape and its dtype as it does an in-place op's.
bool compute_in_place(int32_t op, const at::Tensor &a, const at::Tensor &b) {
    switch (op) {
    case PROMCAST_OP_ADD: a.add_(b); return true;
    case PROMCAST_OP_SUBTRACT: a.sub_(b); return true;
    case PROMCAST_OP_MULTIPLY: a.mul_(b); return true;
    case PROMCAST_OP_TRUE_DIVIDE: a.true_divide_(b); return true;
    case PROMCAST_OP_MAXIMUM: {
        at::Tensor out = a;
        at::maximum_out(out, a, b);
        return true;
    }
    case PROMCAST_OP_EQUAL: a.eq_(b); return true;
    case PROMCAST_OP_LESS: a.lt_(b); return true;
    case PROMCAST_OP_BITWISE_AND: a.bitwise_and_(b); return true;
    default: return false;
    }
}

}  // namespace

int32_t binary(void *state, const promcast_call *call, int32_t op, const DLTensor *a,
               const DLTensor *b, DLManagedTensor **result) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        at::Tensor left, right, answer;
        int32_t status = scope.use_default_float(call);
        if (status == PROMCAST_STATUS_OK) status = tensor_over(call, a, "a", &left);
        if (status == PROMCAST_STATUS_OK) status = tensor_over(call, b, "b", &right);
        if (status != PROMCAST_STATUS_OK) return status;
        if (!compute(op, left, right, &answer))
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "op %d is no binary op", (int)op);
        return export_tensor(call, answer, result);
    });
}

int32_t binary_inplace(void *state, const promcast_call *call, int32_t op, DLTensor *a,
                       const DLTensor *b) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        at::Tensor destination, operand;
        int32_t status = scope.use_default_float(call);
        if (status == PROMCAST_STATUS_OK) status = tensor_over(call, a, "a", &destination);
        if (status == PROMCAST_STATUS_OK) status = tensor_over(call, b, "b", &operand);
        if (status != PROMCAST_STATUS_OK) return status;
        const void *memory = destination.data_ptr();
        if (!compute_in_place(op, destination, operand))
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "op %d is no binary op", (int)op);
        // The premise of this function, not an outcome: PyTorch wrote into
        // the runner's memory rather than into a new allocation.
        if (destination.data_ptr() != memory)
            return report(call, PROMCAST_STATUS_INTERNAL_ERROR,
                          "PyTorch moved the in-place destination to new memory");
        return PROMCAST_STATUS_OK;
    });
}

}  // namespace promcast_torch
