/*
** elementwise_kernels_mlx.c: MLX's maximum and minimum, and the complex
** logaddexp built on them (elementwise_kernels_mlx.h).
**
** mlx/backend/cpu/simd/base_simd.h, maximum(Simd<T, 1>) at 0ab6558: for a
** non-integral T, `if (isnan(b)) return b; if (isnan(a)) return a; return
** a > b ? a : b;` and the vector path (accelerate_simd.h: `select(isnan(b),
** b, select(isnan(a), a, out))`) agrees; minimum(Simd<T, 1>) is the same
** with `a < b`. So:
** - reals: NaN if either operand is NaN, ties (-0.0 against +0.0) the
**   second operand: pc_real_maximum_ties_second, pc_real_minimum_ties_second;
** - complex64: std::isnan of a complex64_t reads its real part (its
**   operator float, mlx/types/complex.h), and a > b (a < b) is complex64_t's
**   lexicographic operator> (operator<, which is operator>(b, a)): b if b's
**   real part is NaN, else a if a's is, else the lexicographically greater
**   (smaller), b on ties. A NaN imaginary part alone makes unequal real
**   parts decide.
** The ordering comparisons of complex64 are complex64_t's operators, which
** give the shared lexicographic kernels' values.
**
** base_simd.h at ml-explore/mlx 846d176 (2026-08) has no `isnan(b)` test in
** maximum and minimum: `if (isnan(a)) return a; return a > b ? a : b;`. The
** reals' values are the same; complex64 differs when both real parts are
** NaN (there a, here b). The profile keeps 0ab6558's maximum, and minimum
** mirrors it (docs/profiles/mlx.md).
*/
#include "elementwise_kernels_mlx.h"

#include <math.h>

/* complex64_t's operator> (mlx/types/complex.h); operator<(a, b) is
** operator>(b, a). */
static int complex_greater(double a, double b, double c, double d) {
    return a > c || (a == c && b > d);
}

/* maximum (pick_first_if = complex_greater(a, b, c, d)) and minimum
** (complex_greater(c, d, a, b)). */
#define EXTREMUM(name, first_if)                                                   \
    static void name(const pc_wide *left, const pc_wide *right, pc_wide *results, \
                     int64_t count) {                                              \
        for (int64_t k = 0; k < count; k++) {                                      \
            double a = left[k].complex_parts[0], b = left[k].complex_parts[1];     \
            double c = right[k].complex_parts[0], d = right[k].complex_parts[1];   \
            int first = !isnan(c) && (isnan(a) || (first_if));                     \
            results[k].complex_parts[0] = first ? a : c;                           \
            results[k].complex_parts[1] = first ? b : d;                           \
        }                                                                          \
    }
EXTREMUM(complex_maximum, complex_greater(a, b, c, d))
EXTREMUM(complex_minimum, complex_greater(c, d, a, b))

/* std::exp of a complex64 whose part is infinite or NaN, as libstdc++
** gives it on Linux (__builtin_cexpf: glibc's cexp, C11 Annex G.6.3.1):
** -inf + i y is 0 (0 times the angle's cosine and sine where y is finite,
** else +0 with y's sign on the imaginary part); +inf + i y is inf times
** the angle's cosine and sine (y finite), else inf + NaN i; a NaN real part
** gives NaN, keeping an imaginary zero; a finite real part with an
** infinite or NaN imaginary part, NaN + NaN i. An imaginary zero is kept. */
static void special_exp(double re, double im, double *out_re, double *out_im) {
    if (isinf(re)) {
        double value = re < 0 ? 0.0 : INFINITY;
        if (im == 0) {
            *out_re = value;
            *out_im = im;
        } else if (isfinite(im)) {
            *out_re = copysign(value, cos(im));
            *out_im = copysign(value, sin(im));
        } else if (re > 0) {
            *out_re = INFINITY;
            *out_im = im - im;
        } else {
            *out_re = 0.0;
            *out_im = copysign(0.0, im);
        }
    } else if (isnan(re)) {
        *out_re = NAN;
        *out_im = im == 0 ? im : NAN;
    } else {
        *out_re = NAN;
        *out_im = NAN;
    }
}

/* Simd log1p of a complex64 (mlx/backend/cpu/simd/base_simd.h): with x, y
** its parts, the angle atan2(y, x + 1); where |z| < 0.5, half of
** log1p(x (2 + x) + y^2) (x itself when that sum is 0), else
** log(hypot(x + 1, y)). */
static void mlx_log1p(double x, double y, double *out_re, double *out_im) {
    double theta = atan2(y, x + 1);
    if (hypot(x, y) < 0.5) {
        double r = x * (2 + x) + y * y;
        *out_re = r == 0 ? x : 0.5 * log1p(r);
    } else {
        *out_re = log(hypot(x + 1, y));
    }
    *out_im = theta;
}

