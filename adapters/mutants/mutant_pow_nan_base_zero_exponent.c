/*
** mutant_pow_nan_base_zero_exponent.c: pow(NaN, 0) is NaN.
**
** Bug: pow of real floats lets a NaN base through before looking at the
** exponent, so pow(NaN, 0) gives NaN where it is 1 (C11 F.10.4.4: "pow(x,
** ±0) returns 1 for any x, even a NaN"; IEEE 754-2019 9.2.1, pown and
** pow; the Array API standard's pow special cases: "If x2_i is +0 or -0,
** the result is 1, even if x1_i is NaN"). Seen in kernels that begin with
** `if (isnan(x) || isnan(y)) return NaN;` as most binary functions may,
** and in pow written as exp(y * log(x)), where 0 * NaN is NaN.
** Killing input: pow float64 [1] {nan} by float64 [1] {0}: the oracle
** gives float64 {1}, the mutant {nan}.
** Killed by: a pow case of a real float dtype with a NaN base and a zero
** exponent (generated/values, pow special values).
*/
#include <math.h>

#include "mutant.h"

static int nan_first(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                     void *value) {
    (void)op;
    if (!pc_dtype_is_floating(compute)) return 0;
    double base = *(const double *)x, exponent = *(const double *)y;
    if (!isnan(base) || exponent != 0) return 0;
    *(double *)value = base;
    return 1;
}

MUTANT_EACH_ENTRY("pow_nan_base_zero_exponent", "pow(NaN, 0) giving NaN instead of 1",
                  1u << PC_OP_POW, PC_FLOAT64, PC_FLOAT64, nan_first)
