/*
** test_array_api_versions.c: the rules that differ between versions of the
** Array API standard, each checked at all five versions (array-api@2021.12
** ... array-api@2025.12) against the outcome that version's text gives
** (oracle/src/array_api_versions.c cites each; docs/profiles.md, "What
** changed between versions of the Array API standard").
*/
#include <stdio.h>
#include <string.h>

#include "function_case.h"
#include "test_profile_support.h"

enum { V2021, V2022, V2023, V2024, V2025, VERSIONS };

static const char *const version_names[VERSIONS] = {"2021.12", "2022.12", "2023.12",
                                                    "2024.12", "2025.12"};

/* One version's expected outcome: a status and, for PC_OK, a dtype. */
typedef struct outcome {
    pc_status status;
    pc_dtype dtype;
} outcome;

#define OK(d) {PC_OK, d}
#define UNDEF {PC_UNDEFINED, PC_DTYPE_NONE}
#define FAIL(s) {s, PC_DTYPE_NONE}

static const pc_profile *at(int version) {
    char name[32];
    snprintf(name, sizeof name, "array-api@%s", version_names[version]);
    return pc_profile_find(name);
}

static void check(tap_run *run, pc_status status, pc_dtype dtype, const pc_error *err,
                  const outcome *expected, const char *name, int version) {
    char full[256];
    snprintf(full, sizeof full, "%s @%s", name, version_names[version]);
    if (!test_status(run, status, err, expected->status, full)) return;
    if (status == PC_OK) tap_is_str(run, pc_dtype_name(dtype), pc_dtype_name(expected->dtype),
                                    full);
}

/* ---- result_type ---- */

typedef struct result_type_case {
    const char *name;
    pc_operand operands[2];
    int count;
    outcome expected[VERSIONS];
} result_type_case;

static pc_operand float_scalar(double value) {
    pc_operand operand = test_scalar(PC_SCALAR_FLOAT);
    operand.has_value = 1;
    operand.value.real = value;
    return operand;
}

static pc_operand bool_scalar(int value) {
    pc_operand operand = test_scalar(PC_SCALAR_BOOL);
    operand.has_value = 1;
    operand.value.magnitude = (uint64_t)value;
    operand.value.real = value;
    return operand;
}

static pc_operand complex_scalar(double real, double imag) {
    pc_operand operand = test_scalar(PC_SCALAR_COMPLEX);
    operand.has_value = 1;
    operand.value.real = real;
    operand.value.imag = imag;
    return operand;
}

