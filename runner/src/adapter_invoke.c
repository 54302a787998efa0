/*
** adapter_invoke.c: one case through an adapter (adapter_invoke.h): the
** case's inputs as the ABI's arguments (DLPack tensors over the case's own
** memory), and the call; adapter_answer.c checks what comes back.
*/
#include "adapter_invoke.h"

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "promcast/abi_dtype.h"
#include "adapter_answer.h"
#include "adapter_loader.h"
#include "run_plan.h"

/* The most operands and shapes one call passes: the case format allows
** 4096, the corpus uses far fewer, and a larger case is skipped, said so. */
enum { MAX_OPERANDS = 64, MAX_SHAPES = 256 };

static promcast_shape shape_argument(case_shape shape) {
    promcast_shape argument = {shape.rank, shape.dims};
    return argument;
}

static DLTensor tensor_over(const case_array *array, void *data) {
    DLTensor tensor;
    memset(&tensor, 0, sizeof tensor);
    tensor.data = data;
    tensor.device.device_type = kDLCPU;
    tensor.ndim = array->shape.rank;
    tensor.dtype = abi_dl_dtype(array->dtype);
    tensor.shape = (int64_t *)array->shape.dims;  /* the ABI forbids writes */
    tensor.strides = NULL;                        /* contiguous */
    return tensor;
}

/* A case's scalar as the ABI's: the exact text of an int or a bool, the
** value as a double for every kind. */
static promcast_scalar scalar_argument(const pc_operand *source, const char *int_text) {
    promcast_scalar scalar;
    memset(&scalar, 0, sizeof scalar);
    scalar.kind = (int32_t)source->scalar_kind;
    scalar.has_value = source->has_value;
    scalar.real = source->value.real;
    scalar.imag = source->value.imag;
    if (source->scalar_kind == PC_SCALAR_INT) scalar.text = int_text;
    if (source->scalar_kind == PC_SCALAR_BOOL && source->has_value)
        scalar.text = source->value.magnitude ? "True" : "False";
    return scalar;
}

static promcast_operand operand_argument(const promcast_case *test_case, int i) {
    const pc_operand *source = &test_case->operands[i];
    promcast_operand operand;
    memset(&operand, 0, sizeof operand);
    operand.category = (int32_t)source->category;
    if (source->category != PC_OPERAND_SCALAR)
        operand.dtype = abi_dl_dtype(source->dtype);
    else
        operand.scalar = scalar_argument(source, test_case->operand_int_texts[i]);
    return operand;
}

static void invoke_result_type(const promcast_adapter *adapter, const promcast_call *call,
                               const promcast_case *test_case, case_answer *answer) {
    promcast_operand operands[MAX_OPERANDS];
    if (test_case->operand_count > MAX_OPERANDS) {
        adapter_skip(answer, "the runner passes at most %d result_type operands", MAX_OPERANDS);
        return;
    }
    for (int i = 0; i < test_case->operand_count; i++) operands[i] = operand_argument(test_case, i);
    DLDataType result = {0, 0, 0};
    if (adapter_accept_status(adapter->result_type(adapter->state, call, test_case->operand_count,
                                           operands, &result),
                      answer))
        adapter_accept_dtype(result, answer);
}

/* Element-wise input i (0 = a, 1 = b) as the ABI's promcast_value: a
** tensor over the case's array, built in *tensor, or its Python scalar
** (case.h). */
static promcast_value input_value(const promcast_case *test_case, int i, DLTensor *tensor) {
    if (case_input_is_scalar(test_case, i)) {
        promcast_value value;
        memset(&value, 0, sizeof value);
        value.kind = PROMCAST_VALUE_SCALAR;
        value.scalar = scalar_argument(&test_case->operands[i], test_case->operand_int_texts[i]);
        return value;
    }
    *tensor = tensor_over(&test_case->arrays[i], test_case->arrays[i].data);
    return promcast_array_value(tensor);
}

