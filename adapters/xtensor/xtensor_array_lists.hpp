// xtensor_array_lists.hpp: a runtime list of arrays as the compile-time
// tuple xt::concatenate and xt::stack take (xbuilder.hpp: both take a
// std::tuple made by xt::xtuple(a, b, ...), one template argument per
// array), for the list lengths and element types the adapter instantiates.
//
// Each length and each combination of element types is another
// instantiation of the whole generator and its evaluation, and the
// combinations of n arrays number 13^n. The adapter instantiates (README.md,
// "Functions of several arrays", with the compile time measured):
//   - two arrays of any two element types (13 x 13), where the promotion
//     across arrays shows;
//   - 1, 3 or 4 arrays of one element type (13 x 3).
// Any other list compiles in xtensor but is not instantiated here:
// UNSUPPORTED, with that reason. No arrays at all does not compile in
// xtensor (both read std::get<0> of the tuple): INVALID_ARGUMENT.
#ifndef PROMCAST_XTENSOR_ARRAY_LISTS_HPP
#define PROMCAST_XTENSOR_ARRAY_LISTS_HPP

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include <xtensor/xbuilder.hpp>

#include "promcast/adapter.h"
#include "xtensor_dtypes.hpp"
#include "xtensor_functions.hpp"
#include "xtensor_status.hpp"
#include "xtensor_tensors.hpp"

namespace promcast_xtensor {

// The longest list of one element type instantiated.
constexpr std::size_t same_type_list_limit = 4;

namespace array_lists_detail {

template <class T, std::size_t>
using repeat_t = T;

// xt::xtuple of read-only adaptors of arrays[I] as element types T...
// (xtuple stores each prvalue adaptor by value: xtl::const_closure_type_t).
template <class... T, std::size_t... I>
auto adapted_tuple(const std::vector<tensor_layout> &arrays, std::index_sequence<I...>) {
    return xt::xtuple(adapt_readonly<T>(arrays[I])...);
}

template <class T, class F, std::size_t... I>
int32_t same_type_call(const std::vector<tensor_layout> &arrays, F &f,
                       std::index_sequence<I...> sequence) {
    return f(adapted_tuple<repeat_t<T, I>...>(arrays, sequence));
}

template <class T, class F, std::size_t N = 1>
int32_t same_type_of_length(const promcast_call *call, const std::vector<tensor_layout> &arrays,
                            F &f) {
    if constexpr (N > same_type_list_limit) {
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "a list of %zu arrays", arrays.size());
    } else if (arrays.size() == N) {
        if constexpr (N == 2)  // instantiated with the pairs
            return fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "a pair");
        else
            return same_type_call<T>(arrays, f, std::make_index_sequence<N>{});
    } else {
        return same_type_of_length<T, F, N + 1>(call, arrays, f);
    }
}

}  // namespace array_lists_detail

// Calls f(xt::xtuple(adaptors of the arrays...)) and returns its status,
// for the lists instantiated (file comment); `function` names the xtensor
// function in messages.
template <class F>
int32_t visit_array_list(const promcast_call *call, const std::vector<tensor_layout> &arrays,
                         const char *function, F &&f) {
    using namespace array_lists_detail;
    if (arrays.empty())
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                    "%s of no arrays does not compile: it reads std::get<0> of the empty "
                    "xt::xtuple() (xbuilder.hpp)",
                    function);
    int32_t status = PROMCAST_STATUS_INTERNAL_ERROR;
    if (arrays.size() == 2) {
        visit_dtype(
            arrays[0].dtype,
            [&](auto first) {
                int32_t inner = PROMCAST_STATUS_INTERNAL_ERROR;
                visit_dtype(
                    arrays[1].dtype,
                    [&](auto second) {
                        return f(adapted_tuple<typename decltype(first)::type,
                                               typename decltype(second)::type>(
                            arrays, std::make_index_sequence<2>{}));
                    },
                    inner);
                return inner;
            },
            status);
        return status;
    }
    bool one_type = true;
    for (const tensor_layout &array : arrays)
        one_type = one_type && same_dtype(array.dtype, arrays[0].dtype);
    if (arrays.size() > same_type_list_limit || !one_type)
        return fail(call, PROMCAST_STATUS_UNSUPPORTED,
                    "%s compiles for %zu arrays of %s element types, but the adapter "
                    "instantiates it for two arrays of any types and for up to %zu arrays of "
                    "one type only (compile time; README.md)",
                    function, arrays.size(), one_type ? "one" : "several",
                    same_type_list_limit);
    visit_dtype(
        arrays[0].dtype,
        [&](auto tag) {
            return same_type_of_length<typename decltype(tag)::type>(call, arrays, f);
        },
        status);
    return status;
}

}  // namespace promcast_xtensor

#endif
