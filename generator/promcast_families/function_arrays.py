"""What the families of the functions of several arrays share (matmul,
vecdot, concat, stack, broadcast_arrays): the profile and default float of
a case, dtypes, and arrays drawn whole as model Arrays (these families
write a few thousand cases each; cases.function_inputs writes their
text).

Values for matmul and vecdot (cases/README.md "Ops": finite and moderate,
no sum overflows, and none lands among the subnormals, which XLA's CPU
backend flushes): floats on a grid, multiples of 2**-2 for the float8
formats, 2**-5 for float16 and bfloat16, any value of the format between
2**-5 and 8 in magnitude for float32 and float64 (so every product, and
every sum of them, is a multiple of a power of two far above the
subnormals, or zero); complex parts alike; integers mostly small, and
now and then any value of the dtype (they wrap), except for the array-api
profile, which leaves integer overflow open (small values only, no sum
leaves int8); bool at random. Values for the joining functions and
broadcast_arrays: any value of the dtype (value_pools.py; the jax profile
without the values XLA flushes)."""

import math

from promcast_corpus.cases import function_expectation, function_inputs
from promcast_model import dtypes
from promcast_model.array import make_array
from promcast_model.float_formats import round_float
from promcast_model.function_call import FunctionCall
from promcast_model.profiles import profile as find_profile

from .common import (FIRST_PROFILES, below, between, generated_line,
                     later_profile, pick)
from .value_pools import FLUSH_SAFE_DRAWERS, VALUE_DRAWERS

DEFAULT_FLOATS = ("float32", "float32", "float64", "float16", "bfloat16")


def case_profile(index, first_count=None, share=None, function=None):
    """The first profiles in turn (common.FIRST_PROFILES); from index
    first_count on, blocks of `share` cases for each of the later profiles
    that have `function` (common.later_profile)."""
    if first_count is None:
        return FIRST_PROFILES[index % len(FIRST_PROFILES)]
    return later_profile(index, first_count, share, function)


def default_float(rng):
    return pick(rng, DEFAULT_FLOATS)


def function_line(rng, family, seed, index, function, arrays, axis, profile):
    """The case line of function(arrays, axis) under the profile, its
    default float drawn last: matmul, vecdot, concat and stack differ only
    in how they draw their arrays and axis, and a case is the call, its
    inputs and the model's expectation alike for all four."""
    floating = default_float(rng)
    call = FunctionCall(function, arrays, axis)
    return generated_line(family, seed, index, function,
                          function_inputs(call, floating),
                          function_expectation(call, profile, floating),
                          profile)


def profile_dtypes(profile):
    return find_profile(profile).DTYPES


def array_dtypes(profile):
    """The dtypes the profile's library makes arrays of (profiles.py
    ARRAY_DTYPES: stdlib's 11), else all of its DTYPES."""
    module = find_profile(profile)
    return getattr(module, "ARRAY_DTYPES", module.DTYPES)


def inexact_dtypes(profile):
    return tuple(d for d in profile_dtypes(profile)
                 if dtypes.is_floating(d) or dtypes.is_complex(d))


def dtype_pair(rng, profile, same_share=0.6, preferred=None):
    """Two dtypes of the profile, equal `same_share` of the time; the
    first from `preferred` (when given) three times in four."""
    choices = profile_dtypes(profile)
    if preferred and rng.random() < 0.75:
        first = pick(rng, preferred)
    else:
        first = pick(rng, choices)
    if rng.random() < same_share:
        return first, first
    return first, pick(rng, choices)


def _grid_step(dtype):
    if dtypes.is_float8(dtype):
        return -2
    if dtype in ("float16", "bfloat16"):
        return -5
    return None


def _moderate_real(rng, dtype):
    """A finite real of `dtype` as the module says."""
    if rng.random() < 0.1:
        return 0.0
    step = _grid_step(dtype)
    if step is not None:
        value = math.ldexp(between(rng, -8 << -step, 8 << -step), step)
    else:
        value = math.ldexp(1.0 + rng.random(), between(rng, -5, 2))
        value = -value if rng.random() < 0.5 else value
    return round_float(value, dtype)


_SMALL_INTEGERS = (0, 1, 2, 3, 4, -1, -2, -3, -4)


def contraction_value(rng, dtype, profile):
    """One value for matmul and vecdot operands."""
    kind = dtypes.kind(dtype)
    if kind == dtypes.KIND_BOOL:
        return rng.random() < 0.5
    if kind == dtypes.KIND_COMPLEX:
        part = dtypes.COMPLEX_COMPONENT[dtype]
        return complex(_moderate_real(rng, part), _moderate_real(rng, part))
    if kind == dtypes.KIND_FLOATING:
        return _moderate_real(rng, dtype)
    low, high = dtypes.integer_range(dtype)
    if profile != "array-api" and rng.random() < 0.15:
        return between(rng, low, high)
    return max(low, pick(rng, _SMALL_INTEGERS))


def contraction_array(rng, dtype, shape, profile):
    count = math.prod(shape)
    return make_array((dtype, tuple(shape),
                       [contraction_value(rng, dtype, profile)
                        for _ in range(count)]))


def any_array(rng, dtype, shape, profile):
    """Any values of the dtype (value_pools.py drawers), the jax profile
    without subnormals."""
    drawers = FLUSH_SAFE_DRAWERS if profile == "jax" else VALUE_DRAWERS
    draw = drawers[dtype]
    return make_array((dtype, tuple(shape),
                       [draw(rng) for _ in range(math.prod(shape))]))


def joined_arrays(rng, shapes, profile):
    """An array of each shape, for concat and stack: all of one dtype of
    the profile, or (four cases in ten) each of its own, so that both the
    plain join and the promotion of mixed dtypes are drawn; the dtypes
    the library makes arrays of (array_dtypes). Any values (any_array):
    joining copies them, so none needs avoiding."""
    choices = array_dtypes(profile)
    common = pick(rng, choices)
    mixed = rng.random() < 0.4
    return tuple(any_array(rng, pick(rng, choices) if mixed else common,
                           shape, profile) for shape in shapes)


def axis_beyond(rng, rank):
    """An axis outside [-rank, rank): just beyond either end, or far."""
    choice = below(rng, 4)
    if choice == 0:
        return rank
    if choice == 1:
        return -rank - 1
    if choice == 2:
        return rank + between(rng, 1, 5)
    return -rank - between(rng, 2, 6)
