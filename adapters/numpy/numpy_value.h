/*
** numpy_value.h: a promcast_value as the Python object NumPy is called
** with.
**
** An array is a new read-only ndarray over the runner's tensor (a 0-d
** tensor stays a 0-d ndarray: numpy_tensor.h), a scalar the Python scalar
** itself (numpy_scalar.h), and PROMCAST_VALUE_NONE, an optional operand
** left out (clip's bound; adapter.h, FUNCTIONS OF SEVERAL ARRAYS),
** Python's None, where the caller allows it. NumPy then applies its own
** rules to each; the adapter converts nothing itself.
*/
#ifndef PROMCAST_NUMPY_VALUE_H
#define PROMCAST_NUMPY_VALUE_H

#include "numpy_api.h"

#include "promcast/adapter.h"

/* Sets *object to a new reference for `value`. PROMCAST_STATUS_OK, or the
** status of numpy_array_from_dl or numpy_scalar_object, or
** PROMCAST_STATUS_INVALID_ARGUMENT naming `role` for a NULL value, an
** unknown kind, or PROMCAST_VALUE_NONE where `allow_none` is 0 (the
** element-wise functions: adapter.h gives them arrays and scalars only). */
int32_t numpy_value_object(const promcast_call *call, const promcast_value *value,
                           const char *role, int allow_none, PyObject **object);

#endif
