/*
** profile.c: the registry of promotion profiles and the checks every
** profile shares (valid dtypes, dtypes the library has), so each profile's
** own file holds only its rules.
*/
#include <string.h>

#include "profile_internal.h"

static const pc_profile *const profiles[] = {
    &pc_profile_torch_value,
    &pc_profile_numpy_value,
    &pc_profile_jax_value,
    &pc_profile_mlx_value,
    &pc_profile_array_api_value,
};

enum { PROFILE_COUNT = (int)(sizeof profiles / sizeof profiles[0]) };

void pc_promotion_options_init(pc_promotion_options *options) {
    options->default_float = PC_FLOAT32;
    options->x64 = 0;
}

const pc_profile *pc_profile_find(const char *name) {
    for (int i = 0; i < PROFILE_COUNT; i++)
        if (strcmp(profiles[i]->name, name) == 0) return profiles[i];
    return NULL;
}

const pc_profile *pc_profile_at(int index) {
    return index >= 0 && index < PROFILE_COUNT ? profiles[index] : NULL;
}

const char *pc_profile_name(const pc_profile *profile) { return profile->name; }

const char *pc_profile_source(const pc_profile *profile) {
    return profile->source;
}

int pc_profile_has_dtype(const pc_profile *profile, pc_dtype dtype) {
    return pc_dtype_is_valid(dtype) && profile->has_dtype[dtype];
}

static pc_status check_dtype(const pc_profile *profile, pc_dtype dtype,
                             int operand, pc_error *err) {
    if (!pc_dtype_is_valid(dtype))
        return pc_error_set(err, PC_INVALID_ARGUMENT, operand, -1, -1,
                            "operand %d: %d is not a dtype", operand,
                            (int)dtype);
    if (!profile->has_dtype[dtype])
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, operand, -1, -1,
                            "operand %d: profile %s has no dtype %s", operand,
                            profile->name, pc_dtype_name(dtype));
    return PC_OK;
}

pc_status pc_promote_types(const pc_profile *profile, pc_dtype a, pc_dtype b,
                           pc_dtype *result, pc_error *err) {
    pc_status status = check_dtype(profile, a, 0, err);
    if (status == PC_OK) status = check_dtype(profile, b, 1, err);
    if (status != PC_OK) return status;
    return profile->promote_types(a, b, result, err);
}

pc_status pc_promote_types_with_options(const pc_profile *profile,
                                        const pc_promotion_options *options,
                                        pc_dtype a, pc_dtype b,
                                        pc_dtype *result, pc_error *err) {
    if (options == NULL || profile->promote_types_with_options == NULL)
        return pc_promote_types(profile, a, b, result, err);
    pc_status status = check_dtype(profile, a, 0, err);
    if (status == PC_OK) status = check_dtype(profile, b, 1, err);
    if (status != PC_OK) return status;
    return profile->promote_types_with_options(options, a, b, result, err);
}

static pc_status check_operand(const pc_profile *profile,
                               const pc_operand *operand, int index,
                               const pc_promotion_options *options,
                               pc_error *err) {
    switch (operand->category) {
    case PC_OPERAND_DIMENSIONED:
    case PC_OPERAND_ZERO_DIM:
        return check_dtype(profile, operand->dtype, index, err);
    case PC_OPERAND_SCALAR:
        if ((int)operand->scalar_kind < PC_SCALAR_BOOL ||
            operand->scalar_kind > PC_SCALAR_COMPLEX)
            return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                                "operand %d: %d is not a scalar kind", index,
                                (int)operand->scalar_kind);
        (void)options;
        return PC_OK;
    }
    return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                        "operand %d: %d is not an operand category", index,
                        (int)operand->category);
}

pc_status pc_result_type(const pc_profile *profile,
                         const pc_promotion_options *options,
                         const pc_operand *operands, int count,
                         pc_dtype *result, pc_error *err) {
    pc_promotion_options defaults;
    if (options == NULL) {
        pc_promotion_options_init(&defaults);
        options = &defaults;
    }
    if (count < 1 || operands == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "result_type needs at least one operand");
    pc_dtype default_float = options->default_float;
    if (!pc_dtype_is_floating(default_float) || pc_dtype_is_float8(default_float))
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "default float dtype %s is not float16, bfloat16, "
                            "float32 or float64",
                            pc_dtype_name(default_float));
    for (int i = 0; i < count; i++) {
        pc_status status = check_operand(profile, &operands[i], i, options, err);
        if (status != PC_OK) return status;
    }
    return profile->result_type(profile, options, operands, count, result, err);
}

pc_status pc_can_cast(const pc_profile *profile, pc_dtype from, pc_dtype to,
                      int *allowed, pc_error *err) {
    pc_status status = check_dtype(profile, from, 0, err);
    if (status == PC_OK) status = check_dtype(profile, to, 1, err);
    if (status != PC_OK) return status;
    *allowed = profile->can_cast(from, to);
    return PC_OK;
}

pc_status pc_profile_check_no_inputs(pc_binary_op op, pc_dtype a, pc_dtype b,
                                     pc_error *err) {
    (void)op;
    (void)a;
    (void)b;
    (void)err;
    return PC_OK;
}

int pc_profile_no_inplace_form(pc_binary_op op) {
    (void)op;
    return PC_INPLACE_FORM_UNDEFINED;
}
