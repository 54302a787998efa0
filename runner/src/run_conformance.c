/*
** run_conformance.c: the conformance report of a run (run_conformance.h).
*/
#include "run_conformance.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case.h"
#include "conformance_internal.h"

int conformance_fail(char *error, size_t size, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(error, size, format, args);
    va_end(args);
    return 0;
}

int conformance_grow(void **items, int *capacity, int needed, size_t item_size) {
    if (needed <= *capacity) return 1;
    int wanted = *capacity ? *capacity * 2 : 16;
    while (wanted < needed) wanted *= 2;
    void *more = realloc(*items, (size_t)wanted * item_size);
    if (more == NULL) return 0;
    *items = more;
    *capacity = wanted;
    return 1;
}

/* ---- the SVG grid ---- */

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

static int write_grid(const conformance_request *request, const run_plan *plan,
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
    return ferror(out) == 0 ? 1 : conformance_fail(error, size, "--grid %s: write error", request->grid_path);
}

/* Opens an output file before the run, so a path that cannot be written
** costs no run. */
static int open_output(const char *option, const char *path, FILE **file, char *error,
                       size_t error_size) {
    if (path == NULL) return 1;
    *file = fopen(path, "w");
    if (*file == NULL)
        return conformance_fail(error, error_size, "%s %s: %s", option, path, strerror(errno));
    return 1;
}

/* Closes an output file; 0 when something written could not be. */
static int close_output(FILE **file) {
    if (*file == NULL) return 1;
    int ok = ferror(*file) == 0;
    if (fclose(*file) != 0) ok = 0;
    *file = NULL;
    return ok;
}

int conformance_open(conformance_request *request, char *error, size_t error_size) {
    if (request->classes_path) {
        conformance_gathered all = {0};
        int ok = conformance_load_causes(request->classes_path, &all, error, error_size);
        conformance_free_causes(&all);
        if (!ok) return 0;
    }
    if (open_output("--report", request->report_path, &request->report_file, error, error_size) &&
        open_output("--grid", request->grid_path, &request->grid_file, error, error_size))
        return 1;
    conformance_abandon(request);
    return 0;
}

void conformance_abandon(conformance_request *request) {
    /* A page of a run that did not finish would describe another run. */
    if (request->report_file) {
        close_output(&request->report_file);
        remove(request->report_path);
    }
    if (request->grid_file) {
        close_output(&request->grid_file);
        remove(request->grid_path);
    }
}

int conformance_write(conformance_request *request, const run_plan *plan,
                      const run_results *results, const run_report *report, char *error,
                      size_t error_size) {
    conformance_gathered all = {0};
    int ok = 1;
    if (request->classes_path)
        ok = conformance_load_causes(request->classes_path, &all, error, error_size);
    if (ok && !conformance_gather(&all, plan, results))
        ok = conformance_fail(error, error_size, "report: out of memory");
    if (ok && request->report_file)
        ok = conformance_write_page(request, &all, plan, results, report, error, error_size);
    if (ok && request->grid_file) ok = write_grid(request, plan, results, error, error_size);
    conformance_free_gathered(&all);
    if (!ok) {
        conformance_abandon(request);
        return 0;
    }
    if (!close_output(&request->report_file))
        ok = conformance_fail(error, error_size, "--report %s: write error", request->report_path);
    if (!close_output(&request->grid_file) && ok)
        ok = conformance_fail(error, error_size, "--grid %s: write error", request->grid_path);
    return ok;
}
