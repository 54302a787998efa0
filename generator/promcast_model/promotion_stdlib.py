"""stdlib's ndarray dtype promotion: promote_types and can_cast as its two
tables, and what the library lacks (profiles.py's interface).

Written from @stdlib/ndarray 0.4.1 (github.com/stdlib-js/stdlib,
lib/node_modules/@stdlib/ndarray/), not from the C oracle:
  @stdlib/ndarray/promotion-rules  promotionRules(dtype1, dtype2):
      (lib/node_modules/@stdlib/ndarray/promotion-rules/lib/
      promotion_rules.json,
      https://github.com/stdlib-js/ndarray/tree/v0.4.1/promotion-rules) a table of rows
      dtype1, cells dtype2: a dtype, or -1 for no promotion
  @stdlib/ndarray/safe-casts       the safe casts as a 1/0 table
      (lib/node_modules/@stdlib/ndarray/safe-casts/lib/safe_casts.json,
      https://github.com/stdlib-js/ndarray/tree/v0.4.1/safe-casts), read by
  @stdlib/ndarray/base/assert/is-safe-data-type-cast  isSafeCast(from,
      to): true for a dtype to itself, else the table's cell
      (lib/node_modules/@stdlib/ndarray/base/assert/
      is-safe-data-type-cast/lib/main.js)
  @stdlib/ndarray/base/promote-dtypes  promoteDataTypes(dtypes): the
      first dtype, then promotionRules(result, next) left to right; -1 or
      null anywhere is null (lib/node_modules/@stdlib/ndarray/base/
      promote-dtypes/lib/main.js)

The tables are not symmetric: promotionRules('int8', 'float16') is float16
but promotionRules('float16', 'int8') is float32 (the same for uint8 and
for complex32 against int8 and uint8), and promotionRules('int64',
'uint32') is int64 while promotionRules('uint32', 'int64') is -1. The
profile is the table as the library ships it, cell for cell: promote_types
of (a, b) reads row a, and the fold of several dtypes reads them in order.

The case format's dtypes the tables name are the profile's 15 (stdlib's
uint8c, generic and binary have no case-format counterpart; it has no
bfloat16 and no float8). Arrays exist of 11 of them only (ARRAY_DTYPES):
float16 and complex32 arrays cannot be allocated in node 20, int64 and
uint64 are not among @stdlib/ndarray/dtypes' array dtypes; the concat
model (joining.py) answers an array of another dtype `undefined`.

stdlib's ndarray has no element-wise arithmetic with promotion, no where,
clip, matmul, vecdot or stack of this kind, no result_type function, no
Python scalars: everything but promote_types, can_cast, concat and the
profile-free broadcasting functions is MISSING_OPS.
"""

import functools

from . import dtypes
from .elementwise_dtypes import refused_early
from .errors import (INVALID_ARGUMENT, NO_PROMOTION, UNDEFINED,
                     UNSUPPORTED_DTYPE_FOR_OP, ModelError, memoized)
from .operands import CATEGORY_SCALAR
from .ops import INPLACE_OPS, OPS

NAME = "stdlib"

# The cells' short names in the tables below.
_SHORT = {"b": "bool", "i8": "int8", "i16": "int16", "i32": "int32",
          "i64": "int64", "u8": "uint8", "u16": "uint16", "u32": "uint32",
          "u64": "uint64", "f16": "float16", "f32": "float32",
          "f64": "float64", "c32": "complex32", "c64": "complex64",
          "c128": "complex128"}

# The case-format dtypes promotion_rules.json names, in dtypes.DTYPES order.
DTYPES = tuple(d for d in dtypes.DTYPES if d in _SHORT.values())
_SUPPORTED = frozenset(DTYPES)

# The dtypes stdlib allocates an ndarray of (@stdlib/ndarray/dtypes with
# its default kind, less generic, binary and uint8c; float16's and
# complex32's constructors do not exist in node 20: empty() throws "ctor is
# not a constructor").
ARRAY_DTYPES = ("bool", "int8", "int16", "int32", "uint8", "uint16",
                "uint32", "float32", "float64", "complex64", "complex128")

