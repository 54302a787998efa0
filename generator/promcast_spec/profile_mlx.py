"""The mlx profile's spec cases: MLX's own rules, read from ml-explore/mlx.

Every expectation below is a literal read from the upstream source (cited
per table), never computed by the model: the generator checks that the model
agrees with every one.
  mlx/dtype.cpp             type_rules, cell for cell (MLX v0.31.1's
                            14-type table: docs/profiles/mlx.md)
  python/src/utils.cpp      to_array / to_arrays: a Python scalar takes the
                            array's dtype, with the exceptions and the
                            overflow checks written there
  mlx/ops.cpp, mlx/backend/cpu/binary_ops.h, simd/base_simd.h,
  mlx/types/complex.h       what add, divide, maximum, less, bitwise_and do
                            with dtypes and values
"""

from .builder import (SpecCases, array, binary_inputs, expect_array,
                      expect_dtype, expect_error)

PREFIX = "spec/profile-mlx"
DTYPE_CPP = "ml-explore/mlx v0.31.1 mlx/dtype.cpp"
UTILS_CPP = "ml-explore/mlx python/src/utils.cpp"
OPS_CPP = "ml-explore/mlx mlx/ops.cpp"
KERNELS = "ml-explore/mlx mlx/backend/cpu/simd/base_simd.h"
SOURCE = ("ml-explore/mlx: mlx/dtype.cpp type_rules (v0.31.1), "
          "python/src/utils.cpp to_array, mlx/ops.cpp, the CPU kernels")

_MLX_NAME = {"bool_": "bool"}

# mlx/dtype.cpp type_rules as the C++ rows read, in Dtype::Val order; the
# float64 row and column as MLX v0.31.1 has them. Transcribed apart from the
# model's copy (promotion_mlx.py) so the two check each other.
TYPE_RULES = """
{bool_,     uint8,     uint16,    uint32,    uint64,    int8,      int16,     int32,     int64,     float16,   float32,   float64,   bfloat16,  complex64}, // bool
{uint8,     uint8,     uint16,    uint32,    uint64,    int16,     int16,     int32,     int64,     float16,   float32,   float64,   bfloat16,  complex64}, // uint8
{uint16,    uint16,    uint16,    uint32,    uint64,    int32,     int32,     int32,     int64,     float16,   float32,   float64,   bfloat16,  complex64}, // uint16
{uint32,    uint32,    uint32,    uint32,    uint64,    int64,     int64,     int64,     int64,     float16,   float32,   float64,   bfloat16,  complex64}, // uint32
{uint64,    uint64,    uint64,    uint64,    uint64,    float32,   float32,   float32,   float32,   float16,   float32,   float64,   bfloat16,  complex64}, // uint64
{int8,      int16,     int32,     int64,     float32,   int8,      int16,     int32,     int64,     float16,   float32,   float64,   bfloat16,  complex64}, // int8
{int16,     int16,     int32,     int64,     float32,   int16,     int16,     int32,     int64,     float16,   float32,   float64,   bfloat16,  complex64}, // int16
{int32,     int32,     int32,     int64,     float32,   int32,     int32,     int32,     int64,     float16,   float32,   float64,   bfloat16,  complex64}, // int32
{int64,     int64,     int64,     int64,     float32,   int64,     int64,     int64,     int64,     float16,   float32,   float64,   bfloat16,  complex64}, // int64
{float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float32,   float64,   float32,   complex64}, // float16
{float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float64,   float32,   complex64}, // float32
{float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   float64,   complex64}, // float64
{bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  float32,   float32,   float64,   bfloat16,  complex64}, // bfloat16
{complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64}, // complex64
"""

