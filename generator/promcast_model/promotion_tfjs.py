"""TensorFlow.js dtype promotion: promote_types, result_type, can_cast, the
element-wise ops' dtypes and the CPU backend's own value kernels
(profiles.py's interface).

Written from TensorFlow.js 4.22 (@tensorflow/tfjs-core and
@tensorflow/tfjs-backend-cpu at tag tfjs-v4.22.0), not from the C oracle:
  tfjs-core/src/types.ts          upcastType: the four numeric dtypes'
                                  table, never an error
  tfjs-core/src/util_base.ts      inferDtype: a JS number is float32, a JS
                                  boolean bool
  tfjs-core/src/tensor_util_env.ts  convertToTensor: the JS value's tensor,
                                  or the op's required dtype (assertDtype)
  tfjs-core/src/tensor_util.ts    makeTypesMatch: both operands cast to
                                  upcastType of their dtypes
  tfjs-core/src/ops/*.ts          add, sub, mul, div, floorDiv, mod, pow,
                                  atan2, maximum, minimum, the comparisons,
                                  logicalAnd/Or/Xor, bitwiseAnd
  tfjs-backend-cpu/src/kernels/*.ts, utils/binary_impl.ts,
  utils/binary_utils.ts           the kernels: each element computed in
                                  JavaScript doubles and stored into the
                                  result dtype's typed array
Every path is cited as https://github.com/tensorflow/tfjs/blob/tfjs-v4.22.0/
followed by the path.
"""

import functools
import math

from . import dtypes, transcendental
from .elementwise import ieee_divide
from .elementwise_dtypes import computed, refused_early, refused_late
from .errors import (INVALID_ARGUMENT, UNDEFINED, UNSUPPORTED_DTYPE_FOR_OP,
                     ModelError, memoized)
from .float_formats import round_float
from .operands import CATEGORY_SCALAR
from .ops import COMPARISONS, LOGICAL, kernel_table

NAME = "tfjs"

URL = "https://github.com/tensorflow/tfjs/blob/tfjs-v4.22.0/"

# tfjs-core/src/types.ts NumericDataType: 'float32' | 'int32' | 'bool' |
# 'complex64' ('string' is not a dtype of the case format).
DTYPES = ("bool", "int32", "float32", "complex64")

# tfjs-core/src/types.ts UpcastInt32AndMap, UpcastBoolAndMap,
# UpcastFloat32AndMap, UpcastComplex64AndMap, row by row as upcastTypeMap
# reads them: upcastTypeMap[a][b].
_UPCAST_TEXT = """
           float32    int32      bool       complex64
float32    float32    float32    float32    complex64
int32      float32    int32      int32      complex64
bool       float32    int32      bool       complex64
complex64  complex64  complex64  complex64  complex64
"""


def _parse_upcast(text):
    header, *rows = [line.split() for line in text.strip().splitlines()]
    table = {}
    for row in rows:
        if len(row) != len(header) + 1:
            raise ValueError(f"upcastTypeMap row {row[0]}: {len(row) - 1} "
                             "cells")
        for column, cell in zip(header, row[1:]):
            table[(row[0], column)] = cell
    return table


UPCAST = _parse_upcast(_UPCAST_TEXT)
_SUPPORTED = frozenset(DTYPES)
if {a for a, _ in UPCAST} != _SUPPORTED:
    raise ValueError("upcastTypeMap and DTYPES name different dtypes")


def _unsupported(dtype):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                      f"TensorFlow.js has no dtype {dtype}")


def _check_dtype(dtype):
    if dtype not in _SUPPORTED:
        raise _unsupported(dtype)


def promote_types(a, b, x64=False):
    """tfjs-core/src/types.ts upcastType: upcastTypeMap[a][b], a table that
    never fails over the four numeric dtypes."""
    _check_dtype(a)
    _check_dtype(b)
    return UPCAST[(a, b)]


def can_cast(source, target):
    """TensorFlow.js has no can_cast and no in-place write (its tensors are
    immutable): the profile's choice, as MLX's, is that `source` goes to
    `target` when upcastType(source, target) is `target`."""
    return promote_types(source, target) == target


