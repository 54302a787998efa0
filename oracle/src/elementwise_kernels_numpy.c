/*
** elementwise_kernels_numpy.c: NumPy's maximum, minimum and complex
** ordering comparisons, where they differ from the shared kernels
** (elementwise_kernels_numpy.h). Each follows the loop NumPy runs on
** x86-64; "observed" values are numpy 1.24.2 on x86-64
** (docs/profiles/numpy.md).
**
** - float32 and float64 maximum and minimum (numpy/_core/src/umath/
**   loops_minmax.dispatch.c.src): scalar_max_f/_d and scalar_min_f/_d are
**   _mm_max_ss/_mm_max_sd and _mm_min_ss/_mm_min_sd, which give the second
**   operand unless the first is greater (less), with a NaN first operand
**   blended back; the SIMD loops use npyv_maxn and npyv_minn, the same. So
**   ties give the second operand (observed: maximum(-0.0, 0.0) is 0.0,
**   maximum(0.0, -0.0) is -0.0, minimum(-0.0, 0.0) is 0.0, minimum(0.0,
**   -0.0) is -0.0, contiguous, strided and broadcast alike), and a NaN
**   operand is returned as it is. float16 is HALF_maximum and HALF_minimum
**   in loops.c.src, `npy_half_ge(in1, in2) || isnan(in1) ? in1 : in2` (le
**   for minimum): ties give the first operand, as the shared kernels do.
** - complex (loops.c.src, COMPLEX LOOPS): the comparisons are the macros
**   CGT, CGE, CLT, CLE (`(xr > yr && !isnan(xi) && !isnan(yi)) || (xr ==
**   yr && xi > yi)` and so on): lexicographic, the real parts deciding
**   unless equal, but a NaN imaginary part makes unequal real parts
**   unordered; CEQ and CNE are the shared equal and not_equal. maximum
**   (minimum) keeps the first operand if it has a NaN part or is CGE (CLE)
**   the second, so ties give the first operand.
** - remainder of reals: Python's float %, a zero remainder with the
**   divisor's sign (npy_divmod, numpy/core/src/npymath/
**   npy_math_internal.h.src), where PyTorch keeps the dividend's;
** - nextafter of float16: npy_half_nextafter (halffloat.c) returns x, not
**   y, when x == y (nextafter(+0.0, -0.0) is +0.0).
** Integer floor_divide and remainder (a zero divisor gives 0, INT_MIN // -1
** INT_MIN, INT_MIN % -1 0: floor_div_@TYPE@ in loops_arithmetic.dispatch.c.src,
** @TYPE@_remainder in loops_modulo.dispatch.c.src), float floor_divide
** (npy_floor_divide) and the shifts are the shared kernels'.
*/
#include "elementwise_kernels_numpy.h"

#include <math.h>

/* The macros of loops.c.src, on a + bi (x) and c + di (y). */
static int cgt(double a, double b, double c, double d) {
    return (a > c && !isnan(b) && !isnan(d)) || (a == c && b > d);
}
static int cge(double a, double b, double c, double d) {
    return (a > c && !isnan(b) && !isnan(d)) || (a == c && b >= d);
}
static int clt(double a, double b, double c, double d) {
    return (a < c && !isnan(b) && !isnan(d)) || (a == c && b < d);
}
static int cle(double a, double b, double c, double d) {
    return (a < c && !isnan(b) && !isnan(d)) || (a == c && b <= d);
}

#define PARTS                                                         \
    double a = left[k].complex_parts[0], b = left[k].complex_parts[1]; \
    double c = right[k].complex_parts[0], d = right[k].complex_parts[1]

/* @TYPE@_@kind@ for kind maximum (OP CGE) and minimum (OP CLE). */
#define EXTREMUM(name, op)                                                         \
    static void name(const pc_wide *left, const pc_wide *right, pc_wide *results, \
                     int64_t count) {                                              \
        for (int64_t k = 0; k < count; k++) {                                      \
            PARTS;                                                                 \
            int first = isnan(a) || isnan(b) || op(a, b, c, d);                    \
            results[k].complex_parts[0] = first ? a : c;                           \
            results[k].complex_parts[1] = first ? b : d;                           \
        }                                                                          \
    }
EXTREMUM(complex_maximum, cge)
EXTREMUM(complex_minimum, cle)

/* @TYPE@_@kind@ for kind greater, greater_equal, less, less_equal. */
#define COMPARISON(name, op)                                                       \
    static void name(const pc_wide *left, const pc_wide *right, pc_wide *results, \
                     int64_t count) {                                              \
        for (int64_t k = 0; k < count; k++) {                                      \
            PARTS;                                                                 \
            results[k].integer = (uint64_t)op(a, b, c, d);                         \
        }                                                                          \
    }
COMPARISON(complex_greater, cgt)
COMPARISON(complex_greater_equal, cge)
COMPARISON(complex_less, clt)
COMPARISON(complex_less_equal, cle)

/* NumPy's kernels where they differ from the shared ones (the file's
** comment); the first row matching op and compute dtype wins. */
static const pc_kernel_override numpy_kernels[] = {
    {PC_OP_MAXIMUM, PC_DTYPE_BIT(PC_FLOAT32) | PC_DTYPE_BIT(PC_FLOAT64),
     pc_real_maximum_ties_second},
    {PC_OP_MINIMUM, PC_DTYPE_BIT(PC_FLOAT32) | PC_DTYPE_BIT(PC_FLOAT64),
     pc_real_minimum_ties_second},
    {PC_OP_MAXIMUM, PC_DTYPES_COMPLEX, complex_maximum},
    {PC_OP_MINIMUM, PC_DTYPES_COMPLEX, complex_minimum},
    {PC_OP_LESS, PC_DTYPES_COMPLEX, complex_less},
    {PC_OP_LESS_EQUAL, PC_DTYPES_COMPLEX, complex_less_equal},
    {PC_OP_GREATER, PC_DTYPES_COMPLEX, complex_greater},
    {PC_OP_GREATER_EQUAL, PC_DTYPES_COMPLEX, complex_greater_equal},
    /* Python's float %: a zero remainder takes the divisor's sign
    ** (npy_remainder through npy_divmod; HALF_remainder through
    ** npy_remainderf, in float). */
    PC_OPMATH_OVERRIDES(PC_OP_REMAINDER, pc_real_python_remainder),
    /* npy_half_nextafter: x when x == y. */
    {PC_OP_NEXTAFTER, PC_DTYPE_BIT(PC_FLOAT16), pc_nextafter_float16_equal_gives_x},
};

pc_binary_kernel pc_numpy_binary_kernel(pc_binary_op op, pc_dtype compute) {
    return pc_binary_kernel_override(numpy_kernels, sizeof numpy_kernels / sizeof numpy_kernels[0],
                                     op, compute);
}
