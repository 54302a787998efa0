/*
** promcast/adapter.h: the adapter ABI, version 1.0.
**
** An adapter is a shared library that lets promcast test one array library
** (the "implementation under test"). It exports one function,
** promcast_adapter_entry, which returns a table: the ABI version it was built
** against, its name, the library and version it wraps, the promotion profile
** it claims, its capabilities, and one function per op of the case format
** (cases/README.md). The runner (`promcast run --adapter PATH`) dlopens it.
**
** Arrays cross the boundary as DLPack tensors (dlpack/dlpack.h), so an
** adapter for a library that speaks DLPack needs no copies. Dtypes are
** DLPack DLDataTypes with lanes = 1:
**   bool            {PROMCAST_DL_BOOL, 8}     (kDLBool, DLPack >= 0.8)
**   int8..int64     {kDLInt, 8..64}           uint8..uint64 {kDLUInt, 8..64}
**   float16/32/64   {kDLFloat, 16/32/64}      bfloat16 {kDLBfloat, 16}
**   complex32/64/128 {kDLComplex, 32/64/128}  (two parts, real first)
**   float8_e4m3fn   {PROMCAST_DL_FLOAT8_E4M3FN, 8}  float8_e5m2 {PROMCAST_DL_FLOAT8_E5M2, 8}
**
** OWNERSHIP
** - Everything the runner passes in (tensors, shapes, operands, strings) is
**   owned by the runner and valid only during the call. The adapter must not
**   keep pointers to it, and must not write to it, except `a` in
**   binary_inplace, which it updates in place.
** - A tensor the adapter returns (DLManagedTensor **result) is allocated by
**   the adapter. The runner reads it and then calls result->deleter(result)
**   exactly once (unless deleter is NULL); its data must stay valid until
**   then. A broadcast_to view may point into the source tensor's memory: the
**   runner keeps the source alive until it has deleted the view.
** - The table returned by promcast_adapter_entry, and its strings, belong to
**   the adapter and must stay valid until close(state) is called, which the
**   runner does once, last. A table of another major version is never
**   closed (the runner cannot know where its close is): keep it static.
** - call->message is never NULL; message_size is at least 256.
**
** STATUS
** Every op returns an int32_t status: PROMCAST_STATUS_OK with its result
** written, one of the case format's error kinds when the library refuses
** the operation (the runner compares the kind with the case's), or
** PROMCAST_STATUS_UNSUPPORTED (the case is skipped, with the message as the
** reason) or PROMCAST_STATUS_INTERNAL_ERROR (the case fails). The adapter
** may explain any status in call->message (a NUL-terminated line).
**
** RULES FOR ADAPTER AUTHORS
** An adapter decides no outcome itself: it calls the library and reports
** what the library did. Map the library's exceptions to error kinds by what
** they mean (a broadcasting error is PROMCAST_STATUS_INCOMPATIBLE_SHAPES).
** The runner calls one function at a time, from one thread, and may call
** them in a process it forks for isolation.
**
** VERSIONING
** The major version changes when the table's layout or a function's meaning
** changes; the runner refuses an adapter of another major version. The minor
** version grows when functions are appended to the end of the table; the
** runner uses `size` to know which ones an older adapter has.
*/
#ifndef PROMCAST_ADAPTER_H
#define PROMCAST_ADAPTER_H

#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PROMCAST_ADAPTER_ABI_MAJOR 1
#define PROMCAST_ADAPTER_ABI_MINOR 0

/* The name of the one symbol an adapter exports. */
#define PROMCAST_ADAPTER_ENTRY_SYMBOL "promcast_adapter_entry"

/* DLPack type codes that DLPack 0.6's header lacks (values of DLPack 1.1). */
#define PROMCAST_DL_BOOL 6
#define PROMCAST_DL_FLOAT8_E4M3FN 10
#define PROMCAST_DL_FLOAT8_E5M2 12

