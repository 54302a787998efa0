/*
** test_fuzz_draws.c: the fuzzer draws and shrinks no case whose outcome
** the rules leave open (runner/src/fuzz_open.h, docs/values.md).
**
** For each profile, the first DRAWS cases of seed 1 of the ops at stake,
** and SHRINK_ROUNDS rounds of shrinking each (every candidate checked,
** then the first one shrunk further, as a shrink that keeps failing does):
** - a complex divide or pow (a complex operand, array or Python scalar)
**   has no zero, infinite, NaN or subnormal part in either operand;
** - a floating or complex matmul or vecdot has no two finite elements
**   whose product, times the longest dimension, reaches half the largest
**   finite value of a floating operand's dtype (a product or a partial
**   sum could overflow it).
** The checks read the values here, not through fuzz_open.c. The counts
** show that the draws reach these cases, and that matmul still draws
** infinities and NaN (only the overflowing sums are left out).
*/
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "fuzz_generate.h"
#include "fuzz_shrink.h"
#include "promcast/elementwise.h"
#include "tap.h"

enum { DRAWS = 10000, SHRINK_ROUNDS = 8, CANDIDATES = 1024 };

typedef struct tally {
    int64_t complex_cases, complex_candidates, product_cases, product_candidates;
    int64_t product_edges;  /* floating matmul and vecdot cases with an inf or NaN */
    int64_t bad;
    char first_bad[256];
} tally;

static void element_pair(pc_dtype dtype, const void *element, double pair[2]) {
    pc_cast_element(dtype, element, PC_COMPLEX128, pair);
}

/* A part that is none of zero, infinite, NaN, subnormal. */
static int plain_part(double part) {
    return fpclassify(part) == FP_NORMAL;
}

static int plain_array(const case_array *array) {
    size_t size = pc_dtype_size(array->dtype);
    for (int64_t i = 0; i < array->element_count; i++) {
        double pair[2];
        element_pair(array->dtype, (const unsigned char *)array->data + (size_t)i * size, pair);
        if (!plain_part(pair[0]) || (pc_dtype_is_complex(array->dtype) && !plain_part(pair[1])))
            return 0;
    }
    return 1;
}

static int plain_scalar(const pc_operand *scalar) {
    if (scalar->scalar_kind == PC_SCALAR_INT || scalar->scalar_kind == PC_SCALAR_BOOL)
        return scalar->value.magnitude != 0 || scalar->value.beyond_64_bits;
    if (!plain_part(scalar->value.real)) return 0;
    return scalar->scalar_kind != PC_SCALAR_COMPLEX || plain_part(scalar->value.imag);
}

static int is_complex_operand(const promcast_case *c, int i) {
    if (case_input_is_scalar(c, i)) return c->operands[i].scalar_kind == PC_SCALAR_COMPLEX;
    return pc_dtype_is_complex(c->arrays[i].dtype);
}

static int complex_divide_or_pow(const promcast_case *c) {
    return (c->op == CASE_BINARY || c->op == CASE_BINARY_INPLACE) &&
           (c->binary_op == PC_OP_DIVIDE || c->binary_op == PC_OP_POW) &&
           (is_complex_operand(c, 0) || is_complex_operand(c, 1));
}

static int complex_case_fine(const promcast_case *c) {
    for (int i = 0; i < 2; i++)
        if (case_input_is_scalar(c, i) ? !plain_scalar(&c->operands[i]) : !plain_array(&c->arrays[i]))
            return 0;
    return 1;
}

/* The largest finite value of a real floating dtype. */
static double largest_value(pc_dtype dtype) {
    switch (dtype) {
    case PC_FLOAT16: return 65504.0;
    case PC_BFLOAT16: return 0x1.fep127;
    case PC_FLOAT32: return 0x1.fffffep127;
    case PC_FLOAT8_E4M3FN: return 448.0;
    case PC_FLOAT8_E5M2: return 57344.0;
    default: return 0x1.fffffffffffffp1023;
    }
}

static int floating_product(const promcast_case *c) {
    if ((c->op != CASE_MATMUL && c->op != CASE_VECDOT) || c->input_count != 2) return 0;
    for (int i = 0; i < 2; i++) {
        pc_dtype dtype = c->inputs[i].array.dtype;
        if (pc_dtype_is_floating(dtype) || pc_dtype_is_complex(dtype)) return 1;
    }
    return 0;
}

static int has_edge(const case_array *array) {
    size_t size = pc_dtype_size(array->dtype);
    for (int64_t i = 0; i < array->element_count; i++) {
        double pair[2];
        element_pair(array->dtype, (const unsigned char *)array->data + (size_t)i * size, pair);
        if (!isfinite(pair[0]) || !isfinite(pair[1])) return 1;
    }
    return 0;
}

