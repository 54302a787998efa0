/*
** test_promotion_numpy.c: the numpy profile's promotion against real NumPy.
**
** The matrices are numpy 1.24.2's own output (the script in
** docs/profiles/numpy.md), pasted here and parsed by this test, so the
** expected values do not come from the oracle's tables. NEP 50 cases were
** run in numpy 1.24.2 with np._set_promotion_state('weak'); where NumPy 2
** differs from that run, the check says so and cites the NumPy 2 source.
*/
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "numpy_matrix.h"
#include "test_profile_support.h"

#define LINES(array) array, (int)(sizeof array / sizeof array[0])

/* np.promote_types(row, column), numpy 1.24.2 (the same in 2.x). */
static const char *const promote_types_printed[] = {
    "//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2",
    "/* b1  */ b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2",
    "/* i1  */ i1  i1  i2  i2  i4  i4  i8  i8  f8  f4  f8  c8  c16 f2",
    "/* u1  */ u1  i2  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2",
    "/* i2  */ i2  i2  i2  i2  i4  i4  i8  i8  f8  f4  f8  c8  c16 f4",
    "/* u2  */ u2  i4  u2  i4  u2  i4  u4  i8  u8  f4  f8  c8  c16 f4",
    "/* i4  */ i4  i4  i4  i4  i4  i4  i8  i8  f8  f8  f8  c16 c16 f8",
    "/* u4  */ u4  i8  u4  i8  u4  i8  u4  i8  u8  f8  f8  c16 c16 f8",
    "/* i8  */ i8  i8  i8  i8  i8  i8  i8  i8  f8  f8  f8  c16 c16 f8",
    "/* u8  */ u8  f8  u8  f8  u8  f8  u8  f8  u8  f8  f8  c16 c16 f8",
    "/* f4  */ f4  f4  f4  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f4",
    "/* f8  */ f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8",
    "/* c8  */ c8  c8  c8  c8  c8  c16 c16 c16 c16 c8  c16 c8  c16 c8",
    "/* c16 */ c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16",
    "/* f2  */ f2  f2  f2  f4  f4  f8  f8  f8  f8  f4  f8  c8  c16 f2",
};

/* np.can_cast(row, column, 'same_kind'), numpy 1.24.2. */
static const char *const same_kind_printed[] = {
    "//        b1  i1  u1  i2  u2  i4  u4  i8  u8  f4  f8  c8  c16 f2",
    "/* b1  */ 1   1   1   1   1   1   1   1   1   1   1   1   1   1",
    "/* i1  */ 0   1   0   1   0   1   0   1   0   1   1   1   1   1",
    "/* u1  */ 0   1   1   1   1   1   1   1   1   1   1   1   1   1",
    "/* i2  */ 0   1   0   1   0   1   0   1   0   1   1   1   1   1",
    "/* u2  */ 0   1   1   1   1   1   1   1   1   1   1   1   1   1",
    "/* i4  */ 0   1   0   1   0   1   0   1   0   1   1   1   1   1",
    "/* u4  */ 0   1   1   1   1   1   1   1   1   1   1   1   1   1",
    "/* i8  */ 0   1   0   1   0   1   0   1   0   1   1   1   1   1",
    "/* u8  */ 0   1   1   1   1   1   1   1   1   1   1   1   1   1",
    "/* f4  */ 0   0   0   0   0   0   0   0   0   1   1   1   1   1",
    "/* f8  */ 0   0   0   0   0   0   0   0   0   1   1   1   1   1",
    "/* c8  */ 0   0   0   0   0   0   0   0   0   0   0   1   1   0",
    "/* c16 */ 0   0   0   0   0   0   0   0   0   0   0   1   1   0",
    "/* f2  */ 0   0   0   0   0   0   0   0   0   1   1   1   1   1",
};

