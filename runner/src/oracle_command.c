/*
** oracle_command.c: `promcast oracle ...`, the reference oracle on the
** command line. The output forms are a contract other tools script against:
** one line on stdout per answer; a rule violation is one line on
** stderr naming the rule and the operands, exit 1; bad usage, exit 2.
*/
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case.h"
#include "case_values.h"
#include "cli_arguments.h"
#include "commands.h"
#include "promcast/promcast.h"

enum { MAX_POSITIONAL = 256 };

/* The arguments of one subcommand: options anywhere, the rest positional. */
typedef struct oracle_arguments {
    const char *profile_name;
    const char *second_profile_name;  /* diff's second --profile */
    const char *default_float;
    const char *dims;
    int names;
    int x64;    /* --x64: JAX's jax_enable_x64 (pc_promotion_options.x64) */
    int inplace;  /* --inplace: compute's in-place form */
    int help;
    int positional_count;
    const char *positional[MAX_POSITIONAL];
} oracle_arguments;

typedef struct oracle_subcommand {
    const char *name;
    const char *synopsis;
    int (*run)(const oracle_arguments *arguments, FILE *out, FILE *err);
} oracle_subcommand;

static int usage_error(FILE *err, const char *format, const char *detail) {
    fprintf(err, "promcast oracle: ");
    fprintf(err, format, detail);
    fprintf(err, " (try promcast oracle --help)\n");
    return PROMCAST_EXIT_USAGE;
}

/* Reports a failed call: a rule violation exits 1, bad input exits 2. */
static int report(FILE *err, const char *subcommand, const pc_error *error) {
    if (error->status == PC_INVALID_ARGUMENT) {
        fprintf(err, "promcast oracle %s: %s\n", subcommand, error->message);
        return PROMCAST_EXIT_USAGE;
    }
    fprintf(err, "promcast oracle %s: %s: %s\n", subcommand,
            pc_status_name(error->status), error->message);
    return PROMCAST_EXIT_VIOLATION;
}

/* Each family, and each version of a family with versions
** ("array-api array-api@2021.12 ... array-api@2025.12"). */
static void print_profiles(FILE *stream) {
    for (int i = 0; pc_profile_at(i) != NULL; i++) {
        const pc_profile *profile = pc_profile_at(i);
        fprintf(stream, " %s", pc_profile_name(profile));
        for (int v = 0; pc_profile_version_at(profile, v) != NULL; v++)
            fprintf(stream, " %s@%s", pc_profile_family(profile),
                    pc_profile_version(pc_profile_version_at(profile, v)));
    }
}

static int find_profile(const oracle_arguments *arguments, FILE *err,
                        const pc_profile **profile) {
    const char *name = arguments->profile_name ? arguments->profile_name : "torch";
    *profile = pc_profile_find(name);
    if (*profile != NULL) return PROMCAST_EXIT_OK;
    fprintf(err, "promcast oracle: unknown profile '%s'; profiles:", name);
    print_profiles(err);
    fprintf(err, "\n");
    return PROMCAST_EXIT_USAGE;
}

static void print_shape(FILE *out, const pc_shape *shape) {
    char text[PC_MAX_RANK * 21 + 3];
    pc_shape_format(shape, text, sizeof text);
    fprintf(out, "%s\n", text);
}

static int run_broadcast(const oracle_arguments *arguments, FILE *out,
                         FILE *err) {
    if (arguments->positional_count < 1)
        return usage_error(err, "broadcast needs at least one shape%s", "");
    pc_shape shapes[MAX_POSITIONAL];
    pc_error error;
    for (int i = 0; i < arguments->positional_count; i++) {
        if (pc_shape_parse(arguments->positional[i], &shapes[i], &error) != PC_OK)
            return report(err, "broadcast", &error);
    }
    pc_shape result;
    if (pc_broadcast_shapes(shapes, arguments->positional_count, &result,
                            &error) != PC_OK)
        return report(err, "broadcast", &error);
    print_shape(out, &result);
    return PROMCAST_EXIT_OK;
}

/* promote and table take --x64 alone: their tables ignore the default
** float dtype. */
static void table_options(const oracle_arguments *arguments,
                          pc_promotion_options *options) {
    pc_promotion_options_init(options);
    options->x64 = arguments->x64;
}

static int parse_options(const oracle_arguments *arguments, FILE *err,
                         pc_promotion_options *options) {
    pc_promotion_options_init(options);
    options->x64 = arguments->x64;
    if (arguments->default_float == NULL) return PROMCAST_EXIT_OK;
    pc_error error;
    if (cli_parse_dtype(arguments->default_float, &options->default_float,
                        &error) != PC_OK)
        return report(err, "--default-float", &error);
    return PROMCAST_EXIT_OK;
}

