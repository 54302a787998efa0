/*
** fuzz_generate.c: drawing cases (fuzz_generate.h).
**
** Each op has a drawing function that fills the case's inputs as the
** case reader would from a file (case_reader.c, case_reader_functions.c):
** the same fields, counts and forms, so a generated case runs, compares
** and is written like a read one. Shapes are drawn so that most calls are
** valid (a common shape, each operand's a suffix of it with some
** dimensions 1) and some are not (one dimension changed), because both
** sides of each rule have bugs.
*/
#include "fuzz_generate.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_values.h"
#include "case_versions.h"
#include "fuzz_open.h"
#include "promcast/value.h"

/* ---- the domain ---- */

static int key_selected(int key, const char *const *names, int count) {
    if (count == 0) return 1;
    for (int i = 0; i < count; i++)
        if (strcmp(case_op_key_name(key), names[i]) == 0) return 1;
    return 0;
}

int fuzz_domain_init(fuzz_domain *domain, const pc_profile *profile,
                     const unsigned char *claimed, const char *const *op_names,
                     int op_name_count, const pc_dtype *focus, int focus_count, char *error,
                     size_t error_size) {
    memset(domain, 0, sizeof *domain);
    domain->profile = profile;
    domain->family = pc_profile_family(profile);
    const char *version = pc_profile_version(profile);
    if (version) {
        int index = case_version_index(pc_profile_find(domain->family), version);
        if (index >= 0) domain->versions = (uint8_t)(1u << index);
    }
    for (int key = 0; key < CASE_OP_KEY_COUNT; key++)
        if ((claimed == NULL || claimed[key]) &&
            pc_profile_has_op(profile, case_op_key_name(key)) &&
            key_selected(key, op_names, op_name_count) &&
            case_op_parse(case_op_key_name(key), &domain->ops[domain->op_count],
                          &domain->binary_ops[domain->op_count]))
            domain->op_keys[domain->op_count++] = key;
    domain->default_float_option = strcmp(domain->family, "torch") == 0;
    domain->x64_option = strcmp(domain->family, "jax") == 0;
    for (int i = 0; i < op_name_count; i++) {
        int found = 0;
        for (int k = 0; k < domain->op_count && !found; k++)
            found = strcmp(case_op_key_name(domain->op_keys[k]), op_names[i]) == 0;
        if (!found) {
            snprintf(error, error_size, "--op %s: %s", op_names[i],
                     !case_op_name_known(op_names[i])    ? "no such op"
                     : !pc_profile_has_op(profile, op_names[i]) ? "the profile has no such op"
                                                          : "the adapter does not claim it");
            return 0;
        }
    }
    if (domain->op_count == 0) {
        snprintf(error, error_size, "profile %s has no op the adapter claims",
                 pc_profile_name(profile));
        return 0;
    }
    for (int d = 0; d < PC_DTYPE_COUNT; d++)
        if (pc_profile_has_dtype(profile, (pc_dtype)d)) domain->dtypes[domain->dtype_count++] = (pc_dtype)d;
    for (int i = 0; i < focus_count; i++) {
        if (!pc_profile_has_dtype(profile, focus[i])) {
            snprintf(error, error_size, "--dtype %s: profile %s has no such dtype",
                     pc_dtype_name(focus[i]), pc_profile_name(profile));
            return 0;
        }
        domain->focus[domain->focus_count++] = focus[i];
    }
    return 1;
}

/* ---- draws ---- */

typedef struct drawing {
    const fuzz_domain *domain;
    fuzz_source *source;
    case_arena *arena;
    int focused;  /* a --dtype dtype has been drawn */
    pc_dtype last;  /* the dtype drawn last, or PC_DTYPE_NONE */
} drawing;

static uint64_t below(drawing *d, uint64_t bound) {
    return fuzz_below(d->source, bound);
}

static void *allocate(drawing *d, size_t size) {
    return case_arena_allocate(d->arena, size ? size : 1);
}

/* Any dtype of the profile; with --dtype, the first drawn is one of
** those, and later ones are, half the time. A third of the time a later
** one repeats the one before: operands of one dtype are the common call,
** and the only one some functions take (torch's vecdot, ONNX's ops). */
static pc_dtype draw_dtype(drawing *d) {
    const fuzz_domain *domain = d->domain;
    pc_dtype dtype;
    if (d->last != PC_DTYPE_NONE && below(d, 3) == 0) {
        dtype = d->last;
    } else if (domain->focus_count > 0 && (!d->focused || below(d, 2) == 0)) {
        d->focused = 1;
        dtype = domain->focus[below(d, (uint64_t)domain->focus_count)];
    } else {
        dtype = domain->dtypes[below(d, (uint64_t)domain->dtype_count)];
    }
    return d->last = dtype;
}

