/*
** oracle_adapter_dtypes.c: the dtype ops of the reference adapter:
** promote_types, result_type and can_cast (promcast/profile.h), and the
** profile and options every call is answered with.
*/
#include <stdio.h>
#include <string.h>

#include "adapter_dtype.h"
#include "adapter_scratch.h"
#include "adapter_status.h"
#include "oracle_adapter.h"
#include "oracle_adapter_ops.h"

#define SAME_VALUE(pc, promcast) \
    _Static_assert((int)(pc) == (int)(promcast), #pc " must equal " #promcast)
SAME_VALUE(PC_OPERAND_DIMENSIONED, PROMCAST_OPERAND_DIMENSIONED);
SAME_VALUE(PC_OPERAND_ZERO_DIM, PROMCAST_OPERAND_ZERO_DIM);
SAME_VALUE(PC_OPERAND_SCALAR, PROMCAST_OPERAND_SCALAR);

/* result_type operands converted without allocating; more take a malloc. */
#define OPERANDS_ON_STACK 16

const pc_profile *oracle_adapter_profile(const void *state) {
    /* Every profile a table names is one the oracle has
    ** (oracle_adapter.c); the build's tests fail long before an adapter
    ** could see NULL here. */
    const promcast_adapter *table = state;
    return pc_profile_find(table ? table->profile : "torch");
}

int32_t oracle_adapter_options(const promcast_call *call, pc_promotion_options *options) {
    pc_promotion_options_init(options);
    pc_dtype dtype;
    int32_t status = adapter_dtype_from_dl(call, call->default_float, "default_float", &dtype);
    if (status != PROMCAST_STATUS_OK) return status;
    if (dtype != PC_FLOAT16 && dtype != PC_BFLOAT16 && dtype != PC_FLOAT32 &&
        dtype != PC_FLOAT64)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "default_float is %s, not float16, bfloat16, float32 or float64",
                            pc_dtype_name(dtype));
    options->default_float = dtype;
    options->x64 = call->x64;
    return PROMCAST_STATUS_OK;
}

int32_t oracle_promote_types(void *state, const promcast_call *call, DLDataType a,
                             DLDataType b, DLDataType *result) {
    pc_dtype x, y, promoted;
    int32_t status = adapter_dtype_from_dl(call, a, "a", &x);
    if (status == PROMCAST_STATUS_OK) status = adapter_dtype_from_dl(call, b, "b", &y);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_error error;
    pc_status promotion = pc_promote_types(oracle_adapter_profile(state), x, y, &promoted, &error);
    status = adapter_from_oracle(call, promotion, &error);
    if (status == PROMCAST_STATUS_OK) *result = abi_dl_dtype(promoted);
    return status;
}

static int32_t operand_from_abi(const promcast_call *call, const promcast_operand *in, int index,
                                pc_operand *out) {
    char role[32];
    snprintf(role, sizeof role, "operand %d", index);
    memset(out, 0, sizeof *out);
    out->dtype = PC_DTYPE_NONE;
    switch (in->category) {
    case PROMCAST_OPERAND_DIMENSIONED:
    case PROMCAST_OPERAND_ZERO_DIM:
        out->category = (pc_operand_category)in->category;
        return adapter_dtype_from_dl(call, in->dtype, role, &out->dtype);
    case PROMCAST_OPERAND_SCALAR:
        return oracle_adapter_scalar(call, &in->scalar, role, out);
    default:
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: unknown category %d",
                            role, (int)in->category);
    }
}

int32_t oracle_result_type(void *state, const promcast_call *call, int32_t count,
                           const promcast_operand *operands, DLDataType *result) {
    if (count < 1 || operands == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "result_type needs at least one operand (got %d)", (int)count);
    pc_promotion_options options;
    int32_t status = oracle_adapter_options(call, &options);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_operand on_stack[OPERANDS_ON_STACK];
    pc_operand *converted =
        adapter_scratch(on_stack, OPERANDS_ON_STACK, (size_t)count, sizeof *on_stack);
    if (converted == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "out of memory for %d operands", (int)count);
    for (int32_t i = 0; i < count && status == PROMCAST_STATUS_OK; i++)
        status = operand_from_abi(call, &operands[i], i, &converted[i]);
    if (status == PROMCAST_STATUS_OK) {
        pc_dtype dtype;
        pc_error error;
        pc_status typed = pc_result_type(oracle_adapter_profile(state), &options, converted,
                                         count, &dtype, &error);
        status = adapter_from_oracle(call, typed, &error);
        if (status == PROMCAST_STATUS_OK) *result = abi_dl_dtype(dtype);
    }
    adapter_scratch_release(converted, on_stack);
    return status;
}

int32_t oracle_can_cast(void *state, const promcast_call *call, DLDataType from,
                        DLDataType to, int32_t *allowed) {
    pc_dtype x, y;
    int32_t status = adapter_dtype_from_dl(call, from, "from", &x);
    if (status == PROMCAST_STATUS_OK) status = adapter_dtype_from_dl(call, to, "to", &y);
    if (status != PROMCAST_STATUS_OK) return status;
    int answer;
    pc_error error;
    pc_status cast = pc_can_cast(oracle_adapter_profile(state), x, y, &answer, &error);
    status = adapter_from_oracle(call, cast, &error);
    if (status == PROMCAST_STATUS_OK) *allowed = answer;
    return status;
}
