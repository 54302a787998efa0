/*
** numpy_function_names.h: which NumPy function each function of several
** arrays of the ABI is, and how it is called (adapter.h, FUNCTIONS OF
** SEVERAL ARRAYS).
**
** NumPy 1.24 has five of the seven under a name of its own or the
** standard's: where is np.where, clip np.clip, matmul np.matmul, concat
** np.concatenate, stack np.stack, broadcast_arrays np.broadcast_arrays
** (https://numpy.org/doc/1.24/reference/routines.html). vecdot is not
** here: NumPy has it from 2.0 (np.vecdot, a gufunc; the 2.0.0 release
** notes, "numpy.vecdot"), and 1.24's only vecdot, numpy.array_api.linalg
** .vecdot, is the strict Array API namespace's composition of matmul over
** its own Array class and promotion table, which does not conjugate
** complex x1: not what NumPy does, so the op is not claimed.
**
** The table says, for each, how the runner's values become NumPy's
** arguments, whether the axis is passed, and what NumPy returns, so that
** numpy_functions.c calls every one the same way.
*/
#ifndef PROMCAST_NUMPY_FUNCTION_NAMES_H
#define PROMCAST_NUMPY_FUNCTION_NAMES_H

#include <stdint.h>

#define NUMPY_FUNCTION_COUNT 6

/* How the values are passed. */
typedef enum numpy_function_operands {
    /* f(v0, v1, ...): a fixed number, arrays or Python scalars, and None
    ** for PROMCAST_VALUE_NONE (np.where(c, x, y), np.clip(x, lo, hi)). */
    NUMPY_OPERANDS_POSITIONAL = 0,
    /* f([a0, a1, ...]): one list of any number of arrays (np.concatenate,
    ** np.stack). */
    NUMPY_OPERANDS_LIST = 1,
    /* f(a0, a1, ...): any number of arrays (np.broadcast_arrays(*args)). */
    NUMPY_OPERANDS_STARRED = 2
} numpy_function_operands;

/* What NumPy returns. */
typedef enum numpy_function_result {
    NUMPY_RESULT_ARRAY = 0,  /* one array (or a NumPy scalar, a 0-d answer) */
    NUMPY_RESULT_VIEWS = 1   /* a sequence of views, one per operand */
} numpy_function_result;

typedef struct numpy_function_name {
    int32_t op;                         /* promcast_op, 200 .. 206 */
    const char *name;                   /* the attribute of the numpy module */
    numpy_function_operands operands;
    int32_t arity;                      /* NUMPY_OPERANDS_POSITIONAL: the value count */
    const char *roles[3];               /* the positional values' names, for messages */
    int takes_axis;                     /* passes axis= (a GIVEN axis, or None) */
    numpy_function_result result;
} numpy_function_name;

/* The function number `index` (0 .. NUMPY_FUNCTION_COUNT - 1). */
const numpy_function_name *numpy_function_name_at(int index);

/* The index of op `op`, or -1 when it is none of them. */
int numpy_function_index(int32_t op);

#endif
