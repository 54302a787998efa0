/*
** elementwise_scalar.c: a Python scalar operand's value, by the profile's
** rules (elementwise_scalar.h).
*/
#include "elementwise_scalar.h"

#include <math.h>
#include <stdio.h>

#include "elementwise_kernels.h"
#include "function_operands.h"

/* Whether an int lies in the range of an integer dtype or bool. */
static int int_fits(const pc_scalar_value *value, pc_dtype dtype) {
    if (value->beyond_64_bits) return 0;
    if (value->magnitude == 0) return 1;  /* -0 is 0 */
    if (dtype == PC_BOOL) return !value->negative && value->magnitude == 1;
    int bits = pc_dtype_bits(dtype);
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED)
        return !value->negative && (bits == 64 || value->magnitude >> bits == 0);
    uint64_t limit = UINT64_C(1) << (bits - 1);  /* |min|; max is limit - 1 */
    return value->negative ? value->magnitude <= limit : value->magnitude < limit;
}

/* The int as a message shows it ("-300", "a -int beyond 64 bits"). */
static void int_text(const pc_scalar_value *value, char *text, size_t size) {
    if (value->beyond_64_bits)
        snprintf(text, size, "%sint beyond 64 bits", value->negative ? "negative " : "");
    else
        snprintf(text, size, "%s%llu", value->negative && value->magnitude ? "-" : "",
                 (unsigned long long)value->magnitude);
}

static int is_int(const pc_operand *scalar) {
    return scalar->scalar_kind == PC_SCALAR_INT && scalar->has_value;
}

/* Whether op is in a bit set of ops. */
static int op_in(uint64_t ops, pc_binary_op op) {
    return (int)op >= 0 && op < PC_BINARY_OP_COUNT && (ops & PC_SCALAR_OP_BIT(op)) != 0;
}

static const char *const kind_names[] = {"bool", "int", "float", "complex"};

/* The value of an exponent as c10::Scalar::equal compares it with a
** number: an int or a float by value, a complex by its real part when its
** imaginary part is 0; a bool, an unknown value or an int beyond 64 bits
** equals no number. */
static int exponent_value(const pc_operand *scalar, double *value) {
    if (!scalar->has_value) return 0;
    const pc_scalar_value *v = &scalar->value;
    switch (scalar->scalar_kind) {
    case PC_SCALAR_INT:
        if (v->beyond_64_bits) return 0;
        *value = v->negative ? -(double)v->magnitude : (double)v->magnitude;
        return 1;
    case PC_SCALAR_COMPLEX:
        if (v->imag != 0.0) return 0;
        /* fall through */
    case PC_SCALAR_FLOAT:
        *value = v->real;
        return 1;
    case PC_SCALAR_BOOL:
        break;
    }
    return 0;
}

int pc_scalar_unit_exponent(const pc_scalar_rules *rules, pc_binary_op op,
                            const pc_operand *scalar, int index) {
    double value;
    if (rules == NULL || index != 1 || !op_in(rules->unit_exponent_ops, op) ||
        !exponent_value(scalar, &value))
        return -1;
    return value == 0.0 ? 0 : value == 1.0 ? 1 : -1;
}

int pc_scalar_reciprocal_exponent(const pc_scalar_rules *rules, pc_binary_op op,
                                  const pc_operand *scalar, int index) {
    double value;
    if (rules == NULL || index != 1 || !op_in(rules->reciprocal_exponent_ops, op) ||
        !exponent_value(scalar, &value))
        return 0;
    return value == -0.5 || value == -1.0 || value == -2.0;
}

