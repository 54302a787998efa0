/*
** fuzz_tap.c: libFuzzer harness for the runner's TAP writer (tap_report.h).
**
** tap_report.h promises that one call writing a test line writes exactly
** one line a TAP parser reads as a test line, with exactly the directive
** the runner passed, whatever bytes its texts hold; that the stream is
** well-formed UTF-8; and that no text adds a line, a directive or a
** "Bail out!". This harness writes a report from arbitrary texts and reads
** it back with tap_check (TAP::Parser's grammar), so any break of that
** promise is a finding.
**
** The input: three bytes of program, eight calls of three bits each (low
** bits first, see `call`), then the texts, separated by NUL bytes (a text
** handed to the writer is a C string, so NUL is the one byte it cannot
** hold); missing texts are "". A bail-out ends the program, as it ends a
** run.
**
** fuzz_tap_check is also called, without libFuzzer, by
** runner/tests/test_tap_report.c on the seed inputs (fuzz/corpus/tap/).
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case.h"
#include "fuzz_tap.h"
#include "tap_check.h"
#include "tap_report.h"

/* The texts the writer is given, in the input's order. */
enum {
    TEXT_ID,          /* a case id */
    TEXT_SOURCE,      /* its file name */
    TEXT_NOTE,
    TEXT_PROFILE,
    TEXT_GOT,         /* the adapter's answer, described */
    TEXT_MESSAGE,     /* the adapter's own message */
    TEXT_EXPLANATION,
    TEXT_XFAIL_PATH,  /* the --xfail file named in a TODO directive */
    TEXT_NAME,        /* a passing or skipped case's name */
    TEXT_SKIP_REASON,
    TEXT_FILE,        /* an input that could not be read */
    TEXT_READ_ERROR,
    TEXT_ADAPTER,     /* an adapter's name, its library's version, ... */
    TEXT_VERSION,
    TEXT_COMMENT,
    TEXT_BAIL_OUT,
    TEXT_COUNT
};

/* One writer call per opcode. */
typedef enum call {
    CALL_PASS,
    CALL_SKIP,
    CALL_FAIL,         /* every field, no directive */
    CALL_FAIL_TODO,    /* every field, "TODO known failure (PATH:LINE)" */
    CALL_FAIL_INPUT,
    CALL_COMMENT,
    CALL_FAIL_BARE,    /* no note, profile or message, no directive */
    CALL_BAIL_OUT
} call;

