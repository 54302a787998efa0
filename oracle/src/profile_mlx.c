/*
** profile_mlx.c: MLX's promotion, as the profile "mlx" (docs/profiles/mlx.md).
**
** Sources (ml-explore/mlx):
**   mlx/dtype.h: the 14 dtypes (bool_, uint8..uint64, int8..int64, float16,
**     float32, float64, bfloat16, complex64);
**   mlx/dtype.cpp type_rules: promote_types is a table lookup, no error;
**   python/src/utils.cpp to_array and to_arrays: how a Python scalar meets
**     an array (converted to the array's dtype, with exceptions);
**   mlx/ops.cpp: add, subtract, multiply, maximum, minimum, equal,
**     not_equal, less, less_equal, greater, greater_equal promote and
**     broadcast with no dtype check; divide computes in
**     at_least_float(promote_types(a, b)); bitwise_impl (bitwise_and,
**     bitwise_or, bitwise_xor) refuses a promoted dtype that is not integer
**     or bool, before broadcast_arrays;
**   mlx/backend/cpu/binary.cpp, binary_ops.h: every op has a kernel for
**     every dtype, bool and complex64 included;
**   python/src/array.cpp __iadd__ etc.: a.overwrite_descriptor(add(a, b)).
*/
#include "elementwise_kernels_mlx.h"
#include "profile_internal.h"

/* type_rules, cell for cell in MLX's own row and column order. The 14-type
** table is the 13-type one of mlx/dtype.cpp (float16 + bfloat16 and
** float32 + bfloat16 give float32; uint64 with a signed integer float32;
** every integer with float16 or bfloat16 the float) with the float64 row
** and column: float64 with any dtype but complex64 is float64, and float64
** with complex64 is complex64 (MLX has no complex128). */
enum { b1, u1, u2, u4, u8, i1, i2, i4, i8, f2, f4, f8, bf, c4, MLX_ORDER_COUNT };

static const pc_dtype mlx_order_dtype[MLX_ORDER_COUNT] = {
    [b1] = PC_BOOL,    [u1] = PC_UINT8,   [u2] = PC_UINT16,  [u4] = PC_UINT32,
    [u8] = PC_UINT64,  [i1] = PC_INT8,    [i2] = PC_INT16,   [i4] = PC_INT32,
    [i8] = PC_INT64,   [f2] = PC_FLOAT16, [f4] = PC_FLOAT32, [f8] = PC_FLOAT64,
    [bf] = PC_BFLOAT16, [c4] = PC_COMPLEX64,
};

static const unsigned char type_rules[MLX_ORDER_COUNT][MLX_ORDER_COUNT] = {
    /*        b1  u1  u2  u4  u8  i1  i2  i4  i8  f2  f4  f8  bf  c4 */
    /* b1 */ {b1, u1, u2, u4, u8, i1, i2, i4, i8, f2, f4, f8, bf, c4},
    /* u1 */ {u1, u1, u2, u4, u8, i2, i2, i4, i8, f2, f4, f8, bf, c4},
    /* u2 */ {u2, u2, u2, u4, u8, i4, i4, i4, i8, f2, f4, f8, bf, c4},
    /* u4 */ {u4, u4, u4, u4, u8, i8, i8, i8, i8, f2, f4, f8, bf, c4},
    /* u8 */ {u8, u8, u8, u8, u8, f4, f4, f4, f4, f2, f4, f8, bf, c4},
    /* i1 */ {i1, i2, i4, i8, f4, i1, i2, i4, i8, f2, f4, f8, bf, c4},
    /* i2 */ {i2, i2, i4, i8, f4, i2, i2, i4, i8, f2, f4, f8, bf, c4},
    /* i4 */ {i4, i4, i4, i8, f4, i4, i4, i4, i8, f2, f4, f8, bf, c4},
    /* i8 */ {i8, i8, i8, i8, f4, i8, i8, i8, i8, f2, f4, f8, bf, c4},
    /* f2 */ {f2, f2, f2, f2, f2, f2, f2, f2, f2, f2, f4, f8, f4, c4},
    /* f4 */ {f4, f4, f4, f4, f4, f4, f4, f4, f4, f4, f4, f8, f4, c4},
    /* f8 */ {f8, f8, f8, f8, f8, f8, f8, f8, f8, f8, f8, f8, f8, c4},
    /* bf */ {bf, bf, bf, bf, bf, bf, bf, bf, bf, f4, f4, f8, bf, c4},
    /* c4 */ {c4, c4, c4, c4, c4, c4, c4, c4, c4, c4, c4, c4, c4, c4},
};

