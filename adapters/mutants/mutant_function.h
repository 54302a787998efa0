/*
** mutant_function.h: what the mutants of the functions of several arrays
** share (where, clip, matmul, vecdot, concat, stack, broadcast_arrays;
** adapter.h, "FUNCTIONS OF SEVERAL ARRAYS").
**
** Such a mutant either calls the oracle's array_function with arguments it
** rewrote first (an axis normalised the wrong way, operands converted to
** the wrong dtype) or rewrites the oracle's results.
*/
#ifndef PROMCAST_MUTANT_FUNCTION_H
#define PROMCAST_MUTANT_FUNCTION_H

#include "mutant.h"

/* A call's arguments, copied so a mutant may change them: values[i] starts
** as arguments->values[i]; converted tensors it makes are freed with the
** copy. */
typedef struct mutant_arguments {
    promcast_arguments arguments;
    promcast_value *values;         /* arguments.values, writable */
    DLManagedTensor **owned;        /* tensors made by mutant_arguments_convert */
    int32_t owned_count;
    DLTensor *tensors;              /* views made by mutant_arguments_view */
} mutant_arguments;

/* Copies `arguments` into `copy`. PROMCAST_STATUS_OK, or
** PROMCAST_STATUS_INTERNAL_ERROR when out of memory. */
int32_t mutant_arguments_copy(const promcast_call *call, const promcast_arguments *arguments,
                              mutant_arguments *copy);
void mutant_arguments_free(mutant_arguments *copy);

/* Replaces array operand i of `copy` by a contiguous copy of it converted
** to `dtype` (pc_cast_element: integers wrap, floats round to nearest
** even, complex to real drops the imaginary part), or, with `conjugate`,
** by its complex conjugate in its own dtype. PROMCAST_STATUS_OK, or the
** conversion's error. */
int32_t mutant_arguments_convert(const promcast_call *call, mutant_arguments *copy, int32_t i,
                                 pc_dtype dtype);
int32_t mutant_arguments_conjugate(const promcast_call *call, mutant_arguments *copy, int32_t i);

/* Replaces array operand i of `copy` by a view of the same memory with
** `ndim` sizes `dims` and element strides `strides`, which the caller
** keeps alive while the copy is used. */
void mutant_arguments_view(mutant_arguments *copy, int32_t i, int32_t ndim, int64_t *dims,
                           int64_t *strides);

/* The oracle's array_function with `copy`'s arguments. */
int32_t mutant_function_call(void *state, const promcast_call *call, int32_t op,
                             const mutant_arguments *copy, int32_t capacity,
                             DLManagedTensor **results, int32_t *result_count);

/* The dtype of array operand `value`, or PC_DTYPE_NONE for a scalar, a
** left-out operand, or a dtype none of the 18. */
pc_dtype mutant_value_dtype(const promcast_value *value);

/* Replaces *tensor (a result) by a copy converted to `dtype`, deleting the
** original. PROMCAST_STATUS_OK, or the error (the original kept). */
int32_t mutant_result_convert(const promcast_call *call, DLManagedTensor **tensor,
                              pc_dtype dtype);

/* Replaces *tensor (a result) by a contiguous copy with row-major strides,
** deleting the original (a view becomes an array of its own). */
int32_t mutant_result_copy(const promcast_call *call, DLManagedTensor **tensor);

/* Replaces *tensor (a result) by a view of the same elements with shape
** `dims`, same element count (the result is contiguous: the oracle makes
** new results so). */
int32_t mutant_result_reshape(const promcast_call *call, DLManagedTensor **tensor, int32_t ndim,
                              const int64_t *dims);

#endif
