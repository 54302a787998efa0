/*
** profile_onnx.c: the ONNX operators at opset 26 (ONNX 1.21.0, IR 13), as
** the profile "onnx" (docs/profiles/onnx.md).
**
** Sources (github.com/onnx/onnx at v1.21.0):
**   onnx/defs/math/defs.cc, onnx/defs/logical/defs.cc,
**   onnx/defs/tensor/defs.cc, onnx/defs/sequence/defs.cc: each operator's
**     type constraints (the sets of onnx/defs/schema.h:
**     all_numeric_types_ir4, all_tensor_types_ir4, all_tensor_types);
**   docs/Operators.md: the same, with the integer semantics the text
**     states (Div truncates, Mod's fmod, Clip's min > max);
**   docs/Broadcasting.md: "Multidirectional Broadcasting", numpy's rule;
**   onnx/reference/ops/op_*.py: the reference implementation, for values
**     the text leaves to it (elementwise_kernels_onnx.c).
**
** ONNX has no promotion: every input bound to a type parameter has that
** parameter's one type, and a model that binds two is invalid. The checker
** (onnx/defs/schema.cc §OpSchema::CheckInputOutputType; ONNX Runtime's
** graph type check does the same when it loads a model) looks at each input
** in order, its type against its constraint ("has unsupported type"), then
** against the type its parameter is already bound to ("has inconsistent
** type"); shape inference runs after. With two inputs: input 0's type, input
** 1's type (unsupported_dtype_for_op), then the binding (no_promotion),
** then shapes. ONNX has no Python scalars and no in-place forms.
*/
#include <math.h>
#include <string.h>

#include "elementwise_kernels_onnx.h"
#include "profile_internal.h"

#define BIT(d) PC_DTYPE_BIT(d)
/* all_numeric_types_ir4: the 8 integers, float16, float32, float64,
** bfloat16. */
#define ONNX_NUMERIC                                                                   \
    (PC_DTYPES_INTEGER | BIT(PC_FLOAT16) | BIT(PC_FLOAT32) | BIT(PC_FLOAT64) |          \
     BIT(PC_BFLOAT16))
/* all_tensor_types_ir4 without string: the numeric types, bool, complex64,
** complex128 (no float8: they are in the _ir9 and later sets only). */
#define ONNX_ALL_TENSORS (ONNX_NUMERIC | BIT(PC_BOOL) | BIT(PC_COMPLEX64) | BIT(PC_COMPLEX128))
/* Equal-19's T: all_numeric_types_ir4, bool (and string). */
#define ONNX_EQUAL (ONNX_NUMERIC | BIT(PC_BOOL))
/* BitShift-11's T: the unsigned integers only. */
#define ONNX_UNSIGNED PC_DTYPES_UNSIGNED
/* Pow-15's T (the base): int32, int64, float16, float32, float64,
** bfloat16; its T1 (the exponent) is all_numeric_types_ir4. */
#define ONNX_POW_BASE                                                                  \
    (BIT(PC_INT32) | BIT(PC_INT64) | BIT(PC_FLOAT16) | BIT(PC_FLOAT32) | BIT(PC_FLOAT64) | \
     BIT(PC_BFLOAT16))

/* Each op's type constraint, input 0 (A, X, the base) and input 1 (B, Y,
** the exponent), as data. 0: ONNX has no operator for the op. */
typedef struct onnx_op_types {
    const char *operator_name; /* the ONNX operator the case op is */
    uint32_t input[2];
} onnx_op_types;

