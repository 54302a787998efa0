/*
** conformance_page.c: the conformance report's Markdown page
** (run_conformance.h), from the gathered failures and the run's tallies.
*/
#include "conformance_internal.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case.h"
#include "case_compare.h"

/* Past these, the page summarizes instead of listing. */
enum { MAX_SKIP_REASONS = 15, MAX_PATTERNS_LISTED = 25 };

/* Text in a table cell or inline code: no line breaks or other control
** characters, no pipes. */
static void put_cell(FILE *out, const char *text, size_t limit) {
    size_t written = 0;
    for (const char *p = text; *p && written < limit; p++, written++)
        fputc(*p == '|' ? '/' : (unsigned char)*p < 0x20 || *p == '`' ? ' ' : *p, out);
    if (strlen(text) > limit) fputs("...", out);
}

static void put_tally_row(FILE *out, const char *name, const run_tally *tally) {
    long long total = tally->passed + tally->failed + tally->skipped + tally->known_failures;
    if (total == 0) return;
    fprintf(out, "| %s | %lld | %lld | %lld |\n", name, tally->passed,
            tally->failed + tally->known_failures, tally->skipped);
}

char *conformance_keep(const conformance_source *source, size_t *length) {
    assert(source->index >= 0 && source->index < source->plan->count);
    const promcast_case *test_case = source->plan->items[source->index].test_case;
    size_t details_length;
    const char *details = run_results_details(source->results, source->index, &details_length);
    char expected[1024];
    case_outcome_describe(&test_case->expect, 16, expected, sizeof expected);
    const char *fields[KEPT_FIELD_COUNT] = {
        [KEPT_ID] = test_case->id,
        [KEPT_OP] = case_op_name(test_case),
        [KEPT_SOURCE] = test_case->source,
        [KEPT_INPUTS] = test_case->inputs_text ? test_case->inputs_text : "",
        [KEPT_EXPECTED] = expected,
        [KEPT_GOT] = details_length ? run_details_field(details, details_length, 0) : "",
        [KEPT_EXPLANATION] = details_length ? run_details_field(details, details_length, 1) : "",
        [KEPT_MESSAGE] = details_length ? run_details_field(details, details_length, 2) : "",
    };
    size_t total = 0;
    for (int i = 0; i < KEPT_FIELD_COUNT; i++) total += strlen(fields[i]) + 1;
    char *kept = malloc(total);
    if (kept == NULL) return NULL;
    size_t used = 0;
    for (int i = 0; i < KEPT_FIELD_COUNT; i++) {
        size_t size = strlen(fields[i]) + 1;
        memcpy(kept + used, fields[i], size);
        used += size;
    }
    *length = total;
    return kept;
}

void conformance_put_case(FILE *out, const char *kept, size_t length) {
    const char *explanation = run_details_field(kept, length, KEPT_EXPLANATION);
    const char *message = run_details_field(kept, length, KEPT_MESSAGE);
    fprintf(out, "Smallest case: `%s` (%s), inputs `", run_details_field(kept, length, KEPT_ID),
            run_details_field(kept, length, KEPT_SOURCE));
    put_cell(out, run_details_field(kept, length, KEPT_INPUTS), 600);
    fputs("`\n\n- expected: `", out);
    put_cell(out, run_details_field(kept, length, KEPT_EXPECTED), 600);
    fputs("`\n- got: `", out);
    put_cell(out, run_details_field(kept, length, KEPT_GOT), 600);
    fputs("`\n", out);
    if (*explanation) {
        fputs("- difference: ", out);
        put_cell(out, explanation, 600);
        fputs("\n", out);
    }
    if (*message) {
        fputs("- library's message: ", out);
        put_cell(out, message, 300);
        fputs("\n", out);
    }
    fputs("\n", out);
}

