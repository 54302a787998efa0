// xtensor_binary.hpp: one element-wise op, out of place and in place, over
// every pair of claimed element types. Each ops/xtensor_op_<name>.cpp
// instantiates it for one op, so the 13 x 13 pairs of the eight ops are
// compiled in eight translation units, in parallel.
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
#include "xtensor_ops.hpp"
#include "xtensor_status.hpp"
#include "xtensor_tensors.hpp"
#include "xtensor_undefined.hpp"

namespace promcast_xtensor {

template <class Op, class R, class E1, class E2>
int32_t refuse_undefined_division(const promcast_call *call, const E1 &a, const E2 &b) {
    if constexpr (Op::divides && std::is_integral_v<R>) {
        // The lazy quotient's shape is xtensor's broadcast of the two (it
        // throws xt::broadcast_error as the division itself would).
        auto quotient = Op::apply(a, b);
        if (integer_division_is_undefined<R>(a, b, quotient.shape()))
            return fail(call, PROMCAST_STATUS_UNDEFINED,
                        "%s divides in %s, and a divisor is 0 or a quotient overflows: "
                        "undefined in C++ ([expr.mul]/4), not run",
                        Op::name, cpp_type_name<R>());
    } else {
        (void)call, (void)a, (void)b;
    }
    return PROMCAST_STATUS_OK;
}

template <class Op, class A, class B>
int32_t binary_of(const promcast_call *call, const tensor_layout &a, const tensor_layout &b,
                  DLManagedTensor **result) {
    if constexpr (!Op::template compiles<A, B>) {
        (void)a, (void)b, (void)result;
        return fail(call, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
                    "xtensor's %s does not compile for %s and %s", Op::name, cpp_type_name<A>(),
                    cpp_type_name<B>());
    } else {
        // `a` is adapted as the in-place destination is, and the result
        // evaluated into the container an in-place assignment evaluates
        // into, so both forms share one instantiation of xtensor's
        // expression (and, where the result type is A, of its evaluation),
        // which keeps the adapter's compile time down. Nothing writes to
        // `a`.
        auto x = adapt_writable<A>(a);
        auto y = adapt_readonly<B>(b);
        using R = result_value_t<Op, A, B>;
        int32_t status = refuse_undefined_division<Op, R>(call, x, y);
        if (status != PROMCAST_STATUS_OK) return status;
        const auto expression = Op::apply(x, y);
        evaluated_t<R> out(expression);
        return export_array(call, std::move(out), result);
    }
}

template <class Op, class A, class B>
int32_t binary_inplace_of(const promcast_call *call, const tensor_layout &a,
                          const tensor_layout &b) {
    if constexpr (!Op::template compiles<A, B>) {
        (void)a, (void)b;
        return fail(call, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
                    "xtensor's %s does not compile for %s and %s", Op::name, cpp_type_name<A>(),
                    cpp_type_name<B>());
    } else if constexpr (!inplace_store_compiles<Op, A, B>()) {
        (void)a, (void)b;
        return fail(call, PROMCAST_STATUS_CANNOT_CAST,
                    "xtensor's %s does not compile for %s and %s: its %s result cannot be "
                    "stored into %s",
                    Op::inplace_name, cpp_type_name<A>(), cpp_type_name<B>(),
                    cpp_type_name<result_value_t<Op, A, B>>(), cpp_type_name<A>());
    } else {
        auto x = adapt_writable<A>(a);
        auto y = adapt_readonly<B>(b);
        int32_t status =
            refuse_undefined_division<Op, result_value_t<Op, A, B>>(call, x, y);
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

// The runner's arguments, read, and the (A, B) pair of their types.
template <class Function>
int32_t with_operand_types(const promcast_call *call, const DLTensor *a, const DLTensor *b,
                           Function &&function) {
    tensor_layout x, y;
    int32_t status = read_tensor_layout(call, a, "a", &x);
    if (status == PROMCAST_STATUS_OK) status = read_tensor_layout(call, b, "b", &y);
    if (status != PROMCAST_STATUS_OK) return status;
    visit_dtype(
        x.dtype,
        [&](auto first) {
            int32_t inner = PROMCAST_STATUS_INTERNAL_ERROR;
            visit_dtype(
                y.dtype, [&](auto second) { return function(first, second, x, y); }, inner);
            return inner;
        },
        status);
    return status;
}

template <class Op>
int32_t run_binary(const promcast_call *call, const DLTensor *a, const DLTensor *b,
                   DLManagedTensor **result) {
    *result = nullptr;
    return guarded(call, [&] {
        return with_operand_types(
            call, a, b, [&](auto first, auto second, const tensor_layout &x, const tensor_layout &y) {
                using A = typename decltype(first)::type;
                using B = typename decltype(second)::type;
                return binary_of<Op, A, B>(call, x, y, result);
            });
    });
}

template <class Op>
int32_t run_binary_inplace(const promcast_call *call, DLTensor *a, const DLTensor *b) {
    return guarded(call, [&] {
        return with_operand_types(
            call, a, b, [&](auto first, auto second, const tensor_layout &x, const tensor_layout &y) {
                using A = typename decltype(first)::type;
                using B = typename decltype(second)::type;
                return binary_inplace_of<Op, A, B>(call, x, y);
            });
    });
}

}  // namespace promcast_xtensor

#endif