# Python scalars are the values a JavaScript caller writes
# (tfjs-core/src/util_base.ts inferDtype): a boolean is bool, a number (an
# int or a float: 3 and 3.0 are the same double) float32; a complex number
# cannot be written in JavaScript.
def scalar_dtype(kind):
    """The dtype convertToTensor gives a JS value of the scalar's kind
    (tfjs-core/src/tensor_util_env.ts, inferDtype); UNDEFINED for a
    complex, which JavaScript has no literal for."""
    if kind == "bool":
        return dtypes.BOOL
    if kind in ("int", "float"):
        return "float32"
    if kind == "complex":
        raise ModelError(UNDEFINED, "JavaScript has no complex number to "
                         "pass to TensorFlow.js")
    raise ModelError(INVALID_ARGUMENT, f"{kind!r} is not a scalar kind")


def js_number(kind, value):
    """The double a JavaScript caller writes for a bool, int or float
    scalar: an int beyond 2**53 rounds to the nearest double (to nearest
    even), and beyond the largest double it is an infinity, as a JS
    numeric literal is."""
    if kind == "bool":
        return 1.0 if value else 0.0
    if kind == "int":
        try:
            return float(value)
        except OverflowError:
            return math.inf if value > 0 else -math.inf
    return float(value)


def js_round_nonzero(number):
    """tfjs-core/src/util.ts toTypedArray to 'bool': `Math.round(a[i]) !==
    0`. Math.round rounds half up, and -0.4 rounds to -0, which equals 0;
    NaN stays NaN, which is not 0: true outside [-0.5, 0.5) and for NaN."""
    if number != number:
        return True
    return not -0.5 <= number < 0.5


def scalar_value(kind, value, dtype):
    """The value of the tensor convertToTensor makes of the scalar in
    dtype (float32: new Float32Array([number]), one rounding of the
    double; bool: toTypedArray's Math.round test)."""
    if dtype == dtypes.BOOL:
        if kind == "bool":
            return bool(value)
        return js_round_nonzero(js_number(kind, value))
    if dtype == "float32":
        return round_float(js_number(kind, value), "float32")
    raise ModelError(INVALID_ARGUMENT,
                     f"a JS {kind} never converts to {dtype}")


def result_type(operands, default_float, x64=False):
    """TensorFlow.js has no result_type; this is what its binary ops do:
    each operand converted by convertToTensor (a scalar to scalar_dtype),
    then makeTypesMatch's upcastType by dtype alone, folded left to right
    (0-d tensors and scalars are not weak). default_float and x64 play no
    part."""
    return _result_type(tuple(operands))


@memoized
def _result_type(operands):
    if not operands:
        raise ModelError(INVALID_ARGUMENT, "result_type of no operands")
    result = None
    for operand in operands:
        if operand.category == CATEGORY_SCALAR:
            dtype = scalar_dtype(operand.kind)
        else:
            _check_dtype(operand.dtype)
            dtype = operand.dtype
        result = dtype if result is None else promote_types(result, dtype)
    return result


# What elementwise_dtypes reads besides op, the dtypes and inplace
# (profiles.py): ranks play no part in upcastType; there is one float dtype.
ELEMENTWISE_READS_RANKS = False
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(())

# tfjs-core/src/ops/bitwise_and.ts: "BitwiseAnd: Tensors must have the same
# shape": no broadcasting, checked before the dtypes (elementwise.py reads
# this set).
SAME_SHAPE_OPS = frozenset(("bitwise_and",))

# The ops whose CPU kernel is binaryKernelFunc without a complex
# implementation (tfjs-backend-cpu/src/utils/binary_utils.ts:
# assertNotComplex, "<Kernel> does not support complex64 tensors in the CPU
# backend."), and whose op function does not check the shapes itself: the
# refusal comes before createSimpleBinaryKernelImpl's broadcast check.
# RealDiv (divide), FloorDiv, Mod, Pow, Atan2.
_COMPLEX_REFUSED_EARLY = {"divide": "RealDiv", "floor_divide": "FloorDiv",
                          "remainder": "Mod", "pow": "Pow",
                          "atan2": "Atan2"}
