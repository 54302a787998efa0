/*
** test_function_vecdot.c: vecdot (promcast/functions.h) in the five
** profiles: the contracted axis per operand (NumPy, JAX, the standard) or
** of the broadcast shape (PyTorch, MLX), conjugation of x1, dtype rules and
** order of checks (oracle/src/function_rules.c cites the sources).
*/
#include <stdio.h>
#include <string.h>

#include "test_support.h"

static pc_array array_of(pc_dtype dtype, pc_shape shape, void *data) {
    pc_array array;
    pc_array_init_contiguous(&array, dtype, &shape, data);
    return array;
}

static pc_axis axis_at(int64_t value) {
    pc_axis axis = {PC_AXIS_GIVEN, value};
    return axis;
}
static const pc_axis axis_default = {PC_AXIS_DEFAULT, 0};

static pc_status plan_of(const char *profile, const pc_array *a, const pc_array *b, pc_axis axis,
                         pc_function_plan *plan, pc_error *err) {
    pc_binary_operand operands[2] = {pc_binary_operand_array(a), pc_binary_operand_array(b)};
    pc_function_call call = {PC_FUNCTION_VECDOT, 2, operands, axis};
    return pc_function_plan_make(pc_profile_find(profile), NULL, &call, plan, err);
}

static pc_status compute_of(const char *profile, const pc_array *a, const pc_array *b,
                            pc_axis axis, const pc_array *out, pc_error *err) {
    pc_binary_operand operands[2] = {pc_binary_operand_array(a), pc_binary_operand_array(b)};
    pc_function_call call = {PC_FUNCTION_VECDOT, 2, operands, axis};
    return pc_function_compute(pc_profile_find(profile), NULL, &call, out, err);
}

static const char *const profiles[] = {"torch", "numpy", "jax", "mlx", "array-api"};

static void shapes_and_values(tap_run *run) {
    float a[6] = {1, 2, 3, 4, 5, 6};  /* [2,3] */
    float b[3] = {1, 0, -1};          /* [3] */
    pc_array x = array_of(PC_FLOAT32, SHAPE(2, 3), a), y = array_of(PC_FLOAT32, SHAPE(3), b);
    /* The default axis -1 over [2,3] and [3]: NumPy and JAX broadcast the
    ** rest; PyTorch broadcasts whole; MLX needs equal ranks for a negative
    ** axis; the standard's N = min rank = 1 allows -1. */
    const pc_status expected[5] = {PC_OK, PC_OK, PC_OK, PC_INVALID_AXIS, PC_OK};
    for (int p = 0; p < 5; p++) {
        pc_function_plan plan;
        pc_error err;
        pc_status status = plan_of(profiles[p], &x, &y, axis_default, &plan, &err);
        char name[80];
        snprintf(name, sizeof name, "%s: vecdot [2,3] . [3]", profiles[p]);
        if (expected[p] != PC_OK) {
            test_status(run, status, &err, expected[p], name);
            continue;
        }
        test_shape_result(run, status, &plan.shape, PC_OK, "[2]", name);
        float r[2];
        pc_array out = array_of(PC_FLOAT32, SHAPE(2), r);
        status = compute_of(profiles[p], &x, &y, axis_default, &out, &err);
        tap_ok(run, status == PC_OK && r[0] == -2 && r[1] == -2, "%s values", name);
    }
}

static void complex_conjugates(tap_run *run) {
    double a[2] = {1, 2}, b[2] = {3, 4}, r[2];  /* conj(1+2i)(3+4i) = 11-2i */
    pc_array x = array_of(PC_COMPLEX128, SHAPE(1, 1), a), y = array_of(PC_COMPLEX128, SHAPE(1, 1), b);
    const char *names[3] = {"torch", "numpy", "mlx"};
    for (int p = 0; p < 3; p++) {
        pc_array out = array_of(PC_COMPLEX128, SHAPE(1), r);
        pc_error err;
        pc_status status = compute_of(names[p], &x, &y, axis_default, &out, &err);
        if (p == 2) {
            /* MLX has no complex128. */
            tap_ok(run, status != PC_OK, "mlx: no complex128");
            continue;
        }
        tap_ok(run, status == PC_OK && r[0] == 11 && r[1] == -2, "%s: vecdot conjugates x1",
               names[p]);
    }
}

