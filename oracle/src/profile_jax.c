/*
** profile_jax.c: JAX's promotion, as the profile "jax" (docs/profiles/jax.md).
**
** Sources (jax-ml/jax, main, with jax_explicit_x64_dtypes' default "warn"):
**   jax/_src/dtypes.py: the lattice and its join (jax_lattice.c);
**     promote_types (jnp.promote_types: np.dtype of the join, never
**     canonicalized); dtype() (Python scalars and dtype specifiers
**     canonicalized to 32 bits without x64); lattice_result_type and
**     result_type (weak types, the all-weak and same-dtype shortcuts, a weak
**     result made the default dtype of its kind); canonicalize_dtype
**     (_dtype_to_32bit_dtype); _dtype_to_inexact; can_cast = np.can_cast;
**   jax/_src/numpy/util.py promote_args (dtypes promoted before shapes) and
**     promote_dtypes_inexact (true division);
**   jax/_src/numpy/ufuncs.py: add/multiply of bools are or/and, subtract is
**     lax.sub, ordering comparisons are lexicographic on complex
**     (_complex_comparison), maximum is lax.max, minimum lax.min,
**     bitwise_or and bitwise_xor lax.bitwise_or and lax.bitwise_xor;
**   jax/_src/lax/lax.py: sub_p accepts _num (no bool); and_p, or_p, xor_p
**     _bool_or_int; max_p, min_p, eq_p, ne_p _any; lt_p, le_p, gt_p, ge_p
**     _ordered (complex split by jnp);
**     standard_abstract_eval runs the shape rule before the dtype rule;
**   ml_dtypes/_src/custom_float.h RegisterFloatCasts: the safe casts of
**     bfloat16 and the float8 types that np.can_cast sees.
*/
#include "jax_lattice.h"
#include "elementwise_kernels_jax.h"
#include "profile_internal.h"

/* canonicalize_dtype: _dtype_to_32bit_dtype when x64 is off. */
static pc_dtype jax_canonical(pc_dtype dtype, int x64) {
    if (x64) return dtype;
    switch (dtype) {
    case PC_INT64: return PC_INT32;
    case PC_UINT64: return PC_UINT32;
    case PC_FLOAT64: return PC_FLOAT32;
    case PC_COMPLEX128: return PC_COMPLEX64;
    default: return dtype;
    }
}

/* np.dtype of a Python scalar type (python_scalar_types_to_dtypes); the
** bool entry serves PC_SCALAR_BOOL. */
static pc_dtype python_type_dtype(pc_scalar_kind kind) {
    switch (kind) {
    case PC_SCALAR_BOOL: return PC_BOOL;
    case PC_SCALAR_INT: return PC_INT64;
    case PC_SCALAR_FLOAT: return PC_FLOAT64;
    case PC_SCALAR_COMPLEX: return PC_COMPLEX128;
    }
    return PC_DTYPE_NONE;
}

static pc_scalar_kind weak_node_kind(jax_node node) {
    return node == JAX_I_WEAK   ? PC_SCALAR_INT
           : node == JAX_F_WEAK ? PC_SCALAR_FLOAT
                                : PC_SCALAR_COMPLEX;
}

static jax_node scalar_node(pc_scalar_kind kind) {
    return kind == PC_SCALAR_BOOL    ? JAX_B1
           : kind == PC_SCALAR_INT   ? JAX_I_WEAK
           : kind == PC_SCALAR_FLOAT ? JAX_F_WEAK
                                     : JAX_C_WEAK;
}

static const char *node_name(jax_node node) {
    if (jax_node_is_weak(node))
        return node == JAX_I_WEAK ? "int" : node == JAX_F_WEAK ? "float" : "complex";
    return pc_dtype_name(jax_node_dtype(node));
}