# maximum.ts, minimum.ts and the comparisons' ops call
# assertAndGetBroadcastShape before running the kernel, which then refuses
# complex64 (Maximum, Minimum, Equal, ... have no complex implementation).
_COMPLEX_REFUSED_LATE = {"maximum": "Maximum", "minimum": "Minimum",
                         "equal": "Equal", "not_equal": "NotEqual",
                         "less": "Less", "less_equal": "LessEqual",
                         "greater": "Greater",
                         "greater_equal": "GreaterEqual"}

# The ops TensorFlow.js lacks (tfjs-core/src/ops/ops.ts exports none of
# them): no bitwiseOr, bitwiseXor, shifts, copysign, nextafter, hypot or
# logaddexp. Every in-place form is lacking too (tensors are immutable),
# which elementwise_dtypes refuses alike. Nor has it a result_type or a
# can_cast function (result_type and can_cast above are the profile's
# choices for what its ops do): the families draw no case of them.
MISSING_OPS = frozenset(("bitwise_or", "bitwise_xor", "bitwise_left_shift",
                         "bitwise_right_shift", "copysign", "nextafter",
                         "hypot", "logaddexp", "result_type", "can_cast"))


def _complex_refusal(kernel_name):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP, f"{kernel_name} does not "
                      "support complex64 tensors in the CPU backend.")


@functools.lru_cache(maxsize=None)
def elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float,
                       inplace):
    """profiles.py's contract. In order: an op TensorFlow.js lacks, or any
    in-place form; a dtype it lacks; then each op's own rules, cited below.
    Ranks play no part."""
    if op in MISSING_OPS or inplace:
        return refused_early(ModelError(
            INVALID_ARGUMENT, f"TensorFlow.js has no {op}"
            + (" in place (tensors are immutable)" if inplace else "")))
    for dtype in (a_dtype, b_dtype):
        if dtype not in _SUPPORTED:
            return refused_early(_unsupported(dtype))
    if op in LOGICAL:
        # logical_and.ts, logical_or.ts, logical_xor.ts: convertToTensor(a,
        # 'a', ..., 'bool') then b: assertDtype refuses a tensor that is
        # not bool ("Argument 'a' passed to 'logicalAnd' must be bool
        # tensor"), a before b, before assertAndGetBroadcastShape.
        for name, dtype in (("a", a_dtype), ("b", b_dtype)):
            if dtype != dtypes.BOOL:
                return refused_early(ModelError(
                    UNSUPPORTED_DTYPE_FOR_OP, f"Argument '{name}' must be "
                    f"bool tensor, but got {dtype} tensor"))
        return computed(dtypes.BOOL, dtypes.BOOL)
    if op == "bitwise_and":
        # bitwise_and.ts: the same shapes (SAME_SHAPE_OPS), then "Only
        # supports 'int32' values in tensor": no makeTypesMatch.
        if a_dtype != "int32" or b_dtype != "int32":
            return refused_late(ModelError(
                UNSUPPORTED_DTYPE_FOR_OP, "BitwiseAnd: Only supports "
                f"'int32' values in tensor, found type of x: {a_dtype} and "
                f"type of y: {b_dtype}"))
        return computed("int32", "int32")
    # Every other op: makeTypesMatch (tensor_util.ts), upcastType.
    promoted = promote_types(a_dtype, b_dtype)
    if promoted == "complex64":
        if op in _COMPLEX_REFUSED_EARLY:
            return refused_early(_complex_refusal(
                _COMPLEX_REFUSED_EARLY[op]))
        if op in _COMPLEX_REFUSED_LATE:
            return refused_late(_complex_refusal(_COMPLEX_REFUSED_LATE[op]))
    if op in COMPARISONS:
        # Equal.ts, Less.ts, ...: binaryKernelFunc(..., 'bool').
        return computed(promoted, dtypes.BOOL)
    if op in ("maximum", "minimum") and promoted == dtypes.BOOL:
        # maximum.ts, minimum.ts: `if ($a.dtype === 'bool') { $a =
        # cast($a, 'int32'); $b = cast($b, 'int32'); }`.
        return computed("int32", "int32")
    if op == "floor_divide" or (op == "divide" and promoted == "int32"):
        # div.ts: int32 / int32 is floorDiv($a, $b); FloorDiv.ts:
        # binaryKernelFunc(FloorDiv, floorDivImpl, null, 'int32'): the
        # result is int32 whatever the operands' dtype.
        return computed(promoted, "int32")
    # add, sub, mul, div (RealDiv), mod, pow, atan2: binaryKernelFunc with
    # no result dtype: `dtype || a.dtype`, the promoted dtype.
    return computed(promoted, promoted)


