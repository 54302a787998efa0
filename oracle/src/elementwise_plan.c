/*
** elementwise_plan.c: what an element-wise op will do, before it does it:
** the result shape, the dtype it computes in, the result dtype, or the error.
**
** The order of checks is the library's, because an input with two faults
** must report the same one the library does. PyTorch's (torch profile):
**   1. the op's refusals of its inputs' own dtypes (sub_check, maximum's
**      complex check: meta functions, before TensorIterator is built);
**   2. shapes (TensorIterator compute_shape; in place, mark_resize_outputs:
**      "output with shape [3] doesn't match the broadcast shape [2, 3]");
**   3. promotion (compute_types, through result_type: an operand's category,
**      dimensioned or 0-d, follows from its rank);
**   4. in place, can_cast(result, destination) (enforce_safe_casting_to_output);
**   5. the kernel's dtype support on the computed dtype (AT_DISPATCH).
** A profile with dtypes_before_shapes (NumPy: the ufunc's loop is resolved
** before its iterator broadcasts) runs 3 to 5 before 2; with
** refusals_after_shapes too (JAX: promote_args, then the lax primitive's
** shape rule before its dtype rule), 5 is reported after 2. An in-place
** form the profile does not have (PC_INPLACE_FORM_UNDEFINED) is
** PC_UNDEFINED before all of them.
*/
#include <string.h>

#include "profile_internal.h"
#include "promcast/broadcast.h"

/* Each op's name (the case format's) and whether it is bool-valued
** (binary_ops.h). */
static const struct binary_op_traits {
    const char *name;
    unsigned char bool_valued;
} binary_ops[PC_BINARY_OP_COUNT] = {
    [PC_OP_ADD] = {"add", 0},
    [PC_OP_SUBTRACT] = {"subtract", 0},
    [PC_OP_MULTIPLY] = {"multiply", 0},
    [PC_OP_DIVIDE] = {"divide", 0},
    [PC_OP_MAXIMUM] = {"maximum", 0},
    [PC_OP_EQUAL] = {"equal", 1},
    [PC_OP_LESS] = {"less", 1},
    [PC_OP_BITWISE_AND] = {"bitwise_and", 0},
    [PC_OP_NOT_EQUAL] = {"not_equal", 1},
    [PC_OP_LESS_EQUAL] = {"less_equal", 1},
    [PC_OP_GREATER] = {"greater", 1},
    [PC_OP_GREATER_EQUAL] = {"greater_equal", 1},
    [PC_OP_MINIMUM] = {"minimum", 0},
    [PC_OP_BITWISE_OR] = {"bitwise_or", 0},
    [PC_OP_BITWISE_XOR] = {"bitwise_xor", 0},
    [PC_OP_FLOOR_DIVIDE] = {"floor_divide", 0},
    [PC_OP_REMAINDER] = {"remainder", 0},
    [PC_OP_COPYSIGN] = {"copysign", 0},
    [PC_OP_NEXTAFTER] = {"nextafter", 0},
    [PC_OP_BITWISE_LEFT_SHIFT] = {"bitwise_left_shift", 0},
    [PC_OP_BITWISE_RIGHT_SHIFT] = {"bitwise_right_shift", 0},
    /* The logical ops are bool-valued as the comparisons are: the operands
    ** in the promoted dtype, a bool result (PyTorch builds both with
    ** build_comparison_op; NumPy resolves both with
    ** PyUFunc_SimpleBinaryComparisonTypeResolver). */
    [PC_OP_LOGICAL_AND] = {"logical_and", 1},
    [PC_OP_LOGICAL_OR] = {"logical_or", 1},
    [PC_OP_LOGICAL_XOR] = {"logical_xor", 1},
    [PC_OP_POW] = {"pow", 0},
    [PC_OP_ATAN2] = {"atan2", 0},
    [PC_OP_HYPOT] = {"hypot", 0},
    [PC_OP_LOGADDEXP] = {"logaddexp", 0},
};

