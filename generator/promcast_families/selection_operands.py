"""What families where and clip share: three operands' shapes (a common
target, each operand broadcasting to it, now and then one that does not),
arrays of the seed's pooled values, and Python scalar operands."""

from math import inf, nan

from promcast_corpus import json_text
from promcast_corpus.cases import function_expectation, function_inputs
from promcast_model import dtypes
from promcast_model.array import Array
from promcast_model.function_call import AXIS_DEFAULT, FunctionCall, Scalar
from promcast_model.operands import SCALAR_KINDS
from promcast_model.profiles import profile as find_profile

from .common import (NONZERO_SIZES, SMALL_SIZES, below, has_python_scalars,
                     limited_shape, line_template, pick,
                     shape_broadcasting_to)
from .operands import DEFAULT_FLOATS, _disturbed, value_pool
from .value_pools import exact_array_drawer, pooled_array_drawer

MAX_ELEMENTS = 6
_DEFAULT_FLOAT_TEXTS = tuple(json_text.name(name) for name in DEFAULT_FLOATS)


# A Python scalar's form: its kind behind this prefix (a dtype's form is
# its name: "bool" is the dtype, "py:bool" the Python bool).
_SCALAR_PREFIX = "py:"
SCALAR_FORMS = tuple(_SCALAR_PREFIX + kind for kind in SCALAR_KINDS)


def forms(profile):
    """An operand's forms in a profile: each of its dtypes (an array), then
    each Python scalar kind (if the profile's library takes Python
    scalars)."""
    scalars = SCALAR_FORMS if has_python_scalars(profile) else ()
    return tuple(find_profile(profile).DTYPES) + scalars


def is_kind(form):
    return form.startswith(_SCALAR_PREFIX)


def target_shape(rng):
    """The shape the operands broadcast to: at most MAX_ELEMENTS elements,
    0-d ones included; a size-0 dimension one time in ten."""
    sizes = SMALL_SIZES if rng.random() < 0.1 else NONZERO_SIZES
    return limited_shape(rng, 3, MAX_ELEMENTS, sizes)


def operand_shape(rng, target, disturb=0.0):
    """A shape broadcasting to `target` (a suffix with some dimensions 1);
    with probability `disturb` one that does not."""
    shape = shape_broadcasting_to(rng, target)
    if rng.random() < disturb:
        shape = _disturbed(rng, shape)
    return tuple(shape)


# mlx: where 32- and 64-bit integers meet bfloat16 the families draw exact
# values (family values' rule, docs/profiles/mlx.md).
_MLX_EXACT_WITH_BFLOAT16 = ("int32", "int64", "uint32", "uint64")


def exact_values(profile, array_dtypes):
    return (profile == "mlx" and "bfloat16" in array_dtypes
            and any(dtype in _MLX_EXACT_WITH_BFLOAT16
                    for dtype in array_dtypes))


def random_array(rng, seed, profile, dtype, shape, exact=False,
                 no_negative_zero=False):
    """An Array of the seed's pooled values of dtype (flush-safe ones for
    jax, exact ones when `exact`); -0.0 made +0.0 when no_negative_zero
    (clip: libraries' loops differ on which zero a tie gives)."""
    if exact:
        data = exact_array_drawer(dtype, False)(rng, shape)[0]
    else:
        data = pooled_array_drawer(value_pool(profile), seed, dtype)(
            rng, shape)[0]
    if no_negative_zero and (dtypes.is_floating(dtype)
                             or dtypes.is_complex(dtype)):
        data = [_positive_zero(value) for value in data]
    return Array(dtype, shape, list(data))


def _positive_zero(value):
    if isinstance(value, complex):
        return complex(value.real + 0.0, value.imag + 0.0)
    return value + 0.0


# Python scalars: small values, values at and beyond integer dtypes'
# bounds, beyond int32 (jax) and int64 (torch's parser), NaN, infinities,
# floats beyond float16 and float32.
_INTS = (0, 1, -1, 2, 3, -4, 7, 100, 127, 128, 255, 256, -128, -129, 300,
         -300, 65504, 70000, 1 << 31, -(1 << 31) - 1, 1 << 40, 1 << 64)
_FLOATS = (0.5, 2.5, -1.5, 0.0, 1.0, -3.0, 0.1, nan, inf, -inf, 1e300,
           70000.0, 3.5e38)
_COMPLEXES = (1 + 2j, 0.5 - 1j, 2 + 0j, complex(nan, 0.0), 1j)


def scalar_value(rng, profile, kind, partner=None):
    """A Python scalar's value of `kind`; ints near the partner dtype's
    bounds half the time."""
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "float":
        return pick(rng, _FLOATS)
    if kind == "complex":
        return pick(rng, _COMPLEXES)
    if partner and dtypes.is_integral(partner) and rng.random() < 0.5:
        low, high = dtypes.integer_range(partner)
        return pick(rng, (low - 1, low, high, high + 1))
    value = pick(rng, _INTS)
    if profile == "torch" and 1 << 63 <= value < 1 << 64:
        # PyTorch parses an int from 2**63 to 2**64 - 1 as a uint64
        # Scalar, which the model leaves out (family scalars' rule).
        value = 1 << 64
    return value


def random_operand(rng, seed, profile, form, shape, partner=None,
                   exact=False, no_negative_zero=False):
    """An operand of `form`: an Array of that dtype and shape, or a Scalar
    of that kind."""
    if is_kind(form):
        kind = form[len(_SCALAR_PREFIX):]
        return Scalar(kind, scalar_value(rng, profile, kind, partner))
    return random_array(rng, seed, profile, form, shape, exact,
                        no_negative_zero)


def function_line(family, seed, index, profile, function, operands, rng):
    """The case line of a function call of `operands`, with a random
    default float dtype."""
    call = FunctionCall(function, tuple(operands), AXIS_DEFAULT)
    choice = below(rng, len(DEFAULT_FLOATS))
    inputs = function_inputs(call, DEFAULT_FLOATS[choice])
    expect = function_expectation(call, profile, DEFAULT_FLOATS[choice])
    return line_template(family, seed, function, tuple(inputs), profile) % (
        index, *inputs.values(), expect)
