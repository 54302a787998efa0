/*
** strided_loop.c: the broadcasting iterator of strided_loop.h.
**
** Coalescing follows PyTorch's TensorIteratorBase::coalesce_dimensions
** (aten/src/ATen/TensorIterator.cpp): dimensions d and d+1 (row-major, d
** outer) merge when, for every operand, stride[d] == stride[d+1] *
** size[d+1]; merging never changes the order elements are visited in, only
** how long the inner runs are. Size-1 dimensions are dropped first (their
** stride is never used).
*/
#include "strided_loop.h"

void pc_loop_init(pc_loop *loop, const pc_shape *shape, int operand_count,
                  const int64_t *const strides[], const size_t item_sizes[]) {
    int rank = 0;
    loop->operand_count = operand_count;
    loop->empty = 0;
    for (int d = 0; d < shape->rank; d++) {
        if (shape->dims[d] == 0) {
            /* Nothing to visit; the strides of an empty array need not
            ** even fit int64 once scaled to bytes. */
            loop->empty = 1;
            loop->rank = 1;
            loop->dims[0] = 0;
            return;
        }
    }
    for (int d = 0; d < shape->rank; d++) {
        int64_t size = shape->dims[d];
        if (size == 1) continue;
        /* Merge into the previous kept dimension when every operand
        ** steps through the pair as through one dimension: outer stride
        ** == inner stride * inner size (divided out, so no product can
        ** overflow). */
        int merge = rank > 0;
        for (int i = 0; i < operand_count && merge; i++) {
            int64_t stride = strides[i][d] * (int64_t)item_sizes[i];
            int64_t outer = loop->strides[i][rank - 1];
            merge = outer % size == 0 && outer / size == stride;
        }
        if (merge) {
            loop->dims[rank - 1] *= size;
            for (int i = 0; i < operand_count; i++)
                loop->strides[i][rank - 1] =
                    strides[i][d] * (int64_t)item_sizes[i];
            continue;
        }
        loop->dims[rank] = size;
        for (int i = 0; i < operand_count; i++)
            loop->strides[i][rank] = strides[i][d] * (int64_t)item_sizes[i];
        rank++;
    }
    if (rank == 0) {
        /* Rank 0, or only size-1 dimensions: one element. */
        loop->dims[0] = 1;
        for (int i = 0; i < operand_count; i++) loop->strides[i][0] = 0;
        rank = 1;
    }
    loop->rank = rank;
}

void pc_loop_run(const pc_loop *loop, char *const data[],
                 pc_loop_kernel kernel, void *context) {
    if (loop->empty) return;
    int outer = loop->rank - 1;
    int64_t inner_count = loop->dims[outer];
    int64_t inner_strides[PC_LOOP_MAX_OPERANDS] = {0};
    int64_t offsets[PC_LOOP_MAX_OPERANDS] = {0};
    int64_t index[PC_MAX_RANK] = {0};
    char *pointers[PC_LOOP_MAX_OPERANDS] = {0};
    for (int i = 0; i < loop->operand_count; i++)
        inner_strides[i] = loop->strides[i][outer];

    for (;;) {
        for (int i = 0; i < loop->operand_count; i++)
            pointers[i] = data[i] + offsets[i];
        kernel(context, pointers, inner_strides, inner_count);
        /* Odometer over the outer dimensions, last fastest. Offsets stay
        ** integers and within the operand's extent, so no pointer ever
        ** leaves its memory and no sum overflows. */
        int d = outer - 1;
        for (; d >= 0; d--) {
            if (index[d] + 1 < loop->dims[d]) {
                index[d]++;
                for (int i = 0; i < loop->operand_count; i++)
                    offsets[i] += loop->strides[i][d];
                break;
            }
            for (int i = 0; i < loop->operand_count; i++)
                offsets[i] -= loop->strides[i][d] * index[d];
            index[d] = 0;
        }
        if (d < 0) return;
    }
}

void pc_loop_broadcast_strides(const pc_shape *operand_shape,
                               const int64_t *operand_strides,
                               const pc_shape *shape, int64_t *strides) {
    int offset = shape->rank - operand_shape->rank;
    for (int d = 0; d < shape->rank; d++) {
        int k = d - offset;
        if (k < 0 || operand_shape->dims[k] == 1)
            strides[d] = 0;
        else
            strides[d] = operand_strides[k];
    }
}
