/*
** elementwise_kernels_division.c: floor_divide and remainder, by each
** library's own algorithm (elementwise_kernels.h lists them). The libraries
** differ in signed zeros, in which of +-inf and NaN an infinite operand
** gives, in the precision of intermediate steps, and for integers in what a
** zero divisor or INT_MIN // -1 gives; a kernel here never executes
** undefined behaviour, whatever the operands, and the profile's value rules
** (elementwise_values.h) keep the operands whose outcome is refused or
** undefined away from it.
**
** Integers (sign-extended 64-bit patterns, cast_internal.h): the quotient
** and remainder are computed in 64 bits and truncated on store, so INT8_MIN
** // -1 is 128, stored as -128 (wrap-around); -1 as divisor is handled as a
** negation in uint64_t, so INT64_MIN / -1 never executes.
**
** Reals: the "opmath" kernels compute in float for every real dtype narrower
** than float64 (PyTorch's CPU kernels take Half and BFloat16 through float:
** aten/src/ATen/native/cpu/BinaryOpsKernel.cpp remainder_kernel, and
** c10::Half arithmetic converts to float; NumPy's HALF_floor_divide and
** HALF_remainder call npy_floor_dividef and npy_remainderf,
** numpy/core/src/umath/loops.c.src), in double for float64, and round the
** result once to the dtype. The "per-op" kernels round every step to the
** compute dtype, as an HLO graph whose every op has that element type (JAX)
** or a C++ expression in the dtype (MLX's floor(divide(a, b))).
*/
#include "elementwise_kernels.h"

#include <math.h>

/* ---- Integers. --------------------------------------------------------- */

#define MINUS_ONE UINT64_MAX

/* The int64_t whose two's-complement pattern is v, without converting an
** out-of-range uint64_t (implementation-defined in C). */
static int64_t as_signed(uint64_t v) {
    return v <= (uint64_t)INT64_MAX ? (int64_t)v : -(int64_t)(~v) - 1;
}

/* Truncating division and its remainder of signed values, y != 0: -1 is a
** negation modulo 2^64 (INT_MIN / -1 wraps to INT_MIN, remainder 0). */
static void signed_truncating(uint64_t x, uint64_t y, uint64_t *quotient,
                              uint64_t *remainder) {
    if (y == MINUS_ONE) {
        *quotient = 0 - x;
        *remainder = 0;
        return;
    }
    int64_t a = as_signed(x), b = as_signed(y);
    *quotient = (uint64_t)(a / b);
    *remainder = (uint64_t)(a % b);
}

static int is_negative(uint64_t v) { return (v >> 63) != 0; }

/* Python's // and % on signed values (c10::div_floor_integer and
** remainder_kernel's integer lambda; NumPy's floor_div_@TYPE@ in
** loops_arithmetic.dispatch.c.src and @TYPE@_remainder in
** loops_modulo.dispatch.c.src): the truncating quotient less one, and the
** remainder plus the divisor, when the remainder is nonzero and its sign
** differs from the divisor's. A zero divisor gives 0 (NumPy's value; the
** profiles whose library refuses it or leaves it undefined never get here). */
static void signed_floor(uint64_t x, uint64_t y, uint64_t *quotient, uint64_t *remainder) {
    if (y == 0) {
        *quotient = *remainder = 0;
        return;
    }
    signed_truncating(x, y, quotient, remainder);
    if (*remainder != 0 && is_negative(*remainder) != is_negative(y)) {
        *quotient -= 1;
        *remainder += y;
    }
}

#define INTEGER_LOOP(name, ...)                                              \
    void name(const pc_wide *a, const pc_wide *b, pc_wide *results,        \
              int64_t count) {                                             \
        for (int64_t k = 0; k < count; k++) {                              \
            uint64_t x = a[k].integer, y = b[k].integer, quotient, remainder; \
            __VA_ARGS__                                                    \
        }                                                                  \
    }

INTEGER_LOOP(pc_signed_floor_divide, signed_floor(x, y, &quotient, &remainder);
             results[k].integer = quotient;)
INTEGER_LOOP(pc_signed_floor_remainder, signed_floor(x, y, &quotient, &remainder);
             results[k].integer = remainder;)
/* Unsigned: floor is truncation; a zero divisor gives 0. */
INTEGER_LOOP(pc_unsigned_floor_divide, (void)quotient; (void)remainder;
             results[k].integer = y == 0 ? 0 : x / y;)
INTEGER_LOOP(pc_unsigned_floor_remainder, (void)quotient; (void)remainder;
             results[k].integer = y == 0 ? 0 : x % y;)

/* C++'s / and % on signed values (MLX's Divide on integers, which its
** floor_divide of integers is: mlx/ops.cpp floor_divide; and Remainder's
** `a % b` before its sign fix-up, mlx/backend/cpu/simd/base_simd.h
** remainder): truncation. Zero divisors are undefined (the profile's value
** rules); 0 here. */
INTEGER_LOOP(pc_signed_truncating_divide,
             if (y == 0) quotient = 0;
             else signed_truncating(x, y, &quotient, &remainder);
             results[k].integer = quotient;)

