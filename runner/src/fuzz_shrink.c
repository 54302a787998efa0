/*
** fuzz_shrink.c: a case's simpler neighbours (fuzz_shrink.h).
*/
#include "fuzz_shrink.h"

#include <math.h>
#include <string.h>

#include "fuzz_generate.h"
#include "fuzz_open.h"

/* The candidates being written: the list, its room, and where new storage
** goes. `failed` is set when the arena runs out. `moderate`: the case's
** values must stay moderate (fuzz_open.h), so 1 (1+1j complex) is the
** simplest value, not 0. */
typedef struct shrinking {
    const promcast_case *from;
    case_arena *arena;
    promcast_case *list;
    int count, capacity;
    int failed;
    int moderate;
} shrinking;

static void *allocate(shrinking *s, size_t size) {
    void *memory = case_arena_allocate(s->arena, size ? size : 1);
    if (!memory) s->failed = 1;
    return memory;
}

/* A new candidate, a copy of the case, or NULL when the list is full. */
static promcast_case *candidate(shrinking *s) {
    if (s->count == s->capacity || s->failed) return NULL;
    promcast_case *c = &s->list[s->count];
    *c = *s->from;
    memset(&c->expect, 0, sizeof c->expect);
    return c;
}

/* An element-wise case with a scalar operand lists both operands
** (case.h): the array's category follows its rank, which a shrink may
** have changed. */
static int refresh_operands(shrinking *s, promcast_case *c) {
    if ((c->op != CASE_BINARY && c->op != CASE_BINARY_INPLACE) || c->operand_count != 2) return 1;
    pc_operand *operands = allocate(s, 2 * sizeof *operands);
    if (!operands) return 0;
    memcpy(operands, c->operands, 2 * sizeof *operands);
    for (int i = 0; i < 2; i++)
        if (operands[i].category != PC_OPERAND_SCALAR) {
            operands[i].category = c->arrays[i].shape.rank ? PC_OPERAND_DIMENSIONED : PC_OPERAND_ZERO_DIM;
            operands[i].dtype = c->arrays[i].dtype;
        }
    c->operands = operands;
    return 1;
}

/* Keeps the candidate unless the rules leave its outcome open
** (fuzz_open.h): a shrink must not walk out of what the fuzzer draws. */
static void keep(shrinking *s, promcast_case *c) {
    if (!s->failed && refresh_operands(s, c) && !fuzz_case_open(c)) s->count++;
}

/* The value of simplicity `level` (0 simplest, then 1) of an element of
** `dtype`, written to `out`: 0 and 1, or the moderate 1 (1+1j) at both. */
static void simple_value(const shrinking *s, pc_dtype dtype, int level, void *out) {
    double pair[2] = {s->moderate ? 1.0 : (double)level, s->moderate ? 1.0 : 0.0};
    pc_cast_element(PC_COMPLEX128, pair, dtype, out);
}

/* ---- the arrays of a case ---- */

enum { MAX_SLOTS = FUZZ_MAX_LIST + 3 };

/* The array operands of a case, as pointers into the candidate `c`
** (whose inputs, for a function, are a fresh copy to change). */
static int array_slots(shrinking *s, promcast_case *c, case_array **slots) {
    int count = 0;
    if (case_op_is_function(c->op)) {
        case_input *inputs = allocate(s, (size_t)c->input_count * sizeof *inputs);
        if (!inputs) return 0;
        memcpy(inputs, c->inputs, (size_t)c->input_count * sizeof *inputs);
        c->inputs = inputs;
        for (int i = 0; i < c->input_count && count < MAX_SLOTS; i++)
            if (inputs[i].kind == CASE_INPUT_ARRAY) slots[count++] = &inputs[i].array;
        return count;
    }
    for (int i = 0; i < c->array_count && i < 2; i++)
        if (!case_input_is_scalar(c, i) && c->arrays[i].dtype != PC_DTYPE_NONE)
            slots[count++] = &c->arrays[i];
    return count;
}

