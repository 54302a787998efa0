/*
** case_compare.c: comparing an answer with an expectation (case_compare.h).
*/
#include "case_compare.h"

#include <assert.h>
#include <float.h>
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
    [OUTCOME_ERROR] = "error", [OUTCOME_ARRAYS] = "arrays",
};

static size_t describe_array(const case_array *array, int max_values, char *buffer,
                             size_t size);

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
    case OUTCOME_ARRAY:
        return describe_array(&outcome->array, max_values, buffer, size);
    case OUTCOME_ARRAYS: {
        /* A few arrays, each as an array outcome is described. */
        size_t used = (size_t)snprintf(buffer, size, "arrays (%d) [", outcome->array_count);
        for (int i = 0; i < outcome->array_count && used < size; i++) {
            if (i == 4) {
                used += (size_t)snprintf(buffer + used, size - used, ", ...");
                break;
            }
            if (i) used += (size_t)snprintf(buffer + used, size - used, ", ");
            if (used < size)
                used += describe_array(&outcome->arrays[i], max_values, buffer + used,
                                       size - used);
        }
        if (used < size) used += (size_t)snprintf(buffer + used, size - used, "]");
        return used;
    }
    case OUTCOME_KIND_COUNT:
        break;
    }
    return (size_t)snprintf(buffer, size, "nothing");
}

