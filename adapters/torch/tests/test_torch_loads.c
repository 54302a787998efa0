/*
** test_torch_loads.c: the PyTorch adapter loads as the runner loads it
** (dlopen, promcast_adapter_open), its table is what it claims (the torch
** profile, the 13 dtypes PyTorch 1.13 has, every op but XLA's), it answers
** a few of the documents' examples (docs/semantics.md) through that table (a Python scalar among
** them), it still works in a process forked after the entry (the runner may
** fork workers after loading), it closes, and its entry takes the option
** device=cpu and refuses any other device or option, saying why.
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
    {"Array API standard, Broadcasting §Algorithm, example 1: (8,1,6,1) with (7,1,5)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "[8,7,6,5]"},
    {"pytorch/pytorch c10/core/ScalarType.cpp §promoteTypes: uint8 + int8",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_UINT8, PC_INT8}}, "int16"},
    {"PyTorch, Tensor Attributes §type promotion: int32 tensor + 4.0, default float64",
     {.op = PROMCAST_OP_RESULT_TYPE, .default_float = PC_FLOAT64, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float64"},
    {"PyTorch, Broadcasting semantics §General semantics: (1,3) + (2,1) values",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .b = TENSOR(PC_INT64, SHAPE(2, 1), 10, 20)},
     "int64 [2,3] {11,12,13,21,22,23}"},
    {"PyTorch, Tensor Attributes §Casting Examples: int32 += float32",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 3.5, 4.5)},
     "cannot_cast"},
    {"PyTorch, torch.Tensor.expand: (1,3) to (4,3) has strides [0,1]",
     {.op = PROMCAST_OP_BROADCAST_TO, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .shapes = {SHAPE(4, 3)}},
     "int64 [4,3] strides [0,1] {1,2,3,1,2,3,1,2,3,1,2,3}"},
    /* Python scalars through the .so's own table, as wrapped numbers, not
    ** int64 arrays; what python3-torch 1.13.1 printed on this machine:
    ** >>> torch.tensor([1, 2], dtype=torch.int8) + 300
    ** tensor([45, 46], dtype=torch.int8)
    ** >>> 3 - torch.tensor([1, 2], dtype=torch.int16)
    ** tensor([2, 1], dtype=torch.int16) */
    {"int8 tensor + 300 stays int8 and wraps",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2), .b_scalar = INT_SCALAR("300")},
     "int8 [2] {45,46}"},
    {"3 - int16 tensor is rsub: int16",
     {.op = PROMCAST_OP_SUBTRACT, .a_scalar = INT_SCALAR("3"),
      .b = TENSOR(PC_INT16, SHAPE(2), 1, 2)},
     "int16 [2] {2,1}"},
    /* >>> 3 <= torch.tensor([1, 3, 5], dtype=torch.int8)
    ** tensor([False,  True,  True])
    ** >>> torch.tensor([3, -1], dtype=torch.int8) ^ torch.tensor([5, 1], dtype=torch.int16)
    ** tensor([ 6, -2], dtype=torch.int16) */
    {"3 <= int8 tensor is x >= 3, as Python reflects it",
     {.op = PROMCAST_OP_LESS_EQUAL, .a_scalar = INT_SCALAR("3"),
      .b = TENSOR(PC_INT8, SHAPE(3), 1, 3, 5)},
     "bool [3] {0,1,1}"},
    {"int8 ^ int16 is int16",
     {.op = PROMCAST_OP_BITWISE_XOR, .a = TENSOR(PC_INT8, SHAPE(2), 3, -1),
      .b = TENSOR(PC_INT16, SHAPE(2), 5, 1)},
     "int16 [2] {6,-2}"},
    /* >>> 3 // torch.tensor([2, -2], dtype=torch.int8)   (Python: 3 // -2 == -2)
    ** tensor([ 1, -2], dtype=torch.int8)
    ** >>> torch.tensor([-7, 7], dtype=torch.int8) % -2    (Python: -7 % -2 == -1, 7 % -2 == -1)
    ** tensor([-1, -1], dtype=torch.int8) */
    {"3 // int8 tensor is torch.floor_divide(3, x), rounding toward -inf",
     {.op = PROMCAST_OP_FLOOR_DIVIDE, .a_scalar = INT_SCALAR("3"),
      .b = TENSOR(PC_INT8, SHAPE(2), 2, -2)},
     "int8 [2] {1,-2}"},
    {"int8 tensor % -2 has the divisor's sign",
     {.op = PROMCAST_OP_REMAINDER, .a = TENSOR(PC_INT8, SHAPE(2), -7, 7),
      .b_scalar = INT_SCALAR("-2")},
     "int8 [2] {-1,-1}"},
    /* >>> 3 << torch.tensor([1, 2], dtype=torch.int8)
    ** tensor([ 6, 12], dtype=torch.int8)
    ** >>> torch.tensor([1]) // 0
    ** RuntimeError: ZeroDivisionError */
    {"3 << int8 tensor is torch.bitwise_left_shift(3, x), int8",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a_scalar = INT_SCALAR("3"),
      .b = TENSOR(PC_INT8, SHAPE(2), 1, 2)},
     "int8 [2] {6,12}"},
    {"int64 tensor // 0 is PyTorch's ZeroDivisionError, invalid_value",
     {.op = PROMCAST_OP_FLOOR_DIVIDE, .a = TENSOR(PC_INT64, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("0")},
     "invalid_value"},
    {"pytorch/pytorch aten/src/ATen/ExpandUtils.h §sum_to: a's gradient, (2,3) to (1,3)",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(1, 3)}},
     "float32 [1,3] {2,2,2}"},
};