static void invoke_elementwise(const promcast_adapter *adapter, const promcast_call *call,
                               int32_t op, const promcast_case *test_case, case_answer *answer) {
    const case_array *a = &test_case->arrays[0];
    DLTensor b_tensor;
    promcast_value b_value = input_value(test_case, 1, &b_tensor);
    if (test_case->op == CASE_BINARY) {
        DLTensor a_tensor;
        promcast_value a_value = input_value(test_case, 0, &a_tensor);
        DLManagedTensor *result = NULL;
        if (adapter_accept_status(adapter->elementwise(adapter->state, call, op, &a_value, &b_value,
                                               &result),
                          answer))
            adapter_accept_tensor(result, 0, answer);
        else if (result && result->deleter)
            result->deleter(result);
        return;
    }
    /* In place: the adapter writes into a copy of a that the runner owns (a
    ** is an array: the reader refuses a scalar destination). */
    assert(!case_input_is_scalar(test_case, 0));
    size_t bytes = (size_t)a->element_count * pc_dtype_size(a->dtype);
    if (!case_answer_reserve(answer, bytes)) {
        adapter_fault(answer, "out of memory for the in-place destination");
        return;
    }
    /* An empty destination has no buffer: memcpy must not see NULL. */
    if (bytes) memcpy(answer->buffer, a->data, bytes);
    DLTensor a_tensor = tensor_over(a, answer->buffer);
    int32_t function = op & ~(int32_t)PROMCAST_OP_INPLACE;
    if (!adapter_accept_status(adapter->elementwise_inplace(adapter->state, call, function, &a_tensor,
                                                    &b_value),
                       answer))
        return;
    case_answer_set_array(answer, a->dtype, a->shape.rank, a->shape.dims, a->element_count);
}

/* broadcast_shapes and xla_broadcast: a shape comes back. */
static void invoke_shape(const promcast_adapter *adapter, const promcast_call *call,
                         const promcast_case *test_case, case_answer *answer) {
    promcast_shape_result result = {0, {0}};
    int32_t status;
    if (test_case->op == CASE_XLA_BROADCAST) {
        status = adapter->xla_broadcast(adapter->state, call, shape_argument(test_case->shapes[0]),
                                        shape_argument(test_case->shapes[1]),
                                        test_case->dims_count, test_case->dims, &result);
    } else {
        promcast_shape shapes[MAX_SHAPES];
        if (test_case->shape_count > MAX_SHAPES) {
            adapter_skip(answer, "the runner passes at most %d shapes", MAX_SHAPES);
            return;
        }
        for (int i = 0; i < test_case->shape_count; i++)
            shapes[i] = shape_argument(test_case->shapes[i]);
        status = adapter->broadcast_shapes(adapter->state, call, test_case->shape_count, shapes,
                                           &result);
    }
    if (adapter_accept_status(status, answer)) adapter_accept_shape(&result, answer);
}

/* inplace_broadcast and can_cast: yes or no comes back. */
static void invoke_question(const promcast_adapter *adapter, const promcast_call *call,
                            const promcast_case *test_case, case_answer *answer) {
    int32_t allowed = -1;
    int32_t status =
        test_case->op == CASE_CAN_CAST
            ? adapter->can_cast(adapter->state, call, abi_dl_dtype(test_case->dtypes[0]),
                                abi_dl_dtype(test_case->dtypes[1]), &allowed)
            : adapter->inplace_broadcast(adapter->state, call, shape_argument(test_case->shapes[0]),
                                         shape_argument(test_case->shapes[1]), &allowed);
    if (!adapter_accept_status(status, answer)) return;
    if (allowed != 0 && allowed != 1) {
        adapter_fault(answer, "adapter answered %d, neither yes (1) nor no (0)", (int)allowed);
        return;
    }
    answer->outcome.kind = OUTCOME_ANSWER;
    answer->outcome.answer = allowed;
}

static void invoke_promote_types(const promcast_adapter *adapter, const promcast_call *call,
                                 const promcast_case *test_case, case_answer *answer) {
    DLDataType result = {0, 0, 0};
    if (adapter_accept_status(adapter->promote_types(adapter->state, call,
                                                     abi_dl_dtype(test_case->dtypes[0]),
                                                     abi_dl_dtype(test_case->dtypes[1]), &result),
                              answer))
        adapter_accept_dtype(result, answer);
}

/* broadcast_to and sum_to_shape: an array and a target shape in, a tensor
** out (a view, whose strides are kept, for broadcast_to). */
static void invoke_reshaping(const promcast_adapter *adapter, const promcast_call *call,
                             const promcast_case *test_case, case_answer *answer) {
    const case_array *source = &test_case->arrays[0];
    DLTensor tensor = tensor_over(source, source->data);
    DLManagedTensor *result = NULL;
    int broadcast = test_case->op == CASE_BROADCAST_TO;
    promcast_shape target = shape_argument(test_case->shapes[0]);
    int32_t status = broadcast
                         ? adapter->broadcast_to(adapter->state, call, &tensor, target, &result)
                         : adapter->sum_to_shape(adapter->state, call, &tensor, target, &result);
    if (adapter_accept_status(status, answer))
        adapter_accept_tensor(result, broadcast, answer);
    else if (result && result->deleter)
        result->deleter(result);
}

