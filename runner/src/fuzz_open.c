/*
** fuzz_open.c: the cases whose outcome the rules leave open (fuzz_open.h).
*/
#include "fuzz_open.h"

#include <float.h>
#include <math.h>
#include <string.h>

#include "case_values.h"
#include "promcast/elementwise.h"

double fuzz_largest_finite(pc_dtype part) {
    switch (part) {
    case PC_FLOAT16: return 65504.0;
    case PC_BFLOAT16: return 0x1.fep127;
    case PC_FLOAT32: return FLT_MAX;
    case PC_FLOAT8_E4M3FN: return 448.0;
    case PC_FLOAT8_E5M2: return 57344.0;
    default: return DBL_MAX;
    }
}

int fuzz_moderate_real(double value) {
    return isfinite(value) && fabs(value) >= 0.25 && fabs(value) <= 3.0;
}

/* An integer or bool element, sign-extended or zero-extended to 64 bits. */
static uint64_t integer_bits(pc_dtype dtype, const void *element) {
    int is_signed = pc_dtype_kind_of(dtype) == PC_KIND_SIGNED;
    switch (pc_dtype_size(dtype)) {
    case 1: { uint8_t v = *(const uint8_t *)element; return is_signed ? (uint64_t)(int8_t)v : v; }
    case 2: { uint16_t v; memcpy(&v, element, 2); return is_signed ? (uint64_t)(int16_t)v : v; }
    case 4: { uint32_t v; memcpy(&v, element, 4); return is_signed ? (uint64_t)(int32_t)v : v; }
    default: { uint64_t v; memcpy(&v, element, 8); return v; }
    }
}

/* An element of any dtype as a complex128 pair (bool and integers exact
** up to 2**53, which is all moderation needs), as pc_cast_element gives
** it, without its general path, which matrices' every element took: a
** floating part read exactly (case_value_real), an integer converted by
** C, correctly rounded as pc_cast_element's conversion to float64 is. */
static void element_pair(pc_dtype dtype, const void *element, double pair[2]) {
    pair[1] = 0.0;
    switch (pc_dtype_kind_of(dtype)) {
    case PC_KIND_BOOL:
        pair[0] = *(const uint8_t *)element != 0;
        return;
    case PC_KIND_SIGNED:
        pair[0] = (double)(int64_t)integer_bits(dtype, element);
        return;
    case PC_KIND_UNSIGNED:
        pair[0] = (double)integer_bits(dtype, element);
        return;
    case PC_KIND_FLOATING:
        pair[0] = case_value_real(dtype, element);
        return;
    case PC_KIND_COMPLEX: {
        pc_dtype part = pc_dtype_complex_component(dtype);
        pair[0] = case_value_real(part, element);
        pair[1] = case_value_real(part, (const unsigned char *)element + pc_dtype_size(part));
        return;
    }
    }
}

static int operand_is_complex(const promcast_case *c, int i) {
    if (case_input_is_scalar(c, i)) return c->operands[i].scalar_kind == PC_SCALAR_COMPLEX;
    return pc_dtype_is_complex(c->arrays[i].dtype);
}

int fuzz_moderate_case(const promcast_case *c) {
    if (c->op != CASE_BINARY && c->op != CASE_BINARY_INPLACE) return 0;
    pc_binary_op op = c->binary_op;
    if (op != PC_OP_DIVIDE && op != PC_OP_POW && op != PC_OP_ATAN2 && op != PC_OP_LOGADDEXP)
        return 0;
    return operand_is_complex(c, 0) || operand_is_complex(c, 1);
}

/* Whether every element of the array is moderate: each part of a complex
** one, the value of a real, integer or bool one. */
static int array_moderate(const case_array *array) {
    size_t size = pc_dtype_size(array->dtype);
    int complex = pc_dtype_is_complex(array->dtype);
    for (int64_t i = 0; i < array->element_count; i++) {
        double pair[2];
        element_pair(array->dtype, (const unsigned char *)array->data + (size_t)i * size, pair);
        if (!fuzz_moderate_real(pair[0]) || (complex && !fuzz_moderate_real(pair[1]))) return 0;
    }
    return 1;
}

