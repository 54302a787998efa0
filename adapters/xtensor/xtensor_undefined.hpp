// xtensor_undefined.hpp: inputs on which xtensor's operator/, operator<<
// and operator>> have no defined result.
//
// xtensor divides elements with C++'s `/` (xoperation.hpp,
// BINARY_OPERATOR_FUNCTOR(divides, /)) in the usual arithmetic conversion
// of the two types, so two integers divide as integers, and C++ leaves
// integer division undefined when the divisor is 0 or the quotient does
// not fit (INT_MIN / -1; ISO C++17 [expr.mul]/4). x86-64 traps on both
// (SIGFPE). Running it would report the compiler's and the CPU's
// behaviour, not xtensor's, so the adapter reports such a case as
// PROMCAST_STATUS_UNDEFINED instead of executing it. The test pairs
// elements with xtensor's own broadcasting, so it looks at exactly the
// divisions operator/ would perform (none when the result is empty).
// Signed overflow in +, - and * is undefined too, but does not trap: the
// adapter is compiled with -fwrapv, under which it is the two's
// complement wrap (CMakeLists.txt).
//
// The shifts are C++'s `<<` and `>>` on each pair of elements
// (xoperation.hpp, BINARY_OPERATOR_FUNCTOR(left_shift, <<) and
// (right_shift, >>)): each operand is promoted on its own, and the result
// has the promoted left operand's type (int for 8- and 16-bit types and
// bool). ISO C++17 [expr.shift] leaves a shift undefined when the count is
// negative or at least the result's width, and a left shift of a negative
// signed value, or of one whose product by 2^count does not fit the
// unsigned type of the result's width. A right shift of a negative value
// is implementation-defined, not undefined (GCC: arithmetic), and is run.
// x86-64 masks the count instead of trapping, so running an undefined
// shift would report the CPU's behaviour; the adapter reports it as
// PROMCAST_STATUS_UNDEFINED, checking the pairs xtensor's broadcasting
// forms, as for the division.
#ifndef PROMCAST_XTENSOR_UNDEFINED_HPP
#define PROMCAST_XTENSOR_UNDEFINED_HPP

#include <climits>
#include <cstddef>
#include <limits>
#include <type_traits>

#include <xtensor/xarray.hpp>
#include <xtensor/xbroadcast.hpp>
#include <xtensor/xoperation.hpp>
#include <xtensor/xscalar.hpp>

namespace promcast_xtensor {

// An operand of the division broadcast to `shape` and converted to R. A
// scalar (an xt::xscalar, or the C++ value `a /= 3` takes) fills an xarray
// itself: xt::broadcast of an xt::xscalar compiles, but GCC 12 then warns,
// wrongly, of a null argument to memcmp in xbroadcast::has_linear_assign
// (the scalar's empty strides), and warnings are errors here.
template <class R, class E, class S>
xt::xarray<R> broadcast_as(const E &operand, const S &shape) {
    if constexpr (xt::is_xscalar<E>::value || std::is_arithmetic_v<E>) {
        auto values = xt::xarray<R>::from_shape(shape);
        if constexpr (std::is_arithmetic_v<E>)
            values.fill(static_cast<R>(operand));
        else
            values.fill(static_cast<R>(operand()));
        return values;
    } else {
        return xt::broadcast(operand, shape);
    }
}

// Whether dividing the elements of `dividend` by those of `divisor`, both
// broadcast to `shape` and converted to the integer type R as the
// division converts them, is undefined anywhere. The operands are
// evaluated into xarrays of R first, so the work per pair of element types
// is two conversions and the checks are instantiated once per R.
template <class R, class E1, class E2, class S>
bool integer_division_is_undefined(const E1 &dividend, const E2 &divisor, const S &shape) {
    static_assert(std::is_integral_v<R>, "only integer division can be undefined");
    xt::xarray<R> divisors = broadcast_as<R>(divisor, shape);
    if (xt::any(xt::equal(divisors, R(0)))) return true;
    if constexpr (std::is_signed_v<R>) {
        xt::xarray<R> dividends = broadcast_as<R>(dividend, shape);
        return xt::any(xt::equal(dividends, std::numeric_limits<R>::min()) &&
                       xt::equal(divisors, R(-1)));
    } else {
        (void)dividend;
        return false;
    }
}

// The element type of a shift's operand: an xexpression's value_type, or
// the C++ value itself (a scalar in place).
template <class E, class = void>
struct operand_element {
    using type = E;
};
template <class E>
struct operand_element<E, std::enable_if_t<!std::is_arithmetic_v<E>>> {
    using type = typename E::value_type;
};

// Why shifting the elements of `value` by those of `count`, both broadcast
// to `shape`, is undefined, or nullptr where every shift is defined. R is
// the shift's result type, the promoted type of value's elements, into
// which they convert without change; the counts are checked in their own
// promoted type, as the shift reads them.
template <bool Left, class R, class E1, class E2, class S>
const char *shift_is_undefined(const E1 &value, const E2 &count, const S &shape) {
    static_assert(std::is_integral_v<R>, "only integer shifts exist");
    using C = decltype(+std::declval<typename operand_element<E2>::type>());
    constexpr std::size_t width = sizeof(R) * CHAR_BIT;
    xt::xarray<C> counts = broadcast_as<C>(count, shape);
    for (C c : counts) {
        if constexpr (std::is_signed_v<C>)
            if (c < 0) return "a count is negative";
        if (static_cast<std::make_unsigned_t<C>>(c) >= width)
            return "a count is at least the width of the promoted left operand";
    }
    if constexpr (Left && std::is_signed_v<R>) {
        using U = std::make_unsigned_t<R>;
        xt::xarray<R> values = broadcast_as<R>(value, shape);
        auto c = counts.cbegin();
        for (R v : values) {
            if (v < 0) return "a negative value is shifted left";
            if (static_cast<U>(v) > (std::numeric_limits<U>::max() >> *c++))
                return "a left shift overflows the unsigned type of the result's width";
        }
    } else {
        (void)value;
    }
    return nullptr;
}

}  // namespace promcast_xtensor

#endif
