/*
** python_shape.c: shapes between the ABI and Python (python_shape.h).
*/
#include "python_embed.h"

#include "python_shape.h"

#include "adapter_status.h"

PyObject *python_shape_tuple(const promcast_call *call, promcast_shape shape, const char *role,
                             python_failure fail, int32_t *status) {
    if (shape.ndim < 0 || (shape.ndim > 0 && shape.dims == NULL)) {
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: ndim %d with %s dims",
                               role, (int)shape.ndim, shape.dims ? "some" : "no");
        return NULL;
    }
    PyObject *tuple = PyTuple_New(shape.ndim);
    for (int32_t d = 0; tuple != NULL && d < shape.ndim; d++) {
        PyObject *size = PyLong_FromLongLong((long long)shape.dims[d]);
        if (size == NULL) {
            Py_CLEAR(tuple);
            break;
        }
        PyTuple_SET_ITEM(tuple, d, size); /* steals size */
    }
    if (tuple == NULL) *status = fail(call);
    return tuple;
}

/* The library's answer, a tuple of ints, as a shape result. */
static int32_t shape_result(const promcast_call *call, PyObject *answer, python_failure fail,
                            promcast_shape_result *result) {
    if (!PyTuple_Check(answer) || PyTuple_GET_SIZE(answer) > PROMCAST_MAX_RANK)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "broadcast_shapes returned %s, not a tuple of at most %d sizes",
                            Py_TYPE(answer)->tp_name, PROMCAST_MAX_RANK);
    result->ndim = (int32_t)PyTuple_GET_SIZE(answer);
    for (int32_t d = 0; d < result->ndim; d++) {
        long long size = PyLong_AsLongLong(PyTuple_GET_ITEM(answer, d));
        if (size == -1 && PyErr_Occurred()) return fail(call);
        result->dims[d] = (int64_t)size;
    }
    return PROMCAST_STATUS_OK;
}

int32_t python_broadcast_shapes(const promcast_call *call, PyObject *function, int32_t count,
                                const promcast_shape *shapes, python_failure fail,
                                promcast_shape_result *result) {
    if (count < 0 || (count > 0 && shapes == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%d shapes at %p", (int)count,
                            (const void *)shapes);
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *arguments = PyTuple_New(count);
    if (arguments == NULL) return fail(call);
    for (int32_t i = 0; i < count && status == PROMCAST_STATUS_OK; i++) {
        PyObject *shape = python_shape_tuple(call, shapes[i], "a shape", fail, &status);
        if (shape != NULL) PyTuple_SET_ITEM(arguments, i, shape);
    }
    if (status == PROMCAST_STATUS_OK) {
        PyObject *answer = PyObject_Call(function, arguments, NULL);
        status = answer != NULL ? shape_result(call, answer, fail, result) : fail(call);
        Py_XDECREF(answer);
    }
    Py_DECREF(arguments);
    return status;
}

int32_t python_inplace_allowed(const promcast_call *call, PyObject *into, PyObject *from,
                               python_failure fail, int32_t *allowed) {
    PyObject *sum = PyNumber_InPlaceAdd(into, from);
    if (sum != NULL) {
        Py_DECREF(sum);
        *allowed = 1;
        return PROMCAST_STATUS_OK;
    }
    int32_t status = fail(call);
    if (status != PROMCAST_STATUS_INCOMPATIBLE_SHAPES &&
        status != PROMCAST_STATUS_INPLACE_SHAPE_CHANGE)
        return status;
    *allowed = 0;
    return PROMCAST_STATUS_OK;
}
