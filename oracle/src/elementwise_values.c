/*
** elementwise_values.c: the value rules of elementwise_values.h.
*/
#include "elementwise_values.h"

#include <math.h>
#include <stdio.h>

#include "elementwise_kernels.h"

static int applies(const pc_value_rule *rule, pc_binary_op op, pc_dtype compute) {
    return rule->op == op && (rule->dtypes & PC_DTYPE_BIT(compute)) != 0;
}

int pc_value_rules_apply(const pc_value_rule *rules, size_t rule_count, pc_binary_op op,
                         pc_dtype compute) {
    for (size_t i = 0; i < rule_count; i++)
        if (applies(&rules[i], op, compute)) return 1;
    return 0;
}

/* The signed minimum of a width, sign-extended to 64 bits. */
static uint64_t signed_minimum(int bits) { return UINT64_MAX << (bits - 1); }

static int meets(pc_value_condition condition, pc_dtype compute, const pc_wide *a,
                 const pc_wide *b) {
    int bits = pc_dtype_bits(compute);
    int is_signed = pc_dtype_kind_of(compute) == PC_KIND_SIGNED;
    uint64_t x = a->integer, y = b->integer;
    switch (condition) {
    case PC_VALUE_ZERO_DIVISOR: return y == 0;
    case PC_VALUE_MINIMUM_BY_MINUS_ONE:
        return is_signed && x == signed_minimum(bits) && y == UINT64_MAX;
    case PC_VALUE_NEGATIVE_COUNT: return is_signed && (y >> 63) != 0;
    case PC_VALUE_COUNT_AT_LEAST_WIDTH: return y >= (uint64_t)bits;
    case PC_VALUE_COUNT_AT_LEAST_PROMOTED_WIDTH: return y >= (uint64_t)(bits < 32 ? 32 : bits);
    case PC_VALUE_FLOOR_DIVIDE_INFINITY_CHOICE: {
        double p = a->real, q = b->real;
        int p_finite_nonzero = isfinite(p) && p != 0, q_finite_nonzero = isfinite(q) && q != 0;
        return (isinf(p) && q_finite_nonzero) ||
               (p_finite_nonzero && isinf(q) && (p < 0) != (q < 0));
    }
    case PC_VALUE_SIGNED_ZERO_TIE:
        return pc_dtype_domain(compute) == PC_DOMAIN_REAL && a->real == 0.0 && b->real == 0.0 &&
               signbit(a->real) != signbit(b->real);
    }
    return 0;
}

/* One operand's value, for the message. */
static void format_value(pc_dtype compute, const pc_wide *v, char *text, size_t size) {
    if (pc_dtype_domain(compute) == PC_DOMAIN_REAL)
        snprintf(text, size, "%.17g", v->real);
    else if (pc_dtype_domain(compute) == PC_DOMAIN_COMPLEX)
        snprintf(text, size, "%.9g%+.9gi", v->complex_parts[0], v->complex_parts[1]);
    else if (pc_dtype_kind_of(compute) == PC_KIND_SIGNED)
        snprintf(text, size, "%lld",
                 (v->integer >> 63) ? -(long long)(~v->integer) - 1 : (long long)v->integer);
    else
        snprintf(text, size, "%llu", (unsigned long long)v->integer);
}

pc_status pc_value_rules_check(const pc_value_rule *rules, size_t rule_count, pc_binary_op op,
                               pc_dtype compute, const pc_wide *a, const pc_wide *b,
                               int64_t count, int64_t first_index, pc_error *err) {
    for (int64_t k = 0; k < count; k++) {
        for (size_t i = 0; i < rule_count; i++) {
            if (!applies(&rules[i], op, compute) ||
                !meets(rules[i].condition, compute, &a[k], &b[k]))
                continue;
            char x[64], y[64];
            format_value(compute, &a[k], x, sizeof x);
            format_value(compute, &b[k], y, sizeof y);
            return pc_error_set(err, rules[i].status, 0, 1, -1,
                                "%s in %s of element %lld (flat, row-major, of the broadcast "
                                "result; a = %s, b = %s): %s",
                                pc_binary_op_name(op), pc_dtype_name(compute),
                                (long long)(first_index + k), x, y, rules[i].why);
        }
    }
    return PC_OK;
}