static void errors(tap_run *run) {
    float f[8] = {0};
    pc_function_plan plan;
    pc_error err;
    pc_array a3 = array_of(PC_FLOAT32, SHAPE(2, 3), f), a1 = array_of(PC_FLOAT32, SHAPE(2, 1), f);
    /* A contracted size 1 against 3: PyTorch broadcasts it, the others
    ** refuse. */
    const pc_status size_one[5] = {PC_OK, PC_INCOMPATIBLE_SHAPES, PC_INCOMPATIBLE_SHAPES,
                                   PC_INCOMPATIBLE_SHAPES, PC_INCOMPATIBLE_SHAPES};
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], &a3, &a1, axis_default, &plan, &err), &err,
                    size_one[p], "vecdot [2,3] . [2,1]");
    /* Axis 0 (non-negative): the standard says [-N, -1]. */
    const pc_status axis_zero[5] = {PC_OK, PC_OK, PC_OK, PC_OK, PC_UNDEFINED};
    pc_array b3 = array_of(PC_FLOAT32, SHAPE(2, 3), f);
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], &a3, &b3, axis_at(0), &plan, &err), &err,
                    axis_zero[p], "vecdot [2,3] . [2,3] along 0");
    pc_array s = array_of(PC_FLOAT32, SHAPE0(), f);
    const pc_status zero_dim[5] = {PC_OK, PC_INVALID_RANK, PC_INVALID_AXIS, PC_INVALID_RANK,
                                   PC_UNDEFINED};
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], &s, &s, axis_default, &plan, &err), &err,
                    zero_dim[p], "vecdot of 0-d arrays");
    pc_array i = array_of(PC_INT32, SHAPE(3), f), d = array_of(PC_FLOAT64, SHAPE(3), f);
    const pc_status ints[5] = {PC_UNSUPPORTED_DTYPE_FOR_OP, PC_OK, PC_OK, PC_OK, PC_UNDEFINED};
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], &i, &i, axis_default, &plan, &err), &err, ints[p],
                    "vecdot of int32");
    test_status(run, plan_of("torch", &d, &a3, axis_default, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: vecdot float64 . float32");
    pc_array v3 = array_of(PC_FLOAT32, SHAPE(3), f), v1 = array_of(PC_FLOAT32, SHAPE(1), f);
    test_status(run, plan_of("torch", &v3, &v1, axis_at(7), &plan, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "torch: two vectors go to vdot: sizes first, no axis");
    pc_array v3_8 = array_of(PC_FLOAT8_E5M2, SHAPE(3), f);
    pc_array v1_8 = array_of(PC_FLOAT8_E5M2, SHAPE(1), f);
    test_status(run, plan_of("torch", &v3_8, &v1_8, axis_default, &plan, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "torch: float8 vectors: vdot's sizes before its dispatch");
    test_status(run, plan_of("torch", &v3_8, &v3_8, axis_default, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: float8 vectors: vdot has no loop");
    /* Beyond vectors the product broadcasts before its kernel refuses
    ** float8; the sum wraps the axis before its kernel refuses complex32. */
    pc_array m51 = array_of(PC_FLOAT8_E5M2, SHAPE(5, 1), f);
    pc_array m41 = array_of(PC_FLOAT8_E5M2, SHAPE(4, 1), f);
    test_status(run, plan_of("torch", &m51, &m41, axis_default, &plan, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "torch: float8 [5,1] . [4,1]: broadcast first");
    test_status(run, plan_of("torch", &m51, &m51, axis_at(9), &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: float8 [5,1] . [5,1] along 9: product first");
    pc_array c21 = array_of(PC_COMPLEX32, SHAPE(2, 1), f);
    test_status(run, plan_of("torch", &c21, &c21, axis_at(9), &plan, &err), &err,
                PC_INVALID_AXIS, "torch: complex32 along 9: the sum's axis before its kernel");
    test_status(run, plan_of("torch", &c21, &c21, axis_default, &plan, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "torch: complex32: the sum has no loop");
    pc_array c01 = array_of(PC_COMPLEX32, SHAPE(0, 1), f);
    test_status(run, plan_of("torch", &c01, &c01, axis_default, &plan, &err), &err, PC_OK,
                "torch: complex32 of no elements: the sum's kernel is not reached");
    /* The standard: a dtype it leaves open, then an axis it leaves open,
    ** come before the exceptions it requires. */
    pc_array i23 = array_of(PC_INT32, SHAPE(2, 3), f), i21 = array_of(PC_INT32, SHAPE(2, 1), f);
    test_status(run, plan_of("array-api", &i23, &i21, axis_default, &plan, &err), &err,
                PC_UNDEFINED, "array-api: int32 vecdot of contracted sizes 3 and 1");
    test_status(run, plan_of("array-api", &a3, &a1, axis_at(0), &plan, &err), &err,
                PC_UNDEFINED, "array-api: axis 0 (left open) of [2,3] . [2,1]");
    pc_binary_operand pair[2] = {pc_binary_operand_array(&a3), pc_binary_operand_array(&b3)};
    pc_function_call call = {PC_FUNCTION_VECDOT, 2, pair, axis_default};
    test_status(run, pc_function_plan_make(pc_profile_find("torch"), NULL, &call, NULL, &err),
                &err, PC_INVALID_ARGUMENT, "vecdot with no plan to fill");
    /* A caller may pass no pc_error and read the status alone: the batch
    ** dimensions broadcast (or fail to) all the same, in both models. */
    pc_array b43 = array_of(PC_FLOAT32, SHAPE(4, 3), f);
    for (int p = 0; p < 2; p++) {
        memset(&plan, 0, sizeof plan);
        pc_status status = plan_of(profiles[p], &a3, &b3, axis_default, &plan, NULL);
        char name[80];
        snprintf(name, sizeof name, "%s: vecdot [2,3] . [2,3] with no pc_error", profiles[p]);
        test_shape_result(run, status, &plan.shape, PC_OK, "[2]", name);
        snprintf(name, sizeof name, "%s: vecdot [2,3] . [4,3] with no pc_error", profiles[p]);
        tap_is_int(run, plan_of(profiles[p], &a3, &b43, axis_default, &plan, NULL),
                   PC_INCOMPATIBLE_SHAPES, name);
    }
}

static void mlx_widens(tap_run *run) {
    int8_t a[3] = {100, 100, 1}, b[3] = {2, 2, 1};
    pc_array x = array_of(PC_INT8, SHAPE(3), a), y = array_of(PC_INT8, SHAPE(3), b);
    pc_function_plan plan;
    pc_error err;
    pc_status status = plan_of("mlx", &x, &y, axis_default, &plan, &err);
    tap_ok(run, status == PC_OK && plan.result_dtype == PC_INT32 && plan.compute_dtype == PC_INT8,
           "mlx: vecdot of int8 multiplies in int8, sums in int32");
    int32_t r;
    pc_array out = array_of(PC_INT32, SHAPE0(), &r);
    status = compute_of("mlx", &x, &y, axis_default, &out, &err);
    /* 200 wraps to -56 twice, plus 1. */
    tap_is_int(run, status == PC_OK ? r : 0, -111, "mlx: int8 products wrap, the sum does not");
    int8_t r8;
    pc_array out8 = array_of(PC_INT8, SHAPE0(), &r8);
    status = compute_of("numpy", &x, &y, axis_default, &out8, &err);
    tap_is_int(run, status == PC_OK ? r8 : 0, -111, "numpy: int8 vecdot wraps in int8");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    shapes_and_values(&run);
    complex_conjugates(&run);
    errors(&run);
    mlx_widens(&run);
    return tap_finish(&run);
}
