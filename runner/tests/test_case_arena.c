/*
** test_case_arena.c: the case arena's contract (case.h): every allocation
** aligned for any element and valid until the arena is destroyed or
** reset; a reset frees every allocation at once and keeps the largest
** block, so an arena that holds one short-lived case after another stops
** asking malloc for memory.
*/
#include <stdint.h>
#include <string.h>

#include "case.h"
#include "tap.h"

static void alignment(tap_run *run) {
    case_arena *arena = case_arena_create();
    int aligned = arena != NULL;
    for (size_t size = 0; aligned && size < 100; size++) {
        unsigned char *p = case_arena_allocate(arena, size);
        aligned = p != NULL && (uintptr_t)p % 16 == 0;
        if (aligned && size) memset(p, 0xAB, size);
    }
    tap_ok(run, aligned, "allocations of 0 to 99 bytes are 16-byte aligned");
    case_arena_destroy(arena);
}

static void reset(tap_run *run) {
    case_arena *arena = case_arena_create();
    tap_ok(run, arena != NULL, "an arena is made");
    if (!arena) return;
    case_arena_reset(arena);
    tap_ok(run, case_arena_bytes(arena) == 0, "a reset of an empty arena holds nothing");
    /* Grow it past its first block: several blocks. */
    void *first = case_arena_allocate(arena, 1000);
    void *large = case_arena_allocate(arena, 1 << 20);
    tap_ok(run, first && large, "a small and a large allocation");
    size_t before = case_arena_bytes(arena);
    case_arena_reset(arena);
    size_t after = case_arena_bytes(arena);
    tap_ok(run, after < before && after >= (size_t)1 << 20,
           "a reset keeps the largest block only: %zu bytes of %zu", after, before);
    /* Reuse: what fits the kept block comes from it, from its start. */
    void *again = case_arena_allocate(arena, 1 << 20);
    tap_ok(run, again == large, "the kept block is used again from its start");
    tap_ok(run, case_arena_bytes(arena) == after, "and no block was added");
    for (int round = 0; round < 1000; round++) {
        case_arena_reset(arena);
        unsigned char *p = case_arena_allocate(arena, 4096);
        if (p) memset(p, round & 0xFF, 4096);
    }
    tap_ok(run, case_arena_bytes(arena) == after,
           "a thousand resets and allocations hold the same bytes: %zu", case_arena_bytes(arena));
    case_arena_destroy(arena);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    alignment(&run);
    reset(&run);
    return tap_finish(&run);
}
