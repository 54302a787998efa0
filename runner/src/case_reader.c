/*
** case_reader.c: the strict reader of case files (case_reader.h).
**
** Parsing goes through a reader_context that carries the file, the case being
** read and the first error; every helper returns 1 on success and 0 after
** recording the error, so the first fault found is the one reported.
**
** The reader accepts exactly what cases/schema.json accepts, and refuses
** besides what a schema cannot say (cases/README.md): data that does not fill
** its shape, a value its dtype cannot hold exactly, strides that do not match
** the rank, a shape of more than 2**63-1 elements, a repeated id or key, an
** integer written with a fraction (2.0, which JSON Schema counts as an
** integer). runner/tests/malformed/ holds one file for each refusal. Each
** limit of the reader (4096 shapes or operands, 10^8 cases, a tolerance of at
** most 10^6 ulp, integers within int64) is in the schema too, so a file the
** schema's validator passes is one every tool reads.
*/
#include "case_reader.h"

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "case_values.h"

enum { FORMAT_VERSION = 1 };

/* The largest case file read: the generator writes at most 100000 cases a
** file, a few tens of megabytes. */
#define MAX_FILE_BYTES (INT64_C(1) << 30)

/* Limits of a case file, each also in schema.json (maxItems, maximum). */
enum {
    MAX_CASES = 100000000,   /* cases of a file */
    MAX_LIST = 4096,         /* broadcast_shapes' shapes, result_type's operands */
    MAX_ULP = 1000000        /* an expected array's tolerance */
};

/* The bytes of the schema's patterns (schema.json: case id, suite, generator
** family). */
#define LOWER_AND_DIGITS "abcdefghijklmnopqrstuvwxyz0123456789"
#define ID_BYTES LOWER_AND_DIGITS "ABCDEFGHIJKLMNOPQRSTUVWXYZ._/-"
#define ID_PATTERN "^[A-Za-z0-9._/-]+$"
#define SUITE_PATTERN "^(spec|generated)/[a-z0-9][a-z0-9_-]*$"
#define FAMILY_PATTERN "^[a-z0-9_]+$"

typedef struct reader_context {
    const char *path;
    int case_index;       /* -1 outside the cases list */
    const char *case_id;  /* NULL until the case's id is read */
    case_arena *arena;
    char *error;
    size_t error_size;
} reader_context;

static int refuse(reader_context *context, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static int refuse(reader_context *context, const char *format, ...) {
    char reason[400];
    va_list args;
    va_start(args, format);
    vsnprintf(reason, sizeof reason, format, args);
    va_end(args);
    if (context->case_index < 0)
        snprintf(context->error, context->error_size, "%s: %s", context->path,
                 reason);
    else
        snprintf(context->error, context->error_size, "%s: case %d (%s): %s",
                 context->path, context->case_index,
                 context->case_id ? context->case_id : "no id yet", reason);
    return 0;
}

static void *allocate(reader_context *context, size_t size) {
    void *memory = case_arena_allocate(context->arena, size);
    if (memory == NULL) refuse(context, "out of memory");
    return memory;
}

static const char *copy_string(reader_context *context, const char *text) {
    size_t length = strlen(text) + 1;
    char *copy = allocate(context, length);
    if (copy) memcpy(copy, text, length);
    return copy;
}

/* `text` in double quotes, with '"', '\' and every byte outside printable
** ASCII escaped, cut at `size`: a text that broke a pattern is named in a
** message without bringing its newlines or controls along. */
static const char *quoted(const char *text, char *buffer, size_t size) {
    size_t used = 0;
    const unsigned char *p = (const unsigned char *)text;
    buffer[used++] = '"';
    /* Room is kept for the longest escape, "...", the quote and the end. */
    for (; *p && used + 9 < size; p++) {
        if (*p == '"' || *p == '\\') used += (size_t)snprintf(buffer + used, size - used, "\\%c", *p);
        else if (*p == '\n') used += (size_t)snprintf(buffer + used, size - used, "\\n");
        else if (*p < 0x20 || *p > 0x7e) used += (size_t)snprintf(buffer + used, size - used, "\\x%02x", *p);
        else buffer[used++] = (char)*p;
    }
    if (*p) used += (size_t)snprintf(buffer + used, size - used, "...");
    snprintf(buffer + used, size - used, "\"");
    return buffer;
}

/* Whether `text` is non-empty and spelled only with bytes of `allowed`: the
** schema's patterns of the form ^[...]+$. */
static int spelled_with(const char *text, const char *allowed) {
    return text[0] != '\0' && strspn(text, allowed) == strlen(text);
}

/* Refuses any key of `object` not in the NULL-terminated `allowed` list. */
static int check_keys(reader_context *context, const json_t *object,
                      const char *where, const char *const *allowed) {
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)object, key, value) {
        int known = 0;
        for (const char *const *name = allowed; *name && !known; name++)
            known = strcmp(key, *name) == 0;
        if (!known) return refuse(context, "unknown key '%s' in %s", key, where);
    }
    return 1;
}

