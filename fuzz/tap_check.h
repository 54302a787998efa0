/*
** tap_check.h: a small, strict reader of TAP version 13, to check what the
** runner's TAP writer (runner/src/tap_report.h) produces.
**
** It reads a buffer the way Perl's TAP::Parser (Test::Harness 3.44, the
** parser behind `prove`) does, with the rules of TAP::Parser::Grammar:
**
**   test line  ^(not )?ok\b\s*(\d+)?\s*(.*)\z
**   directive  the description matches, case-insensitively,
**              ^([^\\#]*(?:\\.[^\\#]*)*)#\s*(SKIP|TODO)\b\s*(.*)$
**              (an unescaped '#' followed by SKIP or TODO)
**   comment    ^#
**   plan       ^1\.\.(\d+)\s*(?:\s*#\s*SKIP\b(.*))?\z   (case-insensitive)
**   version    ^TAP\s+version\s+(\d+)\s*\z               (case-insensitive)
**   bail-out   ^\s*Bail out!
**   YAML       ^(\s+)(---.*)$ opens a block that TAP::Parser::YAMLish
**              reads up to a line "..." (both indented like the opener)
**   pragma     ^pragma\s+[-+]\w+\s*(?:,\s*[-+]\w+\s*)*$
**
** tried in that order (TAP::Parser::Grammar::_order_tokens puts test lines,
** comments and plans first; the others cannot match the same line). Lines
** are split on "\n" only; a last line without "\n" is a line.
**
** Where Perl's reading depends on whether it decoded the stream as UTF-8
** (TAP::Parser::Iterator::Process does for TAP 13 when it reads through
** select), this reader takes the reading that finds more: '\s' also
** matches the Unicode White_Space characters, but '\b' and '\w' keep their
** ASCII meaning, so "# TODO" followed by any non-ASCII character is a
** directive. A checker built on it errs towards reporting an injection.
*/
#ifndef PROMCAST_FUZZ_TAP_CHECK_H
#define PROMCAST_FUZZ_TAP_CHECK_H

#include <stddef.h>

typedef enum tap_check_directive {
    TAP_CHECK_NONE,
    TAP_CHECK_SKIP,
    TAP_CHECK_TODO
} tap_check_directive;

/* What follows a test line. */
typedef enum tap_check_yaml {
    TAP_CHECK_YAML_NONE,
    TAP_CHECK_YAML_GOOD,  /* a well-formed block on the next line */
    TAP_CHECK_YAML_BAD    /* a block on the next line that is not */
} tap_check_yaml;

/* One test line. The texts point into the buffer read (not NUL-terminated)
** and are not trimmed, where TAP::Parser trims them. */
typedef struct tap_check_test {
    int ok;                        /* 1 "ok", 0 "not ok" */
    long long number;              /* -1 when the line has none */
    const char *description;       /* before the directive's '#' */
    size_t description_length;
    tap_check_directive directive;
    const char *directive_text;    /* the directive's explanation */
    size_t directive_text_length;
    int hashes;                    /* unescaped '#' in the line's text */
    tap_check_yaml yaml;
    long line;                     /* from 1 */
} tap_check_test;

typedef struct tap_check_summary {
    int versions;            /* "TAP version N" lines */
    int plans;               /* plan lines */
    long long planned;       /* the last plan's count; -1 when none */
    int test_count;
    tap_check_test *tests;   /* in order; free with tap_check_free */
    int bail_outs;
    int comments;
    int pragmas;
    int yaml_blocks;
    int yaml_bad;            /* blocks not well-formed, wherever they are */
    int unknown;             /* lines that are none of the above */
    long first_unknown;      /* its line, from 1; 0 when none */
    int line_breaks;         /* lines holding CR, VT, FF, NEL, U+2028 or U+2029 */
    int utf8_ok;             /* the whole buffer is well-formed UTF-8 */
} tap_check_summary;

/* Reads `size` bytes (which must outlive the summary). Returns 0 when out
** of memory, the summary then empty. */
int tap_check_read(const char *buffer, size_t size, tap_check_summary *summary);

void tap_check_free(tap_check_summary *summary);

/* Whether `size` bytes are well-formed UTF-8 (RFC 3629 §4). */
int tap_check_utf8(const unsigned char *bytes, size_t size);

#endif
