// test_torch_conversions.cpp: the PyTorch adapter's conversions and error
// mapping, checked against libtorch directly.
//   - DLTensor -> at::Tensor (tensor_over) for every claimed dtype:
//     contiguous, strided with a byte offset, 0-d, empty: same memory (no
//     copy), PyTorch's dtype, sizes and strides, elements in order;
//   - at::Tensor -> DLManagedTensor (export_tensor): the ABI's dtype code
//     (bool included, which 1.13's toDLPack refuses), PyTorch's own data,
//     shape and strides, a deleter; broadcast views keep stride 0;
//   - dtypes PyTorch 1.13 lacks, and tensors off the CPU, are refused;
//   - in place writes through the destination's strides, nowhere else;
//   - PyTorch's real errors map to the error kinds they mean; an unknown
//     one, or any other exception, is an internal error on one line;
//   - the default dtype is back after a call that set it;
//   - Python scalars as operands (x + 3, 3 - x, x += 3, 0-d arrays beside
//     them), each answer the one Python's torch 1.13 printed on this
//     machine (python3-torch 1.13.1), quoted beside it;
//   - not_equal, less_equal, greater, greater_equal, minimum, bitwise_or
//     and bitwise_xor, out of place and in place, against Python's torch
//     the same way: an int8 tensor against a scalar in either position,
//     NaN comparisons, minimum's NaN and signed zeros, bool | bool,
//     int8 ^ int16, and what each in-place form writes or refuses;
//   - floor_divide and remainder against Python's torch and, beside it,
//     what Python's own // and % print for the same numbers: signs,
//     signed zeros, division by zero, int8 // 3, 3 // x, 3 % x, in place.
#include <ATen/ATen.h>
#include <c10/core/DefaultDtype.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "torch_adapter.h"
#include "torch_dtype.h"
#include "torch_status.h"
#include "torch_tensor.h"

extern "C" {
#include "tap.h"
}