static int mlx_order_index(pc_dtype dtype) {
    for (int i = 0; i < MLX_ORDER_COUNT; i++)
        if (mlx_order_dtype[i] == dtype) return i;
    return -1;
}

static pc_dtype mlx_promote(pc_dtype a, pc_dtype b) {
    return mlx_order_dtype[type_rules[mlx_order_index(a)][mlx_order_index(b)]];
}

static pc_status mlx_promote_types(pc_dtype a, pc_dtype b, pc_dtype *result,
                                   pc_error *err) {
    (void)err;
    *result = mlx_promote(a, b);
    return PC_OK;
}

/* nb::cast<long>(python int): the value must fit int64_t. */
static int fits_int64(const pc_scalar_value *value) {
    if (value->beyond_64_bits) return 0;
    return value->negative ? value->magnitude <= (UINT64_C(1) << 63)
                           : value->magnitude < (UINT64_C(1) << 63);
}

/* The magnitude bound of a signed or unsigned dtype of fewer than 8 bytes
** (mx::iinfo). */
static int fits_dtype(const pc_scalar_value *value, pc_dtype dtype) {
    int bits = pc_dtype_bits(dtype);
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED)
        return value->magnitude == 0 ||
               (!value->negative && value->magnitude <= (UINT64_C(1) << bits) - 1);
    uint64_t limit = UINT64_C(1) << (bits - 1);
    return value->negative ? value->magnitude <= limit : value->magnitude < limit;
}

static pc_status out_of_range(const pc_operand *scalar, int index,
                              const char *target, pc_error *err) {
    /* A magnitude beyond 64 bits is not held (pc_scalar_value): say so
    ** rather than print a truncated number. */
    if (scalar->value.beyond_64_bits)
        return pc_error_set(err, PC_SCALAR_OUT_OF_RANGE, index, -1, -1,
                            "Converting a Python int %sbeyond 64 bits to %s "
                            "would result in overflow.",
                            scalar->value.negative ? "-" : "", target);
    return pc_error_set(err, PC_SCALAR_OUT_OF_RANGE, index, -1, -1,
                        "Converting %s%llu to %s would result in overflow.",
                        scalar->value.negative ? "-" : "",
                        (unsigned long long)scalar->value.magnitude, target);
}

/* to_array(scalar, dtype): the dtype a Python scalar becomes. `partner` is
** the array dtype it meets (to_arrays), or PC_DTYPE_NONE with no array. */
static pc_status scalar_dtype(const pc_operand *scalar, int index,
                              pc_dtype partner, pc_dtype *dtype, pc_error *err) {
    int has_partner = partner != PC_DTYPE_NONE;
    switch (scalar->scalar_kind) {
    case PC_SCALAR_BOOL:
        /* mx::array(bool, dtype.value_or(bool_)) */
        *dtype = has_partner ? partner : PC_BOOL;
        return PC_OK;
    case PC_SCALAR_INT: {
        const pc_scalar_value *value = &scalar->value;
        if (scalar->has_value && !fits_int64(value))
            return out_of_range(scalar, index, "int64 (nb::cast<long>)", err);
        /* default_type: int32, or int64 outside int32's range. */
        pc_dtype out = PC_INT32;
        if (scalar->has_value && !fits_dtype(value, PC_INT32)) out = PC_INT64;
        if (has_partner) out = partner;
        if (pc_dtype_is_integral(out) && pc_dtype_size(out) < 8 &&
            scalar->has_value && !fits_dtype(value, out))
            return out_of_range(scalar, index, pc_dtype_name(out), err);
        /* "bool_ is an exception and is always promoted" */
        *dtype = out == PC_BOOL ? PC_INT32 : out;
        return PC_OK;
    }
    case PC_SCALAR_FLOAT:
        /* issubdtype(out_t, floating) ? out_t : float32; complex64 is not
        ** floating (mlx/dtype.cpp subcategory_to_category). */
        *dtype = has_partner && pc_dtype_is_floating(partner) ? partner : PC_FLOAT32;
        return PC_OK;
    case PC_SCALAR_COMPLEX:
        *dtype = PC_COMPLEX64;
        return PC_OK;
    }
    return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                        "operand %d: %d is not a scalar kind", index, (int)scalar->scalar_kind);
}

