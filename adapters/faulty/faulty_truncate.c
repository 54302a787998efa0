/*
** faulty_truncate.c: an adapter that, on one trigger, tries to truncate
** the file behind every shared writable mapping of its process (the
** runner's verdict board among them) to zero bytes, through
** /proc/self/map_files (proc(5); opening those links needs CAP_SYS_ADMIN,
** which CI's root has). Accessing a truncated shared mapping raises
** SIGBUS (mmap(2)), so a runner that reads a board a worker can truncate
** dies. Then it answers as the oracle does.
**
** Trigger: promote_types of int16 and uint8 (in cases/spec/torch.json:
** spec/torch/matrix/int16-uint8 only). What each attempt did goes to
** stderr ("faulty_truncate: ..."), so a test can tell a refused truncation
** from one never tried.
*/
#define _POSIX_C_SOURCE 200809L  /* nanosleep, ftruncate */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "faulty.h"
#include "faulty_mappings.h"

static void truncate_file(uintptr_t start, uintptr_t end) {
    char path[128];
    snprintf(path, sizeof path, "/proc/self/map_files/%lx-%lx", (unsigned long)start,
             (unsigned long)end);
    int fd = open(path, O_RDWR);
    if (fd < 0) {
        fprintf(stderr, "faulty_truncate: cannot open %s: %s\n", path, strerror(errno));
        return;
    }
    if (ftruncate(fd, 0) == 0) fprintf(stderr, "faulty_truncate: truncated %s\n", path);
    else fprintf(stderr, "faulty_truncate: truncation refused: %s\n", strerror(errno));
    close(fd);
}

static int32_t truncating_promote_types(void *state, const promcast_call *call, DLDataType a,
                                        DLDataType b, DLDataType *result) {
    if (faulty_dtype_of(a) == PC_INT16 && faulty_dtype_of(b) == PC_UINT8)
        faulty_each_shared_mapping(truncate_file);
    return ORACLE->promote_types(state, call, a, b, result);
}

ORACLE_DERIVED_ENTRY("faulty_truncate", "promcast oracle, truncating shared memory",
                     promote_types, truncating_promote_types)
