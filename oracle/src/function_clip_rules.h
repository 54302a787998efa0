/*
** function_clip_rules.h: each profile's rules for clip(x, min, max), as
** data (function_clip_rules.c states each with its source). Internal.
*/
#ifndef PROMCAST_FUNCTION_CLIP_RULES_H
#define PROMCAST_FUNCTION_CLIP_RULES_H

#include <stdint.h>

#include "promcast/profile.h"

/* How the library builds clip out of its parts. */
typedef enum clip_method {
    /* torch.clamp: a Scalar overload (bounds Python scalars or None; the
    ** result has x's shape) and a Tensor overload (bounds arrays or None;
    ** TensorIterator broadcasts all three, promoting to their common
    ** dtype) */
    CLIP_TORCH_CLAMP,
    /* np.clip (numpy/_core/_methods.py _clip): Python int bounds beyond an
    ** integer x's range are dropped; then positive(x), minimum(x, max),
    ** maximum(x, min), or the three-input clip ufunc */
    CLIP_NUMPY,
    /* maximum by min, then minimum by max, each an element-wise call with
    ** its own promotion and broadcasting (jnp.clip, mx.clip) */
    CLIP_CHAINED,
    /* the Array API standard: bounds of x's dtype, the result x's dtype */
    CLIP_SAME_DTYPE,
    /* tf.clipByValue: number bounds, its own kernel (function_clip_tfjs.c) */
    CLIP_TFJS,
    /* ONNX's Clip-13: x, min and max of one type T, each checked against
    ** `dtypes` in input order, then bound; the bounds 0-d tensors or
    ** absent; the result has x's shape and dtype */
    CLIP_ONNX
} clip_method;

typedef struct clip_rules {
    const char *profile;
    clip_method method;
    /* Both bounds None: PC_OK gives x unchanged, else the call's status. */
    pc_status both_none;
    const char *both_none_why;      /* the library's words */
    /* CLIP_CHAINED: 1 where a complex x or bound is refused before anything
    ** (jnp.clip's ValueError). */
    int complex_refused;
    /* CLIP_CHAINED: 1 where the bound is the element-wise call's first
    ** operand (jnp.maximum(min, arr)), 0 where x is (mx::maximum(a,
    ** a_min)). */
    int bound_first;
    /* CLIP_CHAINED: 1 where a Python scalar bound is first made an array
    ** against x's dtype (MLX's to_arrays(a, bound)), 0 where each call
    ** sees it as a scalar against the running array (jnp.maximum). */
    int scalar_against_x;
    /* CLIP_CHAINED: 1 where the function is jitted (jnp.clip's @jit): its
    ** arguments cross the jit boundary before the body runs, so a Python
    ** scalar's value alone is checked first (pc_scalar_check_given) and x
    ** is held in its canonical dtype (pc_result_type of x alone: a 64-bit
    ** x is 32-bit without x64), even when both bounds are None. */
    int jit_boundary;
    /* CLIP_TORCH_CLAMP: the result dtypes of the kernels (bits
    ** PC_DTYPE_BIT(dtype)): clamp's (both bounds, or Scalar bounds) and
    ** maximum's and minimum's (one Tensor bound). */
    uint32_t clamp_kernel_dtypes;
    uint32_t minmax_kernel_dtypes;
    /* CLIP_ONNX: the type constraint of x, min and max (bits
    ** PC_DTYPE_BIT(dtype)). */
    uint32_t dtypes;
} clip_rules;

/* The rules of `profile`, or NULL for a profile with none. */
const clip_rules *clip_rules_find(const pc_profile *profile);

#endif