static int run_promote(const oracle_arguments *arguments, FILE *out, FILE *err) {
    const pc_profile *profile;
    pc_promotion_options options;
    int status = find_profile(arguments, err, &profile);
    if (status != PROMCAST_EXIT_OK) return status;
    table_options(arguments, &options);
    if (arguments->positional_count < 2)
        return usage_error(err, "promote needs two or more dtypes%s", "");
    pc_error error;
    pc_dtype result;
    if (cli_parse_dtype(arguments->positional[0], &result, &error) != PC_OK)
        return report(err, "promote", &error);
    for (int i = 1; i < arguments->positional_count; i++) {
        pc_dtype next;
        if (cli_parse_dtype(arguments->positional[i], &next, &error) != PC_OK)
            return report(err, "promote", &error);
        pc_dtype before = result;
        if (pc_promote_types_with_options(profile, &options, before, next, &result,
                                          &error) != PC_OK) {
            fprintf(err, "promcast oracle promote: %s: promote(%s, %s) in "
                         "profile %s: %s\n",
                    pc_status_name(error.status), pc_dtype_name(before),
                    pc_dtype_name(next), pc_profile_name(profile),
                    error.message);
            return error.status == PC_INVALID_ARGUMENT ? PROMCAST_EXIT_USAGE
                                                       : PROMCAST_EXIT_VIOLATION;
        }
    }
    fprintf(out, "%s\n", pc_dtype_name(result));
    return PROMCAST_EXIT_OK;
}

static int run_result_type(const oracle_arguments *arguments, FILE *out,
                           FILE *err) {
    const pc_profile *profile;
    pc_promotion_options options;
    int status = find_profile(arguments, err, &profile);
    if (status == PROMCAST_EXIT_OK) status = parse_options(arguments, err, &options);
    if (status != PROMCAST_EXIT_OK) return status;
    if (arguments->positional_count < 1)
        return usage_error(err, "result-type needs at least one operand%s", "");
    pc_operand operands[MAX_POSITIONAL];
    pc_error error;
    for (int i = 0; i < arguments->positional_count; i++)
        if (cli_parse_operand(arguments->positional[i], &operands[i], &error) !=
            PC_OK)
            return report(err, "result-type", &error);
    pc_dtype result;
    if (pc_result_type(profile, &options, operands,
                       arguments->positional_count, &result, &error) != PC_OK)
        return report(err, "result-type", &error);
    fprintf(out, "%s\n", pc_dtype_name(result));
    return PROMCAST_EXIT_OK;
}

static int run_can_cast(const oracle_arguments *arguments, FILE *out,
                        FILE *err) {
    const pc_profile *profile;
    int status = find_profile(arguments, err, &profile);
    if (status != PROMCAST_EXIT_OK) return status;
    if (arguments->positional_count != 2)
        return usage_error(err, "can-cast needs exactly two dtypes: FROM TO%s",
                           "");
    pc_dtype from, to;
    pc_error error;
    int allowed;
    if (cli_parse_dtype(arguments->positional[0], &from, &error) != PC_OK ||
        cli_parse_dtype(arguments->positional[1], &to, &error) != PC_OK ||
        pc_can_cast(profile, from, to, &allowed, &error) != PC_OK)
        return report(err, "can-cast", &error);
    fprintf(out, "%s\n", allowed ? "yes" : "no");
    return PROMCAST_EXIT_OK;
}

static int run_xla_broadcast(const oracle_arguments *arguments, FILE *out,
                             FILE *err) {
    if (arguments->positional_count != 2)
        return usage_error(err, "xla-broadcast needs two shapes: LHS RHS%s", "");
    pc_shape lhs, rhs, result;
    int64_t dims[PC_MAX_RANK];
    int dims_count = 0;
    pc_error error;
    if (pc_shape_parse(arguments->positional[0], &lhs, &error) != PC_OK ||
        pc_shape_parse(arguments->positional[1], &rhs, &error) != PC_OK)
        return report(err, "xla-broadcast", &error);
    if (arguments->dims != NULL &&
        cli_parse_integer_list(arguments->dims, dims, PC_MAX_RANK, &dims_count,
                               &error) != PC_OK)
        return report(err, "xla-broadcast --dims", &error);
    if (pc_xla_broadcast(&lhs, &rhs, dims, dims_count, &result, &error) != PC_OK)
        return report(err, "xla-broadcast", &error);
    print_shape(out, &result);
    return PROMCAST_EXIT_OK;
}

