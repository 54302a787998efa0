/*
** mutant_function.c: the helpers of the mutants of the functions of
** several arrays (mutant_function.h).
*/
#include "mutant_function.h"

#include <stdlib.h>
#include <string.h>

#include "adapter_array.h"
#include "adapter_dtype.h"
#include "adapter_status.h"
#include "adapter_tensor.h"

int32_t mutant_arguments_copy(const promcast_call *call, const promcast_arguments *arguments,
                              mutant_arguments *copy) {
    memset(copy, 0, sizeof *copy);
    copy->arguments = *arguments;
    int32_t count = arguments->count > 0 ? arguments->count : 0;
    copy->values = calloc((size_t)count + 1, sizeof *copy->values);
    copy->owned = calloc((size_t)count + 1, sizeof *copy->owned);
    copy->tensors = calloc((size_t)count + 1, sizeof *copy->tensors);
    if (copy->values == NULL || copy->owned == NULL || copy->tensors == NULL) {
        mutant_arguments_free(copy);
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory for %d operands",
                            (int)count);
    }
    if (count > 0) memcpy(copy->values, arguments->values, (size_t)count * sizeof *copy->values);
    copy->arguments.values = copy->values;
    return PROMCAST_STATUS_OK;
}

void mutant_arguments_free(mutant_arguments *copy) {
    for (int32_t i = 0; i < copy->owned_count; i++) copy->owned[i]->deleter(copy->owned[i]);
    free(copy->values);
    free(copy->owned);
    free(copy->tensors);
    memset(copy, 0, sizeof *copy);
}

/* A new contiguous tensor of `dtype` holding `source`'s elements converted. */
static int32_t converted_copy(const promcast_call *call, const DLTensor *source, pc_dtype dtype,
                              DLManagedTensor **tensor) {
    pc_array from, to;
    int64_t count;
    pc_error error;
    int32_t status = adapter_array_from_dl(call, source, "an operand", &from);
    if (status == PROMCAST_STATUS_OK)
        status = adapter_tensor_new(call, dtype, &from.shape, tensor, &to);
    if (status != PROMCAST_STATUS_OK) return status;
    if (pc_shape_element_count(&from.shape, &count, &error) == PC_OK)
        mutant_cast_elements(&from, &to, count);
    return PROMCAST_STATUS_OK;
}

static int32_t replace_operand(const promcast_call *call, mutant_arguments *copy, int32_t i,
                               pc_dtype dtype, DLManagedTensor **tensor) {
    if (i < 0 || i >= copy->arguments.count || copy->values[i].kind != PROMCAST_VALUE_ARRAY)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "operand %d is no array",
                            (int)i);
    int32_t status = converted_copy(call, copy->values[i].array, dtype, tensor);
    if (status != PROMCAST_STATUS_OK) return status;
    copy->owned[copy->owned_count++] = *tensor;
    copy->values[i].array = &(*tensor)->dl_tensor;
    return PROMCAST_STATUS_OK;
}

int32_t mutant_arguments_convert(const promcast_call *call, mutant_arguments *copy, int32_t i,
                                 pc_dtype dtype) {
    DLManagedTensor *tensor;
    return replace_operand(call, copy, i, dtype, &tensor);
}

int32_t mutant_arguments_conjugate(const promcast_call *call, mutant_arguments *copy,
                                   int32_t i) {
    pc_dtype dtype = mutant_value_dtype(&copy->values[i]);
    if (!pc_dtype_is_complex(dtype)) return PROMCAST_STATUS_OK;
    DLManagedTensor *tensor;
    int32_t status = replace_operand(call, copy, i, dtype, &tensor);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_array array;
    int64_t count;
    pc_error error;
    adapter_array_from_dl(call, &tensor->dl_tensor, "the copy", &array);
    pc_shape_element_count(&array.shape, &count, &error);
    size_t part = pc_dtype_size(dtype) / 2;
    unsigned char *element = array.data;
    for (int64_t n = 0; n < count; n++, element += 2 * part) {
        /* The imaginary part's sign: the top bit of its IEEE 754 encoding
        ** (complex32's float16 parts as complex64's and complex128's). */
        if (part == sizeof(float)) {
            float *imag = (float *)(void *)(element + part);
            *imag = -*imag;
        } else if (part == sizeof(double)) {
            double *imag = (double *)(void *)(element + part);
            *imag = -*imag;
        } else {
            uint16_t *imag = (uint16_t *)(void *)(element + part);
            *imag ^= 0x8000u;
        }
    }
    return PROMCAST_STATUS_OK;
}

void mutant_arguments_view(mutant_arguments *copy, int32_t i, int32_t ndim, int64_t *dims,
                           int64_t *strides) {
    copy->tensors[i] = *copy->values[i].array;
    copy->tensors[i].ndim = ndim;
    copy->tensors[i].shape = dims;
    copy->tensors[i].strides = strides;
    copy->values[i].array = &copy->tensors[i];
}

int32_t mutant_function_call(void *state, const promcast_call *call, int32_t op,
                             const mutant_arguments *copy, int32_t capacity,
                             DLManagedTensor **results, int32_t *result_count) {
    return ORACLE->array_function(state, call, op, &copy->arguments, capacity, results,
                                  result_count);
}

pc_dtype mutant_value_dtype(const promcast_value *value) {
    pc_dtype dtype;
    if (value->kind != PROMCAST_VALUE_ARRAY || value->array == NULL ||
        adapter_dtype_from_dl(NULL, value->array->dtype, "an operand", &dtype) !=
            PROMCAST_STATUS_OK)
        return PC_DTYPE_NONE;
    return dtype;
}

int32_t mutant_result_convert(const promcast_call *call, DLManagedTensor **tensor,
                              pc_dtype dtype) {
    DLManagedTensor *copy;
    int32_t status = converted_copy(call, &(*tensor)->dl_tensor, dtype, &copy);
    if (status != PROMCAST_STATUS_OK) return status;
    (*tensor)->deleter(*tensor);
    *tensor = copy;
    return PROMCAST_STATUS_OK;
}

int32_t mutant_result_copy(const promcast_call *call, DLManagedTensor **tensor) {
    pc_dtype dtype;
    int32_t status = adapter_dtype_from_dl(call, (*tensor)->dl_tensor.dtype, "the result", &dtype);
    if (status != PROMCAST_STATUS_OK) return status;
    return mutant_result_convert(call, tensor, dtype);
}

int32_t mutant_result_reshape(const promcast_call *call, DLManagedTensor **tensor, int32_t ndim,
                              const int64_t *dims) {
    pc_array from, to;
    pc_shape shape = {.rank = ndim};
    memcpy(shape.dims, dims, (size_t)ndim * sizeof *dims);
    DLManagedTensor *copy;
    int64_t count;
    pc_error error;
    int32_t status = adapter_array_from_dl(call, &(*tensor)->dl_tensor, "the result", &from);
    if (status == PROMCAST_STATUS_OK)
        status = adapter_tensor_new(call, from.dtype, &shape, &copy, &to);
    if (status != PROMCAST_STATUS_OK) return status;
    if (pc_shape_element_count(&shape, &count, &error) == PC_OK)
        mutant_cast_elements(&from, &to, count);
    (*tensor)->deleter(*tensor);
    *tensor = copy;
    return PROMCAST_STATUS_OK;
}
