// xtensor_shapes.cpp: broadcast_shapes, broadcast_to and inplace_broadcast
// as xtensor does them.
#include <algorithm>
#include <cstddef>
#include <limits>
#include <vector>

#include <xtensor/xarray.hpp>
#include <xtensor/xbroadcast.hpp>
#include <xtensor/xbuilder.hpp>
#include <xtensor/xexception.hpp>
#include <xtensor/xstrides.hpp>

#include "xtensor_adapter.hpp"
#include "xtensor_array_functions.hpp"
#include "xtensor_dtypes.hpp"
#include "xtensor_status.hpp"
#include "xtensor_tensors.hpp"

using namespace promcast_xtensor;

namespace {

// inplace_broadcast allocates real arrays of both shapes; beyond this many
// elements it declines the case (UNSUPPORTED) instead of allocating. The
// corpus's largest is 22680.
constexpr std::size_t inplace_broadcast_element_limit = std::size_t(1) << 22;

// The element count of a shape, or SIZE_MAX when it passes size_t.
std::size_t element_count(const std::vector<std::size_t> &shape) {
    std::size_t count = 1;
    bool overflow = false;
    for (std::size_t size : shape) {
        if (size == 0) return 0;
        if (count > std::numeric_limits<std::size_t>::max() / size) overflow = true;
        if (!overflow) count *= size;
    }
    return overflow ? std::numeric_limits<std::size_t>::max() : count;
}

template <class Shape>
bool same_shape(const Shape &shape, const std::vector<std::size_t> &expected) {
    return shape.size() == expected.size() &&
           std::equal(shape.begin(), shape.end(), expected.begin());
}

// What an xfunction does to broadcast its operands (xfunction.hpp,
// broadcast_shape; xassign.hpp, resize): start from uninitialized_shape of
// the highest rank (every size SIZE_MAX, "not set yet") and broadcast each
// operand's shape into it in turn with xt::broadcast_shape (xstrides.hpp),
// which throws xt::broadcast_error on a mismatch.
std::vector<std::size_t> common_shape(const std::vector<std::vector<std::size_t>> &operands,
                                      std::size_t rank) {
    auto shape = xt::uninitialized_shape<std::vector<std::size_t>>(rank);
    for (const std::vector<std::size_t> &dims : operands) xt::broadcast_shape(dims, shape);
    return shape;
}

}  // namespace

int32_t xtensor_broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                 const promcast_shape *shapes, promcast_shape_result *result) {
    (void)state;
    return guarded(call, [&]() -> int32_t {
        if (count < 0 || (count > 0 && shapes == nullptr))
            return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%d shapes at %p",
                        static_cast<int>(count), static_cast<const void *>(shapes));
        std::vector<std::vector<std::size_t>> operands(static_cast<std::size_t>(count));
        std::size_t rank = 0;
        for (int32_t i = 0; i < count; i++) {
            std::vector<std::size_t> &dims = operands[static_cast<std::size_t>(i)];
            int32_t status = read_shape(call, shapes[i], "a shape", &dims);
            if (status != PROMCAST_STATUS_OK) return status;
            rank = std::max(rank, dims.size());
        }
        // xtensor counts no elements, so a shape with more than 2**63-1 of
        // them is returned as it is.
        const std::vector<std::size_t> shape = common_shape(operands, rank);
        result->ndim = static_cast<int32_t>(rank);
        for (std::size_t d = 0; d < rank; d++) {
            if (shape[d] > static_cast<std::size_t>(std::numeric_limits<int64_t>::max()))
                return fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "xt::broadcast_shape left dimension %zu at %zu", d, shape[d]);
            result->dims[d] = static_cast<int64_t>(shape[d]);
        }
        return PROMCAST_STATUS_OK;
    });
}

namespace {

// xt::broadcast(source, target) as a view of the source's memory (the
// status of export_view, or xt::broadcast_error thrown).
int32_t broadcast_view(const promcast_call *call, const DLTensor *source,
                       const tensor_layout &layout, const std::vector<std::size_t> &target_shape,
                       DLManagedTensor **view) {
    int32_t status = PROMCAST_STATUS_INTERNAL_ERROR;  // read_tensor_layout let no other dtype through
    visit_dtype(
        layout.dtype,
            [&](auto tag) -> int32_t {
                using T = typename decltype(tag)::type;
                auto array = adapt_readonly<T>(layout);
                // Throws xt::broadcast_error for a target of lower rank or
                // one the source does not broadcast with (xbroadcast.hpp,
                // the constructor). Its shape is xt::broadcast_shape's
                // result, which is not always the target: a target size 1
                // takes the source's size, so reading expanded.shape()
                // reports what xtensor made.
                auto expanded = xt::broadcast(array, target_shape);
                std::vector<std::size_t> shape(expanded.shape().begin(), expanded.shape().end());
                // An xbroadcast has no strides: it is a lazy expression, not
                // a strided view (xbroadcast.hpp has no strides()). Its
                // element() returns a reference into the source's memory
                // (xbroadcast::element -> xcontainer::element, which reads
                // storage()[element_offset(strides, index)]), so the strides
                // reported are the ones it reads that memory with: the
                // distance between the elements one index apart along each
                // dimension. An empty view has no elements to take the
                // address of; for it the same distances come from
                // xt::element_offset over the source's strides, the
                // computation element() would do. A dimension of size 1 has
                // no such pair and reports 0 (the runner compares strides
                // of sizes > 1 only).
                std::vector<std::ptrdiff_t> strides(shape.size(), 0);
                std::ptrdiff_t first_offset = 0;
                std::vector<std::size_t> index(shape.size(), 0);
                if (element_count(shape) != 0) {
                    const T *first = &expanded.element(index.begin(), index.end());
                    first_offset = first - static_cast<const T *>(layout.first);
                    for (std::size_t d = 0; d < shape.size(); d++) {
                        if (shape[d] < 2) continue;
                        index[d] = 1;
                        strides[d] = &expanded.element(index.begin(), index.end()) - first;
                        index[d] = 0;
                    }
                } else {
                    for (std::size_t d = 0; d < shape.size(); d++) {
                        if (shape[d] < 2) continue;
                        index[d] = 1;
                        strides[d] = xt::element_offset<std::ptrdiff_t>(array.strides(),
                                                                        index.begin(),
                                                                        index.end());
                        index[d] = 0;
                    }
                }
                return export_view(call, source, shape, strides, first_offset, view);
            },
            status);
    return status;
}

}  // namespace

