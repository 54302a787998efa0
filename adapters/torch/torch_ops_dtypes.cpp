// torch_ops_dtypes.cpp: promote_types, result_type, can_cast
// (torch_adapter.h).
#include <ATen/ScalarOps.h>
#include <ATen/native/TypeProperties.h>
#include <ATen/ops/can_cast.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/promote_types.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "torch_adapter.h"
#include "torch_dtype.h"
#include "torch_status.h"

namespace promcast_torch {
namespace {

int32_t scalar_type_argument(const promcast_call *call, DLDataType dl, const char *role,
                             c10::ScalarType *type) {
    if (scalar_type_of(dl, type)) return PROMCAST_STATUS_OK;
    return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                  "%s has dtype code %u bits %u lanes %u, which PyTorch 1.13 lacks", role, dl.code,
                  dl.bits, dl.lanes);
}

int32_t dtype_result(const promcast_call *call, c10::ScalarType type, DLDataType *result) {
    if (dl_dtype_of(type, result)) return PROMCAST_STATUS_OK;
    return report(call, PROMCAST_STATUS_INTERNAL_ERROR,
                  "PyTorch answered %s, a dtype outside the ABI's table", c10::toString(type));
}

// The c10::Scalar a Python scalar becomes in PyTorch's Python binding
// (torch/csrc/utils/python_arg_parser.cpp, PythonArgs::scalar_slow): bool,
// int64, double or complex<double>. A scalar the case gives no value gets
// its kind's zero (the torch profile does not look at values).
int32_t scalar_of(const promcast_call *call, const promcast_operand &operand, int index,
                  c10::Scalar *scalar) {
    switch (operand.scalar_kind) {
    case PROMCAST_SCALAR_BOOL:
        *scalar = c10::Scalar(operand.has_value && operand.int_text != nullptr &&
                              std::strcmp(operand.int_text, "True") == 0);
        return PROMCAST_STATUS_OK;
    case PROMCAST_SCALAR_INT: {
        if (!operand.has_value || operand.int_text == nullptr) {
            *scalar = c10::Scalar(int64_t{0});
            return PROMCAST_STATUS_OK;
        }
        char *end = nullptr;
        errno = 0;
        long long value = std::strtoll(operand.int_text, &end, 10);
        if (end == operand.int_text || *end != '\0')
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                          "operand %d: \"%s\" is not a decimal integer", index, operand.int_text);
        // c10::Scalar has no integer wider than int64_t. Python's torch
        // raises "Overflow when unpacking long" for such an int
        // (torch/csrc/utils/python_numbers.h, THPUtils_unpackLong) before
        // any promotion; libtorch cannot be handed one at all.
        if (errno == ERANGE)
            return report(call, PROMCAST_STATUS_UNSUPPORTED,
                          "operand %d: the Python int %s does not fit c10::Scalar's int64 "
                          "(Python torch raises \"Overflow when unpacking long\")",
                          index, operand.int_text);
        *scalar = c10::Scalar(static_cast<int64_t>(value));
        return PROMCAST_STATUS_OK;
    }
    case PROMCAST_SCALAR_FLOAT:
        *scalar = c10::Scalar(operand.has_value ? operand.real : 0.0);
        return PROMCAST_STATUS_OK;
    case PROMCAST_SCALAR_COMPLEX:
        *scalar = c10::Scalar(operand.has_value ? c10::complex<double>(operand.real, operand.imag)
                                                : c10::complex<double>(0.0, 0.0));
        return PROMCAST_STATUS_OK;
    default:
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "operand %d: scalar kind %d", index,
                      (int)operand.scalar_kind);
    }
}

// The tensor PyTorch sees for one result_type operand: a tensor of one
// element for a dimensioned array, a 0-d tensor for a 0-d array, and for a
// Python scalar a *wrapped number*, the 0-d tensor PyTorch's binding makes
// of it (at::native::wrapped_scalar_tensor, aten/src/ATen/ScalarOps.h).
int32_t operand_tensor(const promcast_call *call, const promcast_operand &operand, int index,
                       at::Tensor *tensor) {
    if (operand.category == PROMCAST_OPERAND_SCALAR) {
        c10::Scalar scalar;
        int32_t status = scalar_of(call, operand, index, &scalar);
        if (status == PROMCAST_STATUS_OK) *tensor = at::native::wrapped_scalar_tensor(scalar);
        return status;
    }
    if (operand.category != PROMCAST_OPERAND_DIMENSIONED &&
        operand.category != PROMCAST_OPERAND_ZERO_DIM)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "operand %d: category %d", index,
                      (int)operand.category);
    c10::ScalarType type;
    int32_t status = scalar_type_argument(call, operand.dtype, "an operand", &type);
    if (status != PROMCAST_STATUS_OK) return status;
    std::vector<int64_t> sizes;
    if (operand.category == PROMCAST_OPERAND_DIMENSIONED) sizes.push_back(1);
    *tensor = at::empty(sizes, at::TensorOptions().dtype(type));
    return PROMCAST_STATUS_OK;
}

}  // namespace

// at::promote_types, torch.promote_types (c10::promoteTypes).
int32_t promote_types(void *state, const promcast_call *call, DLDataType a, DLDataType b,
                      DLDataType *result) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        c10::ScalarType first, second;
        int32_t status = scalar_type_argument(call, a, "the first dtype", &first);
        if (status == PROMCAST_STATUS_OK)
            status = scalar_type_argument(call, b, "the second dtype", &second);
        if (status != PROMCAST_STATUS_OK) return status;
        return dtype_result(call, at::promote_types(first, second), result);
    });
}

// at::native::result_type over the operands' tensors
// (aten/src/ATen/native/TypeProperties.cpp): it sorts them into dimensioned,
// 0-d and wrapped numbers by dim() and is_wrapped_number(), gives wrapped
// floats and complex numbers the default (complex) dtype, and combines the
// three categories. The case's default dtype is PyTorch's for the call.
int32_t result_type(void *state, const promcast_call *call, int32_t count,
                    const promcast_operand *operands, DLDataType *result) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        int32_t status = scope.use_default_float(call);
        if (status != PROMCAST_STATUS_OK) return status;
        std::vector<at::Tensor> tensors((size_t)(count > 0 ? count : 0));
        for (int32_t i = 0; i < count; i++) {
            status = operand_tensor(call, operands[i], (int)i, &tensors[(size_t)i]);
            if (status != PROMCAST_STATUS_OK) return status;
        }
        c10::ScalarType type = at::native::result_type(at::ITensorListRef(tensors));
        return dtype_result(call, type, result);
    });
}

// at::can_cast, torch.can_cast (c10::canCast).
int32_t can_cast(void *state, const promcast_call *call, DLDataType from, DLDataType to,
                 int32_t *allowed) {
    auto *adapter = static_cast<AdapterState *>(state);
    return guarded(call, [&]() -> int32_t {
        CallScope scope(&adapter->warnings);
        c10::ScalarType source, destination;
        int32_t status = scalar_type_argument(call, from, "from", &source);
        if (status == PROMCAST_STATUS_OK)
            status = scalar_type_argument(call, to, "to", &destination);
        if (status != PROMCAST_STATUS_OK) return status;
        *allowed = at::can_cast(source, destination) ? 1 : 0;
        return PROMCAST_STATUS_OK;
    });
}

}  // namespace promcast_torch
