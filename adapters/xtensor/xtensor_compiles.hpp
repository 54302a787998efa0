// xtensor_compiles.hpp: whether an xtensor expression compiles for a pair
// of element types, found by the compiler (SFINAE), never from a table.
//
// xtensor's element-wise functors return `auto`: their bodies are
// instantiated to learn the type, so an operation that does not exist for
// some types is a hard error there, not a substitution failure, and
// cannot be detected by asking the functor. The detectors below therefore
// ask the very expression each functor's body evaluates, with the types
// it evaluates it in; the adapter then instantiates the real xtensor
// expression only where they say it compiles, so a detector that says yes
// wrongly breaks the adapter's build instead of giving a wrong answer.
#ifndef PROMCAST_XTENSOR_COMPILES_HPP
#define PROMCAST_XTENSOR_COMPILES_HPP

#include <complex>
#include <type_traits>
#include <utility>

#include <xtl/xtype_traits.hpp>

#include "xtensor_dtypes.hpp"

namespace promcast_xtensor {

namespace compiles_detail {
template <class Void, template <class...> class Expression, class... T>
struct detected : std::false_type {};
template <template <class...> class Expression, class... T>
struct detected<std::void_t<Expression<T...>>, Expression, T...> : std::true_type {};

template <class T>
struct real_part {
    using type = T;
};
template <class T>
struct real_part<std::complex<T>> {
    using type = T;
};
}  // namespace compiles_detail

// Whether Expression<T...> names a type (the expression compiles).
template <template <class...> class Expression, class... T>
constexpr bool is_detected = compiles_detail::detected<void, Expression, T...>::value;

// xoperation.hpp, BINARY_OPERATOR_FUNCTOR: operator+ (and -, *, /, ==, <,
// &) of two xarrays applies `using xt::detail::operator OP; return a OP
// b;` to each pair of elements. xt::detail's operators (the
// DEFINE_COMPLEX_OVERLOAD macro in the same header) take a std::complex
// operand whose part type differs from the other operand's type
// (XTL_REQUIRES negation<is_same<T1, T2>>), convert both operands to
// xtl::promote_type_t of the two (xtl/xtype_traits.hpp), and apply the
// operator to that one type. Everything else is C++'s own operator: the
// built-in one, or std::complex's for a complex and its own part type.
template <class A, class B>
constexpr bool takes_complex_overload =
    (is_complex<A>::value || is_complex<B>::value) &&
    !std::is_same_v<typename compiles_detail::real_part<A>::type,
                    typename compiles_detail::real_part<B>::type>;

// The operand types the element operator is finally applied to.
template <class A, class B, bool = takes_complex_overload<A, B>>
struct element_operands {
    using first = A;
    using second = B;
};
template <class A, class B>
struct element_operands<A, B, true> {
    using first = xtl::promote_type_t<A, B>;
    using second = first;
};

// Whether a BINARY_OPERATOR_FUNCTOR whose element expression is
// `Expression` compiles for elements A and B.
template <template <class, class> class Expression, class A, class B>
constexpr bool operator_functor_compiles =
    is_detected<Expression, typename element_operands<A, B>::first,
                typename element_operands<A, B>::second>;

// xassign.hpp stores each element of type R into a T: conditional_cast
// (static_cast<T> when has_assign_conversion) in the stepper and linear
// assigners, a plain `=` otherwise; both paths are instantiated, so both
// must compile.
template <class R, class T>
constexpr bool element_store_compiles =
    std::is_constructible_v<T, R> && std::is_assignable_v<T &, R>;

}  // namespace promcast_xtensor

#endif
