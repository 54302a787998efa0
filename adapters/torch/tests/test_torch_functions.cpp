// test_torch_functions.cpp: the PyTorch adapter's functions of several
// arrays (array_function: where, clip, matmul, vecdot, concat, stack,
// broadcast_arrays), called directly on small inputs. Each answer is the
// one Python's torch 1.13 printed on this machine (python3-torch 1.13.1,
// the same build as libtorch-dev), quoted beside it: the result's dtype,
// shape and elements, or the error kind its message means
// (torch_status.cpp). Also: the forms each function takes or refuses,
// results that own their memory, broadcast views into the operands'.
#include <ATen/ATen.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "torch_adapter.h"
#include "torch_status.h"

extern "C" {
#include "tap.h"
}

namespace {

using namespace promcast_torch;

constexpr DLDataType kBool{PROMCAST_DL_BOOL, 8, 1};
constexpr DLDataType kInt8{kDLInt, 8, 1};
constexpr DLDataType kInt16{kDLInt, 16, 1};
constexpr DLDataType kInt64{kDLInt, 64, 1};
constexpr DLDataType kUInt8{kDLUInt, 8, 1};
constexpr DLDataType kFloat16{kDLFloat, 16, 1};
constexpr DLDataType kBFloat16{kDLBfloat, 16, 1};
constexpr DLDataType kFloat32{kDLFloat, 32, 1};
constexpr DLDataType kFloat64{kDLFloat, 64, 1};
constexpr DLDataType kComplex64{kDLComplex, 64, 1};
constexpr DLDataType kComplex128{kDLComplex, 128, 1};

struct Call {
    char message[512] = "";
    promcast_call call{};
    explicit Call(DLDataType default_float = kFloat32) {
        call.default_float = default_float;
        call.message = message;
        call.message_size = sizeof message;
    }
};

// A compact array the test owns, in place (neither copied nor moved: its
// DLTensor points at its own shape and bytes).
class Array {
  public:
    template <typename T>
    Array(DLDataType dtype, std::vector<int64_t> shape, const std::vector<T> &values)
        : shape_(std::move(shape)),
          bytes_(reinterpret_cast<const unsigned char *>(values.data()),
                 reinterpret_cast<const unsigned char *>(values.data()) + values.size() * sizeof(T)) {
        std::memset(&tensor_, 0, sizeof tensor_);
        tensor_.data = bytes_.empty() ? nullptr : bytes_.data();
        tensor_.device.device_type = kDLCPU;
        tensor_.ndim = (int32_t)shape_.size();
        tensor_.dtype = dtype;
        tensor_.shape = shape_.empty() ? nullptr : shape_.data();
    }
    Array(const Array &) = delete;
    Array &operator=(const Array &) = delete;

    promcast_value value() const { return promcast_array_value(&tensor_); }
    const unsigned char *begin() const { return bytes_.data(); }
    const unsigned char *end() const { return bytes_.data() + bytes_.size(); }

