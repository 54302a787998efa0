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
#include "case_reader.h"
#include "commands.h"
#include "tap_report.h"

/* The profile a case is answered under: its own, or for a profile-free case
** (shapes only) any profile, torch. NULL when the oracle lacks the case's
** profile. */
static const pc_profile *case_profile(const promcast_case *test_case) {
    return pc_profile_find(test_case->profile ? test_case->profile : "torch");
}

int promcast_oracle_check(int path_count, const char *const *paths, FILE *out,
                          FILE *err) {
    if (path_count < 1) {
        fprintf(err, "promcast oracle check: name one or more case files or "
                     "directories (try promcast oracle --help)\n");
        return PROMCAST_EXIT_USAGE;
    }
    char error[1024];
    char **files;
    int file_count = case_paths_collect(paths, path_count, &files, error, sizeof error);
    if (file_count < 0) {
        fprintf(err, "promcast oracle check: %s\n", error);
        return PROMCAST_EXIT_USAGE;
    }
    int exit_status = PROMCAST_EXIT_OK;
    case_file *loaded = calloc((size_t)(file_count ? file_count : 1), sizeof *loaded);
    case_id_set *ids = case_id_set_create();
    if (!loaded || !ids) {
        fprintf(err, "promcast oracle check: out of memory\n");
        free(loaded);
        case_id_set_destroy(ids);
        case_paths_free(files, file_count);
        return PROMCAST_EXIT_USAGE;
    }
    int loaded_count = 0, planned = 0;
    for (int i = 0; i < file_count; i++) {
        case_file file;
        if (!case_file_load(files[i], &file, error, sizeof error)) {
            fprintf(err, "promcast oracle check: %s\n", error);
            exit_status = PROMCAST_EXIT_USAGE;
            continue;
        }
        const char *duplicate = NULL;
        for (int c = 0; c < file.case_count && !duplicate; c++)
            if (case_id_set_add(ids, file.cases[c].id) != 1) duplicate = file.cases[c].id;
        if (duplicate) {
            fprintf(err, "promcast oracle check: %s: case id '%s' is also in an earlier file\n",
                    files[i], duplicate);
            exit_status = PROMCAST_EXIT_USAGE;
            /* The file's ids stay in the set; its cases are not run. */
            loaded[loaded_count++] = file;
            loaded[loaded_count - 1].case_count = 0;
            continue;
        }
        loaded[loaded_count++] = file;
        planned += file.case_count;
    }
    if (file_count == 0) {
        fprintf(err, "promcast oracle check: no case files in the paths given\n");
        exit_status = PROMCAST_EXIT_USAGE;
    }

    tap_report report;
    tap_report_begin(&report, out, 13, planned);
    case_answer answer;
    case_answer_init(&answer);
    int passed = 0, failed = 0, skipped = 0;
    for (int f = 0; f < loaded_count; f++) {
        for (int c = 0; c < loaded[f].case_count; c++) {
            const promcast_case *test_case = &loaded[f].cases[c];
            const pc_profile *profile = case_profile(test_case);
            if (profile == NULL) {
                char reason[128];
                snprintf(reason, sizeof reason, "profile %s is not implemented by this oracle",
                         test_case->profile);
                tap_report_skip(&report, test_case->id, reason);
                skipped++;
                continue;
            }
            case_oracle_answer(test_case, profile, &answer);
            char explanation[1024];
            if (case_compare(&test_case->expect, &answer.outcome, explanation, sizeof explanation)) {
                tap_report_pass(&report, test_case->id);
                passed++;
            } else {
                char got[2048];
                case_outcome_describe(&answer.outcome, 32, got, sizeof got);
                tap_report_fail(&report, test_case, got, answer.message, explanation, NULL);
                failed++;
            }
        }
    }
    tap_report_comment(&report, "%d passed, %d failed, %d skipped, %d files", passed, failed,
                       skipped, loaded_count);
    case_answer_free(&answer);
    for (int f = 0; f < loaded_count; f++) case_file_free(&loaded[f]);
    free(loaded);
    case_id_set_destroy(ids);
    case_paths_free(files, file_count);
    if (exit_status == PROMCAST_EXIT_OK && failed > 0) exit_status = PROMCAST_EXIT_VIOLATION;
    return exit_status;
}
