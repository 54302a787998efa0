/*
** run_command.c: `promcast run --adapter PATH [options] [CASE FILES OR DIRS]`,
** the product's main job: the corpus against an implementation under test,
** reported in TAP. Exit 0 all passed, 1 any failure, 2 bad usage, unreadable
** cases, or an adapter that cannot be loaded. `--array-api MODULE` is
** `--adapter` with the Python Array API namespace adapter found beside the
** runner and `--adapter-option module=MODULE`; `--exec 'COMMAND ARGS'` is
** `--adapter` with the exec adapter found there and `--adapter-option
** command=COMMAND ARGS` (the adapter process, docs/adapters.md
** "Out-of-process adapters: the protocol").
*/
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "adapter_arguments.h"
#include "adapter_loader.h"
#include "case_corpus.h"
#include "cli_arguments.h"
#include "commands.h"
#include "run_execute.h"
#include "run_plan.h"
#include "run_conformance.h"
#include "run_junit.h"
#include "run_report.h"
#include "run_summary.h"
#include "promcast/profile.h"
#include "stop_signals.h"
#include "tap_report.h"

#ifndef PROMCAST_CASES_DIR
#define PROMCAST_CASES_DIR "cases"
#endif
#ifndef PROMCAST_INSTALLED_CASES
#define PROMCAST_INSTALLED_CASES "../share/promcast/cases"
#endif
enum { DEFAULT_TIMEOUT_MS = 10000, MAX_PATHS = 4096 };

typedef struct run_arguments {
    adapter_arguments adapter;        /* --adapter, --array-api, --exec, --adapter-option */
    run_selection selection;
    const char *xfail;
    int timeout_ms;
    int isolated;
    int jobs;                         /* --jobs N: worker processes at once */
    int jobs_given;
    int tap_version;
    long long window_cases;           /* --window-cases N; 0: the whole corpus at once */
    conformance_request conformance;  /* --report, --grid, --classes */
    const char *junit_path;           /* --junit FILE */
    const char *summary_path;         /* --json FILE */
    char command[4096];               /* the command line, for the report */
    char reproduce[4096];             /* it without output files and selection */
    int path_count;
    const char *paths[MAX_PATHS];
} run_arguments;

