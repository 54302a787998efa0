/*
** mutant_integer_division.c: true division of integers stays integer.
**
** Bug: divide of two integer arrays divides in their promoted integer
** dtype, truncating toward zero (C's "/"), instead of computing in the
** default float: int32 7 / 2 gives int32 3, not float32 3.5. Seen in
** PyTorch before 1.5 (torch.div on integer tensors truncated; 1.5
** deprecated it, and later versions divide "true"), in Python 2's "/",
** and in C++ libraries whose operator/ on integer arrays is the C
** operator. Division by zero gives 0 here (C leaves it undefined).
** Killing input: divide int32 [1] {7} by int32 [1] {2}: the oracle
** gives float32 {3.5}, the mutant int32 {3}.
** Killed by: generated/values (divide of integers).
*/
#include <stdint.h>

#include "adapter_tensor.h"
#include "mutant.h"

static int64_t divide_signed(int64_t x, int64_t y) {
    if (y == 0) return 0;
    if (y == -1) return (int64_t)(0 - (uint64_t)x);  /* INT64_MIN / -1 wraps */
    return x / y;
}

static int32_t integer_divide(void *state, const promcast_call *call, int32_t op,
                              const promcast_value *a, const promcast_value *b,
                              DLManagedTensor **result) {
    oracle_operands arrays;
    mutant_operands in;
    /* Planned as an add: its compute dtype is the operands' promoted dtype. */
    if (op != PROMCAST_OP_DIVIDE ||
        oracle_adapter_operands(state, call, a, b, &arrays) != PROMCAST_STATUS_OK ||
        mutant_operands_load(call, PC_OP_ADD, arrays.a, arrays.b, PC_INT64, &in) !=
            PROMCAST_STATUS_OK)
        return ORACLE->elementwise(state, call, op, a, b, result);
    pc_dtype dtype = in.plan.compute_dtype;
    int32_t status;
    pc_array out;
    if (!pc_dtype_is_integral(dtype)) {
        status = ORACLE->elementwise(state, call, op, a, b, result);
    } else if ((status = adapter_tensor_new(call, dtype, &in.plan.shape, result, &out)) ==
               PROMCAST_STATUS_OK) {
        size_t size = pc_dtype_size(dtype);
        const int64_t *x = in.a, *y = in.b;
        for (int64_t i = 0; i < in.count; i++) {
            if (pc_dtype_kind_of(dtype) == PC_KIND_SIGNED) {
                int64_t value = divide_signed(x[i], y[i]);
                pc_cast_element(PC_INT64, &value, dtype, (char *)out.data + (size_t)i * size);
            } else {
                uint64_t value = y[i] == 0 ? 0 : (uint64_t)x[i] / (uint64_t)y[i];
                pc_cast_element(PC_UINT64, &value, dtype, (char *)out.data + (size_t)i * size);
            }
        }
    }
    mutant_operands_free(&in);
    return status;
}

MUTANT_ENTRY("integer_division", "divide of ints staying int", elementwise,
             integer_divide)
