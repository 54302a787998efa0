// xtensor_op_bitwise_left_shift.cpp: the bitwise_left_shift op (bitwise_left_shift_op in
// xtensor_ops.hpp), `a << b` out of place and `a = a << b` in place (xtensor has no
// `<<=`), for every pair of operand kinds: arrays of any two claimed element types, an
// array and a Python scalar (xtensor_binary.hpp). Shifts C++ leaves undefined are
// reported, not run (xtensor_undefined.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

PROMCAST_XTENSOR_DEFINE_OP(bitwise_left_shift)
