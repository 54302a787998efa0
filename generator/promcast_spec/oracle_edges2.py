"""More edge cases of rules the rest of the corpus reaches only by their
common values, one narrow rule each, where a changed oracle still agreed
with every other case:

  a Python float's truth under MLX   MLX makes a Python float beside an
                                     array a float32 array first (a C++
                                     float), so a float too small for
                                     float32 is false in logical_and and
                                     logical_or, whatever its double says
  a 0-d tensor bound of torch.clamp  beside a Python number, the Scalar
                                     overload takes the tensor's item(): a
                                     negative int64 is its own value, and
                                     int8's minimum converts to int8, a
                                     complex one with no imaginary part is
                                     its real part
  MLX's shifts of 8- and 16-bit     C++'s << and >> promote the operand to
  integers by 32                     int: a count of 32, the promoted
                                     width, is undefined behaviour, not the
                                     dtype's width
  MLX's floor_divide of bools        Divide on the bool dtype, C++'s `/` of
                                     the promoted ints: true // true is
                                     true (a remainder would be false)
  TensorFlow.js's floorDiv of bools  an int32 result of Math.floor(a / b)
                                     on the bools' 0 and 1: true / false is
                                     Infinity, stored in an Int32Array as 0
  JAX's unsigned floor_divide by 0   lax.div, XLA's unsigned division:
                                     x / 0 is all ones, the dtype's
                                     maximum (the signed kernel's -2 or -1
                                     is another value)
  ONNX Pow of an integer base with   the reference computes in float64 and
  a float exponent                   converts with astype(a.dtype): a power
                                     of exactly -2^(bits-1), the signed
                                     minimum, converts; 2^(bits-1) would not
  MLX's complex logaddexp            maximum and minimum are complex64_t's
                                     lexicographic ones, the second operand
                                     on ties; the shortcut for infinities
                                     compares with a float (a zero
                                     imaginary part only); elsewhere C's
                                     cexp on special values
  torch.pow by a complex 0j or 1+0j  pow_Tensor_Scalar_out compares the
                                     Scalar with 0 and 1 before any kernel
                                     (a complex one equal when its
                                     imaginary part is 0): fill with 1 or
                                     copy, even for complex32, which no pow
                                     kernel takes
  XLA's broadcast_dimensions of      same-rank operands accept only the
  operands of one rank               identity (every dimension, in order);
                                     a permutation or a shorter list is
                                     refused

Every expectation below is a literal, worked out by hand from the cited
source (and checked against PyTorch 1.13 itself, and for ONNX's numpy
reference against NumPy 1.24), never computed by the model.

Each table row is (name, op, profile, inputs, expect, source, note).
"""

from .builder import table_cases
from .oracle_edges import _array, _values

PREFIX = "spec/oracle-edges-2"
SOURCE = ("each library's source as cited per case: ml-explore/mlx, "
          "pytorch/pytorch, openxla/xla, tensorflow/tfjs, onnx/onnx")


def _rows(rows):
    return table_cases(PREFIX, rows)


def cases():
    return _rows(MLX_FLOAT_TRUTH + TORCH_CLAMP_ITEM + JAX_UNSIGNED_DIVIDE +
                 ONNX_POW_MINIMUM + MLX_SHIFT_PROMOTED_WIDTH +
                 MLX_BOOL_DIVIDE + TFJS_BOOL_FLOOR_DIVIDE +
                 MLX_COMPLEX_LOGADDEXP + TORCH_COMPLEX_UNIT_EXPONENT +
                 XLA_SAME_RANK)


def _with_float(a, value):
    return {"a": a, "b": {"kind": "float", "value": value},
            "default_float": "float32"}


