"""Family stack: stack(arrays, axis) in every profile: 0 to 6 arrays (now
and then a hundred), the default axis, every position of the new axis
from -(N + 1) to N, axes beyond them, shapes or ranks that differ, 0-d
and size-0 arrays, mixed dtypes. Values: any value of each dtype
(function_arrays.py)."""

from promcast_model.function_call import AXIS_DEFAULT

from .common import below, between, pick
from .common import later_having
from .function_arrays import (axis_beyond, case_profile, function_line,
                              joined_arrays)

NAME = "stack"
# The first profiles' cases, then LATER_SHARE for each later profile
# that has stack (common.later_profile: tfjs's, then onnx's).
FIRST_COUNT = 3000
LATER_SHARE = 600
COMMITTED_COUNT = FIRST_COUNT + LATER_SHARE * len(later_having("stack"))
DESCRIPTION = ("stack in every profile: 0 to a hundred arrays, every new "
               "axis position and beyond, 0-d, size 0, shapes that differ")

_SIZES = (0, 1, 1, 2, 2, 3)
_MANY = {13: 100}


def _axis(rng, rank):
    choice = below(rng, 10)
    if choice < 3:
        return AXIS_DEFAULT
    if choice < 9:
        return between(rng, -rank - 1, rank)
    return axis_beyond(rng, rank + 1)


def case_line(rng, seed, index):
    profile = case_profile(index, FIRST_COUNT, LATER_SHARE, "stack")
    count = _MANY.get(index) or pick(rng, (0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6))
    rank = pick(rng, (0, 0, 1, 1, 2, 2, 3))
    base = [pick(rng, _SIZES) for _ in range(rank)]
    shapes = [list(base) for _ in range(count)]
    if count > 1 and rng.random() < 0.2:
        victim = 1 + below(rng, count - 1)
        if rank and rng.random() < 0.5:
            shapes[victim][below(rng, rank)] += 1
        else:
            shapes[victim] = shapes[victim][1:] if rank else [1]
    axis = _axis(rng, rank)
    arrays = joined_arrays(rng, shapes, profile)
    return function_line(rng, NAME, seed, index, "stack", arrays, axis,
                         profile)