/* A dimension: mostly small, sometimes 0, sometimes a vector width or one
** off it. */
static int64_t draw_dimension(drawing *d) {
    static const int64_t widths[] = {7, 8, 9, 15, 16, 17, 31, 32, 33};
    switch (below(d, 16)) {
    case 0: return 0;
    case 1: case 2: case 3: case 4: case 5: return 1;
    case 6: return widths[below(d, sizeof widths / sizeof widths[0])];
    default: return 2 + (int64_t)below(d, 4);
    }
}

static int draw_rank(drawing *d) {
    static const int ranks[] = {0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5};
    return ranks[below(d, sizeof ranks / sizeof ranks[0])];
}

/* A shape of `rank` whose element count stays within FUZZ_MAX_ELEMENTS:
** a dimension that would pass it is 1. */
static void draw_dims(drawing *d, int rank, int64_t *dims) {
    int64_t count = 1;
    for (int i = 0; i < rank; i++) {
        int64_t size = draw_dimension(d);
        if (size > 1 && count * size > FUZZ_MAX_ELEMENTS) size = 1;
        dims[i] = size;
        if (size > 0) count *= size;
    }
}

static int keep_shape(drawing *d, int rank, const int64_t *dims, case_shape *shape) {
    int64_t *copy = allocate(d, (size_t)rank * sizeof *copy);
    if (!copy) return 0;
    memcpy(copy, dims, (size_t)rank * sizeof *copy);
    shape->rank = rank;
    shape->dims = copy;
    return 1;
}

/* An operand's shape that broadcasts to `common` (rank `rank`): a suffix
** of it, each dimension kept or made 1; one time in `break_one_in`, one
** dimension is changed so that it does not (0: never). */
static void derive_dims(drawing *d, int rank, const int64_t *common, int break_one_in,
                        int *out_rank, int64_t *out) {
    int r = below(d, 3) == 0 ? rank - (int)below(d, (uint64_t)rank + 1) : rank;
    for (int i = 0; i < r; i++) {
        int64_t size = common[rank - r + i];
        out[i] = below(d, 3) == 0 ? 1 : size;
    }
    if (break_one_in && r > 0 && below(d, (uint64_t)break_one_in) == 0) {
        int i = (int)below(d, (uint64_t)r);
        out[i] = common[rank - r + i] == 2 ? 3 : 2;
    }
    *out_rank = r;
}

/* ---- values ---- */

/* The largest finite value and the smallest subnormal of a real floating
** dtype. */
static void float_limits(pc_dtype dtype, double *largest, double *tiny) {
    *largest = fuzz_largest_finite(dtype);
    switch (dtype) {
    case PC_FLOAT16: *tiny = ldexp(1.0, -24); return;
    case PC_BFLOAT16: *tiny = ldexp(1.0, -133); return;
    case PC_FLOAT32: *tiny = ldexp(1.0, -149); return;
    case PC_FLOAT8_E4M3FN: *tiny = ldexp(1.0, -9); return;
    case PC_FLOAT8_E5M2: *tiny = ldexp(1.0, -16); return;
    default: *tiny = ldexp(1.0, -1074); return;
    }
}

/* A real value where floating bugs live, for `dtype` (its extremes,
** looked up only for the draws that take them). */
static double draw_real(drawing *d, pc_dtype dtype) {
    double largest, tiny;
    static const double plain[] = {0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 2.0, 3.0, -3.0,
                                   0.1, 10.0, 100.0, -7.0, 0.25};
    switch (below(d, 20)) {
    case 0: return -0.0;
    case 1: return NAN;
    case 2: return INFINITY;
    case 3: return -INFINITY;
    case 4: float_limits(dtype, &largest, &tiny); return below(d, 2) ? tiny : -tiny;
    case 5: float_limits(dtype, &largest, &tiny); return below(d, 2) ? largest : -largest;
    case 6: float_limits(dtype, &largest, &tiny); return largest / (double)(2 + below(d, 3));
    case 7: float_limits(dtype, &largest, &tiny); return tiny * (double)(1 + below(d, 7));
    case 8: return ldexp(1.0, (int)below(d, 70) - 35) * (below(d, 2) ? 1 : -1);
    case 9: return (double)((int64_t)below(d, 2001) - 1000) / 8.0;
    default: return plain[below(d, sizeof plain / sizeof plain[0])];
    }
}

/* An integer where integer bugs live, as int64 bits of a `bits`-bit
** integer, signed or not; the cast to the dtype wraps. */
static uint64_t draw_integer(drawing *d, int bits, int is_signed) {
    uint64_t max = is_signed ? (UINT64_C(1) << (bits - 1)) - 1
                             : (bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1);
    uint64_t min = is_signed ? ~max : 0; /* two's complement of -(max + 1) */
    switch (below(d, 12)) {
    case 0: return max;
    case 1: return min;
    case 2: return max - below(d, 2);
    case 3: return min + 1;
    case 4: return fuzz_bits(d->source);
    case 5: return UINT64_C(1) << below(d, (uint64_t)bits);
    default: return (uint64_t)((int64_t)below(d, 21) - 10);
    }
}