/* np.result_type(np.zeros(2, D), SCALAR) for each D, numpy 1.24.2 under
** 'weak' promotion (NEP 50): "D>RESULT". */
static const char *const with_python_scalar_printed[] = {
    "int:    b1>i8 i1>i1 u1>u1 i2>i2 u2>u2 i4>i4 u4>u4 i8>i8 u8>u8 f4>f4 f8>f8 c8>c8 c16>c16 f2>f2",
    "float:  b1>f8 i1>f8 u1>f8 i2>f8 u2>f8 i4>f8 u4>f8 i8>f8 u8>f8 f4>f4 f8>f8 c8>c8 c16>c16 f2>f2",
    "complex:b1>c16 i1>c16 u1>c16 i2>c16 u2>c16 i4>c16 u4>c16 i8>c16 u8>c16 f4>c8 f8>c16 c8>c8 c16>c16 f2>c8",
};

static int promote_cell(void *context, pc_dtype row, pc_dtype column,
                        const char *cell, size_t length) {
    tap_run *run = context;
    pc_dtype expected = numpy_code_dtype(cell, length), got = PC_DTYPE_NONE;
    pc_error err;
    pc_status status = pc_promote_types(pc_profile_find("numpy"), row, column, &got, &err);
    int held = status == PC_OK && got == expected && expected != PC_DTYPE_NONE;
    if (!held)
        tap_diag(run, "  promote(%s, %s): expected %.*s, got %s", pc_dtype_name(row),
                 pc_dtype_name(column), (int)length, cell,
                 status == PC_OK ? pc_dtype_name(got) : pc_status_name(status));
    return held;
}

static int same_kind_cell(void *context, pc_dtype row, pc_dtype column,
                          const char *cell, size_t length) {
    tap_run *run = context;
    int allowed = -1;
    pc_error err;
    pc_status status = pc_can_cast(pc_profile_find("numpy"), row, column, &allowed, &err);
    int held = status == PC_OK && length == 1 && allowed == cell[0] - '0';
    if (!held)
        tap_diag(run, "  can_cast(%s -> %s): expected %.*s, got %d", pc_dtype_name(row),
                 pc_dtype_name(column), (int)length, cell, allowed);
    return held;
}

static void printed_matrices(tap_run *run) {
    int cells = 0;
    int held = numpy_matrix_visit(LINES(promote_types_printed), promote_cell, run, &cells);
    tap_ok(run, cells == 196 && held == 196,
           "numpy 1.24.2 np.promote_types: all 196 cells of the 14x14 matrix match "
           "(%d of %d)", held, cells);
    held = numpy_matrix_visit(LINES(same_kind_printed), same_kind_cell, run, &cells);
    tap_ok(run, cells == 196 && held == 196,
           "numpy 1.24.2 np.can_cast(from, to, 'same_kind'): all 196 cells match "
           "(%d of %d)", held, cells);
}

/* The notable cells of the table, each once more by name, and the dtypes
** NumPy does not have. */
static void notable_cells(tap_run *run, const pc_profile *numpy) {
    static const struct { pc_dtype a, b, expected; } cells[] = {
        {PC_INT64, PC_UINT64, PC_FLOAT64},     {PC_INT8, PC_UINT64, PC_FLOAT64},
        {PC_INT32, PC_FLOAT32, PC_FLOAT64},    {PC_INT16, PC_FLOAT16, PC_FLOAT32},
        {PC_UINT8, PC_FLOAT16, PC_FLOAT16},    {PC_INT8, PC_FLOAT16, PC_FLOAT16},
        {PC_COMPLEX64, PC_FLOAT64, PC_COMPLEX128}, {PC_UINT32, PC_INT8, PC_INT64},
        {PC_BOOL, PC_UINT16, PC_UINT16},
    };
    char name[160];
    for (size_t i = 0; i < sizeof cells / sizeof cells[0]; i++) {
        snprintf(name, sizeof name, "numpy 1.24.2 observed: promote(%s, %s) -> %s",
                 pc_dtype_name(cells[i].a), pc_dtype_name(cells[i].b),
                 pc_dtype_name(cells[i].expected));
        test_promote_is(run, numpy, 0, cells[i].a, cells[i].b, PC_OK, cells[i].expected, name);
    }
    static const pc_dtype absent[] = {PC_BFLOAT16, PC_COMPLEX32, PC_FLOAT8_E4M3FN,
                                      PC_FLOAT8_E5M2};
    for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++) {
        snprintf(name, sizeof name, "NumPy has no %s (ml_dtypes has): promote refuses it",
                 pc_dtype_name(absent[i]));
        test_promote_is(run, numpy, 0, absent[i], PC_FLOAT32, PC_UNSUPPORTED_DTYPE_FOR_OP,
                        PC_DTYPE_NONE, name);
    }
}

