"""The element-wise binary ops and their in-place forms (torch profile).

Sources: seed 002 "Implementation in TensorIterator" (operands converted to
the common dtype, then the op), "Pitfall 4" (bool arithmetic), "Pitfall 5"
(in-place ops do not promote); seed 000 "In-place Semantics"; semantics.md
"PyTorch promotion" (op-specific rules, canCast, wrapping integers, half
precision rounded once to nearest even).

Order of the checks (cases/README.md "Order of errors"), PyTorch's: an
input with two faults reports the one the library reports.
  1 the op's refusals of its operands' own dtypes, in PyTorch's meta
    functions before TensorIterator is built: subtract with a bool operand
    (sub_check), maximum with a complex operand (unsupported_dtype_for_op);
  2 shapes (TensorIterator compute_shape: incompatible_shapes), and in place
    the destination's shape (mark_resize_outputs: inplace_shape_change);
  3 promotion (compute_types: no_promotion);
  4 in place only, can_cast(result, a.dtype) (enforce_safe_casting_to_output:
    cannot_cast); comparisons written in place do not check it
    (build_comparison_op sets no safe-casting check);
  5 the kernel's dtype support on the promoted dtype (AT_DISPATCH:
    unsupported_dtype_for_op): float8, bitwise_and of a non-integral type,
    less of complex.
"""

import functools
import math
import operator
from collections import namedtuple

from . import dtypes
from .array import Array
from .broadcast import broadcast_pair, source_positions
from .errors import (CANNOT_CAST, INPLACE_SHAPE_CHANGE,
                     UNSUPPORTED_DTYPE_FOR_OP, ModelError)
from .float_formats import rounder
from .promotion_torch import array_operand, can_cast, result_type
from .values import converter

OPS = ("add", "subtract", "multiply", "true_divide", "maximum", "equal",
       "less", "bitwise_and")
COMPARISONS = ("equal", "less")
INPLACE_SUFFIX = "_inplace"
INPLACE_OPS = tuple(op + INPLACE_SUFFIX for op in OPS)

def _unsupported(op, dtype):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                      f"{op} does not support {dtype}")


def _input_refusal(op, a_dtype, b_dtype):
    """Step 1: refusals that look at the operands' own dtypes only."""
    if op == "subtract" and dtypes.BOOL in (a_dtype, b_dtype):
        return _unsupported(op, dtypes.BOOL)
    if op == "maximum" and (dtypes.is_complex(a_dtype)
                            or dtypes.is_complex(b_dtype)):
        return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                          "maximum not implemented for complex tensors")
    return None


def _dtype_refusal(op, promoted, result, a_dtype, inplace):
    """Steps 4 and 5, after a successful promotion."""
    if inplace and op not in COMPARISONS and not can_cast(result, a_dtype):
        return ModelError(CANNOT_CAST,
                          f"result type {result} can't be cast to the "
                          f"desired output type {a_dtype}")
    if dtypes.is_float8(promoted):
        return _unsupported(op, promoted)
    if op == "bitwise_and" and not (promoted == dtypes.BOOL
                                    or dtypes.is_integral(promoted)):
        return _unsupported(op, promoted)
    if op == "less" and dtypes.is_complex(promoted):
        return _unsupported(op, promoted)
    return None


@functools.lru_cache(maxsize=None)
def _promotion(a_dtype, a_is_0d, b_dtype, b_is_0d, default_float):
    """Step 3: the dtype a and b promote to, or the ModelError promotion
    raises (memoized, so the same object each time)."""
    try:
        return result_type([array_operand(a_dtype, 0 if a_is_0d else 1),
                            array_operand(b_dtype, 0 if b_is_0d else 1)],
                           default_float)
    except ModelError as error:
        return error


def _compute_dtype(op, promoted, default_float):
    """The dtype the kernel computes in: the promoted dtype, but the default
    float dtype for true division of integers and bools (seed 002 "Pitfall
    1")."""
    if op == "true_divide" and (promoted == dtypes.BOOL
                                or dtypes.is_integral(promoted)):
        return default_float
    return promoted


