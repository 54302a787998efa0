/*
** array_api_adapter_entry.c: the one exported symbol.
**
** Options (`promcast run --adapter-option KEY=VALUE`):
**   module=MODULE  the module whose Array API namespace is tested
**                  (required): numpy.array_api, array_api_strict, ...
**   path=DIRS      directories (':'-separated) put first on sys.path, for
**                  a module installed nowhere the interpreter looks; the
**                  interpreter is isolated from the environment, but the
**                  adapter adds PYTHONPATH's directories after these.
*/
#include "python_embed.h"

#include <stdio.h>

#include "array_api_adapter.h"
#include "promcast/adapter.h"

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    static const char *const known[] = {"module", "path"};
    if (!promcast_adapter_check_options(request, known, 2)) return NULL;
    const char *module = promcast_adapter_option_value(request, "module");
    if (module == NULL || module[0] == '\0') {
        snprintf(request->message, request->message_size,
                 "the option module=MODULE is required: the Python module whose Array API "
                 "namespace to test (--adapter-option module=numpy.array_api)");
        return NULL;
    }
    array_api_adapter *adapter =
        array_api_adapter_open(module, promcast_adapter_option_value(request, "path"),
                               request->message, request->message_size);
    return adapter != NULL ? &adapter->table : NULL;
}
