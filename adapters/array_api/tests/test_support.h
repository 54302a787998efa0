/*
** test_support.h: what the namespace adapter's tests share: the call
** they pass (default float float32, a message buffer of their own) and
** Python scalar operands.
*/
#ifndef PROMCAST_ARRAY_API_TEST_SUPPORT_H
#define PROMCAST_ARRAY_API_TEST_SUPPORT_H

#include <string.h>

#include "promcast/abi_dtype.h"
#include "promcast/adapter.h"

typedef struct call_buffer {
    char message[512];
    promcast_call call;
} call_buffer;

static inline promcast_call *new_call(call_buffer *buffer) {
    memset(buffer, 0, sizeof *buffer);
    buffer->call.default_float = abi_dl_dtype(PC_FLOAT32);
    buffer->call.message = buffer->message;
    buffer->call.message_size = sizeof buffer->message;
    return &buffer->call;
}

/* A Python scalar operand: its kind, decimal text (ints, bools) and value. */
static inline promcast_value scalar_value(int32_t kind, const char *text, double real) {
    promcast_value value;
    memset(&value, 0, sizeof value);
    value.kind = PROMCAST_VALUE_SCALAR;
    value.scalar.kind = kind;
    value.scalar.has_value = 1;
    value.scalar.text = text;
    value.scalar.real = real;
    return value;
}

#endif
