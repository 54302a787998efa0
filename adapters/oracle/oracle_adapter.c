/*
** oracle_adapter.c: the reference adapters' tables.
**
** Every op of ABI 1.0, answered by the oracle (oracle/include/promcast) for
** all 18 dtypes: the adapters the corpus is written to pass 100%.
** "oracle" answers with the torch profile; "oracle-numpy", "oracle-jax",
** "oracle-mlx" and "oracle-array-api" with theirs, so that every case of
** the corpus, whatever its profile, can run through the runner and an
** adapter. A profile's table is its own state (oracle_adapter_profile
** reads the profile from it); torch's has none, as the tables derived
** from it (mutants, faulty adapters) put theirs there. The functions are
** in oracle_adapter_shapes.c, oracle_adapter_dtypes.c and
** oracle_adapter_arrays.c; the exported entry in oracle_adapter_entry.c.
*/
#include "oracle_adapter.h"

#include <string.h>

#include "oracle_adapter_ops.h"

static const promcast_adapter torch_table =
    ORACLE_ADAPTER_TABLE(PROMCAST_ADAPTER_ABI_MAJOR, "oracle", "promcast oracle", "torch", NULL);

/* A table pointing at itself: the ABI's state is `void *`, and nothing
** writes through it. */
#define PROFILE_TABLE(VARIABLE, NAME, PROFILE)                                               \
    static const promcast_adapter VARIABLE = ORACLE_ADAPTER_TABLE(                          \
        PROMCAST_ADAPTER_ABI_MAJOR, NAME, "promcast oracle", PROFILE, (void *)&VARIABLE)

PROFILE_TABLE(numpy_table, "oracle-numpy", "numpy");
PROFILE_TABLE(jax_table, "oracle-jax", "jax");
PROFILE_TABLE(mlx_table, "oracle-mlx", "mlx");
PROFILE_TABLE(array_api_table, "oracle-array-api", "array-api");

const promcast_adapter *oracle_adapter_table(void) {
    return &torch_table;
}

const promcast_adapter *oracle_adapter_table_for(const char *profile) {
    static const promcast_adapter *const tables[] = {&torch_table, &numpy_table, &jax_table,
                                                     &mlx_table, &array_api_table};
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        if (strcmp(tables[i]->profile, profile) == 0) return tables[i];
    return NULL;
}
