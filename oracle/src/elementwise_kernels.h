/*
** elementwise_kernels.h: the arithmetic of the element-wise binary ops, on
** runs of wide values (cast_internal.h) already converted to the compute
** dtype.
**
** A kernel writes results[k] = a[k] (op) b[k] for k < count; results may
** alias a or b. Comparisons give integers 0 or 1 (bool). Other ops give
** raw results in the compute dtype's domain, not yet rounded to it: any
** uint64 pattern, any double, any pair of doubles. Rounding them once to the
** compute dtype (pc_wide_store or pc_wide_convert from the domain's wide
** dtype) is the correctly rounded result for + - x / of reals, because a
** double has at least 2p + 2 bits for every narrower precision p.
*/
#ifndef PROMCAST_ELEMENTWISE_KERNELS_H
#define PROMCAST_ELEMENTWISE_KERNELS_H

#include "binary_ops.h"
#include "cast_internal.h"
#include "promcast/elementwise.h"

typedef void (*pc_binary_kernel)(const pc_wide *a, const pc_wide *b,
                                 pc_wide *results, int64_t count);

/* The kernel for op computed in `compute`, or NULL when there is none
** (divide of integers and bool: refusals the plan makes). */
pc_binary_kernel pc_binary_kernel_find(pc_binary_op op, pc_dtype compute);

/* maximum and minimum of reals by other rules than the shared kernels'
** (which give the first operand on ties, PyTorch's), for the profiles' own
** kernels (elementwise_kernels_<profile>.c). All give NaN when either
** operand is NaN; they differ on -0.0 against +0.0:
** - ties_second: `isnan(a) ? a : a > b ? a : b` (maximum) and
**   `isnan(a) ? a : a < b ? a : b` (minimum), the second operand on ties
**   (NumPy's x86-64 float32/float64 loops; MLX's Simd maximum and minimum);
** - ieee: IEEE 754-2019 maximum and minimum, -0.0 below +0.0 (LLVM's
**   llvm.maximum and llvm.minimum, which XLA's CPU backend emits for JAX's
**   lax.max and lax.min). */
void pc_real_maximum_ties_second(const pc_wide *a, const pc_wide *b,
                                 pc_wide *results, int64_t count);
void pc_real_minimum_ties_second(const pc_wide *a, const pc_wide *b,
                                 pc_wide *results, int64_t count);
void pc_real_maximum_ieee(const pc_wide *a, const pc_wide *b,
                          pc_wide *results, int64_t count);
void pc_real_minimum_ieee(const pc_wide *a, const pc_wide *b,
                          pc_wide *results, int64_t count);

