/*
** promcast/adapter.h: the adapter ABI, version 2.2.
**
** An adapter is a shared library that lets promcast test one array library
** (the "implementation under test"). It exports one function,
** promcast_adapter_open, which receives the runner's ABI version and the
** user's options (`promcast run --adapter-option KEY=VALUE`) and returns a
** table: the ABI version it was built against, its name, the library and
** version it wraps, the promotion profile it claims, the dtypes it has, the
** ops it implements, and the functions those ops are called through
** (cases/README.md defines every op). The runner
** (`promcast run --adapter PATH`) dlopens it.
**
** This file is the whole ABI: it needs only DLPack's header and the C
** standard library, and nothing of promcast is linked into an adapter.
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
** OPS
** An op is an int32_t id (PROMCAST_OPS below): ids are stable, never
** reused, and new ones are added in minor versions, so the set grows
** without limit. The in-place form of an element-wise function is its id
** with PROMCAST_OP_INPLACE set (PROMCAST_OP_ADD | PROMCAST_OP_INPLACE is
** `a += b`). An adapter lists the ids it implements in `ops`; the runner
** ignores ids it does not know (an adapter newer than the runner) and
** refuses a table that lists an op whose function is NULL.
**
** OPERANDS
** Element-wise functions take two promcast_values, each an array (a DLPack
** tensor of any rank; rank 0 is a 0-d array) or a Python-style scalar
** (bool, an int of any size, float, complex), in either position: `x + 1`
** is (array, scalar), `1 - x` is (scalar, array). An adapter passes a
** scalar to its library as that language's own scalar (a Python int, a
** C++ double), not as an array: promotion treats the two differently.
**
** FUNCTIONS OF SEVERAL ARRAYS (since 2.2)
** where, clip, matmul, vecdot, concat, stack and broadcast_arrays are
** called through array_function with a promcast_arguments: a list of
** promcast_values in the function's order (where: condition, x1, x2;
** clip: x, min, max; matmul and vecdot: x1, x2; concat, stack and
** broadcast_arrays: the arrays, any number from 0) and the axis argument.
** An optional operand the call leaves out (clip's None bound) is a value of
** kind PROMCAST_VALUE_NONE. The axis is PROMCAST_AXIS_DEFAULT when the case
** gives none (call the function without it: its default is part of what is
** tested), PROMCAST_AXIS_NONE for Python's None (concat's axis=None), or
** PROMCAST_AXIS_GIVEN with the integer in `axis`, any int64, in range or
** not. The adapter writes one new tensor to results[0], or for
** broadcast_arrays one view per operand, results[0..count-1], views that
** may point into the operands' memory as broadcast_to's do; it sets
** *result_count to the number it wrote.
**
** OWNERSHIP
** - Everything the runner passes in (the request, options, tensors, shapes,
**   operands, strings) is owned by the runner and valid only during the
**   call. The adapter must not keep pointers to it, and must not write to
**   it, except the destination `a` of elementwise_inplace, which it updates
**   in place. Copy an option's value if you need it later.
** - A result tensor's data may point into an operand's memory only for
**   broadcast_to and broadcast_arrays (views); the runner keeps the
**   operands alive until it has deleted every result.
** - A tensor the adapter returns (DLManagedTensor **result) is allocated by
**   the adapter. The runner reads it and then calls result->deleter(result)
**   exactly once (unless deleter is NULL); its data must stay valid until
**   then. A broadcast_to view may point into the source tensor's memory: the
**   runner keeps the source alive until it has deleted the view.
** - The table returned by promcast_adapter_open, its strings and its lists
**   belong to the adapter and must stay valid until close(state) is
**   called, which the runner does once, last. A table of another major
**   version is never closed (the runner cannot know where its close is).
** - call->message and request->message are never NULL; their sizes are at
**   least PROMCAST_MESSAGE_MIN_SIZE.
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
** The major version changes when the table's layout, a struct's layout or a
** function's meaning changes; the runner refuses an adapter of another
** major version with a message that says how to port it. The minor version
** grows when functions are appended to the end of the table or op ids are
** added; the runner uses `size` to know which functions an older adapter
** has, and statuses may be added. The entry's signature (one pointer to a
** request that carries its own version and size) does not change between
** versions.
** - 2.1 added PROMCAST_STATUS_INVALID_VALUE (the library refuses an
**   operand's value); a 2.0 adapter never returns it and loads unchanged.
** - 2.2 appended array_function (the functions of several arrays, op ids
**   200..206), PROMCAST_VALUE_NONE, and the statuses
**   PROMCAST_STATUS_INVALID_AXIS and PROMCAST_STATUS_INVALID_RANK; a 2.0 or
**   2.1 table is shorter (`size`) and lists none of those ops.
**
** FROM ABI 1 TO ABI 2 (docs/adapters.md, "Porting an adapter from ABI 1")
** - The entry promcast_adapter_entry(message, size) became
**   promcast_adapter_open(request): options and the message buffer arrive
**   in the request.
** - The 32-bit dtype mask became a list of DLDataTypes (`dtypes`,
**   `dtype_count`), the 64-bit op mask a list of op ids (`ops`,
**   `op_count`); the in-place ops are ids with PROMCAST_OP_INPLACE set.
** - binary(op, a, b) and binary_inplace(op, a, b) became elementwise and
**   elementwise_inplace, whose operands are promcast_values (an array or a
**   scalar); ABI 1's PROMCAST_OP_TRUE_DIVIDE is PROMCAST_OP_DIVIDE, the
**   Array API's name, which the case format's op divide now has too.
** - promcast_operand's scalar fields moved into a promcast_scalar.
*/
#ifndef PROMCAST_ADAPTER_H
#define PROMCAST_ADAPTER_H

