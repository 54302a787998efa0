/*
** numpy_promotion.c: np.promote_types and np.can_cast.
*/
#include "numpy_api.h"

#include "numpy_adapter.h"
#include "numpy_dtype_map.h"
#include "numpy_errors.h"
#include "numpy_ops.h"

/* Calls function(dtype of a, dtype of b, **keywords); NULL with *status set. */
static PyObject *call_with_dtypes(PyObject *function, const promcast_call *call, DLDataType a,
                                  const char *role_a, DLDataType b, const char *role_b,
                                  PyObject *keywords, numpy_error_context context,
                                  int32_t *status) {
    PyArray_Descr *first = NULL, *second = NULL;
    *status = numpy_descr_from_dl(call, a, role_a, &first);
    if (*status == PROMCAST_STATUS_OK) *status = numpy_descr_from_dl(call, b, role_b, &second);
    PyObject *answer = NULL;
    if (*status == PROMCAST_STATUS_OK) {
        PyObject *arguments = PyTuple_Pack(2, (PyObject *)first, (PyObject *)second);
        answer = arguments != NULL ? PyObject_Call(function, arguments, keywords) : NULL;
        if (answer == NULL) *status = numpy_error_status(call, context);
        Py_XDECREF(arguments);
    }
    Py_XDECREF(first);
    Py_XDECREF(second);
    return answer;
}

int32_t numpy_promote_types(void *state, const promcast_call *call, DLDataType a, DLDataType b,
                            DLDataType *result) {
    numpy_adapter *adapter = state;
    int32_t status;
    PyObject *promoted = call_with_dtypes(adapter->promote_types, call, a, "a", b, "b", NULL,
                                          NUMPY_ERRORS_PROMOTE_TYPES, &status);
    if (promoted == NULL) return status;
    status = numpy_dl_from_descr(call, promoted, "np.promote_types' answer", result);
    Py_DECREF(promoted);
    return status;
}

int32_t numpy_can_cast(void *state, const promcast_call *call, DLDataType from, DLDataType to,
                       int32_t *allowed) {
    numpy_adapter *adapter = state;
    /* 'same_kind' is the rule in-place and out= ufuncs cast their result
    ** with (ufunc_object.c: NPY_DEFAULT_ASSIGN_CASTING), which is what the
    ** case format's can_cast asks. */
    PyObject *keywords = Py_BuildValue("{s:s}", "casting", "same_kind");
    if (keywords == NULL) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    int32_t status;
    PyObject *answer = call_with_dtypes(adapter->can_cast, call, from, "from", to, "to", keywords,
                                        NUMPY_ERRORS_ANY_CALL, &status);
    Py_DECREF(keywords);
    if (answer == NULL) return status;
    int truth = PyObject_IsTrue(answer);
    Py_DECREF(answer);
    if (truth < 0) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    *allowed = truth;
    return PROMCAST_STATUS_OK;
}
