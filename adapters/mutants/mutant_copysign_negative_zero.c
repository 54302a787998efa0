/*
** mutant_copysign_negative_zero.c: copysign tests y < 0, not y's sign bit.
**
** Bug: copysign(x, y) computed as y < 0 ? -|x| : |x|, which agrees with
** copysign on every y but -0.0 and NaNs with the sign bit set, where the
** sign bit says negative and "y < 0" says not: copysign(1, -0.0) gives 1,
** not -1 (C11 7.12.11.1 and IEEE 754 copySign take the sign bit;
** PyTorch's copysign_kernel calls c10::copysign, std::copysign; the Array
** API's copysign: "if x2_i is less than 0 or is -0, the result is ...
** negative"). Seen in hand-written kernels for types without a library
** copysign (half precision, fixed point) and in vectorised code that
** builds the sign from a less-than mask instead of the sign bit.
** Killing input: copysign float32 [1] {1} with float32 [1] {-0.0}: the
** oracle gives float32 {-1}, the mutant {1}.
** Killed by: generated/values (copysign with a negative zero).
*/
#include <math.h>

#include "mutant.h"

static int compared_sign(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                         void *value) {
    (void)op;
    if (!pc_dtype_is_floating(compute)) return 0;
    double magnitude = fabs(*(const double *)x);
    *(double *)value = *(const double *)y < 0 ? -magnitude : magnitude;
    return 1;
}

MUTANT_EACH_ENTRY("copysign_negative_zero", "copysign testing y < 0 instead of the sign bit",
                  1u << PC_OP_COPYSIGN, PC_FLOAT64, PC_FLOAT64, compared_sign)