#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PROMCAST_ADAPTER_ABI_MAJOR 2
#define PROMCAST_ADAPTER_ABI_MINOR 2

/* The name of the one symbol an adapter exports. */
#define PROMCAST_ADAPTER_OPEN_SYMBOL "promcast_adapter_open"
/* The symbol of ABI 1, which the runner recognises only to refuse it. */
#define PROMCAST_ADAPTER_ABI_1_SYMBOL "promcast_adapter_entry"

/* DLPack type codes that DLPack 0.6's header lacks (values of DLPack 1.1). */
#define PROMCAST_DL_BOOL 6
#define PROMCAST_DL_FLOAT8_E4M3FN 10
#define PROMCAST_DL_FLOAT8_E5M2 12

/* Limits. */
#define PROMCAST_MAX_RANK 64              /* dimensions of a shape result */
#define PROMCAST_MESSAGE_MIN_SIZE 256     /* bytes of every message buffer */

/* Statuses. 1..13 are the case format's error kinds, by name. */
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
    PROMCAST_STATUS_INVALID_VALUE = 11,    /* since 2.1 */
    PROMCAST_STATUS_INVALID_AXIS = 12,     /* since 2.2: an axis outside the operand's dimensions */
    PROMCAST_STATUS_INVALID_RANK = 13,     /* since 2.2: a rank the function does not take (matmul of 0-d) */
    PROMCAST_STATUS_UNSUPPORTED = 100,     /* the adapter cannot run this case */
    PROMCAST_STATUS_INTERNAL_ERROR = 101   /* the adapter itself failed */
} promcast_status;

/* Which table function an op is called through. */
typedef enum promcast_call_form {
    PROMCAST_FORM_BROADCAST_SHAPES,
    PROMCAST_FORM_BROADCAST_TO,
    PROMCAST_FORM_INPLACE_BROADCAST,
    PROMCAST_FORM_XLA_BROADCAST,
    PROMCAST_FORM_PROMOTE_TYPES,
    PROMCAST_FORM_RESULT_TYPE,
    PROMCAST_FORM_CAN_CAST,
    PROMCAST_FORM_SUM_TO_SHAPE,
    PROMCAST_FORM_ELEMENTWISE,   /* elementwise, or elementwise_inplace for an in-place id */
    PROMCAST_FORM_ARRAY_FUNCTION /* array_function (since 2.2) */
} promcast_call_form;

