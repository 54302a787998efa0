/*
** test_elementwise_numpy.c: the element-wise ops under the numpy profile:
** each op's result dtypes against matrices numpy 1.24.2 printed (the script
** in docs/profiles/numpy.md), the order NumPy reports faults in, and values
** where NumPy's kernels differ from PyTorch's (maximum and minimum on ties,
** complex maximum, minimum and ordering comparisons). Every expected value was observed in numpy 1.24.2 on
** x86-64 and is written here as a literal.
*/
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "numpy_matrix.h"
#include "value_cases.h"
#include "test_profile_support.h"

#define LINES(array) array, (int)(sizeof array / sizeof array[0])

/* np.true_divide(np.ones(2, row), np.ones(2, column)).dtype. */
static const char *const divide_printed[] = {
    "//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2",
    "/* b1  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f2",
    "/* i1  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f2",
    "/* u1  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f2",
    "/* i2  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f4",
    "/* u2  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f4  f8  c8  c16 f4",
    "/* i4  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8",
    "/* u4  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8",
    "/* i8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8",
    "/* u8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8",
    "/* f4  */ f4  f4  f4  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f4",
    "/* f8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8",
    "/* c8  */ c8  c8  c8  c8  c8  c16 c16 c16 c16 c8  c16 c8  c16 c8",
    "/* c16 */ c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16",
    "/* f2  */ f2  f2  f2  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f2",
};

/* np.bitwise_and: "--" is TypeError "not supported for the input types".
** np.bitwise_or and np.bitwise_xor printed exactly this matrix too: the
** three ufuncs have the same loops. */
static const char *const bitwise_and_printed[] = {
    "//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2",
    "/* b1  */ b1  i1  u1  i2  u2  i4  u4  i8  u8  --  --  --  --  --",
    "/* i1  */ i1  i1  i2  i2  i4  i4  i8  i8  --  --  --  --  --  --",
    "/* u1  */ u1  i2  u1  i2  u2  i4  u4  i8  u8  --  --  --  --  --",
    "/* i2  */ i2  i2  i2  i2  i4  i4  i8  i8  --  --  --  --  --  --",
    "/* u2  */ u2  i4  u2  i4  u2  i4  u4  i8  u8  --  --  --  --  --",
    "/* i4  */ i4  i4  i4  i4  i4  i4  i8  i8  --  --  --  --  --  --",
    "/* u4  */ u4  i8  u4  i8  u4  i8  u4  i8  u8  --  --  --  --  --",
    "/* i8  */ i8  i8  i8  i8  i8  i8  i8  i8  --  --  --  --  --  --",
    "/* u8  */ u8  --  u8  --  u8  --  u8  --  u8  --  --  --  --  --",
    "/* f4  */ --  --  --  --  --  --  --  --  --  --  --  --  --  --",
    "/* f8  */ --  --  --  --  --  --  --  --  --  --  --  --  --  --",
    "/* c8  */ --  --  --  --  --  --  --  --  --  --  --  --  --  --",
    "/* c16 */ --  --  --  --  --  --  --  --  --  --  --  --  --  --",
    "/* f2  */ --  --  --  --  --  --  --  --  --  --  --  --  --  --",
};

typedef struct op_matrix {
    tap_run *run;
    pc_binary_op op;
} op_matrix;

static pc_status plan_of(pc_binary_op op, pc_dtype a, pc_dtype b, pc_binary_plan *plan,
                         pc_error *err) {
    pc_shape shape = SHAPE(2);
    return pc_binary_plan_make(pc_profile_find("numpy"), NULL, op, a, &shape, b, &shape,
                               plan, err);
}

static int op_cell(void *context, pc_dtype row, pc_dtype column, const char *cell,
                   size_t length) {
    const op_matrix *matrix = context;
    pc_binary_plan plan;
    pc_error err;
    pc_status status = plan_of(matrix->op, row, column, &plan, &err);
    pc_dtype expected = numpy_code_dtype(cell, length);
    int refused = length == 2 && memcmp(cell, "--", 2) == 0;
    int held = refused ? status == PC_UNSUPPORTED_DTYPE_FOR_OP
                       : status == PC_OK && plan.result_dtype == expected &&
                             expected != PC_DTYPE_NONE;
    if (!held)
        tap_diag(matrix->run, "  %s(%s, %s): expected %.*s, got %s",
                 pc_binary_op_name(matrix->op), pc_dtype_name(row), pc_dtype_name(column),
                 (int)length, cell,
                 status == PC_OK ? pc_dtype_name(plan.result_dtype) : pc_status_name(status));
    return held;
}

