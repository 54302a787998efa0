/*
** profile_torch.c: PyTorch's promotion, as the profile "torch".
**
** Sources:
**   PyTorch's type promotion rules (Tensor Attributes, torch.dtype,
**     https://pytorch.org/docs/stable/tensor_attributes.html
**     #type-promotion-doc): categories, and tensors, 0-d tensors and Python
**     scalars as three groups;
**   c10/core/ScalarType.cpp promoteTypes: the 13x13 table, and the order of
**     checks before it (identical types, float8, uint16/uint32/uint64);
**   aten/src/ATen/native/TypeProperties.cpp: result_type's three buckets and
**     combine_categories; c10/core/ScalarType.h canCast and toComplexType;
**   aten/src/ATen/native/BinaryOps.{h,cpp}: sub_check, maximum's and
**     minimum's complex check, true division's promote_integer_inputs_to_float;
**   aten/src/ATen/native/cpu/BinaryOpsKernel.cpp: each kernel's dispatch
**     (which dtypes it has) and its values;
**   aten/src/ATen/native/Pow.cpp, cpu/PowKernel.cpp, Pow.h (powi): pow;
**   aten/src/ATen/TensorIterator.cpp build_comparison_op (no safe-casting
**     check for comparisons written in place).
** docs/semantics.md states these rules and where a document is wrong.
*/
#include "array_size.h"
#include "elementwise_kernels_torch.h"
#include "profile_internal.h"

/* promoteTypes' table, transcribed cell for cell in its order and its
** two-letter codes, so the two can be held side by side. Rows and
** columns: */
enum { u1, i1, i2, i4, i8, f2, f4, f8, c2, c4, c8, b1, bf, TABLE_ORDER_COUNT };

static const pc_dtype table_order_dtype[TABLE_ORDER_COUNT] = {
    [u1] = PC_UINT8,     [i1] = PC_INT8,      [i2] = PC_INT16,
    [i4] = PC_INT32,     [i8] = PC_INT64,     [f2] = PC_FLOAT16,
    [f4] = PC_FLOAT32,   [f8] = PC_FLOAT64,   [c2] = PC_COMPLEX32,
    [c4] = PC_COMPLEX64, [c8] = PC_COMPLEX128, [b1] = PC_BOOL,
    [bf] = PC_BFLOAT16,
};

static const unsigned char torch_matrix[TABLE_ORDER_COUNT][TABLE_ORDER_COUNT] = {
    /*        u1  i1  i2  i4  i8  f2  f4  f8  c2  c4  c8  b1  bf  */
    /* u1 */ {u1, i2, i2, i4, i8, f2, f4, f8, c2, c4, c8, u1, bf},
    /* i1 */ {i2, i1, i2, i4, i8, f2, f4, f8, c2, c4, c8, i1, bf},
    /* i2 */ {i2, i2, i2, i4, i8, f2, f4, f8, c2, c4, c8, i2, bf},
    /* i4 */ {i4, i4, i4, i4, i8, f2, f4, f8, c2, c4, c8, i4, bf},
    /* i8 */ {i8, i8, i8, i8, i8, f2, f4, f8, c2, c4, c8, i8, bf},
    /* f2 */ {f2, f2, f2, f2, f2, f2, f4, f8, c2, c4, c8, f2, f4},
    /* f4 */ {f4, f4, f4, f4, f4, f4, f4, f8, c4, c4, c8, f4, f4},
    /* f8 */ {f8, f8, f8, f8, f8, f8, f8, f8, c8, c8, c8, f8, f8},
    /* c2 */ {c2, c2, c2, c2, c2, c2, c4, c8, c2, c4, c8, c2, c4},
    /* c4 */ {c4, c4, c4, c4, c4, c4, c4, c8, c4, c4, c8, c4, c4},
    /* c8 */ {c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, c8, c8},
    /* b1 */ {u1, i1, i2, i4, i8, f2, f4, f8, c2, c4, c8, b1, bf},
    /* bf */ {bf, bf, bf, bf, bf, f4, f4, f8, c4, c4, c8, bf, bf},
};

static int table_order_index(pc_dtype dtype) {
    for (int i = 0; i < TABLE_ORDER_COUNT; i++)
        if (table_order_dtype[i] == dtype) return i;
    return -1;
}

static int is_barebones_unsigned(pc_dtype dtype) {
    return dtype == PC_UINT16 || dtype == PC_UINT32 || dtype == PC_UINT64;
}

/* promoteTypes, checks in c10's order. */
static pc_status torch_promote_types(pc_dtype a, pc_dtype b, pc_dtype *result,
                                     pc_error *err) {
    if (a == b) {
        *result = a;
        return PC_OK;
    }
    if (pc_dtype_is_float8(a) || pc_dtype_is_float8(b))
        return pc_error_set(err, PC_NO_PROMOTION, 0, 1, -1,
                            "Promotion for Float8 Types is not supported, "
                            "attempted to promote %s and %s",
                            pc_dtype_name(a), pc_dtype_name(b));
    if (is_barebones_unsigned(a) || is_barebones_unsigned(b)) {
        if (pc_dtype_is_floating(a)) {
            *result = a;
            return PC_OK;
        }
        if (pc_dtype_is_floating(b)) {
            *result = b;
            return PC_OK;
        }
        return pc_error_set(err, PC_NO_PROMOTION, 0, 1, -1,
                            "Promotion for uint16, uint32, uint64 types is not "
                            "supported, attempted to promote %s and %s",
                            pc_dtype_name(a), pc_dtype_name(b));
    }
    *result = table_order_dtype[torch_matrix[table_order_index(a)]
                                            [table_order_index(b)]];
    return PC_OK;
}

