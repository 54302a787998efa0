// torch_scalar.h: a Python scalar (adapter.h's promcast_scalar) as PyTorch
// receives one from Python.
//
// PyTorch's Python binding turns a Python number into a c10::Scalar by its
// Python type (torch/csrc/utils/python_arg_parser.cpp: PythonArgs::scalar_slow
// for a Scalar parameter, PythonArgs::tensor_slow for a Tensor parameter
// that takes numbers): bool -> bool, int -> int64_t (THPUtils_unpackLong),
// float -> double, complex -> c10::complex<double>. Where the parameter is
// a Tensor, tensor_slow then makes it a *wrapped number*: scalar_to_tensor
// and set_wrapped_number(true), which is at::native::wrapped_scalar_tensor
// (ATen/ScalarOps.h). Promotion treats a wrapped number as a Python scalar,
// not as a 0-d tensor (aten/src/ATen/native/TypeProperties.cpp).
#ifndef PROMCAST_TORCH_SCALAR_H
#define PROMCAST_TORCH_SCALAR_H

#include <ATen/core/Tensor.h>
#include <c10/core/Scalar.h>
#include <promcast/adapter.h>

namespace promcast_torch {

// The c10::Scalar of `scalar`; a scalar without a value (has_value 0, which
// only result_type's operands have) is its kind's zero: the torch profile
// does not look at values. PROMCAST_STATUS_OK, or, naming `role` ("b",
// "operand 1") in call->message:
//   PROMCAST_STATUS_UNSUPPORTED for an int outside int64_t, which no
//     c10::Scalar holds: Python's torch refuses it while unpacking the
//     argument ("Overflow when unpacking long", THPUtils_unpackLong,
//     torch/csrc/utils/python_numbers.h), before any op or promotion runs,
//     and the case format gives torch no error kind for that
//     (scalar_out_of_range is NEP 50's, "not used by torch");
//   PROMCAST_STATUS_INVALID_ARGUMENT for a malformed scalar (an unknown
//     kind, an int's text that is not decimal, a bool's neither "True" nor
//     "False").
int32_t scalar_of(const promcast_call *call, const promcast_scalar &scalar, const char *role,
                  c10::Scalar *value);

// The wrapped number PyTorch's binding makes of `value` for a Tensor
// parameter (at::native::wrapped_scalar_tensor): a 0-d CPU tensor of
// bool, int64, float64 or complex128 marked is_wrapped_number().
at::Tensor wrapped_number(const c10::Scalar &value);

// torch.tensor(value, dtype=dtype) as Python builds it
// (torch/csrc/utils/tensor_new.cpp, internal_new_from_data, storing with
// store_scalar in torch/csrc/utils/python_scalars.h): a 0-d CPU tensor, not
// a wrapped number. An integral or bool dtype takes the value through
// c10::checked_convert, which throws ("value cannot be converted to type
// int8_t without overflow") where Python's store_scalar throws the same
// check naming "int8"; a floating or complex dtype takes it by a plain
// conversion (at::convert: 1e300 as float16 is inf, no error).
at::Tensor python_tensor(const c10::Scalar &value, at::ScalarType dtype);

}  // namespace promcast_torch

#endif
