/*
** mutant_bitwise_xor_bool_int.c: bitwise_xor of two bools gives int32.
**
** Bug: bool ^ bool computed as C and C++ compute it, after the integral
** promotions, so the result is an int (int32) holding 0 or 1, instead of
** bool (PyTorch's bitwise_xor_kernel has a kBool branch, `a != b`, and
** the result dtype is the promoted one, bool; NumPy's '??->?' loop; the
** Array API: "a data type determined by type promotion"). Seen in C++
** expression-template libraries whose operator^ returns
** decltype(a ^ b) element by element (xtensor's xt::xarray<bool> ^
** xt::xarray<bool>), and in bindings that widen bool to int before a
** bitwise op.
** Killing input: bitwise_xor bool [2] {1,1} with bool [2] {1,0}: the oracle
** gives bool {0,1}, the mutant int32 {0,1}.
** Killed by: generated/values (bitwise_xor of bool and bool).
*/
#include <stdint.h>

#include "adapter_tensor.h"
#include "mutant.h"

static int32_t int_xor_elementwise(void *state, const promcast_call *call, int32_t op,
                                   const promcast_value *a, const promcast_value *b,
                                   DLManagedTensor **result) {
    oracle_operands arrays;
    mutant_operands in;
    if (op != PROMCAST_OP_BITWISE_XOR ||
        oracle_adapter_operands(state, call, a, b, &arrays) != PROMCAST_STATUS_OK ||
        mutant_operands_load(call, PC_OP_BITWISE_XOR, arrays.a, arrays.b, PC_INT64, &in) !=
            PROMCAST_STATUS_OK)
        return ORACLE->elementwise(state, call, op, a, b, result);
    int32_t status;
    pc_array out;
    if (in.plan.compute_dtype != PC_BOOL) {
        status = ORACLE->elementwise(state, call, op, a, b, result);
    } else if ((status = adapter_tensor_new(call, PC_INT32, &in.plan.shape, result, &out)) ==
               PROMCAST_STATUS_OK) {
        const int64_t *x = in.a, *y = in.b;
        for (int64_t i = 0; i < in.count; i++)
            ((int32_t *)out.data)[i] = (int32_t)(x[i] ^ y[i]);
    }
    mutant_operands_free(&in);
    return status;
}

MUTANT_ENTRY("bitwise_xor_bool_int", "bool ^ bool giving int32", elementwise,
             int_xor_elementwise)