/* An integer's low bytes: C's conversion to a narrower unsigned type is
** modulo 2^bits, the two's complement pattern pc_cast_element wraps to. */
static void store_integer(uint64_t bits, size_t size, void *out) {
    switch (size) {
    case 1: { uint8_t v = (uint8_t)bits; memcpy(out, &v, 1); return; }
    case 2: { uint16_t v = (uint16_t)bits; memcpy(out, &v, 2); return; }
    case 4: { uint32_t v = (uint32_t)bits; memcpy(out, &v, 4); return; }
    default: memcpy(out, &bits, 8); return;
    }
}

/* A double into a real floating element, as pc_cast_element stores it
** (round to nearest even, NaN kept quiet), by C's conversions and the
** oracle's direct ones rather than its general path: the same bytes. */
static void store_real(pc_dtype dtype, double value, void *out) {
    switch (dtype) {
    case PC_FLOAT64: memcpy(out, &value, sizeof value); return;
    case PC_FLOAT32: { float v = (float)value; memcpy(out, &v, sizeof v); return; }
    case PC_FLOAT16: { uint16_t v = pc_float16_from_double(value); memcpy(out, &v, sizeof v); return; }
    case PC_BFLOAT16: { uint16_t v = pc_bfloat16_from_double(value); memcpy(out, &v, sizeof v); return; }
    case PC_FLOAT8_E4M3FN: *(uint8_t *)out = pc_float8_e4m3fn_from_double(value); return;
    case PC_FLOAT8_E5M2: *(uint8_t *)out = pc_float8_e5m2_from_double(value); return;
    default: pc_cast_element(PC_FLOAT64, &value, dtype, out); return;
    }
}

/* What drawing an element of a dtype needs to know of it, looked up once
** an array rather than once an element. */
typedef struct element_form {
    pc_dtype dtype;
    pc_dtype_kind kind;
    int bits;
    size_t size;
    pc_dtype part;       /* complex: each part's dtype */
    size_t part_size;
} element_form;

static element_form element_form_of(pc_dtype dtype) {
    pc_dtype part = pc_dtype_complex_component(dtype);
    element_form form = {dtype, pc_dtype_kind_of(dtype), pc_dtype_bits(dtype),
                         pc_dtype_size(dtype), part, pc_dtype_size(part)};
    return form;
}

/* Each element is stored as pc_cast_element would store the value drawn
** (store_integer, store_real: the same bytes, without its general path). */
static void draw_element(drawing *d, const element_form *form, void *out) {
    switch (form->kind) {
    case PC_KIND_BOOL:
        *(uint8_t *)out = (uint8_t)below(d, 2);
        return;
    case PC_KIND_SIGNED:
    case PC_KIND_UNSIGNED:
        store_integer(draw_integer(d, form->bits, form->kind == PC_KIND_SIGNED), form->size, out);
        return;
    case PC_KIND_COMPLEX: {
        double real = draw_real(d, form->part);
        double imaginary = below(d, 3) == 0 ? 0.0 : draw_real(d, form->part);
        store_real(form->part, real, out);
        store_real(form->part, imaginary, (unsigned char *)out + form->part_size);
        return;
    }
    case PC_KIND_FLOATING:
        store_real(form->dtype, draw_real(d, form->dtype), out);
        return;
    }
}

static int64_t element_count(int rank, const int64_t *dims) {
    int64_t count = 1;
    for (int i = 0; i < rank; i++) count *= dims[i];
    return count;
}

/* An array of `dtype` and that shape: every element drawn, or (one time
** in four) one value repeated, as vector kernels see it. */
static int draw_array(drawing *d, pc_dtype dtype, int rank, const int64_t *dims,
                      case_array *array) {
    memset(array, 0, sizeof *array);
    array->dtype = dtype;
    if (!keep_shape(d, rank, dims, &array->shape)) return 0;
    array->element_count = element_count(rank, dims);
    element_form form = element_form_of(dtype);
    size_t size = form.size;
    unsigned char *data = allocate(d, (size_t)array->element_count * size);
    if (!data) return 0;
    int repeated = below(d, 4) == 0;
    for (int64_t i = 0; i < array->element_count; i++) {
        if (repeated && i > 0) memcpy(data + (size_t)i * size, data, size);
        else draw_element(d, &form, data + (size_t)i * size);
    }
    array->data = data;
    return 1;
}

void fuzz_int_scalar(const char *text, pc_operand *operand) {
    memset(operand, 0, sizeof *operand);
    operand->category = PC_OPERAND_SCALAR;
    operand->scalar_kind = PC_SCALAR_INT;
    operand->has_value = 1;
    case_int_text_value(text, &operand->value);
}

