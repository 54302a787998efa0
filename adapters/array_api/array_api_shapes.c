/*
** array_api_shapes.c: the shape ops through the namespace:
**   broadcast_shapes   xp.broadcast_shapes(*shapes) (claimed only when the
**                      namespace has it: the standard added it in 2023.12)
**   broadcast_to       xp.broadcast_to(x, shape), the view read back with
**                      its strides (array_api_dlpack.h)
**   inplace_broadcast  `destination += source` of int8 zeros of the two
**                      shapes: the question asked is the operation itself,
**                      as the NumPy adapter asks it (python_shape.h)
*/
#include "python_embed.h"

#include "array_api_adapter.h"
#include "array_api_dlpack.h"
#include "array_api_errors.h"
#include "python_shape.h"

static int32_t failed(const promcast_call *call) {
    return array_api_error_status(call, ARRAY_API_IN_SHAPES);
}

static int32_t inplace_failed(const promcast_call *call) {
    return array_api_error_status(call, ARRAY_API_IN_INPLACE_BROADCAST);
}

int32_t array_api_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                   const promcast_shape *shapes, promcast_shape_result *result) {
    array_api_adapter *adapter = state;
    PyObject *function = adapter->functions[array_api_op_index(PROMCAST_OP_BROADCAST_SHAPES)];
    return python_broadcast_shapes(call, function, count, shapes, failed, result);
}

int32_t array_api_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                               promcast_shape target, DLManagedTensor **view) {
    array_api_adapter *adapter = state;
    *view = NULL;
    PyObject *arguments[2] = {NULL, NULL};
    int32_t status =
        array_api_array_in(adapter, call, source, "the source", ARRAY_API_IN_SHAPES, &arguments[0]);
    if (status != PROMCAST_STATUS_OK) return status;
    arguments[1] = python_shape_tuple(call, target, "the target", failed, &status);
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
    PyObject *arguments[2] = {python_shape_tuple(call, shape, role, inplace_failed, status), NULL};
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
    if (from != NULL) status = python_inplace_allowed(call, into, from, inplace_failed, allowed);
    Py_XDECREF(from);
    Py_XDECREF(into);
    return status;
}
