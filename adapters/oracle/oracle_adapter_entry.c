/*
** oracle_adapter_entry.c: the one exported symbol of the oracle adapter,
** libpromcast_adapter_oracle.so: it answers with the torch profile, or
** with the one the option `profile=NAME` names
** (`promcast run --adapter-option profile=numpy`). The
** tables are static const: nothing to initialise; what can fail is an
** option (adapter.h, promcast_adapter_check_options) or a profile the
** oracle has no table for.
*/
#include <stdio.h>

#include "oracle_adapter.h"
#include "promcast/adapter.h"

/* "unknown profile 'NAME' (option profile; the oracle adapter has torch,
** numpy, ...)" into the request's message. */
static void refuse_profile(const promcast_adapter_request *request, const char *profile) {
    int used = snprintf(request->message, request->message_size,
                        "unknown profile '%s' (option profile; the oracle adapter has ", profile);
    const promcast_adapter *table;
    for (int i = 0; (table = oracle_adapter_table_at(i)) != NULL; i++)
        if (used >= 0 && (size_t)used < request->message_size)
            used += snprintf(request->message + used, request->message_size - (size_t)used,
                             "%s%s", i ? ", " : "", table->profile);
    if (used >= 0 && (size_t)used < request->message_size)
        snprintf(request->message + used, request->message_size - (size_t)used, ")");
}

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    static const char *const options[] = {"profile"};
    if (!promcast_adapter_check_options(request, options, 1)) return NULL;
    const char *profile = promcast_adapter_option_value(request, "profile");
    if (profile == NULL) profile = "torch";
    const promcast_adapter *table = oracle_adapter_table_for(profile);
    if (table == NULL) refuse_profile(request, profile);
    return table;
}
