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

pc_status pc_error_set(pc_error *err, pc_status status, int operand_a,
                       int operand_b, int dimension, const char *format, ...) {
    if (err == NULL) return status;
    err->status = status;
    err->operand_a = operand_a;
    err->operand_b = operand_b;
    err->dimension = dimension;
    va_list args;
    va_start(args, format);
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
