"""Family concat: concat(arrays, axis) in every profile: 0 to 6 arrays
(now and then a few hundred), the default axis, None, negative,
non-negative and out-of-range axes, sizes that differ along the axis
(0 included) or elsewhere, ranks that differ, 0-d arrays, PyTorch's
legacy empty tensors (1-D, shape [0]) among others, mixed dtypes. Values:
any value of each dtype (function_arrays.py).

The stdlib profile's cases are drawn their own way (_stdlib_case): its
concat broadcasts every array to the first largest-rank one except along
the axis, and its default axis is the last, so its arrays differ in rank
and have size-1 dimensions on purpose, the first array among them."""

from promcast_model.function_call import AXIS_DEFAULT

from .common import below, between, pick
from .common import later_having
from .function_arrays import (axis_beyond, case_profile, function_line,
                              joined_arrays)

NAME = "concat"
# The first profiles' cases, then LATER_SHARE for each later profile
# that has concat (common.later_profile: tfjs's, then onnx's, then
# stdlib's).
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


def _joinable(rng, count, rank, axis_position):
    """`count` shapes of `rank` equal but along axis_position."""
    base = [pick(rng, _SIZES) for _ in range(rank)]
    shapes = []
    for _ in range(count):
        shape = list(base)
        if rank:
            shape[axis_position] = pick(rng, _SIZES)
        shapes.append(shape)
    return shapes


def _shapes(rng, count, rank, axis_position):
    """_joinable's shapes; now and then one that differs elsewhere, has
    another rank, or is PyTorch's legacy empty [0]."""
    shapes = _joinable(rng, count, rank, axis_position)
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


# How many draws in their sum give the default axis, None, an axis in
# range and one beyond it: for the first profiles, tfjs and onnx; and for
# stdlib, whose default axis is the last, with fewer None (stdlib has no
# flattening concat: undefined).
_AXIS_SHARES = (3, 1, 5, 1)
_STDLIB_AXIS_SHARES = (7, 1, 10, 2)


def _axis(rng, rank, shares=_AXIS_SHARES):
    default, none, inside, _ = shares
    choice = below(rng, sum(shares))
    if choice < default:
        return AXIS_DEFAULT
    if choice < default + none:
        return None
    if choice < default + none + inside and rank:
        return between(rng, -rank, rank - 1)
    return axis_beyond(rng, rank)


def _stdlib_disturbed(rng, shapes, rank, position):
    """One array's shape made to broadcast or not against the others: its
    leading dimensions dropped (a lower rank, broadcast back; the axis
    among them is out of its range), a size other than the axis's made 1
    (broadcasts, unless the array is the one the others broadcast to) or
    one larger (does not), a new leading dimension (it becomes the
    largest), or 0-d."""
    victim = below(rng, len(shapes))
    shape = shapes[victim]
    # The axis counted from the end, as stdlib counts it, in the victim's
    # own dimensions (an earlier disturbance may have changed its rank).
    axis_index = len(shape) - (rank - position)
    others = [index for index in range(len(shape)) if index != axis_index]
    choice = below(rng, 9)
    if choice < 2 and shape:
        # mostly the dimensions before the axis alone
        keep = axis_index if axis_index > 0 and rng.random() < 0.75 \
            else len(shape)
        shapes[victim] = shape[between(rng, 1, keep):]
    elif choice < 4 and others:
        shape[pick(rng, others)] = 1
    elif choice < 6 and others:
        shape[pick(rng, others)] += 1
    elif choice < 8:
        shapes[victim] = [pick(rng, (1, 2))] + shape
    else:
        shapes[victim] = []


def _stdlib_case(rng, seed, index):
    """A stdlib case: `count` arrays of one shape but along the axis (the
    last for the default axis: _joinable), then up to two of them disturbed
    (_stdlib_disturbed); dtypes those stdlib makes arrays of."""
    count = _count(rng, index)
    rank = pick(rng, (0, 1, 1, 1, 2, 2, 2, 3, 3, 3))
    axis = _axis(rng, rank, _STDLIB_AXIS_SHARES)
    position = rank - 1
    if isinstance(axis, int) and rank and -rank <= axis < rank:
        position = axis % rank
    shapes = _joinable(rng, count, rank, position)
    for chance in (0.45, 0.2):
        if count and rng.random() < chance:
            _stdlib_disturbed(rng, shapes, rank, position)
    arrays = joined_arrays(rng, shapes, "stdlib")
    return function_line(rng, NAME, seed, index, "concat", arrays, axis,
                         "stdlib")


def case_line(rng, seed, index):
    profile = case_profile(index, FIRST_COUNT, LATER_SHARE, "concat")
    if profile == "stdlib":
        return _stdlib_case(rng, seed, index)
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
