/*
** elementwise_kernels_mlx.c: MLX's maximum (elementwise_kernels_mlx.h).
**
** mlx/backend/cpu/simd/base_simd.h, maximum(Simd<T, 1>): for a non-integral
** T, `if (isnan(b)) return b; if (isnan(a)) return a; return a > b ? a : b;`
** and the x86 vector path (avx_simd.h: _mm256_max_ps, whose ties give the
** second operand, with NaN operands selected back) agrees. So:
** - reals: NaN if either operand is NaN, ties (-0.0 against +0.0) the
**   second operand: pc_real_maximum_ties_second;
** - complex64: std::isnan of a complex64_t reads its real part (its
**   operator float, mlx/types/complex.h), and a > b is complex64_t's
**   lexicographic operator> (real parts, then imaginary): b if b's real part
**   is NaN, else a if a's is, else the lexicographically greater, b on
**   ties. A NaN imaginary part alone makes unequal real parts decide.
*/
#include "elementwise_kernels_mlx.h"

#include <math.h>

/* complex64_t's operator> (mlx/types/complex.h). */
static int complex_greater(double a, double b, double c, double d) {
    return a > c || (a == c && b > d);
}

static void complex_maximum(const pc_wide *left, const pc_wide *right,
                            pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        double a = left[k].complex_parts[0], b = left[k].complex_parts[1];
        double c = right[k].complex_parts[0], d = right[k].complex_parts[1];
        int first = !isnan(c) && (isnan(a) || complex_greater(a, b, c, d));
        results[k].complex_parts[0] = first ? a : c;
        results[k].complex_parts[1] = first ? b : d;
    }
}

static const pc_kernel_override mlx_kernels[] = {
    {PC_OP_MAXIMUM, PC_DTYPES_REAL_FLOATING, pc_real_maximum_ties_second},
    {PC_OP_MAXIMUM, PC_DTYPES_COMPLEX, complex_maximum},
};

pc_binary_kernel pc_mlx_binary_kernel(pc_binary_op op, pc_dtype compute) {
    return pc_binary_kernel_override(mlx_kernels, sizeof mlx_kernels / sizeof mlx_kernels[0], op,
                                     compute);
}
