"""Integer and bool pow, as each library computes it.

Every library raises an integer to a non-negative power by repeated
squaring in the dtype itself, so the result is x**y reduced modulo
2**bits into the dtype's range (multiplication modulo 2**bits commutes
with the reduction): pow(x, y, 2**bits), wrapped. They differ on negative
exponents, and JAX on large ones:
- torch: native::powi (aten/src/ATen/native/Pow.h): a negative exponent
  gives 1 for a base of 1, +-1 for -1 (by the exponent's parity), else 0.
- numpy: the integer power loops (numpy/_core/src/umath/loops.c.src
  @TYPE@_power): a negative exponent raises ValueError ("Integers to
  negative integer powers are not allowed."): invalid_value.
- jax: jax/_src/numpy/ufuncs.py _pow_int_int: six rounds of binary
  exponentiation read the exponent's low six bits (the shift is logical,
  so a negative exponent's two's complement bits), starting from 0 where
  x is 0 and y is not, else from 1.
- mlx: mlx/backend/cpu/simd/base_simd.h pow: a negative exponent of a
  signed type gives 0; bool is computed by the same loop (`res = 1; while
  (exp) { if (exp & 1) res *= base; ...}`), so x**y is y ? x : true.
- array-api: elementwise_functions.py pow: "If both x1 and x2 have integer
  data types, the result of pow when x2_i is negative (i.e., less than
  zero) is unspecified and thus implementation-dependent", and integer
  overflow is left to implementations (data_types.rst): both undefined.
"""

from . import dtypes
from .value_faults import NEGATIVE_POWER, UNDEFINED_VALUE


def _wrapped_power(dtype):
    """x**y for y >= 0, wrapped into dtype (0**0 is 1)."""
    wrap = dtypes.integer_wrapper(dtype)
    modulus = 1 << dtypes.BITS[dtype]
    return lambda x, y: wrap(pow(x, y, modulus))


def torch_pow(dtype):
    power = _wrapped_power(dtype)

    def kernel(x, y):
        if y < 0:
            if x == 1:
                return 1
            if x == -1:
                return -1 if y % 2 else 1
            return 0
        return power(x, y)
    return kernel


def numpy_pow(dtype):
    power = _wrapped_power(dtype)
    return lambda x, y: NEGATIVE_POWER if y < 0 else power(x, y)


# _pow_int_int's `bits = 6` rounds.
_JAX_ROUNDS = 6


def jax_pow(dtype):
    power = _wrapped_power(dtype)
    low_bits = (1 << _JAX_ROUNDS) - 1

    def kernel(x, y):
        if x == 0 and y != 0:
            return 0
        return power(x, y & low_bits)
    return kernel


def mlx_pow(dtype):
    power = _wrapped_power(dtype)
    return lambda x, y: 0 if y < 0 else power(x, y)


def mlx_bool_pow(dtype):
    return lambda x, y: x if y else True


def array_api_pow(dtype):
    low, high = dtypes.integer_range(dtype)

    def kernel(x, y):
        if y < 0:
            return UNDEFINED_VALUE
        if abs(x) > 1 and y > 64:
            return UNDEFINED_VALUE  # beyond every dtype's range
        value = x ** y
        return value if low <= value <= high else UNDEFINED_VALUE
    return kernel