const char *pc_binary_op_name(pc_binary_op op) {
    if ((int)op < 0 || op >= PC_BINARY_OP_COUNT) return "invalid_op";
    return binary_ops[op].name;
}

int pc_binary_op_parse(const char *name, pc_binary_op *op) {
    for (int i = 0; i < PC_BINARY_OP_COUNT; i++) {
        if (strcmp(name, binary_ops[i].name) == 0) {
            *op = (pc_binary_op)i;
            return 1;
        }
    }
    return 0;
}

int pc_binary_op_is_bool_valued(pc_binary_op op) {
    return (int)op >= 0 && op < PC_BINARY_OP_COUNT && binary_ops[op].bool_valued;
}

int pc_dtype_in(pc_dtype dtype, unsigned categories) {
    return ((1u << pc_dtype_kind_of(dtype)) & categories) != 0;
}

static pc_operand array_operand(pc_dtype dtype, const pc_shape *shape) {
    pc_operand operand;
    memset(&operand, 0, sizeof operand);
    operand.category =
        shape->rank == 0 ? PC_OPERAND_ZERO_DIM : PC_OPERAND_DIMENSIONED;
    operand.dtype = dtype;
    return operand;
}

/* The refusal binary_op_dtypes reported, kept with its error record so a
** profile may report it after shapes (refusals_after_shapes). */
typedef struct op_refusal {
    pc_status status;
    pc_error error;
} op_refusal;

static pc_status refusal_report(const op_refusal *refusal, pc_error *err) {
    if (refusal->status != PC_OK && err) *err = refusal->error;
    return refusal->status;
}

/* Step 4, in place: a result dtype the destination cannot hold. */
static pc_status check_inplace_cast(const pc_profile *profile, pc_binary_op op,
                                    pc_dtype result, pc_dtype destination,
                                    pc_error *err) {
    int policy = profile->binary_op_inplace_checks_cast(op);
    if (policy == PC_INPLACE_NO_CHECK || profile->can_cast(result, destination))
        return PC_OK;
    if (policy == PC_INPLACE_MISMATCH_UNDEFINED)
        return pc_error_set(err, PC_UNDEFINED, 0, 1, -1,
                            "in place, a result type %s other than the "
                            "destination's %s is left to implementations",
                            pc_dtype_name(result), pc_dtype_name(destination));
    return pc_error_set(err, PC_CANNOT_CAST, 0, 1, -1,
                        "result type %s can't be cast to the desired "
                        "output type %s",
                        pc_dtype_name(result), pc_dtype_name(destination));
}

/* Steps 3 to 5: promotion, in-place can_cast, the kernel's dtype support.
** Returns promotion and cast errors; the kernel's refusal goes to
** *refusal, for the caller to report in the profile's order. */
static pc_status plan_dtypes(const pc_profile *profile, const pc_promotion_options *options,
                             pc_binary_op op, pc_dtype a_dtype, const pc_shape *a_shape,
                             pc_dtype b_dtype, const pc_shape *b_shape, int inplace,
                             pc_binary_plan *plan, op_refusal *refusal, pc_error *err) {
    pc_operand operands[2] = {array_operand(a_dtype, a_shape),
                              array_operand(b_dtype, b_shape)};
    pc_dtype promoted;
    pc_status status = pc_result_type(profile, options, operands, 2, &promoted, err);
    if (status != PC_OK) return status;

    pc_error_clear(&refusal->error);
    refusal->status = profile->binary_op_dtypes(
        op, a_dtype, b_dtype, promoted, options, &plan->compute_dtype,
        &plan->result_dtype, &refusal->error);
    if (inplace) {
        status = check_inplace_cast(profile, op, plan->result_dtype, a_dtype, err);
        if (status != PC_OK) return status;
        if (refusal->status == PC_OK) plan->result_dtype = a_dtype;
    }
    return PC_OK;
}

