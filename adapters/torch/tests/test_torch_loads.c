/*
** test_torch_loads.c: the PyTorch adapter loads as the runner loads it
** (dlopen, the entry), its table is what it claims (the torch profile, the
** 13 dtypes PyTorch 1.13 has, every op but XLA's), it answers a few of the
** seeds' examples through that table, it still works in a process forked
** after the entry (the runner may fork workers after loading), and it
** closes.
**
** Usage: test_torch_loads ADAPTER_DIRECTORY
*/
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "probe_literals.h"
#include "tap.h"

static const probe_expectation answers[] = {
    {"seed 000 example 1: (8,1,6,1) with (7,1,5)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "[8,7,6,5]"},
    {"seed 002 matrix: uint8 + int8",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_UINT8, PC_INT8}}, "int16"},
    {"seed 002: int32 tensor + 4.0, default float64",
     {.op = PROMCAST_OP_RESULT_TYPE, .default_float = PC_FLOAT64, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float64"},
    {"seed 002 core concept: (1,3) + (2,1) values",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .b = TENSOR(PC_INT64, SHAPE(2, 1), 10, 20)},
     "int64 [2,3] {11,12,13,21,22,23}"},
    {"seed 002 pitfall 5: int32 += float32",
     {.op = PROMCAST_OP_ADD_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 3.5, 4.5)},
     "cannot_cast"},
    {"seed 002 expand: (1,3) to (4,3) has strides [0,1]",
     {.op = PROMCAST_OP_BROADCAST_TO, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .shapes = {SHAPE(4, 3)}},
     "int64 [4,3] strides [0,1] {1,2,3,1,2,3,1,2,3,1,2,3}"},
    {"seed 002 backward: a's gradient, (2,3) to (1,3)",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(1, 3)}},
     "float32 [1,3] {2,2,2}"},
};

/* In a child forked after the entry: a + b over 2^17 float32 elements
** (above ATen's parallel grain size, so an intra-op thread pool started
** before the fork would be asked for work). Exits 0 if every sum is right;
** a hang ends it by SIGALRM. */
static void add_in_child(const promcast_adapter *table) {
    enum { COUNT = 1 << 17 };
    static float a[COUNT], b[COUNT];
    for (int i = 0; i < COUNT; i++) a[i] = (float)i, b[i] = 1.0f;
    int64_t shape[1] = {COUNT};
    DLTensor ta, tb;
    memset(&ta, 0, sizeof ta);
    ta.data = a;
    ta.device.device_type = kDLCPU;
    ta.ndim = 1;
    ta.dtype = (DLDataType){kDLFloat, 32, 1};
    ta.shape = shape;
    tb = ta;
    tb.data = b;
    char message[256] = "";
    promcast_call call = {.default_float = {kDLFloat, 32, 1}, .message = message,
                          .message_size = sizeof message};
    DLManagedTensor *result = NULL;
    alarm(60);
    if (table->binary(table->state, &call, PROMCAST_OP_ADD, &ta, &tb, &result) != PROMCAST_STATUS_OK ||
        result == NULL)
        _exit(2);
    const float *sums = (const float *)((const char *)result->dl_tensor.data +
                                        result->dl_tensor.byte_offset);
    int right = result->dl_tensor.ndim == 1 && result->dl_tensor.shape[0] == COUNT;
    for (int i = 0; right && i < COUNT; i++) right = sums[i] == (float)i + 1.0f;
    if (result->deleter) result->deleter(result);
    _exit(right ? 0 : 3);
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    loaded_adapter torch;
    char error[512] = "no adapter directory given";
    int loaded = argc >= 2 &&
                 adapter_load(argv[1], "promcast_adapter_torch", &torch, error, sizeof error);
    if (!tap_ok(&run, loaded, "libpromcast_adapter_torch.so loads and exports the entry")) {
        tap_diag(&run, "  %s (usage: test_torch_loads ADAPTER_DIRECTORY)", error);
        return tap_finish(&run);
    }
    if (!tap_ok(&run, torch.table != NULL, "the entry initialises libtorch and returns a table")) {
        tap_diag(&run, "  the entry said: %s", torch.message);
        adapter_unload(&torch);
        return tap_finish(&run);
    }
    const promcast_adapter *table = torch.table;
    tap_ok(&run, table->abi_major == PROMCAST_ADAPTER_ABI_MAJOR &&
                     table->abi_minor == PROMCAST_ADAPTER_ABI_MINOR &&
                     table->size == sizeof(promcast_adapter),
           "ABI %d.%d, a whole table", PROMCAST_ADAPTER_ABI_MAJOR, PROMCAST_ADAPTER_ABI_MINOR);
    tap_is_str(&run, table->name, "torch", "name");
    tap_is_str(&run, table->library, "PyTorch", "library");
    tap_ok(&run, strncmp(table->library_version, "1.", 2) == 0, "library_version %s is 1.x",
           table->library_version);
    tap_is_str(&run, table->profile, "torch", "profile");
    uint32_t lacking = 1u << PROMCAST_DTYPE_UINT16 | 1u << PROMCAST_DTYPE_UINT32 |
                       1u << PROMCAST_DTYPE_UINT64 | 1u << PROMCAST_DTYPE_FLOAT8_E4M3FN |
                       1u << PROMCAST_DTYPE_FLOAT8_E5M2;
    tap_is_uint(&run, table->dtypes, PROMCAST_ALL_DTYPES & ~lacking,
                "every dtype but uint16/32/64 and float8 (PyTorch 1.13 lacks them)");
    tap_is_uint(&run, table->ops, PROMCAST_ALL_OPS & ~(UINT64_C(1) << PROMCAST_OP_XLA_BROADCAST),
                "every op but xla_broadcast");
    int functions = 1;
    for (int op = 0; op < PROMCAST_OP_COUNT; op++)
        if (op != PROMCAST_OP_XLA_BROADCAST)
            functions &= promcast_adapter_has_op(table, (promcast_op)op);
    tap_ok(&run, functions && table->close != NULL, "a function for every claimed op, and close");
    for (size_t i = 0; i < sizeof answers / sizeof answers[0]; i++)
        probe_check(&run, table, &answers[i], 0);
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) add_in_child(table);
    int status = -1;
    int waited = child > 0 && waitpid(child, &status, 0) == child;
    if (!tap_ok(&run, waited && WIFEXITED(status) && WEXITSTATUS(status) == 0,
                "in a process forked after the entry, a + b of 2^17 elements is right"))
        tap_diag(&run, "  the child %s %d", waited && WIFSIGNALED(status) ? "died of signal" : "exited",
                 waited && WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
    adapter_unload(&torch);
    tap_ok(&run, 1, "close and dlclose return");
    return tap_finish(&run);
}
