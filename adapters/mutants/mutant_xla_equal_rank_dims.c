/*
** mutant_xla_equal_rank_dims.c: XLA ignores broadcast_dimensions for
** operands of equal rank.
**
** Bug: for equal ranks any broadcast_dimensions are accepted and ignored
** (the degenerate-dimension step runs as if the list were empty), where
** XLA requires it to be empty or the identity ("broadcast_dimensions must
** be empty or the identity when ranks are equal",
** InferElementwiseBinaryOpShape, xla/service/shape_inference.cc;
** docs/semantics.md). Seen in reimplementations that consult the list only
** when ranks differ, which is all XLA's Broadcasting page describes it
** for.
** Killing input: xla_broadcast lhs [2,3], rhs [2,3], dims [1,0]: the
** oracle gives invalid_broadcast_dimensions, the mutant [2,3].
** Killed by: generated/xla (equal-rank cases with dimensions).
*/
#include "mutant.h"

static int32_t equal_rank_xla_broadcast(void *state, const promcast_call *call,
                                        promcast_shape lhs, promcast_shape rhs,
                                        int32_t dims_count, const int64_t *dims,
                                        promcast_shape_result *result) {
    if (lhs.ndim == rhs.ndim) dims_count = 0;
    return ORACLE->xla_broadcast(state, call, lhs, rhs, dims_count, dims, result);
}

MUTANT_ENTRY("xla_equal_rank_dims", "XLA equal-rank non-identity dimensions accepted",
             xla_broadcast, equal_rank_xla_broadcast)
