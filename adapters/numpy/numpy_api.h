/*
** numpy_api.h: CPython and NumPy's C API, included the one way every file
** of the NumPy adapter needs them. Include it first: Python.h must come
** before any standard header (its pyconfig.h sets the feature macros,
** _GNU_SOURCE among them; "Extending and Embedding", section 1.1).
**
** NumPy's C API is a table of function pointers that _import_array() reads
** from numpy.core._multiarray_umath into a variable (numpy/__multiarray_api.h).
** PY_ARRAY_UNIQUE_SYMBOL makes that one variable shared by all the
** adapter's files instead of one per file; numpy_runtime.c is the one file
** that defines it (PROMCAST_NUMPY_DEFINES_ARRAY_API) and fills it, once, when
** the adapter starts. It is NumPy's own mechanism and the only process-wide
** variable here; with -fvisibility=hidden it stays inside the adapter.
*/
#ifndef PROMCAST_NUMPY_API_H
#define PROMCAST_NUMPY_API_H

#include "python_embed.h"  /* Python.h, shared with the other Python adapters */

/* Only the API of NumPy >= 1.7: the old one would #warning (and -Werror). */
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#define PY_ARRAY_UNIQUE_SYMBOL promcast_numpy_array_api
#ifndef PROMCAST_NUMPY_DEFINES_ARRAY_API
#define NO_IMPORT_ARRAY
#endif
#include <numpy/arrayobject.h>

#endif