/* The table's order and codes: the 13 dtypes of PyTorch's promoteTypes
** table in its order and two-letter codes (c10/core/ScalarType.cpp:
** u1 = uint8 ... bf = bfloat16), so its top-left block reads exactly like
** PyTorch's; then the dtypes that table leaves out. */
static const struct table_column {
    pc_dtype dtype;
    const char *code;
} table_columns[] = {
    {PC_UINT8, "u1"},      {PC_INT8, "i1"},          {PC_INT16, "i2"},
    {PC_INT32, "i4"},      {PC_INT64, "i8"},         {PC_FLOAT16, "f2"},
    {PC_FLOAT32, "f4"},    {PC_FLOAT64, "f8"},       {PC_COMPLEX32, "c2"},
    {PC_COMPLEX64, "c4"},  {PC_COMPLEX128, "c8"},    {PC_BOOL, "b1"},
    {PC_BFLOAT16, "bf"},   {PC_UINT16, "u2"},        {PC_UINT32, "u4"},
    {PC_UINT64, "u8"},     {PC_FLOAT8_E4M3FN, "e4"}, {PC_FLOAT8_E5M2, "e5"},
};

enum { TABLE_COLUMN_COUNT = (int)(sizeof table_columns / sizeof table_columns[0]) };

static const char *table_code(pc_dtype dtype, int names) {
    for (int i = 0; i < TABLE_COLUMN_COUNT; i++)
        if (table_columns[i].dtype == dtype)
            return names ? pc_dtype_name(dtype) : table_columns[i].code;
    return "?";
}

static int run_table(const oracle_arguments *arguments, FILE *out, FILE *err) {
    const pc_profile *profile;
    pc_promotion_options options;
    int status = find_profile(arguments, err, &profile);
    if (status != PROMCAST_EXIT_OK) return status;
    table_options(arguments, &options);
    if (arguments->positional_count != 0)
        return usage_error(err, "table takes no operands, got '%s'",
                           arguments->positional[0]);
    int width = arguments->names ? 14 : 4;
    fprintf(out, "%-*s", width, "");
    for (int c = 0; c < TABLE_COLUMN_COUNT; c++)
        if (pc_profile_has_dtype(profile, table_columns[c].dtype))
            fprintf(out, "%-*s", width, table_code(table_columns[c].dtype, arguments->names));
    fprintf(out, "\n");
    for (int r = 0; r < TABLE_COLUMN_COUNT; r++) {
        pc_dtype row = table_columns[r].dtype;
        if (!pc_profile_has_dtype(profile, row)) continue;
        fprintf(out, "%-*s", width, table_code(row, arguments->names));
        for (int c = 0; c < TABLE_COLUMN_COUNT; c++) {
            pc_dtype column = table_columns[c].dtype;
            if (!pc_profile_has_dtype(profile, column)) continue;
            pc_dtype result;
            pc_error error;
            pc_status cell = pc_promote_types_with_options(profile, &options, row,
                                                           column, &result, &error);
            const char *text = cell == PC_OK ? table_code(result, arguments->names)
                               : cell == PC_UNDEFINED ? "??"
                                                      : "--";
            fprintf(out, "%-*s", width, text);
        }
        fprintf(out, "\n");
    }
    fprintf(out, "\n%s promotion%s (%s); -- no promotion, ?? left to "
                 "implementations\n",
            pc_profile_name(profile), arguments->x64 ? " with x64" : "",
            pc_profile_source(profile));
    if (!arguments->names) {
        fprintf(out, "key:");
        for (int c = 0; c < TABLE_COLUMN_COUNT; c++)
            fprintf(out, " %s=%s", table_columns[c].code,
                    pc_dtype_name(table_columns[c].dtype));
        fprintf(out, "\n");
    }
    return PROMCAST_EXIT_OK;
}

static int run_check(const oracle_arguments *arguments, FILE *out, FILE *err) {
    return promcast_oracle_check(arguments->positional_count, arguments->positional, out, err);
}

/* `diff --profile A --profile B`: --profile may be given twice here. */
static int run_diff(const oracle_arguments *arguments, FILE *out, FILE *err) {
    if (arguments->second_profile_name == NULL || arguments->profile_name == NULL)
        return usage_error(err, "diff needs two profiles: --profile A --profile B%s", "");
    if (arguments->positional_count != 0)
        return usage_error(err, "diff takes no operands, got '%s'", arguments->positional[0]);
    const pc_profile *first = pc_profile_find(arguments->profile_name);
    const pc_profile *second = pc_profile_find(arguments->second_profile_name);
    oracle_arguments one = *arguments;
    if (first == NULL) return find_profile(&one, err, &first);
    if (second == NULL) {
        one.profile_name = arguments->second_profile_name;
        return find_profile(&one, err, &second);
    }
    pc_promotion_options options;
    int status = parse_options(arguments, err, &options);
    if (status != PROMCAST_EXIT_OK) return status;
    return promcast_oracle_diff(first, second, &options, out);
}

