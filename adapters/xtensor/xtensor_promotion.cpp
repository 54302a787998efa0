// xtensor_promotion.cpp: promote_types, result_type and can_cast, as the
// element types xtensor's expressions take.
//
// promote_types(A, B) is the value_type of `xarray<A>() + xarray<B>()`
// (xtensor_ops.hpp, result_value_t): C++'s usual arithmetic conversions
// for two arithmetic types (so int8 + int8 is int), xt::detail's complex
// overloads (xoperation.hpp) where a std::complex meets another type. The
// compiler works out every pair once, here, into a table; nothing is
// written by hand.
//
// result_type maps each operand to a C++ element type and folds the table
// over them left to right, which is the value_type of
// `o1 + o2 + ... + on` in xtensor, each operand an xtensor expression:
// arrays and 0-d arrays are xarrays (shape {} for 0-d), and a Python
// scalar is the C++ scalar a C++ user writes for it, which xtensor wraps
// in an xt::xscalar (xscalar.hpp). That mapping is the adapter's one
// choice (xtensor_scalars.hpp): bool -> bool, int -> std::int64_t, float
// -> double, complex -> std::complex<double>. A Python int's value plays
// no part in the type, but one beyond int64_t cannot be written as that
// C++ scalar at all: SCALAR_OUT_OF_RANGE.
//
// can_cast(from, to) is whether `xarray<to> += xarray<from>` compiles and
// runs; it runs the add op's in-place form (ops/xtensor_op_add.cpp) on
// one-element arrays, whose compile-time detection says whether it
// compiles.
#include <array>
#include <cstdio>

#include "xtensor_adapter.hpp"
#include "xtensor_dtypes.hpp"
#include "xtensor_ops.hpp"
#include "xtensor_scalars.hpp"
#include "xtensor_status.hpp"

using namespace promcast_xtensor;

namespace {

template <class... T>
constexpr std::size_t count_of(type_list<T...>) {
    return sizeof...(T);
}
constexpr std::size_t type_count = count_of(claimed_types{});

using dtype_row = std::array<DLDataType, type_count>;
using dtype_table = std::array<dtype_row, type_count>;

constexpr DLDataType no_dtype{0, 0, 0};

// The DLPack dtype of `xarray<A>() + xarray<B>()`'s value_type, or
// no_dtype where that does not compile.
template <class A, class B>
constexpr DLDataType sum_dtype() {
    if constexpr (add_op::compiles<A, B>)
        return dl_dtype_of<result_value_t<add_op, A, B>>();
    else
        return no_dtype;
}

template <class A, class... B>
constexpr dtype_row sum_row(type_list<B...>) {
    return dtype_row{sum_dtype<A, B>()...};
}

template <class... A>
constexpr dtype_table sum_table(type_list<A...>) {
    return dtype_table{sum_row<A>(claimed_types{})...};
}

constexpr dtype_table sums = sum_table(claimed_types{});

// The position of `dtype` in claimed_types, or -1.
int claimed_position(DLDataType dtype) {
    for (std::size_t i = 0; i < type_count; i++)
        if (same_dtype(claimed_dtype_list[i], dtype)) return static_cast<int>(i);
    return -1;
}

const char *dtype_text(DLDataType dtype, char *buffer, std::size_t size) {
    std::snprintf(buffer, size, "{code %u, bits %u}", static_cast<unsigned>(dtype.code),
                  static_cast<unsigned>(dtype.bits));
    return buffer;
}

// One step of the fold: the value_type of (x + y), or NO_PROMOTION.
int32_t sum_of(const promcast_call *call, DLDataType x, DLDataType y, DLDataType *sum) {
    int i = claimed_position(x), j = claimed_position(y);
    char a[32], b[32];
    if (i < 0 || j < 0)
        return fail(call, PROMCAST_STATUS_UNSUPPORTED, "xtensor has no element type for %s",
                    dtype_text(i < 0 ? x : y, a, sizeof a));
    *sum = sums[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
    if (same_dtype(*sum, no_dtype))
        return fail(call, PROMCAST_STATUS_NO_PROMOTION,
                    "xtensor's operator+ does not compile for %s and %s",
                    dtype_text(x, a, sizeof a), dtype_text(y, b, sizeof b));
    if (!is_claimed(*sum))
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                    "xtensor's operator+ of %s and %s has an element type with no claimed dtype",
                    dtype_text(x, a, sizeof a), dtype_text(y, b, sizeof b));
    return PROMCAST_STATUS_OK;
}

// The C++ element type of one result_type operand (see the file comment).
int32_t operand_dtype(const promcast_call *call, const promcast_operand &operand, int index,
                      DLDataType *dtype) {
    switch (operand.category) {
    case PROMCAST_OPERAND_DIMENSIONED:
    case PROMCAST_OPERAND_ZERO_DIM:
        *dtype = operand.dtype;
        return PROMCAST_STATUS_OK;
    case PROMCAST_OPERAND_SCALAR: {
        char role[32];
        std::snprintf(role, sizeof role, "operand %d", index);
        cpp_scalar scalar;
        int32_t status = read_scalar(call, operand.scalar, role, &scalar);
        if (status == PROMCAST_STATUS_OK) *dtype = scalar.dtype;
        return status;
    }
    default:
        return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "operand %d: unknown category %d",
                    index, static_cast<int>(operand.category));
    }
}

}  // namespace

