"""Element-wise ops with a Python scalar operand: `array op scalar`,
`scalar op array` and `array op= scalar`, for every profile.

The scalar takes part in promotion as the profile's result_type says
(operands.py, promotion_<profile>.py), the op's own dtype rules then give
the compute dtype (elementwise_dtypes), and the scalar becomes a 0-d
operand holding its value converted the way the library converts it. The
values are then the array-array model's (elementwise.py), except where a
library computes differently with a scalar (PyTorch's reduced-float
kernels, NumPy 2's exact integer comparisons, below). A scalar is a single
element, so broadcasting never refuses it, and an in-place destination
never changes shape: every outcome is decided by dtypes and the scalar's
value alone.

Per profile:
  torch      the scalar is a wrapped number, a 0-d tensor of its own dtype
             (bool, int64, double, complex double) that TensorIterator
             casts to the common dtype: integers wrap, half precision
             formats go through float (c10::Half and c10::BFloat16 convert
             from float); a Python int outside int64 fails in the argument
             parser ("Overflow when unpacking long"); functions without a
             Scalar overload refuse a number (TypeError);
             aten/src/ATen/TensorIterator.cpp compute_types,
             torch/csrc/utils/python_arg_parser.cpp,
             aten/src/ATen/native/cpu/BinaryOpsKernel.cpp
  numpy      NEP 50 (NumPy 2): the Python int, float or complex is stored
             into the loop's dtype (numpy/_core/src/umath/ufunc_object.c
             npy_update_operand_for_scalar, PyArray_SETITEM): an int
             outside an integer loop's range is an OverflowError; integer
             arrays compare with a Python int exactly
             (umath/special_integer_comparisons.cpp)
  jax        the jnp functions are jitted: at the jit boundary a Python
             int becomes a weak int32 (x64 off; outside int32 an
             OverflowError), a float a weak float32, a complex a weak
             complex64 (jax/_src/abstract_arrays.py); promote_dtypes then
             converts it to the promoted dtype (integers wrap)
  array-api  type_promotion.rst "Mixing arrays with Python scalars": the
             scalar is converted to a 0-D array of the array's dtype (a
             complex with a real floating array: the complex dtype of its
             precision); outside what the clause supports, undefined
  mlx        python/src/utils.cpp to_array (v0.32.1): the scalar becomes an
             array of the other operand's dtype, range-checked for integer
             dtypes narrower than 64 bits; floats through C float unless
             the dtype is float64
  tfjs       the scalar is the JavaScript value a caller writes (a boolean,
             or a number: a double), which convertToTensor makes a 0-d
             tensor (tfjs-core/src/tensor_util_env.ts): bool, or float32
             (the double rounded once); the logical ops ask for a bool
             tensor, which a number becomes by `Math.round(x) !== 0`
             (tfjs-core/src/util.ts toTypedArray); a complex has no
             JavaScript value: undefined (promotion_tfjs.py)
"""

import math
from collections import namedtuple

from . import (array_sizes, dtypes, elementwise, promotion_mlx, promotion_tfjs,
               promotion_torch, transcendental)
from .array import make_array
from .errors import (INVALID_ARGUMENT, INVALID_VALUE, SCALAR_OUT_OF_RANGE,
                     UNDEFINED, UNSUPPORTED_DTYPE_FOR_OP, ModelError)
from .float_formats import FORMATS, round_float, round_integer
from .operands import array_operand, scalar_operand
from .ops import COMPARISONS, LOGICAL
from .profiles import profile as find_profile
from .values import converter

# Where the scalar stands: `array op scalar` (b), `scalar op array` (a);
# in place only b may be a scalar (the destination is an array).
SCALAR_B = "b"
SCALAR_A = "a"
POSITIONS = (SCALAR_B, SCALAR_A)

# The formats a library converts to through float32 first (C++ types with
# a float constructor alone: c10::Half, c10::BFloat16, the float8 types,
# MLX's float16_t and bfloat16_t); complex32 by its parts.
_THROUGH_FLOAT = frozenset(("float16", "bfloat16", "float8_e4m3fn",
                            "float8_e5m2", "complex32"))
