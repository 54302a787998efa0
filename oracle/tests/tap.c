/*
** tap.c: the TAP producer declared in tap.h.
*/
#include "tap.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void tap_start(tap_run *run) {
    run->count = 0;
    run->failed = 0;
    printf("TAP version 13\n");
}

static void tap_vreport(tap_run *run, int passed, const char *format,
                        va_list args) {
    run->count++;
    if (!passed) run->failed++;
    printf("%s %d - ", passed ? "ok" : "not ok", run->count);
    vprintf(format, args);
    printf("\n");
}

int tap_ok(tap_run *run, int passed, const char *format, ...) {
    va_list args;
    va_start(args, format);
    tap_vreport(run, passed, format, args);
    va_end(args);
    return passed;
}

void tap_diag(tap_run *run, const char *format, ...) {
    va_list args;
    (void)run;
    printf("# ");
    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    printf("\n");
}

int tap_is_int(tap_run *run, int64_t got, int64_t expected, const char *name) {
    int passed = tap_ok(run, got == expected, "%s", name);
    if (!passed)
        tap_diag(run, "  got: %" PRId64 "  expected: %" PRId64, got, expected);
    return passed;
}

int tap_is_uint(tap_run *run, uint64_t got, uint64_t expected,
                const char *name) {
    int passed = tap_ok(run, got == expected, "%s", name);
    if (!passed)
        tap_diag(run, "  got: %" PRIu64 "  expected: %" PRIu64, got, expected);
    return passed;
}

int tap_is_str(tap_run *run, const char *got, const char *expected,
               const char *name) {
    int passed = tap_ok(run, got != NULL && expected != NULL &&
                                 strcmp(got, expected) == 0,
                        "%s", name);
    if (!passed)
        tap_diag(run, "  got: '%s'  expected: '%s'", got ? got : "(null)",
                 expected ? expected : "(null)");
    return passed;
}

int tap_finish(tap_run *run) {
    printf("1..%d\n", run->count);
    if (run->count == 0) {
        printf("# no checks ran\n");
        return 1;
    }
    if (run->failed > 0) printf("# failed %d of %d\n", run->failed, run->count);
    return run->failed == 0 ? 0 : 1;
}
