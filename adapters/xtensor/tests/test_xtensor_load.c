/*
** test_xtensor_load.c: the xtensor adapter loads as the runner loads it,
** its table says what it claims (profile numpy, xtensor's 13 element
** types, every op but xla_broadcast, sum_to_shape, matmul and vecdot), it
** exports nothing but the entry, it refuses every option, it answers one probe of each op
** as xtensor does, and it takes Python scalars as the C++ values a C++
** user writes (bool, std::int64_t, double, std::complex<double>). The
** comparisons and minimum are listed out of place only (xtensor has no
** compound assignment for them), bitwise_or and bitwise_xor in place too.
** The shifts are listed in both forms, and shifts C++ leaves undefined
** ([expr.shift]) are reported as undefined, not run. pow, atan2 and
** hypot are listed in both forms, computed in double for integers; in
** place, a double result out of the integer destination's range
** ([conv.fpint]) is reported as undefined, not run. xtensor has no
** logaddexp: not listed. where, clip, concat, stack and broadcast_arrays
** are listed (test_xtensor_functions.c calls them); matmul and vecdot,
** which need xtensor-blas, are not.
**
** The expected answers are xtensor's, deviations from NumPy included
** (int8 + int8 is C++'s int, 7 / 2 is 3, int8 + 3 is std::int64_t): this
** test checks the adapter reports the library faithfully; the corpus run
** checks the library.
**
** Usage: test_xtensor_load ADAPTER_DIRECTORY
*/
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "adapter_probe.h"
#include "probe_literals.h"
#include "tap.h"

