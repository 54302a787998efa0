/*
** test_promotion_array_api.c: the array-api profile against the Array API
** standard, 2025.12.
**
** The four tables of API_specification/type_promotion.rst are copied here
** as the standard prints them (RST grid rows) and parsed; every other pair
** of the standard's 13 dtypes must be `undefined`. Then "Mixing arrays with
** Python scalars", result_type, can_cast, the element-wise functions' dtype
** requirements and the in-place operators.
*/
#include <math.h>
#include <string.h>

#include "test_profile_support.h"

/* type_promotion.rst, the tables' header and body rows, verbatim. */
static const char *const spec_tables[] = {
    /* Signed integer type promotion table */
    "|        | i1 | i2 | i4 | i8 |",
    "| **i1** | i1 | i2 | i4 | i8 |",
    "| **i2** | i2 | i2 | i4 | i8 |",
    "| **i4** | i4 | i4 | i4 | i8 |",
    "| **i8** | i8 | i8 | i8 | i8 |",
    /* Unsigned integer type promotion table */
    "|        | u1 | u2 | u4 | u8 |",
    "| **u1** | u1 | u2 | u4 | u8 |",
    "| **u2** | u2 | u2 | u4 | u8 |",
    "| **u4** | u4 | u4 | u4 | u8 |",
    "| **u8** | u8 | u8 | u8 | u8 |",
    /* Mixed unsigned and signed integer type promotion table */
    "|        | u1 | u2 | u4 |",
    "| **i1** | i2 | i4 | i8 |",
    "| **i2** | i2 | i4 | i8 |",
    "| **i4** | i4 | i4 | i8 |",
    "| **i8** | i8 | i8 | i8 |",
    /* Floating-point type promotion table */
    "|         |  f4 |  f8 |  c8 | c16 |",
    "| **f4**  |  f4 |  f8 |  c8 | c16 |",
    "| **f8**  |  f8 |  f8 | c16 | c16 |",
    "| **c8**  |  c8 | c16 |  c8 | c16 |",
    "| **c16** | c16 | c16 | c16 | c16 |",
};

enum { SPEC_LINES = (int)(sizeof spec_tables / sizeof spec_tables[0]), MAX_COLUMNS = 4 };

static pc_dtype spec_code(const char *code, size_t length) {
    static const char *const codes[] = {"i1", "i2", "i4", "i8", "u1", "u2", "u4",
                                        "u8", "f4", "f8", "c8", "c16"};
    static const pc_dtype dtypes[] = {PC_INT8,   PC_INT16,   PC_INT32,     PC_INT64,
                                      PC_UINT8,  PC_UINT16,  PC_UINT32,    PC_UINT64,
                                      PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128};
    return test_code_dtype(code, length, codes, dtypes, 12);
}

/* The codes of a grid row, the row's label (between ** **) first if any. */
static int row_codes(const char *line, pc_dtype *codes) {
    int count = 0;
    for (const char *p = strchr(line, '|'); p && p[1]; p = strchr(p + 1, '|')) {
        const char *cell = p + 1 + strspn(p + 1, " *");
        size_t length = strcspn(cell, " *|");
        if (length > 0) codes[count++] = spec_code(cell, length);
    }
    return count;
}

