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
from collections import namedtuple

from . import dtypes
from .array import Array
from .broadcast import broadcast_pair, source_positions
from .errors import (CANNOT_CAST, INPLACE_SHAPE_CHANGE,
                     UNSUPPORTED_DTYPE_FOR_OP, ModelError)
from .float_formats import round_float
from .promotion_torch import array_operand, can_cast, result_type
from .values import cast_all

OPS = ("add", "subtract", "multiply", "true_divide", "maximum", "equal",
       "less", "bitwise_and")
COMPARISONS = ("equal", "less")
INPLACE_SUFFIX = "_inplace"
INPLACE_OPS = tuple(op + INPLACE_SUFFIX for op in OPS)

# What an op will do: its result shape, the dtype both operands are
# converted to (compute_dtype) and the result's dtype.
Plan = namedtuple("Plan", "shape compute_dtype result_dtype")


def _unsupported(op, dtype):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                      f"{op} does not support {dtype}")


def _check_inputs(op, a_dtype, b_dtype):
    """Step 1: refusals that look at the operands' own dtypes only."""
    if op == "subtract" and dtypes.BOOL in (a_dtype, b_dtype):
        raise _unsupported(op, dtypes.BOOL)
    if op == "maximum" and (dtypes.is_complex(a_dtype)
                            or dtypes.is_complex(b_dtype)):
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                         "maximum not implemented for complex tensors")


def _dtypes_or_raise(op, a_dtype, a_shape, b_dtype, b_shape, default_float):
    """Step 3, and the kernel's verdict of step 5 (not raised yet: in place,
    step 4 comes first)."""
    outcome = _dtype_plan(op, a_dtype, len(a_shape) == 0, b_dtype,
                          len(b_shape) == 0, default_float)
    if isinstance(outcome, ModelError):
        # A fresh exception each time: a cached one would collect tracebacks.
        raise ModelError(outcome.kind, outcome.message)
    return outcome


def _raise_kernel_refusal(refusal):
    if refusal is not None:
        raise ModelError(refusal.kind, refusal.message)


def plan(op, a_dtype, a_shape, b_dtype, b_shape, default_float):
    """The plan of a (op) b, or the ModelError it raises."""
    _check_inputs(op, a_dtype, b_dtype)
    shape = broadcast_pair(a_shape, b_shape)
    compute, result, refusal = _dtypes_or_raise(op, a_dtype, a_shape, b_dtype,
                                                b_shape, default_float)
    _raise_kernel_refusal(refusal)
    return Plan(shape, compute, result)


@functools.lru_cache(maxsize=None)
def _dtype_plan(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float):
    """(compute dtype, result dtype, the kernel's refusal or None), or the
    promotion's ModelError. Memoized: it depends on dtypes and categories
    only."""
    try:
        promoted = result_type([array_operand(a_dtype, 0 if a_is_0d else 1),
                                array_operand(b_dtype, 0 if b_is_0d else 1)],
                               default_float)
    except ModelError as error:
        return error
    compute = promoted
    if op == "true_divide" and (promoted == dtypes.BOOL
                                or dtypes.is_integral(promoted)):
        compute = default_float
    result = dtypes.BOOL if op in COMPARISONS else compute
    refusal = None
    if dtypes.is_float8(promoted):
        refusal = _unsupported(op, promoted)
    elif op == "bitwise_and" and not (promoted == dtypes.BOOL
                                      or dtypes.is_integral(promoted)):
        refusal = _unsupported(op, promoted)
    elif op == "less" and dtypes.is_complex(promoted):
        refusal = _unsupported(op, promoted)
    return compute, result, refusal


def plan_inplace(op, a_dtype, a_shape, b_dtype, b_shape, default_float):
    """The plan of a (op)= b, checks in the order of the module's comment."""
    _check_inputs(op, a_dtype, b_dtype)
    shape = broadcast_pair(a_shape, b_shape)
    if shape != tuple(a_shape):
        raise ModelError(INPLACE_SHAPE_CHANGE,
                         f"output with shape {list(a_shape)} doesn't match "
                         f"the broadcast shape {list(shape)}")
    compute, result, refusal = _dtypes_or_raise(op, a_dtype, a_shape, b_dtype,
                                                b_shape, default_float)
    if op not in COMPARISONS and not can_cast(result, a_dtype):
        raise ModelError(CANNOT_CAST,
                         f"result type {result} can't be cast to the desired "
                         f"output type {a_dtype}")
    _raise_kernel_refusal(refusal)
    return Plan(shape, compute, a_dtype)


