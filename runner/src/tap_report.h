/*
** tap_report.h: writing TAP reports of cases (version 13 by default:
** Debian's prove, Test::Harness 3.44, rejects a "TAP version 14" header).
**
** INVARIANT: one call that writes a test line writes exactly one line that
** a TAP parser reads as a test, with exactly the directive the runner
** passed, whatever the text it is given: case ids, file names, adapter
** names and messages, library versions. Such text comes from outside the
** runner, so every writer here escapes it (tap_write_text): the stream is
** well-formed UTF-8, no text adds a line, a directive ("# TODO", "# SKIP")
** or a "Bail out!". The TAP 13 specification (testanything.org, "TAP 13
** specification", "Test lines" and "Directives") makes '#' begin a
** directive and '\' escape the next character in a description.
**
** A failed case carries a YAML diagnostic block: id, source, inputs,
** expected, got, and a one-line explanation. Strings are written as JSON
** strings (tap_write_quoted), which are YAML double-quoted scalars, so no
** text can break the block.
*/
#ifndef PROMCAST_RUNNER_TAP_REPORT_H
#define PROMCAST_RUNNER_TAP_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include "case.h"

typedef struct tap_report {
    FILE *out;
    long long number;  /* the last test line written */
} tap_report;

/* Writes the header and the plan of `planned` test lines; with `planned`
** -1, the header only, and tap_report_plan writes the plan at the end. */
void tap_report_begin(tap_report *report, FILE *out, int version, long long planned);

/* The plan after the last test line: "1..N", N the test lines written
** (TAP 13, "The plan": it may come at the end). */
void tap_report_plan(tap_report *report);

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

/* A "# ..." comment line; the formatted text is escaped like a test line's,
** but for '#', which a comment may hold. */
void tap_report_comment(tap_report *report, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/* "Bail out! reason": the run stopped before its plan was complete, or
** failed after its last test line. Every TAP consumer fails the run. */
void tap_report_bail_out(tap_report *report, const char *reason);

/* How tap_write_text escapes. */
typedef enum tap_text_mode {
    TAP_TEXT_DESCRIPTION,  /* a test line's description or directive text */
    TAP_TEXT_COMMENT       /* a comment: '#' may stand */
} tap_text_mode;

/* Writes `text` as one line's worth of TAP: well-formed UTF-8 stands for
** itself, but for '\' (written "\\") and, in descriptions, '#' ("\#");
** control characters (C0, DEL, C1, U+2028, U+2029) and bytes that are not
** well-formed UTF-8 are written "\xNN", a byte each. */
void tap_write_text(FILE *out, const char *text, tap_text_mode mode);

/* The same escaping into `buffer` (cut, always NUL-terminated), for text
** that goes to stderr on one line. */
void tap_escape_text(const char *text, tap_text_mode mode, char *buffer, size_t size);

/* Writes `text` as a JSON string (quotes and escapes): ASCII control
** characters, C1 controls, U+2028 and U+2029 as \uXXXX escapes; a byte
** that is not well-formed UTF-8 as U+FFFD (JSON cannot hold it). */
void tap_write_quoted(FILE *out, const char *text);

#endif
