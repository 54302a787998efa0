/*
** conformance_html.c: the conformance report as one self-contained HTML
** page (`promcast run --html FILE`): no network, its CSS and script inline,
** so it opens from disk and prints.
**
** The page holds the run's context and totals; for every function, a grid
** of its cases' operands (an element-wise function's a by row and b by
** column, each an array's dtype, a 0-d array's apart, or a Python
** scalar's kind; any other's first and second dtypes),
** each cell a symbol and a colour for the worst outcome in it (a failure,
** then a known failure, a pass, an unsupported and an undefined case) and
** its counts in the cell's title; the failures by cause, each with its
** smallest case and the command that runs that case alone; the reasons for
** skips. Symbols stand beside the colours (✗ failure, ! known failure,
** ✓ pass, – unsupported, ? undefined), so neither print nor colour
** blindness loses them. The filters (function, dtype, outcome, text) are a
** short script that only hides and shows what the page already holds.
**
** Every text from outside the runner (names, messages, ids) goes through
** xml_write_text, whose output is also well-formed HTML text.
*/
#include "conformance_internal.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "adapter_arguments.h"
#include "case.h"
#include "promcast/promcast.h"
#include "xml_text.h"

typedef struct cell_style {
    const char *name;    /* the state's class and filter value */
    const char *symbol;
    const char *label;
} cell_style;

/* By conformance_cell_state; the grid shows a cell's first state in
** `worst_first` that it has. */
static const cell_style styles[CELL_STATE_COUNT] = {
    [CELL_PASS] = {"pass", "\xe2\x9c\x93", "passed"},
    [CELL_FAIL] = {"fail", "\xe2\x9c\x97", "failed"},
    [CELL_KNOWN] = {"known", "!", "known failures"},
    [CELL_UNDEFINED] = {"undefined", "?", "undefined by the specification, not run"},
    [CELL_UNSUPPORTED] = {"unsupported", "\xe2\x80\x93", "skipped: the library lacks it"},
};
static const conformance_cell_state worst_first[CELL_STATE_COUNT] = {
    CELL_FAIL, CELL_KNOWN, CELL_PASS, CELL_UNSUPPORTED, CELL_UNDEFINED};

static const char style_sheet[] =
    "body{font-family:system-ui,sans-serif;margin:1.5em;color:#111}"
    "h1{font-size:1.5em}h2{margin-top:1.6em;border-bottom:1px solid #999}"
    "dl.context{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}"
    "dl.context dt{font-weight:bold}code,pre{font-family:ui-monospace,monospace;font-size:.9em}"
    "pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f4;padding:.5em}"
    "table{border-collapse:collapse;margin:.5em 0}"
    "td,th{border:1px solid #bbb;padding:.15em .35em;text-align:center;font-size:.85em}"
    "th{background:#eee;font-weight:normal}"
    "td.pass{background:#cfe8cf}td.fail{background:#f3b6b6;font-weight:bold}"
    "td.known{background:#f6dfa8}td.undefined{background:#e4e4f4}"
    "td.unsupported{background:#e8e8e8;color:#555}td.empty{background:#fff}"
    "nav.filters{position:sticky;top:0;background:#fff;padding:.5em 0;border-bottom:1px solid #ccc}"
    "nav.filters label{margin-right:1em}.legend span{margin-right:1em}"
    ".cause{border-left:4px solid #c33;padding-left:.8em;margin:1em 0}"
    ".cause.unclassified{border-color:#888}.classification{font-style:italic}"
    ".hidden{display:none}td.dim{opacity:.15}"
    "@media print{nav.filters{display:none}.cause,section.function{break-inside:avoid}"
    "td.pass,td.fail,td.known,td.undefined,td.unsupported{background:#fff}}";

