/*
** test_numpy_load.c: both NumPy adapters load as the runner loads them
** (dlopen RTLD_LOCAL, then the entry: NumPy's extension modules must still
** find libpython's symbols), have the table they should, answer probes
** that differ between NumPy's two promotion states, and keep answering in
** a child forked after the entry (the runner may call an adapter in a
** process it forks). The second adapter is loaded after the first is
** closed, in the same process: it joins the interpreter the first started.
**
** Usage: test_numpy_load ADAPTER_DIRECTORY
*/
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "probe_literals.h"
#include "tap.h"

/* NumPy's 14 dtypes: not bfloat16, complex32 or the float8 types. */
#define NUMPY_DTYPES                                                                    \
    (PROMCAST_ALL_DTYPES & ~(1u << PROMCAST_DTYPE_BFLOAT16) &                           \
     ~(1u << PROMCAST_DTYPE_COMPLEX32) & ~(1u << PROMCAST_DTYPE_FLOAT8_E4M3FN) &        \
     ~(1u << PROMCAST_DTYPE_FLOAT8_E5M2))
#define NUMPY_OPS \
    (PROMCAST_ALL_OPS & ~(UINT64_C(1) << PROMCAST_OP_XLA_BROADCAST) & \
     ~(UINT64_C(1) << PROMCAST_OP_SUM_TO_SHAPE))

typedef struct variant {
    const char *library;  /* lib<library>.so */
    const char *name;     /* the table's name */
    /* int8 array + 0-d int64: legacy value-based casting depends on the
    ** 0-d array's value, which a result_type case never gives; NEP 50 does
    ** not look at it. */
    const char *int8_with_zero_dim_int64;
} variant;

static const variant variants[] = {
    {"promcast_adapter_numpy", "numpy", "unsupported"},
    {"promcast_adapter_numpy_weak", "numpy-weak", "int64"},
};

static const probe_expectation common_probes[] = {
    {"np.broadcast_shapes((8,1,6,1), (7,1,5))",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "[8,7,6,5]"},
    {"np.broadcast_shapes((3,), (4,)) raises",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(3), SHAPE(4)}},
     "incompatible_shapes"},
    {"np.promote_types(int64, uint64)",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_INT64, PC_UINT64}}, "float64"},
    {"np.can_cast(uint8, int8, 'same_kind')",
     {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_UINT8, PC_INT8}}, "true"},
    {"np.add(int32 (2,), float32 (2,))",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 0.5, 0.25)},
     "float64 [2] {1.5,2.25}"},
    {"np.broadcast_to(int16 (3,), (2, 3)) is a view",
     {.op = PROMCAST_OP_BROADCAST_TO, .shapes = {SHAPE(2, 3)},
      .a = TENSOR(PC_INT16, SHAPE(3), 1, 2, 3)},
     "int16 [2,3] strides [0,1] {1,2,3,1,2,3}"},
    {"int32 a += float64 b: cannot_cast",
     {.op = PROMCAST_OP_ADD_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT64, SHAPE(2), 1, 2)},
     "cannot_cast"},
};

/* Checks the table, then the probes; returns whether all passed. */
static int check_adapter(tap_run *run, const loaded_adapter *loaded, const variant *v) {
    const promcast_adapter *table = loaded->table;
    int passed = tap_ok(run, table != NULL, "%s: the entry returns a table", v->library);
    if (table == NULL) {
        tap_diag(run, "  entry message: %s", loaded->message);
        return 0;
    }
    passed &= tap_is_str(run, table->name, v->name, "its name");
    passed &= tap_is_str(run, table->library, "NumPy", "its library");
    passed &= tap_is_str(run, table->profile, "numpy", "its profile");
    passed &= tap_ok(run, table->library_version[0] >= '1' && table->library_version[0] <= '9',
                     "its library version is NumPy's (%s)", table->library_version);
    passed &= tap_ok(run, table->dtypes == NUMPY_DTYPES, "it claims NumPy's 14 dtypes");
    passed &= tap_ok(run, table->ops == NUMPY_OPS,
                     "it claims every op but xla_broadcast and sum_to_shape");
    for (size_t i = 0; i < sizeof common_probes / sizeof common_probes[0]; i++)
        passed &= probe_check(run, table, &common_probes[i], 0);
    probe_expectation differing = {
        "result_type(int8 array, 0-d int64)",
        {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
         .operands = {DIMENSIONED(PC_INT8), ZERO_DIM(PC_INT64)}},
        v->int8_with_zero_dim_int64};
    passed &= probe_check(run, table, &differing, 0);
    return passed;
}

/* Runs a few probes in a forked child; the child's exit status says
** whether they all gave the expected answers. */
static void check_after_fork(tap_run *run, const promcast_adapter *table, const variant *v) {
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) {
        int good = 1;
        for (size_t i = 0; i < sizeof common_probes / sizeof common_probes[0]; i++) {
            char text[512];
            probe_run(table, &common_probes[i].input, text, sizeof text);
            good &= strcmp(text, common_probes[i].answer) == 0;
        }
        _exit(good ? 0 : 1);
    }
    int status = 0;
    int waited = child > 0 && waitpid(child, &status, 0) == child;
    tap_ok(run, waited && WIFEXITED(status) && WEXITSTATUS(status) == 0,
           "%s: a child forked after the entry gets the same answers", v->library);
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    if (argc != 2) {
        tap_ok(&run, 0, "usage: test_numpy_load ADAPTER_DIRECTORY");
        return tap_finish(&run);
    }
    for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
        loaded_adapter loaded;
        char error[512];
        if (!tap_ok(&run, adapter_load(argv[1], variants[i].library, &loaded, error, sizeof error),
                    "%s loads", variants[i].library)) {
            tap_diag(&run, "  %s", error);
            continue;
        }
        if (check_adapter(&run, &loaded, &variants[i]))
            check_after_fork(&run, loaded.table, &variants[i]);
        adapter_unload(&loaded);
    }
    return tap_finish(&run);
}