/* c10 toComplexType: the complex dtype that keeps a floating dtype's value
** type. bfloat16 maps to complex64 ("BFloat16 has range equivalent to
** Float"); float8 has none. */
static pc_status torch_to_complex(pc_dtype dtype, pc_dtype *result,
                                  pc_error *err) {
    switch (dtype) {
    case PC_FLOAT16: *result = PC_COMPLEX32; return PC_OK;
    case PC_BFLOAT16:
    case PC_FLOAT32: *result = PC_COMPLEX64; return PC_OK;
    case PC_FLOAT64: *result = PC_COMPLEX128; return PC_OK;
    default:
        return pc_error_set(err, PC_NO_PROMOTION, -1, -1, -1,
                            "Unknown Complex ScalarType for %s",
                            pc_dtype_name(dtype));
    }
}

/* get_default_complex_dtype() for a default float dtype (c10
** set_default_dtype): float64 -> complex128, float16 -> complex32, else
** complex64. */
static pc_dtype torch_default_complex(pc_dtype default_float) {
    if (default_float == PC_FLOAT64) return PC_COMPLEX128;
    if (default_float == PC_FLOAT16) return PC_COMPLEX32;
    return PC_COMPLEX64;
}

/* promote_skip_undefined: PC_DTYPE_NONE is "Undefined". */
static pc_status promote_skip_undefined(pc_dtype a, pc_dtype b,
                                        pc_dtype *result, pc_error *err) {
    if (a == PC_DTYPE_NONE) {
        *result = b;
        return PC_OK;
    }
    if (b == PC_DTYPE_NONE) {
        *result = a;
        return PC_OK;
    }
    return torch_promote_types(a, b, result, err);
}

/* combine_categories(higher, lower): a lower bucket counts only when it is
** of a higher category (bool < integer < floating < complex). */
static pc_status combine_categories(pc_dtype higher, pc_dtype lower,
                                    pc_dtype *result, pc_error *err) {
    if (pc_dtype_is_complex(higher)) {
        *result = higher;
        return PC_OK;
    }
    if (pc_dtype_is_complex(lower)) {
        if (pc_dtype_is_floating(higher))
            return torch_to_complex(higher, result, err);
        *result = lower;
        return PC_OK;
    }
    if (pc_dtype_is_floating(higher)) {
        *result = higher;
        return PC_OK;
    }
    if (higher == PC_BOOL || pc_dtype_is_floating(lower))
        return promote_skip_undefined(higher, lower, result, err);
    *result = higher != PC_DTYPE_NONE ? higher : lower;
    return PC_OK;
}

/* The dtype a wrapped number (Python scalar) takes (update_result_type_state). */
static pc_dtype torch_scalar_dtype(pc_scalar_kind kind,
                                   const pc_promotion_options *options) {
    switch (kind) {
    case PC_SCALAR_BOOL: return PC_BOOL;
    case PC_SCALAR_INT: return PC_INT64;
    case PC_SCALAR_FLOAT: return options->default_float;
    case PC_SCALAR_COMPLEX: return torch_default_complex(options->default_float);
    }
    return PC_DTYPE_NONE;
}

enum { BUCKET_DIMENSIONED, BUCKET_ZERO_DIM, BUCKET_SCALAR, BUCKET_COUNT };

static pc_status torch_result_type(const pc_profile *profile,
                                   const pc_promotion_options *options,
                                   const pc_operand *operands, int count,
                                   pc_dtype *result, pc_error *err) {
    (void)profile;
    pc_dtype bucket[BUCKET_COUNT] = {PC_DTYPE_NONE, PC_DTYPE_NONE,
                                     PC_DTYPE_NONE};
    int first_in_bucket[BUCKET_COUNT] = {-1, -1, -1};
    for (int i = 0; i < count; i++) {
        const pc_operand *operand = &operands[i];
        int which;
        pc_dtype current;
        if (operand->category == PC_OPERAND_SCALAR) {
            which = BUCKET_SCALAR;
            current = torch_scalar_dtype(operand->scalar_kind, options);
        } else {
            which = operand->category == PC_OPERAND_DIMENSIONED
                        ? BUCKET_DIMENSIONED
                        : BUCKET_ZERO_DIM;
            current = operand->dtype;
        }
        pc_status status =
            promote_skip_undefined(bucket[which], current, &bucket[which], err);
        if (status != PC_OK) {
            if (err) {
                err->operand_a = first_in_bucket[which];
                err->operand_b = i;
            }
            return status;
        }
        if (first_in_bucket[which] < 0) first_in_bucket[which] = i;
    }
    pc_dtype lower;
    pc_status status = combine_categories(bucket[BUCKET_ZERO_DIM],
                                          bucket[BUCKET_SCALAR], &lower, err);
    if (status != PC_OK) return status;
    return combine_categories(bucket[BUCKET_DIMENSIONED], lower, result, err);
}