namespace {

using namespace promcast_torch;

struct Dtype {
    const char *name;
    DLDataType dl;
    c10::ScalarType type;
};

const Dtype kDtypes[] = {
    {"bool", {PROMCAST_DL_BOOL, 8, 1}, at::kBool},
    {"int8", {kDLInt, 8, 1}, at::kChar},
    {"int16", {kDLInt, 16, 1}, at::kShort},
    {"int32", {kDLInt, 32, 1}, at::kInt},
    {"int64", {kDLInt, 64, 1}, at::kLong},
    {"uint8", {kDLUInt, 8, 1}, at::kByte},
    {"float16", {kDLFloat, 16, 1}, at::kHalf},
    {"bfloat16", {kDLBfloat, 16, 1}, at::kBFloat16},
    {"float32", {kDLFloat, 32, 1}, at::kFloat},
    {"float64", {kDLFloat, 64, 1}, at::kDouble},
    {"complex32", {kDLComplex, 32, 1}, at::kComplexHalf},
    {"complex64", {kDLComplex, 64, 1}, at::kComplexFloat},
    {"complex128", {kDLComplex, 128, 1}, at::kComplexDouble},
};

struct Call {
    char message[512] = "";
    promcast_call call{};
    explicit Call(DLDataType default_float = {kDLFloat, 32, 1}) {
        call.default_float = default_float;
        call.message = message;
        call.message_size = sizeof message;
    }
};

DLTensor cpu_tensor(void *data, DLDataType dtype, int32_t ndim, int64_t *shape, int64_t *strides,
                    uint64_t byte_offset) {
    DLTensor tensor;
    std::memset(&tensor, 0, sizeof tensor);
    tensor.data = data;
    tensor.device.device_type = kDLCPU;
    tensor.ndim = ndim;
    tensor.dtype = dtype;
    tensor.shape = shape;
    tensor.strides = strides;
    tensor.byte_offset = byte_offset;
    return tensor;
}

// Bytes that are a valid element of every dtype: bool needs 0 or 1.
std::vector<unsigned char> element_bytes(size_t count, size_t size, bool is_bool) {
    std::vector<unsigned char> bytes(count * size);
    for (size_t i = 0; i < bytes.size(); i++)
        bytes[i] = is_bool ? (unsigned char)(i % 3 == 0) : (unsigned char)(i * 7 + 1);
    return bytes;
}

// The elements PyTorch sees, row-major, as bytes (a contiguous copy).
std::vector<unsigned char> bytes_seen(const at::Tensor &tensor) {
    at::Tensor compact = tensor.contiguous();
    const auto *data = static_cast<const unsigned char *>(compact.data_ptr());
    return std::vector<unsigned char>(data, data + compact.numel() * compact.element_size());
}

bool same_dtype(DLDataType a, DLDataType b) {
    return a.code == b.code && a.bits == b.bits && a.lanes == b.lanes;
}

void check_export(tap_run *run, const Dtype &dtype, const at::Tensor &tensor, const char *what) {
    Call call;
    DLManagedTensor *managed = nullptr;
    int32_t status = export_tensor(&call.call, tensor, &managed);
    if (!tap_ok(run, status == PROMCAST_STATUS_OK && managed != nullptr, "%s %s exports",
                dtype.name, what)) {
        tap_diag(run, "  status %d: %s", (int)status, call.message);
        return;
    }
    const DLTensor &t = managed->dl_tensor;
    bool shape_ok = t.ndim == tensor.dim();
    for (int d = 0; shape_ok && d < t.ndim; d++)
        shape_ok = t.shape[d] == tensor.size(d) && t.strides != nullptr &&
                   t.strides[d] == tensor.stride(d);
    tap_ok(run, same_dtype(t.dtype, dtype.dl), "%s %s exports with the ABI's dtype code %u bits %u",
           dtype.name, what, dtype.dl.code, dtype.dl.bits);
    tap_ok(run, shape_ok, "%s %s exports PyTorch's shape and strides", dtype.name, what);
    tap_ok(run, static_cast<char *>(t.data) + t.byte_offset == tensor.data_ptr() &&
                    t.device.device_type == kDLCPU,
           "%s %s exports PyTorch's own memory, no copy", dtype.name, what);
    tap_ok(run, managed->deleter != nullptr, "%s %s export has a deleter", dtype.name, what);
    if (managed->deleter != nullptr) managed->deleter(managed);
}

void check_dtype(tap_run *run, const Dtype &dtype) {
    Call call;
    bool is_bool = dtype.type == at::kBool;
    size_t size = c10::elementSize(dtype.type);

    // Contiguous, shape (2,3), strides NULL.
    std::vector<unsigned char> compact = element_bytes(6, size, is_bool);
    int64_t shape23[2] = {2, 3};
    DLTensor source = cpu_tensor(compact.data(), dtype.dl, 2, shape23, nullptr, 0);
    at::Tensor tensor;
    int32_t status = tensor_over(&call.call, &source, "a", &tensor);
    if (!tap_ok(run, status == PROMCAST_STATUS_OK, "%s (2,3) becomes a tensor", dtype.name)) {
        tap_diag(run, "  status %d: %s", (int)status, call.message);
        return;
    }
    tap_ok(run, tensor.scalar_type() == dtype.type && tensor.sizes().equals({2, 3}) &&
                    tensor.strides().equals({3, 1}) && tensor.data_ptr() == compact.data(),
           "%s (2,3): %s, sizes [2,3], strides [3,1], the runner's memory", dtype.name,
           c10::toString(dtype.type));
    tap_ok(run, bytes_seen(tensor) == compact, "%s (2,3): PyTorch reads the elements in order",
           dtype.name);
    check_export(run, dtype, tensor, "(2,3)");

    // Strided: (2,3) with element strides (6,2) after one element of offset.
    std::vector<unsigned char> wide = element_bytes(13, size, is_bool);
    int64_t strides62[2] = {6, 2};
    source = cpu_tensor(wide.data(), dtype.dl, 2, shape23, strides62, size);
    status = tensor_over(&call.call, &source, "a", &tensor);
    std::vector<unsigned char> expected;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            expected.insert(expected.end(), wide.begin() + (long)((1 + i * 6 + j * 2) * size),
                            wide.begin() + (long)((2 + i * 6 + j * 2) * size));
    tap_ok(run, status == PROMCAST_STATUS_OK && tensor.strides().equals({6, 2}) &&
                    tensor.data_ptr() == wide.data() + size && bytes_seen(tensor) == expected,
           "%s strided (6,2) with a byte offset: PyTorch reads through the strides", dtype.name);
    if (status == PROMCAST_STATUS_OK) check_export(run, dtype, tensor, "strided");

    // 0-d.
    std::vector<unsigned char> one = element_bytes(1, size, is_bool);
    source = cpu_tensor(one.data(), dtype.dl, 0, nullptr, nullptr, 0);
    status = tensor_over(&call.call, &source, "a", &tensor);
    tap_ok(run, status == PROMCAST_STATUS_OK && tensor.dim() == 0 &&
                    tensor.data_ptr() == one.data() && bytes_seen(tensor) == one,
           "%s 0-d becomes a 0-d tensor over the same element", dtype.name);
    if (status == PROMCAST_STATUS_OK) {
        check_export(run, dtype, tensor, "0-d");
        // A broadcast view: stride 0 where it was expanded.
        at::Tensor view = tensor.expand({4, 2});
        check_export(run, dtype, view, "0-d expanded to (4,2)");
    }

    // Empty, without data.
    int64_t shape30[2] = {3, 0};
    source = cpu_tensor(nullptr, dtype.dl, 2, shape30, nullptr, 0);
    status = tensor_over(&call.call, &source, "a", &tensor);
    tap_ok(run, status == PROMCAST_STATUS_OK && tensor.numel() == 0 &&
                    tensor.sizes().equals({3, 0}),
           "%s (3,0) with no data becomes an empty tensor", dtype.name);
}

void check_refusals(tap_run *run) {
    Call call;
    unsigned char bytes[16] = {0};
    int64_t shape[1] = {2};
    const DLDataType lacking[] = {{kDLUInt, 16, 1}, {kDLUInt, 32, 1}, {kDLUInt, 64, 1},
                                  {PROMCAST_DL_FLOAT8_E4M3FN, 8, 1},
                                  {PROMCAST_DL_FLOAT8_E5M2, 8, 1}, {kDLFloat, 32, 4}};
    for (DLDataType dl : lacking) {
        DLTensor source = cpu_tensor(bytes, dl, 1, shape, nullptr, 0);
        at::Tensor tensor;
        tap_is_int(run, tensor_over(&call.call, &source, "a", &tensor),
                   PROMCAST_STATUS_INVALID_ARGUMENT,
                   ("code " + std::to_string(dl.code) + " bits " + std::to_string(dl.bits) +
                    " lanes " + std::to_string(dl.lanes) + " is refused")
                       .c_str());
    }
    DLTensor on_gpu = cpu_tensor(bytes, {kDLFloat, 32, 1}, 1, shape, nullptr, 0);
    on_gpu.device.device_type = kDLCUDA;
    at::Tensor tensor;
    tap_is_int(run, tensor_over(&call.call, &on_gpu, "a", &tensor),
               PROMCAST_STATUS_INVALID_ARGUMENT, "a tensor off the CPU is refused");
    for (const Dtype &dtype : kDtypes) {
        c10::ScalarType type;
        DLDataType dl;
        tap_ok(run, scalar_type_of(dtype.dl, &type) && type == dtype.type &&
                        dl_dtype_of(dtype.type, &dl) && same_dtype(dl, dtype.dl),
               "%s maps both ways", dtype.name);
    }
    // The table's `dtypes` list: the 13 above, in that order, no other.
    c10::ArrayRef<DLDataType> claimed = claimed_dtypes();
    bool exact = claimed.size() == sizeof kDtypes / sizeof kDtypes[0];
    for (size_t i = 0; exact && i < claimed.size(); i++)
        exact = same_dtype(claimed[i], kDtypes[i].dl);
    tap_ok(run, exact, "the claimed dtypes are exactly the table's (%zu listed)", claimed.size());
}

// a (int32, 3 elements at stride 2 after one element) += b: only those
// three elements change.
void check_inplace_strides(tap_run *run) {
    AdapterState state;
    Call call;
    int32_t a_memory[7] = {-9, 1, -1, 2, -1, 3, -1}, b_memory[3] = {10, 20, 30};
    int64_t shape3[1] = {3}, stride2[1] = {2};
    DLTensor a = cpu_tensor(a_memory, {kDLInt, 32, 1}, 1, shape3, stride2, sizeof(int32_t));
    DLTensor b = cpu_tensor(b_memory, {kDLInt, 32, 1}, 1, shape3, nullptr, 0);
    promcast_value b_value = promcast_array_value(&b);
    int32_t status = elementwise_inplace(&state, &call.call, PROMCAST_OP_ADD, &a, &b_value);
    const int32_t expected[7] = {-9, 11, -1, 22, -1, 33, -1};
    tap_ok(run, status == PROMCAST_STATUS_OK && std::memcmp(a_memory, expected, sizeof expected) == 0,
           "add_ writes through a's strides and byte offset, and nowhere else");
    bool a_mask[4] = {true, false, true, false};
    int64_t shape2[1] = {2};
    DLTensor mask = cpu_tensor(a_mask, {PROMCAST_DL_BOOL, 8, 1}, 1, shape2, stride2, 0);
    bool other[2] = {true, true};
    DLTensor operand = cpu_tensor(other, {PROMCAST_DL_BOOL, 8, 1}, 1, shape2, nullptr, 0);
    promcast_value operand_value = promcast_array_value(&operand);
    status = elementwise_inplace(&state, &call.call, PROMCAST_OP_MAXIMUM, &mask, &operand_value);
    tap_ok(run, status == PROMCAST_STATUS_OK && a_mask[0] && !a_mask[1] && a_mask[2] && !a_mask[3],
           "maximum in place (out=a) writes bool through strides");
}

// PyTorch's real error for `body`, mapped.
template <typename Body>
int32_t kind_of(Body body, std::string *message) {
    Call call;
    int32_t status = guarded(&call.call, [&]() -> int32_t {
        body();
        return PROMCAST_STATUS_OK;
    });
    *message = call.message;
    return status;
}

template <typename Body>
void check_error(tap_run *run, const char *what, Body body, int32_t expected) {
    std::string message;
    int32_t status = kind_of(body, &message);
    if (!tap_is_int(run, status, expected, what)) tap_diag(run, "  message: %s", message.c_str());
    tap_ok(run, message.find('\n') == std::string::npos && (status == 0 || !message.empty()),
           "%s: one line of explanation", what);
}

void check_errors(tap_run *run) {
    at::Tensor f3 = at::ones({3}), f23 = at::ones({2, 3}), f2 = at::ones({2});
    at::Tensor i3 = at::ones({3}, at::kInt), b3 = at::ones({3}, at::kBool);
    at::Tensor c3 = at::ones({3}, at::kComplexFloat);
    check_error(run, "(2) + (3) is incompatible_shapes", [&] { (void)f2.add(f3); },
                PROMCAST_STATUS_INCOMPATIBLE_SHAPES);
    check_error(run, "expand (2) to (3) is incompatible_shapes", [&] { (void)f2.expand({3}); },
                PROMCAST_STATUS_INCOMPATIBLE_SHAPES);
    check_error(run, "expand (2,3) to (3) is incompatible_shapes", [&] { (void)f23.expand({3}); },
                PROMCAST_STATUS_INCOMPATIBLE_SHAPES);
    check_error(run, "(3) += (2,3) is inplace_shape_change", [&] { (void)f3.clone().add_(f23); },
                PROMCAST_STATUS_INPLACE_SHAPE_CHANGE);
    check_error(run, "int32 += float32 is cannot_cast", [&] { (void)i3.clone().add_(f3); },
                PROMCAST_STATUS_CANNOT_CAST);
    check_error(run, "bool - bool is unsupported_dtype_for_op", [&] { (void)b3.sub(b3); },
                PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    check_error(run, "int32 - bool is unsupported_dtype_for_op", [&] { (void)i3.sub(b3); },
                PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    check_error(run, "maximum of complex is unsupported_dtype_for_op",
                [&] { (void)c3.maximum(f3); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    check_error(run, "minimum of complex is unsupported_dtype_for_op",
                [&] { (void)c3.minimum(f3); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    check_error(run, "float32 | float32 is unsupported_dtype_for_op",
                [&] { (void)f3.bitwise_or(f3); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    check_error(run, "complex64 >= complex64 is unsupported_dtype_for_op",
                [&] { (void)c3.ge(c3); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    // >>> torch.tensor([1]) // 0
    // RuntimeError: ZeroDivisionError
    check_error(run, "int32 // 0 is invalid_value (PyTorch's ZeroDivisionError)",
                [&] { (void)i3.floor_divide(0); }, PROMCAST_STATUS_INVALID_VALUE);
    check_error(run, "int32 % int32 zeros is invalid_value (PyTorch's ZeroDivisionError)",
                [&] { (void)i3.remainder(i3 - 1); }, PROMCAST_STATUS_INVALID_VALUE);
    // >>> torch.tensor([1.]) << 1
    // RuntimeError: "lshift_cpu" not implemented for 'Float'
    check_error(run, "float32 << 1 is unsupported_dtype_for_op",
                [&] { (void)f3.__lshift__(1); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    // >>> torch.tensor([1], dtype=torch.int32).copysign_(2)
    // RuntimeError: result type Float can't be cast to the desired output type Int
    check_error(run, "int32.copysign_(2) is cannot_cast",
                [&] { (void)i3.clone().copysign_(2); }, PROMCAST_STATUS_CANNOT_CAST);
    // >>> torch.tensor([1+1j]) // 2
    // RuntimeError: "div_floor_cpu" not implemented for 'ComplexFloat'
    check_error(run, "complex64 // complex64 is unsupported_dtype_for_op",
                [&] { (void)c3.floor_divide(c3); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    // >>> torch.tensor([1+1j]) % 2
    // RuntimeError: "remainder_cpu" not implemented for 'ComplexFloat'
    check_error(run, "complex64 % complex64 is unsupported_dtype_for_op",
                [&] { (void)c3.remainder(c3); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    check_error(run, "float32 & float32 is unsupported_dtype_for_op",
                [&] { (void)f3.bitwise_and(f3); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    check_error(run, "complex64 < complex64 is unsupported_dtype_for_op",
                [&] { (void)c3.lt(c3); }, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP);
    check_error(run, "qint8 with float32 is no_promotion",
                [&] { (void)at::promote_types(at::kQInt8, at::kFloat); },
                PROMCAST_STATUS_NO_PROMOTION);
    check_error(run, "expand to 2^62 x 4 is shape_overflow",
                [&] { (void)at::zeros({}).expand({INT64_C(1) << 62, 4}); },
                PROMCAST_STATUS_SHAPE_OVERFLOW);
    check_error(run, "an unrecognised PyTorch error is internal_error",
                [&] { (void)at::ones({2, 2}).view({3}); }, PROMCAST_STATUS_INTERNAL_ERROR);
    check_error(run, "a std::exception is internal_error",
                [&] { throw std::runtime_error("line one\nline two"); },
                PROMCAST_STATUS_INTERNAL_ERROR);
    check_error(run, "any other exception is internal_error", [&] { throw 42; },
                PROMCAST_STATUS_INTERNAL_ERROR);
    tap_is_int(run, torch_error_kind("something PyTorch never says"),
               PROMCAST_STATUS_INTERNAL_ERROR, "an unknown text maps to no kind");
    Call call;
    report_torch_error(&call.call, "first\nsecond\tthird");
    tap_is_str(run, call.message, "unrecognised PyTorch error: first second third",
               "PyTorch's multi-line text becomes one line");
}

void check_default_dtype(tap_run *run) {
    AdapterState state;
    Call call({kDLFloat, 64, 1});
    promcast_operand operands[2];
    std::memset(operands, 0, sizeof operands);
    operands[0].category = PROMCAST_OPERAND_DIMENSIONED;
    operands[0].dtype = {kDLInt, 32, 1};
    operands[1].category = PROMCAST_OPERAND_SCALAR;
    operands[1].scalar.kind = PROMCAST_SCALAR_FLOAT;
    DLDataType answer{};
    caffe2::TypeMeta before = c10::get_default_dtype();
    int32_t status = result_type(&state, &call.call, 2, operands, &answer);
    tap_ok(run, status == PROMCAST_STATUS_OK && same_dtype(answer, {kDLFloat, 64, 1}),
           "int32 tensor + float scalar under default float64 is float64");
    tap_ok(run, c10::get_default_dtype() == before, "the default dtype is restored after the call");
    operands[1].scalar.kind = PROMCAST_SCALAR_INT;
    operands[1].scalar.has_value = 1;
    operands[1].scalar.text = "9223372036854775808";
    status = result_type(&state, &call.call, 2, operands, &answer);
    tap_is_int(run, status, PROMCAST_STATUS_UNSUPPORTED,
               "a Python int beyond int64 cannot be handed to libtorch");
}


// ---- Python scalars as element-wise operands ----------------------------

promcast_value scalar_value(int32_t kind, const char *text, double real, double imag) {
    promcast_value value{};
    value.kind = PROMCAST_VALUE_SCALAR;
    value.scalar.kind = kind;
    value.scalar.has_value = 1;
    value.scalar.text = text;
    value.scalar.real = real;
    value.scalar.imag = imag;
    return value;
}
promcast_value int_scalar(const char *text) {
    return scalar_value(PROMCAST_SCALAR_INT, text, std::strtod(text, nullptr), 0.0);
}
promcast_value float_scalar(double real) {
    return scalar_value(PROMCAST_SCALAR_FLOAT, nullptr, real, 0.0);
}
promcast_value bool_scalar(bool value) {
    return scalar_value(PROMCAST_SCALAR_BOOL, value ? "True" : "False", value ? 1.0 : 0.0, 0.0);
}
promcast_value complex_scalar(double real, double imag) {
    return scalar_value(PROMCAST_SCALAR_COMPLEX, nullptr, real, imag);
}

const char *status_name(int32_t status) {
    switch (status) {
    case PROMCAST_STATUS_CANNOT_CAST: return "cannot_cast";
    case PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP: return "unsupported_dtype_for_op";
    case PROMCAST_STATUS_INVALID_ARGUMENT: return "invalid_argument";
    case PROMCAST_STATUS_INVALID_VALUE: return "invalid_value";
    case PROMCAST_STATUS_SCALAR_OUT_OF_RANGE: return "scalar_out_of_range";
    case PROMCAST_STATUS_UNSUPPORTED: return "unsupported";
    case PROMCAST_STATUS_INTERNAL_ERROR: return "internal_error";
    default: return "another status";
    }
}

// Element `i` (in memory order: results here are contiguous) as text.
std::string element_text(const DLTensor &t, int64_t i) {
    const char *data = static_cast<const char *>(t.data) + t.byte_offset;
    char text[64];
    if (t.dtype.code == PROMCAST_DL_BOOL) {
        std::snprintf(text, sizeof text, "%d", (int)reinterpret_cast<const uint8_t *>(data)[i]);
    } else if (t.dtype.code == kDLInt || t.dtype.code == kDLUInt) {
        long long v = 0;
        bool is_signed = t.dtype.code == kDLInt;
        // Signed or not, each width read as its own type (results here
        // are int8, int16, int32, int64 or uint8).
        if (t.dtype.bits == 8)
            v = is_signed ? (long long)((const int8_t *)data)[i] : ((const uint8_t *)data)[i];
        else if (t.dtype.bits == 16)
            v = is_signed ? (long long)((const int16_t *)data)[i] : ((const uint16_t *)data)[i];
        else if (t.dtype.bits == 32)
            v = is_signed ? (long long)((const int32_t *)data)[i] : ((const uint32_t *)data)[i];
        else
            v = ((const int64_t *)data)[i];
        std::snprintf(text, sizeof text, "%lld", v);
    } else if (t.dtype.code == kDLBfloat && t.dtype.bits == 16) {
        std::snprintf(text, sizeof text, "%.9g",
                      (double)static_cast<float>(((const c10::BFloat16 *)data)[i]));
    } else if (t.dtype.code == kDLFloat && t.dtype.bits == 16) {
        std::snprintf(text, sizeof text, "%.9g",
                      (double)static_cast<float>(((const c10::Half *)data)[i]));
    } else if (t.dtype.code == kDLFloat && t.dtype.bits == 32) {
        std::snprintf(text, sizeof text, "%.9g", (double)((const float *)data)[i]);
    } else if (t.dtype.code == kDLFloat && t.dtype.bits == 64) {
        std::snprintf(text, sizeof text, "%.17g", ((const double *)data)[i]);
    } else if (t.dtype.code == kDLComplex && t.dtype.bits == 64) {
        const float *parts = (const float *)data + 2 * i;
        std::snprintf(text, sizeof text, "(%.9g,%.9g)", (double)parts[0], (double)parts[1]);
    } else if (t.dtype.code == kDLComplex && t.dtype.bits == 128) {
        const double *parts = (const double *)data + 2 * i;
        std::snprintf(text, sizeof text, "(%.17g,%.17g)", parts[0], parts[1]);
    } else {
        std::snprintf(text, sizeof text, "?");
    }
    return text;
}

// "int8 [2] {4,5}", or the status's name: what a call answered.
std::string answer_text(int32_t status, DLManagedTensor *result) {
    if (status != PROMCAST_STATUS_OK) return status_name(status);
    if (result == nullptr) return "OK without a result";
    const DLTensor &t = result->dl_tensor;
    std::string text = "?";
    for (const Dtype &dtype : kDtypes)
        if (same_dtype(dtype.dl, t.dtype)) text = dtype.name;
    text += " [";
    int64_t count = 1;
    for (int d = 0; d < t.ndim; d++) {
        text += (d ? "," : "") + std::to_string(t.shape[d]);
        count *= t.shape[d];
    }
    text += "] {";
    for (int64_t i = 0; i < count; i++) text += (i ? "," : "") + element_text(t, i);
    text += "}";
    if (result->deleter != nullptr) result->deleter(result);
    return text;
}

// a (op) b through the table function, under `default_float`.
std::string run_elementwise(int32_t op, const promcast_value &a, const promcast_value &b,
                            DLDataType default_float = {kDLFloat, 32, 1}) {
    AdapterState state;
    Call call(default_float);
    DLManagedTensor *result = nullptr;
    int32_t status = elementwise(&state, &call.call, op, &a, &b, &result);
    return answer_text(status, result);
}

void check_scalar_operands(tap_run *run) {
    int8_t i8[2] = {1, 2};
    int16_t i16[2] = {1, 2};
    uint8_t u8[2] = {1, 2};
    bool flags[2] = {true, false};
    int64_t shape2[1] = {2};
    DLTensor int8s = cpu_tensor(i8, {kDLInt, 8, 1}, 1, shape2, nullptr, 0);
    DLTensor int16s = cpu_tensor(i16, {kDLInt, 16, 1}, 1, shape2, nullptr, 0);
    DLTensor uint8s = cpu_tensor(u8, {kDLUInt, 8, 1}, 1, shape2, nullptr, 0);
    DLTensor bools = cpu_tensor(flags, {PROMCAST_DL_BOOL, 8, 1}, 1, shape2, nullptr, 0);
    promcast_value x = promcast_array_value(&int8s);

    // >>> torch.tensor([1, 2], dtype=torch.int8) + 3
    // tensor([4, 5], dtype=torch.int8)
    tap_is_str(run, run_elementwise(PROMCAST_OP_ADD, x, int_scalar("3")).c_str(), "int8 [2] {4,5}",
               "int8 tensor + 3 stays int8 (a wrapped int does not promote)");
    // >>> torch.tensor([1, 2], dtype=torch.int8) + 1.5
    // tensor([2.5000, 3.5000])      (float32, the default dtype)
    tap_is_str(run, run_elementwise(PROMCAST_OP_ADD, x, float_scalar(1.5)).c_str(),
               "float32 [2] {2.5,3.5}", "int8 tensor + 1.5 is the default float, float32");
    // Under torch.set_default_dtype(torch.float64): float64, complex128.
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ADD, x, float_scalar(1.5), {kDLFloat, 64, 1}).c_str(),
               "float64 [2] {2.5,3.5}", "int8 tensor + 1.5 under default float64 is float64");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ADD, x, complex_scalar(1, 2), {kDLFloat, 64, 1}).c_str(),
               "complex128 [2] {(2,2),(3,2)}",
               "int8 tensor + (1+2j) under default float64 is complex128");
    // >>> torch.tensor([1, 2], dtype=torch.int8) + (1+2j)
    // tensor([2.+2.j, 3.+2.j])      (complex64)
    tap_is_str(run, run_elementwise(PROMCAST_OP_ADD, x, complex_scalar(1, 2)).c_str(),
               "complex64 [2] {(2,2),(3,2)}", "int8 tensor + (1+2j) is complex64");
    // >>> 3 - torch.tensor([1, 2], dtype=torch.int16)
    // tensor([2, 1], dtype=torch.int16)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_SUBTRACT, int_scalar("3"), promcast_array_value(&int16s)).c_str(),
               "int16 [2] {2,1}", "3 - int16 tensor is rsub: int16, 3 minus each element");
    // >>> torch.tensor([True, False]) + True
    // tensor([True, True])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ADD, promcast_array_value(&bools), bool_scalar(true)).c_str(),
               "bool [2] {1,1}", "bool tensor + True stays bool");
    // >>> torch.tensor([1, 2], dtype=torch.uint8) + (-1)
    // tensor([0, 1], dtype=torch.uint8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ADD, promcast_array_value(&uint8s), int_scalar("-1")).c_str(),
               "uint8 [2] {0,1}", "uint8 tensor + (-1) stays uint8 and wraps");
    // >>> torch.tensor([1, 2], dtype=torch.int8) + 300
    // tensor([45, 46], dtype=torch.int8)
    tap_is_str(run, run_elementwise(PROMCAST_OP_ADD, x, int_scalar("300")).c_str(),
               "int8 [2] {45,46}",
               "int8 tensor + 300 stays int8 and wraps (300 is not range-checked)");
    // >>> torch.tensor([1, 2], dtype=torch.int8) + 2**63
    // RuntimeError: Overflow when unpacking long
    {
        AdapterState state;
        Call call;
        promcast_value big = int_scalar("9223372036854775808");
        DLManagedTensor *result = nullptr;
        int32_t status = elementwise(&state, &call.call, PROMCAST_OP_ADD, &x, &big, &result);
        if (!tap_ok(run, status == PROMCAST_STATUS_UNSUPPORTED && result == nullptr &&
                             std::strstr(call.message, "9223372036854775808") != nullptr &&
                             std::strstr(call.message, "Overflow when unpacking long") != nullptr,
                    "int8 tensor + 2**63: unsupported, saying why (no c10::Scalar holds it)"))
            tap_diag(run, "  status %d: %s", (int)status, call.message);
    }
    // >>> 2.5 * torch.tensor([2, 4], dtype=torch.int16)
    // tensor([ 5., 10.])            (float32)
    int16_t two_four[2] = {2, 4};
    DLTensor int16s_24 = cpu_tensor(two_four, {kDLInt, 16, 1}, 1, shape2, nullptr, 0);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_MULTIPLY, float_scalar(2.5), promcast_array_value(&int16s_24))
                   .c_str(),
               "float32 [2] {5,10}", "2.5 * int16 tensor is float32");
    // >>> 3 < torch.tensor([1, 5], dtype=torch.int8)
    // tensor([False,  True])
    int8_t one_five[2] = {1, 5}, one_three[2] = {1, 3}, three_four[2] = {3, 4};
    DLTensor int8s_15 = cpu_tensor(one_five, {kDLInt, 8, 1}, 1, shape2, nullptr, 0);
    DLTensor int8s_13 = cpu_tensor(one_three, {kDLInt, 8, 1}, 1, shape2, nullptr, 0);
    DLTensor int8s_34 = cpu_tensor(three_four, {kDLInt, 8, 1}, 1, shape2, nullptr, 0);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LESS, int_scalar("3"), promcast_array_value(&int8s_15)).c_str(),
               "bool [2] {0,1}", "3 < int8 tensor is x > 3");
    // >>> 3 == torch.tensor([1, 3], dtype=torch.int8)
    // tensor([False,  True])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_EQUAL, int_scalar("3"), promcast_array_value(&int8s_13)).c_str(),
               "bool [2] {0,1}", "3 == int8 tensor");
    // >>> 6 & torch.tensor([3, 4], dtype=torch.int8)
    // tensor([2, 4], dtype=torch.int8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_AND, int_scalar("6"), promcast_array_value(&int8s_34))
                   .c_str(),
               "int8 [2] {2,4}", "6 & int8 tensor stays int8");
    // >>> torch.true_divide(3, torch.tensor([7], dtype=torch.int32)).item()
    // 0.4285714328289032            (float32 3/7, correctly rounded)
    // >>> (3 / torch.tensor([7], dtype=torch.int32)).item()
    // 0.4285714626312256            (Tensor.__rdiv__: x.reciprocal() * 3)
    int32_t seven[1] = {7};
    int64_t shape1[1] = {1};
    DLTensor int32s = cpu_tensor(seven, {kDLInt, 32, 1}, 1, shape1, nullptr, 0);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_DIVIDE, int_scalar("3"), promcast_array_value(&int32s)).c_str(),
               "float32 [1] {0.428571433}",
               "3 / int32 tensor is torch.true_divide(3, x): float32, divided once");
    // >>> torch.maximum(torch.tensor([1, 2], dtype=torch.int8), 3)
    // TypeError: maximum(): argument 'other' (position 2) must be Tensor, not int
    tap_is_str(run, run_elementwise(PROMCAST_OP_MAXIMUM, x, int_scalar("3")).c_str(), "unsupported",
               "maximum with a Python scalar: unsupported (PyTorch takes tensors only)");
    tap_is_str(run, run_elementwise(PROMCAST_OP_MAXIMUM, int_scalar("3"), x).c_str(), "unsupported",
               "maximum with a Python scalar first: unsupported");
    // >>> torch.tensor([True]) - True
    // RuntimeError: Subtraction, the `-` operator, with two bool tensors is not supported. ...
    tap_is_str(
        run, run_elementwise(PROMCAST_OP_SUBTRACT, promcast_array_value(&bools), bool_scalar(true)).c_str(),
        "unsupported_dtype_for_op", "bool tensor - True is PyTorch's sub_check refusal");
    tap_is_str(run, run_elementwise(PROMCAST_OP_ADD, int_scalar("1"), int_scalar("2")).c_str(),
               "invalid_argument", "two scalars are refused (adapter.h: one is an array)");
    tap_is_str(run, run_elementwise(PROMCAST_OP_ADD, x, int_scalar("12a")).c_str(),
               "invalid_argument", "an int whose text is not decimal is refused");
    promcast_value maybe = bool_scalar(true);
    maybe.scalar.text = "true";
    tap_is_str(run, run_elementwise(PROMCAST_OP_ADD, x, maybe).c_str(), "invalid_argument",
               "a bool whose text is not True or False is refused");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, x, int_scalar("3")).c_str(),
               "invalid_argument", "elementwise refuses an in-place id");
}

// 0-d arrays stay 0-d tensors: promotion tells them from wrapped numbers.
void check_zero_dim_operands(tap_run *run) {
    int8_t five = 5;
    double one_and_half = 1.5;
    int8_t i8[2] = {1, 2};
    int16_t one[1] = {1};
    int64_t shape1[1] = {1}, shape2[1] = {2};
    DLTensor zero_dim = cpu_tensor(&five, {kDLInt, 8, 1}, 0, nullptr, nullptr, 0);
    DLTensor zero_dim_f64 = cpu_tensor(&one_and_half, {kDLFloat, 64, 1}, 0, nullptr, nullptr, 0);
    DLTensor int8s = cpu_tensor(i8, {kDLInt, 8, 1}, 1, shape2, nullptr, 0);
    DLTensor int16s = cpu_tensor(one, {kDLInt, 16, 1}, 1, shape1, nullptr, 0);
    // >>> torch.tensor(5, dtype=torch.int8) + 1.5
    // tensor(6.5000)                (float32, 0-d)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ADD, promcast_array_value(&zero_dim), float_scalar(1.5)).c_str(),
               "float32 [] {6.5}", "0-d int8 + 1.5 is a 0-d float32");
    // >>> torch.tensor(5, dtype=torch.int8) + 3
    // tensor(8, dtype=torch.int8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ADD, promcast_array_value(&zero_dim), int_scalar("3")).c_str(),
               "int8 [] {8}", "0-d int8 + 3 is a 0-d int8");
    // >>> torch.tensor(5, dtype=torch.int8) + torch.tensor([1], dtype=torch.int16)
    // tensor([6], dtype=torch.int16)
    tap_is_str(
        run, run_elementwise(PROMCAST_OP_ADD, promcast_array_value(&zero_dim), promcast_array_value(&int16s)).c_str(),
        "int16 [1] {6}", "0-d int8 + int16 tensor is int16");
    // >>> torch.tensor([1, 2], dtype=torch.int8) + torch.tensor(1.5, dtype=torch.float64)
    // tensor([2.5000, 3.5000], dtype=torch.float64)   (a 0-d tensor keeps its dtype;
    // the Python float 1.5 above gave float32)
    tap_is_str(
        run,
        run_elementwise(PROMCAST_OP_ADD, promcast_array_value(&int8s), promcast_array_value(&zero_dim_f64)).c_str(),
        "float64 [2] {2.5,3.5}",
        "int8 tensor + 0-d float64 is float64, not a wrapped float's float32");
}

