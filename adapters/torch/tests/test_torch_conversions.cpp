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
//   - the default dtype is back after a call that set it.
#include <ATen/ATen.h>
#include <c10/core/DefaultDtype.h>

#include <cstring>
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
    uint32_t mask = 0;
    for (const Dtype &dtype : kDtypes) {
        static const char *const names[] = {"bool", "int8", "int16", "int32", "int64", "uint8",
                                            "uint16", "uint32", "uint64", "float16", "bfloat16",
                                            "float32", "float64", "complex32", "complex64",
                                            "complex128"};
        for (uint32_t i = 0; i < sizeof names / sizeof names[0]; i++)
            if (std::strcmp(names[i], dtype.name) == 0) mask |= 1u << i;
    }
    tap_is_uint(run, claimed_dtypes(), mask, "the claimed dtypes are exactly the table's");
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
    int32_t status = binary_inplace(&state, &call.call, PROMCAST_OP_ADD, &a, &b);
    const int32_t expected[7] = {-9, 11, -1, 22, -1, 33, -1};
    tap_ok(run, status == PROMCAST_STATUS_OK && std::memcmp(a_memory, expected, sizeof expected) == 0,
           "add_ writes through a's strides and byte offset, and nowhere else");
    bool a_mask[4] = {true, false, true, false};
    int64_t shape2[1] = {2};
    DLTensor mask = cpu_tensor(a_mask, {PROMCAST_DL_BOOL, 8, 1}, 1, shape2, stride2, 0);
    bool other[2] = {true, true};
    DLTensor operand = cpu_tensor(other, {PROMCAST_DL_BOOL, 8, 1}, 1, shape2, nullptr, 0);
    status = binary_inplace(&state, &call.call, PROMCAST_OP_MAXIMUM, &mask, &operand);
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
    operands[1].scalar_kind = PROMCAST_SCALAR_FLOAT;
    DLDataType answer{};
    caffe2::TypeMeta before = c10::get_default_dtype();
    int32_t status = result_type(&state, &call.call, 2, operands, &answer);
    tap_ok(run, status == PROMCAST_STATUS_OK && same_dtype(answer, {kDLFloat, 64, 1}),
           "int32 tensor + float scalar under default float64 is float64");
    tap_ok(run, c10::get_default_dtype() == before, "the default dtype is restored after the call");
    operands[1].scalar_kind = PROMCAST_SCALAR_INT;
    operands[1].has_value = 1;
    operands[1].int_text = "9223372036854775808";
    status = result_type(&state, &call.call, 2, operands, &answer);
    tap_is_int(run, status, PROMCAST_STATUS_UNSUPPORTED,
               "a Python int beyond int64 cannot be handed to libtorch");
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
    return tap_finish(&run);
}
