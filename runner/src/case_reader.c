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
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "case_reader_internal.h"
#include "case_values.h"
#include "case_versions.h"
#include "json_skim.h"

enum { FORMAT_VERSION = 1 };

/* The largest case file read: the generator writes at most 100000 cases a
** file, a few tens of megabytes. */
#define MAX_FILE_BYTES (INT64_C(1) << 30)

/* The bytes of the schema's patterns (schema.json: case id, suite, generator
** family). */
#define LOWER_AND_DIGITS "abcdefghijklmnopqrstuvwxyz0123456789"
#define ID_BYTES LOWER_AND_DIGITS "ABCDEFGHIJKLMNOPQRSTUVWXYZ._/@-"
#define ID_PATTERN "^[A-Za-z0-9._/@-]+$"
#define SUITE_PATTERN "^(spec|generated|regression)/[a-z0-9][a-z0-9_-]*$"
#define FAMILY_PATTERN "^[a-z0-9_]+$"

static const char *const outcome_keys[OUTCOME_KIND_COUNT] = {
    [OUTCOME_SHAPE] = "shape", [OUTCOME_DTYPE] = "dtype", [OUTCOME_ANSWER] = "answer",
    [OUTCOME_ARRAY] = "array", [OUTCOME_ERROR] = "error", [OUTCOME_ARRAYS] = "arrays",
};

#define EXPECTS(kind) (1u << (kind))
enum { VIEW_STRIDES = 1, NO_STRIDES = 2 };
enum {
    SHAPE_OR_ERROR = EXPECTS(OUTCOME_SHAPE) | EXPECTS(OUTCOME_ERROR),
    DTYPE_OR_ERROR = EXPECTS(OUTCOME_DTYPE) | EXPECTS(OUTCOME_ERROR),
    ARRAY_OR_ERROR = EXPECTS(OUTCOME_ARRAY) | EXPECTS(OUTCOME_ERROR),
    ANSWER_ONLY = EXPECTS(OUTCOME_ANSWER),
    ARRAYS_OR_ERROR = EXPECTS(OUTCOME_ARRAYS) | EXPECTS(OUTCOME_ERROR)
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
    /* An expected array's strides: VIEW_STRIDES they are required (a
    ** view's), NO_STRIDES refused (a new array's), else optional. */
    int view;
    int exact;                   /* an expected array takes no tolerance */
    const char *inputs[4];       /* the input keys, all required */
    const char *optional_input;  /* one more input key that may be absent */
} op_formats[CASE_OP_COUNT] = {
    [CASE_BROADCAST_SHAPES] = {0, SHAPE_OR_ERROR, 0, 0, {"shapes"}, NULL},
    [CASE_BROADCAST_TO] = {0, ARRAY_OR_ERROR, VIEW_STRIDES, 0, {"array", "shape"}, NULL},
    [CASE_INPLACE_BROADCAST] = {0, ANSWER_ONLY, 0, 0,
                                {"destination", "source"}, NULL},
    [CASE_XLA_BROADCAST] = {0, SHAPE_OR_ERROR, 0, 0,
                            {"lhs", "rhs", "broadcast_dimensions"}, NULL},
    [CASE_PROMOTE_TYPES] = {1, DTYPE_OR_ERROR, 0, 0, {"dtypes"}, NULL},
    [CASE_RESULT_TYPE] = {1, DTYPE_OR_ERROR, 0, 0,
                          {"operands", "default_float"}, "x64"},
    [CASE_CAN_CAST] = {1, ANSWER_ONLY, 0, 0, {"from", "to"}, NULL},
    [CASE_BINARY] = {1, ARRAY_OR_ERROR, 0, 0, {"a", "b", "default_float"}, NULL},
    [CASE_BINARY_INPLACE] = {1, ARRAY_OR_ERROR, 0, 0, {"a", "b", "default_float"}, NULL},
    [CASE_SUM_TO_SHAPE] = {0, ARRAY_OR_ERROR, 0, 0, {"gradient", "shape"}, NULL},
    /* The functions of several arrays: their operands' forms and axes are
    ** case_reader_functions.c's. */
    [CASE_WHERE] = {1, ARRAY_OR_ERROR, NO_STRIDES, 1,
                    {"condition", "x1", "x2", "default_float"}, NULL},
    [CASE_CLIP] = {1, ARRAY_OR_ERROR, NO_STRIDES, 1,
                   {"x", "min", "max", "default_float"}, NULL},
    [CASE_MATMUL] = {1, ARRAY_OR_ERROR, NO_STRIDES, 0, {"x1", "x2", "default_float"}, NULL},
    [CASE_VECDOT] = {1, ARRAY_OR_ERROR, NO_STRIDES, 0, {"x1", "x2", "default_float"}, "axis"},
    [CASE_CONCAT] = {1, ARRAY_OR_ERROR, NO_STRIDES, 1, {"arrays", "default_float"}, "axis"},
    [CASE_STACK] = {1, ARRAY_OR_ERROR, NO_STRIDES, 1, {"arrays", "default_float"}, "axis"},
    [CASE_BROADCAST_ARRAYS] = {0, ARRAYS_OR_ERROR, VIEW_STRIDES, 1, {"arrays"}, NULL},
};

