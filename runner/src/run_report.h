/*
** run_report.h: the TAP report of a run, written as cases complete.
**
** One test line per planned case, in plan order. Known failures (--xfail)
** are "not ok ... # TODO known failure (FILE:LINE)"; a listed case that
** passes is a plain "not ok" saying so, so CI notices a fix as it notices a
** regression. At the end, TAP comments summarise by op and by dtype. On a
** terminal, progress goes to stderr; otherwise nothing does.
*/
#ifndef PROMCAST_RUNNER_RUN_REPORT_H
#define PROMCAST_RUNNER_RUN_REPORT_H

#include <stdio.h>

#include "run_outcome.h"
#include "run_results.h"
#include "run_plan.h"
#include "tap_report.h"

typedef struct run_tally {
    long long passed, failed, skipped, known_failures;
} run_tally;

typedef struct run_report run_report;

struct run_report {
    tap_report tap;
    const run_plan *plan;       /* the window's (run_report_window) */
    const run_results *results; /* the window's */
    const xfail_list *xfail;
    run_tally total;
    run_tally by_op[CASE_OP_KEY_COUNT];  /* by case_op_key */
    run_tally by_dtype[PC_DTYPE_COUNT];
    run_tally no_dtype;
    int unreadable;             /* case files reported as not ok */
    /* The plans of every window so far, summed (run_plan.h). */
    long long planned, other_profile, selected_out, other_version;
    long long window_first;     /* cases of the windows before this one */
    int plan_at_end;            /* the plan line follows the last test line */
    int progress;               /* 1 when stderr is a terminal */
    long long started_ms, last_progress_ms;
    long long done;             /* cases reported so far, every window */
    long long last_flush_ms;    /* when the TAP lines were last flushed */
    run_sink sinks[RUN_SINKS_MAX];  /* told of each case after TAP */
    int sink_count;
};

/* Writes the TAP header and, when `planned` >= 0, the plan: `planned` test
** lines (the cases and the unreadable files of a run read in one window).
** When `planned` is -1 the plan comes last (run_report_finish), as TAP 13
** allows: a run read in several windows cannot count its cases first. */
void run_report_begin(run_report *report, FILE *out, int tap_version, const xfail_list *xfail,
                      long long planned);

/* Tells `sink` of every case and unreadable file from here on. */
void run_report_add_sink(run_report *report, run_sink sink);

/* The next window's plan and results: run_report_cases' indices are the
** window's from here on. Its counts join the summary's. */
void run_report_window(run_report *report, const run_plan *plan, const run_results *results);

/* The test line of a case file that could not be read. */
void run_report_unreadable(run_report *report, const char *path, const char *reason);

/* Writes the lines of cases [first, end); a run_execution callback. The
** lines reach the output at most RUN_REPORT_FLUSH_MS after their case
** completed (when the next case completes, or the run ends): a reader
** sees the run progress, and a run that is killed keeps what it wrote. */
enum { RUN_REPORT_FLUSH_MS = 200 };

/* Flushes the lines written if RUN_REPORT_FLUSH_MS passed since the last
** flush; a run_execution on_waiting callback. */
void run_report_waiting(void *report);
void run_report_cases(void *report, int64_t first, int64_t end);

/* What a verdict the parent decided stands for, as the "got" of a report:
** "a crash", "no answer in time", "a corrupt record". */
const char *run_verdict_got(run_verdict verdict);


/* Writes the summary comments, and the plan line when it comes last.
** Returns the exit status: 0 when nothing failed, 1 otherwise; when it
** returns 1, a test line without a directive said "not ok". */
int run_report_finish(run_report *report);

/* The run stops short of its plan, or fails after its last test line, for
** `reason`: writes "Bail out!", so that no TAP consumer can count the run a
** pass. */
void run_report_abort(run_report *report, const char *reason);

/* A signal stopped the run after `completed` of the window's cases: writes
** the summary of the cases that ran, then "Bail out!" naming `why` and
** the count, "after N of M cases" (M the cases planned: the run's when its
** plan came first, else "at least M", those of the windows read), so that
** no TAP consumer counts the run a pass. The text after `why` goes into
** `count_text` for the caller's message. */
void run_report_stopped(run_report *report, int64_t completed, const char *why,
                        char *count_text, size_t count_size);

#endif
