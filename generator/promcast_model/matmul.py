"""matmul(x1, x2): the matrix product, each profile with its library's
rules (cases/README.md "Ops"; docs/semantics.md "Functions of several
arrays").

The shape rule is the Array API standard's (Linear Algebra Functions
§matmul, https://data-apis.org/array-api/2025.12/API_specification/
generated/array_api.matmul.html), which every library follows: a 0-d
operand is refused; a 1-D x1 of shape (K,) is taken as (1, K) and a 1-D
x2 as (K, 1), the inserted dimension removed from the result; x1 (...,
M, K) times x2 (..., K, N) is (..., M, N) with the batch dimensions
broadcast; the two K must be equal. Values: contraction.py (integers
wrap, bool is the or of the ands, floats the exact sum rounded once with a
dot product's tolerance).

What differs between profiles is the dtype rule and the order of the
checks; each profile's plan below cites its source. PyTorch does not
promote: torch.matmul decomposes into dot, mv, mm or bmm, each refusing
operands of different dtypes and each dispatching on its own list of
dtypes, some only once the result has elements (the torch plan).
"""

from collections import namedtuple

from . import (array_sizes, broadcast, contraction, dtypes, promotion_onnx,
               promotion_tfjs)
from .float_formats import round_float
from .array import make_array
from .errors import (INCOMPATIBLE_SHAPES, INVALID_RANK, SHAPE_OVERFLOW,
                     UNDEFINED, UNSUPPORTED_DTYPE_FOR_OP, ModelError)
from .function_call import FunctionResult
from .function_dtypes import (common_dtype, converted, promote_pair,
                              zeros)

# How a call is computed: the result dtype, the dtype the operands are
# converted to, and whether the library writes zeros without computing
# (PyTorch's shortcuts for a contracted length of 0 or an empty result,
# taken before its kernels dispatch on the dtype).
Plan = namedtuple("Plan", "result_dtype compute_dtype zeros")

# ---------------------------------------------------------------------------
# Shapes, common to every profile.

Geometry = namedtuple("Geometry", "batch1 m k1 batch2 k2 n result_shape")


def geometry(shape1, shape2):
    """The matrices of each operand (1-D operands promoted), without
    checking anything: batch dimensions, M, the two K, N, and the result
    shape once the batch broadcasts (None until broadcast_batch)."""
    shape1, shape2 = tuple(shape1), tuple(shape2)
    if len(shape1) == 1:
        batch1, m, k1 = (), 1, shape1[0]
    else:
        batch1, m, k1 = shape1[:-2], shape1[-2], shape1[-1]
    if len(shape2) == 1:
        batch2, k2, n = (), shape2[0], 1
    else:
        batch2, k2, n = shape2[:-2], shape2[-2], shape2[-1]
    return Geometry(batch1, m, k1, batch2, k2, n, None)


def check_rank(shape1, shape2):
    """The standard's "if either x1 or x2 is a zero-dimensional array"."""
    if not shape1 or not shape2:
        raise ModelError(INVALID_RANK, "both arguments to matmul need to be "
                         "at least 1D")


def check_contracted(shape1, shape2):
    found = geometry(shape1, shape2)
    if found.k1 != found.k2:
        raise ModelError(INCOMPATIBLE_SHAPES,
                         f"matmul: contracted sizes {found.k1} and "
                         f"{found.k2} differ")


def result_shape(shape1, shape2):
    """The result shape; raises INCOMPATIBLE_SHAPES if the batch
    dimensions do not broadcast."""
    found = geometry(shape1, shape2)
    batch = broadcast.broadcast_pair(found.batch1, found.batch2)
    return (tuple(batch) + ((found.m,) if len(shape1) > 1 else ())
            + ((found.n,) if len(shape2) > 1 else ()))


def _count(shape):
    count = 1
    for size in shape:
        count *= size
    return count