static int parse_op(reader_context *context, const char *name,
                    promcast_case *test_case) {
    if (case_op_parse(name, &test_case->op, &test_case->binary_op)) return 1;
    return reader_refuse(context, "unknown op '%s'", name);
}

static int read_two_shapes(reader_context *context, const json_t *inputs,
                           const char *first, const char *second,
                           promcast_case *test_case) {
    case_shape *shapes = reader_allocate(context, 2 * sizeof(case_shape));
    if (!shapes) return 0;
    if (!reader_shape(context, json_object_get(inputs, first), first, &shapes[0]) ||
        !reader_shape(context, json_object_get(inputs, second), second, &shapes[1]))
        return 0;
    test_case->shapes = shapes;
    test_case->shape_count = 2;
    return 1;
}

static int read_array_and_shape(reader_context *context, const json_t *inputs,
                                const char *array_key, promcast_case *test_case) {
    case_shape *target = reader_allocate(context, sizeof(case_shape));
    if (!target ||
        !reader_array(context, json_object_get(inputs, array_key), array_key, 0,
                    &test_case->arrays[0]) ||
        !reader_shape(context, json_object_get(inputs, "shape"), "shape", target))
        return 0;
    test_case->array_count = 1;
    test_case->shapes = target;
    test_case->shape_count = 1;
    return 1;
}

/* An element-wise op's `a` and `b` (cases/README.md "Ops"): two arrays, or
** an array and a Python scalar {kind, value}, told apart by the scalar's
** `kind` key. At most one is a scalar, and in place never `a`, the array
** written into. A scalar sets the case's two operands and leaves its array
** empty (case.h). */
static int read_elementwise_inputs(reader_context *context, const json_t *inputs,
                                   promcast_case *test_case) {
    static const char *const keys[2] = {"a", "b"};
    const json_t *values[2];
    int scalar[2];
    for (int i = 0; i < 2; i++) {
        values[i] = json_object_get(inputs, keys[i]);
        scalar[i] = json_is_object(values[i]) && json_object_get(values[i], "kind") != NULL;
    }
    if (scalar[0] && scalar[1])
        return reader_refuse(context, "inputs: 'a' and 'b' are both scalars: at most one "
                             "operand of an element-wise op is a scalar");
    if (scalar[0] && test_case->op == CASE_BINARY_INPLACE)
        return reader_refuse(context, "inputs: 'a' is a scalar, but op %s writes into a: only "
                             "'b' may be a scalar", case_op_name(test_case));
    test_case->array_count = 2;
    if (!scalar[0] && !scalar[1])
        return reader_array(context, values[0], "a", 0, &test_case->arrays[0]) &&
               reader_array(context, values[1], "b", 0, &test_case->arrays[1]);
    pc_operand *operands = reader_allocate(context, 2 * sizeof(pc_operand));
    const char **int_texts = reader_allocate(context, 2 * sizeof(char *));
    if (!operands || !int_texts) return 0;
    for (int i = 0; i < 2; i++) {
        case_array *array = &test_case->arrays[i];
        int_texts[i] = NULL;
        if (!scalar[i]) {
            if (!reader_array(context, values[i], keys[i], 0, array)) return 0;
            memset(&operands[i], 0, sizeof operands[i]);
            operands[i].category = array->shape.rank ? PC_OPERAND_DIMENSIONED : PC_OPERAND_ZERO_DIM;
            operands[i].dtype = array->dtype;
            continue;
        }
        if (!reader_input_scalar(context, values[i], keys[i], &operands[i])) return 0;
        memset(array, 0, sizeof *array);
        array->dtype = PC_DTYPE_NONE;
        if (operands[i].scalar_kind == PC_SCALAR_INT &&
            !(int_texts[i] = reader_copy_string(
                  context, json_string_value(json_object_get(values[i], "value")))))
            return 0;
    }
    test_case->operands = operands;
    test_case->operand_int_texts = int_texts;
    test_case->operand_count = 2;
    return 1;
}

