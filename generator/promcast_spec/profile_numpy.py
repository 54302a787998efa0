"""The numpy profile's spec cases: NumPy's own answers, as NumPy printed
them.

Every table below is the verbatim output of a script run in Debian's numpy
1.24.2 under /usr/bin/python3 with np._set_promotion_state('weak') (NEP 50,
NumPy 2's rules, which the profile follows: docs/profiles/numpy.md). The
script is in docs/profiles/numpy.md ("How it was checked"); rows and
columns are NumPy's type-number order, half last, named by typestr. The
expectations are read from these printouts, never computed by the model:
the generator checks that the model agrees with every one.
"""

from promcast_model import tolerances

from .builder import (SpecCases, array, binary_inputs, expect_array,
                      expect_answer, expect_dtype, expect_error)

SOURCE = ("NumPy 1.24.2 with np._set_promotion_state('weak') (NEP 50), "
          "printed by the script in docs/profiles/numpy.md")

_TYPESTR = {"b1": "bool", "i1": "int8", "u1": "uint8", "i2": "int16",
            "u2": "uint16", "i4": "int32", "u4": "uint32", "i8": "int64",
            "u8": "uint64", "f2": "float16", "f4": "float32",
            "f8": "float64", "c8": "complex64", "c16": "complex128"}

PROMOTE_TYPES = """
//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* b1  */ b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* i1  */ i1  i1  i2  i2  i4  i4  i8  i8  f8  f4  f8  c8  c16 f2
/* u1  */ u1  i2  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* i2  */ i2  i2  i2  i2  i4  i4  i8  i8  f8  f4  f8  c8  c16 f4
/* u2  */ u2  i4  u2  i4  u2  i4  u4  i8  u8  f4  f8  c8  c16 f4
/* i4  */ i4  i4  i4  i4  i4  i4  i8  i8  f8  f8  f8  c16 c16 f8
/* u4  */ u4  i8  u4  i8  u4  i8  u4  i8  u8  f8  f8  c16 c16 f8
/* i8  */ i8  i8  i8  i8  i8  i8  i8  i8  f8  f8  f8  c16 c16 f8
/* u8  */ u8  f8  u8  f8  u8  f8  u8  f8  u8  f8  f8  c16 c16 f8
/* f4  */ f4  f4  f4  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f4
/* f8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8
/* c8  */ c8  c8  c8  c8  c8  c16 c16 c16 c16 c8  c16 c8  c16 c8
/* c16 */ c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16
/* f2  */ f2  f2  f2  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f2
"""

# np.can_cast(row, column, 'same_kind'): the casting of in-place ufuncs.
CAN_CAST_SAME_KIND = """
//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* b1  */ 1   1   1   1   1   1   1   1   1   1   1   1   1   1
/* i1  */ 0   1   0   1   0   1   0   1   0   1   1   1   1   1
/* u1  */ 0   1   1   1   1   1   1   1   1   1   1   1   1   1
/* i2  */ 0   1   0   1   0   1   0   1   0   1   1   1   1   1
/* u2  */ 0   1   1   1   1   1   1   1   1   1   1   1   1   1
/* i4  */ 0   1   0   1   0   1   0   1   0   1   1   1   1   1
/* u4  */ 0   1   1   1   1   1   1   1   1   1   1   1   1   1
/* i8  */ 0   1   0   1   0   1   0   1   0   1   1   1   1   1
/* u8  */ 0   1   1   1   1   1   1   1   1   1   1   1   1   1
/* f4  */ 0   0   0   0   0   0   0   0   0   1   1   1   1   1
/* f8  */ 0   0   0   0   0   0   0   0   0   1   1   1   1   1
/* c8  */ 0   0   0   0   0   0   0   0   0   0   0   1   1   0
/* c16 */ 0   0   0   0   0   0   0   0   0   0   0   1   1   0
/* f2  */ 0   0   0   0   0   0   0   0   0   1   1   1   1   1
"""