# python/src/utils.cpp, to_array: a Python float beside an array becomes
# mx::array(nb::cast<float>(value), ...), the double narrowed to a C++
# float first. 1e-50 is below half of float32's least subnormal (2^-149,
# about 1.4e-45), so it rounds to +0.0 and is false; 1e-30 is a normal
# float32 and stays true.
MLX_TO_ARRAY = "ml-explore/mlx python/src/utils.cpp §to_array"
MLX_FLOAT_TRUTH = (
    ('float-truth/mlx-logical-and-underflow', 'logical_and', 'mlx',
     _with_float(_values('bool', True, False), '1e-50'),
     _array('bool', False, False),
     MLX_TO_ARRAY,
     "the Python float 1e-50 becomes a float32 0.0 before logical_and "
     "sees it, so it is false: true and 1e-50 is false"),
    ('float-truth/mlx-logical-or-underflow', 'logical_or', 'mlx',
     _with_float(_values('float32', '0.0', '2.5'), '1e-50'),
     _array('bool', False, True),
     MLX_TO_ARRAY,
     "1e-50 is a float32 0.0, false: 0.0 or 1e-50 is false, 2.5 or "
     "1e-50 true"),
    ('float-truth/mlx-logical-and-normal', 'logical_and', 'mlx',
     _with_float(_values('bool', True, False), '1e-30'),
     _array('bool', True, False),
     MLX_TO_ARRAY,
     "1e-30 is a normal float32, nonzero, so true: the narrowing to "
     "float32 zeroes only what float32 cannot hold"),
)


# torch.clamp(x, min=-5, max=torch.tensor(-128)): a Python number selects
# clamp(Tensor, Scalar? min, Scalar? max), and the 0-d tensor passes as
# the Scalar of its item(). -128 (int64) is int8's minimum, so the
# conversion to x's int8 is exact; clamp applies min, then max, so with
# min -5 above max -128 every element becomes -128. PyTorch 1.13 answers
# tensor([-128, -128, -128], dtype=torch.int8).
TORCH_CLAMP = ("pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp "
               "§clamp_out")
TORCH_CLAMP_ITEM = (
    ('clamp-item/torch-int8-max-int64-minimum', 'clip', 'torch',
     {"x": _values('int8', '1', '2', '-100'),
      "min": {"kind": "int", "value": "-5"},
      "max": {"dtype": "int64", "shape": [], "data": ["-128"]},
      "default_float": "float32"},
     _array('int8', '-128', '-128', '-128'),
     TORCH_CLAMP,
     "a 0-d int64 tensor beside a Python int bound is the Scalar of its "
     "item(), -128, which is int8's minimum and converts without overflow; "
     "min -5 then max -128 makes every element -128"),
    ('clamp-item/torch-float32-max-complex64-real', 'clip', 'torch',
     {"x": _values('float32', '-1.0', '1.0', '3.0'),
      "min": {"kind": "float", "value": "0.5"},
      "max": {"dtype": "complex64", "shape": [], "data": [["2.0", "0.0"]]},
      "default_float": "float32"},
     _array('float32', '0.5', '1.0', '2.0'),
     TORCH_CLAMP,
     "the item() of a 0-d complex64 tensor 2+0j is a complex Scalar whose "
     "toDouble() is its real part, 2 (an imaginary part would not "
     "convert); a floating x keeps its dtype: [0.5, 1.0, 2.0], as PyTorch "
     "1.13 answers"),
)


# onnx/reference/ops/op_pow.py: np.power(a, b).astype(a.dtype). An int
# base with a float64 exponent computes in float64; (-2) ** 31.0 is
# exactly -2^31, int32's minimum, which astype converts exactly (NumPy
# 1.24: [-2147483648, 1073741824]); likewise (-2) ** 63.0 in int64. 2 **
# 31.0 is one past int32's maximum: no int32 value.
ONNX_POW = "onnx/onnx onnx/reference/ops/op_pow.py §Pow"
ONNX_POW_MINIMUM = (
    ('pow-minimum/onnx-int32-float64', 'pow', 'onnx',
     {"a": _values('int32', '-2', '2'),
      "b": _values('float64', '31.0', '30.0'),
      "default_float": "float32"},
     _array('int32', '-2147483648', '1073741824'),
     ONNX_POW,
     "the float64 power -2^31 is int32's minimum and 2^30 is in range: "
     "astype(int32) converts both exactly"),
    ('pow-minimum/onnx-int64-float64', 'pow', 'onnx',
     {"a": _values('int64', '-2'), "b": _values('float64', '63.0'),
      "default_float": "float32"},
     _array('int64', '-9223372036854775808'),
     ONNX_POW,
     "the float64 power -2^63 is int64's minimum: astype(int64) converts "
     "it exactly"),
    ('pow-minimum/onnx-int32-float64-past-maximum', 'pow', 'onnx',
     {"a": _values('int32', '2'), "b": _values('float64', '31.0'),
      "default_float": "float32"},
     {"error": "undefined"},
     ONNX_POW,
     "the float64 power 2^31 is one past int32's maximum: astype(int32) of "
     "it is C's undefined conversion (NumPy warns \"invalid value "
     "encountered in cast\"), the other side of the minimum above"),
)


