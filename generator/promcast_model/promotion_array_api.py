"""The Array API standard's dtype promotion, version 2025.12: the profile
"array-api" (docs/profiles/array-api.md).

Sources (data-apis/array-api, version 2025.12; where the stored copy of
public repositories these were read from lacks the 2025.12 file, the copy
read is named):
- spec/2025.12/API_specification/type_promotion.rst (read as
  spec/draft/..., the draft with the 2024.12 scalar rules): the four
  promotion tables, "Notes", and "Mixing arrays with Python scalars";
- src/array_api_stubs/_2025_12/data_type_functions.py (read as _2024_12):
  result_type, can_cast;
- src/array_api_stubs/_2025_12/elementwise_functions.py: the data types each
  of add, subtract, multiply, divide, maximum, equal, less and bitwise_and
  "Should have";
- spec/2025.12/API_specification/array_object.rst (read as spec/draft/...,
  which has 2025.12's __dlpack_c_exchange_api__), "In-place Operators";
- spec/2025.12/API_specification/data_types.rst (read as spec/draft/...):
  the dtypes, their categories, and each integer dtype's interval.

Whatever the standard leaves to implementations is the outcome UNDEFINED,
never a guess.
"""

import functools
import math
from fractions import Fraction

from . import division, dtypes, float_steps, powers, shifts
from .float_formats import rounder
from .value_faults import UNDEFINED_VALUE, open_signed_zero_extremum
from .elementwise_dtypes import computed, refused_early
from .errors import UNDEFINED, UNSUPPORTED_DTYPE_FOR_OP, ModelError, memoized
from .operands import CATEGORY_SCALAR
from .ops import BOOL_RESULTS, kernel_table

NAME = "array-api"
# data_types.rst: the 13 dtypes a conforming library must provide.
DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
          "uint32", "uint64", "float32", "float64", "complex64", "complex128")

# type_promotion.rst, the "where" lists under each table: the type codes.
TYPE_CODES = {
    "i1": "int8", "i2": "int16", "i4": "int32", "i8": "int64",
    "u1": "uint8", "u2": "uint16", "u4": "uint32", "u8": "uint64",
    "f4": "float32", "f8": "float64", "c8": "complex64", "c16": "complex128",
}

# type_promotion.rst, "Rules": the four tables, row by row as printed (the
# RST grid's +----+ lines left out). Row dtype with column dtype gives the
# cell.
SIGNED_TABLE = """
|        | i1 | i2 | i4 | i8 |
| **i1** | i1 | i2 | i4 | i8 |
| **i2** | i2 | i2 | i4 | i8 |
| **i4** | i4 | i4 | i4 | i8 |
| **i8** | i8 | i8 | i8 | i8 |
"""
UNSIGNED_TABLE = """
|        | u1 | u2 | u4 | u8 |
| **u1** | u1 | u2 | u4 | u8 |
| **u2** | u2 | u2 | u4 | u8 |
| **u4** | u4 | u4 | u4 | u8 |
| **u8** | u8 | u8 | u8 | u8 |
"""
# "Mixed unsigned and signed integer type promotion table": there is no u8
# column, so uint64 with a signed integer is left open.
MIXED_TABLE = """
|        | u1 | u2 | u4 |
| **i1** | i2 | i4 | i8 |
| **i2** | i2 | i4 | i8 |
| **i4** | i4 | i4 | i8 |
| **i8** | i8 | i8 | i8 |
"""
FLOATING_TABLE = """
|         |  f4 |  f8 |  c8 | c16 |
| **f4**  |  f4 |  f8 |  c8 | c16 |
| **f8**  |  f8 |  f8 | c16 | c16 |
| **c8**  |  c8 | c16 |  c8 | c16 |
| **c16** | c16 | c16 | c16 | c16 |
"""
TABLES = (SIGNED_TABLE, UNSIGNED_TABLE, MIXED_TABLE, FLOATING_TABLE)


def parse_table(text):
    """{(row dtype, column dtype): dtype} from a table as printed."""
    rows = [[cell.strip().strip("*") for cell in line.strip().strip("|")
             .split("|")] for line in text.strip().splitlines()]
    columns = rows[0][1:]
    return {(TYPE_CODES[row[0]], TYPE_CODES[column]): TYPE_CODES[cell]
            for row in rows[1:] for column, cell in zip(columns, row[1:])}


def _promotion_table():
    """Every defined pair, both ways round: the mixed table is printed with
    the signed type as the row only, and promotion is symmetric
    ("application of the promotion tables is associative (i.e., the result
    does not depend on operand order)")."""
    table = {}
    for text in TABLES:
        for (row, column), cell in parse_table(text).items():
            for pair in ((row, column), (column, row)):
                if table.setdefault(pair, cell) != cell:
                    raise AssertionError(f"two cells for {pair}")
    return table


