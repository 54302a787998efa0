/*
** mutant_zero_division_silent.c: integer division by zero gives 0.
**
** Bug: floor_divide and remainder of integers by zero give 0 for that
** element where the profile's library refuses the call: torch, this
** mutant's profile, raises ZeroDivisionError (`TORCH_CHECK(b != 0,
** "ZeroDivisionError")` in div_floor_kernel and remainder_kernel;
** docs/semantics.md: invalid_value). Seen in libraries that answer 0
** (NumPy's floor_div_@TYPE@ and @TYPE@_remainder, which set a floating
** point error flag instead) and in kernels that guard the divisor to stay
** clear of C's undefined behaviour; either is conforming for its own
** profile, but a torch binding that does it hides an error.
** Killing input: floor_divide int32 [1] {7} by int32 [1] {0}: the oracle
** gives invalid_value, the mutant int32 {0}.
** Killed by: generated/values (floor_divide, remainder of integers by
** zero).
*/
#include <stdint.h>

#include "mutant.h"

/* Python's x // y and x % y, 0 for a zero divisor; INT64_MIN // -1 wraps. */
static int64_t python_divide(pc_binary_op op, int64_t x, int64_t y) {
    if (y == 0) return 0;
    if (y == -1) return op == PC_OP_REMAINDER ? 0 : (int64_t)(0 - (uint64_t)x);
    int64_t quotient = x / y, rest = x % y;
    if (rest != 0 && (rest < 0) != (y < 0)) {
        quotient -= 1;
        rest += y;
    }
    return op == PC_OP_REMAINDER ? rest : quotient;
}

/* Only the oracle's refusal of a value: torch's is a zero divisor. */
static int32_t silent_elementwise(void *state, const promcast_call *call, int32_t op,
                                  const promcast_value *a, const promcast_value *b,
                                  DLManagedTensor **result) {
    return mutant_integer_where_refused(state, call, op, a, b, result,
                                        1u << PC_OP_FLOOR_DIVIDE | 1u << PC_OP_REMAINDER,
                                        python_divide);
}

MUTANT_ENTRY("zero_division_silent", "integer floor_divide, remainder by zero giving 0",
             elementwise, silent_elementwise)
