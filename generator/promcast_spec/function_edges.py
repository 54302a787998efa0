"""Edge cases of the functions of several arrays that the rest of the corpus
reaches only by small inputs or in few places, one narrow rule each:

  a long contraction             matmul's and vecdot's sum runs over every
                                 one of the K products: with K = 130, as
                                 long as any sum the rest of the corpus
                                 asks for and then some, the products past
                                 the first 128 still count, each with its
                                 own element of x2 (a second stacked x2
                                 starts 130 elements on)
  tf.concat of one tensor        concat.ts clones a lone tensor before it
                                 parses the axis, so no axis is too far
                                 out of range, int32's maximum included
  a long complex inner product   the same for two complex vectors: the
                                 130 products of np.matmul's 1-D @ 1-D, a
                                 0-d result
  np.broadcast_arrays            every array's shape takes part, the
                                 first's included
  tf.stack's axis                at most tensors[0]'s rank, checked
                                 before anything else of the tensors
  a 2-D x2 of np.matmul          each column of the result reads its own
                                 column of x2
  torch.linalg.vecdot 2-D, 1-D   only two 1-D operands take vdot; a 2-D
                                 x1 with a 1-D x2 is (x.conj() * y).sum
  mx.vecdot's axis 0             a non-negative axis only has to lie
                                 within x2's rank
  torch.where of a Python int    the scalar becomes a tensor of the
  or float                       result dtype through a checked
                                 conversion: -200 does not fit int8,
                                 1e5 is past float16's largest finite
                                 65504
  mx.where's complex condition   a complex64 is true by its real part
                                 alone
  jnp.concatenate(axis=None)     each array raveled, then joined along
                                 axis 0, whatever their ranks
  torch.matmul's empty mv        a matrix times a vector with an empty
                                 result returns before addmv's dtype
                                 dispatch, so bool, which no matmul
                                 kernel has, gives an empty bool result
  jnp.matmul of a float8         a float8 promotes with no other float:
                                 the call fails at result_type

Every expectation below is a literal, worked out by hand from the cited
source, never computed by the model. The contractions are of int64
arrays, so the sums are exact: x1 is all ones and each row of x2 counts
up by one, so a row's sum is Gauss's: 1 + ... + 130 = 130 * 131 / 2 =
8515, and 131 + ... + 260 = 8515 + 130 * 130 = 25415. The complex inner
product is of 130 ones and 130 times 1 + 1j: 130 + 130j, exact in any
order; its tolerance is the case format's for a dot product (ulp K + 1,
the scale 130 * 1 * 2 = 260 rounded up to a power of two, 512).

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from .builder import literal_array, table_cases

PREFIX = "spec/function-edges"
SOURCE = ("each library's source as cited per case: numpy/numpy, "
          "tensorflow/tfjs, pytorch/pytorch, ml-explore/mlx, jax-ml/jax")

K = 130
ONES = ["1"] * K
# Two rows of x2, each counting up by one: 1 .. 130, then 131 .. 260.
COUNTING = [str(v) for v in range(1, 2 * K + 1)]


def _rows(rows):
    return table_cases(PREFIX, rows)


def cases():
    return _rows(LONG_CONTRACTION + TFJS_LONE_CONCAT + BROADCAST_ARRAYS +
                 TFJS_STACK_AXIS + MATRIX_X2 + TORCH_VECDOT_MATRIX +
                 MLX_VECDOT_AXIS_0 + TORCH_WHERE_SCALAR + MLX_WHERE_COMPLEX +
                 JAX_CONCAT_AXIS_NONE + TORCH_EMPTY_MV + JAX_FLOAT8_MATMUL)


# np.matmul and np.vecdot are gufuncs whose integer loops add every
# product of the core dimension n in turn: matmul's
# @TYPE@_matmul_inner_noblas (`for (n = 0; n < dn; n++)`), and vecdot's
# @TYPE@_vecdot, one @TYPE@_dot (numpy/_core/src/multiarray/
# arraytypes.c.src, `for (i = 0; i < n; i++)`) per element of the result.
NUMPY_MATMUL = ("numpy/numpy numpy/_core/src/umath/matmul.c.src "
                "§@TYPE@_matmul_inner_noblas")
NUMPY_VECDOT = ("numpy/numpy numpy/_core/src/umath/matmul.c.src "
                "§@TYPE@_vecdot")
LONG_CONTRACTION = (
    ('long-contraction/numpy-matmul-int64', 'matmul', 'numpy',
     {"x1": literal_array("int64", [K], ONES),
      "x2": literal_array("int64", [2, K, 1], COUNTING),
      "default_float": "float64"},
     {"array": literal_array("int64", [2, 1], ["8515", "25415"])},
     NUMPY_MATMUL,
     "(130,) @ (2, 130, 1): a row of ones against each stacked column, "
     "1 + ... + 130 and 131 + ... + 260, every one of the 130 products "
     "summed"),
    ('long-contraction/numpy-vecdot-int64', 'vecdot', 'numpy',
     {"x1": literal_array("int64", [K], ONES),
      "x2": literal_array("int64", [2, K], COUNTING),
      "default_float": "float64"},
     {"array": literal_array("int64", [2], ["8515", "25415"])},
     NUMPY_VECDOT,
     "x1 (130,) broadcast against x2 (2, 130) along the other "
     "dimension: each row of x2 summed, all 130 elements of it"),
    ('long-contraction/numpy-matmul-complex128-vectors', 'matmul', 'numpy',
     {"x1": literal_array("complex128", [K], [["1.0", "0.0"]] * K),
      "x2": literal_array("complex128", [K], [["1.0", "1.0"]] * K),
      "default_float": "float64"},
     {"array": {"dtype": "complex128", "shape": [],
                "data": [["130.0", "130.0"]],
                "tolerance": {"ulp": K + 1, "scale": ["512.0"]}}},
     NUMPY_MATMUL,
     "(130,) @ (130,): both 1-D, a 0-d result; each of the 130 products "
     "is 1 + 1j"),
)

# tfjs-core/src/ops/concat.ts §concat_: `if ($tensors.length === 1) {
# return clone($tensors[0]); }` comes before the Concat kernel, whose
# parseAxisParam is the only reader of the axis.
CONCAT_TS = ("tensorflow/tfjs tfjs-core/src/ops/concat.ts §concat_ "
             "(tfjs-v4.22.0)")
TFJS_LONE_CONCAT = (
    ('tfjs-concat/one-tensor-axis-int32-max', 'concat', 'tfjs',
     {"arrays": [literal_array("int32", [2], ["7", "-7"])],
      "axis": 2147483647,
      "default_float": "float32"},
     {"array": literal_array("int32", [2], ["7", "-7"])},
     CONCAT_TS,
     "one tensor is cloned before the axis is parsed: 2^31 - 1, far "
     "outside [-1, 1), is never looked at"),
)

# numpy/numpy numpy/lib/_stride_tricks_impl.py §broadcast_arrays: the
# shape is _broadcast_shape(*args), of all the arrays; each array is
# broadcast_to that shape (a view, stride 0 where a dimension is new or
# of size 1).
NUMPY_BROADCAST_ARRAYS = ("numpy/numpy numpy/lib/_stride_tricks_impl.py "
                          "§broadcast_arrays")
BROADCAST_ARRAYS = (
    ('broadcast-arrays/first-array-widest', 'broadcast_arrays', None,
     {"arrays": [literal_array("int8", [2, 2], ["1", "2", "3", "4"]),
                 literal_array("float64", [2], ["0.5", "-0.5"])]},
     {"arrays": [
         {"dtype": "int8", "shape": [2, 2], "data": ["1", "2", "3", "4"],
          "strides": [2, 1]},
         {"dtype": "float64", "shape": [2, 2],
          "data": ["0.5", "-0.5", "0.5", "-0.5"], "strides": [0, 1]}]},
     NUMPY_BROADCAST_ARRAYS,
     "(2, 2) with (2,): the first array's shape is the result's, its "
     "view its own; the second gains a leading dimension of stride 0"),
)

# tfjs-core/src/ops/stack.ts §stack_: util.assert(axis <= tensors[0].rank,
# "Axis must be <= rank of the tensor") before the Pack kernel runs.
STACK_TS = ("tensorflow/tfjs tfjs-core/src/ops/stack.ts §stack_ "
            "(tfjs-v4.22.0)")
TFJS_STACK_AXIS = (
    ('tfjs-stack/axis-above-rank-2', 'stack', 'tfjs',
     {"arrays": [literal_array("int32", [2, 2], ["1", "2", "3", "4"]),
                 literal_array("int32", [2, 2], ["5", "6", "7", "8"])],
      "axis": 3,
      "default_float": "float32"},
     {"error": "invalid_axis"},
     STACK_TS,
     "two rank-2 tensors: axis 3 is above their rank 2"),
)

# np.matmul of two matrices: out[m, p] = sum over n of x1[m, n] *
# x2[n, p] (@TYPE@_matmul_inner_noblas: `for (p = 0; p < dp; p++)`, x2
# read at ib2_p + n * is2_n, its column p).
MATRIX_X2 = (
    ('matrix-x2/numpy-matmul-int64-2x2', 'matmul', 'numpy',
     {"x1": literal_array("int64", [2, 2], ["1", "2", "3", "4"]),
      "x2": literal_array("int64", [2, 2], ["5", "6", "7", "8"]),
      "default_float": "float64"},
     {"array": literal_array("int64", [2, 2], ["19", "22", "43", "50"])},
     NUMPY_MATMUL,
     "[[1, 2], [3, 4]] @ [[5, 6], [7, 8]]: 1*5 + 2*7 = 19, 1*6 + 2*8 = 22, "
     "3*5 + 4*7 = 43, 3*6 + 4*8 = 50; the second column is x2's second "
     "column"),
)

# torch.linalg.vecdot: aten/src/ATen/native/LinearAlgebra.cpp
# §linalg_vecdot sends only x.dim() == 1 and y.dim() == 1 to vdot; any
# other pair is (x.conj() * y).sum(dim), the product broadcasting x2 (3,)
# against x1 (2, 3).
TORCH_VECDOT = ("pytorch/pytorch aten/src/ATen/native/LinearAlgebra.cpp "
                "§linalg_vecdot")
TORCH_VECDOT_MATRIX = (
    ('torch-vecdot/matrix-with-vector-float64', 'vecdot', 'torch',
     {"x1": literal_array("float64", [2, 3],
                    ["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"]),
      "x2": literal_array("float64", [3], ["1.0", "1.0", "1.0"]),
      "default_float": "float32"},
     {"array": {"dtype": "float64", "shape": [2], "data": ["6.0", "15.0"],
                "tolerance": {"ulp": 4, "scale": ["8.0", "16.0"]}}},
     TORCH_VECDOT,
     "x1 (2, 3), x2 (3,): not two 1-D operands, so not vdot; each row of "
     "x1 times the ones, summed along dim -1: 1 + 2 + 3, 4 + 5 + 6"),
)

# mx.vecdot: mlx/ops.cpp §vecdot checks a non-negative axis only against
# each operand's rank (`axis >= b.ndim()` is out of bounds); a negative
# one must name the same dimension in both. Then sum(multiply(a, b),
# axis), int64 staying int64.
MLX_VECDOT = "ml-explore/mlx mlx/ops.cpp §vecdot"
MLX_VECDOT_AXIS_0 = (
    ('mlx-vecdot/vectors-axis-0-int64', 'vecdot', 'mlx',
     {"x1": literal_array("int64", [3], ["1", "2", "3"]),
      "x2": literal_array("int64", [3], ["4", "5", "6"]),
      "axis": 0,
      "default_float": "float32"},
     {"array": literal_array("int64", [], ["32"])},
     MLX_VECDOT,
     "axis 0 of two 1-D arrays: within both ranks, 1*4 + 2*5 + 3*6 = 32, "
     "a 0-d result"),
)

# torch.where(condition, Scalar self, Tensor other): aten/src/ATen/native/
# TensorCompare.cpp §where takes result_type(other, self) (int8 for an
# int8 tensor and a Python int) and makes at::scalar_tensor(self) of it,
# whose fill reads the Scalar with Scalar::to<int8_t>, c10's
# checked_convert: -200 is below int8's -128, "value cannot be converted
# to type int8_t without overflow".
TORCH_WHERE_SCALAR = (
    ('torch-where/x1-int-below-int8', 'where', 'torch',
     {"condition": {"dtype": "bool", "shape": [2], "data": [True, False]},
      "x1": {"kind": "int", "value": "-200"},
      "x2": literal_array("int8", [2], ["1", "2"]),
      "default_float": "float32"},
     {"error": "scalar_out_of_range"},
     "pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp §where; "
     "c10/util/TypeCast.h §checked_convert",
     "x1 the Python int -200 with an int8 x2: the result dtype is int8, "
     "and -200 converted to it overflows"),
    # The same fill of a float16 scalar tensor: checked_convert's
    # overflows<Half, double> is true for a finite value past 65504.
    ('torch-where/x2-float-past-float16', 'where', 'torch',
     {"condition": {"dtype": "bool", "shape": [2], "data": [True, False]},
      "x1": literal_array("float16", [2], ["1.0", "2.0"]),
      "x2": {"kind": "float", "value": "100000.0"},
      "default_float": "float32"},
     {"error": "scalar_out_of_range"},
     "pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp §where; "
     "c10/util/TypeCast.h §checked_convert",
     "a float16 x1 with the Python float 1e5: the result dtype is "
     "float16, and 1e5 is above its largest finite value, 65504"),
)

# mx.where (mlx/ops.cpp §where) casts the condition with astype(bool_);
# a complex64_t converts to bool through its real part alone
# (mlx/types/complex.h), so 3j is false and -2 + 5j true.
MLX_WHERE = ("ml-explore/mlx mlx/ops.cpp §where; "
             "mlx/types/complex.h §complex64_t")
MLX_WHERE_COMPLEX = (
    ('mlx-where/complex-condition-real-part', 'where', 'mlx',
     {"condition": literal_array("complex64", [3],
                           [["0.0", "3.0"], ["1.0", "0.0"], ["-2.0", "5.0"]]),
      "x1": literal_array("float32", [3], ["1.0", "2.0", "3.0"]),
      "x2": literal_array("float32", [3], ["4.0", "5.0", "6.0"]),
      "default_float": "float32"},
     {"array": literal_array("float32", [3], ["4.0", "2.0", "3.0"])},
     MLX_WHERE,
     "conditions 3j, 1, -2 + 5j: real parts 0, 1, -2, so false, true, "
     "true; x2's 4 then x1's 2 and 3"),
)

# jnp.concatenate: jax/_src/numpy/lax_numpy.py §concatenate, `if axis is
# None: return concatenate([ravel(a) for a in arrays], axis=0, ...)`,
# before any check of the arrays' ranks or shapes.
JAX_CONCATENATE = "jax-ml/jax jax/_src/numpy/lax_numpy.py §concatenate"
JAX_CONCAT_AXIS_NONE = (
    ('jax-concat/axis-none-ranks-2-and-1', 'concat', 'jax',
     {"arrays": [literal_array("int32", [2, 2], ["1", "2", "3", "4"]),
                 literal_array("int32", [1], ["5"])],
      "axis": None,
      "default_float": "float32"},
     {"array": literal_array("int32", [5], ["1", "2", "3", "4", "5"])},
     JAX_CONCATENATE,
     "axis None: the (2, 2) array raveled to 1, 2, 3, 4 and the (1,) "
     "array's 5 after it, though their ranks differ"),
)

# torch.matmul: aten/src/ATen/native/LinearAlgebra.cpp §_matmul_impl
# sends a 2-D x1 and a 1-D x2 to mv, whose addmv (Blas.cpp
# §addmv_out_cpu) returns for an empty matrix before its
# AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND2(kBFloat16, kHalf, ...), the
# dispatch that has no bool loop.
TORCH_MV = ("pytorch/pytorch aten/src/ATen/native/LinearAlgebra.cpp "
            "§_matmul_impl; aten/src/ATen/native/Blas.cpp §addmv_out_cpu")
TORCH_EMPTY_MV = (
    ('torch-matmul/empty-mv-bool', 'matmul', 'torch',
     {"x1": literal_array("bool", [0, 3], []),
      "x2": literal_array("bool", [3], [True, False, True]),
      "default_float": "float32"},
     {"array": literal_array("bool", [0], [])},
     TORCH_MV,
     "(0, 3) @ (3,): mv with no row to compute, an empty bool result; "
     "the kernel that refuses bool is never dispatched"),
)

# jnp.matmul takes the result dtype of its operands (jax/_src/numpy/
# tensor_contractions.py §matmul); in JAX's promotion lattice
# (jax/_src/dtypes.py §_type_promotion_lattice) each float8 dtype has no
# edge to any other float, so float8_e4m3fn with float32 has no common
# type: TypePromotionError.
JAX_FLOAT8 = ("jax-ml/jax jax/_src/numpy/tensor_contractions.py §matmul; "
              "jax/_src/dtypes.py §_type_promotion_lattice")
JAX_FLOAT8_MATMUL = (
    ('jax-matmul/float8-e4m3fn-with-float32', 'matmul', 'jax',
     {"x1": literal_array("float8_e4m3fn", [2], ["1.0", "2.0"]),
      "x2": literal_array("float32", [2], ["3.0", "4.0"]),
      "default_float": "float32"},
     {"error": "no_promotion"},
     JAX_FLOAT8,
     "float8_e4m3fn and float32: no implicit promotion path, so no "
     "result dtype and no product"),
)
