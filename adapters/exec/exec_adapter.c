/*
** exec_adapter.c: libpromcast_adapter_exec.so, the adapter whose library
** lives in another process (docs/adapters.md, "Out-of-process adapters:
** the protocol"). Its option `command=COMMAND` names the adapter process;
** `timeout_ms=N` (default 10000) bounds each answer; every other option is
** the process's, sent in the hello. Its table is what the process claims.
**
** Each table function writes the call as a frame, reads the answer and
** turns it into the ABI's results. An answer the protocol does not allow,
** a process that dies or one that does not answer in time costs that call
** an INTERNAL_ERROR saying what happened; the process is killed and the
** next call starts a new one (a new hello), so a run loses no case.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec_answer.h"
#include "exec_encode.h"
#include "exec_hello.h"
#include "exec_process.h"
#include "promcast/adapter.h"

enum { DEFAULT_TIMEOUT_MS = 10000, END_GRACE_MS = 1000, DEATH_WAIT_MS = 1000 };

typedef struct exec_state {
    promcast_adapter table;
    exec_claims claims;
    char *command;
    int timeout_ms;
    int32_t option_count;
    promcast_adapter_option *options;  /* copies, for each restart's hello */
    exec_process process;
    int64_t last_id;                   /* ids count from 1 in each process */
    exec_frame frame;
    exec_answer answer;
    unsigned char *payload;
    size_t payload_capacity;
} exec_state;

static void copy_message(const promcast_call *call, const char *text) {
    if (call->message != NULL && call->message_size > 0)
        snprintf(call->message, call->message_size, "%s", text);
}

/* Starts the process and says hello: 1, or 0 with the reason (*refused
** when the process refused). */
static int start(exec_state *state, int *refused, char *error, size_t size) {
    *refused = 0;
    if (!exec_process_start(&state->process, state->command, error, size)) return 0;
    state->last_id = 0;
    int64_t deadline = exec_now_ms() + state->timeout_ms;
    char reason[512];
    exec_buffer hello = {0};
    if (!exec_hello_encode(state->options, state->option_count, &hello)) {
        exec_buffer_free(&hello);
        snprintf(error, size, "out of memory encoding the hello");
        exec_process_kill(&state->process);
        return 0;
    }
    int wrote = exec_process_write(&state->process, hello.data, hello.length, NULL, 0, deadline,
                                   reason, sizeof reason);
    exec_buffer_free(&hello);
    const char *line = NULL;
    size_t length = 0;
    if (wrote == EXEC_IO_OK)
        wrote = exec_process_read_line(&state->process, deadline, &line, &length, reason, sizeof reason);
    if (wrote != EXEC_IO_OK) {
        char ended[128];
        int timed_out = strcmp(reason, "timeout") == 0;
        if (!timed_out && exec_process_ended(&state->process, DEATH_WAIT_MS, ended, sizeof ended))
            snprintf(error, size, "the adapter process (%s) %s before answering the hello (%s)",
                     state->command, ended, reason);
        else if (timed_out)
            snprintf(error, size, "the adapter process (%s) gave no answer to the hello within %d ms",
                     state->command, state->timeout_ms);
        else
            snprintf(error, size, "the adapter process (%s) failed the hello: %s", state->command, reason);
        exec_process_kill(&state->process);
        return 0;
    }
    exec_claims claims;
    if (!exec_hello_decode(line, length, &claims, refused, error, size)) {
        exec_process_kill(&state->process);
        return 0;
    }
    if (state->claims.name == NULL) state->claims = claims;
    else exec_claims_free(&claims);  /* a restart: the table keeps the first claims */
    return 1;
}

/* Kills the process after a failed call and writes why into the call's
** message: `what` said first, then how the process ended. */
static int32_t broken(exec_state *state, const promcast_call *call, const char *what) {
    char ended[128], text[1400];
    if (exec_process_ended(&state->process, 0, ended, sizeof ended))
        snprintf(text, sizeof text, "%s; the adapter process %s", what, ended);
    else
        snprintf(text, sizeof text, "%s; the adapter process was killed and starts again at the next call", what);
    exec_process_kill(&state->process);
    copy_message(call, text);
    return PROMCAST_STATUS_INTERNAL_ERROR;
}

