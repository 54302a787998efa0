/*
** abi_dtype.c: the DLPack <-> oracle dtype table (adapter.h, header
** comment), defined once for the runner and every adapter.
*/
#include "promcast/abi_dtype.h"

/* Indexed by pc_dtype. */
static const struct {
    uint8_t code;
    uint8_t bits;
} dl_dtypes[PC_DTYPE_COUNT] = {
    [PC_BOOL] = {PROMCAST_DL_BOOL, 8},
    [PC_INT8] = {kDLInt, 8},
    [PC_INT16] = {kDLInt, 16},
    [PC_INT32] = {kDLInt, 32},
    [PC_INT64] = {kDLInt, 64},
    [PC_UINT8] = {kDLUInt, 8},
    [PC_UINT16] = {kDLUInt, 16},
    [PC_UINT32] = {kDLUInt, 32},
    [PC_UINT64] = {kDLUInt, 64},
    [PC_FLOAT16] = {kDLFloat, 16},
    [PC_BFLOAT16] = {kDLBfloat, 16},
    [PC_FLOAT32] = {kDLFloat, 32},
    [PC_FLOAT64] = {kDLFloat, 64},
    [PC_COMPLEX32] = {kDLComplex, 32},
    [PC_COMPLEX64] = {kDLComplex, 64},
    [PC_COMPLEX128] = {kDLComplex, 128},
    [PC_FLOAT8_E4M3FN] = {PROMCAST_DL_FLOAT8_E4M3FN, 8},
    [PC_FLOAT8_E5M2] = {PROMCAST_DL_FLOAT8_E5M2, 8},
};

DLDataType abi_dl_dtype(pc_dtype dtype) {
    DLDataType dl = {0, 0, 0};
    if (pc_dtype_is_valid(dtype)) {
        dl.code = dl_dtypes[dtype].code;
        dl.bits = dl_dtypes[dtype].bits;
        dl.lanes = 1;
    }
    return dl;
}

int abi_dtype_lookup(DLDataType dl, pc_dtype *dtype) {
    for (int i = 0; i < PC_DTYPE_COUNT; i++) {
        if (dl_dtypes[i].code == dl.code && dl_dtypes[i].bits == dl.bits && dl.lanes == 1) {
            *dtype = (pc_dtype)i;
            return 1;
        }
    }
    return 0;
}

const char *abi_dtype_problem(DLDataType dl) {
    pc_dtype dtype;
    if (abi_dtype_lookup(dl, &dtype)) return NULL;
    int known_code = 0;
    for (int i = 0; i < PC_DTYPE_COUNT; i++) known_code |= dl_dtypes[i].code == dl.code;
    return dl.lanes != 1 ? "lanes must be 1"
           : known_code  ? "no dtype of that code has that many bits"
                         : "unknown type code";
}
