/*
** test_oracle_adapter.c: the reference adapter, loaded as the runner loads
** it, answers the upstream documents' examples (literal expectations, each
** naming its source: the document and section, or docs/semantics.md); it
** computes with Python-style scalar operands; it honours strides, byte
** offsets and views; its option `profile` selects a profile and other
** options are refused; and every adapter built here has a well-formed
** table that exports nothing but the entry.
**
** Usage: test_oracle_adapter ADAPTER_DIRECTORY LIBRARY...
** (the libraries whose tables to check, without "lib" and ".so"; the
** oracle adapter must be among them).
*/
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "promcast/abi_dtype.h"
#include "probe_literals.h"
#include "tap.h"

static const probe_expectation documented[] = {
    {"Array API standard, Broadcasting §Algorithm, example 1: (8,1,6,1) with (7,1,5)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "[8,7,6,5]"},
    {"Array API standard, Broadcasting §Algorithm, does not broadcast: (3) with (4)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(3), SHAPE(4)}},
     "incompatible_shapes"},
    {"Array API standard, Broadcasting §Algorithm: () with (2,3,4)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE0, SHAPE(2, 3, 4)}},
     "[2,3,4]"},
    {"three shapes fold: (2,1), (1,3), (1)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 3,
      .shapes = {SHAPE(2, 1), SHAPE(1, 3), SHAPE(1)}},
     "[2,3]"},
    {"docs/semantics.md: 1 with 0 is 0",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(1), SHAPE(0)}}, "[0]"},
    {"2^62 x 2 elements overflow int64",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(INT64_C(4611686018427387904), 1), SHAPE(2)}},
     "shape_overflow"},
    {"Array API standard, Broadcasting §In-place Semantics: x (2,3,4) op= y (1,3,4)",
     {.op = PROMCAST_OP_INPLACE_BROADCAST, .shapes = {SHAPE(2, 3, 4), SHAPE(1, 3, 4)}}, "true"},
    {"Array API standard, Broadcasting §In-place Semantics: x (3,4) op= y (1,3,4) would change x",
     {.op = PROMCAST_OP_INPLACE_BROADCAST, .shapes = {SHAPE(3, 4), SHAPE(1, 3, 4)}}, "false"},
    {"XLA, Broadcasting §Broadcasting a lower-rank array onto a higher-rank array: "
     "(2,3) with (3), broadcast_dimensions [1]",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(3)}, .dims_count = 1,
      .dims = {1}},
     "[2,3]"},
    {"XLA, Broadcasting §Broadcasting a lower-rank array onto a higher-rank array: "
     "(2,3) with (3), broadcast_dimensions [0]",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(3)}, .dims_count = 1,
      .dims = {0}},
     "invalid_broadcast_dimensions"},
    {"XLA, Broadcasting §Broadcasting similar-rank arrays with degenerate dimensions: "
     "(7,2,5) with (7,2,6)",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(7, 2, 5), SHAPE(7, 2, 6)}},
     "incompatible_shapes"},
    {"pytorch/pytorch c10/core/ScalarType.cpp §promoteTypes: uint8 + int8",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_UINT8, PC_INT8}},
     "int16"},
    {"PyTorch, Tensor Attributes §type promotion rules: float64 + complex64",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_FLOAT64, PC_COMPLEX64}}, "complex128"},
    {"docs/semantics.md: uint16 + float32",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_UINT16, PC_FLOAT32}},
     "float32"},
    {"docs/semantics.md: float8_e4m3fn + float16",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_FLOAT8_E4M3FN, PC_FLOAT16}}, "no_promotion"},
    {"docs/semantics.md: int32 tensor, float32 0-d, 4.0 (default float64)",
     {.op = PROMCAST_OP_RESULT_TYPE, .default_float = PC_FLOAT64, .operand_count = 3,
      .operands = {DIMENSIONED(PC_INT32), ZERO_DIM(PC_FLOAT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float32"},
    {"PyTorch, Tensor Attributes §type promotion rules: int32 tensor + 4.0, default float64",
     {.op = PROMCAST_OP_RESULT_TYPE, .default_float = PC_FLOAT64, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float64"},
    {"docs/semantics.md: float16 tensor + complex scalar",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_FLOAT16), SCALAR(PROMCAST_SCALAR_COMPLEX)}},
     "complex32"},
    {"PyTorch, Tensor Attributes §Casting Examples: can_cast float32 -> int32",
     {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_FLOAT32, PC_INT32}}, "false"},
    {"can_cast int8 -> bool", {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_INT8, PC_BOOL}}, "false"},
    {"can_cast bool -> int8", {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_BOOL, PC_INT8}}, "true"},
    {"int8 127 + 1 wraps",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(1), 127),
      .b = TENSOR(PC_INT8, SHAPE(1), 1)},
     "int8 [1] {-128}"},
    {"PyTorch, Broadcasting semantics §General semantics: (1,3) + (2,1) values",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .b = TENSOR(PC_INT64, SHAPE(2, 1), 10, 20)},
     "int64 [2,3] {11,12,13,21,22,23}"},
    {"PyTorch, Tensor Attributes §type promotion rules: int32 + float32",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 3.5, 4.5)},
     "float32 [2] {4.5,6.5}"},
    {"divide of ints gives the default float (float64)",
     {.op = PROMCAST_OP_DIVIDE, .default_float = PC_FLOAT64,
      .a = TENSOR(PC_INT32, SHAPE(1), 7), .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "float64 [1] {3.5}"},
    {"float16 1 + 3*2^-12 rounds to nearest",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT16, SHAPE(1), 1.0),
      .b = TENSOR(PC_FLOAT16, SHAPE(1), 0.000732421875)},
     "float16 [1] {1.0009765625}"},
    {"maximum propagates NaN",
     {.op = PROMCAST_OP_MAXIMUM, .a = TENSOR(PC_FLOAT32, SHAPE(2), NAN, 1),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 1, 2)},
     "float32 [2] {nan,2}"},
    {"equal gives bool",
     {.op = PROMCAST_OP_EQUAL, .a = TENSOR(PC_INT16, SHAPE(2), 1, 2),
      .b = TENSOR(PC_UINT8, SHAPE(2), 1, 3)},
     "bool [2] {1,0}"},
    {"not_equal is true where NaN is",
     {.op = PROMCAST_OP_NOT_EQUAL, .a = TENSOR(PC_FLOAT32, SHAPE(3), NAN, 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(3), NAN, 1, 3)},
     "bool [3] {1,0,1}"},
    {"greater_equal of int8 and uint8 compares in int16",
     {.op = PROMCAST_OP_GREATER_EQUAL, .a = TENSOR(PC_INT8, SHAPE(2), -1, 5),
      .b = TENSOR(PC_UINT8, SHAPE(2), 255, 5)},
     "bool [2] {0,1}"},
    {"minimum propagates NaN",
     {.op = PROMCAST_OP_MINIMUM, .a = TENSOR(PC_FLOAT64, SHAPE(2), NAN, 1),
      .b = TENSOR(PC_FLOAT64, SHAPE(2), 1, -2)},
     "float64 [2] {nan,-2}"},
    {"bitwise_xor of bools is bool",
     {.op = PROMCAST_OP_BITWISE_XOR, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 1),
      .b = TENSOR(PC_BOOL, SHAPE(2), 1, 0)},
     "bool [2] {0,1}"},
    {"bitwise_or |= in place",
     {.op = PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_UINT8, SHAPE(2), 1, 2),
      .b = TENSOR(PC_UINT8, SHAPE0, 4)},
     "uint8 [2] {5,6}"},
    {"bitwise_or refuses float64",
     {.op = PROMCAST_OP_BITWISE_OR, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    {"complex64 * complex64",
     {.op = PROMCAST_OP_MULTIPLY, .a = TENSOR(PC_COMPLEX64, SHAPE0, 2),
      .b = TENSOR(PC_COMPLEX64, SHAPE0, 3)},
     "complex64 [] {(6,0)}"},
    {"subtract with bool is refused",
     {.op = PROMCAST_OP_SUBTRACT, .a = TENSOR(PC_BOOL, SHAPE(1), 1),
      .b = TENSOR(PC_BOOL, SHAPE(1), 0)},
     "unsupported_dtype_for_op"},
    {"PyTorch, Tensor Attributes §Casting Examples: int32 += float32",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), 3.5, 4.5)},
     "cannot_cast"},
    {"float32 += int32 in place",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(2), 1, 2),
      .b = TENSOR(PC_INT32, SHAPE(2), 3, 4)},
     "float32 [2] {4,6}"},
    {"Array API standard, Broadcasting §In-place Semantics: (3) += (2,3)",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     "inplace_shape_change"},
    {"PyTorch, torch.Tensor.expand: (1,3) to (4,3) has strides [0,1]",
     {.op = PROMCAST_OP_BROADCAST_TO, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .shapes = {SHAPE(4, 3)}},
     "int64 [4,3] strides [0,1] {1,2,3,1,2,3,1,2,3,1,2,3}"},
    {"Array API standard, Broadcasting §In-place Semantics: (1,3,4) cannot broadcast_to (3,4)",
     {.op = PROMCAST_OP_BROADCAST_TO,
      .a = TENSOR(PC_FLOAT32, SHAPE(1, 3, 4), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11),
      .shapes = {SHAPE(3, 4)}},
     "incompatible_shapes"},
    {"pytorch/pytorch aten/src/ATen/ExpandUtils.h §sum_to: "
     "a's gradient, (2,3) to (1,3)",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(1, 3)}},
     "float32 [1,3] {2,2,2}"},
    {"pytorch/pytorch aten/src/ATen/ExpandUtils.h §sum_to: "
     "b's gradient, (2,3) to (2,1)",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1),
      .shapes = {SHAPE(2, 1)}},
     "float32 [2,1] {3,3}"},
    {"gradient over a prepended dimension, (2,3) to (3)",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6),
      .shapes = {SHAPE(3)}},
     "float32 [3] {5,7,9}"},
    {"a target far larger than the gradient is incompatible, not out of memory",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2), 1, 2),
      .shapes = {SHAPE(INT64_C(1) << 40, INT64_C(1) << 20)}},
     "incompatible_shapes"},
    {"a bool gradient is refused",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0), .shapes = {SHAPE0}},
     "unsupported_dtype_for_op"},
    {"an int32 gradient is refused, before a shape that would not fit",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2), .shapes = {SHAPE(3)}},
     "unsupported_dtype_for_op"},
};