static void test_result_type(tap_run *run) {
    const result_type_case cases[] = {
        /* Data Type Functions, result_type: "Union[array, dtype]" until
        ** 2023.12; "Union[array, int, float, complex, bool, dtype]" from
        ** 2024.12 ("Added scalar argument support"). */
        {"result_type(int8 array, 1): scalars from 2024.12",
         {test_dim(PC_INT8), test_int_value("1")}, 2,
         {UNDEF, UNDEF, UNDEF, OK(PC_INT8), OK(PC_INT8)}},
        {"result_type(float32 array, 1.0): scalars from 2024.12",
         {test_dim(PC_FLOAT32), float_scalar(1.0)}, 2,
         {UNDEF, UNDEF, UNDEF, OK(PC_FLOAT32), OK(PC_FLOAT32)}},
        /* Type Promotion Rules, "Mixing arrays with Python scalars": a
        ** complex with a real floating array from 2024.12 only. */
        {"result_type(float32 array, 1j): complex64 from 2024.12",
         {test_dim(PC_FLOAT32), complex_scalar(0, 1)}, 2,
         {UNDEF, UNDEF, UNDEF, OK(PC_COMPLEX64), OK(PC_COMPLEX64)}},
        {"result_type(float64 array, 1j): complex128 from 2024.12",
         {test_dim(PC_FLOAT64), complex_scalar(0, 1)}, 2,
         {UNDEF, UNDEF, UNDEF, OK(PC_COMPLEX128), OK(PC_COMPLEX128)}},
        /* Arrays alone: the tables, the same in every version. */
        {"result_type(int8, uint8) arrays", {test_dim(PC_INT8), test_dim(PC_UINT8)}, 2,
         {OK(PC_INT16), OK(PC_INT16), OK(PC_INT16), OK(PC_INT16), OK(PC_INT16)}},
        /* complex64 exists from 2022.12 (Data Types). */
        {"result_type(float32, complex64) arrays",
         {test_dim(PC_FLOAT32), test_dim(PC_COMPLEX64)}, 2,
         {FAIL(PC_UNSUPPORTED_DTYPE_FOR_OP), OK(PC_COMPLEX64), OK(PC_COMPLEX64),
          OK(PC_COMPLEX64), OK(PC_COMPLEX64)}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        for (int v = 0; v < VERSIONS; v++) {
            pc_dtype dtype = PC_DTYPE_NONE;
            pc_error err;
            pc_error_clear(&err);
            pc_status status =
                pc_result_type(at(v), NULL, cases[c].operands, cases[c].count, &dtype, &err);
            check(run, status, dtype, &err, &cases[c].expected[v], cases[c].name, v);
        }
    }
    /* promote_types and can_cast of complex dtypes: no such dtype at
    ** 2021.12. */
    pc_dtype dtype;
    pc_error err;
    tap_is_int(run, pc_promote_types(at(V2021), PC_COMPLEX64, PC_COMPLEX64, &dtype, &err),
               PC_UNSUPPORTED_DTYPE_FOR_OP, "promote_types(complex64, complex64) @2021.12");
    tap_is_int(run, pc_promote_types(at(V2022), PC_COMPLEX64, PC_FLOAT64, &dtype, &err), PC_OK,
               "promote_types(complex64, float64) @2022.12");
    tap_is_str(run, pc_dtype_name(dtype), "complex128", "is complex128");
    int allowed = -1;
    tap_is_int(run, pc_can_cast(at(V2021), PC_FLOAT32, PC_COMPLEX64, &allowed, &err),
               PC_UNSUPPORTED_DTYPE_FOR_OP, "can_cast(float32, complex64) @2021.12");
    tap_is_int(run, pc_can_cast(at(V2023), PC_FLOAT32, PC_COMPLEX64, &allowed, &err), PC_OK,
               "can_cast(float32, complex64) @2023.12");
    tap_is_int(run, allowed, 1, "is True");
}

/* ---- element-wise ---- */

typedef struct binary_case {
    const char *name;
    const char *op;           /* case format name, "_inplace" for a (op)= b */
    pc_dtype array;           /* a, of shape [3] */
    int scalar;               /* b is `b_scalar`, else an array of b_dtype */
    pc_operand b_scalar;
    pc_dtype b_dtype;
    outcome expected[VERSIONS];
} binary_case;

static void test_binary(tap_run *run) {
    const binary_case cases[] = {
        /* Operators take Python scalars in every version ("array <op>
        ** scalar"); the functions without an operator only from 2024.12
        ** (Element-wise Functions: "Added scalar argument support"). */
        {"int8 array + 1 (an operator)", "add", PC_INT8, 1, test_int_value("1"), 0,
         {OK(PC_INT8), OK(PC_INT8), OK(PC_INT8), OK(PC_INT8), OK(PC_INT8)}},
        {"int8 array += 1", "add_inplace", PC_INT8, 1, test_int_value("1"), 0,
         {OK(PC_INT8), OK(PC_INT8), OK(PC_INT8), OK(PC_INT8), OK(PC_INT8)}},
        {"int16 array < 1 (an operator)", "less", PC_INT16, 1, test_int_value("1"), 0,
         {OK(PC_BOOL), OK(PC_BOOL), OK(PC_BOOL), OK(PC_BOOL), OK(PC_BOOL)}},
        {"maximum(int8 array, 1): maximum from 2023.12, its scalar from 2024.12", "maximum",
         PC_INT8, 1, test_int_value("1"), 0,
         {UNDEF, UNDEF, UNDEF, OK(PC_INT8), OK(PC_INT8)}},
        {"maximum(int8, int16) arrays: maximum from 2023.12", "maximum", PC_INT8, 0,
         {0}, PC_INT16, {UNDEF, UNDEF, OK(PC_INT16), OK(PC_INT16), OK(PC_INT16)}},
        {"minimum(float32, float64) arrays", "minimum", PC_FLOAT32, 0, {0}, PC_FLOAT64,
         {UNDEF, UNDEF, OK(PC_FLOAT64), OK(PC_FLOAT64), OK(PC_FLOAT64)}},
        {"copysign(float32, float32): from 2023.12", "copysign", PC_FLOAT32, 0, {0},
         PC_FLOAT32, {UNDEF, UNDEF, OK(PC_FLOAT32), OK(PC_FLOAT32), OK(PC_FLOAT32)}},
        {"hypot(float64, float32): from 2023.12", "hypot", PC_FLOAT64, 0, {0}, PC_FLOAT32,
         {UNDEF, UNDEF, OK(PC_FLOAT64), OK(PC_FLOAT64), OK(PC_FLOAT64)}},
        {"nextafter(float32, float32): from 2024.12", "nextafter", PC_FLOAT32, 0, {0},
         PC_FLOAT32, {UNDEF, UNDEF, UNDEF, OK(PC_FLOAT32), OK(PC_FLOAT32)}},
        {"atan2(float32, float64): every version", "atan2", PC_FLOAT32, 0, {0}, PC_FLOAT64,
         {OK(PC_FLOAT64), OK(PC_FLOAT64), OK(PC_FLOAT64), OK(PC_FLOAT64), OK(PC_FLOAT64)}},
        {"logaddexp(float32 array, 1.0): its scalar from 2024.12", "logaddexp", PC_FLOAT32, 1,
         float_scalar(1.0), 0, {UNDEF, UNDEF, UNDEF, OK(PC_FLOAT32), OK(PC_FLOAT32)}},
        {"logical_and(bool array, True): no operator, its scalar from 2024.12", "logical_and",
         PC_BOOL, 1, bool_scalar(1), 0, {UNDEF, UNDEF, UNDEF, OK(PC_BOOL), OK(PC_BOOL)}},
        {"bool array & True (an operator)", "bitwise_and", PC_BOOL, 1, bool_scalar(1), 0,
         {OK(PC_BOOL), OK(PC_BOOL), OK(PC_BOOL), OK(PC_BOOL), OK(PC_BOOL)}},
        /* Type Promotion Rules, "Mixing arrays with Python scalars". */
        {"float32 array + 1j: complex64 from 2024.12", "add", PC_FLOAT32, 1,
         complex_scalar(0, 1), 0, {UNDEF, UNDEF, UNDEF, OK(PC_COMPLEX64), OK(PC_COMPLEX64)}},
        {"float64 array * 1j", "multiply", PC_FLOAT64, 1, complex_scalar(0, 1), 0,
         {UNDEF, UNDEF, UNDEF, OK(PC_COMPLEX128), OK(PC_COMPLEX128)}},
        {"complex64 array + 1j: complex64 from 2022.12 (no complex64 before)", "add",
         PC_COMPLEX64, 1, complex_scalar(0, 1), 0,
         {FAIL(PC_UNSUPPORTED_DTYPE_FOR_OP), OK(PC_COMPLEX64), OK(PC_COMPLEX64),
          OK(PC_COMPLEX64), OK(PC_COMPLEX64)}},
        {"float32 array += 1j: the in-place result would change dtype", "add_inplace",
         PC_FLOAT32, 1, complex_scalar(0, 1), 0, {UNDEF, UNDEF, UNDEF, UNDEF, UNDEF}},
        {"int8 array + 1.5: a float with an integer array, never specified", "add", PC_INT8,
         1, float_scalar(1.5), 0, {UNDEF, UNDEF, UNDEF, UNDEF, UNDEF}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const binary_case *k = &cases[c];
        char base[64];
        snprintf(base, sizeof base, "%s", k->op);
        int inplace = 0;
        char *suffix = strstr(base, "_inplace");
        if (suffix) {
            *suffix = '\0';
            inplace = 1;
        }
        pc_binary_op op;
        if (!tap_ok(run, pc_binary_op_parse(base, &op), "%s is an op", base)) continue;
        pc_shape shape = {1, {3}};
        pc_array a, b_array;
        pc_array_init_contiguous(&a, k->array, &shape, NULL);
        pc_array_init_contiguous(&b_array, k->b_dtype, &shape, NULL);
        pc_binary_operand a_operand = pc_binary_operand_array(&a);
        pc_binary_operand b_operand = k->scalar ? pc_binary_operand_scalar(&k->b_scalar)
                                                : pc_binary_operand_array(&b_array);
        for (int v = 0; v < VERSIONS; v++) {
            pc_binary_plan plan;
            pc_error err;
            pc_error_clear(&err);
            pc_status status =
                inplace ? pc_binary_mixed_inplace_plan_make(at(v), NULL, op, &a, &b_operand,
                                                            &plan, &err)
                        : pc_binary_mixed_plan_make(at(v), NULL, op, &a_operand, &b_operand,
                                                    &plan, &err);
            check(run, status, plan.result_dtype, &err, &k->expected[v], k->name, v);
        }
    }
}

/* ---- where, clip ---- */

static void test_where_clip(tap_run *run) {
    /* Searching Functions, where: x1 and x2 scalars from 2024.12. */
    static const struct {
        pc_function function;
        fc_case versions[VERSIONS];
    } cases[] = {
        {PC_FUNCTION_WHERE,
         {{"where(cond, int8 array, 1): scalars from 2024.12", "array-api@2021.12", 0,
           {A1(PC_BOOL, 2, 1, 0), A1(PC_INT8, 2, 5, 6), INT("1")}, FAILS(PC_UNDEFINED)},
          {"where(cond, int8 array, 1)", "array-api@2022.12", 0,
           {A1(PC_BOOL, 2, 1, 0), A1(PC_INT8, 2, 5, 6), INT("1")}, FAILS(PC_UNDEFINED)},
          {"where(cond, int8 array, 1)", "array-api@2023.12", 0,
           {A1(PC_BOOL, 2, 1, 0), A1(PC_INT8, 2, 5, 6), INT("1")}, FAILS(PC_UNDEFINED)},
          {"where(cond, int8 array, 1)", "array-api@2024.12", 0,
           {A1(PC_BOOL, 2, 1, 0), A1(PC_INT8, 2, 5, 6), INT("1")}, GIVES1(PC_INT8, 2, 5, 1)},
          {"where(cond, int8 array, 1)", "array-api@2025.12", 0,
           {A1(PC_BOOL, 2, 1, 0), A1(PC_INT8, 2, 5, 6), INT("1")}, GIVES1(PC_INT8, 2, 5, 1)}}},
        /* Element-wise Functions, clip: added in 2023.12; a bound array of
        ** x's kind and another dtype clipped into x's dtype in 2023.12,
        ** left open from 2024.12 ("If either min or max is an array having
        ** a different data type than x, behavior is unspecified"). */
        {PC_FUNCTION_CLIP,
         {{"clip(int8, int16 min): no clip before 2023.12", "array-api@2021.12", 0,
           {A1(PC_INT8, 3, -5, 0, 5), A1(PC_INT16, 3, -1, -1, -1), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, int16 min)", "array-api@2022.12", 0,
           {A1(PC_INT8, 3, -5, 0, 5), A1(PC_INT16, 3, -1, -1, -1), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, int16 min): x's dtype in 2023.12", "array-api@2023.12", 0,
           {A1(PC_INT8, 3, -5, 0, 5), A1(PC_INT16, 3, -1, -1, -1), NONE},
           GIVES1(PC_INT8, 3, -1, 0, 5)},
          {"clip(int8, int16 min): left open from 2024.12", "array-api@2024.12", 0,
           {A1(PC_INT8, 3, -5, 0, 5), A1(PC_INT16, 3, -1, -1, -1), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, int16 min)", "array-api@2025.12", 0,
           {A1(PC_INT8, 3, -5, 0, 5), A1(PC_INT16, 3, -1, -1, -1), NONE}, FAILS(PC_UNDEFINED)}}},
        {PC_FUNCTION_CLIP,
         {{"clip(float32, float64 max)", "array-api@2021.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, A1(PC_FLOAT64, 2, 1, 1)}, FAILS(PC_UNDEFINED)},
          {"clip(float32, float64 max)", "array-api@2022.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, A1(PC_FLOAT64, 2, 1, 1)}, FAILS(PC_UNDEFINED)},
          {"clip(float32, float64 max): float32 in 2023.12", "array-api@2023.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, A1(PC_FLOAT64, 2, 1, 1)},
           GIVES1(PC_FLOAT32, 2, 0.5, 1)},
          {"clip(float32, float64 max)", "array-api@2024.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, A1(PC_FLOAT64, 2, 1, 1)}, FAILS(PC_UNDEFINED)},
          {"clip(float32, float64 max)", "array-api@2025.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, A1(PC_FLOAT64, 2, 1, 1)}, FAILS(PC_UNDEFINED)}}},
        {PC_FUNCTION_CLIP,
         {{"clip(int8, int16 min of 300): outside x's bounds", "array-api@2021.12", 0,
           {A1(PC_INT8, 2, 1, 2), A1(PC_INT16, 2, 0, 300), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, int16 min of 300)", "array-api@2022.12", 0,
           {A1(PC_INT8, 2, 1, 2), A1(PC_INT16, 2, 0, 300), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, int16 min of 300): an element outside int8, 2023.12", "array-api@2023.12",
           0, {A1(PC_INT8, 2, 1, 2), A1(PC_INT16, 2, 0, 300), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, int16 min of 300)", "array-api@2024.12", 0,
           {A1(PC_INT8, 2, 1, 2), A1(PC_INT16, 2, 0, 300), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, int16 min of 300)", "array-api@2025.12", 0,
           {A1(PC_INT8, 2, 1, 2), A1(PC_INT16, 2, 0, 300), NONE}, FAILS(PC_UNDEFINED)}}},
        {PC_FUNCTION_CLIP,
         {{"clip(int8, float32 min): kinds differ", "array-api@2021.12", 0,
           {A1(PC_INT8, 2, 1, 2), A1(PC_FLOAT32, 2, 0, 1), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, float32 min)", "array-api@2022.12", 0,
           {A1(PC_INT8, 2, 1, 2), A1(PC_FLOAT32, 2, 0, 1), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, float32 min): kinds differ, left open in 2023.12", "array-api@2023.12",
           0, {A1(PC_INT8, 2, 1, 2), A1(PC_FLOAT32, 2, 0, 1), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, float32 min)", "array-api@2024.12", 0,
           {A1(PC_INT8, 2, 1, 2), A1(PC_FLOAT32, 2, 0, 1), NONE}, FAILS(PC_UNDEFINED)},
          {"clip(int8, float32 min)", "array-api@2025.12", 0,
           {A1(PC_INT8, 2, 1, 2), A1(PC_FLOAT32, 2, 0, 1), NONE}, FAILS(PC_UNDEFINED)}}},
        /* Scalar bounds follow "Mixing arrays with Python scalars" in every
        ** version of clip (the 2025.12 clarification; the same text was
        ** applied to the 2023.12 and 2024.12 documents). */
        {PC_FUNCTION_CLIP,
         {{"clip(float32, 1): no clip before 2023.12", "array-api@2021.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, INT("1")}, FAILS(PC_UNDEFINED)},
          {"clip(float32, 1)", "array-api@2022.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, INT("1")}, FAILS(PC_UNDEFINED)},
          {"clip(float32, None, 1): an int bound with a float x", "array-api@2023.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, INT("1")}, GIVES1(PC_FLOAT32, 2, 0.5, 1)},
          {"clip(float32, None, 1)", "array-api@2024.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, INT("1")}, GIVES1(PC_FLOAT32, 2, 0.5, 1)},
          {"clip(float32, None, 1)", "array-api@2025.12", 0,
           {A1(PC_FLOAT32, 2, 0.5, 3), NONE, INT("1")}, GIVES1(PC_FLOAT32, 2, 0.5, 1)}}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int v = 0; v < VERSIONS; v++) fc_run(run, cases[c].function, &cases[c].versions[v]);
}

/* ---- vecdot, concat: axes ---- */

static pc_status axis_call(int version, pc_function function, const pc_array *a,
                           const pc_array *b, int64_t axis, pc_function_plan *plan,
                           pc_error *err) {
    pc_binary_operand operands[2] = {pc_binary_operand_array(a), pc_binary_operand_array(b)};
    pc_function_call call = {function, 2, operands, {PC_AXIS_GIVEN, axis}};
    return pc_function_plan_make(at(version), NULL, &call, plan, err);
}

static void test_axes(tap_run *run) {
    pc_shape s23 = {2, {2, 3}}, s3 = {1, {3}}, s0 = {0, {0}};
    float f23_data[6] = {0}, f3_data[3] = {0}, f0_data[1] = {0};
    int32_t i23_data[6] = {0}, i3_data[3] = {0};
    pc_array f23, f3, i23, i3, f0;
    pc_array_init_contiguous(&f23, PC_FLOAT32, &s23, f23_data);
    pc_array_init_contiguous(&f3, PC_FLOAT32, &s3, f3_data);
    pc_array_init_contiguous(&i23, PC_INT32, &s23, i23_data);
    pc_array_init_contiguous(&i3, PC_INT32, &s3, i3_data);
    pc_array_init_contiguous(&f0, PC_FLOAT32, &s0, f0_data);
    static const struct {
        const char *name;
        int function;  /* 0 vecdot, 1 concat */
        int operands;  /* 0 f23.f3, 1 i23.i3, 2 f23.f23, 3 f0.f0 */
        int64_t axis;
        outcome expected[VERSIONS];
    } cases[] = {
        /* Linear Algebra Functions, vecdot: axis in [-N, N) of the
        ** broadcast shape (an exception outside) until 2022.12; [-N, -1],
        ** N the smaller rank, from 2023.12 ("Restricted axis to only
        ** negative integers"), else left open. */
        {"vecdot([2,3], [3], axis=1): the broadcast shape's last axis", 0, 0, 1,
         {OK(PC_FLOAT32), OK(PC_FLOAT32), UNDEF, UNDEF, UNDEF}},
        {"vecdot([2,3], [3], axis=-1)", 0, 0, -1,
         {OK(PC_FLOAT32), OK(PC_FLOAT32), OK(PC_FLOAT32), OK(PC_FLOAT32), OK(PC_FLOAT32)}},
        {"vecdot([2,3], [3], axis=2): outside [-2, 2), an exception before 2023.12", 0, 0, 2,
         {FAIL(PC_INVALID_AXIS), FAIL(PC_INVALID_AXIS), UNDEF, UNDEF, UNDEF}},
        {"vecdot([2,3], [3], axis=0): names no dimension of x2", 0, 0, 0,
         {UNDEF, UNDEF, UNDEF, UNDEF, UNDEF}},
        {"vecdot([2,3], [2,3], axis=0): 2021.12 and 2022.12 contract axis 0", 0, 2, 0,
         {OK(PC_FLOAT32), OK(PC_FLOAT32), UNDEF, UNDEF, UNDEF}},
        /* "Should have a numeric data type" (2021.12), "a floating-point
        ** data type" from 2022.12. */
        {"vecdot(int32 [2,3], int32 [3]): integers only in 2021.12", 0, 1, -1,
         {OK(PC_INT32), UNDEF, UNDEF, UNDEF, UNDEF}},
        /* Manipulation Functions, concat: an invalid axis must raise only
        ** from 2025.12. */
        {"concat([2,3], [2,3], axis=2): left open before 2025.12", 1, 2, 2,
         {UNDEF, UNDEF, UNDEF, UNDEF, FAIL(PC_INVALID_AXIS)}},
        {"concat of 0-d arrays, axis=0: no valid axis", 1, 3, 0,
         {UNDEF, UNDEF, UNDEF, UNDEF, FAIL(PC_INVALID_AXIS)}},
        {"concat([2,3], [2,3], axis=-1)", 1, 2, -1,
         {OK(PC_FLOAT32), OK(PC_FLOAT32), OK(PC_FLOAT32), OK(PC_FLOAT32), OK(PC_FLOAT32)}},
    };
    const pc_array *pairs[4][2] = {{&f23, &f3}, {&i23, &i3}, {&f23, &f23}, {&f0, &f0}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        for (int v = 0; v < VERSIONS; v++) {
            pc_function_plan plan;
            pc_error err;
            pc_error_clear(&err);
            pc_status status = axis_call(v, cases[c].function ? PC_FUNCTION_CONCAT
                                                              : PC_FUNCTION_VECDOT,
                                         pairs[cases[c].operands][0],
                                         pairs[cases[c].operands][1], cases[c].axis, &plan,
                                         &err);
            check(run, status, plan.result_dtype, &err, &cases[c].expected[v], cases[c].name,
                  v);
        }
    }
}

int main(void) {
    tap_run run;
    tap_start(&run);
    test_result_type(&run);
    test_binary(&run);
    test_where_clip(&run);
    test_axes(&run);
    return tap_finish(&run);
}
