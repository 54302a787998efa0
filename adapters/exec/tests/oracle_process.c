/*
** oracle_process.c: an adapter process that answers from the oracle, the
** protocol's other side for the exec adapter's tests and benchmark
** (docs/adapters.md, "Out-of-process adapters: the protocol").
**
** It reads the hello, opens the reference adapter (the oracle adapter's
** own entry, so `profile=NAME` works as with libpromcast_adapter_oracle.so),
** claims its table, then turns each call frame back into the ABI call,
** makes it, and writes the outcome. A run through it must give exactly the
** verdicts of a run through the oracle adapter in process: whatever
** differs is the protocol's fault.
**
** Its own options, taken out of the hello before the oracle's open sees
** them, make it misbehave, for the isolation tests: `fault=KIND` at the
** call of id `fault_at=K` (default 1), once: the process that misbehaves
** first creates the file `fault_file=PATH`, and no process misbehaves
** where it exists (without the option, every process misbehaves). Kinds:
** refuse (at every hello), exit, signal, hang, garbage, wrong_id,
** short_payload (at the first array answer from K on), unclaimed_dtype
** (claims every dtype but float8_e5m2 and, at the first dtype answer from
** K on, answers it), oversized (a line of 17 MiB). `pid_file=PATH`: it
** writes its process id there at the hello (the orphan test).
*/
#include <fcntl.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "oracle_adapter.h"
#include "promcast/abi_dtype.h"
#include "promcast/adapter.h"

enum { MESSAGE_SIZE = 1024, MAX_VALUES = 4100 };

typedef struct fault {
    const char *kind;  /* NULL: behave */
    long at;
    const char *file;
    int spent;         /* this process found the fault file */
} fault;

/* Everything one call allocates, freed after its answer. */
typedef struct call_memory {
    void *blocks[3 * MAX_VALUES + 16];
    int count;
} call_memory;

static void *remember(call_memory *memory, void *block) {
    if (block == NULL) {
        fprintf(stderr, "oracle_process: out of memory\n");
        exit(70);
    }
    if (memory->count == (int)(sizeof memory->blocks / sizeof *memory->blocks)) {
        fprintf(stderr, "oracle_process: too many allocations in one call\n");
        exit(70);
    }
    memory->blocks[memory->count++] = block;
    return block;
}

static void forget(call_memory *memory) {
    for (int i = 0; i < memory->count; i++) free(memory->blocks[i]);
    memory->count = 0;
}

/* ---- reading frames ---- */

/* A line of standard input, reused from line to line. */
typedef struct line_buffer {
    char *text;
    size_t capacity;
} line_buffer;

static char *read_line(line_buffer *buffer, size_t *length) {
    ssize_t got = getline(&buffer->text, &buffer->capacity, stdin);
    if (got <= 0) return NULL;
    if (buffer->text[got - 1] == '\n') buffer->text[--got] = '\0';
    *length = (size_t)got;
    return buffer->text;
}

static unsigned char *read_payload(size_t size, call_memory *memory) {
    unsigned char *payload = remember(memory, malloc(size ? size : 1));
    if (size > 0 && fread(payload, 1, size, stdin) != size) {
        fprintf(stderr, "oracle_process: the payload ended early\n");
        exit(65);
    }
    return payload;
}

static void write_frame(const char *json, const void *payload, size_t payload_size) {
    fputs(json, stdout);
    fputc('\n', stdout);
    if (payload_size > 0) fwrite(payload, 1, payload_size, stdout);
    fflush(stdout);
}

/* ---- decoding inputs into the ABI's arguments ---- */

static DLDataType dtype_of(const json_t *name) {
    pc_dtype dtype = PC_DTYPE_NONE;
    if (!json_is_string(name) || !pc_dtype_parse(json_string_value(name), json_string_length(name), &dtype)) {
        fprintf(stderr, "oracle_process: not a dtype\n");
        exit(65);
    }
    return abi_dl_dtype(dtype);
}

