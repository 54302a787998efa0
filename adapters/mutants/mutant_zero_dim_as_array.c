/*
** mutant_zero_dim_as_array.c: 0-d arrays promote like dimensioned ones.
**
** Bug: a 0-d array's dtype counts as much as a dimensioned array's, so
** int8 tensor + int64 0-d tensor gives int64 instead of int8. Seen in
** libraries and reimplementations that have only one category of arrays
** (NumPy 2 under NEP 50 does this on purpose; PyTorch ranks 0-d tensors
** below dimensioned ones, aten/src/ATen/native/TypeProperties.cpp
** result_type; docs/semantics.md "PyTorch promotion").
** Killing input: result_type (int8 dimensioned, int64 zero_dim): the
** oracle gives int8, the mutant int64.
** Killed by: generated/result_type.
*/
#include "mutant.h"

static void zero_dim_to_dimensioned(const promcast_call *call, promcast_operand *operand) {
    (void)call;
    if (operand->category == PROMCAST_OPERAND_ZERO_DIM)
        operand->category = PROMCAST_OPERAND_DIMENSIONED;
}

static int32_t zero_dim_as_array_result_type(void *state, const promcast_call *call,
                                             int32_t count, const promcast_operand *operands,
                                             DLDataType *result) {
    return mutant_result_type_rewritten(state, call, count, operands, result,
                                        zero_dim_to_dimensioned);
}

MUTANT_ENTRY("zero_dim_as_array", "0-d arrays promoted like dimensioned ones", result_type,
             zero_dim_as_array_result_type)
