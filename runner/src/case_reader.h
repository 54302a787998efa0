/*
** case_reader.h: reading case files (cases/README.md) into case_files.
**
** The one reader every tool uses. It is strict: it accepts exactly what
** cases/schema.json accepts (ids, suites and values by the schema's
** patterns, a profile exactly on the ops that take one, the expectation
** kinds each op allows, ...), and refuses besides what a schema cannot say:
** data that does not fill its shape, a value its dtype cannot hold exactly,
** a repeated id or key, a dimension that overflows, `versions` out of its
** place (right after `profile`) or not oldest first. A refused file is
** refused whole, with one line naming the file, the case (index and id,
** escaped) and the reason. Only regular files are read.
** runner/tests/malformed/ holds one file for each refusal, which the
** reader's test and the schema's test both read.
*/
#ifndef PROMCAST_RUNNER_CASE_READER_H
#define PROMCAST_RUNNER_CASE_READER_H

#include <stddef.h>

#include "case.h"

/* Loads `path`. Returns 1 with `file` filled (free it with case_file_free),
** or 0 with the reason in `error` and nothing to free. */
int case_file_load(const char *path, case_file *file, char *error,
                   size_t error_size);

/* The same, reading a large file's cases with up to `parts` threads at once
** (a file of fewer than 1,024 cases a thread is read by fewer): the same
** file, cases and refusals as with one. Call case_file_load_before_threads
** first. */
int case_file_load_parts(const char *path, int parts, case_file *file, char *error,
                         size_t error_size);

/* Readies the reader for threads that call case_file_load at once: JSON's
** hash seed is made here, before them (jansson's "Thread safety": seed
** before spawning threads, https://jansson.readthedocs.io/en/latest/portability.html). */
void case_file_load_before_threads(void);

/* The same for a file's contents already in memory; `name` stands for the
** path in messages. */
int case_file_load_buffer(const char *name, const char *text, size_t length,
                          case_file *file, char *error, size_t error_size);

/* case_file_load_parts for a file's contents already in memory. */
int case_file_load_buffer_parts(const char *name, const char *text, size_t length, int parts,
                                case_file *file, char *error, size_t error_size);

/* The same with parts as small as `min_part_cases` (at least 1): for the
** fuzz harness, whose inputs are small, to split them too. */
int case_file_load_buffer_split(const char *name, const char *text, size_t length, int parts,
                                int min_part_cases, case_file *file, char *error,
                                size_t error_size);

/* The same, always parsing the text as one JSON tree, where
** case_file_load_buffer reads a corpus file one case at a time and parses
** it whole only for files of another shape and to report a fault. Both
** accept the same texts with the same cases and refuse the rest with the
** same message; tests and the fuzz harness hold them to it. */
int case_file_load_buffer_whole(const char *name, const char *text, size_t length,
                                case_file *file, char *error, size_t error_size);

void case_file_free(case_file *file);

/* The key of operand `index` of a function of several arrays in the case
** format ("condition", "x1", "x2" for where; "x", "min", "max" for clip),
** or NULL past its last operand and for the functions that take the list
** `arrays` (concat, stack, broadcast_arrays). */
const char *case_function_operand_key(pc_function function, int index);

/* A path to read, or the reason it cannot be read. */
typedef struct case_path {
    char *path;
    char *problem;  /* NULL for a case file to read */
} case_path;

/* Expands files and directories (searched recursively for *.json, in sorted
** order) into a list of entries, each a file to read or a path that cannot
** be (case_paths.c). Returns the count, or -1 when out of memory. Free with
** case_paths_free. */
int case_paths_collect(const char *const *paths, int path_count, case_path **entries,
                       char *error, size_t error_size);

void case_paths_free(case_path *entries, int count);

/* A set of case ids, to find ids repeated across files. */
typedef struct case_id_set case_id_set;

case_id_set *case_id_set_create(void);
void case_id_set_destroy(case_id_set *set);

/* Adds `id`; returns 1 if it was new, 0 if already present, -1 out of
** memory. The set keeps the pointer: `id` must outlive the set. */
int case_id_set_add(case_id_set *set, const char *id);

/* A set of case ids kept as 64-bit hashes (FNV-1a, then a mixing step),
** for the ids of a whole run, whose files are not all in memory at once
** (case_corpus.h): 8-byte slots, at most three quarters full (10 million
** ids take 2^24 slots, 128 MiB, and 192 MiB while the table doubles). Two
** ids that share a hash read as one id repeated; among n distinct ids the
** chance of any such pair is about n^2 / 2^65 (10 million ids: 3 in a
** million runs), and its cost is a file refused, loudly, not a wrong
** verdict. */
typedef struct case_id_hashes case_id_hashes;

case_id_hashes *case_id_hashes_create(void);
void case_id_hashes_destroy(case_id_hashes *set);

/* Adds `id`'s hash; returns 1 if it was new, 0 if already present, -1 out
** of memory. The set keeps no pointer to `id`. */
int case_id_hashes_add(case_id_hashes *set, const char *id);

#endif
