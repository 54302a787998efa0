/*
** test_profile_onnx.c: the onnx profile against the ONNX operator
** specifications at opset 26 (github.com/onnx/onnx v1.21.0).
**
** Each operator's type constraints are copied here as docs/Operators.md
** prints them ("tensor(uint8), tensor(uint16), ...") and parsed, so the
** expected outcomes do not come from the oracle's tables; every pair of
** the profile's dtypes is then planned for every operator: a dtype outside
** input 0's constraint, then outside input 1's, is
** unsupported_dtype_for_op; two dtypes for one type parameter are
** no_promotion; else the result is T (the base's for Pow), or bool.
** Then values the text or the reference implementation
** (onnx/reference/ops/op_*.py) gives, the ones left open, and the
** functions of several arrays.
*/
#include <string.h>

#include "function_case.h"
#include "promcast/functions.h"
#include "test_profile_support.h"
#include "value_cases.h"

/* docs/Operators.md, "Type Constraints" of each operator (v1.21.0). */
#define NUMERIC                                                                              \
    "tensor(uint8), tensor(uint16), tensor(uint32), tensor(uint64), tensor(int8), "          \
    "tensor(int16), tensor(int32), tensor(int64), tensor(float16), tensor(float), "          \
    "tensor(double), tensor(bfloat16)"
#define INTEGERS                                                                             \
    "tensor(uint8), tensor(uint16), tensor(uint32), tensor(uint64), tensor(int8), "          \
    "tensor(int16), tensor(int32), tensor(int64)"

typedef struct operator_types {
    pc_binary_op op;
    const char *name;
    const char *input0;
    const char *input1;
    int bool_result;
    /* 1: a type of the constraint that is not an integer is refused after
    ** the binding (Mod's fmod = 0, which the schema does not enforce). */
    int integers_after_binding;
} operator_types;

static const operator_types operators[] = {
    {PC_OP_ADD, "Add", NUMERIC, NUMERIC, 0, 0},
    {PC_OP_SUBTRACT, "Sub", NUMERIC, NUMERIC, 0, 0},
    {PC_OP_MULTIPLY, "Mul", NUMERIC, NUMERIC, 0, 0},
    {PC_OP_DIVIDE, "Div", NUMERIC, NUMERIC, 0, 0},
    {PC_OP_MAXIMUM, "Max", NUMERIC, NUMERIC, 0, 0},
    {PC_OP_MINIMUM, "Min", NUMERIC, NUMERIC, 0, 0},
    {PC_OP_EQUAL, "Equal", "tensor(bool), " NUMERIC ", tensor(string)",
     "tensor(bool), " NUMERIC ", tensor(string)", 1, 0},
    {PC_OP_LESS, "Less", NUMERIC, NUMERIC, 1, 0},
    {PC_OP_LESS_EQUAL, "LessOrEqual", NUMERIC, NUMERIC, 1, 0},
    {PC_OP_GREATER, "Greater", NUMERIC, NUMERIC, 1, 0},
    {PC_OP_GREATER_EQUAL, "GreaterOrEqual", NUMERIC, NUMERIC, 1, 0},
    {PC_OP_BITWISE_AND, "BitwiseAnd", INTEGERS, INTEGERS, 0, 0},
    {PC_OP_BITWISE_OR, "BitwiseOr", INTEGERS, INTEGERS, 0, 0},
    {PC_OP_BITWISE_XOR, "BitwiseXor", INTEGERS, INTEGERS, 0, 0},
    {PC_OP_BITWISE_LEFT_SHIFT, "BitShift", "tensor(uint8), tensor(uint16), tensor(uint32), tensor(uint64)",
     "tensor(uint8), tensor(uint16), tensor(uint32), tensor(uint64)", 0, 0},
    {PC_OP_BITWISE_RIGHT_SHIFT, "BitShift", "tensor(uint8), tensor(uint16), tensor(uint32), tensor(uint64)",
     "tensor(uint8), tensor(uint16), tensor(uint32), tensor(uint64)", 0, 0},
    {PC_OP_LOGICAL_AND, "And", "tensor(bool)", "tensor(bool)", 1, 0},
    {PC_OP_LOGICAL_OR, "Or", "tensor(bool)", "tensor(bool)", 1, 0},
    {PC_OP_LOGICAL_XOR, "Xor", "tensor(bool)", "tensor(bool)", 1, 0},
    /* Mod: the schema's T is the numeric types; "If the input type is
    ** floating point, then fmod attribute must be set to 1": remainder is
    ** fmod = 0, integers only, once T is bound. */
    {PC_OP_REMAINDER, "Mod (fmod = 0)", NUMERIC, NUMERIC, 0, 1},
    /* Pow: T for X, T1 for Y. */
    {PC_OP_POW, "Pow",
     "tensor(int32), tensor(int64), tensor(float16), tensor(float), tensor(double), tensor(bfloat16)",
     NUMERIC, 0, 0},
};

