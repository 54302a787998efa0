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

namespace promcast_xtensor {

// Whether dividing the elements of `dividend` by those of `divisor`, both
// broadcast to `shape` and converted to the integer type R as the
// division converts them, is undefined anywhere. The operands are
// evaluated into xarrays of R first, so the work per pair of element types
// is two conversions and the checks are instantiated once per R.
template <class R, class E1, class E2, class S>
bool integer_division_is_undefined(const E1 &dividend, const E2 &divisor, const S &shape) {
    static_assert(std::is_integral_v<R>, "only integer division can be undefined");
    xt::xarray<R> divisors = xt::broadcast(divisor, shape);
    if (xt::any(xt::equal(divisors, R(0)))) return true;
    if constexpr (std::is_signed_v<R>) {
        xt::xarray<R> dividends = xt::broadcast(dividend, shape);
        return xt::any(xt::equal(dividends, std::numeric_limits<R>::min()) &&
                       xt::equal(divisors, R(-1)));
    } else {
        (void)dividend;
        return false;
    }
}

}  // namespace promcast_xtensor

#endif
