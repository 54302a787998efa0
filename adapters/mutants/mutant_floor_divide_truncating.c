/*
** mutant_floor_divide_truncating.c: integer floor_divide truncates.
**
** Bug: floor_divide of signed integers computed with C's "/", which
** truncates toward zero (C99 6.5.5, C++11 [expr.mul]), instead of rounding
** toward negative infinity as Python's "//" does: -7 // 2 gives -3, not -4
** (PyTorch's div_floor_integer in c10/util/generic_math.h, NumPy's
** floor_div_@TYPE@, the Array API's floor_divide: "rounds to the greatest
** integer less than or equal to" the quotient). The two agree whenever the
** operands have the same sign or the division is exact. Seen in kernels
** that map floor division of integers onto the language's "/" (MLX's
** integer floor_divide is its Divide primitive, docs/semantics.md), and in
** ports from C or Java, where "/" on integers truncates.
** Killing input: floor_divide int32 [1] {-7} by int32 [1] {2}: the oracle
** gives int32 {-4}, the mutant {-3}.
** Killed by: generated/values (floor_divide of signed integers of
** different signs).
*/
#include <stdint.h>

#include "mutant.h"

static int truncated_quotient(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                              void *value) {
    (void)op;
    int64_t dividend = *(const int64_t *)x, divisor = *(const int64_t *)y;
    /* The oracle succeeded: no zero divisor; INT64_MIN / -1 wraps. */
    if (pc_dtype_kind_of(compute) != PC_KIND_SIGNED || divisor == 0) return 0;
    *(int64_t *)value =
        divisor == -1 ? (int64_t)(0 - (uint64_t)dividend) : dividend / divisor;
    return 1;
}

MUTANT_EACH_ENTRY("floor_divide_truncating", "integer floor_divide truncating toward zero",
                  1u << PC_OP_FLOOR_DIVIDE, PC_INT64, PC_INT64, truncated_quotient)
