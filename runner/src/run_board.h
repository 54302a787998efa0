/*
** run_board.h: where a worker records the verdicts of a window of cases.
**
** The board is shared memory made before the worker is forked, so a
** worker's writes are the parent's reads with no system call per case. The
** worker runs the adapter, and an adapter (or anything it loads or forks)
** can write anywhere in its process, the board included. So:
**
** - Nothing in the shared memory is trusted by the parent. Every pointer
**   and size is kept in the run_board struct, which each process has its
**   own copy of; the shared memory holds numbers and text only. Each slot
**   carries a check (a keyed hash of the case's index, verdict and text),
**   and the parent reads a slot only through run_board_read, which checks
**   every offset, length and count against the board's own sizes. A record
**   that fails a check is reported as corrupt: it costs its case, not the
**   run.
** - The memory is a sealed memfd (memfd_create(2), fcntl(2) F_ADD_SEALS):
**   no process can shrink it, so no access by the parent can fault
**   (SIGBUS), whatever a worker does to the file behind the mapping.
** - The worker never reads back what it published: it counts in its own
**   copy of the struct, so a scribbled counter cannot make it write out of
**   bounds.
**
** INVARIANTS: the board covers plan indices [first, first + slot_count),
** slot_count at most the slot_capacity it was made with; a worker that is
** handed one range of cases after another reuses its board for each
** (run_board_reuse), only once the parent has read every record of the
** range before.
** The worker records case i (slot and text) and then publishes
** completed = i + 1 with release order; the parent reads slots below
** completed with acquire order. Before case i, the worker checks that the
** board has room for it (a slot and RUN_DETAILS_MAX bytes of text); when
** it has not, the worker publishes `stopped` and exits, and the parent
** continues with a new worker and a new board. So the memory a run
** reserves is bounded, whatever the number of cases.
*/
#ifndef PROMCAST_RUNNER_RUN_BOARD_H
#define PROMCAST_RUNNER_RUN_BOARD_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "case.h"
#include "run_results.h"

/* The most cases, and the most detail text, one board holds. */
enum { RUN_BOARD_SLOTS = 1 << 20, RUN_BOARD_TEXT = 16 << 20 };

/* The adapter's self-description, as the probe worker writes it. */
typedef struct run_board_adapter {
    int32_t loaded;  /* 1 loaded, -1 failed (error holds why) */
    char error[1024];
    char name[128], library[128], library_version[128], profile[64];
    /* 1 where the adapter claims the op (case_op_key order): the report's
    ** list of the functions the library has and lacks. */
    unsigned char ops[CASE_OP_KEY_COUNT];
} run_board_adapter;

/* The shared header: written by the worker, read with suspicion. */
typedef struct run_board_header {
    _Atomic int64_t completed;  /* plan index one past the last recorded case */
    _Atomic int32_t stopped;    /* 1: the worker stopped for want of room */
    _Atomic int64_t acknowledged;  /* lockstep: the parent has read cases below this */
    run_board_adapter adapter;
} run_board_header;

typedef struct run_slot {
    uint32_t check;
    uint32_t text_length;
    uint64_t text_offset;
    uint8_t verdict;      /* run_verdict */
} run_slot;

/* Each process's own view of a board. */
typedef struct run_board {
    run_board_header *header;  /* in the mapping */
    run_slot *slots;           /* in the mapping */
    char *text;                /* in the mapping */
    void *mapping;
    size_t mapping_size;
    int64_t first;             /* the plan index of slot 0 */
    int64_t slot_count;
    int64_t slot_capacity;     /* the slots mapped: slot_count's bound */
    uint64_t text_capacity;
    uint64_t key;              /* the checks' key, drawn when the board is made */
    int lockstep;              /* the worker waits for the parent after each case */
    /* The writer's own counters (the worker's copy). */
    uint64_t text_used;
} run_board;

/* Maps a board for plan indices [first, first + slot_count) with
** `text_capacity` bytes of detail text. Returns 1, or 0 with the reason. */
int run_board_open(run_board *board, int64_t first, int64_t slot_count, uint64_t text_capacity,
                   char *error, size_t error_size);
void run_board_close(run_board *board);

/* The board now covers [first, first + slot_count) (slot_count at most its
** capacity), with all its text free. The parent calls it, which resets the
** shared counters, before it hands the worker that range, and only after
** reading every record of the range before; the worker calls it when it
** takes the range, which resets its own counters (and writes the same
** values to the shared ones). */
void run_board_reuse(run_board *board, int64_t first, int64_t slot_count);

/* The worker's side. */

/* Whether case i has room on the board (a slot, and text for any details). */
int run_board_has_room(const run_board *board, int64_t i);

/* Records case i's verdict and details (at most RUN_DETAILS_MAX bytes), then
** publishes completed = i + 1. Case i must have room. */
void run_board_record(run_board *board, int64_t i, run_verdict verdict, const char *details,
                      size_t details_length);

/* Publishes that the worker stopped for want of room. */
void run_board_stop(run_board *board);

/* Lockstep: waits until the parent has read case i's record. Returns 0 when
** the parent is gone. */
int run_board_await(const run_board *board, int64_t i);

/* The parent's side. */

/* The published count, unchecked: the caller checks it against what it
** expects (run_execute.c). */
int64_t run_board_completed(const run_board *board);
int run_board_stopped(const run_board *board);

/* Lockstep: tells the worker that the cases below `end` have been read. */
void run_board_acknowledge(run_board *board, int64_t end);

/* Reads and checks case i's record. Returns 1 with the verdict and a copy of
** the details (NUL-terminated, `details` holds RUN_DETAILS_MAX + 1 bytes),
** or 0 with why the record is corrupt. */
int run_board_read(const run_board *board, int64_t i, run_verdict *verdict, char *details,
                   size_t *details_length, char *why, size_t why_size);

/* Copies the probe's adapter description out of the board, every string
** NUL-terminated whatever the worker left there. */
void run_board_read_adapter(const run_board *board, run_board_adapter *adapter);

#endif
