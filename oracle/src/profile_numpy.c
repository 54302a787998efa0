/*
** profile_numpy.c: NumPy's promotion, as the profile "numpy": NumPy 2's
** rules, NEP 50 for Python scalars.
**
** Sources (numpy/_core/src/... in NumPy 2; numpy/core/src/... in 1.24):
**   multiarray/can_cast_table.h and scalartypes.c.src
**     (initialize_casting_tables): np.promote_types, the same in 1.24 and
**     2.x for every numeric dtype;
**   NEP 50 and multiarray/abstractdtypes.c (int/float/complex_common_dtype,
**     npy_update_operand_for_scalar) with multiarray/dtypemeta.c
**     (default_builtin_common_dtype): Python scalars;
**   multiarray/convert_datatype.c dtype_kind_to_ordering: casting='same_kind';
**   umath/ufunc_type_resolution.c: the loops of the element-wise ops
**     (PyUFunc_SubtractionTypeResolver, PyUFunc_TrueDivisionTypeResolver,
**     the default resolver's "not supported for the input types").
** Every table and rule was checked against numpy 1.24.2 on x86-64 (NEP 50
** rules with np._set_promotion_state('weak')); docs/profiles/numpy.md has
** the runs, and where NumPy versions differ, the choice and why.
*/
#include <math.h>

#include "array_size.h"
#include "elementwise_kernels_numpy.h"
#include "profile_internal.h"

/* np.promote_types, cell for cell as numpy 1.24.2 prints it. Rows and
** columns in NumPy's type-number order (can_cast_table.h: bool, the
** integers in signed/unsigned pairs, float, double, cfloat, cdouble, and
** half last), named by the array-interface typestr (np.dtype(t).str[1:]):
** c8 is complex64 and c16 complex128, not PyTorch's byte codes. */
enum { b1, i1, u1, i2, u2, i4, u4, i8, u8, f4, f8, c8, c16, f2, NUMPY_ORDER_COUNT };

static const pc_dtype numpy_order_dtype[NUMPY_ORDER_COUNT] = {
    [b1] = PC_BOOL,    [i1] = PC_INT8,      [u1] = PC_UINT8,
    [i2] = PC_INT16,   [u2] = PC_UINT16,    [i4] = PC_INT32,
    [u4] = PC_UINT32,  [i8] = PC_INT64,     [u8] = PC_UINT64,
    [f4] = PC_FLOAT32, [f8] = PC_FLOAT64,   [c8] = PC_COMPLEX64,
    [c16] = PC_COMPLEX128, [f2] = PC_FLOAT16,
};

static const unsigned char numpy_matrix[NUMPY_ORDER_COUNT][NUMPY_ORDER_COUNT] = {
    /*         b1   i1   u1   i2   u2   i4   u4   i8   u8   f4   f8   c8   c16  f2  */
    /* b1  */ {b1 , i1 , u1 , i2 , u2 , i4 , u4 , i8 , u8 , f4 , f8 , c8 , c16, f2 },
    /* i1  */ {i1 , i1 , i2 , i2 , i4 , i4 , i8 , i8 , f8 , f4 , f8 , c8 , c16, f2 },
    /* u1  */ {u1 , i2 , u1 , i2 , u2 , i4 , u4 , i8 , u8 , f4 , f8 , c8 , c16, f2 },
    /* i2  */ {i2 , i2 , i2 , i2 , i4 , i4 , i8 , i8 , f8 , f4 , f8 , c8 , c16, f4 },
    /* u2  */ {u2 , i4 , u2 , i4 , u2 , i4 , u4 , i8 , u8 , f4 , f8 , c8 , c16, f4 },
    /* i4  */ {i4 , i4 , i4 , i4 , i4 , i4 , i8 , i8 , f8 , f8 , f8 , c16, c16, f8 },
    /* u4  */ {u4 , i8 , u4 , i8 , u4 , i8 , u4 , i8 , u8 , f8 , f8 , c16, c16, f8 },
    /* i8  */ {i8 , i8 , i8 , i8 , i8 , i8 , i8 , i8 , f8 , f8 , f8 , c16, c16, f8 },
    /* u8  */ {u8 , f8 , u8 , f8 , u8 , f8 , u8 , f8 , u8 , f8 , f8 , c16, c16, f8 },
    /* f4  */ {f4 , f4 , f4 , f4 , f4 , f8 , f8 , f8 , f8 , f4 , f8 , c8 , c16, f4 },
    /* f8  */ {f8 , f8 , f8 , f8 , f8 , f8 , f8 , f8 , f8 , f8 , f8 , c16, c16, f8 },
    /* c8  */ {c8 , c8 , c8 , c8 , c8 , c16, c16, c16, c16, c8 , c16, c8 , c16, c8 },
    /* c16 */ {c16, c16, c16, c16, c16, c16, c16, c16, c16, c16, c16, c16, c16, c16},
    /* f2  */ {f2 , f2 , f2 , f4 , f4 , f8 , f8 , f8 , f8 , f4 , f8 , c8 , c16, f2 },
};

