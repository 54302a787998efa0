/*
** array_api_shapes.c: the shape ops through the namespace:
**   broadcast_shapes   xp.broadcast_shapes(*shapes) (claimed only when the
**                      namespace has it: the standard added it in 2023.12)
**   broadcast_to       xp.broadcast_to(x, shape), the view read back with
**                      its strides (array_api_dlpack.h)
**   inplace_broadcast  `destination += source` of int8 zeros of the two
**                      shapes: the question asked is the operation itself,
**                      as the NumPy adapter asks it; a refusal of either
**                      kind (shapes that do not broadcast, a broadcast
**                      shape that is not the destination's) is the answer no
*/
#include "python_embed.h"

#include "adapter_status.h"
#include "array_api_adapter.h"
#include "array_api_dlpack.h"
#include "array_api_errors.h"

PyObject *array_api_shape_tuple(const promcast_call *call, promcast_shape shape,
                                const char *role, int32_t *status) {
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
    if (tuple == NULL) *status = array_api_error_status(call, ARRAY_API_IN_ANY);
    return tuple;
}

/* The namespace's answer, a tuple of ints, as a shape result. */
static int32_t shape_result(const promcast_call *call, PyObject *answer,
                            promcast_shape_result *result) {
    if (!PyTuple_Check(answer) || PyTuple_GET_SIZE(answer) > PROMCAST_MAX_RANK)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "broadcast_shapes returned %s, not a tuple of at most %d sizes",
                            Py_TYPE(answer)->tp_name, PROMCAST_MAX_RANK);
    result->ndim = (int32_t)PyTuple_GET_SIZE(answer);
    for (int32_t d = 0; d < result->ndim; d++) {
        long long size = PyLong_AsLongLong(PyTuple_GET_ITEM(answer, d));
        if (size == -1 && PyErr_Occurred()) return array_api_error_status(call, ARRAY_API_IN_SHAPES);
        result->dims[d] = (int64_t)size;
    }
    return PROMCAST_STATUS_OK;
}

int32_t array_api_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                   const promcast_shape *shapes, promcast_shape_result *result) {
    array_api_adapter *adapter = state;
    if (count < 0 || (count > 0 && shapes == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%d shapes at %p", (int)count,
                            (const void *)shapes);
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *arguments = PyTuple_New(count);
    if (arguments == NULL) return array_api_error_status(call, ARRAY_API_IN_ANY);
    for (int32_t i = 0; i < count && status == PROMCAST_STATUS_OK; i++) {
        PyObject *shape = array_api_shape_tuple(call, shapes[i], "a shape", &status);
        if (shape != NULL) PyTuple_SET_ITEM(arguments, i, shape);
    }
    if (status == PROMCAST_STATUS_OK) {
        PyObject *function = adapter->functions[array_api_op_index(PROMCAST_OP_BROADCAST_SHAPES)];
        PyObject *answer = PyObject_Call(function, arguments, NULL);
        status = answer ? shape_result(call, answer, result)
                        : array_api_error_status(call, ARRAY_API_IN_SHAPES);
        Py_XDECREF(answer);
    }
    Py_DECREF(arguments);
    return status;
}

int32_t array_api_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                               promcast_shape target, DLManagedTensor **view) {
    array_api_adapter *adapter = state;
    *view = NULL;
    PyObject *arguments[2] = {NULL, NULL};
    int32_t status =
        array_api_array_in(adapter, call, source, "the source", ARRAY_API_IN_SHAPES, &arguments[0]);
    if (status != PROMCAST_STATUS_OK) return status;
    arguments[1] = array_api_shape_tuple(call, target, "the target", &status);
    if (arguments[1] != NULL) {
        PyObject *function = adapter->functions[array_api_op_index(PROMCAST_OP_BROADCAST_TO)];
        PyObject *answer = PyObject_Vectorcall(function, arguments, 2, NULL);
        status = answer ? array_api_array_out(adapter, call, answer, 1, view)
                        : array_api_error_status(call, ARRAY_API_IN_SHAPES);
        Py_XDECREF(answer);
        Py_DECREF(arguments[1]);
    }
    Py_DECREF(arguments[0]);
    return status;
}

/* xp.zeros(shape, dtype=xp.int8); NULL with *status set. */
static PyObject *int8_zeros(array_api_adapter *adapter, const promcast_call *call,
                            promcast_shape shape, const char *role, int32_t *status) {
    PyObject *arguments[2] = {array_api_shape_tuple(call, shape, role, status), NULL};
    if (arguments[0] == NULL) return NULL;
    arguments[1] = adapter->dtypes[array_api_dtype_index((DLDataType){kDLInt, 8, 1})].object;
    PyObject *zeros = adapter->functions[array_api_op_index(PROMCAST_OP_INPLACE_BROADCAST)];
    PyObject *array = PyObject_Vectorcall(zeros, arguments, 1, adapter->dtype_keyword);
    Py_DECREF(arguments[0]);
    if (array == NULL) *status = array_api_error_status(call, ARRAY_API_IN_INPLACE_BROADCAST);
    return array;
}

int32_t array_api_inplace_broadcast(void *state, const promcast_call *call,
                                    promcast_shape destination, promcast_shape source,
                                    int32_t *allowed) {
    array_api_adapter *adapter = state;
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *into = int8_zeros(adapter, call, destination, "the destination", &status);
    PyObject *from = into ? int8_zeros(adapter, call, source, "the source", &status) : NULL;
    if (from != NULL) {
        PyObject *sum = PyNumber_InPlaceAdd(into, from);
        if (sum != NULL) {
            *allowed = 1;
        } else {
            status = array_api_error_status(call, ARRAY_API_IN_INPLACE_BROADCAST);
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