/* "array int8 [2] [1, 2] strides [1]", at most max_values values. */
static size_t describe_array(const case_array *array, int max_values, char *buffer,
                             size_t size) {
    char shape[512];
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

/* Each real floating format's precision p (bits, the implicit bit
** included) and minimum normal exponent emin: IEEE 754-2019 Table 3.2 for
** binary16, binary32 and binary64; bfloat16 is binary32's top half (its
** exponent, 7 fraction bits); float8_e4m3fn and float8_e5m2 as the OCP 8-bit
** Floating Point Specification (OFP8) defines them (biases 7 and 15). */
static const struct float_format {
    int precision;
    int min_exponent;
} float_formats[PC_DTYPE_COUNT] = {
    [PC_FLOAT16] = {11, -14},        [PC_BFLOAT16] = {8, -126},
    [PC_FLOAT32] = {24, -126},       [PC_FLOAT64] = {53, -1022},
    [PC_FLOAT8_E4M3FN] = {4, -6},    [PC_FLOAT8_E5M2] = {3, -14},
};

/* ulp_D(x), the spacing of the real format's values at magnitude x >= 0
** (cases/README.md "ARRAY", tolerance): 2^(max(floor(log2 x), emin) -
** (p - 1)), the subnormal spacing for x = 0. A power of two, so exact. */
static double ulp_at(pc_dtype dtype, double magnitude) {
    const struct float_format *format = &float_formats[dtype];
    assert(format->precision > 0 && magnitude >= 0 && isfinite(magnitude));
    int exponent = format->min_exponent;
    if (magnitude > 0) {
        int frexp_exponent;  /* magnitude = m * 2^e with 0.5 <= m < 1 */
        frexp(magnitude, &frexp_exponent);
        if (frexp_exponent - 1 > exponent) exponent = frexp_exponent - 1;
    }
    return ldexp(1.0, exponent - (format->precision - 1));
}

/* TwoSum below needs every double operation rounded once, to double. */
#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "case_compare.c needs double arithmetic evaluated in double (FLT_EVAL_METHOD 0)"
#endif

/* Whether |got - expected| <= bound (> 0), decided exactly for finite
** doubles. d = got - expected rounded, and err its rounding error by
** Knuth's TwoSum (exact whenever d is finite), so the difference is d + err.
** Rounding is monotonic and bound is a double: |d| < bound means the
** difference is within it, |d| > bound that it is not, and at |d| == bound
** the error's sign decides. A bound beyond the doubles (float16 or float8
** at an enormous scale) exceeds every difference of two values of those
** formats; a difference beyond the doubles (float64 only) exceeds every
** bound of float64's, at most 10^6 * 2^971. */
static int within_bound(double got, double expected, double bound) {
    if (isinf(bound)) return 1;
    double d = got - expected;
    if (isinf(d)) return 0;
    double shifted = d - got;
    double err = (got - (d - shifted)) + (-expected - shifted);
    if (fabs(d) != bound) return fabs(d) < bound;
    return err == 0 || (err < 0) != (d < 0);
}

/* A real component: exact or within `tolerance` ulps as today (NaN equal to
** NaN; -0.0 and +0.0 apart only without a tolerance); or, with a scale,
** both finite and |got - expected| <= tolerance * ulp(max(|expected|,
** scale)) (cases/README.md "ARRAY"). With tolerance 0 the scale can only
** change the verdict on a signed zero, which stays exact: it applies from
** 1 ulp on. Sets *bound to the scaled bound when one was tried. */
static int component_equal(pc_dtype component, const void *expected, const void *got,
                           int tolerance, double scale, double *bound) {
    size_t size = pc_dtype_size(component);
    *bound = NAN;
    if (memcmp(expected, got, size) == 0) return 1;
    uint64_t distance = ulp_distance(component, expected, got);
    if (distance == 0 && is_nan(component, expected)) return 1;
    if (tolerance == 0) return 0;
    if (distance <= (uint64_t)tolerance) return 1;
    double e = case_value_real(component, expected), g = case_value_real(component, got);
    if (scale < 0 || !isfinite(e) || !isfinite(g)) return 0;
    *bound = (double)tolerance * ulp_at(component, fmax(fabs(e), scale));
    return within_bound(g, e, *bound);
}

/* Whether element `got` meets `expected`, component by component; `scale`
** is the element's (negative: none). On a difference, *bound is the scaled
** bound the failing component was judged by, or NaN. */
static int elements_equal(pc_dtype dtype, const void *expected, const void *got,
                          int tolerance, double scale, double *bound) {
    size_t size = pc_dtype_size(dtype);
    pc_dtype_kind kind = pc_dtype_kind_of(dtype);
    *bound = NAN;  /* and each component sets it afresh */
    if (kind != PC_KIND_FLOATING && kind != PC_KIND_COMPLEX)
        return memcmp(expected, got, size) == 0;
    pc_dtype component = pc_dtype_complex_component(dtype);
    size_t component_size = pc_dtype_size(component);
    for (size_t offset = 0; offset < size; offset += component_size)
        if (!component_equal(component, (const unsigned char *)expected + offset,
                             (const unsigned char *)got + offset, tolerance, scale, bound))
            return 0;
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
    const double *scales = expected_outcome->ulp_scale;
    int tolerance = expected_outcome->ulp_tolerance;
    for (int64_t i = 0; i < expected->element_count; i++) {
        const unsigned char *e = (const unsigned char *)expected->data + (size_t)i * element;
        const unsigned char *g = (const unsigned char *)got->data + (size_t)i * element;
        double bound;
        if (elements_equal(expected->dtype, e, g, tolerance, scales ? scales[i] : -1.0, &bound))
            continue;
        char index[256], e_text[96], g_text[96];
        format_index(expected->shape, i, index, sizeof index);
        case_value_format(expected->dtype, e, e_text, sizeof e_text);
        case_value_format(expected->dtype, g, g_text, sizeof g_text);
        if (tolerance == 0)
            return differ(explanation, size, "element %s: expected %s, got %s", index, e_text,
                          g_text);
        if (isnan(bound))
            return differ(explanation, size, "element %s: expected %s, got %s (beyond %d ulp)",
                          index, e_text, g_text, tolerance);
        char scale_text[48], bound_text[48];
        case_value_format(PC_FLOAT64, &scales[i], scale_text, sizeof scale_text);
        case_value_format(PC_FLOAT64, &bound, bound_text, sizeof bound_text);
        return differ(explanation, size, "element %s: expected %s, got %s (beyond %d ulp, and "
                      "|got - expected| > %d ulp of %s at max(|expected|, scale %s) = %s)",
                      index, e_text, g_text, tolerance, tolerance,
                      pc_dtype_name(pc_dtype_complex_component(expected->dtype)), scale_text,
                      bound_text);
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

/* broadcast_arrays' views: as many as expected, each compared as
** broadcast_to's view (dtype, shape, values, strides where a dimension has
** more than one element). */
static int compare_array_lists(const case_outcome *expected, const case_outcome *got,
                               char *explanation, size_t size) {
    if (expected->array_count != got->array_count)
        return differ(explanation, size, "expected %d arrays, got %d", expected->array_count,
                      got->array_count);
    for (int i = 0; i < expected->array_count; i++) {
        case_outcome one;
        memset(&one, 0, sizeof one);
        one.kind = OUTCOME_ARRAY;
        one.array = expected->arrays[i];
        char detail[768];
        if (!compare_arrays(&one, &got->arrays[i], detail, sizeof detail))
            return differ(explanation, size, "array %d: %s", i, detail);
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
    case OUTCOME_ARRAYS:
        return compare_array_lists(expected, got, explanation, size);
    case OUTCOME_KIND_COUNT:
        break;
    }
    return differ(explanation, size, "unknown outcome kind %s",
                  expected->kind < OUTCOME_KIND_COUNT ? kind_names[expected->kind] : "?");
}
