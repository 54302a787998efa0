"""The Array API standard's promotion (version 2025.12), for the profile
"array-api": every cell of the four promotion tables, the pairs the
standard leaves open, the Python-scalar rules, can_cast, and the data types
each element-wise op leaves undefined.

Expectations are literals read from the standard (a second transcription of
the tables, apart from the model's copy), never computed by the model.
Where the standard leaves an outcome to implementations it is `undefined`,
and the note quotes the sentence that says so.
"""

from .array_api_special_cases import special_cases
from .builder import (SpecCases, array, binary_inputs, expect_answer,
                      expect_array, expect_dtype, expect_error)

PREFIX = "spec/profile-array-api"
TYPE_PROMOTION = "spec/2025.12/API_specification/type_promotion.rst"
DATA_TYPE_FUNCTIONS = "src/array_api_stubs/_2025_12/data_type_functions.py"
ELEMENTWISE = "src/array_api_stubs/_2025_12/elementwise_functions.py"
ARRAY_OBJECT = "spec/2025.12/API_specification/array_object.rst"
SOURCE = ("data-apis/array-api 2025.12 (Array API standard): "
          f"{TYPE_PROMOTION}, {DATA_TYPE_FUNCTIONS}, {ELEMENTWISE}, "
          f"{ARRAY_OBJECT}")

# type_promotion.rst: the type codes ("where" under each table).
CODES = {
    "i1": "int8", "i2": "int16", "i4": "int32", "i8": "int64",
    "u1": "uint8", "u2": "uint16", "u4": "uint32", "u8": "uint64",
    "f4": "float32", "f8": "float64", "c8": "complex64", "c16": "complex128",
}

# type_promotion.rst "Rules": (section, column codes, {row code: cells}).
TABLES = (
    ("Signed integer type promotion table", "i1 i2 i4 i8", {
        "i1": "i1 i2 i4 i8",
        "i2": "i2 i2 i4 i8",
        "i4": "i4 i4 i4 i8",
        "i8": "i8 i8 i8 i8",
    }),
    ("Unsigned integer type promotion table", "u1 u2 u4 u8", {
        "u1": "u1 u2 u4 u8",
        "u2": "u2 u2 u4 u8",
        "u4": "u4 u4 u4 u8",
        "u8": "u8 u8 u8 u8",
    }),
    ("Mixed unsigned and signed integer type promotion table", "u1 u2 u4", {
        "i1": "i2 i4 i8",
        "i2": "i2 i4 i8",
        "i4": "i4 i4 i8",
        "i8": "i8 i8 i8",
    }),
    ("Floating-point type promotion table", "f4 f8 c8 c16", {
        "f4": "f4 f8 c8 c16",
        "f8": "f8 f8 c16 c16",
        "c8": "c8 c16 c8 c16",
        "c16": "c16 c16 c16 c16",
    }),
)

SIGNED = ("int8", "int16", "int32", "int64")
UNSIGNED = ("uint8", "uint16", "uint32", "uint64")
INTEGERS = SIGNED + UNSIGNED
REAL_FLOATING = ("float32", "float64")
COMPLEX_FLOATING = ("complex64", "complex128")
FLOATING = REAL_FLOATING + COMPLEX_FLOATING
NUMERIC = INTEGERS + FLOATING
ALL_DTYPES = ("bool",) + NUMERIC

ASSOCIATIVE = ("When more than two array operands participate, application "
               "of the promotion tables is associative (i.e., the result does "
               "not depend on operand order).")
BOOL_WITH_NUMERIC = ("Type promotion of non-numerical data types to "
                     "numerical data types is unspecified (e.g., ``bool`` to "
                     "``intxx`` or ``floatxx``).")
INTEGER_WITH_FLOATING = ("Mixed integer and floating-point type promotion "
                         "rules are not specified because behavior varies "
                         "between implementations.")
NO_U8_COLUMN = ("the Mixed unsigned and signed integer type promotion table "
                "has columns u1, u2 and u4 only: uint64 with a signed integer "
                "is not specified")
ZERO_DIM = ("zero-dimensional arrays must be subject to the same type "
            "promotion rules as dimensional arrays")


def cases():
    cases = []
    for build in (_tables, _left_open, _python_scalars, _result_type,
                  _can_cast, _elementwise, _newer_functions,
                  _special_cases, _in_place, _scalar_operands):
        cases.extend(build())
    return cases


def _promote(spec, a, b, result, section, note=None, name=None):
    expect = expect_dtype(result) if result else expect_error("undefined")
    spec.add(f"promote/{name or f'{a}-{b}'}", "promote_types",
             {"dtypes": [a, b]}, expect, section, note=note)


def _tables():
    spec = SpecCases(PREFIX, TYPE_PROMOTION, profile="array-api")
    for section, columns, rows in TABLES:
        for row, cells in rows.items():
            for column, cell in zip(columns.split(), cells.split()):
                _promote(spec, CODES[row], CODES[column], CODES[cell],
                         f"Rules / {section}")
    # The mixed table prints each pair once, signed first; the other order
    # follows from the sentence above the tables.
    section, columns, rows = TABLES[2]
    for row, cells in rows.items():
        for column, cell in zip(columns.split(), cells.split()):
            _promote(spec, CODES[column], CODES[row], CODES[cell],
                     f"Rules / {section}", note=ASSOCIATIVE)
    _promote(spec, "bool", "bool", "bool", "Type Promotion Rules",
             note="bool is in no table; the diagram: \"Promotion between any "
                  "two types is given by their join on this lattice\", and "
                  "the join of bool with itself is bool")
    return spec.cases