/* The filters: each control hides what does not match, by the data-*
** attributes the page writes; nothing is fetched or recomputed. Their state
** is the address's fragment ("#op=add&dtype=int8&outcome=fail,known&text=
** nan"), read when the page opens and written as it changes, so a filtered
** view can be linked to. */
static const char filter_script[] =
    "(function(){'use strict';"
    "var form=document.getElementById('filters');"
    "var boxes=form.querySelectorAll('input[name=outcome]');"
    "function control(id){return document.getElementById(id);}"
    "function read(){var wanted={};location.hash.replace(/^#/,'').split('&').forEach(function(p){"
    "var i=p.indexOf('=');if(i>0)wanted[p.slice(0,i)]=decodeURIComponent(p.slice(i+1));});"
    "if(wanted.op!==undefined)control('filter-op').value=wanted.op;"
    "if(wanted.dtype!==undefined)control('filter-dtype').value=wanted.dtype;"
    "if(wanted.text!==undefined)control('filter-text').value=wanted.text;"
    "if(wanted.outcome!==undefined){var on=wanted.outcome.split(',');"
    "boxes.forEach(function(box){box.checked=on.indexOf(box.value)>=0;});}}"
    "function write(){var parts=[];"
    "if(control('filter-op').value)parts.push('op='+encodeURIComponent(control('filter-op').value));"
    "if(control('filter-dtype').value)parts.push('dtype='+encodeURIComponent(control('filter-dtype').value));"
    "var on=[],all=true;boxes.forEach(function(box){if(box.checked)on.push(box.value);else all=false;});"
    "if(!all)parts.push('outcome='+on.join(','));"
    "if(control('filter-text').value)parts.push('text='+encodeURIComponent(control('filter-text').value));"
    "history.replaceState(null,'',parts.length?'#'+parts.join('&'):location.pathname);}"
    "function apply(){"
    "var op=control('filter-op').value,dtype=control('filter-dtype').value;"
    "var text=control('filter-text').value.toLowerCase();"
    "var states={};boxes.forEach(function(box){states[box.value]=box.checked;});"
    "document.querySelectorAll('section.function').forEach(function(section){"
    "var shown=!op||section.dataset.op===op;var any=false;"
    "section.querySelectorAll('td[data-state]').forEach(function(cell){"
    "var keep=states[cell.dataset.state]&&(!dtype||cell.dataset.dtypes.split(' ').indexOf(dtype)>=0);"
    "cell.classList.toggle('dim',!keep);any=any||keep;});"
    "section.classList.toggle('hidden',!shown||!any);});"
    "document.querySelectorAll('.cause').forEach(function(cause){"
    "var shown=(!op||cause.dataset.ops.split(' ').indexOf(op)>=0)&&"
    "(!dtype||cause.textContent.indexOf(dtype.replace(/^0d_/,''))>=0)&&"
    "(!text||cause.textContent.toLowerCase().indexOf(text)>=0)&&states[cause.dataset.state];"
    "cause.classList.toggle('hidden',!shown);});}"
    "function changed(){apply();write();}"
    "form.addEventListener('input',changed);form.addEventListener('change',changed);"
    "window.addEventListener('hashchange',function(){read();apply();});"
    "read();apply();})();";

static void text(FILE *out, const char *value) { xml_write_text(out, value ? value : "", 0); }

static int has_cases(const conformance_cells *cells, int op) {
    for (int a = 0; a < CELL_DTYPES; a++)
        for (int b = 0; b < CELL_DTYPES; b++)
            for (int s = 0; s < CELL_STATE_COUNT; s++)
                if (cells->counts[op][a][b][s]) return 1;
    return 0;
}

/* A slot as the grid heads it, and as the filters name it (no spaces). A
** 0-d array's cell also carries its dtype's plain key, so filtering by a
** dtype keeps its arrays of every rank. */
static const char *const scalar_labels[4] = {"Python bool", "Python int", "Python float",
                                             "Python complex"};
static const char *const scalar_keys[4] = {"python_bool", "python_int", "python_float",
                                           "python_complex"};

static void put_label(FILE *out, int slot) {
    if (slot == CELL_NO_DTYPE) fputs("(none)", out);
    else if (slot >= CELL_SCALAR) fputs(scalar_labels[slot - CELL_SCALAR], out);
    else if (slot >= CELL_ZERO_DIM)
        fprintf(out, "0-d %s", pc_dtype_name((pc_dtype)(slot - CELL_ZERO_DIM)));
    else fputs(pc_dtype_name((pc_dtype)slot), out);
}

