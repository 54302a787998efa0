/*
** run_execute.c: workers, crashes, timeouts, corrupt records (run_execute.h).
*/
/* prctl(PR_SET_PDEATHSIG) is Linux's; glibc shows it here. */
#define _GNU_SOURCE 1

#include "run_execute.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "adapter_invoke.h"
#include "adapter_loader.h"
#include "case_compare.h"

enum {
    PROBE_TIMEOUT_MS = 120000,
    POLL_MICROSECONDS = 500,
    LOCKSTEP_POLL_MICROSECONDS = 20,
    REPORT_EVERY = 4096,  /* in-process runs report this often */
    LOCKSTEP_CASES = 1024 /* cases run in lockstep after a corrupt record */
};

/* ---- the worker's side ---- */

/* Runs case `index` of the plan and records its verdict on the board. */
static void run_one(const loaded_adapter *adapter, const run_plan *plan, int64_t index,
                    run_board *board, case_answer *answer) {
    const promcast_case *test_case = plan->items[index].test_case;
    char details[RUN_DETAILS_MAX];
    if (plan->items[index].skip_reason) {
        /* The case does not hold at the run's version (run_plan.h). */
        size_t used = run_details_append(details, 0, sizeof details,
                                         plan->items[index].skip_reason);
        run_board_record(board, index, VERDICT_SKIP, details, used);
        return;
    }
    if (test_case->expect.kind == OUTCOME_ERROR && test_case->expect.error == PC_UNDEFINED) {
        size_t used = run_details_append(details, 0, sizeof details,
                                         "the specification leaves this outcome to implementations");
        run_board_record(board, index, VERDICT_SKIP, details, used);
        return;
    }
    adapter_invoke(adapter, test_case, answer);
    if (answer->disposition == ANSWER_SKIPPED) {
        size_t used = run_details_append(details, 0, sizeof details, answer->message);
        run_board_record(board, index, VERDICT_SKIP, details, used);
        return;
    }
    char explanation[1024];
    if (answer->disposition == ANSWER_FAULT) {
        snprintf(explanation, sizeof explanation, "%s", answer->message);
    } else if (case_compare(&test_case->expect, &answer->outcome, explanation,
                            sizeof explanation)) {
        run_board_record(board, index, VERDICT_PASS, NULL, 0);
        return;
    }
    char got[2048] = "nothing (the adapter misbehaved)";
    if (answer->disposition == ANSWER_GIVEN)
        case_outcome_describe(&answer->outcome, 32, got, sizeof got);
    size_t used = run_details_append(details, 0, sizeof details, got);
    used = run_details_append(details, used, sizeof details, explanation);
    used = run_details_append(details, used, sizeof details,
                              answer->disposition == ANSWER_GIVEN ? answer->message : "");
    run_board_record(board, index, VERDICT_FAIL, details, used);
}

/* Runs cases from `start` while the board has room for them. */
static void run_range(const loaded_adapter *adapter, const run_plan *plan, int64_t start,
                      run_board *board) {
    case_answer answer;
    case_answer_init(&answer);
    for (int64_t i = start; i < plan->count; i++) {
        if (!run_board_has_room(board, i)) {
            run_board_stop(board);
            break;
        }
        run_one(adapter, plan, i, board, &answer);
        if (board->lockstep && !run_board_await(board, i)) break;
    }
    case_answer_free(&answer);
}

static void describe_adapter(const loaded_adapter *loaded, run_board_adapter *adapter) {
    const promcast_adapter *table = loaded->table;
    snprintf(adapter->name, sizeof adapter->name, "%s", table->name);
    snprintf(adapter->library, sizeof adapter->library, "%s", table->library);
    snprintf(adapter->library_version, sizeof adapter->library_version, "%s",
             table->library_version);
    snprintf(adapter->profile, sizeof adapter->profile, "%s", table->profile);
    memcpy(adapter->ops, loaded->ops, sizeof adapter->ops);
    adapter->loaded = 1;
}

