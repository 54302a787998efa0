"""clip(x, min, max): each element of x clamped to [min, max], for every
profile (PyTorch's torch.clamp, np.clip, jnp.clip, mx.clip, the Array API
standard's clip).

x is an Array; min and max are Arrays, Python scalars (operands.Operand of
category scalar, with a value) or None (Python's None: no bound). Values
are selections and casts: exact. NaN propagates in every library here;
which zero a tie between -0.0 and +0.0 gives differs between a library's
own loops (NumPy's constant-bound loop keeps x, its general loop takes the
bound; PyTorch's vectorized and scalar loops differ too), so the corpus
draws no such tie and the model answers with the scalar loops' choice.

Per profile, the checks in the library's order:
  torch      aten/src/ATen/native/TensorCompare.cpp §clamp (the meta
             functions TORCH_META_FUNC(clamp) and TORCH_META_FUNC2(clamp,
             Tensor), TORCH_IMPL_FUNC(clamp_out), prepare_clamp_bound,
             TORCH_IMPL_FUNC(clamp_Tensor_out)), cpu/TensorCompareKernel.cpp
             (clamp_kernel_impl, clamp_scalar_kernel_impl,
             clamp_min_scalar_kernel_impl: AT_DISPATCH_ALL_TYPES_AND2(
             kBFloat16, kHalf)), torch/csrc/utils/python_arg_parser.cpp
             (overloads): see _torch
  numpy      numpy/_core/_methods.py §_clip: see _numpy
  jax        jax/_src/numpy/lax_numpy.py §clip: see _jax
  mlx        python/src/ops.cpp "clip", mlx/ops.cpp §clip: see _mlx
  array-api  the standard's clip (elementwise_functions.py, 2025.12):
             see _array_api
  tfjs       tfjs-core/src/ops/clip_by_value.ts, the CPU backend's
             ClipByValue and Fill kernels: see _tfjs
  onnx       Clip-13 (onnx/defs/math/defs.cc, ONNX 1.21.0): see _onnx
"""

import math

from . import (dtypes, elementwise, promotion_array_api, promotion_mlx,
               promotion_onnx, promotion_tfjs)
from .float_formats import round_float
from .array import make_array
from .broadcast import broadcast_shapes, source_positions
from .function_call import Scalar
from .errors import (INVALID_ARGUMENT, INVALID_RANK, INVALID_VALUE,
                     SCALAR_OUT_OF_RANGE,
                     UNDEFINED, UNSUPPORTED_DTYPE_FOR_OP, ModelError)
from .numpy_dtype_sequence import promote_sequence
from .operands import scalar_operand
from .profiles import profile as find_profile
from .scalar_values import SCALAR_A, SCALAR_B, _overflowed, convert
from .scalar_values import scalar_outcome
from .selection import (FLOAT_MAX, as_array, as_arrays, check_dtypes,
                        first_refusal, function_result, is_scalar,
                        jax_boundary, mlx_scalar_value, numpy_scalar_value,
                        numpy_sequence_member, promotion_operand, shape_of,
                        torch_parse, torch_scalar_value)
from .value_faults import UNDEFINED_VALUE, open_signed_zero_extremum
from .values import converter, is_representable


def _unsupported(message):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP, message)


def _bounds(minimum, maximum):
    return [bound for bound in (minimum, maximum) if bound is not None]


def _shape(operands):
    try:
        return broadcast_shapes([shape_of(operand) for operand in operands])
    except ModelError as error:
        return error


def _elementwise(operands, shape, dtype, kernel, special=None):
    """kernel(x, lo, hi) over the broadcast operands (None where a bound is
    absent), each converted to dtype (by `special`, a profile's
    operand_converter, where it gives a conversion: profiles.py)."""
    columns = []
    for operand in operands:
        if operand is None:
            columns.append(None)
            continue
        convert_to = ((special and special(operand.dtype, dtype))
                      or converter(operand.dtype, dtype))
        values = [convert_to(value) for value in operand.data]
        positions = source_positions(operand.shape, shape)
        columns.append([values[i] for i in positions])
    count = math.prod(shape)
    columns = [column or [None] * count for column in columns]
    return make_array((dtype, shape, [kernel(*values)
                                      for values in zip(*columns)]))


