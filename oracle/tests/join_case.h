/*
** join_case.h: checks of one call of a function of several arrays given
** as arrays (concat, stack, matmul), with an axis: the status it gives,
** and the result's dtype, shape and values (read back as doubles; NaN
** compared as NaN).
*/
#ifndef PROMCAST_JOIN_CASE_H
#define PROMCAST_JOIN_CASE_H

#include "test_support.h"

/* An array (of at most 16 elements) whose first JOIN_CASE_ELEMENTS values
** are given as doubles and cast in; the elements after them are 0. */
#define JOIN_CASE_ELEMENTS 8
#define JOIN_CASE_ARRAYS 3
typedef struct join_array {
    pc_dtype dtype;
    int rank;
    int64_t dims[4];
    double values[JOIN_CASE_ELEMENTS];
} join_array;

/* Plans and computes `function` of profile `profile` on `count` arrays
** (at most JOIN_CASE_ARRAYS) and the axis (its value read when
** `axis_kind` is PC_AXIS_GIVEN), and checks the status; when PC_OK, the
** dtype, the shape written as text ("[2,3]") and the values (at most 64). */
void join_call_is(tap_run *run, const char *profile, pc_function function,
                  const join_array *given, int count, pc_axis_kind axis_kind, int64_t axis,
                  pc_status expected_status, pc_dtype expected_dtype, const char *expected_shape,
                  const double *expected, const char *name);

#define ARRAYS(...) (const join_array[]){__VA_ARGS__}, \
    (int)(sizeof((const join_array[]){__VA_ARGS__}) / sizeof(join_array))
#define VALUES(...) (const double[]){__VA_ARGS__}

#endif
