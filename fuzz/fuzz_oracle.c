/*
** fuzz_oracle.c: libFuzzer harness for the oracle's functions.
**
** The input drives a small byte reader: shapes (small dimensions, and now
** and then huge ones to reach the overflow checks), dtypes (including values
** outside the enumeration), broadcast_dimensions, result_type operands, and
** element-wise ops over arrays whose bytes come from the input (every bit
** pattern, NaNs and subnormals included). Any crash or sanitizer report is a
** finding; the oracle's answers themselves are checked by the tests.
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "promcast/promcast.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct byte_reader {
    const uint8_t *data;
    size_t size;
    size_t position;
} byte_reader;

static uint8_t next_byte(byte_reader *reader) {
    return reader->position < reader->size ? reader->data[reader->position++] : 0;
}

static int64_t next_dimension(byte_reader *reader) {
    uint8_t byte = next_byte(reader);
    if (byte < 240) return byte % 5;
    uint64_t bits = 0;
    for (int i = 0; i < 8; i++) bits = (bits << 8) | next_byte(reader);
    int64_t value;
    memcpy(&value, &bits, sizeof value);
    return value;  /* may be negative: validation must refuse it */
}

static pc_shape next_shape(byte_reader *reader, int max_rank) {
    pc_shape shape;
    shape.rank = next_byte(reader) % (max_rank + 1);
    for (int i = 0; i < shape.rank; i++) shape.dims[i] = next_dimension(reader);
    return shape;
}

static pc_dtype next_dtype(byte_reader *reader) {
    return (pc_dtype)((int)(next_byte(reader) % (PC_DTYPE_COUNT + 2)) - 1);
}

static void fuzz_shapes(byte_reader *reader) {
    pc_shape shapes[4], out;
    pc_error err;
    int count = 1 + next_byte(reader) % 4;
    for (int i = 0; i < count; i++) shapes[i] = next_shape(reader, 8);
    pc_broadcast_shapes(shapes, count, &out, &err);
    pc_inplace_broadcast(&shapes[0], &shapes[count - 1], &err);
    int64_t dims[8];
    int dims_count = next_byte(reader) % 9;
    for (int i = 0; i < dims_count; i++) dims[i] = (int8_t)next_byte(reader) % 10;
    pc_xla_broadcast(&shapes[0], &shapes[count - 1], dims, dims_count, &out, &err);
}

static void fuzz_promotion(byte_reader *reader, const pc_profile *profile) {
    pc_error err;
    pc_dtype result;
    int allowed;
    pc_promote_types(profile, next_dtype(reader), next_dtype(reader), &result, &err);
    pc_can_cast(profile, next_dtype(reader), next_dtype(reader), &allowed, &err);
    pc_operand operands[5];
    int count = next_byte(reader) % 6;
    for (int i = 0; i < count; i++) {
        memset(&operands[i], 0, sizeof operands[i]);
        operands[i].category = (pc_operand_category)(next_byte(reader) % 4);
        operands[i].dtype = next_dtype(reader);
        operands[i].scalar_kind = (pc_scalar_kind)(next_byte(reader) % 5);
    }
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    if (next_byte(reader) & 1) options.default_float = next_dtype(reader);
    pc_result_type(profile, &options, operands, count, &result, &err);
}

/* Fills an array of at most 64 elements with input bytes. */
static int next_array(byte_reader *reader, pc_array *array, void *storage,
                      size_t capacity) {
    pc_shape shape = next_shape(reader, 3);
    pc_dtype dtype = (pc_dtype)(next_byte(reader) % PC_DTYPE_COUNT);
    int64_t count;
    pc_error err;
    if (pc_shape_validate(&shape, 0, &err) != PC_OK ||
        pc_shape_element_count(&shape, &count, &err) != PC_OK ||
        (size_t)count * pc_dtype_size(dtype) > capacity)
        return 0;
    uint8_t *bytes = storage;
    for (size_t i = 0; i < (size_t)count * pc_dtype_size(dtype); i++)
        bytes[i] = next_byte(reader);
    /* Only 0 and 1 are bool values; the oracle may assume it. */
    if (dtype == PC_BOOL)
        for (int64_t i = 0; i < count; i++) bytes[i] &= 1;
    pc_array_init_contiguous(array, dtype, &shape, storage);
    return 1;
}

