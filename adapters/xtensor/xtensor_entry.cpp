// xtensor_entry.cpp: the adapter's table and its one exported symbol.
//
// The adapter claims the numpy profile: xtensor's documentation presents
// its broadcasting and operators as NumPy's ("xtensor and numpy",
// "broadcasting follows the rules of numpy"), so NumPy's outcomes are
// what a user expects; the corpus reports where C++'s element types make
// it differ. It has no xla_broadcast and no sum_to_shape.
#include <xtensor/xtensor_config.hpp>

#include "xtensor_adapter.hpp"
#include "xtensor_dtypes.hpp"
#include "xtensor_status.hpp"

namespace {

#define PROMCAST_XTENSOR_STRING(x) #x
#define PROMCAST_XTENSOR_VERSION_STRING(major, minor, patch) \
    PROMCAST_XTENSOR_STRING(major) "." PROMCAST_XTENSOR_STRING(minor) "." PROMCAST_XTENSOR_STRING(patch)

// Indexed by op - PROMCAST_OP_ADD, in promcast_op's order.
struct binary_functions {
    int32_t (*out_of_place)(const promcast_call *, const DLTensor *, const DLTensor *,
                            DLManagedTensor **);
    int32_t (*in_place)(const promcast_call *, DLTensor *, const DLTensor *);
};
constexpr binary_functions binary_ops[] = {
    {xtensor_add, xtensor_add_inplace},
    {xtensor_subtract, xtensor_subtract_inplace},
    {xtensor_multiply, xtensor_multiply_inplace},
    {xtensor_true_divide, xtensor_true_divide_inplace},
    {xtensor_maximum, xtensor_maximum_inplace},
    {xtensor_equal, xtensor_equal_inplace},
    {xtensor_less, xtensor_less_inplace},
    {xtensor_bitwise_and, xtensor_bitwise_and_inplace},
};
static_assert(sizeof binary_ops / sizeof binary_ops[0] == PROMCAST_OP_INPLACE_OFFSET,
              "one entry per binary op of adapter.h");

const binary_functions *binary_op(const promcast_call *call, int32_t op) {
    if (op < PROMCAST_OP_ADD || op > PROMCAST_OP_BITWISE_AND) {
        promcast_xtensor::fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                               "op %d is not a binary op (%d..%d)", static_cast<int>(op),
                               PROMCAST_OP_ADD, PROMCAST_OP_BITWISE_AND);
        return nullptr;
    }
    return &binary_ops[op - PROMCAST_OP_ADD];
}

int32_t xtensor_binary(void *state, const promcast_call *call, int32_t op,
                       const DLTensor *a, const DLTensor *b,
                       DLManagedTensor **result) {
    (void)state;
    if (result != nullptr) *result = nullptr;
    const binary_functions *functions = binary_op(call, op);
    if (functions == nullptr) return PROMCAST_STATUS_INVALID_ARGUMENT;
    if (result == nullptr)
        return promcast_xtensor::fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "result is NULL");
    return functions->out_of_place(call, a, b, result);
}

int32_t xtensor_binary_inplace(void *state, const promcast_call *call, int32_t op,
                               DLTensor *a, const DLTensor *b) {
    (void)state;
    const binary_functions *functions = binary_op(call, op);
    if (functions == nullptr) return PROMCAST_STATUS_INVALID_ARGUMENT;
    return functions->in_place(call, a, b);
}

constexpr uint64_t bit(promcast_op op) {
    return UINT64_C(1) << op;
}

constexpr uint64_t binary_ops_mask() {
    uint64_t mask = 0;
    for (int op = PROMCAST_OP_ADD; op <= PROMCAST_OP_BITWISE_AND; op++)
        mask |= bit(static_cast<promcast_op>(op)) |
                bit(static_cast<promcast_op>(op + PROMCAST_OP_INPLACE_OFFSET));
    return mask;
}

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
    table.dtypes = promcast_xtensor::claimed_dtype_mask;
    table.ops = bit(PROMCAST_OP_BROADCAST_SHAPES) | bit(PROMCAST_OP_BROADCAST_TO) |
                bit(PROMCAST_OP_INPLACE_BROADCAST) | bit(PROMCAST_OP_PROMOTE_TYPES) |
                bit(PROMCAST_OP_RESULT_TYPE) | bit(PROMCAST_OP_CAN_CAST) | binary_ops_mask();
    table.state = nullptr;
    table.broadcast_shapes = xtensor_broadcast_shapes;
    table.broadcast_to = xtensor_broadcast_to;
    table.inplace_broadcast = xtensor_inplace_broadcast;
    table.xla_broadcast = nullptr;
    table.promote_types = xtensor_promote_types;
    table.result_type = xtensor_result_type;
    table.can_cast = xtensor_can_cast;
    table.binary = xtensor_binary;
    table.binary_inplace = xtensor_binary_inplace;
    table.sum_to_shape = nullptr;
    table.close = nullptr;
    return table;
}

// Static and never written after initialisation: the ABI lets the runner
// keep it until close (adapter.h, OWNERSHIP).
const promcast_adapter table = make_table();

}  // namespace

const promcast_adapter *promcast_adapter_entry(char *message, size_t message_size) {
    (void)message, (void)message_size;  // header-only: nothing to initialise, nothing can fail
    return &table;
}