/* An ONNX type name as a dtype; PC_DTYPE_NONE for one outside the case
** format (string). */
static pc_dtype onnx_type(const char *name, size_t length) {
    static const struct {
        const char *onnx;
        pc_dtype dtype;
    } renamed[] = {{"float", PC_FLOAT32}, {"double", PC_FLOAT64}};
    for (size_t i = 0; i < sizeof renamed / sizeof renamed[0]; i++)
        if (strlen(renamed[i].onnx) == length && memcmp(renamed[i].onnx, name, length) == 0)
            return renamed[i].dtype;
    pc_dtype dtype = PC_DTYPE_NONE;
    if (!pc_dtype_parse(name, length, &dtype)) return PC_DTYPE_NONE;
    return dtype;
}

/* The set "tensor(a), tensor(b), ..." as 1 << dtype bits. */
static uint32_t parse_set(const char *text) {
    uint32_t set = 0;
    for (const char *p = strstr(text, "tensor("); p != NULL; p = strstr(p, "tensor(")) {
        p += strlen("tensor(");
        size_t length = strcspn(p, ")");
        pc_dtype dtype = onnx_type(p, length);
        if (dtype != PC_DTYPE_NONE) set |= UINT32_C(1) << dtype;
        p += length;
    }
    return set;
}

static void constraints(tap_run *run, const pc_profile *onnx) {
    int64_t dims[1] = {2};
    pc_shape shape = test_shape(dims, 1);
    for (size_t i = 0; i < sizeof operators / sizeof operators[0]; i++) {
        const operator_types *o = &operators[i];
        uint32_t in0 = parse_set(o->input0), in1 = parse_set(o->input1);
        int pairs = 0, mismatches = 0;
        for (int a = 0; a < PC_DTYPE_COUNT; a++) {
            for (int b = 0; b < PC_DTYPE_COUNT; b++) {
                if (!pc_profile_has_dtype(onnx, (pc_dtype)a) || !pc_profile_has_dtype(onnx, (pc_dtype)b))
                    continue;
                pc_status expected = PC_OK;
                pc_dtype dtype = o->bool_result ? PC_BOOL : (pc_dtype)a;
                if (!(in0 >> a & 1u) || !(in1 >> b & 1u))
                    expected = PC_UNSUPPORTED_DTYPE_FOR_OP;
                else if (a != b && o->op != PC_OP_POW)
                    expected = PC_NO_PROMOTION;
                else if (o->integers_after_binding && !pc_dtype_is_integral((pc_dtype)a))
                    expected = PC_UNSUPPORTED_DTYPE_FOR_OP;
                pc_binary_plan plan;
                pc_error err;
                pc_status got = pc_binary_plan_make(onnx, NULL, o->op, (pc_dtype)a, &shape,
                                                    (pc_dtype)b, &shape, &plan, &err);
                pairs++;
                if (got != expected || (got == PC_OK && plan.result_dtype != dtype)) {
                    if (mismatches++ < 3)
                        tap_diag(run, "%s(%s, %s): got %s, expected %s", o->name,
                                 pc_dtype_name((pc_dtype)a), pc_dtype_name((pc_dtype)b),
                                 pc_status_name(got), pc_status_name(expected));
                }
            }
        }
        tap_ok(run, mismatches == 0 && pairs == 17 * 17,
               "Operators.md %s: the type constraints over the 17 dtypes' %d pairs", o->name,
               pairs);
    }
}

