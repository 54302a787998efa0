/*
** oracle_adapter_values.c: an element-wise call's operands (promcast_value:
** an array or a Python-style scalar) as the oracle's element-wise operands
** (oracle_adapter_operands, oracle_adapter.h).
**
** The oracle takes a Python scalar operand as it is (promcast/elementwise.h,
** pc_binary_operand): the profile's result_type decides the dtype, and the
** profile's own rules convert the value (wrapped, refused, rounded through
** float32: docs/semantics.md "Python scalars in element-wise ops"). This
** file only translates the ABI's values and refuses malformed ones.
*/
#include <string.h>

#include "adapter_array.h"
#include "adapter_status.h"
#include "adapter_tensor.h"
#include "oracle_adapter.h"

int32_t oracle_adapter_binary_operands(const promcast_call *call, const promcast_value *a,
                                       const promcast_value *b,
                                       oracle_binary_operands *operands) {
    /* Not zeroed whole: its two arrays are two kilobytes, and each field is
    ** written before it is read (an array by adapter_array_from_dl, the
    ** scalar by oracle_adapter_scalar, a and b below). */
    operands->a = operands->b = pc_binary_operand_array(NULL);
    const promcast_value *values[2] = {a, b};
    const char *const roles[2] = {"a", "b"};
    pc_binary_operand *targets[2] = {&operands->a, &operands->b};
    int scalars = 0;
    for (int i = 0; i < 2; i++) {
        int32_t status;
        if (values[i] == NULL)
            return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: the value is NULL",
                                roles[i]);
        if (values[i]->kind == PROMCAST_VALUE_ARRAY) {
            status = adapter_array_from_dl(call, values[i]->array, roles[i],
                                           &operands->arrays[i]);
            *targets[i] = pc_binary_operand_array(&operands->arrays[i]);
        } else if (values[i]->kind == PROMCAST_VALUE_SCALAR && scalars == 0) {
            scalars++;
            status = oracle_adapter_scalar(call, &values[i]->scalar, roles[i], &operands->scalar);
            if (status == PROMCAST_STATUS_OK && !operands->scalar.has_value)
                status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                      "%s: an element-wise scalar must have its value", roles[i]);
            *targets[i] = pc_binary_operand_scalar(&operands->scalar);
        } else if (values[i]->kind == PROMCAST_VALUE_SCALAR) {
            status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                  "%s: a and b are both scalars; one must be an array", roles[i]);
        } else {
            status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                  "%s: unknown value kind %d", roles[i], (int)values[i]->kind);
        }
        if (status != PROMCAST_STATUS_OK) return status;
    }
    return PROMCAST_STATUS_OK;
}

/* The dtype a scalar is converted to is result_type's of the two operands
** (the promoted dtype, before an op's own rules), and its value the one the
** oracle computes with. */
int32_t oracle_adapter_operands(void *state, const promcast_call *call,
                                const promcast_value *a, const promcast_value *b,
                                oracle_operands *operands) {
    memset(operands, 0, sizeof *operands);
    oracle_binary_operands given;
    int32_t status = oracle_adapter_binary_operands(call, a, b, &given);
    if (status != PROMCAST_STATUS_OK) return status;
    operands->a = a->kind == PROMCAST_VALUE_ARRAY ? a->array : NULL;
    operands->b = b->kind == PROMCAST_VALUE_ARRAY ? b->array : NULL;
    int scalar_index = given.a.scalar != NULL ? 0 : given.b.scalar != NULL ? 1 : -1;
    if (scalar_index < 0) return PROMCAST_STATUS_OK;
    pc_promotion_options options;
    status = oracle_adapter_options(call, &options);
    if (status != PROMCAST_STATUS_OK) return status;
    const pc_profile *profile = oracle_adapter_profile(state);
    const pc_array *array = &given.arrays[1 - scalar_index];
    pc_operand pair[2];
    memset(pair, 0, sizeof pair);
    pair[1 - scalar_index].category =
        array->shape.rank == 0 ? PC_OPERAND_ZERO_DIM : PC_OPERAND_DIMENSIONED;
    pair[1 - scalar_index].dtype = array->dtype;
    pair[scalar_index] = given.scalar;
    pc_dtype dtype;
    pc_error error;
    pc_status typed = pc_result_type(profile, &options, pair, 2, &dtype, &error);
    if (typed != PC_OK) return adapter_from_oracle(call, typed, &error);
    pc_binary_scalar_element(profile, &options, &given.scalar, dtype, operands->element);
    operands->scalar = adapter_dl_tensor(operands->element, dtype, 0, NULL, NULL, 0);
    if (scalar_index == 0) operands->a = &operands->scalar;
    else operands->b = &operands->scalar;
    return PROMCAST_STATUS_OK;
}