/* Every op: X(ENUM SUFFIX, id, name, call form). The element-wise
** functions carry the Array API standard's names ("Element-wise
** Functions", https://data-apis.org/array-api/latest/API_specification/elementwise_functions.html);
** an adapter maps them to its library's own. */
#define PROMCAST_OPS(X)                                                          \
    X(BROADCAST_SHAPES, 1, "broadcast_shapes", PROMCAST_FORM_BROADCAST_SHAPES)   \
    X(BROADCAST_TO, 2, "broadcast_to", PROMCAST_FORM_BROADCAST_TO)               \
    X(INPLACE_BROADCAST, 3, "inplace_broadcast", PROMCAST_FORM_INPLACE_BROADCAST) \
    X(XLA_BROADCAST, 4, "xla_broadcast", PROMCAST_FORM_XLA_BROADCAST)            \
    X(PROMOTE_TYPES, 5, "promote_types", PROMCAST_FORM_PROMOTE_TYPES)            \
    X(RESULT_TYPE, 6, "result_type", PROMCAST_FORM_RESULT_TYPE)                  \
    X(CAN_CAST, 7, "can_cast", PROMCAST_FORM_CAN_CAST)                           \
    X(SUM_TO_SHAPE, 8, "sum_to_shape", PROMCAST_FORM_SUM_TO_SHAPE)               \
    X(ADD, 100, "add", PROMCAST_FORM_ELEMENTWISE)                                \
    X(SUBTRACT, 101, "subtract", PROMCAST_FORM_ELEMENTWISE)                      \
    X(MULTIPLY, 102, "multiply", PROMCAST_FORM_ELEMENTWISE)                      \
    X(DIVIDE, 103, "divide", PROMCAST_FORM_ELEMENTWISE)                          \
    X(FLOOR_DIVIDE, 104, "floor_divide", PROMCAST_FORM_ELEMENTWISE)              \
    X(REMAINDER, 105, "remainder", PROMCAST_FORM_ELEMENTWISE)                    \
    X(POW, 106, "pow", PROMCAST_FORM_ELEMENTWISE)                                \
    X(ATAN2, 107, "atan2", PROMCAST_FORM_ELEMENTWISE)                            \
    X(HYPOT, 108, "hypot", PROMCAST_FORM_ELEMENTWISE)                            \
    X(COPYSIGN, 109, "copysign", PROMCAST_FORM_ELEMENTWISE)                      \
    X(NEXTAFTER, 110, "nextafter", PROMCAST_FORM_ELEMENTWISE)                    \
    X(LOGADDEXP, 111, "logaddexp", PROMCAST_FORM_ELEMENTWISE)                    \
    X(MAXIMUM, 112, "maximum", PROMCAST_FORM_ELEMENTWISE)                        \
    X(MINIMUM, 113, "minimum", PROMCAST_FORM_ELEMENTWISE)                        \
    X(BITWISE_AND, 114, "bitwise_and", PROMCAST_FORM_ELEMENTWISE)                \
    X(BITWISE_OR, 115, "bitwise_or", PROMCAST_FORM_ELEMENTWISE)                  \
    X(BITWISE_XOR, 116, "bitwise_xor", PROMCAST_FORM_ELEMENTWISE)                \
    X(BITWISE_LEFT_SHIFT, 117, "bitwise_left_shift", PROMCAST_FORM_ELEMENTWISE)  \
    X(BITWISE_RIGHT_SHIFT, 118, "bitwise_right_shift", PROMCAST_FORM_ELEMENTWISE) \
    X(LOGICAL_AND, 119, "logical_and", PROMCAST_FORM_ELEMENTWISE)                \
    X(LOGICAL_OR, 120, "logical_or", PROMCAST_FORM_ELEMENTWISE)                  \
    X(LOGICAL_XOR, 121, "logical_xor", PROMCAST_FORM_ELEMENTWISE)                \
    X(EQUAL, 122, "equal", PROMCAST_FORM_ELEMENTWISE)                            \
    X(NOT_EQUAL, 123, "not_equal", PROMCAST_FORM_ELEMENTWISE)                    \
    X(LESS, 124, "less", PROMCAST_FORM_ELEMENTWISE)                              \
    X(LESS_EQUAL, 125, "less_equal", PROMCAST_FORM_ELEMENTWISE)                  \
    X(GREATER, 126, "greater", PROMCAST_FORM_ELEMENTWISE)                        \
    X(GREATER_EQUAL, 127, "greater_equal", PROMCAST_FORM_ELEMENTWISE)            \
    X(WHERE, 200, "where", PROMCAST_FORM_ARRAY_FUNCTION)                         \
    X(CLIP, 201, "clip", PROMCAST_FORM_ARRAY_FUNCTION)                           \
    X(MATMUL, 202, "matmul", PROMCAST_FORM_ARRAY_FUNCTION)                       \
    X(VECDOT, 203, "vecdot", PROMCAST_FORM_ARRAY_FUNCTION)                       \
    X(CONCAT, 204, "concat", PROMCAST_FORM_ARRAY_FUNCTION)                       \
    X(STACK, 205, "stack", PROMCAST_FORM_ARRAY_FUNCTION)                         \
    X(BROADCAST_ARRAYS, 206, "broadcast_arrays", PROMCAST_FORM_ARRAY_FUNCTION)

