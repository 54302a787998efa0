/*
** case_reader_values.c: the case format's values (cases/README.md): dtypes,
** shapes, integer lists, arrays and their elements, the default float,
** Python scalars and result_type's operands, each checked as schema.json
** and the format's prose say (case_reader_internal.h).
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_reader_internal.h"
#include "case_values.h"

int reader_dtype(reader_context *context, const json_t *value,
                 const char *what, pc_dtype *dtype) {
    if (!json_is_string(value))
        return reader_refuse(context, "%s must be a dtype name string", what);
    const char *text = json_string_value(value);
    if (!pc_dtype_parse(text, strlen(text), dtype))
        return reader_refuse(context, "%s: unknown dtype '%s'", what, text);
    return 1;
}

int reader_shape(reader_context *context, const json_t *value,
                 const char *what, case_shape *shape) {
    if (!json_is_array(value))
        return reader_refuse(context, "%s must be a list of dimensions", what);
    size_t rank = json_array_size(value);
    if (rank > PC_MAX_RANK)
        return reader_refuse(context, "%s has rank %zu, over the limit %d", what, rank,
                      PC_MAX_RANK);
    int64_t *dims = reader_allocate(context, (rank ? rank : 1) * sizeof(int64_t));
    if (!dims) return 0;
    for (size_t i = 0; i < rank; i++) {
        json_t *dim = json_array_get(value, i);
        if (!json_is_integer(dim))
            return reader_refuse(context, "%s: dimension %zu is not an integer", what, i);
        json_int_t size = json_integer_value(dim);
        /* jansson saturates integers beyond int64 and flags them ERANGE at
        ** parse time, which the decoder reports; a negative size is ours. */
        if (size < 0)
            return reader_refuse(context, "%s: dimension %zu is negative (%lld)", what, i,
                          (long long)size);
        dims[i] = (int64_t)size;
    }
    shape->rank = (int)rank;
    shape->dims = dims;
    return 1;
}

int reader_integer_list(reader_context *context, const json_t *value,
                        const char *what, const int64_t **out, int *count) {
    if (!json_is_array(value))
        return reader_refuse(context, "%s must be a list of integers", what);
    size_t length = json_array_size(value);
    if (length > PC_MAX_RANK)
        return reader_refuse(context, "%s has %zu entries, over the limit %d", what,
                      length, PC_MAX_RANK);
    int64_t *values = reader_allocate(context, (length ? length : 1) * sizeof(int64_t));
    if (!values) return 0;
    for (size_t i = 0; i < length; i++) {
        json_t *entry = json_array_get(value, i);
        if (!json_is_integer(entry))
            return reader_refuse(context, "%s: entry %zu is not an integer", what, i);
        values[i] = (int64_t)json_integer_value(entry);
    }
    *out = values;
    *count = (int)length;
    return 1;
}

/* An ARRAY (cases/README.md "Ops", ARRAY). Inputs hold dtype, shape and data;
** an expectation may add `strides` (a view's, broadcast_to) and `tolerance`
** (schema.json: input_array and expected_array). */
int reader_array(reader_context *context, const json_t *value,
                 const char *what, int expectation, case_array *array) {
    static const char *const input_keys[] = {"dtype", "shape", "data", NULL};
    static const char *const expect_keys[] = {"dtype", "shape", "data", "strides",
                                              "tolerance", NULL};
    if (!json_is_object(value))
        return reader_refuse(context, "%s must be an array object {dtype, shape, data}", what);
    if (!reader_check_keys(context, value, what, expectation ? expect_keys : input_keys) ||
        !reader_require_keys(context, value, what, input_keys))
        return 0;
    memset(array, 0, sizeof *array);
    if (!reader_dtype(context, json_object_get(value, "dtype"), what, &array->dtype))
        return 0;
    if (!reader_shape(context, json_object_get(value, "shape"), what, &array->shape))
        return 0;
    pc_shape expanded;
    case_shape_expand(array->shape, &expanded);
    pc_error err;
    if (pc_shape_element_count(&expanded, &array->element_count, &err) != PC_OK)
        return reader_refuse(context, "%s: %s", what, err.message);
    json_t *data = json_object_get(value, "data");
    if (!json_is_array(data))
        return reader_refuse(context, "%s: 'data' must be a list of values", what);
    if ((int64_t)json_array_size(data) != array->element_count)
        return reader_refuse(context, "%s: data has %zu values, shape needs %lld", what,
                      json_array_size(data), (long long)array->element_count);
    size_t element_size = pc_dtype_size(array->dtype);
    array->data = reader_allocate(context, (size_t)array->element_count * element_size);
    if (!array->data) return 0;
    for (int64_t i = 0; i < array->element_count; i++) {
        char why[200];
        if (!case_value_decode(json_array_get(data, (size_t)i), array->dtype,
                               (unsigned char *)array->data + (size_t)i * element_size,
                               why, sizeof why))
            return reader_refuse(context, "%s: value %lld: %s", what, (long long)i, why);
    }
    json_t *strides = json_object_get(value, "strides");
    if (strides) {
        int count;
        if (!reader_integer_list(context, strides, "strides", &array->strides, &count))
            return 0;
        if (count != array->shape.rank)
            return reader_refuse(context, "%s: %d strides for rank %d", what, count,
                          array->shape.rank);
    }
    return 1;
}