/* canCast: complex -> non-complex no; floating -> integral no; non-bool ->
** bool no; everything else yes, lossy narrowing included. */
static int torch_can_cast(pc_dtype from, pc_dtype to) {
    if (pc_dtype_is_complex(from) && !pc_dtype_is_complex(to)) return 0;
    if (pc_dtype_is_floating(from) && pc_dtype_is_integral(to)) return 0;
    if (from != PC_BOOL && to == PC_BOOL) return 0;
    return 1;
}

/* Each op's dtype rules in PyTorch, as data:
**   meta_refuses    the operand categories its meta function refuses before
**                   TensorIterator is built (aten/src/ATen/native/BinaryOps.cpp:
**                   sub_check refuses any bool operand, TORCH_META_FUNC(maximum)
**                   and TORCH_META_FUNC(minimum) any complex one), with the
**                   message, and the one for both operands where sub_check has
**                   its own;
**   kernel          the name its CPU kernel's dispatch reports
**                   (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp);
**   kernel_accepts  the categories of the promoted dtype that dispatch has:
**                   lt_kernel's AT_DISPATCH_ALL_TYPES_AND3(kBool, kBFloat16,
**                   kHalf) has no complex, bitwise_and_kernel's kBool branch and
**                   AT_DISPATCH_INTEGRAL_TYPES no floating or complex type;
**   float_op        built by build_borrowing_binary_float_op: bool and
**                   integers compute in the default float dtype
**                   (promote_integer_inputs_to_float);
**   kernel_lacks    single dtypes of accepted categories the dispatch lacks;
**   stub_message    the dispatch is torchgen's ufunc switch (torchgen/dest/
**                   ufunc.py compute_ufunc_cpu_kernel), whose default case
**                   says "<name> not implemented for '<dtype>'" without the
**                   quotes AT_DISPATCH puts around the name.
** float8 (e4m3fn, e5m2) reaches only the kernels whose dispatch names it:
** mul_kernel's _AT_DISPATCH_MUL_TYPES and eq_kernel's and ne_kernel's
** _AT_DISPATCH_ALL_TYPES_AND_BOOL / _AT_DISPATCH_ALL_TYPES_NO_BOOL
** (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp); every other row lacks it
** (TORCH_NO_FLOAT8). Since promoteTypes refuses float8 with any other dtype,
** only two operands of the same float8 dtype get there.
** AT_DISPATCH_INTEGRAL_TYPES and AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND3 name
** uint8, int8, int16, int32 and int64 only (AT_INTEGRAL_TYPES,
** aten/src/ATen/Dispatch.h): uint16, uint32 and uint64 (PyTorch's
** "barebones" unsigned types) reach no kernel of the ops below that dispatch
** on them (TORCH_NO_BAREBONES_UNSIGNED). */
#define TORCH_NO_BAREBONES_UNSIGNED \
    (PC_DTYPE_BIT(PC_UINT16) | PC_DTYPE_BIT(PC_UINT32) | PC_DTYPE_BIT(PC_UINT64))
