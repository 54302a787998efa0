// xtensor_dtypes.hpp: xtensor's dtypes are C++ element types. This header
// lists the ones the adapter claims, gives the DLPack dtype of any C++
// element type (so a result type xtensor picks is reported as it is), and
// turns a runtime DLPack dtype back into a C++ type for a template.
//
// The claimed types are the element types xt::xarray<T> is used with in
// practice and that have a DLPack dtype: bool, the eight fixed-width
// integers, float, double and std::complex of both. xtensor has no float16,
// bfloat16, complex32 or float8 (xtl's xhalf_float is not an xtensor
// dtype), so the adapter does not claim them.
#ifndef PROMCAST_XTENSOR_DTYPES_HPP
#define PROMCAST_XTENSOR_DTYPES_HPP

#include <array>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "promcast/adapter.h"

namespace promcast_xtensor {

template <class... T>
struct type_list {};

// A type passed as a value, so generic lambdas can receive it.
template <class T>
struct type_tag {
    using type = T;
};

using claimed_types =
    type_list<bool, std::int8_t, std::int16_t, std::int32_t, std::int64_t, std::uint8_t,
              std::uint16_t, std::uint32_t, std::uint64_t, float, double, std::complex<float>,
              std::complex<double>>;

template <class T>
struct is_complex : std::false_type {};
template <class T>
struct is_complex<std::complex<T>> : std::true_type {};

// The DLPack dtype of a C++ element type, read off the type's properties
// (adapter.h's table): {0, 0, 0} for a type no DLPack dtype describes.
// `char`, `long long` and the other spellings map by size and signedness,
// which is what the C++ usual arithmetic conversions produce (int, long).
template <class T>
constexpr DLDataType dl_dtype_of() {
    using U = std::remove_cv_t<T>;
    if constexpr (std::is_same_v<U, bool>) {
        return DLDataType{PROMCAST_DL_BOOL, 8, 1};
    } else if constexpr (std::is_integral_v<U>) {
        return DLDataType{static_cast<uint8_t>(std::is_signed_v<U> ? kDLInt : kDLUInt),
                          static_cast<uint8_t>(8 * sizeof(U)), 1};
    } else if constexpr (std::is_same_v<U, float> || std::is_same_v<U, double>) {
        return DLDataType{kDLFloat, static_cast<uint8_t>(8 * sizeof(U)), 1};
    } else if constexpr (is_complex<U>::value) {
        using part = typename U::value_type;
        if constexpr (std::is_same_v<part, float> || std::is_same_v<part, double>)
            return DLDataType{kDLComplex, static_cast<uint8_t>(8 * sizeof(U)), 1};
        else
            return DLDataType{0, 0, 0};
    } else {
        return DLDataType{0, 0, 0};
    }
}

// How a C++ user spells T, for messages ("std::int8_t", "std::complex<float>").
template <class T>
constexpr const char *cpp_type_name() {
    using U = std::remove_cv_t<T>;
    if constexpr (std::is_same_v<U, bool>) return "bool";
    else if constexpr (std::is_same_v<U, float>) return "float";
    else if constexpr (std::is_same_v<U, double>) return "double";
    else if constexpr (std::is_same_v<U, std::complex<float>>) return "std::complex<float>";
    else if constexpr (std::is_same_v<U, std::complex<double>>) return "std::complex<double>";
    else if constexpr (std::is_integral_v<U> && std::is_signed_v<U>)
        return sizeof(U) == 1 ? "std::int8_t" : sizeof(U) == 2 ? "std::int16_t"
             : sizeof(U) == 4 ? "std::int32_t" : "std::int64_t";
    else if constexpr (std::is_integral_v<U>)
        return sizeof(U) == 1 ? "std::uint8_t" : sizeof(U) == 2 ? "std::uint16_t"
             : sizeof(U) == 4 ? "std::uint32_t" : "std::uint64_t";
    else return "(a type promcast has no dtype for)";
}

constexpr bool same_dtype(DLDataType a, DLDataType b) {
    return a.code == b.code && a.bits == b.bits && a.lanes == b.lanes;
}

namespace detail {
template <class... T>
constexpr bool is_claimed_in(DLDataType dtype, type_list<T...>) {
    return (same_dtype(dtype, dl_dtype_of<T>()) || ...);
}

template <class... T>
constexpr std::array<DLDataType, sizeof...(T)> dtypes_of(type_list<T...>) {
    return {dl_dtype_of<T>()...};
}

template <class F, class... T>
bool visit_in(DLDataType dtype, F &f, int32_t &status, type_list<T...>) {
    return ((same_dtype(dtype, dl_dtype_of<T>()) ? (status = f(type_tag<T>{}), true) : false) ||
            ...);
}
}  // namespace detail

// Whether `dtype` is one of the claimed types.
constexpr bool is_claimed(DLDataType dtype) {
    return detail::is_claimed_in(dtype, claimed_types{});
}

// The table's `dtypes` list: the DLPack dtype of each claimed type, in
// claimed_types' order.
constexpr auto claimed_dtype_list = detail::dtypes_of(claimed_types{});

// Calls f(type_tag<T>{}) for the claimed T whose DLPack dtype is `dtype`
// and stores its status. Returns false, calling nothing, when no claimed
// type has that dtype.
template <class F>
bool visit_dtype(DLDataType dtype, F &&f, int32_t &status) {
    return detail::visit_in(dtype, f, status, claimed_types{});
}

}  // namespace promcast_xtensor

#endif
