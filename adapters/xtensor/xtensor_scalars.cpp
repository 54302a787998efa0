// xtensor_scalars.cpp: Python scalars as C++ values (xtensor_scalars.hpp).
#include "xtensor_scalars.hpp"

#include <cstring>

#include "xtensor_status.hpp"

namespace promcast_xtensor {
namespace {

int32_t read_int(const promcast_call *call, const promcast_scalar &scalar, const char *role,
                 cpp_scalar *value) {
    value->dtype = dl_dtype_of<std::int64_t>();
    if (!scalar.has_value) return PROMCAST_STATUS_OK;
    std::int64_t parsed = 0;
    int outcome = promcast_scalar_int64(&scalar, &parsed);
    if (outcome < 0)
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                    "%s: the Python int's text '%s' is not a decimal integer", role,
                    scalar.text != nullptr ? scalar.text : "(null)");
    if (outcome > 0)
        return fail(call, PROMCAST_STATUS_SCALAR_OUT_OF_RANGE,
                    "%s: Python int %s does not fit std::int64_t, the C++ scalar the adapter "
                    "writes for a Python int",
                    role, scalar.text);
    value->integer = parsed;
    return PROMCAST_STATUS_OK;
}

int32_t read_bool(const promcast_call *call, const promcast_scalar &scalar, const char *role,
                  cpp_scalar *value) {
    value->dtype = dl_dtype_of<bool>();
    if (!scalar.has_value) return PROMCAST_STATUS_OK;
    if (scalar.text != nullptr && std::strcmp(scalar.text, "True") == 0) {
        value->boolean = true;
        return PROMCAST_STATUS_OK;
    }
    if (scalar.text != nullptr && std::strcmp(scalar.text, "False") == 0) return PROMCAST_STATUS_OK;
    return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                "%s: the Python bool's text '%s' is neither 'True' nor 'False'", role,
                scalar.text != nullptr ? scalar.text : "(null)");
}

}  // namespace

int32_t read_scalar(const promcast_call *call, const promcast_scalar &scalar, const char *role,
                    cpp_scalar *value) {
    *value = cpp_scalar{};
    switch (scalar.kind) {
    case PROMCAST_SCALAR_BOOL: return read_bool(call, scalar, role, value);
    case PROMCAST_SCALAR_INT: return read_int(call, scalar, role, value);
    case PROMCAST_SCALAR_FLOAT:
        value->dtype = dl_dtype_of<double>();
        if (scalar.has_value) value->real = scalar.real;
        return PROMCAST_STATUS_OK;
    case PROMCAST_SCALAR_COMPLEX:
        value->dtype = dl_dtype_of<std::complex<double>>();
        if (scalar.has_value) value->complex = std::complex<double>(scalar.real, scalar.imag);
        return PROMCAST_STATUS_OK;
    default:
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                    "%s: unknown scalar kind %d (bool 0, int 1, float 2, complex 3)", role,
                    static_cast<int>(scalar.kind));
    }
}

}  // namespace promcast_xtensor
