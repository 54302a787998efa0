/*
** tap_report.h: writing TAP reports of cases (version 13 by default:
** Debian's prove, Test::Harness 3.44, rejects a "TAP version 14" header).
**
** A failed case carries a YAML diagnostic block: id, source, inputs,
** expected, got, and a one-line explanation. Strings are written as JSON
** strings, which are YAML double-quoted scalars, so no text can break the
** block.
*/
#ifndef PROMCAST_RUNNER_TAP_REPORT_H
#define PROMCAST_RUNNER_TAP_REPORT_H

#include <stdio.h>

#include "case.h"

typedef struct tap_report {
    FILE *out;
    long long number;  /* the last test line written */
} tap_report;

/* Writes the header and the plan. */
void tap_report_begin(tap_report *report, FILE *out, int version, long long planned);

void tap_report_pass(tap_report *report, const char *name);

/* "ok N - name # SKIP reason" */
void tap_report_skip(tap_report *report, const char *name, const char *reason);

/* "not ok N - id" (with " # directive" when not NULL, e.g. "TODO known
** failure") and the YAML block: `got` describes the answer, `message`
** (may be NULL or empty) is the implementation's own message. */
void tap_report_fail(tap_report *report, const promcast_case *test_case,
                     const char *got, const char *message,
                     const char *explanation, const char *directive);

/* "not ok N - name" for an input that could not be read, with a YAML
** block holding the reason. */
void tap_report_fail_input(tap_report *report, const char *name, const char *reason);

/* A "# ..." comment line. */
void tap_report_comment(tap_report *report, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/* Writes `text` as a JSON string (quotes and escapes). */
void tap_write_quoted(FILE *out, const char *text);

#endif
