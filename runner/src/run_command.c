/*
** run_command.c: `promcast run --adapter PATH [options] [CASE FILES OR DIRS]`,
** the product's main job: the corpus against an implementation under test,
** reported in TAP. Exit 0 all passed, 1 any failure, 2 bad usage, unreadable
** cases, or an adapter that cannot be loaded.
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_reader.h"
#include "commands.h"
#include "run_board.h"
#include "run_execute.h"
#include "run_plan.h"
#include "run_conformance.h"
#include "run_report.h"

#ifndef PROMCAST_CASES_DIR
#define PROMCAST_CASES_DIR "cases"
#endif

enum { DEFAULT_TIMEOUT_MS = 10000, MAX_PATHS = 4096 };

typedef struct run_arguments {
    const char *adapter;
    run_selection selection;
    const char *xfail;
    int timeout_ms;
    int isolated;
    int tap_version;
    conformance_request conformance;  /* --report, --grid, --classes */
    char command[4096];               /* the command line, for the report */
    int path_count;
    const char *paths[MAX_PATHS];
} run_arguments;

void promcast_run_usage(FILE *stream) {
    fprintf(stream,
            "usage: promcast run --adapter PATH [options] [CASE FILES OR DIRECTORIES...]\n"
            "  runs the case corpus against an adapter and prints TAP; with no case\n"
            "  arguments, the whole corpus ($PROMCAST_CASES, else %s)\n"
            "options:\n"
            "  --adapter PATH      the adapter shared library (required)\n"
            "  --profile P         run the cases of profile P instead of the adapter's claim\n"
            "  --filter GLOB       only cases whose id matches GLOB\n"
            "  --op OP             only cases of op OP (add, add_inplace, result_type, ...)\n"
            "  --dtype DTYPE       only cases involving DTYPE\n"
            "  --shard K/N         only shard K of N (a stable partition by case id)\n"
            "  --xfail FILE        known failures (ids or globs, one a line): # TODO;\n"
            "                      a listed case that passes fails the run\n"
            "  --timeout-ms N      per-case time limit (default %d)\n"
            "  --no-isolation      run in this process (for debuggers): a crash ends the run\n"
            "  --tap-version V     13 (default; Debian's prove rejects 14) or 14\n"
            "  --report FILE.md    also write a conformance report: counts by op and dtype,\n"
            "                      skip reasons, each class of failure with its smallest case\n"
            "  --grid FILE.svg     also draw the promote_types cases as a dtype x dtype grid\n"
            "  --classes FILE      classify failure classes: lines 'GLOB | CLASSIFICATION |\n"
            "                      EVIDENCE' (library bug, documented deviation, profile difference)\n"
            "exit status: 0 all passed, 1 a failure, 2 usage, case files or adapter loading\n"
            "JUnit: prove -e cat --formatter TAP::Formatter::JUnit REPORT.tap > junit.xml\n",
            PROMCAST_CASES_DIR, DEFAULT_TIMEOUT_MS);
}

static int usage_error(FILE *err, const char *format, const char *detail) {
    fprintf(err, "promcast run: ");
    fprintf(err, format, detail);
    fprintf(err, " (try promcast run --help)\n");
    return PROMCAST_EXIT_USAGE;
}

static int parse_shard(const char *text, run_selection *selection) {
    int k, n;
    char extra;
    if (sscanf(text, "%d/%d%c", &k, &n, &extra) != 2 || n < 1 || k < 1 || k > n) return 0;
    selection->shard_index = k;
    selection->shard_count = n;
    return 1;
}

