/*
** spool.h: what a report file holds, kept in a temporary file while the
** run goes on, and copied into the file at its end (run_junit.h,
** run_summary.h): the file's opening carries counts known only then, and
** memory must not grow with the run.
*/
#ifndef PROMCAST_RUNNER_SPOOL_H
#define PROMCAST_RUNNER_SPOOL_H

#include <stdio.h>

/* Copies everything written to `spool` so far to `out`. Returns 1, or 0
** on a read or write error (errno says which). */
int spool_copy(FILE *spool, FILE *out);

#endif
