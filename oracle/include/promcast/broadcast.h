/*
** promcast/broadcast.h: implicit broadcasting (Array API, NumPy, PyTorch).
**
** Source: the Array API standard, Broadcasting, "Algorithm" and "In-place
** Semantics" (https://data-apis.org/array-api/latest/API_specification/
** broadcasting.html); PyTorch's infer_size (aten/src/ATen/ExpandUtils.cpp)
** for the error text; docs/semantics.md.
*/
#ifndef PROMCAST_BROADCAST_H
#define PROMCAST_BROADCAST_H

#include "promcast/api.h"

#include "promcast/shape.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Broadcasts `count` >= 1 shapes to one, folding left to right (the n-ary
** form equals pairwise folding because the per-dimension rule is associative
** and commutative). On PC_INCOMPATIBLE_SHAPES the error names the output
** dimension (in the full result rank), the operands and the two sizes, as
** "The size of tensor a (5) must match the size of tensor b (4) at
** non-singleton dimension 1". PC_SHAPE_OVERFLOW if the result's element
** count exceeds INT64_MAX. `out` may alias none of the inputs. */
PC_API pc_status pc_broadcast_shapes(const pc_shape *shapes, int count, pc_shape *out,
                              pc_error *err);

/* Convenience for two shapes. */
PC_API pc_status pc_broadcast_pair(const pc_shape *a, const pc_shape *b,
                            pc_shape *out, pc_error *err);

/* The in-place rule: `source` may be applied in place to `destination` (x op= y,
** x[...] = y) only if broadcasting them leaves the destination's shape
** unchanged. PC_OK if allowed; PC_INCOMPATIBLE_SHAPES if they do not
** broadcast at all; PC_INPLACE_SHAPE_CHANGE if they broadcast to another
** shape. Operand 0 is the destination, 1 the source. */
PC_API pc_status pc_inplace_broadcast(const pc_shape *destination,
                               const pc_shape *source, pc_error *err);

#ifdef __cplusplus
}
#endif
#endif