# DEFAULT_BINARY_OP(LeftShift, operator<<) and (RightShift, operator>>):
# MLX's CPU kernels shift with C++'s operators and guard nothing. An int8
# or uint16 operand is promoted to int (32 bits), so a count of 32 is at
# least the promoted operand's width: undefined behaviour ([expr.shift]),
# where a count of 8 to 31 is defined (and gives 0 or the sign here).
MLX_SHIFTS = ("ml-explore/mlx mlx/backend/cpu/binary_ops.h §LeftShift, "
              "§RightShift")
MLX_SHIFT_PROMOTED_WIDTH = tuple(
    (f'shift-promoted-width/mlx-{op}-{dtype}-by-32', op, 'mlx',
     {"a": _values(dtype, '1'), "b": _values(dtype, '32'),
      "default_float": "float32"},
     {"error": "undefined"},
     MLX_SHIFTS,
     f"{dtype} is promoted to int for C++'s shift, so a count of 32, the "
     "promoted width, is undefined behaviour")
    for op, dtype in (("bitwise_left_shift", "int8"),
                      ("bitwise_right_shift", "uint16")))


# jnp.floor_divide of unsigned integers is lax.div with no sign fix-up,
# and XLA's integer division (EmitIntegerDivide) answers an unsigned x / 0
# with all ones: 255 for uint8, 0 / 0 included.
XLA_DIVIDE = ("openxla/xla xla/service/elemental_ir_emitter.cc "
              "§EmitIntegerDivide")
JAX_UNSIGNED_DIVIDE = (
    ('unsigned-divide/jax-uint8-floor-divide-by-zero', 'floor_divide', 'jax',
     {"a": _values('uint8', '5', '200', '0'),
      "b": _values('uint8', '0', '7', '0'),
      "default_float": "float32"},
     _array('uint8', '255', '28', '255'),
     XLA_DIVIDE,
     "unsigned division by zero is all ones in XLA (X / 0 == -1, read as "
     "uint8: 255), 0 / 0 as well; 200 / 7 truncates to 28"),
)


# mlx/ops.cpp floor_divide: a dtype that is not inexact (bool here, the
# promotion of two bools) gets the Divide primitive, C++'s `/` on the
# elements promoted to int: true / true is 1, false / true 0, stored as
# bool. (false as the divisor is a division by zero, left undefined.)
MLX_BOOL_DIVIDE = (
    ('bool-divide/mlx-floor-divide-bool', 'floor_divide', 'mlx',
     {"a": _values('bool', True, False), "b": _values('bool', True, True),
      "default_float": "float32"},
     _array('bool', True, False),
     "ml-explore/mlx mlx/ops.cpp §floor_divide",
     "two bools promote to bool, which is not inexact, so floor_divide is "
     "Divide: true / true is 1 (true), false / true is 0 (false)"),
)


# tfjs-backend-cpu's FloorDiv: binaryKernelFunc(FloorDiv, (a, b) =>
# Math.floor(a / b), null, 'int32'). Bool operands are their 0 and 1, and
# the result is stored in an Int32Array: 1 / 0 is Infinity, which
# ToInt32 makes 0; 0 / 1 is 0; 1 / 1 is 1.
TFJS_BOOL_FLOOR_DIVIDE = (
    ('bool-divide/tfjs-floor-divide-bool', 'floor_divide', 'tfjs',
     {"a": _values('bool', True, False, True),
      "b": _values('bool', False, True, True),
      "default_float": "float32"},
     _array('int32', '0', '0', '1'),
     "tensorflow/tfjs tfjs-backend-cpu/src/kernels/FloorDiv.ts §floorDiv",
     "FloorDiv of bools is int32: Math.floor(1 / 0) is Infinity, 0 once "
     "stored in an Int32Array; Math.floor(0 / 1) is 0 and Math.floor(1 / 1) "
     "is 1"),
)