def _is_nan(value):
    return value != value


# ---------------------------------------------------------------------------
# Element kernels: (x, lo, hi), lo or hi None where that bound is absent.

def torch_clamp_element(x, lo, hi):
    """The CPU kernels: clamp_kernel_impl returns NaN when min or max is
    NaN, else std::min(std::max(a, min), max); the scalar kernels
    std::max(a, min), std::min(a, max). std::max(a, b) is `a < b ? b : a`
    and std::min(a, b) `b < a ? b : a`: a NaN a stays, min > max gives
    max."""
    if (lo is not None and _is_nan(lo)) or (hi is not None and _is_nan(hi)):
        return math.nan
    if lo is not None and x < lo:
        x = lo
    if hi is not None and hi < x:
        x = hi
    return x


def _torch_maximum_element(dtype):
    """maximum_stub / minimum_stub, clamp of a Tensor with one Tensor bound
    (TORCH_IMPL_FUNC(clamp_Tensor_out)): the maximum and minimum kernels
    (NaN if either is NaN; bool or, and)."""
    find = find_profile("torch").kernel
    maximum = (find("maximum", dtype)
               or elementwise.shared_kernel("maximum", dtype))(dtype)
    minimum = (find("minimum", dtype)
               or elementwise.shared_kernel("minimum", dtype))(dtype)

    def kernel(x, lo, hi):
        if lo is not None:
            x = maximum(x, lo)
        if hi is not None:
            x = minimum(x, hi)
        return x
    return kernel


def numpy_clip_element(dtype):
    """numpy/_core/src/umath/clip.cpp: _NPY_MIN(_NPY_MAX(x, min), max),
    with _NPY_MAX(a, b) = `isnan(a) ? a : (a > b ? a : b)` for floats
    (float16: `isnan(a) || a >= b ? a : b`), `a > b ? a : b` for integers
    and bool; complex: a when a has a NaN part or a > b lexicographically
    (real parts, then imaginary), else b. _NPY_MIN alike with <. The loop
    with constant bounds fills NaN when a bound is NaN, and keeps x on a
    tie: the same values but for the sign of a zero tie."""
    kind = dtypes.kind(dtype)
    if kind == dtypes.KIND_COMPLEX:
        def has_nan(value):
            return _is_nan(value.real) or _is_nan(value.imag)

        def greater(a, b):
            return a.imag > b.imag if a.real == b.real else a.real > b.real

        def larger(a, b):
            return a if has_nan(a) or greater(a, b) else b

        def smaller(a, b):
            return a if has_nan(a) or greater(b, a) else b
    elif kind == dtypes.KIND_FLOATING:
        def larger(a, b):
            return a if _is_nan(a) or a > b else b

        def smaller(a, b):
            return a if _is_nan(a) or a < b else b
    else:
        def larger(a, b):
            return a if a > b else b

        def smaller(a, b):
            return a if a < b else b
    return lambda x, lo, hi: smaller(larger(x, lo), hi)


def array_api_clip_element(x, lo, hi):
    """Special cases: a NaN x, min or max gives NaN; otherwise x clamped
    (min <= max here: min > max is refused before)."""
    if _is_nan(x) or (lo is not None and _is_nan(lo)) or (
            hi is not None and _is_nan(hi)):
        return math.nan
    if lo is not None and x < lo:
        x = lo
    if hi is not None and x > hi:
        x = hi
    return x


# ---------------------------------------------------------------------------
# torch

# isFloatingType (torch/headeronly/core/ScalarType.h): the real floating
# types, float8 included. A floating x keeps its dtype whatever its scalar
# bounds are (TORCH_META_FUNC(clamp): "Floating is the highest supported").
_TORCH_FLOATING = frozenset(dtypes.FLOATING)
# AT_DISPATCH_ALL_TYPES_AND2(kBFloat16, kHalf): the clamp kernels' dtypes
# (clamp_kernel_impl, clamp_scalar_kernel_impl, clamp_min_scalar_kernel_impl,
# clamp_max_scalar_kernel_impl): no bool, no barebones unsigned types, no
# float8, no complex.
TORCH_CLAMP_DTYPES = frozenset(("uint8", "int8", "int16", "int32", "int64",
                                "float16", "bfloat16", "float32", "float64"))
