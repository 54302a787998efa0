/*
** run_report.c: TAP lines, summary and progress of a run (run_report.h).
*/
#include "run_report.h"

#include <assert.h>
#include <string.h>
#include <time.h>
#include <unistd.h>


static long long clock_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

void run_report_begin(run_report *report, FILE *out, int tap_version, const xfail_list *xfail,
                      long long planned) {
    memset(report, 0, sizeof *report);
    report->xfail = xfail;
    report->plan_at_end = planned < 0;
    report->progress = isatty(STDERR_FILENO);
    report->started_ms = report->last_progress_ms = report->last_flush_ms = clock_ms();
    tap_report_begin(&report->tap, out, tap_version, planned);
}

void run_report_window(run_report *report, const run_plan *plan, const run_results *results) {
    report->window_first = report->planned;
    report->plan = plan;
    report->results = results;
    report->planned += plan->count;
    report->other_profile += plan->other_profile;
    report->selected_out += plan->selected_out;
    report->other_version += plan->other_version;
}

void run_report_unreadable(run_report *report, const char *path, const char *reason) {
    tap_report_fail_input(&report->tap, path, reason);
    report->unreadable++;
    for (int i = 0; i < report->sink_count; i++)
        report->sinks[i].on_unreadable(report->sinks[i].self, path, reason);
}

static void count(run_report *report, const promcast_case *test_case, int outcome) {
    run_tally *tallies[2 + CASE_MAX_DTYPES];
    int used = 0;
    tallies[used++] = &report->total;
    tallies[used++] = &report->by_op[case_op_key(test_case)];
    pc_dtype dtypes[CASE_MAX_DTYPES];
    int dtype_count = case_involved_dtypes(test_case, dtypes);
    int seen = 0;
    for (int i = 0; i < dtype_count; i++) {
        int repeated = 0;
        for (int j = 0; j < i; j++) repeated |= dtypes[j] == dtypes[i];
        if (!repeated && used < 2 + CASE_MAX_DTYPES) tallies[used++] = &report->by_dtype[dtypes[i]];
        seen = 1;
    }
    if (!seen) tallies[used++] = &report->no_dtype;
    for (int i = 0; i < used; i++) {
        switch (outcome) {
        case VERDICT_PASS: tallies[i]->passed++; break;
        case VERDICT_SKIP: tallies[i]->skipped++; break;
        case -1: tallies[i]->known_failures++; break;
        default: tallies[i]->failed++; break;
        }
    }
}

const char *run_verdict_got(run_verdict verdict) {
    switch (verdict) {
    case VERDICT_TIMEOUT: return "no answer in time";
    case VERDICT_CRASH: return "a crash";
    case VERDICT_CORRUPT: return "a corrupt record";
    default: return "never run";
    }
}

const char *run_outcome_name(run_outcome_kind kind) {
    static const char *const names[RUN_OUTCOME_KIND_COUNT] = {
        [RUN_OUTCOME_PASS] = "pass",
        [RUN_OUTCOME_SKIP] = "skip",
        [RUN_OUTCOME_FAIL] = "fail",
        [RUN_OUTCOME_ERROR] = "error",
        [RUN_OUTCOME_KNOWN_FAILURE] = "known_failure",
        [RUN_OUTCOME_UNEXPECTED_PASS] = "unexpected_pass",
    };
    assert(kind >= 0 && kind < RUN_OUTCOME_KIND_COUNT);
    return names[kind];
}

int run_outcome_fails(run_outcome_kind kind) {
    return kind == RUN_OUTCOME_FAIL || kind == RUN_OUTCOME_ERROR ||
           kind == RUN_OUTCOME_UNEXPECTED_PASS;
}

void run_report_add_sink(run_report *report, run_sink sink) {
    assert(report->sink_count < RUN_SINKS_MAX);
    report->sinks[report->sink_count++] = sink;
}