pc_status pc_scalar_check_given(const pc_scalar_rules *rules,
                                const pc_promotion_options *options, pc_binary_op op,
                                const pc_operand *scalar, int index, pc_error *err) {
    if (rules == NULL) return PC_OK;
    if (index >= 0 && index < 2 && op_in(rules->refused_at[index], op))
        return pc_error_set(err, PC_INVALID_ARGUMENT, index, -1, -1,
                            "%s(): argument %d must be an array, not a Python %s: %s",
                            pc_binary_op_name(op), index + 1,
                            kind_names[scalar->scalar_kind], rules->refused_why);
    if (!is_int(scalar) || rules->int_range == PC_SCALAR_INT_ANY) return PC_OK;
    pc_dtype range = rules->int_range == PC_SCALAR_INT_DEFAULT_WIDTH && !options->x64
                         ? PC_INT32
                         : PC_INT64;
    if (int_fits(&scalar->value, range)) return PC_OK;
    char text[64];
    int_text(&scalar->value, text, sizeof text);
    return pc_error_set(err, PC_SCALAR_OUT_OF_RANGE, index, -1, -1,
                        "operand %d: Python int %s does not fit %s: %s", index, text,
                        pc_dtype_name(range), rules->int_range_why);
}

int pc_scalar_typed_without_value(const pc_scalar_rules *rules, pc_binary_op op) {
    return rules != NULL && (rules->int_checked_in_compute || op_in(rules->truth_alone_ops, op));
}

pc_status pc_scalar_check_compute(const pc_scalar_rules *rules, pc_binary_op op,
                                  const pc_operand *scalar, int index, pc_dtype compute,
                                  int kernel_found, int kernel_reached, pc_error *err) {
    if (rules == NULL || !scalar->has_value) return PC_OK;
    for (size_t i = 0; i < rules->rule_count; i++) {
        const pc_scalar_rule *rule = &rules->rules[i];
        if (rule->op != op || rule->operand != index ||
            (rule->dtypes & PC_DTYPE_BIT(compute)) == 0)
            continue;
        int meets = 0;
        switch (rule->condition) {
        case PC_SCALAR_NEGATIVE_INT:
            meets = is_int(scalar) && scalar->value.negative &&
                    (scalar->value.magnitude != 0 || scalar->value.beyond_64_bits);
            break;
        case PC_SCALAR_INT_OUTSIDE_KERNEL_DTYPE:
            meets = kernel_reached && is_int(scalar) && pc_dtype_is_integral(compute) &&
                    !int_fits(&scalar->value, compute);
            break;
        case PC_SCALAR_FINITE_OUTSIDE_KERNEL_DTYPE: {
            pc_error ignored;
            meets = kernel_reached && pc_dtype_is_floating(compute) &&
                    (scalar->scalar_kind == PC_SCALAR_INT ||
                     scalar->scalar_kind == PC_SCALAR_FLOAT) &&
                    fn_torch_checked_convert(scalar, compute, index, &ignored) != PC_OK;
            break;
        }
        case PC_SCALAR_INT_OUTSIDE_DTYPE_CHECKED: {
            pc_error ignored;
            meets = is_int(scalar) && pc_dtype_is_integral(compute) &&
                    fn_torch_checked_convert(scalar, compute, index, &ignored) != PC_OK;
            break;
        }
        }
        if (meets)
            return pc_error_set(err, rule->status, index, -1, -1, "%s of %s by a scalar: %s",
                                pc_binary_op_name(op), pc_dtype_name(compute), rule->why);
    }
    if (!kernel_found) return PC_OK;
    int integer = compute == PC_BOOL || pc_dtype_is_integral(compute);
    if (is_int(scalar) && integer && rules->int_outside_dtype != PC_OK &&
        !op_in(rules->truth_alone_ops, op) &&
        !int_fits(&scalar->value, compute)) {
        char text[64];
        int_text(&scalar->value, text, sizeof text);
        return pc_error_set(err, rules->int_outside_dtype, index, -1, -1,
                            "operand %d: Python int %s out of bounds for %s: %s", index, text,
                            pc_dtype_name(compute), rules->int_outside_why);
    }
    /* The Array API standard converts an int to the array's dtype; one
    ** that dtype cannot hold finitely has no specified conversion, as one
    ** outside an integer dtype's bounds has none. */
    if (is_int(scalar) && !integer && rules->int_outside_dtype == PC_UNDEFINED) {
        pc_wide converted;
        pc_promotion_options defaults;
        pc_promotion_options_init(&defaults);
        pc_scalar_to_compute(rules, &defaults, op, scalar, PC_DTYPE_NONE, compute, &converted);
        double real = pc_dtype_is_complex(compute) ? converted.complex_parts[0] : converted.real;
        if (isinf(real))
            return pc_error_set(err, PC_UNDEFINED, index, -1, -1,
                                "operand %d: a Python int beyond %s's range has no specified "
                                "conversion: %s",
                                index, pc_dtype_name(compute), rules->int_outside_why);
    }
    /* An int that reaches an inexact dtype through a double must be one
    ** (CPython's PyLong_AsDouble: "int too large to convert to float"). */
    if (is_int(scalar) && !integer && rules->int_via == PC_SCALAR_VIA_FLOAT64 &&
        rules->int_outside_dtype != PC_OK && !op_in(rules->truth_alone_ops, op) &&
        isinf(scalar->value.real))
        return pc_error_set(err, rules->int_outside_dtype, index, -1, -1,
                            "operand %d: Python int too large to convert to float", index);
    return PC_OK;
}

