/*
** tap_check.c: the strict TAP 13 reader declared in tap_check.h. Each rule
** below is one of TAP::Parser::Grammar's regular expressions, spelled out
** over a line's bytes.
*/
#include "tap_check.h"

#include <stdlib.h>
#include <string.h>

/* One line: [start, end). */
typedef struct line_view {
    const unsigned char *start, *end;
} line_view;

/* The length of the whitespace character at p ('\s'), 0 when none: ASCII
** whitespace, and the Unicode White_Space characters Perl's '\s' matches
** in a decoded string (U+0085, U+00A0, U+1680, U+2000..U+200A, U+2028,
** U+2029, U+202F, U+205F, U+3000). */
static size_t space_length(const unsigned char *p, const unsigned char *end) {
    if (p >= end) return 0;
    if (*p == ' ' || (*p >= '\t' && *p <= '\r')) return 1;
    size_t left = (size_t)(end - p);
    if (left >= 2 && p[0] == 0xC2 && (p[1] == 0x85 || p[1] == 0xA0)) return 2;
    if (left < 3) return 0;
    if (p[0] == 0xE1 && p[1] == 0x9A && p[2] == 0x80) return 3;                /* U+1680 */
    if (p[0] == 0xE2 && p[1] == 0x80 && ((p[2] >= 0x80 && p[2] <= 0x8A) || p[2] == 0xA8 ||
                                         p[2] == 0xA9 || p[2] == 0xAF))
        return 3;                                  /* U+2000..U+200A, U+2028, U+2029, U+202F */
    if (p[0] == 0xE2 && p[1] == 0x81 && p[2] == 0x9F) return 3;                /* U+205F */
    if (p[0] == 0xE3 && p[1] == 0x80 && p[2] == 0x80) return 3;                /* U+3000 */
    return 0;
}

/* '\s*': skips whitespace; returns how many characters it skipped. */
static size_t skip_spaces(const unsigned char **p, const unsigned char *end) {
    size_t count = 0, length;
    while ((length = space_length(*p, end)) > 0) {
        *p += length;
        count++;
    }
    return count;
}

/* '\w' with its ASCII meaning (see tap_check.h). */
static int is_word(unsigned char c) {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

/* '\b' after a word: the end, or a character that is not a word one. */
static int at_boundary(const unsigned char *p, const unsigned char *end) {
    return p >= end || !is_word(*p);
}

/* Matches `word` at *p, ASCII case-insensitively when `fold`, and moves
** past it. */
static int take(const unsigned char **p, const unsigned char *end, const char *word, int fold) {
    size_t length = strlen(word);
    if ((size_t)(end - *p) < length) return 0;
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (*p)[i], w = (unsigned char)word[i];
        if (fold && c >= 'A' && c <= 'Z') c = (unsigned char)(c - 'A' + 'a');
        if (fold && w >= 'A' && w <= 'Z') w = (unsigned char)(w - 'A' + 'a');
        if (c != w) return 0;
    }
    *p += length;
    return 1;
}

/* '\d+' (ASCII digits); the value saturates. Returns 0 when none. */
static int take_number(const unsigned char **p, const unsigned char *end, long long *value) {
    const unsigned char *start = *p;
    long long n = 0;
    while (*p < end && **p >= '0' && **p <= '9') {
        n = n > (1LL << 58) ? n : n * 10 + (**p - '0');
        (*p)++;
    }
    *value = n;
    return *p > start;
}

/* A line some reader takes as holding a line break: CR, VT, FF, FS, GS, RS
** (Python's str.splitlines splits on each), NEL, U+2028, U+2029. */
static int has_line_break(line_view line) {
    for (const unsigned char *p = line.start; p < line.end; p++) {
        if ((*p >= 0x0B && *p <= 0x0D) || (*p >= 0x1C && *p <= 0x1E)) return 1;
        if (p + 1 < line.end && p[0] == 0xC2 && p[1] == 0x85) return 1;
        if (p + 2 < line.end && p[0] == 0xE2 && p[1] == 0x80 && (p[2] == 0xA8 || p[2] == 0xA9))
            return 1;
    }
    return 0;
}