# promotion_rules.json, row dtype1, column dtype2; "-" is the table's -1.
_PROMOTION_TEXT = """
        b   i8  i16  i32  i64   u8  u16  u32  u64  f16  f32  f64  c32  c64 c128
b       b    -    -    -    -    -    -    -    -    -    -    -    -    -    -
i8      -   i8  i16  i32  i64  i16  i32  i64    -  f16  f32  f64  c32  c64 c128
i16     -  i16  i16  i32  i64  i16  i32  i64    -  f32  f32  f64  c64  c64 c128
i32     -  i32  i32  i32  i64  i32  i32  i64    -  f64  f64  f64 c128 c128 c128
i64     -  i64  i64  i64  i64  i64  i64  i64    -    -    -    -    -    -    -
u8      -  i16  i16  i32  i64   u8  u16  u32  u64  f16  f32  f64  c32  c64 c128
u16     -  i32  i32  i32  i64  u16  u16  u32  u64  f32  f32  f64  c64  c64 c128
u32     -  i64  i64  i64    -  u32  u32  u32  u64  f64  f64  f64 c128 c128 c128
u64     -    -    -    -    -  u64  u64  u64  u64    -    -    -    -    -    -
f16     -  f32  f32  f64    -  f32  f32  f64    -  f16  f32  f64  c32  c64 c128
f32     -  f32  f32  f64    -  f32  f32  f64    -  f32  f32  f64  c64  c64 c128
f64     -  f64  f64  f64    -  f64  f64  f64    -  f64  f64  f64 c128 c128 c128
c32     -  c64  c64 c128    -  c64  c64 c128    -  c32  c64 c128  c32  c64 c128
c64     -  c64  c64 c128    -  c64  c64 c128    -  c64  c64 c128  c64  c64 c128
c128    - c128 c128 c128    - c128 c128 c128    - c128 c128 c128 c128 c128 c128
"""

# safe_casts.json, row from, column to: 1 a safe cast, 0 not.
_SAFE_CAST_TEXT = """
        b   i8  i16  i32  i64   u8  u16  u32  u64  f16  f32  f64  c32  c64 c128
b       1    0    0    0    0    0    0    0    0    0    0    0    0    0    0
i8      0    1    1    1    1    0    0    0    0    1    1    1    1    1    1
i16     0    0    1    1    1    0    0    0    0    0    1    1    0    1    1
i32     0    0    0    1    1    0    0    0    0    0    0    1    0    0    1
i64     0    0    0    0    1    0    0    0    0    0    0    0    0    0    0
u8      0    0    1    1    1    1    1    1    1    1    1    1    1    1    1
u16     0    0    0    1    1    0    1    1    1    0    1    1    0    1    1
u32     0    0    0    0    1    0    0    1    1    0    0    1    0    0    1
u64     0    0    0    0    0    0    0    0    1    0    0    0    0    0    0
f16     0    0    0    0    0    0    0    0    0    1    1    1    1    1    1
f32     0    0    0    0    0    0    0    0    0    0    1    1    0    1    1
f64     0    0    0    0    0    0    0    0    0    0    0    1    0    0    1
c32     0    0    0    0    0    0    0    0    0    0    0    0    1    1    1
c64     0    0    0    0    0    0    0    0    0    0    0    0    0    1    1
c128    0    0    0    0    0    0    0    0    0    0    0    0    0    0    1
"""


def _parse(text, read_cell):
    """{(row dtype, column dtype): read_cell(cell)} of a table above."""
    header, *rows = [line.split() for line in text.strip().splitlines()]
    table = {}
    for row in rows:
        if len(row) != len(header) + 1:
            raise ValueError(f"stdlib table row {row[0]}: {len(row) - 1} "
                             "cells")
        for column, cell in zip(header, row[1:]):
            table[(_SHORT[row[0]], _SHORT[column])] = read_cell(cell)
    if {a for a, _ in table} != _SUPPORTED or len(table) != len(DTYPES) ** 2:
        raise ValueError("a stdlib table does not cover the profile's "
                         "dtypes")
    return table


