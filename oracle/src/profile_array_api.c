/*
** profile_array_api.c: the Array API standard as the profiles
** "array-api@2021.12" ... "array-api@2025.12", the latest also "array-api"
** (docs/profiles/array-api.md). The rules below are 2025.12's; where an
** earlier version's text differs, the rule consults the version's row of
** array_api_versions.c (which cites that text).
**
** Sources (data-apis/array-api, spec/2025.12 and src/array_api_stubs):
**   API_specification/type_promotion.rst: the four tables; "Type promotion
**     of non-numerical data types to numerical data types is unspecified";
**     "Mixed integer and floating-point type promotion rules are not
**     specified"; "Mixing arrays with Python scalars", with its notes (an
**     int out of bounds, a float with an integer array: not specified; a
**     complex with a real floating array: complex of the same precision,
**     since 2024.12);
**   data_type_functions.py result_type ("At least one argument must be an
**     array or a dtype"; scalars since 2024.12) and can_cast ("True if the
**     cast can occur according to type-promotion rules; otherwise, False");
**   elementwise_functions.py: add, subtract, multiply, divide "Should have a
**     numeric data type" (divide of integers "implementation-dependent");
**     maximum, minimum, less, less_equal, greater, greater_equal "a
**     real-valued data type"; bitwise_and, bitwise_or, bitwise_xor "an
**     integer or boolean data type"; equal, not_equal "May have any data
**     type";
**   array_object.py, in-place operators: a promoted dtype other than the
**     left operand's is "unspecified and thus implementation-defined"; there
**     are no in-place comparisons and no in-place maximum or minimum.
** Whatever the standard leaves to implementations is PC_UNDEFINED, never a
** guess.
*/
#include <string.h>

#include "array_api_versions.h"
#include "profile_internal.h"

/* The tables in the standard's layout and type codes. */
enum { i1, i2, i4, i8, u1, u2, u4, u8, f4, f8, c8, c16, SPEC_CODE_COUNT };

static const pc_dtype spec_code_dtype[SPEC_CODE_COUNT] = {
    [i1] = PC_INT8,    [i2] = PC_INT16,   [i4] = PC_INT32,     [i8] = PC_INT64,
    [u1] = PC_UINT8,   [u2] = PC_UINT16,  [u4] = PC_UINT32,    [u8] = PC_UINT64,
    [f4] = PC_FLOAT32, [f8] = PC_FLOAT64, [c8] = PC_COMPLEX64, [c16] = PC_COMPLEX128,
};

/* "Signed integer type promotion table" */
static const unsigned char signed_table[4][4] = {
    /*        i1  i2  i4  i8 */
    /* i1 */ {i1, i2, i4, i8},
    /* i2 */ {i2, i2, i4, i8},
    /* i4 */ {i4, i4, i4, i8},
    /* i8 */ {i8, i8, i8, i8},
};

/* "Unsigned integer type promotion table" */
static const unsigned char unsigned_table[4][4] = {
    /*        u1  u2  u4  u8 */
    /* u1 */ {u1, u2, u4, u8},
    /* u2 */ {u2, u2, u4, u8},
    /* u4 */ {u4, u4, u4, u8},
    /* u8 */ {u8, u8, u8, u8},
};

/* "Mixed unsigned and signed integer type promotion table": no u8 column. */
static const unsigned char mixed_table[4][3] = {
    /*        u1  u2  u4 */
    /* i1 */ {i2, i4, i8},
    /* i2 */ {i2, i4, i8},
    /* i4 */ {i4, i4, i8},
    /* i8 */ {i8, i8, i8},
};

/* "Floating-point type promotion table" */
static const unsigned char floating_table[4][4] = {
    /*         f4   f8   c8   c16 */
    /* f4 */  {f4,  f8,  c8,  c16},
    /* f8 */  {f8,  f8,  c16, c16},
    /* c8 */  {c8,  c16, c8,  c16},
    /* c16 */ {c16, c16, c16, c16},
};

/* The row or column of `dtype` in a table starting at code `first`, or -1. */
static int table_index(pc_dtype dtype, int first, int length) {
    for (int i = 0; i < length; i++)
        if (spec_code_dtype[first + i] == dtype) return i;
    return -1;
}

