/*
** profile_stdlib.c: @stdlib/ndarray 0.4.1, the JavaScript library of
** stdlib (https://github.com/stdlib-js/stdlib, lib/node_modules/@stdlib/
** ndarray/), as the profile "stdlib" (docs/profiles/stdlib.md).
**
** Sources (stdlib-js/stdlib, lib/node_modules/@stdlib/ndarray/):
**   promotion-rules/lib/promotion_rules.json: the promotion table,
**     promotionRules(dtype1, dtype2) one cell of it: a dtype, or -1 where
**     the pair has no promotion (bool with any other dtype, int64 or
**     uint64 with a float, int64 with uint64). The table is not symmetric
**     (int8 with float16 is float16, float16 with int8 float32; int64 with
**     uint32 is int64, uint32 with int64 -1): a cell is read as the
**     library reads it, row dtype1, column dtype2.
**   safe-casts/lib/safe_casts.json, through
**     base/assert/is-safe-data-type-cast (isSafeCast(from, to): true for a
**     dtype to itself, else the table's 1 or 0): can_cast.
**   base/promote-dtypes: promotionRules folded left to right over a list,
**     null once a cell is -1: the promotion concat applies (its checks are
**     function_join_stdlib.c's).
** The profile's dtypes are the 15 the tables name that the case format has
** (stdlib's uint8c, generic and binary have no counterpart; it has no
** bfloat16 and no float8). stdlib has no function for result_type, no
** element-wise function of two arrays in @stdlib/ndarray and no Python
** scalars: the ops it lacks are left open (PC_UNDEFINED), as is a scalar.
*/
#include <string.h>

#include "profile_internal.h"

/* The tables' dtypes in the order of the JSON files' keys (uint8c, generic
** and binary left out), so that each row below reads as the file's. */
enum { f8, f4, f2, i8, i4, i2, i1, u8, u4, u2, u1, c16, c8, c4, b1, STDLIB_ORDER_COUNT, NP };

static const pc_dtype stdlib_order_dtype[STDLIB_ORDER_COUNT] = {
    [f8] = PC_FLOAT64, [f4] = PC_FLOAT32,     [f2] = PC_FLOAT16,    [i8] = PC_INT64,
    [i4] = PC_INT32,   [i2] = PC_INT16,       [i1] = PC_INT8,       [u8] = PC_UINT64,
    [u4] = PC_UINT32,  [u2] = PC_UINT16,      [u1] = PC_UINT8,      [c16] = PC_COMPLEX128,
    [c8] = PC_COMPLEX64, [c4] = PC_COMPLEX32, [b1] = PC_BOOL,
};

/* promotion_rules.json: row dtype1, column dtype2; NP is the file's -1. */
static const unsigned char promotion_rules[STDLIB_ORDER_COUNT][STDLIB_ORDER_COUNT] = {
    /*          f8   f4   f2   i8   i4   i2   i1   u8   u4   u2   u1   c16  c8   c4   b1 */
    /* f8  */ {f8,  f8,  f8,  NP,  f8,  f8,  f8,  NP,  f8,  f8,  f8,  c16, c16, c16, NP},
    /* f4  */ {f8,  f4,  f4,  NP,  f8,  f4,  f4,  NP,  f8,  f4,  f4,  c16, c8,  c8,  NP},
    /* f2  */ {f8,  f4,  f2,  NP,  f8,  f4,  f4,  NP,  f8,  f4,  f4,  c16, c8,  c4,  NP},
    /* i8  */ {NP,  NP,  NP,  i8,  i8,  i8,  i8,  NP,  i8,  i8,  i8,  NP,  NP,  NP,  NP},
    /* i4  */ {f8,  f8,  f8,  i8,  i4,  i4,  i4,  NP,  i8,  i4,  i4,  c16, c16, c16, NP},
    /* i2  */ {f8,  f4,  f4,  i8,  i4,  i2,  i2,  NP,  i8,  i4,  i2,  c16, c8,  c8,  NP},
    /* i1  */ {f8,  f4,  f2,  i8,  i4,  i2,  i1,  NP,  i8,  i4,  i2,  c16, c8,  c4,  NP},
    /* u8  */ {NP,  NP,  NP,  NP,  NP,  NP,  NP,  u8,  u8,  u8,  u8,  NP,  NP,  NP,  NP},
    /* u4  */ {f8,  f8,  f8,  NP,  i8,  i8,  i8,  u8,  u4,  u4,  u4,  c16, c16, c16, NP},
    /* u2  */ {f8,  f4,  f4,  i8,  i4,  i4,  i4,  u8,  u4,  u2,  u2,  c16, c8,  c8,  NP},
    /* u1  */ {f8,  f4,  f2,  i8,  i4,  i2,  i2,  u8,  u4,  u2,  u1,  c16, c8,  c4,  NP},
    /* c16 */ {c16, c16, c16, NP,  c16, c16, c16, NP,  c16, c16, c16, c16, c16, c16, NP},
    /* c8  */ {c16, c8,  c8,  NP,  c16, c8,  c8,  NP,  c16, c8,  c8,  c16, c8,  c8,  NP},
    /* c4  */ {c16, c8,  c4,  NP,  c16, c8,  c8,  NP,  c16, c8,  c8,  c16, c8,  c4,  NP},
    /* b1  */ {NP,  NP,  NP,  NP,  NP,  NP,  NP,  NP,  NP,  NP,  NP,  NP,  NP,  NP,  b1},
};

