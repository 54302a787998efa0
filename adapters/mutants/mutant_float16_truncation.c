/*
** mutant_float16_truncation.c: float16 results are rounded toward zero.
**
** Bug: add, subtract, multiply and divide with a float16 result
** truncate the exact result to float16 (drop the low bits) instead of
** rounding to nearest, ties to even, as IEEE 754 and every library's
** float16 kernels do. Seen in software float16 conversions that shift the
** float32 significand right without rounding (a classic shortcut in
** hand-written half-float code); 1 + 3*2^-12 becomes 1.0 instead of
** 1 + 2^-10.
** Killing input: add float16 [1] {1.0} with float16 [1] {0.000732421875}:
** the oracle gives 1.0009765625, the mutant 1.0.
** Killed by: generated/values (float16 arithmetic).
*/
#include <math.h>
#include <string.h>

#include "mutant.h"

/* The float16 nearest to x toward zero. */
static uint16_t float16_toward_zero(double x) {
    uint16_t bits = pc_float16_from_double(x);
    double rounded = pc_float16_to_double(bits);
    /* Rounding to nearest moved away from zero (to the next magnitude or
    ** to infinity): step back one unit in the last place. */
    if (!isnan(x) && !isinf(x) && fabs(rounded) > fabs(x)) bits--;
    return bits;
}

static double exact(pc_binary_op op, double x, double y) {
    switch (op) {
    case PC_OP_ADD: return x + y;
    case PC_OP_SUBTRACT: return x - y;
    case PC_OP_MULTIPLY: return x * y;
    default: return x / y;
    }
}

static void truncate_results(pc_binary_op op, const mutant_operands *in, char *out) {
    const double *x = in->a, *y = in->b;
    for (int64_t i = 0; i < in->count && in->plan.result_dtype == PC_FLOAT16; i++) {
        uint16_t bits = float16_toward_zero(exact(op, x[i], y[i]));
        memcpy(out + (size_t)i * sizeof bits, &bits, sizeof bits);
    }
}

static int32_t truncating_elementwise(void *state, const promcast_call *call, int32_t op,
                                      const promcast_value *a, const promcast_value *b,
                                      DLManagedTensor **result) {
    unsigned arithmetic = 1u << PC_OP_ADD | 1u << PC_OP_SUBTRACT | 1u << PC_OP_MULTIPLY |
                          1u << PC_OP_DIVIDE;
    return mutant_elementwise_recomputed(state, call, op, a, b, result, arithmetic, PC_FLOAT64,
                                         truncate_results);
}

MUTANT_ENTRY("float16_truncation", "float16 rounded by truncation", elementwise,
             truncating_elementwise)
