// torch_entry.cpp: promcast_adapter_entry, the PyTorch adapter's table, and
// close (adapter.h).
//
// Build: adapters/torch/CMakeLists.txt (libtorch-dev's TorchConfig.cmake).
// Run:   promcast run --adapter build/<preset>/adapters/libpromcast_adapter_torch.so
#include <ATen/Parallel.h>
#include <ATen/ops/ones.h>
#include <torch/version.h>

#include <cstdio>
#include <new>

#include "torch_adapter.h"
#include "torch_dtype.h"
#include "torch_status.h"

namespace promcast_torch {
namespace {

// Every op of the case format but xla_broadcast, which is XLA's, not
// PyTorch's.
constexpr uint64_t kClaimedOps = PROMCAST_ALL_OPS & ~(UINT64_C(1) << PROMCAST_OP_XLA_BROADCAST);

// The adapter's one allocation: the state the calls share and the table
// that points to it, freed by close. The table's `state` is the
// AdapterState part, which the functions cast it back to.
struct Instance : AdapterState {
    promcast_adapter table;
};

void close_instance(void *state) {
    delete static_cast<Instance *>(static_cast<AdapterState *>(state));
}

// Readies libtorch for the runner's calls. One intra-op thread: the runner
// may fork workers after the entry, and an OpenMP pool started before a
// fork does not survive in the child (aten/src/ATen/ParallelOpenMP.cpp); the
// corpus's tensors are small. Then one real op, so a libtorch that cannot
// run fails here, once, with its reason, rather than in every case.
bool initialise(Instance *instance, char *message, size_t message_size) {
    promcast_call call{};
    call.message = message;
    call.message_size = message_size;
    int32_t status = guarded(&call, [&]() -> int32_t {
        CallScope scope(&instance->warnings);
        at::set_num_threads(1);
        at::Tensor probe = at::ones({2}).add(at::ones({1}));
        if (probe.sum().item<double>() != 4.0)
            return report(&call, PROMCAST_STATUS_INTERNAL_ERROR,
                          "libtorch computed [1, 1] + [1] wrongly");
        return PROMCAST_STATUS_OK;
    });
    return status == PROMCAST_STATUS_OK;
}

}  // namespace
}  // namespace promcast_torch

const promcast_adapter *promcast_adapter_entry(char *message, size_t message_size) {
    using namespace promcast_torch;
    auto *instance = new (std::nothrow) Instance();
    if (instance == nullptr) {
        if (message != nullptr && message_size > 0)
            std::snprintf(message, message_size, "out of memory for the adapter's state");
        return nullptr;
    }
    char reason[512] = "";
    if (!initialise(instance, reason, sizeof reason)) {
        if (message != nullptr && message_size > 0)
            std::snprintf(message, message_size, "libtorch %s did not initialise: %s",
                          TORCH_VERSION, reason);
        delete instance;
        return nullptr;
    }
    promcast_adapter &table = instance->table;
    table.abi_major = PROMCAST_ADAPTER_ABI_MAJOR;
    table.abi_minor = PROMCAST_ADAPTER_ABI_MINOR;
    table.size = sizeof(promcast_adapter);
    table.name = "torch";
    table.library = "PyTorch";
    table.library_version = TORCH_VERSION;
    table.profile = "torch";
    table.dtypes = claimed_dtypes();
    table.ops = kClaimedOps;
    table.state = static_cast<AdapterState *>(instance);
    table.broadcast_shapes = broadcast_shapes;
    table.broadcast_to = broadcast_to;
    table.inplace_broadcast = inplace_broadcast;
    table.xla_broadcast = nullptr;
    table.promote_types = promote_types;
    table.result_type = result_type;
    table.can_cast = can_cast;
    table.binary = binary;
    table.binary_inplace = binary_inplace;
    table.sum_to_shape = sum_to_shape;
    table.close = close_instance;
    return &table;
}
