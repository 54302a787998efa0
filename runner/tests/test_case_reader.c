/*
** test_case_reader.c: the case reader refuses every malformed file the
** format rules out, with the file, the case and the reason; and values round
** trip exactly for every dtype (decode, then format back to the same text);
** and the two format extensions, Python-scalar inputs of element-wise ops
** and an expected array's tolerance scale, reach the case model as case.h
** says (the example files of both are in the folder given second,
** runner/tests/data/).
**
** The malformed files are data, in the folder given as the first argument
** (runner/tests/malformed/): its manifest, expected-errors.txt, names each
** file and a text its refusal must contain. generator/tests/test_schema.py
** checks the same files against cases/schema.json, so the reader and the
** schema refuse the same things.
*/
#include <dirent.h>
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "case_reader.h"
#include "case_values.h"
#include "case_versions.h"
#include "tap.h"

static const char *write_temporary(const char *text, char *path, size_t size) {
    snprintf(path, size, "/tmp/promcast-reader-XXXXXX");
    int fd = mkstemp(path);
    if (fd < 0) return NULL;
    size_t length = strlen(text);
    if (write(fd, text, length) != (ssize_t)length) {
        close(fd);
        return NULL;
    }
    close(fd);
    return path;
}

#define HEADER "{\"format\":\"promcast-cases\",\"format_version\":1,\"suite\":\"spec/t\",\"source\":\"test\",\"cases\":["
#define GOOD_CASE "{\"id\":\"a\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[2,1],[3]]},\"source\":\"s\",\"expect\":{\"shape\":[2,3]}}"

/* A diagnostic's text on one line: controls become '?'. */
static const char *one_line(const char *text, char *buffer, size_t size) {
    size_t i = 0;
    for (; text[i] && i + 1 < size; i++)
        buffer[i] = (unsigned char)text[i] < 0x20 ? '?' : text[i];
    buffer[i] = '\0';
    return buffer;
}

/* One line of the manifest: "FILE | TEXT | schema" or "FILE | TEXT |
** reader-only: WHY". Splits `line` in place; returns 0 if it is neither. */
typedef struct manifest_entry {
    const char *file;
    const char *text;
    const char *verdict;
} manifest_entry;

static int parse_manifest_line(char *line, manifest_entry *entry) {
    line[strcspn(line, "\n")] = '\0';
    char *first = strstr(line, " | ");
    if (!first) return 0;
    char *last = first;
    for (char *next; (next = strstr(last + 3, " | ")) != NULL;) last = next;
    if (last == first) return 0;
    *first = '\0';
    *last = '\0';
    entry->file = line;
    entry->text = first + 3;
    entry->verdict = last + 3;
    size_t length = strlen(entry->file);
    int file_ok = length > 5 && strcmp(entry->file + length - 5, ".json") == 0 &&
                  strchr(entry->file, '/') == NULL;
    int verdict_ok = strcmp(entry->verdict, "schema") == 0 ||
                     (strncmp(entry->verdict, "reader-only: ", 13) == 0 &&
                      entry->verdict[13] != '\0');
    return file_ok && entry->text[0] != '\0' && verdict_ok;
}

/* Reads `path` whole into memory; NULL if it cannot. */
static char *slurp(const char *path, size_t *length) {
    FILE *in = fopen(path, "rb");
    if (!in) return NULL;
    char *text = NULL;
    long size = fseek(in, 0, SEEK_END) == 0 ? ftell(in) : -1;
    if (size >= 0 && fseek(in, 0, SEEK_SET) == 0 && (text = malloc((size_t)size + 1)) != NULL &&
        fread(text, 1, (size_t)size, in) != (size_t)size) {
        free(text);
        text = NULL;
    }
    fclose(in);
    *length = (size_t)(size < 0 ? 0 : size);
    return text;
}

/* The case reader and the whole-text reader (case_reader.h) give `text` the
** same answer: both refuse it with the same message, or both load the same
** cases (ids and inputs, in order). */
static void text_readers_agree_in_parts(tap_run *run, const char *name, const char *text,
                                        size_t length, int parts, const char *what) {
    case_file one, whole;
    char error_one[1024] = "", error_whole[1024] = "";
    int loaded_one = case_file_load_buffer_parts(name, text, length, parts, &one, error_one,
                                                 sizeof error_one);
    int loaded_whole = case_file_load_buffer_whole(name, text, length, &whole, error_whole,
                                                   sizeof error_whole);
    int same = loaded_one == loaded_whole;
    if (same && !loaded_one) same = strcmp(error_one, error_whole) == 0;
    if (same && loaded_one) {
        same = one.case_count == whole.case_count && strcmp(one.suite, whole.suite) == 0 &&
               one.seed == whole.seed;
        for (int i = 0; same && i < one.case_count; i++)
            same = strcmp(one.cases[i].id, whole.cases[i].id) == 0 &&
                   strcmp(one.cases[i].inputs_text, whole.cases[i].inputs_text) == 0 &&
                   one.cases[i].index == whole.cases[i].index;
    }
    tap_ok(run, same, "read a case at a time by %d thread%s and read whole, the same answer: %s",
           parts, parts == 1 ? "" : "s", what);
    if (!same) tap_diag(run, "  one at a time: %d '%s'; whole: %d '%s'", loaded_one, error_one,
                        loaded_whole, error_whole);
    if (loaded_one) case_file_free(&one);
    if (loaded_whole) case_file_free(&whole);
}

