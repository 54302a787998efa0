// xtensor_op_multiply.cpp: the multiply op of every pair of element types
// (xtensor_binary.hpp, multiply_op in xtensor_ops.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

int32_t xtensor_multiply(const promcast_call *call, const DLTensor *a, const DLTensor *b,
                    DLManagedTensor **result) {
    return promcast_xtensor::run_binary<promcast_xtensor::multiply_op>(call, a, b, result);
}

int32_t xtensor_multiply_inplace(const promcast_call *call, DLTensor *a, const DLTensor *b) {
    return promcast_xtensor::run_binary_inplace<promcast_xtensor::multiply_op>(call, a, b);
}
