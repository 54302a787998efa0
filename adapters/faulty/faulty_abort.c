/*
** faulty_abort.c: an adapter that calls abort() on one trigger.
**
** Trigger: sum_to_shape whose target's last dimension is 1 (in cases/spec:
** spec/torch/backward/b-grad and spec/torch/pitfall-3/b-grad, target [2,1];
** not the a-grad cases, target [1,3]). Every other call is the oracle's.
** The process dies of SIGABRT (AddressSanitizer does not intercept it).
*/
#include <stdlib.h>

#include "faulty.h"

static int32_t aborting_sum_to_shape(void *state, const promcast_call *call,
                                     const DLTensor *gradient, promcast_shape target,
                                     DLManagedTensor **result) {
    if (target.ndim > 0 && target.dims != NULL && target.dims[target.ndim - 1] == 1) abort();
    return ORACLE->sum_to_shape(state, call, gradient, target, result);
}

ORACLE_DERIVED_ENTRY("faulty_abort", "promcast oracle, aborting on sum_to_shape to [..,1]",
                     sum_to_shape, aborting_sum_to_shape)
