"""Random element values for each dtype, edge values weighted in: type
extremes, values that overflow when combined, NaN, ±Inf, -0.0, subnormals,
and values that tie when rounded to float16, bfloat16 or float32."""

from math import floor
import functools
import math
import random
from operator import itemgetter

from promcast_corpus import json_text

from promcast_model import dtypes
from promcast_model.array import make_array
from promcast_model.float_formats import (FORMATS, rounder,
                                          smallest_normal,
                                          smallest_subnormal)
from .common import below, pick

EDGE_PROBABILITY = 0.5

# Integers that lie exactly halfway between two neighbours of a float
# format: 2**p + 1 for precision p (bfloat16 8, float16 11, float32 24,
# float64 53), and a few multiples; converting them rounds to even.
_TIE_INTEGERS = tuple(sign * value for sign in (1, -1) for value in (
    257, 259, 2049, 2051, 4097, 16777217, 16777219, 33554434,
    9007199254740993))


def _float_edges(dtype, flush_safe=False):
    """The edge values of a real floating format; with `flush_safe`, none
    that is subnormal, or that with another pool value can give a subnormal
    result (the smallest normals, the largest finite values), for
    libraries that flush subnormals to zero (FLUSH_SAFE)."""
    fmt = FORMATS[dtype]
    tiny = smallest_subnormal(dtype)
    normal = smallest_normal(dtype)
    edges = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -3.0, math.nan,
             math.ldexp(1.0, -fmt.precision),           # half an ulp of 1
             1.0 + math.ldexp(1.0, 1 - fmt.precision),  # 1 + one ulp
             math.ldexp(3.0, -fmt.precision),           # 1.5 ulp of 1
             ]
    if not flush_safe:
        edges += [fmt.max_finite, -fmt.max_finite, tiny, -tiny, normal,
                  -normal, normal - tiny]
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


# Each dtype's drawing is worked out once, as a function of rng alone: the
# families draw millions of values. They draw exactly as the comments say.
def _finite_float_drawer(dtype, subnormal_share=0.1):
    """Draws a random finite value of a real floating format: subnormal
    `subnormal_share` of the time (one time in ten), else normal with an
    exponent from -40 to 40 (the extremes are among the edge values)."""
    fmt = FORMATS[dtype]
    half = 1 << (fmt.precision - 1)  # the implicit bit's weight, in units
    low = max(fmt.min_exponent, -40)
    top = min(math.frexp(fmt.max_finite)[1] - 1, 40)
    unit_exponent = 1 - fmt.precision  # of the last unit, exponent 0 first
    min_exponent, max_finite, ldexp = fmt.min_exponent, fmt.max_finite, \
        math.ldexp

    def draw(rng):
        random = rng.random
        while True:
            if random() < subnormal_share:
                units = 1 + floor(random() * (half - 1))  # 1 to half - 1
                exponent = min_exponent
            else:
                units = half + floor(random() * half)  # half to 2 * half - 1
                exponent = low + floor(random() * (top - low + 1))
            value = ldexp(units, exponent + unit_exponent)
            if value <= max_finite:
                return -value if random() < 0.5 else value
    return draw


def _integer_drawer(dtype):
    """Draws a small integer (-20 to 20) or one from the whole range, half
    the time each."""
    low, high = dtypes.integer_range(dtype)
    small, small_count = max(low, -20), min(high, 20) - max(low, -20) + 1
    bits = dtypes.BITS[dtype]

    def draw(rng):
        if rng.random() < 0.5:
            return small + floor(rng.random() * small_count)
        return low + rng.getrandbits(bits)
    return draw


def _edge_or(edges, other, probability=EDGE_PROBABILITY):
    """Draws one of `edges` with `probability`, else from `other`."""
    count = len(edges)

    def draw(rng):
        if rng.random() < probability:
            return edges[floor(rng.random() * count)]
        return other(rng)
    return draw


def _bool_drawer(rng):
    return rng.random() < 0.5


def _complex_drawer(part):
    def draw(rng):
        return complex(part(rng), part(rng))
    return draw


_FINITE_FLOAT_DRAWERS = {dtype: _finite_float_drawer(dtype)
                         for dtype in dtypes.FLOATING}
