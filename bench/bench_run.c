/*
** bench_run.c: how many cases per second `promcast run` checks.
**
** Loads the corpus once, keeps the cases of one kind (shape/dtype cases:
** broadcasting, XLA, promotion, result_type, can_cast; or value cases: the
** element-wise ops, in place, broadcast_to, sum_to_shape), repeats them to
** at least --cases entries, and times run_execute against an adapter with
** isolation on and off (on: with --jobs N worker processes, default 1).
** The TAP writer is replaced by a counter, so the
** numbers are the checking itself: invoke, compare, record, hand over to
** the parent. Loading is not timed (the target is stated for "cases already
** loaded"); the whole-corpus wall time, loading included, is measured with
** `time promcast run` (docs/performance.md).
**
** The cases are those of the adapter's profile (or --profile). With
** --baseline ADAPTER (the oracle's), the same plan runs against it too, and
** the difference of the two times is the time spent in the library: the
** baseline is the runner's own work plus an oracle that answers in
** microseconds, so the share it gives the library is a lower bound.
**
** --adapter-option KEY=VALUE (repeatable) goes to ADAPTER as `promcast
** run --adapter-option` does (the namespace adapter's module=MODULE), and
** --baseline-option KEY=VALUE to the baseline (profile=array-api, so that
** the oracle answers the same cases by the same profile).
**
** usage: bench_run ADAPTER CASES_DIR [--cases N] [--kind shape|value|all]
**                  [--profile P] [--baseline ADAPTER] [--jobs N]
**                  [--adapter-option KEY=VALUE]... [--baseline-option KEY=VALUE]...
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "case_corpus.h"
#include "run_execute.h"
#include "run_plan.h"

typedef struct counter {
    int64_t reported;
} counter;

static void count_completed(void *context, int64_t first, int64_t end) {
    ((counter *)context)->reported += end - first;
}

static int is_shape_or_dtype_case(const promcast_case *test_case) {
    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES: case CASE_INPLACE_BROADCAST: case CASE_XLA_BROADCAST:
    case CASE_PROMOTE_TYPES: case CASE_RESULT_TYPE: case CASE_CAN_CAST:
        return 1;
    default:
        return 0;
    }
}

static double seconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

enum { MAX_OPTIONS = 16 };

/* KEY=VALUE options for one adapter; the keys are cut out of their own
** storage, the values point into argv. */
typedef struct option_list {
    int count;
    promcast_adapter_option options[MAX_OPTIONS];
    char keys[MAX_OPTIONS][128];
} option_list;

static int add_option(option_list *list, const char *text) {
    const char *equals = strchr(text, '=');
    if (equals == NULL || equals == text || (size_t)(equals - text) >= sizeof list->keys[0] ||
        list->count == MAX_OPTIONS)
        return 0;
    memcpy(list->keys[list->count], text, (size_t)(equals - text));
    list->keys[list->count][equals - text] = '\0';
    list->options[list->count].key = list->keys[list->count];
    list->options[list->count].value = equals + 1;
    list->count++;
    return 1;
}

/* Runs the plan; returns the seconds it took, or a negative number. */
static double measure(const char *adapter, const option_list *options, const run_plan *plan,
                      int isolated, int jobs, const char *kind) {
    run_results results;
    if (!run_results_init(&results, plan->count)) return -1;
    counter seen = {0};
    run_execution execution = {.adapter_path = adapter,
                               .adapter_options = {options->count, options->options},
                               .isolated = isolated, .timeout_ms = 60000, .jobs = jobs,
                               .results = &results, .on_completed = count_completed, .context = &seen};
    char error[1400];
    double start = seconds_now();
    int64_t completed;
    int ok = run_execute(&execution, plan, &completed, error, sizeof error);
    double elapsed = seconds_now() - start;
    int64_t passed = 0;
    for (int64_t i = 0; i < plan->count; i++)
        passed += run_results_verdict(&results, i) == VERDICT_PASS;
    if (ok)
        printf("%-6s isolation %-3s %2d worker%s  %9d cases in %6.3f s  %11.0f cases/s  (%lld passed)\n",
               kind, isolated ? "on" : "off", jobs, jobs == 1 ? " " : "s", plan->count, elapsed,
               plan->count / elapsed, (long long)passed);
    else
        fprintf(stderr, "bench_run: %s\n", error);
    run_results_free(&results);
    return ok && seen.reported == plan->count ? elapsed : -1;
}

