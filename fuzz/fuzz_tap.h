/*
** fuzz_tap.h: the TAP writer's check, shared by the libFuzzer harness
** (fuzz_tap.c) and its unit test (runner/tests/test_tap_report.c).
*/
#ifndef PROMCAST_FUZZ_TAP_H
#define PROMCAST_FUZZ_TAP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Writes the report the input asks for (the first bytes choose the calls,
** the rest are NUL-separated texts), with a copy to `copy` when not NULL,
** and reads it back with tap_check. Returns 1 when every invariant of
** tap_report.h holds, else 0 with the reason in `failure`. */
int fuzz_tap_check(const uint8_t *data, size_t size, FILE *copy, char *failure,
                   size_t failure_size);

#endif