# The dtype of ufunc(np.ones(2, row), np.ones(2, column)), "--" for
# TypeError (no loop).
UFUNC_DTYPES = {
    "divide": """
//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* b1  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f2
/* i1  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f2
/* u1  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f2
/* i2  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f4
/* u2  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f4
/* i4  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8
/* u4  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8
/* i8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8
/* u8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8
/* f4  */ f4  f4  f4  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f4
/* f8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8
/* c8  */ c8  c8  c8  c8  c8  c16 c16 c16 c16 c8  c16 c8  c16 c8
/* c16 */ c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16
/* f2  */ f2  f2  f2  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f2
""",
    "bitwise_and": """
//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* b1  */ b1  i1  u1  i2  u2  i4  u4  i8  u8  --  --  --  --  --
/* i1  */ i1  i1  i2  i2  i4  i4  i8  i8  --  --  --  --  --  --
/* u1  */ u1  i2  u1  i2  u2  i4  u4  i8  u8  --  --  --  --  --
/* i2  */ i2  i2  i2  i2  i4  i4  i8  i8  --  --  --  --  --  --
/* u2  */ u2  i4  u2  i4  u2  i4  u4  i8  u8  --  --  --  --  --
/* i4  */ i4  i4  i4  i4  i4  i4  i8  i8  --  --  --  --  --  --
/* u4  */ u4  i8  u4  i8  u4  i8  u4  i8  u8  --  --  --  --  --
/* i8  */ i8  i8  i8  i8  i8  i8  i8  i8  --  --  --  --  --  --
/* u8  */ u8  --  u8  --  u8  --  u8  --  u8  --  --  --  --  --
/* f4  */ --  --  --  --  --  --  --  --  --  --  --  --  --  --
/* f8  */ --  --  --  --  --  --  --  --  --  --  --  --  --  --
/* c8  */ --  --  --  --  --  --  --  --  --  --  --  --  --  --
/* c16 */ --  --  --  --  --  --  --  --  --  --  --  --  --  --
/* f2  */ --  --  --  --  --  --  --  --  --  --  --  --  --  --
""",
    "subtract": """
//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* b1  */ --  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* i1  */ i1  i1  i2  i2  i4  i4  i8  i8  f8  f4  f8  c8  c16 f2
/* u1  */ u1  i2  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2
/* i2  */ i2  i2  i2  i2  i4  i4  i8  i8  f8  f4  f8  c8  c16 f4
/* u2  */ u2  i4  u2  i4  u2  i4  u4  i8  u8  f4  f8  c8  c16 f4
/* i4  */ i4  i4  i4  i4  i4  i4  i8  i8  f8  f8  f8  c16 c16 f8
/* u4  */ u4  i8  u4  i8  u4  i8  u4  i8  u8  f8  f8  c16 c16 f8
/* i8  */ i8  i8  i8  i8  i8  i8  i8  i8  f8  f8  f8  c16 c16 f8
/* u8  */ u8  f8  u8  f8  u8  f8  u8  f8  u8  f8  f8  c16 c16 f8
/* f4  */ f4  f4  f4  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f4
/* f8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8
/* c8  */ c8  c8  c8  c8  c8  c16 c16 c16 c16 c8  c16 c8  c16 c8
/* c16 */ c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16
/* f2  */ f2  f2  f2  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f2
""",
}
# np.bitwise_or and np.bitwise_xor printed bitwise_and's matrix, cell for
# cell: the three ufuncs have the same loops.
UFUNC_DTYPES["bitwise_or"] = UFUNC_DTYPES["bitwise_xor"] = (
    UFUNC_DTYPES["bitwise_and"])
# What ones(2) op ones(2) holds: 1/1, 1&1, 1|1, 1^1, 1-1.
_UFUNC_VALUE = {"divide": 1, "bitwise_and": 1, "bitwise_or": 1,
                "bitwise_xor": 0, "subtract": 0}

