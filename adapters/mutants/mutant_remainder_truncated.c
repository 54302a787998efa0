/*
** mutant_remainder_truncated.c: integer remainder with the dividend's sign.
**
** Bug: remainder of signed integers computed with C's "%", whose result
** takes the dividend's sign (C99 6.5.5: a == (a / b) * b + a % b with "/"
** truncating), instead of Python's "%", whose result takes the divisor's:
** -7 % 2 gives -1, not 1 (PyTorch's remainder_kernel adds the divisor
** when the signs differ; NumPy's @TYPE@_remainder; the Array API's
** remainder: "the result has the same sign as the divisor x2"). Seen
** wherever remainder is bound to the language's "%" or to fmod's integer
** counterpart (torch.fmod and np.fmod are this function, under another
** name; C, C++, Java and Rust "%").
** Killing input: remainder int32 [1] {-7} by int32 [1] {2}: the oracle
** gives int32 {1}, the mutant {-1}.
** Killed by: generated/values (remainder of signed integers of different
** signs).
*/
#include <stdint.h>

#include "mutant.h"

static int truncated_rest(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                          void *value) {
    (void)op;
    int64_t dividend = *(const int64_t *)x, divisor = *(const int64_t *)y;
    /* The oracle succeeded: no zero divisor; INT64_MIN % -1 is 0. */
    if (pc_dtype_kind_of(compute) != PC_KIND_SIGNED || divisor == 0) return 0;
    *(int64_t *)value = divisor == -1 ? 0 : dividend % divisor;
    return 1;
}

MUTANT_EACH_ENTRY("remainder_truncated", "integer remainder with the dividend's sign (C %)",
                  1u << PC_OP_REMAINDER, PC_INT64, PC_INT64, truncated_rest)
