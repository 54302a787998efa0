// xtensor_tensors.hpp: DLPack tensors <-> xtensor arrays, without copies.
//
// In: a runner's DLTensor becomes an xt::xarray_adaptor over the runner's
// own memory (xt::adapt with its shape and strides, xadapt.hpp), read-only
// for operands and writable for the in-place destination `a`.
// Out: an xt::xarray<T> xtensor computed is moved into the DLManagedTensor
// handed to the runner, which reads xtensor's own buffer, shape and
// strides; the deleter destroys the xarray. A broadcast_to view is a
// DLManagedTensor that points into the source's memory and owns nothing.
#ifndef PROMCAST_XTENSOR_TENSORS_HPP
#define PROMCAST_XTENSOR_TENSORS_HPP

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

#include <xtensor/xadapt.hpp>
#include <xtensor/xarray.hpp>

#include "promcast/adapter.h"
#include "xtensor_dtypes.hpp"
#include "xtensor_status.hpp"

namespace promcast_xtensor {

// A DLTensor's layout in xtensor's terms.
struct tensor_layout {
    DLDataType dtype{0, 0, 0};
    std::vector<std::size_t> shape;
    std::vector<std::ptrdiff_t> strides;  // in elements, as DLPack counts them
    std::size_t element_count = 0;
    void *first = nullptr;  // data + byte_offset; nullptr for empty data
};

// Reads and checks a DLTensor: not NULL, on the CPU, ndim 0..64, a shape
// when ndim > 0, no negative size, a claimed dtype (lanes 1), an element
// count that fits size_t, data when there are elements. NULL strides mean
// compact row-major (DLPack, dlpack.h), written out here. Status OK, or
// INVALID_ARGUMENT naming `role`; PROMCAST_STATUS_UNSUPPORTED for a dtype
// xtensor has not (the runner never sends one: it is not in the mask).
int32_t read_tensor_layout(const promcast_call *call, const DLTensor *tensor, const char *role,
                           tensor_layout *layout);

// Checks an ABI shape (ndim 0..64, dims present, none negative) and copies
// it into xtensor's shape type.
int32_t read_shape(const promcast_call *call, promcast_shape shape, const char *role,
                   std::vector<std::size_t> *dims);

// xtensor's view of a tensor's memory, through its strides. The storage's
// size must be the element count, not the memory's span: an adaptor with
// custom strides resizes its storage to compute_size(shape)
// (xcontainer.hpp, xstrided_container::resize(shape, strides)), and an
// xbuffer_adaptor over memory it does not own throws "xbuffer_storage not
// resizable" for any other size (xbuffer_adaptor.hpp). The pointer is
// passed as a prvalue so the adaptor holds the pointer, not a reference to
// a local variable (xt::adapt's closure type, xadapt.hpp).
template <class T>
auto adapt_readonly(const tensor_layout &layout) {
    return xt::adapt(static_cast<const T *>(layout.first), layout.element_count,
                     xt::no_ownership(), layout.shape, layout.strides);
}

template <class T>
auto adapt_writable(const tensor_layout &layout) {
    return xt::adapt(static_cast<T *>(layout.first), layout.element_count, xt::no_ownership(),
                     layout.shape, layout.strides);
}

// Fills a DLTensor's metadata (device CPU, no byte offset) from xtensor's
// shape and strides; INTERNAL_ERROR if the rank passes 64.
template <class Shape, class Strides>
int32_t describe(const promcast_call *call, const Shape &shape, const Strides &strides,
                 DLDataType dtype, void *data, int64_t *shape_out, int64_t *strides_out,
                 DLTensor *tensor) {
    if (shape.size() > PROMCAST_MAX_RANK)
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                    "xtensor returned an array of %zu dimensions (at most %d)", shape.size(),
                    PROMCAST_MAX_RANK);
    for (std::size_t d = 0; d < shape.size(); d++) {
        shape_out[d] = static_cast<int64_t>(shape[d]);
        strides_out[d] = static_cast<int64_t>(strides[d]);
    }
    tensor->data = data;
    tensor->device = DLDevice{kDLCPU, 0};
    tensor->ndim = static_cast<int32_t>(shape.size());
    tensor->dtype = dtype;
    tensor->shape = shape_out;
    tensor->strides = strides_out;
    tensor->byte_offset = 0;
    return PROMCAST_STATUS_OK;
}

// The adaptor type of a writable tensor of T, and the container xtensor
// evaluates an expression into when it assigns to that adaptor (its
// temporary_type: an xarray_container of a uvector<T>, xarray.hpp,
// xcontainer_inner_types<xarray_adaptor>).
template <class T>
using writable_adaptor_t = decltype(adapt_writable<T>(std::declval<const tensor_layout &>()));
template <class T>
using evaluated_t = typename writable_adaptor_t<T>::temporary_type;

// A container of xtensor's handed to the runner: the runner reads its
// buffer and deletes the whole through managed.deleter.
template <class Container>
struct exported_array {
    Container array;
    int64_t shape[PROMCAST_MAX_RANK] = {};
    int64_t strides[PROMCAST_MAX_RANK] = {};
    DLManagedTensor managed{};

    static void release(DLManagedTensor *self) {
        delete static_cast<exported_array *>(self->manager_ctx);
    }
};

// Moves `array` (an evaluated xtensor container) into a new
// DLManagedTensor with xtensor's own strides (xtensor gives size-1
// dimensions stride 0: xstrides.hpp, adapt_strides). INTERNAL_ERROR when
// its element type has no claimed DLPack dtype.
template <class Container>
int32_t export_array(const promcast_call *call, Container &&array, DLManagedTensor **result) {
    using container = std::decay_t<Container>;
    using element = typename container::value_type;
    constexpr DLDataType dtype = dl_dtype_of<element>();
    if (!is_claimed(dtype))
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                    "xtensor's result element type (%s) is none of the claimed dtypes",
                    typeid(element).name());
    auto exported = std::make_unique<exported_array<container>>();
    exported->array = std::forward<Container>(array);
    container &held = exported->array;
    int32_t status = describe(call, held.shape(), held.strides(), dtype,
                              static_cast<void *>(held.data()), exported->shape,
                              exported->strides, &exported->managed.dl_tensor);
    if (status != PROMCAST_STATUS_OK) return status;
    exported->managed.manager_ctx = exported.get();
    exported->managed.deleter = exported_array<container>::release;
    *result = &exported.release()->managed;
    return PROMCAST_STATUS_OK;
}

// A view into memory the runner owns (broadcast_to): metadata only.
struct exported_view {
    int64_t shape[PROMCAST_MAX_RANK] = {};
    int64_t strides[PROMCAST_MAX_RANK] = {};
    DLManagedTensor managed{};

    static void release(DLManagedTensor *self);
};

// A view of `source`'s memory with the given shape and element strides,
// its first element `first_offset` elements after the source's first.
int32_t export_view(const promcast_call *call, const DLTensor *source,
                    const std::vector<std::size_t> &shape,
                    const std::vector<std::ptrdiff_t> &strides, std::ptrdiff_t first_offset,
                    DLManagedTensor **view);

}  // namespace promcast_xtensor

#endif
