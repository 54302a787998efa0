/*
** elementwise_kernels_transcendental.c: pow, atan2, hypot and logaddexp
** (elementwise_kernels.h lists them).
**
** Integers are exact, by repeated squaring in uint64_t: C defines unsigned
** products modulo 2^64, and the store truncates them to the dtype's width,
** so the result is the power modulo 2^width, the wrap-around every profile's
** library gives (PyTorch's native::powi, NumPy's
** _@TYPE@_squared_exponentiation_helper, MLX's Simd pow, jnp's
** _pow_int_int all multiply in the dtype). The libraries differ only on
** negative exponents and on which bits of the exponent they read:
** - PyTorch's powi (aten/src/ATen/native/Pow.h): b < 0 gives 1 for a == 1,
**   +1 or -1 for a == -1 (by b's parity), else 0;
** - MLX (mlx/backend/cpu/simd/base_simd.h pow): b < 0 gives 0, for every a;
** - jnp (jax/_src/numpy/ufuncs.py _pow_int_int): six rounds of squaring, so
**   only b's low six bits count (b read as two's complement), and the
**   accumulator starts at 0 when a == 0 and b != 0, else at 1;
** - NumPy and the Array API refuse or leave open b < 0 (the profiles' value
**   rules), so their kernel never meets one.
** bool (MLX only): the same loop on bool is `b ? a : 1`.
**
** Reals: a reference computed in long double, at least 64 significant bits
** (checked below), then rounded once to the compute dtype, so the kernels
** return values of the dtype itself (the store's rounding is then exact):
** powl, atan2l and hypotl, whose special cases (C11 Annex F: pow(x, +-0) is
** 1 even for NaN, pow(1, y) is 1, atan2's signed zeros and infinities,
** hypot(+-inf, NaN) is +inf) are the Array API standard's; logaddexp as
** max + log1p(exp(-|x - y|)) with x + y where x - y is NaN (equal
** infinities, or a NaN operand), which is NumPy's npy_logaddexp, PyTorch's
** logaddexp_kernel and jnp's lax_other.logaddexp alike. The libraries round
** float16, bfloat16 and float8 results twice (through float) and use their
** own libm in the result's precision, so their values may be an ulp or so
** from these; cases compare them with an ulp tolerance. Narrow results are
** rounded from long double to double first, then once to the format
** (float_formats.c): a second rounding only when the long double lies
** within 2^-53 relative of a narrow midpoint.
**
** Complex (long double): pow is the principal value exp(y log x), the
** Array API's definition, with pow(x, 0) = 1 and pow(0, y) = 0 for Re(y) >
** 0, Im(y) = 0 (NumPy's npy_cpow); other zero bases follow the formula.
** Libraries compute it otherwise (repeated multiplication for small integer
** exponents in NumPy, Sleef's vectorised log and exp in PyTorch), so cases
** compare complex powers with a magnitude-scaled tolerance. logaddexp is
** max + log1p(exp(min - max)), min and max by real part (the second
** operand is min on ties, PyTorch's _logcumsumexp_minmax; MLX's maximum
** and minimum order lexicographically), a NaN part giving NaN + NaN i; jnp
** wraps the imaginary part into [-pi, pi] (_wrap_between), PyTorch and MLX
** do not.
*/
#include "elementwise_kernels.h"

#include <float.h>
#include <math.h>

#include "promcast/value.h"

/* The references need more precision than float64's 53 bits: x87's 64-bit
** extended format, or binary128. A platform whose long double is double
** (MSVC, some ARM ABIs) would give float64 results no better than the
** libraries' own and is refused here. */
_Static_assert(LDBL_MANT_DIG >= 64, "long double must have at least 64 significand bits");

/* ---- Integers. --------------------------------------------------------- */

/* x^y modulo 2^64, y read as unsigned. */
static uint64_t power_modulo(uint64_t x, uint64_t y) {
    uint64_t result = 1;
    while (y != 0) {
        if (y & 1) result *= x;
        x *= x;
        y >>= 1;
    }
    return result;
}

#define NEGATIVE(v) (((v) >> 63) != 0) /* sign-extended signed value */

void pc_signed_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        uint64_t x = a[k].integer, y = b[k].integer;
        if (!NEGATIVE(y)) results[k].integer = power_modulo(x, y);
        else if (x == 1) results[k].integer = 1;
        else if (x == UINT64_MAX) results[k].integer = (y & 1) ? UINT64_MAX : 1;
        else results[k].integer = 0;
    }
}

