/*
** mutant_concat_first_dtype.c: concat and stack give the first array's
** dtype.
**
** Bug: the result is allocated with the first array's dtype and every
** other array is cast into it, so concat(int8, float32) truncates the
** floats. Seen in hand-written joins that size the output from
** arrays[0] (and in PyTorch before 1.5, whose cat required equal dtypes
** and was later made to promote); the Array API standard's concat and
** stack ("Manipulation Functions") give the result type of all the arrays
** by the type promotion rules, as torch.cat does today
** (aten/src/ATen/native/TensorShape.cpp, cat's meta function: result_type
** of the tensors).
** Killing input: concat int8 [1] {1} and float32 [1] {0.5}: the oracle
** gives float32 [2] {1,0.5}, the mutant int8 [2] {1,0}.
** Killed by: generated/concat, generated/stack.
*/
#include "mutant_function.h"

static int32_t first_dtype_function(void *state, const promcast_call *call, int32_t op,
                                    const promcast_arguments *arguments, int32_t capacity,
                                    DLManagedTensor **results, int32_t *result_count) {
    pc_dtype first = arguments->count > 0 ? mutant_value_dtype(&arguments->values[0])
                                          : PC_DTYPE_NONE;
    if ((op != PROMCAST_OP_CONCAT && op != PROMCAST_OP_STACK) || first == PC_DTYPE_NONE)
        return ORACLE->array_function(state, call, op, arguments, capacity, results,
                                      result_count);
    mutant_arguments copy;
    int32_t status = mutant_arguments_copy(call, arguments, &copy);
    for (int32_t i = 1; i < arguments->count && status == PROMCAST_STATUS_OK; i++)
        if (mutant_value_dtype(&arguments->values[i]) != PC_DTYPE_NONE)
            status = mutant_arguments_convert(call, &copy, i, first);
    if (status == PROMCAST_STATUS_OK)
        status = mutant_function_call(state, call, op, &copy, capacity, results, result_count);
    mutant_arguments_free(&copy);
    return status;
}

MUTANT_ENTRY("concat_first_dtype", "concat and stack in the first array's dtype",
             array_function, first_dtype_function)