PROMOTION_TABLE = _promotion_table()

# type_promotion.rst, what the standard leaves open, by the kinds of the two
# dtypes (data_types.rst "Data Type Categories").
_BOOL_WITH_NUMERIC = ("Type promotion of non-numerical data types to "
                      "numerical data types is unspecified (e.g., ``bool`` to "
                      "``intxx`` or ``floatxx``).")
_INTEGER_WITH_FLOATING = ("Mixed integer and floating-point type promotion "
                          "rules are not specified because behavior varies "
                          "between implementations.")
_UINT64_WITH_SIGNED = ("the mixed unsigned and signed integer type promotion "
                       "table has no u8 column")


def _unsupported(dtype):
    return ModelError(UNSUPPORTED_DTYPE_FOR_OP,
                      f"profile array-api has no dtype {dtype}")


def _check(*names):
    for name in names:
        if name not in DTYPES:
            raise _unsupported(name)


def _category(dtype):
    """data_types.rst "Data Type Categories": boolean, integer, real-valued
    floating-point or complex floating-point."""
    if dtype == "bool":
        return "bool"
    if dtypes.is_integral(dtype):
        return "integer"
    return "complex floating" if dtypes.is_complex(dtype) \
        else "real floating"


def _why_undefined(a, b):
    categories = {_category(a), _category(b)}
    if "bool" in categories:
        return _BOOL_WITH_NUMERIC
    if categories == {"integer"}:
        return _UINT64_WITH_SIGNED
    return _INTEGER_WITH_FLOATING


def _defined_promotion(a, b):
    """The promoted dtype of two supported dtypes, or None where the
    standard leaves it open. Equal dtypes give themselves (the tables'
    diagonals; for bool, the lattice: "Promotion between any two types is
    given by their join on this lattice")."""
    return a if a == b else PROMOTION_TABLE.get((a, b))


def promote_types(a, b, x64=False):
    """The common dtype of two arrays of dtypes a and b (type_promotion.rst
    "Rules"); x64 is JAX's option."""
    _check(a, b)
    promoted = _defined_promotion(a, b)
    if promoted is None:
        raise ModelError(UNDEFINED, f"the Array API standard leaves the "
                         f"promotion of {a} and {b} to implementations: "
                         f"{_why_undefined(a, b)}")
    return promoted


# type_promotion.rst, "Mixing arrays with Python scalars": a scalar "has a
# type and value compatible with the array data type" in these cases, and
# is then converted "to zero-dimensional array with the same data type as
# that of the array used in the expression". (scalar kind, category of the
# array's dtype) -> the dtype of that 0-D array.
_ARRAYS_DTYPE = "the array's dtype"
_COMPLEX_OF_ITS_PRECISION = "complex of the array's precision"
SCALAR_WITH_ARRAY = {
    # "a Python bool for a bool array data type."
    ("bool", "bool"): _ARRAYS_DTYPE,
    # "a Python int within the bounds of the given data type for integer
    # array data types." (the bounds: _check_int_bounds)
    ("int", "integer"): _ARRAYS_DTYPE,
    # "a Python int, float, or complex for real-valued floating-point array
    # data types." The complex one, by the note: "Mixing a Python complex
    # and an array with a real-valued data type is allowed; the result is an
    # array of the data type of the same precision as the array operand".
    ("int", "real floating"): _ARRAYS_DTYPE,
    ("float", "real floating"): _ARRAYS_DTYPE,
    ("complex", "real floating"): _COMPLEX_OF_ITS_PRECISION,
    # "a Python int, float, or complex for complex floating-point array data
    # types."
    ("int", "complex floating"): _ARRAYS_DTYPE,
    ("float", "complex floating"): _ARRAYS_DTYPE,
    ("complex", "complex floating"): _ARRAYS_DTYPE,
}
# The notes that leave combinations open in so many words; every other
# combination (a bool with a numeric array, a number with a bool array) is
# simply not among the supported ones.
SCALAR_LEFT_OPEN = {
    ("float", "integer"): "Behavior is not specified when mixing a Python "
                          "``float`` and an array with an integer data type",
    ("complex", "integer"): "Behavior is not specificed when mixing "
                            "``complex`` scalars with integer arrays",
}
_COMPLEX_OF = {"float32": "complex64", "float64": "complex128"}


