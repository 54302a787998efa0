/*
** numpy_runtime.h: the embedded interpreter and NumPy, started once per
** process.
**
** The runner dlopens adapters RTLD_LOCAL, so libpython, which this adapter
** links, would be loaded with its symbols invisible to later dlopens; but
** NumPy's extension modules (Debian's, like CPython's own) do not link
** libpython: they expect its symbols to be global, as they are in the
** python3 executable. numpy_runtime_start therefore re-opens the libpython
** it is linked with RTLD_GLOBAL before starting the interpreter.
**
** The interpreter is never finalised: NumPy does not support being
** imported again after Py_Finalize (its C extension keeps static state
** from the first interpreter; two NumPy issues, still open, report the
** crash when NumPy is imported again after Py_Finalize and Py_Initialize:
** https://github.com/numpy/numpy/issues/11925 and
** https://github.com/numpy/numpy/issues/8097), and a worker process the
** runner forks ends with _exit anyway. A second start in the same process
** (the adapter closed and loaded again) joins the running interpreter.
*/
#ifndef PROMCAST_NUMPY_RUNTIME_H
#define PROMCAST_NUMPY_RUNTIME_H

#include "numpy_api.h"

#include <stddef.h>

/* Starts the interpreter (or joins the one running in this thread),
** imports numpy and its C API, makes NumPy's warnings silent (their
** outcomes are unchanged) and sets NumPy's promotion state to
** `promotion_state` ("legacy", 1.24's default, or "weak", NEP 50).
** Returns a new reference to the numpy module, or NULL with one line in
** `message` saying what failed. */
PyObject *numpy_runtime_start(const char *promotion_state, char *message, size_t message_size);

#endif
