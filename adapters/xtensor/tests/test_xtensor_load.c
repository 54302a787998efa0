/*
** test_xtensor_load.c: the xtensor adapter loads as the runner loads it,
** its table says what it claims (profile numpy, xtensor's 13 element
** types, every op but xla_broadcast and sum_to_shape), it exports nothing
** but the entry, and it answers one probe of each op as xtensor does.
**
** The expected answers are xtensor's, deviations from NumPy included
** (int8 + int8 is C++'s int, 7 / 2 is 3): this test checks the adapter
** reports the library faithfully; the corpus run checks the library.
**
** Usage: test_xtensor_load ADAPTER_DIRECTORY
*/
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "adapter_probe.h"
#include "probe_literals.h"
#include "tap.h"

static const probe_expectation probes[] = {
    {"broadcast_shapes (8,1,6,1) with (7,1,5)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "[8,7,6,5]"},
    {"broadcast_shapes (3) with (4): xt::broadcast_error",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(3), SHAPE(4)}},
     "incompatible_shapes"},
    {"broadcast_shapes of nothing is ()",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 0}, "[]"},
    {"broadcast_to (3) -> (2,3) reads the source with stride 0 on the new dimension",
     {.op = PROMCAST_OP_BROADCAST_TO, .shapes = {SHAPE(2, 3)},
      .a = TENSOR(PC_INT16, SHAPE(3), 1, 2, 3)},
     "int16 [2,3] strides [0,1] {1,2,3,1,2,3}"},
    {"broadcast_to (3,1) -> (3,2)",
     {.op = PROMCAST_OP_BROADCAST_TO, .shapes = {SHAPE(3, 2)},
      .a = TENSOR(PC_FLOAT64, SHAPE(3, 1), 1, 2, 3)},
     "float64 [3,2] strides [1,0] {1,1,2,2,3,3}"},
    {"broadcast_to (2,3) -> (3): fewer dimensions is xt::broadcast_error",
     {.op = PROMCAST_OP_BROADCAST_TO, .shapes = {SHAPE(3)},
      .a = TENSOR(PC_INT8, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     "incompatible_shapes"},
    {"inplace_broadcast (2,3) op= (3)",
     {.op = PROMCAST_OP_INPLACE_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(3)}}, "true"},
    {"inplace_broadcast (3) op= (2,3): xtensor resizes the destination, so false",
     {.op = PROMCAST_OP_INPLACE_BROADCAST, .shapes = {SHAPE(3), SHAPE(2, 3)}}, "false"},
    {"promote_types int8, uint8 is C++'s int",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_INT8, PC_UINT8}}, "int32"},
    {"promote_types int64, uint64 is unsigned long",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_INT64, PC_UINT64}}, "uint64"},
    {"promote_types float64, complex64 (xtl::promote_type)",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_FLOAT64, PC_COMPLEX64}}, "complex128"},
    {"result_type float32 array + Python float is double",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_FLOAT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float64"},
    {"result_type bool 0-d array + Python bool is int",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {ZERO_DIM(PC_BOOL), SCALAR(PROMCAST_SCALAR_BOOL)}},
     "int32"},
    {"can_cast float64 -> int32: int32 += float64 compiles",
     {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_FLOAT64, PC_INT32}}, "true"},
    {"can_cast complex64 -> float32: the complex sum cannot be stored",
     {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_COMPLEX64, PC_FLOAT32}}, "false"},
    {"add int8 100 + int8 100 is int 200",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(1), 100),
      .b = TENSOR(PC_INT8, SHAPE(1), 100)},
     "int32 [1] {200}"},
    {"add broadcasts (2,1) with (3)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT32, SHAPE(2, 1), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(3), 10, 20, 30)},
     "float32 [2,3] {11,21,31,12,22,32}"},
    {"add (3) with (4): xt::broadcast_error",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(4), 1, 2, 3, 4)},
     "incompatible_shapes"},
    {"true_divide int32 7 / 2 divides integers",
     {.op = PROMCAST_OP_TRUE_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(1), 7),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "int32 [1] {3}"},
    {"true_divide int64 by 0 is undefined in C++, not run",
     {.op = PROMCAST_OP_TRUE_DIVIDE, .a = TENSOR(PC_INT64, SHAPE(2), 1, 2),
      .b = TENSOR(PC_INT64, SHAPE(2), 1, 0)},
     "undefined"},
    {"true_divide float64 by 0 is inf",
     {.op = PROMCAST_OP_TRUE_DIVIDE, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 0)},
     "float64 [1] {inf}"},
    {"maximum of complex does not compile",
     {.op = PROMCAST_OP_MAXIMUM, .a = TENSOR(PC_COMPLEX64, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX64, SHAPE(1), 2)},
     "unsupported_dtype_for_op"},
    {"less int8 < uint8",
     {.op = PROMCAST_OP_LESS, .a = TENSOR(PC_INT8, SHAPE(2), -1, 3),
      .b = TENSOR(PC_UINT8, SHAPE(2), 0, 3)},
     "bool [2] {1,0}"},
    {"bitwise_and of float does not compile",
     {.op = PROMCAST_OP_BITWISE_AND, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    {"equal bool == bool",
     {.op = PROMCAST_OP_EQUAL, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
      .b = TENSOR(PC_BOOL, SHAPE(2), 1, 1)},
     "bool [2] {1,0}"},
    {"add_inplace int8 += int8 wraps when stored",
     {.op = PROMCAST_OP_ADD_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 127, 1),
      .b = TENSOR(PC_INT8, SHAPE(1), 1)},
     "int8 [2] {-128,2}"},
    {"subtract_inplace (3) -= (2,3): the destination cannot grow",
     {.op = PROMCAST_OP_SUBTRACT_INPLACE, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     "inplace_shape_change"},
    {"add_inplace float32 += complex64 cannot store the complex sum",
     {.op = PROMCAST_OP_ADD_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX64, SHAPE(1), 1)},
     "cannot_cast"},
    {"maximum_inplace is a = xt::maximum(a, b)",
     {.op = PROMCAST_OP_MAXIMUM_INPLACE, .a = TENSOR(PC_UINT16, SHAPE(3), 1, 5, 3),
      .b = TENSOR(PC_UINT16, SHAPE(3), 4, 4, 4)},
     "uint16 [3] {4,5,4}"},
};

