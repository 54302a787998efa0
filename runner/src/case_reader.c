/*
** case_reader.c: the strict reader of case files (case_reader.h).
**
** Parsing goes through a reader_context that carries the file, the case being
** read and the first error; every helper returns 1 on success and 0 after
** recording the error, so the first fault found is the one reported.
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

static int read_array(reader_context *context, const json_t *value,
                      const char *what, int expectation, case_array *array) {
    static const char *const input_keys[] = {"dtype", "shape", "data", NULL};
    static const char *const expect_keys[] = {"dtype", "shape", "data", "strides",
                                              "tolerance", NULL};
    if (!json_is_object(value))
        return refuse(context, "%s must be an array object {dtype, shape, data}", what);
    if (!check_keys(context, value, what, expectation ? expect_keys : input_keys))
        return 0;
    memset(array, 0, sizeof *array);
    if (!read_dtype(context, json_object_get(value, "dtype"), what, &array->dtype))
        return 0;
    json_t *shape = json_object_get(value, "shape");
    if (!shape) return refuse(context, "%s: 'shape' is missing", what);
    if (!read_shape(context, shape, what, &array->shape)) return 0;
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

static int read_default_float(reader_context *context, const json_t *inputs,
                              pc_promotion_options *options) {
    pc_promotion_options_init(options);
    json_t *value = json_object_get(inputs, "default_float");
    if (value && !read_dtype(context, value, "default_float", &options->default_float))
        return 0;
    json_t *x64 = json_object_get(inputs, "x64");
    if (x64) {
        if (!json_is_boolean(x64)) return refuse(context, "'x64' must be true or false");
        options->x64 = json_is_true(x64);
    }
    return 1;
}

/* A Python int's value: a decimal string of any size. */
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
        const char *text = json_is_string(value) ? json_string_value(value) : "";
        const char *p = text;
        scalar->negative = *p == '-';
        if (scalar->negative) p++;
        if (*p == '\0' || strspn(p, "0123456789") != strlen(p))
            return refuse(context, "an int scalar's value is a decimal string, got '%s'", text);
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

