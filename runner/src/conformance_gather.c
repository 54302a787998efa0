/*
** conformance_gather.c: sorts a run's failures into answer patterns and
** causes, each with its smallest case, and counts the reasons for skips,
** a window at a time.
*/
#include "conformance_internal.h"

#include <assert.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case.h"
#include "run_report.h"

/* An expectation in the form of a class key: "dtype int16", "array
** float32", "error no_promotion", "shape", "answer yes". */
void conformance_summarize_expected(const case_outcome *outcome, char *buffer, size_t size) {
    switch (outcome->kind) {
    case OUTCOME_SHAPE: snprintf(buffer, size, "shape"); return;
    case OUTCOME_DTYPE: snprintf(buffer, size, "dtype %s", pc_dtype_name(outcome->dtype)); return;
    case OUTCOME_ANSWER:
        snprintf(buffer, size, "answer %s", outcome->answer ? "yes" : "no");
        return;
    case OUTCOME_ARRAY:
        snprintf(buffer, size, "array %s", pc_dtype_name(outcome->array.dtype));
        return;
    case OUTCOME_ERROR: snprintf(buffer, size, "error %s", pc_status_name(outcome->error)); return;
    case OUTCOME_ARRAYS: snprintf(buffer, size, "arrays (%d)", outcome->array_count); return;
    case OUTCOME_KIND_COUNT: break;
    }
    snprintf(buffer, size, "?");
}

/* An answer as the run describes it (case_outcome_describe: "array float32
** [2] [1.0, 2.0]", "shape [2,3]", or "a crash") in the same form. */
static void summarize_got(const char *got, char *buffer, size_t size) {
    if (strncmp(got, "shape ", 6) == 0) {
        snprintf(buffer, size, "shape");
        return;
    }
    const char *end = got + strlen(got);
    if (strncmp(got, "array ", 6) == 0 || strncmp(got, "arrays ", 7) == 0 ||
        strncmp(got, "dtype ", 6) == 0 ||
        strncmp(got, "error ", 6) == 0 || strncmp(got, "answer ", 7) == 0) {
        const char *space = strchr(strchr(got, ' ') + 1, ' ');
        if (space) end = space;
    }
    snprintf(buffer, size, "%.*s", (int)(end - got), got);
}

/* What differs when the kinds and dtypes agree, from the explanation's
** first word (case_compare.c). */
static const char *aspect(const char *explanation) {
    /* broadcast_arrays' "array 1: stride of ...": what differs in the view. */
    if (strncmp(explanation, "array ", 6) == 0 && strstr(explanation, ": "))
        explanation = strstr(explanation, ": ") + 2;
    if (strncmp(explanation, "element", 7) == 0) return "values differ";
    if (strncmp(explanation, "stride", 6) == 0) return "strides differ";
    if (strncmp(explanation, "shape", 5) == 0) return "shape differs";
    return "differs";
}

static void class_key(const promcast_case *test_case, const char *got, const char *explanation,
                      char *key, size_t size) {
    char expected_summary[96], got_summary[96];
    conformance_summarize_expected(&test_case->expect, expected_summary, sizeof expected_summary);
    summarize_got(got, got_summary, sizeof got_summary);
    if (strcmp(expected_summary, got_summary) == 0)
        snprintf(key, size, "%s: %s -> %s, %s", case_op_name(test_case), expected_summary,
                 got_summary, aspect(explanation));
    else
        snprintf(key, size, "%s: %s -> %s", case_op_name(test_case), expected_summary,
                 got_summary);
}

/* How big a case is, to pick each class's smallest example. */
static long long case_size(const promcast_case *test_case) {
    long long size = test_case->operand_count + test_case->shape_count;
    for (int i = 0; i < test_case->array_count; i++)
        size += test_case->arrays[i].element_count + test_case->arrays[i].shape.rank;
    for (int i = 0; i < test_case->shape_count; i++) size += test_case->shapes[i].rank;
    size += test_case->input_count;
    for (int i = 0; i < test_case->input_count; i++)
        size += test_case->inputs[i].array.element_count + test_case->inputs[i].array.shape.rank;
    return size;
}

