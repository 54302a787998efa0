/*
** run_board.c: the shared verdict board (run_board.h).
*/
/* MAP_ANONYMOUS and MAP_NORESERVE are not POSIX; glibc shows them here. */
#define _DEFAULT_SOURCE 1

#include "run_board.h"

#include <string.h>
#include <sys/mman.h>

/* Details are rare (passes have none), but a mutant can fail every case:
** reserve 4 KiB of address space per case, at least 64 MiB. MAP_NORESERVE
** makes untouched pages free. */
enum { TEXT_PER_CASE = 4096 };

run_board *run_board_create(int64_t slot_count) {
    uint64_t text_capacity = (uint64_t)slot_count * TEXT_PER_CASE;
    if (text_capacity < (64u << 20)) text_capacity = 64u << 20;
    size_t header = (sizeof(run_board) + 63) & ~(size_t)63;
    size_t slots = (size_t)slot_count * sizeof(run_slot);
    size_t size = header + slots + text_capacity;
    void *mapping = mmap(NULL, size, PROT_READ | PROT_WRITE,
                         MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mapping == MAP_FAILED) return NULL;
    run_board *board = mapping;
    atomic_init(&board->started, -1);
    atomic_init(&board->completed, 0);
    atomic_init(&board->text_used, 0);
    board->text_capacity = text_capacity;
    board->slot_count = slot_count;
    board->slots = (run_slot *)((char *)mapping + header);
    board->text = (char *)mapping + header + slots;
    board->mapping = mapping;
    board->mapping_size = size;
    return board;
}

void run_board_destroy(run_board *board) {
    if (board) munmap(board->mapping, board->mapping_size);
}

void run_board_record(run_board *board, int64_t i, run_verdict verdict,
                      const char *details, size_t details_length) {
    run_slot *slot = &board->slots[i];
    slot->verdict = (uint8_t)verdict;
    slot->text_length = 0;
    slot->text_offset = 0;
    if (details_length > 0) {
        uint64_t used = atomic_load_explicit(&board->text_used, memory_order_relaxed);
        uint64_t room = board->text_capacity - used;
        if (details_length > room) details_length = (size_t)room;
        memcpy(board->text + used, details, details_length);
        slot->text_offset = used;
        slot->text_length = (uint32_t)details_length;
        atomic_store_explicit(&board->text_used, used + details_length, memory_order_relaxed);
    }
    atomic_store_explicit(&board->completed, i + 1, memory_order_release);
}

const char *run_board_details(const run_board *board, int64_t i, size_t *length) {
    *length = board->slots[i].text_length;
    return board->text + board->slots[i].text_offset;
}

const char *run_board_field(const char *details, size_t length, int index) {
    size_t at = 0;
    for (int i = 0; i < index; i++) {
        const char *end = memchr(details + at, '\0', length - at);
        if (end == NULL) return "";
        at = (size_t)(end - details) + 1;
        if (at >= length) return "";
    }
    return details + at;
}