/* The array with dimension `dim` cut to `size` (the first `size`
** indices kept) or, when `remove`, dropped (index 0 kept); elements with
** no source (a dimension of 0 removed) are the simplest value. */
static void reshape(shrinking *s, const case_array *from, int dim, int64_t size, int remove,
                    case_array *to) {
    int rank = from->shape.rank - (remove ? 1 : 0);
    int64_t *dims = allocate(s, (size_t)rank * sizeof *dims);
    if (!dims) return;
    int64_t old_strides[PC_MAX_RANK], stride = 1;
    for (int i = from->shape.rank - 1; i >= 0; i--) {
        old_strides[i] = stride;
        stride *= from->shape.dims[i];
    }
    for (int i = 0, j = 0; i < from->shape.rank; i++) {
        if (i == dim && remove) continue;
        dims[j++] = i == dim ? size : from->shape.dims[i];
    }
    int64_t count = 1;
    for (int i = 0; i < rank; i++) count *= dims[i];
    size_t element = pc_dtype_size(from->dtype);
    unsigned char *data = allocate(s, (size_t)count * element);
    if (!data) return;
    for (int64_t n = 0; n < count; n++) {
        /* The new element's index, read back into the old array: the
        ** removed dimension at 0. */
        int64_t rest = n, offset = 0;
        int available = 1;
        for (int i = from->shape.rank - 1, j = rank - 1; i >= 0; i--) {
            int64_t index = 0;
            if (!(i == dim && remove)) {
                index = rest % dims[j];
                rest /= dims[j--];
            }
            if (index >= from->shape.dims[i]) available = 0;
            offset += index * old_strides[i];
        }
        if (available) memcpy(data + (size_t)n * element,
                              (const unsigned char *)from->data + (size_t)offset * element, element);
        else simple_value(s, from->dtype, 0, data + (size_t)n * element);
    }
    *to = *from;
    to->shape.rank = rank;
    to->shape.dims = dims;
    to->strides = NULL;
    to->element_count = count;
    to->data = data;
}

/* An element's value: 0 is simplest, then 1, then anything else; in a
** moderate case the moderate 1, then anything else. */
static int element_level(const shrinking *s, pc_dtype dtype, const unsigned char *element) {
    size_t size = pc_dtype_size(dtype);
    unsigned char simplest[16], next[16];
    simple_value(s, dtype, 0, simplest);
    simple_value(s, dtype, 1, next);
    if (memcmp(element, simplest, size) == 0) return 0;
    if (s->moderate) return 1;
    return memcmp(element, next, size) == 0 ? 1 : 2;
}

/* The candidates that change one array's values: all 0, all the first
** element's value, then one element at a time 0 or 1. */
static void simpler_values(shrinking *s, int slot) {
    promcast_case probe = *s->from;
    case_array *slots[MAX_SLOTS];
    if (array_slots(s, &probe, slots) <= slot) return;
    const case_array *array = slots[slot];
    size_t size = pc_dtype_size(array->dtype);
    const unsigned char *data = array->data;
    int64_t nonzero = 0, unequal = 0;
    for (int64_t i = 0; i < array->element_count; i++) {
        nonzero += element_level(s, array->dtype, data + (size_t)i * size) != 0;
        unequal += memcmp(data + (size_t)i * size, data, size) != 0;
    }
    for (int way = 0; way < 2; way++) {
        if ((way == 0 && (nonzero == 0 || array->element_count == 1)) || (way == 1 && unequal == 0))
            continue;
        promcast_case *c = candidate(s);
        if (!c || array_slots(s, c, slots) <= slot) return;
        unsigned char *copy = allocate(s, (size_t)array->element_count * size);
        if (!copy) return;
        for (int64_t i = 0; i < array->element_count; i++)
            if (way == 0) simple_value(s, array->dtype, 0, copy + (size_t)i * size);
            else memcpy(copy + (size_t)i * size, data, size);
        slots[slot]->data = copy;
        keep(s, c);
    }
    for (int64_t i = 0; i < array->element_count && i < FUZZ_MAX_ELEMENTS; i++) {
        int level = element_level(s, array->dtype, data + (size_t)i * size);
        for (int target = 0; target < level && target < 2; target++) {
            promcast_case *c = candidate(s);
            if (!c || array_slots(s, c, slots) <= slot) return;
            unsigned char *copy = allocate(s, (size_t)array->element_count * size);
            if (!copy) return;
            memcpy(copy, data, (size_t)array->element_count * size);
            simple_value(s, array->dtype, target, copy + (size_t)i * size);
            slots[slot]->data = copy;
            keep(s, c);
        }
    }
}

