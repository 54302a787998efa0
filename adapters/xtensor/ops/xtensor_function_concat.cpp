// xtensor_function_concat.cpp: concat(arrays, axis) as
// `xt::concatenate(xt::xtuple(a, b, ...), axis)` (xbuilder.hpp), an
// xgenerator evaluated into a new array.
//
// What xtensor does (xbuilder.hpp):
// - The element type is xtl::promote_type_t of the arrays' element types
//   (concatenate_access::value_type; xtl/xtype_traits.hpp): the type of
//   `a + b` folded from the right, with bool taking the other type, so two
//   int8 arrays give C++'s int, one int8 array alone int too
//   (promote_type<T> is promote_type<T, T>), int64 with uint64 unsigned
//   long, float with complex<double> complex<double>; each element is
//   converted to it as it is read.
// - The shape (concat_shape_builder_t::build) starts from the first
//   array's: every array must have its rank and its sizes except along
//   the axis, else xt::concatenate_error ("Incompatible dimension of
//   arrays"): INCOMPATIBLE_SHAPES. Then new_shape[axis] is written without
//   checking the axis: an axis at or past the first array's rank (a
//   negative one is a huge std::size_t, xtensor_functions.hpp) with every
//   shape equal writes past the end of the shape, undefined behaviour,
//   which the adapter reports as UNDEFINED instead of running it; 0-d
//   arrays (rank 0, any axis) are that case. With a shape that differs,
//   the check throws first, and the adapter runs it.
// - The axis has no None: an axis is a std::size_t. UNSUPPORTED.
// Which lists are instantiated: xtensor_array_lists.hpp.
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

// Whether xt::concatenate along `axis` would pass its shape check and then
// write new_shape[axis] past the end (file comment).
bool writes_past_shape(const std::vector<tensor_layout> &arrays, std::size_t axis) {
    const std::vector<std::size_t> &first = arrays[0].shape;
    if (axis < first.size()) return false;
    for (const tensor_layout &array : arrays)
        if (array.shape != first) return false;
    return true;
}

}  // namespace

int32_t xtensor_concat(const promcast_call *call, const promcast_arguments *arguments,
                       int32_t capacity, DLManagedTensor **results, int32_t *result_count) {
    (void)capacity;
    return guarded(call, [&]() -> int32_t {
        if (arguments->axis_kind == PROMCAST_AXIS_NONE)
            return fail(call, PROMCAST_STATUS_UNSUPPORTED,
                        "axis None: xt::concatenate's axis is a std::size_t (xbuilder.hpp), with "
                        "no flattening form");
        std::vector<tensor_layout> arrays;
        int32_t status = read_array_list(call, arguments, &arrays);
        if (status != PROMCAST_STATUS_OK) return status;
        const std::size_t axis = size_t_axis(arguments);
        if (!arrays.empty() && writes_past_shape(arrays, axis))
            return fail(call, PROMCAST_STATUS_UNDEFINED,
                        "xt::concatenate along std::size_t axis %zu of arrays of rank %zu with "
                        "equal shapes writes new_shape[axis] past the end of the shape "
                        "(xbuilder.hpp, concat_shape_builder_t::build): undefined behaviour, "
                        "not run",
                        axis, arrays[0].shape.size());
        DLManagedTensor **result = &results[0];
        status = visit_array_list(call, arrays, "xt::concatenate", [&](auto &&tuple) -> int32_t {
            const auto generator = xt::concatenate(std::move(tuple), axis);
            using R = typename std::decay_t<decltype(generator)>::value_type;
            evaluated_t<R> out(generator);
            return export_array(call, std::move(out), result);
        });
        if (status == PROMCAST_STATUS_OK) *result_count = 1;
        return status;
    });
}
