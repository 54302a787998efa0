/*
** mutant_atan2_arguments_swapped.c: atan2(y, x) called as atan2(x, y).
**
** Bug: the operands of atan2 passed to C's atan2 in the wrong order. The
** case format's atan2(a, b) is the angle of the point (b, a), C's
** atan2(y, x) with y = a (C11 7.12.4.4; the Array API standard's
** atan2(x1, x2): "x1: input array corresponding to the y-coordinates";
** np.arctan2(x1, x2), torch.atan2(input, other) alike). Seen in bindings
** that take the (x, y) order of a point, as some languages' atan2 do
** (Excel's ATAN2(x_num, y_num), Mathematica's ArcTan[x, y]).
** Elements where the order does not matter are left to the oracle: equal
** operands (a zero's sign counts: atan2(0, -0) is pi, atan2(-0, 0) is -0)
** and a NaN operand.
** Killing input: atan2 float64 [1] {1} and float64 [1] {0}: the oracle
** gives float64 {1.5707963267948966}, the mutant {0}.
** Killed by: any atan2 case of real floats with a != b (generated/values).
*/
#include <math.h>

#include "mutant.h"

static int swapped(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                   void *value) {
    (void)op;
    if (!pc_dtype_is_floating(compute)) return 0;
    double a = *(const double *)x, b = *(const double *)y;
    if ((a == b && signbit(a) == signbit(b)) || isnan(a) || isnan(b)) return 0;
    *(double *)value = atan2(b, a);
    return 1;
}

MUTANT_EACH_ENTRY("atan2_arguments_swapped", "atan2 with its operands swapped",
                  1u << PC_OP_ATAN2, PC_FLOAT64, PC_FLOAT64, swapped)