def _left_open():
    """Every ordered pair of distinct dtypes no table gives: 96 of 156."""
    spec = SpecCases(PREFIX, TYPE_PROMOTION, profile="array-api")
    for numeric in NUMERIC:
        for a, b in (("bool", numeric), (numeric, "bool")):
            _promote(spec, a, b, None, "Rules / Notes",
                     note=BOOL_WITH_NUMERIC)
    for integer in INTEGERS:
        for floating in FLOATING:
            for a, b in ((integer, floating), (floating, integer)):
                _promote(spec, a, b, None, "Rules / Notes",
                         note=INTEGER_WITH_FLOATING)
    for signed in SIGNED:
        for a, b in (("uint64", signed), (signed, "uint64")):
            _promote(spec, a, b, None,
                     "Rules / Mixed unsigned and signed integer type "
                     "promotion table", note=NO_U8_COLUMN)
    return spec.cases


# type_promotion.rst "Mixing arrays with Python scalars": for each array
# dtype, the result with a Python bool, int (within bounds), float and
# complex; None where the standard does not specify it.
#   dtype         bool    int          float        complex
SCALAR_TABLE = {
    "bool":       ("bool", None,         None,        None),
    "int8":       (None,   "int8",       None,        None),
    "int16":      (None,   "int16",      None,        None),
    "int32":      (None,   "int32",      None,        None),
    "int64":      (None,   "int64",      None,        None),
    "uint8":      (None,   "uint8",      None,        None),
    "uint16":     (None,   "uint16",     None,        None),
    "uint32":     (None,   "uint32",     None,        None),
    "uint64":     (None,   "uint64",     None,        None),
    "float32":    (None,   "float32",    "float32",   "complex64"),
    "float64":    (None,   "float64",    "float64",   "complex128"),
    "complex64":  (None,   "complex64",  "complex64", "complex64"),
    "complex128": (None,   "complex128", "complex128", "complex128"),
}
SCALAR_KINDS = ("bool", "int", "float", "complex")
SUPPORTED = ("scalar has a type and value compatible with the array data "
             "type: a Python bool for a bool array data type; a Python int "
             "within the bounds of the given data type for integer array "
             "data types; a Python int, float, or complex for real-valued "
             "floating-point array data types; a Python int, float, or "
             "complex for complex floating-point array data types")
FLOAT_WITH_INTEGER = ("Behavior is not specified when mixing a Python "
                      "``float`` and an array with an integer data type; this "
                      "may give ``float32``, ``float64``, or raise an "
                      "exception.")
COMPLEX_WITH_INTEGER = ("Behavior is not specificed when mixing ``complex`` "
                        "scalars with integer arrays; this may give "
                        "``complex64``, ``complex128``, or raise an "
                        "exception.")
COMPLEX_WITH_REAL = ("Mixing a Python ``complex`` and an array with a "
                     "real-valued data type is allowed; the result is an "
                     "array of the data type of the same *precision* as the "
                     "array operand. In other word, ``1j <op> float32_array`` "
                     "results in a ``complex64`` array; ``1j <op> "
                     "float64_array`` results in a ``complex128`` array.")
OUT_OF_BOUNDS = ("Behavior is also not specified for integers outside of the "
                 "bounds of a given integer data type. Integers outside of "
                 "bounds may result in overflow or an error.")

# data_types.rst: "An 8-bit signed integer whose values exist on the
# interval [-128, +127]", and so on; note int16, int32 and int64, printed
# from -(2**(bits-1) - 1). Python ints at the bounds and just past them:
# (dtype, lowest, highest, below, above).
INTEGER_BOUNDS = (
    ("int8", "-128", "127", "-129", "128"),
    ("int16", "-32767", "32767", "-32768", "32768"),
    ("int32", "-2147483647", "2147483647", "-2147483648", "2147483648"),
    ("int64", "-9223372036854775807", "9223372036854775807",
     "-9223372036854775808", "9223372036854775808"),
    ("uint8", "0", "255", "-1", "256"),
    ("uint16", "0", "65535", "-1", "65536"),
    ("uint32", "0", "4294967295", "-1", "4294967296"),
    ("uint64", "0", "18446744073709551615", "-1", "18446744073709551616"),
)
INTERVALS_AS_PRINTED = ("data_types.rst prints int16 as \"A 16-bit signed "
                        "integer whose values exist on the interval "
                        "[−32,767, +32,767]\" (int32 and int64 alike, "
                        "int8 as [-128, +127])")


def _operand(category, dtype):
    return {"category": category, "dtype": dtype}


def _scalar(kind, value=None):
    scalar = {"category": "scalar", "kind": kind}
    if value is not None:
        scalar["value"] = value
    return scalar


def _result_type_case(spec, name, operands, result, section, note=None):
    expect = expect_dtype(result) if result else expect_error("undefined")
    spec.add(f"result-type/{name}", "result_type",
             {"operands": operands, "default_float": "float32"}, expect,
             section, note=note)


def _scalar_note(dtype, kind, result):
    if dtype in INTEGERS and kind == "float":
        return FLOAT_WITH_INTEGER
    if dtype in INTEGERS and kind == "complex":
        return COMPLEX_WITH_INTEGER
    if dtype in REAL_FLOATING and kind == "complex":
        return COMPLEX_WITH_REAL
    if result is None:
        return f"not among the supported cases: {SUPPORTED}"
    return None