/* Keeps the smaller of two cases as the smallest of a group
** (conformance_keep); of cases of one size, the first in the run. Returns
** 0 when out of memory. */
static int consider(char **smallest, size_t *smallest_length, long long *smallest_size,
                    const conformance_source *source, long long size) {
    if (*smallest != NULL && size >= *smallest_size) return 1;
    size_t length;
    char *kept = conformance_keep(source, &length);
    if (kept == NULL) return 0;
    free(*smallest);
    *smallest = kept;
    *smallest_length = length;
    *smallest_size = size;
    return 1;
}

/* Whether one of `count` globs matches `text`. */
static int any_glob(const conformance_glob *globs, int count, const char *text) {
    for (int g = 0; g < count; g++)
        if (fnmatch(globs[g].text, text, 0) == 0) return 1;
    return 0;
}

/* The cause of a failure with answer pattern `key` of case `id`; -1 when
** none. A cause with id globs takes the failures of the cases they match
** (and, when it has match globs too, only those whose pattern one
** matches): these come first, in the classes file's order, being the
** narrower; then the first cause whose match glob matches the pattern. */
static int first_cause(const conformance_gathered *all, const char *key, const char *id) {
    for (int c = 0; c < all->cause_count; c++) {
        const conformance_cause *cause = &all->causes[c];
        if (cause->id_glob_count > 0 && any_glob(cause->id_globs, cause->id_glob_count, id) &&
            (cause->glob_count == 0 || any_glob(cause->globs, cause->glob_count, key)))
            return c;
    }
    for (int c = 0; c < all->cause_count; c++) {
        const conformance_cause *cause = &all->causes[c];
        if (cause->id_glob_count == 0 && any_glob(cause->globs, cause->glob_count, key))
            return c;
    }
    return -1;
}

/* The pattern with this key and cause, added the first time a failure has
** them; NULL when out of memory. (key, cause) pairs are unique in
** all->patterns, so each failure counts once. */
static conformance_pattern *find_pattern(conformance_gathered *all, const char *key, int cause) {
    for (int i = 0; i < all->pattern_count; i++)
        if (all->patterns[i].cause == cause && strcmp(all->patterns[i].key, key) == 0)
            return &all->patterns[i];
    if (!conformance_grow((void **)&all->patterns, &all->pattern_capacity,
                          all->pattern_count + 1, sizeof *all->patterns))
        return NULL;
    conformance_pattern *added = &all->patterns[all->pattern_count++];
    memset(added, 0, sizeof *added);
    snprintf(added->key, sizeof added->key, "%s", key);
    added->cause = cause;
    return added;
}

/* Counts the failure of case `index` under its pattern and the pattern's
** cause, each of which keeps its smallest case. */
static int add_failure(conformance_gathered *all, const run_plan *plan,
                       const run_results *results, int64_t index, const char *got,
                       const char *explanation) {
    assert(index >= 0 && index < plan->count);
    const promcast_case *test_case = plan->items[index].test_case;
    char key[CONFORMANCE_KEY_SIZE];
    class_key(test_case, got, explanation, key, sizeof key);
    conformance_pattern *found = find_pattern(all, key, first_cause(all, key, test_case->id));
    if (found == NULL) return 0;
    long long size = case_size(test_case);
    const conformance_source source = {plan, results, index};
    if (!consider(&found->smallest, &found->smallest_length, &found->smallest_size, &source,
                  size))
        return 0;
    found->count++;
    if (found->cause >= 0) {
        assert(found->cause < all->cause_count);
        conformance_cause *owner = &all->causes[found->cause];
        if (!consider(&owner->smallest, &owner->smallest_length, &owner->smallest_size,
                      &source, size))
            return 0;
        owner->count++;
    }
    return 1;
}