/* Case `index`'s outcome, from its verdict and its known-failure entry;
** its texts live in `details` (the run's results) or `where`. */
static run_outcome decide(const run_report *report, int64_t index, char *where,
                          size_t where_size) {
    const run_item *item = &report->plan->items[index];
    run_outcome outcome = {.test_case = item->test_case,
                           .verdict = run_results_verdict(report->results, index),
                           .message = ""};
    size_t length;
    const char *details = run_results_details(report->results, index, &length);
    where[0] = '\0';
    if (item->xfail)
        snprintf(where, where_size, "%s:%d", report->xfail->path, item->xfail->line);
    outcome.xfail_where = item->xfail ? where : NULL;
    switch (outcome.verdict) {
    case VERDICT_PASS:
        outcome.kind = item->xfail ? RUN_OUTCOME_UNEXPECTED_PASS : RUN_OUTCOME_PASS;
        if (item->xfail) {
            outcome.got = "the expected answer";
            outcome.explanation = "listed as a known failure but passed: remove it from the list";
        }
        return outcome;
    case VERDICT_SKIP:
        outcome.kind = RUN_OUTCOME_SKIP;
        outcome.reason = length ? run_details_field(details, length, 0) : "skipped";
        return outcome;
    case VERDICT_FAIL:
        outcome.kind = RUN_OUTCOME_FAIL;
        outcome.got = run_details_field(details, length, 0);
        outcome.explanation = run_details_field(details, length, 1);
        outcome.message = run_details_field(details, length, 2);
        break;
    case VERDICT_CRASH:
    case VERDICT_TIMEOUT:
    case VERDICT_CORRUPT:
        outcome.kind = RUN_OUTCOME_ERROR;
        outcome.got = run_verdict_got(outcome.verdict);
        outcome.explanation = run_details_field(details, length, 0);
        break;
    case VERDICT_NONE:
    case VERDICT_COUNT:
        outcome.kind = RUN_OUTCOME_ERROR;
        outcome.got = run_verdict_got(outcome.verdict);
        outcome.explanation = "the case was never run";
        break;
    }
    if (item->xfail) outcome.kind = RUN_OUTCOME_KNOWN_FAILURE;
    return outcome;
}

static void write_tap(run_report *report, const run_outcome *outcome) {
    const promcast_case *test_case = outcome->test_case;
    char text[1400];
    switch (outcome->kind) {
    case RUN_OUTCOME_PASS:
        tap_report_pass(&report->tap, test_case->id);
        return;
    case RUN_OUTCOME_SKIP:
        tap_report_skip(&report->tap, test_case->id, outcome->reason);
        return;
    case RUN_OUTCOME_UNEXPECTED_PASS:
        snprintf(text, sizeof text,
                 "listed as a known failure (%s) but passed: remove it from the list",
                 outcome->xfail_where);
        tap_report_fail(&report->tap, test_case, outcome->got, NULL, text, NULL);
        return;
    case RUN_OUTCOME_KNOWN_FAILURE:
        snprintf(text, sizeof text, "TODO known failure (%s)", outcome->xfail_where);
        tap_report_fail(&report->tap, test_case, outcome->got, outcome->message,
                        outcome->explanation, text);
        return;
    case RUN_OUTCOME_FAIL:
    case RUN_OUTCOME_ERROR:
    case RUN_OUTCOME_KIND_COUNT:
        tap_report_fail(&report->tap, test_case, outcome->got, outcome->message,
                        outcome->explanation, NULL);
        return;
    }
}

static void write_case(run_report *report, int64_t index) {
    char where[1100];
    run_outcome outcome = decide(report, index, where, sizeof where);
    write_tap(report, &outcome);
    switch (outcome.kind) {
    case RUN_OUTCOME_PASS: count(report, outcome.test_case, VERDICT_PASS); break;
    case RUN_OUTCOME_SKIP: count(report, outcome.test_case, VERDICT_SKIP); break;
    case RUN_OUTCOME_KNOWN_FAILURE: count(report, outcome.test_case, -1); break;
    default: count(report, outcome.test_case, VERDICT_FAIL); break;
    }
    for (int i = 0; i < report->sink_count; i++)
        report->sinks[i].on_case(report->sinks[i].self, &outcome);
}

/* The progress line on a terminal: "[promcast] 1200/61817 cases, 25310/s,
** 0:02 left, 3 failed", rewritten in place at most ten times a second;
** the last one ends the line and says how long the run took. The time
** left is the cases left at the rate so far; a run whose plan comes last
** does not know how many are left, and says "at least". */
static void show_progress(run_report *report, int64_t done, int final) {
    if (!report->progress) return;
    long long now = clock_ms();
    if (!final && now - report->last_progress_ms < 100) return;
    report->last_progress_ms = now;
    double seconds = (double)(now - report->started_ms) / 1000.0;
    double rate = seconds > 0 ? (double)done / seconds : 0.0;
    char timing[64] = "";
    if (final) {
        snprintf(timing, sizeof timing, " in %.1f s", seconds);
    } else if (!report->plan_at_end && rate > 0) {
        long long left = (long long)((double)(report->planned - done) / rate + 0.5);
        snprintf(timing, sizeof timing, ", %lld:%02lld left", left / 60, left % 60);
    }
    /* "\033[K" clears what a longer line before left. */
    fprintf(stderr, "\r[promcast] %lld/%s%lld cases%s, %.0f/s%s, %lld failed\033[K%s",
            (long long)done, report->plan_at_end ? "at least " : "", report->planned,
            final ? timing : "", rate, final ? "" : timing, report->total.failed,
            final ? "\n" : "");
}

