/*
** numpy_runtime.c: starting the interpreter and NumPy (numpy_runtime.h).
**
** The one file that defines and fills NumPy's C API table (numpy_api.h).
*/
#define PROMCAST_NUMPY_DEFINES_ARRAY_API
#include "numpy_api.h"

#include "numpy_runtime.h"

#include <stdio.h>
#include <string.h>


#ifndef PROMCAST_NUMPY_PYTHON
#error "PROMCAST_NUMPY_PYTHON (the interpreter NumPy is installed for) must be defined"
#endif

/* Reports the pending Python exception as "<what>: Type: text". */
static PyObject *fail_with_exception(const char *what, char *message, size_t message_size) {
    char exception[400];
    python_exception_describe(exception, sizeof exception);
    snprintf(message, message_size, "%s: %s", what, exception);
    return NULL;
}

/* Calls module.name(argument) and drops the result; 1 on success. */
static int call_one(PyObject *module, const char *name, const char *argument) {
    PyObject *result = PyObject_CallMethod(module, name, "s", argument);
    Py_XDECREF(result);
    return result != NULL;
}

/* NumPy's warnings (RuntimeWarning "overflow encountered in cast",
** DeprecationWarning on out-of-bound Python ints, ...) would be printed on
** the worker's stderr; they do not change a result, so they are ignored:
** np.seterr(all='ignore') for floating-point errors (the default 'warn'
** computes the same values), and warnings.simplefilter('ignore'). */
static int silence_warnings(PyObject *numpy) {
    PyObject *warnings = PyImport_ImportModule("warnings");
    if (warnings == NULL) return 0;
    int done = call_one(warnings, "simplefilter", "ignore");
    Py_DECREF(warnings);
    if (!done) return 0;
    PyObject *seterr = PyObject_GetAttrString(numpy, "seterr");
    PyObject *arguments = PyTuple_New(0);
    PyObject *keywords = Py_BuildValue("{s:s}", "all", "ignore");
    PyObject *previous =
        seterr && arguments && keywords ? PyObject_Call(seterr, arguments, keywords) : NULL;
    Py_XDECREF(seterr);
    Py_XDECREF(arguments);
    Py_XDECREF(keywords);
    Py_XDECREF(previous);
    return previous != NULL;
}

/* Sets NumPy 1.24's promotion state (numpy/core/src/multiarray/
** convert_datatype.c, npy_promotion_state: "legacy", "weak",
** "weak_and_warn"; NPY_PROMOTION_STATE in the environment sets it at
** import, so the adapter sets it explicitly either way) and reads it back. */
static int set_promotion_state(PyObject *numpy, const char *state, char *message,
                               size_t message_size) {
    if (!call_one(numpy, "_set_promotion_state", state)) {
        fail_with_exception("cannot set NumPy's promotion state", message, message_size);
        return 0;
    }
    PyObject *now = PyObject_CallMethod(numpy, "_get_promotion_state", NULL);
    const char *text = now != NULL ? PyUnicode_AsUTF8(now) : NULL;
    int same = text != NULL && strcmp(text, state) == 0;
    if (text == NULL)
        fail_with_exception("cannot read NumPy's promotion state", message, message_size);
    else if (!same)
        snprintf(message, message_size, "NumPy's promotion state is '%s' after setting '%s'", text,
                 state);
    Py_XDECREF(now);
    return same;
}

PyObject *numpy_runtime_start(const char *promotion_state, char *message, size_t message_size) {
    if (!python_embed_start(PROMCAST_NUMPY_PYTHON, message, message_size)) return NULL;
    PyObject *numpy = PyImport_ImportModule("numpy");
    if (numpy == NULL)
        return fail_with_exception("cannot import numpy into " PROMCAST_NUMPY_PYTHON, message,
                                   message_size);
    if (_import_array() < 0) {
        Py_DECREF(numpy);
        return fail_with_exception("cannot load NumPy's C API", message, message_size);
    }
    if (!silence_warnings(numpy)) {
        Py_DECREF(numpy);
        return fail_with_exception("cannot silence NumPy's warnings", message, message_size);
    }
    if (!set_promotion_state(numpy, promotion_state, message, message_size)) {
        Py_DECREF(numpy);
        return NULL;
    }
    return numpy;
}
