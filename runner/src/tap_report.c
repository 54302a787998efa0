/*
** tap_report.c: the TAP writer declared in tap_report.h.
*/
#include "tap_report.h"

#include <stdarg.h>

#include "case_compare.h"

void tap_report_begin(tap_report *report, FILE *out, int version, long long planned) {
    report->out = out;
    report->number = 0;
    fprintf(out, "TAP version %d\n1..%lld\n", version, planned);
}

void tap_report_pass(tap_report *report, const char *name) {
    fprintf(report->out, "ok %lld - %s\n", ++report->number, name);
}

void tap_report_skip(tap_report *report, const char *name, const char *reason) {
    fprintf(report->out, "ok %lld - %s # SKIP %s\n", ++report->number, name, reason);
}

void tap_write_quoted(FILE *out, const char *text) {
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '"' || *p == '\\') fprintf(out, "\\%c", *p);
        else if (*p == '\n') fputs("\\n", out);
        else if (*p == '\t') fputs("\\t", out);
        else if (*p < 0x20 || *p == 0x7f) fprintf(out, "\\u%04x", *p);
        else fputc(*p, out);
    }
    fputc('"', out);
}

static void yaml_field(FILE *out, const char *key, const char *value) {
    fprintf(out, "  %s: ", key);
    tap_write_quoted(out, value);
    fputc('\n', out);
}

void tap_report_fail(tap_report *report, const promcast_case *test_case,
                     const char *got, const char *message,
                     const char *explanation, const char *directive) {
    FILE *out = report->out;
    char expected_text[2048];
    case_outcome_describe(&test_case->expect, 32, expected_text, sizeof expected_text);
    fprintf(out, "not ok %lld - %s%s%s\n  ---\n", ++report->number, test_case->id,
            directive ? " # " : "", directive ? directive : "");
    yaml_field(out, "id", test_case->id);
    yaml_field(out, "op", case_op_name(test_case));
    if (test_case->profile) yaml_field(out, "profile", test_case->profile);
    yaml_field(out, "source", test_case->source);
    if (test_case->note) yaml_field(out, "note", test_case->note);
    /* The inputs are compact JSON: a YAML flow mapping as they stand. */
    fprintf(out, "  inputs: %s\n", test_case->inputs_text);
    yaml_field(out, "expected", expected_text);
    yaml_field(out, "got", got);
    if (message && message[0]) yaml_field(out, "message", message);
    yaml_field(out, "explanation", explanation);
    fprintf(out, "  ...\n");
}

void tap_report_fail_input(tap_report *report, const char *name, const char *reason) {
    fprintf(report->out, "not ok %lld - %s\n  ---\n", ++report->number, name);
    yaml_field(report->out, "file", name);
    yaml_field(report->out, "explanation", reason);
    fprintf(report->out, "  ...\n");
}

void tap_report_comment(tap_report *report, const char *format, ...) {
    va_list args;
    fputs("# ", report->out);
    va_start(args, format);
    vfprintf(report->out, format, args);
    va_end(args);
    fputc('\n', report->out);
}