/* Sends the frame built in state->frame and decodes the answer into
** state->answer (payload in state->payload). PROMCAST_STATUS_OK with an
** answer to read, or a status for the call to return (its message
** written). */
static int32_t exchange(exec_state *state, const promcast_call *call, exec_expectation *expect) {
    char text[1200], reason[1024];
    if (!exec_frame_finish(&state->frame)) {
        state->last_id--;  /* never sent: the next call takes its id */
        snprintf(text, sizeof text, "cannot encode call %s: %s", expect->op_name, state->frame.problem);
        copy_message(call, text);
        return PROMCAST_STATUS_INTERNAL_ERROR;
    }
    int64_t id = expect->id;
    int64_t deadline = exec_now_ms() + state->timeout_ms;
    if (exec_process_write(&state->process, state->frame.json.data, state->frame.json.length,
                           state->frame.payload.data, state->frame.payload.length, deadline, reason,
                           sizeof reason) != EXEC_IO_OK) {
        char ended[128];
        if (exec_process_ended(&state->process, DEATH_WAIT_MS, ended, sizeof ended)) {
            snprintf(text, sizeof text, "the adapter process %s before call %lld (%s)", ended,
                     (long long)id, expect->op_name);
            exec_process_kill(&state->process);
            copy_message(call, text);
            return PROMCAST_STATUS_INTERNAL_ERROR;
        }
        snprintf(text, sizeof text, "call %lld (%s) could not be sent: %s", (long long)id,
                 expect->op_name, reason);
        return broken(state, call, text);
    }
    const char *line;
    size_t length;
    if (exec_process_read_line(&state->process, deadline, &line, &length, reason, sizeof reason) != EXEC_IO_OK) {
        if (strcmp(reason, "timeout") == 0) {
            snprintf(text, sizeof text, "no answer within %d ms to call %lld (%s)", state->timeout_ms,
                     (long long)id, expect->op_name);
            return broken(state, call, text);
        }
        char ended[128];
        if (exec_process_ended(&state->process, DEATH_WAIT_MS, ended, sizeof ended)) {
            snprintf(text, sizeof text, "the adapter process %s without answering call %lld (%s)",
                     ended, (long long)id, expect->op_name);
            exec_process_kill(&state->process);
            copy_message(call, text);
            return PROMCAST_STATUS_INTERNAL_ERROR;
        }
        snprintf(text, sizeof text, "call %lld (%s): %s", (long long)id, expect->op_name, reason);
        return broken(state, call, text);
    }
    if (!exec_answer_decode(line, length, expect, &state->answer, reason, sizeof reason)) {
        snprintf(text, sizeof text, "a malformed answer to call %lld (%s): %s", (long long)id,
                 expect->op_name, reason);
        return broken(state, call, text);
    }
    size_t payload = state->answer.payload;
    if (payload > state->payload_capacity) {
        unsigned char *grown = realloc(state->payload, payload);
        if (grown == NULL) {
            snprintf(text, sizeof text, "out of memory for a payload of %zu bytes", payload);
            return broken(state, call, text);
        }
        state->payload = grown;
        state->payload_capacity = payload;
    }
    if (payload > 0 &&
        exec_process_read_bytes(&state->process, state->payload, payload, deadline, reason,
                                sizeof reason) != EXEC_IO_OK) {
        snprintf(text, sizeof text, "the answer to call %lld (%s): %s", (long long)id,
                 expect->op_name, reason);
        return broken(state, call, text);
    }
    if (!exec_answer_check_payload(&state->answer, state->payload, reason, sizeof reason)) {
        snprintf(text, sizeof text, "a malformed answer to call %lld (%s): %s", (long long)id,
                 expect->op_name, reason);
        return broken(state, call, text);
    }
    switch (state->answer.kind) {
    case EXEC_OUTCOME_ERROR:
        copy_message(call, state->answer.message);
        return state->answer.status;
    case EXEC_OUTCOME_UNSUPPORTED:
        copy_message(call, state->answer.message[0] ? state->answer.message
                                                    : "the adapter process cannot run this case");
        return PROMCAST_STATUS_UNSUPPORTED;
    case EXEC_OUTCOME_INTERNAL_ERROR:
        copy_message(call, state->answer.message[0] ? state->answer.message
                                                    : "the adapter process failed (internal_error)");
        return PROMCAST_STATUS_INTERNAL_ERROR;
    default:
        copy_message(call, state->answer.message);
        return PROMCAST_STATUS_OK;
    }
}

