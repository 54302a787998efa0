/*
** case_corpus.c: reading the case files of a run or check, a window at a
** time (case_corpus.h).
*/
#include "case_corpus.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Makes room for one more item in a growing array; 0 when out of memory. */
static int grow(void **items, int *capacity, int count, size_t item_size) {
    if (count < *capacity) return 1;
    int wanted = *capacity ? *capacity * 2 : 16;
    void *more = realloc(*items, (size_t)wanted * item_size);
    if (more == NULL) return 0;
    *items = more;
    *capacity = wanted;
    return 1;
}

/* Lists entry `path` (taken over) as unreadable for `reason`. Returns 0
** only when out of memory. */
static int list_unreadable(case_corpus *corpus, char **path, const char *reason) {
    if (!grow((void **)&corpus->unreadable, &corpus->unreadable_capacity,
              corpus->unreadable_count, sizeof *corpus->unreadable))
        return 0;
    case_unreadable *bad = &corpus->unreadable[corpus->unreadable_count];
    bad->reason = strdup(reason);
    if (bad->reason == NULL) return 0;
    bad->path = *path;
    *path = NULL;
    corpus->unreadable_count++;
    return 1;
}

/* Loads one file into the window, or lists it as unreadable. Returns 0
** only when out of memory. */
static int load_one(case_corpus *corpus, char **path) {
    char reason[1400];
    if (!grow((void **)&corpus->files, &corpus->file_capacity, corpus->file_count,
              sizeof *corpus->files))
        return 0;
    case_file *file = &corpus->files[corpus->file_count];
    if (!case_file_load(*path, file, reason, sizeof reason)) return list_unreadable(corpus, path, reason);
    const char *duplicate = NULL;
    for (int c = 0; c < file->case_count && !duplicate; c++) {
        int added = case_id_hashes_add(corpus->ids, file->cases[c].id);
        if (added < 0) {
            case_file_free(file);
            return 0;
        }
        if (added == 0) duplicate = file->cases[c].id;
    }
    if (duplicate) {
        snprintf(reason, sizeof reason,
                 "%s: case id '%s' is also in an earlier file; the file is not run", *path,
                 duplicate);
        /* The ids added before the repeat stay in the set: a later file
        ** that repeats one of them is refused too, as when the file was
        ** kept loaded and run none of its cases. */
        case_file_free(file);
        return list_unreadable(corpus, path, reason);
    }
    corpus->file_count++;
    corpus->files_read++;
    corpus->case_count += file->case_count;
    corpus->cases_read += file->case_count;
    return 1;
}

/* Frees the window's files and unreadable paths, keeping their arrays. */
static void clear_window(case_corpus *corpus) {
    for (int i = 0; i < corpus->file_count; i++) case_file_free(&corpus->files[i]);
    for (int i = 0; i < corpus->unreadable_count; i++) {
        free(corpus->unreadable[i].path);
        free(corpus->unreadable[i].reason);
    }
    corpus->file_count = corpus->unreadable_count = 0;
    corpus->case_count = 0;
}

int case_corpus_open(case_corpus *corpus, const char *const *paths, int path_count,
                     char *error, size_t error_size) {
    memset(corpus, 0, sizeof *corpus);
    int count = case_paths_collect(paths, path_count, &corpus->entries, error, error_size);
    if (count < 0) return 0;
    corpus->entry_count = count;
    corpus->ids = case_id_hashes_create();
    if (corpus->ids == NULL) {
        case_corpus_free(corpus);
        snprintf(error, error_size, "out of memory");
        return 0;
    }
    return 1;
}

int case_corpus_next(case_corpus *corpus, long long max_cases, size_t max_bytes,
                     const volatile sig_atomic_t *stop, char *error, size_t error_size) {
    clear_window(corpus);
    corpus->windows++;
    size_t bytes = 0;
    int ok = 1;
    while (ok && corpus->next_entry < corpus->entry_count && corpus->case_count < max_cases &&
           bytes < max_bytes && !(stop && *stop)) {
        case_path *entry = &corpus->entries[corpus->next_entry++];
        if (entry->problem) {
            ok = list_unreadable(corpus, &entry->path, entry->problem);
            continue;
        }
        int loaded = corpus->file_count;
        ok = load_one(corpus, &entry->path);
        if (ok && corpus->file_count > loaded)
            bytes += case_arena_bytes(corpus->files[corpus->file_count - 1].arena);
    }
    if (!ok) snprintf(error, error_size, "out of memory");
    return ok;
}

int case_corpus_done(const case_corpus *corpus) {
    return corpus->next_entry == corpus->entry_count;
}

int case_corpus_load(case_corpus *corpus, const char *const *paths, int path_count, char *error,
                     size_t error_size) {
    if (!case_corpus_open(corpus, paths, path_count, error, error_size)) return 0;
    if (case_corpus_next(corpus, LLONG_MAX, SIZE_MAX, NULL, error, error_size)) return 1;
    case_corpus_free(corpus);
    return 0;
}

void case_corpus_free(case_corpus *corpus) {
    clear_window(corpus);
    free(corpus->files);
    free(corpus->unreadable);
    case_paths_free(corpus->entries, corpus->entry_count);
    case_id_hashes_destroy(corpus->ids);
    memset(corpus, 0, sizeof *corpus);
}
