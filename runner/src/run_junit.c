/*
** run_junit.c: the run as JUnit XML (run_junit.h).
*/
#include "run_junit.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "case_compare.h"
#include "spool.h"
#include "xml_text.h"

int run_junit_open(run_junit *junit, const char *path, char *error, size_t error_size) {
    memset(junit, 0, sizeof *junit);
    junit->path = strdup(path);
    junit->out = fopen(path, "w");
    if (junit->out == NULL) {
        snprintf(error, error_size, "--junit %s: %s", path, strerror(errno));
        free(junit->path);
        junit->path = NULL;
        return 0;
    }
    junit->cases = tmpfile();
    if (junit->path == NULL || junit->cases == NULL) {
        snprintf(error, error_size, "--junit %s: no temporary file for its test cases: %s", path,
                 strerror(errno));
        run_junit_abandon(junit);
        return 0;
    }
    return 1;
}

static void attribute(FILE *out, const char *name, const char *value) {
    fprintf(out, " %s=\"", name);
    xml_write_text(out, value, 1);
    fputc('"', out);
}

/* One "name: value" line of a failure's body. */
static void body_line(FILE *out, const char *name, const char *value) {
    if (value == NULL || value[0] == '\0') return;
    fprintf(out, "%s: ", name);
    xml_write_text(out, value, 0);
    fputc('\n', out);
}

static void open_testcase(FILE *out, const char *classname, const char *name) {
    fputs("    <testcase", out);
    attribute(out, "classname", classname);
    attribute(out, "name", name);
}

/* The element of a failed case: the answer against the expectation, then
** the case's own lines, as TAP's YAML block has them. */
static void write_problem(FILE *out, const char *element, const char *type,
                          const run_outcome *outcome, const char *expected) {
    const promcast_case *test_case = outcome->test_case;
    char message[2400];
    snprintf(message, sizeof message, "expected %s, got %s", expected, outcome->got);
    fprintf(out, "      <%s", element);
    attribute(out, "type", type);
    attribute(out, "message", message);
    fputs(">", out);
    body_line(out, "op", case_op_name(test_case));
    body_line(out, "profile", test_case->profile);
    body_line(out, "source", test_case->source);
    body_line(out, "note", test_case->note);
    body_line(out, "inputs", test_case->inputs_text);
    body_line(out, "expected", expected);
    body_line(out, "got", outcome->got);
    body_line(out, "message", outcome->message);
    body_line(out, "explanation", outcome->explanation);
    fprintf(out, "</%s>\n", element);
}

static const char *error_type(run_verdict verdict) {
    switch (verdict) {
    case VERDICT_CRASH: return "crash";
    case VERDICT_TIMEOUT: return "timeout";
    case VERDICT_CORRUPT: return "corrupt record";
    default: return "never run";
    }
}

static void on_case(void *self, const run_outcome *outcome) {
    run_junit *junit = self;
    FILE *out = junit->cases;
    const promcast_case *test_case = outcome->test_case;
    char classname[160], expected[2048];
    snprintf(classname, sizeof classname, "promcast.%s", case_op_name(test_case));
    open_testcase(out, classname, test_case->id);
    junit->tests++;
    if (outcome->kind == RUN_OUTCOME_PASS) {
        fputs("/>\n", out);
        return;
    }
    fputs(">\n", out);
    case_outcome_describe(&test_case->expect, 32, expected, sizeof expected);
    switch (outcome->kind) {
    case RUN_OUTCOME_SKIP:
        junit->skipped++;
        fputs("      <skipped>", out);
        xml_write_text(out, outcome->reason, 0);
        fputs("</skipped>\n", out);
        break;
    case RUN_OUTCOME_KNOWN_FAILURE:
        junit->skipped++;
        fputs("      <skipped>known failure (", out);
        xml_write_text(out, outcome->xfail_where, 0);
        fputs("): expected ", out);
        xml_write_text(out, expected, 0);
        fputs(", got ", out);
        xml_write_text(out, outcome->got, 0);
        fputs("</skipped>\n", out);
        break;
    case RUN_OUTCOME_UNEXPECTED_PASS: {
        junit->failures++;
        char explanation[1200];
        snprintf(explanation, sizeof explanation,
                 "listed as a known failure (%s) but passed: remove it from the list",
                 outcome->xfail_where);
        run_outcome listed = *outcome;
        listed.explanation = explanation;
        write_problem(out, "failure", "unexpected pass", &listed, expected);
        break;
    }
    case RUN_OUTCOME_FAIL:
        junit->failures++;
        write_problem(out, "failure", "wrong answer", outcome, expected);
        break;
    case RUN_OUTCOME_ERROR:
    case RUN_OUTCOME_PASS:
    case RUN_OUTCOME_KIND_COUNT:
        junit->errors++;
        write_problem(out, "error", error_type(outcome->verdict), outcome, expected);
        break;
    }
    fputs("    </testcase>\n", out);
}

