/*
** numpy_result_type.c: result_type, asked of NumPy in two steps.
**
** 1. np.result_type(*operands). Where an operand's value matters to NumPy
**    and the case gives none (numpy_operands.h), NumPy is asked with every
**    combination of candidate values; one answer for all of them is
**    NumPy's answer, two different answers mean NumPy's answer depends on
**    what the case leaves out, and the case is PROMCAST_STATUS_UNSUPPORTED
**    with both answers as the reason. In NumPy 1.24's default state this
**    is legacy value-based casting (a 0-d int64 array with int8 arrays is
**    int8 or int16 by its value); in the weak state (NEP 50) values never
**    change np.result_type, so every combination agrees.
**
** 2. The profile defines result_type as what the operation does, not what
**    np.result_type returns (docs/profiles/numpy.md, "A Python int's
**    value"): with NEP 50, np.result_type(uint8 array, 300) is uint8, and
**    the operation then raises OverflowError converting 300 to uint8,
**    which is scalar_out_of_range. np.result_type never looks at values,
**    so the adapter asks NumPy the operation's question too: for each
**    Python scalar the case gives a value for, np.add(np.zeros((1,), R),
**    value), with R the dtype from step 1. That is the conversion a ufunc
**    makes of a Python scalar to its loop's dtype, and R is the loop's
**    dtype: an array of dtype R with a Python scalar promotes to R in both
**    states whenever R is the result dtype of operands that include that
**    scalar (for two operands it is exactly np.add(array, value)). Its
**    error, if any, is the answer; otherwise R is.
*/
#include "numpy_api.h"

#include <stdio.h>

#include "adapter_scratch.h"
#include "adapter_status.h"
#include "numpy_adapter.h"
#include "numpy_dtype_map.h"
#include "numpy_errors.h"
#include "numpy_operands.h"
#include "numpy_ops.h"
#include "numpy_ufunc_names.h"

/* At most this many calls of np.result_type per case (5 candidates for
** each of 5 value-less operands fit). */
#define COMBINATIONS_MAX 4096
#define OPERANDS_ON_STACK 8

/* What np.result_type said for one combination of operand objects. */
typedef struct answer {
    PyObject *arguments;  /* the tuple it was called with */
    PyObject *dtype;      /* NULL when it raised */
    int32_t status;       /* PROMCAST_STATUS_OK or the exception's status */
    char said[200];       /* the dtype's repr or "Type: message" */
} answer;

static void answer_clear(answer *a) {
    Py_CLEAR(a->arguments);
    Py_CLEAR(a->dtype);
}

/* Writes repr(object) into text; an object with no repr is "?". */
static void repr_into(PyObject *object, char *text, size_t size) {
    PyObject *shown = PyObject_Repr(object);
    const char *utf8 = shown != NULL ? PyUnicode_AsUTF8(shown) : NULL;
    if (utf8 == NULL) PyErr_Clear();
    snprintf(text, size, "%s", utf8 ? utf8 : "?");
    Py_XDECREF(shown);
}

/* Calls np.result_type with combination `k` of the choices (a mixed-radix
** number, operand 0 the fastest digit). 0 after a failure that is not
** NumPy's answer (building the arguments), with *status set. */
static int ask(numpy_adapter *adapter, const promcast_call *call,
               const numpy_operand_choices *choices, int32_t count, long k, answer *out,
               int32_t *status) {
    out->arguments = PyTuple_New(count);
    if (out->arguments == NULL) {
        *status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        return 0;
    }
    for (int32_t i = 0; i < count; i++) {
        PyObject *object = choices[i].objects[k % choices[i].count];
        k /= choices[i].count;
        Py_INCREF(object);
        PyTuple_SET_ITEM(out->arguments, i, object);
    }
    out->dtype = PyObject_Call(adapter->result_type, out->arguments, NULL);
    if (out->dtype != NULL) {
        out->status = PROMCAST_STATUS_OK;
        repr_into(out->dtype, out->said, sizeof out->said);
    } else {
        promcast_call quiet = *call;  /* the first answer's message is kept */
        quiet.message = out->said;
        quiet.message_size = sizeof out->said;
        out->status = numpy_error_status(&quiet, NUMPY_ERRORS_ANY_CALL);
    }
    return 1;
}

/* 1 if the two answers are the same outcome; -1 after a Python failure. */
static int same_answer(const answer *a, const answer *b) {
    if (a->status != b->status) return 0;
    if (a->status != PROMCAST_STATUS_OK) return 1;
    return PyObject_RichCompareBool(a->dtype, b->dtype, Py_EQ);
}

