/*
** adapter_arguments.h: how a command names the adapter it runs cases
** against, shared by `promcast run` and `promcast fuzz`.
**
** `--adapter PATH` names an adapter shared library; `--array-api MODULE`
** is `--adapter` with the Python Array API namespace adapter found beside
** the runner and `--adapter-option module=MODULE`; `--exec 'COMMAND ARGS'`
** is `--adapter` with the exec adapter found there and `--adapter-option
** command=COMMAND ARGS` (the adapter process, docs/adapters.md
** "Out-of-process adapters: the protocol"); `--adapter-option KEY=VALUE`
** (repeatable) reaches the adapter at start-up.
**
** Messages start "promcast COMMAND: " and end with "(try promcast COMMAND
** --help)", COMMAND being the struct's `command`.
*/
#ifndef PROMCAST_RUNNER_ADAPTER_ARGUMENTS_H
#define PROMCAST_RUNNER_ADAPTER_ARGUMENTS_H

#include <limits.h>
#include <stdio.h>

#include "adapter_loader.h"

enum { ADAPTER_MAX_OPTIONS = 64, ADAPTER_MAX_OPTION_KEY = 128 };

/* The Python Array API namespace adapter (adapters/array_api/) and the
** out-of-process protocol's adapter (adapters/exec/), found beside the
** runner; the names usage texts show. */
#define ARRAY_API_ADAPTER "libpromcast_adapter_array_api.so"
#define EXEC_ADAPTER "libpromcast_adapter_exec.so"

typedef struct adapter_arguments {
    const char *command;              /* "run", "fuzz": for messages */
    const char *adapter;              /* --adapter PATH, or the one found */
    const char *array_api;            /* --array-api MODULE */
    char array_api_adapter[PATH_MAX]; /* the adapter it found */
    const char *exec;                 /* --exec 'COMMAND ARGS' */
    char exec_adapter[PATH_MAX];      /* the exec adapter it found */
    char exec_timeout[32];            /* the exec adapter's timeout_ms */
    int option_count;                 /* --adapter-option KEY=VALUE */
    promcast_adapter_option options[ADAPTER_MAX_OPTIONS];
    char option_keys[ADAPTER_MAX_OPTIONS][ADAPTER_MAX_OPTION_KEY];
} adapter_arguments;

/* Writes "promcast COMMAND: " + format (with one %s, `detail`) + the
** --help hint to `err`; returns PROMCAST_EXIT_USAGE. */
int adapter_usage_error(const char *command, FILE *err, const char *format, const char *detail);

/* Takes `option` with its `value` when it is one of the four adapter
** options: returns 1 with *status 0, or 1 with *status the exit status
** after a message; 0 when the option is not one of them. */
int adapter_arguments_take(adapter_arguments *arguments, const char *option, const char *value,
                           FILE *err, int *status);

/* After every option is read: resolves --exec and --array-api to the
** adapters found beside this promcast (the exec adapter's own time limit
** a little under `timeout_ms`) and requires one of the three. Returns 0,
** or the exit status after one line on `err`. */
int adapter_arguments_resolve(adapter_arguments *arguments, int timeout_ms, FILE *err);

/* The directory of the running promcast (/proc/self/exe): 1, or 0. */
int executable_directory(char *buffer, size_t size);

/* Appends " WORD" to a command line of `size` bytes holding `*used`,
** quoted for a POSIX shell when needed, so that the line pastes back;
** a line longer than the buffer is cut. */
void command_line_append(char *buffer, size_t size, size_t *used, const char *word);

#endif
