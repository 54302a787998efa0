/*
** case_writer.h: cases back into the case format (cases/README.md), the
** inverse of case_reader.h.
**
** A case made in memory (by `promcast fuzz`, or read and changed) is written
** as the JSON the strict reader reads back to the same case: the same
** inputs, expectation, values (every value exactly, the sign of zero
** included; NaN as "nan"), tolerance and versions. The reader's test holds
** the writer to it over the whole corpus: every case read, written and
** compared with the text it was read from.
*/
#ifndef PROMCAST_RUNNER_CASE_WRITER_H
#define PROMCAST_RUNNER_CASE_WRITER_H

#include <jansson.h>
#include <stddef.h>

#include "case.h"

/* The case as a JSON object with the format's keys in the format's order
** (id, op, profile, versions, inputs, expect, source, note). Returns a new
** reference, or NULL with the reason in `error` (out of memory, or a case
** no file can hold: an op or outcome outside the format). */
json_t *case_json(const promcast_case *test_case, char *error, size_t error_size);

/* A case's inputs alone, as the format's `inputs` object. */
json_t *case_inputs_json(const promcast_case *test_case, char *error, size_t error_size);

/* An outcome as the format's `expect` object ({"shape": ...}, {"error":
** "no_promotion"}, ...). */
json_t *case_outcome_json(const case_outcome *outcome, char *error, size_t error_size);

/* Writes a case file to `path`: the header (format, format_version,
** `suite`, `source`, then each member of `members`, which may be NULL) on
** the first line, then one case of `cases` (a JSON list of case objects) a
** line, as the generator lays files out. The file is written beside `path`
** and renamed onto it, so a reader never sees half a file. Neither `members`
** nor `cases` is stolen. Returns 1, or 0 with the reason (naming the path). */
int case_file_write(const char *path, const char *suite, const char *source,
                    json_t *members, json_t *cases, char *error, size_t error_size);

#endif
