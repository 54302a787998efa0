/*
** faulty.h: what the faulty adapters share.
**
** A faulty adapter behaves like the reference adapter except on one
** deterministic trigger, documented at the top of its file, where it
** crashes, aborts, hangs or answers nonsense; or it fails to load at all
** (no entry symbol, ABI 1's entry, ABI major 99, an entry returning
** NULL). The runner's robustness tests use them: a run against one must
** still print one TAP line per case, with the triggered cases `not ok` and
** the others `ok`.
** Triggers are chosen so that some cases of cases/spec hit them and others
** do not.
*/
#ifndef PROMCAST_FAULTY_H
#define PROMCAST_FAULTY_H

#include "adapter_dtype.h"
#include "oracle_adapter.h"

/* The reference adapter, which every wrapper calls off its trigger. */
#define ORACLE (oracle_adapter_table())

/* The oracle dtype of a DLPack dtype, or PC_DTYPE_NONE. */
static inline pc_dtype faulty_dtype_of(DLDataType dl) {
    pc_dtype dtype;
    return adapter_dtype_from_dl(NULL, dl, "dtype", &dtype) == PROMCAST_STATUS_OK ? dtype
                                                                                  : PC_DTYPE_NONE;
}

/* The oracle dtype of an element-wise operand that is an array, or
** PC_DTYPE_NONE (a scalar, no array, a dtype none of the 18). */
static inline pc_dtype faulty_array_dtype_of(const promcast_value *value) {
    if (value == NULL || value->kind != PROMCAST_VALUE_ARRAY || value->array == NULL)
        return PC_DTYPE_NONE;
    return faulty_dtype_of(value->array->dtype);
}

/* The array of an element-wise operand, or NULL for a scalar. */
static inline const DLTensor *faulty_array_of(const promcast_value *value) {
    return value != NULL && value->kind == PROMCAST_VALUE_ARRAY ? value->array : NULL;
}

#endif