static promcast_shape shape_of(const json_t *list, call_memory *memory) {
    promcast_shape shape = {(int32_t)json_array_size(list), NULL};
    int64_t *dims = remember(memory, malloc(sizeof *dims * (size_t)(shape.ndim + 1)));
    for (int32_t i = 0; i < shape.ndim; i++) dims[i] = json_integer_value(json_array_get(list, (size_t)i));
    shape.dims = dims;
    return shape;
}

/* Whether the tensor has a size 0: then its other sizes' product may pass
 * INT64_MAX (the corpus's element counts past int64), and nothing is counted. */
static int is_empty(const DLTensor *tensor) {
    for (int i = 0; i < tensor->ndim; i++)
        if (tensor->shape[i] == 0) return 1;
    return 0;
}

/* An ARRAY whose elements are the next bytes of the payload. */
static DLTensor *array_of(const json_t *object, unsigned char *payload, size_t *used,
                          call_memory *memory) {
    DLTensor *tensor = remember(memory, calloc(1, sizeof *tensor));
    promcast_shape shape = shape_of(json_object_get(object, "shape"), memory);
    tensor->dtype = dtype_of(json_object_get(object, "dtype"));
    tensor->ndim = shape.ndim;
    tensor->shape = (int64_t *)shape.dims;
    tensor->device.device_type = kDLCPU;
    int64_t count = 1;
    if (!is_empty(tensor))
        for (int32_t i = 0; i < shape.ndim; i++) count *= shape.dims[i];
    else
        count = 0;
    tensor->data = payload + *used;
    *used += (size_t)count * (tensor->dtype.bits / 8u);
    return tensor;
}

static promcast_scalar scalar_of(const json_t *object) {
    promcast_scalar scalar;
    memset(&scalar, 0, sizeof scalar);
    const char *kind = json_string_value(json_object_get(object, "kind"));
    const json_t *value = json_object_get(object, "value");
    scalar.has_value = value != NULL;
    if (strcmp(kind, "bool") == 0) {
        scalar.kind = PROMCAST_SCALAR_BOOL;
        scalar.text = json_is_true(value) ? "True" : "False";
        scalar.real = json_is_true(value);
    } else if (strcmp(kind, "int") == 0) {
        scalar.kind = PROMCAST_SCALAR_INT;
        scalar.text = value ? json_string_value(value) : NULL;
        scalar.real = scalar.text ? strtod(scalar.text, NULL) : 0;
    } else if (strcmp(kind, "float") == 0) {
        scalar.kind = PROMCAST_SCALAR_FLOAT;
        scalar.real = value ? strtod(json_string_value(value), NULL) : 0;
    } else {
        scalar.kind = PROMCAST_SCALAR_COMPLEX;
        if (value) {
            scalar.real = strtod(json_string_value(json_array_get(value, 0)), NULL);
            scalar.imag = strtod(json_string_value(json_array_get(value, 1)), NULL);
        }
    }
    return scalar;
}

static promcast_value value_of(const json_t *item, unsigned char *payload, size_t *used,
                               call_memory *memory) {
    promcast_value value;
    memset(&value, 0, sizeof value);
    if (item == NULL || json_is_null(item)) value.kind = PROMCAST_VALUE_NONE;
    else if (json_object_get(item, "kind") != NULL) {
        value.kind = PROMCAST_VALUE_SCALAR;
        value.scalar = scalar_of(item);
    } else {
        value.kind = PROMCAST_VALUE_ARRAY;
        value.array = array_of(item, payload, used, memory);
    }
    return value;
}

/* ---- writing outcomes ---- */

typedef struct answer {
    json_t *outcome;        /* NULL until set */
    unsigned char *payload;
    size_t payload_size, payload_capacity;
    char message[MESSAGE_SIZE];
} answer;