/* Begins the frame of a call of `op` (its in-place form's name when
** `inplace`), starting the process first if it is not running. */
static int32_t begin(exec_state *state, const promcast_call *call, int32_t op, int inplace,
                     unsigned outcomes, exec_expectation *expect, char *name, size_t name_size) {
    const char *base = promcast_op_name(op);
    snprintf(name, name_size, "%s%s", base ? base : "?", inplace ? "_inplace" : "");
    if (state->process.pid <= 0) {
        char error[1024], text[1200];
        int refused;
        if (!start(state, &refused, error, sizeof error)) {
            snprintf(text, sizeof text, "cannot start the adapter process again: %s", error);
            copy_message(call, text);
            return PROMCAST_STATUS_INTERNAL_ERROR;
        }
    }
    memset(expect, 0, sizeof *expect);
    expect->id = ++state->last_id;
    expect->op_name = name;
    expect->outcomes = outcomes;
    expect->dtypes = state->claims.dtypes;
    expect->dtype_count = state->claims.dtype_count;
    exec_frame_begin(&state->frame, expect->id, name);
    return PROMCAST_STATUS_OK;
}

/* A tensor owning its shape, strides and data, one allocation for the
** header and one for the elements. */
typedef struct owned_tensor {
    DLManagedTensor managed;
    int64_t shape[PROMCAST_MAX_RANK];
    int64_t strides[PROMCAST_MAX_RANK];
} owned_tensor;

static void owned_tensor_delete(DLManagedTensor *managed) {
    owned_tensor *tensor = managed->manager_ctx;
    free(managed->dl_tensor.data);
    free(tensor);
}

/* The answer's array `index` as a new tensor: compact, or laid out
** through its strides (the elements that share a place are equal:
** exec_answer_check_payload). */
static int32_t make_tensor(exec_state *state, const promcast_call *call, int index,
                           DLManagedTensor **result) {
    const exec_array *array = &state->answer.arrays[index];
    owned_tensor *tensor = calloc(1, sizeof *tensor);
    size_t element = ((size_t)array->dtype.bits + 7) / 8;
    int64_t places = array->strides ? exec_view_extent(array->ndim, array->dims, array->strides)
                                    : array->count;
    void *data = malloc(places > 0 ? (size_t)places * element : 1);
    if (tensor == NULL || data == NULL) {
        free(tensor);
        free(data);
        copy_message(call, "out of memory for the answer's array");
        return PROMCAST_STATUS_INTERNAL_ERROR;
    }
    const unsigned char *elements = state->payload + array->offset;
    int64_t compact = 1;
    for (int d = array->ndim - 1; d >= 0; d--) {
        tensor->shape[d] = array->dims[d];
        tensor->strides[d] = array->strides ? array->strides[d] : compact;
        compact *= array->dims[d];
    }
    if (array->strides == NULL) {
        if (array->size > 0) memcpy(data, elements, array->size);
    } else {
        int64_t position[PROMCAST_MAX_RANK] = {0}, offset = 0;
        for (int64_t n = 0; n < array->count; n++) {
            memcpy((char *)data + offset * (int64_t)element, elements + n * (int64_t)element, element);
            for (int d = array->ndim - 1; d >= 0; d--) {
                if (++position[d] < array->dims[d]) {
                    offset += array->strides[d];
                    break;
                }
                offset -= array->strides[d] * (array->dims[d] - 1);
                position[d] = 0;
            }
        }
    }
    DLTensor *dl = &tensor->managed.dl_tensor;
    dl->data = data;
    dl->device.device_type = kDLCPU;
    dl->device.device_id = 0;
    dl->ndim = array->ndim;
    dl->dtype = array->dtype;
    dl->shape = tensor->shape;
    dl->strides = tensor->strides;
    dl->byte_offset = 0;
    tensor->managed.manager_ctx = tensor;
    tensor->managed.deleter = owned_tensor_delete;
    *result = &tensor->managed;
    return PROMCAST_STATUS_OK;
}

