/*
** function_support.c: what the functions of several arrays share
** (function_support.h).
*/
#include "function_support.h"

#include <string.h>

#include "cast_internal.h"
#include "profile_internal.h"
#include "strided_loop.h"

pc_status fn_check_arrays(const pc_function_call *call, pc_error *err) {
    for (int i = 0; i < call->operand_count; i++) {
        const pc_binary_operand *operand = &call->operands[i];
        if (operand->array == NULL || operand->scalar != NULL)
            return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                "%s: operand %d must be an array",
                                pc_function_name(call->function), i);
        pc_status status = pc_array_validate(operand->array, i, err);
        if (status != PC_OK) return status;
    }
    return PC_OK;
}

pc_status fn_result_type(const pc_profile *profile, const pc_promotion_options *options,
                         const pc_binary_operand *operands, int count, pc_dtype *result,
                         pc_error *err) {
    pc_operand distinct[2 * PC_DTYPE_COUNT];
    memset(distinct, 0, sizeof distinct);
    int origin[2 * PC_DTYPE_COUNT];
    int seen[2][PC_DTYPE_COUNT];
    memset(seen, 0, sizeof seen);
    int n = 0;
    for (int i = 0; i < count; i++) {
        const pc_array *array = operands[i].array;
        int zero_dim = array->shape.rank == 0;
        if (seen[zero_dim][array->dtype]) continue;
        seen[zero_dim][array->dtype] = 1;
        memset(&distinct[n], 0, sizeof distinct[n]);
        distinct[n].category = zero_dim ? PC_OPERAND_ZERO_DIM : PC_OPERAND_DIMENSIONED;
        distinct[n].dtype = array->dtype;
        origin[n] = i;
        n++;
    }
    pc_status status = pc_profile_promote_operands(profile, options, distinct, n, result, err);
    if (status != PC_OK && err != NULL) {
        if (err->operand_a >= 0 && err->operand_a < n) err->operand_a = origin[err->operand_a];
        if (err->operand_b >= 0 && err->operand_b < n) err->operand_b = origin[err->operand_b];
    }
    return status;
}

pc_status fn_normalize_axis(const char *function, int64_t axis, int ndim, int operand,
                            int *out, pc_error *err) {
    if (axis < -(int64_t)ndim || axis >= (int64_t)ndim)
        return pc_error_set(err, PC_INVALID_AXIS, operand, -1, -1,
                            "%s: axis %lld is out of bounds for array of dimension %d",
                            function, (long long)axis, ndim);
    *out = (int)(axis < 0 ? axis + ndim : axis);
    return PC_OK;
}

typedef struct copy_context {
    pc_dtype from, to;
    pc_wide_converter convert;
} copy_context;

enum { COPY_CHUNK = 256 };

static void copy_kernel(void *context, char *const data[], const int64_t strides[],
                        int64_t count) {
    const copy_context *c = context;
    pc_wide values[COPY_CHUNK];
    for (int64_t done = 0; done < count; done += COPY_CHUNK) {
        int64_t n = count - done < COPY_CHUNK ? count - done : COPY_CHUNK;
        pc_wide_load(c->from, data[1] + done * strides[1], strides[1], n, values);
        c->convert(c->from, c->to, values, n);
        pc_wide_store(c->to, values, data[0] + done * strides[0], strides[0], n);
    }
}

pc_wide_converter fn_element_converter(const pc_profile *profile) {
    return profile != NULL && profile->element_convert != NULL ? profile->element_convert
                                                               : pc_wide_convert;
}

void fn_copy_cast(const pc_array *source, const pc_array *destination,
                  pc_wide_converter convert) {
    const int64_t *strides[2] = {destination->strides, source->strides};
    size_t sizes[2] = {pc_dtype_size(destination->dtype), pc_dtype_size(source->dtype)};
    pc_loop loop;
    pc_loop_init(&loop, &destination->shape, 2, strides, sizes);
    copy_context context = {source->dtype, destination->dtype, convert};
    char *data[2] = {destination->data, source->data};
    pc_loop_run(&loop, data, copy_kernel, &context);
}

