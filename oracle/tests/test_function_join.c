/*
** test_function_join.c: concat, stack and broadcast_arrays
** (promcast/functions.h), with each profile's checks in its library's
** order (oracle/src/function_rules.c cites the sources: PyTorch's
** TensorShape.cpp cat and stack, NumPy's PyArray_ConcatenateArrays and
** shape_base.stack, jax.numpy's concatenate and stack, MLX's ops.cpp
** concatenate and stack, the Array API standard's concat and stack).
*/
#include <stdio.h>
#include <string.h>

#include "promcast/value.h"
#include "test_support.h"

static pc_array array_of(pc_dtype dtype, pc_shape shape, void *data) {
    pc_array array;
    pc_array_init_contiguous(&array, dtype, &shape, data);
    return array;
}

static pc_status plan_of(const char *profile, pc_function function, const pc_array *arrays,
                         int count, pc_axis axis, pc_function_plan *plan, pc_error *err) {
    pc_binary_operand operands[8];
    for (int i = 0; i < count; i++) operands[i] = pc_binary_operand_array(&arrays[i]);
    pc_function_call call = {function, count, operands, axis};
    return pc_function_plan_make(pc_profile_find(profile), NULL, &call, plan, err);
}

static pc_status compute_of(const char *profile, pc_function function, const pc_array *arrays,
                            int count, pc_axis axis, const pc_array *out, pc_error *err) {
    pc_binary_operand operands[8];
    for (int i = 0; i < count; i++) operands[i] = pc_binary_operand_array(&arrays[i]);
    pc_function_call call = {function, count, operands, axis};
    return pc_function_compute(pc_profile_find(profile), NULL, &call, out, err);
}

static const pc_axis axis_default = {PC_AXIS_DEFAULT, 0};
static const pc_axis axis_none = {PC_AXIS_NONE, 0};
static pc_axis axis_at(int64_t value) {
    pc_axis axis = {PC_AXIS_GIVEN, value};
    return axis;
}

static const char *const profiles[] = {"torch", "numpy", "jax", "mlx", "array-api"};

/* concat of int8 [2,2] and int16 [1,2] along 0: [3,2] int16 everywhere,
** values copied and widened. */
static void concat_values(tap_run *run) {
    int8_t a[4] = {1, -2, 3, -4};
    int16_t b[2] = {300, -300};
    pc_array arrays[2] = {array_of(PC_INT8, SHAPE(2, 2), a), array_of(PC_INT16, SHAPE(1, 2), b)};
    for (int p = 0; p < 5; p++) {
        pc_function_plan plan;
        pc_error err;
        pc_status status = plan_of(profiles[p], PC_FUNCTION_CONCAT, arrays, 2, axis_default,
                                   &plan, &err);
        test_shape_result(run, status, &plan.shape, PC_OK, "[3,2]", profiles[p]);
        tap_ok(run, plan.result_dtype == PC_INT16, "%s: concat int8, int16 is int16",
               profiles[p]);
        int16_t result[6];
        pc_array out = array_of(PC_INT16, plan.shape, result);
        status = compute_of(profiles[p], PC_FUNCTION_CONCAT, arrays, 2, axis_default, &out, &err);
        const int16_t expected[6] = {1, -2, 3, -4, 300, -300};
        tap_ok(run, status == PC_OK && memcmp(result, expected, sizeof result) == 0,
               "%s: concat values", profiles[p]);
    }
}

/* Long operands: the copy into the result is done in chunks, and a source
** of 300 elements ends in a partial one (300 = 256 + 44). */
static void concat_long(tap_run *run) {
    int8_t a[300];
    int16_t b[2] = {1000, -1000};
    for (int i = 0; i < 300; i++) a[i] = (int8_t)(i % 200 - 100);
    pc_array arrays[2] = {array_of(PC_INT8, SHAPE(300), a), array_of(PC_INT16, SHAPE(2), b)};
    for (int p = 0; p < 5; p++) {
        int16_t result[302];
        memset(result, 0, sizeof result);
        pc_array out = array_of(PC_INT16, SHAPE(302), result);
        pc_error err;
        pc_status status =
            compute_of(profiles[p], PC_FUNCTION_CONCAT, arrays, 2, axis_default, &out, &err);
        int same = status == PC_OK;
        for (int i = 0; i < 300 && same; i++) same = result[i] == a[i];
        same = same && result[300] == 1000 && result[301] == -1000;
        tap_ok(run, same, "%s: concat of int8 [300] and int16 [2]: every value", profiles[p]);
    }
}