_INT64_LOW, _INT64_HIGH = dtypes.integer_range("int64")
_INT32_LOW, _INT32_HIGH = dtypes.integer_range("int32")


def fits_double(value):
    """Whether float(value) of a Python int succeeds."""
    try:
        float(value)
    except OverflowError:
        return False
    return True


def _error(kind, message):
    return ModelError(kind, message)


def _real(kind, value, target, through_float):
    """A bool, int or float value as the real float dtype `target`,
    rounded once (or to float32 first when `through_float`); None for an
    int no double holds (the caller decides what that is)."""
    if kind == "bool":
        return 1.0 if value else 0.0
    step = "float32" if through_float and target != "float32" else None
    if kind == "int":
        if step:
            return round_float(round_integer(value, step), target)
        if not fits_double(value):
            return None
        return round_integer(value, target)
    if step:
        return round_float(round_float(value, step), target)
    return round_float(value, target)


def convert(kind, value, target, through_float=False, wrap=True):
    """The Python scalar `value` of `kind` as a value of dtype `target`:
    integers wrap (when `wrap`; else the caller has checked the range),
    floats round to nearest even, bool is 0 or 1, anything to bool is
    "!= 0". None for an int beyond every double (float(int) fails)."""
    target_kind = dtypes.kind(target)
    if target_kind == dtypes.KIND_BOOL:
        return value != 0
    if target_kind in (dtypes.KIND_SIGNED, dtypes.KIND_UNSIGNED):
        if kind not in ("bool", "int"):
            raise ValueError(f"a Python {kind} never converts to {target}")
        return dtypes.wrap_integer(int(value), target) if wrap else int(value)
    if target_kind == dtypes.KIND_COMPLEX:
        component = dtypes.COMPLEX_COMPONENT[target]
        if kind == "complex":
            real = _real("float", value.real, component, through_float)
            imag = _real("float", value.imag, component, through_float)
            return complex(real, imag)
        real = _real(kind, value, component, through_float)
        return None if real is None else complex(real, 0.0)
    if kind == "complex":
        raise ValueError(f"a Python complex never converts to {target}")
    return _real(kind, value, target, through_float)


# What a profile decides for one call: an error, or the 0-d operand the
# scalar becomes (its dtype and value) and, where the library computes
# otherwise with a scalar, the kernel maker that replaces the op's own
# (maker(compute dtype) -> f(array value, scalar value)); `unit`, 0 or 1,
# where the library answers that exponent without a kernel (PyTorch's
# pow_Tensor_Scalar_out: the result filled with 1, or a copy of the array
# in the compute dtype).
_Plan = namedtuple("_Plan", "error dtype value kernel unit",
                   defaults=(None, None))


def _refused(error):
    return _Plan(error, None, None)


def _ordered(op, array_dtype, array_0d, scalar_dtype, scalar_first,
             default_float, inplace, profile):
    """elementwise_dtypes with the scalar's 0-d operand in its place."""
    module = find_profile(profile)
    if scalar_first:
        return module.elementwise_dtypes(op, scalar_dtype, True, array_dtype,
                                         array_0d, default_float, inplace)
    return module.elementwise_dtypes(op, array_dtype, array_0d, scalar_dtype,
                                     True, default_float, inplace)


def _refusal(decision):
    return decision.early_refusal or decision.late_refusal


# ---------------------------------------------------------------------------
# torch

# The functions that take no Python number in that place: their PyTorch
# signatures have Tensor parameters alone and they are not among the
# functions whose Tensor parameters accept numbers
# (torch/csrc/utils/python_arg_parser.cpp should_allow_numbers_as_tensors:
# add, sub, mul, div, true_divide, floor_divide); maximum(), minimum(),
# nextafter(), logical_and() ...: "argument 'other' (position 2) must be
# Tensor, not int". copysign has copysign.Scalar for its second operand
# alone. The comparisons take a number first through Python's reflected
# operators (`300 > t` is `t < 300`, the same values). atan2, hypot and
# logaddexp are Tensor-only too.
TORCH_NO_SCALAR = frozenset(("maximum", "minimum", "nextafter",
                             "logical_and", "logical_or", "logical_xor",
                             "atan2", "hypot", "logaddexp"))