typedef enum promcast_op {
#define PROMCAST_OP_ENUM_(SUFFIX, ID, NAME, FORM) PROMCAST_OP_##SUFFIX = ID,
    PROMCAST_OPS(PROMCAST_OP_ENUM_)
#undef PROMCAST_OP_ENUM_
    PROMCAST_OP_INPLACE = 0x10000   /* flag: the in-place form of an element-wise op */
} promcast_op;

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

typedef enum promcast_scalar_kind {
    PROMCAST_SCALAR_BOOL = 0,
    PROMCAST_SCALAR_INT = 1,
    PROMCAST_SCALAR_FLOAT = 2,
    PROMCAST_SCALAR_COMPLEX = 3
} promcast_scalar_kind;

/* A Python-style scalar. */
typedef struct promcast_scalar {
    int32_t kind;         /* promcast_scalar_kind */
    int32_t has_value;    /* 1 if the value is given (always, in element-wise calls) */
    /* An int's value as decimal text of any size ("300",
    ** "-18446744073709551616"); a bool's, "True" or "False" (Python's
    ** spelling). NULL for floats and complex numbers. */
    const char *text;
    double real;          /* a float's value, a complex's real part; an int's or a bool's, rounded */
    double imag;          /* a complex's imaginary part */
} promcast_scalar;

/* result_type operands: the Python Array API's three categories. */
typedef enum promcast_operand_category {
    PROMCAST_OPERAND_DIMENSIONED = 0,  /* an array with at least one dimension */
    PROMCAST_OPERAND_ZERO_DIM = 1,     /* a 0-d array */
    PROMCAST_OPERAND_SCALAR = 2        /* a Python scalar */
} promcast_operand_category;

typedef struct promcast_operand {
    int32_t category;        /* promcast_operand_category */
    DLDataType dtype;        /* arrays */
    promcast_scalar scalar;  /* scalars (has_value 0 when the case gives none) */
} promcast_operand;

/* An element-wise operand: an array or a scalar. */
typedef enum promcast_value_kind {
    PROMCAST_VALUE_ARRAY = 0,
    PROMCAST_VALUE_SCALAR = 1,
    PROMCAST_VALUE_NONE = 2      /* since 2.2: an optional operand left out (Python's None) */
} promcast_value_kind;

typedef struct promcast_value {
    int32_t kind;            /* promcast_value_kind */
    const DLTensor *array;   /* PROMCAST_VALUE_ARRAY: any rank; NULL for scalars */
    promcast_scalar scalar;  /* PROMCAST_VALUE_SCALAR */
} promcast_value;