/* Whether a result's bytes overlap an array operand's (ABI "OWNERSHIP":
** only views, broadcast_to's and broadcast_arrays', may point into an
** operand). */
static int aliases_operand(const DLManagedTensor *result, const promcast_case *test_case) {
    const DLTensor *t = &result->dl_tensor;
    if (t->data == NULL || t->ndim < 0 || t->ndim > PROMCAST_MAX_RANK || (t->ndim && !t->shape))
        return 0;  /* adapter_accept_tensor says what is wrong with it */
    uintptr_t start = (uintptr_t)t->data + (uintptr_t)t->byte_offset;
    for (int i = 0; i < test_case->input_count; i++) {
        const case_array *operand = &test_case->inputs[i].array;
        size_t bytes = (size_t)operand->element_count * pc_dtype_size(operand->dtype);
        if (test_case->inputs[i].kind != CASE_INPUT_ARRAY || bytes == 0) continue;
        uintptr_t low = (uintptr_t)operand->data;
        if (start >= low && start < low + bytes) return 1;
    }
    return 0;
}

/* A function of several arrays (ABI "FUNCTIONS OF SEVERAL ARRAYS"): the
** operands as promcast_values over the case's own memory, which outlives
** every result; one result back, or one view per operand for
** broadcast_arrays. Every result the adapter wrote is deleted once,
** whatever its status, after the answer has been copied out. */
static void invoke_function(const promcast_adapter *adapter, const promcast_call *call,
                            int32_t op, const promcast_case *test_case, case_answer *answer) {
    int count = test_case->input_count;
    int views = test_case->op == CASE_BROADCAST_ARRAYS;
    int capacity = views ? count : 1;
    size_t slots = (size_t)(count ? count : 1);
    DLTensor *tensors = calloc(slots, sizeof *tensors);
    promcast_value *values = calloc(slots, sizeof *values);
    DLManagedTensor **results = calloc((size_t)(capacity ? capacity : 1), sizeof *results);
    if (!tensors || !values || !results) {
        free(tensors);
        free(values);
        free(results);
        adapter_fault(answer, "out of memory for %d operands", count);
        return;
    }
    for (int i = 0; i < count; i++) {
        const case_input *input = &test_case->inputs[i];
        if (input->kind == CASE_INPUT_ARRAY) {
            tensors[i] = tensor_over(&input->array, input->array.data);
            values[i] = promcast_array_value(&tensors[i]);
        } else if (input->kind == CASE_INPUT_SCALAR) {
            values[i].kind = PROMCAST_VALUE_SCALAR;
            values[i].scalar = scalar_argument(&input->scalar, input->int_text);
        } else {
            values[i].kind = PROMCAST_VALUE_NONE;
        }
    }
    static const int32_t axis_kinds[] = {[PC_AXIS_DEFAULT] = PROMCAST_AXIS_DEFAULT,
                                         [PC_AXIS_NONE] = PROMCAST_AXIS_NONE,
                                         [PC_AXIS_GIVEN] = PROMCAST_AXIS_GIVEN};
    promcast_arguments arguments = {count, count ? values : NULL,
                                    axis_kinds[test_case->axis_kind], test_case->axis_value};
    int32_t result_count = -1;
    int32_t status = adapter->array_function(adapter->state, call, op, &arguments, capacity,
                                             results, &result_count);
    if (adapter_accept_status(status, answer)) {
        int distinct = 1;
        for (int i = 0; i < capacity && distinct; i++)
            for (int j = 0; j < i && distinct; j++)
                distinct = results[i] == NULL || results[i] != results[j];
        if (result_count != capacity) {
            adapter_fault(answer, "adapter returned %d results; %s gives %d",
                          (int)result_count, case_op_name(test_case), capacity);
        } else if (!distinct) {
            adapter_fault(answer, "adapter returned the same tensor twice");
        } else if (views) {
            adapter_accept_views(results, capacity, answer);
        } else if (results[0] && aliases_operand(results[0], test_case)) {
            adapter_fault(answer, "adapter returned a tensor over an operand's memory: only "
                          "broadcast_to and broadcast_arrays give views");
        } else {
            adapter_accept_tensor(results[0], 0, answer);  /* deletes it */
            results[0] = NULL;
        }
    }
    for (int i = 0; i < capacity; i++) {
        int repeated = 0;
        for (int j = 0; j < i && !repeated; j++) repeated = results[i] == results[j];
        if (results[i] && !repeated && results[i]->deleter) results[i]->deleter(results[i]);
    }
    free(results);
    free(values);
    free(tensors);
}

