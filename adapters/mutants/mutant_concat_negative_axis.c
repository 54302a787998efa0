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
        arguments->axis >= 0 || arguments->axis < -PROMCAST_MAX_RANK - 1 ||
        arguments->count < 1 || arguments->values[0].kind != PROMCAST_VALUE_ARRAY ||
        arguments->values[0].array == NULL)
        return ORACLE->array_function(state, call, op, arguments, capacity, results,
                                      result_count);
    /* The axis normalised by stack's rule, against the first array's rank;
    ** where that leaves it negative it stays so, and the oracle refuses it. */
    promcast_arguments shifted = *arguments;
    int64_t normalised = arguments->axis + arguments->values[0].array->ndim + 1;
    shifted.axis = normalised >= 0 ? normalised : arguments->axis;
    return ORACLE->array_function(state, call, op, &shifted, capacity, results, result_count);
}

MUTANT_ENTRY("concat_negative_axis", "concat's negative axis normalised as stack's",
             array_function, negative_axis_function)
