/*
** value_cases.h: element-wise value cases for the oracle's tests: a
** profile, an op, operands and the expected result, each written as a
** literal with its source (a library's observed output or upstream code),
** checked bit for bit (any NaN matching any NaN).
*/
#ifndef PROMCAST_TEST_VALUE_CASES_H
#define PROMCAST_TEST_VALUE_CASES_H

#include <math.h>
#include <stdint.h>

#include "promcast/elementwise.h"
#include "tap.h"

/* Elements of any dtype, named by their storage. */
typedef union value {
    uint8_t u8;
    int8_t i8;
    int16_t i16;
    int32_t i32;
    int64_t i64;
    uint64_t u64;
    uint16_t f16;
    float f32;
    double f64;
    float c64[2];
    double c128[2];
} value;

enum { MAX_ELEMENTS = 10 };

typedef struct value_case {
    const char *profile;
    pc_binary_op op;
    int inplace;
    int count;
    pc_dtype a_dtype;
    value a[MAX_ELEMENTS];
    pc_dtype b_dtype;
    value b[MAX_ELEMENTS];
    pc_dtype result_dtype;
    value expected[MAX_ELEMENTS];
    const char *name;
} value_case;

#define C128(re, im) {.c128 = {re, im}}
#define C64(re, im) {.c64 = {re, im}}
#define U8(v) {.u8 = v}
/* Ten complex pairs for maximum and less: zeros of both signs, ties, NaN in
** either part of either operand. */
#define COMPLEX_PAIRS_A                                                         \
    {C128(-0.0, 0), C128(0.0, 0), C128(0, -0.0), C128(1, 2), C128(1, 1),         \
     C128(NAN, 0), C128(1, 0), C128(0, NAN), C128(2, NAN), C128(1, NAN)}
#define COMPLEX_PAIRS_B                                                         \
    {C128(0.0, 0), C128(-0.0, 0), C128(0, 0.0), C128(1, 1), C128(1, 2),          \
     C128(5, 0), C128(NAN, 1), C128(3, 0), C128(1, 0), C128(1, 0)}

/* The same ten pairs as complex64. */
#define COMPLEX64_PAIRS_A                                                      \
    {C64(-0.0f, 0), C64(0.0f, 0), C64(0, -0.0f), C64(1, 2), C64(1, 1),          \
     C64(NAN, 0), C64(1, 0), C64(0, NAN), C64(2, NAN), C64(1, NAN)}
#define COMPLEX64_PAIRS_B                                                      \
    {C64(0.0f, 0), C64(-0.0f, 0), C64(0, 0.0f), C64(1, 1), C64(1, 2),           \
     C64(5, 0), C64(NAN, 1), C64(3, 0), C64(1, 0), C64(1, 0)}

/* Runs one case: pc_binary_compute (or _inplace) under its profile, a TAP
** line named "<source>: <name>". */
void run_value_case(tap_run *run, const char *source, const value_case *c);

#endif
