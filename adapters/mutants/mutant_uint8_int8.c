/*
** mutant_uint8_int8.c: uint8 with int8 promotes to uint8.
**
** Bug: promote_types(uint8, int8) is uint8 instead of int16, so -1
** becomes 255. Seen in promotion tables that order the integer types in
** one chain (bool < uint8 < int8 < ... or by size alone) and take the
** first of two same-sized types; PyTorch's table (promoteTypes,
** c10/core/ScalarType.cpp) widens to int16 to hold both ranges.
** Killing input: promote_types uint8, int8: the oracle gives int16, the
** mutant uint8.
** Killed by: spec/torch/matrix (promoteTypes' table), generated/promotion.
*/
#include "mutant.h"

static int32_t uint8_int8_promote_types(void *state, const promcast_call *call, DLDataType a,
                                        DLDataType b, DLDataType *result) {
    return mutant_promote_pair(state, call, a, b, result, PC_UINT8, PC_INT8, PC_UINT8);
}

MUTANT_ENTRY("uint8_int8", "uint8 + int8 -> uint8", promote_types, uint8_int8_promote_types)
