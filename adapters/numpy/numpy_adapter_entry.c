/*
** numpy_adapter_entry.c: the one exported symbol, compiled once per
** adapter (adapters/numpy/CMakeLists.txt):
**   libpromcast_adapter_numpy.so       name "numpy",      NumPy's default
**                                      promotion state, "legacy"
**   libpromcast_adapter_numpy_weak.so  name "numpy-weak", state "weak" (NEP 50)
*/
#include "numpy_api.h"

#include "numpy_adapter.h"
#include "promcast/adapter.h"

#if !defined(PROMCAST_NUMPY_ADAPTER_NAME) || !defined(PROMCAST_NUMPY_PROMOTION_STATE)
#error "define PROMCAST_NUMPY_ADAPTER_NAME and PROMCAST_NUMPY_PROMOTION_STATE"
#endif

const promcast_adapter *promcast_adapter_entry(char *message, size_t message_size) {
    numpy_adapter *adapter = numpy_adapter_open(
        PROMCAST_NUMPY_ADAPTER_NAME, PROMCAST_NUMPY_PROMOTION_STATE, message, message_size);
    return adapter != NULL ? &adapter->table : NULL;
}
