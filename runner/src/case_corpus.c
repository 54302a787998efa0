/*
** case_corpus.c: reading the case files of a run or check, a window at a
** time (case_corpus.h).
*/
/* sched_getaffinity and CPU_COUNT are Linux's; glibc shows them here. */
#define _GNU_SOURCE
#include "case_corpus.h"

#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
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

/* Takes a file read for entry `path` into the window (`loaded`), or lists
** the path as unreadable for `reason`: a file that repeats an id is
** freed and listed too. Returns 0 only when out of memory. */
static int admit(case_corpus *corpus, char **path, int loaded, case_file *read,
                 const char *reason) {
    if (!loaded) return reason != NULL && list_unreadable(corpus, path, reason);
    if (!grow((void **)&corpus->files, &corpus->file_capacity, corpus->file_count,
              sizeof *corpus->files)) {
        case_file_free(read);
        return 0;
    }
    case_file *file = &corpus->files[corpus->file_count];
    *file = *read;
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
        char repeat[1400];
        snprintf(repeat, sizeof repeat,
                 "%s: case id '%s' is also in an earlier file; the file is not run", *path,
                 duplicate);
        /* The ids added before the repeat stay in the set: a later file
        ** that repeats one of them is refused too, as when the file was
        ** kept loaded and run none of its cases. */
        case_file_free(file);
        return list_unreadable(corpus, path, repeat);
    }
    corpus->file_count++;
    corpus->files_read++;
    corpus->case_count += file->case_count;
    corpus->cases_read += file->case_count;
    return 1;
}

/* ---- reading, with threads that read ahead ---- */

enum { AHEAD_WAITING = 0, AHEAD_CLAIMED, AHEAD_READ };

/* An entry's file, read by whichever thread claimed it. */
struct case_read_ahead {
    int state;     /* AHEAD_*; changes under the reading's lock */
    int loaded;    /* AHEAD_READ: 1 `file` holds it, else `reason` says why
                   ** not (NULL: no memory for the reason) */
    case_file file;
    char *reason;
};

/* One case_corpus_next's reading: the threads claim entries from the
** window's next one up to `ahead_limit` files on, and end when `finished`.
** The lock guards every slot's state and corpus->next_entry. With one
** reader there are no threads, and the lock is never contended. */
typedef struct ahead_reading {
    case_corpus *corpus;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    int ahead_limit;
    int finished;
    const volatile sig_atomic_t *stop;
} ahead_reading;

/* Under the lock: the first entry within reach that no thread has
** claimed, now claimed; -1 when there is none. */
static int claim_entry(ahead_reading *reading) {
    case_corpus *corpus = reading->corpus;
    if (reading->finished || (reading->stop && *reading->stop)) return -1;
    int end = corpus->next_entry + reading->ahead_limit;
    if (end > corpus->entry_count) end = corpus->entry_count;
    for (int i = corpus->next_entry; i < end; i++)
        if (corpus->ahead[i].state == AHEAD_WAITING && corpus->entries[i].problem == NULL) {
            corpus->ahead[i].state = AHEAD_CLAIMED;
            return i;
        }
    return -1;
}

/* Reads claimed entry `index`, outside the lock, then marks it read. */
static void read_claimed(ahead_reading *reading, int index) {
    case_corpus *corpus = reading->corpus;
    case_read_ahead *slot = &corpus->ahead[index];
    char reason[1400];
    pthread_mutex_unlock(&reading->lock);
    /* A large file is read by as many threads as the corpus has readers:
    ** otherwise the largest file alone sets the reading's time. */
    slot->loaded = case_file_load_parts(corpus->entries[index].path, corpus->readers,
                                        &slot->file, reason, sizeof reason);
    if (!slot->loaded) slot->reason = strdup(reason);
    pthread_mutex_lock(&reading->lock);
    slot->state = AHEAD_READ;
    pthread_cond_broadcast(&reading->changed);
}

static void *reader_thread(void *argument) {
    ahead_reading *reading = argument;
    pthread_mutex_lock(&reading->lock);
    while (!reading->finished) {
        int index = claim_entry(reading);
        if (index >= 0) read_claimed(reading, index);
        else pthread_cond_wait(&reading->changed, &reading->lock);
    }
    pthread_mutex_unlock(&reading->lock);
    return NULL;
}

