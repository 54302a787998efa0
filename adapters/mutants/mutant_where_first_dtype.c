/*
** mutant_where_first_dtype.c: where gives x1's dtype.
**
** Bug: where(condition, x1, x2) allocates its result with x1's dtype and
** casts x2 into it instead of promoting the two, so where(c, int32, 0.5)
** loses the fraction. Seen in hand-written select kernels (C++'s
** `c ? x : y` over templated element types converts to one operand's
** type); the Array API standard's where ("Searching Functions") and
** torch.where (aten/src/ATen/native/TensorCompare.cpp: result_type of
** self and other) promote x1 and x2.
** Killing input: where bool [2] {true,false}, int32 [2] {1,2}, float32 [2]
** {0.5,0.5}: the oracle gives float32 [2] {1,0.5}, the mutant int32 [2]
** {1,0}.
** Killed by: generated/where.
*/
#include "mutant_function.h"

static int32_t first_dtype_where(void *state, const promcast_call *call, int32_t op,
                                 const promcast_arguments *arguments, int32_t capacity,
                                 DLManagedTensor **results, int32_t *result_count) {
    if (op != PROMCAST_OP_WHERE || arguments->count != 3 ||
        mutant_value_dtype(&arguments->values[1]) == PC_DTYPE_NONE ||
        mutant_value_dtype(&arguments->values[2]) == PC_DTYPE_NONE)
        return ORACLE->array_function(state, call, op, arguments, capacity, results,
                                      result_count);
    mutant_arguments copy;
    int32_t status = mutant_arguments_copy(call, arguments, &copy);
    if (status == PROMCAST_STATUS_OK)
        status = mutant_arguments_convert(call, &copy, 2, mutant_value_dtype(&arguments->values[1]));
    if (status == PROMCAST_STATUS_OK)
        status = mutant_function_call(state, call, op, &copy, capacity, results, result_count);
    mutant_arguments_free(&copy);
    return status;
}

MUTANT_ENTRY("where_first_dtype", "where in x1's dtype, without promotion", array_function,
             first_dtype_where)
