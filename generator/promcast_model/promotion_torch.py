"""PyTorch dtype promotion: promote_types, result_type, can_cast.

Sources: PyTorch's promoteTypes table (c10/core/ScalarType.cpp,
transcribed below), its result_type (aten/src/ATen/native/
TypeProperties.cpp) and the type promotion rules of its Tensor Attributes
page (https://pytorch.org/docs/stable/tensor_attributes.html
#type-promotion-doc); docs/semantics.md "PyTorch promotion" (the checks
promoteTypes makes before the table, the default float dtype of Python
scalars, combine_categories, canCast).
"""

import functools

from . import (division, dtypes, float_steps, powers, shifts, transcendental,
               values)
from .elementwise_dtypes import computed, refused_early, refused_late
from .errors import (CANNOT_CAST, NO_PROMOTION, UNSUPPORTED_DTYPE_FOR_OP,
                     ModelError, memoized)
from .operands import (CATEGORIES, CATEGORY_DIMENSIONED,  # noqa: F401
                       CATEGORY_SCALAR, CATEGORY_ZERO_DIM, SCALAR_KINDS,
                       Operand, array_operand)
from .float_formats import rounder
from .ops import BOOL_RESULTS, COMPARISONS, LOGICAL, kernel_table
from .value_faults import INVALID, UNDEFINED_VALUE

NAME = "torch"
DTYPES = dtypes.DTYPES

# promoteTypes' table (c10/core/ScalarType.cpp), row by row.
_MATRIX_KEY = {
    "u1": "uint8", "i1": "int8", "i2": "int16", "i4": "int32", "i8": "int64",
    "f2": "float16", "f4": "float32", "f8": "float64",
    "c2": "complex32", "c4": "complex64", "c8": "complex128",
    "b1": "bool", "bf": "bfloat16",
}
_MATRIX_TEXT = """
       u1  i1  i2  i4  i8  f2  f4  f8  c2  c4  c8  b1  bf
  u1   u1  i2  i2  i4  i8  f2  f4  f8  c2  c4  c8  u1  bf
  i1   i2  i1  i2  i4  i8  f2  f4  f8  c2  c4  c8  i1  bf
  i2   i2  i2  i2  i4  i8  f2  f4  f8  c2  c4  c8  i2  bf
  i4   i4  i4  i4  i4  i8  f2  f4  f8  c2  c4  c8  i4  bf
  i8   i8  i8  i8  i8  i8  f2  f4  f8  c2  c4  c8  i8  bf
  f2   f2  f2  f2  f2  f2  f2  f4  f8  c2  c4  c8  f2  f4
  f4   f4  f4  f4  f4  f4  f4  f4  f8  c4  c4  c8  f4  f4
  f8   f8  f8  f8  f8  f8  f8  f8  f8  c8  c8  c8  f8  f8
  c2   c2  c2  c2  c2  c2  c2  c4  c8  c2  c4  c8  c2  c4
  c4   c4  c4  c4  c4  c4  c4  c4  c8  c4  c4  c8  c4  c4
  c8   c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8
  b1   u1  i1  i2  i4  i8  f2  f4  f8  c2  c4  c8  b1  bf
  bf   bf  bf  bf  bf  bf  f4  f4  f8  c4  c4  c8  bf  bf
"""


def _parse_matrix(text):
    lines = text.split()
    header_width = 13
    columns = [_MATRIX_KEY[key] for key in lines[:header_width]]
    table = {}
    rest = lines[header_width:]
    for row_start in range(0, len(rest), header_width + 1):
        row = rest[row_start:row_start + header_width + 1]
        row_dtype = _MATRIX_KEY[row[0]]
        for column, cell in zip(columns, row[1:]):
            table[(row_dtype, column)] = _MATRIX_KEY[cell]
    return columns, table


MATRIX_DTYPES, PROMOTION_MATRIX = _parse_matrix(_MATRIX_TEXT)

