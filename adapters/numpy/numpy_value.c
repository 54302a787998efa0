/*
** numpy_value.c: promcast_value -> Python object (numpy_value.h).
*/
#include "numpy_api.h"

#include "numpy_value.h"

#include "adapter_status.h"
#include "numpy_scalar.h"
#include "numpy_tensor.h"

int32_t numpy_value_object(const promcast_call *call, const promcast_value *value,
                           const char *role, int allow_none, PyObject **object) {
    *object = NULL;
    if (value == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: no operand (NULL)",
                            role);
    switch (value->kind) {
    case PROMCAST_VALUE_ARRAY:
        return numpy_array_from_dl(call, value->array, role, 0, object);
    case PROMCAST_VALUE_SCALAR:
        return numpy_scalar_object(call, &value->scalar, role, object);
    case PROMCAST_VALUE_NONE:
        if (!allow_none)
            return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                                "%s: None (PROMCAST_VALUE_NONE), which this function does not "
                                "take",
                                role);
        Py_INCREF(Py_None);
        *object = Py_None;
        return PROMCAST_STATUS_OK;
    default:
        return adapter_fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "%s: unknown value kind %d (array 0, scalar 1, none 2)", role,
                            (int)value->kind);
    }
}