static void append_elements(answer *out, const DLTensor *tensor) {
    if (is_empty(tensor)) return;
    size_t element = tensor->dtype.bits / 8u;
    int64_t count = 1;
    for (int i = 0; i < tensor->ndim; i++) count *= tensor->shape[i];
    size_t size = (size_t)count * element;
    if (out->payload_size + size > out->payload_capacity) {
        out->payload_capacity = (out->payload_size + size) * 2;
        out->payload = realloc(out->payload, out->payload_capacity);
        if (out->payload == NULL) exit(70);
    }
    const char *base = (const char *)tensor->data + tensor->byte_offset;
    int64_t index[PROMCAST_MAX_RANK] = {0}, compact[PROMCAST_MAX_RANK], running = 1, offset = 0;
    for (int d = tensor->ndim - 1; d >= 0; d--) {
        compact[d] = tensor->strides ? tensor->strides[d] : running;
        running *= tensor->shape[d];
    }
    for (int64_t n = 0; n < count; n++) {
        memcpy(out->payload + out->payload_size, base + offset * (int64_t)element, element);
        out->payload_size += element;
        for (int d = tensor->ndim - 1; d >= 0; d--) {
            if (++index[d] < tensor->shape[d]) {
                offset += compact[d];
                break;
            }
            offset -= compact[d] * (tensor->shape[d] - 1);
            index[d] = 0;
        }
    }
}

static json_t *shape_json(int32_t ndim, const int64_t *dims) {
    json_t *list = json_array();
    for (int32_t i = 0; i < ndim; i++) json_array_append_new(list, json_integer(dims[i]));
    return list;
}

static const char *dtype_name(DLDataType dtype) {
    pc_dtype oracle;
    return abi_dtype_lookup(dtype, &oracle) ? pc_dtype_name(oracle) : "?";
}

static json_t *array_json(answer *out, const DLTensor *tensor, int view) {
    json_t *object = json_pack("{s:s, s:o}", "dtype", dtype_name(tensor->dtype), "shape",
                               shape_json(tensor->ndim, tensor->shape));
    if (view) {
        int64_t strides[PROMCAST_MAX_RANK], running = 1;
        for (int d = tensor->ndim - 1; d >= 0; d--) {
            strides[d] = tensor->strides ? tensor->strides[d] : running;
            if (!is_empty(tensor)) running *= tensor->shape[d];
        }
        json_object_set_new(object, "strides", shape_json(tensor->ndim, strides));
    }
    append_elements(out, tensor);
    return object;
}

static void set_status(answer *out, int32_t status) {
    if (status == PROMCAST_STATUS_UNSUPPORTED) out->outcome = json_pack("{s:b}", "unsupported", 1);
    else if (status == PROMCAST_STATUS_INTERNAL_ERROR || status < 0 || status > PC_INVALID_RANK)
        out->outcome = json_pack("{s:b}", "internal_error", 1);
    else out->outcome = json_pack("{s:s}", "error", pc_status_name((pc_status)status));
}

/* ---- one call ---- */

static void take_tensor(answer *out, DLManagedTensor *tensor, int view) {
    out->outcome = json_pack("{s:o}", "array", array_json(out, &tensor->dl_tensor, view));
    if (tensor->deleter) tensor->deleter(tensor);
}