/* Refuses `object` unless it has every key of the NULL-terminated
** `required` list (the schema's `required`). */
static int require_keys(reader_context *context, const json_t *object,
                        const char *where, const char *const *required) {
    for (; *required; required++)
        if (json_object_get(object, *required) == NULL)
            return refuse(context, "%s: '%s' is missing", where, *required);
    return 1;
}

static int get_string(reader_context *context, const json_t *object,
                      const char *key, int required, const char **out) {
    json_t *value = json_object_get(object, key);
    if (value == NULL) {
        *out = NULL;
        return required ? refuse(context, "'%s' is missing", key) : 1;
    }
    if (!json_is_string(value))
        return refuse(context, "'%s' must be a string", key);
    *out = copy_string(context, json_string_value(value));
    return *out != NULL;
}

/* A required string that must not be empty (schema.json: minLength 1). */
static int get_text(reader_context *context, const json_t *object,
                    const char *key, const char **out) {
    if (!get_string(context, object, key, 1, out)) return 0;
    if ((*out)[0] == '\0') return refuse(context, "'%s' is empty", key);
    return 1;
}

static int read_dtype(reader_context *context, const json_t *value,
                      const char *what, pc_dtype *dtype) {
    if (!json_is_string(value))
        return refuse(context, "%s must be a dtype name string", what);
    const char *text = json_string_value(value);
    if (!pc_dtype_parse(text, strlen(text), dtype))
        return refuse(context, "%s: unknown dtype '%s'", what, text);
    return 1;
}

static int read_shape(reader_context *context, const json_t *value,
                      const char *what, case_shape *shape) {
    if (!json_is_array(value))
        return refuse(context, "%s must be a list of dimensions", what);
    size_t rank = json_array_size(value);
    if (rank > PC_MAX_RANK)
        return refuse(context, "%s has rank %zu, over the limit %d", what, rank,
                      PC_MAX_RANK);
    int64_t *dims = allocate(context, (rank ? rank : 1) * sizeof(int64_t));
    if (!dims) return 0;
    for (size_t i = 0; i < rank; i++) {
        json_t *dim = json_array_get(value, i);
        if (!json_is_integer(dim))
            return refuse(context, "%s: dimension %zu is not an integer", what, i);
        json_int_t size = json_integer_value(dim);
        /* jansson saturates integers beyond int64 and flags them ERANGE at
        ** parse time, which the decoder reports; a negative size is ours. */
        if (size < 0)
            return refuse(context, "%s: dimension %zu is negative (%lld)", what, i,
                          (long long)size);
        dims[i] = (int64_t)size;
    }
    shape->rank = (int)rank;
    shape->dims = dims;
    return 1;
}

static int read_integer_list(reader_context *context, const json_t *value,
                             const char *what, const int64_t **out, int *count) {
    if (!json_is_array(value))
        return refuse(context, "%s must be a list of integers", what);
    size_t length = json_array_size(value);
    if (length > PC_MAX_RANK)
        return refuse(context, "%s has %zu entries, over the limit %d", what,
                      length, PC_MAX_RANK);
    int64_t *values = allocate(context, (length ? length : 1) * sizeof(int64_t));
    if (!values) return 0;
    for (size_t i = 0; i < length; i++) {
        json_t *entry = json_array_get(value, i);
        if (!json_is_integer(entry))
            return refuse(context, "%s: entry %zu is not an integer", what, i);
        values[i] = (int64_t)json_integer_value(entry);
    }
    *out = values;
    *count = (int)length;
    return 1;
}

/* An ARRAY (cases/README.md "Ops", ARRAY). Inputs hold dtype, shape and data;
** an expectation may add `strides` (a view's, broadcast_to) and `tolerance`
** (schema.json: input_array and expected_array). */
static int read_array(reader_context *context, const json_t *value,
                      const char *what, int expectation, case_array *array) {
    static const char *const input_keys[] = {"dtype", "shape", "data", NULL};
    static const char *const expect_keys[] = {"dtype", "shape", "data", "strides",
                                              "tolerance", NULL};
    if (!json_is_object(value))
        return refuse(context, "%s must be an array object {dtype, shape, data}", what);
    if (!check_keys(context, value, what, expectation ? expect_keys : input_keys) ||
        !require_keys(context, value, what, input_keys))
        return 0;
    memset(array, 0, sizeof *array);
    if (!read_dtype(context, json_object_get(value, "dtype"), what, &array->dtype))
        return 0;
    if (!read_shape(context, json_object_get(value, "shape"), what, &array->shape))
        return 0;
    pc_shape expanded;
    case_shape_expand(array->shape, &expanded);
    pc_error err;
    if (pc_shape_element_count(&expanded, &array->element_count, &err) != PC_OK)
        return refuse(context, "%s: %s", what, err.message);
    json_t *data = json_object_get(value, "data");
    if (!json_is_array(data))
        return refuse(context, "%s: 'data' must be a list of values", what);
    if ((int64_t)json_array_size(data) != array->element_count)
        return refuse(context, "%s: data has %zu values, shape needs %lld", what,
                      json_array_size(data), (long long)array->element_count);
    size_t element_size = pc_dtype_size(array->dtype);
    array->data = allocate(context, (size_t)array->element_count * element_size);
    if (!array->data) return 0;
    for (int64_t i = 0; i < array->element_count; i++) {
        char why[200];
        if (!case_value_decode(json_array_get(data, (size_t)i), array->dtype,
                               (unsigned char *)array->data + (size_t)i * element_size,
                               why, sizeof why))
            return refuse(context, "%s: value %lld: %s", what, (long long)i, why);
    }
    json_t *strides = json_object_get(value, "strides");
    if (strides) {
        int count;
        if (!read_integer_list(context, strides, "strides", &array->strides, &count))
            return 0;
        if (count != array->shape.rank)
            return refuse(context, "%s: %d strides for rank %d", what, count,
                          array->shape.rank);
    }
    return 1;
}

