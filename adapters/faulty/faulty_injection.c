/*
** faulty_injection.c: an adapter whose texts try to inject TAP: its name,
** library and version, and the reason it gives for every promote_types
** case it declines (PROMCAST_STATUS_UNSUPPORTED, a skip), hold newlines,
** "Bail out!", forged test lines, directives, a bare '\r' and bytes that
** are not UTF-8. Every other call is the oracle's, so a run against it
** has no failure: it must exit 0, its TAP must have one test line per
** planned case and no line the runner did not write, and prove must
** agree that it passed.
*/
#include <stdio.h>

#include "faulty.h"

#define INJECTION "\nBail out! injected\nnot ok 999 - forged # TODO\r# SKIP \xff\xfe"

static int32_t declining_promote_types(void *state, const promcast_call *call, DLDataType a,
                                       DLDataType b, DLDataType *result) {
    (void)state;
    (void)a;
    (void)b;
    (void)result;
    snprintf(call->message, call->message_size, "declined" INJECTION);
    return PROMCAST_STATUS_UNSUPPORTED;
}

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    if (!promcast_adapter_check_options(request, NULL, 0)) return NULL;
    promcast_adapter *table = oracle_adapter_derive("faulty_injection" INJECTION,
                                                    "promcast oracle" INJECTION, request->message,
                                                    request->message_size);
    if (table != NULL) {
        table->library_version = "0.0" INJECTION;
        table->promote_types = declining_promote_types;
    }
    return table;
}