/* NumPy's concatenate with axis=None ravels every operand first, so 0-d
** arrays join 1-d ones: each of NumPy's 14 dtypes as a 0-d and as a [1]
** array, 28 distinct (0-d or not, dtype) pairs for the promotion, whose
** answer is complex128 (PyArray_ConcatenateArrays with axis=None, and
** PyArray_ResultType over all of them). */
static void concat_many_dtype_pairs(tap_run *run) {
    static const pc_dtype dtypes[14] = {PC_COMPLEX128, PC_COMPLEX64, PC_FLOAT64, PC_FLOAT32,
                                        PC_FLOAT16,    PC_UINT64,    PC_UINT32,  PC_UINT16,
                                        PC_UINT8,      PC_INT64,     PC_INT32,   PC_INT16,
                                        PC_INT8,       PC_BOOL};
    unsigned char zeros[16] = {0};
    pc_array arrays[28];
    pc_binary_operand operands[28];
    for (int k = 0; k < 14; k++) {
        arrays[2 * k] = array_of(dtypes[k], SHAPE0(), zeros);
        arrays[2 * k + 1] = array_of(dtypes[k], SHAPE(1), zeros);
    }
    for (int k = 0; k < 28; k++) operands[k] = pc_binary_operand_array(&arrays[k]);
    pc_function_call call = {PC_FUNCTION_CONCAT, 28, operands, axis_none};
    pc_function_plan plan;
    pc_error err;
    pc_status status = pc_function_plan_make(pc_profile_find("numpy"), NULL, &call, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[28]",
                      "numpy: concat, axis=None, of 14 dtypes each 0-d and [1]");
    tap_ok(run, status == PC_OK && plan.result_dtype == PC_COMPLEX128,
           "numpy: concat, axis=None, of 14 dtypes each 0-d and [1] is complex128");
}

/* Along axis 1 and along -1 of a non-contiguous (transposed) operand. */
static void concat_axis_one(tap_run *run) {
    float a[4] = {1, 2, 3, 4};  /* [[1,2],[3,4]] */
    float b[2] = {5, 6};        /* [[5],[6]] */
    pc_array arrays[2] = {array_of(PC_FLOAT32, SHAPE(2, 2), a),
                          array_of(PC_FLOAT32, SHAPE(2, 1), b)};
    arrays[0].strides[0] = 1;   /* the transpose [[1,3],[2,4]] */
    arrays[0].strides[1] = 2;
    float result[6];
    pc_array out = array_of(PC_FLOAT32, SHAPE(2, 3), result);
    pc_error err;
    pc_status status = compute_of("numpy", PC_FUNCTION_CONCAT, arrays, 2, axis_at(-1), &out,
                                  &err);
    const float expected[6] = {1, 3, 5, 2, 4, 6};
    tap_ok(run, status == PC_OK && memcmp(result, expected, sizeof result) == 0,
           "numpy: concat of a transposed [2,2] and [2,1] along -1");
}