/* The directive rule over a test line's text, and the count of its
** unescaped '#'. '\' escapes the next character and '#' begins a
** directive (TAP 13 specification, testanything.org, "Directives"); the
** pairs are taken from the left, as the regular expression's
** ([^\\#]*(?:\\.[^\\#]*)*) takes them, so the first unescaped '#' is the
** only one that can begin a directive. */
static void read_directive(const unsigned char *text, const unsigned char *end,
                           tap_check_test *test) {
    const unsigned char *hash = NULL;
    test->hashes = 0;
    for (const unsigned char *p = text; p < end; p++) {
        if (*p == '\\') {
            if (p + 1 < end) p++;  /* the escaped character */
        } else if (*p == '#') {
            if (!hash) hash = p;
            test->hashes++;
        }
    }
    test->description = (const char *)text;
    test->description_length = (size_t)(end - text);
    test->directive = TAP_CHECK_NONE;
    test->directive_text = (const char *)end;
    test->directive_text_length = 0;
    if (!hash) return;
    const unsigned char *p = hash + 1;
    skip_spaces(&p, end);
    tap_check_directive kind;
    if (take(&p, end, "skip", 1)) kind = TAP_CHECK_SKIP;
    else if (take(&p, end, "todo", 1)) kind = TAP_CHECK_TODO;
    else return;
    if (!at_boundary(p, end)) return;
    skip_spaces(&p, end);
    test->description_length = (size_t)(hash - text);
    test->directive = kind;
    test->directive_text = (const char *)p;
    test->directive_text_length = (size_t)(end - p);
}

/* ^(not )?ok\b\s*(\d+)?\s*(.*)\z */
static int read_test(line_view line, tap_check_test *test) {
    const unsigned char *p = line.start, *end = line.end;
    test->ok = !take(&p, end, "not ", 0);
    if (!take(&p, end, "ok", 0) || !at_boundary(p, end)) return 0;
    skip_spaces(&p, end);
    if (!take_number(&p, end, &test->number)) test->number = -1;
    skip_spaces(&p, end);
    read_directive(p, end, test);
    test->yaml = TAP_CHECK_YAML_NONE;
    return 1;
}

/* ^1\.\.(\d+)\s*(?:\s*#\s*SKIP\b(.*))?\z, case-insensitive */
static int read_plan(line_view line, long long *planned) {
    const unsigned char *p = line.start, *end = line.end;
    if (!take(&p, end, "1..", 0) || !take_number(&p, end, planned)) return 0;
    skip_spaces(&p, end);
    if (p == end) return 1;
    if (!take(&p, end, "#", 0)) return 0;
    skip_spaces(&p, end);
    return take(&p, end, "skip", 1) && at_boundary(p, end);
}

/* ^TAP\s+version\s+(\d+)\s*\z, case-insensitive */
static int read_version(line_view line) {
    const unsigned char *p = line.start, *end = line.end;
    long long version;
    if (!take(&p, end, "tap", 1) || !skip_spaces(&p, end) || !take(&p, end, "version", 1) ||
        !skip_spaces(&p, end) || !take_number(&p, end, &version))
        return 0;
    skip_spaces(&p, end);
    return p == end;
}

/* ^\s*Bail out! */
static int read_bail_out(line_view line) {
    const unsigned char *p = line.start;
    skip_spaces(&p, line.end);
    return take(&p, line.end, "Bail out!", 0);
}

/* ^pragma\s+([-+]\w+\s*(?:,\s*[-+]\w+\s*)*)$ */
static int read_pragma(line_view line) {
    const unsigned char *p = line.start, *end = line.end;
    if (!take(&p, end, "pragma", 0) || !skip_spaces(&p, end)) return 0;
    for (;;) {
        if (p >= end || (*p != '-' && *p != '+')) return 0;
        p++;
        if (p >= end || !is_word(*p)) return 0;
        while (p < end && is_word(*p)) p++;
        skip_spaces(&p, end);
        if (p == end) return 1;
        if (*p++ != ',') return 0;
        skip_spaces(&p, end);
    }
}

/* ^(\s+)(---.*)$ : the opener's indent, in characters, or 0. */
static size_t yaml_opener(line_view line) {
    const unsigned char *p = line.start;
    size_t indent = skip_spaces(&p, line.end);
    return indent > 0 && take(&p, line.end, "---", 0) ? indent : 0;
}

/* Whether a line is exactly `text`. */
static int line_is(line_view line, const char *text) {
    return (size_t)(line.end - line.start) == strlen(text) &&
           memcmp(line.start, text, strlen(text)) == 0;
}

/* The next line from *p, or 0 at the end of the buffer. */
static int next_line(const unsigned char **p, const unsigned char *end, line_view *line) {
    if (*p >= end) return 0;
    const unsigned char *newline = memchr(*p, '\n', (size_t)(end - *p));
    line->start = *p;
    line->end = newline ? newline : end;
    *p = newline ? newline + 1 : end;
    return 1;
}

