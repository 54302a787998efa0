/*
** profile_tfjs.c: TensorFlow.js 4.22's promotion (tfjs-core with the CPU
** backend, tfjs-backend-cpu), as the profile "tfjs" (docs/profiles/tfjs.md).
**
** Sources (tensorflow/tfjs at tag tfjs-v4.22.0):
**   tfjs-core/src/types.ts: the dtypes (bool, int32, float32, complex64;
**     string is outside the case format) and upcastType, a table with no
**     error among them;
**   tfjs-core/src/util_base.ts inferDtype and tensor_util_env.ts
**     convertToTensor: a JavaScript boolean becomes a bool tensor, a number
**     a float32 one (toTypedArray: a Float32Array), whatever it meets;
**   tfjs-core/src/tensor_util.ts makeTypesMatch: both operands cast to
**     upcastType of the pair, by dtype alone (a 0-d tensor and a scalar
**     are no weaker than any other tensor);
**   tfjs-core/src/ops/<op>.ts: add, sub, mul, div (int32 / int32 is
**     floorDiv), floorDiv, mod, pow, atan2, maximum and minimum (bool cast
**     to int32; assertAndGetBroadcastShape in the op), equal, notEqual,
**     less, lessEqual, greater, greaterEqual (assertAndGetBroadcastShape in
**     the op), logicalAnd, logicalOr, logicalXor (convertToTensor(x, ...,
**     'bool'): a tensor must be bool, then the shapes), bitwiseAnd (equal
**     shapes, then int32 only);
**   tfjs-backend-cpu/src/utils/binary_utils.ts binaryKernelFunc: a kernel
**     without a complex implementation calls assertNotComplex before
**     createSimpleBinaryKernelImpl (binary_impl.ts) broadcasts; Add, Sub
**     and Multiply have complex kernels, which broadcast.
** Values: elementwise_kernels_tfjs.c.
*/
#include "elementwise_kernels_tfjs.h"
#include "profile_internal.h"
#include "promcast/broadcast.h"

#include <string.h>

/* upcastType (types.ts: UpcastBoolAndMap, UpcastInt32AndMap,
** UpcastFloat32AndMap, UpcastComplex64AndMap), row a, column b. */
enum { b1, i4, f4, c8, TFJS_ORDER_COUNT };

static const pc_dtype tfjs_order_dtype[TFJS_ORDER_COUNT] = {
    [b1] = PC_BOOL, [i4] = PC_INT32, [f4] = PC_FLOAT32, [c8] = PC_COMPLEX64,
};

static const unsigned char upcast_type[TFJS_ORDER_COUNT][TFJS_ORDER_COUNT] = {
    /*        b1  i4  f4  c8 */
    /* b1 */ {b1, i4, f4, c8},
    /* i4 */ {i4, i4, f4, c8},
    /* f4 */ {f4, f4, f4, c8},
    /* c8 */ {c8, c8, c8, c8},
};

static int tfjs_order_index(pc_dtype dtype) {
    for (int i = 0; i < TFJS_ORDER_COUNT; i++)
        if (tfjs_order_dtype[i] == dtype) return i;
    return -1;
}

static pc_dtype tfjs_upcast(pc_dtype a, pc_dtype b) {
    return tfjs_order_dtype[upcast_type[tfjs_order_index(a)][tfjs_order_index(b)]];
}

static pc_status tfjs_promote_types(pc_dtype a, pc_dtype b, pc_dtype *result, pc_error *err) {
    (void)err;
    *result = tfjs_upcast(a, b);
    return PC_OK;
}

/* The case format's Python complex has no JavaScript counterpart. */
static pc_status complex_scalar(int index, pc_error *err) {
    return pc_error_set(err, PC_UNDEFINED, index, -1, -1,
                        "operand %d: a complex number cannot be written in JavaScript "
                        "(tfjs takes booleans and numbers)",
                        index);
}

