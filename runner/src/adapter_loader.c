/*
** adapter_loader.c: dlopen, the entry point, and the table's checks.
*/
#include "adapter_loader.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static int fail(char *error, size_t size, const char *path, const char *what) {
    snprintf(error, size, "adapter %s: %s", path, what);
    return 0;
}

/* The size of a version-1.0 table: every field up to and including close. */
#define ABI_1_0_SIZE (offsetof(promcast_adapter, close) + sizeof(void (*)(void *)))

static int check_table(const promcast_adapter *table, const char *path,
                       char *error, size_t size) {
    char what[512];
    if (table->abi_major != PROMCAST_ADAPTER_ABI_MAJOR) {
        snprintf(what, sizeof what,
                 "built for adapter ABI %u.%u, this runner speaks %d.%d; rebuild it "
                 "against this promcast's adapter.h",
                 table->abi_major, table->abi_minor, PROMCAST_ADAPTER_ABI_MAJOR,
                 PROMCAST_ADAPTER_ABI_MINOR);
        return fail(error, size, path, what);
    }
    if (table->size < ABI_1_0_SIZE) {
        snprintf(what, sizeof what, "its table is %u bytes, ABI 1.0 needs at least %zu",
                 table->size, (size_t)ABI_1_0_SIZE);
        return fail(error, size, path, what);
    }
    const char *const strings[] = {table->name, table->library, table->library_version,
                                   table->profile};
    const char *const names[] = {"name", "library", "library_version", "profile"};
    for (int i = 0; i < 4; i++) {
        if (strings[i] == NULL || strings[i][0] == '\0') {
            snprintf(what, sizeof what, "its table has no %s", names[i]);
            return fail(error, size, path, what);
        }
    }
    if (table->dtypes & ~PROMCAST_ALL_DTYPES)
        return fail(error, size, path, "its dtype mask has bits beyond the 18 dtypes");
    if (table->ops & ~PROMCAST_ALL_OPS)
        return fail(error, size, path, "its op mask has bits beyond the ABI's ops");
    return 1;
}

int adapter_load(const char *path, loaded_adapter *adapter, char *error,
                 size_t error_size) {
    memset(adapter, 0, sizeof *adapter);
    snprintf(adapter->path, sizeof adapter->path, "%s", path);
    /* A bare name would make dlopen search the library path; an adapter is
    ** always a file the user names. */
    char resolved[1100];
    snprintf(resolved, sizeof resolved, "%s%s", strchr(path, '/') ? "" : "./", path);
    adapter->handle = dlopen(resolved, RTLD_NOW | RTLD_LOCAL);
    if (adapter->handle == NULL) {
        const char *reason = dlerror();
        return fail(error, error_size, path, reason ? reason : "dlopen failed");
    }
    dlerror();
    void *symbol = dlsym(adapter->handle, PROMCAST_ADAPTER_ENTRY_SYMBOL);
    if (symbol == NULL) {
        dlclose(adapter->handle);
        adapter->handle = NULL;
        return fail(error, error_size, path,
                    "not a promcast adapter: it exports no " PROMCAST_ADAPTER_ENTRY_SYMBOL);
    }
    promcast_adapter_entry_function entry;
    memcpy(&entry, &symbol, sizeof entry);  /* object to function pointer, POSIX */
    char message[512] = "";
    adapter->table = entry(message, sizeof message);
    if (adapter->table == NULL) {
        char what[600];
        snprintf(what, sizeof what, "failed to initialise: %s",
                 message[0] ? message : "(no reason given)");
        dlclose(adapter->handle);
        adapter->handle = NULL;
        return fail(error, error_size, path, what);
    }
    if (!check_table(adapter->table, path, error, error_size)) {
        adapter_unload(adapter);
        return 0;
    }
    return 1;
}

void adapter_unload(loaded_adapter *adapter) {
    if (adapter->table && adapter->table->close && adapter->table->abi_major == PROMCAST_ADAPTER_ABI_MAJOR)
        adapter->table->close(adapter->table->state);
    if (adapter->handle) dlclose(adapter->handle);
    adapter->table = NULL;
    adapter->handle = NULL;
}