TORCH_NO_SCALAR_FIRST = frozenset(("copysign",))
# The functions whose Python binding takes the number as a Tensor
# (should_allow_numbers_as_tensors; the operators +, -, *, / reach them):
# PythonArgs::tensor_slow unpacks an int with THPUtils_unpackLong, which
# refuses anything outside int64 ("Overflow when unpacking long"). The
# others take a Scalar (scalar_slow), which current PyTorch also reads
# from 2**63 to 2**64 - 1, as a uint64: the model keeps int64's bounds
# for every function, and the corpus draws no such int for these.
TORCH_TENSOR_PARAMETER = frozenset(("add", "subtract", "multiply", "divide",
                                    "floor_divide"))
# The wrapped number's own dtype (torch/csrc/utils/python_arg_parser.cpp,
# scalar_to_tensor): what the meta functions' checks see (sub_check refuses
# a bool scalar as it does a bool tensor).
_TORCH_WRAPPED = {"bool": "bool", "int": "int64", "float": "float64",
                  "complex": "complex128"}
# The kernels that read a single-element b in float when the common dtype
# is float16 or bfloat16 (BinaryOpsKernel.cpp: `iter.is_scalar(2) &&
# at::isReducedFloatingType(dtype)`, then `opmath_t b =
# iter.original_scalar_value<opmath_t>(2)`: the wrapped number itself,
# as float, never rounded to the tensor's dtype), computing
# `static_cast<opmath_t>(a) OP b` in float and rounding that to the dtype.
# floor_divide's branch is promotion_torch.single_b_kernel (it gets b as
# the float value).
_TORCH_OPMATH_B = ("multiply", "divide", "floor_divide")
_TORCH_REDUCED = ("float16", "bfloat16")


def _torch_in_float(operation):
    def make(dtype):
        def kernel(x, y):
            return round_float(round_float(operation(x, y), "float32"), dtype)
        return kernel
    return make


_TORCH_FLOAT_KERNELS = {
    "multiply": _torch_in_float(lambda x, y: x * y),
    "divide": _torch_in_float(elementwise.ieee_divide),
}


def _torch_exponent(op, kind, value, scalar_first):
    """pow's Python scalar exponent as c10::Scalar::equal compares it with
    a number: an int or a float by value (-0.0 is 0), a complex by its
    real part with a zero imaginary part, a bool never. None where it is
    no exponent or equals no number."""
    if op != "pow" or scalar_first or kind == "bool":
        return None
    if kind == "complex":
        if value.imag != 0:
            return None
        value = value.real
    return value


def _torch_unit_exponent(op, kind, value, scalar_first):
    """pow_Tensor_Scalar_out (aten/src/ATen/native/Pow.cpp, v1.13.1):
    `exp.equal(0.0)` fills the result with 1 and `exp.equal(1.0)` copies
    the base, before pow_tensor_scalar_stub looks up a kernel. The
    exponent (0 or 1), else None."""
    exponent = _torch_exponent(op, kind, value, scalar_first)
    return exponent if exponent in (0, 1) else None


def _torch_int_fits(value, dtype):
    """c10::checked_convert of an int into an integer dtype: its range,
    and for an unsigned dtype the negatives down to -max, which wrap."""
    low, high = dtypes.integer_range(dtype)
    return low <= value <= high or (low == 0 and -high <= value < 0)


