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
** shape rule before its dtype rule), 5 is reported after 2. A profile
** with binary_op_check_call (TensorFlow.js) states its whole order per op
** there, before 1. An in-place
** form the profile does not have (PC_INPLACE_FORM_UNDEFINED) is
** PC_UNDEFINED before all of them.
*/
#include <stdio.h>
#include <string.h>

#include "array_size.h"
#include "elementwise_scalar.h"
#include "profile_internal.h"
#include "promcast/broadcast.h"
#include "shape_internal.h"

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
    /* The first letters differ for most pairs: compare them before the
    ** whole names (case files and has_op hooks look ops up by name). */
    for (int i = 0; i < PC_BINARY_OP_COUNT; i++) {
        if (name[0] == binary_ops[i].name[0] && strcmp(name, binary_ops[i].name) == 0) {
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

/* The two operands of a plan: result_type operands (an array's category
** follows from its rank; a Python scalar is PC_OPERAND_SCALAR with its
** value) and their shapes (a scalar's is rank 0: it broadcasts as a 0-d
** array does). */
typedef struct plan_inputs {
    pc_operand operands[2];
    pc_shape shapes[2];
    int scalar;  /* the scalar's index, or -1 */
} plan_inputs;

/* The dtype an operand shows the op's own dtype rules: an array's own; a
** scalar's, the dtype it is converted to (`promoted`), or, where the
** profile says so (PyTorch's wrapped numbers are tensors of their own
** dtype when the meta functions look at them), the dtype result_type gives
** it alone. */
static pc_dtype shown_dtype(const pc_profile *profile, const pc_promotion_options *options,
                            const pc_operand *operand, pc_dtype promoted, int own) {
    if (operand->category != PC_OPERAND_SCALAR) return operand->dtype;
    if (!own) return promoted;
    pc_operand alone = *operand;
    alone.has_value = 0;
    pc_dtype dtype;
    return profile->result_type(profile, options, &alone, 1, &dtype, NULL) == PC_OK ? dtype
                                                                                      : promoted;
}

/* Steps 3 to 5: promotion, in-place can_cast, the kernel's dtype support.
** Returns promotion and cast errors; the kernel's refusal goes to
** *refusal, for the caller to report in the profile's order. A scalar's
** value is checked against the compute dtype with the promotion
** (elementwise_scalar.h), except in NumPy 2's constant comparisons, which
** take no value of it. */
static pc_status plan_dtypes(const pc_profile *profile, const pc_promotion_options *options,
                             pc_binary_op op, const plan_inputs *in, int inplace,
                             pc_binary_plan *plan, op_refusal *refusal, pc_error *err) {
    pc_operand operands[2] = {in->operands[0], in->operands[1]};
    int constant = 0, constant_value;
    if (in->scalar >= 0) {
        int array = 1 - in->scalar;
        constant = pc_scalar_constant_comparison(profile->scalar_rules, op,
                                                 &operands[in->scalar], in->scalar == 0,
                                                 operands[array].dtype, &constant_value);
        if (constant) operands[in->scalar].has_value = 0;
    }
    pc_dtype promoted;
    pc_operand typed[2] = {operands[0], operands[1]};
    if (in->scalar >= 0 && pc_scalar_typed_without_value(profile->scalar_rules, op))
        typed[in->scalar].has_value = 0;
    pc_status status =
        profile->binary_op_promote != NULL && in->scalar < 0
            ? profile->binary_op_promote(op, operands[0].dtype, operands[1].dtype, &promoted, err)
            : pc_profile_promote_operands(profile, options, typed, 2, &promoted, err);
    if (status != PC_OK) return status;

    pc_dtype a_dtype = shown_dtype(profile, options, &operands[0], promoted, 0);
    pc_dtype b_dtype = shown_dtype(profile, options, &operands[1], promoted, 0);
    pc_error_clear(&refusal->error);
    refusal->status = profile->binary_op_dtypes(
        op, a_dtype, b_dtype, promoted, options, &plan->compute_dtype,
        &plan->result_dtype, &refusal->error);
    /* An exponent the op answers without a kernel (PyTorch's pow of
    ** complex32 by 0 or 1) meets no kernel's refusal. */
    if (in->scalar >= 0 &&
        pc_scalar_unit_exponent(profile->scalar_rules, op, &operands[in->scalar], in->scalar) >= 0)
        refusal->status = PC_OK;
    /* The scalar is stored into the loop before the output is cast
    ** (NumPy's ufunc; PyTorch's pow checks its exponent before building
    ** the iterator). */
    if (in->scalar >= 0 && !constant) {
        /* Only whether the cast is taken: no message to write. */
        int cast_taken = !inplace || check_inplace_cast(profile, op, plan->result_dtype,
                                                        a_dtype, NULL) == PC_OK;
        status = pc_scalar_check_compute(profile->scalar_rules, op, &operands[in->scalar],
                                         in->scalar, plan->compute_dtype,
                                         refusal->status == PC_OK,
                                         refusal->status == PC_OK && cast_taken, err);
        if (status != PC_OK) return status;
    }
    if (inplace) {
        status = check_inplace_cast(profile, op, plan->result_dtype, a_dtype, err);
        if (status != PC_OK) return status;
        if (refusal->status == PC_OK) plan->result_dtype = a_dtype;
    }
    return PC_OK;
}

/* The operands' own validity: dtypes the profile has, a scalar of a known
** kind with its value, at most one scalar, none as an in-place
** destination; then the scalar's value alone (pc_scalar_check_given: a
** library's argument parsing, before anything else). */
static pc_status check_inputs(const pc_profile *profile, const pc_promotion_options *options,
                              pc_binary_op op, const plan_inputs *in, int inplace,
                              pc_error *err) {
    for (int i = 0; i < 2; i++) {
        const pc_operand *operand = &in->operands[i];
        if (operand->category == PC_OPERAND_SCALAR) {
            if (in->scalar != i)
                return pc_error_set(err, PC_INVALID_ARGUMENT, 0, 1, -1,
                                    "a and b are both Python scalars; one must be an array");
            if (inplace && i == 0)
                return pc_error_set(err, PC_INVALID_ARGUMENT, 0, -1, -1,
                                    "the destination of an in-place op must be an array, "
                                    "not a Python scalar");
            if ((int)operand->scalar_kind < PC_SCALAR_BOOL ||
                operand->scalar_kind > PC_SCALAR_COMPLEX)
                return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                    "operand %d: %d is not a scalar kind", i,
                                    (int)operand->scalar_kind);
            if (!operand->has_value)
                return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                    "operand %d: an element-wise op needs the Python "
                                    "scalar's value (has_value)", i);
            continue;
        }
        if (!pc_dtype_is_valid(operand->dtype))
            return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                "operand %d: %d is not a dtype", i, (int)operand->dtype);
        if (!pc_profile_has_dtype(profile, operand->dtype))
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, i, -1, -1,
                                "operand %d: profile %s has no dtype %s", i,
                                pc_profile_name(profile), pc_dtype_name(operand->dtype));
    }
    if (in->scalar < 0) return PC_OK;
    return pc_scalar_check_given(profile->scalar_rules, options, op,
                                 &in->operands[in->scalar], in->scalar, err);
}

