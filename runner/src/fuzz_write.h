/*
** fuzz_write.h: a finding as a case file that `promcast run` reproduces.
**
** The file holds one case, the shrunk one, with id
** "fuzz/s<seed>/<index>", suite "generated/fuzz", and the top-level
** member `fuzz` (cases/README.md "File"): the seed, the case's index, the
** signature, the command line and the original (unshrunk) case. Its name
** is "<op>-s<seed>-<index>.json": one finding a file, named by what
** reproduces it.
**
** A case decoded from a byte string (`promcast fuzz --decode FILE`, the
** libFuzzer harness's crash files) has no seed, index or original: it is
** written as "<op>-decoded.json", id "fuzz/decoded", without `fuzz`.
*/
#ifndef PROMCAST_RUNNER_FUZZ_WRITE_H
#define PROMCAST_RUNNER_FUZZ_WRITE_H

#include <stddef.h>
#include <stdint.h>

#include "case.h"

typedef struct fuzz_write_request {
    const char *dir;
    uint64_t seed;
    int64_t index;
    const char *command;
    const char *signature;
    const promcast_case *shrunk;
    const promcast_case *original;  /* NULL: a decoded case */
} fuzz_write_request;

/* Writes the file; `path` gets its name. Returns 1, or 0 with `error`. */
int fuzz_write(const fuzz_write_request *request, char *path, size_t path_size, char *error,
               size_t error_size);

#endif
