/*
** adapter_scratch.h: temporary arrays that usually fit on the stack.
**
** The hot paths (broadcast_shapes, result_type) convert a handful of
** arguments per call; the ABI allows many more. A call gives a stack array
** of `capacity` items and gets it back when `count` fit, else a malloc'd
** one, so the common case never allocates.
*/
#ifndef PROMCAST_ADAPTER_SCRATCH_H
#define PROMCAST_ADAPTER_SCRATCH_H

#include <stddef.h>

/* Room for `count` items of `size` bytes: on_stack if count <= capacity,
** else malloc'd (NULL when out of memory or count * size overflows). */
void *adapter_scratch(void *on_stack, size_t capacity, size_t count, size_t size);

/* Frees scratch unless it is on_stack. */
void adapter_scratch_release(void *scratch, void *on_stack);

#endif
