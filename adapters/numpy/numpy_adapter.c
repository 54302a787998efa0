/*
** numpy_adapter.c: the NumPy adapter's state and table (numpy_adapter.h).
*/
#include "numpy_api.h"

#include "numpy_adapter.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "numpy_dtype_map.h"
#include "numpy_errors.h"
#include "numpy_ops.h"
#include "numpy_runtime.h"

/* The shape and dtype ops NumPy has: every one but xla_broadcast and
** sum_to_shape. */
static const int32_t shape_and_dtype_ops[] = {
    PROMCAST_OP_BROADCAST_SHAPES, PROMCAST_OP_BROADCAST_TO,  PROMCAST_OP_INPLACE_BROADCAST,
    PROMCAST_OP_PROMOTE_TYPES,    PROMCAST_OP_RESULT_TYPE,   PROMCAST_OP_CAN_CAST,
};
_Static_assert(sizeof shape_and_dtype_ops / sizeof shape_and_dtype_ops[0] + 2 * NUMPY_UFUNC_COUNT +
                       NUMPY_FUNCTION_COUNT ==
                   NUMPY_OP_COUNT,
               "NUMPY_OP_COUNT must count the ops claimed");

/* Looks numpy.<name> up into *slot; 0 with the reason when it is missing. */
static int look_up(PyObject *numpy, const char *name, PyObject **slot, char *message,
                   size_t message_size) {
    *slot = PyObject_GetAttrString(numpy, name);
    if (*slot != NULL) return 1;
    char exception[300];
    numpy_error_describe(exception, sizeof exception);
    snprintf(message, message_size, "numpy.%s is missing: %s", name, exception);
    return 0;
}

static int look_up_functions(numpy_adapter *adapter, char *message, size_t message_size) {
    PyObject *numpy = adapter->numpy;
    int found =
        look_up(numpy, "broadcast_shapes", &adapter->broadcast_shapes, message, message_size) &&
        look_up(numpy, "broadcast_to", &adapter->broadcast_to, message, message_size) &&
        look_up(numpy, "promote_types", &adapter->promote_types, message, message_size) &&
        look_up(numpy, "result_type", &adapter->result_type, message, message_size) &&
        look_up(numpy, "can_cast", &adapter->can_cast, message, message_size) &&
        look_up(numpy, "zeros", &adapter->zeros, message, message_size);
    for (int i = 0; found && i < NUMPY_UFUNC_COUNT; i++)
        found = look_up(numpy, numpy_ufunc_name_at(i)->name, &adapter->ufuncs[i], message,
                        message_size);
    for (int i = 0; found && i < NUMPY_FUNCTION_COUNT; i++)
        found = look_up(numpy, numpy_function_name_at(i)->name, &adapter->functions[i], message,
                        message_size);
    return found;
}

/* numpy.__version__ into the table's library_version. */
static int read_version(numpy_adapter *adapter, char *message, size_t message_size) {
    PyObject *version = PyObject_GetAttrString(adapter->numpy, "__version__");
    const char *text = version != NULL ? PyUnicode_AsUTF8(version) : NULL;
    if (text != NULL)
        snprintf(adapter->library_version, sizeof adapter->library_version, "%s", text);
    else
        snprintf(message, message_size, "numpy.__version__ cannot be read");
    PyErr_Clear();
    Py_XDECREF(version);
    return text != NULL;
}

/* The op list: the shape and dtype ops, each element-wise op and its
** in-place form, then the functions of several arrays. */
static void fill_ops(numpy_adapter *adapter) {
    int count = 0;
    for (size_t i = 0; i < sizeof shape_and_dtype_ops / sizeof shape_and_dtype_ops[0]; i++)
        adapter->ops[count++] = shape_and_dtype_ops[i];
    for (int i = 0; i < NUMPY_UFUNC_COUNT; i++) {
        adapter->ops[count++] = numpy_ufunc_name_at(i)->op;
        adapter->ops[count++] = numpy_ufunc_name_at(i)->op | PROMCAST_OP_INPLACE;
    }
    for (int i = 0; i < NUMPY_FUNCTION_COUNT; i++)
        adapter->ops[count++] = numpy_function_name_at(i)->op;
}

static void fill_table(numpy_adapter *adapter) {
    numpy_dtype_list(adapter->dtypes);
    fill_ops(adapter);
    promcast_adapter *table = &adapter->table;
    table->abi_major = PROMCAST_ADAPTER_ABI_MAJOR;
    table->abi_minor = PROMCAST_ADAPTER_ABI_MINOR;
    table->size = sizeof(promcast_adapter);
    table->name = adapter->name;
    table->library = "NumPy";
    table->library_version = adapter->library_version;
    table->profile = "numpy";
    table->dtypes = adapter->dtypes;
    table->dtype_count = NUMPY_DTYPE_COUNT;
    table->ops = adapter->ops;
    table->op_count = NUMPY_OP_COUNT;
    table->state = adapter;
    table->broadcast_shapes = numpy_broadcast_shapes;
    table->broadcast_to = numpy_broadcast_to;
    table->inplace_broadcast = numpy_inplace_broadcast;
    table->promote_types = numpy_promote_types;
    table->result_type = numpy_result_type;
    table->can_cast = numpy_can_cast;
    table->elementwise = numpy_elementwise;
    table->elementwise_inplace = numpy_elementwise_inplace;
    table->close = numpy_adapter_close;
    table->array_function = numpy_array_function;
}

numpy_adapter *numpy_adapter_open(const char *name, const char *promotion_state, char *message,
                                  size_t message_size) {
    numpy_adapter *adapter = calloc(1, sizeof *adapter);
    if (adapter == NULL) {
        snprintf(message, message_size, "out of memory");
        return NULL;
    }
    snprintf(adapter->name, sizeof adapter->name, "%s", name);
    adapter->numpy = numpy_runtime_start(promotion_state, message, message_size);
    if (adapter->numpy == NULL || !look_up_functions(adapter, message, message_size) ||
        !read_version(adapter, message, message_size)) {
        numpy_adapter_close(adapter);
        return NULL;
    }
    fill_table(adapter);
    return adapter;
}

void numpy_adapter_close(void *state) {
    numpy_adapter *adapter = state;
    if (adapter == NULL) return;
    if (Py_IsInitialized()) {
        Py_XDECREF(adapter->numpy);
        Py_XDECREF(adapter->broadcast_shapes);
        Py_XDECREF(adapter->broadcast_to);
        Py_XDECREF(adapter->promote_types);
        Py_XDECREF(adapter->result_type);
        Py_XDECREF(adapter->can_cast);
        Py_XDECREF(adapter->zeros);
        for (int i = 0; i < NUMPY_UFUNC_COUNT; i++) Py_XDECREF(adapter->ufuncs[i]);
        for (int i = 0; i < NUMPY_FUNCTION_COUNT; i++) Py_XDECREF(adapter->functions[i]);
    }
    free(adapter);
}
