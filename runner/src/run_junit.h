/*
** run_junit.h: `promcast run --junit FILE`, the run as JUnit XML, which CI
** systems read without converting TAP.
**
** JUnit XML has no standard; the file follows the schema Jenkins' xUnit
** plugin publishes for it (junit-4.xsd, "JUnit XML reporting file
** format", jenkinsci/xunit-plugin), which CI systems accept: a testsuites
** element holding one testsuite, its properties, a testcase per case in
** the TAP report's order (classname "promcast.OP", name the case id) and
** a testcase per unreadable case file (classname "promcast.files"). The
** outcomes map as
**   pass             a testcase alone
**   skip             <skipped>reason</skipped>
**   fail             <failure type="wrong answer" message="expected ..., got ...">
**   error            <error type="crash" | "timeout" | "corrupt record" | "never run">
**   known failure    <skipped>known failure (FILE:LINE): ...</skipped>, as TAP's TODO
**                    does not fail a run (pytest writes its xfail as a skip too)
**   unexpected pass  <failure type="unexpected pass">
** and a run that a signal stopped or that failed gains a testcase
** "promcast.run" holding an <error>, so no CI system counts it a pass.
**
** The testcases are written to a temporary file as cases complete, and
** the file itself, whose opening tags carry the counts, at the end: memory
** does not grow with the run. The output file is created at the start, so
** a path that cannot be written costs no run.
*/
#ifndef PROMCAST_RUNNER_RUN_JUNIT_H
#define PROMCAST_RUNNER_RUN_JUNIT_H

#include <stddef.h>
#include <stdio.h>

#include "run_outcome.h"

typedef struct run_junit {
    char *path;
    FILE *out;        /* the output file, written at the end */
    FILE *cases;      /* the testcase elements so far */
    long long tests, failures, errors, skipped;
} run_junit;

/* Creates FILE. Returns 1, or 0 with the reason naming it. */
int run_junit_open(run_junit *junit, const char *path, char *error, size_t error_size);

/* The sink that records each case. */
run_sink run_junit_sink(run_junit *junit);

/* Writes the file and closes it; `why` (NULL when the run ended) says why
** it stopped short. Returns 1, or 0 with the reason; then the file is
** removed. */
int run_junit_finish(run_junit *junit, const run_context *context, const char *why, char *error,
                     size_t error_size);

/* A run that wrote no report: closes and removes the file. */
void run_junit_abandon(run_junit *junit);

#endif
