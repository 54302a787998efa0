/*
** tap_report.c: the TAP writer declared in tap_report.h.
*/
#include "tap_report.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "case_compare.h"
#include "utf8.h"

/* A code point that must not stand raw in a line of TAP or a YAML scalar:
** line breaks of any kind, and the other control characters. */
static int is_control(uint32_t code_point) {
    return code_point < 0x20 || (code_point >= 0x7F && code_point <= 0x9F) ||
           code_point == 0x2028 || code_point == 0x2029;
}

/* The escaping shared by tap_write_text and tap_escape_text: calls `emit`
** with runs of bytes to copy as they are and with escapes. */
typedef void (*emit_function)(void *sink, const char *bytes, size_t length);

static void escape_text(const char *text, tap_text_mode mode, emit_function emit, void *sink) {
    const unsigned char *p = (const unsigned char *)text;
    size_t remaining = strlen(text);
    while (remaining > 0) {
        /* The common case, a case id: a run of plain ASCII. */
        size_t plain = 0;
        while (plain < remaining && p[plain] >= 0x20 && p[plain] < 0x7F && p[plain] != '\\' &&
               !(p[plain] == '#' && mode == TAP_TEXT_DESCRIPTION))
            plain++;
        if (plain) {
            emit(sink, (const char *)p, plain);
            p += plain;
            remaining -= plain;
            continue;
        }
        uint32_t code_point;
        int length = utf8_sequence(p, remaining, &code_point);
        if (length > 1 && !is_control(code_point)) {
            emit(sink, (const char *)p, (size_t)length);
        } else if (*p == '\\' || *p == '#') {
            char escaped[2] = {'\\', (char)*p};
            emit(sink, escaped, 2);
            length = 1;
        } else {
            /* A control character or a malformed sequence: each byte. */
            if (length < 1) length = 1;
            for (int i = 0; i < length; i++) {
                char escaped[5];
                snprintf(escaped, sizeof escaped, "\\x%02x", p[i]);
                emit(sink, escaped, 4);
            }
        }
        p += length;
        remaining -= (size_t)length;
    }
}

static void emit_to_file(void *sink, const char *bytes, size_t length) {
    fwrite(bytes, 1, length, sink);
}

void tap_write_text(FILE *out, const char *text, tap_text_mode mode) {
    escape_text(text, mode, emit_to_file, out);
}

typedef struct text_buffer {
    char *bytes;
    size_t size, used;
} text_buffer;

/* Copies whole escapes only, so a cut never leaves half of one. */
static void emit_to_buffer(void *sink, const char *bytes, size_t length) {
    text_buffer *buffer = sink;
    if (buffer->used + length + 1 > buffer->size) {
        buffer->size = buffer->used + 1;  /* full: take nothing more */
        return;
    }
    memcpy(buffer->bytes + buffer->used, bytes, length);
    buffer->used += length;
}

void tap_escape_text(const char *text, tap_text_mode mode, char *buffer, size_t size) {
    if (size == 0) return;
    text_buffer sink = {buffer, size, 0};
    escape_text(text, mode, emit_to_buffer, &sink);
    buffer[sink.used] = '\0';
}

void tap_write_quoted(FILE *out, const char *text) {
    fputc('"', out);
    const unsigned char *p = (const unsigned char *)text;
    size_t remaining = strlen(text);
    while (remaining > 0) {
        uint32_t code_point;
        int length = utf8_sequence(p, remaining, &code_point);
        if (length == 0) {
            fputs("\\ufffd", out);
            length = 1;
        } else if (code_point == '"' || code_point == '\\') {
            fprintf(out, "\\%c", (int)code_point);
        } else if (code_point == '\n') {
            fputs("\\n", out);
        } else if (code_point == '\t') {
            fputs("\\t", out);
        } else if (is_control(code_point)) {
            fprintf(out, "\\u%04x", (unsigned)code_point);
        } else {
            fwrite(p, 1, (size_t)length, out);
        }
        p += length;
        remaining -= (size_t)length;
    }
    fputc('"', out);
}

void tap_report_begin(tap_report *report, FILE *out, int version, long long planned) {
    report->out = out;
    report->number = 0;
    fprintf(out, "TAP version %d\n", version);
    if (planned >= 0) fprintf(out, "1..%lld\n", planned);
}

void tap_report_plan(tap_report *report) {
    fprintf(report->out, "1..%lld\n", report->number);
}

void tap_report_pass(tap_report *report, const char *name) {
    fprintf(report->out, "ok %lld - ", ++report->number);
    tap_write_text(report->out, name, TAP_TEXT_DESCRIPTION);
    fputc('\n', report->out);
}

void tap_report_skip(tap_report *report, const char *name, const char *reason) {
    fprintf(report->out, "ok %lld - ", ++report->number);
    tap_write_text(report->out, name, TAP_TEXT_DESCRIPTION);
    fputs(" # SKIP ", report->out);
    tap_write_text(report->out, reason, TAP_TEXT_DESCRIPTION);
    fputc('\n', report->out);
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
    fprintf(out, "not ok %lld - ", ++report->number);
    tap_write_text(out, test_case->id, TAP_TEXT_DESCRIPTION);
    if (directive) {
        fputs(" # ", out);
        tap_write_text(out, directive, TAP_TEXT_DESCRIPTION);
    }
    fputs("\n  ---\n", out);
    yaml_field(out, "id", test_case->id);
    yaml_field(out, "op", case_op_name(test_case));
    if (test_case->profile) yaml_field(out, "profile", test_case->profile);
    yaml_field(out, "source", test_case->source);
    if (test_case->note) yaml_field(out, "note", test_case->note);
    /* The inputs are compact JSON with every non-ASCII character escaped
    ** (the reader dumps them so): a YAML flow mapping as they stand. */
    fprintf(out, "  inputs: %s\n", test_case->inputs_text);
    yaml_field(out, "expected", expected_text);
    yaml_field(out, "got", got);
    if (message && message[0]) yaml_field(out, "message", message);
    yaml_field(out, "explanation", explanation);
    fputs("  ...\n", out);
}

void tap_report_fail_input(tap_report *report, const char *name, const char *reason) {
    fprintf(report->out, "not ok %lld - ", ++report->number);
    tap_write_text(report->out, name, TAP_TEXT_DESCRIPTION);
    fputs("\n  ---\n", report->out);
    yaml_field(report->out, "file", name);
    yaml_field(report->out, "explanation", reason);
    fputs("  ...\n", report->out);
}

void tap_report_comment(tap_report *report, const char *format, ...) {
    char small[1024];
    va_list args;
    va_start(args, format);
    int length = vsnprintf(small, sizeof small, format, args);
    va_end(args);
    char *text = small;
    if (length >= (int)sizeof small) {
        text = malloc((size_t)length + 1);
        if (text) {
            va_start(args, format);
            vsnprintf(text, (size_t)length + 1, format, args);
            va_end(args);
        } else {
            text = small;  /* cut rather than lose the comment */
        }
    }
    fputs("# ", report->out);
    tap_write_text(report->out, length < 0 ? "(unformattable comment)" : text, TAP_TEXT_COMMENT);
    fputc('\n', report->out);
    if (text != small) free(text);
}

void tap_report_bail_out(tap_report *report, const char *reason) {
    fputs("Bail out! ", report->out);
    tap_write_text(report->out, reason, TAP_TEXT_COMMENT);
    fputc('\n', report->out);
}