/* Element-wise calls with a Python-style scalar operand, torch profile
** (docs/semantics.md, "PyTorch promotion", result_type; the dtypes
** are the oracle's result_type of the two operands, checked first). */
static const probe_expectation torch_scalars[] = {
    {"result_type: int8 tensor + int scalar is int8",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT8), SCALAR(PROMCAST_SCALAR_INT)}},
     "int8"},
    {"int8 [1,2] + 3 is int8 [4,5]",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2), .b_scalar = INT_SCALAR("3")},
     "int8 [2] {4,5}"},
    {"1 - int16 [1,2]: the scalar first",
     {.op = PROMCAST_OP_SUBTRACT, .a_scalar = INT_SCALAR("1"),
      .b = TENSOR(PC_INT16, SHAPE(2), 1, 2)},
     "int16 [2] {0,-1}"},
    {"float32 [1,2] * 1.5 stays float32",
     {.op = PROMCAST_OP_MULTIPLY, .a = TENSOR(PC_FLOAT32, SHAPE(2), 1, 2),
      .b_scalar = FLOAT_SCALAR(1.5)},
     "float32 [2] {1.5,3}"},
    {"result_type: int8 tensor + float scalar is the default float",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT8), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float32"},
    {"int8 [1,2] + 1.5 is float32 (the default float)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2), .b_scalar = FLOAT_SCALAR(1.5)},
     "float32 [2] {2.5,3.5}"},
    {"int8 [1,2] + 1.5 is float64 when the default float is",
     {.op = PROMCAST_OP_ADD, .default_float = PC_FLOAT64, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2),
      .b_scalar = FLOAT_SCALAR(1.5)},
     "float64 [2] {2.5,3.5}"},
    {"result_type: bool tensor + bool scalar is bool",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_BOOL), SCALAR(PROMCAST_SCALAR_BOOL)}},
     "bool"},
    {"bool [1,0] + True is bool",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0), .b_scalar = BOOL_SCALAR("True")},
     "bool [2] {1,1}"},
    {"result_type: bool tensor + int scalar is int64",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_BOOL), SCALAR(PROMCAST_SCALAR_INT)}},
     "int64"},
    {"bool [1,0] + 2 is int64",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0), .b_scalar = INT_SCALAR("2")},
     "int64 [2] {3,2}"},
    {"float32 [1] + complex 1j is complex64",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b_scalar = COMPLEX_SCALAR(0, 1)},
     "complex64 [1] {(1,1)}"},
    {"a 0-d int8 + 1.5 is a 0-d float32",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE0, 2), .b_scalar = FLOAT_SCALAR(1.5)},
     "float32 [] {3.5}"},
    {"0.1 rounds to the nearest float32",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT32, SHAPE(1), 0), .b_scalar = FLOAT_SCALAR(0.1)},
     "float32 [1] {0.10000000149011612}"},
    {"int8 [1,3] == 3 is bool",
     {.op = PROMCAST_OP_EQUAL, .a = TENSOR(PC_INT8, SHAPE(2), 1, 3), .b_scalar = INT_SCALAR("3")},
     "bool [2] {0,1}"},
    {"2 < int32 [1,3]",
     {.op = PROMCAST_OP_LESS, .a_scalar = INT_SCALAR("2"), .b = TENSOR(PC_INT32, SHAPE(2), 1, 3)},
     "bool [2] {0,1}"},
    {"int32 [7] / 2 divides truly, in the default float",
     {.op = PROMCAST_OP_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(1), 7), .b_scalar = INT_SCALAR("2")},
     "float32 [1] {3.5}"},
    {"int32 [7] & 3",
     {.op = PROMCAST_OP_BITWISE_AND, .a = TENSOR(PC_INT32, SHAPE(1), 7),
      .b_scalar = INT_SCALAR("3")},
     "int32 [1] {3}"},
    {"maximum of int64 [-5,5] and 0: torch.maximum takes no number",
     {.op = PROMCAST_OP_MAXIMUM, .a = TENSOR(PC_INT64, SHAPE(2), -5, 5),
      .b_scalar = INT_SCALAR("0")},
     "invalid_argument"},
    {"int64 [-5,5] - 0",
     {.op = PROMCAST_OP_SUBTRACT, .a = TENSOR(PC_INT64, SHAPE(2), -5, 5),
      .b_scalar = INT_SCALAR("0")},
     "int64 [2] {-5,5}"},
    {"float32 [1] & 1.5: bitwise_and refuses the float",
     {.op = PROMCAST_OP_BITWISE_AND, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b_scalar = FLOAT_SCALAR(1.5)},
     "unsupported_dtype_for_op"},
    {"int32 [2] + 16777217 is exact in int32",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("16777217")},
     "int32 [1] {16777218}"},
    {"float32 += 2 in place",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(2), 1, 2),
      .b_scalar = INT_SCALAR("2")},
     "float32 [2] {3,4}"},
    {"int8 -= True in place: sub_check refuses the wrapped bool (torch 1.13.1)",
     {.op = PROMCAST_OP_SUBTRACT | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2),
      .b_scalar = BOOL_SCALAR("True")},
     "unsupported_dtype_for_op"},
    {"int32 += 1.5 in place cannot cast float32 to int32",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 1, 2),
      .b_scalar = FLOAT_SCALAR(1.5)},
     "cannot_cast"},
    {"NaN and infinity are floats that fit any float dtype",
     {.op = PROMCAST_OP_MULTIPLY, .a = TENSOR(PC_FLOAT16, SHAPE(2), 1, 2),
      .b_scalar = FLOAT_SCALAR(INFINITY)},
     "float16 [2] {inf,inf}"},
    {"float32 [1] + nan",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1), .b_scalar = FLOAT_SCALAR(NAN)},
     "float32 [1] {nan}"},
    /* Scalars that do not fit the dtype they are computed in: the wrapped
    ** number is cast to it as a tensor is (docs/semantics.md, "Python
    ** scalars in element-wise ops"); each result as torch 1.13.1 prints it. */
    {"uint8 [1] + -1: -1 wraps to 255 (torch 1.13.1)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_UINT8, SHAPE(1), 1), .b_scalar = INT_SCALAR("-1")},
     "uint8 [1] {0}"},
    {"int8 [1] + 300: 300 wraps to 44 (torch 1.13.1)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(1), 1), .b_scalar = INT_SCALAR("300")},
     "int8 [1] {45}"},
    {"float32 [1] + 16777217: the int rounds to float32 (torch 1.13.1)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("16777217")},
     "float32 [1] {16777216}"},
    {"float16 [1] * 1e6: the float overflows float16 to inf (torch 1.13.1: float16 + 1e300)",
     {.op = PROMCAST_OP_MULTIPLY, .a = TENSOR(PC_FLOAT16, SHAPE(1), 1),
      .b_scalar = FLOAT_SCALAR(1e6)},
     "float16 [1] {inf}"},
    {"int64 [1] + 2^70: Overflow when unpacking long (torch 1.13.1)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT64, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("1180591620717411303424")},
     "scalar_out_of_range"},
};

