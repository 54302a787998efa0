/*
** array_api_adapter.h: the adapter of any Python Array API namespace
** (README.md): its state, filled once at open, and its functions.
**
** Everything a call needs is looked up at open into tables indexed by op
** and by dtype, so that the success path of a call makes no attribute
** lookup by name and formats no text: the namespace's functions, its dtype
** objects, arrays of each dtype for result_type, the operator of each
** element-wise op.
*/
#ifndef PROMCAST_ARRAY_API_ADAPTER_H
#define PROMCAST_ARRAY_API_ADAPTER_H

#include "python_embed.h"

#include <stddef.h>

#include "array_api_tables.h"
#include "promcast/adapter.h"

/* A dtype of the standard as the namespace has it. */
typedef struct array_api_dtype {
    PyObject *object;    /* xp.<name>; NULL when the namespace lacks it */
    PyObject *zero_dim;  /* xp.zeros((), dtype=...): result_type's 0-d operand */
    PyObject *one_dim;   /* xp.zeros((1,), dtype=...): a dimensioned operand */
    int dlpack_in;       /* xp.from_dlpack takes it (else the buffer fallback) */
    int dlpack_out;      /* the namespace's __dlpack__ exports it */
} array_api_dtype;

/* The functions of the namespace the adapter makes arrays with, besides the ops'. */
typedef enum array_api_maker {
    ARRAY_API_FROM_DLPACK,
    ARRAY_API_ASARRAY,
    ARRAY_API_ASTYPE,
    ARRAY_API_ZEROS,
    ARRAY_API_MAKER_COUNT
} array_api_maker;

#define ARRAY_API_OP_MAX (2 * ARRAY_API_OP_COUNT + 8)

typedef struct array_api_adapter {
    promcast_adapter table;
    PyObject *module;                        /* the imported module */
    PyObject *namespace_;                    /* its namespace, xp */
    PyObject *source_type;                   /* array_api_dlpack.c's exporter */
    PyObject *dlpack_name;                   /* "__dlpack__", interned */
    PyObject *dtype_name;                    /* "dtype", interned */
    PyObject *array_name;                    /* "__array__", interned */
    PyObject *axis_keyword;                  /* ("axis",): vectorcall's keyword names */
    PyObject *dtype_keyword;                 /* ("dtype",) */
    PyObject *copy_keyword;                  /* ("copy",) */
    PyObject *makers[ARRAY_API_MAKER_COUNT];
    PyObject *functions[ARRAY_API_OP_COUNT];   /* by op index; NULL when absent */
    array_api_dtype dtypes[ARRAY_API_DTYPE_COUNT];
    int every_dtype_out;                     /* __dlpack__ exports every dtype it has */
    int bool_index;                          /* the bool row of the dtype table */
    int uint8_index;
    DLDataType claimed_dtypes[ARRAY_API_DTYPE_COUNT];
    int32_t ops[ARRAY_API_OP_MAX];
    char version[32];                        /* __array_api_version__, or "" */
    char profile[32];
    char library[256];
    char library_version[512];
    char default_dtypes[160];                /* default_dtypes(), for the library text */
} array_api_adapter;

/* array_api_discovery.c: opens the namespace `module_name` after adding
** `path` (may be NULL) to sys.path. NULL with the reason in message. */
array_api_adapter *array_api_adapter_open(const char *module_name, const char *path,
                                          char *message, size_t message_size);
void array_api_adapter_close(void *state);

/* The table's functions. */
int32_t array_api_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                   const promcast_shape *shapes, promcast_shape_result *result);
int32_t array_api_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                               promcast_shape target, DLManagedTensor **view);
int32_t array_api_inplace_broadcast(void *state, const promcast_call *call,
                                    promcast_shape destination, promcast_shape source,
                                    int32_t *allowed);
int32_t array_api_promote_types(void *state, const promcast_call *call, DLDataType a,
                                DLDataType b, DLDataType *result);
int32_t array_api_result_type(void *state, const promcast_call *call, int32_t count,
                              const promcast_operand *operands, DLDataType *result);
int32_t array_api_can_cast(void *state, const promcast_call *call, DLDataType from,
                           DLDataType to, int32_t *allowed);
int32_t array_api_elementwise(void *state, const promcast_call *call, int32_t op,
                              const promcast_value *a, const promcast_value *b,
                              DLManagedTensor **result);
int32_t array_api_elementwise_inplace(void *state, const promcast_call *call, int32_t op,
                                      DLTensor *a, const promcast_value *b);
int32_t array_api_array_function(void *state, const promcast_call *call, int32_t op,
                                 const promcast_arguments *arguments, int32_t capacity,
                                 DLManagedTensor **results, int32_t *result_count);

/* Shared by the functions: a promcast_value as the Python object the
** namespace gets (an array over a copy of the tensor, a Python scalar,
** None). */
int32_t array_api_value_object(array_api_adapter *adapter, const promcast_call *call,
                               const promcast_value *value, const char *role, int group,
                               PyObject **object);

#endif