int32_t xtensor_promote_types(void *state, const promcast_call *call, DLDataType a,
                              DLDataType b, DLDataType *result) {
    (void)state;
    return guarded(call, [&] { return sum_of(call, a, b, result); });
}

int32_t xtensor_result_type(void *state, const promcast_call *call, int32_t count,
                            const promcast_operand *operands, DLDataType *result) {
    (void)state;
    return guarded(call, [&]() -> int32_t {
        if (count < 1 || operands == nullptr)
            return fail(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%d operands",
                        static_cast<int>(count));
        DLDataType folded = no_dtype;
        for (int32_t i = 0; i < count; i++) {
            DLDataType dtype;
            int32_t status = operand_dtype(call, operands[i], static_cast<int>(i), &dtype);
            if (status == PROMCAST_STATUS_OK && i > 0) status = sum_of(call, folded, dtype, &dtype);
            if (status != PROMCAST_STATUS_OK) return status;
            folded = dtype;
        }
        if (!is_claimed(folded))
            return fail(call, PROMCAST_STATUS_UNSUPPORTED,
                        "xtensor has no element type for the operand's dtype");
        *result = folded;
        return PROMCAST_STATUS_OK;
    });
}

int32_t xtensor_can_cast(void *state, const promcast_call *call, DLDataType from,
                         DLDataType to, int32_t *allowed) {
    (void)state;
    return guarded(call, [&]() -> int32_t {
        // One zero element of each: `to += from` computes 0 + 0.
        alignas(16) unsigned char destination[16] = {}, operand[16] = {};
        int64_t one = 1;
        DLTensor a{}, b{};
        a.data = destination;
        a.device = DLDevice{kDLCPU, 0};
        a.ndim = 1;
        a.dtype = to;
        a.shape = &one;
        b = a;
        b.data = operand;
        b.dtype = from;
        if (!is_claimed(from) || !is_claimed(to))
            return fail(call, PROMCAST_STATUS_UNSUPPORTED, "xtensor has no element type for %s",
                        is_claimed(from) ? "to" : "from");
        promcast_value operand_value{};
        operand_value.kind = PROMCAST_VALUE_ARRAY;
        operand_value.array = &b;
        int32_t status = xtensor_add_inplace(call, &a, &operand_value);
        switch (status) {
        case PROMCAST_STATUS_OK: *allowed = 1; return PROMCAST_STATUS_OK;
        case PROMCAST_STATUS_UNSUPPORTED_DTYPE_FOR_OP:
        case PROMCAST_STATUS_CANNOT_CAST: *allowed = 0; return PROMCAST_STATUS_OK;
        default: return status;
        }
    });
}
