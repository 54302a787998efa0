/*
** oracle_adapter.c: the reference adapter's table.
**
** Every op of ABI 1.0, answered by the oracle (oracle/include/promcast) for
** the torch profile and all 18 dtypes: the adapter the corpus is written
** to pass 100% (issue 4). The functions are in oracle_adapter_shapes.c,
** oracle_adapter_dtypes.c and oracle_adapter_arrays.c; the exported entry
** in oracle_adapter_entry.c.
*/
#include "oracle_adapter.h"

#include "oracle_adapter_ops.h"

static const promcast_adapter oracle_table =
    ORACLE_ADAPTER_TABLE(PROMCAST_ADAPTER_ABI_MAJOR, "oracle", "promcast oracle");

const promcast_adapter *oracle_adapter_table(void) {
    return &oracle_table;
}