/* Reads a YAML block after its opener, as TAP::Parser::Grammar's
** _make_yaml_token does: each line must begin with the opener's indent
** (`indent` whitespace characters), and the block ends at the line that is
** "..." after it (TAP::Parser::YAMLish::Reader, ^\.\.\.\s*$). Well-formed
** here means what the TAP 13 specification's example shows and the writer
** writes: "  ---", lines indented by two spaces, "  ...". Returns whether
** the block is well-formed; *p is left after its last line, or on a line
** without the indent, which ends the block and is read on its own. */
static int read_yaml(const unsigned char **p, const unsigned char *end, size_t indent,
                     int well_formed, tap_check_summary *summary, long *number) {
    const unsigned char *before = *p;
    line_view line;
    while (next_line(p, end, &line)) {
        const unsigned char *q = line.start;
        size_t i = 0;
        while (i < indent && space_length(q, line.end) > 0) {
            q += space_length(q, line.end);
            i++;
        }
        if (i < indent) {
            *p = before;  /* not the block's: read it as a line of its own */
            return 0;
        }
        ++*number;
        if (has_line_break(line)) summary->line_breaks++;
        if (take(&q, line.end, "...", 0)) {
            skip_spaces(&q, line.end);
            if (q == line.end) return well_formed && line_is(line, "  ...");
        }
        if (line.end - line.start < 2 || memcmp(line.start, "  ", 2) != 0) well_formed = 0;
        before = *p;
    }
    return 0;  /* never closed */
}

int tap_check_utf8(const unsigned char *bytes, size_t size) {
    size_t i = 0;
    while (i < size) {
        unsigned char lead = bytes[i];
        size_t length;
        unsigned char low = 0x80, high = 0xBF;  /* the second byte's range */
        if (lead < 0x80) {
            i++;
            continue;
        } else if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            if (lead == 0xE0) low = 0xA0;   /* overlong */
            if (lead == 0xED) high = 0x9F;  /* surrogates */
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            if (lead == 0xF0) low = 0x90;   /* overlong */
            if (lead == 0xF4) high = 0x8F;  /* past U+10FFFF */
        } else {
            return 0;
        }
        if (size - i < length || bytes[i + 1] < low || bytes[i + 1] > high) return 0;
        for (size_t k = 2; k < length; k++)
            if ((bytes[i + k] & 0xC0) != 0x80) return 0;
        i += length;
    }
    return 1;
}

int tap_check_read(const char *buffer, size_t size, tap_check_summary *summary) {
    memset(summary, 0, sizeof *summary);
    summary->planned = -1;
    const unsigned char *p = (const unsigned char *)buffer, *end = p + size;
    summary->utf8_ok = tap_check_utf8(p, size);
    int capacity = 0;
    int after_test = 0;  /* the previous line was a test line */
    long number = 0;
    line_view line;
    while (next_line(&p, end, &line)) {
        number++;
        if (has_line_break(line)) summary->line_breaks++;
        tap_check_test test;
        size_t indent;
        long long planned;
        if (read_test(line, &test)) {
            if (summary->test_count == capacity) {
                capacity = capacity ? 2 * capacity : 16;
                tap_check_test *grown = realloc(summary->tests, (size_t)capacity * sizeof *grown);
                if (!grown) {
                    tap_check_free(summary);
                    return 0;
                }
                summary->tests = grown;
            }
            test.line = number;
            summary->tests[summary->test_count++] = test;
            after_test = 1;
            continue;
        }
        if (line.start < line.end && line.start[0] == '#') {
            summary->comments++;
        } else if (read_plan(line, &planned)) {
            summary->plans++;
            summary->planned = planned;
        } else if (read_version(line)) {
            summary->versions++;
        } else if (read_bail_out(line)) {
            summary->bail_outs++;
        } else if ((indent = yaml_opener(line)) > 0) {
            summary->yaml_blocks++;
            int good = read_yaml(&p, end, indent, after_test && line_is(line, "  ---"), summary,
                                 &number);
            if (!good) summary->yaml_bad++;
            if (after_test)
                summary->tests[summary->test_count - 1].yaml =
                    good ? TAP_CHECK_YAML_GOOD : TAP_CHECK_YAML_BAD;
        } else if (read_pragma(line)) {
            summary->pragmas++;
        } else {
            summary->unknown++;
            if (!summary->first_unknown) summary->first_unknown = number;
        }
        after_test = 0;
    }
    return 1;
}

void tap_check_free(tap_check_summary *summary) {
    free(summary->tests);
    memset(summary, 0, sizeof *summary);
    summary->planned = -1;
}