def _python_scalars():
    spec = SpecCases(PREFIX, TYPE_PROMOTION, profile="array-api")
    section = "Rules / Mixing arrays with Python scalars"
    for dtype, results in SCALAR_TABLE.items():
        for kind, result in zip(SCALAR_KINDS, results):
            _result_type_case(
                spec, f"{dtype}-{kind}",
                [_operand("dimensioned", dtype), _scalar(kind)], result,
                section, note=_scalar_note(dtype, kind, result))
    # "array <op> scalar" and "scalar <op> array" alike; the scalar's 0-D
    # array then promotes like any 0-D array.
    _result_type_case(spec, "int-first-int16",
                      [_scalar("int", "-7"), _operand("dimensioned", "int16")],
                      "int16", section, note="scalar <op> array")
    _result_type_case(spec, "complex-first-float64",
                      [_scalar("complex", ["0.0", "1.0"]),
                       _operand("zero_dim", "float64")],
                      "complex128", section, note=COMPLEX_WITH_REAL)
    _result_type_case(spec, "bool-value-bool",
                      [_operand("dimensioned", "bool"), _scalar("bool", True)],
                      "bool", section)
    _result_type_case(spec, "float-value-float32",
                      [_operand("dimensioned", "float32"),
                       _scalar("float", "0.5")], "float32", section)
    for dtype, low, high, below, above in INTEGER_BOUNDS:
        for name, value, result in (("lowest", low, dtype),
                                    ("highest", high, dtype),
                                    ("below", below, None),
                                    ("above", above, None)):
            note = None if result else f"{value}: {OUT_OF_BOUNDS}"
            if dtype in ("int16", "int32", "int64") and name == "below":
                note = f"{note} {INTERVALS_AS_PRINTED}"
            _result_type_case(
                spec, f"{dtype}-int-{name}",
                [_operand("dimensioned", dtype), _scalar("int", value)],
                result, section, note=note)
    int_300 = _scalar("int", "300")
    _result_type_case(spec, "uint8-int-300",
                      [_operand("dimensioned", "uint8"), int_300], None,
                      section, note=f"300: {OUT_OF_BOUNDS}")
    _result_type_case(spec, "int16-int-300",
                      [_operand("dimensioned", "int16"), int_300], "int16",
                      section)
    _result_type_case(spec, "float32-int-300",
                      [_operand("dimensioned", "float32"),
                       _scalar("int", "300")], "float32", section,
                      note="a Python int, float, or complex for real-valued "
                           "floating-point array data types: no bound")
    return spec.cases


def _result_type():
    spec = SpecCases(PREFIX, DATA_TYPE_FUNCTIONS, profile="array-api")
    section = "result_type"
    mixed_kinds = ("If provided array and/or dtype arguments having mixed "
                   "data type kinds (e.g., integer and floating-point), the "
                   "returned dtype is unspecified and thus "
                   "implementation-dependent.")
    for a, b, result, note in (("int8", "uint8", "int16", ZERO_DIM),
                               ("float32", "complex128", "complex128",
                                ZERO_DIM),
                               ("int16", "uint32", "int64", ZERO_DIM),
                               ("uint64", "int8", None, NO_U8_COLUMN),
                               ("bool", "int32", None, mixed_kinds),
                               ("int64", "float64", None, mixed_kinds)):
        operands = [_operand("dimensioned", a), _operand("zero_dim", b)]
        _result_type_case(spec, f"{a}-zero-{b}", operands, result, section,
                          note=note)
    _result_type_case(spec, "three-arrays",
                      [_operand("dimensioned", "uint8"),
                       _operand("dimensioned", "int8"),
                       _operand("zero_dim", "int32")], "int32", section,
                      note=ASSOCIATIVE)
    at_least_one = "At least one argument must be an array or a dtype."
    _result_type_case(spec, "scalars-alone",
                      [_scalar("int"), _scalar("float")], None, section,
                      note=at_least_one)
    _result_type_case(spec, "scalar-alone", [_scalar("int", "1")], None,
                      section, note=at_least_one)
    _result_type_case(spec, "arrays-then-scalar",
                      [_operand("dimensioned", "int8"), _scalar("int", "200"),
                       _operand("dimensioned", "int16")], "int16", section,
                      note="200 is within the bounds of int16, the dtype of "
                           "the arrays, though not of int8: the scalar is "
                           "matched against the arrays' promoted dtype, so "
                           "the result does not depend on operand order "
                           "(docs/profiles/array-api.md)")
    _result_type_case(spec, "float32-int-complex",
                      [_operand("dimensioned", "float32"), _scalar("int"),
                       _scalar("complex")], "complex64", section,
                      note=COMPLEX_WITH_REAL)
    return spec.cases


# data_type_functions.py can_cast: "True if the cast can occur according to
# type promotion rules (see type-promotion); otherwise, False", read off the
# tables: True when from and to promote to to. (from, to, answer, why).
NO_RULE = "no promotion rule applies: \"otherwise, False\""
CAN_CAST = (
    ("int8", "int16", True, "int8 with int16 is int16"),
    ("int16", "int8", False, "int16 with int8 is int16"),
    ("uint8", "int16", True, "uint8 with int16 is int16"),
    ("int8", "uint8", False, "int8 with uint8 is int16"),
    ("uint32", "int64", True, "uint32 with int64 is int64"),
    ("uint8", "uint64", True, "uint8 with uint64 is uint64"),
    ("uint64", "int64", False, NO_RULE),
    ("int64", "uint64", False, NO_RULE),
    ("float32", "float64", True, "float32 with float64 is float64"),
    ("float64", "float32", False, "float64 with float32 is float64"),
    ("float32", "complex64", True, "float32 with complex64 is complex64"),
    ("float64", "complex64", False, "float64 with complex64 is complex128"),
    ("float64", "complex128", True, "float64 with complex128 is complex128"),
    ("complex128", "complex64", False,
     "complex128 with complex64 is complex128"),
    ("complex64", "float32", False, "complex64 with float32 is complex64"),
    ("int8", "float32", False, NO_RULE),
    ("int32", "float64", False, NO_RULE),
    ("bool", "int8", False, NO_RULE),
    ("int8", "bool", False, NO_RULE),
    ("bool", "bool", True, "a dtype with itself is itself"),
    ("complex128", "complex128", True, "a dtype with itself is itself"),
)


def _can_cast():
    spec = SpecCases(PREFIX, DATA_TYPE_FUNCTIONS, profile="array-api")
    for source, target, answer, why in CAN_CAST:
        spec.add(f"can-cast/{source}-{target}", "can_cast",
                 {"from": source, "to": target}, expect_answer(answer),
                 "can_cast", note=why)
    return spec.cases