/* `default_float` is torch.get_default_dtype(), one of the four dtypes it
** may be (cases/README.md "Ops"); `x64` is jax's switch. */
static int read_default_float(reader_context *context, const json_t *inputs,
                              pc_promotion_options *options) {
    pc_promotion_options_init(options);
    pc_dtype dtype;
    if (!read_dtype(context, json_object_get(inputs, "default_float"), "default_float",
                    &dtype))
        return 0;
    if (dtype != PC_FLOAT16 && dtype != PC_BFLOAT16 && dtype != PC_FLOAT32 &&
        dtype != PC_FLOAT64)
        return refuse(context, "default_float must be float16, bfloat16, float32 or "
                               "float64, got '%s'", pc_dtype_name(dtype));
    options->default_float = dtype;
    json_t *x64 = json_object_get(inputs, "x64");
    if (x64) {
        if (!json_is_boolean(x64)) return refuse(context, "'x64' must be true or false");
        options->x64 = json_is_true(x64);
    }
    return 1;
}

/* What a JSON value is, for messages: "number", "list", ... */
static const char *json_kind(const json_t *value) {
    switch (json_typeof(value)) {
    case JSON_OBJECT: return "object";
    case JSON_ARRAY: return "list";
    case JSON_STRING: return "string";
    case JSON_INTEGER:
    case JSON_REAL: return "number";
    case JSON_TRUE:
    case JSON_FALSE: return "boolean";
    case JSON_NULL: return "null";
    }
    return "value";
}

/* A Python scalar's value (cases/README.md "OPERAND"): true/false for bool,
** an int string of any size for int, a float string for float, [re, im] for
** complex. */
static int read_scalar_value(reader_context *context, const json_t *value,
                             pc_operand *operand) {
    pc_scalar_value *scalar = &operand->value;
    operand->has_value = 1;
    switch (operand->scalar_kind) {
    case PC_SCALAR_BOOL:
        if (!json_is_boolean(value)) return refuse(context, "a bool scalar's value is true or false");
        scalar->magnitude = json_is_true(value);
        scalar->real = (double)scalar->magnitude;
        return 1;
    case PC_SCALAR_INT: {
        if (!json_is_string(value))
            return refuse(context, "an int scalar's value is a decimal string, not a JSON %s",
                          json_kind(value));
        const char *text = json_string_value(value);
        if (!case_int_text_valid(text))
            return refuse(context, "an int scalar's value is a decimal string "
                                   "(^-?(0|[1-9][0-9]*)$), got '%s'", text);
        const char *p = text;
        scalar->negative = *p == '-';
        if (scalar->negative) p++;
        for (; *p; p++) {
            uint64_t digit = (uint64_t)(*p - '0');
            if (scalar->magnitude > (UINT64_MAX - digit) / 10) scalar->beyond_64_bits = 1;
            else scalar->magnitude = scalar->magnitude * 10 + digit;
        }
        scalar->real = strtod(text, NULL);
        return 1;
    }
    case PC_SCALAR_FLOAT: {
        char why[200];
        if (!case_value_decode(value, PC_FLOAT64, &scalar->real, why, sizeof why))
            return refuse(context, "float scalar value: %s", why);
        return 1;
    }
    case PC_SCALAR_COMPLEX: {
        char why[200];
        double parts[2];
        if (!case_value_decode(value, PC_COMPLEX128, parts, why, sizeof why))
            return refuse(context, "complex scalar value: %s", why);
        scalar->real = parts[0];
        scalar->imag = parts[1];
        return 1;
    }
    }
    return 0;
}

