"""where(condition, x1, x2): elements of x1 where the condition holds, of
x2 elsewhere, for every profile.

x1 and x2 are Arrays or Python scalars (operands.Operand of category
scalar, with a value); the condition is an Array. The result dtype is the
profile's result_type of x1 and x2 (Python scalars as the profile treats
them), its shape the broadcast of the three shapes, its values selections
of x1's and x2's values converted to the result dtype: exact.

Per profile, the checks in the library's order (the first that fails is
the outcome):
  torch      aten/src/ATen/native/TensorCompare.cpp §where (the Tensor and
             Scalar overloads) and §where_self_out; python_arg_parser.cpp:
             1 an int outside int64: scalar_out_of_range (argument parsing)
             2 result_type(x1, x2) (0-d tensors and wrapped numbers by
               category): no_promotion
             3 a scalar converted to the result dtype by at::scalar_tensor
               (Scalar::to, checked_convert): scalar_out_of_range when the
               value overflows it
             4 the condition: uint8 is cast to bool (with a deprecation
               warning), bool is taken, any other dtype is refused ("where
               expected condition to be a boolean tensor"):
               unsupported_dtype_for_op
             5 TensorIterator: the three shapes broadcast, else
               incompatible_shapes
             6 where_kernel (cpu/TensorCompareKernel.cpp §where_kernel_impl)
               dispatches kComplexHalf, kHalf, kBFloat16, kBool,
               AT_ALL_TYPES_AND_COMPLEX and the float8 types: uint16, uint32
               and uint64 results are unsupported_dtype_for_op
  numpy      numpy/_core/src/multiarray/multiarraymodule.c §PyArray_Where:
             the condition of any dtype (the iterator casts it to bool
             with unsafe casting: nonzero is true, NaN is true); the
             common dtype is PyArray_ResultType of x1 and x2 with Python
             int, float and complex weak (NEP 50), two Python scalars
             giving the default of the higher kind; a Python scalar is
             stored into it (npy_update_operand_for_scalar: an int outside
             an integer dtype is scalar_out_of_range); then the iterator
             broadcasts the three (incompatible_shapes)
  jax        jax/_src/numpy/util.py §_where (jitted): the Python scalars
             cross the jit boundary (an int outside int32:
             scalar_out_of_range); a non-bool condition becomes
             lax.ne(condition, 0); promote_dtypes(x, y) (weak scalars; two
             weak scalars give the weak result's default dtype); then
             _broadcast_arrays (incompatible_shapes)
  mlx        python/src/ops.cpp "where" (to_arrays(x, y): a scalar takes
             the other array's dtype, range-checked; two scalars each their
             own), mlx/ops.cpp §where (astype(condition, bool_),
             promote_types(x, y), broadcast_arrays: incompatible_shapes)
  onnx       Where-16 (onnx/defs/tensor/defs.cc, v1.21.0): ONNX has no
             Python scalars (undefined); then the checker, input by input
             (promotion_onnx.bound): the condition's type B = tensor(bool)
             (unsupported_dtype_for_op), x1's and x2's against T (every
             tensor type but float8: all_tensor_types_ir4) and bound to
             one type (no_promotion); then the multidirectional broadcast
             of the three (incompatible_shapes)
  array-api  the standard's where (searching_functions.py, 2025.12): the
             condition "should have a boolean data type" (any other:
             undefined); "at least one of x1 and x2 must be an array" (two
             scalars: undefined); a scalar's dtype by "Mixing arrays with
             Python scalars" (what the clause leaves open: undefined); x1
             and x2 by the promotion table (mixed kinds: undefined); a
             scalar's value (an int outside the printed bounds, or one
             whose conversion is not specified: undefined, before the
             shapes, since the promotion itself is then left open); then
             the shapes (incompatible_shapes)
  tfjs       tfjs-core/src/ops/where.ts and the CPU backend's Select
             kernel: see _tfjs
"""


from . import (dtypes, promotion_array_api, promotion_mlx, promotion_onnx,
               promotion_tfjs)
from .array import make_array
from .broadcast import broadcast_shapes, source_positions
from .errors import UNDEFINED, UNSUPPORTED_DTYPE_FOR_OP, ModelError
from .numpy_dtype_sequence import promote_sequence
from .operands import scalar_operand
from .profiles import profile as find_profile
from .scalar_values import _overflowed, convert
from .selection import (as_array, as_arrays, check_dtypes, first_refusal,
                        function_result, is_scalar, jax_boundary,
                        jax_scalar_value, mlx_scalar_value, numpy_scalar_value,
                        numpy_sequence_member, promotion_operand, shape_of,
                        torch_parse, torch_scalar_value)