def _binary(spec, name, op, a, b, expect, section, note=None):
    spec.add(f"elementwise/{name}", op, binary_inputs(a, b), expect, section,
             note=note)


def _elementwise():
    """One case per op for each data type it leaves undefined, and a few it
    specifies, with values from its special cases."""
    spec = SpecCases(PREFIX, ELEMENTWISE, profile="array-api")
    undefined = expect_error("undefined")
    bools = array("bool", (2,), [True, False])
    numeric = "x1, x2: Should have a numeric data type."
    for op in ("add", "subtract", "multiply"):
        _binary(spec, f"{op}-bool", op, bools, bools, undefined, op,
                note=numeric)
    _binary(spec, "divide-int32", "divide",
            array("int32", (2,), [1, 2]), array("int32", (2,), [2, 2]),
            undefined, "divide",
            note="If one or both of the input arrays have integer data types, "
                 "the result is implementation-dependent, as type promotion "
                 "between data type \"kinds\" (e.g., integer versus "
                 "floating-point) is unspecified.")
    _binary(spec, "divide-bool", "divide", bools, bools, undefined,
            "divide", note=numeric)
    real_valued = "x1, x2: Should have a real-valued data type."
    complexes = array("complex64", (1,), [complex(1.0, 2.0)])
    for op in ("maximum", "minimum", "less", "less_equal", "greater",
               "greater_equal"):
        _binary(spec, f"{op}-complex64", op, complexes, complexes, undefined,
                op, note=f"{real_valued} For backward compatibility, "
                         "conforming implementations may support complex "
                         "numbers; however, inequality comparison of complex "
                         "numbers is unspecified")
        _binary(spec, f"{op}-bool", op, bools, bools, undefined, op,
                note=real_valued)
    for op in ("bitwise_and", "bitwise_or", "bitwise_xor"):
        _binary(spec, f"{op}-float32", op,
                array("float32", (1,), [1.0]), array("float32", (1,), [1.0]),
                undefined, op,
                note="x1, x2: Should have an integer or boolean data type.")
    for op in ("equal", "not_equal"):
        _binary(spec, f"{op}-bool-int8", op, bools,
                array("int8", (2,), [1, 0]), undefined, op,
                note="Comparison of arrays without a corresponding "
                     "promotable data type (see type-promotion) is undefined "
                     "and thus implementation-dependent.")
    # What the functions specify.
    _binary(spec, "equal-bool", "equal", bools,
            array("bool", (2,), [True, True]),
            expect_array("bool", (2,), [True, False]), "equal",
            note="May have any data type; the returned array must have a "
                 "data type of bool")
    _binary(spec, "bitwise_and-bool", "bitwise_and", bools,
            array("bool", (2,), [True, True]),
            expect_array("bool", (2,), [True, False]), "bitwise_and")
    _binary(spec, "bitwise_or-bool", "bitwise_or", bools,
            array("bool", (2,), [False, False]),
            expect_array("bool", (2,), [True, False]), "bitwise_or",
            note="Should have an integer or boolean data type; the result's "
                 "data type is determined by type-promotion: bool")
    _binary(spec, "bitwise_xor-int8-int16", "bitwise_xor",
            array("int8", (3,), [-1, 5, 0]), array("int16", (3,), [1, 3, -8]),
            expect_array("int16", (3,), [-2, 6, -8]), "bitwise_xor",
            note="int8 with int16 is int16 (type_promotion.rst); the bits "
                 "of the two's complement representations")
    _binary(spec, "not_equal-special", "not_equal",
            array("float64", (5,), [float("nan"), 1.0, float("inf"), -0.0,
                                    2.0]),
            array("float64", (5,), [float("nan"), float("nan"),
                                    float("-inf"), 0.0, 2.0]),
            expect_array("bool", (5,), [True, True, True, False, False]),
            "not_equal",
            note="If x1_i is NaN or x2_i is NaN, the result is True; "
                 "+infinity and -infinity, True; -0 and +0 are equal "
                 "finite numbers, False")
    _binary(spec, "not_equal-complex", "not_equal",
            array("complex64", (3,), [complex(1.0, float("nan")),
                                      complex(1.0, 2.0), complex(1.0, 2.0)]),
            array("complex64", (3,), [complex(1.0, float("nan")),
                                      complex(1.0, 2.0), complex(1.0, -2.0)]),
            expect_array("bool", (3,), [True, False, True]), "not_equal",
            note="If a, b, c, or d is NaN, the result is True; else a != c "
                 "OR b != d")
    _binary(spec, "minimum-nan", "minimum",
            array("float64", (3,), [float("nan"), 1.0, -2.0]),
            array("float64", (3,), [1.0, float("nan"), 3.0]),
            expect_array("float64", (3,), [float("nan"), float("nan"), -2.0]),
            "minimum",
            note="If either x1_i or x2_i is NaN, the result is NaN.")
    _binary(spec, "less_equal-zero-dim", "less_equal",
            array("uint16", (), [7]), array("int32", (3,), [6, 7, 8]),
            expect_array("bool", (3,), [False, True, True]), "less_equal",
            note=f"uint16 with int32 is int32; {ZERO_DIM} "
                 "(type_promotion.rst)")
    _binary(spec, "greater-nan", "greater",
            array("float32", (3,), [float("nan"), 2.0, 1.0]),
            array("float32", (3,), [1.0, 1.0, float("nan")]),
            expect_array("bool", (3,), [False, True, False]), "greater",
            note="IEEE 754: NaN compares unordered, so x1_i > x2_i is false")
    _binary(spec, "greater_equal-uint8-uint32", "greater_equal",
            array("uint8", (2,), [255, 0]),
            array("uint32", (2,), [255, 4294967295]),
            expect_array("bool", (2,), [True, False]), "greater_equal",
            note="uint8 with uint32 is uint32 (type_promotion.rst)")
    _binary(spec, "add-int8-uint8", "add", array("int8", (2,), [-3, 100]),
            array("uint8", (2,), [200, 27]),
            expect_array("int16", (2,), [197, 127]), "add",
            note="int8 with uint8 is int16 (type_promotion.rst)")
    _binary(spec, "add-signed-zeros", "add",
            array("float32", (4,), [-0.0, -0.0, 0.0, float("inf")]),
            array("float32", (4,), [-0.0, 0.0, -0.0, float("-inf")]),
            expect_array("float32", (4,), [-0.0, 0.0, 0.0, float("nan")]),
            "add", note="-0 + -0 is -0; -0 + +0 and +0 + -0 are +0; "
                        "+infinity + -infinity is NaN")
    _binary(spec, "divide-special", "divide",
            array("float64", (4,), [0.0, 1.0, -1.0, 1.0]),
            array("float64", (4,), [-0.0, -0.0, 0.0, float("inf")]),
            expect_array("float64", (4,),
                         [float("nan"), float("-inf"), float("-inf"), 0.0]),
            "divide", note="±0 / ±0 is NaN; x1_i > 0 and x2_i -0 give "
                           "-infinity; x1_i < 0 and x2_i +0 give -infinity; "
                           "a positive finite number over +infinity is +0")
    _binary(spec, "maximum-nan", "maximum",
            array("float32", (2,), [float("nan"), 1.0]),
            array("float32", (2,), [1.0, float("nan")]),
            expect_array("float32", (2,), [float("nan"), float("nan")]),
            "maximum",
            note="If either x1_i or x2_i is NaN, the result is NaN.")
    _binary(spec, "less-zero-dim", "less", array("uint16", (), [7]),
            array("int32", (3,), [6, 7, 8]),
            expect_array("bool", (3,), [False, False, True]), "less",
            note=f"uint16 with int32 is int32; {ZERO_DIM} "
                 "(type_promotion.rst)")
    _binary(spec, "add-undefined-before-shapes", "add",
            array("int32", (2,), [1, 2]), array("float32", (3,), [1.0] * 3),
            undefined, "add",
            note="int32 with float32 is left open, and so is the whole "
                 "outcome, bad shapes included: dtypes are checked before "
                 "shapes (docs/profiles/array-api.md)")
    _binary(spec, "add-incompatible-shapes", "add",
            array("int32", (2,), [1, 2]), array("int64", (3,), [1, 2, 3]),
            expect_error("incompatible_shapes"), "add",
            note="x2: Must be compatible with x1 (see broadcasting)")
    return spec.cases


