/*
** adapter_probe.c: loading adapters and running probes (adapter_probe.h).
*/
#define _POSIX_C_SOURCE 200809L
#include "adapter_probe.h"

#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter_array.h"
#include "adapter_dtype.h"
#include "adapter_tensor.h"

_Static_assert(sizeof(((loaded_adapter *)0)->message) >= PROMCAST_MESSAGE_MIN_SIZE,
               "the ABI's least message size");

int adapter_load_with_options(const char *directory, const char *name,
                              const promcast_adapter_option *options, int32_t count,
                              loaded_adapter *adapter, char *error, size_t error_size) {
    char path[1024];
    snprintf(path, sizeof path, "%s/lib%s.so", directory, name);
    memset(adapter, 0, sizeof *adapter);
    adapter->handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (adapter->handle == NULL) {
        snprintf(error, error_size, "%s", dlerror());
        return 0;
    }
    void *symbol = dlsym(adapter->handle, PROMCAST_ADAPTER_OPEN_SYMBOL);
    if (symbol == NULL) {
        snprintf(error, error_size, "%s exports no %s", path, PROMCAST_ADAPTER_OPEN_SYMBOL);
        dlclose(adapter->handle);
        adapter->handle = NULL;
        return 0;
    }
    promcast_adapter_open_function open_adapter;
    memcpy(&open_adapter, &symbol, sizeof open_adapter);  /* object to function pointer, POSIX */
    promcast_adapter_request request = {
        .abi_major = PROMCAST_ADAPTER_ABI_MAJOR,
        .abi_minor = PROMCAST_ADAPTER_ABI_MINOR,
        .size = sizeof request,
        .option_count = count,
        .options = options,
        .message = adapter->message,
        .message_size = sizeof adapter->message,
    };
    adapter->table = open_adapter(&request);
    return 1;
}

int adapter_load(const char *directory, const char *name, loaded_adapter *adapter,
                 char *error, size_t error_size) {
    return adapter_load_with_options(directory, name, NULL, 0, adapter, error, error_size);
}

void adapter_unload(loaded_adapter *adapter) {
    const promcast_adapter *table = adapter->table;
    if (table != NULL && table->abi_major == PROMCAST_ADAPTER_ABI_MAJOR && table->close != NULL)
        table->close(table->state);
    if (adapter->handle != NULL) dlclose(adapter->handle);
    memset(adapter, 0, sizeof *adapter);
}

/* ---- Describing outcomes --------------------------------------------- */

typedef struct text_buffer {
    char *text;
    size_t size;
    size_t used;
} text_buffer;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void text_add(text_buffer *out, const char *format, ...) {
    if (out->used + 1 >= out->size) return;
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(out->text + out->used, out->size - out->used, format, arguments);
    va_end(arguments);
    if (length > 0) out->used += (size_t)length;
    if (out->used >= out->size) out->used = out->size - 1;
}

static void add_dims(text_buffer *out, int32_t ndim, const int64_t *dims) {
    text_add(out, "[");
    for (int32_t i = 0; i < ndim; i++) text_add(out, "%s%lld", i ? "," : "", (long long)dims[i]);
    text_add(out, "]");
}

/* Integers exactly (a 64-bit value is not a double); the rest as the
** double they widen to. */
static void add_number(text_buffer *out, pc_dtype dtype, const void *element) {
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED) {
        uint64_t integer;
        pc_cast_element(dtype, element, PC_UINT64, &integer);
        text_add(out, "%llu", (unsigned long long)integer);
        return;
    }
    if (pc_dtype_kind_of(dtype) == PC_KIND_SIGNED) {
        int64_t integer;
        pc_cast_element(dtype, element, PC_INT64, &integer);
        text_add(out, "%lld", (long long)integer);
        return;
    }
    double value;
    pc_cast_element(dtype, element, PC_FLOAT64, &value);
    if (isnan(value)) text_add(out, "nan");
    else text_add(out, "%.17g", value);
}

static void add_status(text_buffer *out, int32_t status) {
    if (status >= 0 && status < PC_STATUS_COUNT)
        text_add(out, "%s", pc_status_name((pc_status)status));
    else if (status == PROMCAST_STATUS_UNSUPPORTED) text_add(out, "unsupported");
    else if (status == PROMCAST_STATUS_INTERNAL_ERROR) text_add(out, "internal_error");
    else text_add(out, "status %d", (int)status);
}