def _torch(op, array_dtype, array_0d, kind, value, scalar_first,
           default_float, inplace):
    if op in TORCH_NO_SCALAR or (scalar_first
                                 and op in TORCH_NO_SCALAR_FIRST):
        return _refused(_error(INVALID_ARGUMENT, f"{op}(): argument must "
                               f"be Tensor, not {kind}"))
    if kind == "int" and not _INT64_LOW <= value <= _INT64_HIGH:
        return _refused(_error(SCALAR_OUT_OF_RANGE,
                               "Overflow when unpacking long"))
    if (op == "pow" and not scalar_first and kind == "int" and value < 0
            and (array_dtype == "bool" or dtypes.is_integral(array_dtype))):
        # pow_out (aten/src/ATen/native/Pow.cpp): an integral base with a
        # negative integral Scalar exponent.
        return _refused(_error(INVALID_VALUE, "Integers to negative integer "
                               "powers are not allowed."))
    wrapped = _TORCH_WRAPPED[kind]
    refusal = promotion_torch._input_refusal(
        op, *((wrapped, array_dtype) if scalar_first
              else (array_dtype, wrapped)))
    if refusal:
        return _refused(refusal)
    try:
        common = promotion_torch.result_type(
            [array_operand(array_dtype, 0 if array_0d else 1),
             scalar_operand(kind)], default_float)
    except ModelError as error:
        return _refused(error)
    # The op's dtype rules see the wrapped number as a 0-d operand of the
    # common dtype beside the array taken as dimensioned: a 0-d array would
    # promote with it as an equal (promoteTypes(uint16, complex64) refuses),
    # where TensorIterator's combine_categories lets a wrapped number of a
    # higher category win outright (c10/core/ScalarType.h via
    # aten/src/ATen/native/TypeProperties.cpp); `common` already is that.
    decision = _ordered(op, array_dtype, False, common, scalar_first,
                        default_float, inplace, "torch")
    if (op == "pow" and scalar_first and kind == "int"
            and dtypes.is_integral(common)
            and not _torch_int_fits(value, common)):
        # `3 ** x` is Tensor.__rpow__ (torch/_tensor.py):
        # torch.tensor(3, dtype=torch.result_type(3, x)) ** x, whose
        # factory converts an int checked (torch/csrc/utils/
        # python_scalars.h store_scalar, unpackIntegral) before pow looks
        # at a kernel; a float or a complex unchecked.
        return _refused(_error(SCALAR_OUT_OF_RANGE, "value cannot be "
                               f"converted to type {common} without "
                               "overflow"))
    unit = _torch_unit_exponent(op, kind, value, scalar_first)
    refusal = _refusal(decision)
    if unit is not None and not decision.early_refusal and (
            refusal is None or refusal.kind == UNSUPPORTED_DTYPE_FOR_OP):
        # No kernel is looked up, so none refuses; the meta function's
        # checks (the in-place cast) stand. pow computes in the common
        # dtype (no float promotion).
        return _Plan(None, common, convert(kind, value, common,
                                           common in _THROUGH_FLOAT),
                     unit=int(unit))
    if refusal:
        return _refused(refusal)
    compute = decision.compute_dtype
    if (op == "pow" and not scalar_first and kind == "int"
            and dtypes.is_integral(compute)
            and not (dtypes.integer_range(compute)[0] <= value
                     <= dtypes.integer_range(compute)[1])):
        # pow_tensor_scalar_kernel (cpu/PowKernel.cpp) converts the
        # exponent with exp_scalar.to<scalar_t>(), c10's checked_convert
        # (c10/util/TypeCast.h), where other ops wrap the wrapped number.
        return _refused(_error(SCALAR_OUT_OF_RANGE, "value cannot be "
                               f"converted to {compute} without overflow"))
    if (op == "pow" and not scalar_first and compute in _TORCH_REDUCED
            and kind in ("int", "float")
            and (kind == "int" or math.isfinite(value))
            and abs(value) > FORMATS[compute].max_finite):
        # ... and to float16 and bfloat16 with exp_scalar.to<at::Half>()
        # and .to<at::BFloat16>(), checked the same way (c10::overflows:
        # a finite value beyond the largest finite one, 65520.0 in float16
        # too though it rounds to inf; an infinity and NaN pass), where
        # float32 and float64 take the exponent as a double.
        return _refused(_error(SCALAR_OUT_OF_RANGE, "value cannot be "
                               f"converted to {compute} without overflow"))
    if (not scalar_first and op in _TORCH_OPMATH_B
            and compute in _TORCH_REDUCED):
        return _Plan(None, compute, convert(kind, value, "float32"),
                     _TORCH_FLOAT_KERNELS.get(op))
    reciprocal = (_torch_reciprocal_exponent(op, kind, value, scalar_first)
                  and dtypes.kind(compute) == dtypes.KIND_COMPLEX)
    # TensorIterator casts the wrapped number to the common dtype it
    # computes in (true division's float included).
    return _Plan(None, compute, convert(kind, value, compute,
                                        compute in _THROUGH_FLOAT),
                 _torch_complex_reciprocal_pow if reciprocal else None)


