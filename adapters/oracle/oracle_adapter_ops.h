/*
** oracle_adapter_ops.h: the reference adapter's functions, one per
** function of the ABI's table (adapter.h documents each), its dtype and op
** lists, shared by the files that define them and the table in
** oracle_adapter.c. Internal to the core.
*/
#ifndef PROMCAST_ORACLE_ADAPTER_OPS_H
#define PROMCAST_ORACLE_ADAPTER_OPS_H

#include "promcast/adapter.h"
#include "promcast/elementwise.h"
#include "promcast/functions.h"

/* The element-wise ops the oracle computes (promcast/elementwise.h), as
** X(ABI op id, oracle op): the one list the table's op list and the
** mapping of ids (oracle_adapter_binary_op) are made from. The ABI and
** the case format both use the Array API's names. */
#define ORACLE_ELEMENTWISE_OPS(X)               \
    X(PROMCAST_OP_ADD, PC_OP_ADD)               \
    X(PROMCAST_OP_SUBTRACT, PC_OP_SUBTRACT)     \
    X(PROMCAST_OP_MULTIPLY, PC_OP_MULTIPLY)     \
    X(PROMCAST_OP_DIVIDE, PC_OP_DIVIDE)         \
    X(PROMCAST_OP_MAXIMUM, PC_OP_MAXIMUM)       \
    X(PROMCAST_OP_EQUAL, PC_OP_EQUAL)           \
    X(PROMCAST_OP_LESS, PC_OP_LESS)             \
    X(PROMCAST_OP_BITWISE_AND, PC_OP_BITWISE_AND)   \
    X(PROMCAST_OP_NOT_EQUAL, PC_OP_NOT_EQUAL)       \
    X(PROMCAST_OP_LESS_EQUAL, PC_OP_LESS_EQUAL)     \
    X(PROMCAST_OP_GREATER, PC_OP_GREATER)           \
    X(PROMCAST_OP_GREATER_EQUAL, PC_OP_GREATER_EQUAL) \
    X(PROMCAST_OP_MINIMUM, PC_OP_MINIMUM)           \
    X(PROMCAST_OP_BITWISE_OR, PC_OP_BITWISE_OR)     \
    X(PROMCAST_OP_BITWISE_XOR, PC_OP_BITWISE_XOR)     \
    X(PROMCAST_OP_FLOOR_DIVIDE, PC_OP_FLOOR_DIVIDE)   \
    X(PROMCAST_OP_REMAINDER, PC_OP_REMAINDER)         \
    X(PROMCAST_OP_COPYSIGN, PC_OP_COPYSIGN)           \
    X(PROMCAST_OP_NEXTAFTER, PC_OP_NEXTAFTER)         \
    X(PROMCAST_OP_BITWISE_LEFT_SHIFT, PC_OP_BITWISE_LEFT_SHIFT)   \
    X(PROMCAST_OP_BITWISE_RIGHT_SHIFT, PC_OP_BITWISE_RIGHT_SHIFT) \
    X(PROMCAST_OP_LOGICAL_AND, PC_OP_LOGICAL_AND)     \
    X(PROMCAST_OP_LOGICAL_OR, PC_OP_LOGICAL_OR)       \
    X(PROMCAST_OP_LOGICAL_XOR, PC_OP_LOGICAL_XOR)     \
    X(PROMCAST_OP_POW, PC_OP_POW)                     \
    X(PROMCAST_OP_ATAN2, PC_OP_ATAN2)                 \
    X(PROMCAST_OP_HYPOT, PC_OP_HYPOT)                 \
    X(PROMCAST_OP_LOGADDEXP, PC_OP_LOGADDEXP)

/* The functions of several arrays (promcast/functions.h), as X(ABI op id,
** oracle function): the ids are consecutive from PROMCAST_OP_WHERE, in the
** oracle's order. */
#define ORACLE_FUNCTION_OPS(X)                                       \
    X(PROMCAST_OP_WHERE, PC_FUNCTION_WHERE)                          \
    X(PROMCAST_OP_CLIP, PC_FUNCTION_CLIP)                            \
    X(PROMCAST_OP_MATMUL, PC_FUNCTION_MATMUL)                        \
    X(PROMCAST_OP_VECDOT, PC_FUNCTION_VECDOT)                        \
    X(PROMCAST_OP_CONCAT, PC_FUNCTION_CONCAT)                        \
    X(PROMCAST_OP_STACK, PC_FUNCTION_STACK)                          \
    X(PROMCAST_OP_BROADCAST_ARRAYS, PC_FUNCTION_BROADCAST_ARRAYS)

/* All 18 dtypes, and every op: the 8 shape and dtype queries, each
** element-wise op out of place and in place, and the functions of several
** arrays (oracle_adapter.c). */
#define ORACLE_ADAPTER_DTYPE_COUNT 18
#define ORACLE_ADAPTER_OP_COUNT (8 + 2 * PC_BINARY_OP_COUNT + PC_FUNCTION_COUNT)
extern const DLDataType oracle_adapter_dtypes[ORACLE_ADAPTER_DTYPE_COUNT];
extern const int32_t oracle_adapter_ops[ORACLE_ADAPTER_OP_COUNT];

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
int32_t oracle_elementwise(void *state, const promcast_call *call, int32_t op,
                           const promcast_value *a, const promcast_value *b,
                           DLManagedTensor **result);
int32_t oracle_elementwise_inplace(void *state, const promcast_call *call, int32_t op,
                                   DLTensor *a, const promcast_value *b);
int32_t oracle_sum_to_shape(void *state, const promcast_call *call, const DLTensor *gradient,
                            promcast_shape target, DLManagedTensor **result);

/* oracle_adapter_functions.c */
int32_t oracle_array_function(void *state, const promcast_call *call, int32_t op,
                              const promcast_arguments *arguments, int32_t capacity,
                              DLManagedTensor **results, int32_t *result_count);

/* A table of the reference adapter's functions and lists, with the given
** major version, names and profile, and `state` (the table itself for a
** profile's table, NULL for torch's): the one list of the table's fields,
** for the reference tables and for a static table that must not be
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
        .dtypes = oracle_adapter_dtypes,                    \
        .dtype_count = ORACLE_ADAPTER_DTYPE_COUNT,          \
        .ops = oracle_adapter_ops,                          \
        .op_count = ORACLE_ADAPTER_OP_COUNT,                \
        .state = (STATE),                                   \
        .broadcast_shapes = oracle_broadcast_shapes,        \
        .broadcast_to = oracle_broadcast_to,                \
        .inplace_broadcast = oracle_inplace_broadcast,      \
        .xla_broadcast = oracle_xla_broadcast,              \
        .promote_types = oracle_promote_types,              \
        .result_type = oracle_result_type,                  \
        .can_cast = oracle_can_cast,                        \
        .sum_to_shape = oracle_sum_to_shape,                \
        .elementwise = oracle_elementwise,                  \
        .elementwise_inplace = oracle_elementwise_inplace,  \
        .close = NULL,                                      \
        .array_function = oracle_array_function,            \
    }

#endif
