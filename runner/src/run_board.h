/*
** run_board.h: where a run records each case's verdict.
**
** The board is one anonymous shared mapping made before any worker is
** forked, so a worker's writes are the parent's reads, with no system call
** per case. Invariants: the worker stores `started` = i before case i and
** `completed` = i + 1 (release) after case i's slot and text are written;
** the parent reads slots below `completed` (acquire) only. When a worker
** dies or stalls, the case in flight is `completed`, and every slot below it
** is final.
*/
#ifndef PROMCAST_RUNNER_RUN_BOARD_H
#define PROMCAST_RUNNER_RUN_BOARD_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

typedef enum run_verdict {
    VERDICT_NONE = 0,
    VERDICT_PASS,
    VERDICT_FAIL,     /* the answer differs, or the adapter misbehaved */
    VERDICT_SKIP,
    VERDICT_CRASH,    /* the worker died during the case */
    VERDICT_TIMEOUT   /* the case did not finish in time */
} run_verdict;

typedef struct run_slot {
    uint8_t verdict;      /* run_verdict */
    uint32_t text_length; /* details for every verdict but a pass */
    uint64_t text_offset;
} run_slot;

typedef struct run_board {
    _Atomic int64_t started;
    _Atomic int64_t completed;
    _Atomic uint64_t text_used;
    uint64_t text_capacity;
    int64_t slot_count;
    run_slot *slots;
    char *text;
    size_t mapping_size;
    void *mapping;
    /* The adapter's self-description, written by the probe. */
    struct {
        int loaded;  /* 1 loaded, -1 failed (error holds why) */
        char error[1024];
        char name[128], library[128], library_version[128], profile[64];
        uint32_t dtypes;
        uint64_t ops;
    } adapter;
} run_board;

/* Maps a board for `slot_count` cases; NULL when the mapping fails. */
run_board *run_board_create(int64_t slot_count);
void run_board_destroy(run_board *board);

/* Records case i's verdict and its details (NUL-separated fields: got,
** explanation, message; or one reason). Details beyond the text area are
** cut, never overflowed. Then publishes completed = i + 1. */
void run_board_record(run_board *board, int64_t i, run_verdict verdict,
                      const char *details, size_t details_length);

/* Case i's details, and their length. */
const char *run_board_details(const run_board *board, int64_t i, size_t *length);

/* Field `index` of details of `length` bytes (NUL-separated fields; see
** run_board_record); "" when there is no such field. */
const char *run_board_field(const char *details, size_t length, int index);

#endif
