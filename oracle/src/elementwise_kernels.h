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

/* A profile's own kernel where its library's differs from the shared one:
** `kernel` for op computed in any dtype of the set `dtypes` (bits
** PC_DTYPE_BIT of pc_dtype). A profile lists them in a table, read by
** pc_binary_kernel_override. */
#define PC_DTYPE_BIT(dtype) (UINT32_C(1) << (dtype))
#define PC_DTYPES_REAL_FLOATING                                                   \
    (PC_DTYPE_BIT(PC_FLOAT16) | PC_DTYPE_BIT(PC_BFLOAT16) | PC_DTYPE_BIT(PC_FLOAT32) | \
     PC_DTYPE_BIT(PC_FLOAT64) | PC_DTYPE_BIT(PC_FLOAT8_E4M3FN) |                   \
     PC_DTYPE_BIT(PC_FLOAT8_E5M2))
#define PC_DTYPES_COMPLEX \
    (PC_DTYPE_BIT(PC_COMPLEX32) | PC_DTYPE_BIT(PC_COMPLEX64) | PC_DTYPE_BIT(PC_COMPLEX128))

typedef struct pc_kernel_override {
    pc_binary_op op;
    uint32_t dtypes;
    pc_binary_kernel kernel;
} pc_kernel_override;

/* The first row of `table` (of `count` rows) for op and `compute`, else
** pc_binary_kernel_find's kernel. */
pc_binary_kernel pc_binary_kernel_override(const pc_kernel_override *table, size_t count,
                                           pc_binary_op op, pc_dtype compute);

/* The dtype whose domain holds a kernel's raw results for op in `compute`:
** bool for comparisons, else float64, complex128, int64, uint64 or bool. */
pc_dtype pc_binary_kernel_raw_dtype(pc_binary_op op, pc_dtype compute);

#endif