/* floor_divide and remainder (elementwise_kernels_division.c). Integers:
** Python's floor semantics with a zero divisor giving 0 and INT_MIN // -1
** wrapping (PyTorch's and NumPy's), C++'s truncation (MLX), and jnp's
** floor_divide and remainder over XLA's division (X / 0 == -1, X % 0 == X).
** Reals, computed in float below float64 (_opmath_float) or in double
** (_opmath_double): CPython's float floor division (PyTorch, NumPy), fmod
** with the divisor's sign (PyTorch's remainder: a zero result keeps the
** dividend's sign), Python's float % (NumPy, the Array API: a zero result
** takes the divisor's sign), IEEE remainder with the divisor's sign (MLX).
** Reals with every step rounded to the dtype, one kernel per real dtype
** (_float16, _bfloat16, _float32, _float64, _e4m3fn, _e5m2): floor of the
** rounded quotient (MLX, the Array API) and jnp's _float_divmod. */
void pc_signed_floor_divide(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_signed_floor_remainder(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_unsigned_floor_divide(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_unsigned_floor_remainder(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                 int64_t count);
void pc_signed_truncating_divide(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                 int64_t count);
void pc_jax_signed_floor_divide(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                int64_t count);
void pc_jax_unsigned_floor_divide(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                  int64_t count);
void pc_jax_signed_remainder(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
#define PC_OPMATH_KERNELS(name)                                                                  \
    void name##_opmath_float(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count); \
    void name##_opmath_double(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
PC_OPMATH_KERNELS(pc_real_python_floor_divide)
PC_OPMATH_KERNELS(pc_real_fmod_sign_fixed)
PC_OPMATH_KERNELS(pc_real_python_remainder)
PC_OPMATH_KERNELS(pc_real_ieee_remainder_sign_fixed)
#define PC_PER_DTYPE_KERNEL(name, suffix) \
    void name##_##suffix(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
#define PC_PER_DTYPE_KERNELS(name)                                                    \
    PC_PER_DTYPE_KERNEL(name, float16) PC_PER_DTYPE_KERNEL(name, bfloat16)              \
    PC_PER_DTYPE_KERNEL(name, float32) PC_PER_DTYPE_KERNEL(name, float64)               \
    PC_PER_DTYPE_KERNEL(name, e4m3fn) PC_PER_DTYPE_KERNEL(name, e5m2)
PC_PER_DTYPE_KERNELS(pc_real_floor_of_quotient)
PC_PER_DTYPE_KERNELS(pc_real_jax_floor_divide)
PC_PER_DTYPE_KERNELS(pc_real_jax_remainder)

/* Shifts by width, and nextafter by format (elementwise_kernels_width.c). */
#define PC_SHIFT_KERNELS(bits)                                                               \
    void pc_left_shift_##bits(const pc_wide *a, const pc_wide *b, pc_wide *results,          \
                              int64_t count);                                                \
    void pc_signed_right_shift_##bits(const pc_wide *a, const pc_wide *b, pc_wide *results,  \
                                      int64_t count);                                        \
    void pc_unsigned_right_shift_##bits(const pc_wide *a, const pc_wide *b, pc_wide *results, \
                                        int64_t count);
PC_SHIFT_KERNELS(8)
PC_SHIFT_KERNELS(16)
PC_SHIFT_KERNELS(32)
PC_SHIFT_KERNELS(64)
PC_PER_DTYPE_KERNELS(pc_nextafter)
void pc_nextafter_float16_equal_gives_x(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                        int64_t count);

/* pow, atan2, hypot, logaddexp (elementwise_kernels_transcendental.c).
** Integer pow modulo 2^width: PyTorch's powi on negative exponents (1 for
** 1, +-1 for -1, else 0; the shared kernel), 0 for every negative exponent
** (MLX), jnp's six-bit _pow_int_int; bool's `b ? a : 1` (MLX). Reals: a
** long double reference rounded once to each real dtype. Complex: the
** principal pow, and logaddexp with max by real part (PyTorch) or
** lexicographic (MLX), the imaginary part as computed or wrapped into
** [-pi, pi] (jnp). */
void pc_signed_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_unsigned_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_signed_pow_negative_zero(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                 int64_t count);
void pc_jax_integer_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_bool_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
PC_PER_DTYPE_KERNELS(pc_real_pow)
PC_PER_DTYPE_KERNELS(pc_real_atan2)
PC_PER_DTYPE_KERNELS(pc_real_hypot)
PC_PER_DTYPE_KERNELS(pc_real_logaddexp)
void pc_complex_pow(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_complex_pow_reciprocal(const pc_wide *a, const pc_wide *b, pc_wide *results,
                               int64_t count);
void pc_complex_pow_zero_base_cpow(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                   int64_t count);
void pc_complex_atan2(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_complex_logaddexp(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count);
void pc_complex_logaddexp_wrapped(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                  int64_t count);
/* max + log1p(exp(min - max)) of one complex max and min, the imaginary
** part not wrapped; NaN, NaN if a part is NaN (what the formula gives). */
void pc_complex_logaddexp_ordered(const pc_wide *max, const pc_wide *min, pc_wide *result);

/* A profile's own kernel where its library's differs from the shared one:
** `kernel` for op computed in any dtype of the set `dtypes` (bits
** PC_DTYPE_BIT of pc_dtype). A profile lists them in a table, read by
** pc_binary_kernel_override. */
#define PC_DTYPE_BIT(dtype) (UINT32_C(1) << (dtype))
#define PC_DTYPES_REAL_FLOATING                                                   \
    (PC_DTYPE_BIT(PC_FLOAT16) | PC_DTYPE_BIT(PC_BFLOAT16) | PC_DTYPE_BIT(PC_FLOAT32) | \
     PC_DTYPE_BIT(PC_FLOAT64) | PC_DTYPE_BIT(PC_FLOAT8_E4M3FN) |                   \
     PC_DTYPE_BIT(PC_FLOAT8_E5M2))
#define PC_DTYPES_SIGNED                                                              \
    (PC_DTYPE_BIT(PC_INT8) | PC_DTYPE_BIT(PC_INT16) | PC_DTYPE_BIT(PC_INT32) |              \
     PC_DTYPE_BIT(PC_INT64))
#define PC_DTYPES_UNSIGNED                                                            \
    (PC_DTYPE_BIT(PC_UINT8) | PC_DTYPE_BIT(PC_UINT16) | PC_DTYPE_BIT(PC_UINT32) |           \
     PC_DTYPE_BIT(PC_UINT64))
#define PC_DTYPES_INTEGER (PC_DTYPES_SIGNED | PC_DTYPES_UNSIGNED)
#define PC_DTYPES_COMPLEX \
    (PC_DTYPE_BIT(PC_COMPLEX32) | PC_DTYPE_BIT(PC_COMPLEX64) | PC_DTYPE_BIT(PC_COMPLEX128))

typedef struct pc_kernel_override {
    pc_binary_op op;
    uint32_t dtypes;
    pc_binary_kernel kernel;
} pc_kernel_override;

/* Rows for a family of kernels with one member per real dtype (name_float16
** ... name_e5m2), or computing in float below float64 (name_opmath_float,
** name_opmath_double). */
#define PC_REAL_DTYPE_OVERRIDES(op, name)                                                \
    {op, PC_DTYPE_BIT(PC_FLOAT16), name##_float16},                                      \
        {op, PC_DTYPE_BIT(PC_BFLOAT16), name##_bfloat16},                                \
        {op, PC_DTYPE_BIT(PC_FLOAT32), name##_float32},                                  \
        {op, PC_DTYPE_BIT(PC_FLOAT64), name##_float64},                                  \
        {op, PC_DTYPE_BIT(PC_FLOAT8_E4M3FN), name##_e4m3fn},                             \
        {op, PC_DTYPE_BIT(PC_FLOAT8_E5M2), name##_e5m2}
#define PC_OPMATH_OVERRIDES(op, name)                                                    \
    {op, PC_DTYPE_BIT(PC_FLOAT64), name##_opmath_double},                                \
        {op, PC_DTYPES_REAL_FLOATING & ~PC_DTYPE_BIT(PC_FLOAT64), name##_opmath_float}

/* The first row of `table` (of `count` rows) for op and `compute`, else
** pc_binary_kernel_find's kernel. */
pc_binary_kernel pc_binary_kernel_override(const pc_kernel_override *table, size_t count,
                                           pc_binary_op op, pc_dtype compute);

/* The dtype whose domain holds a kernel's raw results for op in `compute`:
** bool for comparisons, else float64, complex128, int64, uint64 or bool. */
pc_dtype pc_binary_kernel_raw_dtype(pc_binary_op op, pc_dtype compute);

#endif
