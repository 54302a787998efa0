/*
** function_join_tfjs.h: TensorFlow.js's concat and stack (tf.concat,
** tf.stack with the CPU backend's Concat and Pack kernels), whose checks
** and result dtype follow no other library's (function_join_tfjs.c).
** Internal.
*/
#ifndef PROMCAST_FUNCTION_JOIN_TFJS_H
#define PROMCAST_FUNCTION_JOIN_TFJS_H

#include "promcast/functions.h"

/* The plan of tf.concat (stack 0) or tf.stack (stack 1): the checks in
** tfjs's order, the result shape and dtype. */
pc_status fn_join_tfjs_plan(const pc_function_call *call, int stack, pc_function_plan *plan,
                            pc_error *err);

/* Copies every element of `source` into `destination` (same shape) as the
** kernels do, by TypedArray.set and element assignment: each JavaScript
** number stored into the destination's typed array
** (pc_tfjs_typed_array_store). */
void fn_join_tfjs_copy(const pc_array *source, const pc_array *destination);

#endif