def _scalar_dtype(scalar, array_dtype):
    """The dtype of the 0-D array a Python scalar becomes beside arrays of
    promoted dtype array_dtype."""
    key = (scalar.kind, _category(array_dtype))
    rule = SCALAR_WITH_ARRAY.get(key)
    if rule is None:
        raise ModelError(UNDEFINED, SCALAR_LEFT_OPEN.get(
            key, f"the Array API standard does not specify a Python "
                 f"{scalar.kind} with an array of dtype {array_dtype}"))
    if key == ("int", "integer"):
        _check_int_bounds(scalar.value, array_dtype)
    if rule == _COMPLEX_OF_ITS_PRECISION:
        return _COMPLEX_OF[array_dtype]
    return array_dtype


# data_types.rst: each integer dtype's values "exist on the interval" printed
# here. As printed, int16, int32 and int64 stop at -(2**(bits-1) - 1), where
# int8 goes down to -2**7: the standard does not say that -32768 is an int16
# value, so a Python int -32768 is not "within the bounds" of int16.
INTEGER_INTERVALS = {
    "int8": (-128, +127),
    "int16": (-32_767, +32_767),
    "int32": (-2_147_483_647, +2_147_483_647),
    "int64": (-9_223_372_036_854_775_807, +9_223_372_036_854_775_807),
    "uint8": (0, +255),
    "uint16": (0, +65_535),
    "uint32": (0, +4_294_967_295),
    "uint64": (0, +18_446_744_073_709_551_615),
}


def _check_int_bounds(value, dtype):
    """"Behavior is also not specified for integers outside of the bounds of
    a given integer data type." A Python int whose value the case does not
    give is taken to be within bounds (docs/profiles/array-api.md)."""
    if value is None:
        return
    low, high = INTEGER_INTERVALS[dtype]
    if not low <= value <= high:
        raise ModelError(UNDEFINED, f"Python int {value} is outside the "
                         f"bounds of {dtype}, [{low}, {high}] "
                         "(data_types.rst): behavior is not specified")


def result_type(operands, default_float, x64=False):
    """result_type over Operands (data_type_functions.py): the arrays, 0-D
    or not ("zero-dimensional arrays must be subject to the same type
    promotion rules as dimensional arrays"), promote by the tables; each
    Python scalar then joins as the 0-D array it becomes beside them.
    default_float and x64 are other libraries' options."""
    return _result_type(tuple(operands))


@memoized
def _result_type(operands):
    arrays = [o.dtype for o in operands if o.category != CATEGORY_SCALAR]
    scalars = [o for o in operands if o.category == CATEGORY_SCALAR]
    _check(*arrays)
    if not arrays:
        # data_type_functions.py result_type, Notes: "At least one argument
        # must be an array or a dtype."
        raise ModelError(UNDEFINED, "result_type: at least one argument must "
                         "be an array or a dtype")
    promoted = arrays[0]
    for dtype in arrays[1:]:
        promoted = promote_types(promoted, dtype)
    # Each scalar is matched against the arrays' promoted dtype, so the
    # result does not depend on operand order (docs/profiles/array-api.md).
    result = promoted
    for scalar in scalars:
        result = promote_types(result, _scalar_dtype(scalar, promoted))
    return result


@functools.lru_cache(maxsize=None)
def can_cast(source, target):
    """data_type_functions.py can_cast: "True if the cast can occur
    according to type promotion rules (see type-promotion); otherwise,
    False": the promotion of source and target is defined and is target.
    Where no rule applies the function's own text answers False."""
    _check(source, target)
    return _defined_promotion(source, target) == target