/* A case's inputs: exactly the op's keys (op_formats), every required one
** present, each read by its op's rules. */
static int read_inputs(reader_context *context, const json_t *inputs,
                       const struct op_format *format, promcast_case *test_case) {
    if (!json_is_object(inputs)) return reader_refuse(context, "'inputs' must be an object");
    const char *allowed[5] = {format->inputs[0], format->inputs[1], format->inputs[2],
                              format->inputs[3], NULL};
    for (int i = 0; i < 4; i++)
        if (allowed[i] == NULL) {
            allowed[i] = format->optional_input;
            break;
        }
    if (!reader_check_keys(context, inputs, "inputs", allowed) ||
        !reader_require_keys(context, inputs, "inputs", format->inputs))
        return 0;
    pc_promotion_options_init(&test_case->options);

    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES: {
        json_t *shapes = json_object_get(inputs, "shapes");
        if (!json_is_array(shapes) || json_array_size(shapes) == 0)
            return reader_refuse(context, "inputs: 'shapes' must be a non-empty list of shapes");
        size_t count = json_array_size(shapes);
        if (count > MAX_LIST) return reader_refuse(context, "inputs: more than %d shapes", MAX_LIST);
        case_shape *list = reader_allocate(context, count * sizeof(case_shape));
        if (!list) return 0;
        for (size_t i = 0; i < count; i++)
            if (!reader_shape(context, json_array_get(shapes, i), "shapes", &list[i]))
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
               reader_integer_list(context, json_object_get(inputs, "broadcast_dimensions"),
                                 "broadcast_dimensions", &test_case->dims,
                                 &test_case->dims_count);
    case CASE_PROMOTE_TYPES: {
        json_t *dtypes = json_object_get(inputs, "dtypes");
        if (!json_is_array(dtypes) || json_array_size(dtypes) != 2)
            return reader_refuse(context, "inputs: 'dtypes' must be a list of two dtypes");
        return reader_dtype(context, json_array_get(dtypes, 0), "dtypes[0]", &test_case->dtypes[0]) &&
               reader_dtype(context, json_array_get(dtypes, 1), "dtypes[1]", &test_case->dtypes[1]);
    }
    case CASE_CAN_CAST:
        return reader_dtype(context, json_object_get(inputs, "from"), "from", &test_case->dtypes[0]) &&
               reader_dtype(context, json_object_get(inputs, "to"), "to", &test_case->dtypes[1]);
    case CASE_RESULT_TYPE: {
        json_t *operands = json_object_get(inputs, "operands");
        if (!json_is_array(operands) || json_array_size(operands) == 0)
            return reader_refuse(context, "inputs: 'operands' must be a non-empty list");
        size_t count = json_array_size(operands);
        if (count > MAX_LIST) return reader_refuse(context, "inputs: more than %d operands", MAX_LIST);
        pc_operand *list = reader_allocate(context, count * sizeof(pc_operand));
        const char **int_texts = reader_allocate(context, count * sizeof(char *));
        if (!list || !int_texts) return 0;
        for (size_t i = 0; i < count; i++) {
            json_t *operand = json_array_get(operands, i);
            if (!reader_operand(context, operand, (int)i, &list[i])) return 0;
            json_t *value = json_object_get(operand, "value");
            int_texts[i] = NULL;
            if (list[i].category == PC_OPERAND_SCALAR && list[i].scalar_kind == PC_SCALAR_INT &&
                json_is_string(value) &&
                !(int_texts[i] = reader_copy_string(context, json_string_value(value))))
                return 0;
        }
        test_case->operands = list;
        test_case->operand_int_texts = int_texts;
        test_case->operand_count = (int)count;
        return reader_default_float(context, inputs, &test_case->options);
    }
    case CASE_BINARY:
    case CASE_BINARY_INPLACE:
        return read_elementwise_inputs(context, inputs, test_case) &&
               reader_default_float(context, inputs, &test_case->options);
    case CASE_WHERE:
    case CASE_CLIP:
    case CASE_MATMUL:
    case CASE_VECDOT:
    case CASE_CONCAT:
    case CASE_STACK:
    case CASE_BROADCAST_ARRAYS:
        return reader_function_inputs(context, inputs, test_case);
    case CASE_OP_COUNT:
        break;
    }
    return reader_refuse(context, "internal: op without inputs");
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
** "ARRAY"), and a tolerance is reader_tolerance's. */
static int read_expected_array(reader_context *context, const json_t *value,
                               const struct op_format *format, const char *op_name,
                               case_outcome *outcome) {
    if (!reader_array(context, value, "expected array", 1, &outcome->array)) return 0;
    if (format->view == VIEW_STRIDES && outcome->array.strides == NULL)
        return reader_refuse(context, "expected array: 'strides' is missing: op %s expects "
                               "a view's strides", op_name);
    if (format->view == NO_STRIDES && outcome->array.strides != NULL)
        return reader_refuse(context, "expected array: 'strides' is not allowed: op %s gives "
                             "a new array, not a view", op_name);
    json_t *tolerance = json_object_get(value, "tolerance");
    /* Selections and casts (where, clip, concat, stack) are exact. */
    if (format->exact && tolerance != NULL)
        return reader_refuse(context, "expected array: 'tolerance' is not allowed: op %s "
                             "selects and casts values, which are exact", op_name);
    return tolerance == NULL ||
           reader_tolerance(context, tolerance, &outcome->array, outcome);
}

