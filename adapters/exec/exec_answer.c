/*
** exec_answer.c: decoding answer frames (exec_answer.h).
*/
#include "exec_answer.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter_status.h"
#include "exec_encode.h"
#include "promcast/abi_dtype.h"

static const char *const outcome_names[] = {"shape", "dtype", "answer", "array", "arrays",
                                            "error", "unsupported", "internal_error"};

void exec_answer_init(exec_answer *answer) { memset(answer, 0, sizeof *answer); }

void exec_answer_free(exec_answer *answer) {
    free(answer->arrays);
    free(answer->layout);
    exec_answer_init(answer);
}

static int fail(char *error, size_t size, const char *format, ...) __attribute__((format(printf, 3, 4)));
static int fail(char *error, size_t size, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error, size, format, arguments);
    va_end(arguments);
    return 0;
}

/* "shape or error" for the outcomes a call takes. */
static void expected_outcomes(unsigned outcomes, char *text, size_t size) {
    size_t used = 0;
    text[0] = '\0';
    for (int kind = 0; kind <= EXEC_OUTCOME_ARRAYS; kind++)
        if (outcomes & EXEC_EXPECT(kind))
            used += (size_t)snprintf(text + used, used < size ? size - used : 0, "%s, ",
                                     outcome_names[kind]);
    if (used < size) snprintf(text + used, size - used, "error, unsupported or internal_error");
}

static int claimed(const exec_expectation *expect, DLDataType dtype) {
    for (int32_t i = 0; i < expect->dtype_count; i++)
        if (expect->dtypes[i].code == dtype.code && expect->dtypes[i].bits == dtype.bits &&
            expect->dtypes[i].lanes == dtype.lanes)
            return 1;
    return 0;
}

/* A dtype name the adapter claimed. */
static int decode_dtype(const json_t *value, const exec_expectation *expect, const char *where,
                        DLDataType *dtype, char *error, size_t size) {
    if (!json_is_string(value)) return fail(error, size, "%s: the dtype is not a string", where);
    pc_dtype oracle;
    const char *name = json_string_value(value);
    if (!pc_dtype_parse(name, json_string_length(value), &oracle))
        return fail(error, size, "%s: '%.64s' is not a dtype of the protocol", where, name);
    *dtype = abi_dl_dtype(oracle);
    if (!claimed(expect, *dtype))
        return fail(error, size, "%s: dtype %s, which the adapter did not claim", where, name);
    return 1;
}

/* A list of at most PROMCAST_MAX_RANK integers; non-negative unless
** `signed_ok`. Returns the count, or -1 with the reason. */
static int decode_integers(const json_t *value, const char *where, const char *what,
                           int64_t *out, char *error, size_t size) {
    if (!json_is_array(value)) return fail(error, size, "%s: the %s is not a list", where, what) - 1;
    size_t count = json_array_size(value);
    if (count > PROMCAST_MAX_RANK)
        return fail(error, size, "%s: the %s has %zu entries, more than %d", where, what, count,
                    PROMCAST_MAX_RANK) - 1;
    for (size_t i = 0; i < count; i++) {
        const json_t *item = json_array_get(value, i);
        if (!json_is_integer(item))
            return fail(error, size, "%s: entry %zu of the %s is not an integer", where, i, what) - 1;
        json_int_t number = json_integer_value(item);
        if (number < 0)
            return fail(error, size, "%s: entry %zu of the %s is negative (%lld)", where, i, what,
                        (long long)number) - 1;
        out[i] = (int64_t)number;
    }
    return (int)count;
}

int64_t exec_view_extent(int32_t ndim, const int64_t *dims, const int64_t *strides) {
    int64_t last = 0;
    for (int32_t i = 0; i < ndim; i++) {
        if (dims[i] == 0) return 0;
        last += (dims[i] - 1) * strides[i];
    }
    return last + 1;
}

