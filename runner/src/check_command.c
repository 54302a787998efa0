/*
** check_command.c: `promcast oracle check FILES...`: the oracle against the
** corpus. Every case gets one TAP line; a disagreement carries a YAML block
** (expected, got, source). Exit 0 when all agree, 1 on any disagreement, 2
** when a file cannot be read (the readable files are still checked).
**
** The corpus checks the oracle and the oracle checks the corpus: a
** disagreement is a bug to find in one of them. A case of a profile with
** versions (array-api) is checked under every version it lists (all five
** when it lists none), and against every version it leaves out: that
** version must lack its op or a dtype, or give another outcome.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_compare.h"
#include "case_oracle.h"
#include "case_corpus.h"
#include "case_versions.h"
#include "commands.h"
#include "run_plan.h"
#include "tap_report.h"

/* The profile a case is answered under: its own, or for a profile-free case
** (shapes only) any profile, torch. NULL when the oracle lacks the case's
** profile. */
static const pc_profile *case_profile(const promcast_case *test_case) {
    return pc_profile_find(test_case->profile ? test_case->profile : "torch");
}

/* Whether the version (or profile) has the case's op and every dtype it
** involves: where it lacks one, the case has no outcome there. */
static int version_has_case(const pc_profile *version, const promcast_case *test_case) {
    if (!pc_profile_has_op(version, case_op_name(test_case))) return 0;
    pc_dtype dtypes[CASE_MAX_DTYPES];
    int count = case_involved_dtypes(test_case, dtypes);
    for (int i = 0; i < count; i++)
        if (!pc_profile_has_dtype(version, dtypes[i])) return 0;
    return 1;
}

/* Checks a case under one version of its profile (or the profile itself,
** for a profile without versions) and, on a disagreement, reports the
** case's one failing TAP line. `listed`: whether the case holds at the
** version, which must then give its expectation; else the version must
** lack its op or a dtype, or give another outcome. Returns 1 on agreement. */
static int check_version(const promcast_case *test_case, const pc_profile *version, int listed,
                         tap_report *report, case_answer *answer) {
    const char *name = pc_profile_version(version);
    char explanation[1200], compared[1024];
    /* A profile without versions answers every case (a dtype it lacks is
    ** the case's expected error). */
    if (name != NULL && !version_has_case(version, test_case)) {
        if (!listed) return 1;
        snprintf(explanation, sizeof explanation,
                 "%s %s: the oracle says this version has no %s or lacks one of the case's dtypes, "
                 "but the case lists it",
                 pc_profile_family(version), name, case_op_name(test_case));
        tap_report_fail(report, test_case, "no such op or dtype at this version", NULL,
                        explanation, NULL);
        return 0;
    }
    case_oracle_answer(test_case, version, answer);
    int same = case_compare(&test_case->expect, &answer->outcome, compared, sizeof compared);
    if (same == listed) return 1;
    char got[2048];
    case_outcome_describe(&answer->outcome, 32, got, sizeof got);
    if (name == NULL)
        snprintf(explanation, sizeof explanation, "%s", compared);
    else if (listed)
        snprintf(explanation, sizeof explanation, "at %s %s: %s", pc_profile_family(version), name,
                 compared);
    else
        snprintf(explanation, sizeof explanation,
                 "at %s %s, which the case's versions leave out, the oracle gives the expected "
                 "outcome too",
                 pc_profile_family(version), name);
    tap_report_fail(report, test_case, got, answer->message, explanation, NULL);
    return 0;
}

/* Checks one case: under its profile, or, for a profile with versions,
** under every version it lists (all when it lists none) and against
** every version it leaves out. Returns 1 when all agree. */
static int check_case(const promcast_case *test_case, const pc_profile *profile,
                      tap_report *report, case_answer *answer) {
    if (pc_profile_version(profile) == NULL)
        return check_version(test_case, profile, 1, report, answer);
    const pc_profile *version;
    for (int i = 0; (version = pc_profile_version_at(profile, i)) != NULL; i++)
        if (!check_version(test_case, version, case_holds_at(test_case, version), report, answer))
            return 0;
    return 1;
}

