"""The element-wise binary ops and their in-place forms, for every
promotion profile (profiles.py).

Sources: PyTorch's TensorIterator (operands converted to the common dtype,
then the op; aten/src/ATen/TensorIterator.cpp), its Tensor Attributes type
promotion (bool arithmetic; the casting rules that keep in-place ops from
promoting); the Array API standard, Broadcasting §In-place Semantics;
docs/semantics.md "PyTorch promotion" and "PyTorch element-wise ops"
(wrapping integers, half precision rounded once to nearest even); each
profile's module for its own dtype rules and kernels.

Order of the checks (cases/README.md "Order of errors"): an input with two
faults reports the one the library reports.
  1 the profile's early refusal (elementwise_dtypes.py): PyTorch's meta
    functions (subtract with bool, maximum with complex); NumPy's loop
    resolution and output cast; JAX's and MLX's promotion; the Array API's
    undefined cases;
  2 shapes (incompatible_shapes), and in place the destination's shape
    (inplace_shape_change);
  3 the profile's late refusal: PyTorch's promotion (compute_types),
    can_cast into the destination, and its kernels' dtype support; the lax
    primitives' dtype rules in JAX; then a refusal of the loop the library
    runs when b is a single element (PyTorch's float8 multiply,
    promotion_torch.single_b_kernel).
Then both operands are converted to the compute dtype, the kernel computes
each element, and the result is stored in the result dtype (in place: cast
to the destination's dtype).
"""

import functools
import math
import operator
from collections import namedtuple

from . import array_sizes, dtypes
from .array import make_array
from .broadcast import broadcast_pair, source_positions
from .errors import (INCOMPATIBLE_SHAPES, INPLACE_SHAPE_CHANGE, ModelError,
                     detached)
from . import transcendental
from .float_formats import rounder
from .ops import (COMPARISONS, DIVISION, INPLACE_OPS,  # noqa: F401
                  INPLACE_SUFFIX, OPS, SHIFTS)
from .value_faults import fault_of
from .profiles import profile as find_profile
from .values import converter

# The ops whose kernels may answer a value with a fault (value_faults.py),
# in place too: the faults are checked after every other check. (divide:
# ONNX's Div of integers by zero; maximum, minimum: ONNX's -0.0/+0.0 tie.)
VALUE_FAULT_OPS = frozenset(
    op + suffix for op in DIVISION + SHIFTS + ("pow", "divide", "maximum",
                                               "minimum")
    for suffix in ("", INPLACE_SUFFIX))

# The half of the work that depends on shapes alone: the shape checks'
# refusal (None or a ModelError), the result's shape, and for each result
# element the positions in a and in b it reads.
_ShapePlan = namedtuple("_ShapePlan", "refusal shape pairs")


@functools.lru_cache(maxsize=1 << 16)
def _shape_plan(a_shape, b_shape, inplace, same_shape=False):
    """The _ShapePlan of a (op) b, or of a (op)= b (memoized); with
    `same_shape`, of an op that does not broadcast (a profile's
    SAME_SHAPE_OPS: TensorFlow.js's bitwiseAnd)."""
    if same_shape and a_shape != b_shape:
        return _ShapePlan(ModelError(
            INCOMPATIBLE_SHAPES, f"the shapes {list(a_shape)} and "
            f"{list(b_shape)} differ and the op does not broadcast"),
            None, None)
    try:
        shape = broadcast_pair(a_shape, b_shape)
    except ModelError as error:
        return _ShapePlan(detached(error), None, None)
    if inplace and shape != a_shape:
        return _ShapePlan(ModelError(
            INPLACE_SHAPE_CHANGE, f"output with shape {list(a_shape)} doesn't "
            f"match the broadcast shape {list(shape)}"), None, None)
    return _ShapePlan(None, shape, tuple(zip(
        source_positions(a_shape, shape), source_positions(b_shape, shape))))