static void spec_table_cells(tap_run *run, const pc_profile *api) {
    int defined[PC_DTYPE_COUNT][PC_DTYPE_COUNT];
    memset(defined, 0, sizeof defined);
    pc_dtype columns[MAX_COLUMNS + 1];
    int column_count = 0, cells = 0, mismatches = 0;
    for (int l = 0; l < SPEC_LINES; l++) {
        pc_dtype codes[MAX_COLUMNS + 1];
        int count = row_codes(spec_tables[l], codes);
        if (strstr(spec_tables[l], "**") == NULL) {
            memcpy(columns, codes, sizeof codes);
            column_count = count;
            continue;
        }
        for (int c = 0; c < column_count; c++) {
            pc_dtype row = codes[0], column = columns[c], expected = codes[c + 1];
            /* Each table holds a pair once; the standard promotes symmetrically. */
            pc_dtype pair[2][2] = {{row, column}, {column, row}};
            for (int k = 0; k < 2; k++) {
                pc_dtype got = PC_DTYPE_NONE;
                pc_error err;
                pc_status status = pc_promote_types(api, pair[k][0], pair[k][1], &got, &err);
                cells++;
                defined[pair[k][0]][pair[k][1]] = 1;
                if (status != PC_OK || got != expected) {
                    mismatches++;
                    tap_diag(run, "  promote(%s, %s): expected %s", pc_dtype_name(pair[k][0]),
                             pc_dtype_name(pair[k][1]), pc_dtype_name(expected));
                }
            }
        }
    }
    tap_ok(run, mismatches == 0,
           "type_promotion.rst tables: all %d cells (both orders) match", cells);
    int undefined_right = 1, others = 0;
    for (int a = 0; a < PC_DTYPE_COUNT; a++)
        for (int b = 0; b < PC_DTYPE_COUNT; b++) {
            if (!pc_profile_has_dtype(api, (pc_dtype)a) ||
                !pc_profile_has_dtype(api, (pc_dtype)b) || defined[a][b] || a == b)
                continue;
            pc_dtype got;
            pc_error err;
            others++;
            if (pc_promote_types(api, (pc_dtype)a, (pc_dtype)b, &got, &err) != PC_UNDEFINED)
                undefined_right = 0;
        }
    tap_ok(run, undefined_right && others == 96,
           "type_promotion.rst: the %d other pairs of distinct dtypes (bool with "
           "numeric, uint64 with signed, integer with floating) are undefined", others);
    test_promote_is(run, api, 0, PC_BOOL, PC_BOOL, PC_OK, PC_BOOL,
                    "type_promotion.rst lattice: bool with bool is bool");
    int count = 0;
    for (int d = 0; d < PC_DTYPE_COUNT; d++) count += pc_profile_has_dtype(api, (pc_dtype)d);
    tap_ok(run, count == 13 && !pc_profile_has_dtype(api, PC_FLOAT16) &&
                    !pc_profile_has_dtype(api, PC_BFLOAT16),
           "data_types: 13 dtypes, no float16, bfloat16, complex32 or float8");
}

