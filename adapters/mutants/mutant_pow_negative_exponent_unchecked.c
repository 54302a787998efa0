/*
** mutant_pow_negative_exponent_unchecked.c: integer pow with a negative
** exponent computed through floats and truncated.
**
** Bug: where the profile's library refuses an integer base raised to a
** negative integer exponent (torch, this mutant's profile: "Integers to
** negative integer powers are not allowed.", aten/src/ATen/native/Pow.cpp,
** pow.Tensor_Scalar's meta function; NumPy's @TYPE@_power likewise;
** docs/semantics.md: invalid_value), the mutant computes the power in
** double and truncates it to the integer dtype: 2 ** -1 gives 0, 1 ** -1
** gives 1. Seen in bindings that call C's pow for every dtype and convert
** the result back, with no check of the exponent.
** Killing input: pow int32 [1] {2} by the Python int -1: the oracle gives
** invalid_value, the mutant int32 {0}.
** Killed by: a pow case of an integer array and a negative Python int
** exponent (generated/values, pow of integers with scalars).
*/
#include <math.h>
#include <stdint.h>

#include "mutant.h"

/* x**y as the mutant computes it: a non-negative exponent by squaring,
** wrapping as the oracle's integer pow does (the bug is not there); a
** negative one as trunc(pow(x, y)) in double, which is 1, -1 or 0 for a
** nonzero x, and 0 for x = 0, where pow gives infinity, whose conversion
** C leaves undefined (C11 6.3.1.4) and this mutant takes as 0. */
static int64_t truncated_power(pc_binary_op op, int64_t x, int64_t y) {
    (void)op;
    if (y < 0) {
        double power = x == 0 ? 0 : trunc(pow((double)x, (double)y));
        return (int64_t)power;
    }
    uint64_t result = 1, base = (uint64_t)x;
    for (uint64_t e = (uint64_t)y; e > 0; e >>= 1) {
        if (e & 1) result *= base;
        base *= base;
    }
    return (int64_t)result;
}

/* Only the oracle's refusal of a value: for pow, a negative exponent. */
static int32_t truncating_elementwise(void *state, const promcast_call *call, int32_t op,
                                      const promcast_value *a, const promcast_value *b,
                                      DLManagedTensor **result) {
    return mutant_integer_where_refused(state, call, op, a, b, result, 1u << PC_OP_POW,
                                        truncated_power);
}

MUTANT_ENTRY("pow_negative_exponent_unchecked",
             "integer pow with a negative exponent through double, truncated", elementwise,
             truncating_elementwise)