# The half that depends on dtypes alone: the profile's decision
# (elementwise_dtypes.py), the dtype the result is stored in (the result
# dtype, or the destination's in place), and how to compute once the
# checks have passed: each operand's conversion to the compute dtype (None
# when it is that dtype already), the kernel, and the conversion of its
# results to the stored dtype (None when they are stored as they are).
_DtypePlan = namedtuple("_DtypePlan",
                        "decision stored convert_a convert_b kernel store "
                        "single_b_kernel")


@functools.lru_cache(maxsize=None)
def _dtype_plan(profile_name, op, a_dtype, a_is_0d, b_dtype, b_is_0d,
                default_float, inplace):
    """The _DtypePlan of a (op) b, or of a (op)= b (memoized: a few
    thousand combinations, used millions of times)."""
    decision = find_profile(profile_name).elementwise_dtypes(
        op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float, inplace)
    if decision.early_refusal or decision.late_refusal:
        return _DtypePlan(decision, None, None, None, None, None, None)
    compute, result = decision.compute_dtype, decision.result_dtype
    stored = a_dtype if inplace else result
    module = find_profile(profile_name)
    maker = module.kernel(op, compute) or shared_kernel(op, compute)
    # A library may run another loop when b is a single element
    # (profiles.py, single_b_kernel).
    single_b_maker = getattr(module, "single_b_kernel", _none)(op, compute)
    convert = getattr(module, "operand_converter", _none)
    return _DtypePlan(decision, stored,
                      convert(a_dtype, compute)
                      or _conversion(a_dtype, compute),
                      convert(b_dtype, compute)
                      or _conversion(b_dtype, compute), maker(compute),
                      _conversion(result, stored),
                      _made(single_b_maker, compute))


def _made(maker, compute):
    """The single-b kernel, or the refusal the maker gives instead
    (detached: the plan is memoized), or None."""
    if not maker:
        return None
    made = maker(compute)
    return detached(made) if isinstance(made, ModelError) else made


def _none(op, compute_dtype):
    return None


def _conversion(source, target):
    return None if source == target else converter(source, target)


def _raise(error):
    # A fresh exception each time: a cached one would collect tracebacks.
    raise ModelError(error.kind, error.message)


@functools.lru_cache(maxsize=None)
def _reads(profile_name, op):
    """(whether the profile's elementwise_dtypes reads the ranks for op,
    whether it reads the default float dtype, whether op requires equal
    shapes in the profile) (profiles.py)."""
    module = find_profile(profile_name)
    return (module.ELEMENTWISE_READS_RANKS,
            op in module.ELEMENTWISE_DEFAULT_FLOAT_OPS,
            op in getattr(module, "SAME_SHAPE_OPS", ()))


# What the plan is asked with when the profile ignores the default float.
_ANY_DEFAULT_FLOAT = "float32"


def outcome(op, a, b, default_float, profile, inplace):
    """a (op) b, or a (op)= b when `inplace`: the result Array, or the
    ModelError of the first check that refuses it, in the order of the
    module's comment, returned rather than raised (the corpus writes
    refusals by the hundred thousand; a raise costs ten times a return)."""
    a_shape, b_shape = tuple(a.shape), tuple(b.shape)
    refusal = array_sizes.operands_refusal(profile, (a, b))
    if refusal:
        return refusal
    # The plan is memoized on what the profile reads alone: the same few
    # thousand plans serve every rank and default float.
    reads_ranks, reads_default_float, same_shape = _reads(profile, op)
    plan = _dtype_plan(profile, op, a.dtype, reads_ranks and not a_shape,
                       b.dtype, reads_ranks and not b_shape,
                       default_float if reads_default_float
                       else _ANY_DEFAULT_FLOAT, inplace)
    decision = plan.decision
    if decision.early_refusal:
        return decision.early_refusal
    shape_plan = _shape_plan(a_shape, b_shape, inplace, same_shape)
    if shape_plan.refusal:
        return shape_plan.refusal
    if decision.late_refusal:
        return decision.late_refusal
    if not inplace:
        refusal = array_sizes.refusal(profile, plan.stored, shape_plan.shape,
                                      "the result")
        if refusal:
            return refusal
    a_values, b_values = a.data, b.data
    if plan.convert_a:
        a_values = list(map(plan.convert_a, a_values))
    if plan.convert_b:
        b_values = list(map(plan.convert_b, b_values))
    kernel = plan.kernel
    if plan.single_b_kernel and len(b_values) == 1:
        kernel = plan.single_b_kernel
        if isinstance(kernel, ModelError):
            return kernel
    data = [kernel(a_values[i], b_values[j]) for i, j in shape_plan.pairs]
    if op in VALUE_FAULT_OPS:
        fault = fault_of(data)
        if fault:
            return fault
    if plan.store:
        data = list(map(plan.store, data))
    return make_array((plan.stored, shape_plan.shape, data))


