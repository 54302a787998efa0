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

int conformance_collect_cells(conformance_gathered *all, const run_plan *plan,
                              const run_results *results) {
    if (all->op_cells == NULL) {
        all->op_cells = calloc(1, sizeof *all->op_cells);
        if (all->op_cells == NULL) return 0;
    }
    for (int64_t i = 0; i < plan->count; i++) {
        const run_item *item = &plan->items[i];
        pc_dtype dtypes[CASE_MAX_DTYPES];
        int count = case_involved_dtypes(item->test_case, dtypes);
        int first = count > 0 ? (int)dtypes[0] : CELL_NO_DTYPE;
        int second = count > 1 ? (int)dtypes[1] : CELL_NO_DTYPE;
        conformance_cell_state state = cell_state(item, run_results_verdict(results, i));
        all->op_cells->counts[case_op_key(item->test_case)][first][second][state]++;
    }
    return 1;
}
