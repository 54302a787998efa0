/*
** numpy_scalar.c: promcast_scalar -> Python scalar (numpy_scalar.h).
*/
#include "numpy_api.h"

#include "numpy_scalar.h"

#include "numpy_errors.h"
#include "python_scalar.h"

/* A Python failure while making the scalar (out of memory), classified as
** NumPy's errors are. */
static int32_t python_failed(const promcast_call *call) {
    return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
}

int32_t numpy_scalar_object(const promcast_call *call, const promcast_scalar *scalar,
                            const char *role, PyObject **object) {
    return python_scalar_object(call, scalar, role, python_failed, object);
}
