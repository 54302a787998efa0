// xtensor_ops.hpp: the eight element-wise ops as xtensor spells them, each
// with its in-place form and its compile-time detector (xtensor_compiles.hpp).
//
// Out of place: operator+, operator-, operator*, operator/, xt::maximum,
// xt::equal, operator< (what xt::less returns, xoperation.hpp) and
// operator&, on two xexpressions (xoperation.hpp, xmath.hpp).
// In place: xsemantic.hpp's compound operators +=, -=, *=, /= and &=,
// which are `a = a OP b` (xsemantic_base::operator+=). xtensor has no
// compound form of maximum, equal or less; the in-place spelling of those
// is the same assignment written out, `a = xt::maximum(a, b)`.
// A C++ scalar beside an array (`a + 3`, `3 - a`) is wrapped in an
// xt::xscalar by the same operators (xtensor_scalars.hpp). In place with a
// scalar, `a += 3` is another overload, xsemantic_base::operator+=(const
// E&): scalar_computed_assign (xassign.hpp) applies `scalar_compound`
// (std::plus<>, ...) to each element of a's storage and assigns the result
// with a plain `=`: C++'s own operator, without xt::detail's complex
// overloads. maximum, equal and less have none (scalar_compound is void):
// `a = xt::maximum(a, 3)` as with an array.
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

// The element expressions of the functors (xoperation.hpp
// BINARY_OPERATOR_FUNCTOR; xmath.hpp math::maximum::operator(), which is
// `xtl::select(t1 > t2, t1, t2)` on const references).
template <class X, class Y>
using plus_expression = decltype(std::declval<X>() + std::declval<Y>());
template <class X, class Y>
using minus_expression = decltype(std::declval<X>() - std::declval<Y>());
template <class X, class Y>
using multiplies_expression = decltype(std::declval<X>() * std::declval<Y>());
template <class X, class Y>
using divides_expression = decltype(std::declval<X>() / std::declval<Y>());
template <class X, class Y>
using equal_to_expression = decltype(std::declval<X>() == std::declval<Y>());
template <class X, class Y>
using less_expression = decltype(std::declval<X>() < std::declval<Y>());
template <class X, class Y>
using bitwise_and_expression = decltype(std::declval<X>() & std::declval<Y>());
template <class X, class Y>
using maximum_expression = decltype(xtl::select(std::declval<const X &>() > std::declval<const Y &>(),
                                                std::declval<const X &>(),
                                                std::declval<const Y &>()));

struct add_op {
    static constexpr const char *name = "operator+";
    static constexpr const char *inplace_name = "operator+=";
    static constexpr bool divides = false;
    using scalar_compound = std::plus<>;
    static constexpr const char *scalar_compound_name = "std::plus<>";
    template <class A, class B>
    static constexpr bool compiles = operator_functor_compiles<plus_expression, A, B>;
    template <class E1, class E2>
    using expression_t = decltype(std::declval<const E1 &>() + std::declval<const E2 &>());
    template <class E1, class E2>
    static auto apply(const E1 &a, const E2 &b) {
        return a + b;
    }
    template <class D, class E>
    static void apply_inplace(D &a, const E &b) {
        a += b;
    }
};

struct subtract_op {
    static constexpr const char *name = "operator-";
    static constexpr const char *inplace_name = "operator-=";
    static constexpr bool divides = false;
    using scalar_compound = std::minus<>;
    static constexpr const char *scalar_compound_name = "std::minus<>";
    template <class A, class B>
    static constexpr bool compiles = operator_functor_compiles<minus_expression, A, B>;
    template <class E1, class E2>
    using expression_t = decltype(std::declval<const E1 &>() - std::declval<const E2 &>());
    template <class E1, class E2>
    static auto apply(const E1 &a, const E2 &b) {
        return a - b;
    }
    template <class D, class E>
    static void apply_inplace(D &a, const E &b) {
        a -= b;
    }
};

