"""The element-wise binary ops of the case format (cases/README.md "Ops")
and their in-place forms."""

OPS = ("add", "subtract", "multiply", "divide", "maximum", "equal",
       "less", "bitwise_and", "not_equal", "less_equal", "greater",
       "greater_equal", "minimum", "bitwise_or", "bitwise_xor")
# Comparisons give bool (the Array API standard: "an array containing the
# element-wise results. The returned array must have a data type of
# bool"); the ordering ones compare magnitudes, which complex numbers do
# not have (elementwise_functions.py: "inequality comparison of complex
# numbers is unspecified").
COMPARISONS = ("equal", "not_equal", "less", "less_equal", "greater",
               "greater_equal")
ORDERING_COMPARISONS = ("less", "less_equal", "greater", "greater_equal")
BITWISE = ("bitwise_and", "bitwise_or", "bitwise_xor")
INPLACE_SUFFIX = "_inplace"
INPLACE_OPS = tuple(op + INPLACE_SUFFIX for op in OPS)