from .values import converter

# where_kernel_impl's dispatch (current PyTorch,
# aten/src/ATen/native/cpu/TensorCompareKernel.cpp): every dtype but the
# barebones unsigned types uint16, uint32 and uint64.
TORCH_KERNEL_REFUSES = frozenset(("uint16", "uint32", "uint64"))
# The condition dtypes each library takes as they are, or casts to bool;
# None: any dtype of the profile (cast to bool, nonzero is true).
CONDITION_DTYPES = {"torch": ("bool", "uint8"), "numpy": None, "jax": None,
                    "mlx": None, "array-api": ("bool",), "tfjs": ("bool",),
                    "onnx": ("bool",)}


def _unsupported(message):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP, message)


def _shape(condition, x1, x2):
    """The broadcast of the three shapes, or the ModelError."""
    try:
        return broadcast_shapes([tuple(condition.shape), shape_of(x1),
                                 shape_of(x2)])
    except ModelError as error:
        return error


def _truth(profile, dtype):
    """The conversion of condition values to bool: nonzero is true (NaN and
    a complex with either part nonzero included), except MLX's complex64,
    whose astype(bool_) reads the real part (promotion_mlx
    operand_converter)."""
    special = getattr(find_profile(profile), "operand_converter", None)
    return (special and special(dtype, "bool")) or converter(dtype, "bool")


def _element_converter(profile):
    """The profile's conversion of a selected element to the result dtype:
    values.converter, except where its library converts otherwise
    (profiles.py element_converter: PyTorch's and XLA's integer to
    bfloat16 through float32)."""
    special = getattr(find_profile(profile), "element_converter", None)
    if special is None:
        return converter
    return lambda source, target: (special(source, target)
                                   or converter(source, target))


def _select(condition, first, second, shape, dtype, truth,
            convert=converter):
    """The result Array: first's element where the condition's is true,
    second's elsewhere, both already of dtype `dtype` (or cast to it by
    `convert`, values.converter or _element_converter's)."""
    to_first = convert(first.dtype, dtype)
    to_second = convert(second.dtype, dtype)
    data = [to_first(first.data[i]) if truth(condition.data[c])
            else to_second(second.data[j])
            for c, i, j in zip(source_positions(condition.shape, shape),
                               source_positions(first.shape, shape),
                               source_positions(second.shape, shape))]
    return make_array((dtype, shape, data))


def _broadcast_select(condition, operands, dtype, profile):
    """The shapes' broadcast, then the selection (_select) with the
    profile's truth of the condition's own dtype, or the ModelError of the
    broadcast: NumPy and MLX check nothing between the two, so their plans
    end alike (PyTorch checks its kernel's dtype in between, JAX holds the
    condition in another dtype first)."""
    shape = _shape(condition, *operands)
    if isinstance(shape, ModelError):
        return shape
    return _select(condition, *operands, shape, dtype,
                   _truth(profile, condition.dtype),
                   _element_converter(profile))


def _result_type(profile, x1, x2, default_float):
    try:
        return find_profile(profile).result_type(
            [promotion_operand(x1), promotion_operand(x2)], default_float)
    except ModelError as error:
        return error


def _torch(condition, x1, x2, default_float):
    refusal = first_refusal(torch_parse, (x1, x2))
    if refusal:
        return refusal
    result = _result_type("torch", x1, x2, default_float)
    if isinstance(result, ModelError):
        return result
    operands = as_arrays((x1, x2), result, torch_scalar_value)
    if isinstance(operands, ModelError):
        return operands
    if condition.dtype not in CONDITION_DTYPES["torch"]:
        return _unsupported("where expected condition to be a boolean "
                            f"tensor, but got a tensor with dtype "
                            f"{condition.dtype}")
    shape = _shape(condition, *operands)
    if isinstance(shape, ModelError):
        return shape
    if result in TORCH_KERNEL_REFUSES:
        return _unsupported(f'"where_cpu" not implemented for {result}')
    return _select(condition, *operands, shape, result,
                   converter(condition.dtype, "bool"),
                   _element_converter("torch"))


