/*
** mutant_max_dimension.c: each result dimension is the maximum of the
** inputs'.
**
** Bug: the result size is max(d1, d2) once the shapes are known to be
** compatible, so 1 with 0 gives 1 instead of 0. PyTorch's Broadcasting
** semantics (§General semantics) and XLA's Broadcasting page say exactly
** this ("the result is the maximum"); docs/semantics.md records that it is
** wrong for 0 vs 1.
** Killing input: broadcast_shapes [1] with [0]: the oracle gives [0], the
** mutant [1].
** Killed by: generated/broadcast (its size-0 cases).
*/
#include "mutant.h"

static int32_t max_dimension_broadcast_shapes(void *state, const promcast_call *call,
                                              int32_t count, const promcast_shape *shapes,
                                              promcast_shape_result *result) {
    int32_t status = ORACLE->broadcast_shapes(state, call, count, shapes, result);
    if (status != PROMCAST_STATUS_OK) return status;
    /* The oracle accepted the shapes, so every input dimension is 1 or the
    ** result's: the maximum differs only where the result is 0. */
    for (int32_t i = 0; i < count; i++) {
        int32_t offset = result->ndim - shapes[i].ndim;
        for (int32_t d = 0; d < shapes[i].ndim; d++)
            if (shapes[i].dims[d] > result->dims[offset + d])
                result->dims[offset + d] = shapes[i].dims[d];
    }
    return status;
}

MUTANT_ENTRY("max_dimension", "result dimension taken as the maximum", broadcast_shapes,
             max_dimension_broadcast_shapes)
