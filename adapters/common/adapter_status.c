/*
** adapter_status.c: pc_status -> promcast_status, and call messages.
*/
#include "adapter_status.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define SAME_STATUS(pc, promcast) \
    _Static_assert((int)(pc) == (int)(promcast), #pc " must equal " #promcast)

SAME_STATUS(PC_OK, PROMCAST_STATUS_OK);
SAME_STATUS(PC_INCOMPATIBLE_SHAPES, PROMCAST_STATUS_INCOMPATIBLE_SHAPES);
SAME_STATUS(PC_INPLACE_SHAPE_CHANGE, PROMCAST_STATUS_INPLACE_SHAPE_CHANGE);
SAME_STATUS(PC_INVALID_BROADCAST_DIMENSIONS, PROMCAST_STATUS_INVALID_BROADCAST_DIMENSIONS);
SAME_STATUS(PC_NO_PROMOTION, PROMCAST_STATUS_NO_PROMOTION);
SAME_STATUS(PC_CANNOT_CAST, PROMCAST_STATUS_CANNOT_CAST);
SAME_STATUS(PC_UNSUPPORTED_DTYPE_FOR_OP, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
SAME_STATUS(PC_SCALAR_OUT_OF_RANGE, PROMCAST_STATUS_SCALAR_OUT_OF_RANGE);
SAME_STATUS(PC_UNDEFINED, PROMCAST_STATUS_UNDEFINED);
SAME_STATUS(PC_SHAPE_OVERFLOW, PROMCAST_STATUS_SHAPE_OVERFLOW);
SAME_STATUS(PC_INVALID_ARGUMENT, PROMCAST_STATUS_INVALID_ARGUMENT);
SAME_STATUS(PC_INVALID_VALUE, PROMCAST_STATUS_INVALID_VALUE);
SAME_STATUS(PC_INVALID_AXIS, PROMCAST_STATUS_INVALID_AXIS);
SAME_STATUS(PC_INVALID_RANK, PROMCAST_STATUS_INVALID_RANK);
/* No oracle status beyond those: a new one needs a line above. */
SAME_STATUS(PC_STATUS_COUNT, PROMCAST_STATUS_INVALID_RANK + 1);

int32_t adapter_status_of(pc_status status) {
    if ((int)status < 0 || status >= PC_STATUS_COUNT) return PROMCAST_STATUS_INTERNAL_ERROR;
    return (int32_t)status;
}

int32_t adapter_fail(const promcast_call *call, int32_t status, const char *format, ...) {
    if (call != NULL && call->message != NULL && call->message_size > 0) {
        va_list arguments;
        va_start(arguments, format);
        vsnprintf(call->message, call->message_size, format, arguments);
        va_end(arguments);
    }
    return status;
}

int32_t adapter_from_oracle(const promcast_call *call, pc_status status, const pc_error *error) {
    if (status == PC_OK) return PROMCAST_STATUS_OK;
    /* The message as adapter_fail's "%s" would write it (cut to the buffer,
    ** NUL-terminated), copied rather than formatted: the oracle's every
    ** refusal comes this way, and a fuzz run makes one a case or so. */
    if (call != NULL && call->message != NULL && call->message_size > 0) {
        size_t length = strlen(error->message);
        if (length > call->message_size - 1) length = call->message_size - 1;
        memcpy(call->message, error->message, length);
        call->message[length] = '\0';
    }
    return adapter_status_of(status);
}