# detail::LogAddExp (mlx/backend/cpu/binary_ops.h): maxval = maximum(x, y),
# minval = minimum(x, y), maxval where `minval == -inf || maxval == inf`,
# else maxval + log1p(exp(minval - maxval)). Simd maximum is `a > b ? a : b`
# with complex64_t's lexicographic operator> (mlx/types/complex.h), so of
# 0j and 4j the maximum is 4j in either order, and of two equal values the
# second. A complex64_t compared with a float is std::complex's operator==:
# the real part equal and the imaginary part zero. exp of an infinite real
# part is C's cexp (ISO C11 Annex G.6.3.1): exp(-inf + i y) is a zero for
# any y.
#   0j, 4j: 4j + log1p(exp(-4j)); 1 + exp(-4j) = 0.34636 + 0.75680j, of
#     modulus 2 |cos 2| = 0.83229 (log -0.18357) and angle pi - 2 =
#     1.14159, so -0.18357 + 5.14159j. Taking x on the tie would give
#     0j + log1p(exp(4j)) = -0.18357 - 1.14159j: they differ by 2 pi.
#   inf+0j, inf+0j: maxval == inf holds, maxval returned (the formula would
#     give inf - inf, NaN).
#   -inf+0j, -inf-0j: a tie, maximum and minimum are the second operand,
#     -inf-0j, which equals -inf: returned as it is.
#   -inf+1j, -inf+2j: no shortcut (imaginary parts not zero); minval -
#     maxval has a real part -inf - -inf, NaN, and so does the result.
#   1+nanj, -inf+0j: maximum 1+nanj (real parts decide), minimum -inf+0j,
#     which equals -inf: 1+nanj returned.
#   -inf+0j, -inf+0j (last pair, reversed signs): the second, -inf+0j.
#   1+nanj, inf+1j: maximum inf+1j, minimum 1+nanj; the difference
#     -inf+nanj has exp 0 (cexp), log1p(0) is 0: inf+1j.
#   0j, inf+infj: difference -inf-infj, exp 0, so inf+infj.
#   -2+0j, -inf+infj: maximum -2+0j, difference -inf+infj, exp 0: -2+0j.
#   nan+0j, -inf+0j: Simd maximum and minimum return the first operand
#     when its real part is NaN; difference nan+0j, exp nan+0j, log1p NaN.
MLX_LOGADDEXP = ("ml-explore/mlx mlx/backend/cpu/binary_ops.h §LogAddExp; "
                 "mlx/backend/cpu/simd/base_simd.h §maximum §minimum §log1p; "
                 "mlx/types/complex.h §operator>")
MLX_COMPLEX_LOGADDEXP = (
    ('complex-max/mlx-logaddexp-real-tie', 'logaddexp', 'mlx',
     {"a": _values('complex64', ["0.0", "0.0"], ["0.0", "4.0"]),
      "b": _values('complex64', ["0.0", "4.0"], ["0.0", "0.0"]),
      "default_float": "float32"},
     {"array": dict(_values('complex64',
                            ["-0.18356992304325104", "5.141592502593994"],
                            ["-0.18356992304325104", "5.141592502593994"]),
                    # The model's scales (tolerances.py: the larger real
                    # part, x on a tie); a scale below the expected
                    # modulus leaves the modulus to decide.
                    tolerance={"ulp": 8, "scale": ["2.0", "8.0"]})},
     MLX_LOGADDEXP,
     "with equal real parts, MLX's maximum of two complex numbers is the "
     "one of larger imaginary part, so 0+4j in both orders: 4j + "
     "log1p(exp(-4j)) = -0.1836 + 5.1416j; x on a tie would give -0.1836 "
     "- 1.1416j for the first element, the principal logarithm telling "
     "the two apart"),
    ('complex-max/mlx-logaddexp-infinities', 'logaddexp', 'mlx',
     {"a": _values('complex64', ["inf", "0.0"], ["-inf", "0.0"],
                   ["-inf", "1.0"], ["1.0", "nan"], ["-inf", "-0.0"],
                   ["1.0", "nan"], ["0.0", "0.0"], ["-2.0", "0.0"],
                   ["nan", "0.0"]),
      "b": _values('complex64', ["inf", "0.0"], ["-inf", "-0.0"],
                   ["-inf", "2.0"], ["-inf", "0.0"], ["-inf", "0.0"],
                   ["inf", "1.0"], ["inf", "inf"], ["-inf", "inf"],
                   ["-inf", "0.0"]),
      "default_float": "float32"},
     # Every complex logaddexp carries a tolerance; with no finite terms
     # the scales are 0 and each value is compared as it is.
     {"array": dict(_values('complex64', ["inf", "0.0"], ["-inf", "-0.0"],
                            ["nan", "nan"], ["1.0", "nan"], ["-inf", "0.0"],
                            ["inf", "1.0"], ["inf", "inf"], ["-2.0", "0.0"],
                            ["nan", "nan"]),
                    tolerance={"ulp": 8, "scale": ["0.0"] * 9})},
     MLX_LOGADDEXP + "; ISO C11 Annex G.6.3.1 (cexp)",
     "the shortcut returns maxval where minval or maxval equals -inf or "
     "inf as a float, which takes a zero imaginary part: inf+0j with "
     "itself is inf+0j, not NaN; ties return the second operand (-inf-0j); "
     "-inf+1j with -inf+2j goes through the formula, -inf - -inf, NaN. "
     "Elsewhere exp(-inf + i y) is a zero whatever y, so 1+nanj with "
     "inf+1j is inf+1j, 0j with inf+infj is inf+infj, -2+0j with "
     "-inf+infj is -2+0j; a NaN real part, which maximum and minimum "
     "return first, gives NaN"),
)


