"""pow, atan2, hypot and logaddexp: correctly rounded reference values.

Each function takes operands already converted to the compute dtype and
returns the exact result rounded once to `dtype` (float_formats), or the
value its special cases give. Exact where the result is exact: integer
powers and square roots are computed in rationals (fractions), the rest in
decimal at _DIGITS significant digits, far beyond the 53 bits a double
keeps, then rounded once. A decimal approximation that falls too close to
a rounding boundary to decide is resolved exactly or refused loudly
(_round_decimal), never guessed.

Special values follow ISO C99 Annex F (F.9.4.4 pow, F.9.1.4 atan2, F.9.4.3
hypot), which the Array API standard's special cases restate for pow,
atan2 and hypot (src/array_api_stubs/_2025_12/elementwise_functions.py),
and which the libraries' C kernels (std::pow, std::atan2, std::hypot)
follow. logaddexp's: NaN if either is NaN, +infinity if either is
+infinity, the other operand if one is -infinity (numpy's npy_logaddexp,
PyTorch's logaddexp_kernel and the Array API's logaddexp agree on these).

Complex operands (pow, and logaddexp and atan2 where a library accepts
them) take the principal values: pow(x, y) = exp(y * log(x)), logaddexp(a,
b) = log(exp(a) + exp(b)) with the imaginary part in (-pi, pi], atan2(y, x)
= -i * log((x + i*y) / sqrt(x**2 + y**2)); the corpus draws them from
finite, moderate values (value_pools.MODERATE), where the libraries'
formulas agree with these to within the tolerance (docs/values.md).
"""

import cmath
import decimal
import functools
import math
from decimal import Decimal
from fractions import Fraction

from .float_formats import FORMATS, round_fraction, round_sqrt, rounder

_DIGITS = 80
# A decimal result this close (relatively) to a rounding boundary is not
# trusted: it is decided exactly, or refused.
_DOUBT = Decimal(10) ** -(_DIGITS - 15)
_CONTEXT = decimal.Context(prec=_DIGITS, Emax=10 ** 8, Emin=-10 ** 8,
                           rounding=decimal.ROUND_HALF_EVEN)
# |y * log2|x|| beyond these: the power overflows (underflows) every format
# (float64's largest finite is below 2**1024, its smallest subnormal
# 2**-1074).
_OVERFLOW_LOG2 = 1100.0
_UNDERFLOW_LOG2 = -1200.0


def _exact_decimal(x):
    return Decimal(x)  # exact: a double is a decimal fraction


@functools.lru_cache(maxsize=None)
def _pi():
    """pi to _DIGITS digits, by Machin's formula pi/4 = 4 atan(1/5) -
    atan(1/239)."""
    with decimal.localcontext(_CONTEXT) as context:
        context.prec = _DIGITS + 10
        value = 4 * (4 * _atan_series(Decimal(1) / 5)
                     - _atan_series(Decimal(1) / 239))
    return +value


def _atan_series(t):
    """atan(t) for |t| <= 1/5 by its Taylor series t - t**3/3 + ..."""
    total, power, square, n = t, t, t * t, 1
    while True:
        power *= -square
        n += 2
        term = power / n
        if abs(term) <= Decimal(10) ** -(_DIGITS + 12) * abs(total):
            return total + term
        total += term


def _atan(t):
    """atan(t) of a Decimal: atan(t) = pi/2 - atan(1/t) for |t| > 1, and
    atan(t) = 2 atan(t / (1 + sqrt(1 + t**2))) until |t| <= 1/5."""
    with decimal.localcontext(_CONTEXT) as context:
        context.prec = _DIGITS + 10
        if t < 0:
            return -_atan(-t)
        if t > 1:
            return _pi() / 2 - _atan(1 / t)
        doublings = 0
        while t > Decimal(1) / 5:
            t = t / (1 + (1 + t * t).sqrt())
            doublings += 1
        return _atan_series(t) * (2 ** doublings)


