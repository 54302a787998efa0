"""Spec cases of matmul, vecdot, concat, stack and broadcast_arrays: the
Array API standard's rules for each (2025.12, the pages of Linear Algebra
Functions and Manipulation Functions, https://data-apis.org/array-api/
2025.12/API_specification/), in the array-api profile, and each
library's own rules in its profile, citing its source. Expectations are
literals worked out by hand from the text; tolerances are a dot product's
(cases/README.md "Ops": ulp K + 1, scale the least power of two at least
sum |a||b|)."""

from .builder import (SpecCases, array, expect_array, expect_error,
                      expect_views, function_inputs)

PREFIX = "spec/functions"
STANDARD = "Array API standard"
TORCH_MATMUL = "pytorch/pytorch aten/src/ATen/native/LinearAlgebra.cpp"
TORCH_BLAS = "pytorch/pytorch aten/src/ATen/native/Blas.cpp"
TORCH_SHAPE = "pytorch/pytorch aten/src/ATen/native/TensorShape.cpp"
TORCH_REFS = "pytorch/pytorch torch/_refs/linalg/__init__.py"
NUMPY_MATMUL = "numpy/numpy numpy/_core/src/umath/matmul.c.src"
NUMPY_UFUNC = "numpy/numpy numpy/_core/src/umath/ufunc_object.c"
NUMPY_CONCAT = "numpy/numpy numpy/_core/src/multiarray/multiarraymodule.c"
JAX_NUMPY = "jax-ml/jax jax/_src/numpy/lax_numpy.py"
JAX_CONTRACTIONS = "jax-ml/jax jax/_src/numpy/tensor_contractions.py"
MLX_OPS = "ml-explore/mlx mlx/ops.cpp"
NUMPY_SHAPE_BASE = "numpy/numpy numpy/_core/shape_base.py"
ONNX_CONCAT_FROM_SEQUENCE = ("onnx/onnx onnx/reference/ops/"
                             "op_concat_from_sequence.py (v1.21.0)")


def _call(spec, name, function, operands, expect, section, note=None,
          profile="array-api", document=STANDARD, **options):
    """A case of `function`; a section of the standard is written
    "<function> §<section>" and cited as "Array API standard, <function>
    §<section>"."""
    if document == STANDARD:
        page, section = section.split(" §")
        document = f"{STANDARD}, {page}"
    spec.add(f"{function}/{name}", function,
             function_inputs(function, operands, **options), expect,
             section, note=note, document=document,
             profile=None if function == "broadcast_arrays" else profile)


