/*
** mutant_matmul_batch_equal.c: matmul does not broadcast batch
** dimensions.
**
** Bug: the dimensions before the last two must be equal, as in a batched
** matrix multiply over a stack of pairs (torch.bmm, BLAS's batched gemm),
** so [1,2,2] @ [3,2,2] and [2,2] @ [3,2,2] are refused. The Array API
** standard's matmul ("Linear Algebra Functions", matmul: the batch
** dimensions "must be broadcast-compatible"), NumPy's matmul and
** torch.matmul (aten/src/ATen/native/LinearAlgebra.cpp, matmul:
** infer_size of the batch parts) broadcast them.
** Killing input: matmul int32 [1,1,1] {2} and int32 [3,1,1] {1,2,3}: the
** oracle gives int32 [3,1,1] {2,4,6}, the mutant incompatible_shapes.
** Killed by: generated/matmul.
*/
#include "adapter_status.h"
#include "mutant_function.h"

/* The batch dimensions of a matmul operand: all but its last two (a 1-D
** operand has none). */
static int32_t batch_rank(const DLTensor *x) { return x->ndim > 2 ? x->ndim - 2 : 0; }

static int32_t batch_equal_matmul(void *state, const promcast_call *call, int32_t op,
                                  const promcast_arguments *arguments, int32_t capacity,
                                  DLManagedTensor **results, int32_t *result_count) {
    int32_t status = ORACLE->array_function(state, call, op, arguments, capacity, results,
                                            result_count);
    if (op != PROMCAST_OP_MATMUL || status != PROMCAST_STATUS_OK) return status;
    const DLTensor *x1 = arguments->values[0].array, *x2 = arguments->values[1].array;
    int equal = batch_rank(x1) == batch_rank(x2);
    for (int32_t d = 0; equal && d < batch_rank(x1); d++) equal = x1->shape[d] == x2->shape[d];
    if (equal) return status;
    for (int32_t i = 0; i < *result_count; i++) {
        results[i]->deleter(results[i]);
        results[i] = NULL;
    }
    *result_count = 0;
    return adapter_fail(call, PROMCAST_STATUS_INCOMPATIBLE_SHAPES,
                        "batch dimensions differ: %d and %d of them, not broadcast",
                        (int)batch_rank(x1), (int)batch_rank(x2));
}

MUTANT_ENTRY("matmul_batch_equal", "matmul requiring equal batch dimensions", array_function,
             batch_equal_matmul)
