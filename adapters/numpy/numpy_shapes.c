/*
** numpy_shapes.c: the shape ops, by NumPy's own functions:
** np.broadcast_shapes, np.broadcast_to (numpy/lib/stride_tricks.py) and a
** real `destination += source` (ndarray.__iadd__, i.e. np.add with
** out=destination).
*/
#include "numpy_api.h"

#include "adapter_status.h"
#include "numpy_adapter.h"
#include "numpy_errors.h"
#include "numpy_ops.h"
#include "numpy_tensor.h"

/* A shape as the tuple of Python ints NumPy takes; NULL with *status set. */
static PyObject *shape_tuple(const promcast_call *call, promcast_shape shape, const char *role,
                             int32_t *status) {
    if (shape.ndim < 0 || (shape.ndim > 0 && shape.dims == NULL)) {
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "%s: ndim %d with %s dims", role, (int)shape.ndim,
                               shape.dims ? "some" : "no");
        return NULL;
    }
    PyObject *tuple = PyTuple_New(shape.ndim);
    for (int32_t d = 0; tuple != NULL && d < shape.ndim; d++) {
        PyObject *size = PyLong_FromLongLong((long long)shape.dims[d]);
        if (size == NULL) {
            Py_CLEAR(tuple);
            break;
        }
        PyTuple_SET_ITEM(tuple, d, size);  /* steals size */
    }
    if (tuple == NULL) *status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    return tuple;
}

/* NumPy's answer, a tuple of ints, as a shape result. */
static int32_t shape_result(const promcast_call *call, PyObject *answer,
                            promcast_shape_result *result) {
    if (!PyTuple_Check(answer) || PyTuple_GET_SIZE(answer) > PROMCAST_MAX_RANK)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "np.broadcast_shapes returned %s, not a tuple of at most %d sizes",
                            Py_TYPE(answer)->tp_name, PROMCAST_MAX_RANK);
    result->ndim = (int32_t)PyTuple_GET_SIZE(answer);
    for (int32_t d = 0; d < result->ndim; d++) {
        long long size = PyLong_AsLongLong(PyTuple_GET_ITEM(answer, d));
        if (size == -1 && PyErr_Occurred()) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        result->dims[d] = (int64_t)size;
    }
    return PROMCAST_STATUS_OK;
}

int32_t numpy_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                               const promcast_shape *shapes, promcast_shape_result *result) {
    numpy_adapter *adapter = state;
    if (count < 0 || (count > 0 && shapes == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%d shapes at %p",
                            (int)count, (const void *)shapes);
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *arguments = PyTuple_New(count);
    if (arguments == NULL) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    for (int32_t i = 0; i < count && status == PROMCAST_STATUS_OK; i++) {
        PyObject *shape = shape_tuple(call, shapes[i], "a shape", &status);
        if (shape != NULL) PyTuple_SET_ITEM(arguments, i, shape);
    }
    if (status == PROMCAST_STATUS_OK) {
        PyObject *answer = PyObject_Call(adapter->broadcast_shapes, arguments, NULL);
        status = answer != NULL ? shape_result(call, answer, result)
                                : numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        Py_XDECREF(answer);
    }
    Py_DECREF(arguments);
    return status;
}

int32_t numpy_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                           promcast_shape target, DLManagedTensor **view) {
    numpy_adapter *adapter = state;
    *view = NULL;
    PyObject *array = NULL;
    int32_t status = numpy_array_from_dl(call, source, "the source", 0, &array);
    if (status != PROMCAST_STATUS_OK) return status;
    PyObject *shape = shape_tuple(call, target, "the target", &status);
    if (shape != NULL) {
        /* The view NumPy makes: the source's memory, its strides, 0 where
        ** broadcast (stride_tricks.py, _broadcast_to: np.nditer with
        ** itershape). The view's base keeps the wrapper, which does not own
        ** the runner's memory; the runner keeps that alive until it has
        ** deleted the view (adapter.h, OWNERSHIP). */
        PyObject *broadcast =
            PyObject_CallFunctionObjArgs(adapter->broadcast_to, array, shape, NULL);
        status = broadcast != NULL ? numpy_array_to_dl(call, broadcast, view)
                                   : numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        Py_XDECREF(broadcast);
        Py_DECREF(shape);
    }
    Py_DECREF(array);
    return status;
}

/* np.zeros(shape, 'int8'); NULL with *status set. */
static PyObject *zeros(numpy_adapter *adapter, const promcast_call *call, promcast_shape shape,
                       const char *role, int32_t *status) {
    PyObject *tuple = shape_tuple(call, shape, role, status);
    if (tuple == NULL) return NULL;
    PyObject *array = PyObject_CallFunction(adapter->zeros, "Os", tuple, "int8");
    Py_DECREF(tuple);
    if (array == NULL) *status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    return array;
}

int32_t numpy_inplace_broadcast(void *state, const promcast_call *call,
                                promcast_shape destination, promcast_shape source,
                                int32_t *allowed) {
    numpy_adapter *adapter = state;
    /* The question asked of NumPy is the operation itself: int8 arrays of
    ** the two shapes (one dtype, so no cast can refuse), and
    ** `destination += source`. NumPy allows it or raises; both refusals
    ** (operands that do not broadcast, a broadcast shape that is not the
    ** destination's) are the answer no (cases/README.md, Semantics). */
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *into = zeros(adapter, call, destination, "the destination", &status);
    PyObject *from = into != NULL ? zeros(adapter, call, source, "the source", &status) : NULL;
    if (from != NULL) {
        PyObject *sum = PyNumber_InPlaceAdd(into, from);
        if (sum != NULL) {
            *allowed = 1;
        } else {
            status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
            if (status == PROMCAST_STATUS_INCOMPATIBLE_SHAPES ||
                status == PROMCAST_STATUS_INPLACE_SHAPE_CHANGE) {
                *allowed = 0;
                status = PROMCAST_STATUS_OK;
            }
        }
        Py_XDECREF(sum);
    }
    Py_XDECREF(from);
    Py_XDECREF(into);
    return status;
}