_WIDE_UNSIGNED = ("uint16", "uint32", "uint64")


def promote_types(a, b, x64=False):
    """torch.promote_types(a, b) (docs/semantics.md: the checks in order)."""
    if a == b:
        return a
    if dtypes.is_float8(a) or dtypes.is_float8(b):
        raise ModelError(NO_PROMOTION, f"promotion of {a} and {b}: float8 "
                         "types take part in no promotion")
    if a in _WIDE_UNSIGNED or b in _WIDE_UNSIGNED:
        other = b if a in _WIDE_UNSIGNED else a
        if other in dtypes.REAL_FLOATING:
            return other
        raise ModelError(NO_PROMOTION, f"promotion of {a} and {b}: uint16, "
                         "uint32 and uint64 promote only with floating types")
    return PROMOTION_MATRIX[(a, b)]


def can_cast(source, target):
    """torch.can_cast(from, to): whether an op's result may be stored into
    a destination (in-place, out=)."""
    if dtypes.is_complex(source) and not dtypes.is_complex(target):
        return False
    if dtypes.is_floating(source) and dtypes.is_integral(target):
        return False
    if source != dtypes.BOOL and target == dtypes.BOOL:
        return False
    return True


# torch.get_default_dtype() and its complex counterpart (c10 toComplexType):
# bfloat16 has float32's range, so its complex type is complex64.
_COMPLEX_OF_FLOATING = {
    "float16": "complex32",
    "bfloat16": "complex64",
    "float32": "complex64",
    "float64": "complex128",
}
DEFAULT_FLOATS = tuple(_COMPLEX_OF_FLOATING)

def scalar_dtype(kind, default_float):
    """The dtype a wrapped Python scalar takes part as (docs/semantics.md): the
    default float dtype, its complex counterpart, int64, or bool."""
    if kind == "float":
        return default_float
    if kind == "complex":
        return _COMPLEX_OF_FLOATING[default_float]
    return "int64" if kind == "int" else dtypes.BOOL


def complex_counterpart(dtype):
    if dtype not in _COMPLEX_OF_FLOATING:
        raise ModelError(NO_PROMOTION, f"{dtype} has no complex counterpart")
    return _COMPLEX_OF_FLOATING[dtype]


def _promote_skip_undefined(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return promote_types(a, b)


def combine_categories(higher, lower):
    """combine_categories, as PyTorch writes it (TypeProperties.cpp):
    a lower-priority bucket counts only when it is of a higher category."""
    if higher is not None and dtypes.is_complex(higher):
        return higher
    if lower is not None and dtypes.is_complex(lower):
        if higher is not None and dtypes.is_floating(higher):
            return complex_counterpart(higher)
        return lower
    if higher is not None and dtypes.is_floating(higher):
        return higher
    if higher == dtypes.BOOL or (lower is not None
                                 and dtypes.is_floating(lower)):
        return _promote_skip_undefined(higher, lower)
    return higher if higher is not None else lower


def result_type(operands, default_float, x64=False):
    """torch.result_type over Operands: promote within each bucket, then
    combine(dimensioned, combine(zero_dim, scalar))."""
    return _result_type(tuple(operands), default_float)


@memoized
def _result_type(operands, default_float):
    if default_float not in DEFAULT_FLOATS:
        raise ValueError(f"default float {default_float!r}")
    buckets = {category: None for category in CATEGORIES}
    for operand in operands:
        dtype = operand.dtype
        if operand.category == CATEGORY_SCALAR:
            dtype = scalar_dtype(operand.kind, default_float)
        buckets[operand.category] = _promote_skip_undefined(
            buckets[operand.category], dtype)
    return combine_categories(
        buckets[CATEGORY_DIMENSIONED],
        combine_categories(buckets[CATEGORY_ZERO_DIM],
                           buckets[CATEGORY_SCALAR]))


# Element-wise ops: docs/semantics.md "PyTorch element-wise ops" and
# cases/README.md "Order of errors".
def _unsupported(op, dtype):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                      f"{op} does not support {dtype}")