/* A row's or column's heading cell. */
static void put_heading(FILE *out, int slot) {
    fputs("<th>", out);
    put_label(out, slot);
    fputs("</th>", out);
}

/* The slot's own key: a dtype's name, 0d_ and its dtype's name, a scalar's. */
static const char *slot_key(int slot, char key[64]) {
    if (slot == CELL_NO_DTYPE) return "none";
    if (slot >= CELL_SCALAR) return scalar_keys[slot - CELL_SCALAR];
    if (slot < CELL_ZERO_DIM) return pc_dtype_name((pc_dtype)slot);
    snprintf(key, 64, "0d_%s", pc_dtype_name((pc_dtype)(slot - CELL_ZERO_DIM)));
    return key;
}

static void put_key(FILE *out, int slot) {
    char key[64];
    fputs(slot_key(slot, key), out);
    if (slot >= CELL_ZERO_DIM && slot < CELL_SCALAR)
        fprintf(out, " %s", pc_dtype_name((pc_dtype)(slot - CELL_ZERO_DIM)));
}

static void put_context(FILE *out, const conformance_request *request, const run_context *context) {
    char started[40];
    time_t start = (time_t)context->started_s;
    struct tm utc;
    gmtime_r(&start, &utc);
    strftime(started, sizeof started, "%Y-%m-%d %H:%M:%S UTC", &utc);
    const run_board_adapter *adapter = request->adapter;
    fputs("<dl class=\"context\">\n<dt>library</dt><dd>", out);
    text(out, adapter->library);
    fputc(' ', out);
    text(out, adapter->library_version);
    fputs("</dd>\n<dt>adapter</dt><dd>", out);
    text(out, adapter->name);
    fputs(", claiming profile ", out);
    text(out, adapter->profile);
    fputs("</dd>\n<dt>cases of profile</dt><dd>", out);
    text(out, context->profile);
    if (context->profile_version) {
        fputs(", version ", out);
        text(out, context->profile_version);
        fputs(" of its specification", out);
    }
    fputs("</dd>\n<dt>command</dt><dd><code>", out);
    text(out, request->command);
    fprintf(out, "</code></dd>\n<dt>run</dt><dd>%s, %.1f s, promcast %s</dd>\n</dl>\n", started,
            context->seconds, PROMCAST_VERSION_STRING);
}

static void put_totals(FILE *out, const run_report *report, const conformance_cells *cells) {
    long long by_state[CELL_STATE_COUNT] = {0};
    for (int op = 0; op < CASE_OP_KEY_COUNT; op++)
        for (int a = 0; a < CELL_DTYPES; a++)
            for (int b = 0; b < CELL_DTYPES; b++)
                for (int s = 0; s < CELL_STATE_COUNT; s++) by_state[s] += cells->counts[op][a][b][s];
    fputs("<table class=\"totals\"><tr>", out);
    for (int i = 0; i < CELL_STATE_COUNT; i++)
        fprintf(out, "<th>%s %s</th>", styles[worst_first[i]].symbol, styles[worst_first[i]].label);
    fputs("</tr>\n<tr>", out);
    for (int i = 0; i < CELL_STATE_COUNT; i++)
        fprintf(out, "<td class=\"%s\" id=\"total-%s\">%lld</td>", styles[worst_first[i]].name,
                styles[worst_first[i]].name, by_state[worst_first[i]]);
    fputs("</tr></table>\n", out);
    if (report->other_profile)
        fprintf(out, "<p>%lld cases of other profiles were not run.</p>\n", report->other_profile);
}

/* Whether any case of the run has the slot as an operand. */
static int slot_used(const conformance_cells *cells, int slot) {
    for (int op = 0; op < CASE_OP_KEY_COUNT; op++)
        for (int other = 0; other < CELL_DTYPES; other++)
            for (int s = 0; s < CELL_STATE_COUNT; s++)
                if (cells->counts[op][slot][other][s] || cells->counts[op][other][slot][s])
                    return 1;
    return 0;
}