enum { PROGRAM_BYTES = 3, CALLS_MAX = 8 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Writes the report the program asks for. Returns how many calls it made. */
static int write_report(FILE *out, const call *calls, int call_count, long long planned,
                        const char *const *text) {
    tap_report report;
    tap_report_begin(&report, out, 13, planned);
    promcast_case test_case;
    memset(&test_case, 0, sizeof test_case);
    test_case.id = text[TEXT_ID];
    test_case.source = text[TEXT_SOURCE];
    test_case.inputs_text = "{}";
    test_case.op = CASE_PROMOTE_TYPES;
    test_case.expect.kind = OUTCOME_DTYPE;
    test_case.expect.dtype = PC_INT16;
    size_t directive_size = strlen(text[TEXT_XFAIL_PATH]) + 64;
    char *directive = malloc(directive_size);
    if (!directive) return 0;
    for (int i = 0; i < call_count; i++) {
        int full = calls[i] != CALL_FAIL_BARE;
        test_case.note = full ? text[TEXT_NOTE] : NULL;
        test_case.profile = full ? text[TEXT_PROFILE] : NULL;
        switch (calls[i]) {
        case CALL_PASS:
            tap_report_pass(&report, text[TEXT_NAME]);
            break;
        case CALL_SKIP:
            tap_report_skip(&report, text[TEXT_NAME], text[TEXT_SKIP_REASON]);
            break;
        case CALL_FAIL:
        case CALL_FAIL_BARE:
            tap_report_fail(&report, &test_case, text[TEXT_GOT], full ? text[TEXT_MESSAGE] : NULL,
                            text[TEXT_EXPLANATION], NULL);
            break;
        case CALL_FAIL_TODO:
            snprintf(directive, directive_size, "TODO known failure (%s:%d)",
                     text[TEXT_XFAIL_PATH], i + 1);
            tap_report_fail(&report, &test_case, text[TEXT_GOT], text[TEXT_MESSAGE],
                            text[TEXT_EXPLANATION], directive);
            break;
        case CALL_FAIL_INPUT:
            tap_report_fail_input(&report, text[TEXT_FILE], text[TEXT_READ_ERROR]);
            break;
        case CALL_COMMENT:
            tap_report_comment(&report, "adapter %s, library %s: %s", text[TEXT_ADAPTER],
                               text[TEXT_VERSION], text[TEXT_COMMENT]);
            break;
        case CALL_BAIL_OUT:
            tap_report_bail_out(&report, text[TEXT_BAIL_OUT]);
            break;
        }
    }
    free(directive);
    return call_count;
}

/* Whether the report read back is the one the calls wrote; if not, says
** how in `failure` (numbers and fixed words only, never the texts). */
static int check_report(const tap_check_summary *summary, const call *calls, int call_count,
                        char *failure, size_t failure_size) {
#define FAIL_WITH(...) return snprintf(failure, failure_size, __VA_ARGS__), 0
    int tests = 0, fails = 0, comments = 0, bail_outs = 0;
    for (int i = 0; i < call_count; i++) {
        if (calls[i] == CALL_COMMENT) {
            comments++;
            continue;
        }
        if (calls[i] == CALL_BAIL_OUT) {
            bail_outs++;
            continue;
        }
        if (tests >= summary->test_count)
            FAIL_WITH("call %d wrote no test line (%d test lines)", i + 1, summary->test_count);
        const tap_check_test *test = &summary->tests[tests++];
        int ok = calls[i] == CALL_PASS || calls[i] == CALL_SKIP;
        int yaml = !ok;
        tap_check_directive directive = calls[i] == CALL_SKIP        ? TAP_CHECK_SKIP
                                        : calls[i] == CALL_FAIL_TODO ? TAP_CHECK_TODO
                                                                     : TAP_CHECK_NONE;
        fails += yaml;
        if (test->number != tests)
            FAIL_WITH("test line %d (line %ld) is numbered %lld", tests, test->line, test->number);
        if (test->ok != ok)
            FAIL_WITH("test line %d (line %ld) is %s", tests, test->line,
                      test->ok ? "ok" : "not ok");
        if (test->description_length < 2 || memcmp(test->description, "- ", 2) != 0)
            FAIL_WITH("test line %d (line %ld) has no \"- \" before its name", tests, test->line);
        if (test->directive != directive)
            FAIL_WITH("test line %d (line %ld) has directive kind %d, not %d", tests, test->line,
                      (int)test->directive, (int)directive);
        /* The only unescaped '#' is the one before the runner's directive. */
        if (test->hashes != (directive != TAP_CHECK_NONE))
            FAIL_WITH("test line %d (line %ld) holds %d unescaped '#'", tests, test->line,
                      test->hashes);
        if (directive == TAP_CHECK_TODO &&
            (test->directive_text_length < 15 ||
             memcmp(test->directive_text, "known failure (", 15) != 0))
            FAIL_WITH("test line %d (line %ld) has another TODO text", tests, test->line);
        if (test->yaml != (yaml ? TAP_CHECK_YAML_GOOD : TAP_CHECK_YAML_NONE))
            FAIL_WITH("test line %d (line %ld) has YAML %d", tests, test->line, (int)test->yaml);
    }
    if (summary->test_count != tests)
        FAIL_WITH("%d test lines for %d test calls", summary->test_count, tests);
    if (summary->versions != 1) FAIL_WITH("%d version lines", summary->versions);
    if (summary->plans != 1 || summary->planned != tests)
        FAIL_WITH("%d plan lines, planning %lld, for %d tests", summary->plans, summary->planned,
                  tests);
    if (summary->bail_outs != bail_outs)
        FAIL_WITH("%d bail-outs for %d calls", summary->bail_outs, bail_outs);
    if (summary->comments != comments)
        FAIL_WITH("%d comment lines for %d calls", summary->comments, comments);
    if (summary->yaml_blocks != fails || summary->yaml_bad != 0)
        FAIL_WITH("%d YAML blocks (%d not well-formed) for %d failures", summary->yaml_blocks,
                  summary->yaml_bad, fails);
    if (summary->unknown != 0)
        FAIL_WITH("%d lines of no kind, the first line %ld", summary->unknown,
                  summary->first_unknown);
    if (summary->pragmas != 0) FAIL_WITH("%d pragma lines", summary->pragmas);
    if (summary->line_breaks != 0)
        FAIL_WITH("%d lines hold a line break other than \\n", summary->line_breaks);
    if (!summary->utf8_ok) FAIL_WITH("the report is not well-formed UTF-8");
#undef FAIL_WITH
    return 1;
}

/* Writes the report `data` asks for, with a copy to `copy` when not NULL,
** and checks it. Returns 1 when it holds, else 0 with the reason in
** `failure`. */
int fuzz_tap_check(const uint8_t *data, size_t size, FILE *copy, char *failure,
                   size_t failure_size) {
    snprintf(failure, failure_size, "out of memory");
    uint32_t program = 0;
    for (size_t i = 0; i < PROGRAM_BYTES && i < size; i++) program |= (uint32_t)data[i] << (8 * i);
    call calls[CALLS_MAX];
    int call_count = 0, tests = 0;
    while (call_count < CALLS_MAX) {
        call next = (call)((program >> (3 * call_count)) & 7);
        calls[call_count++] = next;
        if (next == CALL_BAIL_OUT) break;
        tests += next != CALL_COMMENT;
    }

    /* The texts: a NUL-terminated copy of the rest, cut at each NUL. */
    size_t skip = size < PROGRAM_BYTES ? size : PROGRAM_BYTES;
    char *bytes = malloc(size - skip + 1);
    if (!bytes) return 0;
    memcpy(bytes, data + skip, size - skip);
    bytes[size - skip] = '\0';
    const char *text[TEXT_COUNT];
    char *next_text = bytes, *bytes_end = bytes + (size - skip);
    for (int i = 0; i < TEXT_COUNT; i++) {
        text[i] = next_text <= bytes_end ? next_text : "";
        if (next_text <= bytes_end) next_text += strlen(next_text) + 1;
    }

    char *report = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&report, &length);
    if (!out) {
        free(bytes);
        return 0;
    }
    int written = write_report(out, calls, call_count, tests, text);
    fclose(out);
    free(bytes);
    tap_check_summary summary;
    int ok = written == call_count && tap_check_read(report, length, &summary);
    if (ok) {
        ok = check_report(&summary, calls, call_count, failure, failure_size);
        tap_check_free(&summary);
    }
    if (copy) fwrite(report, 1, length, copy);
    free(report);
    return ok;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char failure[256];
    if (!fuzz_tap_check(data, size, NULL, failure, sizeof failure)) {
        /* The report too, so the finding shows what the writer wrote. */
        fprintf(stderr, "fuzz_tap: %s; the report:\n", failure);
        fuzz_tap_check(data, size, stderr, failure, sizeof failure);
        abort();
    }
    return 0;
}