#define TORCH_NO_FLOAT8 (PC_DTYPE_BIT(PC_FLOAT8_E4M3FN) | PC_DTYPE_BIT(PC_FLOAT8_E5M2))
#define TORCH_NO_FLOAT8_UNSIGNED (TORCH_NO_FLOAT8 | TORCH_NO_BAREBONES_UNSIGNED)
static const struct torch_op_rule {
    unsigned meta_refuses;
    const char *meta_message;
    const char *meta_message_both;
    const char *kernel;
    unsigned kernel_accepts;
    unsigned char float_op;
    uint32_t kernel_lacks;
    unsigned char stub_message;
} torch_ops[PC_BINARY_OP_COUNT] = {
    /* add.out's ufunc_inner_loop (aten/src/ATen/native/native_functions.yaml):
    ** Generic add (AllAndComplex, BFloat16, Half, ComplexHalf) and ScalarOnly
    ** add (Bool); AllAndComplex is Byte, Char, Int, Long, Short, Float,
    ** Double, ComplexFloat, ComplexDouble (torchgen/model.py DTYPE_CLASSES):
    ** no uint16/32/64, no float8, and the switch is named "add_stub". */
    [PC_OP_ADD] = {0, NULL, NULL, "add_stub", PC_CATEGORY_ANY, 0, TORCH_NO_FLOAT8_UNSIGNED, 1},
    /* TORCH_IMPL_FUNC(sub_out) (aten/src/ATen/native/BinaryOps.cpp) calls
    ** add_stub with -alpha: add's dtypes and name, after sub_check. */
    [PC_OP_SUBTRACT] = {PC_CATEGORY_BOOL,
                        "Subtraction, the `-` operator, with a bool tensor is not supported",
                        "Subtraction, the `-` operator, with two bool tensors is not supported",
                        "add_stub", PC_CATEGORY_ANY, 0, TORCH_NO_FLOAT8_UNSIGNED, 1},
    /* mul_kernel: a kBool branch, a kComplexHalf branch, then
    ** _AT_DISPATCH_MUL_TYPES = AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND4(kHalf,
    ** kBFloat16, kFloat8_e5m2, kFloat8_e4m3fn): float8 but no uint16/32/64.
    ** A float8 a * b is c10's operator* (c10/util/Float8_e4m3fn-inl.h,
    ** Float8_e5m2-inl.h): float(a) * float(b), exact in float, rounded once
    ** to the float8 dtype. */
    [PC_OP_MULTIPLY] = {0, NULL, NULL, "mul_cpu", PC_CATEGORY_ANY, 0, TORCH_NO_BAREBONES_UNSIGNED, 0},
    /* div_true_kernel: AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND2(kBFloat16,
    ** kHalf): no float8 and no ComplexHalf; integers never get there
    ** (float_op). */
    [PC_OP_DIVIDE] = {0, NULL, NULL, "div_cpu", PC_CATEGORY_ANY, 1,
                      TORCH_NO_FLOAT8 | PC_DTYPE_BIT(PC_COMPLEX32), 0},
    /* maximum_kernel: a kBool branch, AT_DISPATCH_INTEGRAL_TYPES,
    ** AT_DISPATCH_FLOATING_TYPES_AND2(Half, BFloat16): "maximum_cpu". */
    [PC_OP_MAXIMUM] = {PC_CATEGORY_COMPLEX, "maximum not implemented for complex tensors", NULL,
                       "maximum_cpu", PC_CATEGORY_ANY, 0, TORCH_NO_FLOAT8_UNSIGNED, 0},
    /* eq_kernel: _AT_DISPATCH_ALL_TYPES_AND_BOOL (bool output) =
    ** AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND8(kComplexHalf, kHalf, kBool,
    ** kBFloat16, kFloat8_e5m2, kFloat8_e5m2fnuz, kFloat8_e4m3fn,
    ** kFloat8_e4m3fnuz), _AT_DISPATCH_ALL_TYPES_NO_BOOL (in place) the same
    ** with float8 e5m2 and e4m3fn: float8 compared by value (a == b), no
    ** uint16/32/64. */
    [PC_OP_EQUAL] = {0, NULL, NULL, "eq_cpu", PC_CATEGORY_ANY, 0, TORCH_NO_BAREBONES_UNSIGNED, 0},
    /* lt_kernel: AT_DISPATCH_ALL_TYPES_AND3(kBool, kBFloat16, kHalf). */
    [PC_OP_LESS] = {0, NULL, NULL, "lt_cpu", PC_CATEGORY_BOOL | PC_CATEGORY_REAL_VALUED, 0,
                    TORCH_NO_FLOAT8_UNSIGNED, 0},
    /* bitwise_and_kernel: a kBool branch, AT_DISPATCH_INTEGRAL_TYPES. */
    [PC_OP_BITWISE_AND] = {0, NULL, NULL, "bitwise_and_cpu",
                           PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, 0, TORCH_NO_BAREBONES_UNSIGNED, 0},
    /* ne_kernel dispatches as eq_kernel. */
    [PC_OP_NOT_EQUAL] = {0, NULL, NULL, "ne_cpu", PC_CATEGORY_ANY, 0, TORCH_NO_BAREBONES_UNSIGNED, 0},
    /* le_kernel, gt_kernel, ge_kernel: AT_DISPATCH_ALL_TYPES_AND3(kBool,
    ** kBFloat16, kHalf), as lt_kernel. */
    [PC_OP_LESS_EQUAL] = {0, NULL, NULL, "le_cpu", PC_CATEGORY_BOOL | PC_CATEGORY_REAL_VALUED, 0,
                          TORCH_NO_FLOAT8_UNSIGNED, 0},
    [PC_OP_GREATER] = {0, NULL, NULL, "gt_cpu", PC_CATEGORY_BOOL | PC_CATEGORY_REAL_VALUED, 0,
                       TORCH_NO_FLOAT8_UNSIGNED, 0},
    [PC_OP_GREATER_EQUAL] = {0, NULL, NULL, "ge_cpu",
                             PC_CATEGORY_BOOL | PC_CATEGORY_REAL_VALUED, 0,
                             TORCH_NO_FLOAT8_UNSIGNED, 0},
    /* TORCH_META_FUNC(minimum): "minimum not implemented for complex
    ** tensors.", before anything else, as maximum's; minimum_kernel
    ** dispatches as maximum_kernel. */
    [PC_OP_MINIMUM] = {PC_CATEGORY_COMPLEX, "minimum not implemented for complex tensors", NULL,
                       "minimum_cpu", PC_CATEGORY_ANY, 0, TORCH_NO_FLOAT8_UNSIGNED, 0},
    /* bitwise_or_kernel, bitwise_xor_kernel: a kBool branch (a || b, a !=
    ** b) and AT_DISPATCH_INTEGRAL_TYPES, as bitwise_and_kernel. */
    [PC_OP_BITWISE_OR] = {0, NULL, NULL, "bitwise_or_cpu", PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, 0,
                          TORCH_NO_BAREBONES_UNSIGNED, 0},
    [PC_OP_BITWISE_XOR] = {0, NULL, NULL, "bitwise_xor_cpu",
                           PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, 0, TORCH_NO_BAREBONES_UNSIGNED, 0},
    /* div_floor_kernel: integers (uint8 through div_trunc_kernel), then
    ** AT_DISPATCH_FLOATING_TYPES_AND2(kBFloat16, kHalf), "div_floor_cpu";
    ** bool is not integral there (isIntegralType(dtype, false)) and falls
    ** to the floating dispatch, which refuses it, as complex. */
    [PC_OP_FLOOR_DIVIDE] = {0, NULL, NULL, "div_floor_cpu",
                            PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, 0,
                            TORCH_NO_FLOAT8_UNSIGNED, 0},
    /* remainder_kernel: AT_DISPATCH_INTEGRAL_TYPES, a BFloat16 branch,
    ** AT_DISPATCH_FLOATING_TYPES_AND_HALF: "remainder_cpu". */
    [PC_OP_REMAINDER] = {0, NULL, NULL, "remainder_cpu",
                         PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, 0,
                         TORCH_NO_FLOAT8_UNSIGNED, 0},
    /* TORCH_META_FUNC2(copysign, Tensor): build_borrowing_binary_float_op
    ** (bool and integers compute in the default float); copysign_kernel:
    ** AT_DISPATCH_FLOATING_TYPES_AND2(kBFloat16, kHalf). */
    [PC_OP_COPYSIGN] = {0, NULL, NULL, "copysign_cpu", PC_CATEGORY_FLOATING, 1, TORCH_NO_FLOAT8, 0},
    /* CREATE_BINARY_META_FUNC(nextafter): build_borrowing_binary_op, no
    ** float promotion; nextafter_kernel: AT_DISPATCH_REDUCED_FLOATING_TYPES
    ** and AT_DISPATCH_FLOATING_TYPES. */
    [PC_OP_NEXTAFTER] = {0, NULL, NULL, "nextafter_cpu", PC_CATEGORY_FLOATING, 0, TORCH_NO_FLOAT8, 0},
    /* lshift_kernel, rshift_kernel: AT_DISPATCH_INTEGRAL_TYPES, no bool. */
    [PC_OP_BITWISE_LEFT_SHIFT] = {0, NULL, NULL, "lshift_cpu", PC_CATEGORY_INTEGER, 0,
                                  TORCH_NO_BAREBONES_UNSIGNED, 0},
    [PC_OP_BITWISE_RIGHT_SHIFT] = {0, NULL, NULL, "rshift_cpu", PC_CATEGORY_INTEGER, 0,
                                   TORCH_NO_BAREBONES_UNSIGNED, 0},
    /* logical_and_kernel, logical_or_kernel, logical_xor_kernel (bool
    ** output): AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND3(kBool, kBFloat16,
    ** kHalf) on the common dtype: every dtype but float8 and ComplexHalf. */
    [PC_OP_LOGICAL_AND] = {0, NULL, NULL, "logical_and_cpu", PC_CATEGORY_ANY, 0,
                           PC_DTYPE_BIT(PC_COMPLEX32) | TORCH_NO_FLOAT8_UNSIGNED, 0},
    [PC_OP_LOGICAL_OR] = {0, NULL, NULL, "logical_or_cpu", PC_CATEGORY_ANY, 0,
                          PC_DTYPE_BIT(PC_COMPLEX32) | TORCH_NO_FLOAT8_UNSIGNED, 0},
    [PC_OP_LOGICAL_XOR] = {0, NULL, NULL, "logical_xor_cpu", PC_CATEGORY_ANY, 0,
                           PC_DTYPE_BIT(PC_COMPLEX32) | TORCH_NO_FLOAT8_UNSIGNED, 0},
    /* TORCH_META_FUNC2(pow, Tensor_Tensor) (aten/src/ATen/native/Pow.cpp):
    ** build_borrowing_binary_op, no float promotion. pow_tensor_tensor_kernel
    ** (aten/src/ATen/native/cpu/PowKernel.cpp): floating and complex
    ** dtypes through AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND2(kHalf,
    ** kBFloat16) (no float8, no ComplexHalf), everything else through
    ** AT_DISPATCH_INTEGRAL_TYPES (no bool, no uint16/32/64), both named
    ** "pow"; integers by native::powi, which gives 0, 1 or -1 for negative
    ** exponents rather than refusing them (pow(Tensor, Scalar) refuses
    ** them: "Integers to negative integer powers are not allowed.", a
    ** scalar exponent's rule). */
    [PC_OP_POW] = {0, NULL, NULL, "pow", PC_CATEGORY_NUMERIC, 0,
                   TORCH_NO_FLOAT8_UNSIGNED | PC_DTYPE_BIT(PC_COMPLEX32), 0},
    /* TORCH_META_FUNC(atan2) (BinaryOps.cpp): build_borrowing_binary_float_op,
    ** bool and integers compute in the default float; atan2_kernel:
    ** AT_DISPATCH_FLOATING_TYPES_AND2(kBFloat16, kHalf), "atan2_cpu". */
    [PC_OP_ATAN2] = {0, NULL, NULL, "atan2_cpu", PC_CATEGORY_FLOATING, 1, TORCH_NO_FLOAT8, 0},
    /* CREATE_BINARY_META_FUNC(hypot), (logaddexp): build_borrowing_binary_op,
    ** no float promotion, so integers reach the kernel and are refused.
    ** hypot_kernel: AT_DISPATCH_FLOATING_TYPES_AND2(kBFloat16, kHalf);
    ** logaddexp_kernel: AT_DISPATCH_REDUCED_FLOATING_TYPES for Half and
    ** BFloat16 (isReducedFloatingType takes float8 there, which the
    ** dispatch lacks), AT_DISPATCH_COMPLEX_TYPES (complex64, complex128:
    ** _log_add_exp_helper), AT_DISPATCH_FLOATING_TYPES, all
    ** "logaddexp_cpu". */
    [PC_OP_HYPOT] = {0, NULL, NULL, "hypot_cpu", PC_CATEGORY_FLOATING, 0, TORCH_NO_FLOAT8, 0},
    [PC_OP_LOGADDEXP] = {0, NULL, NULL, "logaddexp_cpu",
                         PC_CATEGORY_FLOATING | PC_CATEGORY_COMPLEX, 0,
                         TORCH_NO_FLOAT8 | PC_DTYPE_BIT(PC_COMPLEX32), 0},
};

