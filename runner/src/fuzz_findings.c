/*
** fuzz_findings.c: classifying failing cases and counting signatures
** (fuzz_findings.h).
*/
#include "fuzz_findings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const disagreement_names[FUZZ_DISAGREEMENT_COUNT] = {
    [FUZZ_AGREES] = "agrees",
    [FUZZ_WRONG_SHAPE] = "wrong shape",
    [FUZZ_WRONG_DTYPE] = "wrong dtype",
    [FUZZ_WRONG_VALUES] = "wrong values",
    [FUZZ_WRONG_STRIDES] = "wrong strides",
    [FUZZ_WRONG_ANSWER] = "wrong answer",
    [FUZZ_WRONG_ERROR] = "wrong error kind",
    [FUZZ_UNEXPECTED_ERROR] = "unexpected error",
    [FUZZ_UNEXPECTED_SUCCESS] = "unexpected success",
    [FUZZ_CRASH] = "crash",
    [FUZZ_TIMEOUT] = "timeout",
    [FUZZ_ADAPTER_FAULT] = "adapter fault",
};

const char *fuzz_disagreement_name(fuzz_disagreement kind) {
    return kind >= 0 && kind < FUZZ_DISAGREEMENT_COUNT ? disagreement_names[kind] : "unknown";
}

static int starts(const char *text, const char *prefix) {
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

/* A failed comparison of like outcomes, by case_compare's explanation
** (case_compare.c): "dtype: ...", "shape ...", "element ...", "stride
** ...", "array N: ..." for one of several arrays; else the outcome's own
** kind. */
static fuzz_disagreement by_explanation(const promcast_case *test_case, const char *why) {
    if (starts(why, "array ")) {
        const char *colon = strchr(why, ':');
        if (colon) why = colon + 2;
    }
    if (starts(why, "dtype")) return FUZZ_WRONG_DTYPE;
    if (starts(why, "shape") || starts(why, "expected rank")) return FUZZ_WRONG_SHAPE;
    if (starts(why, "element")) return FUZZ_WRONG_VALUES;
    if (starts(why, "stride")) return FUZZ_WRONG_STRIDES;
    switch (test_case->expect.kind) {
    case OUTCOME_SHAPE: return FUZZ_WRONG_SHAPE;
    case OUTCOME_DTYPE: return FUZZ_WRONG_DTYPE;
    case OUTCOME_ANSWER: return FUZZ_WRONG_ANSWER;
    case OUTCOME_ARRAYS: return FUZZ_WRONG_SHAPE;  /* "expected N arrays, got M" */
    default: return FUZZ_WRONG_VALUES;
    }
}

fuzz_disagreement fuzz_classify(const promcast_case *test_case, run_verdict verdict,
                                const char *details, size_t length) {
    switch (verdict) {
    case VERDICT_PASS:
    case VERDICT_SKIP:
    case VERDICT_NONE:
    case VERDICT_COUNT: return FUZZ_AGREES;
    case VERDICT_CRASH: return FUZZ_CRASH;
    case VERDICT_TIMEOUT: return FUZZ_TIMEOUT;
    case VERDICT_CORRUPT: return FUZZ_ADAPTER_FAULT;
    case VERDICT_FAIL: break;
    }
    const char *got = run_details_field(details, length, 0);
    const char *why = run_details_field(details, length, 1);
    if (starts(got, "nothing")) return FUZZ_ADAPTER_FAULT;
    int expected_error = test_case->expect.kind == OUTCOME_ERROR;
    int got_error = starts(got, "error ");
    if (expected_error && got_error) return FUZZ_WRONG_ERROR;
    if (expected_error) return FUZZ_UNEXPECTED_SUCCESS;
    if (got_error) return FUZZ_UNEXPECTED_ERROR;
    return by_explanation(test_case, why);
}

static const char *array_form(const case_array *array) {
    return array->shape.rank ? "array" : "0-d";
}

/* The operands' forms where they decide promotion: an element-wise op's
** a and b, where's and clip's three, result_type's operands. */
static void operand_forms(const promcast_case *test_case, char *buffer, size_t size) {
    size_t used = 0;
    buffer[0] = '\0';
    if (test_case->op == CASE_BINARY || test_case->op == CASE_BINARY_INPLACE) {
        for (int i = 0; i < 2 && used < size; i++)
            used += (size_t)snprintf(buffer + used, size - used, "%s%s", i ? "," : " ",
                                     case_input_is_scalar(test_case, i)
                                         ? "scalar"
                                         : array_form(&test_case->arrays[i]));
    } else if (test_case->op == CASE_WHERE || test_case->op == CASE_CLIP) {
        for (int i = 0; i < test_case->input_count && used < size; i++) {
            const case_input *input = &test_case->inputs[i];
            used += (size_t)snprintf(buffer + used, size - used, "%s%s", i ? "," : " ",
                                     input->kind == CASE_INPUT_SCALAR ? "scalar"
                                     : input->kind == CASE_INPUT_NONE ? "none"
                                                                      : array_form(&input->array));
        }
    } else if (test_case->op == CASE_RESULT_TYPE) {
        static const char *const categories[] = {"array", "0-d", "scalar"};
        for (int i = 0; i < test_case->operand_count && used < size; i++)
            used += (size_t)snprintf(buffer + used, size - used, "%s%s", i ? "," : " ",
                                     categories[test_case->operands[i].category]);
    }
}

void fuzz_signature(const promcast_case *test_case, fuzz_disagreement kind, char *buffer,
                    size_t size) {
    char forms[96];
    operand_forms(test_case, forms, sizeof forms);
    snprintf(buffer, size, "%s%s: %s", case_op_name(test_case), forms,
             fuzz_disagreement_name(kind));
}

int fuzz_findings_init(fuzz_findings *findings) {
    memset(findings, 0, sizeof *findings);
    findings->list = calloc(FUZZ_MAX_FINDINGS, sizeof *findings->list);
    return findings->list != NULL;
}

void fuzz_findings_free(fuzz_findings *findings) {
    free(findings->list);
    memset(findings, 0, sizeof *findings);
}

void fuzz_findings_add(fuzz_findings *findings, const char *signature, fuzz_disagreement kind,
                       int64_t index, const char *details, size_t length) {
    findings->failing++;
    for (int i = 0; i < findings->count; i++)
        if (strcmp(findings->list[i].signature, signature) == 0) {
            findings->list[i].count++;
            return;
        }
    if (findings->count == FUZZ_MAX_FINDINGS) {
        findings->unrecorded++;
        return;
    }
    fuzz_finding *finding = &findings->list[findings->count++];
    memset(finding, 0, sizeof *finding);
    snprintf(finding->signature, sizeof finding->signature, "%s", signature);
    finding->kind = kind;
    finding->first_index = index;
    finding->count = 1;
    /* The fields, NUL-separated, joined with "; " for one line. */
    size_t used = 0;
    for (int field = 0; field < 3 && used < sizeof finding->details; field++) {
        const char *text = run_details_field(details, length, field);
        if (*text)
            used += (size_t)snprintf(finding->details + used, sizeof finding->details - used,
                                     "%s%s", used ? "; " : "", text);
    }
}