/* The numpy profile (NEP 50): the same calls, answered as NumPy 2 does. */
static const probe_expectation numpy_scalars[] = {
    {"numpy: uint8 [1,2] + 3 is uint8",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_UINT8, SHAPE(2), 1, 2), .b_scalar = INT_SCALAR("3")},
     "uint8 [2] {4,5}"},
    {"numpy: uint8 [1] + -1 is scalar_out_of_range (NEP 50)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_UINT8, SHAPE(1), 1), .b_scalar = INT_SCALAR("-1")},
     "scalar_out_of_range"},
    {"numpy: int8 [1] + 300 is scalar_out_of_range (NEP 50)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(1), 1), .b_scalar = INT_SCALAR("300")},
     "scalar_out_of_range"},
    {"numpy: int8 [1,2] + 1.5 is float64",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2), .b_scalar = FLOAT_SCALAR(1.5)},
     "float64 [2] {2.5,3.5}"},
    {"numpy: 1 - int16 [1,2]",
     {.op = PROMCAST_OP_SUBTRACT, .a_scalar = INT_SCALAR("1"),
      .b = TENSOR(PC_INT16, SHAPE(2), 1, 2)},
     "int16 [2] {0,-1}"},
};

/* Calls the oracle adapter the way probes cannot: many shapes, Python int
** values, a strided destination, views, bad arguments. */
static void check_by_hand(tap_run *run, const promcast_adapter *oracle) {
    char message[320] = "";
    promcast_call call = {.default_float = abi_dl_dtype(PC_FLOAT32),
                          .message = message, .message_size = sizeof message};
    void *state = oracle->state;

    int64_t sizes[10][2];
    promcast_shape shapes[10];
    for (int i = 0; i < 10; i++) {
        sizes[i][0] = i == 3 ? 4 : 1;
        sizes[i][1] = i == 7 ? 5 : 1;
        shapes[i] = (promcast_shape){2, sizes[i]};
    }
    promcast_shape_result result;
    tap_ok(run, oracle->broadcast_shapes(state, &call, 10, shapes, &result) == PROMCAST_STATUS_OK &&
                    result.ndim == 2 && result.dims[0] == 4 && result.dims[1] == 5,
           "ten shapes broadcast at once");

    promcast_operand operands[2] = {
        {.category = PROMCAST_OPERAND_DIMENSIONED, .dtype = abi_dl_dtype(PC_INT8)},
        {.category = PROMCAST_OPERAND_SCALAR,
         .scalar = {.kind = PROMCAST_SCALAR_INT, .has_value = 1,
                    .text = "-18446744073709551617"}}};
    DLDataType dtype = {0, 0, 0};
    tap_ok(run, oracle->result_type(state, &call, 2, operands, &dtype) == PROMCAST_STATUS_OK &&
                    dtype.code == kDLInt && dtype.bits == 8,
           "an int scalar beyond 64 bits takes part without its value (torch)");
    operands[1].scalar.text = "12x";
    tap_is_int(run, oracle->result_type(state, &call, 2, operands, &dtype),
               PROMCAST_STATUS_INVALID_ARGUMENT, "a malformed int text is invalid_argument");
    operands[1] = (promcast_operand){
        .category = PROMCAST_OPERAND_SCALAR,
        .scalar = {.kind = PROMCAST_SCALAR_BOOL, .has_value = 1, .text = "True"}};
    tap_ok(run, oracle->result_type(state, &call, 2, operands, &dtype) == PROMCAST_STATUS_OK &&
                    dtype.bits == 8 && dtype.code == kDLInt,
           "int8 tensor + True is int8");

    /* a: three int32 at stride 2 after a byte offset of one element. */
    int32_t a_memory[7] = {-9, 1, -1, 2, -1, 3, -1}, b_memory[3] = {10, 20, 30};
    int64_t shape3[1] = {3}, stride2[1] = {2};
    DLTensor a = {.data = a_memory, .device = {kDLCPU, 0}, .ndim = 1,
                  .dtype = abi_dl_dtype(PC_INT32), .shape = shape3, .strides = stride2,
                  .byte_offset = sizeof(int32_t)};
    DLTensor b = {.data = b_memory, .device = {kDLCPU, 0}, .ndim = 1,
                  .dtype = abi_dl_dtype(PC_INT32), .shape = shape3};
    const int32_t updated[7] = {-9, 11, -1, 22, -1, 33, -1};
    promcast_value a_value = {.kind = PROMCAST_VALUE_ARRAY, .array = &a};
    promcast_value b_value = {.kind = PROMCAST_VALUE_ARRAY, .array = &b};
    tap_ok(run, oracle->elementwise_inplace(state, &call, PROMCAST_OP_ADD, &a, &b_value) ==
                        PROMCAST_STATUS_OK &&
                    memcmp(a_memory, updated, sizeof updated) == 0,
           "in place writes through a's strides and byte_offset, and nowhere else");
    const int32_t doubled[7] = {-9, 22, -1, 44, -1, 66, -1};
    promcast_value two = {.kind = PROMCAST_VALUE_SCALAR,
                          .scalar = {.kind = PROMCAST_SCALAR_INT, .has_value = 1, .text = "2",
                                     .real = 2.0}};
    tap_ok(run, oracle->elementwise_inplace(state, &call, PROMCAST_OP_MULTIPLY, &a, &two) ==
                        PROMCAST_STATUS_OK &&
                    memcmp(a_memory, doubled, sizeof doubled) == 0,
           "in place with a scalar b writes through a's strides too");

    DLManagedTensor *view = NULL;
    int64_t target[2] = {2, 3};
    tap_ok(run, oracle->broadcast_to(state, &call, &b, (promcast_shape){2, target}, &view) ==
                        PROMCAST_STATUS_OK &&
                    view->dl_tensor.data == b_memory && view->dl_tensor.strides[0] == 0,
           "broadcast_to returns a view of the source's memory, not a copy");
    if (view != NULL) view->deleter(view);

    DLManagedTensor *out = NULL;
    tap_ok(run, oracle->elementwise(state, &call, 99, &a_value, &b_value, &out) ==
                        PROMCAST_STATUS_INVALID_ARGUMENT &&
                    out == NULL && strstr(message, "99") != NULL,
           "an unknown op id is invalid_argument, with no result");
    tap_ok(run, oracle->elementwise(state, &call, PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, &a_value,
                                    &b_value, &out) == PROMCAST_STATUS_INVALID_ARGUMENT &&
                    out == NULL,
           "elementwise refuses an id with PROMCAST_OP_INPLACE");
    tap_ok(run, oracle->elementwise(state, &call, PROMCAST_OP_ADD, &two, &two, &out) ==
                        PROMCAST_STATUS_INVALID_ARGUMENT &&
                    out == NULL && strstr(message, "both scalars") != NULL,
           "two scalar operands are invalid_argument");
    promcast_value malformed = two;
    malformed.scalar.text = "2.5";
    tap_ok(run, oracle->elementwise(state, &call, PROMCAST_OP_ADD, &a_value, &malformed, &out) ==
                        PROMCAST_STATUS_INVALID_ARGUMENT &&
                    out == NULL && strstr(message, "'2.5'") != NULL,
           "an int scalar whose text is no Python int is invalid_argument");
    promcast_value wrapping = two;
    wrapping.scalar.text = "4294967297";
    const int32_t plus_one[3] = {23, 45, 67};
    tap_ok(run, oracle->elementwise(state, &call, PROMCAST_OP_ADD, &a_value, &wrapping, &out) ==
                        PROMCAST_STATUS_OK &&
                    out != NULL && memcmp(out->dl_tensor.data, plus_one, sizeof plus_one) == 0,
           "int32 + 2^32 + 1: the int64 wrapped number wraps to 1 in int32 (torch)");
    if (out != NULL) out->deleter(out);
    out = NULL;
    wrapping.scalar.text = "-1180591620717411303424";
    tap_ok(run, oracle->elementwise(state, &call, PROMCAST_OP_ADD, &wrapping, &a_value, &out) ==
                        PROMCAST_STATUS_SCALAR_OUT_OF_RANGE &&
                    out == NULL && strstr(message, "Overflow when unpacking long") != NULL,
           "an int scalar beyond 64 bits is scalar_out_of_range, in PyTorch's words");
    call.default_float = abi_dl_dtype(PC_INT32);
    tap_is_int(run, oracle->elementwise(state, &call, PROMCAST_OP_ADD, &a_value, &b_value, &out),
               PROMCAST_STATUS_INVALID_ARGUMENT, "default_float int32 is invalid_argument");
}

