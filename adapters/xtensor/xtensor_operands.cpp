// xtensor_operands.cpp: reading an element-wise operand (xtensor_operands.hpp).
#include "xtensor_operands.hpp"

namespace promcast_xtensor {

int32_t read_operand(const promcast_call *call, const promcast_value *value, const char *role,
                     operand_source *source) {
    if (value == nullptr)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: the operand is NULL", role);
    switch (value->kind) {
    case PROMCAST_VALUE_ARRAY:
        source->is_scalar = false;
        return read_tensor_layout(call, value->array, role, &source->layout);
    case PROMCAST_VALUE_SCALAR:
        source->is_scalar = true;
        return read_scalar(call, value->scalar, role, &source->scalar);
    default:
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                    "%s: value kind %d is neither array (0) nor scalar (1)", role,
                    static_cast<int>(value->kind));
    }
}

}  // namespace promcast_xtensor
