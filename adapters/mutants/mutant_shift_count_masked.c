/*
** mutant_shift_count_masked.c: shift counts taken modulo the width.
**
** Bug: bitwise_left_shift and bitwise_right_shift with the count reduced
** modulo the operand's width in bits, as x86's SHL, SHR and SAR reduce it
** (modulo 32, or 64 for 64-bit operands), instead of shifting everything
** out: int32 1 << 32 gives 1, not 0, and a negative count shifts by its
** low bits (PyTorch's lshift_kernel and rshift_kernel give 0, or the sign
** fill, for a count outside [0, width), as NumPy's npy_lshift and
** npy_rshift and XLA's shifts do; docs/semantics.md, Shifts). Seen in
** kernels that shift with the C or C++ operator and rely on the hardware
** for large counts, which is undefined behaviour there: PyTorch 1.13's
** vectorised int64 shifts gave 1 << 64 == 1 (docs/semantics.md).
** Killing input: bitwise_left_shift int32 [1] {1} by int32 [1] {32}: the
** oracle gives int32 {0}, the mutant {1}.
** Killed by: generated/values (shifts by counts outside [0, width)).
*/
#include <stdint.h>

#include "mutant.h"

static int masked_shift(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                        void *value) {
    if (!pc_dtype_is_integral(compute)) return 0;
    uint64_t width = 8u * (uint64_t)pc_dtype_size(compute);
    uint64_t bits = (uint64_t) * (const int64_t *)x;
    uint64_t count = (uint64_t) * (const int64_t *)y & (width - 1);
    /* The loaded operand is sign-extended, so shifting 64 bits is shifting
    ** in its own width; a right shift fills with the sign, as C++20's >>. */
    int negative = pc_dtype_kind_of(compute) == PC_KIND_SIGNED && *(const int64_t *)x < 0;
    *(uint64_t *)value = op == PC_OP_BITWISE_LEFT_SHIFT ? bits << count
                         : negative                    ? ~(~bits >> count)
                                                       : bits >> count;
    return 1;
}

MUTANT_EACH_ENTRY("shift_count_masked", "shift counts taken modulo the width (x86)",
                  1u << PC_OP_BITWISE_LEFT_SHIFT | 1u << PC_OP_BITWISE_RIGHT_SHIFT,
                  PC_INT64, PC_UINT64, masked_shift)
