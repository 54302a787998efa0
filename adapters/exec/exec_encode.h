/*
** exec_encode.h: a call of the adapter ABI as the protocol's call frame
** (docs/adapters.md, "Out-of-process adapters: the protocol"): the case
** format's `inputs` object for the op, rebuilt from the ABI's arguments,
** with every array's elements moved to the payload, compact, row-major and
** little-endian, in the order the arrays appear in the JSON.
**
** Scalars keep their exact value: an int its decimal text, a bool
** true/false, a float the shortest decimal that reads back as the same
** double (Python's repr(), which the case format writes), so the process
** receives the case's own inputs.
*/
#ifndef PROMCAST_EXEC_ENCODE_H
#define PROMCAST_EXEC_ENCODE_H

#include <stddef.h>
#include <stdint.h>

#include "promcast/adapter.h"

/* A growable byte buffer; `failed` is set (and stays set) when memory ran
** out, so a sequence of appends is checked once at its end. */
typedef struct exec_buffer {
    char *data;
    size_t length;
    size_t capacity;
    int failed;
} exec_buffer;

void exec_buffer_append(exec_buffer *buffer, const void *data, size_t length);
void exec_buffer_text(exec_buffer *buffer, const char *text);
void exec_buffer_format(exec_buffer *buffer, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
void exec_buffer_free(exec_buffer *buffer);

/* The frame being written: its JSON line and its payload. */
typedef struct exec_frame {
    exec_buffer json;
    exec_buffer payload;
    char problem[256];  /* why an argument could not be encoded */
} exec_frame;

/* Starts a call frame: `{"id": ID, "op": "NAME", "inputs": {` (both buffers
** emptied). The inputs' members follow, each through the functions below,
** then exec_frame_finish. */
void exec_frame_begin(exec_frame *frame, int64_t id, const char *op_name);

/* Closes the inputs and the object: `}, "payload": N}\n`, the payload
** member only when N >= 1. Returns 1, or 0 with the reason in `problem`. */
int exec_frame_finish(exec_frame *frame);

/* Members of `inputs`, each preceded by a comma but the first. */
void exec_put_key(exec_frame *frame, const char *key);
void exec_put_shape(exec_frame *frame, int32_t ndim, const int64_t *dims);
void exec_put_dtype(exec_frame *frame, DLDataType dtype);
/* An ARRAY: {"dtype", "shape"} and its elements appended to the payload. */
void exec_put_array(exec_frame *frame, const DLTensor *array);
/* A SCALAR: {"kind", "value"}. */
void exec_put_scalar(exec_frame *frame, const promcast_scalar *scalar);
/* An element-wise operand: an ARRAY, a SCALAR, or null. */
void exec_put_value(exec_frame *frame, const promcast_value *value);
/* A result_type OPERAND. */
void exec_put_operand(exec_frame *frame, const promcast_operand *operand);
/* `"default_float": "float32"` (with its leading comma). */
void exec_put_default_float(exec_frame *frame, const promcast_call *call);

/* The case format's name of a dtype, or NULL for none of the 18. */
const char *exec_dtype_name(DLDataType dtype);

#endif
