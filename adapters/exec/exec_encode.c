/*
** exec_encode.c: call frames (exec_encode.h).
*/
#include "exec_encode.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "promcast/abi_dtype.h"
#include "promcast/value.h"

/* The payload is little-endian; the copy below is a plain memcpy, so this
** encoder needs a little-endian host. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the exec adapter packs payloads with memcpy: a little-endian host is required"
#endif

static int reserve(exec_buffer *buffer, size_t more) {
    if (buffer->failed) return 0;
    if (buffer->capacity - buffer->length >= more) return 1;
    size_t capacity = buffer->capacity ? buffer->capacity : 256;
    while (capacity - buffer->length < more) {
        if (capacity > ((size_t)-1) / 2) {
            buffer->failed = 1;
            return 0;
        }
        capacity *= 2;
    }
    char *grown = realloc(buffer->data, capacity);
    if (grown == NULL) {
        buffer->failed = 1;
        return 0;
    }
    buffer->data = grown;
    buffer->capacity = capacity;
    return 1;
}

void exec_buffer_append(exec_buffer *buffer, const void *data, size_t length) {
    if (length == 0 || !reserve(buffer, length)) return;
    memcpy(buffer->data + buffer->length, data, length);
    buffer->length += length;
}

void exec_buffer_text(exec_buffer *buffer, const char *text) {
    exec_buffer_append(buffer, text, strlen(text));
}

void exec_buffer_format(exec_buffer *buffer, const char *format, ...) {
    char small[128];
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(small, sizeof small, format, arguments);
    va_end(arguments);
    if (length < 0) {
        buffer->failed = 1;
        return;
    }
    if ((size_t)length < sizeof small) {
        exec_buffer_append(buffer, small, (size_t)length);
        return;
    }
    if (!reserve(buffer, (size_t)length + 1)) return;
    va_start(arguments, format);
    vsnprintf(buffer->data + buffer->length, (size_t)length + 1, format, arguments);
    va_end(arguments);
    buffer->length += (size_t)length;
}

void exec_buffer_free(exec_buffer *buffer) {
    free(buffer->data);
    memset(buffer, 0, sizeof *buffer);
}

const char *exec_dtype_name(DLDataType dtype) {
    pc_dtype oracle;
    return abi_dtype_lookup(dtype, &oracle) ? pc_dtype_name(oracle) : NULL;
}

void exec_frame_begin(exec_frame *frame, int64_t id, const char *op_name) {
    frame->json.length = 0;
    frame->json.failed = 0;
    frame->payload.length = 0;
    frame->payload.failed = 0;
    frame->problem[0] = '\0';
    exec_buffer_format(&frame->json, "{\"id\":%lld,\"op\":\"%s\",\"inputs\":{", (long long)id,
                       op_name);
}

int exec_frame_finish(exec_frame *frame) {
    exec_buffer_text(&frame->json, "}");
    if (frame->payload.length > 0)
        exec_buffer_format(&frame->json, ",\"payload\":%zu", frame->payload.length);
    exec_buffer_text(&frame->json, "}\n");
    if ((frame->json.failed || frame->payload.failed) && frame->problem[0] == '\0')
        snprintf(frame->problem, sizeof frame->problem, "out of memory encoding the call");
    return frame->problem[0] == '\0';
}

/* A comma unless the JSON so far ends an opening bracket, a key or a
** comma already. */
static void separate(exec_frame *frame) {
    if (frame->json.length == 0 || frame->json.failed) return;
    char last = frame->json.data[frame->json.length - 1];
    if (last != '{' && last != '[' && last != ':' && last != ',')
        exec_buffer_text(&frame->json, ",");
}

void exec_put_key(exec_frame *frame, const char *key) {
    separate(frame);
    exec_buffer_format(&frame->json, "\"%s\":", key);
}

