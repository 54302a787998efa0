/*
** test_profile_stdlib.c: the stdlib profile against @stdlib/ndarray
** 0.4.1's sources (stdlib-js/stdlib, lib/node_modules/@stdlib/ndarray/).
**
** The rows of promotion-rules/lib/promotion_rules.json and
** safe-casts/lib/safe_casts.json are copied here and parsed, so the
** expected cells do not come from the oracle's tables: every pair of the
** profile's 15 dtypes is checked against them (uint8c, generic and binary
** have no case-format dtype). Then the ops stdlib has, the fold
** base/promote-dtypes applies, and concat (concat/lib/main.js and the files
** it requires): its checks in order, its broadcasting and its values.
*/
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "join_case.h"
#include "test_profile_support.h"

#define STDLIB "stdlib"

/* promotion-rules/lib/promotion_rules.json, verbatim but for whitespace: one row a line. */
static const char *const promotion_rules_json[] = {
    "\"float64\": { \"float64\": \"float64\", \"float32\": \"float64\", \"float16\": \"float64\", \"int64\": -1, \"int32\": \"float64\", \"int16\": \"float64\", \"int8\": \"float64\", \"uint64\": -1, \"uint32\": \"float64\", \"uint16\": \"float64\", \"uint8\": \"float64\", \"uint8c\": \"float64\", \"complex32\":\"complex128\", \"complex64\": \"complex128\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\" : -1 }",
    "\"float32\": { \"float64\": \"float64\", \"float32\": \"float32\", \"float16\": \"float32\", \"int64\": -1, \"int32\": \"float64\", \"int16\": \"float32\", \"int8\": \"float32\", \"uint64\": -1, \"uint32\": \"float64\", \"uint16\": \"float32\", \"uint8\": \"float32\", \"uint8c\": \"float32\", \"complex32\": \"complex64\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"float16\": { \"float64\": \"float64\", \"float32\": \"float32\", \"float16\": \"float16\", \"int64\": -1, \"int32\": \"float64\", \"int16\": \"float32\", \"int8\": \"float32\", \"uint64\": -1, \"uint32\": \"float64\", \"uint16\": \"float32\", \"uint8\": \"float32\", \"uint8c\": \"float32\", \"complex32\": \"complex32\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"int64\": { \"float64\": -1, \"float32\": -1, \"float16\": -1, \"int64\": \"int64\", \"int32\": \"int64\", \"int16\": \"int64\", \"int8\": \"int64\", \"uint64\": -1, \"uint32\": \"int64\", \"uint16\": \"int64\", \"uint8\": \"int64\", \"uint8c\": \"int64\", \"complex32\": -1, \"complex64\": -1, \"complex128\": -1, \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"int32\": { \"float64\": \"float64\", \"float32\": \"float64\", \"float16\": \"float64\", \"int64\": \"int64\", \"int32\": \"int32\", \"int16\": \"int32\", \"int8\": \"int32\", \"uint64\": -1, \"uint32\": \"int64\", \"uint16\": \"int32\", \"uint8\": \"int32\", \"uint8c\": \"int32\", \"complex32\": \"complex128\", \"complex64\": \"complex128\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"int16\": { \"float64\": \"float64\", \"float32\": \"float32\", \"float16\": \"float32\", \"int64\": \"int64\", \"int32\": \"int32\", \"int16\": \"int16\", \"int8\": \"int16\", \"uint64\": -1, \"uint32\": \"int64\", \"uint16\": \"int32\", \"uint8\": \"int16\", \"uint8c\": \"int16\", \"complex32\": \"complex64\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"int8\": { \"float64\": \"float64\", \"float32\": \"float32\", \"float16\": \"float16\", \"int64\": \"int64\", \"int32\": \"int32\", \"int16\": \"int16\", \"int8\": \"int8\", \"uint64\": -1, \"uint32\": \"int64\", \"uint16\": \"int32\", \"uint8\": \"int16\", \"uint8c\": \"int16\", \"complex32\": \"complex32\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"uint64\": { \"float64\": -1, \"float32\": -1, \"float16\": -1, \"int64\": -1, \"int32\": -1, \"int16\": -1, \"int8\": -1, \"uint64\": \"uint64\", \"uint32\": \"uint64\", \"uint16\": \"uint64\", \"uint8\": \"uint64\", \"uint8c\": \"uint64\", \"complex32\": -1, \"complex64\": -1, \"complex128\": -1, \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"uint32\": { \"float64\": \"float64\", \"float32\": \"float64\", \"float16\": \"float64\", \"int64\": -1, \"int32\": \"int64\", \"int16\": \"int64\", \"int8\": \"int64\", \"uint64\": \"uint64\", \"uint32\": \"uint32\", \"uint16\": \"uint32\", \"uint8\": \"uint32\", \"uint8c\": \"uint32\", \"complex32\": \"complex128\", \"complex64\": \"complex128\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"uint16\": { \"float64\": \"float64\", \"float32\": \"float32\", \"float16\": \"float32\", \"int64\": \"int64\", \"int32\": \"int32\", \"int16\": \"int32\", \"int8\": \"int32\", \"uint64\": \"uint64\", \"uint32\": \"uint32\", \"uint16\": \"uint16\", \"uint8\": \"uint16\", \"uint8c\": \"uint16\", \"complex32\": \"complex64\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"uint8\": { \"float64\": \"float64\", \"float32\": \"float32\", \"float16\": \"float16\", \"int64\": \"int64\", \"int32\": \"int32\", \"int16\": \"int16\", \"int8\": \"int16\", \"uint64\": \"uint64\", \"uint32\": \"uint32\", \"uint16\": \"uint16\", \"uint8\": \"uint8\", \"uint8c\": \"uint8\", \"complex32\": \"complex32\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"uint8c\": { \"float64\": \"float64\", \"float32\": \"float32\", \"float16\":\"float16\", \"int64\": \"int64\", \"int32\": \"int32\", \"int16\": \"int16\", \"int8\": \"int16\", \"uint64\": \"uint64\", \"uint32\": \"uint32\", \"uint16\": \"uint16\", \"uint8\": \"uint8\", \"uint8c\": \"uint8c\", \"complex32\":\"complex32\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"complex128\": { \"float64\": \"complex128\", \"float32\": \"complex128\", \"float16\": \"complex128\", \"int64\": -1, \"int32\": \"complex128\", \"int16\": \"complex128\", \"int8\": \"complex128\", \"uint64\": -1, \"uint32\": \"complex128\", \"uint16\": \"complex128\", \"uint8\": \"complex128\", \"uint8c\": \"complex128\", \"complex32\":\"complex128\", \"complex64\": \"complex128\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"complex64\": { \"float64\": \"complex128\", \"float32\": \"complex64\", \"float16\": \"complex64\", \"int64\": -1, \"int32\": \"complex128\", \"int16\": \"complex64\", \"int8\": \"complex64\", \"uint64\": -1, \"uint32\": \"complex128\", \"uint16\": \"complex64\", \"uint8\": \"complex64\", \"uint8c\": \"complex64\", \"complex32\": \"complex64\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"complex32\": { \"float64\": \"complex128\", \"float32\": \"complex64\", \"float16\": \"complex32\", \"int64\": -1, \"int32\": \"complex128\", \"int16\": \"complex64\", \"int8\": \"complex64\", \"uint64\": -1, \"uint32\": \"complex128\", \"uint16\": \"complex64\", \"uint8\": \"complex64\", \"uint8c\": \"complex64\", \"complex32\": \"complex32\", \"complex64\": \"complex64\", \"complex128\": \"complex128\", \"binary\": -1, \"generic\": \"generic\", \"bool\": -1 }",
    "\"generic\": { \"float64\": \"generic\", \"float32\": \"generic\", \"float16\": \"generic\", \"int64\": \"generic\", \"int32\": \"generic\", \"int16\": \"generic\", \"int8\": \"generic\", \"uint64\": \"generic\", \"uint32\": \"generic\", \"uint16\": \"generic\", \"uint8\": \"generic\", \"uint8c\": \"generic\", \"complex32\": \"generic\", \"complex64\": \"generic\", \"complex128\": \"generic\", \"binary\": -1, \"generic\": \"generic\", \"bool\": \"generic\" }",
    "\"binary\": { \"float64\": -1, \"float32\": -1, \"float16\": -1, \"int64\": -1, \"int32\": -1, \"int16\": -1, \"int8\": -1, \"uint64\": -1, \"uint32\": -1, \"uint16\": -1, \"uint8\": -1, \"uint8c\": -1, \"complex32\": -1, \"complex64\": -1, \"complex128\": -1, \"binary\": \"binary\", \"generic\": -1, \"bool\": -1 }",
    "\"bool\": { \"float64\": -1, \"float32\": -1, \"float16\": -1, \"int64\": -1, \"int32\": -1, \"int16\": -1, \"int8\": -1, \"uint64\": -1, \"uint32\": -1, \"uint16\": -1, \"uint8\": -1, \"uint8c\": -1, \"complex32\": -1, \"complex64\": -1, \"complex128\": -1, \"binary\": -1, \"generic\": \"generic\", \"bool\": \"bool\" }",
};
/* safe-casts/lib/safe_casts.json, verbatim but for whitespace: one row a line. */
static const char *const safe_casts_json[] = {
    "\"float64\": { \"float64\": 1, \"float32\": 0, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 0, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"float32\": { \"float64\": 1, \"float32\": 1, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 1, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"float16\": { \"float64\": 1, \"float32\": 1, \"float16\": 1, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 1, \"complex32\": 1, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"int64\": { \"float64\": 0, \"float32\": 0, \"float16\": 0, \"int64\": 1, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 0, \"complex64\": 0, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"int32\": { \"float64\": 1, \"float32\": 0, \"float16\": 0, \"int64\": 1, \"int32\": 1, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 0, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"int16\": { \"float64\": 1, \"float32\": 1, \"float16\": 0, \"int64\": 1, \"int32\": 1, \"int16\": 1, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 1, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"int8\": { \"float64\": 1, \"float32\": 1, \"float16\": 1, \"int64\": 1, \"int32\": 1, \"int16\": 1, \"int8\": 1, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 1, \"complex32\": 1, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"uint64\": { \"float64\": 0, \"float32\": 0, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 1, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 0, \"complex64\": 0, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"uint32\": { \"float64\": 1, \"float32\": 0, \"float16\": 0, \"int64\": 1, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 1, \"uint32\": 1, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 0, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"uint16\": { \"float64\": 1, \"float32\": 1, \"float16\": 0, \"int64\": 1, \"int32\": 1, \"int16\": 0, \"int8\": 0, \"uint64\": 1, \"uint32\": 1, \"uint16\": 1, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 1, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"uint8\": { \"float64\": 1, \"float32\": 1, \"float16\": 1, \"int64\": 1, \"int32\": 1, \"int16\": 1, \"int8\": 0, \"uint64\": 1, \"uint32\": 1, \"uint16\": 1, \"uint8\": 1, \"uint8c\": 1, \"complex128\": 1, \"complex64\": 1, \"complex32\": 1, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"uint8c\": { \"float64\": 1, \"float32\": 1, \"float16\": 1, \"int64\": 1, \"int32\": 1, \"int16\": 1, \"int8\": 0, \"uint64\": 1, \"uint32\": 1, \"uint16\": 1, \"uint8\": 1, \"uint8c\": 1, \"complex128\": 1, \"complex64\": 1, \"complex32\": 1, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"complex128\": { \"float64\": 0, \"float32\": 0, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 0, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"complex64\": { \"float64\": 0, \"float32\": 0, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 1, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"complex32\": { \"float64\": 0, \"float32\": 0, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 1, \"complex64\": 1, \"complex32\": 1, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"generic\": { \"float64\": 0, \"float32\": 0, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 0, \"complex64\": 0, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 0 }",
    "\"binary\": { \"float64\": 0, \"float32\": 0, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 0, \"complex64\": 0, \"complex32\": 0, \"binary\": 1, \"generic\": 0, \"bool\": 0 }",
    "\"bool\": { \"float64\": 0, \"float32\": 0, \"float16\": 0, \"int64\": 0, \"int32\": 0, \"int16\": 0, \"int8\": 0, \"uint64\": 0, \"uint32\": 0, \"uint16\": 0, \"uint8\": 0, \"uint8c\": 0, \"complex128\": 0, \"complex64\": 0, \"complex32\": 0, \"binary\": 0, \"generic\": 1, \"bool\": 1 }",
};

