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

from . import dtypes
from .elementwise_dtypes import computed, refused_early, refused_late
from .errors import (CANNOT_CAST, NO_PROMOTION, UNSUPPORTED_DTYPE_FOR_OP,
                     ModelError, memoized)
from .operands import (CATEGORIES, CATEGORY_DIMENSIONED,  # noqa: F401
                       CATEGORY_SCALAR, CATEGORY_ZERO_DIM, SCALAR_KINDS,
                       Operand, array_operand)
from .ops import BITWISE, COMPARISONS, ORDERING_COMPARISONS

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


def _dtype_refusal(op, promoted, result, a_dtype, inplace):
    """After promotion (compute_types): in place, can_cast into the
    destination (enforce_safe_casting_to_output; comparisons do not check
    it: eq, ne, lt, le, gt and ge are built by build_comparison_op); then
    the kernel's dispatch (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp):
    float8; bitwise_and, bitwise_or and bitwise_xor of a type neither bool
    nor integral (a kBool branch, then AT_DISPATCH_INTEGRAL_TYPES); lt, le,
    gt and ge of complex (AT_DISPATCH_ALL_TYPES_AND3(kBool, kBFloat16,
    kHalf) has none; ne's dispatch, eq's, has complex)."""
    if inplace and op not in COMPARISONS and not can_cast(result, a_dtype):
        return ModelError(CANNOT_CAST,
                          f"result type {result} can't be cast to the "
                          f"desired output type {a_dtype}")
    if dtypes.is_float8(promoted):
        return _unsupported(op, promoted)
    if op in BITWISE and not (promoted == dtypes.BOOL
                              or dtypes.is_integral(promoted)):
        return _unsupported(op, promoted)
    if op in ORDERING_COMPARISONS and dtypes.is_complex(promoted):
        return _unsupported(op, promoted)
    return None


# What elementwise_dtypes reads besides op, the dtypes and inplace
# (profiles.py): 0-d tensors are a category of their own (PyTorch's type
# promotion rules); the default float dtype is what integer true
# division computes in (promote_integer_inputs_to_float), and plays no other
# part with two tensors.
ELEMENTWISE_READS_RANKS = True
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(("divide",))


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
    if op == "divide" and (promoted == dtypes.BOOL
                                or dtypes.is_integral(promoted)):
        compute = default_float
    result = dtypes.BOOL if op in COMPARISONS else compute
    refusal = _dtype_refusal(op, promoted, result, a_dtype, inplace)
    if refusal:
        return refused_late(refusal)
    return computed(compute, result)


def kernel(op, compute_dtype):
    """PyTorch's kernels are the shared ones (elementwise.py)."""
    return None
