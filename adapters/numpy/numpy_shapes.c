/*
** numpy_shapes.c: the shape ops, by NumPy's own functions:
** np.broadcast_shapes, np.broadcast_to (numpy/lib/stride_tricks.py) and a
** real `destination += source` (ndarray.__iadd__, i.e. np.add with
** out=destination).
*/
#include "numpy_api.h"

#include "numpy_adapter.h"
#include "numpy_errors.h"
#include "numpy_ops.h"
#include "numpy_tensor.h"
#include "python_shape.h"

/* A Python failure, classified as NumPy's errors are. */
static int32_t failed(const promcast_call *call) {
    return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
}

static PyObject *shape_tuple(const promcast_call *call, promcast_shape shape, const char *role,
                             int32_t *status) {
    return python_shape_tuple(call, shape, role, failed, status);
}

int32_t numpy_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                               const promcast_shape *shapes, promcast_shape_result *result) {
    numpy_adapter *adapter = state;
    return python_broadcast_shapes(call, adapter->broadcast_shapes, count, shapes, failed, result);
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
    ** `destination += source` (python_shape.h). */
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *into = zeros(adapter, call, destination, "the destination", &status);
    PyObject *from = into != NULL ? zeros(adapter, call, source, "the source", &status) : NULL;
    if (from != NULL) status = python_inplace_allowed(call, into, from, failed, allowed);
    Py_XDECREF(from);
    Py_XDECREF(into);
    return status;
}
