/*
** run_results.h: the parent's own record of a run's verdicts.
**
** The runner reads what a worker wrote on its board (run_board.h), checks
** it, and copies it here; reports and the conformance page read only this,
** never memory a worker can write. A verdict is one byte a case; details
** (NUL-separated fields: got, explanation, message; or one reason) are kept
** for the cases that have them, so memory grows with what the run needs.
*/
#ifndef PROMCAST_RUNNER_RUN_RESULTS_H
#define PROMCAST_RUNNER_RUN_RESULTS_H

#include <stddef.h>
#include <stdint.h>

typedef enum run_verdict {
    VERDICT_NONE = 0,
    VERDICT_PASS,
    VERDICT_FAIL,     /* the answer differs, or the adapter misbehaved */
    VERDICT_SKIP,
    VERDICT_CRASH,    /* the worker died during the case */
    VERDICT_TIMEOUT,  /* the case did not finish in time */
    VERDICT_CORRUPT,  /* the worker's record of the case failed its checks */
    VERDICT_COUNT
} run_verdict;

/* The most detail text one case records, NUL separators included. */
enum { RUN_DETAILS_MAX = 4096 };

typedef struct run_results {
    int64_t count;
    uint8_t *verdicts;   /* run_verdict, one a case */
    uint64_t *offsets;   /* into text, one a case */
    uint32_t *lengths;   /* 0 for a case without details */
    char *text;
    size_t text_used, text_capacity;
} run_results;

/* Room for `count` cases, each VERDICT_NONE. Returns 0 when out of memory. */
int run_results_init(run_results *results, int64_t count);
void run_results_free(run_results *results);

/* Records case i's verdict and a copy of its details (at most
** RUN_DETAILS_MAX bytes). Returns 0 when out of memory. */
int run_results_set(run_results *results, int64_t i, run_verdict verdict,
                    const char *details, size_t length);

static inline run_verdict run_results_verdict(const run_results *results, int64_t i) {
    return (run_verdict)results->verdicts[i];
}

/* Case i's details, and their length (0: none). */
const char *run_results_details(const run_results *results, int64_t i, size_t *length);

/* Field `index` of details of `length` bytes; "" when there is no such
** field. The details always end in a NUL. */
const char *run_details_field(const char *details, size_t length, int index);

/* Appends `text` and a NUL to a details buffer of `size` bytes holding
** `used`; cuts what does not fit. Returns the new length. */
size_t run_details_append(char *buffer, size_t used, size_t size, const char *text);

#endif
