/*
** numpy_ops.h: the NumPy adapter's functions, one per op of adapter.h.
** Each calls NumPy and reports what NumPy did; `state` is the
** numpy_adapter. xla_broadcast and sum_to_shape are absent: NumPy has
** neither.
*/
#ifndef PROMCAST_NUMPY_OPS_H
#define PROMCAST_NUMPY_OPS_H

#include "promcast/adapter.h"

/* numpy_shapes.c: np.broadcast_shapes, np.broadcast_to, `+=`. */
int32_t numpy_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                               const promcast_shape *shapes, promcast_shape_result *result);
int32_t numpy_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                           promcast_shape target, DLManagedTensor **view);
int32_t numpy_inplace_broadcast(void *state, const promcast_call *call,
                                promcast_shape destination, promcast_shape source,
                                int32_t *allowed);

/* numpy_promotion.c: np.promote_types, np.can_cast(casting='same_kind'). */
int32_t numpy_promote_types(void *state, const promcast_call *call, DLDataType a, DLDataType b,
                            DLDataType *result);
int32_t numpy_can_cast(void *state, const promcast_call *call, DLDataType from, DLDataType to,
                       int32_t *allowed);

/* numpy_result_type.c: np.result_type, and the operation's conversion of
** the Python scalars the case gives values for. */
int32_t numpy_result_type(void *state, const promcast_call *call, int32_t count,
                          const promcast_operand *operands, DLDataType *result);

/* numpy_ufuncs.c: the element-wise ops as ufuncs (numpy_ufunc_names.h),
** and their out= forms. */
int32_t numpy_elementwise(void *state, const promcast_call *call, int32_t op,
                          const promcast_value *a, const promcast_value *b,
                          DLManagedTensor **result);
int32_t numpy_elementwise_inplace(void *state, const promcast_call *call, int32_t op, DLTensor *a,
                                  const promcast_value *b);

/* numpy_functions.c: the functions of several arrays
** (numpy_function_names.h) by NumPy's own functions. */
int32_t numpy_array_function(void *state, const promcast_call *call, int32_t op,
                             const promcast_arguments *arguments, int32_t capacity,
                             DLManagedTensor **results, int32_t *result_count);

#endif
