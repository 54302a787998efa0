/*
** test_elementwise.c: the element-wise binary ops with values
** (pc_binary_compute, pc_binary_compute_inplace) and the element cast
** (pc_cast_element), under the torch profile. Expected values are worked
** out by hand from PyTorch's type promotion rules, IEEE 754 and the rules
** in elementwise.h, and
** written as literals; narrow floats as bit patterns (float16 1.0 is
** 0x3C00, bfloat16 1.0 is 0x3F80).
*/
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "test_support.h"

/* One element of any dtype, named by its storage. */
typedef union value {
    uint8_t u8;
    int8_t i8;
    int16_t i16;
    uint16_t u16;
    int32_t i32;
    int64_t i64;
    uint64_t u64;
    float f32;
    double f64;
    uint16_t c32[2];
    float c64[2];
    double c128[2];
} value;

/* a (op) b on shape (1) operands, and the one element it must give. */
typedef struct op_case {
    pc_binary_op op;
    pc_dtype a_dtype;
    value a;
    pc_dtype b_dtype;
    value b;
    pc_dtype result_dtype;
    value expected;
    const char *name;
} op_case;

#define ADD PC_OP_ADD
#define SUB PC_OP_SUBTRACT
#define MUL PC_OP_MULTIPLY
#define DIV PC_OP_DIVIDE
#define MAX PC_OP_MAXIMUM
#define EQ PC_OP_EQUAL
#define LT PC_OP_LESS
#define AND PC_OP_BITWISE_AND
#define NE PC_OP_NOT_EQUAL
#define LE PC_OP_LESS_EQUAL
#define GT PC_OP_GREATER
#define GE PC_OP_GREATER_EQUAL
#define MIN PC_OP_MINIMUM
#define OR PC_OP_BITWISE_OR
#define XOR PC_OP_BITWISE_XOR
#define TRUE_ {.u8 = 1}
#define FALSE_ {.u8 = 0}