static int defined_promotion(pc_dtype a, pc_dtype b, pc_dtype *result) {
    if (a == b) {
        *result = a;
        return 1;
    }
    int sa = table_index(a, i1, 4), sb = table_index(b, i1, 4);
    int ua = table_index(a, u1, 4), ub = table_index(b, u1, 4);
    int fa = table_index(a, f4, 4), fb = table_index(b, f4, 4);
    int code = -1;
    if (sa >= 0 && sb >= 0) code = signed_table[sa][sb];
    else if (ua >= 0 && ub >= 0) code = unsigned_table[ua][ub];
    else if (sa >= 0 && ub >= 0 && ub < 3) code = mixed_table[sa][ub];
    else if (ua >= 0 && sb >= 0 && ua < 3) code = mixed_table[sb][ua];
    else if (fa >= 0 && fb >= 0) code = floating_table[fa][fb];
    if (code < 0) return 0;
    *result = spec_code_dtype[code];
    return 1;
}

static pc_status undefined_promotion(pc_dtype a, pc_dtype b, int operand_a,
                                     int operand_b, pc_error *err) {
    return pc_error_set(err, PC_UNDEFINED, operand_a, operand_b, -1,
                        "the Array API standard leaves the promotion of %s "
                        "and %s to implementations",
                        pc_dtype_name(a), pc_dtype_name(b));
}

static pc_status array_api_promote_types(pc_dtype a, pc_dtype b,
                                         pc_dtype *result, pc_error *err) {
    if (defined_promotion(a, b, result)) return PC_OK;
    return undefined_promotion(a, b, 0, 1, err);
}

/* Whether a Python int's value is within the bounds of an integer dtype,
** as data_types.rst prints them: "int8 ... on the interval [-128, +127]",
** but "int16 ... [-32,767, +32,767]", and int32 and int64 symmetric too.
** The lowest two's-complement value of int16, int32 and int64 is outside
** those printed bounds, so its behaviour "is not specified": undefined
** (docs/profiles/array-api.md, "Choices"). */
static int int_in_bounds(const pc_scalar_value *value, pc_dtype dtype) {
    if (value->beyond_64_bits) return 0;
    int bits = pc_dtype_bits(dtype);
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED) {
        uint64_t max = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
        return value->magnitude == 0 || (!value->negative && value->magnitude <= max);
    }
    uint64_t limit = UINT64_C(1) << (bits - 1);
    uint64_t lowest = bits == 8 ? limit : limit - 1;  /* the printed intervals */
    return value->negative ? value->magnitude <= lowest : value->magnitude < limit;
}

/* "Mixing arrays with Python scalars": the dtype the scalar's 0-d array
** takes beside an array of dtype `array`, or 0 where the version of the
** standard does not specify it. A Python complex is named from 2022.12 on,
** with complex arrays, and with real floating arrays from 2024.12 on
** (array_api_versions.c); 2021.12's scalars are bool, int and float. */
static int scalar_with_array(const pc_profile *profile, const pc_operand *scalar,
                             pc_dtype array, pc_dtype *dtype) {
    int integral = pc_dtype_is_integral(array);
    int real_floating = pc_dtype_is_floating(array);
    int complex = pc_dtype_is_complex(array);
    *dtype = array;
    switch (scalar->scalar_kind) {
    case PC_SCALAR_BOOL:
        return array == PC_BOOL;
    case PC_SCALAR_INT:
        /* "a Python int within the bounds of the given data type" */
        if (integral) return !scalar->has_value || int_in_bounds(&scalar->value, array);
        return real_floating || complex;
    case PC_SCALAR_FLOAT:
        return real_floating || complex;
    case PC_SCALAR_COMPLEX:
        if (complex) return aa_rule_holds(profile, AA_RULE_COMPLEX_SCALAR_WITH_COMPLEX);
        if (!real_floating ||
            !aa_rule_holds(profile, AA_RULE_COMPLEX_SCALAR_WITH_REAL_FLOATING))
            return 0;
        /* "a complex floating-point array data type having the same
        ** precision as that of the array operand" */
        *dtype = array == PC_FLOAT32 ? PC_COMPLEX64 : PC_COMPLEX128;
        return 1;
    }
    return 0;
}