void pc_unsigned_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++)
        results[k].integer = power_modulo(a[k].integer, b[k].integer);
}

void pc_signed_pow_negative_zero(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                 int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        uint64_t x = a[k].integer, y = b[k].integer;
        results[k].integer = NEGATIVE(y) ? 0 : power_modulo(x, y);
    }
}

void pc_jax_integer_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        uint64_t x = a[k].integer, y = b[k].integer;
        results[k].integer = x == 0 && y != 0 ? 0 : power_modulo(x, y & 63);
    }
}

void pc_bool_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++)
        results[k].integer = b[k].integer ? a[k].integer : 1;
}

/* ---- Reals. ------------------------------------------------------------ */

static long double logaddexp_reference(long double x, long double y) {
    long double delta = x - y;
    if (isnan(delta)) return x + y; /* NaN, or infinities of one sign */
    return (x > y ? x : y) + log1pl(expl(-fabsl(delta)));
}

/* Whether y is an odd integer: fmodl is exact, and gives 0 from 2^64 on,
** where every long double is even. */
static int odd_integer(long double y) {
    return isfinite(y) && fabsl(fmodl(y, 2)) == 1;
}

/* powl, with the infinite bases taken by C11 Annex F F.10.4.4 itself:
** pow(-inf, y) is -0 for y an odd integer < 0, +0 for other y < 0, -inf
** for y an odd integer > 0, +inf for other y > 0; pow(+inf, y) is +0 for
** y < 0, +inf for y > 0. glibc's powl gives +inf for pow(-inf, -2^63), an
** even integer, where its pow in double gives +0 (measured with glibc 2.36
** on x86-64); the zero and other infinite cases were measured right, and
** oracle/tests checks them against Annex F. y = +-0 and a NaN y are left
** to powl (1; NaN). */
static long double pow_reference(long double x, long double y) {
    if (!isinf(x) || isnan(y) || y == 0) return powl(x, y);
    if (x > 0) return y < 0 ? 0.0L : (long double)INFINITY;
    if (y < 0) return odd_integer(y) ? -0.0L : 0.0L;
    return odd_integer(y) ? -(long double)INFINITY : (long double)INFINITY;
}
static long double atan2_reference(long double x, long double y) { return atan2l(x, y); }
static long double hypot_reference(long double x, long double y) { return hypotl(x, y); }

/* Rounding a long double once to each real dtype, as a double: the C
** conversions for float64 and float32, and for the narrower formats a
** double rounded to odd first, so that its rounding is the only one. */
static double round_float64(long double v) { return (double)v; }
static double round_float32(long double v) { return (float)v; }
static double round_float16(long double v) { return pc_round_float16(pc_round_to_odd(v)); }
static double round_bfloat16(long double v) { return pc_round_bfloat16(pc_round_to_odd(v)); }
static double round_e4m3fn(long double v) { return pc_round_e4m3fn(pc_round_to_odd(v)); }
static double round_e5m2(long double v) { return pc_round_e5m2(pc_round_to_odd(v)); }

#define REAL_KERNEL(function, suffix)                                                  \
    void pc_real_##function##_##suffix(const pc_wide *a, const pc_wide *b,             \
                                       pc_wide *results, int64_t count) {              \
        for (int64_t k = 0; k < count; k++)                                            \
            results[k].real = round_##suffix(                                          \
                function##_reference((long double)a[k].real, (long double)b[k].real)); \
    }
#define REAL_KERNELS(function)                                                      \
    REAL_KERNEL(function, float16) REAL_KERNEL(function, bfloat16)                    \
    REAL_KERNEL(function, float32) REAL_KERNEL(function, float64)                     \
    REAL_KERNEL(function, e4m3fn) REAL_KERNEL(function, e5m2)

REAL_KERNELS(pow)
REAL_KERNELS(atan2)
REAL_KERNELS(hypot)
REAL_KERNELS(logaddexp)

/* ---- Complex. ---------------------------------------------------------- */

typedef struct complex_ld {
    long double re, im;
} complex_ld;