_FUNCTION_PAGE = ("https://data-apis.org/array-api/2025.12/"
                  "API_specification/generated/array_api.{}.html")


def _special_cases():
    """pow, atan2, hypot, logaddexp and the older functions' special-case
    lists (array_api_special_cases.py)."""
    spec = SpecCases(PREFIX, ELEMENTWISE, profile="array-api")
    special_cases(spec, _binary)
    return spec.cases


def _newer_functions():
    """floor_divide, remainder, copysign, nextafter, the shifts and the
    logical ops: each function's data types, and the special cases its
    page lists, quoted in the note with the page's address; what a clause
    leaves open is `undefined`."""
    spec = SpecCases(PREFIX, ELEMENTWISE, profile="array-api")
    undefined = expect_error("undefined")
    nan, inf = float("nan"), float("inf")

    def case(name, op, a, b, expect, clause):
        _binary(spec, name, op, a, b, expect, op,
                note=f"{clause} ({_FUNCTION_PAGE.format(op)})")

    ints = array("int32", (2,), [7, -7])
    case("floor_divide-int32", "floor_divide", ints,
         array("int32", (2,), [2, 2]), expect_array("int32", (2,), [3, -4]),
         "rounds the result of dividing ... to the greatest integer-value "
         "number that is not greater than the division result")
    case("floor_divide-int32-by-zero", "floor_divide", ints,
         array("int32", (2,), [2, 0]), undefined,
         "For input arrays which promote to an integer data type, the "
         "result of division by zero is unspecified and thus "
         "implementation-defined.")
    case("floor_divide-float-special", "floor_divide",
         array("float64", (6,), [nan, inf, 0.0, -0.0, 1.0, -1.0]),
         array("float64", (6,), [1.0, -inf, -0.0, 2.0, -0.0, inf]),
         undefined,
         "x1_i < 0 and x2_i +infinity give -0, but libraries may return "
         "-1.0 to match Python behavior: left open")
    case("floor_divide-float-zeros", "floor_divide",
         array("float64", (6,), [nan, inf, 0.0, -0.0, 1.0, -1.0]),
         array("float64", (6,), [1.0, -inf, -0.0, 2.0, -0.0, -0.0]),
         expect_array("float64", (6,), [nan, nan, nan, -0.0, -inf, inf]),
         "NaN gives NaN; ±infinity by ±infinity is NaN; ±0 by ±0 is NaN; "
         "-0 by a positive number is -0; x1_i > 0 by -0 is -infinity; "
         "x1_i < 0 by -0 is +infinity")
    case("floor_divide-float-finite", "floor_divide",
         array("float32", (4,), [1.0, -1.0, 0.5, 3.0]),
         array("float32", (4,), [2.0, 2.0, -0.5, inf]),
         expect_array("float32", (4,), [0.0, -1.0, -1.0, 0.0]),
         "the quotient rounded to the greatest representable integer-value "
         "number that is not greater than the division result; a positive "
         "finite x1_i by +infinity is +0")
    case("floor_divide-infinite-dividend", "floor_divide",
         array("float64", (1,), [inf]), array("float64", (1,), [2.0]),
         undefined, "x1_i +infinity by a positive finite x2_i is "
         "+infinity (note: libraries may return NaN to match Python "
         "behavior): left open")
    case("remainder-int8", "remainder", array("int8", (3,), [7, -7, 7]),
         array("int8", (3,), [3, 3, -3]), expect_array("int8", (3,),
                                                       [1, 2, -2]),
         "equivalent to the Python modulus operator x1_i % x2_i; each "
         "element-wise result must have the same sign as x2_i")
    case("remainder-int8-by-zero", "remainder", array("int8", (1,), [7]),
         array("int8", (1,), [0]), undefined,
         "For input arrays which promote to an integer data type, the "
         "result of division by zero is unspecified")
    case("remainder-float-special", "remainder",
         array("float64", (8,), [nan, inf, 0.0, -0.0, 0.0, 1.0, 1.0, -1.0]),
         array("float64", (8,), [1.0, 2.0, 0.0, 2.0, -2.0, 0.0, -inf,
                                 -inf]),
         expect_array("float64", (8,), [nan, nan, nan, 0.0, -0.0, nan,
                                        -inf, -1.0]),
         "NaN gives NaN; ±infinity by a finite number is NaN; ±0 by ±0 is "
         "NaN; -0 by a positive number is +0; +0 by a negative number is "
         "-0; x1_i by ±0 is NaN; a positive finite x1_i by -infinity is "
         "x2_i; a negative finite x1_i by -infinity is x1_i")
    case("remainder-float-python", "remainder",
         array("float32", (3,), [-4.0, 5.5, -1.0]),
         array("float32", (3,), [2.0, -2.0, 4.0]),
         expect_array("float32", (3,), [0.0, -0.5, 3.0]),
         "In the remaining cases, the result must match that of the Python "
         "% operator (-4.0 % 2.0 is 0.0)")
    case("remainder-complex", "remainder", array("complex64", (1,), [1j]),
         array("complex64", (1,), [1j]), undefined,
         "x1, x2: Should have a real-valued data type.")
    case("copysign-special", "copysign",
         array("float64", (5,), [2.0, -3.0, 1.0, nan, inf]),
         array("float64", (5,), [-1.0, 0.0, -0.0, -1.0, nan]),
         expect_array("float64", (5,), [-2.0, 3.0, -1.0, nan, inf]),
         "x2_i < 0 gives -|x1_i|; +0 gives |x1_i|; -0 gives -|x1_i|; x1_i "
         "NaN gives NaN; x2_i NaN with sign bit 0 gives |x1_i| (the case "
         "format's NaN is the positive one)")
    case("copysign-int32", "copysign", array("int32", (1,), [1]),
         array("int32", (1,), [-1]), undefined,
         "x1, x2: Should have a real-valued floating-point data type.")
    case("nextafter-special", "nextafter",
         array("float32", (5,), [nan, -0.0, 0.0, 1.0, 0.0]),
         array("float32", (5,), [1.0, 0.0, -0.0, 2.0, 1.0]),
         expect_array("float32", (5,), [nan, 0.0, -0.0, 1.0000001192092896,
                                        1.401298464324817e-45]),
         "either NaN gives NaN; -0 toward +0 is +0; +0 toward -0 is -0; "
         "otherwise the next representable floating-point value")
    case("nextafter-float32-steps", "nextafter",
         array("float32", (3,), [3.4028234663852886e+38, 1.0,
                                 -1.401298464324817e-45]),
         array("float32", (3,), [inf, 0.0, 1.0]),
         expect_array("float32", (3,), [inf, 0.9999999403953552, -0.0]),
         "the next representable floating-point value of the data type of "
         "x1")
    case("nextafter-mixed-dtypes", "nextafter",
         array("float32", (1,), [1.0]), array("float64", (1,), [2.0]),
         undefined, "x2: Should have the same data type as x1.")
    case("bitwise_left_shift-int8", "bitwise_left_shift",
         array("int8", (3,), [1, -3, 5]), array("int8", (3,), [6, 2, 0]),
         expect_array("int8", (3,), [64, -12, 5]),
         "appending x2_i zeros to the right of x1_i")
    case("bitwise_left_shift-negative-count", "bitwise_left_shift",
         array("int8", (1,), [1]), array("int8", (1,), [-1]), undefined,
         "x2: Each element must be greater than or equal to 0.")
    case("bitwise_left_shift-overflow", "bitwise_left_shift",
         array("int8", (1,), [1]), array("int8", (1,), [8]), undefined,
         "1 with 8 zeros appended is 256, outside int8: integer overflow "
         "is left to implementations (data_types.rst)")
    case("bitwise_right_shift-arithmetic", "bitwise_right_shift",
         array("int16", (4,), [-7, 7, -1, 100]),
         array("int16", (4,), [1, 1, 15, 20]),
         expect_array("int16", (4,), [-4, 3, -1, 0]),
         "This operation must be an arithmetic shift (i.e., "
         "sign-propagating) and thus equivalent to floor division by a "
         "power of two.")
    case("bitwise_right_shift-uint8", "bitwise_right_shift",
         array("uint8", (1,), [8]), array("uint8", (1,), [1]),
         expect_array("uint8", (1,), [4]), "floor division by a power of "
         "two")
    case("bitwise_right_shift-float", "bitwise_right_shift",
         array("float32", (1,), [8.0]), array("float32", (1,), [1.0]),
         undefined, "x1, x2: Should have an integer data type.")
    bools = array("bool", (4,), [True, True, False, False])
    others = array("bool", (4,), [True, False, True, False])
    for op, values in (("logical_and", [True, False, False, False]),
                       ("logical_or", [True, True, True, False]),
                       ("logical_xor", [False, True, True, False])):
        case(f"{op}-bool", op, bools, others,
             expect_array("bool", (4,), values),
             "The returned array must have a data type of bool.")
        case(f"{op}-int8", op, array("int8", (1,), [2]),
             array("int8", (1,), [0]), undefined,
             "x1, x2: Should have a boolean data type (libraries may "
             "choose to accept real-valued data types)")
    return spec.cases


