// torch_elementwise.cpp: the PyTorch call of each element-wise op and form
// (torch_elementwise.h), as PyTorch 1.13's Python reaches it, in one table
// (kCalls): a row per op, a column per form.
//   x + y   Tensor.__add__ etc., the Tensor overloads (add.Tensor, ...);
//   x + 3   the same methods with a number: for add, sub, mul and
//           true_divide the binding wraps it for the Tensor overload
//           (python_arg_parser.cpp, should_allow_numbers_as_tensors), for
//           eq, ne, lt, le, gt, ge, bitwise_and, bitwise_or and bitwise_xor
//           it takes their Scalar overload; both end in TensorIterator
//           with a wrapped number, which is what at::add(Tensor, Scalar)
//           and the other Scalar overloads do;
//   3 - x   Python's reflected operator on x: __radd__ and __rmul__ are
//           add and mul (tools/autograd/templates/python_variable_methods.cpp),
//           __rsub__ is torch.rsub (torch/_tensor.py), __rand__, __ror__
//           and __rxor__ are bitwise_and, bitwise_or and bitwise_xor (the
//           Scalar overload on x, not at::bitwise_or(Scalar, Tensor));
//           __rfloordiv__ is torch.floor_divide(3, x) and __rmod__ is
//           torch.remainder(3, x) (torch/_tensor.py): floor_divide has no
//           Scalar-first overload and its binding takes the number as a
//           tensor (should_allow_numbers_as_tensors), so the adapter calls
//           at::floor_divide(wrapped 3, x); remainder has one
//           (remainder.Scalar_Tensor, which wraps 3 itself), at::remainder(3, x);
//           a comparison is reflected by Python itself: `3 == x` and
//           `3 != x` are x.__eq__(3) and x.__ne__(3), `3 < x` is
//           x.__gt__(3), `3 <= x` x.__ge__(3), `3 > x` x.__lt__(3) and
//           `3 >= x` x.__le__(3).
// Two exceptions, both PyTorch's:
//   - `3 / x` is Tensor.__rdiv__, x.reciprocal() * 3 (torch/_tensor.py),
//     which rounds twice. The case op divide is the function true_divide
//     here, and torch.true_divide(3, x) exists: the binding wraps
//     3 (true_divide takes numbers as tensors) and divides once. The adapter
//     calls that, at::true_divide(wrapped 3, x); its dtype is the
//     operator's, its values the correctly rounded quotients.
//   - torch.maximum and torch.minimum have no Scalar overload and take no
//     number: Python raises TypeError ("maximum(): argument 'other'
//     (position 2) must be Tensor, not int"). The adapter reports
//     PROMCAST_STATUS_UNSUPPORTED rather than invent a call.
// `x << y` and `x >> y` are Tensor.__lshift__ and __rshift__, the native
// functions __lshift__ and __rshift__ (Tensor and Scalar overloads, the
// Scalar one wrapping the number: aten/src/ATen/native/BinaryOps.cpp); the
// adapter calls those, what Python's operators reach, not the functions
// bitwise_left_shift and bitwise_right_shift, which run the same kernels
// (lshift_stub, rshift_stub) but are not what `<<` calls; `3 << x` is
// Tensor.__rlshift__, torch.bitwise_left_shift(3, x) (torch/_tensor.py),
// the Scalar_Tensor overload, at::bitwise_left_shift(3, x) (`3 >> x`
// likewise); `x <<= y` is Tensor.__ilshift__ and `x >>= y` __irshift__.
// Python has no operator for copysign, nextafter or logical_and/or/xor,
// so their calls are the functions and methods: torch.copysign(x, y),
// torch.copysign(x, 3) (copysign.Scalar) and x.copysign_(y or 3); the
// Scalar-first torch.copysign(3, x) is a TypeError ("received an invalid
// combination of arguments - got (int, Tensor)"). torch.nextafter and
// torch.logical_and/or/xor take tensors only (TypeError "argument 'other'
// (position 2) must be Tensor, not float"), in place x.nextafter_(y) and
// x.logical_and_(y) etc., also tensors only. Python's `and`, `or` are not
// element-wise (bool(x) raises for more than one element).
// `x // y` is Tensor.__floordiv__, torch.floor_divide, which in 1.13
// rounds toward negative infinity (torch.tensor([-7]) // 2 is [-4], as
// Python's -7 // 2); `x % y` is Tensor.__mod__, torch.remainder (the
// divisor's sign, as Python's %).
// `x ** y` and `x ** 3` are Tensor.__pow__, torch.pow (pow.Tensor_Tensor and
// pow.Tensor_Scalar), in place `x **= y` Tensor.__ipow__, x.pow_(y or 3).
// `3 ** x` is Tensor.__rpow__ (torch/_tensor.py): not the Scalar-first
// overload pow.Scalar but torch.tensor(3, dtype=torch.result_type(3, x)) ** x,
// a 0-d tensor (python_tensor, torch_scalar.h) to the power of x. atan2,
// hypot and logaddexp have no operator and take tensors only
// (TypeError "atan2(): argument 'other' (position 2) must be Tensor, not
// int"); in place x.atan2_(y) and x.hypot_(y), and, with no
// Tensor.logaddexp_ in 1.13, torch.logaddexp(a, b, out=a).
// In place, `x += 3` is x.add_(3) (Tensor.__iadd__), and the same Scalar
// overloads of sub_, mul_, true_divide_ (`x /= 3` is div_, of which
// true_divide_ is the alias), bitwise_and_, bitwise_or_, bitwise_xor_,
// floor_divide_ and remainder_ (`x &= 3`, `x |= 3`, `x ^= 3`, `x //= 3`
// (__ifloordiv__), `x %= 3` (__imod__)); the comparisons have no operator but
// the methods eq_, ne_, lt_, le_, gt_ and ge_, which write 0 or 1 in x's
// dtype. PyTorch 1.13 has no Tensor.maximum_ or minimum_;
// torch.maximum(a, b, out=a) is how it writes a maximum into a, and
// TensorIterator treats an out= tensor that is also an input as
// read-write, so it checks its shape and dtype as it does an in-place op's.
#include "torch_elementwise.h"

