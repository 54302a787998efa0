/*
** test_case_writer.c: the writer is the reader's inverse, over a whole
** corpus (the folder given as the argument, cases/).
**
** For every case of every file: the case the reader made, written back by
** case_json, is the same JSON as the case object in the file (json_equal:
** the same keys and values, in any order; a float's text may differ from
** a hand-written one, "1e300" for "1e+300", but not its value; in a
** generated file, written with Python's repr, not even its text). Then each file's written
** cases go through case_file_write into a file of their own, which the
** strict reader must accept whole, and whose cases write back to the same
** JSON again: what the writer writes, the reader reads, to the same case.
** A case the writer cannot reproduce is named with the first key that
** differs.
*/
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "case_reader.h"
#include "case_writer.h"
#include "tap.h"

enum { MAX_REPORTED = 5 };

/* The first key of `inputs`/`expect`/top level whose values differ, for a
** message; "" when the objects differ only in their set of keys. */
static int same_json(const json_t *a, const json_t *b);

static const char *first_difference(const json_t *expected, const json_t *got) {
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)expected, key, value) {
        if (!same_json(value, json_object_get(got, key))) return key;
    }
    json_object_foreach((json_t *)got, key, value) {
        if (json_object_get(expected, key) == NULL) return key;
    }
    return "";
}

/* The format reads a jax result_type case's absent `x64` as false
** (cases/README.md "Ops"): the two spellings are one case. The writer
** always writes it; the comparison drops a false one on both sides. */
static void drop_false_x64(json_t *object) {
    json_t *inputs = json_object_get(object, "inputs");
    if (json_is_false(json_object_get(inputs, "x64"))) json_object_del(inputs, "x64");
}

/* A float string of the format (cases/README.md "Values"): never an
** integer's text, which has neither a point nor an exponent. */
static int float_text(const char *text, double *value) {
    char *end;
    if (strcmp(text, "nan") == 0 || strcmp(text, "inf") == 0 || strcmp(text, "-inf") == 0 ||
        strpbrk(text, ".e") != NULL) {
        *value = strtod(text, &end);
        return *end == '\0';
    }
    return 0;
}

/* json_equal, but two float strings are equal when they are the same value
** (the sign of zero included; NaN is one value): a hand-written "1e300" is
** the "1e+300" the writer writes. */
static int same_json(const json_t *a, const json_t *b) {
    if (json_is_string(a) && json_is_string(b)) {
        double x, y;
        if (float_text(json_string_value(a), &x) && float_text(json_string_value(b), &y))
            return (isnan(x) && isnan(y)) || (x == y && signbit(x) == signbit(y));
        return strcmp(json_string_value(a), json_string_value(b)) == 0;
    }
    if (json_is_array(a) && json_is_array(b)) {
        if (json_array_size(a) != json_array_size(b)) return 0;
        for (size_t i = 0; i < json_array_size(a); i++)
            if (!same_json(json_array_get(a, i), json_array_get(b, i))) return 0;
        return 1;
    }
    if (json_is_object(a) && json_is_object(b)) {
        if (json_object_size(a) != json_object_size(b)) return 0;
        const char *key;
        json_t *value;
        json_object_foreach((json_t *)a, key, value) {
            if (!same_json(value, json_object_get(b, key))) return 0;
        }
        return 1;
    }
    return json_equal(a, b);
}

typedef struct tally {
    long long cases;
    long long differing;
    long long failures;  /* a case the writer refused */
} tally;

/* Writes every case of `file` and compares each with its object in `root`
** (the file's own JSON). Returns the list of written cases (new reference),
** or NULL. */
static json_t *write_back(tap_run *run, const case_file *file, const json_t *root, tally *counts) {
    json_t *originals = json_object_get(root, "cases"), *written = json_array();
    if (written == NULL) return NULL;
    for (int i = 0; i < file->case_count; i++) {
        char error[512];
        json_t *object = case_json(&file->cases[i], error, sizeof error);
        counts->cases++;
        if (object == NULL) {
            if (counts->failures++ < MAX_REPORTED)
                tap_diag(run, "%s: case %d: %s", file->path, i, error);
            continue;
        }
        json_t *original = json_deep_copy(json_array_get(originals, (size_t)i)),
               *compared = json_deep_copy(object);
        drop_false_x64(original);
        drop_false_x64(compared);
        /* The generator writes Python's repr of every float, as the writer
        ** does: its files must match to the character. */
        int same = strncmp(file->suite, "generated/", 10) == 0 ? json_equal(compared, original)
                                                               : same_json(compared, original);
        json_decref(compared);
        if (!same && counts->differing++ < MAX_REPORTED) {
            char *text = json_dumps(object, JSON_COMPACT | JSON_PRESERVE_ORDER);
            tap_diag(run, "%s: case %s: '%s' differs; written %s", file->path,
                     file->cases[i].id, first_difference(original, object), text ? text : "?");
            free(text);
        }
        json_decref(original);
        json_array_append_new(written, object);
    }
    return written;
}

