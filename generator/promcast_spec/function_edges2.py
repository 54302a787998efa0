"""More edge cases of the functions of several arrays, one narrow rule each,
stated apart from the cases of spec/functions and spec/function-edges so
that each rule is held by cases of more than one file:

  broadcast_arrays' common shape     every array takes part, the first
                                     included: its shape is where the fold
                                     starts, not the empty shape
  torch.clamp's bounds past an       prepare_clamp_bound drops an upper
  unsigned range                     bound above the dtype's range (it can
                                     bind nothing)
  jnp.clip's jit boundary            max, not only min, crosses it: a
                                     Python int beyond int32 overflows,
                                     before the body refuses a complex
  the standard's clip shapes         x, min and max must broadcast
                                     together: an error when they do not
  tf.clipByValue's bounds            JavaScript numbers: a float is its
                                     double, a complex number is no
                                     number at all (no such call)
  a long complex contraction         vecdot of 130 products: the products
                                     past the first 128 count, each with
                                     its own element of x2
  ONNX's stack                       the axis against every array's rank,
                                     the last one included
  @stdlib/ndarray's concat           the first array of the largest rank
                                     is the target, and the dimension kept
                                     is counted from each array's own end
  tf.concat's and tf.stack's checks  the sizes off the axis must agree;
                                     stack's axis at most the rank
  matmul of two vectors              their inner product, a 0-d array
  mx.vecdot's negative axis          the same dimension of x1 and x2
  where's scalars and kernels        a Python complex beside an int8 tensor
                                     in torch.where; MLX's Select on bool
                                     and 64-bit unsigned results

Every expectation below is a literal, worked out by hand from the cited
source, never computed by the model. The contraction's sums are of small
integers, exact in any order; its tolerance is the case format's for a dot
product (ulp K + 1, the scale the least power of two at least the sum of
(|ar| + |ai|) * (|br| + |bi|)).

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from .builder import literal_array, table_cases

PREFIX = "spec/function-edges-2"
SOURCE = ("each library's source as cited per case: pytorch/pytorch, "
          "jax-ml/jax, tensorflow/tfjs, numpy/numpy, onnx/onnx, "
          "ml-explore/mlx, stdlib-js/stdlib; the Array API standard")


def _rows(rows):
    return table_cases(PREFIX, rows)


def cases():
    return _rows(BROADCAST_ARRAYS + CLIP + CONTRACTION + JOIN + WHERE)


def _int(value):
    return {"kind": "int", "value": str(value)}


def _float(value):
    return {"kind": "float", "value": value}


def _clip(x, minimum, maximum, default_float="float32"):
    return {"x": x, "min": minimum, "max": maximum,
            "default_float": default_float}


def _arrays(arrays, default_float="float32", **axis):
    inputs = {"arrays": list(arrays)}
    inputs.update(axis)
    inputs["default_float"] = default_float
    return inputs


# The Array API standard 2025.12, Manipulation Functions §broadcast_arrays:
# "Broadcasts one or more arrays against one another", each array of its
# own dtype, all of the one broadcast shape.
BROADCAST_ARRAYS_PAGE = ("Array API standard, broadcast_arrays §Returns "
                         "(https://data-apis.org/array-api/2025.12/"
                         "API_specification/generated/"
                         "array_api.broadcast_arrays.html)")
BROADCAST_ARRAYS = (
    ('broadcast-arrays/first-array-counts', 'broadcast_arrays', None,
     {"arrays": [literal_array("int16", [2, 1], ["1", "2"]),
                 literal_array("uint8", [1], ["9"])]},
     {"arrays": [
         {"dtype": "int16", "shape": [2, 1], "data": ["1", "2"],
          "strides": [1, 1]},
         {"dtype": "uint8", "shape": [2, 1], "data": ["9", "9"],
          "strides": [0, 1]}]},
     BROADCAST_ARRAYS_PAGE,
     "(2, 1) with (1,) is (2, 1): the first array's shape decides it, its "
     "view its own; the second is read twice (stride 0 along the new "
     "dimension)"),
    ('broadcast-arrays/lone-array', 'broadcast_arrays', None,
     {"arrays": [literal_array("float32", [3], ["1.5", "-0.0", "2.0"])]},
     {"arrays": [
         {"dtype": "float32", "shape": [3], "data": ["1.5", "-0.0", "2.0"],
          "strides": [1]}]},
     BROADCAST_ARRAYS_PAGE,
     "one array against nothing else keeps its own shape"),
)

# pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp: clamp_out passes
# each Scalar bound through prepare_clamp_bound, which for an integral
# result dtype asks clamp_bound_range (c10::less_than_lowest,
# greater_than_max) and drops an upper bound above the range (a no-op: it
# binds no element); the meta function's result_type of a uint8 tensor and
# a Python int is uint8. Both bounds dropped is result.copy_(self).
TORCH_CLAMP = ("pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp "
               "§prepare_clamp_bound")
# jax-ml/jax jax/_src/numpy/lax_numpy.py §clip is jitted: with x64 off a
# Python int argument beyond int32 raises OverflowError as it crosses the
# jit boundary, min's and max's alike, before the body runs (and so before
# its check of complex operands).
JAX_CLIP = "jax-ml/jax jax/_src/numpy/lax_numpy.py §clip"
# The standard's clip: "min ... Must be compatible with x1 (see
# Broadcasting)", max likewise; incompatible shapes are an exception.
CLIP_PAGE = ("Array API standard, clip §Parameters "
             "(https://data-apis.org/array-api/2025.12/API_specification/"
             "generated/array_api.clip.html)")
# tensorflow/tfjs tfjs-core/src/ops/clip_by_value.ts §clipByValue_ takes
# clipValueMin and clipValueMax as numbers; the ClipByValue kernel
# (tfjs-backend-cpu/src/kernels/ClipByValue.ts) stores each clipped value
# into x's typed array.
TFJS_CLIP = ("tensorflow/tfjs tfjs-core/src/ops/clip_by_value.ts "
             "§clipByValue_ (tfjs-v4.22.0); tfjs-backend-cpu/src/kernels/"
             "ClipByValue.ts §clipByValue")
CLIP = (
    ('clip/torch-uint8-max-above-range', 'clip', 'torch',
     _clip(literal_array("uint8", [2], ["0", "255"]), None, _int(300)),
     {"array": literal_array("uint8", [2], ["0", "255"])},
     TORCH_CLAMP,
     "300 is above uint8's 255: the upper bound is dropped, and with no "
     "lower bound the result is a copy of x"),
    ('clip/jax-max-beyond-int32-complex-min', 'clip', 'jax',
     _clip(literal_array("int16", [1, 1], ["7"]),
           literal_array("complex64", [], [["1.0", "0.0"]]), _int(4294967296)),
     {"error": "scalar_out_of_range"},
     JAX_CLIP,
     "max = 2^32 cannot cross the jit boundary as an int32 (x64 off): "
     "that comes before the body's \"Clip received a complex value\" for "
     "the complex64 min"),
    ('clip/array-api-max-shape-incompatible', 'clip', 'array-api',
     _clip(literal_array("float64", [2, 3], ["1.0"] * 6), None,
           literal_array("float64", [2], ["0.0", "0.5"])),
     {"error": "incompatible_shapes"},
     CLIP_PAGE,
     "x (2, 3) and max (2,): 3 against 2 in the last dimension"),
    ('clip/tfjs-float-bounds', 'clip', 'tfjs',
     _clip(literal_array("float32", [3], ["-1.0", "0.5", "8.0"]),
           _float("-0.5"), _float("2.25")),
     {"array": literal_array("float32", [3], ["-0.5", "0.5", "2.25"])},
     TFJS_CLIP,
     "float bounds are their doubles: -1 rises to -0.5, 8 falls to 2.25"),
    ('clip/tfjs-complex-max', 'clip', 'tfjs',
     _clip(literal_array("float32", [2], ["1.0", "5.0"]), _int(0),
           {"kind": "complex", "value": ["3.0", "1.0"]}),
     {"error": "undefined"},
     TFJS_CLIP,
     "clipValueMax is a number: a complex bound is no such call"),
)

# numpy/numpy numpy/_core/src/umath/matmul.c.src §@TYPE@_vecdot: one
# CDOUBLE_dotc (the same file's @name@_dotc, "ip1.conj() * ip2") per
# result element, summed over all n elements, in chunks through BLAS.
# x1 is 130 times 1j, conjugated to -1j; x2's first row is 130 ones
# (each product -1j: sum -130j), its second 130 times 1j (each product
# -1j * 1j = 1: sum 130). Scale: each product's (0 + 1) * (1 + 0) = 1,
# 130 in all: 256.
K = 130
NUMPY_VECDOT = ("numpy/numpy numpy/_core/src/umath/matmul.c.src "
                "§@TYPE@_vecdot")
# torch.matmul of two 1-D tensors is dot (aten/src/ATen/native/
# LinearAlgebra.cpp §matmul: dim_tensor1 == 1 && dim_tensor2 == 1), a 0-d
# result; int64 is among dot's dispatched types (Blas.cpp §dot).
TORCH_MATMUL = ("pytorch/pytorch aten/src/ATen/native/LinearAlgebra.cpp "
                "§_matmul_impl")
# ml-explore/mlx mlx/ops.cpp §vecdot: a negative axis must name the same
# dimension of a and b; sum(multiply(a, b), axis).
MLX_VECDOT = "ml-explore/mlx mlx/ops.cpp §vecdot"
CONTRACTION = (
    ('vecdot/numpy-complex128-130-products', 'vecdot', 'numpy',
     {"x1": literal_array("complex128", [K], [["0.0", "1.0"]] * K),
      "x2": literal_array("complex128", [2, K],
                    [["1.0", "0.0"]] * K + [["0.0", "1.0"]] * K),
      "default_float": "float64"},
     {"array": {"dtype": "complex128", "shape": [2],
                "data": [["0.0", "-130.0"], ["130.0", "0.0"]],
                "tolerance": {"ulp": K + 1, "scale": ["256.0", "256.0"]}}},
     NUMPY_VECDOT,
     "x1 (130,) broadcast against each row of x2 (2, 130): every one of "
     "the 130 conjugated products counts, the second row's from its own "
     "elements"),
    ('matmul/torch-int64-vectors', 'matmul', 'torch',
     {"x1": literal_array("int64", [2], ["2", "-3"]),
      "x2": literal_array("int64", [2], ["5", "7"]),
      "default_float": "float32"},
     {"array": literal_array("int64", [], ["-11"])},
     TORCH_MATMUL,
     "two 1-D tensors: the dot product 2 * 5 + (-3) * 7 = -11, a 0-d "
     "tensor"),
    ('vecdot/mlx-axis-minus-2', 'vecdot', 'mlx',
     {"x1": literal_array("float32", [2, 2], ["1.0", "2.0", "3.0", "4.0"]),
      "x2": literal_array("float32", [2, 2], ["1.0", "1.0", "1.0", "1.0"]),
      "axis": -2,
      "default_float": "float32"},
     {"array": {"dtype": "float32", "shape": [2], "data": ["4.0", "6.0"],
                "tolerance": {"ulp": 3, "scale": ["4.0", "8.0"]}}},
     MLX_VECDOT,
     "axis -2 of two rank-2 arrays is dimension 0 of each: the column "
     "sums 1 + 3 and 2 + 4"),
)

# onnx/onnx onnx/reference/ops/op_concat_from_sequence.py: with new_axis
# = 1 each tensor of the sequence is np.expand_dims(s, axis) in turn
# before np.concatenate, so every tensor's rank + 1 must take the axis.
ONNX_STACK = ("onnx/onnx onnx/reference/ops/op_concat_from_sequence.py "
              "§_concat_from_sequence (v1.21.0)")
# stdlib-js/stdlib lib/node_modules/@stdlib/ndarray/concat/lib/
# broadcast_arrays.js: the first array of the largest rank keeps its
# shape; every other is broadcast to it but along dim
# (base/broadcast-array-except-dimensions: the dimension kept is dim
# counted from the array's own end).
STDLIB_CONCAT = ("stdlib-js/stdlib lib/node_modules/@stdlib/ndarray/"
                 "concat/lib/broadcast_arrays.js §broadcastArrays "
                 "(@stdlib/ndarray 0.4.1)")
# tensorflow/tfjs tfjs-backend-cpu/src/kernels/Concat.ts §concat calls
# assertParamsConsistent (tfjs-core/src/ops/concat_util.ts): equal sizes
# on every axis but the concatenated one.
TFJS_CONCAT = ("tensorflow/tfjs tfjs-core/src/ops/concat_util.ts "
               "§assertParamsConsistent (tfjs-v4.22.0)")
# tfjs-core/src/ops/stack.ts §stack_: "Axis must be <= rank of the
# tensor" (tensors[0]'s), before the Pack kernel compares the shapes.
TFJS_STACK = ("tensorflow/tfjs tfjs-core/src/ops/stack.ts §stack_ "
              "(tfjs-v4.22.0)")
JOIN = (
    ('stack/onnx-last-array-refuses-axis', 'stack', 'onnx',
     _arrays([literal_array("float32", [1, 2], ["1.0", "2.0"]),
              literal_array("float32", [1, 2], ["3.0", "4.0"]),
              literal_array("float32", [2], ["5.0", "6.0"])], axis=-3),
     {"error": "invalid_axis"},
     ONNX_STACK,
     "axis -3 fits the rank-2 tensors (rank 3 once expanded) but not the "
     "last, of rank 1: its expand_dims raises before any shape is "
     "compared"),
    ('concat/stdlib-largest-rank-second', 'concat', 'stdlib',
     _arrays([literal_array("int8", [2], ["1", "2"]),
              literal_array("int8", [2, 3], ["3", "4", "5", "6", "7", "8"])]),
     {"array": literal_array("int8", [2, 5], ["1", "2", "3", "4", "5",
                                        "1", "2", "6", "7", "8"])},
     STDLIB_CONCAT,
     "the target is the second array, (2, 3); the first, (2,), keeps its "
     "size 2 along dim -1 and is broadcast to (2, 2): the sizes along dim "
     "differ (2 and 3) and are summed"),
    ('concat/tfjs-size-off-axis-differs', 'concat', 'tfjs',
     _arrays([literal_array("int32", [2, 2], ["1", "2", "3", "4"]),
              literal_array("int32", [3, 1], ["5", "6", "7"])], axis=1),
     {"error": "incompatible_shapes"},
     TFJS_CONCAT,
     "along axis 1, the sizes of axis 0 must agree: 2 and 3"),
    ('stack/tfjs-axis-above-rank-first', 'stack', 'tfjs',
     _arrays([literal_array("int32", [2], ["1", "2"]),
              literal_array("int32", [3], ["3", "4", "5"])], axis=2),
     {"error": "invalid_axis"},
     TFJS_STACK,
     "axis 2 exceeds the rank 1 of tensors[0]: refused before the shapes, "
     "which differ too"),
)

# pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp §where(condition,
# Tensor self, Scalar other): result_type(int8 tensor, Python complex) is
# the default complex dtype (complex64 with float32 the default), the
# scalar becomes a scalar_tensor of it.
TORCH_WHERE = ("pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp "
               "§where")
# ml-explore/mlx mlx/backend/cpu/select.cpp §select_op: a case for every
# dtype, bool_ and uint64 included.
MLX_SELECT = "ml-explore/mlx mlx/backend/cpu/select.cpp §select_op"
WHERE = (
    ('where/torch-complex-scalar-int8', 'where', 'torch',
     {"condition": literal_array("bool", [2], [True, False]),
      "x1": literal_array("int8", [2], ["-3", "4"]),
      "x2": {"kind": "complex", "value": ["0.5", "-1.0"]},
      "default_float": "float32"},
     {"array": literal_array("complex64", [2], [["-3.0", "0.0"],
                                          ["0.5", "-1.0"]])},
     TORCH_WHERE,
     "a Python complex with an int8 tensor: complex64 (the default "
     "float32's complex), x1's -3 where the condition holds"),
    ('where/mlx-bool-values', 'where', 'mlx',
     {"condition": literal_array("bool", [2, 1], [True, False]),
      "x1": literal_array("bool", [1], [False]),
      "x2": literal_array("bool", [2], [True, False]),
      "default_float": "float32"},
     {"array": literal_array("bool", [2, 2], [False, False, True, False])},
     MLX_SELECT,
     "a bool result: row 0 takes x1's False twice, row 1 x2's [True, "
     "False]"),
    ('where/mlx-uint64-values', 'where', 'mlx',
     {"condition": literal_array("bool", [2], [True, False]),
      "x1": literal_array("uint64", [1], ["18446744073709551615"]),
      "x2": literal_array("uint16", [2], ["7", "65535"]),
      "default_float": "float32"},
     {"array": literal_array("uint64", [2],
                             ["18446744073709551615", "65535"])},
     MLX_SELECT,
     "uint64 with uint16 is uint64, which Select computes"),
)