/* The option `profile` selects a profile's table; anything else is
** refused, naming what was given and what is accepted. */
static void check_options(tap_run *run, const char *directory) {
    loaded_adapter adapter;
    char error[512] = "";
    const promcast_adapter_option numpy[] = {{"profile", "numpy"}};
    if (tap_ok(run, adapter_load_with_options(directory, "promcast_adapter_oracle", numpy, 1,
                                              &adapter, error, sizeof error) &&
                        adapter.table != NULL,
               "profile=numpy: the oracle adapter loads")) {
        tap_is_str(run, adapter.table->profile, "numpy", "  its table claims the numpy profile");
        tap_is_str(run, adapter.table->name, "oracle-numpy", "  and is oracle-numpy's");
        for (size_t i = 0; i < sizeof numpy_scalars / sizeof numpy_scalars[0]; i++)
            probe_check(run, adapter.table, &numpy_scalars[i], 0);
        adapter_unload(&adapter);
    }
    const promcast_adapter_option torch_again[] = {{"profile", "numpy"}, {"profile", "torch"}};
    if (tap_ok(run, adapter_load_with_options(directory, "promcast_adapter_oracle", torch_again, 2,
                                              &adapter, error, sizeof error) &&
                        adapter.table != NULL,
               "the last profile option given wins")) {
        tap_is_str(run, adapter.table->profile, "torch", "  profile=torch last: torch");
        adapter_unload(&adapter);
    }
    const promcast_adapter_option colour[] = {{"profile", "jax"}, {"colour", "red"}};
    if (!tap_ok(run, adapter_load_with_options(directory, "promcast_adapter_oracle", colour, 2,
                                               &adapter, error, sizeof error) &&
                         adapter.table == NULL &&
                         strstr(adapter.message, "unknown option 'colour'") != NULL &&
                         strstr(adapter.message, "profile") != NULL,
                "an unknown option is refused, naming it and the one accepted"))
        tap_diag(run, "  %s", adapter.message);
    adapter_unload(&adapter);
    const promcast_adapter_option fortran[] = {{"profile", "fortran"}};
    if (!tap_ok(run, adapter_load_with_options(directory, "promcast_adapter_oracle", fortran, 1,
                                               &adapter, error, sizeof error) &&
                         adapter.table == NULL && strstr(adapter.message, "'fortran'") != NULL &&
                         strstr(adapter.message, "torch, numpy, jax, mlx, array-api") != NULL,
                "an unknown profile is refused, naming it and the profiles accepted"))
        tap_diag(run, "  %s", adapter.message);
    adapter_unload(&adapter);
}

