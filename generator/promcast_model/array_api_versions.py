"""The versions of the Array API standard: 2021.12, 2022.12, 2023.12,
2024.12 and 2025.12, each with what it has and what it leaves open where it
differs from 2025.12 (promotion_array_api.py, the profile "array-api").

Sources (data-apis/array-api): each version's change log (CHANGELOG.md,
spec/<version>/changelog.rst), its specification text
(spec/<version>/API_specification/*.rst) and its function stubs
(src/array_api_stubs/_<version>/*.py), published as
https://data-apis.org/array-api/<version>/.

A version's rules are 2025.12's with the differences below, each a table
citing the version's text; what the tables do not name is the same in every
version (read, and found equal: the promotion tables of type_promotion.rst
but complex, the integer intervals of data_types.rst, the data types each
element-wise function "Should have" (2021.12's "numeric" is 2022.12's
"real-valued", before complex existed), the in-place rules of
array_object.rst (2021.12 to 2023.12: "An in-place operation must not
change the data type or shape of the in-place array"; the profile's
outcomes, undefined for a promoted dtype other than the left operand's and
inplace_shape_change for a shape change, hold for that text as for 2024.12's
"If, however, ..." paragraph), the comparisons of dtypes without a common
promoted dtype (2024.12's "Cross-kind comparisons are explicitly left
unspecified" states what the promotion tables already left open), where's
condition ("Should have a boolean data type" since 2021.12), matmul, concat
and stack).
"""

VERSIONS = ("2021.12", "2022.12", "2023.12", "2024.12", "2025.12")
LATEST = VERSIONS[-1]
FAMILY = "array-api"


def at_least(version, first):
    """Whether `version` is `first` or later."""
    return VERSIONS.index(version) >= VERSIONS.index(first)


# The dtypes a version added (CHANGELOG.md, v2022.12, Additions, Data
# Types: "complex64: single-precision complex floating-point numbers",
# "complex128: double-precision complex floating-point numbers"); the
# others are in data_types.rst of every version.
DTYPE_ADDED = {"complex64": "2022.12", "complex128": "2022.12"}

# The functions of the case format a version added; the others are in
# every version's stubs (elementwise_functions.py, data_type_functions.py,
# searching_functions.py, manipulation_functions.py,
# linear_algebra_functions.py: add ... logaddexp, result_type, can_cast,
# where, concat, stack, matmul and vecdot are all in 2021.12's;
# promote_types is the promotion tables themselves).
FUNCTION_ADDED = {
    # CHANGELOG.md, v2023.12, Additions: "clip: clamp each element of an
    # input array to a specified range", "copysign", "hypot", "maximum",
    # "minimum".
    "clip": "2023.12", "copysign": "2023.12", "hypot": "2023.12",
    "maximum": "2023.12", "minimum": "2023.12",
    # CHANGELOG.md, v2024.12, Additions: "nextafter: return the next
    # representable floating-point value for each element in an array".
    "nextafter": "2024.12",
}

# The element-wise ops that are operators of the array object in every
# version (array_object.rst, "Operators": __add__, __sub__, __mul__,
# __truediv__, __floordiv__, __mod__, __pow__, __and__, __or__, __xor__,
# __lshift__, __rshift__, __lt__, __le__, __gt__, __ge__, __eq__, __ne__,
# and their in-place forms). A case with a Python scalar operand of one of
# them is the operator (`x + 1`, cases/README.md "SCALAR"); of the others
# (maximum, minimum, copysign, nextafter, atan2, hypot, logaddexp,
# logical_and, logical_or, logical_xor) it is a function call.
OPERATOR_OPS = frozenset((
    "add", "subtract", "multiply", "divide", "floor_divide", "remainder",
    "pow", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift",
    "bitwise_right_shift", "less", "less_equal", "greater",
    "greater_equal", "equal", "not_equal"))

# Python scalars as arguments of functions: the Array API standard's
# change log (CHANGELOG.md, https://github.com/data-apis/array-api/blob/main/CHANGELOG.md),
# v2024.12, Updates, "Scalar Argument Support": every element-wise function
# of the case format (add ... subtract), result_type and where.
# Before, their stubs type every argument `array` (result_type:
# `*arrays_and_dtypes: Union[array, dtype]`), so a scalar argument is
# outside the signature: undefined. clip takes `Optional[Union[int, float,
# array]]` bounds from its first version (2023.12), and 2025.12's only
# addition (searchsorted) is outside the case format.
SCALAR_ARGUMENTS_ADDED = "2024.12"
SCALAR_ARGUMENT_FUNCTIONS = frozenset(("where", "result_type"))