# Value kernels (tfjs-backend-cpu/src/utils/binary_impl.ts
# createSimpleBinaryKernelImpl): `result[i] = op(aVals[..], bVals[..])`,
# the operands being the typed arrays' values as JavaScript numbers and
# `result` util.getTypedArrayFromDType(dtype): a Float32Array (one rounding
# of the double to float32), an Int32Array (ToInt32) or, for bool, a
# Uint8Array (ToUint8: truncated modulo 256, NaN and infinities 0; the bool
# tensor reads true where that is not 0).
def to_int32(number):
    """ECMAScript ToInt32: NaN and infinities 0, else the integer toward
    zero modulo 2**32, as a signed value."""
    if number != number or math.isinf(number):
        return 0
    wrapped = int(number) % (1 << 32)
    return wrapped - (1 << 32) if wrapped >= 1 << 31 else wrapped


def _to_uint8_nonzero(number):
    """ECMAScript ToUint8(number) != 0 (a Uint8Array element of a bool
    tensor)."""
    if number != number or math.isinf(number):
        return False
    return int(number) % 256 != 0


def js_remainder(x, y):
    """JavaScript's `x % y` on doubles: the exact truncated remainder
    (fmod, which is exact), NaN for an infinite x, a zero y or a NaN, and x
    itself for an infinite y."""
    if x != x or y != y or math.isinf(x) or y == 0.0:
        return math.nan
    if math.isinf(y):
        return x
    return math.fmod(x, y)


def tfjs_mod(x, y):
    """Mod.ts modImpl: `const rem = a % b; if ((a < 0 && b < 0) || (a >= 0
    && b >= 0)) return rem; else return (rem + b) % b;` in doubles."""
    rem = js_remainder(x, y)
    if (x < 0 and y < 0) or (x >= 0 and y >= 0):
        return rem
    return js_remainder(rem + y, y)


def js_pow(x, y):
    """Math.pow in doubles (ECMAScript Number::exponentiate): NaN for a NaN
    exponent, 1 for a zero exponent (a NaN base too), NaN for a NaN base,
    and NaN for |x| = 1 with an infinite exponent, where C's pow gives 1;
    elsewhere C99's pow (transcendental.real_pow, rounded to a double)."""
    if y != y:
        return math.nan
    if y == 0.0:
        return 1.0
    if x != x:
        return math.nan
    if abs(x) == 1.0 and math.isinf(y):
        return math.nan
    return transcendental.real_pow(x, y, "float64")


def _js_atan2(y, x):
    """Math.atan2 in doubles: C99's atan2 (the same special cases),
    rounded to a double."""
    return transcendental.real_atan2(y, x, "float64")


def _floor_quotient(x, y):
    """FloorDiv.ts floorDivImpl: `Math.floor(a / b)`: the double quotient,
    not rounded to float32 first (1 / float32(0.1) is 9.99...: 9)."""
    quotient = ieee_divide(x, y)
    if quotient != quotient or math.isinf(quotient):
        return quotient
    return float(math.floor(quotient))


def _stored(dtype, operation):
    """The kernel maker of `operation` (doubles in, a double out) whose
    result is stored into dtype's typed array."""
    if dtype == "float32":
        return lambda compute: lambda x, y: round_float(
            operation(float(x), float(y)), "float32")
    if dtype == "int32":
        return lambda compute: lambda x, y: to_int32(
            operation(float(x), float(y)))
    if dtype == dtypes.BOOL:
        return lambda compute: lambda x, y: _to_uint8_nonzero(
            operation(float(x), float(y)))
    raise ValueError(dtype)


def _js_max(x, y):
    """Math.max: NaN if either is NaN; +0 is larger than -0."""
    if x != x or y != y:
        return math.nan
    if x == y == 0.0:
        return 0.0 if math.copysign(1.0, x) > 0 or (
            math.copysign(1.0, y) > 0) else -0.0
    return x if x > y else y