def _torch_reciprocal_exponent(op, kind, value, scalar_first):
    """pow_tensor_scalar_kernel (aten/src/ATen/native/cpu/PowKernel.cpp,
    v1.13.1) answers a complex base's exponent -0.5 with rsqrt_kernel, -1
    with reciprocal_kernel, and pow_tensor_scalar_optimized_kernel -2 with
    1 / (x * x), each by c10::Scalar::equal (_torch_exponent): whether the
    exponent is one of those three."""
    return _torch_exponent(op, kind, value, scalar_first) in (-0.5, -1, -2)


def _torch_complex_reciprocal_pow(dtype):
    """A complex base to the power -0.5, -1 or -2 through a reciprocal:
    c10::complex division, where 1 / 0 is NaN + NaN i (the quotient's
    parts are 0 / 0), so a zero base gives NaN + NaN i, not glibc cpow's
    inf + NaN i; any other base is the principal value (within the
    tolerance complex powers carry)."""
    def kernel(x, y):
        if x == 0:
            return complex(math.nan, math.nan)
        return transcendental.complex_pow(x, y, dtype)
    return kernel


# ---------------------------------------------------------------------------
# numpy

def numpy_value(kind, value, loop):
    """PyArray_SETITEM of the Python scalar into the loop's dtype (also
    where and clip's stores of a scalar operand, selection.py): an int
    outside an integer dtype's range raises OverflowError ("Python integer
    300 out of bounds for uint8"), one no double holds too ("int too large
    to convert to float"); floats and complex values round to the dtype
    from their double."""
    if kind == "int" and dtypes.is_integral(loop):
        low, high = dtypes.integer_range(loop)
        if not low <= value <= high:
            return _error(SCALAR_OUT_OF_RANGE, f"Python integer {value} out "
                          f"of bounds for {loop}")
        return value
    if kind == "int" and loop != "bool":
        if not fits_double(value):
            return _error(SCALAR_OUT_OF_RANGE,
                          "int too large to convert to float")
        value, kind = float(value), "float"
    return convert(kind, value, loop)


def _numpy(op, array_dtype, array_0d, kind, value, scalar_first,
           default_float, inplace):
    module = find_profile("numpy")
    try:
        weak = module.result_type([array_operand(array_dtype, 1),
                                   scalar_operand(kind)], default_float)
    except ModelError as error:
        return _refused(error)
    # The loop first (promote_and_get_ufuncimpl), then the scalar stored
    # into it, then in place the output cast (the ufunc's casting check).
    decision = _ordered(op, array_dtype, array_0d, weak, scalar_first,
                        default_float, False, "numpy")
    if _refusal(decision):
        return _refused(_refusal(decision))
    loop = decision.compute_dtype
    if op in LOGICAL:
        # dispatching.cpp logical_ufunc_promoter: with no loop for the
        # Python scalar's abstract dtype, logical_and, logical_or and
        # logical_xor run the bool loop, the scalar converted to bool
        # ("!= 0", never range-checked).
        converted, loop = value != 0, "bool"
    elif (op in COMPARISONS and kind == "int"
            and dtypes.is_integral(array_dtype)):
        # special_integer_comparisons.cpp: an integer array against a
        # Python int compares exactly (an out-of-range value gives every
        # element the same answer); the exact int is the 0-d operand.
        converted = value
    else:
        converted = numpy_value(kind, value, loop)
        if isinstance(converted, ModelError):
            return _refused(converted)
    if inplace:
        decision = _ordered(op, array_dtype, array_0d, weak, scalar_first,
                            default_float, True, "numpy")
        if _refusal(decision):
            return _refused(_refusal(decision))
    return _Plan(None, loop, converted)


# ---------------------------------------------------------------------------
# jax

