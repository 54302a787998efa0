/*
** elementwise_kernels_numpy.c: NumPy's maximum and complex less, where they
** differ from the shared kernels (elementwise_kernels_numpy.h). Each
** follows the loop NumPy runs on x86-64; "observed" values are numpy 1.24.2
** on x86-64 (docs/profiles/numpy.md).
**
** - float32 and float64 maximum (numpy/_core/src/umath/
**   loops_minmax.dispatch.c.src): scalar_max_f/_d are _mm_max_ss/_mm_max_sd,
**   which give the second operand unless the first is greater, with a NaN
**   first operand blended back; the SIMD loops use npyv_maxn, the same. So
**   ties give the second operand (observed: maximum(-0.0, 0.0) is 0.0,
**   maximum(0.0, -0.0) is -0.0, contiguous, strided and broadcast alike),
**   and a NaN operand is returned as it is. float16 is HALF_maximum in
**   loops.c.src, `in1 >= in2 || isnan(in1) ? in1 : in2`: ties give the
**   first operand, as the shared kernel does.
** - complex maximum and less (loops.c.src, @TYPE@_maximum with CGE, and
**   CLT): lexicographic, the real parts deciding unless equal, but a NaN
**   imaginary part makes unequal real parts unordered; maximum keeps the
**   first operand if it has a NaN part or is not less, so ties give the
**   first operand.
*/
#include "elementwise_kernels_numpy.h"

#include <math.h>

/* CGE(xr, xi, yr, yi) of loops.c.src, on a + bi and c + di. */
static int complex_greater_equal(double a, double b, double c, double d) {
    return (a > c && !isnan(b) && !isnan(d)) || (a == c && b >= d);
}

/* CLT of loops.c.src. */
static int complex_less_than(double a, double b, double c, double d) {
    return (a < c && !isnan(b) && !isnan(d)) || (a == c && b < d);
}

static void complex_maximum(const pc_wide *left, const pc_wide *right,
                            pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        double a = left[k].complex_parts[0], b = left[k].complex_parts[1];
        double c = right[k].complex_parts[0], d = right[k].complex_parts[1];
        int first = isnan(a) || isnan(b) || complex_greater_equal(a, b, c, d);
        results[k].complex_parts[0] = first ? a : c;
        results[k].complex_parts[1] = first ? b : d;
    }
}

static void complex_less(const pc_wide *left, const pc_wide *right,
                         pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        int less = complex_less_than(
            left[k].complex_parts[0], left[k].complex_parts[1],
            right[k].complex_parts[0], right[k].complex_parts[1]);
        results[k].integer = (uint64_t)less;
    }
}

/* NumPy's kernels where they differ from the shared ones (the file's
** comment); the first row matching op and compute dtype wins. */
static const pc_kernel_override numpy_kernels[] = {
    {PC_OP_MAXIMUM, PC_DTYPE_BIT(PC_FLOAT32) | PC_DTYPE_BIT(PC_FLOAT64),
     pc_real_maximum_ties_second},
    {PC_OP_MAXIMUM, PC_DTYPES_COMPLEX, complex_maximum},
    {PC_OP_LESS, PC_DTYPES_COMPLEX, complex_less},
};

pc_binary_kernel pc_numpy_binary_kernel(pc_binary_op op, pc_dtype compute) {
    return pc_binary_kernel_override(numpy_kernels, sizeof numpy_kernels / sizeof numpy_kernels[0],
                                     op, compute);
}