def _checked_shape(shape):
    """The result shape, once every other check has passed; shape_overflow
    when it has more than INT64_MAX elements: a contracted size of 0 lets
    empty operands make a result without a 0 ([2**62, 0] @ [0, 4])."""
    if _count(shape) > broadcast.INT64_MAX:
        raise ModelError(SHAPE_OVERFLOW, f"the result {list(shape)} has "
                         "more than 2**63 - 1 elements")
    return shape


# ---------------------------------------------------------------------------
# Per-profile plans: each checks in its library's order and returns a Plan.

def _numpy(x1, x2, default_float):
    """NumPy 2's matmul is the gufunc (n?,k),(k,m?)->(n?,m?)
    (numpy/_core/code_generators/generate_umath.py 'matmul': loops for
    bool, every integer, float16 to longdouble and complex, so every dtype
    of the profile). The dtype is resolved first (NEP 50 promotion of the
    two arrays, which never fails for NumPy's own dtypes); then
    ufunc_object.c PyUFunc_GeneralizedFunctionInternal checks the operands'
    dimensions (_validate_num_dims: "does not have enough dimensions"),
    the core dimensions (_get_coredim_sizes: "mismatch in its core
    dimension") and the iterator broadcasts the loop dimensions. Bool is
    BOOL_matmul_inner_noblas, the or of the ands."""
    dtype = common_dtype("numpy", (x1, x2), default_float)
    check_rank(x1.shape, x2.shape)
    check_contracted(x1.shape, x2.shape)
    result_shape(x1.shape, x2.shape)
    return Plan(dtype, dtype, False)


def _jax(x1, x2, default_float):
    """jnp.matmul (jax/_src/numpy/tensor_contractions.py §matmul): "matmul
    input operand {i} must have ndim at least 1" first, then
    dtypes.result_type(a, b) (JAX's promotion, x64 off:
    TypePromotionError for float8 with another float), then the batch
    dimensions pairwise ("Incompatible types for matmul arguments"), then
    lax.dot_general's shape rule on the contracted sizes. The preferred
    element type is the promoted dtype, so every dtype (bool included) is
    computed in it."""
    check_rank(x1.shape, x2.shape)
    dtype = common_dtype("jax", (x1, x2), default_float)
    result_shape(x1.shape, x2.shape)
    check_contracted(x1.shape, x2.shape)
    return Plan(dtype, dtype, False)


def _mlx(x1, x2, default_float):
    """mx.matmul (ml-explore/mlx mlx/ops.cpp §matmul): "[matmul] Got 0
    dimension input", then the contracted sizes ("Last dimension of first
    input ... must match second to last dimension of second input"), then
    promote_types of the two dtypes, which must be inexact ("[matmul] Only
    inexact types are supported": bool and integers refused), then the
    batch dimensions broadcast (broadcast_arrays over all but the last
    two)."""
    check_rank(x1.shape, x2.shape)
    check_contracted(x1.shape, x2.shape)
    dtype = promote_pair("mlx", x1.dtype, x2.dtype)
    if not (dtypes.is_floating(dtype) or dtypes.is_complex(dtype)):
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "[matmul] Only inexact "
                         f"types are supported, not {dtype}")
    result_shape(x1.shape, x2.shape)
    return Plan(dtype, dtype, False)


def _array_api(x1, x2, default_float):
    """The standard (§matmul): both operands "Should have a numeric data
    type" (bool is undefined) and the result dtype is type promotion's (a
    pair the tables leave open is undefined); dtypes are checked before
    shapes (docs/profiles/array-api.md). Then "an exception should be
    raised" for a 0-d operand and for contracted sizes that differ, and the
    batch dimensions "must be compatible" (Broadcasting)."""
    if x1.dtype == "bool" or x2.dtype == "bool":
        raise ModelError(UNDEFINED, "matmul of a bool array is unspecified")
    dtype = common_dtype("array-api", (x1, x2), default_float)
    check_rank(x1.shape, x2.shape)
    check_contracted(x1.shape, x2.shape)
    result_shape(x1.shape, x2.shape)
    return Plan(dtype, dtype, False)