def _jax(op, array_dtype, array_0d, kind, value, scalar_first,
         default_float, inplace):
    module = find_profile("jax")
    if inplace:
        decision = module.elementwise_dtypes(op, array_dtype, array_0d,
                                             array_dtype, True,
                                             default_float, True)
        return _refused(_refusal(decision))
    # Every jnp function here is jitted (jax/_src/numpy/ufuncs.py
    # binary_ufunc, @jit): a Python scalar argument becomes a weak 0-d
    # value at the jit boundary (jax/_src/abstract_arrays.py _int_aval,
    # _float_aval, _complex_aval; x64 off), before the function's body
    # promotes or checks any dtype: an int outside int32 raises
    # OverflowError ("Python int ... too large to convert to int32") even
    # where the body would refuse the dtypes, a float is a float32, a
    # complex a complex64. promote_dtypes then converts it to the promoted
    # dtype (convert_element_type: integers wrap, floats round).
    if kind == "int" and not _INT32_LOW <= value <= _INT32_HIGH:
        return _refused(_error(SCALAR_OUT_OF_RANGE, f"Python int {value} "
                               "too large to convert to int32"))
    try:
        promoted = module.result_type([array_operand(array_dtype, 1),
                                       scalar_operand(kind)], default_float,
                                      x64=False)
    except ModelError as error:
        return _refused(error)
    decision = _ordered(op, array_dtype, array_0d, promoted, scalar_first,
                        default_float, False, "jax")
    if _refusal(decision):
        return _refused(_refusal(decision))
    compute = decision.compute_dtype
    return _Plan(None, compute, convert(kind, value, compute,
                                        kind in ("float", "complex")))


# ---------------------------------------------------------------------------
# array-api

# elementwise_functions.py (2024.12 and later): the Python scalar types each
# function's x1 and x2 accept ("Union[array, int, float, complex]", ...;
# "At least one of x1 or x2 must be an array"); any other kind is outside
# the standard.
ARRAY_API_SCALAR_KINDS = {
    **dict.fromkeys(("add", "subtract", "multiply", "divide", "pow"),
                    ("int", "float", "complex")),
    **dict.fromkeys(("maximum", "minimum", "less", "less_equal", "greater",
                     "greater_equal", "floor_divide", "remainder",
                     "copysign", "nextafter", "atan2", "hypot",
                     "logaddexp"), ("int", "float")),
    **dict.fromkeys(("equal", "not_equal"),
                    ("int", "float", "complex", "bool")),
    **dict.fromkeys(("bitwise_and", "bitwise_or", "bitwise_xor"),
                    ("int", "bool")),
    **dict.fromkeys(("bitwise_left_shift", "bitwise_right_shift"),
                    ("int",)),
    **dict.fromkeys(("logical_and", "logical_or", "logical_xor"),
                    ("bool",)),
}


def _array_api(op, array_dtype, array_0d, kind, value, scalar_first,
               default_float, inplace):
    module = find_profile("array-api")
    if array_dtype not in module.DTYPES:
        return _refused(module._unsupported(array_dtype))
    if kind not in ARRAY_API_SCALAR_KINDS[op]:
        return _refused(_error(UNDEFINED, f"{op} takes no Python {kind} "
                               "(elementwise_functions.py)"))
    try:
        zero_d = module._scalar_dtype(scalar_operand(kind, value),
                                      array_dtype)
    except ModelError as error:
        return _refused(error)
    decision = _ordered(op, array_dtype, array_0d, zero_d, scalar_first,
                        default_float, inplace, "array-api")
    if _refusal(decision):
        return _refused(_refusal(decision))
    # "Convert the scalar to a zero-dimensional array with the same data
    # type": an int the dtype cannot hold finitely (beyond float32's range,
    # or every double's) has no specified conversion, as an int outside an
    # integer dtype's bounds has none. A float or complex is converted as
    # IEEE 754 converts (beyond the range: an infinity), which the clause
    # does not restrict.
    converted = convert(kind, value, zero_d)
    if kind == "int" and _overflowed(kind, value, converted):
        return _refused(_error(UNDEFINED, f"the Python {kind} {value!r} is "
                               f"beyond {zero_d}'s range: its conversion "
                               "is not specified"))
    return _Plan(None, zero_d, converted)