/* compute's operands: "DTYPE:SHAPE:VALUES", VALUES a JSON list of the
** elements in the case format (cases/README.md, "Values"), row-major:
** int8:[3]:["-7","7","5"], float32:[]:["-0.0"], bool:[2]:[true,false]. */
enum { MAX_COMPUTE_ELEMENTS = 4096 };

typedef struct compute_operand {
    pc_dtype dtype;
    pc_shape shape;
    int is_scalar;       /* a Python scalar, "VALUE:scalar" */
    pc_operand scalar;
    pc_array array;      /* over data, when not a scalar */
    unsigned char data[MAX_COMPUTE_ELEMENTS * 16];
} compute_operand;

/* The operand as the oracle's element-wise API takes it; it points into
** `operand`. */
static pc_binary_operand compute_binary_operand(compute_operand *operand) {
    if (operand->is_scalar) return pc_binary_operand_scalar(&operand->scalar);
    pc_array_init_contiguous(&operand->array, operand->dtype, &operand->shape, operand->data);
    return pc_binary_operand_array(&operand->array);
}

/* A compute operand "VALUE:scalar" (result-type's syntax: "300:scalar",
** "1e300:scalar", "true:scalar", "1+2j:scalar") is a Python scalar. */
static int parse_compute_scalar(const char *text, compute_operand *operand, FILE *err) {
    pc_error error;
    operand->is_scalar = 1;
    if (cli_parse_operand(text, &operand->scalar, &error) != PC_OK)
        return report(err, "compute", &error);
    if (!operand->scalar.has_value)
        return usage_error(err, "compute operand '%s' needs the scalar's value, e.g. "
                                "300:scalar or 1.5:scalar", text);
    return PROMCAST_EXIT_OK;
}

static int parse_compute_operand(const char *text, compute_operand *operand, FILE *err) {
    size_t length = strlen(text);
    operand->is_scalar = 0;
    if (length >= 7 && strcmp(text + length - 7, ":scalar") == 0)
        return parse_compute_scalar(text, operand, err);
    const char *first = strchr(text, ':');
    const char *second = first ? strchr(first + 1, ':') : NULL;
    if (second == NULL)
        return usage_error(err, "compute operand '%s' is not DTYPE:SHAPE:VALUES", text);
    char dtype_text[32], shape_text[PC_MAX_RANK * 21 + 3];
    if ((size_t)(first - text) >= sizeof dtype_text ||
        (size_t)(second - first - 1) >= sizeof shape_text)
        return usage_error(err, "compute operand '%s' is too long", text);
    memcpy(dtype_text, text, (size_t)(first - text));
    dtype_text[first - text] = '\0';
    memcpy(shape_text, first + 1, (size_t)(second - first - 1));
    shape_text[second - first - 1] = '\0';
    pc_error error;
    if (cli_parse_dtype(dtype_text, &operand->dtype, &error) != PC_OK)
        return report(err, "compute", &error);
    if (pc_shape_parse(shape_text, &operand->shape, &error) != PC_OK)
        return report(err, "compute", &error);
    int64_t count = 0;
    if (pc_shape_element_count(&operand->shape, &count, &error) != PC_OK)
        return report(err, "compute", &error);
    json_error_t json_error;
    json_t *values = json_loads(second + 1, 0, &json_error);
    int status = PROMCAST_EXIT_OK;
    if (!json_is_array(values) || (int64_t)json_array_size(values) != count ||
        count > MAX_COMPUTE_ELEMENTS) {
        status = usage_error(err, "compute operand '%s' needs a JSON list of one value per "
                                  "element (4096 at most)", text);
    } else {
        size_t size = pc_dtype_size(operand->dtype);
        char why[160];
        for (int64_t k = 0; k < count && status == PROMCAST_EXIT_OK; k++)
            if (!case_value_decode(json_array_get(values, (size_t)k), operand->dtype,
                                   operand->data + (size_t)k * size, why, sizeof why))
                status = usage_error(err, "compute operand value: %s", why);
    }
    json_decref(values);
    return status;
}