/* The checks in the profile's order (the file's comment); `inplace` adds
** the destination's shape and can_cast. */
static pc_status plan_make(const pc_profile *profile,
                           const pc_promotion_options *options,
                           pc_binary_op op, pc_dtype a_dtype,
                           const pc_shape *a_shape, pc_dtype b_dtype,
                           const pc_shape *b_shape, int inplace,
                           pc_binary_plan *plan, pc_error *err) {
    pc_promotion_options defaults;
    if (options == NULL) {
        pc_promotion_options_init(&defaults);
        options = &defaults;
    }
    if ((int)op < 0 || op >= PC_BINARY_OP_COUNT)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "%d is not an element-wise op", (int)op);
    pc_dtype dtypes[2] = {a_dtype, b_dtype};
    for (int i = 0; i < 2; i++) {
        if (!pc_dtype_is_valid(dtypes[i]))
            return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                "operand %d: %d is not a dtype", i,
                                (int)dtypes[i]);
        if (!pc_profile_has_dtype(profile, dtypes[i]))
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, i, -1, -1,
                                "operand %d: profile %s has no dtype %s", i,
                                pc_profile_name(profile),
                                pc_dtype_name(dtypes[i]));
    }
    if (inplace && profile->binary_op_inplace_checks_cast(op) == PC_INPLACE_FORM_UNDEFINED)
        return pc_error_set(err, PC_UNDEFINED, 0, 1, -1,
                            "profile %s has no in-place %s that writes into "
                            "the destination",
                            pc_profile_name(profile), pc_binary_op_name(op));
    pc_status status = profile->binary_op_check_inputs(op, a_dtype, b_dtype, err);
    if (status != PC_OK) return status;

    op_refusal refusal;
    if (profile->dtypes_before_shapes) {
        status = plan_dtypes(profile, options, op, a_dtype, a_shape, b_dtype, b_shape, inplace,
                             plan, &refusal, err);
        if (status != PC_OK) return status;
        if (!profile->refusals_after_shapes && refusal.status != PC_OK)
            return refusal_report(&refusal, err);
    }
    status = inplace ? pc_inplace_broadcast(a_shape, b_shape, err)
                     : pc_broadcast_pair(a_shape, b_shape, &plan->shape, err);
    if (status != PC_OK) return status;
    if (inplace) plan->shape = *a_shape;
    if (!profile->dtypes_before_shapes) {
        status = plan_dtypes(profile, options, op, a_dtype, a_shape, b_dtype, b_shape, inplace,
                             plan, &refusal, err);
        if (status != PC_OK) return status;
    }
    int64_t b_count = 0;
    if (refusal.status == PC_OK && profile->binary_op_one_element_b &&
        pc_shape_element_count(b_shape, &b_count, NULL) == PC_OK && b_count == 1)
        return profile->binary_op_one_element_b(op, plan->compute_dtype, err);
    return refusal_report(&refusal, err);
}

pc_status pc_binary_plan_make(const pc_profile *profile,
                              const pc_promotion_options *options,
                              pc_binary_op op, pc_dtype a_dtype,
                              const pc_shape *a_shape, pc_dtype b_dtype,
                              const pc_shape *b_shape, pc_binary_plan *plan,
                              pc_error *err) {
    return plan_make(profile, options, op, a_dtype, a_shape, b_dtype, b_shape,
                     0, plan, err);
}

pc_status pc_binary_inplace_plan_make(const pc_profile *profile,
                                      const pc_promotion_options *options,
                                      pc_binary_op op, pc_dtype a_dtype,
                                      const pc_shape *a_shape,
                                      pc_dtype b_dtype, const pc_shape *b_shape,
                                      pc_binary_plan *plan, pc_error *err) {
    return plan_make(profile, options, op, a_dtype, a_shape, b_dtype, b_shape,
                     1, plan, err);
}