/* axis=None flattens (row-major) where the library has the form. */
static void concat_axis_none(tap_run *run) {
    int32_t a[4] = {1, 2, 3, 4};
    int32_t b[1] = {9};
    pc_array arrays[2] = {array_of(PC_INT32, SHAPE(2, 2), a), array_of(PC_INT32, SHAPE0(), b)};
    arrays[0].strides[0] = 1;
    arrays[0].strides[1] = 2;
    for (int p = 1; p < 5; p++) {
        pc_function_plan plan;
        pc_error err;
        pc_status status = plan_of(profiles[p], PC_FUNCTION_CONCAT, arrays, 2, axis_none, &plan,
                                   &err);
        test_shape_result(run, status, &plan.shape, PC_OK, "[5]", profiles[p]);
        int32_t result[5];
        pc_array out = array_of(PC_INT32, SHAPE(5), result);
        status = compute_of(profiles[p], PC_FUNCTION_CONCAT, arrays, 2, axis_none, &out, &err);
        const int32_t expected[5] = {1, 3, 2, 4, 9};
        tap_ok(run, status == PC_OK && memcmp(result, expected, sizeof result) == 0,
               "%s: concat(axis=None) flattens a transposed array row-major", profiles[p]);
    }
    pc_function_plan plan;
    pc_error err;
    test_status(run, plan_of("torch", PC_FUNCTION_CONCAT, arrays, 2, axis_none, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "torch: torch.cat has no dim=None");
}

static void concat_errors(tap_run *run) {
    int32_t a[6] = {0};
    pc_function_plan plan;
    pc_error err;
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], PC_FUNCTION_CONCAT, NULL, 0, axis_default, &plan,
                                 &err),
                    &err, p == 4 ? PC_UNDEFINED : PC_INVALID_ARGUMENT, "concat of no arrays");

    /* A 0-d first array: the rank is refused before the axis, except by
    ** MLX, whose axis check finds no dimension, and the standard, whose
    ** valid axes [-N, N) are none for N = 0 (an invalid axis). */
    pc_array zero_first[2] = {array_of(PC_INT32, SHAPE0(), a), array_of(PC_INT32, SHAPE(2), a)};
    const pc_status zero_first_status[5] = {PC_INVALID_RANK, PC_INVALID_RANK, PC_INVALID_RANK,
                                            PC_INVALID_AXIS, PC_INVALID_AXIS};
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], PC_FUNCTION_CONCAT, zero_first, 2, axis_default,
                                 &plan, &err),
                    &err, zero_first_status[p], "concat of a 0-d first array");

    /* A 0-d second array: PyTorch refuses its rank; NumPy, JAX, MLX and
    ** the standard see ranks that differ. */
    pc_array zero_second[2] = {array_of(PC_INT32, SHAPE(2), a), array_of(PC_INT32, SHAPE0(), a)};
    const pc_status zero_second_status[5] = {PC_INVALID_RANK, PC_INCOMPATIBLE_SHAPES,
                                             PC_INCOMPATIBLE_SHAPES, PC_INCOMPATIBLE_SHAPES,
                                             PC_INCOMPATIBLE_SHAPES};
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], PC_FUNCTION_CONCAT, zero_second, 2, axis_default,
                                 &plan, &err),
                    &err, zero_second_status[p], "concat of a 0-d second array");

    /* MLX returns a lone array as it is: no axis check, even for 0-d. */
    test_status(run, plan_of("mlx", PC_FUNCTION_CONCAT, zero_first, 1, axis_at(7), &plan, &err),
                &err, PC_OK, "mlx: concatenate of one 0-d array with axis 7");
    test_status(run, plan_of("numpy", PC_FUNCTION_CONCAT, zero_second, 1, axis_at(1), &plan,
                             &err),
                &err, PC_INVALID_AXIS, "numpy: concatenate of one [2] array with axis 1");

    pc_array mismatch[2] = {array_of(PC_INT32, SHAPE(2, 3), a), array_of(PC_INT32, SHAPE(2, 2), a)};
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], PC_FUNCTION_CONCAT, mismatch, 2, axis_default,
                                 &plan, &err),
                    &err, PC_INCOMPATIBLE_SHAPES, "concat of [2,3] and [2,2] along 0");
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], PC_FUNCTION_CONCAT, mismatch, 2, axis_at(-3),
                                 &plan, &err),
                    &err, PC_INVALID_AXIS, "concat along -3 of 2-D arrays");

    /* Mixed kinds: the standard leaves them to implementations. */
    float f[2] = {0};
    pc_array mixed[2] = {array_of(PC_INT32, SHAPE(2), a), array_of(PC_FLOAT32, SHAPE(2), f)};
    test_status(run, plan_of("array-api", PC_FUNCTION_CONCAT, mixed, 2, axis_default, &plan,
                             &err),
                &err, PC_UNDEFINED, "array-api: concat of int32 and float32");
    /* ... and leave the whole outcome open: before the rank, the axis and
    ** the shapes (docs/profiles/array-api.md). */
    pc_array mixed_bad[2] = {array_of(PC_INT32, SHAPE0(), a), array_of(PC_FLOAT32, SHAPE(2), f)};
    test_status(run, plan_of("array-api", PC_FUNCTION_CONCAT, mixed_bad, 2, axis_at(5), &plan,
                             &err),
                &err, PC_UNDEFINED, "array-api: concat of 0-d int32 and [2] float32 along 5");
    test_status(run, plan_of("array-api", PC_FUNCTION_STACK, mixed_bad, 2, axis_at(5), &plan,
                             &err),
                &err, PC_UNDEFINED, "array-api: stack of 0-d int32 and [2] float32 along 5");
    test_status(run, plan_of("array-api", PC_FUNCTION_CONCAT, zero_second, 0, axis_at(5), &plan,
                             &err),
                &err, PC_UNDEFINED, "array-api: concat of no arrays");
}