def _sin_cos(x):
    """(sin x, cos x) of a Decimal by their Taylor series, after reducing x
    into [-pi, pi]."""
    with decimal.localcontext(_CONTEXT) as context:
        context.prec = _DIGITS + 20
        two_pi = 2 * _pi()
        x = x - two_pi * (x / two_pi).to_integral_value()
        sine, cosine = Decimal(0), Decimal(0)
        term, n = Decimal(1), 0
        limit = Decimal(10) ** -(_DIGITS + 15)
        while True:
            if n % 4 == 0:
                cosine += term
            elif n % 4 == 1:
                sine += term
            elif n % 4 == 2:
                cosine -= term
            else:
                sine -= term
            n += 1
            term = term * x / n
            if n > 8 and abs(term) < limit:
                return +sine, +cosine


def _boundaries(approximation, dtype):
    """The rounding boundaries next to the float nearest the Decimal
    `approximation`: (that float, the midpoints below and above it)."""
    nearest = round_fraction(Fraction(approximation), dtype)
    fmt = FORMATS[dtype]
    if nearest == 0.0 or math.isinf(nearest) or nearest != nearest:
        return nearest, ()
    mantissa, top = math.frexp(abs(nearest))
    exponent = max(top - 1, fmt.min_exponent)
    half_step = Fraction(2) ** (exponent - fmt.precision)
    here = Fraction(nearest)
    # Below a normal power of two the spacing halves (in magnitude).
    below = half_step / 2 if mantissa == 0.5 and exponent > fmt.min_exponent \
        else half_step
    if nearest < 0.0:
        return nearest, (here - half_step, here + below)
    return nearest, (here - below, here + half_step)


def _round_decimal(approximation, dtype, exact_test=None):
    """The float of `dtype` nearest the true value that the Decimal
    `approximation` approximates (relative error below _DOUBT). If it lies
    within that error of a midpoint, exact_test(midpoint) -> -1, 0 or 1
    (the true value below, at, above it) decides; without one, the call
    fails: a value would otherwise be guessed."""
    nearest, midpoints = _boundaries(approximation, dtype)
    exact = Fraction(approximation)
    for midpoint in midpoints:
        if abs(exact - midpoint) <= abs(exact) * Fraction(_DOUBT):
            if exact_test is None:
                raise ArithmeticError(f"cannot round {approximation} to "
                                      f"{dtype}: too close to a midpoint")
            side = exact_test(midpoint)
            if side is None:
                raise ArithmeticError(f"cannot round {approximation} to "
                                      f"{dtype}: too close to a midpoint")
            if side == 0:
                return round_fraction(midpoint, dtype)  # ties to even
            nudge = midpoint * (1 + Fraction(side, 2 ** 200))
            return round_fraction(nudge, dtype)
    return nearest


# ---------------------------------------------------------------------------
# pow


def _is_integer(y):
    return math.isfinite(y) and y == math.floor(y)


def _is_odd_integer(y):
    return _is_integer(y) and abs(y) < 2.0 ** 53 and int(y) % 2 == 1


def pow_special(x, y):
    """C99 F.9.4.4's result for pow(x, y) where a special case applies,
    else None."""
    if y == 0.0 or x == 1.0:
        return 1.0  # even for a NaN x, or a NaN y
    if x != x or y != y:
        return math.nan
    if x == 0.0:
        if y < 0.0:
            return math.copysign(math.inf, x) if _is_odd_integer(y) \
                else math.inf
        return x if _is_odd_integer(y) else 0.0
    if math.isinf(y):
        if x == -1.0:
            return 1.0
        if (abs(x) < 1.0) == (y < 0.0):
            return math.inf
        return 0.0
    if math.isinf(x):
        if x > 0.0:
            return 0.0 if y < 0.0 else math.inf
        if y < 0.0:
            return -0.0 if _is_odd_integer(y) else 0.0
        return -math.inf if _is_odd_integer(y) else math.inf
    if x < 0.0 and not _is_integer(y):
        return math.nan
    return None