static int numpy_order_index(pc_dtype dtype) {
    for (int i = 0; i < NUMPY_ORDER_COUNT; i++)
        if (numpy_order_dtype[i] == dtype) return i;
    return -1;
}

/* Every pair of NumPy's numeric dtypes promotes. */
static pc_dtype numpy_promote(pc_dtype a, pc_dtype b) {
    return numpy_order_dtype[numpy_matrix[numpy_order_index(a)]
                                         [numpy_order_index(b)]];
}

static pc_status numpy_promote_types(pc_dtype a, pc_dtype b, pc_dtype *result,
                                     pc_error *err) {
    (void)err;
    *result = numpy_promote(a, b);
    return PC_OK;
}

/* NEP 50: Python int, float and complex are "weak": an array (dimensioned
** or 0-d) or NumPy scalar of dtype D with a Python scalar gives this dtype
** (numpy 1.24.2 observed under 'weak' promotion, every cell). Within its
** kind the scalar takes D; a higher kind gives that kind's default dtype,
** except that float16 and float32 with a Python complex give complex64
** (default_builtin_common_dtype: half and float with PyComplex -> cfloat).
** Python bool is not weak, and need not be: bool promotes to anything as
** that thing, so it is an operand of dtype bool. Rows of dtypes NumPy does
** not have are never read. */
enum { WEAK_INT, WEAK_FLOAT, WEAK_COMPLEX, WEAK_KIND_COUNT };

static const pc_dtype with_python_scalar[PC_DTYPE_COUNT][WEAK_KIND_COUNT] = {
    /*                 Python int     Python float   Python complex */
    [PC_BOOL] =       {PC_INT64,      PC_FLOAT64,    PC_COMPLEX128},
    [PC_INT8] =       {PC_INT8,       PC_FLOAT64,    PC_COMPLEX128},
    [PC_INT16] =      {PC_INT16,      PC_FLOAT64,    PC_COMPLEX128},
    [PC_INT32] =      {PC_INT32,      PC_FLOAT64,    PC_COMPLEX128},
    [PC_INT64] =      {PC_INT64,      PC_FLOAT64,    PC_COMPLEX128},
    [PC_UINT8] =      {PC_UINT8,      PC_FLOAT64,    PC_COMPLEX128},
    [PC_UINT16] =     {PC_UINT16,     PC_FLOAT64,    PC_COMPLEX128},
    [PC_UINT32] =     {PC_UINT32,     PC_FLOAT64,    PC_COMPLEX128},
    [PC_UINT64] =     {PC_UINT64,     PC_FLOAT64,    PC_COMPLEX128},
    [PC_FLOAT16] =    {PC_FLOAT16,    PC_FLOAT16,    PC_COMPLEX64},
    [PC_FLOAT32] =    {PC_FLOAT32,    PC_FLOAT32,    PC_COMPLEX64},
    [PC_FLOAT64] =    {PC_FLOAT64,    PC_FLOAT64,    PC_COMPLEX128},
    [PC_COMPLEX64] =  {PC_COMPLEX64,  PC_COMPLEX64,  PC_COMPLEX64},
    [PC_COMPLEX128] = {PC_COMPLEX128, PC_COMPLEX128, PC_COMPLEX128},
};

