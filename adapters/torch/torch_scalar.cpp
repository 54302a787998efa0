// torch_scalar.cpp: Python scalars as c10::Scalars and wrapped numbers
// (torch_scalar.h).
#include "torch_scalar.h"

#include <ATen/ScalarOps.h>
#include <ATen/ops/scalar_tensor.h>

#include <cstring>

#include "torch_status.h"

namespace promcast_torch {
namespace {

int32_t int_of(const promcast_call *call, const promcast_scalar &scalar, const char *role,
               c10::Scalar *value) {
    if (!scalar.has_value) {
        *value = c10::Scalar(int64_t{0});
        return PROMCAST_STATUS_OK;
    }
    int64_t parsed = 0;
    int outcome = promcast_scalar_int64(&scalar, &parsed);
    if (outcome < 0)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "%s: the Python int's text \"%s\" is not a decimal integer", role,
                      scalar.text == nullptr ? "(null)" : scalar.text);
    if (outcome > 0)
        return report(call, PROMCAST_STATUS_UNSUPPORTED,
                      "%s: the Python int %s does not fit c10::Scalar's int64_t, so libtorch "
                      "cannot be handed it (Python's torch raises \"Overflow when unpacking "
                      "long\" before the op runs)",
                      role, scalar.text);
    *value = c10::Scalar(parsed);
    return PROMCAST_STATUS_OK;
}

int32_t bool_of(const promcast_call *call, const promcast_scalar &scalar, const char *role,
                c10::Scalar *value) {
    if (!scalar.has_value) {
        *value = c10::Scalar(false);
        return PROMCAST_STATUS_OK;
    }
    if (scalar.text != nullptr && std::strcmp(scalar.text, "True") == 0) {
        *value = c10::Scalar(true);
        return PROMCAST_STATUS_OK;
    }
    if (scalar.text != nullptr && std::strcmp(scalar.text, "False") == 0) {
        *value = c10::Scalar(false);
        return PROMCAST_STATUS_OK;
    }
    return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                  "%s: the Python bool's text \"%s\" is neither \"True\" nor \"False\"", role,
                  scalar.text == nullptr ? "(null)" : scalar.text);
}

}  // namespace

int32_t scalar_of(const promcast_call *call, const promcast_scalar &scalar, const char *role,
                  c10::Scalar *value) {
    switch (scalar.kind) {
    case PROMCAST_SCALAR_BOOL: return bool_of(call, scalar, role, value);
    case PROMCAST_SCALAR_INT: return int_of(call, scalar, role, value);
    case PROMCAST_SCALAR_FLOAT:
        *value = c10::Scalar(scalar.has_value ? scalar.real : 0.0);
        return PROMCAST_STATUS_OK;
    case PROMCAST_SCALAR_COMPLEX:
        *value = c10::Scalar(scalar.has_value ? c10::complex<double>(scalar.real, scalar.imag)
                                              : c10::complex<double>(0.0, 0.0));
        return PROMCAST_STATUS_OK;
    default:
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "%s: scalar kind %d is none of bool (0), int (1), float (2), complex (3)",
                      role, (int)scalar.kind);
    }
}

at::Tensor wrapped_number(const c10::Scalar &value) {
    return at::native::wrapped_scalar_tensor(value);
}

at::Tensor python_tensor(const c10::Scalar &value, at::ScalarType dtype) {
    // at::scalar_tensor fills through Scalar::to<T>, checked_convert: the
    // integral store_scalar's check (torch_scalar.h).
    if (c10::isIntegralType(dtype, /*includeBool=*/true))
        return at::scalar_tensor(value, at::TensorOptions().dtype(dtype));
    // Unchecked: the value in its own type (double or complex<double>;
    // a bool or int is exact there, as Python's float(x) of an int64 is
    // correctly rounded), then cast as store_scalar casts.
    at::ScalarType own = value.isComplex() ? at::kComplexDouble : at::kDouble;
    return at::scalar_tensor(value, at::TensorOptions().dtype(own)).to(dtype);
}

}  // namespace promcast_torch