static int32_t depends_on_values(const promcast_call *call, const answer *a, const answer *b) {
    char first[300], second[300];
    repr_into(a->arguments, first, sizeof first);
    repr_into(b->arguments, second, sizeof second);
    return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                        "NumPy's answer depends on values the case does not give: "
                        "np.result_type%s is %s, np.result_type%s is %s",
                        first, a->said, second, b->said);
}

/* Step 1: np.result_type over every combination; *agreed is the answer
** they all give. */
static int32_t agreed_answer(numpy_adapter *adapter, const promcast_call *call,
                             const numpy_operand_choices *choices, int32_t count,
                             answer *agreed) {
    long combinations = 1;
    for (int32_t i = 0; i < count; i++) {
        combinations *= choices[i].count;
        if (combinations > COMBINATIONS_MAX)
            return adapter_fail(call, PROMCAST_STATUS_UNSUPPORTED,
                                "too many operands without values (more than %d combinations of "
                                "candidate values) to ask NumPy whether they matter",
                                COMBINATIONS_MAX);
    }
    int32_t status = PROMCAST_STATUS_OK;
    if (!ask(adapter, call, choices, count, 0, agreed, &status)) return status;
    for (long k = 1; k < combinations; k++) {
        answer other = {0};
        if (!ask(adapter, call, choices, count, k, &other, &status)) return status;
        int same = same_answer(agreed, &other);
        if (same < 0) status = numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        if (same == 0) status = depends_on_values(call, agreed, &other);
        answer_clear(&other);
        if (same != 1) return status;
    }
    if (agreed->status != PROMCAST_STATUS_OK)
        return adapter_fail(call, agreed->status, "%s", agreed->said);
    return PROMCAST_STATUS_OK;
}

/* Step 2: the operation's conversion of each given Python scalar to the
** result dtype `result`. */
static int32_t check_given_scalars(numpy_adapter *adapter, const promcast_call *call,
                                   const numpy_operand_choices *choices, int32_t count,
                                   PyObject *result) {
    PyObject *add = adapter->ufuncs[numpy_ufunc_index(PROMCAST_OP_ADD)];
    for (int32_t i = 0; i < count; i++) {
        if (!choices[i].scalar_with_value) continue;
        npy_intp one = 1;
        Py_INCREF(result);  /* PyArray_Zeros steals it */
        PyObject *array = PyArray_Zeros(1, &one, (PyArray_Descr *)result, 0);
        PyObject *sum =
            array != NULL ? PyObject_CallFunctionObjArgs(add, array, choices[i].objects[0], NULL)
                          : NULL;
        Py_XDECREF(array);
        if (sum == NULL) return numpy_error_status(call, NUMPY_ERRORS_ANY_CALL);
        Py_DECREF(sum);
    }
    return PROMCAST_STATUS_OK;
}

int32_t numpy_result_type(void *state, const promcast_call *call, int32_t count,
                          const promcast_operand *operands, DLDataType *result) {
    numpy_adapter *adapter = state;
    if (count < 1 || operands == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "result_type needs at least one operand (got %d)", (int)count);
    numpy_operand_choices on_stack[OPERANDS_ON_STACK];
    numpy_operand_choices *choices =
        adapter_scratch(on_stack, OPERANDS_ON_STACK, (size_t)count, sizeof *on_stack);
    if (choices == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "out of memory for %d operands", (int)count);
    int32_t made = 0, status = PROMCAST_STATUS_OK;
    for (; made < count && status == PROMCAST_STATUS_OK; made++)
        status = numpy_operand_choices_make(call, &operands[made], made, &choices[made]);
    if (status != PROMCAST_STATUS_OK) made--;  /* the failed one cleared itself */
    answer agreed = {0};
    if (status == PROMCAST_STATUS_OK)
        status = agreed_answer(adapter, call, choices, count, &agreed);
    if (status == PROMCAST_STATUS_OK)
        status = numpy_dl_from_descr(call, agreed.dtype, "np.result_type's answer", result);
    if (status == PROMCAST_STATUS_OK)
        status = check_given_scalars(adapter, call, choices, count, agreed.dtype);
    answer_clear(&agreed);
    for (int32_t i = 0; i < made; i++) numpy_operand_choices_clear(&choices[i]);
    adapter_scratch_release(choices, on_stack);
    return status;
}