/* The comparisons, and what each gives when the int is above every value
** of the array's dtype (scalar second): x < big, x <= big, x != big hold. */
static int comparison_with_larger(pc_binary_op op, int *result) {
    switch (op) {
    case PC_OP_EQUAL: *result = 0; return 1;
    case PC_OP_NOT_EQUAL: *result = 1; return 1;
    case PC_OP_LESS: *result = 1; return 1;
    case PC_OP_LESS_EQUAL: *result = 1; return 1;
    case PC_OP_GREATER: *result = 0; return 1;
    case PC_OP_GREATER_EQUAL: *result = 0; return 1;
    default: return 0;
    }
}

int pc_scalar_constant_comparison(const pc_scalar_rules *rules, pc_binary_op op,
                                  const pc_operand *scalar, int scalar_first,
                                  pc_dtype array, int *constant) {
    if (rules == NULL || !rules->exact_integer_comparisons || !is_int(scalar) ||
        !pc_dtype_is_integral(array) || int_fits(&scalar->value, array))
        return 0;
    int larger_result;
    if (!comparison_with_larger(op, &larger_result)) return 0;
    /* get_loop's two branches: the int "larger" when it came second and is
    ** above the range or came first and is below it; else every
    ** comparison but equality flips. */
    int above = !scalar->value.negative;
    int larger = above != scalar_first;
    if (larger || op == PC_OP_EQUAL || op == PC_OP_NOT_EQUAL)
        *constant = larger_result;
    else
        *constant = !larger_result;
    return 1;
}

/* The dtype a value passes through before `compute`, or PC_DTYPE_NONE. */
static pc_dtype via_dtype(pc_scalar_via via, const pc_promotion_options *options,
                          int complex_value, pc_dtype compute) {
    int wide = compute == PC_FLOAT64 || compute == PC_COMPLEX128;
    int complex_target = complex_value || pc_dtype_is_complex(compute);
    switch (via) {
    case PC_SCALAR_VIA_NONE: return PC_DTYPE_NONE;
    case PC_SCALAR_VIA_FLOAT64: return complex_target ? PC_COMPLEX128 : PC_FLOAT64;
    case PC_SCALAR_VIA_DEFAULT_WIDTH:
        if (options->x64) return complex_target ? PC_COMPLEX128 : PC_FLOAT64;
        return complex_target ? PC_COMPLEX64 : PC_FLOAT32;
    case PC_SCALAR_VIA_FLOAT32:
        if (wide) return PC_DTYPE_NONE;
        return complex_target ? PC_COMPLEX64 : PC_FLOAT32;
    }
    return PC_DTYPE_NONE;
}

