// xtensor_op_subtract.cpp: the subtract op of every pair of operand kinds:
// arrays of any two claimed element types, an array and a Python scalar
// (xtensor_binary.hpp, subtract_op in xtensor_ops.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

int32_t xtensor_subtract(const promcast_call *call, const promcast_value *a,
                         const promcast_value *b, DLManagedTensor **result) {
    return promcast_xtensor::run_binary<promcast_xtensor::subtract_op>(call, a, b, result);
}

int32_t xtensor_subtract_inplace(const promcast_call *call, DLTensor *a, const promcast_value *b) {
    return promcast_xtensor::run_binary_inplace<promcast_xtensor::subtract_op>(call, a, b);
}
