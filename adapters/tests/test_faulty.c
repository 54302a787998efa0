/*
** test_faulty.c: the faulty adapters fault as documented, on their
** triggers only (adapters/faulty). Crashing, aborting and hanging calls
** run in a forked child, whose end the parent inspects.
**
** Usage: test_faulty ADAPTER_DIRECTORY
*/
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "promcast/abi_dtype.h"
#include "probe_literals.h"
#include "tap.h"

/* Runs the probe in a child that gets `seconds` to finish; returns the
** signal that ended it, or 0 if it returned. */
static int signal_of_probe(const promcast_adapter *adapter, const probe *input, unsigned seconds) {
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        char answer[512];
        alarm(seconds);
        probe_run(adapter, input, answer, sizeof answer);
        _exit(0);
    }
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) != child) return -1;
    return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

/* The adapter answers `input` as the oracle does. */
static void check_same(tap_run *run, const promcast_adapter *adapter,
                       const promcast_adapter *oracle, const probe *input, const char *name) {
    char got[512], expected[512];
    probe_run(adapter, input, got, sizeof got);
    probe_run(oracle, input, expected, sizeof expected);
    tap_is_str(run, got, expected, name);
}

typedef struct fatal_trigger {
    const char *library;
    probe trigger;      /* ends the process with `signal` */
    int signal;
    probe off_trigger;  /* answered as the oracle answers */
} fatal_trigger;

static const fatal_trigger fatal[] = {
    {"promcast_faulty_crash",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     SIGSEGV,
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT64, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)}},
    {"promcast_faulty_abort",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(2, 1)}},
     SIGABRT,
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(1, 3)}}},
    {"promcast_faulty_hang",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE0}},
     SIGALRM,
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(3)}, .dims_count = 1,
      .dims = {1}}},
};

/* Nonsense as the probe describes it (adapter_probe.c trusts no result):
** the answers' beginnings. */
static const probe_expectation nonsense[] = {
    {"faulty_nonsense: elementwise with a bool a: ok with no tensor",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_BOOL, SHAPE(1), 1), .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "ok but no tensor"},
    {"faulty_nonsense: elementwise with a float64 a: dtype code 77",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "malformed tensor: the result: DLPack dtype {code 77"},
    {"faulty_nonsense: elementwise with a 0-d b: a negative size",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_INT32, SHAPE0, 2)},
     "malformed tensor: the result: operand 0: dimension 0 is negative"},
    {"faulty_nonsense: broadcast_shapes from a rank-4 shape: ndim 65",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "ndim 65"},
    {"faulty_nonsense: sum_to_shape to [1,...]: a tensor of ndim 65",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(1, 3)}},
     "malformed tensor: the result: ndim 65"},
    {"faulty_nonsense: broadcast_to from rank 1: a negative stride",
     {.op = PROMCAST_OP_BROADCAST_TO, .a = TENSOR(PC_INT64, SHAPE(3), 1, 2, 3),
      .shapes = {SHAPE(2, 3)}},
     "malformed tensor: the result: operand 0: stride 0 is negative"},
    {"faulty_nonsense: can_cast from float32: status 12345",
     {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_FLOAT32, PC_INT32}}, "status 12345"},
    {"faulty_nonsense: promote_types of a dtype with itself: dtype code 77",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_INT16, PC_INT16}}, "dtype code 77 bits 16"},
};

static const probe nonsense_off_triggers[] = {
    {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
     .b = TENSOR(PC_INT32, SHAPE(2), 3, 4)},
    {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(5, 4), SHAPE(4)}},
    {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
     .shapes = {SHAPE(2, 1)}},
    {.op = PROMCAST_OP_BROADCAST_TO, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
     .shapes = {SHAPE(4, 3)}},
    {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_INT32, PC_FLOAT32}},
    {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_UINT8, PC_INT8}},
};

static void check_nonsense(tap_run *run, const char *directory, const promcast_adapter *oracle) {
    loaded_adapter adapter;
    char error[512];
    if (!tap_ok(run, adapter_load(directory, "promcast_faulty_nonsense", &adapter, error,
                                  sizeof error) && adapter.table != NULL,
                "faulty_nonsense loads"))
        return;
    for (size_t i = 0; i < sizeof nonsense / sizeof nonsense[0]; i++)
        probe_check(run, adapter.table, &nonsense[i], 1);
    /* A stride pointing outside the source cannot be read safely: look at it. */
    int32_t data[12] = {0};
    int64_t shape[3] = {1, 3, 4}, target[3] = {2, 3, 4};
    DLTensor source = {.data = data, .device = {kDLCPU, 0}, .ndim = 3,
                       .dtype = abi_dl_dtype(PC_INT32), .shape = shape};
    promcast_call call = {.default_float = abi_dl_dtype(PC_FLOAT32)};
    DLManagedTensor *view = NULL;
    int32_t status = adapter.table->broadcast_to(adapter.table->state, &call, &source,
                                                 (promcast_shape){3, target}, &view);
    tap_ok(run, status == PROMCAST_STATUS_OK && view != NULL &&
                    view->dl_tensor.strides[0] == (INT64_C(1) << 40),
           "faulty_nonsense: broadcast_to from rank 3: a stride pointing outside the source");
    if (view != NULL) view->deleter(view);
    for (size_t i = 0; i < sizeof nonsense_off_triggers / sizeof nonsense_off_triggers[0]; i++)
        check_same(run, adapter.table, oracle, &nonsense_off_triggers[i],
                   "faulty_nonsense: off its triggers it answers as the oracle");
    adapter_unload(&adapter);
}

