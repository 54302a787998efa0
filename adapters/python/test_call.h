/*
** test_call.h: the promcast_call the Python adapters' tests pass (NumPy's,
** the Array API namespace adapter's): default float float32, x64 off, a
** message buffer of the test's own.
*/
#ifndef PROMCAST_PYTHON_TEST_CALL_H
#define PROMCAST_PYTHON_TEST_CALL_H

#include <string.h>

#include "promcast/abi_dtype.h"

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

#endif
