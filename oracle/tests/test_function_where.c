/*
** test_function_where.c: where(condition, x1, x2) in every profile
** (promcast/functions.h; the rules and their sources are in
** oracle/src/function_where_rules.c and docs/semantics.md, "where and
** clip"). Each case's name says which rule it checks.
*/
#include <math.h>

#include "function_case.h"

#define B3 A1(PC_BOOL, 3, 1, 0, 1)
#define I8_3 A1(PC_INT8, 3, 1, 2, 3)
#define U8_3 A1(PC_UINT8, 3, 1, 2, 3)
#define F32_3 A1(PC_FLOAT32, 3, 1, 2, 3)

static const fc_case cases[] = {
    /* torch: TensorCompare.cpp where_self_out and the Scalar overloads. */
    {"torch: result_type(int8, int16) is int16, bool condition", "torch", 0,
     {B3, I8_3, A1(PC_INT16, 3, 10, 20, 30)}, GIVES1(PC_INT16, 3, 1, 20, 3)},
    {"torch: a uint8 condition is deprecated but read as bool", "torch", 0,
     {A1(PC_UINT8, 3, 1, 0, 2), I8_3, A1(PC_INT8, 3, 10, 20, 30)}, GIVES1(PC_INT8, 3, 1, 20, 3)},
    {"torch: an int8 condition: where expected condition to be a boolean tensor", "torch", 0,
     {A1(PC_INT8, 3, 1, 0, 1), I8_3, I8_3}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: a float32 condition is refused", "torch", 0, {A1(PC_FLOAT32, 3, 1, 0, 1), I8_3, I8_3},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: the condition is checked before shapes", "torch", 0,
     {A1(PC_INT8, 2, 1, 0), I8_3, I8_3}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: scalar_tensor(300, uint8) overflows (checked_convert)", "torch", 0,
     {B3, U8_3, INT("300")}, FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: -1 wraps into uint8 (checked_convert lets negatives wrap)", "torch", 0,
     {B3, U8_3, INT("-1")}, GIVES1(PC_UINT8, 3, 1, 255, 3)},
    {"torch: -256 into uint8 overflows", "torch", 0, {B3, U8_3, INT("-256")},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: 1e300 into float32 overflows", "torch", 0, {B3, F32_3, FLT(1e300)},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: 70000 into float16 overflows", "torch", 0, {B3, A1(PC_FLOAT16, 3, 1, 2, 3),
     INT("70000")}, FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: inf converts to float16", "torch", 0, {B3, A1(PC_FLOAT16, 3, 1, 2, 3),
     FLT(INFINITY)}, GIVES1(PC_FLOAT16, 3, 1, INFINITY, 3)},
    {"torch: int8 with a Python bool stays int8", "torch", 0, {B3, I8_3, BOOLEAN("1")},
     GIVES1(PC_INT8, 3, 1, 1, 3)},
    {"torch: two scalars, int and float: the default float", "torch", 0,
     {B3, INT("1"), FLT(2.5)}, GIVES1(PC_FLOAT32, 3, 1, 2.5, 1)},
    {"torch: two ints: int64", "torch", 0, {B3, INT("7"), INT("-3")},
     GIVES1(PC_INT64, 3, 7, -3, 7)},
    {"torch: int32 with a 0-d int64 stays int32", "torch", 0,
     {B3, A1(PC_INT32, 3, 1, 2, 3), A0(PC_INT64, 9)}, GIVES1(PC_INT32, 3, 1, 9, 3)},
    {"torch: condition (2,1), x1 (3), x2 0-d broadcast to (2,3)", "torch", 0,
     {A2(PC_BOOL, 2, 1, 1, 0), F32_3, A0(PC_FLOAT32, -1)},
     GIVES2(PC_FLOAT32, 2, 3, 1, 2, 3, -1, -1, -1)},
    {"torch: condition (2) and x1 (3) do not broadcast", "torch", 0,
     {A1(PC_BOOL, 2, 1, 0), F32_3, F32_3}, FAILS(PC_INCOMPATIBLE_SHAPES)},
    {"torch: where_kernel has no uint16 (after the shapes)", "torch", 0,
     {B3, A1(PC_UINT16, 3, 1, 2, 3), INT("7")}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: a uint32 result is refused too", "torch", 0,
     {B3, A1(PC_UINT32, 3, 1, 2, 3), A0(PC_UINT32, 5)},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: shapes before the kernel's dtypes: uint16 that does not broadcast", "torch", 0,
     {A1(PC_BOOL, 2, 1, 0), A1(PC_UINT16, 3, 1, 2, 3), INT("7")},
     FAILS(PC_INCOMPATIBLE_SHAPES)},
    {"torch: a uint16 condition is refused before the shapes", "torch", 0,
     {A1(PC_UINT16, 2, 1, 0), I8_3, I8_3}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: uint8 results reach the kernel", "torch", 0, {B3, U8_3, INT("7")},
     GIVES1(PC_UINT8, 3, 1, 7, 3)},

    /* numpy: PyArray_Where. */
    {"numpy: an int8 condition is its truth", "numpy", 0,
     {A1(PC_INT8, 3, 0, 5, -1), F32_3, A1(PC_FLOAT32, 3, 10, 20, 30)},
     GIVES1(PC_FLOAT32, 3, 10, 2, 3)},
    {"numpy: a NaN condition is true", "numpy", 0,
     {A1(PC_FLOAT64, 3, NAN, 0, -0.0), F32_3, A1(PC_FLOAT32, 3, 10, 20, 30)},
     GIVES1(PC_FLOAT32, 3, 1, 20, 30)},
    {"numpy: NEP 50: 300 cannot be stored in uint8", "numpy", 0, {B3, U8_3, INT("300")},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"numpy: NEP 50: -1 cannot be stored in uint8", "numpy", 0, {B3, U8_3, INT("-1")},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"numpy: NEP 50: uint8 with 200 stays uint8", "numpy", 0, {B3, U8_3, INT("200")},
     GIVES1(PC_UINT8, 3, 1, 200, 3)},
    {"numpy: int8 with a Python float is float64", "numpy", 0, {B3, I8_3, FLT(1.5)},
     GIVES1(PC_FLOAT64, 3, 1, 1.5, 3)},
    {"numpy: two scalars, int and float: float64", "numpy", 0, {B3, INT("1"), FLT(2.5)},
     GIVES1(PC_FLOAT64, 3, 1, 2.5, 1)},
    {"numpy: a 0-d int64 array is not weak", "numpy", 0, {B3, A0(PC_INT64, 9), I8_3},
     GIVES1(PC_INT64, 3, 9, 2, 9)},
    {"numpy: shapes that do not broadcast", "numpy", 0, {A1(PC_BOOL, 2, 1, 0), F32_3, F32_3},
     FAILS(PC_INCOMPATIBLE_SHAPES)},

    /* jax: util.py _where. */
    {"jax: condition != 0, NaN true", "jax", 0,
     {A1(PC_FLOAT32, 3, NAN, 0, 2), I8_3, A1(PC_INT8, 3, 10, 20, 30)},
     GIVES1(PC_INT8, 3, 1, 20, 3)},
    {"jax: two scalars, int and float: float32 without x64", "jax", 0, {B3, INT("1"), FLT(2.5)},
     GIVES1(PC_FLOAT32, 3, 1, 2.5, 1)},
    {"jax: two ints: int32 without x64", "jax", 0, {B3, INT("1"), INT("2")},
     GIVES1(PC_INT32, 3, 1, 2, 1)},
    {"jax: a Python int beyond int32 without x64", "jax", 0, {B3, F32_3, INT("3000000000")},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"jax: int8 with a weak int stays int8", "jax", 0, {B3, I8_3, INT("-5")},
     GIVES1(PC_INT8, 3, 1, -5, 3)},

    /* mlx: to_arrays, then mlx/ops.cpp where. */
    {"mlx: an int32 condition is astype(bool)", "mlx", 0,
     {A1(PC_INT32, 3, 0, 3, 0), I8_3, A1(PC_INT8, 3, 10, 20, 30)},
     GIVES1(PC_INT8, 3, 10, 2, 30)},
    {"mlx: to_array(300, int8) would overflow", "mlx", 0, {B3, I8_3, INT("300")},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"mlx: two scalars become int32 and float32 arrays: float32", "mlx", 0,
     {B3, INT("1"), FLT(2.5)}, GIVES1(PC_FLOAT32, 3, 1, 2.5, 1)},
    {"mlx: a Python int with a bool array is int32", "mlx", 0,
     {B3, A1(PC_BOOL, 3, 1, 1, 0), INT("2")}, GIVES1(PC_INT32, 3, 1, 2, 0)},

    /* array-api: searching_functions.py where, 2025.12. */
    {"array-api: an int8 condition is left open", "array-api", 0,
     {A1(PC_INT8, 3, 1, 0, 1), I8_3, I8_3}, FAILS(PC_UNDEFINED)},
    {"array-api: two scalars: at least one must be an array", "array-api", 0,
     {B3, INT("1"), INT("2")}, FAILS(PC_UNDEFINED)},
    {"array-api: int8 with int16 is int16", "array-api", 0,
     {B3, I8_3, A1(PC_INT16, 3, 10, 20, 30)}, GIVES1(PC_INT16, 3, 1, 20, 3)},
    {"array-api: a float with an integer array is left open", "array-api", 0,
     {B3, I8_3, FLT(1.5)}, FAILS(PC_UNDEFINED)},
    {"array-api: an int outside int8 is left open", "array-api", 0, {B3, I8_3, INT("300")},
     FAILS(PC_UNDEFINED)},
    {"array-api: an int outside the bounds before the shapes", "array-api", 0,
     {B3, A1(PC_INT8, 2, 1, 2), INT("300")}, FAILS(PC_UNDEFINED)},
    {"array-api: -2**31 is outside int32's printed bounds", "array-api", 0,
     {B3, A1(PC_INT32, 3, 1, 2, 3), INT("-2147483648")}, FAILS(PC_UNDEFINED)},
    {"array-api: float32 with an int is float32", "array-api", 0, {B3, F32_3, INT("-2")},
     GIVES1(PC_FLOAT32, 3, 1, -2, 3)},
    {"array-api: int8 with uint64 is left open", "array-api", 0,
     {B3, I8_3, A1(PC_UINT64, 3, 1, 2, 3)}, FAILS(PC_UNDEFINED)},
};