# maximum_kernel and minimum_kernel (cpu/BinaryOpsKernel.cpp): bool too.
TORCH_MINMAX_DTYPES = TORCH_CLAMP_DTYPES | {"bool"}
_TORCH_SCALAR_KIND = {dtypes.KIND_BOOL: "bool", dtypes.KIND_SIGNED: "int",
                      dtypes.KIND_UNSIGNED: "int", dtypes.KIND_FLOATING:
                      "float", dtypes.KIND_COMPLEX: "complex"}


def _torch_as_scalar(array):
    """A 0-d tensor bound to a Scalar parameter (python_arg_parser.cpp:
    a Scalar parameter takes a 0-d tensor that needs no gradient): the
    Scalar of its value (item(): bool, int, double, complex double)."""
    kind = _TORCH_SCALAR_KIND[dtypes.kind(array.dtype)]
    value = array.data[0]
    if kind == "float":
        value = float(value)
    return scalar_operand(kind, value)


def _torch(x, minimum, maximum, default_float):
    bounds = _bounds(minimum, maximum)
    # The overloads (torch/csrc/utils/python_arg_parser.cpp; the Tensor
    # overload is tried first): clamp(Tensor, Tensor?, Tensor?) takes
    # tensors and None, no Python number (clamp is not among
    # should_allow_numbers_as_tensors' functions); clamp(Tensor, Scalar?,
    # Scalar?) numbers, None and 0-d tensors. A number beside a tensor of
    # rank >= 1 matches neither: TypeError, found while matching, before
    # any argument is unpacked.
    scalars = [bound for bound in bounds if is_scalar(bound)]
    if scalars and any(not is_scalar(bound) and bound.shape
                       for bound in bounds):
        return ModelError(INVALID_ARGUMENT, "clamp() received an invalid "
                          "combination of arguments")
    # The chosen overload's numbers are then unpacked (an int beyond
    # int64: scalar_out_of_range), before clamp itself runs.
    refusal = first_refusal(torch_parse, scalars)
    if refusal:
        return refusal
    if not bounds:
        return ModelError(INVALID_ARGUMENT, "torch.clamp: At least one of "
                          "'min' or 'max' must not be None")
    if scalars:
        convert_bound = (lambda bound: bound if bound is None
                         or is_scalar(bound) else _torch_as_scalar(bound))
        return _torch_scalars(x, convert_bound(minimum),
                              convert_bound(maximum), default_float)
    return _torch_tensors(x, minimum, maximum, default_float)


def _torch_scalars(x, minimum, maximum, default_float):
    """TORCH_META_FUNC(clamp), then TORCH_IMPL_FUNC(clamp_out)."""
    if dtypes.is_complex(x.dtype):
        return _unsupported("clamp is not supported for complex types")
    result = x.dtype
    if result not in _TORCH_FLOATING:
        try:
            result = find_profile("torch").result_type(
                [promotion_operand(x)] + _bounds(minimum, maximum),
                default_float)
        except ModelError as error:
            return error
        if dtypes.is_complex(result):
            return _unsupported("clamp is not supported for complex types")
    # clamp_out: a NaN bound (Scalar::toDouble, which refuses a complex
    # with an imaginary part) fills the result with NaN.
    # (both toDouble calls come before the fill)
    for bound in _bounds(minimum, maximum):
        if bound.kind == "complex" and bound.value.imag != 0:
            return ModelError(SCALAR_OUT_OF_RANGE, "value cannot be "
                              "converted to type double without overflow")
    for bound in _bounds(minimum, maximum):
        if bound.kind in ("float", "complex") and _is_nan(
                complex(bound.value).real):
            return make_array((result, tuple(x.shape),
                               [math.nan] * len(x.data)))
    low = _torch_bound(minimum, result, True)
    high = _torch_bound(maximum, result, False)
    for bound in (low, high):
        if isinstance(bound, ModelError):
            return bound
    if low is None and high is None:
        # result.copy_(self): every dtype
        return _elementwise([x, None, None], tuple(x.shape), result,
                            torch_clamp_element)
    if result not in TORCH_CLAMP_DTYPES:
        return _unsupported(f'"clamp_scalar_cpu" not implemented for '
                            f"{result}")
    values = []
    for bound in (low, high):
        if bound is None:
            values.append(None)
            continue
        value = torch_scalar_value(bound, result)
        if isinstance(value, ModelError):
            return value
        values.append(make_array((result, (), [value])))
    return _elementwise([x] + values, tuple(x.shape), result,
                        torch_clamp_element)