/* detail::LogAddExp (mlx/backend/cpu/binary_ops.h): maxval = maximum(x, y),
** minval = minimum(x, y) (above: lexicographic, y on ties), maxval where
** `minval == -inf || maxval == inf`, else maxval + log1p(exp(minval -
** maxval)). A complex64_t compared with a float is std::complex's
** operator==: the real part equal and the imaginary part zero, so only
** -inf + 0j and inf + 0j (either zero) take the shortcut; -inf + 1j with
** -inf + 2j goes through the formula and gives NaN (-inf minus -inf), and
** inf + 0j with itself gives inf + 0j, not NaN. Where minval - maxval (in
** float, as complex64 subtracts) is finite, the formula is the shared
** long double reference (pc_complex_logaddexp_ordered); elsewhere each
** step is the library's own on special values (special_exp, mlx_log1p),
** so an infinity or a NaN goes where MLX's arithmetic takes it: 1 + NaN i
** with inf + 1j is inf + 1j, exp(-inf + NaN i) being 0. */
static void complex_logaddexp(const pc_wide *left, const pc_wide *right, pc_wide *results,
                              int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        pc_wide max, min;
        complex_maximum(&left[k], &right[k], &max, 1);
        complex_minimum(&left[k], &right[k], &min, 1);
        double max_re = max.complex_parts[0], max_im = max.complex_parts[1];
        double min_re = min.complex_parts[0], min_im = min.complex_parts[1];
        if ((min_re == -INFINITY && min_im == 0) || (max_re == INFINITY && max_im == 0)) {
            results[k] = max;
            continue;
        }
        float delta_re = (float)min_re - (float)max_re, delta_im = (float)min_im - (float)max_im;
        if (isfinite(delta_re) && isfinite(delta_im)) {
            pc_complex_logaddexp_ordered(&max, &min, &results[k]);
            continue;
        }
        double exp_re, exp_im, log_re, log_im;
        special_exp(delta_re, delta_im, &exp_re, &exp_im);
        mlx_log1p(exp_re, exp_im, &log_re, &log_im);
        results[k].complex_parts[0] = max_re + log_re;
        results[k].complex_parts[1] = max_im + log_im;
    }
}

static const pc_kernel_override mlx_kernels[] = {
    /* floor_divide: Divide on integers and bool (C++'s truncating `/`),
    ** floor(divide(a, b)) on floats (mlx/ops.cpp floor_divide). */
    {PC_OP_FLOOR_DIVIDE, PC_DTYPES_SIGNED, pc_signed_truncating_divide},
    {PC_OP_FLOOR_DIVIDE, PC_DTYPE_BIT(PC_BOOL), pc_unsigned_floor_divide},
    PC_REAL_DTYPE_OVERRIDES(PC_OP_FLOOR_DIVIDE, pc_real_floor_of_quotient),
    /* remainder (base_simd.h remainder): `a % b` with the sign fix-up for
    ** signed types (Python's %), bool's `a % b`, std::remainder with the
    ** fix-up for floats (complex64 is refused, profile_mlx.c). */
    {PC_OP_REMAINDER, PC_DTYPE_BIT(PC_BOOL), pc_unsigned_floor_remainder},
    PC_OPMATH_OVERRIDES(PC_OP_REMAINDER, pc_real_ieee_remainder_sign_fixed),
    {PC_OP_MAXIMUM, PC_DTYPES_REAL_FLOATING, pc_real_maximum_ties_second},
    {PC_OP_MINIMUM, PC_DTYPES_REAL_FLOATING, pc_real_minimum_ties_second},
    {PC_OP_MAXIMUM, PC_DTYPES_COMPLEX, complex_maximum},
    {PC_OP_MINIMUM, PC_DTYPES_COMPLEX, complex_minimum},
    /* Simd pow on signed integers: a negative exponent gives 0. */
    {PC_OP_POW, PC_DTYPES_SIGNED, pc_signed_pow_negative_zero},
    /* LogAddExp's maximum and minimum of complex64 are those above. */
    {PC_OP_LOGADDEXP, PC_DTYPES_COMPLEX, complex_logaddexp},
};

pc_binary_kernel pc_mlx_binary_kernel(pc_binary_op op, pc_dtype compute) {
    return pc_binary_kernel_override(mlx_kernels, sizeof mlx_kernels / sizeof mlx_kernels[0], op,
                                     compute);
}