# pow_Tensor_Scalar_out (aten/src/ATen/native/Pow.cpp): `if (exp.equal(0.0)
# || exp.equal(false)) out.fill_(1); else if (exp.equal(1.0) ||
# exp.equal(true)) out.copy_(base); else pow_tensor_scalar_stub`. Scalar's
# equal of a complex value compares both parts, so 0j and 1+0j take the
# fill and the copy. float16 with a complex Python scalar computes in
# complex32 (ComplexHalf), which no pow kernel dispatches.
TORCH_POW = "pytorch/pytorch aten/src/ATen/native/Pow.cpp §pow_Tensor_Scalar_out"
TORCH_COMPLEX_UNIT_EXPONENT = (
    ('unit-exponent/torch-float16-by-0j', 'pow', 'torch',
     {"a": _values('float16', '3.0', '-0.5'),
      "b": {"kind": "complex", "value": ["0.0", "0.0"]},
      "default_float": "float32"},
     {"array": dict(_values('complex32', ["1.0", "0.0"], ["1.0", "0.0"]),
                    tolerance={"ulp": 8, "scale": ["1.0", "1.0"]})},
     TORCH_POW,
     "float16 with a complex scalar is complex32; the exponent 0j equals 0, "
     "so the result is filled with 1 before any kernel is looked up"),
    ('unit-exponent/torch-complex32-by-1-0j', 'pow', 'torch',
     {"a": _values('complex32', ["-1.5", "2.0"], ["0.25", "-4.0"]),
      "b": {"kind": "complex", "value": ["1.0", "0.0"]},
      "default_float": "float32"},
     {"array": dict(_values('complex32', ["-1.5", "2.0"], ["0.25", "-4.0"]),
                    tolerance={"ulp": 8, "scale": ["4.0", "8.0"]})},
     TORCH_POW,
     "1+0j equals 1, so the base is copied to the result unchanged (the "
     "scales: each modulus to a power of two at or above it)"),
)


# xla/service/shape_inference.cc, InferElementwiseBinaryOpShape: for
# operands of equal rank, broadcast_dimensions must be empty or the
# identity ("Broadcast dimensions field must either be not set or be the
# identity on binary operations with operands of the same rank"); the
# identity leaves the degenerate-dimension broadcast as without it.
XLA_SHAPES = ("openxla/xla xla/service/shape_inference.cc "
              "§InferElementwiseBinaryOpShape")
XLA_SAME_RANK = (
    ('same-rank/xla-identity', 'xla_broadcast', None,
     {"lhs": [2, 1, 4], "rhs": [2, 3, 1], "broadcast_dimensions": [0, 1, 2]},
     {"shape": [2, 3, 4]},
     XLA_SHAPES,
     "the identity over all three dimensions is accepted: the result is "
     "the degenerate-dimension broadcast, [2, 3, 4]"),
    ('same-rank/xla-permutation', 'xla_broadcast', None,
     {"lhs": [3, 3], "rhs": [3, 3], "broadcast_dimensions": [1, 0]},
     {"error": "invalid_broadcast_dimensions"},
     XLA_SHAPES,
     "equal ranks with broadcast_dimensions [1, 0], not the identity: "
     "refused even though every dimension matches"),
)
