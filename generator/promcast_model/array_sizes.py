"""A library's own limit on the sizes of the arrays it makes
(docs/semantics.md, "Sizes past int64"), written from the libraries'
source independently of the C oracle.

Every profile refuses an element count past INT64_MAX (broadcast.py) and
counts an array with a size 0 as empty, however large its other sizes.
PyTorch and NumPy refuse more:

- PyTorch (aten/src/ATen/EmptyTensor.cpp §computeStorageNbytesContiguous,
  c10/util/safe_numerics.h §safe_multiplies_u64): the sizes are multiplied
  in order in uint64, and an overflow, once it happened, stays: a 0 after
  it does not clear it; the product times the item size must then be at
  most INT64_MAX. "Storage size calculation overflowed with sizes=".
- NumPy (numpy/_core/src/multiarray/ctors.c §PyArray_NewFromDescr_int):
  the item size times every nonzero size must be at most INT64_MAX,
  wherever the 0 stands. "array is too big".

Each applies to every array operand (an array the library could not have
made: refused before anything else of the call) and to the result the
call allocates (after the call's other checks; an in-place result is its
destination, which exists)."""

from .broadcast import INT64_MAX
from .dtypes import BITS
from .errors import SHAPE_OVERFLOW, ModelError
from .function_call import Scalar

UINT64_LIMIT = 1 << 64


def _torch_refuses(dtype, shape):
    product = 1
    for size in shape:
        product *= size
        if product >= UINT64_LIMIT:
            return True  # the overflow stays, whatever follows
    return product * (BITS[dtype] // 8) > INT64_MAX


def _numpy_refuses(dtype, shape):
    product = BITS[dtype] // 8
    for size in shape:
        if size:
            product *= size
    return product > INT64_MAX


_RULES = {"torch": _torch_refuses, "numpy": _numpy_refuses}


def refusal(profile, dtype, shape, whose):
    """None, or the ModelError (shape_overflow) of `profile`'s library for
    an array of `dtype` and `shape`; `whose` names it ("operand 0", "the
    result")."""
    refuses = _RULES.get(profile)
    if refuses is None or not refuses(dtype, shape):
        return None
    return ModelError(SHAPE_OVERFLOW, f"{whose}: {profile} cannot make an "
                      f"array of {dtype} and shape {list(shape)}")


def operands_refusal(profile, arrays):
    """The refusal of the first array among `arrays` (None entries and
    Python scalars skipped) that `profile`'s library could not have made,
    or None."""
    if profile not in _RULES:
        return None
    for index, array in enumerate(arrays):
        if array is None or isinstance(array, Scalar):
            continue
        error = refusal(profile, array.dtype, array.shape, f"operand {index}")
        if error:
            return error
    return None