static pc_status array_api_result_type(const pc_profile *profile,
                                       const pc_promotion_options *options,
                                       const pc_operand *operands, int count,
                                       pc_dtype *result, pc_error *err) {
    (void)options;
    pc_dtype arrays = PC_DTYPE_NONE;
    int first_array = -1;
    for (int i = 0; i < count; i++) {
        if (operands[i].category == PC_OPERAND_SCALAR) continue;
        pc_dtype dtype = operands[i].dtype;
        if (first_array < 0) {
            first_array = i;
            arrays = dtype;
        } else if (!defined_promotion(arrays, dtype, &arrays)) {
            return undefined_promotion(arrays, dtype, first_array, i, err);
        }
    }
    if (first_array < 0)
        return pc_error_set(err, PC_UNDEFINED, 0, -1, -1,
                            "result_type: at least one argument must be an "
                            "array or a dtype");
    pc_dtype out = arrays;
    for (int i = 0; i < count; i++) {
        if (operands[i].category != PC_OPERAND_SCALAR) continue;
        pc_dtype converted;
        if (!scalar_with_array(profile, &operands[i], arrays, &converted) ||
            !defined_promotion(out, converted, &out))
            return pc_error_set(err, PC_UNDEFINED, first_array, i, -1,
                                "the Array API standard %s does not specify a "
                                "Python %s%s with an array of dtype %s",
                                pc_profile_version(profile),
                                (const char *[]){"bool", "int", "float",
                                                 "complex"}[operands[i].scalar_kind],
                                operands[i].scalar_kind == PC_SCALAR_INT &&
                                        pc_dtype_is_integral(arrays) &&
                                        operands[i].has_value
                                    ? " out of its bounds"
                                    : "",
                                pc_dtype_name(arrays));
    }
    *result = out;
    return PC_OK;
}

/* can_cast: "True if the cast can occur according to type-promotion rules;
** otherwise, False": promotion of from and to defined and equal to `to`. */
static int array_api_can_cast(pc_dtype from, pc_dtype to) {
    pc_dtype promoted;
    return defined_promotion(from, to, &promoted) && promoted == to;
}

/* Each op as the standard specifies it, as data: the categories of the
** promoted dtype its page specifies (elementwise_functions.py: add,
** subtract and multiply "Should have a numeric data type"; divide too, but
** "If one or both of the input arrays have integer data types, the result
** is implementation-dependent"; maximum, minimum, less, less_equal, greater
** and greater_equal "a real-valued data type" (complex ordering "is
** unspecified and thus implementation-dependent"); bitwise_and, bitwise_or
** and bitwise_xor "an integer or boolean data type"; equal and not_equal
** "May have any data type"), and its in-place operator (array_object.rst
** "In-place Operators": +=, -=, *=, /=, &=, |=, ^=; comparisons, maximum
** and minimum have none), and its operator, if any (a Python scalar
** operand goes to an operator in every version, to a function only from
** 2024.12: array_api_scalar_argument_check). */
static const struct array_api_op_rule {
    unsigned specified_for;
    /* The operator that computes the op (array_object.rst, "Arithmetic
    ** Operators", "Comparison Operators", "Bitwise Operators", all in
    ** 2021.12 already); NULL: the function is the only form. */
    const char *operator_form;
    const char *inplace_operator;  /* NULL: no in-place form */
} array_api_ops[PC_BINARY_OP_COUNT] = {
    [PC_OP_ADD] = {PC_CATEGORY_NUMERIC, "+", "+="},
    [PC_OP_SUBTRACT] = {PC_CATEGORY_NUMERIC, "-", "-="},
    [PC_OP_MULTIPLY] = {PC_CATEGORY_NUMERIC, "*", "*="},
    [PC_OP_DIVIDE] = {PC_CATEGORY_FLOATING | PC_CATEGORY_COMPLEX, "/", "/="},
    [PC_OP_MAXIMUM] = {PC_CATEGORY_REAL_VALUED, NULL, NULL},
    [PC_OP_EQUAL] = {PC_CATEGORY_ANY, "==", NULL},
    [PC_OP_LESS] = {PC_CATEGORY_REAL_VALUED, "<", NULL},
    [PC_OP_BITWISE_AND] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, "&", "&="},
    [PC_OP_NOT_EQUAL] = {PC_CATEGORY_ANY, "!=", NULL},
    [PC_OP_LESS_EQUAL] = {PC_CATEGORY_REAL_VALUED, "<=", NULL},
    [PC_OP_GREATER] = {PC_CATEGORY_REAL_VALUED, ">", NULL},
    [PC_OP_GREATER_EQUAL] = {PC_CATEGORY_REAL_VALUED, ">=", NULL},
    [PC_OP_MINIMUM] = {PC_CATEGORY_REAL_VALUED, NULL, NULL},
    [PC_OP_BITWISE_OR] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, "|", "|="},
    [PC_OP_BITWISE_XOR] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, "^", "^="},
    /* floor_divide, remainder: "Should have a real-valued data type"; //=
    ** and %=. copysign, nextafter: "a real-valued floating-point data
    ** type", no in-place operator. bitwise_left_shift, bitwise_right_shift:
    ** "an integer data type"; <<= and >>=. logical_and, logical_or,
    ** logical_xor: "a boolean data type" (libraries "may choose to accept"
    ** real-valued ones: left to them), no in-place operator. */
    [PC_OP_FLOOR_DIVIDE] = {PC_CATEGORY_REAL_VALUED, "//", "//="},
    [PC_OP_REMAINDER] = {PC_CATEGORY_REAL_VALUED, "%", "%="},
    [PC_OP_COPYSIGN] = {PC_CATEGORY_FLOATING, NULL, NULL},
    [PC_OP_NEXTAFTER] = {PC_CATEGORY_FLOATING, NULL, NULL},
    [PC_OP_BITWISE_LEFT_SHIFT] = {PC_CATEGORY_INTEGER, "<<", "<<="},
    [PC_OP_BITWISE_RIGHT_SHIFT] = {PC_CATEGORY_INTEGER, ">>", ">>="},
    [PC_OP_LOGICAL_AND] = {PC_CATEGORY_BOOL, NULL, NULL},
    [PC_OP_LOGICAL_OR] = {PC_CATEGORY_BOOL, NULL, NULL},
    [PC_OP_LOGICAL_XOR] = {PC_CATEGORY_BOOL, NULL, NULL},
    /* pow: "Should have a numeric data type", **=; atan2, hypot, logaddexp:
    ** "a real-valued floating-point data type", no in-place operator. */
    [PC_OP_POW] = {PC_CATEGORY_NUMERIC, "**", "**="},
    [PC_OP_ATAN2] = {PC_CATEGORY_FLOATING, NULL, NULL},
    [PC_OP_HYPOT] = {PC_CATEGORY_FLOATING, NULL, NULL},
    [PC_OP_LOGADDEXP] = {PC_CATEGORY_FLOATING, NULL, NULL},
};

