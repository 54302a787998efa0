"""Complex pow at a zero base, where NumPy and PyTorch part ways.

The principal value exp(y * log(x)) has no value at x = 0 (log 0 is not a
number), so each library answers from its own code:

  NumPy   npy_cpow (numpy/core/src/npymath/npy_math_complex.c.src):
          y == 0 gives 1; a zero base gives 0 where y is real and positive
          (br > 0 && bi == 0) and NaN + NaN i for every other exponent,
          0 ** 2j and 0 ** -1 included.
  PyTorch pow_tensor_tensor_kernel (aten/src/ATen/native/cpu/PowKernel.cpp)
          calls std::pow on c10::complex, which c10/util/complex_math.h
          hands to std::pow of std::complex; libstdc++ gives that to glibc's
          cpow, cexp(y * clog(x)) (math/s_cpow_template.c), with no case for
          a zero base. clog(+-0 +- 0i) is -inf + i arg, so the product's
          real part is -inf times the sign of Re(y), and cexp (ISO C Annex
          G, G.6.3.1) gives 0 where Re(y) > 0, +inf + NaN i where Re(y) < 0
          and NaN + NaN i where Re(y) is 0: 0 ** 0 is NaN + NaN i, and
          0 ** (2 + 1j) is 0.

Both were measured: NumPy 1.24.2 and PyTorch 1.13.1 (glibc 2.36, x86-64),
every sign of the zero base. Every expected complex power of the corpus
carries the tolerance of 8 ulps scaled by the result's modulus
(docs/values.md); here the scale is 1 for the answer 1 and none for 0, inf
and NaN. Under a tolerance +0 and -0 are equal, so the zeros' signs stay
open: PyTorch's come from the sign of an intermediate NaN, which Annex G
leaves unspecified. The expectations are written by hand from the rules
above, never the model.
"""

from .builder import table_cases

PREFIX = "spec/complex-pow-zero-base"
SOURCE = ("each library's source as cited per case: numpy/numpy, "
          "pytorch/pytorch and glibc")

NUMPY_SOURCE = ("numpy/numpy numpy/core/src/npymath/npy_math_complex.c.src "
                "§npy_cpow")
TORCH_SOURCE = ("pytorch/pytorch aten/src/ATen/native/cpu/PowKernel.cpp "
                "§pow_tensor_tensor_kernel; c10/util/complex_math.h §pow; "
                "glibc math/s_cpow_template.c")

# The four zero bases, each against every exponent below.
BASES = (["0.0", "0.0"], ["-0.0", "0.0"], ["0.0", "-0.0"], ["-0.0", "-0.0"])

ZERO = ["0.0", "0.0"]
ONE = ["1.0", "0.0"]
NAN = ["nan", "nan"]
INF_NAN = ["inf", "nan"]

# (exponent, NumPy's answer, PyTorch's answer, what it shows)
EXPONENTS = (
    (["2.0", "0.0"], ZERO, ZERO, "a real, positive exponent"),
    (["0.5", "0.0"], ZERO, ZERO, "a real, positive exponent below 1"),
    (["2.0", "1.0"], NAN, ZERO, "a positive real part with an imaginary one"),
    (["0.5", "-1.0"], NAN, ZERO, "a positive real part, a negative imaginary one"),
    (["-1.0", "0.0"], NAN, INF_NAN, "a real, negative exponent"),
    (["-2.0", "1.0"], NAN, INF_NAN, "a negative real part with an imaginary one"),
    (["0.0", "1.0"], NAN, NAN, "an imaginary exponent"),
    (["0.0", "0.0"], ONE, NAN, "the exponent 0"),
    (["-0.0", "0.0"], ONE, NAN, "the exponent -0"),
)


# The corpus's tolerance of a complex power: 8 ulps, at the magnitude of
# the result where it is a finite nonzero number.
POW_ULP = 8


def _column(dtype, data, scale=None):
    column = {"dtype": dtype, "shape": [len(data)], "data": data}
    if scale is not None:
        column["tolerance"] = {"ulp": POW_ULP, "scale": [scale] * len(data)}
    return column


