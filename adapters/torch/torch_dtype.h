// torch_dtype.h: the ABI's DLPack dtypes <-> PyTorch's c10::ScalarType.
//
// The table is adapter.h's, restricted to the dtypes PyTorch 1.13 has:
// bool, int8..int64, uint8, float16, bfloat16, float32, float64 and
// complex32/64/128. uint16/uint32/uint64 and the float8 types arrived in
// PyTorch 2.x (c10/core/ScalarType.h), so they are not claimed and the
// runner skips their cases.
#ifndef PROMCAST_TORCH_DTYPE_H
#define PROMCAST_TORCH_DTYPE_H

#include <c10/core/ScalarType.h>
#include <c10/util/ArrayRef.h>
#include <promcast/adapter.h>

namespace promcast_torch {

// The table's `dtypes` list: the DLPack dtype of each claimed ScalarType,
// in the table's order. Static storage: it outlives every table.
c10::ArrayRef<DLDataType> claimed_dtypes();

// The ScalarType of `dl`; false when it is not one of the claimed dtypes
// (another code, other bits, lanes other than 1).
bool scalar_type_of(DLDataType dl, c10::ScalarType *type);

// The ABI's DLPack dtype of `type`; false for a ScalarType outside the table
// (quantized types, Undefined, ...).
bool dl_dtype_of(c10::ScalarType type, DLDataType *dl);

}  // namespace promcast_torch

#endif
