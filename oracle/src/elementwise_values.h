/*
** elementwise_values.h: outcomes that depend on the operands' values, not
** their dtypes, stated by each profile as data. Internal.
**
** A rule names an op, the compute dtypes it applies to, a condition on one
** pair of operands already converted to the compute dtype, and what the
** library does then: PC_INVALID_VALUE where it refuses the value (PyTorch's
** ZeroDivisionError), PC_UNDEFINED where the outcome is C++ undefined
** behaviour or left open by a specification. pc_binary_compute checks every
** element against the profile's rules before any kernel runs, so a kernel
** never sees such operands' outcome as the answer, nothing is written when
** a rule fires, and the C never executes the undefined operation (the
** kernels are total: elementwise_kernels_division.c).
*/
#ifndef PROMCAST_ELEMENTWISE_VALUES_H
#define PROMCAST_ELEMENTWISE_VALUES_H

#include <stddef.h>

#include "cast_internal.h"
#include "promcast/elementwise.h"

typedef enum pc_value_condition {
    /* b == 0 (an integer or bool compute dtype). */
    PC_VALUE_ZERO_DIVISOR,
    /* a is the signed compute dtype's minimum and b is -1. */
    PC_VALUE_MINIMUM_BY_MINUS_ONE,
    /* b < 0 (a signed compute dtype): a shift count or an exponent. */
    PC_VALUE_NEGATIVE_COUNT,
    /* b >= the compute dtype's bit width, b read as unsigned: negative
    ** counts of a signed dtype fall here too. */
    PC_VALUE_COUNT_AT_LEAST_WIDTH,
    /* b read as unsigned >= max(32, width): C++'s shift of an operand
    ** promoted to int (8- and 16-bit types) or of its own type. */
    PC_VALUE_COUNT_AT_LEAST_PROMOTED_WIDTH,
    /* a is +-infinity and b finite nonzero, or a finite nonzero and b an
    ** infinity of the other sign: the real floor_divide cases where the
    ** Array API standard lets libraries differ ("libraries may return NaN",
    ** "may return -1.0"). */
    PC_VALUE_FLOOR_DIVIDE_INFINITY_CHOICE,
    /* a and b are zeros of different signs (a real compute dtype): the
    ** maximum and minimum ties a specification may leave open (ONNX's Max
    ** and Min). */
    PC_VALUE_SIGNED_ZERO_TIE
} pc_value_condition;

typedef struct pc_value_rule {
    pc_binary_op op;
    uint32_t dtypes;              /* compute dtypes, PC_DTYPE_BIT bits */
    pc_value_condition condition;
    pc_status status;             /* PC_INVALID_VALUE or PC_UNDEFINED */
    const char *why;              /* the library's words, or the cause */
} pc_value_rule;

/* Checks `count` operand pairs (in `compute`, the values of elements
** first_index, first_index + 1, ... of the broadcast result) against the
** rules for op; returns the first rule's status for the first element that
** meets its condition, with a message naming the element, else PC_OK. */
pc_status pc_value_rules_check(const pc_value_rule *rules, size_t rule_count, pc_binary_op op,
                               pc_dtype compute, const pc_wide *a, const pc_wide *b,
                               int64_t count, int64_t first_index, pc_error *err);

/* Whether any rule applies to op computed in `compute`. */
int pc_value_rules_apply(const pc_value_rule *rules, size_t rule_count, pc_binary_op op,
                         pc_dtype compute);

#endif