# to_arrays(array, scalar) then promote_types: the dtype of `array op
# scalar` for each array dtype (rows) and Python scalar kind (columns), the
# scalar's value in range (True, 1, 1.5, 1+2j). bool takes the array's
# dtype; int too, but int32 with bool_; float the array's dtype if it is
# floating, else float32 (then promoted: complex64 stays); complex is
# complex64.
SCALAR_KINDS = """
dtype      bool       int        float      complex
bool       bool       int32      float32    complex64
int8       int8       int8       float32    complex64
int16      int16      int16      float32    complex64
int32      int32      int32      float32    complex64
int64      int64      int64      float32    complex64
uint8      uint8      uint8      float32    complex64
uint16     uint16     uint16     float32    complex64
uint32     uint32     uint32     float32    complex64
uint64     uint64     uint64     float32    complex64
float16    float16    float16    float16    complex64
bfloat16   bfloat16   bfloat16   bfloat16   complex64
float32    float32    float32    float32    complex64
float64    float64    float64    float64    complex64
complex64  complex64  complex64  complex64  complex64
"""
_KIND_VALUES = {"bool": True, "int": "1", "float": "1.5",
                "complex": ["1.0", "2.0"]}

OVERFLOW = "scalar_out_of_range"
# Python ints against each array dtype: (value, dtype or OVERFLOW).
# nb::cast<long> fails outside int64 whatever the array; an integer dtype of
# fewer than 8 bytes must hold the value (mx::iinfo); int64, uint64, bool_
# (which becomes int32 unchecked) and the inexact dtypes check nothing more.
INT_VALUES = {
    "bool": (("1", "int32"), ("-1", "int32"), ("2147483648", "int32"),
             ("9223372036854775807", "int32"),
             ("9223372036854775808", OVERFLOW),
             ("-9223372036854775809", OVERFLOW)),
    "int8": (("127", "int8"), ("128", OVERFLOW), ("-128", "int8"),
             ("-129", OVERFLOW)),
    "int16": (("32767", "int16"), ("32768", OVERFLOW), ("-32768", "int16"),
              ("-32769", OVERFLOW)),
    "int32": (("2147483647", "int32"), ("2147483648", OVERFLOW),
              ("-2147483648", "int32"), ("-2147483649", OVERFLOW)),
    "int64": (("9223372036854775807", "int64"),
              ("9223372036854775808", OVERFLOW),
              ("-9223372036854775808", "int64"),
              ("-9223372036854775809", OVERFLOW)),
    "uint8": (("255", "uint8"), ("256", OVERFLOW), ("0", "uint8"),
              ("-1", OVERFLOW)),
    "uint16": (("65535", "uint16"), ("65536", OVERFLOW), ("0", "uint16"),
               ("-1", OVERFLOW)),
    "uint32": (("4294967295", "uint32"), ("4294967296", OVERFLOW),
               ("0", "uint32"), ("-1", OVERFLOW)),
    "uint64": (("-1", "uint64"), ("9223372036854775807", "uint64"),
               ("9223372036854775808", OVERFLOW),
               ("18446744073709551615", OVERFLOW)),
    "float16": (("65536", "float16"), ("9223372036854775807", "float16"),
                ("9223372036854775808", OVERFLOW)),
    "bfloat16": (("300", "bfloat16"), ("-9223372036854775808", "bfloat16"),
                 ("-9223372036854775809", OVERFLOW)),
    "float32": (("300", "float32"), ("18446744073709551616", OVERFLOW)),
    "float64": (("-300", "float64"), ("18446744073709551616", OVERFLOW)),
    "complex64": (("300", "complex64"), ("-9223372036854775809", OVERFLOW)),
}

# Python floats are converted by nb::cast<float>, which checks no range.
FLOAT_VALUES = (("float16", "1e300", "float16"),
                ("bfloat16", "-1e300", "bfloat16"),
                ("float32", "1e300", "float32"),
                ("float64", "1e300", "float64"),
                ("int8", "1e300", "float32"))