# PyTorch (aten/src/ATen/native/LinearAlgebra.cpp §_matmul_impl, Blas.cpp
# §dot, §addmv, LinearAlgebra.cpp §addmm_impl_cpu_, §bmm_out_or_baddbmm_).
# The dtypes each CPU kernel dispatches on:
#   dot, mv (addmv_impl_cpu), bmm's small kernel: AT_DISPATCH_ALL_TYPES_AND_
#     COMPLEX_AND2(kBFloat16, kHalf)
#   mm (addmm_impl_cpu_, _AT_DISPATCH_ADDMM_TYPES): the same and the two
#     float8 types
# bool, uint16 to uint64 and complex32 are in none of them.
_TORCH_BASE_TYPES = frozenset(dtypes.INTEGRAL[:4] + ("uint8", "float16",
                                                      "bfloat16", "float32",
                                                      "float64", "complex64",
                                                      "complex128"))
_TORCH_KERNEL_TYPES = {
    "dot": _TORCH_BASE_TYPES,
    "mv": _TORCH_BASE_TYPES,
    "bmm": _TORCH_BASE_TYPES,
    "mm": _TORCH_BASE_TYPES | frozenset(("float8_e4m3fn", "float8_e5m2")),
}
# bmm_out_or_baddbmm_ runs its own kernel below this many multiply-adds per
# matrix (contraction_size * res_rows * res_cols < 400) and mm's kernel
# (addmm_impl_cpu_, per batch) or MKL at and above it.
_TORCH_SMALL_BMM = 400


def _torch_dispatch(kernel, dtype):
    if dtype not in _TORCH_KERNEL_TYPES[kernel]:
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                         f'"{kernel}" not implemented for {dtype}')


def _torch_same_dtype(d1, d2):
    """Every kernel refuses operands of different dtypes (dot: "expected
    both vectors to have same dtype"; addmv: "addmv input tensors must have
    the same dtype"; addmm_impl_cpu_: "expected m1 and m2 to have the same
    dtype"; bmm: its kernel reads both as one scalar type). matmul never
    promotes: the function refuses the pair of dtypes."""
    if d1 != d2:
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "matmul: expected both "
                         f"operands to have the same dtype, got {d1} and {d2}")


def _torch_dot(d1, d2, k1, k2):
    """Blas.cpp dot_check: dtypes, then sizes; then the dispatch, even for
    empty vectors."""
    _torch_same_dtype(d1, d2)
    if k1 != k2:
        raise ModelError(INCOMPATIBLE_SHAPES, "inconsistent tensor size")
    _torch_dispatch("dot", d1)
    return Plan(d1, d1, False)


def _torch_mv(mat_dtype, vec_dtype, mat_shape, vec_size):
    """addmv's meta function checks the sizes, then the dtypes; the kernel
    writes zeros for an empty matrix before dispatching. The result has
    the vector's dtype."""
    if mat_shape[1] != vec_size:
        raise ModelError(INCOMPATIBLE_SHAPES, "size mismatch in mv")
    _torch_same_dtype(mat_dtype, vec_dtype)
    if _count(mat_shape) == 0:
        return Plan(vec_dtype, vec_dtype, True)
    _torch_dispatch("mv", mat_dtype)
    return Plan(vec_dtype, vec_dtype, False)


def _torch_mm(d1, d2, m, k1, k2, n):
    """mm's meta function checks the sizes ("mat1 and mat2 shapes cannot be
    multiplied"); addmm_impl_cpu_ checks the dtypes, returns for an empty
    result, writes zeros for K = 0, then dispatches. The result has x1's
    dtype."""
    if k1 != k2:
        raise ModelError(INCOMPATIBLE_SHAPES,
                         "mat1 and mat2 shapes cannot be multiplied")
    _torch_same_dtype(d1, d2)
    if m * n == 0 or k1 == 0:
        return Plan(d1, d1, True)
    _torch_dispatch("mm", d1)
    return Plan(d1, d1, False)


