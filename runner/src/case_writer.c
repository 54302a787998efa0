/*
** case_writer.c: cases back into the case format (case_writer.h).
**
** Every builder below makes a new JSON value or NULL; jansson's *_new
** setters take NULL as a failure without leaking, so a builder checks once,
** at the end, that its object holds every key it set (a `missing` count),
** and the only failure is memory or a case outside the format.
*/
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "case_reader.h"
#include "case_values.h"
#include "case_versions.h"
#include "case_writer.h"

static int fail(char *error, size_t error_size, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static int fail(char *error, size_t error_size, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error, error_size, format, arguments);
    va_end(arguments);
    return 0;
}

/* Sets `key` to `value` (stolen); counts a failure in *missing. */
static void put(json_t *object, const char *key, json_t *value, int *missing) {
    if (json_object_set_new(object, key, value) != 0) (*missing)++;
}

static void append(json_t *list, json_t *value, int *missing) {
    if (json_array_append_new(list, value) != 0) (*missing)++;
}

/* Returns `value`, or NULL (releasing it) when something it should hold
** could not be made. */
static json_t *complete(json_t *value, int missing) {
    if (value != NULL && missing == 0) return value;
    json_decref(value);
    return NULL;
}

static json_t *shape_json(case_shape shape) {
    json_t *list = json_array();
    int missing = list == NULL;
    for (int i = 0; list && i < shape.rank; i++)
        append(list, json_integer((json_int_t)shape.dims[i]), &missing);
    return complete(list, missing);
}

static json_t *integers_json(const int64_t *values, int count) {
    json_t *list = json_array();
    int missing = list == NULL;
    for (int i = 0; list && i < count; i++) append(list, json_integer((json_int_t)values[i]), &missing);
    return complete(list, missing);
}

static json_t *dtype_json(pc_dtype dtype) {
    return json_string(pc_dtype_name(dtype));
}

/* A Python float's text, or a complex's [re, im]. */
static json_t *real_json(double value) {
    char text[40];
    case_real_format(value, text, sizeof text);
    return json_string(text);
}

/* An expected array's tolerance (cases/README.md "ARRAY"): {"ulp": N} and,
** when the case has one, the scale of each element. */
static json_t *tolerance_json(const case_outcome *outcome) {
    json_t *tolerance = json_object();
    int missing = tolerance == NULL;
    if (tolerance) put(tolerance, "ulp", json_integer(outcome->ulp_tolerance), &missing);
    if (tolerance && outcome->ulp_scale) {
        json_t *scale = json_array();
        missing += scale == NULL;
        for (int64_t i = 0; scale && i < outcome->array.element_count; i++)
            append(scale, real_json(outcome->ulp_scale[i]), &missing);
        put(tolerance, "scale", scale, &missing);
    }
    return complete(tolerance, missing);
}

/* ARRAY: dtype, shape, data and, for an expected view, its strides. */
static json_t *array_json(const case_array *array) {
    json_t *object = json_object(), *data = json_array();
    int missing = object == NULL || data == NULL;
    size_t size = pc_dtype_size(array->dtype);
    for (int64_t i = 0; data && i < array->element_count; i++)
        append(data, case_value_json(array->dtype, (const char *)array->data + (size_t)i * size),
               &missing);
    if (object) {
        put(object, "dtype", dtype_json(array->dtype), &missing);
        put(object, "shape", shape_json(array->shape), &missing);
        put(object, "data", data, &missing);
        data = NULL;
        if (array->strides) put(object, "strides", integers_json(array->strides, array->shape.rank),
                                &missing);
    }
    json_decref(data);
    return complete(object, missing);
}

static const char *const scalar_kinds[] = {
    [PC_SCALAR_BOOL] = "bool", [PC_SCALAR_INT] = "int",
    [PC_SCALAR_FLOAT] = "float", [PC_SCALAR_COMPLEX] = "complex",
};

/* A Python scalar's value as the format writes it (cases/README.md
** "OPERAND"). An int beyond 64 bits is only known by its text. */
static json_t *scalar_value_json(const pc_operand *scalar, const char *int_text) {
    const pc_scalar_value *value = &scalar->value;
    switch (scalar->scalar_kind) {
    case PC_SCALAR_BOOL: return json_boolean(value->magnitude != 0);
    case PC_SCALAR_INT: {
        if (int_text) return json_string(int_text);
        if (value->beyond_64_bits) return NULL;
        char text[32];
        snprintf(text, sizeof text, "%s%llu", value->negative && value->magnitude ? "-" : "",
                 (unsigned long long)value->magnitude);
        return json_string(text);
    }
    case PC_SCALAR_FLOAT: return real_json(value->real);
    case PC_SCALAR_COMPLEX: return json_pack("[oo]", real_json(value->real), real_json(value->imag));
    }
    return NULL;
}