static void answer_call(const promcast_adapter *table, const char *op_name, json_t *inputs,
                        unsigned char *payload, answer *out, call_memory *memory) {
    promcast_call call;
    memset(&call, 0, sizeof call);
    call.message = out->message;
    call.message_size = sizeof out->message;
    const json_t *default_float = json_object_get(inputs, "default_float");
    call.default_float = default_float ? dtype_of(default_float) : abi_dl_dtype(PC_FLOAT32);
    call.x64 = json_is_true(json_object_get(inputs, "x64"));
    int32_t op = promcast_op_id(op_name);
    size_t used = 0;
    int32_t status = PROMCAST_STATUS_INTERNAL_ERROR;
    promcast_shape_result shape;
    DLDataType dtype;
    int32_t allowed = 0;
    DLManagedTensor *tensor = NULL;
    void *state = table->state;
    switch (promcast_op_form(op)) {
    case PROMCAST_FORM_BROADCAST_SHAPES: {
        const json_t *list = json_object_get(inputs, "shapes");
        int32_t count = (int32_t)json_array_size(list);
        promcast_shape *shapes = remember(memory, calloc((size_t)count + 1, sizeof *shapes));
        for (int32_t i = 0; i < count; i++) shapes[i] = shape_of(json_array_get(list, (size_t)i), memory);
        status = table->broadcast_shapes(state, &call, count, shapes, &shape);
        if (status == PROMCAST_STATUS_OK) out->outcome = json_pack("{s:o}", "shape", shape_json(shape.ndim, shape.dims));
        break;
    }
    case PROMCAST_FORM_XLA_BROADCAST: {
        promcast_shape dims = shape_of(json_object_get(inputs, "broadcast_dimensions"), memory);
        status = table->xla_broadcast(state, &call, shape_of(json_object_get(inputs, "lhs"), memory),
                                      shape_of(json_object_get(inputs, "rhs"), memory), dims.ndim,
                                      dims.dims, &shape);
        if (status == PROMCAST_STATUS_OK) out->outcome = json_pack("{s:o}", "shape", shape_json(shape.ndim, shape.dims));
        break;
    }
    case PROMCAST_FORM_INPLACE_BROADCAST:
        status = table->inplace_broadcast(state, &call, shape_of(json_object_get(inputs, "destination"), memory),
                                          shape_of(json_object_get(inputs, "source"), memory), &allowed);
        if (status == PROMCAST_STATUS_OK) out->outcome = json_pack("{s:b}", "answer", allowed);
        break;
    case PROMCAST_FORM_CAN_CAST:
        status = table->can_cast(state, &call, dtype_of(json_object_get(inputs, "from")),
                                 dtype_of(json_object_get(inputs, "to")), &allowed);
        if (status == PROMCAST_STATUS_OK) out->outcome = json_pack("{s:b}", "answer", allowed);
        break;
    case PROMCAST_FORM_PROMOTE_TYPES: {
        const json_t *dtypes = json_object_get(inputs, "dtypes");
        status = table->promote_types(state, &call, dtype_of(json_array_get(dtypes, 0)),
                                      dtype_of(json_array_get(dtypes, 1)), &dtype);
        if (status == PROMCAST_STATUS_OK) out->outcome = json_pack("{s:s}", "dtype", dtype_name(dtype));
        break;
    }
    case PROMCAST_FORM_RESULT_TYPE: {
        const json_t *list = json_object_get(inputs, "operands");
        int32_t count = (int32_t)json_array_size(list);
        promcast_operand *operands = remember(memory, calloc((size_t)count + 1, sizeof *operands));
        for (int32_t i = 0; i < count; i++) {
            const json_t *item = json_array_get(list, (size_t)i);
            const char *category = json_string_value(json_object_get(item, "category"));
            if (strcmp(category, "scalar") == 0) {
                operands[i].category = PROMCAST_OPERAND_SCALAR;
                operands[i].scalar = scalar_of(item);
            } else {
                operands[i].category = strcmp(category, "zero_dim") == 0 ? PROMCAST_OPERAND_ZERO_DIM
                                                                          : PROMCAST_OPERAND_DIMENSIONED;
                operands[i].dtype = dtype_of(json_object_get(item, "dtype"));
            }
        }
        status = table->result_type(state, &call, count, operands, &dtype);
        if (status == PROMCAST_STATUS_OK) out->outcome = json_pack("{s:s}", "dtype", dtype_name(dtype));
        break;
    }
    case PROMCAST_FORM_BROADCAST_TO:
    case PROMCAST_FORM_SUM_TO_SHAPE: {
        int view = promcast_op_form(op) == PROMCAST_FORM_BROADCAST_TO;
        DLTensor *source = array_of(json_object_get(inputs, view ? "array" : "gradient"), payload, &used, memory);
        promcast_shape target = shape_of(json_object_get(inputs, "shape"), memory);
        status = view ? table->broadcast_to(state, &call, source, target, &tensor)
                      : table->sum_to_shape(state, &call, source, target, &tensor);
        if (status == PROMCAST_STATUS_OK) take_tensor(out, tensor, view);
        break;
    }
    case PROMCAST_FORM_ELEMENTWISE: {
        promcast_value a = value_of(json_object_get(inputs, "a"), payload, &used, memory);
        promcast_value b = value_of(json_object_get(inputs, "b"), payload, &used, memory);
        if (op & PROMCAST_OP_INPLACE) {
            DLTensor *destination = (DLTensor *)a.array;
            status = table->elementwise_inplace(state, &call, op & ~(int32_t)PROMCAST_OP_INPLACE,
                                                destination, &b);
            if (status == PROMCAST_STATUS_OK)
                out->outcome = json_pack("{s:o}", "array", array_json(out, destination, 0));
        } else {
            status = table->elementwise(state, &call, op, &a, &b, &tensor);
            if (status == PROMCAST_STATUS_OK) take_tensor(out, tensor, 0);
        }
        break;
    }
    case PROMCAST_FORM_ARRAY_FUNCTION: {
        static const char *const where_keys[] = {"condition", "x1", "x2"};
        static const char *const clip_keys[] = {"x", "min", "max"};
        static const char *const pair_keys[] = {"x1", "x2"};
        promcast_value *values = remember(memory, calloc(MAX_VALUES, sizeof *values));
        promcast_arguments arguments = {0, values, PROMCAST_AXIS_DEFAULT, 0};
        const char *const *keys = op == PROMCAST_OP_WHERE ? where_keys
                                : op == PROMCAST_OP_CLIP ? clip_keys
                                : (op == PROMCAST_OP_MATMUL || op == PROMCAST_OP_VECDOT) ? pair_keys : NULL;
        if (keys != NULL) {
            arguments.count = keys == pair_keys ? 2 : 3;
            for (int32_t i = 0; i < arguments.count; i++)
                values[i] = value_of(json_object_get(inputs, keys[i]), payload, &used, memory);
        } else {
            const json_t *list = json_object_get(inputs, "arrays");
            arguments.count = (int32_t)json_array_size(list);
            if (arguments.count > MAX_VALUES) exit(65);
            for (int32_t i = 0; i < arguments.count; i++)
                values[i] = value_of(json_array_get(list, (size_t)i), payload, &used, memory);
        }
        const json_t *axis = json_object_get(inputs, "axis");
        if (axis != NULL) {
            arguments.axis_kind = json_is_null(axis) ? PROMCAST_AXIS_NONE : PROMCAST_AXIS_GIVEN;
            arguments.axis = json_integer_value(axis);
        }
        int32_t capacity = op == PROMCAST_OP_BROADCAST_ARRAYS ? arguments.count : 1;
        DLManagedTensor **results = remember(memory, calloc((size_t)capacity + 1, sizeof *results));
        int32_t count = 0;
        status = table->array_function(state, &call, op, &arguments, capacity, results, &count);
        if (status != PROMCAST_STATUS_OK) break;
        if (op == PROMCAST_OP_BROADCAST_ARRAYS) {
            json_t *list = json_array();
            for (int32_t i = 0; i < count; i++) {
                json_array_append_new(list, array_json(out, &results[i]->dl_tensor, 1));
                if (results[i]->deleter) results[i]->deleter(results[i]);
            }
            out->outcome = json_pack("{s:o}", "arrays", list);
        } else {
            take_tensor(out, results[0], 0);
        }
        break;
    }
    default:
        snprintf(out->message, sizeof out->message, "op %s is unknown", op_name);
        status = PROMCAST_STATUS_UNSUPPORTED;
    }
    if (status != PROMCAST_STATUS_OK) set_status(out, status);
}

