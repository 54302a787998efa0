/*
** numpy_runtime.c: starting the interpreter and NumPy (numpy_runtime.h).
**
** The one file that defines and fills NumPy's C API table (numpy_api.h).
*/
#define PROMCAST_NUMPY_DEFINES_ARRAY_API
#include "numpy_api.h"

#include "numpy_runtime.h"

#include <dlfcn.h>  /* dladdr, RTLD_NOLOAD: GNU, enabled by pyconfig.h's _GNU_SOURCE */
#include <stdio.h>
#include <string.h>

#include "numpy_errors.h"

#ifndef PROMCAST_NUMPY_PYTHON
#error "PROMCAST_NUMPY_PYTHON (the interpreter NumPy is installed for) must be defined"
#endif

/* Makes the symbols of the libpython this adapter is linked with global,
** for NumPy's extension modules (numpy_runtime.h). RTLD_NOLOAD: the
** library is already loaded, as this adapter's dependency; this only
** promotes it. The handle is kept on purpose: libpython stays loaded as
** long as the process, since its interpreter is never finalised. */
static int make_libpython_global(char *message, size_t message_size) {
    Dl_info library;
    void *function;
    PyStatus (*initialise)(const PyConfig *) = Py_InitializeFromConfig;
    memcpy(&function, &initialise, sizeof function);  /* function to object pointer, POSIX */
    if (dladdr(function, &library) == 0 || library.dli_fname == NULL) {
        snprintf(message, message_size, "cannot find which file libpython was loaded from");
        return 0;
    }
    if (dlopen(library.dli_fname, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD) == NULL) {
        const char *reason = dlerror();
        snprintf(message, message_size, "cannot make %s's symbols global: %s",
                 library.dli_fname, reason ? reason : "dlopen failed");
        return 0;
    }
    return 1;
}

/* Starts the interpreter as Debian's PROMCAST_NUMPY_PYTHON would be, but
** isolated from the environment (PYTHONPATH, PYTHONHOME, the user's site
** directory: a pyenv or virtualenv first in PATH changes nothing), without
** signal handlers (the runner's SIGKILL and the default SIGINT stay as
** they are) and without writing .pyc files into the system's directories. */
static int start_interpreter(char *message, size_t message_size) {
    PyConfig config;
    PyConfig_InitIsolatedConfig(&config);
    config.write_bytecode = 0;
    config.install_signal_handlers = 0;
    /* The program name decides where getpath looks for the standard
    ** library and so which site-packages NumPy is found in (Modules/getpath.py). */
    PyStatus status = PyConfig_SetBytesString(&config, &config.program_name, PROMCAST_NUMPY_PYTHON);
    if (!PyStatus_Exception(status)) status = Py_InitializeFromConfig(&config);
    PyConfig_Clear(&config);
    if (PyStatus_Exception(status)) {
        snprintf(message, message_size, "cannot start Python (%s): %s%s%s", PROMCAST_NUMPY_PYTHON,
                 status.func ? status.func : "", status.func ? ": " : "",
                 status.err_msg ? status.err_msg : "unknown error");
        return 0;
    }
    return 1;
}

/* Reports the pending Python exception as "<what>: Type: text". */
static PyObject *fail_with_exception(const char *what, char *message, size_t message_size) {
    char exception[400];
    numpy_error_describe(exception, sizeof exception);
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
    if (!make_libpython_global(message, message_size)) return NULL;
    if (Py_IsInitialized()) {
        /* The adapter was closed and loaded again in this process: the
        ** interpreter it started is still running, in this thread. */
        if (!PyGILState_Check()) {
            snprintf(message, message_size,
                     "Python is already running in this process and this thread does not hold "
                     "its GIL");
            return NULL;
        }
    } else if (!start_interpreter(message, message_size)) {
        return NULL;
    }
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
