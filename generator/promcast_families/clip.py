"""Family clip: clip(x, min, max) in every profile, x of every dtype the
profile has, each bound of every form: None, an array of x's dtype, an
array of another dtype, a Python scalar of each kind (bool, int, float,
complex); bounds mostly ordered (min below max), NaN and infinities now
and then; bound shapes that broadcast to a shape larger than x's, 0-d and
size-0 shapes, one operand in eighteen not broadcasting. No value is -0.0:
which zero a tie of -0.0 and +0.0 gives differs between a library's own
loops (promcast_model/clip.py).

The (profile, x dtype, min form, max form) cells are cycled in order, the
Array API's defined forms twice more; then the later profiles' cells:
tfjs's, and its defined forms (number bounds) three times more; onnx's
(its Clip takes no Python scalar and only 0-d bounds) twice, and its
cells with absent bounds or bounds of x's dtype five times more. The
committed count covers each once."""

from promcast_model import dtypes
from promcast_model.array import Array
from promcast_model.function_call import Scalar
from promcast_model.promotion_tfjs import js_number
from promcast_model.float_formats import round_float
from promcast_model.profiles import profile as find_profile

from .common import FIRST_PROFILES, later_having, pick
from .selection_operands import (SCALAR_FORMS, exact_values, function_line,
                                 is_kind, operand_shape, random_array,
                                 random_operand, target_shape)

NAME = "clip"
DESCRIPTION = ("clip(x, min, max) x every profile's dtypes x bound forms "
               "(None, arrays, Python scalars), unordered bounds, NaN, "
               "broadcasting")

_NONE = "none"
_SAME = "same"
_OTHER = "other"
_BOUND_FORMS = (_NONE, _SAME, _OTHER) + SCALAR_FORMS
COMBINATIONS = [(profile, x, low, high) for profile in FIRST_PROFILES
                for x in find_profile(profile).DTYPES
                for low in _BOUND_FORMS for high in _BOUND_FORMS]
# The Array API standard leaves most of those open (bool and complex x,
# bounds of another dtype, bool and complex scalars): its defined forms
# again, twice, so that its values and shapes are tested too.
_DEFINED = {"int": (_NONE, _SAME, "py:int"),
            "float": (_NONE, _SAME, "py:int", "py:float")}
COMBINATIONS += 2 * [
    ("array-api", x, low, high) for x in find_profile("array-api").DTYPES
    if dtypes.is_integral(x) or dtypes.is_floating(x)
    for forms in [_DEFINED["int" if dtypes.is_integral(x) else "float"]]
    for low in forms for high in forms]
FIRST_COUNT = len(COMBINATIONS)


def _cells(profile, forms):
    return [(profile, x, low, high) for x in find_profile(profile).DTYPES
            for low in forms for high in forms]


# SAME_ROUNDS: how many more times onnx's cells whose bounds are absent or
# of x's dtype (the ones ONNX computes) are drawn, so that its values are
# tested too.
SAME_ROUNDS = 5
# Then the later profiles' cells (common.later_having), each profile's
# after the one before it: tfjs's, and its defined forms (number bounds)
# three times more; onnx's, twice: a profile without Python scalars has
# three bound forms (None, an array of x's dtype, of another), and 0-d
# bounds only (ONNX's Clip) are drawn three times in four; then its
# SAME_ROUNDS.
_LATER_CELLS = {
    "tfjs": lambda: _cells("tfjs", _BOUND_FORMS) + 3 * _cells(
        "tfjs", ("py:int", "py:float")),
    "onnx": lambda: 2 * _cells("onnx", (_NONE, _SAME, _OTHER))
    + SAME_ROUNDS * _cells("onnx", (_NONE, _SAME)),
}
LATER_COMBINATIONS = [cell for profile in later_having("clip")
                      for cell in _LATER_CELLS[profile]()]
COMMITTED_COUNT = FIRST_COUNT + len(LATER_COMBINATIONS)
# The profiles whose bounds must be 0-d arrays.
_ZERO_D_BOUNDS = frozenset(("onnx",))

_DISTURB = 1 / 18

# Ordered bounds: values from these sets (those the bound's dtype holds)
# three times in four, so that most cases clamp on both sides.
_LOW = {"signed": (-2, -1, 0, 1), "unsigned": (0, 1, 2),
        "floating": (-1.5, -1.0, 0.0, 0.5), "bool": (False,)}
_HIGH = {"signed": (2, 3, 5, 100), "unsigned": (3, 5, 100),
         "floating": (1.0, 2.5, 3.0, 100.0), "bool": (True,)}


def _ordered(rng, array, table):
    """The array with its values replaced by ordered bound values of its
    dtype (complex: real ones)."""
    kind = dtypes.kind(array.dtype)
    choices = table["floating" if kind == dtypes.KIND_COMPLEX else kind]
    data = [pick(rng, choices) for _ in array.data]
    if kind == dtypes.KIND_FLOATING:
        # the narrow formats hold a neighbour of 100.0 (96.0 in e5m2)
        data = [round_float(value, array.dtype) for value in data]
    if kind == dtypes.KIND_COMPLEX:
        part = dtypes.COMPLEX_COMPONENT[array.dtype]
        data = [complex(round_float(value, part), 0.0) for value in data]
    return Array(array.dtype, array.shape, data)


def _bound(rng, seed, profile, form, x_dtype, shape, table, exact):
    if form == _NONE:
        return None
    dtype = x_dtype
    if form == _OTHER:
        dtype = pick(rng, [other for other in find_profile(profile).DTYPES
                           if other != x_dtype])
    if is_kind(form):
        return random_operand(rng, seed, profile, form, shape, x_dtype)
    bound = random_array(rng, seed, profile, dtype, shape, exact, True)
    if rng.random() < 0.75:
        bound = _ordered(rng, bound, table)
    return bound


def _tfjs_ordered(rng, low, high):
    """tf.clipByValue refuses min > max (and NaN): two number bounds are
    put in order three times in four, so that most tfjs cases clamp."""
    numbers = [bound for bound in (low, high) if isinstance(bound, Scalar)
               and bound.kind in ("int", "float")]
    if len(numbers) == 2 and rng.random() < 0.75 and js_number(
            high.kind, high.value) < js_number(low.kind, low.value):
        return high, low
    return low, high


def _bound_shape(rng, profile, target):
    shape = operand_shape(rng, target, _DISTURB)
    if profile in _ZERO_D_BOUNDS and rng.random() < 0.75:
        return ()
    return shape


def case_line(rng, seed, index):
    if index < FIRST_COUNT:
        profile, x_dtype, low_form, high_form = COMBINATIONS[
            index % len(COMBINATIONS)]
    else:
        profile, x_dtype, low_form, high_form = LATER_COMBINATIONS[
            (index - FIRST_COUNT) % len(LATER_COMBINATIONS)]
    target = target_shape(rng)
    # x is a suffix of the target (or the whole) half the time: the bounds
    # then broadcast it to a larger shape.
    x_shape = operand_shape(rng, target, _DISTURB)
    exact = exact_values(profile, [x_dtype])
    x = random_array(rng, seed, profile, x_dtype, x_shape, exact, True)
    low = _bound(rng, seed, profile, low_form, x_dtype,
                 _bound_shape(rng, profile, target), _LOW, exact)
    high = _bound(rng, seed, profile, high_form, x_dtype,
                  _bound_shape(rng, profile, target), _HIGH, exact)
    if profile == "tfjs":
        low, high = _tfjs_ordered(rng, low, high)
    return function_line(NAME, seed, index, profile, "clip", (x, low, high),
                         rng)