static const probe_expectation probes[] = {
    {"broadcast_shapes (8,1,6,1) with (7,1,5)",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "[8,7,6,5]"},
    {"broadcast_shapes (3) with (4): xt::broadcast_error",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(3), SHAPE(4)}},
     "incompatible_shapes"},
    {"broadcast_shapes of nothing is ()",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 0}, "[]"},
    {"broadcast_to (3) -> (2,3) reads the source with stride 0 on the new dimension",
     {.op = PROMCAST_OP_BROADCAST_TO, .shapes = {SHAPE(2, 3)},
      .a = TENSOR(PC_INT16, SHAPE(3), 1, 2, 3)},
     "int16 [2,3] strides [0,1] {1,2,3,1,2,3}"},
    {"broadcast_to (3,1) -> (3,2)",
     {.op = PROMCAST_OP_BROADCAST_TO, .shapes = {SHAPE(3, 2)},
      .a = TENSOR(PC_FLOAT64, SHAPE(3, 1), 1, 2, 3)},
     "float64 [3,2] strides [1,0] {1,1,2,2,3,3}"},
    {"broadcast_to (2,3) -> (3): fewer dimensions is xt::broadcast_error",
     {.op = PROMCAST_OP_BROADCAST_TO, .shapes = {SHAPE(3)},
      .a = TENSOR(PC_INT8, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     "incompatible_shapes"},
    {"inplace_broadcast (2,3) op= (3)",
     {.op = PROMCAST_OP_INPLACE_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(3)}}, "true"},
    {"inplace_broadcast (3) op= (2,3): xtensor resizes the destination, so false",
     {.op = PROMCAST_OP_INPLACE_BROADCAST, .shapes = {SHAPE(3), SHAPE(2, 3)}}, "false"},
    {"promote_types int8, uint8 is C++'s int",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_INT8, PC_UINT8}}, "int32"},
    {"promote_types int64, uint64 is unsigned long",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_INT64, PC_UINT64}}, "uint64"},
    {"promote_types float64, complex64 (xtl::promote_type)",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_FLOAT64, PC_COMPLEX64}}, "complex128"},
    {"result_type float32 array + Python float is double",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_FLOAT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float64"},
    {"result_type bool 0-d array + Python bool is int",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {ZERO_DIM(PC_BOOL), SCALAR(PROMCAST_SCALAR_BOOL)}},
     "int32"},
    {"can_cast float64 -> int32: int32 += float64 compiles",
     {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_FLOAT64, PC_INT32}}, "true"},
    {"can_cast complex64 -> float32: the complex sum cannot be stored",
     {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_COMPLEX64, PC_FLOAT32}}, "false"},
    {"add int8 100 + int8 100 is int 200",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(1), 100),
      .b = TENSOR(PC_INT8, SHAPE(1), 100)},
     "int32 [1] {200}"},
    {"add broadcasts (2,1) with (3)",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT32, SHAPE(2, 1), 1, 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(3), 10, 20, 30)},
     "float32 [2,3] {11,21,31,12,22,32}"},
    {"add (3) with (4): xt::broadcast_error",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(4), 1, 2, 3, 4)},
     "incompatible_shapes"},
    {"divide int32 7 / 2 divides integers",
     {.op = PROMCAST_OP_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(1), 7),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "int32 [1] {3}"},
    {"divide int64 by 0 is undefined in C++, not run",
     {.op = PROMCAST_OP_DIVIDE, .a = TENSOR(PC_INT64, SHAPE(2), 1, 2),
      .b = TENSOR(PC_INT64, SHAPE(2), 1, 0)},
     "undefined"},
    {"divide float64 by 0 is inf",
     {.op = PROMCAST_OP_DIVIDE, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 0)},
     "float64 [1] {inf}"},
    {"maximum of complex does not compile",
     {.op = PROMCAST_OP_MAXIMUM, .a = TENSOR(PC_COMPLEX64, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX64, SHAPE(1), 2)},
     "unsupported_dtype_for_op"},
    {"less int8 < uint8",
     {.op = PROMCAST_OP_LESS, .a = TENSOR(PC_INT8, SHAPE(2), -1, 3),
      .b = TENSOR(PC_UINT8, SHAPE(2), 0, 3)},
     "bool [2] {1,0}"},
    {"bitwise_and of float does not compile",
     {.op = PROMCAST_OP_BITWISE_AND, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    {"equal bool == bool",
     {.op = PROMCAST_OP_EQUAL, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
      .b = TENSOR(PC_BOOL, SHAPE(2), 1, 1)},
     "bool [2] {1,0}"},
    {"add_inplace int8 += int8 wraps when stored",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 127, 1),
      .b = TENSOR(PC_INT8, SHAPE(1), 1)},
     "int8 [2] {-128,2}"},
    {"subtract_inplace (3) -= (2,3): the destination cannot grow",
     {.op = PROMCAST_OP_SUBTRACT | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     "inplace_shape_change"},
    {"add_inplace float32 += complex64 cannot store the complex sum",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX64, SHAPE(1), 1)},
     "cannot_cast"},
    {"maximum_inplace is a = xt::maximum(a, b)",
     {.op = PROMCAST_OP_MAXIMUM | PROMCAST_OP_INPLACE, .a = TENSOR(PC_UINT16, SHAPE(3), 1, 5, 3),
      .b = TENSOR(PC_UINT16, SHAPE(3), 4, 4, 4)},
     "uint16 [3] {4,5,4}"},
    /* not_equal, less_equal, greater, greater_equal, minimum, bitwise_or,
    ** bitwise_xor: what xtensor 0.24.3 computes, checked against a C++
    ** program of xt::xarrays (xt::not_equal(x, y), xt::minimum(x, y),
    ** x | y, x |= y, ...) built with g++ on this machine. */
    {"not_equal float32: NaN != NaN is true",
     {.op = PROMCAST_OP_NOT_EQUAL, .a = TENSOR(PC_FLOAT32, SHAPE(2), NAN, 1),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), NAN, 1)},
     "bool [2] {1,0}"},
    {"less_equal float32: NaN <= NaN is false",
     {.op = PROMCAST_OP_LESS_EQUAL, .a = TENSOR(PC_FLOAT32, SHAPE(2), NAN, 1),
      .b = TENSOR(PC_FLOAT32, SHAPE(2), NAN, 1)},
     "bool [2] {0,1}"},
    {"greater int32 -1 > uint32 0: C++ compares in unsigned int",
     {.op = PROMCAST_OP_GREATER, .a = TENSOR(PC_INT32, SHAPE(2), -1, 1),
      .b = TENSOR(PC_UINT32, SHAPE(2), 0, 0)},
     "bool [2] {1,1}"},
    {"greater_equal broadcasts (2,1) with (2)",
     {.op = PROMCAST_OP_GREATER_EQUAL, .a = TENSOR(PC_INT16, SHAPE(2, 1), 1, 2),
      .b = TENSOR(PC_INT16, SHAPE(2), 1, 2)},
     "bool [2,2] {1,0,1,1}"},
    {"less_equal of complex does not compile",
     {.op = PROMCAST_OP_LESS_EQUAL, .a = TENSOR(PC_COMPLEX64, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX64, SHAPE(1), 2)},
     "unsupported_dtype_for_op"},
    {"not_equal complex64 != complex128 compiles (xt::detail's complex overload)",
     {.op = PROMCAST_OP_NOT_EQUAL, .a = TENSOR(PC_COMPLEX64, SHAPE(2), 1, 1),
      .b = TENSOR(PC_COMPLEX128, SHAPE(2), 1, 2)},
     "bool [2] {0,1}"},
    {"minimum is select(a < b, a, b): NaN only from b, the second of two equal zeros",
     {.op = PROMCAST_OP_MINIMUM, .a = TENSOR(PC_FLOAT32, SHAPE(4), NAN, 1, 0, -0.0),
      .b = TENSOR(PC_FLOAT32, SHAPE(4), 2, NAN, -0.0, 0)},
     "float32 [4] {2,nan,-0,0}"},
    {"minimum of int8 and int16 is C++'s int",
     {.op = PROMCAST_OP_MINIMUM, .a = TENSOR(PC_INT8, SHAPE(2), 1, 5),
      .b = TENSOR(PC_INT16, SHAPE(1), 3)},
     "int32 [2] {1,3}"},
    {"minimum of complex does not compile",
     {.op = PROMCAST_OP_MINIMUM, .a = TENSOR(PC_COMPLEX128, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX128, SHAPE(1), 2)},
     "unsupported_dtype_for_op"},
    {"bitwise_or bool | bool is C++'s int",
     {.op = PROMCAST_OP_BITWISE_OR, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
      .b = TENSOR(PC_BOOL, SHAPE(2), 0, 0)},
     "int32 [2] {1,0}"},
    {"bitwise_xor int8 ^ int16 is C++'s int",
     {.op = PROMCAST_OP_BITWISE_XOR, .a = TENSOR(PC_INT8, SHAPE(2), 3, -1),
      .b = TENSOR(PC_INT16, SHAPE(2), 5, 1)},
     "int32 [2] {6,-2}"},
    {"bitwise_or of float does not compile",
     {.op = PROMCAST_OP_BITWISE_OR, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    {"bitwise_or_inplace int8 |= int16: the int result stored into int8",
     {.op = PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2),
      .b = TENSOR(PC_INT16, SHAPE(2), 4, 4)},
     "int8 [2] {5,6}"},
    {"bitwise_xor_inplace int16 ^= int8",
     {.op = PROMCAST_OP_BITWISE_XOR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT16, SHAPE(2), 1, 2),
      .b = TENSOR(PC_INT8, SHAPE(2), 3, 3)},
     "int16 [2] {2,1}"},
    {"bitwise_or_inplace bool |= bool: the int result stored into bool",
     {.op = PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
      .b = TENSOR(PC_BOOL, SHAPE(2), 0, 1)},
     "bool [2] {1,1}"},
    {"bitwise_or_inplace (3) |= (2,3): the destination cannot grow",
     {.op = PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     "inplace_shape_change"},
    {"bitwise_xor_inplace float32 ^= int32 does not compile",
     {.op = PROMCAST_OP_BITWISE_XOR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    /* The functions in place are the assignment written out, as for
    ** maximum: a = xt::not_equal(a, b) stores bools into int8; a =
    ** xt::minimum(a, b). */
    {"not_equal_inplace is a = xt::not_equal(a, b), 0 or 1 stored into int8",
     {.op = PROMCAST_OP_NOT_EQUAL | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 1, 5),
      .b = TENSOR(PC_INT8, SHAPE(2), 1, 3)},
     "int8 [2] {0,1}"},
    {"minimum_inplace is a = xt::minimum(a, b)",
     {.op = PROMCAST_OP_MINIMUM | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 1, 5),
      .b = TENSOR(PC_INT8, SHAPE(2), 3, 3)},
     "int8 [2] {1,3}"},
    /* a && b and a || b (xoperation.hpp): C++'s && on each pair of
    ** elements, bool; a NaN converts to true, -0.0 to false. g++ here:
    ** xt::xarray<int8_t>{-7, 0, 3} && xt::xarray<double>{1.5, -0.0, NAN}
    ** is { true, false, true}. */
    {"logical_and int8 && float64 is bool; NaN is true, -0.0 false",
     {.op = PROMCAST_OP_LOGICAL_AND, .a = TENSOR(PC_INT8, SHAPE(3), -7, 0, 3),
      .b = TENSOR(PC_FLOAT64, SHAPE(3), 1.5, -0.0, NAN)},
     "bool [3] {1,0,1}"},
    {"logical_or float64 || 0 (a C++ int64 scalar)",
     {.op = PROMCAST_OP_LOGICAL_OR, .a = TENSOR(PC_FLOAT64, SHAPE(3), 1.5, -0.0, NAN),
      .b_scalar = INT_SCALAR("0")},
     "bool [3] {1,0,1}"},
    {"logical_and of complex64 does not compile (std::complex has no &&)",
     {.op = PROMCAST_OP_LOGICAL_AND, .a = TENSOR(PC_COMPLEX64, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX64, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    /* In place: a = a && b, the bools stored into a's type. */
    {"logical_and_inplace int8: a = a && b stores 0 or 1",
     {.op = PROMCAST_OP_LOGICAL_AND | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(3), 5, 0, 2),
      .b = TENSOR(PC_INT8, SHAPE(3), -7, 0, 3)},
     "int8 [3] {1,0,1}"},
    {"logical_or_inplace float64 with int32 zeros: 1.0 and 0.0",
     {.op = PROMCAST_OP_LOGICAL_OR | PROMCAST_OP_INPLACE,
      .a = TENSOR(PC_FLOAT64, SHAPE(3), 2.5, 0, NAN), .b = TENSOR(PC_INT32, SHAPE(3), 0, 0, 0)},
     "float64 [3] {1,0,1}"},
    {"logical_or_inplace (3) = (3) || (2,3): the destination cannot grow",
     {.op = PROMCAST_OP_LOGICAL_OR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6)},
     "inplace_shape_change"},
    /* a << b and a >> b (xoperation.hpp): C++'s shifts on each pair of
    ** elements, whose type is the promoted left operand (int for bool and
    ** the 8- and 16-bit types), whatever the count's type. g++ here:
    ** xt::xarray<uint8_t>{1, 3} << xt::xarray<uint8_t>{9, 1} is int
    ** {512, 6}, and a = a << b stores it into uint8 as {0, 6};
    ** xt::xarray<int32_t>{-8, 7} >> 1 is {-4, 3} (arithmetic). */
    {"bitwise_left_shift int32 1 << 3",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 3)},
     "int32 [1] {8}"},
    {"bitwise_right_shift int32 -8 >> 1 is arithmetic",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(2), -8, 7),
      .b = TENSOR(PC_INT32, SHAPE(1), 1)},
     "int32 [2] {-4,3}"},
    {"bitwise_left_shift uint8 1 << 9 is the promoted int 512",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_UINT8, SHAPE(2), 1, 3),
      .b = TENSOR(PC_UINT8, SHAPE(2), 9, 1)},
     "int32 [2] {512,6}"},
    {"bitwise_left_shift_inplace uint8: a = a << b stores 512 into uint8 as 0",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT | PROMCAST_OP_INPLACE,
      .a = TENSOR(PC_UINT8, SHAPE(2), 1, 3), .b = TENSOR(PC_UINT8, SHAPE(2), 9, 1)},
     "uint8 [2] {0,6}"},
    {"bitwise_left_shift int8 << int64 is int, the promoted left operand",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT8, SHAPE(1), 1),
      .b = TENSOR(PC_INT64, SHAPE(1), 31)},
     "int32 [1] {-2147483648}"},
    {"bitwise_left_shift int64 << uint8 is int64",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT64, SHAPE(1), 1),
      .b = TENSOR(PC_UINT8, SHAPE(1), 40)},
     "int64 [1] {1099511627776}"},
    {"bitwise_left_shift uint32 wraps: unsigned shifts are modular",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_UINT32, SHAPE(1), 4294967295),
      .b = TENSOR(PC_UINT32, SHAPE(1), 4)},
     "uint32 [1] {4294967280}"},
    {"bitwise_left_shift bool << bool is C++'s int",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
      .b = TENSOR(PC_BOOL, SHAPE(2), 1, 1)},
     "int32 [2] {2,0}"},
    {"bitwise_right_shift of float does not compile",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    {"bitwise_right_shift_inplace (3) = (3) >> (2,3): the destination cannot grow",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT | PROMCAST_OP_INPLACE,
      .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3), .b = TENSOR(PC_INT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1)},
     "inplace_shape_change"},
    /* ISO C++17 [expr.shift]: a count below 0 or at least the promoted
    ** left operand's width, a left shift of a negative value or past the
    ** unsigned type of the result's width, are undefined: not run. */
    {"bitwise_left_shift by a negative count is undefined in C++, not run",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(2), 1, 1),
      .b = TENSOR(PC_INT32, SHAPE(2), 1, -1)},
     "undefined"},
    {"bitwise_right_shift int32 by 32 is undefined in C++, not run",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(1), -8),
      .b = TENSOR(PC_INT32, SHAPE(1), 32)},
     "undefined"},
    {"bitwise_right_shift uint8 by 32: the promoted int's width, undefined",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT, .a = TENSOR(PC_UINT8, SHAPE(1), 1),
      .b = TENSOR(PC_UINT8, SHAPE(1), 32)},
     "undefined"},
    {"bitwise_right_shift int64 by a uint64 count of 2**40 is undefined (not truncated)",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT, .a = TENSOR(PC_INT64, SHAPE(1), 1),
      .b = TENSOR(PC_UINT64, SHAPE(1), 1099511627776)},
     "undefined"},
    {"bitwise_left_shift of a negative int32 is undefined in C++, not run",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(1), -1),
      .b = TENSOR(PC_INT32, SHAPE(1), 1)},
     "undefined"},
    {"bitwise_left_shift int32 3 << 31 overflows unsigned int: undefined",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(1), 3),
      .b = TENSOR(PC_INT32, SHAPE(1), 31)},
     "undefined"},
    {"bitwise_left_shift_inplace int16 -1 << 1 is undefined in C++, not run",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT | PROMCAST_OP_INPLACE,
      .a = TENSOR(PC_INT16, SHAPE(1), -1), .b = TENSOR(PC_INT16, SHAPE(1), 1)},
     "undefined"},
    {"bitwise_left_shift checks only the pairs broadcasting forms: an empty result runs",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(0), 0),
      .b = TENSOR(PC_INT32, SHAPE(1), -1)},
     "int32 [0] {}"},
    /* xt::pow, xt::atan2, xt::hypot are std::pow, std::atan2, std::hypot on
    ** each pair (xmath.hpp): any integer or mixed pair is computed in double
    ** (C++17 [cmath.syn]/2), so int8 ** int8 is double and int64 3 ** 39 is
    ** the double nearest 3^39 (4052555153018976267 is not a double). The
    ** expected values are exact arithmetic, correctly rounded, or C's
    ** Annex F special cases: pow(x, 0) is 1 even for NaN, pow(+-0, y) for
    ** a negative odd integer y is +-inf, pow of a negative base and a
    ** non-integer exponent is NaN; atan2(+0, -0) is pi, atan2(y, +-0) for
    ** y > 0 is pi/2; hypot(inf, NaN) is inf. */
    {"pow int8 2 ** 7 is the double 128: no int8 wrap, computed in double",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_INT8, SHAPE(2), 2, 3),
      .b = TENSOR(PC_INT8, SHAPE(2), 7, -2)},
     "float64 [2] {128,0.1111111111111111}"},
    {"pow int64 3 ** 39 is the double nearest 3^39, not the exact integer",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_INT64, SHAPE(1), 3),
      .b = TENSOR(PC_INT64, SHAPE(1), 39)},
     "float64 [1] {4.0525551530189763e+18}"},
    {"pow float32 ** float32 stays float: x ** 0 is 1 for NaN, 0 ** -1 is inf, (-8) ** 0.5 NaN",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_FLOAT32, SHAPE(4), 2, NAN, 0, -8),
      .b = TENSOR(PC_FLOAT32, SHAPE(4), 10, 0, -1, 0.5)},
     "float32 [4] {1024,1,inf,nan}"},
    {"pow float32 ** int8 is double",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1.5),
      .b = TENSOR(PC_INT8, SHAPE(1), 2)},
     "float64 [1] {2.25}"},
    {"pow bool ** bool is double",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
      .b = TENSOR(PC_BOOL, SHAPE(2), 0, 1)},
     "float64 [2] {1,0}"},
    {"pow broadcasts (2,1) with (2)",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_FLOAT64, SHAPE(2, 1), 2, 3),
      .b = TENSOR(PC_FLOAT64, SHAPE(2), 2, 3)},
     "float64 [2,2] {4,8,9,27}"},
    {"pow (3) with (4): xt::broadcast_error",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_FLOAT64, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_FLOAT64, SHAPE(4), 1, 2, 3, 4)},
     "incompatible_shapes"},
    {"atan2 int32: atan2(0, -1) is pi, atan2(1, 0) pi/2, in double",
     {.op = PROMCAST_OP_ATAN2, .a = TENSOR(PC_INT32, SHAPE(2), 0, 1),
      .b = TENSOR(PC_INT32, SHAPE(2), -1, 0)},
     "float64 [2] {3.1415926535897931,1.5707963267948966}"},
    {"atan2 float32: atan2(+0, -0) is the float nearest pi",
     {.op = PROMCAST_OP_ATAN2, .a = TENSOR(PC_FLOAT32, SHAPE(1), 0),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), -0.0)},
     "float32 [1] {3.1415927410125732}"},
    {"atan2 of complex does not compile (std::atan2 has no complex overload)",
     {.op = PROMCAST_OP_ATAN2, .a = TENSOR(PC_COMPLEX64, SHAPE(1), 1),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    {"hypot int8: hypot(3, 4) is 5, hypot(-7, 0) is 7, in double",
     {.op = PROMCAST_OP_HYPOT, .a = TENSOR(PC_INT8, SHAPE(2), 3, -7),
      .b = TENSOR(PC_INT8, SHAPE(2), 4, 0)},
     "float64 [2] {5,7}"},
    {"hypot float32: hypot(inf, NaN) is inf",
     {.op = PROMCAST_OP_HYPOT, .a = TENSOR(PC_FLOAT32, SHAPE(1), INFINITY),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), NAN)},
     "float32 [1] {inf}"},
    {"hypot of complex does not compile",
     {.op = PROMCAST_OP_HYPOT, .a = TENSOR(PC_COMPLEX128, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX128, SHAPE(1), 1)},
     "unsupported_dtype_for_op"},
    /* In place, a = xt::pow(a, b): the double results are converted to a's
    ** integers by truncation, and where the truncated value does not fit
    ** (or is NaN or inf) the conversion is undefined in C++ ([conv.fpint]):
    ** refused, not run. A conversion to bool is defined for every value. */
    {"pow_inplace int8: (-2) ** 7 is -128, which fits int8",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), -2, 3),
      .b = TENSOR(PC_INT8, SHAPE(2), 7, 4)},
     "int8 [2] {-128,81}"},
    {"pow_inplace int8: 2 ** 7 is 128.0, out of int8: undefined in C++, not run",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2),
      .b = TENSOR(PC_INT8, SHAPE(2), 7, 7)},
     "undefined"},
    {"pow_inplace uint8: 2 ** -1 is 0.5, truncated to 0",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_UINT8, SHAPE(2), 2, 2),
      .b = TENSOR(PC_INT8, SHAPE(2), -1, 3)},
     "uint8 [2] {0,8}"},
    {"pow_inplace uint8: 2 ** 8 is 256.0, out of uint8: undefined",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_UINT8, SHAPE(1), 2),
      .b = TENSOR(PC_UINT8, SHAPE(1), 8)},
     "undefined"},
    {"pow_inplace int64: 2 ** 62 and (-2) ** 63 fit int64",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT64, SHAPE(2), 2, -2),
      .b = TENSOR(PC_INT64, SHAPE(2), 62, 63)},
     "int64 [2] {4611686018427387904,-9223372036854775808}"},
    {"pow_inplace int64: 2 ** 63 is one past int64's max: undefined",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT64, SHAPE(1), 2),
      .b = TENSOR(PC_INT64, SHAPE(1), 63)},
     "undefined"},
    {"pow_inplace uint64: 2 ** 63 fits, stored exactly",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_UINT64, SHAPE(1), 2),
      .b = TENSOR(PC_UINT64, SHAPE(1), 63)},
     "uint64 [1] {9223372036854775808}"},
    {"pow_inplace int32: 0 ** -1 is inf: undefined",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(1), 0),
      .b = TENSOR(PC_INT32, SHAPE(1), -1)},
     "undefined"},
    {"pow_inplace int32 with a float32 NaN exponent: 2 ** NaN is NaN: undefined",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(1), 2),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), NAN)},
     "undefined"},
    {"pow_inplace (3) = pow((3), (2,3)): the destination cannot grow",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(2, 3), 1, 1, 1, 1, 1, 1)},
     "inplace_shape_change"},
    {"pow_inplace float32 with complex64: the complex result cannot be stored",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b = TENSOR(PC_COMPLEX64, SHAPE(1), 1)},
     "cannot_cast"},
    {"pow_inplace checks only the results broadcasting forms: an empty result runs",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(0), 0),
      .b = TENSOR(PC_INT8, SHAPE(1), 100)},
     "int8 [0] {}"},
    {"atan2_inplace int32: pi and -pi/2 truncated to 3 and -1",
     {.op = PROMCAST_OP_ATAN2 | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 0, -1),
      .b = TENSOR(PC_INT32, SHAPE(2), -1, 0)},
     "int32 [2] {3,-1}"},
    {"hypot_inplace bool with a float64 NaN: NaN converts to true, defined, run",
     {.op = PROMCAST_OP_HYPOT | PROMCAST_OP_INPLACE, .a = TENSOR(PC_BOOL, SHAPE(2), 0, 0),
      .b = TENSOR(PC_FLOAT64, SHAPE(2), NAN, 0)},
     "bool [2] {1,0}"},
    {"hypot_inplace uint16: hypot(300, 400) is 500",
     {.op = PROMCAST_OP_HYPOT | PROMCAST_OP_INPLACE, .a = TENSOR(PC_UINT16, SHAPE(1), 300),
      .b = TENSOR(PC_UINT16, SHAPE(1), 400)},
     "uint16 [1] {500}"},
    /* xtensor 0.24 has no xor of truth values (C++ has no ^^), copysign or
    ** nextafter function (README): not listed, refused. */
    {"logical_xor is not in xtensor: refused, not listed",
     {.op = PROMCAST_OP_LOGICAL_XOR, .a = TENSOR(PC_BOOL, SHAPE(1), 1),
      .b = TENSOR(PC_BOOL, SHAPE(1), 0)},
     "invalid_argument"},
    /* xtensor 0.24 has no floor division and no Python remainder (README):
    ** `/` truncates, `%` and xt::fmod keep the dividend's sign, xt::remainder
    ** is std::remainder (quotient rounded to nearest). Not listed, refused. */
    {"floor_divide is not in xtensor: refused, not listed",
     {.op = PROMCAST_OP_FLOOR_DIVIDE, .a = TENSOR(PC_INT8, SHAPE(1), -7),
      .b = TENSOR(PC_INT8, SHAPE(1), 2)},
     "invalid_argument"},
    {"remainder (Python's %) is not in xtensor: refused, not listed",
     {.op = PROMCAST_OP_REMAINDER, .a = TENSOR(PC_FLOAT64, SHAPE(1), -7),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 2)},
     "invalid_argument"},
};

