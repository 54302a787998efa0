/*
** adapter_arguments.c: --adapter, --array-api, --exec and --adapter-option
** (adapter_arguments.h).
*/
#include "adapter_arguments.h"

#include <string.h>
#include <unistd.h>

#include "commands.h"

/* Where adapters lie relative to the running promcast: in the build tree
** (bin/promcast beside adapters/, adapters/CMakeLists.txt's
** PROMCAST_ADAPTER_OUTPUT_DIR), and installed (BINDIR/promcast and
** LIBDIR/promcast/adapters), both from CMake (runner/CMakeLists.txt). */
#ifndef PROMCAST_BUILD_ADAPTERS
#define PROMCAST_BUILD_ADAPTERS "../adapters"
#endif
#ifndef PROMCAST_INSTALLED_ADAPTERS
#define PROMCAST_INSTALLED_ADAPTERS "../lib/promcast/adapters"
#endif
/* The targets that build the adapters adapter_arguments.h names. */
#define ARRAY_API_TARGET "promcast_adapter_array_api"
#define EXEC_TARGET "promcast_adapter_exec"

int adapter_usage_error(const char *command, FILE *err, const char *format, const char *detail) {
    fprintf(err, "promcast %s: ", command);
    fprintf(err, format, detail);
    fprintf(err, " (try promcast %s --help)\n", command);
    return PROMCAST_EXIT_USAGE;
}

/* KEY=VALUE, the key non-empty, without '=' and at most ADAPTER_MAX_OPTION_KEY - 1
** bytes; the value is the rest, possibly empty. */
static int parse_adapter_option(const char *text, adapter_arguments *arguments, FILE *err) {
    const char *equals = strchr(text, '=');
    if (equals == NULL || equals == text)
        return adapter_usage_error(arguments->command, err,
                                   "--adapter-option: '%s' is not KEY=VALUE", text);
    size_t key_length = (size_t)(equals - text);
    if (key_length >= ADAPTER_MAX_OPTION_KEY)
        return adapter_usage_error(arguments->command, err,
                                   "--adapter-option: the key of '%s' is longer than 127 bytes", text);
    if (arguments->option_count == ADAPTER_MAX_OPTIONS)
        return adapter_usage_error(arguments->command, err,
                                   "more than %s --adapter-option values", "64");
    char *key = arguments->option_keys[arguments->option_count];
    memcpy(key, text, key_length);
    key[key_length] = '\0';
    promcast_adapter_option *option = &arguments->options[arguments->option_count++];
    option->key = key;
    option->value = equals + 1;
    return 0;
}

/* The directory of the running promcast (/proc/self/exe), or 0. */
int executable_directory(char *buffer, size_t size) {
    ssize_t length = readlink("/proc/self/exe", buffer, size - 1);
    if (length <= 0) return 0;
    buffer[length] = '\0';
    char *slash = strrchr(buffer, '/');
    if (slash == NULL) return 0;
    *slash = '\0';
    return 1;
}

/* --array-api MODULE: the namespace adapter beside this promcast as the
** adapter, and module=MODULE after the user's own options (which still
** reach it). Returns 0, or the exit status with one line on `err`. */
static int array_api_adapter(adapter_arguments *arguments, FILE *err) {
    if (arguments->array_api == NULL) return 0;
    if (arguments->adapter)
        return adapter_usage_error(arguments->command, err,
                                   "--array-api %s names its adapter itself; drop --adapter",
                           arguments->array_api);
    if (arguments->array_api[0] == '\0')
        return adapter_usage_error(arguments->command, err,
                                   "--array-api: the module name is empty%s", "");
    for (int i = 0; i < arguments->option_count; i++)
        if (strcmp(arguments->options[i].key, "module") == 0)
            return adapter_usage_error(arguments->command, err,
                                   "--array-api %s gives the adapter its module; drop "
                               "--adapter-option module=...", arguments->array_api);
    if (arguments->option_count == ADAPTER_MAX_OPTIONS)
        return adapter_usage_error(arguments->command, err,
                                   "more than %s --adapter-option values with --array-api", "63");
    char directory[PATH_MAX], tried[3 * PATH_MAX];
    static const char *const places[] = {PROMCAST_BUILD_ADAPTERS, PROMCAST_INSTALLED_ADAPTERS};
    if (!executable_directory(directory, sizeof directory)) {
        fprintf(err, "promcast %s: --array-api: cannot find where this promcast lies "
                     "(/proc/self/exe); pass --adapter PATH/" ARRAY_API_ADAPTER
                     " --adapter-option module=%s\n", arguments->command, arguments->array_api);
        return PROMCAST_EXIT_USAGE;
    }
    if (!adapter_find_beside(directory, places, 2, ARRAY_API_ADAPTER, arguments->array_api_adapter,
                             sizeof arguments->array_api_adapter, tried, sizeof tried)) {
        fprintf(err, "promcast %s: --array-api: the Python Array API namespace adapter "
                     ARRAY_API_ADAPTER " is not beside this promcast (tried %s); build it "
                     "(cmake --build build/default --target " ARRAY_API_TARGET
                     ", which needs Python 3's development files) or install promcast "
                     "with it, or pass --adapter PATH --adapter-option module=%s\n",
                arguments->command, tried, arguments->array_api);
        return PROMCAST_EXIT_USAGE;
    }
    arguments->adapter = arguments->array_api_adapter;
    promcast_adapter_option *option = &arguments->options[arguments->option_count++];
    option->key = "module";
    option->value = arguments->array_api;
    return 0;
}

