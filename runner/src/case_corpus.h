/*
** case_corpus.h: the case files of a run or check, loaded once.
**
** Every path named (files or directories, case_paths.c) is read with the
** strict reader (case_reader.h). A path that cannot be read, a file the
** reader refuses, and a file that repeats an id of an earlier file are
** listed in `unreadable` with the reason, and the others are loaded: each
** costs its own path, and the caller reports each like a failed test.
** Nothing is dropped silently.
*/
#ifndef PROMCAST_RUNNER_CASE_CORPUS_H
#define PROMCAST_RUNNER_CASE_CORPUS_H

#include <stddef.h>

#include "case_reader.h"

typedef struct case_unreadable {
    char *path;
    char *reason;  /* one line naming the path */
} case_unreadable;

typedef struct case_corpus {
    case_file *files;
    int file_count;
    case_unreadable *unreadable;
    int unreadable_count;
    long long case_count;  /* cases in the loaded files */
    case_id_set *ids;      /* every id of the loaded files */
} case_corpus;

/* Loads the case files under `paths`. Returns 1, or 0 only when out of
** memory (with `error`); then nothing needs freeing. */
int case_corpus_load(case_corpus *corpus, const char *const *paths, int path_count, char *error,
                     size_t error_size);

void case_corpus_free(case_corpus *corpus);

#endif