_REAL_DRAWERS = {dtype: _edge_or(_EDGES[dtype],
                                 _FINITE_FLOAT_DRAWERS.get(dtype)
                                 or _integer_drawer(dtype))
                 for dtype in _EDGES}
_REAL_DRAWERS[dtypes.BOOL] = _bool_drawer
# random_value's draw for each dtype (a complex value draws its two parts).
VALUE_DRAWERS = dict(_REAL_DRAWERS)
VALUE_DRAWERS.update(
    (dtype, _complex_drawer(_REAL_DRAWERS[dtypes.COMPLEX_COMPONENT[dtype]]))
    for dtype in dtypes.COMPLEX)


def random_float(rng, dtype):
    """A random finite value of a real floating format (_finite_float_drawer
    says how)."""
    return _FINITE_FLOAT_DRAWERS[dtype](rng)


def random_real(rng, dtype):
    """A random bool, or a random real value of dtype: an edge value half
    the time."""
    return _REAL_DRAWERS[dtype](rng)


def random_value(rng, dtype):
    """A random value of any dtype, edge values often."""
    return VALUE_DRAWERS[dtype](rng)


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


# The exact integers of each integral dtype, and its nonzero ones.
_EXACT_INTEGER_CHOICES = {
    (dtype, divisor): tuple(value for value in (
        _EXACT_INTEGER_DIVISORS if divisor else _EXACT_INTEGERS)
        if value >= dtypes.integer_range(dtype)[0])
    for dtype in dtypes.INTEGRAL for divisor in (False, True)}


def _exact_drawer(dtype, divisor):
    """exact_value's draw for dtype and divisor, as a function of rng."""
    kind = dtypes.kind(dtype)
    if kind == dtypes.KIND_COMPLEX:
        if divisor:
            return _exact_complex_divisor
        return lambda rng: complex(pick(rng, _EXACT_PARTS),
                                   pick(rng, _EXACT_PARTS))
    if kind == dtypes.KIND_BOOL:
        return ((lambda rng: True) if divisor
                else (lambda rng: rng.random() < 0.5))
    choices = (_EXACT_INTEGER_CHOICES[dtype, divisor]
               if kind != dtypes.KIND_FLOATING
               else _EXACT_DIVISOR_PARTS if divisor else _EXACT_PARTS)
    count = len(choices)
    return lambda rng: choices[floor(rng.random() * count)]


_EXACT_DRAWERS = {(dtype, divisor): _exact_drawer(dtype, divisor)
                  for dtype in dtypes.DTYPES for divisor in (False, True)}


def exact_value(rng, dtype, divisor=False):
    """A value of `dtype` from the exact sets above (a nonzero one for a
    divisor)."""
    return _EXACT_DRAWERS[dtype, divisor](rng)


@functools.lru_cache(maxsize=None)
def exact_array_drawer(dtype, divisor):
    """draw(rng, shape) -> (data, ARRAY text): an array of `shape` (a
    tuple) of exact_value's values."""
    draw_value = _EXACT_DRAWERS[dtype, divisor]

    def draw(rng, shape):
        data = [draw_value(rng) for _ in range(math.prod(shape))]
        return data, json_text.array(make_array((dtype, shape, data)))
    return draw


def _sum_safe_float_drawer(dtype):
    """Draws a small integer (-4 to 4) as a float; NaN (and infinities if
    the format has them) one time in 33."""
    specials = (math.nan, math.inf, -math.inf)
    if not FORMATS[dtype].has_infinity:
        specials = specials[:1]

    def draw(rng):
        if rng.random() < 0.03:
            return specials[floor(rng.random() * len(specials))]
        return float(-4 + floor(rng.random() * 9))
    return draw


SUM_SAFE_DRAWERS = dict(_REAL_DRAWERS)  # integers and bool: any value
SUM_SAFE_DRAWERS.update((dtype, _sum_safe_float_drawer(dtype))
                         for dtype in dtypes.FLOATING)
SUM_SAFE_DRAWERS.update(
    (dtype,
     _complex_drawer(SUM_SAFE_DRAWERS[dtypes.COMPLEX_COMPONENT[dtype]]))
    for dtype in dtypes.COMPLEX)


