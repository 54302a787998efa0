/*
** run_board.c: the shared verdict board (run_board.h).
*/
/* memfd_create, F_ADD_SEALS and getrandom are Linux's; glibc shows them here. */
#define _GNU_SOURCE 1

#include "run_board.h"

#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

/* One step of the check: a multiply-xorshift mixer (the finaliser of
** SplitMix64, after Steele, Lea and Flood, "Fast splittable pseudorandom
** number generators", OOPSLA 2014), so every bit of every word reaches
** every bit of the result. */
static uint64_t mix(uint64_t hash, uint64_t word) {
    hash ^= word;
    hash *= 0xBF58476D1CE4E5B9ULL;
    return hash ^ (hash >> 31);
}

/* The check of a slot: the key, the case's index, its verdict, where its
** text lies, and the text, mixed a word at a time. Not a defence against an
** adapter that reads the runner's memory for the key, but a record that a
** stray write touched fails it but for a chance of 2^-32. */
static uint32_t slot_check(uint64_t key, int64_t i, unsigned verdict, uint64_t offset,
                           uint32_t length, const char *text) {
    uint64_t hash = mix(key, (uint64_t)i);
    hash = mix(hash, ((uint64_t)verdict << 32) | length);
    hash = mix(hash, offset);
    uint32_t at = 0;
    for (; at + 8 <= length; at += 8) {
        uint64_t word;
        memcpy(&word, text + at, 8);
        hash = mix(hash, word);
    }
    if (at < length) {
        uint64_t word = 0;
        memcpy(&word, text + at, length - at);
        hash = mix(hash, word);
    }
    hash *= 0x94D049BB133111EBULL;
    return (uint32_t)(hash ^ (hash >> 32));
}

static uint64_t draw_key(void) {
    uint64_t key;
    if (getrandom(&key, sizeof key, GRND_NONBLOCK) == (ssize_t)sizeof key) return key;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return ((uint64_t)now.tv_sec * 1000000007ULL) ^ (uint64_t)now.tv_nsec ^
           ((uint64_t)getpid() << 40);
}

static size_t round_up(size_t size, size_t to) {
    return (size + to - 1) / to * to;
}

int run_board_open(run_board *board, int64_t first, int64_t slot_count, uint64_t text_capacity,
                   char *error, size_t error_size) {
    assert(first >= 0 && slot_count >= 0);
    memset(board, 0, sizeof *board);
    size_t header = round_up(sizeof(run_board_header), 64);
    size_t slots = round_up((size_t)slot_count * sizeof(run_slot), 64);
    size_t size = header + slots + (size_t)text_capacity;
    int fd = memfd_create("promcast-board", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) {
        snprintf(error, error_size, "cannot make the verdict board: memfd_create: %s",
                 strerror(errno));
        return 0;
    }
    /* Sealed at its size: a worker can neither shrink the file under the
    ** parent's mapping (which would fault the parent's reads) nor grow it. */
    if (ftruncate(fd, (off_t)size) != 0 ||
        fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) != 0) {
        snprintf(error, error_size, "cannot make the verdict board (%zu bytes): %s", size,
                 strerror(errno));
        close(fd);
        return 0;
    }
    void *mapping = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    if (mapping == MAP_FAILED) {
        snprintf(error, error_size, "cannot map the verdict board (%zu bytes): %s", size,
                 strerror(errno));
        return 0;
    }
    board->mapping = mapping;
    board->mapping_size = size;
    board->header = mapping;
    board->slots = (run_slot *)((char *)mapping + header);
    board->text = (char *)mapping + header + slots;
    board->first = first;
    board->slot_count = board->slot_capacity = slot_count;
    board->text_capacity = text_capacity;
    board->key = draw_key();
    atomic_init(&board->header->completed, first);
    atomic_init(&board->header->stopped, 0);
    atomic_init(&board->header->acknowledged, first);
    return 1;
}

void run_board_close(run_board *board) {
    if (board->mapping) munmap(board->mapping, board->mapping_size);
    memset(board, 0, sizeof *board);
}

void run_board_reuse(run_board *board, int64_t first, int64_t slot_count) {
    assert(first >= 0 && slot_count >= 0 && slot_count <= board->slot_capacity);
    board->first = first;
    board->slot_count = slot_count;
    board->text_used = 0;
    atomic_store_explicit(&board->header->stopped, 0, memory_order_relaxed);
    atomic_store_explicit(&board->header->acknowledged, first, memory_order_relaxed);
    atomic_store_explicit(&board->header->completed, first, memory_order_release);
}