def _torch_bmm(x1, x2):
    """The general branch: infer_size of the batch dimensions, then bmm's
    meta function (the contracted sizes), then bmm_out_or_baddbmm_: an
    empty result returns and K = 0 writes zeros (in x2's dtype, the
    result's: bmm's output takes batch2's options), the small kernel
    dispatches on x1's dtype and then reads x2 as that type; the large path
    is mm's kernel per batch (or MKL for floats), which checks the dtypes
    first."""
    s1, s2 = tuple(x1.shape), tuple(x2.shape)
    n = s1[-2] if len(s1) > 1 else 1
    m1 = s1[-1]
    batch1 = s1[:-2]
    m2 = s2[-2] if len(s2) > 1 else s2[0]
    p = s2[-1] if len(s2) > 1 else 1
    batch2 = s2[:-2]
    batch = broadcast.broadcast_pair(batch1, batch2)
    if m1 != m2:
        raise ModelError(INCOMPATIBLE_SHAPES, "Expected size for first two "
                         "dimensions of batch2 tensor")
    if _count(batch) * n * p == 0 or m1 == 0:
        return Plan(x2.dtype, x2.dtype, True)
    if m1 * n * p < _TORCH_SMALL_BMM:
        _torch_dispatch("bmm", x1.dtype)
        _torch_same_dtype(x1.dtype, x2.dtype)
    else:
        _torch_same_dtype(x1.dtype, x2.dtype)
        _torch_dispatch("mm", x1.dtype)
    return Plan(x2.dtype, x2.dtype, False)


def _torch(x1, x2, default_float):
    """_matmul_impl: the rank check, then by ranks: 1-D with 1-D is dot;
    2-D with 1-D mv; 1-D or 2-D with 2-D mm; a 3-D or larger x1 with a 1-D
    or 2-D x2 folds x1 into a matrix (should_fold: always for contiguous
    operands) for mv or mm; a 1-D x1 with a 3-D or larger x2 folds x2.mT
    for mv only when that needs no copy (x2 empty, or its K dimension 1:
    the strides of a contiguous x2 transposed are then still foldable);
    everything else is bmm on the expanded batches."""
    s1, s2 = tuple(x1.shape), tuple(x2.shape)
    check_rank(s1, s2)
    r1, r2 = len(s1), len(s2)
    if r1 == 1 and r2 == 1:
        return _torch_dot(x1.dtype, x2.dtype, s1[0], s2[0])
    if r1 == 2 and r2 == 1:
        return _torch_mv(x1.dtype, x2.dtype, s1, s2[0])
    if r1 <= 2 and r2 == 2:
        m = s1[0] if r1 == 2 else 1
        return _torch_mm(x1.dtype, x2.dtype, m, s1[-1], s2[0], s2[1])
    if r1 >= 3 and r2 == 2:
        return _torch_mm(x1.dtype, x2.dtype, _count(s1[:-1]), s1[-1],
                         s2[0], s2[1])
    if r1 >= 3 and r2 == 1:
        return _torch_mv(x1.dtype, x2.dtype, (_count(s1[:-1]), s1[-1]),
                         s2[0])
    if r1 == 1 and (_count(s2) == 0 or s2[-2] == 1):
        return _torch_mv(x2.dtype, x1.dtype, (_count(s2[:-2]) * s2[-1],
                                              s2[-2]), s1[0])
    return _torch_bmm(x1, x2)


