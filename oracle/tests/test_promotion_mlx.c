/*
** test_promotion_mlx.c: the mlx profile against MLX's sources.
**
** The type_rules table of ml-explore/mlx mlx/dtype.cpp (the 13 types before
** float64) is copied here line for line and parsed, so the expected values
** do not come from the oracle's table; the float64 row and column are
** those of the 14-type table of MLX v0.31.1 (float64 with anything but
** complex64 is float64). Then the Python scalar rules of
** python/src/utils.cpp to_array / to_arrays, the ops of mlx/ops.cpp, and
** the choices for can_cast and in-place ops.
*/
#include <string.h>

#include "test_profile_support.h"

/* mlx/dtype.cpp type_rules, verbatim (13 types). */
static const char *const type_rules[] = {
    "// bool       uint8      uint16     uint32     uint64     int8       int16      int32      int64      float16    float32    bfloat16   complex64",
    "  {bool_,     uint8,     uint16,    uint32,    uint64,    int8,      int16,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // bool",
    "  {uint8,     uint8,     uint16,    uint32,    uint64,    int16,     int16,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // uint8",
    "  {uint16,    uint16,    uint16,    uint32,    uint64,    int32,     int32,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // uint16",
    "  {uint32,    uint32,    uint32,    uint32,    uint64,    int64,     int64,     int64,     int64,     float16,   float32,   bfloat16,  complex64}, // uint32",
    "  {uint64,    uint64,    uint64,    uint64,    uint64,    float32,   float32,   float32,   float32,   float16,   float32,   bfloat16,  complex64}, // uint64",
    "  {int8,      int16,     int32,     int64,     float32,   int8,      int16,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // int8",
    "  {int16,     int16,     int32,     int64,     float32,   int16,     int16,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // int16",
    "  {int32,     int32,     int32,     int64,     float32,   int32,     int32,     int32,     int64,     float16,   float32,   bfloat16,  complex64}, // int32",
    "  {int64,     int64,     int64,     int64,     float32,   int64,     int64,     int64,     int64,     float16,   float32,   bfloat16,  complex64}, // int64",
    "  {float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float16,   float32,   float32,   complex64}, // float16",
    "  {float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   float32,   complex64}, // float32",
    "  {bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  bfloat16,  float32,   float32,   bfloat16,  complex64}, // bfloat16",
    "  {complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64, complex64}, // complex64",
};

enum { TYPES = 13 };

/* An MLX dtype name ("bool_" for bool) as the oracle's dtype. */
static pc_dtype mlx_name(const char *name, size_t length) {
    if (length == 5 && memcmp(name, "bool_", 5) == 0) return PC_BOOL;
    pc_dtype dtype = PC_DTYPE_NONE;
    pc_dtype_parse(name, length, &dtype);
    return dtype;
}

/* The next name of a row, skipping spaces, braces and commas. */
static pc_dtype next_name(const char **text) {
    const char *p = *text + strspn(*text, " {,/");
    size_t length = strcspn(p, " ,}");
    *text = p + length;
    return mlx_name(p, length);
}

static void type_rules_table(tap_run *run, const pc_profile *mlx) {
    pc_dtype columns[TYPES];
    const char *p = type_rules[0];
    for (int c = 0; c < TYPES; c++) columns[c] = next_name(&p);
    int cells = 0, mismatches = 0;
    for (int r = 1; r <= TYPES; r++) {
        const char *line = type_rules[r];
        pc_dtype row = mlx_name(strrchr(line, ' ') + 1, strlen(strrchr(line, ' ') + 1));
        for (int c = 0; c < TYPES; c++) {
            pc_dtype expected = next_name(&line), got = PC_DTYPE_NONE;
            pc_error err;
            pc_status status = pc_promote_types(mlx, row, columns[c], &got, &err);
            cells++;
            if (status != PC_OK || got != expected) {
                mismatches++;
                tap_diag(run, "  promote(%s, %s): expected %s, got %s",
                         pc_dtype_name(row), pc_dtype_name(columns[c]),
                         pc_dtype_name(expected), pc_dtype_name(got));
            }
        }
    }
    tap_ok(run, cells == 169 && mismatches == 0,
           "mlx/dtype.cpp type_rules: all %d cells match (%d mismatches)", cells,
           mismatches);
    int float64_cells = 0, float64_right = 0;
    for (int d = 0; d < PC_DTYPE_COUNT; d++) {
        if (!pc_profile_has_dtype(mlx, (pc_dtype)d)) continue;
        pc_dtype got = PC_DTYPE_NONE;
        pc_error err;
        pc_promote_types(mlx, PC_FLOAT64, (pc_dtype)d, &got, &err);
        float64_cells++;
        float64_right += got == (d == PC_COMPLEX64 ? PC_COMPLEX64 : PC_FLOAT64);
    }
    tap_ok(run, float64_cells == 14 && float64_right == 14,
           "MLX v0.31.1 type_rules: float64 with any of the 14 dtypes is float64, "
           "with complex64 complex64");
}