def _matmul(spec):
    page = "matmul §Returns"
    _call(spec, "vector-vector", "matmul",
          (array("float32", [3], [1.0, 2.0, 3.0]),
           array("float32", [3], [4.0, 5.0, 6.0])),
          expect_array("float32", [], [32.0], tolerance_ulp=4,
                       tolerance_scale=[32.0]), page,
          note="both 1-D: a 0-d array holding the inner product")
    _call(spec, "matrix-vector", "matmul",
          (array("float64", [2, 3], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
           array("float64", [3], [1.0, 0.0, -1.0])),
          expect_array("float64", [2], [-2.0, -2.0], tolerance_ulp=4,
                       tolerance_scale=[4.0, 16.0]), page,
          note="x2 1-D: (..., M, K) @ (K,) is (..., M)")
    _call(spec, "vector-matrix", "matmul",
          (array("float32", [3], [1.0, 2.0, 3.0]),
           array("float32", [3, 2], [1.0, 0.0, 0.0, 1.0, 1.0, 1.0])),
          expect_array("float32", [2], [4.0, 5.0], tolerance_ulp=4,
                       tolerance_scale=[4.0, 8.0]), page,
          note="x1 1-D: (K,) @ (..., K, N) is (..., N)")
    _call(spec, "batch-broadcast", "matmul",
          (array("int8", [1, 2], [1, 2]),
           array("int8", [2, 2, 1], [1, 0, 0, 1])),
          expect_array("int8", [2, 1, 1], [1, 2]), page,
          note="(M, K) @ (..., K, N) is (..., M, N), one product per "
          "stacked matrix")
    # 130 products per element, more than any other case of this file:
    # each stacked x2 contributes every one of its own K elements. x1 is
    # (1, 130) ones; x2's first matrix is 130 times 1 + 1j, its second 130
    # times 2 - 1j, so the sums are 130 + 130j and 260 - 130j, exact in
    # complex64 in any order; scales 130 * 1 * 2 = 260 and 130 * 1 * 3 =
    # 390, both 512.
    k = 130
    _call(spec, "long-contraction-complex64", "matmul",
          (array("complex64", [1, k], [complex(1.0, 0.0)] * k),
           array("complex64", [2, k, 1],
                 [complex(1.0, 1.0)] * k + [complex(2.0, -1.0)] * k)),
          expect_array("complex64", [2, 1, 1],
                       [complex(130.0, 130.0), complex(260.0, -130.0)],
                       tolerance_ulp=k + 1, tolerance_scale=[512.0, 512.0]),
          page,
          note="(1, 130) @ (2, 130, 1): each stacked matrix's 130 products "
          "summed, the second matrix's from its own elements")
    _call(spec, "zero-dimensional", "matmul",
          (array("float32", [], [1.0]), array("float32", [1], [1.0])),
          expect_error("invalid_rank"), "matmul §Raises")
    _call(spec, "contracted-sizes-differ", "matmul",
          (array("float32", [2, 3], [0.0] * 6),
           array("float32", [2], [0.0, 0.0])),
          expect_error("incompatible_shapes"), "matmul §Raises")
    _call(spec, "batch-not-broadcasting", "matmul",
          (array("float32", [2, 1, 1], [1.0, 2.0]),
           array("float32", [3, 1, 1], [1.0, 2.0, 3.0])),
          expect_error("incompatible_shapes"), "matmul §Parameters",
          note="shape(x1)[:-2] must be compatible with shape(x2)[:-2]")
    _call(spec, "bool", "matmul",
          (array("bool", [1], [True]), array("bool", [1], [True])),
          expect_error("undefined"), "matmul §Parameters",
          note="x1 and x2 should have a numeric data type")
    _call(spec, "mixed-kinds", "matmul",
          (array("int8", [1], [1]), array("float32", [1], [1.0])),
          expect_error("undefined"), "matmul §Returns",
          note="the result dtype is type promotion's, which leaves int8 "
          "with float32 open")
    _call(spec, "complex-not-conjugated", "matmul",
          (array("complex64", [1], [1j]), array("complex64", [1], [1j])),
          expect_array("complex64", [], [complex(-1.0, 0.0)],
                       tolerance_ulp=2, tolerance_scale=[1.0]),
          "matmul §Notes", note="matmul must not complex-conjugate either "
          "argument: 1j * 1j")
    _call(spec, "contracted-length-0", "matmul",
          (array("float32", [2, 0], []), array("float32", [0, 3], [])),
          expect_array("float32", [2, 3], [0.0] * 6, tolerance_ulp=1,
                       tolerance_scale=[0.0] * 6), page,
          note="an empty sum is 0")


def _vecdot(spec):
    _call(spec, "default-axis", "vecdot",
          (array("float32", [2, 3], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
           array("float32", [3], [1.0, 1.0, 1.0])),
          expect_array("float32", [2], [6.0, 15.0], tolerance_ulp=4,
                       tolerance_scale=[8.0, 16.0]), "vecdot §Parameters",
          note="the last axis by default; the other axes broadcast")
    _call(spec, "conjugate-x1", "vecdot",
          (array("complex128", [1], [1j]), array("complex128", [1], [1j])),
          expect_array("complex128", [], [complex(1.0, 0.0)],
                       tolerance_ulp=2, tolerance_scale=[1.0]),
          "vecdot §Parameters", note="the sum of conj(a_i) * b_i: "
          "conj(1j) * 1j is 1")
    _call(spec, "axis-minus-2", "vecdot",
          (array("float64", [2, 2], [1.0, 2.0, 3.0, 4.0]),
           array("float64", [2, 2], [1.0, 2.0, 3.0, 4.0])),
          expect_array("float64", [2], [10.0, 20.0], tolerance_ulp=3,
                       tolerance_scale=[16.0, 32.0]), "vecdot §Parameters",
          axis=-2)
    _call(spec, "non-negative-axis", "vecdot",
          (array("float64", [2], [1.0, 2.0]),
           array("float64", [2], [1.0, 2.0])),
          expect_error("undefined"), "vecdot §Parameters", axis=0,
          note="axis should be an integer on [-N, -1] (negative only since "
          "2023.12)")
    _call(spec, "axis-beyond-the-smaller-rank", "vecdot",
          (array("float64", [2, 2], [1.0, 2.0, 3.0, 4.0]),
           array("float64", [2], [1.0, 2.0])),
          expect_error("undefined"), "vecdot §Parameters", axis=-2,
          note="N is min(x1.ndim, x2.ndim) = 1")
    _call(spec, "contracted-axis-not-broadcast", "vecdot",
          (array("float32", [3], [1.0, 2.0, 3.0]),
           array("float32", [1], [2.0])),
          expect_error("incompatible_shapes"), "vecdot §Notes",
          note="the contracted axis must not be broadcasted; the sizes "
          "differ before broadcasting")
    _call(spec, "integer", "vecdot",
          (array("int32", [2], [1, 2]), array("int32", [2], [3, 4])),
          expect_error("undefined"), "vecdot §Parameters",
          note="x1 and x2 should have a floating-point data type")


def _concat(spec):
    _call(spec, "axis-0", "concat",
          (array("int16", [2], [1, 2]), array("int16", [1], [3])),
          expect_array("int16", [3], [1, 2, 3]), "concat §Parameters")
    _call(spec, "axis-none-flattens", "concat",
          (array("int8", [2, 2], [1, 2, 3, 4]), array("int8", [], [5])),
          expect_array("int8", [5], [1, 2, 3, 4, 5]), "concat §Parameters",
          axis=None, note="arrays must be flattened before concatenation")
    _call(spec, "axis-minus-1", "concat",
          (array("int32", [2, 1], [1, 2]),
           array("int32", [2, 2], [3, 4, 5, 6])),
          expect_array("int32", [2, 3], [1, 3, 4, 2, 5, 6]),
          "concat §Parameters", axis=-1)
    _call(spec, "sizes-differ", "concat",
          (array("int32", [2, 1], [1, 2]), array("int32", [3, 1], [3, 4, 5])),
          expect_error("incompatible_shapes"), "concat §Parameters",
          axis=1, note="the same shape, except in the dimension of axis")
    _call(spec, "promotion", "concat",
          (array("int8", [1], [-1]), array("int16", [1], [300])),
          expect_array("int16", [2], [-1, 300]), "concat §Returns")
    _call(spec, "mixed-kinds", "concat",
          (array("int8", [1], [1]), array("float32", [1], [1.0])),
          expect_error("undefined"), "concat §Returns",
          note="promotion between data type families is unspecified")
    _call(spec, "axis-out-of-range", "concat",
          (array("int8", [1], [1]), array("int8", [1], [2])),
          expect_error("invalid_axis"), "concat §Parameters", axis=1,
          note="a valid axis is on [-N, N); an invalid one must raise")
    _call(spec, "zero-dimensional", "concat",
          (array("int8", [], [1]), array("int8", [], [2])),
          expect_error("invalid_axis"), "concat §Parameters",
          note="N is 0: no axis is valid")


def _stack(spec):
    _call(spec, "axis-0", "stack",
          (array("int8", [2], [1, 2]), array("int8", [2], [3, 4])),
          expect_array("int8", [2, 2], [1, 2, 3, 4]), "stack §Parameters")
    _call(spec, "axis-minus-1", "stack",
          (array("int8", [2], [1, 2]), array("int8", [2], [3, 4])),
          expect_array("int8", [2, 2], [1, 3, 2, 4]), "stack §Parameters",
          axis=-1, note="-1: the new axis is the last dimension")
    _call(spec, "axis-n", "stack",
          (array("int8", [2], [1, 2]), array("int8", [2], [3, 4])),
          expect_error("undefined"), "stack §Parameters", axis=1,
          note="axis N is the last position of the result, but outside "
          "the stated interval [-N, N): the text contradicts itself")
    _call(spec, "axis-minus-n-minus-1", "stack",
          (array("int8", [2], [1, 2]), array("int8", [2], [3, 4])),
          expect_error("undefined"), "stack §Parameters", axis=-2)
    _call(spec, "axis-beyond", "stack",
          (array("int8", [2], [1, 2]), array("int8", [2], [3, 4])),
          expect_error("invalid_axis"), "stack §Parameters", axis=2)
    _call(spec, "shapes-differ", "stack",
          (array("int8", [2], [1, 2]), array("int8", [1], [3])),
          expect_error("incompatible_shapes"), "stack §Parameters",
          note="each array must have the same shape")


def _broadcast_arrays(spec):
    _call(spec, "views", "broadcast_arrays",
          [array("int8", [2, 1], [1, 2]),
           array("float32", [3], [1.0, 2.0, 3.0])],
          expect_views(("int8", [2, 3], [1, 1, 1, 2, 2, 2], [1, 0]),
                       ("float32", [2, 3], [1.0, 2.0, 3.0] * 2, [0, 1])),
          "broadcast_arrays §Returns",
          note="the same shape, each array its own dtype")
    _call(spec, "none", "broadcast_arrays", [], {"arrays": []},
          "broadcast_arrays §Parameters")
    _call(spec, "incompatible", "broadcast_arrays",
          [array("int8", [2], [1, 2]), array("int8", [3], [1, 2, 3])],
          expect_error("incompatible_shapes"), "broadcast_arrays §Parameters")


def _torch(spec):
    _call(spec, "torch-mixed-dtypes", "matmul",
          (array("float32", [2, 2], [1.0] * 4),
           array("float64", [2, 2], [1.0] * 4)),
          expect_error("unsupported_dtype_for_op"), "addmm_impl_cpu_",
          profile="torch", document=TORCH_MATMUL,
          note="\"expected m1 and m2 to have the same dtype\": matmul does "
          "not promote")
    _call(spec, "torch-bool", "matmul",
          (array("bool", [2, 2], [True] * 4),
           array("bool", [2, 2], [True] * 4)),
          expect_error("unsupported_dtype_for_op"), "addmm_impl_cpu_",
          profile="torch", document=TORCH_MATMUL,
          note="the CPU kernels dispatch on no bool type")
    _call(spec, "torch-bool-contracted-length-0", "matmul",
          (array("bool", [2, 0], []), array("bool", [0, 2], [])),
          expect_array("bool", [2, 2], [False] * 4), "addmm_impl_cpu_",
          profile="torch", document=TORCH_MATMUL,
          note="K = 0 writes zeros before the kernel dispatches")
    _call(spec, "torch-vector-dot-sizes", "matmul",
          (array("int64", [2], [1, 2]), array("int32", [3], [1, 2, 3])),
          expect_error("unsupported_dtype_for_op"), "dot_check",
          profile="torch", document=TORCH_BLAS,
          note="dot checks the dtypes before the sizes")
    _call(spec, "torch-cat-legacy-empty", "concat",
          (array("float32", [0], []), array("int8", [2, 2], [1, 2, 3, 4])),
          expect_array("float32", [2, 2], [1.0, 2.0, 3.0, 4.0]), "cat",
          profile="torch", document=TORCH_SHAPE, axis=1,
          note="a 1-D tensor of shape [0] is skipped for the shapes "
          "(cat_should_skip_tensor) but takes part in the dtype")
    _call(spec, "torch-cat-zero-dimensional", "concat",
          (array("int8", [2], [1, 2]), array("int8", [], [3])),
          expect_error("invalid_rank"), "cat", profile="torch",
          document=TORCH_SHAPE)
    _call(spec, "torch-cat-axis-none", "concat",
          (array("int8", [2], [1, 2]),),
          expect_error("invalid_argument"), "cat", profile="torch",
          document=TORCH_SHAPE, axis=None, note="torch.cat takes no None")
    _call(spec, "torch-stack-zero-dimensional", "stack",
          (array("int32", [], [1]), array("int32", [], [2])),
          expect_array("int32", [2], [1, 2]), "stack", profile="torch",
          document=TORCH_SHAPE)
    _call(spec, "torch-vecdot-integer", "vecdot",
          (array("int32", [2], [1, 2]), array("int32", [2], [3, 4])),
          expect_error("unsupported_dtype_for_op"), "vecdot",
          profile="torch", document=TORCH_REFS,
          note="check_fp_or_complex: floating or complex only")
    _call(spec, "torch-vecdot-broadcast-contracted", "vecdot",
          (array("float32", [1, 3], [1.0, 2.0, 3.0]),
           array("float32", [1, 1], [2.0])),
          expect_array("float32", [1], [12.0], tolerance_ulp=4,
                       tolerance_scale=[16.0]), "vecdot", profile="torch",
          document=TORCH_REFS, note="(x.conj() * y).sum(dim): the "
          "contracted axis broadcasts")
    _call(spec, "torch-vecdot-vectors", "vecdot",
          (array("float32", [3], [1.0, 2.0, 3.0]),
           array("float32", [1], [2.0])),
          expect_error("incompatible_shapes"), "dot_check", profile="torch",
          document=TORCH_BLAS, note="two 1-D operands go to vdot, whose "
          "sizes must be equal (\"inconsistent tensor size\"), as PyTorch "
          "1.13 shows")


def _numpy(spec):
    _call(spec, "numpy-bool", "matmul",
          (array("bool", [2, 2], [True, False, False, False]),
           array("bool", [2, 1], [True, True])),
          expect_array("bool", [2, 1], [True, False]),
          "BOOL_matmul_inner_noblas", profile="numpy",
          document=NUMPY_MATMUL, note="the or of the ands")
    _call(spec, "numpy-vecdot-axis-0", "vecdot",
          (array("int32", [3, 2], [1, 2, 3, 4, 5, 6]),
           array("int32", [3], [1, 1, 1])),
          expect_array("int32", [2], [9, 12]), "_parse_axis_arg",
          profile="numpy", document=NUMPY_UFUNC, axis=0,
          note="the axis is normalized against each operand's own rank")
    _call(spec, "numpy-concat-promotion", "concat",
          (array("int8", [1], [-1]), array("uint8", [1], [255])),
          expect_array("int16", [2], [-1, 255]),
          "PyArray_ConcatenateArrays", profile="numpy",
          document=NUMPY_CONCAT)
    _call(spec, "numpy-concat-zero-dimensional", "concat",
          (array("int8", [], [1]),), expect_error("invalid_rank"),
          "PyArray_ConcatenateArrays", profile="numpy",
          document=NUMPY_CONCAT,
          note="\"zero-dimensional arrays cannot be concatenated\"")
    _call(spec, "numpy-stack-promotion", "stack",
          (array("int8", [2], [1, 2]), array("uint8", [2], [3, 4])),
          expect_array("int16", [2, 2], [1, 2, 3, 4]), "stack",
          profile="numpy", document=NUMPY_SHAPE_BASE,
          note="the arrays, each given a new axis, are concatenated: "
          "their result type")
    _call(spec, "numpy-stack-shapes-differ", "stack",
          (array("int8", [2], [1, 2]), array("int8", [3], [1, 2, 3])),
          expect_error("incompatible_shapes"), "stack", profile="numpy",
          document=NUMPY_SHAPE_BASE,
          note="\"all input arrays must have the same shape\"")


def _jax(spec):
    _call(spec, "jax-float8-float16", "concat",
          (array("float8_e4m3fn", [1], [1.0]), array("float16", [1], [1.0])),
          expect_error("no_promotion"), "concatenate", profile="jax",
          document=JAX_NUMPY, note="promote_dtypes: float8 and float16 "
          "have no common type")
    _call(spec, "jax-vecdot-zero-dimensional", "vecdot",
          (array("float32", [], [1.0]), array("float32", [1], [1.0])),
          expect_error("invalid_axis"), "vecdot", profile="jax",
          document=JAX_CONTRACTIONS,
          note="x1.shape[axis] of a 0-d array: an IndexError")
    _call(spec, "jax-int64-x64-off", "matmul",
          (array("int64", [2], [1, 2]), array("int64", [2], [3, 4])),
          expect_array("int32", [], [11]), "matmul", profile="jax",
          document=JAX_CONTRACTIONS,
          note="with x64 off the 64-bit types are 32-bit")
    _call(spec, "jax-stack-promotion", "stack",
          (array("int8", [2], [1, 2]), array("float32", [2], [0.5, 1.5])),
          expect_array("float32", [2, 2], [1.0, 0.5, 2.0, 1.5]), "stack",
          profile="jax", document=JAX_NUMPY, axis=-1,
          note="promote_dtypes, then a new last axis")
    _call(spec, "jax-stack-axis-beyond", "stack",
          (array("int8", [2], [1, 2]), array("int8", [2], [3, 4])),
          expect_error("invalid_axis"), "stack", profile="jax",
          document=JAX_NUMPY, axis=2,
          note="the result has 2 dimensions: axis 2 is out of range")


def _mlx(spec):
    _call(spec, "mlx-integer", "matmul",
          (array("int32", [1, 1], [1]), array("int32", [1, 1], [2])),
          expect_error("unsupported_dtype_for_op"), "matmul", profile="mlx",
          document=MLX_OPS, note="\"Only inexact types are supported\"")
    _call(spec, "mlx-concat-one-array", "concat",
          (array("int8", [2], [1, 2]),),
          expect_array("int8", [2], [1, 2]), "concatenate", profile="mlx",
          document=MLX_OPS, axis=5,
          note="one array is returned as it is, its axis unchecked")
    _call(spec, "mlx-vecdot-int8", "vecdot",
          (array("int8", [2], [100, 100]), array("int8", [2], [2, 2])),
          expect_array("int32", [], [-112]), "vecdot", profile="mlx",
          document=MLX_OPS, note="multiply wraps each product to int8 "
          "(200 is -56), sum adds in int32")
    _call(spec, "mlx-vecdot-ranks-differ", "vecdot",
          (array("float32", [2, 3], [1.0] * 6),
           array("float32", [3], [1.0] * 3)),
          expect_error("invalid_axis"), "vecdot", profile="mlx",
          document=MLX_OPS, note="a negative axis must name the same axis "
          "of b counted from the start: the ranks must be equal")
    _call(spec, "mlx-stack-promotion", "stack",
          (array("int8", [2], [1, 2]), array("int16", [2], [3, 4])),
          expect_array("int16", [2, 2], [1, 2, 3, 4]), "stack",
          profile="mlx", document=MLX_OPS,
          note="each array gains the new axis, then concatenate: "
          "result_type of all")
    _call(spec, "mlx-stack-shapes-differ", "stack",
          (array("int8", [2], [1, 2]), array("int8", [3], [1, 2, 3])),
          expect_error("incompatible_shapes"), "stack", profile="mlx",
          document=MLX_OPS,
          note="\"All arrays must have the same shape\"")


def _onnx(spec):
    _call(spec, "onnx-stack-last-array-refuses-axis", "stack",
          (array("int32", [2, 2], [1, 2, 3, 4]),
           array("int32", [2], [5, 6])),
          expect_error("invalid_axis"), "_concat_from_sequence",
          profile="onnx", document=ONNX_CONCAT_FROM_SEQUENCE, axis=2,
          note="new_axis = 1: each tensor is np.expand_dims(s, axis) in "
          "turn; axis 2 fits the first, of rank 2, not the second, of rank "
          "1, which raises before the shapes are compared")


def cases():
    spec = SpecCases(PREFIX, STANDARD, profile="array-api")
    for part in (_matmul, _vecdot, _concat, _stack, _broadcast_arrays,
                 _torch, _numpy, _jax, _mlx, _onnx):
        part(spec)
    return spec.cases