/* The checks in the profile's order (the file's comment); `inplace` adds
** the destination's shape and can_cast. */
static pc_status plan_make(const pc_profile *profile,
                           const pc_promotion_options *options,
                           pc_binary_op op, const plan_inputs *in, int inplace,
                           pc_binary_plan *plan, pc_error *err) {
    pc_promotion_options defaults;
    if (options == NULL) {
        pc_promotion_options_init(&defaults);
        options = &defaults;
    }
    if ((int)op < 0 || op >= PC_BINARY_OP_COUNT)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "%d is not an element-wise op", (int)op);
    pc_status status = check_inputs(profile, options, op, in, inplace, err);
    if (status != PC_OK) return status;
    /* An array the library could not have made: refused before the call. */
    for (int i = 0; i < 2; i++) {
        if (i == in->scalar) continue;
        status = pc_profile_check_array_size(profile, in->operands[i].dtype, &in->shapes[i], i,
                                             err);
        if (status != PC_OK) return status;
    }
    /* A version of the standard without the function, or without its
    ** call with a Python scalar (an operator takes one; a function only
    ** from the version that says so), leaves the whole call open. */
    status = pc_profile_check_binary_op(profile, op, err);
    if (status == PC_OK && in->scalar >= 0 && profile->scalar_argument_check != NULL) {
        char name[64];
        snprintf(name, sizeof name, "%s%s", pc_binary_op_name(op), inplace ? "_inplace" : "");
        status = pc_profile_check_scalar_argument(profile, name, err);
        if (status != PC_OK && err) err->operand_a = in->scalar;
    }
    if (status != PC_OK) return status;
    if (inplace && profile->binary_op_inplace_checks_cast(op) == PC_INPLACE_FORM_UNDEFINED)
        return pc_error_set(err, PC_UNDEFINED, 0, 1, -1,
                            "profile %s has no in-place %s that writes into "
                            "the destination",
                            pc_profile_name(profile), pc_binary_op_name(op));
    if (profile->binary_op_check_call) {
        status = profile->binary_op_check_call(profile, op, in->operands, in->shapes, err);
        if (status != PC_OK) return status;
    }
    const pc_shape *a_shape = &in->shapes[0], *b_shape = &in->shapes[1];
    if (in->scalar < 0) {
        status = profile->binary_op_check_inputs(op, in->operands[0].dtype,
                                                 in->operands[1].dtype, err);
    } else {
        /* The meta functions see a scalar as the profile shows it. */
        pc_operand weak[2] = {in->operands[0], in->operands[1]};
        weak[in->scalar].has_value = 0;
        pc_dtype promoted;
        status = pc_profile_promote_operands(profile, options, weak, 2, &promoted, err);
        if (status == PC_OK) {
            int own = profile->scalar_checked_as_own;
            status = profile->binary_op_check_inputs(
                op, shown_dtype(profile, options, &weak[0], promoted, own),
                shown_dtype(profile, options, &weak[1], promoted, own), err);
        }
    }
    if (status != PC_OK) return status;

    op_refusal refusal;
    if (profile->dtypes_before_shapes) {
        status = plan_dtypes(profile, options, op, in, inplace, plan, &refusal, err);
        if (status != PC_OK) return status;
        int before_shapes = !profile->refusals_after_shapes ||
                            (profile->refusals_before_shapes_ops >> op & 1u) != 0;
        if (before_shapes && refusal.status != PC_OK) return refusal_report(&refusal, err);
    }
    status = inplace ? pc_inplace_broadcast(a_shape, b_shape, err)
                     : pc_broadcast_pair(a_shape, b_shape, &plan->shape, err);
    if (status != PC_OK) return status;
    if (inplace) pc_shape_copy(&plan->shape, a_shape);
    if (!profile->dtypes_before_shapes) {
        status = plan_dtypes(profile, options, op, in, inplace, plan, &refusal, err);
        if (status != PC_OK) return status;
    }
    /* The result the library allocates (array_size.h); a call refused for
    ** its dtypes reports that refusal instead. */
    if (!inplace && refusal.status == PC_OK) {
        status = pc_profile_check_array_size(profile, plan->result_dtype, &plan->shape, -1, err);
        if (status != PC_OK) return status;
    }
    int64_t b_count = 0;
    if (refusal.status == PC_OK && profile->binary_op_one_element_b &&
        pc_shape_element_count(b_shape, &b_count, NULL) == PC_OK && b_count == 1)
        return profile->binary_op_one_element_b(op, plan->compute_dtype, err);
    return refusal_report(&refusal, err);
}