static void check_table(tap_run *run, const loaded_adapter *adapter) {
    const promcast_adapter *t = adapter->table;
    tap_ok(run, t->abi_major == PROMCAST_ADAPTER_ABI_MAJOR &&
                    t->abi_minor == PROMCAST_ADAPTER_ABI_MINOR && t->size == sizeof *t,
           "ABI %u.%u, a table of %u bytes", t->abi_major, t->abi_minor, t->size);
    tap_is_str(run, t->name, "xtensor", "its name");
    tap_is_str(run, t->library, "xtensor", "its library");
    tap_is_str(run, t->library_version, "0.24.3", "xtensor's version, from xtensor_config.hpp");
    tap_is_str(run, t->profile, "numpy", "it claims the numpy profile");
    uint32_t dtypes = 0;
    const int claimed[] = {PROMCAST_DTYPE_BOOL,    PROMCAST_DTYPE_INT8,      PROMCAST_DTYPE_INT16,
                           PROMCAST_DTYPE_INT32,   PROMCAST_DTYPE_INT64,     PROMCAST_DTYPE_UINT8,
                           PROMCAST_DTYPE_UINT16,  PROMCAST_DTYPE_UINT32,    PROMCAST_DTYPE_UINT64,
                           PROMCAST_DTYPE_FLOAT32, PROMCAST_DTYPE_FLOAT64,   PROMCAST_DTYPE_COMPLEX64,
                           PROMCAST_DTYPE_COMPLEX128};
    for (size_t i = 0; i < sizeof claimed / sizeof claimed[0]; i++) dtypes |= 1u << claimed[i];
    tap_is_uint(run, t->dtypes, dtypes,
                "dtypes: bool, the 8 integers, float32/64, complex64/128 (no float16, bfloat16, "
                "complex32, float8)");
    uint64_t ops = PROMCAST_ALL_OPS & ~(UINT64_C(1) << PROMCAST_OP_XLA_BROADCAST) &
                   ~(UINT64_C(1) << PROMCAST_OP_SUM_TO_SHAPE);
    tap_is_uint(run, t->ops, ops, "ops: all but xla_broadcast and sum_to_shape");
    int functions = 1;
    for (int op = 0; op < PROMCAST_OP_COUNT; op++)
        if (t->ops & (UINT64_C(1) << op)) functions &= promcast_adapter_has_op(t, (promcast_op)op);
    tap_ok(run, functions && t->xla_broadcast == NULL && t->sum_to_shape == NULL,
           "every op in the mask has its function, and only those");
    tap_ok(run, dlsym(adapter->handle, "xtensor_add") == NULL &&
                    dlsym(adapter->handle, "xtensor_broadcast_shapes") == NULL &&
                    dlsym(adapter->handle, "adapter_dl_dtype") == NULL &&
                    dlsym(adapter->handle, "_ZNSt6vectorIlSaIlEE17_M_default_appendEm") == NULL,
           "exports none of its own functions, nor libstdc++'s instantiations (exports.map)");
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    loaded_adapter adapter;
    char error[512] = "";
    if (!tap_ok(&run, argc == 2, "usage: test_xtensor_load ADAPTER_DIRECTORY"))
        return tap_finish(&run);
    if (!tap_ok(&run,
                adapter_load(argv[1], "promcast_adapter_xtensor", &adapter, error,
                             sizeof error) &&
                    adapter.table != NULL,
                "libpromcast_adapter_xtensor.so loads and returns a table")) {
        tap_diag(&run, "  %s %s", error, adapter.message);
        return tap_finish(&run);
    }
    check_table(&run, &adapter);
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++)
        probe_check(&run, adapter.table, &probes[i], 0);
    adapter_unload(&adapter);
    return tap_finish(&run);
}
