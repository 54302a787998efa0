/*
** adapter_loader.h: loading an implementation-under-test adapter
** (adapters/include/promcast/adapter.h) and checking its table.
*/
#ifndef PROMCAST_RUNNER_ADAPTER_LOADER_H
#define PROMCAST_RUNNER_ADAPTER_LOADER_H

#include <stddef.h>

#include "promcast/adapter.h"

typedef struct loaded_adapter {
    void *handle;                    /* dlopen's */
    const promcast_adapter *table;
    char path[1024];
} loaded_adapter;

/* dlopens `path`, finds promcast_adapter_entry, calls it, and checks the
** table: ABI major version equal, size large enough for its minor version,
** names and profile present, capability masks within range. Returns 1, or
** 0 with one line in `error` that names the path and what is wrong (the
** runner exits 2 with it). */
int adapter_load(const char *path, loaded_adapter *adapter, char *error,
                 size_t error_size);

/* Calls close(state) and dlcloses. */
void adapter_unload(loaded_adapter *adapter);

#endif
