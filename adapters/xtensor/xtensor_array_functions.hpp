// xtensor_array_functions.hpp: the table's array_function and the
// functions of several arrays it dispatches to (adapter.h, FUNCTIONS OF
// SEVERAL ARRAYS), with C linkage like the other table functions
// (xtensor_adapter.hpp). A header of its own, which C includes too, so that
// adding a function recompiles none of the element-wise ops and the unit
// test (tests/test_xtensor_functions.c) calls array_function directly.
#ifndef PROMCAST_XTENSOR_ARRAY_FUNCTIONS_HPP
#define PROMCAST_XTENSOR_ARRAY_FUNCTIONS_HPP

#include "promcast/adapter.h"

#ifdef __cplusplus
extern "C" {
#endif

// xtensor_functions.cpp: the table's array_function, which dispatches by
// op id to the functions below.
int32_t xtensor_array_function(void *state, const promcast_call *call, int32_t op,
                               const promcast_arguments *arguments, int32_t capacity,
                               DLManagedTensor **results, int32_t *result_count);

// ops/xtensor_function_<name>.cpp (broadcast_arrays: xtensor_shapes.cpp):
// one function each, with array_function's arguments. The dispatcher has
// checked that `arguments` and `results` are not NULL, that the values are
// there, and that `capacity` is at least 1 (broadcast_arrays: at least the
// operand count); *result_count is 0 until the function sets it.
#define PROMCAST_XTENSOR_DECLARE_FUNCTION(name)                                             \
    int32_t xtensor_##name(const promcast_call *call, const promcast_arguments *arguments, \
                           int32_t capacity, DLManagedTensor **results,                    \
                           int32_t *result_count);
PROMCAST_XTENSOR_DECLARE_FUNCTION(where)
PROMCAST_XTENSOR_DECLARE_FUNCTION(clip)
PROMCAST_XTENSOR_DECLARE_FUNCTION(concat)
PROMCAST_XTENSOR_DECLARE_FUNCTION(stack)
PROMCAST_XTENSOR_DECLARE_FUNCTION(broadcast_arrays)
#undef PROMCAST_XTENSOR_DECLARE_FUNCTION

#ifdef __cplusplus
}
#endif

#endif