/* `expect`: exactly one key, a kind of expectation the op can have
** (schema.json: propertyNames per op), e.g. never a dtype for
** broadcast_shapes: a case that expects what its op cannot answer is a bad
** case file, not a failure to blame on an adapter. */
static int read_expect(reader_context *context, const json_t *expect,
                       const struct op_format *format, const char *op_name,
                       const promcast_case *test_case, case_outcome *outcome) {
    if (!json_is_object(expect) || json_object_size(expect) != 1)
        return reader_refuse(context, "'expect' must be an object with exactly one of "
                               "shape, dtype, answer, array, error, arrays");
    void *entry = json_object_iter((json_t *)expect);
    const char *key = json_object_iter_key(entry);
    json_t *value = json_object_iter_value(entry);
    int kind = 0;
    while (kind < OUTCOME_KIND_COUNT && strcmp(key, outcome_keys[kind]) != 0) kind++;
    if (kind == OUTCOME_KIND_COUNT) return reader_refuse(context, "unknown key '%s' in expect", key);
    if (!(format->expects & EXPECTS(kind))) {
        char allowed[64];
        expect_kinds_list(format->expects, allowed, sizeof allowed);
        return reader_refuse(context, "expect '%s' does not fit op %s, which expects %s", key,
                      op_name, allowed);
    }
    memset(outcome, 0, sizeof *outcome);
    outcome->kind = (case_outcome_kind)kind;
    switch (outcome->kind) {
    case OUTCOME_SHAPE:
        return reader_shape(context, value, "expected shape", &outcome->shape);
    case OUTCOME_DTYPE:
        return reader_dtype(context, value, "expected dtype", &outcome->dtype);
    case OUTCOME_ANSWER:
        if (!json_is_boolean(value)) return reader_refuse(context, "expected answer must be true or false");
        outcome->answer = json_is_true(value);
        return 1;
    case OUTCOME_ERROR: {
        const char *text = json_is_string(value) ? json_string_value(value) : "";
        if (!pc_status_parse(text, &outcome->error) || outcome->error == PC_OK)
            return reader_refuse(context, "unknown error kind '%s'", text);
        return 1;
    }
    case OUTCOME_ARRAY:
        return read_expected_array(context, value, format, op_name, outcome);
    case OUTCOME_ARRAYS:
        return reader_expected_arrays(context, value, test_case, outcome);
    case OUTCOME_KIND_COUNT:
        break;
    }
    return reader_refuse(context, "internal: unknown kind of expectation");
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
        return format->profile ? reader_refuse(context, "'profile' is missing: op %s needs one",
                                        op_name)
                               : 1;
    if (!format->profile)
        return reader_refuse(context, "'profile' is not allowed: op %s takes none", op_name);
    if (!is_format_profile(profile)) return reader_refuse(context, "unknown profile '%s'", profile);
    /* A case names its family; the versions it holds at are `versions`. */
    const char *family = pc_profile_family(pc_profile_find(profile));
    if (strcmp(family, profile) != 0)
        return reader_refuse(context,
                             "profile '%s' names a version: write profile '%s' and list the "
                             "versions in 'versions'",
                             profile, family);
    return 1;
}

/* Whether `versions` stands right after `profile` and before `inputs`
** (cases/README.md "Case"): the one key whose place the format fixes, so
** that a case's versions read beside its profile. */
static int versions_in_place(const json_t *value) {
    const char *before = NULL;
    for (void *at = json_object_iter((json_t *)value); at;
         at = json_object_iter_next((json_t *)value, at)) {
        const char *key = json_object_iter_key(at);
        if (strcmp(key, "versions") == 0) {
            void *next = json_object_iter_next((json_t *)value, at);
            return before && strcmp(before, "profile") == 0 && next &&
                   strcmp(json_object_iter_key(next), "inputs") == 0;
        }
        before = key;
    }
    return 0;
}

