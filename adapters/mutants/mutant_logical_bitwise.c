/*
** mutant_logical_bitwise.c: logical_and and logical_xor on the raw bits.
**
** Bug: the logical ops of integer operands computed as the bitwise ops,
** the result then tested against zero, as if each operand were already 0
** or 1: logical_and(1, 2) gives false (1 & 2 is 0) and logical_xor(1, 2)
** true (1 ^ 2 is 3), where each operand is true for being nonzero
** (PyTorch's logical_and_kernel `a && b`, NumPy's logical_and loops, the
** Array API: each operand "must be ... converted to bool"). logical_or
** agrees (a | b is nonzero exactly when one operand is). Seen where
** logical ops are implemented as or aliased to bitwise ones (numpy's
** `&` on arrays that were meant to be masks, C's `&` for `&&`), which
** holds only for operands that are 0 or 1.
** Killing input: logical_and int32 [1] {1} with int32 [1] {2}: the oracle
** gives bool {1}, the mutant {0}.
** Killed by: generated/values (logical_and, logical_xor of integers).
*/
#include <stdint.h>

#include "mutant.h"

static int bitwise_truth(pc_binary_op op, pc_dtype compute, const void *x, const void *y,
                         void *value) {
    if (!pc_dtype_is_integral(compute)) return 0;
    uint64_t p = (uint64_t) * (const int64_t *)x, q = (uint64_t) * (const int64_t *)y;
    *(uint8_t *)value = (op == PC_OP_LOGICAL_XOR ? p ^ q : p & q) != 0;
    return 1;
}

MUTANT_EACH_ENTRY("logical_bitwise", "logical_and, logical_xor as bitwise ops tested != 0",
                  1u << PC_OP_LOGICAL_AND | 1u << PC_OP_LOGICAL_XOR,
                  PC_INT64, PC_BOOL, bitwise_truth)