/* Values the standard leaves to implementations (elementwise_functions.py):
** integer floor_divide and remainder by zero ("the result of division by
** zero is unspecified and thus implementation-defined"); INT_MIN // -1, an
** integer overflow (docs/profiles/array-api.md: overflow is left open); a
** negative shift count ("Each element must be greater than or equal to
** 0"); a left shift by at least the width, every bit shifted out (a right
** shift is specified for any count: "equivalent to floor division by a
** power of two"); floor_divide's infinity cases where "libraries may
** return NaN" or "may return -1.0"; pow of integers by a negative
** exponent ("the result of pow when x2_i is negative ... is unspecified");
** and maximum and minimum of -0.0 against +0.0 ("The order of signed zeros
** is unspecified and thus implementation-defined", their Notes). */
#define ARRAY_API_FLOATS (PC_DTYPE_BIT(PC_FLOAT32) | PC_DTYPE_BIT(PC_FLOAT64))
static const pc_value_rule array_api_value_rules[] = {
    {PC_OP_FLOOR_DIVIDE, PC_DTYPES_INTEGER, PC_VALUE_ZERO_DIVISOR, PC_UNDEFINED,
     "integer division by zero is unspecified"},
    {PC_OP_REMAINDER, PC_DTYPES_INTEGER, PC_VALUE_ZERO_DIVISOR, PC_UNDEFINED,
     "integer division by zero is unspecified"},
    {PC_OP_FLOOR_DIVIDE, PC_DTYPES_SIGNED, PC_VALUE_MINIMUM_BY_MINUS_ONE, PC_UNDEFINED,
     "the quotient overflows the integer dtype, which the standard leaves unspecified"},
    {PC_OP_BITWISE_LEFT_SHIFT, PC_DTYPES_SIGNED, PC_VALUE_NEGATIVE_COUNT, PC_UNDEFINED,
     "shift counts must be greater than or equal to 0"},
    {PC_OP_BITWISE_RIGHT_SHIFT, PC_DTYPES_SIGNED, PC_VALUE_NEGATIVE_COUNT, PC_UNDEFINED,
     "shift counts must be greater than or equal to 0"},
    {PC_OP_BITWISE_LEFT_SHIFT, PC_DTYPES_INTEGER, PC_VALUE_COUNT_AT_LEAST_WIDTH, PC_UNDEFINED,
     "every bit is shifted out, an overflow the standard leaves unspecified"},
    {PC_OP_FLOOR_DIVIDE, ARRAY_API_FLOATS, PC_VALUE_FLOOR_DIVIDE_INFINITY_CHOICE, PC_UNDEFINED,
     "libraries may return NaN or -1.0 here to match Python"},
    {PC_OP_POW, PC_DTYPES_SIGNED, PC_VALUE_NEGATIVE_COUNT, PC_UNDEFINED,
     "an integer to a negative integer power is unspecified"},
    {PC_OP_MAXIMUM, ARRAY_API_FLOATS, PC_VALUE_SIGNED_ZERO_TIE, PC_UNDEFINED,
     "the order of signed zeros is unspecified"},
    {PC_OP_MINIMUM, ARRAY_API_FLOATS, PC_VALUE_SIGNED_ZERO_TIE, PC_UNDEFINED,
     "the order of signed zeros is unspecified"},
};