void promcast_run_usage(FILE *stream) {
    fprintf(stream,
            "usage: promcast run --adapter PATH [options] [CASE FILES OR DIRECTORIES...]\n"
            "       promcast run --array-api MODULE [options] [CASE FILES OR DIRECTORIES...]\n"
            "       promcast run --exec 'COMMAND ARGS' [options] [CASE FILES OR DIRECTORIES...]\n"
            "  runs the case corpus against an adapter and prints TAP; with no case\n"
            "  arguments, the whole corpus ($PROMCAST_CASES, else the installed one,\n"
            "  else %s)\n"
            "options:\n"
            "  --adapter PATH      the adapter shared library (this, --array-api or --exec)\n"
            "  --array-api MODULE  a Python Array API namespace: MODULE is imported\n"
            "                      (numpy.array_api, array_api_strict, ...) and its\n"
            "                      functions answer the cases; the same as --adapter\n"
            "                      with " ARRAY_API_ADAPTER ", found beside\n"
            "                      this promcast (build tree or install), and\n"
            "                      --adapter-option module=MODULE\n"
            "  --exec 'COMMAND ARGS'\n"
            "                      an adapter process in any language: /bin/sh runs\n"
            "                      'exec COMMAND ARGS', and the runner speaks the\n"
            "                      out-of-process protocol with it on its standard input\n"
            "                      and output (docs/adapters.md); the same as --adapter\n"
            "                      with " EXEC_ADAPTER ", found beside\n"
            "                      this promcast, --adapter-option command='COMMAND\n"
            "                      ARGS' and timeout_ms a little under --timeout-ms;\n"
            "                      the other --adapter-options go to the process\n"
            "  --adapter-option KEY=VALUE\n"
            "                      an option for the adapter, given to it at start-up\n"
            "                      (repeatable; the adapter refuses keys it does not know)\n"
            "  --profile P         run the cases of profile P instead of the adapter's claim\n"
            "  --filter GLOB       only cases whose id matches GLOB\n"
            "  --op OP             only cases of op OP (add, add_inplace, result_type, ...)\n"
            "  --dtype DTYPE       only cases involving DTYPE\n"
            "  --shard K/N         only shard K of N (a stable partition by case id)\n"
            "  --xfail FILE        known failures (ids or globs, one a line): # TODO;\n"
            "                      a listed case that passes fails the run\n"
            "  --timeout-ms N      per-case time limit (default %d)\n"
            "  --jobs N            run N worker processes at once (1..%d, default 1);\n"
            "                      the report is the same, line for line, as with 1.\n"
            "                      The case files are read with N threads, or one a\n"
            "                      processor when there are more\n"
            "  --no-isolation      run in this process (for debuggers): a crash ends the run\n"
            "  --tap-version V     13 (default; Debian's prove rejects 14) or 14\n"
            "  --window-cases N    read, run and free the cases about N at a time (default\n"
            "                      %d, or 512 MiB of loaded cases, whichever comes\n"
            "                      first; 0: all at once): memory follows N, not the\n"
            "                      corpus. A run of more than one window writes its plan\n"
            "                      line 1..N last, as TAP 13 allows\n"
            "  --report FILE.md    also write a conformance report: counts by op and dtype,\n"
            "                      skip reasons, each class of failure with its smallest case\n"
            "  --grid FILE.svg     also draw the promote_types cases as a dtype x dtype grid\n"
            "  --classes FILE      name the causes of the report's failures: blocks of\n"
            "                      'class: NAME', 'classification: library bug | documented\n"
            "                      deviation | profile difference', 'evidence: TEXT' and\n"
            "                      'match: GLOB' lines (docs/conformance/README.md)\n"
            "  --html FILE         also write the conformance report as one HTML page: a\n"
            "                      grid of outcomes by dtype for every function, the\n"
            "                      failures by cause, filters; it opens from disk\n"
            "  --junit FILE        also write the run as JUnit XML (a testcase a case)\n"
            "  --json FILE         also write a JSON summary: context, totals, tallies by op\n"
            "                      and dtype, every failure (runner/summary.schema.json)\n"
            "exit status: 0 all passed, 1 a failure, 2 usage, case files or adapter loading\n",
            PROMCAST_CASES_DIR, DEFAULT_TIMEOUT_MS, RUN_JOBS_MAX, CASE_CORPUS_WINDOW_CASES);
}

static int usage_error(FILE *err, const char *format, const char *detail) {
    return adapter_usage_error("run", err, format, detail);
}

static int parse_shard(const char *text, run_selection *selection) {
    return cli_parse_shard(text, &selection->shard_index, &selection->shard_count);
}

/* The command that runs one case of this run again, given "--filter ID":
** the run's command without its output files, known failures, selection
** and parallelism (the options, each with its value, below). */
static void reproduce_command(int argc, char **argv, char *buffer, size_t size) {
    static const char *const dropped[] = {"--report", "--grid", "--html", "--classes", "--junit",
                                          "--json", "--xfail", "--filter", "--op", "--dtype",
                                          "--shard", "--jobs", "--window-cases", "--tap-version"};
    size_t used = (size_t)snprintf(buffer, size, "promcast run");
    for (int i = 0; i < argc; i++) {
        int drop = 0;
        for (size_t d = 0; d < sizeof dropped / sizeof dropped[0] && !drop; d++)
            drop = strcmp(argv[i], dropped[d]) == 0;
        if (drop) i++;  /* and its value */
        else command_line_append(buffer, size, &used, argv[i]);
    }
}

