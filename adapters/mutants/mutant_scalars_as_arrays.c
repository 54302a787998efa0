/*
** mutant_scalars_as_arrays.c: Python scalars take part in promotion like
** arrays.
**
** Bug: a Python scalar operand is converted to an array first (int ->
** int64, float -> the default float, complex -> the default complex,
** bool -> bool) and then promotes like a dimensioned array, so
** int8 tensor + 1 gives int64 instead of int8. Seen in wrappers that call
** asarray()/torch.tensor() on every operand before promoting (PyTorch's
** "wrapped numbers" and NumPy 2's NEP 50 "weak" scalars exist to avoid
** it; result_type, docs/semantics.md "PyTorch promotion").
** Killing input: result_type (int8 dimensioned, int scalar): the oracle
** gives int8, the mutant int64.
** Killed by: generated/result_type.
*/
#include "adapter_dtype.h"
#include "mutant.h"

/* The dtype an array made from a Python scalar gets (torch.tensor(x)). */
static pc_dtype array_dtype_of_scalar(const promcast_call *call, int32_t kind) {
    pc_dtype default_float;
    if (adapter_dtype_from_dl(NULL, call->default_float, "default_float", &default_float) !=
        PROMCAST_STATUS_OK)
        default_float = PC_FLOAT32;
    switch (kind) {
    case PROMCAST_SCALAR_BOOL: return PC_BOOL;
    case PROMCAST_SCALAR_INT: return PC_INT64;
    case PROMCAST_SCALAR_FLOAT: return default_float;
    default:
        /* c10's default complex: float16 -> complex32, float64 ->
        ** complex128, else complex64 (docs/semantics.md). */
        return default_float == PC_FLOAT16   ? PC_COMPLEX32
               : default_float == PC_FLOAT64 ? PC_COMPLEX128
                                             : PC_COMPLEX64;
    }
}

static void scalar_to_array(const promcast_call *call, promcast_operand *operand) {
    if (operand->category != PROMCAST_OPERAND_SCALAR) return;
    operand->category = PROMCAST_OPERAND_DIMENSIONED;
    operand->dtype = abi_dl_dtype(array_dtype_of_scalar(call, operand->scalar.kind));
}

static int32_t scalars_as_arrays_result_type(void *state, const promcast_call *call,
                                             int32_t count, const promcast_operand *operands,
                                             DLDataType *result) {
    return mutant_result_type_rewritten(state, call, count, operands, result, scalar_to_array);
}

MUTANT_ENTRY("scalars_as_arrays", "Python scalars promoted like arrays", result_type,
             scalars_as_arrays_result_type)