/* The standard's values where they differ from the shared kernels':
** floor_divide of reals is floor(divide(x1, x2)) ("This specification
** prefers floor division to match floor(divide(x1, x2))"), remainder of
** reals Python's % ("the result must match that of the Python %
** operator": a zero result takes the divisor's sign). */
static const pc_kernel_override array_api_kernels[] = {
    PC_REAL_DTYPE_OVERRIDES(PC_OP_FLOOR_DIVIDE, pc_real_floor_of_quotient),
    PC_OPMATH_OVERRIDES(PC_OP_REMAINDER, pc_real_python_remainder),
};

static pc_binary_kernel array_api_binary_kernel(pc_binary_op op, pc_dtype compute) {
    return pc_binary_kernel_override(array_api_kernels,
                                     sizeof array_api_kernels / sizeof array_api_kernels[0], op,
                                     compute);
}

/* A result dtype other than the left operand's is implementation-defined;
** an op without an in-place operator has no in-place form. */
static int array_api_binary_op_inplace_checks_cast(pc_binary_op op) {
    return array_api_ops[op].inplace_operator ? PC_INPLACE_MISMATCH_UNDEFINED
                                              : PC_INPLACE_FORM_UNDEFINED;
}

static pc_status array_api_binary_op_dtypes(pc_binary_op op, pc_dtype a,
                                            pc_dtype b, pc_dtype promoted,
                                            const pc_promotion_options *options,
                                            pc_dtype *compute, pc_dtype *result,
                                            pc_error *err) {
    (void)options;
    *compute = promoted;
    *result = pc_binary_op_is_bool_valued(op) ? PC_BOOL : promoted;
    /* nextafter: x2 "Should have the same data type as x1". */
    if (op == PC_OP_NEXTAFTER && a != b)
        return pc_error_set(err, PC_UNDEFINED, 0, 1, -1,
                            "the Array API standard specifies nextafter for operands of one "
                            "dtype, not %s and %s",
                            pc_dtype_name(a), pc_dtype_name(b));
    if (pc_dtype_in(promoted, array_api_ops[op].specified_for)) return PC_OK;
    return pc_error_set(err, PC_UNDEFINED, 0, 1, -1,
                        "the Array API standard does not specify %s for %s",
                        pc_binary_op_name(op), pc_dtype_name(promoted));
}

/* Python scalars (elementwise_scalar.h): "Mixing arrays with Python
** scalars" converts the scalar to a 0-d array of the array's dtype;
** "Behavior is not specified for integers outside of the bounds of a
** given integer data type" (result_type reports that already); a float is
** rounded once, as IEEE 754 converts. */
static const pc_scalar_rules array_api_scalar_rules = {
    .int_range = PC_SCALAR_INT_ANY,
    .int_range_why = NULL,
    .int_outside_dtype = PC_UNDEFINED,
    .int_outside_why = "the standard does not specify integers outside of the bounds of a "
                       "given integer data type",
    .int_via = PC_SCALAR_VIA_NONE,
    .float_via = PC_SCALAR_VIA_NONE,
    .exact_integer_comparisons = 0,
    .rules = NULL,
    .rule_count = 0,
};

