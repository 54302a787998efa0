/*
** jax_lattice.h: JAX's type promotion lattice and its least upper bound
** (jax/_src/dtypes.py: _type_promotion_lattice, _make_lattice_upper_bounds,
** _least_upper_bound), for profile_jax.c.
**
** Nodes carry dtypes.py's names: bit widths, so JAX_U8 is uint8 and JAX_I64
** int64 (not PyTorch's byte codes, where i8 is int64). The weak types are
** Python's int, float and complex (`i*`, `f*`, `c*` in
** docs/type_promotion.rst). The lattice has
** every node dtypes.py has, also the dtypes the oracle lacks (int2, int4,
** the other 8-, 6- and 4-bit floats), so the join is computed over the same
** partial order as JAX's.
*/
#ifndef PROMCAST_JAX_LATTICE_H
#define PROMCAST_JAX_LATTICE_H

#include <stdint.h>

#include "promcast/dtype.h"
#include "promcast/status.h"

typedef enum jax_node {
    JAX_B1,
    JAX_I_WEAK, JAX_F_WEAK, JAX_C_WEAK,
    JAX_U1, JAX_U2, JAX_U4, JAX_U8, JAX_U16, JAX_U32, JAX_U64,
    JAX_I1, JAX_I2, JAX_I4, JAX_I8, JAX_I16, JAX_I32, JAX_I64,
    JAX_F4_E2M1FN, JAX_F6_E2M3FN, JAX_F6_E3M2FN, JAX_F8_E3M4, JAX_F8_E4M3,
    JAX_F8_E8M0FNU, JAX_F8_E4M3B11FNUZ, JAX_F8_E4M3FN, JAX_F8_E4M3FNUZ,
    JAX_F8_E5M2, JAX_F8_E5M2FNUZ,
    JAX_BF16, JAX_F16, JAX_F32, JAX_F64,
    JAX_C64, JAX_C128,
    JAX_NODE_COUNT
} jax_node;

/* The node of a (strong) dtype; every dtype but complex32 has one. */
jax_node jax_node_of_dtype(pc_dtype dtype);

/* The dtype of a strong node the oracle has, else PC_DTYPE_NONE (weak
** nodes and dtypes the oracle lacks). */
pc_dtype jax_node_dtype(jax_node node);

int jax_node_is_weak(jax_node node);

/* The least upper bound of `count` >= 1 nodes on the standard lattice
** (x64 selects _type_promotion_lattice(strict=False, x64)). PC_OK and
** *result, or PC_NO_PROMOTION where they have no common upper bound
** (TypePromotionError). */
pc_status jax_least_upper_bound(const jax_node *nodes, int count, int x64,
                                jax_node *result);

#endif
