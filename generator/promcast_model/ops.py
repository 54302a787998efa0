"""The element-wise binary ops of the case format (cases/README.md "Ops")
and their in-place forms."""

OPS = ("add", "subtract", "multiply", "divide", "maximum", "equal",
       "less", "bitwise_and")
COMPARISONS = ("equal", "less")
INPLACE_SUFFIX = "_inplace"
INPLACE_OPS = tuple(op + INPLACE_SUFFIX for op in OPS)
