/*
** elementwise_kernels_width.c: the kernels whose arithmetic depends on the
** compute dtype's bit width or floating format, not only on its domain:
** the shifts and nextafter (elementwise_kernels.h lists them). One kernel
** per width or format, chosen once per run from a table by dtype.
**
** Shifts: the count is the right operand in the compute dtype. A count from
** 0 to width - 1 shifts; any other count (negative, or at least the width)
** "saturates": a left shift gives 0, a right shift of a signed value its
** sign fill (0 or -1), of an unsigned value 0. That is, read one by one:
** - PyTorch's lshift_kernel and rshift_kernel
**   (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp): `b < 0 || b >=
**   max_shift` returns 0 for <<, and `a >> max_shift` for >>, with max_shift
**   the width less one for signed types (a >> (width - 1) is the sign fill,
**   as a >> b for b = width - 1 is);
** - NumPy 1.24's npy_lshift and npy_rshift
**   (numpy/core/src/npymath/npy_math_internal.h.src): `(size_t)b <
**   sizeof(a) * CHAR_BIT` shifts, else 0, or -1 for a negative signed a;
** - XLA's shifts (jax's lax.shift_left, shift_right_arithmetic,
**   shift_right_logical; xla/service/elemental_ir_emitter.cc
**   EmitIntegerBinaryOp): a count compared unsigned against the width
**   saturates the same way.
** Where a library's outcome for such counts is undefined (MLX's C++ `<<`),
** the profile's value rules say so before the kernel runs.
**
** nextafter steps the operand's own bit pattern in its dtype: the next
** representable float16, bfloat16, float8 or float32 value, not double's.
** C's nextafter (C11 7.12.11.3): NaN if either is NaN; y if x == y (so
** nextafter(+0.0, -0.0) is -0.0); from zero, the smallest subnormal with
** y's sign; else one step of the sign-magnitude pattern towards y. PyTorch
** uses std::nextafter for float and double and c10's musl-derived
** nextafter for Half and BFloat16 (c10/util/BFloat16-math.h), the same
** rule; NumPy's float32/float64 loops call the C library's nextafterf and
** nextafter. NumPy's float16 (npy_half_nextafter,
** numpy/core/src/npymath/halffloat.c) returns x, not y, when x == y, so
** nextafter(+0.0, -0.0) is +0.0 there.
*/
#include "elementwise_kernels.h"

#include <math.h>
#include <string.h>

#include "promcast/value.h"

/* ---- Shifts. ----------------------------------------------------------- */

#define SHIFT_KERNELS(bits)                                                        \
    void pc_left_shift_##bits(const pc_wide *a, const pc_wide *b, pc_wide *results, \
                              int64_t count) {                                     \
        for (int64_t k = 0; k < count; k++) {                                      \
            uint64_t x = a[k].integer, c = b[k].integer;                           \
            results[k].integer = c < (bits) ? x << c : 0;                          \
        }                                                                          \
    }                                                                              \
    void pc_signed_right_shift_##bits(const pc_wide *a, const pc_wide *b,          \
                                      pc_wide *results, int64_t count) {           \
        for (int64_t k = 0; k < count; k++) {                                      \
            uint64_t x = a[k].integer, c = b[k].integer;                           \
            uint64_t fill = (x >> 63) ? UINT64_MAX : 0; /* sign-extended */        \
            results[k].integer = c < (bits) ? (x >> c) | (fill & ~(UINT64_MAX >> c)) \
                                            : fill;                                \
        }                                                                          \
    }                                                                              \
    void pc_unsigned_right_shift_##bits(const pc_wide *a, const pc_wide *b,        \
                                        pc_wide *results, int64_t count) {         \
        for (int64_t k = 0; k < count; k++) {                                      \
            uint64_t x = a[k].integer, c = b[k].integer;                           \
            results[k].integer = c < (bits) ? x >> c : 0;                          \
        }                                                                          \
    }