# Integer exponents up to this size are raised exactly in rationals.
_EXACT_POWER_LIMIT = 256


def real_pow(x, y, dtype):
    """pow(x, y) of real floats, rounded once to dtype."""
    special = pow_special(x, y)
    if special is not None:
        return rounder(dtype)(special)
    negative = x < 0.0 and _is_odd_integer(y)
    magnitude = abs(x)
    if _is_integer(y) and abs(y) <= _EXACT_POWER_LIMIT:
        exact = Fraction(magnitude) ** int(y)
        return round_fraction(-exact if negative else exact, dtype)
    log2_size = y * math.log2(magnitude)
    if log2_size > _OVERFLOW_LOG2:
        return rounder(dtype)(-math.inf if negative else math.inf)
    if log2_size < _UNDERFLOW_LOG2:
        return -0.0 if negative else 0.0
    with decimal.localcontext(_CONTEXT):
        approximation = (Decimal(y) * _exact_decimal(magnitude).ln()).exp()
    if negative:
        approximation = -approximation
    return _round_decimal(approximation, dtype,
                          _power_test(magnitude, y, negative))


def _power_test(magnitude, y, negative):
    """exact_test for |x|**y = p/q: y = k / 2**m with a small 2**m (a
    double's denominator is a power of two) is compared exactly as
    midpoint**(2**m) against |x|**k; larger ones cannot reach a midpoint
    this close and are refused by _round_decimal."""
    ratio = Fraction(y)
    if ratio.denominator > 64 or abs(ratio.numerator) > 4096:
        return None

    def test(midpoint):
        target = Fraction(magnitude) ** ratio.numerator
        reached = abs(midpoint) ** ratio.denominator
        side = (target > reached) - (target < reached)
        return -side if negative else side
    return test


def complex_pow(x, y, dtype):
    """The principal value exp(y * log(x)), each part rounded once to the
    component dtype (the Array API's pow: "an implementation must support
    ... exp(x2*log(x1))"; NaN where the principal value is undefined).
    pow(x, 0) is 1; a zero base follows NumPy's npy_cpow
    (numpy/core/src/npymath/npy_math_complex.c.src): 0 for a real, positive
    y, NaN + NaN i for any other (0 ** 2j, 0 ** -1)."""
    component = _COMPONENT[dtype]
    if y == 0:
        return complex(1.0, 0.0)
    if not _finite_complex(x) or not _finite_complex(y):
        return complex(math.nan, math.nan)
    if x == 0:
        if y.real > 0.0 and y.imag == 0.0:
            return complex(0.0, 0.0)
        return complex(math.nan, math.nan)
    if y.imag == 0.0 and _is_integer(y.real) and abs(y.real) <= 64:
        real, imag = _gaussian_power(x, int(y.real))
        return complex(round_fraction(real, component),
                       round_fraction(imag, component))
    with decimal.localcontext(_CONTEXT):
        log_modulus, argument = _complex_log(x)
        yr, yi = _exact_decimal(y.real), _exact_decimal(y.imag)
        real = yr * log_modulus - yi * argument
        imag = yr * argument + yi * log_modulus
        return _complex_exp(real, imag, component)


def complex_pow_cpow(x, y, dtype):
    """PyTorch's complex pow: std::pow of std::complex, which libstdc++
    hands to glibc's cpow, cexp(y * clog(x)) (math/s_cpow_template.c). A
    zero base has no case of its own there: clog(0) is -inf + i arg(0), and
    cexp of the product (ISO C Annex G) is 0 where Re(y) > 0, inf + NaN i
    where Re(y) < 0, and NaN + NaN i where Re(y) is 0 or NaN, 0 ** 0
    included (measured on PyTorch 1.13.1 for exponents whose imaginary part
    is finite or NaN; an infinite one depends on the zeros' signs and is
    complex_pow's). Every other base is complex_pow's."""
    if x == 0 and not math.isinf(y.imag):
        if y.real > 0.0:
            return complex(0.0, 0.0)
        if y.real < 0.0:
            return complex(math.inf, math.nan)
        return complex(math.nan, math.nan)
    return complex_pow(x, y, dtype)


