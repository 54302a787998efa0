"""concat(arrays, axis) and stack(arrays, axis): joining arrays along an
existing axis or a new one (Array API standard, Manipulation Functions
§concat and §stack, https://data-apis.org/array-api/2025.12/
API_specification/manipulation_functions.html), each profile with its
library's rules (cases/README.md "Ops"). The default axis is 0; concat's
axis None flattens every array first.

Every library promotes the arrays to a common dtype (result_type of the
arrays alone, function_dtypes.py) and copies their values into it, so the
values are exact (casts). What differs is the order of the checks, how a
0-d array and an empty list are refused, and PyTorch's legacy skipping of
1-D tensors of shape [0] in cat. Each plan returns the common dtype, the
arrays that take part (each with its shape as joined) and the axis, or
raises; _joined lays the values out.
"""

from collections import namedtuple

from . import promotion_onnx, promotion_stdlib, promotion_tfjs
from .array import make_array
from .broadcast import INT64_MAX, source_positions
from .errors import (INCOMPATIBLE_SHAPES, INVALID_ARGUMENT, INVALID_AXIS,
                     INVALID_RANK, SHAPE_OVERFLOW, UNDEFINED,
                     UNSUPPORTED_DTYPE_FOR_OP, ModelError)
from .float_formats import round_float
from .function_call import AXIS_DEFAULT, FunctionResult
from .function_dtypes import common_dtype, converted
from .profiles import profile as find_profile

# The arrays to lay out along `axis`, each with the shape it is joined as
# (stack's arrays with their new axis of size 1), converted to `dtype`;
# axis None: a single array returned as it is (MLX).
Join = namedtuple("Join", "dtype pieces axis")
Piece = namedtuple("Piece", "array shape")


def _axis(call):
    return 0 if call.axis is AXIS_DEFAULT else call.axis


def _normalized(axis, rank):
    """The usual axis rule (NumPy's normalize_axis_index, PyTorch's
    maybe_wrap_dim, MLX's normalize_axis_index, JAX's
    canonicalize_axis): -rank <= axis < rank, else invalid_axis."""
    if -rank <= axis < rank:
        return axis % rank
    raise ModelError(INVALID_AXIS, f"axis {axis} is out of bounds for "
                     f"{rank} dimensions")


def _flat(array):
    return Piece(array, (len(array.data),))


def _whole(array):
    return Piece(array, tuple(array.shape))


def _expanded(array, axis):
    shape = tuple(array.shape)
    return Piece(array, shape[:axis] + (1,) + shape[axis:])


def _check_same_rank_and_sizes(pieces, axis):
    """Equal ranks, and equal sizes but along `axis` (concat's rule in
    every library: "all the input arrays must have same number of
    dimensions", "all the input array dimensions except for the
    concatenation axis must match exactly"), each array in turn, and the
    sizes along `axis` summed so far at most INT64_MAX (_check_joined_size,
    after that array's own checks)."""
    first = pieces[0].shape
    total = first[axis]
    for piece in pieces[1:]:
        if len(piece.shape) != len(first):
            raise ModelError(INCOMPATIBLE_SHAPES, "the arrays have different "
                             "numbers of dimensions")
        for index, (size, other) in enumerate(zip(first, piece.shape)):
            if index != axis and size != other:
                raise ModelError(INCOMPATIBLE_SHAPES, "the arrays' sizes "
                                 f"differ along dimension {index}")
        total = _check_joined_size(total + piece.shape[axis], axis)


def _check_joined_size(total, axis):
    """The joined size along `axis` so far, or shape_overflow past
    INT64_MAX: empty arrays may be as long as they like along the axis, but
    no library has a dimension past int64 (PyTorch's cat sums into an
    int64_t and refuses the wrapped negative size, "Trying to create tensor
    with negative dimension"; NumPy's concatenate likewise, "negative
    dimensions are not allowed"; docs/semantics.md, concat)."""
    if total > INT64_MAX:
        raise ModelError(SHAPE_OVERFLOW, f"the size along axis {axis} "
                         "exceeds INT64_MAX")
    return total


def _check_same_shapes(arrays):
    if any(tuple(a.shape) != tuple(arrays[0].shape) for a in arrays):
        raise ModelError(INCOMPATIBLE_SHAPES, "all input arrays must have "
                         "the same shape")


