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
#ifndef PROMCAST_XTENSOR_OPS_HPP
#define PROMCAST_XTENSOR_OPS_HPP

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

struct true_divide_op {
    static constexpr const char *name = "operator/";
    static constexpr const char *inplace_name = "operator/=";
    static constexpr bool divides = true;
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

}  // namespace promcast_xtensor

#endif
