"""Random operand pairs for the element-wise op families: shapes that
broadcast (or not), and values suited to the op."""

from math import floor
import functools
from promcast_corpus import json_text
from promcast_corpus.cases import binary_expectation
from promcast_model import dtypes
from promcast_model.array import Array, make_array
from promcast_model.elementwise import INPLACE_SUFFIX, OPS
from promcast_model.ops import DIVISION, SHIFTS
from promcast_model.profiles import profile as find_profile

from .common import (NONZERO_SIZES, SMALL_SIZES, below, limited_shape,
                     line_template, pick, shape_broadcasting_to)
from .value_pools import (ANY, DIVISORS, FLUSH_SAFE, MODERATE, SHIFT_COUNTS,
                          exact_array_drawer, pooled_array_drawer)

MAX_ELEMENTS = 6
# float32 and float64 mostly; the other two the C oracle accepts too.
DEFAULT_FLOATS = ("float32", "float32", "float64", "float64", "float16",
                  "bfloat16")


def op_dtype_combinations(ops, profiles):
    """Every (profile, op, a dtype, b dtype) over the dtypes each profile
    has, in a fixed order: a family cycles through them by case index, so
    any count of at least their number covers all."""
    return [(name, op, a, b) for name in profiles
            for op in ops if not _missing(name, op)
            for a in find_profile(name).DTYPES
            for b in find_profile(name).DTYPES]


def _missing(profile, op):
    """Whether the profile's library lacks op's function (profiles.py
    MISSING_OPS): it gets no cases of it."""
    base = op[:-len(INPLACE_SUFFIX)] if op.endswith(INPLACE_SUFFIX) else op
    return base in getattr(find_profile(profile), "MISSING_OPS", ())


def random_array(rng, seed, dtype, shape, exact=False, divisor=False,
                 pool=ANY):
    """(an Array of `shape` of random values of dtype, its ARRAY text): the
    values from the seed's pool of dtype (value_pools: `pool` ANY or
    FLUSH_SAFE, edge values often); or, when `exact`, from
    value_pools.exact_value."""
    shape = tuple(shape)
    data, text = _array_drawer(seed, dtype, exact, divisor, pool)(rng, shape)
    return Array(dtype, shape, data), text


def _array_drawer(seed, dtype, exact, divisor, pool):
    if exact:
        return exact_array_drawer(dtype, divisor)
    return pooled_array_drawer(pool, seed, dtype)


def _disturbed(rng, shape):
    shape = list(shape) or [1]
    position = below(rng, len(shape))
    shape[position] = pick(rng, [size for size in (0, 2, 3, 4)
                                  if size != shape[position]])
    return shape


def operand_shapes(rng):
    """(a shape, b shape): both broadcast to a random shape of at most
    MAX_ELEMENTS elements, with a size-0 dimension one time in twenty (the
    values are the point here); one time in twenty they do not broadcast."""
    sizes = SMALL_SIZES if rng.random() < 0.05 else NONZERO_SIZES
    target = limited_shape(rng, 3, MAX_ELEMENTS, sizes)
    a = shape_broadcasting_to(rng, target)
    b = shape_broadcasting_to(rng, target, keep_rank=True)
    if rng.random() < 0.5:
        a, b = b, a
    if rng.random() < 0.05:
        b = _disturbed(rng, b)
    return a, b


# Complex multiplication and division, which libraries compute by different
# formulas, get exact values on both sides (and a nonzero divisor), so that
# every formula gives the same result: {(op, a dtype, b dtype): (exact,
# divisor)} for each op and its in-place form.
_EXACT_VALUES = {
    (op + suffix, a, b): (op in ("multiply", "divide") and (
        dtypes.is_complex(a) or dtypes.is_complex(b)),
        op in ("divide",) + DIVISION)
    for op in OPS for suffix in ("", INPLACE_SUFFIX)
    for a in dtypes.DTYPES for b in dtypes.DTYPES}


# Values a profile's specification or library leaves to the platform, so
# that no exact expectation exists, are kept out of its cases:
# - array-api: the standard leaves integer overflow, the order of signed
#   zeros in maximum and complex results with infinities or NaN to
#   implementations (data_types.rst, elementwise_functions.py): all its
#   values come from the small exact sets, where none of these arise;
# - mlx: an integer becomes bfloat16 through float32 (mlx/types/bf16.h has
#   only a float constructor), rounding twice, unless the CPU has native
#   bfloat16 (__ARM_FEATURE_BF16): 32- and 64-bit integers meeting bfloat16
#   take the exact sets, whose values every path converts alike;
# - jax: XLA on CPU flushes subnormal float32 and float64 values to zero:
#   values from the FLUSH_SAFE pool (value_pools.py).
_WIDE_INTEGERS = frozenset(("int32", "int64", "uint32", "uint64"))