/* Every op the oracle answers: the queries, and the element-wise ops the
** corpus has, out of place and in place. */
static const int32_t oracle_ops[] = {
    PROMCAST_OP_BROADCAST_SHAPES, PROMCAST_OP_BROADCAST_TO, PROMCAST_OP_INPLACE_BROADCAST,
    PROMCAST_OP_XLA_BROADCAST, PROMCAST_OP_PROMOTE_TYPES, PROMCAST_OP_RESULT_TYPE,
    PROMCAST_OP_CAN_CAST, PROMCAST_OP_SUM_TO_SHAPE,
    PROMCAST_OP_ADD, PROMCAST_OP_SUBTRACT, PROMCAST_OP_MULTIPLY, PROMCAST_OP_DIVIDE,
    PROMCAST_OP_MAXIMUM, PROMCAST_OP_EQUAL, PROMCAST_OP_LESS, PROMCAST_OP_BITWISE_AND,
    PROMCAST_OP_NOT_EQUAL, PROMCAST_OP_LESS_EQUAL, PROMCAST_OP_GREATER,
    PROMCAST_OP_GREATER_EQUAL, PROMCAST_OP_MINIMUM, PROMCAST_OP_BITWISE_OR,
    PROMCAST_OP_BITWISE_XOR, PROMCAST_OP_FLOOR_DIVIDE, PROMCAST_OP_REMAINDER,
    PROMCAST_OP_COPYSIGN, PROMCAST_OP_NEXTAFTER, PROMCAST_OP_BITWISE_LEFT_SHIFT,
    PROMCAST_OP_BITWISE_RIGHT_SHIFT, PROMCAST_OP_LOGICAL_AND, PROMCAST_OP_LOGICAL_OR,
    PROMCAST_OP_LOGICAL_XOR, PROMCAST_OP_POW, PROMCAST_OP_ATAN2, PROMCAST_OP_HYPOT,
    PROMCAST_OP_LOGADDEXP,
    PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, PROMCAST_OP_SUBTRACT | PROMCAST_OP_INPLACE,
    PROMCAST_OP_MULTIPLY | PROMCAST_OP_INPLACE, PROMCAST_OP_DIVIDE | PROMCAST_OP_INPLACE,
    PROMCAST_OP_MAXIMUM | PROMCAST_OP_INPLACE, PROMCAST_OP_EQUAL | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LESS | PROMCAST_OP_INPLACE, PROMCAST_OP_BITWISE_AND | PROMCAST_OP_INPLACE,
    PROMCAST_OP_NOT_EQUAL | PROMCAST_OP_INPLACE, PROMCAST_OP_LESS_EQUAL | PROMCAST_OP_INPLACE,
    PROMCAST_OP_GREATER | PROMCAST_OP_INPLACE, PROMCAST_OP_GREATER_EQUAL | PROMCAST_OP_INPLACE,
    PROMCAST_OP_MINIMUM | PROMCAST_OP_INPLACE, PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE,
    PROMCAST_OP_BITWISE_XOR | PROMCAST_OP_INPLACE,
    PROMCAST_OP_FLOOR_DIVIDE | PROMCAST_OP_INPLACE, PROMCAST_OP_REMAINDER | PROMCAST_OP_INPLACE,
    PROMCAST_OP_COPYSIGN | PROMCAST_OP_INPLACE, PROMCAST_OP_NEXTAFTER | PROMCAST_OP_INPLACE,
    PROMCAST_OP_BITWISE_LEFT_SHIFT | PROMCAST_OP_INPLACE,
    PROMCAST_OP_BITWISE_RIGHT_SHIFT | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LOGICAL_AND | PROMCAST_OP_INPLACE, PROMCAST_OP_LOGICAL_OR | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LOGICAL_XOR | PROMCAST_OP_INPLACE, PROMCAST_OP_POW | PROMCAST_OP_INPLACE,
    PROMCAST_OP_ATAN2 | PROMCAST_OP_INPLACE, PROMCAST_OP_HYPOT | PROMCAST_OP_INPLACE,
    PROMCAST_OP_LOGADDEXP | PROMCAST_OP_INPLACE,
    PROMCAST_OP_WHERE, PROMCAST_OP_CLIP, PROMCAST_OP_MATMUL, PROMCAST_OP_VECDOT,
    PROMCAST_OP_CONCAT, PROMCAST_OP_STACK, PROMCAST_OP_BROADCAST_ARRAYS,
};
#define ORACLE_OP_COUNT ((int32_t)(sizeof oracle_ops / sizeof oracle_ops[0]))