/* An ARRAY of the answer, its layout in `layout` (dims then strides). */
static int decode_array(const json_t *value, const exec_expectation *expect, const char *where,
                        exec_array *array, int64_t *layout, size_t *payload_used, char *error,
                        size_t size) {
    if (!json_is_object(value)) return fail(error, size, "%s is not an object", where);
    const char *key;
    const json_t *member;
    json_object_foreach((json_t *)value, key, member) {
        if (strcmp(key, "dtype") && strcmp(key, "shape") && strcmp(key, "strides"))
            return fail(error, size, "%s has a member '%.64s' (an ARRAY has dtype, shape and, "
                        "for views, strides)", where, key);
    }
    const json_t *dtype = json_object_get(value, "dtype"), *shape = json_object_get(value, "shape");
    if (dtype == NULL) return fail(error, size, "%s has no dtype", where);
    if (shape == NULL) return fail(error, size, "%s has no shape", where);
    if (!decode_dtype(dtype, expect, where, &array->dtype, error, size)) return 0;
    int rank = decode_integers(shape, where, "shape", layout, error, size);
    if (rank < 0) return 0;
    array->ndim = rank;
    array->dims = layout;
    array->strides = NULL;
    /* An empty array's other sizes may multiply past INT64_MAX (as the runner,
    ** it is accepted: it has no elements); a non-empty one's may not. */
    int64_t count = 1;
    for (int i = 0; i < rank; i++)
        if (layout[i] == 0) count = 0;
    for (int i = 0; i < rank && count != 0; i++) {
        if (count > INT64_MAX / layout[i])
            return fail(error, size, "%s: the shape's element count overflows", where);
        count *= layout[i];
    }
    size_t element = ((size_t)array->dtype.bits + 7) / 8;
    if ((uint64_t)count > EXEC_MAX_PAYLOAD / element)
        return fail(error, size, "%s: %lld elements, more than a payload may hold (%zu bytes)", where,
                    (long long)count, (size_t)EXEC_MAX_PAYLOAD);
    const json_t *strides = json_object_get(value, "strides");
    if (strides != NULL) {
        if (!expect->views)
            return fail(error, size, "%s has strides, but %s returns a new array, not a view",
                        where, expect->op_name);
        int count_strides = decode_integers(strides, where, "strides", layout + rank, error, size);
        if (count_strides < 0) return 0;
        if (count_strides != rank)
            return fail(error, size, "%s has %d strides for %d dimensions", where, count_strides, rank);
        array->strides = layout + rank;
        /* A view addresses no more places than it has elements (checked
        ** term by term, so no product overflows: each is <= count^2 and
        ** count <= 2^30). */
        int64_t last = 0;
        for (int i = 0; i < rank && count > 0; i++) {
            if (layout[i] > 1 && array->strides[i] > count) last = count;
            else last += (layout[i] - 1) * array->strides[i];
            if (last >= count) 
                return fail(error, size, "%s: strides that reach beyond its %lld elements", where,
                            (long long)count);
        }
    }
    array->count = count;
    array->offset = *payload_used;
    array->size = (size_t)count * element;
    *payload_used += array->size;
    if (*payload_used > EXEC_MAX_PAYLOAD)
        return fail(error, size, "%s: the arrays need more than %zu bytes", where, (size_t)EXEC_MAX_PAYLOAD);
    return 1;
}

static int allocate_arrays(exec_answer *answer, size_t count, char *error, size_t size) {
    answer->arrays = calloc(count ? count : 1, sizeof *answer->arrays);
    answer->layout = calloc(count ? count * 2 * PROMCAST_MAX_RANK : 1, sizeof *answer->layout);
    if (answer->arrays == NULL || answer->layout == NULL)
        return fail(error, size, "out of memory for the answer's %zu arrays", count);
    return 1;
}

static int decode_outcome(const json_t *outcome, const exec_expectation *expect, exec_answer *answer,
                          size_t *payload_used, char *error, size_t size) {
    if (!json_is_object(outcome)) return fail(error, size, "the outcome is not an object");
    if (json_object_size(outcome) != 1)
        return fail(error, size, "the outcome has %zu members, not exactly one",
                    json_object_size(outcome));
    const char *key = json_object_iter_key(json_object_iter((json_t *)outcome));
    const json_t *value = json_object_get(outcome, key);
    int kind = -1;
    for (int i = 0; i < (int)(sizeof outcome_names / sizeof *outcome_names); i++)
        if (strcmp(key, outcome_names[i]) == 0) kind = i;
    char expected[160];
    expected_outcomes(expect->outcomes, expected, sizeof expected);
    if (kind < 0)
        return fail(error, size, "the outcome '%.64s' is none of the protocol's (%s answers %s)",
                    key, expect->op_name, expected);
    if (kind <= EXEC_OUTCOME_ARRAYS && !(expect->outcomes & EXEC_EXPECT(kind)))
        return fail(error, size, "the outcome %s does not answer %s, which answers %s",
                    key, expect->op_name, expected);
    answer->kind = (exec_outcome_kind)kind;
    switch (answer->kind) {
    case EXEC_OUTCOME_SHAPE: {
        int rank = decode_integers(value, "the outcome", "shape", answer->dims, error, size);
        if (rank < 0) return 0;
        answer->ndim = rank;
        return 1;
    }
    case EXEC_OUTCOME_DTYPE:
        return decode_dtype(value, expect, "the outcome", &answer->dtype, error, size);
    case EXEC_OUTCOME_ANSWER:
        if (!json_is_boolean(value)) return fail(error, size, "the outcome answer is not true or false");
        answer->answer = json_is_true(value);
        return 1;
    case EXEC_OUTCOME_ARRAY:
        if (!allocate_arrays(answer, 1, error, size)) return 0;
        answer->array_count = 1;
        return decode_array(value, expect, "the outcome's array", &answer->arrays[0], answer->layout,
                            payload_used, error, size);
    case EXEC_OUTCOME_ARRAYS: {
        if (!json_is_array(value)) return fail(error, size, "the outcome arrays is not a list");
        size_t count = json_array_size(value);
        if (count != (size_t)expect->array_count)
            return fail(error, size, "the outcome has %zu arrays, the call has %d operands", count,
                        expect->array_count);
        if (!allocate_arrays(answer, count, error, size)) return 0;
        answer->array_count = (int32_t)count;
        for (size_t i = 0; i < count; i++) {
            char where[64];
            snprintf(where, sizeof where, "array %zu of the outcome", i);
            if (!decode_array(json_array_get(value, i), expect, where, &answer->arrays[i],
                              answer->layout + i * 2 * PROMCAST_MAX_RANK, payload_used, error, size))
                return 0;
        }
        return 1;
    }
    case EXEC_OUTCOME_ERROR: {
        pc_status status;
        if (!json_is_string(value)) return fail(error, size, "the outcome error is not a string");
        if (!pc_status_parse(json_string_value(value), &status) || status == PC_OK)
            return fail(error, size, "the error '%.64s' is not an error kind of the case format",
                        json_string_value(value));
        answer->status = adapter_status_of(status);
        return 1;
    }
    case EXEC_OUTCOME_UNSUPPORTED:
    case EXEC_OUTCOME_INTERNAL_ERROR:
        if (!json_is_true(value)) return fail(error, size, "the outcome %s is not true", key);
        return 1;
    }
    return fail(error, size, "the outcome '%.64s' is unknown", key);
}