# np.result_type(array, v), the same for np.zeros(2, row) and
# np.zeros((), row), for v = 1, 1.0, 1j, True.
PYTHON_SCALARS = """
//        int float complex bool
/* b1  */ i8  f8  c16 b1
/* i1  */ i1  f8  c16 i1
/* u1  */ u1  f8  c16 u1
/* i2  */ i2  f8  c16 i2
/* u2  */ u2  f8  c16 u2
/* i4  */ i4  f8  c16 i4
/* u4  */ u4  f8  c16 u4
/* i8  */ i8  f8  c16 i8
/* u8  */ u8  f8  c16 u8
/* f4  */ f4  f4  c8  f4
/* f8  */ f8  f8  c16 f8
/* c8  */ c8  c8  c8  c8
/* c16 */ c16 c16 c16 c16
/* f2  */ f2  f2  c8  f2
"""
_SCALAR_KINDS = ("int", "float", "complex", "bool")

# np.add(np.zeros(2, row), v): the result dtype, or OVF for OverflowError.
PYTHON_INT_VALUES = """
//        255 256 300 -1 -128 -129 9223372036854775807 9223372036854775808 18446744073709551615 18446744073709551616 2**1024
/* b1  */ i8  i8  i8  i8  i8  i8  i8  OVF OVF OVF OVF
/* i1  */ OVF OVF OVF i1  i1  OVF OVF OVF OVF OVF OVF
/* u1  */ u1  OVF OVF OVF OVF OVF OVF OVF OVF OVF OVF
/* i2  */ i2  i2  i2  i2  i2  i2  OVF OVF OVF OVF OVF
/* u2  */ u2  u2  u2  OVF OVF OVF OVF OVF OVF OVF OVF
/* i4  */ i4  i4  i4  i4  i4  i4  OVF OVF OVF OVF OVF
/* u4  */ u4  u4  u4  OVF OVF OVF OVF OVF OVF OVF OVF
/* i8  */ i8  i8  i8  i8  i8  i8  i8  OVF OVF OVF OVF
/* u8  */ u8  u8  u8  OVF OVF OVF u8  u8  u8  OVF OVF
/* f4  */ f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  OVF
/* f8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  OVF
/* c8  */ c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  OVF
/* c16 */ c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 OVF
/* f2  */ f2  f2  f2  f2  f2  f2  f2  f2  f2  f2  OVF
"""

# np.maximum and np.less of one-element arrays, as printed (values as
# Python reprs): ties and NaNs, which IEEE 754 leaves to the library.
VALUES = """
maximum float16 -0.0 0.0 -> -0.0
maximum float16 0.0 -0.0 -> 0.0
maximum float16 nan 1.0 -> nan
maximum float16 1.0 nan -> nan
maximum float32 -0.0 0.0 -> 0.0
maximum float32 0.0 -0.0 -> -0.0
maximum float32 nan 1.0 -> nan
maximum float32 1.0 nan -> nan
maximum float64 -0.0 0.0 -> 0.0
maximum float64 0.0 -0.0 -> -0.0
maximum float64 nan 1.0 -> nan
maximum float64 1.0 nan -> nan
complex64 (-0+0j) 0j maximum -> (-0+0j) less -> False
complex64 nanj (1+0j) maximum -> nanj less -> False
complex64 (1+0j) nanj maximum -> nanj less -> False
complex64 (1+2j) (1+3j) maximum -> (1+3j) less -> True
complex64 (2+0j) (1+5j) maximum -> (2+0j) less -> False
complex128 (-0+0j) 0j maximum -> (-0+0j) less -> False
complex128 nanj (1+0j) maximum -> nanj less -> False
complex128 (1+0j) nanj maximum -> nanj less -> False
complex128 (1+2j) (1+3j) maximum -> (1+3j) less -> True
complex128 (2+0j) (1+5j) maximum -> (2+0j) less -> False
"""