// x op= scalar writes into the runner's memory, or refuses as PyTorch does.
void check_scalar_inplace(tap_run *run) {
    AdapterState state;
    int64_t shape2[1] = {2};
    int8_t memory[2] = {1, 2};
    DLTensor a = cpu_tensor(memory, {kDLInt, 8, 1}, 1, shape2, nullptr, 0);
    Call call;
    // >>> torch.tensor([1, 2], dtype=torch.int8).add_(3)
    // tensor([4, 5], dtype=torch.int8)
    promcast_value three = int_scalar("3");
    int32_t status = elementwise_inplace(&state, &call.call, PROMCAST_OP_ADD, &a, &three);
    tap_ok(run, status == PROMCAST_STATUS_OK && memory[0] == 4 && memory[1] == 5,
           "int8 tensor += 3 writes {4,5} into a");
    // >>> torch.tensor([1, 2], dtype=torch.int8).add_(1.5)
    // RuntimeError: result type Float can't be cast to the desired output type Char
    memory[0] = 1, memory[1] = 2;
    promcast_value half = float_scalar(1.5);
    status = elementwise_inplace(&state, &call.call, PROMCAST_OP_ADD, &a, &half);
    tap_ok(run, status == PROMCAST_STATUS_CANNOT_CAST && memory[0] == 1 && memory[1] == 2,
           "int8 tensor += 1.5 is cannot_cast, a untouched");
    // >>> torch.tensor([1, 2], dtype=torch.int8).lt_(2)
    // tensor([1, 0], dtype=torch.int8)
    promcast_value two = int_scalar("2");
    status = elementwise_inplace(&state, &call.call, PROMCAST_OP_LESS, &a, &two);
    tap_ok(run, status == PROMCAST_STATUS_OK && memory[0] == 1 && memory[1] == 0,
           "int8 tensor lt_ 2 writes {1,0} into a");
    status = elementwise_inplace(&state, &call.call, PROMCAST_OP_MAXIMUM, &a, &two);
    tap_is_int(run, status, PROMCAST_STATUS_UNSUPPORTED,
               "maximum in place with a Python scalar: unsupported");
}


// ---- not_equal, less_equal, greater, greater_equal, minimum, bitwise_or,
// bitwise_xor: each answer the one Python's torch 1.13 printed on this
// machine (python3-torch 1.13.1), quoted beside it ----------------------

DLTensor vector_of(void *data, DLDataType dtype, int64_t *shape) {
    return cpu_tensor(data, dtype, 1, shape, nullptr, 0);
}

// a (op)= b through the table function: a's elements after it, as
// answer_text writes a result, or the status's name.
std::string run_inplace(int32_t op, DLTensor *a, const promcast_value &b) {
    AdapterState state;
    Call call;
    int32_t status = elementwise_inplace(&state, &call.call, op, a, &b);
    if (status != PROMCAST_STATUS_OK) return status_name(status);
    DLManagedTensor view{};
    view.dl_tensor = *a;  // no deleter: the test owns a's memory
    return answer_text(status, &view);
}

void check_comparisons(tap_run *run) {
    int8_t one_three_five[3] = {1, 3, 5}, fifty_one[2] = {50, 1};
    int64_t shape3[1] = {3}, shape2[1] = {2};
    DLTensor int8s = vector_of(one_three_five, {kDLInt, 8, 1}, shape3);
    DLTensor int8s_50 = vector_of(fifty_one, {kDLInt, 8, 1}, shape2);
    promcast_value x = promcast_array_value(&int8s);
    // >>> torch.tensor([1, 3, 5], dtype=torch.int8) != 3
    // tensor([ True, False,  True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_NOT_EQUAL, x, int_scalar("3")).c_str(),
               "bool [3] {1,0,1}", "int8 tensor != 3 is ne.Scalar");
    // >>> torch.tensor([1, 3, 5], dtype=torch.int8) <= 3
    // tensor([ True,  True, False])
    tap_is_str(run, run_elementwise(PROMCAST_OP_LESS_EQUAL, x, int_scalar("3")).c_str(),
               "bool [3] {1,1,0}", "int8 tensor <= 3 is le.Scalar");
    // >>> torch.tensor([1, 3, 5], dtype=torch.int8) > 3
    // tensor([False, False,  True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_GREATER, x, int_scalar("3")).c_str(),
               "bool [3] {0,0,1}", "int8 tensor > 3 is gt.Scalar");
    // >>> torch.tensor([1, 3, 5], dtype=torch.int8) >= 3
    // tensor([False,  True,  True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_GREATER_EQUAL, x, int_scalar("3")).c_str(),
               "bool [3] {0,1,1}", "int8 tensor >= 3 is ge.Scalar");
    // >>> 3 != torch.tensor([1, 3, 5], dtype=torch.int8)
    // tensor([ True, False,  True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_NOT_EQUAL, int_scalar("3"), x).c_str(),
               "bool [3] {1,0,1}", "3 != int8 tensor is x != 3");
    // >>> 3 <= torch.tensor([1, 3, 5], dtype=torch.int8)
    // tensor([False,  True,  True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_LESS_EQUAL, int_scalar("3"), x).c_str(),
               "bool [3] {0,1,1}", "3 <= int8 tensor is x >= 3");
    // >>> 3 > torch.tensor([1, 3, 5], dtype=torch.int8)
    // tensor([ True, False, False])
    tap_is_str(run, run_elementwise(PROMCAST_OP_GREATER, int_scalar("3"), x).c_str(),
               "bool [3] {1,0,0}", "3 > int8 tensor is x < 3");
    // >>> 3 >= torch.tensor([1, 3, 5], dtype=torch.int8)
    // tensor([ True,  True, False])
    tap_is_str(run, run_elementwise(PROMCAST_OP_GREATER_EQUAL, int_scalar("3"), x).c_str(),
               "bool [3] {1,1,0}", "3 >= int8 tensor is x <= 3");
    // >>> torch.tensor([1, 3, 5], dtype=torch.int8) != 3.5
    // tensor([True, True, True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_NOT_EQUAL, x, float_scalar(3.5)).c_str(),
               "bool [3] {1,1,1}", "int8 tensor != 3.5 compares in float, 3.5 kept");
    // >>> torch.tensor([50, 1], dtype=torch.int8) > 300
    // tensor([ True, False])
    // (the wrapped 300 takes the tensor's int8 and wraps to 44 before comparing)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_GREATER, promcast_array_value(&int8s_50), int_scalar("300"))
                   .c_str(),
               "bool [2] {1,0}", "int8 tensor > 300 compares with 300 wrapped to int8, 44");
    // >>> torch.tensor([1, 3, 5], dtype=torch.int8) <= torch.tensor([3.0])
    // tensor([ True,  True, False])
    float three_f[1] = {3.0f};
    int64_t shape1[1] = {1};
    DLTensor float32s_3 = vector_of(three_f, {kDLFloat, 32, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LESS_EQUAL, x, promcast_array_value(&float32s_3)).c_str(),
               "bool [3] {1,1,0}", "int8 tensor <= float32 (1) broadcasts");
}

void check_nan_comparisons(tap_run *run) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    float left[2] = {nan, 1.0f}, right[2] = {nan, 1.0f};
    int64_t shape2[1] = {2};
    DLTensor lefts = vector_of(left, {kDLFloat, 32, 1}, shape2);
    DLTensor rights = vector_of(right, {kDLFloat, 32, 1}, shape2);
    promcast_value x = promcast_array_value(&lefts), y = promcast_array_value(&rights);
    // >>> torch.tensor([nan, 1.0]) != torch.tensor([nan, 1.0])
    // tensor([ True, False])
    tap_is_str(run, run_elementwise(PROMCAST_OP_NOT_EQUAL, x, y).c_str(), "bool [2] {1,0}",
               "NaN != NaN is True");
    // >>> torch.tensor([nan, 1.0]) <= torch.tensor([nan, 1.0])
    // tensor([False,  True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_LESS_EQUAL, x, y).c_str(), "bool [2] {0,1}",
               "NaN <= NaN is False");
    // >>> torch.tensor([nan, 1.0]) > float('nan')
    // tensor([False, False])
    tap_is_str(run, run_elementwise(PROMCAST_OP_GREATER, x, float_scalar(nan)).c_str(),
               "bool [2] {0,0}", "anything > a NaN scalar is False");
    // >>> torch.tensor([nan, 1.0]) >= 1.0
    // tensor([False,  True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_GREATER_EQUAL, x, float_scalar(1.0)).c_str(),
               "bool [2] {0,1}", "NaN >= 1.0 is False");
    // >>> nan != torch.tensor([nan, 1.0])
    // tensor([True, True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_NOT_EQUAL, float_scalar(nan), x).c_str(),
               "bool [2] {1,1}", "a NaN scalar first: != is True everywhere");
}