/* MLX has no result_type over Python scalars; this is what a binary op
** does (to_arrays, then promote_types), extended to any number of operands:
** the arrays' dtypes folded left to right (mlx::core::result_type), each
** scalar converted against that dtype, then folded in. With two operands
** it is exactly `array op scalar`. */
static pc_status mlx_result_type(const pc_profile *profile,
                                 const pc_promotion_options *options,
                                 const pc_operand *operands, int count,
                                 pc_dtype *result, pc_error *err) {
    (void)profile;
    (void)options;
    pc_dtype arrays = PC_DTYPE_NONE;
    for (int i = 0; i < count; i++)
        if (operands[i].category != PC_OPERAND_SCALAR)
            arrays = arrays == PC_DTYPE_NONE ? operands[i].dtype
                                             : mlx_promote(arrays, operands[i].dtype);
    pc_dtype out = arrays;
    for (int i = 0; i < count; i++) {
        if (operands[i].category != PC_OPERAND_SCALAR) continue;
        pc_dtype converted = PC_DTYPE_NONE;
        pc_status status = scalar_dtype(&operands[i], i, arrays, &converted, err);
        if (status != PC_OK) return status;
        out = out == PC_DTYPE_NONE ? converted : mlx_promote(out, converted);
    }
    *result = out;
    return PC_OK;
}

/* MLX has no can_cast, and no in-place write (below). The oracle's can_cast
** is the promotion's own: `from` goes to `to` when promote_types(from, to)
** is `to`. */
static int mlx_can_cast(pc_dtype from, pc_dtype to) {
    return mlx_promote(from, to) == to;
}

