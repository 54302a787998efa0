/*
** test_function_clip.c: clip(x, min, max) in every profile
** (promcast/functions.h; the rules and their sources are in
** oracle/src/function_clip_rules.c and docs/semantics.md, "where and
** clip"). Each case's name says which rule it checks.
*/
#include <math.h>

#include "function_case.h"

#define F32_3 A1(PC_FLOAT32, 3, -2, 0.5, 3)
#define I8_3 A1(PC_INT8, 3, -100, 0, 100)
#define U8_3 A1(PC_UINT8, 3, 0, 100, 200)

static const fc_case cases[] = {
    /* torch: TensorCompare.cpp clamp's meta functions and clamp_out. */
    {"torch: both None: At least one of 'min' or 'max' must not be None", "torch", 0,
     {F32_3, NONE, NONE}, FAILS(PC_INVALID_ARGUMENT)},
    {"torch: float32 clamped to [-1, 1]", "torch", 0, {F32_3, FLT(-1), FLT(1)},
     GIVES1(PC_FLOAT32, 3, -1, 0.5, 1)},
    {"torch: int32 with a float min promotes to the default float", "torch", 0,
     {A1(PC_INT32, 3, -2, 0, 3), FLT(0.5), NONE}, GIVES1(PC_FLOAT32, 3, 0.5, 0.5, 3)},
    {"torch: a float x keeps its dtype with an int bound", "torch", 0,
     {A1(PC_FLOAT16, 3, -2, 0.5, 3), INT("1"), NONE}, GIVES1(PC_FLOAT16, 3, 1, 1, 3)},
    {"torch: prepare_clamp_bound drops uint8 min -1", "torch", 0, {U8_3, INT("-1"), NONE},
     GIVES1(PC_UINT8, 3, 0, 100, 200)},
    {"torch: prepare_clamp_bound refuses uint8 min 300", "torch", 0, {U8_3, INT("300"), NONE},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: prepare_clamp_bound drops uint8 max 300", "torch", 0,
     {U8_3, INT("50"), INT("300")}, GIVES1(PC_UINT8, 3, 50, 100, 200)},
    {"torch: prepare_clamp_bound refuses int8 max -200", "torch", 0, {I8_3, NONE, INT("-200")},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: min > max gives max", "torch", 0, {F32_3, FLT(2), FLT(1)},
     GIVES1(PC_FLOAT32, 3, 1, 1, 1)},
    {"torch: a NaN bound fills the result with NaN", "torch", 0, {F32_3, FLT(NAN), FLT(1)},
     GIVES1(PC_FLOAT32, 3, NAN, NAN, NAN)},
    {"torch: a NaN x stays NaN", "torch", 0, {A1(PC_FLOAT32, 3, NAN, 0.5, 3), FLT(-1), FLT(1)},
     GIVES1(PC_FLOAT32, 3, NAN, 0.5, 1)},
    {"torch: clamp_scalar_cpu has no bool kernel", "torch", 0,
     {A1(PC_BOOL, 3, 0, 1, 0), BOOLEAN("1"), NONE}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: clamp is not supported for complex types", "torch", 0,
     {A1(PC_COMPLEX64, 3, 1, 2, 3), FLT(0), NONE}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: a complex bound makes a complex result, refused", "torch", 0,
     {A1(PC_INT8, 3, 1, 2, 3), CPLX(0, 1), NONE}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: a float x keeps float32 with a complex bound, whose toDouble() overflows", "torch",
     0, {F32_3, CPLX(0, 1), NONE}, FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: a complex bound with a zero imaginary part clamps by its real part", "torch", 0,
     {F32_3, CPLX(1, 0), NONE}, GIVES1(PC_FLOAT32, 3, 1, 1, 3)},
    {"torch: a number and a tensor as bounds fit no overload", "torch", 0,
     {F32_3, FLT(0), F32_3}, FAILS(PC_INVALID_ARGUMENT)},
    {"torch: Scalar::to<float>(1e300) overflows", "torch", 0, {F32_3, FLT(1e300), NONE},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: a number and a 0-d tensor bind the Scalar overload (item())", "torch", 0,
     {A0(PC_BOOL, 1), A0(PC_BOOL, 0), INT("-2147483649")}, GIVES0(PC_INT64, -2147483649.0)},
    {"torch: a 0-d float32 bound is a wrapped float: int32 x gives the default float", "torch",
     0, {A1(PC_INT32, 3, -2, 0, 3), A0(PC_FLOAT32, 0.5), INT("2")},
     GIVES1(PC_FLOAT32, 3, 0.5, 0.5, 2)},
    {"torch: a 0-d int64 bound beside a number keeps int8 x int8", "torch", 0,
     {I8_3, INT("-5"), A0(PC_INT64, 7)}, GIVES1(PC_INT8, 3, -5, 0, 7)},
    {"torch: bool 0-d bound and bool number: clamp_scalar_cpu has no bool", "torch", 0,
     {A0(PC_BOOL, 0), A0(PC_BOOL, 0), BOOLEAN("1")}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: no overload is found before a number is unpacked", "torch", 0,
     {F32_3, INT("18446744073709551616"), F32_3}, FAILS(PC_INVALID_ARGUMENT)},
    {"torch: a number is unpacked before clamp refuses a complex x", "torch", 0,
     {A1(PC_COMPLEX64, 3, 1, 2, 3), INT("18446744073709551616"), NONE},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"torch: clamp_scalar_cpu has no uint16", "torch", 0,
     {A1(PC_UINT16, 3, 1, 2, 3), NONE, INT("2")}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: clamp_cpu has no uint32", "torch", 0,
     {A1(PC_UINT32, 3, 1, 2, 3), A0(PC_UINT32, 1), A0(PC_UINT32, 2)},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: maximum_cpu has no uint64", "torch", 0,
     {A1(PC_UINT64, 3, 1, 2, 3), A0(PC_UINT64, 1), NONE}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: minimum_cpu has no complex (the meta function looks at x alone)", "torch", 0,
     {A1(PC_INT32, 3, 1, 2, 3), NONE, A0(PC_COMPLEX64, 2)}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: Tensor overload broadcasts x (2,1) with min (3)", "torch", 0,
     {A2(PC_FLOAT32, 2, 1, 0, 5), A1(PC_FLOAT32, 3, 1, 2, 6), NONE},
     GIVES2(PC_FLOAT32, 2, 3, 1, 2, 6, 5, 5, 6)},
    {"torch: Tensor overload promotes x, min and max together", "torch", 0,
     {A1(PC_INT32, 3, 1, 5, 9), A0(PC_INT64, 2), A1(PC_FLOAT32, 3, 4, 4, 4)},
     GIVES1(PC_FLOAT32, 3, 2, 4, 4)},
    {"torch: Tensor overload, one bound: maximum of bools", "torch", 0,
     {A1(PC_BOOL, 3, 0, 1, 0), A1(PC_BOOL, 3, 1, 0, 0), NONE}, GIVES1(PC_BOOL, 3, 1, 1, 0)},
    {"torch: Tensor overload, both bounds: clamp_cpu has no bool kernel", "torch", 0,
     {A1(PC_BOOL, 3, 0, 1, 0), A1(PC_BOOL, 3, 1, 0, 0), A1(PC_BOOL, 3, 1, 1, 1)},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"torch: Tensor overload, NaN in min gives NaN", "torch", 0,
     {F32_3, A1(PC_FLOAT32, 3, NAN, 0, 0), A1(PC_FLOAT32, 3, 1, 1, 1)},
     GIVES1(PC_FLOAT32, 3, NAN, 0.5, 1)},
    {"torch: Tensor overload, shapes that do not broadcast", "torch", 0,
     {F32_3, A1(PC_FLOAT32, 2, 0, 0), NONE}, FAILS(PC_INCOMPATIBLE_SHAPES)},

    /* numpy: _methods._clip, then positive, minimum, maximum or the clip
    ** ufunc. */
    {"numpy: both None is positive(x), a copy", "numpy", 0, {F32_3, NONE, NONE},
     GIVES1(PC_FLOAT32, 3, -2, 0.5, 3)},
    {"numpy: both None on bool: positive has no bool loop", "numpy", 0,
     {A1(PC_BOOL, 3, 0, 1, 0), NONE, NONE}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"numpy: int bounds beyond int8 are dropped", "numpy", 0, {I8_3, INT("-200"), INT("200")},
     GIVES1(PC_INT8, 3, -100, 0, 100)},
    {"numpy: uint8 min -1 dropped, then minimum(x, 150)", "numpy", 0,
     {U8_3, INT("-1"), INT("150")}, GIVES1(PC_UINT8, 3, 0, 100, 150)},
    {"numpy: uint8 min 300 is kept, maximum(x, 300) overflows", "numpy", 0,
     {U8_3, INT("300"), NONE}, FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"numpy: int8 with a float min: the clip ufunc in float64", "numpy", 0,
     {I8_3, FLT(0.5), INT("2")}, GIVES1(PC_FLOAT64, 3, 0.5, 0.5, 2)},
    {"numpy: float32 clip ties give the bound (+0.0 for x -0.0)", "numpy", 0,
     {A1(PC_FLOAT32, 1, -0.0), A1(PC_FLOAT32, 1, 0.0), FLT(1)}, GIVES1(PC_FLOAT32, 1, 0.0)},
    {"numpy: float16 clip ties keep x (-0.0)", "numpy", 0,
     {A1(PC_FLOAT16, 1, -0.0), A1(PC_FLOAT16, 1, 0.0), FLT(1)}, GIVES1(PC_FLOAT16, 1, -0.0)},
    {"numpy: a NaN min gives NaN", "numpy", 0,
     {F32_3, A1(PC_FLOAT32, 3, NAN, 0, 0), FLT(1)}, GIVES1(PC_FLOAT32, 3, NAN, 0.5, 1)},
    {"numpy: the clip ufunc broadcasts x (3) with min (2,1)", "numpy", 0,
     {F32_3, A2(PC_FLOAT32, 2, 1, 0, 1), FLT(2)},
     GIVES2(PC_FLOAT32, 2, 3, 0, 0.5, 2, 1, 1, 2)},
    {"numpy: min > max gives max", "numpy", 0, {F32_3, FLT(2), FLT(1)},
     GIVES1(PC_FLOAT32, 3, 1, 1, 1)},
    {"numpy: bool has a clip loop", "numpy", 0,
     {A1(PC_BOOL, 3, 0, 1, 0), BOOLEAN("1"), BOOLEAN("1")}, GIVES1(PC_BOOL, 3, 1, 1, 1)},

    /* jax: lax_numpy.py clip. */
    {"jax: a complex x is refused", "jax", 0, {A1(PC_COMPLEX64, 3, 1, 2, 3), FLT(0), NONE},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"jax: a complex bound is refused", "jax", 0, {F32_3, CPLX(0, 1), NONE},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"jax: both None returns x", "jax", 0, {I8_3, NONE, NONE}, GIVES1(PC_INT8, 3, -100, 0, 100)},
    {"jax: maximum(-1, int8) then minimum(1.5, int8): float32", "jax", 0,
     {I8_3, INT("-1"), FLT(1.5)}, GIVES1(PC_FLOAT32, 3, -1, 0, 1.5)},
    {"jax: IEEE maximum keeps NaN", "jax", 0, {A1(PC_FLOAT32, 3, NAN, 1, 5), FLT(2), NONE},
     GIVES1(PC_FLOAT32, 3, NAN, 2, 5)},
    {"jax: min > max gives max", "jax", 0, {F32_3, FLT(2), FLT(1)},
     GIVES1(PC_FLOAT32, 3, 1, 1, 1)},
    {"jax: the jit boundary first: an int beyond int32 before a complex bound", "jax", 0,
     {F32_3, CPLX(0, 1), INT("2147483648")}, FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"jax: the jit boundary first: an int beyond int32 before a complex x", "jax", 0,
     {A1(PC_COMPLEX64, 3, 1, 2, 3), INT("-129"), INT("1099511627776")},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"jax: the jit boundary first: before no_promotion of float8", "jax", 0,
     {F32_3, A1(PC_FLOAT8_E4M3FN, 3, 1, 2, 3), INT("-2147483649")},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"jax: both None: an int64 x is held as int32 without x64", "jax", 0,
     {A0(PC_INT64, -6), NONE, NONE}, GIVES0(PC_INT32, -6)},
    {"jax: both None: a float64 x is held as float32 without x64", "jax", 0,
     {A0(PC_FLOAT64, 0.1), NONE, NONE}, GIVES0(PC_FLOAT32, (double)0.1f)},
    {"jax: a Python int beyond int32 without x64", "jax", 0, {F32_3, INT("3000000000"), NONE},
     FAILS(PC_SCALAR_OUT_OF_RANGE)},

    /* mlx: python/src/ops.cpp clip, mlx/ops.cpp clip. */
    {"mlx: both None: At most one of a_min and a_max may be None", "mlx", 0,
     {F32_3, NONE, NONE}, FAILS(PC_INVALID_ARGUMENT)},
    {"mlx: max 300 made an array against int8 overflows", "mlx", 0,
     {I8_3, FLT(0.5), INT("300")}, FAILS(PC_SCALAR_OUT_OF_RANGE)},
    {"mlx: maximum(int8, float32) then minimum(float32, int8 2)", "mlx", 0,
     {I8_3, FLT(0.5), INT("2")}, GIVES1(PC_FLOAT32, 3, 0.5, 0.5, 2)},
    {"mlx: x (3) and max (2,1) broadcast to (2,3)", "mlx", 0,
     {F32_3, NONE, A2(PC_FLOAT32, 2, 1, 0, 1)}, GIVES2(PC_FLOAT32, 2, 3, -2, 0, 0, -2, 0.5, 1)},

    /* array-api: elementwise_functions.py clip, 2025.12. */
    {"array-api: bool x is left open", "array-api", 0,
     {A1(PC_BOOL, 3, 0, 1, 0), NONE, NONE}, FAILS(PC_UNDEFINED)},
    {"array-api: complex x is left open", "array-api", 0,
     {A1(PC_COMPLEX64, 3, 0, 1, 0), NONE, NONE}, FAILS(PC_UNDEFINED)},
    {"array-api: a bound of another dtype is left open", "array-api", 0,
     {I8_3, A1(PC_INT16, 3, 0, 0, 0), NONE}, FAILS(PC_UNDEFINED)},
    {"array-api: a float bound with an int8 x is left open", "array-api", 0,
     {I8_3, FLT(0.5), NONE}, FAILS(PC_UNDEFINED)},
    {"array-api: an int bound outside int8 is left open", "array-api", 0,
     {I8_3, INT("-200"), NONE}, FAILS(PC_UNDEFINED)},
    {"array-api: a bool bound is not in the signature", "array-api", 0,
     {I8_3, BOOLEAN("1"), NONE}, FAILS(PC_UNDEFINED)},
    {"array-api: float32 clipped by an int and a float", "array-api", 0,
     {F32_3, INT("-1"), FLT(1)}, GIVES1(PC_FLOAT32, 3, -1, 0.5, 1)},
    {"array-api: both None returns x's elements", "array-api", 0, {I8_3, NONE, NONE},
     GIVES1(PC_INT8, 3, -100, 0, 100)},
    {"array-api: min > max is left open", "array-api", 0, {F32_3, FLT(2), FLT(1)},
     FAILS(PC_UNDEFINED)},
    {"array-api: min > max where it is never read is still open", "array-api", 0,
     {I8_3, A1(PC_INT8, 3, 0, 5, 0), A1(PC_INT8, 3, 1, 1, 1)}, FAILS(PC_UNDEFINED)},
    {"array-api: a three-way broadcast may grow the result", "array-api", 0,
     {F32_3, A2(PC_FLOAT32, 2, 1, 0, 1), FLT(2)},
     GIVES2(PC_FLOAT32, 2, 3, 0, 0.5, 2, 1, 1, 2)},
    {"array-api: signed zeros meeting are left open", "array-api", 0,
     {A1(PC_FLOAT32, 1, -0.0), A1(PC_FLOAT32, 1, 0.0), NONE}, FAILS(PC_UNDEFINED)},
    {"array-api: a NaN x gives NaN", "array-api", 0,
     {A1(PC_FLOAT32, 3, NAN, 0.5, 3), FLT(-1), FLT(1)}, GIVES1(PC_FLOAT32, 3, NAN, 0.5, 1)},
    {"array-api: a NaN bound gives NaN", "array-api", 0,
     {F32_3, A1(PC_FLOAT32, 3, NAN, NAN, NAN), NONE}, GIVES1(PC_FLOAT32, 3, NAN, NAN, NAN)},
    {"array-api: -2**31 is outside int32's printed bounds", "array-api", 0,
     {A1(PC_INT32, 3, 1, 2, 3), INT("-2147483648"), A0(PC_INT32, 2)}, FAILS(PC_UNDEFINED)},
    {"array-api: -2**31 + 1 is inside them", "array-api", 0,
     {A1(PC_INT32, 3, 1, 2, 3), INT("-2147483647"), A0(PC_INT32, 2)},
     GIVES1(PC_INT32, 3, 1, 2, 2)},
    {"array-api: an int outside the bounds before the shapes", "array-api", 0,
     {A1(PC_INT8, 2, 1, 2), INT("300"), A1(PC_INT8, 3, 9, 9, 9)}, FAILS(PC_UNDEFINED)},
    {"array-api: shapes that do not broadcast", "array-api", 0,
     {F32_3, A1(PC_FLOAT32, 2, 0, 0), NONE}, FAILS(PC_INCOMPATIBLE_SHAPES)},
};

