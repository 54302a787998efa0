"""Family clip: clip(x, min, max) in every profile, x of every dtype the
profile has, each bound of every form: None, an array of x's dtype, an
array of another dtype, a Python scalar of each kind (bool, int, float,
complex); bounds mostly ordered (min below max), NaN and infinities now
and then; bound shapes that broadcast to a shape larger than x's, 0-d and
size-0 shapes, one operand in eighteen not broadcasting. No value is -0.0:
which zero a tie of -0.0 and +0.0 gives differs between a library's own
loops (promcast_model/clip.py).

The (profile, x dtype, min form, max form) cells are cycled in order, the
Array API's defined forms twice more; the committed count covers each
once. Then the later profiles' cells (later_profiles.py: onnx, whose Clip
takes no Python scalar and only 0-d bounds) twice, and their cells with
absent bounds or bounds of x's dtype five times more."""

from promcast_model import dtypes
from promcast_model.array import Array
from promcast_model.float_formats import round_float
from promcast_model.profiles import profile as find_profile

from .common import pick
from .later_profiles import EARLIER, has_python_scalars, later_having
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
COMBINATIONS = [(profile, x, low, high) for profile in EARLIER
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
# The later profiles' cells (later_profiles.py) after those, twice: a
# profile without Python scalars has three bound forms (None, an array of
# x's dtype, of another), and 0-d bounds only (ONNX's Clip) are drawn three
# times in four.
COMBINATIONS += 2 * [
    (profile, x, low, high) for profile in later_having("clip")
    for forms in [_BOUND_FORMS if has_python_scalars(profile)
                  else (_NONE, _SAME, _OTHER)]
    for x in find_profile(profile).DTYPES
    for low in forms for high in forms]
# Their cells whose bounds are absent or of x's dtype (the ones ONNX
# computes) SAME_ROUNDS times more, so that its values are tested too.
SAME_ROUNDS = 5
COMBINATIONS += SAME_ROUNDS * [
    (profile, x, low, high) for profile in later_having("clip")
    if not has_python_scalars(profile)
    for x in find_profile(profile).DTYPES
    for low in (_NONE, _SAME) for high in (_NONE, _SAME)]
COMMITTED_COUNT = len(COMBINATIONS)
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


def _bound_shape(rng, profile, target):
    shape = operand_shape(rng, target, _DISTURB)
    if profile in _ZERO_D_BOUNDS and rng.random() < 0.75:
        return ()
    return shape


def case_line(rng, seed, index):
    profile, x_dtype, low_form, high_form = COMBINATIONS[
        index % len(COMBINATIONS)]
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
    return function_line(NAME, seed, index, profile, "clip", (x, low, high),
                         rng)
