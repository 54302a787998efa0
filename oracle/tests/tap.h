/*
** tap.h: a small TAP version 13 producer for the C tests.
**
** Version 13, because Debian's prove (Test::Harness 3.44) rejects a
** "TAP version 14" header. The plan is printed at the end ("done testing"
** style), so a test may count its checks as it goes. tap_finish returns the
** process exit status: 0 only if every check passed and at least one ran.
**
** State lives in a tap_run the test owns, not in globals.
*/
#ifndef PROMCAST_TAP_H
#define PROMCAST_TAP_H

#include <stdint.h>

typedef struct tap_run {
    int count;
    int failed;
} tap_run;

void tap_start(tap_run *run);

/* Records one check; the name is printf-style. Returns `passed`. */
int tap_ok(tap_run *run, int passed, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Writes a "# ..." diagnostic line. */
void tap_diag(tap_run *run, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Equality checks that print both values on failure. */
int tap_is_int(tap_run *run, int64_t got, int64_t expected, const char *name);
int tap_is_uint(tap_run *run, uint64_t got, uint64_t expected,
                const char *name);
int tap_is_str(tap_run *run, const char *got, const char *expected,
               const char *name);

int tap_finish(tap_run *run);

#endif
