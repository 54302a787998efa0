"""Family xla: XLA broadcast_dimensions, valid and every invalid form (XLA's
Broadcasting page; docs/semantics.md "XLA")."""

from promcast_corpus import json_text
from promcast_corpus.cases import xla_broadcast_expectation

from .common import (below, between, generated_line, pick, random_shape,
                     shape_broadcasting_to)

NAME = "xla"
COMMITTED_COUNT = 7200
DESCRIPTION = "xla_broadcast, valid broadcast_dimensions and every bad form"

MAX_RANK = 6
_SIZES = (0, 1, 1, 2, 3, 4, 5)


def _valid_dims(rng, small_rank, large_rank):
    return sorted(rng.sample(range(large_rank), small_rank))


def _in_dim_operands(rng):
    """A higher-rank shape, a lower-rank one matched to it by increasing
    dims, each size equal to the matched one or 1 (on either side)."""
    large = random_shape(rng, MAX_RANK, _SIZES) or [pick(rng, _SIZES)]
    small_rank = between(rng, 1, len(large)) if rng.random() < 0.9 else 0
    dims = _valid_dims(rng, small_rank, len(large))
    small = [1 if rng.random() < 0.25 else large[d] for d in dims]
    large = [1 if d in dims and rng.random() < 0.15 else size
             for d, size in enumerate(large)]
    return small, large, dims


def _break(rng, small, large, dims):
    """Makes one rule fail: wrong length, negative, out of range, size
    mismatch, not increasing, a repeat, or an empty list for a non-scalar."""
    form = below(rng, 7)
    dims = list(dims)
    if form == 0:
        dims = dims + [below(rng, len(large))] if rng.random() < 0.5 \
            else dims[:-1]
    elif form == 1 and dims:
        dims[below(rng, len(dims))] = -between(rng, 1, 3)
    elif form == 2 and dims:
        dims[below(rng, len(dims))] = len(large) + between(rng, 0, 2)
    elif form == 3 and dims:
        position = below(rng, len(dims))
        dim = dims[position]
        large[dim] = max(large[dim], 2)
        small[position] = large[dim] + between(rng, 1, 3)
    elif form in (4, 5) and len(dims) >= 2:
        first = below(rng, len(dims) - 1)
        if form == 4:
            dims[first], dims[first + 1] = dims[first + 1], dims[first]
        else:
            dims[first + 1] = dims[first]
    else:
        dims = []
    return small, large, dims


def _equal_rank(rng):
    target = random_shape(rng, MAX_RANK, _SIZES)
    lhs = shape_broadcasting_to(rng, target, keep_rank=True)
    rhs = shape_broadcasting_to(rng, target, keep_rank=True)
    if rhs and rng.random() < 0.3:  # make a degenerate step fail, perhaps
        rhs[below(rng, len(rhs))] = pick(rng, (0, 2, 3, 6))
    draw = rng.random()
    if draw < 0.5:
        dims = []
    elif draw < 0.75 or not target:
        dims = list(range(len(target)))
    else:  # anything but the identity
        dims = sorted(rng.sample(range(len(target) + 1), len(target)))
        if dims == list(range(len(target))):
            dims = dims[:-1]
    return lhs, rhs, dims


def case_line(rng, seed, index):
    draw = rng.random()
    if draw < 0.3:
        lhs, rhs, dims = _equal_rank(rng)
    else:
        small, large, dims = _in_dim_operands(rng)
        if draw < 0.65:
            small, large, dims = _break(rng, small, large, dims)
        lhs, rhs = (small, large) if rng.random() < 0.5 else (large, small)
    inputs = {"lhs": json_text.ints(lhs), "rhs": json_text.ints(rhs),
              "broadcast_dimensions": json_text.ints(dims)}
    return generated_line(NAME, seed, index, "xla_broadcast", inputs,
                          xla_broadcast_expectation(lhs, rhs, dims))