void check_minimum(tap_run *run) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    float left[4] = {nan, 1.0f, 0.0f, -0.0f}, right[4] = {2.0f, nan, -0.0f, 0.0f};
    int64_t shape4[1] = {4}, shape2[1] = {2}, shape1[1] = {1};
    DLTensor lefts = vector_of(left, {kDLFloat, 32, 1}, shape4);
    DLTensor rights = vector_of(right, {kDLFloat, 32, 1}, shape4);
    // >>> torch.minimum(torch.tensor([nan, 1.0, 0.0, -0.0]),
    // ...               torch.tensor([2.0, nan, -0.0, 0.0])).tolist()
    // [nan, nan, 0.0, -0.0]
    // (NaN from either side; of two zeros, the first operand's)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_MINIMUM, promcast_array_value(&lefts),
                               promcast_array_value(&rights))
                   .c_str(),
               "float32 [4] {nan,nan,0,-0}",
               "minimum propagates NaN from either side and keeps the first zero");
    int8_t one_five[2] = {1, 5};
    int16_t three[1] = {3};
    DLTensor int8s = vector_of(one_five, {kDLInt, 8, 1}, shape2);
    DLTensor int16s = vector_of(three, {kDLInt, 16, 1}, shape1);
    promcast_value x = promcast_array_value(&int8s);
    // >>> torch.minimum(torch.tensor([1, 5], dtype=torch.int8), torch.tensor([3], dtype=torch.int16))
    // tensor([1, 3], dtype=torch.int16)
    tap_is_str(run, run_elementwise(PROMCAST_OP_MINIMUM, x, promcast_array_value(&int16s)).c_str(),
               "int16 [2] {1,3}", "minimum of int8 and int16 (1) is int16");
    // >>> torch.minimum(torch.tensor([1, 5], dtype=torch.int8), 3)
    // TypeError: minimum(): argument 'other' (position 2) must be Tensor, not int
    {
        AdapterState state;
        Call call;
        promcast_value three_scalar = int_scalar("3");
        DLManagedTensor *result = nullptr;
        int32_t status =
            elementwise(&state, &call.call, PROMCAST_OP_MINIMUM, &x, &three_scalar, &result);
        if (!tap_ok(run, status == PROMCAST_STATUS_UNSUPPORTED && result == nullptr &&
                             std::strstr(call.message, "minimum has no overload taking a "
                                                       "Python scalar as its second") != nullptr,
                    "minimum with a Python scalar: unsupported, saying why"))
            tap_diag(run, "  status %d: %s", (int)status, call.message);
    }
    tap_is_str(run, run_elementwise(PROMCAST_OP_MINIMUM, int_scalar("3"), x).c_str(), "unsupported",
               "minimum with a Python scalar first: unsupported");
    // >>> torch.minimum(torch.tensor([1, 2]), torch.tensor([1j]))
    // RuntimeError: minimum not implemented for complex tensors.
    float complex_one[2] = {0.0f, 1.0f};
    DLTensor complex64s = vector_of(complex_one, {kDLComplex, 64, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_MINIMUM, promcast_array_value(&complex64s),
                               promcast_array_value(&complex64s))
                   .c_str(),
               "unsupported_dtype_for_op", "minimum of complex is unsupported_dtype_for_op");
}

void check_bitwise_or_xor(tap_run *run) {
    bool left[2] = {true, false}, zeros[2] = {false, false}, ones[2] = {true, true};
    int8_t i8[2] = {3, -1}, one_two[2] = {1, 2}, three_four[2] = {3, 4};
    int16_t i16[2] = {5, 1};
    int64_t shape2[1] = {2};
    DLTensor bools = vector_of(left, {PROMCAST_DL_BOOL, 8, 1}, shape2);
    DLTensor falses = vector_of(zeros, {PROMCAST_DL_BOOL, 8, 1}, shape2);
    DLTensor trues = vector_of(ones, {PROMCAST_DL_BOOL, 8, 1}, shape2);
    DLTensor int8s = vector_of(i8, {kDLInt, 8, 1}, shape2);
    DLTensor int8s_12 = vector_of(one_two, {kDLInt, 8, 1}, shape2);
    DLTensor int8s_34 = vector_of(three_four, {kDLInt, 8, 1}, shape2);
    DLTensor int16s = vector_of(i16, {kDLInt, 16, 1}, shape2);
    promcast_value b = promcast_array_value(&bools);
    // >>> torch.tensor([True, False]) | torch.tensor([False, False])
    // tensor([ True, False])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_OR, b, promcast_array_value(&falses)).c_str(),
               "bool [2] {1,0}", "bool | bool stays bool");
    // >>> torch.tensor([True, False]) ^ torch.tensor([True, True])
    // tensor([False,  True])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_XOR, b, promcast_array_value(&trues)).c_str(),
               "bool [2] {0,1}", "bool ^ bool stays bool");
    // >>> torch.tensor([True, False]) | True
    // tensor([True, True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_OR, b, bool_scalar(true)).c_str(),
               "bool [2] {1,1}", "bool tensor | True stays bool");
    // >>> torch.tensor([True, False]) | 2
    // tensor([3, 2])
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_OR, b, int_scalar("2")).c_str(),
               "int64 [2] {3,2}", "bool tensor | 2 is int64 (an int scalar outranks bool)");
    // >>> torch.tensor([3, -1], dtype=torch.int8) ^ torch.tensor([5, 1], dtype=torch.int16)
    // tensor([ 6, -2], dtype=torch.int16)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_XOR, promcast_array_value(&int8s),
                               promcast_array_value(&int16s))
                   .c_str(),
               "int16 [2] {6,-2}", "int8 ^ int16 is int16");
    // >>> torch.tensor([3, -1], dtype=torch.int8) | torch.tensor([5, 1], dtype=torch.int16)
    // tensor([ 7, -1], dtype=torch.int16)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_OR, promcast_array_value(&int8s),
                               promcast_array_value(&int16s))
                   .c_str(),
               "int16 [2] {7,-1}", "int8 | int16 is int16");
    // >>> torch.tensor([1, 2], dtype=torch.int8) | 4
    // tensor([5, 6], dtype=torch.int8)
    promcast_value x12 = promcast_array_value(&int8s_12);
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_OR, x12, int_scalar("4")).c_str(),
               "int8 [2] {5,6}", "int8 tensor | 4 stays int8");
    // >>> 4 | torch.tensor([1, 2], dtype=torch.int8)
    // tensor([5, 6], dtype=torch.int8)
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_OR, int_scalar("4"), x12).c_str(),
               "int8 [2] {5,6}", "4 | int8 tensor is __ror__: int8");
    // >>> 6 ^ torch.tensor([3, 4], dtype=torch.int8)
    // tensor([5, 2], dtype=torch.int8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_XOR, int_scalar("6"), promcast_array_value(&int8s_34))
                   .c_str(),
               "int8 [2] {5,2}", "6 ^ int8 tensor is __rxor__: int8");
    // >>> torch.tensor([3, 4], dtype=torch.int8) ^ 300
    // tensor([47, 40], dtype=torch.int8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_XOR, promcast_array_value(&int8s_34), int_scalar("300"))
                   .c_str(),
               "int8 [2] {47,40}", "int8 tensor ^ 300 stays int8, 300 wrapped to 44");
    // >>> torch.tensor([1, 2], dtype=torch.int8) ^ True
    // tensor([0, 3], dtype=torch.int8)
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_XOR, x12, bool_scalar(true)).c_str(),
               "int8 [2] {0,3}", "int8 tensor ^ True stays int8");
    // >>> torch.tensor([1, 2], dtype=torch.int8) | 1.5
    // RuntimeError: "bitwise_or_cpu" not implemented for 'Float'
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_OR, x12, float_scalar(1.5)).c_str(),
               "unsupported_dtype_for_op", "int8 tensor | 1.5 is float: unsupported_dtype_for_op");
}

// The in-place forms of the seven: ne_, le_, gt_, ge_, bitwise_or_,
// bitwise_xor_ (`x |= y`, `x ^= y`), torch.minimum(a, b, out=a).
void check_new_inplace(tap_run *run) {
    int64_t shape3[1] = {3}, shape2[1] = {2};
    int8_t memory[3];
    DLTensor a = vector_of(memory, {kDLInt, 8, 1}, shape3);
    const int8_t one_three_five[3] = {1, 3, 5};
    struct {
        int32_t op;
        const char *expected;
        const char *what;
    } const scalar_cases[] = {
        // >>> a = torch.tensor([1, 3, 5], dtype=torch.int8); print(a.ne_(3))
        // tensor([1, 0, 1], dtype=torch.int8)
        {PROMCAST_OP_NOT_EQUAL, "int8 [3] {1,0,1}", "int8 tensor ne_ 3 writes 0 or 1 in int8"},
        // >>> ... print(a.le_(3))
        // tensor([1, 1, 0], dtype=torch.int8)
        {PROMCAST_OP_LESS_EQUAL, "int8 [3] {1,1,0}", "int8 tensor le_ 3"},
        // >>> ... print(a.gt_(3))
        // tensor([0, 0, 1], dtype=torch.int8)
        {PROMCAST_OP_GREATER, "int8 [3] {0,0,1}", "int8 tensor gt_ 3"},
        // >>> ... print(a.ge_(3))
        // tensor([0, 1, 1], dtype=torch.int8)
        {PROMCAST_OP_GREATER_EQUAL, "int8 [3] {0,1,1}", "int8 tensor ge_ 3"},
    };
    for (const auto &c : scalar_cases) {
        std::memcpy(memory, one_three_five, sizeof memory);
        tap_is_str(run, run_inplace(c.op, &a, int_scalar("3")).c_str(), c.expected, c.what);
    }
    // >>> a = torch.tensor([1, 3, 5], dtype=torch.int8)
    // >>> print(a.ge_(torch.tensor([2, 3, 6], dtype=torch.int16)))
    // tensor([0, 1, 0], dtype=torch.int8)
    int16_t two_three_six[3] = {2, 3, 6};
    DLTensor int16s = vector_of(two_three_six, {kDLInt, 16, 1}, shape3);
    std::memcpy(memory, one_three_five, sizeof memory);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_GREATER_EQUAL, &a, promcast_array_value(&int16s)).c_str(),
               "int8 [3] {0,1,0}", "int8 tensor ge_ int16 tensor stays int8");
    // >>> a = torch.tensor([1, 5], dtype=torch.int8); a.ne_(1.5); print(a)
    // tensor([1, 1], dtype=torch.int8)
    int8_t pair[2] = {1, 5};
    DLTensor a2 = vector_of(pair, {kDLInt, 8, 1}, shape2);
    tap_is_str(run, run_inplace(PROMCAST_OP_NOT_EQUAL, &a2, float_scalar(1.5)).c_str(),
               "int8 [2] {1,1}", "int8 tensor ne_ 1.5: a bool result casts into int8");
    // >>> a = torch.tensor([1.5, nan]); print(a.le_(1.5))
    // tensor([1., 0.])
    float with_nan[2] = {1.5f, std::numeric_limits<float>::quiet_NaN()};
    DLTensor floats = vector_of(with_nan, {kDLFloat, 32, 1}, shape2);
    tap_is_str(run, run_inplace(PROMCAST_OP_LESS_EQUAL, &floats, float_scalar(1.5)).c_str(),
               "float32 [2] {1,0}", "float32 tensor le_ 1.5: NaN <= 1.5 writes 0");

    // >>> a = torch.tensor([1, 2], dtype=torch.int8); a |= 4; print(a)
    // tensor([5, 6], dtype=torch.int8)
    pair[0] = 1, pair[1] = 2;
    tap_is_str(run, run_inplace(PROMCAST_OP_BITWISE_OR, &a2, int_scalar("4")).c_str(),
               "int8 [2] {5,6}", "int8 tensor |= 4");
    // >>> a = torch.tensor([1, 2], dtype=torch.int8); a ^= 3; print(a)
    // tensor([2, 1], dtype=torch.int8)
    pair[0] = 1, pair[1] = 2;
    tap_is_str(run, run_inplace(PROMCAST_OP_BITWISE_XOR, &a2, int_scalar("3")).c_str(),
               "int8 [2] {2,1}", "int8 tensor ^= 3");
    // >>> a = torch.tensor([1, 2], dtype=torch.int8)
    // >>> a |= torch.tensor([4, 4], dtype=torch.int16); print(a)
    // tensor([5, 6], dtype=torch.int8)
    int16_t fours[2] = {4, 4};
    DLTensor int16s_4 = vector_of(fours, {kDLInt, 16, 1}, shape2);
    pair[0] = 1, pair[1] = 2;
    tap_is_str(run,
               run_inplace(PROMCAST_OP_BITWISE_OR, &a2, promcast_array_value(&int16s_4)).c_str(),
               "int8 [2] {5,6}", "int8 tensor |= int16 tensor: the int16 result casts into int8");
    // >>> a = torch.tensor([1, 2], dtype=torch.int8).bitwise_or_(1.5)
    // RuntimeError: result type Float can't be cast to the desired output type Char
    pair[0] = 1, pair[1] = 2;
    tap_is_str(run, run_inplace(PROMCAST_OP_BITWISE_OR, &a2, float_scalar(1.5)).c_str(),
               "cannot_cast", "int8 tensor |= 1.5 is cannot_cast");
    // >>> a = torch.tensor([True, False]); a |= torch.tensor([False, True]); print(a)
    // tensor([True, True])
    bool flags[2] = {true, false}, other[2] = {false, true};
    DLTensor bools = vector_of(flags, {PROMCAST_DL_BOOL, 8, 1}, shape2);
    DLTensor others = vector_of(other, {PROMCAST_DL_BOOL, 8, 1}, shape2);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_BITWISE_OR, &bools, promcast_array_value(&others)).c_str(),
               "bool [2] {1,1}", "bool tensor |= bool tensor");
    // >>> torch.tensor([True, False]).bitwise_or_(torch.tensor([2, 0], dtype=torch.int8))
    // RuntimeError: result type Char can't be cast to the desired output type Bool
    int8_t two_zero[2] = {2, 0};
    DLTensor int8s_20 = vector_of(two_zero, {kDLInt, 8, 1}, shape2);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_BITWISE_OR, &bools, promcast_array_value(&int8s_20)).c_str(),
               "cannot_cast", "bool tensor |= int8 tensor is cannot_cast");

    // >>> a = torch.tensor([1, 5], dtype=torch.int8)
    // >>> torch.minimum(a, torch.tensor([3, 3], dtype=torch.int16), out=a); print(a)
    // tensor([1, 3], dtype=torch.int8)
    int16_t threes[2] = {3, 3};
    DLTensor int16s_3 = vector_of(threes, {kDLInt, 16, 1}, shape2);
    pair[0] = 1, pair[1] = 5;
    tap_is_str(run, run_inplace(PROMCAST_OP_MINIMUM, &a2, promcast_array_value(&int16s_3)).c_str(),
               "int8 [2] {1,3}", "minimum in place (out=a) of int8 and int16 stays int8");
    // >>> a = torch.tensor([0.0, nan])
    // >>> torch.minimum(a, torch.tensor([-0.0, 1.0]), out=a); print(a.tolist())
    // [0.0, nan]
    float zero_nan[2] = {0.0f, std::numeric_limits<float>::quiet_NaN()}, minus_zero_one[2] = {-0.0f, 1.0f};
    DLTensor destination = vector_of(zero_nan, {kDLFloat, 32, 1}, shape2);
    DLTensor operand = vector_of(minus_zero_one, {kDLFloat, 32, 1}, shape2);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_MINIMUM, &destination, promcast_array_value(&operand)).c_str(),
               "float32 [2] {0,nan}", "minimum in place keeps a's 0.0 against -0.0, and a's NaN");
    tap_is_str(run, run_inplace(PROMCAST_OP_MINIMUM, &a2, int_scalar("3")).c_str(), "unsupported",
               "minimum in place with a Python scalar: unsupported");
}

