/*
** run_summary.h: `promcast run --json FILE`, a machine-readable summary of
** the run (runner/summary.schema.json is its JSON Schema).
**
** The run's context (adapter, library and version, profiles, command,
** start, duration, how it ended), its totals, its tallies by op and by
** dtype as TAP's summary comments have them, and a record of every case
** that failed, every known failure and every unreadable case file, in the
** TAP report's order. Records go to temporary files as cases complete and
** the summary is written at the end: memory does not grow with the run.
** The output file is created at the start, so a path that cannot be
** written costs no run.
*/
#ifndef PROMCAST_RUNNER_RUN_SUMMARY_H
#define PROMCAST_RUNNER_RUN_SUMMARY_H

#include <stddef.h>
#include <stdio.h>

#include "run_report.h"

enum { RUN_SUMMARY_FORMAT = 1 };  /* the "format" member: raised when a member changes meaning */

typedef enum run_summary_list {
    RUN_SUMMARY_FAILURES,
    RUN_SUMMARY_KNOWN_FAILURES,
    RUN_SUMMARY_UNREADABLE,
    RUN_SUMMARY_LIST_COUNT
} run_summary_list;

typedef struct run_summary {
    char *path;
    FILE *out;
    FILE *lists[RUN_SUMMARY_LIST_COUNT];   /* the records so far */
    long long counts[RUN_SUMMARY_LIST_COUNT];
    long long errors, unexpected_passes;  /* of the failures */
} run_summary;

/* Creates FILE. Returns 1, or 0 with the reason naming it. */
int run_summary_open(run_summary *summary, const char *path, char *error, size_t error_size);

run_sink run_summary_sink(run_summary *summary);

/* Writes the summary of the run `report` tallied and closes it; `why`
** (NULL when every planned case ran) says why the run stopped short.
** Returns 1, or 0 with the reason; then the file is removed. */
int run_summary_finish(run_summary *summary, const run_context *context,
                       const run_report *report, const char *why, char *error, size_t error_size);

/* A run that wrote no report: closes and removes the file. */
void run_summary_abandon(run_summary *summary);

#endif