def _overflowed(kind, value, converted):
    """Whether a finite scalar became infinite (or no double holds it)."""
    if converted is None:
        return True
    if kind == "complex":
        return (_overflowed("float", value.real, converted.real)
                or _overflowed("float", value.imag, converted.imag))
    if isinstance(converted, complex):
        converted = converted.real
    if kind in ("int", "float") and isinstance(converted, float):
        return math.isinf(converted) and not (
            kind == "float" and math.isinf(value))
    return False


def _refused_before_conversion(profile, op, array_dtype, array_0d,
                               default_float, inplace):
    """The refusal a profile that converts the scalar itself (mlx, tfjs)
    makes before looking at it: an in-place form, a function it lacks, or
    an array dtype it has not, as elementwise_dtypes gives them; else
    None."""
    module = find_profile(profile)
    decision = module.elementwise_dtypes(op, array_dtype, array_0d,
                                         array_dtype, True, default_float,
                                         inplace)
    if decision.early_refusal and (inplace or op in module.MISSING_OPS
                                   or array_dtype not in module.DTYPES):
        return _refused(decision.early_refusal)
    return None


# ---------------------------------------------------------------------------
# mlx

def _mlx(op, array_dtype, array_0d, kind, value, scalar_first,
         default_float, inplace):
    refusal = _refused_before_conversion("mlx", op, array_dtype, array_0d,
                                         default_float, inplace)
    if refusal is not None:
        return refusal
    # python/src/ops.cpp: logical_and, logical_or and logical_xor call
    # to_array(a), to_array(b) without a dtype; the other functions
    # to_arrays, which gives the scalar the array's dtype.
    partner = None if op in LOGICAL else array_dtype
    try:
        dtype = promotion_mlx.scalar_dtype(kind, value, partner)
    except ModelError as error:
        return _refused(error)
    decision = _ordered(op, array_dtype, array_0d, dtype, scalar_first,
                        default_float, False, "mlx")
    if _refusal(decision):
        return _refused(_refusal(decision))
    # to_array: mx::array(val, dtype) from an int64 (static_cast: wraps,
    # uint64 -1 included; float16_t and bfloat16_t through float); a float
    # through nb::cast<float> unless the dtype is float64; a complex as
    # std::complex<float>.
    through = (dtype != "float64" if kind == "float"
               else dtype in _THROUGH_FLOAT)
    return _Plan(None, dtype, convert(kind, value, dtype, through))


# ---------------------------------------------------------------------------
# tfjs

def _tfjs(op, array_dtype, array_0d, kind, value, scalar_first,
          default_float, inplace):
    refusal = _refused_before_conversion("tfjs", op, array_dtype, array_0d,
                                         default_float, inplace)
    if refusal is not None:
        return refusal
    try:
        dtype = promotion_tfjs.scalar_dtype(kind)
    except ModelError as error:
        return _refused(error)
    # logical_and.ts, logical_or.ts, logical_xor.ts: convertToTensor(x,
    # ..., 'bool') makes a number a bool tensor (parseAsDtype wins over
    # inferDtype's float32).
    if op in LOGICAL:
        dtype = dtypes.BOOL
    return _Plan(None, dtype, promotion_tfjs.scalar_value(kind, value, dtype))


# ---------------------------------------------------------------------------
# onnx

def _onnx(op, array_dtype, array_0d, kind, value, scalar_first,
          default_float, inplace):
    """ONNX has no Python scalars: a model's inputs and initializers are
    tensors of a declared type, so `a + 5` has no ONNX counterpart."""
    return _refused(_error(UNDEFINED, "ONNX has no Python scalar operands"))


# ---------------------------------------------------------------------------
# stdlib

def _stdlib(op, array_dtype, array_0d, kind, value, scalar_first,
            default_float, inplace):
    """stdlib's ndarray has none of the element-wise ops
    (promotion_stdlib.MISSING_OPS): refused as elementwise_dtypes refuses
    them, before the scalar is looked at."""
    refusal = _refused_before_conversion("stdlib", op, array_dtype,
                                         array_0d, default_float, inplace)
    if refusal is not None:
        return refusal
    return _refused(_error(UNDEFINED, "stdlib's ndarray functions take no "
                           "Python scalar operands"))


