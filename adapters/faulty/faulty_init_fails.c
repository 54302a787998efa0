/*
** faulty_init_fails.c: an adapter whose library cannot be initialised: the
** entry returns NULL with the reason in request->message, as adapter.h
** allows. The runner must report the reason in one line and exit 2.
*/
#include <stdio.h>

#include "promcast/adapter.h"

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    snprintf(request->message, request->message_size, "library failed to initialise: simulated");
    return NULL;
}