/* ---- the hello ---- */

static const promcast_adapter *hello(fault *misbehave, line_buffer *input) {
    size_t length;
    char *line = read_line(input, &length);
    if (line == NULL) exit(0);
    json_t *root = json_loadb(line, length, 0, NULL);
    json_t *options = json_object_get(root, "options");
    promcast_adapter_option kept[64];
    int32_t kept_count = 0;
    const char *key;
    json_t *value;
    json_object_foreach(options, key, value) {
        const char *text = json_string_value(value);
        if (strcmp(key, "fault") == 0) misbehave->kind = strdup(text);
        else if (strcmp(key, "fault_at") == 0) misbehave->at = atol(text);
        else if (strcmp(key, "fault_file") == 0) misbehave->file = strdup(text);
        else if (strcmp(key, "pid_file") == 0) {
            FILE *pid_file = fopen(text, "w");
            if (pid_file != NULL) {
                fprintf(pid_file, "%ld\n", (long)getpid());
                fclose(pid_file);
            }
        }
        else if (kept_count < 64) kept[kept_count++] = (promcast_adapter_option){strdup(key), strdup(text)};
    }
    json_decref(root);
    char message[MESSAGE_SIZE] = "";
    promcast_adapter_request request = {PROMCAST_ADAPTER_ABI_MAJOR, PROMCAST_ADAPTER_ABI_MINOR,
                                        sizeof request, kept_count, kept, message, sizeof message};
    const promcast_adapter *table = promcast_adapter_open(&request);
    if (table == NULL || (misbehave->kind && strcmp(misbehave->kind, "refuse") == 0)) {
        json_t *refusal = json_pack("{s:s}", "refuse", table ? "asked to refuse (fault=refuse)" : message);
        char *text = json_dumps(refusal, JSON_COMPACT);
        write_frame(text, NULL, 0);
        exit(0);
    }
    int unclaimed = misbehave->kind && strcmp(misbehave->kind, "unclaimed_dtype") == 0;
    json_t *dtypes = json_array(), *ops = json_array();
    for (int32_t i = 0; i < table->dtype_count; i++) {
        const char *name = dtype_name(table->dtypes[i]);
        if (!(unclaimed && strcmp(name, "float8_e5m2") == 0)) json_array_append_new(dtypes, json_string(name));
    }
    for (int32_t i = 0; i < table->op_count; i++) {
        char name[64];
        snprintf(name, sizeof name, "%s%s", promcast_op_name(table->ops[i]),
                 (table->ops[i] & PROMCAST_OP_INPLACE) ? "_inplace" : "");
        json_array_append_new(ops, json_string(name));
    }
    json_t *answer_hello = json_pack("{s:[i,i], s:s, s:s, s:s, s:s, s:o, s:o}", "version", 1, 0,
                                     "name", "oracle-process", "library", table->library,
                                     "library_version", table->library_version, "profile",
                                     table->profile, "dtypes", dtypes, "ops", ops);
    char *text = json_dumps(answer_hello, JSON_COMPACT | JSON_PRESERVE_ORDER);
    write_frame(text, NULL, 0);
    free(text);
    json_decref(answer_hello);
    return table;
}