/* convertToTensor's dtype of an operand (inferDtype): a tensor's own; a
** boolean's bool; a number's float32. */
static pc_status converted_dtype(const pc_operand *operand, int index, pc_dtype *dtype,
                                 pc_error *err) {
    if (operand->category != PC_OPERAND_SCALAR) {
        *dtype = operand->dtype;
        return PC_OK;
    }
    switch (operand->scalar_kind) {
    case PC_SCALAR_BOOL: *dtype = PC_BOOL; return PC_OK;
    case PC_SCALAR_INT:
    case PC_SCALAR_FLOAT: *dtype = PC_FLOAT32; return PC_OK;
    case PC_SCALAR_COMPLEX: return complex_scalar(index, err);
    }
    return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                        "operand %d: %d is not a scalar kind", index, (int)operand->scalar_kind);
}

/* makeTypesMatch of the converted operands, folded left to right (two
** operands: exactly what a binary op does). */
static pc_status tfjs_result_type(const pc_profile *profile, const pc_promotion_options *options,
                                  const pc_operand *operands, int count, pc_dtype *result,
                                  pc_error *err) {
    (void)profile;
    (void)options;
    pc_dtype out = PC_DTYPE_NONE;
    for (int i = 0; i < count; i++) {
        pc_dtype dtype = PC_DTYPE_NONE;
        pc_status status = converted_dtype(&operands[i], i, &dtype, err);
        if (status != PC_OK) return status;
        out = out == PC_DTYPE_NONE ? dtype : tfjs_upcast(out, dtype);
    }
    *result = out;
    return PC_OK;
}

/* tfjs has no can_cast and no in-place op (tensors are immutable). The
** oracle's can_cast is the promotion's own, `from` to `to` when
** upcastType(from, to) is `to`: the casts makeTypesMatch makes. */
static int tfjs_can_cast(pc_dtype from, pc_dtype to) { return tfjs_upcast(from, to) == to; }

/* The case format's ops tfjs has (the function each calls is in
** docs/profiles/tfjs.md); every other op, in-place forms included, it
** lacks. */
static const char *const tfjs_ops[] = {
    "add",        "subtract",      "multiply",    "divide",       "floor_divide",
    "remainder",  "pow",           "atan2",       "maximum",      "minimum",
    "equal",      "not_equal",     "less",        "less_equal",   "greater",
    "greater_equal", "logical_and", "logical_or", "logical_xor",  "bitwise_and",
    "where",      "clip",          "matmul",      "concat",       "stack",
    "broadcast_to", "broadcast_shapes", "promote_types",
};

static int tfjs_has_op(const pc_profile *profile, const char *op) {
    (void)profile;
    for (size_t i = 0; i < sizeof tfjs_ops / sizeof tfjs_ops[0]; i++)
        if (strcmp(tfjs_ops[i], op) == 0) return 1;
    return 0;
}

/* Per op: the CPU kernel's name (its assertNotComplex message), and where
** its complex64 refusal comes. */
typedef enum complex_rule {
    COMPLEX_KERNEL_OK,       /* Add, Sub, Multiply: a complex kernel */
    COMPLEX_BEFORE_SHAPES,   /* the op broadcasts nowhere before the kernel */
    COMPLEX_AFTER_SHAPES,    /* the op calls assertAndGetBroadcastShape first */
    COMPLEX_NOT_REACHED      /* the op refuses every non-bool or non-int32 first */
} complex_rule;

