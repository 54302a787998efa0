// xtensor_op_bitwise_and.cpp: the bitwise_and op of every pair of operand
// kinds: arrays of any two claimed element types, an array and a Python scalar
// (xtensor_binary.hpp, bitwise_and_op in xtensor_ops.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

int32_t xtensor_bitwise_and(const promcast_call *call, const promcast_value *a,
                            const promcast_value *b, DLManagedTensor **result) {
    return promcast_xtensor::run_binary<promcast_xtensor::bitwise_and_op>(call, a, b, result);
}

int32_t xtensor_bitwise_and_inplace(const promcast_call *call, DLTensor *a,
                                    const promcast_value *b) {
    return promcast_xtensor::run_binary_inplace<promcast_xtensor::bitwise_and_op>(call, a, b);
}
