/*
** oracle_adapter.h: the reference adapter, as a library ("the core").
**
** The reference adapter reports what the oracle (oracle/include/promcast)
** answers, for the torch profile, all 18 dtypes and all ops. Its shared
** library, libpromcast_adapter_oracle.so, is this core plus an exported
** entry (oracle_adapter_entry.c). The mutant and faulty adapters link the
** same core and derive their tables from its table, so each of them is the
** oracle except where it says otherwise.
**
** The core keeps no state: its table is static const and its functions
** ignore their `state` argument, so a derived adapter may pass its own.
*/
#ifndef PROMCAST_ORACLE_ADAPTER_H
#define PROMCAST_ORACLE_ADAPTER_H

#include "promcast/adapter.h"
#include "promcast/adapter.h"
#include "promcast/promcast.h"

/* The reference adapter's table: static const, state NULL, close NULL. */
const promcast_adapter *oracle_adapter_table(void);

/* The reference table of a profile ("torch", "numpy", "jax", "mlx",
** "array-api"), or NULL. */
const promcast_adapter *oracle_adapter_table_for(const char *profile);

/* The profile an oracle adapter answers with: its table's (`state` is the
** table, or NULL for torch's); never NULL. */
const pc_profile *oracle_adapter_profile(const void *state);

/* The oracle's promotion options for a call: call->default_float (which
** must be float16, bfloat16, float32 or float64, else
** PROMCAST_STATUS_INVALID_ARGUMENT) and call->x64. */
int32_t oracle_adapter_options(const promcast_call *call, pc_promotion_options *options);

/* The oracle's binary op of an ABI op code PROMCAST_OP_ADD ..
** PROMCAST_OP_BITWISE_AND, else PROMCAST_STATUS_INVALID_ARGUMENT. */
int32_t oracle_adapter_binary_op(const promcast_call *call, int32_t op, pc_binary_op *binary_op);

/* A table to derive an adapter from the reference one: a malloc'd copy of
** oracle_adapter_table() with `name` and `library`, whose state is the
** copy itself and whose close frees it. The caller replaces the functions
** it changes before returning the table from its entry. NULL (and the
** reason in message) when out of memory. The strings must be static. */
promcast_adapter *oracle_adapter_derive(const char *name, const char *library, char *message,
                                        size_t message_size);

/* The entry of a derived adapter that replaces one function (FIELD) of the
** reference table with FUNCTION. */
#define ORACLE_DERIVED_ENTRY(NAME, LIBRARY, FIELD, FUNCTION)                                 \
    const promcast_adapter *promcast_adapter_entry(char *message, size_t message_size) {    \
        promcast_adapter *table = oracle_adapter_derive(NAME, LIBRARY, message, message_size); \
        if (table != NULL) table->FIELD = FUNCTION;                                         \
        return table;                                                                       \
    }

#endif
