/*
** test_support.h: small helpers the oracle tests share: building shapes
** from literals and checking a call's status and result in one line.
*/
#ifndef PROMCAST_TEST_SUPPORT_H
#define PROMCAST_TEST_SUPPORT_H

#include "promcast/promcast.h"
#include "tap.h"

/* SHAPE(8, 1, 6, 1) -> a pc_shape; SHAPE0() is rank 0. */
#define SHAPE(...) test_shape((const int64_t[]){__VA_ARGS__}, \
    (int)(sizeof((const int64_t[]){__VA_ARGS__}) / sizeof(int64_t)))
#define SHAPE0() test_shape(NULL, 0)

pc_shape test_shape(const int64_t *dims, int rank);

/* Checks that `status` is `expected` and, when PC_OK, that `got` equals the
** shape written as text (e.g. "[8,7,6,5]"). */
int test_shape_result(tap_run *run, pc_status status, const pc_shape *got,
                      pc_status expected, const char *expected_text,
                      const char *name);

/* Checks a status alone, printing the error message on mismatch. */
int test_status(tap_run *run, pc_status status, const pc_error *err,
                pc_status expected, const char *name);

/* A Python int's decimal text (an optional '-', then digits) as the oracle's
** scalar value: its sign, its magnitude or beyond_64_bits, and real rounded. */
void test_int_text_value(const char *text, pc_scalar_value *value);

#endif