static const op_case op_cases[] = {
    /* Integers wrap (two's complement). */
    {ADD, PC_INT8, {.i8 = 127}, PC_INT8, {.i8 = 1}, PC_INT8, {.i8 = -128},
     "int8 127 + 1 wraps to -128"},
    {SUB, PC_UINT8, {.u8 = 0}, PC_UINT8, {.u8 = 1}, PC_UINT8, {.u8 = 255},
     "uint8 0 - 1 wraps to 255"},
    {SUB, PC_INT64, {.i64 = INT64_MIN}, PC_INT64, {.i64 = 1}, PC_INT64,
     {.i64 = INT64_MAX}, "int64 INT64_MIN - 1 wraps to INT64_MAX"},
    {ADD, PC_INT64, {.i64 = INT64_MAX}, PC_INT64, {.i64 = 1}, PC_INT64,
     {.i64 = INT64_MIN}, "int64 INT64_MAX + 1 wraps to INT64_MIN"},
    {MUL, PC_INT64, {.i64 = INT64_C(4611686018427387904)}, PC_INT64,
     {.i64 = 4}, PC_INT64, {.i64 = 0}, "int64 2^62 * 4 wraps to 0"},
    {MUL, PC_INT16, {.i16 = 300}, PC_INT16, {.i16 = 300}, PC_INT16,
     {.i16 = 24464}, "int16 300 * 300 = 90000 wraps to 24464"},
    /* Order, equality and bits. */
    {MAX, PC_INT8, {.i8 = -1}, PC_INT8, {.i8 = 1}, PC_INT8, {.i8 = 1},
     "int8 maximum(-1, 1) = 1"},
    {MAX, PC_UINT8, {.u8 = 255}, PC_UINT8, {.u8 = 1}, PC_UINT8, {.u8 = 255},
     "uint8 maximum(255, 1) = 255"},
    {MAX, PC_INT64, {.i64 = INT64_MIN}, PC_INT64, {.i64 = 0}, PC_INT64,
     {.i64 = 0}, "int64 maximum(INT64_MIN, 0) = 0"},
    {LT, PC_INT8, {.i8 = -1}, PC_INT8, {.i8 = 1}, PC_BOOL, TRUE_,
     "int8 less(-1, 1) is true"},
    {LT, PC_UINT8, {.u8 = 255}, PC_UINT8, {.u8 = 1}, PC_BOOL, FALSE_,
     "uint8 less(255, 1) is false"},
    {EQ, PC_INT8, {.i8 = -1}, PC_INT8, {.i8 = -1}, PC_BOOL, TRUE_,
     "int8 equal(-1, -1) is true"},
    {AND, PC_UINT8, {.u8 = 0x0F}, PC_UINT8, {.u8 = 0x3C}, PC_UINT8,
     {.u8 = 0x0C}, "uint8 0x0F & 0x3C = 0x0C"},
    {AND, PC_INT8, {.i8 = -1}, PC_UINT8, {.u8 = 0x3C}, PC_INT16,
     {.i16 = 0x3C}, "int8 -1 & uint8 0x3C computes in int16: 0x3C"},
    {OR, PC_UINT8, {.u8 = 0x0F}, PC_UINT8, {.u8 = 0x3C}, PC_UINT8,
     {.u8 = 0x3F}, "uint8 0x0F | 0x3C = 0x3F"},
    {OR, PC_INT8, {.i8 = -128}, PC_UINT8, {.u8 = 0x80}, PC_INT16,
     {.i16 = -128}, "int8 -128 | uint8 0x80 computes in int16: -128 (0xFF80)"},
    {XOR, PC_UINT8, {.u8 = 0x0F}, PC_UINT8, {.u8 = 0x3C}, PC_UINT8,
     {.u8 = 0x33}, "uint8 0x0F ^ 0x3C = 0x33"},
    {XOR, PC_INT64, {.i64 = -1}, PC_INT64, {.i64 = INT64_MAX}, PC_INT64,
     {.i64 = INT64_MIN}, "int64 -1 ^ INT64_MAX = INT64_MIN"},
    {XOR, PC_INT8, {.i8 = -1}, PC_UINT8, {.u8 = 0xFF}, PC_INT16,
     {.i16 = -256}, "int8 -1 ^ uint8 255 computes in int16: -256, not 0"},
    {MIN, PC_INT8, {.i8 = -1}, PC_INT8, {.i8 = 1}, PC_INT8, {.i8 = -1},
     "int8 minimum(-1, 1) = -1"},
    {MIN, PC_UINT8, {.u8 = 255}, PC_UINT8, {.u8 = 1}, PC_UINT8, {.u8 = 1},
     "uint8 minimum(255, 1) = 1"},
    {MIN, PC_INT64, {.i64 = INT64_MIN}, PC_INT64, {.i64 = INT64_MAX}, PC_INT64,
     {.i64 = INT64_MIN}, "int64 minimum(INT64_MIN, INT64_MAX) = INT64_MIN"},
    {MIN, PC_INT8, {.i8 = -1}, PC_UINT8, {.u8 = 255}, PC_INT16, {.i16 = -1},
     "int8 -1 with uint8 255: minimum in int16 is -1"},
    {LE, PC_INT8, {.i8 = -1}, PC_INT8, {.i8 = -1}, PC_BOOL, TRUE_,
     "int8 less_equal(-1, -1) is true"},
    {LE, PC_UINT8, {.u8 = 255}, PC_UINT8, {.u8 = 1}, PC_BOOL, FALSE_,
     "uint8 less_equal(255, 1) is false"},
    {GT, PC_INT64, {.i64 = INT64_MIN}, PC_INT64, {.i64 = 1}, PC_BOOL, FALSE_,
     "int64 greater(INT64_MIN, 1) is false (signed)"},
    {GE, PC_INT8, {.i8 = -1}, PC_UINT8, {.u8 = 255}, PC_BOOL, FALSE_,
     "int8 -1 >= uint8 255 in int16 is false (no wrap to 255)"},
    {GE, PC_INT16, {.i16 = 7}, PC_INT16, {.i16 = 7}, PC_BOOL, TRUE_,
     "int16 greater_equal(7, 7) is true"},
    {NE, PC_INT8, {.i8 = -1}, PC_UINT8, {.u8 = 255}, PC_BOOL, TRUE_,
     "int8 -1 != uint8 255 (in int16)"},
    {NE, PC_INT32, {.i32 = 5}, PC_INT32, {.i32 = 5}, PC_BOOL, FALSE_,
     "int32 not_equal(5, 5) is false"},
    /* float16 and bfloat16 results round once, ties to even. */
    {ADD, PC_FLOAT16, {.u16 = 0x7BFF}, PC_FLOAT16, {.u16 = 0x4C00},
     PC_FLOAT16, {.u16 = 0x7C00},
     "float16 65504 + 16 = 65520, the midpoint, ties to even: inf"},
    {ADD, PC_FLOAT16, {.u16 = 0x7BFF}, PC_FLOAT16, {.u16 = 0x4B80},
     PC_FLOAT16, {.u16 = 0x7BFF}, "float16 65504 + 15 = 65519 -> 65504"},
    {ADD, PC_FLOAT16, {.u16 = 0x3C00}, PC_FLOAT16, {.u16 = 0x1000},
     PC_FLOAT16, {.u16 = 0x3C00}, "float16 1 + 2^-11 ties to even 1"},
    {ADD, PC_BFLOAT16, {.u16 = 0x3F80}, PC_BFLOAT16, {.u16 = 0x3B80},
     PC_BFLOAT16, {.u16 = 0x3F80}, "bfloat16 1 + 2^-8 ties to even 1"},
    {ADD, PC_BFLOAT16, {.u16 = 0x3F80}, PC_BFLOAT16, {.u16 = 0x3C40},
     PC_BFLOAT16, {.u16 = 0x3F82},
     "bfloat16 1 + 3*2^-8 ties to even 1 + 2^-6"},
    {SUB, PC_BFLOAT16, {.u16 = 0x3F81}, PC_BFLOAT16, {.u16 = 0x3F80},
     PC_BFLOAT16, {.u16 = 0x3C00}, "bfloat16 (1 + 2^-7) - 1 = 2^-7"},
    /* promoteTypes: float16 + bfloat16 is float32. */
    {ADD, PC_FLOAT16, {.u16 = 0x3C00}, PC_BFLOAT16, {.u16 = 0x3B80},
     PC_FLOAT32, {.f32 = 1.00390625f},
     "float16 1 + bfloat16 2^-8 = float32 1.00390625"},
    /* (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 ties (in float32) to even. */
    {MUL, PC_FLOAT32, {.f32 = 1.000244140625f}, PC_FLOAT32,
     {.f32 = 1.000244140625f}, PC_FLOAT32, {.f32 = 1.00048828125f},
     "float32 (1 + 2^-12)^2 ties to even 1 + 2^-11"},
    /* complex32 (1, 1 + 2^-10) + (2^-11, 2^-11): each part ties to even. */
    {ADD, PC_COMPLEX32, {.c32 = {0x3C00, 0x3C01}}, PC_COMPLEX32,
     {.c32 = {0x1000, 0x1000}}, PC_COMPLEX32, {.c32 = {0x3C00, 0x3C02}},
     "complex32 addition rounds each part to even"},
    /* (p + qi)^2, p = 1 + 2^-10, q = 2^-5: p^2 - q^2 = 1 + 2^-10 + 2^-20
    ** -> 1 + 2^-10; 2pq = 2^-4 + 2^-14 exactly. */
    {MUL, PC_COMPLEX32, {.c32 = {0x3C01, 0x2800}}, PC_COMPLEX32,
     {.c32 = {0x3C01, 0x2800}}, PC_COMPLEX32, {.c32 = {0x3C01, 0x2C01}},
     "complex32 multiplication rounds each part once"},
    {DIV, PC_COMPLEX128, {.c128 = {4, 2}}, PC_COMPLEX128, {.c128 = {1, 1}},
     PC_COMPLEX128, {.c128 = {3, -1}}, "complex128 (4+2i)/(1+i) = 3-i"},
    {DIV, PC_COMPLEX64, {.c64 = {4, 2}}, PC_COMPLEX64, {.c64 = {1, 1}},
     PC_COMPLEX64, {.c64 = {3, -1}}, "complex64 (4+2i)/(1+i) = 3-i"},
    {EQ, PC_COMPLEX128, {.c128 = {1, 2}}, PC_COMPLEX128, {.c128 = {1, -2}},
     PC_BOOL, FALSE_, "complex equal needs both parts equal"},
    {EQ, PC_COMPLEX128, {.c128 = {1, 2}}, PC_COMPLEX128, {.c128 = {1, 2}},
     PC_BOOL, TRUE_, "complex equal of equal values"},
    {ADD, PC_FLOAT64, {.f64 = 1}, PC_COMPLEX64, {.c64 = {1, 2}},
     PC_COMPLEX128, {.c128 = {2, 2}},
     "float64 1 + complex64 (1+2i) = complex128 2+2i"},
    /* Signed zeros and NaN in comparisons; maximum returns the first
    ** operand on ties. */
    {MAX, PC_FLOAT64, {.f64 = -0.0}, PC_FLOAT64, {.f64 = 0.0}, PC_FLOAT64,
     {.f64 = -0.0}, "maximum(-0.0, 0.0) = -0.0: ties give the first"},
    {MAX, PC_FLOAT64, {.f64 = 0.0}, PC_FLOAT64, {.f64 = -0.0}, PC_FLOAT64,
     {.f64 = 0.0}, "maximum(0.0, -0.0) = 0.0"},
    {LT, PC_FLOAT32, {.f32 = NAN}, PC_FLOAT32, {.f32 = 1}, PC_BOOL, FALSE_,
     "less(NaN, 1) is false"},
    {LT, PC_FLOAT32, {.f32 = 1}, PC_FLOAT32, {.f32 = NAN}, PC_BOOL, FALSE_,
     "less(1, NaN) is false"},
    {EQ, PC_FLOAT32, {.f32 = NAN}, PC_FLOAT32, {.f32 = NAN}, PC_BOOL, FALSE_,
     "equal(NaN, NaN) is false"},
    {EQ, PC_FLOAT64, {.f64 = -0.0}, PC_FLOAT64, {.f64 = 0.0}, PC_BOOL, TRUE_,
     "equal(-0.0, 0.0) is true"},
    {LT, PC_FLOAT64, {.f64 = -0.0}, PC_FLOAT64, {.f64 = 0.0}, PC_BOOL, FALSE_,
     "less(-0.0, 0.0) is false"},
    /* minimum returns the first operand on ties too (minimum_kernel:
    ** std::min(a, b) is `b < a ? b : a`). */
    {MIN, PC_FLOAT64, {.f64 = -0.0}, PC_FLOAT64, {.f64 = 0.0}, PC_FLOAT64,
     {.f64 = -0.0}, "minimum(-0.0, 0.0) = -0.0: ties give the first"},
    {MIN, PC_FLOAT64, {.f64 = 0.0}, PC_FLOAT64, {.f64 = -0.0}, PC_FLOAT64,
     {.f64 = 0.0}, "minimum(0.0, -0.0) = 0.0: ties give the first"},
    {MIN, PC_FLOAT32, {.f32 = -INFINITY}, PC_FLOAT32, {.f32 = 1}, PC_FLOAT32,
     {.f32 = -INFINITY}, "minimum(-inf, 1) = -inf"},
    {MIN, PC_FLOAT16, {.u16 = 0x3C00}, PC_BFLOAT16, {.u16 = 0x3F80}, PC_FLOAT32,
     {.f32 = 1.0f}, "float16 1 with bfloat16 1: minimum in float32 is 1"},
    {NE, PC_FLOAT32, {.f32 = NAN}, PC_FLOAT32, {.f32 = NAN}, PC_BOOL, TRUE_,
     "not_equal(NaN, NaN) is true"},
    {NE, PC_FLOAT32, {.f32 = NAN}, PC_FLOAT32, {.f32 = 1}, PC_BOOL, TRUE_,
     "not_equal(NaN, 1) is true"},
    {NE, PC_FLOAT64, {.f64 = -0.0}, PC_FLOAT64, {.f64 = 0.0}, PC_BOOL, FALSE_,
     "not_equal(-0.0, 0.0) is false"},
    {LE, PC_FLOAT64, {.f64 = -0.0}, PC_FLOAT64, {.f64 = 0.0}, PC_BOOL, TRUE_,
     "less_equal(-0.0, 0.0) is true"},
    {LE, PC_FLOAT32, {.f32 = NAN}, PC_FLOAT32, {.f32 = NAN}, PC_BOOL, FALSE_,
     "less_equal(NaN, NaN) is false"},
    {GT, PC_FLOAT32, {.f32 = 1}, PC_FLOAT32, {.f32 = NAN}, PC_BOOL, FALSE_,
     "greater(1, NaN) is false"},
    {GT, PC_FLOAT64, {.f64 = 0.0}, PC_FLOAT64, {.f64 = -0.0}, PC_BOOL, FALSE_,
     "greater(0.0, -0.0) is false"},
    {GE, PC_FLOAT64, {.f64 = NAN}, PC_FLOAT64, {.f64 = 1}, PC_BOOL, FALSE_,
     "greater_equal(NaN, 1) is false"},
    {GE, PC_FLOAT64, {.f64 = 0.0}, PC_FLOAT64, {.f64 = -0.0}, PC_BOOL, TRUE_,
     "greater_equal(0.0, -0.0) is true"},
    {GE, PC_INT64, {.i64 = INT64_C(16777217)}, PC_FLOAT32, {.f32 = 16777216.0f},
     PC_BOOL, TRUE_, "int64 16777217 >= float32 2^24: compared in float32, equal"},
    {NE, PC_INT64, {.i64 = INT64_C(16777217)}, PC_FLOAT32, {.f32 = 16777216.0f},
     PC_BOOL, FALSE_, "int64 16777217 != float32 2^24: float32 rounds it, equal"},
    /* ne_kernel has complex (eq_kernel's dispatch): both parts compared. */
    {NE, PC_COMPLEX128, {.c128 = {1, 2}}, PC_COMPLEX128, {.c128 = {1, -2}},
     PC_BOOL, TRUE_, "complex not_equal: one part differs"},
    {NE, PC_COMPLEX64, {.c64 = {1, 2}}, PC_COMPLEX64, {.c64 = {1, 2}},
     PC_BOOL, FALSE_, "complex not_equal of equal values"},
    {NE, PC_COMPLEX128, {.c128 = {1, NAN}}, PC_COMPLEX128, {.c128 = {1, NAN}},
     PC_BOOL, TRUE_, "complex not_equal with a NaN part is true"},
    {NE, PC_COMPLEX32, {.c32 = {0x3C00, 0x0000}}, PC_FLOAT32, {.f32 = 1},
     PC_BOOL, FALSE_, "complex32 1 != float32 1 in complex64: false"},
    /* True division of integers computes in the default float32. */
    {DIV, PC_INT32, {.i32 = 7}, PC_INT32, {.i32 = 2}, PC_FLOAT32,
     {.f32 = 3.5f}, "divide int32 7 / 2 = float32 3.5"},
    {DIV, PC_INT32, {.i32 = 1}, PC_INT32, {.i32 = 0}, PC_FLOAT32,
     {.f32 = INFINITY}, "int32 1 / 0 = inf"},
    {DIV, PC_INT32, {.i32 = -1}, PC_INT32, {.i32 = 0}, PC_FLOAT32,
     {.f32 = -INFINITY}, "int32 -1 / 0 = -inf"},
    {DIV, PC_INT32, {.i32 = 1}, PC_INT32, {.i32 = 3}, PC_FLOAT32,
     {.f32 = 0.3333333432674408f}, "int32 1 / 3 = float32 0.33333334"},
    {DIV, PC_BOOL, TRUE_, PC_BOOL, FALSE_, PC_FLOAT32, {.f32 = INFINITY},
     "bool true / false = float32 inf"},
    /* Operands are converted to the compute dtype first, each rounding
    ** once and correctly. */
    {ADD, PC_INT64, {.i64 = 2049}, PC_FLOAT16, {.u16 = 0x0000}, PC_FLOAT16,
     {.u16 = 0x6800}, "int64 2049 + float16 0: 2049 becomes 2048 first"},
    /* 2^60 + 2^36 + 1 is just above the float32 midpoint 2^60 + 2^36;
    ** through a double it would become the midpoint and tie down. */
    {ADD, PC_INT64, {.i64 = INT64_C(1152921573326323713)}, PC_FLOAT32,
     {.f32 = 0}, PC_FLOAT32, {.f32 = 1152921642045800448.0f},
     "int64 2^60 + 2^36 + 1 -> float32 2^60 + 2^37 (one rounding)"},
    {ADD, PC_INT64, {.i64 = INT64_C(9007199254740993)}, PC_FLOAT64,
     {.f64 = 0}, PC_FLOAT64, {.f64 = 9007199254740992.0},
     "int64 2^53 + 1 -> float64 2^53 (ties to even)"},
    {ADD, PC_INT64, {.i64 = 1000000000}, PC_FLOAT32, {.f32 = 1.5f},
     PC_FLOAT32, {.f32 = 1000000000.0f},
     "int64 1e9 + float32 1.5 = float32 1e9"},
};