int32_t xtensor_broadcast_to(void *state, const promcast_call *call, const DLTensor *source,
                             promcast_shape target, DLManagedTensor **view) {
    (void)state;
    *view = nullptr;
    return guarded(call, [&]() -> int32_t {
        tensor_layout layout;
        std::vector<std::size_t> target_shape;
        int32_t status = read_tensor_layout(call, source, "the source", &layout);
        if (status == PROMCAST_STATUS_OK)
            status = read_shape(call, target, "the target", &target_shape);
        if (status != PROMCAST_STATUS_OK) return status;
        return broadcast_view(call, source, layout, target_shape, view);
    });
}

int32_t xtensor_inplace_broadcast(void *state, const promcast_call *call,
                                  promcast_shape destination, promcast_shape source,
                                  int32_t *allowed) {
    (void)state;
    return guarded(call, [&]() -> int32_t {
        std::vector<std::size_t> destination_shape, source_shape;
        int32_t status = read_shape(call, destination, "the destination", &destination_shape);
        if (status == PROMCAST_STATUS_OK)
            status = read_shape(call, source, "the source", &source_shape);
        if (status != PROMCAST_STATUS_OK) return status;
        if (element_count(destination_shape) > inplace_broadcast_element_limit ||
            element_count(source_shape) > inplace_broadcast_element_limit)
            return fail(call, PROMCAST_STATUS_UNSUPPORTED,
                        "the adapter answers with real xarrays and does not allocate more than "
                        "%zu elements",
                        inplace_broadcast_element_limit);
        // A real in-place operator on owning xarrays: xtensor's answer is
        // whether it ran and left the destination's shape alone. An
        // owning xarray is resized to the broadcast shape instead of
        // refusing (xsemantic.hpp: `a += b` is `a = a + b`), which is
        // the answer false, as is xt::broadcast_error.
        xt::xarray<double> x = xt::zeros<double>(destination_shape);
        xt::xarray<double> y = xt::zeros<double>(source_shape);
        try {
            x += y;
        } catch (const xt::broadcast_error &error) {
            *allowed = 0;
            return fail(call, PROMCAST_STATUS_OK, "xt::broadcast_error: %s", error.what());
        }
        *allowed = same_shape(x.shape(), destination_shape) ? 1 : 0;
        if (!*allowed)
            return fail(call, PROMCAST_STATUS_OK,
                        "xtensor accepted += and resized the destination (rank %zu to %zu)",
                        destination_shape.size(), x.shape().size());
        return PROMCAST_STATUS_OK;
    });
}

// broadcast_arrays: the operands' common shape as an xfunction of them all
// would have it (common_shape), then xt::broadcast(operand, shape) for each,
// reported as broadcast_to reports its view (broadcast_view): no element
// type changes, views into the operands' memory. xtensor 0.24 has no
// broadcast_arrays (no such function in its headers): these are the two
// pieces it broadcasts with, xt::broadcast_shape and xt::broadcast. No
// operands: no views.
int32_t xtensor_broadcast_arrays(const promcast_call *call, const promcast_arguments *arguments,
                                 int32_t capacity, DLManagedTensor **results,
                                 int32_t *result_count) {
    (void)capacity;
    int32_t written = 0;
    int32_t status = guarded(call, [&]() -> int32_t {
        if (arguments->axis_kind != PROMCAST_AXIS_DEFAULT)
            return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "broadcast_arrays has no axis");
        std::vector<tensor_layout> layouts(static_cast<std::size_t>(arguments->count));
        std::vector<std::vector<std::size_t>> shapes(layouts.size());
        std::size_t rank = 0;
        for (std::size_t i = 0; i < layouts.size(); i++) {
            const promcast_value &value = arguments->values[i];
            if (value.kind != PROMCAST_VALUE_ARRAY)
                return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                            "array %zu: value kind %d is not an array (0)", i,
                            static_cast<int>(value.kind));
            int32_t read = read_tensor_layout(call, value.array, "an array", &layouts[i]);
            if (read != PROMCAST_STATUS_OK) return read;
            shapes[i] = layouts[i].shape;
            rank = std::max(rank, shapes[i].size());
        }
        const std::vector<std::size_t> shape = common_shape(shapes, rank);
        for (std::size_t i = 0; i < layouts.size(); i++) {
            int32_t made = broadcast_view(call, arguments->values[i].array, layouts[i], shape,
                                          &results[i]);
            if (made != PROMCAST_STATUS_OK) return made;
            written++;
        }
        return PROMCAST_STATUS_OK;
    });
    if (status != PROMCAST_STATUS_OK) {
        // The views made before the failure are the adapter's to delete.
        for (int32_t i = 0; i < written; i++) {
            if (results[i] != nullptr && results[i]->deleter != nullptr)
                results[i]->deleter(results[i]);
            results[i] = nullptr;
        }
        return status;
    }
    *result_count = written;
    return PROMCAST_STATUS_OK;
}
