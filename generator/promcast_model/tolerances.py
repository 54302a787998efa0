"""How far a library's floating result may lie from the model's value.

The model's rounded functions give the correctly rounded value (or, for
the half-precision formats, the correctly rounded float32 value rounded
again, as the libraries compute them); the libraries' kernels are accurate
to within an ulp or two, not correctly rounded, and complex products,
quotients and powers are computed by formulas whose roundings differ. Each
such expected array carries a tolerance (cases/README.md "tolerance"):
`ulp` N, and where a result is a sum of terms that may cancel, a `scale`
per element: a power of two at least the magnitude of the terms, so that
the N ulps are counted at that magnitude. docs/values.md justifies each
bound.

Every other result (integers, comparisons, floor semantics, shifts,
copysign, nextafter, maximum, minimum, real add, subtract, multiply and
divide) is compared exactly: no tolerance.
"""

import math

from . import dtypes, transcendental
from .float_formats import FORMATS

# ulps of the result dtype, by op, for real floating results.
REAL_ULP = {"pow": 4, "atan2": 4, "hypot": 4, "logaddexp": 4}
# ulps of the component dtype, by op, for complex results.
COMPLEX_ULP = {"multiply": 2, "divide": 2, "pow": 8, "atan2": 8,
               "logaddexp": 8}
# The tolerance format's largest ulp count.
_MAX_ULP = 10 ** 6


def _magnitude_of_terms(op, kind):
    """The function (x, y, result) -> the magnitude of the terms of one
    element, for the ops whose results may cancel, else None."""
    if kind == dtypes.KIND_COMPLEX:
        return _COMPLEX_TERMS.get(op)
    if op == "logaddexp":
        return lambda x, y, result: transcendental.logaddexp_terms(x, y)
    return None


def _product_terms(x, y, result):
    """ar*br - ai*bi and ar*bi + ai*br: the larger sum of the two parts'
    term magnitudes."""
    return max(abs(x.real * y.real) + abs(x.imag * y.imag),
               abs(x.real * y.imag) + abs(x.imag * y.real))


def _quotient_terms(x, y, result):
    """|a| / |b|: the parts of a / b are (ar*br + ai*bi) / |b|**2 and
    (ai*br - ar*bi) / |b|**2, whose terms are at most |a| |b| / |b|**2 by
    Cauchy-Schwarz; Smith's algorithm and its scaled variants err by a few
    ulps of |a / b| (docs/values.md)."""
    denominator = abs(y)
    return abs(x) / denominator if denominator else 0.0


def _modulus_of_result(x, y, result):
    """|result|: exp(y log x) is |result| (cos t + i sin t), whose parts
    are computed to within ulps of the modulus, the smaller part
    included."""
    return abs(result)


def _atan2_terms(x, y, result):
    """max(|result|, 1): atan2(y, x) = -i log q with q = (x + i y) /
    sqrt(x**2 + y**2), whose modulus is near 1 where the result is small;
    an error of a few ulps in q is that many ulps of 1 in log q, however
    small log q is."""
    return max(abs(result), 1.0)


_COMPLEX_TERMS = {
    "multiply": _product_terms,
    "divide": _quotient_terms,
    "pow": _modulus_of_result,
    "atan2": _atan2_terms,
    "logaddexp": lambda x, y, result: (
        transcendental.complex_logaddexp_terms(x, y)),
}


def power_of_two_at_least(magnitude):
    """The least power of two >= magnitude > 0, as a float; 0.0 for a
    magnitude that is 0, not finite or beyond the largest power of two a
    double holds (no scaling there: the element is compared as without a
    scale)."""
    if not (magnitude > 0.0) or math.isinf(magnitude):
        return 0.0
    mantissa, exponent = math.frexp(magnitude)
    if mantissa == 0.5:
        return magnitude
    if exponent > 1023:
        return 0.0
    return math.ldexp(1.0, exponent)


def _precision(dtype):
    component = dtypes.COMPLEX_COMPONENT.get(dtype, dtype)
    return FORMATS[component].precision if component in FORMATS else None


def tolerance(op, compute_dtype, stored_dtype, pairs, results):
    """(ulp, scales or None) of the expected array of op computed in
    compute_dtype and stored in stored_dtype, or None when it is compared
    exactly. pairs: the operands of each element, converted to the compute
    dtype; results: the stored values, in the same order."""
    kind = dtypes.kind(compute_dtype)
    if kind == dtypes.KIND_COMPLEX:
        ulp = COMPLEX_ULP.get(op)
    elif kind == dtypes.KIND_FLOATING:
        ulp = REAL_ULP.get(op)
    else:
        return None
    stored_precision = _precision(stored_dtype)
    if ulp is None or stored_precision is None:
        return None
    # An ulp of a wider stored dtype is smaller: count the compute dtype's
    # ulps in the stored dtype's.
    ulp <<= max(0, stored_precision - _precision(compute_dtype))
    ulp = min(ulp, _MAX_ULP)
    terms = _magnitude_of_terms(op, kind)
    if terms is None:
        return ulp, None
    scales = [power_of_two_at_least(_finite_or_zero(terms(x, y, result)))
              for (x, y), result in zip(pairs, results)]
    return ulp, scales


def _finite_or_zero(value):
    try:
        value = float(value)
    except (OverflowError, ValueError):
        return 0.0
    return value if math.isfinite(value) else 0.0
