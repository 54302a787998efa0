/*
** check_command.c: `promcast oracle check FILES...`: the oracle against the
** corpus. Every case gets one TAP line; a disagreement carries a YAML block
** (expected, got, source). Exit 0 when all agree, 1 on any disagreement, 2
** when a file cannot be read (the readable files are still checked).
**
** The corpus checks the oracle and the oracle checks the corpus: a
** disagreement is a bug to find in one of them.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_compare.h"
#include "case_oracle.h"
#include "case_corpus.h"
#include "commands.h"
#include "tap_report.h"

/* The profile a case is answered under: its own, or for a profile-free case
** (shapes only) any profile, torch. NULL when the oracle lacks the case's
** profile. */
static const pc_profile *case_profile(const promcast_case *test_case) {
    return pc_profile_find(test_case->profile ? test_case->profile : "torch");
}

/* Checks every case of the corpus against the oracle, one test line each. */
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
            case_oracle_answer(test_case, profile, &answer);
            char explanation[1024];
            if (case_compare(&test_case->expect, &answer.outcome, explanation, sizeof explanation)) {
                tap_report_pass(report, test_case->id);
                counts[0]++;
            } else {
                char got[2048];
                case_outcome_describe(&answer.outcome, 32, got, sizeof got);
                tap_report_fail(report, test_case, got, answer.message, explanation, NULL);
                counts[1]++;
            }
        }
    }
    case_answer_free(&answer);
}

int promcast_oracle_check(int path_count, const char *const *paths, FILE *out,
                          FILE *err) {
    if (path_count < 1) {
        fprintf(err, "promcast oracle check: name one or more case files or "
                     "directories (try promcast oracle --help)\n");
        return PROMCAST_EXIT_USAGE;
    }
    char error[1024];
    case_corpus corpus;
    if (!case_corpus_load(&corpus, paths, path_count, error, sizeof error)) {
        fprintf(err, "promcast oracle check: %s\n", error);
        return PROMCAST_EXIT_USAGE;
    }
    if (corpus.case_count == 0 && corpus.unreadable_count == 0) {
        fprintf(err, "promcast oracle check: no case in the paths given\n");
        case_corpus_free(&corpus);
        return PROMCAST_EXIT_USAGE;
    }
    /* A file that cannot be read is a test line of its own, so no TAP
    ** consumer can count a check with unreadable files as passed. */
    tap_report report;
    tap_report_begin(&report, out, 13, corpus.case_count + corpus.unreadable_count);
    for (int i = 0; i < corpus.unreadable_count; i++) {
        tap_report_fail_input(&report, corpus.unreadable[i].path, corpus.unreadable[i].reason);
        char line[1400];
        tap_escape_text(corpus.unreadable[i].reason, TAP_TEXT_COMMENT, line, sizeof line);
        fprintf(err, "promcast oracle check: %s\n", line);
    }
    int counts[3] = {0, 0, 0};  /* passed, failed, skipped */
    check_cases(&corpus, &report, counts);
    tap_report_comment(&report, "%d passed, %d failed, %d skipped, %d files, %d unreadable",
                       counts[0], counts[1], counts[2], corpus.file_count, corpus.unreadable_count);
    int exit_status = corpus.unreadable_count ? PROMCAST_EXIT_USAGE
                      : counts[1] > 0        ? PROMCAST_EXIT_VIOLATION
                                             : PROMCAST_EXIT_OK;
    case_corpus_free(&corpus);
    if (fflush(out) != 0 || ferror(out)) {
        fprintf(err, "promcast oracle check: cannot write the report to standard output\n");
        exit_status = PROMCAST_EXIT_USAGE;
    }
    return exit_status;
}