def _torch_bound(bound, result, lower):
    """prepare_clamp_bound: for an integral result (bool excepted), a bound
    outside the dtype's range is dropped when it cannot change an element
    (a min below the range, a max above it) and refused otherwise ("Clamp
    min value 300 is outside the representable range of Byte"); a float
    bound is compared as a double. This is PyTorch's main branch (2026);
    releases before it (2.14 among them) convert every bound with
    Scalar::to, which refuses one outside the dtype (a uint8 taking
    negatives down to -255, wrapped), as PyTorch's issue tracker shows
    ("Inconsistencies when handling scalars that are out of the range
    relative to the input tensor's dtype")."""
    if bound is None or not dtypes.is_integral(result):
        return bound
    low, high = dtypes.integer_range(result)
    value = bound.value
    if bound.kind == "bool":
        value = int(value)
    below, above = value < low, value > high
    if not below and not above:
        return bound
    if (below if lower else above):
        return None
    return ModelError(SCALAR_OUT_OF_RANGE, f"Clamp {'min' if lower else 'max'}"
                      f" value {value} is outside the representable range "
                      f"of {result}")


def _torch_tensors(x, minimum, maximum, default_float):
    """TORCH_META_FUNC2(clamp, Tensor): x complex refused, then
    TensorIterator (shapes, then promote_inputs_to_common_dtype over the
    tensors by category), then the kernel: clamp_stub with both bounds,
    maximum_stub with min alone, minimum_stub with max alone."""
    if dtypes.is_complex(x.dtype):
        return _unsupported("clamp is not supported for complex types")
    operands = [x] + _bounds(minimum, maximum)
    shape = _shape(operands)
    if isinstance(shape, ModelError):
        return shape
    try:
        result = find_profile("torch").result_type(
            [promotion_operand(operand) for operand in operands],
            default_float)
    except ModelError as error:
        return error
    both = minimum is not None and maximum is not None
    allowed = TORCH_CLAMP_DTYPES if both else TORCH_MINMAX_DTYPES
    if result not in allowed:
        return _unsupported(f'"clamp_cpu" not implemented for {result}')
    kernel = torch_clamp_element if both else _torch_maximum_element(result)
    # TensorIterator casts the tensors to the common dtype as its element-
    # wise ops do (an integer to bfloat16 through float32).
    return _elementwise([x, minimum, maximum], shape, result, kernel,
                        find_profile("torch").operand_converter)


# ---------------------------------------------------------------------------
# numpy

def _numpy(x, minimum, maximum, default_float):
    """_methods._clip: for an integer x a Python int min at or below the
    dtype's lowest value, or max at or above its highest, is dropped
    ("deal with out-of-bound values here", `type(min) is int`: not a
    bool); then both None is um.positive(x) (no bool loop:
    unsupported_dtype_for_op), one None um.minimum(x, max) or
    um.maximum(x, min), else um.clip(x, min, max): a ufunc of three
    inputs, PyUFunc_SimpleUniformOperationTypeResolver (PyArray_ResultType
    of the three, Python scalars weak: numpy_dtype_sequence.py), each
    Python scalar stored into it, then the iterator's broadcasting."""
    if dtypes.is_integral(x.dtype):
        low, high = dtypes.integer_range(x.dtype)
        if is_scalar(minimum) and minimum.kind == "int" and (
                minimum.value <= low):
            minimum = None
        if is_scalar(maximum) and maximum.kind == "int" and (
                maximum.value >= high):
            maximum = None
    if minimum is None and maximum is None:
        if x.dtype == "bool":
            return _unsupported("ufunc 'positive' did not contain a loop "
                                "with signature matching types")
        return make_array((x.dtype, tuple(x.shape), list(x.data)))
    if minimum is None or maximum is None:
        op, bound = (("minimum", maximum) if minimum is None
                     else ("maximum", minimum))
        return _binary(op, x, bound, SCALAR_B, default_float, "numpy")
    operands = [x, minimum, maximum]
    try:
        # NumPy's DType sequence (numpy_dtype_sequence.py), not a left
        # fold of promote_types
        result = promote_sequence([numpy_sequence_member(operand)
                                   for operand in operands])
    except ModelError as error:
        return error
    converted = as_arrays(operands, result, numpy_scalar_value)
    if isinstance(converted, ModelError):
        return converted
    shape = _shape(converted)
    if isinstance(shape, ModelError):
        return shape
    return _elementwise(converted, shape, result, numpy_clip_element(result))