/* A result_type OPERAND: an array {category, dtype} or a Python scalar
** {category, kind, value?}, each with only its own keys (schema.json:
** operand's oneOf). */
static int read_operand(reader_context *context, const json_t *value, int index,
                        pc_operand *operand) {
    static const char *const array_keys[] = {"category", "dtype", NULL};
    static const char *const scalar_keys[] = {"category", "kind", "value", NULL};
    static const char *const kinds[] = {"bool", "int", "float", "complex"};
    char where[32];
    snprintf(where, sizeof where, "operand %d", index);
    if (!json_is_object(value)) return refuse(context, "%s must be an object", where);
    memset(operand, 0, sizeof *operand);
    json_t *category = json_object_get(value, "category");
    const char *text = json_is_string(category) ? json_string_value(category) : "";
    if (strcmp(text, "scalar") == 0) {
        if (!check_keys(context, value, where, scalar_keys)) return 0;
        operand->category = PC_OPERAND_SCALAR;
        json_t *kind = json_object_get(value, "kind");
        const char *kind_text = json_is_string(kind) ? json_string_value(kind) : "";
        int found = 0;
        for (int k = 0; k < 4 && !found; k++)
            if (strcmp(kind_text, kinds[k]) == 0) {
                operand->scalar_kind = (pc_scalar_kind)k;
                found = 1;
            }
        if (!found)
            return refuse(context, "%s: scalar kind must be bool, int, float or complex, got '%s'",
                          where, kind_text);
        json_t *scalar_value = json_object_get(value, "value");
        return scalar_value == NULL || read_scalar_value(context, scalar_value, operand);
    }
    if (strcmp(text, "dimensioned") == 0) operand->category = PC_OPERAND_DIMENSIONED;
    else if (strcmp(text, "zero_dim") == 0) operand->category = PC_OPERAND_ZERO_DIM;
    else
        return refuse(context, "%s: category must be dimensioned, zero_dim or scalar, got '%s'",
                      where, text);
    return check_keys(context, value, where, array_keys) &&
           require_keys(context, value, where, array_keys) &&
           read_dtype(context, json_object_get(value, "dtype"), where, &operand->dtype);
}

/* The kinds of expectation, by the key that names each in `expect`. */
static const char *const outcome_keys[OUTCOME_KIND_COUNT] = {
    [OUTCOME_SHAPE] = "shape", [OUTCOME_DTYPE] = "dtype", [OUTCOME_ANSWER] = "answer",
    [OUTCOME_ARRAY] = "array", [OUTCOME_ERROR] = "error",
};

#define EXPECTS(kind) (1u << (kind))
enum {
    SHAPE_OR_ERROR = EXPECTS(OUTCOME_SHAPE) | EXPECTS(OUTCOME_ERROR),
    DTYPE_OR_ERROR = EXPECTS(OUTCOME_DTYPE) | EXPECTS(OUTCOME_ERROR),
    ARRAY_OR_ERROR = EXPECTS(OUTCOME_ARRAY) | EXPECTS(OUTCOME_ERROR),
    ANSWER_ONLY = EXPECTS(OUTCOME_ANSWER)
};

/* What each op of the format takes and gives (cases/README.md "Ops";
** schema.json's allOf per op), indexed by case_op; the names are case.c's
** (case_op_parse). */
static const struct op_format {
    /* 1: `profile` is required, the outcome depends on promotion; 0: it is
    ** refused (README "Case": absent for the shape-only ops, broadcast_to
    ** and sum_to_shape). */
    int profile;
    unsigned expects;            /* EXPECTS() of each kind of `expect` allowed */
    int view;                    /* an expected array must give its strides */
    const char *inputs[4];       /* the input keys, all required */
    const char *optional_input;  /* one more input key that may be absent */
} op_formats[CASE_OP_COUNT] = {
    [CASE_BROADCAST_SHAPES] = {0, SHAPE_OR_ERROR, 0, {"shapes"}, NULL},
    [CASE_BROADCAST_TO] = {0, ARRAY_OR_ERROR, 1, {"array", "shape"}, NULL},
    [CASE_INPLACE_BROADCAST] = {0, ANSWER_ONLY, 0,
                                {"destination", "source"}, NULL},
    [CASE_XLA_BROADCAST] = {0, SHAPE_OR_ERROR, 0,
                            {"lhs", "rhs", "broadcast_dimensions"}, NULL},
    [CASE_PROMOTE_TYPES] = {1, DTYPE_OR_ERROR, 0, {"dtypes"}, NULL},
    [CASE_RESULT_TYPE] = {1, DTYPE_OR_ERROR, 0,
                          {"operands", "default_float"}, "x64"},
    [CASE_CAN_CAST] = {1, ANSWER_ONLY, 0, {"from", "to"}, NULL},
    [CASE_BINARY] = {1, ARRAY_OR_ERROR, 0, {"a", "b", "default_float"}, NULL},
    [CASE_BINARY_INPLACE] = {1, ARRAY_OR_ERROR, 0, {"a", "b", "default_float"}, NULL},
    [CASE_SUM_TO_SHAPE] = {0, ARRAY_OR_ERROR, 0, {"gradient", "shape"}, NULL},
};

static int parse_op(reader_context *context, const char *name,
                    promcast_case *test_case) {
    if (case_op_parse(name, &test_case->op, &test_case->binary_op)) return 1;
    return refuse(context, "unknown op '%s'", name);
}