#include <ATen/ops/add.h>
#include <ATen/ops/atan2.h>
#include <ATen/ops/bitwise_and.h>
#include <ATen/ops/bitwise_left_shift.h>
#include <ATen/ops/bitwise_or.h>
#include <ATen/ops/bitwise_right_shift.h>
#include <ATen/ops/bitwise_xor.h>
#include <ATen/ops/copysign.h>
#include <ATen/ops/eq.h>
#include <ATen/ops/floor_divide.h>
#include <ATen/ops/ge.h>
#include <ATen/ops/gt.h>
#include <ATen/ops/hypot.h>
#include <ATen/ops/le.h>
#include <ATen/ops/logaddexp.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/logical_or.h>
#include <ATen/ops/logical_xor.h>
#include <ATen/ops/lshift.h>
#include <ATen/ops/lt.h>
#include <ATen/ops/maximum.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/mul.h>
#include <ATen/ops/ne.h>
#include <ATen/ops/nextafter.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/remainder.h>
#include <ATen/ops/result_type.h>
#include <ATen/ops/rshift.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/sub.h>
#include <ATen/ops/true_divide.h>

#include <cstddef>

#include "torch_scalar.h"
#include "torch_status.h"

namespace promcast_torch {
namespace {

using TensorArg = const at::Tensor &;
using ScalarArg = const c10::Scalar &;

// One op's PyTorch calls, one per operand form; NULL where PyTorch has no
// call taking a Python scalar there.
struct TorchCalls {
    int32_t op;
    const char *function;                                // PyTorch's name, for messages
    at::Tensor (*tensor_tensor)(TensorArg, TensorArg);   // x op y
    at::Tensor (*tensor_scalar)(TensorArg, ScalarArg);   // x op 3
    at::Tensor (*scalar_tensor)(ScalarArg, TensorArg);   // 3 op x
    void (*inplace_tensor)(TensorArg, TensorArg);        // x op= y
    void (*inplace_scalar)(TensorArg, ScalarArg);        // x op= 3
};

// `3 / x` (file comment): the wrapped 3 divided by x, once.
at::Tensor true_divide_into(TensorArg x, ScalarArg number) {
    return at::true_divide(wrapped_number(number), x);
}

// `3 // x` (file comment): torch.floor_divide(3, x), 3 a wrapped number.
at::Tensor floor_divide_into(TensorArg x, ScalarArg number) {
    return at::floor_divide(wrapped_number(number), x);
}

// `3 % x` (file comment): torch.remainder(3, x), remainder.Scalar_Tensor.
at::Tensor remainder_into(TensorArg x, ScalarArg number) {
    return at::remainder(number, x);
}

// `3 << x` (file comment): torch.bitwise_left_shift(3, x), Scalar_Tensor.
at::Tensor left_shift_into(TensorArg x, ScalarArg number) {
    return at::bitwise_left_shift(number, x);
}

// `3 >> x` (file comment): torch.bitwise_right_shift(3, x), Scalar_Tensor.
at::Tensor right_shift_into(TensorArg x, ScalarArg number) {
    return at::bitwise_right_shift(number, x);
}

// `3 ** x` (file comment): Tensor.__rpow__, torch.tensor(3, dtype=
// torch.result_type(3, x)) ** x.
at::Tensor pow_into(TensorArg x, ScalarArg number) {
    return at::pow(python_tensor(number, at::result_type(number, x)), x);
}

// An op Python spells as an operator: at::FN(x, y) and at::FN(x, 3), in
// place the method INPLACE with either; `3 op x` is REFLECTED(x, 3), what
// Python's reflection reaches (file comment).
#define PROMCAST_TORCH_OPERATOR_INTO(OP, FN, REFLECTED, INPLACE) \
    {OP,                                                        \
     #FN,                                                       \
     [](TensorArg a, TensorArg b) { return at::FN(a, b); },     \
     [](TensorArg a, ScalarArg b) { return at::FN(a, b); },     \
     [](ScalarArg a, TensorArg b) { return REFLECTED(b, a); },  \
     [](TensorArg a, TensorArg b) { a.INPLACE(b); },            \
     [](TensorArg a, ScalarArg b) { a.INPLACE(b); }}
// The same, with the in-place method FN_ (`x += 3` is x.add_(3)).
#define PROMCAST_TORCH_OPERATOR(OP, FN, REFLECTED) \
    PROMCAST_TORCH_OPERATOR_INTO(OP, FN, REFLECTED, FN##_)
// A function with a Scalar overload for its second operand only:
// at::FN(x, y), at::FN(x, 3), in place the method FN_ with either.
#define PROMCAST_TORCH_SCALAR_SECOND(OP, FN)                    \
    {OP,                                                        \
     #FN,                                                       \
     [](TensorArg a, TensorArg b) { return at::FN(a, b); },     \
     [](TensorArg a, ScalarArg b) { return at::FN(a, b); },     \
     nullptr,                                                   \
     [](TensorArg a, TensorArg b) { a.FN##_(b); },              \
     [](TensorArg a, ScalarArg b) { a.FN##_(b); }}
// A function of tensors only with an in-place method: at::FN(x, y), in
// place x.FN_(y).
#define PROMCAST_TORCH_TENSORS_METHOD(OP, FN)                   \
    {OP,                                                        \
     #FN,                                                       \
     [](TensorArg a, TensorArg b) { return at::FN(a, b); },     \
     nullptr,                                                   \
     nullptr,                                                   \
     [](TensorArg a, TensorArg b) { a.FN##_(b); },              \
     nullptr}
// A function of tensors only, with no in-place method: at::FN(x, y), in
// place torch.FN(a, b, out=a), which is at::FN_out(a, a, b).
#define PROMCAST_TORCH_TENSORS_ONLY(OP, FN)                     \
    {OP,                                                        \
     #FN,                                                       \
     [](TensorArg a, TensorArg b) { return at::FN(a, b); },     \
     nullptr,                                                   \
     nullptr,                                                   \
     [](TensorArg a, TensorArg b) {                             \
         at::Tensor out = a;                                    \
         at::FN##_out(out, a, b);                               \
     },                                                         \
     nullptr}

// Every element-wise op the adapter lists, in kElementwiseOps's order.
constexpr TorchCalls kCalls[] = {
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_ADD, add, at::add),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_SUBTRACT, sub, at::rsub),  // __rsub__
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_MULTIPLY, mul, at::mul),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_DIVIDE, true_divide, true_divide_into),
    PROMCAST_TORCH_TENSORS_ONLY(PROMCAST_OP_MAXIMUM, maximum),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_EQUAL, eq, at::eq),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_LESS, lt, at::gt),  // 3 < x is x > 3
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_BITWISE_AND, bitwise_and, at::bitwise_and),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_NOT_EQUAL, ne, at::ne),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_LESS_EQUAL, le, at::ge),     // 3 <= x is x >= 3
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_GREATER, gt, at::lt),        // 3 > x is x < 3
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_GREATER_EQUAL, ge, at::le),  // 3 >= x is x <= 3
    PROMCAST_TORCH_TENSORS_ONLY(PROMCAST_OP_MINIMUM, minimum),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_BITWISE_OR, bitwise_or, at::bitwise_or),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_BITWISE_XOR, bitwise_xor, at::bitwise_xor),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_FLOOR_DIVIDE, floor_divide, floor_divide_into),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_REMAINDER, remainder, remainder_into),
    PROMCAST_TORCH_SCALAR_SECOND(PROMCAST_OP_COPYSIGN, copysign),
    PROMCAST_TORCH_TENSORS_METHOD(PROMCAST_OP_NEXTAFTER, nextafter),
    PROMCAST_TORCH_OPERATOR_INTO(PROMCAST_OP_BITWISE_LEFT_SHIFT, __lshift__, left_shift_into,
                                 __ilshift__),
    PROMCAST_TORCH_OPERATOR_INTO(PROMCAST_OP_BITWISE_RIGHT_SHIFT, __rshift__, right_shift_into,
                                 __irshift__),
    PROMCAST_TORCH_TENSORS_METHOD(PROMCAST_OP_LOGICAL_AND, logical_and),
    PROMCAST_TORCH_TENSORS_METHOD(PROMCAST_OP_LOGICAL_OR, logical_or),
    PROMCAST_TORCH_TENSORS_METHOD(PROMCAST_OP_LOGICAL_XOR, logical_xor),
    PROMCAST_TORCH_OPERATOR(PROMCAST_OP_POW, pow, pow_into),  // `x **= y` is pow_
    PROMCAST_TORCH_TENSORS_METHOD(PROMCAST_OP_ATAN2, atan2),
    PROMCAST_TORCH_TENSORS_METHOD(PROMCAST_OP_HYPOT, hypot),
    PROMCAST_TORCH_TENSORS_ONLY(PROMCAST_OP_LOGADDEXP, logaddexp),
};
#undef PROMCAST_TORCH_OPERATOR
#undef PROMCAST_TORCH_OPERATOR_INTO
#undef PROMCAST_TORCH_SCALAR_SECOND
#undef PROMCAST_TORCH_TENSORS_METHOD
#undef PROMCAST_TORCH_TENSORS_ONLY