static void text_readers_agree(tap_run *run, const char *name, const char *text, size_t length,
                               const char *what) {
    text_readers_agree_in_parts(run, name, text, length, 1, what);
}

static void readers_agree(tap_run *run, const char *path, const char *what) {
    size_t length = 0;
    char *text = slurp(path, &length);
    if (!tap_ok(run, text != NULL, "%s can be read", what)) return;
    text_readers_agree(run, path, text, length, what);
    free(text);
}

/* The file must exist, be refused, and the refusal must name its path and
** contain the manifest's text. */
static void expect_refused(tap_run *run, const char *folder, const manifest_entry *entry) {
    char path[1024], error[1024] = "", shown[1024];
    snprintf(path, sizeof path, "%s/%s", folder, entry->file);
    struct stat info;
    if (stat(path, &info) != 0 || !S_ISREG(info.st_mode)) {
        tap_ok(run, 0, "%s: named in the manifest, but not a file of the folder", entry->file);
        return;
    }
    case_file file;
    int loaded = case_file_load(path, &file, error, sizeof error);
    int passed = !loaded && strstr(error, path) && strstr(error, entry->text);
    tap_ok(run, passed, "refused: %s", entry->file);
    if (!passed) {
        tap_diag(run, "  expected the path and '%s'", one_line(entry->text, shown, sizeof shown));
        tap_diag(run, "  loaded=%d error='%s'", loaded, one_line(error, shown, sizeof shown));
    }
    if (loaded) case_file_free(&file);
    readers_agree(run, path, entry->file);
}

/* Whether `name` is one of the manifest's `count` files. */
static int listed(const manifest_entry *entries, int count, const char *name) {
    for (int i = 0; i < count; i++)
        if (strcmp(entries[i].file, name) == 0) return 1;
    return 0;
}

static void malformed(tap_run *run, const char *folder) {
    enum { MAX_ENTRIES = 1024, LINE_SIZE = 1024 };
    static char lines[MAX_ENTRIES][LINE_SIZE];
    static manifest_entry entries[MAX_ENTRIES];
    char manifest_path[1024];
    snprintf(manifest_path, sizeof manifest_path, "%s/expected-errors.txt", folder);
    FILE *manifest = fopen(manifest_path, "r");
    if (!tap_ok(run, manifest != NULL, "the manifest %s can be read", manifest_path)) return;
    int count = 0, number = 0;
    while (count < MAX_ENTRIES && fgets(lines[count], LINE_SIZE, manifest)) {
        number++;
        char *line = lines[count];
        if (line[0] == '#' || line[0] == '\n') continue;
        if (!parse_manifest_line(line, &entries[count])) {
            tap_ok(run, 0, "manifest line %d is FILE.json | TEXT | schema (or reader-only: WHY)",
                   number);
            continue;
        }
        expect_refused(run, folder, &entries[count]);
        count++;
    }
    fclose(manifest);
    tap_ok(run, count > 0, "the manifest lists %d malformed files", count);

    DIR *directory = opendir(folder);
    int strays = 0, files = 0;
    for (struct dirent *item; directory && (item = readdir(directory)) != NULL;) {
        size_t length = strlen(item->d_name);
        if (length < 5 || strcmp(item->d_name + length - 5, ".json") != 0) continue;
        files++;
        if (!listed(entries, count, item->d_name)) {
            strays++;
            tap_diag(run, "  %s is not in the manifest", item->d_name);
        }
    }
    if (directory) closedir(directory);
    tap_ok(run, directory && strays == 0, "all %d .json files of the folder are in the manifest",
           files);
}

static void well_formed(tap_run *run) {
    char path[64], error[1024];
    case_file file;
    write_temporary(HEADER GOOD_CASE "]}", path, sizeof path);
    int loaded = case_file_load(path, &file, error, sizeof error);
    tap_ok(run, loaded && file.case_count == 1 && strcmp(file.cases[0].id, "a") == 0 &&
                    file.cases[0].shape_count == 2 && file.cases[0].expect.kind == OUTCOME_SHAPE,
           "a well-formed file loads");
    if (!loaded) tap_diag(run, "  %s", error);
    if (loaded) case_file_free(&file);
    unlink(path);
    tap_ok(run, !case_file_load("/nonexistent/promcast.json", &file, error, sizeof error) &&
                    strstr(error, "/nonexistent/promcast.json"),
           "a missing file is refused with its name: %s", error);
}

/* Loads HEADER + `case_text` + "]}" (one case) into *file; 1 on success. */
static int load_one(const char *case_text, case_file *file, char *error, size_t size) {
    char text[4096];
    snprintf(text, sizeof text, HEADER "%s]}", case_text);
    return case_file_load_buffer("one.json", text, strlen(text), file, error, size);
}

#define BINARY_CASE(op, a, b) \
    "{\"id\":\"s\",\"op\":\"" op "\",\"profile\":\"torch\",\"inputs\":{\"a\":" a ",\"b\":" b \
    ",\"default_float\":\"float32\"},\"source\":\"s\",\"expect\":{\"error\":\"no_promotion\"}}"
#define INT16_ARRAY "{\"dtype\":\"int16\",\"shape\":[2],\"data\":[\"1\",\"2\"]}"
#define FLOAT32_0D "{\"dtype\":\"float32\",\"shape\":[],\"data\":[\"1.5\"]}"

