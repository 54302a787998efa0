/*
** oracle_adapter_functions.c: the functions of several arrays (where,
** clip, matmul, vecdot, concat, stack, broadcast_arrays; adapter.h,
** "FUNCTIONS OF SEVERAL ARRAYS") answered by the oracle
** (promcast/functions.h).
**
** The ABI's arguments translate one to one: an array value is the
** oracle's array over the runner's memory, a scalar its Python scalar, a
** None value an operand with neither pointer, and the axis kinds are the
** oracle's. The oracle decides everything else (which forms a function
** takes, under which profile), so this file refuses only malformed
** arguments.
*/
#include <stdlib.h>
#include <string.h>

#include "adapter_array.h"
#include "adapter_status.h"
#include "adapter_tensor.h"
#include "oracle_adapter.h"
#include "oracle_adapter_ops.h"

#define FUNCTION_OF(ID, FUNCTION) [(ID) - PROMCAST_OP_WHERE] = (FUNCTION),
static const pc_function functions_by_id[] = {ORACLE_FUNCTION_OPS(FUNCTION_OF)};
#undef FUNCTION_OF

int32_t oracle_adapter_function(const promcast_call *call, int32_t op, pc_function *function) {
    int32_t index = op - PROMCAST_OP_WHERE;
    if (op < PROMCAST_OP_WHERE ||
        (size_t)index >= sizeof functions_by_id / sizeof functions_by_id[0]) {
        const char *name = promcast_op_name(op);
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "op id %d (%s) is not a function of several arrays", (int)op,
                            name ? name : "unknown");
    }
    *function = functions_by_id[index];
    return PROMCAST_STATUS_OK;
}

void oracle_function_arguments_free(oracle_function_arguments *in) {
    free(in->arrays);
    free(in->scalars);
    free(in->operands);
    memset(in, 0, sizeof *in);
}

/* "operand <index>" (index >= 0) into role, which holds at least 20
** characters: what snprintf would write, without its cost on every
** operand of every call. */
static void operand_role(int index, char *role) {
    static const char prefix[] = "operand ";
    char digits[12];
    int count = 0;
    do {
        digits[count++] = (char)('0' + index % 10);
        index /= 10;
    } while (index > 0);
    memcpy(role, prefix, sizeof prefix - 1);
    char *p = role + sizeof prefix - 1;
    while (count > 0) *p++ = digits[--count];
    *p = '\0';
}

int32_t oracle_function_arguments_read(const promcast_call *call, int32_t op,
                                       const promcast_arguments *arguments,
                                       oracle_function_arguments *in) {
    memset(in, 0, sizeof *in);
    int32_t status = oracle_adapter_function(call, op, &in->call.function);
    if (status == PROMCAST_STATUS_OK) status = oracle_adapter_options(call, &in->options);
    if (status != PROMCAST_STATUS_OK) return status;
    if (arguments == NULL || arguments->count < 0 ||
        arguments->count > PC_FUNCTION_MAX_OPERANDS ||
        (arguments->count > 0 && arguments->values == NULL))
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "malformed arguments (count %d, values %s)",
                            arguments ? (int)arguments->count : -1,
                            arguments && arguments->values ? "present" : "NULL");
    static const pc_axis_kind axis_kinds[] = {[PROMCAST_AXIS_DEFAULT] = PC_AXIS_DEFAULT,
                                              [PROMCAST_AXIS_NONE] = PC_AXIS_NONE,
                                              [PROMCAST_AXIS_GIVEN] = PC_AXIS_GIVEN};
    if (arguments->axis_kind < 0 || arguments->axis_kind > PROMCAST_AXIS_GIVEN)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "unknown axis kind %d",
                            (int)arguments->axis_kind);
    in->call.axis.kind = axis_kinds[arguments->axis_kind];
    in->call.axis.value = arguments->axis;
    int count = arguments->count;
    size_t slots = count > 0 ? (size_t)count : 1;
    /* The arrays and scalars are written before they are read (through an
    ** operand that points at them); only the operands, None until set,
    ** start zeroed. A pc_array is a kilobyte, not worth zeroing. */
    in->arrays = malloc(slots * sizeof *in->arrays);
    in->scalars = malloc(slots * sizeof *in->scalars);
    in->operands = calloc(slots, sizeof *in->operands);
    if (!in->arrays || !in->scalars || !in->operands) {
        oracle_function_arguments_free(in);
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "out of memory for %d operands", count);
    }
    for (int i = 0; i < count && status == PROMCAST_STATUS_OK; i++) {
        const promcast_value *value = &arguments->values[i];
        char role[32];
        operand_role(i, role);
        if (value->kind == PROMCAST_VALUE_ARRAY) {
            status = adapter_array_from_dl(call, value->array, role, &in->arrays[i]);
            in->operands[i] = pc_binary_operand_array(&in->arrays[i]);
        } else if (value->kind == PROMCAST_VALUE_SCALAR) {
            status = oracle_adapter_scalar(call, &value->scalar, role, &in->scalars[i]);
            if (status == PROMCAST_STATUS_OK && !in->scalars[i].has_value)
                status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                      "%s: a scalar operand must have its value", role);
            in->operands[i] = pc_binary_operand_scalar(&in->scalars[i]);
        } else if (value->kind != PROMCAST_VALUE_NONE) {
            status = adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                  "%s: unknown value kind %d", role, (int)value->kind);
        }
    }
    if (status != PROMCAST_STATUS_OK) {
        oracle_function_arguments_free(in);
        return status;
    }
    in->call.operand_count = count;
    in->call.operands = in->operands;
    return PROMCAST_STATUS_OK;
}

