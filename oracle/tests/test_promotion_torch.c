/*
** test_promotion_torch.c: the torch profile against PyTorch's type
** promotion rules (Tensor Attributes, torch.dtype) and promoteTypes.
**
** The 13x13 table is checked against promoteTypes' own text
** (c10/core/ScalarType.cpp), copied here line for line and parsed by this
** test, so the expected values do not come from the oracle's table. Then
** the rules before the table (identical types, float8, uint16/32/64),
** result_type's categories and default dtype, canCast, and properties
** (symmetry, promote(a, a) == a).
*/
#include <stdio.h>
#include <string.h>

#include "test_profile_support.h"

/* promoteTypes' table (c10/core/ScalarType.cpp), line for line. */
static const char *const table_text[] = {
    "//           u1   i1   i2   i4   i8   f2   f4   f8   c2   c4   c8   b1   bf",
    "/* u1 */  { u1,  i2,  i2,  i4,  i8,  f2,  f4,  f8,  c2,  c4,  c8,  u1,  bf  },",
    "/* i1 */  { i2,  i1,  i2,  i4,  i8,  f2,  f4,  f8,  c2,  c4,  c8,  i1,  bf  },",
    "/* i2 */  { i2,  i2,  i2,  i4,  i8,  f2,  f4,  f8,  c2,  c4,  c8,  i2,  bf  },",
    "/* i4 */  { i4,  i4,  i4,  i4,  i8,  f2,  f4,  f8,  c2,  c4,  c8,  i4,  bf  },",
    "/* i8 */  { i8,  i8,  i8,  i8,  i8,  f2,  f4,  f8,  c2,  c4,  c8,  i8,  bf  },",
    "/* f2 */  { f2,  f2,  f2,  f2,  f2,  f2,  f4,  f8,  c2,  c4,  c8,  f2,  f4  },",
    "/* f4 */  { f4,  f4,  f4,  f4,  f4,  f4,  f4,  f8,  c4,  c4,  c8,  f4,  f4  },",
    "/* f8 */  { f8,  f8,  f8,  f8,  f8,  f8,  f8,  f8,  c8,  c8,  c8,  f8,  f8  },",
    "/* c2 */  { c2,  c2,  c2,  c2,  c2,  c2,  c4,  c8,  c2,  c4,  c8,  c2,  c4  },",
    "/* c4 */  { c4,  c4,  c4,  c4,  c4,  c4,  c4,  c8,  c4,  c4,  c8,  c4,  c4  },",
    "/* c8 */  { c8,  c8,  c8,  c8,  c8,  c8,  c8,  c8,  c8,  c8,  c8,  c8,  c8  },",
    "/* b1 */  { u1,  i1,  i2,  i4,  i8,  f2,  f4,  f8,  c2,  c4,  c8,  b1,  bf  },",
    "/* bf */  { bf,  bf,  bf,  bf,  bf,  f4,  f4,  f8,  c4,  c4,  c8,  bf,  bf  },",
};

/* The table's codes: u1 = uint8, i1 = int8, ... bf = bfloat16. */
static pc_dtype table_code(const char *code) {
    static const struct { const char *code; const char *name; } key[] = {
        {"u1", "uint8"},     {"i1", "int8"},      {"i2", "int16"},
        {"i4", "int32"},     {"i8", "int64"},     {"f2", "float16"},
        {"f4", "float32"},   {"f8", "float64"},   {"c2", "complex32"},
        {"c4", "complex64"}, {"c8", "complex128"}, {"b1", "bool"},
        {"bf", "bfloat16"},
    };
    for (size_t i = 0; i < sizeof key / sizeof key[0]; i++) {
        if (strncmp(code, key[i].code, 2) == 0) {
            pc_dtype dtype = PC_DTYPE_NONE;
            pc_dtype_parse(key[i].name, strlen(key[i].name), &dtype);
            return dtype;
        }
    }
    return PC_DTYPE_NONE;
}