def operand_pairs(op, a, b, default_float, profile, inplace):
    """(compute dtype, [(x, y)] of each result element: its operands
    converted to the compute dtype), for a call outcome() computes; None
    when it refuses (tolerances.py reads the operands of each element)."""
    reads_ranks, reads_default_float, same_shape = _reads(profile, op)
    plan = _dtype_plan(profile, op, a.dtype, reads_ranks and not a.shape,
                       b.dtype, reads_ranks and not b.shape,
                       default_float if reads_default_float
                       else _ANY_DEFAULT_FLOAT, inplace)
    shape_plan = _shape_plan(tuple(a.shape), tuple(b.shape), inplace,
                             same_shape)
    if plan.decision.early_refusal or plan.decision.late_refusal or (
            shape_plan.refusal):
        return None
    a_values = list(map(plan.convert_a, a.data)) if plan.convert_a \
        else a.data
    b_values = list(map(plan.convert_b, b.data)) if plan.convert_b \
        else b.data
    return plan.decision.compute_dtype, [(a_values[i], b_values[j])
                                         for i, j in shape_plan.pairs]


def _result(result):
    if isinstance(result, ModelError):
        _raise(result)
    return result


def compute(op, a, b, default_float, profile="torch"):
    """a (op) b as an Array, or the ModelError its checks raise, in the
    order of the module's comment."""
    return _result(outcome(op, a, b, default_float, profile, False))


def compute_inplace(op, a, b, default_float, profile="torch"):
    """a (op)= b: the new value of a (the out-of-place result cast to a's
    dtype), or the ModelError its checks raise."""
    return _result(outcome(op, a, b, default_float, profile, True))


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


def _float_minimum(x, y):
    """PyTorch's minimum_kernel: NaN if either is NaN, else std::min(a, b),
    which is `b < a ? b : a`: ties, -0.0 and 0.0 included, give x."""
    if x != x or y != y:
        return math.nan
    return y if y < x else x


def _rounded(operation):
    def make(dtype):
        round_result = rounder(dtype)
        return lambda x, y: round_result(operation(x, y))
    return make


def _plain(kernel):
    return lambda dtype: kernel


# The half-precision and float8 formats: every library here computes pow,
# atan2, hypot and logaddexp of them in float32 and rounds the float32
# result to the format (PyTorch's Half and BFloat16 convert to float for
# std::pow and the Sleef kernels, c10/util/Half.h; NumPy's loops
# TD('e', astype={'e': 'f'}); MLX's float16_t and bfloat16_t arithmetic
# through float, mlx/types/half_types.h): two roundings, the model's too.
_THROUGH_FLOAT32 = frozenset(("float16", "bfloat16", "float8_e4m3fn",
                              "float8_e5m2"))


def _transcendental(function):
    """The kernel maker of a transcendental.py function(x, y, dtype):
    rounded once to the dtype, or for the narrow formats to float32 and
    then to the dtype."""
    def make(dtype):
        if dtype not in _THROUGH_FLOAT32:
            return lambda x, y: function(x, y, dtype)
        store = rounder(dtype)
        return lambda x, y: store(function(x, y, "float32"))
    return make


