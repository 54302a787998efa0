/*
** test_elementwise_kernels.c: the value kernels the jax and mlx profiles
** have of their own (elementwise_kernels_jax.c, elementwise_kernels_mlx.c),
** where IEEE 754 leaves the choice to the library: which operand maximum
** and minimum return on ties (-0.0 against +0.0) and how they treat NaN,
** and complex order; and complex64's multiply, in float steps. Each expected value is worked out from the upstream
** code the kernel cites, written as a literal.
*/
#include "test_profile_support.h"
#include "value_cases.h"

/* JAX: lax.max lowers to stablehlo.maximum, which XLA's CPU backend emits
** as llvm.maximum (IEEE 754-2019: NaN propagates, -0.0 < +0.0); complex
** maximum is _minmax_hlo's lexicographic select, ties and NaN giving the
** second operand (jax/_src/interpreters/mlir.py). */
static const value_case jax_cases[] = {
    {"jax", PC_OP_MAXIMUM, 0, 2, PC_FLOAT32, {{.f32 = -0.0f}, {.f32 = 0.0f}}, PC_FLOAT32,
     {{.f32 = 0.0f}, {.f32 = -0.0f}}, PC_FLOAT32, {{.f32 = 0.0f}, {.f32 = 0.0f}},
     "float32 maximum of -0.0 and +0.0 is +0.0 in either order (llvm.maximum)"},
    {"jax", PC_OP_MAXIMUM, 0, 2, PC_FLOAT16, {{.f16 = 0x8000}, {.f16 = 0x0000}}, PC_FLOAT16,
     {{.f16 = 0x0000}, {.f16 = 0x8000}}, PC_FLOAT16, {{.f16 = 0x0000}, {.f16 = 0x0000}},
     "float16 maximum of -0.0 and +0.0 is +0.0 in either order"},
    /* With x64 off (these cases' options), JAX has no 64-bit arrays. */
    {"jax", PC_OP_MAXIMUM, 0, 3, PC_FLOAT32, {{.f32 = NAN}, {.f32 = 1.0f}, {.f32 = 2.0f}},
     PC_FLOAT32, {{.f32 = 1.0f}, {.f32 = NAN}, {.f32 = 1.0f}}, PC_FLOAT32,
     {{.f32 = NAN}, {.f32 = NAN}, {.f32 = 2.0f}}, "float32 maximum propagates NaN"},
    {"jax", PC_OP_MAXIMUM, 0, 10, PC_COMPLEX64,
     COMPLEX64_PAIRS_A, PC_COMPLEX64, COMPLEX64_PAIRS_B, PC_COMPLEX64,
     {C64(0.0f, 0), C64(-0.0f, 0), C64(0, 0.0f), C64(1, 2), C64(1, 2), C64(5, 0),
      C64(NAN, 1), C64(3, 0), C64(2, NAN), C64(1, 0)},
     "complex64 maximum: lexicographic, ties and NaN give the second (_minmax_hlo)"},
    /* lax.min: llvm.minimum, -0.0 below +0.0; complex _minmax_hlo "LT". */
    {"jax", PC_OP_MINIMUM, 0, 2, PC_FLOAT32, {{.f32 = -0.0f}, {.f32 = 0.0f}}, PC_FLOAT32,
     {{.f32 = 0.0f}, {.f32 = -0.0f}}, PC_FLOAT32, {{.f32 = -0.0f}, {.f32 = -0.0f}},
     "float32 minimum of -0.0 and +0.0 is -0.0 in either order (llvm.minimum)"},
    {"jax", PC_OP_MINIMUM, 0, 2, PC_BFLOAT16, {{.f16 = 0x8000}, {.f16 = 0x0000}}, PC_BFLOAT16,
     {{.f16 = 0x0000}, {.f16 = 0x8000}}, PC_BFLOAT16, {{.f16 = 0x8000}, {.f16 = 0x8000}},
     "bfloat16 minimum of -0.0 and +0.0 is -0.0 in either order"},
    {"jax", PC_OP_MINIMUM, 0, 3, PC_FLOAT32, {{.f32 = NAN}, {.f32 = 1.0f}, {.f32 = 2.0f}},
     PC_FLOAT32, {{.f32 = 1.0f}, {.f32 = NAN}, {.f32 = 1.0f}}, PC_FLOAT32,
     {{.f32 = NAN}, {.f32 = NAN}, {.f32 = 1.0f}}, "float32 minimum propagates NaN"},
    {"jax", PC_OP_MINIMUM, 0, 10, PC_COMPLEX64,
     COMPLEX64_PAIRS_A, PC_COMPLEX64, COMPLEX64_PAIRS_B, PC_COMPLEX64,
     {C64(0.0f, 0), C64(-0.0f, 0), C64(0, 0.0f), C64(1, 1), C64(1, 1), C64(5, 0),
      C64(NAN, 1), C64(0, NAN), C64(1, 0), C64(1, 0)},
     "complex64 minimum: lexicographic, ties and NaN give the second (_minmax_hlo)"},
    /* _complex_comparison: select(re(x) == re(y), op(im), op(re)). */
    {"jax", PC_OP_LESS_EQUAL, 0, 5, PC_COMPLEX64,
     {C64(1, 2), C64(1, 2), C64(2, 0), C64(NAN, 0), C64(1, NAN)}, PC_COMPLEX64,
     {C64(1, 3), C64(1, 2), C64(1, 5), C64(1, 0), C64(1, 0)}, PC_BOOL,
     {U8(1), U8(1), U8(0), U8(0), U8(0)}, "complex64 less_equal: lexicographic, NaN false"},
    {"jax", PC_OP_GREATER, 0, 5, PC_COMPLEX64,
     {C64(1, 2), C64(1, 2), C64(2, 0), C64(NAN, 0), C64(2, NAN)}, PC_COMPLEX64,
     {C64(1, 3), C64(1, 2), C64(1, 5), C64(1, 0), C64(1, 0)}, PC_BOOL,
     {U8(0), U8(0), U8(1), U8(0), U8(1)},
     "complex64 greater: 2+nanj > 1 is true (the real parts decide, unlike NumPy's CGT)"},
    {"jax", PC_OP_GREATER_EQUAL, 0, 4, PC_COMPLEX64,
     {C64(1, 2), C64(1, 2), C64(-0.0f, 1), C64(0, NAN)}, PC_COMPLEX64,
     {C64(1, 3), C64(1, 2), C64(0.0f, 1), C64(0, 0)}, PC_BOOL, {U8(0), U8(1), U8(1), U8(0)},
     "complex64 greater_equal: -0.0 and +0.0 real parts are equal"},
    {"jax", PC_OP_NOT_EQUAL, 0, 3, PC_COMPLEX64, {C64(1, 2), C64(1, NAN), C64(-0.0f, 0)},
     PC_COMPLEX64, {C64(1, 2), C64(1, NAN), C64(0.0f, 0)}, PC_BOOL, {U8(0), U8(1), U8(0)},
     "complex64 not_equal: a NaN part makes it true"},
};