def _input_refusal(op, a_dtype, b_dtype):
    """The meta functions' refusals of the operands' own dtypes, before
    TensorIterator is built (aten/src/ATen/native/BinaryOps.cpp): sub_check
    refuses any bool operand; TORCH_META_FUNC(maximum) and
    TORCH_META_FUNC(minimum) any complex one ("minimum not implemented for
    complex tensors.")."""
    if op == "subtract" and dtypes.BOOL in (a_dtype, b_dtype):
        return _unsupported(op, dtypes.BOOL)
    if op in ("maximum", "minimum") and (dtypes.is_complex(a_dtype)
                                         or dtypes.is_complex(b_dtype)):
        return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                          f"{op} not implemented for complex tensors")
    return None


# The dtypes each op's CPU kernel dispatches on (the common dtype, after
# divide's and copysign's promotion of integers to the default float), from
# pytorch/pytorch aten/src/ATen/native/cpu/BinaryOpsKernel.cpp unless said.
# AT_DISPATCH_INTEGRAL_TYPES and the AT_DISPATCH_ALL_TYPES* macros name
# uint8, int8, int16, int32 and int64 only (aten/src/ATen/Dispatch.h
# AT_INTEGRAL_TYPES): no kernel below lists uint16, uint32 or uint64
# (AT_BAREBONES_UNSIGNED_TYPES), so those compute nowhere but through
# divide's float promotion.
#   add, subtract: the ufunc kernel of add.out (aten/src/ATen/native/
#     native_functions.yaml `ufunc_inner_loop`: Generic add (AllAndComplex,
#     BFloat16, Half, ComplexHalf), ScalarOnly add (Bool); torchgen/model.py
#     DTYPE_CLASSES "AllAndComplex": the five integral types, Float, Double,
#     ComplexFloat, ComplexDouble); sub_out calls the same add_stub
#     (aten/src/ATen/native/BinaryOps.cpp TORCH_IMPL_FUNC(sub_out)). No
#     float8.
#   multiply: mul_kernel: kBool and kComplexHalf branches, then
#     _AT_DISPATCH_MUL_TYPES (AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND4 with
#     kHalf, kBFloat16, kFloat8_e5m2, kFloat8_e4m3fn); float8 has a kernel
#     except when b is one element (single_b_kernel below).
#   divide: div_true_kernel: AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND2
#     (kBFloat16, kHalf): no complex32, no float8.
#   maximum, minimum: maximum_kernel / minimum_kernel: a kBool branch,
#     AT_DISPATCH_INTEGRAL_TYPES for the integral types,
#     AT_DISPATCH_FLOATING_TYPES_AND2(Half, BFloat16) for the rest (complex
#     is refused earlier, by the meta functions).
#   equal, not_equal: eq_kernel / ne_kernel: _AT_DISPATCH_ALL_TYPES_AND_BOOL
#     (AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND8: kComplexHalf, kHalf, kBool,
#     kBFloat16 and the four float8 types) for a bool output,
#     _AT_DISPATCH_ALL_TYPES_NO_BOOL (the same less kBool and the fnuz
#     types) otherwise: float8 compares its values.
#   less, less_equal, greater, greater_equal: lt_kernel ...:
#     AT_DISPATCH_ALL_TYPES_AND3(kBool, kBFloat16, kHalf) (in place into a
#     non-bool destination AT_DISPATCH_ALL_TYPES_AND2(kBFloat16, kHalf), the
#     common dtype then being no bool): no complex, no float8.
#   bitwise_and, bitwise_or, bitwise_xor: a kBool branch, then
#     AT_DISPATCH_INTEGRAL_TYPES.
#   floor_divide, remainder: div_floor_kernel and remainder_kernel take the
#     integers of AT_DISPATCH_INTEGRAL_TYPES (uint8 through the truncating
#     div_trunc_kernel) and the floats of AT_DISPATCH_FLOATING_TYPES_AND2
#     (kBFloat16, kHalf) (bool falls to the float dispatch, which refuses
#     it); copysign_kernel and nextafter_kernel the floats alone
#     (nextafter's meta function is build_borrowing_binary_op: integers
#     reach the float dispatch unpromoted and are refused); lshift_kernel
#     and rshift_kernel AT_DISPATCH_INTEGRAL_TYPES; the logical kernels
#     AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND3(kBool, kBFloat16, kHalf) (no
#     float8 or complex32).
_INTEGRAL_DISPATCH = ("uint8", "int8", "int16", "int32", "int64")
_FLOATING_DISPATCH = ("float16", "bfloat16", "float32", "float64")
_COMPLEX_DISPATCH = ("complex64", "complex128")
_FLOAT8_DISPATCH = ("float8_e4m3fn", "float8_e5m2")
_ALL_TYPES_AND_BOOL = ("bool",) + _INTEGRAL_DISPATCH + _FLOATING_DISPATCH
_LOGICAL_DISPATCH = _ALL_TYPES_AND_BOOL + _COMPLEX_DISPATCH
_ADD_DISPATCH = _LOGICAL_DISPATCH + ("complex32",)
_ADD_AND_FLOAT8 = _ADD_DISPATCH + _FLOAT8_DISPATCH
_BITWISE_DISPATCH = ("bool",) + _INTEGRAL_DISPATCH
_INTEGRAL_AND_FLOATING = _INTEGRAL_DISPATCH + _FLOATING_DISPATCH
# {ops: the dtypes their kernels dispatch}, flattened below.
_KERNEL_GROUPS = {
    ("add", "subtract"): _ADD_DISPATCH,
    ("multiply", "equal", "not_equal"): _ADD_AND_FLOAT8,
    ("divide",): _FLOATING_DISPATCH + _COMPLEX_DISPATCH,
    ("maximum", "minimum", "less", "less_equal", "greater",
     "greater_equal"): _ALL_TYPES_AND_BOOL,
    ("bitwise_and", "bitwise_or", "bitwise_xor"): _BITWISE_DISPATCH,
    ("floor_divide", "remainder"): _INTEGRAL_AND_FLOATING,
    ("copysign", "nextafter"): _FLOATING_DISPATCH,
    ("bitwise_left_shift", "bitwise_right_shift"): _INTEGRAL_DISPATCH,
    ("logical_and", "logical_or", "logical_xor"): _LOGICAL_DISPATCH,
    ("pow",): _INTEGRAL_DISPATCH + _FLOATING_DISPATCH + _COMPLEX_DISPATCH,
    ("atan2", "hypot"): _FLOATING_DISPATCH,
    ("logaddexp",): _FLOATING_DISPATCH + _COMPLEX_DISPATCH,
}
# pow, atan2, hypot, logaddexp (current PyTorch source): pow's meta
# function (aten/src/ATen/native/Pow.cpp TORCH_META_FUNC2(pow,
# Tensor_Tensor)) is build_borrowing_binary_op; cpu/PowKernel.cpp
# pow_tensor_tensor_kernel dispatches the floats and complex types with
# AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND2(kHalf, kBFloat16) (no
# complex32) and everything else with AT_DISPATCH_INTEGRAL_TYPES, which
# refuses bool ("pow" not implemented for 'Bool'). atan2's meta function
# is build_borrowing_binary_float_op (integers and bool compute in the
# default float); atan2_kernel and hypot_kernel dispatch
# AT_DISPATCH_FLOATING_TYPES_AND2(kBFloat16, kHalf); logaddexp_kernel
# the reduced floats, float, double and, since 2024, complex64 and
# complex128 (_log_add_exp_helper). hypot's and logaddexp's meta functions
# are build_borrowing_binary_op: an integer common dtype reaches the
# kernel and is refused.
_KERNEL_DTYPES = {op: frozenset(kernel_dtypes)
                  for ops, kernel_dtypes in _KERNEL_GROUPS.items()
                  for op in ops}
