/*
** test_function_matmul.c: matmul (promcast/functions.h) in the five
** profiles: PEP 465 shapes, batch broadcasting, each library's dtype
** rules and order of checks (oracle/src/function_rules.c cites them), and
** values: integers wrap, bool is an "or" of "and"s, floats are the sum
** rounded once.
*/
#include <stdio.h>
#include <string.h>

#include "test_support.h"

static pc_array array_of(pc_dtype dtype, pc_shape shape, void *data) {
    pc_array array;
    pc_array_init_contiguous(&array, dtype, &shape, data);
    return array;
}

static const pc_axis no_axis = {PC_AXIS_DEFAULT, 0};

static pc_status plan2(const char *profile, pc_function function, const pc_array *a,
                       const pc_array *b, pc_function_plan *plan, pc_error *err) {
    pc_binary_operand operands[2] = {pc_binary_operand_array(a), pc_binary_operand_array(b)};
    pc_function_call call = {function, 2, operands, no_axis};
    return pc_function_plan_make(pc_profile_find(profile), NULL, &call, plan, err);
}

static pc_status compute2(const char *profile, pc_function function, const pc_array *a,
                          const pc_array *b, const pc_array *out, pc_error *err) {
    pc_binary_operand operands[2] = {pc_binary_operand_array(a), pc_binary_operand_array(b)};
    pc_function_call call = {function, 2, operands, no_axis};
    return pc_function_compute(pc_profile_find(profile), NULL, &call, out, err);
}

static const char *const profiles[] = {"torch", "numpy", "jax", "mlx", "array-api"};

static void shapes(tap_run *run) {
    float x[1] = {0};
    struct {
        pc_shape a, b;
        const char *expected;
    } rows[] = {
        {SHAPE(3), SHAPE(3), "[]"},
        {SHAPE(2, 3), SHAPE(3), "[2]"},
        {SHAPE(3), SHAPE(3, 4), "[4]"},
        {SHAPE(2, 3), SHAPE(3, 4), "[2,4]"},
        {SHAPE(5, 1, 2, 3), SHAPE(7, 3, 4), "[5,7,2,4]"},
        {SHAPE(5, 2, 3), SHAPE(3), "[5,2]"},
        {SHAPE(3), SHAPE(5, 3, 4), "[5,4]"},
        {SHAPE(0, 3), SHAPE(3, 4), "[0,4]"},
    };
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        pc_array a = array_of(PC_FLOAT32, rows[r].a, x), b = array_of(PC_FLOAT32, rows[r].b, x);
        for (int p = 0; p < 5; p++) {
            pc_function_plan plan;
            pc_error err;
            pc_status status = plan2(profiles[p], PC_FUNCTION_MATMUL, &a, &b, &plan, &err);
            char name[96];
            snprintf(name, sizeof name, "%s: matmul shape %zu", profiles[p], r);
            test_shape_result(run, status, &plan.shape, PC_OK, rows[r].expected, name);
        }
    }
}