static pc_status torch_binary_op_check_inputs(pc_binary_op op, pc_dtype a,
                                              pc_dtype b, pc_error *err) {
    const struct torch_op_rule *rule = &torch_ops[op];
    int refuses_a = pc_dtype_in(a, rule->meta_refuses);
    int refuses_b = pc_dtype_in(b, rule->meta_refuses);
    if (refuses_a && refuses_b && rule->meta_message_both)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1, "%s",
                            rule->meta_message_both);
    if (refuses_a || refuses_b)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, refuses_a ? 0 : 1, -1, -1,
                            "%s", rule->meta_message);
    return PC_OK;
}

/* Comparisons are built by build_comparison_op, which asks for no safe
** casting to the output (aten/src/ATen/TensorIterator.cpp): eq_, ne_, lt_,
** le_, gt_ and ge_ write 0 or 1 into any destination. The other ops
** (bitwise_or_, torch.minimum(a, b, out=a), ...) are built by
** build_borrowing_binary_op, which enforces safe casting. */
static int torch_binary_op_inplace_checks_cast(pc_binary_op op) {
    return pc_binary_op_is_bool_valued(op) ? PC_INPLACE_NO_CHECK : PC_INPLACE_CAST_CHECKED;
}

/* The kernels' dtype support, checked on the common dtype after promotion
** (torch_ops): float8 only where a row does not lack it. True
** division of bools and integers computes in the default float dtype
** (promote_integer_inputs_to_float); comparisons give bool. */
static pc_status torch_binary_op_dtypes(pc_binary_op op, pc_dtype a,
                                        pc_dtype b, pc_dtype promoted,
                                        const pc_promotion_options *options,
                                        pc_dtype *compute, pc_dtype *result,
                                        pc_error *err) {
    (void)a;
    (void)b;
    const struct torch_op_rule *rule = &torch_ops[op];
    *compute = *result = promoted;
    if (rule->float_op && pc_dtype_in(promoted, PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER))
        *compute = *result = options->default_float;
    if (pc_binary_op_is_bool_valued(op)) *result = PC_BOOL;
    if (!pc_dtype_in(*compute, rule->kernel_accepts) ||
        (rule->kernel_lacks & PC_DTYPE_BIT(*compute)) != 0)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                            rule->stub_message ? "%s not implemented for '%s'"
                                               : "\"%s\" not implemented for '%s'",
                            rule->kernel, pc_dtype_name(*compute));
    return PC_OK;
}