// ---- floor_divide and remainder: each answer the one Python's torch 1.13
// printed on this machine (python3-torch 1.13.1), quoted beside it, and
// what Python's own int and float operators print for the same numbers --

void check_floor_divide_remainder(tap_run *run) {
    int64_t shape4[1] = {4}, shape3[1] = {3}, shape2[1] = {2}, shape1[1] = {1};
    int64_t dividends[4] = {-7, 7, -7, 7}, divisors[4] = {2, 2, -2, -2};
    DLTensor ints = vector_of(dividends, {kDLInt, 64, 1}, shape4);
    DLTensor int_divisors = vector_of(divisors, {kDLInt, 64, 1}, shape4);
    promcast_value x = promcast_array_value(&ints), y = promcast_array_value(&int_divisors);
    // Python: [-7 // 2, 7 // 2, -7 // -2, 7 // -2] == [-4, 3, 3, -4]
    // >>> torch.tensor([-7, 7, -7, 7]) // torch.tensor([2, 2, -2, -2])
    // tensor([-4,  3,  3, -4])
    tap_is_str(run, run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, x, y).c_str(),
               "int64 [4] {-4,3,3,-4}", "int64 // int64 rounds toward -inf, as Python's //");
    // Python: [-7 % 2, 7 % 2, -7 % -2, 7 % -2] == [1, 1, -1, -1]
    // >>> torch.tensor([-7, 7, -7, 7]) % torch.tensor([2, 2, -2, -2])
    // tensor([ 1,  1, -1, -1])
    tap_is_str(run, run_elementwise(PROMCAST_OP_REMAINDER, x, y).c_str(),
               "int64 [4] {1,1,-1,-1}", "int64 % int64 has the divisor's sign, as Python's %");
    // Python: -7 // 2 == -4; -7 % 2 == 1; 7 % -2 == -1
    // >>> torch.tensor([-7]) // 2, torch.tensor([-7]) % 2, torch.tensor([7]) % -2
    // (tensor([-4]), tensor([1]), tensor([-1]))
    DLTensor minus_seven = vector_of(dividends, {kDLInt, 64, 1}, shape1);
    DLTensor seven = vector_of(dividends + 1, {kDLInt, 64, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, promcast_array_value(&minus_seven),
                               int_scalar("2")).c_str(),
               "int64 [1] {-4}", "tensor([-7]) // 2 is -4");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, promcast_array_value(&minus_seven),
                               int_scalar("2")).c_str(),
               "int64 [1] {1}", "tensor([-7]) % 2 is 1");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, promcast_array_value(&seven),
                               int_scalar("-2")).c_str(),
               "int64 [1] {-1}", "tensor([7]) % -2 is -1");

    float float_dividends[4] = {-7.0f, 7.0f, -7.0f, 7.0f};
    float float_divisors[4] = {2.0f, 2.0f, -2.0f, -2.0f};
    DLTensor floats = vector_of(float_dividends, {kDLFloat, 32, 1}, shape4);
    DLTensor float_ys = vector_of(float_divisors, {kDLFloat, 32, 1}, shape4);
    // Python: [-7.0 // 2, 7.0 // 2, -7.0 // -2, 7.0 // -2] == [-4.0, 3.0, 3.0, -4.0]
    // >>> torch.tensor([-7., 7., -7., 7.]) // torch.tensor([2., 2., -2., -2.])
    // tensor([-4.,  3.,  3., -4.])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, promcast_array_value(&floats),
                               promcast_array_value(&float_ys)).c_str(),
               "float32 [4] {-4,3,3,-4}", "float32 // float32 rounds toward -inf");
    // Python: [-7.0 % 2, 7.0 % 2, -7.0 % -2, 7.0 % -2] == [1.0, 1.0, -1.0, -1.0]
    // >>> torch.tensor([-7., 7., -7., 7.]) % torch.tensor([2., 2., -2., -2.])
    // tensor([ 1.,  1., -1., -1.])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, promcast_array_value(&floats),
                               promcast_array_value(&float_ys)).c_str(),
               "float32 [4] {1,1,-1,-1}", "float32 % float32 has the divisor's sign");

    // Signed zeros: here PyTorch and Python differ.
    // Python: [0.0 % 2, -0.0 % 2, 0.0 % -2, -0.0 % -2] == [0.0, 0.0, -0.0, -0.0]
    //         [4.0 % 2, -4.0 % 2, 4.0 % -2, -4.0 % -2] == [0.0, 0.0, -0.0, -0.0]
    //         (a zero remainder takes the divisor's sign)
    // >>> torch.tensor([0., -0., 0., -0.]) % torch.tensor([2., 2., -2., -2.])
    // tensor([0., -0., 0., -0.])
    // >>> torch.tensor([4., -4., 4., -4.]) % torch.tensor([2., 2., -2., -2.])
    // tensor([0., -0., 0., -0.])
    // (PyTorch's zero remainder takes the dividend's sign)
    float zeros[4] = {0.0f, -0.0f, 0.0f, -0.0f}, fours[4] = {4.0f, -4.0f, 4.0f, -4.0f};
    float twos[4] = {2.0f, 2.0f, -2.0f, -2.0f};
    DLTensor zero_xs = vector_of(zeros, {kDLFloat, 32, 1}, shape4);
    DLTensor four_xs = vector_of(fours, {kDLFloat, 32, 1}, shape4);
    DLTensor two_ys = vector_of(twos, {kDLFloat, 32, 1}, shape4);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, promcast_array_value(&zero_xs),
                               promcast_array_value(&two_ys)).c_str(),
               "float32 [4] {0,-0,0,-0}",
               "signed zero % +-2 keeps the dividend's sign (Python: the divisor's)");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, promcast_array_value(&four_xs),
                               promcast_array_value(&two_ys)).c_str(),
               "float32 [4] {0,-0,0,-0}",
               "+-4 % +-2 is a zero of the dividend's sign (Python: the divisor's)");
    // Python: [0.0 // 2, -0.0 // 2, 0.0 // -2, -0.0 // -2] == [0.0, -0.0, -0.0, 0.0]
    // >>> torch.tensor([0., -0., 0., -0.]) // torch.tensor([2., 2., -2., -2.])
    // tensor([0., -0., -0., 0.])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, promcast_array_value(&zero_xs),
                               promcast_array_value(&two_ys)).c_str(),
               "float32 [4] {0,-0,-0,0}", "signed zero // +-2 is a zero of the quotient's sign");

    // Division by zero.
    // Python: 1.0 // 0.0 and 1.0 % 0.0 raise ZeroDivisionError
    // >>> torch.tensor([1., -1., 0.]) // torch.tensor([0., 0., 0.])
    // tensor([inf, -inf, nan])
    // >>> torch.tensor([1., -1., 0.]) % torch.tensor([0., 0., 0.])
    // tensor([nan, nan, nan])
    // >>> a = torch.tensor([1., -1., 0.]); z = torch.zeros(3)
    // >>> torch.signbit(a // z).tolist(), torch.signbit(a % z).tolist()
    // ([False, True, True], [True, True, True])
    // (x86's default NaN has its sign bit set; printf writes it -nan)
    float numerators[3] = {1.0f, -1.0f, 0.0f}, zero3[3] = {0.0f, 0.0f, 0.0f};
    DLTensor float_ns = vector_of(numerators, {kDLFloat, 32, 1}, shape3);
    DLTensor float_zeros = vector_of(zero3, {kDLFloat, 32, 1}, shape3);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, promcast_array_value(&float_ns),
                               promcast_array_value(&float_zeros)).c_str(),
               "float32 [3] {inf,-inf,-nan}", "float32 // 0.0 is inf, -inf, nan (no error)");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, promcast_array_value(&float_ns),
                               promcast_array_value(&float_zeros)).c_str(),
               "float32 [3] {-nan,-nan,-nan}", "float32 % 0.0 is nan (no error)");
    // Python: 1 // 0 and 1 % 0 raise ZeroDivisionError
    // >>> torch.tensor([1]) // 0            (and // torch.tensor([0]), % 0, % torch.tensor([0]))
    // RuntimeError: ZeroDivisionError
    int64_t one[1] = {1}, zero[1] = {0};
    DLTensor int_one = vector_of(one, {kDLInt, 64, 1}, shape1);
    DLTensor int_zero = vector_of(zero, {kDLInt, 64, 1}, shape1);
    promcast_value i1 = promcast_array_value(&int_one), i0 = promcast_array_value(&int_zero);
    tap_is_str(run, run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, i1, int_scalar("0")).c_str(),
               "invalid_value", "int64 // 0 is PyTorch's ZeroDivisionError, invalid_value");
    tap_is_str(run, run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, i1, i0).c_str(), "invalid_value",
               "int64 // int64 zero is invalid_value");
    tap_is_str(run, run_elementwise(PROMCAST_OP_REMAINDER, i1, int_scalar("0")).c_str(),
               "invalid_value", "int64 % 0 is invalid_value");
    tap_is_str(run, run_elementwise(PROMCAST_OP_REMAINDER, i1, i0).c_str(), "invalid_value",
               "int64 % int64 zero is invalid_value");

    // int8 with a Python scalar, in either position.
    int8_t i8[2] = {-7, 7}, i8_divisors[2] = {2, -2}, i8_min[1] = {-128};
    DLTensor int8s = vector_of(i8, {kDLInt, 8, 1}, shape2);
    DLTensor int8_ys = vector_of(i8_divisors, {kDLInt, 8, 1}, shape2);
    DLTensor int8_min = vector_of(i8_min, {kDLInt, 8, 1}, shape1);
    promcast_value x8 = promcast_array_value(&int8s), y8 = promcast_array_value(&int8_ys);
    // Python: [-7 // 2, 7 // 2] == [-4, 3]
    // >>> torch.tensor([-7, 7], dtype=torch.int8) // 2
    // tensor([-4,  3], dtype=torch.int8)
    tap_is_str(run, run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, x8, int_scalar("2")).c_str(),
               "int8 [2] {-4,3}", "int8 tensor // 2 stays int8");
    // Python: [-7 % 3, 7 % 3] == [2, 1]
    // >>> torch.tensor([-7, 7], dtype=torch.int8) % 3
    // tensor([2, 1], dtype=torch.int8)
    tap_is_str(run, run_elementwise(PROMCAST_OP_REMAINDER, x8, int_scalar("3")).c_str(),
               "int8 [2] {2,1}", "int8 tensor % 3 stays int8");
    // Python: [-7 // 2.5, 7 // 2.5] == [-3.0, 2.0]
    // >>> torch.tensor([-7, 7], dtype=torch.int8) // 2.5
    // tensor([-3.,  2.])
    tap_is_str(run, run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, x8, float_scalar(2.5)).c_str(),
               "float32 [2] {-3,2}", "int8 tensor // 2.5 is the default float");
    // Python: -128 // -1 == 128 (int8 has no 128)
    // >>> torch.tensor([-128], dtype=torch.int8) // -1
    // tensor([-128], dtype=torch.int8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, promcast_array_value(&int8_min),
                               int_scalar("-1")).c_str(),
               "int8 [1] {-128}", "int8 -128 // -1 wraps to -128");
    // Python: [3 // 2, 3 // -2] == [1, -2]; [3 % 2, 3 % -2] == [1, -1]
    // >>> 3 // torch.tensor([2, -2], dtype=torch.int8)
    // tensor([ 1, -2], dtype=torch.int8)
    // >>> 3 % torch.tensor([2, -2], dtype=torch.int8)
    // tensor([ 1, -1], dtype=torch.int8)
    tap_is_str(run, run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, int_scalar("3"), y8).c_str(),
               "int8 [2] {1,-2}", "3 // int8 tensor is torch.floor_divide(3, x), int8");
    tap_is_str(run, run_elementwise(PROMCAST_OP_REMAINDER, int_scalar("3"), y8).c_str(),
               "int8 [2] {1,-1}", "3 % int8 tensor is torch.remainder(3, x), int8");
    // Python: [3.5 // 2, 3.5 // -2] == [1.0, -2.0]
    // >>> 3.5 // torch.tensor([2, -2], dtype=torch.int8)
    // tensor([ 1., -2.])
    tap_is_str(run, run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, float_scalar(3.5), y8).c_str(),
               "float32 [2] {1,-2}", "3.5 // int8 tensor is the default float");
    // Python: [-3 % 2.0, -3 % -2.0] == [1.0, -1.0]
    // >>> -3 % torch.tensor([2., -2.])
    // tensor([ 1., -1.])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, int_scalar("-3"),
                               promcast_array_value(&float_ys)).c_str(),
               "float32 [4] {1,1,-1,-1}", "-3 % float32 tensor has the divisor's sign");
    // >>> 3 // torch.tensor([0])
    // RuntimeError: ZeroDivisionError
    tap_is_str(run, run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, int_scalar("3"), i0).c_str(),
               "invalid_value", "3 // int64 zero is invalid_value");

    // Complex and bool: PyTorch has no kernel.
    // >>> torch.tensor([1+1j]) // 2
    // RuntimeError: "div_floor_cpu" not implemented for 'ComplexFloat'
    // >>> torch.tensor([True]) % torch.tensor([True])
    // RuntimeError: "remainder_cpu" not implemented for 'Bool'
    float complex_one[2] = {1.0f, 1.0f};
    bool truth[1] = {true};
    DLTensor complex64s = vector_of(complex_one, {kDLComplex, 64, 1}, shape1);
    DLTensor bools = vector_of(truth, {PROMCAST_DL_BOOL, 8, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_FLOOR_DIVIDE, promcast_array_value(&complex64s),
                               int_scalar("2")).c_str(),
               "unsupported_dtype_for_op", "complex64 // 2 is unsupported_dtype_for_op");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, promcast_array_value(&complex64s),
                               int_scalar("2")).c_str(),
               "unsupported_dtype_for_op", "complex64 % 2 is unsupported_dtype_for_op");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_REMAINDER, promcast_array_value(&bools),
                               promcast_array_value(&bools)).c_str(),
               "unsupported_dtype_for_op", "bool % bool is unsupported_dtype_for_op");

    // In place: floor_divide_ and remainder_.
    int8_t pair[2];
    DLTensor a = vector_of(pair, {kDLInt, 8, 1}, shape2);
    // >>> x = torch.tensor([-7, 7], dtype=torch.int8); x //= 2; print(x)
    // tensor([-4,  3], dtype=torch.int8)
    pair[0] = -7, pair[1] = 7;
    tap_is_str(run, run_inplace(PROMCAST_OP_FLOOR_DIVIDE, &a, int_scalar("2")).c_str(),
               "int8 [2] {-4,3}", "int8 tensor //= 2");
    // >>> x = torch.tensor([-7, 7], dtype=torch.int8); x %= -2; print(x)
    // tensor([-1, -1], dtype=torch.int8)
    pair[0] = -7, pair[1] = 7;
    tap_is_str(run, run_inplace(PROMCAST_OP_REMAINDER, &a, int_scalar("-2")).c_str(),
               "int8 [2] {-1,-1}", "int8 tensor %= -2");
    // >>> x = torch.tensor([-7, 7], dtype=torch.int8)
    // >>> x.floor_divide_(torch.tensor([2, -2])); print(x)
    // tensor([-4, -4], dtype=torch.int8)
    int64_t wide_divisors[2] = {2, -2};
    DLTensor int64_ys = vector_of(wide_divisors, {kDLInt, 64, 1}, shape2);
    pair[0] = -7, pair[1] = 7;
    tap_is_str(run,
               run_inplace(PROMCAST_OP_FLOOR_DIVIDE, &a, promcast_array_value(&int64_ys)).c_str(),
               "int8 [2] {-4,-4}",
               "int8 tensor //= int64 tensor: the int64 result casts into int8");
    // >>> x = torch.tensor([-7, 7], dtype=torch.int8)
    // >>> x.remainder_(torch.tensor([2, -2])); print(x)
    // tensor([ 1, -1], dtype=torch.int8)
    pair[0] = -7, pair[1] = 7;
    tap_is_str(run,
               run_inplace(PROMCAST_OP_REMAINDER, &a, promcast_array_value(&int64_ys)).c_str(),
               "int8 [2] {1,-1}", "int8 tensor %= int64 tensor");
    // >>> x = torch.tensor([-7, 7]); x //= 2.5
    // RuntimeError: result type Float can't be cast to the desired output type Long
    pair[0] = -7, pair[1] = 7;
    tap_is_str(run, run_inplace(PROMCAST_OP_FLOOR_DIVIDE, &a, float_scalar(2.5)).c_str(),
               "cannot_cast", "int8 tensor //= 2.5 is cannot_cast");
    pair[0] = -7, pair[1] = 7;
    tap_is_str(run, run_inplace(PROMCAST_OP_REMAINDER, &a, float_scalar(2.5)).c_str(),
               "cannot_cast", "int8 tensor %= 2.5 is cannot_cast");
    // >>> x = torch.tensor([1, 2]); x //= 0
    // RuntimeError: ZeroDivisionError
    pair[0] = 1, pair[1] = 2;
    tap_is_str(run, run_inplace(PROMCAST_OP_FLOOR_DIVIDE, &a, int_scalar("0")).c_str(),
               "invalid_value", "int8 tensor //= 0 is invalid_value");
    // >>> x = torch.tensor([-7., 7.]); x //= 2; print(x)
    // tensor([-4.,  3.])
    float float_pair[2] = {-7.0f, 7.0f};
    DLTensor f = vector_of(float_pair, {kDLFloat, 32, 1}, shape2);
    tap_is_str(run, run_inplace(PROMCAST_OP_FLOOR_DIVIDE, &f, int_scalar("2")).c_str(),
               "float32 [2] {-4,3}", "float32 tensor //= 2");
    // >>> x = torch.tensor([-7., 7.]); x %= torch.tensor([2.]); print(x)
    // tensor([1., 1.])
    float_pair[0] = -7.0f, float_pair[1] = 7.0f;
    float two[1] = {2.0f};
    DLTensor float_two = vector_of(two, {kDLFloat, 32, 1}, shape1);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_REMAINDER, &f, promcast_array_value(&float_two)).c_str(),
               "float32 [2] {1,1}", "float32 tensor %= float32 (1) broadcasts");
}