/* A Python scalar of any kind; an int's text (kept in the arena) in
** *int_text, else NULL. */
static int draw_scalar(drawing *d, pc_operand *operand, const char **int_text) {
    *int_text = NULL;
    memset(operand, 0, sizeof *operand);
    operand->category = PC_OPERAND_SCALAR;
    operand->has_value = 1;
    operand->scalar_kind = (pc_scalar_kind)below(d, 4);
    switch (operand->scalar_kind) {
    case PC_SCALAR_BOOL:
        operand->value.magnitude = below(d, 2);
        operand->value.real = (double)operand->value.magnitude;
        return 1;
    case PC_SCALAR_INT: {
        char text[32];
        static const char *const wide[] = {"9223372036854775807", "-9223372036854775808",
                                           "9223372036854775808", "18446744073709551615",
                                           "18446744073709551616", "-9223372036854775809"};
        if (below(d, 6) == 0) snprintf(text, sizeof text, "%s", wide[below(d, 6)]);
        else {
            uint64_t bits = draw_integer(d, (int)(8u << below(d, 4)), (int)below(d, 2));
            snprintf(text, sizeof text, "%lld", (long long)(int64_t)bits);
        }
        char *copy = allocate(d, strlen(text) + 1);
        if (!copy) return 0;
        memcpy(copy, text, strlen(text) + 1);
        fuzz_int_scalar(copy, operand);
        *int_text = copy;
        return 1;
    }
    case PC_SCALAR_FLOAT:
        operand->value.real = draw_real(d, below(d, 2) ? PC_FLOAT64 : PC_FLOAT32);
        return 1;
    case PC_SCALAR_COMPLEX:
        operand->value.real = draw_real(d, PC_FLOAT64);
        operand->value.imag = below(d, 3) == 0 ? 0.0 : draw_real(d, PC_FLOAT64);
        return 1;
    }
    return 1;
}

/* ---- values the rules fix (fuzz_open.h) ---- */

/* The corpus's moderate values (value_pools.py, MODERATE): parts exact
** in float16, of modulus between 1/4 and about 2; integers 1, 2, 3 and
** (signed) -1, -2; bool True. */
static const double moderate_parts[] = {0.25, 0.5, 0.75, 1.0, 1.25, 1.5,
                                        -0.25, -0.5, -0.75, -1.0, -1.25, -1.5};
static const char *const moderate_ints[] = {"1", "2", "3", "-1", "-2"};
static const double moderate_int_values[] = {1, 2, 3, -1, -2};

static double draw_moderate_part(drawing *d) {
    return moderate_parts[below(d, sizeof moderate_parts / sizeof moderate_parts[0])];
}

static void draw_moderate_element(drawing *d, pc_dtype dtype, void *out) {
    double pair[2] = {draw_moderate_part(d), draw_moderate_part(d)};
    if (dtype == PC_BOOL) {
        pair[0] = 1.0;
    } else if (pc_dtype_is_integral(dtype)) {
        uint64_t count = pc_dtype_kind_of(dtype) == PC_KIND_SIGNED ? 5 : 3;
        pair[0] = moderate_int_values[below(d, count)];
    }
    pc_cast_element(PC_COMPLEX128, pair, dtype, out);
}

/* The array's values drawn again, moderate; an element equal to the
** first stays equal to it (the repeated values vector kernels see). */
static int moderate_array(drawing *d, case_array *array) {
    size_t size = pc_dtype_size(array->dtype);
    const unsigned char *old = array->data;
    unsigned char *data = allocate(d, (size_t)array->element_count * size);
    if (!data) return 0;
    for (int64_t i = 0; i < array->element_count; i++) {
        if (i > 0 && memcmp(old + (size_t)i * size, old, size) == 0) memcpy(data + (size_t)i * size, data, size);
        else draw_moderate_element(d, array->dtype, data + (size_t)i * size);
    }
    array->data = data;
    return 1;
}

static void moderate_scalar(drawing *d, pc_operand *operand, const char **int_text) {
    pc_scalar_value *v = &operand->value;
    switch (operand->scalar_kind) {
    case PC_SCALAR_BOOL:
        v->magnitude = 1;
        v->real = 1.0;
        return;
    case PC_SCALAR_INT:
        *int_text = moderate_ints[below(d, sizeof moderate_ints / sizeof moderate_ints[0])];
        fuzz_int_scalar(*int_text, operand);
        return;
    case PC_SCALAR_FLOAT:
        v->real = draw_moderate_part(d);
        return;
    case PC_SCALAR_COMPLEX:
        v->real = draw_moderate_part(d);
        v->imag = draw_moderate_part(d);
        return;
    }
}

/* A complex divide, pow, atan2 or logaddexp takes moderate values on both
** sides (fuzz_open.h): its drawn values are replaced. `operands` and
** `texts` are the case's scalar operands when it has one, else NULL. */
static int moderate_binary(drawing *d, promcast_case *c, pc_operand *operands, const char **texts) {
    if (!fuzz_moderate_case(c)) return 1;
    for (int i = 0; i < 2; i++) {
        if (case_input_is_scalar(c, i)) moderate_scalar(d, &operands[i], &texts[i]);
        else if (!moderate_array(d, &c->arrays[i])) return 0;
    }
    return 1;
}

/* ---- the ops ---- */

