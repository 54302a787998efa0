/*
** conformance_grid.c: the conformance report's SVG grid (run_conformance.h):
** the run's promote_types cases, one cell per dtype pair.
*/
#include "conformance_internal.h"

#include <stdio.h>
#include <string.h>

#include "case.h"

enum { CELL = 26, LABEL = 96 };

typedef struct grid_cell {
    int state;  /* 0 none, 1 pass, 2 fail, 3 skip */
    int64_t index;
} grid_cell;

static void put_xml(FILE *out, const char *text) {
    for (const char *p = text; *p; p++) {
        if (*p == '<') fputs("&lt;", out);
        else if (*p == '>') fputs("&gt;", out);
        else if (*p == '&') fputs("&amp;", out);
        else if (*p == '"') fputs("&quot;", out);
        else fputc(*p, out);
    }
}

int conformance_write_grid(const conformance_request *request, const run_plan *plan,
                           const run_results *results, char *error, size_t size) {
    static grid_cell cells[PC_DTYPE_COUNT][PC_DTYPE_COUNT];
    memset(cells, 0, sizeof cells);
    int present[PC_DTYPE_COUNT] = {0};
    for (int64_t i = 0; i < plan->count; i++) {
        const promcast_case *test_case = plan->items[i].test_case;
        if (test_case->op != CASE_PROMOTE_TYPES) continue;
        pc_dtype a = test_case->dtypes[0], b = test_case->dtypes[1];
        int verdict = run_results_verdict(results, i);
        cells[a][b].state = verdict == VERDICT_PASS ? 1 : verdict == VERDICT_SKIP ? 3 : 2;
        cells[a][b].index = i;
        present[a] = present[b] = 1;
    }
    pc_dtype order[PC_DTYPE_COUNT];
    int count = 0;
    for (int d = 0; d < PC_DTYPE_COUNT; d++)
        if (present[d]) order[count++] = (pc_dtype)d;
    FILE *out = request->grid_file;
    int width = LABEL + count * CELL + 8, height = LABEL + count * CELL + 40;
    fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                 "font-family=\"monospace\" font-size=\"11\">\n", width, height);
    fputs("<title>promote_types: ", out);
    put_xml(out, request->adapter->library);
    fputs(" ", out);
    put_xml(out, request->adapter->library_version);
    fputs(" against profile ", out);
    put_xml(out, request->adapter->profile);
    fputs("</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n", out);
    static const char *const colours[4] = {"#ffffff", "#4caf50", "#e53935", "#bdbdbd"};
    for (int r = 0; r < count; r++) {
        int y = LABEL + r * CELL;
        fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n", LABEL - 6,
                y + CELL / 2 + 4, pc_dtype_name(order[r]));
        for (int c = 0; c < count; c++) {
            const grid_cell *cell = &cells[order[r]][order[c]];
            int x = LABEL + c * CELL;
            fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
                         "stroke=\"#ffffff\"><title>",
                    x, y, CELL, CELL, colours[cell->state]);
            fprintf(out, "%s + %s: ", pc_dtype_name(order[r]), pc_dtype_name(order[c]));
            if (cell->state == 0) {
                fputs("not in the run", out);
            } else {
                const promcast_case *test_case = plan->items[cell->index].test_case;
                char expected[96];
                conformance_summarize_expected(&test_case->expect, expected, sizeof expected);
                size_t length;
                const char *details = run_results_details(results, cell->index, &length);
                const char *first = length ? run_details_field(details, length, 0) : "";
                if (cell->state == 1) fprintf(out, "%s, as expected", expected);
                else if (cell->state == 3) {
                    fputs("skipped: ", out);
                    put_xml(out, first);
                } else {
                    fprintf(out, "expected %s, got ", expected);
                    put_xml(out, first);
                }
            }
            fputs("</title></rect>\n", out);
        }
    }
    for (int c = 0; c < count; c++) {
        int x = LABEL + c * CELL + CELL / 2 + 4;
        fprintf(out, "<text x=\"%d\" y=\"%d\" transform=\"rotate(-90 %d %d)\">%s</text>\n", x,
                LABEL - 6, x, LABEL - 6, pc_dtype_name(order[c]));
    }
    int legend_y = LABEL + count * CELL + 24;
    static const char *const labels[4] = {"", "agrees", "differs", "skipped"};
    for (int s = 1; s <= 3; s++) {
        int x = LABEL + (s - 1) * 90;
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                     "<text x=\"%d\" y=\"%d\">%s</text>\n",
                x, legend_y - 10, colours[s], x + 16, legend_y, labels[s]);
    }
    fputs("</svg>\n", out);
    if (ferror(out))
        return conformance_fail(error, size, "--grid %s: write error", request->grid_path);
    return 1;
}
