/*
** mutant_can_cast_float_to_int.c: can_cast allows floating -> integer.
**
** Bug: an in-place op may store a floating result into an integer
** destination (truncating), as C's implicit conversion and NumPy's
** casting="unsafe" do; PyTorch's canCast refuses it (c10/core/ScalarType.h;
** PyTorch's "Tensor Attributes", the casting rules and their Casting
** Examples: int32 += float32 is an error).
** Killing input: can_cast float32 -> int32: the oracle answers false, the
** mutant true.
** Killed by: spec/torch/pitfall-5/can-cast-float32-int32,
** generated/promotion (its can_cast cases).
*/
#include "promcast/abi_dtype.h"
#include "mutant.h"

static int32_t float_to_int_can_cast(void *state, const promcast_call *call, DLDataType from,
                                     DLDataType to, int32_t *allowed) {
    int32_t status = ORACLE->can_cast(state, call, from, to, allowed);
    pc_dtype x, y;
    if (status == PROMCAST_STATUS_OK && mutant_dtype_pair(from, to, &x, &y) &&
        pc_dtype_is_floating(x) && pc_dtype_is_integral(y))
        *allowed = 1;
    return status;
}

MUTANT_ENTRY("can_cast_float_to_int", "can_cast allows float -> int", can_cast,
             float_to_int_can_cast)
