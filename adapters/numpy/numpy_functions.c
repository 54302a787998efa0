/*
** numpy_functions.c: the functions of several arrays (where, clip,
** matmul, concat, stack, broadcast_arrays) as NumPy's own functions
** (numpy_function_names.h), over the runner's memory.
**
** Every one is called the same way, by its row of the table: the values
** become NumPy's arguments (an ndarray over the runner's tensor, a Python
** scalar, None: numpy_value.h) in the function's order, the axis is
** passed as NumPy's keyword only when the case gives one (axis=None for
** PROMCAST_AXIS_NONE, axis=N for PROMCAST_AXIS_GIVEN: a default is part
** of what is tested), and NumPy's answer or exception is reported as it
** is. Nothing here checks a shape, a dtype or an axis: NumPy does.
*/
#include "numpy_api.h"

#include <stdio.h>

#include "adapter_status.h"
#include "numpy_adapter.h"
#include "numpy_errors.h"
#include "numpy_function_names.h"
#include "numpy_ops.h"
#include "numpy_tensor.h"
#include "numpy_value.h"

/* The row of op `op`; NULL with *status set for another id. */
static const numpy_function_name *function_of(const promcast_call *call, int32_t op,
                                              int *index, int32_t *status) {
    *index = numpy_function_index(op);
    if (*index >= 0) return numpy_function_name_at(*index);
    const char *name = promcast_op_name(op);
    if (op == PROMCAST_OP_VECDOT)
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "op %d (vecdot) is not claimed: NumPy 1.24 has no vecdot (np.vecdot "
                               "is NumPy 2.0's)",
                               (int)op);
    else
        *status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "op %d (%s) is not a function of several arrays", (int)op,
                               name ? name : "no op id of this ABI");
    return NULL;
}

/* The call's shape as adapter.h allows it for `function`; a status and the
** reason otherwise (a malformed call, never NumPy's answer). */
static int32_t check_call(const promcast_call *call, const numpy_function_name *function,
                          const promcast_arguments *arguments, int32_t capacity,
                          DLManagedTensor **results) {
    if (arguments == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: no arguments (NULL)",
                            function->name);
    if (arguments->count < 0 || (arguments->count > 0 && arguments->values == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: %d values at %p",
                            function->name, (int)arguments->count,
                            (const void *)arguments->values);
    if (function->operands == NUMPY_OPERANDS_POSITIONAL && arguments->count != function->arity)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "np.%s takes %d values here, not %d", function->name,
                            (int)function->arity, (int)arguments->count);
    if (arguments->axis_kind != PROMCAST_AXIS_DEFAULT &&
        arguments->axis_kind != PROMCAST_AXIS_NONE &&
        arguments->axis_kind != PROMCAST_AXIS_GIVEN)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "np.%s: unknown axis kind %d (default 0, none 1, given 2)",
                            function->name, (int)arguments->axis_kind);
    if (!function->takes_axis && arguments->axis_kind != PROMCAST_AXIS_DEFAULT)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "np.%s takes no axis here, and the call gives one", function->name);
    int32_t needed = function->result == NUMPY_RESULT_VIEWS ? arguments->count : 1;
    if (capacity < needed || (needed > 0 && results == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "np.%s: room for %d results at %p, %d needed", function->name,
                            (int)capacity, (void *)results, (int)needed);
    return PROMCAST_STATUS_OK;
}

/* The values as NumPy's positional arguments: each value in a tuple, or
** (NUMPY_OPERANDS_LIST) one list of them. NULL with *status set. */
static PyObject *positional_arguments(const promcast_call *call,
                                      const numpy_function_name *function,
                                      const promcast_arguments *arguments, int32_t *status) {
    int positional = function->operands == NUMPY_OPERANDS_POSITIONAL;
    PyObject *values = positional || function->operands == NUMPY_OPERANDS_STARRED
                           ? PyTuple_New(arguments->count)
                           : PyList_New(arguments->count);
    if (values == NULL) {
        *status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        return NULL;
    }
    for (int32_t i = 0; i < arguments->count; i++) {
        char role[48];
        if (positional)
            snprintf(role, sizeof role, "%s", function->roles[i] ? function->roles[i] : "a value");
        else
            snprintf(role, sizeof role, "arrays[%d]", (int)i);
        PyObject *object = NULL;
        /* None only where NumPy's function has an optional operand. */
        *status = numpy_value_object(call, &arguments->values[i], role, positional, &object);
        if (*status != PROMCAST_STATUS_OK) {
            Py_DECREF(values);
            return NULL;
        }
        if (PyTuple_Check(values))
            PyTuple_SET_ITEM(values, i, object);  /* steals object */
        else
            PyList_SET_ITEM(values, i, object);
    }
    if (function->operands != NUMPY_OPERANDS_LIST) return values;
    PyObject *tuple = PyTuple_Pack(1, values);
    Py_DECREF(values);
    if (tuple == NULL) *status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    return tuple;
}