/* Statuses. 1..10 are the case format's error kinds, by name. */
typedef enum promcast_status {
    PROMCAST_STATUS_OK = 0,
    PROMCAST_STATUS_INCOMPATIBLE_SHAPES = 1,
    PROMCAST_STATUS_INPLACE_SHAPE_CHANGE = 2,
    PROMCAST_STATUS_INVALID_BROADCAST_DIMENSIONS = 3,
    PROMCAST_STATUS_NO_PROMOTION = 4,
    PROMCAST_STATUS_CANNOT_CAST = 5,
    PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP = 6,
    PROMCAST_STATUS_SCALAR_OUT_OF_RANGE = 7,
    PROMCAST_STATUS_UNDEFINED = 8,
    PROMCAST_STATUS_SHAPE_OVERFLOW = 9,
    PROMCAST_STATUS_INVALID_ARGUMENT = 10,
    PROMCAST_STATUS_UNSUPPORTED = 100,     /* the adapter cannot run this case */
    PROMCAST_STATUS_INTERNAL_ERROR = 101   /* the adapter itself failed */
} promcast_status;

/* Dtype indices, for the capability mask (bit 1 << index). */
typedef enum promcast_dtype_index {
    PROMCAST_DTYPE_BOOL = 0,
    PROMCAST_DTYPE_INT8, PROMCAST_DTYPE_INT16, PROMCAST_DTYPE_INT32, PROMCAST_DTYPE_INT64,
    PROMCAST_DTYPE_UINT8, PROMCAST_DTYPE_UINT16, PROMCAST_DTYPE_UINT32, PROMCAST_DTYPE_UINT64,
    PROMCAST_DTYPE_FLOAT16, PROMCAST_DTYPE_BFLOAT16, PROMCAST_DTYPE_FLOAT32, PROMCAST_DTYPE_FLOAT64,
    PROMCAST_DTYPE_COMPLEX32, PROMCAST_DTYPE_COMPLEX64, PROMCAST_DTYPE_COMPLEX128,
    PROMCAST_DTYPE_FLOAT8_E4M3FN, PROMCAST_DTYPE_FLOAT8_E5M2,
    PROMCAST_DTYPE_INDEX_COUNT
} promcast_dtype_index;

#define PROMCAST_ALL_DTYPES ((uint32_t)((1u << PROMCAST_DTYPE_INDEX_COUNT) - 1u))

/* Ops, for the capability mask (bit 1 << op) and for binary/binary_inplace. */
typedef enum promcast_op {
    PROMCAST_OP_BROADCAST_SHAPES = 0,
    PROMCAST_OP_BROADCAST_TO,
    PROMCAST_OP_INPLACE_BROADCAST,
    PROMCAST_OP_XLA_BROADCAST,
    PROMCAST_OP_PROMOTE_TYPES,
    PROMCAST_OP_RESULT_TYPE,
    PROMCAST_OP_CAN_CAST,
    PROMCAST_OP_SUM_TO_SHAPE,
    /* Element-wise binary ops; the in-place form of op X is X + PROMCAST_OP_INPLACE_OFFSET. */
    PROMCAST_OP_ADD,
    PROMCAST_OP_SUBTRACT,
    PROMCAST_OP_MULTIPLY,
    PROMCAST_OP_TRUE_DIVIDE,
    PROMCAST_OP_MAXIMUM,
    PROMCAST_OP_EQUAL,
    PROMCAST_OP_LESS,
    PROMCAST_OP_BITWISE_AND,
    PROMCAST_OP_ADD_INPLACE,
    PROMCAST_OP_SUBTRACT_INPLACE,
    PROMCAST_OP_MULTIPLY_INPLACE,
    PROMCAST_OP_TRUE_DIVIDE_INPLACE,
    PROMCAST_OP_MAXIMUM_INPLACE,
    PROMCAST_OP_EQUAL_INPLACE,
    PROMCAST_OP_LESS_INPLACE,
    PROMCAST_OP_BITWISE_AND_INPLACE,
    PROMCAST_OP_COUNT
} promcast_op;

