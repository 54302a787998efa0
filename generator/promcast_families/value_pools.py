"""Random element values for each dtype, edge values weighted in: type
extremes, values that overflow when combined, NaN, ±Inf, -0.0, subnormals,
and values that tie when rounded to float16, bfloat16 or float32."""

import math

from promcast_model import dtypes
from promcast_model.float_formats import (FORMATS, smallest_normal,
                                          smallest_subnormal)
from .common import below, between, pick

EDGE_PROBABILITY = 0.5

# Integers that lie exactly halfway between two neighbours of a float
# format: 2**p + 1 for precision p (bfloat16 8, float16 11, float32 24,
# float64 53), and a few multiples; converting them rounds to even.
_TIE_INTEGERS = tuple(sign * value for sign in (1, -1) for value in (
    257, 259, 2049, 2051, 4097, 16777217, 16777219, 33554434,
    9007199254740993))


def _float_edges(dtype):
    fmt = FORMATS[dtype]
    tiny = smallest_subnormal(dtype)
    normal = smallest_normal(dtype)
    edges = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, math.nan, fmt.max_finite,
             -fmt.max_finite, tiny, -tiny, normal, -normal, normal - tiny,
             math.ldexp(1.0, -fmt.precision),           # half an ulp of 1
             1.0 + math.ldexp(1.0, 1 - fmt.precision),  # 1 + one ulp
             math.ldexp(3.0, -fmt.precision),           # 1.5 ulp of 1
             ]
    if fmt.has_infinity:
        edges += [math.inf, -math.inf]
    return tuple(edges)


def _integer_edges(dtype):
    low, high = dtypes.integer_range(dtype)
    edges = {low, high, 0, 1, low + 1, high - 1, 2, 3, 100}
    if low < 0:
        edges.update((-1, -2, -100))
    edges.update(v for v in _TIE_INTEGERS if low <= v <= high)
    return tuple(sorted(edges))


_EDGES = {dtype: (_float_edges(dtype) if dtypes.is_floating(dtype)
                  else _integer_edges(dtype))
          for dtype in dtypes.DTYPES if dtype != dtypes.BOOL and
          not dtypes.is_complex(dtype)}


def random_float(rng, dtype):
    """A random finite value of a real floating format: subnormal one time
    in ten, else normal with an exponent from -40 to 40 (the extremes are
    among the edge values)."""
    fmt = FORMATS[dtype]
    half = 1 << (fmt.precision - 1)  # the implicit bit's weight, in units
    top = min(math.frexp(fmt.max_finite)[1] - 1, 40)
    while True:
        if rng.random() < 0.1:
            units = between(rng, 1, half - 1)
            exponent = fmt.min_exponent
        else:
            units = half + below(rng, half)
            exponent = between(rng, max(fmt.min_exponent, -40), top)
        value = math.ldexp(units, exponent - fmt.precision + 1)
        if value <= fmt.max_finite:
            return -value if rng.random() < 0.5 else value


def random_real(rng, dtype):
    if dtype == dtypes.BOOL:
        return rng.random() < 0.5
    if rng.random() < EDGE_PROBABILITY:
        return pick(rng, _EDGES[dtype])
    if dtypes.is_floating(dtype):
        return random_float(rng, dtype)
    low, high = dtypes.integer_range(dtype)
    if rng.random() < 0.5:
        return between(rng, max(low, -20), min(high, 20))
    return low + rng.getrandbits(dtypes.BITS[dtype])  # the whole range


def random_value(rng, dtype):
    """A random value of any dtype, edge values often."""
    if dtypes.is_complex(dtype):
        part = dtypes.COMPLEX_COMPONENT[dtype]
        return complex(random_real(rng, part), random_real(rng, part))
    return random_real(rng, dtype)


# Values whose products and quotients are exact in every complex dtype,
# whatever formula computes them, for multiplication and division in a
# complex dtype: small dyadic parts, and nonzero divisors whose squared
# magnitude c*c + d*d is a power of two (|c| == |d| or one of them 0), so
# textbook and Smith division agree exactly (up to the sign of a zero).
_EXACT_PARTS = (0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -4.0)
_EXACT_DIVISOR_PARTS = (1.0, -1.0, 2.0, -0.5, 4.0)
_EXACT_INTEGERS = (0, 1, -1, 2, -2, 3, -4)
_EXACT_INTEGER_DIVISORS = (1, -1, 2, 4)


def _exact_complex_divisor(rng):
    magnitude = pick(rng, _EXACT_DIVISOR_PARTS)
    form = below(rng, 3)
    if form == 0:
        return complex(magnitude, 0.0)
    if form == 1:
        return complex(0.0, magnitude)
    return complex(magnitude, magnitude * pick(rng, (1.0, -1.0)))


def exact_value(rng, dtype, divisor=False):
    """A value of `dtype` from the exact sets above (a nonzero one for a
    divisor)."""
    kind = dtypes.kind(dtype)
    if kind == dtypes.KIND_COMPLEX:
        if divisor:
            return _exact_complex_divisor(rng)
        return complex(pick(rng, _EXACT_PARTS), pick(rng, _EXACT_PARTS))
    if kind == dtypes.KIND_BOOL:
        return True if divisor else rng.random() < 0.5
    if kind == dtypes.KIND_FLOATING:
        return pick(rng, _EXACT_DIVISOR_PARTS if divisor else _EXACT_PARTS)
    low = dtypes.integer_range(dtype)[0]
    choices = _EXACT_INTEGER_DIVISORS if divisor else _EXACT_INTEGERS
    return pick(rng, [value for value in choices if value >= low])


def sum_safe_value(rng, dtype):
    """A value whose sums with others like it are exact in `dtype` in any
    order (small integers: every partial sum of up to 32 of them is exactly
    representable even in bfloat16), NaN and infinities now and then."""
    if dtypes.is_complex(dtype):
        part = dtypes.COMPLEX_COMPONENT[dtype]
        return complex(sum_safe_value(rng, part), sum_safe_value(rng, part))
    if dtypes.is_floating(dtype):
        if rng.random() < 0.03:
            specials = (math.nan, math.inf, -math.inf)
            return pick(rng, specials if FORMATS[dtype].has_infinity
                              else specials[:1])
        return float(between(rng, -4, 4))
    return random_real(rng, dtype)
