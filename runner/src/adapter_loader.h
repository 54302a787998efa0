/*
** adapter_loader.h: loading an implementation-under-test adapter
** (abi/include/promcast/adapter.h), passing it the user's options, and
** checking its table.
*/
#ifndef PROMCAST_RUNNER_ADAPTER_LOADER_H
#define PROMCAST_RUNNER_ADAPTER_LOADER_H

#include <stddef.h>
#include <stdint.h>

#include "case.h"
#include "promcast/adapter.h"

/* The options given with --adapter-option, in order. */
typedef struct adapter_options {
    int count;
    const promcast_adapter_option *options;
} adapter_options;

typedef struct loaded_adapter {
    void *handle;                    /* dlopen's */
    const promcast_adapter *table;
    /* What the table lists, indexed the runner's way: bit 1 << pc_dtype,
    ** and 1 for each case op key (case_op_key) whose ABI id it lists; the
    ** ids themselves, found once at load from the ops' names. */
    uint32_t dtypes;
    unsigned char ops[CASE_OP_KEY_COUNT];
    int32_t op_ids[CASE_OP_KEY_COUNT];
    char path[1024];
} loaded_adapter;

/* dlopens `path`, finds promcast_adapter_open (an adapter exporting only
** ABI 1's promcast_adapter_entry is refused, uncalled, with how to port
** it), calls it with `options`, and checks the table: ABI major version
** equal, size large enough for its minor version, names and profile
** present, lists well-formed, a function for every op it lists. Returns
** 1, or 0 with one line in `error` that names the path and what is wrong
** (the runner exits 2 with it). */
int adapter_load(const char *path, const adapter_options *options, loaded_adapter *adapter,
                 char *error, size_t error_size);

/* An adapter the build or the install put beside the runner (`promcast run
** --array-api` finds its adapter so): for each of `dirs`, in order, the
** path executable_dir/dir/file_name, where executable_dir is the directory
** of the running promcast and each dir is relative to it ("../adapters" in
** the build tree, "../lib/promcast/adapters" installed). Returns 1 with the
** first that is a regular file in `path`; else 0 with every path tried,
** "; "-separated, in `tried`. */
int adapter_find_beside(const char *executable_dir, const char *const *dirs, int dir_count,
                        const char *file_name, char *path, size_t path_size, char *tried,
                        size_t tried_size);

/* Calls close(state) and dlcloses. */
void adapter_unload(loaded_adapter *adapter);

#endif