# Element-wise ops. elementwise_functions.py: the data types each function's
# parameters "Should have", as data_types.rst's categories; anything else is
# left to implementations.
_NUMERIC = ("integer", "real floating", "complex floating")
_REAL_VALUED = ("integer", "real floating")
OP_DATA_TYPES = {
    "add": ("a numeric data type", _NUMERIC),
    "subtract": ("a numeric data type", _NUMERIC),
    "multiply": ("a numeric data type", _NUMERIC),
    # divide: "Should have a numeric data type", but "If one or both of the
    # input arrays have integer data types, the result is
    # implementation-dependent".
    "divide": ("a floating-point data type (integers are "
               "implementation-dependent)",
               ("real floating", "complex floating")),
    # maximum, minimum, less, less_equal, greater, greater_equal: "Should
    # have a real-valued data type" ("inequality comparison of complex
    # numbers is unspecified and thus implementation-dependent").
    "maximum": ("a real-valued data type", _REAL_VALUED),
    "minimum": ("a real-valued data type", _REAL_VALUED),
    "less": ("a real-valued data type", _REAL_VALUED),
    "less_equal": ("a real-valued data type", _REAL_VALUED),
    "greater": ("a real-valued data type", _REAL_VALUED),
    "greater_equal": ("a real-valued data type", _REAL_VALUED),
    "bitwise_and": ("an integer or boolean data type", ("integer", "bool")),
    "bitwise_or": ("an integer or boolean data type", ("integer", "bool")),
    "bitwise_xor": ("an integer or boolean data type", ("integer", "bool")),
    # floor_divide, remainder: "Should have a real-valued data type";
    # copysign and nextafter "a real-valued floating-point data type";
    # bitwise_left_shift and bitwise_right_shift "an integer data type";
    # logical_and, logical_or, logical_xor "a boolean data type" (a library
    # "may choose to accept" others).
    "floor_divide": ("a real-valued data type", _REAL_VALUED),
    "remainder": ("a real-valued data type", _REAL_VALUED),
    "copysign": ("a real-valued floating-point data type",
                 ("real floating",)),
    "nextafter": ("a real-valued floating-point data type",
                  ("real floating",)),
    "bitwise_left_shift": ("an integer data type", ("integer",)),
    "bitwise_right_shift": ("an integer data type", ("integer",)),
    "logical_and": ("a boolean data type", ("bool",)),
    "logical_or": ("a boolean data type", ("bool",)),
    "logical_xor": ("a boolean data type", ("bool",)),
    # pow: "Should have a numeric data type"; atan2, hypot, logaddexp
    # "Should have a real-valued floating-point data type".
    "pow": ("a numeric data type", _NUMERIC),
    "atan2": ("a real-valued floating-point data type",
              ("real floating",)),
    "hypot": ("a real-valued floating-point data type",
              ("real floating",)),
    "logaddexp": ("a real-valued floating-point data type",
                  ("real floating",)),
    # equal, not_equal: "May have any data type".
    "equal": ("any data type", ("bool",) + _NUMERIC),
    "not_equal": ("any data type", ("bool",) + _NUMERIC),
}

# array_object.rst "In-place Operators": +=, -=, *=, /=, &=, |=, ^=, //=,
# **=, %=, <<= and >>= exist (with @=, outside the case format); the
# comparisons have no in-place form, and maximum and minimum are no
# operators.
INPLACE_OPERATORS = {"add": "+=", "subtract": "-=", "multiply": "*=",
                     "divide": "/=", "bitwise_and": "&=",
                     "bitwise_or": "|=", "bitwise_xor": "^=",
                     "floor_divide": "//=", "remainder": "%=",
                     "bitwise_left_shift": "<<=",
                     "bitwise_right_shift": ">>=", "pow": "**="}


def _undefined(message):
    return refused_early(ModelError(UNDEFINED, message))


# What elementwise_dtypes reads besides op, the dtypes and inplace
# (profiles.py): the standard's promotion tables know dtypes alone
# (type_promotion.rst).
ELEMENTWISE_READS_RANKS = False
ELEMENTWISE_DEFAULT_FLOAT_OPS = frozenset(())


@functools.lru_cache(maxsize=None)
def elementwise_dtypes(op, a_dtype, a_is_0d, b_dtype, b_is_0d, default_float,
                       inplace):
    """profiles.py's contract. The standard orders no checks; an undefined
    dtype leaves the whole outcome, bad shapes included, to implementations,
    so every refusal is early, before the shapes (docs/profiles/array-api.md
    "Choices"). In order: a dtype the standard does not have; an in-place
    form the standard does not have; a promotion the tables leave open (for
    equal and less: "Comparison of arrays without a corresponding promotable
    data type ... is undefined"); a data type the function does not
    specify; in place, a promoted dtype other than the left operand's. Ranks
    play no part: 0-D arrays promote like the others. Comparisons give
    bool."""
    for dtype in (a_dtype, b_dtype):
        if dtype not in DTYPES:
            return refused_early(_unsupported(dtype))
    if inplace and op not in INPLACE_OPERATORS:
        return _undefined(f"the Array API standard has no in-place form of "
                          f"{op}")
    promoted = _defined_promotion(a_dtype, b_dtype)
    if promoted is None:
        return _undefined(f"the Array API standard leaves the promotion of "
                          f"{a_dtype} and {b_dtype} to implementations: "
                          f"{_why_undefined(a_dtype, b_dtype)}")
    if op == "nextafter" and a_dtype != b_dtype:
        # nextafter: x2 "Should have the same data type as x1".
        return _undefined(f"nextafter's x2 should have x1's data type "
                          f"{a_dtype}, not {b_dtype}")
    wanted, categories = OP_DATA_TYPES[op]
    if _category(promoted) not in categories:
        return _undefined(f"{op} should have {wanted}, not {promoted}")
    if inplace and promoted != a_dtype:
        # "If, however, after applying type promotion ... the resulting data
        # type is not equal to the data type of the array on the left-hand
        # side of the operation ... The choice of casting behavior and
        # intermediate precision is unspecified and thus
        # implementation-defined." A shape change ("must not change the ...
        # shape of the in-place array") is the engine's inplace_shape_change.
        return _undefined(f"{a_dtype} {INPLACE_OPERATORS[op]} {b_dtype}: the "
                          f"promoted dtype {promoted} is not the left "
                          "operand's")
    return computed(promoted, "bool" if op in BOOL_RESULTS else promoted)


