// xtensor_operands.hpp: an element-wise operand (adapter.h's
// promcast_value) as the adapter hands it to xtensor: an array, adapted
// over the runner's memory (xtensor_tensors.hpp), or a Python scalar as
// its C++ value (xtensor_scalars.hpp).
//
// A scalar beside an expression is what xtensor's operators and functions
// make of a C++ scalar written in place (`a + 3`, `a + std::complex<double>(1, 2)`):
// an xt::xscalar holding the value (xoperation.hpp, xfunction_type:
// const_xclosure_t of a non-expression prvalue, xexpression.hpp). The
// adapter makes that xt::xscalar itself rather than pass a named `const S`:
// a named const std::complex beside an xt::adapt view does not compile in
// xtensor 0.24.3, because argument-dependent lookup reaches xt::detail
// through xbuffer_adaptor's base class (xt::detail::xbuffer_storage,
// xbuffer_adaptor.hpp) and finds the element-level complex overload
// `operator+(const std::complex<T1>&, const T2&)` (xoperation.hpp,
// DEFINE_COMPLEX_OVERLOAD), which is more specialised than xt::operator+
// and fails in its body. That is a property of the named constant, not of
// the operation `a + std::complex<double>(1, 2)`, which compiles. In place,
// `a += 3` takes the scalar itself (xtensor_binary.hpp, compound_inplace).
#ifndef PROMCAST_XTENSOR_OPERANDS_HPP
#define PROMCAST_XTENSOR_OPERANDS_HPP

#include <cstdint>

#include <xtensor/xscalar.hpp>

#include "promcast/adapter.h"
#include "xtensor_dtypes.hpp"
#include "xtensor_scalars.hpp"
#include "xtensor_tensors.hpp"

namespace promcast_xtensor {

// An operand as read from the runner.
struct operand_source {
    bool is_scalar = false;
    tensor_layout layout;  // an array
    cpp_scalar scalar;     // a scalar
};

// An operand's kind and element type, at compile time.
template <class T>
struct array_operand {
    using type = T;
    static constexpr bool is_scalar = false;
};
template <class T>
struct scalar_operand {
    using type = T;
    static constexpr bool is_scalar = true;
};

// Reads `value` (named `role` in messages): an array's layout
// (read_tensor_layout) or a scalar's value (read_scalar), with their
// statuses; INVALID_ARGUMENT for NULL or an unknown kind.
int32_t read_operand(const promcast_call *call, const promcast_value *value, const char *role,
                     operand_source *source);

// Calls f(array_operand<T>{}) or f(scalar_operand<S>{}) for the operand's
// kind and element type, and returns its status.
template <class F>
int32_t visit_operand(const operand_source &source, F &&f) {
    if (source.is_scalar)
        return visit_scalar_type(source.scalar, [&](auto tag) {
            return f(scalar_operand<typename decltype(tag)::type>{});
        });
    int32_t status = PROMCAST_STATUS_INTERNAL_ERROR;
    visit_dtype(
        source.layout.dtype,
        [&](auto tag) { return f(array_operand<typename decltype(tag)::type>{}); }, status);
    return status;
}

// What xtensor is handed for an operand of kind K: the scalar's
// xt::xscalar (file comment), or an adaptor of the runner's memory,
// writable for the first operand (in place it is the destination; out of
// place it shares that instantiation, and nothing writes to it),
// read-only for the second.
template <class K>
auto first_operand(const operand_source &source) {
    if constexpr (K::is_scalar)
        return xt::xscalar<typename K::type>(source.scalar.template value<typename K::type>());
    else
        return adapt_writable<typename K::type>(source.layout);
}

template <class K>
auto second_operand(const operand_source &source) {
    if constexpr (K::is_scalar)
        return xt::xscalar<typename K::type>(source.scalar.template value<typename K::type>());
    else
        return adapt_readonly<typename K::type>(source.layout);
}

}  // namespace promcast_xtensor

#endif