/* Value-dependent outcomes (elementwise_values.h). Integer floor_divide and
** remainder by zero: TORCH_CHECK(b != 0, "ZeroDivisionError") in
** div_floor_kernel, div_trunc_kernel and remainder_kernel
** (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp). INT_MIN // -1 and
** INT_MIN % -1: c10::div_floor_integer's `a / b` and remainder_kernel's
** `a % b` in the operands' own type; int8 and int16 are promoted to int
** and wrap on the way back, but int32 and int64 overflow, C++ undefined
** behaviour (x86-64's idiv traps). Shift counts are all defined (lshift_kernel
** and rshift_kernel guard them). */
#define TORCH_INTEGERS                                                                   \
    (PC_DTYPE_BIT(PC_INT8) | PC_DTYPE_BIT(PC_INT16) | PC_DTYPE_BIT(PC_INT32) |            \
     PC_DTYPE_BIT(PC_INT64) | PC_DTYPE_BIT(PC_UINT8) | PC_DTYPE_BIT(PC_UINT16) |          \
     PC_DTYPE_BIT(PC_UINT32) | PC_DTYPE_BIT(PC_UINT64))
#define TORCH_INT32_INT64 (PC_DTYPE_BIT(PC_INT32) | PC_DTYPE_BIT(PC_INT64))
static const pc_value_rule torch_value_rules[] = {
    {PC_OP_FLOOR_DIVIDE, TORCH_INTEGERS, PC_VALUE_ZERO_DIVISOR, PC_INVALID_VALUE,
     "ZeroDivisionError"},
    {PC_OP_REMAINDER, TORCH_INTEGERS, PC_VALUE_ZERO_DIVISOR, PC_INVALID_VALUE,
     "ZeroDivisionError"},
    {PC_OP_FLOOR_DIVIDE, TORCH_INT32_INT64, PC_VALUE_MINIMUM_BY_MINUS_ONE, PC_UNDEFINED,
     "c10::div_floor_integer divides INT_MIN by -1 in the operands' type, C++ signed "
     "overflow (undefined behaviour)"},
    {PC_OP_REMAINDER, TORCH_INT32_INT64, PC_VALUE_MINIMUM_BY_MINUS_ONE, PC_UNDEFINED,
     "remainder_kernel computes INT_MIN % -1 in the operands' type, C++ signed overflow "
     "(undefined behaviour)"},
};