static void fuzz_values(byte_reader *reader, const pc_profile *profile) {
    enum { CAPACITY = 64 * 16 };
    _Alignas(16) uint8_t a_storage[CAPACITY];
    _Alignas(16) uint8_t b_storage[CAPACITY];
    _Alignas(16) uint8_t out_storage[CAPACITY * 4];
    pc_array a, b;
    if (!next_array(reader, &a, a_storage, CAPACITY) ||
        !next_array(reader, &b, b_storage, CAPACITY))
        return;
    pc_binary_op op = (pc_binary_op)(next_byte(reader) % PC_BINARY_OP_COUNT);
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    pc_binary_plan plan;
    pc_error err;
    if (pc_binary_plan_make(profile, &options, op, a.dtype, &a.shape, b.dtype,
                            &b.shape, &plan, &err) == PC_OK) {
        int64_t count;
        if (pc_shape_element_count(&plan.shape, &count, &err) == PC_OK &&
            (size_t)count * pc_dtype_size(plan.result_dtype) <= sizeof out_storage) {
            pc_array out;
            pc_array_init_contiguous(&out, plan.result_dtype, &plan.shape, out_storage);
            pc_binary_compute(profile, &options, op, &a, &b, &out, &err);
        }
    }
    pc_binary_compute_inplace(profile, &options, op, &a, &b, &err);
    pc_shape target = next_shape(reader, 4);
    pc_array view;
    pc_broadcast_to(&b, &target, &view, &err);
    pc_array reduced;
    pc_array_init_contiguous(&reduced, a.dtype, &target, out_storage);
    int64_t target_count;
    if (pc_shape_validate(&target, 0, &err) == PC_OK &&
        pc_shape_element_count(&target, &target_count, &err) == PC_OK &&
        (size_t)target_count * pc_dtype_size(a.dtype) <= sizeof out_storage)
        pc_sum_to_shape(&a, &reduced, &err);
}

/* A function of several arrays (promcast/functions.h) on up to three
** operands, each an array, a Python scalar or None, with any axis: the
** plan, then the values when the result fits; broadcast_arrays' views. */
static void fuzz_functions(byte_reader *reader, const pc_profile *profile) {
    enum { CAPACITY = 64 * 16, OPERANDS = 3 };
    _Alignas(16) uint8_t storage[OPERANDS][CAPACITY];
    _Alignas(16) uint8_t out_storage[CAPACITY * 4];
    pc_array arrays[OPERANDS], views[OPERANDS];
    pc_operand scalars[OPERANDS];
    pc_binary_operand operands[OPERANDS];
    pc_function function = (pc_function)(next_byte(reader) % PC_FUNCTION_COUNT);
    int count = next_byte(reader) % (OPERANDS + 1), all_arrays = 1;
    for (int i = 0; i < count; i++) {
        operands[i].array = NULL;
        operands[i].scalar = NULL;
        switch (next_byte(reader) % 4) {
        case 0:
            memset(&scalars[i], 0, sizeof scalars[i]);
            scalars[i].category = PC_OPERAND_SCALAR;
            scalars[i].scalar_kind = (pc_scalar_kind)(next_byte(reader) % 4);
            scalars[i].has_value = 1;
            scalars[i].value.magnitude = next_byte(reader);
            scalars[i].value.negative = next_byte(reader) & 1;
            scalars[i].value.real = (double)(int8_t)next_byte(reader);
            operands[i].scalar = &scalars[i];
            all_arrays = 0;
            break;
        case 1:
            all_arrays = 0;  /* None */
            break;
        default:
            if (!next_array(reader, &arrays[i], storage[i], CAPACITY)) return;
            operands[i].array = &arrays[i];
        }
    }
    pc_function_call call = {function, count, operands,
                             {(pc_axis_kind)(next_byte(reader) % 3),
                              (int64_t)(int8_t)next_byte(reader)}};
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    pc_function_plan plan;
    pc_error err;
    if (function == PC_FUNCTION_BROADCAST_ARRAYS) {
        if (all_arrays) pc_broadcast_arrays(arrays, count, views, &err);
        return;
    }
    if (pc_function_plan_make(profile, &options, &call, &plan, &err) != PC_OK) return;
    int64_t elements;
    if (pc_shape_element_count(&plan.shape, &elements, &err) == PC_OK &&
        (size_t)elements * pc_dtype_size(plan.result_dtype) <= sizeof out_storage) {
        pc_array out;
        pc_array_init_contiguous(&out, plan.result_dtype, &plan.shape, out_storage);
        pc_function_compute(profile, &options, &call, &out, &err);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    byte_reader reader = {data, size, 0};
    const pc_profile *profile = pc_profile_at(next_byte(&reader) % 1);
    fuzz_shapes(&reader);
    fuzz_promotion(&reader, profile);
    fuzz_values(&reader, profile);
    fuzz_functions(&reader, profile);
    return 0;
}
