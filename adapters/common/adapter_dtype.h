/*
** adapter_dtype.h: DLPack dtypes <-> the oracle's dtypes.
**
** The mapping is adapter.h's table: 18 dtypes, lanes always 1. bool, the
** float8 types and (in DLPack 0.6) nothing else lack a code in the 0.6
** header; adapter.h supplies their DLPack 1.1 values.
*/
#ifndef PROMCAST_ADAPTER_DTYPE_H
#define PROMCAST_ADAPTER_DTYPE_H

#include "promcast/adapter.h"
#include "promcast/dtype.h"

/* The DLPack dtype of a valid oracle dtype ({0, 0, 0} for an invalid one). */
DLDataType adapter_dl_dtype(pc_dtype dtype);

/* Returns 1 and sets *dtype when `dl` is one of the 18 (lanes 1), else 0. */
int adapter_dtype_lookup(DLDataType dl, pc_dtype *dtype);

/* The oracle dtype of a DLPack dtype. PROMCAST_STATUS_OK, or
** PROMCAST_STATUS_INVALID_ARGUMENT with the reason in call->message
** (lanes other than 1, an unknown code, a known code with unknown bits),
** naming `role` ("a", "the gradient"). */
int32_t adapter_dtype_from_dl(const promcast_call *call, DLDataType dl, const char *role,
                              pc_dtype *dtype);

#endif
