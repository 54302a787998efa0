/*
** cli_arguments.c: parsing dtypes, result_type operands and integer lists
** from command-line text. Every failure is PC_INVALID_ARGUMENT with a
** message that quotes the text.
*/
#include "cli_arguments.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

pc_status cli_parse_dtype(const char *text, pc_dtype *dtype, pc_error *err) {
    if (pc_dtype_parse(text, strlen(text), dtype)) return PC_OK;
    /* The names, from the oracle's one table of dtypes. */
    char names[400] = "";
    size_t used = 0;
    for (int d = 0; d < PC_DTYPE_COUNT && used < sizeof names; d++)
        used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", d ? ", " : "",
                                 pc_dtype_name((pc_dtype)d));
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "'%s' is not a dtype (%s)", text,
                        names);
}

static const char *const scalar_kind_names[] = {"bool", "int", "float",
                                                "complex"};

/* A decimal integer literal with an optional sign; Python ints are
** unbounded, so a magnitude beyond 64 bits is flagged, not refused. */
static int parse_integer_literal(const char *text, size_t length,
                                 pc_scalar_value *value) {
    size_t i = 0;
    value->negative = 0;
    if (i < length && (text[i] == '-' || text[i] == '+')) {
        value->negative = text[i] == '-';
        i++;
    }
    if (i == length) return 0;
    value->magnitude = 0;
    value->beyond_64_bits = 0;
    for (; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') return 0;
        uint64_t digit = (uint64_t)(text[i] - '0');
        if (value->magnitude > (UINT64_MAX - digit) / 10)
            value->beyond_64_bits = 1;
        else
            value->magnitude = value->magnitude * 10 + digit;
    }
    if (value->magnitude == 0 && !value->beyond_64_bits) value->negative = 0;
    /* The correctly rounded double, also beyond 64 bits (infinite past
    ** DBL_MAX, where NumPy refuses the int for a float array); strtod stops
    ** at the ':' after the literal. */
    value->real = strtod(text, NULL);
    return 1;
}

/* A real literal strtod accepts in full ("1.5", "-inf", "nan", "1e300"). */
static int parse_real_literal(const char *text, size_t length, double *real) {
    char buffer[128];
    if (length == 0 || length >= sizeof buffer) return 0;
    memcpy(buffer, text, length);
    buffer[length] = '\0';
    char *end;
    errno = 0;
    *real = strtod(buffer, &end);
    return end == buffer + length && *end == '\0';
}

/* "1+2j", "-2j", "1.5-0.5j": Python's complex literal forms. */
static int parse_complex_literal(const char *text, size_t length,
                                 double *real, double *imag) {
    if (length < 2 || text[length - 1] != 'j') return 0;
    size_t body = length - 1;
    /* The imaginary part starts at the last sign that is not the first
    ** character and not an exponent's sign. */
    size_t split = 0;
    for (size_t i = body; i-- > 1;) {
        if ((text[i] == '+' || text[i] == '-') && text[i - 1] != 'e' &&
            text[i - 1] != 'E') {
            split = i;
            break;
        }
    }
    if (split == 0) {
        *real = 0.0;
        return parse_real_literal(text, body, imag);
    }
    return parse_real_literal(text, split, real) &&
           parse_real_literal(text + split, body - split, imag);
}

static pc_status parse_scalar(const char *text, size_t length,
                              pc_operand *operand, pc_error *err) {
    operand->category = PC_OPERAND_SCALAR;
    for (int kind = 0; kind < 4; kind++) {
        if (strlen(scalar_kind_names[kind]) == length &&
            memcmp(scalar_kind_names[kind], text, length) == 0) {
            operand->scalar_kind = (pc_scalar_kind)kind;
            operand->has_value = 0;
            return PC_OK;
        }
    }
    pc_scalar_value *value = &operand->value;
    operand->has_value = 1;
    if ((length == 4 && memcmp(text, "true", 4) == 0) ||
        (length == 5 && memcmp(text, "false", 5) == 0)) {
        operand->scalar_kind = PC_SCALAR_BOOL;
        value->magnitude = text[0] == 't';
        value->real = (double)value->magnitude;
        return PC_OK;
    }
    if (parse_integer_literal(text, length, value)) {
        operand->scalar_kind = PC_SCALAR_INT;
        return PC_OK;
    }
    if (parse_real_literal(text, length, &value->real)) {
        operand->scalar_kind = PC_SCALAR_FLOAT;
        return PC_OK;
    }
    if (parse_complex_literal(text, length, &value->real, &value->imag)) {
        operand->scalar_kind = PC_SCALAR_COMPLEX;
        return PC_OK;
    }
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                        "'%.*s' is neither a scalar kind (bool, int, float, "
                        "complex) nor a Python literal",
                        (int)length, text);
}

pc_status cli_parse_operand(const char *text, pc_operand *operand,
                            pc_error *err) {
    memset(operand, 0, sizeof *operand);
    const char *colon = strrchr(text, ':');
    if (colon == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "operand '%s': expected DTYPE:dim, DTYPE:zero or "
                            "KIND:scalar",
                            text);
    size_t length = (size_t)(colon - text);
    const char *category = colon + 1;
    if (strcmp(category, "scalar") == 0)
        return parse_scalar(text, length, operand, err);
    if (strcmp(category, "dim") == 0)
        operand->category = PC_OPERAND_DIMENSIONED;
    else if (strcmp(category, "zero") == 0)
        operand->category = PC_OPERAND_ZERO_DIM;
    else
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "operand '%s': the category after ':' must be "
                            "dim, zero or scalar",
                            text);
    if (!pc_dtype_parse(text, length, &operand->dtype))
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "operand '%s': '%.*s' is not a dtype", text,
                            (int)length, text);
    return PC_OK;
}

pc_status cli_parse_integer_list(const char *text, int64_t *values,
                                 int capacity, int *count, pc_error *err) {
    const char *p = text;
    *count = 0;
    while (*p == ' ') p++;
    if (*p++ != '[')
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "list '%s': expected '['", text);
    while (*p == ' ') p++;
    if (*p == ']') return p[1] == '\0'
                              ? PC_OK
                              : pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1,
                                             -1, "list '%s': text after ']'",
                                             text);
    for (;;) {
        char *end;
        errno = 0;
        long long value = strtoll(p, &end, 10);
        if (end == p || errno == ERANGE || (*p != '-' && (*p < '0' || *p > '9')))
            return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                                "list '%s': expected an integer at position %d",
                                text, (int)(p - text));
        if (*count == capacity)
            return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                                "list '%s': more than %d entries", text,
                                capacity);
        values[(*count)++] = value;
        p = end;
        while (*p == ' ') p++;
        if (*p == ',') {
            p++;
            while (*p == ' ') p++;
            continue;
        }
        if (*p == ']' && p[1] == '\0') return PC_OK;
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "list '%s': expected ',' or a final ']' at "
                            "position %d",
                            text, (int)(p - text));
    }
}

int cli_parse_shard(const char *text, int *index, int *count) {
    int k, n;
    char extra;
    if (sscanf(text, "%d/%d%c", &k, &n, &extra) != 2 || n < 1 || k < 1 || k > n) return 0;
    *index = k;
    *count = n;
    return 1;
}
