/*
** faulty_abi_1.c: an adapter as ABI 1 built it: it exports
** promcast_adapter_entry(char *message, size_t message_size), ABI 1's
** entry, and not promcast_adapter_open. The runner must refuse it without
** calling it (its entry's signature is not ABI 2's), say what changed and
** where the porting guide is, and exit 2.
**
** ABI 1's header is gone, so its entry's prototype and the layout of its
** table (version 1.0: dtype and op bit masks, binary and binary_inplace)
** are declared here. The function slots are typed loosely: their
** signatures were ABI 1's, and nothing may call them. The table claims no
** ops. Its entry, if called, says so on stderr
** ("faulty_abi_1: promcast_adapter_entry was called"), so a test can tell
** a refusal from a call.
*/
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#if defined(_WIN32)
#define ABI_1_EXPORT __declspec(dllexport)
#else
#define ABI_1_EXPORT __attribute__((visibility("default")))
#endif

/* A function of ABI 1's table, whatever its signature (never called). */
typedef int32_t (*abi_1_function)(void);

/* ABI 1.0's promcast_adapter, field by field. */
typedef struct abi_1_adapter {
    uint16_t abi_major;
    uint16_t abi_minor;
    uint32_t size;
    const char *name;
    const char *library;
    const char *library_version;
    const char *profile;
    uint32_t dtypes;  /* bit 1 << dtype index */
    uint64_t ops;     /* bit 1 << op */
    void *state;
    abi_1_function broadcast_shapes;
    abi_1_function broadcast_to;
    abi_1_function inplace_broadcast;
    abi_1_function xla_broadcast;
    abi_1_function promote_types;
    abi_1_function result_type;
    abi_1_function can_cast;
    abi_1_function binary;
    abi_1_function binary_inplace;
    abi_1_function sum_to_shape;
    void (*close)(void *state);
} abi_1_adapter;

ABI_1_EXPORT const abi_1_adapter *promcast_adapter_entry(char *message, size_t message_size);

static const abi_1_adapter table = {
    .abi_major = 1,
    .abi_minor = 0,
    .size = sizeof(abi_1_adapter),
    .name = "faulty_abi_1",
    .library = "nothing, built for the adapter ABI 1.0",
    .library_version = "1.0",
    .profile = "torch",
    .dtypes = (1u << 18) - 1u,  /* ABI 1's 18 dtypes */
    .ops = 0,
};

const abi_1_adapter *promcast_adapter_entry(char *message, size_t message_size) {
    (void)message;
    (void)message_size;
    fprintf(stderr, "faulty_abi_1: promcast_adapter_entry was called\n");
    return &table;
}
