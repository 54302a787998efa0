/*
** function_case.h: table-driven checks of the functions of several arrays
** (promcast/functions.h) with array, Python scalar and None operands:
** each case is a call, the status it gives, and the result's dtype, shape
** and values (read back as doubles; NaN and the sign of zero compared).
*/
#ifndef PROMCAST_FUNCTION_CASE_H
#define PROMCAST_FUNCTION_CASE_H

#include "test_support.h"

enum { FC_NONE, FC_ARRAY, FC_SCALAR };

#define FC_MAX_ELEMENTS 8

typedef struct fc_operand {
    int kind;
    pc_dtype dtype;                  /* FC_ARRAY */
    int rank;                        /* at most 2 */
    int64_t dims[2];
    double values[FC_MAX_ELEMENTS];  /* row-major */
    pc_scalar_kind scalar_kind;      /* FC_SCALAR */
    const char *text;                /* an int's or a bool's decimal text */
    double real, imag;               /* a float's or a complex's value */
} fc_operand;

/* Operands: a 1-d or 2-d array, a 0-d array, a Python scalar, None. */
#define A1(dtype_, n, ...) \
    {.kind = FC_ARRAY, .dtype = dtype_, .rank = 1, .dims = {n}, .values = {__VA_ARGS__}}
#define A2(dtype_, r, c, ...) \
    {.kind = FC_ARRAY, .dtype = dtype_, .rank = 2, .dims = {r, c}, .values = {__VA_ARGS__}}
#define A0(dtype_, v) {.kind = FC_ARRAY, .dtype = dtype_, .rank = 0, .values = {v}}
#define INT(t) {.kind = FC_SCALAR, .scalar_kind = PC_SCALAR_INT, .text = t}
#define BOOLEAN(t) {.kind = FC_SCALAR, .scalar_kind = PC_SCALAR_BOOL, .text = t}
#define FLT(x) {.kind = FC_SCALAR, .scalar_kind = PC_SCALAR_FLOAT, .real = x}
#define CPLX(re, im) {.kind = FC_SCALAR, .scalar_kind = PC_SCALAR_COMPLEX, .real = re, .imag = im}
#define NONE {.kind = FC_NONE}

typedef struct fc_case {
    const char *name;
    const char *profile;
    int x64;
    fc_operand operands[3];
    pc_status status;
    pc_dtype dtype;
    int rank;
    int64_t dims[2];
    double expected[FC_MAX_ELEMENTS];
} fc_case;

/* Expected outcomes: a result of `dtype` and shape (n) or (r, c) or (),
** or an error. */
#define GIVES1(dtype_, n, ...) \
    .status = PC_OK, .dtype = dtype_, .rank = 1, .dims = {n}, .expected = {__VA_ARGS__}
#define GIVES2(dtype_, r, c, ...) \
    .status = PC_OK, .dtype = dtype_, .rank = 2, .dims = {r, c}, .expected = {__VA_ARGS__}
#define GIVES0(dtype_, v) .status = PC_OK, .dtype = dtype_, .rank = 0, .expected = {v}
#define FAILS(status_) .status = status_

/* Plans and computes the case's call of `function` and checks it. */
void fc_run(tap_run *run, pc_function function, const fc_case *c);

#endif