static int product_case_fine(const promcast_case *c) {
    const case_array *x1 = &c->inputs[0].array, *x2 = &c->inputs[1].array;
    double limit = INFINITY;
    int64_t longest = 0;
    for (int i = 0; i < 2; i++) {
        const case_array *x = i ? x2 : x1;
        if (pc_dtype_is_floating(x->dtype) || pc_dtype_is_complex(x->dtype))
            limit = fmin(limit, largest_value(pc_dtype_complex_component(x->dtype)) / 2);
        for (int d = 0; d < x->shape.rank; d++)
            if (x->shape.dims[d] > longest) longest = x->shape.dims[d];
    }
    size_t s1 = pc_dtype_size(x1->dtype), s2 = pc_dtype_size(x2->dtype);
    for (int64_t i = 0; i < x1->element_count; i++)
        for (int64_t j = 0; j < x2->element_count; j++) {
            double a[2], b[2];
            element_pair(x1->dtype, (const unsigned char *)x1->data + (size_t)i * s1, a);
            element_pair(x2->dtype, (const unsigned char *)x2->data + (size_t)j * s2, b);
            double terms = (double)longest * (fabs(a[0]) + fabs(a[1])) * (fabs(b[0]) + fabs(b[1]));
            if (isfinite(fabs(a[0]) + fabs(a[1])) && isfinite(fabs(b[0]) + fabs(b[1])) &&
                !(terms < limit))
                return 0;
        }
    return 1;
}

/* Checks one case (drawn, or a shrink candidate); 1 when the rules fix
** its outcome. */
static int check_case(const promcast_case *c, int candidate, int64_t index, tally *t) {
    int fine = 1;
    if (complex_divide_or_pow(c)) {
        fine = complex_case_fine(c);
        (*(candidate ? &t->complex_candidates : &t->complex_cases))++;
    } else if (floating_product(c)) {
        fine = product_case_fine(c);
        (*(candidate ? &t->product_candidates : &t->product_cases))++;
        if (!candidate && (has_edge(&c->inputs[0].array) || has_edge(&c->inputs[1].array)))
            t->product_edges++;
    }
    if (!fine && t->bad++ == 0)
        snprintf(t->first_bad, sizeof t->first_bad, "%s case %lld (%s)", case_op_name(c),
                 (long long)index, candidate ? "a shrink candidate" : "drawn");
    return fine;
}

static void run_profile(tap_run *run, const char *name) {
    static const char *const ops[] = {"divide", "pow", "divide_inplace", "pow_inplace",
                                      "matmul", "vecdot"};
    const pc_profile *profile = pc_profile_find(name);
    const char *names[sizeof ops / sizeof ops[0]];
    int count = 0;
    for (size_t i = 0; profile && i < sizeof ops / sizeof ops[0]; i++)
        if (pc_profile_has_op(profile, ops[i])) names[count++] = ops[i];
    fuzz_domain domain;
    char error[256] = "";
    if (!tap_ok(run, profile && fuzz_domain_init(&domain, profile, NULL, names, count, NULL, 0,
                                                 error, sizeof error),
                "%s: the domain of divide, pow, matmul, vecdot %s", name, error))
        return;
    static promcast_case candidates[CANDIDATES];
    tally t;
    memset(&t, 0, sizeof t);
    int memory = 1;
    for (int64_t index = 0; index < DRAWS && memory; index++) {
        case_arena *arena = case_arena_create();
        fuzz_source source;
        fuzz_source_seed(&source, 1, (uint64_t)index);
        promcast_case c;
        memory = arena && fuzz_generate(&domain, &source, arena, &c);
        if (memory && check_case(&c, 0, index, &t) &&
            (complex_divide_or_pow(&c) || floating_product(&c)))
            for (int round = 0; round < SHRINK_ROUNDS && memory; round++) {
                int made = fuzz_shrink_candidates(&c, arena, candidates, CANDIDATES);
                memory = made >= 0;
                for (int k = 0; k < made; k++) check_case(&candidates[k], 1, index, &t);
                if (made <= 0) break;
                c = candidates[0];
            }
        case_arena_destroy(arena);
    }
    tap_ok(run, memory, "%s: drew %d cases and their shrinks in memory", name, DRAWS);
    tap_ok(run, t.bad == 0, "%s: no complex divide or pow with a zero, infinite, NaN or subnormal "
           "part, no matmul or vecdot whose sums may overflow (%lld found; first: %s)", name,
           (long long)t.bad, t.bad ? t.first_bad : "none");
    tap_ok(run, t.complex_cases >= 100 && t.complex_candidates >= 1000,
           "%s: %lld complex divide and pow cases drawn, %lld shrink candidates", name,
           (long long)t.complex_cases, (long long)t.complex_candidates);
    tap_ok(run, t.product_cases >= 100 && t.product_candidates >= 1000 && t.product_edges >= 10,
           "%s: %lld floating matmul and vecdot cases drawn (%lld with an inf or NaN), %lld "
           "shrink candidates", name, (long long)t.product_cases, (long long)t.product_edges,
           (long long)t.product_candidates);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    run_profile(&run, "torch");
    run_profile(&run, "numpy");
    return tap_finish(&run);
}
