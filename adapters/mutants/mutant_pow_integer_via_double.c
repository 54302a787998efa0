/*
** mutant_pow_integer_via_double.c: int64 pow through double.
**
** Bug: pow of int64 operands computed as C's pow on doubles and converted
** back, which rounds every power beyond 2**53 to a double: 3**39 gives
** 4052555153018976256, not 4052555153018976267 (PyTorch's powi and NumPy's
** @TYPE@_power multiply integers by squaring, exactly, wrapping on
** overflow; docs/semantics.md). Seen wherever C++'s std::pow is handed
** integers (it converts them to double, C++17 [cmath.syn] p2, "sufficient
** additional overloads"), in bindings that have only the double pow.
** Only powers whose exact value fits int64 are changed here (an overflowing
** one is another bug's situation).
** Killing input: pow int64 [1] {3} by int64 [1] {39}: the oracle gives
** int64 {4052555153018976267}, the mutant {4052555153018976256}.
** Killed by: an int64 pow case whose exact power lies in (2**53, 2**63)
** and is no double (generated/values, pow of int64).
*/
#include <math.h>
#include <stdint.h>

#include "mutant.h"

/* x**y exactly, by squaring; 0 when it does not fit int64. */
static int exact_power(int64_t x, int64_t y, int64_t *power) {
    int64_t result = 1, base = x;
    while (y > 0) {
        if ((y & 1) && __builtin_mul_overflow(result, base, &result)) return 0;
        y >>= 1;
        if (y > 0 && __builtin_mul_overflow(base, base, &base)) return 0;
    }
    *power = result;
    return 1;
}

static int through_double(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                          void *value) {
    (void)op;
    if (compute != PC_INT64) return 0;
    int64_t base = *(const int64_t *)x, exponent = *(const int64_t *)y, exact;
    if (exponent < 0 || !exact_power(base, exponent, &exact)) return 0;
    double rounded = pow((double)base, (double)exponent);
    /* 2**63 is the first double no int64 holds. */
    if (!(rounded > -9223372036854775808.0 && rounded < 9223372036854775808.0)) return 0;
    if ((int64_t)rounded == exact) return 0;
    *(int64_t *)value = (int64_t)rounded;
    return 1;
}

MUTANT_EACH_ENTRY("pow_integer_via_double", "int64 pow computed in double",
                  1u << PC_OP_POW, PC_INT64, PC_INT64, through_double)