_PLANNERS = {"torch": _torch, "numpy": _numpy, "jax": _jax,
             "array-api": _array_api, "mlx": _mlx, "tfjs": _tfjs,
             "onnx": _onnx, "stdlib": _stdlib}


def _array_operands(plan, array, scalar_first, profile):
    """(a, b) for the array-array model: the scalar as the 0-d operand its
    profile converts it to, beside the array. PyTorch's wrapped number is
    below a 0-d tensor's category, so there a 0-d array computes with it
    as a one-element array would (a 0-d operand in its place would promote
    with it as an equal): the array of shape (1,), its result reshaped
    back by the caller."""
    operand = make_array((plan.dtype, (), [plan.value]))
    if profile == "torch" and not array.shape:
        array = make_array((array.dtype, (1,), list(array.data)))
    return (operand, array) if scalar_first else (array, operand)


def scalar_outcome(op, array, kind, value, position, default_float,
                   profile, inplace=False):
    """`array op scalar` (position SCALAR_B; in place `array op= scalar`)
    or `scalar op array` (SCALAR_A): the result Array, or the ModelError
    of the first check that refuses it, returned rather than raised (as
    elementwise.outcome)."""
    if position not in POSITIONS:
        raise ValueError(f"position {position!r}")
    if inplace and position != SCALAR_B:
        raise ValueError("in place, only b may be a scalar")
    scalar_first = position == SCALAR_A
    # The array operand the library could not have made (array_sizes.py):
    # refused before the call.
    refusal = array_sizes.refusal(profile, array.dtype, array.shape,
                                  f"operand {int(scalar_first)}")
    if refusal:
        return refusal
    plan = _PLANNERS[profile](op, array.dtype, not array.shape, kind, value,
                              scalar_first, default_float, inplace)
    if plan.error:
        return plan.error
    if plan.unit is not None:
        return _unit_exponent_outcome(plan, array, inplace)
    result = elementwise.outcome(
        op, *_array_operands(plan, array, scalar_first, profile),
        default_float, profile, inplace)
    if isinstance(result, ModelError):
        return result
    if result.shape != array.shape:  # _array_operands' (1,) for torch
        result = make_array((result.dtype, (), list(result.data)))
    if plan.kernel is None:
        return result
    kernel = plan.kernel(plan.dtype)
    to_compute = converter(array.dtype, plan.dtype)
    store = converter(plan.dtype, result.dtype)
    data = [store(kernel(to_compute(x), plan.value)) for x in array.data]
    return make_array((result.dtype, result.shape, data))


def _unit_exponent_outcome(plan, array, inplace):
    """The result of an exponent answered without a kernel (_Plan.unit):
    1 everywhere, or the array converted to the compute dtype, stored in
    the compute dtype (in place: the destination's, which the meta
    function's cast check admitted)."""
    result_dtype = array.dtype if inplace else plan.dtype
    store = converter(plan.dtype, result_dtype)
    if plan.unit == 0:
        one = store(convert("int", 1, plan.dtype))
        data = [one] * len(array.data)
    else:
        to_compute = converter(array.dtype, plan.dtype)
        data = [store(to_compute(x)) for x in array.data]
    return make_array((result_dtype, array.shape, data))


def operand_pairs(op, array, kind, value, position, default_float, profile,
                  inplace=False):
    """elementwise.operand_pairs of the call scalar_outcome computes
    (tolerances.py reads the operands of each element); None when the call
    is refused."""
    scalar_first = position == SCALAR_A
    plan = _PLANNERS[profile](op, array.dtype, not array.shape, kind, value,
                              scalar_first, default_float, inplace)
    if plan.error:
        return None
    if plan.unit is not None:
        to_compute = converter(array.dtype, plan.dtype)
        return plan.dtype, [(to_compute(x), plan.value) for x in array.data]
    return elementwise.operand_pairs(
        op, *_array_operands(plan, array, scalar_first, profile),
        default_float, profile, inplace)


def compute(op, array, kind, value, position, default_float,
            profile="torch", inplace=False):
    """scalar_outcome, its ModelError raised."""
    result = scalar_outcome(op, array, kind, value, position, default_float,
                            profile, inplace)
    if isinstance(result, ModelError):
        raise ModelError(result.kind, result.message)
    return result