static int32_t array_result(exec_state *state, const promcast_call *call, exec_expectation *expect,
                            DLManagedTensor **result) {
    int32_t status = exchange(state, call, expect);
    if (status != PROMCAST_STATUS_OK) return status;
    return make_tensor(state, call, 0, result);
}

static int32_t shape_result(exec_state *state, const promcast_call *call, exec_expectation *expect,
                            promcast_shape_result *result) {
    int32_t status = exchange(state, call, expect);
    if (status != PROMCAST_STATUS_OK) return status;
    result->ndim = state->answer.ndim;
    memcpy(result->dims, state->answer.dims, sizeof(int64_t) * (size_t)state->answer.ndim);
    return PROMCAST_STATUS_OK;
}

static int32_t answer_result(exec_state *state, const promcast_call *call, exec_expectation *expect,
                             int32_t *allowed) {
    int32_t status = exchange(state, call, expect);
    if (status == PROMCAST_STATUS_OK) *allowed = state->answer.answer;
    return status;
}

static int32_t dtype_result(exec_state *state, const promcast_call *call, exec_expectation *expect,
                            DLDataType *result) {
    int32_t status = exchange(state, call, expect);
    if (status == PROMCAST_STATUS_OK) *result = state->answer.dtype;
    return status;
}

#define BEGIN(OP, INPLACE, OUTCOMES)                                                         \
    exec_state *state = opaque;                                                              \
    exec_expectation expect;                                                                 \
    char name[64];                                                                           \
    int32_t begun = begin(state, call, OP, INPLACE, OUTCOMES, &expect, name, sizeof name);  \
    if (begun != PROMCAST_STATUS_OK) return begun;                                           \
    exec_frame *frame = &state->frame

static int32_t exec_broadcast_shapes(void *opaque, const promcast_call *call, int32_t count,
                                     const promcast_shape *shapes, promcast_shape_result *result) {
    BEGIN(PROMCAST_OP_BROADCAST_SHAPES, 0, EXEC_EXPECT(EXEC_OUTCOME_SHAPE));
    exec_put_key(frame, "shapes");
    exec_buffer_text(&frame->json, "[");
    for (int32_t i = 0; i < count; i++) exec_put_shape(frame, shapes[i].ndim, shapes[i].dims);
    exec_buffer_text(&frame->json, "]");
    return shape_result(state, call, &expect, result);
}

static int32_t exec_broadcast_to(void *opaque, const promcast_call *call, const DLTensor *source,
                                 promcast_shape target, DLManagedTensor **view) {
    BEGIN(PROMCAST_OP_BROADCAST_TO, 0, EXEC_EXPECT(EXEC_OUTCOME_ARRAY));
    expect.views = 1;
    exec_put_key(frame, "array");
    exec_put_array(frame, source);
    exec_put_key(frame, "shape");
    exec_put_shape(frame, target.ndim, target.dims);
    return array_result(state, call, &expect, view);
}

static int32_t exec_inplace_broadcast(void *opaque, const promcast_call *call,
                                      promcast_shape destination, promcast_shape source,
                                      int32_t *allowed) {
    BEGIN(PROMCAST_OP_INPLACE_BROADCAST, 0, EXEC_EXPECT(EXEC_OUTCOME_ANSWER));
    exec_put_key(frame, "destination");
    exec_put_shape(frame, destination.ndim, destination.dims);
    exec_put_key(frame, "source");
    exec_put_shape(frame, source.ndim, source.dims);
    return answer_result(state, call, &expect, allowed);
}

static int32_t exec_xla_broadcast(void *opaque, const promcast_call *call, promcast_shape lhs,
                                  promcast_shape rhs, int32_t dims_count, const int64_t *dims,
                                  promcast_shape_result *result) {
    BEGIN(PROMCAST_OP_XLA_BROADCAST, 0, EXEC_EXPECT(EXEC_OUTCOME_SHAPE));
    exec_put_key(frame, "lhs");
    exec_put_shape(frame, lhs.ndim, lhs.dims);
    exec_put_key(frame, "rhs");
    exec_put_shape(frame, rhs.ndim, rhs.dims);
    exec_put_key(frame, "broadcast_dimensions");
    exec_put_shape(frame, dims_count, dims);
    return shape_result(state, call, &expect, result);
}

