// torch_elementwise.cpp: the PyTorch call of each element-wise op and form
// (torch_elementwise.h), as PyTorch 1.13's Python reaches it:
//   x + y   Tensor.__add__ etc., the Tensor overloads (add.Tensor, ...);
//   x + 3   the same methods with a number: for add, sub, mul and
//           true_divide the binding wraps it for the Tensor overload
//           (python_arg_parser.cpp, should_allow_numbers_as_tensors), for
//           eq, lt and bitwise_and it takes their Scalar overload; both
//           end in TensorIterator with a wrapped number, which is what
//           at::add(Tensor, Scalar) and the other Scalar overloads do;
//   3 - x   Python's reflected operator on x: __radd__ and __rmul__ are
//           add and mul (tools/autograd/templates/python_variable_methods.cpp),
//           __rsub__ is torch.rsub (torch/_tensor.py), __rand__ is
//           bitwise_and; `3 == x` and `3 < x` are x.__eq__(3) and
//           x.__gt__(3) (Python's reflection of comparisons).
// Two exceptions, both PyTorch's:
//   - `3 / x` is Tensor.__rdiv__, x.reciprocal() * 3 (torch/_tensor.py),
//     which rounds twice. The case op divide is the function true_divide
//     here, and torch.true_divide(3, x) exists: the binding wraps
//     3 (true_divide takes numbers as tensors) and divides once. The adapter
//     calls that, at::true_divide(wrapped 3, x); its dtype is the
//     operator's, its values the correctly rounded quotients.
//   - torch.maximum has no Scalar overload and takes no number: Python
//     raises TypeError ("maximum(): argument 'other' (position 2) must be
//     Tensor, not int"). The adapter reports PROMCAST_STATUS_UNSUPPORTED
//     rather than invent a call.
// In place, `x += 3` is x.add_(3) (Tensor.__iadd__), and the same Scalar
// overloads of sub_, mul_, true_divide_ (`x /= 3` is div_, of which
// true_divide_ is the alias), eq_, lt_ and bitwise_and_ (`x &= 3`).
// PyTorch 1.13 has no Tensor.maximum_; torch.maximum(a, b, out=a) is how it
// writes a maximum into a, and TensorIterator treats an out= tensor that is
// also an input as read-write, so it checks its shape and dtype as it does
// an in-place op's.
#include "torch_elementwise.h"

#include <ATen/ops/add.h>
#include <ATen/ops/bitwise_and.h>
#include <ATen/ops/eq.h>
#include <ATen/ops/gt.h>
#include <ATen/ops/lt.h>
#include <ATen/ops/maximum.h>
#include <ATen/ops/mul.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/sub.h>
#include <ATen/ops/true_divide.h>

#include "torch_scalar.h"
#include "torch_status.h"

