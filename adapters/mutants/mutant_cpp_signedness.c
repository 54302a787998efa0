/*
** mutant_cpp_signedness.c: mixed signed and unsigned integers promote by
** C++'s usual arithmetic conversions.
**
** Bug: for a signed and an unsigned integer type, the result is what
** decltype(a + b) (std::common_type) gives in C++: both first promoted to
** at least int (int8 + uint8 -> int32), then, at equal rank, the unsigned
** type (int32 + uint32 -> uint32, int64 + uint64 -> uint64), else the wider
** type. Seen in C++ array libraries whose element type of an expression is
** the C++ type of the scalar expression (expression-template libraries that
** use std::common_type); PyTorch's table gives int16 for int8 + uint8 and
** no promotion for the wider unsigned types.
** Killing input: promote_types int8, uint8: the oracle gives int16, the
** mutant int32.
** Killed by: spec/torch/matrix (promoteTypes' table), generated/promotion.
*/
#include "promcast/abi_dtype.h"
#include "mutant.h"

/* The C++ type of a + b for two integer types of different signedness. */
static pc_dtype usual_arithmetic_conversion(pc_dtype x, pc_dtype y) {
    pc_dtype signed_type = pc_dtype_kind_of(x) == PC_KIND_SIGNED ? x : y;
    pc_dtype unsigned_type = signed_type == x ? y : x;
    /* Integer promotion: anything narrower than int becomes int. */
    if (pc_dtype_bits(signed_type) < 32) signed_type = PC_INT32;
    if (pc_dtype_bits(unsigned_type) < 32) return signed_type;
    if (pc_dtype_bits(unsigned_type) >= pc_dtype_bits(signed_type)) return unsigned_type;
    return signed_type;  /* it represents every value of the unsigned type */
}

static int32_t cpp_signedness_promote_types(void *state, const promcast_call *call,
                                            DLDataType a, DLDataType b, DLDataType *result) {
    pc_dtype x, y;
    if (mutant_dtype_pair(a, b, &x, &y)) {
        pc_dtype_kind p = pc_dtype_kind_of(x), q = pc_dtype_kind_of(y);
        if ((p == PC_KIND_SIGNED && q == PC_KIND_UNSIGNED) ||
            (p == PC_KIND_UNSIGNED && q == PC_KIND_SIGNED)) {
            *result = abi_dl_dtype(usual_arithmetic_conversion(x, y));
            return PROMCAST_STATUS_OK;
        }
    }
    return ORACLE->promote_types(state, call, a, b, result);
}

MUTANT_ENTRY("cpp_signedness", "mixed signed/unsigned promoted the C++ way", promote_types,
             cpp_signedness_promote_types)