_FLOAT_KERNELS = {
    "pow": _transcendental(transcendental.real_pow),
    "atan2": _transcendental(transcendental.real_atan2),
    "hypot": _transcendental(transcendental.real_hypot),
    "logaddexp": _transcendental(transcendental.real_logaddexp),
    "add": _rounded(operator.add),
    "subtract": _rounded(operator.sub),
    "multiply": _rounded(operator.mul),
    "divide": _rounded(ieee_divide),
    "maximum": _plain(_float_maximum),
    "minimum": _plain(_float_minimum),
    # IEEE 754 comparisons: NaN is unordered, so only != holds with it.
    "equal": _plain(operator.eq),
    "not_equal": _plain(operator.ne),
    "less": _plain(operator.lt),
    "less_equal": _plain(operator.le),
    "greater": _plain(operator.gt),
    "greater_equal": _plain(operator.ge),
}


def _complex_multiply(dtype):
    """(a + bi)(c + di) = (ac - bd) + (ad + bc)i. complex64's libraries
    compute it in float, rounding each product and each sum to float
    (c10/util/complex.h operator*=; NumPy's complex64 multiply loop; XLA's
    EmitComplexBinaryOp; MLX's complex64_t operator*), which differs from
    rounding the exact parts once where a product overflows float and the
    part does not. The others round the parts once: complex128's steps are
    double's own, and complex32's come from products exact in float."""
    round_part = rounder(dtypes.COMPLEX_COMPONENT[dtype])
    step = round_part if dtype == "complex64" else (lambda value: value)

    def kernel(x, y):
        real = step(x.real * y.real) - step(x.imag * y.imag)
        imag = step(x.real * y.imag) + step(x.imag * y.real)
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


def _lexicographic(compare, x, y):
    """compare(x, y) on complex values: the imaginary parts when the real
    parts are equal, else the real parts (a NaN part compares false)."""
    if x.real == y.real:
        return compare(x.imag, y.imag)
    return compare(x.real, y.real)


def _complex_componentwise(operation):
    def make(dtype):
        round_part = rounder(dtypes.COMPLEX_COMPONENT[dtype])
        return lambda x, y: complex(round_part(operation(x.real, y.real)),
                                    round_part(operation(x.imag, y.imag)))
    return make


def _complex_function(function):
    return lambda dtype: lambda x, y: function(x, y, dtype)


_COMPLEX_KERNELS = {
    "pow": _complex_function(transcendental.complex_pow),
    "atan2": _complex_function(transcendental.complex_atan2),
    "logaddexp": _complex_function(transcendental.complex_logaddexp),
    "add": _complex_componentwise(operator.add),
    "subtract": _complex_componentwise(operator.sub),
    "multiply": _complex_multiply,
    "divide": _complex_divide,
    # Python's complex == and != compare both parts (a NaN part is unequal).
    "equal": _plain(operator.eq),
    "not_equal": _plain(operator.ne),
    # Ordering and extrema of complex values, where a profile has them: the
    # lexicographic order on (real, imaginary) of JAX's lowering
    # (jax/_src/numpy/ufuncs.py _complex_comparison: select(re(x) ==
    # re(y), op(im(x), im(y)), op(re(x), re(y))); jax/_src/interpreters/
    # mlir.py _minmax_hlo: select(re(x) == re(y) ? im(x) CMP im(y) : re(x)
    # CMP re(y), x, y), CMP "GT" for maximum, "LT" for minimum).
    "less": _plain(lambda x, y: _lexicographic(operator.lt, x, y)),
    "less_equal": _plain(lambda x, y: _lexicographic(operator.le, x, y)),
    "greater": _plain(lambda x, y: _lexicographic(operator.gt, x, y)),
    "greater_equal": _plain(lambda x, y: _lexicographic(operator.ge, x, y)),
    "maximum": _plain(lambda x, y: x if _lexicographic(operator.gt, x, y)
                      else y),
    "minimum": _plain(lambda x, y: x if _lexicographic(operator.lt, x, y)
                      else y),
}


