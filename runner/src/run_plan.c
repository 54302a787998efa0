/*
** run_plan.c: building a run's plan (run_plan.h).
*/
#include "run_plan.h"

#include "case_versions.h"

#include <assert.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Adds dtype to the list unless it is there already. */
static int add_distinct(pc_dtype *dtypes, int count, pc_dtype dtype) {
    for (int i = 0; i < count; i++)
        if (dtypes[i] == dtype) return count;
    dtypes[count] = dtype;
    return count + 1;
}

int case_involved_dtypes(const promcast_case *test_case, pc_dtype dtypes[CASE_MAX_DTYPES]) {
    int count = 0;
    /* A function's arrays may be thousands (concat's), of at most
    ** PC_DTYPE_COUNT dtypes: each is listed once. */
    if (case_op_is_function(test_case->op)) {
        for (int i = 0; i < test_case->input_count; i++)
            if (test_case->inputs[i].kind == CASE_INPUT_ARRAY)
                count = add_distinct(dtypes, count, test_case->inputs[i].array.dtype);
        return count;
    }
    /* At most two arrays and two dtypes: the reader enforces the format. An
    ** element-wise case's scalar input has no dtype and an empty array
    ** (case.h); its other operand is the array already counted. */
    assert(test_case->array_count >= 0 && test_case->array_count <= 2);
    for (int i = 0; i < test_case->array_count; i++)
        if (!case_input_is_scalar(test_case, i)) dtypes[count++] = test_case->arrays[i].dtype;
    if (test_case->op == CASE_PROMOTE_TYPES || test_case->op == CASE_CAN_CAST) {
        dtypes[count++] = test_case->dtypes[0];
        dtypes[count++] = test_case->dtypes[1];
    }
    if (test_case->op == CASE_RESULT_TYPE)
        for (int i = 0; i < test_case->operand_count && count < 8; i++)
            if (test_case->operands[i].category != PC_OPERAND_SCALAR)
                dtypes[count++] = test_case->operands[i].dtype;
    for (int i = 0; i < count; i++) assert(pc_dtype_is_valid(dtypes[i]));
    return count;
}

/* FNV-1a: shards must not depend on file order or platform. */
static uint64_t id_hash(const char *id) {
    uint64_t hash = 14695981039346656037ULL;
    for (const unsigned char *p = (const unsigned char *)id; *p; p++)
        hash = (hash ^ *p) * 1099511628211ULL;
    return hash;
}

static int selected(const promcast_case *test_case, const run_selection *selection) {
    if (selection->filter && fnmatch(selection->filter, test_case->id, 0) != 0) return 0;
    if (selection->op && strcmp(selection->op, case_op_name(test_case)) != 0) return 0;
    if (selection->has_dtype) {
        pc_dtype dtypes[CASE_MAX_DTYPES];
        int count = case_involved_dtypes(test_case, dtypes), found = 0;
        for (int i = 0; i < count && !found; i++) found = dtypes[i] == selection->dtype;
        if (!found) return 0;
    }
    if (selection->shard_count > 0 &&
        id_hash(test_case->id) % (uint64_t)selection->shard_count !=
            (uint64_t)(selection->shard_index - 1))
        return 0;
    return 1;
}

enum { VERSION_SETS = 1 << CASE_MAX_VERSIONS, VERSION_LIST_SIZE = 128, VERSION_REASON_SIZE = 256 };

/* The skip reason of a case that does not hold at the run's version:
** "holds for array-api 2023.12, 2024.12, 2025.12, not 2021.12", one text
** per set of versions, shared by the cases listing that set. NULL when out
** of memory. */
static const char *version_reason(run_plan *plan, const promcast_case *test_case,
                                  const char *run_version) {
    if (plan->version_reasons == NULL) {
        plan->version_reasons = calloc(VERSION_SETS, sizeof *plan->version_reasons);
        if (plan->version_reasons == NULL) return NULL;
    }
    char **reason = &plan->version_reasons[test_case->versions];
    if (*reason == NULL) {
        *reason = malloc(VERSION_REASON_SIZE);
        if (*reason == NULL) return NULL;
        char held[VERSION_LIST_SIZE];
        case_versions_format(test_case, held, sizeof held);
        snprintf(*reason, VERSION_REASON_SIZE, "holds for %s %s, not %s", test_case->profile,
                 held, run_version);
    }
    return *reason;
}

int run_plan_build(const case_file *files, int file_count, const run_selection *selection,
                   xfail_list *xfail, run_plan *plan) {
    memset(plan, 0, sizeof *plan);
    int total = 0;
    for (int f = 0; f < file_count; f++) total += files[f].case_count;
    plan->items = malloc((size_t)(total ? total : 1) * sizeof(run_item));
    if (!plan->items) return 0;
    /* The run's profile: a family ("array-api", its latest version) or one
    ** version of it ("array-api@2021.12"); cases name the family. */
    const pc_profile *run_profile = pc_profile_find(selection->profile);
    const char *family = run_profile ? pc_profile_family(run_profile) : selection->profile;
    const char *run_version = run_profile ? pc_profile_version(run_profile) : NULL;
    for (int f = 0; f < file_count; f++) {
        for (int c = 0; c < files[f].case_count; c++) {
            const promcast_case *test_case = &files[f].cases[c];
            if (test_case->profile && strcmp(test_case->profile, family) != 0) {
                plan->other_profile++;
                continue;
            }
            if (!selected(test_case, selection)) {
                plan->selected_out++;
                continue;
            }
            run_item *item = &plan->items[plan->count++];
            item->test_case = test_case;
            item->xfail = xfail_find(xfail, test_case->id);
            item->skip_reason = NULL;
            if (run_version && !case_holds_at(test_case, run_profile)) {
                item->skip_reason = version_reason(plan, test_case, run_version);
                if (item->skip_reason == NULL) {
                    run_plan_free(plan);
                    return 0;
                }
                plan->other_version++;
            }
        }
    }
    return 1;
}

void run_plan_free(run_plan *plan) {
    if (plan->version_reasons)
        for (int i = 0; i < VERSION_SETS; i++) free(plan->version_reasons[i]);
    free(plan->version_reasons);
    free(plan->items);
    memset(plan, 0, sizeof *plan);
}

