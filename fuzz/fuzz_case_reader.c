/*
** fuzz_case_reader.c: libFuzzer harness for the case-file reader.
**
** The input is a case file's text. A file the reader accepts is answered by
** the oracle and compared with its expectations, so a malformed-but-accepted
** case would show up as a crash here rather than in a run. Any crash,
** sanitizer report or leak is a finding.
*/
#include <stdint.h>
#include <stdio.h>

#include "case_compare.h"
#include "case_oracle.h"
#include "case_reader.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    case_file file;
    char error[1024];
    if (!case_file_load_buffer("fuzz-input", (const char *)data, size, &file,
                               error, sizeof error))
        return 0;
    case_answer answer;
    case_answer_init(&answer);
    for (int i = 0; i < file.case_count; i++) {
        const promcast_case *test_case = &file.cases[i];
        const pc_profile *profile =
            pc_profile_find(test_case->profile ? test_case->profile : "torch");
        if (profile == NULL) continue;
        case_oracle_answer(test_case, profile, &answer);
        char explanation[1024];
        case_compare(&test_case->expect, &answer.outcome, explanation, sizeof explanation);
    }
    case_answer_free(&answer);
    case_file_free(&file);
    return 0;
}