/* The promoted dtypes each op accepts (mlx/ops.cpp), as data: bitwise_impl
** (bitwise_and, bitwise_or, bitwise_xor) refuses one that is not integer
** or bool_; the others (add ... minimum, equal, not_equal, less,
** less_equal, greater, greater_equal) promote with no dtype check (every
** dtype has a kernel, bool_ and complex64 included). */
static const unsigned mlx_op_accepts[PC_BINARY_OP_COUNT] = {
    [PC_OP_ADD] = PC_CATEGORY_ANY,
    [PC_OP_SUBTRACT] = PC_CATEGORY_ANY,
    [PC_OP_MULTIPLY] = PC_CATEGORY_ANY,
    [PC_OP_DIVIDE] = PC_CATEGORY_ANY,
    [PC_OP_MAXIMUM] = PC_CATEGORY_ANY,
    [PC_OP_EQUAL] = PC_CATEGORY_ANY,
    [PC_OP_LESS] = PC_CATEGORY_ANY,
    [PC_OP_BITWISE_AND] = PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER,
    [PC_OP_NOT_EQUAL] = PC_CATEGORY_ANY,
    [PC_OP_LESS_EQUAL] = PC_CATEGORY_ANY,
    [PC_OP_GREATER] = PC_CATEGORY_ANY,
    [PC_OP_GREATER_EQUAL] = PC_CATEGORY_ANY,
    [PC_OP_MINIMUM] = PC_CATEGORY_ANY,
    [PC_OP_BITWISE_OR] = PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER,
    [PC_OP_BITWISE_XOR] = PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER,
    /* floor_divide: every dtype promotes; complex64 then reaches floor(),
    ** which refuses it (mlx_binary_op_dtypes). remainder: "[remainder]
    ** Complex type not supported." on the promoted dtype, before
    ** broadcast_arrays (since v0.32.1). */
    [PC_OP_FLOOR_DIVIDE] = PC_CATEGORY_BOOL | PC_CATEGORY_REAL_VALUED,
    [PC_OP_REMAINDER] = PC_CATEGORY_BOOL | PC_CATEGORY_REAL_VALUED,
    /* left_shift, right_shift: bitwise_impl on result_type, bool_ made
    ** uint8 first. */
    [PC_OP_BITWISE_LEFT_SHIFT] = PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER,
    [PC_OP_BITWISE_RIGHT_SHIFT] = PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER,
    /* logical_and, logical_or: astype(bool_) of each operand, any dtype;
    ** logical_xor (since v0.32.0): not_equal of the two astype(bool_). */
    [PC_OP_LOGICAL_AND] = PC_CATEGORY_ANY,
    [PC_OP_LOGICAL_OR] = PC_CATEGORY_ANY,
    [PC_OP_LOGICAL_XOR] = PC_CATEGORY_ANY,
    /* power: promote_types, no dtype check; Power's binary_op_cpu
    ** dispatches every dtype (bool_ and complex64 too). arctan2 (complex64
    ** refused before promotion, mlx_binary_op_check_inputs) and logaddexp:
    ** at_least_float of the promoted dtype, computed by
    ** binary_float_op_cpu's dispatch_inexact_types (complex64 included for
    ** logaddexp). No hypot. */
    [PC_OP_POW] = PC_CATEGORY_ANY,
    [PC_OP_ATAN2] = PC_CATEGORY_BOOL | PC_CATEGORY_REAL_VALUED,
    [PC_OP_LOGADDEXP] = PC_CATEGORY_ANY,
};

/* Functions MLX v0.32.1 does not have: mlx/ops.h and python/src/ops.cpp
** declare no copysign, nextafter or hypot. arctan2 refuses a complex64
** operand before it promotes (mlx/ops.cpp arctan2). */
#define MLX_LACKS_OPS \
    ((UINT64_C(1) << PC_OP_COPYSIGN) | (UINT64_C(1) << PC_OP_NEXTAFTER) | \
     (UINT64_C(1) << PC_OP_HYPOT))
static pc_status mlx_binary_op_check_inputs(pc_binary_op op, pc_dtype a, pc_dtype b,
                                            pc_error *err) {
    if (MLX_LACKS_OPS >> op & 1u)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "MLX has no %s (mlx/ops.h declares no such function)",
                            pc_binary_op_name(op));
    if (op == PC_OP_ATAN2 && (a == PC_COMPLEX64 || b == PC_COMPLEX64))
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, a == PC_COMPLEX64 ? 0 : 1, -1, -1,
                            "[arctan2] Not supported for complex64.");
    return PC_OK;
}

