/*
** adapter_loader.c: dlopen, the entry point, and the table's checks.
*/
/* realpath (POSIX's XSI option), for adapter_find_beside's paths. */
#define _XOPEN_SOURCE 700

#include "adapter_loader.h"

#include <assert.h>
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "promcast/abi_dtype.h"

/* The most entries a dtype or op list may have: far beyond any real
** library, small enough that a garbage count is caught. */
enum { MAX_LIST = 1 << 16 };

/* The ABI names its ops as the case format does ("add_inplace" is add with
** PROMCAST_OP_INPLACE), so a case op's id follows from its name: an op the
** oracle and the format gain needs no table here. */
static int32_t adapter_op_id(int key) {
    int32_t id = promcast_op_id(case_op_key_name(key));
    assert(id >= 0 && "every op of the case format has an ABI id of the same name");
    return id;
}

static int fail(char *error, size_t size, const char *path, const char *what) {
    snprintf(error, size, "adapter %s: %s", path, what);
    return 0;
}

/* The size of a version-2.0 table: every field up to and including close. */
#define ABI_2_0_SIZE (offsetof(promcast_adapter, close) + sizeof(void (*)(void *)))

/* The size of a version-2.2 table: array_function appended. */
#define ABI_2_2_SIZE \
    (offsetof(promcast_adapter, array_function) + sizeof(((promcast_adapter *)0)->array_function))

/* Reads the dtype list into adapter->dtypes. A dtype this runner does not
** know (a newer DLPack type) is never in a case, so it is passed over. */
static int read_dtypes(const promcast_adapter *table, loaded_adapter *adapter, char *what,
                       size_t size) {
    if (table->dtype_count < 0 || table->dtype_count > MAX_LIST ||
        (table->dtype_count > 0 && table->dtypes == NULL)) {
        snprintf(what, size, "its dtype list is malformed (count %d, list %s)",
                 (int)table->dtype_count, table->dtypes ? "present" : "NULL");
        return 0;
    }
    for (int32_t i = 0; i < table->dtype_count; i++) {
        DLDataType dl = table->dtypes[i];
        pc_dtype dtype;
        if (abi_dtype_lookup(dl, &dtype)) {
            adapter->dtypes |= UINT32_C(1) << dtype;
        } else if (dl.lanes != 1) {
            snprintf(what, size, "its dtype list's entry %d has %u lanes; every dtype has 1",
                     (int)i, (unsigned)dl.lanes);
            return 0;
        }
    }
    return 1;
}

/* Reads the op list into adapter->ops, refusing an op without its function. */
static int read_ops(const promcast_adapter *table, loaded_adapter *adapter, char *what,
                    size_t size) {
    if (table->op_count < 0 || table->op_count > MAX_LIST ||
        (table->op_count > 0 && table->ops == NULL)) {
        snprintf(what, size, "its op list is malformed (count %d, list %s)",
                 (int)table->op_count, table->ops ? "present" : "NULL");
        return 0;
    }
    for (int32_t i = 0; i < table->op_count; i++) {
        int32_t op = table->ops[i];
        /* An id this runner does not know is never called: passed over. */
        /* A 2.0 or 2.1 table ends before array_function: an op of 2.2 in its
        ** list cannot be called (the table's `size` says how far it goes). */
        if (promcast_op_form(op) == PROMCAST_FORM_ARRAY_FUNCTION &&
            table->size < ABI_2_2_SIZE) {
            snprintf(what, size, "it lists op %s (id %d), which ABI 2.2 added, but its table is "
                     "%u bytes, without array_function (ABI 2.2 tables are %zu); rebuild it "
                     "against this promcast's adapter.h and set array_function",
                     promcast_op_name(op), (int)op, table->size, (size_t)ABI_2_2_SIZE);
            return 0;
        }
        if (promcast_op_form(op) >= 0 && !promcast_adapter_has_function(table, op)) {
            snprintf(what, size, "it lists op %s%s (id %d) but its table has no function for it",
                     promcast_op_name(op), (op & PROMCAST_OP_INPLACE) ? " in place" : "", (int)op);
            return 0;
        }
    }
    for (int key = 0; key < CASE_OP_KEY_COUNT; key++) {
        adapter->op_ids[key] = adapter_op_id(key);
        adapter->ops[key] = (unsigned char)promcast_adapter_lists_op(table, adapter->op_ids[key]);
    }
    return 1;
}

