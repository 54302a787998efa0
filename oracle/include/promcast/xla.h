/*
** promcast/xla.h: XLA's explicit broadcasting for binary ops.
**
** Source: XLA's Broadcasting page (https://openxla.org/xla/broadcasting),
** and the rules as XLA's shape inference applies them
** (xla/service/shape_inference.cc:
** InferElementwiseBinaryOpShape, InferInDimBroadcastShape,
** InferDegenerateDimensionBroadcastShape).
*/
#ifndef PROMCAST_XLA_H
#define PROMCAST_XLA_H

#include "promcast/api.h"

#include "promcast/shape.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The result shape of lhs (op) rhs given broadcast_dimensions (dims, length
** dims_count; dims may be NULL when dims_count is 0). Errors:
** PC_INVALID_BROADCAST_DIMENSIONS for a broadcast_dimensions rule (equal
** ranks but not empty or the identity; unequal ranks and an empty list with
** a non-scalar lower-rank operand; wrong length; an entry negative, too
** large, not strictly increasing, or matching a size that is neither equal
** nor 1); PC_INCOMPATIBLE_SHAPES when the degenerate-dimension step fails. */
PC_API pc_status pc_xla_broadcast(const pc_shape *lhs, const pc_shape *rhs,
                           const int64_t *dims, int dims_count, pc_shape *out,
                           pc_error *err);

#ifdef __cplusplus
}
#endif
#endif
