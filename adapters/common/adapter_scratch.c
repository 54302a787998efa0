/*
** adapter_scratch.c: stack-or-heap temporary arrays (adapter_scratch.h).
*/
#include "adapter_scratch.h"

#include <stdint.h>
#include <stdlib.h>

void *adapter_scratch(void *on_stack, size_t capacity, size_t count, size_t size) {
    if (count <= capacity) return on_stack;
    if (size != 0 && count > SIZE_MAX / size) return NULL;
    return malloc(count * size);
}

void adapter_scratch_release(void *scratch, void *on_stack) {
    if (scratch != on_stack) free(scratch);
}
