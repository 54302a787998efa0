// xtensor_undefined.hpp: inputs on which xtensor's operator/, operator<<
// and operator>>, and the in-place `a = xt::pow(a, b)` (atan2, hypot) into
// integers, have no defined result.
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
//
// xt::pow, xt::atan2 and xt::hypot are std::pow, std::atan2 and
// std::hypot on each pair of elements (xmath.hpp), which compute integers
// in double ([cmath.syn]/2). In place, `a = xt::pow(a, b)` converts each
// floating result back to a's element type, and ISO C++17 [conv.fpint]/1
// truncates and leaves the conversion undefined when the truncated value
// cannot be represented in the integer type: NaN, an infinity, or a value
// out of range (int8 from pow(2, 7), 128.0). x86-64 does not trap there
// but gives what its conversion instruction gives (cvttsd2si's "integer
// indefinite" value), so running it would report the CPU; the adapter
// reports PROMCAST_STATUS_UNDEFINED for exactly those stores, checking the
// results xtensor's broadcasting forms. A conversion to bool is defined
// for every value ([conv.bool]: nonzero, NaN included, is true) and is
// run.
#ifndef PROMCAST_XTENSOR_UNDEFINED_HPP
#define PROMCAST_XTENSOR_UNDEFINED_HPP

#include <climits>
#include <cmath>
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

// Whether converting some element of `values`, floating, to the integer
// type T is undefined ([conv.fpint]/1, file comment): the truncated value
// lies outside [lowest, max]. T's max + 1 is 2^digits and a signed T's
// lowest -2^digits, powers of two that float and double hold exactly, so
// the comparisons are exact; a NaN fails both.
template <class T, class Values>
bool float_to_integer_is_undefined(const Values &values) {
    using R = typename Values::value_type;
    static_assert(std::is_floating_point_v<R>, "only floating values are truncated");
    static_assert(std::is_integral_v<T> && !std::is_same_v<T, bool>,
                  "conversions to bool are defined for every value");
    const R end = std::ldexp(R(1), std::numeric_limits<T>::digits);
    const R lowest = std::is_signed_v<T> ? -end : R(0);
    for (R v : values) {
        const R truncated = std::trunc(v);
        if (!(truncated >= lowest && truncated < end)) return true;
    }
    return false;
}

}  // namespace promcast_xtensor

#endif
