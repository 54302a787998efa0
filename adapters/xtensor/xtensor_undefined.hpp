// xtensor_undefined.hpp: inputs on which xtensor's operator/ has no
// defined result.
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
#ifndef PROMCAST_XTENSOR_UNDEFINED_HPP
#define PROMCAST_XTENSOR_UNDEFINED_HPP

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

}  // namespace promcast_xtensor

#endif
