"""More edge cases of the functions of several arrays, each a second
file's case for a rule that function_edges.py pins once:

  mx.vecdot's axis 0             a non-negative axis only has to lie
                                 within each operand's rank; of two 2-D
                                 arrays, axis 0 sums down the columns
  mx.where's complex condition   a complex64 is true by its real part
                                 alone, broadcast against x1 and x2
  jnp.concatenate(axis=None)     each array raveled first, so 0-d arrays
                                 join too
  torch.matmul's empty mv        a stack of matrices times a vector folds
                                 into one mv; with no rows it returns
                                 before the dispatch that lacks uint16
  jnp.matmul of a float8         float8_e5m2 and bfloat16 have no common
                                 type
  ONNX Where of two types        X and Y share one type parameter T: no
                                 promotion between float64 and float32
  stdlib's isSafeCast            a cast the safe-casts table refuses
                                 (int16 to uint8, uint16 to complex32)
  broadcast_arrays past int64    sixteen rank-16 arrays, each 16 along its
                                 own dimension: 16^16 = 2^64 elements;
                                 and two incompatible arrays first, which
                                 are refused before the later ones count
  ONNX Clip with a Python scalar ONNX has no Python scalars: min must be a
                                 tensor input, so the call cannot be written
  NumPy's concat past one run    256 elements then 300: the second array
                                 lands after the first, in order, across
                                 the oracle's runs of 256

Every expectation below is a literal, worked out by hand from the cited
source, never computed by the model.

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from .builder import literal_array, table_cases

PREFIX = "spec/function-edges-3"
SOURCE = ("each library's source as cited per case: ml-explore/mlx, "
          "jax-ml/jax, pytorch/pytorch, onnx/onnx, stdlib-js/stdlib, "
          "numpy/numpy, the Array API standard")


def _rows(rows):
    return table_cases(PREFIX, rows)


def cases():
    return _rows(MLX_VECDOT_AXIS_0 + MLX_WHERE_COMPLEX +
                 JAX_CONCAT_AXIS_NONE + TORCH_EMPTY_MV + JAX_FLOAT8_MATMUL +
                 ONNX_WHERE_TWO_TYPES + STDLIB_UNSAFE_CASTS +
                 BROADCAST_ARRAYS_PAST_INT64 + ONNX_CLIP_SCALAR +
                 NUMPY_CONCAT_LONG)


# mx.vecdot: mlx/ops.cpp §vecdot checks a non-negative axis only against
# each operand's rank (`axis >= b.ndim()` is out of bounds); a negative
# one must name the same dimension in both. Then sum(multiply(a, b),
# axis), int64 staying int64.
MLX_VECDOT = "ml-explore/mlx mlx/ops.cpp §vecdot"
MLX_VECDOT_AXIS_0 = (
    ('mlx-vecdot/matrices-axis-0-int64', 'vecdot', 'mlx',
     {"x1": literal_array("int64", [3, 2], ["1", "2", "3", "4", "5", "6"]),
      "x2": literal_array("int64", [3, 2], ["1", "1", "1", "1", "1", "1"]),
      "axis": 0,
      "default_float": "float32"},
     {"array": literal_array("int64", [2], ["9", "12"])},
     MLX_VECDOT,
     "(3, 2) with (3, 2), axis 0: within both ranks; the columns summed, "
     "1 + 3 + 5 = 9 and 2 + 4 + 6 = 12"),
)

# mx.where (mlx/ops.cpp §where) casts the condition with astype(bool_);
# a complex64_t converts to bool through its real part alone
# (mlx/types/complex.h). The condition (2, 1) broadcasts with x1 (2,)
# and x2 (1,) to (2, 2).
MLX_WHERE = ("ml-explore/mlx mlx/ops.cpp §where; "
             "mlx/types/complex.h §complex64_t")
MLX_WHERE_COMPLEX = (
    ('mlx-where/complex-condition-broadcast', 'where', 'mlx',
     {"condition": literal_array("complex64", [2, 1],
                           [["0.0", "-1.0"], ["0.5", "0.0"]]),
      "x1": literal_array("int32", [2], ["1", "2"]),
      "x2": literal_array("int32", [1], ["9"]),
      "default_float": "float32"},
     {"array": literal_array("int32", [2, 2], ["9", "9", "1", "2"])},
     MLX_WHERE,
     "conditions -1j (real part 0, false) and 0.5 (true), one per row: "
     "the first row is x2's 9 twice, the second x1's 1 and 2"),
)

# jnp.concatenate: jax/_src/numpy/lax_numpy.py §concatenate, `if axis is
# None: return concatenate([ravel(a) for a in arrays], axis=0, ...)`,
# which comes before "Zero-dimensional arrays cannot be concatenated.":
# a raveled 0-d array is of shape (1,).
JAX_CONCATENATE = "jax-ml/jax jax/_src/numpy/lax_numpy.py §concatenate"
JAX_CONCAT_AXIS_NONE = (
    ('jax-concat/axis-none-0-d-first', 'concat', 'jax',
     {"arrays": [literal_array("float32", [], ["1.5"]),
                 literal_array("float32", [2], ["2.5", "3.5"])],
      "axis": None,
      "default_float": "float32"},
     {"array": literal_array("float32", [3], ["1.5", "2.5", "3.5"])},
     JAX_CONCATENATE,
     "axis None: the 0-d 1.5 raveled to (1,), then 2.5 and 3.5; the 0-d "
     "refusal is only for an integer axis"),
)

# torch.matmul: aten/src/ATen/native/LinearAlgebra.cpp §_matmul_impl folds
# a 3-D x1 with a 1-D x2 into one mv of x1 reshaped to (-1, 3), here
# (0, 3); addmv (Blas.cpp §addmv_out_cpu) returns for an empty matrix
# before its AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND2(kBFloat16, kHalf,
# ...), which has no uint16 loop; the result is viewed back as (2, 0).
TORCH_MV = ("pytorch/pytorch aten/src/ATen/native/LinearAlgebra.cpp "
            "§_matmul_impl; aten/src/ATen/native/Blas.cpp §addmv_out_cpu")
TORCH_EMPTY_MV = (
    ('torch-matmul/folded-empty-mv-uint16', 'matmul', 'torch',
     {"x1": literal_array("uint16", [2, 0, 3], []),
      "x2": literal_array("uint16", [3], ["1", "2", "3"]),
      "default_float": "float32"},
     {"array": literal_array("uint16", [2, 0], [])},
     TORCH_MV,
     "(2, 0, 3) @ (3,): one mv of a (0, 3) matrix, no row to compute; an "
     "empty (2, 0) uint16 result"),
)

# jnp.matmul takes the result dtype of its operands (jax/_src/numpy/
# tensor_contractions.py §matmul); in JAX's promotion lattice
# (jax/_src/dtypes.py §_type_promotion_lattice) a float8 dtype has no
# edge to bfloat16 or any other float: TypePromotionError.
JAX_FLOAT8 = ("jax-ml/jax jax/_src/numpy/tensor_contractions.py §matmul; "
              "jax/_src/dtypes.py §_type_promotion_lattice")
JAX_FLOAT8_MATMUL = (
    ('jax-matmul/float8-e5m2-with-bfloat16', 'matmul', 'jax',
     {"x1": literal_array("float8_e5m2", [2, 2], ["1.0", "2.0", "3.0", "4.0"]),
      "x2": literal_array("bfloat16", [2, 2], ["1.0", "0.0", "0.0", "1.0"]),
      "default_float": "float32"},
     {"error": "no_promotion"},
     JAX_FLOAT8,
     "float8_e5m2 and bfloat16: no implicit promotion path between them"),
)

# ONNX Where-16 (onnx/defs/tensor/defs.cc §Where-16): X and Y are both of
# the one type parameter T, and ONNX has no implicit promotion, so a
# float64 X with a float32 Y binds T to two types and is refused.
ONNX_WHERE = "onnx/onnx onnx/defs/tensor/defs.cc §Where-16 (X, Y: T)"
ONNX_WHERE_TWO_TYPES = (
    ('onnx-where/float64-x-float32-y', 'where', 'onnx',
     {"condition": literal_array("bool", [2], [True, False]),
      "x1": literal_array("float64", [2], ["1.0", "2.0"]),
      "x2": literal_array("float32", [2], ["3.0", "4.0"]),
      "default_float": "float32"},
     {"error": "no_promotion"},
     ONNX_WHERE,
     "X float64 and Y float32 bind T twice; neither is converted"),
)

# @stdlib/ndarray/base/assert/is-safe-data-type-cast: isSafeCast(from, to)
# is true when from === to, else the entry of @stdlib/ndarray/safe-casts
# lib/safe_casts.json. int16.uint8 is 0 (uint8 has no negative value);
# uint16.complex32 is 0 (complex32's float16 parts hold integers exactly
# only up to 2048, and 65535 exceeds float16's largest, 65504).
STDLIB_SAFE = ("stdlib-js/stdlib @stdlib/ndarray/base/assert/"
               "is-safe-data-type-cast lib/main.js §isSafeCast; "
               "@stdlib/ndarray/safe-casts lib/safe_casts.json")
STDLIB_UNSAFE_CASTS = (
    ('stdlib-can-cast/int16-uint8', 'can_cast', 'stdlib',
     {"from": "int16", "to": "uint8"},
     {"answer": False},
     STDLIB_SAFE,
     "safe_casts.json int16.uint8 is 0: uint8 cannot hold -1"),
    ('stdlib-can-cast/uint16-complex32', 'can_cast', 'stdlib',
     {"from": "uint16", "to": "complex32"},
     {"answer": False},
     STDLIB_SAFE,
     "safe_casts.json uint16.complex32 is 0: 65535 is beyond float16"),
)


# broadcast_arrays (Array API standard, broadcast_arrays: the arrays must
# broadcast to one shape, each returned as a view of it). Sixteen rank-16
# bool arrays, array j 16 long on dimension j and 1 elsewhere, broadcast
# to sixteen 16s: 16^16 = 2^64 elements, past INT64_MAX, which no library
# can make (docs/semantics.md, "Sizes past int64"): shape_overflow. With
# bool [2] and bool [3] before a seventeen-dimensional version of them,
# the first pair already fails: the shapes are folded in order, and the
# refusal is incompatible_shapes before any count is taken.
BROADCAST_ARRAYS = ("Array API standard, broadcast_arrays §Returns "
                    "(https://data-apis.org/array-api/2025.12/"
                    "API_specification/generated/"
                    "array_api.broadcast_arrays.html)")
_SIXTEEN = 16


def _one_long_axis(rank, axis):
    shape = [1] * rank
    shape[axis] = _SIXTEEN
    return literal_array("bool", shape, [True] * _SIXTEEN)


BROADCAST_ARRAYS_PAST_INT64 = (
    ('broadcast-arrays/sixteen-16s-past-int64', 'broadcast_arrays', None,
     {"arrays": [_one_long_axis(_SIXTEEN, j) for j in range(_SIXTEEN)]},
     {"error": "shape_overflow"},
     BROADCAST_ARRAYS,
     "sixteen rank-16 arrays, array j 16 long on dimension j: the broadcast "
     "shape has 16^16 = 2^64 elements"),
    ('broadcast-arrays/incompatible-before-past-int64', 'broadcast_arrays',
     None,
     {"arrays": [literal_array("bool", [2], [True, False]),
                 literal_array("bool", [3], [True, False, True])]
      + [_one_long_axis(_SIXTEEN + 1, j) for j in range(_SIXTEEN)]},
     {"error": "incompatible_shapes"},
     BROADCAST_ARRAYS,
     "(2,) and (3,) do not broadcast; the sixteen arrays after them, whose "
     "broadcast would pass int64, are never reached"),
)

# ONNX Clip-13 (onnx/defs/math/defs.cc): min and max are optional tensor
# inputs of the input's type T; ONNX has no Python scalars, so a bound
# given as one cannot be written (profile_onnx's scalar rule): undefined.
ONNX_CLIP = "onnx/onnx onnx/defs/math/defs.cc §Clip-13"
ONNX_CLIP_SCALAR = (
    ('onnx-clip/python-scalar-min', 'clip', 'onnx',
     {"x": literal_array("float32", [2], ["-1.0", "2.0"]),
      "min": {"kind": "float", "value": "0.0"}, "max": None,
      "default_float": "float32"},
     {"error": "undefined"},
     ONNX_CLIP,
     "ONNX has no Python scalars: the call cannot be written"),
)

# np.concatenate (numpy/_core/src/multiarray/multiarraymodule.c,
# PyArray_ConcatenateArrays): each array copied into its place along the
# axis, in order. 256 ones then 300 twos along the only axis: an int8
# result of 556, the ones first.
NUMPY_CONCATENATE = ("numpy/numpy numpy/_core/src/multiarray/"
                     "multiarraymodule.c §PyArray_ConcatenateArrays")
NUMPY_CONCAT_LONG = (
    ('numpy-concat/256-then-300', 'concat', 'numpy',
     {"arrays": [literal_array("int8", [256], ["1"] * 256),
                 literal_array("int8", [300], ["2"] * 300)],
      "default_float": "float32"},
     {"array": literal_array("int8", [556], ["1"] * 256 + ["2"] * 300)},
     NUMPY_CONCATENATE,
     "256 ones then 300 twos: each array in its place, in order, across "
     "runs of 256 elements"),
)
