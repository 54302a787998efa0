/*
** bench_fuzz.c: how fast `promcast fuzz` draws, checks and shrinks.
**
** Three numbers, through the fuzzer's own code (fuzz_run.h), against
** adapters with isolation on as `promcast fuzz` runs them:
** - cases drawn a second: generation and the oracle's expectations alone
**   (fuzz_run_draw), no adapter;
** - fuzz cases a second against ADAPTER (the oracle adapter: no finding),
**   with --jobs workers (default 1), each drawing its own cases and
**   running them, the parent reading every verdict (fuzz_run_batch), in
**   batches of 65536 as a long run takes them; with the processor time
**   of the parent and of the workers a case, which another load on the
**   machine changes less than the wall time;
** - against MUTANT, the time to shrink and write each finding of the
**   first --cases cases (fuzz_run_shrink), every candidate round one
**   worker.
**
** With --in-process, only the second, and the cases run in this process
** (fuzz_run_config.in_process): what a worker does a case, with no
** worker, so that `valgrind --tool=callgrind` counts all of it (a worker
** is killed when its batch ends, and callgrind loses what it counted
** since its last dump). The instructions a case are then a figure that
** the machine's load does not change.
**
** usage: bench_fuzz ADAPTER MUTANT [--cases N] [--seed S] [--jobs N] [--in-process]
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "fuzz_run.h"

enum { BATCH = 1 << 16 };

static double now_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* Processor time, user and system, of this process or (RUSAGE_CHILDREN)
** of its reaped workers. */
static double cpu_seconds(int who) {
    struct rusage usage;
    if (getrusage(who, &usage) != 0) return 0.0;
    return (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

static int open_run(fuzz_run *run, const char *adapter, uint64_t seed, int jobs,
                    int in_process) {
    char error[1400];
    fuzz_run_config config = {.adapter_path = adapter, .timeout_ms = 10000, .seed = seed,
                              .jobs = jobs, .in_process = in_process};
    if (!fuzz_run_open(run, &config, error, sizeof error)) {
        fprintf(stderr, "bench_fuzz: %s\n", error);
        return 0;
    }
    return 1;
}

static int draw_rate(fuzz_run *run, int64_t total) {
    promcast_case *cases = malloc(BATCH * sizeof *cases);
    if (!cases) return 0;
    double start = now_seconds();
    for (int64_t first = 0; first < total; first += BATCH) {
        int64_t count = total - first < BATCH ? total - first : BATCH;
        case_arena *arena = case_arena_create();
        int ok = arena && fuzz_run_draw(run, arena, first, count, cases);
        if (arena) case_arena_destroy(arena);
        if (!ok) {
            free(cases);
            fprintf(stderr, "bench_fuzz: out of memory\n");
            return 0;
        }
    }
    double seconds = now_seconds() - start;
    printf("drawn with expectations: %lld cases in %.3f s: %.0f cases/s\n", (long long)total,
           seconds, (double)total / seconds);
    free(cases);
    return 1;
}

/* Runs `total` cases; returns the findings' count, -1 on error. */
static int fuzz_rate(fuzz_run *run, int64_t total, fuzz_findings *findings, const char *what) {
    char error[1400];
    double start = now_seconds();
    double parent = cpu_seconds(RUSAGE_SELF), workers = cpu_seconds(RUSAGE_CHILDREN);
    for (int64_t first = 0; first < total; first += BATCH) {
        int64_t count = total - first < BATCH ? total - first : BATCH;
        int64_t completed;
        if (!fuzz_run_batch(run, first, count, findings, &completed, error, sizeof error)) {
            fprintf(stderr, "bench_fuzz: %s\n", error);
            return -1;
        }
    }
    double seconds = now_seconds() - start;
    parent = cpu_seconds(RUSAGE_SELF) - parent;
    workers = cpu_seconds(RUSAGE_CHILDREN) - workers;
    if (run->config.in_process) {
        printf("fuzzed against %s (in this process): %lld cases in %.3f s: %.0f cases/s; %d "
               "signatures\n  processor time: %.3f s: %.3f us a case\n",
               what, (long long)total, seconds, (double)total / seconds, findings->count,
               parent, parent * 1e6 / (double)total);
        return findings->count;
    }
    int jobs = run->config.jobs;
    printf("fuzzed against %s (isolated, %d worker%s): %lld cases in %.3f s: %.0f cases/s, "
           "%.0f a worker; %d signatures\n",
           what, jobs, jobs == 1 ? "" : "s", (long long)total, seconds,
           (double)total / seconds, (double)total / seconds / jobs, findings->count);
    printf("  processor time: parent %.3f s, workers %.3f s: %.3f us a case in the workers, "
           "%.3f us in the parent\n",
           parent, workers, workers * 1e6 / (double)total, parent * 1e6 / (double)total);
    return findings->count;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int shrink_times(fuzz_run *run, fuzz_findings *findings) {
    char dir[] = "/tmp/bench_fuzz_XXXXXX", error[1400];
    if (!mkdtemp(dir)) {
        perror("bench_fuzz: mkdtemp");
        return 0;
    }
    double *times = malloc((size_t)(findings->count ? findings->count : 1) * sizeof *times);
    int64_t candidates = 0;
    if (!times) return 0;
    for (int i = 0; i < findings->count; i++) {
        double start = now_seconds();
        if (!fuzz_run_shrink(run, &findings->list[i], 1, dir, "bench_fuzz", error,
                             sizeof error)) {
            fprintf(stderr, "bench_fuzz: %s\n", error);
            free(times);
            return 0;
        }
        times[i] = now_seconds() - start;
        candidates += findings->list[i].shrink_candidates;
        unlink(findings->list[i].path);
    }
    rmdir(dir);
    if (findings->count > 0) {
        double total = 0;
        for (int i = 0; i < findings->count; i++) total += times[i];
        qsort(times, (size_t)findings->count, sizeof *times, compare_doubles);
        printf("shrunk and written: %d findings, %lld candidates run, %.3f s in all; per "
               "finding min %.4f s, median %.4f s, max %.4f s\n",
               findings->count, (long long)candidates, total, times[0],
               times[findings->count / 2], times[findings->count - 1]);
    }
    free(times);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: bench_fuzz ADAPTER MUTANT [--cases N] [--seed S] [--jobs N] "
                        "[--in-process]\n");
        return 2;
    }
    int64_t total = 1000000;
    uint64_t seed = 1;
    int jobs = 1, in_process = 0;
    for (int i = 3; i < argc; i += 2) {
        if (strcmp(argv[i], "--in-process") == 0) {
            in_process = 1;
            i--;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "bench_fuzz: option '%s' needs a value\n", argv[i]);
            return 2;
        }
        if (strcmp(argv[i], "--cases") == 0) total = atoll(argv[i + 1]);
        else if (strcmp(argv[i], "--seed") == 0) seed = strtoull(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--jobs") == 0) jobs = atoi(argv[i + 1]);
        else {
            fprintf(stderr, "bench_fuzz: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    if (total < 1) {
        fprintf(stderr, "bench_fuzz: --cases must be at least 1\n");
        return 2;
    }
    if (jobs < 1 || jobs > RUN_JOBS_MAX) {
        fprintf(stderr, "bench_fuzz: --jobs must be 1 to %d\n", RUN_JOBS_MAX);
        return 2;
    }
    fuzz_run run, mutant;
    fuzz_findings findings, mutant_findings;
    if (!fuzz_findings_init(&findings) || !fuzz_findings_init(&mutant_findings)) return 2;
    if (!open_run(&run, argv[1], seed, jobs, in_process)) return 2;
    if (in_process) {
        int ok = fuzz_rate(&run, total, &findings, argv[1]) >= 0;
        fuzz_run_close(&run);
        fuzz_findings_free(&findings);
        fuzz_findings_free(&mutant_findings);
        return ok ? 0 : 1;
    }
    int ok = draw_rate(&run, total) && fuzz_rate(&run, total, &findings, argv[1]) >= 0;
    fuzz_run_close(&run);
    if (ok && open_run(&mutant, argv[2], seed, 1, 0)) {
        ok = fuzz_rate(&mutant, total < 100000 ? total : 100000, &mutant_findings, argv[2]) >= 0 &&
             shrink_times(&mutant, &mutant_findings);
        fuzz_run_close(&mutant);
    } else {
        ok = 0;
    }
    fuzz_findings_free(&findings);
    fuzz_findings_free(&mutant_findings);
    return ok ? 0 : 1;
}
