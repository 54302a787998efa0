/*
** numpy_ufuncs.c: the eight element-wise ops as NumPy's ufuncs, over the
** runner's memory: `ufunc(a, b)`, and in place `ufunc(a, b, out=a,
** casting='same_kind')`, which is what `a op= b` does (ndarray.__iadd__
** and the others call the ufunc with out=self; number.c,
** array_inplace_add), written for every op alike (equal and less have no
** operator of their own).
*/
#include "numpy_api.h"

#include "adapter_status.h"
#include "numpy_adapter.h"
#include "numpy_errors.h"
#include "numpy_ops.h"
#include "numpy_tensor.h"

/* The ufunc of a binary op code; NULL with *status set for another code. */
static PyObject *ufunc_of(numpy_adapter *adapter, const promcast_call *call, int32_t op,
                          int32_t *status) {
    if (op < PROMCAST_OP_ADD || op > PROMCAST_OP_BITWISE_AND) {
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "op %d is not a binary op (%d..%d)", (int)op, PROMCAST_OP_ADD,
                               PROMCAST_OP_BITWISE_AND);
        return NULL;
    }
    return adapter->ufuncs[op - PROMCAST_OP_ADD];
}

int32_t numpy_binary(void *state, const promcast_call *call, int32_t op, const DLTensor *a,
                     const DLTensor *b, DLManagedTensor **result) {
    *result = NULL;
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *ufunc = ufunc_of(state, call, op, &status);
    if (ufunc == NULL) return status;
    PyObject *left = NULL, *right = NULL;
    status = numpy_array_from_dl(call, a, "a", 0, &left);
    if (status == PROMCAST_STATUS_OK) status = numpy_array_from_dl(call, b, "b", 0, &right);
    if (status == PROMCAST_STATUS_OK) {
        PyObject *answer = PyObject_CallFunctionObjArgs(ufunc, left, right, NULL);
        status = answer != NULL ? numpy_array_to_dl(call, answer, result)
                                : numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        Py_XDECREF(answer);
    }
    Py_XDECREF(left);
    Py_XDECREF(right);
    return status;
}

int32_t numpy_binary_inplace(void *state, const promcast_call *call, int32_t op, DLTensor *a,
                             const DLTensor *b) {
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *ufunc = ufunc_of(state, call, op, &status);
    if (ufunc == NULL) return status;
    PyObject *destination = NULL, *right = NULL;
    status = numpy_array_from_dl(call, a, "a", 1, &destination);
    if (status == PROMCAST_STATUS_OK) status = numpy_array_from_dl(call, b, "b", 0, &right);
    if (status == PROMCAST_STATUS_OK) {
        /* NumPy writes through the wrapper's strides into the runner's
        ** memory; its answer is the wrapper itself. */
        PyObject *arguments = PyTuple_Pack(2, destination, right);
        PyObject *keywords = Py_BuildValue("{s:O,s:s}", "out", destination, "casting", "same_kind");
        PyObject *answer = arguments != NULL && keywords != NULL
                               ? PyObject_Call(ufunc, arguments, keywords)
                               : NULL;
        if (answer == NULL) status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        Py_XDECREF(answer);
        Py_XDECREF(keywords);
        Py_XDECREF(arguments);
    }
    Py_XDECREF(destination);
    Py_XDECREF(right);
    return status;
}