/* An element-wise case's scalar input (cases/README.md "Ops") in the case
** model as case.h says: two operands, the scalar's with its value and an
** int's exact text, the array's category by its rank, the scalar's array
** empty; two arrays leave operand_count 0. */
static void scalar_inputs(tap_run *run) {
    case_file file;
    char error[1024];
    int loaded = load_one(BINARY_CASE("add", INT16_ARRAY,
                                      "{\"kind\":\"int\",\"value\":\"-18446744073709551616\"}"),
                          &file, error, sizeof error);
    const promcast_case *c = loaded ? &file.cases[0] : NULL;
    tap_ok(run, c && c->operand_count == 2 && case_input_is_scalar(c, 1) &&
                    !case_input_is_scalar(c, 0) &&
                    c->operands[0].category == PC_OPERAND_DIMENSIONED &&
                    c->operands[0].dtype == PC_INT16 &&
                    c->operands[1].category == PC_OPERAND_SCALAR &&
                    c->operands[1].scalar_kind == PC_SCALAR_INT && c->operands[1].has_value &&
                    c->operands[1].value.negative && c->operands[1].value.beyond_64_bits &&
                    c->operand_int_texts[0] == NULL &&
                    strcmp(c->operand_int_texts[1], "-18446744073709551616") == 0 &&
                    c->array_count == 2 && c->arrays[0].dtype == PC_INT16 &&
                    c->arrays[0].element_count == 2 && c->arrays[1].dtype == PC_DTYPE_NONE &&
                    c->arrays[1].element_count == 0 && c->arrays[1].data == NULL &&
                    strstr(c->inputs_text, "\"b\":{\"kind\":\"int\",\"value\":\"-18446744073709551616\"}"),
           "add(int16 array, int -2^64): b is an int scalar with its exact text, a dimensioned");
    if (!loaded) tap_diag(run, "  %s", error);
    if (loaded) case_file_free(&file);

    loaded = load_one(BINARY_CASE("subtract", "{\"kind\":\"float\",\"value\":\"0.5\"}", FLOAT32_0D),
                      &file, error, sizeof error);
    c = loaded ? &file.cases[0] : NULL;
    tap_ok(run, c && c->operand_count == 2 && case_input_is_scalar(c, 0) &&
                    c->operands[0].scalar_kind == PC_SCALAR_FLOAT &&
                    c->operands[0].value.real == 0.5 && c->operand_int_texts[0] == NULL &&
                    c->operands[1].category == PC_OPERAND_ZERO_DIM &&
                    c->operands[1].dtype == PC_FLOAT32 && c->arrays[0].dtype == PC_DTYPE_NONE,
           "subtract(float 0.5, 0-d float32): a is the scalar, b zero_dim");
    if (!loaded) tap_diag(run, "  %s", error);
    if (loaded) case_file_free(&file);

    loaded = load_one(BINARY_CASE("multiply_inplace", INT16_ARRAY,
                                  "{\"kind\":\"complex\",\"value\":[\"1.0\",\"-2.5\"]}"),
                      &file, error, sizeof error);
    c = loaded ? &file.cases[0] : NULL;
    tap_ok(run, c && c->op == CASE_BINARY_INPLACE && c->operand_count == 2 &&
                    case_input_is_scalar(c, 1) && c->operands[1].scalar_kind == PC_SCALAR_COMPLEX &&
                    c->operands[1].value.real == 1.0 && c->operands[1].value.imag == -2.5,
           "multiply_inplace(int16 array, complex 1-2.5j): b is the scalar");
    if (!loaded) tap_diag(run, "  %s", error);
    if (loaded) case_file_free(&file);

    loaded = load_one(BINARY_CASE("bitwise_and", INT16_ARRAY, "{\"kind\":\"bool\",\"value\":true}"),
                      &file, error, sizeof error);
    c = loaded ? &file.cases[0] : NULL;
    tap_ok(run, c && case_input_is_scalar(c, 1) && c->operands[1].scalar_kind == PC_SCALAR_BOOL &&
                    c->operands[1].value.magnitude == 1 && c->operand_int_texts[1] == NULL,
           "bitwise_and(int16 array, True): a bool scalar");
    if (!loaded) tap_diag(run, "  %s", error);
    if (loaded) case_file_free(&file);

    loaded = load_one(BINARY_CASE("add", INT16_ARRAY, FLOAT32_0D), &file, error, sizeof error);
    c = loaded ? &file.cases[0] : NULL;
    tap_ok(run, c && c->operand_count == 0 && c->operands == NULL && !case_input_is_scalar(c, 0) &&
                    !case_input_is_scalar(c, 1) && c->arrays[1].dtype == PC_FLOAT32,
           "add of two arrays: no operands, as before");
    if (loaded) case_file_free(&file);
}

#define PROMOTE_CASE(profile_and_versions)                                                     \
    "{\"id\":\"v\",\"op\":\"promote_types\",\"profile\":" profile_and_versions         \
    ",\"inputs\":{\"dtypes\":[\"int8\",\"int16\"]},\"expect\":{\"dtype\":\"int16\"},"  \
    "\"source\":\"s\"}"