/* A testcase holding one error, for what is not a case. */
static void write_error_case(run_junit *junit, const char *classname, const char *name,
                             const char *type, const char *reason) {
    FILE *out = junit->cases;
    open_testcase(out, classname, name);
    fputs(">\n      <error", out);
    attribute(out, "type", type);
    attribute(out, "message", reason);
    fputs("/>\n    </testcase>\n", out);
    junit->tests++;
    junit->errors++;
}

static void on_unreadable(void *self, const char *path, const char *reason) {
    write_error_case(self, "promcast.files", path, "unreadable case file", reason);
}

run_sink run_junit_sink(run_junit *junit) {
    return (run_sink){.self = junit, .on_case = on_case, .on_unreadable = on_unreadable};
}

static void property(FILE *out, const char *name, const char *value) {
    fputs("      <property", out);
    attribute(out, "name", name);
    attribute(out, "value", value ? value : "");
    fputs("/>\n", out);
}

int run_junit_finish(run_junit *junit, const run_context *context, const char *why, char *error,
                     size_t error_size) {
    if (why) write_error_case(junit, "promcast.run", "the run", "run stopped", why);
    FILE *out = junit->out;
    char timestamp[32], hostname[256] = "", name[600], seconds[32];
    time_t started = (time_t)context->started_s;
    struct tm utc;
    gmtime_r(&started, &utc);
    strftime(timestamp, sizeof timestamp, "%Y-%m-%dT%H:%M:%S", &utc);
    if (gethostname(hostname, sizeof hostname - 1) != 0) hostname[0] = '\0';
    snprintf(name, sizeof name, "promcast run: %s %s, profile %s", context->library,
             context->library_version, context->profile);
    snprintf(seconds, sizeof seconds, "%.3f", context->seconds);
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites", out);
    attribute(out, "name", "promcast");
    fprintf(out, " tests=\"%lld\" failures=\"%lld\" errors=\"%lld\" time=\"%s\">\n", junit->tests,
            junit->failures, junit->errors, seconds);
    fputs("  <testsuite", out);
    attribute(out, "name", name);
    fprintf(out, " tests=\"%lld\" failures=\"%lld\" errors=\"%lld\" skipped=\"%lld\" time=\"%s\"",
            junit->tests, junit->failures, junit->errors, junit->skipped, seconds);
    attribute(out, "timestamp", timestamp);
    attribute(out, "hostname", hostname);
    fputs(">\n    <properties>\n", out);
    property(out, "adapter", context->adapter_name);
    property(out, "library", context->library);
    property(out, "library_version", context->library_version);
    property(out, "adapter_profile", context->adapter_profile);
    property(out, "profile", context->profile);
    if (context->profile_version) property(out, "profile_version", context->profile_version);
    property(out, "command", context->command);
    fputs("    </properties>\n", out);
    int ok = spool_copy(junit->cases, junit->out);
    fputs("  </testsuite>\n</testsuites>\n", out);
    ok = ok && fflush(out) == 0 && !ferror(out);
    if (!ok) {
        snprintf(error, error_size, "--junit %s: cannot write it: %s", junit->path,
                 strerror(errno ? errno : EIO));
        run_junit_abandon(junit);
        return 0;
    }
    fclose(junit->cases);
    int closed = fclose(junit->out) == 0;
    junit->cases = junit->out = NULL;
    if (!closed) {
        snprintf(error, error_size, "--junit %s: cannot write it: %s", junit->path, strerror(errno));
        unlink(junit->path);
    }
    free(junit->path);
    junit->path = NULL;
    return closed;
}

void run_junit_abandon(run_junit *junit) {
    if (junit->cases) fclose(junit->cases);
    if (junit->out) fclose(junit->out);
    if (junit->path) unlink(junit->path);
    free(junit->path);
    memset(junit, 0, sizeof *junit);
}
