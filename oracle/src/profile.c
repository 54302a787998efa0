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
    &pc_profile_tfjs_value,
    &pc_profile_onnx_value,
    &pc_profile_stdlib_value,
};

enum { PROFILE_COUNT = (int)(sizeof profiles / sizeof profiles[0]) };

void pc_promotion_options_init(pc_promotion_options *options) {
    options->default_float = PC_FLOAT32;
    options->x64 = 0;
}

/* A family's plain name is its latest version; "family@version" names
** each of its versions. */
const pc_profile *pc_profile_find(const char *name) {
    if (name == NULL) return NULL;
    const char *at = strchr(name, '@');
    size_t family_length = at ? (size_t)(at - name) : strlen(name);
    for (int i = 0; i < PROFILE_COUNT; i++) {
        const pc_profile *profile = profiles[i];
        const char *family = pc_profile_family(profile);
        if (strlen(family) != family_length || strncmp(family, name, family_length) != 0)
            continue;
        if (at == NULL) return profile;
        for (int v = 0; v < profile->version_count; v++)
            if (strcmp(profile->versions[v]->version, at + 1) == 0) return profile->versions[v];
        return NULL;
    }
    return NULL;
}

const pc_profile *pc_profile_at(int index) {
    return index >= 0 && index < PROFILE_COUNT ? profiles[index] : NULL;
}

const char *pc_profile_name(const pc_profile *profile) { return profile->name; }

const char *pc_profile_family(const pc_profile *profile) {
    return profile->family ? profile->family : profile->name;
}

const char *pc_profile_version(const pc_profile *profile) { return profile->version; }

const pc_profile *pc_profile_version_at(const pc_profile *profile, int index) {
    if (profile == NULL || index < 0 || index >= profile->version_count) return NULL;
    return profile->versions[index];
}

/* The case format's ops that are not element-wise functions; with the
** element-wise functions and their "_inplace" forms, every op it names. */
static const char *const other_ops[] = {
    "broadcast_shapes", "broadcast_to",  "inplace_broadcast", "xla_broadcast",
    "promote_types",    "result_type",   "can_cast",          "sum_to_shape",
    "where",            "clip",          "matmul",            "vecdot",
    "concat",           "stack",         "broadcast_arrays",
};

int pc_binary_op_of_case_name(const char *op) {
    static const char suffix[] = "_inplace";
    const size_t suffix_length = sizeof suffix - 1;
    char base[64];
    size_t length = strlen(op);
    if (length > suffix_length && length - suffix_length < sizeof base &&
        strcmp(op + length - suffix_length, suffix) == 0) {
        memcpy(base, op, length - suffix_length);
        base[length - suffix_length] = '\0';
        op = base;
    }
    pc_binary_op binary;
    return pc_binary_op_parse(op, &binary) ? (int)binary : -1;
}

int pc_profile_has_op(const pc_profile *profile, const char *op) {
    if (profile == NULL || op == NULL) return 0;
    if (profile->has_op) return profile->has_op(profile, op);
    int binary = pc_binary_op_of_case_name(op);
    if (binary >= 0) return (profile->lacks_binary_ops >> binary & 1u) == 0;
    for (size_t i = 0; i < sizeof other_ops / sizeof other_ops[0]; i++)
        if (strcmp(other_ops[i], op) == 0) return 1;
    return 0;
}

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

pc_status pc_profile_promote_operands(const pc_profile *profile,
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

pc_status pc_profile_no_scalar_operands(const pc_profile *profile, const pc_operand *operands,
                                        int count, pc_error *err) {
    for (int i = 0; i < count; i++)
        if (operands[i].category == PC_OPERAND_SCALAR)
            return pc_error_set(err, PC_UNDEFINED, i, -1, -1,
                                "%s has no Python scalars: operand %d cannot be written",
                                pc_profile_name(profile), i);
    return PC_OK;
}

pc_status pc_profile_no_scalar_argument(const pc_profile *profile, const char *op,
                                        pc_error *err) {
    return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                        "%s has no Python scalars: %s with one cannot be written",
                        pc_profile_name(profile), op);
}

pc_status pc_profile_check_op(const pc_profile *profile, const char *op, pc_error *err) {
    if (pc_profile_has_op(profile, op)) return PC_OK;
    /* A library whose ops have no call of the ones has_op says no to
    ** (ONNX has no operator for floor_divide or vecdot): the case is left
    ** open. */
    if (profile->lacked_ops_undefined)
        return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                            "%s has no operator for %s: the call cannot be written",
                            pc_profile_name(profile), op);
    /* A library without versions whose list of ops leaves this one out
    ** (tfjs's has_op) does not have it at all. */
    if (profile->version == NULL && profile->has_op != NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "%s has no %s",
                            pc_profile_name(profile), op);
    if (profile->version == NULL) return PC_OK;
    return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                        "%s has no %s: that version of the standard leaves the call to "
                        "implementations",
                        pc_profile_name(profile), op);
}

pc_status pc_profile_check_binary_op(const pc_profile *profile, pc_binary_op op,
                                     pc_error *err) {
    /* Without has_op, lacks_binary_ops is pc_profile_has_op's whole answer
    ** for an element-wise function: no name to build or look up. */
    if (profile->has_op == NULL && (profile->lacks_binary_ops >> op & 1u) == 0) return PC_OK;
    return pc_profile_check_op(profile, pc_binary_op_name(op), err);
}

pc_status pc_profile_check_scalar_argument(const pc_profile *profile, const char *op,
                                           pc_error *err) {
    if (profile->scalar_argument_check == NULL) return PC_OK;
    return profile->scalar_argument_check(profile, op, err);
}

/* result_type the function: its own arguments (a Python scalar, where the
** profile's version takes none), then the promotion. */
pc_status pc_result_type(const pc_profile *profile,
                         const pc_promotion_options *options,
                         const pc_operand *operands, int count,
                         pc_dtype *result, pc_error *err) {
    pc_status status = pc_profile_promote_operands(profile, options, operands, count, result, err);
    if (status != PC_OK && status != PC_UNDEFINED) return status;
    for (int i = 0; i < count; i++) {
        if (operands[i].category != PC_OPERAND_SCALAR) continue;
        pc_status scalar = pc_profile_check_scalar_argument(profile, "result_type", err);
        if (scalar != PC_OK) {
            if (err) err->operand_a = i;
            return scalar;
        }
        break;
    }
    return status;
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
