// torch_ops_functions.cpp: array_function (torch_adapter.h): the runner's
// arguments as PyTorch's, the call (torch_functions.h), and the results
// back.
//
// The case's default dtype is PyTorch's for the call (a Python float that
// torch.where or torch.clamp wraps takes it), except for broadcast_arrays,
// whose cases have none. Every result is exported as PyTorch made it: its
// dtype, shape and strides (broadcast_arrays' views keep stride 0).
#include <vector>

#include "torch_adapter.h"
#include "torch_functions.h"
#include "torch_status.h"
#include "torch_tensor.h"

namespace promcast_torch {
namespace {

// Exports `tensors` into results[0..]; on a failure, deletes those already
// exported, so the runner gets all or none.
int32_t export_all(const promcast_call *call, const std::vector<at::Tensor> &tensors,
                   DLManagedTensor **results, int32_t *result_count) {
    int32_t written = 0;
    for (const at::Tensor &tensor : tensors) {
        int32_t status = export_tensor(call, tensor, &results[written]);
        if (status != PROMCAST_STATUS_OK) {
            for (int32_t i = 0; i < written; i++)
                if (results[i]->deleter != nullptr) results[i]->deleter(results[i]);
            return status;
        }
        written++;
    }
    *result_count = written;
    return PROMCAST_STATUS_OK;
}

}  // namespace

int32_t array_function(void *state, const promcast_call *call, int32_t op,
                       const promcast_arguments *arguments, int32_t capacity,
                       DLManagedTensor **results, int32_t *result_count) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        if (arguments == nullptr || results == nullptr || result_count == nullptr)
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                          "array_function: arguments, results or result_count is NULL");
        *result_count = 0;
        int32_t status = PROMCAST_STATUS_OK;
        if (function_reads_default_float(op)) status = scope.use_default_float(call);
        std::vector<at::Tensor> answers;
        if (status == PROMCAST_STATUS_OK) status = call_function(call, op, *arguments, &answers);
        if (status != PROMCAST_STATUS_OK) return status;
        if (answers.size() > (size_t)(capacity > 0 ? capacity : 0))
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                          "%s gave %zu results, and results has room for %d",
                          promcast_op_name(op), answers.size(), (int)capacity);
        return export_all(call, answers, results, result_count);
    });
}

}  // namespace promcast_torch