# The half of a plan that depends on dtypes alone: the refusals of step 1
# and of steps 3 to 5 (each None or a ModelError), and how to compute: each
# operand's conversion to the compute dtype, the kernel, and the conversion
# of its results to the stored dtype (the result dtype, or a's dtype in
# place).
_DtypePlan = namedtuple("_DtypePlan", "input_refusal refusal stored_dtype "
                                      "convert_a convert_b kernel store")


@functools.lru_cache(maxsize=None)
def _dtype_plan(op, a_dtype, b_dtype, promoted, compute, inplace):
    """The _DtypePlan of a (op) b, or of a (op)= b, given _promotion's
    outcome and the compute dtype (memoized: a few thousand combinations,
    asked about millions of times)."""
    input_refusal = _input_refusal(op, a_dtype, b_dtype)
    if isinstance(promoted, ModelError):
        return _DtypePlan(input_refusal, promoted, None, None, None, None,
                          None)
    result = dtypes.BOOL if op in COMPARISONS else compute
    refusal = _dtype_refusal(op, promoted, result, a_dtype, inplace)
    if input_refusal or refusal:
        return _DtypePlan(input_refusal, refusal, None, None, None, None, None)
    stored = a_dtype if inplace else result
    return _DtypePlan(None, None, stored, converter(a_dtype, compute),
                      converter(b_dtype, compute), _kernel(op, compute),
                      converter(result, stored))


# The half that depends on shapes alone: step 2's refusal (None or a
# ModelError), the result's shape, and for each result element the
# positions in a and in b it reads.
_ShapePlan = namedtuple("_ShapePlan", "refusal shape pairs")


@functools.lru_cache(maxsize=1 << 16)
def _shape_plan(a_shape, b_shape, inplace):
    """The _ShapePlan of a (op) b, or of a (op)= b (memoized)."""
    try:
        shape = broadcast_pair(a_shape, b_shape)
    except ModelError as error:
        return _ShapePlan(error, None, None)
    if inplace and shape != a_shape:
        return _ShapePlan(ModelError(
            INPLACE_SHAPE_CHANGE, f"output with shape {list(a_shape)} doesn't "
            f"match the broadcast shape {list(shape)}"), None, None)
    return _ShapePlan(None, shape, tuple(zip(
        source_positions(a_shape, shape), source_positions(b_shape, shape))))


def _raise(error):
    # A fresh exception each time: a cached one would collect tracebacks.
    raise ModelError(error.kind, error.message)


def _compute(op, a, b, default_float, inplace):
    a_shape, b_shape = tuple(a.shape), tuple(b.shape)
    promoted = _promotion(a.dtype, not a_shape, b.dtype, not b_shape,
                          default_float)
    dtype_plan = _dtype_plan(op, a.dtype, b.dtype, promoted,
                             _compute_dtype(op, promoted, default_float),
                             inplace)
    if dtype_plan.input_refusal:
        _raise(dtype_plan.input_refusal)
    shape_plan = _shape_plan(a_shape, b_shape, inplace)
    if shape_plan.refusal:
        _raise(shape_plan.refusal)
    if dtype_plan.refusal:
        _raise(dtype_plan.refusal)
    a_values = list(map(dtype_plan.convert_a, a.data))
    b_values = list(map(dtype_plan.convert_b, b.data))
    kernel, store = dtype_plan.kernel, dtype_plan.store
    return Array(dtype_plan.stored_dtype, shape_plan.shape,
                 [store(kernel(a_values[i], b_values[j]))
                  for i, j in shape_plan.pairs])


def compute(op, a, b, default_float):
    """a (op) b as an Array, or the ModelError its checks raise, in the
    order of the module's comment."""
    return _compute(op, a, b, default_float, False)


def compute_inplace(op, a, b, default_float):
    """a (op)= b: the new value of a (the out-of-place result cast to a's
    dtype), or the ModelError its checks raise."""
    return _compute(op, a, b, default_float, True)


