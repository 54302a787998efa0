"""What where and clip share: an operand that is an array, a Python scalar
(operands.Operand of category scalar, with its value) or None, and the
conversion of a Python scalar to a dtype the way each library converts it.

Sources, per library (each rule is cited where it is used):
  torch  c10/core/Scalar.h (Scalar::to<T>, the to##name accessors, which
         call checked_convert), c10/util/TypeCast.h and c10/util/Half.h
         (`overflows`: a finite value outside [lowest, max] of the target
         is refused, an infinity or a NaN of a format with NaN passes; an
         unsigned target takes a negative int down to -max, which wraps);
         torch/csrc/utils/python_arg_parser.cpp (an int outside int64
         fails when the argument is parsed)
  numpy  numpy/_core/src/multiarray/abstractdtypes.c
         npy_update_operand_for_scalar: PyArray_SETITEM of the Python
         scalar into the dtype (an int outside an integer dtype's range
         is an OverflowError)
  jax    jax/_src/abstract_arrays.py: at a jit boundary a Python int is a
         weak int32 (outside it, OverflowError), a float a weak float32
  mlx    python/src/utils.cpp to_array
"""

import math

from . import dtypes
from .array import make_array
from .errors import (SCALAR_OUT_OF_RANGE, UNSUPPORTED_DTYPE_FOR_OP,
                     ModelError)
from .function_call import FunctionResult, Scalar
from .operands import CATEGORY_SCALAR, array_operand, scalar_operand
from .profiles import profile as find_profile
from .scalar_values import convert, numpy_value

_INT64_LOW, _INT64_HIGH = dtypes.integer_range("int64")
_INT32_LOW, _INT32_HIGH = dtypes.integer_range("int32")

# The formats C++ converts to through float (c10::Half, c10::BFloat16, the
# float8 types and complex32's parts have a float constructor alone).
THROUGH_FLOAT = frozenset(("float16", "bfloat16", "float8_e4m3fn",
                           "float8_e5m2", "complex32"))

# The largest finite value of each real floating format (the float8
# formats: e4m3fn 448, e5m2 57344; cases/README.md "Dtypes").
FLOAT_MAX = {"float16": 65504.0, "bfloat16": 3.3895313892515355e38,
             "float32": 3.4028234663852886e38,
             "float64": 1.7976931348623157e308,
             "float8_e4m3fn": 448.0, "float8_e5m2": 57344.0}


def model_operand(operand):
    """A function call's operand (function_call.Scalar, an Array or None)
    as this model takes it: a Python scalar as an operands.Operand of
    category scalar, with its value."""
    if isinstance(operand, Scalar):
        return scalar_operand(operand.kind, operand.value)
    return operand


def function_result(call, outcome, profile, default_float):
    """functions.py's entry for where and clip: outcome(*operands,
    default_float, profile) on the FunctionCall's operands, as a
    function_call.FunctionResult (exact: no tolerance), or raises the
    ModelError it returns. Both return their refusals rather than raise
    them (so each profile's checks read in its library's order), and both
    are exact, so one entry serves the two."""
    result = outcome(*[model_operand(operand) for operand in call.operands],
                     default_float, profile)
    if isinstance(result, ModelError):
        raise ModelError(result.kind, result.message)
    return FunctionResult(result, None)


def check_dtypes(profile, operands):
    """Every array's dtype must be one the profile's library has (None, an
    absent clip bound, and Python scalars pass): where and clip check it
    first, before any profile's own order of checks, with one message."""
    module = find_profile(profile)
    for operand in operands:
        if (operand is not None and not is_scalar(operand)
                and operand.dtype not in module.DTYPES):
            return ModelError(UNSUPPORTED_DTYPE_FOR_OP, f"profile {profile} "
                              f"has no dtype {operand.dtype}")
    return None


def numpy_sequence_member(operand):
    """An operand as numpy_dtype_sequence takes it: a Python int, float or
    complex as its abstract DType, a Python bool and an array as their
    dtype."""
    if is_scalar(operand):
        return "bool" if operand.kind == "bool" else "py:" + operand.kind
    return operand.dtype


def is_scalar(operand):
    """Whether an operand of where or clip is a Python scalar."""
    return getattr(operand, "category", None) == CATEGORY_SCALAR


def promotion_operand(operand):
    """The result_type operand of an Array or a Python scalar."""
    if is_scalar(operand):
        return operand
    return array_operand(operand.dtype, len(operand.shape))


def shape_of(operand):
    """An operand's shape for broadcasting: a Python scalar is 0-d."""
    return () if is_scalar(operand) else tuple(operand.shape)


def scalar_array(dtype, value):
    return make_array((dtype, (), [value]))


def torch_parse(operand):
    """torch/csrc/utils/python_arg_parser.cpp: a Python int outside int64
    fails when parsed ("Overflow when unpacking long"); None otherwise."""
    if (is_scalar(operand) and operand.kind == "int"
            and not _INT64_LOW <= operand.value <= _INT64_HIGH):
        return ModelError(SCALAR_OUT_OF_RANGE, "Overflow when unpacking long")
    return None


