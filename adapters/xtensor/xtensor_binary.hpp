// xtensor_binary.hpp: one element-wise op, out of place and in place, over
// every pair of operand kinds: two arrays of any claimed element types, or
// an array and a Python scalar as its C++ value (xtensor_operands.hpp), in
// either position. Each ops/xtensor_op_<name>.cpp instantiates it for one
// op (PROMCAST_XTENSOR_DEFINE_OP, below), so the pairs of each op are
// compiled in a translation unit of their own, in parallel.
//
// For a pair where xtensor has no such operation (it does not compile),
// the answer is UNSUPPORTED_DTYPE_FOR_OP, and for an in-place form whose
// result cannot be stored into the destination's type, CANNOT_CAST: a C++
// program that does not compile never reaches its shapes, so these come
// before any shape error, as they do for a compiled program.
#ifndef PROMCAST_XTENSOR_BINARY_HPP
#define PROMCAST_XTENSOR_BINARY_HPP

#include <cstdint>
#include <type_traits>
#include <utility>

#include <xtensor/xarray.hpp>

#include "promcast/adapter.h"
#include "xtensor_dtypes.hpp"
#include "xtensor_operands.hpp"
#include "xtensor_ops.hpp"
#include "xtensor_status.hpp"
#include "xtensor_tensors.hpp"
#include "xtensor_undefined.hpp"

namespace promcast_xtensor {

// PROMCAST_STATUS_UNDEFINED, without running it, where `a OP b` in the
// element type R has no defined result in C++ (xtensor_undefined.hpp):
// integer division by 0 or overflowing, shifts out of range.
template <class Op, class R, class E1, class E2>
int32_t refuse_undefined(const promcast_call *call, const E1 &a, const E2 &b) {
    if constexpr ((Op::divides || Op::shifts != shift_kind::none) && std::is_integral_v<R>) {
        // The lazy result's shape is xtensor's broadcast of the two (it
        // throws xt::broadcast_error as the operation itself would).
        auto lazy = Op::apply(a, b);
        if constexpr (Op::divides) {
            if (integer_division_is_undefined<R>(a, b, lazy.shape()))
                return fail(call, PROMCAST_STATUS_UNDEFINED,
                            "%s divides in %s, and a divisor is 0 or a quotient overflows: "
                            "undefined in C++ ([expr.mul]/4), not run",
                            Op::name, cpp_type_name<R>());
        } else if (const char *why = shift_is_undefined<Op::shifts == shift_kind::left, R>(
                       a, b, lazy.shape())) {
            return fail(call, PROMCAST_STATUS_UNDEFINED,
                        "%s shifts in %s, and %s: undefined in C++ ([expr.shift]), not run",
                        Op::name, cpp_type_name<R>(), why);
        }
    } else {
        (void)call, (void)a, (void)b;
    }
    return PROMCAST_STATUS_OK;
}

// PROMCAST_STATUS_UNDEFINED, without running it, where `a = f(a, b)` for
// a function computing integers in double (xt::pow, xt::atan2, xt::hypot)
// would convert a result element to the integer A and that conversion is
// undefined ([conv.fpint], xtensor_undefined.hpp). The values are
// evaluated as the out-of-place form evaluates them, in the broadcast
// shape, before the destination could refuse that shape: `a = ...` on
// an adaptor converts into a temporary of A first, then moves it into a
// (xsemantic.hpp, xsemantic_base::operator=).
template <class Op, class A, class R, class E1, class E2>
int32_t refuse_undefined_store(const promcast_call *call, const E1 &a, const E2 &b) {
    if constexpr (Op::computes_integers_in_double && std::is_integral_v<A> &&
                  !std::is_same_v<A, bool> && std::is_floating_point_v<R>) {
        const evaluated_t<R> values(Op::apply(a, b));
        if (float_to_integer_is_undefined<A>(values))
            return fail(call, PROMCAST_STATUS_UNDEFINED,
                        "%s converts its %s results to %s, and one is not a number or out "
                        "of %s's range once truncated: undefined in C++ ([conv.fpint]), not run",
                        Op::inplace_name, cpp_type_name<R>(), cpp_type_name<A>(),
                        cpp_type_name<A>());
    } else {
        (void)call, (void)a, (void)b;
    }
    return PROMCAST_STATUS_OK;
}

// "std::int8_t" for an array's element type, "a std::int64_t scalar" for a
// scalar's: how messages name an operand.
template <class K>
const char *operand_name() {
    if constexpr (!K::is_scalar) return cpp_type_name<typename K::type>();
    else if constexpr (std::is_same_v<typename K::type, bool>) return "a bool scalar";
    else if constexpr (std::is_same_v<typename K::type, std::int64_t>)
        return "a std::int64_t scalar";
    else if constexpr (std::is_same_v<typename K::type, double>) return "a double scalar";
    else return "a std::complex<double> scalar";
}

template <class Op, class KA, class KB>
int32_t binary_of(const promcast_call *call, const operand_source &a, const operand_source &b,
                  DLManagedTensor **result) {
    using A = typename KA::type;
    using B = typename KB::type;
    if constexpr (KA::is_scalar && KB::is_scalar) {
        (void)a, (void)b, (void)result;
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                    "a and b are both scalars (adapter.h: at least one is an array)");
    } else if constexpr (!Op::template compiles<A, B>) {
        (void)a, (void)b, (void)result;
        return fail(call, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
                    "xtensor's %s does not compile for %s and %s", Op::name,
                    operand_name<KA>(), operand_name<KB>());
    } else {
        // An array `a` is adapted as the in-place destination is, and the
        // result evaluated into the container an in-place assignment
        // evaluates into, so both forms share one instantiation of
        // xtensor's expression (and, where the result type is A, of its
        // evaluation), which keeps the adapter's compile time down.
        // Nothing writes to `a`. A scalar is a local C++ value, which the
        // lazy expression's xt::xscalar refers to until it is evaluated.
        auto x = first_operand<KA>(a);
        auto y = second_operand<KB>(b);
        using R = result_value_t<Op, A, B>;
        int32_t status = refuse_undefined<Op, R>(call, x, y);
        if (status != PROMCAST_STATUS_OK) return status;
        const auto expression = Op::apply(x, y);
        evaluated_t<R> out(expression);
        return export_array(call, std::move(out), result);
    }
}

