/*
** faulty_crash.c: an adapter that dies of SIGSEGV on one trigger.
**
** Trigger: elementwise or elementwise_inplace whose `a` is an array of
** dtype int32 (in cases/spec: spec/torch/promotion/core-concept,
** spec/torch/pitfall-5/int32-iadd-float32, and the int32 adds of
** spec/xla.json; not the int64 adds of spec/torch/broadcast). Every other
** call is the oracle's.
**
** The signal is raised with the default action restored first, so the
** process dies of SIGSEGV even under AddressSanitizer (whose SEGV handler
** would otherwise report and exit with status 1).
*/
#include <signal.h>

#include "faulty.h"

static void die_of_sigsegv(void) {
    signal(SIGSEGV, SIG_DFL);
    raise(SIGSEGV);
}

static int32_t crashing_elementwise(void *state, const promcast_call *call, int32_t op,
                                    const promcast_value *a, const promcast_value *b,
                                    DLManagedTensor **result) {
    if (faulty_array_dtype_of(a) == PC_INT32) die_of_sigsegv();
    return ORACLE->elementwise(state, call, op, a, b, result);
}

static int32_t crashing_elementwise_inplace(void *state, const promcast_call *call, int32_t op,
                                            DLTensor *a, const promcast_value *b) {
    if (a != NULL && faulty_dtype_of(a->dtype) == PC_INT32) die_of_sigsegv();
    return ORACLE->elementwise_inplace(state, call, op, a, b);
}

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    if (!promcast_adapter_check_options(request, NULL, 0)) return NULL;
    promcast_adapter *table =
        oracle_adapter_derive("faulty_crash", "promcast oracle, crashing on int32 element-wise ops",
                              request->message, request->message_size);
    if (table != NULL) {
        table->elementwise = crashing_elementwise;
        table->elementwise_inplace = crashing_elementwise_inplace;
    }
    return table;
}
