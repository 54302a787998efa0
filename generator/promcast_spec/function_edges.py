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

from promcast_corpus.cases import make_case

PREFIX = "spec/function-edges"
SOURCE = ("each library's source as cited per case: numpy/numpy, "
          "tensorflow/tfjs")

K = 130
ONES = ["1"] * K
# Two rows of x2, each counting up by one: 1 .. 130, then 131 .. 260.
COUNTING = [str(v) for v in range(1, 2 * K + 1)]


def _rows(rows):
    return [make_case(f"{PREFIX}/{name}", op, inputs, expect, source,
                      note=note, profile=profile)
            for name, op, profile, inputs, expect, source, note in rows]


def cases():
    return _rows(LONG_CONTRACTION + TFJS_LONE_CONCAT + BROADCAST_ARRAYS +
                 TFJS_STACK_AXIS)


def _values(dtype, shape, data):
    return {"dtype": dtype, "shape": list(shape), "data": list(data)}


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
     {"x1": _values("int64", [K], ONES),
      "x2": _values("int64", [2, K, 1], COUNTING),
      "default_float": "float64"},
     {"array": _values("int64", [2, 1], ["8515", "25415"])},
     NUMPY_MATMUL,
     "(130,) @ (2, 130, 1): a row of ones against each stacked column, "
     "1 + ... + 130 and 131 + ... + 260, every one of the 130 products "
     "summed"),
    ('long-contraction/numpy-vecdot-int64', 'vecdot', 'numpy',
     {"x1": _values("int64", [K], ONES),
      "x2": _values("int64", [2, K], COUNTING),
      "default_float": "float64"},
     {"array": _values("int64", [2], ["8515", "25415"])},
     NUMPY_VECDOT,
     "x1 (130,) broadcast against x2 (2, 130) along the other "
     "dimension: each row of x2 summed, all 130 elements of it"),
    ('long-contraction/numpy-matmul-complex128-vectors', 'matmul', 'numpy',
     {"x1": _values("complex128", [K], [["1.0", "0.0"]] * K),
      "x2": _values("complex128", [K], [["1.0", "1.0"]] * K),
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
     {"arrays": [_values("int32", [2], ["7", "-7"])],
      "axis": 2147483647,
      "default_float": "float32"},
     {"array": _values("int32", [2], ["7", "-7"])},
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
     {"arrays": [_values("int8", [2, 2], ["1", "2", "3", "4"]),
                 _values("float64", [2], ["0.5", "-0.5"])]},
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
     {"arrays": [_values("int32", [2, 2], ["1", "2", "3", "4"]),
                 _values("int32", [2, 2], ["5", "6", "7", "8"])],
      "axis": 3,
      "default_float": "float32"},
     {"error": "invalid_axis"},
     STACK_TS,
     "two rank-2 tensors: axis 3 is above their rank 2"),
)
