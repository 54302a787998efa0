/*
** run_outcome.h: what the report says of one case, for every format that
** writes it (TAP, JUnit XML, the JSON summary).
**
** run_report.c decides each case's outcome once, from its verdict and its
** known-failure entry, and hands the same outcome to each writer, so the
** formats cannot disagree about a case. A writer that is not TAP is a
** run_sink: it is told of each case and each unreadable file in the order
** TAP writes them, and of the run's end.
*/
#ifndef PROMCAST_RUNNER_RUN_OUTCOME_H
#define PROMCAST_RUNNER_RUN_OUTCOME_H

#include "case.h"
#include "run_results.h"

typedef enum run_outcome_kind {
    RUN_OUTCOME_PASS,
    RUN_OUTCOME_SKIP,            /* `reason` says why */
    RUN_OUTCOME_FAIL,            /* a wrong answer or a misbehaving adapter */
    RUN_OUTCOME_ERROR,           /* a crash, no answer in time, a corrupt record, never run */
    RUN_OUTCOME_KNOWN_FAILURE,   /* FAIL or ERROR of a case its xfail entry lists */
    RUN_OUTCOME_UNEXPECTED_PASS, /* a listed case passed: a failure of the run */
    RUN_OUTCOME_KIND_COUNT
} run_outcome_kind;

typedef struct run_outcome {
    const promcast_case *test_case;
    run_outcome_kind kind;
    run_verdict verdict;
    /* FAIL, ERROR, KNOWN_FAILURE, UNEXPECTED_PASS: what came back, the
    ** implementation's own message ("" when none) and why it is wrong. */
    const char *got, *message, *explanation;
    const char *reason;       /* SKIP: why */
    const char *xfail_where;  /* KNOWN_FAILURE, UNEXPECTED_PASS: "FILE:LINE" of the entry */
} run_outcome;

/* The outcome's name in machine-readable output: "pass", "skip", "fail",
** "error", "known_failure", "unexpected_pass". */
const char *run_outcome_name(run_outcome_kind kind);

/* Whether the outcome fails the run. */
int run_outcome_fails(run_outcome_kind kind);

/* What a sink's file says of the run as a whole. */
typedef struct run_context {
    const char *adapter_name, *library, *library_version, *adapter_profile;
    const char *profile;   /* the cases run: the adapter's claim or --profile */
    /* The version of the profile's specification the cases ran at (the
    ** Array API standard's "2023.12"), NULL for a profile without versions. */
    const char *profile_version;
    const char *command;   /* the command line, to reproduce the run */
    long long started_s;   /* when it started, seconds since the Epoch (UTC) */
    double seconds;        /* how long it took */
} run_context;

/* A report writer beside TAP. Each call may fail (a full disk): the sink
** then remembers its first error, and `finish` returns 0 with it. */
typedef struct run_sink {
    void *self;
    void (*on_case)(void *self, const run_outcome *outcome);
    void (*on_unreadable)(void *self, const char *path, const char *reason);
} run_sink;

enum { RUN_SINKS_MAX = 4 };

#endif
