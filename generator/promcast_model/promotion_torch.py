"""PyTorch dtype promotion: promote_types, result_type, can_cast.

Sources: seed 002_e1022e5335eeb436.txt "Promotion Matrix" (transcribed
below as printed), "Special Cases", "`result_type` Function"; semantics.md
"PyTorch promotion" (the checks promoteTypes makes before the table, the
default float dtype of Python scalars, combine_categories, canCast).
"""

import functools
from collections import namedtuple

from . import dtypes
from .errors import NO_PROMOTION, ModelError

# Seed 002 "Promotion Matrix" (c10/core/ScalarType.cpp), row by row.
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


def promote_types(a, b):
    """torch.promote_types(a, b) (semantics.md: the checks in this order)."""
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

CATEGORY_DIMENSIONED = "dimensioned"
CATEGORY_ZERO_DIM = "zero_dim"
CATEGORY_SCALAR = "scalar"
CATEGORIES = (CATEGORY_DIMENSIONED, CATEGORY_ZERO_DIM, CATEGORY_SCALAR)
SCALAR_KINDS = ("bool", "int", "float", "complex")

# An operand of result_type: an array's category and dtype, or a Python
# scalar's kind (category "scalar", dtype None).
Operand = namedtuple("Operand", "category dtype kind")


def array_operand(dtype, rank):
    return Operand(CATEGORY_ZERO_DIM if rank == 0 else CATEGORY_DIMENSIONED,
                   dtype, None)


def scalar_dtype(kind, default_float):
    """The dtype a wrapped Python scalar takes part as (semantics.md): the
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
    """Seed 002 "Result Type for Scalars vs Tensors", as PyTorch writes it:
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


def result_type(operands, default_float):
    """torch.result_type over Operands: promote within each bucket, then
    combine(dimensioned, combine(zero_dim, scalar))."""
    outcome = _cached_result_type(tuple(operands), default_float)
    if isinstance(outcome, ModelError):
        raise ModelError(outcome.kind, outcome.message)
    return outcome


@functools.lru_cache(maxsize=65536)
def _cached_result_type(operands, default_float):
    """result_type's dtype, or the ModelError it raises (memoized: the
    corpus asks the same questions many times)."""
    try:
        return _result_type(operands, default_float)
    except ModelError as error:
        return error


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