static int read_two_shapes(reader_context *context, const json_t *inputs,
                           const char *first, const char *second,
                           promcast_case *test_case) {
    case_shape *shapes = allocate(context, 2 * sizeof(case_shape));
    if (!shapes) return 0;
    if (!read_shape(context, json_object_get(inputs, first), first, &shapes[0]) ||
        !read_shape(context, json_object_get(inputs, second), second, &shapes[1]))
        return 0;
    test_case->shapes = shapes;
    test_case->shape_count = 2;
    return 1;
}

static int read_array_and_shape(reader_context *context, const json_t *inputs,
                                const char *array_key, promcast_case *test_case) {
    case_shape *target = allocate(context, sizeof(case_shape));
    if (!target ||
        !read_array(context, json_object_get(inputs, array_key), array_key, 0,
                    &test_case->arrays[0]) ||
        !read_shape(context, json_object_get(inputs, "shape"), "shape", target))
        return 0;
    test_case->array_count = 1;
    test_case->shapes = target;
    test_case->shape_count = 1;
    return 1;
}

/* A case's inputs: exactly the op's keys (op_formats), every required one
** present, each read by its op's rules. */
static int read_inputs(reader_context *context, const json_t *inputs,
                       const struct op_format *format, promcast_case *test_case) {
    if (!json_is_object(inputs)) return refuse(context, "'inputs' must be an object");
    const char *allowed[5] = {format->inputs[0], format->inputs[1], format->inputs[2],
                              format->inputs[3], NULL};
    for (int i = 0; i < 4; i++)
        if (allowed[i] == NULL) {
            allowed[i] = format->optional_input;
            break;
        }
    if (!check_keys(context, inputs, "inputs", allowed) ||
        !require_keys(context, inputs, "inputs", format->inputs))
        return 0;
    pc_promotion_options_init(&test_case->options);

    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES: {
        json_t *shapes = json_object_get(inputs, "shapes");
        if (!json_is_array(shapes) || json_array_size(shapes) == 0)
            return refuse(context, "inputs: 'shapes' must be a non-empty list of shapes");
        size_t count = json_array_size(shapes);
        if (count > MAX_LIST) return refuse(context, "inputs: more than %d shapes", MAX_LIST);
        case_shape *list = allocate(context, count * sizeof(case_shape));
        if (!list) return 0;
        for (size_t i = 0; i < count; i++)
            if (!read_shape(context, json_array_get(shapes, i), "shapes", &list[i]))
                return 0;
        test_case->shapes = list;
        test_case->shape_count = (int)count;
        return 1;
    }
    case CASE_BROADCAST_TO:
        return read_array_and_shape(context, inputs, "array", test_case);
    case CASE_SUM_TO_SHAPE:
        return read_array_and_shape(context, inputs, "gradient", test_case);
    case CASE_INPLACE_BROADCAST:
        return read_two_shapes(context, inputs, "destination", "source", test_case);
    case CASE_XLA_BROADCAST:
        return read_two_shapes(context, inputs, "lhs", "rhs", test_case) &&
               read_integer_list(context, json_object_get(inputs, "broadcast_dimensions"),
                                 "broadcast_dimensions", &test_case->dims,
                                 &test_case->dims_count);
    case CASE_PROMOTE_TYPES: {
        json_t *dtypes = json_object_get(inputs, "dtypes");
        if (!json_is_array(dtypes) || json_array_size(dtypes) != 2)
            return refuse(context, "inputs: 'dtypes' must be a list of two dtypes");
        return read_dtype(context, json_array_get(dtypes, 0), "dtypes[0]", &test_case->dtypes[0]) &&
               read_dtype(context, json_array_get(dtypes, 1), "dtypes[1]", &test_case->dtypes[1]);
    }
    case CASE_CAN_CAST:
        return read_dtype(context, json_object_get(inputs, "from"), "from", &test_case->dtypes[0]) &&
               read_dtype(context, json_object_get(inputs, "to"), "to", &test_case->dtypes[1]);
    case CASE_RESULT_TYPE: {
        json_t *operands = json_object_get(inputs, "operands");
        if (!json_is_array(operands) || json_array_size(operands) == 0)
            return refuse(context, "inputs: 'operands' must be a non-empty list");
        size_t count = json_array_size(operands);
        if (count > MAX_LIST) return refuse(context, "inputs: more than %d operands", MAX_LIST);
        pc_operand *list = allocate(context, count * sizeof(pc_operand));
        const char **int_texts = allocate(context, count * sizeof(char *));
        if (!list || !int_texts) return 0;
        for (size_t i = 0; i < count; i++) {
            json_t *operand = json_array_get(operands, i);
            if (!read_operand(context, operand, (int)i, &list[i])) return 0;
            json_t *value = json_object_get(operand, "value");
            int_texts[i] = NULL;
            if (list[i].category == PC_OPERAND_SCALAR && list[i].scalar_kind == PC_SCALAR_INT &&
                json_is_string(value) &&
                !(int_texts[i] = copy_string(context, json_string_value(value))))
                return 0;
        }
        test_case->operands = list;
        test_case->operand_int_texts = int_texts;
        test_case->operand_count = (int)count;
        return read_default_float(context, inputs, &test_case->options);
    }
    case CASE_BINARY:
    case CASE_BINARY_INPLACE:
        test_case->array_count = 2;
        return read_array(context, json_object_get(inputs, "a"), "a", 0, &test_case->arrays[0]) &&
               read_array(context, json_object_get(inputs, "b"), "b", 0, &test_case->arrays[1]) &&
               read_default_float(context, inputs, &test_case->options);
    case CASE_OP_COUNT:
        break;
    }
    return refuse(context, "internal: op without inputs");
}