static void inputs_of_arrays(pc_dtype a_dtype, const pc_shape *a_shape, pc_dtype b_dtype,
                             const pc_shape *b_shape, plan_inputs *in) {
    in->operands[0] = array_operand(a_dtype, a_shape);
    in->operands[1] = array_operand(b_dtype, b_shape);
    pc_shape_copy(&in->shapes[0], a_shape);
    pc_shape_copy(&in->shapes[1], b_shape);
    in->scalar = -1;
}

pc_status pc_binary_plan_make(const pc_profile *profile,
                              const pc_promotion_options *options,
                              pc_binary_op op, pc_dtype a_dtype,
                              const pc_shape *a_shape, pc_dtype b_dtype,
                              const pc_shape *b_shape, pc_binary_plan *plan,
                              pc_error *err) {
    plan_inputs in;
    inputs_of_arrays(a_dtype, a_shape, b_dtype, b_shape, &in);
    return plan_make(profile, options, op, &in, 0, plan, err);
}

pc_status pc_binary_inplace_plan_make(const pc_profile *profile,
                                      const pc_promotion_options *options,
                                      pc_binary_op op, pc_dtype a_dtype,
                                      const pc_shape *a_shape,
                                      pc_dtype b_dtype, const pc_shape *b_shape,
                                      pc_binary_plan *plan, pc_error *err) {
    plan_inputs in;
    inputs_of_arrays(a_dtype, a_shape, b_dtype, b_shape, &in);
    return plan_make(profile, options, op, &in, 1, plan, err);
}