/* Whether to misbehave now: the first process to create the fault file
** does (a file that exists spends the fault for good). */
static int arm(fault *misbehave) {
    if (misbehave->file == NULL) return 1;
    if (misbehave->spent) return 0;
    int fd = open(misbehave->file, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0600);
    if (fd < 0) {
        misbehave->spent = 1;
        return 0;
    }
    close(fd);
    misbehave->spent = 1;
    return 1;
}

/* Misbehaves, if this is the call: returns 1 when the answer was replaced. */
static int misbehave_now(fault *misbehave, long id, answer *out) {
    if (misbehave->kind == NULL || id < misbehave->at) return 0;
    const char *kind = misbehave->kind;
    int once = strcmp(kind, "short_payload") == 0 || strcmp(kind, "unclaimed_dtype") == 0;
    if (id == misbehave->at && !once) {
        if (!arm(misbehave)) return 0;
        if (strcmp(kind, "exit") == 0) exit(3);
        if (strcmp(kind, "signal") == 0) kill(getpid(), SIGKILL);
        if (strcmp(kind, "hang") == 0) for (;;) pause();
        if (strcmp(kind, "garbage") == 0) {
            write_frame("this is not a frame", NULL, 0);
            return 1;
        }
        if (strcmp(kind, "wrong_id") == 0) {
            char text[64];
            snprintf(text, sizeof text, "{\"id\":%ld,\"outcome\":{\"answer\":true}}", id + 1);
            write_frame(text, NULL, 0);
            return 1;
        }
        if (strcmp(kind, "oversized") == 0) {
            size_t size = (size_t)17 << 20;
            char *text = malloc(size + 1);
            memset(text, ' ', size);
            text[0] = '{';
            text[size] = '\0';
            write_frame(text, NULL, 0);
            free(text);
            return 1;
        }
    }
    /* The faults of a kind of answer: at its first from K on. */
    if (!once || out->outcome == NULL) return 0;
    if (strcmp(kind, "short_payload") == 0 && json_object_get(out->outcome, "array") &&
        out->payload_size >= 2 && arm(misbehave)) {
        json_t *frame = json_pack("{s:i, s:O, s:i}", "id", (json_int_t)id, "outcome", out->outcome,
                                  "payload", (json_int_t)(out->payload_size - 1));
        char *text = json_dumps(frame, JSON_COMPACT | JSON_PRESERVE_ORDER);
        write_frame(text, out->payload, out->payload_size - 1);
        free(text);
        json_decref(frame);
        return 1;
    }
    if (strcmp(kind, "unclaimed_dtype") == 0 && json_object_get(out->outcome, "dtype") && arm(misbehave)) {
        char text[96];
        snprintf(text, sizeof text, "{\"id\":%ld,\"outcome\":{\"dtype\":\"float8_e5m2\"}}", id);
        write_frame(text, NULL, 0);
        return 1;
    }
    return 0;
}

