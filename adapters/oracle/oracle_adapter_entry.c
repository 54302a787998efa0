/*
** oracle_adapter_entry.c: the one exported symbol of
** libpromcast_adapter_oracle.so. The table is static const: nothing to
** initialise, nothing that can fail.
*/
#include "promcast/adapter.h"
#include "oracle_adapter.h"

const promcast_adapter *promcast_adapter_entry(char *message, size_t message_size) {
    (void)message;
    (void)message_size;
    return oracle_adapter_table();
}
