"""Edge cases of rules the rest of the corpus reaches only by their common
values: one narrow rounding, overflow or argument rule each, stated as
the library (or its specification) gives it, so that an oracle that gets
the edge wrong is caught by cases and not by chance.

Every expectation below is a literal, worked out by hand from the cited
source (and, for NumPy, checked against NumPy 1.24.2 itself), never
computed by the model:
  int64 to float32              one correctly rounded conversion (IEEE 754
                                §5.4.1 convertFromInt); a value above 2^53
                                must not be rounded twice, through double
  the signed minimum by -1      Python's // of the two's-complement
                                minimum: the profiles that leave it
                                undefined, and NumPy and XLA, which wrap
  float8 overflow               ml_dtypes' conversion past the largest
                                finite value: NaN for float8_e4m3fn (no
                                infinity), infinity for float8_e5m2
  complex atan2                 XLA's -i log((x + i y) / sqrt(x^2 + y^2))
                                where x + i y is +-i
  ONNX Clip                     no bound is the input unchanged
  sizes of a matmul's result    an empty contraction gives a result
                                without a 0: PyTorch refuses one whose
                                float64 bytes wrap uint64 though its
                                elements fit int64; XLA refuses one of
                                2^64 elements
  MLX's logical ops             astype(bool_) of a complex64 is its real
                                part's truth (complex64_t's operator
                                float): 1j is false
  TensorFlow.js                 bitwiseAnd of a bool x refused (int32
                                only); mod's kernel refuses complex64
                                before any broadcasting
  ONNX Pow                      an integer to a negative integer power:
                                the specification leaves it open

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from .builder import table_cases

PREFIX = "spec/oracle-edges"
SOURCE = ("each library's source as cited per case: pytorch/pytorch, "
          "ml-explore/mlx, numpy/numpy, data-apis/array-api, openxla/xla, "
          "openxla/stablehlo, jax-ml/ml_dtypes, onnx/onnx")


def _rows(rows):
    return table_cases(PREFIX, rows)


def cases():
    return _rows(ROUNDING + MINIMUM_BY_MINUS_ONE + FLOAT8 +
                 ATAN2 + CLIP + SIZES + LIBRARY_RULES)


def _binary(a, b):
    return {"a": a, "b": b, "default_float": "float32"}


def _values(dtype, *data):
    return {"dtype": dtype, "shape": [len(data)], "data": list(data)}


def _array(dtype, *data):
    return {"array": _values(dtype, *data)}


# 2^62 + 2^38 + 2: just above the midpoint between two float32 neighbours
# (ulp 2^39 at 2^62), by 2. Correct rounding goes up. Rounding to the
# nearest double first (ulp 2^10) drops the 2 and leaves the exact
# midpoint, which ties to the even neighbour below: the double rounding
# the conversion must not do. (PyTorch's int to bfloat16 is another
# matter: static_cast<c10::BFloat16> goes through float, rounding twice.)
ABOVE_HALF_F32 = "4611686293305294850"
TORCH_PROMOTE = "pytorch/pytorch c10/core/ScalarType.cpp §promoteTypes"
ROUNDING = (
    ('round-once/torch-int64-float32', 'add', 'torch',
     _binary(_values('int64', ABOVE_HALF_F32, '-' + ABOVE_HALF_F32),
             _values('float32', '0.0', '0.0')),
     _array('float32', '4.611686568183202e+18', '-4.611686568183202e+18'),
     TORCH_PROMOTE,
     "int64 with float32 computes in float32; 2^62 + 2^38 + 2 converts "
     "once, correctly rounded, to 2^62 + 2^39 (rounding to double first "
     "would give the tie 2^62 + 2^38 and then 2^62)"),
    ('round-once/mlx-uint64-float32', 'add', 'mlx',
     _binary(_values('uint64', ABOVE_HALF_F32, "9223372586610589698"),
             _values('float32', '0.0', '0.0')),
     _array('float32', '4.611686568183202e+18', '9.223373136366404e+18'),
     "ml-explore/mlx mlx/dtype.cpp §type_rules",
     "uint64 with float32 is float32; the uint64 converts once, correctly "
     "rounded (static_cast<float>): 2^62 + 2^38 + 2 to 2^62 + 2^39, and "
     "2^63 + 2^39 + 2 to 2^63 + 2^40"),
)


NUMPY_FLOOR_DIV = ("numpy/numpy numpy/core/src/umath/loops_arithmetic."
                   "dispatch.c.src §floor_div_@TYPE@")
NUMPY_REMAINDER = ("numpy/numpy numpy/core/src/umath/loops_modulo."
                   "dispatch.c.src §@TYPE@_remainder")
MINIMUM_BY_MINUS_ONE = (
    ('minimum-by-minus-one/array-api-int8', 'floor_divide', 'array-api',
     _binary(_values('int8', '-128'), _values('int8', '-1'))),
    ('minimum-by-minus-one/array-api-int16', 'floor_divide', 'array-api',
     _binary(_values('int16', '5', '-32768'), _values('int16', '2', '-1'))),
    ('minimum-by-minus-one/mlx-int64', 'remainder', 'mlx',
     _binary(_values('int64', '-9223372036854775808'),
             _values('int64', '-1'))),
    ('minimum-by-minus-one/mlx-int32', 'floor_divide', 'mlx',
     _binary(_values('int32', '-2147483648'), _values('int32', '-1'))),
)
MINIMUM_BY_MINUS_ONE = tuple(
    (name, op, profile, inputs, {"error": "undefined"},
     {"array-api": "data-apis/array-api src/array_api_stubs/_2025_12/"
                   "elementwise_functions.py §floor_divide",
      "mlx": "ml-explore/mlx mlx/ops.cpp §floor_divide, §remainder"}[profile],
     "the quotient of the signed minimum by -1 is one past the dtype's "
     "maximum: " + {
         "array-api": "the standard leaves an out-of-range result to the "
                      "implementation",
         "mlx": "C++ signed overflow, undefined behaviour"}[profile])
    for name, op, profile, inputs in MINIMUM_BY_MINUS_ONE) + (
    ('minimum-by-minus-one/numpy-int64-floor-divide', 'floor_divide',
     'numpy',
     _binary(_values('int64', '-9223372036854775808', '7'),
             _values('int64', '-1', '-1')),
     _array('int64', '-9223372036854775808', '-7'),
     NUMPY_FLOOR_DIV,
     "NumPy answers the signed minimum // -1 with the minimum itself (and "
     "an overflow warning, not an error)"),
    ('minimum-by-minus-one/numpy-int64-remainder', 'remainder', 'numpy',
     _binary(_values('int64', '-9223372036854775808'),
             _values('int64', '-1')),
     _array('int64', '0'),
     NUMPY_REMAINDER,
     "NumPy's remainder of the signed minimum by -1 is 0"),
    ('minimum-by-minus-one/jax-int32-floor-divide', 'floor_divide', 'jax',
     _binary(_values('int32', '-2147483648'), _values('int32', '-1')),
     _array('int32', '-2147483648'),
     "openxla/xla xla/service/elemental_ir_emitter.cc §EmitIntegerDivide",
     "jnp.floor_divide of signed integers is lax.div, less one where the "
     "signs differ and the remainder is nonzero; XLA defines INT_SMIN / -1 "
     "as INT_SMIN and its remainder as 0, so no fix-up applies"),
)


# ml_dtypes' float8 conversion is not saturating: past the largest finite
# value (448 for e4m3fn, 57344 for e5m2) by at least half its ulp, a value
# is NaN in e4m3fn, which has no infinity, and infinity in e5m2.
ML_DTYPES = "jax-ml/ml_dtypes ml_dtypes/include/float8.h §ConvertImpl"
FLOAT8 = (
    ('float8/jax-e4m3fn-overflow', 'multiply', 'jax',
     _binary(_values('float8_e4m3fn', '448.0', '256.0', '-448.0'),
             _values('float8_e4m3fn', '2.0', '2.0', '2.0')),
     _array('float8_e4m3fn', 'nan', 'nan', 'nan'),
     ML_DTYPES,
     "448 * 2 = 896 and 256 * 2 = 512 are past 448, e4m3fn's largest "
     "finite value: NaN (its exponent field 1111 holds normal numbers, "
     "and no infinity)"),
    ('float8/jax-e4m3fn-largest', 'add', 'jax',
     _binary(_values('float8_e4m3fn', '384.0'),
             _values('float8_e4m3fn', '64.0')),
     _array('float8_e4m3fn', '448.0'),
     ML_DTYPES,
     "384 + 64 = 448 is e4m3fn's largest finite value, 1.75 * 2^8"),
    ('float8/jax-e5m2-overflow', 'multiply', 'jax',
     _binary(_values('float8_e5m2', '57344.0', '-32768.0'),
             _values('float8_e5m2', '2.0', '2.0')),
     _array('float8_e5m2', 'inf', '-inf'),
     ML_DTYPES,
     "past 57344, e5m2's largest finite value (1.75 * 2^15): infinity"),
)


HALF_PI_F32 = "1.5707963705062866"  # pi / 2 rounded to float32
STABLEHLO_ATAN2 = ("openxla/stablehlo docs/spec.md §atan2; "
                   "stablehlo/tests/interpret/atan2.mlir §atan2_op_test_c128")
ATAN2 = tuple(
    (f'atan2/jax-{dtype}-y-plus-minus-one-x-zero', 'atan2', 'jax',
     _binary(_values(dtype, ['1.0', '0.0'], ['-1.0', '0.0']),
             _values(dtype, ['0.0', '0.0'], ['0.0', '0.0'])),
     {"array": {"dtype": "complex64", "shape": [2],
                "data": [[HALF_PI_F32, "0.0"], ["-" + HALF_PI_F32, "0.0"]],
                "tolerance": {"ulp": 8, "scale": ["2.0", "2.0"]}}},
     STABLEHLO_ATAN2,
     "atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2)); with y = +-1 and "
     "x = 0, x + i y = +-i and sqrt(x^2 + y^2) = 1, so -i log(+-i) = +-pi/2, "
     "as the real atan2(+-1, 0) (StableHLO's interpreter test; the sign of "
     "the zero imaginary part is not compared under a tolerance); x64 off "
     "computes complex128 as complex64")
    for dtype in ("complex64", "complex128"))

CLIP = tuple(
    (f'clip/onnx-no-bounds-{dtype}', 'clip', 'onnx',
     {"x": _values(dtype, *data), "min": None, "max": None,
      "default_float": "float32"},
     _array(dtype, *data),
     "onnx/onnx v1.21.0 docs/Operators.md §Clip",
     "min and max are optional inputs; without them Clip bounds nothing "
     "and returns the input")
    for dtype, data in (("float32", ("-1.5", "0.0", "3.4028234663852886e+38")),
                        ("int8", ("-128", "0", "127")),
                        ("uint64", ("0", "18446744073709551615"))))



def _empty_matmul(dtype, rows, columns):
    """matmul of [rows, 0] by [0, columns]: no elements in, a result
    [rows, columns] without a 0."""
    return {"x1": _empty(dtype, rows, 0), "x2": _empty(dtype, 0, columns),
            "default_float": "float32"}


def _empty(dtype, *shape):
    return {"dtype": dtype, "shape": list(shape), "data": []}


# aten/src/ATen/EmptyTensor.cpp, computeStorageNbytesContiguous: the
# sizes' product in uint64, then mul_overflows(product, itemsize), refused
# ("Storage size calculation overflowed"). [2^60, 2] is 2^61 elements;
# times float64's 8 bytes, 2^64, which wraps uint64.
# xla/shape_util.cc, ValidateShapeSize: a shape whose element count (and
# byte size) overflows int64 is refused; [2^32, 2^32] is 2^64 elements.
SIZES = (
    ('sizes/torch-matmul-float64-bytes-wrap-uint64', 'matmul', 'torch',
     _empty_matmul('float64', 1 << 60, 2), {"error": "shape_overflow"},
     "pytorch/pytorch aten/src/ATen/EmptyTensor.cpp "
     "§computeStorageNbytesContiguous",
     "the result [2^60, 2] has 2^61 elements, within int64, but 2^61 "
     "float64 elements are 2^64 bytes, which wrap uint64"),
    ('sizes/jax-matmul-elements-past-int64', 'matmul', 'jax',
     _empty_matmul('float32', 1 << 32, 1 << 32), {"error": "shape_overflow"},
     "openxla/xla xla/shape_util.cc §ValidateShapeSize",
     "the result [2^32, 2^32] has 2^64 elements, past int64"),
)


MLX_LOGICAL = ("ml-explore/mlx mlx/ops.cpp §logical_or; "
               "mlx/types/complex.h §complex64_t")
TFJS = "tensorflow/tfjs tfjs-v4.22.0"
LIBRARY_RULES = (
    # logical_or(a, b) is astype(a, bool_) || astype(b, bool_), and a
    # complex64's conversion to bool goes through its operator float: the
    # real part alone.
    ('logical/mlx-complex64-imaginary-only-is-false', 'logical_or', 'mlx',
     _binary(_values('complex64', ['0.0', '1.0'], ['2.0', '0.0']),
             _values('float32', '0.0', '0.0')),
     _array('bool', False, True),
     MLX_LOGICAL,
     "1j has real part 0, so astype(bool_) makes it false; 2 + 0j is true; "
     "the float32 zeros are false"),
    # bitwise_and.ts: equal shapes, then both int32, else "BitwiseAnd: Only
    # supports 'int32' values in tensor".
    ('tfjs/bitwise-and-bool-x', 'bitwise_and', 'tfjs',
     _binary(_values('bool', True, False, True),
             _values('int32', '3', '1', '0')),
     {"error": "unsupported_dtype_for_op"},
     f"{TFJS} tfjs-core/src/ops/bitwise_and.ts §bitwiseAnd_",
     "equal shapes and an int32 y, but x is bool: only int32 is accepted, "
     "and no makeTypesMatch runs first"),
    # mod.ts runs the Mod kernel without a broadcast check of its own; the
    # CPU kernel's binaryKernelFunc without a complex implementation calls
    # assertNotComplex before it broadcasts.
    ('tfjs/mod-complex64-refused-before-shapes', 'remainder', 'tfjs',
     _binary(_values('complex64', ['1.0', '1.0'], ['2.0', '0.0']),
             _values('float32', '1.0', '2.0', '3.0')),
     {"error": "unsupported_dtype_for_op"},
     f"{TFJS} tfjs-core/src/ops/mod.ts §mod_; "
     "tfjs-backend-cpu/src/utils/binary_utils.ts §binaryKernelFunc",
     "[2] and [3] do not broadcast, but the Mod kernel refuses the complex64 "
     "operand (assertNotComplex) before it compares the shapes"),
    # Operators.md's Pow says nothing of an integer base and a negative
    # integer exponent; the reference's np.power refuses it.
    ('onnx/pow-int64-negative-exponent', 'pow', 'onnx',
     _binary(_values('int64', '3', '-2'), _values('int64', '-2', '3')),
     {"error": "undefined"},
     "onnx/onnx v1.21.0 docs/Operators.md §Pow",
     "3 ** -2 is an int64 base to a negative int64 exponent: the "
     "specification leaves the answer open"),
)