def _wrapped(operation):
    def make(dtype):
        wrap = dtypes.integer_wrapper(dtype)
        return lambda x, y: wrap(operation(x, y))
    return make


# Python ints are exact, so comparisons, maximum and minimum need no care
# for signedness; the bitwise ops of two in-range values of a dtype stay in
# its range (two's complement: Python's & | ^ on negative ints act on an
# infinite sign extension).
_INTEGER_KERNELS = {
    "add": _wrapped(operator.add),
    "subtract": _wrapped(operator.sub),
    "multiply": _wrapped(operator.mul),
    "maximum": _plain(lambda x, y: y if x < y else x),
    "minimum": _plain(lambda x, y: y if y < x else x),
    "equal": _plain(operator.eq),
    "not_equal": _plain(operator.ne),
    "less": _plain(operator.lt),
    "less_equal": _plain(operator.le),
    "greater": _plain(operator.gt),
    "greater_equal": _plain(operator.ge),
    "bitwise_and": _plain(operator.and_),
    "bitwise_or": _plain(operator.or_),
    "bitwise_xor": _plain(operator.xor),
}

# Bool arithmetic: PyTorch's bool add is logical or, so a bool plus an int32
# tensor promotes to int32 with True as 1.
# Its bitwise ops on bool are logical (BinaryOpsKernel.cpp: bitwise_or on
# kBool is a || b, bitwise_xor a != b), maximum is or and minimum and
# (maximum_kernel, minimum_kernel on kBool), and False < True as in Python.
_BOOL_KERNELS = {
    "add": _plain(lambda x, y: x or y),
    "multiply": _plain(lambda x, y: x and y),
    "maximum": _plain(lambda x, y: x or y),
    "minimum": _plain(lambda x, y: x and y),
    "equal": _plain(operator.eq),
    "not_equal": _plain(operator.ne),
    "less": _plain(lambda x, y: (not x) and y),
    "less_equal": _plain(lambda x, y: (not x) or y),
    "greater": _plain(lambda x, y: x and not y),
    "greater_equal": _plain(lambda x, y: x or not y),
    "bitwise_and": _plain(lambda x, y: x and y),
    "bitwise_or": _plain(lambda x, y: x or y),
    "bitwise_xor": _plain(operator.ne),
}

# The logical ops on any kind: a value is true when nonzero (the Array API
# standard, logical_and: "zeros must be considered the equivalent of False,
# while non-zeros must be considered the equivalent of True"); NaN is
# nonzero, and a complex value is nonzero when either part is (C++'s
# `bool(c10::complex)`, NumPy's nonzero test, JAX's lax.ne(x, 0)). The
# result is bool.
_LOGICAL_KERNELS = {
    "logical_and": _plain(lambda x, y: x != 0 and y != 0),
    "logical_or": _plain(lambda x, y: x != 0 or y != 0),
    "logical_xor": _plain(lambda x, y: (x != 0) != (y != 0)),
}
for _table in (_BOOL_KERNELS, _INTEGER_KERNELS, _FLOAT_KERNELS,
               _COMPLEX_KERNELS):
    _table.update(_LOGICAL_KERNELS)

_KERNELS_BY_KIND = {
    dtypes.KIND_BOOL: _BOOL_KERNELS,
    dtypes.KIND_SIGNED: _INTEGER_KERNELS,
    dtypes.KIND_UNSIGNED: _INTEGER_KERNELS,
    dtypes.KIND_FLOATING: _FLOAT_KERNELS,
    dtypes.KIND_COMPLEX: _COMPLEX_KERNELS,
}


def shared_kernel(op, compute_dtype):
    """The maker of the shared kernel of op in compute_dtype's kind."""
    return _KERNELS_BY_KIND[dtypes.kind(compute_dtype)][op]