/* "shape or error": the kinds of expectation in `expects`, for messages. */
static void expect_kinds_list(unsigned expects, char *buffer, size_t size) {
    size_t used = 0;
    buffer[0] = '\0';
    for (int kind = 0; kind < OUTCOME_KIND_COUNT; kind++)
        if (expects & EXPECTS(kind))
            used += (size_t)snprintf(buffer + used, size - used, "%s%s",
                                     used ? " or " : "", outcome_keys[kind]);
}

/* An expected array: a view's must give its strides (broadcast_to; README
** "ARRAY"), and a tolerance is {"ulp": N}, N at most MAX_ULP. */
static int read_expected_array(reader_context *context, const json_t *value,
                               const struct op_format *format, const char *op_name,
                               case_outcome *outcome) {
    if (!read_array(context, value, "expected array", 1, &outcome->array)) return 0;
    if (format->view && outcome->array.strides == NULL)
        return refuse(context, "expected array: 'strides' is missing: op %s expects "
                               "a view's strides", op_name);
    json_t *tolerance = json_object_get(value, "tolerance");
    if (tolerance) {
        json_t *ulp = json_object_get(tolerance, "ulp");
        if (!json_is_object(tolerance) || json_object_size(tolerance) != 1 ||
            !json_is_integer(ulp) || json_integer_value(ulp) < 0 ||
            json_integer_value(ulp) > MAX_ULP)
            return refuse(context, "tolerance must be {\"ulp\": N} with 0 <= N <= %d", MAX_ULP);
        outcome->ulp_tolerance = (int)json_integer_value(ulp);
    }
    return 1;
}

/* `expect`: exactly one key, a kind of expectation the op can have
** (schema.json: propertyNames per op), e.g. never a dtype for
** broadcast_shapes: a case that expects what its op cannot answer is a bad
** case file, not a failure to blame on an adapter. */
static int read_expect(reader_context *context, const json_t *expect,
                       const struct op_format *format, const char *op_name,
                       case_outcome *outcome) {
    if (!json_is_object(expect) || json_object_size(expect) != 1)
        return refuse(context, "'expect' must be an object with exactly one of "
                               "shape, dtype, answer, array, error");
    void *entry = json_object_iter((json_t *)expect);
    const char *key = json_object_iter_key(entry);
    json_t *value = json_object_iter_value(entry);
    int kind = 0;
    while (kind < OUTCOME_KIND_COUNT && strcmp(key, outcome_keys[kind]) != 0) kind++;
    if (kind == OUTCOME_KIND_COUNT) return refuse(context, "unknown key '%s' in expect", key);
    if (!(format->expects & EXPECTS(kind))) {
        char allowed[64];
        expect_kinds_list(format->expects, allowed, sizeof allowed);
        return refuse(context, "expect '%s' does not fit op %s, which expects %s", key,
                      op_name, allowed);
    }
    memset(outcome, 0, sizeof *outcome);
    outcome->kind = (case_outcome_kind)kind;
    switch (outcome->kind) {
    case OUTCOME_SHAPE:
        return read_shape(context, value, "expected shape", &outcome->shape);
    case OUTCOME_DTYPE:
        return read_dtype(context, value, "expected dtype", &outcome->dtype);
    case OUTCOME_ANSWER:
        if (!json_is_boolean(value)) return refuse(context, "expected answer must be true or false");
        outcome->answer = json_is_true(value);
        return 1;
    case OUTCOME_ERROR: {
        const char *text = json_is_string(value) ? json_string_value(value) : "";
        if (!pc_status_parse(text, &outcome->error) || outcome->error == PC_OK)
            return refuse(context, "unknown error kind '%s'", text);
        return 1;
    }
    case OUTCOME_ARRAY:
        return read_expected_array(context, value, format, op_name, outcome);
    case OUTCOME_KIND_COUNT:
        break;
    }
    return refuse(context, "internal: unknown kind of expectation");
}

/* The profiles the case format names (cases/README.md) are the oracle's
** (promcast/profile.h), one table for every tool. */
static int is_format_profile(const char *name) {
    return pc_profile_find(name) != NULL;
}