/* Checks every case of the window against the oracle, one test line each. */
static void check_cases(const case_corpus *corpus, tap_report *report, int counts[3]) {
    case_answer answer;
    case_answer_init(&answer);
    for (int f = 0; f < corpus->file_count; f++) {
        for (int c = 0; c < corpus->files[f].case_count; c++) {
            const promcast_case *test_case = &corpus->files[f].cases[c];
            const pc_profile *profile = case_profile(test_case);
            if (profile == NULL) {
                char reason[128];
                snprintf(reason, sizeof reason, "profile %s is not implemented by this oracle",
                         test_case->profile);
                tap_report_skip(report, test_case->id, reason);
                counts[2]++;
                continue;
            }
            if (check_case(test_case, profile, report, &answer)) {
                tap_report_pass(report, test_case->id);
                counts[0]++;
            } else {
                counts[1]++;
            }
        }
    }
    case_answer_free(&answer);
}

/* The window's unreadable files: a test line each, so no TAP consumer can
** count a check with unreadable files as passed, and a line on `err`. */
static void report_unreadable(const case_corpus *corpus, tap_report *report, FILE *err) {
    for (int i = 0; i < corpus->unreadable_count; i++) {
        tap_report_fail_input(report, corpus->unreadable[i].path, corpus->unreadable[i].reason);
        char line[1400];
        tap_escape_text(corpus->unreadable[i].reason, TAP_TEXT_COMMENT, line, sizeof line);
        fprintf(err, "promcast oracle check: %s\n", line);
    }
}

/* The corpus is read and checked a window at a time (case_corpus.h), as
** `promcast run` does: a corpus of one window has its plan line first and
** a check of no case writes no TAP; otherwise the plan line comes last. */
int promcast_oracle_check(int path_count, const char *const *paths, FILE *out,
                          FILE *err) {
    if (path_count < 1) {
        fprintf(err, "promcast oracle check: name one or more case files or "
                     "directories (try promcast oracle --help)\n");
        return PROMCAST_EXIT_USAGE;
    }
    char error[1024];
    case_corpus corpus;
    if (!case_corpus_open(&corpus, paths, path_count, error, sizeof error)) {
        fprintf(err, "promcast oracle check: %s\n", error);
        return PROMCAST_EXIT_USAGE;
    }
    int ok = case_corpus_next(&corpus, CASE_CORPUS_WINDOW_CASES, CASE_CORPUS_WINDOW_BYTES, NULL,
                              error, sizeof error);
    int one_window = case_corpus_done(&corpus);
    if (ok && one_window && corpus.case_count == 0 && corpus.unreadable_count == 0) {
        fprintf(err, "promcast oracle check: no case in the paths given\n");
        case_corpus_free(&corpus);
        return PROMCAST_EXIT_USAGE;
    }
    tap_report report;
    if (ok)
        tap_report_begin(&report, out, 13,
                         one_window ? corpus.case_count + corpus.unreadable_count : -1);
    int counts[3] = {0, 0, 0};  /* passed, failed, skipped */
    int unreadable = 0;
    while (ok) {
        report_unreadable(&corpus, &report, err);
        unreadable += corpus.unreadable_count;
        check_cases(&corpus, &report, counts);
        if (case_corpus_done(&corpus)) break;
        ok = case_corpus_next(&corpus, CASE_CORPUS_WINDOW_CASES, CASE_CORPUS_WINDOW_BYTES, NULL,
                              error, sizeof error);
        if (!ok) tap_report_bail_out(&report, error);
    }
    int exit_status = PROMCAST_EXIT_USAGE;
    if (!ok) {
        fprintf(err, "promcast oracle check: %s\n", error);
    } else if (corpus.cases_read == 0 && unreadable == 0) {
        /* Several windows, every file empty: nothing was checked. */
        tap_report_bail_out(&report, "no case in the paths given");
        fprintf(err, "promcast oracle check: no case in the paths given\n");
    } else {
        tap_report_comment(&report, "%d passed, %d failed, %d skipped, %d files, %d unreadable",
                           counts[0], counts[1], counts[2], corpus.files_read, unreadable);
        if (!one_window) tap_report_plan(&report);
        exit_status = unreadable ? PROMCAST_EXIT_USAGE
                      : counts[1] > 0 ? PROMCAST_EXIT_VIOLATION
                                      : PROMCAST_EXIT_OK;
    }
    case_corpus_free(&corpus);
    if (fflush(out) != 0 || ferror(out)) {
        fprintf(err, "promcast oracle check: cannot write the report to standard output\n");
        exit_status = PROMCAST_EXIT_USAGE;
    }
    return exit_status;
}
