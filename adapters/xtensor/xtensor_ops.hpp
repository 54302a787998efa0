// xtensor_ops.hpp: the element-wise ops as xtensor spells them, each with
// its in-place form and its compile-time detector (xtensor_compiles.hpp).
//
// Two families, each op a row of a macro:
// - operators with a compound assignment (xoperation.hpp, xsemantic.hpp):
//   `a + b`, `-`, `*`, `/`, `&`, `|`, `^` on two xexpressions, in place
//   `a += b`, `-=`, `*=`, `/=`, `&=`, `|=`, `^=`, which are `a = a OP b`
//   (xsemantic_base::operator+=);
// - functions (xoperation.hpp, xmath.hpp): xt::maximum, xt::minimum,
//   xt::equal, xt::not_equal, xt::less, xt::less_equal, xt::greater and
//   xt::greater_equal (the last four are `a < b`, `a <= b`, `a > b`,
//   `a >= b`), xt::pow, xt::atan2 and xt::hypot. Not `a == b` or
//   `a != b`: on two xexpressions those compare whole arrays and return
//   one bool (xoperation.hpp, operator==), so the element-wise forms are
//   the functions. xtensor has no compound form of any of them; the
//   in-place spelling is the same assignment written out,
//   `a = xt::maximum(a, b)`, which is what xtensor's own `a += b` does
//   (xsemantic.hpp: `a = a + b`), listed for every one of them
//   (xtensor_entry.cpp);
// - operators without a compound assignment: `a && b`, `a || b`, `a << b`
//   and `a >> b` (xoperation.hpp), in place `a = a && b` likewise.
// A C++ scalar beside an array (`a + 3`, `3 - a`) is wrapped in an
// xt::xscalar by the same operators and functions (xtensor_scalars.hpp).
// In place with a scalar, `a += 3` is another overload,
// xsemantic_base::operator+=(const E&): scalar_computed_assign (xassign.hpp)
// applies `scalar_compound` (std::plus<>, ...) to each element of a's
// storage and assigns the result with a plain `=`: C++'s own operator,
// without xt::detail's complex overloads. The functions have none
// (scalar_compound is void): `a = xt::maximum(a, 3)` as with an array.
#ifndef PROMCAST_XTENSOR_OPS_HPP
#define PROMCAST_XTENSOR_OPS_HPP

#include <functional>
#include <type_traits>
#include <utility>

#include <xtensor/xarray.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xoperation.hpp>
#include <xtl/xfunctional.hpp>

#include "xtensor_compiles.hpp"