/* MLX: base_simd.h maximum, `if (isnan(b)) return b; if (isnan(a)) return
** a; return a > b ? a : b;` (avx_simd.h's vector path agrees): ties give
** the second operand; for complex64 isnan reads the real part and > is
** complex64_t's lexicographic operator> (mlx/types/complex.h). bool - bool
** is (bool)(x - y), exclusive or (binary_ops.h Subtract). */
static const value_case mlx_cases[] = {
    {"mlx", PC_OP_MAXIMUM, 0, 2, PC_FLOAT32, {{.f32 = -0.0f}, {.f32 = 0.0f}}, PC_FLOAT32,
     {{.f32 = 0.0f}, {.f32 = -0.0f}}, PC_FLOAT32, {{.f32 = 0.0f}, {.f32 = -0.0f}},
     "float32 maximum: ties give the second"},
    {"mlx", PC_OP_MAXIMUM, 0, 2, PC_BFLOAT16, {{.f16 = 0x8000}, {.f16 = 0x0000}}, PC_BFLOAT16,
     {{.f16 = 0x0000}, {.f16 = 0x8000}}, PC_BFLOAT16, {{.f16 = 0x0000}, {.f16 = 0x8000}},
     "bfloat16 maximum: ties give the second"},
    {"mlx", PC_OP_MAXIMUM, 0, 3, PC_FLOAT64, {{.f64 = NAN}, {.f64 = 1.0}, {.f64 = 2.0}},
     PC_FLOAT64, {{.f64 = 1.0}, {.f64 = NAN}, {.f64 = 1.0}}, PC_FLOAT64,
     {{.f64 = NAN}, {.f64 = NAN}, {.f64 = 2.0}}, "float64 maximum propagates NaN"},
    {"mlx", PC_OP_MAXIMUM, 0, 10, PC_COMPLEX64,
     COMPLEX64_PAIRS_A, PC_COMPLEX64, COMPLEX64_PAIRS_B, PC_COMPLEX64,
     {C64(0.0f, 0), C64(-0.0f, 0), C64(0, 0.0f), C64(1, 2), C64(1, 2), C64(NAN, 0),
      C64(NAN, 1), C64(3, 0), C64(2, NAN), C64(1, 0)},
     "complex64 maximum: b if re(b) is NaN, else a if re(a) is, else lexicographic, "
     "ties giving the second"},
    {"mlx", PC_OP_MINIMUM, 0, 2, PC_FLOAT32, {{.f32 = -0.0f}, {.f32 = 0.0f}}, PC_FLOAT32,
     {{.f32 = 0.0f}, {.f32 = -0.0f}}, PC_FLOAT32, {{.f32 = 0.0f}, {.f32 = -0.0f}},
     "float32 minimum: ties give the second"},
    {"mlx", PC_OP_MINIMUM, 0, 2, PC_FLOAT16, {{.f16 = 0x8000}, {.f16 = 0x0000}}, PC_FLOAT16,
     {{.f16 = 0x0000}, {.f16 = 0x8000}}, PC_FLOAT16, {{.f16 = 0x0000}, {.f16 = 0x8000}},
     "float16 minimum: ties give the second"},
    {"mlx", PC_OP_MINIMUM, 0, 3, PC_FLOAT64, {{.f64 = NAN}, {.f64 = 1.0}, {.f64 = 2.0}},
     PC_FLOAT64, {{.f64 = 1.0}, {.f64 = NAN}, {.f64 = 1.0}}, PC_FLOAT64,
     {{.f64 = NAN}, {.f64 = NAN}, {.f64 = 1.0}}, "float64 minimum propagates NaN"},
    {"mlx", PC_OP_MINIMUM, 0, 10, PC_COMPLEX64,
     COMPLEX64_PAIRS_A, PC_COMPLEX64, COMPLEX64_PAIRS_B, PC_COMPLEX64,
     {C64(0.0f, 0), C64(-0.0f, 0), C64(0, 0.0f), C64(1, 1), C64(1, 1), C64(NAN, 0),
      C64(NAN, 1), C64(0, NAN), C64(1, 0), C64(1, 0)},
     "complex64 minimum: b if re(b) is NaN, else a if re(a) is, else lexicographic "
     "(operator<), ties giving the second"},
    {"mlx", PC_OP_GREATER_EQUAL, 0, 4, PC_COMPLEX64,
     {C64(1, 2), C64(1, 2), C64(2, NAN), C64(NAN, 0)}, PC_COMPLEX64,
     {C64(1, 3), C64(1, 2), C64(1, 0), C64(NAN, 0)}, PC_BOOL, {U8(0), U8(1), U8(1), U8(0)},
     "complex64 greater_equal: complex64_t's operator>= (the real parts decide)"},
    {"mlx", PC_OP_BITWISE_XOR, 0, 4, PC_BOOL, {U8(1), U8(1), U8(0), U8(0)}, PC_BOOL,
     {U8(1), U8(0), U8(1), U8(0)}, PC_BOOL, {U8(0), U8(1), U8(1), U8(0)},
     "bool ^ bool is exclusive or, bool_"},
    {"mlx", PC_OP_SUBTRACT, 0, 4, PC_BOOL, {U8(1), U8(1), U8(0), U8(0)}, PC_BOOL,
     {U8(1), U8(0), U8(1), U8(0)}, PC_BOOL, {U8(0), U8(1), U8(1), U8(0)},
     "bool - bool is exclusive or"},
};

