// xtensor_op_maximum.cpp: the maximum op of every pair of element types
// (xtensor_binary.hpp, maximum_op in xtensor_ops.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

int32_t xtensor_maximum(const promcast_call *call, const DLTensor *a, const DLTensor *b,
                    DLManagedTensor **result) {
    return promcast_xtensor::run_binary<promcast_xtensor::maximum_op>(call, a, b, result);
}

int32_t xtensor_maximum_inplace(const promcast_call *call, DLTensor *a, const DLTensor *b) {
    return promcast_xtensor::run_binary_inplace<promcast_xtensor::maximum_op>(call, a, b);
}
