/*
** numpy_scalar.h: a promcast_scalar as the Python object it stands for.
**
** A scalar operand reaches NumPy as the Python scalar itself, never as an
** array (adapter.h, OPERANDS): NumPy 1.24 treats the two differently. In
** its default "legacy" state a Python scalar takes part in value-based
** casting (np.result_type's docstring, "If there are only scalars or the
** maximum category of the scalars is higher than the maximum category of
** the arrays ..."; numpy/core/src/multiarray/convert_datatype.c,
** min_scalar_type_num); in the "weak" state it is a weak scalar of NEP 50
** ("Python int, float, and complex are 'weak'",
** https://numpy.org/neps/nep-0050-scalar-promotion.html). Both rules need
** the real Python type (bool, int, float, complex): a Python int of any
** size, so that NumPy sees 2**64 as NumPy would in a Python program.
*/
#ifndef PROMCAST_NUMPY_SCALAR_H
#define PROMCAST_NUMPY_SCALAR_H

#include "numpy_api.h"

#include "promcast/adapter.h"

/* python_scalar_object (python_scalar.h) with NumPy's classification of a
** Python failure. Sets *object to a new reference to the Python bool, int (PyLong_FromString
** of the decimal text, any size), float or complex `scalar` holds. The
** scalar must have a value. PROMCAST_STATUS_OK, or
** PROMCAST_STATUS_INVALID_ARGUMENT naming `role` ("b", "operand 1") for a
** scalar the ABI does not allow (no value, an unknown kind, a bool's text
** other than "True" or "False", an int's text that is not decimal),
** PROMCAST_STATUS_UNSUPPORTED for an int of more digits than CPython
** converts from text (4300 by default), or the status of a Python failure
** (out of memory). */
int32_t numpy_scalar_object(const promcast_call *call, const promcast_scalar *scalar,
                            const char *role, PyObject **object);

#endif