def _onnx(x1, x2, default_float):
    """MatMul-13 (onnx/defs/math/defs.cc, v1.21.0: "Matrix product that
    behaves like numpy.matmul"): A and B of one parameter T = float16,
    float32, float64, uint32, uint64, int32, int64, bfloat16 (no bool, no
    8- and 16-bit integers, no complex, no float8), checked input by input
    (promotion_onnx.bound); then MatMulShapeInference
    (onnx/defs/math/utils.cc) in its order: "Input tensors of wrong rank
    (0)", "Incompatible dimensions for matrix multiplication" (the
    contracted sizes), then the bidirectional broadcast of the batch
    dimensions. Values: op_matmul.py's np.dot / np.matmul (integers wrap,
    floats a dot product's tolerance: contraction.py)."""
    dtype = promotion_onnx.bound("MatMul", (x1.dtype, x2.dtype),
                                 promotion_onnx.MATMUL)
    check_rank(x1.shape, x2.shape)
    check_contracted(x1.shape, x2.shape)
    result_shape(x1.shape, x2.shape)
    return Plan(dtype, dtype, False)


PLANS = {
    "torch": _torch,
    "numpy": _numpy,
    "jax": _jax,
    "mlx": _mlx,
    "array-api": _array_api,
    "onnx": _onnx,
}


# ---------------------------------------------------------------------------
# Values.

def _products(a, b, shape1, shape2, dtype):
    """(data, scales, K) of the product of Arrays a and b (values already
    of `dtype`), shapes checked."""
    found = geometry(shape1, shape2)
    batch = broadcast.broadcast_pair(found.batch1, found.batch2)
    positions1 = broadcast.source_positions(found.batch1, batch)
    positions2 = broadcast.source_positions(found.batch2, batch)
    m, k, n = found.m, found.k1, found.n
    data, scales = [], []
    for p1, p2 in zip(positions1, positions2):
        base1, base2 = p1 * m * k, p2 * k * n
        for i in range(m):
            row = base1 + i * k
            for j in range(n):
                pairs = [(a[row + t], b[base2 + t * n + j])
                         for t in range(k)]
                value, scale = contraction.dot(pairs, dtype)
                data.append(value)
                scales.append(scale)
    return data, scales, k


# ---------------------------------------------------------------------------
# TensorFlow.js (https://github.com/tensorflow/tfjs/blob/tfjs-v4.22.0/
# tfjs-core/src/ops/mat_mul.ts, tfjs-backend-cpu/src/kernels/
# BatchMatMul.ts), which has a plan and values of its own.

# tfjs-backend-cpu/src/backend_cpu.ts: `blockSize = 48`, the tile of
# BatchMatMul's loops.
TFJS_BLOCK_SIZE = 48


def _tfjs_store(dtype):
    """The typed array of `buffer([...], dtype)`: Float32Array rounds once,
    Int32Array is ToInt32, bool's Uint8Array ToUint8 (true where not 0)."""
    if dtype == "float32":
        return lambda value: round_float(value, "float32")
    if dtype == "int32":
        return promotion_tfjs.to_int32
    return lambda value: promotion_tfjs.to_int32(value) % 256


