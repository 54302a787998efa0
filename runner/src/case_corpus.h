/*
** case_corpus.h: the case files of a run or check, read in windows.
**
** Every path named (files or directories, case_paths.c) is listed first;
** the files are then read in that order with the strict reader
** (case_reader.h), a window at a time: case_corpus_next frees the files of
** the window before and reads files until the window holds a bound of
** cases or of arena bytes (a file larger than the bound is a window of
** its own). So memory follows the window, not the corpus; with no bound
** (case_corpus_load) the whole corpus is one window.
**
** A path that cannot be read, a file the reader refuses, and a file that
** repeats an id of an earlier file (of this window or of any earlier one)
** are listed in the window's `unreadable` with the reason, and the others
** are loaded: each costs its own path, and the caller reports each like a
** failed test. Nothing is dropped silently. The ids of every window are
** kept as 64-bit hashes (case_id_hashes, case_reader.h, which says what a
** shared hash would do and how likely it is).
**
** With more than one reader (one a processor by default, or
** case_corpus_set_readers), threads read the files ahead of their turn, a
** few at a time, each large file's cases split among as many threads
** (case_file_load_parts), and the window takes them in
** path order exactly as one reader would: the same windows, the same
** unreadable list, the same ids refused. The threads live only within
** case_corpus_next, so a process may fork between windows. A window then
** holds at most CASE_CORPUS_AHEAD_PER_READER files a reader beyond its
** bound, read ahead and kept for the next window.
*/
#ifndef PROMCAST_RUNNER_CASE_CORPUS_H
#define PROMCAST_RUNNER_CASE_CORPUS_H

#include <signal.h>
#include <stddef.h>

#include "case_reader.h"

/* The window a run or check reads by default: this many cases or this many
** bytes of loaded cases, whichever comes first. The committed corpus
** (about 143,000 cases; a run of it peaks at 120 MiB) is one window. */
enum { CASE_CORPUS_WINDOW_CASES = 250000, CASE_CORPUS_AHEAD_PER_READER = 2 };
#define CASE_CORPUS_WINDOW_BYTES ((size_t)512 << 20)

typedef struct case_unreadable {
    char *path;
    char *reason;  /* one line naming the path */
} case_unreadable;

typedef struct case_read_ahead case_read_ahead;

typedef struct case_corpus {
    /* The window: its files and its unreadable paths, in path order. */
    case_file *files;
    int file_count, file_capacity;
    case_unreadable *unreadable;
    int unreadable_count, unreadable_capacity;
    long long case_count;   /* cases in the window's loaded files */
    /* The run so far, every window. */
    long long cases_read;   /* cases in the loaded files of every window */
    int files_read;         /* files loaded, every window */
    int windows;            /* windows read */
    /* The source: every path, and the next one to read. */
    case_path *entries;
    int entry_count, next_entry;
    case_id_hashes *ids;    /* every id of every loaded file */
    int readers;            /* threads reading files: by default, the processors
                            ** this process may run on (case_corpus_processors) */
    case_read_ahead *ahead; /* one slot an entry, made by the first case_corpus_next */
} case_corpus;

/* Lists the case files under `paths`; nothing is read yet. Returns 1, or 0
** only when out of memory (with `error`); then nothing needs freeing. */
int case_corpus_open(case_corpus *corpus, const char *const *paths, int path_count,
                     char *error, size_t error_size);

/* Reads with `readers` threads (1 to CASE_CORPUS_READERS_MAX) from the next
** window on; a thread that cannot be started leaves the reading to the
** others, so nothing fails for want of one. */
enum { CASE_CORPUS_READERS_MAX = 64 };
void case_corpus_set_readers(case_corpus *corpus, int readers);

/* The processors this process may run on (its affinity mask), 1 to
** CASE_CORPUS_READERS_MAX: how many threads a corpus reads with unless told. */
int case_corpus_processors(void);

/* Frees the current window and reads the next: paths in order until the
** window holds at least `max_cases` cases or `max_bytes` bytes of arena,
** or no path is left, or `*stop` (when `stop` is not NULL) is nonzero
** before a path is read (a signal asked the run to stop: loading ends at
** a file's boundary). Returns 1, or 0 only when out of memory (with
** `error`). */
int case_corpus_next(case_corpus *corpus, long long max_cases, size_t max_bytes,
                     const volatile sig_atomic_t *stop, char *error, size_t error_size);

/* Whether every path has been read. */
int case_corpus_done(const case_corpus *corpus);

/* The whole corpus as one window: case_corpus_open, then case_corpus_next
** without bounds. Returns 1, or 0 only when out of memory (with `error`);
** then nothing needs freeing. */
int case_corpus_load(case_corpus *corpus, const char *const *paths, int path_count, char *error,
                     size_t error_size);

void case_corpus_free(case_corpus *corpus);

#endif