/* The truth of a scalar converted alone (pc_scalar_rules.truth_alone_ops):
** an int's is exact (a profile that bounds ints refused a larger one
** before); a float and a complex pass through the profile's float_via
** step for a float32 target first, and a complex is true by its real part
** or by either part (complex_truth_real_part). */
static int truth_alone(const pc_scalar_rules *rules, const pc_promotion_options *options,
                       const pc_operand *scalar) {
    const pc_scalar_value *given = &scalar->value;
    if (scalar->scalar_kind == PC_SCALAR_BOOL || scalar->scalar_kind == PC_SCALAR_INT)
        return given->magnitude != 0 || given->beyond_64_bits;
    pc_wide parts = {.complex_parts = {given->real, given->imag}};
    pc_dtype step = via_dtype(rules->float_via, options, 1, PC_FLOAT32);
    if (step != PC_DTYPE_NONE) pc_wide_convert(PC_COMPLEX128, step, &parts, 1);
    if (scalar->scalar_kind == PC_SCALAR_FLOAT || rules->complex_truth_real_part)
        return parts.complex_parts[0] != 0.0;
    return parts.complex_parts[0] != 0.0 || parts.complex_parts[1] != 0.0;
}

void pc_scalar_to_compute(const pc_scalar_rules *rules, const pc_promotion_options *options,
                          pc_binary_op op, const pc_operand *scalar, pc_dtype array,
                          pc_dtype compute, pc_wide *value) {
    const pc_scalar_value *given = &scalar->value;
    if (rules != NULL && op_in(rules->truth_alone_ops, op)) {
        value->integer = (uint64_t)truth_alone(rules, options, scalar);
        pc_wide_convert(PC_BOOL, compute, value, 1);
        return;
    }
    int inexact_target = compute != PC_BOOL && !pc_dtype_is_integral(compute);
    if (rules != NULL && rules->int_via_array_dtype && inexact_target &&
        scalar->scalar_kind == PC_SCALAR_INT &&
        (array == PC_BOOL || (array != PC_DTYPE_NONE && pc_dtype_is_integral(array)))) {
        pc_dtype stored = array == PC_BOOL ? PC_INT32 : array;
        value->integer = given->negative ? 0 - given->magnitude : given->magnitude;
        pc_wide_convert(PC_UINT64, stored, value, 1);
        pc_wide_convert(stored, compute, value, 1);
        return;
    }
    int integer_target = compute == PC_BOOL || pc_dtype_is_integral(compute);
    pc_dtype from;
    pc_scalar_via via = rules ? rules->float_via : PC_SCALAR_VIA_NONE;
    switch (scalar->scalar_kind) {
    case PC_SCALAR_BOOL:
        from = PC_BOOL;
        value->integer = given->magnitude != 0;
        break;
    case PC_SCALAR_INT:
        if (integer_target) {
            /* Two's complement of the low 64 bits: a cast to an integer
            ** dtype wraps it (a value beyond 64 bits gets here only where
            ** the profile has refused it before, pc_scalar_check_given). */
            from = PC_UINT64;
            value->integer = given->negative ? 0 - given->magnitude : given->magnitude;
        } else if (!given->beyond_64_bits &&
                   (!given->negative || given->magnitude <= (UINT64_C(1) << 63))) {
            /* Exact as an int64 or a uint64: rounded once from there. */
            from = given->negative ? PC_INT64 : PC_UINT64;
            value->integer = given->negative ? 0 - given->magnitude : given->magnitude;
        } else {
            from = PC_FLOAT64;  /* `real`: the correctly rounded double */
            value->real = given->real;
        }
        via = rules ? rules->int_via : PC_SCALAR_VIA_NONE;
        break;
    case PC_SCALAR_FLOAT:
        from = PC_FLOAT64;
        value->real = given->real;
        break;
    default:
        from = PC_COMPLEX128;
        value->complex_parts[0] = given->real;
        value->complex_parts[1] = given->imag;
        break;
    }
    if (!integer_target && scalar->scalar_kind != PC_SCALAR_BOOL) {
        pc_dtype step = via_dtype(via, options, from == PC_COMPLEX128, compute);
        if (step != PC_DTYPE_NONE) {
            if (from == PC_COMPLEX128 && !pc_dtype_is_complex(step))
                step = step == PC_FLOAT64 ? PC_COMPLEX128 : PC_COMPLEX64;
            pc_wide_convert(from, step, value, 1);
            from = step;
        }
    }
    pc_wide_convert(from, compute, value, 1);
}