/* A case's `versions` (cases/README.md "Versions") as case_versions.h
** says: a bit per version, oldest first, none when the key is absent; the
** case holds at the versions it lists (at each when it lists none). */
static void versions(tap_run *run) {
    case_file file;
    char error[1024];
    const pc_profile *at_2021 = pc_profile_find("array-api@2021.12");
    const pc_profile *at_2023 = pc_profile_find("array-api@2023.12");
    const pc_profile *latest = pc_profile_find("array-api");
    int loaded = load_one(PROMOTE_CASE("\"array-api\",\"versions\":[\"2023.12\",\"2025.12\"]"),
                          &file, error, sizeof error);
    const promcast_case *c = loaded ? &file.cases[0] : NULL;
    char listed[128] = "";
    if (c) case_versions_format(c, listed, sizeof listed);
    tap_ok(run, c && at_2021 && at_2023 && latest && c->versions == (1u << 2 | 1u << 4) &&
                    !case_holds_at(c, at_2021) && case_holds_at(c, at_2023) &&
                    case_holds_at(c, latest) && strcmp(listed, "2023.12, 2025.12") == 0,
           "versions [2023.12, 2025.12]: bits 2 and 4; holds at 2023.12 and 2025.12, not 2021.12");
    if (!loaded) tap_diag(run, "  %s", error);
    if (loaded) case_file_free(&file);

    loaded = load_one(PROMOTE_CASE("\"array-api\""), &file, error, sizeof error);
    c = loaded ? &file.cases[0] : NULL;
    if (c) case_versions_format(c, listed, sizeof listed);
    tap_ok(run, c && c->versions == 0 && case_holds_at(c, at_2021) && case_holds_at(c, latest) &&
                    strcmp(listed, "2021.12, 2022.12, 2023.12, 2024.12, 2025.12") == 0,
           "no versions: every version");
    if (loaded) case_file_free(&file);
}

#define SCALED_CASE(dtype, data, tolerance)                                                     \
    "{\"id\":\"t\",\"op\":\"add\",\"profile\":\"torch\",\"inputs\":{\"a\":" FLOAT32_0D      \
    ",\"b\":" FLOAT32_0D ",\"default_float\":\"float32\"},\"source\":\"s\",\"expect\":{\"array\":" \
    "{\"dtype\":\"" dtype "\",\"shape\":[2],\"data\":" data ",\"tolerance\":" tolerance "}}}"

/* An expected array's scale (cases/README.md "ARRAY") in the model: one
** double per element, or NULL. */
static void tolerance_scales(tap_run *run) {
    case_file file;
    char error[1024];
    int loaded = load_one(SCALED_CASE("float32", "[\"3.0\",\"-0.0\"]",
                                      "{\"ulp\":3,\"scale\":[\"4.0\",\"1e-300\"]}"),
                          &file, error, sizeof error);
    const case_outcome *e = loaded ? &file.cases[0].expect : NULL;
    tap_ok(run, e && e->ulp_tolerance == 3 && e->ulp_scale && e->ulp_scale[0] == 4.0 &&
                    e->ulp_scale[1] == 1e-300,
           "a float32 array's scale is read, one double per element");
    if (!loaded) tap_diag(run, "  %s", error);
    if (loaded) case_file_free(&file);

    loaded = load_one(SCALED_CASE("complex64", "[[\"3.0\",\"1.0\"],[\"0.0\",\"0.0\"]]",
                                  "{\"ulp\":2,\"scale\":[\"0.0\",\"0.5\"]}"),
                      &file, error, sizeof error);
    e = loaded ? &file.cases[0].expect : NULL;
    tap_ok(run, e && e->ulp_scale && e->ulp_scale[0] == 0.0 && !signbit(e->ulp_scale[0]) &&
                    e->ulp_scale[1] == 0.5,
           "a complex64 array's scale: one entry per element, not per part");
    if (!loaded) tap_diag(run, "  %s", error);
    if (loaded) case_file_free(&file);

    loaded = load_one(SCALED_CASE("float32", "[\"3.0\",\"-0.0\"]", "{\"ulp\":3}"), &file, error,
                      sizeof error);
    e = loaded ? &file.cases[0].expect : NULL;
    tap_ok(run, e && e->ulp_tolerance == 3 && e->ulp_scale == NULL, "without a scale, NULL");
    if (loaded) case_file_free(&file);
}

/* The well-formed example files of both extensions (runner/tests/data) load,
** the same both ways. */
static void examples(tap_run *run, const char *folder) {
    static const char *const names[] = {"scalar-operands.json", "tolerance-scale.json",
                                        "wrong-expectations.json", "functions.json"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[1024], error[1024];
        snprintf(path, sizeof path, "%s/%s", folder, names[i]);
        case_file file;
        int loaded = case_file_load(path, &file, error, sizeof error);
        tap_ok(run, loaded && file.case_count > 0 && file.streamed, "%s loads, a case at a time",
               names[i]);
        if (!loaded) tap_diag(run, "  %s", error);
        if (loaded) case_file_free(&file);
        readers_agree(run, path, names[i]);
    }
}

/* The case of `file` with id `id`, or NULL. */
static const promcast_case *find_case(const case_file *file, const char *id) {
    for (int i = 0; i < file->case_count; i++)
        if (strcmp(file->cases[i].id, id) == 0) return &file->cases[i];
    return NULL;
}