def _gaussian_power(z, n):
    """z**n of a nonzero complex with rational parts, exactly: (real,
    imaginary) Fractions (the principal value is the plain power for an
    integer exponent)."""
    real, imag = Fraction(1), Fraction(0)
    base_real, base_imag = Fraction(z.real), Fraction(z.imag)
    count = abs(n)
    while count:
        if count & 1:
            real, imag = (real * base_real - imag * base_imag,
                          real * base_imag + imag * base_real)
        base_real, base_imag = (base_real * base_real - base_imag * base_imag,
                                2 * base_real * base_imag)
        count >>= 1
    if n < 0:
        norm = real * real + imag * imag
        real, imag = real / norm, -imag / norm
    return real, imag


def _finite_complex(z):
    return math.isfinite(z.real) and math.isfinite(z.imag)


def _complex_log(z):
    """(ln|z|, arg z) of a finite nonzero complex as Decimals."""
    real, imag = _exact_decimal(z.real), _exact_decimal(z.imag)
    modulus_squared = real * real + imag * imag
    return modulus_squared.ln() / 2, _decimal_atan2(imag, real)


def _decimal_atan2(y, x):
    """atan2 of Decimals, not both zero, in (-pi, pi]."""
    pi = _pi()
    if x == 0:
        return pi / 2 if y > 0 else -pi / 2
    angle = _atan(y / x)
    if x > 0:
        return angle
    return angle + pi if y >= 0 else angle - pi


def _complex_exp(real, imag, component):
    """exp(real + i*imag) of Decimals, each part rounded to component."""
    if real > Decimal(800):
        return complex(math.inf, math.inf)  # beyond the moderate values
    modulus = real.exp()
    sine, cosine = _sin_cos(imag)
    return complex(_round_decimal(modulus * cosine, component),
                   _round_decimal(modulus * sine, component))


_COMPONENT = {"complex32": "float16", "complex64": "float32",
              "complex128": "float64"}


# ---------------------------------------------------------------------------
# atan2


def atan2_special(y, x):
    """C99 F.9.1.4's result for atan2(y, x) where a special case applies,
    else None (both finite and nonzero)."""
    if x != x or y != y:
        return math.nan
    pi = math.pi
    if y == 0.0:
        toward = pi if (x < 0.0 or (x == 0.0 and math.copysign(1.0, x)
                                    < 0.0)) else 0.0
        return math.copysign(toward, y)
    if math.isinf(y):
        if math.isinf(x):
            return math.copysign(3 * pi / 4 if x < 0.0 else pi / 4, y)
        return math.copysign(pi / 2, y)
    if x == 0.0:
        return math.copysign(pi / 2, y)
    if math.isinf(x):
        return math.copysign(pi if x < 0.0 else 0.0, y)
    return None


# The special values above that are not 0: +-pi, +-pi/2, +-pi/4, +-3pi/4,
# each rounded once from the exact angle (the double constant would round
# twice).
def _special_angle(value, dtype):
    if value == 0.0 or value != value:
        return value
    with decimal.localcontext(_CONTEXT):
        fraction = {math.pi: 1, math.pi / 2: Decimal(1) / 2,
                    math.pi / 4: Decimal(1) / 4,
                    3 * math.pi / 4: Decimal(3) / 4}[abs(value)]
        exact = _pi() * fraction
    return _round_decimal(exact if value > 0.0 else -exact, dtype)