static void put_cause(FILE *out, int number, int index, const conformance_gathered *all) {
    const conformance_cause *owner = &all->causes[index];
    /* Every cause and pattern the page lists has failures, so a smallest case. */
    assert(owner->count > 0 && owner->smallest != NULL);
    fprintf(out, "### %d. %s (%lld case%s)\n\n**%s.** %s\n\n", number, owner->title,
            owner->count, owner->count == 1 ? "" : "s", owner->classification, owner->evidence);
    conformance_put_case(out, owner->smallest, owner->smallest_length);
    int listed = 0, total = 0;
    for (int i = 0; i < all->pattern_count; i++) total += all->patterns[i].cause == index;
    assert(total > 0);  /* its failures came through its patterns */
    fprintf(out, "Answer pattern%s:\n\n", total == 1 ? "" : "s");
    for (int i = 0; i < all->pattern_count; i++) {
        if (all->patterns[i].cause != index) continue;
        if (listed++ == MAX_PATTERNS_LISTED) {
            fprintf(out, "- and %d more\n", total - MAX_PATTERNS_LISTED);
            break;
        }
        fprintf(out, "- `%s` (%lld)\n", all->patterns[i].key, all->patterns[i].count);
    }
    fputs("\n", out);
}

/* The title, the adapter, the command that reproduces the page. The
** adapter's texts are its own: one line each, like table cells. */
static void put_heading(FILE *out, const conformance_request *request) {
    fputs("# Conformance: ", out);
    put_cell(out, request->adapter->library, 120);
    fputs(" ", out);
    put_cell(out, request->adapter->library_version, 120);
    fputs("\n\nAdapter `", out);
    put_cell(out, request->adapter->name, 120);
    fputs("`, profile `", out);
    put_cell(out, request->adapter->profile, 60);
    fprintf(out, "`. Written by `promcast run --report`; to reproduce it:\n\n```sh\n%s\n```\n\n",
            request->command);
}

/* The run's totals, and how many causes and unclassified patterns the
** failures section below lists. Known failures count as failures
** (run_conformance.h). */
static void put_totals(FILE *out, const conformance_gathered *all, const run_report *report) {
    const run_tally *total = &report->total;
    fputs("| | cases |\n| --- | ---: |\n", out);
    fprintf(out, "| passed | %lld |\n| failed | %lld |\n| skipped | %lld |\n", total->passed,
            total->failed + total->known_failures, total->skipped);
    if (report->other_profile)
        fprintf(out, "| for other profiles, not run | %lld |\n", report->other_profile);
    int unclassified = 0, causes = 0;
    for (int i = 0; i < all->pattern_count; i++) unclassified += all->patterns[i].cause < 0;
    for (int i = 0; i < all->cause_count; i++) causes += all->causes[i].count > 0;
    fprintf(out, "\nThe failures have %d known cause%s", causes, causes == 1 ? "" : "s");
    if (unclassified)
        fprintf(out, " and %d unclassified answer pattern%s", unclassified,
                unclassified == 1 ? "" : "s");
    fputs(" (below).", out);
}

/* The ops the adapter claims and those it does not, in case_op_key order:
** a library lacks a function when its adapter does not claim the op (the
** runner then skips its cases, "the adapter has no ..."). */
static void put_op_list(FILE *out, const run_board_adapter *adapter, int claimed) {
    int listed = 0;
    for (int key = 0; key < CASE_OP_KEY_COUNT; key++) {
        if ((adapter->ops[key] != 0) != claimed) continue;
        fprintf(out, "%s`%s`", listed++ ? ", " : "", case_op_key_name(key));
    }
    fputs(listed ? ".\n" : "none.\n", out);
}

static void put_functions(FILE *out, const run_board_adapter *adapter) {
    int claimed = 0;
    for (int key = 0; key < CASE_OP_KEY_COUNT; key++) claimed += adapter->ops[key] != 0;
    fprintf(out, "\n\n## Functions\n\nThe adapter has %d of the case format's %d ops "
                 "(an `_inplace` op is the in-place form, `a op= b`).\n\n- Has: ",
            claimed, CASE_OP_KEY_COUNT);
    put_op_list(out, adapter, 1);
    fputs("- Lacks (their cases are skipped): ", out);
    put_op_list(out, adapter, 0);
}

