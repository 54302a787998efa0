/*
** oracle_adapter_shapes.c: the shape-only ops of the reference adapter:
** broadcast_shapes, inplace_broadcast and xla_broadcast (promcast/broadcast.h,
** promcast/xla.h).
*/
#include "adapter_array.h"
#include "adapter_scratch.h"
#include "adapter_status.h"
#include "oracle_adapter_ops.h"
#include "promcast/promcast.h"

/* Shapes broadcast without allocating; more take one malloc. */
#define SHAPES_ON_STACK 8

int32_t oracle_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                const promcast_shape *shapes, promcast_shape_result *result) {
    (void)state;
    if (count < 1 || shapes == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "broadcast_shapes needs at least one shape (got %d)", (int)count);
    pc_shape on_stack[SHAPES_ON_STACK];
    pc_shape *converted =
        adapter_scratch(on_stack, SHAPES_ON_STACK, (size_t)count, sizeof *on_stack);
    if (converted == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory for %d shapes",
                            (int)count);
    int32_t status = PROMCAST_STATUS_OK;
    for (int32_t i = 0; i < count && status == PROMCAST_STATUS_OK; i++)
        status = adapter_shape_from_abi(call, shapes[i], "a shape", &converted[i]);
    if (status == PROMCAST_STATUS_OK) {
        /* All at once, not pairwise: only the final result's element count
        ** may overflow (cases/README.md, Semantics). */
        pc_shape out;
        pc_error error;
        pc_status broadcast = pc_broadcast_shapes(converted, count, &out, &error);
        status = adapter_from_oracle(call, broadcast, &error);
        if (status == PROMCAST_STATUS_OK) adapter_shape_to_result(&out, result);
    }
    adapter_scratch_release(converted, on_stack);
    return status;
}

int32_t oracle_inplace_broadcast(void *state, const promcast_call *call,
                                 promcast_shape destination, promcast_shape source,
                                 int32_t *allowed) {
    (void)state;
    pc_shape to, from;
    int32_t status = adapter_shape_from_abi(call, destination, "the destination", &to);
    if (status == PROMCAST_STATUS_OK)
        status = adapter_shape_from_abi(call, source, "the source", &from);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_error error;
    pc_status rule = pc_inplace_broadcast(&to, &from, &error);
    /* Both refusals are the answer "no" (cases/README.md, inplace_broadcast). */
    if (rule == PC_OK || rule == PC_INPLACE_SHAPE_CHANGE || rule == PC_INCOMPATIBLE_SHAPES) {
        *allowed = rule == PC_OK;
        return PROMCAST_STATUS_OK;
    }
    return adapter_from_oracle(call, rule, &error);
}

int32_t oracle_xla_broadcast(void *state, const promcast_call *call, promcast_shape lhs,
                             promcast_shape rhs, int32_t dims_count, const int64_t *dims,
                             promcast_shape_result *result) {
    (void)state;
    pc_shape left, right;
    int32_t status = adapter_shape_from_abi(call, lhs, "lhs", &left);
    if (status == PROMCAST_STATUS_OK) status = adapter_shape_from_abi(call, rhs, "rhs", &right);
    if (status != PROMCAST_STATUS_OK) return status;
    if (dims_count < 0 || (dims_count > 0 && dims == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "broadcast_dimensions: %d entries at %p", (int)dims_count,
                            (const void *)dims);
    pc_shape out;
    pc_error error;
    pc_status shape = pc_xla_broadcast(&left, &right, dims, dims_count, &out, &error);
    status = adapter_from_oracle(call, shape, &error);
    if (status == PROMCAST_STATUS_OK) adapter_shape_to_result(&out, result);
    return status;
}