static int32_t exec_promote_types(void *opaque, const promcast_call *call, DLDataType a,
                                  DLDataType b, DLDataType *result) {
    BEGIN(PROMCAST_OP_PROMOTE_TYPES, 0, EXEC_EXPECT(EXEC_OUTCOME_DTYPE));
    exec_put_key(frame, "dtypes");
    exec_buffer_text(&frame->json, "[");
    exec_put_dtype(frame, a);
    exec_put_dtype(frame, b);
    exec_buffer_text(&frame->json, "]");
    return dtype_result(state, call, &expect, result);
}

static int32_t exec_result_type(void *opaque, const promcast_call *call, int32_t count,
                                const promcast_operand *operands, DLDataType *result) {
    BEGIN(PROMCAST_OP_RESULT_TYPE, 0, EXEC_EXPECT(EXEC_OUTCOME_DTYPE));
    exec_put_key(frame, "operands");
    exec_buffer_text(&frame->json, "[");
    for (int32_t i = 0; i < count; i++) exec_put_operand(frame, &operands[i]);
    exec_buffer_text(&frame->json, "]");
    exec_put_default_float(frame, call);
    /* The case format's x64 is JAX's switch (absent is false), which the
    ** ABI passes as 0 or 1: written for a process claiming jax, and
    ** whenever it is on. */
    if (call->x64 || strncmp(state->claims.profile, "jax", 3) == 0)
        exec_buffer_format(&frame->json, ",\"x64\":%s", call->x64 ? "true" : "false");
    return dtype_result(state, call, &expect, result);
}

static int32_t exec_can_cast(void *opaque, const promcast_call *call, DLDataType from,
                             DLDataType to, int32_t *allowed) {
    BEGIN(PROMCAST_OP_CAN_CAST, 0, EXEC_EXPECT(EXEC_OUTCOME_ANSWER));
    exec_put_key(frame, "from");
    exec_put_dtype(frame, from);
    exec_put_key(frame, "to");
    exec_put_dtype(frame, to);
    return answer_result(state, call, &expect, allowed);
}

static int32_t exec_sum_to_shape(void *opaque, const promcast_call *call, const DLTensor *gradient,
                                 promcast_shape target, DLManagedTensor **result) {
    BEGIN(PROMCAST_OP_SUM_TO_SHAPE, 0, EXEC_EXPECT(EXEC_OUTCOME_ARRAY));
    exec_put_key(frame, "gradient");
    exec_put_array(frame, gradient);
    exec_put_key(frame, "shape");
    exec_put_shape(frame, target.ndim, target.dims);
    return array_result(state, call, &expect, result);
}

static int32_t exec_elementwise(void *opaque, const promcast_call *call, int32_t op,
                                const promcast_value *a, const promcast_value *b,
                                DLManagedTensor **result) {
    BEGIN(op, 0, EXEC_EXPECT(EXEC_OUTCOME_ARRAY));
    exec_put_key(frame, "a");
    exec_put_value(frame, a);
    exec_put_key(frame, "b");
    exec_put_value(frame, b);
    exec_put_default_float(frame, call);
    return array_result(state, call, &expect, result);
}