// ---- copysign, nextafter, the shifts and logical_and/or/xor: each answer
// the one Python's torch 1.13 printed on this machine (python3-torch
// 1.13.1), quoted beside it ------------------------------------------------

void check_copysign_nextafter(tap_run *run) {
    int64_t shape4[1] = {4}, shape3[1] = {3}, shape2[1] = {2}, shape1[1] = {1};
    const float nan = std::numeric_limits<float>::quiet_NaN();
    float f4[4] = {-1.5f, 0.0f, -0.0f, nan};
    DLTensor floats = vector_of(f4, {kDLFloat, 32, 1}, shape4);
    promcast_value f = promcast_array_value(&floats);
    // >>> f = torch.tensor([-1.5, 0.0, -0.0, nan]); r = torch.copysign(f, -0.0)
    // >>> r.tolist(), torch.signbit(r).tolist()
    // ([-1.5, -0.0, -0.0, nan], [True, True, True, True])
    tap_is_str(run, run_elementwise(PROMCAST_OP_COPYSIGN, f, float_scalar(-0.0)).c_str(),
               "float32 [4] {-1.5,-0,-0,-nan}", "copysign(x, -0.0): every sign set, NaN's too");
    // >>> torch.copysign(torch.tensor([1.0, 2.0]), torch.tensor([nan, -nan]))
    // tensor([ 1., -2.])
    float ones[2] = {1.0f, 2.0f}, nans[2] = {nan, -nan};
    DLTensor one_two = vector_of(ones, {kDLFloat, 32, 1}, shape2);
    DLTensor signed_nans = vector_of(nans, {kDLFloat, 32, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_COPYSIGN, promcast_array_value(&one_two),
                               promcast_array_value(&signed_nans)).c_str(),
               "float32 [2] {1,-2}", "copysign takes a NaN's sign bit");
    // >>> torch.copysign(torch.tensor([-7, 7, 0], dtype=torch.int8), torch.tensor([-1]))
    // tensor([-7., -7., -0.])
    int8_t i8[3] = {-7, 7, 0};
    int64_t minus_one[1] = {-1};
    DLTensor int8s = vector_of(i8, {kDLInt, 8, 1}, shape3);
    DLTensor int64_minus_one = vector_of(minus_one, {kDLInt, 64, 1}, shape1);
    promcast_value x8 = promcast_array_value(&int8s);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_COPYSIGN, x8, promcast_array_value(&int64_minus_one))
                   .c_str(),
               "float32 [3] {-7,-7,-0}", "copysign of integers is the default float");
    // >>> torch.set_default_dtype(torch.float64)
    // >>> torch.copysign(torch.tensor([-7, 7, 0], dtype=torch.int8), -1).dtype
    // torch.float64
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_COPYSIGN, x8, int_scalar("-1"), {kDLFloat, 64, 1})
                   .c_str(),
               "float64 [3] {-7,-7,-0}", "copysign(int8, -1) under default float64 is float64");
    // >>> torch.copysign(torch.tensor([True, False]), -1)
    // tensor([-1., -0.])
    bool truths[2] = {true, false};
    DLTensor bools = vector_of(truths, {PROMCAST_DL_BOOL, 8, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_COPYSIGN, promcast_array_value(&bools),
                               int_scalar("-1")).c_str(),
               "float32 [2] {-1,-0}", "copysign of bool is the default float");
    // >>> torch.copysign(3, torch.tensor([-7, 7, 0], dtype=torch.int8))
    // TypeError: copysign() received an invalid combination of arguments - got (int, Tensor), ...
    tap_is_str(run, run_elementwise(PROMCAST_OP_COPYSIGN, int_scalar("3"), x8).c_str(),
               "unsupported", "copysign(3, x) has no overload: unsupported");
    // >>> torch.copysign(torch.tensor([1+1j]), 1)
    // RuntimeError: "copysign_cpu" not implemented for 'ComplexFloat'
    float complex_one[2] = {1.0f, 1.0f};
    DLTensor complex64s = vector_of(complex_one, {kDLComplex, 64, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_COPYSIGN, promcast_array_value(&complex64s),
                               int_scalar("1")).c_str(),
               "unsupported_dtype_for_op", "copysign of complex is unsupported_dtype_for_op");
    // >>> x = torch.tensor([-7, 7, 0], dtype=torch.int8); x.copysign_(2)
    // RuntimeError: result type Float can't be cast to the desired output type Char
    tap_is_str(run, run_inplace(PROMCAST_OP_COPYSIGN, &int8s, int_scalar("2")).c_str(),
               "cannot_cast", "int8.copysign_(2) is cannot_cast");
    // >>> f = torch.tensor([-1.5, 0.0, -0.0, nan]); f.copysign_(torch.tensor([2])); f
    // tensor([1.5000, 0.0000, 0.0000, nan])   (signbit all False)
    tap_is_str(run,
               run_inplace(PROMCAST_OP_COPYSIGN, &floats, promcast_array_value(&int64_minus_one))
                   .c_str(),
               "float32 [4] {-1.5,-0,-0,-nan}", "float32.copysign_(int64 tensor [-1])");
    tap_is_str(run, run_inplace(PROMCAST_OP_COPYSIGN, &floats, int_scalar("2")).c_str(),
               "float32 [4] {1.5,0,0,nan}", "float32.copysign_(2) clears every sign");

    // nextafter: tensors only.
    // >>> torch.nextafter(torch.tensor([-1.5, 0.0, -0.0, nan]), torch.tensor([1.]))
    // [-1.4999998807907104, 1.401298464324817e-45, 1.401298464324817e-45, nan]
    float one[1] = {1.0f};
    DLTensor float_one = vector_of(one, {kDLFloat, 32, 1}, shape1);
    f4[0] = -1.5f, f4[1] = 0.0f, f4[2] = -0.0f, f4[3] = nan;
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_NEXTAFTER, f, promcast_array_value(&float_one)).c_str(),
               "float32 [4] {-1.49999988,1.40129846e-45,1.40129846e-45,nan}",
               "nextafter toward 1: the next float32, the smallest subnormal from either zero");
    // >>> torch.nextafter(torch.tensor([0.0, -0.0, 1.0]), torch.tensor([-0.0, 0.0, 1.0]))
    // tensor([-0., 0., 1.])
    float from[3] = {0.0f, -0.0f, 1.0f}, to[3] = {-0.0f, 0.0f, 1.0f};
    DLTensor froms = vector_of(from, {kDLFloat, 32, 1}, shape3);
    DLTensor tos = vector_of(to, {kDLFloat, 32, 1}, shape3);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_NEXTAFTER, promcast_array_value(&froms),
                               promcast_array_value(&tos)).c_str(),
               "float32 [3] {-0,0,1}", "nextafter of equal values is the second (signed zeros)");
    // >>> torch.nextafter(torch.tensor([1.], dtype=torch.bfloat16),
    // ...                 torch.tensor([2.], dtype=torch.bfloat16))
    // tensor([1.0078], dtype=torch.bfloat16)     (.tolist(): [1.0078125])
    uint16_t bf_one[1] = {0x3f80}, bf_two[1] = {0x4000};
    DLTensor bf_ones = vector_of(bf_one, {kDLBfloat, 16, 1}, shape1);
    DLTensor bf_twos = vector_of(bf_two, {kDLBfloat, 16, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_NEXTAFTER, promcast_array_value(&bf_ones),
                               promcast_array_value(&bf_twos)).c_str(),
               "bfloat16 [1] {1.0078125}", "nextafter in bfloat16 steps bfloat16's ulp");
    // >>> torch.nextafter(torch.tensor([1.], dtype=torch.float16), ...)
    // RuntimeError: "nextafter_cpu" not implemented for 'Half'
    uint16_t half_one[1] = {0x3c00};
    DLTensor half_ones = vector_of(half_one, {kDLFloat, 16, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_NEXTAFTER, promcast_array_value(&half_ones),
                               promcast_array_value(&half_ones)).c_str(),
               "unsupported_dtype_for_op", "nextafter of float16 has no kernel in 1.13");
    // >>> torch.nextafter(torch.tensor([1.]), torch.tensor([2.], dtype=torch.float64))
    // tensor([1.0000], dtype=torch.float64)      (.tolist(): [1.0000000000000002])
    double two[1] = {2.0};
    DLTensor float64_two = vector_of(two, {kDLFloat, 64, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_NEXTAFTER, promcast_array_value(&float_one),
                               promcast_array_value(&float64_two)).c_str(),
               "float64 [1] {1.0000000000000002}", "nextafter(float32, float64) steps in float64");
    // >>> torch.nextafter(x8, x8)
    // RuntimeError: "nextafter_cpu" not implemented for 'Char'
    tap_is_str(run, run_elementwise(PROMCAST_OP_NEXTAFTER, x8, x8).c_str(),
               "unsupported_dtype_for_op", "nextafter of int8 is unsupported_dtype_for_op");
    // >>> torch.nextafter(f, 1.0)
    // TypeError: nextafter(): argument 'other' (position 2) must be Tensor, not float
    tap_is_str(run, run_elementwise(PROMCAST_OP_NEXTAFTER, f, float_scalar(1.0)).c_str(),
               "unsupported", "nextafter with a Python scalar: unsupported");
    // >>> x = torch.tensor([1.]); x.nextafter_(torch.tensor([2.], dtype=torch.float64)); x
    // tensor([1.])   (computed in float64, 1.0000000000000002, cast back to float32)
    tap_is_str(run,
               run_inplace(PROMCAST_OP_NEXTAFTER, &float_one, promcast_array_value(&float64_two))
                   .c_str(),
               "float32 [1] {1}", "float32.nextafter_(float64) steps in float64 and rounds back");
    // >>> torch.tensor([1, 2]).nextafter_(torch.tensor([2.]))
    // RuntimeError: result type Float can't be cast to the desired output type Long
    int64_t int_pair[2] = {1, 2};
    DLTensor int64s = vector_of(int_pair, {kDLInt, 64, 1}, shape2);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_NEXTAFTER, &int64s, promcast_array_value(&float_one)).c_str(),
               "cannot_cast", "int64.nextafter_(float32) is cannot_cast");
    tap_is_str(run, run_inplace(PROMCAST_OP_NEXTAFTER, &float_one, float_scalar(2.0)).c_str(),
               "unsupported", "nextafter_ with a Python scalar: unsupported");
}

// ---- pow, atan2, hypot and logaddexp: each answer the one Python's torch
// 1.13 printed on this machine (python3-torch 1.13.1), quoted beside it ----