pc_binary_operand pc_binary_operand_array(const pc_array *array) {
    pc_binary_operand operand = {array, NULL};
    return operand;
}

pc_binary_operand pc_binary_operand_scalar(const pc_operand *scalar) {
    pc_binary_operand operand = {NULL, scalar};
    return operand;
}

static pc_status operands_read(const pc_binary_operand *a, const pc_binary_operand *b,
                             plan_inputs *in, pc_error *err) {
    const pc_binary_operand *given[2] = {a, b};
    in->scalar = -1;
    for (int i = 0; i < 2; i++) {
        const pc_binary_operand *operand = given[i];
        if (operand == NULL || (operand->array == NULL) == (operand->scalar == NULL))
            return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                "operand %d: give exactly one of an array and a scalar", i);
        if (operand->array != NULL) {
            in->operands[i] = array_operand(operand->array->dtype, &operand->array->shape);
            pc_shape_copy(&in->shapes[i], &operand->array->shape);
            continue;
        }
        if (operand->scalar->category != PC_OPERAND_SCALAR)
            return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                "operand %d: a scalar operand must have category "
                                "PC_OPERAND_SCALAR", i);
        in->operands[i] = *operand->scalar;
        in->shapes[i].rank = 0;
        /* A second scalar is refused by check_inputs, which sees index 0. */
        if (in->scalar < 0) in->scalar = i;
    }
    return PC_OK;
}

pc_status pc_binary_mixed_plan_make(const pc_profile *profile,
                                    const pc_promotion_options *options, pc_binary_op op,
                                    const pc_binary_operand *a, const pc_binary_operand *b,
                                    pc_binary_plan *plan, pc_error *err) {
    plan_inputs in;
    pc_status status = operands_read(a, b, &in, err);
    if (status != PC_OK) return status;
    return plan_make(profile, options, op, &in, 0, plan, err);
}

pc_status pc_binary_mixed_inplace_plan_make(const pc_profile *profile,
                                            const pc_promotion_options *options,
                                            pc_binary_op op, const pc_array *a,
                                            const pc_binary_operand *b, pc_binary_plan *plan,
                                            pc_error *err) {
    if (a == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, 0, -1, -1,
                            "the destination of an in-place op must be an array");
    pc_binary_operand destination = pc_binary_operand_array(a);
    plan_inputs in;
    pc_status status = operands_read(&destination, b, &in, err);
    if (status != PC_OK) return status;
    return plan_make(profile, options, op, &in, 1, plan, err);
}