static int parse_arguments(int argc, char **argv, run_arguments *arguments, FILE *out,
                           FILE *err) {
    memset(arguments, 0, sizeof *arguments);
    arguments->adapter.command = "run";
    arguments->timeout_ms = DEFAULT_TIMEOUT_MS;
    arguments->isolated = 1;
    arguments->jobs = 1;
    arguments->tap_version = 13;
    arguments->window_cases = CASE_CORPUS_WINDOW_CASES;
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
        int status;
        if (adapter_arguments_take(&arguments->adapter, option, value, err, &status)) {
            if (status != 0) return status;
        } else if (strcmp(option, "--profile") == 0) arguments->selection.profile = value;
        else if (strcmp(option, "--filter") == 0) arguments->selection.filter = value;
        else if (strcmp(option, "--op") == 0) arguments->selection.op = value;
        else if (strcmp(option, "--xfail") == 0) arguments->xfail = value;
        else if (strcmp(option, "--report") == 0) arguments->conformance.report_path = value;
        else if (strcmp(option, "--grid") == 0) arguments->conformance.grid_path = value;
        else if (strcmp(option, "--classes") == 0) arguments->conformance.classes_path = value;
        else if (strcmp(option, "--html") == 0) arguments->conformance.html_path = value;
        else if (strcmp(option, "--junit") == 0) arguments->junit_path = value;
        else if (strcmp(option, "--json") == 0) arguments->summary_path = value;
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
        } else if (strcmp(option, "--window-cases") == 0) {
            char *end;
            errno = 0;
            long long cases = strtoll(value, &end, 10);
            if (*end || end == value || errno || cases < 0)
                return usage_error(err, "--window-cases: '%s' is not a number of cases (0 or more)",
                                   value);
            arguments->window_cases = cases;
        } else if (strcmp(option, "--jobs") == 0) {
            char *end;
            errno = 0;
            long jobs = strtol(value, &end, 10);
            if (*value == '\0' || *end || errno || jobs < 1 || jobs > RUN_JOBS_MAX)
                return usage_error(err, "--jobs: '%s' is not a number of worker processes (1..64)",
                                   value);
            arguments->jobs = (int)jobs;
            arguments->jobs_given = 1;
        } else if (strcmp(option, "--tap-version") == 0) {
            if (strcmp(value, "13") != 0 && strcmp(value, "14") != 0)
                return usage_error(err, "--tap-version: '%s' is neither 13 nor 14", value);
            arguments->tap_version = atoi(value);
        } else {
            return usage_error(err, "unknown option '%s'", option);
        }
    }
    int status = adapter_arguments_resolve(&arguments->adapter, arguments->timeout_ms, err);
    if (status != 0) return status;
    if (arguments->jobs_given && !arguments->isolated)
        return usage_error(err, "--jobs runs isolated worker processes; drop it or "
                           "--no-isolation%s", "");
    if (arguments->conformance.classes_path && !arguments->conformance.report_path &&
        !arguments->conformance.html_path)
        return usage_error(err, "--classes needs --report FILE.md or --html FILE.html%s", "");
    /* The report shows the command that reproduces it. */
    size_t used = (size_t)snprintf(arguments->command, sizeof arguments->command, "promcast run");
    for (int i = 0; i < argc; i++)
        command_line_append(arguments->command, sizeof arguments->command, &used, argv[i]);
    arguments->conformance.command = arguments->command;
    reproduce_command(argc, argv, arguments->reproduce, sizeof arguments->reproduce);
    arguments->conformance.reproduce = arguments->reproduce;
    return 0;
}

/* The corpus a run reads when given no case paths: $PROMCAST_CASES; else
** the corpus installed beside this binary (PREFIX/bin/promcast reads
** PREFIX/share/promcast/cases, wherever PREFIX was moved to); else the
** source tree's, for a binary in its build tree. */
static const char *default_cases(char *buffer, size_t size) {
    const char *environment = getenv("PROMCAST_CASES");
    if (environment && *environment) return environment;
    char executable[PATH_MAX];
    if (executable_directory(executable, sizeof executable)) {
        struct stat info;
        int written = snprintf(buffer, size, "%s/%s", executable, PROMCAST_INSTALLED_CASES);
        if (written > 0 && (size_t)written < size && stat(buffer, &info) == 0 &&
            S_ISDIR(info.st_mode))
            return buffer;
    }
    return PROMCAST_CASES_DIR;
}

