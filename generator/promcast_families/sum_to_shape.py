"""Family sum_to_shape: gradients of every dtype (those without gradients
refused) summed back to an operand's shape, rank 0 and size-0 dimensions included, and shapes the
gradient cannot be reduced to (PyTorch's at::sum_to).
Floating values are small integers (NaN and infinities now and then), so
every summation order gives the same exact result."""

from promcast_corpus import json_text
from promcast_corpus.cases import sum_to_shape_expectation
from promcast_model import dtypes
from promcast_model.array import Array

from .common import (below, generated_line, limited_shape, pick,
                     shape_broadcasting_to)
from .value_pools import SUM_SAFE, pooled_array_drawer

NAME = "sum_to_shape"
COMMITTED_COUNT = 5000
DESCRIPTION = "sum_to_shape of gradients of every dtype, rank 0 and size 0"

MAX_ELEMENTS = 12
# Every dtype, those the sum kernel computes (floating but float8, and
# complex) three times more: the others are refused (gradients.py: no
# gradients, or float8 and complex32 whenever a dimension is summed), which
# a few cases show.
_DTYPE_CHOICES = dtypes.DTYPES + 3 * tuple(
    d for d in dtypes.DTYPES if (dtypes.is_floating(d) or dtypes.is_complex(d))
    and not dtypes.is_float8(d))


def _unreachable_shape(rng, gradient_shape):
    """A shape the gradient cannot be summed to: one with a dimension the
    gradient lacks, or a longer rank."""
    if gradient_shape and rng.random() < 0.6:
        shape = list(gradient_shape)
        position = below(rng, len(shape))
        shape[position] = pick(rng, [size for size in (0, 2, 3, 7)
                                      if size != shape[position]])
        return shape
    return [2] + list(gradient_shape)


def case_line(rng, seed, index):
    dtype = pick(rng, _DTYPE_CHOICES)
    gradient_shape = limited_shape(rng, 5, MAX_ELEMENTS)
    if rng.random() < 0.1:
        shape = _unreachable_shape(rng, gradient_shape)
    else:
        shape = shape_broadcasting_to(rng, gradient_shape)
    gradient_shape = tuple(gradient_shape)
    data, text = pooled_array_drawer(SUM_SAFE, seed, dtype)(rng,
                                                           gradient_shape)
    return generated_line(NAME, seed, index, "sum_to_shape",
                          {"gradient": text, "shape": json_text.ints(shape)},
                          sum_to_shape_expectation(
                              Array(dtype, gradient_shape, data), shape))
