/*
** mutant_logical_nan_false.c: NaN is false in the logical ops.
**
** Bug: a floating operand of logical_and, logical_or or logical_xor taken
** as true when x < 0 || x > 0, which is "nonzero" for every number but
** NaN, which it makes false, where NaN != 0 makes it true (C11 6.5.13:
** "compares unequal to 0"; PyTorch's logical kernels `a && b` on the
** dtype; NumPy; docs/semantics.md: "NaN is true, -0.0 false"). Seen in
** kernels that test truth with ordered comparisons (SIMD code using
** _CMP_NEQ_OQ, which is false for NaN, instead of _CMP_NEQ_UQ) and in
** code that derives truth from a sign test.
** Killing input: logical_or float32 [1] {nan} with float32 [1] {0}: the
** oracle gives bool {1}, the mutant {0}.
** Killed by: generated/values (logical ops with NaN).
*/
#include <stdint.h>

#include "mutant.h"

static int ordered_truth(double x) {
    return x < 0 || x > 0;
}

static int ordered_logical(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                           void *value) {
    if (!pc_dtype_is_floating(compute)) return 0;
    int p = ordered_truth(*(const double *)x), q = ordered_truth(*(const double *)y);
    *(uint8_t *)value = op == PC_OP_LOGICAL_AND ? p && q : op == PC_OP_LOGICAL_OR ? p || q : p != q;
    return 1;
}

MUTANT_EACH_ENTRY("logical_nan_false", "NaN taken as false by the logical ops",
                  1u << PC_OP_LOGICAL_AND | 1u << PC_OP_LOGICAL_OR | 1u << PC_OP_LOGICAL_XOR,
                  PC_FLOAT64, PC_BOOL, ordered_logical)