#define PROMCAST_OP_INPLACE_OFFSET (PROMCAST_OP_ADD_INPLACE - PROMCAST_OP_ADD)
#define PROMCAST_ALL_OPS ((uint64_t)((UINT64_C(1) << PROMCAST_OP_COUNT) - 1u))

/* The most dimensions a shape result may have. */
#define PROMCAST_MAX_RANK 64

/* A shape passed in: ndim sizes at dims (dims may be NULL when ndim is 0). */
typedef struct promcast_shape {
    int32_t ndim;
    const int64_t *dims;
} promcast_shape;

/* A shape returned: the adapter fills ndim <= PROMCAST_MAX_RANK sizes. */
typedef struct promcast_shape_result {
    int32_t ndim;
    int64_t dims[PROMCAST_MAX_RANK];
} promcast_shape_result;

/* result_type operands (seed 002's three categories). */
typedef enum promcast_operand_category {
    PROMCAST_OPERAND_DIMENSIONED = 0,  /* an array with at least one dimension */
    PROMCAST_OPERAND_ZERO_DIM = 1,     /* a 0-d array */
    PROMCAST_OPERAND_SCALAR = 2        /* a Python scalar */
} promcast_operand_category;

typedef enum promcast_scalar_kind {
    PROMCAST_SCALAR_BOOL = 0,
    PROMCAST_SCALAR_INT = 1,
    PROMCAST_SCALAR_FLOAT = 2,
    PROMCAST_SCALAR_COMPLEX = 3
} promcast_scalar_kind;

typedef struct promcast_operand {
    int32_t category;     /* promcast_operand_category */
    DLDataType dtype;     /* arrays */
    int32_t scalar_kind;  /* scalars: promcast_scalar_kind */
    int32_t has_value;    /* scalars: 1 if the case gives the value */
    /* A Python int's value as decimal text of any size ("300",
    ** "-18446744073709551616"); a bool's, "True" or "False" (Python's
    ** spelling). NULL for floats, complex numbers and scalars without a
    ** value. */
    const char *int_text;
    double real;          /* float value, or a complex's real part */
    double imag;          /* a complex's imaginary part */
} promcast_operand;

/* What every call gets besides its operands. */
typedef struct promcast_call {
    /* The library's default float dtype for this case (torch's
    ** get_default_dtype): float16, bfloat16, float32 or float64. */
    DLDataType default_float;
    int32_t x64;          /* JAX's jax_enable_x64, for the jax profile */
    char *message;        /* the adapter may explain its status here */
    size_t message_size;
} promcast_call;