/* The dtypes of the expected outcome: a dtype's, an array's, each array's
** of `arrays`; none for shapes, answers and errors. Returns the count (<=
** CASE_MAX_DTYPES), each dtype once. */
static int expected_dtypes(const case_outcome *expect, pc_dtype dtypes[CASE_MAX_DTYPES]) {
    int count = 0;
    if (expect->kind == OUTCOME_DTYPE) dtypes[count++] = expect->dtype;
    if (expect->kind == OUTCOME_ARRAY) dtypes[count++] = expect->array.dtype;
    if (expect->kind == OUTCOME_ARRAYS) {
        for (int i = 0; i < expect->array_count; i++) {
            int seen = 0;
            for (int j = 0; j < count && !seen; j++) seen = dtypes[j] == expect->arrays[i].dtype;
            if (!seen && count < CASE_MAX_DTYPES) dtypes[count++] = expect->arrays[i].dtype;
        }
    }
    return count;
}

/* Whether the adapter lists the case's op, every dtype its inputs involve,
** and the dtype of the result it expects; else the answer is a skip that
** says which it lacks. A library without a dtype cannot answer in it: a
** result in complex64 from a float32 array and a Python complex scalar is
** not a failure of a library that has no complex64, it is a case the
** library cannot express (like one whose operand it cannot hold). */
static int claims(const loaded_adapter *loaded, const promcast_case *test_case, int key,
                  case_answer *answer) {
    if (!loaded->ops[key]) {
        adapter_skip(answer, "%s claims no %s", loaded->table->name, case_op_name(test_case));
        return 0;
    }
    pc_dtype dtypes[CASE_MAX_DTYPES];
    int dtype_count = case_involved_dtypes(test_case, dtypes);
    for (int i = 0; i < dtype_count; i++) {
        if (!(loaded->dtypes & (UINT32_C(1) << dtypes[i]))) {
            adapter_skip(answer, "%s has no %s", loaded->table->library, pc_dtype_name(dtypes[i]));
            return 0;
        }
    }
    dtype_count = expected_dtypes(&test_case->expect, dtypes);
    for (int i = 0; i < dtype_count; i++) {
        if (pc_dtype_is_valid(dtypes[i]) && !(loaded->dtypes & (UINT32_C(1) << dtypes[i]))) {
            adapter_skip(answer, "%s has no %s, the expected result dtype",
                         loaded->table->library, pc_dtype_name(dtypes[i]));
            return 0;
        }
    }
    return 1;
}

void adapter_invoke(const loaded_adapter *loaded, const promcast_case *test_case,
                    case_answer *answer) {
    const promcast_adapter *adapter = loaded->table;
    memset(&answer->outcome, 0, sizeof answer->outcome);
    answer->disposition = ANSWER_GIVEN;
    answer->message[0] = '\0';
    int key = case_op_key(test_case);
    if (!claims(loaded, test_case, key, answer)) return;
    promcast_call call;
    call.default_float = abi_dl_dtype(test_case->options.default_float);
    call.x64 = test_case->options.x64;
    call.message = answer->message;
    call.message_size = sizeof answer->message;
    _Static_assert(sizeof answer->message >= PROMCAST_MESSAGE_MIN_SIZE, "the ABI's message size");
    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES:
    case CASE_XLA_BROADCAST: invoke_shape(adapter, &call, test_case, answer); return;
    case CASE_INPLACE_BROADCAST:
    case CASE_CAN_CAST: invoke_question(adapter, &call, test_case, answer); return;
    case CASE_PROMOTE_TYPES: invoke_promote_types(adapter, &call, test_case, answer); return;
    case CASE_RESULT_TYPE: invoke_result_type(adapter, &call, test_case, answer); return;
    case CASE_BROADCAST_TO:
    case CASE_SUM_TO_SHAPE: invoke_reshaping(adapter, &call, test_case, answer); return;
    case CASE_BINARY:
    case CASE_BINARY_INPLACE:
        invoke_elementwise(adapter, &call, loaded->op_ids[key], test_case, answer);
        return;
    case CASE_WHERE:
    case CASE_CLIP:
    case CASE_MATMUL:
    case CASE_VECDOT:
    case CASE_CONCAT:
    case CASE_STACK:
    case CASE_BROADCAST_ARRAYS:
        invoke_function(adapter, &call, loaded->op_ids[key], test_case, answer);
        return;
    case CASE_OP_COUNT: break;
    }
    adapter_fault(answer, "the runner has no call for this op");
}