/* Value-dependent outcomes: C++ undefined behaviour in MLX's kernels
** (mlx/backend/cpu/binary_ops.h, simd/base_simd.h), which guard nothing.
** Divide's and Remainder's `/` and `%` by zero (bool included), INT_MIN /
** -1 and INT_MIN % -1 for int32 and int64 (int8 and int16 are promoted to
** int and wrap back); LeftShift's and RightShift's `<<` and `>>` by a
** negative count or one at least the width of the promoted operand (int
** for 8- and 16-bit types). */
#define MLX_DIVISION_DTYPES (PC_DTYPES_INTEGER | PC_DTYPE_BIT(PC_BOOL))
#define MLX_INT32_INT64 (PC_DTYPE_BIT(PC_INT32) | PC_DTYPE_BIT(PC_INT64))
static const pc_value_rule mlx_value_rules[] = {
    {PC_OP_FLOOR_DIVIDE, MLX_DIVISION_DTYPES, PC_VALUE_ZERO_DIVISOR, PC_UNDEFINED,
     "C++ integer division by zero in Divide (undefined behaviour)"},
    {PC_OP_REMAINDER, MLX_DIVISION_DTYPES, PC_VALUE_ZERO_DIVISOR, PC_UNDEFINED,
     "C++ integer remainder by zero in Remainder (undefined behaviour)"},
    {PC_OP_FLOOR_DIVIDE, MLX_INT32_INT64, PC_VALUE_MINIMUM_BY_MINUS_ONE, PC_UNDEFINED,
     "C++ signed overflow of INT_MIN / -1 (undefined behaviour)"},
    {PC_OP_REMAINDER, MLX_INT32_INT64, PC_VALUE_MINIMUM_BY_MINUS_ONE, PC_UNDEFINED,
     "C++ signed overflow of INT_MIN % -1 (undefined behaviour)"},
    {PC_OP_BITWISE_LEFT_SHIFT, PC_DTYPES_INTEGER, PC_VALUE_NEGATIVE_COUNT, PC_UNDEFINED,
     "C++ shift by a negative count (undefined behaviour)"},
    {PC_OP_BITWISE_RIGHT_SHIFT, PC_DTYPES_INTEGER, PC_VALUE_NEGATIVE_COUNT, PC_UNDEFINED,
     "C++ shift by a negative count (undefined behaviour)"},
    {PC_OP_BITWISE_LEFT_SHIFT, PC_DTYPES_INTEGER, PC_VALUE_COUNT_AT_LEAST_PROMOTED_WIDTH,
     PC_UNDEFINED, "C++ shift by at least the promoted operand's width (undefined behaviour)"},
    {PC_OP_BITWISE_RIGHT_SHIFT, PC_DTYPES_INTEGER, PC_VALUE_COUNT_AT_LEAST_PROMOTED_WIDTH,
     PC_UNDEFINED, "C++ shift by at least the promoted operand's width (undefined behaviour)"},
};

/* divide, arctan2 and logaddexp compute in at_least_float: inexact stays,
** else promote_types(d, float32); the shifts of bool_ in uint8; the logical ops in bool_ (each
** operand astype(bool_) first, not promoted); comparisons give bool_.
** astype(bool_) of a complex64 is static_cast<bool> of complex64_t, whose
** only conversion is operator float (mlx/types/complex.h): the real part
** alone decides, so 1j is false. With a complex64 operand the logical ops
** compute in float64 instead: the oracle converts complex to real by
** dropping the imaginary part, and every other dtype converts to float64
** keeping whether it is zero, so (x != 0) there is MLX's astype(bool_). */
static pc_status mlx_binary_op_dtypes(pc_binary_op op, pc_dtype a, pc_dtype b,
                                      pc_dtype promoted,
                                      const pc_promotion_options *options,
                                      pc_dtype *compute, pc_dtype *result,
                                      pc_error *err) {
    (void)options;
    *compute = *result = promoted;
    if ((op == PC_OP_DIVIDE || op == PC_OP_ATAN2 || op == PC_OP_LOGADDEXP) &&
        pc_dtype_in(promoted, PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER))
        *compute = *result = mlx_promote(promoted, PC_FLOAT32);
    if ((op == PC_OP_BITWISE_LEFT_SHIFT || op == PC_OP_BITWISE_RIGHT_SHIFT) &&
        promoted == PC_BOOL)
        *compute = *result = PC_UINT8;
    if (op == PC_OP_LOGICAL_AND || op == PC_OP_LOGICAL_OR || op == PC_OP_LOGICAL_XOR)
        *compute = a == PC_COMPLEX64 || b == PC_COMPLEX64 ? PC_FLOAT64 : PC_BOOL;
    if (pc_binary_op_is_bool_valued(op)) *result = PC_BOOL;
    if (pc_dtype_in(promoted, mlx_op_accepts[op])) return PC_OK;
    if (op == PC_OP_FLOOR_DIVIDE)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                            "[floor] Not supported for complex64.");
    if (op == PC_OP_REMAINDER)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                            "[remainder] Complex type not supported.");
    return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                        "[%s] Only allowed on integer or boolean types but got types %s and %s.",
                        pc_binary_op_name(op), pc_dtype_name(a), pc_dtype_name(b));
}

