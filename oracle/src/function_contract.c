/*
** function_contract.c: sums of products (function_contract.h).
*/
#include "function_contract.h"

#include <float.h>
#include <string.h>

#include "cast_internal.h"
#include "elementwise_kernels_tfjs.h"

_Static_assert(LDBL_MANT_DIG >= 64, "long double must have at least 64 significand bits");

enum { CHUNK = 128 };

/* One sum rounded to the result dtype's domain value. */
static double round_real(long double v, pc_dtype component) {
    return component == PC_FLOAT64 ? (double)v : pc_round_to_odd(v);
}

/* Loads n elements of `array` at `base` (elements) stepping `stride`,
** converted to dtype `to`. */
static void load_run(const pc_array *array, int64_t base, int64_t stride, int64_t n, pc_dtype to,
                     pc_wide *values) {
    size_t size = pc_dtype_size(array->dtype);
    const char *p = (const char *)array->data + base * (int64_t)size;
    pc_wide_load(array->dtype, p, stride * (int64_t)size, n, values);
    pc_wide_convert(array->dtype, to, values, n);
}

static void one_element(const fn_contraction *c, const pc_array *a, const pc_array *b,
                        int64_t a_base, int64_t b_base, pc_dtype component, pc_wide *result) {
    pc_wide left[CHUNK], right[CHUNK];
    pc_domain domain = pc_dtype_domain(c->compute);
    uint64_t integer_sum = 0;
    long double re = 0, im = 0;
    for (int64_t done = 0; done < c->k; done += CHUNK) {
        int64_t n = c->k - done < CHUNK ? c->k - done : CHUNK;
        load_run(a, a_base + done * c->a_k_stride, c->a_k_stride, n, c->compute, left);
        load_run(b, b_base + done * c->b_k_stride, c->b_k_stride, n, c->compute, right);
        if (domain == PC_DOMAIN_INTEGER) {
            /* Products wrap to the compute dtype (two's complement patterns
            ** multiply correctly modulo 2^64), then are summed. */
            for (int64_t k = 0; k < n; k++) left[k].integer *= right[k].integer;
            if (c->compute == PC_BOOL)
                for (int64_t k = 0; k < n; k++) left[k].integer = left[k].integer != 0;
            else
                pc_wide_convert(PC_INT64, c->compute, left, n);
            for (int64_t k = 0; k < n; k++) integer_sum += left[k].integer;
        } else if (domain == PC_DOMAIN_REAL) {
            for (int64_t k = 0; k < n; k++)
                re += (long double)left[k].real * (long double)right[k].real;
        } else {
            for (int64_t k = 0; k < n; k++) {
                long double ar = left[k].complex_parts[0], ai = left[k].complex_parts[1];
                long double br = right[k].complex_parts[0], bi = right[k].complex_parts[1];
                if (c->conjugate_a) ai = -ai;
                re += ar * br - ai * bi;
                im += ar * bi + ai * br;
            }
        }
    }
    if (domain == PC_DOMAIN_INTEGER) {
        result->integer = integer_sum;
    } else if (domain == PC_DOMAIN_REAL) {
        result->real = round_real(re, component);
    } else {
        result->complex_parts[0] = round_real(re, component);
        result->complex_parts[1] = round_real(im, component);
    }
}

/* An element as a JavaScript number: an integer's or a real's double. */
static double js_number(pc_domain domain, const pc_wide *value) {
    return domain == PC_DOMAIN_INTEGER ? (double)(int64_t)value->integer : value->real;
}

/* TensorFlow.js's sums (fn_contraction.js_block): the running value is
** the typed array's element, stored after each block. Each operand is read
** as its own typed array's numbers: makeTypesMatch's cast of bool or int32
** to the compute dtype keeps the data (tfjs-backend-cpu/src/kernels/
** Cast.ts, pc_tfjs_operand_convert), so an int32 16777217 multiplies as
** itself. */
static void one_element_js(const fn_contraction *c, const pc_array *a, const pc_array *b,
                           int64_t a_base, int64_t b_base, pc_dtype out, pc_wide *result) {
    pc_wide left[CHUNK], right[CHUNK];
    pc_domain domain = pc_dtype_domain(c->compute);
    pc_domain a_domain = pc_dtype_domain(a->dtype), b_domain = pc_dtype_domain(b->dtype);
    double element = 0;
    for (int64_t done = 0; done < c->k; done += c->js_block) {
        int64_t n = c->k - done < c->js_block ? c->k - done : c->js_block;
        double sum = 0.0;
        for (int64_t part = 0; part < n; part += CHUNK) {
            int64_t m = n - part < CHUNK ? n - part : CHUNK;
            int64_t k0 = done + part;
            load_run(a, a_base + k0 * c->a_k_stride, c->a_k_stride, m, a->dtype, left);
            load_run(b, b_base + k0 * c->b_k_stride, c->b_k_stride, m, b->dtype, right);
            for (int64_t k = 0; k < m; k++)
                sum += js_number(a_domain, &left[k]) * js_number(b_domain, &right[k]);
        }
        element = pc_tfjs_stored_number(out, element + sum);
    }
    if (domain == PC_DOMAIN_INTEGER)
        result->integer = (uint64_t)(int64_t)element;
    else
        result->real = element;
}

void fn_contract(const fn_contraction *c, const pc_array *a, const pc_array *b,
                 const pc_array *out) {
    int rank = out->shape.rank;
    int64_t count;
    pc_error ignored;
    /* pc_shape_element_count: a 0 anywhere is a count of 0, whatever the
    ** sizes before it. */
    if (pc_shape_element_count(&out->shape, &count, &ignored) != PC_OK || count == 0) return;
    int64_t index[PC_MAX_RANK];
    memset(index, 0, sizeof index);
    int64_t a_base = 0, b_base = 0, out_base = 0;
    pc_domain domain = pc_dtype_domain(c->compute);
    /* The dtype the raw sum is in, for the one rounding to out's dtype. */
    pc_dtype wide = domain == PC_DOMAIN_INTEGER
                        ? PC_INT64
                        : domain == PC_DOMAIN_REAL ? PC_FLOAT64 : PC_COMPLEX128;
    size_t out_size = pc_dtype_size(out->dtype);
    pc_dtype component = pc_dtype_complex_component(out->dtype);
    for (int64_t e = 0; e < count; e++) {
        pc_wide value;
        if (c->js_block > 0)
            one_element_js(c, a, b, a_base, b_base, out->dtype, &value);
        else
            one_element(c, a, b, a_base, b_base, component, &value);
        if (domain == PC_DOMAIN_INTEGER && out->dtype == PC_BOOL) value.integer = value.integer != 0;
        pc_wide_convert(wide, out->dtype, &value, 1);
        pc_wide_store(out->dtype, &value, (char *)out->data + out_base * (int64_t)out_size, 0, 1);
        /* The next index, row-major. */
        for (int d = rank - 1; d >= 0; d--) {
            if (++index[d] < out->shape.dims[d]) {
                a_base += c->a_strides[d];
                b_base += c->b_strides[d];
                out_base += out->strides[d];
                break;
            }
            a_base -= c->a_strides[d] * (index[d] - 1);
            b_base -= c->b_strides[d] * (index[d] - 1);
            out_base -= out->strides[d] * (index[d] - 1);
            index[d] = 0;
        }
    }
}