// `a OP= b` through xtensor's expression assignment: b an array, or a
// scalar for an op without a scalar compound operator (the functions:
// `a = xt::maximum(a, 3)`).
template <class Op, class A, class KB>
int32_t assign_inplace(const promcast_call *call, const tensor_layout &a,
                       const operand_source &b) {
    using B = typename KB::type;
    if constexpr (!Op::template compiles<A, B>) {
        (void)a, (void)b;
        return fail(call, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
                    "xtensor's %s does not compile for %s and %s", Op::name, cpp_type_name<A>(),
                    operand_name<KB>());
    } else if constexpr (!inplace_store_compiles<Op, A, B>()) {
        (void)a, (void)b;
        return fail(call, PROMCAST_STATUS_CANNOT_CAST,
                    "xtensor's %s does not compile for %s and %s: its %s result cannot be "
                    "stored into %s",
                    Op::inplace_name, cpp_type_name<A>(), operand_name<KB>(),
                    cpp_type_name<result_value_t<Op, A, B>>(), cpp_type_name<A>());
    } else {
        auto x = adapt_writable<A>(a);
        auto y = second_operand<KB>(b);
        using R = result_value_t<Op, A, B>;
        int32_t status = refuse_undefined<Op, R>(call, x, y);
        if (status == PROMCAST_STATUS_OK) status = refuse_undefined_store<Op, A, R>(call, x, y);
        if (status != PROMCAST_STATUS_OK) return status;
        Op::apply_inplace(x, y);
        // `a = a OP b` assigns a temporary, and xarray_adaptor's move
        // assignment takes the temporary's shape and row-major strides and
        // copies its elements in order into the buffer (xarray.hpp,
        // xarray_adaptor::operator=(temporary_type&&); xbuffer_adaptor.hpp).
        // With the same element count xtensor accepts a new shape; the
        // runner's memory then holds the result in row-major order.
        if (x.shape() != a.shape)
            return fail(call, PROMCAST_STATUS_OK,
                        "xtensor accepted %s and changed the destination's shape (rank %zu "
                        "to %zu)",
                        Op::inplace_name, a.shape.size(), x.shape().size());
        return PROMCAST_STATUS_OK;
    }
}