/* The next quoted name after *text, as a dtype of the case format (NONE
** for uint8c, generic, binary), and the text after it; NULL at the end. */
static const char *next_name(const char *text, pc_dtype *dtype) {
    const char *open = strchr(text, '"');
    if (open == NULL) return NULL;
    const char *close = strchr(open + 1, '"');
    if (close == NULL) return NULL;
    *dtype = PC_DTYPE_NONE;
    if (!pc_dtype_parse(open + 1, (size_t)(close - open - 1), dtype)) *dtype = PC_DTYPE_NONE;
    return close + 1;
}

/* One row's cells: each `"column": value` pair, the value a quoted dtype
** (promotion_rules.json), -1 (no promotion) or 1/0 (safe_casts.json). */
typedef void (*cell_check)(tap_run *run, const pc_profile *stdlib, pc_dtype row,
                           pc_dtype column, int number, pc_dtype value, int *cells,
                           int *mismatches);

static void parse_rows(tap_run *run, const pc_profile *stdlib, const char *const *rows,
                       size_t count, cell_check check, int *cells, int *mismatches) {
    for (size_t r = 0; r < count; r++) {
        pc_dtype row, column, value;
        const char *p = next_name(rows[r], &row);
        p = strchr(p, '{') + 1;
        while ((p = next_name(p, &column)) != NULL) {
            p = strchr(p, ':') + 1;
            while (*p == ' ') p++;
            int number = 0;
            value = PC_DTYPE_NONE;
            if (*p == '"')
                p = next_name(p, &value);
            else
                number = (int)strtol(p, (char **)&p, 10);
            if (row != PC_DTYPE_NONE && column != PC_DTYPE_NONE)
                check(run, stdlib, row, column, number, value, cells, mismatches);
        }
    }
}

