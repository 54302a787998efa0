"""The profiles added after the families' corpus was first committed, and
what a family asks of a profile before it draws its cases.

A family that cycles through the profiles by case index would move every
case to another profile if a new one joined the cycle. So each family
keeps cycling through EARLIER for the cases it drew before, and draws the
cases of the LATER profiles after them (their indices follow): adding a
profile adds cases and leaves every earlier case byte for byte as it was.
"""

from promcast_model.profiles import NAMES
from promcast_model.profiles import profile as find_profile

# The profiles of the first committed corpus, in the families' order.
EARLIER = ("torch", "numpy", "array-api", "jax", "mlx")
LATER = tuple(name for name in NAMES if name not in EARLIER)


def lacks(profile, function):
    """Whether the profile's library has no such op or function
    (profiles.py MISSING_OPS): no family draws a case of it."""
    return function in getattr(find_profile(profile), "MISSING_OPS", ())


def has_python_scalars(profile):
    """Whether the profile's library takes Python scalar operands
    (profiles.py PYTHON_SCALARS; ONNX has none): no family draws a scalar
    case for a profile without them."""
    return getattr(find_profile(profile), "PYTHON_SCALARS", True)


def computes(profile, op, a_dtype, b_dtype):
    """Whether a (op) b of arrays of these dtypes computes a value in the
    profile (its elementwise_dtypes refuses nothing)."""
    decision = find_profile(profile).elementwise_dtypes(
        op, a_dtype, False, b_dtype, False, "float32", False)
    return not (decision.early_refusal or decision.late_refusal)


def later_having(function):
    """The LATER profiles that have `function`."""
    return tuple(name for name in LATER if not lacks(name, function))


def in_turn(index, earlier_count, function):
    """The profile of a family's case `index` when the family cycles
    through the profiles: EARLIER in turn for its first `earlier_count`
    cases (those it drew before the later profiles), then the LATER
    profiles that have `function` in turn (EARLIER again if none has)."""
    later = later_having(function)
    if index < earlier_count or not later:
        return EARLIER[index % len(EARLIER)]
    return later[(index - earlier_count) % len(later)]
