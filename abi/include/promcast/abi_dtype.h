/*
** promcast/abi_dtype.h: DLPack dtypes <-> the oracle's dtypes.
**
** The bridge between the adapter ABI (promcast/adapter.h) and the oracle
** (promcast/dtype.h), for the runner and for adapters that answer with the
** oracle. The mapping is adapter.h's table: 18 dtypes, lanes always 1.
** bool and the float8 types lack a code in DLPack 0.6's header; adapter.h
** supplies their DLPack 1.1 values.
*/
#ifndef PROMCAST_ABI_DTYPE_H
#define PROMCAST_ABI_DTYPE_H

#include "promcast/adapter.h"
#include "promcast/dtype.h"

/* The DLPack dtype of a valid oracle dtype ({0, 0, 0} for an invalid one). */
DLDataType abi_dl_dtype(pc_dtype dtype);

/* Returns 1 and sets *dtype when `dl` is one of the 18 (lanes 1), else 0. */
int abi_dtype_lookup(DLDataType dl, pc_dtype *dtype);

/* NULL when `dl` is one of the 18, else why not: "lanes must be 1", "no
** dtype of that code has that many bits" or "unknown type code". */
const char *abi_dtype_problem(DLDataType dl);

#endif