/* SCALAR, an element-wise op's or a function's Python scalar: {kind, value}. */
static json_t *input_scalar_json(const pc_operand *scalar, const char *int_text) {
    json_t *object = json_object();
    int missing = object == NULL;
    if (object) {
        put(object, "kind", json_string(scalar_kinds[scalar->scalar_kind]), &missing);
        put(object, "value", scalar_value_json(scalar, int_text), &missing);
    }
    return complete(object, missing);
}

/* A result_type OPERAND: {category, dtype} or {category: scalar, kind,
** value if it has one}. */
static json_t *operand_json(const pc_operand *operand, const char *int_text) {
    json_t *object = json_object();
    int missing = object == NULL;
    if (!object) return NULL;
    if (operand->category != PC_OPERAND_SCALAR) {
        put(object, "category", json_string(operand->category == PC_OPERAND_DIMENSIONED
                                                ? "dimensioned" : "zero_dim"), &missing);
        put(object, "dtype", dtype_json(operand->dtype), &missing);
        return complete(object, missing);
    }
    put(object, "category", json_string("scalar"), &missing);
    put(object, "kind", json_string(scalar_kinds[operand->scalar_kind]), &missing);
    if (operand->has_value) put(object, "value", scalar_value_json(operand, int_text), &missing);
    return complete(object, missing);
}

/* A function's operand: an ARRAY, a SCALAR or null. */
static json_t *function_input_json(const case_input *input) {
    switch (input->kind) {
    case CASE_INPUT_ARRAY: return array_json(&input->array);
    case CASE_INPUT_SCALAR: return input_scalar_json(&input->scalar, input->int_text);
    case CASE_INPUT_NONE: return json_null();
    }
    return NULL;
}

/* default_float, and jax's x64 where the profile reads it. */
static void put_options(json_t *inputs, const promcast_case *test_case, int *missing) {
    put(inputs, "default_float", dtype_json(test_case->options.default_float), missing);
    if (test_case->op == CASE_RESULT_TYPE && test_case->profile &&
        strcmp(test_case->profile, "jax") == 0)
        put(inputs, "x64", json_boolean(test_case->options.x64), missing);
}

/* where, clip, matmul, vecdot, concat, stack, broadcast_arrays: the
** operands by the reader's keys (or the list `arrays`), the axis unless it
** is the default, then default_float (not broadcast_arrays, which has no
** profile). */
static void put_function_inputs(json_t *inputs, const promcast_case *test_case, int *missing) {
    pc_function function = case_op_function(test_case->op);
    if (case_function_operand_key(function, 0) == NULL) {
        json_t *list = json_array();
        *missing += list == NULL;
        for (int i = 0; list && i < test_case->input_count; i++)
            append(list, function_input_json(&test_case->inputs[i]), missing);
        put(inputs, "arrays", list, missing);
    } else {
        for (int i = 0; i < test_case->input_count; i++) {
            const char *key = case_function_operand_key(function, i);
            if (key == NULL) {
                (*missing)++;
                return;
            }
            put(inputs, key, function_input_json(&test_case->inputs[i]), missing);
        }
    }
    if (test_case->axis_kind == PC_AXIS_GIVEN)
        put(inputs, "axis", json_integer((json_int_t)test_case->axis_value), missing);
    else if (test_case->axis_kind == PC_AXIS_NONE)
        put(inputs, "axis", json_null(), missing);
    if (test_case->op != CASE_BROADCAST_ARRAYS) put_options(inputs, test_case, missing);
}