static const onnx_op_types onnx_ops[PC_BINARY_OP_COUNT] = {
    /* math/defs.cc Add-14, Sub-14, Mul-14, Div-14: T all_numeric_types_ir4. */
    [PC_OP_ADD] = {"Add", {ONNX_NUMERIC, ONNX_NUMERIC}},
    [PC_OP_SUBTRACT] = {"Sub", {ONNX_NUMERIC, ONNX_NUMERIC}},
    [PC_OP_MULTIPLY] = {"Mul", {ONNX_NUMERIC, ONNX_NUMERIC}},
    [PC_OP_DIVIDE] = {"Div", {ONNX_NUMERIC, ONNX_NUMERIC}},
    /* math/defs.cc Max-13, Min-13: T all_numeric_types_ir4 (variadic; two
    ** inputs here). */
    [PC_OP_MAXIMUM] = {"Max", {ONNX_NUMERIC, ONNX_NUMERIC}},
    [PC_OP_MINIMUM] = {"Min", {ONNX_NUMERIC, ONNX_NUMERIC}},
    /* logical/defs.cc Equal-19: bool and the numeric types; Less-13,
    ** LessOrEqual-16, Greater-13, GreaterOrEqual-16: the numeric types
    ** (no bool); the output T1 is bool. */
    [PC_OP_EQUAL] = {"Equal", {ONNX_EQUAL, ONNX_EQUAL}},
    [PC_OP_LESS] = {"Less", {ONNX_NUMERIC, ONNX_NUMERIC}},
    [PC_OP_LESS_EQUAL] = {"LessOrEqual", {ONNX_NUMERIC, ONNX_NUMERIC}},
    [PC_OP_GREATER] = {"Greater", {ONNX_NUMERIC, ONNX_NUMERIC}},
    [PC_OP_GREATER_EQUAL] = {"GreaterOrEqual", {ONNX_NUMERIC, ONNX_NUMERIC}},
    /* logical/defs.cc BitwiseAnd-18, BitwiseOr-18, BitwiseXor-18:
    ** all_integer_types (no bool). */
    [PC_OP_BITWISE_AND] = {"BitwiseAnd", {PC_DTYPES_INTEGER, PC_DTYPES_INTEGER}},
    [PC_OP_BITWISE_OR] = {"BitwiseOr", {PC_DTYPES_INTEGER, PC_DTYPES_INTEGER}},
    [PC_OP_BITWISE_XOR] = {"BitwiseXor", {PC_DTYPES_INTEGER, PC_DTYPES_INTEGER}},
    /* logical/defs.cc BitShift-11: uint8, uint16, uint32, uint64
    ** (direction "LEFT" or "RIGHT"). */
    [PC_OP_BITWISE_LEFT_SHIFT] = {"BitShift", {ONNX_UNSIGNED, ONNX_UNSIGNED}},
    [PC_OP_BITWISE_RIGHT_SHIFT] = {"BitShift", {ONNX_UNSIGNED, ONNX_UNSIGNED}},
    /* logical/defs.cc And-7, Or-7, Xor-7: T tensor(bool). */
    [PC_OP_LOGICAL_AND] = {"And", {BIT(PC_BOOL), BIT(PC_BOOL)}},
    [PC_OP_LOGICAL_OR] = {"Or", {BIT(PC_BOOL), BIT(PC_BOOL)}},
    [PC_OP_LOGICAL_XOR] = {"Xor", {BIT(PC_BOOL), BIT(PC_BOOL)}},
    /* math/defs.cc Mod-13: T all_numeric_types_ir4, the schema's
    ** constraint the checker applies. With fmod = 0 (the case format's
    ** remainder, Python's %) the text adds "T is constrained to integer
    ** data types" (Operators.md, Mod), which the schema does not enforce:
    ** a float T is refused after the binding (onnx_binary_op_dtypes). */
    [PC_OP_REMAINDER] = {"Mod", {ONNX_NUMERIC, ONNX_NUMERIC}},
    /* math/defs.cc Pow-15: X of T, Y of T1 (two type parameters). */
    [PC_OP_POW] = {"Pow", {ONNX_POW_BASE, ONNX_NUMERIC}},
};

/* 1 where ONNX has an operator for the case op; every other op of the case
** format (not_equal is Not of Equal, floor_divide has no operator, atan2,
** hypot, copysign, nextafter, logaddexp, the in-place forms, promote_types,
** result_type, can_cast, vecdot, broadcast_shapes, broadcast_arrays,
** sum_to_shape, xla_broadcast, inplace_broadcast) it lacks. broadcast_to is
** Expand-13. */
static const char *const onnx_functions[] = {
    "where", "clip", "matmul", "concat", "stack", "broadcast_to",
};

static int onnx_has_op(const pc_profile *profile, const char *op) {
    (void)profile;
    pc_binary_op binary;
    if (pc_binary_op_parse(op, &binary)) return onnx_ops[binary].operator_name != NULL;
    for (size_t i = 0; i < sizeof onnx_functions / sizeof onnx_functions[0]; i++)
        if (strcmp(onnx_functions[i], op) == 0) return 1;
    return 0;
}

static pc_status onnx_promote_types(pc_dtype a, pc_dtype b, pc_dtype *result, pc_error *err) {
    if (a == b) {
        *result = a;
        return PC_OK;
    }
    return pc_error_set(err, PC_NO_PROMOTION, 0, 1, -1,
                        "Type parameter (T) bound to different types (%s and %s): ONNX "
                        "does not promote",
                        pc_dtype_name(a), pc_dtype_name(b));
}