/* The axis argument of a function of several arrays (since 2.2). */
typedef enum promcast_axis_kind {
    PROMCAST_AXIS_DEFAULT = 0,   /* not passed: the function's default */
    PROMCAST_AXIS_NONE = 1,      /* axis=None (concat: flatten first) */
    PROMCAST_AXIS_GIVEN = 2      /* the integer in axis */
} promcast_axis_kind;

/* The arguments of array_function (since 2.2). */
typedef struct promcast_arguments {
    int32_t count;                /* values */
    const promcast_value *values;  /* in the function's order; NULL when count is 0 */
    int32_t axis_kind;            /* promcast_axis_kind */
    int64_t axis;                 /* PROMCAST_AXIS_GIVEN */
} promcast_arguments;

/* What every call gets besides its operands. */
typedef struct promcast_call {
    /* The library's default float dtype for this case (torch's
    ** get_default_dtype): float16, bfloat16, float32 or float64. */
    DLDataType default_float;
    int32_t x64;          /* JAX's jax_enable_x64, for the jax profile */
    char *message;        /* the adapter may explain its status here */
    size_t message_size;
} promcast_call;

/* An option, `--adapter-option KEY=VALUE`: key is non-empty and has no '='. */
typedef struct promcast_adapter_option {
    const char *key;
    const char *value;
} promcast_adapter_option;

/* What promcast_adapter_open receives. */
typedef struct promcast_adapter_request {
    uint16_t abi_major;          /* the runner's PROMCAST_ADAPTER_ABI_MAJOR */
    uint16_t abi_minor;          /* the runner's PROMCAST_ADAPTER_ABI_MINOR */
    uint32_t size;               /* sizeof(promcast_adapter_request), the runner's */
    int32_t option_count;
    const promcast_adapter_option *options;  /* in the order given; keys may repeat */
    char *message;               /* why open failed, when it returns NULL */
    size_t message_size;
} promcast_adapter_request;

typedef struct promcast_adapter {
    uint16_t abi_major;          /* PROMCAST_ADAPTER_ABI_MAJOR */
    uint16_t abi_minor;          /* PROMCAST_ADAPTER_ABI_MINOR */
    uint32_t size;               /* sizeof(promcast_adapter) */
    const char *name;            /* the adapter's name: "numpy" */
    const char *library;         /* the library under test: "NumPy" */
    const char *library_version; /* its version: "1.24.2" */
    const char *profile;         /* the profile it claims: "torch", "numpy", ... */
    const DLDataType *dtypes;    /* the dtypes the library has */
    int32_t dtype_count;
    const int32_t *ops;          /* the op ids it implements (promcast_op) */
    int32_t op_count;
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
    /* The gradient summed down to target (PyTorch's "Broadcasting semantics",
    ** backward pass: a broadcast operand's gradient is summed back). */
    int32_t (*sum_to_shape)(void *state, const promcast_call *call, const DLTensor *gradient,
                            promcast_shape target, DLManagedTensor **result);
    /* a (op) b for an element-wise op id (no PROMCAST_OP_INPLACE); a new
    ** tensor. At least one of a and b is an array. */
    int32_t (*elementwise)(void *state, const promcast_call *call, int32_t op,
                           const promcast_value *a, const promcast_value *b,
                           DLManagedTensor **result);
    /* a (op)= b for an element-wise op id (the out-of-place id, without
    ** PROMCAST_OP_INPLACE): writes the result into a's memory. */
    int32_t (*elementwise_inplace)(void *state, const promcast_call *call, int32_t op,
                                   DLTensor *a, const promcast_value *b);
    /* Releases state; called once, after the last call. May be NULL. */
    void (*close)(void *state);

    /* ---- Since 2.2 (the runner reads it only when `size` covers it). ---- */
    /* A function of several arrays, op ids 200..206 (FUNCTIONS OF SEVERAL
    ** ARRAYS above): results has room for `capacity` tensors (1, or the
    ** operand count for broadcast_arrays); on PROMCAST_STATUS_OK the
    ** adapter has written *result_count of them. */
    int32_t (*array_function)(void *state, const promcast_call *call, int32_t op,
                              const promcast_arguments *arguments, int32_t capacity,
                              DLManagedTensor **results, int32_t *result_count);
} promcast_adapter;

