/*
** mutant_hypot_naive.c: hypot as sqrt(x*x + y*y).
**
** Bug: hypot computed by its textbook formula in the operands' dtype, whose
** squares overflow to infinity for large finite operands and underflow for
** tiny ones, where hypot is computed "without undue overflow or underflow"
** (C11 7.12.7.3; IEEE 754-2019 9.2; the Array API standard's hypot: "the
** purpose of this function is to avoid underflow and overflow during
** intermediate stages of computation"; NumPy's npy_hypot and PyTorch's
** std::hypot are libm's). Seen in hand-written kernels (SIMD code with no
** hypot instruction, GPU code, a float16 kernel written before libm had one).
** Only elements whose squares leave the dtype's normal range are changed:
** elsewhere the textbook formula is merely less accurate, another bug.
** Killing input: hypot float64 [1] {1e200} and float64 [1] {1e200}: the
** oracle gives float64 {1.414213562373095e+200}, the mutant {inf}.
** Killed by: a float64 hypot case with |x| or |y| > 1.4e154 (x*x beyond
** DBL_MAX), a float32 one with |x| > 1.9e19, or a float64 one with both
** nonzero below 1.5e-154 (x*x + y*y subnormal) (generated/values).
*/
#include <math.h>

#include "mutant.h"

static int textbook(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                    void *value) {
    (void)op;
    double min_normal = mutant_min_normal(compute);
    if (min_normal == 0) return 0;  /* not a real float */
    double a = *(const double *)x, b = *(const double *)y;
    if (!isfinite(a) || !isfinite(b) || (a == 0 && b == 0)) return 0;
    double squares = mutant_round_to(compute, mutant_round_to(compute, a * a) +
                                                   mutant_round_to(compute, b * b));
    if (isfinite(squares) && squares >= min_normal) return 0;
    *(double *)value = sqrt(squares);
    return 1;
}

MUTANT_EACH_ENTRY("hypot_naive", "hypot as sqrt(x*x + y*y), overflowing and underflowing",
                  1u << PC_OP_HYPOT, PC_FLOAT64, PC_FLOAT64, textbook)
