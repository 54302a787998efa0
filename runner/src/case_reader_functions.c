/*
** case_reader_functions.c: the inputs of the functions of several arrays
** (where, clip, matmul, vecdot, concat, stack, broadcast_arrays;
** cases/README.md "Ops") and broadcast_arrays' expected views.
**
** What each function takes is a table (function_formats): its operands'
** keys and the forms each may have (ARRAY, SCALAR {kind, value}, null),
** or the list `arrays`, and what its `axis` may be. The keys themselves
** (required and optional) are checked before, by case_reader.c's
** op_formats.
*/
#include <stdio.h>
#include <string.h>

#include "case_reader.h"
#include "case_reader_internal.h"

enum {
    TAKES_ARRAY = 1,   /* an ARRAY */
    TAKES_SCALAR = 2,  /* a Python scalar {kind, value} */
    TAKES_NONE = 4     /* null: Python's None */
};

enum {
    AXIS_ABSENT = 0,   /* no `axis` key */
    AXIS_INT = 1,      /* an integer within int64 */
    AXIS_NULL = 2      /* null: axis=None */
};

/* Indexed by pc_function. */
static const struct function_format {
    const char *operands[3];  /* the operand keys in order; NULL: the list `arrays` */
    unsigned takes[3];        /* TAKES_* of each operand */
    unsigned axis;            /* AXIS_* the `axis` key may hold */
} function_formats[PC_FUNCTION_COUNT] = {
    [PC_FUNCTION_WHERE] = {{"condition", "x1", "x2"},
                           {TAKES_ARRAY, TAKES_ARRAY | TAKES_SCALAR, TAKES_ARRAY | TAKES_SCALAR},
                           AXIS_ABSENT},
    [PC_FUNCTION_CLIP] = {{"x", "min", "max"},
                          {TAKES_ARRAY, TAKES_ARRAY | TAKES_SCALAR | TAKES_NONE,
                           TAKES_ARRAY | TAKES_SCALAR | TAKES_NONE},
                          AXIS_ABSENT},
    [PC_FUNCTION_MATMUL] = {{"x1", "x2"}, {TAKES_ARRAY, TAKES_ARRAY}, AXIS_ABSENT},
    [PC_FUNCTION_VECDOT] = {{"x1", "x2"}, {TAKES_ARRAY, TAKES_ARRAY}, AXIS_INT},
    [PC_FUNCTION_CONCAT] = {{NULL}, {TAKES_ARRAY}, AXIS_INT | AXIS_NULL},
    [PC_FUNCTION_STACK] = {{NULL}, {TAKES_ARRAY}, AXIS_INT},
    [PC_FUNCTION_BROADCAST_ARRAYS] = {{NULL}, {TAKES_ARRAY}, AXIS_ABSENT},
};

/* "an ARRAY, a scalar {kind, value} or null": the forms of `takes`. */
static const char *forms_text(unsigned takes) {
    switch (takes) {
    case TAKES_ARRAY: return "an array object {dtype, shape, data}";
    case TAKES_ARRAY | TAKES_SCALAR:
        return "an array object {dtype, shape, data} or a scalar {kind, value}";
    default: return "an array object {dtype, shape, data}, a scalar {kind, value} or null";
    }
}

/* One operand, by its form: null, a scalar (told apart from an array by
** its `kind` key, as an element-wise op's), or an array. */
static int read_operand(reader_context *context, const json_t *value, const char *what,
                        unsigned takes, const char *op_name, case_input *input) {
    memset(input, 0, sizeof *input);
    if (json_is_null(value)) {
        if (!(takes & TAKES_NONE))
            return reader_refuse(context, "inputs: '%s' is null, but op %s takes %s there",
                                 what, op_name, forms_text(takes));
        input->kind = CASE_INPUT_NONE;
        input->array.dtype = PC_DTYPE_NONE;
        return 1;
    }
    if (json_is_object(value) && json_object_get(value, "kind") != NULL) {
        if (!(takes & TAKES_SCALAR))
            return reader_refuse(context, "inputs: '%s' is a scalar, but op %s takes %s there",
                                 what, op_name, forms_text(takes));
        if (!reader_input_scalar(context, value, what, &input->scalar)) return 0;
        input->kind = CASE_INPUT_SCALAR;
        input->array.dtype = PC_DTYPE_NONE;
        if (input->scalar.scalar_kind == PC_SCALAR_INT &&
            !(input->int_text = reader_copy_string(
                  context, json_string_value(json_object_get(value, "value")))))
            return 0;
        return 1;
    }
    if (!json_is_object(value))
        return reader_refuse(context, "inputs: '%s' must be %s (got %s)", what,
                             forms_text(takes), reader_json_kind(value));
    input->kind = CASE_INPUT_ARRAY;
    return reader_array(context, value, what, 0, &input->array);
}

