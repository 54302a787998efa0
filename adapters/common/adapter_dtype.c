/*
** adapter_dtype.c: the checks on a DLPack dtype coming into an adapter
** that answers with the oracle's dtypes (the table is abi_dtype.c's).
*/
#include "adapter_dtype.h"

#include "adapter_status.h"

int32_t adapter_dtype_from_dl(const promcast_call *call, DLDataType dl, const char *role,
                              pc_dtype *dtype) {
    if (abi_dtype_lookup(dl, dtype)) return PROMCAST_STATUS_OK;
    const char *problem = abi_dtype_problem(dl);
    return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                        "%s: DLPack dtype {code %u, bits %u, lanes %u} is none of the 18 "
                        "dtypes (%s)",
                        role, (unsigned)dl.code, (unsigned)dl.bits, (unsigned)dl.lanes, problem);
}
