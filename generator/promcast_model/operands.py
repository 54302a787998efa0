"""The operands of result_type (cases/README.md "OPERAND"): arrays by
category, and Python scalars by kind, with a value when the case gives one.

Source: PyTorch's type promotion rules (Tensor Attributes, torch.dtype)
and torch.result_type: three categories, tensors with dimensions,
zero-dimensional tensors and Python scalars ("wrapped numbers"); the other
profiles keep the categories, since NumPy (NEP 50), JAX, MLX and the Array
API all tell Python scalars from arrays too.
"""

from collections import namedtuple

CATEGORY_DIMENSIONED = "dimensioned"
CATEGORY_ZERO_DIM = "zero_dim"
CATEGORY_SCALAR = "scalar"
CATEGORIES = (CATEGORY_DIMENSIONED, CATEGORY_ZERO_DIM, CATEGORY_SCALAR)
SCALAR_KINDS = ("bool", "int", "float", "complex")

# An array's category and dtype (kind and value None), or a Python scalar's
# kind (dtype None) and its value: a bool, int, float or complex, or None
# when the case does not give it.
Operand = namedtuple("Operand", "category dtype kind value",
                     defaults=(None,))


def array_operand(dtype, rank):
    return Operand(CATEGORY_ZERO_DIM if rank == 0 else CATEGORY_DIMENSIONED,
                   dtype, None)


def scalar_operand(kind, value=None):
    return Operand(CATEGORY_SCALAR, None, kind, value)


def is_scalar(operand):
    return operand.category == CATEGORY_SCALAR
