/*
** case.c: small operations on the case model (case.h).
*/
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case.h"

static const char *const case_op_names[CASE_OP_COUNT] = {
    [CASE_BROADCAST_SHAPES] = "broadcast_shapes",
    [CASE_BROADCAST_TO] = "broadcast_to",
    [CASE_INPLACE_BROADCAST] = "inplace_broadcast",
    [CASE_XLA_BROADCAST] = "xla_broadcast",
    [CASE_PROMOTE_TYPES] = "promote_types",
    [CASE_RESULT_TYPE] = "result_type",
    [CASE_CAN_CAST] = "can_cast",
    [CASE_BINARY] = "binary",
    [CASE_BINARY_INPLACE] = "binary_inplace",
    [CASE_SUM_TO_SHAPE] = "sum_to_shape",
    [CASE_WHERE] = "where",
    [CASE_CLIP] = "clip",
    [CASE_MATMUL] = "matmul",
    [CASE_VECDOT] = "vecdot",
    [CASE_CONCAT] = "concat",
    [CASE_STACK] = "stack",
    [CASE_BROADCAST_ARRAYS] = "broadcast_arrays",
};

/* The case format's function ops are the oracle's functions, in the same
** order and under the same names (promcast/functions.h). */
_Static_assert(CASE_BROADCAST_ARRAYS - CASE_WHERE + 1 == PC_FUNCTION_COUNT,
               "one case op per function of several arrays");

pc_axis case_axis(const promcast_case *test_case) {
    pc_axis axis = {test_case->axis_kind, test_case->axis_value};
    return axis;
}

int case_op_is_function(case_op op) {
    return op >= CASE_WHERE && op <= CASE_BROADCAST_ARRAYS;
}

pc_function case_op_function(case_op op) {
    assert(case_op_is_function(op));
    return (pc_function)(op - CASE_WHERE);
}

/* The in-place names are built once per op from a fixed table, so the
** pointers returned are static strings. */
static const char *const inplace_names[PC_BINARY_OP_COUNT] = {
    [PC_OP_ADD] = "add_inplace",
    [PC_OP_SUBTRACT] = "subtract_inplace",
    [PC_OP_MULTIPLY] = "multiply_inplace",
    [PC_OP_DIVIDE] = "divide_inplace",
    [PC_OP_MAXIMUM] = "maximum_inplace",
    [PC_OP_EQUAL] = "equal_inplace",
    [PC_OP_LESS] = "less_inplace",
    [PC_OP_BITWISE_AND] = "bitwise_and_inplace",
    [PC_OP_NOT_EQUAL] = "not_equal_inplace",
    [PC_OP_LESS_EQUAL] = "less_equal_inplace",
    [PC_OP_GREATER] = "greater_inplace",
    [PC_OP_GREATER_EQUAL] = "greater_equal_inplace",
    [PC_OP_MINIMUM] = "minimum_inplace",
    [PC_OP_BITWISE_OR] = "bitwise_or_inplace",
    [PC_OP_BITWISE_XOR] = "bitwise_xor_inplace",
    [PC_OP_FLOOR_DIVIDE] = "floor_divide_inplace",
    [PC_OP_REMAINDER] = "remainder_inplace",
    [PC_OP_COPYSIGN] = "copysign_inplace",
    [PC_OP_NEXTAFTER] = "nextafter_inplace",
    [PC_OP_BITWISE_LEFT_SHIFT] = "bitwise_left_shift_inplace",
    [PC_OP_BITWISE_RIGHT_SHIFT] = "bitwise_right_shift_inplace",
    [PC_OP_LOGICAL_AND] = "logical_and_inplace",
    [PC_OP_LOGICAL_OR] = "logical_or_inplace",
    [PC_OP_LOGICAL_XOR] = "logical_xor_inplace",
    [PC_OP_POW] = "pow_inplace",
    [PC_OP_ATAN2] = "atan2_inplace",
    [PC_OP_HYPOT] = "hypot_inplace",
    [PC_OP_LOGADDEXP] = "logaddexp_inplace",
};

int case_input_is_scalar(const promcast_case *test_case, int i) {
    assert(i == 0 || i == 1);
    return (test_case->op == CASE_BINARY || test_case->op == CASE_BINARY_INPLACE) &&
           test_case->operand_count == 2 && test_case->operands[i].category == PC_OPERAND_SCALAR;
}

