// torch_tensor.h: DLPack tensors <-> at::Tensor, without copies.
//
// In: the runner's DLTensors become at::from_blob tensors over the runner's
// memory (its data, byte_offset and element strides), which PyTorch reads
// and, for the in-place destination, writes through those strides. from_blob
// rather than at::fromDLPack because the runner's tensors are not
// DLManagedTensors (the runner owns them) and because PyTorch 1.13's
// fromDLPack knows no bool code.
// Out: at::toDLPack, which hands the runner a DLManagedTensor that keeps the
// at::Tensor (and so its storage, or the view's source) alive until the
// runner calls its deleter; its dtype is then rewritten to the ABI's code.
#ifndef PROMCAST_TORCH_TENSOR_H
#define PROMCAST_TORCH_TENSOR_H

#include <ATen/core/Tensor.h>
#include <promcast/adapter.h>

namespace promcast_torch {

// An at::Tensor over `source`'s memory. PROMCAST_STATUS_OK, or
// PROMCAST_STATUS_INVALID_ARGUMENT (a device other than the CPU, an
// unclaimed dtype, a negative size or stride) with the reason, naming
// `role` ("a", "the gradient"), in call->message.
int32_t tensor_over(const promcast_call *call, const DLTensor *source, const char *role,
                    at::Tensor *tensor);

// The DLManagedTensor the runner gets for `tensor` (its data, shape and
// strides as PyTorch has them; the ABI's dtype code). PROMCAST_STATUS_OK or
// PROMCAST_STATUS_INTERNAL_ERROR (a dtype outside the ABI's table).
int32_t export_tensor(const promcast_call *call, const at::Tensor &tensor,
                      DLManagedTensor **result);

// `result`, or a copy of it when it shares memory with `input`: what an op
// returns must outlive the call, and the runner's inputs do not (adapter.h,
// OWNERSHIP; broadcast_to views excepted).
at::Tensor owned_result(const at::Tensor &result, const at::Tensor &input);

}  // namespace promcast_torch

#endif
