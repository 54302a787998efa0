// torch_options.h: the adapter's options, `promcast run --adapter-option
// KEY=VALUE` (adapter.h, promcast_adapter_request):
//   device=cpu   where PyTorch computes. cpu is the only value: the adapter
//                is built for the CPU only (Debian's libtorch 1.13 has no
//                CUDA: torch.version.cuda is None), and the runner's tensors
//                are in CPU memory (from_blob, torch_tensor.h).
// Any other key is refused, as is any other device.
#ifndef PROMCAST_TORCH_OPTIONS_H
#define PROMCAST_TORCH_OPTIONS_H

#include <promcast/adapter.h>

namespace promcast_torch {

// True when every option is one the adapter takes, with a value it takes;
// else false with the reason in request->message.
bool accept_options(const promcast_adapter_request *request);

}  // namespace promcast_torch

#endif
