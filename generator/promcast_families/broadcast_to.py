"""Family broadcast_to: views of arrays of every dtype expanded to a
broadcast shape, with their strides; and targets the array cannot be
broadcast to (PyTorch's torch.Tensor.expand)."""

from promcast_corpus import json_text
from promcast_corpus.cases import broadcast_to_expectation
from promcast_model import dtypes
from promcast_model.array import Array

from .common import (below, between, generated_line, limited_shape, pick,
                     shape_broadcasting_to)
from .value_pools import ANY, pooled_array_drawer

NAME = "broadcast_to"
COMMITTED_COUNT = 5000
DESCRIPTION = "broadcast_to views with strides, every dtype"

MAX_ELEMENTS = 8


def _bad_target(rng, source):
    """A target `source` does not broadcast to unchanged: a shorter rank, or
    a dimension changed to another size."""
    if source and rng.random() < 0.3:
        return source[between(rng, 1, len(source)):]
    target = list(source) or [2]
    position = below(rng, len(target))
    target[position] = pick(rng, [size for size in (0, 1, 2, 3, 5)
                                   if size != target[position]])
    return target


def case_line(rng, seed, index):
    dtype = pick(rng, dtypes.DTYPES)
    target = limited_shape(rng, 5, MAX_ELEMENTS)
    source = shape_broadcasting_to(rng, target)
    if rng.random() < 0.25:
        source, target = target, _bad_target(rng, target)
    source = tuple(source)
    data, text = pooled_array_drawer(ANY, seed, dtype)(rng, source)
    return generated_line(NAME, seed, index, "broadcast_to",
                          {"array": text, "shape": json_text.ints(target)},
                          broadcast_to_expectation(Array(dtype, source, data),
                                                   target))
