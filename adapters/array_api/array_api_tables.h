/*
** array_api_tables.h: the standard's dtypes and the ops as the namespace
** is asked them, as data (array_api_tables.c).
*/
#ifndef PROMCAST_ARRAY_API_TABLES_H
#define PROMCAST_ARRAY_API_TABLES_H

#include "python_embed.h"

#include "promcast/adapter.h"

/* A dtype the standard names (or that a namespace may add: float16,
** bfloat16), its DLPack type and its buffer-protocol format (the struct
** module's characters, PEP 3118). */
typedef struct array_api_dtype_row {
    const char *name;
    DLDataType dl;
    const char *format;
} array_api_dtype_row;

#define ARRAY_API_DTYPE_COUNT 15
extern const array_api_dtype_row array_api_dtype_rows[ARRAY_API_DTYPE_COUNT];

/* The row of a DLPack dtype, or -1. */
int array_api_dtype_index(DLDataType dl);

/* How an op's arguments reach the namespace's function. */
typedef enum array_api_form {
    ARRAY_API_SHAPES,       /* broadcast_shapes(*shapes) */
    ARRAY_API_VIEW,         /* broadcast_to(x, shape) */
    ARRAY_API_INPLACE_SHAPES, /* `a += b` of zeros(shape, dtype=int8) */
    ARRAY_API_DTYPES,       /* result_type / can_cast of dtype objects */
    ARRAY_API_OPERANDS,     /* result_type(*operands) */
    ARRAY_API_ELEMENTWISE,  /* f(x1, x2), or its operator with a Python scalar */
    ARRAY_API_POSITIONAL,   /* f(v1, ..., vn): where, clip, matmul, vecdot */
    ARRAY_API_SEQUENCE,     /* f((x1, ..., xn), axis=...): concat, stack */
    ARRAY_API_STARRED       /* f(*arrays) -> views: broadcast_arrays */
} array_api_form;

/* Exception groups (array_api_errors.c): what an exception means can
** depend on the call it comes from. */
enum {
    ARRAY_API_IN_ELEMENTWISE = 1 << 0,
    ARRAY_API_IN_INPLACE = 1 << 1,
    ARRAY_API_IN_PROMOTION = 1 << 2,  /* result_type, promote_types */
    ARRAY_API_IN_CAN_CAST = 1 << 3,
    ARRAY_API_IN_SHAPES = 1 << 4,     /* broadcast_shapes, broadcast_to */
    ARRAY_API_IN_INPLACE_BROADCAST = 1 << 5,
    ARRAY_API_IN_FUNCTION = 1 << 6,   /* where, clip, matmul, vecdot, concat, stack, broadcast_arrays */
    ARRAY_API_IN_AXIS = 1 << 7,       /* a function called with an axis the case gives */
    ARRAY_API_IN_SCALAR_ARGUMENT = 1 << 8, /* a function (not an operator) given a Python scalar */
    ARRAY_API_IN_ANY = 0xfff
};

typedef PyObject *(*array_api_operator)(PyObject *, PyObject *);

typedef struct array_api_op_row {
    int32_t op;                    /* promcast_op */
    const char *function;          /* the namespace's function: the standard's name */
    array_api_form form;
    int group;                     /* ARRAY_API_IN_* of its calls */
    array_api_operator operator_;  /* `x1 OP x2` (element-wise ops that have one), else NULL */
    array_api_operator inplace;    /* `x1 OP= x2`, else NULL */
    const char *symbol;            /* "+", for messages */
    int arity;                     /* POSITIONAL: the values it takes */
    int takes_axis;                /* the axis is passed as axis= when the case gives one */
} array_api_op_row;

#define ARRAY_API_OP_COUNT 41
extern const array_api_op_row array_api_op_rows[ARRAY_API_OP_COUNT];

/* The row index of op id `op` (without PROMCAST_OP_INPLACE), or -1. */
int array_api_op_index(int32_t op);

#endif