/* The dtype list names only dtypes of adapter.h's table, each once; the
** op list only ids adapter.h knows, each once, with its function. */
static int lists_well_formed(const promcast_adapter *t) {
    int passed = t->dtype_count >= 1 && t->dtypes != NULL && t->op_count >= 1 && t->ops != NULL;
    for (int32_t i = 0; passed && i < t->dtype_count; i++) {
        passed &= abi_dtype_problem(t->dtypes[i]) == NULL;
        for (int32_t j = 0; j < i; j++)
            passed &= memcmp(&t->dtypes[i], &t->dtypes[j], sizeof t->dtypes[i]) != 0;
    }
    for (int32_t i = 0; passed && i < t->op_count; i++) {
        passed &= promcast_adapter_has_function(t, t->ops[i]);
        for (int32_t j = 0; j < i; j++) passed &= t->ops[i] != t->ops[j];
    }
    return passed;
}

#define ARRAY_VALUE(TENSOR_LITERAL) {PROMCAST_VALUE_ARRAY, TENSOR_LITERAL, {0}}
#define SCALAR_VALUE(SCALAR_LITERAL) {PROMCAST_VALUE_SCALAR, {0}, SCALAR_LITERAL}
#define NONE_VALUE {PROMCAST_VALUE_NONE, {0}, {0}}

