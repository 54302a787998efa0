/*
** case_compare.c: comparing an answer with an expectation (case_compare.h).
*/
#include "case_compare.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "case_values.h"

static int differ(char *explanation, size_t size, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static int differ(char *explanation, size_t size, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(explanation, size, format, args);
    va_end(args);
    return 0;
}

static const char *const kind_names[OUTCOME_KIND_COUNT] = {
    [OUTCOME_SHAPE] = "shape", [OUTCOME_DTYPE] = "dtype",
    [OUTCOME_ANSWER] = "answer", [OUTCOME_ARRAY] = "array",
    [OUTCOME_ERROR] = "error",
};

size_t case_outcome_describe(const case_outcome *outcome, int max_values,
                             char *buffer, size_t size) {
    char shape[512];
    switch (outcome->kind) {
    case OUTCOME_SHAPE:
        case_shape_format(outcome->shape, shape, sizeof shape);
        return (size_t)snprintf(buffer, size, "shape %s", shape);
    case OUTCOME_DTYPE:
        return (size_t)snprintf(buffer, size, "dtype %s", pc_dtype_name(outcome->dtype));
    case OUTCOME_ANSWER:
        return (size_t)snprintf(buffer, size, "answer %s", outcome->answer ? "yes" : "no");
    case OUTCOME_ERROR:
        return (size_t)snprintf(buffer, size, "error %s", pc_status_name(outcome->error));
    case OUTCOME_ARRAY: {
        const case_array *array = &outcome->array;
        case_shape_format(array->shape, shape, sizeof shape);
        size_t used = (size_t)snprintf(buffer, size, "array %s %s [",
                                       pc_dtype_name(array->dtype), shape);
        size_t element = pc_dtype_size(array->dtype);
        for (int64_t i = 0; i < array->element_count && used < size; i++) {
            if (i == max_values) {
                used += (size_t)snprintf(buffer + used, size - used, ", ...");
                break;
            }
            char value[96];
            case_value_format(array->dtype, (const unsigned char *)array->data + i * (int64_t)element,
                              value, sizeof value);
            used += (size_t)snprintf(buffer + used, size - used, "%s%s", i ? ", " : "", value);
        }
        if (used < size) used += (size_t)snprintf(buffer + used, size - used, "]");
        if (array->strides && used < size) {
            used += (size_t)snprintf(buffer + used, size - used, " strides [");
            for (int d = 0; d < array->shape.rank && used < size; d++)
                used += (size_t)snprintf(buffer + used, size - used, "%s%" PRId64,
                                         d ? "," : "", array->strides[d]);
            if (used < size) used += (size_t)snprintf(buffer + used, size - used, "]");
        }
        return used;
    }
    case OUTCOME_KIND_COUNT:
        break;
    }
    return (size_t)snprintf(buffer, size, "nothing");
}

static int compare_shapes(case_shape expected, case_shape got, const char *what,
                          char *explanation, size_t size) {
    if (expected.rank != got.rank) {
        char e[512], g[512];
        case_shape_format(expected, e, sizeof e);
        case_shape_format(got, g, sizeof g);
        return differ(explanation, size, "%s: expected rank %d %s, got rank %d %s", what,
                      expected.rank, e, got.rank, g);
    }
    for (int d = 0; d < expected.rank; d++)
        if (expected.dims[d] != got.dims[d])
            return differ(explanation, size, "%s dimension %d: expected %" PRId64 ", got %" PRId64,
                          what, d, expected.dims[d], got.dims[d]);
    return 1;
}

/* A real value's bits as an integer that orders like the value, so the
** distance in units in the last place is a difference. */
static int64_t ordered_bits(pc_dtype dtype, const void *element) {
    uint64_t bits = 0;
    int width = pc_dtype_bits(dtype);
    memcpy(&bits, element, (size_t)width / 8);  /* little-endian hosts */
    uint64_t sign = UINT64_C(1) << (width - 1);
    int64_t magnitude = (int64_t)(bits & (sign - 1));
    return (bits & sign) ? -magnitude : magnitude;
}

static int is_nan(pc_dtype dtype, const void *element) {
    char text[8];
    case_value_format(dtype, element, text, sizeof text);
    return strcmp(text, "nan") == 0;
}

/* Distance between two reals of a floating dtype in ulps; 0 when both are
** NaN, UINT64_MAX when exactly one is. The ordered integers can be of
** opposite signs, so their difference (up to 2^64 - 2) is taken in
** uint64_t, where it cannot overflow. */
static uint64_t ulp_distance(pc_dtype dtype, const void *a, const void *b) {
    int a_nan = is_nan(dtype, a), b_nan = is_nan(dtype, b);
    if (a_nan || b_nan) return a_nan && b_nan ? 0 : UINT64_MAX;
    int64_t x = ordered_bits(dtype, a), y = ordered_bits(dtype, b);
    /* +0 and -0 order as 0 and -0 == 0: they are 0 ulps apart, but exact
    ** comparison (tolerance 0) still tells them apart by their bits. */
    return x > y ? (uint64_t)x - (uint64_t)y : (uint64_t)y - (uint64_t)x;
}

static int elements_equal(pc_dtype dtype, const void *a, const void *b,
                          int tolerance) {
    size_t size = pc_dtype_size(dtype);
    pc_dtype_kind kind = pc_dtype_kind_of(dtype);
    if (kind != PC_KIND_FLOATING && kind != PC_KIND_COMPLEX) return memcmp(a, b, size) == 0;
    pc_dtype component = pc_dtype_complex_component(dtype);
    size_t component_size = pc_dtype_size(component);
    for (size_t offset = 0; offset < size; offset += component_size) {
        const unsigned char *x = (const unsigned char *)a + offset;
        const unsigned char *y = (const unsigned char *)b + offset;
        if (memcmp(x, y, component_size) == 0) continue;
        uint64_t distance = ulp_distance(component, x, y);
        if (distance == 0 && is_nan(component, x)) continue;
        if (tolerance == 0 || distance > (uint64_t)tolerance) return 0;
    }
    return 1;
}

static void format_index(case_shape shape, int64_t linear, char *buffer, size_t size) {
    int64_t index[PC_MAX_RANK];
    for (int d = shape.rank - 1; d >= 0; d--) {
        index[d] = shape.dims[d] ? linear % shape.dims[d] : 0;
        linear = shape.dims[d] ? linear / shape.dims[d] : 0;
    }
    size_t used = (size_t)snprintf(buffer, size, "[");
    for (int d = 0; d < shape.rank && used < size; d++)
        used += (size_t)snprintf(buffer + used, size - used, "%s%" PRId64, d ? "," : "", index[d]);
    if (used < size) snprintf(buffer + used, size - used, "]");
}

static int compare_arrays(const case_outcome *expected_outcome, const case_array *got,
                          char *explanation, size_t size) {
    const case_array *expected = &expected_outcome->array;
    if (expected->dtype != got->dtype)
        return differ(explanation, size, "dtype: expected %s, got %s",
                      pc_dtype_name(expected->dtype), pc_dtype_name(got->dtype));
    if (!compare_shapes(expected->shape, got->shape, "shape", explanation, size)) return 0;
    size_t element = pc_dtype_size(expected->dtype);
    for (int64_t i = 0; i < expected->element_count; i++) {
        const unsigned char *e = (const unsigned char *)expected->data + (size_t)i * element;
        const unsigned char *g = (const unsigned char *)got->data + (size_t)i * element;
        if (elements_equal(expected->dtype, e, g, expected_outcome->ulp_tolerance)) continue;
        char index[256], e_text[96], g_text[96];
        format_index(expected->shape, i, index, sizeof index);
        case_value_format(expected->dtype, e, e_text, sizeof e_text);
        case_value_format(expected->dtype, g, g_text, sizeof g_text);
        if (expected_outcome->ulp_tolerance)
            return differ(explanation, size, "element %s: expected %s, got %s (beyond %d ulp)",
                          index, e_text, g_text, expected_outcome->ulp_tolerance);
        return differ(explanation, size, "element %s: expected %s, got %s", index, e_text, g_text);
    }
    /* Strides mean nothing in a view without elements (cases/README.md:
    ** libraries differ there; NumPy gives an empty view stride 0
    ** everywhere), so they are compared only when there is an element. */
    if (expected->strides && expected->element_count > 0) {
        if (got->strides == NULL)
            return differ(explanation, size, "strides: expected a view's strides, got none");
        for (int d = 0; d < expected->shape.rank; d++)
            if (expected->shape.dims[d] > 1 && expected->strides[d] != got->strides[d])
                return differ(explanation, size, "stride of dimension %d (size %" PRId64
                              "): expected %" PRId64 ", got %" PRId64,
                              d, expected->shape.dims[d], expected->strides[d], got->strides[d]);
    }
    return 1;
}

int case_compare(const case_outcome *expected, const case_outcome *got,
                 char *explanation, size_t size) {
    if (expected->kind != got->kind) {
        char e[256], g[256];
        case_outcome_describe(expected, 8, e, sizeof e);
        case_outcome_describe(got, 8, g, sizeof g);
        return differ(explanation, size, "expected %s, got %s", e, g);
    }
    switch (expected->kind) {
    case OUTCOME_SHAPE:
        return compare_shapes(expected->shape, got->shape, "shape", explanation, size);
    case OUTCOME_DTYPE:
        if (expected->dtype == got->dtype) return 1;
        return differ(explanation, size, "expected %s, got %s", pc_dtype_name(expected->dtype),
                      pc_dtype_name(got->dtype));
    case OUTCOME_ANSWER:
        if (expected->answer == got->answer) return 1;
        return differ(explanation, size, "expected %s, got %s", expected->answer ? "yes" : "no",
                      got->answer ? "yes" : "no");
    case OUTCOME_ERROR:
        if (expected->error == got->error) return 1;
        return differ(explanation, size, "expected error %s, got error %s",
                      pc_status_name(expected->error), pc_status_name(got->error));
    case OUTCOME_ARRAY:
        return compare_arrays(expected, &got->array, explanation, size);
    case OUTCOME_KIND_COUNT:
        break;
    }
    return differ(explanation, size, "unknown outcome kind %s",
                  expected->kind < OUTCOME_KIND_COUNT ? kind_names[expected->kind] : "?");
}
