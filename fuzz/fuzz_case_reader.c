/*
** fuzz_case_reader.c: libFuzzer harness for the case-file reader.
**
** The input is a case file's text. A file the reader accepts is answered by
** the oracle and compared with its expectations, so a malformed-but-accepted
** case would show up as a crash here rather than in a run. The reader that
** reads a case at a time and the one that parses the text whole must give
** the same answer (case_reader.h), and so must the reader that splits the
** cases among three threads, in parts of one case and more; a difference
** aborts. Any crash,
** sanitizer report or leak is a finding.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_compare.h"
#include "case_oracle.h"
#include "case_reader.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Whether two readings of a case hold the same extension fields: the
** element-wise scalar operands, a function's operands and axis, an
** expected array's tolerance scale and the expected views (case.h). */
static int same_extensions(const promcast_case *a, const promcast_case *b) {
    if (a->operand_count != b->operand_count) return 0;
    if (a->op == CASE_BINARY || a->op == CASE_BINARY_INPLACE)
        for (int i = 0; i < a->operand_count; i++) {
            const pc_operand *x = &a->operands[i], *y = &b->operands[i];
            const char *tx = a->operand_int_texts[i], *ty = b->operand_int_texts[i];
            if (x->category != y->category || (tx == NULL) != (ty == NULL) ||
                (tx && strcmp(tx, ty) != 0))
                return 0;
            if (x->category == PC_OPERAND_SCALAR
                    ? x->scalar_kind != y->scalar_kind ||
                          memcmp(&x->value, &y->value, sizeof x->value) != 0
                    : x->dtype != y->dtype)
                return 0;
        }
    /* A function's operands (case.h, case_input) and axis. */
    if (a->input_count != b->input_count || a->axis_kind != b->axis_kind ||
        a->axis_value != b->axis_value)
        return 0;
    for (int i = 0; i < a->input_count; i++) {
        const case_input *x = &a->inputs[i], *y = &b->inputs[i];
        if (x->kind != y->kind || (x->int_text == NULL) != (y->int_text == NULL) ||
            (x->int_text && strcmp(x->int_text, y->int_text) != 0) ||
            x->array.dtype != y->array.dtype ||
            x->array.element_count != y->array.element_count ||
            (x->kind == CASE_INPUT_SCALAR &&
             (x->scalar.scalar_kind != y->scalar.scalar_kind ||
              memcmp(&x->scalar.value, &y->scalar.value, sizeof x->scalar.value) != 0)))
            return 0;
    }
    const case_outcome *e = &a->expect, *f = &b->expect;
    if (e->kind == OUTCOME_ARRAYS) {
        if (e->array_count != f->array_count) return 0;
        for (int i = 0; i < e->array_count; i++)
            if (e->arrays[i].dtype != f->arrays[i].dtype ||
                e->arrays[i].element_count != f->arrays[i].element_count)
                return 0;
        return 1;
    }
    if (e->kind != OUTCOME_ARRAY) return 1;
    if (e->ulp_tolerance != f->ulp_tolerance || (e->ulp_scale == NULL) != (f->ulp_scale == NULL))
        return 0;
    return e->ulp_scale == NULL ||
           memcmp(e->ulp_scale, f->ulp_scale,
                  (size_t)e->array.element_count * sizeof *e->ulp_scale) == 0;
}

/* Aborts unless the whole-text reader answers `data` as `file` and `error`
** say the case-at-a-time reader did. */
static void check_readers_agree(const uint8_t *data, size_t size, int loaded,
                                const case_file *file, const char *error) {
    case_file whole;
    char whole_error[1024];
    int whole_loaded = case_file_load_buffer_whole("fuzz-input", (const char *)data, size,
                                                   &whole, whole_error, sizeof whole_error);
    if (whole_loaded != loaded) abort();
    if (!loaded) {
        if (strcmp(error, whole_error) != 0) abort();
        return;
    }
    if (whole.case_count != file->case_count) abort();
    for (int i = 0; i < whole.case_count; i++)
        if (strcmp(whole.cases[i].id, file->cases[i].id) != 0 ||
            strcmp(whole.cases[i].inputs_text, file->cases[i].inputs_text) != 0 ||
            !same_extensions(&whole.cases[i], &file->cases[i]))
            abort();
    case_file_free(&whole);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    case_file file;
    char error[1024];
    int loaded = case_file_load_buffer("fuzz-input", (const char *)data, size, &file,
                                       error, sizeof error);
    check_readers_agree(data, size, loaded, &file, error);
    case_file split;
    char split_error[1024];
    int split_loaded = case_file_load_buffer_split("fuzz-input", (const char *)data, size, 3, 1,
                                                   &split, split_error, sizeof split_error);
    check_readers_agree(data, size, split_loaded, &split, split_error);
    if (split_loaded) case_file_free(&split);
    if (!loaded) return 0;
    case_answer answer;
    case_answer_init(&answer);
    for (int i = 0; i < file.case_count; i++) {
        const promcast_case *test_case = &file.cases[i];
        const pc_profile *profile =
            pc_profile_find(test_case->profile ? test_case->profile : "torch");
        if (profile == NULL) continue;
        case_oracle_answer(test_case, profile, &answer);
        char explanation[1024];
        case_compare(&test_case->expect, &answer.outcome, explanation, sizeof explanation);
    }
    case_answer_free(&answer);
    case_file_free(&file);
    return 0;
}
