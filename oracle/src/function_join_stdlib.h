/*
** function_join_stdlib.h: concat of @stdlib/ndarray 0.4.1
** (@stdlib/ndarray/concat), which broadcasts its arrays and counts its
** dimension from the end (function_join_stdlib.c). Internal.
*/
#ifndef PROMCAST_FUNCTION_JOIN_STDLIB_H
#define PROMCAST_FUNCTION_JOIN_STDLIB_H

#include "promcast/functions.h"

/* The plan of concat(arrays, {dim}): the checks in the library's order,
** the result shape and the promoted dtype. */
pc_status fn_join_stdlib_plan(const pc_profile *profile, const pc_function_call *call,
                              pc_function_plan *plan, pc_error *err);

/* Copies each array, broadcast as the plan did, into its run of `out`
** along the dimension, converted to out's dtype; `out` has the plan's
** dtype and shape (the caller checked it). */
void fn_join_stdlib_copy(const pc_function_call *call, const pc_array *out);

#endif