static pc_status no_promotion(jax_node a, jax_node b, int operand_a,
                              int operand_b, pc_error *err) {
    int float8 = pc_dtype_is_float8(jax_node_dtype(a)) ||
                 pc_dtype_is_float8(jax_node_dtype(b));
    return pc_error_set(err, PC_NO_PROMOTION, operand_a, operand_b, -1,
                        "Input dtypes ('%s', '%s') have no available implicit "
                        "dtype promotion path.%s",
                        node_name(a), node_name(b),
                        float8 ? " To avoid unintended promotion, 8-bit floats "
                                 "do not support implicit promotion."
                               : "");
}

/* jnp.promote_types(a, b): np.dtype(_least_upper_bound(...)). The join of
** two strong types is weak only for uint64 with a signed integer (f*), and
** np.dtype(float) is float64 whatever x64 says. */
static pc_status jax_promote(int x64, pc_dtype a, pc_dtype b, pc_dtype *result,
                             pc_error *err) {
    jax_node nodes[2] = {jax_node_of_dtype(a), jax_node_of_dtype(b)}, join;
    if (jax_least_upper_bound(nodes, 2, x64, &join) != PC_OK)
        return no_promotion(nodes[0], nodes[1], 0, 1, err);
    *result = jax_node_is_weak(join) ? python_type_dtype(weak_node_kind(join))
                                     : jax_node_dtype(join);
    return PC_OK;
}

static pc_status jax_promote_types(pc_dtype a, pc_dtype b, pc_dtype *result,
                                   pc_error *err) {
    return jax_promote(0, a, b, result, err);
}

static pc_status jax_promote_types_with_options(const pc_promotion_options *options,
                                                pc_dtype a, pc_dtype b,
                                                pc_dtype *result, pc_error *err) {
    return jax_promote(options->x64, a, b, result, err);
}

/* dtypes.dtype() of an operand: arrays and dtype specifiers canonicalized
** (x64 off: no 64-bit array exists), a Python scalar its canonical default. */
static pc_dtype operand_dtype(const pc_operand *operand, int x64) {
    pc_dtype dtype = operand->category == PC_OPERAND_SCALAR
                         ? python_type_dtype(operand->scalar_kind)
                         : operand->dtype;
    return jax_canonical(dtype, x64);
}

static int operand_is_weak(const pc_operand *operand) {
    return operand->category == PC_OPERAND_SCALAR &&
           operand->scalar_kind != PC_SCALAR_BOOL;
}

/* _jax_type: the node an operand joins as; with every operand weak,
** lattice_result_type joins "the strongly-typed counterparts". */
static jax_node operand_node(const pc_operand *operand, int x64, int all_weak) {
    if (operand_is_weak(operand) && !all_weak)
        return scalar_node(operand->scalar_kind);
    return jax_node_of_dtype(operand_dtype(operand, x64));
}

/* _least_upper_bound over the set of the operands' nodes. On failure, names
** the first operand whose node has no upper bound in common with the nodes
** before it, and an earlier operand it has none in common with. */
static pc_status join_operands(const pc_operand *operands, int count, int x64,
                               int all_weak, jax_node *join, pc_error *err) {
    jax_node nodes[JAX_NODE_COUNT];
    int distinct = 0;
    uint64_t seen = 0;
    for (int i = 0; i < count; i++) {
        jax_node node = operand_node(&operands[i], x64, all_weak);
        if (seen & (UINT64_C(1) << node)) continue;
        seen |= UINT64_C(1) << node;
        nodes[distinct++] = node;
        if (jax_least_upper_bound(nodes, distinct, x64, join) == PC_OK) continue;
        for (int k = 0; k < i; k++) {
            jax_node pair[2] = {operand_node(&operands[k], x64, all_weak), node};
            if (jax_least_upper_bound(pair, 2, x64, join) != PC_OK)
                return no_promotion(pair[0], node, k, i, err);
        }
        return no_promotion(nodes[0], node, -1, i, err);
    }
    return PC_OK;
}

