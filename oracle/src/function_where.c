/*
** function_where.c: where (promcast/functions.h). Not written yet: every
** call is refused.
*/
#include "functions_internal.h"

pc_status function_where_plan(const pc_profile *profile, const pc_promotion_options *options,
                          const pc_function_call *call, pc_function_plan *plan, pc_error *err) {
    (void)profile, (void)options, (void)call, (void)plan;
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "where is not implemented yet");
}

pc_status function_where_compute(const pc_profile *profile, const pc_promotion_options *options,
                             const pc_function_call *call, const pc_array *out, pc_error *err) {
    (void)profile, (void)options, (void)call, (void)out;
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "where is not implemented yet");
}
