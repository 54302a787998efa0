"""Implicit broadcasting (Array API, NumPy, PyTorch).

Sources: the Array API standard, Broadcasting §Algorithm and §In-place
Semantics (https://data-apis.org/array-api/latest/API_specification/
broadcasting.html); PyTorch, Broadcasting semantics §General semantics and
torch.Tensor.expand (stride 0); docs/semantics.md "Broadcasting" (the checks
for 1 come first, so 1 with 0 gives 0 and N > 1 with 0 is an error).
"""

import functools
import math

from .errors import INCOMPATIBLE_SHAPES, SHAPE_OVERFLOW, ModelError, memoized

INT64_MAX = (1 << 63) - 1


def broadcast_size(d1, d2):
    """One dimension of the Array API's "Algorithm": d1 == 1 gives d2, else
    d2 == 1 gives d1, else equal sizes give that size; None if they are
    incompatible. (So 1 with 0 gives 0.)"""
    if d1 == 1:
        return d2
    if d2 == 1 or d1 == d2:
        return d1
    return None


def broadcast_pair(shape1, shape2):
    """The broadcast shape of two shapes (Array API "Algorithm"): dimensions
    right-aligned, a missing one is 1, each pair by broadcast_size."""
    return _broadcast_pair(tuple(shape1), tuple(shape2))


@memoized
def _broadcast_pair(shape1, shape2):
    """broadcast_pair of tuples (memoized: the corpus asks about the same
    small shapes many times)."""
    rank = max(len(shape1), len(shape2))
    padded1 = (1,) * (rank - len(shape1)) + shape1
    padded2 = (1,) * (rank - len(shape2)) + shape2
    # broadcast_size of each pair, written out: millions of calls.
    result = tuple([d2 if d1 == 1 else d1 if d2 == 1 or d1 == d2 else None
                    for d1, d2 in zip(padded1, padded2)])
    if None in result:
        index = result.index(None)  # the first incompatible dimension
        # PyTorch's infer_size text (aten/src/ATen/ExpandUtils.cpp).
        raise ModelError(INCOMPATIBLE_SHAPES,
                         f"The size of tensor a ({padded1[index]}) must "
                         f"match the size of tensor b ({padded2[index]}) at "
                         f"non-singleton dimension {index}")
    return result


def broadcast_shapes(shapes):
    """The broadcast shape of one or more shapes, folding left to right; an
    element count above INT64_MAX is an error (shape_overflow)."""
    if not shapes:
        raise ValueError("broadcast_shapes needs at least one shape")
    result = tuple(shapes[0])
    for shape in shapes[1:]:
        result = _broadcast_pair(result, tuple(shape))
    if math.prod(result) > INT64_MAX:
        raise ModelError(SHAPE_OVERFLOW, f"{list(result)} has more than "
                         "2**63 - 1 elements")
    return result


def inplace_broadcast_allowed(destination, source):
    """Array API "In-place Semantics": `source` may be applied in place to
    `destination` only if broadcasting leaves destination's shape as it is.
    False both when the shapes do not broadcast and when the shape would
    change."""
    destination = tuple(destination)
    result = _broadcast_pair.outcome(destination, tuple(source))
    return not isinstance(result, ModelError) and result == destination


def contiguous_strides(shape):
    """Row-major element strides."""
    strides = [0] * len(shape)
    step = 1
    for index in range(len(shape) - 1, -1, -1):
        strides[index] = step
        step *= max(shape[index], 1)
    return strides


def broadcast_to_strides(source_shape, target_shape):
    """The element strides of a contiguous array of `source_shape` viewed as
    `target_shape` (PyTorch's torch.Tensor.expand, a view without a copy):
    a dimension that is prepended, or expanded from 1, gets stride 0; the
    others keep their row-major stride. incompatible_shapes unless
    broadcasting the two shapes gives exactly the target."""
    target = tuple(target_shape)
    if broadcast_pair(source_shape, target) != target:
        raise ModelError(INCOMPATIBLE_SHAPES,
                         f"{list(source_shape)} cannot be broadcast to "
                         f"{list(target)}")
    return list(_view_strides(tuple(source_shape), target))


@functools.lru_cache(maxsize=1 << 16)
def _view_strides(source_shape, target_shape):
    """The strides of broadcast_to_strides, as a tuple (memoized)."""
    lead = len(target_shape) - len(source_shape)
    strides = [0] * lead
    for size, stride, wanted in zip(source_shape,
                                    contiguous_strides(source_shape),
                                    target_shape[lead:]):
        strides.append(0 if size == 1 and wanted != 1 else stride)
    return tuple(strides)


def positions(shape, strides):
    """The position (sum of index * stride) of every element of `shape`, in
    row-major order (none when a size is 0, however large the others)."""
    if 0 in shape:
        return []
    result = [0]
    for size, stride in zip(shape, strides):
        result = [base + index * stride for base in result
                  for index in range(size)]
    return result


def source_positions(source_shape, target_shape):
    """For each row-major position of `target_shape`, the row-major position
    of the element a broadcast view of `source_shape` reads there (the
    shapes must broadcast to the target), as a tuple."""
    return _cached_source_positions(tuple(source_shape), tuple(target_shape))


@functools.lru_cache(maxsize=1 << 16)
def _cached_source_positions(source_shape, target_shape):
    """source_positions (memoized: the corpus asks about the same small
    shapes many times)."""
    return tuple(positions(target_shape,
                           _view_strides(source_shape, target_shape)))