/* The candidates that change one array's shape: each dimension removed,
** then cut to 1, to half, to one less. */
static void simpler_shapes(shrinking *s, int slot) {
    promcast_case probe = *s->from;
    case_array *slots[MAX_SLOTS];
    if (array_slots(s, &probe, slots) <= slot) return;
    const case_array *array = slots[slot];
    for (int dim = 0; dim < array->shape.rank; dim++) {
        promcast_case *c = candidate(s);
        if (!c || array_slots(s, c, slots) <= slot) return;
        reshape(s, array, dim, 0, 1, slots[slot]);
        keep(s, c);
    }
    for (int dim = 0; dim < array->shape.rank; dim++) {
        int64_t size = array->shape.dims[dim], sizes[3] = {1, size / 2, size - 1};
        for (int k = 0; k < 3; k++) {
            if (sizes[k] < 1 || sizes[k] >= size || (k > 0 && sizes[k] == sizes[k - 1]) ||
                (k == 2 && sizes[2] == sizes[0]))
                continue;
            promcast_case *c = candidate(s);
            if (!c || array_slots(s, c, slots) <= slot) return;
            reshape(s, array, dim, sizes[k], 0, slots[slot]);
            keep(s, c);
        }
    }
}

/* The candidates that change every array's shape at once, aligned from
** the right as broadcasting aligns them: the k-th dimension from the end
** removed from each array that has one, then cut to 1, to half, to one
** less where it is larger. Operands that must broadcast together (a
** destination and its source) shrink only this way. */
static void simpler_joint_shapes(shrinking *s, int slot_count) {
    promcast_case probe = *s->from;
    case_array *slots[MAX_SLOTS];
    if (array_slots(s, &probe, slots) < slot_count || slot_count < 2) return;
    int max_rank = 0;
    for (int i = 0; i < slot_count; i++)
        if (slots[i]->shape.rank > max_rank) max_rank = slots[i]->shape.rank;
    for (int mode = 0; mode < 4; mode++)
        for (int k = 1; k <= max_rank; k++) {
            promcast_case *c = candidate(s);
            case_array *targets[MAX_SLOTS];
            if (!c || array_slots(s, c, targets) < slot_count) return;
            int changed = 0;
            for (int i = 0; i < slot_count; i++) {
                const case_array *array = slots[i];
                int dim = array->shape.rank - k;
                if (dim < 0) continue;
                int64_t size = array->shape.dims[dim];
                int64_t to = mode == 1 ? 1 : mode == 2 ? size / 2 : size - 1;
                if (mode == 0) reshape(s, array, dim, 0, 1, targets[i]);
                else if (to >= 1 && to < size) reshape(s, array, dim, to, 0, targets[i]);
                else continue;
                changed++;
            }
            if (changed > 1) keep(s, c);
        }
}

/* ---- shapes, lists, scalars, options ---- */