static int32_t exec_elementwise_inplace(void *opaque, const promcast_call *call, int32_t op,
                                        DLTensor *a, const promcast_value *b) {
    BEGIN(op, 1, EXEC_EXPECT(EXEC_OUTCOME_ARRAY));
    exec_put_key(frame, "a");
    exec_put_array(frame, a);
    exec_put_key(frame, "b");
    exec_put_value(frame, b);
    exec_put_default_float(frame, call);
    int32_t status = exchange(state, call, &expect);
    if (status != PROMCAST_STATUS_OK) return status;
    /* The new a: a's own dtype and shape, written back through a's strides. */
    const exec_array *array = &state->answer.arrays[0];
    int same = array->dtype.code == a->dtype.code && array->dtype.bits == a->dtype.bits &&
               array->ndim == a->ndim;
    for (int32_t d = 0; same && d < a->ndim; d++) same = array->dims[d] == a->shape[d];
    if (!same) {
        char got[40], text[300];
        const char *dtype = exec_dtype_name(array->dtype), *destination = exec_dtype_name(a->dtype);
        snprintf(got, sizeof got, "%s", dtype ? dtype : "?");
        snprintf(text, sizeof text, "the answer to call %lld (%s) is an array of dtype %s and rank %d, "
                 "not the destination's dtype %s and shape of rank %d", (long long)expect.id, name, got,
                 array->ndim, destination ? destination : "?", a->ndim);
        return broken(state, call, text);
    }
    /* An empty destination takes no elements; its sizes' product may pass INT64_MAX. */
    if (array->count == 0) return PROMCAST_STATUS_OK;
    size_t element = ((size_t)a->dtype.bits + 7) / 8;
    char *base = (char *)a->data + a->byte_offset;
    const unsigned char *elements = state->payload + array->offset;
    int64_t position[PROMCAST_MAX_RANK] = {0}, offset = 0, compact[PROMCAST_MAX_RANK];
    int64_t running = 1;
    for (int d = a->ndim - 1; d >= 0; d--) {
        compact[d] = a->strides ? a->strides[d] : running;
        running *= a->shape[d];
    }
    for (int64_t n = 0; n < array->count; n++) {
        memcpy(base + offset * (int64_t)element, elements + n * (int64_t)element, element);
        for (int d = a->ndim - 1; d >= 0; d--) {
            if (++position[d] < a->shape[d]) {
                offset += compact[d];
                break;
            }
            offset -= compact[d] * (a->shape[d] - 1);
            position[d] = 0;
        }
    }
    return PROMCAST_STATUS_OK;
}

static int32_t exec_array_function(void *opaque, const promcast_call *call, int32_t op,
                                   const promcast_arguments *arguments, int32_t capacity,
                                   DLManagedTensor **results, int32_t *result_count) {
    unsigned outcomes = EXEC_EXPECT(op == PROMCAST_OP_BROADCAST_ARRAYS ? EXEC_OUTCOME_ARRAYS
                                                                       : EXEC_OUTCOME_ARRAY);
    BEGIN(op, 0, outcomes);
    static const char *const where_keys[] = {"condition", "x1", "x2"};
    static const char *const clip_keys[] = {"x", "min", "max"};
    static const char *const pair_keys[] = {"x1", "x2"};
    const char *const *keys = NULL;
    int32_t key_count = 0;
    switch (op) {
    case PROMCAST_OP_WHERE: keys = where_keys; key_count = 3; break;
    case PROMCAST_OP_CLIP: keys = clip_keys; key_count = 3; break;
    case PROMCAST_OP_MATMUL:
    case PROMCAST_OP_VECDOT: keys = pair_keys; key_count = 2; break;
    default: break;
    }
    if (keys != NULL) {
        if (arguments->count != key_count) {
            char text[160];
            snprintf(text, sizeof text, "%s takes %d operands, not %d", name, key_count, arguments->count);
            copy_message(call, text);
            state->last_id--;
            return PROMCAST_STATUS_INVALID_ARGUMENT;
        }
        for (int32_t i = 0; i < key_count; i++) {
            exec_put_key(frame, keys[i]);
            exec_put_value(frame, &arguments->values[i]);
        }
    } else {
        exec_put_key(frame, "arrays");
        exec_buffer_text(&frame->json, "[");
        for (int32_t i = 0; i < arguments->count; i++) exec_put_value(frame, &arguments->values[i]);
        exec_buffer_text(&frame->json, "]");
    }
    if (op == PROMCAST_OP_VECDOT || op == PROMCAST_OP_CONCAT || op == PROMCAST_OP_STACK) {
        if (arguments->axis_kind == PROMCAST_AXIS_GIVEN) {
            exec_put_key(frame, "axis");
            exec_buffer_format(&frame->json, "%lld", (long long)arguments->axis);
        } else if (arguments->axis_kind == PROMCAST_AXIS_NONE) {
            exec_put_key(frame, "axis");
            exec_buffer_text(&frame->json, "null");
        }
    }
    if (op != PROMCAST_OP_BROADCAST_ARRAYS) exec_put_default_float(frame, call);
    expect.array_count = arguments->count;
    expect.views = op == PROMCAST_OP_BROADCAST_ARRAYS;
    int32_t status = exchange(state, call, &expect);
    if (status != PROMCAST_STATUS_OK) return status;
    int32_t count = state->answer.array_count;
    if (count > capacity) {
        char text[160];
        snprintf(text, sizeof text, "%d arrays answer call %lld (%s), which has room for %d", count,
                 (long long)expect.id, name, capacity);
        return broken(state, call, text);
    }
    for (int32_t i = 0; i < count; i++) {
        status = make_tensor(state, call, i, &results[i]);
        if (status != PROMCAST_STATUS_OK) {
            while (i-- > 0) results[i]->deleter(results[i]);
            return status;
        }
    }
    *result_count = count;
    return PROMCAST_STATUS_OK;
}

