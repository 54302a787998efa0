// xtensor_op_logical_or.cpp: the logical_or op (logical_or_op in xtensor_ops.hpp), `a || b`
// out of place and `a = a || b` in place, for every pair of operand kinds:
// arrays of any two claimed element types, an array and a Python scalar
// (xtensor_binary.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

PROMCAST_XTENSOR_DEFINE_OP(logical_or)