/* The axis keyword: NULL (no keywords) for the default, {"axis": None} or
** {"axis": N}. *status is set when it fails. */
static PyObject *axis_keywords(const promcast_call *call, const numpy_function_name *function,
                               const promcast_arguments *arguments, int32_t *status) {
    if (!function->takes_axis || arguments->axis_kind == PROMCAST_AXIS_DEFAULT) return NULL;
    PyObject *axis = arguments->axis_kind == PROMCAST_AXIS_NONE
                         ? (Py_INCREF(Py_None), Py_None)
                         : PyLong_FromLongLong((long long)arguments->axis);
    PyObject *keywords = axis != NULL ? Py_BuildValue("{s:N}", "axis", axis) : NULL;
    if (keywords == NULL) *status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    return keywords;
}

/* np.broadcast_arrays' answer, one view per operand, into results. */
static int32_t views_result(const promcast_call *call, PyObject *answer, int32_t count,
                            DLManagedTensor **results, int32_t *result_count) {
    PyObject *views = PySequence_Fast(answer, "np.broadcast_arrays returned no sequence");
    if (views == NULL) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
    int32_t status = PROMCAST_STATUS_OK;
    if (PySequence_Fast_GET_SIZE(views) != count)
        status = adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                              "np.broadcast_arrays returned %zd arrays for %d operands",
                              PySequence_Fast_GET_SIZE(views), (int)count);
    int32_t written = 0;
    for (; status == PROMCAST_STATUS_OK && written < count; written++) {
        /* Each view keeps its source, the ndarray over the runner's
        ** memory, alive through its base (stride_tricks.py,
        ** _broadcast_to); the runner keeps that memory alive until it has
        ** deleted the views (adapter.h, OWNERSHIP). */
        status = numpy_array_to_dl(call, PySequence_Fast_GET_ITEM(views, written),
                                   &results[written]);
        if (status != PROMCAST_STATUS_OK) break;
    }
    if (status != PROMCAST_STATUS_OK) {
        for (int32_t i = 0; i < written; i++) {
            results[i]->deleter(results[i]);
            results[i] = NULL;
        }
        written = 0;
    }
    *result_count = written;
    Py_DECREF(views);
    return status;
}

int32_t numpy_array_function(void *state, const promcast_call *call, int32_t op,
                             const promcast_arguments *arguments, int32_t capacity,
                             DLManagedTensor **results, int32_t *result_count) {
    numpy_adapter *adapter = state;
    *result_count = 0;
    int32_t status = PROMCAST_STATUS_OK;
    int index;
    const numpy_function_name *function = function_of(call, op, &index, &status);
    if (function == NULL) return status;
    status = check_call(call, function, arguments, capacity, results);
    if (status != PROMCAST_STATUS_OK) return status;
    PyObject *positional = positional_arguments(call, function, arguments, &status);
    if (positional == NULL) return status;
    PyObject *keywords = axis_keywords(call, function, arguments, &status);
    if (status == PROMCAST_STATUS_OK) {
        PyObject *answer = PyObject_Call(adapter->functions[index], positional, keywords);
        if (answer == NULL) {
            /* An integer axis is the call's only Python int where it is
            ** passed (numpy_errors.h, NUMPY_ERRORS_AXIS_GIVEN). */
            status = numpy_error_status(call, keywords != NULL &&
                                                      arguments->axis_kind == PROMCAST_AXIS_GIVEN
                                                  ? NUMPY_ERRORS_AXIS_GIVEN
                                                  : NUMPY_ERRORS_ANY_CALL);
        } else if (function->result == NUMPY_RESULT_VIEWS) {
            status = views_result(call, answer, arguments->count, results, result_count);
        } else {
            status = numpy_array_to_dl(call, answer, &results[0]);
            if (status == PROMCAST_STATUS_OK) *result_count = 1;
        }
        Py_XDECREF(answer);
    }
    Py_XDECREF(keywords);
    Py_DECREF(positional);
    return status;
}