# The newer functions' values (src/array_api_stubs/_2025_12/
# elementwise_functions.py, read as _draft): what the standard leaves open
# is UNDEFINED_VALUE.
def _integer_division(op, dtype):
    """floor_divide, remainder of integers: "For input arrays which promote
    to an integer data type, the result of division by zero is unspecified";
    otherwise Python's // and % (remainder: "equivalent to the Python
    modulus operator"); a quotient outside the dtype (INT_MIN // -1) is
    integer overflow, left to implementations."""
    low, high = dtypes.integer_range(dtype)

    def kernel(x, y):
        if y == 0:
            return UNDEFINED_VALUE
        value = x // y if op == "floor_divide" else x % y
        return value if low <= value <= high else UNDEFINED_VALUE
    return kernel


def _float_floor_divide(dtype):
    """floor_divide's special cases for floating-point operands, in their
    order; where a note says "libraries may return NaN" (an infinite
    dividend) or "may return -1.0" (a finite dividend of the other sign
    than an infinite divisor) the result is left open; elsewhere the exact
    quotient rounded toward -infinity, overflowing to an infinity."""
    store = rounder(dtype)

    def kernel(x, y):
        if x != x or y != y or (math.isinf(x) and math.isinf(y)) or (
                x == 0.0 and y == 0.0):
            return math.nan
        if x == 0.0:
            return math.copysign(0.0, x) if y > 0.0 else -math.copysign(
                0.0, x)
        if y == 0.0:
            return math.inf if (x > 0.0) != _negative(y) else -math.inf
        if math.isinf(x):
            return UNDEFINED_VALUE
        if math.isinf(y):
            return 0.0 if (x > 0.0) == (y > 0.0) else UNDEFINED_VALUE
        quotient = math.floor(Fraction(x) / Fraction(y))
        return store(float(quotient)) if quotient else 0.0
    return kernel


def _negative(x):
    return math.copysign(1.0, x) < 0.0


def _float_remainder(dtype):
    """remainder's special cases for floating-point operands; "In the
    remaining cases, the result must match that of the Python % operator"
    (the sign of the divisor, a zero result signed as the divisor)."""
    store = rounder(dtype)

    def kernel(x, y):
        if x != x or y != y or math.isinf(x) or y == 0.0:
            return math.nan
        if x == 0.0:
            return math.copysign(0.0, y)
        if math.isinf(y):
            return x if (x > 0.0) == (y > 0.0) else y
        return store(x % y)
    return kernel


_OWN_KERNELS = kernel_table(dtypes.INTEGRAL, {
    # pow of integers: negative exponents and overflow are left open.
    "pow": powers.array_api_pow,
    **division.makers(_integer_division),
    **shifts.makers(shifts.array_api_left, shifts.array_api_right)})
# copysign: |x1| with x2's sign bit, NaN x1 included; nextafter: "the next
# representable floating-point value", -0 toward +0 is +0 and +0 toward -0
# is -0. maximum and minimum: "The order of signed zeros is unspecified and
# thus implementation-defined" (their Notes), so -0 against +0 is open.
_OWN_KERNELS.update(kernel_table(dtypes.REAL_FLOATING, {
    "floor_divide": _float_floor_divide,
    "remainder": _float_remainder,
    "maximum": open_signed_zero_extremum(True),
    "minimum": open_signed_zero_extremum(False),
    **float_steps.makers()}))


def kernel(op, compute_dtype):
    """The standard's value rules for these ops (IEEE 754 results for real
    floats, NaN propagation in maximum and minimum, not_equal true with a
    NaN operand, the textbook complex formulas for finite operands) are
    those the shared kernels follow; where it leaves a value open (integer
    overflow, complex operands with infinities), the shared kernel's answer
    is one permitted choice; maximum and minimum of -0 and +0 are
    UNDEFINED_VALUE (above).
    The newer functions' own kernels are above."""
    return _OWN_KERNELS.get((op, compute_dtype))
