/*
** conformance_cells.c: outcomes counted by op and dtype pair, for the HTML
** page's grids (conformance_internal.h).
*/
#include "conformance_internal.h"

#include <stdlib.h>

#include "run_plan.h"

/* Why a case was skipped, from what the plan and the case say: the
** runner skips a case the specification leaves open, and one that does not
** hold at the run's version; any other skip is the adapter's. */
static conformance_cell_state skip_state(const run_item *item) {
    const case_outcome *expect = &item->test_case->expect;
    if (item->skip_reason == NULL && expect->kind == OUTCOME_ERROR && expect->error == PC_UNDEFINED)
        return CELL_UNDEFINED;
    return CELL_UNSUPPORTED;
}

/* A listed case that passed is a pass: the page describes the library, not
** its xfail file (run_conformance.h). */
static conformance_cell_state cell_state(const run_item *item, run_verdict verdict) {
    if (verdict == VERDICT_PASS) return CELL_PASS;
    if (verdict == VERDICT_SKIP) return skip_state(item);
    return item->xfail ? CELL_KNOWN : CELL_FAIL;
}

/* An element-wise case's operand i as a slot: its category as promotion
** sees it (promcast/profile.h, pc_operand_category), a 0-d array apart from
** the others, with its dtype or its Python scalar's kind. */
static int operand_slot(const promcast_case *test_case, int i) {
    if (case_input_is_scalar(test_case, i))
        return CELL_SCALAR + (int)test_case->operands[i].scalar_kind;
    const case_array *array = &test_case->arrays[i];
    return array->shape.rank == 0 ? CELL_ZERO_DIM + (int)array->dtype : (int)array->dtype;
}

/* A case's two slots: an element-wise case's a and b (operand_slot); any
** other case's first two dtypes. */
static void operand_slots(const promcast_case *test_case, int slots[2]) {
    if (test_case->op == CASE_BINARY || test_case->op == CASE_BINARY_INPLACE) {
        slots[0] = operand_slot(test_case, 0);
        slots[1] = operand_slot(test_case, 1);
        return;
    }
    pc_dtype dtypes[CASE_MAX_DTYPES];
    int count = case_involved_dtypes(test_case, dtypes);
    slots[0] = count > 0 ? (int)dtypes[0] : CELL_NO_DTYPE;
    slots[1] = count > 1 ? (int)dtypes[1] : CELL_NO_DTYPE;
}

int conformance_collect_cells(conformance_gathered *all, const run_plan *plan,
                              const run_results *results) {
    if (all->op_cells == NULL) {
        all->op_cells = calloc(1, sizeof *all->op_cells);
        if (all->op_cells == NULL) return 0;
    }
    for (int64_t i = 0; i < plan->count; i++) {
        const run_item *item = &plan->items[i];
        int slots[2];
        operand_slots(item->test_case, slots);
        conformance_cell_state state = cell_state(item, run_results_verdict(results, i));
        all->op_cells->counts[case_op_key(item->test_case)][slots[0]][slots[1]][state]++;
    }
    return 1;
}