static const struct tfjs_op_rule {
    const char *function;  /* the tfjs function, for messages */
    const char *kernel;
    complex_rule complex;
} tfjs_op_rules[PC_BINARY_OP_COUNT] = {
    [PC_OP_ADD] = {"add", "Add", COMPLEX_KERNEL_OK},
    [PC_OP_SUBTRACT] = {"sub", "Sub", COMPLEX_KERNEL_OK},
    [PC_OP_MULTIPLY] = {"mul", "Multiply", COMPLEX_KERNEL_OK},
    [PC_OP_DIVIDE] = {"div", "RealDiv", COMPLEX_BEFORE_SHAPES},
    [PC_OP_FLOOR_DIVIDE] = {"floorDiv", "FloorDiv", COMPLEX_BEFORE_SHAPES},
    [PC_OP_REMAINDER] = {"mod", "Mod", COMPLEX_BEFORE_SHAPES},
    [PC_OP_POW] = {"pow", "Pow", COMPLEX_BEFORE_SHAPES},
    [PC_OP_ATAN2] = {"atan2", "Atan2", COMPLEX_BEFORE_SHAPES},
    [PC_OP_MAXIMUM] = {"maximum", "Maximum", COMPLEX_AFTER_SHAPES},
    [PC_OP_MINIMUM] = {"minimum", "Minimum", COMPLEX_AFTER_SHAPES},
    [PC_OP_EQUAL] = {"equal", "Equal", COMPLEX_AFTER_SHAPES},
    [PC_OP_NOT_EQUAL] = {"notEqual", "NotEqual", COMPLEX_AFTER_SHAPES},
    [PC_OP_LESS] = {"less", "Less", COMPLEX_AFTER_SHAPES},
    [PC_OP_LESS_EQUAL] = {"lessEqual", "LessEqual", COMPLEX_AFTER_SHAPES},
    [PC_OP_GREATER] = {"greater", "Greater", COMPLEX_AFTER_SHAPES},
    [PC_OP_GREATER_EQUAL] = {"greaterEqual", "GreaterEqual", COMPLEX_AFTER_SHAPES},
    [PC_OP_LOGICAL_AND] = {"logicalAnd", "LogicalAnd", COMPLEX_NOT_REACHED},
    [PC_OP_LOGICAL_OR] = {"logicalOr", "LogicalOr", COMPLEX_NOT_REACHED},
    [PC_OP_LOGICAL_XOR] = {"logicalXor", "LogicalAnd", COMPLEX_NOT_REACHED},
    [PC_OP_BITWISE_AND] = {"bitwiseAnd", "BitwiseAnd", COMPLEX_NOT_REACHED},
};

static int is_logical(pc_binary_op op) {
    return op == PC_OP_LOGICAL_AND || op == PC_OP_LOGICAL_OR || op == PC_OP_LOGICAL_XOR;
}

static pc_status complex_refused(pc_binary_op op, pc_error *err) {
    return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                        "%s does not support complex64 tensors in the CPU backend.",
                        tfjs_op_rules[op].kernel);
}

/* bitwiseAnd (ops/bitwise_and.ts): arraysEqual of the shapes, then both
** int32; no makeTypesMatch, so a number (float32) or a boolean (bool) is
** refused. */
static pc_status check_bitwise_and(const pc_dtype dtypes[2], const pc_shape shapes[2],
                                   pc_error *err) {
    if (!pc_shape_equal(&shapes[0], &shapes[1])) {
        char a[128], b[128];
        pc_shape_format(&shapes[0], a, sizeof a);
        pc_shape_format(&shapes[1], b, sizeof b);
        return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, 1, -1,
                            "BitwiseAnd: Tensors must have the same shape. x: %s, y: %s", a, b);
    }
    if (dtypes[0] != PC_INT32 || dtypes[1] != PC_INT32)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, dtypes[0] != PC_INT32 ? 0 : 1, -1,
                            -1,
                            "BitwiseAnd: Only supports 'int32' values in tensor, found type of "
                            "x: %s and type of y: %s",
                            pc_dtype_name(dtypes[0]), pc_dtype_name(dtypes[1]));
    return PC_OK;
}

