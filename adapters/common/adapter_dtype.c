/*
** adapter_dtype.c: the DLPack <-> oracle dtype table (adapter.h, header
** comment), and the checks on a DLPack dtype coming in.
*/
#include "adapter_dtype.h"

#include "adapter_status.h"

/* The capability mask of adapter.h indexes dtypes in the oracle's order. */
#define SAME_INDEX(pc, promcast) \
    _Static_assert((int)(pc) == (int)(promcast), #pc " must equal " #promcast)
SAME_INDEX(PC_BOOL, PROMCAST_DTYPE_BOOL);
SAME_INDEX(PC_INT8, PROMCAST_DTYPE_INT8);
SAME_INDEX(PC_INT16, PROMCAST_DTYPE_INT16);
SAME_INDEX(PC_INT32, PROMCAST_DTYPE_INT32);
SAME_INDEX(PC_INT64, PROMCAST_DTYPE_INT64);
SAME_INDEX(PC_UINT8, PROMCAST_DTYPE_UINT8);
SAME_INDEX(PC_UINT16, PROMCAST_DTYPE_UINT16);
SAME_INDEX(PC_UINT32, PROMCAST_DTYPE_UINT32);
SAME_INDEX(PC_UINT64, PROMCAST_DTYPE_UINT64);
SAME_INDEX(PC_FLOAT16, PROMCAST_DTYPE_FLOAT16);
SAME_INDEX(PC_BFLOAT16, PROMCAST_DTYPE_BFLOAT16);
SAME_INDEX(PC_FLOAT32, PROMCAST_DTYPE_FLOAT32);
SAME_INDEX(PC_FLOAT64, PROMCAST_DTYPE_FLOAT64);
SAME_INDEX(PC_COMPLEX32, PROMCAST_DTYPE_COMPLEX32);
SAME_INDEX(PC_COMPLEX64, PROMCAST_DTYPE_COMPLEX64);
SAME_INDEX(PC_COMPLEX128, PROMCAST_DTYPE_COMPLEX128);
SAME_INDEX(PC_FLOAT8_E4M3FN, PROMCAST_DTYPE_FLOAT8_E4M3FN);
SAME_INDEX(PC_FLOAT8_E5M2, PROMCAST_DTYPE_FLOAT8_E5M2);
SAME_INDEX(PC_DTYPE_COUNT, PROMCAST_DTYPE_INDEX_COUNT);

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

DLDataType adapter_dl_dtype(pc_dtype dtype) {
    DLDataType dl = {0, 0, 0};
    if (pc_dtype_is_valid(dtype)) {
        dl.code = dl_dtypes[dtype].code;
        dl.bits = dl_dtypes[dtype].bits;
        dl.lanes = 1;
    }
    return dl;
}

int adapter_dtype_lookup(DLDataType dl, pc_dtype *dtype) {
    for (int i = 0; i < PC_DTYPE_COUNT; i++) {
        if (dl_dtypes[i].code == dl.code && dl_dtypes[i].bits == dl.bits && dl.lanes == 1) {
            *dtype = (pc_dtype)i;
            return 1;
        }
    }
    return 0;
}

int32_t adapter_dtype_from_dl(const promcast_call *call, DLDataType dl, const char *role,
                              pc_dtype *dtype) {
    if (adapter_dtype_lookup(dl, dtype)) return PROMCAST_STATUS_OK;
    int known_code = 0;
    for (int i = 0; i < PC_DTYPE_COUNT; i++) known_code |= dl_dtypes[i].code == dl.code;
    const char *reason = dl.lanes != 1 ? "lanes must be 1"
                         : known_code  ? "no dtype of that code has that many bits"
                                       : "unknown type code";
    return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                        "%s: DLPack dtype {code %u, bits %u, lanes %u} is none of the 18 "
                        "dtypes (%s)",
                        role, (unsigned)dl.code, (unsigned)dl.bits, (unsigned)dl.lanes, reason);
}