/* Python scalars as the C++ values the adapter writes for them (bool,
** std::int64_t, double, std::complex<double>), and what C++ makes of
** `a OP s` with xtensor 0.24.3: the usual arithmetic conversions of the
** element types, xt::detail's complex overloads (xoperation.hpp); in
** place, `a += s` is std::plus<> on each element, stored with `=`
** (xsemantic.hpp, xassign.hpp scalar_computed_assign). */
static const probe_expectation scalar_probes[] = {
    {"int8 array + 3 is std::int8_t + std::int64_t: int64",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(2), 100, -1), .b_scalar = INT_SCALAR("3")},
     "int64 [2] {103,2}"},
    {"3 - int8 array: the scalar first, int64",
     {.op = PROMCAST_OP_SUBTRACT, .a_scalar = INT_SCALAR("3"),
      .b = TENSOR(PC_INT8, SHAPE(2), 100, -1)},
     "int64 [2] {-97,4}"},
    {"uint64 array + (-1) is unsigned long: 1 + (2**64 - 1) wraps to 0",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_UINT64, SHAPE(1), 1), .b_scalar = INT_SCALAR("-1")},
     "uint64 [1] {0}"},
    {"float32 array + 1.5 is float + double: double",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1), .b_scalar = FLOAT_SCALAR(1.5)},
     "float64 [1] {2.5}"},
    {"bool array + True is bool + bool: int",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0), .b_scalar = BOOL_SCALAR("True")},
     "int32 [2] {2,1}"},
    {"int32 array * (1+2j) is std::complex<double> (xtl::promote_type)",
     {.op = PROMCAST_OP_MULTIPLY, .a = TENSOR(PC_INT32, SHAPE(1), 7),
      .b_scalar = COMPLEX_SCALAR(1, 2)},
     "complex128 [1] {(7,14)}"},
    {"(1+2j) + int32 array: the complex scalar first",
     {.op = PROMCAST_OP_ADD, .a_scalar = COMPLEX_SCALAR(1, 2), .b = TENSOR(PC_INT32, SHAPE(1), 7)},
     "complex128 [1] {(8,2)}"},
    {"int32 array / 2 divides integers in std::int64_t",
     {.op = PROMCAST_OP_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(1), 7), .b_scalar = INT_SCALAR("2")},
     "int64 [1] {3}"},
    {"int32 array / 0 is undefined in C++, not run",
     {.op = PROMCAST_OP_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(1), 7), .b_scalar = INT_SCALAR("0")},
     "undefined"},
    {"3 < int8 array",
     {.op = PROMCAST_OP_LESS, .a_scalar = INT_SCALAR("3"), .b = TENSOR(PC_INT8, SHAPE(2), 1, 5)},
     "bool [2] {0,1}"},
    {"int8 array == 5",
     {.op = PROMCAST_OP_EQUAL, .a = TENSOR(PC_INT8, SHAPE(2), 1, 5), .b_scalar = INT_SCALAR("5")},
     "bool [2] {0,1}"},
    {"xt::maximum(int8 array, 3) is int64",
     {.op = PROMCAST_OP_MAXIMUM, .a = TENSOR(PC_INT8, SHAPE(2), 1, 5), .b_scalar = INT_SCALAR("3")},
     "int64 [2] {3,5}"},
    {"float32 array & 1 does not compile",
     {.op = PROMCAST_OP_BITWISE_AND, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("1")},
     "unsupported_dtype_for_op"},
    {"0-d int8 array + 1.5 is a 0-d double",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE0, 5), .b_scalar = FLOAT_SCALAR(1.5)},
     "float64 [] {6.5}"},
    {"int8 array + 2**63: no std::int64_t holds it",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("9223372036854775808")},
     "scalar_out_of_range"},
    {"two scalars are refused (adapter.h: one is an array)",
     {.op = PROMCAST_OP_ADD, .a_scalar = INT_SCALAR("1"), .b_scalar = INT_SCALAR("2")},
     "invalid_argument"},
    {"int8 array += 1: the int64 sum stored into int8 wraps",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 127, 1),
      .b_scalar = INT_SCALAR("1")},
     "int8 [2] {-128,2}"},
    {"int32 array += 1.5 compiles: the double 2.5 stored into int is 2",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(1), 1),
      .b_scalar = FLOAT_SCALAR(1.5)},
     "int32 [1] {2}"},
    {"float32 array += (1+2j): std::plus<> of float and std::complex<double> does not compile",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b_scalar = COMPLEX_SCALAR(1, 2)},
     "unsupported_dtype_for_op"},
    {"complex64 array += 1.5: std::complex<float> + double does not compile",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_COMPLEX64, SHAPE(1), 1),
      .b_scalar = FLOAT_SCALAR(1.5)},
     "unsupported_dtype_for_op"},
    {"complex128 array += (1+2j)",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_COMPLEX128, SHAPE(1), 1),
      .b_scalar = COMPLEX_SCALAR(1, 2)},
     "complex128 [1] {(2,2)}"},
    {"int32 array /= 0 is undefined in C++, not run",
     {.op = PROMCAST_OP_DIVIDE | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(1), 7),
      .b_scalar = INT_SCALAR("0")},
     "undefined"},
    {"a = xt::maximum(a, 3) on int8",
     {.op = PROMCAST_OP_MAXIMUM | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 1, 5),
      .b_scalar = INT_SCALAR("3")},
     "int8 [2] {3,5}"},
    /* The seven added ops with a scalar: C++ has no reflection, so 3 <= a
    ** is xt::less_equal(3, a) itself, and the element types are the usual
    ** arithmetic conversions with std::int64_t, double or bool. */
    {"int8 array != 3",
     {.op = PROMCAST_OP_NOT_EQUAL, .a = TENSOR(PC_INT8, SHAPE(3), 1, 3, 5),
      .b_scalar = INT_SCALAR("3")},
     "bool [3] {1,0,1}"},
    {"3 <= int8 array: the scalar first, as written",
     {.op = PROMCAST_OP_LESS_EQUAL, .a_scalar = INT_SCALAR("3"),
      .b = TENSOR(PC_INT8, SHAPE(3), 1, 3, 5)},
     "bool [3] {0,1,1}"},
    {"3 > int8 array",
     {.op = PROMCAST_OP_GREATER, .a_scalar = INT_SCALAR("3"),
      .b = TENSOR(PC_INT8, SHAPE(3), 1, 3, 5)},
     "bool [3] {1,0,0}"},
    {"int8 array >= 3",
     {.op = PROMCAST_OP_GREATER_EQUAL, .a = TENSOR(PC_INT8, SHAPE(3), 1, 3, 5),
      .b_scalar = INT_SCALAR("3")},
     "bool [3] {0,1,1}"},
    {"float32 array > NaN (a double) is false everywhere",
     {.op = PROMCAST_OP_GREATER, .a = TENSOR(PC_FLOAT32, SHAPE(2), NAN, 1),
      .b_scalar = FLOAT_SCALAR(NAN)},
     "bool [2] {0,0}"},
    {"xt::minimum(3, int8 array) is int64",
     {.op = PROMCAST_OP_MINIMUM, .a_scalar = INT_SCALAR("3"), .b = TENSOR(PC_INT8, SHAPE(2), 1, 5)},
     "int64 [2] {1,3}"},
    {"int8 array | 4 is std::int64_t",
     {.op = PROMCAST_OP_BITWISE_OR, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2),
      .b_scalar = INT_SCALAR("4")},
     "int64 [2] {5,6}"},
    {"6 ^ int8 array: the scalar first, int64",
     {.op = PROMCAST_OP_BITWISE_XOR, .a_scalar = INT_SCALAR("6"),
      .b = TENSOR(PC_INT8, SHAPE(2), 3, 4)},
     "int64 [2] {5,2}"},
    {"bool array | True is int",
     {.op = PROMCAST_OP_BITWISE_OR, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
      .b_scalar = BOOL_SCALAR("True")},
     "int32 [2] {1,1}"},
    {"int8 array | 1.5 does not compile",
     {.op = PROMCAST_OP_BITWISE_OR, .a = TENSOR(PC_INT8, SHAPE(1), 1),
      .b_scalar = FLOAT_SCALAR(1.5)},
     "unsupported_dtype_for_op"},
    {"int8 array |= 4: std::bit_or<> on each element, stored into int8",
     {.op = PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2),
      .b_scalar = INT_SCALAR("4")},
     "int8 [2] {5,6}"},
    {"int8 array ^= 3",
     {.op = PROMCAST_OP_BITWISE_XOR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 1, 2),
      .b_scalar = INT_SCALAR("3")},
     "int8 [2] {2,1}"},
    {"bool array ^= True: the int result stored into bool",
     {.op = PROMCAST_OP_BITWISE_XOR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
      .b_scalar = BOOL_SCALAR("True")},
     "bool [2] {0,1}"},
    {"float32 array |= 1: std::bit_or<> of float does not compile",
     {.op = PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("1")},
     "unsupported_dtype_for_op"},
    /* Shifts with a scalar: the result is the promoted left operand, so
    ** int8 << 2 is int and 1 << int8 is std::int64_t; no <<= in xtensor,
    ** so in place is a = a << 2. */
    {"int8 array << 2 is int, the promoted left operand",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT8, SHAPE(2), 1, 3),
      .b_scalar = INT_SCALAR("2")},
     "int32 [2] {4,12}"},
    {"1 << int8 array: the scalar first, std::int64_t",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a_scalar = INT_SCALAR("1"),
      .b = TENSOR(PC_INT8, SHAPE(2), 1, 40)},
     "int64 [2] {2,1099511627776}"},
    {"int32 array >> 40 is undefined in C++, not run",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("40")},
     "undefined"},
    {"int8 array: a = a << 1 stores the int 128 into int8 as -128",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT | PROMCAST_OP_INPLACE,
      .a = TENSOR(PC_INT8, SHAPE(2), 64, 1), .b_scalar = INT_SCALAR("1")},
     "int8 [2] {-128,2}"},
    {"int32 array: a = a >> -1 is undefined in C++, not run",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT | PROMCAST_OP_INPLACE,
      .a = TENSOR(PC_INT32, SHAPE(1), 8), .b_scalar = INT_SCALAR("-1")},
     "undefined"},
    {"float64 array << 1 does not compile",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1),
      .b_scalar = INT_SCALAR("1")},
     "unsupported_dtype_for_op"},
    /* pow, atan2, hypot with a scalar: std::pow of an element and the
    ** std::int64_t, double or std::complex<double> (C++17 [cmath.syn]/2:
    ** double unless both are float); in place a = xt::pow(a, 2), whose
    ** double results are truncated into a's integers, undefined ([conv.fpint])
    ** where they do not fit. */
    {"int8 array ** 2 is double",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_INT8, SHAPE(2), -3, 12),
      .b_scalar = INT_SCALAR("2")},
     "float64 [2] {9,144}"},
    {"2 ** int8 array: the scalar first, double",
     {.op = PROMCAST_OP_POW, .a_scalar = INT_SCALAR("2"), .b = TENSOR(PC_INT8, SHAPE(2), 3, -1)},
     "float64 [2] {8,0.5}"},
    {"float32 array ** 2 is double (std::pow of float and std::int64_t)",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1.5), .b_scalar = INT_SCALAR("2")},
     "float64 [1] {2.25}"},
    {"float32 array ** 0.5 is double",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_FLOAT32, SHAPE(1), 2.25),
      .b_scalar = FLOAT_SCALAR(0.5)},
     "float64 [1] {1.5}"},
    {"atan2(float32 array, (1+2j)) does not compile",
     {.op = PROMCAST_OP_ATAN2, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1),
      .b_scalar = COMPLEX_SCALAR(1, 2)},
     "unsupported_dtype_for_op"},
    {"hypot(3, uint8 array) is double",
     {.op = PROMCAST_OP_HYPOT, .a_scalar = INT_SCALAR("3"), .b = TENSOR(PC_UINT8, SHAPE(1), 4)},
     "float64 [1] {5}"},
    {"int8 array: a = xt::pow(a, 2) stores 121 into int8",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 11, -11),
      .b_scalar = INT_SCALAR("2")},
     "int8 [2] {121,121}"},
    {"int8 array: a = xt::pow(a, 2) with 12: 144.0 is out of int8, undefined",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT8, SHAPE(2), 11, 12),
      .b_scalar = INT_SCALAR("2")},
     "undefined"},
    {"int32 array: a = xt::atan2(a, 0.0) truncates pi/2 and -pi/2 to 1 and -1",
     {.op = PROMCAST_OP_ATAN2 | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(2), 5, -5),
      .b_scalar = FLOAT_SCALAR(0.0)},
     "int32 [2] {1,-1}"},
    {"int32 array: a = xt::pow(a, (1+0j)) cannot store the complex result",
     {.op = PROMCAST_OP_POW | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(1), 2),
      .b_scalar = COMPLEX_SCALAR(1, 0)},
     "cannot_cast"},
};