static void promotion_cell(tap_run *run, const pc_profile *stdlib, pc_dtype row, pc_dtype column,
                           int number, pc_dtype value, int *cells, int *mismatches) {
    pc_dtype got = PC_DTYPE_NONE;
    pc_error err;
    pc_status status = pc_promote_types(stdlib, row, column, &got, &err);
    int expected_ok = number != -1 && value != PC_DTYPE_NONE;
    (*cells)++;
    if (expected_ok ? status != PC_OK || got != value : status != PC_NO_PROMOTION) {
        (*mismatches)++;
        tap_diag(run, "  promotionRules(%s, %s): expected %s, got %s (%s)", pc_dtype_name(row),
                 pc_dtype_name(column), expected_ok ? pc_dtype_name(value) : "-1",
                 pc_dtype_name(got), pc_status_name(status));
    }
}

static void safe_cast_cell(tap_run *run, const pc_profile *stdlib, pc_dtype row, pc_dtype column,
                           int number, pc_dtype value, int *cells, int *mismatches) {
    (void)value;
    int allowed = -1;
    pc_error err;
    pc_status status = pc_can_cast(stdlib, row, column, &allowed, &err);
    /* isSafeCast: a dtype to itself is safe whatever the table says. */
    int expected = row == column ? 1 : number > 0;
    (*cells)++;
    if (status != PC_OK || allowed != expected) {
        (*mismatches)++;
        tap_diag(run, "  isSafeCast(%s, %s): expected %d, got %d", pc_dtype_name(row),
                 pc_dtype_name(column), expected, allowed);
    }
}