namespace promcast_torch {
namespace {

const char *name_of(int32_t op) {
    const char *name = promcast_op_name(op);
    return name != nullptr ? name : "an id adapter.h does not know";
}

int32_t unknown_op(const promcast_call *call, int32_t op) {
    return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                  "op %d (%s) is not an element-wise op this adapter lists", (int)op, name_of(op));
}

int32_t maximum_takes_no_scalar(const promcast_call *call) {
    return report(call, PROMCAST_STATUS_UNSUPPORTED,
                  "PyTorch 1.13's maximum takes tensors only (no Scalar overload; Python raises "
                  "TypeError \"maximum(): argument 'other' (position 2) must be Tensor, not "
                  "int\"), so a Python scalar cannot be its operand");
}

// x op y.
int32_t tensor_tensor(const promcast_call *call, int32_t op, const at::Tensor &a,
                      const at::Tensor &b, at::Tensor *result) {
    switch (op) {
    case PROMCAST_OP_ADD: *result = at::add(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_SUBTRACT: *result = at::sub(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MULTIPLY: *result = at::mul(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_DIVIDE: *result = at::true_divide(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MAXIMUM: *result = at::maximum(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_EQUAL: *result = at::eq(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_LESS: *result = at::lt(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_BITWISE_AND: *result = at::bitwise_and(a, b); return PROMCAST_STATUS_OK;
    default: return unknown_op(call, op);
    }
}

// x op 3.
int32_t tensor_scalar(const promcast_call *call, int32_t op, const at::Tensor &a,
                      const c10::Scalar &b, at::Tensor *result) {
    switch (op) {
    case PROMCAST_OP_ADD: *result = at::add(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_SUBTRACT: *result = at::sub(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MULTIPLY: *result = at::mul(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_DIVIDE: *result = at::true_divide(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MAXIMUM: return maximum_takes_no_scalar(call);
    case PROMCAST_OP_EQUAL: *result = at::eq(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_LESS: *result = at::lt(a, b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_BITWISE_AND: *result = at::bitwise_and(a, b); return PROMCAST_STATUS_OK;
    default: return unknown_op(call, op);
    }
}

// 3 op x, as Python's reflected operator on x computes it (file comment).
int32_t scalar_tensor(const promcast_call *call, int32_t op, const c10::Scalar &a,
                      const at::Tensor &b, at::Tensor *result) {
    switch (op) {
    case PROMCAST_OP_ADD: *result = at::add(b, a); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_SUBTRACT: *result = at::rsub(b, a); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MULTIPLY: *result = at::mul(b, a); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_DIVIDE:
        *result = at::true_divide(wrapped_number(a), b);
        return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MAXIMUM: return maximum_takes_no_scalar(call);
    case PROMCAST_OP_EQUAL: *result = at::eq(b, a); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_LESS: *result = at::gt(b, a); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_BITWISE_AND: *result = at::bitwise_and(b, a); return PROMCAST_STATUS_OK;
    default: return unknown_op(call, op);
    }
}

// x op= y.
int32_t inplace_tensor(const promcast_call *call, int32_t op, const at::Tensor &a,
                       const at::Tensor &b) {
    switch (op) {
    case PROMCAST_OP_ADD: a.add_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_SUBTRACT: a.sub_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MULTIPLY: a.mul_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_DIVIDE: a.true_divide_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MAXIMUM: {
        at::Tensor out = a;
        at::maximum_out(out, a, b);
        return PROMCAST_STATUS_OK;
    }
    case PROMCAST_OP_EQUAL: a.eq_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_LESS: a.lt_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_BITWISE_AND: a.bitwise_and_(b); return PROMCAST_STATUS_OK;
    default: return unknown_op(call, op);
    }
}

// x op= 3.
int32_t inplace_scalar(const promcast_call *call, int32_t op, const at::Tensor &a,
                       const c10::Scalar &b) {
    switch (op) {
    case PROMCAST_OP_ADD: a.add_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_SUBTRACT: a.sub_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MULTIPLY: a.mul_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_DIVIDE: a.true_divide_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_MAXIMUM: return maximum_takes_no_scalar(call);
    case PROMCAST_OP_EQUAL: a.eq_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_LESS: a.lt_(b); return PROMCAST_STATUS_OK;
    case PROMCAST_OP_BITWISE_AND: a.bitwise_and_(b); return PROMCAST_STATUS_OK;
    default: return unknown_op(call, op);
    }
}

}  // namespace

int32_t call_elementwise(const promcast_call *call, int32_t op, const Operand &a,
                         const Operand &b, at::Tensor *result) {
    if (a.is_scalar && b.is_scalar)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "%s: a and b are both scalars (adapter.h: at least one is an array)",
                      name_of(op));
    if (a.is_scalar) return scalar_tensor(call, op, a.scalar, b.tensor, result);
    if (b.is_scalar) return tensor_scalar(call, op, a.tensor, b.scalar, result);
    return tensor_tensor(call, op, a.tensor, b.tensor, result);
}

int32_t call_elementwise_inplace(const promcast_call *call, int32_t op,
                                 const at::Tensor &destination, const Operand &b) {
    return b.is_scalar ? inplace_scalar(call, op, destination, b.scalar)
                       : inplace_tensor(call, op, destination, b.tensor);
}

}  // namespace promcast_torch