static int decode_object(const json_t *root, const exec_expectation *expect, exec_answer *answer,
                         char *error, size_t size) {
    if (!json_is_object(root)) return fail(error, size, "the answer is not a JSON object");
    const char *key;
    const json_t *member;
    json_object_foreach((json_t *)root, key, member) {
        if (strcmp(key, "id") && strcmp(key, "outcome") && strcmp(key, "message") && strcmp(key, "payload"))
            return fail(error, size, "the answer has a member '%.64s' (an answer has id, outcome, "
                        "message and payload)", key);
    }
    const json_t *id = json_object_get(root, "id");
    if (id == NULL) return fail(error, size, "the answer has no id (call %lld)", (long long)expect->id);
    if (!json_is_integer(id)) return fail(error, size, "the answer's id is not an integer");
    if (json_integer_value(id) != expect->id)
        return fail(error, size, "answer %lld to call %lld", (long long)json_integer_value(id),
                    (long long)expect->id);
    const json_t *message = json_object_get(root, "message");
    if (message != NULL) {
        if (!json_is_string(message)) return fail(error, size, "the answer's message is not a string");
        snprintf(answer->message, sizeof answer->message, "%s", json_string_value(message));
        /* One line in reports. */
        for (char *c = answer->message; *c; c++)
            if (*c == '\n' || *c == '\r') *c = ' ';
    }
    const json_t *payload = json_object_get(root, "payload");
    if (payload != NULL) {
        if (!json_is_integer(payload) || json_integer_value(payload) < 1)
            return fail(error, size, "the answer's payload is not an integer >= 1");
        if ((unsigned long long)json_integer_value(payload) > EXEC_MAX_PAYLOAD)
            return fail(error, size, "a payload of %lld bytes, more than the %zu a payload may have",
                        (long long)json_integer_value(payload), (size_t)EXEC_MAX_PAYLOAD);
        answer->payload = (size_t)json_integer_value(payload);
    }
    const json_t *outcome = json_object_get(root, "outcome");
    if (outcome == NULL) return fail(error, size, "the answer has no outcome");
    size_t needed = 0;
    if (!decode_outcome(outcome, expect, answer, &needed, error, size)) return 0;
    if (needed != answer->payload) {
        if (answer->payload == 0)
            return fail(error, size, "no payload, the %s %zu bytes",
                        answer->array_count > 1 ? "arrays need" : "array needs", needed);
        if (answer->array_count == 0)
            return fail(error, size, "a payload of %zu bytes, but the outcome has no array",
                        answer->payload);
        return fail(error, size, "payload of %zu bytes, the %s %zu", answer->payload,
                    answer->array_count > 1 ? "arrays need" : "array needs", needed);
    }
    return 1;
}