def _js_min(x, y):
    """Math.min: NaN if either is NaN; -0 is smaller than +0."""
    if x != x or y != y:
        return math.nan
    if x == y == 0.0:
        return -0.0 if math.copysign(1.0, x) < 0 or (
            math.copysign(1.0, y) < 0) else 0.0
    return x if x < y else y


def _int32_of(operation):
    """An int32 kernel (compute int32, result int32) from the double
    operation: ToInt32 of the double result."""
    return lambda compute: lambda x, y: to_int32(operation(float(x),
                                                           float(y)))


def _floor_divide_int32(compute):
    """floor_divide (and int32 divide) of any compute dtype: the result is
    int32 (FloorDiv.ts)."""
    return lambda x, y: to_int32(_floor_quotient(float(x), float(y)))


_OWN_KERNELS = {}
# Float32: Math.max, Math.min, Math.floor(a / b), the mod rule, Math.pow,
# Math.atan2 (Maximum.ts, Minimum.ts, FloorDiv.ts, Mod.ts, Pow.ts,
# Atan2.ts), each stored into a Float32Array (an operand cast from int32
# holds its exact value: operand_converter). add, sub, mul and RealDiv are
# the shared kernels: the Python float operation is the same double
# operation, then one rounding to float32.
_OWN_KERNELS.update(kernel_table(("float32",), {
    "maximum": _stored("float32", _js_max),
    "minimum": _stored("float32", _js_min),
    "floor_divide": _floor_divide_int32,
    "remainder": _stored("float32", tfjs_mod),
    "pow": _stored("float32", js_pow),
    "atan2": _stored("float32", _js_atan2),
}))
# Int32: the double result of each op, then ToInt32 (Int32Array): a
# product beyond 2**53 is rounded to a double first; a division by zero is
# an infinity or NaN, hence 0; pow and atan2 are truncated.
_OWN_KERNELS.update(kernel_table(("int32",), {
    "multiply": _int32_of(lambda x, y: x * y),
    "divide": _floor_divide_int32,
    "floor_divide": _floor_divide_int32,
    "remainder": _int32_of(tfjs_mod),
    "pow": _int32_of(js_pow),
    "atan2": _int32_of(_js_atan2),
}))
# Bool: the operands are 0 and 1, the result a Uint8Array (ToUint8):
# add is 2 where both are true (nonzero), sub -1 (255) where they differ,
# 1 / 0 is an infinity (0), atan2(1, 1) is 0.785... (0).
_OWN_KERNELS.update(kernel_table((dtypes.BOOL,), {
    "subtract": _stored(dtypes.BOOL, lambda x, y: x - y),
    "divide": _stored(dtypes.BOOL, ieee_divide),
    "floor_divide": _floor_divide_int32,
    "remainder": _stored(dtypes.BOOL, tfjs_mod),
    "pow": _stored(dtypes.BOOL, js_pow),
    "atan2": _stored(dtypes.BOOL, _js_atan2),
}))


def operand_converter(source, target):
    """The conversion of an operand to the compute dtype where it is not
    values.py's: tfjs-backend-cpu/src/kernels/Cast.ts casts int32 to
    float32 without touching the data (`!util.hasEncodingLoss(x.dtype,
    dtype)`: "We don't change the underlying data, since we cast to higher
    precision"), so the float32 tensor still holds the Int32Array's exact
    values and the kernel computes with them (16777219 + 0 is rounded once,
    in the result). bool to int32 or float32 keeps 0 and 1 alike. Into
    complex64 the real part goes through mergeRealAndImagArrays' new
    Float32Array: rounded, as values.py does. None for the shared
    conversions."""
    if source == "int32" and target == "float32":
        return float
    return None


def kernel(op, compute_dtype):
    """The CPU backend's own kernel maker for (op, compute dtype), or None
    for the shared one: add and sub of int32 (exact doubles, ToInt32 is
    the wrap), add and mul of bool (2 and 1 are nonzero: or, and), the
    comparisons, int32 maximum and minimum, bitwise_and, the logical ops,
    and complex64 add, sub and mul (Add.ts, Sub.ts, Multiply.ts complex
    implementations: each part computed in doubles, rounded to float32)."""
    return _OWN_KERNELS.get((op, compute_dtype))
