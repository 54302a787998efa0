"""Element-wise rules of several libraries, each at the values where the
rule alone decides the answer (a common value would come out the same
under a neighbouring rule):

  an integer converted to float32     rounded once: bits below double's
                                      precision push a near-midpoint up
  jnp.floor_divide, jnp.remainder     _float_divmod's fix-up and the
  of floats                           remainder's sign fix-up apply only
                                      where the signs differ
  jnp.power of integers               _pow_int_int: six squarings, so only
                                      the exponent's low six bits count
  MLX's complex logaddexp             no wrapping of the imaginary part;
                                      C's cexp on an infinite real part
  NumPy's complex ordering            lexicographic: on equal real parts
                                      the imaginary parts decide, strictly
  ONNX's Div of integers              truncation of signed values, unsigned
                                      division of uint64 past 2^63
  TensorFlow.js's mod and minimum     `a % b` kept when the signs agree;
                                      minimum of int32 is Math.min
  torch.pow by a complex 0j           the fill with 1 before any kernel
  MLX's Python int beside bools       made an int32 first, wrapping
  NumPy's Python int beyond 64 bits   converted to float64 as float(int)
  NumPy's integer power               an exponent of 2^62 is positive
  the standard's floor_divide         an infinity by an infinity is NaN, by
                                      a zero a signed infinity
  XLA's broadcast_dimensions          strictly increasing, the identity for
                                      operands of one rank; a degenerate
                                      (1) dimension of the higher-rank
                                      operand takes the other's size
  jnp.promote_types                   x64 off: uint32 joins int16 at int32
  complex64 multiply                  in float: each product and each sum
                                      rounded to float, so a product past
                                      float's range is an infinity even
                                      where the exact part is not

Every expectation is a literal worked out by hand from the cited source,
never computed by the model.

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from .builder import table_cases
from .oracle_edges import _array, _values

PREFIX = "spec/elementwise-edges"
SOURCE = ("each library's source as cited per case: pytorch/pytorch, "
          "jax-ml/jax, ml-explore/mlx, numpy/numpy, onnx/onnx, "
          "tensorflow/tfjs, openxla/xla, the Array API standard")


def _rows(rows):
    return table_cases(PREFIX, rows)


def cases():
    return _rows(CONVERSION + JAX_DIVISION + JAX_POWER + MLX_LOGADDEXP +
                 NUMPY_ORDER + ONNX_DIVIDE + TFJS_KERNELS + TORCH_POW +
                 MLX_SCALAR + NUMPY_SCALAR + NUMPY_POWER +
                 ARRAY_API_FLOOR_DIVIDE + XLA_DIMENSIONS + JAX_PROMOTE +
                 COMPLEX64_MULTIPLY)


def _binary(a, b):
    return {"a": a, "b": b, "default_float": "float32"}


# int64 with float32 computes in float32 (c10/core/ScalarType.cpp
# promoteTypes). 2^61 + 2^37 + 8 is 8 above the midpoint of float32's
# neighbours 2^61 and 2^61 + 2^38 and converts once, up; through double
# (ulp 2^9 there) the 8 would be lost and the midpoint tie to even, down.
CONVERSION = (
    ('convert/torch-int64-float32', 'subtract', 'torch',
     _binary(_values('int64', '2305843146652647432', '-2305843146652647432'),
             _values('float32', '0.0', '-0.0')),
     _array('float32', '2.305843284091601e+18', '-2.305843284091601e+18'),
     "pytorch/pytorch c10/core/ScalarType.cpp §promoteTypes",
     "the int64 converts to float32 correctly rounded, once: 2^61 + 2^37 "
     "+ 8 goes up to 2^61 + 2^38"),
)


# jax/_src/numpy/ufuncs.py: floor_divide of floats is _float_divmod's
# quotient: mod = lax.rem(x, y); div = lax.div(x - mod, y); div - 1 where
# mod != 0 and sign(y) != sign(mod); then lax.round. remainder:
# trunc_mod = lax.rem(x, y), plus y where trunc_mod != 0 and (trunc_mod <
# 0) != (y < 0).
#   7 // -2: mod 1, (7 - 1) / -2 = -3, signs differ: -4; 7 % -2: 1 - 2 = -1
#   -7 // 2: mod -1, -6 / 2 = -3, signs differ: -4; -7 % 2: -1 + 2 = 1
#   7 // 2: mod 1, 6 / 2 = 3, same sign: 3; 7 % 2: 1
#   -7 // -2: mod -1, -6 / -2 = 3: 3; -7 % -2: -1
JAX_UFUNCS = "jax-ml/jax jax/_src/numpy/ufuncs.py"
JAX_DIVISION = (
    ('jax-float/floor-divide-signs', 'floor_divide', 'jax',
     _binary(_values('float32', '7.0', '-7.0', '7.0', '-7.0'),
             _values('float32', '-2.0', '2.0', '2.0', '-2.0')),
     _array('float32', '-4.0', '-4.0', '3.0', '3.0'),
     JAX_UFUNCS + " §_float_divmod",
     "the quotient is lowered by one only where the remainder is nonzero "
     "and its sign differs from the divisor's"),
    ('jax-float/remainder-signs', 'remainder', 'jax',
     _binary(_values('float32', '7.0', '-7.0', '7.0', '-7.0'),
             _values('float32', '-2.0', '2.0', '2.0', '-2.0')),
     _array('float32', '-1.0', '1.0', '1.0', '-1.0'),
     JAX_UFUNCS + " §remainder",
     "the truncated remainder takes the divisor added only where it is "
     "nonzero and its sign differs from the divisor's"),
)


# _pow_int_int (jax/_src/numpy/ufuncs.py): acc starts at 0 where x == 0 and
# y != 0, else 1; six rounds of acc *= x where y's low bit is set, x *= x,
# y >>= 1. So 2 ** 64 is 1 (64's low six bits are 0), 3 ** 65 is 3, 0 **
# 64 is 0, (-1) ** 65 is -1.
JAX_POWER = (
    ('jax-int/power-low-six-bits', 'pow', 'jax',
     _binary(_values('int32', '2', '3', '0', '-1'),
             _values('int32', '64', '65', '64', '65')),
     _array('int32', '1', '3', '0', '-1'),
     JAX_UFUNCS + " §_pow_int_int",
     "binary exponentiation over six bits of the exponent: 64 counts as 0 "
     "and 65 as 1, and 0 to a nonzero power is 0"),
)


# detail::LogAddExp (mlx/backend/cpu/binary_ops.h): maxval, minval by
# complex64_t's lexicographic comparison; maxval where minval == -inf or
# maxval == inf (as a float: a zero imaginary part); else maxval +
# log1p(exp(minval - maxval)).
#   -1+5j with itself: -1+5j + log1p(exp(0)) = (log 2 - 1) + 5j, 5 kept
#     (no wrapping into [-pi, pi])
#   2-1j with inf+2j: maxval inf+2j, no shortcut; exp(-inf + (-3)i) is a
#     zero (ISO C11 Annex G.6.3.1 cexp), log1p(0) = 0: inf+2j
#   -inf+0j with -inf-0j: a tie, both are the second, -inf-0j, which equals
#     -inf (its imaginary part is a zero): returned as it is (the formula
#     would give -inf - -inf, NaN)
#   -4+nanj with -inf+0j: maxval -4+nanj (the real parts decide), minval
#     -inf+0j equals -inf: -4+nanj returned
MLX_LOGADDEXP = (
    ('mlx-complex/logaddexp', 'logaddexp', 'mlx',
     _binary(_values('complex64', ["-1.0", "5.0"], ["2.0", "-1.0"],
                     ["-inf", "0.0"], ["-4.0", "nan"]),
             _values('complex64', ["-1.0", "5.0"], ["inf", "2.0"],
                     ["-inf", "-0.0"], ["-inf", "0.0"])),
     # The model's scales (tolerances.py): |max| + |log 2|, 5.79, to a
     # power of two; none with an infinity.
     {"array": dict(_values('complex64', ["-0.3068528175354004", "5.0"],
                            ["inf", "2.0"], ["-inf", "-0.0"],
                            ["-4.0", "nan"]),
                    tolerance={"ulp": 8,
                               "scale": ["8.0", "0.0", "0.0", "0.0"]})},
     "ml-explore/mlx mlx/backend/cpu/binary_ops.h §LogAddExp; ISO C11 "
     "Annex G.6.3.1 (cexp)",
     "a value with itself is itself plus log 2, the imaginary part 5 "
     "unwrapped; an infinite real part with a nonzero imaginary part takes "
     "the formula, where exp(-inf + i y) is 0: inf+2j; a minval of -inf "
     "with a zero imaginary part returns maxval, NaN part and all"),
) + tuple(
    # The imaginary part past pi: (1+3j) and (0.5-2.5j), max 1+3j by its
    # real part, 1+3j + log1p(exp(-0.5-5.5j)) = 1.40044877 + 3.29080403j,
    # which is log(e^(1+3j) + e^(0.5-2.5j)) but for 2 pi in the imaginary
    # part. jnp.logaddexp wraps that part into [-pi, pi] (jax/_src/lax/
    # other.py §logaddexp: _wrap_between(imag(out), pi)): 3.29080403 - 2 pi
    # = -2.99238128. MLX adds without wrapping (binary_ops.h §LogAddExp).
    # The scale: the largest of |a|, |b| and |result| (3.30) to a power of
    # two.
    ('%s-complex/logaddexp-imaginary-past-pi' % profile, 'logaddexp', profile,
     _binary(_values('complex64', ["1.0", "3.0"]),
             _values('complex64', ["0.5", "-2.5"])),
     {"array": dict(_values('complex64', ["1.4004487991333008", imaginary]),
                    tolerance={"ulp": 8, "scale": ["4.0"]})},
     source, note)
    for profile, imaginary, source, note in (
        ('jax', "-2.9923813343048096",
         "jax-ml/jax jax/_src/lax/other.py §logaddexp, §_wrap_between",
         "the imaginary part 3.29080403 is wrapped into [-pi, pi]: "
         "-2.99238128"),
        ('mlx', "3.290804147720337",
         "ml-explore/mlx mlx/backend/cpu/binary_ops.h §LogAddExp",
         "the imaginary part 3.29080403 is kept: MLX does not wrap it")))


# numpy/_core/src/umath/loops.c.src, the complex comparison macros: CGT(xr,
# xi, yr, yi) is (xr > yr && !isnan(xi) && !isnan(yi)) || (xr == yr && xi
# > yi); CLT likewise with <. Equal real parts leave it to the imaginary
# parts, strictly.
NUMPY_LOOPS = "numpy/numpy numpy/_core/src/umath/loops.c.src §CGT, §CLT"
NUMPY_ORDER = (
    ('numpy-complex/greater-equal-real-parts', 'greater', 'numpy',
     _binary(_values('complex64', ["1.0", "1.0"], ["1.0", "2.0"],
                     ["1.0", "2.0"]),
             _values('complex64', ["1.0", "2.0"], ["1.0", "1.0"],
                     ["1.0", "2.0"])),
     _array('bool', False, True, False),
     NUMPY_LOOPS,
     "with equal real parts, 1+1j > 1+2j is false, 1+2j > 1+1j true, and a "
     "value is not greater than itself"),
    ('numpy-complex/less-equal-real-parts', 'less', 'numpy',
     _binary(_values('complex128', ["3.0", "-1.0"], ["3.0", "-1.0"]),
             _values('complex128', ["3.0", "-1.0"], ["3.0", "0.0"])),
     _array('bool', False, True),
     NUMPY_LOOPS,
     "a value is not less than itself; 3-1j < 3+0j by the imaginary parts"),
)


# docs/Operators.md §Div: integer inputs divide truncating toward zero.
# -7 / 2 is -3 and 9 / -4 is -2 (floor division would give -4 and -3);
# (2^64 - 2) / 3 is 6148914691236517204 as unsigned numbers.
ONNX_DIVIDE = (
    ('onnx-int/divide-truncates', 'divide', 'onnx',
     _binary(_values('int16', '-7', '9', '-9'),
             _values('int16', '2', '-4', '-4')),
     _array('int16', '-3', '-2', '2'),
     "onnx/onnx docs/Operators.md §Div",
     "truncation toward zero: -3.5 to -3, -2.25 to -2, 2.25 to 2"),
    ('onnx-int/divide-uint64-high-bit', 'divide', 'onnx',
     _binary(_values('uint64', '18446744073709551614'),
             _values('uint64', '3')),
     _array('uint64', '6148914691236517204'),
     "onnx/onnx docs/Operators.md §Div",
     "2^64 - 2 is an unsigned number, not -2: divided by 3 it is "
     "6148914691236517204"),
)


# tfjs-backend-cpu: Mod.ts keeps rem = a % b where a < 0 and b < 0 or a >=
# 0 and b >= 0, else (rem + b) % b; ECMAScript's 5 % Infinity is 5, so
# mod(5, inf) is 5 and mod(-5, -inf) -5 ((rem + b) % b would be NaN).
# Minimum.ts is Math.min on int32 values.
TFJS_KERNELS = (
    ('tfjs/remainder-infinite-divisor', 'remainder', 'tfjs',
     _binary(_values('float32', '5.0', '-5.0'),
             _values('float32', 'inf', '-inf')),
     _array('float32', '5.0', '-5.0'),
     "tensorflow/tfjs tfjs-backend-cpu/src/kernels/Mod.ts §mod",
     "signs that agree keep a % b, which for an infinite b is a itself"),
    ('tfjs/minimum-int32', 'minimum', 'tfjs',
     _binary(_values('int32', '3', '-5', '2147483647'),
             _values('int32', '-2', '7', '-2147483648')),
     _array('int32', '-2', '-5', '-2147483648'),
     "tensorflow/tfjs tfjs-backend-cpu/src/kernels/Minimum.ts §minimum",
     "Math.min of the two int32 values"),
)


# pow_Tensor_Scalar_out (aten/src/ATen/native/Pow.cpp) fills the result
# with 1 when the Scalar equals 0, a complex 0j included, before any
# kernel; complex32 has no pow kernel.
TORCH_POW = (
    ('torch/pow-complex32-by-0j', 'pow', 'torch',
     {"a": _values('complex32', ["0.0", "0.0"], ["-2.0", "0.5"]),
      "b": {"kind": "complex", "value": ["0.0", "0.0"]},
      "default_float": "float32"},
     {"array": dict(_values('complex32', ["1.0", "0.0"], ["1.0", "0.0"]),
                    tolerance={"ulp": 8, "scale": ["1.0", "1.0"]})},
     "pytorch/pytorch aten/src/ATen/native/Pow.cpp §pow_Tensor_Scalar_out",
     "the exponent 0j equals 0: out.fill_(1), 0 ** 0j included"),
)


# python/src/utils.cpp to_array: a Python int beside a bool array becomes
# an int32 array, unchecked (wrapping), and divide then converts it to
# float32: 2^32 + 2 is 2, 2 / true is 2 and 2 / false is inf.
MLX_SCALAR = (
    ('mlx-scalar/divide-int-beyond-int32-by-bool', 'divide', 'mlx',
     {"a": {"kind": "int", "value": "4294967298"},
      "b": _values('bool', True, False), "default_float": "float32"},
     _array('float32', '2.0', 'inf'),
     "ml-explore/mlx python/src/utils.cpp §to_array",
     "the int is an int32 first, 2^32 + 2 wrapping to 2: 2 / 1 and 2 / 0"),
)


# NEP 50 (numpy/_core/src/multiarray/convert_datatype.c, the Python int's
# abstract dtype): a Python int beside a float64 array is converted to
# float64, float(2^64) = 1.8446744073709552e19 and float(-2^63 - 1) =
# -9.223372036854776e18, beyond any integer dtype; adding 1 or -1 leaves
# them (ulp 4096 and 2048).
NUMPY_SCALAR = (
    ('numpy-scalar/add-int-beyond-64-bits', 'add', 'numpy',
     {"a": _values('float64', '1.0', '-1.0'),
      "b": {"kind": "int", "value": "18446744073709551616"},
      "default_float": "float32"},
     _array('float64', '1.8446744073709552e+19', '1.8446744073709552e+19'),
     "numpy/numpy numpy/_core/src/multiarray/convert_datatype.c "
     "§npy_update_operand_for_scalar",
     "2^64 fits no integer dtype but converts to float64 as it is; "
     "1 is below its ulp"),
    ('numpy-scalar/add-int-below-int64', 'add', 'numpy',
     {"a": _values('float64', '1.0'),
      "b": {"kind": "int", "value": "-9223372036854775809"},
      "default_float": "float32"},
     _array('float64', '-9.223372036854776e+18'),
     "numpy/numpy numpy/_core/src/multiarray/convert_datatype.c "
     "§npy_update_operand_for_scalar",
     "-2^63 - 1 rounds to the float64 -2^63; 1 is below its ulp"),
)


# @TYPE@_power (numpy/_core/src/umath/loops.c.src): a negative exponent is
# an error, else binary exponentiation wrapping in the dtype. 2^62 is
# positive and even: 1 ** 2^62 = 1, 0 ** 2^62 = 0, (-1) ** 2^62 = 1, and 2
# squared 62 times wraps to 0 in int64.
NUMPY_POWER = (
    ('numpy-int/power-exponent-2-62', 'pow', 'numpy',
     _binary(_values('int64', '1', '0', '-1', '2'),
             _values('int64', '4611686018427387904')),
     _array('int64', '1', '0', '1', '0'),
     "numpy/numpy numpy/_core/src/umath/loops.c.src §@TYPE@_power",
     "an exponent of 2^62 is positive, not negative: binary exponentiation "
     "with wrapping"),
)


# The standard's floor_divide special cases: x1_i infinite and x2_i
# infinite is NaN; +infinity by +0 is +infinity, -infinity by +0
# -infinity.
ARRAY_API_FLOOR_DIVIDE = (
    ('array-api/floor-divide-infinities', 'floor_divide', 'array-api',
     _binary(_values('float32', 'inf', '-inf', 'inf', '-inf'),
             _values('float32', 'inf', 'inf', '0.0', '0.0')),
     _array('float32', 'nan', 'nan', 'inf', '-inf'),
     "Array API standard, floor_divide §Special Cases",
     "an infinity by an infinity is NaN; an infinity by +0 is an infinity "
     "of the dividend's sign"),
)


# xla/service/shape_inference.cc: InferInDimBroadcastShape refuses
# broadcast_dimensions that do not increase ("Broadcast dimensions order is
# wrong"), comparing each with the one before it; InferElementwiseBinaryOpShape
# refuses, for operands of one rank, any list but the identity.
XLA_SHAPES = "openxla/xla xla/service/shape_inference.cc"
XLA_DIMENSIONS = (
    ('xla/degenerate-higher-rank-dimension-takes-smaller-size',
     'xla_broadcast', None,
     {"lhs": [2, 1], "rhs": [3], "broadcast_dimensions": [1]},
     {"shape": [2, 3]},
     "openxla/xla docs/broadcasting.md §Broadcasting similar-rank arrays "
     "with degenerate dimensions",
     "rhs [3] maps to lhs dimension 1, which is 1 (degenerate): that "
     "dimension of the result takes the 3, so [2, 1] with [3] is [2, 3]"),
    ('xla/dimensions-order', 'xla_broadcast', None,
     {"lhs": [2, 3, 4], "rhs": [2, 7, 7, 7, 4, 3],
      "broadcast_dimensions": [0, 5, 4]},
     {"error": "invalid_broadcast_dimensions"},
     XLA_SHAPES + " §InferInDimBroadcastShape",
     "every size matches (2 with 2, 3 with 3, 4 with 4), but 4 comes after "
     "5: each dimension must be above the one before it"),
    ('xla/dimensions-increasing', 'xla_broadcast', None,
     {"lhs": [3, 4], "rhs": [2, 3, 4], "broadcast_dimensions": [1, 2]},
     {"shape": [2, 3, 4]},
     XLA_SHAPES + " §InferInDimBroadcastShape",
     "1 then 2 increase and the sizes match: the higher-rank shape"),
    ('xla/same-rank-identity', 'xla_broadcast', None,
     {"lhs": [5, 1], "rhs": [1, 6], "broadcast_dimensions": [0, 1]},
     {"shape": [5, 6]},
     XLA_SHAPES + " §InferElementwiseBinaryOpShape",
     "the identity is accepted for operands of one rank"),
    ('xla/same-rank-short', 'xla_broadcast', None,
     {"lhs": [5, 1], "rhs": [1, 6], "broadcast_dimensions": [0]},
     {"error": "invalid_broadcast_dimensions"},
     XLA_SHAPES + " §InferElementwiseBinaryOpShape",
     "for operands of one rank, [0] is shorter than the rank and so not "
     "the identity, even though its one entry is in place: refused"),
)


# jax/_src/dtypes.py: jnp.promote_types joins the two dtypes in
# _type_promotion_lattice with x64 off, where "if not x64: out[u32] =
# [i32, u64]": uint32's upper bounds then include int32.
JAX_PROMOTE = (
    ('promote-types/jax-uint32-int16-without-x64', 'promote_types', 'jax',
     {"dtypes": ["uint32", "int16"]}, {"dtype": "int32"},
     "jax-ml/jax jax/_src/dtypes.py §_type_promotion_lattice",
     "jnp.promote_types runs with x64 off, where the lattice has \"if not "
     "x64: out[u32] = [i32, u64]\": int32 is above both uint32 and int16, "
     "so no 64-bit type is formed"),
)


# complex64's multiply in float (c10/util/complex.h operator*=: real_ = a *
# c - b * d, imag_ = a * d + b * c on c10::complex<float>; NumPy's
# @TYPE@_multiply loop on npy_cfloat parts, numpy/core/src/umath/
# loops.c.src; XLA's EmitComplexBinaryOp, FSub(FMul(a, c), FMul(b, d)) and
# FAdd(FMul(a, d), FMul(b, c)) in the element type; MLX's complex64_t
# operator*, mlx/types/complex.h): every product and sum is a float one.
# 2^127 is float32's largest power of two, so 2^127 * 2 is inf in float:
#   (2^127 + 2^127 i)(2 + 2i): re = inf - inf = NaN, im = inf + inf = inf
#     (exactly, 0 and 2^129);
#   (2^127 + 2^127 i)(2 - 2i): re = inf + inf = inf, im = -inf + inf = NaN
#     (exactly, 2^129 and 0);
#   (float32 max - inf i)(inf + 2.5i): re = inf - (-inf) = inf, im = 8.5e38
#     + (-inf), inf - inf in float, NaN (exactly -inf).
_F32_POW127 = "1.7014118346046923e+38"
_COMPLEX64_FACTORS = _binary(
    _values('complex64', [_F32_POW127, _F32_POW127], [_F32_POW127, _F32_POW127],
            ["3.4028234663852886e+38", "-inf"]),
    _values('complex64', ["2.0", "2.0"], ["2.0", "-2.0"], ["inf", "2.5"]))
# The corpus's tolerance for a complex product (2 ulp at a scale of the
# least power of two at or above |a| |b|, 2^129 for the first two, none for
# an infinite factor); it holds only for finite parts, and these are not.
_COMPLEX64_PRODUCTS = {"array": dict(
    _values('complex64', ["nan", "inf"], ["inf", "nan"], ["inf", "nan"]),
    tolerance={"ulp": 2, "scale": ["6.80564733841877e+38", "6.80564733841877e+38", "0.0"]})}
_COMPLEX64_SOURCES = {
    'torch': "pytorch/pytorch c10/util/complex.h §operator*=",
    'numpy': "numpy/numpy numpy/core/src/umath/loops.c.src §@TYPE@_multiply",
    'jax': "openxla/xla xla/service/elemental_ir_emitter.cc §EmitComplexBinaryOp",
    'mlx': "ml-explore/mlx mlx/types/complex.h §operator*",
    'array-api': "numpy/numpy numpy/core/src/umath/loops.c.src §@TYPE@_multiply",
}
COMPLEX64_MULTIPLY = tuple(
    ('complex64-multiply/%s%s' % (profile, '-inplace' if op.endswith('_inplace') else ''),
     op, profile, _COMPLEX64_FACTORS, _COMPLEX64_PRODUCTS, _COMPLEX64_SOURCES[profile],
     "every product and sum of complex64's multiply is a float one: a product "
     "past float's range is inf, and inf - inf NaN, where the exact part is "
     "0 or -inf")
    for profile in ('torch', 'numpy', 'jax', 'mlx', 'array-api')
    for op in (('multiply', 'multiply_inplace') if profile in ('torch', 'numpy')
               else ('multiply',)))
