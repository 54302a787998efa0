/*
** conformance_grid.c: the conformance report's SVG grid (run_conformance.h):
** the run's promote_types cases, one cell per dtype pair.
*/
#include "conformance_internal.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case.h"
#include "xml_text.h"

/* Sizes in pixels: a cell, and the margin for the row and column labels,
** which holds the longest dtype name (float8_e4m3fn) at font size 11. */
enum { CELL = 26, LABEL = 96 };

/* By cell state (conformance_internal.h). */
static const char *const COLOURS[GRID_STATE_COUNT] = {"#ffffff", "#4caf50", "#e53935",
                                                      "#bdbdbd"};
static const char *const LEGEND[GRID_STATE_COUNT] = {"", "agrees", "differs", "skipped"};

/* The grid's rows and columns are the same dtypes: those of some
** promote_types case of the run, in enumeration order. */
typedef struct grid {
    pc_dtype order[PC_DTYPE_COUNT];  /* the dtypes drawn */
    int count;                       /* how many are drawn */
} grid;

static conformance_grid_state cell_state(run_verdict verdict) {
    return verdict == VERDICT_PASS ? GRID_AGREES
           : verdict == VERDICT_SKIP ? GRID_SKIPPED
                                     : GRID_DIFFERS;
}

/* A cell's tooltip after "ROW + COLUMN: ": the expectation, and the answer
** or the skip reason from the run's details; a conformance_render writer. */
static void put_cell_title(FILE *out, const conformance_source *source) {
    const promcast_case *test_case = source->plan->items[source->index].test_case;
    char expected[96];
    conformance_summarize_expected(&test_case->expect, expected, sizeof expected);
    size_t length;
    const char *details = run_results_details(source->results, source->index, &length);
    const char *first = length ? run_details_field(details, length, 0) : "";
    conformance_grid_state state = cell_state(run_results_verdict(source->results, source->index));
    if (state == GRID_AGREES) {
        fprintf(out, "%s, as expected", expected);
    } else if (state == GRID_SKIPPED) {
        fputs("skipped: ", out);
        xml_write_text(out, first, 1);
    } else {
        fprintf(out, "expected %s, got ", expected);
        xml_write_text(out, first, 1);
    }
}

int conformance_collect_grid(conformance_gathered *all, const run_plan *plan,
                             const run_results *results) {
    for (int64_t i = 0; i < plan->count; i++) {
        const promcast_case *test_case = plan->items[i].test_case;
        if (test_case->op != CASE_PROMOTE_TYPES) continue;
        pc_dtype a = test_case->dtypes[0], b = test_case->dtypes[1];
        /* The reader gives every promote_types case two real dtypes. */
        assert(a >= 0 && a < PC_DTYPE_COUNT && b >= 0 && b < PC_DTYPE_COUNT);
        const conformance_source source = {plan, results, i};
        char *title = conformance_render(put_cell_title, &source);
        if (title == NULL) return 0;
        conformance_grid_cell *cell = &all->cells[a][b];
        free(cell->title);
        cell->title = title;
        cell->state = cell_state(run_results_verdict(results, i));
    }
    return 1;
}

/* The dtypes of some pair the run had a case for, in enumeration order. */
static void order(grid *drawn, const conformance_gathered *all) {
    int present[PC_DTYPE_COUNT] = {0};
    for (int a = 0; a < PC_DTYPE_COUNT; a++)
        for (int b = 0; b < PC_DTYPE_COUNT; b++)
            if (all->cells[a][b].state != GRID_EMPTY) present[a] = present[b] = 1;
    drawn->count = 0;
    for (int d = 0; d < PC_DTYPE_COUNT; d++)
        if (present[d]) drawn->order[drawn->count++] = (pc_dtype)d;
}

/* The svg element, the title (the adapter's texts are its own: escaped)
** and a white background. */
static void put_header(FILE *out, const conformance_request *request, int count) {
    int width = LABEL + count * CELL + 8, height = LABEL + count * CELL + 40;
    fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                 "font-family=\"monospace\" font-size=\"11\">\n", width, height);
    fputs("<title>promote_types: ", out);
    xml_write_text(out, request->adapter->library, 1);
    fputs(" ", out);
    xml_write_text(out, request->adapter->library_version, 1);
    fputs(" against profile ", out);
    xml_write_text(out, request->adapter->profile, 1);
    fputs("</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n", out);
}

/* Row `r`: its label, then a square per column. */
static void put_row(FILE *out, const grid *drawn, int r, const conformance_gathered *all) {
    int y = LABEL + r * CELL;
    pc_dtype row = drawn->order[r];
    fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n", LABEL - 6,
            y + CELL / 2 + 4, pc_dtype_name(row));
    for (int c = 0; c < drawn->count; c++) {
        pc_dtype column = drawn->order[c];
        const conformance_grid_cell *cell = &all->cells[row][column];
        assert(cell->state < GRID_STATE_COUNT);
        int x = LABEL + c * CELL;
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
                     "stroke=\"#ffffff\"><title>",
                x, y, CELL, CELL, COLOURS[cell->state]);
        fprintf(out, "%s + %s: ", pc_dtype_name(row), pc_dtype_name(column));
        fputs(cell->state == GRID_EMPTY ? "not in the run" : cell->title, out);
        fputs("</title></rect>\n", out);
    }
}

/* The column labels, turned to run upwards above the columns. */
static void put_column_labels(FILE *out, const grid *drawn) {
    for (int c = 0; c < drawn->count; c++) {
        int x = LABEL + c * CELL + CELL / 2 + 4;
        fprintf(out, "<text x=\"%d\" y=\"%d\" transform=\"rotate(-90 %d %d)\">%s</text>\n", x,
                LABEL - 6, x, LABEL - 6, pc_dtype_name(drawn->order[c]));
    }
}

/* A swatch and a word for each state but GRID_EMPTY, below the grid. */
static void put_legend(FILE *out, int count) {
    int legend_y = LABEL + count * CELL + 24;
    for (int s = GRID_AGREES; s < GRID_STATE_COUNT; s++) {
        int x = LABEL + (s - 1) * 90;
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                     "<text x=\"%d\" y=\"%d\">%s</text>\n",
                x, legend_y - 10, COLOURS[s], x + 16, legend_y, LEGEND[s]);
    }
}

int conformance_write_grid(const conformance_request *request, const conformance_gathered *all,
                           char *error, size_t size) {
    grid drawn;
    order(&drawn, all);
    assert(drawn.count >= 0 && drawn.count <= PC_DTYPE_COUNT);
    FILE *out = request->grid_file;
    put_header(out, request, drawn.count);
    for (int r = 0; r < drawn.count; r++) put_row(out, &drawn, r, all);
    put_column_labels(out, &drawn);
    put_legend(out, drawn.count);
    fputs("</svg>\n", out);
    if (ferror(out))
        return conformance_fail(error, size, "--grid %s: write error", request->grid_path);
    return 1;
}