SHIFT_KERNELS(8)
SHIFT_KERNELS(16)
SHIFT_KERNELS(32)
SHIFT_KERNELS(64)

/* ---- nextafter. -------------------------------------------------------- */

/* A real dtype's values as sign-magnitude bit patterns: `to_bits` is exact
** on the dtype's values, `sign` the sign bit. */
typedef struct real_format {
    uint64_t (*to_bits)(double value);
    double (*from_bits)(uint64_t bits);
    uint64_t sign;
} real_format;

static uint64_t float64_bits(double v) {
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    return bits;
}
static double float64_value(uint64_t bits) {
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
}
static uint64_t float32_bits(double v) {
    float f = (float)v;
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return bits;
}
static double float32_value(uint64_t bits) {
    uint32_t narrow = (uint32_t)bits;
    float f;
    memcpy(&f, &narrow, sizeof f);
    return f;
}
static uint64_t float16_bits(double v) { return pc_float16_from_double(v); }
static double float16_value(uint64_t bits) { return pc_float16_to_double((uint16_t)bits); }
static uint64_t bfloat16_bits(double v) { return pc_bfloat16_from_double(v); }
static double bfloat16_value(uint64_t bits) { return pc_bfloat16_to_double((uint16_t)bits); }
static uint64_t e4m3fn_bits(double v) { return pc_float8_e4m3fn_from_double(v); }
static double e4m3fn_value(uint64_t bits) { return pc_float8_e4m3fn_to_double((uint8_t)bits); }
static uint64_t e5m2_bits(double v) { return pc_float8_e5m2_from_double(v); }
static double e5m2_value(uint64_t bits) { return pc_float8_e5m2_to_double((uint8_t)bits); }

static const real_format float64_format = {float64_bits, float64_value, UINT64_C(1) << 63};
static const real_format float32_format = {float32_bits, float32_value, UINT64_C(1) << 31};
static const real_format float16_format = {float16_bits, float16_value, UINT64_C(1) << 15};
static const real_format bfloat16_format = {bfloat16_bits, bfloat16_value, UINT64_C(1) << 15};
static const real_format e4m3fn_format = {e4m3fn_bits, e4m3fn_value, UINT64_C(1) << 7};
static const real_format e5m2_format = {e5m2_bits, e5m2_value, UINT64_C(1) << 7};

/* The next value after x towards y in format f; `equal_gives_x`: x rather
** than y when x == y (NumPy's float16, the file comment). */
static double next_after(const real_format *f, double x, double y, int equal_gives_x) {
    if (isnan(x) || isnan(y)) return x + y;
    if (x == y) return equal_gives_x ? x : y;
    uint64_t to = f->to_bits(y);
    if (x == 0) return f->from_bits((to & f->sign) | 1);  /* smallest subnormal */
    uint64_t from = f->to_bits(x);
    /* Away from zero when y lies beyond x on x's side of zero. */
    int away = (x < y) == (x > 0);
    return f->from_bits(away ? from + 1 : from - 1);
}

#define NEXTAFTER_KERNEL(name, format, equal_gives_x)                              \
    void name(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count) { \
        for (int64_t k = 0; k < count; k++)                                        \
            results[k].real = next_after(&format, a[k].real, b[k].real, equal_gives_x); \
    }

NEXTAFTER_KERNEL(pc_nextafter_float64, float64_format, 0)
NEXTAFTER_KERNEL(pc_nextafter_float32, float32_format, 0)
NEXTAFTER_KERNEL(pc_nextafter_float16, float16_format, 0)
NEXTAFTER_KERNEL(pc_nextafter_bfloat16, bfloat16_format, 0)
NEXTAFTER_KERNEL(pc_nextafter_e4m3fn, e4m3fn_format, 0)
NEXTAFTER_KERNEL(pc_nextafter_e5m2, e5m2_format, 0)
NEXTAFTER_KERNEL(pc_nextafter_float16_equal_gives_x, float16_format, 1)
