/*
** case_arena.c: the bump allocator a case_file owns its memory in.
**
** Invariant: every pointer handed out stays valid until the arena is
** destroyed or reset, and is aligned for any element type (16 bytes, complex128).
** Blocks grow geometrically, so a file of N cases costs O(log N) mallocs.
*/
#include <assert.h>
#include <stdlib.h>
#include <stdint.h>

#include "case.h"

enum { ARENA_ALIGNMENT = 16, ARENA_FIRST_BLOCK = 64 * 1024 };

typedef struct arena_block {
    struct arena_block *next;
    size_t size;
    size_t used;
    _Alignas(16) unsigned char bytes[];
} arena_block;

struct case_arena {
    arena_block *head;
};

case_arena *case_arena_create(void) {
    return calloc(1, sizeof(case_arena));
}

/* Frees `block` and every block after it in the list. */
static void free_blocks(arena_block *block) {
    while (block) {
        arena_block *next = block->next;
        free(block);
        block = next;
    }
}

void case_arena_destroy(case_arena *arena) {
    if (arena == NULL) return;
    free_blocks(arena->head);
    free(arena);
}

void case_arena_reset(case_arena *arena) {
    arena_block *block = arena->head;
    if (block == NULL) return;
    /* The head is the newest block, and blocks only grow: keep it. */
    free_blocks(block->next);
    block->next = NULL;
    block->used = 0;
}

void case_arena_adopt(case_arena *into, case_arena *from) {
    if (from == NULL) return;
    arena_block *tail = from->head;
    if (tail != NULL) {
        while (tail->next) tail = tail->next;
        /* After `into`'s head, which stays the block new allocations use
        ** (case_arena_reset keeps it). */
        if (into->head == NULL) {
            into->head = from->head;
        } else {
            tail->next = into->head->next;
            into->head->next = from->head;
        }
    }
    free(from);
}

void *case_arena_allocate(case_arena *arena, size_t size) {
    if (size > SIZE_MAX - ARENA_ALIGNMENT) return NULL;  /* rounding up would wrap */
    size = (size + ARENA_ALIGNMENT - 1) & ~(size_t)(ARENA_ALIGNMENT - 1);
    if (size == 0) size = ARENA_ALIGNMENT;
    arena_block *block = arena->head;
    if (block == NULL || block->size - block->used < size) {
        size_t block_size = block ? block->size * 2 : ARENA_FIRST_BLOCK;
        if (block_size < size) block_size = size;
        arena_block *fresh = malloc(sizeof(arena_block) + block_size);
        if (fresh == NULL) return NULL;
        fresh->next = block;
        fresh->size = block_size;
        fresh->used = 0;
        arena->head = block = fresh;
    }
    void *result = block->bytes + block->used;
    block->used += size;
    assert(block->used <= block->size && (uintptr_t)result % ARENA_ALIGNMENT == 0);
    return result;
}

size_t case_arena_bytes(const case_arena *arena) {
    size_t total = 0;
    if (arena == NULL) return 0;
    for (const arena_block *block = arena->head; block; block = block->next)
        total += sizeof(arena_block) + block->size;
    return total;
}