def _refuse_empty(arrays, kind=INVALID_ARGUMENT):
    if not arrays:
        raise ModelError(kind, "need at least one array")


# ---------------------------------------------------------------------------
# NumPy 2 (numpy/_core/src/multiarray/multiarraymodule.c
# §PyArray_ConcatenateArrays, §PyArray_ConcatenateFlattenedArrays; the
# dtype: convert_datatype.c §PyArray_FindConcatenationDescriptor, which is
# PyArray_ResultType of the arrays; numpy/_core/shape_base.py §stack).

def _numpy_concat(call, arrays, default_float):
    """"need at least one array to concatenate"; axis None: every array
    flattened (0-d ones too); else the first array's rank must be above 0
    ("zero-dimensional arrays cannot be concatenated"), the axis is
    normalized against it (AxisError), ranks and sizes are checked, and
    only then the dtype is found (never refused between NumPy's own
    dtypes)."""
    _refuse_empty(arrays)
    if call.axis is None:
        dtype = common_dtype("numpy", arrays, default_float)
        return Join(dtype, [_flat(a) for a in arrays], 0)
    if not arrays[0].shape:
        raise ModelError(INVALID_RANK, "zero-dimensional arrays cannot be "
                         "concatenated")
    axis = _normalized(_axis(call), len(arrays[0].shape))
    pieces = [_whole(a) for a in arrays]
    _check_same_rank_and_sizes(pieces, axis)
    return Join(common_dtype("numpy", arrays, default_float), pieces, axis)


# NPY_MAXDIMS of NumPy 2 (numpy/_core/include/numpy/ndarraytypes.h): the
# most dimensions an array has (NumPy 1.x: 32).
NUMPY_MAXDIMS = 64


def _numpy_stack(call, arrays, default_float):
    """"need at least one array to stack", "all input arrays must have the
    same shape", normalize_axis_index(axis, ndim + 1), then concatenate of
    the expanded arrays."""
    _refuse_empty(arrays)
    _check_same_shapes(arrays)
    axis = _normalized(_axis(call), len(arrays[0].shape) + 1)
    if len(arrays[0].shape) + 1 > NUMPY_MAXDIMS:
        # arr[sl] with a new axis: "number of dimensions must be within
        # [0, 64]" (IndexError), before the arrays' dtypes are joined.
        raise ModelError(INVALID_ARGUMENT,
                         f"stack: the result would have "
                         f"{len(arrays[0].shape) + 1} dimensions (NumPy's "
                         f"arrays have at most {NUMPY_MAXDIMS})")
    return Join(common_dtype("numpy", arrays, default_float),
                [_expanded(a, axis) for a in arrays], axis)


# ---------------------------------------------------------------------------
# JAX (jax/_src/numpy/lax_numpy.py §concatenate, §stack; lax.py
# §_concatenate_shape_rule, §stack, §_stack_shape_rule).

def _jax_concat(call, arrays, default_float):
    """"Need at least one array to concatenate"; axis None ravels every
    array and concatenates along 0; "Zero-dimensional arrays cannot be
    concatenated" (the first array); _canonicalize_axis against the first
    array's rank; util.promote_dtypes (TypePromotionError); then
    lax.concatenate's shape rule: the ranks, then the other sizes."""
    _refuse_empty(arrays)
    if call.axis is None:
        dtype = common_dtype("jax", arrays, default_float,
                             [1] * len(arrays))
        return Join(dtype, [_flat(a) for a in arrays], 0)
    if not arrays[0].shape:
        raise ModelError(INVALID_RANK, "Zero-dimensional arrays cannot be "
                         "concatenated")
    axis = _normalized(_axis(call), len(arrays[0].shape))
    dtype = common_dtype("jax", arrays, default_float)
    pieces = [_whole(a) for a in arrays]
    _check_same_rank_and_sizes(pieces, axis)
    return Join(dtype, pieces, axis)


