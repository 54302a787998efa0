/*
** test_array_size.c: the libraries' limits on the sizes of their arrays
** (oracle/src/array_size.h): PyTorch's product of the sizes in order in
** uint64 (computeStorageNbytesContiguous), NumPy's item size times the
** nonzero sizes (PyArray_NewFromDescr_int), and the element count alone
** elsewhere, on element-wise operands and results and on a function's.
** Each boundary is a pair: the last shape accepted and the first refused.
*/
#include "test_support.h"

#define P62 ((int64_t)1 << 62)
#define P61 ((int64_t)1 << 61)

static pc_status add_plan(const char *profile, pc_dtype dtype, pc_shape a, pc_shape b,
                          pc_binary_plan *plan, pc_error *err) {
    return pc_binary_plan_make(pc_profile_find(profile), NULL, PC_OP_ADD, dtype, &a, dtype, &b,
                               plan, err);
}

/* The status and, when refused, which array the message names. */
static void expect(tap_run *run, pc_status status, const pc_error *err, pc_status expected,
                   int operand, const char *name) {
    test_status(run, status, err, expected, name);
    if (expected != PC_OK && status == expected)
        tap_is_int(run, err->operand_a, operand, name);
}

static void torch_product_in_order(tap_run *run) {
    pc_binary_plan plan;
    pc_error err;
    /* The result [2^62, 4, 0]: 2^64 before the 0. */
    pc_status status = add_plan("torch", PC_FLOAT32, SHAPE(P62, 1, 0), SHAPE(4, 1), &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, -1, "torch: result [2^62,4,0] refused");
    status = add_plan("torch", PC_FLOAT32, SHAPE(P62, 1, 0), SHAPE(3, 1), &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[4611686018427387904,3,0]",
                      "torch: result [2^62,3,0] stays below 2^64");
    status = add_plan("torch", PC_FLOAT32, SHAPE(P62, 0, 1), SHAPE(1, 4), &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[4611686018427387904,0,4]",
                      "torch: the 0 comes before the product passes 2^64");
    status = add_plan("torch", PC_FLOAT32, SHAPE(P62, 4, 0), SHAPE(1), &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, 0, "torch: operand [2^62,4,0] refused");
    status = add_plan("torch", PC_FLOAT32, SHAPE(1), SHAPE(P62, 4, 0), &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, 1, "torch: operand 1 named");
    /* In place: the destination is the result; nothing is allocated. */
    pc_shape destination = SHAPE(P62, 0, 4), source = SHAPE(1, 4);
    status = pc_binary_inplace_plan_make(pc_profile_find("torch"), NULL, PC_OP_ADD, PC_FLOAT32,
                                         &destination, PC_FLOAT32, &source, &plan, &err);
    test_status(run, status, &err, PC_OK, "torch: add_ into [2^62,0,4]");
}

static void numpy_bytes_of_nonzero_sizes(tap_run *run) {
    pc_binary_plan plan;
    pc_error err;
    pc_status status = add_plan("numpy", PC_INT8, SHAPE(P61, 1, 0), SHAPE(4, 1), &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, -1, "numpy: int8 result [2^61,4,0] refused");
    status = add_plan("numpy", PC_INT8, SHAPE(P61, 1, 0), SHAPE(3, 1), &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[2305843009213693952,3,0]",
                      "numpy: int8 result [2^61,3,0] is 3 * 2^61 bytes");
    status = add_plan("numpy", PC_INT8, SHAPE(0, P61, 4), SHAPE(1), &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, 0, "numpy: the 0 first changes nothing");
    status = add_plan("numpy", PC_INT16, SHAPE(P62, 0), SHAPE(1), &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, 0, "numpy: int16 [2^62,0] is 2^63 bytes");
    status = add_plan("numpy", PC_INT8, SHAPE(INT64_MAX, 0), SHAPE(1), &plan, &err);
    test_status(run, status, &err, PC_OK, "numpy: int8 [INT64_MAX,0] is INT64_MAX bytes");
}