static void exec_close(void *opaque) {
    exec_state *state = opaque;
    exec_process_stop(&state->process, END_GRACE_MS);
    exec_claims_free(&state->claims);
    exec_buffer_free(&state->frame.json);
    exec_buffer_free(&state->frame.payload);
    exec_answer_free(&state->answer);
    free(state->payload);
    for (int32_t i = 0; i < state->option_count; i++) {
        free((char *)state->options[i].key);
        free((char *)state->options[i].value);
    }
    free(state->options);
    free(state->command);
    free(state);
}

/* The options: command (required), timeout_ms, and the process's own. */
static int read_options(exec_state *state, const promcast_adapter_request *request) {
    state->timeout_ms = DEFAULT_TIMEOUT_MS;
    state->options = calloc((size_t)request->option_count + 1, sizeof *state->options);
    if (state->options == NULL) {
        snprintf(request->message, request->message_size, "out of memory for the options");
        return 0;
    }
    for (int32_t i = 0; i < request->option_count; i++) {
        const promcast_adapter_option *option = &request->options[i];
        if (strcmp(option->key, "command") == 0) {
            free(state->command);
            state->command = strdup(option->value);
        } else if (strcmp(option->key, "timeout_ms") == 0) {
            char *end;
            long value = strtol(option->value, &end, 10);
            if (*option->value == '\0' || *end != '\0' || value < 1 || value > 86400000) {
                snprintf(request->message, request->message_size,
                         "option timeout_ms: '%s' is not a number of milliseconds (1..86400000)",
                         option->value);
                return 0;
            }
            state->timeout_ms = (int)value;
        } else {
            promcast_adapter_option *copy = &state->options[state->option_count++];
            copy->key = strdup(option->key);
            copy->value = strdup(option->value);
            if (copy->key == NULL || copy->value == NULL) {
                snprintf(request->message, request->message_size, "out of memory for the options");
                return 0;
            }
        }
    }
    if (state->command == NULL || state->command[0] == '\0') {
        snprintf(request->message, request->message_size,
                 "the exec adapter needs option command=COMMAND, the adapter process to run "
                 "(promcast run --exec 'COMMAND ARGS')");
        return 0;
    }
    return 1;
}

PROMCAST_ADAPTER_EXPORT const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    exec_state *state = calloc(1, sizeof *state);
    if (state == NULL) {
        snprintf(request->message, request->message_size, "out of memory for the exec adapter");
        return NULL;
    }
    exec_process_init(&state->process);
    if (!read_options(state, request)) {
        exec_close(state);
        return NULL;
    }
    int refused;
    if (!start(state, &refused, request->message, request->message_size)) {
        exec_close(state);
        return NULL;
    }
    promcast_adapter *table = &state->table;
    table->abi_major = PROMCAST_ADAPTER_ABI_MAJOR;
    table->abi_minor = PROMCAST_ADAPTER_ABI_MINOR;
    table->size = sizeof *table;
    table->name = state->claims.name;
    table->library = state->claims.library;
    table->library_version = state->claims.library_version;
    table->profile = state->claims.profile;
    table->dtypes = state->claims.dtypes;
    table->dtype_count = state->claims.dtype_count;
    table->ops = state->claims.ops;
    table->op_count = state->claims.op_count;
    table->state = state;
    table->broadcast_shapes = exec_broadcast_shapes;
    table->broadcast_to = exec_broadcast_to;
    table->inplace_broadcast = exec_inplace_broadcast;
    table->xla_broadcast = exec_xla_broadcast;
    table->promote_types = exec_promote_types;
    table->result_type = exec_result_type;
    table->can_cast = exec_can_cast;
    table->sum_to_shape = exec_sum_to_shape;
    table->elementwise = exec_elementwise;
    table->elementwise_inplace = exec_elementwise_inplace;
    table->close = exec_close;
    table->array_function = exec_array_function;
    return table;
}