/* Python scalars alone: the abstract DTypes' default descriptors (int_,
** which is int64 on Linux and, since NumPy 2, everywhere; double; cdouble).
** Among themselves the highest kind wins (abstractdtypes.c). */
static const pc_dtype python_scalar_default[WEAK_KIND_COUNT] = {
    [WEAK_INT] = PC_INT64,
    [WEAK_FLOAT] = PC_FLOAT64,
    [WEAK_COMPLEX] = PC_COMPLEX128,
};

static int weak_kind(pc_scalar_kind kind) {
    switch (kind) {
    case PC_SCALAR_INT: return WEAK_INT;
    case PC_SCALAR_FLOAT: return WEAK_FLOAT;
    case PC_SCALAR_COMPLEX: return WEAK_COMPLEX;
    case PC_SCALAR_BOOL: break;
    }
    return -1;
}

static int integer_fits(const pc_scalar_value *value, pc_dtype dtype) {
    if (value->magnitude == 0 && !value->beyond_64_bits) return 1;  /* -0 */
    if (value->beyond_64_bits) return 0;
    int bits = pc_dtype_bits(dtype);
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED)
        return !value->negative &&
               (bits == 64 || value->magnitude < (UINT64_C(1) << bits));
    uint64_t limit = UINT64_C(1) << (bits - 1);  /* |min|; max is limit - 1 */
    return value->negative ? value->magnitude <= limit
                           : value->magnitude < limit;
}

/* NumPy 2 converts each Python int to the loop's dtype, the result dtype,
** with the dtype's setitem (npy_update_operand_for_scalar): an integer
** dtype raises OverflowError for a value outside its range ("Python integer
** 300 out of bounds for uint8"); a floating or complex dtype goes through
** a double, and only a value a double cannot hold raises ("int too large
** to convert to float"; `real` is the correctly rounded value, infinite
** then). A Python int given without its value is taken to be in range. */
static pc_status check_python_int(const pc_operand *operand, int index,
                                  pc_dtype result, pc_error *err) {
    const pc_scalar_value *value = &operand->value;
    if (!operand->has_value) return PC_OK;
    if (pc_dtype_is_integral(result) && value->beyond_64_bits)
        return pc_error_set(err, PC_SCALAR_OUT_OF_RANGE, index, -1, -1,
                            "Python integer %sbeyond 64 bits out of bounds "
                            "for %s",
                            value->negative ? "-" : "", pc_dtype_name(result));
    if (pc_dtype_is_integral(result) && !integer_fits(value, result))
        return pc_error_set(err, PC_SCALAR_OUT_OF_RANGE, index, -1, -1,
                            "Python integer %s%llu out of bounds for %s",
                            value->negative ? "-" : "",
                            (unsigned long long)value->magnitude,
                            pc_dtype_name(result));
    if (!pc_dtype_is_integral(result) && value->beyond_64_bits &&
        isinf(value->real))
        return pc_error_set(err, PC_SCALAR_OUT_OF_RANGE, index, -1, -1,
                            "operand %d: int too large to convert to float",
                            index);
    return PC_OK;
}

/* The dtype of an operand that is not weak: an array's, a 0-d array's, or
** bool for a Python bool. */
static pc_dtype strong_dtype(const pc_operand *operand) {
    return operand->category == PC_OPERAND_SCALAR ? PC_BOOL : operand->dtype;
}

