/*
** xfail_list.h: known failures (--xfail FILE).
**
** One case id or glob (fnmatch(3)) per line; blank lines and lines starting
** with '#' are comments. A case is a known failure of the first entry, in
** file order, that matches its id; that entry counts the match, and the
** report warns of every entry that matched nothing.
**
** An xfail file written by tools/update-xfail lists hundreds or thousands
** of plain ids: those are found by binary search, and only the globs are
** tried one by one, so looking a case up costs a few comparisons, not one
** fnmatch per entry.
*/
#ifndef PROMCAST_RUNNER_XFAIL_LIST_H
#define PROMCAST_RUNNER_XFAIL_LIST_H

#include <stddef.h>

typedef struct xfail_entry {
    char *pattern;
    int line;
    int matched;
} xfail_entry;

/* An entry without glob characters, as the exact search sorts it. */
typedef struct xfail_exact {
    const char *pattern;  /* the entry's */
    int index;            /* into entries */
} xfail_exact;

typedef struct xfail_list {
    char *path;
    xfail_entry *entries;  /* in file order */
    int count;
    xfail_exact *exact;    /* by pattern, then index */
    int exact_count;
    int *globs;            /* indices of the other entries, in file order */
    int glob_count;
} xfail_list;

/* 1 on success; 0 with a message naming the file (and line) otherwise, and
** the list empty. */
int xfail_load(const char *path, xfail_list *list, char *error, size_t error_size);
void xfail_free(xfail_list *list);

/* The first entry matching id, whose count it increments; NULL when none
** does or list is NULL. */
const xfail_entry *xfail_find(xfail_list *list, const char *id);

#endif
