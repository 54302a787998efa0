"""Gradient reduction: summing a broadcast gradient back to an operand's
shape.

Source: PyTorch's at::sum_to (aten/src/ATen/ExpandUtils.h), which autograd
applies to the gradient of a broadcast operand: the gradient is summed over
the dimensions that broadcasting prepended and over those where the operand
has size 1 and the result does not (keeping them, with size 1). Floating
sums are exact in the corpus (its values are chosen so that no summation
order can change the result), so the model adds in row-major order in
double and rounds once. Gradients exist for floating
and complex dtypes only: PyTorch's autograd refuses the others ("only
Tensors of floating point and complex dtype can require gradients",
c10/core/TensorImpl.cpp) and JAX's grad gives integer inputs none (float0).
The float8 types are floating (pytorch/pytorch torch/headeronly/core/
ScalarType.h isFloatingType, through isReducedFloatingType; torch/csrc/
autograd/variable.h isDifferentiableType), so they have gradients; but the
sum kernel has no float8 and no complex32 (pytorch/pytorch aten/src/ATen/
native/cpu/SumKernel.cpp sum_kernel_impl: AT_DISPATCH_INTEGRAL_TYPES_AND
(kBool) for the integral types, AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND2
(kBFloat16, kHalf) for the others), and it runs only when at::sum_to sums:
always for the shape [] (tensor.sum()), else when some dimension is summed
(the prepended ones, and those of size 1 where the gradient's is not), and
never over no element (aten/src/ATen/native/ReduceOps.cpp
TORCH_IMPL_FUNC(sum_out): iter.numel() == 0 zero-fills the result without
the kernel). Otherwise at::sum_to gives the gradient back unchanged.
"""

import functools
import math

from . import array_sizes, dtypes
from .array import Array
from .broadcast import (contiguous_strides, inplace_broadcast_allowed,
                        positions)
from .errors import INCOMPATIBLE_SHAPES, UNSUPPORTED_DTYPE_FOR_OP, ModelError
from .float_formats import rounder

_ZERO = {
    dtypes.KIND_FLOATING: 0.0,
    dtypes.KIND_COMPLEX: complex(0.0, 0.0),
}


def _complex_finisher(dtype):
    round_part = rounder(dtypes.COMPLEX_COMPONENT[dtype])
    return lambda total: complex(round_part(total.real),
                                 round_part(total.imag))


# Each kind's conversion of an exact total to a value of the dtype: each
# real part rounds once.
_FINISHERS = {
    dtypes.KIND_FLOATING: rounder,
    dtypes.KIND_COMPLEX: _complex_finisher,
}


@functools.lru_cache(maxsize=1 << 16)
def _target_positions(gradient_shape, shape):
    """For each row-major position of the gradient (a tuple), the row-major
    position of the output element it adds to (memoized: the corpus asks
    about the same small shapes many times)."""
    lead = len(gradient_shape) - len(shape)
    strides = [0] * lead + [0 if size == 1 else stride for size, stride in
                            zip(shape, contiguous_strides(shape))]
    return tuple(positions(gradient_shape, strides))


def _gradient_dtype(dtype):
    """(the zero, the finisher) of a dtype with gradients, else None."""
    kind = dtypes.kind(dtype)
    if kind not in _ZERO:
        return None
    return _ZERO[kind], _FINISHERS[kind](dtype)


_GRADIENT_DTYPES = {dtype: _gradient_dtype(dtype) for dtype in dtypes.DTYPES}
# Dtypes with gradients that sum_kernel_impl does not dispatch.
_NO_SUM_KERNEL = frozenset(d for d in dtypes.DTYPES if dtypes.is_float8(d)
                           or d == "complex32")


def _reduces(gradient_shape, shape):
    """Whether at::sum_to sums at all (aten/src/ATen/ExpandUtils.h _sum_to:
    shape [] sums everything; else the reduce_dims are the prepended
    dimensions and those where shape has 1 and the gradient not); if not,
    it gives the gradient back unchanged."""
    lead = len(gradient_shape) - len(shape)
    return (not shape or lead > 0
            or any(size == 1 and gradient_size != 1 for size, gradient_size
                   in zip(shape, gradient_shape[lead:])))


def _sums(gradient_shape, shape):
    """Whether at::sum_to runs the sum kernel: it sums, over at least one
    element."""
    return math.prod(gradient_shape) != 0 and _reduces(gradient_shape, shape)


def sum_to_shape(gradient, shape):
    """`gradient` summed down to `shape`. Errors, in this order:
    unsupported_dtype_for_op for dtypes without gradients (bool, integers:
    autograd refuses such an operand before it broadcasts it);
    incompatible_shapes unless `shape` broadcasts to the gradient's shape
    unchanged; shape_overflow for a gradient PyTorch could not have made,
    or a result the sum allocates past PyTorch's storage limit
    (array_sizes.py; a gradient given back unsummed allocates nothing);
    unsupported_dtype_for_op when the sum kernel runs on float8 or
    complex32 (the module's comment)."""
    shape = tuple(shape)
    gradient_dtype = _GRADIENT_DTYPES[gradient.dtype]
    if gradient_dtype is None:
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                         f"no gradients of dtype {gradient.dtype}")
    if not inplace_broadcast_allowed(gradient.shape, shape):
        raise ModelError(INCOMPATIBLE_SHAPES, f"{list(shape)} does not "
                         f"broadcast to {list(gradient.shape)}")
    reduces = _reduces(tuple(gradient.shape), shape)
    error = (array_sizes.refusal("torch", gradient.dtype, gradient.shape,
                                 "the gradient")
             or (reduces and array_sizes.refusal("torch", gradient.dtype,
                                                 shape, "the sum")))
    if error:
        raise error
    if gradient.dtype in _NO_SUM_KERNEL and _sums(tuple(gradient.shape),
                                                  shape):
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                         f"the sum kernel has no {gradient.dtype}")
    if not reduces:
        # The gradient itself: a -0.0 stays -0.0, which 0.0 + -0.0 is not.
        return Array(gradient.dtype, shape, list(gradient.data))
    zero, finish = gradient_dtype
    totals = [zero] * math.prod(shape)
    for value, position in zip(gradient.data,
                               _target_positions(tuple(gradient.shape),
                                                 shape)):
        totals[position] += value
    return Array(gradient.dtype, shape, list(map(finish, totals)))