/* np.result_type is not a left fold of promote_types. PyArray_ResultType
** (multiarray/convert_datatype.c) hands the operands' DTypes to
** PyArray_PromoteDTypeSequence (multiarray/common_dtype.c), which first
** finds the "most knowledgeable" DType, the main one, and then promotes
** the main one with each other DType alone, promoting those results
** together. Among NumPy's builtin DTypes the main one is the one of the
** highest type number: default_builtin_common_dtype (dtypemeta.c) answers
** NotImplemented to a DType of a higher number, so the reduction hands the
** question to it. numpy_order is type-number order (float16, NPY_HALF,
** last). So uint8, int8, float16 is float16 (float16 with each of the
** 8-bit integers), where (uint8, int8) first would give int16 and then
** float32; every order gives the same answer. Python int, float and
** complex are not among these: numpy_result_type joins them afterwards. */
static pc_dtype numpy_promote_sequence(const pc_operand *operands, int count) {
    int main = -1;
    for (int i = 0; i < count; i++) {
        if (operands[i].category == PC_OPERAND_SCALAR &&
            weak_kind(operands[i].scalar_kind) >= 0)
            continue;
        int index = numpy_order_index(strong_dtype(&operands[i]));
        if (index > main) main = index;
    }
    if (main < 0) return PC_DTYPE_NONE;
    pc_dtype main_dtype = numpy_order_dtype[main], combined = main_dtype;
    for (int i = 0; i < count; i++) {
        if (operands[i].category == PC_OPERAND_SCALAR &&
            weak_kind(operands[i].scalar_kind) >= 0)
            continue;
        combined = numpy_promote(combined,
                                 numpy_promote(main_dtype, strong_dtype(&operands[i])));
    }
    return combined;
}

/* NEP 50: the arrays, 0-d arrays and Python bools promote as NumPy's DType
** sequence does (numpy_promote_sequence); then the highest kind of Python
** int, float or complex joins them (with_python_scalar); then each Python
** int must fit the result.
** Python scalars enter PyArray_ResultType as the abstract DTypes PyLong,
** PyFloat and PyComplex (NPY_ARRAY_WAS_PYTHON_INT, ...) in the same
** sequence. Their common_dtype (abstractdtypes.c int_common_dtype,
** float_common_dtype, complex_common_dtype) knows only bool, the integers
** and the lower Python kinds, and a builtin DType's (dtypemeta.c
** default_builtin_common_dtype) answers for a Python kind no higher than
** its own, and float16 and float32 with PyComplex as complex64: the
** builtin DTypes settle among themselves whatever the Python scalars'
** places, and the highest Python kind then meets that result as
** with_python_scalar's table says (a Python int with bool alone is
** int64, the default integer). Python scalars alone give the highest
** kind's default (the abstract result's default descriptor). */
static pc_status numpy_result_type(const pc_profile *profile,
                                   const pc_promotion_options *options,
                                   const pc_operand *operands, int count,
                                   pc_dtype *result, pc_error *err) {
    (void)profile;
    (void)options;  /* NumPy has no default float dtype to set */
    pc_dtype strong = numpy_promote_sequence(operands, count);
    int weak = -1;
    for (int i = 0; i < count; i++) {
        int kind = operands[i].category == PC_OPERAND_SCALAR
                       ? weak_kind(operands[i].scalar_kind)
                       : -1;
        if (kind > weak) weak = kind;
    }
    if (weak < 0)
        *result = strong;
    else if (strong == PC_DTYPE_NONE)
        *result = python_scalar_default[weak];
    else
        *result = with_python_scalar[strong][weak];
    for (int i = 0; i < count; i++) {
        if (operands[i].category != PC_OPERAND_SCALAR ||
            operands[i].scalar_kind != PC_SCALAR_INT)
            continue;
        pc_status status = check_python_int(&operands[i], i, *result, err);
        if (status != PC_OK) return status;
    }
    return PC_OK;
}