/* a (op) b where the op must refuse the dtypes. */
typedef struct refusal_case {
    pc_binary_op op;
    pc_dtype a_dtype;
    pc_dtype b_dtype;
    const char *name;
} refusal_case;

static const refusal_case refusals[] = {
    {SUB, PC_BOOL, PC_BOOL, "bool - bool is refused (torch sub_check)"},
    {MAX, PC_COMPLEX128, PC_COMPLEX128, "maximum of complex is refused"},
    {AND, PC_FLOAT32, PC_FLOAT32, "bitwise_and of float32 is refused"},
    {OR, PC_FLOAT64, PC_INT32, "bitwise_or of float64 is refused"},
    {XOR, PC_COMPLEX64, PC_BOOL, "bitwise_xor of complex64 is refused"},
    {MIN, PC_COMPLEX64, PC_FLOAT32, "minimum of complex is refused (meta function)"},
    {LE, PC_COMPLEX128, PC_COMPLEX128, "less_equal of complex is refused (le_cpu)"},
    {GT, PC_COMPLEX64, PC_INT8, "greater of complex is refused (gt_cpu)"},
    {GE, PC_COMPLEX32, PC_COMPLEX32, "greater_equal of complex is refused (ge_cpu)"},
    {LT, PC_UINT64, PC_UINT64, "less of uint64 is refused (lt_cpu has no barebones unsigned)"},
    {MIN, PC_FLOAT8_E5M2, PC_FLOAT8_E5M2, "minimum of float8 is refused"},
};