json_t *case_inputs_json(const promcast_case *test_case, char *error, size_t error_size) {
    json_t *inputs = json_object();
    int missing = inputs == NULL;
    if (!inputs) {
        fail(error, error_size, "out of memory");
        return NULL;
    }
    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES: {
        json_t *shapes = json_array();
        missing += shapes == NULL;
        for (int i = 0; shapes && i < test_case->shape_count; i++)
            append(shapes, shape_json(test_case->shapes[i]), &missing);
        put(inputs, "shapes", shapes, &missing);
        break;
    }
    case CASE_BROADCAST_TO:
    case CASE_SUM_TO_SHAPE:
        put(inputs, test_case->op == CASE_BROADCAST_TO ? "array" : "gradient",
            array_json(&test_case->arrays[0]), &missing);
        put(inputs, "shape", shape_json(test_case->shapes[0]), &missing);
        break;
    case CASE_INPLACE_BROADCAST:
        put(inputs, "destination", shape_json(test_case->shapes[0]), &missing);
        put(inputs, "source", shape_json(test_case->shapes[1]), &missing);
        break;
    case CASE_XLA_BROADCAST:
        put(inputs, "lhs", shape_json(test_case->shapes[0]), &missing);
        put(inputs, "rhs", shape_json(test_case->shapes[1]), &missing);
        put(inputs, "broadcast_dimensions",
            integers_json(test_case->dims, test_case->dims_count), &missing);
        break;
    case CASE_PROMOTE_TYPES:
        put(inputs, "dtypes", json_pack("[oo]", dtype_json(test_case->dtypes[0]),
                                         dtype_json(test_case->dtypes[1])), &missing);
        break;
    case CASE_CAN_CAST:
        put(inputs, "from", dtype_json(test_case->dtypes[0]), &missing);
        put(inputs, "to", dtype_json(test_case->dtypes[1]), &missing);
        break;
    case CASE_RESULT_TYPE: {
        json_t *operands = json_array();
        missing += operands == NULL;
        for (int i = 0; operands && i < test_case->operand_count; i++)
            append(operands, operand_json(&test_case->operands[i],
                                          test_case->operand_int_texts
                                              ? test_case->operand_int_texts[i] : NULL),
                   &missing);
        put(inputs, "operands", operands, &missing);
        put_options(inputs, test_case, &missing);
        break;
    }
    case CASE_BINARY:
    case CASE_BINARY_INPLACE: {
        static const char *const keys[2] = {"a", "b"};
        for (int i = 0; i < 2; i++)
            put(inputs, keys[i],
                case_input_is_scalar(test_case, i)
                    ? input_scalar_json(&test_case->operands[i],
                                        test_case->operand_int_texts
                                            ? test_case->operand_int_texts[i] : NULL)
                    : array_json(&test_case->arrays[i]),
                &missing);
        put_options(inputs, test_case, &missing);
        break;
    }
    case CASE_WHERE:
    case CASE_CLIP:
    case CASE_MATMUL:
    case CASE_VECDOT:
    case CASE_CONCAT:
    case CASE_STACK:
    case CASE_BROADCAST_ARRAYS:
        put_function_inputs(inputs, test_case, &missing);
        break;
    case CASE_OP_COUNT:
        json_decref(inputs);
        fail(error, error_size, "case %s: op %d is not an op of the case format",
             test_case->id ? test_case->id : "(no id)", (int)test_case->op);
        return NULL;
    }
    if (missing) {
        json_decref(inputs);
        fail(error, error_size, "case %s: out of memory, or an int scalar beyond 64 bits "
             "without its text", test_case->id ? test_case->id : "(no id)");
        return NULL;
    }
    return inputs;
}

json_t *case_outcome_json(const case_outcome *outcome, char *error, size_t error_size) {
    json_t *expect = json_object();
    int missing = expect == NULL;
    if (!expect) {
        fail(error, error_size, "out of memory");
        return NULL;
    }
    switch (outcome->kind) {
    case OUTCOME_SHAPE: put(expect, "shape", shape_json(outcome->shape), &missing); break;
    case OUTCOME_DTYPE: put(expect, "dtype", dtype_json(outcome->dtype), &missing); break;
    case OUTCOME_ANSWER: put(expect, "answer", json_boolean(outcome->answer), &missing); break;
    case OUTCOME_ERROR:
        put(expect, "error", json_string(pc_status_name(outcome->error)), &missing);
        break;
    case OUTCOME_ARRAY: {
        json_t *array = array_json(&outcome->array);
        if (array && (outcome->ulp_tolerance != 0 || outcome->ulp_scale != NULL))
            put(array, "tolerance", tolerance_json(outcome), &missing);
        put(expect, "array", array, &missing);
        break;
    }
    case OUTCOME_ARRAYS: {
        json_t *list = json_array();
        missing += list == NULL;
        for (int i = 0; list && i < outcome->array_count; i++)
            append(list, array_json(&outcome->arrays[i]), &missing);
        put(expect, "arrays", list, &missing);
        break;
    }
    case OUTCOME_KIND_COUNT:
        json_decref(expect);
        fail(error, error_size, "outcome kind %d is not one the case format has",
             (int)outcome->kind);
        return NULL;
    }
    if (missing) {
        json_decref(expect);
        fail(error, error_size, "out of memory");
        return NULL;
    }
    return expect;
}

