/*
** shape_internal.h: copying a pc_shape by its rank, and products of sizes
** checked without a division.
**
** A pc_shape holds PC_MAX_RANK dimensions (520 bytes) of which a call uses
** a few; an element-wise call copies its operands' shapes several times,
** and copying each whole was a measurable share of a call's time. So was
** the 64-bit division of each overflow check, a dimension at a time.
*/
#ifndef PROMCAST_SHAPE_INTERNAL_H
#define PROMCAST_SHAPE_INTERNAL_H

#include <stdint.h>
#include <string.h>

#include "promcast/shape.h"

/* *to = *from as far as anyone reads it: the rank, and the dimensions
** below it (a rank outside 0..PC_MAX_RANK is copied as it is, for
** pc_shape_validate to report, with the dimensions that exist). The
** dimensions of `to` from the rank on keep what they held: no code reads
** a dimension at or past a shape's rank. */
static inline void pc_shape_copy(pc_shape *to, const pc_shape *from) {
    int rank = from->rank < 0 ? 0 : from->rank > PC_MAX_RANK ? PC_MAX_RANK : from->rank;
    to->rank = from->rank;
    memcpy(to->dims, from->dims, (size_t)rank * sizeof from->dims[0]);
}

/* Whether a * b exceeds INT64_MAX, for a >= 0 and b > 0 (a > INT64_MAX /
** b): without the division when both are at most INT32_MAX, whose product
** is below 2^62, as the sizes and strides of any array in memory are. */
static inline int pc_product_overflows(int64_t a, int64_t b) {
    if (a <= INT32_MAX && b <= INT32_MAX) return 0;
    return a > INT64_MAX / b;
}

#endif
