/*
** array_api_elementwise.c: the 28 element-wise functions and their
** in-place forms, through the namespace's own API (README.md, "How each op
** asks the namespace"):
**   two arrays         xp.add(x1, x2)           the standard's function
**   a Python scalar    x1 + 1, 1 - x1 (__rsub__) the operator, which every
**                      version defines for an array and a Python scalar;
**                      xp.atan2(x1, 1.0) for a function without one (the
**                      standard allows that from 2024.12: the namespace
**                      answers)
**   in place           x1 += x2                  the in-place operator; an
**                      op without one has no in-place form in the standard
*/
#include "python_embed.h"

#include "adapter_status.h"
#include "array_api_adapter.h"
#include "array_api_dlpack.h"
#include "array_api_errors.h"
#include "python_scalar.h"

static int32_t scalar_failed(const promcast_call *call) {
    return array_api_error_status(call, ARRAY_API_IN_ANY);
}

int32_t array_api_value_object(array_api_adapter *adapter, const promcast_call *call,
                               const promcast_value *value, const char *role, int group,
                               PyObject **object) {
    *object = NULL;
    if (value == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: no value (NULL)", role);
    switch (value->kind) {
    case PROMCAST_VALUE_ARRAY:
        return array_api_array_in(adapter, call, value->array, role, group, object);
    case PROMCAST_VALUE_SCALAR:
        return python_scalar_object(call, &value->scalar, role, scalar_failed, object);
    case PROMCAST_VALUE_NONE:
        *object = Py_NewRef(Py_None);
        return PROMCAST_STATUS_OK;
    default:
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: unknown value kind %d (array 0, scalar 1, none 2)", role,
                            (int)value->kind);
    }
}

/* The row of element-wise op `op`, or NULL with *status set. */
static const array_api_op_row *elementwise_row(array_api_adapter *adapter,
                                               const promcast_call *call, int32_t op,
                                               int *index, int32_t *status) {
    *index = array_api_op_index(op);
    if (*index < 0 || array_api_op_rows[*index].form != ARRAY_API_ELEMENTWISE ||
        adapter->functions[*index] == NULL) {
        const char *name = promcast_op_name(op);
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "op %d (%s) is not an element-wise function the namespace has",
                               (int)op, name ? name : "unknown");
        return NULL;
    }
    return &array_api_op_rows[*index];
}

int32_t array_api_elementwise(void *state, const promcast_call *call, int32_t op,
                              const promcast_value *a, const promcast_value *b,
                              DLManagedTensor **result) {
    array_api_adapter *adapter = state;
    *result = NULL;
    int index;
    int32_t status;
    const array_api_op_row *row = elementwise_row(adapter, call, op, &index, &status);
    if (row == NULL) return status;
    PyObject *operands[2] = {NULL, NULL};
    status = array_api_value_object(adapter, call, a, "x1", ARRAY_API_IN_ELEMENTWISE, &operands[0]);
    if (status == PROMCAST_STATUS_OK)
        status = array_api_value_object(adapter, call, b, "x2", ARRAY_API_IN_ELEMENTWISE,
                                        &operands[1]);
    if (status == PROMCAST_STATUS_OK) {
        int with_scalar = a->kind == PROMCAST_VALUE_SCALAR || b->kind == PROMCAST_VALUE_SCALAR;
        int by_operator = with_scalar && row->operator_ != NULL;
        PyObject *answer = by_operator
                               ? row->operator_(operands[0], operands[1])
                               : PyObject_Vectorcall(adapter->functions[index], operands, 2, NULL);
        int group = ARRAY_API_IN_ELEMENTWISE |
                    (with_scalar && !by_operator ? ARRAY_API_IN_SCALAR_ARGUMENT : 0);
        status = answer ? array_api_array_out(adapter, call, answer, 0, result)
                        : array_api_error_status(call, group);
        Py_XDECREF(answer);
    }
    Py_XDECREF(operands[0]);
    Py_XDECREF(operands[1]);
    return status;
}

/* The result of `x1 OP= x2` back into the runner's destination: same
** dtype and shape, or the namespace did not compute in place. */
static int32_t write_back(array_api_adapter *adapter, const promcast_call *call,
                          const array_api_op_row *row, PyObject *answer, DLTensor *a) {
    DLManagedTensor *tensor = NULL;
    int32_t status = array_api_array_out(adapter, call, answer, 0, &tensor);
    if (status != PROMCAST_STATUS_OK) return status;
    const DLTensor *got = &tensor->dl_tensor;
    int same = got->ndim == a->ndim && got->dtype.code == a->dtype.code &&
               got->dtype.bits == a->dtype.bits;
    for (int d = 0; same && d < a->ndim; d++) same = got->shape[d] == a->shape[d];
    if (same)
        array_api_copy_strided(got, a);
    else
        status = adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                              "x1 %s= x2 gave an array of %d dimensions and dtype (code %d, "
                              "bits %d), not x1's",
                              row->symbol, (int)got->ndim, (int)got->dtype.code,
                              (int)got->dtype.bits);
    if (tensor->deleter) tensor->deleter(tensor);
    return status;
}

int32_t array_api_elementwise_inplace(void *state, const promcast_call *call, int32_t op,
                                      DLTensor *a, const promcast_value *b) {
    array_api_adapter *adapter = state;
    int index;
    int32_t status;
    const array_api_op_row *row = elementwise_row(adapter, call, op, &index, &status);
    if (row == NULL) return status;
    if (row->inplace == NULL)
        return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                            "%s has no in-place form in the Array API: the standard's in-place "
                            "operators are those of + - * / // %% ** & | ^ << >> (\"Array "
                            "object: In-place Operators\")",
                            row->function);
    /* The destination is the namespace's own copy, xp.asarray(x1,
    ** copy=True): from_dlpack may give a read-only array (NumPy 1.24's
    ** does: a DLPack tensor carries no writability), and the standard
    ** promises a new array of asarray with copy=True ("Creation
    ** Functions"). The namespace computes in it; the result is then
    ** written into the runner's memory. */
    PyObject *x1 = NULL, *x2 = NULL, *imported = NULL;
    status = array_api_array_in(adapter, call, a, "x1", ARRAY_API_IN_INPLACE, &imported);
    if (status == PROMCAST_STATUS_OK) {
        PyObject *arguments[2] = {imported, Py_True};
        x1 = PyObject_Vectorcall(adapter->makers[ARRAY_API_ASARRAY], arguments, 1,
                                 adapter->copy_keyword);
        Py_DECREF(imported);
        if (x1 == NULL) status = array_api_error_status(call, ARRAY_API_IN_INPLACE);
    }
    if (status == PROMCAST_STATUS_OK)
        status = array_api_value_object(adapter, call, b, "x2", ARRAY_API_IN_INPLACE, &x2);
    if (status == PROMCAST_STATUS_OK) {
        PyObject *answer = row->inplace(x1, x2);
        status = answer ? write_back(adapter, call, row, answer, a)
                        : array_api_error_status(call, ARRAY_API_IN_INPLACE);
        Py_XDECREF(answer);
    }
    Py_XDECREF(x1);
    Py_XDECREF(x2);
    return status;
}