/* The 13 dtypes of PyTorch 1.13, in any order. */
static const DLDataType torch_dtypes[] = {
    {PROMCAST_DL_BOOL, 8, 1}, {kDLInt, 8, 1},      {kDLInt, 16, 1},     {kDLInt, 32, 1},
    {kDLInt, 64, 1},          {kDLUInt, 8, 1},     {kDLFloat, 16, 1},   {kDLBfloat, 16, 1},
    {kDLFloat, 32, 1},        {kDLFloat, 64, 1},   {kDLComplex, 32, 1}, {kDLComplex, 64, 1},
    {kDLComplex, 128, 1},
};

/* Every op of adapter.h's corpus but xla_broadcast. */
static const int32_t torch_ops[] = {
    PROMCAST_OP_BROADCAST_SHAPES,
    PROMCAST_OP_BROADCAST_TO,
    PROMCAST_OP_INPLACE_BROADCAST,
    PROMCAST_OP_PROMOTE_TYPES,
    PROMCAST_OP_RESULT_TYPE,
    PROMCAST_OP_CAN_CAST,
    PROMCAST_OP_SUM_TO_SHAPE,
    PROMCAST_OP_ADD,
    PROMCAST_OP_SUBTRACT,
    PROMCAST_OP_MULTIPLY,
    PROMCAST_OP_DIVIDE,
    PROMCAST_OP_MAXIMUM,
    PROMCAST_OP_EQUAL,
    PROMCAST_OP_LESS,
    PROMCAST_OP_BITWISE_AND,
    PROMCAST_OP_NOT_EQUAL,
    PROMCAST_OP_LESS_EQUAL,
    PROMCAST_OP_GREATER,
    PROMCAST_OP_GREATER_EQUAL,
    PROMCAST_OP_MINIMUM,
    PROMCAST_OP_BITWISE_OR,
    PROMCAST_OP_BITWISE_XOR,
    PROMCAST_OP_FLOOR_DIVIDE,
    PROMCAST_OP_REMAINDER,
    PROMCAST_OP_COPYSIGN,
    PROMCAST_OP_NEXTAFTER,
    PROMCAST_OP_BITWISE_LEFT_SHIFT,
    PROMCAST_OP_BITWISE_RIGHT_SHIFT,
    PROMCAST_OP_LOGICAL_AND,
    PROMCAST_OP_LOGICAL_OR,
    PROMCAST_OP_LOGICAL_XOR,
    PROMCAST_OP_POW,
    PROMCAST_OP_ATAN2,
    PROMCAST_OP_HYPOT,
    PROMCAST_OP_LOGADDEXP,
    PROMCAST_OP_ADD | PROMCAST_OP_INPLACE,
    PROMCAST_OP_SUBTRACT | PROMCAST_OP_INPLACE,
    PROMCAST_OP_MULTIPLY | PROMCAST_OP_INPLACE,
    PROMCAST_OP_DIVIDE | PROMCAST_OP_INPLACE,
    PROMCAST_OP_MAXIMUM | PROMCAST_OP_INPLACE,
    PROMCAST_OP_EQUAL | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LESS | PROMCAST_OP_INPLACE,
    PROMCAST_OP_BITWISE_AND | PROMCAST_OP_INPLACE,
    PROMCAST_OP_NOT_EQUAL | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LESS_EQUAL | PROMCAST_OP_INPLACE,
    PROMCAST_OP_GREATER | PROMCAST_OP_INPLACE,
    PROMCAST_OP_GREATER_EQUAL | PROMCAST_OP_INPLACE,
    PROMCAST_OP_MINIMUM | PROMCAST_OP_INPLACE,
    PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE,
    PROMCAST_OP_BITWISE_XOR | PROMCAST_OP_INPLACE,
    PROMCAST_OP_FLOOR_DIVIDE | PROMCAST_OP_INPLACE,
    PROMCAST_OP_REMAINDER | PROMCAST_OP_INPLACE,
    PROMCAST_OP_COPYSIGN | PROMCAST_OP_INPLACE,
    PROMCAST_OP_NEXTAFTER | PROMCAST_OP_INPLACE,
    PROMCAST_OP_BITWISE_LEFT_SHIFT | PROMCAST_OP_INPLACE,
    PROMCAST_OP_BITWISE_RIGHT_SHIFT | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LOGICAL_AND | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LOGICAL_OR | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LOGICAL_XOR | PROMCAST_OP_INPLACE,
    PROMCAST_OP_POW | PROMCAST_OP_INPLACE,
    PROMCAST_OP_ATAN2 | PROMCAST_OP_INPLACE,
    PROMCAST_OP_HYPOT | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LOGADDEXP | PROMCAST_OP_INPLACE,
    PROMCAST_OP_WHERE,
    PROMCAST_OP_CLIP,
    PROMCAST_OP_MATMUL,
    PROMCAST_OP_VECDOT,
    PROMCAST_OP_CONCAT,
    PROMCAST_OP_STACK,
    PROMCAST_OP_BROADCAST_ARRAYS,
};

