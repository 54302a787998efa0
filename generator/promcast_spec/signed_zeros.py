"""maximum and minimum of +0.0 against -0.0: which zero comes back, in every
profile with floating arrays, in both orders, for one element and for 17
(past any vector width of 16 floats, so a library's vector body and its
scalar tail both run).

The rule of each profile (docs/semantics.md, "Signed zeros in maximum and
minimum"), as its library states or computes it:
  torch      the first operand (maximum_kernel's scalar lambda: a NaN check,
             then std::max / std::min, which return their first argument on
             a tie). PyTorch 1.13's float32 and float64 vector body
             (Vectorized<float>::maximum, _mm256_max_ps) returns the second
             instead: the library's paths disagree, and the cases follow its
             scalar rule; float16 and bfloat16 give the first on both paths.
  numpy      float32 and float64: the second operand (the SIMD loops of
             loops_minmax.dispatch.c.src, on every path); float16: the first
             (HALF_maximum's npy_half_ge).
  jax, tfjs  -0.0 below +0.0: maximum is +0.0 and minimum -0.0 in either
             order (XLA's max/min; JavaScript's Math.max / Math.min).
  mlx        the second operand (base_simd.h maximum: `a > b ? a : b`).
  onnx, array-api
             undefined: ONNX's Max and Min say nothing of the tie, and the
             standard leaves "the order of signed zeros" unspecified.
Two more rules where a zero's sign decides the answer:
  floor_divide   the standard's special cases: +infinity by +0 is
                 +infinity and by -0 -infinity, -infinity by +0 -infinity
                 and by -0 +infinity (the zero's sign gives the result's)
  tfjs remainder Mod.ts keeps `a % b` (the dividend's sign, so -0) when
                 a >= 0 and b >= 0, and -0 >= 0 holds: -0 % 3 is -0
Expectations are literals from these rules, not computed by the model."""

import math

from .builder import SpecCases, array, binary_inputs, expect_array, expect_error

SOURCE = "Array API standard, maximum"
FIRST, SECOND, ORDERED, UNDEFINED = "first", "second", "ordered", "undefined"

# profile: ({dtype: rule}, the document cited), the dtypes the profile's
# library has among float16, bfloat16, float32 and float64.
RULES = {
    "torch": ({"float16": FIRST, "bfloat16": FIRST, "float32": FIRST,
               "float64": FIRST},
              "pytorch/pytorch aten/src/ATen/native/cpu/BinaryOpsKernel.cpp"),
    "numpy": ({"float16": FIRST, "float32": SECOND, "float64": SECOND},
              "numpy/numpy numpy/core/src/umath/loops_minmax.dispatch.c.src"),
    "jax": ({"float16": ORDERED, "bfloat16": ORDERED, "float32": ORDERED},
            "jax-ml/jax jax/_src/lax/lax.py"),
    "mlx": ({"float16": SECOND, "bfloat16": SECOND, "float32": SECOND,
             "float64": SECOND},
            "ml-explore/mlx mlx/backend/cpu/simd/base_simd.h"),
    "tfjs": ({"float32": ORDERED},
             "tensorflow/tfjs tfjs-backend-cpu/src/kernels/Maximum.ts"),
    "onnx": ({"float16": UNDEFINED, "bfloat16": UNDEFINED,
              "float32": UNDEFINED, "float64": UNDEFINED},
             "onnx/onnx docs/Operators.md"),
    "array-api": ({"float32": UNDEFINED, "float64": UNDEFINED},
                  "Array API standard, maximum"),
}
SIZES = (1, 17)


def _zero(op, rule, a, b):
    """The zero op(a, b) gives under `rule`, a and b the two signed zeros."""
    if rule == FIRST:
        return a
    if rule == SECOND:
        return b
    return 0.0 if op == "maximum" else -0.0


def cases():
    spec = SpecCases("spec/signed-zeros", SOURCE)
    for profile, (rules, document) in RULES.items():
        for dtype, rule in rules.items():
            for size in SIZES:
                for a, b in ((0.0, -0.0), (-0.0, 0.0)):
                    order = ("plus-minus" if math.copysign(1.0, a) > 0
                             else "minus-plus")
                    inputs = binary_inputs(array(dtype, [size], [a] * size),
                                           array(dtype, [size], [b] * size))
                    for op in ("maximum", "minimum"):
                        expect = (expect_error("undefined")
                                  if rule == UNDEFINED else
                                  expect_array(dtype, [size],
                                               [_zero(op, rule, a, b)] *
                                               size))
                        spec.add(f"{op}/{profile}/{dtype}/{size}/{order}",
                                 op, inputs, expect,
                                 "Notes" if profile == "array-api"
                                 else op, document=document,
                                 profile=profile)
    _zero_divisors_and_dividends(spec)
    return spec.cases


def _zero_divisors_and_dividends(spec):
    inf = math.inf
    spec.add("floor_divide/array-api/float64/infinity-by-zero",
             "floor_divide",
             binary_inputs(array("float64", [4], [inf, inf, -inf, -inf]),
                           array("float64", [4], [0.0, -0.0, 0.0, -0.0])),
             expect_array("float64", [4], [inf, -inf, -inf, inf]),
             "Special Cases", document="Array API standard, floor_divide",
             note="an infinite x1_i by a zero x2_i is an infinity whose "
                  "sign is the product of the two signs",
             profile="array-api")
    spec.add("remainder/tfjs/float32/minus-zero-dividend", "remainder",
             binary_inputs(array("float32", [3], [-0.0, -0.0, 0.0]),
                           array("float32", [3], [3.0, 0.5, 2.0])),
             expect_array("float32", [3], [-0.0, -0.0, 0.0]),
             "mod", document="tensorflow/tfjs "
                             "tfjs-backend-cpu/src/kernels/Mod.ts",
             note="a >= 0 && b >= 0 holds for a = -0, so rem = a % b is "
                  "kept: -0 % 3 and -0 % 0.5 are -0 (ECMAScript's %, the "
                  "dividend's sign); (rem + b) % b would give +0",
             profile="tfjs")
