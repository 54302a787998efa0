/*
** python_scalar.h: a promcast_scalar as the Python object it stands for.
**
** A scalar operand reaches a Python library as the Python scalar itself,
** never as an array (adapter.h, OPERANDS): promotion treats the two
** differently (NumPy's value-based casting and NEP 50's weak scalars; the
** Array API standard's "Mixing arrays with Python scalars"). A Python int
** is built from its decimal text, of any size, so that the library sees
** 2**64 as it would in a Python program.
*/
#ifndef PROMCAST_PYTHON_SCALAR_H
#define PROMCAST_PYTHON_SCALAR_H

#include "python_embed.h"

#include "promcast/adapter.h"

/* Classifies the pending Python exception of a failed conversion (out of
** memory), taking it: the adapter's own mapping of exceptions. */
typedef int32_t (*python_failure)(const promcast_call *call);

/* Sets *object to a new reference to the Python bool, int (of the decimal
** text, any size), float or complex `scalar` holds. The scalar must have a
** value. PROMCAST_STATUS_OK, or PROMCAST_STATUS_INVALID_ARGUMENT naming
** `role` ("b", "operand 1") for a scalar the ABI does not allow (no value,
** an unknown kind, a bool's text other than "True" or "False", an int's
** text that is not decimal), PROMCAST_STATUS_UNSUPPORTED for an int of more
** digits than CPython converts from text (4300 by default), or what `fail`
** makes of a Python failure. */
int32_t python_scalar_object(const promcast_call *call, const promcast_scalar *scalar,
                             const char *role, python_failure fail, PyObject **object);

#endif
