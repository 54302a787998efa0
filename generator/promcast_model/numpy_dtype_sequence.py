"""NumPy's promotion of a sequence of DTypes, Python scalars' abstract
DTypes among them: what PyArray_ResultType does with its operands, for
np.result_type itself (promotion_numpy.result_type), the operands of
np.where (x1, x2) and of the three-input ufunc um.clip (x, min, max), and
the arrays of np.concatenate and np.stack.

With three or more operands this is not a left fold of promote_types: the
sequence is reduced pairwise to a "main" DType (among the builtin ones,
the highest type number: float16 above all), which then promotes with
each other one alone, and those results together. So uint8, int8, float16
is float16, where (uint8, int8) first gives int16 and then float32. With
NumPy 2's abstract DTypes the answer does not depend on the operands'
order. The model follows the code:

  numpy/_core/src/multiarray/common_dtype.c
    PyArray_PromoteDTypeSequence, reduce_dtypes_to_most_knowledgeable,
    PyArray_CommonDType (either DType's common_dtype slot)
  numpy/_core/src/multiarray/dtypemeta.c
    default_builtin_common_dtype: a builtin DType with a Python scalar's
    DType: itself when it is of that kind or higher (complex for a Python
    complex; complex or float for a float; complex, float or integer for
    an int), the complex type of its precision for a float DType and a
    Python complex (float16 and float32: complex64), else NotImplemented;
    two builtin DTypes: NotImplemented when the other has the larger type
    number, else the promotion table
  numpy/_core/src/multiarray/abstractdtypes.c
    int_common_dtype, float_common_dtype, complex_common_dtype: the Python
    int with bool gives the default integer, the Python float with bool or
    an integer float64, the Python complex with bool or an integer
    complex128; with a builtin DType of another kind, NotImplemented; the
    Python float with the Python int, and the Python complex with either,
    gives itself
A Python bool is not weak: it is a bool array operand.
"""

from .errors import NO_PROMOTION, ModelError
from .promotion_numpy import promote_types

PY_INT, PY_FLOAT, PY_COMPLEX = "py:int", "py:float", "py:complex"
_ABSTRACT = (PY_INT, PY_FLOAT, PY_COMPLEX)
# The Python scalars' defaults, for a result that stays abstract (two
# Python scalars alone): np.int_ (int64), float64, complex128.
_DEFAULTS = {PY_INT: "int64", PY_FLOAT: "float64", PY_COMPLEX: "complex128"}

# NumPy's type numbers (ndarraytypes.h NPY_TYPES; int64 is NPY_LONG and
# uint64 NPY_ULONG on Linux, float16 NPY_HALF after all the others).
TYPE_NUMBERS = {"bool": 0, "int8": 1, "uint8": 2, "int16": 3, "uint16": 4,
                "int32": 5, "uint32": 6, "int64": 7, "uint64": 8,
                "float32": 11, "float64": 12, "complex64": 14,
                "complex128": 15, "float16": 23}
_KIND = {"bool": "b", "float16": "f", "float32": "f", "float64": "f",
         "complex64": "c", "complex128": "c"}
_COMPLEX_OF = {"float16": "complex64", "float32": "complex64",
               "float64": "complex128"}


def _kind(dtype):
    return _KIND.get(dtype, "i")


def _builtin_common(cls, other):
    """default_builtin_common_dtype(cls, other); None for NotImplemented."""
    if other in _ABSTRACT:
        kind = _kind(cls)
        if other == PY_COMPLEX:
            if kind == "c":
                return cls
            return _COMPLEX_OF.get(cls)
        if other == PY_FLOAT:
            return cls if kind in "cf" else None
        return cls if kind in "cfi" else None
    if TYPE_NUMBERS[other] > TYPE_NUMBERS[cls]:
        return None
    return promote_types(cls, other)


def _abstract_common(cls, other):
    """int_common_dtype, float_common_dtype, complex_common_dtype; None
    for NotImplemented."""
    if other in _ABSTRACT:
        order = _ABSTRACT.index
        if cls != PY_INT and order(other) < order(cls):
            return cls
        return None
    if other == "bool" or _kind(other) == "i":
        if other == "bool" or cls != PY_INT:
            return {PY_INT: "int64", PY_FLOAT: "float64",
                    PY_COMPLEX: "complex128"}[cls]
    return None


def common_dtype(cls, other):
    """NPY_DT_CALL_common_dtype(cls, other): cls's own slot."""
    if cls == other:
        return cls
    if cls in _ABSTRACT:
        return _abstract_common(cls, other)
    return _builtin_common(cls, other)


def common_dtype_either(a, b):
    """PyArray_CommonDType: a's slot, then b's; NotImplemented from both
    is a DTypePromotionError."""
    result = common_dtype(a, b)
    if result is None:
        result = common_dtype(b, a)
    if result is None:
        raise ModelError(NO_PROMOTION, f"no common DType of {a} and {b}")
    return result


def _reduce(dtypes):
    """reduce_dtypes_to_most_knowledgeable on the list (reordered and
    cleared in place, as the C function does); the last pair's result,
    None for NotImplemented."""
    length = len(dtypes)
    half = length // 2
    result = None
    for low in range(half):
        high = length - 1 - low
        result = (dtypes[low] if dtypes[high] == dtypes[low]
                  else common_dtype(dtypes[low], dtypes[high]))
        if result is None:
            dtypes[low], dtypes[high] = dtypes[high], dtypes[low]
        elif result == dtypes[low]:
            dtypes[high] = None
    if length == 2:
        return result
    rest = dtypes[:length - half]
    result = _reduce(rest)
    dtypes[:length - half] = rest
    return result


def promote_sequence(dtypes):
    """PyArray_PromoteDTypeSequence of dtype names and PY_INT, PY_FLOAT,
    PY_COMPLEX; an abstract result is its default dtype."""
    dtypes = list(dtypes)
    if len(dtypes) == 1:
        return _DEFAULTS.get(dtypes[0], dtypes[0])
    result = _reduce(dtypes)
    main = dtypes[0]
    start = 1 if result is None else 2
    previous = None
    for other in dtypes[start:]:
        if other is None or other == previous:
            continue
        promotion = common_dtype(main, other)
        if promotion is None:
            raise ModelError(NO_PROMOTION, f"the DType {other} could not be "
                             f"promoted by {main}")
        result = promotion if result is None else common_dtype_either(
            result, promotion)
    return _DEFAULTS.get(result, result)
