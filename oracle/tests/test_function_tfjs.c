/*
** test_function_tfjs.c: the tfjs profile's functions against TensorFlow.js
** 4.22's sources (tensorflow/tfjs at tag tfjs-v4.22.0): tf.where
** (tfjs-core/src/ops/where.ts, the Select kernel), tf.clipByValue
** (ops/clip_by_value.ts, the ClipByValue and Fill kernels), tf.matMul
** (ops/mat_mul.ts, the BatchMatMul kernel), tf.concat and tf.stack
** (ops/concat.ts, ops/stack.ts, the Concat and Pack kernels).
*/
#include <math.h>

#include "function_case.h"
#include "join_case.h"

#define TFJS "tfjs"
static const fc_case where_cases[] = {
    {"where.ts, Select.ts: upcastType(int32, float32)", TFJS, 0,
     {A1(PC_BOOL, 2, 1, 0), A1(PC_INT32, 2, 1, 2), A1(PC_FLOAT32, 2, 3.5, 4.5)},
     GIVES1(PC_FLOAT32, 2, 1.0, 4.5)},
    {"where.ts: convertToTensor(condition, 'bool') refuses int32", TFJS, 0,
     {A1(PC_INT32, 2, 1, 0), A1(PC_INT32, 2, 1, 2), A1(PC_INT32, 2, 3, 4)},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"where.ts: the condition's dtype before the shapes", TFJS, 0,
     {A1(PC_FLOAT32, 3, 1, 0, 1), A1(PC_INT32, 2, 1, 2), A1(PC_INT32, 2, 3, 4)},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"where.ts: assertAndGetBroadcastShape", TFJS, 0,
     {A1(PC_BOOL, 3, 1, 0, 1), A1(PC_INT32, 2, 1, 2), A1(PC_INT32, 2, 3, 4)},
     FAILS(PC_INCOMPATIBLE_SHAPES)},
    {"where.ts: two numbers are float32 tensors", TFJS, 0,
     {A1(PC_BOOL, 2, 1, 0), INT("1"), INT("2")}, GIVES1(PC_FLOAT32, 2, 1.0, 2.0)},
    {"where.ts: a boolean is bool, upcast with int32", TFJS, 0,
     {A1(PC_BOOL, 2, 1, 0), BOOLEAN("1"), A1(PC_INT32, 2, 3, 4)}, GIVES1(PC_INT32, 2, 1, 4)},
    {"Select.ts: assertNotComplex after the shapes", TFJS, 0,
     {A1(PC_BOOL, 2, 1, 0), A1(PC_COMPLEX64, 2, 1, 2), A1(PC_FLOAT32, 2, 3, 4)},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"where: a complex number cannot be written in JavaScript", TFJS, 0,
     {A1(PC_BOOL, 2, 1, 0), CPLX(1, 2), A1(PC_FLOAT32, 2, 3, 4)}, FAILS(PC_UNDEFINED)},
};

static const fc_case clip_cases[] = {
    {"ClipByValue.ts: NaN stays, -0 below 2 is 2", TFJS, 0,
     {A1(PC_FLOAT32, 4, 1, 5, NAN, -0.0), INT("2"), INT("3")},
     GIVES1(PC_FLOAT32, 4, 2, 3, NAN, 2)},
    {"ClipByValue.ts: bounds stored into the Int32Array (ToInt32)", TFJS, 0,
     {A1(PC_INT32, 3, 1, 5, 3), FLT(2.5), FLT(3.75)}, GIVES1(PC_INT32, 3, 2, 3, 3)},
    {"ClipByValue.ts: a bool x clipped to 0.5 stores 0", TFJS, 0,
     {A1(PC_BOOL, 2, 1, 0), FLT(0.5), INT("3")}, GIVES1(PC_BOOL, 2, 1, 0)},
    {"clip_by_value.ts: min == max fills x's typed array", TFJS, 0,
     {A1(PC_INT32, 2, 1, 5), FLT(2.5), FLT(2.5)}, GIVES1(PC_INT32, 2, 2, 2)},
    {"clip_by_value.ts: fill of 3e9 into an Int32Array", TFJS, 0,
     {A1(PC_INT32, 1, 1), INT("3000000000"), INT("3000000000")},
     GIVES1(PC_INT32, 1, -1294967296.0)},
    {"clip_by_value.ts: min > max is refused", TFJS, 0,
     {A1(PC_INT32, 2, 1, 5), INT("3"), INT("2")}, FAILS(PC_INVALID_VALUE)},
    {"clip_by_value.ts: a NaN bound fails min <= max", TFJS, 0,
     {A1(PC_FLOAT32, 2, 1, 5), FLT(NAN), INT("3")}, FAILS(PC_INVALID_VALUE)},
    {"clip_by_value.ts: min <= max before the kernel's complex64 refusal", TFJS, 0,
     {A1(PC_COMPLEX64, 1, 1), INT("3"), INT("2")}, FAILS(PC_INVALID_VALUE)},
    {"ClipByValue.ts: assertNotComplex", TFJS, 0,
     {A1(PC_COMPLEX64, 1, 1), INT("1"), INT("2")}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"Fill.ts: no complex64 typed array", TFJS, 0,
     {A1(PC_COMPLEX64, 1, 1), INT("2"), INT("2")}, FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"clip_by_value.ts: the bounds are numbers, not null", TFJS, 0,
     {A1(PC_FLOAT32, 2, 1, 5), NONE, INT("3")}, FAILS(PC_UNDEFINED)},
    {"clip_by_value.ts: the bounds are numbers, not tensors", TFJS, 0,
     {A1(PC_FLOAT32, 2, 1, 5), A1(PC_FLOAT32, 1, 2), INT("3")}, FAILS(PC_UNDEFINED)},
    {"clip_by_value.ts: the bounds are numbers, not booleans", TFJS, 0,
     {A1(PC_FLOAT32, 2, 1, 5), BOOLEAN("0"), INT("3")}, FAILS(PC_UNDEFINED)},
};