/* Input by input, its type then its binding; shapes after
** (onnx/defs/schema.cc §OpSchema::CheckInputOutputType, then shape
** inference). */
static void order(tap_run *run, const pc_profile *onnx) {
    int64_t two[1] = {2}, three[1] = {3};
    pc_shape s2 = test_shape(two, 1), s3 = test_shape(three, 1);
    test_plan_is(run, onnx, 0, PC_OP_ADD, PC_INT32, s2, PC_BOOL, s2, 0,
                 PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE,
                 "CheckInputOutputType: Add(int32, bool) reports bool invalid, not two types");
    test_plan_is(run, onnx, 0, PC_OP_ADD, PC_BOOL, s2, PC_INT32, s3, 0,
                 PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE,
                 "CheckInputOutputType: types before shapes");
    test_plan_is(run, onnx, 0, PC_OP_ADD, PC_INT32, s2, PC_INT64, s3, 0, PC_NO_PROMOTION,
                 PC_DTYPE_NONE, "CheckInputOutputType: the binding before shapes");
    test_plan_is(run, onnx, 0, PC_OP_ADD, PC_INT32, s2, PC_INT32, s3, 0, PC_INCOMPATIBLE_SHAPES,
                 PC_DTYPE_NONE, "Broadcasting.md: multidirectional broadcasting");
    test_plan_is(run, onnx, 0, PC_OP_ADD, PC_INT32, s2, PC_INT32, s2, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "ONNX values are immutable: no in-place form");
    test_plan_is(run, onnx, 0, PC_OP_FLOOR_DIVIDE, PC_INT32, s2, PC_INT32, s2, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "no ONNX operator is floor_divide");
    test_plan_is(run, onnx, 0, PC_OP_POW, PC_FLOAT16, s2, PC_INT64, s2, 0, PC_OK, PC_FLOAT16,
                 "Pow-15: X of T, Y of T1, the output of T");
    test_plan_is(run, onnx, 0, PC_OP_REMAINDER, PC_INT8, s2, PC_FLOAT16, s2, 0, PC_NO_PROMOTION,
                 PC_DTYPE_NONE,
                 "Mod-13: the schema's T binds first; fmod = 0's integers come after");
    test_plan_is(run, onnx, 0, PC_OP_REMAINDER, PC_FLOAT32, s2, PC_FLOAT32, s3, 0,
                 PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE,
                 "Mod-13: a float T with fmod = 0 is refused before shapes");
}

static void ops_and_scalars(tap_run *run, const pc_profile *onnx) {
    static const char *const has[] = {"add", "divide", "remainder", "pow", "bitwise_left_shift",
                                      "logical_xor", "where", "clip", "matmul", "concat", "stack",
                                      "broadcast_to"};
    static const char *const lacks[] = {"not_equal", "floor_divide", "atan2", "hypot",
                                        "copysign", "nextafter", "logaddexp", "add_inplace",
                                        "promote_types", "result_type", "can_cast", "vecdot",
                                        "broadcast_shapes", "broadcast_arrays", "sum_to_shape",
                                        "xla_broadcast", "inplace_broadcast"};
    for (size_t i = 0; i < sizeof has / sizeof has[0]; i++)
        tap_ok(run, pc_profile_has_op(onnx, has[i]), "onnx has %s", has[i]);
    for (size_t i = 0; i < sizeof lacks / sizeof lacks[0]; i++)
        tap_ok(run, !pc_profile_has_op(onnx, lacks[i]), "onnx lacks %s", lacks[i]);
    tap_ok(run, !pc_profile_has_dtype(onnx, PC_COMPLEX32), "ONNX has no complex32");
    test_result_type_is(run, onnx, 0, TEST_OPERANDS(test_dim(PC_INT32), test_scalar(PC_SCALAR_INT)),
                        PC_UNDEFINED, PC_DTYPE_NONE, "ONNX has no Python scalars");
    test_promote_is(run, onnx, 0, PC_FLOAT32, PC_FLOAT32, PC_OK, PC_FLOAT32,
                    "one type is itself");
    test_promote_is(run, onnx, 0, PC_INT8, PC_INT16, PC_NO_PROMOTION, PC_DTYPE_NONE,
                    "ONNX does not promote");
}