/* The entry point. Returns the table, or NULL when the library cannot be
** initialised or an option is refused, with the reason in
** request->message. Called once per process. */
typedef const promcast_adapter *(*promcast_adapter_open_function)(
    const promcast_adapter_request *request);

#if defined(_WIN32)
#define PROMCAST_ADAPTER_EXPORT __declspec(dllexport)
#else
#define PROMCAST_ADAPTER_EXPORT __attribute__((visibility("default")))
#endif

/* The one function an adapter defines and exports (its prototype, so
** adapters build cleanly with -Wmissing-prototypes). */
PROMCAST_ADAPTER_EXPORT const promcast_adapter *promcast_adapter_open(
    const promcast_adapter_request *request);

/* ---- Helpers (static inline: nothing to link). ---- */

/* The name of an op id ("add", "add_inplace" needs the caller to append),
** or NULL for an id this header does not know. */
static inline const char *promcast_op_name(int32_t op) {
    switch (op & ~(int32_t)PROMCAST_OP_INPLACE) {
#define PROMCAST_OP_NAME_(SUFFIX, ID, NAME, FORM) case ID: return NAME;
        PROMCAST_OPS(PROMCAST_OP_NAME_)
#undef PROMCAST_OP_NAME_
    default: return NULL;
    }
}

/* The id of the op named `name` ("add", "add_inplace" with
** PROMCAST_OP_INPLACE, "result_type"), or -1 for a name this header does
** not know: the ABI's names are the case format's. */
static inline int32_t promcast_op_id(const char *name) {
    static const char inplace[] = "_inplace";
    size_t length = strlen(name), suffix = sizeof inplace - 1;
    int32_t flag = 0;
    if (length > suffix && strcmp(name + length - suffix, inplace) == 0) {
        length -= suffix;
        flag = PROMCAST_OP_INPLACE;
    }
#define PROMCAST_OP_ID_(SUFFIX, ID, NAME, FORM)                                  \
    if (length == sizeof NAME - 1 && strncmp(name, NAME, length) == 0)          \
        return (FORM == PROMCAST_FORM_ELEMENTWISE || !flag) ? (ID | flag) : -1;
    PROMCAST_OPS(PROMCAST_OP_ID_)
#undef PROMCAST_OP_ID_
    return -1;
}

/* The call form of an op id, or -1 for an id this header does not know or
** an in-place flag on an op that is not element-wise. */
static inline int promcast_op_form(int32_t op) {
    int inplace = (op & PROMCAST_OP_INPLACE) != 0;
    int form = -1;
    switch (op & ~(int32_t)PROMCAST_OP_INPLACE) {
#define PROMCAST_OP_FORM_(SUFFIX, ID, NAME, FORM) case ID: form = FORM; break;
        PROMCAST_OPS(PROMCAST_OP_FORM_)
#undef PROMCAST_OP_FORM_
    default: return -1;
    }
    return inplace && form != PROMCAST_FORM_ELEMENTWISE ? -1 : form;
}

/* Whether `adapter` lists `op` (linear: the runner keeps its own index). */
static inline int promcast_adapter_lists_op(const promcast_adapter *adapter, int32_t op) {
    for (int32_t i = 0; i < adapter->op_count; i++)
        if (adapter->ops[i] == op) return 1;
    return 0;
}

