/*
** functions_internal.h: each function of several arrays is a pair of
** entries, its plan and its compute, in a file of its own
** (function_<name>.c); functions.c dispatches through the table of them.
** Arguments are those of pc_function_plan_make and pc_function_compute,
** with call->function already known to be the file's function.
*/
#ifndef PROMCAST_FUNCTIONS_INTERNAL_H
#define PROMCAST_FUNCTIONS_INTERNAL_H

#include "promcast/functions.h"

typedef pc_status (*function_plan_entry)(const pc_profile *profile,
                                         const pc_promotion_options *options,
                                         const pc_function_call *call,
                                         pc_function_plan *plan, pc_error *err);
typedef pc_status (*function_compute_entry)(const pc_profile *profile,
                                            const pc_promotion_options *options,
                                            const pc_function_call *call,
                                            const pc_array *out, pc_error *err);

#define FUNCTION_ENTRIES(X) \
    X(where)                \
    X(clip)                 \
    X(matmul)               \
    X(vecdot)               \
    X(concat)               \
    X(stack)                \
    X(broadcast_arrays)

#define FUNCTION_DECLARE_(NAME)                                                         \
    pc_status function_##NAME##_plan(const pc_profile *profile,                         \
                                     const pc_promotion_options *options,               \
                                     const pc_function_call *call,                      \
                                     pc_function_plan *plan, pc_error *err);            \
    pc_status function_##NAME##_compute(const pc_profile *profile,                      \
                                        const pc_promotion_options *options,            \
                                        const pc_function_call *call, const pc_array *out, \
                                        pc_error *err);
FUNCTION_ENTRIES(FUNCTION_DECLARE_)
#undef FUNCTION_DECLARE_

#endif