#define I32(v) {.i32 = v}
#define I64(v) {.i64 = v}
#define F32(v) {.f32 = v}
static const value_case value_cases[] = {
    {"onnx", PC_OP_DIVIDE, 0, 4, PC_INT32, {I32(7), I32(-7), I32(7), I32(-7)}, PC_INT32,
     {I32(2), I32(2), I32(-2), I32(-2)}, PC_INT32, {I32(3), I32(-3), I32(-3), I32(3)},
     "Operators.md Div: integer division truncates toward zero"},
    {"onnx", PC_OP_DIVIDE, 0, 1, PC_INT32, {I32(INT32_MIN)}, PC_INT32, {I32(-1)}, PC_INT32,
     {I32(INT32_MIN)}, "op_div.py: INT_MIN / -1 wraps as numpy's floor_divide"},
    {"onnx", PC_OP_REMAINDER, 0, 2, PC_INT32, {I32(7), I32(-7)}, PC_INT32, {I32(-3), I32(3)},
     PC_INT32, {I32(-2), I32(2)}, "Operators.md Mod: the sign of the divisor"},
    {"onnx", PC_OP_POW, 0, 3, PC_INT32, {I32(2), I32(3), I32(-2)}, PC_FLOAT32,
     {F32(0.5f), F32(1.5f), F32(3.0f)}, PC_INT32, {I32(1), I32(5), I32(-8)},
     "op_pow.py: np.power(a, b).astype(a.dtype) truncates"},
    {"onnx", PC_OP_POW, 0, 2, PC_INT32, {I32(3), I32(-3)}, PC_INT64, {I64(40), I64(3)}, PC_INT32,
     {I32(689956897), I32(-27)}, "op_pow.py: integer power wraps, then the base's width"},
    {"onnx", PC_OP_POW, 0, 2, PC_FLOAT32, {F32(2.0f), F32(0.0f)}, PC_INT64, {I64(-2), I64(-1)},
     PC_FLOAT32, {F32(0.25f), F32(INFINITY)}, "Pow-15: a float base to an int64 exponent"},
    {"onnx", PC_OP_BITWISE_LEFT_SHIFT, 0, 3, PC_UINT8, {U8(255), U8(1), U8(1)}, PC_UINT8,
     {U8(1), U8(7), U8(200)}, PC_UINT8, {U8(254), U8(128), U8(0)},
     "op_bitshift.py: np.left_shift, 0 past the width"},
    {"onnx", PC_OP_MAXIMUM, 0, 3, PC_FLOAT32, {F32(NAN), F32(1.0f), F32(-1.0f)}, PC_FLOAT32,
     {F32(1.0f), F32(NAN), F32(2.0f)}, PC_FLOAT32, {F32(NAN), F32(NAN), F32(2.0f)},
     "op_max.py: np.maximum propagates NaN"},
};