/* The functions of several arrays (data/functions.json) reach the case
** model as case.h says: operands of three forms in the function's order,
** a scalar int's exact text, the three kinds of axis, and
** broadcast_arrays' list of expected views with their strides. */
static void functions(tap_run *run, const char *folder) {
    char path[1024], error[1024];
    snprintf(path, sizeof path, "%s/functions.json", folder);
    case_file file;
    if (!case_file_load(path, &file, error, sizeof error)) {
        tap_ok(run, 0, "functions.json loads");
        tap_diag(run, "  %s", error);
        return;
    }
    const promcast_case *c = find_case(&file, "functions/where/scalar-int-x1");
    tap_ok(run, c && c->op == CASE_WHERE && case_op_is_function(c->op) &&
                    case_op_function(c->op) == PC_FUNCTION_WHERE && c->input_count == 3 &&
                    c->inputs[0].kind == CASE_INPUT_ARRAY && c->inputs[0].array.dtype == PC_BOOL &&
                    c->inputs[1].kind == CASE_INPUT_SCALAR &&
                    c->inputs[1].scalar.category == PC_OPERAND_SCALAR &&
                    c->inputs[1].scalar.scalar_kind == PC_SCALAR_INT &&
                    c->inputs[1].scalar.has_value && strcmp(c->inputs[1].int_text, "7") == 0 &&
                    c->inputs[2].kind == CASE_INPUT_ARRAY && c->inputs[2].array.dtype == PC_INT16 &&
                    c->axis_kind == PC_AXIS_DEFAULT && c->array_count == 0 &&
                    c->operand_count == 0 && strcmp(c->profile, "numpy") == 0,
           "where(bool array, int 7, int16 array): condition, x1 scalar with its text, x2");
    c = find_case(&file, "functions/clip/min-only");
    tap_ok(run, c && c->op == CASE_CLIP && c->input_count == 3 &&
                    c->inputs[0].kind == CASE_INPUT_ARRAY &&
                    c->inputs[1].kind == CASE_INPUT_SCALAR &&
                    c->inputs[2].kind == CASE_INPUT_NONE &&
                    c->inputs[2].array.dtype == PC_DTYPE_NONE &&
                    strstr(c->inputs_text, "\"max\":null"),
           "clip(x, -1, None): the None bound is an input of kind none");
    c = find_case(&file, "functions/vecdot/axis");
    const promcast_case *d = find_case(&file, "functions/vecdot/default-axis");
    tap_ok(run, c && d && c->axis_kind == PC_AXIS_GIVEN && c->axis_value == -1 &&
                    d->axis_kind == PC_AXIS_DEFAULT && d->input_count == 2 &&
                    c->expect.ulp_tolerance == 4 &&
                    c->expect.ulp_scale && c->expect.ulp_scale[1] == 10.0,
           "vecdot: axis -1 given, or left out; a float result's scaled tolerance");
    c = find_case(&file, "functions/concat/axis-none");
    d = find_case(&file, "functions/concat/none");
    tap_ok(run, c && d && c->op == CASE_CONCAT && c->axis_kind == PC_AXIS_NONE &&
                    c->input_count == 2 && c->inputs[0].array.shape.rank == 2 &&
                    d->input_count == 0 && d->expect.kind == OUTCOME_ERROR &&
                    d->expect.error == PC_INVALID_ARGUMENT,
           "concat: axis null is None; a list of no arrays is read");
    c = find_case(&file, "functions/broadcast-arrays/two");
    tap_ok(run, c && c->op == CASE_BROADCAST_ARRAYS && c->profile == NULL &&
                    c->input_count == 2 && c->expect.kind == OUTCOME_ARRAYS &&
                    c->expect.array_count == 2 && c->expect.arrays[0].dtype == PC_INT8 &&
                    c->expect.arrays[0].strides && c->expect.arrays[0].strides[0] == 1 &&
                    c->expect.arrays[0].strides[1] == 0 &&
                    c->expect.arrays[1].element_count == 6 &&
                    strcmp(case_op_name(c), "broadcast_arrays") == 0,
           "broadcast_arrays: no profile, one expected view per input, with strides");
    d = find_case(&file, "functions/broadcast-arrays/none");
    tap_ok(run, d && d->input_count == 0 && d->expect.kind == OUTCOME_ARRAYS &&
                    d->expect.array_count == 0,
           "broadcast_arrays of no arrays expects no views");
    case_file_free(&file);

    /* Op keys: each function has its own, named as the format names it. */
    static const char *const names[] = {"where", "clip", "matmul", "vecdot", "concat",
                                        "stack", "broadcast_arrays"};
    int keys_ok = 1;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        case_op op;
        pc_binary_op binary_op;
        promcast_case probe;
        memset(&probe, 0, sizeof probe);
        keys_ok &= case_op_parse(names[i], &op, &binary_op) && case_op_is_function(op) &&
                   strcmp(pc_function_name(case_op_function(op)), names[i]) == 0;
        probe.op = op;
        int key = case_op_key(&probe);
        keys_ok &= key >= 0 && key < CASE_OP_KEY_COUNT &&
                   strcmp(case_op_key_name(key), names[i]) == 0;
    }
    tap_ok(run, keys_ok, "each function parses, and its op key names it");

    /* 4096 arrays at most (schema.json's maxItems). */
    for (int count = 4096; count <= 4097; count++) {
        size_t size = (size_t)count * 48 + 512;
        char *text = malloc(size);
        size_t used = (size_t)snprintf(text, size, HEADER "{\"id\":\"a\",\"op\":\"broadcast_arrays\","
                                       "\"inputs\":{\"arrays\":[");
        for (int i = 0; i < count; i++)
            used += (size_t)snprintf(text + used, size - used, "%s{\"dtype\":\"bool\",\"shape\":[0],"
                                     "\"data\":[]}", i ? "," : "");
        snprintf(text + used, size - used, "]},\"source\":\"s\",\"expect\":{\"error\":"
                 "\"incompatible_shapes\"}}]}");
        int loaded = case_file_load_buffer("many.json", text, strlen(text), &file, error,
                                           sizeof error);
        if (count == 4096)
            tap_ok(run, loaded && file.cases[0].input_count == 4096,
                   "broadcast_arrays of 4096 arrays is read");
        else
            tap_ok(run, !loaded && strstr(error, "'arrays' has 4097 arrays; op broadcast_arrays "
                                                 "takes at most 4096"),
                   "broadcast_arrays of 4097 arrays is refused");
        if (loaded) case_file_free(&file);
        free(text);
    }
}