/* The profiles' names, comma-separated, for messages. */
static void profile_names(char *buffer, size_t size) {
    size_t used = 0;
    buffer[0] = '\0';
    for (int i = 0; pc_profile_at(i) && used < size; i++)
        used += (size_t)snprintf(buffer + used, size - used, "%s%s", i ? ", " : "",
                                 pc_profile_name(pc_profile_at(i)));
}

/* Checks the selection's names before anything runs: a typo must not
** select nothing and pass. */
static int check_selection(const run_selection *selection, FILE *err) {
    char names[1024];
    if (selection->op && !case_op_name_known(selection->op)) {
        case_op_names_list(names, sizeof names);
        fprintf(err, "promcast run: --op: unknown op '%s' (the ops: %s)\n", selection->op, names);
        return 0;
    }
    if (selection->profile && !pc_profile_find(selection->profile)) {
        profile_names(names, sizeof names);
        fprintf(err, "promcast run: --profile: unknown profile '%s' (%s)\n", selection->profile,
                names);
        return 0;
    }
    return 1;
}

/* A run that would check nothing is a usage error: a CI job must not turn
** green having run no case. */
static void explain_empty_plan(long long cases_read, long long other_profile,
                               long long selected_out, const char *profile, char *text,
                               size_t size) {
    snprintf(text, size, "no case selected: %lld cases read, %lld for profiles other than %s, "
                         "%lld left out by --filter, --op, --dtype or --shard",
             cases_read, other_profile, profile, selected_out);
}

/* The state of one run, released by run_state_free. */
typedef struct run_state {
    case_corpus corpus;             /* the window being run */
    run_junit junit;                /* --junit, open from prepare on */
    run_summary summary;            /* --json, open from prepare on */
    long long started_s;            /* when the run started (wall clock) */
    struct timespec started;        /* and on the monotonic clock */
    xfail_list xfail;
    run_plan plan;                  /* the window's */
    run_results results;            /* the window's */
    run_board_adapter adapter;
    const char *default_cases;      /* the corpus read when no path is given */
    char installed_cases[PATH_MAX]; /* its storage, when it is the installed one */
} run_state;

static void free_window(run_state *state) {
    run_results_free(&state->results);
    run_plan_free(&state->plan);
}

static void run_state_free(run_state *state) {
    free_window(state);
    run_junit_abandon(&state->junit);
    run_summary_abandon(&state->summary);
    xfail_free(&state->xfail);
    case_corpus_free(&state->corpus);
}

/* Reads the corpus's next window of files; a signal ends the reading at a
** file's boundary. Returns 1, or 0 when out of memory (with `error`). */
static int read_files(const run_arguments *arguments, run_state *state, char *error,
                      size_t error_size) {
    free_window(state);
    long long cases = arguments->window_cases > 0 ? arguments->window_cases : LLONG_MAX;
    size_t bytes = arguments->window_cases > 0 ? CASE_CORPUS_WINDOW_BYTES : SIZE_MAX;
    return case_corpus_next(&state->corpus, cases, bytes, stop_signals_flag(), error, error_size);
}

/* The plan of the window read, and a place for its verdicts. Returns 1, or
** 0 when out of memory (with `error`). */
static int plan_window(const run_arguments *arguments, run_state *state, char *error,
                       size_t error_size) {
    if (run_plan_build(state->corpus.files, state->corpus.file_count, &arguments->selection,
                       arguments->xfail ? &state->xfail : NULL, &state->plan) &&
        run_results_init(&state->results, state->plan.count))
        return 1;
    snprintf(error, error_size, "out of memory");
    return 0;
}

static int read_window(const run_arguments *arguments, run_state *state, char *error,
                       size_t error_size) {
    return read_files(arguments, state, error, error_size) &&
           plan_window(arguments, state, error, error_size);
}

