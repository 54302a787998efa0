/*
** promcast/array.h: a strided view of caller-owned memory.
**
** Like DLPack's DLTensor: strides count elements, not bytes; a stride of 0
** repeats an element along a dimension (a broadcast view, as PyTorch's
** torch.Tensor.expand makes one). The oracle never allocates or frees
** `data`; every pc_array is a borrowed view.
**
** Element storage: bool one byte (0 or 1); integers native-endian two's
** complement; float16, bfloat16 and the float8 types their IEEE-style bit
** patterns (uint16_t / uint8_t); float32 and float64 native; complex types
** two components, real first, each stored as the component dtype.
*/
#ifndef PROMCAST_ARRAY_H
#define PROMCAST_ARRAY_H

#include "promcast/api.h"

#include "promcast/dtype.h"
#include "promcast/shape.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct pc_array {
    pc_dtype dtype;
    pc_shape shape;
    int64_t strides[PC_MAX_RANK];  /* in elements */
    void *data;                    /* the element at index (0, ..., 0) */
} pc_array;

/* Row-major (C-contiguous) strides for shape, on data. */
PC_API void pc_array_init_contiguous(pc_array *array, pc_dtype dtype,
                              const pc_shape *shape, void *data);

/* Checks dtype, shape, a non-NULL data pointer when the array has elements,
** and non-negative strides. `operand` names the array in the error. */
PC_API pc_status pc_array_validate(const pc_array *array, int operand, pc_error *err);

#ifdef __cplusplus
}
#endif
#endif