static void errors(tap_run *run) {
    float x[1] = {0};
    pc_function_plan plan;
    pc_error err;
    pc_array s = array_of(PC_FLOAT32, SHAPE0(), x), v = array_of(PC_FLOAT32, SHAPE(3), x);
    for (int p = 0; p < 5; p++)
        test_status(run, plan2(profiles[p], PC_FUNCTION_MATMUL, &s, &v, &plan, &err), &err,
                    PC_INVALID_RANK, "matmul of a 0-d array");
    pc_array m = array_of(PC_FLOAT32, SHAPE(2, 4), x);
    for (int p = 0; p < 5; p++)
        test_status(run, plan2(profiles[p], PC_FUNCTION_MATMUL, &m, &v, &plan, &err), &err,
                    PC_INCOMPATIBLE_SHAPES, "matmul of [2,4] and [3]");
    pc_array b1 = array_of(PC_FLOAT32, SHAPE(2, 2, 3), x), b2 = array_of(PC_FLOAT32, SHAPE(3, 3, 1), x);
    for (int p = 0; p < 5; p++)
        test_status(run, plan2(profiles[p], PC_FUNCTION_MATMUL, &b1, &b2, &plan, &err), &err,
                    PC_INCOMPATIBLE_SHAPES, "matmul batch 2 against 3");

    /* Mixed dtypes: PyTorch refuses them, the others promote. */
    pc_array f32 = array_of(PC_FLOAT32, SHAPE(2, 3), x), f64 = array_of(PC_FLOAT64, SHAPE(3, 2), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &f32, &f64, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: matmul float32 @ float64");
    pc_status status = plan2("numpy", PC_FUNCTION_MATMUL, &f32, &f64, &plan, &err);
    tap_ok(run, status == PC_OK && plan.result_dtype == PC_FLOAT64,
           "numpy: matmul float32 @ float64 is float64");

    /* Bool: NumPy and JAX compute it, PyTorch's CPU kernels have none
    ** (unless there is nothing to compute), MLX refuses non-inexact
    ** results, the standard asks for numeric dtypes. */
    pc_array t1 = array_of(PC_BOOL, SHAPE(2, 3), x), t2 = array_of(PC_BOOL, SHAPE(3, 2), x);
    const pc_status bool_status[5] = {PC_UNSUPPORTED_DTYPE_FOR_OP, PC_OK, PC_OK,
                                      PC_UNSUPPORTED_DTYPE_FOR_OP, PC_UNDEFINED};
    for (int p = 0; p < 5; p++)
        test_status(run, plan2(profiles[p], PC_FUNCTION_MATMUL, &t1, &t2, &plan, &err), &err,
                    bool_status[p], "matmul bool @ bool");
    /* The standard leaves bool open, so the whole outcome: before a 0-d
    ** operand or contracted sizes that differ (docs/profiles/array-api.md). */
    pc_array t0 = array_of(PC_BOOL, SHAPE0(), x);
    test_status(run, plan2("array-api", PC_FUNCTION_MATMUL, &t0, &t2, &plan, &err), &err,
                PC_UNDEFINED, "array-api: matmul of 0-d bool @ bool [3,2]");
    test_status(run, plan2("array-api", PC_FUNCTION_MATMUL, &t2, &t2, &plan, &err), &err,
                PC_UNDEFINED, "array-api: matmul bool [3,2] @ [3,2]");
    pc_array e1 = array_of(PC_BOOL, SHAPE(0, 3), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &e1, &t2, &plan, &err), &err, PC_OK,
                "torch: matmul bool [0,3] @ [3,2] (nothing to compute)");
    pc_array ev = array_of(PC_BOOL, SHAPE(0), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &ev, &ev, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: dot of bool [0] vectors still dispatches");
    /* Mixed dtypes with nothing to compute: refused by mm, mv and dot,
    ** accepted by bmm (no dtype check), with x2's dtype. */
    pc_array b32 = array_of(PC_FLOAT32, SHAPE(2, 0, 3), x), b64 = array_of(PC_FLOAT64, SHAPE(2, 3, 2), x);
    pc_status mixed = plan2("torch", PC_FUNCTION_MATMUL, &b32, &b64, &plan, &err);
    tap_ok(run, mixed == PC_OK && plan.result_dtype == PC_FLOAT64,
           "torch: bmm float32 [2,0,3] @ float64 [2,3,2] is an empty float64");
    pc_array m32 = array_of(PC_FLOAT32, SHAPE(0, 3), x), m64 = array_of(PC_FLOAT64, SHAPE(3, 2), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &m32, &m64, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: mm float32 [0,3] @ float64 [3,2]");
    pc_array v32 = array_of(PC_FLOAT32, SHAPE(3), x), k1 = array_of(PC_FLOAT64, SHAPE(2, 1, 0), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &v32, &k1, &plan, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "torch: [3] @ [2,1,0]");
    pc_array v1 = array_of(PC_FLOAT32, SHAPE(1), x), k2 = array_of(PC_FLOAT64, SHAPE(2, 1, 0), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &v1, &k2, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: [1] @ empty [2,1,0] folds to mv, refused");
    pc_array k3 = array_of(PC_FLOAT64, SHAPE(2, 3, 0), x);
    mixed = plan2("torch", PC_FUNCTION_MATMUL, &v32, &k3, &plan, &err);
    tap_ok(run, mixed == PC_UNSUPPORTED_DTYPE_FOR_OP,
           "torch: [3] @ empty [2,3,0]: x2 is empty, so it folds to mv, refused");
    /* float8: PyTorch's mm kernel has it, dot, mv and bmm have not. */
    pc_array e4a = array_of(PC_FLOAT8_E4M3FN, SHAPE(2, 3), x), e4b = array_of(PC_FLOAT8_E4M3FN, SHAPE(3, 2), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &e4a, &e4b, &plan, &err), &err, PC_OK,
                "torch: mm of float8_e4m3fn");
    pc_array e4v = array_of(PC_FLOAT8_E4M3FN, SHAPE(3), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &e4a, &e4v, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: mv of float8_e4m3fn");
    pc_array e4c = array_of(PC_FLOAT8_E4M3FN, SHAPE(2, 2, 3), x), e4d = array_of(PC_FLOAT8_E4M3FN, SHAPE(2, 3, 2), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &e4c, &e4d, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: bmm of float8_e4m3fn");
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &e4c, &e4b, &plan, &err), &err, PC_OK,
                "torch: [2,2,3] @ [3,2] of float8_e4m3fn folds into mm");
    pc_array u16a = array_of(PC_UINT16, SHAPE(2, 3), x), u16b = array_of(PC_UINT16, SHAPE(3, 2), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &u16a, &u16b, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: mm of uint16 (no barebones unsigned kernel)");
    /* dot checks equal dtypes, then sizes, then dispatches. */
    pc_array bv0 = array_of(PC_BOOL, SHAPE(0), x), bv1 = array_of(PC_BOOL, SHAPE(1), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &bv0, &bv1, &plan, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "torch: dot of bool [0] and [1]: sizes before the kernel");
    pc_array i1 = array_of(PC_INT32, SHAPE(2, 3), x), i2 = array_of(PC_INT8, SHAPE(3, 2), x);
    test_status(run, plan2("mlx", PC_FUNCTION_MATMUL, &i1, &i2, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "mlx: matmul int32 @ int8");
    test_status(run, plan2("mlx", PC_FUNCTION_MATMUL, &i1, &f64, &plan, &err), &err, PC_OK,
                "mlx: matmul int32 @ float64 (promotes to a float)");
    test_status(run, plan2("array-api", PC_FUNCTION_MATMUL, &i1, &f64, &plan, &err), &err,
                PC_UNDEFINED, "array-api: matmul int32 @ float64");
    /* Order: MLX checks the contracted size before the dtype, PyTorch the
    ** shapes before the dtype except for two vectors. */
    pc_array i3 = array_of(PC_INT32, SHAPE(4, 2), x);
    test_status(run, plan2("mlx", PC_FUNCTION_MATMUL, &i1, &i3, &plan, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "mlx: int32 [2,3] @ [4,2]: shapes first");
    pc_array vf = array_of(PC_FLOAT32, SHAPE(3), x), vd = array_of(PC_FLOAT64, SHAPE(4), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &vf, &vd, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: dot float32 [3] . float64 [4]: dtype first");
    pc_array mf = array_of(PC_FLOAT32, SHAPE(2, 3), x), md = array_of(PC_FLOAT64, SHAPE(4, 2), x);
    test_status(run, plan2("torch", PC_FUNCTION_MATMUL, &mf, &md, &plan, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "torch: mm float32 [2,3] @ float64 [4,2]: shapes first");
}

static void integer_values(tap_run *run) {
    int8_t a[4] = {100, 100, -128, 1};  /* [[100,100],[-128,1]] */
    int8_t b[4] = {2, 1, 1, 0};         /* [[2,1],[1,0]] */
    pc_array x = array_of(PC_INT8, SHAPE(2, 2), a), y = array_of(PC_INT8, SHAPE(2, 2), b);
    int8_t result[4];
    pc_array out = array_of(PC_INT8, SHAPE(2, 2), result);
    pc_error err;
    pc_status status = compute2("torch", PC_FUNCTION_MATMUL, &x, &y, &out, &err);
    /* 100*2 + 100*1 = 300 wraps to 44; 100; -256 + 1 wraps to 1; -128. */
    const int8_t expected[4] = {44, 100, 1, -128};
    tap_ok(run, status == PC_OK && memcmp(result, expected, sizeof result) == 0,
           "torch: int8 matmul wraps");

    uint8_t t[6] = {1, 0, 0, 0, 1, 0};  /* [[1,0,0],[0,1,0]] */
    uint8_t u[3] = {0, 1, 1};
    pc_array p = array_of(PC_BOOL, SHAPE(2, 3), t), q = array_of(PC_BOOL, SHAPE(3), u);
    uint8_t r[2];
    pc_array o = array_of(PC_BOOL, SHAPE(2), r);
    status = compute2("numpy", PC_FUNCTION_MATMUL, &p, &q, &o, &err);
    tap_ok(run, status == PC_OK && r[0] == 0 && r[1] == 1, "numpy: bool matmul is or of ands");
}

static void float_values(tap_run *run) {
    /* Batched: [2,1,2] @ [3,2]... with a broadcast batch of x2. */
    double a[4] = {1, 2, 3, 4};          /* [2,1,2] */
    double b[6] = {1, 0, 0, 1, 1, 1};    /* [2,3]: [[1,0,0],[1,1,1]] */
    pc_array x = array_of(PC_FLOAT64, SHAPE(2, 1, 2), a), y = array_of(PC_FLOAT64, SHAPE(2, 3), b);
    double result[6];
    pc_array out = array_of(PC_FLOAT64, SHAPE(2, 1, 3), result);
    pc_error err;
    pc_status status = compute2("numpy", PC_FUNCTION_MATMUL, &x, &y, &out, &err);
    const double expected[6] = {3, 2, 2, 7, 4, 4};
    tap_ok(run, status == PC_OK && memcmp(result, expected, sizeof result) == 0,
           "numpy: [2,1,2] @ [2,3]");

    /* float32: 1 + 2^-30 - 1 is exact in the long double sum (2^-30), not
    ** in a float32 running sum (0). */
    float f[3] = {1.0f, 0x1p-30f, -1.0f}, ones[3] = {1, 1, 1};
    pc_array fa = array_of(PC_FLOAT32, SHAPE(3), f), fb = array_of(PC_FLOAT32, SHAPE(3), ones);
    float s;
    pc_array so = array_of(PC_FLOAT32, SHAPE0(), &s);
    status = compute2("numpy", PC_FUNCTION_MATMUL, &fa, &fb, &so, &err);
    tap_ok(run, status == PC_OK && s == 0x1p-30f, "numpy: float32 dot summed wide, rounded once");

    /* complex64: (1+2i)(3+4i) = -5+10i, not conjugated. */
    float c1[2] = {1, 2}, c2[2] = {3, 4}, c3[2];
    pc_array ca = array_of(PC_COMPLEX64, SHAPE(1, 1), c1), cb = array_of(PC_COMPLEX64, SHAPE(1), c2);
    pc_array co = array_of(PC_COMPLEX64, SHAPE(1), c3);
    status = compute2("mlx", PC_FUNCTION_MATMUL, &ca, &cb, &co, &err);
    tap_ok(run, status == PC_OK && c3[0] == -5 && c3[1] == 10, "mlx: complex64 matmul");

    /* float16 result of int8 @ float16 under NumPy: 3 * 0.5 + 1 * 1. */
    int8_t i[2] = {3, 1};
    uint16_t h[2] = {pc_float16_from_double(0.5), pc_float16_from_double(1.0)}, hr;
    pc_array ia = array_of(PC_INT8, SHAPE(2), i), hb = array_of(PC_FLOAT16, SHAPE(2), h);
    pc_array ho = array_of(PC_FLOAT16, SHAPE0(), &hr);
    status = compute2("numpy", PC_FUNCTION_MATMUL, &ia, &hb, &ho, &err);
    tap_ok(run, status == PC_OK && pc_float16_to_double(hr) == 2.5,
           "numpy: int8 . float16 computes in float16");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    shapes(&run);
    errors(&run);
    integer_values(&run);
    float_values(&run);
    return tap_finish(&run);
}
