// xtensor_function_clip.cpp: clip(x, min, max) as `xt::clip(x, lo, hi)`
// (xmath.hpp, "Clip values between hi and lo"), an xfunction of
// math::clamp_fun over the three operands. Its documentation calls lo and
// hi scalars, but it is an xfunction like any other: array bounds are
// taken and broadcast with x, and the result has the broadcast shape of
// all three (it may be larger than x; xt::broadcast_error on a mismatch:
// INCOMPATIBLE_SHAPES).
//
// The element expression (xmath.hpp, math::clamp_fun) is
// `xtl::select(v < lo, lo, xtl::select(hi < v, hi, v))`: lo where
// v < lo, else hi where hi < v, else v, compared with C++'s `<` in the
// usual arithmetic conversions (int8 -1 against a uint64 bound compares
// as unsigned). So min > max gives min below min and max above it, a NaN
// x stays NaN, and a NaN bound is never chosen by its own comparison.
// The result's element type is
// std::common_type_t<LO, std::common_type_t<HI, X>> (xtl::select returns
// std::common_type_t: xtensor_functions.hpp), so int8 x with int8 bounds
// is int8 and with Python int bounds (std::int64_t) is std::int64_t.
//
// Operands: x an array; each bound an array or a Python scalar as its C++
// value (xtensor_scalars.hpp). A std::complex anywhere does not compile
// (xtl::select takes std::is_scalar types only):
// UNSUPPORTED_DTYPE_FOR_OP. xt::clip has no optional bound: a None bound
// is a call xtensor cannot express, UNSUPPORTED.
//
// Instantiated (README.md): bounds of one kind and one C++ type (both
// arrays of one element type, or two scalars of one Python kind), with x
// of any non-complex element type: 11 x 14. Bounds of two types compile in
// xtensor but are not instantiated here: UNSUPPORTED, with that reason.
#include <type_traits>
#include <utility>

#include <xtensor/xarray.hpp>
#include <xtensor/xmath.hpp>

#include "../xtensor_array_functions.hpp"
#include "../xtensor_functions.hpp"
#include "../xtensor_status.hpp"

using namespace promcast_xtensor;

namespace {

template <class T, class K>
int32_t clip_of(const promcast_call *call, const tensor_layout &x, const operand_source &lo,
                const operand_source &hi, DLManagedTensor **result) {
    using B = typename K::type;
    if constexpr (!all_select_scalars<T, B>) {
        // Answered before dispatch (xtensor_clip); never instantiated.
        (void)x, (void)lo, (void)hi, (void)result;
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "xt::clip of %s and %s",
                    cpp_type_name<T>(), cpp_type_name<B>());
    } else {
        auto v = adapt_readonly<T>(x);
        auto low = second_operand<K>(lo);
        auto high = second_operand<K>(hi);
        const auto expression = xt::clip(v, low, high);
        using R = typename std::decay_t<decltype(expression)>::value_type;
        static_assert(std::is_same_v<R, select_t<B, select_t<B, T>>>,
                      "xt::clip's element type is xtl::select's, std::common_type_t");
        evaluated_t<R> out(expression);
        return export_array(call, std::move(out), result);
    }
}

bool same_operand_type(const operand_source &a, const operand_source &b) {
    if (a.is_scalar != b.is_scalar) return false;
    return a.is_scalar ? same_dtype(a.scalar.dtype, b.scalar.dtype)
                       : same_dtype(a.layout.dtype, b.layout.dtype);
}

}  // namespace

int32_t xtensor_clip(const promcast_call *call, const promcast_arguments *arguments,
                     int32_t capacity, DLManagedTensor **results, int32_t *result_count) {
    (void)capacity;
    return guarded(call, [&]() -> int32_t {
        int32_t status = expect_value_count(call, arguments, 3, "clip (x, min, max)");
        if (status == PROMCAST_STATUS_OK) status = refuse_axis(call, arguments, "xt::clip");
        if (status != PROMCAST_STATUS_OK) return status;
        for (int32_t i = 1; i < 3; i++)
            if (arguments->values[i].kind == PROMCAST_VALUE_NONE)
                return fail(call, PROMCAST_STATUS_UNSUPPORTED,
                            "%s is None, and xt::clip(e, lo, hi) has no optional bound: lo and "
                            "hi are both operands of math::clamp_fun (xmath.hpp)",
                            i == 1 ? "min" : "max");
        operand_source x, lo, hi;
        status = read_array_argument(call, arguments, 0, "x", &x.layout);
        if (status == PROMCAST_STATUS_OK)
            status = read_operand(call, &arguments->values[1], "min", &lo);
        if (status == PROMCAST_STATUS_OK)
            status = read_operand(call, &arguments->values[2], "max", &hi);
        if (status != PROMCAST_STATUS_OK) return status;

        const char *roles[] = {"x", "min", "max"};
        const operand_source *operands[] = {&x, &lo, &hi};
        for (int i = 0; i < 3; i++) {
            bool takes = false;
            status = select_takes(*operands[i], &takes);
            if (status != PROMCAST_STATUS_OK) return status;
            if (!takes)
                return fail(call, PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP,
                            "xt::clip does not compile for a std::complex %s: math::clamp_fun's "
                            "xtl::select takes std::is_scalar types only (xtl/xfunctional.hpp)",
                            roles[i]);
        }
        if (!same_operand_type(lo, hi))
            return fail(call, PROMCAST_STATUS_UNSUPPORTED,
                        "xt::clip compiles for bounds of two types, but the adapter instantiates "
                        "it for bounds of one kind and type only (compile time; README.md)");
        DLManagedTensor **result = &results[0];
        status = PROMCAST_STATUS_INTERNAL_ERROR;
        visit_dtype(
            x.layout.dtype,
            [&](auto tag) {
                using T = typename decltype(tag)::type;
                return visit_operand(lo, [&](auto bound) {
                    return clip_of<T, decltype(bound)>(call, x.layout, lo, hi, result);
                });
            },
            status);
        if (status == PROMCAST_STATUS_OK) *result_count = 1;
        return status;
    });
}