def compute(op, a, b, default_float):
    """a (op) b as an Array."""
    the_plan = plan(op, a.dtype, a.shape, b.dtype, b.shape, default_float)
    compute_dtype = the_plan.compute_dtype
    kernel = _kernel(op, compute_dtype)
    a_values = cast_all(a.data, a.dtype, compute_dtype)
    b_values = cast_all(b.data, b.dtype, compute_dtype)
    data = [kernel(a_values[i], b_values[j], compute_dtype)
            for i, j in zip(source_positions(a.shape, the_plan.shape),
                            source_positions(b.shape, the_plan.shape))]
    return Array(the_plan.result_dtype, the_plan.shape, data)


def compute_inplace(op, a, b, default_float):
    """a (op)= b: the new value of a, the out-of-place result cast to a's
    dtype."""
    plan_inplace(op, a.dtype, a.shape, b.dtype, b.shape, default_float)
    result = compute(op, a, b, default_float)
    return Array(a.dtype, tuple(a.shape),
                 cast_all(result.data, result.dtype, a.dtype))


def ieee_divide(x, y):
    """x / y as IEEE 754 defines it (Python raises on a zero divisor)."""
    if y == 0.0:
        if x != x or x == 0.0:
            return math.nan
        negative = (x < 0.0) != (math.copysign(1.0, y) < 0.0)
        return -math.inf if negative else math.inf
    return x / y


# Kernels take two values already converted to the compute dtype, and that
# dtype; they return the result value. Real floats compute exactly in double
# (or, for float32, with an innocuous double rounding: 53 >= 2 * 24 + 2) and
# round once to the compute dtype.
def _float_maximum(x, y, dtype):
    if x != x or y != y:
        return math.nan
    return y if x < y else x  # ties, -0.0 and 0.0 included, give x


_FLOAT_KERNELS = {
    "add": lambda x, y, d: round_float(x + y, d),
    "subtract": lambda x, y, d: round_float(x - y, d),
    "multiply": lambda x, y, d: round_float(x * y, d),
    "true_divide": lambda x, y, d: round_float(ieee_divide(x, y), d),
    "maximum": _float_maximum,
    "equal": lambda x, y, d: x == y,
    "less": lambda x, y, d: x < y,
}


def _complex_multiply(x, y, dtype):
    part = dtypes.COMPLEX_COMPONENT[dtype]
    real = x.real * y.real - x.imag * y.imag
    imag = x.real * y.imag + x.imag * y.real
    return complex(round_float(real, part), round_float(imag, part))


def _complex_divide(x, y, dtype):
    part = dtypes.COMPLEX_COMPONENT[dtype]
    scale = y.real * y.real + y.imag * y.imag
    real = ieee_divide(x.real * y.real + x.imag * y.imag, scale)
    imag = ieee_divide(x.imag * y.real - x.real * y.imag, scale)
    return complex(round_float(real, part), round_float(imag, part))


def _complex_componentwise(operation):
    def kernel(x, y, dtype):
        part = dtypes.COMPLEX_COMPONENT[dtype]
        return complex(round_float(operation(x.real, y.real), part),
                       round_float(operation(x.imag, y.imag), part))
    return kernel


_COMPLEX_KERNELS = {
    "add": _complex_componentwise(lambda p, q: p + q),
    "subtract": _complex_componentwise(lambda p, q: p - q),
    "multiply": _complex_multiply,
    "true_divide": _complex_divide,
    "equal": lambda x, y, d: x == y,
}

_INTEGER_KERNELS = {
    "add": lambda x, y, d: dtypes.wrap_integer(x + y, d),
    "subtract": lambda x, y, d: dtypes.wrap_integer(x - y, d),
    "multiply": lambda x, y, d: dtypes.wrap_integer(x * y, d),
    "maximum": lambda x, y, d: y if x < y else x,
    "equal": lambda x, y, d: x == y,
    "less": lambda x, y, d: x < y,
    "bitwise_and": lambda x, y, d: x & y,
}

# Seed 002 "Pitfall 4": bool arithmetic; PyTorch's bool add is logical or.
_BOOL_KERNELS = {
    "add": lambda x, y, d: x or y,
    "multiply": lambda x, y, d: x and y,
    "maximum": lambda x, y, d: x or y,
    "equal": lambda x, y, d: x == y,
    "less": lambda x, y, d: (not x) and y,
    "bitwise_and": lambda x, y, d: x and y,
}

_KERNELS_BY_KIND = {
    dtypes.KIND_BOOL: _BOOL_KERNELS,
    dtypes.KIND_SIGNED: _INTEGER_KERNELS,
    dtypes.KIND_UNSIGNED: _INTEGER_KERNELS,
    dtypes.KIND_FLOATING: _FLOAT_KERNELS,
    dtypes.KIND_COMPLEX: _COMPLEX_KERNELS,
}


def _kernel(op, compute_dtype):
    return _KERNELS_BY_KIND[dtypes.kind(compute_dtype)][op]