/* The shape-only ops' shapes: each dimension removed or cut to 1. */
static void simpler_shape_inputs(shrinking *s) {
    const promcast_case *from = s->from;
    if (case_op_is_function(from->op) || from->op == CASE_BINARY || from->op == CASE_BINARY_INPLACE)
        return;
    for (int i = 0; i < from->shape_count; i++) {
        case_shape shape = from->shapes[i];
        for (int way = 0; way < 2; way++)
            for (int dim = 0; dim < shape.rank; dim++) {
                if (way == 1 && shape.dims[dim] <= 1) continue;
                promcast_case *c = candidate(s);
                if (!c) return;
                case_shape *shapes = allocate(s, (size_t)from->shape_count * sizeof *shapes);
                int64_t *dims = allocate(s, (size_t)shape.rank * sizeof *dims);
                if (!shapes || !dims) return;
                memcpy(shapes, from->shapes, (size_t)from->shape_count * sizeof *shapes);
                int rank = 0;
                for (int d = 0; d < shape.rank; d++)
                    if (!(way == 0 && d == dim)) dims[rank++] = way == 1 && d == dim ? 1 : shape.dims[d];
                shapes[i].rank = rank;
                shapes[i].dims = dims;
                c->shapes = shapes;
                keep(s, c);
            }
    }
}

/* One entry fewer in a list: broadcast_shapes' shapes, result_type's
** operands, concat's, stack's and broadcast_arrays' arrays. */
static void shorter_lists(shrinking *s) {
    const promcast_case *from = s->from;
    int count = from->op == CASE_BROADCAST_SHAPES   ? from->shape_count
                : from->op == CASE_RESULT_TYPE      ? from->operand_count
                : from->op == CASE_CONCAT || from->op == CASE_STACK ||
                        from->op == CASE_BROADCAST_ARRAYS
                    ? from->input_count
                    : 0;
    for (int drop = 0; count > 1 && drop < count; drop++) {
        promcast_case *c = candidate(s);
        if (!c) return;
        if (from->op == CASE_BROADCAST_SHAPES) {
            case_shape *shapes = allocate(s, (size_t)count * sizeof *shapes);
            if (!shapes) return;
            for (int i = 0, j = 0; i < count; i++)
                if (i != drop) shapes[j++] = from->shapes[i];
            c->shapes = shapes;
            c->shape_count = count - 1;
        } else if (from->op == CASE_RESULT_TYPE) {
            pc_operand *operands = allocate(s, (size_t)count * sizeof *operands);
            const char **texts = allocate(s, (size_t)count * sizeof *texts);
            if (!operands || !texts) return;
            for (int i = 0, j = 0; i < count; i++)
                if (i != drop) {
                    operands[j] = from->operands[i];
                    texts[j++] = from->operand_int_texts ? from->operand_int_texts[i] : NULL;
                }
            c->operands = operands;
            c->operand_int_texts = texts;
            c->operand_count = count - 1;
        } else {
            case_input *inputs = allocate(s, (size_t)count * sizeof *inputs);
            if (!inputs) return;
            for (int i = 0, j = 0; i < count; i++)
                if (i != drop) inputs[j++] = from->inputs[i];
            c->inputs = inputs;
            c->input_count = count - 1;
        }
        keep(s, c);
    }
}

/* A Python scalar made simpler: an int "0" or "1", a float 0 or 1, a
** complex without its imaginary part; in a moderate case, a complex
** 1+1j (the others leave it moderate or are not kept). Writes into
** `operand` and `text`. */
static int simpler_scalar(const pc_operand *from, int way, int moderate, pc_operand *operand,
                          const char **text) {
    *operand = *from;
    const pc_scalar_value *v = &from->value;
    switch (from->scalar_kind) {
    case PC_SCALAR_BOOL:
        if (way != 0 || v->magnitude == 0) return 0;
        operand->value.magnitude = 0;
        operand->value.real = 0.0;
        return 1;
    case PC_SCALAR_INT: {
        uint64_t target = (uint64_t)way;
        if (way > 1 || (!v->negative && !v->beyond_64_bits && v->magnitude <= target)) return 0;
        *text = way ? "1" : "0";
        fuzz_int_scalar(*text, operand);
        return 1;
    }
    case PC_SCALAR_FLOAT:
    case PC_SCALAR_COMPLEX:
        if (way == 2) {
            if (from->scalar_kind != PC_SCALAR_COMPLEX || v->imag == 0.0) return 0;
            operand->value.imag = 0.0;
            return 1;
        }
        /* 0 from anything else (-0.0 included), 1 only from neither. */
        if (moderate && from->scalar_kind == PC_SCALAR_COMPLEX) {
            if (way != 1 || (v->real == 1.0 && v->imag == 1.0)) return 0;
            operand->value.real = operand->value.imag = 1.0;
            return 1;
        }
        if (way > 2 || (way == 0 && v->real == 0.0 && !signbit(v->real) && v->imag == 0.0) ||
            (way == 1 && ((v->real == 0.0 || v->real == 1.0) && v->imag == 0.0)))
            return 0;
        operand->value.real = (double)way;
        operand->value.imag = 0.0;
        return 1;
    }
    return 0;
}