static void draw_options(drawing *d, pc_promotion_options *options) {
    static const pc_dtype floats[] = {PC_FLOAT32, PC_FLOAT32, PC_FLOAT32, PC_FLOAT32,
                                      PC_FLOAT32, PC_FLOAT64, PC_FLOAT16, PC_BFLOAT16};
    pc_promotion_options_init(options);
    /* Only PyTorch has a default dtype to set; jax has x64. */
    if (d->domain->default_float_option)
        options->default_float = floats[below(d, sizeof floats / sizeof floats[0])];
    if (d->domain->x64_option) options->x64 = (int)below(d, 2);
}

/* `count` shapes that broadcast together (most of the time). */
static int draw_broadcast_shapes(drawing *d, int count, case_shape *shapes) {
    int64_t common[FUZZ_MAX_RANK], dims[FUZZ_MAX_RANK];
    int rank = draw_rank(d);
    draw_dims(d, rank, common);
    for (int i = 0; i < count; i++) {
        int r;
        derive_dims(d, rank, common, 10, &r, dims);
        if (!keep_shape(d, r, dims, &shapes[i])) return 0;
    }
    return 1;
}

static int gen_broadcast_shapes(drawing *d, promcast_case *c) {
    int count = 1 + (int)below(d, FUZZ_MAX_LIST);
    case_shape *shapes = allocate(d, (size_t)count * sizeof *shapes);
    if (!shapes || !draw_broadcast_shapes(d, count, shapes)) return 0;
    c->shapes = shapes;
    c->shape_count = count;
    return 1;
}

/* How many times the values of a case the rules leave open (fuzz_open.h)
** are drawn again before they are made moderate. */
enum { OPEN_REDRAWS = 8 };

/* broadcast_to and sum_to_shape: an array and a target shape, one of
** which broadcasts to the other: broadcast_to's array to its target
** (`array_is_common` 0), sum_to_shape's target to its gradient (1). */
static int gen_array_and_shape(drawing *d, promcast_case *c, int array_is_common) {
    int64_t common[FUZZ_MAX_RANK], dims[FUZZ_MAX_RANK];
    int rank = draw_rank(d), r;
    draw_dims(d, rank, common);
    derive_dims(d, rank, common, 10, &r, dims);
    case_shape *target = allocate(d, sizeof *target);
    pc_dtype dtype = draw_dtype(d);
    if (!target) return 0;
    if (array_is_common) {
        if (!draw_array(d, dtype, rank, common, &c->arrays[0]) || !keep_shape(d, r, dims, target))
            return 0;
    } else if (!draw_array(d, dtype, r, dims, &c->arrays[0]) ||
               !keep_shape(d, rank, common, target)) {
        return 0;
    }
    c->array_count = 1;
    c->shapes = target;
    c->shape_count = 1;
    /* A gradient whose sum may overflow is left open (fuzz_open.h): drawn
    ** again, then made moderate (2 * FUZZ_MAX_ELEMENTS * 6, a complex
    ** moderate value's |re| + |im| at most, is below every floating dtype's
    ** largest value but float8 e4m3fn's, whose gradients no sum kernel
    ** takes). */
    for (int attempt = 0; array_is_common && attempt <= OPEN_REDRAWS && fuzz_case_open(c);
         attempt++)
        if (attempt < OPEN_REDRAWS ? !draw_array(d, dtype, rank, common, &c->arrays[0])
                                   : !moderate_array(d, &c->arrays[0]))
            return 0;
    return 1;
}

static int gen_two_shapes(drawing *d, promcast_case *c) {
    case_shape *shapes = allocate(d, 2 * sizeof *shapes);
    if (!shapes || !draw_broadcast_shapes(d, 2, shapes)) return 0;
    c->shapes = shapes;
    c->shape_count = 2;
    return 1;
}

/* XLA: lhs of some rank, rhs of a lower rank mapped to lhs's dimensions
** by strictly increasing broadcast_dimensions (each rhs size equal or 1);
** or equal ranks with [] or the identity; sometimes a rule broken. */
static int gen_xla(drawing *d, promcast_case *c) {
    int64_t lhs[FUZZ_MAX_RANK], rhs[FUZZ_MAX_RANK], map[FUZZ_MAX_RANK];
    int rank = draw_rank(d), r = 0;
    draw_dims(d, rank, lhs);
    int equal = below(d, 3) == 0;
    for (int i = 0; i < rank; i++)
        if (equal || below(d, 2) == 0) {
            map[r] = i;
            rhs[r++] = below(d, 4) == 0 ? 1 : lhs[i];
        }
    int map_count = equal && below(d, 2) ? 0 : r;
    if (r > 1 && below(d, 8) == 0) {
        /* Out of order: the sizes that agree either way are 1s. */
        for (int i = 0; i < r / 2; i++) {
            int64_t t = map[i];
            map[i] = map[r - 1 - i];
            map[r - 1 - i] = t;
        }
        for (int i = 0; i < r; i++)
            if (below(d, 2)) rhs[i] = 1;
    }
    if (r > 0 && below(d, 8) == 0) map[below(d, (uint64_t)r)] = (int64_t)below(d, (uint64_t)rank + 2) - 1;
    if (r > 0 && below(d, 8) == 0) rhs[below(d, (uint64_t)r)] = 5;
    case_shape *shapes = allocate(d, 2 * sizeof *shapes);
    int64_t *dims = allocate(d, (size_t)map_count * sizeof *dims);
    int swap = below(d, 4) == 0;
    if (!shapes || !dims || !keep_shape(d, rank, lhs, &shapes[swap]) ||
        !keep_shape(d, r, rhs, &shapes[1 - swap]))
        return 0;
    memcpy(dims, map, (size_t)map_count * sizeof *dims);
    c->shapes = shapes;
    c->shape_count = 2;
    c->dims = dims;
    c->dims_count = map_count;
    return 1;
}