# Scalars with no array: to_array(v) without a dtype: bool_, int32 (int64
# outside int32's range), float32, complex64; then promote_types.
# (name, operands as (kind, value), dtype or OVERFLOW)
SCALARS_ALONE = (
    ("bool", (("bool", True),), "bool"),
    ("int", (("int", "1"),), "int32"),
    ("int-int32-max", (("int", "2147483647"),), "int32"),
    ("int-above-int32", (("int", "2147483648"),), "int64"),
    ("int-below-int32", (("int", "-2147483649"),), "int64"),
    ("int-above-int64", (("int", "9223372036854775808"),), OVERFLOW),
    ("float", (("float", "1.5"),), "float32"),
    ("complex", (("complex", ["1.0", "2.0"]),), "complex64"),
    ("int-float", (("int", "1"), ("float", "1.5")), "float32"),
    ("bool-int", (("bool", True), ("int", "1")), "int32"),
    ("bool-int64", (("bool", False), ("int", "2147483648")), "int64"),
    ("int64-float", (("int", "-2147483649"), ("float", "1.5")), "float32"),
    ("float-complex", (("float", "1.5"), ("complex", ["0.0", "1.0"])),
     "complex64"),
)


def _type_rules():
    """{(row, column): cell} of TYPE_RULES."""
    rows = [line.split("//") for line in TYPE_RULES.strip().splitlines()]
    names = [_MLX_NAME.get(cell, cell) for cell in
             rows[0][0].strip(" {},").replace(" ", "").split(",")]
    grid = {}
    for cells, comment in rows:
        row = comment.split()[0]
        cells = cells.strip(" {},").replace(" ", "").split(",")
        for column, cell in zip(names, cells):
            grid[row, column] = _MLX_NAME.get(cell, cell)
    return grid


def _scalar(kind, value=None):
    operand = {"category": "scalar", "kind": kind}
    if value is not None:
        operand["value"] = value
    return operand


def _array_operand(category, dtype):
    return {"category": category, "dtype": dtype}


def _expect(cell):
    return expect_error(OVERFLOW) if cell == OVERFLOW else expect_dtype(cell)


def _result_type(spec, name, operands, cell, section, note=None):
    spec.add(name, "result_type",
             {"operands": operands, "default_float": "float32"},
             _expect(cell), section, note=note)


def _promotion():
    spec = SpecCases(PREFIX, DTYPE_CPP, profile="mlx")
    for (a, b), cell in _type_rules().items():
        spec.add(f"promote/{a}-{b}", "promote_types", {"dtypes": [a, b]},
                 expect_dtype(cell), "type_rules")
    return spec.cases


def _python_scalars():
    spec = SpecCases(PREFIX, UTILS_CPP, profile="mlx")
    section = "to_array, to_arrays"
    lines = [line.split() for line in SCALAR_KINDS.strip().splitlines()]
    kinds = lines[0][1:]
    for dtype, *cells in lines[1:]:
        for kind, cell in zip(kinds, cells):
            value = _KIND_VALUES[kind]
            # An array with dimensions, then the scalar; and the scalar
            # first with a 0-d array: to_arrays treats both sides alike.
            _result_type(spec, f"scalar/{dtype}-dimensioned-{kind}",
                         [_array_operand("dimensioned", dtype),
                          _scalar(kind, value)], cell, section)
            _result_type(spec, f"scalar/{kind}-{dtype}-zero_dim",
                         [_scalar(kind, value),
                          _array_operand("zero_dim", dtype)], cell, section)
    for dtype, values in INT_VALUES.items():
        for value, cell in values:
            _result_type(spec, f"int-value/{dtype}-{value}",
                         [_array_operand("dimensioned", dtype),
                          _scalar("int", value)], cell,
                         f"{section} (nb::cast<long>, mx::iinfo)")
    for dtype, value, cell in FLOAT_VALUES:
        _result_type(spec, f"float-value/{dtype}-{value}",
                     [_array_operand("dimensioned", dtype),
                      _scalar("float", value)], cell,
                     f"{section} (nb::cast<float>)",
                     note="no range check: the value becomes inf")
    for name, scalars, cell in SCALARS_ALONE:
        _result_type(spec, f"alone/{name}",
                     [_scalar(kind, value) for kind, value in scalars], cell,
                     f"{section} (no array)")
    # The n-ary extension (docs/profiles/mlx.md): scalars meet the arrays'
    # promoted dtype. int8 with uint8 is int16, which holds 300; int8
    # alone does not.
    _result_type(spec, "n-ary/int8-uint8-300",
                 [_array_operand("dimensioned", "int8"), _scalar("int", "300"),
                  _array_operand("zero_dim", "uint8")], "int16",
                 f"{section} (n-ary extension)")
    _result_type(spec, "n-ary/int8-300",
                 [_array_operand("dimensioned", "int8"), _scalar("int", "300")],
                 OVERFLOW, f"{section} (n-ary extension)")
    _result_type(spec, "n-ary/uint64-int8-float",
                 [_array_operand("dimensioned", "uint64"),
                  _array_operand("dimensioned", "int8"),
                  _scalar("float", "1.5")], "float32",
                 f"{section} (n-ary extension)",
                 note="uint64 with int8 is float32, which the float keeps")
    return spec.cases