/* jnp.remainder (jax/_src/numpy/ufuncs.py remainder) of uint64 with
** jax_enable_x64 on (without it no 64-bit array exists): a zero divisor is
** replaced by 1, then lax.rem and a sign fix-up that never fires for an
** unsigned type (lax.lt(v, 0) is false), so the answer is x % y in
** uint64, also for values of 2^63 and more, which a signed reading would
** take as negative. The case format answers the jax profile with x64 off,
** so this is checked here. */
static void jax_unsigned_remainder_x64(tap_run *run) {
    enum { N = 5 };
    const uint64_t high = UINT64_C(1) << 63;
    uint64_t a[N] = {UINT64_MAX, high, 7, high + 5, 5};
    uint64_t b[N] = {3, 3, high + 1, high, 0};
    const uint64_t expected[N] = {0, 2, 7, 5, 0};
    uint64_t out[N] = {0};
    pc_shape shape = SHAPE(N);
    pc_array x, y, z;
    pc_array_init_contiguous(&x, PC_UINT64, &shape, a);
    pc_array_init_contiguous(&y, PC_UINT64, &shape, b);
    pc_array_init_contiguous(&z, PC_UINT64, &shape, out);
    pc_promotion_options options;
    pc_promotion_options_init(&options);
    options.x64 = 1;
    pc_error err;
    pc_status status =
        pc_binary_compute(pc_profile_find("jax"), &options, PC_OP_REMAINDER, &x, &y, &z, &err);
    int matches = status == PC_OK;
    for (int k = 0; matches && k < N; k++) matches = out[k] == expected[k];
    tap_ok(run, matches,
           "jax (ufuncs.py remainder) with x64: uint64 %% is unsigned, also at 2^63 and above, "
           "and %% 0 is 0");
}

