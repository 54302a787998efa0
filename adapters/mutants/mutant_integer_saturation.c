/*
** mutant_integer_saturation.c: integer overflow saturates.
**
** Bug: add, subtract and multiply of integers clamp to the dtype's range
** instead of wrapping modulo 2^bits, so int8 127 + 1 gives 127, not -128.
** Seen in image-processing libraries, where it is the intended semantics
** (OpenCV's cv::add and saturate_cast, SIMD "adds" instructions such as
** x86 PADDSB), and so in array code built on them; NumPy, PyTorch and the
** Array API wrap (cases/README.md, Element-wise ops).
** Killing input: add int8 [1] {127} with int8 [1] {1}: the oracle gives
** {-128}, the mutant {127}.
** Killed by: generated/values (integer overflow).
*/
#include <stdint.h>

#include "mutant.h"

/* The largest value of a signed integer dtype. */
static int64_t signed_high(pc_dtype dtype) {
    return (int64_t)(UINT64_MAX >> (65 - pc_dtype_bits(dtype)));
}

static int64_t saturate_signed(pc_binary_op op, int64_t x, int64_t y, pc_dtype dtype) {
    int64_t high = signed_high(dtype), low = -high - 1, r;
    int overflow = op == PC_OP_ADD        ? __builtin_add_overflow(x, y, &r)
                   : op == PC_OP_SUBTRACT ? __builtin_sub_overflow(x, y, &r)
                                          : __builtin_mul_overflow(x, y, &r);
    if (overflow) {
        /* Past int64 itself: the true result's sign follows from the inputs. */
        int negative = op == PC_OP_MULTIPLY ? (x < 0) != (y < 0) : op == PC_OP_ADD ? x < 0 : x < y;
        return negative ? low : high;
    }
    return r > high ? high : r < low ? low : r;
}

static uint64_t saturate_unsigned(pc_binary_op op, uint64_t x, uint64_t y, pc_dtype dtype) {
    uint64_t top = UINT64_MAX >> (64 - pc_dtype_bits(dtype)), r;
    if (op == PC_OP_SUBTRACT) return x < y ? 0 : x - y;
    int overflow = op == PC_OP_ADD ? __builtin_add_overflow(x, y, &r)
                                   : __builtin_mul_overflow(x, y, &r);
    return overflow || r > top ? top : r;
}

static void saturate_results(pc_binary_op op, const mutant_operands *in, char *out) {
    pc_dtype dtype = in->plan.result_dtype;
    size_t size = pc_dtype_size(dtype);
    const int64_t *x = in->a, *y = in->b;
    for (int64_t i = 0; i < in->count && pc_dtype_is_integral(dtype); i++) {
        /* int64 holds every operand of a signed type exactly, and the bit
        ** pattern of an unsigned one. */
        if (pc_dtype_kind_of(dtype) == PC_KIND_SIGNED) {
            int64_t value = saturate_signed(op, x[i], y[i], dtype);
            pc_cast_element(PC_INT64, &value, dtype, out + (size_t)i * size);
        } else {
            uint64_t value = saturate_unsigned(op, (uint64_t)x[i], (uint64_t)y[i], dtype);
            pc_cast_element(PC_UINT64, &value, dtype, out + (size_t)i * size);
        }
    }
}

static int32_t saturating_elementwise(void *state, const promcast_call *call, int32_t op,
                                      const promcast_value *a, const promcast_value *b,
                                      DLManagedTensor **result) {
    unsigned wrapping = 1u << PC_OP_ADD | 1u << PC_OP_SUBTRACT | 1u << PC_OP_MULTIPLY;
    return mutant_elementwise_recomputed(state, call, op, a, b, result, wrapping, PC_INT64,
                                         saturate_results);
}

MUTANT_ENTRY("integer_saturation", "integer overflow saturating instead of wrapping",
             elementwise, saturating_elementwise)