/* A shape result, whose ndim is not trusted. */
static void add_shape_result(text_buffer *out, int32_t status, const promcast_shape_result *shape) {
    if (status != PROMCAST_STATUS_OK) add_status(out, status);
    else if (shape->ndim < 0 || shape->ndim > PROMCAST_MAX_RANK)
        text_add(out, "ndim %d", (int)shape->ndim);
    else add_dims(out, shape->ndim, shape->dims);
}

/* "int8 [2] {1,2}", with " strides [..]" after the shape if asked. */
static void add_tensor(text_buffer *out, const DLTensor *tensor, int with_strides) {
    pc_array array;
    char why[256] = "";
    promcast_call call = {.message = why, .message_size = sizeof why};
    if (adapter_array_from_dl(&call, tensor, "the result", &array) != PROMCAST_STATUS_OK) {
        text_add(out, "malformed tensor: %s", why);
        return;
    }
    text_add(out, "%s ", pc_dtype_name(array.dtype));
    add_dims(out, array.shape.rank, array.shape.dims);
    if (with_strides) {
        text_add(out, " strides ");
        add_dims(out, array.shape.rank, array.strides);
    }
    int64_t count = 1, index[PC_MAX_RANK] = {0};
    for (int d = 0; d < array.shape.rank; d++) count *= array.shape.dims[d];
    size_t size = pc_dtype_size(array.dtype);
    pc_dtype part = pc_dtype_complex_component(array.dtype);
    text_add(out, " {");
    for (int64_t n = 0; n < count; n++) {
        int64_t offset = 0;
        for (int d = 0; d < array.shape.rank; d++) offset += index[d] * array.strides[d];
        const char *element = (const char *)array.data + offset * (int64_t)size;
        text_add(out, n ? "," : "");
        if (pc_dtype_is_complex(array.dtype)) {
            text_add(out, "(");
            add_number(out, part, element);
            text_add(out, ",");
            add_number(out, part, element + size / 2);
            text_add(out, ")");
        } else {
            add_number(out, array.dtype, element);
        }
        for (int d = array.shape.rank - 1; d >= 0; d--) {
            if (++index[d] < array.shape.dims[d]) break;
            index[d] = 0;
        }
    }
    text_add(out, "}");
}

/* Reads and deletes a returned tensor. */
static void add_result(text_buffer *out, int32_t status, DLManagedTensor *result,
                       int with_strides) {
    if (status != PROMCAST_STATUS_OK) add_status(out, status);
    else if (result == NULL) text_add(out, "ok but no tensor");
    else add_tensor(out, &result->dl_tensor, with_strides);
    if (result != NULL && result->deleter != NULL) result->deleter(result);
}

/* ---- Making arguments ------------------------------------------------- */

/* A DLTensor over `storage`, filled with the probe tensor's values. */
typedef struct probe_storage {
    int64_t dims[PROBE_MAX_RANK];
    _Alignas(16) unsigned char bytes[PROBE_MAX_ELEMENTS * 16];
} probe_storage;

static DLTensor tensor_of(const probe_tensor *source, probe_storage *storage) {
    int64_t count = 1;
    for (int32_t d = 0; d < source->shape.ndim; d++) count *= source->shape.dims[d];
    size_t size = pc_dtype_size(source->dtype);
    for (int64_t i = 0; i < count && i < PROBE_MAX_ELEMENTS; i++)
        pc_cast_element(PC_FLOAT64, &source->values[i], source->dtype,
                        storage->bytes + (size_t)i * size);
    memcpy(storage->dims, source->shape.dims, sizeof storage->dims);
    return adapter_dl_tensor(storage->bytes, source->dtype, source->shape.ndim, storage->dims,
                             NULL, 0);
}

static promcast_shape shape_of(const probe_shape *shape) {
    promcast_shape out = {shape->ndim, shape->dims};
    return out;
}

static promcast_operand operand_of(const probe_operand *source) {
    promcast_operand operand;
    memset(&operand, 0, sizeof operand);
    operand.category = source->category;
    operand.dtype = abi_dl_dtype(source->dtype);
    operand.scalar.kind = source->kind;
    return operand;
}