static void table_cells(tap_run *run, const pc_profile *torch) {
    pc_dtype columns[13];
    const char *p = strstr(table_text[0], "u1");
    for (int c = 0; c < 13; c++, p += 5) columns[c] = table_code(p);
    int cells = 0, mismatches = 0;
    for (int r = 1; r <= 13; r++) {
        const char *line = table_text[r];
        pc_dtype row = table_code(line + 3);
        const char *cell = strchr(line, '{') + 2;
        for (int c = 0; c < 13; c++, cell += 5) {
            pc_dtype expected = table_code(cell), got = PC_DTYPE_NONE;
            pc_error err;
            pc_status status = pc_promote_types(torch, row, columns[c], &got, &err);
            cells++;
            if (status != PC_OK || got != expected) {
                mismatches++;
                tap_diag(run, "  promote(%s, %s): expected %s, got %s",
                         pc_dtype_name(row), pc_dtype_name(columns[c]),
                         pc_dtype_name(expected),
                         status == PC_OK ? pc_dtype_name(got)
                                         : pc_status_name(status));
            }
        }
    }
    tap_ok(run, cells == 169 && mismatches == 0,
           "promoteTypes table: all %d cells match (%d mismatches)",
           cells, mismatches);
}

static void promote_is(tap_run *run, const pc_profile *torch, pc_dtype a,
                       pc_dtype b, pc_status expected_status,
                       pc_dtype expected, const char *source) {
    pc_dtype got = PC_DTYPE_NONE;
    pc_error err;
    pc_status status = pc_promote_types(torch, a, b, &got, &err);
    int passed = status == expected_status &&
                 (status != PC_OK || got == expected);
    tap_ok(run, passed, "%s: promote(%s, %s) -> %s", source, pc_dtype_name(a),
           pc_dtype_name(b),
           expected_status == PC_OK ? pc_dtype_name(expected)
                                    : pc_status_name(expected_status));
    if (!passed)
        tap_diag(run, "  got %s %s", pc_status_name(status),
                 status == PC_OK ? pc_dtype_name(got) : err.message);
}

static void documented_rules(tap_run *run, const pc_profile *torch) {
    promote_is(run, torch, PC_INT8, PC_INT32, PC_OK, PC_INT32, "same category: the wider type");
    promote_is(run, torch, PC_FLOAT16, PC_FLOAT32, PC_OK, PC_FLOAT32, "same category: the wider type");
    promote_is(run, torch, PC_COMPLEX64, PC_COMPLEX128, PC_OK, PC_COMPLEX128, "same category: the wider type");
    promote_is(run, torch, PC_BOOL, PC_INT32, PC_OK, PC_INT32, "across categories: the higher category");
    promote_is(run, torch, PC_INT32, PC_FLOAT32, PC_OK, PC_FLOAT32, "across categories: the higher category");
    promote_is(run, torch, PC_FLOAT32, PC_COMPLEX64, PC_OK, PC_COMPLEX64, "across categories: the higher category");
    promote_is(run, torch, PC_FLOAT32, PC_COMPLEX64, PC_OK, PC_COMPLEX64, "complex large enough for the float");
    promote_is(run, torch, PC_FLOAT64, PC_COMPLEX64, PC_OK, PC_COMPLEX128, "complex large enough for float64");
    promote_is(run, torch, PC_INT32, PC_COMPLEX64, PC_OK, PC_COMPLEX64, "integer with complex: the complex type");
    promote_is(run, torch, PC_BFLOAT16, PC_FLOAT16, PC_OK, PC_FLOAT32, "promoteTypes table: bfloat16 with float16");
    promote_is(run, torch, PC_UINT8, PC_INT32, PC_OK, PC_INT32, "promoteTypes: uint8 in the table, uint16 only with floats");
    promote_is(run, torch, PC_UINT16, PC_INT32, PC_NO_PROMOTION, PC_DTYPE_NONE, "promoteTypes: uint8 in the table, uint16 only with floats");
    promote_is(run, torch, PC_UINT16, PC_FLOAT32, PC_OK, PC_FLOAT32, "promoteTypes: uint8 in the table, uint16 only with floats");
    promote_is(run, torch, PC_FLOAT8_E4M3FN, PC_FLOAT32, PC_NO_PROMOTION, PC_DTYPE_NONE, "promoteTypes: no float8 promotion");
    promote_is(run, torch, PC_INT32, PC_INT64, PC_OK, PC_INT64, "torch.result_type(int32, int64)");
    promote_is(run, torch, PC_INT32, PC_FLOAT32, PC_OK, PC_FLOAT32, "torch.result_type(int32, float32)");
    promote_is(run, torch, PC_FLOAT64, PC_COMPLEX64, PC_OK, PC_COMPLEX128, "torch.result_type(float64, complex64)");
    promote_is(run, torch, PC_BOOL, PC_INT32, PC_OK, PC_INT32, "torch.result_type(bool, int32)");
    promote_is(run, torch, PC_INT64, PC_FLOAT32, PC_OK, PC_FLOAT32, "Promotion Examples: long + float is float32");
    /* c10 promoteTypes before the table (docs/semantics.md). */
    const char *c10 = "c10 promoteTypes";
    promote_is(run, torch, PC_UINT16, PC_UINT16, PC_OK, PC_UINT16, c10);
    promote_is(run, torch, PC_UINT64, PC_UINT64, PC_OK, PC_UINT64, c10);
    promote_is(run, torch, PC_FLOAT8_E5M2, PC_FLOAT8_E5M2, PC_OK, PC_FLOAT8_E5M2, c10);
    promote_is(run, torch, PC_FLOAT8_E4M3FN, PC_FLOAT8_E5M2, PC_NO_PROMOTION, PC_DTYPE_NONE, c10);
    promote_is(run, torch, PC_FLOAT8_E5M2, PC_BOOL, PC_NO_PROMOTION, PC_DTYPE_NONE, c10);
    promote_is(run, torch, PC_UINT16, PC_FLOAT8_E4M3FN, PC_NO_PROMOTION, PC_DTYPE_NONE, c10);
    promote_is(run, torch, PC_UINT32, PC_BFLOAT16, PC_OK, PC_BFLOAT16, c10);
    promote_is(run, torch, PC_FLOAT64, PC_UINT64, PC_OK, PC_FLOAT64, c10);
    promote_is(run, torch, PC_UINT16, PC_BOOL, PC_NO_PROMOTION, PC_DTYPE_NONE, c10);
    promote_is(run, torch, PC_UINT8, PC_UINT16, PC_NO_PROMOTION, PC_DTYPE_NONE, c10);
    promote_is(run, torch, PC_UINT32, PC_UINT64, PC_NO_PROMOTION, PC_DTYPE_NONE, c10);
    promote_is(run, torch, PC_UINT32, PC_COMPLEX64, PC_NO_PROMOTION, PC_DTYPE_NONE, c10);
}

