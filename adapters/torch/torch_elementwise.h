// torch_elementwise.h: which PyTorch call each element-wise op id is, for
// each form its operands take.
//
// A Python user writes `x + y`, `x + 3` or `3 - x`; each spelling reaches
// ATen through a different overload, and the adapter calls the one Python
// reaches (torch_elementwise.cpp names each). Arrays are tensors, a 0-d
// array a 0-d tensor; a Python scalar is a c10::Scalar (torch_scalar.h),
// which the Scalar overloads wrap as a wrapped number
// (at::native::wrapped_scalar_tensor) before TensorIterator promotes.
#ifndef PROMCAST_TORCH_ELEMENTWISE_H
#define PROMCAST_TORCH_ELEMENTWISE_H

#include <ATen/core/Tensor.h>
#include <c10/core/Scalar.h>
#include <promcast/adapter.h>

namespace promcast_torch {

// The element-wise op ids the adapter lists, each also with
// PROMCAST_OP_INPLACE: the case format's eight, then not_equal,
// less_equal, greater, greater_equal, minimum, bitwise_or and bitwise_xor,
// then floor_divide and remainder, then copysign, nextafter,
// bitwise_left_shift, bitwise_right_shift, logical_and, logical_or and
// logical_xor, then pow, atan2, hypot and logaddexp.
// torch_elementwise.cpp's table has a row for each, in this order (a
// static_assert there says so).
constexpr int32_t kElementwiseOps[] = {
    PROMCAST_OP_ADD,        PROMCAST_OP_SUBTRACT,      PROMCAST_OP_MULTIPLY,
    PROMCAST_OP_DIVIDE,     PROMCAST_OP_MAXIMUM,       PROMCAST_OP_EQUAL,
    PROMCAST_OP_LESS,       PROMCAST_OP_BITWISE_AND,   PROMCAST_OP_NOT_EQUAL,
    PROMCAST_OP_LESS_EQUAL, PROMCAST_OP_GREATER,       PROMCAST_OP_GREATER_EQUAL,
    PROMCAST_OP_MINIMUM,    PROMCAST_OP_BITWISE_OR,    PROMCAST_OP_BITWISE_XOR,
    PROMCAST_OP_FLOOR_DIVIDE, PROMCAST_OP_REMAINDER,   PROMCAST_OP_COPYSIGN,
    PROMCAST_OP_NEXTAFTER,  PROMCAST_OP_BITWISE_LEFT_SHIFT, PROMCAST_OP_BITWISE_RIGHT_SHIFT,
    PROMCAST_OP_LOGICAL_AND, PROMCAST_OP_LOGICAL_OR,   PROMCAST_OP_LOGICAL_XOR,
    PROMCAST_OP_POW,        PROMCAST_OP_ATAN2,         PROMCAST_OP_HYPOT,
    PROMCAST_OP_LOGADDEXP,
};

// One element-wise operand as PyTorch is handed it.
struct Operand {
    bool is_scalar = false;
    at::Tensor tensor;   // an array
    c10::Scalar scalar;  // a Python scalar
};

// a (op) b into *result. PROMCAST_STATUS_OK; PROMCAST_STATUS_UNSUPPORTED
// where PyTorch has no call taking a Python scalar there (maximum,
// minimum, nextafter, logical_*, atan2, hypot, logaddexp, and copysign's
// first operand); PROMCAST_STATUS_INVALID_ARGUMENT for an op id not in
// kElementwiseOps or two scalars; each with its reason in call->message.
// PyTorch's own refusals are thrown (c10::Error), for guarded() to map.
int32_t call_elementwise(const promcast_call *call, int32_t op, const Operand &a,
                         const Operand &b, at::Tensor *result);

// a (op)= b, writing into `destination`'s memory; statuses as above.
int32_t call_elementwise_inplace(const promcast_call *call, int32_t op,
                                 const at::Tensor &destination, const Operand &b);

}  // namespace promcast_torch

#endif