/* `versions`: the versions of the case's family it holds at, oldest first;
** NULL when it lists none (it holds at every version). */
static json_t *versions_json(const promcast_case *test_case, int *missing) {
    if (test_case->versions == 0) return NULL;
    json_t *list = json_array();
    *missing += list == NULL;
    for (int i = 0; list && i < CASE_MAX_VERSIONS; i++) {
        if (!(test_case->versions & (1u << i))) continue;
        const pc_profile *version = case_profile_version_at(test_case, i);
        if (version == NULL || pc_profile_version(version) == NULL) {
            (*missing)++;
            break;
        }
        append(list, json_string(pc_profile_version(version)), missing);
    }
    return list;
}

json_t *case_json(const promcast_case *test_case, char *error, size_t error_size) {
    if (test_case->id == NULL || test_case->source == NULL) {
        fail(error, error_size, "a case without an id or a source cannot be written");
        return NULL;
    }
    json_t *inputs = case_inputs_json(test_case, error, error_size);
    if (!inputs) return NULL;
    json_t *expect = case_outcome_json(&test_case->expect, error, error_size);
    if (!expect) {
        json_decref(inputs);
        return NULL;
    }
    json_t *object = json_object();
    int missing = object == NULL;
    if (object) {
        put(object, "id", json_string(test_case->id), &missing);
        put(object, "op", json_string(case_op_name(test_case)), &missing);
        if (test_case->profile) put(object, "profile", json_string(test_case->profile), &missing);
        json_t *versions = versions_json(test_case, &missing);
        if (versions) put(object, "versions", versions, &missing);
        put(object, "inputs", inputs, &missing);
        inputs = NULL;
        put(object, "expect", expect, &missing);
        expect = NULL;
        put(object, "source", json_string(test_case->source), &missing);
        if (test_case->note) put(object, "note", json_string(test_case->note), &missing);
    }
    json_decref(inputs);
    json_decref(expect);
    if (missing) {
        json_decref(object);
        fail(error, error_size, "case %s: out of memory, or versions its profile does not have",
             test_case->id);
        return NULL;
    }
    return object;
}

/* Writes `value` compactly, as the generator's files hold each line. */
static int write_json(FILE *stream, const json_t *value) {
    char *text = json_dumps(value, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII);
    if (text == NULL) return 0;
    int written = fputs(text, stream) >= 0;
    free(text);
    return written;
}

/* The header's text without its closing brace: {"format":..., "cases":[. */
static int write_header(FILE *stream, const char *suite, const char *source, json_t *members) {
    json_t *header = json_pack("{s:s, s:i, s:s, s:s}", "format", "promcast-cases",
                               "format_version", 1, "suite", suite, "source", source);
    if (header == NULL) return 0;
    if (members && json_object_update(header, members) != 0) {
        json_decref(header);
        return 0;
    }
    char *text = json_dumps(header, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII);
    json_decref(header);
    if (text == NULL) return 0;
    size_t length = strlen(text);
    /* "{...}" with at least one member: drop the '}' and go on with the
    ** cases. */
    int written = length >= 2 && text[length - 1] == '}' &&
                  fwrite(text, 1, length - 1, stream) == length - 1 &&
                  fputs(",\"cases\":[\n", stream) >= 0;
    free(text);
    return written;
}

int case_file_write(const char *path, const char *suite, const char *source,
                    json_t *members, json_t *cases, char *error, size_t error_size) {
    if (!json_is_array(cases))
        return fail(error, error_size, "%s: the cases to write are not a list", path);
    if (members && (!json_is_object(members) || json_object_get(members, "cases") ||
                    json_object_get(members, "format")))
        return fail(error, error_size, "%s: extra header members must be an object without "
                    "'format' or 'cases'", path);
    char temporary[4096];
    if (snprintf(temporary, sizeof temporary, "%s.%ld.tmp", path, (long)getpid()) >=
        (int)sizeof temporary)
        return fail(error, error_size, "%s: the path is too long", path);
    FILE *stream = fopen(temporary, "w");
    if (stream == NULL)
        return fail(error, error_size, "%s: cannot write: %s", temporary, strerror(errno));
    int written = write_header(stream, suite, source, members);
    size_t count = json_array_size(cases);
    for (size_t i = 0; written && i < count; i++)
        written = write_json(stream, json_array_get(cases, i)) &&
                  fputs(i + 1 < count ? ",\n" : "\n", stream) >= 0;
    written = written && fputs("]}\n", stream) >= 0;
    int closed = fclose(stream) == 0;
    if (!written || !closed) {
        int saved = errno;
        unlink(temporary);
        return fail(error, error_size, "%s: cannot write: %s", path,
                    written ? strerror(saved) : "out of memory or a full disk");
    }
    if (rename(temporary, path) != 0) {
        int saved = errno;
        unlink(temporary);
        return fail(error, error_size, "%s: cannot rename %s onto it: %s", path, temporary,
                    strerror(saved));
    }
    return 1;
}