/* One result line: "int8 [2] ["-4", "3"]", then " strides [1,0]" for a
** view (strides in elements). `data` holds the count elements row-major. */
static void print_array(FILE *out, pc_dtype dtype, const pc_shape *shape, int64_t count,
                        const unsigned char *data, const int64_t *strides) {
    char shape_text[PC_MAX_RANK * 21 + 3], element[128];
    pc_shape_format(shape, shape_text, sizeof shape_text);
    fprintf(out, "%s %s [", pc_dtype_name(dtype), shape_text);
    size_t size = pc_dtype_size(dtype);
    for (int64_t k = 0; k < count; k++) {
        case_value_format(dtype, data + (size_t)k * size, element, sizeof element);
        /* Integers and floats are written as JSON strings, bool and
        ** complex as they are (case_value_format has no quotes). */
        int quoted = dtype != PC_BOOL && !pc_dtype_is_complex(dtype);
        fprintf(out, "%s%s%s%s", k ? ", " : "", quoted ? "\"" : "", element, quoted ? "\"" : "");
    }
    fprintf(out, "]");
    if (strides) {
        fprintf(out, " strides [");
        for (int d = 0; d < shape->rank; d++)
            fprintf(out, "%s%lld", d ? "," : "", (long long)strides[d]);
        fprintf(out, "]");
    }
    fprintf(out, "\n");
}

/* a (OP) b, or a (OP)= b with --inplace: one line, the result's dtype, shape
** and values ("int8 [2] ["-4", "3"]"), or the rule the call breaks. */
static int run_function(const oracle_arguments *arguments, pc_function function,
                        const pc_profile *profile, const pc_promotion_options *options,
                        FILE *out, FILE *err);

static int run_compute(const oracle_arguments *arguments, FILE *out, FILE *err) {
    const pc_profile *profile;
    pc_promotion_options options;
    int status = find_profile(arguments, err, &profile);
    if (status == PROMCAST_EXIT_OK) status = parse_options(arguments, err, &options);
    if (status != PROMCAST_EXIT_OK) return status;
    pc_function function;
    if (arguments->positional_count >= 1 && pc_function_parse(arguments->positional[0], &function))
        return run_function(arguments, function, profile, &options, out, err);
    if (arguments->positional_count != 3)
        return usage_error(err, "compute needs OP A B%s", "");
    pc_binary_op op;
    if (!pc_binary_op_parse(arguments->positional[0], &op))
        return usage_error(err, "unknown element-wise op '%s'", arguments->positional[0]);
    compute_operand *operands = malloc(3 * sizeof *operands);
    if (operands == NULL) return usage_error(err, "out of memory%s", "");
    compute_operand *a = &operands[0], *b = &operands[1], *result = &operands[2];
    status = parse_compute_operand(arguments->positional[1], a, err);
    if (status == PROMCAST_EXIT_OK) status = parse_compute_operand(arguments->positional[2], b, err);
    pc_binary_plan plan;
    pc_error error;
    pc_binary_operand a_operand = {NULL, NULL}, b_operand = {NULL, NULL};
    if (status == PROMCAST_EXIT_OK && arguments->inplace && a->is_scalar)
        status = usage_error(err, "compute --inplace: the destination A must be an array, "
                                  "not '%s'", arguments->positional[1]);
    if (status == PROMCAST_EXIT_OK) {
        a_operand = compute_binary_operand(a);
        b_operand = compute_binary_operand(b);
        pc_status planned =
            arguments->inplace
                ? pc_binary_mixed_inplace_plan_make(profile, &options, op, &a->array,
                                                    &b_operand, &plan, &error)
                : pc_binary_mixed_plan_make(profile, &options, op, &a_operand, &b_operand,
                                            &plan, &error);
        if (planned != PC_OK) status = report(err, "compute", &error);
    }
    int64_t count = 0;
    if (status == PROMCAST_EXIT_OK &&
        (pc_shape_element_count(&plan.shape, &count, &error) != PC_OK ||
         count > MAX_COMPUTE_ELEMENTS))
        status = usage_error(err, "compute's result has more than 4096 elements%s", "");
    if (status == PROMCAST_EXIT_OK) {
        pc_array out_array;
        pc_array_init_contiguous(&out_array, plan.result_dtype, &plan.shape, result->data);
        pc_status computed =
            arguments->inplace
                ? pc_binary_mixed_compute_inplace(profile, &options, op, &a->array, &b_operand,
                                                  &error)
                : pc_binary_mixed_compute(profile, &options, op, &a_operand, &b_operand,
                                          &out_array, &error);
        if (computed != PC_OK) status = report(err, "compute", &error);
    }
    if (status == PROMCAST_EXIT_OK)
        print_array(out, plan.result_dtype, &plan.shape, count,
                    arguments->inplace ? a->data : result->data, NULL);
    free(operands);
    return status;
}