/* Opens the corpus and reads its first window's files. Returns 1, or 0
** with `error`. */
static int read_first_files(const run_arguments *arguments, run_state *state, char *error,
                            size_t error_size) {
    const char *default_path[1];
    const char *const *paths = arguments->paths;
    int path_count = arguments->path_count;
    if (path_count == 0) {
        default_path[0] = state->default_cases =
            default_cases(state->installed_cases, sizeof state->installed_cases);
        paths = default_path;
        path_count = 1;
    }
    if (!case_corpus_open(&state->corpus, paths, path_count, error, error_size)) return 0;
    /* --jobs N runs N workers at once, and reads with N threads before, or
    ** with one a processor when there are more. */
    if (arguments->jobs > state->corpus.readers)
        case_corpus_set_readers(&state->corpus, arguments->jobs);
    return read_files(arguments, state, error, error_size);
}

/* Everything before the first case: the adapter, the first window's
** files, the known failures and the output files. The adapter loads in
** its probe process while this process reads the files (its plan needs
** the adapter's profile, its reading does not), so the two take the time
** of the longer; an adapter that does not load is still the error
** reported, whatever the files hold. Returns 0 to go on, else the exit
** status (with one line on `err`). */
static int prepare(run_arguments *arguments, run_state *state, run_execution *execution,
                   FILE *err) {
    char error[1400];
    if (!check_selection(&arguments->selection, err)) return PROMCAST_EXIT_USAGE;
    run_probing *probe = run_probe_start(execution, error, sizeof error);
    if (probe == NULL) {
        fprintf(err, "promcast run: %s\n", error);
        return PROMCAST_EXIT_USAGE;
    }
    char read_error[1400];
    int read = read_first_files(arguments, state, read_error, sizeof read_error);
    if (!run_probe_finish(probe, &state->adapter, error, sizeof error)) {
        char line[1400];
        tap_escape_text(error, TAP_TEXT_COMMENT, line, sizeof line);
        fprintf(err, "promcast run: %s\n", line);
        return PROMCAST_EXIT_USAGE;
    }
    if (!read) {
        fprintf(err, "promcast run: %s\n", read_error);
        return PROMCAST_EXIT_USAGE;
    }
    if (!arguments->selection.profile && !pc_profile_find(state->adapter.profile)) {
        char names[256], claim[200];
        profile_names(names, sizeof names);
        tap_escape_text(state->adapter.profile, TAP_TEXT_COMMENT, claim, sizeof claim);
        fprintf(err, "promcast run: adapter %s claims profile '%s', which is not one of %s; "
                     "pass --profile\n", arguments->adapter.adapter, claim, names);
        return PROMCAST_EXIT_USAGE;
    }
    if (!arguments->selection.profile) arguments->selection.profile = state->adapter.profile;
    if (arguments->xfail && !xfail_load(arguments->xfail, &state->xfail, error, sizeof error)) {
        fprintf(err, "promcast run: %s\n", error);
        return PROMCAST_EXIT_USAGE;
    }
    arguments->conformance.adapter = &state->adapter;
    if (!conformance_open(&arguments->conformance, error, sizeof error) ||
        (arguments->junit_path &&
         !run_junit_open(&state->junit, arguments->junit_path, error, sizeof error)) ||
        (arguments->summary_path &&
         !run_summary_open(&state->summary, arguments->summary_path, error, sizeof error))) {
        fprintf(err, "promcast run: %s\n", error);
        return PROMCAST_EXIT_USAGE;
    }
    return 0;
}

/* The window's unreadable files: a test line each, and a line on `err`. */
static void report_unreadable(const case_corpus *corpus, run_report *report, FILE *err) {
    for (int i = 0; i < corpus->unreadable_count; i++) {
        const case_unreadable *bad = &corpus->unreadable[i];
        run_report_unreadable(report, bad->path, bad->reason);
        char line[1400];
        tap_escape_text(bad->reason, TAP_TEXT_COMMENT, line, sizeof line);
        fprintf(err, "promcast run: %s\n", line);
    }
}

