"""Correctly rounded conversion to the binary floating formats.

Every value of every format is exactly a Python float (a binary64 double),
so values are held as floats; this module rounds an exact number (a double
or an integer) to the nearest value of a narrower format, ties to even,
once. Rounding a double to float32 and then to bfloat16 would round twice
and can be wrong, so every conversion here starts from the exact value.

Formats (precision counts the implicit leading bit):
  float16        IEEE binary16: precision 11, normal exponents -14..15
  bfloat16       top half of binary32: precision 8, exponents -126..127
  float32        IEEE binary32: precision 24, exponents -126..127
  float64        IEEE binary64
  float8_e4m3fn  OCP FP8 E4M3: precision 4, exponents -6..8, largest 448,
                 no infinity (overflow gives NaN)
  float8_e5m2    OCP FP8 E5M2: precision 3, exponents -14..15, largest 57344
A result whose magnitude after rounding exceeds the largest finite value
overflows to infinity (NaN for float8_e4m3fn), as IEEE 754 defines overflow.
"""

import math
import struct
from collections import namedtuple
from fractions import Fraction

FloatFormat = namedtuple(
    "FloatFormat", "name precision min_exponent max_finite has_infinity")

FORMATS = {
    "float16": FloatFormat("float16", 11, -14, 65504.0, True),
    "bfloat16": FloatFormat("bfloat16", 8, -126,
                            math.ldexp(2 ** 8 - 1, 127 - 7), True),
    "float32": FloatFormat("float32", 24, -126,
                           math.ldexp(2 ** 24 - 1, 127 - 23), True),
    "float64": FloatFormat("float64", 53, -1022, 1.7976931348623157e308,
                           True),
    "float8_e4m3fn": FloatFormat("float8_e4m3fn", 4, -6, 448.0, False),
    "float8_e5m2": FloatFormat("float8_e5m2", 3, -14, 57344.0, True),
}

_INF = math.inf
_NAN = math.nan


def smallest_subnormal(dtype):
    fmt = FORMATS[dtype]
    return math.ldexp(1.0, fmt.min_exponent - fmt.precision + 1)


def smallest_normal(dtype):
    return math.ldexp(1.0, FORMATS[dtype].min_exponent)


def _overflow(fmt, negative):
    """An overflowing value: an infinity of its sign, or in a format without
    infinities (float8_e4m3fn) the NaN with its sign bit (S.1111.111 in the
    OCP FP8 specification: a conversion keeps the sign bit, and signbit and
    copysign read it)."""
    if not fmt.has_infinity:
        return -_NAN if negative else _NAN
    return -_INF if negative else _INF


def _round_scaled(negative, magnitude, exponent, fmt):
    """Rounds (-1)**negative * magnitude * 2**exponent (magnitude > 0, an
    integer) to fmt, to nearest, ties to even."""
    top = magnitude.bit_length() - 1 + exponent  # floor(log2(|value|))
    quantum_exponent = max(top, fmt.min_exponent) - fmt.precision + 1
    shift = quantum_exponent - exponent
    if shift <= 0:
        units = magnitude << -shift
    else:
        units = magnitude >> shift
        remainder = magnitude - (units << shift)
        half = 1 << (shift - 1)
        if remainder > half or (remainder == half and units & 1):
            units += 1
    if units == 0:
        return -0.0 if negative else 0.0
    try:
        result = math.ldexp(units, quantum_exponent)
    except OverflowError:
        return _overflow(fmt, negative)
    if result > fmt.max_finite:
        return _overflow(fmt, negative)
    return -result if negative else result


def round_float_exactly(value, dtype):
    """The float of format `dtype` nearest to the double `value` (the
    reference algorithm; round_float is the fast equivalent)."""
    fmt = FORMATS[dtype]
    if value != value:
        return value  # a NaN keeps its sign bit
    if value in (_INF, -_INF):
        return value if fmt.has_infinity else _overflow(fmt, value < 0.0)
    if value == 0.0:
        return value
    mantissa, exponent = math.frexp(value)
    magnitude = int(abs(mantissa) * (1 << 53))
    return _round_scaled(value < 0.0, magnitude, exponent - 53, fmt)


