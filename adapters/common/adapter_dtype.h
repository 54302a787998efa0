/*
** adapter_dtype.h: a DLPack dtype coming into an adapter, as the oracle's.
*/
#ifndef PROMCAST_ADAPTER_DTYPE_H
#define PROMCAST_ADAPTER_DTYPE_H

#include "promcast/abi_dtype.h"

/* The oracle dtype of a DLPack dtype (abi_dtype.h's table). PROMCAST_STATUS_OK,
** or PROMCAST_STATUS_INVALID_ARGUMENT with the reason (lanes other than 1,
** an unknown code, a known code with unknown bits), naming `role` ("a",
** "the gradient"), in call->message; `call` may be NULL for no message. */
int32_t adapter_dtype_from_dl(const promcast_call *call, DLDataType dl, const char *role,
                              pc_dtype *dtype);

#endif