/* PyTorch's legacy skip: a 1-D [0] array joins any shape (and still
** promotes), checks the axis against the first other array. */
static void concat_torch_legacy_empty(tap_run *run) {
    double d[6] = {1, 2, 3, 4, 5, 6};
    pc_array arrays[2] = {array_of(PC_FLOAT64, SHAPE(0), NULL),
                          array_of(PC_FLOAT32, SHAPE(2, 3), d)};
    arrays[1].dtype = PC_FLOAT32;
    pc_function_plan plan;
    pc_error err;
    pc_status status = plan_of("torch", PC_FUNCTION_CONCAT, arrays, 2, axis_at(1), &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[2,3]",
                      "torch: cat of [0] and [2,3] along 1 skips [0]");
    tap_ok(run, plan.result_dtype == PC_FLOAT64, "torch: the skipped [0] float64 still promotes");
    test_status(run, plan_of("numpy", PC_FUNCTION_CONCAT, arrays, 2, axis_at(0), &plan, &err),
                &err, PC_INCOMPATIBLE_SHAPES, "numpy: concatenate of [0] and [2,3]");
    pc_array empties[2] = {array_of(PC_INT8, SHAPE(0), NULL), array_of(PC_INT8, SHAPE(0), NULL)};
    status = plan_of("torch", PC_FUNCTION_CONCAT, empties, 2, axis_at(5), &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[0]",
                      "torch: cat of only [0] arrays checks no axis");
}