static void properties(tap_run *run, const pc_profile *torch) {
    int symmetric = 1, idempotent = 1;
    for (int a = 0; a < PC_DTYPE_COUNT; a++) {
        pc_dtype self;
        pc_error err;
        if (pc_promote_types(torch, (pc_dtype)a, (pc_dtype)a, &self, &err) != PC_OK ||
            self != (pc_dtype)a)
            idempotent = 0;
        for (int b = 0; b < PC_DTYPE_COUNT; b++) {
            pc_dtype ab = PC_DTYPE_NONE, ba = PC_DTYPE_NONE;
            pc_status s1 = pc_promote_types(torch, (pc_dtype)a, (pc_dtype)b, &ab, &err);
            pc_status s2 = pc_promote_types(torch, (pc_dtype)b, (pc_dtype)a, &ba, &err);
            if (s1 != s2 || ab != ba) symmetric = 0;
        }
    }
    tap_ok(run, idempotent, "property: promote(a, a) == a for all 18 dtypes");
    tap_ok(run, symmetric, "property: the torch matrix is symmetric over 18x18");
}

static void result_type_is(tap_run *run, const pc_profile *torch,
                           pc_dtype default_float, const pc_operand *operands,
                           int count, pc_status expected_status,
                           pc_dtype expected, const char *name) {
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    options.default_float = default_float;
    pc_dtype got = PC_DTYPE_NONE;
    pc_error err;
    pc_status status = pc_result_type(torch, &options, operands, count, &got, &err);
    int passed = status == expected_status && (status != PC_OK || got == expected);
    tap_ok(run, passed, "%s", name);
    if (!passed)
        tap_diag(run, "  got %s %s, expected %s %s", pc_status_name(status),
                 status == PC_OK ? pc_dtype_name(got) : err.message,
                 pc_status_name(expected_status), pc_dtype_name(expected));
}

#define DIM(d) test_dim(d)
#define ZERO(d) test_zero(d)
#define SCALAR(k) test_scalar(k)
#define OPERANDS(...) (const pc_operand[]){__VA_ARGS__}, \
    (int)(sizeof((const pc_operand[]){__VA_ARGS__}) / sizeof(pc_operand))

