// xtensor_function_where.cpp: where(condition, x1, x2) as
// `xt::where(condition, x1, x2)` (xoperation.hpp, "Ternary selection"),
// an xfunction of detail::conditional_ternary over the three operands,
// broadcast together as every xfunction broadcasts (xt::broadcast_error on
// a mismatch: INCOMPATIBLE_SHAPES). Its element expression is
// `xtl::select(cond, v1, v2)` (xtl/xfunctional.hpp): `cond ? v1 : v2`
// returning std::common_type_t<T1, T2>, so the result's element type is
// C++'s common type of x1's and x2's (the usual arithmetic conversions:
// int8 with int8 is int8, int8 with uint8 is int, int64 with uint64 is
// unsigned long, bool with bool is bool, float with std::int64_t is
// float), and the condition's type plays no part in it.
//
// Operands: the condition is an array of any element type xtl::select
// takes (contextually converted to bool by `?:`: any non-zero is true, NaN
// too); x1 and x2 are arrays or Python scalars as their C++ values
// (xtensor_scalars.hpp), which xt::where wraps in xt::xscalar as it does a
// C++ scalar written in place (`xt::where(c, a, 0)`). A std::complex
// anywhere does not compile: xtl::select requires three std::is_scalar
// types (xtensor_functions.hpp): UNSUPPORTED_DTYPE_FOR_OP.
//
// Instantiated (README.md): a bool condition with every pair of x1 and x2
// (11 non-complex element types as arrays, and the bool, std::int64_t and
// double scalars: 14 x 14). A condition of another element type compiles
// in xtensor but is not instantiated here: UNSUPPORTED, with that reason.
#include <type_traits>
#include <utility>

#include <xtensor/xarray.hpp>
#include <xtensor/xoperation.hpp>

#include "../xtensor_array_functions.hpp"
#include "../xtensor_functions.hpp"
#include "../xtensor_status.hpp"

using namespace promcast_xtensor;

namespace {

// The one condition type instantiated (file comment).
using instantiated_condition = bool;

template <class K1, class K2>
int32_t where_of(const promcast_call *call, const tensor_layout &condition,
                 const operand_source &x1, const operand_source &x2, DLManagedTensor **result) {
    using X = typename K1::type;
    using Y = typename K2::type;
    if constexpr (!all_select_scalars<instantiated_condition, X, Y>) {
        // Answered before dispatch (xtensor_where); never instantiated.
        (void)condition, (void)x1, (void)x2, (void)result;
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "xt::where of %s and %s",
                    cpp_type_name<X>(), cpp_type_name<Y>());
    } else {
        auto c = adapt_readonly<instantiated_condition>(condition);
        auto a = second_operand<K1>(x1);
        auto b = second_operand<K2>(x2);
        const auto expression = xt::where(c, a, b);
        using R = typename std::decay_t<decltype(expression)>::value_type;
        static_assert(std::is_same_v<R, select_t<X, Y>>,
                      "xt::where's element type is xtl::select's, std::common_type_t");
        evaluated_t<R> out(expression);
        return export_array(call, std::move(out), result);
    }
}

}  // namespace

int32_t xtensor_where(const promcast_call *call, const promcast_arguments *arguments,
                      int32_t capacity, DLManagedTensor **results, int32_t *result_count) {
    (void)capacity;
    return guarded(call, [&]() -> int32_t {
        int32_t status = expect_value_count(call, arguments, 3, "where (condition, x1, x2)");
        if (status == PROMCAST_STATUS_OK) status = refuse_axis(call, arguments, "xt::where");
        operand_source condition, x1, x2;
        if (status == PROMCAST_STATUS_OK)
            status = read_array_argument(call, arguments, 0, "the condition", &condition.layout);
        if (status == PROMCAST_STATUS_OK)
            status = read_operand(call, &arguments->values[1], "x1", &x1);
        if (status == PROMCAST_STATUS_OK)
            status = read_operand(call, &arguments->values[2], "x2", &x2);
        if (status != PROMCAST_STATUS_OK) return status;

        const char *roles[] = {"the condition", "x1", "x2"};
        const operand_source *operands[] = {&condition, &x1, &x2};
        for (int i = 0; i < 3; i++) {
            bool takes = false;
            status = select_takes(*operands[i], &takes);
            if (status != PROMCAST_STATUS_OK) return status;
            if (!takes)
                return fail(call, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
                            "xt::where does not compile for a std::complex %s: its element "
                            "expression xtl::select(cond, v1, v2) takes std::is_scalar types "
                            "only (xtl/xfunctional.hpp)",
                            roles[i]);
        }
        if (!same_dtype(condition.layout.dtype, dl_dtype_of<instantiated_condition>()))
            return fail(call, PROMCAST_STATUS_UNSUPPORTED,
                        "xt::where compiles for a %s condition, but the adapter instantiates it "
                        "for bool conditions only (compile time; README.md)",
                        dtype_cpp_name(condition.layout.dtype));
        DLManagedTensor **result = &results[0];
        status = visit_operand(x1, [&](auto first) {
            return visit_operand(x2, [&](auto second) {
                return where_of<decltype(first), decltype(second)>(call, condition.layout, x1,
                                                                   x2, result);
            });
        });
        if (status == PROMCAST_STATUS_OK) *result_count = 1;
        return status;
    });
}