/* `versions` (cases/README.md "Case"): only on a case whose profile has
** versions (array-api), right after `profile`; a non-empty list of
** distinct versions the oracle knows for that profile, oldest first. Sets
** test_case->versions (case_versions.h). */
static int read_versions(reader_context *context, const json_t *value, const char *op_name,
                         promcast_case *test_case) {
    const json_t *versions = json_object_get(value, "versions");
    if (versions == NULL) return 1;
    if (test_case->profile == NULL)
        return reader_refuse(context, "'versions' is not allowed: op %s takes no profile",
                             op_name);
    const pc_profile *family = pc_profile_find(test_case->profile);
    if (pc_profile_version_at(family, 0) == NULL)
        return reader_refuse(context, "'versions' is not allowed: profile %s has no versions",
                             test_case->profile);
    if (!versions_in_place(value))
        return reader_refuse(context, "'versions' must come right after 'profile' and before "
                                      "'inputs'");
    if (!json_is_array(versions))
        return reader_refuse(context, "'versions' must be a list of versions of %s, oldest first",
                             test_case->profile);
    if (json_array_size(versions) == 0)
        return reader_refuse(context, "'versions' is empty: leave it out when a case holds at "
                                      "every version");
    int previous = -1;
    for (size_t i = 0; i < json_array_size(versions); i++) {
        const json_t *entry = json_array_get(versions, i);
        int index = json_is_string(entry)
                        ? case_version_index(family, json_string_value(entry))
                        : -1;
        if (index < 0) {
            char known[160], text[64];
            case_versions_format(&(promcast_case){.profile = test_case->profile}, known,
                                 sizeof known);
            return reader_refuse(context, "'versions': entry %zu, %s, is not a version of %s (%s)",
                                 i,
                                 json_is_string(entry)
                                     ? reader_quoted(json_string_value(entry), text, sizeof text)
                                     : reader_json_kind(entry),
                                 test_case->profile, known);
        }
        const char *name = json_string_value(entry);
        if (index == previous)
            return reader_refuse(context, "'versions': %s is listed twice", name);
        if (index < previous)
            return reader_refuse(context, "'versions': %s comes after %s: list them oldest first",
                                 name, pc_profile_version(pc_profile_version_at(family, previous)));
        test_case->versions |= (uint8_t)(1u << index);
        previous = index;
    }
    return 1;
}

/* A case id is written into TAP lines and reports: the schema's pattern
** keeps it to one word of safe bytes (no '#', space or newline). An id that
** breaks it is named quoted and escaped. */
static int check_id(reader_context *context, const char *id) {
    if (reader_spelled_with(id, ID_BYTES)) {
        context->case_id = id;
        return 1;
    }
    char text[96];
    context->case_id = reader_copy_string(context, reader_quoted(id, text, sizeof text));
    return context->case_id && reader_refuse(context, "'id' must match " ID_PATTERN);
}

static int read_case(reader_context *context, const json_t *value,
                     promcast_case *test_case, case_id_set *ids) {
    static const char *const keys[] = {"id", "op", "inputs", "profile", "versions",
                                       "source", "note", "expect", NULL};
    memset(test_case, 0, sizeof *test_case);
    test_case->index = context->case_index;
    if (!json_is_object(value)) return reader_refuse(context, "a case must be an object");
    if (!reader_get_string(context, value, "id", 1, &test_case->id) ||
        !check_id(context, test_case->id))
        return 0;
    int added = case_id_set_add(ids, test_case->id);
    if (added < 0) return reader_refuse(context, "out of memory");
    if (added == 0) return reader_refuse(context, "duplicate id");
    if (!reader_check_keys(context, value, "the case", keys)) return 0;
    const char *op;
    if (!reader_get_string(context, value, "op", 1, &op) || !parse_op(context, op, test_case))
        return 0;
    const struct op_format *format = &op_formats[test_case->op];
    if (!reader_get_text(context, value, "source", &test_case->source) ||
        !reader_get_string(context, value, "note", 0, &test_case->note) ||
        !reader_get_string(context, value, "profile", 0, &test_case->profile) ||
        !check_profile(context, format, op, test_case->profile) ||
        !read_versions(context, value, op, test_case))
        return 0;
    json_t *inputs = json_object_get(value, "inputs");
    if (!inputs) return reader_refuse(context, "'inputs' is missing");
    if (!read_inputs(context, inputs, format, test_case)) return 0;
    char *inputs_text = json_dumps(inputs, JSON_COMPACT | JSON_ENSURE_ASCII);
    if (!inputs_text) return reader_refuse(context, "out of memory");
    test_case->inputs_text = reader_copy_string(context, inputs_text);
    free(inputs_text);
    if (!test_case->inputs_text) return 0;
    json_t *expect = json_object_get(value, "expect");
    if (!expect) return reader_refuse(context, "'expect' is missing");
    return read_expect(context, expect, format, op, test_case, &test_case->expect);
}

