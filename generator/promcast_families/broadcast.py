"""Family broadcast: broadcast_shapes of 2 to 4 shapes of rank 0 to 8, with
size-0 and size-1 dimensions, compatible and not, and element counts that
overflow int64 (Array API "Algorithm"; docs/semantics.md "Broadcasting")."""

from math import floor
from promcast_corpus import json_text
from promcast_corpus.cases import broadcast_shapes_expectation

from .common import (below, between, generated_line, pick, random_shape,
                     shape_broadcasting_to)

NAME = "broadcast"
COMMITTED_COUNT = 7200
DESCRIPTION = "broadcast_shapes, 2-4 shapes of rank 0-8, size 0 and 1"

MAX_RANK = 8
_CONFLICT_SIZES = (0, 2, 3, 4, 5, 6)
# Sizes whose products pass 2**63 - 1 in a few dimensions.
_HUGE_SIZES = (1 << 20, 1 << 31, 3 << 30, 1 << 40, (1 << 62) - 1)


def _compatible_shapes(rng, operands):
    target = random_shape(rng, MAX_RANK)
    shapes = [shape_broadcasting_to(rng, target) for _ in range(operands)]
    # One operand keeps the full rank, so the result is the target.
    shapes[floor(rng.random() * operands)] = shape_broadcasting_to(
        rng, target, keep_rank=True)
    return shapes


def _with_conflict(rng, shapes):
    candidates = [shape for shape in shapes if shape]
    if candidates:
        shape = candidates[floor(rng.random() * len(candidates))]
        shape[floor(rng.random() * len(shape))] = _CONFLICT_SIZES[
            floor(rng.random() * len(_CONFLICT_SIZES))]
    return shapes


def _huge_shapes(rng, operands):
    """Shapes that broadcast to a target of huge sizes, so the result has
    more than 2**63 - 1 elements (shape_overflow), unless the target has a
    zero dimension (one time in five, at any position: before or after the
    sizes whose product overflows, which is where libraries that multiply
    as they go stumble), when it has none."""
    target = [pick(rng, _HUGE_SIZES + (1,)) for _ in range(between(rng, 1, 4))]
    if rng.random() < 0.2:
        target.insert(below(rng, len(target) + 1), 0)
    shapes = [shape_broadcasting_to(rng, target) for _ in range(operands)]
    shapes[below(rng, operands)] = list(target)
    return shapes


def case_line(rng, seed, index):
    operands = 2 + floor(rng.random() * 3)  # 2 to 4
    draw = rng.random()
    if draw < 0.03:
        shapes = _huge_shapes(rng, operands)
    elif draw < 0.55:
        shapes = _compatible_shapes(rng, operands)
    else:
        shapes = _with_conflict(rng, _compatible_shapes(rng, operands))
    return generated_line(NAME, seed, index, "broadcast_shapes",
                          {"shapes": json_text.shapes(shapes)},
                          broadcast_shapes_expectation(shapes))
