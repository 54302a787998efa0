/*
** faulty_scribble.c: an adapter that, on one trigger, overwrites every
** shared writable mapping of its process (the runner's verdict board among
** them) with the byte 0xA5, then waits 200 ms (so the runner reads the
** board while it is corrupt) and answers as the oracle does.
**
** Trigger: promote_types of int16 and uint8 (in cases/spec/torch.json:
** spec/torch/matrix/int16-uint8 only).
**
** The runner must treat the board as untrusted: the run goes on, every
** case gets one test line, and only the trigger's case fails, with a
** corrupt record.
*/
#define _POSIX_C_SOURCE 200809L  /* nanosleep, ftruncate */

#include <string.h>
#include <time.h>

#include "faulty.h"
#include "faulty_mappings.h"

static void scribble(uintptr_t start, uintptr_t end) {
    memset((void *)start, 0xA5, end - start);
}

static int32_t scribbling_promote_types(void *state, const promcast_call *call, DLDataType a,
                                        DLDataType b, DLDataType *result) {
    if (faulty_dtype_of(a) == PC_INT16 && faulty_dtype_of(b) == PC_UINT8) {
        faulty_each_shared_mapping(scribble);
        struct timespec pause = {0, 200 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    return ORACLE->promote_types(state, call, a, b, result);
}

ORACLE_DERIVED_ENTRY("faulty_scribble", "promcast oracle, scribbling over shared memory",
                     promote_types, scribbling_promote_types)