/* Python scalars (elementwise_scalar.h), python/src/utils.cpp to_array:
** an int is nb::cast<int64_t> (result_type reports one outside int64, and
** one outside an integer partner of fewer than 8 bytes) and becomes
** mx::array(val, dtype), a static_cast: a negative int with a uint64
** array wraps; a float is nb::cast<float> unless the dtype is float64, so
** it reaches float16 and bfloat16 through float32; a complex is a
** std::complex<float>. */
static const pc_scalar_rules mlx_scalar_rules = {
    .int_range = PC_SCALAR_INT_INT64,
    .int_range_why = "nb::cast<int64_t> overflows",
    .int_outside_dtype = PC_OK,
    .int_outside_why = NULL,
    .int_via = PC_SCALAR_VIA_NONE,
    .float_via = PC_SCALAR_VIA_FLOAT32,
    .exact_integer_comparisons = 0,
    .rules = NULL,
    .rule_count = 0,
    /* python/src/ops.cpp binds logical_and, logical_or and logical_xor as
    ** mx::logical_*(to_array(a), to_array(b)): the scalar becomes an array
    ** of its own (int32, or int64 beyond it; float32; complex64) with no
    ** range check against the other operand, and the op reads only
    ** whether it is nonzero (a complex64's real part, as astype(bool)). */
    .truth_alone_ops = PC_SCALAR_OP_BIT(PC_OP_LOGICAL_AND) | PC_SCALAR_OP_BIT(PC_OP_LOGICAL_OR) |
                       PC_SCALAR_OP_BIT(PC_OP_LOGICAL_XOR),
    .complex_truth_real_part = 1,
    .int_via_array_dtype = 1,
};

const pc_profile pc_profile_mlx_value = {
    .name = "mlx",
    .source = "mlx/dtype.cpp type_rules; python/src/utils.cpp to_array; "
              "mlx/ops.cpp",
    .lacks_binary_ops = MLX_LACKS_OPS,
    /* promote_types and bitwise_impl's check come before broadcast_arrays. */
    .dtypes_before_shapes = 1,
    .has_dtype = {[PC_BOOL] = 1, [PC_UINT8] = 1, [PC_UINT16] = 1,
                  [PC_UINT32] = 1, [PC_UINT64] = 1, [PC_INT8] = 1,
                  [PC_INT16] = 1, [PC_INT32] = 1, [PC_INT64] = 1,
                  [PC_FLOAT16] = 1, [PC_FLOAT32] = 1, [PC_FLOAT64] = 1,
                  [PC_BFLOAT16] = 1, [PC_COMPLEX64] = 1},
    .promote_types = mlx_promote_types,
    .binary_kernel = pc_mlx_binary_kernel,
    .result_type = mlx_result_type,
    .can_cast = mlx_can_cast,
    /* No op checks its inputs' dtypes before promote_types; the functions
    ** MLX lacks are refused first. */
    .binary_op_check_inputs = mlx_binary_op_check_inputs,
    .value_rules = mlx_value_rules,
    .value_rule_count = sizeof mlx_value_rules / sizeof mlx_value_rules[0],
    /* `a += b` is a.overwrite_descriptor(add(a, b)): a becomes the sum,
    ** with the promoted dtype and the broadcast shape; nothing is cast into
    ** a. The in-place contract has no MLX counterpart. */
    .binary_op_inplace_checks_cast = pc_profile_no_inplace_form,
    .binary_op_dtypes = mlx_binary_op_dtypes,
    .scalar_rules = &mlx_scalar_rules,
};
