/*
** faulty_no_entry.c: a shared library that is not an adapter: it exports
** a function, but not promcast_adapter_open (a plausible misspelling of
** it instead, promcast_adapters_open), nor ABI 1's entry. The runner must
** say so in one line and exit 2.
*/
#include "oracle_adapter.h"

PROMCAST_ADAPTER_EXPORT const promcast_adapter *promcast_adapters_open(
    const promcast_adapter_request *request);

const promcast_adapter *promcast_adapters_open(const promcast_adapter_request *request) {
    (void)request;
    return oracle_adapter_table();
}
