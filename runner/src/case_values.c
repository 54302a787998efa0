/*
** case_values.c: decoding and formatting element values (case_values.h).
**
** Decoding is strict: an integer outside its dtype's range, or a float that
** the dtype cannot hold exactly, is an error naming the value, because a
** corpus that silently rounded its inputs would test something else than it
** says.
*/
#include "case_values.h"

#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Writes the reason a value was refused; returns 0 (refused). */
static int fail(char *why, size_t why_size, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static int fail(char *why, size_t why_size, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(why, why_size, format, args);
    va_end(args);
    return 0;
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* Skips a run of digits. */
static const char *skip_digits(const char *p) {
    while (is_digit(*p)) p++;
    return p;
}

int case_int_text_valid(const char *text) {
    const char *p = text + (text[0] == '-');
    if (*p == '0') return p[1] == '\0';
    return is_digit(*p) && *skip_digits(p) == '\0';
}

/* A decimal integer as the format spells it (case_int_text_valid). */
static int parse_integer(const char *text, int *negative, uint64_t *magnitude) {
    *negative = text[0] == '-';
    *magnitude = 0;
    if (!case_int_text_valid(text)) return 0;
    for (const char *p = text + *negative; *p; p++) {
        uint64_t digit = (uint64_t)(*p - '0');
        if (*magnitude > (UINT64_MAX - digit) / 10) return 0;
        *magnitude = *magnitude * 10 + digit;
    }
    return 1;
}

static int decode_integer(const char *text, pc_dtype dtype, void *destination,
                          char *why, size_t why_size) {
    int negative;
    uint64_t magnitude;
    if (!parse_integer(text, &negative, &magnitude))
        return fail(why, why_size, "'%s' is not a decimal integer for %s", text,
                    pc_dtype_name(dtype));
    int bits = pc_dtype_bits(dtype);
    uint64_t bits_value;
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED) {
        uint64_t maximum = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
        if ((negative && magnitude != 0) || magnitude > maximum)
            return fail(why, why_size, "%s is out of range for %s", text,
                        pc_dtype_name(dtype));
        bits_value = magnitude;
    } else {
        uint64_t limit = UINT64_C(1) << (bits - 1);  /* |minimum| */
        if (magnitude > (negative ? limit : limit - 1))
            return fail(why, why_size, "%s is out of range for %s", text,
                        pc_dtype_name(dtype));
        bits_value = negative ? (uint64_t)0 - magnitude : magnitude;
    }
    /* Two's complement truncation to the dtype's width, little or big
    ** endian alike, through the native type. */
    switch (bits) {
    case 8: { uint8_t v = (uint8_t)bits_value; memcpy(destination, &v, 1); break; }
    case 16: { uint16_t v = (uint16_t)bits_value; memcpy(destination, &v, 2); break; }
    case 32: { uint32_t v = (uint32_t)bits_value; memcpy(destination, &v, 4); break; }
    default: memcpy(destination, &bits_value, 8); break;
    }
    return 1;
}

/* Whether `text` is a finite float string of the format (cases/README.md
** "Values"; schema.json float_string without nan and inf):
** -?(0|[1-9][0-9]*)(\.[0-9]+)?(e[-+]?[0-9]+)?. strtod alone reads more
** ("1E5", "+1", ".5", "1.", "0x10", " 1", "infinity"), and a spelling the
** schema refuses must not load. */
static int is_decimal_text(const char *p) {
    if (*p == '-') p++;
    if (*p == '0') p++;
    else if (is_digit(*p)) p = skip_digits(p);
    else return 0;
    if (*p == '.') {
        if (!is_digit(p[1])) return 0;
        p = skip_digits(p + 1);
    }
    if (*p == 'e') {
        p++;
        if (*p == '-' || *p == '+') p++;
        if (!is_digit(*p)) return 0;
        p = skip_digits(p);
    }
    return *p == '\0';
}

/* A real float string: "nan", "inf", "-inf", or a decimal whose value is a
** finite double (is_decimal_text). NaN has one spelling, without a sign. */
static int parse_real(const char *text, double *value) {
    if (strcmp(text, "nan") == 0) {
        *value = NAN;
        return 1;
    }
    if (strcmp(text, "inf") == 0) {
        *value = INFINITY;
        return 1;
    }
    if (strcmp(text, "-inf") == 0) {
        *value = -INFINITY;
        return 1;
    }
    if (!is_decimal_text(text)) return 0;
    char *end;
    *value = strtod(text, &end);
    return *end == '\0' && isfinite(*value);
}

/* Stores `value` as real dtype `dtype` if it is exactly representable. */
static int store_real(double value, pc_dtype dtype, void *destination) {
    int finite = isfinite(value);
    switch (dtype) {
    case PC_FLOAT64:
        memcpy(destination, &value, 8);
        return 1;
    case PC_FLOAT32: {
        if (finite && fabs(value) > FLT_MAX) return 0;
        float narrow = (float)value;
        memcpy(destination, &narrow, 4);
        return !finite || (double)narrow == value;
    }
    case PC_FLOAT16: {
        uint16_t bits = pc_float16_from_double(value);
        memcpy(destination, &bits, 2);
        return !finite || pc_float16_to_double(bits) == value;
    }
    case PC_BFLOAT16: {
        uint16_t bits = pc_bfloat16_from_double(value);
        memcpy(destination, &bits, 2);
        return !finite || pc_bfloat16_to_double(bits) == value;
    }
    case PC_FLOAT8_E4M3FN: {
        uint8_t bits = pc_float8_e4m3fn_from_double(value);
        memcpy(destination, &bits, 1);
        /* e4m3fn has no infinity: an infinite value cannot be stored. */
        if (isinf(value)) return 0;
        return isnan(value) || pc_float8_e4m3fn_to_double(bits) == value;
    }
    case PC_FLOAT8_E5M2: {
        uint8_t bits = pc_float8_e5m2_from_double(value);
        memcpy(destination, &bits, 1);
        return !finite || pc_float8_e5m2_to_double(bits) == value;
    }
    default:
        return 0;
    }
}

static int decode_real(const json_t *value, pc_dtype dtype, void *destination,
                       char *why, size_t why_size) {
    if (!json_is_string(value))
        return fail(why, why_size, "%s values are strings (\"1.5\", \"nan\")",
                    pc_dtype_name(dtype));
    const char *text = json_string_value(value);
    double real;
    if (!parse_real(text, &real))
        return fail(why, why_size, "'%s' is not a float value for %s", text,
                    pc_dtype_name(dtype));
    if (!store_real(real, dtype, destination))
        return fail(why, why_size, "%s is not exactly representable in %s",
                    text, pc_dtype_name(dtype));
    return 1;
}

int case_value_decode(const json_t *value, pc_dtype dtype, void *destination,
                      char *why, size_t why_size) {
    switch (pc_dtype_kind_of(dtype)) {
    case PC_KIND_BOOL:
        if (!json_is_boolean(value))
            return fail(why, why_size, "bool values are true or false");
        *(uint8_t *)destination = json_is_true(value) ? 1 : 0;
        return 1;
    case PC_KIND_SIGNED:
    case PC_KIND_UNSIGNED:
        if (!json_is_string(value))
            return fail(why, why_size, "%s values are decimal strings (\"-128\")",
                        pc_dtype_name(dtype));
        return decode_integer(json_string_value(value), dtype, destination,
                              why, why_size);
    case PC_KIND_FLOATING:
        return decode_real(value, dtype, destination, why, why_size);
    case PC_KIND_COMPLEX: {
        if (!json_is_array(value) || json_array_size(value) != 2)
            return fail(why, why_size,
                        "%s values are [real, imag] lists of float strings",
                        pc_dtype_name(dtype));
        pc_dtype component = pc_dtype_complex_component(dtype);
        size_t half = pc_dtype_size(component);
        return decode_real(json_array_get(value, 0), component, destination,
                           why, why_size) &&
               decode_real(json_array_get(value, 1), component,
                           (unsigned char *)destination + half, why, why_size);
    }
    }
    return fail(why, why_size, "unknown dtype %d", (int)dtype);
}

void case_int_text_value(const char *text, pc_scalar_value *value) {
    const char *p = text;
    value->negative = *p == '-';
    if (value->negative) p++;
    for (; *p; p++) {
        uint64_t digit = (uint64_t)(*p - '0');
        if (value->magnitude > (UINT64_MAX - digit) / 10) value->beyond_64_bits = 1;
        else value->magnitude = value->magnitude * 10 + digit;
    }
    value->real = strtod(text, NULL);
}

size_t case_real_format(double value, char *buffer, size_t size) {
    pc_double_repr(value, buffer, size);
    return strlen(buffer);
}

double case_value_real(pc_dtype dtype, const void *element) {
    switch (dtype) {
    case PC_FLOAT64: { double v; memcpy(&v, element, 8); return v; }
    case PC_FLOAT32: { float v; memcpy(&v, element, 4); return v; }
    case PC_FLOAT16: { uint16_t v; memcpy(&v, element, 2); return pc_float16_to_double(v); }
    case PC_BFLOAT16: { uint16_t v; memcpy(&v, element, 2); return pc_bfloat16_to_double(v); }
    case PC_FLOAT8_E4M3FN: return pc_float8_e4m3fn_to_double(*(const uint8_t *)element);
    case PC_FLOAT8_E5M2: return pc_float8_e5m2_to_double(*(const uint8_t *)element);
    default: return NAN;
    }
}

size_t case_value_format(pc_dtype dtype, const void *element, char *buffer,
                         size_t size) {
    const unsigned char *bytes = element;
    switch (pc_dtype_kind_of(dtype)) {
    case PC_KIND_BOOL:
        return (size_t)snprintf(buffer, size, "%s", bytes[0] ? "true" : "false");
    case PC_KIND_SIGNED: {
        int64_t v;
        switch (pc_dtype_bits(dtype)) {
        case 8: v = *(const int8_t *)element; break;
        case 16: { int16_t x; memcpy(&x, element, 2); v = x; break; }
        case 32: { int32_t x; memcpy(&x, element, 4); v = x; break; }
        default: memcpy(&v, element, 8); break;
        }
        return (size_t)snprintf(buffer, size, "%" PRId64, v);
    }
    case PC_KIND_UNSIGNED: {
        uint64_t v;
        switch (pc_dtype_bits(dtype)) {
        case 8: v = bytes[0]; break;
        case 16: { uint16_t x; memcpy(&x, element, 2); v = x; break; }
        case 32: { uint32_t x; memcpy(&x, element, 4); v = x; break; }
        default: memcpy(&v, element, 8); break;
        }
        return (size_t)snprintf(buffer, size, "%" PRIu64, v);
    }
    case PC_KIND_FLOATING:
        return case_real_format(case_value_real(dtype, element), buffer, size);
    case PC_KIND_COMPLEX: {
        pc_dtype component = pc_dtype_complex_component(dtype);
        char real[40], imag[40];
        case_real_format(case_value_real(component, element), real, sizeof real);
        case_real_format(case_value_real(component, bytes + pc_dtype_size(component)), imag,
                         sizeof imag);
        return (size_t)snprintf(buffer, size, "[%s, %s]", real, imag);
    }
    }
    return (size_t)snprintf(buffer, size, "?");
}

json_t *case_value_json(pc_dtype dtype, const void *element) {
    char text[64];
    switch (pc_dtype_kind_of(dtype)) {
    case PC_KIND_BOOL:
        return json_boolean(*(const unsigned char *)element != 0);
    case PC_KIND_COMPLEX: {
        pc_dtype component = pc_dtype_complex_component(dtype);
        char imag[40];
        case_real_format(case_value_real(component, element), text, sizeof text);
        case_real_format(case_value_real(component, (const unsigned char *)element +
                                                        pc_dtype_size(component)),
                         imag, sizeof imag);
        return json_pack("[ss]", text, imag);
    }
    default:
        case_value_format(dtype, element, text, sizeof text);
        return json_string(text);
    }
}
