/*
** promcast/view.h: broadcast views and gradient reduction.
**
** Sources: PyTorch's torch.Tensor.expand (a view with stride 0 on expanded
** dimensions) and at::sum_to (aten/src/ATen/ExpandUtils.h: the gradient of
** a broadcast operand summed over the broadcast dimensions, keepdim on
** size-1 ones).
*/
#ifndef PROMCAST_VIEW_H
#define PROMCAST_VIEW_H

#include "promcast/api.h"

#include "promcast/array.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Makes `view` a view of `source` with shape `target` and no copy: source
** dimensions are right-aligned with target's; a dimension that is
** prepended or expanded from 1 gets stride 0 (its stride carries no meaning
** when its target size is 0 or 1), the others keep source's stride.
** PC_INCOMPATIBLE_SHAPES unless broadcasting source with target gives
** exactly target (so rank may not shrink, and 0 cannot become 1). */
PC_API pc_status pc_broadcast_to(const pc_array *source, const pc_shape *target,
                          pc_array *view, pc_error *err);

/* Sums `gradient` (of the broadcast shape) down to `out`'s shape, the shape
** of the operand that was broadcast: over every prepended dimension, and
** over every dimension where the operand has size 1 and the gradient does
** not. out's dtype must equal gradient's; it is caller-owned memory.
** Sums accumulate in double in row-major order and round once to the dtype
** (for float64, in order in float64). PC_UNSUPPORTED_DTYPE_FOR_OP unless
** the dtype is floating (not float8) or complex: autograd has no gradients
** of bool and integer tensors; then PC_INCOMPATIBLE_SHAPES unless out's
** shape broadcasts to gradient's shape unchanged. */
PC_API pc_status pc_sum_to_shape(const pc_array *gradient, const pc_array *out,
                          pc_error *err);

/* The checks pc_sum_to_shape makes of a gradient's dtype and shape and the
** target, in its order, before any output exists: PC_OK,
** PC_UNSUPPORTED_DTYPE_FOR_OP or PC_INCOMPATIBLE_SHAPES. A caller that
** allocates the output calls it first, so a target far larger than the
** gradient is the answer PC_INCOMPATIBLE_SHAPES, not an allocation. */
PC_API pc_status pc_sum_to_shape_check(pc_dtype dtype, const pc_shape *gradient_shape,
                                const pc_shape *target, pc_error *err);

#ifdef __cplusplus
}
#endif
#endif
