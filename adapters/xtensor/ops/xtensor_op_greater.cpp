// xtensor_op_greater.cpp: the greater op (greater_op in xtensor_ops.hpp), out of
// place and in place (`a = xt::greater(a, b)`: xtensor has no compound
// assignment for it), for every pair of operand kinds: arrays of any two
// claimed element types, an array and a Python scalar (xtensor_binary.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

PROMCAST_XTENSOR_DEFINE_OP(greater)
