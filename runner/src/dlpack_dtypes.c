/*
** dlpack_dtypes.c: the dtype table of the adapter ABI, indexed by pc_dtype.
*/
#include "dlpack_dtypes.h"

_Static_assert((int)PROMCAST_DTYPE_INDEX_COUNT == (int)PC_DTYPE_COUNT,
               "adapter.h's dtype indices are pc_dtype's");

static const DLDataType dlpack_table[PC_DTYPE_COUNT] = {
    [PC_BOOL] = {PROMCAST_DL_BOOL, 8, 1},
    [PC_INT8] = {kDLInt, 8, 1},         [PC_INT16] = {kDLInt, 16, 1},
    [PC_INT32] = {kDLInt, 32, 1},       [PC_INT64] = {kDLInt, 64, 1},
    [PC_UINT8] = {kDLUInt, 8, 1},       [PC_UINT16] = {kDLUInt, 16, 1},
    [PC_UINT32] = {kDLUInt, 32, 1},     [PC_UINT64] = {kDLUInt, 64, 1},
    [PC_FLOAT16] = {kDLFloat, 16, 1},   [PC_BFLOAT16] = {kDLBfloat, 16, 1},
    [PC_FLOAT32] = {kDLFloat, 32, 1},   [PC_FLOAT64] = {kDLFloat, 64, 1},
    [PC_COMPLEX32] = {kDLComplex, 32, 1}, [PC_COMPLEX64] = {kDLComplex, 64, 1},
    [PC_COMPLEX128] = {kDLComplex, 128, 1},
    [PC_FLOAT8_E4M3FN] = {PROMCAST_DL_FLOAT8_E4M3FN, 8, 1},
    [PC_FLOAT8_E5M2] = {PROMCAST_DL_FLOAT8_E5M2, 8, 1},
};

DLDataType dlpack_dtype_of(pc_dtype dtype) { return dlpack_table[dtype]; }

int dlpack_dtype_to_pc(DLDataType type, pc_dtype *dtype) {
    for (int i = 0; i < PC_DTYPE_COUNT; i++) {
        if (dlpack_table[i].code == type.code && dlpack_table[i].bits == type.bits &&
            type.lanes == 1) {
            *dtype = (pc_dtype)i;
            return 1;
        }
    }
    return 0;
}
