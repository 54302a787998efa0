/*
** numpy_ufuncs.c: the element-wise ops as NumPy's ufuncs, over the
** runner's memory: `ufunc(a, b)`, and in place `ufunc(a, b, out=a,
** casting='same_kind')`, which is what `a op= b` does (ndarray.__iadd__
** and the others call the ufunc with out=self; numpy/core/src/multiarray/
** number.c, array_inplace_add), written for every op alike (equal and less
** have no operator of their own).
**
** An operand is an ndarray over the runner's tensor (a 0-d tensor stays a
** 0-d ndarray) or the Python scalar itself (numpy_scalar.h), in the
** position the runner gives it: `1 - x` is np.subtract(1, x). NumPy then
** applies its own rules for Python scalars (value-based casting in the
** legacy state, NEP 50's weak scalars in the weak state); the adapter
** converts nothing itself.
*/
#include "numpy_api.h"

#include "adapter_status.h"
#include "numpy_adapter.h"
#include "numpy_errors.h"
#include "numpy_ops.h"
#include "numpy_tensor.h"
#include "numpy_ufunc_names.h"
#include "numpy_value.h"

/* The ufunc of an element-wise op id; NULL with *status set for another
** id, an in-place id included: both functions get the out-of-place id
** (adapter.h, elementwise_inplace). */
static PyObject *ufunc_of(numpy_adapter *adapter, const promcast_call *call, int32_t op,
                          int32_t *status) {
    int index = numpy_ufunc_index(op);
    if (index >= 0) return adapter->ufuncs[index];
    const char *name = promcast_op_name(op);
    if (name == NULL)
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "op %d is no op id of ABI %d.%d", (int)op,
                               PROMCAST_ADAPTER_ABI_MAJOR, PROMCAST_ADAPTER_ABI_MINOR);
    else if ((op & PROMCAST_OP_INPLACE) != 0)
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "op %d is %s with PROMCAST_OP_INPLACE set; element-wise functions "
                               "take the out-of-place id",
                               (int)op, name);
    else
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "op %d (%s) is not an element-wise op", (int)op, name);
    return NULL;
}

int32_t numpy_elementwise(void *state, const promcast_call *call, int32_t op,
                          const promcast_value *a, const promcast_value *b,
                          DLManagedTensor **result) {
    *result = NULL;
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *ufunc = ufunc_of(state, call, op, &status);
    if (ufunc == NULL) return status;
    if (a != NULL && b != NULL && a->kind == PROMCAST_VALUE_SCALAR &&
        b->kind == PROMCAST_VALUE_SCALAR)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "a and b are both scalars; adapter.h gives an element-wise op at "
                            "least one array");
    PyObject *left = NULL, *right = NULL;
    status = numpy_value_object(call, a, "a", 0, &left);
    if (status == PROMCAST_STATUS_OK) status = numpy_value_object(call, b, "b", 0, &right);
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

int32_t numpy_elementwise_inplace(void *state, const promcast_call *call, int32_t op, DLTensor *a,
                                  const promcast_value *b) {
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *ufunc = ufunc_of(state, call, op, &status);
    if (ufunc == NULL) return status;
    PyObject *destination = NULL, *right = NULL;
    status = numpy_array_from_dl(call, a, "a", 1, &destination);
    if (status == PROMCAST_STATUS_OK) status = numpy_value_object(call, b, "b", 0, &right);
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