static void printed_op_matrices(tap_run *run) {
    struct { pc_binary_op op; const char *const *lines; int count; } matrices[] = {
        {PC_OP_DIVIDE, LINES(divide_printed)},
        {PC_OP_BITWISE_AND, LINES(bitwise_and_printed)},
        {PC_OP_BITWISE_OR, LINES(bitwise_and_printed)},
        {PC_OP_BITWISE_XOR, LINES(bitwise_and_printed)},
    };
    for (size_t i = 0; i < sizeof matrices / sizeof matrices[0]; i++) {
        op_matrix matrix = {run, matrices[i].op};
        int cells = 0;
        int held = numpy_matrix_visit(matrices[i].lines, matrices[i].count, op_cell, &matrix,
                                      &cells);
        tap_ok(run, cells == 196 && held == 196,
               "numpy 1.24.2 np.%s: the result dtype or TypeError of all 196 dtype pairs "
               "(%d of %d)", pc_binary_op_name(matrices[i].op), held, cells);
    }
}

/* numpy 1.24.2 observed (the same script): add, subtract, multiply,
** maximum and minimum give np.promote_types of their operands for every
** pair (the printed matrix in test_promotion_numpy) but bool - bool, a
** TypeError; the six comparisons give bool for every pair, complex
** included. */
static void ops_like_promotion(tap_run *run) {
    const pc_profile *numpy = pc_profile_find("numpy");
    static const struct {
        pc_binary_op op;
        int comparison;
    } ops[] = {
        {PC_OP_ADD, 0},          {PC_OP_SUBTRACT, 0},  {PC_OP_MULTIPLY, 0},
        {PC_OP_MAXIMUM, 0},      {PC_OP_MINIMUM, 0},   {PC_OP_EQUAL, 1},
        {PC_OP_NOT_EQUAL, 1},    {PC_OP_LESS, 1},      {PC_OP_LESS_EQUAL, 1},
        {PC_OP_GREATER, 1},      {PC_OP_GREATER_EQUAL, 1},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        int comparison = ops[i].comparison;
        int cells = 0, held = 0;
        for (int a = 0; a < PC_DTYPE_COUNT; a++)
            for (int b = 0; b < PC_DTYPE_COUNT; b++) {
                if (!pc_profile_has_dtype(numpy, (pc_dtype)a) ||
                    !pc_profile_has_dtype(numpy, (pc_dtype)b))
                    continue;
                pc_binary_plan plan;
                pc_dtype promoted = PC_DTYPE_NONE;
                pc_error err;
                pc_promote_types(numpy, (pc_dtype)a, (pc_dtype)b, &promoted, &err);
                pc_status status = plan_of(ops[i].op, (pc_dtype)a, (pc_dtype)b, &plan, &err);
                cells++;
                if (ops[i].op == PC_OP_SUBTRACT && a == PC_BOOL && b == PC_BOOL)
                    held += status == PC_UNSUPPORTED_DTYPE_FOR_OP;
                else
                    held += status == PC_OK && plan.compute_dtype == promoted &&
                            plan.result_dtype == (comparison ? PC_BOOL : promoted);
            }
        tap_ok(run, cells == 196 && held == 196,
               "numpy 1.24.2 observed: np.%s of all 196 pairs computes in promote_types "
               "and gives %s (%d of %d)", pc_binary_op_name(ops[i].op),
               comparison ? "bool" : "it", held, cells);
    }
}

/* An op on two shapes, out of place or in place, and what it must report. */
typedef struct order_case {
    pc_binary_op op;
    int inplace;
    pc_dtype a_dtype;
    pc_shape a_shape;
    pc_dtype b_dtype;
    pc_shape b_shape;
    pc_status expected;
    pc_dtype result_dtype;  /* when PC_OK */
    const char *name;
} order_case;