def _tfjs(x1, x2):
    """tf.matMul(a, b): makeTypesMatch (upcastType; a cast from bool or
    int32 keeps the values, promotion_tfjs.operand_converter), then the
    BatchMatMul kernel: assertNotComplex first; assertAndGetBroadcastShape
    of the batch dimensions; "inner shapes ... must match" (sizes that
    differ: incompatible_shapes); the shapes are read as matrices without a
    rank check, so a 0-d or 1-D operand fails on an undefined size
    ("inner shapes (undefined)", or reshape's "has NaN elements"):
    invalid_rank. A result without elements is empty. The result's batch
    is the broadcast batch shape, and each of its batches the product of
    the operands' batches broadcast to it (the rule mat_mul.ts states by
    assertAndGetBroadcastShape; the kernel's walk of `bi % batchDimA` up to
    max(batchDimA, batchDimB), which pairs the wrong batches or leaves
    elements unwritten where one operand alone does not hold the broadcast
    batch, is a library bug the profile does not model). Each result element sums
    aVal * bVal in doubles over blocks of TFJS_BLOCK_SIZE, adding each
    block's sum into the result's typed array (`resVals[..] += sum`)."""
    dtype = promotion_tfjs.promote_types(x1.dtype, x2.dtype)
    if dtype == "complex64":
        raise ModelError(UNSUPPORTED_DTYPE_FOR_OP, "matMul does not support "
                         "complex64 tensors in the CPU backend.")
    shape1, shape2 = tuple(x1.shape), tuple(x2.shape)
    batch = broadcast.broadcast_pair(shape1[:-2], shape2[:-2])
    # innerShapeA = a.shape[aRank - 1], innerShapeB = b.shape[bRank - 2]:
    # undefined past the shape's start (undefined === undefined holds).
    inner1 = shape1[-1] if shape1 else None
    inner2 = shape2[-2] if len(shape2) >= 2 else None
    if inner1 != inner2:
        if inner1 is None or inner2 is None:
            raise ModelError(INVALID_RANK, f"Error in matMul: inner shapes "
                             f"({inner1}) and ({inner2}) must match (a 0-d "
                             "or 1-D operand)")
        raise ModelError(INCOMPATIBLE_SHAPES, f"Error in matMul: inner "
                         f"shapes ({inner1}) and ({inner2}) must match.")
    if len(shape1) < 2 or len(shape2) < 2:
        raise ModelError(INVALID_RANK, "a 0-d or 1-D operand: reshape to "
                         "rank 3 has NaN elements")
    m, k, n = shape1[-2], shape1[-1], shape2[-1]
    shape = _checked_shape(tuple(batch) + (m, n))
    if _count(shape) == 0:
        # Nothing to read: the kernel's loops write no element of the
        # result's shape.
        return FunctionResult(make_array((dtype, shape, [])), None)
    store = _tfjs_store(dtype)
    a = [float(value) for value in x1.data]
    b = [float(value) for value in x2.data]
    data = []
    for batch1, batch2 in zip(
            broadcast.source_positions(shape1[:-2], tuple(batch)),
            broadcast.source_positions(shape2[:-2], tuple(batch))):
        base1, base2 = batch1 * m * k, batch2 * k * n
        for i in range(m):
            for j in range(n):
                stored = 0.0
                for k0 in range(0, k, TFJS_BLOCK_SIZE):
                    total = 0.0
                    for t in range(k0, min(k0 + TFJS_BLOCK_SIZE, k)):
                        total += a[base1 + i * k + t] * b[base2 + t * n + j]
                    stored = float(store(stored + total))
                data.append(stored)
    if dtype == "float32":
        values = data
    elif dtype == "int32":
        values = [int(value) for value in data]
    else:
        values = [value != 0 for value in data]
    return FunctionResult(make_array((dtype, shape, values)), None)


def matmul(call, profile, default_float):
    """The FunctionResult of matmul(x1, x2) under `profile`, or raises."""
    x1, x2 = call.operands
    if profile == "tfjs":
        return _tfjs(x1, x2)
    plan = PLANS[profile](x1, x2, default_float)
    shape = _checked_shape(result_shape(x1.shape, x2.shape))
    # The result the library allocates before it writes a value: one it
    # cannot make is refused here, without its values (array_sizes.py;
    # functions.outcome would refuse it after them, which a result of
    # 2**62 elements, from empty operands, never reaches).
    refusal = array_sizes.refusal(profile, plan.result_dtype, shape,
                                  "the result")
    if refusal:
        raise refusal
    if plan.zeros:
        return FunctionResult(zeros(plan.result_dtype, shape), None)
    a = converted(x1, plan.compute_dtype).data
    b = converted(x2, plan.compute_dtype).data
    data, scales, k = _products(a, b, x1.shape, x2.shape,
                                plan.compute_dtype)
    return FunctionResult(make_array((plan.result_dtype, shape, data)),
                          contraction.tolerance(plan.result_dtype, k,
                                                scales))
