/*
** elementwise_kernels_jax.c: JAX's maximum and minimum of reals
** (elementwise_kernels_jax.h).
**
** jnp.maximum is lax.max and jnp.minimum lax.min, lowered by mlir.max_hlo
** and mlir.min_hlo to stablehlo.maximum and stablehlo.minimum (the
** non-complex branch of jax/_src/interpreters/mlir.py _minmax_hlo). JAX
** compiles with xla_cpu_enable_fast_min_max off, so XLA's CPU backend
** (xla/service/llvm_ir/llvm_util.cc EmitFloatMax, EmitFloatMin) emits
** llvm.maximum and llvm.minimum: IEEE 754-2019 maximum and minimum, NaN if
** either operand is NaN and -0.0 below +0.0, so maximum(-0.0, 0.0) is 0.0
** and minimum(-0.0, 0.0) is -0.0, in either order. Complex maximum,
** minimum and the ordering comparisons are the shared kernels (XLA's
** lexicographic lowering).
*/
#include "elementwise_kernels_jax.h"

static const pc_kernel_override jax_kernels[] = {
    {PC_OP_MAXIMUM, PC_DTYPES_REAL_FLOATING, pc_real_maximum_ieee},
    {PC_OP_MINIMUM, PC_DTYPES_REAL_FLOATING, pc_real_minimum_ieee},
    /* jnp.floor_divide and jnp.remainder over XLA's integer division
    ** (elementwise_kernels_division.c): x // 0 is -2 (-1 for 0 // 0) for
    ** signed types and the maximum for unsigned ones, x % 0 is 0. */
    {PC_OP_FLOOR_DIVIDE, PC_DTYPES_SIGNED, pc_jax_signed_floor_divide},
    {PC_OP_FLOOR_DIVIDE, PC_DTYPES_UNSIGNED, pc_jax_unsigned_floor_divide},
    {PC_OP_REMAINDER, PC_DTYPES_SIGNED, pc_jax_signed_remainder},
    /* _float_divmod and the float remainder, every op in the dtype. */
    PC_REAL_DTYPE_OVERRIDES(PC_OP_FLOOR_DIVIDE, pc_real_jax_floor_divide),
    PC_REAL_DTYPE_OVERRIDES(PC_OP_REMAINDER, pc_real_jax_remainder),
    /* _pow_int_int: six squarings, b's low six bits; 0 ** b is 0 for any
    ** b != 0. lax_other.logaddexp of complex wraps the imaginary part into
    ** [-pi, pi] (_wrap_between). */
    {PC_OP_POW, PC_DTYPES_INTEGER, pc_jax_integer_pow},
    {PC_OP_LOGADDEXP, PC_DTYPES_COMPLEX, pc_complex_logaddexp_wrapped},
    /* XLA's complex atan2 (the operation semantics of atan2 in the XLA
    ** and StableHLO specifications): -i * log((x + i y) / sqrt(x^2 + y^2)). */
    {PC_OP_ATAN2, PC_DTYPES_COMPLEX, pc_complex_atan2},
};

pc_binary_kernel pc_jax_binary_kernel(pc_binary_op op, pc_dtype compute) {
    return pc_binary_kernel_override(jax_kernels, sizeof jax_kernels / sizeof jax_kernels[0], op,
                                     compute);
}