static complex_ld complex_exp(complex_ld z) {
    long double magnitude = expl(z.re);
    /* exp(x + 0i) is real: no 0 * inf from a zero angle. */
    if (z.im == 0) return (complex_ld){magnitude, z.im};
    return (complex_ld){magnitude * cosl(z.im), magnitude * sinl(z.im)};
}

/* log(1 + w): log|1 + w| as half of log1p(|1 + w|^2 - 1), exact where w is
** small, and arg(1 + w). */
static complex_ld complex_log1p(complex_ld w) {
    long double re = 1 + w.re;
    return (complex_ld){0.5L * log1pl(w.re * (2 + w.re) + w.im * w.im), atan2l(w.im, re)};
}

static void store_complex(pc_wide *result, complex_ld z) {
    result->complex_parts[0] = (double)z.re;
    result->complex_parts[1] = (double)z.im;
}

/* The principal value exp(y log x); at a zero base NumPy's npy_cpow
** (numpy/core/src/npymath/npy_math_complex.c.src): x ** 0 is 1, 0 ** y is 0
** where y is real and positive, NaN + NaN i for every other y (0 ** 2j, 0 **
** -1). */
void pc_complex_pow(const pc_wide *left, const pc_wide *right, pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        long double a = left[k].complex_parts[0], b = left[k].complex_parts[1];
        long double c = right[k].complex_parts[0], d = right[k].complex_parts[1];
        complex_ld z;
        if (c == 0 && d == 0) {
            z = (complex_ld){1, 0};
        } else if (a == 0 && b == 0 && c > 0 && d == 0) {
            z = (complex_ld){0, 0};
        } else {
            long double log_re = logl(hypotl(a, b)), log_im = atan2l(b, a);
            z = complex_exp((complex_ld){c * log_re - d * log_im, c * log_im + d * log_re});
        }
        store_complex(&results[k], z);
    }
}

/* PyTorch's complex pow on the CPU is std::pow of two std::complex
** (c10/util/complex_math.h), which libstdc++ gives to glibc's cpow:
** cexp(y * clog(x)) (math/s_cpow_template.c), with no case of its own for
** a zero base. There clog(x) is -inf + i arg(x), so the product's real part
** is -inf times the sign of Re(y), and cexp of it (ISO C Annex G, G.6.3.1):
** Re(y) > 0 gives 0; Re(y) < 0 gives +inf with a NaN imaginary part; Re(y)
** zero gives NaN + NaN i (0 times an infinity), 0 ** 0 included. Measured on
** PyTorch 1.13.1 with glibc 2.36 over every signed zero base and exponents
** whose parts are finite or NaN, contiguous and one element alike. An
** infinite imaginary part depends on the signs of the zeros and is left to
** pc_complex_pow, as is every nonzero base. */
void pc_complex_pow_zero_base_cpow(const pc_wide *left, const pc_wide *right,
                                   pc_wide *results, int64_t count) {
    /* One element at a time: results may be left's storage. */
    for (int64_t k = 0; k < count; k++) {
        double a = left[k].complex_parts[0], b = left[k].complex_parts[1];
        double c = right[k].complex_parts[0], d = right[k].complex_parts[1];
        if (a != 0 || b != 0 || isinf(d)) {
            pc_complex_pow(&left[k], &right[k], &results[k], 1);
            continue;
        }
        complex_ld z = {NAN, NAN};
        if (c > 0) z = (complex_ld){0, 0};
        else if (c < 0) z = (complex_ld){INFINITY, NAN};
        store_complex(&results[k], z);
    }
}

/* A complex base to the power -0.5, -1 or -2 through a reciprocal
** (pc_scalar_rules.reciprocal_exponent_ops): PyTorch's rsqrt_kernel,
** reciprocal_kernel and 1 / (x * x) divide by the base with c10::complex's
** operator/, which gives 0 / 0 in both parts at a zero base: NaN + NaN i.
** Any other base is the principal value, within the tolerance every
** complex power carries. */
void pc_complex_pow_reciprocal(const pc_wide *left, const pc_wide *right, pc_wide *results,
                               int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        if (left[k].complex_parts[0] != 0 || left[k].complex_parts[1] != 0) {
            pc_complex_pow(&left[k], &right[k], &results[k], 1);
            continue;
        }
        store_complex(&results[k], (complex_ld){NAN, NAN});
    }
}