def _dtype_rules():
    spec = SpecCases(PREFIX, OPS_CPP, profile="mlx")
    spec.add("ops/divide-int32", "divide",
             binary_inputs(array("int32", (2,), [1, 3]),
                           array("int32", (2,), [2, 4])),
             expect_array("float32", (2,), [0.5, 0.75]),
             "divide: at_least_float(promote_types(a, b))")
    spec.add("ops/divide-uint64-int8", "divide",
             binary_inputs(array("uint64", (1,), [3]),
                           array("int8", (1,), [2])),
             expect_array("float32", (1,), [1.5]),
             "divide: at_least_float(promote_types(a, b))",
             note="uint64 with int8 is already float32")
    spec.add("ops/divide-float16", "divide",
             binary_inputs(array("float16", (1,), [3.0]),
                           array("bool", (1,), [True])),
             expect_array("float16", (1,), [3.0]),
             "divide: at_least_float(promote_types(a, b))")
    spec.add("ops/bitwise-and-float-before-shapes", "bitwise_and",
             binary_inputs(array("float32", (2,), [1.0, 2.0]),
                           array("int32", (3,), [1, 2, 3])),
             expect_error("unsupported_dtype_for_op"),
             "bitwise_impl: the dtype check precedes broadcast_arrays")
    spec.add("ops/bitwise-and-uint64-int8", "bitwise_and",
             binary_inputs(array("uint64", (1,), [3]),
                           array("int8", (1,), [1])),
             expect_error("unsupported_dtype_for_op"), "bitwise_impl",
             note="promote_types(uint64, int8) is float32")
    spec.add("ops/bitwise-and-bool", "bitwise_and",
             binary_inputs(array("bool", (4,), [False, False, True, True]),
                           array("bool", (4,), [False, True, False, True])),
             expect_array("bool", (4,), [False, False, False, True]),
             "bitwise_impl")
    for op in ("bitwise_or", "bitwise_xor"):
        spec.add(f"ops/{op.replace('_', '-')}-float16", op,
                 binary_inputs(array("float16", (1,), [1.0]),
                               array("int8", (1,), [1])),
                 expect_error("unsupported_dtype_for_op"), "bitwise_impl",
                 note=f"{op} goes through bitwise_impl, which refuses a "
                      "promoted dtype that is not integer or bool_")
    spec.add("ops/bitwise-xor-bool", "bitwise_xor",
             binary_inputs(array("bool", (4,), [False, False, True, True]),
                           array("bool", (4,), [False, True, False, True])),
             expect_array("bool", (4,), [False, True, True, False]),
             "bitwise_impl", note="bool_ stays bool_; values are ours")
    spec.add("ops/bitwise-or-uint8-int8", "bitwise_or",
             binary_inputs(array("uint8", (2,), [0x0F, 0x80]),
                           array("int8", (2,), [-16, 1])),
             expect_array("int16", (2,), [-1, 129]), "bitwise_impl",
             note="promote_types(uint8, int8) is int16; values are ours")
    spec.add("ops/not-equal-complex64-bool", "not_equal",
             binary_inputs(array("complex64", (2,), [complex(1.0, 0.0),
                                                     complex(0.0, 1.0)]),
                           array("bool", (2,), [True, False])),
             expect_array("bool", (2,), [False, True]),
             "not_equal: promote_types, then NotEqual",
             note="bool_ with complex64 is complex64; values are ours")
    spec.add("ops/minimum-uint64-int8", "minimum",
             binary_inputs(array("uint64", (1,), [3]),
                           array("int8", (1,), [-2])),
             expect_array("float32", (1,), [-2.0]),
             "minimum: promote_types, no dtype check",
             note="uint64 with int8 is float32")
    spec.add("ops/add-inplace", "add_inplace",
             binary_inputs(array("int8", (2,), [1, 2]),
                           array("int8", (2,), [3, 4])),
             expect_error("undefined"),
             "python/src/array.cpp __iadd__: a.overwrite_descriptor(add(a, "
             "b))",
             note="a is rebound to the result; nothing is written into a")
    return spec.cases


