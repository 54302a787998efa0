/*
** case_corpus.c: loading the case files of a run or check (case_corpus.h).
*/
#include "case_corpus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int list_unreadable(case_corpus *corpus, char **path, const char *reason) {
    case_unreadable *bad = &corpus->unreadable[corpus->unreadable_count];
    bad->reason = strdup(reason);
    if (bad->reason == NULL) return 0;
    bad->path = *path;
    *path = NULL;
    corpus->unreadable_count++;
    return 1;
}

/* Loads one file into the corpus, or lists it as unreadable. Returns 0 only
** when out of memory. */
static int load_one(case_corpus *corpus, char **path) {
    char reason[1400];
    case_file *file = &corpus->files[corpus->file_count];
    if (!case_file_load(*path, file, reason, sizeof reason)) return list_unreadable(corpus, path, reason);
    const char *duplicate = NULL;
    for (int c = 0; c < file->case_count && !duplicate; c++) {
        int added = case_id_set_add(corpus->ids, file->cases[c].id);
        if (added < 0) {
            case_file_free(file);
            return 0;
        }
        if (added == 0) duplicate = file->cases[c].id;
    }
    corpus->file_count++;
    if (duplicate) {
        snprintf(reason, sizeof reason,
                 "%s: case id '%s' is also in an earlier file; the file is not run", *path,
                 duplicate);
        /* Its ids stay in the set, which points into it: keep it loaded but
        ** run none of its cases. */
        file->case_count = 0;
        return list_unreadable(corpus, path, reason);
    }
    corpus->case_count += file->case_count;
    return 1;
}

int case_corpus_load(case_corpus *corpus, const char *const *paths, int path_count, char *error,
                     size_t error_size) {
    memset(corpus, 0, sizeof *corpus);
    case_path *entries;
    int count = case_paths_collect(paths, path_count, &entries, error, error_size);
    if (count < 0) return 0;
    size_t slots = (size_t)(count ? count : 1);
    corpus->files = calloc(slots, sizeof *corpus->files);
    corpus->unreadable = calloc(slots, sizeof *corpus->unreadable);
    corpus->ids = case_id_set_create();
    int ok = corpus->files && corpus->unreadable && corpus->ids;
    for (int i = 0; ok && i < count; i++) {
        if (entries[i].problem) ok = list_unreadable(corpus, &entries[i].path, entries[i].problem);
        else ok = load_one(corpus, &entries[i].path);
    }
    case_paths_free(entries, count);
    if (!ok) {
        case_corpus_free(corpus);
        snprintf(error, error_size, "out of memory");
    }
    return ok;
}

void case_corpus_free(case_corpus *corpus) {
    for (int i = 0; i < corpus->file_count; i++) case_file_free(&corpus->files[i]);
    free(corpus->files);
    for (int i = 0; i < corpus->unreadable_count; i++) {
        free(corpus->unreadable[i].path);
        free(corpus->unreadable[i].reason);
    }
    free(corpus->unreadable);
    case_id_set_destroy(corpus->ids);
    memset(corpus, 0, sizeof *corpus);
}
