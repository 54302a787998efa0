/*
** mutant_inplace_widening.c: in place, a result the destination cannot
** hold is stored anyway.
**
** Bug: where PyTorch refuses int32 += float32 (cannot_cast: canCast(float32,
** int32) is false, enforce_safe_casting_to_output), the op succeeds and the
** out-of-place result (float32 [4.5, 6.5]) is cast back into the
** destination (int32 [4, 6]). Seen in NumPy with casting="unsafe", in C and
** C++ compound assignment (int += float), and in Python code where
** a = a + b silently rebinds to the widened dtype. The shape rule still
** applies: only the cast check is skipped.
** Killing input: add_inplace a int32 [1] {1}, b float32 [1] {0.5}: the
** oracle says cannot_cast, the mutant ok with a = {1}.
** Killed by: spec/torch/pitfall-5/int32-iadd-float32, generated/inplace.
*/
#include "adapter_array.h"
#include "adapter_status.h"
#include "mutant.h"

static int32_t widening_elementwise_inplace(void *state, const promcast_call *call, int32_t op,
                                            DLTensor *a, const promcast_value *b) {
    int32_t status = ORACLE->elementwise_inplace(state, call, op, a, b);
    if (status != PROMCAST_STATUS_CANNOT_CAST) return status;
    promcast_value a_value = {.kind = PROMCAST_VALUE_ARRAY, .array = a};
    oracle_operands arrays;
    pc_array destination, source;
    if (oracle_adapter_operands(state, call, &a_value, b, &arrays) != PROMCAST_STATUS_OK ||
        adapter_array_from_dl(call, a, "a", &destination) != PROMCAST_STATUS_OK ||
        adapter_array_from_dl(call, arrays.b, "b", &source) != PROMCAST_STATUS_OK)
        return status;
    pc_error error;
    pc_status rule = pc_inplace_broadcast(&destination.shape, &source.shape, &error);
    if (rule != PC_OK) return adapter_from_oracle(call, rule, &error);
    return mutant_store_out_of_place(state, call, op, a, b);
}

MUTANT_ENTRY("inplace_widening", "in-place widening the destination dtype", elementwise_inplace,
             widening_elementwise_inplace)
