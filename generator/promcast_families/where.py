"""Family where: where(condition, x1, x2) in every profile, x1 and x2 each
of every form the profile has (each of its dtypes, or a Python scalar of
each kind: bool, int, float, complex), both scalars included; the
condition bool seven times in ten (nine for array-api), else of a random
dtype of the profile (uint8 among them: PyTorch takes it, the Array API
leaves it open); three-way broadcasting with 0-d and size-0 shapes,
about one case in twelve with an operand that does not broadcast.

The (profile, x1 form, x2 form) cells are cycled in order, so the
committed count covers each twice; then the later profiles' cells, each
profile's after the one before it: tfjs's twice; onnx's (no Python
scalars, no promotion) twice, and its cells of one dtype ten times
more."""

from promcast_model.profiles import profile as find_profile

from .common import (FIRST_PROFILES, LATER_PROFILES, has_python_scalars,
                     later_having, pick)
from .selection_operands import (exact_values, forms, function_line,
                                 is_kind, operand_shape, random_array,
                                 random_operand, target_shape)

NAME = "where"
DESCRIPTION = ("where(condition, x1, x2) x every profile's dtypes and "
               "Python scalar kinds for x1 and x2, non-bool conditions, "
               "three-way broadcasting")

def _cells(profiles):
    return [(profile, x1, x2) for profile in profiles
            for x1 in forms(profile) for x2 in forms(profile)]


# The first profiles' cells twice (common.FIRST_PROFILES).
COMBINATIONS = _cells(FIRST_PROFILES)
FIRST_COUNT = 2 * len(COMBINATIONS)
# A profile that does not promote (no Python scalars either: ONNX) refuses
# x1 and x2 of two dtypes: its cells of one dtype are drawn SAME_ROUNDS
# times more, so that its values are tested too.
SAME_ROUNDS = 10


def _later_cells(profile):
    cells = 2 * _cells((profile,))
    if not has_python_scalars(profile):
        cells += SAME_ROUNDS * [(profile, x1, x1) for x1 in forms(profile)]
    return cells


# Then each later profile's cells (common.later_having) after the one
# before it's: twice, and for onnx its SAME_ROUNDS.
LATER_COMBINATIONS = [cell for profile in later_having("where")
                      for cell in _later_cells(profile)]
COMMITTED_COUNT = FIRST_COUNT + len(LATER_COMBINATIONS)

# each operand's chance not to broadcast: about one case in twelve
_DISTURB = 1 / 36
# The Array API leaves a non-bool condition open, tfjs refuses it: fewer
# of them there.
_BOOL_CONDITION = {profile: 0.9 if profile in ("array-api", "tfjs") else 0.7
                   for profile in FIRST_PROFILES + LATER_PROFILES}


def case_line(rng, seed, index):
    if index < FIRST_COUNT or not LATER_COMBINATIONS:
        profile, form1, form2 = COMBINATIONS[index % len(COMBINATIONS)]
    else:
        profile, form1, form2 = LATER_COMBINATIONS[
            (index - FIRST_COUNT) % len(LATER_COMBINATIONS)]
    # The Array API leaves a non-bool condition open: fewer of them there.
    condition_dtype = ("bool" if rng.random() < _BOOL_CONDITION[profile]
                       else pick(rng, find_profile(profile).DTYPES))
    target = target_shape(rng)
    shapes = [operand_shape(rng, target, _DISTURB) for _ in range(3)]
    array_dtypes = [form for form in (condition_dtype, form1, form2)
                    if not is_kind(form)]
    exact = exact_values(profile, array_dtypes)
    condition = random_array(rng, seed, profile, condition_dtype, shapes[0])
    partner1 = None if is_kind(form2) else form2
    partner2 = None if is_kind(form1) else form1
    x1 = random_operand(rng, seed, profile, form1, shapes[1], partner1,
                        exact)
    x2 = random_operand(rng, seed, profile, form2, shapes[2], partner2,
                        exact)
    return function_line(NAME, seed, index, profile, "where",
                         (condition, x1, x2), rng)
