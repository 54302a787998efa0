/*
** mutant_appended_singleton.c: a shorter shape may also be padded at the
** end.
**
** Bug: when right-aligned broadcasting fails, the shorter shape is tried
** with trailing 1s appended, so (15,3,5) with (15,3) is accepted as if the
** second were (15,3,1). The situation: x - x.mean(axis=-1) written
** without keepdims gives exactly this pair, which NumPy and PyTorch
** reject; a library that retries a failed broadcast with the missing axis
** appended (to "do what the user meant") would silently accept it. The
** Array API standard's Broadcasting page (§Algorithm, its Examples) lists
** this pair among the shapes that do not broadcast: "singleton dimensions
** can only be prepended, not appended".
** Killing input: broadcast_shapes [15,3,5] with [15,3]: the oracle gives
** incompatible_shapes, the mutant [15,3,5].
** Killed by: spec/array-api/broadcast/non-ex-3, generated/broadcast.
*/
#include "mutant.h"

static int32_t appended_singleton_broadcast_shapes(void *state, const promcast_call *call,
                                                   int32_t count, const promcast_shape *shapes,
                                                   promcast_shape_result *result) {
    int32_t status = ORACLE->broadcast_shapes(state, call, count, shapes, result);
    if (status != PROMCAST_STATUS_INCOMPATIBLE_SHAPES) return status;
    int32_t retried = mutant_broadcast_left_aligned(state, call, count, shapes, result);
    return retried == PROMCAST_STATUS_OK ? retried : status;
}

MUTANT_ENTRY("appended_singleton", "appended singleton dimensions accepted", broadcast_shapes,
             appended_singleton_broadcast_shapes)
