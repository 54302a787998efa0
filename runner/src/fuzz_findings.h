/*
** fuzz_findings.h: what a failing case is a sign of, and the table of
** signatures a fuzzing run found.
**
** A signature is the op, the operands' forms where they decide promotion
** (array, 0-d, scalar, none) and the kind of disagreement ("equal_inplace
** array,0-d: wrong values"). Cases with one signature are taken for one
** bug: the first (lowest index) is shrunk and written, the others
** counted. The dtypes are left out: one bug shows with many dtype pairs
** (a promotion rule, a kernel shared by a dtype family), and a file per
** pair would bury it; the shrunk case names its dtypes, and --dtype
** narrows a run to some.
*/
#ifndef PROMCAST_RUNNER_FUZZ_FINDINGS_H
#define PROMCAST_RUNNER_FUZZ_FINDINGS_H

#include <stddef.h>
#include <stdint.h>

#include "case.h"
#include "run_results.h"

typedef enum fuzz_disagreement {
    FUZZ_AGREES = 0,     /* passed, or skipped */
    FUZZ_WRONG_SHAPE,
    FUZZ_WRONG_DTYPE,
    FUZZ_WRONG_VALUES,
    FUZZ_WRONG_STRIDES,
    FUZZ_WRONG_ANSWER,   /* a yes/no answer */
    FUZZ_WRONG_ERROR,    /* another error kind */
    FUZZ_UNEXPECTED_ERROR,
    FUZZ_UNEXPECTED_SUCCESS,
    FUZZ_CRASH,
    FUZZ_TIMEOUT,
    FUZZ_ADAPTER_FAULT,  /* the adapter misbehaved, or its record was corrupt */
    FUZZ_DISAGREEMENT_COUNT
} fuzz_disagreement;

/* "wrong values", "crash", ... */
const char *fuzz_disagreement_name(fuzz_disagreement kind);

/* The kind of a case's verdict, from its details (run_execute.c: got,
** explanation, message) and its expectation. */
fuzz_disagreement fuzz_classify(const promcast_case *test_case, run_verdict verdict,
                                const char *details, size_t length);

enum { FUZZ_SIGNATURE_MAX = 192 };

/* Writes the signature of a failing case of that kind. */
void fuzz_signature(const promcast_case *test_case, fuzz_disagreement kind, char *buffer,
                    size_t size);

/* The signatures found, in the order first found (lowest index first). */
typedef struct fuzz_finding {
    char signature[FUZZ_SIGNATURE_MAX];
    fuzz_disagreement kind;
    int64_t first_index;  /* the case of the run that first showed it */
    int64_t count;        /* failing cases with this signature */
    char details[512];    /* what the first case got, and why it differs */
    char path[4096];      /* the case file written, or "" */
    int shrink_steps;     /* simplifications that kept the signature */
    int64_t shrink_candidates;  /* candidates run while shrinking */
} fuzz_finding;

enum { FUZZ_MAX_FINDINGS = 1024 };

typedef struct fuzz_findings {
    fuzz_finding *list;  /* FUZZ_MAX_FINDINGS, allocated */
    int count;
    int64_t failing;     /* failing cases in all */
    int64_t unrecorded;  /* failing cases whose signature found no room */
} fuzz_findings;

int fuzz_findings_init(fuzz_findings *findings);
void fuzz_findings_free(fuzz_findings *findings);

/* Counts a failing case of `signature` (of disagreement `kind`); a new
** signature is recorded with `index` and `details` (the field texts
** joined). */
void fuzz_findings_add(fuzz_findings *findings, const char *signature, fuzz_disagreement kind,
                       int64_t index, const char *details, size_t length);

#endif
