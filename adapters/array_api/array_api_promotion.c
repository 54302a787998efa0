/*
** array_api_promotion.c: result_type, promote_types and can_cast, asked
** of the namespace's own functions ("Data Type Functions"):
**   result_type    xp.result_type(*operands): arrays of each operand's
**                  dtype (0-d or 1-d, made once at open) and Python scalars
**   promote_types  xp.result_type(dtype_a, dtype_b): the standard has no
**                  promote_types; result_type of two dtypes is that question
**   can_cast       xp.can_cast(from, to)
*/
#include "python_embed.h"

#include "adapter_status.h"
#include "array_api_adapter.h"
#include "array_api_errors.h"
#include "adapter_scratch.h"
#include "python_scalar.h"

/* The namespace's object of DLPack dtype `dl`; NULL with *status set. */
static PyObject *dtype_object(array_api_adapter *adapter, const promcast_call *call,
                              DLDataType dl, const char *role, int32_t *status) {
    int index = array_api_dtype_index(dl);
    if (index >= 0 && adapter->dtypes[index].object != NULL) return adapter->dtypes[index].object;
    *status = adapter_fail(call, index < 0 ? PROMCAST_STATUS_INVALID_ARGUMENT
                                           : PROMCAST_STATUS_UNSUPPORTED,
                           "%s: the namespace has no %s", role,
                           index < 0 ? "such dtype" : array_api_dtype_rows[index].name);
    return NULL;
}

/* The namespace's answer, a dtype object, as a DLPack dtype. */
static int32_t dtype_answer(array_api_adapter *adapter, const promcast_call *call,
                            PyObject *answer, DLDataType *result) {
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT; i++)
        if (adapter->dtypes[i].object == answer) {
            *result = array_api_dtype_rows[i].dl;
            return PROMCAST_STATUS_OK;
        }
    for (int i = 0; i < ARRAY_API_DTYPE_COUNT; i++) {
        if (adapter->dtypes[i].object == NULL) continue;
        int same = PyObject_RichCompareBool(adapter->dtypes[i].object, answer, Py_EQ);
        if (same < 0) return array_api_error_status(call, ARRAY_API_IN_PROMOTION);
        if (same) {
            *result = array_api_dtype_rows[i].dl;
            return PROMCAST_STATUS_OK;
        }
    }
    PyObject *text = PyObject_Repr(answer);
    const char *utf8 = text ? PyUnicode_AsUTF8(text) : NULL;
    int32_t status = adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                                  "result_type answered %s, none of the namespace's dtypes",
                                  utf8 ? utf8 : "an unprintable object");
    PyErr_Clear();
    Py_XDECREF(text);
    return status;
}

/* The namespace's function of op `op` called with the dtype objects of
** `first` and `second`: a new reference, or NULL with *status set. */
static PyObject *call_with_dtypes(array_api_adapter *adapter, const promcast_call *call,
                                  int32_t op, DLDataType first, DLDataType second, int group,
                                  int32_t *status) {
    PyObject *arguments[2] = {dtype_object(adapter, call, first, "the first dtype", status), NULL};
    if (arguments[0] != NULL)
        arguments[1] = dtype_object(adapter, call, second, "the second dtype", status);
    if (arguments[1] == NULL) return NULL;
    PyObject *answer =
        PyObject_Vectorcall(adapter->functions[array_api_op_index(op)], arguments, 2, NULL);
    if (answer == NULL) *status = array_api_error_status(call, group);
    return answer;
}

int32_t array_api_promote_types(void *state, const promcast_call *call, DLDataType a,
                                DLDataType b, DLDataType *result) {
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *answer = call_with_dtypes(state, call, PROMCAST_OP_PROMOTE_TYPES, a, b,
                                        ARRAY_API_IN_PROMOTION, &status);
    if (answer == NULL) return status;
    status = dtype_answer(state, call, answer, result);
    Py_DECREF(answer);
    return status;
}

