"""Family vecdot: vecdot(x1, x2, axis) in every profile: the default axis,
negative and non-negative axes, axes out of range, operands of different
ranks (where the libraries' axis rules part), contracted sizes that differ
or are 1 (PyTorch broadcasts them), other axes that broadcast or do not,
0-d and size-0 operands, every dtype pair (mostly equal). Values:
function_arrays.py (finite and moderate)."""

from promcast_model.function_call import AXIS_DEFAULT

from .common import below, between, pick, shape_broadcasting_to
from .function_arrays import (axis_beyond, case_profile, contraction_array,
                              dtype_pair, function_line, inexact_dtypes)

# The profiles whose vecdot takes floating and complex dtypes only draw
# them more often (PyTorch refuses the others, the standard leaves them
# open).
_INEXACT_PROFILES = ("torch", "array-api")

NAME = "vecdot"
COMMITTED_COUNT = 4000
DESCRIPTION = ("vecdot in every profile: default, negative, non-negative "
               "and out-of-range axes, broadcasting, 0-d and size-0")

_SIZES = (0, 1, 1, 2, 2, 3, 3, 4)


def _draw(rng):
    """(shape1, shape2, axis): a full shape holding the contracted axis at
    a negative position, x2 a shape broadcasting to it that keeps that
    axis, then the axis as drawn."""
    rank = pick(rng, (1, 1, 2, 2, 3, 4))
    full = [pick(rng, _SIZES) for _ in range(rank)]
    position = -between(rng, 1, rank)
    k = full[position]
    second = shape_broadcasting_to(rng, full)
    if len(second) < -position:
        second = full[len(full) + position:]
        second = [1 if rng.random() < 0.3 else size for size in second]
    second[position] = k
    first = list(full)
    choice = below(rng, 20)
    if choice == 0:
        first = []
    elif choice == 1:
        second = []
    elif choice <= 3 and first and second:  # contracted sizes differ
        (first if rng.random() < 0.5 else second)[position] = k + 1
    elif choice == 4 and first and second:  # a contracted size of 1
        (first if rng.random() < 0.5 else second)[position] = 1
    elif choice == 5 and len(first) > 1:  # other axes that do not broadcast
        first[0] = 5
        if len(second) == len(first):
            second[0] = 4
        else:
            second = [4] + second
    axis_choice = below(rng, 10)
    if axis_choice < 4:
        axis = AXIS_DEFAULT
    elif axis_choice < 7:
        axis = position
    elif axis_choice < 9:
        axis = position + len(first)  # the same axis counted from x1's start
    else:
        axis = axis_beyond(rng, max(len(first), len(second)))
    return first, second, axis


def case_line(rng, seed, index):
    profile = case_profile(index, COMMITTED_COUNT, "vecdot")
    first_dtype, second_dtype = dtype_pair(
        rng, profile, 0.85 if profile == "torch" else 0.6, preferred=(inexact_dtypes(profile)
                                 if profile in _INEXACT_PROFILES else None))
    shape1, shape2, axis = _draw(rng)
    if profile == "torch" and len(shape1) == 1 and len(shape2) == 1:
        # Two vectors: PyTorch 1.13 takes them to vdot (sizes must be
        # equal, the axis is not looked at) where the composite
        # (x.conj() * y).sum(dim) broadcasts a size 1 and checks the axis;
        # which current PyTorch does is not settled from its source, so
        # the corpus draws only vectors both readings agree on.
        if axis is not AXIS_DEFAULT and not -1 <= axis <= 0:
            axis = -1
        shape2 = list(shape1)
    if profile == "torch" and "complex32" in (first_dtype, second_dtype):
        # Whether the CPU sum takes complex32 is not settled from the
        # source either (PyTorch 1.13 refuses it): not drawn.
        first_dtype = second_dtype = "complex64"
    x1 = contraction_array(rng, first_dtype, shape1, profile)
    x2 = contraction_array(rng, second_dtype, shape2, profile)
    return function_line(rng, NAME, seed, index, "vecdot", (x1, x2), axis,
                         profile)
