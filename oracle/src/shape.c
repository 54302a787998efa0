/*
** shape.c: validity, element counts, and the text form of shapes.
**
** Element counts never wrap: a product beyond INT64_MAX is reported as
** PC_SHAPE_OVERFLOW: a count that wrapped would pass a broadcast that no
** memory could hold. A 0 anywhere makes the count 0, so a shape like
** [0, INT64_MAX, INT64_MAX] is valid and empty.
*/
#include "promcast/shape.h"

#include <string.h>

#include "decimal_internal.h"
#include "shape_internal.h"

pc_status pc_shape_validate(const pc_shape *shape, int operand, pc_error *err) {
    if (shape->rank < 0 || shape->rank > PC_MAX_RANK)
        return pc_error_set(err, PC_INVALID_ARGUMENT, operand, -1, -1,
                            "operand %d: rank %d is outside 0..%d", operand,
                            shape->rank, PC_MAX_RANK);
    for (int i = 0; i < shape->rank; i++) {
        if (shape->dims[i] < 0)
            return pc_error_set(err, PC_INVALID_ARGUMENT, operand, -1, i,
                                "operand %d: dimension %d is negative (%lld)",
                                operand, i, (long long)shape->dims[i]);
    }
    return PC_OK;
}

pc_status pc_shape_element_count(const pc_shape *shape, int64_t *count,
                                 pc_error *err) {
    int64_t product = 1;
    int overflowed = 0;
    for (int i = 0; i < shape->rank; i++) {
        int64_t dim = shape->dims[i];
        if (dim == 0) {
            *count = 0;
            return PC_OK;
        }
        if (!overflowed && pc_product_overflows(product, dim)) overflowed = 1;
        if (!overflowed) product *= dim;
    }
    if (overflowed) {
        char text[64];
        pc_shape_format(shape, text, sizeof text);
        return pc_error_set(err, PC_SHAPE_OVERFLOW, -1, -1, -1,
                            "the element count of shape %s%s exceeds INT64_MAX",
                            text, strlen(text) == sizeof text - 1 ? "..." : "");
    }
    *count = product;
    return PC_OK;
}

int pc_shape_equal(const pc_shape *a, const pc_shape *b) {
    if (a->rank != b->rank) return 0;
    for (int i = 0; i < a->rank; i++)
        if (a->dims[i] != b->dims[i]) return 0;
    return 1;
}

static const char *skip_blanks(const char *p) {
    while (*p == ' ' || *p == '\t') p++;
    return p;
}

pc_status pc_shape_parse(const char *text, pc_shape *shape, pc_error *err) {
    const char *p = skip_blanks(text);
    shape->rank = 0;
    if (*p != '[')
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "shape '%s': expected '[' at position %d", text,
                            (int)(p - text));
    p = skip_blanks(p + 1);
    if (*p == ']') {
        p = skip_blanks(p + 1);
        if (*p != '\0')
            return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                                "shape '%s': unexpected '%c' after ']'", text,
                                *p);
        return PC_OK;
    }
    for (;;) {
        if (*p < '0' || *p > '9')
            return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, shape->rank,
                                "shape '%s': expected a non-negative decimal "
                                "dimension at position %d",
                                text, (int)(p - text));
        int64_t value = 0;
        while (*p >= '0' && *p <= '9') {
            int digit = *p - '0';
            if (value > (INT64_MAX - digit) / 10)
                return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1,
                                    shape->rank,
                                    "shape '%s': dimension %d exceeds "
                                    "INT64_MAX",
                                    text, shape->rank);
            value = value * 10 + digit;
            p++;
        }
        if (shape->rank == PC_MAX_RANK)
            return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                                "shape '%s': more than %d dimensions", text,
                                PC_MAX_RANK);
        shape->dims[shape->rank++] = value;
        p = skip_blanks(p);
        if (*p == ',') {
            p = skip_blanks(p + 1);
            continue;
        }
        if (*p == ']') break;
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "shape '%s': expected ',' or ']' at position %d",
                            text, (int)(p - text));
    }
    p = skip_blanks(p + 1);
    if (*p != '\0')
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "shape '%s': unexpected '%c' after ']'", text, *p);
    return PC_OK;
}

size_t pc_shape_format(const pc_shape *shape, char *buffer, size_t size) {
    size_t needed = 0;
    char piece[32];
    for (int i = -1; i <= shape->rank; i++) {
        int length = 0;
        if (i == -1) {
            piece[length++] = '[';
        } else if (i == shape->rank) {
            piece[length++] = ']';
        } else {
            if (i > 0) piece[length++] = ',';
            length += pc_decimal_format((long long)shape->dims[i], piece + length);
        }
        for (int k = 0; k < length; k++, needed++)
            if (needed + 1 < size) buffer[needed] = piece[k];
    }
    if (size > 0) buffer[needed < size ? needed : size - 1] = '\0';
    return needed;
}