/* One element converted by pc_cast_element. */
typedef struct cast_case {
    pc_dtype from;
    value source;
    pc_dtype to;
    value expected;
    const char *name;
} cast_case;

static const cast_case cast_cases[] = {
    {PC_INT64, {.i64 = 65519}, PC_FLOAT16, {.u16 = 0x7BFF},
     "int64 65519 -> float16 65504"},
    {PC_INT64, {.i64 = 65520}, PC_FLOAT16, {.u16 = 0x7C00},
     "int64 65520 -> float16 inf"},
    {PC_INT64, {.i64 = INT64_MIN}, PC_FLOAT16, {.u16 = 0xFC00},
     "int64 min -> float16 -inf"},
    {PC_UINT64, {.u64 = UINT64_MAX}, PC_BFLOAT16, {.u16 = 0x5F80},
     "uint64 max -> bfloat16 2^64"},
    /* 2^63 + 2^55 + 1 is above the bfloat16 midpoint 2^63 + 2^55;
    ** through a correctly rounded double it would tie down to 2^63. */
    {PC_UINT64, {.u64 = UINT64_C(9259400833873739777)}, PC_BFLOAT16,
     {.u16 = 0x5F01}, "uint64 2^63 + 2^55 + 1 -> bfloat16 2^63 + 2^56"},
    {PC_UINT64, {.u64 = UINT64_C(9259400833873739777)}, PC_FLOAT32,
     {.f32 = 9259400833873739776.0f},
     "uint64 2^63 + 2^55 + 1 -> float32 2^63 + 2^55"},
    {PC_UINT64, {.u64 = UINT64_MAX}, PC_FLOAT64,
     {.f64 = 18446744073709551616.0}, "uint64 max -> float64 2^64"},
    {PC_INT64, {.i64 = -3}, PC_INT8, {.i8 = -3}, "int64 -3 -> int8 -3"},
    {PC_INT32, {.i32 = 300}, PC_UINT8, {.u8 = 44}, "int32 300 -> uint8 44"},
    {PC_UINT8, {.u8 = 200}, PC_INT8, {.i8 = -56}, "uint8 200 -> int8 -56"},
    {PC_INT16, {.i16 = -1}, PC_UINT16, {.u16 = 65535},
     "int16 -1 -> uint16 65535"},
    {PC_INT16, {.i16 = -1}, PC_UINT64, {.u64 = UINT64_MAX},
     "int16 -1 -> uint64 max"},
    {PC_FLOAT64, {.f64 = 3.9}, PC_INT32, {.i32 = 3},
     "float64 3.9 -> int32 3 (truncation)"},
    {PC_FLOAT64, {.f64 = -3.9}, PC_INT32, {.i32 = -3},
     "float64 -3.9 -> int32 -3"},
    {PC_FLOAT64, {.f64 = 3e9}, PC_INT32, {.i32 = -1294967296},
     "float64 3e9 -> int32 wraps"},
    {PC_FLOAT64, {.f64 = -1.5}, PC_UINT8, {.u8 = 255},
     "float64 -1.5 -> uint8 255 (-1 wrapped)"},
    {PC_FLOAT64, {.f64 = 1e20}, PC_INT64, {.i64 = 0},
     "float64 1e20 -> int64 0 (out of range)"},
    {PC_FLOAT64, {.f64 = NAN}, PC_INT32, {.i32 = 0}, "NaN -> int32 0"},
    {PC_FLOAT64, {.f64 = -INFINITY}, PC_INT64, {.i64 = 0}, "-inf -> int64 0"},
    {PC_FLOAT64, {.f64 = 18446744073709549568.0}, PC_UINT64,
     {.u64 = UINT64_C(18446744073709549568)},
     "float64 2^64 - 2048 -> uint64 exactly"},
    {PC_FLOAT64, {.f64 = NAN}, PC_BOOL, TRUE_, "NaN -> bool true"},
    {PC_FLOAT64, {.f64 = -0.0}, PC_BOOL, FALSE_, "-0.0 -> bool false"},
    {PC_INT32, {.i32 = 256}, PC_BOOL, TRUE_,
     "int32 256 -> bool true (not truncated)"},
    {PC_COMPLEX128, {.c128 = {0.0, 1.0}}, PC_BOOL, TRUE_,
     "complex 0+1i -> bool true"},
    {PC_COMPLEX128, {.c128 = {0.0, -0.0}}, PC_BOOL, FALSE_,
     "complex 0-0i -> bool false"},
    {PC_BOOL, TRUE_, PC_FLOAT16, {.u16 = 0x3C00}, "bool true -> float16 1.0"},
    {PC_COMPLEX128, {.c128 = {1.5, 2.5}}, PC_FLOAT64, {.f64 = 1.5},
     "complex128 1.5+2.5i -> float64 1.5"},
    {PC_FLOAT64, {.f64 = 2.0}, PC_COMPLEX64, {.c64 = {2.0f, 0.0f}},
     "float64 2 -> complex64 2+0i (+0)"},
    {PC_COMPLEX128, {.c128 = {65520.0, -65504.0}}, PC_COMPLEX32,
     {.c32 = {0x7C00, 0xFBFF}}, "complex128 65520-65504i -> complex32"},
    {PC_FLOAT64, {.f64 = 1.0 + 0x1p-24}, PC_FLOAT32, {.f32 = 1.0f},
     "float64 1 + 2^-24 -> float32 1 (even)"},
    {PC_FLOAT64, {.f64 = 1.0 + 0x1p-24 + 0x1p-50}, PC_FLOAT32,
     {.f32 = 1.00000011920928955f}, "float64 1 + 2^-24 + 2^-50 -> 1 + 2^-23"},
    {PC_FLOAT16, {.u16 = 0x5F40}, PC_FLOAT8_E4M3FN, {.u8 = 0x7E},
     "float16 464 -> float8_e4m3fn 448 (tie to even)"},
    {PC_FLOAT8_E5M2, {.u8 = 0x7B}, PC_FLOAT16, {.u16 = 0x7B00},
     "float8_e5m2 57344 -> float16 57344"},
    {PC_FLOAT16, {.u16 = 0x3555}, PC_BFLOAT16, {.u16 = 0x3EAB},
     "float16 1365/4096 -> bfloat16 0.333984375 (up)"},
};

