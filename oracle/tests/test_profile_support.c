/*
** test_profile_support.c: the checks declared in test_profile_support.h.
*/
#include "test_profile_support.h"

#include <string.h>

static pc_operand array_operand(pc_operand_category category, pc_dtype dtype) {
    pc_operand operand;
    memset(&operand, 0, sizeof operand);
    operand.category = category;
    operand.dtype = dtype;
    return operand;
}

pc_operand test_dim(pc_dtype dtype) {
    return array_operand(PC_OPERAND_DIMENSIONED, dtype);
}

pc_operand test_zero(pc_dtype dtype) {
    return array_operand(PC_OPERAND_ZERO_DIM, dtype);
}

pc_operand test_scalar(pc_scalar_kind kind) {
    pc_operand operand;
    memset(&operand, 0, sizeof operand);
    operand.category = PC_OPERAND_SCALAR;
    operand.scalar_kind = kind;
    return operand;
}

pc_operand test_int_value(const char *decimal) {
    pc_operand operand = test_scalar(PC_SCALAR_INT);
    pc_scalar_value *value = &operand.value;
    operand.has_value = 1;
    const char *p = decimal;
    value->negative = *p == '-';
    if (*p == '-') p++;
    for (; *p; p++) {
        uint64_t digit = (uint64_t)(*p - '0');
        if (value->magnitude > (UINT64_MAX - digit) / 10)
            value->beyond_64_bits = 1;
        else
            value->magnitude = value->magnitude * 10 + digit;
    }
    value->real = value->negative ? -(double)value->magnitude
                                  : (double)value->magnitude;
    return operand;
}

static pc_promotion_options options_with(int x64) {
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    options.x64 = x64;
    return options;
}

/* One line for an outcome: the status, and the dtype when it is PC_OK. */
static int outcome_is(tap_run *run, pc_status status, pc_dtype got,
                      const pc_error *err, pc_status expected_status,
                      pc_dtype expected, const char *name) {
    int passed = status == expected_status &&
                 (status != PC_OK || got == expected);
    tap_ok(run, passed, "%s", name);
    if (!passed)
        tap_diag(run, "  got %s %s, expected %s %s", pc_status_name(status),
                 status == PC_OK ? pc_dtype_name(got) : err->message,
                 pc_status_name(expected_status),
                 expected_status == PC_OK ? pc_dtype_name(expected) : "");
    return passed;
}

int test_promote_is(tap_run *run, const pc_profile *profile, int x64,
                    pc_dtype a, pc_dtype b, pc_status expected_status,
                    pc_dtype expected, const char *name) {
    pc_promotion_options options = options_with(x64);
    pc_dtype got = PC_DTYPE_NONE;
    pc_error err;
    pc_error_clear(&err);
    pc_status status = pc_promote_types_with_options(profile, &options, a, b,
                                                     &got, &err);
    return outcome_is(run, status, got, &err, expected_status, expected, name);
}

int test_result_type_is(tap_run *run, const pc_profile *profile, int x64,
                        const pc_operand *operands, int count,
                        pc_status expected_status, pc_dtype expected,
                        const char *name) {
    pc_promotion_options options = options_with(x64);
    pc_dtype got = PC_DTYPE_NONE;
    pc_error err;
    pc_error_clear(&err);
    pc_status status = pc_result_type(profile, &options, operands, count, &got, &err);
    return outcome_is(run, status, got, &err, expected_status, expected, name);
}

int test_can_cast_is(tap_run *run, const pc_profile *profile, pc_dtype from,
                     pc_dtype to, int expected, const char *name) {
    int allowed = -1;
    pc_error err;
    pc_status status = pc_can_cast(profile, from, to, &allowed, &err);
    int passed = tap_ok(run, status == PC_OK && allowed == expected, "%s", name);
    if (!passed)
        tap_diag(run, "  got %s %d", pc_status_name(status), allowed);
    return passed;
}

int test_plan_is(tap_run *run, const pc_profile *profile, int x64,
                 pc_binary_op op, pc_dtype a, pc_shape a_shape, pc_dtype b,
                 pc_shape b_shape, int inplace, pc_status expected_status,
                 pc_dtype expected, const char *name) {
    pc_promotion_options options = options_with(x64);
    pc_binary_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.result_dtype = PC_DTYPE_NONE;
    pc_error err;
    pc_error_clear(&err);
    pc_status status =
        inplace ? pc_binary_inplace_plan_make(profile, &options, op, a, &a_shape,
                                              b, &b_shape, &plan, &err)
                : pc_binary_plan_make(profile, &options, op, a, &a_shape, b,
                                      &b_shape, &plan, &err);
    return outcome_is(run, status, plan.result_dtype, &err, expected_status,
                      expected, name);
}

pc_status test_compute(const pc_profile *profile, pc_binary_op op,
                       pc_dtype a_dtype, void *a, pc_dtype b_dtype, void *b,
                       pc_dtype out_dtype, void *out, int64_t count) {
    pc_shape shape = test_shape(&count, 1);
    pc_array x, y, z;
    pc_array_init_contiguous(&x, a_dtype, &shape, a);
    pc_array_init_contiguous(&y, b_dtype, &shape, b);
    pc_array_init_contiguous(&z, out_dtype, &shape, out);
    pc_error err;
    return pc_binary_compute(profile, NULL, op, &x, &y, &z, &err);
}

void test_promotion_properties(tap_run *run, const pc_profile *profile,
                               int x64) {
    pc_promotion_options options = options_with(x64);
    int symmetric = 1, idempotent = 1, count = 0;
    for (int a = 0; a < PC_DTYPE_COUNT; a++) {
        if (!pc_profile_has_dtype(profile, (pc_dtype)a)) continue;
        count++;
        pc_dtype self = PC_DTYPE_NONE;
        pc_error err;
        if (pc_promote_types_with_options(profile, &options, (pc_dtype)a,
                                          (pc_dtype)a, &self, &err) != PC_OK ||
            self != (pc_dtype)a)
            idempotent = 0;
        for (int b = 0; b < PC_DTYPE_COUNT; b++) {
            if (!pc_profile_has_dtype(profile, (pc_dtype)b)) continue;
            pc_dtype ab = PC_DTYPE_NONE, ba = PC_DTYPE_NONE;
            pc_status s1 = pc_promote_types_with_options(profile, &options, (pc_dtype)a,
                                                         (pc_dtype)b, &ab, &err);
            pc_status s2 = pc_promote_types_with_options(profile, &options, (pc_dtype)b,
                                                         (pc_dtype)a, &ba, &err);
            if (s1 != s2 || ab != ba) symmetric = 0;
        }
    }
    tap_ok(run, idempotent, "property (%s%s): promote(a, a) == a for its %d dtypes",
           pc_profile_name(profile), x64 ? ", x64" : "", count);
    tap_ok(run, symmetric, "property (%s%s): promotion is symmetric over %dx%d",
           pc_profile_name(profile), x64 ? ", x64" : "", count, count);
}

pc_dtype test_code_dtype(const char *code, size_t length,
                         const char *const *codes, const pc_dtype *dtypes,
                         int count) {
    for (int i = 0; i < count; i++)
        if (strlen(codes[i]) == length && memcmp(codes[i], code, length) == 0)
            return dtypes[i];
    return PC_DTYPE_NONE;
}
