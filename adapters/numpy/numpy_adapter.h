/*
** numpy_adapter.h: the NumPy adapter's state and table.
**
** One source, two adapters (adapters/numpy/CMakeLists.txt): NumPy 1.24 in
** its default promotion state, "legacy" (value-based casting of Python
** scalars and 0-d arrays), and in "weak", NEP 50's rules
** (np._set_promotion_state; docs/profiles/numpy.md). Both claim the numpy
** profile: the weak one should pass it, the legacy one shows where NumPy
** 1.x's default differs.
**
** The state is one allocation: the table the entry returns (its first
** member, so the runner's table pointer is the state's), the numpy
** functions every op calls, and the strings and lists the table points to
** (adapter.h, OWNERSHIP: they live until close). NumPy's
** promotion state is process-wide: two NumPy adapters open at once in one
** process would share it (the runner loads one adapter per process).
*/
#ifndef PROMCAST_NUMPY_ADAPTER_H
#define PROMCAST_NUMPY_ADAPTER_H

#include "numpy_api.h"

#include <stddef.h>

#include "numpy_dtype_map.h"
#include "numpy_function_names.h"
#include "numpy_ufunc_names.h"
#include "promcast/adapter.h"

/* The ops claimed: six of the eight shape and dtype ops (not
** xla_broadcast or sum_to_shape: NumPy has neither), every element-wise
** op in both forms, and six of the seven functions of several arrays (not
** vecdot: numpy_function_names.h). */
#define NUMPY_OP_COUNT (6 + 2 * NUMPY_UFUNC_COUNT + NUMPY_FUNCTION_COUNT)

typedef struct numpy_adapter {
    promcast_adapter table;  /* first: &adapter->table == adapter */
    PyObject *numpy;         /* the module */
    PyObject *broadcast_shapes;
    PyObject *broadcast_to;
    PyObject *promote_types;
    PyObject *result_type;
    PyObject *can_cast;
    PyObject *zeros;
    /* np.add ... np.greater_equal, indexed as numpy_ufunc_names.h. */
    PyObject *ufuncs[NUMPY_UFUNC_COUNT];
    /* np.where ... np.broadcast_arrays, indexed as numpy_function_names.h. */
    PyObject *functions[NUMPY_FUNCTION_COUNT];
    char name[32];
    char library_version[32];
    DLDataType dtypes[NUMPY_DTYPE_COUNT];
    int32_t ops[NUMPY_OP_COUNT];
} numpy_adapter;

/* Starts Python and NumPy in `promotion_state` ("legacy" or "weak") and
** returns the adapter named `name`, or NULL with one line in `message`. */
numpy_adapter *numpy_adapter_open(const char *name, const char *promotion_state, char *message,
                                  size_t message_size);

/* The table's close: releases the state (the interpreter keeps running;
** numpy_runtime.h says why). */
void numpy_adapter_close(void *state);

#endif