def _jax_stack(call, arrays, default_float):
    """"Need at least one array to stack"; util.promote_dtypes; lax.stack:
    canonicalize_axis(axis, ndim + 1) of the first array; then
    _stack_shape_rule: the ranks, then the shapes, must be equal."""
    _refuse_empty(arrays)
    dtype = common_dtype("jax", arrays, default_float)
    axis = _normalized(_axis(call), len(arrays[0].shape) + 1)
    _check_same_shapes(arrays)
    return Join(dtype, [_expanded(a, axis) for a in arrays], axis)


# ---------------------------------------------------------------------------
# MLX (ml-explore/mlx mlx/ops.cpp §concatenate, §stack; mlx/utils.cpp
# §normalize_axis_index).

def _mlx_join(arrays, axis_value, default_float, pieces):
    """mlx concatenate(arrays, axis) on `pieces` (the arrays as joined):
    one array is returned as it is, unchecked; else the axis against the
    first array's rank ("Axis ... is out of bounds": a 0-d first array
    refuses every axis), the ranks, the sizes, then result_type of the
    arrays (promote_types over them)."""
    if len(pieces) == 1:
        return Join(arrays[0].dtype, pieces, None)
    axis = _normalized(axis_value, len(pieces[0].shape))
    _check_same_rank_and_sizes(pieces, axis)
    return Join(common_dtype("mlx", arrays, default_float), pieces, axis)


def _mlx_concat(call, arrays, default_float):
    """"[concatenate] No arrays provided for concatenation"; axis None
    flattens every array and joins along 0."""
    _refuse_empty(arrays)
    if call.axis is None:
        return _mlx_join(arrays, 0, default_float,
                         [_flat(a) for a in arrays])
    return _mlx_join(arrays, _axis(call), default_float,
                     [_whole(a) for a in arrays])


def _mlx_stack(call, arrays, default_float):
    """"[stack] No arrays provided for stacking", "[stack] All arrays must
    have the same shape", normalize_axis_index(axis, ndim + 1), then
    concatenate of the expanded arrays."""
    _refuse_empty(arrays)
    _check_same_shapes(arrays)
    axis = _normalized(_axis(call), len(arrays[0].shape) + 1)
    return _mlx_join(arrays, axis, default_float,
                     [_expanded(a, axis) for a in arrays])


# ---------------------------------------------------------------------------
# PyTorch (aten/src/ATen/native/TensorShape.cpp §cat's meta function,
# §stack, §check_stack_inputs, §get_stack_inputs; WrapDimUtils.h
# §legacy_cat_wrap_dim; TensorShape.h §cat_should_skip_tensor,
# §cat_check_no_zero_dim).

def _torch_skipped(array):
    """cat_should_skip_tensor: a 1-D tensor with no elements (the only
    empty tensors of old PyTorch) takes no part in the shapes, "for
    backwards compatibility"; it still takes part in the dtype
    (at::native::result_type of all the tensors)."""
    return len(array.shape) == 1 and array.shape[0] == 0


def _torch_cat(arrays, dim, default_float):
    """cat's meta function: cat_check_no_zero_dim ("zero-dimensional tensor
    (at position i) cannot be concatenated", every tensor, before anything
    else); legacy_cat_wrap_dim wraps dim against the first tensor not
    skipped (with none, dim is not checked); "torch.cat(): expected a
    non-empty list of Tensors"; result_type of all the tensors; then each
    tensor not skipped against the first one ("Tensors must have same
    number of dimensions", "Sizes of tensors must match except in
    dimension"). With every tensor skipped the result is [0]."""
    for array in arrays:
        if not array.shape:
            raise ModelError(INVALID_RANK, "zero-dimensional tensor cannot "
                             "be concatenated")
    kept = [a for a in arrays if not _torch_skipped(a)]
    if kept:
        dim = _normalized(dim, len(kept[0].shape))
    _refuse_empty(arrays)
    dtype = common_dtype("torch", arrays, default_float)
    if not kept:
        return Join(dtype, [], 0)
    pieces = [_whole(a) for a in kept]
    _check_same_rank_and_sizes(pieces, dim)
    return Join(dtype, pieces, dim)


def _torch_concat(call, arrays, default_float):
    """torch.cat takes no None dim (a TypeError from its argument parser,
    before anything runs: invalid_argument)."""
    if call.axis is None:
        raise ModelError(INVALID_ARGUMENT, "torch.cat's dim cannot be None")
    return _torch_cat(arrays, _axis(call), default_float)


