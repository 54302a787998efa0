// xtensor_entry.cpp: the adapter's table and its one exported symbol.
//
// The adapter claims the numpy profile: xtensor's documentation presents
// its broadcasting and operators as NumPy's ("xtensor and numpy",
// "broadcasting follows the rules of numpy"), so NumPy's outcomes are
// what a user expects; the corpus reports where C++'s element types make
// it differ. It has no xla_broadcast and no sum_to_shape.
#include <array>
#include <cstddef>

#include <xtensor/xtensor_config.hpp>

#include "xtensor_adapter.hpp"
#include "xtensor_array_functions.hpp"
#include "xtensor_dtypes.hpp"
#include "xtensor_status.hpp"

namespace {

#define PROMCAST_XTENSOR_STRING(x) #x
#define PROMCAST_XTENSOR_VERSION_STRING(major, minor, patch) \
    PROMCAST_XTENSOR_STRING(major) "." PROMCAST_XTENSOR_STRING(minor) "." PROMCAST_XTENSOR_STRING(patch)

// The element-wise op ids the adapter lists, each with its functions: out
// of place, and in place where xtensor has an in-place form (NULL where it
// has none, and the in-place id is not listed). The compound assignments
// +=, -=, *=, /=, &=, |= and ^= are xtensor's; the functions (maximum,
// minimum, the comparisons, pow, atan2, hypot), &&, ||, << and >> are
// listed in place as the assignment written out, `a = xt::maximum(a, b)`,
// `a = a && b` (xtensor_ops.hpp): what xtensor's own += does, and what its
// users write.
struct elementwise_functions {
    int32_t op;
    int32_t (*out_of_place)(const promcast_call *, const promcast_value *, const promcast_value *,
                            DLManagedTensor **);
    int32_t (*in_place)(const promcast_call *, DLTensor *, const promcast_value *);
};
constexpr elementwise_functions elementwise_ops[] = {
    {PROMCAST_OP_ADD, xtensor_add, xtensor_add_inplace},
    {PROMCAST_OP_SUBTRACT, xtensor_subtract, xtensor_subtract_inplace},
    {PROMCAST_OP_MULTIPLY, xtensor_multiply, xtensor_multiply_inplace},
    {PROMCAST_OP_DIVIDE, xtensor_divide, xtensor_divide_inplace},
    {PROMCAST_OP_MAXIMUM, xtensor_maximum, xtensor_maximum_inplace},
    {PROMCAST_OP_EQUAL, xtensor_equal, xtensor_equal_inplace},
    {PROMCAST_OP_LESS, xtensor_less, xtensor_less_inplace},
    {PROMCAST_OP_BITWISE_AND, xtensor_bitwise_and, xtensor_bitwise_and_inplace},
    {PROMCAST_OP_NOT_EQUAL, xtensor_not_equal, xtensor_not_equal_inplace},
    {PROMCAST_OP_LESS_EQUAL, xtensor_less_equal, xtensor_less_equal_inplace},
    {PROMCAST_OP_GREATER, xtensor_greater, xtensor_greater_inplace},
    {PROMCAST_OP_GREATER_EQUAL, xtensor_greater_equal, xtensor_greater_equal_inplace},
    {PROMCAST_OP_MINIMUM, xtensor_minimum, xtensor_minimum_inplace},
    {PROMCAST_OP_BITWISE_OR, xtensor_bitwise_or, xtensor_bitwise_or_inplace},
    {PROMCAST_OP_BITWISE_XOR, xtensor_bitwise_xor, xtensor_bitwise_xor_inplace},
    {PROMCAST_OP_LOGICAL_AND, xtensor_logical_and, xtensor_logical_and_inplace},
    {PROMCAST_OP_LOGICAL_OR, xtensor_logical_or, xtensor_logical_or_inplace},
    {PROMCAST_OP_BITWISE_LEFT_SHIFT, xtensor_bitwise_left_shift,
     xtensor_bitwise_left_shift_inplace},
    {PROMCAST_OP_BITWISE_RIGHT_SHIFT, xtensor_bitwise_right_shift,
     xtensor_bitwise_right_shift_inplace},
    {PROMCAST_OP_POW, xtensor_pow, xtensor_pow_inplace},
    {PROMCAST_OP_ATAN2, xtensor_atan2, xtensor_atan2_inplace},
    {PROMCAST_OP_HYPOT, xtensor_hypot, xtensor_hypot_inplace},
};
constexpr std::size_t elementwise_count = sizeof elementwise_ops / sizeof elementwise_ops[0];

const elementwise_functions *elementwise_op(const promcast_call *call, int32_t op) {
    for (const elementwise_functions &functions : elementwise_ops)
        if (functions.op == op) return &functions;
    const char *name = promcast_op_name(op);
    promcast_xtensor::fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                           "op %d (%s) is not an element-wise op this adapter lists",
                           static_cast<int>(op), name != nullptr ? name : "unknown to adapter.h");
    return nullptr;
}

