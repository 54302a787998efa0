/*
** conformance_internal.h: what the pieces of the conformance report share
** (run_conformance.h is the public face). Each piece has one concern:
**
**     conformance_classes.c  reads the classes file into causes
**     conformance_gather.c   sorts the failures into patterns and causes
**     conformance_page.c     writes the Markdown page
**     conformance_grid.c     draws the SVG grid
**     conformance_cells.c    counts outcomes by op and dtype pair
**     conformance_html.c     writes the HTML page
**     run_conformance.c      opens, gathers, writes and abandons
**
** A run is gathered a window at a time (case_corpus.h): what the page and
** the grid need of a case that is kept (a group's smallest case, a grid
** cell's case) is written into text of its own when it is kept, since its
** window is freed before the page is written.
**
** Nothing outside these files includes this header.
*/
#ifndef PROMCAST_RUNNER_CONFORMANCE_INTERNAL_H
#define PROMCAST_RUNNER_CONFORMANCE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "case.h"
#include "run_conformance.h"

enum {
    CONFORMANCE_KEY_SIZE = 256,       /* an answer pattern, or a glob on one */
    CONFORMANCE_TITLE_SIZE = 200,     /* a class's title */
    CONFORMANCE_EVIDENCE_SIZE = 2048  /* a class's evidence, and a line of the file */
};

typedef struct conformance_glob {
    char text[CONFORMANCE_KEY_SIZE];
} conformance_glob;

/* A block of the classes file, and the failures it gathered. A loaded block
** has a title, a classification, evidence and at least one glob of either
** kind: `globs` on answer patterns, `id_globs` on case ids. */
typedef struct conformance_cause {
    char title[CONFORMANCE_TITLE_SIZE];
    char classification[32];
    char evidence[CONFORMANCE_EVIDENCE_SIZE];
    conformance_glob *globs;
    int glob_count, glob_capacity;
    conformance_glob *id_globs;
    int id_glob_count, id_glob_capacity;
    int line;                /* where its block starts */
    long long count;
    char *smallest;          /* its smallest case (conformance_keep), or NULL; owned */
    size_t smallest_length;
    long long smallest_size;
} conformance_cause;

/* One answer pattern (run_conformance.h) and its failures of one cause: a
** pattern whose failures id globs split between causes is one entry a
** cause. */
typedef struct conformance_pattern {
    char key[CONFORMANCE_KEY_SIZE];
    long long count;
    char *smallest;          /* as for a cause; owned */
    size_t smallest_length;
    long long smallest_size;
    int cause;               /* index into causes, -1 unclassified */
} conformance_pattern;

typedef struct conformance_skip_reason {
    char *text;              /* owned */
    long long count;
} conformance_skip_reason;

/* The grid's cell states, each also its index into the grid's colours. */
typedef enum conformance_grid_state {
    GRID_EMPTY,    /* the run had no case for the pair */
    GRID_AGREES,
    GRID_DIFFERS,  /* any verdict but pass and skip: a failure, a crash, never run */
    GRID_SKIPPED,
    GRID_STATE_COUNT
} conformance_grid_state;

/* A dtype pair's promote_types case: its state and its tooltip after
** "ROW + COLUMN: " (owned; NULL when GRID_EMPTY). */
typedef struct conformance_grid_cell {
    conformance_grid_state state;
    char *title;
} conformance_grid_cell;

/* An outcome as the HTML page's grids colour it: known failures apart from
** the others, and skips by why. */
typedef enum conformance_cell_state {
    CELL_PASS,
    CELL_FAIL,         /* any verdict but pass and skip */
    CELL_KNOWN,        /* a failure the run's xfail file lists */
    CELL_UNDEFINED,    /* skipped: the specification leaves the outcome open */
    CELL_UNSUPPORTED,  /* skipped: the adapter lacks the dtype or function, or another version */
    CELL_STATE_COUNT
} conformance_cell_state;

/* An operand "slot" of the cells: a dtype; for an element-wise case's
** operands, the other categories (pc_operand_category) that promotion tells
** apart: a 0-d array of a dtype, a Python scalar of one of the four kinds
** (pc_scalar_kind); or none (a case with fewer operands or dtypes). */
enum {
    CELL_ZERO_DIM = PC_DTYPE_COUNT,            /* + pc_dtype */
    CELL_SCALAR = 2 * PC_DTYPE_COUNT,          /* + pc_scalar_kind */
    CELL_NO_DTYPE = 2 * PC_DTYPE_COUNT + 4,
    CELL_DTYPES = 2 * PC_DTYPE_COUNT + 5
};

/* Case counts by op (case_op_key), first and second operand slot (an
** element-wise case's a and b, else the first two dtypes the case involves,
** case_involved_dtypes) and state. */
typedef struct conformance_cells {
    long long counts[CASE_OP_KEY_COUNT][CELL_DTYPES][CELL_DTYPES][CELL_STATE_COUNT];
} conformance_cells;

