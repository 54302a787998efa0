/*
** jax_lattice.c: JAX's promotion lattice as data, and the join on it
** (jax_lattice.h).
**
** The rows below are _type_promotion_lattice(strict=False, x64) of
** jax/_src/dtypes.py, line for line, each node mapped to its immediately
** higher nodes:
**
**   b1: [i_],  i_: [u8, u2, u4, i8, i2, i4] (+ i1, u1 where ml_dtypes has
**   int1/uint1),  u2: [], u4: [],  u8: [i16, u16],  u16: [i32, u32],
**   u32: [i64, u64],  u64: [f_],  i2: [], i4: [],  i8: [i16],  i16: [i32],
**   i32: [i64],  i64: [f_],  f_: [*small_float_types, bf16, f16, c_],
**   small floats: [],  bf16: [f32],  f16: [f32],  f32: [f64, c64],
**   f64: [c128],  c_: [c64],  c64: [c128],  c128: []
**   and, "if not x64: out[u32] = [i32, u64]" (no 64-bit type formed from
**   32-bit inputs: uint32 with int32 joins at int32).
**
** docs/type_promotion.rst draws the same lattice (b1 -> i*, i* -> u1/i1 in
** its byte codes, u8 -> f*, i8 -> f*, f* -> c*, f2, bf, ...) and tabulates its
** joins; tests/test_promotion_jax.c checks this file against that table.
** The int1/uint1 nodes are leaves above i* and change no join of the
** oracle's dtypes whether ml_dtypes provides them or not.
*/
#include "jax_lattice.h"

enum { MAX_UPPER = 16 };

typedef struct lattice_row {
    jax_node node;
    int count;
    jax_node upper[MAX_UPPER];
} lattice_row;

static const lattice_row lattice_rows[] = {
    {JAX_B1, 1, {JAX_I_WEAK}},
    {JAX_I_WEAK, 8, {JAX_U8, JAX_U2, JAX_U4, JAX_I8, JAX_I2, JAX_I4,
                     JAX_I1, JAX_U1}},
    {.node = JAX_U2},
    {.node = JAX_U4},
    {JAX_U8, 2, {JAX_I16, JAX_U16}},
    {JAX_U16, 2, {JAX_I32, JAX_U32}},
    {JAX_U32, 2, {JAX_I64, JAX_U64}},
    {JAX_U64, 1, {JAX_F_WEAK}},
    {.node = JAX_I2},
    {.node = JAX_I4},
    {JAX_I8, 1, {JAX_I16}},
    {JAX_I16, 1, {JAX_I32}},
    {JAX_I32, 1, {JAX_I64}},
    {JAX_I64, 1, {JAX_F_WEAK}},
    {JAX_F_WEAK, 14, {JAX_F4_E2M1FN, JAX_F6_E2M3FN, JAX_F6_E3M2FN,
                      JAX_F8_E3M4, JAX_F8_E4M3, JAX_F8_E8M0FNU,
                      JAX_F8_E4M3B11FNUZ, JAX_F8_E4M3FN, JAX_F8_E4M3FNUZ,
                      JAX_F8_E5M2, JAX_F8_E5M2FNUZ, JAX_BF16, JAX_F16,
                      JAX_C_WEAK}},
    {JAX_BF16, 1, {JAX_F32}},
    {JAX_F16, 1, {JAX_F32}},
    {JAX_F32, 2, {JAX_F64, JAX_C64}},
    {JAX_F64, 1, {JAX_C128}},
    {JAX_C_WEAK, 1, {JAX_C64}},
    {JAX_C64, 1, {JAX_C128}},
    {.node = JAX_C128},
    /* **{t: [] for t in small_float_types}; i1: [], u1: [] */
    {.node = JAX_F4_E2M1FN},      {.node = JAX_F6_E2M3FN},
    {.node = JAX_F6_E3M2FN},      {.node = JAX_F8_E3M4},
    {.node = JAX_F8_E4M3},        {.node = JAX_F8_E8M0FNU},
    {.node = JAX_F8_E4M3B11FNUZ}, {.node = JAX_F8_E4M3FN},
    {.node = JAX_F8_E4M3FNUZ},    {.node = JAX_F8_E5M2},
    {.node = JAX_F8_E5M2FNUZ},    {.node = JAX_I1},
    {.node = JAX_U1},
};

