/*
** test_tap_report.c: the TAP writer's promise (tap_report.h), without
** libFuzzer: the fuzz harness's checks (fuzz/fuzz_tap.c) on its seed inputs
** and on hand-written hostile texts, after checks that the reader they
** rest on (fuzz/tap_check.h) reads TAP as TAP::Parser does.
**
** Usage: test_tap_report SEED_FOLDER REPORT
** REPORT receives one hostile report with no failing test line; CTest then
** has `prove` read it, so Perl's parser has its say too.
*/
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tap.h"
#include "fuzz_tap.h"
#include "tap_check.h"
#include "tap_report.h"


/* fuzz_tap.c's opcodes and input layout. */
enum { PASS, SKIP, FAIL, FAIL_TODO, FAIL_INPUT, COMMENT, FAIL_BARE, BAIL_OUT };
enum { TEXT_COUNT = 16 };

static tap_check_summary read_tap(const char *text) {
    tap_check_summary summary;
    if (!tap_check_read(text, strlen(text), &summary)) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return summary;
}

/* Whether `length` bytes at `bytes` are `text`. */
static int same(const char *bytes, size_t length, const char *text) {
    return length == strlen(text) && memcmp(bytes, text, length) == 0;
}

/* The reader against lines whose reading TAP::Parser::Grammar settles. */
static void reader(tap_run *run) {
    tap_check_summary s = read_tap(
        "TAP version 13\n1..4\nok 1 - a # TODO b\nnot ok 2 - x \\# TODO y\nok 3 - c #skip\n"
        "# comment\n  Bail out! z\nnot ok 4 - d\n  ---\n  id: \"x\"\n  ...\nfoo\n");
    tap_ok(run, s.versions == 1 && s.plans == 1 && s.planned == 4 && s.test_count == 4,
           "reader: a version, a plan of 4, 4 test lines");
    tap_ok(run, s.test_count == 4 && s.tests[0].ok && s.tests[0].number == 1 &&
                    s.tests[0].directive == TAP_CHECK_TODO &&
                    same(s.tests[0].description, s.tests[0].description_length, "- a ") &&
                    same(s.tests[0].directive_text, s.tests[0].directive_text_length, "b"),
           "reader: '# TODO b' is a TODO directive, its text 'b'");
    tap_ok(run, s.test_count == 4 && !s.tests[1].ok && s.tests[1].directive == TAP_CHECK_NONE &&
                    s.tests[1].hashes == 0,
           "reader: '\\# TODO' is no directive");
    tap_ok(run, s.test_count == 4 && s.tests[2].directive == TAP_CHECK_SKIP,
           "reader: '#skip' is a SKIP directive (case-insensitive)");
    tap_ok(run, s.comments == 1 && s.bail_outs == 1, "reader: a comment and an indented bail-out");
    tap_ok(run, s.test_count == 4 && s.yaml_blocks == 1 && s.yaml_bad == 0 &&
                    s.tests[3].yaml == TAP_CHECK_YAML_GOOD &&
                    s.tests[2].yaml == TAP_CHECK_YAML_NONE,
           "reader: a well-formed YAML block after test line 4");
    tap_ok(run, s.unknown == 1 && s.first_unknown == 12 && s.utf8_ok && s.line_breaks == 0,
           "reader: 'foo' (line 12) is of no kind");
    tap_check_free(&s);

    s = read_tap("ok 1 - a \\\\# TODO\nok 2 - a # TODOx\nok 3 - a #\xc2\xa0todo\nok4\nokay\n"
                 "not  ok 5\nok\nnot ok 6 - a\\");
    tap_ok(run, s.test_count == 5 && s.unknown == 3,
           "reader: 'ok4', 'okay', 'not  ok' are no test lines");
    tap_ok(run, s.test_count == 5 && s.tests[0].directive == TAP_CHECK_TODO &&
                    s.tests[1].directive == TAP_CHECK_NONE && s.tests[1].hashes == 1 &&
                    s.tests[2].directive == TAP_CHECK_TODO,
           "reader: '\\\\#' leaves '#' unescaped; 'TODOx' has no \\b; U+00A0 is \\s");
    tap_ok(run, s.test_count == 5 && s.tests[3].number == -1 && s.tests[4].number == 6 &&
                    s.tests[4].hashes == 0,
           "reader: 'ok' alone has no number; a last line without newline is read");
    tap_check_free(&s);

    s = read_tap("not ok 1\n  ---\nid: x\n  ...\n# c\n  ---\n  ...\nnot ok 2\n  ---\n  a: b");
    tap_ok(run, s.test_count == 2 && s.yaml_blocks == 3 && s.yaml_bad == 3 &&
                    s.tests[0].yaml == TAP_CHECK_YAML_BAD && s.tests[1].yaml == TAP_CHECK_YAML_BAD,
           "reader: YAML unindented, after a comment, or never closed is not well-formed");
    tap_ok(run, s.unknown == 2 && s.first_unknown == 3,
           "reader: the line that ends a block early is read on its own");
    tap_check_free(&s);

    s = read_tap("ok 1 - a\rb\nok 2 - \xe2\x80\xa8\n1..0 # SKIP all\npragma +strict\n");
    tap_ok(run, s.line_breaks == 2 && s.plans == 1 && s.planned == 0 && s.pragmas == 1 &&
                    s.unknown == 0,
           "reader: CR and U+2028 are line breaks; a skipping plan; a pragma");
    tap_check_free(&s);

    static const struct {
        const char *bytes;
        int ok;
        const char *name;
    } utf8[] = {
        {"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", 1, "2-, 3- and 4-byte sequences"},
        {"\xe2\x80\xa8", 1, "U+2028"},
        {"\xc0\xaf", 0, "overlong C0 AF"},
        {"\xe0\x80\xaf", 0, "overlong E0 80 AF"},
        {"\xed\xa0\x80", 0, "surrogate ED A0 80"},
        {"\xf4\x90\x80\x80", 0, "past U+10FFFF"},
        {"\xe2\x82", 0, "a cut sequence"},
        {"\x80", 0, "a lone continuation byte"},
    };
    for (size_t i = 0; i < sizeof utf8 / sizeof utf8[0]; i++)
        tap_ok(run, tap_check_utf8((const unsigned char *)utf8[i].bytes, strlen(utf8[i].bytes)) ==
                        utf8[i].ok,
               "reader: UTF-8 %s is %s", utf8[i].name, utf8[i].ok ? "well-formed" : "not");
}

