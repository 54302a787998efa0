"""A call of one of the functions of several arrays (cases/README.md
"Ops": where, clip, matmul, vecdot, concat, stack, broadcast_arrays), as
the model reads it.

  operands  in the function's order (where: condition, x1, x2; clip: x,
            min, max; matmul and vecdot: x1, x2; concat, stack,
            broadcast_arrays: the arrays): each an array.Array, a Scalar
            (a Python scalar: where's x1 and x2, clip's bounds), or None
            (Python's None: a clip bound left out)
  axis      AXIS_DEFAULT (the argument left out: the function's default),
            None (Python's None: concat flattens), or an int, which may be
            negative or out of range
"""

from collections import namedtuple

FunctionCall = namedtuple("FunctionCall", "function operands axis")

# A Python scalar operand: kind "bool", "int", "float" or "complex" and its
# value (bool, int, float, complex), as an element-wise op's SCALAR.
Scalar = namedtuple("Scalar", "kind value")


class _Default:
    """The axis argument left out."""

    def __repr__(self):
        return "AXIS_DEFAULT"


AXIS_DEFAULT = _Default()

# A function's result: the Array, and None or the (ulp, scales) tolerance
# its floating values are compared within (tolerances.py; matmul and
# vecdot only).
FunctionResult = namedtuple("FunctionResult", "array tolerance")

# One view of broadcast_arrays: the source Array, the view's shape (a
# tuple), the source position of each of its elements in row-major order,
# and its strides (broadcast.broadcast_to_strides).
View = namedtuple("View", "source shape positions strides")
