/*
** mutant_broadcast_arrays_copy.c: broadcast_arrays copies.
**
** Bug: broadcast_arrays returns new contiguous arrays with the right
** values and row-major strides, not views with stride 0 on the broadcast
** dimensions, so memory grows with the common shape. Seen where
** broadcasting is implemented by tiling (np.tile, repeat); the Array API
** standard's broadcast_arrays ("Manipulation Functions") and
** torch.broadcast_tensors (aten/src/ATen/native/
** TensorShape.cpp: expand of each tensor) and np.broadcast_arrays
** (numpy/lib/_stride_tricks_impl.py: views through broadcast_to) return
** views.
** Killing input: broadcast_arrays int32 [1,3] {1,2,3} and int32 [2,1]
** {4,5}: the oracle's first view has strides [0,1], the mutant's copy
** [3,1].
** Killed by: generated/broadcast_arrays.
*/
#include "mutant_function.h"

static int32_t copying_broadcast_arrays(void *state, const promcast_call *call, int32_t op,
                                        const promcast_arguments *arguments, int32_t capacity,
                                        DLManagedTensor **results, int32_t *result_count) {
    int32_t status = ORACLE->array_function(state, call, op, arguments, capacity, results,
                                            result_count);
    if (op != PROMCAST_OP_BROADCAST_ARRAYS || status != PROMCAST_STATUS_OK) return status;
    for (int32_t i = 0; i < *result_count && status == PROMCAST_STATUS_OK; i++)
        status = mutant_result_copy(call, &results[i]);
    if (status != PROMCAST_STATUS_OK) {
        for (int32_t i = 0; i < *result_count; i++) {
            results[i]->deleter(results[i]);
            results[i] = NULL;
        }
        *result_count = 0;
    }
    return status;
}

MUTANT_ENTRY("broadcast_arrays_copy", "broadcast_arrays copying instead of stride-0 views",
             array_function, copying_broadcast_arrays)
