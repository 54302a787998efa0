"""Sums of products, the values of matmul and vecdot (cases/README.md
"Ops"), computed exactly and rounded once.

Each output element is sum_k a_k * b_k over operands already converted to
the compute dtype:
  bool      the logical or of the ands (NumPy's BOOL_matmul_inner_noblas
            and BOOL_dot, numpy/_core/src/umath/matmul.c.src: the element
            is true as soon as one a_k and b_k are both true)
  integers  the exact sum, wrapped into the dtype (two's complement, as
            every library's integer kernels do)
  floats    the exact sum of the exact products (Fractions), rounded once
            to the dtype; complex by parts
Floating and complex results carry the tolerance of a dot product
(Higham, Accuracy and Stability of Numerical Algorithms, §3.1: |error| <=
gamma_K * sum_k |a_k| |b_k|): ulp K + 1 (at least 1) at the scale
sum_k |a_k| |b_k| (complex: sum_k (|ar| + |ai|) (|br| + |bi|)), written as
the least power of two at least that sum (as tolerances.py writes
scales). Values that are
not finite (spec cases only) are summed in IEEE double arithmetic, where a
NaN or opposite infinities give NaN.
"""

import math
from fractions import Fraction

from . import dtypes
from .float_formats import round_float, round_fraction


def _real_sum(pairs, dtype):
    """The rounded exact sum of x * y over pairs of real floats, and its
    scale (the exact sum of |x| |y|)."""
    if all(math.isfinite(x) and math.isfinite(y) for x, y in pairs):
        total = sum((Fraction(x) * Fraction(y) for x, y in pairs),
                    Fraction(0))
        scale = sum((abs(Fraction(x) * Fraction(y)) for x, y in pairs),
                    Fraction(0))
        return round_fraction(total, dtype), scale
    total = 0.0
    for x, y in pairs:
        total += x * y
    return round_float(total, dtype), Fraction(0)


def _complex_sum(pairs, dtype):
    component = dtypes.COMPLEX_COMPONENT[dtype]
    real, _ = _real_sum([(x.real, y.real) for x, y in pairs]
                        + [(-x.imag, y.imag) for x, y in pairs], component)
    imag, _ = _real_sum([(x.real, y.imag) for x, y in pairs]
                        + [(x.imag, y.real) for x, y in pairs], component)
    parts = [(abs(x.real) + abs(x.imag), abs(y.real) + abs(y.imag))
             for x, y in pairs]
    if all(math.isfinite(p) and math.isfinite(q) for p, q in parts):
        scale = sum((Fraction(p) * Fraction(q) for p, q in parts),
                    Fraction(0))
    else:
        scale = Fraction(0)
    return complex(real, imag), scale


def dot(pairs, dtype):
    """(value, scale or None) of sum x * y over `pairs`, values of the
    compute dtype `dtype`; scale (a Fraction) only for floating and
    complex dtypes."""
    kind = dtypes.kind(dtype)
    if kind == dtypes.KIND_BOOL:
        return any(x and y for x, y in pairs), None
    if kind in (dtypes.KIND_SIGNED, dtypes.KIND_UNSIGNED):
        return dtypes.wrap_integer(sum(x * y for x, y in pairs), dtype), None
    if kind == dtypes.KIND_COMPLEX:
        return _complex_sum(pairs, dtype)
    return _real_sum(pairs, dtype)


def _power_of_two_at_least(scale):
    """The least power of two >= the exact rational `scale` > 0, as a
    float (0.0 for 0, or beyond the doubles: no scaling, as
    tolerances.power_of_two_at_least)."""
    if scale <= 0:
        return 0.0
    exponent = scale.numerator.bit_length() - scale.denominator.bit_length()
    while Fraction(2) ** exponent < scale:
        exponent += 1
    while Fraction(2) ** (exponent - 1) >= scale:
        exponent -= 1
    return math.ldexp(1.0, exponent) if exponent <= 1023 else 0.0


def tolerance(dtype, length, scales):
    """The tolerance (ulp, scales) of a floating or complex result whose
    elements each sum `length` products, or None for exact dtypes."""
    if not (dtypes.is_floating(dtype) or dtypes.is_complex(dtype)):
        return None
    return (max(1, length + 1),
            [_power_of_two_at_least(scale) for scale in scales])
