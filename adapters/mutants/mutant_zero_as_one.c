/*
** mutant_zero_as_one.c: a dimension of size 0 broadcasts like one of size 1.
**
** Bug: the per-dimension rule tests "size <= 1" where it means "size == 1",
** so 0 stretches to any size: (0,) with (5,) gives (5,) instead of an
** error. Seen in hand-written broadcasting that treats empty and singleton
** dimensions alike (an empty array "has no data to conflict"); NumPy,
** PyTorch and the Array API all reject 0 against N > 1.
** Killing input: broadcast_shapes [0] with [5]: the oracle gives
** incompatible_shapes, the mutant [5].
** Killed by: generated/broadcast (its size-0 cases).
*/
#include "adapter_array.h"
#include "adapter_status.h"
#include "mutant.h"

/* One right-aligned pairwise step with the "<= 1" rule. */
static int fold_shape(pc_shape *into, const pc_shape *next) {
    int rank = into->rank > next->rank ? into->rank : next->rank;
    pc_shape out = {.rank = rank};
    for (int d = 0; d < rank; d++) {
        int i = d - (rank - into->rank), j = d - (rank - next->rank);
        int64_t x = i >= 0 ? into->dims[i] : 1, y = j >= 0 ? next->dims[j] : 1;
        if (x == y || x <= 1) out.dims[d] = y;
        else if (y <= 1) out.dims[d] = x;
        else return 0;
    }
    *into = out;
    return 1;
}

static int32_t zero_as_one_broadcast_shapes(void *state, const promcast_call *call,
                                            int32_t count, const promcast_shape *shapes,
                                            promcast_shape_result *result) {
    pc_shape out, next;
    if (count < 1 || shapes == NULL ||
        adapter_shape_from_abi(call, shapes[0], "a shape", &out) != PROMCAST_STATUS_OK)
        return ORACLE->broadcast_shapes(state, call, count, shapes, result);
    for (int32_t i = 1; i < count; i++) {
        if (adapter_shape_from_abi(call, shapes[i], "a shape", &next) != PROMCAST_STATUS_OK)
            return ORACLE->broadcast_shapes(state, call, count, shapes, result);
        if (!fold_shape(&out, &next))
            return adapter_fail(call, PROMCAST_STATUS_INCOMPATIBLE_SHAPES,
                                "shape %d does not broadcast", (int)i);
    }
    int64_t elements;
    pc_error error;
    pc_status counted = pc_shape_validate(&out, -1, &error);
    if (counted == PC_OK) counted = pc_shape_element_count(&out, &elements, &error);
    if (counted != PC_OK) return adapter_from_oracle(call, counted, &error);
    adapter_shape_to_result(&out, result);
    return PROMCAST_STATUS_OK;
}

MUTANT_ENTRY("zero_as_one", "size-0 dimensions treated like size 1", broadcast_shapes,
             zero_as_one_broadcast_shapes)