static void scalars(tap_run *run, const pc_profile *api) {
    const char *src = "type_promotion.rst Mixing arrays with Python scalars";
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_BOOL), test_scalar(PC_SCALAR_BOOL)),
                        PC_OK, PC_BOOL, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT8), test_scalar(PC_SCALAR_INT)),
                        PC_OK, PC_INT8, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_UINT8), test_int_value("255")),
                        PC_OK, PC_UINT8, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_FLOAT32), test_scalar(PC_SCALAR_INT)),
                        PC_OK, PC_FLOAT32, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_COMPLEX64), test_scalar(PC_SCALAR_FLOAT)),
                        PC_OK, PC_COMPLEX64, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_scalar(PC_SCALAR_FLOAT), test_dim(PC_FLOAT64)),
                        PC_OK, PC_FLOAT64, src);
    src = "type_promotion.rst note (2024.12): 1j <op> float32_array is complex64";
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_FLOAT32), test_scalar(PC_SCALAR_COMPLEX)),
                        PC_OK, PC_COMPLEX64, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_FLOAT64), test_scalar(PC_SCALAR_COMPLEX)),
                        PC_OK, PC_COMPLEX128, src);
    src = "type_promotion.rst: not specified";
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT32), test_scalar(PC_SCALAR_FLOAT)),
                        PC_UNDEFINED, PC_DTYPE_NONE, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT32), test_scalar(PC_SCALAR_COMPLEX)),
                        PC_UNDEFINED, PC_DTYPE_NONE, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_UINT8), test_int_value("256")),
                        PC_UNDEFINED, PC_DTYPE_NONE, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT64), test_int_value("-9223372036854775809")),
                        PC_UNDEFINED, PC_DTYPE_NONE, src);
    /* data_types.rst prints int8's interval as [-128, +127] but int16's,
    ** int32's and int64's symmetric: their lowest values are outside. */
    const char *bounds = "data_types.rst: the printed intervals";
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT8), test_int_value("-128")),
                        PC_OK, PC_INT8, bounds);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT16), test_int_value("-32767")),
                        PC_OK, PC_INT16, bounds);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT16), test_int_value("-32768")),
                        PC_UNDEFINED, PC_DTYPE_NONE, bounds);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT32), test_int_value("-2147483648")),
                        PC_UNDEFINED, PC_DTYPE_NONE, bounds);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT64), test_int_value("-9223372036854775808")),
                        PC_UNDEFINED, PC_DTYPE_NONE, bounds);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT64), test_int_value("9223372036854775807")),
                        PC_OK, PC_INT64, bounds);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_BOOL), test_scalar(PC_SCALAR_INT)),
                        PC_UNDEFINED, PC_DTYPE_NONE, src);
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT8), test_scalar(PC_SCALAR_BOOL)),
                        PC_UNDEFINED, PC_DTYPE_NONE, src);
    test_result_type_is(run, api, 0,
                        TEST_OPERANDS(test_scalar(PC_SCALAR_INT), test_scalar(PC_SCALAR_FLOAT)),
                        PC_UNDEFINED, PC_DTYPE_NONE,
                        "result_type: at least one argument must be an array or a dtype");
    test_result_type_is(run, api, 0,
                        TEST_OPERANDS(test_dim(PC_INT8), test_zero(PC_UINT16), test_dim(PC_INT32)),
                        PC_OK, PC_INT32, "type_promotion.rst: 0-d arrays promote like arrays");
    test_result_type_is(run, api, 0, TEST_OPERANDS(test_dim(PC_INT8), test_zero(PC_FLOAT32)),
                        PC_UNDEFINED, PC_DTYPE_NONE, "type_promotion.rst: mixed kinds");
}