/* The functions of several arrays through array_function (torch profile),
** each input form once: scalars, None, the three kinds of axis, one view
** per operand. Values as the Array API standard's function pages and
** PyTorch's documentation state them. */
static const probe_expectation functions[] = {
    {"where(bool, int8 array, int 0): the scalar takes int8",
     {.op = PROMCAST_OP_WHERE, .value_count = 3,
      .values = {ARRAY_VALUE(TENSOR(PC_BOOL, SHAPE(3), 1, 0, 1)),
                 ARRAY_VALUE(TENSOR(PC_INT8, SHAPE(3), 1, 2, 3)), SCALAR_VALUE(INT_SCALAR("0"))}},
     "int8 [3] {1,0,3}"},
    {"clip(int16, -1, None): no upper bound",
     {.op = PROMCAST_OP_CLIP, .value_count = 3,
      .values = {ARRAY_VALUE(TENSOR(PC_INT16, SHAPE(3), -5, 0, 5)),
                 SCALAR_VALUE(INT_SCALAR("-1")), NONE_VALUE}},
     "int16 [3] {-1,0,5}"},
    {"matmul of an int32 matrix and vector",
     {.op = PROMCAST_OP_MATMUL, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2, 2), 1, 2, 3, 4)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2), 1, 1))}},
     "int32 [2] {3,7}"},
    {"matmul refuses a 0-d operand",
     {.op = PROMCAST_OP_MATMUL, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE0, 1)),
                 ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE(2), 1, 2))}},
     "invalid_rank"},
    {"vecdot with the default axis",
     {.op = PROMCAST_OP_VECDOT, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_FLOAT64, SHAPE(2), 2, 3)),
                 ARRAY_VALUE(TENSOR(PC_FLOAT64, SHAPE(2), 4, 5))}},
     "float64 [] {23}"},
    {"vecdot of integers: torch.linalg.vecdot takes floating and complex tensors only",
     {.op = PROMCAST_OP_VECDOT, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT64, SHAPE(2), 2, 3)),
                 ARRAY_VALUE(TENSOR(PC_INT64, SHAPE(2), 4, 5))},
      .axis_kind = PROMCAST_AXIS_GIVEN, .axis = -1},
     "unsupported_dtype_for_op"},
    {"concat along axis 0 promotes int8 and int16",
     {.op = PROMCAST_OP_CONCAT, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT8, SHAPE(2), 1, 2)),
                 ARRAY_VALUE(TENSOR(PC_INT16, SHAPE(1), 3))},
      .axis_kind = PROMCAST_AXIS_GIVEN, .axis = 0},
     "int16 [3] {1,2,3}"},
    {"stack along axis 3 of 1-d arrays is out of range",
     {.op = PROMCAST_OP_STACK, .value_count = 1,
      .values = {ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE(2), 1, 2))},
      .axis_kind = PROMCAST_AXIS_GIVEN, .axis = 3},
     "invalid_axis"},
    {"broadcast_arrays: one view per operand, stride 0 where broadcast",
     {.op = PROMCAST_OP_BROADCAST_ARRAYS, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT8, SHAPE(2, 1), 1, 2)),
                 ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE(3), 1, 2, 3))}},
     "int8 [2,3] strides [1,0] {1,1,1,2,2,2}; float32 [2,3] strides [0,1] {1,2,3,1,2,3}"},
    {"broadcast_arrays of no arrays gives no views",
     {.op = PROMCAST_OP_BROADCAST_ARRAYS, .value_count = 0}, "no views"},
};