/* An input for fuzz_tap_check: the calls (up to 8; the rest are passes) as
** three bytes, then TEXT_COUNT texts, texts[i % count] each. */
static size_t make_input(unsigned char *input, size_t size, const int *calls, int call_count,
                         const char *const *texts, int text_count) {
    uint32_t program = 0;
    for (int i = 0; i < call_count; i++) program |= (uint32_t)calls[i] << (3 * i);
    size_t used = 0;
    for (int i = 0; i < 3; i++) input[used++] = (unsigned char)(program >> (8 * i));
    for (int i = 0; i < TEXT_COUNT; i++) {
        const char *text = texts[i % text_count];
        size_t length = strlen(text);
        if (used + length + 1 > size) break;
        memcpy(input + used, text, length);
        used += length;
        if (i + 1 < TEXT_COUNT) input[used++] = '\0';
    }
    return used;
}

static int check_input(tap_run *run, const unsigned char *input, size_t size, FILE *copy,
                       const char *label) {
    char failure[256];
    int ok = fuzz_tap_check(input, size, copy, failure, sizeof failure);
    return tap_ok(run, ok, "%s: %s", label, ok ? "one line per call, as called" : failure);
}

static int by_name(const struct dirent **a, const struct dirent **b) {
    return strcmp((*a)->d_name, (*b)->d_name);
}

/* Every seed input of the fuzz harness. */
static void seeds(tap_run *run, const char *folder) {
    struct dirent **entries;
    int count = scandir(folder, &entries, NULL, by_name);
    tap_ok(run, count > 2, "the seed folder %s can be read and holds inputs", folder);
    for (int i = 0; i < count; i++) {
        const char *name = entries[i]->d_name;
        if (name[0] != '.') {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", folder, name);
            FILE *file = fopen(path, "rb");
            unsigned char input[8192];
            size_t size = file ? fread(input, 1, sizeof input, file) : 0;
            if (file) fclose(file);
            char label[300];
            snprintf(label, sizeof label, "seed %s", name);
            if (tap_ok(run, file != NULL, "%s can be read", label))
                check_input(run, input, size, NULL, label);
        }
        free(entries[i]);
    }
    if (count >= 0) free(entries);
}

