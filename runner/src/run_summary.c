/*
** run_summary.c: the run's JSON summary (run_summary.h).
*/
#include "run_summary.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "case_compare.h"
#include "spool.h"
#include "promcast/promcast.h"

static const char *const list_names[RUN_SUMMARY_LIST_COUNT] = {
    [RUN_SUMMARY_FAILURES] = "failures",
    [RUN_SUMMARY_KNOWN_FAILURES] = "known_failures",
    [RUN_SUMMARY_UNREADABLE] = "unreadable",
};

int run_summary_open(run_summary *summary, const char *path, char *error, size_t error_size) {
    memset(summary, 0, sizeof *summary);
    summary->out = fopen(path, "w");
    if (summary->out == NULL) {
        snprintf(error, error_size, "--json %s: %s", path, strerror(errno));
        return 0;
    }
    summary->path = strdup(path);
    int ok = summary->path != NULL;
    for (int i = 0; ok && i < RUN_SUMMARY_LIST_COUNT; i++)
        ok = (summary->lists[i] = tmpfile()) != NULL;
    if (!ok) {
        snprintf(error, error_size, "--json %s: no temporary file for its records: %s", path,
                 strerror(errno));
        if (summary->path == NULL) {
            fclose(summary->out);
            summary->out = NULL;
            unlink(path);
        }
        run_summary_abandon(summary);
    }
    return ok;
}

/* `"name": "value"`, after a comma unless it is the first member. */
static void member(FILE *out, const char *name, const char *value, int first) {
    fprintf(out, "%s\"%s\": ", first ? "" : ", ", name);
    tap_write_quoted(out, value ? value : "");
}

/* Starts the next record of `list`. */
static FILE *begin_record(run_summary *summary, run_summary_list list) {
    FILE *out = summary->lists[list];
    fputs(summary->counts[list]++ ? ",\n    {" : "\n    {", out);
    return out;
}

static void on_case(void *self, const run_outcome *outcome) {
    run_summary *summary = self;
    run_summary_list list;
    if (outcome->kind == RUN_OUTCOME_KNOWN_FAILURE) list = RUN_SUMMARY_KNOWN_FAILURES;
    else if (run_outcome_fails(outcome->kind)) list = RUN_SUMMARY_FAILURES;
    else return;
    summary->errors += outcome->kind == RUN_OUTCOME_ERROR;
    summary->unexpected_passes += outcome->kind == RUN_OUTCOME_UNEXPECTED_PASS;
    const promcast_case *test_case = outcome->test_case;
    char expected[2048];
    case_outcome_describe(&test_case->expect, 32, expected, sizeof expected);
    FILE *out = begin_record(summary, list);
    member(out, "id", test_case->id, 1);
    member(out, "op", case_op_name(test_case), 0);
    if (test_case->profile) member(out, "profile", test_case->profile, 0);
    member(out, "outcome", run_outcome_name(outcome->kind), 0);
    member(out, "expected", expected, 0);
    member(out, "got", outcome->got, 0);
    if (outcome->message && outcome->message[0]) member(out, "message", outcome->message, 0);
    member(out, "explanation", outcome->explanation, 0);
    if (outcome->xfail_where) member(out, "xfail", outcome->xfail_where, 0);
    member(out, "source", test_case->source, 0);
    fputs(", \"inputs\": ", out);
    fputs(test_case->inputs_text, out);  /* compact JSON, as the reader dumped it */
    fputc('}', out);
}

static void on_unreadable(void *self, const char *path, const char *reason) {
    FILE *out = begin_record(self, RUN_SUMMARY_UNREADABLE);
    member(out, "path", path, 1);
    member(out, "reason", reason, 0);
    fputc('}', out);
}

run_sink run_summary_sink(run_summary *summary) {
    return (run_sink){.self = summary, .on_case = on_case, .on_unreadable = on_unreadable};
}

static void tally(FILE *out, const char *key, const char *name, const run_tally *t, int first) {
    fprintf(out, "%s\n    {\"%s\": ", first ? "" : ",", key);
    tap_write_quoted(out, name);
    fprintf(out, ", \"passed\": %lld, \"failed\": %lld, \"skipped\": %lld, \"known_failures\": %lld}",
            t->passed, t->failed, t->skipped, t->known_failures);
}

static int is_empty(const run_tally *t) {
    return t->passed + t->failed + t->skipped + t->known_failures == 0;
}

