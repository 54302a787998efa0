"""Random operand pairs for the element-wise op families: shapes that
broadcast (or not), and values suited to the op."""

from promcast_corpus.encoding import encode_array
from promcast_model import dtypes
from promcast_model.array import Array

from .common import (NONZERO_SIZES, SMALL_SIZES, below, element_count,
                     limited_shape, pick, shape_broadcasting_to)
from .value_pools import exact_value, random_value

MAX_ELEMENTS = 6
# float32 and float64 mostly; the other two the C oracle accepts too.
DEFAULT_FLOATS = ("float32", "float32", "float64", "float64", "float16",
                  "bfloat16")


def op_dtype_combinations(ops):
    """Every (op, a dtype, b dtype), in a fixed order: a family cycles
    through them by case index, so any count of at least their number
    covers all."""
    return [(op, a, b) for op in ops for a in dtypes.DTYPES
            for b in dtypes.DTYPES]


def random_values(rng, dtype, count, exact=False, divisor=False):
    """`count` values of dtype: random with edge values, or, when `exact`,
    from value_pools.exact_value."""
    if exact:
        return [exact_value(rng, dtype, divisor) for _ in range(count)]
    return [random_value(rng, dtype) for _ in range(count)]


def random_array(rng, dtype, shape, exact=False, divisor=False):
    data = random_values(rng, dtype, element_count(shape), exact, divisor)
    return encode_array(Array(dtype, tuple(shape), data))


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


def binary_inputs(rng, op, a_dtype, a_shape, b_dtype, b_shape):
    """Inputs of a (op) b. Complex multiplication and division, which
    libraries compute by different formulas, get exact values on both sides
    (and a nonzero divisor), so that every formula gives the same result."""
    exact = op in ("multiply", "true_divide") and (
        dtypes.is_complex(a_dtype) or dtypes.is_complex(b_dtype))
    return {"a": random_array(rng, a_dtype, a_shape, exact),
            "b": random_array(rng, b_dtype, b_shape, exact,
                              divisor=op == "true_divide"),
            "default_float": pick(rng, DEFAULT_FLOATS)}