/* Values left open (PC_UNDEFINED) or refused (Mod's zero divisor:
** PC_INVALID_VALUE), before anything is written. */
static void open_values(tap_run *run, const pc_profile *onnx) {
    int32_t a[1] = {7}, zero[1] = {0}, minus[1] = {-1}, out[1] = {0};
    tap_is_str(run, pc_status_name(test_compute(onnx, PC_OP_DIVIDE, PC_INT32, a, PC_INT32, zero,
                                                PC_INT32, out, 1)),
               "undefined", "Div: an integer zero divisor is left open");
    tap_is_str(run, pc_status_name(test_compute(onnx, PC_OP_REMAINDER, PC_INT32, a, PC_INT32,
                                                zero, PC_INT32, out, 1)),
               "invalid_value",
               "Mod: an integer zero divisor is refused (Python's %-operator raises)");
    tap_is_str(run, pc_status_name(test_compute(onnx, PC_OP_POW, PC_INT32, a, PC_INT32, minus,
                                                PC_INT32, out, 1)),
               "undefined", "Pow: a negative integer exponent is left open (np.power refuses it)");
    int32_t base[1] = {-2};
    float half[1] = {0.5f}, big[1] = {31.0f};
    tap_is_str(run, pc_status_name(test_compute(onnx, PC_OP_POW, PC_INT32, base, PC_FLOAT32,
                                                half, PC_INT32, out, 1)),
               "undefined", "Pow: (-2) ** 0.5 is NaN, which int32 cannot hold (astype)");
    base[0] = 2;
    tap_is_str(run, pc_status_name(test_compute(onnx, PC_OP_POW, PC_INT32, base, PC_FLOAT32,
                                                big, PC_INT32, out, 1)),
               "undefined", "Pow: 2 ** 31.0 is beyond int32 (astype)");
    float neg[1] = {-0.0f}, pos[1] = {0.0f}, result[1] = {1.0f};
    tap_is_str(run, pc_status_name(test_compute(onnx, PC_OP_MINIMUM, PC_FLOAT32, neg, PC_FLOAT32,
                                                pos, PC_FLOAT32, result, 1)),
               "undefined", "Min: the -0.0/+0.0 tie is left open");
    tap_ok(run, result[0] == 1.0f, "nothing is written when a value is left open");
}

#define B2 A1(PC_BOOL, 2, 1, 0)
static const fc_case function_cases[] = {
    {"Where-16: select and broadcast", "onnx", 0,
     {B2, A1(PC_INT32, 2, 1, 2), A0(PC_INT32, 9)}, GIVES1(PC_INT32, 2, 1, 9)},
    {"Where-16: condition of B = bool, before the binding", "onnx", 0,
     {A1(PC_INT8, 2, 1, 0), A1(PC_INT32, 2, 1, 2), A1(PC_FLOAT32, 2, 1, 2)},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"Where-16: X and Y of one T", "onnx", 0,
     {B2, A1(PC_INT32, 2, 1, 2), A1(PC_FLOAT32, 2, 1, 2)}, FAILS(PC_NO_PROMOTION)},
    {"Where-16: T has no float8", "onnx", 0,
     {B2, A1(PC_FLOAT8_E4M3FN, 2, 1, 2), A1(PC_FLOAT8_E4M3FN, 2, 1, 2)},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"Where-16: no Python scalars", "onnx", 0, {B2, INT("1"), A1(PC_INT32, 2, 1, 2)},
     FAILS(PC_UNDEFINED)},
    {"Clip-13: Min(max, Max(input, min))", "onnx", 0,
     {A1(PC_FLOAT32, 3, -1, 0.5, 3), A0(PC_FLOAT32, 0), A0(PC_FLOAT32, 1)},
     GIVES1(PC_FLOAT32, 3, 0, 0.5, 1)},
    {"Clip-13: min greater than max gives max", "onnx", 0,
     {A1(PC_INT32, 3, -5, 0, 5), A0(PC_INT32, 3), A0(PC_INT32, 1)}, GIVES1(PC_INT32, 3, 1, 1, 1)},
    {"Clip-13: absent bounds leave the input", "onnx", 0, {A1(PC_UINT16, 2, 7, 0), NONE, NONE},
     GIVES1(PC_UINT16, 2, 7, 0)},
    {"Clip-13: absent bounds are lowest() and max(), which clamp infinities", "onnx", 0,
     {A1(PC_FLOAT32, 3, INFINITY, -INFINITY, 1), NONE, NONE},
     GIVES1(PC_FLOAT32, 3, 0x1.fffffep127, -0x1.fffffep127, 1)},
    {"Clip-13: an absent max of float16 is 65504", "onnx", 0,
     {A1(PC_FLOAT16, 2, INFINITY, -1), A0(PC_FLOAT16, 0), NONE}, GIVES1(PC_FLOAT16, 2, 65504, 0)},
    {"Clip-13: a NaN bound gives NaN (Min(max, Max(input, min)), np.clip)", "onnx", 0,
     {A1(PC_FLOAT64, 2, 1, -1), NONE, A0(PC_FLOAT64, NAN)}, GIVES1(PC_FLOAT64, 2, NAN, NAN)},
    {"Clip-13: the bounds share T", "onnx", 0, {A1(PC_INT32, 2, 7, 0), A0(PC_INT64, 1), NONE},
     FAILS(PC_NO_PROMOTION)},
    {"Clip-13: a bound is a tensor of empty shape", "onnx", 0,
     {A1(PC_INT32, 2, 7, 0), NONE, A1(PC_INT32, 1, 1)}, FAILS(PC_INVALID_RANK)},
    {"Clip-13: min's binding is checked before max's type", "onnx", 0,
     {A1(PC_INT32, 2, 7, 0), A0(PC_INT64, 1), A0(PC_BOOL, 1)}, FAILS(PC_NO_PROMOTION)},
    {"Clip-13: T has no bool", "onnx", 0, {A1(PC_BOOL, 2, 1, 0), NONE, NONE},
     FAILS(PC_UNSUPPORTED_DTYPE_FOR_OP)},
    {"Clip-13: no Python scalars", "onnx", 0, {A1(PC_INT32, 2, 7, 0), INT("1"), NONE},
     FAILS(PC_UNDEFINED)},
};

