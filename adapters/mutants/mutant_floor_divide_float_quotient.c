/*
** mutant_floor_divide_float_quotient.c: real floor_divide as floor(a / b).
**
** Bug: floor_divide of floating operands computed as floor(a / b), the
** quotient rounded before it is floored, instead of CPython's float floor
** division, which derives the quotient from fmod and so floors the exact
** one: 1.0 // 0.1 gives 10, not 9 (0.1 is a little more than a tenth, so
** the exact quotient is a little less than 10, but a / b rounds to 10;
** PyTorch's c10::div_floor_floating, NumPy's npy_divmod,
** docs/semantics.md). It also gives inf for inf // 2, where the oracle
** gives NaN. Seen in libraries that define floor_divide as
** floor(divide(a, b)) (MLX's ops.cpp does; the Array API allows it, so
** only a profile that computes as CPython does kills it: torch, the
** mutant's).
** Killing input: floor_divide float64 [1] {1} by float64 [1] {0.1}: the
** oracle gives float64 {9}, the mutant {10}.
** Killed by: generated/values (floor_divide of floats).
*/
#include <math.h>

#include "mutant.h"

static int floored_quotient(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                            void *value) {
    (void)op;
    if (!pc_dtype_is_floating(compute)) return 0;
    *(double *)value = floor(*(const double *)x / *(const double *)y);
    return 1;
}

MUTANT_EACH_ENTRY("floor_divide_float_quotient", "real floor_divide as floor(a / b)",
                  1u << PC_OP_FLOOR_DIVIDE, PC_FLOAT64, PC_FLOAT64, floored_quotient)
