/*
** numpy_runtime.h: the embedded interpreter and NumPy, started once per
** process.
**
** The interpreter itself is python_embed.h's (libpython's symbols made
** global, never finalised, joined when already running).
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
