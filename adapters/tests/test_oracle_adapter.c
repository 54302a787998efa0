/*
** test_oracle_adapter.c: the reference adapter, loaded as the runner loads
** it, answers the seeds' examples (literal expectations, each naming its
** source); it honours strides, byte offsets and views; and every adapter
** built here has a well-formed table that exports nothing but the entry.
**
** Usage: test_oracle_adapter ADAPTER_DIRECTORY LIBRARY...
** (the libraries whose tables to check, without "lib" and ".so"; the
** oracle adapter must be among them).
*/
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "adapter_dtype.h"
#include "probe_literals.h"
#include "tap.h"

static const probe_expectation seeds[] = {
    {"seed 000 example 1: (8,1,6,1) with (7,1,5)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "[8,7,6,5]"},
    {"seed 000 non-example: (3) with (4)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(3), SHAPE(4)}},
     "incompatible_shapes"},
    {"seed 002 example 4: () with (2,3,4)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE0, SHAPE(2, 3, 4)}},
     "[2,3,4]"},
    {"three shapes fold: (2,1), (1,3), (1)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 3,
      .shapes = {SHAPE(2, 1), SHAPE(1, 3), SHAPE(1)}},
     "[2,3]"},
    {"semantics.md: 1 with 0 is 0",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(1), SHAPE(0)}}, "[0]"},
    {"2^62 x 2 elements overflow int64",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(INT64_C(4611686018427387904), 1), SHAPE(2)}},
     "shape_overflow"},
    {"seed 000 in-place: x (2,3,4) op= y (1,3,4)",
     {.op = PROMCAST_OP_INPLACE_BROADCAST, .shapes = {SHAPE(2, 3, 4), SHAPE(1, 3, 4)}}, "true"},
    {"seed 000 in-place: x (3,4) op= y (1,3,4) would change x",
     {.op = PROMCAST_OP_INPLACE_BROADCAST, .shapes = {SHAPE(3, 4), SHAPE(1, 3, 4)}}, "false"},
    {"seed 001: (2,3) with (3), broadcast_dimensions [1]",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(3)}, .dims_count = 1,
      .dims = {1}},
     "[2,3]"},
    {"seed 001: (2,3) with (3), broadcast_dimensions [0]",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(3)}, .dims_count = 1,
      .dims = {0}},
     "invalid_broadcast_dimensions"},
    {"seed 001: (7,2,5) with (7,2,6)",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(7, 2, 5), SHAPE(7, 2, 6)}},
     "incompatible_shapes"},
    {"seed 002 matrix: uint8 + int8",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_UINT8, PC_INT8}},
     "int16"},
    {"seed 002 pitfall 2: float64 + complex64",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_FLOAT64, PC_COMPLEX64}}, "complex128"},
    {"semantics.md: uint16 + float32",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_UINT16, PC_FLOAT32}},
     "float32"},
    {"semantics.md: float8_e4m3fn + float16",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_FLOAT8_E4M3FN, PC_FLOAT16}}, "no_promotion"},
    {"semantics.md: int32 tensor, float32 0-d, 4.0 (default float64)",
     {.op = PROMCAST_OP_RESULT_TYPE, .default_float = PC_FLOAT64, .operand_count = 3,
      .operands = {DIMENSIONED(PC_INT32), ZERO_DIM(PC_FLOAT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float32"},
    {"seed 002: int32 tensor + 4.0, default float64",
     {.op = PROMCAST_OP_RESULT_TYPE, .default_float = PC_FLOAT64, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float64"},
    {"semantics.md: float16 tensor + complex scalar",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_FLOAT16), SCALAR(PROMCAST_SCALAR_COMPLEX)}},
     "complex32"},
    {"seed 002 pitfall 5: can_cast float32 -> int32",
     {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_FLOAT32, PC_INT32}}, "false"},
    {"can_cast int8 -> bool", {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_INT8, PC_BOOL}}, "false"},
    {"can_cast bool -> int8", {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_BOOL, PC_INT8}}, "true"},
    {"int8 127 + 1 wraps",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(1), 127),
      .b = TENSOR(PC_INT8, SHAPE(1), 1)},
     "int8 [1] {-128}"},
    {"seed 002 core concept: (1,3) + (2,1) values",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .b = TENSOR(PC_INT64, SHAPE(2, 1), 10, 20)},
     "int64 [2,3] {11,12,13,21,22,23}"},
    {"seed 002 promotion: int32 + float32",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 3.5, 4.5)},
     "float32 [2] {4.5,6.5}"},
    {"true_divide of ints gives the default float (float64)",
     {.op = PROMCAST_OP_TRUE_DIVIDE, .default_float = PC_FLOAT64,
      .a = TENSOR(PC_INT32, SHAPE(1), 7), .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "float64 [1] {3.5}"},
    {"float16 1 + 3*2^-12 rounds to nearest",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT16, SHAPE(1), 1.0),
      .b = TENSOR(PC_FLOAT16, SHAPE(1), 0.000732421875)},
     "float16 [1] {1.0009765625}"},
    {"maximum propagates NaN",
     {.op = PROMCAST_OP_MAXIMUM, .a = TENSOR(PC_FLOAT32, SHAPE(2), NAN, 1),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 1, 2)},
     "float32 [2] {nan,2}"},
    {"equal gives bool",
     {.op = PROMCAST_OP_EQUAL, .a = TENSOR(PC_INT16, SHAPE(2), 1, 2),
      .b = TENSOR(PC_UINT8, SHAPE(2), 1, 3)},
     "bool [2] {1,0}"},
    {"complex64 * complex64",
     {.op = PROMCAST_OP_MULTIPLY, .a = TENSOR(PC_COMPLEX64, SHAPE0, 2),
      .b = TENSOR(PC_COMPLEX64, SHAPE0, 3)},
     "complex64 [] {(6,0)}"},
    {"subtract with bool is refused",
     {.op = PROMCAST_OP_SUBTRACT, .a = TENSOR(PC_BOOL, SHAPE(1), 1),
      .b = TENSOR(PC_BOOL, SHAPE(1), 0)},
     "unsupported_dtype_for_op"},
    {"seed 002 pitfall 5: int32 += float32",
     {.op = PROMCAST_OP_ADD_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 3.5, 4.5)},
     "cannot_cast"},
    {"float32 += int32 in place",
     {.op = PROMCAST_OP_ADD_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_INT32, SHAPE(2), 3, 4)},
     "float32 [2] {4,6}"},
    {"seed 000 in-place: (3) += (2,3)",
     {.op = PROMCAST_OP_ADD_INPLACE, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     "inplace_shape_change"},
    {"seed 002 expand: (1,3) to (4,3) has strides [0,1]",
     {.op = PROMCAST_OP_BROADCAST_TO, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .shapes = {SHAPE(4, 3)}},
     "int64 [4,3] strides [0,1] {1,2,3,1,2,3,1,2,3,1,2,3}"},
    {"seed 000: (1,3,4) cannot broadcast_to (3,4)",
     {.op = PROMCAST_OP_BROADCAST_TO,
      .a = TENSOR(PC_FLOAT32, SHAPE(1, 3, 4), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11),
      .shapes = {SHAPE(3, 4)}},
     "incompatible_shapes"},
    {"seed 002 backward: a's gradient, (2,3) to (1,3)",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(1, 3)}},
     "float32 [1,3] {2,2,2}"},
    {"seed 002 backward: b's gradient, (2,3) to (2,1)",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(2, 1)}},
     "float32 [2,1] {3,3}"},
    {"gradient over a prepended dimension, (2,3) to (3)",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6),
      .shapes = {SHAPE(3)}},
     "float32 [3] {5,7,9}"},
    {"a target far larger than the gradient is incompatible, not out of memory",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2), 1, 2),
      .shapes = {SHAPE(INT64_C(1) << 40, INT64_C(1) << 20)}},
     "incompatible_shapes"},
    {"a bool gradient is refused",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0), .shapes = {SHAPE0}},
     "unsupported_dtype_for_op"},
    {"an int32 gradient is refused, before a shape that would not fit",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2), .shapes = {SHAPE(3)}},
     "unsupported_dtype_for_op"},
};

