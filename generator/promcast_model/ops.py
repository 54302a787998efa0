"""The element-wise binary ops of the case format (cases/README.md "Ops")
and their in-place forms."""

OPS = ("add", "subtract", "multiply", "divide", "maximum", "equal",
       "less", "bitwise_and", "not_equal", "less_equal", "greater",
       "greater_equal", "minimum", "bitwise_or", "bitwise_xor",
       "floor_divide", "remainder", "copysign", "nextafter",
       "bitwise_left_shift", "bitwise_right_shift", "logical_and",
       "logical_or", "logical_xor", "pow", "atan2", "hypot", "logaddexp")
# Comparisons give bool (the Array API standard: "an array containing the
# element-wise results. The returned array must have a data type of
# bool"); the ordering ones compare magnitudes, which complex numbers do
# not have (elementwise_functions.py: "inequality comparison of complex
# numbers is unspecified").
COMPARISONS = ("equal", "not_equal", "less", "less_equal", "greater",
               "greater_equal")
ORDERING_COMPARISONS = ("less", "less_equal", "greater", "greater_equal")
BITWISE = ("bitwise_and", "bitwise_or", "bitwise_xor")
# Floor division and its remainder (the Array API's floor_divide and
# remainder, Python's // and %).
DIVISION = ("floor_divide", "remainder")
SHIFTS = ("bitwise_left_shift", "bitwise_right_shift")
# copysign and nextafter: functions of real floating values.
FLOAT_FUNCTIONS = ("copysign", "nextafter")
# pow, atan2, hypot and logaddexp: functions whose floating results are
# rounded from a transcendental value (transcendental.py); their expected
# arrays carry a tolerance (tolerances.py, docs/values.md).
ROUNDED_FUNCTIONS = ("pow", "atan2", "hypot", "logaddexp")
# The logical ops give bool, as the comparisons do (the Array API standard,
# logical_and: "The returned array must have a data type of bool").
LOGICAL = ("logical_and", "logical_or", "logical_xor")
BOOL_RESULTS = COMPARISONS + LOGICAL
INPLACE_SUFFIX = "_inplace"
INPLACE_OPS = tuple(op + INPLACE_SUFFIX for op in OPS)


def kernel_table(dtype_names, makers):
    """{(op, dtype): maker} for every dtype of dtype_names and every op of
    makers ({op: maker}): a profile's table of its own kernels."""
    return {(op, dtype): maker for dtype in dtype_names
            for op, maker in makers.items()}