void exec_put_shape(exec_frame *frame, int32_t ndim, const int64_t *dims) {
    separate(frame);
    exec_buffer_text(&frame->json, "[");
    for (int32_t i = 0; i < ndim; i++)
        exec_buffer_format(&frame->json, i ? ",%lld" : "%lld", (long long)dims[i]);
    exec_buffer_text(&frame->json, "]");
}

void exec_put_dtype(exec_frame *frame, DLDataType dtype) {
    separate(frame);
    const char *name = exec_dtype_name(dtype);
    if (name == NULL) {
        snprintf(frame->problem, sizeof frame->problem,
                 "a dtype of code %u with %u bits is none of the protocol's", dtype.code, dtype.bits);
        name = "?";
    }
    exec_buffer_format(&frame->json, "\"%s\"", name);
}

/* Appends the tensor's elements, row-major, through its strides. */
static void pack(exec_frame *frame, const DLTensor *array, size_t element) {
    /* An empty array may have other sizes whose product passes INT64_MAX (the
     * corpus's element counts past int64 before a zero): it has no elements to
     * send, and the product of a non-empty array's sizes fits, as it is in memory. */
    for (int i = 0; i < array->ndim; i++)
        if (array->shape[i] == 0) return;
    int64_t count = 1;
    for (int i = 0; i < array->ndim; i++) count *= array->shape[i];
    if (count <= 0) return;
    const char *base = (const char *)array->data + array->byte_offset;
    int compact = 1;
    if (array->strides != NULL) {
        int64_t expected = 1;
        for (int i = array->ndim - 1; i >= 0; i--) {
            if (array->shape[i] != 1 && array->strides[i] != expected) compact = 0;
            expected *= array->shape[i];
        }
    }
    if (compact) {
        exec_buffer_append(&frame->payload, base, (size_t)count * element);
        return;
    }
    exec_buffer *payload = &frame->payload;
    if (!reserve(payload, (size_t)count * element)) return;
    int64_t index[PROMCAST_MAX_RANK] = {0};
    int64_t offset = 0;
    char *out = payload->data + payload->length;
    for (int64_t n = 0; n < count; n++) {
        memcpy(out, base + offset * (int64_t)element, element);
        out += element;
        for (int d = array->ndim - 1; d >= 0; d--) {
            if (++index[d] < array->shape[d]) {
                offset += array->strides[d];
                break;
            }
            offset -= array->strides[d] * (array->shape[d] - 1);
            index[d] = 0;
        }
    }
    payload->length += (size_t)count * element;
}

void exec_put_array(exec_frame *frame, const DLTensor *array) {
    separate(frame);
    exec_buffer_text(&frame->json, "{\"dtype\":");
    exec_put_dtype(frame, array->dtype);
    exec_buffer_text(&frame->json, ",\"shape\":");
    if (array->ndim < 0 || array->ndim > PROMCAST_MAX_RANK) {
        snprintf(frame->problem, sizeof frame->problem, "an array of rank %d", array->ndim);
        exec_buffer_text(&frame->json, "[]}");
        return;
    }
    exec_put_shape(frame, array->ndim, array->shape);
    exec_buffer_text(&frame->json, "}");
    pack(frame, array, ((size_t)array->dtype.bits * array->dtype.lanes + 7) / 8);
}