def _scale(answer):
    return "1.0" if answer == ONE else "0.0"


def _case(profile, dtype, name, exponent, answer, source, note):
    """Every zero base to `exponent` (an input: an array or a Python
    scalar), each answering `answer`."""
    count = len(BASES)
    return (f"{profile}/{dtype}/{name}", "pow", profile,
            {"a": _column(dtype, [list(base) for base in BASES]),
             "b": exponent, "default_float": "float32"},
            {"array": _column(dtype, [list(answer)] * count, _scale(answer))},
            source, note)


# A Python scalar exponent is pow.Tensor_Scalar (aten/src/ATen/native/
# Pow.cpp, cpu/PowKernel.cpp pow_tensor_scalar_kernel): 0 and 1 answer
# without a kernel (ones, a copy); -0.5, -1 and -2 run rsqrt_kernel,
# reciprocal_kernel and 1 / (x * x), whose c10::complex division gives
# NaN + NaN i at a zero base; 2 and 3 multiply (0); 0.5 is sqrt (0); any
# other exponent is std::pow, glibc's cpow as above. NumPy converts the
# scalar to the array's dtype and runs npy_cpow.
TORCH_SCALAR_SOURCE = ("pytorch/pytorch aten/src/ATen/native/cpu/PowKernel.cpp "
                       "§pow_tensor_scalar_kernel; aten/src/ATen/native/Pow.cpp "
                       "§pow_Tensor_Scalar_out")

# (kind, value, name, NumPy's answer, PyTorch's answer, what it shows)
SCALAR_EXPONENTS = (
    ("float", "-1.0", "float-1", NAN, NAN, "-1.0: reciprocal_kernel"),
    ("int", "-1", "int-1", NAN, NAN, "-1: reciprocal_kernel"),
    ("float", "-0.5", "float-0.5", NAN, NAN, "-0.5: rsqrt_kernel"),
    ("int", "-2", "int-2", NAN, NAN, "-2: 1 / (x * x)"),
    ("complex", ["-1.0", "0.0"], "complex-1", NAN, NAN,
     "(-1 + 0j), equal to -1: reciprocal_kernel"),
    ("float", "-2.5", "float-2.5", NAN, INF_NAN, "-2.5: std::pow, glibc's cpow"),
    ("int", "-3", "int-3", NAN, INF_NAN, "-3: std::pow, glibc's cpow"),
    ("float", "0.5", "float0.5", ZERO, ZERO, "0.5: sqrt_kernel"),
    ("int", "2", "int2", ZERO, ZERO, "2: x * x"),
    ("complex", ["2.0", "1.0"], "complex2_1j", NAN, ZERO,
     "(2 + 1j): std::pow, glibc's cpow"),
    ("complex", ["0.0", "0.0"], "complex0", ONE, ONE,
     "0j: pow_Tensor_Scalar_out fills ones, no kernel"),
)


def cases():
    rows = []
    for dtype in ("complex64", "complex128"):
        for (real, imag), numpy_answer, torch_answer, shows in EXPONENTS:
            exponent = _column(dtype, [[real, imag]] * len(BASES))
            for profile, answer, source, how in (
                    ("numpy", numpy_answer, NUMPY_SOURCE, "npy_cpow"),
                    ("torch", torch_answer, TORCH_SOURCE,
                     "glibc's cpow, cexp(y * clog(x))")):
                rows.append(_case(profile, dtype, f"re{real}_im{imag}", exponent, answer,
                                  source, f"every signed zero to {shows}: {how}"))
        for kind, value, name, numpy_answer, torch_answer, shows in SCALAR_EXPONENTS:
            exponent = {"kind": kind, "value": value}
            for profile, answer, source, how in (
                    ("numpy", numpy_answer, NUMPY_SOURCE, " in PyTorch; NumPy's npy_cpow"),
                    ("torch", torch_answer, TORCH_SCALAR_SOURCE, "")):
                rows.append(_case(profile, dtype, f"scalar-{name}", exponent, answer, source,
                                  f"every signed zero to the Python scalar {shows}{how}"))
    return table_cases(PREFIX, rows)
