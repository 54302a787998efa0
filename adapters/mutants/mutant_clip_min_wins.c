/*
** mutant_clip_min_wins.c: clip applies its upper bound first.
**
** Bug: clip(x, min, max) is computed as maximum(minimum(x, max), min), so
** where min > max the result is min. PyTorch's clamp applies min first
** and max last, giving max there (aten/src/ATen/native/cpu/
** TensorCompareKernel.cpp, clamp: min(max(x, min), max); the
** documentation of torch.clamp: "If min is greater than max torch.clamp(..,
** min, max) sets all elements in input to the value of max"), and so do
** NumPy's clip ufunc (numpy/_core/src/umath/clip.cpp: _NPY_MIN(_NPY_MAX(x,
** min), max)) and jnp.clip (maximum with min, then minimum with max). The
** Array API standard leaves min > max unspecified.
** Killing input: clip int32 [1] {5}, min int32 [1] {3}, max int32 [1] {1}:
** the oracle (torch) gives int32 [1] {1}, the mutant int32 [1] {3}.
** Killed by: generated/clip.
*/
#include "mutant_function.h"

static int32_t min_wins_clip(void *state, const promcast_call *call, int32_t op,
                             const promcast_arguments *arguments, int32_t capacity,
                             DLManagedTensor **results, int32_t *result_count) {
    if (op != PROMCAST_OP_CLIP || arguments->count != 3 ||
        arguments->values[1].kind == PROMCAST_VALUE_NONE ||
        arguments->values[2].kind == PROMCAST_VALUE_NONE)
        return ORACLE->array_function(state, call, op, arguments, capacity, results,
                                      result_count);
    /* First clip(x, None, max), then clip(that, min, None). */
    promcast_value upper[3] = {arguments->values[0], {.kind = PROMCAST_VALUE_NONE},
                               arguments->values[2]};
    promcast_arguments first = *arguments;
    first.values = upper;
    DLManagedTensor *bounded;
    int32_t count = 0;
    int32_t status = ORACLE->array_function(state, call, op, &first, 1, &bounded, &count);
    if (status != PROMCAST_STATUS_OK) return status;
    promcast_value lower[3] = {promcast_array_value(&bounded->dl_tensor), arguments->values[1],
                               {.kind = PROMCAST_VALUE_NONE}};
    promcast_arguments second = *arguments;
    second.values = lower;
    status = ORACLE->array_function(state, call, op, &second, capacity, results, result_count);
    bounded->deleter(bounded);
    return status;
}

MUTANT_ENTRY("clip_min_wins", "clip applying max before min", array_function, min_wins_clip)