void check_pow(tap_run *run) {
    int64_t shape2[1] = {2};
    int8_t base[2] = {2, -3}, wrapping[2] = {2, 4}, mixed[2] = {-1, 2};
    DLTensor bases = vector_of(base, {kDLInt, 8, 1}, shape2);
    DLTensor wrappings = vector_of(wrapping, {kDLInt, 8, 1}, shape2);
    DLTensor mixeds = vector_of(mixed, {kDLInt, 8, 1}, shape2);
    promcast_value b8 = promcast_array_value(&bases);
    // >>> torch.tensor([2, -3], dtype=torch.int8) ** 3
    // tensor([  8, -27], dtype=torch.int8)
    tap_is_str(run, run_elementwise(PROMCAST_OP_POW, b8, int_scalar("3")).c_str(),
               "int8 [2] {8,-27}", "int8 ** 3 stays int8");
    // >>> torch.tensor([2, 4], dtype=torch.int8) ** 7
    // tensor([-128,    0], dtype=torch.int8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_POW, promcast_array_value(&wrappings), int_scalar("7"))
                   .c_str(),
               "int8 [2] {-128,0}", "int8 ** 7 wraps");
    // >>> torch.tensor([2, -3], dtype=torch.int8) ** -1
    // RuntimeError: Integers to negative integer powers are not allowed.
    tap_is_str(run, run_elementwise(PROMCAST_OP_POW, b8, int_scalar("-1")).c_str(),
               "invalid_value", "int8 ** -1 is invalid_value");
    // >>> torch.tensor([2, -3], dtype=torch.int8) ** torch.tensor([-1, 2], dtype=torch.int8)
    // tensor([0, 9], dtype=torch.int8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_POW, b8, promcast_array_value(&mixeds)).c_str(),
               "int8 [2] {0,9}", "a tensor of negative integer exponents is not checked");
    // >>> 2 ** torch.tensor([-1, 2], dtype=torch.int8)
    // tensor([0, 4], dtype=torch.int8)
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_POW, int_scalar("2"), promcast_array_value(&mixeds))
                   .c_str(),
               "int8 [2] {0,4}", "2 ** int8 is a 0-d int8 tensor to the power, unchecked");
    // >>> torch.tensor([2, -3], dtype=torch.int8) ** 300
    // RuntimeError: value cannot be converted to type int8_t without overflow
    tap_is_str(run, run_elementwise(PROMCAST_OP_POW, b8, int_scalar("300")).c_str(),
               "scalar_out_of_range", "int8 ** 300: the exponent does not fit int8");
    // >>> 300 ** torch.tensor([2, -3], dtype=torch.int8)
    // RuntimeError: value cannot be converted to type int8 without overflow
    tap_is_str(run, run_elementwise(PROMCAST_OP_POW, int_scalar("300"), b8).c_str(),
               "scalar_out_of_range", "300 ** int8: torch.tensor(300, dtype=int8) refuses");
    // >>> 2.5 ** torch.tensor([2, 3], dtype=torch.uint8)
    // tensor([ 6.2500, 15.6250])
    uint8_t small[2] = {2, 3};
    DLTensor uint8s = vector_of(small, {kDLUInt, 8, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_POW, float_scalar(2.5), promcast_array_value(&uint8s))
                   .c_str(),
               "float32 [2] {6.25,15.625}", "2.5 ** uint8 is the default float");
    // >>> 1e300 ** torch.tensor([1.0, 0.0], dtype=torch.float16)
    // tensor([inf, 1.], dtype=torch.float16)
    uint16_t half_pair[2] = {0x3c00, 0x0000};
    DLTensor halves = vector_of(half_pair, {kDLFloat, 16, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_POW, float_scalar(1e300), promcast_array_value(&halves))
                   .c_str(),
               "float16 [2] {inf,1}", "1e300 ** float16: torch.tensor(1e300, float16) is inf");
    // >>> torch.tensor([float('nan'), 0.0]) ** 0
    // tensor([1., 1.])
    float nan_zero[2] = {std::numeric_limits<float>::quiet_NaN(), 0.0f};
    DLTensor nan_zeros = vector_of(nan_zero, {kDLFloat, 32, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_POW, promcast_array_value(&nan_zeros), int_scalar("0"))
                   .c_str(),
               "float32 [2] {1,1}", "nan ** 0 and 0 ** 0 are 1");
    // >>> torch.tensor([True, False]) ** torch.tensor([True, True])
    // RuntimeError: "pow" not implemented for 'Bool'
    bool flags[2] = {true, false}, trues[2] = {true, true};
    DLTensor bools = vector_of(flags, {PROMCAST_DL_BOOL, 8, 1}, shape2);
    DLTensor true_bools = vector_of(trues, {PROMCAST_DL_BOOL, 8, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_POW, promcast_array_value(&bools),
                               promcast_array_value(&true_bools)).c_str(),
               "unsupported_dtype_for_op", "bool ** bool has no kernel");
    // >>> torch.tensor([True, False]) ** 2
    // tensor([1, 0])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_POW, promcast_array_value(&bools), int_scalar("2"))
                   .c_str(),
               "int64 [2] {1,0}", "bool ** 2 is int64");

    // In place: `x **= 3` is x.pow_(3).
    // >>> x = torch.tensor([2, -3], dtype=torch.int8); x **= 2; x
    // tensor([4, 9], dtype=torch.int8)
    tap_is_str(run, run_inplace(PROMCAST_OP_POW, &bases, int_scalar("2")).c_str(),
               "int8 [2] {4,9}", "int8 **= 2");
    // >>> x **= -2
    // RuntimeError: Integers to negative integer powers are not allowed.
    tap_is_str(run, run_inplace(PROMCAST_OP_POW, &bases, int_scalar("-2")).c_str(),
               "invalid_value", "int8 **= -2 is invalid_value");
    // >>> x **= 0.5
    // RuntimeError: Found dtype Char but expected Float
    tap_is_str(run, run_inplace(PROMCAST_OP_POW, &bases, float_scalar(0.5)).c_str(),
               "cannot_cast", "int8 **= 0.5 is cannot_cast");
    // >>> x **= torch.tensor([2.0, 0.5])
    // RuntimeError: result type Float can't be cast to the desired output type Char
    float exponents[2] = {2.0f, 0.5f};
    DLTensor float_exponents = vector_of(exponents, {kDLFloat, 32, 1}, shape2);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_POW, &bases, promcast_array_value(&float_exponents)).c_str(),
               "cannot_cast", "int8 **= float32 tensor is cannot_cast");
    // >>> f = torch.tensor([2.0, 3.0]); f **= torch.tensor([-1, 2], dtype=torch.int8); f
    // tensor([0.5000, 9.0000])
    float two_three[2] = {2.0f, 3.0f};
    DLTensor floats = vector_of(two_three, {kDLFloat, 32, 1}, shape2);
    tap_is_str(run, run_inplace(PROMCAST_OP_POW, &floats, promcast_array_value(&mixeds)).c_str(),
               "float32 [2] {0.5,9}", "float32 **= int8 tensor");
}

void check_atan2_hypot_logaddexp(tap_run *run) {
    int64_t shape2[1] = {2}, shape1[1] = {1};
    // >>> torch.atan2(torch.tensor([1.0, -0.0]), torch.tensor([-1.0, -1.0]))
    // tensor([ 2.3562, -3.1416])   ('%.9g': 2.3561945, -3.14159274)
    float y[2] = {1.0f, -0.0f}, x[2] = {-1.0f, -1.0f};
    DLTensor ys = vector_of(y, {kDLFloat, 32, 1}, shape2);
    DLTensor xs = vector_of(x, {kDLFloat, 32, 1}, shape2);
    promcast_value fy = promcast_array_value(&ys);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ATAN2, fy, promcast_array_value(&xs)).c_str(),
               "float32 [2] {2.3561945,-3.14159274}", "atan2 by quadrant, -0 kept");
    // >>> torch.atan2(torch.tensor([1, -1], dtype=torch.int8), torch.tensor([0, 0], dtype=torch.int8))
    // tensor([ 1.5708, -1.5708])   ('%.9g': 1.57079637, -1.57079637)
    int8_t i8[2] = {1, -1}, zeros8[2] = {0, 0};
    DLTensor int8s = vector_of(i8, {kDLInt, 8, 1}, shape2);
    DLTensor zero8s = vector_of(zeros8, {kDLInt, 8, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_ATAN2, promcast_array_value(&int8s),
                               promcast_array_value(&zero8s)).c_str(),
               "float32 [2] {1.57079637,-1.57079637}", "atan2 of integers is the default float");
    // >>> torch.atan2(torch.tensor([1.0, -0.0]), 0)
    // TypeError: atan2(): argument 'other' (position 2) must be Tensor, not int
    tap_is_str(run, run_elementwise(PROMCAST_OP_ATAN2, fy, int_scalar("0")).c_str(),
               "unsupported", "atan2 with a Python scalar: unsupported");
    // >>> h = torch.tensor([1.0], dtype=torch.float16); torch.atan2(h, h)
    // RuntimeError: "atan2_cpu" not implemented for 'Half'
    uint16_t half_one[1] = {0x3c00};
    DLTensor half_ones = vector_of(half_one, {kDLFloat, 16, 1}, shape1);
    promcast_value h = promcast_array_value(&half_ones);
    tap_is_str(run, run_elementwise(PROMCAST_OP_ATAN2, h, h).c_str(), "unsupported_dtype_for_op",
               "atan2 of float16 has no kernel in 1.13");
    // >>> f = torch.tensor([1.0, -1.0]); f.atan2_(torch.tensor([0.0, 0.0], dtype=torch.float64)); f
    // tensor([ 1.5708, -1.5708])
    float one_minus_one[2] = {1.0f, -1.0f};
    double zero_pair[2] = {0.0, 0.0};
    DLTensor unit = vector_of(one_minus_one, {kDLFloat, 32, 1}, shape2);
    DLTensor float64_zeros = vector_of(zero_pair, {kDLFloat, 64, 1}, shape2);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_ATAN2, &unit, promcast_array_value(&float64_zeros)).c_str(),
               "float32 [2] {1.57079637,-1.57079637}", "float32.atan2_(float64)");
    // >>> i = torch.tensor([1, -1], dtype=torch.int8); i.atan2_(torch.tensor([0, 0], dtype=torch.int8))
    // RuntimeError: result type Float can't be cast to the desired output type Char
    tap_is_str(run, run_inplace(PROMCAST_OP_ATAN2, &int8s, promcast_array_value(&zero8s)).c_str(),
               "cannot_cast", "int8.atan2_(int8) is cannot_cast");

    // >>> torch.hypot(torch.tensor([3.0, 1e200], dtype=torch.float64),
    // ...             torch.tensor([4.0, 1e200], dtype=torch.float64))
    // tensor([5.0000e+000, 1.4142e+200], dtype=torch.float64)   ('%.17g': 5, 1.414213562373095e+200)
    double hx[2] = {3.0, 1e200}, hy[2] = {4.0, 1e200};
    DLTensor hxs = vector_of(hx, {kDLFloat, 64, 1}, shape2);
    DLTensor hys = vector_of(hy, {kDLFloat, 64, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_HYPOT, promcast_array_value(&hxs),
                               promcast_array_value(&hys)).c_str(),
               "float64 [2] {5,1.414213562373095e+200}", "hypot does not overflow where x*x does");
    // >>> torch.hypot(i, i)   (i int8)
    // RuntimeError: "hypot_cpu" not implemented for 'Char'
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_HYPOT, promcast_array_value(&int8s),
                               promcast_array_value(&int8s)).c_str(),
               "unsupported_dtype_for_op", "hypot of int8 has no kernel");
    // >>> torch.hypot(torch.tensor([3., 5.], dtype=torch.bfloat16),
    // ...             torch.tensor([4., 12.], dtype=torch.bfloat16))
    // tensor([ 5., 13.], dtype=torch.bfloat16)
    uint16_t bf_a[2] = {0x4040, 0x40a0}, bf_b[2] = {0x4080, 0x4140};  // 3, 5; 4, 12
    DLTensor bf_as = vector_of(bf_a, {kDLBfloat, 16, 1}, shape2);
    DLTensor bf_bs = vector_of(bf_b, {kDLBfloat, 16, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_HYPOT, promcast_array_value(&bf_as),
                               promcast_array_value(&bf_bs)).c_str(),
               "bfloat16 [2] {5,13}", "hypot of bfloat16");
    // >>> torch.hypot(torch.tensor([1.0, -0.0]), 4)
    // TypeError: hypot(): argument 'other' (position 2) must be Tensor, not int
    tap_is_str(run, run_elementwise(PROMCAST_OP_HYPOT, fy, int_scalar("4")).c_str(),
               "unsupported", "hypot with a Python scalar: unsupported");
    // >>> f = torch.tensor([3.0, 1e38]); f.hypot_(torch.tensor([4.0, 1e38])); f
    // tensor([5.0000e+00, 1.4142e+38])   ('%.9g': 5, 1.41421352e+38)
    float fx[2] = {3.0f, 1e38f}, fyy[2] = {4.0f, 1e38f};
    DLTensor fxs = vector_of(fx, {kDLFloat, 32, 1}, shape2);
    DLTensor fys = vector_of(fyy, {kDLFloat, 32, 1}, shape2);
    tap_is_str(run, run_inplace(PROMCAST_OP_HYPOT, &fxs, promcast_array_value(&fys)).c_str(),
               "float32 [2] {5,1.41421352e+38}", "float32.hypot_ does not overflow");

    // >>> d = torch.tensor([0.0, 1000.0], dtype=torch.float64); torch.logaddexp(d, d)
    // ('%.17g': 0.69314718055994529, 1000.6931471805599)
    double lx[2] = {0.0, 1000.0}, ly[2] = {0.0, 1000.0};
    DLTensor lxs = vector_of(lx, {kDLFloat, 64, 1}, shape2);
    DLTensor lys = vector_of(ly, {kDLFloat, 64, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LOGADDEXP, promcast_array_value(&lxs),
                               promcast_array_value(&lys)).c_str(),
               "float64 [2] {0.69314718055994529,1000.6931471805599}",
               "logaddexp does not overflow where exp(x) does");
    // >>> c = torch.tensor([1+1j]); torch.logaddexp(c, c)
    // RuntimeError: "logaddexp_cpu" not implemented for 'ComplexFloat'
    float complex_one[2] = {1.0f, 1.0f};
    DLTensor complex64s = vector_of(complex_one, {kDLComplex, 64, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LOGADDEXP, promcast_array_value(&complex64s),
                               promcast_array_value(&complex64s)).c_str(),
               "unsupported_dtype_for_op", "logaddexp of complex has no kernel in 1.13");
    // >>> torch.logaddexp(torch.tensor([1.0, -0.0]), 0)
    // TypeError: logaddexp(): argument 'other' (position 2) must be Tensor, not int
    tap_is_str(run, run_elementwise(PROMCAST_OP_LOGADDEXP, fy, int_scalar("0")).c_str(),
               "unsupported", "logaddexp with a Python scalar: unsupported");
    // In place, torch.logaddexp(d, e, out=d):
    // >>> d = torch.tensor([0.0, 1000.0], dtype=torch.float64)
    // >>> torch.logaddexp(d, torch.tensor([0.0, 1000.0], dtype=torch.float64), out=d); d
    // ('%.17g': 0.69314718055994529, 1000.6931471805599)
    tap_is_str(run,
               run_inplace(PROMCAST_OP_LOGADDEXP, &lxs, promcast_array_value(&lys)).c_str(),
               "float64 [2] {0.69314718055994529,1000.6931471805599}",
               "logaddexp(d, e, out=d)");
    // >>> s = torch.tensor([1, 2], dtype=torch.int16); torch.logaddexp(s, s, out=s)
    // RuntimeError: "logaddexp_cpu" not implemented for 'Short'
    int16_t i16[2] = {1, 2};
    DLTensor int16s = vector_of(i16, {kDLInt, 16, 1}, shape2);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_LOGADDEXP, &int16s, promcast_array_value(&int16s)).c_str(),
               "unsupported_dtype_for_op", "logaddexp of int16 in place has no kernel");
}

