// xtensor_op_atan2.cpp: the atan2 op (atan2_op in xtensor_ops.hpp), `xt::atan2(a, b)`
// out of place and `a = xt::atan2(a, b)` in place (xtensor has no compound
// assignment for it), for every pair of operand kinds: arrays of any two claimed
// element types, an array and a Python scalar (xtensor_binary.hpp). Storing a
// result into an integer destination where C++ leaves the conversion undefined
// is reported, not run (xtensor_undefined.hpp).
#include "../xtensor_adapter.hpp"
#include "../xtensor_binary.hpp"

PROMCAST_XTENSOR_DEFINE_OP(atan2)