struct multiply_op {
    static constexpr const char *name = "operator*";
    static constexpr const char *inplace_name = "operator*=";
    static constexpr bool divides = false;
    using scalar_compound = std::multiplies<>;
    static constexpr const char *scalar_compound_name = "std::multiplies<>";
    template <class A, class B>
    static constexpr bool compiles = operator_functor_compiles<multiplies_expression, A, B>;
    template <class E1, class E2>
    using expression_t = decltype(std::declval<const E1 &>() * std::declval<const E2 &>());
    template <class E1, class E2>
    static auto apply(const E1 &a, const E2 &b) {
        return a * b;
    }
    template <class D, class E>
    static void apply_inplace(D &a, const E &b) {
        a *= b;
    }
};

struct divide_op {
    static constexpr const char *name = "operator/";
    static constexpr const char *inplace_name = "operator/=";
    static constexpr bool divides = true;
    using scalar_compound = std::divides<>;
    static constexpr const char *scalar_compound_name = "std::divides<>";
    template <class A, class B>
    static constexpr bool compiles = operator_functor_compiles<divides_expression, A, B>;
    template <class E1, class E2>
    using expression_t = decltype(std::declval<const E1 &>() / std::declval<const E2 &>());
    template <class E1, class E2>
    static auto apply(const E1 &a, const E2 &b) {
        return a / b;
    }
    template <class D, class E>
    static void apply_inplace(D &a, const E &b) {
        a /= b;
    }
};

struct maximum_op {
    static constexpr const char *name = "xt::maximum";
    static constexpr const char *inplace_name = "a = xt::maximum(a, b)";
    static constexpr bool divides = false;
    using scalar_compound = void;
    static constexpr const char *scalar_compound_name = "";
    // math::maximum is not a BINARY_OPERATOR_FUNCTOR: no xt::detail
    // complex overloads take part (its body is in namespace xt::math).
    template <class A, class B>
    static constexpr bool compiles = is_detected<maximum_expression, A, B>;
    template <class E1, class E2>
    using expression_t = decltype(xt::maximum(std::declval<const E1 &>(), std::declval<const E2 &>()));
    template <class E1, class E2>
    static auto apply(const E1 &a, const E2 &b) {
        return xt::maximum(a, b);
    }
    template <class D, class E>
    static void apply_inplace(D &a, const E &b) {
        a = xt::maximum(a, b);
    }
};

struct equal_op {
    static constexpr const char *name = "xt::equal";
    static constexpr const char *inplace_name = "a = xt::equal(a, b)";
    static constexpr bool divides = false;
    using scalar_compound = void;
    static constexpr const char *scalar_compound_name = "";
    template <class A, class B>
    static constexpr bool compiles = operator_functor_compiles<equal_to_expression, A, B>;
    template <class E1, class E2>
    using expression_t = decltype(xt::equal(std::declval<const E1 &>(), std::declval<const E2 &>()));
    template <class E1, class E2>
    static auto apply(const E1 &a, const E2 &b) {
        return xt::equal(a, b);
    }
    template <class D, class E>
    static void apply_inplace(D &a, const E &b) {
        a = xt::equal(a, b);
    }
};

struct less_op {
    static constexpr const char *name = "operator<";
    static constexpr const char *inplace_name = "a = a < b";
    static constexpr bool divides = false;
    using scalar_compound = void;
    static constexpr const char *scalar_compound_name = "";
    template <class A, class B>
    static constexpr bool compiles = operator_functor_compiles<less_expression, A, B>;
    template <class E1, class E2>
    using expression_t = decltype(std::declval<const E1 &>() < std::declval<const E2 &>());
    template <class E1, class E2>
    static auto apply(const E1 &a, const E2 &b) {
        return a < b;
    }
    template <class D, class E>
    static void apply_inplace(D &a, const E &b) {
        a = a < b;
    }
};

struct bitwise_and_op {
    static constexpr const char *name = "operator&";
    static constexpr const char *inplace_name = "operator&=";
    static constexpr bool divides = false;
    using scalar_compound = std::bit_and<>;
    static constexpr const char *scalar_compound_name = "std::bit_and<>";
    template <class A, class B>
    static constexpr bool compiles = operator_functor_compiles<bitwise_and_expression, A, B>;
    template <class E1, class E2>
    using expression_t = decltype(std::declval<const E1 &>() & std::declval<const E2 &>());
    template <class E1, class E2>
    static auto apply(const E1 &a, const E2 &b) {
        return a & b;
    }
    template <class D, class E>
    static void apply_inplace(D &a, const E &b) {
        a &= b;
    }
};

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