def real_atan2(y, x, dtype):
    """atan2(y, x) of real floats, rounded once to dtype: the angle of (x,
    y) in [-pi, pi], with y's sign."""
    special = atan2_special(y, x)
    if special is not None:
        return _special_angle(special, dtype)
    with decimal.localcontext(_CONTEXT):
        angle = _decimal_atan2(_exact_decimal(y), _exact_decimal(x))
    return _round_decimal(angle, dtype, _small_angle_test(y, x))


def _small_angle_test(y, x):
    """exact_test for atan2(y, x) = atan(t), t = y / x, with x > 0: for
    t > 0, t - t**3/3 < atan(t) < t (the alternating Taylor series), which
    decides a midpoint outside that interval (a tiny t near half the
    smallest subnormal, where the decimals cannot see t**3); odd in t."""
    if not x > 0.0:
        return None
    ratio = Fraction(y) / Fraction(x)
    sign = 1 if ratio > 0 else -1
    t = abs(ratio)

    def test(midpoint):
        midpoint = abs(midpoint)
        if midpoint >= t:
            return -sign
        if midpoint <= t - t ** 3 / 3:
            return sign
        return None
    return test


def complex_atan2(y, x, dtype):
    """-i * log((x + i*y) / sqrt(x**2 + y**2)) of complex y and x (finite,
    moderate, x**2 + y**2 away from 0), each part rounded to the component
    dtype; NaN elsewhere."""
    if not (_finite_complex(x) and _finite_complex(y)):
        return complex(math.nan, math.nan)
    w = complex(x.real - y.imag, x.imag + y.real)  # x + i*y
    squares = x * x + y * y
    if w == 0 or squares == 0:
        return complex(math.nan, math.nan)
    component = _COMPONENT[dtype]
    with decimal.localcontext(_CONTEXT):
        wr, wi = _exact_decimal(w.real), _exact_decimal(w.imag)
        xr, xi = _exact_decimal(x.real), _exact_decimal(x.imag)
        yr, yi = _exact_decimal(y.real), _exact_decimal(y.imag)
        sr = xr * xr - xi * xi + yr * yr - yi * yi
        si = 2 * (xr * xi + yr * yi)
        # log(w / sqrt(s)) = log w - log(s) / 2.
        log_w = ((wr * wr + wi * wi).ln() / 2, _decimal_atan2(wi, wr))
        log_s = ((sr * sr + si * si).ln() / 2, _decimal_atan2(si, sr))
        real = log_w[0] - log_s[0] / 2
        imag = log_w[1] - log_s[1] / 2
        # The principal log of the quotient: its argument in (-pi, pi]
        # (arg w - arg(s) / 2 may lie up to pi / 2 beyond).
        pi = _pi()
        if imag > pi:
            imag -= 2 * pi
        elif imag <= -pi:
            imag += 2 * pi
        # -i * (real + i*imag) = imag - i*real
        return complex(_round_decimal(imag, component),
                       _round_decimal(-real, component))


# ---------------------------------------------------------------------------
# hypot


def real_hypot(x, y, dtype):
    """sqrt(x**2 + y**2) rounded once to dtype: +infinity if either is
    infinite (even with a NaN), else NaN if either is NaN (C99 F.9.4.3)."""
    if math.isinf(x) or math.isinf(y):
        return rounder(dtype)(math.inf)
    if x != x or y != y:
        return math.nan
    return round_sqrt(Fraction(x) ** 2 + Fraction(y) ** 2, dtype)


# ---------------------------------------------------------------------------
# logaddexp


def logaddexp_special(x, y):
    """The result where a special case applies, else None."""
    if x != x or y != y:
        return math.nan
    if x == math.inf or y == math.inf:
        return math.inf
    # exp(-inf) is 0: the other operand, computed as the libraries do,
    # max + log1p(0), so that -0.0 comes out +0.0.
    if x == -math.inf:
        return y + 0.0
    if y == -math.inf:
        return x + 0.0
    return None


# Beyond this difference exp(-d) is below 2**-2000: the result is the
# larger operand rounded, or for a zero larger operand a positive value
# below every format's smallest subnormal.
_FAR = 1400.0


