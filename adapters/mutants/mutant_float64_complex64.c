/*
** mutant_float64_complex64.c: float64 with complex64 promotes to complex64.
**
** Bug: the complex operand's type wins because complex is the higher
** category, dropping float64's precision to float32 parts. Seen in naive
** "highest category wins" promotion; PyTorch promotes this pair to
** complex128 (PyTorch's "Tensor Attributes", the type promotion rules: a
** complex result must be large enough for the floating operand;
** promoteTypes' table, c10/core/ScalarType.cpp).
** Killing input: promote_types float64, complex64: the oracle gives
** complex128, the mutant complex64.
** Killed by: spec/torch/matrix (promoteTypes' table), generated/promotion.
*/
#include "mutant.h"

static int32_t float64_complex64_promote_types(void *state, const promcast_call *call,
                                               DLDataType a, DLDataType b, DLDataType *result) {
    return mutant_promote_pair(state, call, a, b, result, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX64);
}

MUTANT_ENTRY("float64_complex64", "float64 + complex64 -> complex64", promote_types,
             float64_complex64_promote_types)
