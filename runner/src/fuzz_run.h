/*
** fuzz_run.h: a fuzzing run's cases through an adapter, and the
** shrinking of its findings.
**
** The adapter is probed once (run_probe) for its profile and the ops it
** claims; each batch of cases, and each round of a shrink, is one plan run
** by run_execute, isolated: one adapter load a worker for the lot. A
** batch's cases are drawn by the workers that run them
** (run_execution.make_case: case i depends on the seed and i alone), and
** the parent draws again only the cases whose verdicts it must classify;
** a shrink round's candidates are made in the parent and handed over.
*/
#ifndef PROMCAST_RUNNER_FUZZ_RUN_H
#define PROMCAST_RUNNER_FUZZ_RUN_H

#include <stddef.h>
#include <signal.h>
#include <stdint.h>

#include "fuzz_findings.h"
#include "fuzz_generate.h"
#include "run_board.h"
#include "run_execute.h"

typedef struct fuzz_run_config {
    const char *adapter_path;
    adapter_options adapter_options;
    int timeout_ms;
    int jobs;             /* worker processes at once (run_execution.jobs) */
    /* Batches run in this process, no worker (run_execution.isolated off):
    ** for a benchmark's instruction count under callgrind, which cannot
    ** follow a worker that the parent kills; shrinking stays isolated. */
    int in_process;
    /* NULL, or a flag a signal sets (stop_signals.h): a batch then ends
    ** after the cases that completed; shrinking does not look at it. */
    const volatile sig_atomic_t *stop;
    const char *profile;  /* NULL: the adapter's */
    const char *const *ops;
    int op_count;
    const pc_dtype *dtypes;
    int dtype_count;
    uint64_t seed;
    /* --shard K/N: the run's case n is case n * N + K - 1 of the seed, so N
    ** runs (CI jobs, machines) draw disjoint cases, together those of one
    ** run. 0/0 (or 1/1): the run's case n is the seed's case n. */
    int shard_index, shard_count;
} fuzz_run_config;

typedef struct fuzz_run {
    fuzz_run_config config;
    run_board_adapter adapter;
    fuzz_domain domain;
    case_answer scratch;  /* the oracle's answers, reused */
} fuzz_run;

/* Probes the adapter and sets the domain. Returns 1, or 0 with one line
** in `error` (the adapter does not load, claims an unknown profile, no op
** to draw). */
int fuzz_run_open(fuzz_run *run, const fuzz_run_config *config, char *error, size_t error_size);
void fuzz_run_close(fuzz_run *run);

/* The seed's case number of the run's case `number` (--shard). Findings,
** case files and their metadata name the seed's number. */
int64_t fuzz_run_seed_index(const fuzz_run *run, int64_t number);

/* Draws the run's cases [first, first + count) into `arena`:
** `cases` gets them, with their expectations. Returns 1, or 0 when out of
** memory. */
int fuzz_run_draw(fuzz_run *run, case_arena *arena, int64_t first, int64_t count,
                  promcast_case *cases);

/* Runs cases [first, first + count), each drawn in the worker that runs
** it, and adds each failing one to `findings` (drawn again here, in index
** order); *completed is the number run, `count` unless the stop flag was
** set. Returns 1, or 0 with `error` when the run could not go on. */
int fuzz_run_batch(fuzz_run *run, int64_t first, int64_t count, fuzz_findings *findings,
                   int64_t *completed, char *error, size_t error_size);

/* Shrinks the first case of each of `count` findings while its signature
** persists, and writes each result to a case file in `out_dir`
** (finding->path), with the seed, the case's index, `command` and the
** original case in its metadata. The findings shrink together, up to 128
** at once: each round runs every one's candidates in one plan, so a round
** costs one worker and one adapter load however many findings there are.
** Returns 1, or 0 with `error`. */
int fuzz_run_shrink(fuzz_run *run, fuzz_finding *findings, int count, const char *out_dir,
                    const char *command, char *error, size_t error_size);

#endif