/* What compute takes for each function of several arrays (the case
** format's inputs, cases/README.md "Ops"), indexed by pc_function: how
** many operands (-1: any number, the list of arrays), which of them may be
** `none` (Python's None: clip's bounds, bits 1 << index), and which axis
** arguments: axis=N, and axis=none. */
static const struct function_syntax {
    int operands;
    unsigned none_allowed;
    int axis;
    int axis_none;
    const char *usage;
} function_syntaxes[PC_FUNCTION_COUNT] = {
    [PC_FUNCTION_WHERE] = {3, 0, 0, 0, "where CONDITION X1 X2"},
    [PC_FUNCTION_CLIP] = {3, (1u << 1) | (1u << 2), 0, 0, "clip X MIN|none MAX|none"},
    [PC_FUNCTION_MATMUL] = {2, 0, 0, 0, "matmul X1 X2"},
    [PC_FUNCTION_VECDOT] = {2, 0, 1, 0, "vecdot X1 X2 [axis=N]"},
    [PC_FUNCTION_CONCAT] = {-1, 0, 1, 1, "concat ARRAY... [axis=N|axis=none]"},
    [PC_FUNCTION_STACK] = {-1, 0, 1, 0, "stack ARRAY... [axis=N]"},
    [PC_FUNCTION_BROADCAST_ARRAYS] = {-1, 0, 0, 0, "broadcast_arrays ARRAY..."},
};

/* "axis=N" or "axis=none" into *axis; 0 when `text` is not an axis
** argument at all. */
static int parse_axis_argument(const char *text, pc_axis *axis, int *valid) {
    if (strncmp(text, "axis=", 5) != 0) return 0;
    const char *value = text + 5;
    *valid = 1;
    if (strcmp(value, "none") == 0) {
        axis->kind = PC_AXIS_NONE;
        return 1;
    }
    char *end;
    errno = 0;
    long long number = strtoll(value, &end, 10);
    *valid = *value != '\0' && *end == '\0' && errno == 0;
    axis->kind = PC_AXIS_GIVEN;
    axis->value = (int64_t)number;
    return 1;
}

/* broadcast_arrays: one line per view, with its strides. */
static int print_views(const pc_array *sources, int count, FILE *out, FILE *err) {
    pc_array *views = malloc((size_t)(count > 0 ? count : 1) * sizeof *views);
    unsigned char *copy = malloc(MAX_COMPUTE_ELEMENTS * 16);
    pc_error error;
    int status = PROMCAST_EXIT_OK;
    if (views == NULL || copy == NULL)
        status = usage_error(err, "out of memory%s", "");
    else if (pc_broadcast_arrays(sources, count, views, &error) != PC_OK)
        status = report(err, "compute", &error);
    for (int i = 0; i < count && status == PROMCAST_EXIT_OK; i++) {
        int64_t elements = 0;
        if (pc_shape_element_count(&views[i].shape, &elements, &error) != PC_OK ||
            elements > MAX_COMPUTE_ELEMENTS) {
            status = usage_error(err, "compute's result has more than 4096 elements%s", "");
            break;
        }
        case_copy_strided(views[i].data, pc_dtype_size(views[i].dtype), views[i].shape.rank,
                          views[i].shape.dims, views[i].strides, elements, copy);
        print_array(out, views[i].dtype, &views[i].shape, elements, copy, views[i].strides);
    }
    free(views);
    free(copy);
    return status;
}

