// xtensor_functions.cpp: array_function, which dispatches the functions
// of several arrays by op id, and the argument readers they share
// (xtensor_functions.hpp).
//
// Listed: where, clip, concat, stack, broadcast_arrays. Not listed: matmul
// and vecdot, which xtensor itself does not have: its linear algebra
// (xt::linalg::dot, xt::linalg::vdot) is the separate library xtensor-blas
// over BLAS and LAPACK, which the adapter does not depend on (README.md).
#include <cstdio>
#include <type_traits>

#include "xtensor_array_functions.hpp"
#include "xtensor_functions.hpp"
#include "xtensor_status.hpp"

namespace promcast_xtensor {

int32_t expect_value_count(const promcast_call *call, const promcast_arguments *arguments,
                           int32_t count, const char *function) {
    if (arguments->count != count)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s takes %d values, not %d",
                    function, static_cast<int>(count), static_cast<int>(arguments->count));
    return PROMCAST_STATUS_OK;
}

int32_t refuse_axis(const promcast_call *call, const promcast_arguments *arguments,
                    const char *function) {
    if (arguments->axis_kind != PROMCAST_AXIS_DEFAULT)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s has no axis parameter",
                    function);
    return PROMCAST_STATUS_OK;
}

int32_t read_array_argument(const promcast_call *call, const promcast_arguments *arguments,
                            int32_t index, const char *role, tensor_layout *layout) {
    const promcast_value &value = arguments->values[index];
    if (value.kind != PROMCAST_VALUE_ARRAY)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                    "%s: value kind %d is not an array (0)", role, static_cast<int>(value.kind));
    return read_tensor_layout(call, value.array, role, layout);
}

int32_t read_array_list(const promcast_call *call, const promcast_arguments *arguments,
                        std::vector<tensor_layout> *arrays) {
    arrays->assign(static_cast<std::size_t>(arguments->count), tensor_layout{});
    char role[32];
    for (int32_t i = 0; i < arguments->count; i++) {
        std::snprintf(role, sizeof role, "array %d", static_cast<int>(i));
        int32_t status = read_array_argument(call, arguments, i, role,
                                             &(*arrays)[static_cast<std::size_t>(i)]);
        if (status != PROMCAST_STATUS_OK) return status;
    }
    return PROMCAST_STATUS_OK;
}

std::size_t size_t_axis(const promcast_arguments *arguments) {
    return arguments->axis_kind == PROMCAST_AXIS_GIVEN ? static_cast<std::size_t>(arguments->axis)
                                                       : 0;
}

int32_t select_takes(const operand_source &operand, bool *takes) {
    return visit_operand(operand, [&](auto kind) {
        *takes = std::is_scalar_v<typename decltype(kind)::type>;
        return PROMCAST_STATUS_OK;
    });
}

const char *dtype_cpp_name(DLDataType dtype) {
    const char *name = "(a dtype xtensor has not)";
    int32_t status = PROMCAST_STATUS_OK;
    visit_dtype(
        dtype,
        [&](auto tag) {
            name = cpp_type_name<typename decltype(tag)::type>();
            return PROMCAST_STATUS_OK;
        },
        status);
    return name;
}

}  // namespace promcast_xtensor

namespace {

using function_entry = int32_t (*)(const promcast_call *, const promcast_arguments *, int32_t,
                                   DLManagedTensor **, int32_t *);

struct array_function_entry {
    int32_t op;
    function_entry function;
};

// The op ids xtensor_entry.cpp lists, each with its function.
constexpr array_function_entry array_functions[] = {
    {PROMCAST_OP_WHERE, xtensor_where},
    {PROMCAST_OP_CLIP, xtensor_clip},
    {PROMCAST_OP_CONCAT, xtensor_concat},
    {PROMCAST_OP_STACK, xtensor_stack},
    {PROMCAST_OP_BROADCAST_ARRAYS, xtensor_broadcast_arrays},
};

}  // namespace

int32_t xtensor_array_function(void *state, const promcast_call *call, int32_t op,
                               const promcast_arguments *arguments, int32_t capacity,
                               DLManagedTensor **results, int32_t *result_count) {
    using promcast_xtensor::fail;
    (void)state;
    if (result_count == nullptr)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "result_count is NULL");
    *result_count = 0;
    function_entry function = nullptr;
    for (const array_function_entry &entry : array_functions)
        if (entry.op == op) function = entry.function;
    if (function == nullptr) {
        const char *name = promcast_op_name(op);
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                    "op %d (%s) is not a function of several arrays this adapter lists",
                    static_cast<int>(op), name != nullptr ? name : "unknown to adapter.h");
    }
    if (arguments == nullptr || (results == nullptr && capacity > 0))
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "arguments or results is NULL");
    if (arguments->count < 0 || (arguments->count > 0 && arguments->values == nullptr))
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%d values at %p",
                    static_cast<int>(arguments->count),
                    static_cast<const void *>(arguments->values));
    int32_t needed = op == PROMCAST_OP_BROADCAST_ARRAYS ? arguments->count : 1;
    if (capacity < needed)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                    "room for %d results, %d needed", static_cast<int>(capacity),
                    static_cast<int>(needed));
    for (int32_t i = 0; i < capacity; i++) results[i] = nullptr;
    return function(call, arguments, capacity, results, result_count);
}
