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

/* detail::LogAddExp (mlx/backend/cpu/binary_ops.h): maxval = maximum(x, y),
** minval = minimum(x, y) (above: lexicographic, y on ties), maxval where
** `minval == -inf || maxval == inf`, else maxval + log1p(exp(minval -
** maxval)). A complex64_t compared with a float is std::complex's
** operator==: the real part equal and the imaginary part zero, so only
** -inf + 0j and inf + 0j (either zero) take the shortcut; -inf + 1j with
** -inf + 2j goes through the formula and gives NaN (-inf minus -inf), and
** inf + 0j with itself gives inf + 0j, not NaN. */
static void complex_logaddexp(const pc_wide *left, const pc_wide *right, pc_wide *results,
                              int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        pc_wide max, min;
        complex_maximum(&left[k], &right[k], &max, 1);
        complex_minimum(&left[k], &right[k], &min, 1);
        int shortcut = (min.complex_parts[0] == -INFINITY && min.complex_parts[1] == 0) ||
                       (max.complex_parts[0] == INFINITY && max.complex_parts[1] == 0);
        if (shortcut)
            results[k] = max;
        else
            pc_complex_logaddexp_ordered(&max, &min, &results[k]);
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
