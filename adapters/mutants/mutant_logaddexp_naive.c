/*
** mutant_logaddexp_naive.c: logaddexp as log(exp(x) + exp(y)).
**
** Bug: logaddexp computed by its definition in the operands' dtype, whose
** exponentials overflow to infinity for large finite operands (x > 709.8
** in float64, 88.7 in float32) and underflow to 0 for very negative ones,
** where logaddexp is computed as max(x, y) + log1p(exp(-|x - y|)) and is
** finite (NumPy's npy_logaddexp, PyTorch's logaddexp_kernel; the Array API
** standard's logaddexp is "the logarithm of the sum of exponentiations",
** whose implementations exist to avoid that overflow). Seen in hand-written
** kernels and in first versions of the function in new libraries.
** Only elements whose exponentials leave the dtype's normal range are
** changed: elsewhere the definition is merely less accurate.
** Killing input: logaddexp float64 [1] {1000} and float64 [1] {1000}: the
** oracle gives float64 {1000.6931471805599}, the mutant {inf}.
** Killed by: a float64 logaddexp case with a finite operand > 709.8, or
** both < -708 (generated/values), or float32 with one > 88.7.
*/
#include <math.h>

#include "mutant.h"

static int by_definition(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                         void *value) {
    (void)op;
    double min_normal = mutant_min_normal(compute);
    if (min_normal == 0) return 0;  /* not a real float */
    double a = *(const double *)x, b = *(const double *)y;
    if (!isfinite(a) || !isfinite(b)) return 0;
    double sum = mutant_round_to(compute, mutant_round_to(compute, exp(a)) +
                                              mutant_round_to(compute, exp(b)));
    if (isfinite(sum) && sum >= min_normal) return 0;
    *(double *)value = log(sum);
    return 1;
}

MUTANT_EACH_ENTRY("logaddexp_naive", "logaddexp as log(exp(x) + exp(y)), overflowing",
                  1u << PC_OP_LOGADDEXP, PC_FLOAT64, PC_FLOAT64, by_definition)