# Ops built by build_comparison_op, which asks for no safe cast into an
# in-place destination: the comparisons and the logical ops
# (aten/src/ATen/native/BinaryOps.cpp comparison_op_).
_NO_CAST_CHECK = frozenset(COMPARISONS + LOGICAL)
# Ops whose meta function is build_borrowing_binary_float_op: integer and
# bool inputs compute in the default float (divide, copysign, atan2).
_FLOAT_OPS = ("divide", "copysign", "atan2")


def _dtype_refusal(op, promoted, result, a_dtype, inplace):
    """After promotion (compute_types): in place, can_cast into the
    destination (enforce_safe_casting_to_output; comparisons do not check
    it: eq, ne, lt, le, gt and ge are built by build_comparison_op); then
    the kernel's dispatch (_KERNEL_DTYPES)."""
    if inplace and op not in _NO_CAST_CHECK and not can_cast(result,
                                                              a_dtype):
        return ModelError(CANNOT_CAST,
                          f"result type {result} can't be cast to the "
                          f"desired output type {a_dtype}")
    if promoted not in _KERNEL_DTYPES[op]:
        return _unsupported(op, promoted)
    return None


# What elementwise_dtypes reads besides op, the dtypes and inplace
# (profiles.py): 0-d tensors are a category of their own (PyTorch's type
# promotion rules); the default float dtype is what integer true
# division computes in (promote_integer_inputs_to_float), and plays no other
# part with two tensors.
ELEMENTWISE_READS_RANKS = True
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(_FLOAT_OPS)


