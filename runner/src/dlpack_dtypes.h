/*
** dlpack_dtypes.h: promcast dtypes as DLPack DLDataTypes and back
** (the table in adapters/include/promcast/adapter.h).
*/
#ifndef PROMCAST_RUNNER_DLPACK_DTYPES_H
#define PROMCAST_RUNNER_DLPACK_DTYPES_H

#include "promcast/adapter.h"
#include "promcast/dtype.h"

DLDataType dlpack_dtype_of(pc_dtype dtype);

/* Returns 1 and sets *dtype when `type` is one of the 18 (lanes 1), else 0. */
int dlpack_dtype_to_pc(DLDataType type, pc_dtype *dtype);

#endif