int32_t array_api_can_cast(void *state, const promcast_call *call, DLDataType from,
                           DLDataType to, int32_t *allowed) {
    int32_t status = PROMCAST_STATUS_OK;
    PyObject *answer = call_with_dtypes(state, call, PROMCAST_OP_CAN_CAST, from, to,
                                        ARRAY_API_IN_CAN_CAST, &status);
    if (answer == NULL) return status;
    int truth = PyObject_IsTrue(answer);
    Py_DECREF(answer);
    if (truth < 0) return array_api_error_status(call, ARRAY_API_IN_CAN_CAST);
    *allowed = truth;
    return PROMCAST_STATUS_OK;
}

static int32_t scalar_failed(const promcast_call *call) {
    return array_api_error_status(call, ARRAY_API_IN_ANY);
}

/* A scalar operand without a value: a representative of its kind. The
** standard's promotion never depends on a Python scalar's value ("Mixing
** arrays with Python scalars": the scalar takes the array's dtype), so any
** value of the kind asks the same question. */
static PyObject *representative(const promcast_scalar *scalar) {
    switch (scalar->kind) {
    case PROMCAST_SCALAR_BOOL: return Py_NewRef(Py_False);
    case PROMCAST_SCALAR_INT: return PyLong_FromLong(0);
    case PROMCAST_SCALAR_FLOAT: return PyFloat_FromDouble(0.0);
    default: return PyComplex_FromDoubles(0.0, 0.0);
    }
}

/* Operand i as the object result_type gets: a new reference, or NULL with
** *status set. */
static PyObject *operand_object(array_api_adapter *adapter, const promcast_call *call,
                                const promcast_operand *operand, int32_t *status) {
    if (operand->category == PROMCAST_OPERAND_SCALAR) {
        if (operand->scalar.kind < PROMCAST_SCALAR_BOOL || operand->scalar.kind > PROMCAST_SCALAR_COMPLEX) {
            *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                   "a scalar operand of unknown kind %d", (int)operand->scalar.kind);
            return NULL;
        }
        if (!operand->scalar.has_value) return representative(&operand->scalar);
        PyObject *object = NULL;
        *status = python_scalar_object(call, &operand->scalar, "a scalar operand", scalar_failed,
                                       &object);
        return object;
    }
    if (operand->category != PROMCAST_OPERAND_ZERO_DIM &&
        operand->category != PROMCAST_OPERAND_DIMENSIONED) {
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "an operand of unknown category %d", (int)operand->category);
        return NULL;
    }
    if (dtype_object(adapter, call, operand->dtype, "an array operand", status) == NULL) return NULL;
    const array_api_dtype *dtype = &adapter->dtypes[array_api_dtype_index(operand->dtype)];
    PyObject *array = operand->category == PROMCAST_OPERAND_ZERO_DIM ? dtype->zero_dim : dtype->one_dim;
    if (array == NULL)
        *status = adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                               "the namespace made no array of this dtype at open (xp.zeros)");
    Py_XINCREF(array);
    return array;
}

int32_t array_api_result_type(void *state, const promcast_call *call, int32_t count,
                              const promcast_operand *operands, DLDataType *result) {
    array_api_adapter *adapter = state;
    if (count < 0 || (count > 0 && operands == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%d operands at %p",
                            (int)count, (const void *)operands);
    PyObject *on_stack[8];
    PyObject **objects = adapter_scratch(on_stack, 8, (size_t)count, sizeof *objects);
    if (objects == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory");
    int32_t status = PROMCAST_STATUS_OK;
    int32_t made = 0;
    for (; made < count && status == PROMCAST_STATUS_OK; made++) {
        objects[made] = operand_object(adapter, call, &operands[made], &status);
        if (objects[made] == NULL) {
            if (status == PROMCAST_STATUS_OK) status = array_api_error_status(call, ARRAY_API_IN_ANY);
            break;
        }
    }
    if (status == PROMCAST_STATUS_OK) {
        int index = array_api_op_index(PROMCAST_OP_RESULT_TYPE);
        PyObject *answer = PyObject_Vectorcall(adapter->functions[index], objects, (size_t)count, NULL);
        status = answer ? dtype_answer(adapter, call, answer, result)
                        : array_api_error_status(call, ARRAY_API_IN_PROMOTION);
        Py_XDECREF(answer);
    }
    for (int32_t i = 0; i < made; i++) Py_XDECREF(objects[i]);
    adapter_scratch_release(objects, on_stack);
    return status;
}
