/*
** oracle_adapter.h: the reference adapter, as a library ("the core").
**
** The reference adapter reports what the oracle (oracle/include/promcast)
** answers, for one profile, all 18 dtypes and every op the oracle has. Its
** shared library, libpromcast_adapter_oracle.so (torch, or the profile its
** option names), is this core plus an exported entry
** (oracle_adapter_entry.c). The mutant and faulty adapters link the
** same core and derive their tables from its torch table, so each of them
** is the oracle except where it says otherwise.
**
** The core keeps no state: its tables are static const and its functions
** read nothing from `state` but a profile's table, so a derived adapter
** may pass its own.
*/
#ifndef PROMCAST_ORACLE_ADAPTER_H
#define PROMCAST_ORACLE_ADAPTER_H

#include "promcast/adapter.h"
#include "promcast/promcast.h"

/* The reference adapter's table: static const, state NULL, close NULL. */
const promcast_adapter *oracle_adapter_table(void);

/* The reference table of a profile ("torch", "numpy", "jax", "mlx",
** "array-api"), or NULL. */
const promcast_adapter *oracle_adapter_table_for(const char *profile);

/* The reference tables by index, torch's first: 0, 1, ... until NULL. */
const promcast_adapter *oracle_adapter_table_at(int index);

/* The profile an oracle adapter answers with: its table's (`state` is the
** table, or NULL for torch's); never NULL. */
const pc_profile *oracle_adapter_profile(const void *state);

/* The oracle's promotion options for a call: call->default_float (which
** must be float16, bfloat16, float32 or float64, else
** PROMCAST_STATUS_INVALID_ARGUMENT) and call->x64. */
int32_t oracle_adapter_options(const promcast_call *call, pc_promotion_options *options);

/* The oracle's op of an element-wise op id of the ABI (the out-of-place
** id: add, subtract, multiply, divide, maximum, equal, less, bitwise_and),
** else PROMCAST_STATUS_INVALID_ARGUMENT naming the id. */
int32_t oracle_adapter_binary_op(const promcast_call *call, int32_t op, pc_binary_op *binary_op);

/* A Python-style scalar of the ABI as the oracle's result_type operand
** (PC_OPERAND_SCALAR): its kind and, when has_value, its value (bools and
** ints from `text`, floats and complex numbers from real and imag).
** PROMCAST_STATUS_OK, or PROMCAST_STATUS_INVALID_ARGUMENT naming `role`
** for an unknown kind or a text that is not a Python bool or int
** (oracle_adapter_scalar.c). */
int32_t oracle_adapter_scalar(const promcast_call *call, const promcast_scalar *scalar,
                              const char *role, pc_operand *operand);

/* An element-wise call's two operands as the oracle's element-wise
** operands (promcast/elementwise.h): an array operand is its tensor as a
** pc_array, a scalar operand the oracle's Python scalar with its value
** (oracle_adapter_scalar), whose dtype and value the profile decides.
** a and b point into `operands` itself, which must therefore not be copied
** while they are in use. PROMCAST_STATUS_OK, or
** PROMCAST_STATUS_INVALID_ARGUMENT for malformed operands, a scalar without
** its value, or two scalars (oracle_adapter_values.c). */
typedef struct oracle_binary_operands {
    pc_binary_operand a;
    pc_binary_operand b;
    pc_array arrays[2];   /* the array operands, by index */
    pc_operand scalar;    /* the scalar operand, if any */
} oracle_binary_operands;

int32_t oracle_adapter_binary_operands(const promcast_call *call, const promcast_value *a,
                                       const promcast_value *b,
                                       oracle_binary_operands *operands);

/* The same operands as two tensors, for adapters that run kernels of their
** own (the mutants): an array operand is its own tensor; a scalar operand
** a 0-d tensor of the op's compute dtype (the oracle's plan of `op`)
** holding the value the oracle computes with (pc_binary_scalar_element).
** The tensors point into `operands` itself, which must therefore not be
** copied while they are in use. PROMCAST_STATUS_OK;
** oracle_adapter_binary_operands' errors; the plan's errors
** (scalar_out_of_range, ...). */
typedef struct oracle_operands {
    const DLTensor *a;
    const DLTensor *b;
    DLTensor scalar;                       /* the scalar operand's 0-d array */
    _Alignas(16) unsigned char element[16];  /* its element: complex128 at most */
} oracle_operands;

int32_t oracle_adapter_operands(void *state, const promcast_call *call,
                                const promcast_value *a, const promcast_value *b,
                                oracle_operands *operands);

/* The oracle's function of a function op id of the ABI (200..206), else
** PROMCAST_STATUS_INVALID_ARGUMENT naming the id. */
int32_t oracle_adapter_function(const promcast_call *call, int32_t op, pc_function *function);

/* An array_function call's arguments as the oracle's call
** (promcast/functions.h): the function, the options, and each value as an
** operand (an array over the runner's memory in arrays[i], a Python scalar
** with its value in scalars[i], or neither pointer for a None value), the
** axis. call.operands points into the struct's own allocations: read it,
** hand it to pc_function_plan_make and pc_function_compute, then free it
** with oracle_function_arguments_free. A mutant that alters a function
** starts from here (adapters/mutants). PROMCAST_STATUS_OK, or
** PROMCAST_STATUS_INVALID_ARGUMENT for malformed arguments (nothing to
** free), PROMCAST_STATUS_INTERNAL_ERROR when out of memory. */
typedef struct oracle_function_arguments {
    pc_function_call call;
    pc_promotion_options options;
    pc_array *arrays;
    pc_operand *scalars;
    pc_binary_operand *operands;
} oracle_function_arguments;

int32_t oracle_function_arguments_read(const promcast_call *call, int32_t op,
                                       const promcast_arguments *arguments,
                                       oracle_function_arguments *in);
void oracle_function_arguments_free(oracle_function_arguments *in);

/* A table to derive an adapter from the reference one: a malloc'd copy of
** oracle_adapter_table() with `name` and `library`, whose state is the
** copy itself and whose close frees it. The caller replaces the functions
** it changes before returning the table from its entry. NULL (and the
** reason in message) when out of memory. The strings must be static. */
promcast_adapter *oracle_adapter_derive(const char *name, const char *library, char *message,
                                        size_t message_size);

/* The entry of a derived adapter that takes no options and replaces one
** function (FIELD) of the reference table with FUNCTION; array_function,
** the functions of several arrays, is a field like the others. */
#define ORACLE_DERIVED_ENTRY(NAME, LIBRARY, FIELD, FUNCTION)                                \
    const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) { \
        if (!promcast_adapter_check_options(request, NULL, 0)) return NULL;                 \
        promcast_adapter *table =                                                           \
            oracle_adapter_derive(NAME, LIBRARY, request->message, request->message_size);  \
        if (table != NULL) table->FIELD = FUNCTION;                                         \
        return table;                                                                       \
    }

#endif
