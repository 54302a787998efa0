/*
** function_where.c: where(condition, x1, x2) (promcast/functions.h), by
** each profile's rules (function_where_rules.c, with their sources).
**
** The plan, in the order the libraries check (each reads its operands and
** promotes before it broadcasts: PyTorch's where computes result_type and
** checks the condition before TensorIterator; NumPy's PyArray_Where
** resolves the common dtype before NpyIter; jnp.where and mx.where promote
** before broadcast_arrays):
**   1. the operands as given (an array condition; x1 and x2 arrays or
**      Python scalars; two scalars where the profile refuses them);
**   2. a scalar's value alone (the profile's int range: PyTorch's int64,
**      JAX's int32 without x64);
**   3. the result dtype: result_type(x1, x2), the condition taking no part;
**   4. a scalar's value in that dtype (the profile's element-wise rule, or
**      PyTorch's checked conversion);
**   5. the condition's dtype;
**   6. broadcasting condition, x1 and x2 together;
**   7. the result dtype against the kernel's (PyTorch's where_kernel,
**      chosen once TensorIterator has checked the shapes).
** Values are selections: the condition's truth picks x1's or x2's element,
** converted to the result dtype (pc_cast_element's conversion; a scalar's
** value by the profile's rule).
*/
#include "function_operands.h"
#include "function_support.h"
#include "function_where_rules.h"
#include "functions_internal.h"
#include "profile_internal.h"
#include "promcast/broadcast.h"

enum { CONDITION, X1, X2, WHERE_OPERANDS };

static pc_status check_operands(const pc_profile *profile, const where_rules *rules,
                                const pc_function_call *call, pc_error *err) {
    if (call->operand_count != WHERE_OPERANDS)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "where takes 3 operands (condition, x1, x2), not %d",
                            call->operand_count);
    if (call->axis.kind != PC_AXIS_DEFAULT)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "where takes no axis");
    for (int i = 0; i < WHERE_OPERANDS; i++) {
        pc_status status = fn_operand_check(profile, call, i, 0, err);
        if (status != PC_OK) return status;
    }
    if (call->operands[CONDITION].array == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, CONDITION, -1, -1,
                            "where: the condition must be an array, not %s",
                            fn_operand_kind_name(&call->operands[CONDITION]));
    if (call->operands[X1].scalar != NULL && call->operands[X2].scalar != NULL &&
        rules->both_scalars != PC_OK)
        return pc_error_set(err, rules->both_scalars, X1, X2, -1,
                            "where: x1 and x2 are both Python scalars; profile %s needs one "
                            "array (\"At least one of x1 and x2 must be an array\")",
                            pc_profile_name(profile));
    /* A scalar x1 or x2 is a call the profile (a version of the standard
    ** before scalar arguments) may not have. */
    for (int i = X1; i <= X2; i++) {
        if (call->operands[i].scalar == NULL) continue;
        pc_status status = pc_profile_check_scalar_argument(profile, "where", err);
        if (status != PC_OK) {
            if (err) err->operand_a = i;
            return status;
        }
    }
    return PC_OK;
}

static pc_status check_condition(const where_rules *rules, pc_dtype condition, pc_error *err) {
    if (condition == PC_BOOL) return PC_OK;
    switch (rules->condition) {
    case WHERE_CONDITION_TRUTH:
        return PC_OK;
    case WHERE_CONDITION_BOOL_OR_UINT8:
        if (condition == PC_UINT8) return PC_OK;
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, CONDITION, -1, -1,
                            "where expected condition to be a boolean tensor, but got a "
                            "tensor with dtype %s", pc_dtype_name(condition));
    case WHERE_CONDITION_BOOL:
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, CONDITION, -1, -1,
                            "where: the condition must be a bool tensor, not %s "
                            "(tf.where's convertToTensor(condition, 'bool'), ONNX Where's B)",
                            pc_dtype_name(condition));
    case WHERE_CONDITION_BOOL_ELSE_UNDEFINED:
        break;
    }
    return pc_error_set(err, PC_UNDEFINED, CONDITION, -1, -1,
                        "where: a condition of dtype %s; the condition \"Should have a "
                        "boolean data type\", other dtypes are left to implementations",
                        pc_dtype_name(condition));
}

/* Steps 2 and 4 for a scalar x1 or x2 (step 2 when `dtype` is
** PC_DTYPE_NONE). */
static pc_status check_scalar(const pc_profile *profile, const pc_promotion_options *options,
                              const where_rules *rules, const pc_operand *scalar, int index,
                              pc_dtype dtype, pc_error *err) {
    if (dtype == PC_DTYPE_NONE)
        return pc_scalar_check_given(profile->scalar_rules, options, PC_BINARY_OP_COUNT, scalar,
                                     index, err);
    if (rules->scalar_conversion == WHERE_SCALAR_CHECKED_CONVERT)
        return fn_torch_checked_convert(scalar, dtype, index, err);
    return pc_scalar_check_compute(profile->scalar_rules, PC_BINARY_OP_COUNT, scalar, index,
                                   dtype, 1, 1, err);
}

