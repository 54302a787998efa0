/*
** run_execute.c: workers, crashes, timeouts (run_execute.h).
*/
#include "run_execute.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "adapter_invoke.h"
#include "adapter_loader.h"
#include "case_compare.h"

enum { PROBE_TIMEOUT_MS = 120000, POLL_MICROSECONDS = 500, REPORT_EVERY = 4096 };

/* Appends `text` and a NUL to a details buffer. */
static size_t append_field(char *buffer, size_t used, size_t size, const char *text) {
    size_t length = strlen(text);
    if (used + length + 1 > size) length = size > used + 1 ? size - used - 1 : 0;
    memcpy(buffer + used, text, length);
    buffer[used + length] = '\0';
    return used + length + 1;
}

/* Runs case `index` of the plan and records its verdict. */
static void run_one(const promcast_adapter *adapter, const run_plan *plan, int64_t index,
                    run_board *board, case_answer *answer) {
    const promcast_case *test_case = plan->items[index].test_case;
    char details[3072];
    if (test_case->expect.kind == OUTCOME_ERROR && test_case->expect.error == PC_UNDEFINED) {
        size_t used = append_field(details, 0, sizeof details,
                                   "the specification leaves this outcome to implementations");
        run_board_record(board, index, VERDICT_SKIP, details, used);
        return;
    }
    adapter_invoke(adapter, test_case, answer);
    if (answer->disposition == ANSWER_SKIPPED) {
        size_t used = append_field(details, 0, sizeof details, answer->message);
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
    size_t used = append_field(details, 0, sizeof details, got);
    used = append_field(details, used, sizeof details, explanation);
    used = append_field(details, used, sizeof details,
                        answer->disposition == ANSWER_GIVEN ? answer->message : "");
    run_board_record(board, index, VERDICT_FAIL, details, used);
}

static void run_range(const promcast_adapter *adapter, const run_plan *plan, int64_t start,
                      run_board *board) {
    case_answer answer;
    case_answer_init(&answer);
    for (int64_t i = start; i < plan->count; i++) {
        atomic_store_explicit(&board->started, i, memory_order_relaxed);
        run_one(adapter, plan, i, board, &answer);
    }
    case_answer_free(&answer);
}

static void describe_adapter(const promcast_adapter *table, run_board *board) {
    snprintf(board->adapter.name, sizeof board->adapter.name, "%s", table->name);
    snprintf(board->adapter.library, sizeof board->adapter.library, "%s", table->library);
    snprintf(board->adapter.library_version, sizeof board->adapter.library_version, "%s",
             table->library_version);
    snprintf(board->adapter.profile, sizeof board->adapter.profile, "%s", table->profile);
    board->adapter.dtypes = table->dtypes;
    board->adapter.ops = table->ops;
    board->adapter.loaded = 1;
}

static int64_t now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void pause_briefly(void) {
    struct timespec pause = {0, POLL_MICROSECONDS * 1000};
    nanosleep(&pause, NULL);
}

/* The child's side: load the adapter, then probe or run. Never returns. */
static void worker_main(const run_execution *execution, const run_plan *plan, int64_t start,
                        run_board *board) {
    signal(SIGPIPE, SIG_DFL);
    dup2(STDERR_FILENO, STDOUT_FILENO);
    loaded_adapter adapter;
    if (!adapter_load(execution->adapter_path, &adapter, board->adapter.error,
                      sizeof board->adapter.error)) {
        board->adapter.loaded = -1;
        _exit(3);
    }
    if (plan == NULL) {
        describe_adapter(adapter.table, board);
    } else {
        run_range(adapter.table, plan, start, board);
    }
    adapter_unload(&adapter);
    _exit(0);
}

static pid_t start_worker(const run_execution *execution, const run_plan *plan, int64_t start,
                          run_board *board) {
    fflush(NULL);  /* the child must not inherit unwritten output */
    pid_t pid = fork();
    if (pid == 0) worker_main(execution, plan, start, board);
    return pid;
}

static void describe_exit(int status, char *text, size_t size) {
    if (WIFSIGNALED(status))
        snprintf(text, size, "the adapter crashed: signal %d (%s)", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
    else
        snprintf(text, size, "the adapter ended the worker process with exit status %d",
                 WEXITSTATUS(status));
}

int run_probe(const run_execution *execution, run_board *board, char *error, size_t error_size) {
    if (!execution->isolated) {
        loaded_adapter adapter;
        if (!adapter_load(execution->adapter_path, &adapter, error, error_size)) return 0;
        describe_adapter(adapter.table, board);
        adapter_unload(&adapter);
        return 1;
    }
    pid_t pid = start_worker(execution, NULL, 0, board);
    if (pid < 0) {
        snprintf(error, error_size, "cannot fork a worker: %s", strerror(errno));
        return 0;
    }
    int64_t deadline = now_ms() + PROBE_TIMEOUT_MS;
    int status;
    for (;;) {
        pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid) break;
        if (now_ms() > deadline) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            snprintf(error, error_size, "adapter %s: did not finish loading in %d s",
                     execution->adapter_path, PROBE_TIMEOUT_MS / 1000);
            return 0;
        }
        pause_briefly();
    }
    if (board->adapter.loaded == 1 && WIFEXITED(status) && WEXITSTATUS(status) == 0) return 1;
    if (board->adapter.loaded == -1) {
        snprintf(error, error_size, "%s", board->adapter.error);
    } else {
        char why[160];
        describe_exit(status, why, sizeof why);
        snprintf(error, error_size, "adapter %s: while loading, %s", execution->adapter_path, why);
    }
    return 0;
}

