"""Family concat: concat(arrays, axis) in every profile: 0 to 6 arrays
(now and then a few hundred), the default axis, None, negative,
non-negative and out-of-range axes, sizes that differ along the axis
(0 included) or elsewhere, ranks that differ, 0-d arrays, PyTorch's
legacy empty tensors (1-D, shape [0]) among others, mixed dtypes. Values:
any value of each dtype (function_arrays.py)."""

from promcast_model.function_call import AXIS_DEFAULT

from .common import below, between, pick
from .common import later_having
from .function_arrays import (axis_beyond, case_profile, function_line,
                              joined_arrays)

NAME = "concat"
# The first profiles' cases, then LATER_SHARE for each later profile
# that has concat (common.later_profile: tfjs's, then onnx's).
FIRST_COUNT = 3000
LATER_SHARE = 600
COMMITTED_COUNT = FIRST_COUNT + LATER_SHARE * len(later_having("concat"))
DESCRIPTION = ("concat in every profile: 0 to hundreds of arrays, axes "
               "default/None/negative/out of range, 0-d, size 0, legacy "
               "empty tensors")

_SIZES = (0, 1, 1, 2, 2, 3)
# Cases with many arrays: the index of each, and how many.
_MANY = {11: 300, 1234: 120}


def _count(rng, index):
    if index in _MANY:
        return _MANY[index]
    return pick(rng, (0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6))


def _shapes(rng, count, rank, axis_position):
    """`count` shapes of `rank` equal but along axis_position; now and then
    one that differs elsewhere, has another rank, or is PyTorch's legacy
    empty [0]."""
    base = [pick(rng, _SIZES) for _ in range(rank)]
    shapes = []
    for _ in range(count):
        shape = list(base)
        if rank:
            shape[axis_position] = pick(rng, _SIZES)
        shapes.append(shape)
    if count and rng.random() < 0.25:
        victim = below(rng, count)
        choice = below(rng, 4)
        if choice == 0 and rank > 1:
            other = (axis_position + 1) % rank
            shapes[victim][other] += 1
        elif choice == 1:
            shapes[victim] = shapes[victim][1:] if rank else [2]
        elif choice == 2:
            shapes[victim] = [0]
        else:
            shapes[victim] = []
    return shapes


def _axis(rng, rank):
    choice = below(rng, 10)
    if choice < 3:
        return AXIS_DEFAULT
    if choice < 4:
        return None
    if choice < 9 and rank:
        return between(rng, -rank, rank - 1)
    return axis_beyond(rng, rank)


def case_line(rng, seed, index):
    profile = case_profile(index, FIRST_COUNT, LATER_SHARE, "concat")
    count = _count(rng, index)
    rank = pick(rng, (0, 1, 1, 2, 2, 3))
    axis = _axis(rng, rank)
    position = 0
    if isinstance(axis, int) and rank and -rank <= axis < rank:
        position = axis % rank
    shapes = _shapes(rng, count, rank, position)
    arrays = joined_arrays(rng, shapes, profile)
    return function_line(rng, NAME, seed, index, "concat", arrays, axis,
                         profile)
