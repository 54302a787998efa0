// torch_functions.h: which PyTorch call each function of several arrays
// is (adapter.h, "FUNCTIONS OF SEVERAL ARRAYS"), for each form its
// arguments take.
//
// A Python user writes torch.where(c, x, 3), torch.clamp(x, None, 1),
// torch.cat([a, b], dim=1); each form reaches ATen through one overload,
// and the adapter calls that overload (torch_functions.cpp names each).
// Arrays are tensors over the runner's memory (a 0-d array a 0-d tensor);
// a Python scalar is a c10::Scalar (torch_scalar.h), as the binding
// unpacks a number for a Scalar parameter.
#ifndef PROMCAST_TORCH_FUNCTIONS_H
#define PROMCAST_TORCH_FUNCTIONS_H

#include <ATen/core/Tensor.h>
#include <promcast/adapter.h>

#include <vector>

namespace promcast_torch {

// The function op ids the adapter lists: all seven of ABI 2.2.
// torch_functions.cpp's table has a row for each, in this order (a
// static_assert there says so).
constexpr int32_t kFunctionOps[] = {
    PROMCAST_OP_WHERE,  PROMCAST_OP_CLIP,  PROMCAST_OP_MATMUL,           PROMCAST_OP_VECDOT,
    PROMCAST_OP_CONCAT, PROMCAST_OP_STACK, PROMCAST_OP_BROADCAST_ARRAYS,
};

// Whether op's PyTorch call reads the default dtype (a Python float
// wrapped for where or clamp takes it): every function but
// broadcast_arrays, whose cases have no profile and no default_float.
bool function_reads_default_float(int32_t op);

// Function `op` on `arguments`, appending its results to *results: one
// new tensor, or for broadcast_arrays one view per operand (views into the
// operands' memory, as adapter.h allows). A result that PyTorch made as a
// view of an operand is copied for the other functions (their results
// must outlive the call). Statuses, each with its reason in call->message:
//   PROMCAST_STATUS_OK;
//   PROMCAST_STATUS_INVALID_ARGUMENT for an op id not in kFunctionOps, or
//     arguments of a form the function does not take (the number of
//     values, a value's kind, an axis kind), or a malformed value;
//   PROMCAST_STATUS_UNSUPPORTED where PyTorch 1.13 has no call for the
//     form (concat's axis=None, clamp with one Tensor bound and one Python
//     scalar bound, a Python int outside int64).
// PyTorch's own refusals are thrown (c10::Error), for guarded() to map.
int32_t call_function(const promcast_call *call, int32_t op, const promcast_arguments &arguments,
                      std::vector<at::Tensor> *results);

}  // namespace promcast_torch

#endif
