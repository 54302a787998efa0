/*
** python_embed.c: the embedded interpreter and its exceptions
** (python_embed.h).
*/
#include "python_embed.h"

#include <dlfcn.h> /* dladdr, RTLD_NOLOAD: GNU, enabled by pyconfig.h's _GNU_SOURCE */
#include <stdio.h>
#include <string.h>

/* Makes the symbols of the libpython this adapter is linked with global
** (python_embed.h). RTLD_NOLOAD: the library is already loaded, as the
** adapter's dependency; this only promotes it. The handle is kept on
** purpose: libpython stays loaded as long as the process, since its
** interpreter is never finalised. */
static int make_libpython_global(char *message, size_t message_size) {
    Dl_info library;
    void *function;
    PyStatus (*initialise)(const PyConfig *) = Py_InitializeFromConfig;
    memcpy(&function, &initialise, sizeof function); /* function to object pointer, POSIX */
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

/* Starts the interpreter as `program` would be, but isolated from the
** environment (PYTHONPATH, PYTHONHOME, the user's site directory: a pyenv
** or virtualenv first in PATH changes nothing), without signal handlers
** (the runner's SIGKILL and the default SIGINT stay as they are) and
** without writing .pyc files into the system's directories. The program
** name decides where getpath looks for the standard library and so which
** site-packages are searched (Modules/getpath.py). */
static int start_interpreter(const char *program, char *message, size_t message_size) {
    PyConfig config;
    PyConfig_InitIsolatedConfig(&config);
    config.write_bytecode = 0;
    config.install_signal_handlers = 0;
    PyStatus status = PyConfig_SetBytesString(&config, &config.program_name, program);
    if (!PyStatus_Exception(status)) status = Py_InitializeFromConfig(&config);
    PyConfig_Clear(&config);
    if (PyStatus_Exception(status)) {
        snprintf(message, message_size, "cannot start Python (%s): %s%s%s", program,
                 status.func ? status.func : "", status.func ? ": " : "",
                 status.err_msg ? status.err_msg : "unknown error");
        return 0;
    }
    return 1;
}

int python_embed_start(const char *program, char *message, size_t message_size) {
    if (!make_libpython_global(message, message_size)) return 0;
    if (!Py_IsInitialized()) return start_interpreter(program, message, message_size);
    /* An adapter was closed and loaded again in this process: the
    ** interpreter it started is still running, in this thread. */
    if (PyGILState_Check()) return 1;
    snprintf(message, message_size,
             "Python is already running in this process and this thread does not hold its GIL");
    return 0;
}

void python_exception_take(python_exception *exception) {
    memset(exception, 0, sizeof *exception);
    exception->utf8 = "";
    PyObject *traceback = NULL;
    PyErr_Fetch(&exception->type, &exception->value, &traceback);
    if (exception->type == NULL) return;
    PyErr_NormalizeException(&exception->type, &exception->value, &traceback);
    Py_XDECREF(traceback);
    const char *name =
        PyExceptionClass_Check(exception->type) ? PyExceptionClass_Name(exception->type) : "?";
    /* "numpy.core._exceptions._UFuncNoLoopError" -> "_UFuncNoLoopError" */
    const char *last_dot = strrchr(name, '.');
    exception->name = last_dot ? last_dot + 1 : name;
    exception->text = exception->value != NULL ? PyObject_Str(exception->value) : NULL;
    const char *utf8 = exception->text != NULL ? PyUnicode_AsUTF8(exception->text) : NULL;
    if (utf8 == NULL) PyErr_Clear(); /* an unprintable message is still an exception */
    exception->utf8 = utf8 ? utf8 : "";
}

void python_exception_format(const python_exception *exception, char *message,
                             size_t message_size) {
    if (exception->type == NULL)
        snprintf(message, message_size, "the call failed without setting a Python exception");
    else
        snprintf(message, message_size, "%s: %s", exception->name,
                 exception->text ? exception->utf8 : "(message cannot be printed)");
}

void python_exception_release(python_exception *exception) {
    Py_XDECREF(exception->type);
    Py_XDECREF(exception->value);
    Py_XDECREF(exception->text);
    memset(exception, 0, sizeof *exception);
    exception->utf8 = "";
}

void python_exception_describe(char *message, size_t message_size) {
    python_exception exception;
    python_exception_take(&exception);
    python_exception_format(&exception, message, message_size);
    python_exception_release(&exception);
}
