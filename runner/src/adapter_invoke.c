/*
** adapter_invoke.c: one case through an adapter (adapter_invoke.h).
*/
#include "adapter_invoke.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "adapter_dtype.h"
#include "run_plan.h"

static void skip(case_answer *answer, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
static void fault(case_answer *answer, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static void skip(case_answer *answer, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(answer->message, sizeof answer->message, format, args);
    va_end(args);
    answer->disposition = ANSWER_SKIPPED;
}

static void fault(case_answer *answer, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(answer->message, sizeof answer->message, format, args);
    va_end(args);
    answer->disposition = ANSWER_FAULT;
}

promcast_op adapter_op_of(const promcast_case *test_case) {
    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES: return PROMCAST_OP_BROADCAST_SHAPES;
    case CASE_BROADCAST_TO: return PROMCAST_OP_BROADCAST_TO;
    case CASE_INPLACE_BROADCAST: return PROMCAST_OP_INPLACE_BROADCAST;
    case CASE_XLA_BROADCAST: return PROMCAST_OP_XLA_BROADCAST;
    case CASE_PROMOTE_TYPES: return PROMCAST_OP_PROMOTE_TYPES;
    case CASE_RESULT_TYPE: return PROMCAST_OP_RESULT_TYPE;
    case CASE_CAN_CAST: return PROMCAST_OP_CAN_CAST;
    case CASE_SUM_TO_SHAPE: return PROMCAST_OP_SUM_TO_SHAPE;
    case CASE_BINARY: return (promcast_op)(PROMCAST_OP_ADD + (int)test_case->binary_op);
    case CASE_BINARY_INPLACE:
        return (promcast_op)(PROMCAST_OP_ADD_INPLACE + (int)test_case->binary_op);
    case CASE_OP_COUNT: break;
    }
    return PROMCAST_OP_COUNT;
}

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
    tensor.dtype = adapter_dl_dtype(array->dtype);
    tensor.shape = (int64_t *)array->shape.dims;  /* the ABI forbids writes */
    tensor.strides = NULL;                        /* contiguous */
    return tensor;
}

/* Maps the op's status; returns 1 when it is OK, else sets the answer. */
static int accept_status(int32_t status, case_answer *answer) {
    if (status == PROMCAST_STATUS_OK) return 1;
    if (status >= PROMCAST_STATUS_INCOMPATIBLE_SHAPES &&
        status <= PROMCAST_STATUS_INVALID_ARGUMENT) {
        answer->outcome.kind = OUTCOME_ERROR;
        answer->outcome.error = (pc_status)status;
        return 0;
    }
    if (status == PROMCAST_STATUS_UNSUPPORTED) {
        char reason[sizeof answer->message];
        snprintf(reason, sizeof reason, "%s", answer->message[0] ? answer->message : "unsupported");
        skip(answer, "adapter: %s", reason);
        return 0;
    }
    if (status == PROMCAST_STATUS_INTERNAL_ERROR) {
        char reason[sizeof answer->message];
        snprintf(reason, sizeof reason, "%s", answer->message);
        fault(answer, "adapter internal error: %s", reason[0] ? reason : "(no message)");
        return 0;
    }
    fault(answer, "adapter returned status %d, which is not a promcast_status", (int)status);
    return 0;
}

static int accept_shape(const promcast_shape_result *result, case_answer *answer) {
    if (result->ndim < 0 || result->ndim > PROMCAST_MAX_RANK) {
        fault(answer, "adapter returned a shape of rank %d", (int)result->ndim);
        return 0;
    }
    for (int d = 0; d < result->ndim; d++) {
        if (result->dims[d] < 0) {
            fault(answer, "adapter returned a shape with dimension %d of size %lld", d,
                  (long long)result->dims[d]);
            return 0;
        }
        answer->dims[d] = result->dims[d];
    }
    answer->outcome.kind = OUTCOME_SHAPE;
    answer->outcome.shape.rank = result->ndim;
    answer->outcome.shape.dims = answer->dims;
    return 1;
}

static int accept_dtype(DLDataType type, case_answer *answer) {
    pc_dtype dtype;
    if (!adapter_dtype_lookup(type, &dtype)) {
        fault(answer, "adapter returned dtype code %u bits %u lanes %u, which is none of the 18",
              type.code, type.bits, type.lanes);
        return 0;
    }
    answer->outcome.kind = OUTCOME_DTYPE;
    answer->outcome.dtype = dtype;
    return 1;
}