def sum_safe_value(rng, dtype):
    """A value whose sums with others like it are exact in `dtype` in any
    order (small integers: every partial sum of up to 32 of them is exactly
    representable even in bfloat16), NaN and infinities now and then."""
    return SUM_SAFE_DRAWERS[dtype](rng)


# Values for a library that flushes subnormal float32 and float64 values to
# zero, inputs and results (XLA on CPU, under JAX: the lax.nextafter
# docstring, jax/_src/lax/lax.py). bfloat16 computes in float32, so its
# subnormals are flushed too; float16 and float8 values are normal numbers
# in float32, so theirs are kept. Exponents from -40 to 40 and no extreme
# edge values keep every sum, product and quotient of two such values
# normal (the smallest, 2**-80, is normal in float32).
_FLUSHED = ("float32", "float64", "bfloat16")
FLUSH_SAFE_DRAWERS = dict(VALUE_DRAWERS)
FLUSH_SAFE_DRAWERS.update(
    (dtype, _edge_or(_float_edges(dtype, flush_safe=True),
                     _finite_float_drawer(dtype, subnormal_share=0.0)))
    for dtype in _FLUSHED)
FLUSH_SAFE_DRAWERS.update(
    (dtype,
     _complex_drawer(FLUSH_SAFE_DRAWERS[dtypes.COMPLEX_COMPONENT[dtype]]))
    for dtype in dtypes.COMPLEX)


# Operands where the newer functions' faults live (docs: cases/README.md
# "Ops"): shift counts of -1, 0, 1, width - 1, width and width + 1 for each
# integer width (the libraries differ beyond the width and below zero), and
# divisors of floor_divide and remainder: zero, -1 (with INT_MIN from the
# dividend's edges), the other sign, and for floats 0.1 (1 // 0.1 is 9 by
# CPython's algorithm, 10 as floor(1 / 0.1)), signed zeros, infinities and
# NaN. Each is an edge 70% of the time, else from the dtype's usual drawer.
def _shift_counts(dtype):
    low, high = dtypes.integer_range(dtype)
    bits = dtypes.BITS[dtype]
    return tuple(sorted(count for count in {-1, 0, 1, 2, bits - 1, bits,
                                            bits + 1}
                        if low <= count <= high))


def _integer_divisors(dtype):
    low, high = dtypes.integer_range(dtype)
    return tuple(sorted(value for value in {0, 1, -1, 2, -2, 3, -7, low,
                                            high}
                        if low <= value <= high))


def _float_divisors(dtype):
    fmt = FORMATS[dtype]
    round_value = rounder(dtype)
    values = [0.0, -0.0, 1.0, -1.0, 0.5, 3.0, round_value(0.1),
              round_value(-0.1), math.nan, fmt.max_finite,
              smallest_subnormal(dtype)]
    if fmt.has_infinity:
        values += [math.inf, -math.inf]
    return tuple(values)


_DIVISOR_EDGE_PROBABILITY = 0.7


SHIFT_COUNT_DRAWERS = dict(VALUE_DRAWERS)
SHIFT_COUNT_DRAWERS.update(
    (dtype, _edge_or(_shift_counts(dtype), _integer_drawer(dtype),
                      _DIVISOR_EDGE_PROBABILITY))
    for dtype in dtypes.INTEGRAL)
DIVISOR_DRAWERS = dict(VALUE_DRAWERS)
DIVISOR_DRAWERS.update(
    (dtype, _edge_or(_integer_divisors(dtype), _integer_drawer(dtype),
                      _DIVISOR_EDGE_PROBABILITY))
    for dtype in dtypes.INTEGRAL)
DIVISOR_DRAWERS.update(
    (dtype, _edge_or(_float_divisors(dtype), _FINITE_FLOAT_DRAWERS[dtype],
                     _DIVISOR_EDGE_PROBABILITY))
    for dtype in dtypes.FLOATING)


