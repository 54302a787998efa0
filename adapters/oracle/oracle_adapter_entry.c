/*
** oracle_adapter_entry.c: the one exported symbol of the oracle adapter,
** libpromcast_adapter_oracle.so: it answers with the torch profile, or
** with the one the option `profile=NAME` names
** (`promcast run --adapter-option profile=numpy`), a version of a family
** included (`profile=array-api@2021.12`). A family's table is static const;
** a version's is allocated at open and freed by close (adapter.h,
** OWNERSHIP), since the dtypes and ops it claims are the oracle's answer
** for that version (pc_profile_has_dtype, pc_profile_has_op). What can
** fail is an option (adapter.h, promcast_adapter_check_options), a profile
** the oracle has no table for, or memory.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oracle_adapter.h"
#include "oracle_adapter_ops.h"
#include "promcast/adapter.h"

/* "unknown profile 'NAME' (option profile; the oracle adapter has torch,
** numpy, ..., array-api@2021.12, ...)" into the request's message. */
static void refuse_profile(const promcast_adapter_request *request, const char *profile) {
    int used = snprintf(request->message, request->message_size,
                        "unknown profile '%s' (option profile; the oracle adapter has ", profile);
    const promcast_adapter *table;
    for (int i = 0; (table = oracle_adapter_table_at(i)) != NULL; i++) {
        if (used >= 0 && (size_t)used < request->message_size)
            used += snprintf(request->message + used, request->message_size - (size_t)used,
                             "%s%s", i ? ", " : "", table->profile);
        const pc_profile *family = pc_profile_find(table->profile);
        for (int v = 0; family && pc_profile_version_at(family, v) != NULL; v++)
            if (used >= 0 && (size_t)used < request->message_size)
                used += snprintf(request->message + used,
                                 request->message_size - (size_t)used, ", %s@%s",
                                 pc_profile_family(family),
                                 pc_profile_version(pc_profile_version_at(family, v)));
    }
    if (used >= 0 && (size_t)used < request->message_size)
        snprintf(request->message + used, request->message_size - (size_t)used, ")");
}

/* The case format's name of each op id the reference table lists, in
** oracle_adapter_ops' order, or NULL for the ops whose cases carry no
** profile (the shape operations and broadcast_arrays), which every
** version's table claims: the oracle's answer to them is the profile's
** neither. */
static const char *profiled_op_name(int index, char *buffer, size_t size) {
    static const char *const queries[8] = {NULL, NULL, NULL, NULL, "promote_types",
                                           "result_type", "can_cast", NULL};
    if (index < 8) return queries[index];
    index -= 8;
    if (index < 2 * PC_BINARY_OP_COUNT) {
        static const pc_binary_op binary[] = {
#define BINARY_OP_(ID, OP) OP,
            ORACLE_ELEMENTWISE_OPS(BINARY_OP_)
#undef BINARY_OP_
        };
        snprintf(buffer, size, "%s%s", pc_binary_op_name(binary[index % PC_BINARY_OP_COUNT]),
                 index < PC_BINARY_OP_COUNT ? "" : "_inplace");
        return buffer;
    }
    index -= 2 * PC_BINARY_OP_COUNT;
    static const pc_function functions[] = {
#define FUNCTION_(ID, FUNCTION) FUNCTION,
        ORACLE_FUNCTION_OPS(FUNCTION_)
#undef FUNCTION_
    };
    return functions[index] == PC_FUNCTION_BROADCAST_ARRAYS ? NULL
                                                            : pc_function_name(functions[index]);
}

/* A version's table, its lists and its profile name in one block. */
typedef struct version_table {
    promcast_adapter table;
    DLDataType dtypes[ORACLE_ADAPTER_DTYPE_COUNT];
    int32_t ops[ORACLE_ADAPTER_OP_COUNT];
    char profile[64];
} version_table;

static void version_close(void *state) { free(state); }

/* The table of `profile`, a version of a family with a reference table (or
** tfjs): that table, claiming only the dtypes and ops the version (the
** library) has; NULL (and the reason in the request's message) when out
** of memory. */
static const promcast_adapter *version_table_open(const promcast_adapter_request *request,
                                                  const pc_profile *profile) {
    const promcast_adapter *family = oracle_adapter_table_for(pc_profile_family(profile));
    version_table *block = malloc(sizeof *block);
    if (block == NULL) {
        snprintf(request->message, request->message_size,
                 "out of memory for the table of profile %s", pc_profile_name(profile));
        return NULL;
    }
    block->table = *family;
    if (pc_profile_version(profile) != NULL)
        snprintf(block->profile, sizeof block->profile, "%s@%s", pc_profile_family(profile),
                 pc_profile_version(profile));
    else
        snprintf(block->profile, sizeof block->profile, "%s", pc_profile_name(profile));
    int dtypes = 0, ops = 0;
    for (int i = 0; i < ORACLE_ADAPTER_DTYPE_COUNT; i++)
        if (pc_profile_has_dtype(profile, (pc_dtype)i))
            block->dtypes[dtypes++] = oracle_adapter_dtypes[i];
    for (int i = 0; i < ORACLE_ADAPTER_OP_COUNT; i++) {
        char buffer[64];
        const char *name = profiled_op_name(i, buffer, sizeof buffer);
        if (name == NULL || pc_profile_has_op(profile, name))
            block->ops[ops++] = oracle_adapter_ops[i];
    }
    block->table.profile = block->profile;
    block->table.dtypes = block->dtypes;
    block->table.dtype_count = dtypes;
    block->table.ops = block->ops;
    block->table.op_count = ops;
    block->table.state = block;
    block->table.close = version_close;
    return &block->table;
}

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    static const char *const options[] = {"profile"};
    if (!promcast_adapter_check_options(request, options, 1)) return NULL;
    const char *profile = promcast_adapter_option_value(request, "profile");
    if (profile == NULL) profile = "torch";
    const promcast_adapter *table = oracle_adapter_table_for(profile);
    /* TensorFlow.js has four dtypes and a few of the ops: its table claims
    ** those alone, as the library's own adapter does, so a case it lacks
    ** is skipped alike. */
    if (table != NULL && strcmp(profile, "tfjs") == 0)
        return version_table_open(request, pc_profile_find(profile));
    if (table != NULL) return table;
    const pc_profile *version = strchr(profile, '@') ? pc_profile_find(profile) : NULL;
    if (version != NULL && pc_profile_version(version) != NULL &&
        oracle_adapter_table_for(pc_profile_family(version)) != NULL)
        return version_table_open(request, version);
    refuse_profile(request, profile);
    return NULL;
}
