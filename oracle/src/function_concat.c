/*
** function_concat.c: concat (promcast/functions.h). The checks, promotion and
** copy are function_join.c's, shared with stack; the rules per profile
** are function_rules.c's.
*/
#include "function_join.h"
#include "functions_internal.h"

pc_status function_concat_plan(const pc_profile *profile, const pc_promotion_options *options,
                          const pc_function_call *call, pc_function_plan *plan, pc_error *err) {
    return fn_join_plan(profile, options, call, 0, plan, err);
}

pc_status function_concat_compute(const pc_profile *profile, const pc_promotion_options *options,
                             const pc_function_call *call, const pc_array *out, pc_error *err) {
    return fn_join_compute(profile, options, call, 0, out, err);
}