static void tables(tap_run *run, const pc_profile *stdlib) {
    int cells = 0, mismatches = 0;
    parse_rows(run, stdlib, promotion_rules_json,
               sizeof promotion_rules_json / sizeof promotion_rules_json[0], promotion_cell,
               &cells, &mismatches);
    tap_ok(run, cells == 225 && mismatches == 0,
           "promotion-rules/lib/promotion_rules.json: all %d cells of the 15 dtypes match (%d "
           "mismatches)",
           cells, mismatches);
    cells = mismatches = 0;
    parse_rows(run, stdlib, safe_casts_json, sizeof safe_casts_json / sizeof safe_casts_json[0],
               safe_cast_cell, &cells, &mismatches);
    tap_ok(run, cells == 225 && mismatches == 0,
           "safe-casts/lib/safe_casts.json through isSafeCast: all %d cells match (%d "
           "mismatches)",
           cells, mismatches);
    int count = 0;
    for (int d = 0; d < PC_DTYPE_COUNT; d++) count += pc_profile_has_dtype(stdlib, (pc_dtype)d);
    tap_is_int(run, count, 15, "the 15 dtypes of the tables the case format has");
    test_promote_is(run, stdlib, 0, PC_BFLOAT16, PC_FLOAT32, PC_UNSUPPORTED_DTYPE_FOR_OP,
                    PC_DTYPE_NONE, "stdlib has no bfloat16");
    /* The table as the library reads it: row dtype1, column dtype2. */
    test_promote_is(run, stdlib, 0, PC_INT8, PC_FLOAT16, PC_OK, PC_FLOAT16,
                    "promotionRules('int8', 'float16') is float16");
    test_promote_is(run, stdlib, 0, PC_FLOAT16, PC_INT8, PC_OK, PC_FLOAT32,
                    "promotionRules('float16', 'int8') is float32: the table is not symmetric");
    test_promote_is(run, stdlib, 0, PC_UINT32, PC_INT64, PC_NO_PROMOTION, PC_DTYPE_NONE,
                    "promotionRules('uint32', 'int64') is -1, ('int64', 'uint32') int64");
    test_promote_is(run, stdlib, 0, PC_BOOL, PC_INT8, PC_NO_PROMOTION, PC_DTYPE_NONE,
                    "promotionRules('bool', 'int8') is -1");
}

