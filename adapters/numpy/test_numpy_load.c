/*
** test_numpy_load.c: both NumPy adapters load as the runner loads them
** (dlopen RTLD_LOCAL, then the entry: NumPy's extension modules must still
** find libpython's symbols), have the table they should, answer probes
** that differ between NumPy's two promotion states, and keep answering in
** a child forked after the entry (the runner may call an adapter in a
** process it forks). The second adapter is loaded after the first is
** closed, in the same process: it joins the interpreter the first started.
** Before either, an option is refused: the adapters take none
** (numpy_adapter_entry.c says why).
**
** Usage: test_numpy_load ADAPTER_DIRECTORY
*/
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "probe_literals.h"
#include "promcast/abi_dtype.h"
#include "tap.h"

/* NumPy's 14 dtypes: not bfloat16, complex32 or the float8 types. */
static const pc_dtype numpy_dtypes[] = {
    PC_BOOL,   PC_INT8,   PC_INT16,   PC_INT32,   PC_INT64,   PC_UINT8,     PC_UINT16,
    PC_UINT32, PC_UINT64, PC_FLOAT16, PC_FLOAT32, PC_FLOAT64, PC_COMPLEX64, PC_COMPLEX128,
};
#define NUMPY_DTYPES (int32_t)(sizeof numpy_dtypes / sizeof numpy_dtypes[0])

/* Every op id of adapter.h, and whether it is element-wise. */
static const struct {
    int32_t op;
    int elementwise;
} abi_ops[] = {
#define ABI_OP_(SUFFIX, ID, NAME, FORM) {ID, FORM == PROMCAST_FORM_ELEMENTWISE},
    PROMCAST_OPS(ABI_OP_)
#undef ABI_OP_
};

/* Whether `dtype` is in the table's list (and only once). */
static int lists_dtype_once(const promcast_adapter *table, DLDataType dtype) {
    int seen = 0;
    for (int32_t i = 0; i < table->dtype_count; i++)
        seen += table->dtypes[i].code == dtype.code && table->dtypes[i].bits == dtype.bits &&
                table->dtypes[i].lanes == dtype.lanes;
    return seen == 1;
}

/* The 14 dtypes and no other. */
static int claims_numpy_dtypes(const promcast_adapter *table) {
    int all = table->dtype_count == NUMPY_DTYPES;
    for (int32_t i = 0; all && i < NUMPY_DTYPES; i++)
        all = lists_dtype_once(table, abi_dl_dtype(numpy_dtypes[i]));
    return all;
}

/* Every op of adapter.h but xla_broadcast and sum_to_shape, each
** element-wise one in both forms, and nothing else. */
static int claims_numpy_ops(const promcast_adapter *table) {
    int32_t expected = 0;
    int all = 1;
    for (size_t i = 0; all && i < sizeof abi_ops / sizeof abi_ops[0]; i++) {
        int32_t op = abi_ops[i].op;
        /* NumPy has no xla_broadcast or sum_to_shape, and 1.24 no vecdot
        ** (numpy_function_names.h). */
        int wanted = op != PROMCAST_OP_XLA_BROADCAST && op != PROMCAST_OP_SUM_TO_SHAPE &&
                     op != PROMCAST_OP_VECDOT;
        all = promcast_adapter_lists_op(table, op) == wanted;
        expected += wanted;
        if (abi_ops[i].elementwise) {
            all = all && promcast_adapter_lists_op(table, op | PROMCAST_OP_INPLACE);
            expected++;
        }
    }
    return all && table->op_count == expected;
}

typedef struct variant {
    const char *library;  /* lib<library>.so */
    const char *name;     /* the table's name */
    /* int8 array + 0-d int64: legacy value-based casting depends on the
    ** 0-d array's value, which a result_type case never gives; NEP 50 does
    ** not look at it. */
    const char *int8_with_zero_dim_int64;
    /* np.add(np.array([1,2],dtype=np.int8), 300), the Python int passed
    ** as itself. NumPy 1.24.2 printed:
    **   legacy: array([301, 302], dtype=int16)
    **   weak:   OverflowError: Python integer 300 out of bounds for int8 */
    const char *int8_plus_300;
} variant;

static const variant variants[] = {
    {"promcast_adapter_numpy", "numpy", "unsupported", "int16 [2] {301,302}"},
    {"promcast_adapter_numpy_weak", "numpy-weak", "int64", "scalar_out_of_range"},
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
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT64, SHAPE(2), 1, 2)},
     "cannot_cast"},
    /* np.subtract(3, np.array([1,2],dtype=np.int16)): NumPy 1.24.2 printed
    ** array([2, 1], dtype=int16) in both states. */
    {"np.subtract(3, int16 (2,)): the scalar first",
     {.op = PROMCAST_OP_SUBTRACT, .a_scalar = INT_SCALAR("3"),
      .b = TENSOR(PC_INT16, SHAPE(2), 1, 2)},
     "int16 [2] {2,1}"},
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
    passed &= tap_ok(run, claims_numpy_dtypes(table), "it claims NumPy's 14 dtypes");
    passed &= tap_ok(run, claims_numpy_ops(table),
                     "it claims every op but xla_broadcast, sum_to_shape and vecdot");
    for (size_t i = 0; i < sizeof common_probes / sizeof common_probes[0]; i++)
        passed &= probe_check(run, table, &common_probes[i], 0);
    probe_expectation differing = {
        "result_type(int8 array, 0-d int64)",
        {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
         .operands = {DIMENSIONED(PC_INT8), ZERO_DIM(PC_INT64)}},
        v->int8_with_zero_dim_int64};
    passed &= probe_check(run, table, &differing, 0);
    probe_expectation scalar = {
        "np.add(int8 (2,), 300): a Python int",
        {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2),
         .b_scalar = INT_SCALAR("300")},
        v->int8_plus_300};
    passed &= probe_check(run, table, &scalar, 0);
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

/* `--adapter-option module=numpy`: no table, the header's message. */
static void check_refuses_options(tap_run *run, const char *directory) {
    static const promcast_adapter_option module = {"module", "numpy"};
    loaded_adapter loaded;
    char error[512];
    if (!tap_ok(run,
                adapter_load_with_options(directory, variants[0].library, &module, 1, &loaded,
                                          error, sizeof error),
                "%s loads to be given an option", variants[0].library)) {
        tap_diag(run, "  %s", error);
        return;
    }
    tap_ok(run, loaded.table == NULL, "module=numpy: the entry returns no table");
    tap_is_str(run, loaded.message, "unknown option 'module' (this adapter takes no options)",
               "  and says the adapter takes no options");
    adapter_unload(&loaded);
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    if (argc != 2) {
        tap_ok(&run, 0, "usage: test_numpy_load ADAPTER_DIRECTORY");
        return tap_finish(&run);
    }
    check_refuses_options(&run, argv[1]);
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
