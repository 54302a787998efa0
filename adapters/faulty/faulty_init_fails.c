/*
** faulty_init_fails.c: an adapter whose library cannot be initialised: the
** entry returns NULL with the reason, as adapter.h allows. The runner must
** report the reason in one line and exit 2.
*/
#include <stdio.h>

#include "promcast/adapter.h"

const promcast_adapter *promcast_adapter_entry(char *message, size_t message_size) {
    if (message != NULL && message_size > 0)
        snprintf(message, message_size, "library failed to initialise: simulated");
    return NULL;
}