/* mul_kernel's first branch (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp):
** `iter.is_scalar(2) && at::isReducedFloatingType(dtype)`, b a single
** element, goes to AT_DISPATCH_REDUCED_FLOATING_TYPES ("mul_cpu_reduced_float"),
** which names Half and BFloat16 only; isReducedFloatingType counts the
** float8 types too (c10/core/ScalarType.h), so float8 times a one-element b
** reaches no kernel. */
static pc_status torch_binary_op_one_element_b(pc_binary_op op, pc_dtype compute,
                                               pc_error *err) {
    if (op == PC_OP_MULTIPLY && pc_dtype_is_float8(compute))
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                            "\"mul_cpu_reduced_float\" not implemented for '%s'",
                            pc_dtype_name(compute));
    return PC_OK;
}

/* Python scalars (elementwise_scalar.h). The Python binding makes a
** number a wrapped 0-d tensor (torch/csrc/utils/python_arg_parser.cpp:
** THPUtils_unpackLong into an int64_t, "Overflow when unpacking long"
** beyond it; a double; a c10::complex<double>; a bool) and
** TensorIterator's compute_types converts it to the common dtype as any
** tensor is converted (copy's static_cast: integers wrap, so uint8 + 300
** adds 44, and uint8 < 300 compares with 44, as torch 1.13.1 does).
** c10::Half and c10::BFloat16 are built from a float (c10/util/Half.h,
** BFloat16.h): a double or an int64_t reaches them through float32, a
** second rounding. pow.Tensor_Scalar (aten/src/ATen/native/Pow.cpp,
** v1.13.1) is the exception, in three steps: its meta function refuses an
** integral base with a negative integral exponent before any conversion;
** pow_Tensor_Scalar_out then answers an exponent equal to 0 (out.fill_(1))
** or 1 (out.copy_(base)) before any kernel, so complex32 ** 0 is 1 though
** no pow kernel takes ComplexHalf (c10::Scalar::equal: an int, a float or
** a complex with a zero imaginary part, never a bool); and
** pow_tensor_scalar_kernel (cpu/PowKernel.cpp) converts the exponent to
** an integer dtype with exp_scalar.to<scalar_t>(), c10's checked_convert
** (c10/util/TypeCast.h): int8 ** 128 raises "value cannot be converted to
** type int8_t without overflow" where other ops wrap the scalar; it
** converts it to float16 and bfloat16 the same way (exp_scalar.to<at::Half>()
** and .to<at::BFloat16>(), where float32 and float64 take a double), so an
** int or a finite float beyond 65504 (float16) or 0x1.fep127 (bfloat16)
** raises "value cannot be converted to type at::Half without overflow",
** 65520.0 too though it would round to inf, while inf and NaN pass
** (c10::overflows, c10/util/TypeCast.h). A scalar first (`300 ** x`) is
** Tensor.__rpow__ (torch/_tensor.py, v1.13.1): torch.tensor(scalar,
** dtype=torch.result_type(scalar, x)) ** x, whose tensor factory converts
** an int to an integer dtype checked (torch/csrc/utils/python_scalars.h
** store_scalar, unpackIntegral: "value cannot be converted to type int8
** without overflow"; -1 into uint8 wraps to 255, -256 raises), before pow
** looks at a kernel; a float or a complex is converted unchecked
** (1e39 ** a float16 tensor is inf). */
#define TORCH_TENSOR_ONLY                                                                   \
    (PC_SCALAR_OP_BIT(PC_OP_MAXIMUM) | PC_SCALAR_OP_BIT(PC_OP_MINIMUM) |                    \
     PC_SCALAR_OP_BIT(PC_OP_NEXTAFTER) | PC_SCALAR_OP_BIT(PC_OP_LOGICAL_AND) |              \
     PC_SCALAR_OP_BIT(PC_OP_LOGICAL_OR) | PC_SCALAR_OP_BIT(PC_OP_LOGICAL_XOR) |             \
     PC_SCALAR_OP_BIT(PC_OP_ATAN2) | PC_SCALAR_OP_BIT(PC_OP_HYPOT) |                        \
     PC_SCALAR_OP_BIT(PC_OP_LOGADDEXP))
