/*
** status.c: names of the closed set of outcomes, and the error record.
**
** The names are the error kinds of the case format (cases/README.md); the
** table is indexed by pc_status and must list them in enumeration order.
*/
#include "promcast/status.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "decimal_internal.h"

static const char *const status_names[PC_STATUS_COUNT] = {
    [PC_OK] = "ok",
    [PC_INCOMPATIBLE_SHAPES] = "incompatible_shapes",
    [PC_INPLACE_SHAPE_CHANGE] = "inplace_shape_change",
    [PC_INVALID_BROADCAST_DIMENSIONS] = "invalid_broadcast_dimensions",
    [PC_NO_PROMOTION] = "no_promotion",
    [PC_CANNOT_CAST] = "cannot_cast",
    [PC_UNSUPPORTED_DTYPE_FOR_OP] = "unsupported_dtype_for_op",
    [PC_SCALAR_OUT_OF_RANGE] = "scalar_out_of_range",
    [PC_UNDEFINED] = "undefined",
    [PC_SHAPE_OVERFLOW] = "shape_overflow",
    [PC_INVALID_ARGUMENT] = "invalid_argument",
    [PC_INVALID_VALUE] = "invalid_value",
    [PC_INVALID_AXIS] = "invalid_axis",
    [PC_INVALID_RANK] = "invalid_rank",
};

const char *pc_status_name(pc_status status) {
    if ((int)status < 0 || status >= PC_STATUS_COUNT) return "invalid_status";
    return status_names[status];
}

int pc_status_parse(const char *name, pc_status *status) {
    for (int i = 0; i < PC_STATUS_COUNT; i++) {
        if (strcmp(name, status_names[i]) == 0) {
            *status = (pc_status)i;
            return 1;
        }
    }
    return 0;
}

/* The message writer of pc_error_set: appends as much as fits, keeping
** room for the terminating NUL (vsnprintf's truncation). */
typedef struct message_writer {
    char *buffer;
    size_t size, used;
} message_writer;

static void message_put(message_writer *out, const char *text, size_t length) {
    size_t room = out->size - 1 - out->used;
    if (length > room) length = room;
    memcpy(out->buffer + out->used, text, length);
    out->used += length;
}

int pc_decimal_format(long long value, char *text) {
    char reversed[24];
    int count = 0, length = 0;
    /* The magnitude as unsigned, so that LLONG_MIN has one. */
    unsigned long long magnitude =
        value < 0 ? 0ull - (unsigned long long)value : (unsigned long long)value;
    do {
        reversed[count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    if (value < 0) text[length++] = '-';
    while (count > 0) text[length++] = reversed[--count];
    return length;
}

static void message_put_integer(message_writer *out, long long value) {
    char text[24];
    message_put(out, text, (size_t)pc_decimal_format(value, text));
}

/* 1 if every conversion of `format` is a plain %s, %d, %lld or %%: the
** ones message_format writes itself. */
static int message_format_plain(const char *format) {
    for (const char *p = strchr(format, '%'); p != NULL; p = strchr(p, '%')) {
        if (p[1] == 's' || p[1] == 'd' || p[1] == '%')
            p += 2;
        else if (p[1] == 'l' && p[2] == 'l' && p[3] == 'd')
            p += 4;
        else
            return 0;
    }
    return 1;
}

/* vsnprintf of a format message_format_plain accepts, with the same text
** (glibc's "(null)" for a NULL string included): error messages are set
** on every refused case, and vsnprintf's setup costs more than the
** message. */
static void message_format(char *buffer, size_t size, const char *format, va_list args) {
    message_writer out = {buffer, size, 0};
    const char *p = format;
    for (;;) {
        const char *percent = strchr(p, '%');
        size_t length = percent ? (size_t)(percent - p) : strlen(p);
        message_put(&out, p, length);
        if (percent == NULL) break;
        if (percent[1] == 's') {
            const char *text = va_arg(args, const char *);
            if (text == NULL) text = "(null)";
            message_put(&out, text, strlen(text));
            p = percent + 2;
        } else if (percent[1] == 'd') {
            message_put_integer(&out, va_arg(args, int));
            p = percent + 2;
        } else if (percent[1] == '%') {
            message_put(&out, "%", 1);
            p = percent + 2;
        } else {
            message_put_integer(&out, va_arg(args, long long));
            p = percent + 4;
        }
    }
    buffer[out.used] = '\0';
}

pc_status pc_error_set(pc_error *err, pc_status status, int operand_a,
                       int operand_b, int dimension, const char *format, ...) {
    if (err == NULL) return status;
    err->status = status;
    err->operand_a = operand_a;
    err->operand_b = operand_b;
    err->dimension = dimension;
    va_list args;
    va_start(args, format);
    if (message_format_plain(format))
        message_format(err->message, sizeof err->message, format, args);
    else
        vsnprintf(err->message, sizeof err->message, format, args);
    va_end(args);
    return status;
}

void pc_error_clear(pc_error *err) {
    if (err == NULL) return;
    err->status = PC_OK;
    err->operand_a = PC_ERROR_NONE_INDEX;
    err->operand_b = PC_ERROR_NONE_INDEX;
    err->dimension = PC_ERROR_NONE_INDEX;
    err->message[0] = '\0';
}