/* An element-wise operand: the probe's scalar if given, else the array.
** An int's or a bool's `real` is its value rounded (adapter.h). */
static promcast_value value_of(const probe_scalar *scalar, const DLTensor *array) {
    promcast_value value;
    memset(&value, 0, sizeof value);
    if (!scalar->given) {
        value.kind = PROMCAST_VALUE_ARRAY;
        value.array = array;
        return value;
    }
    value.kind = PROMCAST_VALUE_SCALAR;
    value.scalar = (promcast_scalar){.kind = scalar->kind, .has_value = 1, .text = scalar->text,
                                     .real = scalar->real, .imag = scalar->imag};
    if (scalar->text != NULL)
        value.scalar.real = scalar->kind == PROMCAST_SCALAR_BOOL
                                ? (strcmp(scalar->text, "True") == 0 ? 1.0 : 0.0)
                                : strtod(scalar->text, NULL);
    return value;
}

/* array_function: the probe's values as the ABI's, the results read
** (views with their strides) and each deleted once, as the runner does. */
static void run_function(const promcast_adapter *adapter, const promcast_call *call,
                         const probe *p, text_buffer *out) {
    probe_storage storage[PROBE_MAX_VALUES];
    DLTensor tensors[PROBE_MAX_VALUES];
    promcast_value values[PROBE_MAX_VALUES];
    int32_t count = p->value_count < PROBE_MAX_VALUES ? p->value_count : PROBE_MAX_VALUES;
    for (int32_t i = 0; i < count; i++) {
        memset(&values[i], 0, sizeof values[i]);
        values[i].kind = p->values[i].kind;
        if (p->values[i].kind == PROMCAST_VALUE_ARRAY) {
            tensors[i] = tensor_of(&p->values[i].array, &storage[i]);
            values[i] = value_of(&(probe_scalar){0}, &tensors[i]);
        } else if (p->values[i].kind == PROMCAST_VALUE_SCALAR) {
            values[i] = value_of(&p->values[i].scalar, NULL);
        }
    }
    promcast_arguments arguments = {count, count ? values : NULL, p->axis_kind, p->axis};
    int views = p->op == PROMCAST_OP_BROADCAST_ARRAYS;
    int32_t capacity = views ? count : 1, result_count = -1;
    DLManagedTensor *results[PROBE_MAX_VALUES] = {NULL};
    int32_t status = adapter->array_function(adapter->state, call, p->op, &arguments, capacity,
                                             results, &result_count);
    if (status != PROMCAST_STATUS_OK) add_status(out, status);
    else if (result_count != capacity)
        text_add(out, "%d results for %d", (int)result_count, (int)capacity);
    else if (views && count == 0) text_add(out, "no views");
    for (int32_t i = 0; i < capacity; i++) {
        if (status == PROMCAST_STATUS_OK && result_count == capacity) {
            text_add(out, i ? "; " : "");
            if (results[i] == NULL) text_add(out, "no tensor");
            else add_tensor(out, &results[i]->dl_tensor, views);
        }
        if (results[i] != NULL && results[i]->deleter != NULL) results[i]->deleter(results[i]);
    }
}

