/*
** faulty_orphan.c: an adapter that, on one trigger, forks a process that
** holds its stderr open and sleeps for ten minutes, and then answers as the
** oracle does. It prints "faulty_orphan: left process PID" on stderr.
**
** Trigger: promote_types of int16 and uint8 (in cases/spec/torch.json:
** spec/torch/matrix/int16-uint8 only).
**
** The runner must end the worker's process group when the worker ends, so
** `promcast run ... 2>&1 | cat` ends when the run does, and the left
** process is gone.
*/
#define _POSIX_C_SOURCE 200809L  /* fork, nanosleep */

#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "faulty.h"

static int32_t forking_promote_types(void *state, const promcast_call *call, DLDataType a,
                                     DLDataType b, DLDataType *result) {
    if (faulty_dtype_of(a) == PC_INT16 && faulty_dtype_of(b) == PC_UINT8) {
        pid_t child = fork();
        if (child == 0) {
            struct timespec pause = {600, 0};
            nanosleep(&pause, NULL);
            _exit(0);
        }
        fprintf(stderr, "faulty_orphan: left process %ld\n", (long)child);
        fflush(stderr);
    }
    return ORACLE->promote_types(state, call, a, b, result);
}

ORACLE_DERIVED_ENTRY("faulty_orphan", "promcast oracle, leaving a process behind",
                     promote_types, forking_promote_types)