const char *case_op_name(const promcast_case *test_case) {
    if (test_case->op == CASE_BINARY) return pc_binary_op_name(test_case->binary_op);
    if (test_case->op == CASE_BINARY_INPLACE) return inplace_names[test_case->binary_op];
    return case_op_names[test_case->op];
}

int case_op_key(const promcast_case *test_case) {
    int op = (int)test_case->op, b = (int)test_case->binary_op;
    assert(op >= 0 && op < CASE_OP_COUNT && b >= 0 && b < PC_BINARY_OP_COUNT);
    if (op < CASE_BINARY) return op;
    if (op == CASE_BINARY) return CASE_BINARY + b;
    if (op == CASE_BINARY_INPLACE) return CASE_BINARY + PC_BINARY_OP_COUNT + b;
    return op - 2 + 2 * PC_BINARY_OP_COUNT;
}

const char *case_op_key_name(int key) {
    assert(key >= 0 && key < CASE_OP_KEY_COUNT);
    if (key < CASE_BINARY) return case_op_names[key];
    key -= CASE_BINARY;
    if (key < PC_BINARY_OP_COUNT) return pc_binary_op_name((pc_binary_op)key);
    key -= PC_BINARY_OP_COUNT;
    if (key < PC_BINARY_OP_COUNT) return inplace_names[key];
    return case_op_names[key - PC_BINARY_OP_COUNT + CASE_BINARY_INPLACE + 1];
}

/* Calls `visit` with every op name of the case format, in the format's
** order; stops when it returns nonzero, and returns that. */
static int each_op_name(int (*visit)(void *context, const char *name), void *context) {
    for (int op = 0; op < CASE_OP_COUNT; op++) {
        int stop = 0;
        if (op == CASE_BINARY) {
            for (int b = 0; b < PC_BINARY_OP_COUNT && !stop; b++)
                stop = visit(context, pc_binary_op_name((pc_binary_op)b));
        } else if (op == CASE_BINARY_INPLACE) {
            for (int b = 0; b < PC_BINARY_OP_COUNT && !stop; b++)
                stop = visit(context, inplace_names[b]);
        } else {
            stop = visit(context, case_op_names[op]);
        }
        if (stop) return stop;
    }
    return 0;
}

int case_op_parse(const char *name, case_op *op, pc_binary_op *binary_op) {
    for (int b = 0; b < PC_BINARY_OP_COUNT; b++) {
        if (strcmp(name, pc_binary_op_name((pc_binary_op)b)) == 0 ||
            strcmp(name, inplace_names[b]) == 0) {
            *op = strcmp(name, inplace_names[b]) == 0 ? CASE_BINARY_INPLACE : CASE_BINARY;
            *binary_op = (pc_binary_op)b;
            return 1;
        }
    }
    for (int o = 0; o < CASE_OP_COUNT; o++) {
        if (o != CASE_BINARY && o != CASE_BINARY_INPLACE && strcmp(name, case_op_names[o]) == 0) {
            *op = (case_op)o;
            *binary_op = PC_OP_ADD;
            return 1;
        }
    }
    return 0;
}

int case_op_name_known(const char *name) {
    case_op op;
    pc_binary_op binary_op;
    return case_op_parse(name, &op, &binary_op);
}

typedef struct name_list {
    char *buffer;
    size_t size, used;
} name_list;

static int append_name(void *context, const char *name) {
    name_list *list = context;
    int written = snprintf(list->buffer + list->used, list->size - list->used, "%s%s",
                           list->used ? ", " : "", name);
    if (written < 0 || (size_t)written >= list->size - list->used) return 1;
    list->used += (size_t)written;
    return 0;
}

void case_op_names_list(char *buffer, size_t size) {
    if (size == 0) return;
    buffer[0] = '\0';
    name_list list = {buffer, size, 0};
    each_op_name(append_name, &list);
}

void case_shape_expand(case_shape shape, pc_shape *out) {
    out->rank = shape.rank;
    if (shape.rank > 0) memcpy(out->dims, shape.dims, (size_t)shape.rank * sizeof(int64_t));
}

size_t case_shape_format(case_shape shape, char *buffer, size_t size) {
    pc_shape expanded;
    case_shape_expand(shape, &expanded);
    return pc_shape_format(&expanded, buffer, size);
}

void case_answer_init(case_answer *answer) {
    memset(answer, 0, sizeof *answer);
}

void case_answer_free(case_answer *answer) {
    free(answer->buffer);
    free(answer->arrays);
    free(answer->layout);
    memset(answer, 0, sizeof *answer);
}