static void ops_and_folds(tap_run *run, const pc_profile *stdlib) {
    static const char *const has[] = {"promote_types", "can_cast",     "concat",
                                      "broadcast_shapes", "broadcast_to", "broadcast_arrays"};
    static const char *const lacks[] = {
        "add", "add_inplace", "maximum", "equal", "logical_and", "bitwise_and", "where", "clip",
        "matmul", "vecdot", "stack", "result_type", "sum_to_shape", "xla_broadcast",
        "inplace_broadcast"};
    int right = 0;
    for (size_t i = 0; i < sizeof has / sizeof has[0]; i++)
        right += pc_profile_has_op(stdlib, has[i]);
    tap_is_int(run, right, (int)(sizeof has / sizeof has[0]),
               "stdlib has promotionRules, isSafeCast, concat, broadcastShapes, broadcastArray, "
               "broadcastArrays");
    right = 0;
    for (size_t i = 0; i < sizeof lacks / sizeof lacks[0]; i++)
        right += !pc_profile_has_op(stdlib, lacks[i]);
    tap_is_int(run, right, (int)(sizeof lacks / sizeof lacks[0]),
               "stdlib lacks the element-wise ops, where, clip, matmul, vecdot, stack, "
               "result_type ...");
    pc_shape v = SHAPE(3);
    test_plan_is(run, stdlib, 0, PC_OP_ADD, PC_INT32, v, PC_INT32, v, 0, PC_UNDEFINED,
                 PC_DTYPE_NONE, "@stdlib/ndarray has no add of two arrays: left open");
    test_result_type_is(run, stdlib, 0, TEST_OPERANDS(test_dim(PC_INT8), test_scalar(PC_SCALAR_INT)),
                        PC_UNDEFINED, PC_DTYPE_NONE, "stdlib takes no Python scalar");
    const char *src = "base/promote-dtypes: promotionRules folded left to right";
    test_result_type_is(run, stdlib, 0,
                        TEST_OPERANDS(test_dim(PC_INT8), test_dim(PC_FLOAT16), test_dim(PC_INT8)),
                        PC_OK, PC_FLOAT32, src);
    test_result_type_is(run, stdlib, 0,
                        TEST_OPERANDS(test_dim(PC_INT8), test_dim(PC_INT8), test_dim(PC_FLOAT16)),
                        PC_OK, PC_FLOAT16, src);
    test_result_type_is(run, stdlib, 0,
                        TEST_OPERANDS(test_dim(PC_INT32), test_dim(PC_UINT32), test_dim(PC_FLOAT32)),
                        PC_NO_PROMOTION, PC_DTYPE_NONE, "promote-dtypes: int64, then -1 with float32");
}