int main(void) {
    signal(SIGPIPE, SIG_DFL);
    fault misbehave = {NULL, 1, NULL, 0};
    line_buffer input = {NULL, 0};
    const promcast_adapter *table = hello(&misbehave, &input);
    answer out;
    memset(&out, 0, sizeof out);
    call_memory memory = {0};
    size_t length;
    char *line;
    while ((line = read_line(&input, &length)) != NULL) {
        json_error_t error;
        json_t *frame = json_loadb(line, length, 0, &error);
        if (frame == NULL) {
            fprintf(stderr, "oracle_process: a call that is not JSON: %s\n", error.text);
            return 65;
        }
        json_int_t id = json_integer_value(json_object_get(frame, "id"));
        const json_t *size = json_object_get(frame, "payload");
        unsigned char *payload = read_payload(size ? (size_t)json_integer_value(size) : 0, &memory);
        out.outcome = NULL;
        out.payload_size = 0;
        out.message[0] = '\0';
        answer_call(table, json_string_value(json_object_get(frame, "op")),
                    json_object_get(frame, "inputs"), payload, &out, &memory);
        if (!misbehave_now(&misbehave, (long)id, &out)) {
            json_t *reply = json_pack("{s:I, s:O}", "id", id, "outcome", out.outcome);
            if (out.message[0]) json_object_set_new(reply, "message", json_string(out.message));
            if (out.payload_size > 0) json_object_set_new(reply, "payload", json_integer((json_int_t)out.payload_size));
            char *text = json_dumps(reply, JSON_COMPACT | JSON_PRESERVE_ORDER);
            write_frame(text, out.payload, out.payload_size);
            free(text);
            json_decref(reply);
        }
        json_decref(out.outcome);
        json_decref(frame);
        forget(&memory);
    }
    if (table->close) table->close(table->state);
    free(input.text);
    free(out.payload);
    return 0;
}
