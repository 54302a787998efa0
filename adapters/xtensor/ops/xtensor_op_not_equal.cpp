// xtensor_op_not_equal.cpp: the not_equal op (not_equal_op in xtensor_ops.hpp), out of
// place and in place (`a = xt::not_equal(a, b)`: xtensor has no compound
// assignment for it), for every pair of operand kinds: arrays of any two
// claimed element types, an array and a Python scalar (xtensor_binary.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

PROMCAST_XTENSOR_DEFINE_OP(not_equal)
