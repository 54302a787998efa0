"""vecdot(x1, x2, axis): the dot product of x1's and x2's vectors along
an axis, conj(x1) · x2 for complex (Array API standard, Linear Algebra
Functions §vecdot, https://data-apis.org/array-api/2025.12/
API_specification/generated/array_api.vecdot.html), each profile with its
library's rules (cases/README.md "Ops"). The default axis is -1.

The libraries disagree on much: which axis a non-negative axis names when
the ranks differ, whether the contracted axis broadcasts, which dtypes are
taken and what the result dtype is. Each profile's plan below states its
rule and source; values are contraction.py's (exact sums rounded once,
integers wrapped), except where a library wraps each product first (MLX).
"""

from collections import namedtuple

from . import broadcast, contraction, dtypes, elementwise
from .array import make_array
from .errors import (INCOMPATIBLE_SHAPES, INVALID_AXIS, INVALID_RANK,
                     SHAPE_OVERFLOW, UNDEFINED, UNSUPPORTED_DTYPE_FOR_OP,
                     ModelError)
from .function_call import AXIS_DEFAULT, FunctionResult
from .function_dtypes import common_dtype, converted, promote_pair

# A call's layout once checked: each operand's contracted axis (an index
# into its own shape), the shape of the result, and how the contracted
# axis meets: "equal" (the two sizes are equal, the other axes broadcast)
# or "broadcast" (the two operands broadcast whole, contracted axis
# included, and the product's `product_axis` is summed).
Layout = namedtuple("Layout", "axis1 axis2 shape product_axis")
# The dtypes: the one the operands are converted to and multiplied in, and
# the one the sum is stored in (MLX sums integers in 32 or 64 bits).
Dtypes = namedtuple("Dtypes", "product result")


def _axis(call):
    return -1 if call.axis is AXIS_DEFAULT else call.axis


def _normalized(axis, rank):
    """Python's index rule: -rank <= axis < rank, or None."""
    if -rank <= axis < rank:
        return axis % rank
    return None


def _without(shape, axis):
    return tuple(shape[:axis]) + tuple(shape[axis + 1:])


def _equal_axes_layout(shape1, shape2, axis1, axis2):
    """Each operand's axis moved last; the sizes must be equal and the
    other axes broadcast (NumPy's gufunc, JAX's vectorize)."""
    if shape1[axis1] != shape2[axis2]:
        raise ModelError(INCOMPATIBLE_SHAPES, "vecdot: the contracted sizes "
                         f"{shape1[axis1]} and {shape2[axis2]} differ")
    shape = broadcast.broadcast_pair(_without(shape1, axis1),
                                     _without(shape2, axis2))
    return Layout(axis1, axis2, tuple(shape), None)


def _numpy(call, x1, x2, default_float):
    """NumPy 2's vecdot is the gufunc (n),(n)->() (generate_umath.py
    'vecdot': bool, integers, floats, complex, so every dtype of the
    profile; its complex loops conjugate x1, matmul.c.src §dotc).
    ufunc_object.c: the dtype (NEP 50 promotion, never refused here), then
    _validate_num_dims (a 0-d operand: "does not have enough dimensions"),
    then _parse_axis_arg normalizes the axis against each operand's own
    rank (AxisError), then the core sizes must be equal
    (_get_coredim_sizes) and the other axes broadcast."""
    dtype = common_dtype("numpy", (x1, x2), default_float)
    if not x1.shape or not x2.shape:
        raise ModelError(INVALID_RANK, "vecdot: an operand does not have "
                         "enough dimensions")
    axis = _axis(call)
    axis1 = _normalized(axis, len(x1.shape))
    axis2 = _normalized(axis, len(x2.shape))
    if axis1 is None or axis2 is None:
        raise ModelError(INVALID_AXIS, f"axis {axis} is out of bounds")
    return (_equal_axes_layout(x1.shape, x2.shape, axis1, axis2),
            Dtypes(dtype, dtype))


def _jax(call, x1, x2, default_float):
    """jnp.vecdot (jax/_src/numpy/tensor_contractions.py §vecdot): indexes
    x1.shape[axis], then x2.shape[axis] (Python's IndexError: a 0-d
    operand or an axis beyond either rank), "axes must match", moveaxis to
    the end, vectorize over (n),(n)->() (broadcasting the other axes), and
    vdot, which conjugates a complex x1 and calls dot: the dtype is
    dtypes.result_type of the two (x64 off), promoted last."""
    axis = _axis(call)
    axis1 = _normalized(axis, len(x1.shape))
    if axis1 is None:
        raise ModelError(INVALID_AXIS, "tuple index out of range")
    axis2 = _normalized(axis, len(x2.shape))
    if axis2 is None:
        raise ModelError(INVALID_AXIS, "tuple index out of range")
    layout = _equal_axes_layout(x1.shape, x2.shape, axis1, axis2)
    dtype = common_dtype("jax", (x1, x2), default_float)
    return layout, Dtypes(dtype, dtype)