static void result_types(tap_run *run, const pc_profile *torch) {
    result_type_is(run, torch, PC_FLOAT64,
                   OPERANDS(DIM(PC_INT32), ZERO(PC_FLOAT32), SCALAR(PC_SCALAR_FLOAT)),
                   PC_OK, PC_FLOAT32,
                   "int32 tensor, 0-d float32, Python float, default float64: "
                   "float32, not float64: combine_categories(float32, float64) "
                   "keeps the 0-d float32 because it is floating "
                   "(TypeProperties.cpp)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_INT32), ZERO(PC_FLOAT32), SCALAR(PC_SCALAR_FLOAT)),
                   PC_OK, PC_FLOAT32,
                   "int32 tensor, 0-d float32, Python float, default float32: "
                   "float32");
    result_type_is(run, torch, PC_FLOAT64,
                   OPERANDS(DIM(PC_INT32), SCALAR(PC_SCALAR_FLOAT)), PC_OK, PC_FLOAT64,
                   "int32 tensor, Python float, default float64: the "
                   "Python float decides, float64");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_INT32), DIM(PC_FLOAT32)), PC_OK, PC_FLOAT32,
                   "int32 + float32 -> float32");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_UINT8), SCALAR(PC_SCALAR_INT)), PC_OK, PC_UINT8,
                   "uint8 array + Python int stays uint8 (wrapped int is lower)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_INT32), SCALAR(PC_SCALAR_FLOAT)), PC_OK, PC_FLOAT32,
                   "int32 array + Python float -> default float32");
    result_type_is(run, torch, PC_FLOAT64,
                   OPERANDS(DIM(PC_INT32), SCALAR(PC_SCALAR_FLOAT)), PC_OK, PC_FLOAT64,
                   "int32 array + Python float -> default float64");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_FLOAT16), SCALAR(PC_SCALAR_FLOAT)), PC_OK, PC_FLOAT16,
                   "float16 array + Python float stays float16");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_FLOAT16), SCALAR(PC_SCALAR_COMPLEX)), PC_OK, PC_COMPLEX32,
                   "float16 array + Python complex -> complex32 (toComplexType)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_BFLOAT16), SCALAR(PC_SCALAR_COMPLEX)), PC_OK, PC_COMPLEX64,
                   "bfloat16 array + Python complex -> complex64");
    result_type_is(run, torch, PC_FLOAT64,
                   OPERANDS(DIM(PC_INT8), SCALAR(PC_SCALAR_COMPLEX)), PC_OK, PC_COMPLEX128,
                   "int8 array + Python complex, default float64 -> complex128");
    result_type_is(run, torch, PC_FLOAT16,
                   OPERANDS(DIM(PC_INT8), SCALAR(PC_SCALAR_COMPLEX)), PC_OK, PC_COMPLEX32,
                   "int8 array + Python complex, default float16 -> complex32");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_BOOL), SCALAR(PC_SCALAR_INT)), PC_OK, PC_INT64,
                   "bool array + Python int -> int64 (bool is lower category)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_BOOL), SCALAR(PC_SCALAR_BOOL)), PC_OK, PC_BOOL,
                   "bool array + Python bool -> bool");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_INT32), ZERO(PC_INT64)), PC_OK, PC_INT32,
                   "int32 array + 0-d int64 -> int32 (same category)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_INT32), ZERO(PC_FLOAT64)), PC_OK, PC_FLOAT64,
                   "int32 array + 0-d float64 -> float64 (higher category)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_FLOAT32), ZERO(PC_FLOAT64)), PC_OK, PC_FLOAT32,
                   "float32 array + 0-d float64 -> float32");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_FLOAT32), ZERO(PC_COMPLEX128)), PC_OK, PC_COMPLEX64,
                   "float32 array + 0-d complex128 -> complex64 (keeps value type)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_INT16), ZERO(PC_COMPLEX128)), PC_OK, PC_COMPLEX128,
                   "int16 array + 0-d complex128 -> complex128 (lower complex wins)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(ZERO(PC_INT32), SCALAR(PC_SCALAR_FLOAT)), PC_OK, PC_FLOAT32,
                   "0-d int32 + Python float -> float32");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(ZERO(PC_UINT8), ZERO(PC_INT8)), PC_OK, PC_INT16,
                   "two 0-d arrays promote with the table");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(SCALAR(PC_SCALAR_INT), SCALAR(PC_SCALAR_FLOAT)), PC_OK, PC_FLOAT32,
                   "Python int + Python float -> default float");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_UINT16), DIM(PC_INT32)), PC_NO_PROMOTION, PC_DTYPE_NONE,
                   "uint16 + int32 arrays: no promotion");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_UINT16), SCALAR(PC_SCALAR_INT)), PC_OK, PC_UINT16,
                   "uint16 array + Python int -> uint16 (lower bucket ignored)");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_FLOAT8_E4M3FN), SCALAR(PC_SCALAR_COMPLEX)),
                   PC_NO_PROMOTION, PC_DTYPE_NONE,
                   "float8 array + Python complex: no complex counterpart");
    result_type_is(run, torch, PC_FLOAT32,
                   OPERANDS(DIM(PC_FLOAT8_E4M3FN), SCALAR(PC_SCALAR_FLOAT)), PC_OK,
                   PC_FLOAT8_E4M3FN, "float8 array + Python float stays float8");
    result_type_is(run, torch, PC_INT32, OPERANDS(DIM(PC_INT32)),
                   PC_INVALID_ARGUMENT, PC_DTYPE_NONE,
                   "a default float dtype that is not floating is refused");
    result_type_is(run, torch, PC_FLOAT32, NULL, 0, PC_INVALID_ARGUMENT,
                   PC_DTYPE_NONE, "zero operands are refused");
}

