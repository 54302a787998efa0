// xtensor_scalars.hpp: a Python scalar (adapter.h's promcast_scalar) as the
// C++ scalar a C++ user writes for it.
//
// C++ has no Python scalars. xtensor's operators and functions take a C++
// value beside an expression and wrap it in an xt::xscalar (xoperation.hpp,
// xfunction_type: const_xclosure_t of a non-expression, xexpression.hpp),
// so `a + 3` is an xfunction over the array and the scalar, whose element
// type is the functor's on the two C++ types (no value-based promotion, no
// weak scalar). Which C++ type stands for a Python kind is the adapter's
// one choice: bool -> bool, int -> std::int64_t (the widest signed integer,
// which holds every int a 64-bit platform's literals do), float -> double,
// complex -> std::complex<double>. All four are claimed element types
// (xtensor_dtypes.hpp), so the detectors and tables that cover arrays cover
// scalars too. A Python int outside std::int64_t cannot be written as that
// C++ scalar at all: SCALAR_OUT_OF_RANGE, the same answer result_type
// gives for it (xtensor_promotion.cpp).
#ifndef PROMCAST_XTENSOR_SCALARS_HPP
#define PROMCAST_XTENSOR_SCALARS_HPP

#include <complex>
#include <cstdint>
#include <type_traits>

#include "promcast/adapter.h"
#include "xtensor_dtypes.hpp"

namespace promcast_xtensor {

// A Python scalar as its C++ value: `dtype` is the DLPack dtype of the C++
// type, and the member of that type holds the value.
struct cpp_scalar {
    DLDataType dtype{0, 0, 0};
    bool boolean = false;
    std::int64_t integer = 0;
    double real = 0.0;
    std::complex<double> complex{0.0, 0.0};

    template <class S>
    S value() const {
        if constexpr (std::is_same_v<S, bool>) return boolean;
        else if constexpr (std::is_same_v<S, std::int64_t>) return integer;
        else if constexpr (std::is_same_v<S, double>) return real;
        else return complex;
    }
};

// Reads `scalar` (named `role` in messages). A scalar without a value
// (has_value 0: result_type's operands only) gets its kind's zero.
// PROMCAST_STATUS_OK; SCALAR_OUT_OF_RANGE for an int outside std::int64_t;
// INVALID_ARGUMENT for an unknown kind, an int's text that is not decimal,
// a bool's that is neither "True" nor "False".
int32_t read_scalar(const promcast_call *call, const promcast_scalar &scalar, const char *role,
                    cpp_scalar *value);

// Calls f(type_tag<S>{}) for the C++ type S of a scalar read by
// read_scalar, and returns its status.
template <class F>
int32_t visit_scalar_type(const cpp_scalar &scalar, F &&f) {
    if (same_dtype(scalar.dtype, dl_dtype_of<bool>())) return f(type_tag<bool>{});
    if (same_dtype(scalar.dtype, dl_dtype_of<std::int64_t>())) return f(type_tag<std::int64_t>{});
    if (same_dtype(scalar.dtype, dl_dtype_of<double>())) return f(type_tag<double>{});
    return f(type_tag<std::complex<double>>{});
}

}  // namespace promcast_xtensor

#endif