/* The child's side: a process group of its own, then load the adapter and
** probe or run. Never returns. */
static void worker_main(const run_execution *execution, const run_plan *plan, int64_t start,
                        run_board *board, pid_t parent) {
    setpgid(0, 0);
    /* A worker must not outlive a runner that was killed. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(4);
    signal(SIGPIPE, SIG_DFL);
    dup2(STDERR_FILENO, STDOUT_FILENO);
    run_board_adapter *shared = &board->header->adapter;
    loaded_adapter adapter;
    if (!adapter_load(execution->adapter_path, &execution->adapter_options, &adapter, shared->error, sizeof shared->error)) {
        shared->loaded = -1;
        _exit(3);
    }
    if (plan == NULL) describe_adapter(&adapter, shared);
    else run_range(&adapter, plan, start, board);
    adapter_unload(&adapter);
    _exit(0);
}

/* ---- the parent's side ---- */

typedef struct worker {
    pid_t pid;
    run_board board;
    int64_t collected;  /* the next case to read from the board */
} worker;

/* Whether a signal asked the run to stop (run_execution.stop). */
static int stop_requested(const run_execution *execution) {
    return execution->stop != NULL && *execution->stop != 0;
}

static int64_t now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void pause_briefly(int lockstep) {
    long microseconds = lockstep ? LOCKSTEP_POLL_MICROSECONDS : POLL_MICROSECONDS;
    struct timespec pause = {0, microseconds * 1000};
    nanosleep(&pause, NULL);
}

static int start_worker(const run_execution *execution, const run_plan *plan, int64_t start,
                        worker *w, char *error, size_t error_size) {
    fflush(NULL);  /* the child must not inherit unwritten output */
    pid_t parent = getpid();
    w->pid = fork();
    if (w->pid == 0) worker_main(execution, plan, start, &w->board, parent);
    if (w->pid < 0) {
        snprintf(error, error_size, "cannot fork a worker: %s", strerror(errno));
        return 0;
    }
    setpgid(w->pid, w->pid);  /* also here, so no fork of the worker's escapes the race */
    return 1;
}

/* Whether the worker has ended, without reaping it: while it is a zombie
** its process ID, and so its group's, cannot be reused. */
static int worker_ended(const worker *w) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    return waitid(P_PID, (id_t)w->pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
           info.si_pid == w->pid;
}

/* Ends the worker's process group (whatever the adapter left running in
** it), then reaps the worker. */
static int end_worker(worker *w) {
    int status = 0;
    kill(-w->pid, SIGKILL);
    while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR) continue;
    return status;
}