def _torch_stack(call, arrays, default_float):
    """"stack expects a non-empty TensorList"; maybe_wrap_dim(dim, ndim + 1)
    of the first tensor; then every size equal to the first tensor's
    ("stack expects each tensor to be equal size": check_stack_inputs below
    the last position, get_stack_inputs at it, which checks each tensor
    before unsqueezing it); then cat of the tensors (below the last
    position, viewed with the new dimension: their sizes along dim summed,
    past INT64_MAX refused as cat's sum is) or of the unsqueezed ones,
    whose dtype check is result_type's."""
    _refuse_empty(arrays)
    rank = len(arrays[0].shape)
    wrapped = _normalized(_axis(call), rank + 1)
    _check_same_shapes(arrays)
    ranks = [rank if wrapped < rank else rank + 1] * len(arrays)
    dtype = common_dtype("torch", arrays, default_float, ranks)
    if wrapped < rank:
        # cat of the tensors themselves along dim sums their sizes there.
        total = 0
        for array in arrays:
            total = _check_joined_size(total + array.shape[wrapped], wrapped)
    return Join(dtype, [_expanded(a, wrapped) for a in arrays], wrapped)


# ---------------------------------------------------------------------------
# The Array API standard (§concat, §stack): the common dtype is type
# promotion's ("This specification leaves type promotion between data type
# families ... unspecified": undefined), checked first
# (docs/profiles/array-api.md: what the standard leaves open comes before
# the exceptions it requires); an empty sequence is not specified
# (undefined); "If provided an invalid axis, the function must raise an
# exception" (invalid_axis); the shapes "must" agree (incompatible_shapes).

def _array_api_concat(call, arrays, default_float):
    """Axis None flattens; an integer axis must be in [-N, N), N the arrays'
    rank (the first array's): every axis of 0-d arrays is invalid."""
    _refuse_empty(arrays, UNDEFINED)
    dtype = common_dtype("array-api", arrays, default_float)
    if call.axis is None:
        return Join(dtype, [_flat(a) for a in arrays], 0)
    axis = _normalized(_axis(call), len(arrays[0].shape))
    pieces = [_whole(a) for a in arrays]
    _check_same_rank_and_sizes(pieces, axis)
    return Join(dtype, pieces, axis)


def _array_api_stack(call, arrays, default_float):
    """"A valid axis must be an integer on the interval [-N, N), where N is
    the number of axes in x", while "axis ... specifies the index of the
    new axis in the shape of the result", whose N + 1 positions the
    libraries all accept ([-(N + 1), N]). The two positions the interval
    leaves out (N and -(N + 1)) contradict the second sentence: undefined;
    farther axes are invalid; -1 is the last position. N is the first
    array's rank, and the axis is checked before the shapes: an undefined
    axis leaves the whole outcome open, bad shapes included."""
    _refuse_empty(arrays, UNDEFINED)
    dtype = common_dtype("array-api", arrays, default_float)
    rank = len(arrays[0].shape)
    axis = _axis(call)
    if axis in (rank, -(rank + 1)):
        raise ModelError(UNDEFINED, f"stack axis {axis} is outside the "
                         f"standard's [-{rank}, {rank})")
    position = _normalized(axis, rank + 1)
    _check_same_shapes(arrays)
    return Join(dtype, [_expanded(a, position) for a in arrays], position)


# ---------------------------------------------------------------------------
# ONNX 1.21.0, opset 26: concat is Concat-13 (onnx/defs/tensor/defs.cc),
# stack is SequenceConstruct-11 then ConcatFromSequence-11 with new_axis=1
# (onnx/defs/sequence/defs.cc). No promotion: the inputs share one type
# (promotion_onnx.bound). Both have an `axis` attribute, an int: the
# case format's axis None is not expressible (undefined); the default
# axis is the case format's 0.

def _onnx_axis(call):
    if call.axis is None:
        raise ModelError(UNDEFINED, "ONNX's axis attribute is an int: axis "
                         "None has no ONNX counterpart")
    return _axis(call)


def _onnx_no_arrays(operator, arrays):
    """OpSchema::VerifyInputNum (onnx/defs/schema.cc), the checker's first
    step: a variadic input takes at least one tensor."""
    if not arrays:
        raise ModelError(INVALID_ARGUMENT, f"Node with schema(::{operator}) "
                         "has input size 0 not in range [min=1, "
                         "max=2147483647]")