static int gen_two_dtypes(drawing *d, promcast_case *c) {
    c->dtypes[0] = draw_dtype(d);
    c->dtypes[1] = draw_dtype(d);
    return 1;
}

/* An operand's form: an array with dimensions, a 0-d array, or a Python
** scalar (where `scalar_allowed`). */
enum { FORM_ARRAY, FORM_ZERO_DIM, FORM_SCALAR };

static int draw_form(drawing *d, int scalar_allowed) {
    uint64_t x = below(d, 10);
    if (x < 6) return FORM_ARRAY;
    if (x < 8 || !scalar_allowed) return FORM_ZERO_DIM;
    return FORM_SCALAR;
}

static int gen_result_type(drawing *d, promcast_case *c) {
    int count = 1 + (int)below(d, FUZZ_MAX_LIST);
    pc_operand *operands = allocate(d, (size_t)count * sizeof *operands);
    const char **texts = allocate(d, (size_t)count * sizeof *texts);
    if (!operands || !texts) return 0;
    for (int i = 0; i < count; i++) {
        int form = draw_form(d, 1);
        texts[i] = NULL;
        if (form == FORM_SCALAR) {
            if (!draw_scalar(d, &operands[i], &texts[i])) return 0;
            continue;
        }
        memset(&operands[i], 0, sizeof operands[i]);
        operands[i].category = form == FORM_ARRAY ? PC_OPERAND_DIMENSIONED : PC_OPERAND_ZERO_DIM;
        operands[i].dtype = draw_dtype(d);
    }
    c->operands = operands;
    c->operand_int_texts = texts;
    c->operand_count = count;
    draw_options(d, &c->options);
    return 1;
}

/* An element-wise op's a and b: arrays whose shapes broadcast (mostly),
** or one a 0-d array, or one a Python scalar (in place: only b). */
static int gen_binary(drawing *d, promcast_case *c) {
    int64_t common[FUZZ_MAX_RANK], dims[2][FUZZ_MAX_RANK];
    int ranks[2], forms[2];
    int rank = draw_rank(d);
    if (rank == 0) rank = 1;
    draw_dims(d, rank, common);
    int inplace = c->op == CASE_BINARY_INPLACE;
    forms[0] = draw_form(d, !inplace);
    forms[1] = draw_form(d, forms[0] != FORM_SCALAR);
    for (int i = 0; i < 2; i++) {
        if (inplace && i == 0) {
            /* The destination keeps its shape most of the time. */
            ranks[0] = rank;
            memcpy(dims[0], common, (size_t)rank * sizeof common[0]);
            if (below(d, 10) == 0) derive_dims(d, rank, common, 0, &ranks[0], dims[0]);
        } else {
            derive_dims(d, rank, common, 12, &ranks[i], dims[i]);
        }
        if (forms[i] == FORM_ZERO_DIM) ranks[i] = 0;
    }
    c->array_count = 2;
    if (forms[0] != FORM_SCALAR && forms[1] != FORM_SCALAR) {
        if (!draw_array(d, draw_dtype(d), ranks[0], dims[0], &c->arrays[0]) ||
            !draw_array(d, draw_dtype(d), ranks[1], dims[1], &c->arrays[1]))
            return 0;
    } else {
        pc_operand *operands = allocate(d, 2 * sizeof *operands);
        const char **texts = allocate(d, 2 * sizeof *texts);
        if (!operands || !texts) return 0;
        for (int i = 0; i < 2; i++) {
            texts[i] = NULL;
            if (forms[i] == FORM_SCALAR) {
                memset(&c->arrays[i], 0, sizeof c->arrays[i]);
                c->arrays[i].dtype = PC_DTYPE_NONE;
                if (!draw_scalar(d, &operands[i], &texts[i])) return 0;
                continue;
            }
            if (!draw_array(d, draw_dtype(d), ranks[i], dims[i], &c->arrays[i])) return 0;
            memset(&operands[i], 0, sizeof operands[i]);
            operands[i].category = ranks[i] ? PC_OPERAND_DIMENSIONED : PC_OPERAND_ZERO_DIM;
            operands[i].dtype = c->arrays[i].dtype;
        }
        c->operands = operands;
        c->operand_int_texts = texts;
        c->operand_count = 2;
        draw_options(d, &c->options);
        return moderate_binary(d, c, operands, texts);
    }
    draw_options(d, &c->options);
    return moderate_binary(d, c, NULL, NULL);
}