@functools.lru_cache(maxsize=None)
def elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float,
                       inplace):
    """profiles.py's contract: the meta functions refuse early; promotion,
    the output cast and the kernels refuse after the shapes (TensorIterator
    computes the shape before the types). The operands' categories follow
    from their ranks. True division of bools and integers computes in the
    default float dtype (promote_integer_inputs_to_float); comparisons
    give bool."""
    refusal = _input_refusal(op, a_dtype, b_dtype)
    if refusal:
        return refused_early(refusal)
    try:
        promoted = result_type([array_operand(a_dtype, 0 if a_is_0d else 1),
                                array_operand(b_dtype, 0 if b_is_0d else 1)],
                               default_float)
    except ModelError as error:
        return refused_late(error)
    compute = promoted
    if op in _FLOAT_OPS and (promoted == dtypes.BOOL
                             or dtypes.is_integral(promoted)):
        compute = default_float
    result = dtypes.BOOL if op in BOOL_RESULTS else compute
    refusal = _dtype_refusal(op, compute, result, a_dtype, inplace)
    if refusal:
        return refused_late(refusal)
    return computed(compute, result)


# Kernels of the newer ops (BinaryOpsKernel.cpp; the shared kernels of
# elementwise.py are PyTorch's for the others, and the logical ops').
def _integer_division(op, dtype):
    """div_floor_kernel / remainder_kernel on integers: TORCH_CHECK(b != 0,
    "ZeroDivisionError"); c10::div_floor_integer (generic_math.h) and
    `r = a % b; if (r != 0 && sign(r) != sign(b)) r += b` are Python's
    // and %. INT_MIN / -1 and INT_MIN % -1 are C++ undefined behaviour for
    int32 and int64 (an x86 idiv traps); int8 and int16 are promoted to int
    first, so the quotient 2**(bits-1) wraps to INT_MIN, the remainder is
    0."""
    wrap = dtypes.integer_wrapper(dtype)
    low = dtypes.integer_range(dtype)[0]
    wide = dtypes.BITS[dtype] >= 32

    def kernel(x, y):
        if y == 0:
            return INVALID
        if wide and x == low and y == -1:
            return UNDEFINED_VALUE
        return wrap(x // y) if op == "floor_divide" else x % y
    return kernel


def _floor_divide_floats(step_dtype):
    """c10::div_floor_floating with every step in step_dtype, rounded at
    the end to the compute dtype."""
    def make(dtype):
        r, store = rounder(step_dtype or dtype), rounder(dtype)
        return lambda x, y: store(division.divmod_python(x, y, r, False)[0])
    return make


def _remainder_floats(dtype):
    """remainder_kernel: fmod, then mod += b where mod is nonzero and of the
    other sign (BFloat16 computes in float, rounding once at the end; the
    sum is the only rounded step)."""
    r = rounder(dtype)
    return lambda x, y: division.remainder_fmod_adjusted(x, y, r)


_OWN_KERNELS = kernel_table(_INTEGRAL_DISPATCH, {
    "pow": powers.torch_pow,
    **division.makers(_integer_division),
    **shifts.makers(shifts.torch_left, shifts.torch_right)})
_OWN_KERNELS.update(kernel_table(_FLOATING_DISPATCH, {
    "floor_divide": _floor_divide_floats(None),
    "remainder": _remainder_floats,
    **float_steps.makers()}))
# pow_tensor_tensor_kernel (aten/src/ATen/native/cpu/PowKernel.cpp) takes
# complex operands through std::pow, scalar and vectorised paths alike:
# glibc's cpow, whose zero base is not NumPy's.
_OWN_KERNELS.update(kernel_table(_COMPLEX_DISPATCH, {
    "pow": lambda dtype: lambda x, y: transcendental.complex_pow_cpow(x, y, dtype)}))


# An integer operand becomes a bfloat16 through float32: TensorIterator's
# cast is static_cast<c10::BFloat16>, which takes a float
# (values.bfloat16_through_float32).
operand_converter = values.bfloat16_through_float32
# Selected and copied elements (where, cat, stack) likewise: copy_ and
# where's casts are the same static_cast.
element_converter = values.bfloat16_through_float32


def kernel(op, compute_dtype):
    """PyTorch's own kernels of the newer ops (above), else the shared ones
    (elementwise.py)."""
    return _OWN_KERNELS.get((op, compute_dtype))


def single_b_kernel(op, compute_dtype):
    """div_floor_kernel's loop when b is one element (`iter.is_scalar(2)`:
    every stride of b zero) and the dtype float16 or bfloat16: b is read
    as a float and c10::div_floor_floating runs in float (opmath_t),
    rounded to the dtype once at the end; elsewhere each step of the Half
    or BFloat16 arithmetic rounds to the dtype.

    mul_kernel's branch for the same case (`iter.is_scalar(2) &&
    at::isReducedFloatingType(dtype)`) takes float8 as well
    (isReducedFloatingType: Half, BFloat16 and the float8 types,
    torch/headeronly/core/ScalarType.h), but dispatches with
    AT_DISPATCH_REDUCED_FLOATING_TYPES (Half and BFloat16 alone,
    aten/src/ATen/Dispatch.h): float8 times one element is refused
    ("mul_cpu_reduced_float" not implemented for 'Float8_e4m3fn'), after
    the shape checks. (For float16 and bfloat16 that branch computes
    a * b in float and rounds once, which is what the shared kernel's one
    rounding of the exact product gives.)"""
    if op == "floor_divide" and compute_dtype in ("float16", "bfloat16"):
        return _floor_divide_floats("float32")
    if op == "multiply" and dtypes.is_float8(compute_dtype):
        return _refusing(_unsupported(op, compute_dtype))
    return None


def _refusing(error):
    """A single_b_kernel maker whose "kernel" is a refusal
    (elementwise.outcome reports it in place of computing)."""
    return lambda dtype: error