  private:
    std::vector<int64_t> shape_;
    std::vector<unsigned char> bytes_;
    DLTensor tensor_;
};

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
promcast_value none_value() {
    promcast_value value{};
    value.kind = PROMCAST_VALUE_NONE;
    return value;
}

struct Axis {
    int32_t kind = PROMCAST_AXIS_DEFAULT;
    int64_t value = 0;
};
const Axis kDefault{};
const Axis kAxisNone{PROMCAST_AXIS_NONE, 0};
Axis axis(int64_t value) { return Axis{PROMCAST_AXIS_GIVEN, value}; }

const char *status_name(int32_t status) {
    switch (status) {
    case PROMCAST_STATUS_INCOMPATIBLE_SHAPES: return "incompatible_shapes";
    case PROMCAST_STATUS_NO_PROMOTION: return "no_promotion";
    case PROMCAST_STATUS_CANNOT_CAST: return "cannot_cast";
    case PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP: return "unsupported_dtype_for_op";
    case PROMCAST_STATUS_SCALAR_OUT_OF_RANGE: return "scalar_out_of_range";
    case PROMCAST_STATUS_INVALID_ARGUMENT: return "invalid_argument";
    case PROMCAST_STATUS_INVALID_VALUE: return "invalid_value";
    case PROMCAST_STATUS_INVALID_AXIS: return "invalid_axis";
    case PROMCAST_STATUS_INVALID_RANK: return "invalid_rank";
    case PROMCAST_STATUS_UNSUPPORTED: return "unsupported";
    case PROMCAST_STATUS_INTERNAL_ERROR: return "internal_error";
    default: return "another status";
    }
}

bool same_dtype(DLDataType a, DLDataType b) {
    return a.code == b.code && a.bits == b.bits && a.lanes == b.lanes;
}

const char *dtype_name(DLDataType dtype) {
    struct Named {
        DLDataType dtype;
        const char *name;
    };
    static const Named kNames[] = {
        {kBool, "bool"},         {kInt8, "int8"},       {kInt16, "int16"},
        {{kDLInt, 32, 1}, "int32"}, {kInt64, "int64"},  {kUInt8, "uint8"},
        {kFloat16, "float16"},   {kBFloat16, "bfloat16"}, {kFloat32, "float32"},
        {kFloat64, "float64"},   {kComplex64, "complex64"}, {kComplex128, "complex128"},
    };
    for (const Named &named : kNames)
        if (same_dtype(named.dtype, dtype)) return named.name;
    return "?";
}

// The element at `data` as Python's torch prints it, to 9 (float32) or 17
// (float64) digits.
std::string element_text(DLDataType dtype, const unsigned char *data) {
    char text[80];
    if (dtype.code == PROMCAST_DL_BOOL) {
        std::snprintf(text, sizeof text, "%d", (int)*data);
    } else if (dtype.code == kDLInt || dtype.code == kDLUInt) {
        long long v = 0;
        bool is_signed = dtype.code == kDLInt;
        if (dtype.bits == 8)
            v = is_signed ? (long long)*(const int8_t *)data : (long long)*data;
        else if (dtype.bits == 16)
            v = *(const int16_t *)data;
        else if (dtype.bits == 32)
            v = *(const int32_t *)data;
        else
            v = *(const int64_t *)data;
        std::snprintf(text, sizeof text, "%lld", v);
    } else if (dtype.code == kDLBfloat) {
        std::snprintf(text, sizeof text, "%.9g",
                      (double)static_cast<float>(*(const c10::BFloat16 *)data));
    } else if (dtype.code == kDLFloat && dtype.bits == 16) {
        std::snprintf(text, sizeof text, "%.9g", (double)static_cast<float>(*(const c10::Half *)data));
    } else if (dtype.code == kDLFloat && dtype.bits == 32) {
        std::snprintf(text, sizeof text, "%.9g", (double)*(const float *)data);
    } else if (dtype.code == kDLFloat && dtype.bits == 64) {
        std::snprintf(text, sizeof text, "%.17g", *(const double *)data);
    } else if (dtype.code == kDLComplex && dtype.bits == 64) {
        const float *parts = (const float *)data;
        std::snprintf(text, sizeof text, "(%.9g,%.9g)", (double)parts[0], (double)parts[1]);
    } else if (dtype.code == kDLComplex && dtype.bits == 128) {
        const double *parts = (const double *)data;
        std::snprintf(text, sizeof text, "(%.17g,%.17g)", parts[0], parts[1]);
    } else {
        std::snprintf(text, sizeof text, "?");
    }
    std::string s = text;
    // Python prints nan where printf may print -nan.
    if (s == "-nan") s = "nan";
    return s;
}

// "int8 [2,3] {..}" in row-major order through the tensor's strides, with
// " (s0,s1)" after the shape when `strides` is set (views).
std::string tensor_text(const DLTensor &t, bool strides) {
    std::string text = std::string(dtype_name(t.dtype)) + " [";
    int64_t count = 1;
    std::vector<int64_t> element_strides((size_t)t.ndim);
    for (int d = t.ndim - 1, compact = 1; d >= 0; d--) {
        element_strides[(size_t)d] = t.strides != nullptr ? t.strides[d] : compact;
        compact *= (int)t.shape[d];
    }
    for (int d = 0; d < t.ndim; d++) {
        text += (d ? "," : "") + std::to_string(t.shape[d]);
        count *= t.shape[d];
    }
    text += "]";
    if (strides) {
        text += " (";
        for (int d = 0; d < t.ndim; d++)
            text += (d ? "," : "") + std::to_string(element_strides[(size_t)d]);
        text += ")";
    }
    text += " {";
    size_t size = (t.dtype.bits * t.dtype.lanes + 7) / 8;
    const unsigned char *base = static_cast<const unsigned char *>(t.data) + t.byte_offset;
    for (int64_t i = 0; i < count; i++) {
        int64_t offset = 0, rest = i;
        for (int d = t.ndim - 1; d >= 0; d--) {
            offset += (rest % t.shape[d]) * element_strides[(size_t)d];
            rest /= t.shape[d];
        }
        text += (i ? "," : "") + element_text(t.dtype, base + offset * (int64_t)size);
    }
    return text + "}";
}

struct Outcome {
    int32_t status = PROMCAST_STATUS_INTERNAL_ERROR;
    std::string text;     // the results, or the status's name
    std::string message;  // call->message
};

// op on `values` through the table function, under `default_float`; the
// results as text (views with their strides), deleted.
Outcome run_function(int32_t op, const std::vector<promcast_value> &values, Axis axis = kDefault,
                     DLDataType default_float = kFloat32, int32_t capacity = -1) {
    AdapterState state;
    Call call(default_float);
    promcast_arguments arguments{};
    arguments.count = (int32_t)values.size();
    arguments.values = values.empty() ? nullptr : values.data();
    arguments.axis_kind = axis.kind;
    arguments.axis = axis.value;
    if (capacity < 0) capacity = op == PROMCAST_OP_BROADCAST_ARRAYS ? (int32_t)values.size() : 1;
    std::vector<DLManagedTensor *> results((size_t)capacity + 1, nullptr);
    int32_t count = -1;
    Outcome outcome;
    outcome.status = array_function(&state, &call.call, op, &arguments, capacity, results.data(),
                                    &count);
    outcome.message = call.message;
    if (outcome.status != PROMCAST_STATUS_OK) {
        outcome.text = status_name(outcome.status);
        return outcome;
    }
    if (count == 0) outcome.text = "none";
    for (int32_t i = 0; i < count; i++) {
        DLManagedTensor *result = results[(size_t)i];
        outcome.text += (i ? " | " : "") +
                        tensor_text(result->dl_tensor, op == PROMCAST_OP_BROADCAST_ARRAYS);
        if (result->deleter != nullptr) result->deleter(result);
    }
    return outcome;
}

std::string run(int32_t op, const std::vector<promcast_value> &values, Axis axis = kDefault,
                DLDataType default_float = kFloat32) {
    return run_function(op, values, axis, default_float).text;
}

void is(tap_run *run, const std::string &got, const char *expected, const char *what) {
    tap_is_str(run, got.c_str(), expected, what);
}

void check_where(tap_run *t) {
    Array b(kBool, {2}, std::vector<uint8_t>{1, 0});
    Array i8(kInt8, {2}, std::vector<int8_t>{1, 2});
    Array i16(kInt16, {2}, std::vector<int16_t>{3, 4});
    Array f32(kFloat32, {2}, std::vector<float>{1.5f, 2.5f});
    Array u8_10(kUInt8, {2}, std::vector<uint8_t>{1, 0});
    Array u8_01(kUInt8, {2}, std::vector<uint8_t>{0, 1});
    Array f32_cond(kFloat32, {2}, std::vector<float>{1, 0});
    Array b3(kBool, {3}, std::vector<uint8_t>{1, 1, 1});
    Array true_0d(kBool, {}, std::vector<uint8_t>{1});
    Array i16_21(kInt16, {2, 1}, std::vector<int16_t>{0, 0});
    Array i16_0d(kInt16, {}, std::vector<int16_t>{7});
    Array f16(kFloat16, {2}, std::vector<c10::Half>{1, 1});
    const int32_t op = PROMCAST_OP_WHERE;
    // >>> b = torch.tensor([True, False]); i8 = torch.tensor([1, 2], dtype=torch.int8)
    // >>> torch.where(b, i8, torch.tensor([3, 4], dtype=torch.int16))
    // tensor([1, 4], dtype=torch.int16)
    is(t, run(op, {b.value(), i8.value(), i16.value()}), "int16 [2] {1,4}",
       "where(b, int8, int16) promotes to int16");
    // >>> torch.where(b, i8, torch.tensor([1.5, 2.5]))
    // tensor([1.0000, 2.5000])
    is(t, run(op, {b.value(), i8.value(), f32.value()}), "float32 [2] {1,2.5}",
       "where(b, int8, float32) promotes to float32");
    // >>> torch.where(b, i8, 3)
    // tensor([1, 3], dtype=torch.int8)
    is(t, run(op, {b.value(), i8.value(), int_scalar("3")}), "int8 [2] {1,3}",
       "where(b, int8, 3): where.ScalarOther, a Python int keeps int8");
    // >>> torch.where(b, i8, 1.5)
    // tensor([1.0000, 1.5000])
    is(t, run(op, {b.value(), i8.value(), float_scalar(1.5)}), "float32 [2] {1,1.5}",
       "where(b, int8, 1.5) is the default float");
    // >>> torch.set_default_dtype(torch.float64); torch.where(b, i8, 1.5)
    // tensor([1.0000, 1.5000])        (float64)
    is(t, run(op, {b.value(), i8.value(), float_scalar(1.5)}, kDefault, kFloat64),
       "float64 [2] {1,1.5}", "where(b, int8, 1.5) under default float64 is float64");
    // >>> torch.where(b, 3, i8)
    // tensor([3, 2], dtype=torch.int8)
    is(t, run(op, {b.value(), int_scalar("3"), i8.value()}), "int8 [2] {3,2}",
       "where(b, 3, int8): where.ScalarSelf");
    // >>> torch.where(b, 3, 4)
    // tensor([3, 4])
    is(t, run(op, {b.value(), int_scalar("3"), int_scalar("4")}), "int64 [2] {3,4}",
       "where(b, 3, 4): where.Scalar, int64");
    // >>> torch.where(b, 3, 4.5)
    // tensor([3.0000, 4.5000])
    is(t, run(op, {b.value(), int_scalar("3"), float_scalar(4.5)}), "float32 [2] {3,4.5}",
       "where(b, 3, 4.5) is the default float");
    // >>> torch.where(b, 1j, 2)
    // tensor([0.+1.j, 2.+0.j])
    is(t, run(op, {b.value(), complex_scalar(0, 1), int_scalar("2")}),
       "complex64 [2] {(0,1),(2,0)}", "where(b, 1j, 2) is complex64");
    // >>> torch.where(b, True, False)
    // tensor([ True, False])
    is(t, run(op, {b.value(), bool_scalar(true), bool_scalar(false)}), "bool [2] {1,0}",
       "where(b, True, False) is bool");
    // >>> torch.where(torch.tensor([1, 0], dtype=torch.uint8), 1, 2)
    // UserWarning: where received a uint8 condition tensor. This behavior is deprecated ...
    // tensor([1, 2])
    is(t, run(op, {u8_10.value(), int_scalar("1"), int_scalar("2")}), "int64 [2] {1,2}",
       "a uint8 condition is taken (deprecated, a warning)");
    // >>> torch.where(torch.tensor([0, 1], dtype=torch.uint8), i8, torch.tensor([3, 4], dtype=torch.int16))
    // tensor([3, 2], dtype=torch.int16)
    is(t, run(op, {u8_01.value(), i8.value(), i16.value()}), "int16 [2] {3,2}",
       "a uint8 condition with int8 and int16");
    // >>> torch.where(torch.tensor([1., 0.]), i8, 2)
    // RuntimeError: where expected condition to be a boolean tensor, but got a tensor with dtype Float
    is(t, run(op, {f32_cond.value(), i8.value(), int_scalar("2")}), "unsupported_dtype_for_op",
       "a float32 condition is unsupported_dtype_for_op");
    // >>> torch.where(torch.ones(3, dtype=torch.bool), i8, i8)
    // RuntimeError: The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0
    is(t, run(op, {b3.value(), i8.value(), i8.value()}), "incompatible_shapes",
       "a condition of shape (3) with (2) is incompatible_shapes");
    // >>> torch.where(b, i8, 300)
    // RuntimeError: value cannot be converted to type int8_t without overflow
    is(t, run(op, {b.value(), i8.value(), int_scalar("300")}), "scalar_out_of_range",
       "where(b, int8, 300): 300 made an int8 tensor, refused");
    // >>> torch.where(b, torch.ones(2, dtype=torch.half), 1e10)
    // RuntimeError: value cannot be converted to type at::Half without overflow
    is(t, run(op, {b.value(), f16.value(), float_scalar(1e10)}), "scalar_out_of_range",
       "where(b, float16, 1e10): refused too");
    // >>> torch.where(b, i8, 2**63)
    // RuntimeError: Overflow when unpacking long
    is(t, run(op, {b.value(), i8.value(), int_scalar("9223372036854775808")}), "unsupported",
       "where(b, int8, 2**63): no c10::Scalar holds it");
    // >>> torch.where(torch.tensor(True), i8, torch.zeros(2, 1, dtype=torch.int16))
    // tensor([[1, 2], [1, 2]], dtype=torch.int16)
    is(t, run(op, {true_0d.value(), i8.value(), i16_21.value()}), "int16 [2,2] {1,2,1,2}",
       "three-way broadcasting with a 0-d condition");
    // >>> torch.where(b, torch.tensor(7, dtype=torch.int16), i8)
    // tensor([7, 2], dtype=torch.int8)
    is(t, run(op, {b.value(), i16_0d.value(), i8.value()}), "int8 [2] {7,2}",
       "a 0-d int16 with a dimensioned int8 is int8");
    // A 0-d tensor beside a Python scalar stays a tensor: where.ScalarOther
    // (where.Scalar, tried after it, would make int64 of the two).
    // >>> torch.where(b, torch.tensor(7, dtype=torch.int16), 3)
    // tensor([7, 3], dtype=torch.int16)
    is(t, run(op, {b.value(), i16_0d.value(), int_scalar("3")}), "int16 [2] {7,3}",
       "where(b, 0-d int16, 3) is int16");
    is(t, run(op, {b.value(), int_scalar("3"), i16_0d.value()}), "int16 [2] {3,7}",
       "where(b, 3, 0-d int16) is int16");
    is(t, run(op, {b.value(), i8.value(), i8.value()}, axis(0)), "invalid_argument",
       "where takes no axis");
    is(t, run(op, {b.value(), i8.value()}), "invalid_argument", "where takes three values");
    is(t, run(op, {bool_scalar(true), i8.value(), i8.value()}), "invalid_argument",
       "where's condition is an array");
    is(t, run(op, {b.value(), none_value(), i8.value()}), "invalid_argument",
       "where takes no None");
}

void check_clip(tap_run *t) {
    Array x(kInt8, {3}, std::vector<int8_t>{1, 2, 5});
    Array i16(kInt16, {3}, std::vector<int16_t>{3, 4, 3});
    Array f32(kFloat32, {3}, std::vector<float>{1.5f, 2.5f, -1});
    Array b(kBool, {3}, std::vector<uint8_t>{1, 0, 1});
    Array c64(kComplex64, {1}, std::vector<c10::complex<float>>{{0, 1}});
    Array zeros21(kFloat32, {2, 1}, std::vector<float>{0, 0});
    Array zeros2(kFloat32, {2}, std::vector<float>{0, 0});
    Array f16(kFloat16, {2}, std::vector<c10::Half>{1, 3});
    Array f16_22(kFloat16, {2}, std::vector<c10::Half>{2, 2});
    Array one_two(kFloat32, {2}, std::vector<float>{1, 2});
    Array nan_zero(kFloat32, {2}, std::vector<float>{NAN, 0});
    Array u8(kUInt8, {3}, std::vector<uint8_t>{1, 0, 7});
    Array f64_0d(kFloat64, {}, std::vector<double>{1.5});
    Array true_0d(kBool, {}, std::vector<uint8_t>{1});
    Array f16_0d(kFloat16, {}, std::vector<c10::Half>{1.5});
    Array three_0d(kInt64, {}, std::vector<int64_t>{3});
    const int32_t op = PROMCAST_OP_CLIP;
    // >>> x = torch.tensor([1, 2, 5], dtype=torch.int8)
    // >>> torch.clamp(x, 2, 3)
    // tensor([2, 2, 3], dtype=torch.int8)
    is(t, run(op, {x.value(), int_scalar("2"), int_scalar("3")}), "int8 [3] {2,2,3}",
       "clamp(int8, 2, 3) stays int8");
    // >>> torch.clamp(x, 1.5, None)
    // tensor([1.5000, 2.0000, 5.0000])
    is(t, run(op, {x.value(), float_scalar(1.5), none_value()}), "float32 [3] {1.5,2,5}",
       "clamp(int8, 1.5, None) promotes to the default float");
    // >>> torch.clamp(x, None, 300)
    // RuntimeError: value cannot be converted to type int8_t without overflow
    is(t, run(op, {x.value(), none_value(), int_scalar("300")}), "scalar_out_of_range",
       "clamp(int8, None, 300): 300 does not fit int8");
    // >>> torch.clamp(x, None, None)
    // RuntimeError: torch.clamp: At least one of 'min' or 'max' must not be None
    Outcome none_none = run_function(op, {x.value(), none_value(), none_value()});
    is(t, none_none.text, "invalid_argument", "clamp(int8, None, None): PyTorch refuses the call");
    tap_ok(t, none_none.message.find("At least one of 'min' or 'max' must not be None") !=
                  std::string::npos,
           "with PyTorch's message: %s", none_none.message.c_str());
    // >>> torch.clamp(x, torch.tensor([3, 4, 3], dtype=torch.int16), None)
    // tensor([3, 4, 5], dtype=torch.int16)
    is(t, run(op, {x.value(), i16.value(), none_value()}), "int16 [3] {3,4,5}",
       "clamp(int8, int16 tensor, None): clamp.Tensor promotes to int16");
    // >>> torch.clamp(x, None, torch.tensor([1.5, 2.5, -1]))
    // tensor([ 1.,  2., -1.])
    is(t, run(op, {x.value(), none_value(), f32.value()}), "float32 [3] {1,2,-1}",
       "clamp(int8, None, float32 tensor) is float32");
    // >>> torch.clamp(x, torch.tensor([3, 4, 3], dtype=torch.int16), 3)
    // TypeError: clamp() received an invalid combination of arguments - got (Tensor, Tensor, int), ...
    Outcome mixed = run_function(op, {x.value(), i16.value(), int_scalar("3")});
    is(t, mixed.text, "unsupported",
       "a tensor bound with a Python scalar bound: no overload, unsupported");
    tap_ok(t, mixed.message.find("got (Tensor, Tensor, int)") != std::string::npos,
           "quoting Python's TypeError: %s", mixed.message.c_str());
    is(t, run(op, {x.value(), int_scalar("3"), i16.value()}), "unsupported",
       "a Python scalar bound with a tensor bound: unsupported");
    // >>> torch.clamp(x, 4, 2)
    // tensor([2, 2, 2], dtype=torch.int8)
    is(t, run(op, {x.value(), int_scalar("4"), int_scalar("2")}), "int8 [3] {2,2,2}",
       "min > max gives max");
    // >>> torch.clamp(x, True, None)
    // tensor([1, 2, 5], dtype=torch.int8)
    is(t, run(op, {x.value(), bool_scalar(true), none_value()}), "int8 [3] {1,2,5}",
       "a bool bound keeps int8");
    // >>> b = torch.tensor([True, False, True]); torch.clamp(b, b, b)
    // RuntimeError: "clamp_cpu" not implemented for 'Bool'
    is(t, run(op, {b.value(), b.value(), b.value()}), "unsupported_dtype_for_op",
       "clamp of bool tensors has no kernel");
    // >>> torch.clamp(b, 0, 1)
    // tensor([1, 0, 1])
    is(t, run(op, {b.value(), int_scalar("0"), int_scalar("1")}), "int64 [3] {1,0,1}",
       "clamp(bool, 0, 1) promotes to int64");
    // >>> torch.clamp(torch.tensor([1j]), 0, 1)
    // RuntimeError: clamp is not supported for complex types
    is(t, run(op, {c64.value(), int_scalar("0"), int_scalar("1")}), "unsupported_dtype_for_op",
       "clamp of complex64 is refused");
    // >>> torch.clamp(x, 1j, None)
    // RuntimeError: clamp is not supported for complex types
    is(t, run(op, {x.value(), complex_scalar(0, 1), none_value()}), "unsupported_dtype_for_op",
       "a complex bound is refused");
    // >>> torch.clamp(torch.tensor([1.5, 2.5, -1]), torch.zeros(2, 1), None)
    // tensor([[1.5000, 2.5000, 0.0000], [1.5000, 2.5000, 0.0000]])
    is(t, run(op, {f32.value(), zeros21.value(), none_value()}),
       "float32 [2,3] {1.5,2.5,0,1.5,2.5,0}", "a bound of shape (2,1) grows the result");
    // >>> torch.clamp(torch.tensor([1.5, 2.5, -1]), torch.zeros(2), None)
    // RuntimeError: The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0
    is(t, run(op, {f32.value(), zeros2.value(), none_value()}), "incompatible_shapes",
       "a bound of shape (2) with (3) is incompatible_shapes");
    // >>> torch.clamp(torch.ones(2, dtype=torch.half), 0, 1)
    // RuntimeError: "clamp_scalar_cpu" not implemented for 'Half'
    is(t, run(op, {f16.value(), int_scalar("0"), int_scalar("1")}), "unsupported_dtype_for_op",
       "clamp(float16, 0, 1) has no CPU kernel in 1.13");
    // >>> torch.clamp(torch.tensor([1, 3], dtype=torch.half), torch.tensor([2, 2], dtype=torch.half))
    // tensor([2., 3.], dtype=torch.float16)
    is(t, run(op, {f16.value(), f16_22.value(), none_value()}), "float16 [2] {2,3}",
       "clamp of float16 by a float16 tensor has one");
    // >>> torch.clamp(torch.tensor([1., 2.]), float('nan'), None)
    // tensor([1., 2.])
    is(t, run(op, {one_two.value(), float_scalar(NAN), none_value()}), "float32 [2] {1,2}",
       "1.13: a NaN Scalar min alone is ignored");
    // >>> torch.clamp(torch.tensor([1., 2.]), float('nan'), float('nan'))
    // tensor([nan, nan])
    is(t, run(op, {one_two.value(), float_scalar(NAN), float_scalar(NAN)}), "float32 [2] {nan,nan}",
       "1.13: NaN Scalar bounds together give NaN");
    // >>> torch.clamp(torch.tensor([1., 2.]), torch.tensor([float('nan'), 0]), None)
    // tensor([nan, 2.])
    is(t, run(op, {one_two.value(), nan_zero.value(), none_value()}), "float32 [2] {nan,2}",
       "a NaN in a tensor bound propagates");
    // >>> torch.clamp(torch.tensor([1, 0, 7], dtype=torch.uint8), -1, None)
    // tensor([255, 255, 255], dtype=torch.uint8)
    is(t, run(op, {u8.value(), int_scalar("-1"), none_value()}), "uint8 [3] {255,255,255}",
       "clamp(uint8, -1, None): -1 becomes 255");
    // >>> torch.clamp(x, torch.tensor(1.5, dtype=torch.float64), None)
    // tensor([1.5000, 2.0000, 5.0000], dtype=torch.float64)
    is(t, run(op, {x.value(), f64_0d.value(), none_value()}), "float64 [3] {1.5,2,5}",
       "a 0-d float64 bound makes int8 float64");
    // A 0-d bound beside a Python scalar is the Scalar overload's: the
    // binding takes the 0-d tensor as its item(), and its dtype is lost.
    // >>> torch.clamp(x, torch.tensor(1.5, dtype=torch.float64), 3)
    // tensor([1.5000, 2.0000, 3.0000])
    is(t, run(op, {x.value(), f64_0d.value(), int_scalar("3")}), "float32 [3] {1.5,2,3}",
       "clamp(int8, 0-d float64, 3): the 0-d bound is a Python float, float32");
    // >>> torch.clamp(x, torch.tensor(True), 3)
    // tensor([1, 2, 3], dtype=torch.int8)
    is(t, run(op, {x.value(), true_0d.value(), int_scalar("3")}), "int8 [3] {1,2,3}",
       "clamp(int8, 0-d bool, 3) is int8");
    is(t, run(op, {x.value(), int_scalar("1"), three_0d.value()}), "int8 [3] {1,2,3}",
       "clamp(int8, 1, 0-d int64) is int8");
    // Two 0-d bounds are tensors: clamp.Tensor, which promotes by them.
    // >>> torch.clamp(x, torch.tensor(1.5, dtype=torch.float16), torch.tensor(3))
    // RuntimeError: "clamp_cpu" not implemented for 'Half'
    is(t, run(op, {x.value(), f16_0d.value(), three_0d.value()}), "unsupported_dtype_for_op",
       "clamp(int8, 0-d float16, 0-d int64) computes in float16, which has no kernel");
    // >>> torch.clamp(x, torch.tensor(1.5, dtype=torch.float16), None)
    // tensor([1.5000, 2.0000, 5.0000], dtype=torch.float16)
    is(t, run(op, {x.value(), f16_0d.value(), none_value()}), "float16 [3] {1.5,2,5}",
       "clamp(int8, 0-d float16, None) is float16");
    is(t, run(op, {x.value(), int_scalar("1"), none_value()}, axis(0)), "invalid_argument",
       "clip takes no axis");
    is(t, run(op, {x.value(), int_scalar("1")}), "invalid_argument", "clip takes three values");
    is(t, run(op, {none_value(), int_scalar("1"), none_value()}), "invalid_argument",
       "clip's x is an array");
}

void check_matmul(tap_run *t) {
    Array a(kInt8, {2, 3}, std::vector<int8_t>{0, 1, 2, 3, 4, 5});
    Array c(kInt8, {3, 2}, std::vector<int8_t>{0, 1, 2, 3, 4, 5});
    Array c16(kInt16, {3, 2}, std::vector<int16_t>{0, 1, 2, 3, 4, 5});
    Array af(kFloat32, {2, 3}, std::vector<float>{0, 1, 2, 3, 4, 5});
    Array v3(kFloat32, {3}, std::vector<float>{1.5f, 2.5f, -1});
    Array one_0d(kFloat32, {}, std::vector<float>{1});
    Array ones2(kFloat32, {2}, std::vector<float>{1, 1});
    Array ones23(kFloat32, {2, 3}, std::vector<float>(6, 1));
    Array ones32(kFloat32, {3, 2}, std::vector<float>(6, 1));
    Array ones232(kFloat32, {2, 3, 2}, std::vector<float>(12, 1));
    Array ones323(kFloat32, {3, 2, 3}, std::vector<float>(18, 1));
    Array ones2132(kFloat32, {2, 1, 3, 2}, std::vector<float>(12, 1));
    Array ones423(kFloat32, {4, 2, 3}, std::vector<float>(24, 1));
    Array b31(kBool, {3, 1}, std::vector<uint8_t>{1, 0, 1});
    Array b13(kBool, {1, 3}, std::vector<uint8_t>{1, 0, 1});
    Array hundreds(kInt8, {2}, std::vector<int8_t>{100, 100});
    Array two_one(kInt8, {2}, std::vector<int8_t>{2, 1});
    Array f16(kFloat16, {2}, std::vector<c10::Half>{1, 1});
    Array c64(kComplex64, {2}, std::vector<c10::complex<float>>{{0, 1}, {2, 0}});
    Array c128(kComplex128, {2}, std::vector<c10::complex<double>>{{0, 1}, {2, 0}});
    Array c64_22(kComplex64, {2, 2}, std::vector<c10::complex<float>>{{0, 1}, {2, 0}, {3, 0}, {4, 0}});
    Array empty20(kFloat32, {2, 0}, std::vector<float>{});
    Array empty03(kFloat32, {0, 3}, std::vector<float>{});
    const int32_t op = PROMCAST_OP_MATMUL;
    // >>> a = torch.arange(6, dtype=torch.int8).reshape(2, 3); c = a.reshape(3, 2)
    // >>> a @ c
    // tensor([[10, 13], [28, 40]], dtype=torch.int8)
    is(t, run(op, {a.value(), c.value()}), "int8 [2,2] {10,13,28,40}", "int8 (2,3) @ (3,2)");
    // >>> a @ c.short()
    // RuntimeError: expected scalar type Char but found Short
    is(t, run(op, {a.value(), c16.value()}), "unsupported_dtype_for_op",
       "int8 @ int16: matmul does not promote");
    // >>> a.float() @ torch.tensor([1.5, 2.5, -1])
    // tensor([0.5000, 9.5000])
    is(t, run(op, {af.value(), v3.value()}), "float32 [2] {0.5,9.5}", "(2,3) @ (3) is (2)");
    // >>> torch.tensor(1.) @ torch.ones(3)
    // RuntimeError: both arguments to matmul need to be at least 1D, but they are 0D and 1D
    is(t, run(op, {one_0d.value(), v3.value()}), "invalid_rank", "a 0-d operand is invalid_rank");
    is(t, run(op, {v3.value(), one_0d.value()}), "invalid_rank", "a 0-d second operand too");
    // >>> v = torch.tensor([1.5, 2.5, -1]); v @ v
    // tensor(9.5000)
    is(t, run(op, {v3.value(), v3.value()}), "float32 [] {9.5}", "(3) @ (3) is 0-d");
    // >>> torch.ones(3) @ torch.ones(2)
    // RuntimeError: inconsistent tensor size, expected tensor [3] and src [2] to have the same number of elements, ...
    is(t, run(op, {v3.value(), ones2.value()}), "incompatible_shapes", "(3) @ (2)");
    // >>> torch.ones(2, 3) @ torch.ones(2, 3)
    // RuntimeError: mat1 and mat2 shapes cannot be multiplied (2x3 and 2x3)
    is(t, run(op, {ones23.value(), ones23.value()}), "incompatible_shapes", "(2,3) @ (2,3)");
    // >>> torch.ones(3, 2) @ torch.ones(3)
    // RuntimeError: size mismatch, got 3, 3x2,3
    is(t, run(op, {ones32.value(), v3.value()}), "incompatible_shapes", "(3,2) @ (3)");
    // >>> torch.ones(2, 3, 2) @ torch.ones(2, 3, 2)
    // RuntimeError: Expected size for first two dimensions of batch2 tensor to be: [2, 2] but got: [2, 3].
    is(t, run(op, {ones232.value(), ones232.value()}), "incompatible_shapes", "(2,3,2) @ (2,3,2)");
    // >>> torch.ones(2, 3, 2) @ torch.ones(3, 2, 3)
    // RuntimeError: The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0
    is(t, run(op, {ones232.value(), ones323.value()}), "incompatible_shapes",
       "batch sizes 2 and 3 do not broadcast");
    // >>> (torch.ones(2, 1, 3, 2) @ torch.ones(4, 2, 3)).shape
    // torch.Size([2, 4, 3, 3])         (every element 2.)
    is(t, run(op, {ones2132.value(), ones423.value()}),
       "float32 [2,4,3,3] {2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,"
       "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2}",
       "batch dimensions broadcast");
    // >>> b = torch.tensor([True, False, True]); b.reshape(3, 1) @ b.reshape(1, 3)
    // RuntimeError: "addmm_impl_cpu_" not implemented for 'Bool'
    is(t, run(op, {b31.value(), b13.value()}), "unsupported_dtype_for_op", "bool has no kernel");
    // >>> torch.tensor([100, 100], dtype=torch.int8) @ torch.tensor([2, 1], dtype=torch.int8)
    // tensor(44, dtype=torch.int8)
    is(t, run(op, {hundreds.value(), two_one.value()}), "int8 [] {44}", "int8 sums wrap");
    // >>> torch.ones(2, dtype=torch.half) @ torch.ones(2, dtype=torch.half)
    // RuntimeError: "dot" not implemented for 'Half'
    is(t, run(op, {f16.value(), f16.value()}), "unsupported_dtype_for_op",
       "float16 has no CPU kernel in 1.13");
    // >>> m = torch.tensor([[1j, 2], [3, 4]]); m @ m
    // tensor([[ 5.+0.j,  8.+2.j], [12.+3.j, 22.+0.j]])
    is(t, run(op, {c64_22.value(), c64_22.value()}), "complex64 [2,2] {(5,0),(8,2),(12,3),(22,0)}",
       "complex64 (2,2) @ (2,2)");
    // Debian's build calls the Fortran cdotu_ and zdotu_ through a result
    // pointer that the reference BLAS, which returns complex values in
    // registers, never writes (README.md): 1-D @ 1-D complex is 0.
    // >>> torch.tensor([1j, 2]) @ torch.tensor([1j, 2])
    // tensor(0.+0.j)
    is(t, run(op, {c64.value(), c64.value()}), "complex64 [] {(0,0)}",
       "complex64 (2) @ (2) is 0 in this build, not 3 (as Python's torch)");
    is(t, run(op, {c128.value(), c128.value()}), "complex128 [] {(0,0)}",
       "complex128 (2) @ (2) is 0 too");
    // >>> torch.ones(2, 0) @ torch.ones(0, 3)
    // tensor([[0., 0., 0.], [0., 0., 0.]])
    is(t, run(op, {empty20.value(), empty03.value()}), "float32 [2,3] {0,0,0,0,0,0}",
       "an empty contraction gives zeros");
    is(t, run(op, {v3.value(), v3.value()}, axis(0)), "invalid_argument", "matmul takes no axis");
    is(t, run(op, {v3.value(), float_scalar(2)}), "invalid_argument", "matmul takes no scalar");
}

void check_vecdot(tap_run *t) {
    Array v3(kFloat32, {3}, std::vector<float>{1.5f, 2.5f, -1});
    Array v3_64(kFloat64, {3}, std::vector<double>{1.5, 2.5, -1});
    Array i8(kInt8, {2}, std::vector<int8_t>{1, 2});
    Array ones213(kFloat32, {2, 1, 3}, std::vector<float>(6, 1));
    Array ones43(kFloat32, {4, 3}, std::vector<float>(12, 1));
    Array ones21(kFloat32, {2, 1}, std::vector<float>(2, 1));
    Array ones23(kFloat32, {2, 3}, std::vector<float>(6, 1));
    Array ones22(kFloat32, {2, 2}, std::vector<float>(4, 1));
    Array c64_22(kComplex64, {2, 2}, std::vector<c10::complex<float>>{{0, 1}, {2, 0}, {3, 0}, {4, 0}});
    Array c64(kComplex64, {2}, std::vector<c10::complex<float>>{{0, 1}, {2, 0}});
    Array two(kFloat32, {}, std::vector<float>{2});
    Array three(kFloat32, {}, std::vector<float>{3});
    Array bf16(kBFloat16, {2}, std::vector<c10::BFloat16>{1.5f, 2.5f});
    Array f16(kFloat16, {2}, std::vector<c10::Half>{1, 1});
    const int32_t op = PROMCAST_OP_VECDOT;
    // >>> v = torch.tensor([1.5, 2.5, -1]); torch.linalg.vecdot(v, v)
    // tensor(9.5000)
    is(t, run(op, {v3.value(), v3.value()}), "float32 [] {9.5}", "vecdot of float32 (3)");
    // >>> torch.linalg.vecdot(i8, i8)
    // RuntimeError: linalg.vecdot: Expected a floating point or complex tensor as input. Got Char
    is(t, run(op, {i8.value(), i8.value()}), "unsupported_dtype_for_op",
       "vecdot of int8: floating and complex only");
    // >>> torch.linalg.vecdot(v, v.double())
    // RuntimeError: linalg.vecdot: Expected x and y to have the same dtype, but found x of type Float and y of type Double instead
    is(t, run(op, {v3.value(), v3_64.value()}), "unsupported_dtype_for_op",
       "vecdot of float32 and float64: no promotion");
    // >>> torch.linalg.vecdot(torch.ones(2, 1, 3), torch.ones(4, 3))
    // tensor([[3., 3., 3., 3.], [3., 3., 3., 3.]])
    is(t, run(op, {ones213.value(), ones43.value()}), "float32 [2,4] {3,3,3,3,3,3,3,3}",
       "vecdot broadcasts the batch dimensions");
    // >>> torch.linalg.vecdot(torch.ones(2, 1), torch.ones(2, 3))
    // tensor([3., 3.])
    is(t, run(op, {ones21.value(), ones23.value()}), "float32 [2] {3,3}",
       "vecdot broadcasts the contracted axis too (size 1 to 3)");
    // >>> torch.linalg.vecdot(torch.ones(2, 3), torch.ones(2, 2))
    // RuntimeError: The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1
    is(t, run(op, {ones23.value(), ones22.value()}), "incompatible_shapes",
       "contracted sizes 3 and 2");
    // >>> torch.linalg.vecdot(torch.ones(2, 3), torch.ones(2, 3), dim=0)
    // tensor([2., 2., 2.])
    is(t, run(op, {ones23.value(), ones23.value()}, axis(0)), "float32 [3] {2,2,2}", "dim=0");
    // >>> torch.linalg.vecdot(torch.ones(2, 3), torch.ones(2, 3), dim=2)
    // IndexError: Dimension out of range (expected to be in range of [-2, 1], but got 2)
    is(t, run(op, {ones23.value(), ones23.value()}, axis(2)), "invalid_axis", "dim=2 of rank 2");
    is(t, run(op, {ones23.value(), ones23.value()}, axis(-3)), "invalid_axis", "dim=-3 of rank 2");
    // >>> torch.linalg.vecdot(torch.ones(2, 3), torch.ones(2, 3), dim=2**62)
    // IndexError: Dimension out of range (expected to be in range of [-2, 1], but got 4611686018427387904)
    is(t, run(op, {ones23.value(), ones23.value()}, axis(INT64_C(1) << 62)), "invalid_axis",
       "dim=2**62");
    // >>> m = torch.tensor([[1j, 2], [3, 4]]); torch.linalg.vecdot(m, m)
    // tensor([ 5.+0.j, 25.+0.j])
    is(t, run(op, {c64_22.value(), c64_22.value()}), "complex64 [2] {(5,0),(25,0)}",
       "complex vecdot conjugates x1");
    // >>> torch.linalg.vecdot(torch.tensor([1j, 2]), torch.tensor([1j, 2]))
    // tensor(0.+0.j)           (vdot through Debian's BLAS: README.md; 5 is right)
    is(t, run(op, {c64.value(), c64.value()}), "complex64 [] {(0,0)}",
       "complex64 (2) with (2) is 0 in this build, as Python's torch");
    // >>> torch.linalg.vecdot(torch.tensor(2.), torch.tensor(3.))
    // tensor(6.)
    is(t, run(op, {two.value(), three.value()}), "float32 [] {6}", "two 0-d tensors: 6");
    // >>> b = torch.tensor([1.5, 2.5]).bfloat16(); torch.linalg.vecdot(b, b)
    // tensor(8.5000, dtype=torch.bfloat16)
    is(t, run(op, {bf16.value(), bf16.value()}), "bfloat16 [] {8.5}", "bfloat16 has a kernel");
    // >>> torch.linalg.vecdot(torch.ones(2).half(), torch.ones(2).half())
    // RuntimeError: "dot" not implemented for 'Half'
    is(t, run(op, {f16.value(), f16.value()}), "unsupported_dtype_for_op", "float16 has none");
    is(t, run(op, {v3.value(), v3.value()}, kAxisNone), "invalid_argument",
       "vecdot takes no axis=None");
}

void check_concat(tap_run *t) {
    Array i8(kInt8, {2}, std::vector<int8_t>{1, 2});
    Array i16(kInt16, {2}, std::vector<int16_t>{3, 4});
    Array f32(kFloat32, {2}, std::vector<float>{1.5f, 2.5f});
    Array b(kBool, {2}, std::vector<uint8_t>{1, 0});
    Array one_0d(kInt64, {}, std::vector<int64_t>{1});
    Array two_0d(kInt64, {}, std::vector<int64_t>{2});
    Array ones23(kFloat32, {2, 3}, std::vector<float>(6, 1));
    Array zeros23(kFloat32, {2, 3}, std::vector<float>(6, 0));
    Array zeros22(kFloat32, {2, 2}, std::vector<float>(4, 0));
    Array ones3(kFloat32, {3}, std::vector<float>(3, 1));
    Array empty_f64(kFloat64, {0}, std::vector<double>{});
    Array empty_f32(kFloat32, {0}, std::vector<float>{});
    Array empty_i8(kInt8, {0}, std::vector<int8_t>{});
    const int32_t op = PROMCAST_OP_CONCAT;
    // >>> torch.cat([i8, torch.tensor([3, 4], dtype=torch.int16)])
    // tensor([1, 2, 3, 4], dtype=torch.int16)
    is(t, run(op, {i8.value(), i16.value()}), "int16 [4] {1,2,3,4}", "cat promotes int8, int16");
    // >>> torch.cat([i8, torch.tensor([1.5, 2.5]), torch.tensor([True, False])])
    // tensor([1.0000, 2.0000, 1.5000, 2.5000, 1.0000, 0.0000])
    is(t, run(op, {i8.value(), f32.value(), b.value()}), "float32 [6] {1,2,1.5,2.5,1,0}",
       "cat promotes over all three");
    // >>> torch.cat([torch.tensor(1), torch.tensor(2)])
    // RuntimeError: zero-dimensional tensor (at position 0) cannot be concatenated
    is(t, run(op, {one_0d.value(), two_0d.value()}), "invalid_rank", "0-d tensors: invalid_rank");
    // >>> torch.cat([])
    // RuntimeError: torch.cat(): expected a non-empty list of Tensors
    is(t, run(op, {}), "invalid_argument", "no tensors: invalid_argument");
    // >>> torch.cat([torch.ones(2, 3), torch.ones(2, 2)])
    // RuntimeError: Sizes of tensors must match except in dimension 0. Expected size 3 but got size 2 for tensor number 1 in the list.
    is(t, run(op, {ones23.value(), zeros22.value()}), "incompatible_shapes",
       "(2,3) and (2,2) along 0");
    // >>> torch.cat([torch.ones(2, 3), torch.zeros(2, 2)], 1)
    // tensor([[1., 1., 1., 0., 0.], [1., 1., 1., 0., 0.]])
    is(t, run(op, {ones23.value(), zeros22.value()}, axis(1)), "float32 [2,5] {1,1,1,0,0,1,1,1,0,0}",
       "(2,3) and (2,2) along 1");
    // >>> torch.cat([torch.ones(2, 3), torch.ones(3)])
    // RuntimeError: Tensors must have same number of dimensions: got 2 and 1
    is(t, run(op, {ones23.value(), ones3.value()}), "incompatible_shapes", "ranks 2 and 1");
    // >>> torch.cat([torch.ones(2, 3), torch.ones(0, dtype=torch.float64)])
    // tensor([[1., 1., 1.], [1., 1., 1.]], dtype=torch.float64)
    is(t, run(op, {ones23.value(), empty_f64.value()}), "float64 [2,3] {1,1,1,1,1,1}",
       "a 1-D empty tensor is skipped for shapes (legacy) but counts for the dtype");
    // >>> torch.cat([torch.ones(2, 3), torch.ones(0)], 1)
    // tensor([[1., 1., 1.], [1., 1., 1.]])
    is(t, run(op, {ones23.value(), empty_f32.value()}, axis(1)), "float32 [2,3] {1,1,1,1,1,1}",
       "... along 1 too");
    // >>> torch.cat([torch.ones(2, 3), torch.ones(0)], 5)
    // IndexError: Dimension out of range (expected to be in range of [-2, 1], but got 5)
    is(t, run(op, {ones23.value(), empty_f32.value()}, axis(5)), "invalid_axis",
       "... but the axis still has to be in range");
    // >>> torch.cat([torch.ones(2, 3), torch.ones(2, 3)], 2)
    // IndexError: Dimension out of range (expected to be in range of [-2, 1], but got 2)
    is(t, run(op, {ones23.value(), ones23.value()}, axis(2)), "invalid_axis", "axis 2 of rank 2");
    // >>> torch.cat([torch.ones(2, 3), torch.zeros(2, 3)], -1)
    // tensor([[1., 1., 1., 0., 0., 0.], [1., 1., 1., 0., 0., 0.]])
    is(t, run(op, {ones23.value(), zeros23.value()}, axis(-1)),
       "float32 [2,6] {1,1,1,0,0,0,1,1,1,0,0,0}", "axis -1");
    // >>> torch.cat([torch.ones(0, dtype=torch.int8), torch.ones(0)])
    // tensor([])
    is(t, run(op, {empty_i8.value(), empty_f32.value()}), "float32 [0] {}",
       "only empty tensors: empty, promoted");
    Outcome no_axis = run_function(op, {i8.value(), i8.value()}, kAxisNone);
    is(t, no_axis.text, "unsupported", "axis=None: torch.cat has none, unsupported");
    tap_ok(t, no_axis.message.find("torch.cat has no axis=None") != std::string::npos,
           "saying so: %s", no_axis.message.c_str());
    is(t, run(op, {i8.value(), int_scalar("3")}), "invalid_argument", "concat takes no scalar");

    // One tensor: a new tensor, not the runner's memory (adapter.h, OWNERSHIP).
    AdapterState state;
    Call call;
    promcast_value one = i8.value();
    promcast_arguments arguments{1, &one, PROMCAST_AXIS_DEFAULT, 0};
    DLManagedTensor *result = nullptr;
    int32_t count = 0;
    int32_t status = array_function(&state, &call.call, op, &arguments, 1, &result, &count);
    bool owned = status == PROMCAST_STATUS_OK && count == 1 && result != nullptr;
    if (owned) {
        const auto *data = static_cast<const unsigned char *>(result->dl_tensor.data) +
                           result->dl_tensor.byte_offset;
        owned = data < i8.begin() || data >= i8.end();
        is(t, tensor_text(result->dl_tensor, false), "int8 [2] {1,2}", "cat of one tensor");
        if (result->deleter != nullptr) result->deleter(result);
    }
    tap_ok(t, owned, "cat of one tensor is a new tensor, not a view of the operand");
}

void check_stack(tap_run *t) {
    Array i8(kInt8, {2}, std::vector<int8_t>{1, 2});
    Array i16(kInt16, {2}, std::vector<int16_t>{3, 4});
    Array ones23(kFloat32, {2, 3}, std::vector<float>(6, 1));
    Array ones22(kFloat32, {2, 2}, std::vector<float>(4, 1));
    Array one_0d(kInt64, {}, std::vector<int64_t>{1});
    Array two_0d(kFloat32, {}, std::vector<float>{2});
    Array empty(kFloat32, {0}, std::vector<float>{});
    Array ones2(kFloat32, {2}, std::vector<float>{1, 1});
    const int32_t op = PROMCAST_OP_STACK;
    // >>> torch.stack([i8, torch.tensor([3, 4], dtype=torch.int16)])
    // tensor([[1, 2], [3, 4]], dtype=torch.int16)
    is(t, run(op, {i8.value(), i16.value()}), "int16 [2,2] {1,2,3,4}", "stack promotes");
    // >>> torch.stack([])
    // RuntimeError: stack expects a non-empty TensorList
    is(t, run(op, {}), "invalid_argument", "no tensors: invalid_argument");
    // >>> torch.stack([torch.ones(2, 3), torch.ones(2, 2)])
    // RuntimeError: stack expects each tensor to be equal size, but got [2, 3] at entry 0 and [2, 2] at entry 1
    is(t, run(op, {ones23.value(), ones22.value()}), "incompatible_shapes", "(2,3) and (2,2)");
    // >>> torch.stack([i8, i16], 1)
    // tensor([[1, 3], [2, 4]], dtype=torch.int16)
    is(t, run(op, {i8.value(), i16.value()}, axis(1)), "int16 [2,2] {1,3,2,4}", "axis 1");
    // >>> torch.stack([i8, i16], 2)
    // IndexError: Dimension out of range (expected to be in range of [-2, 1], but got 2)
    is(t, run(op, {i8.value(), i16.value()}, axis(2)), "invalid_axis",
       "axis 2: the result's rank is 2");
    // >>> torch.stack([i8, i16], -2)
    // tensor([[1, 2], [3, 4]], dtype=torch.int16)
    is(t, run(op, {i8.value(), i16.value()}, axis(-2)), "int16 [2,2] {1,2,3,4}", "axis -2");
    is(t, run(op, {i8.value(), i16.value()}, axis(-3)), "invalid_axis", "axis -3");
    // >>> torch.stack([torch.tensor(1), torch.tensor(2.)])
    // tensor([1., 2.])
    is(t, run(op, {one_0d.value(), two_0d.value()}), "float32 [2] {1,2}",
       "0-d tensors stack, promoted");
    // >>> torch.stack([torch.ones(0), torch.ones(2)])
    // RuntimeError: stack expects each tensor to be equal size, but got [0] at entry 0 and [2] at entry 1
    is(t, run(op, {empty.value(), ones2.value()}), "incompatible_shapes",
       "no legacy skip of empty tensors in stack");
    is(t, run(op, {i8.value(), i16.value()}, kAxisNone), "invalid_argument",
       "stack takes no axis=None");
}

void check_broadcast_arrays(tap_run *t) {
    Array i8(kInt8, {2}, std::vector<int8_t>{1, 2});
    Array f64(kFloat64, {3, 1}, std::vector<double>{1, 2, 3});
    Array ones3(kFloat32, {3}, std::vector<float>(3, 1));
    Array seven(kInt64, {}, std::vector<int64_t>{7});
    Array ones22(kFloat32, {2, 2}, std::vector<float>(4, 1));
    const int32_t op = PROMCAST_OP_BROADCAST_ARRAYS;
    // >>> [(v.dtype, v.shape, v.stride()) for v in torch.broadcast_tensors(i8, torch.tensor([[1.], [2], [3]], dtype=torch.float64))]
    // [(torch.int8, torch.Size([3, 2]), (0, 1)), (torch.float64, torch.Size([3, 2]), (1, 0))]
    is(t, run(op, {i8.value(), f64.value()}),
       "int8 [3,2] (0,1) {1,2,1,2,1,2} | float64 [3,2] (1,0) {1,1,2,2,3,3}",
       "views with stride 0, dtypes kept");
    // >>> torch.broadcast_tensors()
    // ()
    is(t, run(op, {}), "none", "no arrays: no views");
    // >>> torch.broadcast_tensors(i8, torch.ones(3))
    // RuntimeError: The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0
    is(t, run(op, {i8.value(), ones3.value()}), "incompatible_shapes", "(2) and (3)");
    // >>> torch.broadcast_tensors(torch.tensor(7), torch.ones(2, 2))
    // strides (0, 0) and (2, 1)
    is(t, run(op, {seven.value(), ones22.value()}),
       "int64 [2,2] (0,0) {7,7,7,7} | float32 [2,2] (2,1) {1,1,1,1}", "a 0-d array broadcast");
    is(t, run(op, {i8.value()}), "int8 [2] (1) {1,2}", "one array: itself");
    is(t, run(op, {i8.value(), f64.value()}, axis(0)), "invalid_argument",
       "broadcast_arrays takes no axis");
    is(t, run(op, {i8.value(), int_scalar("1")}), "invalid_argument",
       "broadcast_arrays takes no scalar");
    is(t, run_function(op, {i8.value(), f64.value()}, kDefault, kFloat32, 1).text,
       "invalid_argument", "two views, room for one: refused, nothing leaked");
    // No profile: a zero default_float is not looked at.
    is(t, run(op, {i8.value()}, kDefault, DLDataType{0, 0, 0}), "int8 [2] (1) {1,2}",
       "broadcast_arrays reads no default_float");

    // The views point into the operands' memory.
    AdapterState state;
    Call call;
    promcast_value values[2] = {i8.value(), f64.value()};
    promcast_arguments arguments{2, values, PROMCAST_AXIS_DEFAULT, 0};
    DLManagedTensor *results[2] = {nullptr, nullptr};
    int32_t count = 0;
    int32_t status = array_function(&state, &call.call, op, &arguments, 2, results, &count);
    bool into = status == PROMCAST_STATUS_OK && count == 2;
    const Array *sources[2] = {&i8, &f64};
    for (int32_t i = 0; into && i < 2; i++) {
        const auto *data = static_cast<const unsigned char *>(results[i]->dl_tensor.data) +
                           results[i]->dl_tensor.byte_offset;
        into = data == sources[i]->begin();
    }
    tap_ok(t, into, "each view points at its operand's memory");
    for (int32_t i = 0; i < count && status == PROMCAST_STATUS_OK; i++)
        if (results[i]->deleter != nullptr) results[i]->deleter(results[i]);
}

void check_forms(tap_run *t) {
    Array i8(kInt8, {2}, std::vector<int8_t>{1, 2});
    is(t, run(PROMCAST_OP_ADD, {i8.value(), i8.value()}), "invalid_argument",
       "array_function refuses an element-wise op id");
    is(t, run(PROMCAST_OP_WHERE, {i8.value(), i8.value(), i8.value()}, kDefault, kInt8),
       "invalid_argument", "a default_float that is not a float is refused");
    AdapterState state;
    Call call;
    int32_t count = 0;
    DLManagedTensor *result = nullptr;
    tap_is_int(t, array_function(&state, &call.call, PROMCAST_OP_MATMUL, nullptr, 1, &result, &count),
               PROMCAST_STATUS_INVALID_ARGUMENT, "NULL arguments are refused");
    promcast_arguments arguments{2, nullptr, PROMCAST_AXIS_DEFAULT, 0};
    tap_is_int(t, array_function(&state, &call.call, PROMCAST_OP_MATMUL, &arguments, 1, &result, &count),
               PROMCAST_STATUS_INVALID_ARGUMENT, "two values at NULL are refused");
}

}  // namespace

int main() {
    // PyTorch warns ("where received a uint8 condition tensor"); the
    // adapter's own handler drops such warnings during its calls.
    SilentWarnings silent;
    c10::Warning::WarningHandlerGuard quiet(&silent);
    tap_run run;
    tap_start(&run);
    check_where(&run);
    check_clip(&run);
    check_matmul(&run);
    check_vecdot(&run);
    check_concat(&run);
    check_stack(&run);
    check_broadcast_arrays(&run);
    check_forms(&run);
    return tap_finish(&run);
}
