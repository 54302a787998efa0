// torch_dtype.cpp: the dtype table (torch_dtype.h).
#include "torch_dtype.h"

#include <array>
#include <cstddef>

namespace promcast_torch {
namespace {

struct DtypeRow {
    DLDataType dl;
    c10::ScalarType type;
};

// adapter.h's codes. PyTorch 1.13's own at::getDLDataType differs for bool
// (it refuses it: "Bool type is not supported by dlpack",
// aten/src/ATen/DLConvertor.cpp); this table, not that one, is what the
// adapter reports.
constexpr DtypeRow kRows[] = {
    {{PROMCAST_DL_BOOL, 8, 1}, c10::ScalarType::Bool},
    {{kDLInt, 8, 1}, c10::ScalarType::Char},
    {{kDLInt, 16, 1}, c10::ScalarType::Short},
    {{kDLInt, 32, 1}, c10::ScalarType::Int},
    {{kDLInt, 64, 1}, c10::ScalarType::Long},
    {{kDLUInt, 8, 1}, c10::ScalarType::Byte},
    {{kDLFloat, 16, 1}, c10::ScalarType::Half},
    {{kDLBfloat, 16, 1}, c10::ScalarType::BFloat16},
    {{kDLFloat, 32, 1}, c10::ScalarType::Float},
    {{kDLFloat, 64, 1}, c10::ScalarType::Double},
    {{kDLComplex, 32, 1}, c10::ScalarType::ComplexHalf},
    {{kDLComplex, 64, 1}, c10::ScalarType::ComplexFloat},
    {{kDLComplex, 128, 1}, c10::ScalarType::ComplexDouble},
};
constexpr std::size_t kRowCount = sizeof kRows / sizeof kRows[0];

// The rows' DLPack column, a list of its own for the table.
constexpr std::array<DLDataType, kRowCount> dl_column() {
    std::array<DLDataType, kRowCount> column{};
    for (std::size_t i = 0; i < kRowCount; i++) column[i] = kRows[i].dl;
    return column;
}
constexpr std::array<DLDataType, kRowCount> kClaimed = dl_column();

}  // namespace

c10::ArrayRef<DLDataType> claimed_dtypes() {
    return c10::ArrayRef<DLDataType>(kClaimed.data(), kClaimed.size());
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