static void can_casts_and_ops(tap_run *run, const pc_profile *api) {
    const char *src = "data_type_functions can_cast: per type promotion rules";
    test_can_cast_is(run, api, PC_INT8, PC_INT16, 1, src);
    test_can_cast_is(run, api, PC_INT16, PC_INT8, 0, src);
    test_can_cast_is(run, api, PC_UINT8, PC_INT16, 1, src);
    test_can_cast_is(run, api, PC_UINT64, PC_INT64, 0, src);
    test_can_cast_is(run, api, PC_INT8, PC_FLOAT32, 0, src);
    test_can_cast_is(run, api, PC_FLOAT32, PC_COMPLEX64, 1, src);
    test_can_cast_is(run, api, PC_FLOAT64, PC_COMPLEX64, 0, src);
    test_can_cast_is(run, api, PC_BOOL, PC_BOOL, 1, src);
    test_can_cast_is(run, api, PC_BOOL, PC_INT8, 0, src);
    pc_shape v = SHAPE(3), bad = SHAPE(4), wide = SHAPE(2, 3);
    test_plan_is(run, api, 0, PC_OP_DIVIDE, PC_INT32, v, PC_INT32, v, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "elementwise divide: integers implementation-dependent");
    test_plan_is(run, api, 0, PC_OP_DIVIDE, PC_FLOAT32, v, PC_COMPLEX64, v, 0, PC_OK,
                 PC_COMPLEX64, "elementwise divide: floating");
    test_plan_is(run, api, 0, PC_OP_ADD, PC_BOOL, v, PC_BOOL, v, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "elementwise add: should have a numeric data type");
    test_plan_is(run, api, 0, PC_OP_ADD, PC_INT8, v, PC_UINT8, v, 0, PC_OK, PC_INT16,
                 "elementwise add: int8 + uint8 is int16");
    test_plan_is(run, api, 0, PC_OP_MAXIMUM, PC_COMPLEX64, v, PC_COMPLEX64, v, 0,
                 PC_UNDEFINED, PC_DTYPE_NONE, "elementwise maximum: real-valued");
    test_plan_is(run, api, 0, PC_OP_LESS, PC_COMPLEX128, v, PC_COMPLEX128, v, 0,
                 PC_UNDEFINED, PC_DTYPE_NONE, "elementwise less: real-valued");
    test_plan_is(run, api, 0, PC_OP_LESS, PC_INT8, v, PC_INT16, v, 0, PC_OK, PC_BOOL,
                 "elementwise less: bool result");
    test_plan_is(run, api, 0, PC_OP_BITWISE_AND, PC_FLOAT32, v, PC_FLOAT32, v, 0,
                 PC_UNDEFINED, PC_DTYPE_NONE, "elementwise bitwise_and: integer or boolean");
    test_plan_is(run, api, 0, PC_OP_BITWISE_AND, PC_BOOL, v, PC_BOOL, v, 0, PC_OK, PC_BOOL,
                 "elementwise bitwise_and: boolean");
    test_plan_is(run, api, 0, PC_OP_EQUAL, PC_BOOL, v, PC_BOOL, v, 0, PC_OK, PC_BOOL,
                 "elementwise equal: any data type");
    test_plan_is(run, api, 0, PC_OP_EQUAL, PC_INT32, v, PC_FLOAT32, v, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "elementwise equal: mixed kinds undefined");
    test_plan_is(run, api, 0, PC_OP_NOT_EQUAL, PC_COMPLEX64, v, PC_COMPLEX128, v, 0, PC_OK,
                 PC_BOOL, "elementwise not_equal: any data type");
    test_plan_is(run, api, 0, PC_OP_NOT_EQUAL, PC_BOOL, v, PC_INT8, v, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "elementwise not_equal: without a promotable dtype undefined");
    test_plan_is(run, api, 0, PC_OP_LESS_EQUAL, PC_COMPLEX64, v, PC_COMPLEX64, v, 0,
                 PC_UNDEFINED, PC_DTYPE_NONE, "elementwise less_equal: real-valued");
    test_plan_is(run, api, 0, PC_OP_GREATER, PC_BOOL, v, PC_BOOL, v, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "elementwise greater: real-valued, not bool");
    test_plan_is(run, api, 0, PC_OP_GREATER_EQUAL, PC_UINT8, v, PC_INT8, v, 0, PC_OK, PC_BOOL,
                 "elementwise greater_equal: bool result");
    test_plan_is(run, api, 0, PC_OP_MINIMUM, PC_FLOAT32, v, PC_FLOAT64, v, 0, PC_OK,
                 PC_FLOAT64, "elementwise minimum: real-valued");
    test_plan_is(run, api, 0, PC_OP_MINIMUM, PC_COMPLEX128, v, PC_FLOAT64, v, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "elementwise minimum: complex unspecified");
    test_plan_is(run, api, 0, PC_OP_BITWISE_OR, PC_BOOL, v, PC_BOOL, v, 0, PC_OK, PC_BOOL,
                 "elementwise bitwise_or: boolean");
    test_plan_is(run, api, 0, PC_OP_BITWISE_XOR, PC_FLOAT64, v, PC_FLOAT64, v, 0,
                 PC_UNDEFINED, PC_DTYPE_NONE, "elementwise bitwise_xor: integer or boolean");
    test_plan_is(run, api, 0, PC_OP_ADD, PC_INT32, v, PC_FLOAT32, bad, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "an undefined promotion leaves the shapes' error too");
    test_plan_is(run, api, 0, PC_OP_ADD, PC_INT32, v, PC_INT32, bad, 0,
                 PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "broadcasting: incompatible");
    src = "array_object in-place operators";
    test_plan_is(run, api, 0, PC_OP_ADD, PC_INT16, v, PC_INT8, v, 1, PC_OK, PC_INT16, src);
    test_plan_is(run, api, 0, PC_OP_ADD, PC_INT8, v, PC_INT16, v, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "in-place: a promoted dtype other than x1's is unspecified");
    test_plan_is(run, api, 0, PC_OP_DIVIDE, PC_FLOAT32, v, PC_FLOAT64, v, 1,
                 PC_UNDEFINED, PC_DTYPE_NONE, src);
    test_plan_is(run, api, 0, PC_OP_ADD, PC_INT16, v, PC_INT16, wide, 1,
                 PC_INPLACE_SHAPE_CHANGE, PC_DTYPE_NONE, "in-place: shape must not change");
    test_plan_is(run, api, 0, PC_OP_EQUAL, PC_BOOL, v, PC_BOOL, v, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "in-place: no == operator in place");
    test_plan_is(run, api, 0, PC_OP_MAXIMUM, PC_INT8, v, PC_INT8, v, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "in-place: maximum has no in-place form");
    test_plan_is(run, api, 0, PC_OP_MINIMUM, PC_INT8, v, PC_INT8, v, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "in-place: minimum has no in-place form");
    test_plan_is(run, api, 0, PC_OP_NOT_EQUAL, PC_INT8, v, PC_INT8, v, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "in-place: no != operator in place");
    test_plan_is(run, api, 0, PC_OP_GREATER_EQUAL, PC_FLOAT32, v, PC_FLOAT32, v, 1,
                 PC_UNDEFINED, PC_DTYPE_NONE, "in-place: no >= operator in place");
    test_plan_is(run, api, 0, PC_OP_BITWISE_OR, PC_INT16, v, PC_UINT8, v, 1, PC_OK, PC_INT16,
                 "in-place: |= exists");
    test_plan_is(run, api, 0, PC_OP_BITWISE_XOR, PC_UINT8, v, PC_INT8, v, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "in-place: ^= with a promoted dtype other than x1's");
    test_plan_is(run, api, 0, PC_OP_BITWISE_XOR, PC_BOOL, v, PC_BOOL, wide, 1,
                 PC_INPLACE_SHAPE_CHANGE, PC_DTYPE_NONE, "in-place: ^= must not change the shape");
}