int exec_answer_decode(const char *line, size_t length, const exec_expectation *expect,
                       exec_answer *answer, char *error, size_t error_size) {
    exec_answer_free(answer);
    json_error_t parse_error;
    json_t *root = json_loadb(line, length, JSON_REJECT_DUPLICATES, &parse_error);
    if (root == NULL) {
        snprintf(error, error_size, "not a JSON line: %s at byte %d", parse_error.text,
                 parse_error.position);
        return 0;
    }
    int decoded = decode_object(root, expect, answer, error, error_size);
    json_decref(root);
    if (!decoded) exec_answer_free(answer);
    return decoded;
}

int exec_answer_check_payload(const exec_answer *answer, const unsigned char *payload, char *error,
                              size_t error_size) {
    for (int32_t a = 0; a < answer->array_count; a++) {
        const exec_array *array = &answer->arrays[a];
        if (array->strides == NULL || array->count == 0) continue;
        /* Where each element lies; the first element at each place is the
        ** one the others there must equal. */
        size_t element = (array->size / (size_t)array->count);
        int64_t extent = exec_view_extent(array->ndim, array->dims, array->strides);
        int64_t *first = malloc((size_t)extent * sizeof *first);
        if (first == NULL) return fail(error, error_size, "out of memory checking a view");
        for (int64_t i = 0; i < extent; i++) first[i] = -1;
        int64_t index[PROMCAST_MAX_RANK] = {0}, offset = 0;
        const unsigned char *elements = payload + array->offset;
        for (int64_t n = 0; n < array->count; n++) {
            if (first[offset] < 0) {
                first[offset] = n;
            } else if (memcmp(elements + (size_t)first[offset] * element, elements + (size_t)n * element,
                              element) != 0) {
                long long earlier = (long long)first[offset];
                free(first);
                return fail(error, error_size, "element %lld of the view%s differs from element "
                            "%lld, which its strides put at the same place", (long long)n,
                            answer->array_count > 1 ? "s" : "", earlier);
            }
            for (int d = array->ndim - 1; d >= 0; d--) {
                if (++index[d] < array->dims[d]) {
                    offset += array->strides[d];
                    break;
                }
                offset -= array->strides[d] * (array->dims[d] - 1);
                index[d] = 0;
            }
        }
        free(first);
    }
    return 1;
}

int exec_answer_decode_frame(const unsigned char *frame, size_t size, const exec_expectation *expect,
                             exec_answer *answer, char *error, size_t error_size) {
    const unsigned char *newline = memchr(frame, '\n', size);
    if (newline == NULL) return fail(error, error_size, "no newline ends the JSON line");
    size_t length = (size_t)(newline - frame);
    if (!exec_answer_decode((const char *)frame, length, expect, answer, error, error_size)) return 0;
    size_t rest = size - length - 1;
    if (rest != answer->payload) {
        fail(error, error_size, "%zu bytes follow the line, the payload is %zu", rest, answer->payload);
        exec_answer_free(answer);
        return 0;
    }
    if (!exec_answer_check_payload(answer, newline + 1, error, error_size)) {
        exec_answer_free(answer);
        return 0;
    }
    return 1;
}

int exec_expectation_for(const char *name, int64_t id, int32_t array_count, const DLDataType *dtypes,
                         int32_t dtype_count, exec_expectation *expect) {
    int32_t op = promcast_op_id(name);
    memset(expect, 0, sizeof *expect);
    expect->id = id;
    expect->op_name = name;
    expect->dtypes = dtypes;
    expect->dtype_count = dtype_count;
    expect->array_count = array_count;
    switch (promcast_op_form(op)) {
    case PROMCAST_FORM_BROADCAST_SHAPES:
    case PROMCAST_FORM_XLA_BROADCAST: expect->outcomes = EXEC_EXPECT(EXEC_OUTCOME_SHAPE); return 1;
    case PROMCAST_FORM_INPLACE_BROADCAST:
    case PROMCAST_FORM_CAN_CAST: expect->outcomes = EXEC_EXPECT(EXEC_OUTCOME_ANSWER); return 1;
    case PROMCAST_FORM_PROMOTE_TYPES:
    case PROMCAST_FORM_RESULT_TYPE: expect->outcomes = EXEC_EXPECT(EXEC_OUTCOME_DTYPE); return 1;
    case PROMCAST_FORM_BROADCAST_TO:
        expect->views = 1;
        expect->outcomes = EXEC_EXPECT(EXEC_OUTCOME_ARRAY);
        return 1;
    case PROMCAST_FORM_SUM_TO_SHAPE:
    case PROMCAST_FORM_ELEMENTWISE: expect->outcomes = EXEC_EXPECT(EXEC_OUTCOME_ARRAY); return 1;
    case PROMCAST_FORM_ARRAY_FUNCTION:
        expect->views = op == PROMCAST_OP_BROADCAST_ARRAYS;
        expect->outcomes = EXEC_EXPECT(expect->views ? EXEC_OUTCOME_ARRAYS : EXEC_OUTCOME_ARRAY);
        return 1;
    default: return 0;
    }
}