static void simpler_scalars(shrinking *s) {
    const promcast_case *from = s->from;
    int function = case_op_is_function(from->op);
    int count = function ? from->input_count : from->operand_count;
    for (int i = 0; i < count; i++)
        for (int way = 0; way < 3; way++) {
            pc_operand operand;
            const char *text = NULL;
            if (function) {
                if (from->inputs[i].kind != CASE_INPUT_SCALAR ||
                    !simpler_scalar(&from->inputs[i].scalar, way, s->moderate, &operand, &text))
                    continue;
            } else if (from->operands[i].category != PC_OPERAND_SCALAR ||
                       !simpler_scalar(&from->operands[i], way, s->moderate, &operand, &text)) {
                continue;
            }
            promcast_case *c = candidate(s);
            if (!c) return;
            if (function) {
                case_input *inputs = allocate(s, (size_t)count * sizeof *inputs);
                if (!inputs) return;
                memcpy(inputs, from->inputs, (size_t)count * sizeof *inputs);
                inputs[i].scalar = operand;
                inputs[i].int_text = operand.scalar_kind == PC_SCALAR_INT ? text : NULL;
                c->inputs = inputs;
            } else {
                pc_operand *operands = allocate(s, (size_t)count * sizeof *operands);
                const char **texts = allocate(s, (size_t)count * sizeof *texts);
                if (!operands || !texts) return;
                memcpy(operands, from->operands, (size_t)count * sizeof *operands);
                for (int j = 0; j < count; j++)
                    texts[j] = from->operand_int_texts ? from->operand_int_texts[j] : NULL;
                operands[i] = operand;
                if (operand.scalar_kind == PC_SCALAR_INT) texts[i] = text;
                c->operands = operands;
                c->operand_int_texts = texts;
            }
            keep(s, c);
        }
}

/* The default float dtype and x64 at their defaults, the axis left out. */
static void simpler_options(shrinking *s) {
    pc_promotion_options defaults;
    pc_promotion_options_init(&defaults);
    const promcast_case *from = s->from;
    if (from->options.default_float != defaults.default_float || from->options.x64 != defaults.x64) {
        promcast_case *c = candidate(s);
        if (!c) return;
        c->options = defaults;
        keep(s, c);
    }
    if (from->axis_kind == PC_AXIS_GIVEN) {
        promcast_case *c = candidate(s);
        if (!c) return;
        c->axis_kind = PC_AXIS_DEFAULT;
        c->axis_value = 0;
        keep(s, c);
    }
}

int fuzz_shrink_candidates(const promcast_case *test_case, case_arena *arena,
                           promcast_case *candidates, int capacity) {
    shrinking s = {test_case, arena, candidates, 0, capacity, 0, fuzz_moderate_case(test_case)};
    promcast_case probe = *test_case;
    case_array *slots[MAX_SLOTS];
    int slot_count = array_slots(&s, &probe, slots);
    shorter_lists(&s);
    simpler_shape_inputs(&s);
    simpler_joint_shapes(&s, slot_count);
    for (int slot = 0; slot < slot_count; slot++) simpler_shapes(&s, slot);
    simpler_scalars(&s);
    simpler_options(&s);
    for (int slot = 0; slot < slot_count; slot++) simpler_values(&s, slot);
    return s.failed ? -1 : s.count;
}
