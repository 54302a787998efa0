"""Floor division and remainder, as each library computes them.

Real floats. The libraries differ in the algorithm, in the precision of
each step and in signed zeros, so each is written out step by step; `r` is
the rounding to the precision a step's result is held in (every step here
is one IEEE operation: a double result of two narrower values, rounded once
more, is correctly rounded, 53 >= 2 * 24 + 2):
- divmod_python: CPython's float_divmod, as NumPy's npy_divmod
  (numpy/core/src/npymath/npy_math_internal.h.src, NumPy 1.24) and
  PyTorch's c10::div_floor_floating (c10/util/generic_math.h) write it:
  mod = fmod(a, b); div = (a - mod) / b; if mod is nonzero and its sign is
  not b's, mod += b and div -= 1; a zero mod takes b's sign (NumPy only); a
  nonzero div snaps to floor(div), plus 1 if div - floor(div) > 0.5; a zero
  div takes the sign of a / b. A zero divisor gives a / b and fmod(a, 0).
- jax_float_divmod: jax/_src/numpy/ufuncs.py _float_divmod: mod = rem(a,
  b); div = (b == 0 ? a : a - mod) / b; where mod != 0 and sign(b) !=
  sign(mod), mod += b and div -= 1; the quotient is lax.round(div)
  (rounding half away from zero), the zero-sign fix-ups are not there.
- remainder_ieee (MLX): mlx/backend/cpu/simd/base_simd.h remainder:
  r = std::remainder(a, b) (IEEE remainder: quotient rounded to nearest
  even), then r += b where r is nonzero and its sign is not b's.
Integers: exact Python arithmetic; the wrap-around, zero divisors and
INT_MIN / -1 are each profile's (value_faults.py, the profiles' kernels).
"""

import functools
import math
from fractions import Fraction

from .elementwise import ieee_divide


def _sign_bit(x):
    return math.copysign(1.0, x) < 0.0


def divmod_python(a, b, r, zero_mod_sign_of_b):
    """(floor quotient, remainder) of a by b by CPython's float_divmod with
    every step rounded by r; the remainder of a zero divisor is fmod's
    (NaN). zero_mod_sign_of_b: NumPy's `mod = copysign(0, b)` for a zero
    remainder (PyTorch's remainder keeps fmod's zero, the sign of a)."""
    if b == 0.0:
        return r(ieee_divide(a, b)), math.nan
    mod = _fmod(a, b)
    div = r(ieee_divide(r(a - mod), b))
    if mod != 0.0:
        if (b < 0.0) != (mod < 0.0):
            mod = r(mod + b)
            div = r(div - 1.0)
    elif zero_mod_sign_of_b:
        mod = math.copysign(0.0, b)
    if div != 0.0:
        if div != div or math.isinf(div):
            floordiv = div
        else:
            floordiv = float(math.floor(div))
            if r(div - floordiv) > 0.5:
                floordiv = r(floordiv + 1.0)
    else:
        floordiv = math.copysign(0.0, r(ieee_divide(a, b)))
    return floordiv, mod


def _fmod(a, b):
    """C's fmod: exact; NaN for an infinite a or a zero b; a for an
    infinite b."""
    if a != a or b != b or math.isinf(a) or b == 0.0:
        return math.nan
    if math.isinf(b):
        return a
    return math.fmod(a, b)


def remainder_fmod_adjusted(a, b, r):
    """PyTorch's remainder_kernel on floats: mod = fmod(a, b); if mod != 0
    and (b < 0) != (mod < 0), mod += b (rounded by r); a zero mod keeps
    fmod's sign, a's."""
    mod = _fmod(a, b)
    if mod != 0.0 and mod == mod and (b < 0.0) != (mod < 0.0):
        mod = r(mod + b)
    return mod


def _lax_round(x):
    """lax.round, rounding_method AWAY_FROM_ZERO (std::round)."""
    if x != x or math.isinf(x) or x == 0.0:
        return x
    magnitude = math.floor(abs(x) + 0.5) if abs(x) < 2.0 ** 52 else abs(x)
    return math.copysign(float(magnitude), x)


def _lax_sign(x):
    """lax.sign of a real float: -1, -0, +0, 1 or NaN."""
    if x != x:
        return math.nan
    if x == 0.0:
        return x
    return 1.0 if x > 0.0 else -1.0


def jax_float_divmod(a, b, r):
    """(quotient, remainder) of jnp.floor_divide's _float_divmod, each lax
    op rounded by r."""
    mod = _fmod(a, b)
    corrected = a if b == 0.0 else r(a - mod)
    div = r(ieee_divide(corrected, b))
    # NaN != x is true, so a NaN mod or sign takes the branch.
    if mod != 0.0 and _lax_sign(b) != _lax_sign(mod):
        mod = r(mod + b)
        div = r(div - 1.0)
    return _lax_round(div), mod


def jax_remainder(a, b, r):
    """jnp.remainder on floats: trunc_mod = lax.rem(a, b) (fmod); where
    (trunc_mod < 0) != (b < 0) and trunc_mod != 0, trunc_mod + b."""
    mod = _fmod(a, b)
    if (mod < 0.0) != (b < 0.0) and mod != 0.0:
        mod = r(mod + b)
    return mod


def ieee_remainder(a, b):
    """IEEE 754 remainder (C's std::remainder): a - n * b, n = a / b
    rounded to the nearest integer, ties to even; exact; a zero result has
    a's sign; NaN for an infinite a or a zero b; a for an infinite b."""
    if a != a or b != b or math.isinf(a) or b == 0.0:
        return math.nan
    if math.isinf(b):
        return a
    quotient = Fraction(a) / Fraction(b)
    exact = Fraction(a) - round(quotient) * Fraction(b)
    if exact == 0:
        return math.copysign(0.0, a)
    return float(exact)  # exactly representable: no rounding


def mlx_remainder(a, b, r):
    """MLX's remainder of reals (base_simd.h): std::remainder, then r += b
    (rounded by r) where r is nonzero and (r < 0) != (b < 0)."""
    mod = ieee_remainder(a, b)
    if mod != 0.0 and mod == mod and (mod < 0.0) != (b < 0.0):
        mod = r(mod + b)
    return mod


def floor_quotient(a, b):
    """Python's a // b of integers (b nonzero): the floor of the exact
    quotient."""
    return a // b


def truncated_quotient(a, b):
    """C's a / b of integers (b nonzero): the quotient rounded toward
    zero."""
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def truncated_remainder(a, b):
    """C's a % b of integers (b nonzero): the sign of a."""
    return a - truncated_quotient(a, b) * b


def makers(maker):
    """{op: maker(dtype)} of floor_divide and remainder from one
    maker(op, dtype)."""
    return {op: functools.partial(maker, op)
            for op in ("floor_divide", "remainder")}
