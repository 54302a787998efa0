/*
** faulty_crash.c: an adapter that dies of SIGSEGV on one trigger.
**
** Trigger: binary or binary_inplace whose `a` has dtype int32 (in
** cases/spec: spec/torch/promotion/core-concept,
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

static int32_t crashing_binary(void *state, const promcast_call *call, int32_t op,
                               const DLTensor *a, const DLTensor *b, DLManagedTensor **result) {
    if (a != NULL && faulty_dtype_of(a->dtype) == PC_INT32) die_of_sigsegv();
    return ORACLE->binary(state, call, op, a, b, result);
}

static int32_t crashing_binary_inplace(void *state, const promcast_call *call, int32_t op,
                                       DLTensor *a, const DLTensor *b) {
    if (a != NULL && faulty_dtype_of(a->dtype) == PC_INT32) die_of_sigsegv();
    return ORACLE->binary_inplace(state, call, op, a, b);
}

const promcast_adapter *promcast_adapter_entry(char *message, size_t message_size) {
    promcast_adapter *table = oracle_adapter_derive(
        "faulty_crash", "promcast oracle, crashing on int32 binary ops", message, message_size);
    if (table != NULL) {
        table->binary = crashing_binary;
        table->binary_inplace = crashing_binary_inplace;
    }
    return table;
}