def _kernels():
    spec = SpecCases(PREFIX, KERNELS, profile="mlx")
    nan = float("nan")
    spec.add("kernels/subtract-bool", "subtract",
             binary_inputs(array("bool", (4,), [False, False, True, True]),
                           array("bool", (4,), [False, True, False, True])),
             expect_array("bool", (4,), [False, True, True, False]),
             "operator- on Simd<bool, 1>",
             note="binary_ops.h Subtract: (bool)(x - y), exclusive or")
    spec.add("kernels/maximum-float32", "maximum",
             binary_inputs(array("float32", (4,), [-0.0, 0.0, nan, 1.0]),
                           array("float32", (4,), [0.0, -0.0, 1.0, nan])),
             expect_array("float32", (4,), [0.0, -0.0, nan, nan]),
             "maximum(Simd<T, 1>)",
             note="if (std::isnan(a)) return a; return (a > b) ? a : b: "
                  "ties give the second operand")
    spec.add("kernels/maximum-int32-float64", "maximum",
             binary_inputs(array("int32", (2,), [0, 0]),
                           array("float64", (2,), [-0.0, nan])),
             expect_array("float64", (2,), [-0.0, nan]),
             "maximum(Simd<T, 1>)", note="0 against -0.0 is a tie")
    spec.add("kernels/maximum-complex64", "maximum",
             binary_inputs(
                 array("complex64", (5,), [complex(nan, 0.0),
                                           complex(0.0, nan),
                                           complex(1.0, 2.0),
                                           complex(-0.0, 0.0),
                                           complex(0.0, 0.0)]),
                 array("complex64", (5,), [complex(1.0, 0.0),
                                           complex(1.0, 0.0),
                                           complex(1.0, 3.0),
                                           complex(0.0, 0.0),
                                           complex(-0.0, 0.0)])),
             expect_array("complex64", (5,), [complex(nan, 0.0),
                                              complex(1.0, 0.0),
                                              complex(1.0, 3.0),
                                              complex(0.0, 0.0),
                                              complex(-0.0, 0.0)]),
             "maximum(Simd<T, 1>) with mlx/types/complex.h",
             note="std::isnan(a) sees complex64_t's operator float(), the "
                  "real part; then complex64_t operator> (lexicographic)")
    spec.add("kernels/minimum-float32", "minimum",
             binary_inputs(array("float32", (4,), [-0.0, 0.0, nan, 1.0]),
                           array("float32", (4,), [0.0, -0.0, 1.0, nan])),
             expect_array("float32", (4,), [0.0, -0.0, nan, nan]),
             "minimum(Simd<T, 1>)",
             note="as maximum, with (a < b) ? a : b: NaN propagates, ties "
                  "give the second operand")
    spec.add("kernels/minimum-complex64", "minimum",
             binary_inputs(
                 array("complex64", (5,), [complex(nan, 0.0),
                                           complex(0.0, nan),
                                           complex(1.0, 2.0),
                                           complex(-0.0, 0.0),
                                           complex(2.0, nan)]),
                 array("complex64", (5,), [complex(1.0, 0.0),
                                           complex(1.0, 0.0),
                                           complex(1.0, 3.0),
                                           complex(0.0, 0.0),
                                           complex(1.0, 0.0)])),
             expect_array("complex64", (5,), [complex(nan, 0.0),
                                              complex(0.0, nan),
                                              complex(1.0, 2.0),
                                              complex(0.0, 0.0),
                                              complex(1.0, 0.0)]),
             "minimum(Simd<T, 1>) with mlx/types/complex.h",
             note="std::isnan(a) sees the real part; then complex64_t "
                  "operator<, which is operator>(b, a): lexicographic, ties "
                  "give the second")
    spec.add("kernels/greater-equal-complex64", "greater_equal",
             binary_inputs(
                 array("complex64", (4,), [complex(1.0, 2.0),
                                           complex(2.0, nan),
                                           complex(nan, 0.0),
                                           complex(0.0, 1.0)]),
                 array("complex64", (4,), [complex(1.0, 3.0),
                                           complex(1.0, 0.0),
                                           complex(1.0, 0.0),
                                           complex(-0.0, 1.0)])),
             expect_array("bool", (4,), [False, True, False, True]),
             "operator>= on Simd<complex64_t, 1> with mlx/types/complex.h",
             note="(a.real() > b.real()) || (a.real() == b.real() && "
                  "a.imag() >= b.imag())")
    spec.add("kernels/less-complex64", "less",
             binary_inputs(
                 array("complex64", (4,), [complex(1.0, 2.0),
                                           complex(1.0, 2.0),
                                           complex(nan, 0.0),
                                           complex(0.0, 1.0)]),
                 array("complex64", (4,), [complex(1.0, 3.0),
                                           complex(2.0, 0.0),
                                           complex(1.0, 0.0),
                                           complex(0.0, 1.0)])),
             expect_array("bool", (4,), [True, True, False, False]),
             "operator< on Simd<complex64_t, 1> with mlx/types/complex.h",
             note="operator<(a, b) is operator>(b, a): lexicographic")
    inf = float("inf")
    spec.add("kernels/logaddexp-complex64", "logaddexp",
             binary_inputs(array("complex64", (4,), [complex(0.0, 4.0),
                                                     complex(3.0, 2.0),
                                                     complex(-inf, 0.0),
                                                     complex(7.0, nan)]),
                           array("complex64", (4,), [complex(0.0, 4.0),
                                                     complex(inf, 1.0),
                                                     complex(-inf, 0.0),
                                                     complex(-inf, 0.0)])),
             # The model's scales (tolerances.py): |max| + |log 2| for the
             # first, 4.69 to a power of two; none with an infinity.
             expect_array("complex64", (4,),
                          [complex(0.6931471824645996, 4.0),
                           complex(inf, 1.0), complex(-inf, 0.0),
                           complex(7.0, nan)],
                          tolerance_ulp=8,
                          tolerance_scale=[8.0, 0.0, 0.0, 0.0]),
             "LogAddExp in mlx/backend/cpu/binary_ops.h with "
             "mlx/types/complex.h", document="ml-explore/mlx",
             note="maxval + log1p(exp(minval - maxval)): 4j with itself is "
                  "4j + log1p(exp(0)) = log 2 + 4j, the imaginary part "
                  "left as it is (4 > pi, not wrapped); 3+2j with inf+1j: "
                  "maxval inf+1j takes no shortcut (its imaginary part is "
                  "not 0), exp(-inf + 1i) is 0 (C11 Annex G.6.3.1 cexp), "
                  "log1p(0) is 0: inf+1j; minval -inf+0j equals -inf as a "
                  "float, so maxval is returned: -inf+0j with itself (not "
                  "-inf - -inf, NaN), 7+nanj with -inf+0j")
    spec.add("scalars/divide-bool-by-int-beyond-int32", "divide",
             binary_inputs(array("bool", (2,), [True, False]),
                           {"kind": "int", "value": "4294967300"}),
             expect_array("float32", (2,), [0.25, 0.0]),
             "to_array", document=UTILS_CPP,
             note="beside a bool array a Python int becomes an int32 array "
                  "first, unchecked: 2^32 + 4 wraps to 4; divide then "
                  "converts both to float32: 1 / 4 is 0.25, 0 / 4 is 0")
    return spec.cases


def cases():
    return _promotion() + _python_scalars() + _dtype_rules() + _kernels()