static const pc_scalar_rule torch_scalar_rule_rows[] = {
    {PC_OP_POW, 1, TORCH_INTEGERS, PC_SCALAR_NEGATIVE_INT, PC_INVALID_VALUE,
     "Integers to negative integer powers are not allowed."},
    {PC_OP_POW, 1, TORCH_INTEGERS, PC_SCALAR_INT_OUTSIDE_KERNEL_DTYPE, PC_SCALAR_OUT_OF_RANGE,
     "value cannot be converted to the dtype's C type without overflow (checked_convert)"},
    {PC_OP_POW, 1, PC_DTYPE_BIT(PC_FLOAT16) | PC_DTYPE_BIT(PC_BFLOAT16),
     PC_SCALAR_FINITE_OUTSIDE_KERNEL_DTYPE, PC_SCALAR_OUT_OF_RANGE,
     "value cannot be converted to type at::Half (at::BFloat16) without overflow "
     "(checked_convert)"},
    {PC_OP_POW, 0, TORCH_INTEGERS, PC_SCALAR_INT_OUTSIDE_DTYPE_CHECKED, PC_SCALAR_OUT_OF_RANGE,
     "Tensor.__rpow__'s torch.tensor(scalar, dtype=result_type): value cannot be converted "
     "to the dtype's C type without overflow (checked_convert)"},
};
static const pc_scalar_rules torch_scalar_rules = {
    .int_range = PC_SCALAR_INT_INT64,
    .int_range_why = "Overflow when unpacking long",
    .int_outside_dtype = PC_OK,
    .int_outside_why = NULL,
    .int_via = PC_SCALAR_VIA_FLOAT32,
    .float_via = PC_SCALAR_VIA_FLOAT32,
    .exact_integer_comparisons = 0,
    .rules = torch_scalar_rule_rows,
    .rule_count = sizeof torch_scalar_rule_rows / sizeof torch_scalar_rule_rows[0],
    /* The functions whose signatures (aten/src/ATen/native/
    ** native_functions.yaml) have Tensor parameters alone, and are not
    ** among those whose Tensor parameters take numbers
    ** (torch/csrc/utils/python_arg_parser.cpp
    ** should_allow_numbers_as_tensors: add, sub, mul, div, true_divide,
    ** floor_divide): `torch.maximum(x, 2)` raises TypeError. copysign has
    ** copysign.Scalar for its second operand only; the comparisons take a
    ** number first through Python's reflected operators. */
    .refused_at = {TORCH_TENSOR_ONLY | PC_SCALAR_OP_BIT(PC_OP_COPYSIGN), TORCH_TENSOR_ONLY},
    .refused_why = "argument must be Tensor, not a number",
    .unit_exponent_ops = PC_SCALAR_OP_BIT(PC_OP_POW),
    .reciprocal_exponent_ops = PC_SCALAR_OP_BIT(PC_OP_POW),
};

const pc_profile pc_profile_torch_value = {
    .name = "torch",
    .source = "c10/core/ScalarType.cpp promoteTypes; "
              "aten/src/ATen/native/TypeProperties.cpp result_type; "
              "Tensor Attributes type promotion",
    .dtypes_before_shapes = 0,
    /* PyTorch has every dtype of the oracle (uint16/32/64 since 2.3, float8
    ** since 2.1, complex32 as ComplexHalf). */
    .has_dtype = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
    .promote_types = torch_promote_types,
    .result_type = torch_result_type,
    .can_cast = torch_can_cast,
    .binary_op_check_inputs = torch_binary_op_check_inputs,
    .binary_op_inplace_checks_cast = torch_binary_op_inplace_checks_cast,
    .binary_op_dtypes = torch_binary_op_dtypes,
    .binary_kernel = pc_torch_binary_kernel,
    .value_rules = torch_value_rules,
    .value_rule_count = sizeof torch_value_rules / sizeof torch_value_rules[0],
    .binary_op_one_element_b = torch_binary_op_one_element_b,
    .scalar_rules = &torch_scalar_rules,
    .scalar_checked_as_own = 1,
    .array_size_check = pc_array_size_torch,
    /* TensorIterator's cast of an integer operand to bfloat16 is
    ** static_cast<c10::BFloat16>, through float (cast_internal.h). */
    .operand_convert = pc_wide_convert_bfloat16_through_float32,
    .element_convert = pc_wide_convert_bfloat16_through_float32,
};
