// torch_dtype.cpp: the dtype table (torch_dtype.h).
#include "torch_dtype.h"

namespace promcast_torch {
namespace {

struct DtypeRow {
    promcast_dtype_index index;
    DLDataType dl;
    c10::ScalarType type;
};

// adapter.h's codes. PyTorch 1.13's own at::getDLDataType differs for bool
// (it refuses it: "Bool type is not supported by dlpack",
// aten/src/ATen/DLConvertor.cpp); this table, not that one, is what the
// adapter reports.
const DtypeRow kRows[] = {
    {PROMCAST_DTYPE_BOOL, {PROMCAST_DL_BOOL, 8, 1}, c10::ScalarType::Bool},
    {PROMCAST_DTYPE_INT8, {kDLInt, 8, 1}, c10::ScalarType::Char},
    {PROMCAST_DTYPE_INT16, {kDLInt, 16, 1}, c10::ScalarType::Short},
    {PROMCAST_DTYPE_INT32, {kDLInt, 32, 1}, c10::ScalarType::Int},
    {PROMCAST_DTYPE_INT64, {kDLInt, 64, 1}, c10::ScalarType::Long},
    {PROMCAST_DTYPE_UINT8, {kDLUInt, 8, 1}, c10::ScalarType::Byte},
    {PROMCAST_DTYPE_FLOAT16, {kDLFloat, 16, 1}, c10::ScalarType::Half},
    {PROMCAST_DTYPE_BFLOAT16, {kDLBfloat, 16, 1}, c10::ScalarType::BFloat16},
    {PROMCAST_DTYPE_FLOAT32, {kDLFloat, 32, 1}, c10::ScalarType::Float},
    {PROMCAST_DTYPE_FLOAT64, {kDLFloat, 64, 1}, c10::ScalarType::Double},
    {PROMCAST_DTYPE_COMPLEX32, {kDLComplex, 32, 1}, c10::ScalarType::ComplexHalf},
    {PROMCAST_DTYPE_COMPLEX64, {kDLComplex, 64, 1}, c10::ScalarType::ComplexFloat},
    {PROMCAST_DTYPE_COMPLEX128, {kDLComplex, 128, 1}, c10::ScalarType::ComplexDouble},
};

}  // namespace

uint32_t claimed_dtypes() {
    uint32_t mask = 0;
    for (const DtypeRow &row : kRows) mask |= UINT32_C(1) << row.index;
    return mask;
}

bool scalar_type_of(DLDataType dl, c10::ScalarType *type) {
    for (const DtypeRow &row : kRows) {
        if (row.dl.code == dl.code && row.dl.bits == dl.bits && dl.lanes == 1) {
            *type = row.type;
            return true;
        }
    }
    return false;
}

bool dl_dtype_of(c10::ScalarType type, DLDataType *dl) {
    for (const DtypeRow &row : kRows) {
        if (row.type == type) {
            *dl = row.dl;
            return true;
        }
    }
    return false;
}

}  // namespace promcast_torch
