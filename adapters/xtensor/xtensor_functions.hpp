// xtensor_functions.hpp: what the functions of several arrays
// (adapter.h, FUNCTIONS OF SEVERAL ARRAYS) share: reading their
// arguments, and which element types each instantiates.
//
// xtensor's functions are templates over their operands' C++ types: a call
// whose operand types differ is another instantiation, compiled ahead of
// time. The number of combinations grows as a power of the operand count
// (13 element types, 4 C++ scalar types), so each function instantiates a
// chosen part of them and answers PROMCAST_STATUS_UNSUPPORTED, naming the
// part, for the rest (README.md, "Functions of several arrays": the parts
// and the compile time each costs). A combination xtensor cannot compile
// is not instantiated but answered (UNSUPPORTED_DTYPE_FOR_OP), as for the
// element-wise ops.
#ifndef PROMCAST_XTENSOR_FUNCTIONS_HPP
#define PROMCAST_XTENSOR_FUNCTIONS_HPP

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "promcast/adapter.h"
#include "xtensor_dtypes.hpp"
#include "xtensor_operands.hpp"
#include "xtensor_tensors.hpp"

namespace promcast_xtensor {

// INVALID_ARGUMENT unless `arguments` holds exactly `count` values (where:
// 3, clip: 3); `function` names the call in the message.
int32_t expect_value_count(const promcast_call *call, const promcast_arguments *arguments,
                           int32_t count, const char *function);

// INVALID_ARGUMENT unless the axis is PROMCAST_AXIS_DEFAULT: where and
// clip have no axis parameter in xtensor (xoperation.hpp, xt::where;
// xmath.hpp, xt::clip).
int32_t refuse_axis(const promcast_call *call, const promcast_arguments *arguments,
                    const char *function);

// Reads value `index` of `arguments`, which must be an array (named
// `role` in messages): INVALID_ARGUMENT for a scalar or None.
int32_t read_array_argument(const promcast_call *call, const promcast_arguments *arguments,
                            int32_t index, const char *role, tensor_layout *layout);

// Reads every value of `arguments` as an array (INVALID_ARGUMENT for a
// scalar or None), in order.
int32_t read_array_list(const promcast_call *call, const promcast_arguments *arguments,
                        std::vector<tensor_layout> *arrays);

// The axis a C++ user's integer becomes: xt::concatenate and xt::stack take
// a std::size_t, so a negative int64 converts modulo 2^64 ([conv.integral]:
// -1 is SIZE_MAX), which neither function checks. Absent, their default
// argument, 0 (xbuilder.hpp).
std::size_t size_t_axis(const promcast_arguments *arguments);

// xtl::select (xtl/xfunctional.hpp), the element expression of xt::where
// and xt::clip, is `cond ? v1 : v2` returning std::common_type_t<T1, T2>,
// and exists only where its three argument types are all std::is_scalar
// (XTL_REQUIRES(all_scalar<B, T1, T2>)): bool, the integers and the
// floating types, never std::complex. The functors call it with
// `xtl::select(...)`, qualified, so no other overload takes part; a
// complex operand is a compile error in the functor's body.
template <class... T>
constexpr bool all_select_scalars = (std::is_scalar_v<T> && ...);

// The element type xtl::select(c, x, y) returns.
template <class X, class Y>
using select_t = std::common_type_t<X, Y>;

// Whether xtl::select takes an operand of this kind: std::is_scalar of its
// C++ type (an array's element type, a scalar's C++ type).
int32_t select_takes(const operand_source &operand, bool *takes);

// How a C++ user spells a claimed dtype's element type (cpp_type_name).
const char *dtype_cpp_name(DLDataType dtype);

}  // namespace promcast_xtensor

#endif
