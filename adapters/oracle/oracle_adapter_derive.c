/*
** oracle_adapter_derive.c: tables for adapters derived from the reference
** one (the mutants and the faulty adapters).
**
** A derived table is a malloc'd copy, so that the only state is the one
** the ABI gives a place to: `state` points at the copy and close(state)
** frees it (adapter.h, OWNERSHIP: the table lives until close).
*/
#include <stdio.h>
#include <stdlib.h>

#include "oracle_adapter.h"

static void derived_close(void *state) {
    free(state);
}

promcast_adapter *oracle_adapter_derive(const char *name, const char *library, char *message,
                                        size_t message_size) {
    promcast_adapter *table = malloc(sizeof *table);
    if (table == NULL) {
        if (message != NULL && message_size > 0)
            snprintf(message, message_size, "%s: out of memory for the adapter table", name);
        return NULL;
    }
    *table = *oracle_adapter_table();
    table->name = name;
    table->library = library;
    table->state = table;
    table->close = derived_close;
    return table;
}