def _onnx_concat(call, arrays, default_float):
    """Concat-13: at least one input; each input's type in T =
    all_tensor_types_ir4 (no float8) and bound to one type, input by
    input; then its shape inference in order: the axis against the first
    input's rank r, "axis must be in [-rank, rank-1]" (a 0-d first input
    has no valid axis: invalid_axis, as ONNX words it), then for each
    input "All inputs to Concat must have same rank" and the sizes but
    along the axis merged (incompatible_shapes). Values: op_concat.py's
    np.concatenate."""
    axis = _onnx_axis(call)
    _onnx_no_arrays("Concat:13", arrays)
    dtype = promotion_onnx.bound("Concat", [a.dtype for a in arrays],
                                 promotion_onnx.ALL_TENSORS)
    rank = len(arrays[0].shape)
    if not -rank <= axis <= rank - 1:
        raise ModelError(INVALID_AXIS, "axis must be in [-rank, rank-1]. "
                         f"(axis {axis}, rank {rank})")
    axis %= rank
    pieces = [_whole(a) for a in arrays]
    _check_same_rank_and_sizes(pieces, axis)
    return Join(dtype, pieces, axis)


def _onnx_stack(call, arrays, default_float):
    """SequenceConstruct-11 (at least one input; each input's type in T =
    all_tensor_types, which has no bfloat16 and no float8, bound to one
    type, input by input), then ConcatFromSequence-11 with new_axis=1:
    "When 'new_axis' is 1, accepted range is `[-r - 1, r]`", checked
    against each array's rank r in order (op_concat_from_sequence.py
    expands each array's dims at the axis before concatenating; its
    shape inference checks the same range against the sequence's rank),
    then "All input tensors must have the same shape" (incompatible_shapes).
    Values: np.concatenate of the expanded arrays."""
    axis = _onnx_axis(call)
    _onnx_no_arrays("SequenceConstruct:11", arrays)
    dtype = promotion_onnx.bound("SequenceConstruct",
                                 [a.dtype for a in arrays],
                                 promotion_onnx.SEQUENCE_TENSORS)
    for array in arrays:
        rank = len(array.shape)
        if not -rank - 1 <= axis <= rank:
            raise ModelError(INVALID_AXIS, "Invalid value of attribute "
                             f"'axis'. Accepted range=[{-rank - 1}, {rank}], "
                             f"Value={axis}")
    _check_same_shapes(arrays)
    axis %= len(arrays[0].shape) + 1
    return Join(dtype, [_expanded(a, axis) for a in arrays], axis)


CONCAT_PLANS = {
    "torch": _torch_concat,
    "numpy": _numpy_concat,
    "jax": _jax_concat,
    "mlx": _mlx_concat,
    "array-api": _array_api_concat,
    "onnx": _onnx_concat,
}
STACK_PLANS = {
    "torch": _torch_stack,
    "numpy": _numpy_stack,
    "jax": _jax_stack,
    "mlx": _mlx_stack,
    "array-api": _array_api_stack,
    "onnx": _onnx_stack,
}


def _joined(join, profile=None):
    """The Array of `join`: the pieces' values, converted to the dtype (by
    the profile's element_converter where it has one, profiles.py), laid
    out along the axis."""
    element = getattr(find_profile(profile), "element_converter", None) \
        if profile else None
    pieces = join.pieces
    if not pieces:
        return make_array((join.dtype, (0,), []))
    axis = join.axis
    if axis is None:  # one array, returned as it is
        piece = pieces[0]
        return make_array((join.dtype, tuple(piece.shape),
                           converted(piece.array, join.dtype, element).data))
    first = pieces[0].shape
    shape = tuple(first[:axis]) + (sum(p.shape[axis] for p in pieces),) \
        + tuple(first[axis + 1:])
    if 0 in shape:
        # Nothing to lay out; the other sizes may be as large as int64.
        return make_array((join.dtype, shape, []))
    outer = 1
    for size in first[:axis]:
        outer *= size
    inner = 1
    for size in first[axis + 1:]:
        inner *= size
    blocks = []
    for piece in pieces:
        values = converted(piece.array, join.dtype, element).data
        blocks.append((values, piece.shape[axis] * inner))
    data = []
    for index in range(outer):
        for values, span in blocks:
            data.extend(values[index * span:(index + 1) * span])
    return make_array((join.dtype, shape, data))


