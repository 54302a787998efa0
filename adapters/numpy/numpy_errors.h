/*
** numpy_errors.h: what a NumPy exception means, as a promcast status.
**
** The adapter decides no outcome (adapter.h, RULES FOR ADAPTER AUTHORS): it
** calls NumPy, and when NumPy raises, this file names the case format's
** error kind the exception means, by its type and message, each rule
** citing where NumPy raises it. An exception no rule knows is
** PROMCAST_STATUS_INTERNAL_ERROR with the exception's text, never a guess.
*/
#ifndef PROMCAST_NUMPY_ERRORS_H
#define PROMCAST_NUMPY_ERRORS_H

#include "numpy_api.h"

#include <stddef.h>

#include "promcast/adapter.h"

/* Where the exception was raised, for the one rule that depends on it. */
typedef enum numpy_error_context {
    NUMPY_ERRORS_ANY_CALL = 0,
    /* np.promote_types: its TypeError is "no common dtype"
    ** (numpy/core/src/multiarray/convert_datatype.c, PyArray_PromoteTypes). */
    NUMPY_ERRORS_PROMOTE_TYPES = 1,
    /* np.concatenate and np.stack with an axis given: the axis is the only
    ** Python int of the call (the operands are ndarrays), so NumPy's
    ** refusal to read a Python int as a C int is about the axis. */
    NUMPY_ERRORS_AXIS_GIVEN = 2
} numpy_error_context;

/* The status an exception of `type` with text `text` means. */
int32_t numpy_error_classify(PyObject *type, const char *text, numpy_error_context context);

/* Takes the Python exception that is set (clearing it), writes
** "TypeName: text" into call->message and returns its status. A call
** without a pending exception (a NumPy function returned NULL without
** setting one) is PROMCAST_STATUS_INTERNAL_ERROR. */
int32_t numpy_error_status(const promcast_call *call, numpy_error_context context);

/* Takes the pending exception (clearing it) and writes "TypeName: text"
** into message; for the few places that only report. */
void numpy_error_describe(char *message, size_t message_size);

#endif