/* The comments that open the report: the adapter, its options, the corpus. */
static void report_header(const run_arguments *arguments, const run_state *state,
                          run_report *report) {
    const run_board_adapter *adapter = &state->adapter;
    tap_report_comment(&report->tap, "adapter %s: %s %s, profile %s (running %s cases)",
                       adapter->name, adapter->library, adapter->library_version,
                       adapter->profile, arguments->selection.profile);
    for (int i = 0; i < arguments->adapter.option_count; i++)
        tap_report_comment(&report->tap, "adapter option %s=%s",
                           arguments->adapter.options[i].key, arguments->adapter.options[i].value);
    if (state->default_cases) tap_report_comment(&report->tap, "cases from %s", state->default_cases);
}

/* Writes the --junit and --json files of a run that reported, `why` (NULL
** when every planned case ran) saying why it stopped short. Returns 1, or
** 0 with the reason on `err`. */
static run_context run_context_now(const run_arguments *arguments, const run_state *state) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    const run_board_adapter *adapter = &state->adapter;
    const pc_profile *profile = pc_profile_find(arguments->selection.profile);
    return (run_context){
        .adapter_name = adapter->name,
        .library = adapter->library,
        .library_version = adapter->library_version,
        .adapter_profile = adapter->profile,
        .profile = arguments->selection.profile,
        .profile_version = profile ? pc_profile_version(profile) : NULL,
        .command = arguments->command,
        .started_s = state->started_s,
        .seconds = (double)(now.tv_sec - state->started.tv_sec) +
                   (double)(now.tv_nsec - state->started.tv_nsec) / 1e9,
    };
}

static int finish_files(const run_arguments *arguments, run_state *state,
                        const run_report *report, const char *why, FILE *err) {
    run_context context = run_context_now(arguments, state);
    char error[1400];
    int ok = 1;
    if (state->junit.out && !run_junit_finish(&state->junit, &context, why, error, sizeof error)) {
        fprintf(err, "promcast run: %s\n", error);
        ok = 0;
    }
    if (state->summary.out &&
        !run_summary_finish(&state->summary, &context, report, why, error, sizeof error)) {
        fprintf(err, "promcast run: %s\n", error);
        ok = 0;
    }
    return ok;
}