/* broadcast_arrays: one view per operand over the runner's memory (which
** the runner keeps alive until it has deleted them). */
static int32_t broadcast_views(const promcast_call *call, const promcast_arguments *arguments,
                               const oracle_function_arguments *in, int32_t capacity,
                               DLManagedTensor **results, int32_t *result_count) {
    int count = in->call.operand_count;
    if (capacity < count)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "room for %d results, broadcast_arrays of %d arrays gives %d",
                            (int)capacity, count, count);
    for (int i = 0; i < count; i++)
        if (in->operands[i].array == NULL)
            return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                "operand %d: broadcast_arrays takes arrays only", i);
    pc_array *views = calloc(count > 0 ? (size_t)count : 1, sizeof *views);
    if (views == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory for %d views",
                            count);
    pc_error error;
    int32_t status =
        adapter_from_oracle(call, pc_broadcast_arrays(in->arrays, count, views, &error), &error);
    int made = 0;
    for (; made < count && status == PROMCAST_STATUS_OK; made++) {
        status = adapter_view_new(call, arguments->values[made].array, &views[made],
                                  &results[made]);
        if (status != PROMCAST_STATUS_OK) break;
    }
    free(views);
    if (status != PROMCAST_STATUS_OK) {
        /* Nothing half-made reaches the runner. */
        for (int i = 0; i < made; i++) {
            results[i]->deleter(results[i]);
            results[i] = NULL;
        }
        return status;
    }
    *result_count = count;
    return PROMCAST_STATUS_OK;
}

int32_t oracle_array_function(void *state, const promcast_call *call, int32_t op,
                              const promcast_arguments *arguments, int32_t capacity,
                              DLManagedTensor **results, int32_t *result_count) {
    *result_count = 0;
    oracle_function_arguments in;
    int32_t status = oracle_function_arguments_read(call, op, arguments, &in);
    if (status != PROMCAST_STATUS_OK) return status;
    if (in.call.function == PC_FUNCTION_BROADCAST_ARRAYS) {
        status = broadcast_views(call, arguments, &in, capacity, results, result_count);
        oracle_function_arguments_free(&in);
        return status;
    }
    if (capacity < 1) {
        oracle_function_arguments_free(&in);
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "no room for the result");
    }
    const pc_profile *profile = oracle_adapter_profile(state);
    pc_function_plan plan;
    pc_error error;
    pc_status planned = pc_function_plan_make(profile, &in.options, &in.call, &plan, &error);
    DLManagedTensor *out = NULL;
    pc_array out_array;
    if (planned != PC_OK) {
        status = adapter_from_oracle(call, planned, &error);
    } else {
        status = adapter_tensor_new(call, plan.result_dtype, &plan.shape, &out, &out_array);
        if (status == PROMCAST_STATUS_OK) {
            pc_status computed =
                pc_function_compute(profile, &in.options, &in.call, &out_array, &error);
            if (computed != PC_OK) {
                out->deleter(out);
                status = adapter_from_oracle(call, computed, &error);
            } else {
                results[0] = out;
                *result_count = 1;
            }
        }
    }
    oracle_function_arguments_free(&in);
    return status;
}