/* Layouts the generator does not write, each read the same both ways: the
** one-case-at-a-time reader must find the cases list wherever it is and
** leave every fault to the whole-text reader's message. */
static void layouts(tap_run *run) {
    static const char *const texts[] = {
        HEADER GOOD_CASE "]}",
        HEADER "]}",
        HEADER " ]}",
        HEADER "\n" GOOD_CASE ",\n" "{\"id\":\"b\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[1]]},\"source\":\"s\",\"expect\":{\"shape\":[1]}}\n]}\n",
        "{\"cases\":[" GOOD_CASE "],\"format\":\"promcast-cases\",\"format_version\":1,\"suite\":\"spec/t\",\"source\":\"test\"}",
        " \r\n\t{ \"format\" : \"promcast-cases\" ,\"format_version\":1,\"suite\":\"spec/t\",\"source\":\"a ] \\\" [ { \\\\\",\"cases\" :\n [ \n" GOOD_CASE " \n ] } \n",
        HEADER GOOD_CASE "," GOOD_CASE "]}",
        HEADER GOOD_CASE ",]}",
        HEADER GOOD_CASE " " GOOD_CASE "]}",
        HEADER "1]}",
        HEADER GOOD_CASE "]} x",
        HEADER GOOD_CASE "]},",
        HEADER GOOD_CASE "]",
        HEADER GOOD_CASE "]}]}",
        "{\"format\":\"promcast-cases\",\"format_version\":1,\"suite\":\"spec/t\",\"source\":\"test\",\"cases\":[],\"cases\":[" GOOD_CASE "]}",
        "{\"format\":\"promcast-cases\",\"format_version\":1,\"suite\":\"spec/t\",\"source\":\"test\",\"c\\u0061ses\":[" GOOD_CASE "]}",
        "{\"format\":\"promcast-cases\",\"format_version\":1,\"suite\":\"spec/t\",\"source\":{\"cases\":[1]},\"cases\":[" GOOD_CASE "]}",
        "{\"format\":\"promcast-cases\",\"format_version\":1,\"suite\":\"spec/t\",\"source\":\"test\",\"cases\":\"[]\"}",
        HEADER "{\"id\":\"a\",\"id\":\"b\"}]}",
        HEADER "{\"id\":\"\xff\"}]}",
        "[" GOOD_CASE "]",
        "",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        char what[32];
        snprintf(what, sizeof what, "layout %zu", i);
        text_readers_agree(run, "layout.json", texts[i], strlen(texts[i]), what);
    }
    /* The generator's layout and the reordered, spaced one are read a case
    ** at a time (else the agreement above would hold vacuously); a text the
    ** skim cannot place is read whole. */
    static const struct {
        size_t layout;
        int streamed;
    } paths[] = {{0, 1}, {3, 1}, {4, 1}, {5, 1}, {15, 0}};
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        case_file file;
        char error[512];
        const char *text = texts[paths[i].layout];
        int loaded = case_file_load_buffer("layout.json", text, strlen(text), &file, error,
                                           sizeof error);
        tap_ok(run, loaded && file.streamed == paths[i].streamed,
               "layout %zu is read %s", paths[i].layout,
               paths[i].streamed ? "a case at a time" : "whole");
        if (loaded) case_file_free(&file);
    }
}