/* Loads the .so with one option KEY=VALUE: 1 when its entry returned a
** table (unloaded here), 0 when it refused, with its message, -1 when the
** .so cannot be loaded, with the reason. */
static int opens_with(const char *directory, const char *key, const char *value, char *message,
                      size_t message_size) {
    promcast_adapter_option option = {key, value};
    loaded_adapter torch;
    if (!adapter_load_with_options(directory, "promcast_adapter_torch", &option, 1, &torch, message,
                                   message_size))
        return -1;
    int opened = torch.table != NULL;
    snprintf(message, message_size, "%s", torch.message);
    adapter_unload(&torch);
    return opened;
}

static void check_options(tap_run *run, const char *directory) {
    char message[512];
    int opened = opens_with(directory, "device", "cpu", message, sizeof message);
    if (!tap_ok(run, opened == 1, "--adapter-option device=cpu is taken"))
        tap_diag(run, "  %s", message);
    opened = opens_with(directory, "device", "cuda", message, sizeof message);
    if (!tap_ok(run, opened == 0 && strstr(message, "device=cuda") != NULL &&
                         strstr(message, "only device=cpu is built") != NULL,
                "device=cuda is refused: only cpu is built"))
        tap_diag(run, "  %s", message);
    opened = opens_with(directory, "threads", "2", message, sizeof message);
    tap_is_str(run, opened == 0 ? message : "(opened)",
               "unknown option 'threads' (this adapter takes device)",
               "an unknown option is refused, naming the one it takes");
}

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
    promcast_value va = {.kind = PROMCAST_VALUE_ARRAY, .array = &ta};
    promcast_value vb = {.kind = PROMCAST_VALUE_ARRAY, .array = &tb};
    char message[256] = "";
    promcast_call call = {.default_float = {kDLFloat, 32, 1}, .message = message,
                          .message_size = sizeof message};
    DLManagedTensor *result = NULL;
    alarm(60);
    if (table->elementwise(table->state, &call, PROMCAST_OP_ADD, &va, &vb, &result) !=
            PROMCAST_STATUS_OK ||
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
    tap_ok(&run, probe_dtypes_exactly(table->dtypes, table->dtype_count, torch_dtypes,
                                      sizeof torch_dtypes / sizeof torch_dtypes[0]),
           "every dtype but uint16/32/64 and float8 (PyTorch 1.13 lacks them)");
    int ops_exact = table->op_count == (int32_t)(sizeof torch_ops / sizeof torch_ops[0]);
    for (size_t i = 0; ops_exact && i < sizeof torch_ops / sizeof torch_ops[0]; i++)
        ops_exact = promcast_adapter_lists_op(table, torch_ops[i]);
    tap_ok(&run, ops_exact && !promcast_adapter_lists_op(table, PROMCAST_OP_XLA_BROADCAST),
           "every op but xla_broadcast: the element-wise ops in both forms and the seven "
           "functions of several arrays, %d ids",
           (int)table->op_count);
    int functions = 1;
    for (int32_t i = 0; i < table->op_count; i++)
        functions &= promcast_adapter_has_function(table, table->ops[i]);
    tap_ok(&run, functions && table->xla_broadcast == NULL && table->close != NULL,
           "a function for every listed op, none for xla_broadcast, and close");
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
    /* While the first handle is open: dlopen then shares it, and libtorch
    ** is not unloaded and loaded again between the two. */
    check_options(&run, argv[1]);
    adapter_unload(&torch);
    tap_ok(&run, 1, "close and dlclose return");
    return tap_finish(&run);
}
