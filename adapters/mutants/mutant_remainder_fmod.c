/*
** mutant_remainder_fmod.c: remainder of reals as C's fmod.
**
** Bug: remainder of floating operands computed with fmod, whose result
** takes the dividend's sign (C11 7.12.10.1), instead of taking the
** divisor's as Python's "%" does: -7.0 % 2.0 gives -1.0, not 1.0
** (PyTorch's remainder_kernel adds the divisor to fmod's result when the
** signs differ; NumPy's npy_remainder; the Array API's remainder: "the
** result has the same sign as the divisor x2"). Seen wherever remainder
** is bound to fmod, the two being easy to confuse (torch.fmod and
** torch.remainder, np.fmod and np.remainder, and C's fmod against
** IEEE 754's remainder are each a different function), and in JavaScript
** ports, whose "%" on numbers is fmod.
** Killing input: remainder float64 [1] {-7} by float64 [1] {2}: the
** oracle gives float64 {1}, the mutant {-1}.
** Killed by: generated/values (remainder of floats of different signs).
*/
#include <math.h>

#include "mutant.h"

static int fmod_rest(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                     void *value) {
    (void)op;
    if (!pc_dtype_is_floating(compute)) return 0;
    /* fmod is exact, so computing it in float64 and rounding back is too. */
    *(double *)value = fmod(*(const double *)x, *(const double *)y);
    return 1;
}

MUTANT_EACH_ENTRY("remainder_fmod", "remainder of reals as fmod (the dividend's sign)",
                  1u << PC_OP_REMAINDER, PC_FLOAT64, PC_FLOAT64, fmod_rest)