int case_element_bytes(int64_t count, pc_dtype dtype, size_t *bytes) {
    assert(count >= 0);
    size_t size = pc_dtype_size(dtype);
    if ((uint64_t)count > SIZE_MAX / size) return 0;
    *bytes = (size_t)count * size;
    return 1;
}

size_t case_answer_capacity(size_t capacity, size_t size) {
    if (capacity == 0) capacity = 256;
    while (capacity < size) capacity = capacity > SIZE_MAX / 2 ? size : capacity * 2;
    return capacity;
}

int case_answer_reserve(case_answer *answer, size_t size) {
    if (size <= answer->buffer_size) return 1;
    size_t capacity = case_answer_capacity(answer->buffer_size, size);
    void *buffer = realloc(answer->buffer, capacity);
    if (!buffer) return 0;
    answer->buffer = buffer;
    answer->buffer_size = capacity;
    return 1;
}

void case_answer_set_array(case_answer *answer, pc_dtype dtype, int rank,
                           const int64_t *dims, int64_t count) {
    case_outcome *outcome = &answer->outcome;
    outcome->kind = OUTCOME_ARRAY;
    outcome->array.dtype = dtype;
    if (rank > 0) memcpy(answer->dims, dims, (size_t)rank * sizeof(int64_t));
    outcome->array.shape.rank = rank;
    outcome->array.shape.dims = answer->dims;
    outcome->array.strides = NULL;
    outcome->array.element_count = count;
    outcome->array.data = answer->buffer;
}

int case_answer_set_arrays(case_answer *answer, int count, const pc_dtype *dtypes,
                           const int *ranks, const int64_t *element_counts) {
    size_t layout = 0, bytes = 0;
    for (int i = 0; i < count; i++) {
        layout += 2 * (size_t)ranks[i];
        size_t size;
        /* Each array's data starts aligned for any element type; views
        ** whose bytes do not fit size_t cannot be held. */
        if (!case_element_bytes(element_counts[i], dtypes[i], &size) || size > SIZE_MAX - 15 ||
            bytes > SIZE_MAX - ((size + 15) & ~(size_t)15))
            return 0;
        bytes += (size + 15) & ~(size_t)15;
    }
    if (count > answer->arrays_capacity) {
        case_array *arrays = realloc(answer->arrays, (size_t)count * sizeof *arrays);
        if (!arrays) return 0;
        answer->arrays = arrays;
        answer->arrays_capacity = count;
    }
    /* Never NULL, so a 0-d view's strides (none) are still given. */
    if (layout == 0) layout = 1;
    if (layout > answer->layout_capacity) {
        int64_t *grown = realloc(answer->layout, layout * sizeof *grown);
        if (!grown) return 0;
        answer->layout = grown;
        answer->layout_capacity = layout;
    }
    if (!case_answer_reserve(answer, bytes ? bytes : 1)) return 0;
    size_t at = 0, data = 0;
    for (int i = 0; i < count; i++) {
        case_array *array = &answer->arrays[i];
        memset(array, 0, sizeof *array);
        array->dtype = dtypes[i];
        array->shape.rank = ranks[i];
        array->shape.dims = answer->layout + at;
        array->strides = answer->layout + at + ranks[i];
        at += 2 * (size_t)ranks[i];
        array->element_count = element_counts[i];
        array->data = (unsigned char *)answer->buffer + data;
        data += ((size_t)element_counts[i] * pc_dtype_size(dtypes[i]) + 15) & ~(size_t)15;
    }
    memset(&answer->outcome, 0, sizeof answer->outcome);
    answer->outcome.kind = OUTCOME_ARRAYS;
    answer->outcome.array_count = count;
    answer->outcome.arrays = answer->arrays;
    return 1;
}

int64_t *case_answer_layout(case_answer *answer, int i) {
    return answer->layout + (answer->arrays[i].shape.dims - answer->layout);
}

void case_copy_strided(const void *source, size_t element_size, int rank,
                       const int64_t *dims, const int64_t *strides, int64_t count,
                       void *destination) {
    int64_t index[PC_MAX_RANK] = {0};
    unsigned char *out = destination;
    const unsigned char *base = source;
    for (int64_t n = 0; n < count; n++) {
        int64_t offset = 0;
        for (int d = 0; d < rank; d++) offset += index[d] * strides[d];
        memcpy(out + (size_t)n * element_size, base + (size_t)offset * element_size, element_size);
        for (int d = rank - 1; d >= 0; d--) {
            if (++index[d] < dims[d]) break;
            index[d] = 0;
        }
    }
}
