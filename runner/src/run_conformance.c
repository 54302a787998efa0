/*
** run_conformance.c: the conformance report of a run (run_conformance.h):
** opening, gathering, writing and abandoning. The work is done by the
** pieces conformance_internal.h lists; this file orders them and owns the
** files and what is gathered.
*/
#include "run_conformance.h"

#include <assert.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conformance_internal.h"

int conformance_fail(char *error, size_t size, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(error, size, format, args);
    va_end(args);
    return 0;
}

int conformance_grow(void **items, int *capacity, int needed, size_t item_size) {
    assert(*capacity >= 0 && needed >= 0 && item_size > 0);
    if (needed <= *capacity) return 1;
    int wanted = *capacity ? *capacity * 2 : 16;
    while (wanted < needed) wanted *= 2;
    void *more = realloc(*items, (size_t)wanted * item_size);
    if (more == NULL) return 0;
    *items = more;
    *capacity = wanted;
    return 1;
}

char *conformance_render(void (*write)(FILE *out, const conformance_source *source),
                         const conformance_source *source) {
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    if (out == NULL) return NULL;
    write(out, source);
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
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

/* Frees what was gathered. */
static void drop_gathered(conformance_request *request) {
    if (request->gathered == NULL) return;
    conformance_free_gathered(request->gathered);
    free(request->gathered);
    request->gathered = NULL;
}

int conformance_open(conformance_request *request, char *error, size_t error_size) {
    assert(request->report_file == NULL && request->grid_file == NULL &&
           request->html_file == NULL);
    if (request->report_path == NULL && request->grid_path == NULL && request->html_path == NULL)
        return 1;
    request->gathered = calloc(1, sizeof *request->gathered);
    if (request->gathered == NULL)
        return conformance_fail(error, error_size, "report: out of memory");
    /* The causes are read before the run, so a mistake costs no run. */
    int ok = request->classes_path == NULL ||
             conformance_load_causes(request->classes_path, request->gathered, error, error_size);
    if (ok &&
        open_output("--report", request->report_path, &request->report_file, error, error_size) &&
        open_output("--grid", request->grid_path, &request->grid_file, error, error_size) &&
        open_output("--html", request->html_path, &request->html_file, error, error_size))
        return 1;
    conformance_abandon(request);
    return 0;
}

int conformance_add(conformance_request *request, const run_plan *plan,
                    const run_results *results, char *error, size_t error_size) {
    if (request->gathered == NULL) return 1;
    if (conformance_gather(request->gathered, plan, results) &&
        (request->grid_file == NULL ||
         conformance_collect_grid(request->gathered, plan, results)) &&
        (request->html_file == NULL ||
         conformance_collect_cells(request->gathered, plan, results)))
        return 1;
    return conformance_fail(error, error_size, "report: out of memory");
}

void conformance_abandon(conformance_request *request) {
    drop_gathered(request);
    /* A page of a run that did not finish would describe another run. */
    if (request->report_file) {
        close_output(&request->report_file);
        remove(request->report_path);
    }
    if (request->grid_file) {
        close_output(&request->grid_file);
        remove(request->grid_path);
    }
    if (request->html_file) {
        close_output(&request->html_file);
        remove(request->html_path);
    }
}

int conformance_write(conformance_request *request, const run_report *report,
                      const run_context *context, char *error, size_t error_size) {
    /* conformance_open succeeded: every requested file is open. */
    assert(!request->report_path == !request->report_file);
    assert(!request->grid_path == !request->grid_file);
    assert(!request->html_path == !request->html_file);
    if (request->gathered == NULL) return 1;
    conformance_gathered *all = request->gathered;
    conformance_sort(all);
    int ok = 1;
    if (request->report_file)
        ok = conformance_write_page(request, all, report, error, error_size);
    if (ok && request->grid_file)
        ok = conformance_write_grid(request, all, error, error_size);
    if (ok && request->html_file)
        ok = conformance_write_html(request, all, report, context, error, error_size);
    drop_gathered(request);
    if (!ok) {
        conformance_abandon(request);
        return 0;
    }
    if (!close_output(&request->report_file))
        ok = conformance_fail(error, error_size, "--report %s: write error", request->report_path);
    if (!close_output(&request->grid_file) && ok)
        ok = conformance_fail(error, error_size, "--grid %s: write error", request->grid_path);
    if (!close_output(&request->html_file) && ok)
        ok = conformance_fail(error, error_size, "--html %s: write error", request->html_path);
    return ok;
}