/* Every "D>RESULT" of with_python_scalar_printed, with the array both
** dimensioned and 0-d. */
static void array_with_python_scalar(tap_run *run, const pc_profile *numpy) {
    static const pc_scalar_kind kinds[] = {PC_SCALAR_INT, PC_SCALAR_FLOAT,
                                           PC_SCALAR_COMPLEX};
    int cells = 0, mismatches = 0;
    for (int k = 0; k < 3; k++) {
        const char *p = strchr(with_python_scalar_printed[k], ':') + 1;
        for (p += strspn(p, " "); *p != '\0'; p += strspn(p, " ")) {
            size_t from = strcspn(p, ">"), to = strcspn(p + from + 1, " ");
            pc_dtype array = numpy_code_dtype(p, from);
            pc_dtype expected = numpy_code_dtype(p + from + 1, to);
            pc_operand operands[2][2] = {{test_dim(array), test_scalar(kinds[k])},
                                         {test_zero(array), test_scalar(kinds[k])}};
            for (int zero_dim = 0; zero_dim < 2; zero_dim++) {
                pc_dtype got = PC_DTYPE_NONE;
                pc_error err;
                cells++;
                if (pc_result_type(numpy, NULL, operands[zero_dim], 2, &got, &err) != PC_OK ||
                    got != expected || expected == PC_DTYPE_NONE) {
                    mismatches++;
                    tap_diag(run, "  %s with a Python scalar of kind %d: expected %s, got %s",
                             pc_dtype_name(array), (int)kinds[k], pc_dtype_name(expected),
                             pc_dtype_name(got));
                }
            }
            p += from + 1 + to;
        }
    }
    tap_ok(run, cells == 84 && mismatches == 0,
           "NEP 50, numpy 1.24.2 'weak' observed: all 14 dtypes x Python int, float, "
           "complex, as arrays and 0-d arrays (%d cells, %d mismatches)",
           cells, mismatches);
}

/* 2**1024, a Python int beyond what a double holds: its correctly rounded
** value is infinite. */
static const char two_to_the_1024[] =
    "179769313486231590772930519078902473361797697894230657273430"
    "081157732675805500963132708477322407536021120113879871393357"
    "658789768814416622492847430639474124377767893424865485276302"
    "219601246094119453082952085005768838150682342462881473913110"
    "540827237163350510684586298239947245938479716304835356329624"
    "224137216";

static pc_operand python_int_beyond_double(int negative) {
    pc_operand operand = test_int_value(two_to_the_1024);
    operand.value.negative = negative;
    operand.value.real = negative ? -INFINITY : INFINITY;
    return operand;
}

/* A Python int beyond 64 bits that a double holds: its rounded value. */
static pc_operand python_int_beyond_64_bits(const char *decimal, double real) {
    pc_operand operand = test_int_value(decimal);
    operand.value.real = real;
    return operand;
}

typedef struct result_type_case {
    pc_operand operands[3];
    int count;
    pc_status expected_status;
    pc_dtype expected;
    const char *name;
} result_type_case;

#define DIM(d) test_dim(d)
#define ZERO(d) test_zero(d)
#define INT test_scalar(PC_SCALAR_INT)
#define FLOAT test_scalar(PC_SCALAR_FLOAT)
#define COMPLEX test_scalar(PC_SCALAR_COMPLEX)
#define BOOL test_scalar(PC_SCALAR_BOOL)
#define VALUE(decimal) test_int_value(decimal)
#define OUT PC_SCALAR_OUT_OF_RANGE, PC_DTYPE_NONE

