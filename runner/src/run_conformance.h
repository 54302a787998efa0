/*
** run_conformance.h: a library's conformance report, gathered window by
** window as a run goes (case_corpus.h) and written when it has finished
** (`promcast run --report FILE.md [--grid FILE.svg] [--html FILE.html]
** [--classes FILE]`).
**
** The report is a Markdown page, an HTML page or both (conformance_html.c
** says what the HTML page adds): the library and version, pass, fail and
** skip counts by op and by dtype, the reasons for skips, and the failures by
** cause. Each failure has an answer pattern: the op and how the answer
** differs ("promote_types: dtype int16 -> dtype uint8", "add: array float32
** -> array float32, values differ", "add_inplace: error cannot_cast -> array
** int8"). Causes are data, not code: a classes file
** (adapters/<library>/classes.txt) holds blocks
**
**     class: Value-based casting of NumPy 1.x
**     classification: profile difference
**     evidence: NEP 50 (https://numpy.org/neps/nep-0050-scalar-promotion.html) ...
**     match: result_type: *
**     match: * -> array *
**
** separated by blank lines: a title, one of the classifications "library
** bug", "documented deviation" and "profile difference", the evidence (a
** source file, a documentation page, an issue; several evidence lines join
** into one paragraph), and globs (fnmatch) on answer patterns ("match:")
** or on case ids ("id:", for a cause that an answer pattern alone cannot
** tell from another's). A failure belongs to the first block whose id glob
** matches its case (and whose match glob, if it has any, its pattern), or
** else to the first block without id globs whose match glob matches its
** pattern; the page gives each
** cause its case count, smallest case and answer patterns, and lists each
** pattern no block matches as an unclassified cause of its own. The grid is
** an SVG image of the run's promote_types cases, one cell per dtype pair,
** coloured by agreement.
**
** Known failures (--xfail) are failures here: the report describes the
** library, not the state of its xfail list.
*/
#ifndef PROMCAST_RUNNER_RUN_CONFORMANCE_H
#define PROMCAST_RUNNER_RUN_CONFORMANCE_H

#include <stddef.h>
#include <stdio.h>

#include "run_board.h"
#include "run_results.h"
#include "run_plan.h"
#include "run_report.h"

typedef struct conformance_request {
    const char *report_path;   /* the Markdown page, or NULL */
    const char *grid_path;     /* the SVG grid, or NULL */
    const char *html_path;     /* the HTML page, or NULL */
    const char *classes_path;  /* the classes file, or NULL */
    const char *command;       /* the command that reproduces the report */
    /* The command that runs one case again, but for "--filter ID": the
    ** run's, without its output files and its selection. */
    const char *reproduce;
    const run_board_adapter *adapter;  /* the adapter's self-description */
    FILE *report_file, *grid_file, *html_file;  /* open from conformance_open on */
    /* What the windows run so far gave the page and the grid: counts, skip
    ** reasons, each group's smallest case and each grid cell, as text of
    ** their own; from conformance_open on, when a file is asked for. */
    struct conformance_gathered *gathered;
} conformance_request;

/* Before a run: reads the classes file and opens the output files, so a
** mistake in either costs no run. Returns 1, or 0 with the file (and line)
** at fault in `error`. */
int conformance_open(conformance_request *request, char *error, size_t error_size);

/* Gathers a window's verdicts, in the run's order (nothing when no file is
** asked for). Returns 1, or 0 when out of memory (with `error`). */
int conformance_add(conformance_request *request, const run_plan *plan,
                    const run_results *results, char *error, size_t error_size);

/* Writes the requested files from a finished run (every window added), and
** closes them; `report` holds the run's tallies. Returns 1, or 0 with the
** reason in `error` (the file or line at fault named); then the files are
** removed. */
int conformance_write(conformance_request *request, const run_report *report,
                      const run_context *context, char *error, size_t error_size);

/* A run that did not finish: closes and removes the output files. */
void conformance_abandon(conformance_request *request);

#endif