# MLX sums in these dtypes (mlx/ops.cpp §sum: signed integers of up to 4
# bytes in int32, int64 in int64, unsigned likewise in uint32 / uint64,
# bool in int32; floating types keep theirs).
_MLX_SUM_DTYPE = {
    "bool": "int32", "int8": "int32", "int16": "int32", "int32": "int32",
    "int64": "int64", "uint8": "uint32", "uint16": "uint32",
    "uint32": "uint32", "uint64": "uint64",
}


def _mlx(call, x1, x2, default_float):
    """mx.vecdot (mlx/ops.cpp §vecdot): "[vecdot] inputs must be at least
    1D"; the axis normalized against a's rank; a negative axis must name
    the same axis counted from the start in b (so the ranks must be
    equal), a non-negative one must be below b's rank ("axis is out of
    bounds"); the sizes along it must be equal; then sum(multiply(
    conjugate(a), b), axis): multiply promotes (promote_types) and
    broadcasts, and the product's axis `ax` (counted from the start) is
    summed, in _MLX_SUM_DTYPE."""
    if not x1.shape or not x2.shape:
        raise ModelError(INVALID_RANK, "[vecdot] inputs must be at least 1D")
    axis = _axis(call)
    rank1, rank2 = len(x1.shape), len(x2.shape)
    ax = axis + rank1 if axis < 0 else axis
    if not 0 <= ax < rank1:
        raise ModelError(INVALID_AXIS, "[vecdot] axis is out of bounds")
    if (axis + rank2 != ax) if axis < 0 else (axis >= rank2):
        raise ModelError(INVALID_AXIS, "[vecdot] axis is out of bounds")
    if x1.shape[ax] != x2.shape[ax]:
        raise ModelError(INCOMPATIBLE_SHAPES, "[vecdot] a and b must have "
                         "the same size along axis")
    # multiply's own order: the promotion, then the broadcast.
    dtype = promote_pair("mlx", x1.dtype, x2.dtype)
    full = broadcast.broadcast_pair(x1.shape, x2.shape)
    return (Layout(None, None, _without(full, ax), ax),
            Dtypes(dtype, _MLX_SUM_DTYPE.get(dtype, dtype)))


# The floating dtypes vdot's CPU loops take (aten/src/ATen/native/Blas.cpp
# §dot: AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND2(BFloat16, Half); §vdot, for
# complex operands: AT_DISPATCH_COMPLEX_TYPES): no float8, no complex32.
_TORCH_VDOT_TYPES = frozenset(("float16", "bfloat16", "float32", "float64",
                               "complex64", "complex128"))


def _torch(call, x1, x2, default_float):
    """torch.linalg.vecdot (aten linalg_vecdot): checkFloatingOrComplex(x)
    ("linalg.vecdot: Expected a floating point or complex tensor as
    input", x only), then "Expected x and y to have the same dtype"; two
    1-D operands then go to vdot (dim unread; dot_check's "inconsistent
    tensor size", then the kernel's dispatch), as PyTorch 1.13 shows;
    others to (x.conj() * y).sum(dim) (as torch/_refs/linalg/__init__.py
    §vecdot writes it): the product broadcasts the operands whole,
    contracted axis included, and refuses the dtypes mul refuses (float8
    on the CPU); the sum wraps dim against the product's rank ("Dimension
    out of range"; a 0-d product takes -1 and 0)."""
    if not (dtypes.is_floating(x1.dtype) or dtypes.is_complex(x1.dtype)):
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "linalg.vecdot: Expected "
                         "a floating point or complex tensor as input")
    if x1.dtype != x2.dtype:
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "linalg.vecdot: Expected "
                         "x and y to have the same dtype")
    if len(x1.shape) == 1 and len(x2.shape) == 1:
        if x1.shape[0] != x2.shape[0]:
            raise ModelError(INCOMPATIBLE_SHAPES, "inconsistent tensor size")
        if x1.dtype not in _TORCH_VDOT_TYPES:
            raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "vdot has no loop for "
                             f"{x1.dtype}")
        return Layout(None, None, (), 0), Dtypes(x1.dtype, x1.dtype)
    full = broadcast.broadcast_pair(x1.shape, x2.shape)
    refusal = _torch_multiply_refusal(x1.dtype, default_float)
    if refusal:
        # A new error: the element-wise model keeps the one it returns.
        raise ModelError(refusal.kind, refusal.message)
    axis = _axis(call)
    rank = len(full)
    if rank == 0:
        if axis not in (-1, 0):
            raise ModelError(INVALID_AXIS, "Dimension out of range")
        return Layout(None, None, (), None), Dtypes(x1.dtype, x1.dtype)
    product_axis = _normalized(axis, rank)
    if product_axis is None:
        raise ModelError(INVALID_AXIS, "Dimension out of range")
    return (Layout(None, None, _without(full, product_axis), product_axis),
            Dtypes(x1.dtype, x1.dtype))


