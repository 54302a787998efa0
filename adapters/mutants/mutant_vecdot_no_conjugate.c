/*
** mutant_vecdot_no_conjugate.c: vecdot does not conjugate x1.
**
** Bug: vecdot of complex vectors computes sum(x1 * x2), the bilinear
** product, where the Array API standard's vecdot ("Linear Algebra
** Functions", vecdot: sum over the axis of conj(x1) * x2) and
** torch.linalg.vecdot (aten/src/ATen/native/LinearAlgebra.cpp
** linalg_vecdot: x.conj() * y) take the sesquilinear one. Seen wherever
** vecdot is written as (x1 * x2).sum(axis), which is right for reals.
** Killing input: vecdot complex64 [1] {1j} and complex64 [1] {1j}: the
** oracle gives complex64 [] {1}, the mutant complex64 [] {-1}.
** Killed by: generated/vecdot.
*/
#include "mutant_function.h"

static int32_t unconjugated_vecdot(void *state, const promcast_call *call, int32_t op,
                                   const promcast_arguments *arguments, int32_t capacity,
                                   DLManagedTensor **results, int32_t *result_count) {
    if (op != PROMCAST_OP_VECDOT || arguments->count != 2 ||
        !pc_dtype_is_complex(mutant_value_dtype(&arguments->values[0])))
        return ORACLE->array_function(state, call, op, arguments, capacity, results,
                                      result_count);
    /* The oracle conjugates x1: handing it conj(x1) gives sum(x1 * x2). */
    mutant_arguments copy;
    int32_t status = mutant_arguments_copy(call, arguments, &copy);
    if (status == PROMCAST_STATUS_OK) status = mutant_arguments_conjugate(call, &copy, 0);
    if (status == PROMCAST_STATUS_OK)
        status = mutant_function_call(state, call, op, &copy, capacity, results, result_count);
    mutant_arguments_free(&copy);
    return status;
}

MUTANT_ENTRY("vecdot_no_conjugate", "vecdot without conjugating x1", array_function,
             unconjugated_vecdot)
