"""Family matmul: matmul(x1, x2) in every profile: 1-D operands on either
side, batches that broadcast (and some that do not), contracted sizes that
differ, 0-d operands, size-0 dimensions (a contracted length of 0
included), every dtype pair (mostly equal dtypes, which PyTorch needs).
Values: function_arrays.py (finite and moderate)."""

from promcast_model.function_call import AXIS_DEFAULT

from .common import below, pick, shape_broadcasting_to
from .common import later_having
from .function_arrays import (case_profile, contraction_array, dtype_pair,
                              function_line)

NAME = "matmul"
# The first profiles' cases, then LATER_SHARE for each later profile
# that has matmul (common.later_profile: tfjs's, then onnx's).
FIRST_COUNT = 4000
LATER_SHARE = 600
COMMITTED_COUNT = FIRST_COUNT + LATER_SHARE * len(later_having("matmul"))
DESCRIPTION = ("matmul in every profile: 1-D operands, batch broadcasting, "
               "inner mismatch, 0-d and size-0 operands")

_SIZES = (0, 1, 1, 2, 2, 3, 3, 4)
_BATCH_SIZES = (0, 1, 1, 2, 2, 3)


def _batch(rng):
    return [pick(rng, _BATCH_SIZES) for _ in range(below(rng, 3))]


def _shapes(rng):
    """Two operand shapes: ranks 1 to 4 (now and then 0), a shared K,
    batches broadcasting to a common one; now and then contracted sizes
    that differ or batches that do not broadcast."""
    k = pick(rng, _SIZES)
    m, n = pick(rng, _SIZES), pick(rng, _SIZES)
    if rng.random() < 0.06:
        first, second = pick(rng, ((4,), (4, 1), (2, 4))), pick(
            rng, ((3,), (3, 2), (1, 3)))
        return [list(first) + [m, k], list(second) + [k, n]]
    batch = _batch(rng)
    shapes = []
    for is_first in (True, False):
        choice = below(rng, 25)
        if choice == 0:
            shapes.append([])
        elif choice <= 7:
            shapes.append([k])
        else:
            own = shape_broadcasting_to(rng, batch)
            shapes.append(own + ([m, k] if is_first else [k, n]))
    if rng.random() < 0.12 and shapes[0] and shapes[1]:
        if rng.random() < 0.5:
            shapes[0][-1] += 1 + below(rng, 2)
        else:
            shapes[1][-2 if len(shapes[1]) > 1 else 0] += 1 + below(rng, 2)
    return shapes


def case_line(rng, seed, index):
    profile = case_profile(index, FIRST_COUNT, LATER_SHARE, "matmul")
    # PyTorch and ONNX refuse different dtypes: equal ones more often.
    first_dtype, second_dtype = dtype_pair(
        rng, profile, 0.85 if profile in ("torch", "onnx") else 0.6)
    shape1, shape2 = _shapes(rng)
    x1 = contraction_array(rng, first_dtype, shape1, profile)
    x2 = contraction_array(rng, second_dtype, shape2, profile)
    return function_line(rng, NAME, seed, index, "matmul", (x1, x2),
                         AXIS_DEFAULT, profile)
