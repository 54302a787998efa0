/*
** mutant_logical_result_promoted.c: the logical ops give the promoted dtype.
**
** Bug: logical_and, logical_or and logical_xor return their operands'
** promoted dtype, holding 0 or 1, instead of bool: int8 with int8 gives
** int8 {1}, not bool {1} (PyTorch's logical ops are comparison ops, whose
** result is bool: BinaryOps.cpp, comparison_op; NumPy's logical ufuncs
** have only '??->?' style loops ending in '?'; the Array API: "an array
** containing the element-wise results. The returned array must have a
** data type of bool"). Seen in libraries that build the logical ops from
** arithmetic ((a != 0) * (b != 0) in the operands' dtype, a generic binary
** kernel whose output dtype is the promoted one), and in C and C++, where
** `a && b` is an int.
** Killing input: logical_and int8 [2] {1,0} with int8 [2] {2,2}: the
** oracle gives bool {1,0}, the mutant int8 {1,0}.
** Killed by: generated/values (logical ops of non-bool operands).
*/
#include "adapter_tensor.h"
#include "mutant.h"

static int32_t promoted_elementwise(void *state, const promcast_call *call, int32_t op,
                                    const promcast_value *a, const promcast_value *b,
                                    DLManagedTensor **result) {
    int32_t status;
    pc_binary_op binary_op;
    mutant_operands in;
    if (!mutant_elementwise_loaded(
            state, call, op, a, b, result, &status, PROMCAST_STATUS_OK,
            1u << PC_OP_LOGICAL_AND | 1u << PC_OP_LOGICAL_OR | 1u << PC_OP_LOGICAL_XOR, PC_INT64,
            &binary_op, &in))
        return status;
    pc_dtype dtype = in.plan.compute_dtype;
    DLManagedTensor *promoted;
    pc_array out;
    if (dtype != PC_BOOL && (status = adapter_tensor_new(call, dtype, &in.plan.shape, &promoted,
                                                         &out)) == PROMCAST_STATUS_OK) {
        const unsigned char *truth = (*result)->dl_tensor.data;
        size_t size = pc_dtype_size(dtype);
        for (int64_t i = 0; i < in.count; i++)
            pc_cast_element(PC_BOOL, truth + i, dtype, (char *)out.data + (size_t)i * size);
        (*result)->deleter(*result);
        *result = promoted;
    }
    mutant_operands_free(&in);
    return status;
}

MUTANT_ENTRY("logical_result_promoted", "logical ops giving the promoted dtype, not bool",
             elementwise, promoted_elementwise)