/* The dtype of operands that share one type parameter: all equal, or
** PC_NO_PROMOTION at the first that differs. A Python scalar is no ONNX
** value: PC_UNDEFINED. */
static pc_status onnx_result_type(const pc_profile *profile, const pc_promotion_options *options,
                                  const pc_operand *operands, int count, pc_dtype *result,
                                  pc_error *err) {
    (void)options;
    pc_status status = pc_profile_no_scalar_operands(profile, operands, count, err);
    if (status != PC_OK) return status;
    for (int i = 1; i < count; i++)
        if (operands[i].dtype != operands[0].dtype)
            return pc_error_set(err, PC_NO_PROMOTION, 0, i, -1,
                                "Type parameter (T) bound to different types (%s and %s): "
                                "ONNX does not promote",
                                pc_dtype_name(operands[0].dtype), pc_dtype_name(operands[i].dtype));
    *result = operands[0].dtype;
    return PC_OK;
}

/* ONNX has no cast in an op's result; the oracle's can_cast is equality. */
static int onnx_can_cast(pc_dtype from, pc_dtype to) { return from == to; }

/* Each input against its constraint, in input order
** (OpSchema::CheckInputOutputType; ONNX Runtime: "Type 'tensor(int32)' of
** input parameter (x0) of operator (BitShift) ... is invalid"). */
static pc_status onnx_check_inputs(pc_binary_op op, pc_dtype a, pc_dtype b, pc_error *err) {
    const onnx_op_types *types = &onnx_ops[op];
    if (types->operator_name == NULL)
        return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                            "ONNX has no operator for %s", pc_binary_op_name(op));
    pc_dtype dtypes[2] = {a, b};
    for (int i = 0; i < 2; i++)
        if ((types->input[i] & BIT(dtypes[i])) == 0)
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, i, -1, -1,
                                "Type '%s' of input %d of operator (%s) is invalid",
                                pc_dtype_name(dtypes[i]), i, types->operator_name);
    return PC_OK;
}

/* The binding: one type for both inputs, except Pow, whose exponent has
** its own parameter T1: it computes from the base's type. */
static pc_status onnx_binary_op_promote(pc_binary_op op, pc_dtype a, pc_dtype b,
                                        pc_dtype *promoted, pc_error *err) {
    if (op == PC_OP_POW) {
        *promoted = a;
        return PC_OK;
    }
    return onnx_promote_types(a, b, promoted, err);
}

/* The result is T (the base's type for Pow), bool for the comparisons and
** the logical ops. Each op computes in T, except Pow of two types: the
** reference computes np.power(a, b).astype(a.dtype)
** (onnx/reference/ops/op_pow.py), x ** y in numpy's common type, then the
** base's type. Here: two integers in int64 (a signed exponent) or uint64
** (an unsigned one), so the exponent keeps its value and the power modulo
** 2^64 wraps to the base's width as numpy's does; any float in float64
** (every exponent's value is exact there but for int64 and uint64 beyond
** 2^53), then rounded, or truncated toward zero, to the base's type. */
static pc_status onnx_binary_op_dtypes(pc_binary_op op, pc_dtype a, pc_dtype b, pc_dtype promoted,
                                       const pc_promotion_options *options, pc_dtype *compute,
                                       pc_dtype *result, pc_error *err) {
    (void)options;
    if (op == PC_OP_REMAINDER && !pc_dtype_is_integral(promoted))
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                            "Mod with fmod = 0 is defined for integer types only, not %s "
                            "(\"If the input type is floating point, then fmod attribute "
                            "must be set to 1\")",
                            pc_dtype_name(promoted));
    *compute = *result = promoted;
    if (op == PC_OP_POW && a != b) {
        if (pc_dtype_is_integral(a) && pc_dtype_is_integral(b))
            *compute = pc_dtype_kind_of(b) == PC_KIND_SIGNED ? PC_INT64 : PC_UINT64;
        else
            *compute = PC_FLOAT64;
        *result = a;
    }
    if (pc_binary_op_is_bool_valued(op)) *result = PC_BOOL;
    return PC_OK;
}