constexpr std::size_t kCallCount = sizeof kCalls / sizeof kCalls[0];

constexpr bool rows_are_the_listed_ops() {
    if (kCallCount != sizeof kElementwiseOps / sizeof kElementwiseOps[0]) return false;
    for (std::size_t i = 0; i < kCallCount; i++)
        if (kCalls[i].op != kElementwiseOps[i]) return false;
    return true;
}
static_assert(rows_are_the_listed_ops(), "kCalls has one row per id of kElementwiseOps, in order");

const char *name_of(int32_t op) {
    const char *name = promcast_op_name(op);
    return name != nullptr ? name : "an id adapter.h does not know";
}

// The row of `op`, or NULL with the reason in call->message.
const TorchCalls *calls_of(const promcast_call *call, int32_t op) {
    for (const TorchCalls &calls : kCalls)
        if (calls.op == op) return &calls;
    report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
           "op %d (%s) is not an element-wise op this adapter lists", (int)op, name_of(op));
    return nullptr;
}

// PyTorch has no overload taking a Python scalar in `position` ("first",
// "second"): Python raises TypeError before any op runs ("maximum():
// argument 'other' (position 2) must be Tensor, not int", "copysign()
// received an invalid combination of arguments - got (int, Tensor)").
int32_t takes_no_scalar(const promcast_call *call, const TorchCalls &calls,
                        const char *position) {
    return report(call, PROMCAST_STATUS_UNSUPPORTED,
                  "PyTorch 1.13's %s has no overload taking a Python scalar as its %s "
                  "operand (Python raises TypeError before any op runs)",
                  calls.function, position);
}

}  // namespace