/* An option refused by the .so's entry: xtensor has none to take. */
static void check_options(tap_run *run, const char *directory) {
    static const promcast_adapter_option device = {"device", "cpu"};
    loaded_adapter refused;
    char error[512] = "";
    int loaded = adapter_load_with_options(directory, "promcast_adapter_xtensor", &device, 1,
                                           &refused, error, sizeof error);
    tap_ok(run, loaded && refused.table == NULL &&
                    strcmp(refused.message,
                           "unknown option 'device' (this adapter takes no options)") == 0,
           "an option is refused: \"%s\"", loaded ? refused.message : error);
    if (loaded) adapter_unload(&refused);
}

static void check_table(tap_run *run, const loaded_adapter *adapter) {
    const promcast_adapter *t = adapter->table;
    tap_ok(run, t->abi_major == PROMCAST_ADAPTER_ABI_MAJOR &&
                    t->abi_minor == PROMCAST_ADAPTER_ABI_MINOR && t->size == sizeof *t,
           "ABI %u.%u, a table of %u bytes", t->abi_major, t->abi_minor, t->size);
    tap_is_str(run, t->name, "xtensor", "its name");
    tap_is_str(run, t->library, "xtensor", "its library");
    tap_is_str(run, t->library_version, "0.24.3", "xtensor's version, from xtensor_config.hpp");
    tap_is_str(run, t->profile, "numpy", "it claims the numpy profile");
    static const DLDataType claimed[] = {
        {PROMCAST_DL_BOOL, 8, 1}, {kDLInt, 8, 1},    {kDLInt, 16, 1},    {kDLInt, 32, 1},
        {kDLInt, 64, 1},          {kDLUInt, 8, 1},   {kDLUInt, 16, 1},   {kDLUInt, 32, 1},
        {kDLUInt, 64, 1},         {kDLFloat, 32, 1}, {kDLFloat, 64, 1},  {kDLComplex, 64, 1},
        {kDLComplex, 128, 1}};
    tap_ok(run, probe_dtypes_exactly(t->dtypes, t->dtype_count, claimed,
                                     sizeof claimed / sizeof claimed[0]),
           "dtypes: bool, the 8 integers, float32/64, complex64/128 (no float16, bfloat16, "
           "complex32, float8)");
    static const int32_t ops[] = {
        PROMCAST_OP_BROADCAST_SHAPES,
        PROMCAST_OP_BROADCAST_TO,
        PROMCAST_OP_INPLACE_BROADCAST,
        PROMCAST_OP_PROMOTE_TYPES,
        PROMCAST_OP_RESULT_TYPE,
        PROMCAST_OP_CAN_CAST,
        PROMCAST_OP_ADD,
        PROMCAST_OP_SUBTRACT,
        PROMCAST_OP_MULTIPLY,
        PROMCAST_OP_DIVIDE,
        PROMCAST_OP_MAXIMUM,
        PROMCAST_OP_EQUAL,
        PROMCAST_OP_LESS,
        PROMCAST_OP_BITWISE_AND,
        PROMCAST_OP_ADD | PROMCAST_OP_INPLACE,
        PROMCAST_OP_SUBTRACT | PROMCAST_OP_INPLACE,
        PROMCAST_OP_MULTIPLY | PROMCAST_OP_INPLACE,
        PROMCAST_OP_DIVIDE | PROMCAST_OP_INPLACE,
        PROMCAST_OP_MAXIMUM | PROMCAST_OP_INPLACE,
        PROMCAST_OP_EQUAL | PROMCAST_OP_INPLACE,
        PROMCAST_OP_LESS | PROMCAST_OP_INPLACE,
        PROMCAST_OP_BITWISE_AND | PROMCAST_OP_INPLACE,
        PROMCAST_OP_NOT_EQUAL,
        PROMCAST_OP_LESS_EQUAL,
        PROMCAST_OP_GREATER,
        PROMCAST_OP_GREATER_EQUAL,
        PROMCAST_OP_MINIMUM,
        PROMCAST_OP_BITWISE_OR,
        PROMCAST_OP_BITWISE_XOR,
        PROMCAST_OP_BITWISE_OR | PROMCAST_OP_INPLACE,
        PROMCAST_OP_BITWISE_XOR | PROMCAST_OP_INPLACE,
        PROMCAST_OP_NOT_EQUAL | PROMCAST_OP_INPLACE,
        PROMCAST_OP_LESS_EQUAL | PROMCAST_OP_INPLACE,
        PROMCAST_OP_GREATER | PROMCAST_OP_INPLACE,
        PROMCAST_OP_GREATER_EQUAL | PROMCAST_OP_INPLACE,
        PROMCAST_OP_MINIMUM | PROMCAST_OP_INPLACE,
        PROMCAST_OP_LOGICAL_AND,
        PROMCAST_OP_LOGICAL_OR,
        PROMCAST_OP_LOGICAL_AND | PROMCAST_OP_INPLACE,
        PROMCAST_OP_LOGICAL_OR | PROMCAST_OP_INPLACE,
        PROMCAST_OP_BITWISE_LEFT_SHIFT,
        PROMCAST_OP_BITWISE_RIGHT_SHIFT,
        PROMCAST_OP_BITWISE_LEFT_SHIFT | PROMCAST_OP_INPLACE,
        PROMCAST_OP_BITWISE_RIGHT_SHIFT | PROMCAST_OP_INPLACE,
        PROMCAST_OP_POW,
        PROMCAST_OP_ATAN2,
        PROMCAST_OP_HYPOT,
        PROMCAST_OP_POW | PROMCAST_OP_INPLACE,
        PROMCAST_OP_ATAN2 | PROMCAST_OP_INPLACE,
        PROMCAST_OP_HYPOT | PROMCAST_OP_INPLACE,
        PROMCAST_OP_WHERE,
        PROMCAST_OP_CLIP,
        PROMCAST_OP_CONCAT,
        PROMCAST_OP_STACK,
        PROMCAST_OP_BROADCAST_ARRAYS,
    };
    int ops_exact = t->op_count == (int32_t)(sizeof ops / sizeof ops[0]);
    for (size_t i = 0; ops_exact && i < sizeof ops / sizeof ops[0]; i++)
        ops_exact = promcast_adapter_lists_op(t, ops[i]);
    tap_ok(run, ops_exact,
           "ops: all but xla_broadcast, sum_to_shape, matmul and vecdot (%d ids)",
           (int)t->op_count);
    /* Every listed element-wise op is listed in place too (README). */
    int all_inplace = 1;
    for (int32_t i = 0; i < t->op_count; i++)
        if (promcast_op_form(t->ops[i]) == PROMCAST_FORM_ELEMENTWISE)
            all_inplace &= promcast_adapter_lists_op(t, t->ops[i] | PROMCAST_OP_INPLACE);
    tap_ok(run, all_inplace, "every element-wise op is listed in place too");
    /* xtensor has neither floor division nor Python's remainder (README). */
    tap_ok(run,
           !promcast_adapter_lists_op(t, PROMCAST_OP_FLOOR_DIVIDE) &&
               !promcast_adapter_lists_op(t, PROMCAST_OP_FLOOR_DIVIDE | PROMCAST_OP_INPLACE) &&
               !promcast_adapter_lists_op(t, PROMCAST_OP_REMAINDER) &&
               !promcast_adapter_lists_op(t, PROMCAST_OP_REMAINDER | PROMCAST_OP_INPLACE),
           "floor_divide and remainder are not listed, in either form");
    /* Nor copysign, nextafter, logical_xor or logaddexp (README). */
    static const int32_t absent[] = {PROMCAST_OP_COPYSIGN, PROMCAST_OP_NEXTAFTER,
                                     PROMCAST_OP_LOGICAL_XOR, PROMCAST_OP_LOGADDEXP};
    int none_listed = 1;
    for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++)
        none_listed &= !promcast_adapter_lists_op(t, absent[i]) &&
                       !promcast_adapter_lists_op(t, absent[i] | PROMCAST_OP_INPLACE);
    tap_ok(run, none_listed,
           "copysign, nextafter, logical_xor and logaddexp are not listed, in either form");
    /* matmul and vecdot need xtensor-blas, which is not xtensor (README). */
    tap_ok(run,
           !promcast_adapter_lists_op(t, PROMCAST_OP_MATMUL) &&
               !promcast_adapter_lists_op(t, PROMCAST_OP_VECDOT),
           "matmul and vecdot are not listed");
    int functions = 1;
    for (int32_t i = 0; i < t->op_count; i++)
        functions &= promcast_adapter_has_function(t, t->ops[i]);
    tap_ok(run, functions && t->xla_broadcast == NULL && t->sum_to_shape == NULL,
           "every listed op has its function, and only those");
    tap_ok(run, dlsym(adapter->handle, "xtensor_add") == NULL &&
                    dlsym(adapter->handle, "xtensor_broadcast_shapes") == NULL &&
                    dlsym(adapter->handle, "abi_dl_dtype") == NULL &&
                    dlsym(adapter->handle, "_ZNSt6vectorIlSaIlEE17_M_default_appendEm") == NULL,
           "exports none of its own functions, nor libstdc++'s instantiations (exports.map)");
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    loaded_adapter adapter;
    char error[512] = "";
    if (!tap_ok(&run, argc == 2, "usage: test_xtensor_load ADAPTER_DIRECTORY"))
        return tap_finish(&run);
    if (!tap_ok(&run,
                adapter_load(argv[1], "promcast_adapter_xtensor", &adapter, error,
                             sizeof error) &&
                    adapter.table != NULL,
                "libpromcast_adapter_xtensor.so loads and returns a table")) {
        tap_diag(&run, "  %s %s", error, adapter.message);
        return tap_finish(&run);
    }
    check_table(&run, &adapter);
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++)
        probe_check(&run, adapter.table, &probes[i], 0);
    for (size_t i = 0; i < sizeof scalar_probes / sizeof scalar_probes[0]; i++)
        probe_check(&run, adapter.table, &scalar_probes[i], 0);
    check_options(&run, argv[1]);
    adapter_unload(&adapter);
    return tap_finish(&run);
}