static pc_array array_of(pc_dtype dtype, pc_shape shape, void *data) {
    pc_array array;
    pc_array_init_contiguous(&array, dtype, &shape, data);
    return array;
}

static const pc_profile *torch(void) { return pc_profile_find("torch"); }

/* a (op) b, both of shape (1), into one element of dtype `out_dtype`. */
static pc_status one(pc_binary_op op, pc_dtype a_dtype, const void *a,
                     pc_dtype b_dtype, const void *b, pc_dtype out_dtype,
                     void *out, pc_error *err) {
    pc_array x = array_of(a_dtype, SHAPE(1), (void *)a);
    pc_array y = array_of(b_dtype, SHAPE(1), (void *)b);
    pc_array z = array_of(out_dtype, SHAPE(1), out);
    return pc_binary_compute(torch(), NULL, op, &x, &y, &z, err);
}

/* Checks status PC_OK and `size` result bytes against `expected`. */
static void check_bytes(tap_run *run, pc_status status, const pc_error *err,
                        const void *got, const void *expected, size_t size,
                        const char *name) {
    int passed = status == PC_OK && memcmp(got, expected, size) == 0;
    tap_ok(run, passed, "%s", name);
    if (!passed) {
        if (status != PC_OK)
            tap_diag(run, "  status %s: %s", pc_status_name(status),
                     err->message);
        const unsigned char *g = got, *e = expected;
        for (size_t i = 0; i < size; i++)
            if (g[i] != e[i])
                tap_diag(run, "  byte %zu: got 0x%02X expected 0x%02X", i,
                         g[i], e[i]);
    }
}

static void tables(tap_run *run) {
    pc_error err;
    for (size_t i = 0; i < sizeof op_cases / sizeof op_cases[0]; i++) {
        const op_case *c = &op_cases[i];
        value got;
        memset(&got, 0xA5, sizeof got);
        pc_status status = one(c->op, c->a_dtype, &c->a, c->b_dtype, &c->b,
                               c->result_dtype, &got, &err);
        check_bytes(run, status, &err, &got, &c->expected,
                    pc_dtype_size(c->result_dtype), c->name);
    }
    for (size_t i = 0; i < sizeof refusals / sizeof refusals[0]; i++) {
        const refusal_case *c = &refusals[i];
        value x = {.c128 = {1, 1}}, y = x, got;
        test_status(run, one(c->op, c->a_dtype, &x, c->b_dtype, &y,
                             c->a_dtype, &got, &err),
                    &err, PC_UNSUPPORTED_DTYPE_FOR_OP, c->name);
    }
    for (size_t i = 0; i < sizeof cast_cases / sizeof cast_cases[0]; i++) {
        const cast_case *c = &cast_cases[i];
        value got;
        memset(&got, 0xA5, sizeof got);
        pc_cast_element(c->from, &c->source, c->to, &got);
        char name[160];
        snprintf(name, sizeof name, "cast %s", c->name);
        check_bytes(run, PC_OK, &err, &got, &c->expected,
                    pc_dtype_size(c->to), name);
    }
}

/* Results that are NaN (any NaN) or need more than one comparison. */
static void nan_results(tap_run *run) {
    pc_error err;
    value nan_f = {.f32 = NAN}, one_f = {.f32 = 1}, got;
    pc_status status = one(MAX, PC_FLOAT32, &nan_f, PC_FLOAT32, &one_f,
                           PC_FLOAT32, &got, &err);
    tap_ok(run, status == PC_OK && isnan(got.f32), "maximum(NaN, 1) is NaN");
    status = one(MAX, PC_FLOAT32, &one_f, PC_FLOAT32, &nan_f, PC_FLOAT32, &got,
                 &err);
    tap_ok(run, status == PC_OK && isnan(got.f32), "maximum(1, NaN) is NaN");
    value h_two = {.u16 = 0x4000}, h_nan = {.u16 = 0x7E00};
    status = one(MAX, PC_FLOAT16, &h_two, PC_FLOAT16, &h_nan, PC_FLOAT16, &got,
                 &err);
    tap_ok(run, status == PC_OK && isnan(pc_float16_to_double(got.u16)),
           "float16 maximum(2, NaN) is NaN");
    status = one(MIN, PC_FLOAT32, &nan_f, PC_FLOAT32, &one_f, PC_FLOAT32, &got,
                 &err);
    tap_ok(run, status == PC_OK && isnan(got.f32), "minimum(NaN, 1) is NaN");
    status = one(MIN, PC_FLOAT32, &one_f, PC_FLOAT32, &nan_f, PC_FLOAT32, &got,
                 &err);
    tap_ok(run, status == PC_OK && isnan(got.f32), "minimum(1, NaN) is NaN");
    status = one(MIN, PC_FLOAT16, &h_nan, PC_FLOAT16, &h_two, PC_FLOAT16, &got,
                 &err);
    tap_ok(run, status == PC_OK && isnan(pc_float16_to_double(got.u16)),
           "float16 minimum(NaN, 2) is NaN");
    value zero_i = {.i32 = 0};
    status = one(DIV, PC_INT32, &zero_i, PC_INT32, &zero_i, PC_FLOAT32, &got,
                 &err);
    tap_ok(run, status == PC_OK && isnan(got.f32), "int32 0 / 0 = NaN");
    /* c10/util/complex.h: a zero divisor gives a/|c| + (b/|d|)i. */
    value c_one = {.c128 = {1, 0}}, c_zero = {.c128 = {0, 0}};
    status = one(DIV, PC_COMPLEX128, &c_one, PC_COMPLEX128, &c_zero,
                 PC_COMPLEX128, &got, &err);
    tap_ok(run, status == PC_OK && got.c128[0] == INFINITY &&
                    isnan(got.c128[1]),
           "complex128 (1+0i)/(0+0i) = inf + nan i (c10)");
    value one_i = {.i32 = 1}, three = {.i32 = 3};
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    options.default_float = PC_FLOAT64;
    pc_array x = array_of(PC_INT32, SHAPE(1), &one_i);
    pc_array y = array_of(PC_INT32, SHAPE(1), &three);
    pc_array z = array_of(PC_FLOAT64, SHAPE(1), &got);
    check_bytes(run, pc_binary_compute(torch(), &options, DIV, &x, &y, &z,
                                       &err),
                &err, &got, &(double){0.33333333333333331}, 8,
                "int32 1 / 3 with default float64 = 0.3333333333333333");
}

