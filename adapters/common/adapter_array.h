/*
** adapter_array.h: the runner's arguments as the oracle's values.
**
** A DLTensor becomes a pc_array, a borrowed view of the same memory: no
** copy, so an in-place op writes through it into the runner's tensor.
** DLPack's conventions (dlpack.h, DLTensor): strides count elements, NULL
** strides mean compact row-major, the first element is at data +
** byte_offset. The oracle adds its own (promcast/array.h): CPU memory, at
** most 64 dimensions, no negative strides.
*/
#ifndef PROMCAST_ADAPTER_ARRAY_H
#define PROMCAST_ADAPTER_ARRAY_H

#include "promcast/adapter.h"
#include "promcast/array.h"

/* Fills `array` from `tensor`. PROMCAST_STATUS_OK, or
** PROMCAST_STATUS_INVALID_ARGUMENT with the reason, naming `role`: a NULL
** tensor, a device other than the CPU, ndim outside 0..64, a NULL shape
** with ndim > 0, a dtype none of the 18, a negative size or stride, data
** NULL with elements, offsets beyond int64. */
int32_t adapter_array_from_dl(const promcast_call *call, const DLTensor *tensor,
                              const char *role, pc_array *array);

/* Copies an ABI shape into a pc_shape: ndim 0..64 and dims non-NULL when
** ndim > 0, else PROMCAST_STATUS_INVALID_ARGUMENT. Sizes are copied as
** given; the oracle's functions check their signs. */
int32_t adapter_shape_from_abi(const promcast_call *call, promcast_shape shape,
                               const char *role, pc_shape *out);

/* Writes an oracle shape (rank <= 64 by its invariant) as an ABI result. */
void adapter_shape_to_result(const pc_shape *shape, promcast_shape_result *result);

#endif