/* casting='same_kind' (np.can_cast(from, to, 'same_kind'), what ufuncs
** check an out= or in-place result against): a safe cast, or one to a kind
** no lower in dtype_kind_to_ordering (convert_datatype.c: b 0, u 1, i 2,
** f 4, c 5). Every safe cast of can_cast_table.h goes up this order, so
** the order alone decides. numpy 1.24.2: 121 of the 196 pairs. */
static const int kind_ordering[] = {
    [PC_KIND_BOOL] = 0,
    [PC_KIND_UNSIGNED] = 1,
    [PC_KIND_SIGNED] = 2,
    [PC_KIND_FLOATING] = 4,
    [PC_KIND_COMPLEX] = 5,
};

static int numpy_can_cast(pc_dtype from, pc_dtype to) {
    return kind_ordering[pc_dtype_kind_of(from)] <=
           kind_ordering[pc_dtype_kind_of(to)];
}

/* The ufunc's loop is chosen from its inputs' dtypes before anything else
** (dtypes_before_shapes). Each op's loops (numpy/_core/code_generators/
** generate_umath.py), by the categories of its operands' promoted dtype,
** as data:
**   subtract has no bool loop: bool - bool is refused
**     (PyUFunc_SubtractionTypeResolver), with its own message; bool - int8
**     is the int8 loop;
**   bitwise_and, bitwise_or and bitwise_xor have the '??', 'bb' ... 'QQ'
**     loops only: a promoted dtype that is floating or complex (int64 with
**     uint64 is float64) has none it can take safely (the default
**     resolver's "not supported for the input types");
**   divide, maximum, minimum and the six comparisons have loops for
**     every dtype (complex maximum, minimum and the ordering comparisons
**     order lexicographically: loops.c.src CGE, CLE, CGT, CLT). */
static const struct numpy_op_rule {
    unsigned loops;
    const char *no_loop;  /* NULL: the default resolver's message */
    pc_dtype bool_loop;   /* the loop bool pairs take, or PC_DTYPE_NONE */
    unsigned char float_loops_only;
} numpy_ops[PC_BINARY_OP_COUNT] = {
    [PC_OP_ADD] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_SUBTRACT] = {PC_CATEGORY_NUMERIC,
                        "numpy boolean subtract, the `-` operator, is not supported, use the "
                        "bitwise_xor, the `^` operator, or the logical_xor function instead.", PC_DTYPE_NONE, 0},
    [PC_OP_MULTIPLY] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_DIVIDE] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_MAXIMUM] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_EQUAL] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_LESS] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_BITWISE_AND] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_NOT_EQUAL] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_LESS_EQUAL] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_GREATER] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_GREATER_EQUAL] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_MINIMUM] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_BITWISE_OR] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_BITWISE_XOR] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, NULL, PC_DTYPE_NONE, 0},
    /* floor_divide: TD(ints) and TD(flts) (generate_umath.py,
    ** PyUFunc_DivisionTypeResolver, which defers to the default one for
    ** these types): no bool loop, so bool // bool takes the first loop
    ** both cast to safely, 'bb' (int8); no complex loop. remainder the
    ** same (PyUFunc_RemainderTypeResolver). */
    [PC_OP_FLOOR_DIVIDE] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, NULL,
                            PC_INT8, 0},
    [PC_OP_REMAINDER] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, NULL,
                         PC_INT8, 0},
    /* copysign, nextafter: TD(flts) only, 'e', 'f', 'd', 'g': bools and
    ** integers run the first float loop each input casts to safely, so
    ** int8 with uint8 is float16 (not float32, their promotion's float). */
    [PC_OP_COPYSIGN] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, NULL,
                        PC_DTYPE_NONE, 1},
    [PC_OP_NEXTAFTER] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, NULL,
                         PC_DTYPE_NONE, 1},
    /* left_shift, right_shift: TD(ints); bool pairs take 'bb'. */
    [PC_OP_BITWISE_LEFT_SHIFT] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, NULL, PC_INT8, 0},
    [PC_OP_BITWISE_RIGHT_SHIFT] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER, NULL, PC_INT8, 0},
    /* logical_and, logical_or, logical_xor: TD(nodatetime_or_obj, out='?')
    ** with PyUFunc_SimpleBinaryComparisonTypeResolver: the inputs in their
    ** promoted dtype (bool, integers, floats, complex), a bool result. */
    [PC_OP_LOGICAL_AND] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_LOGICAL_OR] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    [PC_OP_LOGICAL_XOR] = {PC_CATEGORY_ANY, NULL, PC_DTYPE_NONE, 0},
    /* power: TD(ints), 'e' (through float), 'f', 'd', TD(inexact): no bool
    ** loop, so bool ** bool takes 'bb' (int8); complex has loops. */
    [PC_OP_POW] = {PC_CATEGORY_ANY, NULL, PC_INT8, 0},
    /* arctan2: 'e' (through float), 'f', 'd', 'g'; hypot and logaddexp:
    ** TD(flts) (float16 through float): float loops only, as copysign, and
    ** no complex loop. */
    [PC_OP_ATAN2] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, NULL,
                     PC_DTYPE_NONE, 1},
    [PC_OP_HYPOT] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, NULL,
                     PC_DTYPE_NONE, 1},
    [PC_OP_LOGADDEXP] = {PC_CATEGORY_BOOL | PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING, NULL,
                         PC_DTYPE_NONE, 1},
};

