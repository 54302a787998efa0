/*
** oracle_adapter_entry.c: the one exported symbol of an oracle adapter,
** libpromcast_adapter_oracle.so (torch) or
** libpromcast_adapter_oracle_<profile>.so: the build names the profile
** (PROMCAST_ORACLE_PROFILE). The table is static const: nothing to
** initialise, nothing that can fail but a profile the build misnamed.
*/
#include <stdio.h>

#include "promcast/adapter.h"
#include "oracle_adapter.h"

#ifndef PROMCAST_ORACLE_PROFILE
#define PROMCAST_ORACLE_PROFILE "torch"
#endif

const promcast_adapter *promcast_adapter_entry(char *message, size_t message_size) {
    const promcast_adapter *table = oracle_adapter_table_for(PROMCAST_ORACLE_PROFILE);
    if (table == NULL && message != NULL && message_size > 0)
        snprintf(message, message_size, "no oracle adapter table for profile '%s'",
                 PROMCAST_ORACLE_PROFILE);
    return table;
}
