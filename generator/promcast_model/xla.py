"""XLA explicit broadcasting with broadcast_dimensions.

Source: XLA's Broadcasting page, https://openxla.org/xla/broadcasting
(§Broadcasting a lower-rank array onto a higher-rank array, §Formal
definition, §Broadcasting similar-rank arrays with degenerate dimensions,
§Broadcast composition) and docs/semantics.md "XLA" (XLA's shape
inference, xla/service/shape_inference.cc, which also
lets a size 1 on either side match, and rejects an empty list unless the
lower-rank operand is a scalar).
"""

from .broadcast import broadcast_size
from .errors import (INCOMPATIBLE_SHAPES, INVALID_BROADCAST_DIMENSIONS,
                     ModelError)


def _invalid(message):
    return ModelError(INVALID_BROADCAST_DIMENSIONS, message)


def degenerate_broadcast(shape1, shape2):
    """Equal-rank broadcasting of degenerate (size-1) dimensions: a 1 takes
    the other size (so 1 with 0 gives 0), equal sizes stay, anything else is
    incompatible (XLA "similar-rank arrays"; the per-dimension rule is
    implicit broadcasting's)."""
    result = []
    for d1, d2 in zip(shape1, shape2):
        size = broadcast_size(d1, d2)
        if size is None:
            raise ModelError(INCOMPATIBLE_SHAPES,
                             f"dimension sizes {d1} and {d2} are incompatible")
        result.append(size)
    return tuple(result)


def in_dim_broadcast(small, large, dims):
    """The intermediate shape of matching the lower-rank `small` onto the
    higher-rank `large` through `dims` (XLA "Formal definition"): the
    larger shape with dimension dims[i] replaced by small[i]."""
    if len(dims) != len(small):
        raise _invalid(f"{len(dims)} broadcast dimensions for an operand of "
                       f"rank {len(small)}")
    intermediate = list(large)
    for index, dim in enumerate(dims):
        if dim < 0 or dim >= len(large):
            raise _invalid(f"broadcast dimension {dim} is out of range for "
                           f"rank {len(large)}")
        small_size, large_size = small[index], large[dim]
        if not (small_size == large_size or small_size == 1
                or large_size == 1):
            raise _invalid(f"broadcast dimension {index} mismatch: "
                           f"{small_size} != {large_size}")
        if index > 0 and dims[index - 1] >= dim:
            raise _invalid("broadcast dimensions must be strictly increasing")
        intermediate[dim] = small_size
    return tuple(intermediate)


def xla_broadcast(lhs, rhs, dims):
    """The result shape of a binary op on lhs and rhs with
    broadcast_dimensions `dims`."""
    lhs, rhs, dims = tuple(lhs), tuple(rhs), tuple(dims)
    if len(lhs) == len(rhs):
        if dims and dims != tuple(range(len(lhs))):
            raise _invalid("operands of equal rank take no broadcast "
                           "dimensions other than the identity")
        return degenerate_broadcast(lhs, rhs)
    small, large = (lhs, rhs) if len(lhs) < len(rhs) else (rhs, lhs)
    if not dims:
        if small:
            raise _invalid("Shapes must be equal rank: broadcast dimensions "
                           "are required")
        return large  # XLA: scalars broadcast without a specification
    intermediate = in_dim_broadcast(small, large, dims)
    return degenerate_broadcast(intermediate, large)