def _binary(op, array, other, scalar_position, default_float, profile):
    """The element-wise model's `op`: array op other (other an Array or a
    Python scalar at scalar_position, SCALAR_B after the array, SCALAR_A
    before it), as the library's function with those operands computes
    it."""
    if is_scalar(other):
        return scalar_outcome(op, array, other.kind, other.value,
                              scalar_position, default_float, profile)
    pair = (array, other) if scalar_position == SCALAR_B else (other, array)
    return elementwise.outcome(op, *pair, default_float, profile, False)


# ---------------------------------------------------------------------------
# jax

def _jax(x, minimum, maximum, default_float):
    """jnp.clip (jitted): the Python scalars cross the jit boundary (an int
    outside int32: scalar_out_of_range); any complex operand is refused
    ("Clip received a complex value": unsupported_dtype_for_op); then
    `arr = maximum(min, arr)` when min is given, `arr = minimum(max, arr)`
    when max is (the bound first); both None give x."""
    refusal = first_refusal(jax_boundary, _bounds(minimum, maximum))
    if refusal:
        return refusal
    for operand in [x] + _bounds(minimum, maximum):
        if (operand.kind == "complex" if is_scalar(operand)
                else dtypes.is_complex(operand.dtype)):
            return _unsupported("Clip received a complex value")
    if minimum is None and maximum is None:
        # asarray(arr): x as it is, in the dtype JAX holds it in (with x64
        # off a 64-bit dtype is its 32-bit counterpart, as in every jax
        # case: dtypes.canonicalize_dtype)
        dtype = find_profile("jax").result_type([promotion_operand(x)],
                                                default_float)
        return _elementwise([x, None, None], tuple(x.shape), dtype,
                            lambda value, low, high: value)
    result = x
    for op, bound in (("maximum", minimum), ("minimum", maximum)):
        if bound is not None:
            result = _binary(op, result, bound, SCALAR_A, default_float,
                             "jax")
            if isinstance(result, ModelError):
                return result
    return result


# ---------------------------------------------------------------------------
# mlx

def _mlx(x, minimum, maximum, default_float):
    """python/src/ops.cpp "clip": each given bound is to_arrays(a,
    bound).second (a Python scalar takes x's dtype, range-checked by
    to_array), min first; then mlx/ops.cpp clip: both None refused
    (std::invalid_argument "At most one of a_min and a_max may be None"),
    `result = maximum(result, a_min)`, then `minimum(result, a_max)`."""
    converted = []
    for bound in (minimum, maximum):
        if is_scalar(bound):
            try:
                dtype = promotion_mlx.scalar_dtype(bound.kind, bound.value,
                                                   x.dtype)
            except ModelError as error:
                return error
            bound = as_array(bound, dtype, mlx_scalar_value)
        converted.append(bound)
    minimum, maximum = converted
    if minimum is None and maximum is None:
        return ModelError(INVALID_ARGUMENT, "At most one of a_min and a_max "
                          "may be None")
    result = x
    for op, bound in (("maximum", minimum), ("minimum", maximum)):
        if bound is not None:
            result = elementwise.outcome(op, result, bound, default_float,
                                         "mlx", False)
            if isinstance(result, ModelError):
                return result
    return result


# ---------------------------------------------------------------------------
# array-api

_REAL_KINDS = (dtypes.KIND_SIGNED, dtypes.KIND_UNSIGNED, dtypes.KIND_FLOATING)


