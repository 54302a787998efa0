// xtensor_op_bitwise_and.cpp: the bitwise_and op of every pair of element types
// (xtensor_binary.hpp, bitwise_and_op in xtensor_ops.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

int32_t xtensor_bitwise_and(const promcast_call *call, const DLTensor *a, const DLTensor *b,
                    DLManagedTensor **result) {
    return promcast_xtensor::run_binary<promcast_xtensor::bitwise_and_op>(call, a, b, result);
}

int32_t xtensor_bitwise_and_inplace(const promcast_call *call, DLTensor *a, const DLTensor *b) {
    return promcast_xtensor::run_binary_inplace<promcast_xtensor::bitwise_and_op>(call, a, b);
}
