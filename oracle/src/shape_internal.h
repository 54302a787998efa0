/*
** shape_internal.h: copying a pc_shape by its rank.
**
** A pc_shape holds PC_MAX_RANK dimensions (520 bytes) of which a call uses
** a few; an element-wise call copies its operands' shapes several times,
** and copying each whole was a measurable share of a call's time.
*/
#ifndef PROMCAST_SHAPE_INTERNAL_H
#define PROMCAST_SHAPE_INTERNAL_H

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

#endif