/* The profile the adapter claims, from the runner's probe. */
static int adapter_profile(const char *adapter, const option_list *options, char *profile,
                           size_t size) {
    run_board_adapter described;
    run_execution execution = {.adapter_path = adapter,
                               .adapter_options = {options->count, options->options},
                               .isolated = 1, .timeout_ms = 60000, .jobs = 1,
                               .on_completed = count_completed};
    char error[1400];
    int ok = run_probe(&execution, &described, error, sizeof error);
    if (ok) snprintf(profile, size, "%s", described.profile);
    else fprintf(stderr, "bench_run: %s\n", error);
    return ok;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: bench_run ADAPTER CASES_DIR [--cases N] [--kind shape|value|all] "
                        "[--profile P] [--baseline ADAPTER] [--jobs N] [--adapter-option KEY=VALUE]... "
                        "[--baseline-option KEY=VALUE]...\n");
        return 2;
    }
    long long wanted = 2000000;
    int jobs = 1;
    const char *kinds = "all", *baseline = NULL;
    char profile[64] = "";
    option_list options = {0}, baseline_options = {0};
    for (int i = 3; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--cases") == 0) wanted = atoll(argv[i + 1]);
        else if (strcmp(argv[i], "--kind") == 0) kinds = argv[i + 1];
        else if (strcmp(argv[i], "--profile") == 0) snprintf(profile, sizeof profile, "%s", argv[i + 1]);
        else if (strcmp(argv[i], "--baseline") == 0) baseline = argv[i + 1];
        else if (strcmp(argv[i], "--jobs") == 0 && (jobs = atoi(argv[i + 1])) >= 1 &&
                 jobs <= RUN_JOBS_MAX) {}
        else if (strcmp(argv[i], "--adapter-option") == 0 && add_option(&options, argv[i + 1])) {}
        else if (strcmp(argv[i], "--baseline-option") == 0 &&
                 add_option(&baseline_options, argv[i + 1])) {}
        else {
            fprintf(stderr, "bench_run: unknown option '%s', or a value it refuses (KEY=VALUE for the options, 1..%d for --jobs)\n", argv[i], RUN_JOBS_MAX);
            return 2;
        }
    }
    if (!*profile && !adapter_profile(argv[1], &options, profile, sizeof profile)) return 2;
    char error[1024];
    const char *paths[1] = {argv[2]};
    case_corpus corpus;
    if (!case_corpus_load(&corpus, paths, 1, error, sizeof error)) {
        fprintf(stderr, "bench_run: %s\n", error);
        return 2;
    }
    if (corpus.unreadable_count > 0 || corpus.case_count == 0) {
        fprintf(stderr, "bench_run: %s\n",
                corpus.unreadable_count ? corpus.unreadable[0].reason : "no cases");
        case_corpus_free(&corpus);
        return 2;
    }
    run_selection selection = {0};
    selection.profile = profile;
    run_plan all;
    if (!run_plan_build(corpus.files, corpus.file_count, &selection, NULL, &all)) {
        fprintf(stderr, "bench_run: out of memory\n");
        case_corpus_free(&corpus);
        return 2;
    }
    int status = 0;
    for (int shape_kind = 1; shape_kind >= 0; shape_kind--) {
        const char *kind = shape_kind ? "shape" : "value";
        if (strcmp(kinds, "all") != 0 && strcmp(kinds, kind) != 0) continue;
        run_plan plan = {0};
        int base = 0;
        for (int i = 0; i < all.count; i++) base += is_shape_or_dtype_case(all.items[i].test_case) == shape_kind;
        if (base == 0) continue;
        long long total = ((wanted + base - 1) / base) * base;
        plan.items = malloc((size_t)total * sizeof(run_item));
        for (long long n = 0; n < total;)
            for (int i = 0; i < all.count && n < total; i++)
                if (is_shape_or_dtype_case(all.items[i].test_case) == shape_kind)
                    plan.items[n++] = all.items[i];
        plan.count = (int)total;
        printf("%s (profile %s): %d distinct cases repeated to %lld\n", kind, profile, base, total);
        double isolated = measure(argv[1], &options, &plan, 1, jobs, kind);
        double in_process = measure(argv[1], &options, &plan, 0, 1, kind);
        if (isolated < 0 || in_process < 0) status = 1;
        if (baseline && status == 0) {
            double runner = measure(baseline, &baseline_options, &plan, 0, 1, "baseline");
            if (runner < 0) status = 1;
            else
                printf("%s: the library's share of the time, at least %.0f%% (%.3f s of %.3f s, "
                       "in process)\n", kind,
                       in_process > runner ? 100.0 * (in_process - runner) / in_process : 0.0,
                       in_process > runner ? in_process - runner : 0.0, in_process);
        }
        free(plan.items);
    }
    run_plan_free(&all);
    case_corpus_free(&corpus);
    return status;
}