/* Everything the writers need, gathered in one pass over the results. */
typedef struct conformance_gathered {
    conformance_cause *causes;
    int cause_count, cause_capacity;
    conformance_pattern *patterns;
    int pattern_count, pattern_capacity;
    conformance_skip_reason *skips;
    int skip_count, skip_capacity;
    /* By dtype, row then column: the run's promote_types cases. */
    conformance_grid_cell cells[PC_DTYPE_COUNT][PC_DTYPE_COUNT];
    conformance_cells *op_cells;  /* for the HTML page only; owned */
} conformance_gathered;

/* ---- run_conformance.c: helpers every piece uses ---- */

/* Writes the message into `error` and returns 0, so a failing step can
** `return conformance_fail(...)`. */
int conformance_fail(char *error, size_t size, const char *format, ...);

/* Makes room for `needed` items in a growing array; 0 when out of memory
** (the array is then unchanged). */
int conformance_grow(void **items, int *capacity, int needed, size_t item_size);

/* Text written by `write(out, ...)` into a string of its own, for what is
** kept of a case past its window; NULL when out of memory. */
typedef struct conformance_source {
    const run_plan *plan;
    const run_results *results;
    int64_t index;  /* the case, in plan */
} conformance_source;
char *conformance_render(void (*write)(FILE *out, const conformance_source *source),
                         const conformance_source *source);

/* ---- conformance_classes.c ---- */

/* Appends the classes file's blocks to all->causes, each with no failures
** yet. Returns 1, or 0 with the file and line at fault in `error`; the
** causes read so far stay for conformance_free_causes. */
int conformance_load_causes(const char *path, conformance_gathered *all, char *error,
                            size_t size);

void conformance_free_causes(conformance_gathered *all);

/* ---- conformance_gather.c ---- */

/* Gathers every failure of a window into its answer pattern, and the
** pattern into the first cause with a glob that matches it; counts skip
** reasons. Windows are gathered in the run's order. Returns 0 when out of
** memory. */
int conformance_gather(conformance_gathered *all, const run_plan *plan,
                       const run_results *results);

/* Once every window is gathered: patterns most frequent first, skip
** reasons likewise, ties by text. */
void conformance_sort(conformance_gathered *all);

/* Frees causes, patterns, skip reasons and grid cells, leaving `all` empty. */
void conformance_free_gathered(conformance_gathered *all);

/* An expectation as answer patterns write it: "dtype int16", "array
** float32", "error no_promotion", "shape", "answer yes". */
void conformance_summarize_expected(const case_outcome *outcome, char *buffer, size_t size);

/* ---- conformance_page.c ---- */

/* What a page shows of a case kept past its window: NUL-separated fields,
** read with run_details_field (run_results.h). */
typedef enum conformance_kept_field {
    KEPT_ID, KEPT_OP, KEPT_SOURCE, KEPT_INPUTS, KEPT_EXPECTED, KEPT_GOT, KEPT_EXPLANATION,
    KEPT_MESSAGE, KEPT_FIELD_COUNT
} conformance_kept_field;

/* The fields of case source->index, in a buffer of their own (*length
** bytes, the last a NUL); NULL when out of memory. */
char *conformance_keep(const conformance_source *source, size_t *length);

/* A kept case, its expectation and the answer, as the page lists a
** smallest case. */
void conformance_put_case(FILE *out, const char *kept, size_t length);

/* Writes the Markdown page to request->report_file. Returns 1, or 0 with
** the write error in `error`. */
int conformance_write_page(const conformance_request *request, const conformance_gathered *all,
                           const run_report *report, char *error, size_t size);

/* ---- conformance_cells.c ---- */

/* Counts the window's cases into all->op_cells (allocated on first use).
** Returns 0 when out of memory. */
int conformance_collect_cells(conformance_gathered *all, const run_plan *plan,
                              const run_results *results);

/* ---- conformance_html.c ---- */

/* Writes the HTML page to request->html_file. Returns 1, or 0 with the
** write error in `error`. */
int conformance_write_html(const conformance_request *request, const conformance_gathered *all,
                           const run_report *report, const run_context *context, char *error,
                           size_t size);

/* ---- conformance_grid.c ---- */

/* Keeps the window's promote_types cases in all->cells; of two cases of
** one pair, the later in the run. Returns 0 when out of memory. */
int conformance_collect_grid(conformance_gathered *all, const run_plan *plan,
                             const run_results *results);

/* Draws the grid to request->grid_file. Returns 1, or 0 with the write
** error in `error`. */
int conformance_write_grid(const conformance_request *request, const conformance_gathered *all,
                           char *error, size_t size);

#endif