// `a OP= s` for a scalar s and an op with a scalar compound operator
// (xtensor_ops.hpp): scalar_compound on each element of a's storage, in
// storage order, stored with `=` (xassign.hpp, scalar_computed_assign).
// The shape cannot change.
template <class Op, class A, class S>
int32_t compound_inplace(const promcast_call *call, const tensor_layout &a,
                         const operand_source &b) {
    if constexpr (!scalar_compound_compiles<Op, A, S>()) {
        (void)a, (void)b;
        return fail(call, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
                    "xtensor's %s with %s applies %s to each element (xsemantic.hpp), which "
                    "does not compile for %s and %s",
                    Op::inplace_name, operand_name<scalar_operand<S>>(),
                    Op::scalar_compound_name, cpp_type_name<A>(), cpp_type_name<S>());
    } else if constexpr (!scalar_compound_store_compiles<Op, A, S>()) {
        (void)a, (void)b;
        using R = std::decay_t<compound_result_t<typename Op::scalar_compound, A, S>>;
        return fail(call, PROMCAST_STATUS_CANNOT_CAST,
                    "xtensor's %s with %s does not compile: %s's %s result cannot be "
                    "stored into %s",
                    Op::inplace_name, operand_name<scalar_operand<S>>(),
                    Op::scalar_compound_name, cpp_type_name<R>(), cpp_type_name<A>());
    } else {
        using R = std::decay_t<compound_result_t<typename Op::scalar_compound, A, S>>;
        auto x = adapt_writable<A>(a);
        const S y = b.scalar.template value<S>();
        int32_t status = refuse_undefined<Op, R>(call, x, y);
        if (status != PROMCAST_STATUS_OK) return status;
        Op::apply_inplace(x, y);
        return PROMCAST_STATUS_OK;
    }
}

template <class Op, class A, class KB>
int32_t binary_inplace_of(const promcast_call *call, const tensor_layout &a,
                          const operand_source &b) {
    if constexpr (KB::is_scalar && has_scalar_compound<Op>)
        return compound_inplace<Op, A, typename KB::type>(call, a, b);
    else
        return assign_inplace<Op, A, KB>(call, a, b);
}

template <class Op>
int32_t run_binary(const promcast_call *call, const promcast_value *a, const promcast_value *b,
                   DLManagedTensor **result) {
    *result = nullptr;
    return guarded(call, [&]() -> int32_t {
        operand_source x, y;
        int32_t status = read_operand(call, a, "a", &x);
        if (status == PROMCAST_STATUS_OK) status = read_operand(call, b, "b", &y);
        if (status != PROMCAST_STATUS_OK) return status;
        return visit_operand(x, [&](auto first) {
            return visit_operand(y, [&](auto second) {
                return binary_of<Op, decltype(first), decltype(second)>(call, x, y, result);
            });
        });
    });
}

template <class Op>
int32_t run_binary_inplace(const promcast_call *call, DLTensor *a, const promcast_value *b) {
    return guarded(call, [&]() -> int32_t {
        tensor_layout x;
        operand_source y;
        int32_t status = read_tensor_layout(call, a, "a", &x);
        if (status == PROMCAST_STATUS_OK) status = read_operand(call, b, "b", &y);
        if (status != PROMCAST_STATUS_OK) return status;
        status = PROMCAST_STATUS_INTERNAL_ERROR;  // read_tensor_layout let no other dtype through
        visit_dtype(
            x.dtype,
            [&](auto first) {
                using A = typename decltype(first)::type;
                return visit_operand(y, [&](auto second) {
                    return binary_inplace_of<Op, A, decltype(second)>(call, x, y);
                });
            },
            status);
        return status;
    });
}

}  // namespace promcast_xtensor

// The table functions of op NAME (xtensor_adapter.hpp) over
// promcast_xtensor::NAME_op, for an ops/xtensor_op_NAME.cpp: `a OP b`,
// and with PROMCAST_XTENSOR_DEFINE_OP `a OP= b` too.
#define PROMCAST_XTENSOR_DEFINE_OUT_OF_PLACE_OP(NAME)                                          \
    int32_t xtensor_##NAME(const promcast_call *call, const promcast_value *a,                 \
                           const promcast_value *b, DLManagedTensor **result) {                \
        return promcast_xtensor::run_binary<promcast_xtensor::NAME##_op>(call, a, b, result);  \
    }
#define PROMCAST_XTENSOR_DEFINE_OP(NAME)                                                       \
    PROMCAST_XTENSOR_DEFINE_OUT_OF_PLACE_OP(NAME)                                              \
    int32_t xtensor_##NAME##_inplace(const promcast_call *call, DLTensor *a,                   \
                                     const promcast_value *b) {                                \
        return promcast_xtensor::run_binary_inplace<promcast_xtensor::NAME##_op>(call, a, b);  \
    }

#endif