def _in_place():
    spec = SpecCases(PREFIX, ARRAY_OBJECT, profile="array-api")
    section = "Operators / In-place Operators"
    mismatch = ("If, however, after applying type promotion (see "
                "type-promotion) to in-place operands, the resulting data "
                "type is not equal to the data type of the array on the "
                "left-hand side of the operation, then a conforming "
                "implementation may return results which differ from the "
                "respective binary operation due to casting behavior and "
                "selection of the operation's intermediate precision. The "
                "choice of casting behavior and intermediate precision is "
                "unspecified and thus implementation-defined.")
    int16s = array("int16", (2,), [1000, -2])
    int8s = array("int8", (2,), [5, 3])
    spec.add("inplace/int16-iadd-int8", "add_inplace",
             binary_inputs(int16s, int8s),
             expect_array("int16", (2,), [1005, 1]), section,
             note="int16 += int8: the promoted dtype is x1's, so x1 must "
                  "equal x1 + x2")
    spec.add("inplace/int8-iadd-int16", "add_inplace",
             binary_inputs(int8s, int16s), expect_error("undefined"), section,
             note=mismatch)
    spec.add("inplace/float32-itruediv-float64", "divide_inplace",
             binary_inputs(array("float32", (1,), [1.0]),
                           array("float64", (1,), [2.0])),
             expect_error("undefined"), section, note=mismatch)
    spec.add("inplace/bool-iand-bool", "bitwise_and_inplace",
             binary_inputs(array("bool", (2,), [True, True]),
                           array("bool", (2,), [True, False])),
             expect_array("bool", (2,), [True, False]), section,
             note="&=. May be implemented via __iand__.")
    spec.add("inplace/int16-ior-uint8", "bitwise_or_inplace",
             binary_inputs(array("int16", (2,), [1, -4]),
                           array("uint8", (2,), [6, 3])),
             expect_array("int16", (2,), [7, -1]), section,
             note="|=. May be implemented via __ior__. int16 with uint8 is "
                  "int16, x1's dtype")
    spec.add("inplace/uint8-ixor-int8", "bitwise_xor_inplace",
             binary_inputs(array("uint8", (1,), [1]),
                           array("int8", (1,), [1])),
             expect_error("undefined"), section, note=mismatch)
    spec.add("inplace/shape-change", "add_inplace",
             binary_inputs(array("int32", (2,), [1, 2]),
                           array("int32", (2, 2), [1, 2, 3, 4])),
             expect_error("inplace_shape_change"), section,
             note="An in-place operation must not change the data type or "
                  "shape of the in-place array as a result of type-promotion "
                  "or broadcasting.")
    for op in ("equal", "not_equal", "less", "less_equal", "greater",
               "greater_equal", "maximum", "minimum", "copysign",
               "nextafter", "logical_and", "logical_or", "logical_xor",
               "atan2", "hypot", "logaddexp"):
        spec.add(f"inplace/{op}", f"{op}_inplace",
                 binary_inputs(array("int32", (1,), [1]),
                               array("int32", (1,), [2])),
                 expect_error("undefined"), section,
                 note=f"the standard has no in-place form of {op}: the "
                      "in-place operators are +=, -=, *=, /=, //=, **=, %=, "
                      "@=, &=, |=, ^=, <<= and >>=")
    return spec.cases


