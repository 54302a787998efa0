// torch_status.cpp: PyTorch 1.13's error texts and their error kinds
// (torch_status.h).
#include "torch_status.h"

#include <cstdarg>
#include <cstdio>
#include <cstring>

namespace promcast_torch {
namespace {

// A text means `kind` when it contains `first` and, after it, `second`
// (when not NULL). Each row names the PyTorch 1.13 source that raises it.
struct ErrorText {
    const char *first;
    const char *second;
    int32_t kind;
};

const ErrorText kErrorTexts[] = {
    // aten/src/ATen/ExpandUtils.cpp, infer_size_impl: two sizes that differ,
    // neither 1 ("The size of tensor a (5) must match the size of tensor b
    // (4) at non-singleton dimension 1").
    {"The size of tensor a (", ") must match the size of tensor b (",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    // aten/src/ATen/ExpandUtils.cpp, inferExpandGeometry: expand() to a size
    // the tensor does not broadcast to, or to fewer dimensions.
    {"The expanded size of the tensor (", ") must match the existing size (",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    {"the number of sizes provided (",
     ") must be greater or equal to the number of dimensions in the tensor (",
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    // aten/src/ATen/TensorIterator.cpp, mark_resize_outputs: an in-place
    // output whose shape is not the broadcast shape.
    {"output with shape ", " doesn't match the broadcast shape ",
     PROMCAST_STATUS_INPLACE_SHAPE_CHANGE},
    // aten/src/ATen/TensorIterator.cpp, compute_types: canCast(common dtype,
    // output dtype) is false for an in-place or out= output.
    {"result type ", " can't be cast to the desired output type ", PROMCAST_STATUS_CANNOT_CAST},
    // c10/core/ScalarType.h, promoteTypes: the only promotion it refuses.
    {"promoteTypes with quantized numbers is not handled yet", nullptr,
     PROMCAST_STATUS_NO_PROMOTION},
    // aten/src/ATen/native/BinaryOps.h, sub_check: `-` with a bool operand
    // ("with two bool tensors" / "with a bool tensor is not supported").
    {"Subtraction, the `-` operator, with ", "bool tensor", PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    // aten/src/ATen/native/BinaryOps.cpp, TORCH_META_FUNC(maximum) and
    // TORCH_META_FUNC(minimum).
    {"maximum not implemented for complex tensors", nullptr,
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    {"minimum not implemented for complex tensors", nullptr,
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    // aten/src/ATen/Dispatch.h, AT_DISPATCH_SWITCH: the kernel has no loop
    // for the dtype ("\"bitwise_and_cpu\" not implemented for 'Float'").
    {"\" not implemented for '", nullptr, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    // aten/src/ATen/native/cpu/BinaryOpsKernel.cpp, div_floor_kernel and
    // remainder_kernel: an integer divisor of 0 (TORCH_CHECK(b != 0,
    // "ZeroDivisionError"); Python sees RuntimeError: ZeroDivisionError).
    // The library refuses an operand's value: invalid_value (adapter.h,
    // ABI 2.1). Not undefined: in cases/README.md that kind says the
    // specification leaves the outcome to implementations, and PyTorch did
    // decide one, a refusal of these inputs.
    {"ZeroDivisionError", nullptr, PROMCAST_STATUS_INVALID_VALUE},
    // aten/src/ATen/native/Pow.cpp, TORCH_META_FUNC2(pow, Tensor_Scalar): an
    // integral base with a negative integral Scalar exponent ("Integers to
    // negative integer powers are not allowed."). Only the Scalar overload
    // checks: a tensor of negative integer exponents runs the kernel.
    {"Integers to negative integer powers are not allowed", nullptr,
     PROMCAST_STATUS_INVALID_VALUE},
    // c10/util/TypeCast.h, checked_convert (report_overflow in
    // c10/util/TypeCast.cpp, a std::runtime_error that guarded() passes
    // here): a Scalar converted to an integral dtype it
    // does not fit ("value cannot be converted to type int8_t without
    // overflow"), as pow's kernels convert the Scalar exponent to the
    // base's dtype and `300 ** x` builds torch.tensor(300, dtype=int8).
    // A Python scalar that does not fit the dtype it becomes.
    {"value cannot be converted to type ", " without overflow",
     PROMCAST_STATUS_SCALAR_OUT_OF_RANGE},
    // aten/src/ATen/TensorIterator.cpp, compute_types: an operation built
    // with check_all_same_dtype whose output's dtype is not the common
    // dtype ("Found dtype Char but expected Float"): pow_(0.5) on an int8
    // tensor, whose meta function computes pow.Tensor_Scalar as a unary op
    // of the base converted to the result type. The result dtype cannot be
    // written into the destination.
    {"Found dtype ", " but expected ", PROMCAST_STATUS_CANNOT_CAST},
    // c10/core/TensorImpl.cpp, set_requires_grad: a bool or integer tensor
    // cannot require gradients ("only Tensors of floating point dtype can
    // require gradients" from Python, "Only Tensors of floating point and
    // complex dtype ..." from C++).
    {"Tensors of floating point", "can require gradients",
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    // ---- The functions of several arrays (torch_functions.cpp). ----
    // c10/core/WrapDimMinimal.cpp, maybe_wrap_dim: an axis outside
    // [-rank, rank - 1] (stack: the result's rank), an IndexError in
    // Python ("Dimension out of range (expected to be in range of [-2, 1],
    // but got 2)"), from torch.cat, torch.stack and torch.linalg.vecdot.
    {"Dimension out of range (expected to be in range of [", nullptr,
     PROMCAST_STATUS_INVALID_AXIS},
    // aten/src/ATen/native/LinearAlgebra.cpp, matmul: "both arguments to
    // matmul need to be at least 1D, but they are 0D and 1D".
    {"both arguments to matmul need to be at least 1D", nullptr, PROMCAST_STATUS_INVALID_RANK},
    // aten/src/ATen/native/TensorShape.cpp, cat's meta function: "zero-
    // dimensional tensor (at position 0) cannot be concatenated".
    {"zero-dimensional tensor (at position ", " cannot be concatenated",
     PROMCAST_STATUS_INVALID_RANK},
    // The same file: torch.cat and torch.stack of no tensors ("torch.cat():
    // expected a non-empty list of Tensors", "stack expects a non-empty
    // TensorList"), refused as calls.
    {"expected a non-empty list of Tensors", nullptr, PROMCAST_STATUS_INVALID_ARGUMENT},
    {"stack expects a non-empty TensorList", nullptr, PROMCAST_STATUS_INVALID_ARGUMENT},
    // The same file: shapes cat and stack need equal and are not ("Sizes
    // of tensors must match except in dimension 0. Expected size 3 but got
    // size 2 for tensor number 1 in the list.", "Tensors must have same
    // number of dimensions: got 2 and 1", "stack expects each tensor to be
    // equal size, but got [2, 3] at entry 0 and [3] at entry 1").
    {"Sizes of tensors must match except in dimension ", nullptr,
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    {"Tensors must have same number of dimensions: got ", nullptr,
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    {"stack expects each tensor to be equal size, but got ", nullptr,
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    // matmul's contracted sizes that differ, refused by the BLAS-like op it
    // becomes: aten/src/ATen/native/LinearAlgebra.cpp, addmm's meta
    // function ("mat1 and mat2 shapes cannot be multiplied (2x3 and 2x3)")
    // and bmm's ("Expected size for first two dimensions of batch2 tensor
    // to be: [2, 2] but got: [2, 3]."); aten/src/ATen/native/Blas.cpp,
    // addmv's ("size mismatch, got 3, 3x2,3") and dot's ("inconsistent
    // tensor size, expected tensor [3] and src [2] to have the same number
    // of elements, but got 3 and 2 elements respectively").
    {"mat1 and mat2 shapes cannot be multiplied (", nullptr, PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    {"Expected size for first two dimensions of batch2 tensor to be: ", nullptr,
     PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    {"size mismatch, got ", nullptr, PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    {"inconsistent tensor size, expected tensor [", nullptr, PROMCAST_STATUS_INCOMPATIBLE_SHAPES},
    // Two dtypes a function refuses together though PyTorch promotes them
    // elsewhere: unsupported_dtype_for_op, not no_promotion (which says the
    // profile has no common dtype; torch.promote_types(int8, int16) is
    // int16). matmul does not promote: its kernels read x2 as x1's dtype
    // and Tensor::data_ptr<T> refuses ("expected scalar type Char but found
    // Short", aten/src/ATen/templates/TensorMethods.cpp, check_type; bmm's
    // kernel checks with the same text), or dot checks
    // first ("dot : expected both vectors to have same dtype, but found
    // Char and Float", aten/src/ATen/native/Blas.cpp); torch.linalg.vecdot
    // checks ("linalg.vecdot: Expected x and y to have the same dtype, but
    // found x of type Float and y of type Double instead",
    // aten/src/ATen/native/LinearAlgebra.cpp).
    {"expected scalar type ", " but found ", PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    {"expected both vectors to have same dtype, but found ", nullptr,
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    {"Expected x and y to have the same dtype, but found ", nullptr,
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    // Dtypes a function refuses: torch.linalg.vecdot takes floating and
    // complex tensors only (aten/src/ATen/native/LinearAlgebraUtils.h,
    // checkFloatingOrComplex: "linalg.vecdot: Expected a floating point or
    // complex tensor as input. Got Char"); torch.clamp no complex bound or
    // operand (aten/src/ATen/native/TensorCompare.cpp: "clamp is not
    // supported for complex types"); torch.where a condition of bool or
    // uint8 only (the same file: "where expected condition to be a boolean
    // tensor, but got a tensor with dtype Float").
    {"Expected a floating point or complex tensor as input. Got ", nullptr,
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    {"clamp is not supported for complex types", nullptr, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    {"where expected condition to be a boolean tensor", nullptr,
     PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP},
    // aten/src/ATen/native/TensorCompare.cpp, clamp's meta functions:
    // torch.clamp(x, None, None) is refused as a call ("torch.clamp: At
    // least one of 'min' or 'max' must not be None").
    {"At least one of 'min' or 'max' must not be None", nullptr, PROMCAST_STATUS_INVALID_ARGUMENT},
    // c10/core/TensorImpl.h, safe_compute_numel: a shape of more than
    // INT64_MAX elements (expand, empty).
    {"numel: integer multiplication overflow", nullptr, PROMCAST_STATUS_SHAPE_OVERFLOW},
    // aten/src/ATen/EmptyTensor.cpp, computeStorageNbytesContiguous.
    {"Storage size calculation overflowed with sizes=", nullptr, PROMCAST_STATUS_SHAPE_OVERFLOW},
    // aten/src/ATen/EmptyTensor.cpp, check_size_nonnegative: cat and stack
    // add their inputs' sizes in int64, and a sum past INT64_MAX wraps to a
    // negative size, which the result's allocation refuses. A case's shapes
    // are never negative, so here the sum overflowed.
    {"Trying to create tensor with negative dimension", nullptr, PROMCAST_STATUS_SHAPE_OVERFLOW},
};

bool text_matches(const char *message, const ErrorText &text) {
    const char *found = std::strstr(message, text.first);
    if (found == nullptr) return false;
    return text.second == nullptr ||
           std::strstr(found + std::strlen(text.first), text.second) != nullptr;
}

}  // namespace

int32_t report(const promcast_call *call, int32_t status, const char *format, ...) {
    if (call == nullptr || call->message == nullptr || call->message_size == 0) return status;
    va_list arguments;
    va_start(arguments, format);
    std::vsnprintf(call->message, call->message_size, format, arguments);
    va_end(arguments);
    // The message is one line (adapter.h); PyTorch's texts may span several.
    for (char *c = call->message; *c != '\0'; c++)
        if (*c == '\n' || *c == '\r' || *c == '\t') *c = ' ';
    return status;
}

int32_t torch_error_kind(const char *message) {
    for (const ErrorText &text : kErrorTexts)
        if (text_matches(message, text)) return text.kind;
    return PROMCAST_STATUS_INTERNAL_ERROR;
}

int32_t report_torch_error(const promcast_call *call, const char *message) {
    int32_t kind = torch_error_kind(message);
    return report(call, kind, "%s%s",
                  kind == PROMCAST_STATUS_INTERNAL_ERROR ? "unrecognised PyTorch error: " : "",
                  message);
}

}  // namespace promcast_torch