/* XLA's integer division and remainder (xla/service/elemental_ir_emitter.cc
** EmitIntegerDivide and EmitIntegerRemainder): X / 0 is -1 (all bits set,
** unsigned too), INT_SMIN / -1 is INT_SMIN, X % 0 is X, INT_SMIN % -1 is 0;
** otherwise C's truncation. */
static void xla_signed(uint64_t x, uint64_t y, uint64_t *quotient, uint64_t *remainder) {
    if (y == 0) {
        *quotient = MINUS_ONE;
        *remainder = x;
    } else {
        signed_truncating(x, y, quotient, remainder);
    }
}

static int64_t xla_sign(uint64_t v) { return v == 0 ? 0 : is_negative(v) ? -1 : 1; }

/* jnp.floor_divide of signed integers (jax/_src/numpy/ufuncs.py
** floor_divide): quotient = lax.div(x1, x2); where(sign(x1) != sign(x2) &
** (lax.rem(x1, x2) != 0), quotient - 1, quotient). With XLA's values a zero
** divisor gives -2 for a nonzero dividend and -1 for zero. */
INTEGER_LOOP(pc_jax_signed_floor_divide, xla_signed(x, y, &quotient, &remainder);
             int select = xla_sign(x) != xla_sign(y) && remainder != 0;
             results[k].integer = select ? quotient - 1 : quotient;)
/* Unsigned: lax.div alone; X / 0 is all bits set (stored truncated to the
** dtype's width: its maximum). */
INTEGER_LOOP(pc_jax_unsigned_floor_divide, (void)quotient; (void)remainder;
             results[k].integer = y == 0 ? MINUS_ONE : x / y;)
/* jnp.remainder of integers: x2 = where(x2 == 0, 1, x2) first, so a zero
** divisor gives 0, then lax.rem and the sign fix-up: Python's %. */
INTEGER_LOOP(pc_jax_signed_remainder, signed_floor(x, y == 0 ? 1 : y, &quotient, &remainder);
             results[k].integer = remainder;)

/* ---- Reals, computed in float or double. ------------------------------- */

/* c10::div_floor_floating (c10/util/generic_math.h) and NumPy 1.24's
** npy_divmod quotient (numpy/core/src/npymath/npy_math_internal.h.src, via
** npy_floor_divide): the same steps, CPython's float_divmod. A zero divisor
** gives a / b (+-inf or NaN); a zero quotient takes the sign of a / b. */
#define PYTHON_FLOOR_DIVIDE(T, FMOD, FLOOR, COPYSIGN)          \
    {                                                          \
        if (y == 0) return x / y;                              \
        T mod = FMOD(x, y);                                    \
        T div = (x - mod) / y;                                 \
        if (mod != 0 && (y < 0) != (mod < 0)) div -= 1;        \
        if (div == 0) return COPYSIGN((T)0, x / y);            \
        T floordiv = FLOOR(div);                               \
        if (div - floordiv > (T)0.5) floordiv += 1;            \
        return floordiv;                                       \
    }
static float python_floor_divide_f(float x, float y) PYTHON_FLOOR_DIVIDE(float, fmodf, floorf, copysignf)
static double python_floor_divide_d(double x, double y) PYTHON_FLOOR_DIVIDE(double, fmod, floor, copysign)

/* PyTorch's remainder_kernel on floats: fmod, plus the divisor when the
** remainder is nonzero and its sign differs from the divisor's; a zero
** remainder keeps fmod's sign, the dividend's (-4.0 % 2.0 is -0.0). The
** same steps are jnp.remainder's (lax.rem, then select(do_plus, ...)). */
#define FMOD_SIGN_FIXED(T, FMOD)                                  \
    {                                                             \
        T mod = FMOD(x, y);                                       \
        if (mod != 0 && (y < 0) != (mod < 0)) mod += y;           \
        return mod;                                               \
    }
static float fmod_sign_fixed_f(float x, float y) FMOD_SIGN_FIXED(float, fmodf)
static double fmod_sign_fixed_d(double x, double y) FMOD_SIGN_FIXED(double, fmod)

/* Python's float % (CPython float_rem; NumPy's npy_remainder through
** npy_divmod): as above, but a zero remainder is +0.0 or -0.0 with the
** divisor's sign, and a zero divisor gives fmod's NaN. */
#define PYTHON_REMAINDER(T, FMOD, COPYSIGN)                        \
    {                                                              \
        T mod = FMOD(x, y);                                        \
        if (y == 0) return mod;                                    \
        if (mod != 0) {                                            \
            if ((y < 0) != (mod < 0)) mod += y;                    \
        } else {                                                   \
            mod = COPYSIGN((T)0, y);                               \
        }                                                          \
        return mod;                                                \
    }
static float python_remainder_f(float x, float y) PYTHON_REMAINDER(float, fmodf, copysignf)
static double python_remainder_d(double x, double y) PYTHON_REMAINDER(double, fmod, copysign)