static int parse_arguments(int argc, char **argv, run_arguments *arguments, FILE *out,
                           FILE *err) {
    memset(arguments, 0, sizeof *arguments);
    arguments->timeout_ms = DEFAULT_TIMEOUT_MS;
    arguments->isolated = 1;
    arguments->tap_version = 13;
    for (int i = 0; i < argc; i++) {
        const char *option = argv[i];
        if (strcmp(option, "--help") == 0 || strcmp(option, "-h") == 0) {
            promcast_run_usage(out);
            return -1;
        }
        if (strcmp(option, "--no-isolation") == 0) {
            arguments->isolated = 0;
            continue;
        }
        if (strncmp(option, "--", 2) != 0) {
            if (arguments->path_count == MAX_PATHS) return usage_error(err, "more than %s case paths", "4096");
            arguments->paths[arguments->path_count++] = option;
            continue;
        }
        if (i + 1 >= argc) return usage_error(err, "option '%s' needs a value", option);
        const char *value = argv[++i];
        if (strcmp(option, "--adapter") == 0) arguments->adapter = value;
        else if (strcmp(option, "--profile") == 0) arguments->selection.profile = value;
        else if (strcmp(option, "--filter") == 0) arguments->selection.filter = value;
        else if (strcmp(option, "--op") == 0) arguments->selection.op = value;
        else if (strcmp(option, "--xfail") == 0) arguments->xfail = value;
        else if (strcmp(option, "--report") == 0) arguments->conformance.report_path = value;
        else if (strcmp(option, "--grid") == 0) arguments->conformance.grid_path = value;
        else if (strcmp(option, "--classes") == 0) arguments->conformance.classes_path = value;
        else if (strcmp(option, "--dtype") == 0) {
            if (!pc_dtype_parse(value, strlen(value), &arguments->selection.dtype))
                return usage_error(err, "--dtype: '%s' is not a dtype", value);
            arguments->selection.has_dtype = 1;
        } else if (strcmp(option, "--shard") == 0) {
            if (!parse_shard(value, &arguments->selection))
                return usage_error(err, "--shard: '%s' is not K/N with 1 <= K <= N", value);
        } else if (strcmp(option, "--timeout-ms") == 0) {
            char *end;
            errno = 0;
            long timeout = strtol(value, &end, 10);
            if (*end || errno || timeout < 1 || timeout > 86400000)
                return usage_error(err, "--timeout-ms: '%s' is not a number of milliseconds (1..86400000)", value);
            arguments->timeout_ms = (int)timeout;
        } else if (strcmp(option, "--tap-version") == 0) {
            if (strcmp(value, "13") != 0 && strcmp(value, "14") != 0)
                return usage_error(err, "--tap-version: '%s' is neither 13 nor 14", value);
            arguments->tap_version = atoi(value);
        } else {
            return usage_error(err, "unknown option '%s'", option);
        }
    }
    if (arguments->adapter == NULL) return usage_error(err, "--adapter PATH is required%s", "");
    if (arguments->conformance.classes_path && !arguments->conformance.report_path)
        return usage_error(err, "--classes needs --report FILE.md%s", "");
    /* The report shows the command that reproduces it. */
    size_t used = (size_t)snprintf(arguments->command, sizeof arguments->command, "promcast run");
    for (int i = 0; i < argc && used < sizeof arguments->command; i++)
        used += (size_t)snprintf(arguments->command + used, sizeof arguments->command - used,
                                 " %s", argv[i]);
    arguments->conformance.command = arguments->command;
    return 0;
}

/* A case file that could not be read, reported as a failed test line. */
typedef struct unreadable_file {
    char *path;
    char reason[1024];
} unreadable_file;

/* Loads every case file named (or the default corpus). A file that cannot
** be read, or repeats an id of an earlier file, is kept out of the run and
** listed in `unreadable`, and the others run: nothing is dropped silently,
** and the run ends with exit 2. Returns 0 only when no path can be read at
** all (a missing path, no case files): then nothing runs. */
static int load_cases(const run_arguments *arguments, case_file **files, int *file_count,
                      unreadable_file **unreadable, int *unreadable_count, case_id_set *ids,
                      FILE *err) {
    const char *default_paths[1];
    const char *const *paths = arguments->paths;
    int path_count = arguments->path_count;
    if (path_count == 0) {
        const char *environment = getenv("PROMCAST_CASES");
        default_paths[0] = environment && *environment ? environment : PROMCAST_CASES_DIR;
        paths = default_paths;
        path_count = 1;
    }
    char error[1024];
    char **names;
    int count = case_paths_collect(paths, path_count, &names, error, sizeof error);
    if (count < 0) {
        fprintf(err, "promcast run: %s\n", error);
        return 0;
    }
    if (count == 0) {
        fprintf(err, "promcast run: no case files in the paths given\n");
        case_paths_free(names, count);
        return 0;
    }
    *files = calloc((size_t)count, sizeof **files);
    *unreadable = calloc((size_t)count, sizeof **unreadable);
    if (*files == NULL || *unreadable == NULL) {
        fprintf(err, "promcast run: out of memory\n");
        case_paths_free(names, count);
        return 0;
    }
    *file_count = *unreadable_count = 0;
    for (int i = 0; i < count; i++) {
        case_file *file = &(*files)[*file_count];
        unreadable_file *bad = &(*unreadable)[*unreadable_count];
        if (!case_file_load(names[i], file, bad->reason, sizeof bad->reason)) {
            bad->path = names[i];
            names[i] = NULL;
            (*unreadable_count)++;
            continue;
        }
        const char *duplicate = NULL;
        for (int c = 0; c < file->case_count && !duplicate; c++)
            if (case_id_set_add(ids, file->cases[c].id) != 1) duplicate = file->cases[c].id;
        if (duplicate) {
            snprintf(bad->reason, sizeof bad->reason,
                     "%s: case id '%s' is also in an earlier file; the file is not run",
                     names[i], duplicate);
            bad->path = names[i];
            names[i] = NULL;
            (*unreadable_count)++;
            /* Its ids stay in the set, which points into it: keep it loaded
            ** but run none of its cases. */
            file->case_count = 0;
        }
        (*file_count)++;
    }
    case_paths_free(names, count);
    return 1;
}