def _torch_multiply_refusal(dtype, default_float):
    """The ModelError torch's multiply gives two arrays of `dtype` after
    broadcasting, or None (the element-wise model's torch rules)."""
    one = make_array((dtype, (1,), [converted(make_array(
        ("int64", (1,), [0])), dtype).data[0]]))
    result = elementwise.outcome("multiply", one, one, default_float,
                                 "torch", False)
    return result if isinstance(result, ModelError) else None


def _array_api(call, x1, x2, default_float):
    """The standard (§vecdot): both operands "Should have a floating-point
    data type" (others undefined) and the result dtype is type promotion's
    (an open pair undefined), checked first (docs/profiles/array-api.md);
    the axis "Should be an integer on the interval [-N, -1], where N is
    min(x1.ndim, x2.ndim)" (2023.12 restricted it to negative integers; any
    other axis, and every axis of a 0-d operand, is undefined); the sizes
    along it must be equal "before broadcasting" ("The contracted axis must
    not be broadcasted"; an exception should be raised), and the other
    axes broadcast."""
    for dtype in (x1.dtype, x2.dtype):
        if not (dtypes.is_floating(dtype) or dtypes.is_complex(dtype)):
            raise ModelError(UNDEFINED, "vecdot of a non-floating array is "
                             "unspecified")
    dtype = common_dtype("array-api", (x1, x2), default_float)
    axis = _axis(call)
    smallest = min(len(x1.shape), len(x2.shape))
    if not -smallest <= axis <= -1:
        raise ModelError(UNDEFINED, f"axis {axis} is outside [-N, -1]")
    layout = _equal_axes_layout(x1.shape, x2.shape, axis % len(x1.shape),
                                axis % len(x2.shape))
    return layout, Dtypes(dtype, dtype)


def array_api_before_2023(call, x1, x2, default_float, integers):
    """The standard's vecdot before 2023.12 (linear_algebra_functions.py
    of 2021.12 and 2022.12; array_api_versions.py): x1 and x2 "Should have
    a floating-point data type" (2022.12) or "a numeric data type"
    (2021.12, `integers`: integer sums wrap, the profile's choice for
    integer overflow), others undefined; type promotion's dtype (an open
    pair undefined); "axis: Must be an integer on the interval [-N, N),
    where N is the rank ... of the shape determined according to
    Broadcasting" (Raises "if provided an invalid axis": invalid_axis), a
    non-negative axis counted from the start of that shape; an axis that
    one operand lacks would broadcast the contracted axis (2022.12: "The
    contracted axis (dimension) must not be broadcasted"; 2021.12 gives no
    size to compare for it): undefined; the sizes along it equal, the other
    axes broadcast."""
    for dtype in (x1.dtype, x2.dtype):
        floating = dtypes.is_floating(dtype) or dtypes.is_complex(dtype)
        if not (floating or (integers and dtypes.is_integral(dtype)
                             and dtype != "bool")):
            raise ModelError(UNDEFINED, f"vecdot of {dtype} is unspecified")
    dtype = common_dtype("array-api", (x1, x2), default_float)
    axis = _axis(call)
    rank = max(len(x1.shape), len(x2.shape))
    if not -rank <= axis < rank:
        raise ModelError(INVALID_AXIS, f"axis {axis} is outside [-{rank}, "
                         f"{rank})")
    if axis >= 0:
        axis -= rank
    if axis < -min(len(x1.shape), len(x2.shape)):
        raise ModelError(UNDEFINED, f"axis {axis} would broadcast the "
                         "contracted axis")
    layout = _equal_axes_layout(x1.shape, x2.shape, axis % len(x1.shape),
                                axis % len(x2.shape))
    return layout, Dtypes(dtype, dtype)


PLANS = {
    "torch": _torch,
    "numpy": _numpy,
    "jax": _jax,
    "mlx": _mlx,
    "array-api": _array_api,
}


def _conjugate(value):
    return value.conjugate() if isinstance(value, complex) else value