/* One operand of a function: an array of that shape (0-d when the form
** says so), a Python scalar, or None. */
static int draw_input(drawing *d, int form, pc_dtype dtype, int rank, const int64_t *dims,
                      case_input *input) {
    memset(input, 0, sizeof *input);
    if (form == FORM_SCALAR) {
        input->kind = CASE_INPUT_SCALAR;
        input->array.dtype = PC_DTYPE_NONE;
        return draw_scalar(d, &input->scalar, &input->int_text);
    }
    input->kind = CASE_INPUT_ARRAY;
    return draw_array(d, dtype, form == FORM_ZERO_DIM ? 0 : rank, dims, &input->array);
}

/* where(condition, x1, x2) and clip(x, min, max): three operands whose
** shapes broadcast; where's condition is bool mostly; clip's bounds may
** be None. */
static int gen_three(drawing *d, promcast_case *c) {
    int64_t common[FUZZ_MAX_RANK], dims[FUZZ_MAX_RANK];
    int rank = draw_rank(d);
    draw_dims(d, rank, common);
    case_input *inputs = allocate(d, 3 * sizeof *inputs);
    if (!inputs) return 0;
    int where = c->op == CASE_WHERE;
    for (int i = 0; i < 3; i++) {
        int r;
        derive_dims(d, rank, common, 12, &r, dims);
        if (!where && i == 0) memcpy(dims, common, (size_t)(r = rank) * sizeof dims[0]);
        int form = draw_form(d, i > 0);
        pc_dtype dtype = where && i == 0 && below(d, 6) ? PC_BOOL : draw_dtype(d);
        if (!where && i > 0 && below(d, 5) == 0) {
            memset(&inputs[i], 0, sizeof inputs[i]);
            inputs[i].kind = CASE_INPUT_NONE;
            inputs[i].array.dtype = PC_DTYPE_NONE;
        } else if (!draw_input(d, form, dtype, r, dims, &inputs[i])) {
            return 0;
        }
    }
    c->inputs = inputs;
    c->input_count = 3;
    draw_options(d, &c->options);
    return 1;
}

/* matmul and vecdot: x1 (..., n, k) or (k), x2 (..., k, m) or (k) with
** batch dimensions that broadcast; vecdot's operands broadcast whole and
** contract along `axis`. */
static int gen_product(drawing *d, promcast_case *c) {
    int64_t batch[FUZZ_MAX_RANK], dims[2][FUZZ_MAX_RANK];
    int ranks[2];
    int64_t n = 1 + (int64_t)below(d, 4), k = below(d, 8) == 0 ? 0 : 1 + (int64_t)below(d, 9),
            m = 1 + (int64_t)below(d, 4);
    /* Batch dimensions of at most 2 keep the operands small (at most
    ** 2 x 2 x 4 x 10 elements). */
    int batch_rank = (int)below(d, 3);
    for (int i = 0; i < batch_rank; i++) batch[i] = below(d, 10) == 0 ? 0 : 1 + (int64_t)below(d, 2);
    case_input *inputs = allocate(d, 2 * sizeof *inputs);
    if (!inputs) return 0;
    for (int i = 0; i < 2; i++) {
        int r;
        derive_dims(d, batch_rank, batch, 12, &r, dims[i]);
        if (c->op == CASE_MATMUL) {
            if (below(d, 5) == 0) {
                dims[i][0] = k;  /* a vector */
                r = 1;
            } else {
                dims[i][r++] = i == 0 ? n : k;
                dims[i][r++] = i == 0 ? k : m;
            }
        } else {
            dims[i][r++] = k;
        }
        if (below(d, 12) == 0) dims[i][r - 1] += 1;  /* contracted sizes differ */
        ranks[i] = r;
        if (!draw_input(d, FORM_ARRAY, draw_dtype(d), ranks[i], dims[i], &inputs[i])) return 0;
    }
    c->inputs = inputs;
    c->input_count = 2;
    if (c->op == CASE_VECDOT && below(d, 2)) {
        int r = ranks[0] > ranks[1] ? ranks[0] : ranks[1];
        c->axis_kind = PC_AXIS_GIVEN;
        c->axis_value = below(d, 4) ? -1 : (int64_t)below(d, (uint64_t)(2 * r + 2)) - r - 1;
    }
    draw_options(d, &c->options);
    /* A case whose products may overflow is left open (fuzz_open.h): its
    ** values are drawn again, a few times, then made moderate (never
    ** open: 2 * 10 * 3 * 3 is below every dtype's largest value). */
    for (int attempt = 0; attempt <= OPEN_REDRAWS && fuzz_case_open(c); attempt++)
        for (int i = 0; i < 2; i++) {
            case_array *array = &inputs[i].array;
            if (attempt < OPEN_REDRAWS ? !draw_array(d, array->dtype, array->shape.rank,
                                                         array->shape.dims, array)
                                          : !moderate_array(d, array))
                return 0;
        }
    return 1;
}