/* Values the specification refuses or leaves open (docs/profiles/onnx.md,
** "Values"). Integer Mod (fmod = 0) by zero: Operators.md, Mod, says "the
** semantics follow that of the Python %-operator", and Python's x % 0
** raises ZeroDivisionError: the operand's value is refused (the reference's
** np.mod answers 0, but the text is not silent). Integer Div by zero:
** Operators.md says nothing; the reference's answer (0) is numpy's
** divide-by-zero convention, with its RuntimeWarning. Pow of an integer
** base by a negative integer exponent: Operators.md says nothing, and the
** reference's np.power raises "Integers to negative integer powers are not
** allowed". Max and Min of -0.0 and +0.0: the text says nothing, and
** np.maximum's answer depends on numpy's loops (numpy 1.24: float16 gives
** the first operand, float32 and float64 the second). */
static const pc_value_rule onnx_value_rules[] = {
    {PC_OP_DIVIDE, PC_DTYPES_INTEGER, PC_VALUE_ZERO_DIVISOR, PC_UNDEFINED,
     "Div: integer division by zero (the specification leaves it open)"},
    {PC_OP_REMAINDER, PC_DTYPES_INTEGER, PC_VALUE_ZERO_DIVISOR, PC_INVALID_VALUE,
     "Mod: integer modulo by zero (Python's %-operator raises ZeroDivisionError)"},
    {PC_OP_POW, PC_DTYPES_SIGNED, PC_VALUE_NEGATIVE_COUNT, PC_UNDEFINED,
     "Pow: an integer base to a negative integer exponent (the specification leaves it "
     "open; the reference refuses it)"},
    {PC_OP_MAXIMUM, PC_DTYPES_REAL_FLOATING, PC_VALUE_SIGNED_ZERO_TIE, PC_UNDEFINED,
     "Max: -0.0 against +0.0 (the specification leaves the tie open)"},
    {PC_OP_MINIMUM, PC_DTYPES_REAL_FLOATING, PC_VALUE_SIGNED_ZERO_TIE, PC_UNDEFINED,
     "Min: -0.0 against +0.0 (the specification leaves the tie open)"},
};

/* Pow of an integer base with a float exponent computes the real power in
** float64, and the reference's astype(a.dtype) converts it to the base's
** type: C's conversion, undefined for NaN ((-2) ** 0.5), infinities (0 **
** -1.0) and values whose truncation is outside the type (numpy's astype
** gives x86's "integer indefinite" there, with "invalid value encountered in
** cast"). Those are left open; the rest truncate toward zero. */
static pc_status onnx_binary_values_check(pc_binary_op op, pc_dtype compute, pc_dtype result,
                                          const pc_wide *a, const pc_wide *b, int64_t count,
                                          int64_t first_index, pc_error *err) {
    if (op != PC_OP_POW || compute != PC_FLOAT64 || !pc_dtype_is_integral(result))
        return PC_OK;
    pc_binary_kernel kernel = pc_onnx_binary_kernel(PC_OP_POW, PC_FLOAT64);
    int bits = pc_dtype_bits(result);
    /* The truncations that fit: [-2^(bits-1), 2^(bits-1)) for a signed
    ** result (the base's type is signed: Pow-15's T). */
    double limit = ldexp(1.0, bits - 1);
    for (int64_t k = 0; k < count; k++) {
        pc_wide power;
        kernel(&a[k], &b[k], &power, 1);
        double t = trunc(power.real);
        if (t >= -limit && t < limit) continue;
        return pc_error_set(err, PC_UNDEFINED, 0, 1, -1,
                            "pow in float64 of element %lld (flat, row-major, of the broadcast "
                            "result; a = %.17g, b = %.17g): the power %.17g has no value in %s "
                            "(the reference's astype is C's undefined conversion there)",
                            (long long)(first_index + k), a[k].real, b[k].real, power.real,
                            pc_dtype_name(result));
    }
    return PC_OK;
}

const pc_profile pc_profile_onnx_value = {
    .name = "onnx",
    .source = "onnx/defs/*/defs.cc and docs/Operators.md at v1.21.0 (opset 26); "
              "onnx/reference/ops/op_*.py",
    .has_op = onnx_has_op,
    .lacked_ops_undefined = 1,
    .scalar_argument_check = pc_profile_no_scalar_argument,
    /* The checker's type checks come before shape inference. */
    .dtypes_before_shapes = 1,
    /* Every case-format dtype ONNX has: not complex32. */
    .has_dtype = {[PC_BOOL] = 1, [PC_UINT8] = 1, [PC_UINT16] = 1, [PC_UINT32] = 1,
                  [PC_UINT64] = 1, [PC_INT8] = 1, [PC_INT16] = 1, [PC_INT32] = 1,
                  [PC_INT64] = 1, [PC_FLOAT16] = 1, [PC_BFLOAT16] = 1, [PC_FLOAT32] = 1,
                  [PC_FLOAT64] = 1, [PC_COMPLEX64] = 1, [PC_COMPLEX128] = 1,
                  [PC_FLOAT8_E4M3FN] = 1, [PC_FLOAT8_E5M2] = 1},
    .promote_types = onnx_promote_types,
    .result_type = onnx_result_type,
    .can_cast = onnx_can_cast,
    .binary_op_check_inputs = onnx_check_inputs,
    .binary_op_inplace_checks_cast = pc_profile_no_inplace_form,
    .binary_op_dtypes = onnx_binary_op_dtypes,
    .binary_op_promote = onnx_binary_op_promote,
    .binary_kernel = pc_onnx_binary_kernel,
    .value_rules = onnx_value_rules,
    .value_rule_count = sizeof onnx_value_rules / sizeof onnx_value_rules[0],
    .binary_values_check = onnx_binary_values_check,
};