/* ABI 1's entry and the head of its table, which every ABI's table shares:
** uint16_t abi_major, uint16_t abi_minor, uint32_t size. */
typedef struct abi_1_head {
    uint16_t abi_major;
    uint16_t abi_minor;
    uint32_t size;
} abi_1_head;
typedef const abi_1_head *(*abi_1_entry)(char *message, size_t message_size);

/* faulty_abi_1 is what ABI 1 built: its entry, called as ABI 1 called it,
** returns a table of ABI 1.0. */
static void check_abi_1(tap_run *run, const char *directory) {
    char path[1024];
    snprintf(path, sizeof path, "%s/libpromcast_faulty_abi_1.so", directory);
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    void *symbol = handle != NULL ? dlsym(handle, PROMCAST_ADAPTER_ABI_1_SYMBOL) : NULL;
    if (!tap_ok(run, symbol != NULL && dlsym(handle, PROMCAST_ADAPTER_OPEN_SYMBOL) == NULL,
                "  it exports ABI 1's entry, %s, and not %s", PROMCAST_ADAPTER_ABI_1_SYMBOL,
                PROMCAST_ADAPTER_OPEN_SYMBOL)) {
        if (handle != NULL) dlclose(handle);
        return;
    }
    abi_1_entry entry;
    memcpy(&entry, &symbol, sizeof entry);  /* object to function pointer, POSIX */
    char message[256] = "";
    const abi_1_head *table = entry(message, sizeof message);
    tap_ok(run, table != NULL && table->abi_major == 1 && table->abi_minor == 0,
           "  which returns a table of ABI 1.0");
    dlclose(handle);
}

static void check_loading(tap_run *run, const char *directory) {
    loaded_adapter adapter;
    char error[512] = "", path[1024];
    tap_ok(run, !adapter_load(directory, "promcast_faulty_no_entry", &adapter, error,
                              sizeof error) &&
                    strstr(error, "exports no promcast_adapter_open") != NULL,
           "faulty_no_entry has no entry symbol");
    snprintf(path, sizeof path, "%s/libpromcast_faulty_no_entry.so", directory);
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    tap_ok(run, handle != NULL && dlsym(handle, "promcast_adapters_open") != NULL &&
                    dlsym(handle, PROMCAST_ADAPTER_ABI_1_SYMBOL) == NULL,
           "  but is a loadable library exporting another function");
    if (handle != NULL) dlclose(handle);

    tap_ok(run, !adapter_load(directory, "promcast_faulty_abi_1", &adapter, error,
                              sizeof error) &&
                    strstr(error, "exports no promcast_adapter_open") != NULL,
           "faulty_abi_1 has no ABI-2 entry");
    check_abi_1(run, directory);

    if (tap_ok(run, adapter_load(directory, "promcast_faulty_init_fails", &adapter, error,
                                 sizeof error), "faulty_init_fails loads")) {
        tap_ok(run, adapter.table == NULL, "  its entry returns NULL");
        tap_is_str(run, adapter.message, "library failed to initialise: simulated",
                   "  with the reason in the message");
        adapter_unload(&adapter);
    }
    if (tap_ok(run, adapter_load(directory, "promcast_faulty_abi_major", &adapter, error,
                                 sizeof error) && adapter.table != NULL,
               "faulty_abi_major loads")) {
        tap_is_int(run, adapter.table->abi_major, 99, "  its table claims ABI major 99");
        adapter_unload(&adapter);  /* does not call close: another major's layout */
    }
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    loaded_adapter oracle;
    char error[512];
    if (!probe_load_oracle(&run, argc, argv, "test_faulty ADAPTER_DIRECTORY", &oracle))
        return tap_finish(&run);
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        loaded_adapter adapter;
        if (!tap_ok(&run, adapter_load(argv[1], fatal[i].library, &adapter, error, sizeof error) &&
                              adapter.table != NULL,
                    "%s loads", fatal[i].library))
            continue;
        int ended_by = signal_of_probe(adapter.table, &fatal[i].trigger, 1);
        tap_is_int(&run, ended_by, fatal[i].signal, "  its trigger ends the process by its signal");
        check_same(&run, adapter.table, oracle.table, &fatal[i].off_trigger,
                   "  off its trigger it answers as the oracle");
        adapter_unload(&adapter);
    }
    check_nonsense(&run, argv[1], oracle.table);
    check_loading(&run, argv[1]);
    adapter_unload(&oracle);
    return tap_finish(&run);
}
