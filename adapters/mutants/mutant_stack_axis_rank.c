/*
** mutant_stack_axis_rank.c: stack counts a negative axis in the arrays'
** rank, not the result's.
**
** Bug: stack normalises a negative axis as axis + ndim, ndim the rank of
** the arrays, as every other function does, but stack's axis indexes the
** result, which has ndim + 1 dimensions: stack(..., axis=-1) then inserts
** the new dimension before the last one instead of after it. The Array
** API standard's stack ("Manipulation Functions", stack: the axis "in the
** result array", valid on [-N, N) with N the result's rank) and NumPy's
** stack (numpy/_core/shape_base.py: normalize_axis_index(axis,
** result_ndim)) count in the result.
** Killing input: stack int32 [2] {1,2} and int32 [2] {3,4}, axis -1: the
** oracle gives int32 [2,2] {1,3,2,4}, the mutant int32 [2,2] {1,2,3,4}.
** Killed by: generated/stack.
*/
#include "mutant_function.h"

static int32_t axis_rank_function(void *state, const promcast_call *call, int32_t op,
                                  const promcast_arguments *arguments, int32_t capacity,
                                  DLManagedTensor **results, int32_t *result_count) {
    if (op != PROMCAST_OP_STACK || arguments->axis_kind != PROMCAST_AXIS_GIVEN ||
        arguments->axis >= 0 || arguments->axis == INT64_MIN)
        return ORACLE->array_function(state, call, op, arguments, capacity, results,
                                      result_count);
    /* axis + ndim is what the oracle makes of axis - 1. */
    promcast_arguments shifted = *arguments;
    shifted.axis = arguments->axis - 1;
    return ORACLE->array_function(state, call, op, &shifted, capacity, results, result_count);
}

MUTANT_ENTRY("stack_axis_rank", "stack's negative axis counted in the arrays' rank",
             array_function, axis_rank_function)