/* Reads, runs and reports the corpus window by window. Returns the exit
** status. A corpus read in one window keeps its plan line first and a run
** that selects nothing writes no TAP; otherwise the plan line comes last
** and a run that selected nothing ends in "Bail out!". */
static int execute(run_arguments *arguments, run_state *state, run_execution *execution,
                   FILE *out, FILE *err) {
    char error[1400];
    if (!plan_window(arguments, state, error, sizeof error)) {
        fprintf(err, "promcast run: %s\n", error);
        conformance_abandon(&arguments->conformance);
        return PROMCAST_EXIT_USAGE;
    }
    /* A signal that ended the reading early leaves paths unread: then the
    ** run cannot count its cases first. */
    int one_window = case_corpus_done(&state->corpus);
    run_report report;
    if (one_window && state->plan.count == 0 && state->corpus.unreadable_count == 0) {
        explain_empty_plan(state->corpus.cases_read, state->plan.other_profile,
                           state->plan.selected_out, arguments->selection.profile, error,
                           sizeof error);
        fprintf(err, "promcast run: %s\n", error);
        conformance_abandon(&arguments->conformance);
        return PROMCAST_EXIT_USAGE;
    }
    run_report_begin(&report, out, arguments->tap_version, arguments->xfail ? &state->xfail : NULL,
                     one_window ? state->plan.count + state->corpus.unreadable_count : -1);
    if (state->junit.out) run_report_add_sink(&report, run_junit_sink(&state->junit));
    if (state->summary.out) run_report_add_sink(&report, run_summary_sink(&state->summary));
    execution->results = &state->results;
    execution->context = &report;
    execution->stop = stop_signals_flag();
    int status = PROMCAST_EXIT_OK, unreadable = 0, ok = 1;
    int64_t completed = 0;
    for (int first = 1;; first = 0) {
        report_unreadable(&state->corpus, &report, err);
        unreadable += state->corpus.unreadable_count;
        if (first) report_header(arguments, state, &report);
        run_report_window(&report, &state->plan, &state->results);
        completed = 0;
        if (state->plan.count > 0 &&
            !run_execute(execution, &state->plan, &completed, error, sizeof error)) {
            ok = 0;
            break;
        }
        if (*stop_signals_flag() != 0) break;
        if (!conformance_add(&arguments->conformance, &state->plan, &state->results, error,
                             sizeof error)) {
            ok = 0;
            break;
        }
        if (case_corpus_done(&state->corpus)) break;
        if (!read_window(arguments, state, error, sizeof error)) {
            ok = 0;
            break;
        }
    }
    if (ok && *stop_signals_flag() == 0 && report.planned == 0 && unreadable == 0) {
        explain_empty_plan(state->corpus.cases_read, report.other_profile, report.selected_out,
                           arguments->selection.profile, error, sizeof error);
        ok = 0;
    }
    if (!ok) {
        run_report_abort(&report, error);
        fprintf(err, "promcast run: %s\n", error);
        conformance_abandon(&arguments->conformance);
        finish_files(arguments, state, &report, error, err);
        status = PROMCAST_EXIT_USAGE;
    } else if (*stop_signals_flag() != 0) {
        char why[64], count[128], stopped[200];
        snprintf(why, sizeof why, "%s", stop_signals_reason(*stop_signals_flag()));
        run_report_stopped(&report, completed, why, count, sizeof count);
        fprintf(err, "promcast run: %s %s\n", why, count);
        conformance_abandon(&arguments->conformance);
        snprintf(stopped, sizeof stopped, "%s %s", why, count);
        finish_files(arguments, state, &report, stopped, err);
        status = PROMCAST_EXIT_USAGE;
    } else {
        status = run_report_finish(&report) ? PROMCAST_EXIT_VIOLATION : PROMCAST_EXIT_OK;
        run_context context = run_context_now(arguments, state);
        int written = conformance_write(&arguments->conformance, &report, &context, error,
                                        sizeof error);
        if (!written) {
            run_report_abort(&report, error);
            fprintf(err, "promcast run: %s\n", error);
            status = PROMCAST_EXIT_USAGE;
        }
        if (!finish_files(arguments, state, &report, written ? NULL : error, err))
            status = PROMCAST_EXIT_USAGE;
        if (unreadable > 0) status = PROMCAST_EXIT_USAGE;
    }
    if (fflush(out) != 0 || ferror(out)) {
        fprintf(err, "promcast run: cannot write the report to standard output\n");
        status = PROMCAST_EXIT_USAGE;
    }
    return status;
}

int promcast_run_main(int argc, char **argv, FILE *out, FILE *err) {
    run_arguments arguments;
    int status = parse_arguments(argc, argv, &arguments, out, err);
    if (status != 0) return status < 0 ? PROMCAST_EXIT_OK : status;
    run_state state;
    memset(&state, 0, sizeof state);
    state.started_s = (long long)time(NULL);
    clock_gettime(CLOCK_MONOTONIC, &state.started);
    run_execution execution = {
        .adapter_path = arguments.adapter.adapter,
        .adapter_options = {arguments.adapter.option_count, arguments.adapter.options},
        .isolated = arguments.isolated,
        .timeout_ms = arguments.timeout_ms,
        .jobs = arguments.jobs,
        .on_completed = run_report_cases,
        .on_waiting = run_report_waiting,
    };
    /* From here a SIGINT or SIGTERM stops the run rather than kill it; one
    ** that comes while a window is read ends the reading at the next file
    ** and takes effect before that window's first case runs. */
    stop_signals signals;
    stop_signals_catch(&signals);
    status = prepare(&arguments, &state, &execution, err);
    if (status == 0) status = execute(&arguments, &state, &execution, out, err);
    else conformance_abandon(&arguments.conformance);
    stop_signals_release(&signals);
    run_state_free(&state);
    return status;
}
