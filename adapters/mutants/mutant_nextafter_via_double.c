/*
** mutant_nextafter_via_double.c: nextafter of narrow floats in float64.
**
** Bug: nextafter of float32, float16 or bfloat16 operands computed by
** widening them to double, calling C's nextafter there and rounding the
** result back, which steps by one float64 ulp, a step the rounding undoes:
** nextafter(1, 2) in float32 gives 1, not 1.0000001 (C11 7.12.11.3 steps
** in the operand's own format, nextafterf for float; PyTorch's
** nextafter_kernel calls std::nextafter on the dtype's own type, and
** c10's nextafter for Half and BFloat16 steps their bit patterns;
** docs/semantics.md). Seen in bindings that implement the function once,
** for double, and cast around it (code generators that have only the
** double overload of a libm function, float16 support added by casting).
** Killing input: nextafter float32 [1] {1} towards float32 [1] {2}: the
** oracle gives float32 {1.0000001192092896}, the mutant {1}.
** Killed by: generated/values (nextafter of float32, float16, bfloat16).
*/
#include <math.h>

#include "mutant.h"

static int double_step(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                       void *value) {
    (void)op;
    if (!pc_dtype_is_floating(compute) || compute == PC_FLOAT64) return 0;
    *(double *)value = nextafter(*(const double *)x, *(const double *)y);
    return 1;
}

MUTANT_EACH_ENTRY("nextafter_via_double", "nextafter of narrow floats stepped in float64",
                  1u << PC_OP_NEXTAFTER, PC_FLOAT64, PC_FLOAT64, double_step)
