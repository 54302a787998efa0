/*
** python_embed.h: CPython embedded in an adapter, started once per process,
** shared by the adapters that call Python libraries (adapters/numpy,
** adapters/array_api). Include it first: Python.h must come before any
** standard header (its pyconfig.h sets the feature macros, _GNU_SOURCE
** among them; "Extending and Embedding the Python Interpreter", 1.1).
**
** The runner dlopens adapters RTLD_LOCAL, so libpython, which the adapter
** links, would be loaded with its symbols invisible to later dlopens; but
** extension modules (Debian's NumPy, like CPython's own) do not link
** libpython: they expect its symbols to be global, as they are in the
** python3 executable. python_embed_start therefore re-opens the libpython
** it is linked with RTLD_GLOBAL before starting the interpreter.
**
** The interpreter is never finalised: NumPy does not support being
** imported again after Py_Finalize (its C extension keeps static state
** from the first interpreter; two NumPy issues, still open, report the
** crash when NumPy is imported again after Py_Finalize and Py_Initialize:
** https://github.com/numpy/numpy/issues/11925 and
** https://github.com/numpy/numpy/issues/8097), and a worker process the
** runner forks ends with _exit anyway. A second start in the same process
** (an adapter closed and loaded again) joins the running interpreter. The
** thread that starts it keeps the GIL: the runner calls an adapter from
** one thread (adapter.h, RULES FOR ADAPTER AUTHORS).
*/
#ifndef PROMCAST_PYTHON_EMBED_H
#define PROMCAST_PYTHON_EMBED_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stddef.h>

/* Starts the interpreter as `program` (the python3 executable whose
** standard library and site-packages are wanted) would be, isolated from
** the environment (python_embed.c), or joins the interpreter already
** running in this thread. 1, or 0 with one line in `message` saying what
** failed. */
int python_embed_start(const char *program, char *message, size_t message_size);

/* The exception that was pending, taken (and cleared) by
** python_exception_take. */
typedef struct python_exception {
    PyObject *type;    /* new reference; NULL when no exception was pending */
    PyObject *value;   /* new reference, normalised; may be NULL */
    PyObject *text;    /* str(value), new reference; NULL when it cannot be printed */
    const char *name;  /* the class's name without its module ("AxisError") */
    const char *utf8;  /* text's UTF-8, or "" */
} python_exception;

/* Takes the pending exception, clearing it. */
void python_exception_take(python_exception *exception);

/* Writes "Name: text" (or why there is none) into message. */
void python_exception_format(const python_exception *exception, char *message,
                             size_t message_size);

/* Drops the references python_exception_take made. */
void python_exception_release(python_exception *exception);

/* Takes the pending exception and writes "Name: text" into message: for
** the places that only report. */
void python_exception_describe(char *message, size_t message_size);

#endif