/* `profile` is present exactly for the ops whose outcome depends on
** promotion (cases/README.md "Case"). */
static int check_profile(reader_context *context, const struct op_format *format,
                         const char *op_name, const char *profile) {
    if (profile == NULL)
        return format->profile ? refuse(context, "'profile' is missing: op %s needs one",
                                        op_name)
                               : 1;
    if (!format->profile)
        return refuse(context, "'profile' is not allowed: op %s takes none", op_name);
    if (!is_format_profile(profile)) return refuse(context, "unknown profile '%s'", profile);
    return 1;
}

/* A case id is written into TAP lines and reports: the schema's pattern
** keeps it to one word of safe bytes (no '#', space or newline). An id that
** breaks it is named quoted and escaped. */
static int check_id(reader_context *context, const char *id) {
    if (spelled_with(id, ID_BYTES)) {
        context->case_id = id;
        return 1;
    }
    char text[96];
    context->case_id = copy_string(context, quoted(id, text, sizeof text));
    return context->case_id && refuse(context, "'id' must match " ID_PATTERN);
}

static int read_case(reader_context *context, const json_t *value,
                     promcast_case *test_case, case_id_set *ids) {
    static const char *const keys[] = {"id", "op", "inputs", "profile", "source",
                                       "note", "expect", NULL};
    memset(test_case, 0, sizeof *test_case);
    test_case->index = context->case_index;
    if (!json_is_object(value)) return refuse(context, "a case must be an object");
    if (!get_string(context, value, "id", 1, &test_case->id) ||
        !check_id(context, test_case->id))
        return 0;
    int added = case_id_set_add(ids, test_case->id);
    if (added < 0) return refuse(context, "out of memory");
    if (added == 0) return refuse(context, "duplicate id");
    if (!check_keys(context, value, "the case", keys)) return 0;
    const char *op;
    if (!get_string(context, value, "op", 1, &op) || !parse_op(context, op, test_case))
        return 0;
    const struct op_format *format = &op_formats[test_case->op];
    if (!get_text(context, value, "source", &test_case->source) ||
        !get_string(context, value, "note", 0, &test_case->note) ||
        !get_string(context, value, "profile", 0, &test_case->profile) ||
        !check_profile(context, format, op, test_case->profile))
        return 0;
    json_t *inputs = json_object_get(value, "inputs");
    if (!inputs) return refuse(context, "'inputs' is missing");
    if (!read_inputs(context, inputs, format, test_case)) return 0;
    char *inputs_text = json_dumps(inputs, JSON_COMPACT | JSON_ENSURE_ASCII);
    if (!inputs_text) return refuse(context, "out of memory");
    test_case->inputs_text = copy_string(context, inputs_text);
    free(inputs_text);
    if (!test_case->inputs_text) return 0;
    json_t *expect = json_object_get(value, "expect");
    if (!expect) return refuse(context, "'expect' is missing");
    return read_expect(context, expect, format, op, &test_case->expect);
}

/* The suite names the file's place: "spec/<name>" or "generated/<family>"
** (cases/README.md "File"), never a path out of the corpus. */
static int check_suite(reader_context *context, const char *suite) {
    const char *name = strncmp(suite, "spec/", 5) == 0        ? suite + 5
                       : strncmp(suite, "generated/", 10) == 0 ? suite + 10
                                                               : NULL;
    /* [a-z0-9][a-z0-9_-]*: a first byte that is not '-' or '_', then any. */
    if (name && name[0] != '_' && name[0] != '-' &&
        spelled_with(name, LOWER_AND_DIGITS "_-"))
        return 1;
    char text[96];
    return refuse(context, "'suite' %s must match " SUITE_PATTERN,
                  quoted(suite, text, sizeof text));
}

/* `generator`, generated files only (cases/README.md "File"; schema.json
** $defs/generator): family, seed and count, and part when the family spans
** several files; nothing else. */
static int read_generator(reader_context *context, const json_t *generator,
                          case_file *file) {
    static const char *const keys[] = {"family", "seed", "count", "part", NULL};
    static const char *const required[] = {"family", "seed", "count", NULL};
    static const struct {
        const char *key;
        long long minimum;
    } numbers[] = {{"seed", 0}, {"count", 1}, {"part", 0}};
    if (!json_is_object(generator)) return refuse(context, "'generator' must be an object");
    if (!check_keys(context, generator, "generator", keys) ||
        !require_keys(context, generator, "generator", required))
        return 0;
    json_t *family = json_object_get(generator, "family");
    if (!json_is_string(family) || !spelled_with(json_string_value(family),
                                                 LOWER_AND_DIGITS "_"))
        return refuse(context, "generator: 'family' must be a string matching " FAMILY_PATTERN);
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
        json_t *number = json_object_get(generator, numbers[i].key);
        if (number && (!json_is_integer(number) ||
                       json_integer_value(number) < numbers[i].minimum))
            return refuse(context, "generator: '%s' must be an integer >= %lld",
                          numbers[i].key, numbers[i].minimum);
    }
    file->seed = (long long)json_integer_value(json_object_get(generator, "seed"));
    return 1;
}