static void stack_cases(tap_run *run) {
    uint8_t a[3] = {1, 2, 3};
    int8_t b[3] = {-1, -2, -3};
    pc_array arrays[2] = {array_of(PC_UINT8, SHAPE(3), a), array_of(PC_INT8, SHAPE(3), b)};
    for (int p = 0; p < 5; p++) {
        pc_function_plan plan;
        pc_error err;
        pc_status status = plan_of(profiles[p], PC_FUNCTION_STACK, arrays, 2, axis_at(-1),
                                   &plan, &err);
        test_shape_result(run, status, &plan.shape, PC_OK, "[3,2]", profiles[p]);
        tap_ok(run, plan.result_dtype == PC_INT16, "%s: stack of uint8, int8 is int16",
               profiles[p]);
        int16_t result[6];
        pc_array out = array_of(PC_INT16, plan.shape, result);
        status = compute_of(profiles[p], PC_FUNCTION_STACK, arrays, 2, axis_at(-1), &out, &err);
        const int16_t expected[6] = {1, -1, 2, -2, 3, -3};
        tap_ok(run, status == PC_OK && memcmp(result, expected, sizeof result) == 0,
               "%s: stack along the new last axis", profiles[p]);
    }
    pc_function_plan plan;
    pc_error err;
    pc_status status = plan_of("array-api", PC_FUNCTION_STACK, arrays, 2, axis_at(0), &plan,
                               &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[2,3]", "array-api: stack axis 0");
    test_status(run, plan_of("array-api", PC_FUNCTION_STACK, arrays, 2, axis_at(1), &plan, &err),
                &err, PC_UNDEFINED, "array-api: stack axis N = 1 of 1-D arrays (outside [-N, N))");
    test_status(run, plan_of("numpy", PC_FUNCTION_STACK, arrays, 2, axis_at(1), &plan, &err),
                &err, PC_OK, "numpy: stack axis 1 of 1-D arrays");
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], PC_FUNCTION_STACK, arrays, 2, axis_at(2), &plan,
                                 &err),
                    &err, PC_INVALID_AXIS, "stack axis 2 of 1-D arrays");
    pc_array differ[2] = {array_of(PC_UINT8, SHAPE(3), a), array_of(PC_UINT8, SHAPE(1, 3), a)};
    /* NumPy and MLX check shapes before the axis; PyTorch, JAX and the
    ** standard (whose disputed axes leave the outcome open) the axis
    ** first. */
    const pc_status differ_status[5] = {PC_INVALID_AXIS, PC_INCOMPATIBLE_SHAPES,
                                        PC_INVALID_AXIS, PC_INCOMPATIBLE_SHAPES,
                                        PC_INVALID_AXIS};
    /* The standard: a disputed axis (N = 1 for [3]) before bad shapes. */
    test_status(run, plan_of("array-api", PC_FUNCTION_STACK, differ, 2, axis_at(1), &plan, &err),
                &err, PC_UNDEFINED, "array-api: stack of [3] and [1,3] along 1 (disputed axis)");
    for (int p = 0; p < 5; p++)
        test_status(run, plan_of(profiles[p], PC_FUNCTION_STACK, differ, 2, axis_at(9), &plan,
                                 &err),
                    &err, differ_status[p], "stack of [3] and [1,3] along 9");
    pc_array scalars[3] = {array_of(PC_UINT8, SHAPE0(), a), array_of(PC_UINT8, SHAPE0(), a + 1),
                           array_of(PC_UINT8, SHAPE0(), a + 2)};
    status = plan_of("torch", PC_FUNCTION_STACK, scalars, 3, axis_default, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[3]", "torch: stack of three 0-d");
}

/* NumPy promotes many dtypes around the one of the highest type number
** (PyArray_PromoteDTypeSequence): uint8, int8, float16 is float16, where a
** left fold (int16, then float32) is not. */
static void numpy_many_dtypes(tap_run *run) {
    uint8_t u = 1;
    int8_t i = -1;
    uint16_t h = pc_float16_from_double(0.5);
    pc_array arrays[3] = {array_of(PC_UINT8, SHAPE(1), &u), array_of(PC_INT8, SHAPE(1), &i),
                          array_of(PC_FLOAT16, SHAPE(1), &h)};
    pc_function_plan plan;
    pc_error err;
    pc_status status = plan_of("numpy", PC_FUNCTION_CONCAT, arrays, 3, axis_default, &plan, &err);
    tap_ok(run, status == PC_OK && plan.result_dtype == PC_FLOAT16,
           "numpy: concat of uint8, int8, float16 is float16");
    status = plan_of("numpy", PC_FUNCTION_STACK, arrays + 1, 2, axis_default, &plan, &err);
    tap_ok(run, status == PC_OK && plan.result_dtype == PC_FLOAT16,
           "numpy: stack of int8, float16 is float16");
    arrays[2].dtype = PC_UINT16;
    arrays[0].dtype = PC_FLOAT16;
    arrays[0].data = &h;
    status = plan_of("numpy", PC_FUNCTION_CONCAT, arrays, 3, axis_default, &plan, &err);
    tap_ok(run, status == PC_OK && plan.result_dtype == PC_FLOAT32,
           "numpy: concat of float16, int8, uint16 is float32");
}

