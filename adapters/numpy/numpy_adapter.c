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

/* The ops NumPy has: every one but xla_broadcast and sum_to_shape. */
#define OP_BIT(op) (UINT64_C(1) << (op))
static const uint64_t numpy_ops =
    PROMCAST_ALL_OPS & ~OP_BIT(PROMCAST_OP_XLA_BROADCAST) & ~OP_BIT(PROMCAST_OP_SUM_TO_SHAPE);

/* The ufunc of each binary op, in adapter.h's order (add .. bitwise_and). */
static const char *const ufunc_names[PROMCAST_OP_INPLACE_OFFSET] = {
    "add", "subtract", "multiply", "true_divide", "maximum", "equal", "less", "bitwise_and",
};

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
    for (int i = 0; found && i < PROMCAST_OP_INPLACE_OFFSET; i++)
        found = look_up(numpy, ufunc_names[i], &adapter->ufuncs[i], message, message_size);
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

static void fill_table(numpy_adapter *adapter) {
    promcast_adapter *table = &adapter->table;
    table->abi_major = PROMCAST_ADAPTER_ABI_MAJOR;
    table->abi_minor = PROMCAST_ADAPTER_ABI_MINOR;
    table->size = sizeof(promcast_adapter);
    table->name = adapter->name;
    table->library = "NumPy";
    table->library_version = adapter->library_version;
    table->profile = "numpy";
    table->dtypes = numpy_dtype_mask();
    table->ops = numpy_ops;
    table->state = adapter;
    table->broadcast_shapes = numpy_broadcast_shapes;
    table->broadcast_to = numpy_broadcast_to;
    table->inplace_broadcast = numpy_inplace_broadcast;
    table->promote_types = numpy_promote_types;
    table->result_type = numpy_result_type;
    table->can_cast = numpy_can_cast;
    table->binary = numpy_binary;
    table->binary_inplace = numpy_binary_inplace;
    table->close = numpy_adapter_close;
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
        for (int i = 0; i < PROMCAST_OP_INPLACE_OFFSET; i++) Py_XDECREF(adapter->ufuncs[i]);
    }
    free(adapter);
}