# type_promotion.rst, "Mixing arrays with Python scalars": the (scalar
# kind, array category) pairs a version added to 2021.12's ("a Python bool
# for a bool array data type", "a Python int within the bounds of the given
# data type for integer array data types", "a Python int or float for
# floating-point array data types"). 2022.12 adds "a Python int, float, or
# complex for complex floating-point array data types" and says "behavior
# is not specified when mixing a Python complex and an array with a
# real-valued data type" (so 2023.12); 2024.12's breaking change (CHANGELOG.md,
# v2024.12, Breaking Changes: "An operation involving a Python complex
# scalar and a real-valued floating-point arrays must be equivalent to an
# operation involving a zero-dimensional array having a complex
# floating-point data type") adds a complex with a real floating array.
SCALAR_WITH_ARRAY_ADDED = {
    ("complex", "complex floating"): "2022.12",
    ("complex", "real floating"): "2024.12",
}

# vecdot's rules before 2023.12 (linear_algebra_functions.py):
# - 2021.12: x1 and x2 "Should have a numeric data type" (integers
#   included); 2022.12: "Should have a floating-point data type";
# - both: "axis: Must be an integer on the interval [-N, N), where N is the
#   rank (number of dimensions) of the shape determined according to
#   Broadcasting. If specified as a negative integer, the function must
#   determine the axis along which to compute the dot product by counting
#   backward from the last dimension", and Raises "if provided an invalid
#   axis". CHANGELOG.md, v2023.12, Breaking Changes: "vecdot: only require
#   a negative integer for the axis keyword argument".
VECDOT_NUMERIC_UNTIL = "2021.12"
VECDOT_BROADCAST_AXIS_UNTIL = "2022.12"

# clip's array bounds in 2023.12 (elementwise_functions.py): min and max
# "Should have a real-valued data type", "The returned array must have the
# same data type as x", and "If x and either min or max have different data
# type kinds (e.g., integer versus floating-point), behavior is unspecified":
# a bound of another dtype of x's kind is defined. 2024.12 (CHANGELOG.md,
# v2024.12: "clip: clarify behavior when arguments have different data
# types"): "Should have the same data type as x", and "If either min or max
# is an array having a different data type than x, behavior is
# unspecified".
CLIP_SAME_KIND_BOUNDS_UNTIL = "2023.12"


# Errors a version's text does not yet require, by function: the outcome
# 2025.12 gives them is left open before. concat (manipulation_functions.py):
# 2021.12 to 2024.12 say of `axis` only "If axis is negative, the function
# must determine the axis along which to join by counting from the last
# dimension"; 2025.12 adds "A valid axis must be an integer on the interval
# [-N, N) ... If provided an invalid axis, the function must raise an
# exception". (stack's "If provided an axis outside of the required
# interval, the function must raise an exception" is in every version.)
ERROR_REQUIRED_FROM = {("concat", "invalid_axis"): "2025.12"}


def error_left_open(version, op, kind):
    """The reason the error `kind` 2025.12 gives for `op` is undefined at
    `version`, or None."""
    first = ERROR_REQUIRED_FROM.get((base_op(op), kind))
    if first is None or at_least(version, first):
        return None
    return (f"Array API standard {version}: {op} does not require the "
            f"error {kind} (required since {first})")


def has_dtype(version, dtype):
    return at_least(version, DTYPE_ADDED.get(dtype, VERSIONS[0]))


def base_op(op):
    return op[:-len("_inplace")] if op.endswith("_inplace") else op


def has_op(version, op):
    """Whether `version` has the function of case-format op `op` (an
    in-place form goes with its function)."""
    return at_least(version, FUNCTION_ADDED.get(base_op(op), VERSIONS[0]))


def scalar_argument_left_open(version, op):
    """The reason a Python scalar argument of `op` is undefined at
    `version`, or None."""
    op = base_op(op)
    if op in OPERATOR_OPS or op == "clip":
        return None
    if at_least(version, SCALAR_ARGUMENTS_ADDED):
        return None
    return (f"Array API standard {version}: {op} takes arrays only (Python "
            f"scalar arguments since {SCALAR_ARGUMENTS_ADDED})")


def scalar_with_array_left_open(version, kind, category):
    """The reason a Python scalar of `kind` beside an array of `category`
    (data_types.rst's categories) is undefined at `version` where 2025.12
    defines it, or None."""
    first = SCALAR_WITH_ARRAY_ADDED.get((kind, category))
    if first is None or at_least(version, first):
        return None
    return (f"Array API standard {version}, Mixing arrays with Python "
            f"scalars: a Python {kind} with a {category} array is not "
            f"specified (since {first})")