int run_board_has_room(const run_board *board, int64_t i) {
    return i >= board->first && i - board->first < board->slot_count &&
           board->text_capacity - board->text_used >= RUN_DETAILS_MAX;
}

void run_board_record(run_board *board, int64_t i, run_verdict verdict, const char *details,
                      size_t details_length) {
    assert(run_board_has_room(board, i));
    if (details_length > RUN_DETAILS_MAX) details_length = RUN_DETAILS_MAX;
    run_slot slot = {0, (uint32_t)details_length, board->text_used, (uint8_t)verdict};
    if (details_length > 0) {
        memcpy(board->text + board->text_used, details, details_length);
        board->text_used += details_length;
    }
    slot.check = slot_check(board->key, i, verdict, slot.text_offset, slot.text_length,
                            details_length ? details : "");
    board->slots[i - board->first] = slot;
    atomic_store_explicit(&board->header->completed, i + 1, memory_order_release);
}

void run_board_stop(run_board *board) {
    atomic_store_explicit(&board->header->stopped, 1, memory_order_release);
}

int run_board_await(const run_board *board, int64_t i) {
    struct timespec pause = {0, 20 * 1000};
    pid_t parent = getppid();
    while (atomic_load_explicit(&board->header->acknowledged, memory_order_acquire) <= i) {
        if (getppid() != parent) return 0;
        nanosleep(&pause, NULL);
    }
    return 1;
}

void run_board_acknowledge(run_board *board, int64_t end) {
    atomic_store_explicit(&board->header->acknowledged, end, memory_order_release);
}

int64_t run_board_completed(const run_board *board) {
    return atomic_load_explicit(&board->header->completed, memory_order_acquire);
}

int run_board_stopped(const run_board *board) {
    return atomic_load_explicit(&board->header->stopped, memory_order_acquire) == 1;
}

int run_board_read(const run_board *board, int64_t i, run_verdict *verdict, char *details,
                   size_t *details_length, char *why, size_t why_size) {
    assert(i >= board->first && i - board->first < board->slot_count);
    /* One copy, then checks on the copy: the worker may still be writing. */
    run_slot slot;
    memcpy(&slot, &board->slots[i - board->first], sizeof slot);
    *details_length = 0;
    details[0] = '\0';
    if (slot.verdict != VERDICT_PASS && slot.verdict != VERDICT_FAIL &&
        slot.verdict != VERDICT_SKIP) {
        snprintf(why, why_size, "verdict code %u is none a worker records", slot.verdict);
        return 0;
    }
    if (slot.text_length > RUN_DETAILS_MAX || slot.text_offset > board->text_capacity ||
        slot.text_length > board->text_capacity - slot.text_offset) {
        snprintf(why, why_size, "its text (%u bytes at %llu) lies outside the board's %llu bytes",
                 slot.text_length, (unsigned long long)slot.text_offset,
                 (unsigned long long)board->text_capacity);
        return 0;
    }
    memcpy(details, board->text + slot.text_offset, slot.text_length);
    details[slot.text_length] = '\0';
    if (slot_check(board->key, i, slot.verdict, slot.text_offset, slot.text_length, details) !=
        slot.check) {
        snprintf(why, why_size, "its check does not match its contents");
        details[0] = '\0';
        return 0;
    }
    *verdict = (run_verdict)slot.verdict;
    *details_length = slot.text_length;
    return 1;
}

static void copy_field(char *to, const char *from, size_t size) {
    memcpy(to, from, size);
    to[size - 1] = '\0';
}

void run_board_read_adapter(const run_board *board, run_board_adapter *adapter) {
    const run_board_adapter *shared = &board->header->adapter;
    adapter->loaded = shared->loaded;
    copy_field(adapter->error, shared->error, sizeof adapter->error);
    copy_field(adapter->name, shared->name, sizeof adapter->name);
    copy_field(adapter->library, shared->library, sizeof adapter->library);
    copy_field(adapter->library_version, shared->library_version, sizeof adapter->library_version);
    copy_field(adapter->profile, shared->profile, sizeof adapter->profile);
    for (int key = 0; key < CASE_OP_KEY_COUNT; key++) adapter->ops[key] = shared->ops[key] != 0;
}