# type_promotion.rst "Mixing arrays with Python scalars" (2024.12 and
# later, where the element-wise functions take scalars too).
SCALARS_SECTION = "Type Promotion Rules / Mixing arrays with Python scalars"
SCALARS_URL = ("https://data-apis.org/array-api/2025.12/API_specification/"
               "type_promotion.html#mixing-arrays-with-python-scalars")
FUNCTION_URL = ("https://data-apis.org/array-api/2025.12/API_specification/"
                "generated/array_api.{}.html")
CONVERT = ("Provided the above requirements are met, the expected behavior "
           "is equivalent to: 1. Convert the scalar to a zero-dimensional "
           "array with the same data type as that of the array used in the "
           "expression. 2. Execute the operation for array <op> 0-D array "
           "(or 0-D array <op> array if scalar was the left-hand argument).")


def _scalar_input(kind, value):
    """A Python-scalar input of an element-wise case."""
    encoded = {"bool": value, "int": str(value)}.get(kind)
    if kind == "float":
        encoded = repr(value)
    elif kind == "complex":
        encoded = [repr(value.real), repr(value.imag)]
    return {"kind": kind, "value": encoded}


def _scalar_operands():
    """The standard's rules for a Python scalar beside an array, in
    operators and (2024.12 and later) in the element-wise functions, each
    case with the sentence it rests on and the clause's address."""
    spec = SpecCases(PREFIX, TYPE_PROMOTION, profile="array-api")
    undefined = expect_error("undefined")

    def case(name, op, a, b, expect, note, section=SCALARS_SECTION,
             document=None):
        url = SCALARS_URL if document is None else FUNCTION_URL.format(
            section)
        spec.add(f"scalars/{name}", op, binary_inputs(a, b), expect, section,
                 note=f"{note} ({url})", document=document)

    int8s = array("int8", (2,), [1, -2])
    case("int8-add-int", "add", int8s, _scalar_input("int", 3),
         expect_array("int8", (2,), [4, 1]),
         "a Python int within the bounds of the given data type for integer "
         "array data types. " + CONVERT)
    case("int-subtract-int8", "subtract", _scalar_input("int", 3), int8s,
         expect_array("int8", (2,), [2, 5]),
         "scalar <op> array: " + CONVERT)
    case("uint8-add-256", "add", array("uint8", (1,), [1]),
         _scalar_input("int", 256), undefined,
         "Behavior is not specified for integers outside of the bounds of a "
         "given integer data type. Integers outside of bounds may result in "
         "overflow or an error.")
    case("int64-multiply-2-pow-63", "multiply", array("int64", (1,), [1]),
         _scalar_input("int", 1 << 63), undefined,
         "Behavior is not specified for integers outside of the bounds of a "
         "given integer data type.")
    case("float32-multiply-int", "multiply", array("float32", (2,), [1.5, -0.25]),
         _scalar_input("int", 2), expect_array("float32", (2,), [3.0, -0.5]),
         "a Python int or float for real-valued floating-point array data "
         "types. " + CONVERT)
    case("float64-add-float", "add", array("float64", (1,), [0.25]),
         _scalar_input("float", 0.5), expect_array("float64", (1,), [0.75]),
         "a Python int or float for real-valued floating-point array data "
         "types.")
    case("float32-add-complex", "add", array("float32", (1,), [1.0]),
         _scalar_input("complex", complex(1.0, 2.0)),
         expect_array("complex64", (1,), [complex(2.0, 2.0)]),
         "a Python complex for real-valued floating-point array data types: "
         "convert the scalar to a zero-dimensional array with a complex "
         "floating-point array data type having the same precision as that "
         "of the array operand (float32: complex64)")
    case("complex-multiply-float64", "multiply",
         _scalar_input("complex", complex(0.0, 1.0)), array("float64", (1,), [2.0]),
         expect_array("complex128", (1,), [complex(0.0, 2.0)],
                      tolerance_ulp=2, tolerance_scale=[2.0]),
         "a Python complex with a float64 array: a zero-dimensional "
         "complex128 array")
    case("complex64-subtract-int", "subtract",
         array("complex64", (1,), [complex(1.0, 1.0)]), _scalar_input("int", 1),
         expect_array("complex64", (1,), [complex(0.0, 1.0)]),
         "a Python int, float, or complex for complex floating-point array "
         "data types.")
    case("int32-add-float", "add", array("int32", (1,), [1]),
         _scalar_input("float", 1.5), undefined,
         "Behavior is not specified when mixing a Python float and an array "
         "with an integer data type; this may give float32, float64, or "
         "raise an exception. Behavior is implementation-specific.")
    case("int32-multiply-complex", "multiply", array("int32", (1,), [1]),
         _scalar_input("complex", complex(0.0, 1.0)), undefined,
         "Behavior is not specified when mixing a Python complex and an "
         "array with an integer data type; this may give complex64, "
         "complex128, or raise an exception.")
    case("int8-bitwise-and-bool", "bitwise_and", int8s,
         _scalar_input("bool", True), undefined,
         "a Python bool for a bool array data type: a bool with an integer "
         "array is not among the supported combinations")
    bools = array("bool", (2,), [True, False])
    case("bool-bitwise-xor-bool", "bitwise_xor", bools, _scalar_input("bool", True),
         expect_array("bool", (2,), [False, True]),
         "a Python bool for a bool array data type. " + CONVERT)
    case("int8-iadd-int", "add_inplace", int8s, _scalar_input("int", 5),
         expect_array("int8", (2,), [6, 3]),
         "where <op> is a built-in operator (including in-place operators, "
         "but excluding the matmul @ operator)")
    case("float32-itruediv-int", "divide_inplace",
         array("float32", (2,), [1.0, -3.0]), _scalar_input("int", 2),
         expect_array("float32", (2,), [0.5, -1.5]),
         "in-place operators included: x /= 2 with a float32 x")
    case("int16-iadd-float", "add_inplace", array("int16", (1,), [1]),
         _scalar_input("float", 0.5), undefined,
         "Behavior is not specified when mixing a Python float and an array "
         "with an integer data type")
    # The element-wise functions' parameter types (2024.12: "Added scalar
    # argument support"): a kind a function does not list is outside the
    # standard.
    functions = "Added scalar argument support (version 2024.12)."
    case("logical-and-bool", "logical_and", bools, _scalar_input("bool", False),
         expect_array("bool", (2,), [False, False]),
         f"logical_and(x1: Union[array, bool], x2: Union[array, bool]). "
         f"{functions}", section="logical_and", document=ELEMENTWISE)
    case("logical-and-int", "logical_and", bools, _scalar_input("int", 1),
         undefined, "logical_and's x2 is Union[array, bool]: a Python int "
         "is not among its types", section="logical_and",
         document=ELEMENTWISE)
    case("shift-float", "bitwise_left_shift", int8s, _scalar_input("float", 1.0),
         undefined, "bitwise_left_shift's x2 is Union[array, int]",
         section="bitwise_left_shift", document=ELEMENTWISE)
    case("maximum-complex", "maximum", array("float32", (1,), [1.0]),
         _scalar_input("complex", complex(1.0, 0.0)), undefined,
         "maximum's x2 is Union[array, int, float]",
         section="maximum", document=ELEMENTWISE)
    case("maximum-float-first", "maximum", _scalar_input("float", 2.0),
         array("float64", (2,), [1.0, 3.0]),
         expect_array("float64", (2,), [2.0, 3.0]),
         f"maximum(x1: Union[array, int, float], ...); at least one of x1 "
         f"or x2 must be an array. {functions}", section="maximum",
         document=ELEMENTWISE)
    case("less-uint8-int", "less", array("uint8", (2,), [1, 200]),
         _scalar_input("int", 100), expect_array("bool", (2,), [True, False]),
         "less(x1: Union[array, int, float], x2: Union[array, int, float]); "
         "the int is within uint8's bounds", section="less",
         document=ELEMENTWISE)
    case("equal-bool", "equal", bools, _scalar_input("bool", True),
         expect_array("bool", (2,), [True, False]),
         "equal(x1: Union[array, int, float, complex, bool], ...)",
         section="equal", document=ELEMENTWISE)
    case("add-bool", "add", bools, _scalar_input("bool", True), undefined,
         "add's x2 is Union[array, int, float, complex]: no bool",
         section="add", document=ELEMENTWISE)
    return spec.cases
