/*
** run_execute.h: running a plan against an adapter, in worker processes
** (isolation, the default) or in this process (--no-isolation).
**
** Isolation: the parent forks a worker, which loads the adapter and runs
** the ranges of cases the parent hands it, recording each verdict on a board of
** shared memory (run_board.h). The parent checks every record it reads
** there and copies it into the run's results (run_results.h). If the
** worker dies (a signal, or an exit before the end) the case in flight is
** recorded as a crash; if a case takes longer than the timeout, the parent
** kills the worker and records a timeout; if a record fails its checks,
** the case is run again in lockstep (the worker waits for the parent to
** read each record before the next case), and the case whose record is
** corrupt again is recorded as corrupt. Then a new worker continues with
** the next case of the chunk. So every case gets exactly one verdict, and a crash costs
** one restart rather than a fork per case.
**
** The parent hands out the plan in chunks (a sixteenth of what is left,
** 64 to 4096 cases, so the last are small and the workers finish
** together), to `jobs` workers at once, each over a socket of its own: the
** parent decides which cases a worker runs, and reads nothing else from
** the socket but that the worker may have news (a byte, or its end). A
** worker keeps its adapter loaded from one chunk to the next, on a board
** of its own; the parent reads every board, copies verdicts into the
** results in whatever order they come, and reports the longest completed
** prefix of the plan, in plan order: the report is the same whatever
** `jobs` is. The chunks do not depend on `jobs`, so neither does any
** board's range, nor a message that names one.
**
** A plan's cases are the parent's, which the workers inherit by fork, or
** made by each worker just before it runs them (run_execution.make_case):
** then the making, which may cost as much as the running, is spread over
** the workers instead of holding them up in the parent.
**
** Every worker runs in a process group of its own, which the parent kills
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

/* Makes case `index` of a plan into `arena` (case.h): for a plan whose
** cases are cheaper to make where they run than to make in the parent and
** hand over (run_execution.make_case). Returns 1, or 0 when out of memory. */
typedef int run_case_maker(void *context, int64_t index, case_arena *arena,
                           promcast_case *made);

/* The most worker processes a run may have at once. */
enum { RUN_JOBS_MAX = 64 };

typedef struct run_execution {
    const char *adapter_path;
    adapter_options adapter_options;  /* --adapter-option KEY=VALUE, in order */
    int isolated;
    int timeout_ms;        /* per case, isolated runs only */
    int jobs;              /* worker processes at once, 1..RUN_JOBS_MAX (isolated runs) */
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
    ** (SIGINT, SIGTERM) while run_execute runs. The cases already reported
    ** keep their verdicts; the rest are not reported, even those another
    ** worker completed beyond the first case not completed. */
    const volatile sig_atomic_t *stop;
    /* When not NULL, the plan's items hold no test_case (their xfail and
    ** skip_reason still count): the process that runs case i makes it just
    ** before, with make_case(make_context, i, ...), into an arena that
    ** holds that case alone. The maker must give case i the same case
    ** whichever process calls it and however often (a worker that crashed
    ** is replaced and the next one makes the case again), and use only
    ** memory: it runs in a forked worker, on the worker's copy of the
    ** context. A case that cannot be made (out of memory) is recorded as a
    ** failure whose details say so, the adapter not called. */
    run_case_maker *make_case;
    void *make_context;
} run_execution;

/* Loads the adapter once in a probe process (or here, when not isolated)
** and copies its self-description into `adapter`. Returns 1, or 0 with
** one line in `error` (a missing file, not an adapter, ABI mismatch, failed
** initialisation, a crash or hang while loading). */
int run_probe(const run_execution *execution, run_board_adapter *adapter, char *error,
              size_t error_size);

/* run_probe in two halves, so that the caller works (reads the corpus)
** while the adapter loads in its process: run_probe_start forks the probe
** (or, not isolated, loads the adapter here at once) and returns it, or
** NULL with `error` when the system refused a fork or memory;
** run_probe_finish waits for it (within the probe's time limit from its
** start) and answers as run_probe does; run_probe_abandon ends a probe
** whose answer is no longer wanted. Finish and abandon free the probe;
** `execution` must outlive it. */
typedef struct run_probing run_probing;
run_probing *run_probe_start(const run_execution *execution, char *error, size_t error_size);
int run_probe_finish(run_probing *probe, run_board_adapter *adapter, char *error,
                     size_t error_size);
void run_probe_abandon(run_probing *probe);

/* Runs every case of the plan, or the cases before `*stop` was set: then
** `*stopped_at` is the number of cases reported (else plan->count).
** Returns 1, or 0 with `error` when the run could not go on (the adapter
** stopped loading, the system refused a fork or memory); the cases
** reported before then keep their verdicts. */
int run_execute(const run_execution *execution, const run_plan *plan, int64_t *stopped_at,
                char *error, size_t error_size);

#endif