# ---------------------------------------------------------------------------
# TensorFlow.js (https://github.com/tensorflow/tfjs/blob/tfjs-v4.22.0/
# tfjs-core/src/ops/concat.ts, stack.ts; tfjs-backend-cpu/src/kernels/
# Concat.ts, Concat_impl.ts, Pack.ts, ExpandDims.ts): no promotion. Concat
# writes every input's values into a typed array of the first input's
# dtype (TypedArray.set: a float32 value into an Int32Array is ToInt32, into
# a bool tensor's Uint8Array ToUint8), which _tfjs_joined lays out.

def _tfjs_value(source, target):
    """One value of a `source` tensor written into `target`'s typed
    array."""
    if source == target:
        return lambda value: value
    if target == "float32":
        return lambda value: round_float(float(value), "float32")
    if target == "int32":
        return lambda value: promotion_tfjs.to_int32(float(value))
    return lambda value: promotion_tfjs.to_int32(float(value)) % 256 != 0


def _tfjs_concat_axis(call, rank):
    """Concat.ts util.parseAxisParam: -rank <= axis < rank ("All values in
    axis param must be in range"; a 0-d first input takes none). concat's
    axis is a number: None (flatten) is not a call TensorFlow.js has."""
    if call.axis is None:
        raise ModelError(UNDEFINED, "tf.concat has no flattening axis")
    return _normalized(_axis(call), rank)


def _tfjs_concat(call, arrays):
    """concat.ts: "Pass at least one tensor to concat"; complex64 joins
    complex64 alone ("Cannot concatenate complex64 tensors with a tensor
    with dtype ...": the rule concat.ts states, for an input in any
    position; that the library checks it only when the first input is
    complex64, and otherwise fails inside the kernel or concatenates, is a
    library bug the profile does not model); a single tensor is cloned (its
    axis is never read); then the Concat kernel: the axis,
    assertParamsConsistent (ranks, then the sizes off the axis), and the
    values (_tfjs_pieces)."""
    if call.axis is None:
        raise ModelError(UNDEFINED, "tf.concat has no flattening axis")
    _refuse_empty(arrays)
    complex_count = sum(array.dtype == "complex64" for array in arrays)
    if 0 < complex_count < len(arrays):
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "Cannot concatenate "
                         "complex64 tensors with a tensor of another dtype")
    if len(arrays) == 1:
        return _tfjs_joined(arrays[0].dtype, [_whole(arrays[0])], None)
    axis = _tfjs_concat_axis(call, len(arrays[0].shape))
    pieces = [_whole(array) for array in arrays]
    _check_same_rank_and_sizes(pieces, axis)
    return _tfjs_pieces(pieces, axis)


def _tfjs_pieces(pieces, axis):
    """The Concat kernel once the shapes are checked (Concat.ts), complex64
    never mixed with another dtype: an empty result has the first input's
    dtype (complex64 included: the empty complex64 array; the kernel's
    makeTensorInfo(outShape, 'complex64', []) without real and imaginary
    parts, which reading fails on, is a library bug the profile does not
    model); the empty inputs are dropped, and a single one left is
    returned as it is, its own dtype; else the values go into the first
    input's dtype, empty or not."""
    dtype = pieces[0].array.dtype
    if all(not piece.array.data for piece in pieces):
        return _tfjs_joined(dtype, pieces, axis)
    pieces = [piece for piece in pieces if piece.array.data]
    if len(pieces) == 1:
        return _tfjs_joined(pieces[0].array.dtype, pieces, None)
    return _tfjs_joined(dtype, pieces, axis)


def _tfjs_joined(dtype, pieces, axis):
    """The Array of the pieces' values written into dtype's typed array
    (_tfjs_value), laid out along the axis (None: one piece as it is)."""
    written = [Piece(make_array((dtype, tuple(piece.array.shape),
                                 [_tfjs_value(piece.array.dtype, dtype)(v)
                                  for v in piece.array.data])), piece.shape)
               for piece in pieces]
    return _joined(Join(dtype, written, axis))