int32_t xtensor_elementwise(void *state, const promcast_call *call, int32_t op,
                            const promcast_value *a, const promcast_value *b,
                            DLManagedTensor **result) {
    (void)state;
    if (result != nullptr) *result = nullptr;
    const elementwise_functions *functions = elementwise_op(call, op);
    if (functions == nullptr) return PROMCAST_STATUS_INVALID_ARGUMENT;
    if (result == nullptr)
        return promcast_xtensor::fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "result is NULL");
    return functions->out_of_place(call, a, b, result);
}

int32_t xtensor_elementwise_inplace(void *state, const promcast_call *call, int32_t op,
                                    DLTensor *a, const promcast_value *b) {
    (void)state;
    const elementwise_functions *functions = elementwise_op(call, op);
    if (functions == nullptr) return PROMCAST_STATUS_INVALID_ARGUMENT;
    if (functions->in_place == nullptr)
        return promcast_xtensor::fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                      "op %d (%s) in place is not an op this adapter lists: "
                                      "xtensor has no in-place form of it",
                                      static_cast<int>(op), promcast_op_name(op));
    return functions->in_place(call, a, b);
}

// No xla_broadcast, no sum_to_shape: these, with the functions of several
// arrays xtensor has (array_function; not matmul or vecdot, which need
// xtensor-blas: xtensor_functions.cpp), then the element-wise ops out of
// place, then those that have an in-place form, in place.
constexpr int32_t other_ops[] = {
    PROMCAST_OP_BROADCAST_SHAPES, PROMCAST_OP_BROADCAST_TO, PROMCAST_OP_INPLACE_BROADCAST,
    PROMCAST_OP_PROMOTE_TYPES,    PROMCAST_OP_RESULT_TYPE,  PROMCAST_OP_CAN_CAST,
    PROMCAST_OP_WHERE,            PROMCAST_OP_CLIP,         PROMCAST_OP_CONCAT,
    PROMCAST_OP_STACK,            PROMCAST_OP_BROADCAST_ARRAYS,
};

constexpr std::size_t inplace_count() {
    std::size_t count = 0;
    for (const elementwise_functions &functions : elementwise_ops)
        count += functions.in_place != nullptr;
    return count;
}
constexpr std::size_t op_count =
    sizeof other_ops / sizeof other_ops[0] + elementwise_count + inplace_count();

constexpr std::array<int32_t, op_count> listed_ops() {
    std::array<int32_t, op_count> ops{};
    std::size_t n = 0;
    for (int32_t op : other_ops) ops[n++] = op;
    for (const elementwise_functions &functions : elementwise_ops) ops[n++] = functions.op;
    for (const elementwise_functions &functions : elementwise_ops)
        if (functions.in_place != nullptr) ops[n++] = functions.op | PROMCAST_OP_INPLACE;
    return ops;
}
constexpr std::array<int32_t, op_count> ops = listed_ops();

promcast_adapter make_table() {
    promcast_adapter table{};
    table.abi_major = PROMCAST_ADAPTER_ABI_MAJOR;
    table.abi_minor = PROMCAST_ADAPTER_ABI_MINOR;
    table.size = sizeof(promcast_adapter);
    table.name = "xtensor";
    table.library = "xtensor";
    table.library_version = PROMCAST_XTENSOR_VERSION_STRING(
        XTENSOR_VERSION_MAJOR, XTENSOR_VERSION_MINOR, XTENSOR_VERSION_PATCH);
    table.profile = "numpy";
    table.dtypes = promcast_xtensor::claimed_dtype_list.data();
    table.dtype_count = static_cast<int32_t>(promcast_xtensor::claimed_dtype_list.size());
    table.ops = ops.data();
    table.op_count = static_cast<int32_t>(ops.size());
    table.state = nullptr;
    table.broadcast_shapes = xtensor_broadcast_shapes;
    table.broadcast_to = xtensor_broadcast_to;
    table.inplace_broadcast = xtensor_inplace_broadcast;
    table.xla_broadcast = nullptr;
    table.promote_types = xtensor_promote_types;
    table.result_type = xtensor_result_type;
    table.can_cast = xtensor_can_cast;
    table.sum_to_shape = nullptr;
    table.elementwise = xtensor_elementwise;
    table.elementwise_inplace = xtensor_elementwise_inplace;
    table.close = nullptr;
    table.array_function = xtensor_array_function;
    return table;
}

// Static and never written after initialisation: the ABI lets the runner
// keep it until close (adapter.h, OWNERSHIP).
const promcast_adapter table = make_table();

}  // namespace

// xtensor is header-only and compiled in: nothing to initialise, nothing
// to configure. Every option is refused ("unknown option 'KEY' (this
// adapter takes no options)").
const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    if (!promcast_adapter_check_options(request, nullptr, 0)) return nullptr;
    return &table;
}