/* Calls the API refuses as malformed. */
static void check_misuse(tap_run *run) {
    const pc_profile *torch = pc_profile_find("torch");
    pc_error err;
    pc_function_plan plan;
    unsigned char data[4] = {1, 0, 1, 0};
    pc_shape shape = SHAPE(3);
    pc_array array;
    pc_array_init_contiguous(&array, PC_BOOL, &shape, data);
    pc_binary_operand operands[3] = {pc_binary_operand_array(&array),
                                     pc_binary_operand_array(&array),
                                     pc_binary_operand_array(&array)};
    pc_function_call call = {PC_FUNCTION_WHERE, 2, operands, {PC_AXIS_DEFAULT, 0}};
    test_status(run, pc_function_plan_make(torch, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "where with 2 operands");
    call.operand_count = 3;
    test_status(run, pc_function_plan_make(torch, NULL, &call, &plan, &err), &err, PC_OK,
                "where of three bool arrays");
    pc_array bad = array;
    bad.dtype = (pc_dtype)99;
    operands[1] = pc_binary_operand_array(&bad);
    test_status(run, pc_function_plan_make(torch, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "where with a bad dtype id");
    operands[1].array = NULL;
    test_status(run, pc_function_plan_make(torch, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "where with x1 None");
    pc_operand scalar = {PC_OPERAND_SCALAR, PC_DTYPE_NONE, PC_SCALAR_INT, 1, {0, 1, 0, 1, 0}};
    operands[0] = pc_binary_operand_scalar(&scalar);
    operands[1] = pc_binary_operand_array(&array);
    test_status(run, pc_function_plan_make(torch, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "where with a scalar condition");
    operands[0] = pc_binary_operand_array(&array);
    /* An operand is an array or a scalar, never both at once. */
    operands[2].scalar = &scalar;
    test_status(run, pc_function_plan_make(torch, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "where with x2 both an array and a scalar");
    operands[2].scalar = NULL;
    call.axis.kind = PC_AXIS_GIVEN;
    test_status(run, pc_function_plan_make(torch, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "where with an axis");
    call.axis.kind = PC_AXIS_DEFAULT;
    pc_array out;
    pc_array_init_contiguous(&out, PC_INT8, &shape, data);
    test_status(run, pc_function_compute(torch, NULL, &call, &out, &err), &err,
                PC_INVALID_ARGUMENT, "where into an out of the wrong dtype");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        fc_run(&run, PC_FUNCTION_WHERE, &cases[i]);
    check_misuse(&run);
    return tap_finish(&run);
}
