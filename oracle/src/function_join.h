/*
** function_join.h: concat and stack, which differ only in where the
** arrays meet (along an existing axis, or along a new one) and share the
** rest: the checks of their profile's row (function_rules.h), promotion
** over every array, and the cast-copy of each array into its slice of the
** result.
*/
#ifndef PROMCAST_FUNCTION_JOIN_H
#define PROMCAST_FUNCTION_JOIN_H

#include "promcast/functions.h"

pc_status fn_join_plan(const pc_profile *profile, const pc_promotion_options *options,
                       const pc_function_call *call, int stack, pc_function_plan *plan,
                       pc_error *err);

pc_status fn_join_compute(const pc_profile *profile, const pc_promotion_options *options,
                          const pc_function_call *call, int stack, const pc_array *out,
                          pc_error *err);

#endif