static void bools(tap_run *run) {
    /* PyTorch's kernels on kBool: add is or, multiply and, maximum or. */
    static const struct {
        pc_binary_op op;
        uint8_t expected[4];
        const char *name;
    } cases[] = {
        {ADD, {1, 1, 1, 0}, "bool + bool is logical or, stored as 0/1"},
        {MUL, {1, 0, 0, 0}, "bool * bool is logical and"},
        {MAX, {1, 1, 1, 0}, "bool maximum is or"},
        {AND, {1, 0, 0, 0}, "bool bitwise_and is and"},
        {LT, {0, 0, 1, 0}, "bool less: false < true only"},
        {MIN, {1, 0, 0, 0}, "bool minimum is and"},
        {OR, {1, 1, 1, 0}, "bool bitwise_or is or"},
        {XOR, {0, 1, 1, 0}, "bool bitwise_xor is exclusive or, still bool"},
        {NE, {0, 1, 1, 0}, "bool not_equal"},
        {LE, {1, 0, 1, 1}, "bool less_equal: only true <= false is false"},
        {GT, {0, 1, 0, 0}, "bool greater: true > false only"},
        {GE, {1, 1, 0, 1}, "bool greater_equal"},
    };
    uint8_t a[4] = {1, 1, 0, 0}, b[4] = {1, 0, 1, 0}, r[4];
    pc_array x = array_of(PC_BOOL, SHAPE(4), a);
    pc_array y = array_of(PC_BOOL, SHAPE(4), b);
    pc_array z = array_of(PC_BOOL, SHAPE(4), r);
    pc_error err;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_bytes(run, pc_binary_compute(torch(), NULL, cases[i].op, &x,
                                           &y, &z, &err),
                    &err, r, cases[i].expected, 4, cases[i].name);
    /* Bool arithmetic: [True, False] + int32 [1, 2] = [2, 2]. */
    uint8_t flags[2] = {1, 0};
    int32_t ints[2] = {1, 2}, sums[2];
    pc_array f = array_of(PC_BOOL, SHAPE(2), flags);
    pc_array n = array_of(PC_INT32, SHAPE(2), ints);
    pc_array s = array_of(PC_INT32, SHAPE(2), sums);
    check_bytes(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &f, &n, &s,
                                       &err),
                &err, sums, (const int32_t[]){2, 2}, sizeof sums,
                "bool [T,F] + int32 [1,2] = [2,2]");
}

static void broadcasting_strided(tap_run *run) {
    pc_error err;
    /* a: shape (2,1) over memory {2, x, x, 5} with stride 3; b: shape (3)
    ** over {1, x, 10, x, 100} with stride 2. a * b = [[2,20,200],
    ** [5,50,500]]. */
    int32_t a_memory[4] = {2, -7, -7, 5};
    int32_t b_memory[5] = {1, -7, 10, -7, 100};
    pc_array a = array_of(PC_INT32, SHAPE(2, 1), a_memory);
    a.strides[0] = 3;
    pc_array b = array_of(PC_INT32, SHAPE(3), b_memory);
    b.strides[0] = 2;
    int32_t out[6];
    pc_array z = array_of(PC_INT32, SHAPE(2, 3), out);
    check_bytes(run, pc_binary_compute(torch(), NULL, PC_OP_MULTIPLY, &a, &b,
                                       &z, &err),
                &err, out, (const int32_t[]){2, 20, 200, 5, 50, 500},
                sizeof out, "[2,1] x [3] with non-contiguous inputs");
    /* b as a stride-0 broadcast view: [10, 10, 10]. */
    b.strides[0] = 0;
    b.data = &b_memory[2];
    check_bytes(run, pc_binary_compute(torch(), NULL, PC_OP_MULTIPLY, &a, &b,
                                       &z, &err),
                &err, out, (const int32_t[]){20, 20, 20, 50, 50, 50},
                sizeof out, "[2,1] x [3] with a stride-0 input");
    /* A strided output: out (2,3) transposed into a (3,2) buffer. */
    b.strides[0] = 2;
    b.data = b_memory;
    int32_t t[6];
    z = array_of(PC_INT32, SHAPE(2, 3), t);
    z.strides[0] = 1;
    z.strides[1] = 2;
    check_bytes(run, pc_binary_compute(torch(), NULL, PC_OP_MULTIPLY, &a, &b,
                                       &z, &err),
                &err, t, (const int32_t[]){2, 5, 20, 50, 200, 500}, sizeof t,
                "[2,1] x [3] into a transposed output");
    /* (1,3) + (2,1) = [[11,12,13],[21,22,23]]. */
    int64_t row[3] = {1, 2, 3}, column[2] = {10, 20}, sums[6];
    pc_array r = array_of(PC_INT64, SHAPE(1, 3), row);
    pc_array c = array_of(PC_INT64, SHAPE(2, 1), column);
    pc_array s = array_of(PC_INT64, SHAPE(2, 3), sums);
    check_bytes(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &r, &c, &s,
                                       &err),
                &err, sums, (const int64_t[]){11, 12, 13, 21, 22, 23},
                sizeof sums, "broadcast (1,3) + (2,1)");
}

/* Many elements, so runs cross the kernel's chunks and the outer odometer
** turns: a (5,1,300) + b (7,300) over a (5,7,300) int32 output; the
** expectation is index arithmetic, independent of the oracle. */
static void long_runs(tap_run *run) {
    int32_t a[5 * 300], b[7 * 300], out[5 * 7 * 300]; /* 56 KiB */
    for (int i = 0; i < 5 * 300; i++) a[i] = 100000 * i;
    for (int i = 0; i < 7 * 300; i++) b[i] = i;
    pc_array x = array_of(PC_INT32, SHAPE(5, 1, 300), a);
    pc_array y = array_of(PC_INT32, SHAPE(7, 300), b);
    pc_array z = array_of(PC_INT32, SHAPE(5, 7, 300), out);
    pc_error err;
    pc_status status =
        pc_binary_compute(torch(), NULL, PC_OP_ADD, &x, &y, &z, &err);
    int wrong = 0;
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 7; j++)
            for (int k = 0; k < 300; k++)
                wrong += out[(i * 7 + j) * 300 + k] !=
                         100000 * (i * 300 + k) + (j * 300 + k);
    tap_ok(run, status == PC_OK && wrong == 0,
           "(5,1,300) + (7,300): every element across chunks");
}

static void empty_and_rank0(tap_run *run) {
    pc_error err;
    float a = 2.5f, b = 4.0f, r = 0;
    pc_array x = array_of(PC_FLOAT32, SHAPE0(), &a);
    pc_array y = array_of(PC_FLOAT32, SHAPE0(), &b);
    pc_array z = array_of(PC_FLOAT32, SHAPE0(), &r);
    check_bytes(run, pc_binary_compute(torch(), NULL, PC_OP_MULTIPLY, &x, &y,
                                       &z, &err),
                &err, &r, &(float){10.0f}, 4, "rank 0 * rank 0 = rank 0");
    float vector[3] = {1, 2, 3}, products[3];
    pc_array v = array_of(PC_FLOAT32, SHAPE(3), vector);
    pc_array p = array_of(PC_FLOAT32, SHAPE(3), products);
    check_bytes(run, pc_binary_compute(torch(), NULL, PC_OP_MULTIPLY, &x, &v,
                                       &p, &err),
                &err, products, (const float[]){2.5f, 5.0f, 7.5f},
                sizeof products, "rank 0 * (3) broadcasts");
    pc_array e = array_of(PC_FLOAT32, SHAPE(0), NULL);
    pc_array eo = array_of(PC_FLOAT32, SHAPE(0), NULL);
    test_status(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &e, &x, &eo,
                                       &err),
                &err, PC_OK, "(0) + () = (0): nothing to compute");
    float sentinel = 99;
    pc_array e2 = array_of(PC_FLOAT32, SHAPE(0, 3), &sentinel);
    pc_array one_d = array_of(PC_FLOAT32, SHAPE(1), &a);
    pc_array e2o = array_of(PC_FLOAT32, SHAPE(0, 3), &sentinel);
    tap_ok(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &e2, &one_d, &e2o,
                                  &err) == PC_OK &&
                    sentinel == 99,
           "(0,3) + (1) = (0,3): nothing written");
    test_status(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &e, &v, &eo,
                                       &err),
                &err, PC_INCOMPATIBLE_SHAPES, "(0) + (3) is incompatible");
}