void exec_put_scalar(exec_frame *frame, const promcast_scalar *scalar) {
    separate(frame);
    char real[40], imag[40];
    switch (scalar->kind) {
    case PROMCAST_SCALAR_BOOL:
        exec_buffer_format(&frame->json, "{\"kind\":\"bool\",\"value\":%s}",
                           scalar->text && strcmp(scalar->text, "True") == 0 ? "true" : "false");
        if (scalar->text == NULL || (strcmp(scalar->text, "True") && strcmp(scalar->text, "False")))
            snprintf(frame->problem, sizeof frame->problem, "a bool scalar whose text is not True or False");
        return;
    case PROMCAST_SCALAR_INT: {
        const char *text = scalar->text ? scalar->text : "";
        int valid = *text != '\0';
        for (const char *c = text + (*text == '-'); *c; c++) valid &= *c >= '0' && *c <= '9';
        if (!valid || strcmp(text, "-") == 0) {
            snprintf(frame->problem, sizeof frame->problem, "an int scalar whose text is not decimal");
            text = "0";
        }
        exec_buffer_format(&frame->json, "{\"kind\":\"int\",\"value\":\"%s\"}", text);
        return;
    }
    case PROMCAST_SCALAR_FLOAT:
        pc_double_repr(scalar->real, real, sizeof real);
        exec_buffer_format(&frame->json, "{\"kind\":\"float\",\"value\":\"%s\"}", real);
        return;
    case PROMCAST_SCALAR_COMPLEX:
        pc_double_repr(scalar->real, real, sizeof real);
        pc_double_repr(scalar->imag, imag, sizeof imag);
        exec_buffer_format(&frame->json, "{\"kind\":\"complex\",\"value\":[\"%s\",\"%s\"]}", real, imag);
        return;
    default:
        snprintf(frame->problem, sizeof frame->problem, "a scalar of unknown kind %d", scalar->kind);
        exec_buffer_text(&frame->json, "null");
    }
}

void exec_put_value(exec_frame *frame, const promcast_value *value) {
    if (value->kind == PROMCAST_VALUE_ARRAY && value->array != NULL) {
        exec_put_array(frame, value->array);
    } else if (value->kind == PROMCAST_VALUE_SCALAR) {
        exec_put_scalar(frame, &value->scalar);
    } else {
        if (value->kind != PROMCAST_VALUE_NONE)
            snprintf(frame->problem, sizeof frame->problem, "an operand of unknown kind %d", value->kind);
        separate(frame);
        exec_buffer_text(&frame->json, "null");
    }
}

void exec_put_operand(exec_frame *frame, const promcast_operand *operand) {
    separate(frame);
    if (operand->category == PROMCAST_OPERAND_DIMENSIONED || operand->category == PROMCAST_OPERAND_ZERO_DIM) {
        exec_buffer_format(&frame->json, "{\"category\":\"%s\",\"dtype\":",
                           operand->category == PROMCAST_OPERAND_ZERO_DIM ? "zero_dim" : "dimensioned");
        exec_put_dtype(frame, operand->dtype);
        exec_buffer_text(&frame->json, "}");
        return;
    }
    if (operand->category != PROMCAST_OPERAND_SCALAR) {
        snprintf(frame->problem, sizeof frame->problem, "an operand of unknown category %d",
                 operand->category);
        exec_buffer_text(&frame->json, "null");
        return;
    }
    static const char *const kinds[] = {"bool", "int", "float", "complex"};
    const promcast_scalar *scalar = &operand->scalar;
    if (scalar->kind < 0 || scalar->kind > 3) {
        snprintf(frame->problem, sizeof frame->problem, "a scalar of unknown kind %d", scalar->kind);
        exec_buffer_text(&frame->json, "null");
        return;
    }
    if (!scalar->has_value) {
        exec_buffer_format(&frame->json, "{\"category\":\"scalar\",\"kind\":\"%s\"}", kinds[scalar->kind]);
        return;
    }
    /* The SCALAR's members, after the category. */
    size_t mark = frame->json.length;
    exec_put_scalar(frame, scalar);
    if (frame->json.failed || frame->json.length <= mark) return;
    exec_buffer scalar_text = {0};
    exec_buffer_append(&scalar_text, frame->json.data + mark + 1, frame->json.length - mark - 1);
    frame->json.length = mark;
    exec_buffer_text(&frame->json, "{\"category\":\"scalar\",");
    exec_buffer_append(&frame->json, scalar_text.data, scalar_text.length);
    if (scalar_text.failed) frame->json.failed = 1;
    exec_buffer_free(&scalar_text);
}

void exec_put_default_float(exec_frame *frame, const promcast_call *call) {
    exec_put_key(frame, "default_float");
    exec_put_dtype(frame, call->default_float);
}