/* Texts that try to forge a line, a directive or a bail-out each way
** tap_report.c's escaping must stop. */
static void hostile(tap_run *run) {
    static const int every_call[] = {PASS, SKIP, FAIL, FAIL_TODO, FAIL_INPUT, COMMENT, FAIL_BARE,
                                     BAIL_OUT};
    static const char *const forged_lines[] = {
        "x\nnot ok 2 - forged # TODO\nBail out!", "\nok 1 - forged\n1..1\n", "\r\nok 9\r\n",
        "x\n  ---\n  ...\n", "\n# SKIP\n"};
    static const char *const forged_directives[] = {
        "# TODO", "#SKIP forged", "\\# TODO", "\\", "a\\", "\\\\# todo", "#", "##TODO"};
    /* "\102" is 'B', which "\x85B" would take as a hex digit. */
    static const char *const line_breaks[] = {
        "\xe2\x80\xa8ok 3 - forged", "\xe2\x80\xa9", "\xc2\x85\102ail out!", "\x0b\x0c\x1c\x1d\x1e",
        "\x7f\x01\x1b[2J", "\xc2\x9b"};
    static const char *const malformed[] = {
        "\xc0\xaf", "\xed\xa0\x80", "\xff\xfe\xfd", "\xe2\x80", "\xf4\x90\x80\x80",
        "\xc3\x28", "\xed\xbf\xbf#TODO"};
    static const char *const yaml[] = {
        "\"", "\\\"", "\"\n  ...\nok 5", "  ...", "...", "- a", "{}", "key: \"value\""};
    static const struct {
        const char *label;
        const char *const *texts;
        int count;
    } sets[] = {
        {"hostile: forged lines", forged_lines, 5},
        {"hostile: forged directives", forged_directives, 8},
        {"hostile: other line breaks and controls", line_breaks, 6},
        {"hostile: malformed UTF-8", malformed, 7},
        {"hostile: YAML breakers", yaml, 8},
    };
    unsigned char input[4096];
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        size_t size = make_input(input, sizeof input, every_call, 8, sets[i].texts, sets[i].count);
        check_input(run, input, size, NULL, sets[i].label);
    }

    /* A comment longer than tap_report_comment's first buffer. */
    static char long_text[3000];
    for (size_t i = 0; i + 1 < sizeof long_text; i++) long_text[i] = "#\n\\x\r"[i % 5];
    const char *const long_texts[] = {long_text};
    static const int comments[] = {COMMENT, PASS, COMMENT, SKIP, COMMENT};
    static unsigned char big[3 * sizeof long_text * TEXT_COUNT];
    size_t size = make_input(big, sizeof big, comments, 5, long_texts, 1);
    check_input(run, big, size, NULL, "hostile: 3 kB comments, names and reasons");
}

/* The report prove reads: hostile texts, every test line passing (ok,
** SKIP, or not ok with TODO), 7 of them. */
static void report_for_prove(tap_run *run, const char *path) {
    static const int calls[] = {PASS, SKIP, FAIL_TODO, COMMENT, PASS, FAIL_TODO, SKIP, PASS};
    static const char *const texts[] = {
        "id\nnot ok 1 - forged\nBail out! forged", "# TODO \\# SKIP \\",
        "\r\n1..99\r\n", "\xe2\x80\xa8not ok 3\xc2\x85not ok 4", "\xc0\xaf\xed\xa0\x80\xff",
        "\"\n  ...\nnot ok 5\n  ---", "name # SKIP", "#"};
    unsigned char input[4096];
    size_t size = make_input(input, sizeof input, calls, 8, texts, 8);
    FILE *file = fopen(path, "wb");
    if (!tap_ok(run, file != NULL, "the report for prove can be written")) return;
    check_input(run, input, size, file, "the report for prove");
    tap_ok(run, fclose(file) == 0, "the report for prove is written");
}

/* A report whose plan comes last (tap_report_begin with -1, then
** tap_report_plan): the header first, the plan after the last test line,
** counting them. */
static void plan_at_end(tap_run *run) {
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    if (!tap_ok(run, out != NULL, "plan at the end: a memory stream")) return;
    tap_report report;
    tap_report_begin(&report, out, 13, -1);
    tap_report_pass(&report, "a");
    tap_report_skip(&report, "b", "why");
    tap_report_comment(&report, "summary");
    tap_report_plan(&report);
    fclose(out);
    tap_check_summary s = read_tap(text);
    tap_ok(run, s.versions == 1 && s.plans == 1 && s.planned == 2 && s.test_count == 2 &&
                    s.unknown == 0,
           "plan at the end: a version, 2 test lines, a plan of 2");
    tap_ok(run, strncmp(text, "TAP version 13\nok 1 - a\n", 24) == 0 &&
                    length > 5 && strcmp(text + length - 5, "1..2\n") == 0,
           "plan at the end: no plan before the tests, \"1..2\" the last line");
    tap_check_free(&s);
    free(text);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: test_tap_report SEED_FOLDER REPORT\n");
        return 2;
    }
    tap_run run;
    tap_start(&run);
    reader(&run);
    seeds(&run, argv[1]);
    hostile(&run);
    report_for_prove(&run, argv[2]);
    plan_at_end(&run);
    return tap_finish(&run);
}