static int scalar_moderate(const pc_operand *scalar) {
    const pc_scalar_value *v = &scalar->value;
    switch (scalar->scalar_kind) {
    case PC_SCALAR_BOOL: return v->magnitude == 1;
    case PC_SCALAR_INT:
        return !v->beyond_64_bits && v->magnitude >= 1 && v->magnitude <= (v->negative ? 2u : 3u);
    case PC_SCALAR_FLOAT: return fuzz_moderate_real(v->real);
    case PC_SCALAR_COMPLEX: return fuzz_moderate_real(v->real) && fuzz_moderate_real(v->imag);
    }
    return 0;
}

static int values_moderate(const promcast_case *c) {
    for (int i = 0; i < 2; i++)
        if (case_input_is_scalar(c, i) ? !scalar_moderate(&c->operands[i])
                                       : !array_moderate(&c->arrays[i]))
            return 0;
    return 1;
}

/* The largest |re| + |im| of an array's finite elements, 0 for none. */
static double largest_finite(const case_array *array) {
    size_t size = pc_dtype_size(array->dtype);
    double largest = 0.0;
    for (int64_t i = 0; i < array->element_count; i++) {
        double pair[2];
        element_pair(array->dtype, (const unsigned char *)array->data + (size_t)i * size, pair);
        double m = fabs(pair[0]) + fabs(pair[1]);
        if (isfinite(m) && m > largest) largest = m;
    }
    return largest;
}

/* The longest contracted length of a matmul's or vecdot's operands (a
** mismatch is an error, and counting the longer is safe). */
static int64_t contracted_length(const promcast_case *c) {
    int64_t length = 0;
    for (int i = 0; i < 2; i++) {
        const case_shape *shape = &c->inputs[i].array.shape;
        for (int d = 0; d < shape->rank; d++)
            if (shape->dims[d] > length) length = shape->dims[d];
    }
    return length;
}

/* Whether K * max|x1| * max|x2|, doubled for the roundings on the way,
** reaches the largest finite value of a floating operand's (part) dtype. The longest dimension
** stands for K: vecdot's axis and matmul's layout need not be read for
** a bound from above. */
static int product_may_overflow(const promcast_case *c) {
    if (c->input_count != 2 || c->inputs[0].kind != CASE_INPUT_ARRAY ||
        c->inputs[1].kind != CASE_INPUT_ARRAY)
        return 0;
    double bound = 2.0 * (double)contracted_length(c) * largest_finite(&c->inputs[0].array) *
                   largest_finite(&c->inputs[1].array);
    for (int i = 0; i < 2; i++) {
        pc_dtype dtype = c->inputs[i].array.dtype;
        if (!pc_dtype_is_floating(dtype) && !pc_dtype_is_complex(dtype)) continue;
        if (!(bound < fuzz_largest_finite(pc_dtype_complex_component(dtype)))) return 1;
    }
    return 0;
}

double fuzz_largest_finite_part(const case_array *array) {
    size_t size = pc_dtype_size(array->dtype);
    double largest = 0.0;
    for (int64_t i = 0; i < array->element_count; i++) {
        double pair[2];
        element_pair(array->dtype, (const unsigned char *)array->data + (size_t)i * size, pair);
        for (int part = 0; part < 2; part++)
            if (isfinite(pair[part]) && fabs(pair[part]) > largest) largest = fabs(pair[part]);
    }
    return largest;
}

/* Whether twice a gradient's element count times its largest finite part
** reaches its dtype's largest finite value (above): the real parts and the
** imaginary parts are summed apart, a finite part beside an infinite or
** NaN one too. */
static int sum_may_overflow(const promcast_case *c) {
    const case_array *gradient = &c->arrays[0];
    if (!pc_dtype_is_floating(gradient->dtype) && !pc_dtype_is_complex(gradient->dtype))
        return 0;
    double bound =
        2.0 * (double)gradient->element_count * fuzz_largest_finite_part(gradient);
    return !(bound < fuzz_largest_finite(pc_dtype_complex_component(gradient->dtype)));
}

int fuzz_case_open(const promcast_case *c) {
    if (fuzz_moderate_case(c)) return !values_moderate(c);
    if (c->op == CASE_MATMUL || c->op == CASE_VECDOT) return product_may_overflow(c);
    if (c->op == CASE_SUM_TO_SHAPE) return sum_may_overflow(c);
    return 0;
}