def _array_api(x, minimum, maximum, default_float):
    """The standard's clip (2025.12, elementwise_functions.py):
    - x "should have a real-valued data type": bool and complex x are
      undefined;
    - min and max are `Optional[Union[int, float, array]]`: a bool or
      complex scalar is outside the signature (undefined); "if either min
      or max is an array having a different data type than x, behavior is
      unspecified" (undefined); a scalar "should follow type promotion
      rules for operations involving arrays and scalar operands" (Mixing
      arrays with Python scalars: a float with an integer x is undefined);
    - the shapes: "Must be compatible with x and max (see broadcasting)",
      a three-way broadcast whose result may be larger than x (the
      standard's change "Add `clip` to the specification" allows x to be
      broadcast);
      incompatible_shapes, after the scalars' values: an int scalar
      outside x's integer bounds ("behavior is unspecified"), or one no
      float of x's dtype holds, is undefined before the shapes (an
      undefined promotion leaves the whole outcome open);
    - then the values: an element of min greater than the corresponding
      one of max ("behavior is unspecified"): undefined;
    - the result: x's dtype ("should have the same data type as x"); a
      NaN x, min or max element gives NaN (Special cases); both None give
      x's elements."""
    module = find_profile("array-api")
    if dtypes.kind(x.dtype) not in _REAL_KINDS:
        return ModelError(UNDEFINED, "x should have a real-valued data type, "
                          f"not {x.dtype}")
    for bound in _bounds(minimum, maximum):
        if is_scalar(bound):
            if bound.kind not in ("int", "float"):
                return ModelError(UNDEFINED, f"clip takes no Python "
                                  f"{bound.kind} bound")
            try:
                module._scalar_dtype(scalar_operand(bound.kind), x.dtype)
            except ModelError as error:
                return error
        elif bound.dtype != x.dtype:
            return ModelError(UNDEFINED, f"a bound of dtype {bound.dtype} "
                              f"with x of dtype {x.dtype}")
    # The scalars' values next, before the shapes: an int outside the
    # bounds makes the promotion one the standard leaves open ("Mixing
    # arrays with Python scalars"), and an undefined promotion leaves the
    # whole outcome open, shapes included (docs/profiles/array-api.md,
    # "Choices and ambiguities").
    converted = []
    for bound in (minimum, maximum):
        if is_scalar(bound):
            if bound.kind == "int" and dtypes.is_integral(x.dtype):
                # the bounds as data_types.rst prints them (the profile's
                # reading: int16 from -32767)
                try:
                    promotion_array_api._check_int_bounds(bound.value,
                                                          x.dtype)
                except ModelError as error:
                    return error
            value = convert(bound.kind, bound.value, x.dtype)
            if bound.kind == "int" and _overflowed("int", bound.value,
                                                   value):
                return ModelError(UNDEFINED, f"the int {bound.value} is "
                                  f"beyond {x.dtype}'s range")
            bound = make_array((x.dtype, (), [value]))
        converted.append(bound)
    shape = _shape([x] + _bounds(minimum, maximum))
    if isinstance(shape, ModelError):
        return shape
    operands = [x] + converted
    if converted[0] is not None and converted[1] is not None:
        low, high = converted
        pairs = zip(source_positions(low.shape, shape),
                    source_positions(high.shape, shape))
        if any(low.data[i] > high.data[j] for i, j in pairs):
            return ModelError(UNDEFINED, "an element of min is greater than "
                              "the corresponding element of max")
    return _elementwise(operands, shape, x.dtype, array_api_clip_element)