void check_shifts(tap_run *run) {
    int64_t shape3[1] = {3}, shape2[1] = {2}, shape1[1] = {1};
    int8_t i8[3] = {-7, 7, 0};
    DLTensor int8s = vector_of(i8, {kDLInt, 8, 1}, shape3);
    promcast_value x8 = promcast_array_value(&int8s);
    // >>> x = torch.tensor([-7, 7, 0], dtype=torch.int8)
    // >>> x << 1, x << torch.tensor([1])
    // (tensor([-14,  14,   0], dtype=torch.int8), tensor([-14,  14,   0]))
    int64_t one[1] = {1};
    DLTensor int64_one = vector_of(one, {kDLInt, 64, 1}, shape1);
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, x8, int_scalar("1")).c_str(),
               "int8 [3] {-14,14,0}", "int8 << 1 stays int8 (__lshift__.Scalar)");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, x8, promcast_array_value(&int64_one))
                   .c_str(),
               "int64 [3] {-14,14,0}", "int8 << int64 tensor is int64");
    // >>> torch.tensor([-7, 7], dtype=torch.int8) >> torch.tensor([1, 2], dtype=torch.int16)
    // tensor([-4,  1], dtype=torch.int16)
    int16_t counts[2] = {1, 2};
    DLTensor int16_counts = vector_of(counts, {kDLInt, 16, 1}, shape2);
    DLTensor int8_pair = vector_of(i8, {kDLInt, 8, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_RIGHT_SHIFT, promcast_array_value(&int8_pair),
                               promcast_array_value(&int16_counts)).c_str(),
               "int16 [2] {-4,1}", "int8 >> int16 is int16, arithmetic (sign-filling)");
    // >>> 3 << torch.tensor([1, 2], dtype=torch.int8), 3 >> torch.tensor([1, 2], dtype=torch.int8)
    // (tensor([ 6, 12], dtype=torch.int8), tensor([1, 0], dtype=torch.int8))
    int8_t one_two[2] = {1, 2};
    DLTensor int8_counts = vector_of(one_two, {kDLInt, 8, 1}, shape2);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, int_scalar("3"),
                               promcast_array_value(&int8_counts)).c_str(),
               "int8 [2] {6,12}", "3 << int8 tensor is torch.bitwise_left_shift(3, x), int8");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_RIGHT_SHIFT, int_scalar("3"),
                               promcast_array_value(&int8_counts)).c_str(),
               "int8 [2] {1,0}", "3 >> int8 tensor is torch.bitwise_right_shift(3, x), int8");
    // >>> torch.tensor([100], dtype=torch.int8) << 1, torch.tensor([200], dtype=torch.uint8) >> 1
    // (tensor([-56], dtype=torch.int8), tensor([100], dtype=torch.uint8))
    int8_t hundred[1] = {100};
    uint8_t two_hundred[1] = {200};
    DLTensor int8_hundred = vector_of(hundred, {kDLInt, 8, 1}, shape1);
    DLTensor uint8_200 = vector_of(two_hundred, {kDLUInt, 8, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, promcast_array_value(&int8_hundred),
                               int_scalar("1")).c_str(),
               "int8 [1] {-56}", "int8 100 << 1 wraps to -56");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_RIGHT_SHIFT, promcast_array_value(&uint8_200),
                               int_scalar("1")).c_str(),
               "uint8 [1] {100}", "uint8 200 >> 1 is logical, 100");

    // Counts out of range: 1.13's CPU kernels shift in C++ with no check
    // (BinaryOpsKernel.cpp, lshift_kernel and rshift_kernel), so int8 and
    // int16, promoted to int, shift out completely up to 31, and int32 and
    // int64 shift by the count modulo their width (x86's shl/sar); current
    // PyTorch gives 0 (<<) and the sign fill (>>) for a negative count or
    // one of at least the width.
    // >>> x = torch.tensor([-7, 7, 0], dtype=torch.int8); x << 8, x >> 8, x << -1, x >> -1
    // (tensor([0, 0, 0], dtype=torch.int8), tensor([-1,  0,  0], dtype=torch.int8),
    //  tensor([0, 0, 0], dtype=torch.int8), tensor([-1,  0,  0], dtype=torch.int8))
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, x8, int_scalar("8")).c_str(),
               "int8 [3] {0,0,0}", "int8 << 8 is 0");
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_RIGHT_SHIFT, x8, int_scalar("8")).c_str(),
               "int8 [3] {-1,0,0}", "int8 >> 8 is the sign fill");
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, x8, int_scalar("-1")).c_str(),
               "int8 [3] {0,0,0}", "int8 << -1 is 0 (1.13: a shift by 31 of the promoted int)");
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_RIGHT_SHIFT, x8, int_scalar("-1")).c_str(),
               "int8 [3] {-1,0,0}", "int8 >> -1 is the sign fill");
    // >>> torch.tensor([1 << 40]) << 64, torch.tensor([-5]) >> 64, torch.tensor([1]) << 65
    // (tensor([1099511627776]), tensor([-5]), tensor([2]))
    // >>> torch.tensor([-5]) << -1
    // tensor([-9223372036854775808])
    int64_t big[1] = {INT64_C(1) << 40}, minus_five[1] = {-5};
    DLTensor int64_big = vector_of(big, {kDLInt, 64, 1}, shape1);
    DLTensor int64_minus_five = vector_of(minus_five, {kDLInt, 64, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, promcast_array_value(&int64_big),
                               int_scalar("64")).c_str(),
               "int64 [1] {1099511627776}", "int64 << 64 leaves it unchanged in 1.13 (count mod 64)");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_RIGHT_SHIFT,
                               promcast_array_value(&int64_minus_five), int_scalar("64")).c_str(),
               "int64 [1] {-5}", "int64 >> 64 leaves it unchanged in 1.13 (count mod 64)");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, promcast_array_value(&int64_one),
                               int_scalar("65")).c_str(),
               "int64 [1] {2}", "int64 1 << 65 is 2 in 1.13 (count mod 64)");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT,
                               promcast_array_value(&int64_minus_five), int_scalar("-1")).c_str(),
               "int64 [1] {-9223372036854775808}", "int64 -5 << -1 shifts by 63 in 1.13");

    // Refusals.
    // >>> torch.tensor([1.5]) >> 1
    // RuntimeError: "rshift_cpu" not implemented for 'Float'
    // >>> torch.tensor([-7, 7, 0], dtype=torch.int8) << 1.5
    // RuntimeError: "lshift_cpu" not implemented for 'Float'
    // >>> torch.tensor([True]) << torch.tensor([True])
    // RuntimeError: "lshift_cpu" not implemented for 'Bool'
    // >>> torch.tensor([True]) << 1
    // tensor([2])
    float one_half[1] = {1.5f};
    bool truth[1] = {true};
    DLTensor float_one_half = vector_of(one_half, {kDLFloat, 32, 1}, shape1);
    DLTensor bools = vector_of(truth, {PROMCAST_DL_BOOL, 8, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_RIGHT_SHIFT,
                               promcast_array_value(&float_one_half), int_scalar("1")).c_str(),
               "unsupported_dtype_for_op", "float32 >> 1 is unsupported_dtype_for_op");
    tap_is_str(run, run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, x8, float_scalar(1.5)).c_str(),
               "unsupported_dtype_for_op", "int8 << 1.5 is float32: unsupported_dtype_for_op");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, promcast_array_value(&bools),
                               promcast_array_value(&bools)).c_str(),
               "unsupported_dtype_for_op", "bool << bool is unsupported_dtype_for_op");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_BITWISE_LEFT_SHIFT, promcast_array_value(&bools),
                               int_scalar("1")).c_str(),
               "int64 [1] {2}", "bool << 1 is int64 (the int scalar's category)");

    // In place: `x <<= y` is __ilshift__, `x >>= y` __irshift__.
    // >>> x = torch.tensor([-7, 7, 0], dtype=torch.int8); x <<= 1; x
    // tensor([-14,  14,   0], dtype=torch.int8)
    tap_is_str(run, run_inplace(PROMCAST_OP_BITWISE_LEFT_SHIFT, &int8s, int_scalar("1")).c_str(),
               "int8 [3] {-14,14,0}", "int8 <<= 1");
    // >>> x = torch.tensor([-7, 7], dtype=torch.int8); x >>= torch.tensor([1, 1]); x
    // tensor([-4,  3], dtype=torch.int8)
    int64_t ones[2] = {1, 1};
    DLTensor int64_ones = vector_of(ones, {kDLInt, 64, 1}, shape2);
    i8[0] = -7, i8[1] = 7;
    tap_is_str(run,
               run_inplace(PROMCAST_OP_BITWISE_RIGHT_SHIFT, &int8_pair,
                           promcast_array_value(&int64_ones)).c_str(),
               "int8 [2] {-4,3}", "int8 >>= int64 tensor: the int64 result casts into int8");
    // >>> x = torch.tensor([-7, 7, 0], dtype=torch.int8); x <<= 1.5
    // RuntimeError: result type Float can't be cast to the desired output type Char
    tap_is_str(run, run_inplace(PROMCAST_OP_BITWISE_LEFT_SHIFT, &int8s, float_scalar(1.5)).c_str(),
               "cannot_cast", "int8 <<= 1.5 is cannot_cast");
    // >>> x = torch.tensor([1.5]); x >>= 1
    // RuntimeError: "rshift_cpu" not implemented for 'Float'
    tap_is_str(run,
               run_inplace(PROMCAST_OP_BITWISE_RIGHT_SHIFT, &float_one_half, int_scalar("1")).c_str(),
               "unsupported_dtype_for_op", "float32 >>= 1 is unsupported_dtype_for_op");
}

void check_logical(tap_run *run) {
    int64_t shape4[1] = {4}, shape3[1] = {3}, shape2[1] = {2}, shape1[1] = {1};
    int8_t i8[3] = {-7, 7, 0};
    float f3[3] = {1.5f, 0.0f, -0.0f};
    DLTensor int8s = vector_of(i8, {kDLInt, 8, 1}, shape3);
    DLTensor floats = vector_of(f3, {kDLFloat, 32, 1}, shape3);
    // >>> torch.logical_and(torch.tensor([-7, 7, 0], dtype=torch.int8),
    // ...                   torch.tensor([1.5, 0, -0.0]))
    // tensor([ True, False, False])
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LOGICAL_AND, promcast_array_value(&int8s),
                               promcast_array_value(&floats)).c_str(),
               "bool [3] {1,0,0}", "logical_and(int8, float32) is bool; -0.0 is false");
    // >>> torch.logical_or(torch.tensor([nan, 0.0, -0.0]), torch.tensor([0.0]))
    // tensor([ True, False, False])
    float nan_zeros[3] = {std::numeric_limits<float>::quiet_NaN(), 0.0f, -0.0f}, zero[1] = {0.0f};
    DLTensor float_nan_zeros = vector_of(nan_zeros, {kDLFloat, 32, 1}, shape3);
    DLTensor float_zero = vector_of(zero, {kDLFloat, 32, 1}, shape1);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LOGICAL_OR, promcast_array_value(&float_nan_zeros),
                               promcast_array_value(&float_zero)).c_str(),
               "bool [3] {1,0,0}", "logical_or: NaN is true");
    // >>> torch.logical_xor(torch.tensor([1+0j, 0j, 1j, complex(0, -0.0)]), torch.zeros(4, dtype=torch.complex64))
    // tensor([ True, False,  True, False])
    float complexes[8] = {1, 0, 0, 0, 0, 1, 0, -0.0f}, complex_zeros[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    DLTensor c64 = vector_of(complexes, {kDLComplex, 64, 1}, shape4);
    DLTensor c64_zeros = vector_of(complex_zeros, {kDLComplex, 64, 1}, shape4);
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LOGICAL_XOR, promcast_array_value(&c64),
                               promcast_array_value(&c64_zeros)).c_str(),
               "bool [4] {1,0,1,0}", "logical_xor of complex: nonzero in either part is true");
    // >>> torch.logical_and(x, 1), torch.logical_and(1, x)
    // TypeError: logical_and(): argument 'other' (position 2) must be Tensor, not int
    // TypeError: logical_and(): argument 'input' (position 1) must be Tensor, not int
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LOGICAL_AND, promcast_array_value(&int8s),
                               int_scalar("1")).c_str(),
               "unsupported", "logical_and(x, 1): unsupported");
    tap_is_str(run,
               run_elementwise(PROMCAST_OP_LOGICAL_OR, int_scalar("1"),
                               promcast_array_value(&int8s)).c_str(),
               "unsupported", "logical_or(1, x): unsupported");
    // In place: the methods logical_and_ etc. write 0 or 1 in a's dtype.
    // >>> x = torch.tensor([1.5, 0.0]); x.logical_or_(torch.tensor([0, 3])); x
    // tensor([1., 1.])
    float pair[2] = {1.5f, 0.0f};
    int64_t zero_three[2] = {0, 3};
    DLTensor float_pair = vector_of(pair, {kDLFloat, 32, 1}, shape2);
    DLTensor int64s = vector_of(zero_three, {kDLInt, 64, 1}, shape2);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_LOGICAL_OR, &float_pair, promcast_array_value(&int64s)).c_str(),
               "float32 [2] {1,1}", "float32.logical_or_(int64) writes 1.0 and 0.0");
    // >>> x = torch.tensor([5, 0], dtype=torch.int8); x.logical_xor_(torch.tensor([True])); x
    // tensor([0, 1], dtype=torch.int8)
    int8_t five_zero[2] = {5, 0};
    DLTensor int8_pair = vector_of(five_zero, {kDLInt, 8, 1}, shape2);
    DLTensor bool_true = vector_of(five_zero, {PROMCAST_DL_BOOL, 8, 1}, shape1);
    bool truth[1] = {true};
    bool_true.data = truth;
    tap_is_str(run,
               run_inplace(PROMCAST_OP_LOGICAL_XOR, &int8_pair, promcast_array_value(&bool_true))
                   .c_str(),
               "int8 [2] {0,1}", "int8.logical_xor_(bool) writes 0 and 1 in int8");
    // >>> x = torch.tensor([True]); x.logical_and_(torch.tensor([2.5])); x
    // tensor([True])       (no cast check: the result is bool, not the common dtype)
    float two_and_half[1] = {2.5f};
    DLTensor float_two_and_half = vector_of(two_and_half, {kDLFloat, 32, 1}, shape1);
    tap_is_str(run,
               run_inplace(PROMCAST_OP_LOGICAL_AND, &bool_true,
                           promcast_array_value(&float_two_and_half)).c_str(),
               "bool [1] {1}", "bool.logical_and_(float32) is allowed");
    tap_is_str(run, run_inplace(PROMCAST_OP_LOGICAL_AND, &bool_true, int_scalar("1")).c_str(),
               "unsupported", "logical_and_ with a Python scalar: unsupported");
}

}  // namespace

int main() {
    // Tensors made here outside the adapter's calls warn too ("ComplexHalf
    // support is experimental"); the adapter's own handler drops them.
    SilentWarnings silent;
    c10::Warning::WarningHandlerGuard quiet(&silent);
    tap_run run;
    tap_start(&run);
    for (const Dtype &dtype : kDtypes) check_dtype(&run, dtype);
    check_refusals(&run);
    check_inplace_strides(&run);
    check_errors(&run);
    check_default_dtype(&run);
    check_scalar_operands(&run);
    check_zero_dim_operands(&run);
    check_scalar_inplace(&run);
    check_comparisons(&run);
    check_nan_comparisons(&run);
    check_minimum(&run);
    check_bitwise_or_xor(&run);
    check_new_inplace(&run);
    check_floor_divide_remainder(&run);
    check_copysign_nextafter(&run);
    check_shifts(&run);
    check_logical(&run);
    check_pow(&run);
    check_atan2_hypot_logaddexp(&run);
    return tap_finish(&run);
}