# np.minimum of one-element arrays, and np.minimum, less_equal, greater,
# greater_equal and not_equal of complex ones, printed the same way (numpy
# 1.24.2, x86-64).
MORE_VALUES = """
minimum float16 -0.0 0.0 -> -0.0
minimum float16 0.0 -0.0 -> 0.0
minimum float16 nan 1.0 -> nan
minimum float16 1.0 nan -> nan
minimum float32 -0.0 0.0 -> 0.0
minimum float32 0.0 -0.0 -> -0.0
minimum float32 nan 1.0 -> nan
minimum float32 1.0 nan -> nan
minimum float64 -0.0 0.0 -> 0.0
minimum float64 0.0 -0.0 -> -0.0
minimum float64 nan 1.0 -> nan
minimum float64 1.0 nan -> nan
complex64 (-0+0j) 0j minimum -> (-0+0j) less_equal -> True greater -> False greater_equal -> True not_equal -> False
complex64 nanj (1+0j) minimum -> nanj less_equal -> False greater -> False greater_equal -> False not_equal -> True
complex64 (1+0j) nanj minimum -> nanj less_equal -> False greater -> False greater_equal -> False not_equal -> True
complex64 (1+2j) (1+3j) minimum -> (1+2j) less_equal -> True greater -> False greater_equal -> False not_equal -> True
complex64 (2+0j) (1+5j) minimum -> (1+5j) less_equal -> False greater -> True greater_equal -> True not_equal -> True
complex64 (2+nanj) (1+0j) minimum -> (2+nanj) less_equal -> False greater -> False greater_equal -> False not_equal -> True
complex128 (-0+0j) 0j minimum -> (-0+0j) less_equal -> True greater -> False greater_equal -> True not_equal -> False
complex128 nanj (1+0j) minimum -> nanj less_equal -> False greater -> False greater_equal -> False not_equal -> True
complex128 (1+0j) nanj minimum -> nanj less_equal -> False greater -> False greater_equal -> False not_equal -> True
complex128 (1+2j) (1+3j) minimum -> (1+2j) less_equal -> True greater -> False greater_equal -> False not_equal -> True
complex128 (2+0j) (1+5j) minimum -> (1+5j) less_equal -> False greater -> True greater_equal -> True not_equal -> True
complex128 (2+nanj) (1+0j) minimum -> (2+nanj) less_equal -> False greater -> False greater_equal -> False not_equal -> True
"""


def _grid(text):
    """{(row dtype, column key): cell} of a printed table."""
    lines = [line for line in text.strip().splitlines()]
    columns = lines[0].split()[1:]
    grid = {}
    for line in lines[1:]:
        row, cells = line.split("*/")
        row = _TYPESTR[row.replace("/*", "").strip()]
        for column, cell in zip(columns, cells.split()):
            grid[row, _TYPESTR.get(column, column)] = cell
    return grid


def _ones(dtype):
    return array(dtype, (2,), [True, True] if dtype == "bool"
                 else [1, 1] if dtype[0] in "iu" else
                 [complex(1, 0)] * 2 if dtype.startswith("complex")
                 else [1.0, 1.0])


def _filled(dtype, value):
    """The two-element array of `value` in dtype."""
    if dtype == "bool":
        return [bool(value)] * 2
    if dtype[0] in "iu":
        return [value] * 2
    if dtype.startswith("complex"):
        return [complex(value, 0)] * 2
    return [float(value)] * 2


def _scalar(kind, value=None):
    operand = {"category": "scalar", "kind": kind}
    if value is not None:
        operand["value"] = value
    return operand


def _expect_values(op, dtype):
    """The expected array of op on ones; complex division's carries the
    tolerance its formulas need (promcast_model/tolerances.py)."""
    values = _filled(dtype, _UFUNC_VALUE[op])
    tolerance = (None, None)
    if op == "divide" and dtype.startswith("complex"):
        one = complex(1.0, 0.0)
        tolerance = tolerances.tolerance(op, dtype, dtype,
                                         [(one, one)] * 2, values)
    return expect_array(dtype, (2,), values, tolerance_ulp=tolerance[0],
                        tolerance_scale=tolerance[1])