static void put_filters(FILE *out, const conformance_cells *cells) {
    fputs("<nav class=\"filters\"><form id=\"filters\" onsubmit=\"return false\">\n"
          "<label>function <select id=\"filter-op\"><option value=\"\">all</option>", out);
    for (int op = 0; op < CASE_OP_KEY_COUNT; op++)
        if (has_cases(cells, op))
            fprintf(out, "<option>%s</option>", case_op_key_name(op));
    fputs("</select></label>\n<label>dtype <select id=\"filter-dtype\"><option value=\"\">all"
          "</option>", out);
    for (int slot = 0; slot < CELL_NO_DTYPE; slot++) {
        if (!slot_used(cells, slot)) continue;
        char key[64];
        fprintf(out, "<option value=\"%s\">", slot_key(slot, key));
        put_label(out, slot);
        fputs("</option>", out);
    }
    fputs("</select></label>\n", out);
    for (int i = 0; i < CELL_STATE_COUNT; i++)
        fprintf(out, "<label><input type=\"checkbox\" name=\"outcome\" value=\"%s\" checked> %s %s"
                     "</label>", styles[worst_first[i]].name, styles[worst_first[i]].symbol,
                styles[worst_first[i]].label);
    fputs("\n<label>text <input type=\"search\" id=\"filter-text\"></label>\n</form></nav>\n", out);
}

/* One cell: the worst state's symbol, every count in its title. */
static void put_cell(FILE *out, const long long counts[CELL_STATE_COUNT], int a, int b) {
    int shown = -1;
    for (int i = 0; i < CELL_STATE_COUNT && shown < 0; i++)
        if (counts[worst_first[i]]) shown = (int)worst_first[i];
    if (shown < 0) {
        fputs("<td class=\"empty\"></td>", out);
        return;
    }
    fprintf(out, "<td class=\"%s\" data-state=\"%s\" data-dtypes=\"", styles[shown].name,
            styles[shown].name);
    put_key(out, a);
    fputc(' ', out);
    put_key(out, b);
    fputs("\" title=\"", out);
    put_label(out, a);
    fputs(", ", out);
    put_label(out, b);
    fputc(':', out);
    for (int i = 0; i < CELL_STATE_COUNT; i++)
        if (counts[worst_first[i]])
            fprintf(out, " %lld %s;", counts[worst_first[i]], styles[worst_first[i]].label);
    fprintf(out, "\">%s</td>", styles[shown].symbol);
}

static void put_function(FILE *out, const conformance_cells *cells, int op) {
    int rows[CELL_DTYPES], columns[CELL_DTYPES], row_count = 0, column_count = 0;
    long long totals[CELL_STATE_COUNT] = {0};
    for (int a = 0; a < CELL_DTYPES; a++) {
        int used_as_row = 0;
        for (int b = 0; b < CELL_DTYPES; b++)
            for (int s = 0; s < CELL_STATE_COUNT; s++) {
                used_as_row |= cells->counts[op][a][b][s] != 0;
                totals[s] += cells->counts[op][a][b][s];
            }
        if (used_as_row) rows[row_count++] = a;
    }
    for (int b = 0; b < CELL_DTYPES; b++) {
        int used = 0;
        for (int a = 0; a < CELL_DTYPES; a++)
            for (int s = 0; s < CELL_STATE_COUNT; s++) used |= cells->counts[op][a][b][s] != 0;
        if (used) columns[column_count++] = b;
    }
    const char *name = case_op_key_name(op);
    fprintf(out, "<section class=\"function\" data-op=\"%s\" id=\"op-%s\">\n<h3>%s</h3>\n<p>",
            name, name, name);
    for (int i = 0, first = 1; i < CELL_STATE_COUNT; i++)
        if (totals[worst_first[i]]) {
            fprintf(out, "%s%s %lld %s", first ? "" : ", ", styles[worst_first[i]].symbol,
                    totals[worst_first[i]], styles[worst_first[i]].label);
            first = 0;
        }
    fputs("</p>\n<table class=\"grid\">", out);
    if (column_count == 1 && columns[0] == CELL_NO_DTYPE) {
        /* Cases of one dtype each: one row, so the page is not a column. */
        fputs("<tr>", out);
        for (int r = 0; r < row_count; r++) put_heading(out, rows[r]);
        fputs("</tr>\n<tr>", out);
        for (int r = 0; r < row_count; r++)
            put_cell(out, cells->counts[op][rows[r]][CELL_NO_DTYPE], rows[r], CELL_NO_DTYPE);
        fputs("</tr>\n", out);
    } else {
        fputs("<tr><th></th>", out);
        for (int c = 0; c < column_count; c++) put_heading(out, columns[c]);
        fputs("</tr>\n", out);
        for (int r = 0; r < row_count; r++) {
            fputs("<tr>", out);
            put_heading(out, rows[r]);
            for (int c = 0; c < column_count; c++)
                put_cell(out, cells->counts[op][rows[r]][columns[c]], rows[r], columns[c]);
            fputs("</tr>\n", out);
        }
    }
    fputs("</table>\n</section>\n", out);
}

