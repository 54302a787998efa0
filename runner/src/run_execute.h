/*
** run_execute.h: running a plan against an adapter, in worker processes
** (isolation, the default) or in this process (--no-isolation).
**
** Isolation: the parent forks a worker, which loads the adapter and runs
** the plan from a given case onwards, recording each verdict on a board of
** shared memory (run_board.h). The parent checks every record it reads
** there and copies it into the run's results (run_results.h). If the
** worker dies (a signal, or an exit before the end) the case in flight is
** recorded as a crash; if a case takes longer than the timeout, the parent
** kills the worker and records a timeout; if a record fails its checks,
** the case is run again in lockstep (the worker waits for the parent to
** read each record before the next case), and the case whose record is
** corrupt again is recorded as corrupt. Then a new worker continues with
** the next case. So every case gets exactly one verdict, and a crash costs
** one restart rather than a fork per case.
**
** The worker runs in a process group of its own, which the parent kills
** when the worker ends for any reason: nothing the adapter forks outlives
** the worker or holds the runner's output open. The worker's stdout is
** its stderr, so nothing an adapter prints can corrupt the TAP stream.
*/
#ifndef PROMCAST_RUNNER_RUN_EXECUTE_H
#define PROMCAST_RUNNER_RUN_EXECUTE_H

#include <signal.h>
#include <stddef.h>

#include "adapter_loader.h"
#include "run_board.h"
#include "run_plan.h"
#include "run_results.h"

typedef struct run_execution {
    const char *adapter_path;
    adapter_options adapter_options;  /* --adapter-option KEY=VALUE, in order */
    int isolated;
    int timeout_ms;        /* per case, isolated runs only */
    run_results *results;  /* where verdicts go, one a planned case */
    /* Called in the parent, in order, as cases complete: [first, end) have
    ** their verdicts in `results`. */
    void (*on_completed)(void *context, int64_t first, int64_t end);
    /* When not NULL, called in the parent while it waits for a worker (no
    ** case completed since the last look), so that what was reported can
    ** reach its reader though the case in flight is slow. */
    void (*on_waiting)(void *context);
    void *context;
    /* When not NULL and nonzero, the run stops: set by a signal handler
    ** (SIGINT, SIGTERM) while run_execute runs. The cases already completed
    ** keep their verdicts and have been reported; the rest are not run. */
    const volatile sig_atomic_t *stop;
} run_execution;

/* Loads the adapter once in a probe process (or here, when not isolated)
** and copies its self-description into `adapter`. Returns 1, or 0 with
** one line in `error` (a missing file, not an adapter, ABI mismatch, failed
** initialisation, a crash or hang while loading). */
int run_probe(const run_execution *execution, run_board_adapter *adapter, char *error,
              size_t error_size);

/* Runs every case of the plan, or the cases before `*stop` was set: then
** `*stopped_at` is the number of cases completed (else plan->count).
** Returns 1, or 0 with `error` when the run could not go on (the adapter
** stopped loading, the system refused a fork or memory); the cases
** reported before then keep their verdicts. */
int run_execute(const run_execution *execution, const run_plan *plan, int64_t *stopped_at,
                char *error, size_t error_size);

#endif