/* Reports newly completed cases to the callback. */
static void report_progress(const run_execution *execution, run_board *board, int64_t *reported) {
    int64_t completed = atomic_load_explicit(&board->completed, memory_order_acquire);
    if (completed > *reported) {
        execution->on_completed(execution->context, *reported, completed);
        *reported = completed;
    }
}

static int run_in_process(const run_execution *execution, const run_plan *plan, run_board *board,
                          char *error, size_t error_size) {
    loaded_adapter adapter;
    if (!adapter_load(execution->adapter_path, &adapter, error, error_size)) return 0;
    case_answer answer;
    case_answer_init(&answer);
    int64_t reported = 0;
    for (int64_t i = 0; i < plan->count; i++) {
        run_one(adapter.table, plan, i, board, &answer);
        if ((i + 1) % REPORT_EVERY == 0) report_progress(execution, board, &reported);
    }
    report_progress(execution, board, &reported);
    case_answer_free(&answer);
    adapter_unload(&adapter);
    return 1;
}

int run_execute(const run_execution *execution, const run_plan *plan, run_board *board,
                char *error, size_t error_size) {
    if (!execution->isolated) return run_in_process(execution, plan, board, error, error_size);
    int64_t next = 0, reported = 0;
    while (next < plan->count) {
        atomic_store(&board->started, next - 1);
        pid_t pid = start_worker(execution, plan, next, board);
        if (pid < 0) {
            snprintf(error, error_size, "cannot fork a worker: %s", strerror(errno));
            return 0;
        }
        int64_t watched = next - 1, watched_since = now_ms();
        for (;;) {
            report_progress(execution, board, &reported);
            int status;
            pid_t done = waitpid(pid, &status, WNOHANG);
            int64_t completed = atomic_load_explicit(&board->completed, memory_order_acquire);
            if (done == pid) {
                report_progress(execution, board, &reported);
                if (completed >= plan->count && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
                    next = plan->count;
                    break;
                }
                if (completed >= plan->count) {
                    /* Every case was recorded; it failed while closing. */
                    next = plan->count;
                    break;
                }
                if (board->adapter.loaded == -1) {
                    snprintf(error, error_size, "the adapter stopped loading mid-run: %s",
                             board->adapter.error);
                    return 0;
                }
                char why[1024];
                describe_exit(status, why, sizeof why);
                run_board_record(board, completed, VERDICT_CRASH, why, strlen(why) + 1);
                report_progress(execution, board, &reported);
                next = completed + 1;
                break;
            }
            /* The case in flight is `completed`; time it from when the
            ** worker moved on to it. */
            if (completed != watched) {
                watched = completed;
                watched_since = now_ms();
            } else if (now_ms() - watched_since > execution->timeout_ms) {
                kill(pid, SIGKILL);
                waitpid(pid, &status, 0);
                completed = atomic_load_explicit(&board->completed, memory_order_acquire);
                if (completed == watched) {
                    char why[160];
                    snprintf(why, sizeof why, "no answer within %d ms (--timeout-ms); the worker was killed",
                             execution->timeout_ms);
                    run_board_record(board, completed, VERDICT_TIMEOUT, why, strlen(why) + 1);
                    report_progress(execution, board, &reported);
                    next = completed + 1;
                } else {
                    /* It finished the case just as the limit passed. */
                    report_progress(execution, board, &reported);
                    next = completed;
                }
                break;
            }
            pause_briefly();
        }
    }
    return 1;
}