/* A smallest case and the command that runs it alone. */
static void put_case(FILE *out, const conformance_request *request, const char *kept,
                     size_t length) {
    static const struct {
        conformance_kept_field field;
        const char *label;
    } rows[] = {{KEPT_ID, "case"},         {KEPT_SOURCE, "source"},
                {KEPT_INPUTS, "inputs"},    {KEPT_EXPECTED, "expected"},
                {KEPT_GOT, "got"},          {KEPT_EXPLANATION, "difference"},
                {KEPT_MESSAGE, "library's message"}};
    fputs("<dl class=\"context\">\n", out);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const char *value = run_details_field(kept, length, (int)rows[i].field);
        if (*value == '\0') continue;
        fprintf(out, "<dt>%s</dt><dd><code>", rows[i].label);
        text(out, value);
        fputs("</code></dd>\n", out);
    }
    char command[4096];
    size_t used = (size_t)snprintf(command, sizeof command, "%s --filter", request->reproduce);
    if (used >= sizeof command) used = sizeof command - 1;
    command_line_append(command, sizeof command, &used, run_details_field(kept, length, KEPT_ID));
    fputs("<dt>to run it alone</dt><dd><pre>", out);
    text(out, command);
    fputs("</pre></dd>\n</dl>\n", out);
}

/* The ops of a cause's (or pattern's) answer patterns, space-separated,
** for the function filter. */
static void put_pattern_ops(FILE *out, const conformance_gathered *all, int cause,
                            const conformance_pattern *only) {
    int first = 1;
    for (int i = 0; i < all->pattern_count; i++) {
        const conformance_pattern *pattern = &all->patterns[i];
        if (only ? pattern != only : pattern->cause != cause) continue;
        const char *colon = strchr(pattern->key, ':');
        size_t length = colon ? (size_t)(colon - pattern->key) : strlen(pattern->key);
        fprintf(out, "%s%.*s", first ? "" : " ", (int)length, pattern->key);
        first = 0;
    }
}

static void put_patterns(FILE *out, const conformance_gathered *all, int cause) {
    fputs("<ul>", out);
    for (int i = 0; i < all->pattern_count; i++)
        if (all->patterns[i].cause == cause) {
            fputs("<li><code>", out);
            text(out, all->patterns[i].key);
            fprintf(out, "</code> (%lld)</li>", all->patterns[i].count);
        }
    fputs("</ul>\n", out);
}

