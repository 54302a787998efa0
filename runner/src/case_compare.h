/*
** case_compare.h: whether an answer meets a case's expectation, and if not,
** one line that says where and how it differs.
**
** Exact unless the expectation carries an ulp tolerance: shapes, dtypes,
** answers and error kinds must be equal; array values bit for bit, except
** that every NaN equals every NaN (payloads are not compared) and -0.0 differs
** from +0.0. A tolerance of N ulp lets each real (each part of a complex)
** be N representable steps away, and with a scale s_i per element also
** anywhere within N * ulp(max(|expected|, s_i)) of a finite expected value
** (cases/README.md "ARRAY"); a value beyond both is reported with the scaled
** bound it was judged by. An expected view's strides are compared on dimensions of size
** greater than 1 (the stride of a size-0 or size-1 dimension means nothing).
*/
#ifndef PROMCAST_RUNNER_CASE_COMPARE_H
#define PROMCAST_RUNNER_CASE_COMPARE_H

#include <stddef.h>

#include "case.h"

/* Returns 1 when `got` meets `expected`; otherwise 0 and the difference in
** `explanation` (e.g. "dimension 1: expected 5, got 4"). */
int case_compare(const case_outcome *expected, const case_outcome *got,
                 char *explanation, size_t size);

/* Describes an outcome in one line for reports ("shape [2,3]", "dtype int16",
** "error no_promotion", "array float16 [2] [1.0, nan]"); arrays are cut
** after `max_values` values. */
size_t case_outcome_describe(const case_outcome *outcome, int max_values,
                             char *buffer, size_t size);

#endif