static void nep50_cases(tap_run *run, const pc_profile *numpy) {
    const result_type_case cases[] = {
        {{DIM(PC_BOOL), INT}, 2, PC_OK, PC_INT64,
         "NEP 50: bool array + Python int -> int64, the default int "
         "(abstractdtypes.c int_common_dtype)"},
        {{DIM(PC_INT16), FLOAT}, 2, PC_OK, PC_FLOAT64,
         "NEP 50: int16 array + Python float -> float64"},
        {{DIM(PC_FLOAT16), FLOAT}, 2, PC_OK, PC_FLOAT16,
         "NEP 50: float16 array + Python float stays float16"},
        {{DIM(PC_FLOAT32), COMPLEX}, 2, PC_OK, PC_COMPLEX64,
         "NEP 50: float32 array + Python complex -> complex64"},
        {{DIM(PC_FLOAT16), COMPLEX}, 2, PC_OK, PC_COMPLEX64,
         "NEP 50: float16 array + Python complex -> complex64 "
         "(dtypemeta.c default_builtin_common_dtype: half -> cfloat)"},
        {{DIM(PC_FLOAT64), COMPLEX}, 2, PC_OK, PC_COMPLEX128,
         "NEP 50: float64 array + Python complex -> complex128"},
        {{DIM(PC_UINT64), COMPLEX}, 2, PC_OK, PC_COMPLEX128,
         "NEP 50: uint64 array + Python complex -> complex128"},
        {{DIM(PC_INT8), BOOL}, 2, PC_OK, PC_INT8,
         "numpy 1.24.2 observed: int8 array + Python bool -> int8"},
        {{DIM(PC_BOOL), BOOL}, 2, PC_OK, PC_BOOL,
         "numpy 1.24.2 observed: bool array + Python bool -> bool"},
        {{INT, FLOAT}, 2, PC_OK, PC_FLOAT64, "NEP 50: result_type(1, 2.0) -> float64"},
        {{INT}, 1, PC_OK, PC_INT64, "NEP 50: result_type(1) -> int64 (np.int_)"},
        {{INT, COMPLEX}, 2, PC_OK, PC_COMPLEX128, "NEP 50: result_type(1, 1j) -> complex128"},
        {{BOOL, INT}, 2, PC_OK, PC_INT64,
         "numpy 1.24.2 observed: result_type(True, 1) -> int64"},
        {{BOOL, BOOL}, 2, PC_OK, PC_BOOL,
         "numpy 1.24.2 observed: result_type(True, False) -> bool"},
        {{DIM(PC_UINT8), ZERO(PC_INT64)}, 2, PC_OK, PC_INT64,
         "NEP 50: uint8 array + 0-d int64 -> int64 (0-d arrays are not weak)"},
        {{DIM(PC_FLOAT32), ZERO(PC_FLOAT64)}, 2, PC_OK, PC_FLOAT64,
         "NEP 50: float32 array + 0-d float64 -> float64"},
        {{ZERO(PC_FLOAT32), FLOAT}, 2, PC_OK, PC_FLOAT32,
         "NEP 50: np.float32 scalar + Python float -> float32"},
        {{DIM(PC_INT8), INT, FLOAT}, 3, PC_OK, PC_FLOAT64,
         "numpy 1.24.2 observed: int8 array, 1, 2.0 -> float64"},
        {{DIM(PC_FLOAT16), COMPLEX, FLOAT}, 3, PC_OK, PC_COMPLEX64,
         "numpy 1.24.2 observed: float16 array, 1j, 1.0 -> complex64"},
        {{DIM(PC_BOOL), INT, FLOAT}, 3, PC_OK, PC_FLOAT64,
         "numpy 1.24.2 observed: bool array, 1, 1.0 -> float64"},
        {{ZERO(PC_INT8), DIM(PC_UINT8), FLOAT}, 3, PC_OK, PC_FLOAT64,
         "numpy 1.24.2 observed: 0-d int8, uint8 array, 1.0 -> float64"},
        {{DIM(PC_INT32), ZERO(PC_FLOAT32), FLOAT}, 3, PC_OK, PC_FLOAT64,
         "numpy 1.24.2 observed: int32 array, 0-d float32, 1.0 -> float64"},
        {{DIM(PC_UINT64), DIM(PC_INT64), INT}, 3, PC_OK, PC_FLOAT64,
         "numpy 1.24.2 observed: uint64, int64 arrays, 1 -> float64"},
        /* A Python int's value (NEP 50: "Python integer 300 out of bounds
        ** for uint8"; NumPy 2 converts it to the result dtype with the
        ** dtype's setitem, abstractdtypes.c npy_update_operand_for_scalar;
        ** numpy 1.24.2 'weak' raises the same OverflowError in np.add). */
        {{DIM(PC_UINT8), VALUE("300")}, 2, OUT,
         "NEP 50: uint8 array + 300 is scalar_out_of_range"},
        {{DIM(PC_UINT8), VALUE("-1")}, 2, OUT,
         "NEP 50: uint8 array + -1 is scalar_out_of_range"},
        {{DIM(PC_UINT8), VALUE("255")}, 2, PC_OK, PC_UINT8,
         "NEP 50: uint8 array + 255 is uint8"},
        {{DIM(PC_UINT8), VALUE("256")}, 2, OUT,
         "numpy 1.24.2 'weak' observed: uint8 array + 256 overflows"},
        {{DIM(PC_UINT8), VALUE("0")}, 2, PC_OK, PC_UINT8,
         "numpy 1.24.2 'weak' observed: uint8 array + 0 is uint8"},
        {{DIM(PC_INT8), VALUE("127")}, 2, PC_OK, PC_INT8,
         "numpy 1.24.2 'weak' observed: int8 array + 127 is int8"},
        {{DIM(PC_INT8), VALUE("128")}, 2, OUT,
         "numpy 1.24.2 'weak' observed: int8 array + 128 overflows"},
        {{DIM(PC_INT8), VALUE("-128")}, 2, PC_OK, PC_INT8,
         "numpy 1.24.2 'weak' observed: int8 array + -128 is int8"},
        {{DIM(PC_INT8), VALUE("-129")}, 2, OUT,
         "numpy 1.24.2 'weak' observed: int8 array + -129 overflows"},
        {{DIM(PC_INT8), VALUE("-0")}, 2, PC_OK, PC_INT8,
         "numpy 1.24.2 'weak' observed: int8 array + -0 is int8"},
        {{ZERO(PC_INT16), VALUE("40000")}, 2, OUT,
         "NEP 50: a 0-d int16 + 40000 overflows too"},
        {{DIM(PC_UINT64), VALUE("18446744073709551615")}, 2, PC_OK, PC_UINT64,
         "numpy 1.24.2 'weak' observed: uint64 array + 2**64 - 1 fits"},
        {{DIM(PC_UINT64), VALUE("18446744073709551616")}, 2, OUT,
         "NEP 50: uint64 array + 2**64 overflows"},
        {{DIM(PC_INT64), VALUE("-9223372036854775808")}, 2, PC_OK, PC_INT64,
         "numpy 1.24.2 'weak' observed: int64 array + -2**63 fits"},
        {{DIM(PC_INT64), VALUE("9223372036854775808")}, 2, OUT,
         "NEP 50: int64 array + 2**63 overflows"},
        {{DIM(PC_BOOL), VALUE("9223372036854775808")}, 2, OUT,
         "numpy 1.24.2 'weak' observed: bool array + 2**63 overflows int64"},
        {{DIM(PC_BOOL), VALUE("300")}, 2, PC_OK, PC_INT64,
         "numpy 1.24.2 'weak' observed: bool array + 300 is int64"},
        {{DIM(PC_UINT8), DIM(PC_INT8), VALUE("300")}, 3, PC_OK, PC_INT16,
         "numpy 1.24.2 'weak' observed: uint8, int8 arrays + 300 is int16"},
        {{DIM(PC_FLOAT16), VALUE("300")}, 2, PC_OK, PC_FLOAT16,
         "numpy 1.24.2 'weak' observed: float16 array + 300 is float16"},
        {{DIM(PC_FLOAT64), python_int_beyond_64_bits("18446744073709551616", 0x1p64)}, 2,
         PC_OK, PC_FLOAT64, "numpy 1.24.2 'weak' observed: float64 array + 2**64 fits"},
        {{DIM(PC_FLOAT32), python_int_beyond_64_bits("-1180591620717411303424", -0x1p70)}, 2,
         PC_OK, PC_FLOAT32, "numpy 1.24.2 'weak' observed: float32 array + -2**70 fits"},
        {{DIM(PC_FLOAT64), python_int_beyond_double(0)}, 2, OUT,
         "numpy 1.24.2 'weak' observed: float64 array + 2**1024 raises 'int too large "
         "to convert to float'"},
        {{DIM(PC_COMPLEX64), python_int_beyond_double(1)}, 2, OUT,
         "NEP 50: complex64 array + -2**1024 cannot be converted"},
        {{DIM(PC_UINT8), VALUE("300"), FLOAT}, 3, PC_OK, PC_FLOAT64,
         "numpy 1.24.2 'weak' observed: result_type(uint8 array, 300, 1.0) is float64, "
         "where 300 fits"},
        {{DIM(PC_UINT8), INT}, 2, PC_OK, PC_UINT8,
         "a Python int given without its value is taken to be in range"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        test_result_type_is(run, numpy, 0, cases[i].operands, cases[i].count,
                            cases[i].expected_status, cases[i].expected, cases[i].name);

    /* The error names the Python int, as NumPy's message does. */
    const pc_operand out_of_range[] = {DIM(PC_INT8), DIM(PC_INT8), VALUE("1000")};
    pc_dtype got;
    pc_error err;
    pc_status status = pc_result_type(numpy, NULL, out_of_range, 3, &got, &err);
    tap_ok(run, status == PC_SCALAR_OUT_OF_RANGE && err.operand_a == 2 &&
                    strstr(err.message, "1000 out of bounds for int8") != NULL,
           "the error names the Python int, operand 2: %s", err.message);

    /* NumPy has no default float dtype: the option changes nothing. */
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    options.default_float = PC_FLOAT16;
    const pc_operand int_and_float[] = {DIM(PC_INT32), FLOAT};
    status = pc_result_type(numpy, &options, int_and_float, 2, &got, &err);
    tap_ok(run, status == PC_OK && got == PC_FLOAT64,
           "default_float does not apply to NumPy: int32 array + Python float is "
           "float64 even with default float16");
}

/* Three or more operands: np.result_type is PyArray_PromoteDTypeSequence
** (numpy/_core/src/multiarray/common_dtype.c), not a left fold of
** promote_types. The answers below are derived by hand from that rule:
** the DType of the highest type number (float16 above every other) is the
** main one, each DType is promoted with it alone, and those results
** together; the highest Python kind then joins as with one array. Each
** names the left fold's answer, which the profile must not give. */
typedef struct sequence_case {
    pc_operand operands[4];
    int count;
    pc_dtype expected;
    const char *name;
} sequence_case;

static void dtype_sequence_cases(tap_run *run, const pc_profile *numpy) {
    const sequence_case cases[] = {
        {{DIM(PC_UINT8), DIM(PC_INT8), DIM(PC_FLOAT16)}, 3, PC_FLOAT16,
         "uint8, int8, float16 -> float16: float16 holds both 8-bit integers "
         "(a left fold: int16, then float32; numpy 1.24.2 observed float16)"},
        {{DIM(PC_FLOAT16), DIM(PC_UINT8), DIM(PC_INT8)}, 3, PC_FLOAT16,
         "float16, uint8, int8 -> float16 (where a left fold gives float16 too)"},
        {{DIM(PC_INT8), DIM(PC_FLOAT16), DIM(PC_UINT8)}, 3, PC_FLOAT16,
         "int8, float16, uint8 -> float16: the order does not matter"},
        {{DIM(PC_INT8), DIM(PC_UINT16), DIM(PC_FLOAT32)}, 3, PC_FLOAT32,
         "int8, uint16, float32 -> float32 (a left fold: int32, then float64; "
         "numpy 1.24.2 observed float32)"},
        {{DIM(PC_FLOAT32), DIM(PC_UINT16), DIM(PC_INT8)}, 3, PC_FLOAT32,
         "float32, uint16, int8 -> float32"},
        {{DIM(PC_INT8), DIM(PC_UINT16), DIM(PC_FLOAT16)}, 3, PC_FLOAT32,
         "int8, uint16, float16 -> float32: float16 with uint16 is float32 "
         "(a left fold: float64; numpy 1.24.2 observed float32)"},
        {{DIM(PC_INT16), DIM(PC_UINT16), DIM(PC_COMPLEX64)}, 3, PC_COMPLEX64,
         "int16, uint16, complex64 -> complex64 (a left fold: int32, then "
         "complex128; numpy 1.24.2 observed complex64)"},
        {{DIM(PC_UINT8), DIM(PC_INT8), DIM(PC_FLOAT16), DIM(PC_UINT16)}, 4, PC_FLOAT32,
         "uint8, int8, float16, uint16 -> float32 (float16, float16, float32 "
         "together; numpy 1.24.2 observed float32)"},
        {{DIM(PC_UINT32), DIM(PC_INT8), DIM(PC_INT64)}, 3, PC_INT64,
         "uint32, int8, int64 -> int64: int64 is the main DType"},
        {{DIM(PC_INT8), DIM(PC_UINT8), DIM(PC_FLOAT16), INT}, 4, PC_FLOAT16,
         "int8, uint8, float16 arrays and a Python int -> float16 (a left "
         "fold: float32)"},
        {{DIM(PC_INT8), INT, DIM(PC_UINT8), DIM(PC_FLOAT16)}, 4, PC_FLOAT16,
         "the Python int's place does not matter: int8, 1, uint8, float16 -> "
         "float16"},
        {{DIM(PC_INT16), DIM(PC_UINT16), ZERO(PC_FLOAT16), FLOAT}, 4, PC_FLOAT32,
         "int16, uint16 arrays, 0-d float16, Python float -> float32 (a left "
         "fold: float64)"},
        {{DIM(PC_INT8), DIM(PC_UINT16), DIM(PC_FLOAT32), COMPLEX}, 4, PC_COMPLEX64,
         "int8, uint16, float32 arrays and a Python complex -> complex64: "
         "float32 with a Python complex (a left fold: complex128)"},
        {{DIM(PC_BOOL), DIM(PC_COMPLEX64), COMPLEX}, 3, PC_COMPLEX64,
         "bool, complex64 arrays and a Python complex -> complex64 "
         "(NumPy 2's complex_common_dtype; 1.24 'weak' gives complex128)"},
        {{BOOL, INT, DIM(PC_INT8)}, 3, PC_INT8,
         "True, 1, int8 array -> int8: the Python int meets int8, not bool "
         "alone (NumPy 2; 1.24 'weak' gives int64)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        test_result_type_is(run, numpy, 0, cases[i].operands, cases[i].count, PC_OK,
                            cases[i].expected, cases[i].name);

    /* An operand's scalar_kind is meaningful for a Python scalar only
    ** (promcast/profile.h): arrays that carry a Python kind there are still
    ** arrays, each promoted with the main DType. uint8 with int8 is int16
    ** (promote_types). */
    pc_operand kinded[2] = {DIM(PC_UINT8), DIM(PC_INT8)};
    kinded[0].scalar_kind = PC_SCALAR_INT;
    kinded[1].scalar_kind = PC_SCALAR_FLOAT;
    test_result_type_is(run, numpy, 0, kinded, 2, PC_OK, PC_INT16,
                        "uint8, int8 arrays whose unused scalar_kind names a Python int and "
                        "float -> int16: a field of scalars only is ignored");

    /* The answer depends on the operands, not on their order: every triple
    ** of NumPy's dtypes, in each of its six orders, and with a Python int,
    ** float or complex in each of four places. */
    static const int orders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                     {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    static const pc_scalar_kind kinds[3] = {PC_SCALAR_INT, PC_SCALAR_FLOAT,
                                            PC_SCALAR_COMPLEX};
    int triples = 0, agree = 0;
    const char *first_failure = NULL;
    char failure[160];
    for (int a = 0; a < PC_DTYPE_COUNT; a++)
        for (int b = 0; b < PC_DTYPE_COUNT; b++)
            for (int c = 0; c < PC_DTYPE_COUNT; c++) {
                const pc_dtype triple[3] = {(pc_dtype)a, (pc_dtype)b, (pc_dtype)c};
                if (!pc_profile_has_dtype(numpy, triple[0]) ||
                    !pc_profile_has_dtype(numpy, triple[1]) ||
                    !pc_profile_has_dtype(numpy, triple[2]))
                    continue;
                triples++;
                int same = 1;
                for (int weak = -1; weak < 3 && same; weak++) {
                    pc_dtype first = PC_DTYPE_NONE;
                    for (int o = 0; o < 6 && same; o++)
                        for (int at = 0; at < (weak < 0 ? 1 : 4) && same; at++) {
                            pc_operand operands[4];
                            int n = 0;
                            for (int k = 0; k < 3; k++) {
                                if (weak >= 0 && at == k)
                                    operands[n++] = test_scalar(kinds[weak]);
                                operands[n++] = test_dim(triple[orders[o][k]]);
                            }
                            if (weak >= 0 && at == 3) operands[n++] = test_scalar(kinds[weak]);
                            pc_dtype got;
                            pc_error err;
                            if (pc_result_type(numpy, NULL, operands, n, &got, &err) != PC_OK)
                                same = 0;
                            else if (first == PC_DTYPE_NONE)
                                first = got;
                            else if (got != first)
                                same = 0;
                        }
                }
                if (same)
                    agree++;
                else if (first_failure == NULL) {
                    snprintf(failure, sizeof failure, "%s, %s, %s", pc_dtype_name(triple[0]),
                             pc_dtype_name(triple[1]), pc_dtype_name(triple[2]));
                    first_failure = failure;
                }
            }
    tap_ok(run, triples == 14 * 14 * 14 && agree == triples,
           "result_type of every triple of dtypes (%d) is the same in every order, "
           "with or without a Python scalar anywhere (first difference: %s)",
           triples, first_failure != NULL ? first_failure : "none");
}

static void can_cast_cells(tap_run *run, const pc_profile *numpy) {
    int allowed_count = 0;
    for (int from = 0; from < PC_DTYPE_COUNT; from++)
        for (int to = 0; to < PC_DTYPE_COUNT; to++) {
            int allowed = 0;
            pc_error err;
            if (pc_profile_has_dtype(numpy, (pc_dtype)from) &&
                pc_profile_has_dtype(numpy, (pc_dtype)to) &&
                pc_can_cast(numpy, (pc_dtype)from, (pc_dtype)to, &allowed, &err) == PC_OK)
                allowed_count += allowed;
        }
    tap_is_int(run, allowed_count, 121,
               "numpy 1.24.2 observed: same_kind allows 121 of 196 pairs");
    static const struct { pc_dtype from, to; int allowed; const char *why; } cells[] = {
        {PC_INT64, PC_INT32, 1, "int32 += int64 is allowed and wraps"},
        {PC_FLOAT64, PC_INT32, 0, "int32 += float64 is an error"},
        {PC_UINT64, PC_INT8, 1, "unsigned to signed is same_kind (u 1 <= i 2)"},
        {PC_INT16, PC_UINT8, 0, "signed to unsigned is not (i 2 > u 1)"},
        {PC_BOOL, PC_INT32, 1, "bool to anything"},
        {PC_INT8, PC_BOOL, 0, "nothing else to bool"},
        {PC_FLOAT64, PC_FLOAT16, 1, "float64 to float16, the same kind"},
        {PC_COMPLEX128, PC_FLOAT64, 0, "complex to real is not"},
        {PC_FLOAT16, PC_COMPLEX64, 1, "float to complex"},
    };
    char name[200];
    for (size_t i = 0; i < sizeof cells / sizeof cells[0]; i++) {
        snprintf(name, sizeof name,
                 "convert_datatype.c dtype_kind_to_ordering: can_cast(%s -> %s, same_kind) "
                 "is %s: %s", pc_dtype_name(cells[i].from), pc_dtype_name(cells[i].to),
                 cells[i].allowed ? "yes" : "no", cells[i].why);
        test_can_cast_is(run, numpy, cells[i].from, cells[i].to, cells[i].allowed, name);
    }
}

int main(void) {
    tap_run run;
    tap_start(&run);
    const pc_profile *numpy = pc_profile_find("numpy");
    if (!tap_ok(&run, numpy != NULL, "profile numpy exists"))
        return tap_finish(&run);
    printed_matrices(&run);
    notable_cells(&run, numpy);
    test_promotion_properties(&run, numpy, 0);
    array_with_python_scalar(&run, numpy);
    nep50_cases(&run, numpy);
    dtype_sequence_cases(&run, numpy);
    can_cast_cells(&run, numpy);
    return tap_finish(&run);
}