/* The written cases as a file of their own: read back whole, each case
** writes to the same JSON. */
static int read_back(tap_run *run, const case_file *file, json_t *written) {
    char path[] = "/tmp/promcast-writer-XXXXXX", error[1024];
    int fd = mkstemp(path);
    if (fd < 0) return 0;
    close(fd);
    /* A generated file's header names its family (the suite's last part)
    ** and seed; the count is the file's own here. */
    json_t *members = NULL;
    const char *family = strrchr(file->suite, '/');
    if (file->seed >= 0)
        members = json_pack("{s:{s:s,s:I,s:I}}", "generator", "family",
                            family ? family + 1 : file->suite, "seed", (json_int_t)file->seed,
                            "count", (json_int_t)file->case_count);
    int same = case_file_write(path, file->suite, file->source, members, written, error,
                               sizeof error);
    json_decref(members);
    if (!same) tap_diag(run, "%s: case_file_write: %s", file->path, error);
    case_file again;
    if (same && !case_file_load(path, &again, error, sizeof error)) {
        tap_diag(run, "%s: written back, the reader refuses it: %s", file->path, error);
        same = 0;
    } else if (same) {
        same = again.case_count == (int)json_array_size(written);
        for (int i = 0; same && i < again.case_count; i++) {
            json_t *object = case_json(&again.cases[i], error, sizeof error);
            same = object && json_equal(object, json_array_get(written, (size_t)i));
            if (!same) tap_diag(run, "%s: case %d reads back to another case", file->path, i);
            json_decref(object);
        }
        case_file_free(&again);
    }
    unlink(path);
    return same;
}

static void corpus(tap_run *run, const char *folder) {
    case_path *entries;
    char error[1024];
    const char *paths[1] = {folder};
    int count = case_paths_collect(paths, 1, &entries, error, sizeof error);
    if (!tap_ok(run, count > 0, "the corpus %s has case files", folder)) return;
    tally counts = {0, 0, 0};
    int read_backs = 0, files = 0;
    for (int f = 0; f < count; f++) {
        if (entries[f].problem) {
            tap_diag(run, "%s: %s", entries[f].path, entries[f].problem);
            continue;
        }
        case_file file;
        json_error_t json_error;
        json_t *root = json_load_file(entries[f].path, 0, &json_error);
        if (root == NULL || !case_file_load(entries[f].path, &file, error, sizeof error)) {
            tap_diag(run, "%s: cannot read: %s", entries[f].path, root ? error : json_error.text);
            json_decref(root);
            continue;
        }
        files++;
        json_t *written = write_back(run, &file, root, &counts);
        read_backs += written && read_back(run, &file, written);
        json_decref(written);
        json_decref(root);
        case_file_free(&file);
    }
    case_paths_free(entries, count);
    tap_ok(run, files == count, "every file of the corpus is read (%d of %d)", files, count);
    tap_ok(run, counts.failures == 0, "the writer writes every case (%lld refused of %lld)",
           counts.failures, counts.cases);
    tap_ok(run, counts.differing == 0,
           "every case written is the case in its file (%lld differ of %lld)", counts.differing,
           counts.cases);
    tap_ok(run, read_backs == files,
           "every written file is read back to the same cases (%d of %d)", read_backs, files);
}

/* A case outside the format is refused with a reason, not written. */
static void refusals(tap_run *run) {
    promcast_case test_case;
    memset(&test_case, 0, sizeof test_case);
    char error[256] = "";
    json_t *object = case_json(&test_case, error, sizeof error);
    tap_ok(run, object == NULL && strstr(error, "without an id") != NULL,
           "a case without an id is refused: %s", error);
    json_decref(object);
    test_case.id = "x";
    test_case.source = "s";
    test_case.op = CASE_OP_COUNT;
    object = case_json(&test_case, error, sizeof error);
    tap_ok(run, object == NULL && strstr(error, "not an op") != NULL,
           "an op outside the format is refused: %s", error);
    json_decref(object);
    json_t *cases = json_array();
    int written = case_file_write("/nonexistent-folder/x.json", "fuzz/x", "s", NULL, cases, error,
                                  sizeof error);
    tap_ok(run, !written && strstr(error, "/nonexistent-folder/x.json") != NULL,
           "an unwritable path is refused and named: %s", error);
    written = case_file_write("/tmp/x.json", "fuzz/x", "s", NULL, NULL, error, sizeof error);
    tap_ok(run, !written && strstr(error, "not a list") != NULL,
           "cases that are not a list are refused: %s", error);
    json_decref(cases);
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    if (argc != 2) {
        fprintf(stderr, "usage: test_case_writer CORPUS_FOLDER\n");
        return 2;
    }
    refusals(&run);
    corpus(&run, argv[1]);
    return tap_finish(&run);
}
