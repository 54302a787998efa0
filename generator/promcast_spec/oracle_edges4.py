"""Element-wise ops over more elements than one pass of a kernel takes.

A library's element-wise loop is the same rule at every index, but an
implementation walks long arrays in pieces (the oracle's in runs of 256
elements), so an array of 300 elements meets a whole run, a run's end and
a short last run. Every other case of the corpus is shorter than one run.

  TensorFlow.js's complex sub   createComplexBinaryKernelImpl's Sub: the
                                real parts' difference and the imaginary
                                parts' difference, each in a double, each
                                stored into a Float32Array
  NumPy's minimum of float64    the smaller of two distinct numbers (no
                                NaN and no tie, so neither of scalar_min's
                                special cases is met)
  ONNX's Pow, int32 base,       np.power(a, b) in float64 (the exponent is
  float32 exponent              float), then astype(int32): truncated;
                                a power outside int32 at the last index
                                is C's undefined conversion
  torch.pow by the Python int 0 pow_Tensor_Scalar_out's fill with 1,
                                written to every element, no kernel
  NumPy 2's comparison with an  special_integer_comparisons.cpp: every
  int outside the dtype         element gets the one constant answer

The operands are written by a rule of the index k (0 <= k < 300) whose
answer is plain: integers below 2^24, exact in float32 and float64, so
every difference and every minimum is exact. The expectations follow the
same rule by hand (a difference of two small integers, the smaller of k
and k plus or minus one), never the model.

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from .builder import table_cases

PREFIX = "spec/oracle-edges-4"
SOURCE = ("each library's source as cited per case: tensorflow/tfjs, "
          "numpy/numpy, onnx/onnx, pytorch/pytorch")

# Longer than one run of 256 elements, and not a multiple of it.
COUNT = 300


def _rows(rows):
    return table_cases(PREFIX, rows)


def cases():
    return _rows(TFJS_COMPLEX_SUB + NUMPY_MINIMUM + ONNX_POW + TORCH_POW_ZERO
                 + NUMPY_CONSTANT_COMPARISONS)


def _number(n):
    return f"{float(n)!r}"


def _column(dtype, data):
    return {"dtype": dtype, "shape": [len(data)], "data": data}


# tfjs-backend-cpu's Sub is binaryKernelFunc(Sub, subImpl, subComplexImpl):
# createComplexBinaryKernelImpl((aReal, aImag, bReal, bImag) =>
# {real: aReal - bReal, imag: aImag - bImag}). a_k = k - k i and
# b_k = 1 + k i, so a_k - b_k = (k - 1) - 2k i.
TFJS_SUB = ("tensorflow/tfjs tfjs-backend-cpu/src/kernels/Sub.ts "
            "§subComplexImpl; tfjs-backend-cpu/src/utils/binary_utils.ts "
            "§createComplexBinaryKernelImpl")
TFJS_COMPLEX_SUB = (
    ('long/tfjs-complex64-subtract-300', 'subtract', 'tfjs',
     {"a": _column('complex64',
                   [[_number(k), _number(-k)] for k in range(COUNT)]),
      "b": _column('complex64',
                   [[_number(1), _number(k)] for k in range(COUNT)]),
      "default_float": "float32"},
     {"array": _column('complex64',
                       [[_number(k - 1), _number(-2 * k)]
                        for k in range(COUNT)])},
     TFJS_SUB,
     "300 elements: (k - k i) - (1 + k i) is (k - 1) - 2k i at every "
     "index, across the end of a run of 256"),
)


# np.minimum of float64 (numpy/_core/src/umath/loops_minmax.dispatch.c.src,
# scalar_min: a if a <= b or a is NaN, else b; no NaN here, and the two
# are never equal). a_k = k; b_k = k + 1 for even k, k - 1 for odd k, so the
# minimum is k for even k and k - 1 for odd k.
NUMPY_MIN = ("numpy/numpy numpy/_core/src/umath/loops_minmax.dispatch.c.src "
             "§scalar_min")
NUMPY_MINIMUM = (
    ('long/numpy-float64-minimum-300', 'minimum', 'numpy',
     {"a": _column('float64', [_number(k) for k in range(COUNT)]),
      "b": _column('float64', [_number(k + 1 if k % 2 == 0 else k - 1)
                               for k in range(COUNT)]),
      "default_float": "float32"},
     {"array": _column('float64', [_number(k if k % 2 == 0 else k - 1)
                                   for k in range(COUNT)])},
     NUMPY_MIN,
     "300 elements: the smaller of k and its neighbour k + 1 (even k) or "
     "k - 1 (odd k), across the end of a run of 256"),
)


# ONNX Pow-15 (onnx/defs/math/defs.cc: X of T, Y of T1, output of T); the
# reference onnx/reference/ops/op_pow.py computes np.power(a, b) and casts
# it with astype(a.dtype). An int32 base with a float32 exponent is a
# float64 power, truncated toward zero into int32: 4 ** 1.5 = 8 and
# 9 ** 1.5 = 27, both exact. 4 ** 16 = 2^32 is beyond int32, where astype
# is C's undefined conversion: the case is left open.
ONNX_POW_SOURCE = ("onnx/onnx onnx/defs/math/defs.cc §Pow-15; "
                   "onnx/reference/ops/op_pow.py §Pow")
ONNX_POW = (
    ('long/onnx-int32-pow-float32-300', 'pow', 'onnx',
     {"a": _column('int32', [str(4 if k % 2 == 0 else 9)
                             for k in range(COUNT)]),
      "b": _column('float32', ["1.5"] * COUNT),
      "default_float": "float32"},
     {"array": _column('int32', [str(8 if k % 2 == 0 else 27)
                                 for k in range(COUNT)])},
     ONNX_POW_SOURCE,
     "300 elements: 4 ** 1.5 = 8 (even k) and 9 ** 1.5 = 27 (odd k) in "
     "float64, int32 results; the exponent is not truncated first"),
    ('long/onnx-int32-pow-float32-300-last-overflows', 'pow', 'onnx',
     {"a": _column('int32', ["4"] * COUNT),
      "b": _column('float32', ["0.5"] * (COUNT - 1) + ["16.0"]),
      "default_float": "float32"},
     {"error": "undefined"},
     ONNX_POW_SOURCE,
     "4 ** 0.5 = 2 at the first 299 indices, after a run of 256; 4 ** 16 "
     "= 2^32 at the last has no int32 value"),
)


# pow.Tensor_Scalar (aten/src/ATen/native/Pow.cpp, pow_Tensor_Scalar_out):
# an exponent equal to 0 answers out.fill_(1) before any kernel, whatever
# the base (0 ** 0, NaN ** 0 and inf ** 0 included). Every expected real
# power of the corpus carries the tolerance of 4 ulps (docs/values.md),
# these exact ones too.
POW_ULP = 4
TORCH_POW_SOURCE = ("pytorch/pytorch aten/src/ATen/native/Pow.cpp "
                    "§pow_Tensor_Scalar_out")
TORCH_POW_ZERO = (
    ('long/torch-float32-pow-int0-300', 'pow', 'torch',
     {"a": _column('float32', [("nan", "inf", "-0.0")[k % 3] if k % 7 == 0
                               else _number(k) for k in range(COUNT)]),
      "b": {"kind": "int", "value": "0"},
      "default_float": "float32"},
     {"array": dict(_column('float32', ["1.0"] * COUNT),
                    tolerance={"ulp": POW_ULP})},
     TORCH_POW_SOURCE,
     "300 elements to the Python int 0: the fill with 1 reaches every "
     "element, NaN, inf and -0 bases included"),
)


# NumPy 2's comparisons of an integer array with a Python int outside its
# dtype's range (numpy/_core/src/umath/special_integer_comparisons.cpp):
# the int 300 is above uint8's range and comes second, so `<` is true and
# `==` false at every element; the int -1 below the range and first makes
# -1 < x true.
NUMPY_COMPARISON_SOURCE = ("numpy/numpy numpy/_core/src/umath/"
                           "special_integer_comparisons.cpp §get_loop")
_EVERY_UINT8 = _column('uint8', [str(k % 256) for k in range(COUNT)])
NUMPY_CONSTANT_COMPARISONS = tuple(
    (f'long/numpy-uint8-{op}-{name}-300', op, 'numpy',
     {"a": a, "b": b, "default_float": "float32"},
     {"array": _column('bool', [answer] * COUNT)},
     NUMPY_COMPARISON_SOURCE,
     f"300 elements: {shows}, the same answer at every element")
    for op, name, a, b, answer, shows in (
        ('less', 'int300',
         _EVERY_UINT8,
         {"kind": "int", "value": "300"}, True,
         "every uint8 is below 300"),
        ('equal', 'int300',
         _EVERY_UINT8,
         {"kind": "int", "value": "300"}, False,
         "no uint8 equals 300"),
        ('less', 'int-1-first',
         {"kind": "int", "value": "-1"},
         _EVERY_UINT8, True,
         "-1 is below every uint8"),
    ))