/* Checks a returned tensor and copies its elements, row-major, into the
** answer; keeps its strides (in elements) when `keep_strides`. Deletes the
** tensor in every case. */
static void accept_tensor(DLManagedTensor *managed, int keep_strides, case_answer *answer) {
    if (managed == NULL) {
        fault(answer, "adapter returned OK but no tensor");
        return;
    }
    const DLTensor *t = &managed->dl_tensor;
    pc_dtype dtype;
    int64_t count = 1, strides[PROMCAST_MAX_RANK];
    const char *problem = NULL;
    char detail[200] = "";
    if (t->ndim < 0 || t->ndim > PROMCAST_MAX_RANK) {
        snprintf(detail, sizeof detail, "a tensor of rank %d", (int)t->ndim);
        problem = detail;
    } else if (t->ndim > 0 && t->shape == NULL) {
        problem = "a tensor with no shape";
    } else if (t->device.device_type != kDLCPU) {
        snprintf(detail, sizeof detail, "a tensor on device type %d, not the CPU",
                 (int)t->device.device_type);
        problem = detail;
    } else if (!adapter_dtype_lookup(t->dtype, &dtype)) {
        snprintf(detail, sizeof detail, "a tensor of dtype code %u bits %u lanes %u, which is none of the 18",
                 t->dtype.code, t->dtype.bits, t->dtype.lanes);
        problem = detail;
    }
    for (int d = 0; problem == NULL && d < t->ndim; d++) {
        if (t->shape[d] < 0) {
            snprintf(detail, sizeof detail, "a tensor with dimension %d of size %lld", d,
                     (long long)t->shape[d]);
            problem = detail;
        } else if (count != 0 && t->shape[d] > INT32_MAX / (count ? count : 1)) {
            problem = "a tensor of more than 2^31 elements";
        } else {
            count *= t->shape[d];
        }
    }
    if (problem == NULL) {
        /* Row-major strides when none are given (DLPack: NULL is compact). */
        int64_t step = 1;
        for (int d = t->ndim - 1; d >= 0; d--) {
            strides[d] = t->strides ? t->strides[d] : step;
            step *= t->shape[d] ? t->shape[d] : 1;
            if (strides[d] < 0 || strides[d] > INT32_MAX) {
                snprintf(detail, sizeof detail, "a tensor with stride %lld on dimension %d",
                         (long long)strides[d], d);
                problem = detail;
            }
        }
    }
    if (problem == NULL && count > 0 && t->data == NULL) problem = "a tensor with elements but no data";
    if (problem == NULL) {
        size_t element = pc_dtype_size(dtype);
        if (!case_answer_reserve(answer, (size_t)count * element)) {
            problem = "a tensor too large to copy";
        } else {
            /* An empty tensor's data may be NULL, where C allows no offset. */
            if (count > 0)
                case_copy_strided((const unsigned char *)t->data + t->byte_offset, element,
                                  t->ndim, t->shape, strides, count, answer->buffer);
            case_answer_set_array(answer, dtype, t->ndim, t->shape, count);
            if (keep_strides) {
                memcpy(answer->strides, strides, (size_t)t->ndim * sizeof(int64_t));
                answer->outcome.array.strides = answer->strides;
            }
        }
    }
    if (managed->deleter) managed->deleter(managed);
    if (problem) fault(answer, "adapter returned %s", problem);
}

static promcast_operand operand_argument(const promcast_case *test_case, int i) {
    const pc_operand *source = &test_case->operands[i];
    promcast_operand operand;
    memset(&operand, 0, sizeof operand);
    operand.category = (int32_t)source->category;
    if (source->category != PC_OPERAND_SCALAR) {
        operand.dtype = adapter_dl_dtype(source->dtype);
        return operand;
    }
    operand.scalar_kind = (int32_t)source->scalar_kind;
    operand.has_value = source->has_value;
    operand.real = source->value.real;
    operand.imag = source->value.imag;
    if (source->scalar_kind == PC_SCALAR_INT) operand.int_text = test_case->operand_int_texts[i];
    if (source->scalar_kind == PC_SCALAR_BOOL && source->has_value)
        operand.int_text = source->value.magnitude ? "True" : "False";
    return operand;
}

static void invoke_result_type(const promcast_adapter *adapter, const promcast_call *call,
                               const promcast_case *test_case, case_answer *answer) {
    promcast_operand operands[64];
    if (test_case->operand_count > 64) {
        skip(answer, "the runner passes at most 64 result_type operands");
        return;
    }
    for (int i = 0; i < test_case->operand_count; i++) operands[i] = operand_argument(test_case, i);
    DLDataType result = {0, 0, 0};
    if (accept_status(adapter->result_type(adapter->state, call, test_case->operand_count,
                                           operands, &result),
                      answer))
        accept_dtype(result, answer);
}

static void invoke_binary(const promcast_adapter *adapter, const promcast_call *call,
                          const promcast_case *test_case, case_answer *answer) {
    const case_array *a = &test_case->arrays[0], *b = &test_case->arrays[1];
    DLTensor b_tensor = tensor_over(b, b->data);
    int32_t op = PROMCAST_OP_ADD + (int32_t)test_case->binary_op;
    if (test_case->op == CASE_BINARY) {
        DLTensor a_tensor = tensor_over(a, a->data);
        DLManagedTensor *result = NULL;
        if (accept_status(adapter->binary(adapter->state, call, op, &a_tensor, &b_tensor, &result),
                          answer))
            accept_tensor(result, 0, answer);
        else if (result && result->deleter)
            result->deleter(result);
        return;
    }
    /* In place: the adapter writes into a copy of a that the runner owns. */
    size_t bytes = (size_t)a->element_count * pc_dtype_size(a->dtype);
    if (!case_answer_reserve(answer, bytes)) {
        fault(answer, "out of memory for the in-place destination");
        return;
    }
    memcpy(answer->buffer, a->data, bytes);
    DLTensor a_tensor = tensor_over(a, answer->buffer);
    if (!accept_status(adapter->binary_inplace(adapter->state, call, op, &a_tensor, &b_tensor),
                       answer))
        return;
    case_answer_set_array(answer, a->dtype, a->shape.rank, a->shape.dims, a->element_count);
}

