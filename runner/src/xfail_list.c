/*
** xfail_list.c: loading and searching known failures (xfail_list.h).
*/
#include "xfail_list.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* fnmatch's special characters (POSIX, "Pattern Matching Notation"): an
** entry without them matches exactly the id it spells. */
static int is_glob(const char *pattern) { return strpbrk(pattern, "*?[\\") != NULL; }

/* By pattern, then by file order, so the first of equal patterns is the one
** a search finds. */
static int compare_exact(const void *a, const void *b) {
    const xfail_exact *left = a, *right = b;
    int order = strcmp(left->pattern, right->pattern);
    return order ? order : (left->index > right->index) - (left->index < right->index);
}

static int index_entries(xfail_list *list) {
    size_t count = (size_t)(list->count ? list->count : 1);
    list->exact = malloc(count * sizeof *list->exact);
    list->globs = malloc(count * sizeof *list->globs);
    if (!list->exact || !list->globs) return 0;
    for (int i = 0; i < list->count; i++) {
        const char *pattern = list->entries[i].pattern;
        if (is_glob(pattern)) list->globs[list->glob_count++] = i;
        else list->exact[list->exact_count++] = (xfail_exact){pattern, i};
    }
    qsort(list->exact, (size_t)list->exact_count, sizeof *list->exact, compare_exact);
    return 1;
}

int xfail_load(const char *path, xfail_list *list, char *error, size_t error_size) {
    memset(list, 0, sizeof *list);
    if (error_size) error[0] = '\0';
    FILE *file = fopen(path, "r");
    if (!file) {
        snprintf(error, error_size, "--xfail %s: %s", path, strerror(errno));
        return 0;
    }
    list->path = strdup(path);
    char line[2048];
    int number = 0, capacity = 0, ok = list->path != NULL;
    while (ok && fgets(line, sizeof line, file)) {
        number++;
        size_t length = strlen(line);
        if (length == sizeof line - 1 && line[length - 1] != '\n') {
            snprintf(error, error_size, "--xfail %s:%d: line longer than %zu characters", path,
                     number, sizeof line - 2);
            ok = 0;
            break;
        }
        while (length && (line[length - 1] == '\n' || line[length - 1] == '\r' ||
                          line[length - 1] == ' ' || line[length - 1] == '\t'))
            line[--length] = '\0';
        char *start = line;
        while (*start == ' ' || *start == '\t') start++;
        if (*start == '\0' || *start == '#') continue;
        if (list->count == capacity) {
            capacity = capacity ? capacity * 2 : 64;
            xfail_entry *entries = realloc(list->entries, (size_t)capacity * sizeof *entries);
            if (!entries) {
                ok = 0;
                break;
            }
            list->entries = entries;
        }
        xfail_entry *entry = &list->entries[list->count];
        entry->pattern = strdup(start);
        entry->line = number;
        entry->matched = 0;
        if (!entry->pattern) ok = 0;
        else list->count++;
    }
    fclose(file);
    if (ok) ok = index_entries(list);
    if (!ok) {
        if (error[0] == '\0') snprintf(error, error_size, "--xfail %s: out of memory", path);
        xfail_free(list);
    }
    return ok;
}

void xfail_free(xfail_list *list) {
    for (int i = 0; i < list->count; i++) free(list->entries[i].pattern);
    free(list->entries);
    free(list->exact);
    free(list->globs);
    free(list->path);
    memset(list, 0, sizeof *list);
}

/* The index of the first exact entry equal to id, or list->count. */
static int find_exact(const xfail_list *list, const char *id) {
    int low = 0, high = list->exact_count;  /* the first not below id is in [low, high] */
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (strcmp(list->exact[middle].pattern, id) < 0) low = middle + 1;
        else high = middle;
    }
    if (low < list->exact_count && strcmp(list->exact[low].pattern, id) == 0)
        return list->exact[low].index;
    return list->count;
}

const xfail_entry *xfail_find(xfail_list *list, const char *id) {
    if (list == NULL) return NULL;
    int first = find_exact(list, id);
    /* A glob before the exact entry in the file comes first. */
    for (int g = 0; g < list->glob_count && list->globs[g] < first; g++)
        if (fnmatch(list->entries[list->globs[g]].pattern, id, 0) == 0) {
            first = list->globs[g];
            break;
        }
    if (first == list->count) return NULL;
    list->entries[first].matched++;
    return &list->entries[first];
}
