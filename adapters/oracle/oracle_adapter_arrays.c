/*
** oracle_adapter_arrays.c: the ops of the reference adapter that take or
** give arrays: broadcast_to, elementwise, elementwise_inplace and
** sum_to_shape (promcast/elementwise.h, promcast/view.h).
**
** The oracle never allocates (elementwise.h: plan, then compute into the
** caller's memory); the adapter plans, allocates the result tensor it
** returns (adapter_tensor.h), and computes into it.
*/
#include "adapter_array.h"
#include "adapter_status.h"
#include "adapter_tensor.h"
#include "oracle_adapter.h"
#include "oracle_adapter_ops.h"

/* The ABI's element-wise ids, by the oracle's op (ORACLE_ELEMENTWISE_OPS). */
#define ID_OF(ID, OP) [OP] = ID,
static const int32_t ids_by_op[PC_BINARY_OP_COUNT] = {ORACLE_ELEMENTWISE_OPS(ID_OF)};
#undef ID_OF
#define ONE(ID, OP) +1
_Static_assert(0 ORACLE_ELEMENTWISE_OPS(ONE) == PC_BINARY_OP_COUNT,
               "every element-wise op of the oracle has its ABI id");
#undef ONE

int32_t oracle_adapter_binary_op(const promcast_call *call, int32_t op, pc_binary_op *binary_op) {
    for (int i = 0; i < PC_BINARY_OP_COUNT; i++) {
        if (ids_by_op[i] == op) {
            *binary_op = (pc_binary_op)i;
            return PROMCAST_STATUS_OK;
        }
    }
    const char *name = promcast_op_name(op);
    return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                        "op %d (%s%s) is not an element-wise op the oracle computes (those "
                        "of ORACLE_ELEMENTWISE_OPS, without PROMCAST_OP_INPLACE)",
                        (int)op, name ? name : "unknown",
                        op & PROMCAST_OP_INPLACE ? ", in place" : "");
}

/* An array argument and a target shape, as the oracle's values. */
static int32_t array_and_target(const promcast_call *call, const DLTensor *tensor,
                                const char *role, promcast_shape target, pc_array *array,
                                pc_shape *shape) {
    int32_t status = adapter_array_from_dl(call, tensor, role, array);
    if (status != PROMCAST_STATUS_OK) return status;
    return adapter_shape_from_abi(call, target, "the target", shape);
}

/* Hands `out`, which the oracle computed into, to the runner; or, when the
** computation failed, deletes it and reports why. */
static int32_t deliver(const promcast_call *call, pc_status computed, const pc_error *error,
                       DLManagedTensor *out, DLManagedTensor **result) {
    if (computed != PC_OK) {
        out->deleter(out);
        return adapter_from_oracle(call, computed, error);
    }
    *result = out;
    return PROMCAST_STATUS_OK;
}

int32_t oracle_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                            promcast_shape target, DLManagedTensor **view) {
    (void)state;
    *view = NULL;
    pc_array array, expanded;
    pc_shape shape;
    int32_t status = array_and_target(call, source, "the source", target, &array, &shape);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_error error;
    pc_status viewed = pc_broadcast_to(&array, &shape, &expanded, &error);
    status = adapter_from_oracle(call, viewed, &error);
    if (status != PROMCAST_STATUS_OK) return status;
    return adapter_view_new(call, source, &expanded, view);
}

/* What both element-wise forms start from: the op, the options, the
** operands (oracle_adapter_binary_operands; they point into `operands`, so the
** arguments are read in place and never copied). */
typedef struct elementwise_arguments {
    pc_binary_op op;
    pc_promotion_options options;
    oracle_binary_operands operands;
} elementwise_arguments;

static int32_t elementwise_arguments_read(const promcast_call *call, int32_t op,
                                          const promcast_value *a, const promcast_value *b,
                                          elementwise_arguments *in) {
    int32_t status = oracle_adapter_binary_op(call, op, &in->op);
    if (status == PROMCAST_STATUS_OK) status = oracle_adapter_options(call, &in->options);
    if (status == PROMCAST_STATUS_OK)
        status = oracle_adapter_binary_operands(call, a, b, &in->operands);
    return status;
}

int32_t oracle_elementwise(void *state, const promcast_call *call, int32_t op,
                           const promcast_value *a, const promcast_value *b,
                           DLManagedTensor **result) {
    *result = NULL;
    elementwise_arguments in;
    int32_t status = elementwise_arguments_read(call, op, a, b, &in);
    if (status != PROMCAST_STATUS_OK) return status;
    const pc_profile *profile = oracle_adapter_profile(state);
    pc_binary_plan plan;
    pc_error error;
    pc_status planned = pc_binary_mixed_plan_make(profile, &in.options, in.op, &in.operands.a,
                                                  &in.operands.b, &plan, &error);
    if (planned != PC_OK) return adapter_from_oracle(call, planned, &error);
    DLManagedTensor *out;
    pc_array out_array;
    status = adapter_tensor_new(call, plan.result_dtype, &plan.shape, &out, &out_array);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_status computed = pc_binary_mixed_compute_planned(
        profile, &in.options, in.op, &in.operands.a, &in.operands.b, &plan, &out_array, &error);
    return deliver(call, computed, &error, out, result);
}

int32_t oracle_elementwise_inplace(void *state, const promcast_call *call, int32_t op,
                                   DLTensor *a, const promcast_value *b) {
    promcast_value destination = {.kind = PROMCAST_VALUE_ARRAY, .array = a};
    elementwise_arguments in;
    int32_t status = elementwise_arguments_read(call, op, &destination, b, &in);
    if (status != PROMCAST_STATUS_OK) return status;
    /* pc_binary_mixed_compute_inplace plans (the cannot_cast and
    ** inplace_shape_change checks) before it writes, and writes through a's
    ** own strides into the runner's memory. */
    pc_error error;
    pc_status computed = pc_binary_mixed_compute_inplace(
        oracle_adapter_profile(state), &in.options, in.op, &in.operands.arrays[0],
        &in.operands.b, &error);
    return adapter_from_oracle(call, computed, &error);
}

int32_t oracle_sum_to_shape(void *state, const promcast_call *call, const DLTensor *gradient,
                            promcast_shape target, DLManagedTensor **result) {
    (void)state;
    *result = NULL;
    pc_array summed;
    pc_shape shape;
    int32_t status = array_and_target(call, gradient, "the gradient", target, &summed, &shape);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_error error;
    pc_status checked = pc_shape_validate(&shape, 1, &error);
    if (checked != PC_OK) return adapter_from_oracle(call, checked, &error);
    /* The oracle's checks before allocating, so a target that is far too
    ** large is the case's incompatible_shapes, not out of memory: a
    ** reducible target has no more elements than the gradient. */
    checked = pc_sum_to_shape_check(summed.dtype, &summed.shape, &shape, &error);
    if (checked != PC_OK) return adapter_from_oracle(call, checked, &error);
    DLManagedTensor *out;
    pc_array out_array;
    status = adapter_tensor_new(call, summed.dtype, &shape, &out, &out_array);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_status computed = pc_sum_to_shape(&summed, &out_array, &error);
    return deliver(call, computed, &error, out, result);
}
