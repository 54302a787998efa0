/*
** oracle_adapter_ops.h: the reference adapter's functions, one per op of
** the ABI (adapter.h documents each), shared by the files that define them
** and the table in oracle_adapter.c. Internal to the core.
*/
#ifndef PROMCAST_ORACLE_ADAPTER_OPS_H
#define PROMCAST_ORACLE_ADAPTER_OPS_H

#include "promcast/adapter.h"

/* oracle_adapter_shapes.c */
int32_t oracle_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                const promcast_shape *shapes, promcast_shape_result *result);
int32_t oracle_inplace_broadcast(void *state, const promcast_call *call,
                                 promcast_shape destination, promcast_shape source,
                                 int32_t *allowed);
int32_t oracle_xla_broadcast(void *state, const promcast_call *call, promcast_shape lhs,
                             promcast_shape rhs, int32_t dims_count, const int64_t *dims,
                             promcast_shape_result *result);

/* oracle_adapter_dtypes.c */
int32_t oracle_promote_types(void *state, const promcast_call *call, DLDataType a,
                             DLDataType b, DLDataType *result);
int32_t oracle_result_type(void *state, const promcast_call *call, int32_t count,
                           const promcast_operand *operands, DLDataType *result);
int32_t oracle_can_cast(void *state, const promcast_call *call, DLDataType from,
                        DLDataType to, int32_t *allowed);

/* oracle_adapter_arrays.c */
int32_t oracle_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                            promcast_shape target, DLManagedTensor **view);
int32_t oracle_binary(void *state, const promcast_call *call, int32_t op, const DLTensor *a,
                      const DLTensor *b, DLManagedTensor **result);
int32_t oracle_binary_inplace(void *state, const promcast_call *call, int32_t op, DLTensor *a,
                              const DLTensor *b);
int32_t oracle_sum_to_shape(void *state, const promcast_call *call, const DLTensor *gradient,
                            promcast_shape target, DLManagedTensor **result);

/* A table of the reference adapter's functions and capabilities, with the
** given major version, names and profile, and `state` (the table itself
** for a profile's table, NULL for torch's): the one list of the table's
** fields, for the reference tables and for a static table that must not be
** allocated (faulty/faulty_abi_major.c). */
#define ORACLE_ADAPTER_TABLE(ABI_MAJOR, NAME, LIBRARY, PROFILE, STATE) \
    {                                                       \
        .abi_major = (ABI_MAJOR),                           \
        .abi_minor = PROMCAST_ADAPTER_ABI_MINOR,            \
        .size = sizeof(promcast_adapter),                   \
        .name = (NAME),                                     \
        .library = (LIBRARY),                               \
        .library_version = PROMCAST_VERSION_STRING,         \
        .profile = (PROFILE),                               \
        .dtypes = PROMCAST_ALL_DTYPES,                      \
        .ops = PROMCAST_ALL_OPS,                            \
        .state = (STATE),                                   \
        .broadcast_shapes = oracle_broadcast_shapes,        \
        .broadcast_to = oracle_broadcast_to,                \
        .inplace_broadcast = oracle_inplace_broadcast,      \
        .xla_broadcast = oracle_xla_broadcast,              \
        .promote_types = oracle_promote_types,              \
        .result_type = oracle_result_type,                  \
        .can_cast = oracle_can_cast,                        \
        .binary = oracle_binary,                            \
        .binary_inplace = oracle_binary_inplace,            \
        .sum_to_shape = oracle_sum_to_shape,                \
        .close = NULL,                                      \
    }

#endif