static void others_count(tap_run *run) {
    static const char *const profiles[] = {"jax", "array-api", "onnx", "tfjs"};
    for (int p = 0; p < 4; p++) {
        pc_binary_plan plan;
        pc_error err;
        pc_status status = add_plan(profiles[p], PC_FLOAT32, SHAPE(P62, 4, 0),
                                    SHAPE(0, P62, 4, 1), &plan, &err);
        test_shape_result(run, status, &plan.shape, PC_OK,
                          "[0,4611686018427387904,4,0]", profiles[p]);
    }
}

static void functions(tap_run *run) {
    float none[1];
    pc_array arrays[4];
    pc_binary_operand operands[4];
    pc_shape shape = SHAPE(P62, 0);
    for (int i = 0; i < 4; i++) {
        pc_array_init_contiguous(&arrays[i], PC_FLOAT32, &shape, none);
        operands[i] = pc_binary_operand_array(&arrays[i]);
    }
    pc_function_plan plan;
    pc_error err;
    pc_function_call call = {PC_FUNCTION_STACK, 4, operands, {PC_AXIS_GIVEN, 1}};
    pc_status status = pc_function_plan_make(pc_profile_find("torch"), NULL, &call, &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, -1, "torch: stack at 1, [2^62,4,0]");
    call.axis.value = 2;
    status = pc_function_plan_make(pc_profile_find("torch"), NULL, &call, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[4611686018427387904,0,4]",
                      "torch: stack at 2, [2^62,0,4]");
    status = pc_function_plan_make(pc_profile_find("numpy"), NULL, &call, &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, 0, "numpy: float32 operand [2^62,0]");
    status = pc_function_plan_make(pc_profile_find("jax"), NULL, &call, &plan, &err);
    test_status(run, status, &err, PC_OK, "jax: stack at 2 counts");

    /* torch: stack at 0 is cat along 0, whose sizes sum to 2^63; at 1 the
    ** result [2^62,2,0] stays below 2^64 before its 0. */
    pc_function_call pair = {PC_FUNCTION_STACK, 2, operands, {PC_AXIS_GIVEN, 0}};
    status = pc_function_plan_make(pc_profile_find("torch"), NULL, &pair, &plan, &err);
    expect(run, status, &err, PC_SHAPE_OVERFLOW, -1, "torch: stack at 0 sums past INT64_MAX");
    pair.axis.value = 1;
    status = pc_function_plan_make(pc_profile_find("torch"), NULL, &pair, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[4611686018427387904,2,0]",
                      "torch: stack at 1 is a view of a cat along 1");

    /* concat along the last axis up to INT64_MAX, and one past it. */
    unsigned char flags[1];
    pc_shape halves[2] = {SHAPE(0, P62), SHAPE(0, P62 - 1)};
    for (int i = 0; i < 2; i++) {
        pc_array_init_contiguous(&arrays[i], PC_BOOL, &halves[i], flags);
        operands[i] = pc_binary_operand_array(&arrays[i]);
    }
    pc_function_call concat = {PC_FUNCTION_CONCAT, 2, operands, {PC_AXIS_GIVEN, -1}};
    status = pc_function_plan_make(pc_profile_find("torch"), NULL, &concat, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[0,9223372036854775807]",
                      "torch: concat to INT64_MAX along the last axis");
    status = pc_function_plan_make(pc_profile_find("numpy"), NULL, &concat, &plan, &err);
    test_shape_result(run, status, &plan.shape, PC_OK, "[0,9223372036854775807]",
                      "numpy: concat of bool to INT64_MAX bytes");
    pc_array_init_contiguous(&arrays[1], PC_BOOL, &halves[0], flags);
    status = pc_function_plan_make(pc_profile_find("jax"), NULL, &concat, &plan, &err);
    test_status(run, status, &err, PC_SHAPE_OVERFLOW, "jax: concat to 2^63");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    torch_product_in_order(&run);
    numpy_bytes_of_nonzero_sizes(&run);
    others_count(&run);
    functions(&run);
    return tap_finish(&run);
}