/* MLX's remainder of floats (mlx/backend/cpu/simd/base_simd.h remainder):
** std::remainder (IEEE's remainder, the quotient rounded to nearest), then
** plus the divisor when nonzero with a sign other than the divisor's. */
#define IEEE_REMAINDER_SIGN_FIXED(T, REMAINDER)                   \
    {                                                             \
        T r = REMAINDER(x, y);                                    \
        if (r != 0 && (r < 0) != (y < 0)) r += y;                 \
        return r;                                                 \
    }
static float ieee_remainder_sign_fixed_f(float x, float y)
    IEEE_REMAINDER_SIGN_FIXED(float, remainderf)
static double ieee_remainder_sign_fixed_d(double x, double y)
    IEEE_REMAINDER_SIGN_FIXED(double, remainder)

/* A kernel over reals computing `function` in float (operands narrower than
** double are exact in float) or in double. */
#define OPMATH_KERNELS(name, function)                                        \
    void name##_opmath_float(const pc_wide *a, const pc_wide *b, pc_wide *results, \
                             int64_t count) {                                 \
        for (int64_t k = 0; k < count; k++)                                   \
            results[k].real = function##_f((float)a[k].real, (float)b[k].real); \
    }                                                                         \
    void name##_opmath_double(const pc_wide *a, const pc_wide *b, pc_wide *results, \
                              int64_t count) {                                \
        for (int64_t k = 0; k < count; k++)                                   \
            results[k].real = function##_d(a[k].real, b[k].real);             \
    }

OPMATH_KERNELS(pc_real_python_floor_divide, python_floor_divide)
OPMATH_KERNELS(pc_real_fmod_sign_fixed, fmod_sign_fixed)
OPMATH_KERNELS(pc_real_python_remainder, python_remainder)
OPMATH_KERNELS(pc_real_ieee_remainder_sign_fixed, ieee_remainder_sign_fixed)

/* ---- Reals, every step rounded to the compute dtype. ------------------- */

static double keep(double x) { return x; }

/* floor(divide(a, b)): the quotient rounded to the dtype, then floored
** (mlx/ops.cpp floor_divide of inexact types; the Array API standard's
** preferred floor_divide, "floor(divide(x1, x2))"). Each of + - x / of two
** values of a dtype narrower than double, computed in double and rounded
** once, is the correctly rounded operation in that dtype. */
static double floor_of_quotient(double x, double y, double (*round)(double)) {
    return floor(round(x / y));
}

/* lax.sign of a real: -1, 0 (keeping the zero's sign), 1, NaN for NaN. */
static double lax_sign(double x) { return isnan(x) ? x : x > 0 ? 1.0 : x < 0 ? -1.0 : x; }

/* jnp.floor_divide of floats: _float_divmod's quotient
** (jax/_src/numpy/ufuncs.py): mod = lax.rem(x1, x2); div = lax.div(where(x2
** == 0, x1, x1 - mod), x2); ind = (mod != 0) & (sign(x2) != sign(mod));
** div = select(ind, div - 1, div); lax.round(div), which rounds half away
** from zero (C's round). Every op's result is in the dtype. */
static double jax_floor_divide(double x, double y, double (*round_to)(double)) {
    double mod = fmod(x, y);  /* exact */
    double corrected = y == 0 ? x : round_to(x - mod);
    double div = round_to(corrected / y);
    if (mod != 0 && lax_sign(y) != lax_sign(mod)) div = round_to(div - 1);
    return round(div);
}

/* jnp.remainder of floats: trunc_mod = lax.rem(x1, x2); select((trunc_mod
** < 0) != (x2 < 0) & (trunc_mod != 0), trunc_mod + x2, trunc_mod). */
static double jax_remainder(double x, double y, double (*round_to)(double)) {
    double mod = fmod(x, y);
    return mod != 0 && (mod < 0) != (y < 0) ? round_to(mod + y) : mod;
}

/* One kernel per real dtype of `function(x, y, rounding to the dtype)`. */
#define PER_DTYPE_KERNEL(name, function, suffix, round_to)                         \
    void name##_##suffix(const pc_wide *a, const pc_wide *b, pc_wide *results, \
                         int64_t count) {                                     \
        for (int64_t k = 0; k < count; k++)                                   \
            results[k].real = function(a[k].real, b[k].real, round_to);       \
    }
#define PER_DTYPE_KERNELS(name, function)                       \
    PER_DTYPE_KERNEL(name, function, float16, pc_round_float16)     \
    PER_DTYPE_KERNEL(name, function, bfloat16, pc_round_bfloat16)   \
    PER_DTYPE_KERNEL(name, function, float32, pc_round_float32)     \
    PER_DTYPE_KERNEL(name, function, float64, keep)                 \
    PER_DTYPE_KERNEL(name, function, e4m3fn, pc_round_e4m3fn)       \
    PER_DTYPE_KERNEL(name, function, e5m2, pc_round_e5m2)

PER_DTYPE_KERNELS(pc_real_floor_of_quotient, floor_of_quotient)
PER_DTYPE_KERNELS(pc_real_jax_floor_divide, jax_floor_divide)
PER_DTYPE_KERNELS(pc_real_jax_remainder, jax_remainder)
