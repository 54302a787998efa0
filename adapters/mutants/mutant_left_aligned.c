/*
** mutant_left_aligned.c: broadcasting aligns shapes on the left.
**
** Bug: shapes of different ranks are padded with 1s at the end instead of
** the front, so (8,1,6,1) with (7,1,5) compares 8 with 7. Seen in naive
** reimplementations that zip the two shapes from their first dimension
** (Python's zip(a, b) / itertools.zip_longest(a, b, fillvalue=1)), the
** mistake the Array API standard's Broadcasting §Algorithm rules out by
** iterating from the last dimension.
** Killing input: broadcast_shapes [8,1,6,1] with [7,1,5]: the oracle gives
** [8,7,6,5], the mutant incompatible_shapes.
** Killed by: spec/array-api/broadcast/ex-1, generated/broadcast.
*/
#include "mutant.h"

MUTANT_ENTRY("left_aligned", "left-aligned broadcasting", broadcast_shapes,
             mutant_broadcast_left_aligned)