/* Calls the oracle adapter the way probes cannot: many shapes, Python int
** values, a strided destination, views, bad arguments. */
static void check_by_hand(tap_run *run, const promcast_adapter *oracle) {
    char message[320] = "";
    promcast_call call = {.default_float = adapter_dl_dtype(PC_FLOAT32),
                          .message = message, .message_size = sizeof message};
    void *state = oracle->state;

    int64_t sizes[10][2];
    promcast_shape shapes[10];
    for (int i = 0; i < 10; i++) {
        sizes[i][0] = i == 3 ? 4 : 1;
        sizes[i][1] = i == 7 ? 5 : 1;
        shapes[i] = (promcast_shape){2, sizes[i]};
    }
    promcast_shape_result result;
    tap_ok(run, oracle->broadcast_shapes(state, &call, 10, shapes, &result) == PROMCAST_STATUS_OK &&
                    result.ndim == 2 && result.dims[0] == 4 && result.dims[1] == 5,
           "ten shapes broadcast at once");

    promcast_operand operands[2] = {
        {.category = PROMCAST_OPERAND_DIMENSIONED, .dtype = adapter_dl_dtype(PC_INT8)},
        {.category = PROMCAST_OPERAND_SCALAR, .scalar_kind = PROMCAST_SCALAR_INT, .has_value = 1,
         .int_text = "-18446744073709551617"}};
    DLDataType dtype = {0, 0, 0};
    tap_ok(run, oracle->result_type(state, &call, 2, operands, &dtype) == PROMCAST_STATUS_OK &&
                    dtype.code == kDLInt && dtype.bits == 8,
           "an int scalar beyond 64 bits takes part without its value (torch)");
    operands[1].int_text = "12x";
    tap_is_int(run, oracle->result_type(state, &call, 2, operands, &dtype),
               PROMCAST_STATUS_INVALID_ARGUMENT, "a malformed int_text is invalid_argument");
    operands[1] = (promcast_operand){.category = PROMCAST_OPERAND_SCALAR,
                                     .scalar_kind = PROMCAST_SCALAR_BOOL, .has_value = 1,
                                     .int_text = "True"};
    tap_ok(run, oracle->result_type(state, &call, 2, operands, &dtype) == PROMCAST_STATUS_OK &&
                    dtype.bits == 8 && dtype.code == kDLInt,
           "int8 tensor + True is int8");

    /* a: three int32 at stride 2 after a byte offset of one element. */
    int32_t a_memory[7] = {-9, 1, -1, 2, -1, 3, -1}, b_memory[3] = {10, 20, 30};
    int64_t shape3[1] = {3}, stride2[1] = {2};
    DLTensor a = {.data = a_memory, .device = {kDLCPU, 0}, .ndim = 1,
                  .dtype = adapter_dl_dtype(PC_INT32), .shape = shape3, .strides = stride2,
                  .byte_offset = sizeof(int32_t)};
    DLTensor b = {.data = b_memory, .device = {kDLCPU, 0}, .ndim = 1,
                  .dtype = adapter_dl_dtype(PC_INT32), .shape = shape3};
    const int32_t updated[7] = {-9, 11, -1, 22, -1, 33, -1};
    tap_ok(run, oracle->binary_inplace(state, &call, PROMCAST_OP_ADD, &a, &b) ==
                        PROMCAST_STATUS_OK &&
                    memcmp(a_memory, updated, sizeof updated) == 0,
           "in place writes through a's strides and byte_offset, and nowhere else");

    DLManagedTensor *view = NULL;
    int64_t target[2] = {2, 3};
    tap_ok(run, oracle->broadcast_to(state, &call, &b, (promcast_shape){2, target}, &view) ==
                        PROMCAST_STATUS_OK &&
                    view->dl_tensor.data == b_memory && view->dl_tensor.strides[0] == 0,
           "broadcast_to returns a view of the source's memory, not a copy");
    if (view != NULL) view->deleter(view);

    DLManagedTensor *out = NULL;
    tap_ok(run, oracle->binary(state, &call, 99, &a, &b, &out) ==
                        PROMCAST_STATUS_INVALID_ARGUMENT &&
                    out == NULL && strstr(message, "99") != NULL,
           "an unknown op code is invalid_argument, with no result");
    call.default_float = adapter_dl_dtype(PC_INT32);
    tap_is_int(run, oracle->binary(state, &call, PROMCAST_OP_ADD, &a, &b, &out),
               PROMCAST_STATUS_INVALID_ARGUMENT, "default_float int32 is invalid_argument");
}

