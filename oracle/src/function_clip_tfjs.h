/*
** function_clip_tfjs.h: TensorFlow.js's clip, tf.clipByValue(x, min,
** max), with number bounds and a kernel of its own (function_clip_tfjs.c).
** Internal.
*/
#ifndef PROMCAST_FUNCTION_CLIP_TFJS_H
#define PROMCAST_FUNCTION_CLIP_TFJS_H

#include "promcast/functions.h"

/* The plan: the checks in tfjs's order, x's shape and dtype. The call's
** operand count, axis and operands are checked already (x an array). */
pc_status fn_clip_tfjs_plan(const pc_function_call *call, pc_function_plan *plan, pc_error *err);

/* The values into `out` (checked against the plan). */
void fn_clip_tfjs_values(const pc_function_call *call, const pc_array *out);

#endif