def _numpy(condition, x1, x2, default_float):
    # PyArray_ResultType of x1 and x2 (numpy_dtype_sequence.py); each
    # Python scalar is then stored into it (SETITEM, below)
    try:
        result = promote_sequence([numpy_sequence_member(x1),
                                   numpy_sequence_member(x2)])
    except ModelError as error:
        return error
    operands = as_arrays((x1, x2), result, numpy_scalar_value)
    if isinstance(operands, ModelError):
        return operands
    return _broadcast_select(condition, operands, result, "numpy")


def _jax(condition, x1, x2, default_float):
    refusal = first_refusal(jax_boundary, (x1, x2))
    if refusal:
        return refusal
    result = _result_type("jax", x1, x2, default_float)
    if isinstance(result, ModelError):
        return result
    operands = [as_array(operand, result, jax_scalar_value)
                for operand in (x1, x2)]
    shape = _shape(condition, *operands)
    if isinstance(shape, ModelError):
        return shape
    # With x64 off the condition is held in its 32-bit dtype
    # (dtypes.canonicalize_dtype) before lax.ne tests it: a float64 1e-300
    # is a float32 0.0, false.
    held = find_profile("jax").result_type([promotion_operand(condition)],
                                           default_float)
    to_held = converter(condition.dtype, held)
    truth = _truth("jax", held)
    return _select(condition, *operands, shape, result,
                   lambda value: truth(to_held(value)),
                   _element_converter("jax"))


def _mlx_operand(operand, partner):
    """to_arrays: the scalar as an Array of its to_array dtype (beside the
    other operand's dtype, or alone), or the ModelError."""
    if not is_scalar(operand):
        return operand
    try:
        dtype = promotion_mlx.scalar_dtype(operand.kind, operand.value,
                                           partner)
    except ModelError as error:
        return error
    return as_array(operand, dtype, mlx_scalar_value)


def _mlx(condition, x1, x2, default_float):
    partner1 = None if is_scalar(x2) else x2.dtype
    partner2 = None if is_scalar(x1) else x1.dtype
    operands = [_mlx_operand(x1, partner1), _mlx_operand(x2, partner2)]
    for operand in operands:
        if isinstance(operand, ModelError):
            return operand
    try:
        result = promotion_mlx.promote_types(operands[0].dtype,
                                             operands[1].dtype)
    except ModelError as error:
        return error
    return _broadcast_select(condition, operands, result, "mlx")


def _array_api(condition, x1, x2, default_float):
    module = find_profile("array-api")
    if condition.dtype not in CONDITION_DTYPES["array-api"]:
        return ModelError(UNDEFINED, "the condition should have a boolean "
                          f"data type, not {condition.dtype}")
    if is_scalar(x1) and is_scalar(x2):
        return ModelError(UNDEFINED, "at least one of x1 and x2 must be an "
                          "array")
    arrays = [operand for operand in (x1, x2) if not is_scalar(operand)]
    try:
        array_dtype = arrays[0].dtype
        for array in arrays[1:]:
            array_dtype = module.promote_types(array_dtype, array.dtype)
        # The scalar's kind and dtype, its value left for later (the
        # value-dependent outcomes come after the shapes).
        dtypes_of = [module._scalar_dtype(scalar_operand(operand.kind),
                                          array_dtype)
                     if is_scalar(operand) else operand.dtype
                     for operand in (x1, x2)]
        result = module.promote_types(*dtypes_of)
    except ModelError as error:
        return error
    # The scalar's value before the shapes: an int outside the bounds
    # makes the promotion one the standard leaves open ("Mixing arrays with
    # Python scalars"), and that leaves the whole outcome open, shapes
    # included (docs/profiles/array-api.md, "Choices and ambiguities").
    operands = []
    for operand, dtype in zip((x1, x2), dtypes_of):
        if is_scalar(operand):
            if operand.kind == "int" and dtypes.is_integral(dtype):
                try:
                    promotion_array_api._check_int_bounds(operand.value,
                                                          array_dtype)
                except ModelError as error:
                    return error
            value = convert(operand.kind, operand.value, dtype)
            if operand.kind == "int" and _overflowed("int", operand.value,
                                                     value):
                return ModelError(UNDEFINED, f"the Python int "
                                  f"{operand.value} is beyond {dtype}'s "
                                  "range: its conversion is not specified")
            operand = make_array((dtype, (), [value]))
        operands.append(operand)
    shape = _shape(condition, x1, x2)
    if isinstance(shape, ModelError):
        return shape
    return _select(condition, *operands, shape, result,
                   converter("bool", "bool"))