static void inplace(tap_run *run) {
    pc_error err;
    /* torch can_cast(int16, uint8) allows it: uint8 += int16 wraps. */
    uint8_t u[2] = {250, 1};
    int16_t s[2] = {10, -2};
    pc_array a = array_of(PC_UINT8, SHAPE(2), u);
    pc_array b = array_of(PC_INT16, SHAPE(2), s);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, PC_OP_ADD, &a,
                                               &b, &err),
                &err, u, (const uint8_t[]){4, 255}, 2,
                "uint8 += int16: 260 and -1 wrap to 4 and 255");

    /* Casting Examples: int32 += float32 is an error. */
    int32_t i[2] = {1, 2};
    float f[2] = {3.5f, 4.5f};
    pc_array ia = array_of(PC_INT32, SHAPE(2), i);
    pc_array fb = array_of(PC_FLOAT32, SHAPE(2), f);
    test_status(run, pc_binary_compute_inplace(torch(), NULL, PC_OP_ADD, &ia,
                                               &fb, &err),
                &err, PC_CANNOT_CAST,
                "Casting Examples: int32 += float32 cannot cast");
    tap_ok(run, i[0] == 1 && i[1] == 2, "a refused op writes nothing");
    test_status(run, pc_binary_compute_inplace(torch(), NULL,
                                               PC_OP_DIVIDE, &ia, &ia,
                                               &err),
                &err, PC_CANNOT_CAST, "int32 /= int32 (float32) cannot cast");

    int32_t row[3] = {1, 2, 3}, grid[6] = {0};
    pc_array r = array_of(PC_INT32, SHAPE(3), row);
    pc_array g = array_of(PC_INT32, SHAPE(2, 3), grid);
    test_status(run, pc_binary_compute_inplace(torch(), NULL, PC_OP_ADD, &r,
                                               &g, &err),
                &err, PC_INPLACE_SHAPE_CHANGE,
                "(3) += (2,3) would change the shape");
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, PC_OP_ADD, &g,
                                               &r, &err),
                &err, grid, (const int32_t[]){1, 2, 3, 1, 2, 3}, sizeof grid,
                "(2,3) += (3) broadcasts the source");
    int32_t ten = 10;
    pc_array scalar = array_of(PC_INT32, SHAPE0(), &ten);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, PC_OP_MULTIPLY,
                                               &g, &scalar, &err),
                &err, grid, (const int32_t[]){10, 20, 30, 10, 20, 30},
                sizeof grid, "(2,3) *= () with a 0-d source");
    pc_array view = array_of(PC_INT32, SHAPE(2, 3), row);
    view.strides[0] = 0;
    test_status(run, pc_binary_compute_inplace(torch(), NULL, PC_OP_ADD, &view,
                                               &g, &err),
                &err, PC_INVALID_ARGUMENT,
                "an in-place destination with stride 0 is refused");

    /* float16 += float32: the float32 result 1 + 2^-11 + 2^-30 rounds to
    ** float32 1 + 2^-11 first, then ties to float16 1 (as torch does). */
    uint16_t h = 0x3C00;
    float small = ldexpf(1.0f, -11) + ldexpf(1.0f, -30); /* exact */
    pc_array ha = array_of(PC_FLOAT16, SHAPE(1), &h);
    pc_array sb = array_of(PC_FLOAT32, SHAPE(1), &small);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, PC_OP_ADD, &ha,
                                               &sb, &err),
                &err, &h, &(uint16_t){0x3C00}, 2,
                "float16 += float32 rounds to float32, then to float16");

    /* Comparisons in place store bool 0/1 as a's dtype. */
    int32_t e[2] = {1, 2}, other[2] = {1, 3};
    pc_array ea = array_of(PC_INT32, SHAPE(2), e);
    pc_array eb = array_of(PC_INT32, SHAPE(2), other);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, PC_OP_EQUAL, &ea,
                                               &eb, &err),
                &err, e, (const int32_t[]){1, 0}, sizeof e,
                "int32.eq_(int32) stores 1 and 0");
    /* ne_, le_, gt_, ge_ are comparisons too: no safe-casting check. */
    int32_t ordered[3] = {1, 2, 3};
    float h3[3] = {1.5f, 2.0f, NAN};
    pc_array ga = array_of(PC_INT32, SHAPE(3), ordered);
    pc_array hb = array_of(PC_FLOAT32, SHAPE(3), h3);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, GE, &ga, &hb, &err),
                &err, ordered, (const int32_t[]){0, 1, 0}, sizeof ordered,
                "int32.ge_(float32) is no cast error: 1 >= 1.5, 2 >= 2, 3 >= NaN");
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, NE, &ga, &hb, &err),
                &err, ordered, (const int32_t[]){1, 1, 1}, sizeof ordered,
                "int32.ne_(float32): 0 != 1.5, 1 != 2, 0 != NaN");
    uint8_t flags[2] = {1, 0};
    double doubles[2] = {0.5, -0.5};
    pc_array fa2 = array_of(PC_BOOL, SHAPE(2), flags);
    pc_array db = array_of(PC_FLOAT64, SHAPE(2), doubles);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, GT, &fa2, &db, &err),
                &err, flags, (const uint8_t[]){1, 1}, sizeof flags,
                "bool.gt_(float64): true > 0.5, false > -0.5");
    /* bitwise_or_ and torch.minimum(a, b, out=a) check can_cast. */
    int16_t bits[2] = {0x0F, -1};
    int64_t wide[2] = {0x70, 0};
    pc_array ba = array_of(PC_INT16, SHAPE(2), bits);
    pc_array wb = array_of(PC_INT64, SHAPE(2), wide);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, OR, &ba, &wb, &err),
                &err, bits, (const int16_t[]){0x7F, -1}, sizeof bits,
                "int16 |= int64: can_cast(int64, int16) holds");
    int64_t big[2] = {0x10000, 0xFFFF};
    pc_array bigb = array_of(PC_INT64, SHAPE(2), big);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, XOR, &ba, &bigb, &err),
                &err, bits, (const int16_t[]){0x7F, 0}, sizeof bits,
                "int16 ^= int64 wraps: 0x1007F and ~0xFFFF stored as int16");
    pc_array sb2 = array_of(PC_BOOL, SHAPE(2), flags);
    test_status(run, pc_binary_compute_inplace(torch(), NULL, XOR, &sb2, &ba, &err),
                &err, PC_CANNOT_CAST, "bool ^= int16: int16 can't be cast to bool");
    float mins[2] = {1.0f, -3.0f};
    pc_array ma = array_of(PC_FLOAT32, SHAPE(2), mins);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL, MIN, &ma, &ba, &err),
                &err, mins, (const float[]){1.0f, -3.0f}, sizeof mins,
                "torch.minimum(float32, int16, out=a)");
    test_status(run, pc_binary_compute_inplace(torch(), NULL, MIN, &ba, &ma, &err),
                &err, PC_CANNOT_CAST,
                "torch.minimum(int16, float32, out=a): float32 can't be cast to int16");
    float third = 1.0f;
    int32_t three = 3;
    pc_array fa = array_of(PC_FLOAT32, SHAPE(1), &third);
    pc_array tb = array_of(PC_INT32, SHAPE(1), &three);
    check_bytes(run, pc_binary_compute_inplace(torch(), NULL,
                                               PC_OP_DIVIDE, &fa, &tb,
                                               &err),
                &err, &third, &(float){0.3333333432674408f}, 4,
                "float32 /= int32: 1 / 3");
}