/* The call's checks in tfjs's order (file comment): a complex scalar, the
** op's own dtype checks, makeTypesMatch (no error), then shapes and the
** kernel's complex64 refusal in the op's order. */
static pc_status tfjs_check_call(const pc_profile *profile, pc_binary_op op,
                                 const pc_operand operands[2], const pc_shape shapes[2],
                                 pc_error *err) {
    (void)profile;
    if (tfjs_op_rules[op].kernel == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "TensorFlow.js has no %s (tfjs-core/src/ops declares no such op)",
                            pc_binary_op_name(op));
    pc_dtype dtypes[2] = {PC_DTYPE_NONE, PC_DTYPE_NONE};
    for (int i = 0; i < 2; i++) {
        pc_status status = converted_dtype(&operands[i], i, &dtypes[i], err);
        if (status != PC_OK) return status;
    }
    if (op == PC_OP_BITWISE_AND) return check_bitwise_and(dtypes, shapes, err);
    if (is_logical(op)) {
        /* convertToTensor(x, name, op, 'bool'): assertDtype refuses a
        ** tensor of another dtype; a boolean or a number is made bool. */
        static const char *const names[2] = {"a", "b"};
        for (int i = 0; i < 2; i++)
            if (operands[i].category != PC_OPERAND_SCALAR && dtypes[i] != PC_BOOL)
                return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, i, -1, -1,
                                    "Argument '%s' passed to '%s' must be bool tensor, but got "
                                    "%s tensor",
                                    names[i], tfjs_op_rules[op].function,
                                    pc_dtype_name(dtypes[i]));
    }
    int complex = tfjs_upcast(dtypes[0], dtypes[1]) == PC_COMPLEX64;
    complex_rule rule = tfjs_op_rules[op].complex;
    if (complex && rule == COMPLEX_BEFORE_SHAPES) return complex_refused(op, err);
    pc_shape shape;
    pc_status status = pc_broadcast_pair(&shapes[0], &shapes[1], &shape, err);
    if (status != PC_OK) return status;
    if (complex && rule == COMPLEX_AFTER_SHAPES) return complex_refused(op, err);
    return PC_OK;
}

/* The dtypes each op computes in and gives (tfjs_check_call has refused
** what the op refuses): the promoted dtype, but div of int32 is floorDiv;
** floorDiv gives int32 (FloorDiv.ts's kernel dtype) of any operands;
** maximum and minimum compute bool as int32 (their cast); the
** comparisons and logical ops give bool; the logical ops read each operand
** as a JavaScript number for its truth (float64 here: a scalar keeps the
** number toTypedArray rounds, elementwise_kernels_tfjs.c). */
static pc_status tfjs_binary_op_dtypes(pc_binary_op op, pc_dtype a, pc_dtype b,
                                       pc_dtype promoted, const pc_promotion_options *options,
                                       pc_dtype *compute, pc_dtype *result, pc_error *err) {
    (void)a;
    (void)b;
    (void)options;
    (void)err;
    *compute = *result = promoted;
    if (op == PC_OP_FLOOR_DIVIDE) *result = PC_INT32;
    if ((op == PC_OP_MAXIMUM || op == PC_OP_MINIMUM) && promoted == PC_BOOL)
        *compute = *result = PC_INT32;
    if (is_logical(op)) *compute = PC_FLOAT64;
    if (pc_binary_op_is_bool_valued(op)) *result = PC_BOOL;
    return PC_OK;
}

/* A number is a double: an int scalar is rounded to one first (as
** JavaScript would write it), then stored into the Float32Array of the
** converted tensor; a float scalar is a double already. */
static const pc_scalar_rules tfjs_scalar_rules = {
    .int_range = PC_SCALAR_INT_ANY,
    .int_range_why = NULL,
    .int_outside_dtype = PC_OK,
    .int_outside_why = NULL,
    .int_via = PC_SCALAR_VIA_FLOAT64,
    .float_via = PC_SCALAR_VIA_NONE,
};

const pc_profile pc_profile_tfjs_value = {
    .name = "tfjs",
    .source = "tfjs-core/src/types.ts upcastType; tfjs-core/src/tensor_util.ts makeTypesMatch; "
              "tfjs-core/src/ops; tfjs-backend-cpu/src/kernels (tfjs-v4.22.0)",
    .has_op = tfjs_has_op,
    .dtypes_before_shapes = 1,
    .has_dtype = {[PC_BOOL] = 1, [PC_INT32] = 1, [PC_FLOAT32] = 1, [PC_COMPLEX64] = 1},
    .promote_types = tfjs_promote_types,
    .result_type = tfjs_result_type,
    .can_cast = tfjs_can_cast,
    .binary_op_check_inputs = pc_profile_check_no_inputs,
    /* Tensors are immutable: no op writes into its operand. */
    .binary_op_inplace_checks_cast = pc_profile_no_inplace_form,
    .binary_op_dtypes = tfjs_binary_op_dtypes,
    .binary_kernel = pc_tfjs_binary_kernel,
    .operand_convert = pc_tfjs_operand_convert,
    .scalar_rules = &tfjs_scalar_rules,
    .binary_op_check_call = tfjs_check_call,
};