static int read_file_object(reader_context *context, const json_t *root,
                            case_file *file, case_id_set *ids) {
    static const char *const keys[] = {"format", "format_version", "suite", "source",
                                       "generator", "cases", NULL};
    if (!json_is_object(root)) return refuse(context, "the file must hold a JSON object");
    if (!check_keys(context, root, "the file", keys)) return 0;
    json_t *format = json_object_get(root, "format");
    if (!json_is_string(format) || strcmp(json_string_value(format), "promcast-cases") != 0)
        return refuse(context, "'format' must be \"promcast-cases\"");
    json_t *version = json_object_get(root, "format_version");
    if (!json_is_integer(version) || json_integer_value(version) != FORMAT_VERSION)
        return refuse(context, "'format_version' must be %d", FORMAT_VERSION);
    if (!get_string(context, root, "suite", 1, &file->suite) ||
        !check_suite(context, file->suite) ||
        !get_text(context, root, "source", &file->source))
        return 0;
    file->seed = -1;
    json_t *generator = json_object_get(root, "generator");
    if (generator && !read_generator(context, generator, file)) return 0;
    json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) return refuse(context, "'cases' must be a list");
    size_t count = json_array_size(cases);
    if (count > MAX_CASES) return refuse(context, "more than %d cases", MAX_CASES);
    file->cases = allocate(context, (count ? count : 1) * sizeof(promcast_case));
    if (!file->cases) return 0;
    for (size_t i = 0; i < count; i++) {
        context->case_index = (int)i;
        context->case_id = NULL;
        if (!read_case(context, json_array_get(cases, i), &file->cases[i], ids)) return 0;
    }
    file->case_count = (int)count;
    return 1;
}

/* Reads the parsed document `root` (or reports the parse error). */
static int load_document(const char *path, json_t *root,
                         const json_error_t *json_error, case_file *file,
                         char *error, size_t error_size) {
    memset(file, 0, sizeof *file);
    reader_context context = {path, -1, NULL, NULL, error, error_size};
    if (root == NULL) {
        snprintf(error, error_size, "%s:%d:%d: not valid JSON: %s", path,
                 json_error->line, json_error->column, json_error->text);
        return 0;
    }
    context.arena = case_arena_create();
    case_id_set *ids = case_id_set_create();
    int loaded = context.arena && ids &&
                 (file->path = copy_string(&context, path)) != NULL &&
                 read_file_object(&context, root, file, ids);
    if (!context.arena || !ids) refuse(&context, "out of memory");
    json_decref(root);
    case_id_set_destroy(ids);
    if (!loaded) {
        case_arena_destroy(context.arena);
        memset(file, 0, sizeof *file);
        return 0;
    }
    file->arena = context.arena;
    return 1;
}

/* Reads a whole regular file. Opened without blocking and checked after
** opening, so a FIFO or device named like a case file (or swapped in after
** the directory was read) is refused rather than waited on. */
static char *read_regular_file(const char *path, size_t *length, char *error,
                               size_t error_size) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        snprintf(error, error_size, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    struct stat info;
    char *text = NULL;
    if (fstat(fd, &info) != 0) {
        snprintf(error, error_size, "%s: cannot examine: %s", path, strerror(errno));
    } else if (!S_ISREG(info.st_mode)) {
        snprintf(error, error_size, "%s: not a regular file; only regular files are read", path);
    } else if (info.st_size > MAX_FILE_BYTES) {
        snprintf(error, error_size, "%s: %lld bytes, over the limit of %lld for a case file",
                 path, (long long)info.st_size, (long long)MAX_FILE_BYTES);
    } else if ((text = malloc((size_t)info.st_size + 1)) == NULL) {
        snprintf(error, error_size, "%s: out of memory", path);
    } else {
        size_t used = 0, size = (size_t)info.st_size;
        for (;;) {
            ssize_t got = read(fd, text + used, size - used);
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) {
                snprintf(error, error_size, "%s: cannot read: %s", path, strerror(errno));
                free(text);
                text = NULL;
                break;
            }
            used += (size_t)got;
            if (got == 0 || used == size) break;
        }
        /* A file that changed size while read is refused whole. */
        if (text && used != size) {
            snprintf(error, error_size, "%s: changed while being read", path);
            free(text);
            text = NULL;
        }
        *length = used;
    }
    close(fd);
    return text;
}

int case_file_load(const char *path, case_file *file, char *error,
                   size_t error_size) {
    memset(file, 0, sizeof *file);
    size_t length = 0;
    char *text = read_regular_file(path, &length, error, error_size);
    if (text == NULL) return 0;
    int loaded = case_file_load_buffer(path, text, length, file, error, error_size);
    free(text);
    return loaded;
}

int case_file_load_buffer(const char *name, const char *text, size_t length,
                          case_file *file, char *error, size_t error_size) {
    json_error_t json_error;
    json_t *root = json_loadb(text, length, JSON_REJECT_DUPLICATES, &json_error);
    return load_document(name, root, &json_error, file, error, error_size);
}

void case_file_free(case_file *file) {
    case_arena_destroy(file->arena);
    memset(file, 0, sizeof *file);
}
