"""equal and not_equal with NaN at the same position of both operands, in
every floating and complex dtype of every profile that has the op, and
PyTorch's in-place comparison of a complex64 tensor with a 0-d bool tensor.

NaN compares unequal to everything, itself included (IEEE 754-2019 §5.11:
"every NaN shall compare unordered with everything, including itself"), so
equal is false and not_equal true wherever either operand is NaN. A complex
number is equal to another when both parts are (Array API standard, equal,
§Special Cases: "If x1_i or x2_i has a NaN component, the result is
False"): a NaN in either part makes it unequal to every complex number.
The operands have 17 elements, past any vector width of 16, so a vector
body and a scalar tail both meet a NaN pair: a kernel that compares bit
patterns, or that ignores a NaN imaginary part, answers true.

PyTorch 1.13's vectorized complex comparison (aten/src/ATen/cpu/vec/vec256/
vec256_complex_float.h, `eq` and `ne`) compares the real and imaginary parts
apart and writes each part's answer into the matching part of a complex
result: `a.eq_(b)` with a complex64 `a` of 8 elements or more writes 1 + 1j,
0 + 1j or 1 + 0j (pytorch/pytorch issue "cpu cfloat and cdouble ne and eq
incorrectly populates complex out where vectorized",
https://github.com/pytorch/pytorch/issues/75950). The in-place cases
expect the correct answer, 1 or 0 with a zero imaginary part, so the
library's bug keeps failing them.
Expectations are literals, not computed by the model."""

from .builder import SpecCases, array, binary_inputs, expect_array

SOURCE = "Array API standard, equal"
NAN = float("nan")
SIZE = 17

# profile: (its real floating dtypes, its complex dtypes) among the case
# format's, as its library has arrays of them; and whether it has
# not_equal (ONNX has no NotEqual operator).
PROFILES = {
    "torch": (("float16", "bfloat16", "float32", "float64"),
              ("complex64", "complex128")),
    "numpy": (("float16", "float32", "float64"), ("complex64", "complex128")),
    "array-api": (("float32", "float64"), ("complex64", "complex128")),
    "jax": (("float16", "bfloat16", "float32"), ("complex64",)),
    "mlx": (("float16", "bfloat16", "float32", "float64"), ("complex64",)),
    "tfjs": (("float32",), ()),
    "onnx": (("float16", "bfloat16", "float32", "float64"), ()),
}
NO_NOT_EQUAL = ("onnx",)

# (a, b, a == b) in turn over the 17 elements. Real operands: NaN against
# NaN, equal numbers, NaN against a number and a number against NaN.
_REAL_PAIRS = ((NAN, NAN, False), (1.0, 1.0, True), (NAN, 2.0, False),
               (3.0, NAN, False))
# Complex operands: a NaN real part on both sides, a NaN imaginary part on
# both sides, both parts NaN on both sides, then equal numbers.
_COMPLEX_PAIRS = ((complex(NAN, 0.0), complex(NAN, 0.0), False),
                  (complex(0.0, NAN), complex(0.0, NAN), False),
                  (complex(NAN, NAN), complex(NAN, NAN), False),
                  (complex(1.0, -1.0), complex(1.0, -1.0), True))


def _operands(pairs):
    """The two operands' values and equal's answer, element by element."""
    chosen = [pairs[i % len(pairs)] for i in range(SIZE)]
    return tuple([pair[k] for pair in chosen] for k in range(3))


def _nan_cases(spec):
    for profile, (reals, complexes) in PROFILES.items():
        for dtype in reals + complexes:
            pairs = _COMPLEX_PAIRS if dtype in complexes else _REAL_PAIRS
            a, b, equal = _operands(pairs)
            inputs = binary_inputs(array(dtype, [SIZE], a),
                                   array(dtype, [SIZE], b))
            spec.add(f"equal/{profile}/{dtype}", "equal", inputs,
                     expect_array("bool", [SIZE], equal), "Special Cases",
                     profile=profile)
            if profile not in NO_NOT_EQUAL:
                spec.add(f"not_equal/{profile}/{dtype}", "not_equal", inputs,
                         expect_array("bool", [SIZE],
                                      [not e for e in equal]),
                         "Special Cases", document="Array API standard, "
                         "not_equal", profile=profile)


def _torch_inplace_cases(spec):
    """x.eq_(True) and x.ne_(True), x complex64 of 9 elements: 1 + 2j (real
    part equal to True's 1, imaginary part not), 0, 1, 2."""
    values = [complex(1.0, 2.0), 0j, complex(1.0, 0.0), complex(2.0, 0.0)]
    x = [values[i % 4] for i in range(9)]
    equal = [complex(1.0 if v == 1 else 0.0, 0.0) for v in x]
    unequal = [complex(0.0 if v == 1 else 1.0, 0.0) for v in x]
    inputs = binary_inputs(array("complex64", [9], x),
                           array("bool", [], [True]))
    for op, result in (("equal_inplace", equal),
                       ("not_equal_inplace", unequal)):
        spec.add(f"{op}/torch/complex64-with-0d-bool", op, inputs,
                 expect_array("complex64", [9], result), "Tensor.eq_",
                 document="pytorch/pytorch aten/src/ATen/native/cpu/"
                 "BinaryOpsKernel.cpp", profile="torch",
                 note="PyTorch 1.13's vectorized complex comparison writes "
                      "each part's answer into that part "
                      "(https://github.com/pytorch/pytorch/issues/75950)")


def cases():
    spec = SpecCases("spec/nan-comparisons", SOURCE)
    _nan_cases(spec)
    _torch_inplace_cases(spec)
    return spec.cases