/* One entry of a tolerance's scale: a float string without a sign, so not
** "nan", "inf" or "-inf" (schema.json: scale_string), read as a double that
** must be finite. */
static int scale_entry(reader_context *context, const json_t *value, size_t index,
                       double *scale) {
    const char *text = json_is_string(value) ? json_string_value(value) : NULL;
    char why[200];
    if (text && (text[0] == '-' || strcmp(text, "nan") == 0 || strcmp(text, "inf") == 0))
        return reader_refuse(context, "tolerance: 'scale' entry %zu is '%s': a scale is finite "
                             "and >= 0, written without a sign", index, text);
    if (!case_value_decode(value, PC_FLOAT64, scale, why, sizeof why))
        return reader_refuse(context, "tolerance: 'scale' entry %zu: %s", index, why);
    return 1;
}

/* An expected array's `tolerance` (cases/README.md "ARRAY"): {"ulp": N},
** 0 <= N <= MAX_ULP, and optionally "scale", one magnitude per element of a
** floating or complex array. */
int reader_tolerance(reader_context *context, const json_t *tolerance,
                     const case_array *array, case_outcome *outcome) {
    json_t *ulp = json_object_get(tolerance, "ulp");
    json_t *scale = json_object_get(tolerance, "scale");
    /* Exactly "ulp", and "scale" if present: no other key. */
    if (!json_is_object(tolerance) || json_object_size(tolerance) != 1u + (scale != NULL) ||
        !json_is_integer(ulp) || json_integer_value(ulp) < 0 ||
        json_integer_value(ulp) > MAX_ULP)
        return reader_refuse(context, "tolerance must be {\"ulp\": N} with 0 <= N <= %d, "
                             "optionally with \"scale\": [s_0, ...]", MAX_ULP);
    outcome->ulp_tolerance = (int)json_integer_value(ulp);
    if (scale == NULL) return 1;
    pc_dtype_kind kind = pc_dtype_kind_of(array->dtype);
    if (kind != PC_KIND_FLOATING && kind != PC_KIND_COMPLEX)
        return reader_refuse(context, "tolerance: 'scale' is for floating and complex arrays, "
                             "not %s", pc_dtype_name(array->dtype));
    if (!json_is_array(scale))
        return reader_refuse(context, "tolerance: 'scale' must be a list of float strings, one "
                             "per element");
    if ((int64_t)json_array_size(scale) != array->element_count)
        return reader_refuse(context, "tolerance: 'scale' has %zu entries, the data %lld elements",
                             json_array_size(scale), (long long)array->element_count);
    size_t count = json_array_size(scale);
    double *values = reader_allocate(context, (count ? count : 1) * sizeof(double));
    if (!values) return 0;
    for (size_t i = 0; i < count; i++)
        if (!scale_entry(context, json_array_get(scale, i), i, &values[i])) return 0;
    outcome->ulp_scale = values;
    return 1;
}

/* `default_float` is torch.get_default_dtype(), one of the four dtypes it
** may be (cases/README.md "Ops"); `x64` is jax's switch. */
int reader_default_float(reader_context *context, const json_t *inputs,
                         pc_promotion_options *options) {
    pc_promotion_options_init(options);
    pc_dtype dtype;
    if (!reader_dtype(context, json_object_get(inputs, "default_float"), "default_float",
                    &dtype))
        return 0;
    if (dtype != PC_FLOAT16 && dtype != PC_BFLOAT16 && dtype != PC_FLOAT32 &&
        dtype != PC_FLOAT64)
        return reader_refuse(context, "default_float must be float16, bfloat16, float32 or "
                               "float64, got '%s'", pc_dtype_name(dtype));
    options->default_float = dtype;
    json_t *x64 = json_object_get(inputs, "x64");
    if (x64) {
        if (!json_is_boolean(x64)) return reader_refuse(context, "'x64' must be true or false");
        options->x64 = json_is_true(x64);
    }
    return 1;
}

