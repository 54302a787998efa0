/*
** mutant_bfloat16_float16.c: bfloat16 with float16 promotes to bfloat16.
**
** Bug: promote_types(bfloat16, float16) is bfloat16 instead of float32,
** losing float16's precision (bfloat16 has 8 significand bits, float16
** 11). Seen in tables that treat the two 16-bit floats as one rank and
** pick either; PyTorch promotes them to float32 (promoteTypes' table,
** c10/core/ScalarType.cpp), JAX's lattice to float32 as well.
** Killing input: promote_types bfloat16, float16: the oracle gives
** float32, the mutant bfloat16.
** Killed by: spec/torch/matrix (promoteTypes' table), generated/promotion.
*/
#include "mutant.h"

static int32_t bfloat16_float16_promote_types(void *state, const promcast_call *call,
                                              DLDataType a, DLDataType b, DLDataType *result) {
    return mutant_promote_pair(state, call, a, b, result, PC_BFLOAT16, PC_FLOAT16, PC_BFLOAT16);
}

MUTANT_ENTRY("bfloat16_float16", "bfloat16 + float16 -> bfloat16", promote_types,
             bfloat16_float16_promote_types)