/* concat, stack, broadcast_arrays: a list of arrays whose shapes agree
** as the function needs (concat: but along the axis; stack: equal;
** broadcast_arrays: broadcast), sometimes not. */
static int gen_list(drawing *d, promcast_case *c) {
    int64_t common[FUZZ_MAX_RANK], dims[FUZZ_MAX_RANK];
    int count = below(d, 16) == 0 ? 0 : 1 + (int)below(d, FUZZ_MAX_LIST);
    int rank = draw_rank(d);
    draw_dims(d, rank, common);
    case_input *inputs = allocate(d, (size_t)count * sizeof *inputs);
    if (!inputs) return 0;
    int64_t axis = rank ? (int64_t)below(d, (uint64_t)rank) : 0;
    if (c->op == CASE_STACK) axis = (int64_t)below(d, (uint64_t)rank + 1);
    for (int i = 0; i < count; i++) {
        int r = rank;
        memcpy(dims, common, (size_t)rank * sizeof dims[0]);
        if (c->op == CASE_BROADCAST_ARRAYS) derive_dims(d, rank, common, 10, &r, dims);
        else if (c->op == CASE_CONCAT && rank > 0) dims[axis] = (int64_t)below(d, 4);
        if (c->op != CASE_BROADCAST_ARRAYS && r > 0 && below(d, 12) == 0)
            dims[below(d, (uint64_t)r)] += 1;
        if (!draw_input(d, FORM_ARRAY, draw_dtype(d), r, dims, &inputs[i])) return 0;
    }
    c->inputs = inputs;
    c->input_count = count;
    if (c->op != CASE_BROADCAST_ARRAYS) {
        uint64_t how = below(d, 8);
        if (how == 0) {
            c->axis_kind = c->op == CASE_CONCAT ? PC_AXIS_NONE : PC_AXIS_DEFAULT;
        } else if (how < 3) {
            c->axis_kind = PC_AXIS_DEFAULT;
        } else {
            c->axis_kind = PC_AXIS_GIVEN;
            int span = c->op == CASE_STACK ? rank + 1 : rank;
            /* Negative half the time, out of range now and then. */
            c->axis_value = below(d, 2) ? axis : axis - span;
            if (below(d, 10) == 0) c->axis_value = below(d, 2) ? span : -span - 1;
        }
        draw_options(d, &c->options);
    }
    return 1;
}

int fuzz_generate(const fuzz_domain *domain, fuzz_source *source, case_arena *arena,
                  promcast_case *c) {
    drawing d = {domain, source, arena, 0, PC_DTYPE_NONE};
    memset(c, 0, sizeof *c);
    uint64_t pick = below(&d, (uint64_t)domain->op_count);
    c->op = domain->ops[pick];
    c->binary_op = domain->binary_ops[pick];
    pc_promotion_options_init(&c->options);
    c->expect.kind = OUTCOME_ERROR;
    /* The ops whose outcome depends on promotion name the profile
    ** (cases/README.md "Case"); the shape-only ones, broadcast_to,
    ** sum_to_shape and broadcast_arrays do not. */
    int shape_only = c->op == CASE_BROADCAST_SHAPES || c->op == CASE_BROADCAST_TO ||
                     c->op == CASE_SUM_TO_SHAPE || c->op == CASE_INPLACE_BROADCAST ||
                     c->op == CASE_XLA_BROADCAST || c->op == CASE_BROADCAST_ARRAYS;
    if (!shape_only) {
        c->profile = domain->family;
        c->versions = domain->versions;
    }
    switch (c->op) {
    case CASE_BROADCAST_SHAPES: return gen_broadcast_shapes(&d, c);
    case CASE_BROADCAST_TO: return gen_array_and_shape(&d, c, 0);
    case CASE_SUM_TO_SHAPE: return gen_array_and_shape(&d, c, 1);
    case CASE_INPLACE_BROADCAST: return gen_two_shapes(&d, c);
    case CASE_XLA_BROADCAST: return gen_xla(&d, c);
    case CASE_PROMOTE_TYPES:
    case CASE_CAN_CAST: return gen_two_dtypes(&d, c);
    case CASE_RESULT_TYPE: return gen_result_type(&d, c);
    case CASE_BINARY:
    case CASE_BINARY_INPLACE: return gen_binary(&d, c);
    case CASE_WHERE:
    case CASE_CLIP: return gen_three(&d, c);
    case CASE_MATMUL:
    case CASE_VECDOT: return gen_product(&d, c);
    case CASE_CONCAT:
    case CASE_STACK:
    case CASE_BROADCAST_ARRAYS: return gen_list(&d, c);
    case CASE_OP_COUNT: break;
    }
    return 0;
}