_PACK_F = struct.Struct("f")
_PACK_E = struct.Struct("e")


def _round_with_struct(packer, value):
    # struct's 'f' and 'e' round to nearest even (a C cast for 'f', CPython's
    # PyFloat_Pack2 for 'e') but raise OverflowError where IEEE gives an
    # infinity; that error happens exactly when the rounded value overflows.
    try:
        return packer.unpack(packer.pack(value))[0]
    except OverflowError:
        return -_INF if value < 0.0 else _INF


def _exact_rounder(dtype):
    return lambda value: round_float_exactly(value, dtype)


def _identity(value):
    return value


# Each format's rounding of a double as a function of the value alone (the
# model rounds millions of values; struct is the fast path where it exists).
_ROUNDERS = {dtype: _exact_rounder(dtype) for dtype in FORMATS}
_ROUNDERS.update({
    "float64": _identity,
    "float32": lambda value: _round_with_struct(_PACK_F, value),
    "float16": lambda value: _round_with_struct(_PACK_E, value),
})


def rounder(dtype):
    """round_float(., dtype) as a function of the value alone."""
    return _ROUNDERS[dtype]


def round_float(value, dtype):
    """The float of format `dtype` nearest to the double `value`."""
    return _ROUNDERS[dtype](value)


_EXACT_INTEGER_LIMIT = 1 << 53  # every integer up to this is a double


def round_integer(value, dtype):
    """The float of format `dtype` nearest to the exact integer `value`
    (never through a rounded double first: int64 -> float32 must round
    once)."""
    if value == 0:
        return 0.0
    if dtype == "float64":
        return float(value)
    if -_EXACT_INTEGER_LIMIT <= value <= _EXACT_INTEGER_LIMIT:
        return round_float(float(value), dtype)  # float(value) is exact
    return _round_scaled(value < 0, abs(value), 0, FORMATS[dtype])


# Bits kept beyond the widest precision when an exact rational is cut down
# to an integer magnitude for _round_scaled; a sticky bit below them records
# any nonzero rest, so the one rounding stays correct.
_GUARD_BITS = 8


def round_fraction(value, dtype):
    """The float of format `dtype` nearest to the exact rational `value` (a
    Fraction or an int), ties to even, rounded once."""
    value = Fraction(value)
    if value == 0:
        return 0.0
    fmt = FORMATS[dtype]
    numerator, denominator = abs(value.numerator), value.denominator
    # floor(log2 |value|) is this or one less.
    top = numerator.bit_length() - denominator.bit_length()
    shift = fmt.precision + _GUARD_BITS - top
    if shift >= 0:
        units, rest = divmod(numerator << shift, denominator)
    else:
        units, rest = divmod(numerator, denominator << -shift)
    magnitude = (units << 1) | (1 if rest else 0)
    return _round_scaled(value < 0, magnitude, -shift - 1, fmt)


def round_sqrt(value, dtype):
    """The float of format `dtype` nearest to the square root of the exact
    rational `value` >= 0, ties to even, rounded once."""
    value = Fraction(value)
    if value < 0:
        raise ValueError(f"square root of a negative value {value}")
    if value == 0:
        return 0.0
    fmt = FORMATS[dtype]
    numerator, denominator = value.numerator, value.denominator
    top = (numerator.bit_length() - denominator.bit_length()) // 2
    shift = fmt.precision + _GUARD_BITS - top
    # floor(sqrt(n / d) * 2**shift) = isqrt(floor(n * 4**shift / d)).
    if shift >= 0:
        scaled, rest = divmod(numerator << (2 * shift), denominator)
    else:
        scaled, rest = divmod(numerator, denominator << (-2 * shift))
    root = math.isqrt(scaled)
    sticky = 1 if rest or root * root != scaled else 0
    return _round_scaled(False, (root << 1) | sticky, -shift - 1, fmt)