# Moderate values for the complex pow, atan2 and logaddexp
# (transcendental.py): finite, nonzero, of modulus between 1/4 and about 2,
# every part exact in float16, so that the libraries' formulas (NumPy's
# npy_cpow, std::pow of std::complex, XLA's and MLX's own) meet no branch
# cut's signed zero, overflow or cancellation to zero, and agree with the
# principal value within the tolerance (docs/values.md). The real and
# integer operands met with a complex one take the same values; a bool
# operand is True.
_MODERATE_PARTS = (0.25, 0.5, 0.75, 1.0, 1.25, 1.5, -0.25, -0.5, -0.75, -1.0,
                   -1.25, -1.5)
_MODERATE_INTEGERS = (1, 2, 3, -1, -2)


def _moderate_drawer(dtype):
    kind = dtypes.kind(dtype)
    if kind == dtypes.KIND_COMPLEX:
        return lambda rng: complex(pick(rng, _MODERATE_PARTS),
                                   pick(rng, _MODERATE_PARTS))
    if kind == dtypes.KIND_FLOATING:
        return lambda rng: pick(rng, _MODERATE_PARTS)
    if kind == dtypes.KIND_BOOL:
        return lambda rng: True
    low = dtypes.integer_range(dtype)[0]
    return lambda rng: pick(rng, tuple(value for value in _MODERATE_INTEGERS
                                       if value >= low))


MODERATE_DRAWERS = {dtype: _moderate_drawer(dtype) for dtype in dtypes.DTYPES}


# Pools. Drawing a value and writing its text cost more than the rest of a
# value case, so the families pick their values from pools instead: for
# each seed, dtype and kind of draw, POOL_SIZE values drawn once by the
# drawers above (the same distribution: edge values half the time), each
# with its JSON text. A pool's values meet each other in 16 million ordered
# pairs per dtype pair; another seed draws other pools.
POOL_SIZE = 4096
ANY = "any"                # VALUE_DRAWERS
SUM_SAFE = "sum_safe"      # SUM_SAFE_DRAWERS
FLUSH_SAFE = "flush_safe"  # FLUSH_SAFE_DRAWERS
SHIFT_COUNTS = "shift_counts"  # SHIFT_COUNT_DRAWERS
DIVISORS = "divisors"      # DIVISOR_DRAWERS
MODERATE = "moderate"      # MODERATE_DRAWERS
_POOL_DRAWERS = {ANY: VALUE_DRAWERS, SUM_SAFE: SUM_SAFE_DRAWERS,
                 FLUSH_SAFE: FLUSH_SAFE_DRAWERS,
                 SHIFT_COUNTS: SHIFT_COUNT_DRAWERS,
                 DIVISORS: DIVISOR_DRAWERS, MODERATE: MODERATE_DRAWERS}


@functools.lru_cache(maxsize=None)
def _pool(kind, seed, dtype):
    """(values, their JSON texts) of the pool; its generator is seeded from
    (kind, seed, dtype) alone, so a pool does not depend on which process or
    chunk first asks for it."""
    draw = _POOL_DRAWERS[kind][dtype]
    rng = random.Random(f"promcast/pool/{kind}/{seed}/{dtype}")
    values = [draw(rng) for _ in range(POOL_SIZE)]
    return values, json_text.values(dtype, values)


@functools.lru_cache(maxsize=None)
def pooled_array_drawer(kind, seed, dtype):
    """draw(rng, shape) -> (data, ARRAY text): an array of `shape` (a
    tuple) of dtype, its values picked at random from the seed's pool of
    `kind` (ANY, SUM_SAFE or FLUSH_SAFE), data a tuple. The families draw a
    few hundred thousand small arrays a second: the pool, the dtype's text
    and the one-element case are worked out here, and itemgetter picks in
    C."""
    values, texts = _pool(kind, seed, dtype)
    opening = '{"dtype":' + json_text.name(dtype) + ',"shape":'
    ints = json_text.ints

    def draw(rng, shape):
        count, random = math.prod(shape), rng.random
        if count == 1:
            index = floor(random() * POOL_SIZE)
            return (values[index],), (opening + ints(shape) + ',"data":['
                                      + texts[index] + "]}")
        if count == 0:
            return (), opening + ints(shape) + ',"data":[]}'
        picks = itemgetter(*[floor(random() * POOL_SIZE)
                             for _ in range(count)])
        return picks(values), (opening + ints(shape) + ',"data":['
                               + ",".join(picks(texts)) + "]}")
    return draw
