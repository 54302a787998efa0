// torch_ops_elementwise.cpp: elementwise and elementwise_inplace
// (torch_adapter.h): the runner's operands as PyTorch's, the call
// (torch_elementwise.h), and the result back.
//
// An array is a from_blob tensor over the runner's memory, a 0-d array a
// 0-d tensor (not a wrapped number); a scalar is a c10::Scalar
// (torch_scalar.h). TensorIterator (aten/src/ATen/TensorIterator.cpp)
// broadcasts, promotes by category (dimensioned, 0-d, wrapped number) and,
// in place, checks the destination's shape and canCast(result,
// destination) itself. The case's default dtype is PyTorch's for the call:
// true division of integers and wrapped Python floats take it.
#include "torch_adapter.h"
#include "torch_elementwise.h"
#include "torch_scalar.h"
#include "torch_status.h"
#include "torch_tensor.h"

namespace promcast_torch {
namespace {

// The operand `value` (named `role` in messages) as PyTorch is handed it.
int32_t operand_of(const promcast_call *call, const promcast_value *value, const char *role,
                   Operand *operand) {
    if (value == nullptr)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s is NULL", role);
    switch (value->kind) {
    case PROMCAST_VALUE_ARRAY:
        if (value->array == nullptr)
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                          "%s is an array whose DLTensor is NULL", role);
        operand->is_scalar = false;
        return tensor_over(call, value->array, role, &operand->tensor);
    case PROMCAST_VALUE_SCALAR:
        operand->is_scalar = true;
        return scalar_of(call, value->scalar, role, &operand->scalar);
    default:
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "%s has value kind %d, neither array (0) nor scalar (1)", role,
                      (int)value->kind);
    }
}

}  // namespace

int32_t elementwise(void *state, const promcast_call *call, int32_t op, const promcast_value *a,
                    const promcast_value *b, DLManagedTensor **result) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        Operand left, right;
        at::Tensor answer;
        int32_t status = scope.use_default_float(call);
        if (status == PROMCAST_STATUS_OK) status = operand_of(call, a, "a", &left);
        if (status == PROMCAST_STATUS_OK) status = operand_of(call, b, "b", &right);
        if (status == PROMCAST_STATUS_OK) status = call_elementwise(call, op, left, right, &answer);
        if (status != PROMCAST_STATUS_OK) return status;
        return export_tensor(call, answer, result);
    });
}

int32_t elementwise_inplace(void *state, const promcast_call *call, int32_t op, DLTensor *a,
                            const promcast_value *b) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        at::Tensor destination;
        Operand operand;
        int32_t status = scope.use_default_float(call);
        if (status == PROMCAST_STATUS_OK && a == nullptr)
            status = report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "the destination a is NULL");
        if (status == PROMCAST_STATUS_OK) status = tensor_over(call, a, "a", &destination);
        if (status == PROMCAST_STATUS_OK) status = operand_of(call, b, "b", &operand);
        if (status != PROMCAST_STATUS_OK) return status;
        const void *memory = destination.data_ptr();
        status = call_elementwise_inplace(call, op, destination, operand);
        if (status != PROMCAST_STATUS_OK) return status;
        // The premise of this function, not an outcome: PyTorch wrote into
        // the runner's memory rather than into a new allocation.
        if (destination.data_ptr() != memory)
            return report(call, PROMCAST_STATUS_INTERNAL_ERROR,
                          "PyTorch moved the in-place destination to new memory");
        return PROMCAST_STATUS_OK;
    });
}

}  // namespace promcast_torch