static int read_operand(reader_context *context, const json_t *value, int index,
                        pc_operand *operand) {
    static const char *const keys[] = {"category", "dtype", "kind", "value", NULL};
    static const char *const kinds[] = {"bool", "int", "float", "complex"};
    char where[32];
    snprintf(where, sizeof where, "operand %d", index);
    if (!json_is_object(value)) return refuse(context, "%s must be an object", where);
    if (!check_keys(context, value, where, keys)) return 0;
    memset(operand, 0, sizeof *operand);
    json_t *category = json_object_get(value, "category");
    const char *text = json_is_string(category) ? json_string_value(category) : "";
    if (strcmp(text, "scalar") == 0) {
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
    return read_dtype(context, json_object_get(value, "dtype"), where, &operand->dtype);
}

/* The ops of the format and the input keys each takes. */
static const struct op_format {
    const char *name;
    case_op op;
    const char *inputs[4];
} op_formats[] = {
    {"broadcast_shapes", CASE_BROADCAST_SHAPES, {"shapes"}},
    {"broadcast_to", CASE_BROADCAST_TO, {"array", "shape"}},
    {"inplace_broadcast", CASE_INPLACE_BROADCAST, {"destination", "source"}},
    {"xla_broadcast", CASE_XLA_BROADCAST, {"lhs", "rhs", "broadcast_dimensions"}},
    {"promote_types", CASE_PROMOTE_TYPES, {"dtypes"}},
    {"result_type", CASE_RESULT_TYPE, {"operands", "default_float", "x64"}},
    {"can_cast", CASE_CAN_CAST, {"from", "to"}},
    {"sum_to_shape", CASE_SUM_TO_SHAPE, {"gradient", "shape"}},
};

static int parse_op(reader_context *context, const char *name,
                    promcast_case *test_case) {
    for (size_t i = 0; i < sizeof op_formats / sizeof op_formats[0]; i++)
        if (strcmp(name, op_formats[i].name) == 0) {
            test_case->op = op_formats[i].op;
            return 1;
        }
    char base[64];
    snprintf(base, sizeof base, "%s", name);
    size_t length = strlen(base);
    const char *suffix = "_inplace";
    int inplace = length > strlen(suffix) &&
                  strcmp(base + length - strlen(suffix), suffix) == 0;
    if (inplace) base[length - strlen(suffix)] = '\0';
    if (pc_binary_op_parse(base, &test_case->binary_op)) {
        test_case->op = inplace ? CASE_BINARY_INPLACE : CASE_BINARY;
        return 1;
    }
    return refuse(context, "unknown op '%s'", name);
}

static int read_two_shapes(reader_context *context, const json_t *inputs,
                           const char *first, const char *second,
                           promcast_case *test_case) {
    case_shape *shapes = allocate(context, 2 * sizeof(case_shape));
    if (!shapes) return 0;
    json_t *a = json_object_get(inputs, first), *b = json_object_get(inputs, second);
    if (!a) return refuse(context, "inputs: '%s' is missing", first);
    if (!b) return refuse(context, "inputs: '%s' is missing", second);
    if (!read_shape(context, a, first, &shapes[0]) ||
        !read_shape(context, b, second, &shapes[1]))
        return 0;
    test_case->shapes = shapes;
    test_case->shape_count = 2;
    return 1;
}

static int read_array_and_shape(reader_context *context, const json_t *inputs,
                                const char *array_key, promcast_case *test_case) {
    json_t *array = json_object_get(inputs, array_key);
    json_t *shape = json_object_get(inputs, "shape");
    if (!array) return refuse(context, "inputs: '%s' is missing", array_key);
    if (!shape) return refuse(context, "inputs: 'shape' is missing");
    case_shape *target = allocate(context, sizeof(case_shape));
    if (!target || !read_array(context, array, array_key, 0, &test_case->arrays[0]) ||
        !read_shape(context, shape, "shape", target))
        return 0;
    test_case->array_count = 1;
    test_case->shapes = target;
    test_case->shape_count = 1;
    return 1;
}

static int read_inputs(reader_context *context, const json_t *inputs,
                       promcast_case *test_case) {
    if (!json_is_object(inputs)) return refuse(context, "'inputs' must be an object");
    static const char *const binary_keys[] = {"a", "b", "default_float", NULL};
    const char *const *allowed = binary_keys;
    for (size_t i = 0; i < sizeof op_formats / sizeof op_formats[0]; i++)
        if (op_formats[i].op == test_case->op) allowed = op_formats[i].inputs;
    const char *allowed_list[5] = {0};
    for (int i = 0; i < 4 && allowed[i]; i++) allowed_list[i] = allowed[i];
    if (!check_keys(context, inputs, "inputs", allowed_list)) return 0;
    pc_promotion_options_init(&test_case->options);

    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES: {
        json_t *shapes = json_object_get(inputs, "shapes");
        if (!json_is_array(shapes) || json_array_size(shapes) == 0)
            return refuse(context, "inputs: 'shapes' must be a non-empty list of shapes");
        size_t count = json_array_size(shapes);
        if (count > 4096) return refuse(context, "inputs: more than 4096 shapes");
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
    case CASE_XLA_BROADCAST: {
        if (!read_two_shapes(context, inputs, "lhs", "rhs", test_case)) return 0;
        json_t *dims = json_object_get(inputs, "broadcast_dimensions");
        if (!dims) {
            test_case->dims_count = 0;
            return 1;
        }
        return read_integer_list(context, dims, "broadcast_dimensions",
                                 &test_case->dims, &test_case->dims_count);
    }
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
        if (count > 4096) return refuse(context, "inputs: more than 4096 operands");
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
    case CASE_BINARY_INPLACE: {
        json_t *a = json_object_get(inputs, "a"), *b = json_object_get(inputs, "b");
        if (!a) return refuse(context, "inputs: 'a' is missing");
        if (!b) return refuse(context, "inputs: 'b' is missing");
        test_case->array_count = 2;
        return read_array(context, a, "a", 0, &test_case->arrays[0]) &&
               read_array(context, b, "b", 0, &test_case->arrays[1]) &&
               read_default_float(context, inputs, &test_case->options);
    }
    case CASE_OP_COUNT:
        break;
    }
    return refuse(context, "internal: op without inputs");
}

static int read_expect(reader_context *context, const json_t *expect,
                       case_outcome *outcome) {
    static const char *const kinds[] = {"shape", "dtype", "answer", "array", "error", NULL};
    if (!json_is_object(expect) || json_object_size(expect) != 1)
        return refuse(context, "'expect' must be an object with exactly one of "
                               "shape, dtype, answer, array, error");
    if (!check_keys(context, expect, "expect", kinds)) return 0;
    memset(outcome, 0, sizeof *outcome);
    json_t *value;
    if ((value = json_object_get(expect, "shape"))) {
        outcome->kind = OUTCOME_SHAPE;
        return read_shape(context, value, "expected shape", &outcome->shape);
    }
    if ((value = json_object_get(expect, "dtype"))) {
        outcome->kind = OUTCOME_DTYPE;
        return read_dtype(context, value, "expected dtype", &outcome->dtype);
    }
    if ((value = json_object_get(expect, "answer"))) {
        outcome->kind = OUTCOME_ANSWER;
        if (!json_is_boolean(value)) return refuse(context, "expected answer must be true or false");
        outcome->answer = json_is_true(value);
        return 1;
    }
    if ((value = json_object_get(expect, "error"))) {
        outcome->kind = OUTCOME_ERROR;
        const char *text = json_is_string(value) ? json_string_value(value) : "";
        if (!pc_status_parse(text, &outcome->error) || outcome->error == PC_OK)
            return refuse(context, "unknown error kind '%s'", text);
        return 1;
    }
    value = json_object_get(expect, "array");
    outcome->kind = OUTCOME_ARRAY;
    if (!read_array(context, value, "expected array", 1, &outcome->array)) return 0;
    json_t *tolerance = json_object_get(value, "tolerance");
    if (tolerance) {
        json_t *ulp = json_object_get(tolerance, "ulp");
        if (!json_is_object(tolerance) || json_object_size(tolerance) != 1 ||
            !json_is_integer(ulp) || json_integer_value(ulp) < 0 ||
            json_integer_value(ulp) > 1000000)
            return refuse(context, "tolerance must be {\"ulp\": N} with 0 <= N <= 1000000");
        outcome->ulp_tolerance = (int)json_integer_value(ulp);
    }
    return 1;
}

/* The profiles the case format names (cases/README.md), whether or not this
** build's oracle implements them yet: a case for a profile the oracle lacks
** is readable, and is skipped with that reason when run. */
static int is_format_profile(const char *name) {
    static const char *const names[] = {"torch", "numpy", "array-api", "jax", "mlx"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0) return 1;
    return 0;
}

static int read_case(reader_context *context, const json_t *value,
                     promcast_case *test_case, case_id_set *ids) {
    static const char *const keys[] = {"id", "op", "inputs", "profile", "source",
                                       "note", "expect", NULL};
    memset(test_case, 0, sizeof *test_case);
    test_case->index = context->case_index;
    if (!json_is_object(value)) return refuse(context, "a case must be an object");
    if (!get_string(context, value, "id", 1, &test_case->id)) return 0;
    context->case_id = test_case->id;
    if (test_case->id[0] == '\0') return refuse(context, "'id' is empty");
    int added = case_id_set_add(ids, test_case->id);
    if (added < 0) return refuse(context, "out of memory");
    if (added == 0) return refuse(context, "duplicate id");
    if (!check_keys(context, value, "the case", keys)) return 0;
    const char *op;
    if (!get_string(context, value, "op", 1, &op) || !parse_op(context, op, test_case))
        return 0;
    if (!get_string(context, value, "source", 1, &test_case->source) ||
        !get_string(context, value, "note", 0, &test_case->note) ||
        !get_string(context, value, "profile", 0, &test_case->profile))
        return 0;
    if (test_case->profile && !is_format_profile(test_case->profile))
        return refuse(context, "unknown profile '%s'", test_case->profile);
    json_t *inputs = json_object_get(value, "inputs");
    if (!inputs) return refuse(context, "'inputs' is missing");
    if (!read_inputs(context, inputs, test_case)) return 0;
    char *inputs_text = json_dumps(inputs, JSON_COMPACT | JSON_ENSURE_ASCII);
    if (!inputs_text) return refuse(context, "out of memory");
    test_case->inputs_text = copy_string(context, inputs_text);
    free(inputs_text);
    if (!test_case->inputs_text) return 0;
    json_t *expect = json_object_get(value, "expect");
    if (!expect) return refuse(context, "'expect' is missing");
    return read_expect(context, expect, &test_case->expect);
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
        !get_string(context, root, "source", 1, &file->source))
        return 0;
    file->seed = -1;
    json_t *generator = json_object_get(root, "generator");
    if (generator) {
        json_t *seed = json_object_get(generator, "seed");
        if (!json_is_object(generator) || !json_is_integer(seed))
            return refuse(context, "'generator' must be an object with an integer 'seed'");
        file->seed = (long long)json_integer_value(seed);
    }
    json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) return refuse(context, "'cases' must be a list");
    size_t count = json_array_size(cases);
    if (count > 100000000) return refuse(context, "more than 10^8 cases");
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