def _tfjs_stack(call, arrays):
    """stack.ts: "Pass at least one tensor to tf.stack", then `axis <=
    rank of the first tensor` (a larger axis: invalid_axis; a negative one
    passes); Pack.ts: one tensor is expandDims(axis); else each tensor's
    shape, then its dtype, must match the first's ("All tensors passed to
    stack must have matching shapes", "... matching dtypes": no
    promotion); expandDims (ExpandDims.ts: a negative axis at least
    -(rank + 1), "Axis must be in the interval [-(rank+1), rank]"), then
    the Concat kernel along the axis."""
    _refuse_empty(arrays)
    rank = len(arrays[0].shape)
    axis = _axis(call)
    if axis is None or axis > rank:
        raise ModelError(INVALID_AXIS, "Axis must be <= rank of the tensor")
    for array in arrays[1:]:
        if tuple(array.shape) != tuple(arrays[0].shape):
            raise ModelError(INCOMPATIBLE_SHAPES, "All tensors passed to "
                             "stack must have matching shapes")
        if array.dtype != arrays[0].dtype:
            raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "All tensors passed "
                             "to stack must have matching dtypes")
    if axis < -(rank + 1):
        raise ModelError(INVALID_AXIS, f"Axis must be in the interval "
                         f"[{-(rank + 1)}, {rank}]")
    position = axis % (rank + 1)
    pieces = [_expanded(array, position) for array in arrays]
    if len(arrays) == 1:
        return _tfjs_joined(arrays[0].dtype, pieces, position)
    return _tfjs_pieces(pieces, position)


# ---------------------------------------------------------------------------
# stdlib (@stdlib/ndarray 0.4.1, @stdlib/ndarray/concat: lib/node_modules/
# @stdlib/ndarray/concat/lib/main.js and the files it requires, validate.js,
# normalize_arrays.js, broadcast_arrays.js, resolve_dtypes.js,
# resolve_shape.js, base.js;
# https://github.com/stdlib-js/ndarray/tree/v0.4.1/concat). concat(arrays, {dim})
# takes a negative `dim` only, counted from the last dimension, and
# broadcasts the arrays against the largest-rank one except along `dim`.

def _stdlib_dim(call, arrays):
    """The `dim` a stdlib caller writes for the case's axis: the argument
    left out is stdlib's default, dim = -1 (the LAST dimension, not the
    case format's 0); a negative axis is the dim itself; a non-negative
    axis k is dim = k - R, R the largest rank among the arrays (the same
    dimension counted from the end). validate.js refuses a dim that is not
    a negative integer ("`dim` option must be a negative integer"): an
    axis k >= R is out of range, invalid_axis."""
    if call.axis is AXIS_DEFAULT:
        return -1
    if call.axis < 0:
        return call.axis
    dim = call.axis - max(len(array.shape) for array in arrays)
    if dim >= 0:
        raise ModelError(INVALID_AXIS, "invalid option. `dim` option must "
                         f"be a negative integer. Option: `{dim}`.")
    return dim


def _stdlib_broadcast(shape, target, dim):
    """base/broadcast-array-except-dimensions(array, target, [dim]): dim
    normalized against the array's own rank M (-M <= dim <= -1, else
    "Third argument contains an out-of-bounds dimension index": a 0-d
    array has none), then right to left every other dimension of the
    array broadcast to the target's (equal sizes, or 1 to any size, 0
    included; "Input array and the specified shape are broadcast
    incompatible" otherwise), missing leading dimensions prepended; the
    array keeps its own size along dim. Returns the broadcast shape."""
    rank = len(shape)
    if not -rank <= dim <= -1:
        raise ModelError(INVALID_AXIS, "invalid argument. Third argument "
                         "contains an out-of-bounds dimension index. "
                         f"Value: [{dim}].")
    result = list(target)
    held = len(target) + dim
    for position in range(len(target) - 1, len(target) - rank - 1, -1):
        size = shape[rank - len(target) + position]
        if position == held:
            result[position] = size
        elif size not in (1, target[position]):
            raise ModelError(INCOMPATIBLE_SHAPES, "Input array and the "
                             f"specified shape are broadcast incompatible. "
                             f"Array shape: {list(shape)}. Desired shape: "
                             f"{list(target)}.")
    return tuple(result)