def real_logaddexp(x, y, dtype):
    """log(exp(x) + exp(y)) of real floats, rounded once to dtype."""
    special = logaddexp_special(x, y)
    if special is not None:
        return rounder(dtype)(special)
    larger, smaller = (x, y) if x >= y else (y, x)
    if larger - smaller > _FAR:
        # larger + a positive amount far below half an ulp of larger.
        return 0.0 if larger == 0.0 else rounder(dtype)(larger)
    with decimal.localcontext(_CONTEXT) as context:
        context.prec = _DIGITS + _LOG1P_GUARD
        big, small = _exact_decimal(larger), _exact_decimal(smaller)
        approximation = big + _log1p((small - big).exp())
    return _round_decimal(+approximation, dtype)


# log1p(u) for 0 < u <= 1: ln(1 + u) keeps _DIGITS digits of a u down to
# 10**-_LOG1P_GUARD in this many more digits of precision; below that the
# series u - u**2/2 + u**3/3 - u**4/4 is exact to far more than _DIGITS.
_LOG1P_GUARD = 45
_SERIES_BELOW = Decimal(10) ** -_LOG1P_GUARD


def _log1p(u):
    if u < _SERIES_BELOW:
        return u - u * u / 2 + u ** 3 / 3 - u ** 4 / 4
    return (1 + u).ln()


def logaddexp_terms(x, y):
    """|max| + |log1p(exp(-|x - y|))|: the magnitude of the terms the
    libraries' formula max + log1p(exp(-d)) adds (for the tolerance's
    scale; 0 where a special case applies)."""
    if logaddexp_special(x, y) is not None:
        return 0.0
    larger, smaller = max(x, y), min(x, y)
    return abs(larger) + math.log1p(math.exp(smaller - larger))


def complex_logaddexp(x, y, dtype, center=None):
    """log(exp(x) + exp(y)), principal value, of finite moderate complex
    values, each part rounded to the component dtype; NaN elsewhere. With
    `center`, the logarithm whose imaginary part is in (center - pi,
    center + pi] instead: max + log1p(exp(min - max)) unwrapped, whose
    imaginary part is max's plus a principal angle."""
    if not (_finite_complex(x) and _finite_complex(y)):
        return complex(math.nan, math.nan)
    component = _COMPONENT[dtype]
    with decimal.localcontext(_CONTEXT):
        # log(e**x + e**y) = shift + log(e**(x - shift) + e**(y - shift)),
        # shift the larger real part: no exponential overflows.
        shift = _exact_decimal(max(x.real, y.real))
        total_real, total_imag = Decimal(0), Decimal(0)
        for z in (x, y):
            modulus = (_exact_decimal(z.real) - shift).exp()
            sine, cosine = _sin_cos(_exact_decimal(z.imag))
            total_real += modulus * cosine
            total_imag += modulus * sine
        if total_real == 0 and total_imag == 0:
            return complex(-math.inf, 0.0)
        log_modulus = shift + (total_real * total_real
                               + total_imag * total_imag).ln() / 2
        argument = _decimal_atan2(total_imag, total_real)
        if center is not None:
            two_pi = 2 * _pi()
            turns = ((_exact_decimal(center) + _pi() - argument)
                     / two_pi).to_integral_value(rounding=decimal.ROUND_FLOOR)
            argument += turns * two_pi
        return complex(_round_decimal(log_modulus, component),
                       _round_decimal(argument, component))


def complex_logaddexp_terms(x, y):
    """|max| + |log1p(exp(min - max))| by modulus, max the operand with the
    larger real part (the tolerance's scale)."""
    if not (_finite_complex(x) and _finite_complex(y)):
        return 0.0
    larger, smaller = (x, y) if x.real >= y.real else (y, x)
    try:
        return abs(larger) + abs(cmath.log(1 + cmath.exp(smaller - larger)))
    except (OverflowError, ValueError):
        return 0.0
