/*
** strided_loop.h: iterating up to three strided operands over one shape.
**
** The operands share the iteration shape; each has its own strides in that
** shape, with 0 on the dimensions it is broadcast along, so the offset
** never advances along them (PyTorch's TensorIterator does the same).
** Nothing is copied. As PyTorch's TensorIterator
** (coalesce_dimensions) and NumPy's nditer do, size-1 dimensions are
** dropped and neighbours merged where every operand steps through them as
** one dimension, so the kernel gets runs as long as the layout allows.
**
** Geometry and data are separate: a loop is built once and may run over
** several sets of base pointers (gradient.c runs one per output element).
*/
#ifndef PROMCAST_STRIDED_LOOP_H
#define PROMCAST_STRIDED_LOOP_H

#include <stddef.h>
#include <stdint.h>

#include "promcast/shape.h"

#define PC_LOOP_MAX_OPERANDS 3

typedef struct pc_loop {
    int operand_count;
    int rank;          /* >= 1 after coalescing; the last is the inner one */
    int empty;         /* the shape has no elements: running does nothing */
    int64_t dims[PC_MAX_RANK];
    int64_t strides[PC_LOOP_MAX_OPERANDS][PC_MAX_RANK];  /* bytes */
} pc_loop;

/* The inner kernel: `count` elements of each operand, the first at data[i],
** the next `strides[i]` bytes on. */
typedef void (*pc_loop_kernel)(void *context, char *const data[],
                               const int64_t strides[], int64_t count);

/* Builds a loop over `shape` (valid, rank <= PC_MAX_RANK) for
** `operand_count` (1..3) operands; strides[i] are operand i's strides in
** elements, one per dimension of `shape`, and item_sizes[i] its element
** size. The caller guarantees every offset fits int64_t
** (pc_array_validate). */
void pc_loop_init(pc_loop *loop, const pc_shape *shape, int operand_count,
                  const int64_t *const strides[], const size_t item_sizes[]);

/* Calls kernel over the whole shape in row-major order of the original
** dimensions, operand i based at data[i]. */
void pc_loop_run(const pc_loop *loop, char *const data[],
                 pc_loop_kernel kernel, void *context);

/* Operand strides (elements) in the broadcast shape `shape`: the operand's
** dimensions right-aligned with shape's, stride 0 where the operand's
** dimension is 1 or missing, its own stride elsewhere. The operand's shape
** must broadcast to `shape`. */
void pc_loop_broadcast_strides(const pc_shape *operand_shape,
                               const int64_t *operand_strides,
                               const pc_shape *shape, int64_t *strides);

#endif