#define REFUSED PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE
#define CAST PC_CANNOT_CAST, PC_DTYPE_NONE

static void order_of_errors(tap_run *run) {
    const order_case cases[] = {
        {PC_OP_BITWISE_AND, 0, PC_FLOAT64, SHAPE(3), PC_FLOAT64, SHAPE(4), REFUSED,
         "np.bitwise_and(ones(3), ones(4)): the TypeError, not the broadcast error"},
        {PC_OP_SUBTRACT, 0, PC_BOOL, SHAPE(3), PC_BOOL, SHAPE(4), REFUSED,
         "np.subtract of bool (3,) and bool (4,): the TypeError first"},
        {PC_OP_SUBTRACT, 0, PC_BOOL, SHAPE(3), PC_INT8, SHAPE(3), PC_OK, PC_INT8,
         "np.subtract(bool, int8) is int8"},
        {PC_OP_ADD, 1, PC_INT32, SHAPE(3), PC_FLOAT64, SHAPE(4), CAST,
         "np.add(int32 (3,), float64 (4,), out=a): the cast error before the broadcast error"},
        {PC_OP_ADD, 1, PC_INT32, SHAPE(3), PC_FLOAT64, SHAPE(2, 3), CAST,
         "np.add(int32 (3,), float64 (2,3), out=a): the cast error before the shape change"},
        {PC_OP_ADD, 1, PC_INT32, SHAPE(3), PC_INT64, SHAPE(2, 3), PC_INPLACE_SHAPE_CHANGE,
         PC_DTYPE_NONE, "np.add(int32 (3,), int64 (2,3), out=a): non-broadcastable output"},
        {PC_OP_ADD, 1, PC_INT32, SHAPE(3), PC_INT64, SHAPE(4), PC_INCOMPATIBLE_SHAPES,
         PC_DTYPE_NONE, "np.add(int32 (3,), int64 (4,), out=a): could not be broadcast"},
        {PC_OP_ADD, 1, PC_INT32, SHAPE(3), PC_INT64, SHAPE(3), PC_OK, PC_INT32,
         "int32 += int64 is allowed (same_kind) and stays int32"},
        {PC_OP_BITWISE_AND, 1, PC_INT32, SHAPE(3), PC_FLOAT64, SHAPE(4), REFUSED,
         "np.bitwise_and(int32, float64, out=a): the TypeError before the cast and shapes"},
        {PC_OP_SUBTRACT, 1, PC_BOOL, SHAPE(3), PC_BOOL, SHAPE(4), REFUSED,
         "np.subtract(bool (3,), bool (4,), out=a): the TypeError first"},
        {PC_OP_LESS, 1, PC_INT32, SHAPE(3), PC_FLOAT64, SHAPE(3), PC_OK, PC_INT32,
         "np.less(int32, float64, out=a): bool -> int32 is same_kind"},
        {PC_OP_EQUAL, 1, PC_COMPLEX64, SHAPE(3), PC_COMPLEX128, SHAPE(3), PC_OK, PC_COMPLEX64,
         "np.equal(complex64, complex128, out=a): bool -> complex64 is same_kind"},
        {PC_OP_ADD, 1, PC_UINT8, SHAPE(3), PC_INT8, SHAPE(3), CAST,
         "uint8 += int8: int16 -> uint8 is not same_kind"},
        {PC_OP_ADD, 1, PC_UINT8, SHAPE(3), PC_UINT64, SHAPE(3), PC_OK, PC_UINT8,
         "uint8 += uint64 is allowed and wraps"},
        {PC_OP_ADD, 1, PC_BOOL, SHAPE(3), PC_INT8, SHAPE(3), CAST,
         "bool += int8: int8 -> bool is not same_kind"},
        {PC_OP_DIVIDE, 1, PC_INT32, SHAPE(3), PC_INT32, SHAPE(3), CAST,
         "int32 /= int32: float64 -> int32 is not same_kind"},
        {PC_OP_ADD, 1, PC_FLOAT16, SHAPE(3), PC_FLOAT64, SHAPE(3), PC_OK, PC_FLOAT16,
         "float16 += float64 is allowed"},
        {PC_OP_ADD, 1, PC_FLOAT16, SHAPE(3), PC_COMPLEX64, SHAPE(3), CAST,
         "float16 += complex64: complex -> float is not same_kind"},
        {PC_OP_ADD, 1, PC_INT64, SHAPE(3), PC_UINT64, SHAPE(3), CAST,
         "int64 += uint64: float64 -> int64 is not same_kind"},
        {PC_OP_ADD, 1, PC_COMPLEX64, SHAPE(3), PC_COMPLEX128, SHAPE(3), PC_OK, PC_COMPLEX64,
         "complex64 += complex128 is allowed"},
        {PC_OP_MAXIMUM, 0, PC_COMPLEX64, SHAPE(1), PC_FLOAT64, SHAPE(3), PC_OK, PC_COMPLEX128,
         "np.maximum of complex is supported: complex64, float64 -> complex128"},
        {PC_OP_LESS, 0, PC_COMPLEX128, SHAPE(2, 1), PC_COMPLEX64, SHAPE(3), PC_OK, PC_BOOL,
         "np.less of complex is supported"},
        {PC_OP_BITWISE_OR, 0, PC_FLOAT64, SHAPE(3), PC_INT8, SHAPE(4), REFUSED,
         "np.bitwise_or(ones(3), int8 (4,)): the TypeError, not the broadcast error"},
        {PC_OP_BITWISE_XOR, 1, PC_INT64, SHAPE(3), PC_UINT64, SHAPE(3), REFUSED,
         "np.bitwise_xor(int64, uint64, out=a): float64 has no loop"},
        {PC_OP_BITWISE_XOR, 1, PC_INT16, SHAPE(3), PC_UINT8, SHAPE(3), PC_OK, PC_INT16,
         "np.bitwise_xor(int16, uint8, out=a) stays int16"},
        {PC_OP_BITWISE_OR, 1, PC_UINT8, SHAPE(3), PC_INT8, SHAPE(3), CAST,
         "np.bitwise_or(uint8, int8, out=a): int16 -> uint8 is not same_kind"},
        {PC_OP_GREATER_EQUAL, 1, PC_UINT8, SHAPE(3), PC_COMPLEX128, SHAPE(3), PC_OK, PC_UINT8,
         "np.greater_equal(uint8, complex128, out=a): bool -> uint8 is same_kind"},
        {PC_OP_NOT_EQUAL, 0, PC_COMPLEX64, SHAPE(3), PC_FLOAT64, SHAPE(4), PC_INCOMPATIBLE_SHAPES,
         PC_DTYPE_NONE, "np.not_equal of (3,) and (4,): could not be broadcast"},
        {PC_OP_MINIMUM, 1, PC_FLOAT32, SHAPE(3), PC_COMPLEX64, SHAPE(3), CAST,
         "np.minimum(float32, complex64, out=a): complex -> float is not same_kind"},
        {PC_OP_MINIMUM, 0, PC_COMPLEX64, SHAPE(1), PC_FLOAT64, SHAPE(3), PC_OK, PC_COMPLEX128,
         "np.minimum of complex is supported: complex64, float64 -> complex128"},
    };
    const pc_profile *numpy = pc_profile_find("numpy");
    char name[200];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const order_case *c = &cases[i];
        snprintf(name, sizeof name, "numpy 1.24.2 observed: %s", c->name);
        test_plan_is(run, numpy, 0, c->op, c->a_dtype, c->a_shape, c->b_dtype, c->b_shape,
                     c->inplace, c->expected, c->result_dtype, name);
    }
}