static int check_table(const promcast_adapter *table, loaded_adapter *adapter, char *error,
                       size_t size) {
    char what[512];
    if (table->abi_major != PROMCAST_ADAPTER_ABI_MAJOR) {
        snprintf(what, sizeof what,
                 "built for adapter ABI %u.%u, this runner speaks %d.%d; rebuild it "
                 "against this promcast's adapter.h",
                 table->abi_major, table->abi_minor, PROMCAST_ADAPTER_ABI_MAJOR,
                 PROMCAST_ADAPTER_ABI_MINOR);
        return fail(error, size, adapter->path, what);
    }
    if (table->size < ABI_2_0_SIZE) {
        snprintf(what, sizeof what, "its table is %u bytes, ABI 2.0 needs at least %zu",
                 table->size, (size_t)ABI_2_0_SIZE);
        return fail(error, size, adapter->path, what);
    }
    const char *const strings[] = {table->name, table->library, table->library_version,
                                   table->profile};
    const char *const names[] = {"name", "library", "library_version", "profile"};
    for (int i = 0; i < 4; i++) {
        if (strings[i] == NULL || strings[i][0] == '\0') {
            snprintf(what, sizeof what, "its table has no %s", names[i]);
            return fail(error, size, adapter->path, what);
        }
    }
    if (!read_dtypes(table, adapter, what, sizeof what) ||
        !read_ops(table, adapter, what, sizeof what))
        return fail(error, size, adapter->path, what);
    return 1;
}

/* What an ABI-1 adapter is told: what changed, and where the porting
** guide is. It is not called: its entry's signature is not this ABI's. */
static const char abi_1_refusal[] =
    "built for the adapter ABI 1 (it exports promcast_adapter_entry); this runner "
    "speaks ABI 2, which changed: the entry is promcast_adapter_open(request), which "
    "receives --adapter-option values; dtypes and ops are lists (dtypes, ops) instead "
    "of bit masks; binary and binary_inplace became elementwise and elementwise_inplace, "
    "whose operands may be arrays or Python-style scalars. Port it as docs/adapters.md "
    "\"Porting an adapter from ABI 1\" shows, and rebuild it against this promcast's "
    "adapter.h";

int adapter_load(const char *path, const adapter_options *options, loaded_adapter *adapter,
                 char *error, size_t error_size) {
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
    void *symbol = dlsym(adapter->handle, PROMCAST_ADAPTER_OPEN_SYMBOL);
    if (symbol == NULL) {
        int abi_1 = dlsym(adapter->handle, PROMCAST_ADAPTER_ABI_1_SYMBOL) != NULL;
        dlclose(adapter->handle);
        adapter->handle = NULL;
        return fail(error, error_size, path,
                    abi_1 ? abi_1_refusal
                          : "not a promcast adapter: it exports no " PROMCAST_ADAPTER_OPEN_SYMBOL);
    }
    promcast_adapter_open_function open;
    memcpy(&open, &symbol, sizeof open);  /* object to function pointer, POSIX */
    char message[512] = "";
    promcast_adapter_request request = {
        .abi_major = PROMCAST_ADAPTER_ABI_MAJOR,
        .abi_minor = PROMCAST_ADAPTER_ABI_MINOR,
        .size = sizeof request,
        .option_count = options ? options->count : 0,
        .options = options ? options->options : NULL,
        .message = message,
        .message_size = sizeof message,
    };
    _Static_assert(sizeof message >= PROMCAST_MESSAGE_MIN_SIZE, "the ABI's message size");
    adapter->table = open(&request);
    if (adapter->table == NULL) {
        char what[600];
        message[sizeof message - 1] = '\0';  /* whatever the adapter wrote */
        snprintf(what, sizeof what, "failed to initialise: %s",
                 message[0] ? message : "(no reason given)");
        dlclose(adapter->handle);
        adapter->handle = NULL;
        return fail(error, error_size, path, what);
    }
    if (!check_table(adapter->table, adapter, error, error_size)) {
        adapter_unload(adapter);
        return 0;
    }
    return 1;
}

int adapter_find_beside(const char *executable_dir, const char *const *dirs, int dir_count,
                        const char *file_name, char *path, size_t path_size, char *tried,
                        size_t tried_size) {
    size_t used = 0;
    tried[0] = '\0';
    for (int i = 0; i < dir_count; i++) {
        int written = snprintf(path, path_size, "%s/%s/%s", executable_dir, dirs[i], file_name);
        struct stat info;
        if (written >= 0 && (size_t)written < path_size && stat(path, &info) == 0 &&
            S_ISREG(info.st_mode)) {
            /* bin/../adapters/... named as the file it is, for messages. */
            char resolved[PATH_MAX];
            if (realpath(path, resolved) && strlen(resolved) < path_size)
                memcpy(path, resolved, strlen(resolved) + 1);
            return 1;
        }
        if (used < tried_size)
            used += (size_t)snprintf(tried + used, tried_size - used, "%s%s", i ? "; " : "",
                                     path);
    }
    if (path_size > 0) path[0] = '\0';
    return 0;
}

void adapter_unload(loaded_adapter *adapter) {
    if (adapter->table && adapter->table->close && adapter->table->abi_major == PROMCAST_ADAPTER_ABI_MAJOR)
        adapter->table->close(adapter->table->state);
    if (adapter->handle) dlclose(adapter->handle);
    adapter->table = NULL;
    adapter->handle = NULL;
}