def array_api_same_kind_bounds(x, minimum, maximum):
    """clip's array bounds in the standard's 2023.12 text
    (array_api_versions.py): a bound array of another dtype of x's kind
    (data_types.rst's categories: integer, real-valued floating-point) is
    defined, the result x's dtype ("must have the same data type as x").
    Each such bound is given here as the array of x's dtype with the same
    values, so that 2025.12's rules (_array_api) answer the rest; returns
    (minimum, maximum), or a ModelError: "If x and either min or max have
    different data type kinds ..., behavior is unspecified"; an integer
    element outside x's bounds as data_types.rst prints them ("If x has an
    integral data type and a broadcasted element in min or max is outside
    the bounds of the data type of x, behavior is unspecified"); a float
    element no value of x's dtype equals (the text does not say how such a
    bound would be rounded: unspecified)."""
    kinds = {dtypes.KIND_SIGNED: "integer", dtypes.KIND_UNSIGNED: "integer",
             dtypes.KIND_FLOATING: "real floating"}
    bounds = []
    for bound in (minimum, maximum):
        if bound is None or isinstance(bound, Scalar) or \
                bound.dtype == x.dtype:
            bounds.append(bound)
            continue
        kind = kinds.get(dtypes.kind(bound.dtype))
        if kind is None or kind != kinds.get(dtypes.kind(x.dtype)):
            return ModelError(UNDEFINED, f"a bound of dtype {bound.dtype} "
                              f"with x of dtype {x.dtype}: different kinds")
        for value in bound.data:
            if kind == "integer":
                low, high = promotion_array_api.INTEGER_INTERVALS[x.dtype]
                if not low <= value <= high:
                    return ModelError(UNDEFINED, f"a bound element {value} "
                                      f"is outside the bounds of {x.dtype}")
            elif not is_representable(value, x.dtype):
                return ModelError(UNDEFINED, f"a bound element {value!r} "
                                  f"is not a {x.dtype} value")
        bounds.append(make_array((x.dtype, tuple(bound.shape),
                                  list(bound.data))))
    return tuple(bounds)


# ---------------------------------------------------------------------------
# tfjs

def _tfjs_store(dtype):
    """A double stored into the typed array of x's dtype
    (util.getArrayFromDType): Float32Array rounds once, Int32Array is
    ToInt32, a bool tensor's Uint8Array is ToUint8 (true where not 0)."""
    if dtype == "float32":
        return lambda value: round_float(value, "float32")
    if dtype == "int32":
        return promotion_tfjs.to_int32
    return lambda value: promotion_tfjs.to_int32(value) % 256 != 0


def _tfjs(x, minimum, maximum, default_float):
    """tf.clipByValue(x, clipValueMin, clipValueMax)
    (https://github.com/tensorflow/tfjs/blob/tfjs-v4.22.0/tfjs-core/src/
    ops/clip_by_value.ts): the bounds are JavaScript numbers; an array
    bound, a left-out bound, a boolean or a complex is a call the library
    does not have (undefined). Then `util.assert(clipValueMin <=
    clipValueMax)` on the doubles (a NaN bound fails it too:
    invalid_value, the library refusing an operand's value); equal bounds are `fill(x.shape, clipValueMin,
    x.dtype)` (the Fill kernel has no complex64: "Unknown data type");
    else the ClipByValue kernel (tfjs-backend-cpu/src/kernels/
    ClipByValue.ts, unaryKernelFunc: assertNotComplex), `xi > max ? max :
    (xi < min ? min : xi)` on x's values, stored in x's dtype."""
    numbers = []
    for bound in (minimum, maximum):
        if not is_scalar(bound) or bound.kind not in ("int", "float"):
            return ModelError(UNDEFINED, "tf.clipByValue takes JavaScript "
                              "numbers as bounds")
        numbers.append(promotion_tfjs.js_number(bound.kind, bound.value))
    low, high = numbers
    if not low <= high:
        return ModelError(INVALID_VALUE, f"Error in clip: min ({low}) "
                          f"must be less than or equal to max ({high}).")
    if x.dtype == "complex64":
        return _unsupported("ClipByValue does not support complex64 tensors "
                            "in the CPU backend." if low != high
                            else "Unknown data type complex64")
    store = _tfjs_store(x.dtype)
    if low == high:
        return make_array((x.dtype, tuple(x.shape),
                           [store(low)] * len(x.data)))
    data = []
    for value in x.data:
        value = float(value)
        data.append(store(high if value > high
                          else low if value < low else value))
    return make_array((x.dtype, tuple(x.shape), data))


# ---------------------------------------------------------------------------
# onnx

