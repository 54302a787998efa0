/*
** test_xfail_list.c: known failures (xfail_list.h). A case is the known
** failure of the first entry in file order that matches its id, whether the
** entry is a plain id (found by binary search) or a glob (tried in turn);
** that entry, and only it, counts the match.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tap.h"
#include "xfail_list.h"

/* Writes text to a temporary file and loads it; 1 on success. */
static int load_text(tap_run *run, const char *text, xfail_list *list, char *path, size_t size) {
    snprintf(path, size, "/tmp/promcast-xfail-XXXXXX");
    int fd = mkstemp(path);
    if (fd < 0) return tap_ok(run, 0, "a temporary file");
    size_t length = strlen(text);
    int written = write(fd, text, length) == (ssize_t)length;
    close(fd);
    char error[512];
    int loaded = written && xfail_load(path, list, error, sizeof error);
    if (!loaded) tap_diag(run, "%s", error);
    return loaded;
}

/* The line of the entry id falls under, or 0 for none. */
static int line_of(xfail_list *list, const char *id) {
    const xfail_entry *entry = xfail_find(list, id);
    return entry ? entry->line : 0;
}

static void first_entry_wins(tap_run *run) {
    char path[64];
    xfail_list list;
    const char *text =
        "# comment\n"
        "spec/a/exact\n"          /* 2 */
        "spec/b/*\n"              /* 3 */
        "spec/b/exact\n"          /* 4: after the glob that takes it */
        "  spec/c/exact  \n"      /* 5: blanks trimmed */
        "spec/c/*\n"              /* 6: after an exact entry */
        "spec/a/exact\n"          /* 7: a repeat, never matched */
        "\n"
        "spec/d/x\\*\n"           /* 9: an escaped star is a glob */
        "spec/z/last\n";          /* 10 */
    if (!tap_ok(run, load_text(run, text, &list, path, sizeof path), "a list loads")) return;
    tap_is_int(run, list.count, 8, "eight entries, comments and blank lines left out");
    tap_is_int(run, line_of(&list, "spec/a/exact"), 2, "an exact id finds its entry");
    tap_is_int(run, line_of(&list, "spec/b/exact"), 3, "a glob earlier in the file comes first");
    tap_is_int(run, line_of(&list, "spec/b/other"), 3, "a glob matches");
    tap_is_int(run, line_of(&list, "spec/c/exact"), 5, "an exact id earlier in the file comes first");
    tap_is_int(run, line_of(&list, "spec/c/other"), 6, "the later glob takes the rest");
    tap_is_int(run, line_of(&list, "spec/d/x*"), 9, "an escaped star matches a star");
    tap_is_int(run, line_of(&list, "spec/d/xy"), 0, "and nothing else");
    tap_is_int(run, line_of(&list, "spec/z/last"), 10, "the last entry is found");
    tap_is_int(run, line_of(&list, "spec/a"), 0, "a prefix of an id is no match");
    tap_is_int(run, line_of(&list, "spec/zz"), 0, "an id after every entry is no match");
    tap_is_int(run, line_of(&list, ""), 0, "the empty id is no match");
    static const int expected[] = {1, 2, 0, 1, 1, 0, 1, 1};
    int counts = 1;
    for (int i = 0; i < list.count; i++) counts &= list.entries[i].matched == expected[i];
    tap_ok(run, counts, "only the entry that matched counts the match; the repeat counts none");
    tap_is_int(run, xfail_find(NULL, "spec/a/exact") == NULL, 1, "no list, no known failure");
    xfail_free(&list);
    unlink(path);
}

static void errors(tap_run *run) {
    xfail_list list;
    char error[512];
    tap_ok(run, !xfail_load("/nonexistent/promcast.xfail", &list, error, sizeof error) &&
                    strstr(error, "--xfail /nonexistent/promcast.xfail: ") == error,
           "a missing file is an error naming it: %s", error);
    tap_is_int(run, list.count, 0, "and the list is empty");
    char path[64], *text = malloc(3000);
    if (!text) return;
    memset(text, 'x', 2999);
    text[2999] = '\0';
    int loaded = load_text(run, text, &list, path, sizeof path);
    tap_ok(run, !loaded, "a line longer than the reader's buffer is refused");
    free(text);
    unlink(path);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    first_entry_wins(&run);
    errors(&run);
    return tap_finish(&run);
}