static void put_failures(FILE *out, const conformance_request *request,
                         const conformance_gathered *all) {
    fputs("<section id=\"failures\"><h2>Failures by cause</h2>\n", out);
    int listed = 0;
    for (int c = 0; c < all->cause_count; c++) {
        const conformance_cause *cause = &all->causes[c];
        if (cause->count == 0) continue;
        listed++;
        fputs("<article class=\"cause\" data-state=\"fail\" data-ops=\"", out);
        put_pattern_ops(out, all, c, NULL);
        fputs("\"><h3>", out);
        text(out, cause->title);
        fprintf(out, " (%lld case%s)</h3>\n<p class=\"classification\">", cause->count,
                cause->count == 1 ? "" : "s");
        text(out, cause->classification);
        fputs("</p>\n<p>", out);
        text(out, cause->evidence);
        fputs("</p>\n", out);
        put_case(out, request, cause->smallest, cause->smallest_length);
        put_patterns(out, all, c);
        fputs("</article>\n", out);
    }
    for (int i = 0; i < all->pattern_count; i++) {
        const conformance_pattern *pattern = &all->patterns[i];
        if (pattern->cause >= 0) continue;
        listed++;
        fputs("<article class=\"cause unclassified\" data-state=\"fail\" data-ops=\"", out);
        put_pattern_ops(out, all, -1, pattern);
        fputs("\"><h3>Unclassified: <code>", out);
        text(out, pattern->key);
        fprintf(out, "</code> (%lld case%s)</h3>\n", pattern->count, pattern->count == 1 ? "" : "s");
        put_case(out, request, pattern->smallest, pattern->smallest_length);
        fputs("</article>\n", out);
    }
    if (listed == 0) fputs("<p>No case failed.</p>\n", out);
    fputs("</section>\n", out);
}

static void put_skips(FILE *out, const conformance_gathered *all) {
    fputs("<section id=\"skips\"><h2>Why cases were skipped</h2>\n", out);
    if (all->skip_count == 0) fputs("<p>No case was skipped.</p>\n", out);
    else fputs("<table><tr><th>cases</th><th>reason</th></tr>\n", out);
    for (int i = 0; i < all->skip_count; i++) {
        fprintf(out, "<tr><td>%lld</td><td style=\"text-align:left\">", all->skips[i].count);
        text(out, all->skips[i].text);
        fputs("</td></tr>\n", out);
    }
    if (all->skip_count) fputs("</table>\n", out);
    fputs("</section>\n", out);
}

int conformance_write_html(const conformance_request *request, const conformance_gathered *all,
                           const run_report *report, const run_context *context, char *error,
                           size_t size) {
    FILE *out = request->html_file;
    static const conformance_cells no_cells;
    const conformance_cells *cells = all->op_cells ? all->op_cells : &no_cells;
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
          "<meta name=\"viewport\" content=\"width=device-width\">\n<title>Conformance: ", out);
    text(out, request->adapter->library);
    fputc(' ', out);
    text(out, request->adapter->library_version);
    fprintf(out, "</title>\n<style>%s</style>\n</head><body>\n<h1>Conformance: ", style_sheet);
    text(out, request->adapter->library);
    fputc(' ', out);
    text(out, request->adapter->library_version);
    fputs("</h1>\n", out);
    put_context(out, request, context);
    put_totals(out, report, cells);
    put_filters(out, cells);
    fputs("<section id=\"functions\"><h2>Functions</h2>\n<p class=\"legend\">", out);
    for (int i = 0; i < CELL_STATE_COUNT; i++)
        fprintf(out, "<span>%s %s</span>", styles[worst_first[i]].symbol,
                styles[worst_first[i]].label);
    fputs("</p>\n<p>A grid's rows are a case's first operand, its columns the second: an "
          "element-wise function's a and b, each an array's dtype (a 0-d array's apart) or a "
          "Python scalar's kind; any other function's first two dtypes (one whose cases have one "
          "dtype each has one row). "
          "A cell shows the worst outcome of its cases, and its title every count.</p>\n", out);
    for (int op = 0; op < CASE_OP_KEY_COUNT; op++)
        if (has_cases(cells, op)) put_function(out, cells, op);
    fputs("</section>\n", out);
    put_failures(out, request, all);
    put_skips(out, all);
    fprintf(out, "<script>%s</script>\n</body></html>\n", filter_script);
    if (fflush(out) != 0 || ferror(out))
        return conformance_fail(error, size, "--html %s: write error", request->html_path);
    return 1;
}
