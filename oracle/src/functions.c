/*
** functions.c: the functions of several arrays (promcast/functions.h).
** Names only so far; the rules follow.
*/
#include "promcast/functions.h"

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

pc_status pc_function_plan_make(const pc_profile *profile, const pc_promotion_options *options,
                                const pc_function_call *call, pc_function_plan *plan,
                                pc_error *err) {
    (void)profile, (void)options, (void)plan;
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "%s is not implemented yet",
                        pc_function_name(call->function));
}

pc_status pc_function_compute(const pc_profile *profile, const pc_promotion_options *options,
                              const pc_function_call *call, const pc_array *out,
                              pc_error *err) {
    (void)profile, (void)options, (void)out;
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "%s is not implemented yet",
                        pc_function_name(call->function));
}

pc_status pc_broadcast_arrays(const pc_array *sources, int count, pc_array *views,
                              pc_error *err) {
    (void)sources, (void)count, (void)views;
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                        "broadcast_arrays is not implemented yet");
}
