/*
** functions.c: the functions of several arrays (promcast/functions.h).
** The names, and the dispatch to each function's own file
** (functions_internal.h).
*/
#include "promcast/functions.h"

#include "array_size.h"
#include "function_support.h"
#include "functions_internal.h"
#include "profile_internal.h"

#include "promcast/view.h"

#include <string.h>

static const char *const function_names[PC_FUNCTION_COUNT] = {
    [PC_FUNCTION_WHERE] = "where",
    [PC_FUNCTION_CLIP] = "clip",
    [PC_FUNCTION_MATMUL] = "matmul",
    [PC_FUNCTION_VECDOT] = "vecdot",
    [PC_FUNCTION_CONCAT] = "concat",
    [PC_FUNCTION_STACK] = "stack",
    [PC_FUNCTION_BROADCAST_ARRAYS] = "broadcast_arrays",
};

const char *pc_function_name(pc_function function) {
    if ((int)function < 0 || function >= PC_FUNCTION_COUNT) return "invalid_function";
    return function_names[function];
}

int pc_function_parse(const char *name, pc_function *function) {
    for (int i = 0; i < PC_FUNCTION_COUNT; i++) {
        if (strcmp(name, function_names[i]) == 0) {
            *function = (pc_function)i;
            return 1;
        }
    }
    return 0;
}

typedef struct function_entries {
    function_plan_entry plan;
    function_compute_entry compute;
} function_entries;

/* Indexed by pc_function: FUNCTION_ENTRIES lists them in its order. */
static const function_entries entries[PC_FUNCTION_COUNT] = {
#define FUNCTION_ENTRY_(NAME) {function_##NAME##_plan, function_##NAME##_compute},
    FUNCTION_ENTRIES(FUNCTION_ENTRY_)
#undef FUNCTION_ENTRY_
};

static pc_status check_call(const pc_function_call *call, pc_error *err) {
    if (call == NULL || (int)call->function < 0 || call->function >= PC_FUNCTION_COUNT)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "no such function");
    if (call->operand_count < 0 || call->operand_count > PC_FUNCTION_MAX_OPERANDS ||
        (call->operand_count > 0 && call->operands == NULL))
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "%s: %d operands (0 to %d, with their list)",
                            pc_function_name(call->function), call->operand_count,
                            PC_FUNCTION_MAX_OPERANDS);
    return PC_OK;
}

/* An array operand the library could not have made (array_size.h). */
static pc_status check_operand_sizes(const pc_profile *profile, const pc_function_call *call,
                                     pc_error *err) {
    for (int i = 0; i < call->operand_count; i++) {
        const pc_array *array = call->operands[i].array;
        if (array == NULL) continue;
        pc_status status = pc_profile_check_array_size(profile, array->dtype, &array->shape, i,
                                                       err);
        if (status != PC_OK) return status;
    }
    return PC_OK;
}

pc_status pc_function_plan_make(const pc_profile *profile, const pc_promotion_options *options,
                                const pc_function_call *call, pc_function_plan *plan,
                                pc_error *err) {
    pc_status status = check_call(call, err);
    if (status != PC_OK) return status;
    pc_promotion_options defaults;
    if (options == NULL) {
        pc_promotion_options_init(&defaults);
        options = &defaults;
    }
    /* A version of the standard without the function (clip before
    ** 2023.12) leaves the whole call open. broadcast_arrays takes no profile. */
    if (profile != NULL) {
        status = pc_profile_check_op(profile, pc_function_name(call->function), err);
        if (status != PC_OK) return status;
        status = check_operand_sizes(profile, call, err);
        if (status != PC_OK) return status;
    }
    status = entries[call->function].plan(profile, options, call, plan, err);
    if (status != PC_OK) return status;
    /* The result the library allocates, once the call's own checks pass. */
    return pc_profile_check_array_size(profile, plan->result_dtype, &plan->shape, -1, err);
}

pc_status pc_function_compute(const pc_profile *profile, const pc_promotion_options *options,
                              const pc_function_call *call, const pc_array *out,
                              pc_error *err) {
    pc_status status = check_call(call, err);
    if (status != PC_OK) return status;
    pc_promotion_options defaults;
    if (options == NULL) {
        pc_promotion_options_init(&defaults);
        options = &defaults;
    }
    if (profile != NULL) {
        status = pc_profile_check_op(profile, pc_function_name(call->function), err);
        if (status != PC_OK) return status;
    }
    return entries[call->function].compute(profile, options, call, out, err);
}

pc_status pc_broadcast_arrays(const pc_array *sources, int count, pc_array *views,
                              pc_error *err) {
    if (count < 0 || count > PC_FUNCTION_MAX_OPERANDS || (count > 0 && (sources == NULL ||
                                                                        views == NULL)))
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "broadcast_arrays: %d arrays (0 to %d, with their lists)", count,
                            PC_FUNCTION_MAX_OPERANDS);
    for (int i = 0; i < count; i++) {
        pc_status status = pc_array_validate(&sources[i], i, err);
        if (status != PC_OK) return status;
    }
    pc_shape shape;
    pc_status status = fn_broadcast_common_shape(sources, NULL, count, &shape, err);
    if (status != PC_OK) return status;
    /* Every source broadcasts to the common shape, so pc_broadcast_to
    ** cannot fail here. */
    for (int i = 0; i < count; i++) {
        status = pc_broadcast_to(&sources[i], &shape, &views[i], err);
        if (status != PC_OK) return status;
    }
    return PC_OK;
}