/* The suite names the file's place: "spec/<name>", "generated/<family>" or
** "regression/<library>" (cases/README.md "File"), never a path out of the
** corpus. */
static int check_suite(reader_context *context, const char *suite) {
    static const char *const places[] = {"spec/", "generated/", "regression/"};
    const char *name = NULL;
    for (size_t i = 0; !name && i < sizeof places / sizeof places[0]; i++)
        if (strncmp(suite, places[i], strlen(places[i])) == 0) name = suite + strlen(places[i]);
    /* [a-z0-9][a-z0-9_-]*: a first byte that is not '-' or '_', then any. */
    if (name && name[0] != '_' && name[0] != '-' &&
        reader_spelled_with(name, LOWER_AND_DIGITS "_-"))
        return 1;
    char text[96];
    return reader_refuse(context, "'suite' %s must match " SUITE_PATTERN,
                  reader_quoted(suite, text, sizeof text));
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
    if (!json_is_object(generator)) return reader_refuse(context, "'generator' must be an object");
    if (!reader_check_keys(context, generator, "generator", keys) ||
        !reader_require_keys(context, generator, "generator", required))
        return 0;
    json_t *family = json_object_get(generator, "family");
    if (!json_is_string(family) || !reader_spelled_with(json_string_value(family),
                                                 LOWER_AND_DIGITS "_"))
        return reader_refuse(context, "generator: 'family' must be a string matching " FAMILY_PATTERN);
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
        json_t *number = json_object_get(generator, numbers[i].key);
        if (number && (!json_is_integer(number) ||
                       json_integer_value(number) < numbers[i].minimum))
            return reader_refuse(context, "generator: '%s' must be an integer >= %lld",
                          numbers[i].key, numbers[i].minimum);
    }
    file->seed = (long long)json_integer_value(json_object_get(generator, "seed"));
    return 1;
}

/* `fuzz`, files `promcast fuzz` wrote (cases/README.md "File"; schema.json
** $defs/fuzz): the seed and the index of the case found, its signature,
** the command line, and the original case before shrinking, which must be
** a case of the format (read, checked and left out of the file's cases).
** Its messages name it "fuzz: original". */
static int read_fuzz(reader_context *context, const json_t *fuzz) {
    static const char *const keys[] = {"seed", "case", "signature", "command", "original", NULL};
    if (!json_is_object(fuzz)) return reader_refuse(context, "'fuzz' must be an object");
    if (!reader_check_keys(context, fuzz, "fuzz", keys) ||
        !reader_require_keys(context, fuzz, "fuzz", keys))
        return 0;
    static const char *const numbers[] = {"seed", "case"};
    for (size_t i = 0; i < 2; i++) {
        json_t *number = json_object_get(fuzz, numbers[i]);
        if (!json_is_integer(number) || json_integer_value(number) < 0)
            return reader_refuse(context, "fuzz: '%s' must be an integer >= 0", numbers[i]);
    }
    static const char *const texts[] = {"signature", "command"};
    for (size_t i = 0; i < 2; i++) {
        json_t *text = json_object_get(fuzz, texts[i]);
        if (!json_is_string(text) || json_string_length(text) == 0)
            return reader_refuse(context, "fuzz: '%s' must be a non-empty string", texts[i]);
    }
    json_t *original = json_object_get(fuzz, "original");
    if (!json_is_object(original))
        return reader_refuse(context, "fuzz: 'original' must be a case object");
    char where[4200];
    snprintf(where, sizeof where, "%s: fuzz: original", context->path);
    reader_context inner = *context;
    inner.path = where;
    inner.case_index = -1;
    inner.case_id = NULL;
    case_id_set *ids = case_id_set_create();
    if (!ids) return reader_refuse(context, "out of memory");
    promcast_case scratch;
    int ok = read_case(&inner, original, &scratch, ids);
    case_id_set_destroy(ids);
    return ok;
}

/* The file's members but its cases (cases/README.md "File"), and a check
** that `cases` is a list of at most MAX_CASES; *count is its length in
** `root` (0 for the empty list the streaming reader leaves in its place). */
static int read_file_header(reader_context *context, const json_t *root,
                            case_file *file) {
    static const char *const keys[] = {"format", "format_version", "suite", "source",
                                       "generator", "fuzz", "cases", NULL};
    if (!json_is_object(root)) return reader_refuse(context, "the file must hold a JSON object");
    if (!reader_check_keys(context, root, "the file", keys)) return 0;
    json_t *format = json_object_get(root, "format");
    if (!json_is_string(format) || strcmp(json_string_value(format), "promcast-cases") != 0)
        return reader_refuse(context, "'format' must be \"promcast-cases\"");
    json_t *version = json_object_get(root, "format_version");
    if (!json_is_integer(version) || json_integer_value(version) != FORMAT_VERSION)
        return reader_refuse(context, "'format_version' must be %d", FORMAT_VERSION);
    if (!reader_get_string(context, root, "suite", 1, &file->suite) ||
        !check_suite(context, file->suite) ||
        !reader_get_text(context, root, "source", &file->source))
        return 0;
    file->seed = -1;
    json_t *generator = json_object_get(root, "generator");
    if (generator && !read_generator(context, generator, file)) return 0;
    json_t *fuzz = json_object_get(root, "fuzz");
    if (fuzz && !read_fuzz(context, fuzz)) return 0;
    if (!json_is_array(json_object_get(root, "cases")))
        return reader_refuse(context, "'cases' must be a list");
    return 1;
}

