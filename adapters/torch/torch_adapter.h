// torch_adapter.h: the PyTorch adapter's table functions (adapter.h), one
// file per group of ops:
//   torch_ops_shapes.cpp       broadcast_shapes, broadcast_to, inplace_broadcast
//   torch_ops_dtypes.cpp       promote_types, result_type, can_cast
//   torch_ops_elementwise.cpp  elementwise, elementwise_inplace (the 17
//                              element-wise ops, torch_elementwise.h)
//   torch_ops_gradient.cpp     sum_to_shape
//   torch_ops_functions.cpp    array_function (the seven functions of
//                              several arrays, torch_functions.h)
//   torch_entry.cpp            promcast_adapter_open, the table, close
// Each calls PyTorch and reports what PyTorch did; none decides an outcome.
// Each runs its body through guarded() (torch_status.h), so no C++ exception
// leaves it, and inside a CallScope (torch_call_scope.h).
#ifndef PROMCAST_TORCH_ADAPTER_H
#define PROMCAST_TORCH_ADAPTER_H

#include <promcast/adapter.h>

#include "torch_call_scope.h"

namespace promcast_torch {

// adapter.h's `state`: what the calls share. It lives from
// promcast_adapter_open to close.
struct AdapterState {
    SilentWarnings warnings;
};

int32_t broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                         const promcast_shape *shapes, promcast_shape_result *result);
int32_t broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                     promcast_shape target, DLManagedTensor **view);
int32_t inplace_broadcast(void *state, const promcast_call *call, promcast_shape destination,
                          promcast_shape source, int32_t *allowed);

int32_t promote_types(void *state, const promcast_call *call, DLDataType a, DLDataType b,
                      DLDataType *result);
int32_t result_type(void *state, const promcast_call *call, int32_t count,
                    const promcast_operand *operands, DLDataType *result);
int32_t can_cast(void *state, const promcast_call *call, DLDataType from, DLDataType to,
                 int32_t *allowed);

int32_t elementwise(void *state, const promcast_call *call, int32_t op, const promcast_value *a,
                    const promcast_value *b, DLManagedTensor **result);
int32_t elementwise_inplace(void *state, const promcast_call *call, int32_t op, DLTensor *a,
                            const promcast_value *b);

int32_t sum_to_shape(void *state, const promcast_call *call, const DLTensor *gradient,
                     promcast_shape target, DLManagedTensor **result);

int32_t array_function(void *state, const promcast_call *call, int32_t op,
                       const promcast_arguments *arguments, int32_t capacity,
                       DLManagedTensor **results, int32_t *result_count);

}  // namespace promcast_torch

#endif
