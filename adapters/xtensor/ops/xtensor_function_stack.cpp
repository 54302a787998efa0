// xtensor_function_stack.cpp: stack(arrays, axis) as
// `xt::stack(xt::xtuple(a, b, ...), axis)` (xbuilder.hpp), an xgenerator
// evaluated into a new array.
//
// What xtensor does (xbuilder.hpp):
// - The element type is xtl::promote_type_t of the arrays' element types,
//   as for xt::concatenate (stack_access::value_type; see
//   xtensor_function_concat.cpp): two int8 arrays give C++'s int.
// - The shape is the first array's with the array count inserted at the
//   axis (detail::add_axis: `shape.insert(shape.begin() + axis, n)`), which
//   checks nothing: an axis past the first array's rank (a negative one is
//   a huge std::size_t, xtensor_functions.hpp) inserts past the end,
//   undefined behaviour: UNDEFINED, not run.
// - No shape is compared: element i of the result reads `arr[index]` of
//   the array its axis index names, with the result's index less the axis
//   (stack_access::access), and xcontainer::element reads
//   storage()[element_offset(strides, index)], which pairs the index's
//   trailing entries with the array's trailing strides and ignores the rest
//   (xstrides.hpp, element_offset), with stride 0 on the array's
//   dimensions of size 1 (xstrides.hpp, adapt_strides). So arrays of other
//   shapes are read as if they had the first's (a (2) array stacked after
//   a (2,2) one is read as its rows, a (1,2) one as its first row, repeated),
//   and xtensor raises no error. Where every such
//   read stays inside the array's storage the adapter runs it and reports
//   the values xtensor reads; where one would read outside (a smaller
//   array), that is undefined behaviour: UNDEFINED, not run.
// Which lists are instantiated: xtensor_array_lists.hpp.
#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include <xtensor/xarray.hpp>
#include <xtensor/xbuilder.hpp>

#include "../xtensor_array_functions.hpp"
#include "../xtensor_array_lists.hpp"
#include "../xtensor_functions.hpp"
#include "../xtensor_status.hpp"

using namespace promcast_xtensor;

namespace {

// Whether every read xt::stack makes of `array` lies inside its storage
// (element_count elements), for a result index less the axis ranging over
// `shape` (the first array's): the offsets element_offset computes are
// sums of index * stride over the paired trailing dimensions, so their
// extremes are those of each term. The strides are the adaptor's, which
// xtensor sets to 0 on dimensions of size 1 (xcontainer.hpp,
// xstrided_container::resize with strides, calls adapt_strides;
// xstrides.hpp): such a dimension is read at index 0 whatever the index.
// Nothing is read from an empty result.
bool reads_inside(const tensor_layout &array, const std::vector<std::size_t> &shape) {
    for (std::size_t size : shape)
        if (size == 0) return true;
    if (array.element_count == 0) return false;
    const std::size_t paired = std::min(shape.size(), array.shape.size());
    long double lowest = 0, highest = 0;
    for (std::size_t j = 0; j < paired; j++) {
        const std::size_t d = array.shape.size() - paired + j;
        const long double stride =
            array.shape[d] == 1 ? 0.0L : static_cast<long double>(array.strides[d]);
        const long double term =
            static_cast<long double>(shape[shape.size() - paired + j] - 1) * stride;
        (term < 0 ? lowest : highest) += term;
    }
    return lowest >= 0 && highest < static_cast<long double>(array.element_count);
}

}  // namespace

int32_t xtensor_stack(const promcast_call *call, const promcast_arguments *arguments,
                      int32_t capacity, DLManagedTensor **results, int32_t *result_count) {
    (void)capacity;
    return guarded(call, [&]() -> int32_t {
        if (arguments->axis_kind == PROMCAST_AXIS_NONE)
            return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                        "axis None: xt::stack's axis is a std::size_t (xbuilder.hpp)");
        std::vector<tensor_layout> arrays;
        int32_t status = read_array_list(call, arguments, &arrays);
        if (status != PROMCAST_STATUS_OK) return status;
        const std::size_t axis = size_t_axis(arguments);
        if (!arrays.empty()) {
            const std::vector<std::size_t> &shape = arrays[0].shape;
            if (axis > shape.size())
                return fail(call, PROMCAST_STATUS_UNDEFINED,
                            "xt::stack along std::size_t axis %zu of arrays of rank %zu inserts "
                            "past the end of the shape (xbuilder.hpp, detail::add_axis): "
                            "undefined behaviour, not run",
                            axis, shape.size());
            for (std::size_t i = 1; i < arrays.size(); i++)
                if (!reads_inside(arrays[i], shape))
                    return fail(call, PROMCAST_STATUS_UNDEFINED,
                                "xt::stack compares no shapes and would read array %zu (rank "
                                "%zu, %zu elements) outside its storage at the first array's "
                                "indices (xbuilder.hpp, stack_access): undefined behaviour, not "
                                "run",
                                i, arrays[i].shape.size(), arrays[i].element_count);
        }
        DLManagedTensor **result = &results[0];
        status = visit_array_list(call, arrays, "xt::stack", [&](auto &&tuple) -> int32_t {
            const auto generator = xt::stack(std::move(tuple), axis);
            using R = typename std::decay_t<decltype(generator)>::value_type;
            evaluated_t<R> out(generator);
            return export_array(call, std::move(out), result);
        });
        if (status == PROMCAST_STATUS_OK) *result_count = 1;
        return status;
    });
}