static void concat_checks(tap_run *run) {
    pc_function c = PC_FUNCTION_CONCAT;
    join_call_is(run, STDLIB, c, NULL, 0, PC_AXIS_DEFAULT, 0, PC_INVALID_ARGUMENT, PC_DTYPE_NONE,
                 "", NULL, "concat/lib/main.js: First argument must be an array of ndarrays");
    join_call_is(run, STDLIB, c, NULL, 0, PC_AXIS_NONE, 0, PC_UNDEFINED, PC_DTYPE_NONE, "", NULL,
                 "concat: no flattening concat, whatever the arrays");
    join_call_is(run, STDLIB, c, ARRAYS({PC_INT64, 1, {1}, {1}}, {PC_INT8, 1, {1}, {1}}),
                 PC_AXIS_DEFAULT, 0, PC_UNDEFINED, PC_DTYPE_NONE, "", NULL,
                 "concat: no int64 array can be allocated (dtypes())");
    join_call_is(run, STDLIB, c, ARRAYS({PC_FLOAT32, 2, {2, 2}, {1, 2, 3, 4}}), PC_AXIS_GIVEN, 2,
                 PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL,
                 "validate.js: axis 2 of rank 2 is dim 0, not a negative integer");
    join_call_is(run, STDLIB, c, ARRAYS({PC_FLOAT32, 2, {2, 3}, {0}}, {PC_FLOAT32, 1, {3}, {0}}),
                 PC_AXIS_GIVEN, -2, PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL,
                 "broadcast-array-except-dimensions: dim -2 against the 1-D array's own rank");
    join_call_is(run, STDLIB, c, ARRAYS({PC_FLOAT32, 1, {3}, {0}}, {PC_FLOAT32, 2, {2, 3}, {0}}),
                 PC_AXIS_GIVEN, 0, PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL,
                 "axis 0 of ranks 1 and 2 is dim -2: out of the 1-D array's bounds");
    join_call_is(run, STDLIB, c, ARRAYS({PC_INT8, 0, {0}, {1}}, {PC_INT8, 0, {0}, {2}}),
                 PC_AXIS_DEFAULT, 0, PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL,
                 "broadcast-array-except-dimensions: a 0-d array has no dim -1");
    join_call_is(run, STDLIB, c, ARRAYS({PC_INT8, 0, {0}, {1}}), PC_AXIS_DEFAULT, 0,
                 PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL,
                 "normalize-index: a lone 0-d array has no dim -1");
    join_call_is(run, STDLIB, c, ARRAYS({PC_INT8, 1, {2}, {1, 2}}), PC_AXIS_GIVEN, -2,
                 PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL,
                 "normalize-index: a lone 1-D array has no dim -2 (the library copies it)");
    join_call_is(run, STDLIB, c, ARRAYS({PC_FLOAT64, 2, {1, 3}, {0}}, {PC_FLOAT64, 2, {2, 3}, {0}}),
                 PC_AXIS_DEFAULT, 0, PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "", NULL,
                 "broadcast_arrays.js: [2,3] cannot be broadcast to the first array's [1,*]");
    join_call_is(run, STDLIB, c, ARRAYS({PC_FLOAT64, 2, {0, 3}, {0}}, {PC_FLOAT64, 2, {2, 1}, {0}}),
                 PC_AXIS_DEFAULT, 0, PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "", NULL,
                 "broadcast-array-except-dimensions: 2 is not broadcast to 0");
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_FLOAT64, 2, {2, 3}, {0}}, {PC_FLOAT64, 2, {3, 4}, {0}},
                        {PC_FLOAT64, 1, {3}, {0}}),
                 PC_AXIS_GIVEN, -2, PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "", NULL,
                 "broadcast_arrays.js: array by array, array 1's shape before array 2's dim");
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_FLOAT64, 2, {2, 3}, {0}}, {PC_FLOAT64, 1, {3}, {0}},
                        {PC_FLOAT64, 2, {3, 4}, {0}}),
                 PC_AXIS_GIVEN, -2, PC_INVALID_AXIS, PC_DTYPE_NONE, "", NULL,
                 "broadcast_arrays.js: array 1's dim before array 2's shape");
    join_call_is(run, STDLIB, c, ARRAYS({PC_INT8, 2, {2, 3}, {0}}, {PC_BOOL, 2, {3, 4}, {0}}),
                 PC_AXIS_DEFAULT, 0, PC_INCOMPATIBLE_SHAPES, PC_DTYPE_NONE, "", NULL,
                 "concat/lib/main.js: the broadcast before the promotion");
    join_call_is(run, STDLIB, c, ARRAYS({PC_INT8, 1, {1}, {1}}, {PC_BOOL, 1, {1}, {1}}),
                 PC_AXIS_DEFAULT, 0, PC_NO_PROMOTION, PC_DTYPE_NONE, "", NULL,
                 "concat/lib/main.js: Unable to apply type promotion rules (int8, bool)");
}