static void dtypes(tap_run *run, const pc_profile *mlx) {
    int count = 0;
    for (int d = 0; d < PC_DTYPE_COUNT; d++) count += pc_profile_has_dtype(mlx, (pc_dtype)d);
    tap_is_int(run, count, 14, "mlx/dtype.h: 14 dtypes");
    tap_ok(run, !pc_profile_has_dtype(mlx, PC_COMPLEX128) &&
                    !pc_profile_has_dtype(mlx, PC_COMPLEX32) &&
                    !pc_profile_has_dtype(mlx, PC_FLOAT8_E4M3FN),
           "mlx/dtype.h: no complex128, complex32 or float8");
    const char *src = "mlx/dtype.cpp type_rules";
    test_promote_is(run, mlx, 0, PC_UINT64, PC_INT8, PC_OK, PC_FLOAT32, src);
    test_promote_is(run, mlx, 0, PC_INT64, PC_FLOAT16, PC_OK, PC_FLOAT16, src);
    test_promote_is(run, mlx, 0, PC_INT32, PC_BFLOAT16, PC_OK, PC_BFLOAT16, src);
    test_promote_is(run, mlx, 0, PC_FLOAT16, PC_BFLOAT16, PC_OK, PC_FLOAT32, src);
    test_promote_is(run, mlx, 0, PC_FLOAT32, PC_BFLOAT16, PC_OK, PC_FLOAT32, src);
    test_promote_is(run, mlx, 0, PC_FLOAT64, PC_COMPLEX64, PC_OK, PC_COMPLEX64, src);
    test_promote_is(run, mlx, 0, PC_UINT32, PC_INT32, PC_OK, PC_INT64, src);
}

