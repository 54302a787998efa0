/*
** mutant_right_shift_logical.c: signed right shift fills with zeros.
**
** Bug: bitwise_right_shift of a signed integer done on its bits as an
** unsigned (logical) shift, filling with zeros instead of copies of the
** sign bit: int8 -8 >> 1 gives 124, not -4 (PyTorch's rshift_kernel
** shifts the signed type, an arithmetic shift; NumPy's npy_rshift; the
** Array API's bitwise_right_shift: "an arithmetic shift ... floor
** division by 2**x2"; XLA's ShiftRightArithmetic, which jnp uses for
** signed types). Seen in code that casts to the unsigned type of the same
** width before shifting to stay clear of C's implementation-defined right
** shift of negative values, and in bindings that map ">>" onto
** ShiftRightLogical or Java's ">>>".
** Killing input: bitwise_right_shift int8 [1] {-8} by int8 [1] {1}: the
** oracle gives int8 {-4}, the mutant {124}.
** Killed by: generated/values (bitwise_right_shift of negative values).
*/
#include <stdint.h>

#include "mutant.h"

static int logical_shift(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                         void *value) {
    (void)op;
    uint64_t width = 8u * (uint64_t)pc_dtype_size(compute);
    int64_t count = *(const int64_t *)y;
    /* Counts outside [0, width) keep the oracle's answer. */
    if (pc_dtype_kind_of(compute) != PC_KIND_SIGNED || count < 0 || (uint64_t)count >= width)
        return 0;
    uint64_t mask = width == 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1;
    *(uint64_t *)value = ((uint64_t) * (const int64_t *)x & mask) >> count;
    return 1;
}

MUTANT_EACH_ENTRY("right_shift_logical", "signed right shift as a logical (zero-fill) shift",
                  1u << PC_OP_BITWISE_RIGHT_SHIFT, PC_INT64, PC_UINT64, logical_shift)
