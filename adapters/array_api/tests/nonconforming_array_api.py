"""A deliberately non-conforming Array API namespace: numpy.array_api with
four realistic bugs, for the test that the namespace adapter sees them
(test_nonconforming.py). Everything else is numpy.array_api's own.

1. Promotion of int8 with uint8 gives int8 (the standard's table: int16,
   Array API standard 2021.12, "Type Promotion Rules"), in result_type and
   in add, as a library whose table was copied with a typo would.
2. broadcast_to aligns the shapes on the left: the source's dimensions are
   padded with ones at the end, not the start ("Broadcasting": shapes are
   aligned on their trailing dimensions).
3. where returns x1's dtype, not the promoted dtype of x1 and x2.
4. can_cast allows a cast between integers of the same size but different
   signedness (int8 -> uint8), which the standard's promotion does not.

Arrays are numpy.array_api's; the ones asarray makes name this module as
their namespace, so that the adapter, which asks an array for its
namespace, finds this one.
"""
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    import numpy.array_api as _xp
    from numpy.array_api import *  # noqa: F401,F403  the namespace's other functions, unchanged
    from numpy.array_api import __array_api_version__  # noqa: F401

from numpy.array_api._array_object import Array as _Array

_SIGNED_UNSIGNED = {(_xp.int8, _xp.uint8), (_xp.uint8, _xp.int8)}


class _NamespaceArray(_Array):
    def __array_namespace__(self, /, *, api_version=None):
        import sys
        return sys.modules[__name__]


def asarray(obj, /, *, dtype=None, device=None, copy=None):
    array = _xp.asarray(obj, dtype=dtype, device=device, copy=copy)
    return _NamespaceArray._new(array._array)


def _dtype_of(value):
    return value.dtype if isinstance(value, _Array) else value


def result_type(*arrays_and_dtypes):
    dtypes = [_dtype_of(value) for value in arrays_and_dtypes]
    if len(dtypes) == 2 and (dtypes[0], dtypes[1]) in _SIGNED_UNSIGNED:
        return _xp.int8  # bug 1
    return _xp.result_type(*arrays_and_dtypes)


def add(x1, x2, /):
    if (x1.dtype, x2.dtype) in _SIGNED_UNSIGNED:
        return _xp.add(_xp.astype(x1, _xp.int8), _xp.astype(x2, _xp.int8))  # bug 1
    return _xp.add(x1, x2)


def broadcast_to(x, /, shape):
    shape = tuple(shape)
    if x.ndim < len(shape):
        x = _xp.reshape(x, tuple(x.shape) + (1,) * (len(shape) - x.ndim))  # bug 2
    return _xp.broadcast_to(x, shape)


def where(condition, x1, x2, /):
    answer = _xp.where(condition, x1, x2)
    return _xp.astype(answer, x1.dtype)  # bug 3


def can_cast(from_, to, /):
    if (_dtype_of(from_), to) in _SIGNED_UNSIGNED:
        return True  # bug 4
    return _xp.can_cast(from_, to)