/* matmul, concat and stack of two 1-D arrays: the status of the plan. */
static void two_arrays(tap_run *run, const pc_profile *onnx, pc_function function,
                       pc_dtype a, int64_t n, pc_dtype b, int64_t m, pc_axis axis,
                       pc_status expected, const char *name) {
    unsigned char data[2][64] = {{0}};
    pc_shape shapes[2] = {test_shape(&n, n < 0 ? 0 : 1), test_shape(&m, m < 0 ? 0 : 1)};
    pc_array arrays[2];
    pc_array_init_contiguous(&arrays[0], a, &shapes[0], data[0]);
    pc_array_init_contiguous(&arrays[1], b, &shapes[1], data[1]);
    pc_binary_operand operands[2] = {pc_binary_operand_array(&arrays[0]),
                                     pc_binary_operand_array(&arrays[1])};
    pc_function_call call = {function, 2, operands, axis};
    pc_function_plan plan;
    pc_error err;
    tap_is_str(run, pc_status_name(pc_function_plan_make(onnx, NULL, &call, &plan, &err)),
               pc_status_name(expected), name);
}

static void functions(tap_run *run, const pc_profile *onnx) {
    for (size_t i = 0; i < sizeof function_cases / sizeof function_cases[0]; i++)
        fc_run(run, strncmp(function_cases[i].name, "Where", 5) == 0 ? PC_FUNCTION_WHERE
                                                                      : PC_FUNCTION_CLIP,
               &function_cases[i]);
    pc_axis axis0 = {PC_AXIS_GIVEN, 0}, axis1 = {PC_AXIS_GIVEN, 1}, axis2 = {PC_AXIS_GIVEN, 2};
    pc_axis none = {PC_AXIS_NONE, 0};
    /* A length of -1 is a 0-d array. */
    two_arrays(run, onnx, PC_FUNCTION_MATMUL, PC_INT32, 2, PC_INT32, 2, axis0, PC_OK,
               "MatMul-13: 1-D . 1-D");
    two_arrays(run, onnx, PC_FUNCTION_MATMUL, PC_INT8, -1, PC_INT32, 2, axis0,
               PC_UNSUPPORTED_DTYPE_FOR_OP, "MatMul-13: int8 is no T, before the rank");
    two_arrays(run, onnx, PC_FUNCTION_MATMUL, PC_INT32, -1, PC_INT64, 2, axis0, PC_NO_PROMOTION,
               "MatMul-13: the binding before the rank");
    two_arrays(run, onnx, PC_FUNCTION_MATMUL, PC_INT32, -1, PC_INT32, 2, axis0, PC_INVALID_RANK,
               "MatMulShapeInference: Input tensors of wrong rank (0)");
    two_arrays(run, onnx, PC_FUNCTION_MATMUL, PC_UINT64, 3, PC_UINT64, 2, axis0,
               PC_INCOMPATIBLE_SHAPES, "MatMulShapeInference: incompatible dimensions");
    two_arrays(run, onnx, PC_FUNCTION_CONCAT, PC_INT32, -1, PC_INT32, -1, axis0, PC_INVALID_AXIS,
               "Concat-13: axis must be in [-rank, rank-1] (0-d: none is)");
    two_arrays(run, onnx, PC_FUNCTION_CONCAT, PC_INT32, 2, PC_INT32, 1, none, PC_UNDEFINED,
               "Concat-13: axis is a required int, None cannot be written");
    two_arrays(run, onnx, PC_FUNCTION_CONCAT, PC_INT32, 2, PC_INT32, 1, axis1, PC_INVALID_AXIS,
               "Concat-13: axis 1 of rank 1");
    two_arrays(run, onnx, PC_FUNCTION_CONCAT, PC_COMPLEX128, 2, PC_COMPLEX128, 1, axis0, PC_OK,
               "Concat-13: T has complex128");
    two_arrays(run, onnx, PC_FUNCTION_CONCAT, PC_FLOAT32, 2, PC_FLOAT8_E5M2, 1, axis0,
               PC_UNSUPPORTED_DTYPE_FOR_OP, "Concat-13: float8 is no T, before the binding");
    two_arrays(run, onnx, PC_FUNCTION_STACK, PC_INT32, 2, PC_INT32, 2, axis1, PC_OK,
               "ConcatFromSequence-11, new_axis = 1: axis r");
    two_arrays(run, onnx, PC_FUNCTION_STACK, PC_INT32, 2, PC_INT32, 2, axis2, PC_INVALID_AXIS,
               "ConcatFromSequence-11, new_axis = 1: axis r + 1");
    two_arrays(run, onnx, PC_FUNCTION_STACK, PC_INT32, 2, PC_INT32, -1, axis1, PC_INVALID_AXIS,
               "op_concat_from_sequence.py: each array expanded at the axis in order, before "
               "shapes (a 0-d second array has no axis 1)");
    two_arrays(run, onnx, PC_FUNCTION_STACK, PC_INT32, 2, PC_INT32, -1, axis0,
               PC_INCOMPATIBLE_SHAPES,
               "ConcatFromSequence-11: an axis every array has, then equal shapes");
    two_arrays(run, onnx, PC_FUNCTION_STACK, PC_BFLOAT16, 2, PC_BFLOAT16, 2, axis0,
               PC_UNSUPPORTED_DTYPE_FOR_OP, "SequenceConstruct-11: all_tensor_types has no bfloat16");
    two_arrays(run, onnx, PC_FUNCTION_STACK, PC_INT32, 2, PC_INT32, 3, axis0,
               PC_INCOMPATIBLE_SHAPES, "ConcatFromSequence-11: all input tensors of one shape");
    two_arrays(run, onnx, PC_FUNCTION_VECDOT, PC_FLOAT32, 2, PC_FLOAT32, 2, axis0, PC_UNDEFINED,
               "no ONNX operator is vecdot");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    const pc_profile *onnx = pc_profile_find("onnx");
    tap_ok(&run, onnx != NULL, "the profile onnx exists");
    if (onnx == NULL) return tap_finish(&run);
    constraints(&run, onnx);
    order(&run, onnx);
    ops_and_scalars(&run, onnx);
    for (size_t i = 0; i < sizeof value_cases / sizeof value_cases[0]; i++)
        run_value_case(&run, "onnx (Operators.md, onnx/reference/ops)", &value_cases[i]);
    open_values(&run, onnx);
    functions(&run, onnx);
    return tap_finish(&run);
}