/* The decoder reads exactly the schema's spellings: int strings
** ^-?(0|[1-9][0-9]*)$, float strings
** ^(nan|inf|-inf|-?(0|[1-9][0-9]*)(\.[0-9]+)?(e[-+]?[0-9]+)?)$ (the
** malformed files hold one of each kind of refusal; this is every variant). */
static void spellings(tap_run *run) {
    static const struct {
        const char *dtype;
        const char *text;
        int accepted;
    } cases[] = {
        {"int64", "0", 1}, {"int64", "-0", 1}, {"int64", "-12", 1},
        {"int64", "007", 0}, {"int64", "00", 0}, {"int64", "-01", 0}, {"int64", "+1", 0},
        {"int64", " 1", 0}, {"int64", "1 ", 0}, {"int64", "", 0}, {"int64", "-", 0},
        {"int64", "1e3", 0}, {"int64", "0x10", 0}, {"uint8", "-0", 1},
        {"float64", "1e5", 1}, {"float64", "1e+05", 1}, {"float64", "-2.5e-3", 1},
        {"float64", "0.5", 1}, {"float64", "-0", 1}, {"float64", "12", 1},
        {"float64", "nan", 1}, {"float64", "inf", 1}, {"float64", "-inf", 1},
        {"float64", "1E5", 0}, {"float64", "+1", 0}, {"float64", ".5", 0},
        {"float64", "1.", 0}, {"float64", "1.e5", 0}, {"float64", "0x10", 0},
        {"float64", "  1", 0}, {"float64", "1 ", 0}, {"float64", "-nan", 0},
        {"float64", "+inf", 0}, {"float64", "NaN", 0}, {"float64", "Infinity", 0},
        {"float64", "infinity", 0}, {"float64", "1e", 0}, {"float64", "1e+", 0},
        {"float64", "01", 0}, {"float64", "-01.5", 0}, {"float64", "", 0},
        {"float64", "-", 0}, {"float64", "1e400", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pc_dtype dtype;
        pc_dtype_parse(cases[i].dtype, strlen(cases[i].dtype), &dtype);
        json_t *value = json_string(cases[i].text);
        unsigned char storage[16];
        char why[200] = "";
        int decoded = case_value_decode(value, dtype, storage, why, sizeof why);
        tap_ok(run, decoded == cases[i].accepted, "%s '%s' is %s", cases[i].dtype, cases[i].text,
               cases[i].accepted ? "read" : "refused");
        json_decref(value);
    }
}

/* Each text is decoded as the dtype, formatted back, and decoded again: the
** two decodings must be the same bits (for floats two decimal texts can name
** one value, e.g. "...062e-08" and "...063e-08" for 2^-24, so bits decide),
** and integers and bools must come back as the same text. */
static void round_trip(tap_run *run, const char *dtype_name, const char *json_text) {
    pc_dtype dtype;
    pc_dtype_parse(dtype_name, strlen(dtype_name), &dtype);
    json_error_t json_error;
    json_t *value = json_loads(json_text, JSON_DECODE_ANY, &json_error);
    unsigned char storage[16];
    char why[200] = "", formatted[128] = "";
    int decoded = value && case_value_decode(value, dtype, storage, why, sizeof why);
    if (decoded) case_value_format(dtype, storage, formatted, sizeof formatted);
    /* The format's JSON text of a value, without the quotes of strings. */
    char expected[128];
    if (json_is_string(value)) snprintf(expected, sizeof expected, "%s", json_string_value(value));
    else if (json_is_array(value))
        snprintf(expected, sizeof expected, "[%s, %s]", json_string_value(json_array_get(value, 0)),
                 json_string_value(json_array_get(value, 1)));
    else snprintf(expected, sizeof expected, "%s", json_text);
    unsigned char again[16];
    json_t *formatted_value = NULL;
    if (decoded) {
        char json_again[160];
        if (json_is_array(value)) {
            /* "[re, im]" -> ["re", "im"] */
            char re[64], im[64];
            sscanf(formatted, "[%63[^,], %63[^]]]", re, im);
            snprintf(json_again, sizeof json_again, "[\"%s\", \"%s\"]", re, im);
        } else if (json_is_string(value)) {
            snprintf(json_again, sizeof json_again, "\"%s\"", formatted);
        } else {
            snprintf(json_again, sizeof json_again, "%s", formatted);
        }
        formatted_value = json_loads(json_again, JSON_DECODE_ANY, &json_error);
    }
    int same_bits = formatted_value &&
                    case_value_decode(formatted_value, dtype, again, why, sizeof why) &&
                    memcmp(storage, again, pc_dtype_size(dtype)) == 0;
    int exact_kind = pc_dtype_kind_of(dtype) != PC_KIND_FLOATING &&
                     pc_dtype_kind_of(dtype) != PC_KIND_COMPLEX;
    int passed = decoded && same_bits && (!exact_kind || strcmp(formatted, expected) == 0);
    json_decref(formatted_value);
    tap_ok(run, passed, "%s %s round-trips", dtype_name, json_text);
    if (!passed) tap_diag(run, "  formatted '%s' why '%s'", formatted, why);
    json_decref(value);
}

static void values(tap_run *run) {
    round_trip(run, "bool", "true");
    round_trip(run, "bool", "false");
    round_trip(run, "int8", "\"-128\"");
    round_trip(run, "int8", "\"127\"");
    round_trip(run, "int16", "\"-32768\"");
    round_trip(run, "int32", "\"-2147483648\"");
    round_trip(run, "int64", "\"-9223372036854775808\"");
    round_trip(run, "int64", "\"9223372036854775807\"");
    round_trip(run, "uint8", "\"255\"");
    round_trip(run, "uint16", "\"65535\"");
    round_trip(run, "uint32", "\"4294967295\"");
    round_trip(run, "uint64", "\"18446744073709551615\"");
    round_trip(run, "uint64", "\"0\"");
    round_trip(run, "float16", "\"65504.0\"");
    round_trip(run, "float16", "\"5.960464477539063e-08\"");  /* 2^-24, smallest subnormal */
    round_trip(run, "float16", "\"-0.0\"");
    round_trip(run, "float16", "\"nan\"");
    round_trip(run, "float16", "\"-inf\"");
    round_trip(run, "bfloat16", "\"9.183549615799121e-41\"");  /* 2^-133, smallest subnormal */
    round_trip(run, "bfloat16", "\"3.3895313892515355e+38\"");  /* largest finite */
    round_trip(run, "bfloat16", "\"1.0078125\"");
    round_trip(run, "float32", "\"1.401298464324817e-45\"");
    round_trip(run, "float32", "\"3.4028234663852886e+38\"");
    round_trip(run, "float32", "\"inf\"");
    round_trip(run, "float64", "\"5e-324\"");
    round_trip(run, "float64", "\"1.7976931348623157e+308\"");
    round_trip(run, "float64", "\"0.1\"");
    round_trip(run, "float64", "\"-0.0\"");
    round_trip(run, "float8_e4m3fn", "\"448.0\"");
    round_trip(run, "float8_e4m3fn", "\"0.001953125\"");  /* 2^-9, smallest subnormal */
    round_trip(run, "float8_e5m2", "\"57344.0\"");
    round_trip(run, "float8_e5m2", "\"-inf\"");
    round_trip(run, "complex32", "[\"-0.0\", \"65504.0\"]");
    round_trip(run, "complex64", "[\"nan\", \"-inf\"]");
    round_trip(run, "complex128", "[\"0.1\", \"-5e-324\"]");
}

/* A file of `count` small cases, the ids numbered, with `between` between
** two cases; case `odd` (or none, -1) replaced by `odd_case`. */
static char *many_cases(int count, const char *between, int odd, const char *odd_case) {
    size_t size = 200 + (size_t)count * 200 + (odd_case ? strlen(odd_case) : 0);
    char *text = malloc(size);
    if (!text) return NULL;
    size_t used = (size_t)snprintf(text, size, "{\"format\":\"promcast-cases\",\"format_version\":1,"
                                               "\"suite\":\"spec/parts\",\"source\":\"test\",\"cases\":[");
    for (int i = 0; i < count; i++) {
        if (i > 0) used += (size_t)snprintf(text + used, size - used, ",%s", between);
        if (i == odd)
            used += (size_t)snprintf(text + used, size - used, "%s", odd_case);
        else
            used += (size_t)snprintf(text + used, size - used,
                                     "{\"id\":\"spec/parts/%06d\",\"op\":\"broadcast_shapes\","
                                     "\"inputs\":{\"shapes\":[[%d],[1]]},\"expect\":{\"shape\":[%d]},"
                                     "\"source\":\"test\"}",
                                     i, i % 7, i % 7);
    }
    snprintf(text + used, size - used, "]}\n");
    return text;
}

/* A large file read by several threads (case_file_load_buffer_parts) is
** the file one thread reads: the same cases in order, and the same refusal
** for a fault in any part or an id repeated across two parts. */
static void parts(tap_run *run) {
    static const struct {
        const char *between;
        int odd;
        const char *odd_case;
        const char *what;
    } files[] = {
        {"\n", -1, NULL, "5,000 cases, a line each"},
        {" \n\t ", -1, NULL, "white space of every kind between the cases"},
        {"\n", 4999,
         "{\"id\":\"spec/parts/000000\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[1]]},"
         "\"expect\":{\"shape\":[1]},\"source\":\"test\"}",
         "the last case repeats the first one's id"},
        {"\n", 3000,
         "{\"id\":\"spec/parts/003000\",\"op\":\"broadcast_shapes\",\"inputs\":{\"shapes\":[[-1]]},"
         "\"expect\":{\"shape\":[1]},\"source\":\"test\"}",
         "a refused case in the third part"},
        {"\n", 2500, "{\"id\":\"spec/parts/002500\",\"op\":[}", "a case that is not JSON"},
        {"\n", 1250, "{\"id\":\"spec/parts/001250\",\"note\":\"],[,{\\\"\",\"op\":\"broadcast_shapes\","
                      "\"inputs\":{\"shapes\":[[2],[1]]},\"expect\":{\"shape\":[2]},\"source\":\"test\"}",
         "brackets and a quote inside a string at a part's edge"},
    };
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        char *text = many_cases(5000, files[f].between, files[f].odd, files[f].odd_case);
        if (!tap_ok(run, text != NULL, "made: %s", files[f].what)) continue;
        for (int threads = 2; threads <= 4; threads += 2)
            text_readers_agree_in_parts(run, "parts.json", text, strlen(text), threads,
                                        files[f].what);
        free(text);
    }
    char *text = many_cases(5000, "\n", -1, NULL);
    case_file file;
    char error[1024];
    int loaded = text && case_file_load_buffer_parts("parts.json", text, strlen(text), 4, &file,
                                                     error, sizeof error);
    int ordered = loaded && file.streamed && file.case_count == 5000;
    for (int i = 0; ordered && i < file.case_count; i++) {
        char id[32];
        snprintf(id, sizeof id, "spec/parts/%06d", i);
        ordered = strcmp(file.cases[i].id, id) == 0 && file.cases[i].index == i;
    }
    tap_ok(run, ordered, "four threads: every case in its place, a case at a time");
    if (loaded) case_file_free(&file);
    free(text);
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    if (argc != 3) {
        fprintf(stderr, "usage: test_case_reader MALFORMED_FOLDER DATA_FOLDER\n");
        return 2;
    }
    malformed(&run, argv[1]);
    well_formed(&run);
    scalar_inputs(&run);
    versions(&run);
    tolerance_scales(&run);
    examples(&run, argv[2]);
    functions(&run, argv[2]);
    layouts(&run);
    spellings(&run);
    values(&run);
    parts(&run);
    return tap_finish(&run);
}
