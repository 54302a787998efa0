"""nextafter and copysign of real floats, in each format's own values.

nextafter steps a value's bit pattern by one, so it is computed in the
format itself (float16, bfloat16 and float8 included), never through a
wider float: the successor of a positive finite x is x plus one unit in
its last place (the units of the smallest normal binade below it), its
predecessor x minus one (half that at a power of two above the smallest
normal). Sources: C's nextafter (ISO C 7.12.11.3: "returns y if x equals
y"), musl's nextafter.c as PyTorch copies it for Half and BFloat16
(c10/util/BFloat16-math.h: identical bit patterns give `from`, zeros of
different sign give `to`, so equal values give y), NumPy 1.24's
npy_half_nextafter (numpy/core/src/npymath/halffloat.c: equal values give
x), XLA's NextAfter (equal values give y).

The case format keeps no NaN sign (cases/README.md "Values"): a NaN operand
is the positive quiet NaN (C's NAN, Python's float("nan")), so copysign(x,
NaN) is +|x|; a NaN the operands' conversion makes (an out-of-range int64
to float8_e4m3fn) keeps the sign of the value converted.
"""

import math

from .float_formats import FORMATS, smallest_subnormal


def _unit(magnitude, fmt):
    """One unit in the last place of the binade of magnitude (> 0)."""
    exponent = max(math.frexp(magnitude)[1] - 1, fmt.min_exponent)
    return math.ldexp(1.0, exponent - fmt.precision + 1)


def _successor(magnitude, fmt):
    """The next value of fmt above the finite magnitude >= 0 (infinity, or
    for a format without one NaN, above the largest finite)."""
    if magnitude == 0.0:
        return smallest_subnormal(fmt.name)
    if magnitude == fmt.max_finite:
        return math.inf if fmt.has_infinity else math.nan
    return magnitude + _unit(magnitude, fmt)


def _predecessor(magnitude, fmt):
    """The next value of fmt below the magnitude > 0 (the largest finite
    below infinity)."""
    if math.isinf(magnitude):
        return fmt.max_finite
    unit = _unit(magnitude, fmt)
    mantissa = math.frexp(magnitude)[0]
    if mantissa == 0.5 and math.frexp(magnitude)[1] - 1 > fmt.min_exponent:
        unit /= 2.0  # a power of two: the binade below is finer
    return magnitude - unit


def nextafter(x, y, dtype, equal_gives_x=False):
    """The value of dtype after x toward y. Equal values give y (C, musl,
    XLA), or x with `equal_gives_x` (npy_half_nextafter)."""
    if x != x or y != y:
        return math.nan
    if x == y:
        return x if equal_gives_x else y
    fmt = FORMATS[dtype]
    if x == 0.0:
        return math.copysign(smallest_subnormal(dtype), y)
    magnitude = abs(x)
    away_from_zero = (y > x) == (x > 0.0)
    stepped = (_successor(magnitude, fmt) if away_from_zero
               else _predecessor(magnitude, fmt))
    return math.copysign(stepped, x) if stepped == stepped else stepped


def copysign(x, y):
    """|x| with y's sign bit, a NaN's too: a NaN read from a case is
    positive (above), one made by converting an out-of-range value to
    float8_e4m3fn has that value's sign (float_formats.py)."""
    return math.copysign(x, y)


def makers():
    """{op: maker(dtype)} of copysign and of nextafter with C's rule for
    equal values."""
    return {"copysign": lambda dtype: copysign,
            "nextafter": lambda dtype: (
                lambda x, y: nextafter(x, y, dtype))}
