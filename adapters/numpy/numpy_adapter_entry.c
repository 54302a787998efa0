/*
** numpy_adapter_entry.c: the one exported symbol, compiled once per
** adapter (adapters/numpy/CMakeLists.txt):
**   libpromcast_adapter_numpy.so       name "numpy",      NumPy's default
**                                      promotion state, "legacy"
**   libpromcast_adapter_numpy_weak.so  name "numpy-weak", state "weak" (NEP 50)
**
** It takes no options (`promcast run --adapter-option`), and refuses every
** one. The option an adapter of NumPy would want, the namespace its
** functions come from (module=numpy.array_api, for the array-api
** profile), does not fit this adapter: NumPy 1.24's numpy.array_api has no
** broadcast_shapes or promote_types, no maximum, minimum, hypot, copysign
** or nextafter, its functions take its own Array class only (an ndarray
** fails on x1._array) and no Python scalars (numpy/array_api/
** _elementwise_functions.py), and its promotion is the standard's table,
** another profile. That is another adapter, not an option of this one.
*/
#include "numpy_api.h"

#include "numpy_adapter.h"
#include "promcast/adapter.h"

#if !defined(PROMCAST_NUMPY_ADAPTER_NAME) || !defined(PROMCAST_NUMPY_PROMOTION_STATE)
#error "define PROMCAST_NUMPY_ADAPTER_NAME and PROMCAST_NUMPY_PROMOTION_STATE"
#endif

const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    /* "unknown option 'KEY' (this adapter takes no options)" */
    if (!promcast_adapter_check_options(request, NULL, 0)) return NULL;
    numpy_adapter *adapter =
        numpy_adapter_open(PROMCAST_NUMPY_ADAPTER_NAME, PROMCAST_NUMPY_PROMOTION_STATE,
                           request->message, request->message_size);
    return adapter != NULL ? &adapter->table : NULL;
}