def _equal_axes_values(x1, x2, layout, dtype):
    """The sums of an "equal" layout: each operand's contracted axis moved
    last, the rest broadcast to the result shape."""
    shape1, shape2 = tuple(x1.shape), tuple(x2.shape)
    length = shape1[layout.axis1]
    rest1, rest2 = _without(shape1, layout.axis1), _without(shape2,
                                                             layout.axis2)
    positions1 = broadcast.source_positions(rest1, layout.shape)
    positions2 = broadcast.source_positions(rest2, layout.shape)
    step1 = _step(shape1, layout.axis1)
    step2 = _step(shape2, layout.axis2)
    starts1 = _starts(shape1, layout.axis1)
    starts2 = _starts(shape2, layout.axis2)
    data, scales = [], []
    for p1, p2 in zip(positions1, positions2):
        first1, first2 = starts1[p1], starts2[p2]
        pairs = [(_conjugate(x1.data[first1 + t * step1]),
                  x2.data[first2 + t * step2]) for t in range(length)]
        value, scale = contraction.dot(pairs, dtype)
        data.append(value)
        scales.append(scale)
    return data, scales, length


def _step(shape, axis):
    step = 1
    for size in shape[axis + 1:]:
        step *= size
    return step


def _starts(shape, axis):
    """The flat index of element 0 along `axis` for each position of the
    shape without that axis, in row-major order."""
    outer = 1
    for size in shape[:axis]:
        outer *= size
    inner = _step(shape, axis)
    span = shape[axis] * inner
    return [o * span + i for o in range(outer) for i in range(inner)]


def _broadcast_values(x1, x2, layout, dtypes_):
    """The sums of a "broadcast" layout: the product of the two operands
    broadcast whole, summed along product_axis."""
    full = tuple(broadcast.broadcast_pair(x1.shape, x2.shape))
    positions1 = broadcast.source_positions(tuple(x1.shape), full)
    positions2 = broadcast.source_positions(tuple(x2.shape), full)
    if layout.product_axis is None:  # a 0-d product: one term
        pairs = [(_conjugate(x1.data[positions1[0]]),
                  x2.data[positions2[0]])]
        value, scale = _mlx_or_exact(pairs, dtypes_)
        return [value], [scale], 1
    axis = layout.product_axis
    length = full[axis]
    step = _step(full, axis)
    data, scales = [], []
    for start in _starts(full, axis):
        pairs = [(_conjugate(x1.data[positions1[start + t * step]]),
                  x2.data[positions2[start + t * step]])
                 for t in range(length)]
        value, scale = _mlx_or_exact(pairs, dtypes_)
        data.append(value)
        scales.append(scale)
    return data, scales, length


def _mlx_or_exact(pairs, dtypes_):
    """An exact dot product, except where the product dtype is not the sum
    dtype (MLX's integers and bool): each product is then wrapped into the
    product dtype (multiply's kernel; bool: and) before the exact sum is
    wrapped into the sum dtype."""
    product, result = dtypes_
    if product == result:
        return contraction.dot(pairs, product)
    if product == "bool":
        terms = [1 if (x and y) else 0 for x, y in pairs]
    else:
        terms = [dtypes.wrap_integer(x * y, product) for x, y in pairs]
    return dtypes.wrap_integer(sum(terms), result), None


def vecdot(call, profile, default_float):
    """The FunctionResult of vecdot(x1, x2, axis) under `profile`, or
    raises."""
    return vecdot_with_plan(call, PLANS[profile], default_float)


def vecdot_with_plan(call, plan, default_float):
    """The FunctionResult of vecdot(x1, x2, axis) under a plan (PLANS, or
    array_api_before_2023 with its version's choice bound), or raises."""
    x1, x2 = call.operands
    layout, found = plan(call, x1, x2, default_float)
    count = 1
    for size in layout.shape:
        count *= size
    if count > broadcast.INT64_MAX:
        # After every other check: a contracted size of 0 lets empty
        # operands make a result without a 0 ([2**62, 0] with [4, 1, 0]).
        raise ModelError(SHAPE_OVERFLOW, f"the result {list(layout.shape)} "
                         "has more than 2**63 - 1 elements")
    a = converted(x1, found.product)
    b = converted(x2, found.product)
    if layout.axis1 is not None:
        data, scales, length = _equal_axes_values(a, b, layout,
                                                  found.product)
    else:
        data, scales, length = _broadcast_values(a, b, layout, found)
    tolerance = (contraction.tolerance(found.result, length, scales)
                 if found.product == found.result else None)
    return FunctionResult(make_array((found.result, layout.shape, data)),
                          tolerance)
