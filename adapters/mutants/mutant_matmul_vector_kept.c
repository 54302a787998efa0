/*
** mutant_matmul_vector_kept.c: matmul keeps the dimension it added to a
** 1-D operand.
**
** Bug: a 1-D x1 is promoted to a matrix by prepending a 1 (a 1-D x2 by
** appending one), as matmul's rule says, but the added dimension is not
** removed from the result, so vector @ matrix gives a [1, n] matrix
** instead of an [n] vector. The Array API standard's matmul ("Linear
** Algebra Functions", matmul: "the prepended dimension must be removed",
** "the appended dimension must be removed"), NumPy's matmul and
** torch.matmul (aten/src/ATen/native/LinearAlgebra.cpp, matmul: the 1-D
** cases squeeze) remove it.
** Killing input: matmul int32 [2] {1,2} and int32 [2,1] {3,4}: the oracle
** gives int32 [1] {11}, the mutant int32 [1,1] {11}.
** Killed by: generated/matmul.
*/
#include "mutant_function.h"

static int32_t vector_kept_matmul(void *state, const promcast_call *call, int32_t op,
                                  const promcast_arguments *arguments, int32_t capacity,
                                  DLManagedTensor **results, int32_t *result_count) {
    int ones[2] = {0, 0};
    for (int32_t i = 0; op == PROMCAST_OP_MATMUL && arguments->count == 2 && i < 2; i++)
        ones[i] = mutant_value_dtype(&arguments->values[i]) != PC_DTYPE_NONE &&
                  arguments->values[i].array->ndim == 1;
    if (!ones[0] && !ones[1])
        return ORACLE->array_function(state, call, op, arguments, capacity, results,
                                      result_count);
    /* x1 [k] becomes [1, k], x2 [k] becomes [k, 1]: the same memory. */
    int64_t dims[2][2], strides[2][2];
    mutant_arguments copy;
    int32_t status = mutant_arguments_copy(call, arguments, &copy);
    for (int32_t i = 0; i < 2 && status == PROMCAST_STATUS_OK; i++) {
        if (!ones[i]) continue;
        const DLTensor *vector = arguments->values[i].array;
        int64_t size = vector->shape[0], stride = vector->strides ? vector->strides[0] : 1;
        dims[i][0] = i == 0 ? 1 : size;
        dims[i][1] = i == 0 ? size : 1;
        strides[i][0] = i == 0 ? 0 : stride;
        strides[i][1] = i == 0 ? stride : 0;
        mutant_arguments_view(&copy, i, 2, dims[i], strides[i]);
    }
    if (status == PROMCAST_STATUS_OK)
        status = mutant_function_call(state, call, op, &copy, capacity, results, result_count);
    mutant_arguments_free(&copy);
    return status;
}

MUTANT_ENTRY("matmul_vector_kept", "matmul keeping the 1 it added to a 1-D operand",
             array_function, vector_kept_matmul)
