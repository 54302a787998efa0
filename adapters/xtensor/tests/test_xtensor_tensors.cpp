// test_xtensor_tensors.cpp: the xtensor adapter's DLPack <-> xtensor
// conversions (xtensor_tensors.hpp), for every claimed element type:
// contiguous, strided with a byte offset, and 0-d tensors read and written
// through xt::adapt without a copy; xtensor containers and views handed
// back with the right dtype, shape, strides and memory; malformed tensors
// refused; Python scalars read as the C++ values the adapter writes for
// them. Two last checks pin xtensor behaviours the adapter reports (a
// strided adaptor's `+=` of an array and of a scalar), so a change in
// xtensor shows up here.
#include <complex>
#include <cstdint>
#include <cstring>
#include <vector>

#include <xtensor/xadapt.hpp>
#include <xtensor/xarray.hpp>

#include "xtensor_dtypes.hpp"
#include "xtensor_operands.hpp"
#include "xtensor_scalars.hpp"
#include "xtensor_status.hpp"
#include "xtensor_tensors.hpp"

extern "C" {
#include "tap.h"
}

using namespace promcast_xtensor;

namespace {

// A distinct value of T for each i (bool alternates).
template <class T>
T value_of(int i) {
    if constexpr (std::is_same_v<T, bool>)
        return i % 2 == 1;
    else if constexpr (is_complex<T>::value)
        return T(static_cast<typename T::value_type>(i + 1),
                 static_cast<typename T::value_type>(-i - 1));
    else
        return static_cast<T>(i + 1);
}

template <class T>
bool same_bytes(const T &a, const T &b) {
    return std::memcmp(&a, &b, sizeof(T)) == 0;
}

struct call_buffer {
    char message[256] = "";
    promcast_call call{};
    call_buffer() {
        call.message = message;
        call.message_size = sizeof message;
    }
};

DLTensor tensor_over(void *data, DLDataType dtype, int32_t ndim, int64_t *shape,
                     int64_t *strides, uint64_t byte_offset) {
    DLTensor tensor{};
    tensor.data = data;
    tensor.device = DLDevice{kDLCPU, 0};
    tensor.ndim = ndim;
    tensor.dtype = dtype;
    tensor.shape = shape;
    tensor.strides = strides;
    tensor.byte_offset = byte_offset;
    return tensor;
}

// Contiguous (2,3), strides NULL: xtensor reads each element in place.
template <class T>
void check_contiguous(tap_run *run, const char *name) {
    call_buffer buffer;
    T memory[6];
    for (int i = 0; i < 6; i++) memory[i] = value_of<T>(i);
    int64_t shape[2] = {2, 3};
    DLTensor tensor = tensor_over(memory, dl_dtype_of<T>(), 2, shape, nullptr, 0);
    tensor_layout layout;
    int32_t status = read_tensor_layout(&buffer.call, &tensor, "a", &layout);
    bool same = status == PROMCAST_STATUS_OK && layout.element_count == 6;
    if (same) {
        auto array = adapt_readonly<T>(layout);
        same = array.dimension() == 2 && array.shape()[0] == 2 && array.shape()[1] == 3;
        for (std::size_t i = 0; same && i < 2; i++)
            for (std::size_t j = 0; same && j < 3; j++)
                same = &array(i, j) == &memory[i * 3 + j];
    }
    tap_ok(run, same, "%s: a contiguous (2,3) tensor is adapted in place, row-major", name);
}

// (2,2) at strides (1,3) after a byte offset of one element: the
// transposed corner of a 3-wide buffer. Read and written through the
// strides, the gaps untouched.
template <class T>
void check_strided(tap_run *run, const char *name) {
    call_buffer buffer;
    T memory[8];
    for (int i = 0; i < 8; i++) memory[i] = value_of<T>(i);
    int64_t shape[2] = {2, 2}, strides[2] = {1, 3};
    DLTensor tensor = tensor_over(memory, dl_dtype_of<T>(), 2, shape, strides, sizeof(T));
    tensor_layout layout;
    bool same = read_tensor_layout(&buffer.call, &tensor, "a", &layout) == PROMCAST_STATUS_OK;
    if (same) {
        auto array = adapt_writable<T>(layout);
        // element (i, j) is memory[1 + i + 3 j]
        same = same_bytes(array(0, 0), memory[1]) && same_bytes(array(1, 0), memory[2]) &&
               same_bytes(array(0, 1), memory[4]) && same_bytes(array(1, 1), memory[5]) &&
               &array(1, 1) == &memory[5];
        array(1, 0) = value_of<T>(20);
        array(0, 1) = value_of<T>(21);
        same = same && same_bytes(memory[2], value_of<T>(20)) &&
               same_bytes(memory[4], value_of<T>(21)) && same_bytes(memory[0], value_of<T>(0)) &&
               same_bytes(memory[3], value_of<T>(3)) && same_bytes(memory[6], value_of<T>(6)) &&
               same_bytes(memory[7], value_of<T>(7));
    }
    tap_ok(run, same, "%s: a strided tensor with a byte offset is read and written through "
                      "its strides, nowhere else", name);
}

// 0-d: shape {}, one element, NULL shape pointer allowed.
template <class T>
void check_zero_dim(tap_run *run, const char *name) {
    call_buffer buffer;
    T memory[1] = {value_of<T>(4)};
    DLTensor tensor = tensor_over(memory, dl_dtype_of<T>(), 0, nullptr, nullptr, 0);
    tensor_layout layout;
    bool same = read_tensor_layout(&buffer.call, &tensor, "a", &layout) == PROMCAST_STATUS_OK &&
                layout.element_count == 1;
    if (same) {
        auto array = adapt_writable<T>(layout);
        same = array.dimension() == 0 && array.size() == 1 && &array() == &memory[0];
    }
    tap_ok(run, same, "%s: a 0-d tensor is an adaptor of shape {} over its one element", name);
}

// An evaluated xtensor container goes out with its own buffer and strides.
template <class T>
void check_export(tap_run *run, const char *name) {
    call_buffer buffer;
    evaluated_t<T> array = xt::zeros<T>(std::vector<std::size_t>{3, 1, 2});
    for (std::size_t i = 0; i < array.size(); i++) array.data()[i] = value_of<T>(static_cast<int>(i));
    const T *held = array.data();
    DLManagedTensor *managed = nullptr;
    int32_t status = export_array(&buffer.call, std::move(array), &managed);
    bool same = status == PROMCAST_STATUS_OK && managed != nullptr;
    if (same) {
        const DLTensor &t = managed->dl_tensor;
        DLDataType expected = dl_dtype_of<T>();
        same = t.data == held && t.byte_offset == 0 && t.device.device_type == kDLCPU &&
               same_dtype(t.dtype, expected) && t.ndim == 3 && t.shape[0] == 3 &&
               t.shape[1] == 1 && t.shape[2] == 2 && t.strides[0] == 2 && t.strides[1] == 0 &&
               t.strides[2] == 1 && same_bytes(static_cast<const T *>(t.data)[5], value_of<T>(5));
        managed->deleter(managed);
    }
    tap_ok(run, same, "%s: an xtensor result is handed over without a copy, strides [2,0,1] "
                      "(size 1 is stride 0 in xtensor)", name);

    evaluated_t<T> scalar = xt::zeros<T>(std::vector<std::size_t>{});
    scalar() = value_of<T>(7);
    managed = nullptr;
    status = export_array(&buffer.call, std::move(scalar), &managed);
    same = status == PROMCAST_STATUS_OK && managed != nullptr && managed->dl_tensor.ndim == 0 &&
           same_bytes(*static_cast<const T *>(managed->dl_tensor.data), value_of<T>(7));
    if (managed != nullptr) managed->deleter(managed);
    tap_ok(run, same, "%s: a 0-d result is a tensor of ndim 0 with its element", name);
}

// The DLPack dtype each C++ type is reported as (adapter.h's table).
void check_dtypes(tap_run *run) {
    auto is = [&](DLDataType got, uint8_t code, uint8_t bits, const char *name) {
        tap_ok(run, got.code == code && got.bits == bits && got.lanes == 1,
               "%s is DLPack {%u, %u}", name, code, bits);
    };
    is(dl_dtype_of<bool>(), PROMCAST_DL_BOOL, 8, "bool");
    is(dl_dtype_of<std::int8_t>(), kDLInt, 8, "int8_t");
    is(dl_dtype_of<int>(), kDLInt, 32, "int (C++'s promotion of small integers)");
    is(dl_dtype_of<long>(), kDLInt, 64, "long");
    is(dl_dtype_of<long long>(), kDLInt, 64, "long long");
    is(dl_dtype_of<unsigned long>(), kDLUInt, 64, "unsigned long");
    is(dl_dtype_of<std::uint16_t>(), kDLUInt, 16, "uint16_t");
    is(dl_dtype_of<float>(), kDLFloat, 32, "float");
    is(dl_dtype_of<double>(), kDLFloat, 64, "double");
    is(dl_dtype_of<std::complex<float>>(), kDLComplex, 64, "std::complex<float>");
    is(dl_dtype_of<std::complex<double>>(), kDLComplex, 128, "std::complex<double>");
    tap_ok(run, !is_claimed(dl_dtype_of<long double>()) && !is_claimed(DLDataType{kDLFloat, 16, 1}),
           "long double and float16 are not claimed");
    const DLDataType listed[] = {
        {PROMCAST_DL_BOOL, 8, 1}, {kDLInt, 8, 1},     {kDLInt, 16, 1},     {kDLInt, 32, 1},
        {kDLInt, 64, 1},          {kDLUInt, 8, 1},    {kDLUInt, 16, 1},    {kDLUInt, 32, 1},
        {kDLUInt, 64, 1},         {kDLFloat, 32, 1},  {kDLFloat, 64, 1},   {kDLComplex, 64, 1},
        {kDLComplex, 128, 1}};
    bool exact = claimed_dtype_list.size() == sizeof listed / sizeof listed[0];
    for (std::size_t i = 0; exact && i < claimed_dtype_list.size(); i++)
        exact = same_dtype(claimed_dtype_list[i], listed[i]);
    tap_ok(run, exact, "the dtype list: bool, 8 integers, float32/64, complex64/128");
}

// A Python scalar becomes the C++ value the adapter writes for its kind
// (xtensor_scalars.hpp): bool, std::int64_t, double, std::complex<double>.
void check_scalars(tap_run *run) {
    auto scalar = [](int32_t kind, const char *text, double real, double imag) {
        promcast_scalar s{};
        s.kind = kind;
        s.has_value = 1;
        s.text = text;
        s.real = real;
        s.imag = imag;
        return s;
    };
    call_buffer buffer;
    cpp_scalar value;
    int32_t status = read_scalar(&buffer.call, scalar(PROMCAST_SCALAR_INT, "-300", -300, 0), "b",
                                 &value);
    tap_ok(run,
           status == PROMCAST_STATUS_OK && same_dtype(value.dtype, dl_dtype_of<std::int64_t>()) &&
               value.value<std::int64_t>() == -300,
           "Python int -300 is std::int64_t -300");
    status = read_scalar(&buffer.call, scalar(PROMCAST_SCALAR_INT, "-9223372036854775808", 0, 0),
                         "b", &value);
    tap_ok(run, status == PROMCAST_STATUS_OK && value.integer == INT64_MIN,
           "Python int -2**63 is std::int64_t's minimum");
    status = read_scalar(&buffer.call, scalar(PROMCAST_SCALAR_INT, "9223372036854775808", 0, 0),
                         "b", &value);
    tap_ok(run, status == PROMCAST_STATUS_SCALAR_OUT_OF_RANGE &&
                    std::strstr(buffer.message, "9223372036854775808") != nullptr,
           "Python int 2**63 is scalar_out_of_range: no std::int64_t holds it");
    status = read_scalar(&buffer.call, scalar(PROMCAST_SCALAR_INT, "+3", 3, 0), "b", &value);
    tap_is_int(run, status, PROMCAST_STATUS_INVALID_ARGUMENT, "an int's text '+3' is refused");
    status = read_scalar(&buffer.call, scalar(PROMCAST_SCALAR_BOOL, "True", 1, 0), "b", &value);
    tap_ok(run, status == PROMCAST_STATUS_OK && same_dtype(value.dtype, dl_dtype_of<bool>()) &&
                    value.value<bool>(),
           "Python True is bool true");
    status = read_scalar(&buffer.call, scalar(PROMCAST_SCALAR_BOOL, "true", 1, 0), "b", &value);
    tap_is_int(run, status, PROMCAST_STATUS_INVALID_ARGUMENT, "a bool's text 'true' is refused");
    status = read_scalar(&buffer.call, scalar(PROMCAST_SCALAR_FLOAT, nullptr, 1.5, 0), "b", &value);
    tap_ok(run, status == PROMCAST_STATUS_OK && same_dtype(value.dtype, dl_dtype_of<double>()) &&
                    value.value<double>() == 1.5,
           "Python float 1.5 is double 1.5");
    status =
        read_scalar(&buffer.call, scalar(PROMCAST_SCALAR_COMPLEX, nullptr, 1, -2), "b", &value);
    tap_ok(run, status == PROMCAST_STATUS_OK &&
                    same_dtype(value.dtype, dl_dtype_of<std::complex<double>>()) &&
                    value.value<std::complex<double>>() == std::complex<double>(1, -2),
           "Python complex 1-2j is std::complex<double>(1, -2)");
    promcast_scalar unvalued = scalar(PROMCAST_SCALAR_INT, nullptr, 0, 0);
    unvalued.has_value = 0;
    status = read_scalar(&buffer.call, unvalued, "b", &value);
    tap_ok(run,
           status == PROMCAST_STATUS_OK && same_dtype(value.dtype, dl_dtype_of<std::int64_t>()),
           "an int without a value (result_type) is std::int64_t");
    status = read_scalar(&buffer.call, scalar(7, nullptr, 0, 0), "b", &value);
    tap_is_int(run, status, PROMCAST_STATUS_INVALID_ARGUMENT, "scalar kind 7 is refused");

    operand_source source;
    promcast_value both{};
    both.kind = 9;
    tap_is_int(run, read_operand(&buffer.call, &both, "b", &source),
               PROMCAST_STATUS_INVALID_ARGUMENT, "value kind 9 is refused");
    tap_is_int(run, read_operand(&buffer.call, nullptr, "b", &source),
               PROMCAST_STATUS_INVALID_ARGUMENT, "a NULL operand is refused");
}

void check_view(tap_run *run) {
    call_buffer buffer;
    int32_t memory[4] = {9, 1, 2, 3};
    int64_t shape[1] = {3};
    DLTensor source = tensor_over(memory, dl_dtype_of<std::int32_t>(), 1, shape, nullptr, 4);
    DLManagedTensor *view = nullptr;
    int32_t status = export_view(&buffer.call, &source, {2, 3}, {0, 1}, 1, &view);
    bool same = status == PROMCAST_STATUS_OK && view != nullptr &&
                view->dl_tensor.data == memory && view->dl_tensor.byte_offset == 8 &&
                view->dl_tensor.ndim == 2 && view->dl_tensor.strides[0] == 0 &&
                view->dl_tensor.strides[1] == 1;
    if (view != nullptr) view->deleter(view);
    tap_ok(run, same, "a view points into the source's memory (byte offset of its first "
                      "element) with the strides given");
}

void check_refusals(tap_run *run) {
    call_buffer buffer;
    tensor_layout layout;
    int64_t shape[1] = {2}, negative[1] = {-1};
    int32_t memory[2] = {1, 2};
    tap_is_int(run, read_tensor_layout(&buffer.call, nullptr, "a", &layout),
               PROMCAST_STATUS_INVALID_ARGUMENT, "a NULL tensor is invalid_argument");
    DLTensor tensor = tensor_over(memory, dl_dtype_of<std::int32_t>(), 1, shape, nullptr, 0);
    tensor.device.device_type = kDLCUDA;
    tap_is_int(run, read_tensor_layout(&buffer.call, &tensor, "a", &layout),
               PROMCAST_STATUS_INVALID_ARGUMENT, "a CUDA tensor is invalid_argument");
    tensor = tensor_over(memory, dl_dtype_of<std::int32_t>(), 1, negative, nullptr, 0);
    tap_is_int(run, read_tensor_layout(&buffer.call, &tensor, "a", &layout),
               PROMCAST_STATUS_INVALID_ARGUMENT, "a negative size is invalid_argument");
    tensor = tensor_over(nullptr, dl_dtype_of<std::int32_t>(), 1, shape, nullptr, 0);
    tap_is_int(run, read_tensor_layout(&buffer.call, &tensor, "a", &layout),
               PROMCAST_STATUS_INVALID_ARGUMENT, "NULL data with elements is invalid_argument");
    tensor = tensor_over(memory, DLDataType{kDLFloat, 16, 1}, 1, shape, nullptr, 0);
    tap_is_int(run, read_tensor_layout(&buffer.call, &tensor, "a", &layout),
               PROMCAST_STATUS_UNSUPPORTED, "float16, which xtensor has not, is unsupported");
    int64_t empty_shape[2] = {0, 5};
    tensor = tensor_over(nullptr, dl_dtype_of<double>(), 2, empty_shape, nullptr, 0);
    tap_ok(run, read_tensor_layout(&buffer.call, &tensor, "a", &layout) == PROMCAST_STATUS_OK &&
                    layout.element_count == 0 && layout.strides[0] == 5 &&
                    layout.strides[1] == 1,
           "an empty tensor may have NULL data; its row-major strides count size 0 as 1");
}

// xtensor's `a += b` is `a = a + b` (xsemantic.hpp), and the move
// assignment of an xarray_adaptor takes the temporary's row-major shape
// and strides and copies its elements in order to the start of the buffer
// (xarray.hpp, xarray_adaptor::operator=(temporary_type&&)): on a strided
// adaptor it writes the wrong places. The adapter reports what xtensor
// does; this pins it (the runner's tensors are contiguous, so the corpus
// never sees it).
void check_strided_compound_assignment(tap_run *run) {
    double memory[6] = {1, -1, 2, -1, 3, -1};
    std::vector<std::size_t> shape{3};
    std::vector<std::ptrdiff_t> strides{2};
    auto a = xt::adapt(static_cast<double *>(memory), 3, xt::no_ownership(), shape, strides);
    xt::xarray<double> b = {10, 20, 30};
    a += b;
    const double written[6] = {11, 22, 33, -1, 3, -1};
    tap_ok(run, std::memcmp(memory, written, sizeof memory) == 0 && a.strides()[0] == 1,
           "xtensor 0.24.3: += on an adaptor of stride 2 writes row-major from its first "
           "element and takes stride 1 (library bug, reported)");
}

// With a scalar, `a += 10` is xsemantic's scalar overload, which applies
// std::plus<> to each element of the adaptor's storage in storage order
// (xassign.hpp, xexpression_assigner::scalar_computed_assign: a loop over
// storage().begin() for size() elements), whatever the strides: on an
// adaptor of stride 2 it writes the first three elements of memory. Pinned
// for the same reason as above.
void check_strided_scalar_compound_assignment(tap_run *run) {
    double memory[6] = {1, -1, 2, -1, 3, -1};
    std::vector<std::size_t> shape{3};
    std::vector<std::ptrdiff_t> strides{2};
    auto a = xt::adapt(static_cast<double *>(memory), 3, xt::no_ownership(), shape, strides);
    a += 10.0;
    const double written[6] = {11, 9, 12, -1, 3, -1};
    tap_ok(run, std::memcmp(memory, written, sizeof memory) == 0 && a.strides()[0] == 2,
           "xtensor 0.24.3: += 10 on an adaptor of stride 2 adds to its storage's first three "
           "elements in memory order (library bug, reported)");
}

template <class... T>
void check_every_type(tap_run *run, type_list<T...>) {
    (check_contiguous<T>(run, cpp_type_name<T>()), ...);
    (check_strided<T>(run, cpp_type_name<T>()), ...);
    (check_zero_dim<T>(run, cpp_type_name<T>()), ...);
    (check_export<T>(run, cpp_type_name<T>()), ...);
}

}  // namespace

int main() {
    tap_run run;
    tap_start(&run);
    check_dtypes(&run);
    check_every_type(&run, claimed_types{});
    check_view(&run);
    check_refusals(&run);
    check_strided_compound_assignment(&run);
    check_strided_scalar_compound_assignment(&run);
    check_scalars(&run);
    return tap_finish(&run);
}