/* result_type: a weak result becomes the default dtype of its kind
** (default_types: int32/int64, float32/float64, complex64/complex128 by
** x64); bool is never weak. */
static pc_dtype weak_default(pc_dtype dtype, int x64) {
    switch (pc_dtype_kind_of(dtype)) {
    case PC_KIND_SIGNED: return x64 ? PC_INT64 : PC_INT32;
    case PC_KIND_UNSIGNED: return x64 ? PC_UINT64 : PC_UINT32;
    case PC_KIND_FLOATING: return x64 ? PC_FLOAT64 : PC_FLOAT32;
    case PC_KIND_COMPLEX: return x64 ? PC_COMPLEX128 : PC_COMPLEX64;
    case PC_KIND_BOOL: return dtype;
    }
    return dtype;
}

/* lattice_result_type, then result_type. */
static pc_status jax_result_type(const pc_profile *profile,
                                 const pc_promotion_options *options,
                                 const pc_operand *operands, int count,
                                 pc_dtype *result, pc_error *err) {
    (void)profile;
    int x64 = options->x64, all_weak = 1, all_same = 1;
    pc_dtype first = operand_dtype(&operands[0], x64);
    for (int i = 0; i < count; i++) {
        all_weak &= operand_is_weak(&operands[i]);
        all_same &= operand_dtype(&operands[i], x64) == first;
    }
    pc_dtype out = first;
    int weak = count == 1 && all_weak;
    /* len(dtypes) == 1, or the trivial case: one dtype, not all weak. */
    if (count > 1 && !(all_same && !all_weak)) {
        jax_node join;
        pc_status status = join_operands(operands, count, x64, all_weak, &join, err);
        if (status != PC_OK) return status;
        weak = all_weak || jax_node_is_weak(join);
        out = jax_node_is_weak(join) ? python_type_dtype(weak_node_kind(join))
                                     : jax_node_dtype(join);
        out = jax_canonical(out, x64);
    }
    *result = weak ? weak_default(out, x64) : out;
    return PC_OK;
}

