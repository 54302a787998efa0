/*
** exec_hello.h: the hello of the protocol (docs/adapters.md,
** "Out-of-process adapters: the protocol"): the runner's frame with the
** options, and the adapter process's answer, its claims or its refusal.
*/
#ifndef PROMCAST_EXEC_HELLO_H
#define PROMCAST_EXEC_HELLO_H

#include <stddef.h>

#include "exec_encode.h"
#include "promcast/adapter.h"

/* The protocol version this runner speaks. */
#define EXEC_PROTOCOL_MAJOR 1
#define EXEC_PROTOCOL_MINOR 0

/* What a process claims: owned strings and lists. */
typedef struct exec_claims {
    char *name, *library, *library_version, *profile;
    DLDataType *dtypes;
    int32_t dtype_count;
    int32_t *ops;
    int32_t op_count;
} exec_claims;

/* The hello frame: `{"promcast": "adapter-protocol", "version": [1, 0],
** "options": {...}}` and its newline, the options in order (a repeated
** key's last value wins, as promcast_adapter_option_value reads it). 1, or 0
** when out of memory. */
int exec_hello_encode(const promcast_adapter_option *options, int32_t count, exec_buffer *frame);

/* Decodes the answer to the hello: 1 with the claims filled (free them
** with exec_claims_free), 0 with a refusal's reason or what is wrong in
** `error`. *refused is set to 1 for a refusal ({"refuse": "why"}). Op names
** the runner does not know are left out, as the ABI leaves out unknown op
** ids (an adapter newer than the runner). */
int exec_hello_decode(const char *line, size_t length, exec_claims *claims, int *refused,
                      char *error, size_t error_size);

void exec_claims_free(exec_claims *claims);

#endif