/* case_corpus_next's loop: this thread takes the entries into the window
** in path order and reads what no thread has claimed while it waits. With
** one reader it starts no thread and so reads each entry itself, in turn:
** the same window, by the same code, as N readers make. */
static int read_window(case_corpus *corpus, long long max_cases, size_t max_bytes,
                             const volatile sig_atomic_t *stop) {
    ahead_reading reading = {
        .corpus = corpus,
        .ahead_limit = corpus->readers * CASE_CORPUS_AHEAD_PER_READER,
        .stop = stop,
    };
    pthread_mutex_init(&reading.lock, NULL);
    pthread_cond_init(&reading.changed, NULL);
    pthread_t threads[CASE_CORPUS_READERS_MAX];
    int started = 0;
    case_file_load_before_threads();
    while (started < corpus->readers - 1 &&
           pthread_create(&threads[started], NULL, reader_thread, &reading) == 0)
        started++;
    size_t bytes = 0;
    int ok = 1;
    pthread_mutex_lock(&reading.lock);
    while (ok && corpus->next_entry < corpus->entry_count && corpus->case_count < max_cases &&
           bytes < max_bytes && !(stop && *stop)) {
        int index = corpus->next_entry;
        case_path *entry = &corpus->entries[index];
        case_read_ahead *slot = &corpus->ahead[index];
        if (entry->problem == NULL && slot->state != AHEAD_READ) {
            int other = slot->state == AHEAD_WAITING ? index : claim_entry(&reading);
            if (other == index) slot->state = AHEAD_CLAIMED;
            if (other >= 0) read_claimed(&reading, other);
            else pthread_cond_wait(&reading.changed, &reading.lock);
            continue;
        }
        corpus->next_entry++;
        pthread_cond_broadcast(&reading.changed);  /* one more entry within reach */
        pthread_mutex_unlock(&reading.lock);
        if (entry->problem) {
            ok = list_unreadable(corpus, &entry->path, entry->problem);
        } else {
            int loaded = corpus->file_count;
            ok = admit(corpus, &entry->path, slot->loaded, &slot->file, slot->reason);
            free(slot->reason);
            slot->reason = NULL;
            if (ok && corpus->file_count > loaded)
                bytes += case_arena_bytes(corpus->files[corpus->file_count - 1].arena);
        }
        pthread_mutex_lock(&reading.lock);
    }
    reading.finished = 1;
    pthread_cond_broadcast(&reading.changed);
    pthread_mutex_unlock(&reading.lock);
    for (int i = 0; i < started; i++) pthread_join(threads[i], NULL);
    pthread_cond_destroy(&reading.changed);
    pthread_mutex_destroy(&reading.lock);
    return ok;
}

/* The slots of entries read ahead and not taken (a window ended first). */
static void free_ahead(case_corpus *corpus) {
    if (corpus->ahead == NULL) return;
    for (int i = corpus->next_entry; i < corpus->entry_count; i++)
        if (corpus->ahead[i].state == AHEAD_READ) {
            if (corpus->ahead[i].loaded) case_file_free(&corpus->ahead[i].file);
            free(corpus->ahead[i].reason);
        }
    free(corpus->ahead);
    corpus->ahead = NULL;
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
    corpus->readers = case_corpus_processors();
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

int case_corpus_processors(void) {
    cpu_set_t set;
    int count = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
    if (count < 1) count = 1;
    return count < CASE_CORPUS_READERS_MAX ? count : CASE_CORPUS_READERS_MAX;
}

void case_corpus_set_readers(case_corpus *corpus, int readers) {
    assert(readers >= 1 && readers <= CASE_CORPUS_READERS_MAX);
    corpus->readers = readers;
}

int case_corpus_next(case_corpus *corpus, long long max_cases, size_t max_bytes,
                     const volatile sig_atomic_t *stop, char *error, size_t error_size) {
    clear_window(corpus);
    corpus->windows++;
    /* A slot for every entry, made once: what a thread read ahead of its
    ** turn waits there for its window. */
    if (corpus->ahead == NULL && corpus->entry_count > 0) {
        corpus->ahead = calloc((size_t)corpus->entry_count, sizeof *corpus->ahead);
        if (corpus->ahead == NULL) {
            snprintf(error, error_size, "out of memory");
            return 0;
        }
    }
    int ok = corpus->entry_count == 0 || read_window(corpus, max_cases, max_bytes, stop);
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
    free_ahead(corpus);
    free(corpus->files);
    free(corpus->unreadable);
    case_paths_free(corpus->entries, corpus->entry_count);
    case_id_hashes_destroy(corpus->ids);
    memset(corpus, 0, sizeof *corpus);
}