/* jnp.can_cast is np.can_cast(from, to, casting="safe"). NumPy's safe
** casts between its own numeric types, and for bfloat16 and the float8 types
** ml_dtypes' registrations: safe to float32, float64, complex64, complex128,
** and safe from bool, uint8 and int8. Each row lists the targets other
** than the dtype itself. */
static const struct safe_cast_row {
    pc_dtype from;
    pc_dtype to[17];
} safe_casts[] = {
    {PC_BOOL, {PC_INT8, PC_INT16, PC_INT32, PC_INT64, PC_UINT8, PC_UINT16,
               PC_UINT32, PC_UINT64, PC_FLOAT16, PC_BFLOAT16, PC_FLOAT32,
               PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128, PC_FLOAT8_E4M3FN,
               PC_FLOAT8_E5M2, PC_DTYPE_NONE}},
    {PC_INT8, {PC_INT16, PC_INT32, PC_INT64, PC_FLOAT16, PC_FLOAT32, PC_FLOAT64,
               PC_COMPLEX64, PC_COMPLEX128, PC_BFLOAT16, PC_FLOAT8_E4M3FN,
               PC_FLOAT8_E5M2, PC_DTYPE_NONE}},
    {PC_INT16, {PC_INT32, PC_INT64, PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64,
                PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_INT32, {PC_INT64, PC_FLOAT64, PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_INT64, {PC_FLOAT64, PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_UINT8, {PC_UINT16, PC_UINT32, PC_UINT64, PC_INT16, PC_INT32, PC_INT64,
                PC_FLOAT16, PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128,
                PC_BFLOAT16, PC_FLOAT8_E4M3FN, PC_FLOAT8_E5M2, PC_DTYPE_NONE}},
    {PC_UINT16, {PC_UINT32, PC_UINT64, PC_INT32, PC_INT64, PC_FLOAT32,
                 PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_UINT32, {PC_UINT64, PC_INT64, PC_FLOAT64, PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_UINT64, {PC_FLOAT64, PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_FLOAT16, {PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128,
                  PC_DTYPE_NONE}},
    {PC_BFLOAT16, {PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128,
                   PC_DTYPE_NONE}},
    {PC_FLOAT32, {PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_FLOAT64, {PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_COMPLEX64, {PC_COMPLEX128, PC_DTYPE_NONE}},
    {PC_FLOAT8_E4M3FN, {PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128,
                        PC_DTYPE_NONE}},
    {PC_FLOAT8_E5M2, {PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128,
                      PC_DTYPE_NONE}},
};

static int jax_can_cast(pc_dtype from, pc_dtype to) {
    if (from == to) return 1;
    for (size_t r = 0; r < sizeof safe_casts / sizeof safe_casts[0]; r++) {
        if (safe_casts[r].from != from) continue;
        for (int i = 0; safe_casts[r].to[i] != PC_DTYPE_NONE; i++)
            if (safe_casts[r].to[i] == to) return 1;
    }
    return 0;
}

/* _dtype_to_inexact: what true division of bools and integers computes in
** (promote_dtypes_inexact); float32 but for the 64-bit integers. */
static pc_dtype jax_to_inexact(pc_dtype dtype) {
    if (dtype == PC_INT64 || dtype == PC_UINT64) return PC_FLOAT64;
    if (dtype == PC_BOOL || pc_dtype_is_integral(dtype)) return PC_FLOAT32;
    return dtype;
}

/* The lax primitive each op reaches with the promoted dtype and the dtypes
** its naryop_dtype_rule accepts (jax/_src/lax/lax.py), as data: sub_p takes
** _num (no bool); and_p, or_p and xor_p _bool_or_int; add_p, mul_p, max_p,
** min_p, eq_p and ne_p take any dtype (jnp's add and multiply of bools are
** lax.bitwise_or and lax.bitwise_and); lt_p, le_p, gt_p and ge_p take
** _ordered, but jnp.less, less_equal, greater and greater_equal split
** complex operands into their parts (ufuncs.py _complex_comparison), so
** every dtype passes; true division computes in an inexact dtype, which
** div_p takes. */
/* How jnp promotes an op's arguments (jax/_src/numpy/util.py):
** promote_args (the promoted dtype), promote_args_numeric (bool becomes
** int32: dtypes.to_numeric_dtype), promote_args_inexact (bool and integers
** become _dtype_to_inexact's float). */
enum { JAX_PROMOTED, JAX_NUMERIC, JAX_INEXACT };

static const struct jax_op_rule {
    const char *primitive;
    unsigned accepts;
    const char *accepted;  /* the dtype rule's words for `accepts` */
    unsigned char promotion;  /* JAX_PROMOTED, JAX_NUMERIC or JAX_INEXACT */
} jax_ops[PC_BINARY_OP_COUNT] = {
    [PC_OP_ADD] = {"add", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_SUBTRACT] = {"sub", PC_CATEGORY_NUMERIC, "integer, floating, complexfloating", JAX_PROMOTED},
    [PC_OP_MULTIPLY] = {"mul", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_DIVIDE] = {"div", PC_CATEGORY_ANY, NULL, JAX_INEXACT},
    [PC_OP_MAXIMUM] = {"max", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_EQUAL] = {"eq", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_LESS] = {"lt", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_BITWISE_AND] = {"and", PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, "integer, bool", JAX_PROMOTED},
    [PC_OP_NOT_EQUAL] = {"ne", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_LESS_EQUAL] = {"le", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_GREATER] = {"gt", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_GREATER_EQUAL] = {"ge", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_MINIMUM] = {"min", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_BITWISE_OR] = {"or", PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, "integer, bool", JAX_PROMOTED},
    [PC_OP_BITWISE_XOR] = {"xor", PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, "integer, bool", JAX_PROMOTED},
    /* jnp.floor_divide: promote_args_numeric (bool is int32), then lax.div
    ** and lax.rem for integers, _float_divmod for floats, and "floor_divide
    ** does not support complex-valued inputs" (TypeError) for complex. */
    [PC_OP_FLOOR_DIVIDE] = {"floor_divide", PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING,
                            "integer, floating", JAX_NUMERIC},
    /* jnp.remainder: promote_args_numeric; complex reaches lax.lt, whose
    ** rule takes _ordered types only. */
    [PC_OP_REMAINDER] = {"lt", PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING,
                         "integer, floating", JAX_NUMERIC},
    /* jnp.copysign: promote_args_inexact; "copysign does not support
    ** complex-valued inputs". */
    [PC_OP_COPYSIGN] = {"copysign", PC_CATEGORY_FLOATING, "floating", JAX_INEXACT},
    /* jnp.nextafter: promote_args_inexact, lax.nextafter (_float). */
    [PC_OP_NEXTAFTER] = {"nextafter", PC_CATEGORY_FLOATING, "floating", JAX_INEXACT},
    /* jnp.left_shift, right_shift: promote_args_numeric, lax.shift_left,
    ** shift_right_arithmetic (signed) or shift_right_logical (unsigned):
    ** _int. */
    [PC_OP_BITWISE_LEFT_SHIFT] = {"shift_left", PC_CATEGORY_INTEGER, "integer", JAX_NUMERIC},
    [PC_OP_BITWISE_RIGHT_SHIFT] = {"shift_right", PC_CATEGORY_INTEGER, "integer", JAX_NUMERIC},
    /* jnp.logical_and, logical_or, logical_xor: promote_args, then _to_bool
    ** (x != 0 in the promoted dtype) and lax's and, or, xor on bools. */
    [PC_OP_LOGICAL_AND] = {"and", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_LOGICAL_OR] = {"or", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    [PC_OP_LOGICAL_XOR] = {"xor", PC_CATEGORY_ANY, NULL, JAX_PROMOTED},
    /* jnp.power (_power): promote_args_numeric (bool is int32); integers
    ** take _pow_int_int (lax.mul, any dtype), the rest lax.pow in the
    ** promoted dtype (a float base with an integer exponent skips the
    ** promotion, which leaves the base's dtype, the promoted one since
    ** every integer promotes to any inexact dtype). */
    [PC_OP_POW] = {"pow", PC_CATEGORY_NUMERIC, "integer, floating, complexfloating",
                   JAX_NUMERIC},
    /* jnp.arctan2: promote_args_inexact, lax.atan2, whose operands are
    ** `_float | _complex` (jax/_src/lax/lax.py atan2_p). */
    [PC_OP_ATAN2] = {"atan2", PC_CATEGORY_FLOATING | PC_CATEGORY_COMPLEX,
                     "floating, complexfloating", JAX_INEXACT},
    /* jnp.hypot: promote_args_inexact, then a ValueError for complex
    ** (jax_binary_op_dtypes). */
    [PC_OP_HYPOT] = {"hypot", PC_CATEGORY_FLOATING, "floating", JAX_INEXACT},
    /* jnp.logaddexp: promote_args_inexact, lax_other.logaddexp (real and
    ** complex floating). */
    [PC_OP_LOGADDEXP] = {"logaddexp", PC_CATEGORY_FLOATING | PC_CATEGORY_COMPLEX,
                         "floating, complexfloating", JAX_INEXACT},
};

static pc_status jax_binary_op_dtypes(pc_binary_op op, pc_dtype a, pc_dtype b,
                                      pc_dtype promoted,
                                      const pc_promotion_options *options,
                                      pc_dtype *compute, pc_dtype *result,
                                      pc_error *err) {
    (void)a;
    (void)b;
    (void)options;
    const struct jax_op_rule *rule = &jax_ops[op];
    *compute = *result = rule->promotion == JAX_INEXACT                       ? jax_to_inexact(promoted)
                         : rule->promotion == JAX_NUMERIC && promoted == PC_BOOL ? PC_INT32
                                                                                 : promoted;
    if (pc_binary_op_is_bool_valued(op)) *result = PC_BOOL;
    if (pc_dtype_in(*compute, rule->accepts)) return PC_OK;
    if (op == PC_OP_HYPOT)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                            "jnp.hypot is not well defined for complex-valued inputs. Please "
                            "convert to real values first, such as by using abs(x)");
    return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                        "%s (%s) does not accept dtype %s. Accepted dtypes are subtypes of %s.",
                        rule->primitive, pc_binary_op_name(op), pc_dtype_name(*compute),
                        rule->accepted);
}

/* Python scalars (elementwise_scalar.h). jax.numpy's element-wise
** functions are jitted: a Python int argument gets a weak int32 aval, or
** int64 with x64, and one outside it raises OverflowError ("Python int
** ... too large to convert to int32", jax/_src/abstract_arrays.py
** _int_aval); a float a weak float32 (float64 with x64) aval, a complex a
** complex64 (complex128). promote_dtypes then converts the weak value to
** the array's dtype with convert_element_type (jax/_src/lax/lax.py), XLA's
** convert: an integer wraps, a float rounds. */
static const pc_scalar_rules jax_scalar_rules = {
    .int_range = PC_SCALAR_INT_DEFAULT_WIDTH,
    .int_range_why = "OverflowError: Python int too large to convert to the default int",
    .int_outside_dtype = PC_OK,
    .int_outside_why = NULL,
    .int_via = PC_SCALAR_VIA_NONE,
    .float_via = PC_SCALAR_VIA_DEFAULT_WIDTH,
    .exact_integer_comparisons = 0,
    .rules = NULL,
    .rule_count = 0,
};

const pc_profile pc_profile_jax_value = {
    .name = "jax",
    .source = "jax/_src/dtypes.py (_type_promotion_lattice, result_type); "
              "jax/_src/numpy/ufuncs.py",
    /* promote_args: promote_dtypes, then promote_shapes and the lax shape
    ** rule; the lax dtype rule (a refusal) last. */
    .dtypes_before_shapes = 1,
    .refusals_after_shapes = 1,
    /* ufuncs.py raises these itself after promote_args, before any lax
    ** primitive checks the shapes: floor_divide's and copysign's
    ** TypeError ("... does not support complex-valued inputs") and
    ** hypot's ValueError. */
    .refusals_before_shapes_ops = (UINT64_C(1) << PC_OP_FLOOR_DIVIDE) |
                                  (UINT64_C(1) << PC_OP_COPYSIGN) |
                                  (UINT64_C(1) << PC_OP_HYPOT),
    /* Every dtype of the oracle but complex32. */
    .has_dtype = {[PC_BOOL] = 1, [PC_INT8] = 1, [PC_INT16] = 1, [PC_INT32] = 1,
                  [PC_INT64] = 1, [PC_UINT8] = 1, [PC_UINT16] = 1,
                  [PC_UINT32] = 1, [PC_UINT64] = 1, [PC_FLOAT16] = 1,
                  [PC_BFLOAT16] = 1, [PC_FLOAT32] = 1, [PC_FLOAT64] = 1,
                  [PC_COMPLEX64] = 1, [PC_COMPLEX128] = 1,
                  [PC_FLOAT8_E4M3FN] = 1, [PC_FLOAT8_E5M2] = 1},
    .promote_types = jax_promote_types,
    .binary_kernel = pc_jax_binary_kernel,
    .promote_types_with_options = jax_promote_types_with_options,
    .result_type = jax_result_type,
    .can_cast = jax_can_cast,
    /* JAX refuses no dtype before it promotes (promote_args comes first). */
    .binary_op_check_inputs = pc_profile_check_no_inputs,
    /* JAX arrays are immutable: `x += y` rebinds x to x + y, whose dtype is
    ** the promoted one and whose shape may grow; nothing is written into x.
    ** The in-place contract (the result cast into the destination) has no
    ** JAX counterpart: every in-place form is undefined. */
    .binary_op_inplace_checks_cast = pc_profile_no_inplace_form,
    .binary_op_dtypes = jax_binary_op_dtypes,
    .scalar_rules = &jax_scalar_rules,
    /* convert_element_type of an integer to bfloat16 goes through F32
    ** (cast_internal.h). */
    .operand_convert = pc_wide_convert_bfloat16_through_float32,
    .element_convert = pc_wide_convert_bfloat16_through_float32,
};