/* Whether the table has the function that op id `op` is called through
** (0 for an id this header does not know). The runner refuses a table that
** lists an op without it. */
static inline int promcast_adapter_has_function(const promcast_adapter *table, int32_t op) {
    switch (promcast_op_form(op)) {
    case PROMCAST_FORM_BROADCAST_SHAPES: return table->broadcast_shapes != NULL;
    case PROMCAST_FORM_BROADCAST_TO: return table->broadcast_to != NULL;
    case PROMCAST_FORM_INPLACE_BROADCAST: return table->inplace_broadcast != NULL;
    case PROMCAST_FORM_XLA_BROADCAST: return table->xla_broadcast != NULL;
    case PROMCAST_FORM_PROMOTE_TYPES: return table->promote_types != NULL;
    case PROMCAST_FORM_RESULT_TYPE: return table->result_type != NULL;
    case PROMCAST_FORM_CAN_CAST: return table->can_cast != NULL;
    case PROMCAST_FORM_SUM_TO_SHAPE: return table->sum_to_shape != NULL;
    case PROMCAST_FORM_ELEMENTWISE:
        return (op & PROMCAST_OP_INPLACE) ? table->elementwise_inplace != NULL
                                          : table->elementwise != NULL;
    case PROMCAST_FORM_ARRAY_FUNCTION:
        return table->size >= offsetof(promcast_adapter, array_function) +
                                  sizeof table->array_function &&
               table->array_function != NULL;
    default: return 0;
    }
}

/* An array operand over `array` (the runner's calls; an adapter's tests). */
static inline promcast_value promcast_array_value(const DLTensor *array) {
    promcast_value value;
    memset(&value, 0, sizeof value);
    value.kind = PROMCAST_VALUE_ARRAY;
    value.array = array;
    return value;
}

/* An int scalar's value as an int64_t, for libraries whose scalars are
** 64-bit (a C++ int64_t, a c10::Scalar): 0 with *value set; -1 when the
** text is not Python's decimal spelling (an optional '-', then digits);
** 1 when the int lies outside int64 (Python's ints are unbounded). */
static inline int promcast_scalar_int64(const promcast_scalar *scalar, int64_t *value) {
    const char *digit = scalar->text;
    if (digit == NULL) return -1;
    int negative = *digit == '-';
    digit += negative;
    if (*digit == '\0') return -1;
    /* Accumulated negatively: int64's range reaches one further below 0. */
    int64_t total = 0;
    int outside = 0;
    for (; *digit; digit++) {
        if (*digit < '0' || *digit > '9') return -1;
        int d = *digit - '0';
        if (total < (INT64_MIN + d) / 10) outside = 1;
        else total = total * 10 - d;
    }
    if (outside || (!negative && total == INT64_MIN)) return 1;
    *value = negative ? total : -total;
    return 0;
}

/* The value of option `key` (the last one given), or NULL. */
static inline const char *promcast_adapter_option_value(const promcast_adapter_request *request,
                                                       const char *key) {
    const char *value = NULL;
    for (int32_t i = 0; i < request->option_count; i++)
        if (strcmp(request->options[i].key, key) == 0) value = request->options[i].value;
    return value;
}

/* Refuses options outside `known` (count names): returns 1 when every
** option's key is known, else 0 with "unknown option 'KEY' (this adapter
** takes: a, b)" in request->message. An adapter's open calls it first. */
static inline int promcast_adapter_check_options(const promcast_adapter_request *request,
                                                 const char *const *known, int count) {
    for (int32_t i = 0; i < request->option_count; i++) {
        int found = 0;
        for (int k = 0; k < count && !found; k++)
            found = strcmp(request->options[i].key, known[k]) == 0;
        if (found) continue;
        int used = snprintf(request->message, request->message_size,
                            "unknown option '%s' (this adapter takes %s", request->options[i].key,
                            count ? "" : "no options");
        for (int k = 0; k < count && used >= 0 && (size_t)used < request->message_size; k++)
            used += snprintf(request->message + used, request->message_size - (size_t)used,
                             "%s%s", k ? ", " : "", known[k]);
        if (used >= 0 && (size_t)used < request->message_size)
            snprintf(request->message + used, request->message_size - (size_t)used, ")");
        return 0;
    }
    return 1;
}

#ifdef __cplusplus
}
#endif
#endif