static void can_cast_is(tap_run *run, const pc_profile *torch, pc_dtype from,
                        pc_dtype to, int expected, const char *source) {
    int allowed = -1;
    pc_error err;
    pc_status status = pc_can_cast(torch, from, to, &allowed, &err);
    tap_ok(run, status == PC_OK && allowed == expected,
           "%s: can_cast(%s -> %s) is %s", source, pc_dtype_name(from),
           pc_dtype_name(to), expected ? "yes" : "no");
}

static void can_casts(tap_run *run, const pc_profile *torch) {
    can_cast_is(run, torch, PC_FLOAT32, PC_INT32, 0, "Casting Examples: int_tensor *= float_tensor");
    can_cast_is(run, torch, PC_COMPLEX64, PC_FLOAT64, 0, "canCast complex -> real");
    can_cast_is(run, torch, PC_INT32, PC_BOOL, 0, "canCast non-bool -> bool");
    can_cast_is(run, torch, PC_BOOL, PC_BOOL, 1, "canCast bool -> bool");
    can_cast_is(run, torch, PC_INT64, PC_INT32, 1, "canCast lossy int64 -> int32");
    can_cast_is(run, torch, PC_FLOAT64, PC_FLOAT16, 1, "canCast lossy float64 -> float16");
    can_cast_is(run, torch, PC_INT64, PC_UINT8, 1, "canCast int64 -> uint8");
    can_cast_is(run, torch, PC_FLOAT32, PC_COMPLEX32, 1, "canCast float32 -> complex32");
    can_cast_is(run, torch, PC_FLOAT8_E5M2, PC_INT8, 0, "canCast float8 -> int8");
    can_cast_is(run, torch, PC_BOOL, PC_FLOAT8_E4M3FN, 1, "canCast bool -> float8");
    int cells = 0, allowed_count = 0;
    for (int from = 0; from < PC_DTYPE_COUNT; from++)
        for (int to = 0; to < PC_DTYPE_COUNT; to++) {
            int allowed;
            pc_error err;
            pc_can_cast(torch, (pc_dtype)from, (pc_dtype)to, &allowed, &err);
            cells++;
            allowed_count += allowed;
        }
    /* Counted by hand from canCast's three refusals over 18 dtypes:
    ** complex(3) -> non-complex(15): 45; real floating(6) -> integral(8):
    ** 48; non-bool(17) -> bool: 17, less the 3 complex -> bool already
    ** counted: 14. 324 - 45 - 48 - 14 = 217. */
    tap_is_int(run, allowed_count, 217, "canCast allows 217 of 324 pairs");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    const pc_profile *torch = pc_profile_find("torch");
    if (!tap_ok(&run, torch != NULL, "profile torch exists"))
        return tap_finish(&run);
    tap_ok(&run, pc_profile_find("no-such-profile") == NULL,
           "an unknown profile is NULL");
    table_cells(&run, torch);
    documented_rules(&run, torch);
    properties(&run, torch);
    result_types(&run, torch);
    can_casts(&run, torch);
    return tap_finish(&run);
}
