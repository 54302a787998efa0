/*
** run_execute.c: workers and the chunks they run, crashes, timeouts, corrupt
** records (run_execute.h).
*/
/* prctl(PR_SET_PDEATHSIG) and ppoll are Linux's; glibc shows them here. */
#define _GNU_SOURCE 1

#include "run_execute.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "adapter_invoke.h"
#include "adapter_loader.h"
#include "case_compare.h"

enum {
    PROBE_TIMEOUT_MS = 120000,
    /* How long the parent sleeps between looks at its workers when none
    ** has news (a worker's socket wakes it at once when a range is done or
    ** the worker ends). Short, so that the parent reads a worker's records
    ** while it runs its range, rather than all of them after it, while the
    ** worker waits for its next range. */
    POLL_MICROSECONDS = 500,
    LOCKSTEP_POLL_MICROSECONDS = 20,
    REPORT_EVERY = 4096,  /* in-process runs report this often */
    LOCKSTEP_CASES = 1024, /* cases run in lockstep after a corrupt record */
    /* A chunk of the plan (chunk_end): a share of what is left, within
    ** bounds; a worker's board holds the largest with full details. */
    CHUNK_SHARE = 16, CHUNK_MIN = 64, CHUNK_MAX = 4096
};
_Static_assert((long long)CHUNK_MAX * RUN_DETAILS_MAX <= RUN_BOARD_TEXT,
               "a worker's board holds every detail of a chunk");

/* ---- the worker's side ---- */

/* Where a worker's cases come from: the plan's items, or, for a plan whose
** cases are made where they run (run_execution.make_case), made one at a
** time. INVARIANT: `arena` holds the one case made last and nothing else,
** so a worker's memory stays bounded however many cases it runs. */
typedef struct case_supply {
    const run_plan *plan;
    run_case_maker *make;  /* NULL: the plan's items hold their cases */
    void *context;
    case_arena *arena;     /* the made case's storage; NULL before the first */
    promcast_case made;
} case_supply;

static case_supply supply_of(const run_execution *execution, const run_plan *plan) {
    case_supply supply = {.plan = plan, .make = execution->make_case,
                          .context = execution->make_context};
    return supply;
}

/* Case `index` of the plan, or NULL when it could not be made (out of
** memory). A made case lives until the next call. */
static const promcast_case *supply_case(case_supply *supply, int64_t index) {
    if (supply->make == NULL) return supply->plan->items[index].test_case;
    if (supply->arena) case_arena_reset(supply->arena);
    else supply->arena = case_arena_create();
    if (supply->arena == NULL ||
        !supply->make(supply->context, index, supply->arena, &supply->made))
        return NULL;
    return &supply->made;
}

static void supply_free(case_supply *supply) {
    if (supply->arena) case_arena_destroy(supply->arena);
    supply->arena = NULL;
}