def jax_boundary(operand):
    """A Python int crossing a jit boundary with x64 off must fit int32
    (jax/_src/abstract_arrays.py _int_aval: OverflowError)."""
    if (is_scalar(operand) and operand.kind == "int"
            and not _INT32_LOW <= operand.value <= _INT32_HIGH):
        return ModelError(SCALAR_OUT_OF_RANGE, f"Python int {operand.value} "
                          "too large to convert to int32")
    return None


def _torch_overflows(value, target):
    """c10's `overflows<To, From>` (c10/util/TypeCast.h) for one real value,
    strict_unsigned false: integers outside the range, an unsigned target
    taking negatives down to -max; floats: an infinity passes where the
    format has one, NaN where it has one, a finite value beyond [lowest,
    max] fails."""
    if dtypes.kind(target) == dtypes.KIND_BOOL:
        return False
    if dtypes.is_integral(target):
        low, high = dtypes.integer_range(target)
        if isinstance(value, float):
            return value != value or not low <= value <= high
        if low == 0:
            return value > high or (value < 0 and -value > high)
        return not low <= value <= high
    if isinstance(value, float) and value != value:
        return False  # every floating format here has a NaN
    if isinstance(value, float) and math.isinf(value):
        # float8_e4m3fn has no infinity (numeric_limits has_infinity false):
        # an infinity is beyond its max
        return target == "float8_e4m3fn"
    return abs(value) > FLOAT_MAX[target]


def torch_scalar_value(operand, target):
    """Scalar::to<T>() of a Python scalar into `target` (at::scalar_tensor's
    fill, the clamp kernels' bounds): checked_convert refuses a value that
    overflows the target ("value cannot be converted to type at::Half
    without overflow"), a complex with a nonzero imaginary part into a real
    type too; else the value converted (integers wrap, half formats
    through float). Returns the value or a ModelError."""
    kind, value = operand.kind, operand.value
    target_kind = dtypes.kind(target)
    if kind == "complex":
        if target_kind != dtypes.KIND_COMPLEX:
            if value.imag != 0:
                return _overflow(value, target)
            kind, value = "float", value.real
        else:
            part = dtypes.COMPLEX_COMPONENT[target]
            if _torch_overflows(value.real, part) or _torch_overflows(
                    value.imag, part):
                return _overflow(value, target)
    elif target_kind == dtypes.KIND_COMPLEX:
        if _torch_overflows(value if kind != "bool" else int(value),
                            dtypes.COMPLEX_COMPONENT[target]):
            return _overflow(value, target)
    elif kind != "bool" and _torch_overflows(value, target):
        return _overflow(value, target)
    return convert(kind, value, target, target in THROUGH_FLOAT)


def _overflow(value, target):
    return ModelError(SCALAR_OUT_OF_RANGE, f"value {value!r} cannot be "
                      f"converted to type {target} without overflow")


def numpy_scalar_value(operand, target):
    """PyArray_SETITEM of the Python scalar into `target`
    (npy_update_operand_for_scalar): the value or a ModelError. The store
    is the one an element-wise op makes of its scalar operand, so
    scalar_values' rule serves both."""
    return numpy_value(operand.kind, operand.value, target)


def jax_scalar_value(operand, target):
    """A weak scalar converted to the promoted dtype (convert_element_type:
    integers wrap; a float is a float32 first, at the jit boundary)."""
    return convert(operand.kind, operand.value, target,
                   operand.kind in ("float", "complex"))


def mlx_scalar_value(operand, target):
    """to_array: mx::array(val, dtype): an int through int64 (wraps), a
    float through C float unless the dtype is float64, a complex as
    std::complex<float> (python/src/utils.cpp)."""
    through = (target != "float64" if operand.kind == "float"
               else target in THROUGH_FLOAT)
    return convert(operand.kind, operand.value, target, through)


def as_array(operand, dtype, value_of):
    """A Python scalar as a 0-d Array of `dtype`, its value from
    value_of(operand, dtype) (a value, or a ModelError, returned); an
    array as it is (the caller converts its values)."""
    if is_scalar(operand):
        value = value_of(operand, dtype)
        if isinstance(value, ModelError):
            return value
        return scalar_array(dtype, value)
    return operand


def as_arrays(operands, dtype, value_of):
    """Each operand through as_array, in order: the list, or the first
    ModelError. The libraries that can refuse a scalar's conversion
    (PyTorch's Scalar::to, NumPy's SETITEM) convert the operands one by
    one and stop at the first refusal, so the first one is the one a case
    reports."""
    arrays = []
    for operand in operands:
        array = as_array(operand, dtype, value_of)
        if isinstance(array, ModelError):
            return array
        arrays.append(array)
    return arrays


def first_refusal(check, operands):
    """The first refusal check (torch_parse, jax_boundary) returns for the
    operands, in order, or None: the library parses or crosses the jit
    boundary with each argument in turn, so the first one it refuses is
    the error a case reports."""
    for operand in operands:
        refusal = check(operand)
        if refusal:
            return refusal
    return None
