/*
** oracle_adapter.c: the reference adapters' tables and lists.
**
** Every op of ABI 2.2 the oracle has, answered by the oracle
** (oracle/include/promcast) for all 18 dtypes: the adapters the corpus is
** written to pass 100%. "oracle" answers with the torch profile;
** "oracle-numpy", "oracle-jax", "oracle-mlx", "oracle-array-api" and
** "oracle-tfjs", "oracle-onnx" and "oracle-stdlib" with theirs, so that every case of the corpus, whatever its profile, can run
** through the runner and an adapter. A profile's table is its own state
** (oracle_adapter_profile reads the profile from it); torch's has none, as
** the tables derived from it (mutants, faulty adapters) put theirs there.
** The functions are in oracle_adapter_shapes.c, oracle_adapter_dtypes.c
** oracle_adapter_arrays.c and oracle_adapter_functions.c; the exported
** entry in oracle_adapter_entry.c.
*/
#include "oracle_adapter.h"

#include <string.h>

#include "oracle_adapter_ops.h"

/* adapter.h's table of dtypes, in the oracle's order
** (tests/test_oracle_adapter.c checks that it names each of the 18 once). */
const DLDataType oracle_adapter_dtypes[ORACLE_ADAPTER_DTYPE_COUNT] = {
    {PROMCAST_DL_BOOL, 8, 1},  {kDLInt, 8, 1},      {kDLInt, 16, 1},     {kDLInt, 32, 1},
    {kDLInt, 64, 1},           {kDLUInt, 8, 1},     {kDLUInt, 16, 1},    {kDLUInt, 32, 1},
    {kDLUInt, 64, 1},          {kDLFloat, 16, 1},   {kDLBfloat, 16, 1},  {kDLFloat, 32, 1},
    {kDLFloat, 64, 1},         {kDLComplex, 32, 1}, {kDLComplex, 64, 1}, {kDLComplex, 128, 1},
    {PROMCAST_DL_FLOAT8_E4M3FN, 8, 1}, {PROMCAST_DL_FLOAT8_E5M2, 8, 1},
};
_Static_assert(ORACLE_ADAPTER_DTYPE_COUNT == PC_DTYPE_COUNT, "every dtype of the oracle");

#define OUT_OF_PLACE_ID(ID, OP) ID,
#define INPLACE_ID(ID, OP) (ID | PROMCAST_OP_INPLACE),
#define FUNCTION_ID(ID, FUNCTION) ID,
const int32_t oracle_adapter_ops[ORACLE_ADAPTER_OP_COUNT] = {
    PROMCAST_OP_BROADCAST_SHAPES, PROMCAST_OP_BROADCAST_TO, PROMCAST_OP_INPLACE_BROADCAST,
    PROMCAST_OP_XLA_BROADCAST,    PROMCAST_OP_PROMOTE_TYPES, PROMCAST_OP_RESULT_TYPE,
    PROMCAST_OP_CAN_CAST,         PROMCAST_OP_SUM_TO_SHAPE,
    ORACLE_ELEMENTWISE_OPS(OUT_OF_PLACE_ID) ORACLE_ELEMENTWISE_OPS(INPLACE_ID)
    ORACLE_FUNCTION_OPS(FUNCTION_ID)};
#undef OUT_OF_PLACE_ID
#undef INPLACE_ID
#undef FUNCTION_ID

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
PROFILE_TABLE(tfjs_table, "oracle-tfjs", "tfjs");
PROFILE_TABLE(onnx_table, "oracle-onnx", "onnx");
PROFILE_TABLE(stdlib_table, "oracle-stdlib", "stdlib");

static const promcast_adapter *const tables[] = {&torch_table,     &numpy_table, &jax_table,
                                                 &mlx_table,       &array_api_table,
                                                 &tfjs_table,      &onnx_table,
                                                 &stdlib_table};

const promcast_adapter *oracle_adapter_table(void) {
    return &torch_table;
}

const promcast_adapter *oracle_adapter_table_at(int index) {
    if (index < 0 || (size_t)index >= sizeof tables / sizeof tables[0]) return NULL;
    return tables[index];
}

const promcast_adapter *oracle_adapter_table_for(const char *profile) {
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        if (strcmp(tables[i]->profile, profile) == 0) return tables[i];
    return NULL;
}
