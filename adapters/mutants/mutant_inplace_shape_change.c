/*
** mutant_inplace_shape_change.c: in place, a destination smaller than the
** broadcast result is accepted.
**
** Bug: where PyTorch refuses a (3,) += b (2,3) (inplace_shape_change: the
** result would not fit a; mark_resize_outputs; the Array API standard's
** Broadcasting §In-place Semantics), the op succeeds: the out-of-place
** result is computed and its first elements, as many as a has, are copied
** into a. Seen in naive out= handling that writes into the given buffer
** without checking its shape (memcpy of the destination's size), which
** leaves a partially updated.
** Killing input: add_inplace a int32 [3] {1,2,3}, b int32 [2,3]
** {10,20,30,40,50,60}: the oracle says inplace_shape_change, the mutant ok
** with a = {11,22,33}.
** Killed by: generated/inplace (add_inplace and the others with a smaller a).
*/
#include "mutant.h"

static int32_t shape_change_elementwise_inplace(void *state, const promcast_call *call,
                                                int32_t op, DLTensor *a,
                                                const promcast_value *b) {
    int32_t status = ORACLE->elementwise_inplace(state, call, op, a, b);
    if (status != PROMCAST_STATUS_INPLACE_SHAPE_CHANGE) return status;
    return mutant_store_out_of_place(state, call, op, a, b);
}

MUTANT_ENTRY("inplace_shape_change", "in-place changing the destination shape",
             elementwise_inplace, shape_change_elementwise_inplace)