def ieee_divide(x, y):
    """x / y as IEEE 754 defines it (Python raises on a zero divisor)."""
    if y == 0.0:
        if x != x or x == 0.0:
            return math.nan
        negative = (x < 0.0) != (math.copysign(1.0, y) < 0.0)
        return -math.inf if negative else math.inf
    return x / y


# Kernels: for a compute dtype, a function of two values already converted
# to it, returning the result value. Real floats compute exactly in double
# (or, for float32, with an innocuous double rounding: 53 >= 2 * 24 + 2) and
# round once to the compute dtype. Each table maps an op to the kernel's
# maker, given the compute dtype.
def _float_maximum(x, y):
    if x != x or y != y:
        return math.nan
    return y if x < y else x  # ties, -0.0 and 0.0 included, give x


def _rounded(operation):
    def make(dtype):
        round_result = rounder(dtype)
        return lambda x, y: round_result(operation(x, y))
    return make


def _plain(kernel):
    return lambda dtype: kernel


_FLOAT_KERNELS = {
    "add": _rounded(operator.add),
    "subtract": _rounded(operator.sub),
    "multiply": _rounded(operator.mul),
    "true_divide": _rounded(ieee_divide),
    "maximum": _plain(_float_maximum),
    "equal": _plain(operator.eq),
    "less": _plain(operator.lt),
}


def _complex_multiply(dtype):
    round_part = rounder(dtypes.COMPLEX_COMPONENT[dtype])

    def kernel(x, y):
        real = x.real * y.real - x.imag * y.imag
        imag = x.real * y.imag + x.imag * y.real
        return complex(round_part(real), round_part(imag))
    return kernel


def _complex_divide(dtype):
    round_part = rounder(dtypes.COMPLEX_COMPONENT[dtype])

    def kernel(x, y):
        scale = y.real * y.real + y.imag * y.imag
        real = ieee_divide(x.real * y.real + x.imag * y.imag, scale)
        imag = ieee_divide(x.imag * y.real - x.real * y.imag, scale)
        return complex(round_part(real), round_part(imag))
    return kernel


def _complex_componentwise(operation):
    def make(dtype):
        round_part = rounder(dtypes.COMPLEX_COMPONENT[dtype])
        return lambda x, y: complex(round_part(operation(x.real, y.real)),
                                    round_part(operation(x.imag, y.imag)))
    return make


_COMPLEX_KERNELS = {
    "add": _complex_componentwise(operator.add),
    "subtract": _complex_componentwise(operator.sub),
    "multiply": _complex_multiply,
    "true_divide": _complex_divide,
    "equal": _plain(operator.eq),
}


def _wrapped(operation):
    def make(dtype):
        wrap = dtypes.integer_wrapper(dtype)
        return lambda x, y: wrap(operation(x, y))
    return make


_INTEGER_KERNELS = {
    "add": _wrapped(operator.add),
    "subtract": _wrapped(operator.sub),
    "multiply": _wrapped(operator.mul),
    "maximum": _plain(lambda x, y: y if x < y else x),
    "equal": _plain(operator.eq),
    "less": _plain(operator.lt),
    "bitwise_and": _plain(operator.and_),
}

# Seed 002 "Pitfall 4": bool arithmetic; PyTorch's bool add is logical or.
_BOOL_KERNELS = {
    "add": _plain(lambda x, y: x or y),
    "multiply": _plain(lambda x, y: x and y),
    "maximum": _plain(lambda x, y: x or y),
    "equal": _plain(operator.eq),
    "less": _plain(lambda x, y: (not x) and y),
    "bitwise_and": _plain(lambda x, y: x and y),
}

_KERNELS_BY_KIND = {
    dtypes.KIND_BOOL: _BOOL_KERNELS,
    dtypes.KIND_SIGNED: _INTEGER_KERNELS,
    dtypes.KIND_UNSIGNED: _INTEGER_KERNELS,
    dtypes.KIND_FLOATING: _FLOAT_KERNELS,
    dtypes.KIND_COMPLEX: _COMPLEX_KERNELS,
}


def _kernel(op, compute_dtype):
    return _KERNELS_BY_KIND[dtypes.kind(compute_dtype)][op](compute_dtype)