/* compute FUNCTION OPERAND... [axis=...]: a function of several arrays
** (promcast/functions.h); operands as element-wise compute's, `none` for
** an operand left out. One line, the result; broadcast_arrays one line per
** view. */
static int run_function(const oracle_arguments *arguments, pc_function function,
                        const pc_profile *profile, const pc_promotion_options *options,
                        FILE *out, FILE *err) {
    const struct function_syntax *syntax = &function_syntaxes[function];
    const char *name = pc_function_name(function);
    pc_function_call call = {function, 0, NULL, {PC_AXIS_DEFAULT, 0}};
    int count = 0;
    const char *texts[MAX_POSITIONAL];
    for (int i = 1; i < arguments->positional_count; i++) {
        int valid;
        pc_axis axis;
        if (!parse_axis_argument(arguments->positional[i], &axis, &valid)) {
            texts[count++] = arguments->positional[i];
            continue;
        }
        if (!valid || !syntax->axis || (axis.kind == PC_AXIS_NONE && !syntax->axis_none)) {
            fprintf(err, "promcast oracle: compute: '%s' is not an axis %s takes; usage: "
                         "compute [options] %s (try promcast oracle --help)\n",
                    arguments->positional[i], name, syntax->usage);
            return PROMCAST_EXIT_USAGE;
        }
        if (call.axis.kind != PC_AXIS_DEFAULT)
            return usage_error(err, "compute: the axis is given twice ('%s')",
                               arguments->positional[i]);
        call.axis = axis;
    }
    if (syntax->operands >= 0 && count != syntax->operands) {
        fprintf(err, "promcast oracle: compute %s takes %d operands, got %d; usage: compute "
                     "[options] %s (try promcast oracle --help)\n",
                name, syntax->operands, count, syntax->usage);
        return PROMCAST_EXIT_USAGE;
    }
    compute_operand *operands = malloc((size_t)(count + 1) * sizeof *operands);
    pc_binary_operand *values = malloc((size_t)(count + 1) * sizeof *values);
    pc_array *arrays = malloc((size_t)(count + 1) * sizeof *arrays);
    int status = operands && values && arrays ? PROMCAST_EXIT_OK
                                              : usage_error(err, "out of memory%s", "");
    for (int i = 0; i < count && status == PROMCAST_EXIT_OK; i++) {
        values[i].array = NULL;
        values[i].scalar = NULL;
        if (strcmp(texts[i], "none") == 0) {
            if (!(syntax->none_allowed & (1u << i))) {
                fprintf(err, "promcast oracle: compute %s: operand %d cannot be none; only "
                             "clip's MIN and MAX may be (usage: compute [options] %s)\n",
                        name, i + 1, syntax->usage);
                status = PROMCAST_EXIT_USAGE;
            }
            continue;
        }
        status = parse_compute_operand(texts[i], &operands[i], err);
        if (status != PROMCAST_EXIT_OK) break;
        values[i] = compute_binary_operand(&operands[i]);
        if (values[i].array) arrays[i] = *values[i].array;
    }
    if (status == PROMCAST_EXIT_OK && function == PC_FUNCTION_BROADCAST_ARRAYS) {
        for (int i = 0; i < count && status == PROMCAST_EXIT_OK; i++)
            if (values[i].array == NULL)
                status = usage_error(err, "compute broadcast_arrays takes arrays, not '%s'",
                                     texts[i]);
        if (status == PROMCAST_EXIT_OK) status = print_views(arrays, count, out, err);
    } else if (status == PROMCAST_EXIT_OK) {
        call.operand_count = count;
        call.operands = values;
        pc_function_plan plan;
        pc_error error;
        int64_t elements = 0;
        if (pc_function_plan_make(profile, options, &call, &plan, &error) != PC_OK)
            status = report(err, "compute", &error);
        else if (pc_shape_element_count(&plan.shape, &elements, &error) != PC_OK ||
                 elements > MAX_COMPUTE_ELEMENTS)
            status = usage_error(err, "compute's result has more than 4096 elements%s", "");
        if (status == PROMCAST_EXIT_OK) {
            /* The result's memory: the spare operand slot's. */
            pc_array result;
            pc_array_init_contiguous(&result, plan.result_dtype, &plan.shape,
                                     operands[count].data);
            if (pc_function_compute(profile, options, &call, &result, &error) != PC_OK)
                status = report(err, "compute", &error);
            else
                print_array(out, plan.result_dtype, &plan.shape, elements,
                            operands[count].data, NULL);
        }
    }
    free(operands);
    free(values);
    free(arrays);
    return status;
}

static const oracle_subcommand subcommands[] = {
    {"broadcast", "broadcast SHAPE...             broadcast shapes, e.g. [8,1,6,1] [7,1,5]",
     run_broadcast},
    {"promote", "promote [--profile P] [--x64] DTYPE DTYPE...   promote dtypes, folded left to right",
     run_promote},
    {"result-type", "result-type [--profile P] [--default-float D] [--x64] OPERAND...\n"
                    "      OPERAND: DTYPE:dim (an array with dimensions), DTYPE:zero (a 0-d array),\n"
                    "      KIND:scalar (a Python scalar: bool, int, float, complex) or VALUE:scalar (300:scalar)",
     run_result_type},
    {"can-cast", "can-cast [--profile P] FROM TO   may a FROM result be written to a TO array in place? yes/no",
     run_can_cast},
    {"xla-broadcast", "xla-broadcast LHS RHS [--dims [D,...]]   XLA explicit broadcasting",
     run_xla_broadcast},
    {"table", "table [--profile P] [--names] [--x64]   the whole promotion matrix (PyTorch's two-letter codes, or --names)",
     run_table},
    {"diff", "diff --profile A --profile B [--default-float D] [--x64]\n"
             "      every dtype pair and array-with-scalar combination on which two profiles disagree;\n"
             "      of two versions (--profile array-api@2021.12 --profile array-api@2025.12), also\n"
             "      the ops only one has and the element-wise and where calls with a scalar that differ",
     run_diff},
    {"compute", "compute [--profile P] [--default-float D] [--x64] [--inplace] OP A B\n"
                "      an element-wise op's result dtype, shape and values; A and B are\n"
                "      DTYPE:SHAPE:VALUES, e.g. int8:[2]:[\"-7\",\"7\"] float32:[]:[\"0.5\"],\n"
                "      or one of them a Python scalar VALUE:scalar, e.g. 300:scalar 1e300:scalar\n"
                "      true:scalar 1+2j:scalar (with --inplace, B only)\n"
                "  compute [--profile P] [--default-float D] [--x64] FUNCTION OPERAND... [axis=...]\n"
                "      a function of several arrays, its operands as compute's:\n"
                "        where CONDITION X1 X2           (X1, X2 may be VALUE:scalar)\n"
                "        clip X MIN|none MAX|none        (bounds may be VALUE:scalar; none is None)\n"
                "        matmul X1 X2\n"
                "        vecdot X1 X2 [axis=N]\n"
                "        concat ARRAY... [axis=N|axis=none]\n"
                "        stack ARRAY... [axis=N]\n"
                "        broadcast_arrays ARRAY...       (one line per view, with its strides)\n"
                "      without axis=, the function's default axis",
     run_compute},
    {"check", "check FILE_OR_DIRECTORY...        the oracle against case files; TAP on stdout\n"
              "      (exit 0 all agree, 1 a disagreement, 2 an unreadable file)",
     run_check},
};