static pc_status where_plan(const pc_profile *profile, const pc_promotion_options *options,
                            const where_rules *rules, const pc_function_call *call,
                            pc_function_plan *plan, pc_error *err) {
    pc_status status = check_operands(profile, rules, call, err);
    if (status != PC_OK) return status;
    const pc_binary_operand *x[2] = {&call->operands[X1], &call->operands[X2]};
    if (rules->inputs_first) {
        status = check_condition(rules, call->operands[CONDITION].array->dtype, err);
        for (int i = 0; status == PC_OK && i < 2; i++)
            if (x[i]->array != NULL && (rules->value_dtypes & PC_DTYPE_BIT(x[i]->array->dtype)) == 0)
                status = pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, X1 + i, -1, -1,
                                      "where: type '%s' of x%d is invalid",
                                      pc_dtype_name(x[i]->array->dtype), i + 1);
        if (status != PC_OK) return status;
    }
    for (int i = 0; i < 2; i++) {
        if (x[i]->scalar == NULL) continue;
        status = check_scalar(profile, options, rules, x[i]->scalar, X1 + i, PC_DTYPE_NONE, err);
        if (status != PC_OK) return status;
    }
    /* A profile that checks an int against the loop's dtype types it
    ** without its value (NumPy 2: result_type itself keeps uint8 for 300). */
    int with_value = !pc_scalar_typed_without_value(profile->scalar_rules, PC_BINARY_OP_COUNT);
    pc_operand typed[2] = {fn_operand_for_promotion(x[0], with_value),
                           fn_operand_for_promotion(x[1], with_value)};
    status = pc_profile_promote_operands(profile, options, typed, 2, &plan->result_dtype, err);
    if (status != PC_OK) {
        if (err) err->operand_a = X1, err->operand_b = X2;
        return status;
    }
    plan->compute_dtype = plan->result_dtype;
    for (int i = 0; i < 2; i++) {
        if (x[i]->scalar == NULL) continue;
        status = check_scalar(profile, options, rules, x[i]->scalar, X1 + i, plan->result_dtype,
                              err);
        if (status != PC_OK) return status;
    }
    status = check_condition(rules, call->operands[CONDITION].array->dtype, err);
    if (status != PC_OK) return status;
    pc_shape shapes[WHERE_OPERANDS];
    for (int i = 0; i < WHERE_OPERANDS; i++) shapes[i] = fn_operand_shape(&call->operands[i]);
    status = pc_broadcast_shapes(shapes, WHERE_OPERANDS, &plan->shape, err);
    if (status != PC_OK) return status;
    if ((rules->kernel_lacks & PC_DTYPE_BIT(plan->result_dtype)) != 0)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, X1, X2, -1,
                            "\"%s\" not implemented for '%s'", rules->kernel,
                            pc_dtype_name(plan->result_dtype));
    return PC_OK;
}

static const where_rules *rules_of(const pc_profile *profile, pc_error *err) {
    const where_rules *rules = profile ? where_rules_find(profile) : NULL;
    if (rules == NULL)
        pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "where: no such profile");
    return rules;
}

pc_status function_where_plan(const pc_profile *profile, const pc_promotion_options *options,
                              const pc_function_call *call, pc_function_plan *plan,
                              pc_error *err) {
    const where_rules *rules = rules_of(profile, err);
    if (rules == NULL) return PC_INVALID_ARGUMENT;
    return where_plan(profile, options, rules, call, plan, err);
}

typedef struct where_run {
    pc_dtype condition;
    int complex_truth_real_part;
    pc_dtype x[2];
    pc_dtype result;
    pc_wide_converter convert; /* fn_element_converter */
} where_run;

/* elements: 0 the result, 1 the condition, 2 x1, 3 x2. */
static int where_visit(void *context, char *const elements[], int64_t flat_index) {
    (void)flat_index;
    const where_run *run = context;
    pc_wide value;
    pc_wide_load(run->condition, elements[1], 0, 1, &value);
    int truth;
    if (run->complex_truth_real_part && pc_dtype_is_complex(run->condition)) {
        truth = value.complex_parts[0] != 0.0;
    } else {
        pc_wide_convert(run->condition, PC_BOOL, &value, 1);
        truth = value.integer != 0;
    }
    int pick = truth ? 0 : 1;
    pc_wide_load(run->x[pick], elements[2 + pick], 0, 1, &value);
    run->convert(run->x[pick], run->result, &value, 1);
    pc_wide_store(run->result, &value, elements[0], 0, 1);
    return 0;
}

pc_status function_where_compute(const pc_profile *profile, const pc_promotion_options *options,
                                 const pc_function_call *call, const pc_array *out,
                                 pc_error *err) {
    const where_rules *rules = rules_of(profile, err);
    if (rules == NULL) return PC_INVALID_ARGUMENT;
    pc_function_plan plan;
    pc_status status = where_plan(profile, options, rules, call, &plan, err);
    if (status != PC_OK) return status;
    status = fn_check_out(call, &plan, out, err);
    if (status != PC_OK) return status;
    /* A scalar is a 0-d array of the result dtype holding its value by
    ** the profile's conversion. */
    fn_scalar_array scalars[2];
    const pc_array *arrays[WHERE_OPERANDS + 1] = {out, call->operands[CONDITION].array, NULL,
                                                  NULL};
    for (int i = 0; i < 2; i++) {
        const pc_binary_operand *x = &call->operands[X1 + i];
        if (x->array != NULL) {
            arrays[2 + i] = x->array;
            continue;
        }
        pc_wide value;
        pc_scalar_to_compute(profile->scalar_rules, options, PC_BINARY_OP_COUNT, x->scalar,
                             PC_DTYPE_NONE, plan.result_dtype, &value);
        fn_scalar_array_init(&scalars[i], plan.result_dtype, &value);
        arrays[2 + i] = &scalars[i].array;
    }
    where_run run = {arrays[1]->dtype, rules->complex_truth_real_part,
                     {arrays[2]->dtype, arrays[3]->dtype}, plan.result_dtype,
                     fn_element_converter(profile)};
    fn_for_each_element(&plan.shape, arrays, WHERE_OPERANDS + 1, where_visit, &run);
    return PC_OK;
}