def _tfjs_operand(operand):
    """convertToTensor of x1 or x2: a JS boolean a bool tensor, a number a
    float32 one (the double rounded once); a complex has no JavaScript
    value (promotion_tfjs.scalar_dtype: UNDEFINED), returned."""
    if not is_scalar(operand):
        return operand
    try:
        dtype = promotion_tfjs.scalar_dtype(operand.kind)
    except ModelError as error:
        return error
    return make_array((dtype, (), [promotion_tfjs.scalar_value(
        operand.kind, operand.value, dtype)]))


def _tfjs(condition, x1, x2, default_float):
    """tf.where (tfjs-core/src/ops/where.ts, tag tfjs-v4.22.0): a and b
    converted first, then the condition with convertToTensor(..., 'bool'),
    whose assertDtype refuses a tensor that is not bool; then
    assertAndGetBroadcastShape of the three shapes; then broadcastTo of each
    (Tile refuses complex64 where it tiles) and the Select kernel
    (tfjs-backend-cpu/src/kernels/Select.ts), which refuses complex64
    (assertNotComplex) and writes each chosen value into a typed array of
    upcastType(t.dtype, e.dtype) (an int32 value into a Float32Array is
    rounded once)."""
    operands = [_tfjs_operand(x1), _tfjs_operand(x2)]
    for operand in operands:
        if isinstance(operand, ModelError):
            return operand
    if condition.dtype not in CONDITION_DTYPES["tfjs"]:
        return _unsupported("Argument 'condition' passed to 'where' must be "
                            f"bool tensor, but got {condition.dtype} tensor")
    shape = _shape(condition, *operands)
    if isinstance(shape, ModelError):
        return shape
    if any(operand.dtype == "complex64" for operand in operands):
        return _unsupported("select does not support complex64 tensors in "
                            "the CPU backend.")
    result = promotion_tfjs.promote_types(operands[0].dtype,
                                          operands[1].dtype)
    return _tfjs_select(condition, *operands, shape, result)


def _tfjs_select(condition, first, second, shape, dtype):
    """broadcastTo of the three to the broadcast shape, then the Select
    kernel (tfjs-backend-cpu/src/kernels/Select.ts): for each element
    `values[i] === 1 ? tValues[i] : eValues[i]`, written into a typed array
    of dtype. The result has the broadcast shape: tf.broadcastTo's clone
    that keeps a size 1 against a target size of 0 (where nothing tiles)
    is a library bug the profile does not model."""
    to_t, to_e = converter(first.dtype, dtype), converter(second.dtype,
                                                          dtype)
    data = [to_t(first.data[i]) if condition.data[c] else to_e(
                second.data[j])
            for c, i, j in zip(
                source_positions(tuple(condition.shape), shape),
                source_positions(tuple(first.shape), shape),
                source_positions(tuple(second.shape), shape))]
    return make_array((dtype, shape, data))


def _onnx(condition, x1, x2, default_float):
    """Where-16: condition : B, X and Y : T, output T (the module's
    comment); the values selected as they are (op_where.py:
    np.where(condition, x, y))."""
    if is_scalar(x1) or is_scalar(x2):
        return ModelError(UNDEFINED, "ONNX has no Python scalar operands")
    try:
        promotion_onnx.bound("Where", (condition.dtype,),
                             frozenset(CONDITION_DTYPES["onnx"]), "B")
        result = promotion_onnx.bound("Where", (x1.dtype, x2.dtype),
                                      promotion_onnx.ALL_TENSORS)
    except ModelError as error:
        return error
    return _broadcast_select(condition, (x1, x2), result, "onnx")


_PROFILES = {"torch": _torch, "numpy": _numpy, "jax": _jax, "mlx": _mlx,
             "array-api": _array_api, "tfjs": _tfjs, "onnx": _onnx}


def where_outcome(condition, x1, x2, default_float, profile):
    """where(condition, x1, x2): the result Array, or the ModelError of the
    first check that refuses it (returned, not raised)."""
    refusal = check_dtypes(profile, (condition, x1, x2))
    if refusal:
        return refusal
    return _PROFILES[profile](condition, x1, x2, default_float)


def where(call, profile, default_float):
    """functions.py's entry (selection.function_result)."""
    return function_result(call, where_outcome, profile, default_float)