void adapter_invoke(const promcast_adapter *adapter, const promcast_case *test_case,
                    case_answer *answer) {
    memset(&answer->outcome, 0, sizeof answer->outcome);
    answer->disposition = ANSWER_GIVEN;
    answer->message[0] = '\0';
    promcast_op op = adapter_op_of(test_case);
    if (!promcast_adapter_has_op(adapter, op)) {
        skip(answer, "%s claims no %s", adapter->name, case_op_name(test_case));
        return;
    }
    pc_dtype dtypes[8];
    int dtype_count = case_involved_dtypes(test_case, dtypes);
    for (int i = 0; i < dtype_count; i++) {
        if (!(adapter->dtypes & (1u << dtypes[i]))) {
            skip(answer, "%s has no %s", adapter->library, pc_dtype_name(dtypes[i]));
            return;
        }
    }
    promcast_call call;
    call.default_float = adapter_dl_dtype(test_case->options.default_float);
    call.x64 = test_case->options.x64;
    call.message = answer->message;
    call.message_size = sizeof answer->message;

    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES: {
        promcast_shape shapes[256];
        if (test_case->shape_count > 256) {
            skip(answer, "the runner passes at most 256 shapes");
            return;
        }
        for (int i = 0; i < test_case->shape_count; i++) shapes[i] = shape_argument(test_case->shapes[i]);
        promcast_shape_result result = {0, {0}};
        if (accept_status(adapter->broadcast_shapes(adapter->state, &call, test_case->shape_count,
                                                    shapes, &result),
                          answer))
            accept_shape(&result, answer);
        return;
    }
    case CASE_XLA_BROADCAST: {
        promcast_shape_result result = {0, {0}};
        if (accept_status(adapter->xla_broadcast(adapter->state, &call,
                                                 shape_argument(test_case->shapes[0]),
                                                 shape_argument(test_case->shapes[1]),
                                                 test_case->dims_count, test_case->dims, &result),
                          answer))
            accept_shape(&result, answer);
        return;
    }
    case CASE_INPLACE_BROADCAST:
    case CASE_CAN_CAST: {
        int32_t allowed = -1;
        int32_t status =
            test_case->op == CASE_CAN_CAST
                ? adapter->can_cast(adapter->state, &call, adapter_dl_dtype(test_case->dtypes[0]),
                                    adapter_dl_dtype(test_case->dtypes[1]), &allowed)
                : adapter->inplace_broadcast(adapter->state, &call,
                                             shape_argument(test_case->shapes[0]),
                                             shape_argument(test_case->shapes[1]), &allowed);
        if (!accept_status(status, answer)) return;
        if (allowed != 0 && allowed != 1) {
            fault(answer, "adapter answered %d, neither yes (1) nor no (0)", (int)allowed);
            return;
        }
        answer->outcome.kind = OUTCOME_ANSWER;
        answer->outcome.answer = allowed;
        return;
    }
    case CASE_PROMOTE_TYPES: {
        DLDataType result = {0, 0, 0};
        if (accept_status(adapter->promote_types(adapter->state, &call,
                                                 adapter_dl_dtype(test_case->dtypes[0]),
                                                 adapter_dl_dtype(test_case->dtypes[1]), &result),
                          answer))
            accept_dtype(result, answer);
        return;
    }
    case CASE_RESULT_TYPE:
        invoke_result_type(adapter, &call, test_case, answer);
        return;
    case CASE_BROADCAST_TO:
    case CASE_SUM_TO_SHAPE: {
        const case_array *source = &test_case->arrays[0];
        DLTensor tensor = tensor_over(source, source->data);
        DLManagedTensor *result = NULL;
        int broadcast = test_case->op == CASE_BROADCAST_TO;
        int32_t status =
            broadcast ? adapter->broadcast_to(adapter->state, &call, &tensor,
                                              shape_argument(test_case->shapes[0]), &result)
                      : adapter->sum_to_shape(adapter->state, &call, &tensor,
                                              shape_argument(test_case->shapes[0]), &result);
        if (accept_status(status, answer))
            accept_tensor(result, broadcast, answer);
        else if (result && result->deleter)
            result->deleter(result);
        return;
    }
    case CASE_BINARY:
    case CASE_BINARY_INPLACE:
        invoke_binary(adapter, &call, test_case, answer);
        return;
    case CASE_OP_COUNT:
        break;
    }
    fault(answer, "the runner has no call for this op");
}