void run_report_cases(void *context, int64_t first, int64_t end) {
    run_report *report = context;
    for (int64_t i = first; i < end; i++) write_case(report, i);
    report->done = report->window_first + end;
    run_report_waiting(report);
}

void run_report_waiting(void *context) {
    run_report *report = context;
    /* Also while a case hangs: the rate falls and the time left grows. */
    show_progress(report, report->done, 0);
    long long now = clock_ms();
    if (now - report->last_flush_ms >= RUN_REPORT_FLUSH_MS) {
        fflush(report->tap.out);
        report->last_flush_ms = now;
    }
}

static void write_tally(run_report *report, const char *kind, const char *name,
                        const run_tally *tally) {
    if (tally->passed + tally->failed + tally->skipped + tally->known_failures == 0) return;
    tap_report_comment(&report->tap, "%-5s %-20s %8lld passed %6lld failed %6lld skipped %6lld known",
                       kind, name, tally->passed, tally->failed, tally->skipped,
                       tally->known_failures);
}

void run_report_abort(run_report *report, const char *reason) {
    tap_report_bail_out(&report->tap, reason);
}

/* The summary comments of the cases reported; `complete` when every case
** of the plan ran (only then is an xfail entry matching none worth a
** word). */
static void write_summary(run_report *report, int complete) {
    tap_report_comment(&report->tap, "summary by op");
    for (int key = 0; key < CASE_OP_KEY_COUNT; key++)
        write_tally(report, "op", case_op_key_name(key), &report->by_op[key]);
    tap_report_comment(&report->tap, "summary by dtype (a case counts under each dtype it involves)");
    for (int dtype = 0; dtype < PC_DTYPE_COUNT; dtype++)
        write_tally(report, "dtype", pc_dtype_name((pc_dtype)dtype), &report->by_dtype[dtype]);
    write_tally(report, "dtype", "(shapes only)", &report->no_dtype);
    if (report->other_profile)
        tap_report_comment(&report->tap, "%lld cases for other profiles were not run",
                           report->other_profile);
    if (report->selected_out)
        tap_report_comment(&report->tap, "%lld cases left out by --filter, --op, --dtype or --shard",
                           report->selected_out);
    if (report->other_version)
        tap_report_comment(&report->tap,
                           "%lld cases skipped: they hold for other versions of the profile only",
                           report->other_version);
    if (report->xfail && complete)
        for (int i = 0; i < report->xfail->count; i++)
            if (report->xfail->entries[i].matched == 0)
                tap_report_comment(&report->tap, "%s:%d: '%s' matches no case of this run",
                                   report->xfail->path, report->xfail->entries[i].line,
                                   report->xfail->entries[i].pattern);
    if (report->unreadable)
        tap_report_comment(&report->tap, "%d case files could not be read (see their not ok lines)",
                           report->unreadable);
    const run_tally *total = &report->total;
    tap_report_comment(&report->tap, "%lld passed, %lld failed, %lld skipped, %lld known failures",
                       total->passed, total->failed, total->skipped, total->known_failures);
}

int run_report_finish(run_report *report) {
    show_progress(report, report->planned, 1);
    write_summary(report, 1);
    if (report->plan_at_end) tap_report_plan(&report->tap);
    return report->total.failed > 0 || report->unreadable > 0 ? 1 : 0;
}

void run_report_stopped(run_report *report, int64_t completed, const char *why,
                        char *count_text, size_t count_size) {
    long long done = report->window_first + completed;
    show_progress(report, done, 1);
    write_summary(report, 0);
    /* Without a plan line, "Bail out!" alone fails the run for every TAP
    ** consumer; a plan of the lines written would read as complete. */
    snprintf(count_text, count_size, "after %lld of %s%lld cases", done,
             report->plan_at_end ? "at least " : "", report->planned);
    char reason[300];
    snprintf(reason, sizeof reason, "%s %s", why, count_text);
    tap_report_bail_out(&report->tap, reason);
}