static void concat_values(tap_run *run) {
    pc_function c = PC_FUNCTION_CONCAT;
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_FLOAT64, 2, {2, 3}, {1, 2, 3, 4, 5, 6}}, {PC_FLOAT64, 1, {3}, {7, 8, 9}}),
                 PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT64, "[2,6]",
                 VALUES(1, 2, 3, 7, 8, 9, 4, 5, 6, 7, 8, 9),
                 "broadcast_arrays.js: the 1-D array broadcast to [2,3] along dim -1 (the "
                 "default)");
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_FLOAT64, 2, {2, 3}, {1, 2, 3, 4, 5, 6}},
                        {PC_FLOAT64, 2, {1, 3}, {7, 8, 9}}),
                 PC_AXIS_GIVEN, 0, PC_OK, PC_FLOAT64, "[3,3]", VALUES(1, 2, 3, 4, 5, 6, 7, 8, 9),
                 "axis 0 of rank 2 is dim -2");
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_INT8, 1, {2}, {-1, 2}}, {PC_UINT8, 1, {1}, {255}}), PC_AXIS_DEFAULT, 0,
                 PC_OK, PC_INT16, "[3]", VALUES(-1, 2, 255), "promotionRules('int8', 'uint8')");
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_INT32, 1, {1}, {-2147483648.0}}, {PC_UINT32, 1, {1}, {4294967295.0}}),
                 PC_AXIS_DEFAULT, 0, PC_OK, PC_INT64, "[2]", VALUES(-2147483648.0, 4294967295.0),
                 "promotionRules('int32', 'uint32') is int64 (which the library cannot allocate)");
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_FLOAT32, 1, {2}, {-0.0, NAN}}, {PC_COMPLEX64, 1, {1}, {1}}),
                 PC_AXIS_DEFAULT, 0, PC_OK, PC_COMPLEX64, "[3]", VALUES(-0.0, NAN, 1),
                 "float32 into complex64: exact, NaN kept");
    join_call_is(run, STDLIB, c, ARRAYS({PC_BOOL, 1, {2}, {1, 0}}, {PC_BOOL, 1, {1}, {1}}),
                 PC_AXIS_DEFAULT, 0, PC_OK, PC_BOOL, "[3]", VALUES(1, 0, 1), "bool joins bool");
    join_call_is(run, STDLIB, c, ARRAYS({PC_FLOAT64, 2, {0, 3}, {0}}, {PC_FLOAT64, 2, {1, 2}, {0}}),
                 PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT64, "[0,5]", VALUES(0),
                 "broadcast-array-except-dimensions: 1 broadcast to 0");
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_FLOAT32, 3, {2, 1, 2}, {1, 2, 3, 4}}, {PC_INT16, 2, {2, 2}, {5, 6, 7, 8}}),
                 PC_AXIS_GIVEN, 1, PC_OK, PC_FLOAT32, "[2,3,2]",
                 VALUES(1, 2, 5, 6, 7, 8, 3, 4, 5, 6, 7, 8),
                 "axis 1 of rank 3 is dim -2: the 2-D array prepended a dimension");
    join_call_is(run, STDLIB, c,
                 ARRAYS({PC_FLOAT32, 1, {1}, {1}}, {PC_FLOAT64, 1, {1}, {2}},
                        {PC_INT32, 1, {1}, {3}}),
                 PC_AXIS_DEFAULT, 0, PC_OK, PC_FLOAT64, "[3]", VALUES(1, 2, 3),
                 "promote-dtypes: float32, float64, int32 is float64");
    join_call_is(run, STDLIB, c, ARRAYS({PC_UINT16, 2, {1, 2}, {1, 2}}), PC_AXIS_GIVEN, -2, PC_OK,
                 PC_UINT16, "[1,2]", VALUES(1, 2), "one array: a copy");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    const pc_profile *stdlib = pc_profile_find(STDLIB);
    tap_ok(&run, stdlib != NULL, "profile stdlib is registered");
    if (stdlib == NULL) return tap_finish(&run);
    tables(&run, stdlib);
    ops_and_folds(&run, stdlib);
    concat_checks(&run);
    concat_values(&run);
    return tap_finish(&run);
}
