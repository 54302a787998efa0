/*
** faulty_no_entry.c: a shared library that is not an adapter: it exports
** a function, but not promcast_adapter_entry (a plausible misspelling
** of it instead). The runner must say so in one line and exit 2.
*/
#include "oracle_adapter.h"

PROMCAST_ADAPTER_EXPORT const promcast_adapter *promcast_adapter_entry_point(char *message,
                                                                             size_t message_size);

const promcast_adapter *promcast_adapter_entry_point(char *message, size_t message_size) {
    (void)message;
    (void)message_size;
    return oracle_adapter_table();
}