/* Values NumPy refuses: a signed integer to a negative power
** (@TYPE@_power in numpy/_core/src/umath/loops.c.src raises ValueError
** before computing). */
static const pc_value_rule numpy_value_rules[] = {
    {PC_OP_POW, PC_DTYPES_SIGNED, PC_VALUE_NEGATIVE_COUNT, PC_INVALID_VALUE,
     "Integers to negative integer powers are not allowed."},
};

static pc_status numpy_binary_op_check_inputs(pc_binary_op op, pc_dtype a,
                                              pc_dtype b, pc_error *err) {
    const struct numpy_op_rule *rule = &numpy_ops[op];
    if (pc_dtype_in(numpy_promote(a, b), rule->loops)) return PC_OK;
    if (rule->no_loop) return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1, "%s", rule->no_loop);
    return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                        "ufunc '%s' not supported for the input types (%s, %s), and the "
                        "inputs could not be safely coerced to any supported types "
                        "according to the casting rule 'safe'",
                        pc_binary_op_name(op), pc_dtype_name(a), pc_dtype_name(b));
}

/* Every ufunc checks its output cast, comparisons too (bool casts to every
** kind, so theirs always pass): "Cannot cast ufunc 'add' output from
** dtype('float64') to dtype('int32') with casting rule 'same_kind'". */
static int numpy_binary_op_inplace_checks_cast(pc_binary_op op) {
    (void)op;
    return 1;
}

/* The loop's dtypes: the promoted dtype, except that true division of bools
** and integers runs the 'dd->d' loop (PyUFunc_TrueDivisionTypeResolver:
** np.true_divide has no integer loops), an op without a bool loop runs bool
** pairs in its bool_loop, a float-only op runs bools and integers in the
** first float loop both inputs cast to safely, and bool-valued ops give
** bool. */
static pc_status numpy_binary_op_dtypes(pc_binary_op op, pc_dtype a,
                                        pc_dtype b, pc_dtype promoted,
                                        const pc_promotion_options *options,
                                        pc_dtype *compute, pc_dtype *result,
                                        pc_error *err) {
    (void)options;
    (void)err;
    const struct numpy_op_rule *rule = &numpy_ops[op];
    *compute = promoted;
    if (op == PC_OP_DIVIDE &&
        (promoted == PC_BOOL || pc_dtype_is_integral(promoted)))
        *compute = PC_FLOAT64;
    if (promoted == PC_BOOL && rule->bool_loop != PC_DTYPE_NONE) *compute = rule->bool_loop;
    if (rule->float_loops_only && !pc_dtype_is_floating(promoted)) {
        /* The linear search over 'e', 'f', 'd': the first each input casts
        ** to safely (numpy_promote(x, f) == f). */
        static const pc_dtype float_loops[] = {PC_FLOAT16, PC_FLOAT32, PC_FLOAT64};
        for (size_t i = 0; i < sizeof float_loops / sizeof float_loops[0]; i++) {
            pc_dtype f = float_loops[i];
            if (numpy_promote(a, f) == f && numpy_promote(b, f) == f) {
                *compute = f;
                break;
            }
        }
    }
    *result = pc_binary_op_is_bool_valued(op) ? PC_BOOL : *compute;
    return PC_OK;
}