/* "if not x64: out[u32] = [i32, u64]" */
static const lattice_row uint32_without_x64 = {JAX_U32, 2, {JAX_I32, JAX_U64}};

enum { ROW_COUNT = (int)(sizeof lattice_rows / sizeof lattice_rows[0]) };

static uint64_t bit(jax_node node) { return UINT64_C(1) << node; }

/* The nodes immediately above `node`, as a bit set. */
static uint64_t successors(jax_node node, int x64) {
    const lattice_row *row = NULL;
    if (node == JAX_U32 && !x64) row = &uint32_without_x64;
    for (int r = 0; row == NULL && r < ROW_COUNT; r++)
        if (lattice_rows[r].node == node) row = &lattice_rows[r];
    uint64_t set = 0;
    for (int i = 0; row != NULL && i < row->count; i++) set |= bit(row->upper[i]);
    return set;
}

/* _make_lattice_upper_bounds for one node: itself and all above it. */
static uint64_t upper_bounds(jax_node node, int x64) {
    uint64_t bounds = bit(node);
    for (;;) {
        uint64_t next = 0;
        for (int n = 0; n < JAX_NODE_COUNT; n++)
            if (bounds & bit((jax_node)n)) next |= successors((jax_node)n, x64);
        if ((next & ~bounds) == 0) return bounds;
        bounds |= next;
    }
}

static int popcount(uint64_t set) {
    int count = 0;
    for (; set != 0; set &= set - 1) count++;
    return count;
}

static jax_node lowest_node(uint64_t set) {
    for (int n = 0; n < JAX_NODE_COUNT; n++)
        if (set & bit((jax_node)n)) return (jax_node)n;
    return JAX_NODE_COUNT;
}

/* _least_upper_bound: CUB = the common upper bounds; LUB = (CUB & N), or
** the c in CUB whose upper bounds hold all of CUB. */
pc_status jax_least_upper_bound(const jax_node *nodes, int count, int x64,
                                jax_node *result) {
    uint64_t given = 0, common = ~UINT64_C(0);
    for (int i = 0; i < count; i++) {
        given |= bit(nodes[i]);
        common &= upper_bounds(nodes[i], x64);
    }
    uint64_t least = common & given;
    if (least == 0)
        for (int c = 0; c < JAX_NODE_COUNT; c++)
            if ((common & bit((jax_node)c)) &&
                (common & ~upper_bounds((jax_node)c, x64)) == 0)
                least |= bit((jax_node)c);
    if (popcount(least) != 1) return PC_NO_PROMOTION;
    *result = lowest_node(least);
    return PC_OK;
}

static const jax_node node_of_dtype[PC_DTYPE_COUNT] = {
    [PC_BOOL] = JAX_B1,
    [PC_INT8] = JAX_I8,          [PC_INT16] = JAX_I16,
    [PC_INT32] = JAX_I32,        [PC_INT64] = JAX_I64,
    [PC_UINT8] = JAX_U8,         [PC_UINT16] = JAX_U16,
    [PC_UINT32] = JAX_U32,       [PC_UINT64] = JAX_U64,
    [PC_FLOAT16] = JAX_F16,      [PC_BFLOAT16] = JAX_BF16,
    [PC_FLOAT32] = JAX_F32,      [PC_FLOAT64] = JAX_F64,
    [PC_COMPLEX32] = JAX_NODE_COUNT,  /* JAX has no complex32 */
    [PC_COMPLEX64] = JAX_C64,    [PC_COMPLEX128] = JAX_C128,
    [PC_FLOAT8_E4M3FN] = JAX_F8_E4M3FN,
    [PC_FLOAT8_E5M2] = JAX_F8_E5M2,
};

jax_node jax_node_of_dtype(pc_dtype dtype) {
    return pc_dtype_is_valid(dtype) ? node_of_dtype[dtype] : JAX_NODE_COUNT;
}

pc_dtype jax_node_dtype(jax_node node) {
    if ((int)node < 0 || node >= JAX_NODE_COUNT) return PC_DTYPE_NONE;
    for (int d = 0; d < PC_DTYPE_COUNT; d++)
        if (node_of_dtype[d] == node) return (pc_dtype)d;
    return PC_DTYPE_NONE;
}

int jax_node_is_weak(jax_node node) {
    return node == JAX_I_WEAK || node == JAX_F_WEAK || node == JAX_C_WEAK;
}
