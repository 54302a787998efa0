/*
** faulty_abi_2_1.c: a table of ABI 2.1's size that lists the functions of
** several arrays (op ids 200..206, added by 2.2): what an adapter built
** against 2.1 gives when someone appends those ids to its list without
** rebuilding. Its `size` ends before array_function, so the runner cannot
** call them; it must refuse the table at load with a message that says so
** (adapter.h, VERSIONING), never read past the table's end.
*/
#include <stddef.h>

#include "oracle_adapter.h"

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    if (!promcast_adapter_check_options(request, NULL, 0)) return NULL;
    promcast_adapter *table = oracle_adapter_derive(
        "faulty_abi_2_1", "promcast oracle, as ABI 2.1 with ABI 2.2's ops", request->message,
        request->message_size);
    if (table == NULL) return NULL;
    table->abi_minor = 1;
    table->size = (uint32_t)offsetof(promcast_adapter, array_function);
    return table;
}