/* The calls with a Python scalar argument, by the version that takes them
** (array_api_versions.c): result_type's and where's from 2024.12; an
** element-wise function's from 2024.12 too, but a scalar operand of an op
** that has an operator is read as the operator's, which every version
** takes ("Mixing arrays with Python scalars": "array <op> scalar", "scalar
** <op> array", in-place operators included); clip's bounds are scalars in
** its first version (2023.12). */
static pc_status array_api_scalar_argument_check(const pc_profile *profile, const char *op,
                                                 pc_error *err) {
    aa_rule rule;
    int binary = pc_binary_op_of_case_name(op);
    if (strcmp(op, "result_type") == 0) {
        rule = AA_RULE_SCALAR_RESULT_TYPE_ARGUMENTS;
    } else if (strcmp(op, "where") == 0) {
        rule = AA_RULE_SCALAR_WHERE_ARGUMENTS;
    } else if (binary >= 0 && array_api_ops[binary].operator_form == NULL) {
        rule = AA_RULE_SCALAR_ELEMENTWISE_ARGUMENTS;
    } else {
        return PC_OK;
    }
    if (aa_rule_holds(profile, rule)) return PC_OK;
    return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                        "%s: a Python scalar argument is outside the Array API standard %s "
                        "(scalar arguments from %s)",
                        op, pc_profile_version(profile), aa_version_name(aa_rule_since(rule)));
}

/* pc_profile_has_op: the version has the function (array_api_versions.c). */
static int array_api_has_op(const pc_profile *profile, const char *op) {
    int since = aa_op_since(op);
    return since >= 0 && aa_version_of(profile) >= since;
}

static const pc_profile *const array_api_versions[AA_VERSION_COUNT] = {
    &pc_profile_array_api_2021_12_value, &pc_profile_array_api_2022_12_value,
    &pc_profile_array_api_2023_12_value, &pc_profile_array_api_2024_12_value,
    &pc_profile_array_api_value,
};

/* One version of the standard: its name, its version and its place in
** aa_version (the complex dtypes from AA_COMPLEX_DTYPES_SINCE); the rules
** that differ between versions are read from the version's rows in
** array_api_versions.c, so every version shares the same hooks. */
#define ARRAY_API_PROFILE(profile_name, version_name, version_index)                                  \
    {                                                                                          \
        .name = profile_name,                                                                  \
        .source = "Array API standard " version_name                                           \
                  ": type_promotion.rst, elementwise_functions.py",                             \
        .family = "array-api",                                                                 \
        .version = version_name,                                                               \
        .versions = array_api_versions,                                                        \
        .version_count = AA_VERSION_COUNT,                                                     \
        .has_op = array_api_has_op,                                                            \
        .scalar_argument_check = array_api_scalar_argument_check,                              \
        /* The standard orders no checks. An undefined promotion or op leaves the              \
        ** whole outcome to implementations, so it is reported before shapes. */               \
        .dtypes_before_shapes = 1,                                                             \
        .has_dtype = {[PC_BOOL] = 1, [PC_INT8] = 1, [PC_INT16] = 1, [PC_INT32] = 1,            \
                      [PC_INT64] = 1, [PC_UINT8] = 1, [PC_UINT16] = 1, [PC_UINT32] = 1,        \
                      [PC_UINT64] = 1, [PC_FLOAT32] = 1, [PC_FLOAT64] = 1,                     \
                      [PC_COMPLEX64] = (version_index) >= AA_COMPLEX_DTYPES_SINCE,             \
                      [PC_COMPLEX128] = (version_index) >= AA_COMPLEX_DTYPES_SINCE},           \
        .promote_types = array_api_promote_types,                                              \
        .result_type = array_api_result_type,                                                  \
        .can_cast = array_api_can_cast,                                                        \
        .binary_op_check_inputs = pc_profile_check_no_inputs,                                  \
        .binary_op_inplace_checks_cast = array_api_binary_op_inplace_checks_cast,              \
        .binary_op_dtypes = array_api_binary_op_dtypes,                                        \
        .binary_kernel = array_api_binary_kernel,                                              \
        .value_rules = array_api_value_rules,                                                  \
        .value_rule_count = sizeof array_api_value_rules / sizeof array_api_value_rules[0],    \
        .scalar_rules = &array_api_scalar_rules,                                               \
    }

const pc_profile pc_profile_array_api_2021_12_value =
    ARRAY_API_PROFILE("array-api@2021.12", "2021.12", AA_2021_12);
const pc_profile pc_profile_array_api_2022_12_value =
    ARRAY_API_PROFILE("array-api@2022.12", "2022.12", AA_2022_12);
const pc_profile pc_profile_array_api_2023_12_value =
    ARRAY_API_PROFILE("array-api@2023.12", "2023.12", AA_2023_12);
const pc_profile pc_profile_array_api_2024_12_value =
    ARRAY_API_PROFILE("array-api@2024.12", "2024.12", AA_2024_12);
/* The latest version is the family's plain name. */
const pc_profile pc_profile_array_api_value = ARRAY_API_PROFILE("array-api", "2025.12", AA_2025_12);
