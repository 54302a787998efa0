"""Element values and the conversions between dtypes.

A value is held as the Python object that represents it exactly:
  bool                          bool
  integers                      int (in the dtype's range)
  real floats (all six formats) float (every such value is a double)
  complex types                 complex (each part a value of the component
                                format; complex() keeps -0.0 and NaN parts)

cast() is the conversion an operation applies to its operands before
computing in another dtype, and to an in-place result before storing it
(PyTorch's TensorIterator converts its inputs to the common dtype):
integers wrap, floats round to nearest even
once, bool is 1 or 0, anything to bool is "!= 0", complex to real drops the
imaginary part (C's and PyTorch's static_cast behaviour).
"""

import functools

from . import dtypes
from .float_formats import rounder, round_float, round_integer


def cast(value, source, target):
    """`value` of dtype `source` converted to dtype `target`."""
    return converter(source, target)(value)


def cast_all(values, source, target):
    """cast() of each of a list of values of dtype `source`, as a list."""
    return list(map(converter(source, target), values))


def _identity(value):
    return value


@functools.lru_cache(maxsize=None)
def converter(source, target):
    """cast(., source, target) as a function of the value alone."""
    if source == target:
        return _identity
    target_kind = dtypes.kind(target)
    if target_kind == dtypes.KIND_BOOL:
        return lambda value: value != 0
    source_kind = dtypes.kind(source)
    if target_kind == dtypes.KIND_COMPLEX:
        component = dtypes.COMPLEX_COMPONENT[target]
        if source_kind == dtypes.KIND_COMPLEX:
            round_part = rounder(component)
            return lambda value: complex(round_part(value.real),
                                         round_part(value.imag))
        to_real = _real_converter(source_kind, component)
        return lambda value: complex(to_real(value), 0.0)
    if target_kind == dtypes.KIND_FLOATING:
        return _real_converter(source_kind, target)
    # An integral target.
    if source_kind in (dtypes.KIND_BOOL, dtypes.KIND_SIGNED,
                       dtypes.KIND_UNSIGNED):
        wrap = dtypes.integer_wrapper(target)
        return lambda value: wrap(int(value))

    def refuse(value):
        raise ValueError(f"the model does not convert {source} to {target}: "
                         "no operation needs it (can_cast refuses it)")
    return refuse


def bfloat16_through_float32(source, target):
    """None, or for an integer `source` and a bfloat16 `target` the
    conversion of libraries that build a bfloat16 from a float: rounded to
    float32 first, then to bfloat16, two roundings to nearest even
    (PyTorch's c10::BFloat16 has no integer constructor,
    c10/util/BFloat16.h; XLA converts an integer to BF16 through F32,
    xla/service/elemental_ir_emitter.cc). 2**24 + 2**16 + 1 rounds once to
    2**24 + 2**17, and through float32 to the tie 2**24 + 2**16, then to
    2**24. A profile's operand_converter (profiles.py)."""
    if target != "bfloat16" or dtypes.kind(source) not in (
            dtypes.KIND_SIGNED, dtypes.KIND_UNSIGNED):
        return None
    to_float32 = converter(source, "float32")
    to_bfloat16 = converter("float32", "bfloat16")
    return lambda value: to_bfloat16(to_float32(value))


def _real_converter(source_kind, target):
    if source_kind == dtypes.KIND_BOOL:
        return lambda value: 1.0 if value else 0.0
    if source_kind in (dtypes.KIND_SIGNED, dtypes.KIND_UNSIGNED):
        return lambda value: round_integer(value, target)
    round_real = rounder(target)
    if source_kind == dtypes.KIND_COMPLEX:
        return lambda value: round_real(value.real)
    return round_real


def is_representable(value, dtype):
    """Whether `value` is exactly a value of `dtype` (the case reader's
    check that data fits its dtype)."""
    kind = dtypes.kind(dtype)
    if kind == dtypes.KIND_BOOL:
        return isinstance(value, bool)
    if kind in (dtypes.KIND_SIGNED, dtypes.KIND_UNSIGNED):
        low, high = dtypes.integer_range(dtype)
        return (isinstance(value, int) and not isinstance(value, bool)
                and low <= value <= high)
    if kind == dtypes.KIND_COMPLEX:
        component = dtypes.COMPLEX_COMPONENT[dtype]
        return (isinstance(value, complex)
                and is_representable(value.real, component)
                and is_representable(value.imag, component))
    return isinstance(value, float) and _same_float(round_float(value, dtype),
                                                    value)


def _same_float(x, y):
    return x == y or (x != x and y != y)