/* Counts a skip under its reason, a copy: the window's results are freed
** before the page is written. */
static int add_skip(conformance_gathered *all, const char *reason) {
    for (int i = 0; i < all->skip_count; i++)
        if (strcmp(all->skips[i].text, reason) == 0) {
            all->skips[i].count++;
            return 1;
        }
    if (!conformance_grow((void **)&all->skips, &all->skip_capacity, all->skip_count + 1,
                          sizeof *all->skips))
        return 0;
    char *text = strdup(reason);
    if (text == NULL) return 0;
    all->skips[all->skip_count++] = (conformance_skip_reason){text, 1};
    return 1;
}

/* One pass over the run in plan order, so each group's smallest case is
** the first of its size. A crash, a timeout or a corrupt record has no
** answer: its pattern names the verdict ("a crash"), and the runner's
** account of it ("the adapter crashed: signal 11 ...") stands in for the
** explanation. */
static int gather_results(conformance_gathered *all, const run_plan *plan,
                          const run_results *results) {
    for (int64_t i = 0; i < plan->count; i++) {
        size_t length;
        const char *details = run_results_details(results, i, &length);
        const char *first = length ? run_details_field(details, length, 0) : "";
        int ok = 1;
        switch (run_results_verdict(results, i)) {
        case VERDICT_PASS: break;
        case VERDICT_SKIP: ok = add_skip(all, *first ? first : "skipped"); break;
        case VERDICT_FAIL:
            ok = add_failure(all, plan, results, i, first,
                             length ? run_details_field(details, length, 1) : "");
            break;
        case VERDICT_CRASH:
        case VERDICT_TIMEOUT:
        case VERDICT_CORRUPT:
            ok = add_failure(all, plan, results, i,
                             run_verdict_got(run_results_verdict(results, i)), first);
            break;
        case VERDICT_NONE:
        case VERDICT_COUNT: ok = add_failure(all, plan, results, i, "never run", ""); break;
        }
        if (!ok) return 0;
    }
    return 1;
}

/* Most failures first; ties by key, so the order does not depend on the
** order the run met them in. */
static int by_count(const void *left, const void *right) {
    const conformance_pattern *a = left, *b = right;
    if (a->count != b->count) return a->count < b->count ? 1 : -1;
    return strcmp(a->key, b->key);
}

static int by_skip_count(const void *left, const void *right) {
    const conformance_skip_reason *a = left, *b = right;
    if (a->count != b->count) return a->count < b->count ? 1 : -1;
    return strcmp(a->text, b->text);
}

int conformance_gather(conformance_gathered *all, const run_plan *plan,
                       const run_results *results) {
    return gather_results(all, plan, results);
}

void conformance_sort(conformance_gathered *all) {
    /* qsort of no elements still needs a valid pointer (C11 7.22.5). */
    if (all->pattern_count)
        qsort(all->patterns, (size_t)all->pattern_count, sizeof *all->patterns, by_count);
    if (all->skip_count)
        qsort(all->skips, (size_t)all->skip_count, sizeof *all->skips, by_skip_count);
}

void conformance_free_gathered(conformance_gathered *all) {
    conformance_free_causes(all);
    for (int i = 0; i < all->pattern_count; i++) free(all->patterns[i].smallest);
    for (int i = 0; i < all->skip_count; i++) free(all->skips[i].text);
    for (int row = 0; row < PC_DTYPE_COUNT; row++)
        for (int column = 0; column < PC_DTYPE_COUNT; column++) {
            free(all->cells[row][column].title);
            all->cells[row][column] = (conformance_grid_cell){GRID_EMPTY, NULL};
        }
    free(all->op_cells);
    all->op_cells = NULL;
    free(all->patterns);
    free(all->skips);
    all->patterns = NULL;
    all->skips = NULL;
    all->pattern_count = all->pattern_capacity = all->skip_count = all->skip_capacity = 0;
}