/* Appends text to the report's command line. A line longer than the
** buffer is cut: *used may pass size, and nothing more is written then. */
static void append_text(char *buffer, size_t size, size_t *used, const char *text) {
    if (*used < size) *used += (size_t)snprintf(buffer + *used, size - *used, "%s", text);
}

/* Appends " WORD", quoted for a POSIX shell when it holds anything but the
** characters no shell reads specially (--exec 'node adapters/tfjs/x.mjs'
** must paste back as one argument): inside single quotes every character
** is itself, and a single quote is written '\'' (close, escaped, reopen). */
void command_line_append(char *buffer, size_t size, size_t *used, const char *word) {
    static const char plain[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@%+=:,./-";
    append_text(buffer, size, used, " ");
    if (*word != '\0' && word[strspn(word, plain)] == '\0') {
        append_text(buffer, size, used, word);
        return;
    }
    append_text(buffer, size, used, "'");
    for (const char *p = word; *p; p++) {
        char one[2] = {*p, '\0'};
        append_text(buffer, size, used, *p == '\'' ? "'\\''" : one);
    }
    append_text(buffer, size, used, "'");
}

/* The exec adapter's own time limit: under the worker's (--timeout-ms) by
** a tenth, at most a second, so a process that hangs is killed by the exec
** adapter, which explains the timeout, before the worker is. */
static int exec_timeout_ms(int timeout_ms) {
    int margin = timeout_ms / 10 > 1000 ? 1000 : timeout_ms / 10;
    return timeout_ms - margin > 0 ? timeout_ms - margin : 1;
}

/* --exec 'COMMAND ARGS': the exec adapter beside this promcast as the
** adapter, with command=COMMAND ARGS and timeout_ms after the user's own
** options (which reach the process). Returns 0, or the exit status with
** one line on `err`. */
static int exec_adapter(adapter_arguments *arguments, int timeout_ms, FILE *err) {
    if (arguments->exec == NULL) return 0;
    if (arguments->adapter || arguments->array_api)
        return adapter_usage_error(arguments->command, err,
                                   "--exec names its adapter itself; drop %s",
                           arguments->adapter ? "--adapter" : "--array-api");
    if (arguments->exec[0] == '\0') return adapter_usage_error(arguments->command, err,
                                   "--exec: the command is empty%s", "");
    for (int i = 0; i < arguments->option_count; i++)
        if (strcmp(arguments->options[i].key, "command") == 0 ||
            strcmp(arguments->options[i].key, "timeout_ms") == 0)
            return adapter_usage_error(arguments->command, err,
                                   "--exec sets the exec adapter's %s itself; drop that "
                               "--adapter-option (use --timeout-ms for the time limit)",
                               arguments->options[i].key);
    if (arguments->option_count > ADAPTER_MAX_OPTIONS - 2)
        return adapter_usage_error(arguments->command, err,
                                   "more than %s --adapter-option values with --exec", "62");
    char directory[PATH_MAX], tried[3 * PATH_MAX];
    static const char *const places[] = {PROMCAST_BUILD_ADAPTERS, PROMCAST_INSTALLED_ADAPTERS};
    if (!executable_directory(directory, sizeof directory)) {
        fprintf(err, "promcast %s: --exec: cannot find where this promcast lies "
                     "(/proc/self/exe); pass --adapter PATH/" EXEC_ADAPTER
                     " --adapter-option command='%s'\n", arguments->command, arguments->exec);
        return PROMCAST_EXIT_USAGE;
    }
    if (!adapter_find_beside(directory, places, 2, EXEC_ADAPTER, arguments->exec_adapter,
                             sizeof arguments->exec_adapter, tried, sizeof tried)) {
        fprintf(err, "promcast %s: --exec: the exec adapter " EXEC_ADAPTER " is not beside "
                     "this promcast (tried %s); build it (cmake --build build/default --target "
                     EXEC_TARGET ") or install promcast with it\n", arguments->command, tried);
        return PROMCAST_EXIT_USAGE;
    }
    arguments->adapter = arguments->exec_adapter;
    promcast_adapter_option *option = &arguments->options[arguments->option_count++];
    option->key = "command";
    option->value = arguments->exec;
    snprintf(arguments->exec_timeout, sizeof arguments->exec_timeout, "%d",
             exec_timeout_ms(timeout_ms));
    option = &arguments->options[arguments->option_count++];
    option->key = "timeout_ms";
    option->value = arguments->exec_timeout;
    return 0;
}


int adapter_arguments_take(adapter_arguments *arguments, const char *option, const char *value,
                           FILE *err, int *status) {
    *status = 0;
    if (strcmp(option, "--adapter") == 0) arguments->adapter = value;
    else if (strcmp(option, "--array-api") == 0) arguments->array_api = value;
    else if (strcmp(option, "--exec") == 0) arguments->exec = value;
    else if (strcmp(option, "--adapter-option") == 0)
        *status = parse_adapter_option(value, arguments, err);
    else return 0;
    return 1;
}

int adapter_arguments_resolve(adapter_arguments *arguments, int timeout_ms, FILE *err) {
    int status = exec_adapter(arguments, timeout_ms, err);
    if (status != 0) return status;
    status = array_api_adapter(arguments, err);
    if (status != 0) return status;
    if (arguments->adapter == NULL)
        return adapter_usage_error(arguments->command, err,
                                   "--adapter PATH, --array-api MODULE "
                                   "or --exec 'COMMAND ARGS' is required%s", "");
    return 0;
}