static void broadcast_arrays_cases(tap_run *run) {
    int32_t a[3] = {1, 2, 3};
    double b[2] = {0.5, 1.5};
    pc_array sources[2] = {array_of(PC_INT32, SHAPE(3), a), array_of(PC_FLOAT64, SHAPE(2, 1), b)};
    pc_array views[2];
    pc_error err;
    pc_status status = pc_broadcast_arrays(sources, 2, views, &err);
    test_shape_result(run, status, &views[0].shape, PC_OK, "[2,3]", "broadcast_arrays: view 0");
    test_shape_result(run, status, &views[1].shape, PC_OK, "[2,3]", "broadcast_arrays: view 1");
    tap_ok(run, views[0].strides[0] == 0 && views[0].strides[1] == 1 &&
                    views[1].strides[0] == 1 && views[1].strides[1] == 0 &&
                    views[0].dtype == PC_INT32 && views[1].dtype == PC_FLOAT64,
           "broadcast_arrays: stride 0 on broadcast dimensions, dtypes kept");
    pc_function_plan plan;
    status = plan_of("jax", PC_FUNCTION_BROADCAST_ARRAYS, sources, 2, axis_default, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[2,3]", "broadcast_arrays: the plan");
    sources[1].shape = SHAPE(2, 2);
    test_status(run, pc_broadcast_arrays(sources, 2, views, &err), &err, PC_INCOMPATIBLE_SHAPES,
                "broadcast_arrays: [3] against [2,2]");
    test_status(run, plan_of("jax", PC_FUNCTION_BROADCAST_ARRAYS, sources, 2, axis_default,
                             &plan, &err),
                &err, PC_INCOMPATIBLE_SHAPES, "broadcast_arrays: the plan of [3] against [2,2]");
    tap_ok(run, err.operand_a == -1 && err.operand_b == 1,
           "broadcast_arrays: the plan of [3] against [2,2] names array 1 against the shape "
           "before it");
    /* Each array's own element count fits in int64 (2^32), but their
    ** common shape [2^32, 2^32] has 2^64 elements: the views are never
    ** made, so no data is read. */
    int8_t unread = 0;
    pc_array huge[2] = {array_of(PC_INT8, SHAPE(INT64_C(1) << 32), &unread),
                        array_of(PC_INT8, SHAPE(INT64_C(1) << 32, 1), &unread)};
    test_status(run, pc_broadcast_arrays(huge, 2, views, &err), &err, PC_SHAPE_OVERFLOW,
                "broadcast_arrays: [2^32] against [2^32,1] overflows int64");
    test_status(run, pc_broadcast_arrays(NULL, 0, NULL, &err), &err, PC_OK,
                "broadcast_arrays: no arrays");
    status = plan_of("jax", PC_FUNCTION_BROADCAST_ARRAYS, sources, 0, axis_default, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[]",
                      "broadcast_arrays: the plan of no arrays is the shape []");
    /* Every operand must be a valid array before any shape is read: an
    ** invalid dtype on shapes that broadcast, and a Python int in place of
    ** an array (broadcast_arrays takes no profile). */
    sources[1].shape = SHAPE(2, 1);
    sources[1].dtype = (pc_dtype)PC_DTYPE_COUNT;
    tap_ok(run, pc_broadcast_arrays(sources, 2, views, &err) == PC_INVALID_ARGUMENT &&
                    err.status == PC_INVALID_ARGUMENT && err.operand_a == 1,
           "broadcast_arrays: an array of no dtype is refused as its own index, 1");
    pc_binary_operand operands[2] = {pc_binary_operand_array(&sources[0]),
                                     pc_binary_operand_array(&sources[1])};
    pc_function_call call = {PC_FUNCTION_BROADCAST_ARRAYS, 2, operands, axis_default};
    test_status(run, pc_function_plan_make(NULL, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "broadcast_arrays: the plan of an array of no dtype");
    pc_operand scalar;
    memset(&scalar, 0, sizeof scalar);
    scalar.category = PC_OPERAND_SCALAR;
    scalar.scalar_kind = PC_SCALAR_INT;
    scalar.has_value = 1;
    operands[1] = pc_binary_operand_scalar(&scalar);
    test_status(run, pc_function_plan_make(NULL, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "broadcast_arrays: the plan of an array and a Python int");
}

/* 4096 arrays, the case format's limit, and sizes whose sum overflows. */
static void limits(tap_run *run) {
    static int16_t values[PC_FUNCTION_MAX_OPERANDS];
    static pc_array arrays[PC_FUNCTION_MAX_OPERANDS];
    static pc_binary_operand operands[PC_FUNCTION_MAX_OPERANDS];
    for (int i = 0; i < PC_FUNCTION_MAX_OPERANDS; i++) {
        values[i] = (int16_t)i;
        arrays[i] = array_of(i % 2 ? PC_INT8 : PC_INT16, SHAPE(1), &values[i]);
        arrays[i].dtype = PC_INT16;
        operands[i] = pc_binary_operand_array(&arrays[i]);
    }
    arrays[7].dtype = PC_INT8; /* reads the low byte of 7: 7 */
    pc_function_call call = {PC_FUNCTION_CONCAT, PC_FUNCTION_MAX_OPERANDS, operands, axis_default};
    static int16_t result[PC_FUNCTION_MAX_OPERANDS];
    pc_function_plan plan;
    pc_error err;
    pc_status status = pc_function_plan_make(pc_profile_find("numpy"), NULL, &call, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[4096]", "numpy: concat of 4096 arrays");
    pc_array out = array_of(PC_INT16, SHAPE(PC_FUNCTION_MAX_OPERANDS), result);
    status = pc_function_compute(pc_profile_find("numpy"), NULL, &call, &out, &err);
    tap_ok(run, status == PC_OK && result[7] == 7 && result[4095] == 4095,
           "numpy: concat of 4096 arrays copies each");
    call.function = PC_FUNCTION_STACK;
    status = pc_function_plan_make(pc_profile_find("torch"), NULL, &call, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[4096,1]", "torch: stack of 4096 arrays");

    pc_array huge[2] = {array_of(PC_INT8, SHAPE(INT64_MAX / 2 + 1), NULL),
                        array_of(PC_INT8, SHAPE(INT64_MAX / 2 + 1), NULL)};
    huge[0].data = huge[1].data = values;
    pc_function_plan unused;
    pc_binary_operand two[2] = {pc_binary_operand_array(&huge[0]), pc_binary_operand_array(&huge[1])};
    pc_function_call over = {PC_FUNCTION_CONCAT, 2, two, axis_default};
    test_status(run, pc_function_plan_make(pc_profile_find("jax"), NULL, &over, &unused, &err),
                &err, PC_SHAPE_OVERFLOW, "jax: concat whose size along the axis overflows");
    pc_binary_operand scalar_operand;
    pc_operand scalar;
    memset(&scalar, 0, sizeof scalar);
    scalar.category = PC_OPERAND_SCALAR;
    scalar_operand = pc_binary_operand_scalar(&scalar);
    pc_function_call with_scalar = {PC_FUNCTION_CONCAT, 1, &scalar_operand, axis_default};
    test_status(run, pc_function_plan_make(pc_profile_find("numpy"), NULL, &with_scalar, &unused,
                                           &err),
                &err, PC_INVALID_ARGUMENT, "concat of a Python scalar");
}

/* The functions' names, as the command line reads them back. */
static void function_names(tap_run *run) {
    for (int f = 0; f < PC_FUNCTION_COUNT; f++) {
        pc_function parsed = PC_FUNCTION_COUNT;
        tap_ok(run, pc_function_parse(pc_function_name((pc_function)f), &parsed) &&
                        parsed == (pc_function)f,
               "function %d's name %s parses back", f, pc_function_name((pc_function)f));
    }
    pc_function parsed;
    tap_ok(run, !pc_function_parse("no_such_function", &parsed), "an unknown name is refused");
    tap_is_str(run, pc_function_name(PC_FUNCTION_COUNT), "invalid_function",
               "PC_FUNCTION_COUNT has no name");
    tap_is_str(run, pc_function_name((pc_function)-1), "invalid_function", "-1 has no name");
}

/* Calls no case can write: a negative operand count, a scalar where an
** array is needed, a function the profile lacks computed without a plan,
** and the ops every profile without a list of its own has. */
static void call_misuse(tap_run *run) {
    int8_t values[2] = {1, 2};
    pc_array arrays[2] = {array_of(PC_INT8, SHAPE(2), values), array_of(PC_INT8, SHAPE(2), values)};
    pc_function_plan plan;
    pc_error err;
    test_status(run, plan_of("jax", PC_FUNCTION_CONCAT, arrays, -1, axis_default, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "concat of -1 operands");
    pc_operand scalar;
    memset(&scalar, 0, sizeof scalar);
    scalar.category = PC_OPERAND_SCALAR;
    scalar.scalar_kind = PC_SCALAR_INT;
    scalar.has_value = 1;
    pc_binary_operand operands[2] = {pc_binary_operand_array(&arrays[0]),
                                     pc_binary_operand_scalar(&scalar)};
    pc_function_call call = {PC_FUNCTION_CONCAT, 2, operands, axis_default};
    test_status(run, pc_function_plan_make(pc_profile_find("jax"), NULL, &call, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "concat of an array and a Python int");
    operands[1] = pc_binary_operand_array(&arrays[1]);
    /* An operand that names an array and a scalar at once is refused too. */
    operands[1].scalar = &scalar;
    test_status(run, pc_function_plan_make(pc_profile_find("jax"), NULL, &call, &plan, &err),
                &err, PC_INVALID_ARGUMENT, "concat of an operand both an array and a Python int");
    operands[1].scalar = NULL;
    call.function = PC_FUNCTION_VECDOT;
    const pc_profile *tfjs = pc_profile_find("tfjs");
    int8_t sum = 0;
    pc_array out = array_of(PC_INT8, SHAPE0(), &sum);
    test_status(run, pc_function_plan_make(tfjs, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "tfjs has no vecdot: its plan");
    test_status(run, pc_function_compute(tfjs, NULL, &call, &out, &err), &err,
                PC_INVALID_ARGUMENT, "tfjs has no vecdot: computed without a plan");
    /* A function outside pc_function is refused before anything looks it
    ** up, with a profile or without one (broadcast_arrays takes none). */
    static const int unknown[] = {PC_FUNCTION_COUNT, -1};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        char name[80];
        call.function = (pc_function)unknown[i];
        snprintf(name, sizeof name, "function %d without a profile: its plan", unknown[i]);
        test_status(run, pc_function_plan_make(NULL, NULL, &call, &plan, &err), &err,
                    PC_INVALID_ARGUMENT, name);
        snprintf(name, sizeof name, "function %d without a profile: computed", unknown[i]);
        test_status(run, pc_function_compute(NULL, NULL, &call, &out, &err), &err,
                    PC_INVALID_ARGUMENT, name);
        snprintf(name, sizeof name, "numpy: function %d: its plan", unknown[i]);
        test_status(run, pc_function_plan_make(pc_profile_find("numpy"), NULL, &call, &plan, &err),
                    &err, PC_INVALID_ARGUMENT, name);
    }
    static const char *const listless[] = {"torch", "numpy", "jax", "mlx"};
    for (size_t i = 0; i < sizeof listless / sizeof listless[0]; i++) {
        const pc_profile *profile = pc_profile_find(listless[i]);
        /* Names whose strcmp against another op's is not 1 either, so
        ** only equality can answer them. */
        tap_ok(run, pc_profile_has_op(profile, "xla_broadcast") &&
                        pc_profile_has_op(profile, "matmul") &&
                        !pc_profile_has_op(profile, "no_such_op"),
               "%s has xla_broadcast and matmul, not no_such_op", listless[i]);
    }
}

int main(void) {
    tap_run run;
    tap_start(&run);
    function_names(&run);
    call_misuse(&run);
    concat_values(&run);
    concat_long(&run);
    concat_many_dtype_pairs(&run);
    concat_axis_one(&run);
    concat_axis_none(&run);
    concat_errors(&run);
    concat_torch_legacy_empty(&run);
    stack_cases(&run);
    broadcast_arrays_cases(&run);
    limits(&run);
    numpy_many_dtypes(&run);
    return tap_finish(&run);
}