static void scalars(tap_run *run, const pc_profile *mlx) {
    const char *src = "python/src/utils.cpp to_array: a float takes a floating "
                      "array's dtype, else float32";
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_INT32), test_scalar(PC_SCALAR_FLOAT)),
                        PC_OK, PC_FLOAT32, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_FLOAT16), test_scalar(PC_SCALAR_FLOAT)),
                        PC_OK, PC_FLOAT16, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_FLOAT64), test_scalar(PC_SCALAR_FLOAT)),
                        PC_OK, PC_FLOAT64, "utils.cpp to_array: float64 array * Python float stays float64");
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_COMPLEX64), test_scalar(PC_SCALAR_FLOAT)),
                        PC_OK, PC_COMPLEX64, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_BOOL), test_scalar(PC_SCALAR_FLOAT)),
                        PC_OK, PC_FLOAT32, src);
    src = "utils.cpp to_array: a complex is complex64";
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_INT8), test_scalar(PC_SCALAR_COMPLEX)),
                        PC_OK, PC_COMPLEX64, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_FLOAT64), test_scalar(PC_SCALAR_COMPLEX)),
                        PC_OK, PC_COMPLEX64, src);
    src = "utils.cpp to_array: an int takes the array's dtype";
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_INT8), test_scalar(PC_SCALAR_INT)),
                        PC_OK, PC_INT8, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_scalar(PC_SCALAR_INT), test_dim(PC_UINT16)),
                        PC_OK, PC_UINT16, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_BFLOAT16), test_scalar(PC_SCALAR_INT)),
                        PC_OK, PC_BFLOAT16, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_BOOL), test_scalar(PC_SCALAR_INT)),
                        PC_OK, PC_INT32, "utils.cpp: \"bool_ is an exception and is always promoted\"");
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_BOOL), test_int_value("1099511627776")),
                        PC_OK, PC_INT32, "utils.cpp: no range check against bool, int32");
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_INT16), test_scalar(PC_SCALAR_BOOL)),
                        PC_OK, PC_INT16, "utils.cpp: a bool takes the array's dtype");
    src = "utils.cpp to_array: \"would result in overflow\" below 8 bytes";
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_UINT8), test_int_value("300")),
                        PC_SCALAR_OUT_OF_RANGE, PC_DTYPE_NONE, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_UINT8), test_int_value("-1")),
                        PC_SCALAR_OUT_OF_RANGE, PC_DTYPE_NONE, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_INT8), test_int_value("-129")),
                        PC_SCALAR_OUT_OF_RANGE, PC_DTYPE_NONE, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_INT8), test_int_value("-128")),
                        PC_OK, PC_INT8, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_UINT32), test_int_value("4294967295")),
                        PC_OK, PC_UINT32, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_UINT64), test_int_value("-1")),
                        PC_OK, PC_UINT64, "utils.cpp: no range check for 8-byte integers");
    src = "utils.cpp to_array: nb::cast<long> needs an int64 value";
    test_result_type_is(run, mlx, 0,
                        TEST_OPERANDS(test_dim(PC_UINT64), test_int_value("9223372036854775808")),
                        PC_SCALAR_OUT_OF_RANGE, PC_DTYPE_NONE, src);
    test_result_type_is(run, mlx, 0,
                        TEST_OPERANDS(test_dim(PC_FLOAT32), test_int_value("1180591620717411303424")),
                        PC_SCALAR_OUT_OF_RANGE, PC_DTYPE_NONE, src);
    src = "utils.cpp to_arrays: no array, the scalars' own dtypes";
    test_result_type_is(run, mlx, 0,
                        TEST_OPERANDS(test_scalar(PC_SCALAR_INT), test_scalar(PC_SCALAR_FLOAT)),
                        PC_OK, PC_FLOAT32, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_scalar(PC_SCALAR_INT)), PC_OK, PC_INT32, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_int_value("3000000000")), PC_OK,
                        PC_INT64, "utils.cpp: an int beyond int32 defaults to int64");
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_scalar(PC_SCALAR_BOOL)), PC_OK, PC_BOOL, src);
    test_result_type_is(run, mlx, 0, TEST_OPERANDS(test_dim(PC_INT32), test_zero(PC_FLOAT16)),
                        PC_OK, PC_FLOAT16, "mlx: a 0-d array is an array");
}