int run_summary_finish(run_summary *summary, const run_context *context,
                       const run_report *report, const char *why, char *error, size_t error_size) {
    FILE *out = summary->out;
    char started[32];
    time_t start = (time_t)context->started_s;
    struct tm utc;
    gmtime_r(&start, &utc);
    strftime(started, sizeof started, "%Y-%m-%dT%H:%M:%SZ", &utc);
    fprintf(out, "{\n  \"format\": %d,\n  ", RUN_SUMMARY_FORMAT);
    member(out, "promcast_version", PROMCAST_VERSION_STRING, 1);
    fputs(",\n  ", out);
    member(out, "command", context->command, 1);
    fputs(",\n  \"adapter\": {", out);
    member(out, "name", context->adapter_name, 1);
    member(out, "library", context->library, 0);
    member(out, "library_version", context->library_version, 0);
    member(out, "profile", context->adapter_profile, 0);
    fputs("},\n  ", out);
    member(out, "profile", context->profile, 1);
    fputs(",\n  ", out);
    if (context->profile_version) {
        member(out, "profile_version", context->profile_version, 1);
        fputs(",\n  ", out);
    }
    member(out, "started", started, 1);
    fprintf(out, ",\n  \"seconds\": %.3f,\n  ", context->seconds);
    member(out, "ending", why ? "stopped" : "complete", 1);
    if (why) {
        fputs(",\n  ", out);
        member(out, "stop_reason", why, 1);
    }
    const run_tally *total = &report->total;
    fprintf(out,
            ",\n  \"totals\": {\"planned\": %lld, \"passed\": %lld, \"failed\": %lld, "
            "\"errors\": %lld, \"unexpected_passes\": %lld, \"skipped\": %lld, "
            "\"known_failures\": %lld, \"unreadable_files\": %d, \"other_profile\": %lld, "
            "\"selected_out\": %lld, \"other_version\": %lld}",
            report->planned, total->passed, total->failed, summary->errors,
            summary->unexpected_passes, total->skipped, total->known_failures, report->unreadable,
            report->other_profile, report->selected_out, report->other_version);
    fputs(",\n  \"by_op\": [", out);
    int first = 1;
    for (int key = 0; key < CASE_OP_KEY_COUNT; key++)
        if (!is_empty(&report->by_op[key])) {
            tally(out, "op", case_op_key_name(key), &report->by_op[key], first);
            first = 0;
        }
    fputs("\n  ],\n  \"by_dtype\": [", out);
    first = 1;
    for (int dtype = 0; dtype < PC_DTYPE_COUNT; dtype++)
        if (!is_empty(&report->by_dtype[dtype])) {
            tally(out, "dtype", pc_dtype_name((pc_dtype)dtype), &report->by_dtype[dtype], first);
            first = 0;
        }
    if (!is_empty(&report->no_dtype)) tally(out, "dtype", "(shapes only)", &report->no_dtype, first);
    fputs("\n  ]", out);
    int ok = 1;
    for (int list = 0; ok && list < RUN_SUMMARY_LIST_COUNT; list++) {
        fprintf(out, ",\n  \"%s\": [", list_names[list]);
        ok = spool_copy(summary->lists[list], out);
        fputs(summary->counts[list] ? "\n  ]" : "]", out);
    }
    fputs(",\n  \"unmatched_xfail\": [", out);
    const xfail_list *xfail = report->xfail;
    first = 1;
    for (int i = 0; xfail && !why && i < xfail->count; i++)
        if (xfail->entries[i].matched == 0) {
            fputs(first ? "\n    {" : ",\n    {", out);
            member(out, "file", xfail->path, 1);
            fprintf(out, ", \"line\": %d, ", xfail->entries[i].line);
            member(out, "pattern", xfail->entries[i].pattern, 1);
            fputc('}', out);
            first = 0;
        }
    fputs(first ? "]\n}\n" : "\n  ]\n}\n", out);
    ok = ok && fflush(out) == 0 && !ferror(out);
    ok = fclose(out) == 0 && ok;
    summary->out = NULL;
    if (!ok) {
        snprintf(error, error_size, "--json %s: cannot write it: %s", summary->path,
                 strerror(errno ? errno : EIO));
        run_summary_abandon(summary);
        return 0;
    }
    for (int i = 0; i < RUN_SUMMARY_LIST_COUNT; i++) fclose(summary->lists[i]);
    free(summary->path);
    memset(summary, 0, sizeof *summary);
    return 1;
}

void run_summary_abandon(run_summary *summary) {
    for (int i = 0; i < RUN_SUMMARY_LIST_COUNT; i++)
        if (summary->lists[i]) fclose(summary->lists[i]);
    if (summary->out) fclose(summary->out);
    if (summary->path) unlink(summary->path);
    free(summary->path);
    memset(summary, 0, sizeof *summary);
}