/* maximum and minimum of -0.0 against +0.0: "The order of signed zeros is
** unspecified and thus implementation-defined" (the Notes of both), so the
** call is undefined and writes nothing; equal zeros and other values are
** computed. */
static void signed_zero_ties(tap_run *run, const pc_profile *api) {
    float neg[2] = {-0.0f, 1.0f}, pos[2] = {0.0f, 2.0f}, out[2] = {7.0f, 7.0f};
    tap_is_str(run, pc_status_name(test_compute(api, PC_OP_MAXIMUM, PC_FLOAT32, neg, PC_FLOAT32,
                                                pos, PC_FLOAT32, out, 2)),
               "undefined", "maximum(-0.0, +0.0) is left open");
    tap_ok(run, out[0] == 7.0f && out[1] == 7.0f, "nothing is written when a tie is left open");
    double dneg[1] = {-0.0}, dpos[1] = {0.0}, dout[1] = {7.0};
    tap_is_str(run, pc_status_name(test_compute(api, PC_OP_MINIMUM, PC_FLOAT64, dpos, PC_FLOAT64,
                                                dneg, PC_FLOAT64, dout, 1)),
               "undefined", "minimum(+0.0, -0.0) is left open");
    float same[2] = {-0.0f, 1.0f};
    tap_is_str(run, pc_status_name(test_compute(api, PC_OP_MAXIMUM, PC_FLOAT32, neg, PC_FLOAT32,
                                                same, PC_FLOAT32, out, 2)),
               "ok", "maximum(-0.0, -0.0) is computed");
    tap_ok(run, out[0] == 0.0f && signbit(out[0]) && out[1] == 1.0f,
           "maximum(-0.0, -0.0) is -0.0");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    const pc_profile *api = pc_profile_find("array-api");
    if (!tap_ok(&run, api != NULL, "profile array-api exists")) return tap_finish(&run);
    spec_table_cells(&run, api);
    test_promotion_properties(&run, api, 0);
    scalars(&run, api);
    can_casts_and_ops(&run, api);
    signed_zero_ties(&run, api);
    return tap_finish(&run);
}