static void describe_exit(int status, char *text, size_t size) {
    if (WIFSIGNALED(status))
        snprintf(text, size, "the adapter crashed: signal %d (%s)", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
    else
        snprintf(text, size, "the adapter ended the worker process with exit status %d",
                 WEXITSTATUS(status));
}

int run_probe(const run_execution *execution, run_board_adapter *adapter, char *error,
              size_t error_size) {
    memset(adapter, 0, sizeof *adapter);
    if (!execution->isolated) {
        loaded_adapter loaded;
        if (!adapter_load(execution->adapter_path, &execution->adapter_options, &loaded, error, error_size)) return 0;
        describe_adapter(&loaded, adapter);
        adapter_unload(&loaded);
        return 1;
    }
    worker w;
    memset(&w, 0, sizeof w);
    if (!run_board_open(&w.board, 0, 0, 0, error, error_size)) return 0;
    if (!start_worker(execution, NULL, 0, &w, error, error_size)) {
        run_board_close(&w.board);
        return 0;
    }
    int64_t deadline = now_ms() + PROBE_TIMEOUT_MS;
    int timed_out = 0;
    while (!worker_ended(&w)) {
        if (now_ms() > deadline) {
            timed_out = 1;
            break;
        }
        pause_briefly(0);
    }
    int status = end_worker(&w);
    run_board_read_adapter(&w.board, adapter);
    run_board_close(&w.board);
    if (timed_out) {
        snprintf(error, error_size, "adapter %s: did not finish loading in %d s",
                 execution->adapter_path, PROBE_TIMEOUT_MS / 1000);
        return 0;
    }
    if (adapter->loaded == 1 && WIFEXITED(status) && WEXITSTATUS(status) == 0) return 1;
    if (adapter->loaded == -1) {
        snprintf(error, error_size, "%s", adapter->error);
    } else {
        char why[160];
        describe_exit(status, why, sizeof why);
        snprintf(error, error_size, "adapter %s: while loading, %s", execution->adapter_path, why);
    }
    return 0;
}

/* Gives case i a verdict the parent decided (a crash, a timeout, a corrupt
** record) and reports it. */
static int settle(const run_execution *execution, int64_t i, run_verdict verdict,
                  const char *why) {
    if (!run_results_set(execution->results, i, verdict, why, strlen(why) + 1)) return 0;
    execution->on_completed(execution->context, i, i + 1);
    return 1;
}

typedef enum collect_status { COLLECT_OK, COLLECT_CORRUPT, COLLECT_OUT_OF_MEMORY } collect_status;

/* Reads the records published since the last call, checks each, copies it
** into the results and reports it. On a corrupt record or count, stops
** there with the case at fault in *corrupt_at and why. */
static collect_status collect(const run_execution *execution, worker *w, int64_t *corrupt_at,
                              char *why, size_t why_size) {
    int64_t from = w->collected, end = w->board.first + w->board.slot_count;
    int64_t completed = run_board_completed(&w->board);
    collect_status status = COLLECT_OK;
    if (completed < w->collected || completed > end) {
        snprintf(why, why_size, "the worker's count of completed cases (%lld) lies outside %lld..%lld",
                 (long long)completed, (long long)w->collected, (long long)end);
        *corrupt_at = w->collected;
        return COLLECT_CORRUPT;
    }
    char details[RUN_DETAILS_MAX + 1];
    while (w->collected < completed) {
        run_verdict verdict;
        size_t length;
        char reason[200];
        if (!run_board_read(&w->board, w->collected, &verdict, details, &length, reason,
                            sizeof reason)) {
            snprintf(why, why_size, "the worker's record of this case is corrupt: %s", reason);
            *corrupt_at = w->collected;
            status = COLLECT_CORRUPT;
            break;
        }
        if (!run_results_set(execution->results, w->collected, verdict, details, length)) {
            status = COLLECT_OUT_OF_MEMORY;
            break;
        }
        w->collected++;
    }
    if (w->board.lockstep) run_board_acknowledge(&w->board, w->collected);
    if (w->collected > from) execution->on_completed(execution->context, from, w->collected);
    return status;
}

/* How a worker's window of cases ended. */
typedef struct window_outcome {
    int corrupt;         /* a record failed its checks: at `next`, why in `why` */
    int stopped;         /* a signal stopped the run: the worker was ended */
    int64_t next;        /* the case to go on from */
    char why[400];
} window_outcome;

/* After the worker ended or was killed: the last records, then the case in
** flight, if any, gets `verdict`. */
static int finish_window(const run_execution *execution, worker *w, run_verdict verdict,
                         const char *why, window_outcome *outcome, char *error,
                         size_t error_size) {
    int64_t corrupt_at;
    collect_status status = collect(execution, w, &corrupt_at, outcome->why, sizeof outcome->why);
    if (status == COLLECT_OUT_OF_MEMORY) {
        snprintf(error, error_size, "out of memory");
        return 0;
    }
    if (status == COLLECT_CORRUPT) {
        outcome->corrupt = 1;
        outcome->next = corrupt_at;
        return 1;
    }
    outcome->next = w->collected;
    if (verdict == VERDICT_NONE) return 1;
    if (!settle(execution, w->collected, verdict, why)) {
        snprintf(error, error_size, "out of memory");
        return 0;
    }
    outcome->next = w->collected + 1;
    return 1;
}

/* The worker ended by itself: it ran its window, stopped for want of room,
** crashed, or could not load the adapter. */
static int worker_exited(const run_execution *execution, worker *w, int status,
                         window_outcome *outcome, char *error, size_t error_size) {
    if (!finish_window(execution, w, VERDICT_NONE, NULL, outcome, error, error_size)) return 0;
    int64_t end = w->board.first + w->board.slot_count;
    if (outcome->corrupt || w->collected == end) return 1;
    if (run_board_stopped(&w->board) && WIFEXITED(status) && WEXITSTATUS(status) == 0) return 1;
    run_board_adapter adapter;
    run_board_read_adapter(&w->board, &adapter);
    if (adapter.loaded == -1) {
        snprintf(error, error_size, "the adapter stopped loading mid-run: %s", adapter.error);
        return 0;
    }
    char why[1024];
    describe_exit(status, why, sizeof why);
    return finish_window(execution, w, VERDICT_CRASH, why, outcome, error, error_size);
}

/* Runs cases from `start` with a new worker on a new board until the worker
** ends or is ended. */
static int run_window(const run_execution *execution, const run_plan *plan, int64_t start,
                      int lockstep, window_outcome *outcome, char *error, size_t error_size) {
    memset(outcome, 0, sizeof *outcome);
    worker w;
    memset(&w, 0, sizeof w);
    int64_t slots = plan->count - start, limit = lockstep ? LOCKSTEP_CASES : RUN_BOARD_SLOTS;
    if (slots > limit) slots = limit;
    if (!run_board_open(&w.board, start, slots, RUN_BOARD_TEXT, error, error_size)) return 0;
    w.board.lockstep = lockstep;
    w.collected = start;
    if (!start_worker(execution, plan, start, &w, error, error_size)) {
        run_board_close(&w.board);
        return 0;
    }
    int ok = 1;
    int64_t watched = start, watched_since = now_ms();
    for (;;) {
        int64_t corrupt_at;
        collect_status status = collect(execution, &w, &corrupt_at, outcome->why,
                                        sizeof outcome->why);
        if (status != COLLECT_OK) {
            end_worker(&w);
            if (status == COLLECT_OUT_OF_MEMORY) {
                snprintf(error, error_size, "out of memory");
                ok = 0;
            }
            outcome->corrupt = 1;
            outcome->next = corrupt_at;
            break;
        }
        if (worker_ended(&w)) {
            int exit_status = end_worker(&w);
            ok = worker_exited(execution, &w, exit_status, outcome, error, error_size);
            break;
        }
        /* Stopped: what the worker completed counts, the case in flight
        ** is not run (no verdict). */
        if (stop_requested(execution)) {
            end_worker(&w);
            ok = finish_window(execution, &w, VERDICT_NONE, NULL, outcome, error, error_size);
            outcome->stopped = !outcome->corrupt;
            break;
        }
        /* The case in flight is the first not collected; time it from when
        ** the worker moved on to it. */
        if (w.collected != watched) {
            watched = w.collected;
            watched_since = now_ms();
        } else if (now_ms() - watched_since > execution->timeout_ms) {
            end_worker(&w);
            char why[160];
            snprintf(why, sizeof why, "no answer within %d ms (--timeout-ms); the worker was killed",
                     execution->timeout_ms);
            /* It may have finished the case just as the limit passed. */
            int64_t completed = run_board_completed(&w.board);
            ok = finish_window(execution, &w, completed == watched ? VERDICT_TIMEOUT : VERDICT_NONE,
                               why, outcome, error, error_size);
            break;
        }
        if (execution->on_waiting) execution->on_waiting(execution->context);
        pause_briefly(lockstep);
    }
    run_board_close(&w.board);
    return ok;
}

static int run_in_process(const run_execution *execution, const run_plan *plan,
                          int64_t *stopped_at, char *error, size_t error_size) {
    loaded_adapter adapter;
    if (!adapter_load(execution->adapter_path, &execution->adapter_options, &adapter, error, error_size)) return 0;
    case_answer answer;
    case_answer_init(&answer);
    collect_status status = COLLECT_OK;
    int64_t corrupt_at = 0;
    char why[400] = "";
    int64_t next = 0;
    while (status == COLLECT_OK && next < plan->count) {
        worker w;
        memset(&w, 0, sizeof w);
        int64_t slots = plan->count - next < RUN_BOARD_SLOTS ? plan->count - next : RUN_BOARD_SLOTS;
        if (!run_board_open(&w.board, next, slots, RUN_BOARD_TEXT, error, error_size)) {
            case_answer_free(&answer);
            adapter_unload(&adapter);
            return 0;
        }
        w.collected = next;
        for (int64_t i = next; status == COLLECT_OK && i < plan->count &&
                               run_board_has_room(&w.board, i) && !stop_requested(execution);
             i++) {
            run_one(&adapter, plan, i, &w.board, &answer);
            if ((i + 1) % REPORT_EVERY == 0)
                status = collect(execution, &w, &corrupt_at, why, sizeof why);
        }
        if (status == COLLECT_OK) status = collect(execution, &w, &corrupt_at, why, sizeof why);
        next = w.collected;
        run_board_close(&w.board);
        if (stop_requested(execution)) break;
    }
    *stopped_at = next;
    case_answer_free(&answer);
    adapter_unload(&adapter);
    /* Without isolation the adapter shares the runner's memory: a corrupt
    ** record here means the runner's own state is not to be trusted. */
    if (status == COLLECT_CORRUPT)
        snprintf(error, error_size, "case %lld: %s (run with isolation to contain it)",
                 (long long)corrupt_at, why);
    else if (status == COLLECT_OUT_OF_MEMORY)
        snprintf(error, error_size, "out of memory");
    return status == COLLECT_OK;
}

int run_execute(const run_execution *execution, const run_plan *plan, int64_t *stopped_at,
                char *error, size_t error_size) {
    *stopped_at = plan->count;
    if (!execution->isolated) return run_in_process(execution, plan, stopped_at, error, error_size);
    /* A corrupt record names the first case the parent had not read, but
    ** the worker may have been well past it: the cases from there run again
    ** in lockstep, where the case at fault is the one in flight. */
    int64_t next = 0, suspect = -1;
    while (next < plan->count) {
        if (stop_requested(execution)) {
            *stopped_at = next;
            return 1;
        }
        int lockstep = next == suspect;
        window_outcome outcome;
        if (!run_window(execution, plan, next, lockstep, &outcome, error, error_size)) return 0;
        if (outcome.stopped) {
            *stopped_at = outcome.next;
            return 1;
        }
        if (!outcome.corrupt) {
            next = outcome.next;
        } else if (lockstep) {
            if (!settle(execution, outcome.next, VERDICT_CORRUPT, outcome.why)) {
                snprintf(error, error_size, "out of memory");
                return 0;
            }
            next = outcome.next + 1;
            suspect = -1;
        } else {
            next = suspect = outcome.next;
        }
    }
    return 1;
}
