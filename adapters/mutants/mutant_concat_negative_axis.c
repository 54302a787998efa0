/*
** mutant_concat_negative_axis.c: concat counts a negative axis from the
** end of stack's range.
**
** Bug: a negative axis is normalised as axis + ndim + 1, the rule of
** stack (whose result has one dimension more) reused for concat, so
** concat's axis=-1 names the dimension after the last and is refused, and
** -2 joins along the last dimension. The Array API standard's concat
** ("Manipulation Functions", concat: "a negative axis ... counting
** backward from the last dimension") and NumPy's normalize_axis_index
** (numpy/_core/src/multiarray/common.h: axis + ndim) give the last
** dimension for -1.
** Killing input: concat int32 [2,1] {1,2} and int32 [2,1] {3,4}, axis -1:
** the oracle gives int32 [2,2] {1,3,2,4}, the mutant invalid_axis.
** Killed by: generated/concat.
*/
#include "mutant_function.h"

static int32_t negative_axis_function(void *state, const promcast_call *call, int32_t op,
                                      const promcast_arguments *arguments, int32_t capacity,
                                      DLManagedTensor **results, int32_t *result_count) {
    if (op != PROMCAST_OP_CONCAT || arguments->axis_kind != PROMCAST_AXIS_GIVEN ||
        arguments->axis >= 0 || arguments->axis == INT64_MAX)
        return ORACLE->array_function(state, call, op, arguments, capacity, results,
                                      result_count);
    /* axis + ndim + 1 is what the oracle makes of axis + 1. */
    promcast_arguments shifted = *arguments;
    shifted.axis = arguments->axis + 1;
    return ORACLE->array_function(state, call, op, &shifted, capacity, results, result_count);
}

MUTANT_ENTRY("concat_negative_axis", "concat's negative axis normalised as stack's",
             array_function, negative_axis_function)