namespace promcast_xtensor {

// Which C++ shift an op is, if any: shifts have inputs with no defined
// result (xtensor_undefined.hpp).
enum class shift_kind { none, left, right };

// The element expressions of the functions' functors: xoperation.hpp's
// BINARY_OPERATOR_FUNCTOR for the comparisons (equal_to, not_equal_to,
// less, ...), xmath.hpp's math::maximum and math::minimum, whose
// operator() is `xtl::select(t1 > t2, t1, t2)` (`<` for minimum) on const
// references.
template <class X, class Y>
using equal_to_expression = decltype(std::declval<X>() == std::declval<Y>());
template <class X, class Y>
using not_equal_to_expression = decltype(std::declval<X>() != std::declval<Y>());
template <class X, class Y>
using less_expression = decltype(std::declval<X>() < std::declval<Y>());
template <class X, class Y>
using less_equal_expression = decltype(std::declval<X>() <= std::declval<Y>());
template <class X, class Y>
using greater_expression = decltype(std::declval<X>() > std::declval<Y>());
template <class X, class Y>
using greater_equal_expression = decltype(std::declval<X>() >= std::declval<Y>());
template <class X, class Y>
using maximum_expression = decltype(xtl::select(std::declval<const X &>() > std::declval<const Y &>(),
                                                std::declval<const X &>(),
                                                std::declval<const Y &>()));
template <class X, class Y>
using minimum_expression = decltype(xtl::select(std::declval<const X &>() < std::declval<const Y &>(),
                                                std::declval<const X &>(),
                                                std::declval<const Y &>()));

// The element expressions of xmath.hpp's XTENSOR_BINARY_MATH_FUNCTOR(pow),
// (atan2) and (hypot): `using math::pow; return pow(arg1, arg2);` on const
// references, where xt::math's pow, atan2 and hypot are std's
// (using-declarations in xmath.hpp): <cmath>'s overloads, which compute
// any integer or mixed arithmetic pair as double ([cmath.syn]/2,
// libstdc++'s __promote_2: pow of int8 and float is double), <complex>'s pow
// (no complex atan2 or hypot). Called unqualified as there, from a
// namespace that sees xt::math's declarations, plus argument-dependent
// lookup.
namespace math_expressions {
using xt::math::atan2;
using xt::math::hypot;
using xt::math::pow;
template <class X, class Y>
using pow_expression = decltype(pow(std::declval<const X &>(), std::declval<const Y &>()));
template <class X, class Y>
using atan2_expression = decltype(atan2(std::declval<const X &>(), std::declval<const Y &>()));
template <class X, class Y>
using hypot_expression = decltype(hypot(std::declval<const X &>(), std::declval<const Y &>()));
}  // namespace math_expressions

// What every operator OP's struct has: its name, its element expression
// (a BINARY_OPERATOR_FUNCTOR's `x OP y`, operator_functor_compiles) and
// `a OP b` on two xexpressions.
#define PROMCAST_XTENSOR_OPERATOR_COMMON(OP)                                                      \
    static constexpr const char *name = "operator" #OP;                                            \
    template <class X, class Y>                                                                    \
    using element_expression = decltype(std::declval<X>() OP std::declval<Y>());                   \
    template <class A, class B>                                                                    \
    static constexpr bool compiles = operator_functor_compiles<element_expression, A, B>;          \
    template <class E1, class E2>                                                                  \
    using expression_t = decltype(std::declval<const E1 &>() OP std::declval<const E2 &>());       \
    template <class E1, class E2>                                                                  \
    static auto apply(const E1 &a, const E2 &b) {                                                  \
        return a OP b;                                                                             \
    }

// An operator OP with its compound assignment OP= and, for a scalar, the
// functor SCALAR_COMPOUND; DIVIDES for `/` (xtensor_undefined.hpp). None
// of them shifts.
#define PROMCAST_XTENSOR_COMPOUND_OPERATOR(STRUCT, OP, SCALAR_COMPOUND, DIVIDES)                   \
    struct STRUCT {                                                                                \
        PROMCAST_XTENSOR_OPERATOR_COMMON(OP)                                                       \
        static constexpr const char *inplace_name = "operator" #OP "=";                            \
        static constexpr bool divides = DIVIDES;                                                   \
        static constexpr shift_kind shifts = shift_kind::none;                                     \
        static constexpr bool computes_integers_in_double = false;                                 \
        using scalar_compound = SCALAR_COMPOUND;                                                   \
        static constexpr const char *scalar_compound_name = #SCALAR_COMPOUND;                      \
        template <class D, class E>                                                                \
        static void apply_inplace(D &a, const E &b) {                                              \
            a OP##= b;                                                                             \
        }                                                                                          \
    }

PROMCAST_XTENSOR_COMPOUND_OPERATOR(add_op, +, std::plus<>, false);
PROMCAST_XTENSOR_COMPOUND_OPERATOR(subtract_op, -, std::minus<>, false);
PROMCAST_XTENSOR_COMPOUND_OPERATOR(multiply_op, *, std::multiplies<>, false);
PROMCAST_XTENSOR_COMPOUND_OPERATOR(divide_op, /, std::divides<>, true);
PROMCAST_XTENSOR_COMPOUND_OPERATOR(bitwise_and_op, &, std::bit_and<>, false);
PROMCAST_XTENSOR_COMPOUND_OPERATOR(bitwise_or_op, |, std::bit_or<>, false);
PROMCAST_XTENSOR_COMPOUND_OPERATOR(bitwise_xor_op, ^, std::bit_xor<>, false);
#undef PROMCAST_XTENSOR_COMPOUND_OPERATOR

// An operator OP with no compound assignment (C++ has no `&&=` or `||=`,
// xsemantic.hpp no `<<=` or `>>=`): `a OP b` (xoperation.hpp, operator&&,
// operator||, operator<< and operator>> on xexpressions,
// BINARY_OPERATOR_FUNCTOR(logical_and, &&), (logical_or, ||),
// (left_shift, <<) and (right_shift, >>), whose element expression is
// `x OP y`: bool for && and ||, the promoted left operand for the shifts),
// in place the assignment written out, `a = a OP b`, as for the functions
// below. SHIFTS says which shift OP is (xtensor_undefined.hpp).
#define PROMCAST_XTENSOR_OPERATOR(STRUCT, OP, SHIFTS)                                              \
    struct STRUCT {                                                                                \
        PROMCAST_XTENSOR_OPERATOR_COMMON(OP)                                                       \
        static constexpr const char *inplace_name = "a = a " #OP " b";                             \
        static constexpr bool divides = false;                                                     \
        static constexpr shift_kind shifts = SHIFTS;                                               \
        static constexpr bool computes_integers_in_double = false;                                 \
        using scalar_compound = void;                                                              \
        static constexpr const char *scalar_compound_name = "";                                    \
        template <class D, class E>                                                                \
        static void apply_inplace(D &a, const E &b) {                                              \
            a = a OP b;                                                                            \
        }                                                                                          \
    }

PROMCAST_XTENSOR_OPERATOR(logical_and_op, &&, shift_kind::none);
PROMCAST_XTENSOR_OPERATOR(logical_or_op, ||, shift_kind::none);
PROMCAST_XTENSOR_OPERATOR(bitwise_left_shift_op, <<, shift_kind::left);
PROMCAST_XTENSOR_OPERATOR(bitwise_right_shift_op, >>, shift_kind::right);
#undef PROMCAST_XTENSOR_OPERATOR
#undef PROMCAST_XTENSOR_OPERATOR_COMMON

// A function FUNCTION(a, b), in place `a = FUNCTION(a, b)`; it compiles
// for elements A and B when DETECTOR<ELEMENT, A, B> says so
// (operator_functor_compiles for a BINARY_OPERATOR_FUNCTOR, is_detected
// for xmath.hpp's functors, math::maximum, math::pow and the like: their
// bodies are in namespace xt::math, where no xt::detail complex overload
// takes part). IN_DOUBLE for the <cmath> functions, whose results for
// integers are doubles that `a = FUNCTION(a, b)` converts back to an
// integer destination (xtensor_undefined.hpp).
#define PROMCAST_XTENSOR_FUNCTION(STRUCT, FUNCTION, DETECTOR, ELEMENT, IN_DOUBLE)                  \
    struct STRUCT {                                                                                \
        static constexpr const char *name = #FUNCTION;                                             \
        static constexpr const char *inplace_name = "a = " #FUNCTION "(a, b)";                     \
        static constexpr bool divides = false;                                                     \
        static constexpr shift_kind shifts = shift_kind::none;                                     \
        static constexpr bool computes_integers_in_double = IN_DOUBLE;                             \
        using scalar_compound = void;                                                              \
        static constexpr const char *scalar_compound_name = "";                                    \
        template <class A, class B>                                                                \
        static constexpr bool compiles = DETECTOR<ELEMENT, A, B>;                                  \
        template <class E1, class E2>                                                              \
        using expression_t =                                                                       \
            decltype(FUNCTION(std::declval<const E1 &>(), std::declval<const E2 &>()));            \
        template <class E1, class E2>                                                              \
        static auto apply(const E1 &a, const E2 &b) {                                              \
            return FUNCTION(a, b);                                                                 \
        }                                                                                          \
        template <class D, class E>                                                                \
        static void apply_inplace(D &a, const E &b) {                                              \
            a = FUNCTION(a, b);                                                                    \
        }                                                                                          \
    }

PROMCAST_XTENSOR_FUNCTION(maximum_op, xt::maximum, is_detected, maximum_expression, false);
PROMCAST_XTENSOR_FUNCTION(minimum_op, xt::minimum, is_detected, minimum_expression, false);
PROMCAST_XTENSOR_FUNCTION(equal_op, xt::equal, operator_functor_compiles, equal_to_expression,
                          false);
PROMCAST_XTENSOR_FUNCTION(not_equal_op, xt::not_equal, operator_functor_compiles,
                          not_equal_to_expression, false);
PROMCAST_XTENSOR_FUNCTION(less_op, xt::less, operator_functor_compiles, less_expression, false);
PROMCAST_XTENSOR_FUNCTION(less_equal_op, xt::less_equal, operator_functor_compiles,
                          less_equal_expression, false);
PROMCAST_XTENSOR_FUNCTION(greater_op, xt::greater, operator_functor_compiles, greater_expression,
                          false);
PROMCAST_XTENSOR_FUNCTION(greater_equal_op, xt::greater_equal, operator_functor_compiles,
                          greater_equal_expression, false);
PROMCAST_XTENSOR_FUNCTION(pow_op, xt::pow, is_detected, math_expressions::pow_expression, true);
PROMCAST_XTENSOR_FUNCTION(atan2_op, xt::atan2, is_detected, math_expressions::atan2_expression,
                          true);
PROMCAST_XTENSOR_FUNCTION(hypot_op, xt::hypot, is_detected, math_expressions::hypot_expression,
                          true);
#undef PROMCAST_XTENSOR_FUNCTION

// The element type xtensor gives `a OP b` for xarrays of A and B: the
// value_type of the xfunction, which xfunction.hpp takes from
// xcontainer_inner_types<xfunction> (the decayed return type of the
// functor on the two value types). Asking the trait instead of the
// xfunction class spares instantiating the class where only the type is
// wanted (the promotion tables). Only for pairs where Op compiles.
template <class Op, class A, class B>
using result_value_t = typename xt::xcontainer_inner_types<
    typename Op::template expression_t<xt::xarray<A>, xt::xarray<B>>>::value_type;

// Whether the in-place form compiles: the op, then the store of its
// result into the destination's elements (`a = a OP b`, xsemantic.hpp).
template <class Op, class A, class B>
constexpr bool inplace_store_compiles() {
    if constexpr (Op::template compiles<A, B>)
        return element_store_compiles<result_value_t<Op, A, B>, A>;
    else
        return false;
}

// `a OP= s` with a scalar s (file comment): the element type
// scalar_compound gives an element of a and s, and whether it compiles and
// can be stored back into a's element.
template <class F, class A, class S>
using compound_result_t =
    decltype(std::declval<const F &>()(std::declval<A &>(), std::declval<const S &>()));

template <class Op>
constexpr bool has_scalar_compound = !std::is_void_v<typename Op::scalar_compound>;

template <class Op, class A, class S>
constexpr bool scalar_compound_compiles() {
    if constexpr (has_scalar_compound<Op>)
        return is_detected<compound_result_t, typename Op::scalar_compound, A, S>;
    else
        return false;
}

template <class Op, class A, class S>
constexpr bool scalar_compound_store_compiles() {
    if constexpr (scalar_compound_compiles<Op, A, S>())
        return std::is_assignable_v<A &, compound_result_t<typename Op::scalar_compound, A, S>>;
    else
        return false;
}

}  // namespace promcast_xtensor

#endif