static void can_casts_and_ops(tap_run *run, const pc_profile *mlx) {
    const char *src = "mlx has no can_cast: promote_types(from, to) == to";
    test_can_cast_is(run, mlx, PC_INT8, PC_INT16, 1, src);
    test_can_cast_is(run, mlx, PC_INT16, PC_INT8, 0, src);
    test_can_cast_is(run, mlx, PC_UINT64, PC_FLOAT32, 1, src);
    test_can_cast_is(run, mlx, PC_FLOAT64, PC_COMPLEX64, 1, src);
    test_can_cast_is(run, mlx, PC_FLOAT16, PC_BFLOAT16, 0, src);
    pc_shape v = SHAPE(3), bad = SHAPE(4);
    src = "mlx/ops.cpp divide: at_least_float(promote_types(a, b))";
    test_plan_is(run, mlx, 0, PC_OP_DIVIDE, PC_INT32, v, PC_INT32, v, 0, PC_OK,
                 PC_FLOAT32, src);
    test_plan_is(run, mlx, 0, PC_OP_DIVIDE, PC_INT64, v, PC_UINT8, v, 0, PC_OK,
                 PC_FLOAT32, src);
    test_plan_is(run, mlx, 0, PC_OP_DIVIDE, PC_BOOL, v, PC_BOOL, v, 0, PC_OK,
                 PC_FLOAT32, src);
    test_plan_is(run, mlx, 0, PC_OP_DIVIDE, PC_FLOAT16, v, PC_INT8, v, 0, PC_OK,
                 PC_FLOAT16, src);
    test_plan_is(run, mlx, 0, PC_OP_DIVIDE, PC_FLOAT64, v, PC_INT8, v, 0, PC_OK,
                 PC_FLOAT64, src);
    test_plan_is(run, mlx, 0, PC_OP_SUBTRACT, PC_BOOL, v, PC_BOOL, v, 0, PC_OK, PC_BOOL,
                 "mlx/ops.cpp subtract: no dtype check, bool - bool is bool");
    test_plan_is(run, mlx, 0, PC_OP_BITWISE_AND, PC_FLOAT32, v, PC_INT8, v, 0,
                 PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE,
                 "mlx/ops.cpp bitwise_impl: only integer or boolean types");
    test_plan_is(run, mlx, 0, PC_OP_BITWISE_AND, PC_FLOAT32, v, PC_INT8, bad, 0,
                 PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE,
                 "mlx/ops.cpp bitwise_impl checks before broadcast_arrays");
    test_plan_is(run, mlx, 0, PC_OP_LESS, PC_COMPLEX64, v, PC_INT8, v, 0, PC_OK, PC_BOOL,
                 "mlx/backend/cpu/binary.cpp: Less has a complex64 kernel");
    test_plan_is(run, mlx, 0, PC_OP_MAXIMUM, PC_COMPLEX64, v, PC_FLOAT64, v, 0, PC_OK,
                 PC_COMPLEX64, "mlx/ops.cpp maximum: no dtype check");
    test_plan_is(run, mlx, 0, PC_OP_EQUAL, PC_UINT64, v, PC_INT8, v, 0, PC_OK, PC_BOOL,
                 "mlx/ops.cpp equal: bool");
    test_plan_is(run, mlx, 0, PC_OP_NOT_EQUAL, PC_COMPLEX64, v, PC_BOOL, v, 0, PC_OK,
                 PC_BOOL, "mlx/ops.cpp not_equal: bool");
    test_plan_is(run, mlx, 0, PC_OP_GREATER_EQUAL, PC_COMPLEX64, v, PC_FLOAT64, v, 0, PC_OK,
                 PC_BOOL, "mlx/ops.cpp greater_equal: complex64_t's operator>=");
    test_plan_is(run, mlx, 0, PC_OP_MINIMUM, PC_UINT64, v, PC_INT8, v, 0, PC_OK, PC_FLOAT32,
                 "mlx/ops.cpp minimum: promote_types, uint64 with int8 is float32");
    test_plan_is(run, mlx, 0, PC_OP_BITWISE_OR, PC_UINT64, v, PC_INT8, v, 0,
                 PC_UNSUPPORTED_DTYPE_FOR_OP, PC_DTYPE_NONE,
                 "mlx/ops.cpp bitwise_impl (bitwise_or): float32 is refused");
    test_plan_is(run, mlx, 0, PC_OP_BITWISE_XOR, PC_BOOL, v, PC_UINT16, bad, 0,
                 PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE,
                 "mlx/ops.cpp bitwise_xor: bool with uint16 is uint16, accepted");
    test_plan_is(run, mlx, 0, PC_OP_MINIMUM, PC_INT8, v, PC_INT8, v, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "python/src/array.cpp: no in-place minimum writes");
    test_plan_is(run, mlx, 0, PC_OP_ADD, PC_INT8, v, PC_INT8, v, 1, PC_UNDEFINED,
                 PC_DTYPE_NONE, "python/src/array.cpp __iadd__ rebinds: undefined");
    /* detail::Subtract on bool: (bool)(x - y), exclusive or. */
    unsigned char x[4] = {0, 0, 1, 1}, y[4] = {0, 1, 0, 1}, z[4];
    pc_status status = test_compute(mlx, PC_OP_SUBTRACT, PC_BOOL, x, PC_BOOL, y,
                                    PC_BOOL, z, 4);
    tap_ok(run, status == PC_OK && z[0] == 0 && z[1] == 1 && z[2] == 1 && z[3] == 0,
           "mlx/backend/cpu/binary_ops.h Subtract on bool: x - y != 0");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    const pc_profile *mlx = pc_profile_find("mlx");
    if (!tap_ok(&run, mlx != NULL, "profile mlx exists")) return tap_finish(&run);
    type_rules_table(&run, mlx);
    dtypes(&run, mlx);
    test_promotion_properties(&run, mlx, 0);
    scalars(&run, mlx);
    can_casts_and_ops(&run, mlx);
    return tap_finish(&run);
}