static int is_known_profile(const char *name) {
    static const char *const names[] = {"torch", "numpy", "array-api", "jax", "mlx"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0) return 1;
    return 0;
}

int promcast_run_main(int argc, char **argv, FILE *out, FILE *err) {
    run_arguments arguments;
    int status = parse_arguments(argc, argv, &arguments, out, err);
    if (status != 0) return status < 0 ? PROMCAST_EXIT_OK : status;
    if (arguments.selection.profile && !is_known_profile(arguments.selection.profile))
        return usage_error(err, "--profile: unknown profile '%s' (torch, numpy, array-api, jax, mlx)",
                           arguments.selection.profile);

    int exit_status = PROMCAST_EXIT_USAGE;
    case_file *files = NULL;
    int file_count = 0;
    unreadable_file *unreadable = NULL;
    int unreadable_count = 0;
    xfail_list xfail = {0};
    run_plan plan = {0};
    run_board *board = NULL, *probe_board = run_board_create(1);
    case_id_set *ids = case_id_set_create();
    char error[1400];
    run_execution execution = {arguments.adapter, arguments.isolated, arguments.timeout_ms,
                               run_report_cases, NULL};
    if (!probe_board || !ids) {
        fprintf(err, "promcast run: out of memory\n");
        goto done;
    }
    /* The adapter first: a run against something that is not an adapter
    ** should fail at once, not after loading the corpus. */
    if (!run_probe(&execution, probe_board, error, sizeof error)) {
        fprintf(err, "promcast run: %s\n", error);
        goto done;
    }
    if (!is_known_profile(probe_board->adapter.profile) && !arguments.selection.profile) {
        fprintf(err, "promcast run: adapter %s claims profile '%s', which is not one of torch, "
                     "numpy, array-api, jax, mlx; pass --profile\n",
                arguments.adapter, probe_board->adapter.profile);
        goto done;
    }
    if (!arguments.selection.profile) arguments.selection.profile = probe_board->adapter.profile;
    if (arguments.xfail && !xfail_load(arguments.xfail, &xfail, error, sizeof error)) {
        fprintf(err, "promcast run: %s\n", error);
        goto done;
    }
    if (!conformance_check(&arguments.conformance, error, sizeof error)) {
        fprintf(err, "promcast run: %s\n", error);
        goto done;
    }
    if (!load_cases(&arguments, &files, &file_count, &unreadable, &unreadable_count, ids, err))
        goto done;
    if (!run_plan_build(files, file_count, &arguments.selection, arguments.xfail ? &xfail : NULL,
                        &plan) ||
        !(board = run_board_create(plan.count ? plan.count : 1))) {
        fprintf(err, "promcast run: out of memory\n");
        goto done;
    }
    board->adapter = probe_board->adapter;  /* the run's board describes its adapter */
    static char output_buffer[1 << 20];
    setvbuf(out, output_buffer, _IOFBF, sizeof output_buffer);
    run_report report;
    run_report_begin(&report, out, arguments.tap_version, &plan, board,
                     arguments.xfail ? &xfail : NULL, unreadable_count);
    for (int i = 0; i < unreadable_count; i++) {
        run_report_unreadable(&report, unreadable[i].path, unreadable[i].reason);
        fprintf(err, "promcast run: %s\n", unreadable[i].reason);
    }
    tap_report_comment(&report.tap, "adapter %s: %s %s, profile %s (running %s cases)",
                       probe_board->adapter.name, probe_board->adapter.library,
                       probe_board->adapter.library_version, probe_board->adapter.profile,
                       arguments.selection.profile);
    execution.context = &report;
    if (!run_execute(&execution, &plan, board, error, sizeof error)) {
        fflush(out);
        fprintf(err, "promcast run: %s\n", error);
        goto done;
    }
    exit_status = run_report_finish(&report) ? PROMCAST_EXIT_VIOLATION : PROMCAST_EXIT_OK;
    if ((arguments.conformance.report_path || arguments.conformance.grid_path) &&
        !conformance_write(&arguments.conformance, &plan, board, &report, error, sizeof error)) {
        fflush(out);
        fprintf(err, "promcast run: %s\n", error);
        exit_status = PROMCAST_EXIT_USAGE;
    }
    if (unreadable_count > 0) exit_status = PROMCAST_EXIT_USAGE;
    fflush(out);
    setvbuf(out, NULL, _IOLBF, 0);
done:
    run_plan_free(&plan);
    run_board_destroy(board);
    run_board_destroy(probe_board);
    xfail_free(&xfail);
    for (int i = 0; i < file_count; i++) case_file_free(&files[i]);
    free(files);
    for (int i = 0; i < unreadable_count; i++) free(unreadable[i].path);
    free(unreadable);
    case_id_set_destroy(ids);
    return exit_status;
}