static const value_case value_cases[] = {
    /* The shared kernels' unsigned order on 64 bits (PyTorch's kernels have
    ** no uint64; NumPy's loops do). */
    {"numpy", PC_OP_LESS, 0, 1, PC_UINT64, {{.u64 = UINT64_C(9223372036854775808)}}, PC_UINT64,
     {{.u64 = 1}}, PC_BOOL, {{.u8 = 0}}, "uint64 less(2^63, 1) is false (unsigned)"},
    {"numpy", PC_OP_GREATER, 0, 1, PC_UINT64, {{.u64 = UINT64_C(9223372036854775808)}},
     PC_UINT64, {{.u64 = 1}}, PC_BOOL, {{.u8 = 1}}, "uint64 greater(2^63, 1) is true (unsigned)"},
    {"numpy", PC_OP_MINIMUM, 0, 1, PC_UINT64, {{.u64 = UINT64_MAX}}, PC_UINT64, {{.u64 = 1}},
     PC_UINT64, {{.u64 = 1}}, "uint64 minimum(2^64 - 1, 1) = 1 (unsigned)"},
    {"numpy", PC_OP_MAXIMUM, 0, 2, PC_FLOAT64, {{.f64 = -0.0}, {.f64 = 0.0}}, PC_FLOAT64,
     {{.f64 = 0.0}, {.f64 = -0.0}}, PC_FLOAT64, {{.f64 = 0.0}, {.f64 = -0.0}},
     "float64 maximum(-0.0, 0.0) = 0.0, maximum(0.0, -0.0) = -0.0: ties give the second "
     "(loops_minmax.dispatch.c.src, _mm_max_sd)"},
    {"numpy", PC_OP_MAXIMUM, 0, 2, PC_FLOAT32, {{.f32 = -0.0f}, {.f32 = 0.0f}}, PC_FLOAT32,
     {{.f32 = 0.0f}, {.f32 = -0.0f}}, PC_FLOAT32, {{.f32 = 0.0f}, {.f32 = -0.0f}},
     "float32 maximum: ties give the second (_mm_max_ss)"},
    {"numpy", PC_OP_MAXIMUM, 0, 2, PC_FLOAT16, {{.f16 = 0x8000}, {.f16 = 0x0000}}, PC_FLOAT16,
     {{.f16 = 0x0000}, {.f16 = 0x8000}}, PC_FLOAT16, {{.f16 = 0x8000}, {.f16 = 0x0000}},
     "float16 maximum: ties give the first (loops.c.src HALF_maximum)"},
    {"numpy", PC_OP_MAXIMUM, 0, 1, PC_INT64, {{.i64 = 0}}, PC_FLOAT16, {{.f16 = 0x8000}},
     PC_FLOAT64, {{.f64 = -0.0}},
     "maximum(int64 0, float16 -0.0) computes in float64: -0.0, the second"},
    {"numpy", PC_OP_MAXIMUM, 0, 3, PC_FLOAT64, {{.f64 = NAN}, {.f64 = 1.0}, {.f64 = 2.0}},
     PC_FLOAT64, {{.f64 = 1.0}, {.f64 = NAN}, {.f64 = 1.0}}, PC_FLOAT64,
     {{.f64 = NAN}, {.f64 = NAN}, {.f64 = 2.0}}, "float64 maximum propagates NaN"},
    {"torch", PC_OP_MAXIMUM, 0, 2, PC_FLOAT64, {{.f64 = -0.0}, {.f64 = 0.0}}, PC_FLOAT64,
     {{.f64 = 0.0}, {.f64 = -0.0}}, PC_FLOAT64, {{.f64 = -0.0}, {.f64 = 0.0}},
     "the torch profile keeps its kernel: ties give the first (max_impl)"},
    {"numpy", PC_OP_MAXIMUM, 0, 10, PC_COMPLEX128, COMPLEX_PAIRS_A, PC_COMPLEX128,
     COMPLEX_PAIRS_B, PC_COMPLEX128,
     {C128(-0.0, 0), C128(0.0, 0), C128(0, -0.0), C128(1, 2), C128(1, 2), C128(NAN, 0),
      C128(NAN, 1), C128(0, NAN), C128(2, NAN), C128(1, NAN)},
     "complex128 maximum: lexicographic, ties and a NaN first operand give the first "
     "(loops.c.src CGE)"},
    {"numpy", PC_OP_MAXIMUM, 0, 3, PC_COMPLEX64, {C64(1, 1), C64(2, -5), C64(-0.0f, 0)},
     PC_COMPLEX64, {C64(1, 2), C64(1, 9), C64(0.0f, 0)}, PC_COMPLEX64,
     {C64(1, 2), C64(2, -5), C64(-0.0f, 0)}, "complex64 maximum, lexicographic"},
    {"numpy", PC_OP_LESS, 0, 10, PC_COMPLEX128, COMPLEX_PAIRS_A, PC_COMPLEX128,
     COMPLEX_PAIRS_B, PC_BOOL,
     {U8(0), U8(0), U8(0), U8(0), U8(1), U8(0), U8(0), U8(0), U8(0), U8(0)},
     "complex128 less: lexicographic, a NaN part makes it false (loops.c.src CLT)"},
    {"numpy", PC_OP_LESS, 0, 3, PC_COMPLEX64, {C64(1, 5), C64(0, NAN), C64(1, 1)},
     PC_COMPLEX64, {C64(2, 0), C64(1, 0), C64(1, 2)}, PC_BOOL, {U8(1), U8(0), U8(1)},
     "complex64 less: 0+nanj < 1 is false (CLT), unlike a plain lexicographic order"},
    {"numpy", PC_OP_MINIMUM, 0, 2, PC_FLOAT64, {{.f64 = -0.0}, {.f64 = 0.0}}, PC_FLOAT64,
     {{.f64 = 0.0}, {.f64 = -0.0}}, PC_FLOAT64, {{.f64 = 0.0}, {.f64 = -0.0}},
     "float64 minimum(-0.0, 0.0) = 0.0, minimum(0.0, -0.0) = -0.0: ties give the second "
     "(loops_minmax.dispatch.c.src, _mm_min_sd)"},
    {"numpy", PC_OP_MINIMUM, 0, 2, PC_FLOAT32, {{.f32 = -0.0f}, {.f32 = 0.0f}}, PC_FLOAT32,
     {{.f32 = 0.0f}, {.f32 = -0.0f}}, PC_FLOAT32, {{.f32 = 0.0f}, {.f32 = -0.0f}},
     "float32 minimum: ties give the second (_mm_min_ss)"},
    {"numpy", PC_OP_MINIMUM, 0, 2, PC_FLOAT16, {{.f16 = 0x8000}, {.f16 = 0x0000}}, PC_FLOAT16,
     {{.f16 = 0x0000}, {.f16 = 0x8000}}, PC_FLOAT16, {{.f16 = 0x8000}, {.f16 = 0x0000}},
     "float16 minimum: ties give the first (loops.c.src HALF_minimum)"},
    {"numpy", PC_OP_MINIMUM, 0, 3, PC_FLOAT32, {{.f32 = NAN}, {.f32 = 1.0f}, {.f32 = 2.0f}},
     PC_FLOAT32, {{.f32 = 1.0f}, {.f32 = NAN}, {.f32 = 1.0f}}, PC_FLOAT32,
     {{.f32 = NAN}, {.f32 = NAN}, {.f32 = 1.0f}}, "float32 minimum propagates NaN"},
    {"numpy", PC_OP_MINIMUM, 0, 10, PC_COMPLEX128, COMPLEX_PAIRS_A, PC_COMPLEX128,
     COMPLEX_PAIRS_B, PC_COMPLEX128,
     {C128(-0.0, 0), C128(0.0, 0), C128(0, -0.0), C128(1, 1), C128(1, 1), C128(NAN, 0),
      C128(NAN, 1), C128(0, NAN), C128(2, NAN), C128(1, NAN)},
     "complex128 minimum: lexicographic, ties and a NaN first operand give the first "
     "(loops.c.src CLE)"},
    {"numpy", PC_OP_LESS_EQUAL, 0, 10, PC_COMPLEX128, COMPLEX_PAIRS_A, PC_COMPLEX128,
     COMPLEX_PAIRS_B, PC_BOOL,
     {U8(1), U8(1), U8(1), U8(0), U8(1), U8(0), U8(0), U8(0), U8(0), U8(0)},
     "complex128 less_equal (loops.c.src CLE)"},
    {"numpy", PC_OP_GREATER, 0, 10, PC_COMPLEX128, COMPLEX_PAIRS_A, PC_COMPLEX128,
     COMPLEX_PAIRS_B, PC_BOOL,
     {U8(0), U8(0), U8(0), U8(1), U8(0), U8(0), U8(0), U8(0), U8(0), U8(0)},
     "complex128 greater (loops.c.src CGT)"},
    {"numpy", PC_OP_GREATER_EQUAL, 0, 10, PC_COMPLEX128, COMPLEX_PAIRS_A, PC_COMPLEX128,
     COMPLEX_PAIRS_B, PC_BOOL,
     {U8(1), U8(1), U8(1), U8(1), U8(0), U8(0), U8(0), U8(0), U8(0), U8(0)},
     "complex128 greater_equal (loops.c.src CGE): 2+nanj >= 1 is false"},
    {"numpy", PC_OP_NOT_EQUAL, 0, 10, PC_COMPLEX128, COMPLEX_PAIRS_A, PC_COMPLEX128,
     COMPLEX_PAIRS_B, PC_BOOL,
     {U8(0), U8(0), U8(0), U8(1), U8(1), U8(1), U8(1), U8(1), U8(1), U8(1)},
     "complex128 not_equal (loops.c.src CNE): a NaN part makes it true"},
    {"numpy", PC_OP_GREATER_EQUAL, 0, 3, PC_COMPLEX64, {C64(2, NAN), C64(1, 1), C64(-0.0f, 0)},
     PC_COMPLEX64, {C64(1, 0), C64(1, 1), C64(0.0f, 0)}, PC_BOOL, {U8(0), U8(1), U8(1)},
     "complex64 greater_equal: unequal real parts with a NaN imaginary part are unordered"},
    {"numpy", PC_OP_ADD, 0, 2, PC_INT64, {{.i64 = INT64_C(9007199254740993)}, {.i64 = -1}},
     PC_UINT64, {{.u64 = 0}, {.u64 = UINT64_MAX}}, PC_FLOAT64,
     {{.f64 = 9007199254740992.0}, {.f64 = 18446744073709551616.0}},
     "int64 + uint64 converts each operand to float64 first: 2**53 + 1 -> 2**53"},
    {"numpy", PC_OP_DIVIDE, 0, 3, PC_INT8, {{.i8 = 7}, {.i8 = 1}, {.i8 = 0}}, PC_INT8,
     {{.i8 = 2}, {.i8 = 0}, {.i8 = 0}}, PC_FLOAT64,
     {{.f64 = 3.5}, {.f64 = INFINITY}, {.f64 = NAN}},
     "int8 / int8 is float64 (the 'dd->d' loop): 3.5, inf, nan"},
    {"numpy", PC_OP_ADD, 0, 1, PC_INT8, {{.i8 = 127}}, PC_INT8, {{.i8 = 1}}, PC_INT8,
     {{.i8 = -128}}, "int8 127 + 1 wraps to -128"},
    {"numpy", PC_OP_SUBTRACT, 0, 1, PC_BOOL, {U8(1)}, PC_INT8, {{.i8 = 1}}, PC_INT8,
     {{.i8 = 0}}, "bool - int8 is int8"},
    {"numpy", PC_OP_LESS, 1, 3, PC_INT32, {{.i32 = 1}, {.i32 = 2}, {.i32 = 3}}, PC_FLOAT64,
     {{.f64 = 0.0}, {.f64 = 2.5}, {.f64 = 3.0}}, PC_INT32,
     {{.i32 = 0}, {.i32 = 1}, {.i32 = 0}}, "np.less(int32, float64, out=a) writes 0 and 1"},
    {"numpy", PC_OP_ADD, 1, 3, PC_UINT8, {U8(1), U8(2), U8(3)}, PC_UINT64,
     {{.u64 = 255}, {.u64 = 2}, {.u64 = 3}}, PC_UINT8, {U8(0), U8(4), U8(6)},
     "np.add(uint8, uint64, out=a) wraps: 1 + 255 -> 0"},
    {"numpy", PC_OP_MULTIPLY, 1, 1, PC_INT8, {{.i8 = 100}}, PC_INT64, {{.i64 = 3}}, PC_INT8,
     {{.i8 = 44}}, "int8 *= int64: 300 wraps to 44"},
};

int main(void) {
    tap_run run;
    tap_start(&run);
    if (!tap_ok(&run, pc_profile_find("numpy") != NULL, "profile numpy exists"))
        return tap_finish(&run);
    printed_op_matrices(&run);
    ops_like_promotion(&run);
    order_of_errors(&run);
    for (size_t i = 0; i < sizeof value_cases / sizeof value_cases[0]; i++)
        run_value_case(&run, "numpy 1.24.2 observed", &value_cases[i]);
    return tap_finish(&run);
}