/* What a JSON value is, for messages: "number", "list", ... */
const char *reader_json_kind(const json_t *value) {
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
int reader_scalar_value(reader_context *context, const json_t *value,
                        const char *what, pc_operand *operand) {
    pc_scalar_value *scalar = &operand->value;
    operand->has_value = 1;
    switch (operand->scalar_kind) {
    case PC_SCALAR_BOOL:
        if (!json_is_boolean(value))
            return reader_refuse(context, "%s: a bool scalar's value is true or false", what);
        scalar->magnitude = json_is_true(value);
        scalar->real = (double)scalar->magnitude;
        return 1;
    case PC_SCALAR_INT: {
        if (!json_is_string(value))
            return reader_refuse(context, "%s: an int scalar's value is a decimal string, not a "
                                 "JSON %s", what, reader_json_kind(value));
        const char *text = json_string_value(value);
        if (!case_int_text_valid(text))
            return reader_refuse(context, "%s: an int scalar's value is a decimal string "
                                 "(^-?(0|[1-9][0-9]*)$), got '%s'", what, text);
        case_int_text_value(text, scalar);
        return 1;
    }
    case PC_SCALAR_FLOAT: {
        char why[200];
        if (!case_value_decode(value, PC_FLOAT64, &scalar->real, why, sizeof why))
            return reader_refuse(context, "%s: float scalar value: %s", what, why);
        return 1;
    }
    case PC_SCALAR_COMPLEX: {
        char why[200];
        double parts[2];
        if (!case_value_decode(value, PC_COMPLEX128, parts, why, sizeof why))
            return reader_refuse(context, "%s: complex scalar value: %s", what, why);
        scalar->real = parts[0];
        scalar->imag = parts[1];
        return 1;
    }
    }
    return 0;
}

/* A Python scalar's `kind` (cases/README.md "OPERAND"), by pc_scalar_kind's
** order. */
static int scalar_kind(reader_context *context, const json_t *kind, const char *where,
                       pc_operand *operand) {
    static const char *const kinds[] = {
        [PC_SCALAR_BOOL] = "bool", [PC_SCALAR_INT] = "int",
        [PC_SCALAR_FLOAT] = "float", [PC_SCALAR_COMPLEX] = "complex",
    };
    const char *text = json_is_string(kind) ? json_string_value(kind) : "";
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (strcmp(text, kinds[k]) == 0) {
            operand->scalar_kind = (pc_scalar_kind)k;
            return 1;
        }
    return reader_refuse(context, "%s: scalar kind must be bool, int, float or complex, got '%s'",
                         where, text);
}

/* A result_type OPERAND: an array {category, dtype} or a Python scalar
** {category, kind, value?}, each with only its own keys (schema.json:
** operand's oneOf). */
int reader_operand(reader_context *context, const json_t *value, int index,
                   pc_operand *operand) {
    static const char *const array_keys[] = {"category", "dtype", NULL};
    static const char *const scalar_keys[] = {"category", "kind", "value", NULL};
    char where[32];
    snprintf(where, sizeof where, "operand %d", index);
    if (!json_is_object(value)) return reader_refuse(context, "%s must be an object", where);
    memset(operand, 0, sizeof *operand);
    json_t *category = json_object_get(value, "category");
    const char *text = json_is_string(category) ? json_string_value(category) : "";
    if (strcmp(text, "scalar") == 0) {
        if (!reader_check_keys(context, value, where, scalar_keys)) return 0;
        operand->category = PC_OPERAND_SCALAR;
        if (!scalar_kind(context, json_object_get(value, "kind"), where, operand)) return 0;
        json_t *scalar_value = json_object_get(value, "value");
        return scalar_value == NULL || reader_scalar_value(context, scalar_value, where, operand);
    }
    if (strcmp(text, "dimensioned") == 0) operand->category = PC_OPERAND_DIMENSIONED;
    else if (strcmp(text, "zero_dim") == 0) operand->category = PC_OPERAND_ZERO_DIM;
    else
        return reader_refuse(context, "%s: category must be dimensioned, zero_dim or scalar, got '%s'",
                      where, text);
    return reader_check_keys(context, value, where, array_keys) &&
           reader_require_keys(context, value, where, array_keys) &&
           reader_dtype(context, json_object_get(value, "dtype"), where, &operand->dtype);
}

/* An element-wise op's Python-scalar input (cases/README.md "Ops"):
** {kind, value}, both required, nothing else; the value as result_type's
** operands write it. */
int reader_input_scalar(reader_context *context, const json_t *value, const char *what,
                        pc_operand *operand) {
    static const char *const keys[] = {"kind", "value", NULL};
    memset(operand, 0, sizeof *operand);
    operand->category = PC_OPERAND_SCALAR;
    return reader_check_keys(context, value, what, keys) &&
           reader_require_keys(context, value, what, keys) &&
           scalar_kind(context, json_object_get(value, "kind"), what, operand) &&
           reader_scalar_value(context, json_object_get(value, "value"), what, operand);
}