/* Calls the API refuses as malformed. */
static void check_misuse(tap_run *run) {
    const pc_profile *numpy = pc_profile_find("numpy");
    pc_error err;
    pc_function_plan plan;
    float data[3] = {1, 2, 3};
    pc_shape shape = SHAPE(3);
    pc_array array;
    pc_array_init_contiguous(&array, PC_FLOAT32, &shape, data);
    pc_binary_operand operands[3] = {pc_binary_operand_array(&array), {NULL, NULL},
                                     {NULL, NULL}};
    pc_function_call call = {PC_FUNCTION_CLIP, 1, operands, {PC_AXIS_DEFAULT, 0}};
    test_status(run, pc_function_plan_make(numpy, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "clip with 1 operand");
    call.operand_count = 3;
    operands[0].array = NULL;
    test_status(run, pc_function_plan_make(numpy, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "clip with x None");
    pc_array bad = array;
    bad.dtype = (pc_dtype)-7;
    operands[0] = pc_binary_operand_array(&bad);
    test_status(run, pc_function_plan_make(numpy, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "clip with a bad dtype id");
    operands[0] = pc_binary_operand_array(&array);
    pc_operand scalar = {PC_OPERAND_SCALAR, PC_DTYPE_NONE, (pc_scalar_kind)9, 1, {0, 1, 0, 1, 0}};
    operands[1] = pc_binary_operand_scalar(&scalar);
    test_status(run, pc_function_plan_make(numpy, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "clip with a bad scalar kind");
    scalar.scalar_kind = PC_SCALAR_INT;
    scalar.has_value = 0;
    test_status(run, pc_function_plan_make(numpy, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "clip with a scalar without its value");
    test_status(run, pc_function_compute(numpy, NULL, &call, NULL, &err), &err,
                PC_INVALID_ARGUMENT, "clip without an out");
    scalar.has_value = 1;
    scalar.category = PC_OPERAND_ZERO_DIM;
    test_status(run, pc_function_plan_make(numpy, NULL, &call, &plan, &err), &err,
                PC_INVALID_ARGUMENT, "clip with a scalar bound of another category");
    /* Both bounds None: NumPy's x unchanged, into an out of another dtype. */
    operands[1] = operands[2] = (pc_binary_operand){NULL, NULL};
    double wide[3];
    pc_array out;
    pc_array_init_contiguous(&out, PC_FLOAT64, &shape, wide);
    test_status(run, pc_function_compute(numpy, NULL, &call, &out, &err), &err,
                PC_INVALID_ARGUMENT, "clip into an out of float64 where the plan says float32");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        fc_run(&run, PC_FUNCTION_CLIP, &cases[i]);
    check_misuse(&run);
    return tap_finish(&run);
}