def _tables(spec):
    for (a, b), cell in _grid(PROMOTE_TYPES).items():
        spec.add(f"promote/{a}-{b}", "promote_types", {"dtypes": [a, b]},
                 expect_dtype(_TYPESTR[cell]), "promote_types")
    for (a, b), cell in _grid(CAN_CAST_SAME_KIND).items():
        spec.add(f"can-cast/{a}-{b}", "can_cast", {"from": a, "to": b},
                 expect_answer(cell == "1"),
                 "can_cast same_kind")
    for op, text in UFUNC_DTYPES.items():
        for (a, b), cell in _grid(text).items():
            dtype = _TYPESTR.get(cell)
            expect = (expect_error("unsupported_dtype_for_op") if cell == "--"
                      else _expect_values(op, dtype))
            spec.add(f"{op}/{a}-{b}", op, binary_inputs(_ones(a), _ones(b)),
                     expect, f"{op} of ones")


def _python_scalars(spec):
    for (dtype, kind), cell in _grid(PYTHON_SCALARS).items():
        for category in ("dimensioned", "zero_dim"):
            spec.add(f"scalar/{dtype}-{category}-{kind}", "result_type",
                     {"operands": [{"category": category, "dtype": dtype},
                                   _scalar(kind)],
                      "default_float": "float32"},
                     expect_dtype(_TYPESTR[cell]),
                     "result_type with a Python scalar")
    for (dtype, value), cell in _grid(PYTHON_INT_VALUES).items():
        value = str(2 ** 1024) if value == "2**1024" else value
        expect = (expect_error("scalar_out_of_range") if cell == "OVF"
                  else expect_dtype(_TYPESTR[cell]))
        spec.add(f"int-value/{dtype}-{value[:24]}", "result_type",
                 {"operands": [{"category": "dimensioned", "dtype": dtype},
                               _scalar("int", value)],
                  "default_float": "float32"}, expect,
                 "np.add with a Python int",
                 note="the operation's outcome: np.result_type itself never "
                      "looks at the value (docs/profiles/numpy.md)")


def _values(spec, text):
    """The printed values: "OP DTYPE X Y -> RESULT" lines for reals, and
    "DTYPE X Y OP -> RESULT ..." lines for complex operands, each case
    named by the op, the dtype and the line's number in `text`."""
    for number, line in enumerate(text.strip().splitlines(), 1):
        words = line.split()
        if words[0] in ("maximum", "minimum"):
            op, dtype, x, y, _, result = words
            spec.add(f"values/{op}-{dtype}-{number}", op,
                     binary_inputs(array(dtype, (1,), [float(x)]),
                                   array(dtype, (1,), [float(y)])),
                     expect_array(dtype, (1,), [float(result)]),
                     f"np.{op} ties and NaN")
            continue
        dtype, x, y = words[:3]
        inputs = binary_inputs(array(dtype, (1,), [complex(x)]),
                               array(dtype, (1,), [complex(y)]))
        for op, _, result in zip(words[3::3], words[4::3], words[5::3]):
            expect = (expect_array(dtype, (1,), [complex(result)])
                      if op in ("maximum", "minimum") else
                      expect_array("bool", (1,), [result == "True"]))
            spec.add(f"values/{op}-{dtype}-{number}", op, inputs, expect,
                     f"complex np.{op} (lexicographic)")


def _order_of_errors(spec):
    """docs/profiles/numpy.md "Order of errors", each observed: the loop and
    the output cast are resolved before the iterator broadcasts."""
    section = "order of errors"
    spec.add("order/no-loop-before-shapes", "bitwise_and",
             binary_inputs(array("float64", (3,), [1.0] * 3),
                           array("float64", (4,), [1.0] * 4)),
             expect_error("unsupported_dtype_for_op"), section)
    spec.add("order/cast-before-shapes", "add_inplace",
             binary_inputs(array("int32", (3,), [1] * 3),
                           array("float64", (4,), [1.0] * 4)),
             expect_error("cannot_cast"), section)
    spec.add("order/destination-shape", "add_inplace",
             binary_inputs(array("int32", (3,), [1] * 3),
                           array("int32", (2, 3), [1] * 6)),
             expect_error("inplace_shape_change"), section)


def cases():
    spec = SpecCases("spec/profile-numpy", "NumPy 1.24.2 (weak)", profile="numpy")
    _tables(spec)
    _python_scalars(spec)
    _values(spec, VALUES)
    _values(spec, MORE_VALUES)
    _order_of_errors(spec)
    return spec.cases