/* Python scalars (elementwise_scalar.h), NumPy 2: the ufunc stores a
** Python scalar in the loop's dtype (npy_update_operand_for_scalar,
** multiarray/abstractdtypes.c, through the dtype's setitem,
** multiarray/arraytypes.c.src): an int outside the loop's integer dtype
** raises OverflowError. The loop's dtype is the compute dtype, which need
** not be the array's (int8 / 300 runs true_divide's float64 loop and
** computes), so the check is against it (int_checked_in_compute) and not
** result_type's against the array;
** an int goes to a float or complex dtype through a double
** (MyPyFloat_AsDouble); a float is rounded once from its double. The
** comparisons of an integer array with an int outside its range take
** umath/special_integer_comparisons.cpp's fixed-result loops instead. */
static const pc_scalar_rules numpy_scalar_rules = {
    .int_range = PC_SCALAR_INT_ANY,
    .int_range_why = NULL,
    .int_outside_dtype = PC_SCALAR_OUT_OF_RANGE,
    .int_outside_why = "the dtype's setitem raises OverflowError (NEP 50)",
    .int_via = PC_SCALAR_VIA_FLOAT64,
    .float_via = PC_SCALAR_VIA_NONE,
    .exact_integer_comparisons = 1,
    .rules = NULL,
    .rule_count = 0,
    .int_checked_in_compute = 1,
    /* The logical ufuncs' promoter (umath/dispatching.cpp
    ** logical_ufunc_promoter) picks the bool loop for a Python scalar:
    ** the scalar is stored as a bool (nonzero), never range-checked. */
    .truth_alone_ops = PC_SCALAR_OP_BIT(PC_OP_LOGICAL_AND) | PC_SCALAR_OP_BIT(PC_OP_LOGICAL_OR) |
                       PC_SCALAR_OP_BIT(PC_OP_LOGICAL_XOR),
};

const pc_profile pc_profile_numpy_value = {
    .name = "numpy",
    .source = "numpy/_core/src/multiarray/can_cast_table.h, scalartypes.c.src, "
              "abstractdtypes.c, convert_datatype.c; NEP 50",
    .dtypes_before_shapes = 1,
    /* NumPy has no bfloat16, complex32 or float8 (ml_dtypes adds them). */
    .has_dtype = {
        [PC_BOOL] = 1, [PC_INT8] = 1, [PC_INT16] = 1, [PC_INT32] = 1,
        [PC_INT64] = 1, [PC_UINT8] = 1, [PC_UINT16] = 1, [PC_UINT32] = 1,
        [PC_UINT64] = 1, [PC_FLOAT16] = 1, [PC_FLOAT32] = 1,
        [PC_FLOAT64] = 1, [PC_COMPLEX64] = 1, [PC_COMPLEX128] = 1,
    },
    .promote_types = numpy_promote_types,
    .result_type = numpy_result_type,
    .can_cast = numpy_can_cast,
    .binary_op_check_inputs = numpy_binary_op_check_inputs,
    .binary_op_inplace_checks_cast = numpy_binary_op_inplace_checks_cast,
    .binary_op_dtypes = numpy_binary_op_dtypes,
    .binary_kernel = pc_numpy_binary_kernel,
    .scalar_rules = &numpy_scalar_rules,
    .value_rules = numpy_value_rules,
    .value_rule_count = sizeof numpy_value_rules / sizeof numpy_value_rules[0],
    .array_size_check = pc_array_size_numpy,
};
