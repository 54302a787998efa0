// xtensor_adapter.hpp: the functions of the xtensor adapter's table
// (promcast/adapter.h), one translation unit each group, and the
// element-wise ops the `elementwise` and `elementwise_inplace` entries
// dispatch to.
//
// They have C linkage because the table's function pointers are C
// function types; each catches every C++ exception (xtensor_status.hpp).
#ifndef PROMCAST_XTENSOR_ADAPTER_HPP
#define PROMCAST_XTENSOR_ADAPTER_HPP

#include <cstdint>

#include "promcast/adapter.h"

extern "C" {

// xtensor_shapes.cpp
int32_t xtensor_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                 const promcast_shape *shapes, promcast_shape_result *result);
int32_t xtensor_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                             promcast_shape target, DLManagedTensor **view);
int32_t xtensor_inplace_broadcast(void *state, const promcast_call *call,
                                  promcast_shape destination, promcast_shape source,
                                  int32_t *allowed);

// xtensor_promotion.cpp
int32_t xtensor_promote_types(void *state, const promcast_call *call, DLDataType a,
                              DLDataType b, DLDataType *result);
int32_t xtensor_result_type(void *state, const promcast_call *call, int32_t count,
                            const promcast_operand *operands, DLDataType *result);
int32_t xtensor_can_cast(void *state, const promcast_call *call, DLDataType from,
                         DLDataType to, int32_t *allowed);

// ops/xtensor_op_<name>.cpp: `a OP b` into a new tensor, and `a OP= b`
// (or `a = f(a, b)`, xtensor_ops.hpp) into a's memory; a and b arrays or
// (one of them) a Python scalar.
#define PROMCAST_XTENSOR_DECLARE_OUT_OF_PLACE_OP(name)                                      \
    int32_t xtensor_##name(const promcast_call *call, const promcast_value *a,             \
                           const promcast_value *b, DLManagedTensor **result);
#define PROMCAST_XTENSOR_DECLARE_OP(name)                                                   \
    PROMCAST_XTENSOR_DECLARE_OUT_OF_PLACE_OP(name)                                          \
    int32_t xtensor_##name##_inplace(const promcast_call *call, DLTensor *a,               \
                                     const promcast_value *b);
PROMCAST_XTENSOR_DECLARE_OP(add)
PROMCAST_XTENSOR_DECLARE_OP(subtract)
PROMCAST_XTENSOR_DECLARE_OP(multiply)
PROMCAST_XTENSOR_DECLARE_OP(divide)
PROMCAST_XTENSOR_DECLARE_OP(maximum)
PROMCAST_XTENSOR_DECLARE_OP(equal)
PROMCAST_XTENSOR_DECLARE_OP(less)
PROMCAST_XTENSOR_DECLARE_OP(bitwise_and)
PROMCAST_XTENSOR_DECLARE_OP(not_equal)
PROMCAST_XTENSOR_DECLARE_OP(less_equal)
PROMCAST_XTENSOR_DECLARE_OP(greater)
PROMCAST_XTENSOR_DECLARE_OP(greater_equal)
PROMCAST_XTENSOR_DECLARE_OP(minimum)
PROMCAST_XTENSOR_DECLARE_OP(bitwise_or)
PROMCAST_XTENSOR_DECLARE_OP(bitwise_xor)
PROMCAST_XTENSOR_DECLARE_OP(logical_and)
PROMCAST_XTENSOR_DECLARE_OP(logical_or)
PROMCAST_XTENSOR_DECLARE_OP(bitwise_left_shift)
PROMCAST_XTENSOR_DECLARE_OP(bitwise_right_shift)
PROMCAST_XTENSOR_DECLARE_OP(pow)
PROMCAST_XTENSOR_DECLARE_OP(atan2)
PROMCAST_XTENSOR_DECLARE_OP(hypot)
#undef PROMCAST_XTENSOR_DECLARE_OP
#undef PROMCAST_XTENSOR_DECLARE_OUT_OF_PLACE_OP
}

#endif