def _stdlib_concat(call, arrays):
    """concat(arrays, {dim}) in main.js's order:
      - axis None: stdlib has no flattening concat (undefined); an array
        of a dtype stdlib cannot allocate (promotion_stdlib.ARRAY_DTYPES)
        cannot be passed (undefined);
      - no arrays: "First argument must be an array of ndarrays" (a
        TypeError, invalid_argument);
      - validate.js: the dim (_stdlib_dim);
      - broadcast_arrays.js: the target is the shape of the FIRST array of
        the largest rank; every other array, in order, is broadcast to it
        except along dim (_stdlib_broadcast: the dim against the array's
        own rank, then its sizes). The broadcasting is one way: concat of
        shapes [1, 3] and [2, 3] along -1 is refused ([2, 3] cannot
        become [1, 3]) while [2, 3] and [1, 3] join as [2, 6];
      - the dtype: base/promote-dtypes over the arrays in order
        (promotion_stdlib.promote_dtypes: no_promotion at a -1). A result
        stdlib cannot allocate (int32 with uint32 is int64) is still the
        table's result: the library's failure to allocate it is not a
        rule;
      - normalize-index.js against the largest rank R: a dim below -R can
        only reach this point with a single array (every other array
        checks it against its own rank first); main.js does not look at
        normalizeIndex's -1 and fails later, inside a module it calls.
        The profile states the rule every other path applies,
        invalid_axis, a lone 0-d array's dim -1 included (stdlib's own
        failure there, a TypeError from a module it calls, is an accident
        of the unchecked index, not a rule).
    Values: each array's values (broadcast) converted to the result dtype,
    exact for every promotion the table gives between ARRAY_DTYPES (bool
    promotes with bool alone, so bool values are never converted)."""
    if call.axis is None:
        raise ModelError(UNDEFINED, "stdlib's concat has no flattening "
                         "axis")
    for array in arrays:
        if array.dtype not in promotion_stdlib.ARRAY_DTYPES:
            raise ModelError(UNDEFINED, "stdlib cannot allocate an ndarray "
                             f"of {array.dtype}")
    if not arrays:
        raise ModelError(INVALID_ARGUMENT, "invalid argument. First "
                         "argument must be an array of ndarrays.")
    dim = _stdlib_dim(call, arrays)
    ranks = [len(array.shape) for array in arrays]
    rank = max(ranks)
    largest = ranks.index(rank)
    target = tuple(arrays[largest].shape)
    shapes = [target if index == largest
              else _stdlib_broadcast(tuple(array.shape), target, dim)
              for index, array in enumerate(arrays)]
    dtype = promotion_stdlib.promote_dtypes([a.dtype for a in arrays])
    if dim < -rank:
        raise ModelError(INVALID_AXIS, f"dim {dim} is out of bounds for "
                         f"{rank} dimensions")
    total = 0
    for shape in shapes:
        total = _check_joined_size(total + shape[rank + dim], rank + dim)
    pieces = []
    for array, shape in zip(arrays, shapes):
        positions = source_positions(tuple(array.shape), shape)
        data = array.data
        pieces.append(Piece(make_array((array.dtype, shape,
                                        [data[p] for p in positions])),
                            shape))
    return Join(dtype, pieces, rank + dim)


def concat(call, profile, default_float):
    """The FunctionResult of concat(arrays, axis) under `profile`."""
    if profile == "stdlib":
        join = _stdlib_concat(call, list(call.operands))
        return FunctionResult(_joined(join), None)
    if profile == "tfjs":
        return FunctionResult(_tfjs_concat(call, list(call.operands)), None)
    join = CONCAT_PLANS[profile](call, list(call.operands), default_float)
    return FunctionResult(_joined(join, profile), None)


def stack(call, profile, default_float):
    """The FunctionResult of stack(arrays, axis) under `profile`."""
    if profile == "tfjs":
        return FunctionResult(_tfjs_stack(call, list(call.operands)), None)
    join = STACK_PLANS[profile](call, list(call.operands), default_float)
    return FunctionResult(_joined(join, profile), None)
