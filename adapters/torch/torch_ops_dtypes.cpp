// torch_ops_dtypes.cpp: promote_types, result_type, can_cast
// (torch_adapter.h).
#include <ATen/native/TypeProperties.h>
#include <ATen/ops/can_cast.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/promote_types.h>

#include <cstdio>
#include <vector>

#include "torch_adapter.h"
#include "torch_dtype.h"
#include "torch_scalar.h"
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

// The tensor PyTorch sees for one result_type operand: a tensor of one
// element for a dimensioned array, a 0-d tensor for a 0-d array, and for a
// Python scalar a *wrapped number*, the 0-d tensor PyTorch's binding makes
// of it (torch_scalar.h).
int32_t operand_tensor(const promcast_call *call, const promcast_operand &operand, int index,
                       at::Tensor *tensor) {
    if (operand.category == PROMCAST_OPERAND_SCALAR) {
        char role[32];
        std::snprintf(role, sizeof role, "operand %d", index);
        c10::Scalar scalar;
        int32_t status = scalar_of(call, operand.scalar, role, &scalar);
        if (status == PROMCAST_STATUS_OK) *tensor = wrapped_number(scalar);
        return status;
    }
    if (operand.category != PROMCAST_OPERAND_DIMENSIONED &&
        operand.category != PROMCAST_OPERAND_ZERO_DIM)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "operand %d: category %d is none of dimensioned (0), zero_dim (1), "
                      "scalar (2)",
                      index, (int)operand.category);
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