/* The tallies by op and by dtype; rows with no cases are left out. */
static void put_tallies(FILE *out, const run_report *report) {
    fputs("\n## By op\n\n| op | passed | failed | skipped |\n"
          "| --- | ---: | ---: | ---: |\n", out);
    for (int key = 0; key < CASE_OP_KEY_COUNT; key++)
        put_tally_row(out, case_op_key_name(key), &report->by_op[key]);
    fputs("\n## By dtype\n\nA case counts under each dtype it involves.\n\n"
          "| dtype | passed | failed | skipped |\n| --- | ---: | ---: | ---: |\n", out);
    for (int dtype = 0; dtype < PC_DTYPE_COUNT; dtype++)
        put_tally_row(out, pc_dtype_name((pc_dtype)dtype), &report->by_dtype[dtype]);
    put_tally_row(out, "(shapes only)", &report->no_dtype);
}

/* The skip reasons, most frequent first (conformance_gather sorted them);
** past MAX_SKIP_REASONS, one row sums the rest. No section without skips. */
static void put_skips(FILE *out, const conformance_gathered *all) {
    if (all->skip_count == 0) return;
    fputs("\n## Why cases were skipped\n\n| reason | cases |\n| --- | ---: |\n", out);
    long long others = 0;
    for (int i = 0; i < all->skip_count; i++) {
        if (i >= MAX_SKIP_REASONS) {
            others += all->skips[i].count;
            continue;
        }
        fputs("| ", out);
        put_cell(out, all->skips[i].text, 300);
        fprintf(out, " | %lld |\n", all->skips[i].count);
    }
    if (others) fprintf(out, "| %d other reasons | %lld |\n",
                        all->skip_count - MAX_SKIP_REASONS, others);
}

/* The causes with failures in the classes file's order, then each
** unclassified pattern, numbered on from them; "None." for a run with no
** failures. */
static void put_failures(FILE *out, const conformance_gathered *all) {
    fputs("\n## Failures, by cause\n\n", out);
    int number = 0;
    for (int i = 0; i < all->cause_count; i++)
        if (all->causes[i].count) put_cause(out, ++number, i, all);
    for (int i = 0; i < all->pattern_count; i++) {
        const conformance_pattern *loose = &all->patterns[i];
        assert(loose->cause >= -1 && loose->cause < all->cause_count);
        if (loose->cause >= 0) continue;
        fprintf(out, "### %d. Unclassified: `%s` (%lld case%s)\n\nNo class of the classes "
                     "file matches this answer pattern.\n\n",
                ++number, loose->key, loose->count, loose->count == 1 ? "" : "s");
        assert(loose->smallest != NULL);
        conformance_put_case(out, loose->smallest, loose->smallest_length);
    }
    if (number == 0) fputs("None.\n\n", out);
}

/* The link to the grid is its file name alone: it works where the grid
** lies beside the page, wherever the two are published. */
static void put_grid_link(FILE *out, const char *grid_path) {
    const char *name = strrchr(grid_path, '/');
    fprintf(out, "## Promotion grid\n\n`promote_types` of every dtype pair the run "
                 "covered: green agrees with the profile, red differs, grey was "
                 "skipped.\n\n![promotion grid](%s)\n", name ? name + 1 : grid_path);
}

int conformance_write_page(const conformance_request *request, const conformance_gathered *all,
                           const run_report *report, char *error, size_t size) {
    FILE *out = request->report_file;
    put_heading(out, request);
    put_totals(out, all, report);
    put_functions(out, request->adapter);
    put_tallies(out, report);
    put_skips(out, all);
    put_failures(out, all);
    if (request->grid_path) put_grid_link(out, request->grid_path);
    if (ferror(out))
        return conformance_fail(error, size, "--report %s: write error", request->report_path);
    return 1;
}
