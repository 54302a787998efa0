/*
** mutant_greater_equal_not_less.c: greater_equal written as "not less".
**
** Bug: a >= b computed as !(a < b), which holds for every ordered pair but
** makes greater_equal true wherever an operand is NaN (IEEE 754: NaN is
** unordered, so every comparison but != is false; the Array API's
** greater_equal, PyTorch's ge_kernel `a >= b`; cases/README.md, Element-
** wise ops). Seen in C++ comparison operators derived from operator< alone
** (std::rel_ops' `operator>=` is `!(x < y)`, and libraries that define
** the four orderings from one), and in hand-written kernels that negate a
** vectorised less-than mask.
** Killing input: greater_equal float32 [1] {nan} with float32 [1] {1.0}:
** the oracle gives bool {0}, the mutant {1}.
** Killed by: generated/values (greater_equal with NaN).
*/
#include <stdint.h>

#include "mutant.h"

static void not_less_results(pc_binary_op op, const mutant_operands *in, char *out) {
    (void)op;
    const double *x = in->a, *y = in->b;
    for (int64_t i = 0; i < in->count && pc_dtype_is_floating(in->plan.compute_dtype); i++)
        ((uint8_t *)out)[i] = !(x[i] < y[i]);
}

static int32_t not_less_elementwise(void *state, const promcast_call *call, int32_t op,
                                    const promcast_value *a, const promcast_value *b,
                                    DLManagedTensor **result) {
    return mutant_elementwise_recomputed(state, call, op, a, b, result,
                                         1u << PC_OP_GREATER_EQUAL, PC_FLOAT64,
                                         not_less_results);
}

MUTANT_ENTRY("greater_equal_not_less", "greater_equal as !(a < b)", elementwise,
             not_less_elementwise)