/* array_function refuses what is not a call of a function of several
** arrays, as a status with a message, writing no result. */
static void check_function_arguments(tap_run *run, const promcast_adapter *oracle) {
    char message[320] = "";
    promcast_call call = {.default_float = {kDLFloat, 32, 1}, .message = message,
                          .message_size = sizeof message};
    DLManagedTensor *results[1] = {NULL};
    int32_t count = -1;
    promcast_arguments none = {0, NULL, PROMCAST_AXIS_DEFAULT, 0};
    int32_t status = oracle->array_function(oracle->state, &call, PROMCAST_OP_ADD, &none, 1,
                                            results, &count);
    tap_ok(run, status == PROMCAST_STATUS_INVALID_ARGUMENT && results[0] == NULL &&
                    strstr(message, "not a function of several arrays"),
           "array_function refuses an element-wise op id: %s", message);
    promcast_arguments malformed = {-1, NULL, PROMCAST_AXIS_DEFAULT, 0};
    status = oracle->array_function(oracle->state, &call, PROMCAST_OP_CONCAT, &malformed, 1,
                                    results, &count);
    tap_ok(run, status == PROMCAST_STATUS_INVALID_ARGUMENT && results[0] == NULL &&
                    strstr(message, "malformed arguments"),
           "array_function refuses a negative operand count: %s", message);
    promcast_arguments bad_axis = {0, NULL, 7, 0};
    status = oracle->array_function(oracle->state, &call, PROMCAST_OP_CONCAT, &bad_axis, 1,
                                    results, &count);
    tap_ok(run, status == PROMCAST_STATUS_INVALID_ARGUMENT && strstr(message, "axis kind 7"),
           "array_function refuses an unknown axis kind: %s", message);
}

static void check_table(tap_run *run, const char *directory, const char *library) {
    loaded_adapter adapter;
    char error[512];
    if (!tap_ok(run, adapter_load(directory, library, &adapter, error, sizeof error) &&
                         adapter.table != NULL,
                "%s: loads and returns a table", library)) {
        tap_diag(run, "  %s %s", error, adapter.message);
        return;
    }
    const promcast_adapter *t = adapter.table;
    /* Every adapter built here claims torch unless an option says otherwise. */
    const char *profile = "torch";
    int strings = t->name && *t->name && t->library && *t->library && t->library_version &&
                  *t->library_version && t->profile && strcmp(t->profile, profile) == 0;
    /* Oracle-derived adapters have everything; the example declares less. */
    int everything = t->dtype_count == PC_DTYPE_COUNT && t->op_count == ORACLE_OP_COUNT;
    for (int32_t i = 0; everything && i < ORACLE_OP_COUNT; i++)
        everything &= promcast_adapter_lists_op(t, oracle_ops[i]);
    tap_ok(run, t->abi_major == PROMCAST_ADAPTER_ABI_MAJOR &&
                    t->abi_minor == PROMCAST_ADAPTER_ABI_MINOR && t->size == sizeof *t,
           "%s: ABI %u.%u, table of %u bytes", library, t->abi_major, t->abi_minor, t->size);
    tap_ok(run, strings, "%s: names '%s', library '%s' %s, profile %s", library, t->name,
           t->library, t->library_version, profile);
    tap_ok(run, lists_well_formed(t) && (everything || strstr(library, "example") != NULL),
           "%s: %d dtypes and %d ops, each known once, every op with its function", library,
           (int)t->dtype_count, (int)t->op_count);
    tap_ok(run, dlsym(adapter.handle, "pc_broadcast_shapes") == NULL &&
                    dlsym(adapter.handle, "oracle_adapter_table") == NULL &&
                    dlsym(adapter.handle, "abi_dl_dtype") == NULL &&
                    dlsym(adapter.handle, PROMCAST_ADAPTER_ABI_1_SYMBOL) == NULL,
           "%s: exports no symbol of the oracle or the adapter libraries, nor ABI 1's entry",
           library);
    adapter_unload(&adapter);
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    loaded_adapter oracle;
    if (!probe_load_oracle(&run, argc, argv, "test_oracle_adapter ADAPTER_DIRECTORY LIBRARY...",
                           &oracle))
        return tap_finish(&run);
    tap_is_str(&run, oracle.table->library, "promcast oracle", "its library is the oracle");
    tap_is_str(&run, oracle.table->library_version, PROMCAST_VERSION_STRING,
               "its version is promcast's");
    for (size_t i = 0; i < sizeof documented / sizeof documented[0]; i++)
        probe_check(&run, oracle.table, &documented[i], 0);
    for (size_t i = 0; i < sizeof torch_scalars / sizeof torch_scalars[0]; i++)
        probe_check(&run, oracle.table, &torch_scalars[i], 0);
    check_by_hand(&run, oracle.table);
    for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++)
        probe_check(&run, oracle.table, &functions[i], 0);
    check_function_arguments(&run, oracle.table);
    adapter_unload(&oracle);
    check_options(&run, argv[1]);
    for (int i = 2; i < argc; i++) check_table(&run, argv[1], argv[i]);
    return tap_finish(&run);
}