static void check_table(tap_run *run, const char *directory, const char *library) {
    loaded_adapter adapter;
    char error[512];
    if (!tap_ok(run, adapter_load(directory, library, &adapter, error, sizeof error) &&
                         adapter.table != NULL,
                "%s: loads and returns a table", library)) {
        tap_diag(run, "  %s %s", error, adapter.message);
        return;
    }
    const promcast_adapter *t = adapter.table;
    int strings = t->name && *t->name && t->library && *t->library && t->library_version &&
                  *t->library_version && t->profile && strcmp(t->profile, "torch") == 0;
    int functions = 1;
    for (int op = 0; op < PROMCAST_OP_COUNT; op++)
        if (t->ops & (UINT64_C(1) << op)) functions &= promcast_adapter_has_op(t, (promcast_op)op);
    /* Oracle-derived adapters have everything; the example declares less. */
    int everything = t->dtypes == PROMCAST_ALL_DTYPES && t->ops == PROMCAST_ALL_OPS;
    tap_ok(run, t->abi_major == PROMCAST_ADAPTER_ABI_MAJOR &&
                    t->abi_minor == PROMCAST_ADAPTER_ABI_MINOR && t->size == sizeof *t,
           "%s: ABI %u.%u, table of %u bytes", library, t->abi_major, t->abi_minor, t->size);
    tap_ok(run, strings, "%s: names '%s', library '%s' %s, profile torch", library, t->name,
           t->library, t->library_version);
    tap_ok(run, (t->dtypes & ~PROMCAST_ALL_DTYPES) == 0 && (t->ops & ~PROMCAST_ALL_OPS) == 0 &&
                    functions && (everything || strstr(library, "example") != NULL),
           "%s: masks within the ABI's, every op in the mask has its function", library);
    tap_ok(run, dlsym(adapter.handle, "pc_broadcast_shapes") == NULL &&
                    dlsym(adapter.handle, "oracle_adapter_table") == NULL &&
                    dlsym(adapter.handle, "adapter_dl_dtype") == NULL,
           "%s: exports no symbol of the oracle or the adapter libraries", library);
    adapter_unload(&adapter);
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    loaded_adapter oracle;
    if (!probe_load_oracle(&run, argc, argv, "test_oracle_adapter ADAPTER_DIRECTORY LIBRARY...",
                           &oracle))
        return tap_finish(&run);
    tap_is_str(&run, oracle.table->library, "promcast oracle", "its library is the oracle");
    tap_is_str(&run, oracle.table->library_version, PROMCAST_VERSION_STRING,
               "its version is promcast's");
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++)
        probe_check(&run, oracle.table, &seeds[i], 0);
    check_by_hand(&run, oracle.table);
    adapter_unload(&oracle);
    for (int i = 2; i < argc; i++) check_table(&run, argv[1], argv[i]);
    return tap_finish(&run);
}