/* safe_casts.json: row from, column to; 1 where the cast is safe. */
static const unsigned char safe_casts[STDLIB_ORDER_COUNT][STDLIB_ORDER_COUNT] = {
    /*          f8 f4 f2 i8 i4 i2 i1 u8 u4 u2 u1 c16 c8 c4 b1 */
    /* f8  */ {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0},
    /* f4  */ {1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0},
    /* f2  */ {1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0},
    /* i8  */ {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    /* i4  */ {1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0},
    /* i2  */ {1, 1, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0},
    /* i1  */ {1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 0},
    /* u8  */ {0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0},
    /* u4  */ {1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0},
    /* u2  */ {1, 1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 0},
    /* u1  */ {1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0},
    /* c16 */ {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0},
    /* c8  */ {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0},
    /* c4  */ {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0},
    /* b1  */ {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1},
};

static int stdlib_order_index(pc_dtype dtype) {
    for (int i = 0; i < STDLIB_ORDER_COUNT; i++)
        if (stdlib_order_dtype[i] == dtype) return i;
    return -1;
}

/* promotionRules(a, b); the caller has checked both are the profile's. */
static pc_status stdlib_promote_types(pc_dtype a, pc_dtype b, pc_dtype *result, pc_error *err) {
    unsigned char cell = promotion_rules[stdlib_order_index(a)][stdlib_order_index(b)];
    if (cell == NP)
        return pc_error_set(err, PC_NO_PROMOTION, 0, 1, -1,
                            "promotionRules(%s, %s) is -1: no data type to which both can be "
                            "safely cast",
                            pc_dtype_name(a), pc_dtype_name(b));
    *result = stdlib_order_dtype[cell];
    return PC_OK;
}

/* stdlib has no result_type. The oracle's is promote-dtypes, the fold
** concat applies: promotionRules of the running result with each
** operand's dtype, left to right (the table is not symmetric: the order
** is the operands'). A Python scalar has no stdlib counterpart. */
static pc_status stdlib_result_type(const pc_profile *profile, const pc_promotion_options *options,
                                    const pc_operand *operands, int count, pc_dtype *result,
                                    pc_error *err) {
    (void)options;
    pc_status status = pc_profile_no_scalar_operands(profile, operands, count, err);
    if (status != PC_OK) return status;
    pc_dtype out = operands[0].dtype;
    for (int i = 1; i < count; i++) {
        status = stdlib_promote_types(out, operands[i].dtype, &out, err);
        if (status != PC_OK) {
            if (err) err->operand_b = i;
            return status;
        }
    }
    *result = out;
    return PC_OK;
}

/* isSafeCast(from, to). */
static int stdlib_can_cast(pc_dtype from, pc_dtype to) {
    if (from == to) return 1;
    return safe_casts[stdlib_order_index(from)][stdlib_order_index(to)];
}

/* The case format's ops @stdlib/ndarray has: promotionRules, isSafeCast,
** concat; broadcastShapes (base/broadcast-shapes), broadcastArray
** (broadcast-array) and broadcastArrays (broadcast-arrays) for the ops
** whose cases carry no profile. Every other op it lacks. */
static const char *const stdlib_ops[] = {
    "promote_types", "can_cast", "concat", "broadcast_shapes", "broadcast_to", "broadcast_arrays",
};

static int stdlib_has_op(const pc_profile *profile, const char *op) {
    (void)profile;
    for (size_t i = 0; i < sizeof stdlib_ops / sizeof stdlib_ops[0]; i++)
        if (strcmp(stdlib_ops[i], op) == 0) return 1;
    return 0;
}

/* Reached only through has_op's refusal: @stdlib/ndarray has no
** element-wise function of two arrays. */
static pc_status stdlib_binary_op_dtypes(pc_binary_op op, pc_dtype a, pc_dtype b,
                                         pc_dtype promoted, const pc_promotion_options *options,
                                         pc_dtype *compute, pc_dtype *result, pc_error *err) {
    (void)a;
    (void)b;
    (void)options;
    *compute = *result = promoted;
    return pc_error_set(err, PC_UNDEFINED, 0, 1, -1, "@stdlib/ndarray has no %s",
                        pc_binary_op_name(op));
}

const pc_profile pc_profile_stdlib_value = {
    .name = "stdlib",
    .source = "@stdlib/ndarray 0.4.1: promotion-rules/lib/promotion_rules.json, "
              "safe-casts/lib/safe_casts.json, base/promote-dtypes, concat/lib",
    .has_op = stdlib_has_op,
    .lacked_ops_undefined = 1,
    .scalar_argument_check = pc_profile_no_scalar_argument,
    .has_dtype = {[PC_BOOL] = 1, [PC_INT8] = 1, [PC_INT16] = 1, [PC_INT32] = 1, [PC_INT64] = 1,
                  [PC_UINT8] = 1, [PC_UINT16] = 1, [PC_UINT32] = 1, [PC_UINT64] = 1,
                  [PC_FLOAT16] = 1, [PC_FLOAT32] = 1, [PC_FLOAT64] = 1, [PC_COMPLEX32] = 1,
                  [PC_COMPLEX64] = 1, [PC_COMPLEX128] = 1},
    .promote_types = stdlib_promote_types,
    .result_type = stdlib_result_type,
    .can_cast = stdlib_can_cast,
    .binary_op_check_inputs = pc_profile_check_no_inputs,
    .binary_op_inplace_checks_cast = pc_profile_no_inplace_form,
    .binary_op_dtypes = stdlib_binary_op_dtypes,
};
