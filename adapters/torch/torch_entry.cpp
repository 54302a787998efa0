// torch_entry.cpp: promcast_adapter_open, the PyTorch adapter's table, and
// close (adapter.h).
//
// Build: adapters/torch/CMakeLists.txt (libtorch-dev's TorchConfig.cmake).
// Run:   promcast run --adapter build/<preset>/adapters/libpromcast_adapter_torch.so
//        [--adapter-option device=cpu]
#include <ATen/Parallel.h>
#include <ATen/ops/ones.h>
#include <c10/util/Logging.h>
#include <torch/version.h>

#include <array>
#include <cstddef>
#include <cstdio>
#include <new>
#include <string>

#include "torch_adapter.h"
#include "torch_dtype.h"
#include "torch_elementwise.h"
#include "torch_functions.h"
#include "torch_options.h"
#include "torch_status.h"

namespace promcast_torch {
namespace {

// Every op of the case format but xla_broadcast, which is XLA's, not
// PyTorch's: these, then kElementwiseOps out of place and in place, then
// kFunctionOps.
constexpr int32_t kOtherOps[] = {
    PROMCAST_OP_BROADCAST_SHAPES, PROMCAST_OP_BROADCAST_TO, PROMCAST_OP_INPLACE_BROADCAST,
    PROMCAST_OP_PROMOTE_TYPES,    PROMCAST_OP_RESULT_TYPE,  PROMCAST_OP_CAN_CAST,
    PROMCAST_OP_SUM_TO_SHAPE,
};
constexpr std::size_t kOtherCount = sizeof kOtherOps / sizeof kOtherOps[0];
constexpr std::size_t kElementwiseCount = sizeof kElementwiseOps / sizeof kElementwiseOps[0];
constexpr std::size_t kFunctionCount = sizeof kFunctionOps / sizeof kFunctionOps[0];
constexpr std::size_t kOpCount = kOtherCount + 2 * kElementwiseCount + kFunctionCount;

// The table's `ops` list, made by the compiler.
constexpr std::array<int32_t, kOpCount> listed_ops() {
    std::array<int32_t, kOpCount> ops{};
    std::size_t n = 0;
    for (int32_t op : kOtherOps) ops[n++] = op;
    for (int32_t op : kElementwiseOps) ops[n++] = op;
    for (int32_t op : kElementwiseOps) ops[n++] = op | PROMCAST_OP_INPLACE;
    for (int32_t op : kFunctionOps) ops[n++] = op;
    return ops;
}
constexpr auto kOps = listed_ops();

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
// corpus's tensors are small. No C++ backtraces: every c10::Error records
// one when it is made (c10/util/Exception.cpp, Error::Error with a
// SourceLocation), symbolizing each frame, and that was most of the
// adapter's CPU time in a run, where thousands of cases are refused; the
// adapter reports what_without_backtrace() and never reads it (the adapter
// is linked -z nodelete, so the callback outlives dlclose). Then one real
// op, so a libtorch that cannot run fails here, once, with its reason,
// rather than in every case.
bool initialise(Instance *instance, char *message, size_t message_size) {
    promcast_call call{};
    call.message = message;
    call.message_size = message_size;
    int32_t status = guarded(&call, [&]() -> int32_t {
        CallScope scope(&instance->warnings);
        at::set_num_threads(1);
        c10::SetStackTraceFetcher([] { return std::string(); });
        at::Tensor probe = at::ones({2}).add(at::ones({1}));
        if (probe.sum().item<double>() != 4.0)
            return report(&call, PROMCAST_STATUS_INTERNAL_ERROR,
                          "libtorch computed [1, 1] + [1] wrongly");
        return PROMCAST_STATUS_OK;
    });
    return status == PROMCAST_STATUS_OK;
}

void fill_table(Instance *instance) {
    c10::ArrayRef<DLDataType> dtypes = claimed_dtypes();
    promcast_adapter &table = instance->table;
    table.abi_major = PROMCAST_ADAPTER_ABI_MAJOR;
    table.abi_minor = PROMCAST_ADAPTER_ABI_MINOR;
    table.size = sizeof(promcast_adapter);
    table.name = "torch";
    table.library = "PyTorch";
    table.library_version = TORCH_VERSION;
    table.profile = "torch";
    table.dtypes = dtypes.data();
    table.dtype_count = (int32_t)dtypes.size();
    table.ops = kOps.data();
    table.op_count = (int32_t)kOps.size();
    table.state = static_cast<AdapterState *>(instance);
    table.broadcast_shapes = broadcast_shapes;
    table.broadcast_to = broadcast_to;
    table.inplace_broadcast = inplace_broadcast;
    table.xla_broadcast = nullptr;
    table.promote_types = promote_types;
    table.result_type = result_type;
    table.can_cast = can_cast;
    table.sum_to_shape = sum_to_shape;
    table.elementwise = elementwise;
    table.elementwise_inplace = elementwise_inplace;
    table.close = close_instance;
    table.array_function = array_function;
}

}  // namespace
}  // namespace promcast_torch

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    using namespace promcast_torch;
    if (!accept_options(request)) return nullptr;
    auto *instance = new (std::nothrow) Instance();
    if (instance == nullptr) {
        std::snprintf(request->message, request->message_size,
                      "out of memory for the adapter's state");
        return nullptr;
    }
    char reason[512] = "";
    if (!initialise(instance, reason, sizeof reason)) {
        std::snprintf(request->message, request->message_size,
                      "libtorch %s did not initialise: %s", TORCH_VERSION, reason);
        delete instance;
        return nullptr;
    }
    fill_table(instance);
    return &instance->table;
}