static int allocate_cases(reader_context *context, size_t count, case_file *file) {
    if (count > MAX_CASES) return reader_refuse(context, "more than %d cases", MAX_CASES);
    file->cases = reader_allocate(context, (count ? count : 1) * sizeof(promcast_case));
    return file->cases != NULL;
}

static int read_file_object(reader_context *context, const json_t *root,
                            case_file *file, case_id_set *ids) {
    if (!read_file_header(context, root, file)) return 0;
    json_t *cases = json_object_get(root, "cases");
    size_t count = json_array_size(cases);
    if (!allocate_cases(context, count, file)) return 0;
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
                 (file->path = reader_copy_string(&context, path)) != NULL &&
                 read_file_object(&context, root, file, ids);
    if (!context.arena || !ids) reader_refuse(&context, "out of memory");
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

static const size_t JSON_FLAGS = JSON_REJECT_DUPLICATES;

/* A run of the cases list read by one thread: cases [first, end) of
** `count`, the first starting at text[at], into `cases` (the file's array),
** with an arena and an id set of its own. */
typedef struct streamed_part {
    const char *path;
    const char *text;
    size_t at, close;      /* where its first case starts; the list's ']' */
    size_t first, end, count;
    promcast_case *cases;
    case_arena *arena;
    size_t next;           /* after reading: where the case after its last starts */
    int loaded;
} streamed_part;

/* Reads the part's cases one at a time, each parsed from its own bytes and
** freed before the next. part->loaded is 1 when each parses and is read and
** is followed by ',' (then part->next is past the white space after it)
** or, after the list's last case, by the list's end. */
static void *read_part(void *argument) {
    streamed_part *part = argument;
    char unused_error[8];
    reader_context context = {part->path, -1, NULL, part->arena, unused_error,
                              sizeof unused_error};
    case_id_set *ids = case_id_set_create();
    int loaded = ids != NULL;
    size_t at = part->at;
    for (size_t i = part->first; loaded && i < part->end; i++) {
        at = json_skim_space(part->text, at, part->close);
        json_error_t json_error;
        json_t *value = json_loadb(part->text + at, part->close - at,
                                   JSON_FLAGS | JSON_DISABLE_EOF_CHECK, &json_error);
        if (!value) {
            loaded = 0;
            break;
        }
        at += (size_t)json_error.position;
        context.case_index = (int)i;
        context.case_id = NULL;
        loaded = read_case(&context, value, &part->cases[i], ids);
        json_decref(value);
        at = json_skim_space(part->text, at, part->close);
        /* After each case a ',', after the last the list's end. */
        if (loaded) loaded = i + 1 < part->count ? at < part->close && part->text[at++] == ','
                                                 : at == part->close;
    }
    at = json_skim_space(part->text, at, part->close);
    case_id_set_destroy(ids);
    part->next = at;
    part->loaded = loaded;
    return NULL;
}

/* A list is split among threads only in parts of at least this many cases
** (case_file_load_buffer_parts): a thread costs more than a few hundred
** cases take to read. */
enum { PART_MIN_CASES = 1024, PARTS_MAX = 64 };

/* Reads the list's cases in `parts` runs at once, one a thread (this one
** reads the first), each from where the skim says it starts. Returns 1
** when every part loaded, each ended where the next starts, and no id is
** in two parts; the parts' arenas are then the file's. */
static int read_parts(const char *path, const char *text, const json_skim_array *span,
                      int parts, case_file *file, case_arena *arena) {
    streamed_part part[PARTS_MAX];
    pthread_t threads[PARTS_MAX];
    int started[PARTS_MAX] = {0};
    size_t at = span->open + 1;
    for (int k = 0; k < parts; k++) {
        size_t first = span->elements * (size_t)k / (size_t)parts;
        size_t end = span->elements * (size_t)(k + 1) / (size_t)parts;
        if (k > 0) {
            at = json_skim_skip_elements(text, span, at, first - part[k - 1].first);
            at = json_skim_space(text, at, span->close);
        }
        part[k] = (streamed_part){path, text, at, span->close, first, end, span->elements,
                                  file->cases, case_arena_create(), 0, 0};
    }
    for (int k = 1; k < parts; k++)
        started[k] = part[k].arena &&
                     pthread_create(&threads[k], NULL, read_part, &part[k]) == 0;
    if (part[0].arena) read_part(&part[0]);
    int loaded = 1;
    for (int k = 0; k < parts; k++) {
        /* A thread that could not start leaves its part to this one. */
        if (started[k]) pthread_join(threads[k], NULL);
        else if (k > 0 && part[k].arena) read_part(&part[k]);
        loaded = loaded && part[k].arena && part[k].loaded &&
                 (k + 1 == parts || part[k].next == part[k + 1].at);
    }
    for (int k = 0; k < parts; k++) case_arena_adopt(arena, part[k].arena);
    /* Each part checked its own ids; an id in two parts is found here. */
    case_id_set *ids = loaded ? case_id_set_create() : NULL;
    for (size_t i = 0; ids && loaded && i < span->elements; i++)
        loaded = case_id_set_add(ids, file->cases[i].id) == 1;
    case_id_set_destroy(ids);
    return loaded && ids != NULL;
}

/* The file read one case at a time: the text with its cases list emptied is
** parsed for the header, then each case is parsed from its own bytes, read
** and freed before the next (json_skim.h says why), in up to `parts` runs
** of cases read by threads at once. Returns 1 with the file
** loaded, or 0 having loaded nothing: whenever the text is not exactly a
** header and a list of cases that parse, or a case is refused, the caller
** reads the text whole, so every fault is reported as the whole-text reader
** reports it. A text that passes here is one the whole-text reader accepts:
** the header parses with `[]` in the list's place, and the list's bytes are
** cases that parse, separated by ',' and white space only. */
static int load_streamed(const char *path, const char *text, size_t length, int parts,
                         int min_part_cases, case_file *file) {
    json_skim_array span;
    if (!json_skim_top_array(text, length, "cases", &span)) return 0;
    size_t tail = length - span.close - 1;
    char *header_text = malloc(span.open + 2 + tail);
    if (!header_text) return 0;
    memcpy(header_text, text, span.open);
    memcpy(header_text + span.open, "[]", 2);
    memcpy(header_text + span.open + 2, text + span.close + 1, tail);
    json_error_t json_error;
    json_t *header = json_loadb(header_text, span.open + 2 + tail, JSON_FLAGS, &json_error);
    free(header_text);
    if (!header) return 0;

    memset(file, 0, sizeof *file);
    char unused_error[8];
    reader_context context = {path, -1, NULL, NULL, unused_error, sizeof unused_error};
    context.arena = case_arena_create();
    int loaded = context.arena &&
                 (file->path = reader_copy_string(&context, path)) != NULL &&
                 read_file_header(&context, header, file) &&
                 allocate_cases(&context, span.elements, file);
    json_decref(header);
    if (parts > PARTS_MAX) parts = PARTS_MAX;
    if (min_part_cases < 1) min_part_cases = 1;
    if ((size_t)parts > span.elements / (size_t)min_part_cases)
        parts = (int)(span.elements / (size_t)min_part_cases);
    if (parts < 1) parts = 1;
    if (loaded && parts == 1) {
        streamed_part whole = {path, text, span.open + 1, span.close, 0, span.elements,
                               span.elements, file->cases, context.arena, 0, 0};
        read_part(&whole);
        loaded = whole.loaded;
    } else if (loaded) {
        loaded = read_parts(path, text, &span, parts, file, context.arena);
    }
    if (!loaded) {
        case_arena_destroy(context.arena);
        memset(file, 0, sizeof *file);
        return 0;
    }
    file->case_count = (int)span.elements;
    file->arena = context.arena;
    file->streamed = 1;
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

void case_file_load_before_threads(void) {
    json_object_seed(0);
}

int case_file_load(const char *path, case_file *file, char *error,
                   size_t error_size) {
    return case_file_load_parts(path, 1, file, error, error_size);
}

int case_file_load_parts(const char *path, int parts, case_file *file, char *error,
                         size_t error_size) {
    memset(file, 0, sizeof *file);
    size_t length = 0;
    char *text = read_regular_file(path, &length, error, error_size);
    if (text == NULL) return 0;
    int loaded = case_file_load_buffer_parts(path, text, length, parts, file, error,
                                             error_size);
    free(text);
    return loaded;
}

int case_file_load_buffer(const char *name, const char *text, size_t length,
                          case_file *file, char *error, size_t error_size) {
    return case_file_load_buffer_parts(name, text, length, 1, file, error, error_size);
}

int case_file_load_buffer_parts(const char *name, const char *text, size_t length, int parts,
                                case_file *file, char *error, size_t error_size) {
    return case_file_load_buffer_split(name, text, length, parts, PART_MIN_CASES, file, error,
                                       error_size);
}

int case_file_load_buffer_split(const char *name, const char *text, size_t length, int parts,
                                int min_part_cases, case_file *file, char *error,
                                size_t error_size) {
    if (load_streamed(name, text, length, parts, min_part_cases, file)) return 1;
    return case_file_load_buffer_whole(name, text, length, file, error, error_size);
}

int case_file_load_buffer_whole(const char *name, const char *text, size_t length,
                                case_file *file, char *error, size_t error_size) {
    json_error_t json_error;
    json_t *root = json_loadb(text, length, JSON_FLAGS, &json_error);
    return load_document(name, root, &json_error, file, error, error_size);
}

void case_file_free(case_file *file) {
    case_arena_destroy(file->arena);
    memset(file, 0, sizeof *file);
}