/* complex64's multiply in float (elementwise_kernels.c, complex64_multiply):
** 2^127 * 2 is inf in float, so (2^127 + 2^127 i)(2 + 2i) is (inf - inf) +
** (inf + inf)i = NaN + inf i, and (2^127 + 2^127 i)(2 - 2i) is inf + NaN i,
** as NumPy 1.24 gives; TensorFlow.js multiplies in double and rounds each
** part once (its own kernel): 0 + inf i and inf + 0i. */
#define F32_POW127 0x1p127f
static const value_case complex64_cases[] = {
    {"torch", PC_OP_MULTIPLY, 0, 2, PC_COMPLEX64,
     {C64(F32_POW127, F32_POW127), C64(F32_POW127, F32_POW127)}, PC_COMPLEX64,
     {C64(2, 2), C64(2, -2)}, PC_COMPLEX64, {C64(NAN, INFINITY), C64(INFINITY, NAN)},
     "complex64 multiply: each product and sum a float one"},
    {"numpy", PC_OP_MULTIPLY, 1, 2, PC_COMPLEX64,
     {C64(F32_POW127, F32_POW127), C64(F32_POW127, F32_POW127)}, PC_COMPLEX64,
     {C64(2, 2), C64(2, -2)}, PC_COMPLEX64, {C64(NAN, INFINITY), C64(INFINITY, NAN)},
     "complex64 multiply in place: each product and sum a float one"},
    {"tfjs", PC_OP_MULTIPLY, 0, 2, PC_COMPLEX64,
     {C64(F32_POW127, F32_POW127), C64(F32_POW127, F32_POW127)}, PC_COMPLEX64,
     {C64(2, 2), C64(2, -2)}, PC_COMPLEX64, {C64(0, INFINITY), C64(INFINITY, 0)},
     "tfjs complex64 multiply: in double, each part rounded once"},
};

int main(void) {
    tap_run run;
    tap_start(&run);
    for (size_t i = 0; i < sizeof jax_cases / sizeof jax_cases[0]; i++)
        run_value_case(&run, "jax (mlir.py, llvm.maximum)", &jax_cases[i]);
    for (size_t i = 0; i < sizeof mlx_cases / sizeof mlx_cases[0]; i++)
        run_value_case(&run, "mlx (base_simd.h)", &mlx_cases[i]);
    for (size_t i = 0; i < sizeof complex64_cases / sizeof complex64_cases[0]; i++)
        run_value_case(&run, "complex64 multiply (c10/util/complex.h)", &complex64_cases[i]);
    jax_unsigned_remainder_x64(&run);
    return tap_finish(&run);
}
