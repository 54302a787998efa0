/*
** mutant_broadcast_to_copy.c: broadcast_to copies instead of making a view.
**
** Bug: broadcast_to returns a new contiguous array with the right values
** and row-major strides, not a view with stride 0 on the broadcast
** dimensions: memory grows with the target and writes do not alias. Seen
** in libraries without strided views (expand implemented as repeat/tile,
** e.g. np.tile where np.broadcast_to was meant); PyTorch's
** torch.Tensor.expand returns a view that gives the expanded dimensions
** stride 0 and allocates no new memory
** (https://pytorch.org/docs/stable/generated/torch.Tensor.expand.html).
** Killing input: broadcast_to int64 [1,3] {1,2,3} to [4,3]: the oracle's
** view has strides [0,1], the mutant's copy [3,1].
** Killed by: spec/torch/expand/expand-4-3, spec/torch/broadcast/stride-0,
** generated/broadcast_to.
*/
#include "adapter_array.h"
#include "adapter_tensor.h"
#include "mutant.h"

static int32_t copying_broadcast_to(void *state, const promcast_call *call,
                                    const DLTensor *source, promcast_shape target,
                                    DLManagedTensor **view) {
    int32_t status = ORACLE->broadcast_to(state, call, source, target, view);
    if (status != PROMCAST_STATUS_OK) return status;
    DLManagedTensor *expanded = *view, *copy = NULL;
    pc_array from, to;
    int64_t count;
    pc_error error;
    *view = NULL;
    status = adapter_array_from_dl(call, &expanded->dl_tensor, "the view", &from);
    if (status == PROMCAST_STATUS_OK)
        status = adapter_tensor_new(call, from.dtype, &from.shape, &copy, &to);
    if (status == PROMCAST_STATUS_OK) {
        pc_shape_element_count(&from.shape, &count, &error);
        mutant_cast_elements(&from, &to, count);
        *view = copy;
    }
    expanded->deleter(expanded);
    return status;
}

MUTANT_ENTRY("broadcast_to_copy", "broadcast_to copying instead of a stride-0 view",
             broadcast_to, copying_broadcast_to)