typedef struct promcast_adapter {
    uint16_t abi_major;          /* PROMCAST_ADAPTER_ABI_MAJOR */
    uint16_t abi_minor;          /* PROMCAST_ADAPTER_ABI_MINOR */
    uint32_t size;               /* sizeof(promcast_adapter) */
    const char *name;            /* the adapter's name: "numpy" */
    const char *library;         /* the library under test: "NumPy" */
    const char *library_version; /* its version: "1.24.2" */
    const char *profile;         /* the profile it claims: "torch", "numpy", ... */
    uint32_t dtypes;             /* bit 1 << promcast_dtype_index: dtypes it has */
    uint64_t ops;                /* bit 1 << promcast_op: ops it implements */
    void *state;                 /* passed back to every function */

    int32_t (*broadcast_shapes)(void *state, const promcast_call *call, int32_t count,
                                const promcast_shape *shapes, promcast_shape_result *result);
    /* A view of source with shape target (stride 0 on broadcast dimensions). */
    int32_t (*broadcast_to)(void *state, const promcast_call *call, const DLTensor *source,
                            promcast_shape target, DLManagedTensor **view);
    /* May source be applied in place to destination? *allowed = 1 or 0. */
    int32_t (*inplace_broadcast)(void *state, const promcast_call *call,
                                 promcast_shape destination, promcast_shape source,
                                 int32_t *allowed);
    int32_t (*xla_broadcast)(void *state, const promcast_call *call, promcast_shape lhs,
                             promcast_shape rhs, int32_t dims_count, const int64_t *dims,
                             promcast_shape_result *result);
    int32_t (*promote_types)(void *state, const promcast_call *call, DLDataType a,
                             DLDataType b, DLDataType *result);
    int32_t (*result_type)(void *state, const promcast_call *call, int32_t count,
                           const promcast_operand *operands, DLDataType *result);
    /* May an op result of dtype from be stored in place into dtype to? */
    int32_t (*can_cast)(void *state, const promcast_call *call, DLDataType from,
                        DLDataType to, int32_t *allowed);
    /* a (op) b for op PROMCAST_OP_ADD..PROMCAST_OP_BITWISE_AND; a new tensor. */
    int32_t (*binary)(void *state, const promcast_call *call, int32_t op, const DLTensor *a,
                      const DLTensor *b, DLManagedTensor **result);
    /* a (op)= b for op PROMCAST_OP_ADD..PROMCAST_OP_BITWISE_AND (the
    ** out-of-place op's code): writes the result into a's memory. */
    int32_t (*binary_inplace)(void *state, const promcast_call *call, int32_t op, DLTensor *a,
                              const DLTensor *b);
    /* The gradient summed down to target (seed 002 "Broadcasting in Backward Pass"). */
    int32_t (*sum_to_shape)(void *state, const promcast_call *call, const DLTensor *gradient,
                            promcast_shape target, DLManagedTensor **result);
    /* Releases state; called once, after the last call. May be NULL. */
    void (*close)(void *state);
} promcast_adapter;

/* The entry point. Returns the table, or NULL when the library cannot be
** initialised, with the reason in message. Called once per process. */
typedef const promcast_adapter *(*promcast_adapter_entry_function)(char *message,
                                                                   size_t message_size);

#if defined(_WIN32)
#define PROMCAST_ADAPTER_EXPORT __declspec(dllexport)
#else
#define PROMCAST_ADAPTER_EXPORT __attribute__((visibility("default")))
#endif

/* The one function an adapter defines and exports (its prototype, so
** adapters build cleanly with -Wmissing-prototypes). */
PROMCAST_ADAPTER_EXPORT const promcast_adapter *promcast_adapter_entry(char *message,
                                                                      size_t message_size);

/* Whether `adapter` can run `op`: the op's bit is in its mask and the
** function the op is called through is present. */
static inline int promcast_adapter_has_op(const promcast_adapter *adapter, promcast_op op) {
    if ((int)op < 0 || op >= PROMCAST_OP_COUNT || !(adapter->ops & (UINT64_C(1) << op)))
        return 0;
    switch (op) {
    case PROMCAST_OP_BROADCAST_SHAPES: return adapter->broadcast_shapes != NULL;
    case PROMCAST_OP_BROADCAST_TO: return adapter->broadcast_to != NULL;
    case PROMCAST_OP_INPLACE_BROADCAST: return adapter->inplace_broadcast != NULL;
    case PROMCAST_OP_XLA_BROADCAST: return adapter->xla_broadcast != NULL;
    case PROMCAST_OP_PROMOTE_TYPES: return adapter->promote_types != NULL;
    case PROMCAST_OP_RESULT_TYPE: return adapter->result_type != NULL;
    case PROMCAST_OP_CAN_CAST: return adapter->can_cast != NULL;
    case PROMCAST_OP_SUM_TO_SHAPE: return adapter->sum_to_shape != NULL;
    default:
        return op >= PROMCAST_OP_ADD_INPLACE ? adapter->binary_inplace != NULL
                                             : adapter->binary != NULL;
    }
}

#ifdef __cplusplus
}
#endif
#endif
