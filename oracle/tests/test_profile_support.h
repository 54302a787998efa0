/*
** test_profile_support.h: checks the promotion-profile tests share
** (test_promotion_jax.c, _mlx.c, _array_api.c): one call and one TAP line
** per promote_types, result_type, can_cast or element-wise plan, with the
** expected outcome and the source in the check's name.
*/
#ifndef PROMCAST_TEST_PROFILE_SUPPORT_H
#define PROMCAST_TEST_PROFILE_SUPPORT_H

#include "test_support.h"

/* Operands: an array with dimensions, a 0-d array, a Python scalar of a
** kind, a Python int written in decimal ("300", "-129",
** "18446744073709551616"). */
pc_operand test_dim(pc_dtype dtype);
pc_operand test_zero(pc_dtype dtype);
pc_operand test_scalar(pc_scalar_kind kind);
pc_operand test_int_value(const char *decimal);

#define TEST_OPERANDS(...) (const pc_operand[]){__VA_ARGS__}, \
    (int)(sizeof((const pc_operand[]){__VA_ARGS__}) / sizeof(pc_operand))

/* `x64` sets pc_promotion_options.x64; every other option is the default. */
int test_promote_is(tap_run *run, const pc_profile *profile, int x64,
                    pc_dtype a, pc_dtype b, pc_status expected_status,
                    pc_dtype expected, const char *name);

int test_result_type_is(tap_run *run, const pc_profile *profile, int x64,
                        const pc_operand *operands, int count,
                        pc_status expected_status, pc_dtype expected,
                        const char *name);

int test_can_cast_is(tap_run *run, const pc_profile *profile, pc_dtype from,
                     pc_dtype to, int expected, const char *name);

/* The plan of a (op) b, or a (op)= b with `inplace`; `expected` is the
** plan's result dtype when the status is PC_OK. */
int test_plan_is(tap_run *run, const pc_profile *profile, int x64,
                 pc_binary_op op, pc_dtype a, pc_shape a_shape, pc_dtype b,
                 pc_shape b_shape, int inplace, pc_status expected_status,
                 pc_dtype expected, const char *name);

/* a (op) b over `count` elements in a row, into `out` of dtype out_dtype
** (pc_binary_compute with the default options). */
pc_status test_compute(const pc_profile *profile, pc_binary_op op,
                       pc_dtype a_dtype, void *a, pc_dtype b_dtype, void *b,
                       pc_dtype out_dtype, void *out, int64_t count);

/* promote(a, a) == a and promote(a, b) == promote(b, a) (outcome and
** dtype) over the dtypes the profile has. */
void test_promotion_properties(tap_run *run, const pc_profile *profile,
                               int x64);

/* The dtype a table code of the upstream source names, by exact match in
** `codes` (parallel to `dtypes`); PC_DTYPE_NONE if none matches. */
pc_dtype test_code_dtype(const char *code, size_t length,
                         const char *const *codes, const pc_dtype *dtypes,
                         int count);

#endif