/* The principal square root: sqrt((|z| + re) / 2) with the sign of im on
** the imaginary part. */
static complex_ld complex_sqrt(complex_ld z) {
    long double modulus = hypotl(z.re, z.im);
    return (complex_ld){sqrtl((modulus + z.re) / 2), copysignl(sqrtl((modulus - z.re) / 2), z.im)};
}

/* atan2(y, x) of complex y (left) and x (right), as XLA and StableHLO
** define it: -i * log((x + i y) / sqrt(x^2 + y^2)), the principal sqrt and
** log of the quotient; NaN where a part is not finite or the quotient has
** no logarithm (x^2 + y^2 or x + i y zero). */
void pc_complex_atan2(const pc_wide *left, const pc_wide *right, pc_wide *results,
                      int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        long double yr = left[k].complex_parts[0], yi = left[k].complex_parts[1];
        long double xr = right[k].complex_parts[0], xi = right[k].complex_parts[1];
        complex_ld z = {NAN, NAN};
        complex_ld w = {xr - yi, xi + yr};
        complex_ld s = {xr * xr - xi * xi + yr * yr - yi * yi, 2 * (xr * xi + yr * yi)};
        if (isfinite(yr) && isfinite(yi) && isfinite(xr) && isfinite(xi) &&
            (w.re != 0 || w.im != 0) && (s.re != 0 || s.im != 0)) {
            complex_ld root = complex_sqrt(s);
            long double norm = root.re * root.re + root.im * root.im;
            complex_ld q = {(w.re * root.re + w.im * root.im) / norm,
                            (w.im * root.re - w.re * root.im) / norm};
            /* -i * (log|q| + i arg q) = arg q - i log|q| */
            z = (complex_ld){atan2l(q.im, q.re), -logl(hypotl(q.re, q.im))};
        }
        store_complex(&results[k], z);
    }
}

/* max + log1p(exp(min - max)) of two complex numbers, neither with a NaN
** part; `wrap` puts the imaginary part into [-pi, pi]. */
static complex_ld logaddexp_of(complex_ld max, complex_ld min, int wrap) {
    const long double pi = 3.141592653589793238462643383279502884L;
    complex_ld w = complex_log1p(complex_exp((complex_ld){min.re - max.re, min.im - max.im}));
    complex_ld z = {max.re + w.re, max.im + w.im};
    if (wrap && isfinite(z.im)) z.im = remainderl(z.im, 2 * pi);
    return z;
}

/* complex logaddexp with max the operand of larger real part, x on ties
** (PyTorch's _logcumsumexp_minmax, and jnp's, whose wrapping makes the tie
** choice irrelevant); NaN if a part is NaN, max where min's real part is
** -inf (exp(min) is 0). */
static void complex_logaddexp(const pc_wide *left, const pc_wide *right, pc_wide *results,
                              int64_t count, int wrap) {
    for (int64_t k = 0; k < count; k++) {
        complex_ld x = {left[k].complex_parts[0], left[k].complex_parts[1]};
        complex_ld y = {right[k].complex_parts[0], right[k].complex_parts[1]};
        int y_greater = x.re < y.re;
        complex_ld max = y_greater ? y : x, min = y_greater ? x : y;
        complex_ld z;
        if (isnan(x.re) || isnan(x.im) || isnan(y.re) || isnan(y.im))
            z = (complex_ld){NAN, NAN};
        else if (isinf(min.re) && min.re < 0)
            z = max;
        else
            z = logaddexp_of(max, min, wrap);
        store_complex(&results[k], z);
    }
}

void pc_complex_logaddexp(const pc_wide *left, const pc_wide *right, pc_wide *results,
                          int64_t count) {
    complex_logaddexp(left, right, results, count, 0);
}

void pc_complex_logaddexp_wrapped(const pc_wide *left, const pc_wide *right, pc_wide *results,
                                  int64_t count) {
    complex_logaddexp(left, right, results, count, 1);
}

void pc_complex_logaddexp_ordered(const pc_wide *max, const pc_wide *min, pc_wide *result) {
    complex_ld z = {NAN, NAN};
    if (!isnan(max->complex_parts[0]) && !isnan(max->complex_parts[1]) &&
        !isnan(min->complex_parts[0]) && !isnan(min->complex_parts[1]))
        z = logaddexp_of((complex_ld){max->complex_parts[0], max->complex_parts[1]},
                         (complex_ld){min->complex_parts[0], min->complex_parts[1]}, 0);
    store_complex(result, z);
}
