/*
** mutant_not_equal_ordered.c: not_equal as "less or greater".
**
** Bug: a != b computed as (a < b) || (a > b), which agrees on every ordered
** pair but is false where an operand is NaN, whereas NaN is unequal to
** everything, itself included (IEEE 754 compareQuietNotEqual; the Array
** API's not_equal: "If x1_i is NaN or x2_i is NaN, the result is True";
** PyTorch's ne_kernel `a != b`). Seen in code that derives != from a
** strict weak ordering (`!(a < b) && !(b < a)` as equality, so
** `a < b || b < a` as inequality: std::set's equivalence), and in SIMD
** kernels that build != from the ordered compare predicates (_CMP_NEQ_OQ
** instead of _CMP_NEQ_UQ).
** Killing input: not_equal float64 [1] {nan} with float64 [1] {nan}: the
** oracle gives bool {1}, the mutant {0}.
** Killed by: generated/values (not_equal with NaN).
*/
#include <stdint.h>

#include "mutant.h"

static void ordered_results(pc_binary_op op, const mutant_operands *in, char *out) {
    (void)op;
    const double *x = in->a, *y = in->b;
    for (int64_t i = 0; i < in->count && pc_dtype_is_floating(in->plan.compute_dtype); i++)
        ((uint8_t *)out)[i] = x[i] < y[i] || x[i] > y[i];
}

static int32_t ordered_elementwise(void *state, const promcast_call *call, int32_t op,
                                   const promcast_value *a, const promcast_value *b,
                                   DLManagedTensor **result) {
    return mutant_elementwise_recomputed(state, call, op, a, b, result,
                                         1u << PC_OP_NOT_EQUAL, PC_FLOAT64, ordered_results);
}

MUTANT_ENTRY("not_equal_ordered", "not_equal as (a < b || a > b)", elementwise,
             ordered_elementwise)