def exact_operands(profile, op, a_dtype, b_dtype):
    """(exact, divisor): whether a (op) b draws its values from the exact
    sets (_EXACT_VALUES, and the profiles above), and b from the nonzero
    ones."""
    exact, divisor = _EXACT_VALUES[op, a_dtype, b_dtype]
    if profile == "array-api":
        exact = True
    elif profile == "mlx" and "bfloat16" in (a_dtype, b_dtype) and (
            a_dtype in _WIDE_INTEGERS or b_dtype in _WIDE_INTEGERS):
        exact = True
    return exact, divisor


def value_pool(profile):
    """The value pool a profile's cases draw from (see above)."""
    return FLUSH_SAFE if profile == "jax" else ANY


# The pool of b in the newer functions (value_pools.py): shift counts for
# the shifts, divisors for floor_divide and remainder (jax keeps its
# FLUSH_SAFE floats: a divisor pool's subnormals would be flushed).
_B_POOLS = {op + suffix: pool
            for ops, pool in ((SHIFTS, SHIFT_COUNTS), (DIVISION, DIVISORS))
            for op in ops for suffix in ("", INPLACE_SUFFIX)}


def b_value_pool(profile, op, b_dtype):
    """The value pool of a (op) b's b."""
    pool = _B_POOLS.get(op)
    if pool is None or (profile == "jax" and pool == DIVISORS
                        and not dtypes.is_integral(b_dtype)):
        return value_pool(profile)
    return pool


# The inputs of a binary case, in order.
_BINARY_KEYS = ("a", "b", "default_float")


# The functions whose complex values are drawn from the MODERATE pool
# (value_pools.py), both operands, in every profile.
_MODERATE_COMPLEX_OPS = frozenset(
    op + suffix for op in ("pow", "atan2", "logaddexp")
    for suffix in ("", INPLACE_SUFFIX))


@functools.lru_cache(maxsize=None)
def _binary_plan(family, seed, profile, op, a_dtype, b_dtype):
    """What binary_line's cases of one op and dtype pair share: the array
    drawers (value_pools) of the two operands, and the line template
    (common.line_template)."""
    if op in _MODERATE_COMPLEX_OPS and (dtypes.is_complex(a_dtype)
                                        or dtypes.is_complex(b_dtype)):
        return (pooled_array_drawer(MODERATE, seed, a_dtype),
                pooled_array_drawer(MODERATE, seed, b_dtype),
                line_template(family, seed, op, _BINARY_KEYS, profile))
    exact, divisor = exact_operands(profile, op, a_dtype, b_dtype)
    pool = value_pool(profile)
    return (_array_drawer(seed, a_dtype, exact, False, pool),
            _array_drawer(seed, b_dtype, exact, divisor,
                          b_value_pool(profile, op, b_dtype)),
            line_template(family, seed, op, _BINARY_KEYS, profile))


_DEFAULT_FLOAT_TEXTS = tuple(json_text.name(name) for name in DEFAULT_FLOATS)


def binary_line(family, rng, seed, index, profile, op, a_dtype, a_shape,
                b_dtype, b_shape):
    """The line of the case a (op) b, `op` an element-wise op or its
    in-place form, in `profile`, with random values (exact ones where
    exact_operands says)."""
    draw_a, draw_b, template = _binary_plan(family, seed, profile, op,
                                            a_dtype, b_dtype)
    a_shape, b_shape = tuple(a_shape), tuple(b_shape)
    a_data, a_text = draw_a(rng, a_shape)
    b_data, b_text = draw_b(rng, b_shape)
    choice = floor(rng.random() * len(DEFAULT_FLOATS))
    return template % (index, a_text, b_text, _DEFAULT_FLOAT_TEXTS[choice],
                       binary_expectation(
                           op, make_array((a_dtype, a_shape, a_data)),
                           make_array((b_dtype, b_shape, b_data)),
                           DEFAULT_FLOATS[choice], profile))