static void argument_errors(tap_run *run) {
    pc_error err;
    int32_t a[2] = {1, 2}, out[4];
    pc_array x = array_of(PC_INT32, SHAPE(2), a);
    pc_array z = array_of(PC_INT64, SHAPE(2), out);
    test_status(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &x, &x, &z,
                                       &err),
                &err, PC_INVALID_ARGUMENT, "out of the wrong dtype");
    tap_ok(run, strstr(err.message, "int64") && strstr(err.message, "int32"),
           "the wrong dtype message names both dtypes");
    z = array_of(PC_INT32, SHAPE(4), out);
    test_status(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &x, &x, &z,
                                       &err),
                &err, PC_INVALID_ARGUMENT, "out of the wrong shape");
    tap_ok(run, strstr(err.message, "[4]") && strstr(err.message, "[2]"),
           "the wrong shape message names both shapes");
    z = array_of(PC_INT32, SHAPE(2), out);
    z.strides[0] = 0;
    test_status(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &x, &x, &z,
                                       &err),
                &err, PC_INVALID_ARGUMENT, "out with stride 0 is refused");
    pc_array bad = array_of(PC_INT32, SHAPE(2), a);
    bad.strides[0] = -1;
    z = array_of(PC_INT32, SHAPE(2), out);
    test_status(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &bad, &x, &z,
                                       &err),
                &err, PC_INVALID_ARGUMENT, "a negative stride is invalid");
    tap_is_int(run, err.operand_a, 0, "the negative stride names operand 0");
    pc_array null_data = array_of(PC_INT32, SHAPE(2), NULL);
    test_status(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &x,
                                       &null_data, &z, &err),
                &err, PC_INVALID_ARGUMENT, "NULL data with elements");
    tap_is_int(run, err.operand_a, 1, "the NULL data names operand 1");
    pc_array huge = array_of(PC_INT32, SHAPE(2), a);
    huge.strides[0] = INT64_MAX / 2;
    test_status(run, pc_binary_compute(torch(), NULL, PC_OP_ADD, &huge, &x, &z,
                                       &err),
                &err, PC_INVALID_ARGUMENT,
                "a byte offset beyond int64 is invalid");
    /* pc_array_validate's one-pass acceptance must leave these to its
    ** checks in order: a count past int64 is an overflow unless a later
    ** size is 0, which makes the array empty and valid, data or none. */
    pc_shape overflowing = {2, {INT64_MAX, 2}};
    pc_shape overflowing_empty = {3, {INT64_MAX, 2, 0}};
    pc_array counted;
    pc_array_init_contiguous(&counted, PC_INT32, &overflowing, a);
    test_status(run, pc_array_validate(&counted, 0, &err), &err, PC_SHAPE_OVERFLOW,
                "an element count past int64 overflows");
    pc_array_init_contiguous(&counted, PC_INT32, &overflowing_empty, NULL);
    tap_is_int(run, pc_array_validate(&counted, 0, &err), PC_OK,
               "a count past int64 before a size of 0 is an empty, valid array");
    pc_shape negative = {2, {-1, 0}};
    pc_array_init_contiguous(&counted, PC_INT32, &negative, a);
    test_status(run, pc_array_validate(&counted, 0, &err), &err, PC_INVALID_ARGUMENT,
                "a negative size is invalid, though a later size is 0");
}

/* The _planned forms take the plan their caller made: the same values as
** the forms that plan themselves, and a plan made for other operands is
** refused before any element is read or written. */
static void planned(tap_run *run) {
    pc_error err;
    int32_t a[6] = {1, 2, 3, 4, 5, 6}, b[3] = {10, 20, 30}, out[6], again[6];
    pc_array x = array_of(PC_INT32, SHAPE(2, 3), a);
    pc_array y = array_of(PC_INT32, SHAPE(3), b);
    pc_binary_operand x_in = pc_binary_operand_array(&x), y_in = pc_binary_operand_array(&y);
    pc_binary_plan plan;
    test_status(run, pc_binary_mixed_plan_make(torch(), NULL, PC_OP_ADD, &x_in, &y_in, &plan, &err),
                &err, PC_OK, "planned: the plan of [2,3] + [3]");
    pc_array z = array_of(PC_INT32, SHAPE(2, 3), out);
    pc_array w = array_of(PC_INT32, SHAPE(2, 3), again);
    test_status(run, pc_binary_mixed_compute_planned(torch(), NULL, PC_OP_ADD, &x_in, &y_in,
                                                     &plan, &z, &err),
                &err, PC_OK, "planned: computed with the plan given");
    test_status(run, pc_binary_mixed_compute(torch(), NULL, PC_OP_ADD, &x_in, &y_in, &w, &err),
                &err, PC_OK, "planned: computed with a plan of its own");
    tap_ok(run, memcmp(out, again, sizeof out) == 0 && out[5] == 36,
           "planned: the same values either way");
    /* The plan of [3] + [3] does not fit [2,3] + [3]. */
    pc_binary_plan small;
    test_status(run, pc_binary_mixed_plan_make(torch(), NULL, PC_OP_ADD, &y_in, &y_in, &small, &err),
                &err, PC_OK, "planned: the plan of [3] + [3]");
    test_status(run, pc_binary_mixed_compute_planned(torch(), NULL, PC_OP_ADD, &x_in, &y_in,
                                                     &small, &z, &err),
                &err, PC_INVALID_ARGUMENT, "planned: a plan of other shapes is refused");
    /* In place: a's own shape, which a [1,3] destination has not. */
    test_status(run, pc_binary_mixed_inplace_plan_make(torch(), NULL, PC_OP_ADD, &x, &y_in,
                                                       &plan, &err),
                &err, PC_OK, "planned: the plan of [2,3] += [3]");
    test_status(run, pc_binary_mixed_compute_inplace_planned(torch(), NULL, PC_OP_ADD, &x, &y_in,
                                                             &plan, &err),
                &err, PC_OK, "planned: computed in place with the plan given");
    tap_ok(run, a[0] == 11 && a[5] == 36, "planned: in place, the values written");
    pc_array row = array_of(PC_INT32, SHAPE(1, 3), b);
    test_status(run, pc_binary_mixed_compute_inplace_planned(torch(), NULL, PC_OP_ADD, &row,
                                                             &y_in, &plan, &err),
                &err, PC_INVALID_ARGUMENT,
                "planned: in place, a plan of another destination shape is refused");
    tap_ok(run, b[0] == 10 && b[2] == 30, "planned: a refused plan writes nothing");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    planned(&run);
    tables(&run);
    nan_results(&run);
    bools(&run);
    broadcasting_strided(&run);
    long_runs(&run);
    empty_and_rank0(&run);
    inplace(&run);
    argument_errors(&run);
    return tap_finish(&run);
}
