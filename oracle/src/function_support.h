/*
** function_support.h: what matmul, vecdot, concat, stack and
** broadcast_arrays share: taking a call's operands as arrays, the result
** type over many arrays, axis normalisation, and the cast-copy of one
** strided array into another.
*/
#ifndef PROMCAST_FUNCTION_SUPPORT_H
#define PROMCAST_FUNCTION_SUPPORT_H

#include "cast_internal.h"
#include "promcast/functions.h"

/* Every operand of `call` is an array (not a Python scalar, not left out)
** and valid (pc_array_validate); PC_INVALID_ARGUMENT naming the first that
** is not. */
pc_status fn_check_arrays(const pc_function_call *call, pc_error *err);

/* The profile's result_type over the arrays operands[0..count) (each an
** array; its category dimensioned or 0-d by rank). Arrays of one
** (category, dtype) pair count once, so 4096 operands need no more room
** than the 2 x PC_DTYPE_COUNT distinct ones: result_type over arrays
** depends on the set of them, not on repetitions. Error indices name the
** call's operands. */
pc_status fn_result_type(const pc_profile *profile, const pc_promotion_options *options,
                         const pc_binary_operand *operands, int count, pc_dtype *result,
                         pc_error *err);

/* `axis` in [-ndim, ndim) made non-negative into *out, else
** PC_INVALID_AXIS with the library-neutral message of NumPy's AxisError. */
pc_status fn_normalize_axis(const char *function, int64_t axis, int ndim, int operand,
                            int *out, pc_error *err);

/* Copies every element of `source` into `destination` (same shape), cast
** to destination's dtype by `convert` (fn_element_converter). */
void fn_copy_cast(const pc_array *source, const pc_array *destination,
                  pc_wide_converter convert);

/* The profile's conversion of an element copied or selected into another
** dtype: its element_convert, else pc_wide_convert (pc_cast_element's). */
pc_wide_converter fn_element_converter(const pc_profile *profile);


/* The common shape of `count` arrays, given as arrays[] or as the arrays of
** operands[] (the other NULL); function_broadcast_arrays.c. */
pc_status fn_broadcast_common_shape(const pc_array *arrays, const pc_binary_operand *operands,
                                    int count, pc_shape *shape, pc_error *err);

#endif