/* The list `arrays`: 0 to PC_FUNCTION_MAX_OPERANDS arrays. */
static int read_array_list(reader_context *context, const json_t *list, const char *op_name,
                           promcast_case *test_case) {
    if (!json_is_array(list))
        return reader_refuse(context, "inputs: 'arrays' must be a list of array objects (got %s)",
                             reader_json_kind(list));
    size_t count = json_array_size(list);
    if (count > PC_FUNCTION_MAX_OPERANDS)
        return reader_refuse(context, "inputs: 'arrays' has %zu arrays; op %s takes at most %d",
                             count, op_name, PC_FUNCTION_MAX_OPERANDS);
    case_input *inputs = reader_allocate(context, (count ? count : 1) * sizeof(case_input));
    if (!inputs) return 0;
    for (size_t i = 0; i < count; i++) {
        char what[32];
        snprintf(what, sizeof what, "arrays[%zu]", i);
        if (!read_operand(context, json_array_get(list, i), what, TAKES_ARRAY, op_name,
                          &inputs[i]))
            return 0;
    }
    test_case->inputs = inputs;
    test_case->input_count = (int)count;
    return 1;
}

/* `axis`: absent (the function's default), null (concat: None) or an
** integer within int64, which may be out of range for the operands: that
** is the library's error to report (invalid_axis), not a bad case file. */
static int read_axis(reader_context *context, const json_t *inputs, unsigned allowed,
                     const char *op_name, pc_axis *axis) {
    const json_t *value = json_object_get(inputs, "axis");
    axis->kind = PC_AXIS_DEFAULT;
    axis->value = 0;
    if (value == NULL) return 1;
    if (json_is_null(value)) {
        if (!(allowed & AXIS_NULL))
            return reader_refuse(context, "inputs: 'axis' is null, but op %s takes an integer "
                                 "axis or none", op_name);
        axis->kind = PC_AXIS_NONE;
        return 1;
    }
    /* 1.0 is not an integer of the format, though JSON Schema counts it
    ** as one: integers are written without a fraction. */
    if (json_is_real(value))
        return reader_refuse(context, "inputs: 'axis' must be an integer written without a "
                             "fraction (got %g)", json_real_value(value));
    if (!json_is_integer(value))
        return reader_refuse(context, "inputs: 'axis' must be an integer%s (got %s)",
                             (allowed & AXIS_NULL) ? " or null" : "", reader_json_kind(value));
    axis->kind = PC_AXIS_GIVEN;
    axis->value = (int64_t)json_integer_value(value);
    return 1;
}

const char *case_function_operand_key(pc_function function, int index) {
    if (function < 0 || function >= PC_FUNCTION_COUNT || index < 0 || index >= 3) return NULL;
    return function_formats[function].operands[index];
}

int reader_function_inputs(reader_context *context, const json_t *inputs,
                           promcast_case *test_case) {
    const char *op_name = case_op_name(test_case);
    const struct function_format *format =
        &function_formats[case_op_function(test_case->op)];
    if (format->operands[0] == NULL) {
        if (!read_array_list(context, json_object_get(inputs, "arrays"), op_name, test_case))
            return 0;
    } else {
        int count = 0;
        while (count < 3 && format->operands[count]) count++;
        case_input *list = reader_allocate(context, (size_t)count * sizeof(case_input));
        if (!list) return 0;
        for (int i = 0; i < count; i++)
            if (!read_operand(context, json_object_get(inputs, format->operands[i]),
                              format->operands[i], format->takes[i], op_name, &list[i]))
                return 0;
        test_case->inputs = list;
        test_case->input_count = count;
    }
    pc_axis axis;
    if (format->axis != AXIS_ABSENT &&
        !read_axis(context, inputs, format->axis, op_name, &axis))
        return 0;
    if (format->axis != AXIS_ABSENT) {
        test_case->axis_kind = axis.kind;
        test_case->axis_value = axis.value;
    }
    /* broadcast_arrays takes no profile and so no default_float. */
    return test_case->op == CASE_BROADCAST_ARRAYS ||
           reader_default_float(context, inputs, &test_case->options);
}

int reader_expected_arrays(reader_context *context, const json_t *value,
                           const promcast_case *test_case, case_outcome *outcome) {
    if (!json_is_array(value))
        return reader_refuse(context, "expected arrays must be a list of array objects (got %s)",
                             reader_json_kind(value));
    size_t count = json_array_size(value);
    /* One view per operand: a list of another length cannot be the
    ** function's answer, whatever the library. */
    if ((int)count != test_case->input_count || count > PC_FUNCTION_MAX_OPERANDS)
        return reader_refuse(context, "expected arrays: %zu arrays for %d input arrays: op %s "
                             "gives one view per input", count, test_case->input_count,
                             case_op_name(test_case));
    case_array *arrays = reader_allocate(context, (count ? count : 1) * sizeof(case_array));
    if (!arrays) return 0;
    for (size_t i = 0; i < count; i++) {
        char what[48];
        snprintf(what, sizeof what, "expected arrays[%zu]", i);
        const json_t *array = json_array_get(value, i);
        if (!reader_array(context, array, what, 1, &arrays[i])) return 0;
        if (arrays[i].strides == NULL)
            return reader_refuse(context, "%s: 'strides' is missing: op %s expects each view's "
                                 "strides", what, case_op_name(test_case));
        /* Views hold their operands' values: nothing to round. */
        if (json_object_get(array, "tolerance") != NULL)
            return reader_refuse(context, "%s: 'tolerance' is not allowed: a view's values "
                                 "are exact", what);
    }
    outcome->array_count = (int)count;
    outcome->arrays = arrays;
    return 1;
}