/* A call of `function` of the tfjs profile (join_case.h). */
static void call_is(tap_run *run, pc_function function, const join_array *given, int count,
                    pc_axis_kind axis_kind, int64_t axis, pc_status expected_status,
                    pc_dtype expected_dtype, const char *expected_shape, const double *expected,
                    const char *name) {
    join_call_is(run, TFJS, function, given, count, axis_kind, axis, expected_status,
                 expected_dtype, expected_shape, expected, name);
}

static void matmul(tap_run *run) {
    pc_function f = PC_FUNCTION_MATMUL;
    call_is(run, f, ARRAYS({PC_FLOAT32, 2, {2, 2}, {1, 2, 3, 4}}, {PC_INT32, 2, {2, 2}, {1, 1, 1, 1}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT32, "[2,2]", VALUES(3, 3, 7, 7),
            "mat_mul.ts: makeTypesMatch(float32, int32)");
    call_is(run, f, ARRAYS({PC_BOOL, 2, {2, 2}, {1, 1, 1, 1}}, {PC_BOOL, 2, {2, 2}, {1, 1, 1, 1}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_BOOL, "[2,2]", VALUES(1, 1, 1, 1),
            "BatchMatMul.ts: bool sums stored in a Uint8Array");
    call_is(run, f, ARRAYS({PC_INT32, 2, {1, 2}, {65536, 65536}}, {PC_INT32, 2, {2, 1}, {65536, 1}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_INT32, "[1,1]", VALUES(65536),
            "BatchMatMul.ts: the double sum 2^32 + 65536 by ToInt32");
    call_is(run, f, ARRAYS({PC_FLOAT32, 2, {1, 3}, {1e8, 1, -1e8}}, {PC_FLOAT32, 2, {3, 1}, {1, 1, 1}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT32, "[1,1]", VALUES(1),
            "BatchMatMul.ts: float32 products summed in double");
    call_is(run, f, ARRAYS({PC_FLOAT32, 1, {2}, {1, 2}}, {PC_FLOAT32, 2, {2, 2}, {1, 2, 3, 4}}),
            PC_AXIS_DEFAULT, 0, PC_INVALID_RANK, PC_DTYPE_NONE, "", NULL,
            "BatchMatMul.ts: a 1-D operand fails the reshape to rank 3");
    call_is(run, f, ARRAYS({PC_FLOAT32, 1, {3}, {1, 2, 3}}, {PC_FLOAT32, 2, {2, 3}, {1, 1, 1, 1, 1, 1}}),
            PC_AXIS_DEFAULT, 0, PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "", NULL,
            "BatchMatMul.ts: the inner sizes before the rank");
    call_is(run, f, ARRAYS({PC_COMPLEX64, 1, {2}, {1, 2}}, {PC_FLOAT32, 2, {2, 2}, {1, 2, 3, 4}}),
            PC_AXIS_DEFAULT, 0, PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE, "", NULL,
            "BatchMatMul.ts: assertNotComplex first");
    call_is(run, f, ARRAYS({PC_FLOAT32, 3, {3, 2, 2}, {1, 0, 0, 1, 2, 0, 0, 2}},
                           {PC_FLOAT32, 2, {2, 2}, {1, 2, 3, 4}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT32, "[3,2,2]", VALUES(1, 2, 3, 4, 2, 4, 6, 8, 0, 0, 0, 0),
            "BatchMatMul.ts: b's single batch for every batch of a");
    call_is(run, f, ARRAYS({PC_FLOAT32, 3, {2, 1, 1}, {1, 2}}, {PC_FLOAT32, 3, {3, 1, 1}, {1, 2, 3}}),
            PC_AXIS_DEFAULT, 0, PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "", NULL,
            "BatchMatMul.ts: batch dimensions through assertAndGetBroadcastShape");
    call_is(run, f, ARRAYS({PC_FLOAT32, 3, {2, 1, 1}, {1, 2}}, {PC_FLOAT32, 3, {1, 1, 1}, {3}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT32, "[2,1,1]", VALUES(3, 6),
            "BatchMatMul.ts: b's batch dimension of size 1 broadcast");
    /* Batches broadcast as outShapeOuterDims says, not as the kernel's
    ** loop reads them (bi % batchDimA, bi % batchDimB over max(batchDimA,
    ** batchDimB) batches: a library bug the profile does not model). */
    call_is(run, f, ARRAYS({PC_FLOAT32, 4, {2, 1, 1, 1}, {1, 2}}, {PC_FLOAT32, 4, {1, 2, 1, 1}, {10, 20}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT32, "[2,2,1,1]", VALUES(10, 20, 20, 40),
            "batches [2,1] and [1,2] broadcast to [2,2]: four products, not the kernel's two");
    call_is(run, f, ARRAYS({PC_FLOAT32, 4, {2, 3, 1, 1}, {1, 2, 3, 4, 5, 6}},
                           {PC_FLOAT32, 4, {2, 1, 1, 1}, {10, 100}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT32, "[2,3,1,1]",
            VALUES(10, 20, 30, 400, 500, 600),
            "batches [2,3] and [2,1]: b's batch i for a's row i, not bi % 2");
    /* Cast.ts keeps the Int32Array: 16777219 - 16777216 is 3 (16777220
    ** - 16777216, 4, were the int32 rounded to float32 first). */
    call_is(run, f, ARRAYS({PC_INT32, 2, {1, 2}, {16777219, -16777216}}, {PC_FLOAT32, 2, {2, 1}, {1, 1}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT32, "[1,1]", VALUES(3),
            "Cast.ts: an int32 operand multiplies as its exact integer");
    call_is(run, f, ARRAYS({PC_INT32, 3, {0, 1, 2}, {0}}, {PC_INT32, 2, {2, 1}, {1, 2}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_INT32, "[0,1,1]", VALUES(0),
            "a batch dimension of size 0: the empty result of the broadcast shape");
}

static void joins(tap_run *run) {
    pc_function c = PC_FUNCTION_CONCAT, s = PC_FUNCTION_STACK;
    call_is(run, c, ARRAYS({PC_INT32, 1, {1}, {1}}, {PC_FLOAT32, 1, {3}, {2.75, -2.75, NAN}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_INT32, "[4]", VALUES(1, 2, -2, 0),
            "Concat.ts: inputs[0]'s dtype, floats stored by ToInt32");
    call_is(run, c, ARRAYS({PC_BOOL, 1, {0}, {0}}, {PC_INT32, 1, {2}, {256, 3}}, {PC_FLOAT32, 1, {1}, {0.5}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_BOOL, "[3]", VALUES(0, 1, 0),
            "Concat.ts: an empty inputs[0] gives the dtype; 256 and 0.5 store 0 in a Uint8Array");
    call_is(run, c, ARRAYS({PC_FLOAT32, 1, {0}, {0}}, {PC_INT32, 1, {1}, {2}}), PC_AXIS_DEFAULT, 0,
            PC_OK, PC_INT32, "[1]", VALUES(2), "Concat.ts: one tensor with elements is the result");
    call_is(run, c, ARRAYS({PC_COMPLEX64, 1, {1}, {1}}, {PC_FLOAT32, 1, {1}, {2}}), PC_AXIS_DEFAULT,
            0, PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE, "", NULL,
            "concat.ts: a complex64 tensors[0] needs every one complex64");
    /* concat.ts's rule for a complex64 tensor in any position (its check
    ** of tensors[0] alone is a library bug): before the axis, even beside
    ** an empty tensor. */
    call_is(run, c, ARRAYS({PC_FLOAT32, 1, {1}, {2}}, {PC_COMPLEX64, 1, {1}, {1}}), PC_AXIS_DEFAULT,
            0, PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE, "", NULL,
            "concat.ts: a complex64 after a real tensor is refused");
    call_is(run, c, ARRAYS({PC_INT32, 1, {0}, {0}}, {PC_COMPLEX64, 1, {1}, {1}}), PC_AXIS_DEFAULT,
            0, PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE, "", NULL,
            "concat.ts: a complex64 beside an empty int32 tensor is refused");
    call_is(run, c, ARRAYS({PC_BOOL, 1, {1}, {1}}, {PC_COMPLEX64, 1, {0}, {0}}), PC_AXIS_GIVEN,
            7, PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE, "", NULL,
            "concat.ts: the complex64 rule before the axis");
    call_is(run, c, ARRAYS({PC_COMPLEX64, 1, {0}, {0}}, {PC_COMPLEX64, 1, {0}, {0}}),
            PC_AXIS_DEFAULT, 0, PC_OK, PC_COMPLEX64, "[0]", VALUES(0),
            "concat: an empty complex64 result is the empty complex64 array (the kernel's "
            "TypeError is a library bug)");
    call_is(run, c, ARRAYS({PC_INT32, 1, {1}, {1}}), PC_AXIS_GIVEN, 5, PC_OK, PC_INT32, "[1]",
            VALUES(1), "concat.ts: one tensor is cloned, its axis unchecked");
    call_is(run, c, ARRAYS({PC_INT32, 0, {0}, {1}}, {PC_INT32, 0, {0}, {2}}), PC_AXIS_GIVEN, 0,
            PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL, "Concat.ts parseAxisParam: [-0, 0)");
    call_is(run, c, ARRAYS({PC_INT32, 2, {1, 2}, {1, 2}}, {PC_INT32, 1, {2}, {1, 2}}),
            PC_AXIS_DEFAULT, 0, PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "", NULL,
            "concat_util.ts assertParamsConsistent: equal ranks");
    call_is(run, c, ARRAYS({PC_INT32, 2, {1, 1}, {1}}, {PC_INT32, 2, {1, 1}, {2}}), PC_AXIS_NONE, 0,
            PC_UNDEFINED, PC_DTYPE_NONE, "", NULL, "concat.ts: the axis is a number, never None");
    call_is(run, c, NULL, 0, PC_AXIS_DEFAULT, 0, PC_INVALID_ARGUMENT, PC_DTYPE_NONE, "", NULL,
            "concat.ts: Pass at least one tensor to concat");
    call_is(run, c, NULL, 0, PC_AXIS_NONE, 0, PC_UNDEFINED, PC_DTYPE_NONE, "", NULL,
            "concat: axis None is no call, whatever the tensors");
    call_is(run, s, ARRAYS({PC_FLOAT32, 1, {1}, {1.5}}, {PC_INT32, 1, {1}, {2}}), PC_AXIS_DEFAULT, 0,
            PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE, "", NULL,
            "Pack.ts: All tensors passed to stack must have matching dtypes");
    call_is(run, s, ARRAYS({PC_INT32, 1, {1}, {1}}, {PC_INT32, 1, {2}, {1, 2}}), PC_AXIS_DEFAULT, 0,
            PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "", NULL,
            "Pack.ts: All tensors passed to stack must have matching shapes");
    call_is(run, s, ARRAYS({PC_INT32, 1, {1}, {1}}, {PC_INT32, 1, {1}, {1}}), PC_AXIS_GIVEN, 2,
            PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL, "stack.ts: Axis must be <= rank of the tensor");
    call_is(run, s, ARRAYS({PC_INT32, 1, {1}, {1}}, {PC_FLOAT32, 1, {1}, {1}}), PC_AXIS_GIVEN, -3,
            PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE, "", NULL,
            "Pack.ts: dtypes before ExpandDims.ts checks a negative axis");
    call_is(run, s, ARRAYS({PC_INT32, 1, {1}, {1}}, {PC_INT32, 1, {1}, {1}}), PC_AXIS_GIVEN, -3,
            PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL, "ExpandDims.ts: [-(rank + 1), rank]");
    call_is(run, s, ARRAYS({PC_INT32, 1, {2}, {1, 2}}, {PC_INT32, 1, {2}, {3, 4}}), PC_AXIS_GIVEN, -1,
            PC_OK, PC_INT32, "[2,2]", VALUES(1, 3, 2, 4), "Pack.ts: expandDims(-1), concat");
    call_is(run, s, ARRAYS({PC_COMPLEX64, 1, {0}, {0}}, {PC_COMPLEX64, 1, {0}, {0}}), PC_AXIS_DEFAULT,
            0, PC_OK, PC_COMPLEX64, "[2,0]", VALUES(0),
            "stack: an empty complex64 result is the empty complex64 array (the Concat kernel's "
            "TypeError is a library bug)");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    for (size_t i = 0; i < sizeof where_cases / sizeof where_cases[0]; i++)
        fc_run(&run, PC_FUNCTION_WHERE, &where_cases[i]);
    for (size_t i = 0; i < sizeof clip_cases / sizeof clip_cases[0]; i++)
        fc_run(&run, PC_FUNCTION_CLIP, &clip_cases[i]);
    matmul(&run);
    joins(&run);
    return tap_finish(&run);
}