void probe_run(const promcast_adapter *adapter, const probe *p, char *text, size_t size) {
    text_buffer out = {text, size, 0};
    text[0] = '\0';
    char message[320] = "";
    promcast_call call = {
        .default_float =
            abi_dl_dtype(p->default_float == PC_BOOL ? PC_FLOAT32 : p->default_float),
        .message = message,
        .message_size = sizeof message,
    };
    void *state = adapter->state;
    promcast_shape_result shape;
    DLDataType dtype;
    int32_t allowed = 0, status;
    DLManagedTensor *result = NULL;
    probe_storage a_storage, b_storage;
    DLTensor a = tensor_of(&p->a, &a_storage), b = tensor_of(&p->b, &b_storage);
    switch (p->op) {
    case PROMCAST_OP_BROADCAST_SHAPES: {
        promcast_shape shapes[3];
        for (int32_t i = 0; i < p->count && i < 3; i++) shapes[i] = shape_of(&p->shapes[i]);
        status = adapter->broadcast_shapes(state, &call, p->count, shapes, &shape);
        add_shape_result(&out, status, &shape);
        break;
    }
    case PROMCAST_OP_XLA_BROADCAST:
        status = adapter->xla_broadcast(state, &call, shape_of(&p->shapes[0]),
                                        shape_of(&p->shapes[1]), p->dims_count, p->dims, &shape);
        add_shape_result(&out, status, &shape);
        break;
    case PROMCAST_OP_INPLACE_BROADCAST:
    case PROMCAST_OP_CAN_CAST:
        status = p->op == PROMCAST_OP_CAN_CAST
                     ? adapter->can_cast(state, &call, abi_dl_dtype(p->dtypes[0]),
                                         abi_dl_dtype(p->dtypes[1]), &allowed)
                     : adapter->inplace_broadcast(state, &call, shape_of(&p->shapes[0]),
                                                  shape_of(&p->shapes[1]), &allowed);
        if (status == PROMCAST_STATUS_OK) text_add(&out, allowed ? "true" : "false");
        else add_status(&out, status);
        break;
    case PROMCAST_OP_PROMOTE_TYPES:
    case PROMCAST_OP_RESULT_TYPE: {
        promcast_operand operands[3];
        for (int32_t i = 0; i < p->operand_count && i < 3; i++)
            operands[i] = operand_of(&p->operands[i]);
        status = p->op == PROMCAST_OP_PROMOTE_TYPES
                     ? adapter->promote_types(state, &call, abi_dl_dtype(p->dtypes[0]),
                                              abi_dl_dtype(p->dtypes[1]), &dtype)
                     : adapter->result_type(state, &call, p->operand_count, operands, &dtype);
        pc_dtype named;
        if (status != PROMCAST_STATUS_OK) add_status(&out, status);
        else if (adapter_dtype_from_dl(NULL, dtype, "result", &named) == PROMCAST_STATUS_OK)
            text_add(&out, "%s", pc_dtype_name(named));
        else text_add(&out, "dtype code %u bits %u", (unsigned)dtype.code, (unsigned)dtype.bits);
        break;
    }
    case PROMCAST_OP_BROADCAST_TO:
        status = adapter->broadcast_to(state, &call, &a, shape_of(&p->shapes[0]), &result);
        add_result(&out, status, result, 1);
        break;
    case PROMCAST_OP_SUM_TO_SHAPE:
        status = adapter->sum_to_shape(state, &call, &a, shape_of(&p->shapes[0]), &result);
        add_result(&out, status, result, 0);
        break;
    case PROMCAST_OP_WHERE:
    case PROMCAST_OP_CLIP:
    case PROMCAST_OP_MATMUL:
    case PROMCAST_OP_VECDOT:
    case PROMCAST_OP_CONCAT:
    case PROMCAST_OP_STACK:
    case PROMCAST_OP_BROADCAST_ARRAYS:
        if (!promcast_adapter_has_function(adapter, p->op)) text_add(&out, "no array_function");
        else run_function(adapter, &call, p, &out);
        break;
    default: {
        promcast_value a_value = value_of(&p->a_scalar, &a), b_value = value_of(&p->b_scalar, &b);
        if (p->op & PROMCAST_OP_INPLACE) {
            status = adapter->elementwise_inplace(state, &call, p->op & ~PROMCAST_OP_INPLACE, &a,
                                                  &b_value);
            if (status == PROMCAST_STATUS_OK) add_tensor(&out, &a, 0);
            else add_status(&out, status);
        } else {
            status = adapter->elementwise(state, &call, p->op, &a_value, &b_value, &result);
            add_result(&out, status, result, 0);
        }
        break;
    }
    }
}

int probe_check(tap_run *run, const promcast_adapter *adapter,
                const probe_expectation *expectation, int prefix_only) {
    char answer[512];
    probe_run(adapter, &expectation->input, answer, sizeof answer);
    size_t length = prefix_only ? strlen(expectation->answer) : sizeof answer;
    int passed = tap_ok(run, strncmp(answer, expectation->answer, length) == 0, "%s",
                        expectation->name);
    if (!passed) tap_diag(run, "  got: %s  expected: %s", answer, expectation->answer);
    return passed;
}

int probe_load_oracle(tap_run *run, int argc, char **argv, const char *usage,
                      loaded_adapter *oracle) {
    char error[512] = "no adapter directory given";
    int loaded = argc >= 2 &&
                 adapter_load(argv[1], "promcast_adapter_oracle", oracle, error, sizeof error) &&
                 oracle->table != NULL;
    if (!tap_ok(run, loaded, "the oracle adapter loads"))
        tap_diag(run, "  %s (usage: %s)", error, usage);
    return loaded;
}

int probe_dtypes_exactly(const DLDataType *list, int32_t count, const DLDataType *expected,
                         size_t expected_count) {
    if (count < 0 || (size_t)count != expected_count) return 0;
    for (size_t i = 0; i < expected_count; i++) {
        int found = 0;
        for (int32_t j = 0; j < count && !found; j++)
            found = list[j].code == expected[i].code && list[j].bits == expected[i].bits &&
                    list[j].lanes == expected[i].lanes;
        if (!found) return 0;
    }
    return 1;
}