def _onnx(x, minimum, maximum, default_float):
    """Clip-13 (onnx/defs/math/defs.cc, v1.21.0; docs/Operators.md
    "Clip"): input, min and max are inputs of one parameter T =
    all_numeric_types_ir4 (no bool, complex or float8), min and max
    optional (a None bound is an absent input). ONNX has no Python scalars
    (undefined). The checker first (promotion_onnx.bound: each given
    input's type, then its binding to x's, input by input); then the
    bounds' shapes: each "must be a scalar (tensor of empty shape)" and is
    not broadcast (invalid_rank for a bound of rank >= 1: the closest kind
    to a shape that must have rank 0); the result has x's shape.
    Values (_onnx_clamp): the text says the bounds "default to
    numeric_limits::lowest() and numeric_limits::max(), respectively" (an
    infinite element with no max becomes max()), and "When 'min' is
    greater than 'max', the clip operator sets all the 'input' values to
    the value of 'max'. Thus, this is equivalent to 'Min(max, Max(input,
    min))'": the profile's Max and Min (promotion_onnx._extremum: NaN in,
    NaN out, as the reference's np.maximum and np.minimum, and op_clip.py's
    np.clip, give; the -0.0/+0.0 tie is left open, UNDEFINED). The schema's
    function body (BuildContextDependentFunctionBodyClip: Where of Less)
    and ONNX Runtime drop a NaN bound instead; the text's Max and Min and
    the reference agree on NaN."""
    for operand in (x, minimum, maximum):
        if is_scalar(operand):
            return ModelError(UNDEFINED, "ONNX has no Python scalar "
                              "operands")
    try:
        promotion_onnx.bound("Clip", (x.dtype, _dtype_or_none(minimum),
                                      _dtype_or_none(maximum)),
                             promotion_onnx.CLIP)
    except ModelError as error:
        return error
    for name, bound in (("min", minimum), ("max", maximum)):
        if bound is not None and tuple(bound.shape):
            return ModelError(INVALID_RANK, f"Clip's {name} must be a "
                              "scalar (tensor of empty shape), not of "
                              f"shape {list(bound.shape)}")
    low, high = _onnx_limits(x.dtype)
    if minimum is not None:
        low = minimum.data[0]
    if maximum is not None:
        high = maximum.data[0]
    data = [_onnx_clamp(value, low, high) for value in x.data]
    if any(value is _TIE for value in data):
        return ModelError(UNDEFINED, "Clip: an element and a bound are zeros "
                          "of different signs, a tie Max and Min leave open")
    return make_array((x.dtype, tuple(x.shape), data))


def _onnx_limits(dtype):
    """numeric_limits<T>::lowest() and max(): an integer type's range, a
    float type's largest finite values."""
    if dtypes.is_integral(dtype):
        return dtypes.integer_range(dtype)
    return -FLOAT_MAX[dtype], FLOAT_MAX[dtype]


# _onnx_clamp's answer for an element whose Max or Min is a -0.0/+0.0 tie,
# and the onnx profile's Max and Min (promotion_onnx._extremum): NaN if
# either is NaN, _TIE for -0.0 against +0.0. The kernels do not read their
# dtype.
_TIE = UNDEFINED_VALUE
_ONNX_MAX = open_signed_zero_extremum(True)(None)
_ONNX_MIN = open_signed_zero_extremum(False)(None)


def _onnx_clamp(value, low, high):
    """Min(max, Max(input, min))."""
    clamped = _ONNX_MAX(value, low)
    if clamped is _TIE:
        return _TIE
    return _ONNX_MIN(high, clamped)


def _dtype_or_none(operand):
    return None if operand is None else operand.dtype


_PROFILES = {"torch": _torch, "numpy": _numpy, "jax": _jax, "mlx": _mlx,
             "array-api": _array_api, "tfjs": _tfjs, "onnx": _onnx}


def clip_outcome(x, minimum, maximum, default_float, profile):
    """clip(x, min, max): the result Array, or the ModelError of the first
    check that refuses it (returned, not raised)."""
    refusal = check_dtypes(profile, (x, minimum, maximum))
    if refusal:
        return refusal
    return _PROFILES[profile](x, minimum, maximum, default_float)


def clip(call, profile, default_float):
    """functions.py's entry (selection.function_result)."""
    return function_result(call, clip_outcome, profile, default_float)