# None: the table's -1.
PROMOTION = _parse(_PROMOTION_TEXT,
                   lambda cell: None if cell == "-" else _SHORT[cell])
SAFE_CASTS = _parse(_SAFE_CAST_TEXT, lambda cell: {"1": True,
                                                   "0": False}[cell])


def _check_dtype(dtype):
    if dtype not in _SUPPORTED:
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "stdlib's promotion "
                         f"table has no dtype {dtype}")


def promote_types(a, b, x64=False):
    """promotionRules(a, b): row a, cell b of promotion_rules.json; its -1
    is NO_PROMOTION (stdlib's promoteDataTypes, and concat with it, ends
    there). The order of a and b matters where the table is not
    symmetric (the module's docstring)."""
    _check_dtype(a)
    _check_dtype(b)
    result = PROMOTION[(a, b)]
    if result is None:
        raise ModelError(NO_PROMOTION, f"promotionRules('{a}', '{b}') is "
                         "-1: no promotion")
    return result


def can_cast(source, target):
    """isSafeCast(from, to): a dtype to itself is safe (is-safe-data-type-
    cast checks `from === to` first), else safe_casts.json's cell is 1."""
    _check_dtype(source)
    _check_dtype(target)
    return source == target or SAFE_CASTS[(source, target)]


def promote_dtypes(dtypes_in_order):
    """base/promote-dtypes promoteDataTypes: the first dtype, then
    promotionRules(result, next) in order, NO_PROMOTION at the first -1
    (a single dtype is returned without a lookup)."""
    if not dtypes_in_order:
        raise ModelError(INVALID_ARGUMENT, "promoteDataTypes of no dtypes")
    result = dtypes_in_order[0]
    _check_dtype(result)
    for dtype in dtypes_in_order[1:]:
        result = promote_types(result, dtype)
    return result


def result_type(operands, default_float, x64=False):
    """stdlib has no result_type function (the case format's result_type is
    lacked, MISSING_OPS); the model's answer is the promotion concat
    applies to its arrays, promote_dtypes in order. stdlib's functions take
    no Python scalar operand: a scalar is UNDEFINED. default_float and x64
    play no part."""
    return _result_type(tuple(operands))


@memoized
def _result_type(operands):
    for operand in operands:
        if operand.category == CATEGORY_SCALAR:
            raise ModelError(UNDEFINED, "stdlib's ndarray functions take no "
                             "Python scalars")
    return promote_dtypes([operand.dtype for operand in operands])


# No Python scalar operands (profiles.py PYTHON_SCALARS): the families draw
# no scalar case of the profile.
PYTHON_SCALARS = False

# What elementwise_dtypes reads besides op, the dtypes and inplace: nothing
# (every op is refused alike).
ELEMENTWISE_READS_RANKS = False
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(())

# Everything the case format has that stdlib's ndarray lacks: every
# element-wise op and its in-place form, where, clip, matmul, vecdot,
# stack, result_type and the shape ops it has no function for
# (sum_to_shape, xla_broadcast, inplace_broadcast). broadcast_shapes,
# broadcast_to and broadcast_arrays carry no profile; promote_types,
# can_cast and concat are the profile's.
MISSING_OPS = frozenset(OPS + INPLACE_OPS + (
    "where", "clip", "matmul", "vecdot", "stack", "result_type",
    "sum_to_shape", "xla_broadcast", "inplace_broadcast"))


@functools.lru_cache(maxsize=None)
def elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float,
                       inplace):
    """profiles.py's contract: stdlib has none of the element-wise ops,
    in place or not: INVALID_ARGUMENT before anything is looked at."""
    name = op + "_inplace" if inplace else op
    return refused_early(ModelError(
        INVALID_ARGUMENT, f"stdlib's ndarray has no {name}"))


def kernel(op, compute_dtype):
    """No op computes a value: no kernel of the profile's own."""
    return None
