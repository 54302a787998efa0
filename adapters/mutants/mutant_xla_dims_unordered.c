/*
** mutant_xla_dims_unordered.c: XLA broadcast_dimensions need not increase.
**
** Bug: broadcast_dimensions out of order are accepted, as a mapping
** sorted by output dimension, so lhs (2,3,4,5) with rhs (4,3) and dims
** [2,1] gives (2,3,4,5) where XLA says "broadcast dimensions order is
** wrong" (InferInDimBroadcastShape, xla/service/shape_inference.cc; XLA's
** Broadcasting page, §Formal definition: matching V to N and T to P is
** illegal). Seen in reimplementations
** that store the mapping in a dict or sort it before checking, which
** amounts to an implicit transpose of the lower-rank operand.
** Killing input: xla_broadcast lhs [2,3,4,5], rhs [4,3], dims [2,1]: the
** oracle gives invalid_broadcast_dimensions, the mutant [2,3,4,5].
** Killed by: spec/xla/formal/matrix-v-to-n-t-to-p, generated/xla.
*/
#include <string.h>

#include "mutant.h"

static int32_t unordered_xla_broadcast(void *state, const promcast_call *call,
                                       promcast_shape lhs, promcast_shape rhs,
                                       int32_t dims_count, const int64_t *dims,
                                       promcast_shape_result *result) {
    promcast_shape *small = lhs.ndim < rhs.ndim ? &lhs : &rhs;
    if (lhs.ndim == rhs.ndim || dims_count != small->ndim || dims == NULL ||
        small->ndim > PROMCAST_MAX_RANK || (small->ndim > 0 && small->dims == NULL))
        return ORACLE->xla_broadcast(state, call, lhs, rhs, dims_count, dims, result);
    /* Sort the (dimension, size) pairs by dimension (insertion sort: at
    ** most 64), then let the oracle check and broadcast the sorted ones. */
    int64_t sorted_dims[PROMCAST_MAX_RANK], sizes[PROMCAST_MAX_RANK];
    memcpy(sorted_dims, dims, (size_t)dims_count * sizeof *dims);
    memcpy(sizes, small->dims, (size_t)dims_count * sizeof *sizes);
    for (int32_t i = 1; i < dims_count; i++) {
        for (int32_t j = i; j > 0 && sorted_dims[j - 1] > sorted_dims[j]; j--) {
            int64_t dim = sorted_dims[j], size = sizes[j];
            sorted_dims[j] = sorted_dims[j - 1], sizes[j] = sizes[j - 1];
            sorted_dims[j - 1] = dim, sizes[j - 1] = size;
        }
    }
    small->dims = sizes;
    return ORACLE->xla_broadcast(state, call, lhs, rhs, dims_count, sorted_dims, result);
}

MUTANT_ENTRY("xla_dims_unordered", "XLA broadcast_dimensions order not checked", xla_broadcast,
             unordered_xla_broadcast)
