/*
** array_api_functions.c: where, clip, matmul, vecdot, concat, stack and
** broadcast_arrays, each through the namespace's function of the
** standard's signature (array_api_tables.c): positional values (None for a
** bound clip leaves out), a tuple of arrays for concat and stack, the
** arrays as arguments of broadcast_arrays; the axis as the keyword axis=
** only when the case gives one (a default is part of what is tested).
** Nothing here checks a shape, a dtype or an axis: the namespace does.
*/
#include "python_embed.h"

#include "adapter_scratch.h"
#include "adapter_status.h"
#include "array_api_adapter.h"
#include "array_api_dlpack.h"
#include "array_api_errors.h"

/* The call's shape as adapter.h allows it for `row`. */
static int32_t check_call(const promcast_call *call, const array_api_op_row *row,
                          const promcast_arguments *arguments, int32_t capacity,
                          DLManagedTensor **results) {
    if (arguments == NULL || arguments->count < 0 ||
        (arguments->count > 0 && arguments->values == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: malformed arguments",
                            row->function);
    if (row->form == ARRAY_API_POSITIONAL && arguments->count != row->arity)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s takes %d values, not %d",
                            row->function, row->arity, (int)arguments->count);
    if (arguments->axis_kind != PROMCAST_AXIS_DEFAULT && arguments->axis_kind != PROMCAST_AXIS_NONE &&
        arguments->axis_kind != PROMCAST_AXIS_GIVEN)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: unknown axis kind %d (default 0, none 1, given 2)", row->function,
                            (int)arguments->axis_kind);
    if (!row->takes_axis && arguments->axis_kind != PROMCAST_AXIS_DEFAULT)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s takes no axis, and the call gives one", row->function);
    int32_t needed = row->form == ARRAY_API_STARRED ? arguments->count : 1;
    if (capacity < needed || (needed > 0 && results == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: room for %d results, %d needed", row->function, (int)capacity,
                            (int)needed);
    return PROMCAST_STATUS_OK;
}

/* broadcast_arrays' answer: a tuple or list of views. */
static int32_t views_out(array_api_adapter *adapter, const promcast_call *call, PyObject *answer,
                         int32_t expected, DLManagedTensor **results, int32_t *result_count) {
    PyObject *sequence = PySequence_Fast(answer, "broadcast_arrays returned no sequence");
    if (sequence == NULL) return array_api_error_status(call, ARRAY_API_IN_FUNCTION);
    Py_ssize_t count = PySequence_Fast_GET_SIZE(sequence);
    int32_t status = PROMCAST_STATUS_OK;
    if (count != expected)
        status = adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                              "broadcast_arrays returned %zd arrays for %d", count, (int)expected);
    int32_t made = 0;
    for (; status == PROMCAST_STATUS_OK && made < expected; made++) {
        status = array_api_array_out(adapter, call, PySequence_Fast_GET_ITEM(sequence, made), 1,
                                     &results[made]);
        if (status != PROMCAST_STATUS_OK) break;
    }
    if (status == PROMCAST_STATUS_OK) {
        *result_count = made;
    } else {
        for (int32_t i = 0; i < made; i++)
            if (results[i]->deleter) results[i]->deleter(results[i]);
    }
    Py_DECREF(sequence);
    return status;
}

int32_t array_api_array_function(void *state, const promcast_call *call, int32_t op,
                                 const promcast_arguments *arguments, int32_t capacity,
                                 DLManagedTensor **results, int32_t *result_count) {
    array_api_adapter *adapter = state;
    *result_count = 0;
    int index = array_api_op_index(op);
    if (index < 0 || array_api_op_rows[index].group != ARRAY_API_IN_FUNCTION ||
        adapter->functions[index] == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "op %d is not a function of several arrays the namespace has", (int)op);
    const array_api_op_row *row = &array_api_op_rows[index];
    int32_t status = check_call(call, row, arguments, capacity, results);
    if (status != PROMCAST_STATUS_OK) return status;
    int group = ARRAY_API_IN_FUNCTION |
                (arguments->axis_kind == PROMCAST_AXIS_GIVEN ? ARRAY_API_IN_AXIS : 0);
    int32_t count = arguments->count;
    for (int32_t i = 0; i < count; i++)
        if (arguments->values[i].kind == PROMCAST_VALUE_SCALAR) group |= ARRAY_API_IN_SCALAR_ARGUMENT;
    /* Values, then the axis keyword's value: vectorcall's layout. */
    PyObject *on_stack[8];
    PyObject **values = adapter_scratch(on_stack, 8, (size_t)count + 1, sizeof *values);
    if (values == NULL) return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory");
    int32_t made = 0;
    for (; made < count; made++) {
        static const char *const roles[] = {"value 0", "value 1", "value 2", "value 3"};
        const char *role = made < 4 ? roles[made] : "a value";
        status = array_api_value_object(adapter, call, &arguments->values[made], role, group,
                                        &values[made]);
        if (status != PROMCAST_STATUS_OK) break;
    }
    PyObject *axis = NULL;
    if (status == PROMCAST_STATUS_OK && arguments->axis_kind != PROMCAST_AXIS_DEFAULT) {
        axis = arguments->axis_kind == PROMCAST_AXIS_NONE
                   ? Py_NewRef(Py_None)
                   : PyLong_FromLongLong((long long)arguments->axis);
        if (axis == NULL) status = array_api_error_status(call, ARRAY_API_IN_ANY);
    }
    PyObject *answer = NULL;
    if (status == PROMCAST_STATUS_OK) {
        PyObject *keywords = axis ? adapter->axis_keyword : NULL;
        if (row->form == ARRAY_API_SEQUENCE) {
            PyObject *arrays = PyTuple_New(count);
            for (int32_t i = 0; arrays != NULL && i < count; i++)
                PyTuple_SET_ITEM(arrays, i, Py_NewRef(values[i]));
            PyObject *call_values[2] = {arrays, axis};
            answer = arrays ? PyObject_Vectorcall(adapter->functions[index], call_values, 1, keywords)
                            : NULL;
            Py_XDECREF(arrays);
        } else {
            values[count] = axis;
            answer = PyObject_Vectorcall(adapter->functions[index], values, (size_t)count, keywords);
        }
        if (answer == NULL) {
            status = array_api_error_status(call, group);
        } else if (row->form == ARRAY_API_STARRED) {
            status = views_out(adapter, call, answer, count, results, result_count);
        } else {
            status = array_api_array_out(adapter, call, answer, 0, &results[0]);
            if (status == PROMCAST_STATUS_OK) *result_count = 1;
        }
    }
    Py_XDECREF(answer);
    Py_XDECREF(axis);
    for (int32_t i = 0; i < made; i++) Py_XDECREF(values[i]);
    adapter_scratch_release(values, on_stack);
    return status;
}