enum { SUBCOMMAND_COUNT = (int)(sizeof subcommands / sizeof subcommands[0]) };

void promcast_oracle_usage(FILE *stream) {
    fprintf(stream, "promcast oracle: the reference oracle\n\nusage: promcast oracle SUBCOMMAND ...\n");
    for (int i = 0; i < SUBCOMMAND_COUNT; i++)
        fprintf(stream, "  %s\n", subcommands[i].synopsis);
    fprintf(stream,
            "\nprofiles:");
    print_profiles(stream);
    fprintf(stream,
            " (default torch; array-api is its latest version)\n"
            "--x64 turns on JAX's jax_enable_x64 (profile jax; others ignore it)\n"
            "exit status: 0 answered; 1 the answer is a rule violation (one line on stderr: "
            "the rule and the operands); 2 bad usage or input\n");
}

/* Splits argv into options and positional arguments. Returns an exit
** status; PROMCAST_EXIT_OK to go on. */
static int split_arguments(int argc, char **argv, oracle_arguments *arguments,
                           FILE *err) {
    memset(arguments, 0, sizeof *arguments);
    for (int i = 0; i < argc; i++) {
        const char *argument = argv[i];
        const char **slot = NULL;
        if (strcmp(argument, "--profile") == 0) {
            if (arguments->second_profile_name)
                return usage_error(err, "--profile given more than twice%s", "");
            slot = arguments->profile_name ? &arguments->second_profile_name : &arguments->profile_name;
        }
        else if (strcmp(argument, "--default-float") == 0) slot = &arguments->default_float;
        else if (strcmp(argument, "--dims") == 0) slot = &arguments->dims;
        else if (strcmp(argument, "--names") == 0) { arguments->names = 1; continue; }
        else if (strcmp(argument, "--x64") == 0) { arguments->x64 = 1; continue; }
        else if (strcmp(argument, "--inplace") == 0) { arguments->inplace = 1; continue; }
        else if (strcmp(argument, "--help") == 0 || strcmp(argument, "-h") == 0) {
            arguments->help = 1;
            continue;
        } else if (strncmp(argument, "--", 2) == 0) {
            return usage_error(err, "unknown option '%s'", argument);
        }
        if (slot != NULL) {
            if (i + 1 >= argc) return usage_error(err, "option '%s' needs a value", argument);
            *slot = argv[++i];
            continue;
        }
        if (arguments->positional_count == MAX_POSITIONAL)
            return usage_error(err, "more than 256 operands%s", "");
        arguments->positional[arguments->positional_count++] = argument;
    }
    return PROMCAST_EXIT_OK;
}

int promcast_oracle_main(int argc, char **argv, FILE *out, FILE *err) {
    if (argc < 1) {
        promcast_oracle_usage(err);
        return PROMCAST_EXIT_USAGE;
    }
    if (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0) {
        promcast_oracle_usage(out);
        return PROMCAST_EXIT_OK;
    }
    for (int i = 0; i < SUBCOMMAND_COUNT; i++) {
        if (strcmp(argv[0], subcommands[i].name) != 0) continue;
        oracle_arguments arguments;
        int status = split_arguments(argc - 1, argv + 1, &arguments, err);
        if (status != PROMCAST_EXIT_OK) return status;
        if (arguments.second_profile_name && strcmp(argv[0], "diff") != 0)
            return usage_error(err, "--profile given twice; only diff compares two profiles%s", "");
        if (arguments.help) {
            fprintf(out, "usage: promcast oracle %s\n", subcommands[i].synopsis);
            return PROMCAST_EXIT_OK;
        }
        return subcommands[i].run(&arguments, out, err);
    }
    return usage_error(err, "unknown subcommand '%s'", argv[0]);
}
