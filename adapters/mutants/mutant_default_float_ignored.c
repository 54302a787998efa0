/*
** mutant_default_float_ignored.c: the default float dtype is always float32.
**
** Bug: torch.set_default_dtype is ignored: Python floats are float32 and
** integer true division gives float32 whatever the default. Seen in
** libraries and reimplementations that hard-code float32 as "the" float
** (most deep-learning stacks' C++ cores), where PyTorch reads the default
** (c10 get_default_dtype; result_type, docs/semantics.md "PyTorch
** promotion").
** The bug is one setting read wrongly, so both ops that read it are
** wrapped: result_type and elementwise.
** Killing input: result_type (int32 dimensioned, float scalar) with
** default float64: the oracle gives float64, the mutant float32.
** Killed by: generated/result_type (default_float float64, float16 and
** bfloat16 cases), generated/values (divide of integers).
*/
#include "promcast/adapter.h"
#include "promcast/abi_dtype.h"
#include "mutant.h"

/* The call as a library that ignores the setting sees it. */
static promcast_call with_float32(const promcast_call *call) {
    promcast_call fixed = *call;
    fixed.default_float = abi_dl_dtype(PC_FLOAT32);
    return fixed;
}

static int32_t float32_result_type(void *state, const promcast_call *call, int32_t count,
                                   const promcast_operand *operands, DLDataType *result) {
    promcast_call fixed = with_float32(call);
    return ORACLE->result_type(state, &fixed, count, operands, result);
}

static int32_t float32_elementwise(void *state, const promcast_call *call, int32_t op,
                                   const promcast_value *a, const promcast_value *b,
                                   DLManagedTensor **result) {
    promcast_call fixed = with_float32(call);
    return ORACLE->elementwise(state, &fixed, op, a, b, result);
}

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    if (!promcast_adapter_check_options(request, NULL, 0)) return NULL;
    promcast_adapter *table =
        oracle_adapter_derive("mutant_default_float_ignored",
                              "promcast oracle, mutated: default float ignored", request->message,
                              request->message_size);
    if (table != NULL) {
        table->result_type = float32_result_type;
        table->elementwise = float32_elementwise;
    }
    return table;
}