/* Runs case `index` of the plan and records its verdict on the board. */
static void run_one(const loaded_adapter *adapter, case_supply *supply, int64_t index,
                    run_board *board, case_answer *answer) {
    const run_item *item = &supply->plan->items[index];
    char details[RUN_DETAILS_MAX];
    if (item->skip_reason) {
        /* The case does not hold at the run's version (run_plan.h). */
        size_t used = run_details_append(details, 0, sizeof details, item->skip_reason);
        run_board_record(board, index, VERDICT_SKIP, details, used);
        return;
    }
    const promcast_case *test_case = supply_case(supply, index);
    if (test_case == NULL) {
        /* Not the adapter's doing, and said so: the got field says that
        ** nothing was run. */
        size_t used = run_details_append(details, 0, sizeof details,
                                         "nothing (the worker ran out of memory making the case)");
        used = run_details_append(details, used, sizeof details, "the case was not run");
        used = run_details_append(details, used, sizeof details, "");
        run_board_record(board, index, VERDICT_FAIL, details, used);
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

/* A range of cases the parent hands a worker: [first, end) of the plan. */
typedef struct run_range_message {
    int64_t first, end;
} run_range_message;

/* Runs cases [first, end) while the board has room for them. Returns 1
** when it ran them all, 0 when the worker must end: the board is full
** (published: the parent goes on with a new worker) or, in lockstep, the
** parent is gone. */
static int run_range(const loaded_adapter *adapter, case_supply *supply, int64_t first,
                     int64_t end, run_board *board, case_answer *answer) {
    for (int64_t i = first; i < end; i++) {
        if (!run_board_has_room(board, i)) {
            run_board_stop(board);
            return 0;
        }
        run_one(adapter, supply, i, board, answer);
        if (board->lockstep && !run_board_await(board, i)) return 0;
    }
    return 1;
}

/* Reads the next range from the parent. Returns 0 at the end of the
** socket (the run needs the worker no more), on an error, or on a range
** the board cannot hold. */
static int read_range(int channel, const run_plan *plan, const run_board *board,
                      run_range_message *range) {
    size_t got = 0;
    while (got < sizeof *range) {
        ssize_t n = read(channel, (char *)range + got, sizeof *range - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return 0;
        got += (size_t)n;
    }
    return range->first >= 0 && range->first < range->end && range->end <= plan->count &&
           range->end - range->first <= board->slot_capacity;
}

/* Runs the ranges the parent hands over `channel`, one after another, with
** the adapter loaded once; after each, a byte on the channel wakes the
** parent (which reads the board, not the byte, to learn what was done). */
static void serve_ranges(const loaded_adapter *adapter, case_supply *supply, int channel,
                         run_board *board) {
    case_answer answer;
    case_answer_init(&answer);
    run_range_message range;
    while (read_range(channel, supply->plan, board, &range)) {
        run_board_reuse(board, range.first, range.end - range.first);
        if (!run_range(adapter, supply, range.first, range.end, board, &answer)) break;
        char done = 1;
        if (send(channel, &done, 1, MSG_NOSIGNAL) != 1) break;
    }
    case_answer_free(&answer);
    supply_free(supply);
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

/* ---- the parent's side ---- */

/* A place for one worker process at a time, and the chunk it runs. The
** cases of the chunk before `collected` have their verdicts; a process, when
** there is one, was handed [collected, sent_end) or less, from the chunk. */
typedef struct worker {
    pid_t pid;          /* 0: no process in this place now */
    int channel;        /* the parent's end of the process's socket; -1 without */
    run_board board;    /* open while there is a process */
    int lockstep;       /* the process runs in lockstep */
    int64_t collected;  /* the next case to read from the board */
    int64_t sent_end;   /* one past the last case handed to the process */
    int64_t end;        /* one past the last case of the chunk */
    int64_t suspect;    /* a corrupt record's case: the process that goes on
                        ** from there runs in lockstep; -1 none */
    int64_t watched, watched_since;  /* the case in flight, and since when */
    int hung_up;        /* the process closed its end: no news to wait for */
} worker;

/* The child's side: a process group of its own, only its own board and
** socket (a scribble over its memory reaches no other worker's, and it
** cannot hand another worker cases), then load the adapter and probe or
** serve. Never returns. */
static void worker_main(const run_execution *execution, const run_plan *plan, worker *workers,
                        int worker_count, int self, int channel, pid_t parent) {
    setpgid(0, 0);
    /* A worker must not outlive a runner that was killed. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(4);
    signal(SIGPIPE, SIG_DFL);
    dup2(STDERR_FILENO, STDOUT_FILENO);
    for (int k = 0; k < worker_count; k++) {
        if (workers[k].channel >= 0) close(workers[k].channel);
        if (k != self && workers[k].board.mapping) run_board_close(&workers[k].board);
    }
    run_board *board = &workers[self].board;
    run_board_adapter *shared = &board->header->adapter;
    loaded_adapter adapter;
    if (!adapter_load(execution->adapter_path, &execution->adapter_options, &adapter, shared->error, sizeof shared->error)) {
        shared->loaded = -1;
        _exit(3);
    }
    if (plan == NULL) {
        describe_adapter(&adapter, shared);
    } else {
        case_supply supply = supply_of(execution, plan);
        serve_ranges(&adapter, &supply, channel, board);
    }
    adapter_unload(&adapter);
    _exit(0);
}

/* Whether a signal asked the run to stop (run_execution.stop). */
static int stop_requested(const run_execution *execution) {
    return execution->stop != NULL && *execution->stop != 0;
}

static int64_t now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/* Forks the process of workers[self] on its board (open), handing it, when
** `plan` is not NULL, a socket to read its ranges from. */
static int start_worker(const run_execution *execution, const run_plan *plan, worker *workers,
                        int worker_count, int self, char *error, size_t error_size) {
    worker *w = &workers[self];
    int ends[2] = {-1, -1};
    if (plan != NULL && socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) {
        snprintf(error, error_size, "cannot make a worker's socket: %s", strerror(errno));
        return 0;
    }
    fflush(NULL);  /* the child must not inherit unwritten output */
    pid_t parent = getpid();
    w->pid = fork();
    if (w->pid == 0) {
        if (ends[0] >= 0) close(ends[0]);
        worker_main(execution, plan, workers, worker_count, self, ends[1], parent);
    }
    if (ends[1] >= 0) close(ends[1]);
    if (w->pid < 0) {
        if (ends[0] >= 0) close(ends[0]);
        w->pid = 0;
        snprintf(error, error_size, "cannot fork a worker: %s", strerror(errno));
        return 0;
    }
    w->channel = ends[0];
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

/* After end_worker and the last look at its board: the place has no
** process. */
static void release_worker(worker *w) {
    if (w->channel >= 0) close(w->channel);
    run_board_close(&w->board);
    w->channel = -1;
    w->pid = 0;
    w->lockstep = 0;
    w->hung_up = 0;
}

static void describe_exit(int status, char *text, size_t size) {
    if (WIFSIGNALED(status))
        snprintf(text, size, "the adapter crashed: signal %d (%s)", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
    else
        snprintf(text, size, "the adapter ended the worker process with exit status %d",
                 WEXITSTATUS(status));
}

/* Sleeps until a worker has news on its socket (a range done, or its
** end), or for a moment at most; the board is what tells what happened. */
static void wait_for_news(worker *workers, int worker_count, int lockstep) {
    struct pollfd polled[RUN_JOBS_MAX];
    nfds_t count = 0;
    worker *owners[RUN_JOBS_MAX];
    for (int k = 0; k < worker_count; k++)
        if (workers[k].channel >= 0 && !workers[k].hung_up) {
            owners[count] = &workers[k];
            polled[count++] = (struct pollfd){workers[k].channel, POLLIN, 0};
        }
    long microseconds = lockstep ? LOCKSTEP_POLL_MICROSECONDS : POLL_MICROSECONDS;
    struct timespec pause = {0, microseconds * 1000};
    if (ppoll(polled, count, &pause, NULL) <= 0) return;
    /* Drain what came: a worker that writes more only wakes the parent. One
    ** that closed its end (it ended, or its adapter closed the socket) is
    ** not waited for again, so it cannot keep the parent spinning. */
    char bytes[64];
    for (nfds_t i = 0; i < count; i++)
        if (polled[i].revents & (POLLIN | POLLHUP | POLLERR) &&
            recv(polled[i].fd, bytes, sizeof bytes, MSG_DONTWAIT) == 0)
            owners[i]->hung_up = 1;
}

/* A probe in flight: the process loading the adapter (isolated runs), or
** what loading it here gave (in-process runs). */
struct run_probing {
    const run_execution *execution;
    worker w;                   /* isolated: the probe process, on its board */
    int64_t deadline;           /* isolated: when it must have ended */
    run_board_adapter adapter;  /* in-process: the description, or why it failed */
};

run_probing *run_probe_start(const run_execution *execution, char *error, size_t error_size) {
    run_probing *probe = calloc(1, sizeof *probe);
    if (probe == NULL) {
        snprintf(error, error_size, "out of memory probing adapter %s", execution->adapter_path);
        return NULL;
    }
    probe->execution = execution;
    probe->w.channel = -1;
    if (!execution->isolated) {
        loaded_adapter loaded;
        if (adapter_load(execution->adapter_path, &execution->adapter_options, &loaded,
                         probe->adapter.error, sizeof probe->adapter.error)) {
            describe_adapter(&loaded, &probe->adapter);
            adapter_unload(&loaded);
        }
        return probe;
    }
    if (!run_board_open(&probe->w.board, 0, 0, 0, error, error_size)) {
        free(probe);
        return NULL;
    }
    if (!start_worker(execution, NULL, &probe->w, 1, 0, error, error_size)) {
        run_board_close(&probe->w.board);
        free(probe);
        return NULL;
    }
    probe->deadline = now_ms() + PROBE_TIMEOUT_MS;
    return probe;
}

void run_probe_abandon(run_probing *probe) {
    if (probe == NULL) return;
    if (probe->w.pid > 0) {
        end_worker(&probe->w);
        release_worker(&probe->w);
    }
    free(probe);
}

int run_probe_finish(run_probing *probe, run_board_adapter *adapter, char *error,
                     size_t error_size) {
    memset(adapter, 0, sizeof *adapter);
    const run_execution *execution = probe->execution;
    if (!execution->isolated) {
        int loaded = probe->adapter.loaded == 1;
        if (loaded) *adapter = probe->adapter;
        else snprintf(error, error_size, "%s", probe->adapter.error);
        free(probe);
        return loaded;
    }
    worker *w = &probe->w;
    int timed_out = 0;
    while (!worker_ended(w)) {
        if (now_ms() > probe->deadline) {
            timed_out = 1;
            break;
        }
        wait_for_news(w, 1, 0);
    }
    int status = end_worker(w);
    run_board_read_adapter(&w->board, adapter);
    release_worker(w);
    free(probe);
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

int run_probe(const run_execution *execution, run_board_adapter *adapter, char *error,
              size_t error_size) {
    run_probing *probe = run_probe_start(execution, error, error_size);
    if (probe == NULL) {
        memset(adapter, 0, sizeof *adapter);
        return 0;
    }
    return run_probe_finish(probe, adapter, error, error_size);
}

/* Reports the cases completed since the last call that extend the
** completed prefix of the plan, in plan order, from `*reported` on; a case
** completed beyond the first case not completed waits for it. Returns
** whether it reported any. */
static int report_completed(const run_execution *execution, int64_t *reported) {
    const run_results *results = execution->results;
    int64_t from = *reported;
    while (*reported < results->count && run_results_verdict(results, *reported) != VERDICT_NONE)
        ++*reported;
    if (*reported > from) execution->on_completed(execution->context, from, *reported);
    return *reported > from;
}

/* Gives case i a verdict the parent decided (a crash, a timeout, a corrupt
** record). */
static int settle(const run_execution *execution, int64_t i, run_verdict verdict,
                  const char *why) {
    return run_results_set(execution->results, i, verdict, why, strlen(why) + 1);
}

typedef enum collect_status { COLLECT_OK, COLLECT_CORRUPT, COLLECT_OUT_OF_MEMORY } collect_status;

/* Reads the records published since the last call, checks each and copies
** it into the results. On a corrupt record or count, stops there with the
** case at fault in *corrupt_at and why. */
static collect_status collect(const run_execution *execution, worker *w, int64_t *corrupt_at,
                              char *why, size_t why_size) {
    int64_t end = w->board.first + w->board.slot_count;
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
    return status;
}

/* The state of an isolated run: the places of its workers, the plan cut
** into chunks as they are handed out, and what was reported. */
typedef struct run_pool {
    const run_execution *execution;
    const run_plan *plan;
    worker workers[RUN_JOBS_MAX];
    int worker_count;
    int64_t next;      /* the first case of no chunk yet */
    int64_t reported;  /* cases [0, reported) were reported */
    char *error;
    size_t error_size;
} run_pool;

/* The end of the chunk that starts at `first`: a sixteenth of the cases
** left, within CHUNK_MIN..CHUNK_MAX. Chunks shrink as the plan runs out, so
** the workers finish about together; and they depend on the plan alone,
** not on the number of workers, so every board range (which a corrupt
** count's message names) is the same whatever --jobs is. */
static int64_t chunk_end(int64_t first, int64_t count) {
    int64_t size = (count - first) / CHUNK_SHARE;
    if (size < CHUNK_MIN) size = CHUNK_MIN;
    if (size > CHUNK_MAX) size = CHUNK_MAX;
    return count - first < size ? count : first + size;
}

static int out_of_memory(run_pool *pool) {
    snprintf(pool->error, pool->error_size, "out of memory");
    return 0;
}

/* A record of w's process failed its checks at `corrupt_at` (the process
** was ended): in lockstep that case is corrupt, and the next process goes
** on after it; otherwise the cases from there run again in lockstep, where
** the case at fault is the one in flight (the process may have been well
** past the first case the parent had not read). */
static int settle_corrupt(run_pool *pool, worker *w, int64_t corrupt_at, const char *why) {
    if (corrupt_at >= w->sent_end) {
        w->collected = w->sent_end;  /* no case was in flight: nothing to blame */
    } else if (w->lockstep) {
        if (!settle(pool->execution, corrupt_at, VERDICT_CORRUPT, why)) return out_of_memory(pool);
        w->collected = corrupt_at + 1;
        w->suspect = -1;
    } else {
        w->collected = w->suspect = corrupt_at;
    }
    release_worker(w);
    return 1;
}

/* After w's process ended or was ended: its last records, then the case in
** flight, if there is one, gets `verdict` (VERDICT_NONE: none, it runs
** again). */
static int finish_worker(run_pool *pool, worker *w, run_verdict verdict, const char *why) {
    char reason[400];
    int64_t corrupt_at;
    collect_status status = collect(pool->execution, w, &corrupt_at, reason, sizeof reason);
    if (status == COLLECT_OUT_OF_MEMORY) return out_of_memory(pool);
    if (status == COLLECT_CORRUPT) return settle_corrupt(pool, w, corrupt_at, reason);
    if (verdict != VERDICT_NONE && w->collected < w->sent_end) {
        if (!settle(pool->execution, w->collected, verdict, why)) return out_of_memory(pool);
        w->collected++;
    }
    release_worker(w);
    return 1;
}

/* w's process ended by itself: it ran what it was handed (and the parent
** closed its socket), stopped for want of room, crashed, or could not load
** the adapter. */
static int worker_exited(run_pool *pool, worker *w) {
    int status = end_worker(w);
    char reason[400];
    int64_t corrupt_at;
    collect_status collected = collect(pool->execution, w, &corrupt_at, reason, sizeof reason);
    if (collected == COLLECT_OUT_OF_MEMORY) return out_of_memory(pool);
    if (collected == COLLECT_CORRUPT) return settle_corrupt(pool, w, corrupt_at, reason);
    if (w->collected == w->sent_end ||
        (run_board_stopped(&w->board) && WIFEXITED(status) && WEXITSTATUS(status) == 0))
        return finish_worker(pool, w, VERDICT_NONE, NULL);
    run_board_adapter adapter;
    run_board_read_adapter(&w->board, &adapter);
    if (adapter.loaded == -1) {
        snprintf(pool->error, pool->error_size, "the adapter stopped loading mid-run: %s",
                 adapter.error);
        return 0;
    }
    char why[1024];
    describe_exit(status, why, sizeof why);
    return finish_worker(pool, w, VERDICT_CRASH, why);
}

/* Hands w's process the rest of its chunk, or, in lockstep, at most
** LOCKSTEP_CASES of it. */
static void hand_range(worker *w) {
    int64_t end = w->end;
    if (w->lockstep && end - w->collected > LOCKSTEP_CASES) end = w->collected + LOCKSTEP_CASES;
    run_board_reuse(&w->board, w->collected, end - w->collected);
    run_range_message range = {w->collected, end};
    /* A process that is gone cannot take it: its end is seen on the next
    ** look, and the first case of the range is its crash, as when a
    ** process dies before its first record. */
    (void)send(w->channel, &range, sizeof range, MSG_NOSIGNAL);
    w->sent_end = end;
    w->watched = w->collected;
    w->watched_since = now_ms();
}

/* Starts a process in w's place, going on from its first case not run. */
static int start_place(run_pool *pool, int self) {
    worker *w = &pool->workers[self];
    if (!run_board_open(&w->board, w->collected, CHUNK_MAX, RUN_BOARD_TEXT, pool->error,
                        pool->error_size))
        return 0;
    w->lockstep = w->board.lockstep = w->collected == w->suspect;
    if (!start_worker(pool->execution, pool->plan, pool->workers, pool->worker_count, self,
                      pool->error, pool->error_size)) {
        run_board_close(&w->board);
        return 0;
    }
    hand_range(w);
    return 1;
}

/* Looks at w's process: its records, its end, its time on the case in
** flight. */
static int watch_worker(run_pool *pool, worker *w) {
    const run_execution *execution = pool->execution;
    char reason[400];
    int64_t corrupt_at;
    collect_status status = collect(execution, w, &corrupt_at, reason, sizeof reason);
    if (status == COLLECT_OUT_OF_MEMORY) return out_of_memory(pool);
    if (status == COLLECT_CORRUPT) {
        end_worker(w);
        return settle_corrupt(pool, w, corrupt_at, reason);
    }
    if (worker_ended(w)) return worker_exited(pool, w);
    if (w->collected == w->sent_end) return 1;  /* nothing in flight */
    /* The case in flight is the first not collected; time it from when the
    ** process moved on to it. */
    if (w->collected != w->watched) {
        w->watched = w->collected;
        w->watched_since = now_ms();
    } else if (now_ms() - w->watched_since > execution->timeout_ms) {
        end_worker(w);
        char why[160];
        snprintf(why, sizeof why, "no answer within %d ms (--timeout-ms); the worker was killed",
                 execution->timeout_ms);
        /* It may have finished the case just as the limit passed. */
        int64_t completed = run_board_completed(&w->board);
        return finish_worker(pool, w, completed == w->watched ? VERDICT_TIMEOUT : VERDICT_NONE,
                             why);
    }
    return 1;
}

/* One look at place `self`: its process, then its next chunk or range,
** or a new process. */
static int step_place(run_pool *pool, int self) {
    worker *w = &pool->workers[self];
    if (w->pid != 0 && !watch_worker(pool, w)) return 0;
    /* Idle: the process ran all it was handed and waits for more. */
    int idle = w->pid != 0 && w->collected == w->sent_end;
    if (w->collected == w->end && pool->next < pool->plan->count) {
        w->collected = pool->next;
        w->end = pool->next = chunk_end(pool->next, pool->plan->count);
    }
    /* A lockstep process ends with its range (a plain one goes on), and
    ** any process when nothing is left for it. */
    if (idle && (w->lockstep || w->collected == w->end)) {
        end_worker(w);
        if (!finish_worker(pool, w, VERDICT_NONE, NULL)) return 0;
    } else if (idle) {
        hand_range(w);
        return 1;
    }
    if (w->pid == 0 && w->collected < w->end) return start_place(pool, self);
    return 1;
}

/* Ends every process, keeping what each completed. */
static void end_workers(run_pool *pool) {
    for (int k = 0; k < pool->worker_count; k++) {
        worker *w = &pool->workers[k];
        if (w->pid == 0) continue;
        end_worker(w);
        int64_t corrupt_at;
        char reason[400];
        (void)collect(pool->execution, w, &corrupt_at, reason, sizeof reason);
        release_worker(w);
    }
}

static int run_isolated(const run_execution *execution, const run_plan *plan,
                        int64_t *stopped_at, char *error, size_t error_size) {
    run_pool pool;
    memset(&pool, 0, sizeof pool);
    pool.execution = execution;
    pool.plan = plan;
    pool.worker_count = execution->jobs < 1 ? 1 : execution->jobs;
    if (pool.worker_count > RUN_JOBS_MAX) pool.worker_count = RUN_JOBS_MAX;
    pool.error = error;
    pool.error_size = error_size;
    for (int k = 0; k < pool.worker_count; k++) {
        pool.workers[k].channel = -1;
        pool.workers[k].suspect = -1;
    }
    int ok = 1;
    for (;;) {
        if (stop_requested(execution)) {
            /* What a process completed counts; the cases in flight are not
            ** run (no verdict). Cases completed beyond the first case not
            ** completed are not reported: the report is a prefix. */
            end_workers(&pool);
            report_completed(execution, &pool.reported);
            *stopped_at = pool.reported;
            return 1;
        }
        int busy = 0, lockstep = 0;
        for (int k = 0; ok && k < pool.worker_count; k++) {
            ok = step_place(&pool, k);
            busy |= pool.workers[k].pid != 0;
            lockstep |= pool.workers[k].lockstep;
        }
        if (!ok) break;
        int reported = report_completed(execution, &pool.reported);
        if (!busy && pool.next == plan->count) break;
        if (!reported && execution->on_waiting) execution->on_waiting(execution->context);
        wait_for_news(pool.workers, pool.worker_count, lockstep);
    }
    end_workers(&pool);
    report_completed(execution, &pool.reported);
    return ok;
}

static int run_in_process(const run_execution *execution, const run_plan *plan,
                          int64_t *stopped_at, char *error, size_t error_size) {
    loaded_adapter adapter;
    if (!adapter_load(execution->adapter_path, &execution->adapter_options, &adapter, error, error_size)) return 0;
    case_answer answer;
    case_answer_init(&answer);
    case_supply supply = supply_of(execution, plan);
    collect_status status = COLLECT_OK;
    int64_t corrupt_at = 0;
    char why[400] = "";
    int64_t next = 0, reported = 0;
    while (status == COLLECT_OK && next < plan->count) {
        worker w;
        memset(&w, 0, sizeof w);
        int64_t slots = plan->count - next < RUN_BOARD_SLOTS ? plan->count - next : RUN_BOARD_SLOTS;
        if (!run_board_open(&w.board, next, slots, RUN_BOARD_TEXT, error, error_size)) {
            supply_free(&supply);
            case_answer_free(&answer);
            adapter_unload(&adapter);
            return 0;
        }
        w.collected = next;
        for (int64_t i = next; status == COLLECT_OK && i < plan->count &&
                               run_board_has_room(&w.board, i) && !stop_requested(execution);
             i++) {
            run_one(&adapter, &supply, i, &w.board, &answer);
            if ((i + 1) % REPORT_EVERY == 0) {
                status = collect(execution, &w, &corrupt_at, why, sizeof why);
                report_completed(execution, &reported);
            }
        }
        if (status == COLLECT_OK) status = collect(execution, &w, &corrupt_at, why, sizeof why);
        report_completed(execution, &reported);
        next = w.collected;
        run_board_close(&w.board);
        if (stop_requested(execution)) break;
    }
    *stopped_at = next;
    supply_free(&supply);
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
    return run_isolated(execution, plan, stopped_at, error, error_size);
}
