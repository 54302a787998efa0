// xtensor_op_divide.cpp: the divide op of every pair of operand kinds: arrays
// of any two claimed element types, an array and a Python scalar
// (xtensor_binary.hpp, divide_op in xtensor_ops.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

int32_t xtensor_divide(const promcast_call *call, const promcast_value *a,
                       const promcast_value *b, DLManagedTensor **result) {
    return promcast_xtensor::run_binary<promcast_xtensor::divide_op>(call, a, b, result);
}

int32_t xtensor_divide_inplace(const promcast_call *call, DLTensor *a, const promcast_value *b) {
    return promcast_xtensor::run_binary_inplace<promcast_xtensor::divide_op>(call, a, b);
}
