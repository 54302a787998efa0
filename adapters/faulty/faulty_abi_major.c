/*
** faulty_abi_major.c: an adapter built for ABI major version 99.
**
** The runner must refuse it with one clear line and exit 2. Its table is
** static: a runner that refuses a table of another major version cannot
** call its close (the layout may differ), so an allocated table would
** leak. The functions are the oracle's, so a runner that forgot the check
** would visibly pass everything instead of failing.
*/
#include "oracle_adapter.h"
#include "oracle_adapter_ops.h"

static const promcast_adapter abi_99_table =
    ORACLE_ADAPTER_TABLE(99, "faulty_abi_major", "promcast oracle, claiming ABI 99.0", "torch",
                         NULL);

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    (void)request;
    return &abi_99_table;
}
