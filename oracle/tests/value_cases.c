/*
** value_cases.c: running value cases (value_cases.h).
*/
#include "value_cases.h"

#include <math.h>
#include <string.h>

#include "promcast/array.h"
#include "promcast/profile.h"
#include "test_support.h"

/* Copies `count` elements of `dtype` from the union array to packed bytes. */
static void pack(pc_dtype dtype, const value *values, int count, unsigned char *bytes) {
    for (int k = 0; k < count; k++)
        memcpy(bytes + (size_t)k * pc_dtype_size(dtype), &values[k], pc_dtype_size(dtype));
}

/* One float32 or float64 part: bit for bit, or both NaN. */
static int part_matches(const unsigned char *got, const unsigned char *expected, size_t size) {
    if (size == sizeof(float)) {
        float g, e;
        memcpy(&g, got, sizeof g);
        memcpy(&e, expected, sizeof e);
        if (isnan(e)) return isnan(g);
    } else {
        double g, e;
        memcpy(&g, got, sizeof g);
        memcpy(&e, expected, sizeof e);
        if (isnan(e)) return isnan(g);
    }
    return memcmp(got, expected, size) == 0;
}

/* Exact, bit for bit, except that any NaN matches any NaN (cases/README.md),
** part by part for complex numbers. Narrower dtypes compare their bits. */
static int element_matches(pc_dtype dtype, const unsigned char *got, const value *expected) {
    const unsigned char *want = (const unsigned char *)expected;
    switch (dtype) {
    case PC_FLOAT32: return part_matches(got, want, sizeof(float));
    case PC_FLOAT64: return part_matches(got, want, sizeof(double));
    case PC_COMPLEX64:
        return part_matches(got, want, sizeof(float)) &&
               part_matches(got + sizeof(float), want + sizeof(float), sizeof(float));
    case PC_COMPLEX128:
        return part_matches(got, want, sizeof(double)) &&
               part_matches(got + sizeof(double), want + sizeof(double), sizeof(double));
    default: return memcmp(got, expected, pc_dtype_size(dtype)) == 0;
    }
}

void run_value_case(tap_run *run, const char *source, const value_case *c) {
    unsigned char a_bytes[MAX_ELEMENTS * 16], b_bytes[MAX_ELEMENTS * 16],
        out_bytes[MAX_ELEMENTS * 16];
    pack(c->a_dtype, c->a, c->count, a_bytes);
    pack(c->b_dtype, c->b, c->count, b_bytes);
    pc_shape shape = SHAPE(c->count);
    pc_array a, b, out;
    pc_array_init_contiguous(&a, c->a_dtype, &shape, a_bytes);
    pc_array_init_contiguous(&b, c->b_dtype, &shape, b_bytes);
    pc_array_init_contiguous(&out, c->result_dtype, &shape, out_bytes);
    const pc_profile *profile = pc_profile_find(c->profile);
    pc_error err;
    pc_status status = c->inplace ? pc_binary_compute_inplace(profile, NULL, c->op, &a, &b, &err)
                                  : pc_binary_compute(profile, NULL, c->op, &a, &b, &out, &err);
    const unsigned char *result = c->inplace ? a_bytes : out_bytes;
    size_t size = pc_dtype_size(c->result_dtype);
    int matches = status == PC_OK;
    for (int k = 0; matches && k < c->count; k++)
        matches = element_matches(c->result_dtype, result + (size_t)k * size, &c->expected[k]);
    tap_ok(run, matches, "%s (profile %s): %s", source, c->profile, c->name);
    if (status != PC_OK) tap_diag(run, "  %s: %s", pc_status_name(status), err.message);
}