int32_t call_elementwise(const promcast_call *call, int32_t op, const Operand &a,
                         const Operand &b, at::Tensor *result) {
    if (a.is_scalar && b.is_scalar)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "%s: a and b are both scalars (adapter.h: at least one is an array)",
                      name_of(op));
    const TorchCalls *calls = calls_of(call, op);
    if (calls == nullptr) return PROMCAST_STATUS_INVALID_ARGUMENT;
    if (a.is_scalar) {
        if (calls->scalar_tensor == nullptr) return takes_no_scalar(call, *calls, "first");
        *result = calls->scalar_tensor(a.scalar, b.tensor);
    } else if (b.is_scalar) {
        if (calls->tensor_scalar == nullptr) return takes_no_scalar(call, *calls, "second");
        *result = calls->tensor_scalar(a.tensor, b.scalar);
    } else {
        *result = calls->tensor_tensor(a.tensor, b.tensor);
    }
    return PROMCAST_STATUS_OK;
}

int32_t call_elementwise_inplace(const promcast_call *call, int32_t op,
                                 const at::Tensor &destination, const Operand &b) {
    const TorchCalls *calls = calls_of(call, op);
    if (calls == nullptr) return PROMCAST_STATUS_INVALID_ARGUMENT;
    if (!b.is_scalar) {
        calls->inplace_tensor(destination, b.tensor);
    } else {
        if (calls->inplace_scalar == nullptr) return takes_no_scalar(call, *calls, "second");
        calls->inplace_scalar(destination, b.scalar);
    }
    return PROMCAST_STATUS_OK;
}

}  // namespace promcast_torch
