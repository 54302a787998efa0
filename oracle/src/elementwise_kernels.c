/*
** elementwise_kernels.c: the element-wise binary ops on wide values
** (elementwise_kernels.h). One tight loop per op and domain; the dtype and
** op are chosen once per run by pc_binary_kernel_find.
**
** Semantics (promcast/elementwise.h; docs/semantics.md; PyTorch's CPU
** kernels, aten/src/ATen/native/cpu/BinaryOpsKernel.cpp):
** - integers wrap: add, subtract and multiply in uint64_t, which C defines
**   modulo 2^64, truncated on store (no signed overflow anywhere);
** - bool: add is logical or, multiply logical and, maximum or and minimum
**   and (PyTorch's add_kernel / mul_kernel / maximum_kernel / minimum_kernel
**   on kBool), bitwise_or or and bitwise_xor exclusive or
**   (bitwise_xor_kernel: a != b); subtract, where a profile allows it (MLX:
**   detail::Subtract on bool, (bool)(x - y)), is exclusive or; bool
**   comparisons order false before true;
** - integers: bitwise_and, bitwise_or and bitwise_xor are the bitwise ops;
**   comparisons, maximum and minimum compare as signed or unsigned;
** - reals: IEEE 754 double arithmetic, rounded once afterwards; division by
**   zero gives +-inf or NaN;
** - maximum: NaN if either operand is NaN, else `a < b ? b : a`, so ties
**   (-0.0 against +0.0 too) return the first operand (maximum_kernel's
**   scalar lambda: NaN check, then std::max(a, b)); minimum likewise, NaN
**   if either is NaN, else `b < a ? b : a` (minimum_kernel: std::min(a, b)),
**   ties the first operand;
** - logical_and, logical_or, logical_xor: an operand is true when nonzero
**   (NaN true, -0.0 false, a complex value when either part is nonzero);
** - floor_divide, remainder, shifts, nextafter: elementwise_kernels_division.c
**   and elementwise_kernels_width.c, chosen by the table dtype_kernels;
** - pow, atan2, hypot, logaddexp: elementwise_kernels_transcendental.c;
** - comparisons: NaN compares unequal and unordered: equal, less,
**   less_equal, greater and greater_equal are false with a NaN operand and
**   not_equal true (IEEE 754; the Array API's not_equal: "If x1_i is NaN or
**   x2_i is NaN, the result is True"); complex equal compares both parts,
**   not_equal is its negation (a NaN part makes it true);
** - complex ordering comparisons, maximum and minimum, where a profile
**   allows them, are lexicographic on (real, imaginary) as JAX lowers them
**   (jax/_src/numpy/ufuncs.py _complex_comparison: select(re(x) == re(y),
**   op(im(x), im(y)), op(re(x), re(y))) for less, less_equal, greater and
**   greater_equal; jax/_src/interpreters/mlir.py _minmax_hlo: x if (re
**   equal ? im(x) CMP im(y) : re(x) CMP re(y)), else y, CMP "GT" for
**   maximum and "LT" for minimum), so for maximum and minimum ties and NaN
**   give the second operand; MLX's complex64_t operators <, <=, >, >=
**   (mlx/types/complex.h) give the same comparisons;
** - complex multiply: (ac - bd) + (ad + bc)i in double, then each part
**   rounded once; this file is built with -ffp-contract=off so no compiler
**   fuses a product into an FMA (oracle/CMakeLists.txt);
** - complex division: libraries differ (c10/util/complex.h uses a scaled
**   Smith's algorithm, NumPy another variant, vectorised kernels others),
**   so cases must compare complex quotients with a tolerance. complex32 and
**   complex64 use the textbook formula ((ac + bd) + (bc - ad)i) / (c^2 +
**   d^2) in double, where squares cannot overflow; complex128 uses Smith's
**   algorithm (R. L. Smith, "Algorithm 116", CACM 1962) so c^2 + d^2 does
**   not overflow. A zero divisor gives (a / |c|) + (b / |d|)i as
**   c10/util/complex.h does ("divide by zeros should yield a complex inf
**   or nan"), in both forms.
*/
#include "elementwise_kernels.h"

#include <math.h>

#define SIGN_BIT (UINT64_C(1) << 63)

/* One loop: results[k].output = expression of x = a[k].input and
** y = b[k].input, both of `type`; read before writing, as results may
** alias a. */
#define KERNEL(name, type, input, output, expression)                    \
    static void name(const pc_wide *a, const pc_wide *b, pc_wide *results, \
                     int64_t count) {                                     \
        for (int64_t k = 0; k < count; k++) {                             \
            type x = a[k].input, y = b[k].input;                          \
            results[k].output = (expression);                             \
        }                                                                 \
    }
#define INTEGER_KERNEL(name, expression) \
    KERNEL(name, uint64_t, integer, integer, expression)
#define REAL_KERNEL(name, output, expression) \
    KERNEL(name, double, real, output, expression)

INTEGER_KERNEL(integer_add, x + y)
INTEGER_KERNEL(integer_subtract, x - y)
INTEGER_KERNEL(integer_multiply, x * y)
INTEGER_KERNEL(integer_bitwise_and, x & y)
INTEGER_KERNEL(integer_bitwise_or, x | y)
INTEGER_KERNEL(integer_bitwise_xor, x ^ y)
INTEGER_KERNEL(integer_equal, x == y)
INTEGER_KERNEL(integer_not_equal, x != y)
INTEGER_KERNEL(unsigned_less, x < y)
INTEGER_KERNEL(unsigned_less_equal, x <= y)
INTEGER_KERNEL(unsigned_greater, x > y)
INTEGER_KERNEL(unsigned_greater_equal, x >= y)
INTEGER_KERNEL(unsigned_maximum, x < y ? y : x)
INTEGER_KERNEL(unsigned_minimum, y < x ? y : x)
/* Flipping the sign bit maps two's complement order onto unsigned order,
** without converting out-of-range values to int64_t. */
#define SIGNED(v) ((v) ^ SIGN_BIT)
INTEGER_KERNEL(signed_less, SIGNED(x) < SIGNED(y))
INTEGER_KERNEL(signed_less_equal, SIGNED(x) <= SIGNED(y))
INTEGER_KERNEL(signed_greater, SIGNED(x) > SIGNED(y))
INTEGER_KERNEL(signed_greater_equal, SIGNED(x) >= SIGNED(y))
INTEGER_KERNEL(signed_maximum, SIGNED(x) < SIGNED(y) ? y : x)
INTEGER_KERNEL(signed_minimum, SIGNED(y) < SIGNED(x) ? y : x)
INTEGER_KERNEL(bool_or, x | y)
INTEGER_KERNEL(bool_xor, x ^ y)
/* logical_and, logical_or, logical_xor: each operand is true when nonzero
** (PyTorch's logical_and_kernel `a && b`, logical_xor_kernel `bool(a) !=
** bool(b)`; NumPy's @TYPE@_logical_and; the Array API's "zeros must be
** considered the equivalent of False"). */
INTEGER_KERNEL(integer_logical_and, (x != 0) & (y != 0))
INTEGER_KERNEL(integer_logical_or, (x != 0) | (y != 0))
INTEGER_KERNEL(integer_logical_xor, (x != 0) ^ (y != 0))

REAL_KERNEL(real_add, real, x + y)
REAL_KERNEL(real_subtract, real, x - y)
REAL_KERNEL(real_multiply, real, x * y)
REAL_KERNEL(real_divide, real, x / y)
REAL_KERNEL(real_maximum, real, isnan(x) || isnan(y) ? (double)NAN
                                : x < y                ? y
                                                       : x)
REAL_KERNEL(real_minimum, real, isnan(x) || isnan(y) ? (double)NAN
                                : y < x                ? y
                                                       : x)

void pc_real_maximum_ties_second(const pc_wide *a, const pc_wide *b,
                                 pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        double x = a[k].real, y = b[k].real;
        results[k].real = isnan(x) ? x : x > y ? x : y;
    }
}

void pc_real_minimum_ties_second(const pc_wide *a, const pc_wide *b,
                                 pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        double x = a[k].real, y = b[k].real;
        results[k].real = isnan(x) ? x : x < y ? x : y;
    }
}

void pc_real_maximum_ieee(const pc_wide *a, const pc_wide *b,
                          pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        double x = a[k].real, y = b[k].real;
        if (isnan(x) || isnan(y)) results[k].real = (double)NAN;
        else if (x == y) results[k].real = signbit(x) ? y : x;  /* +0.0 wins */
        else results[k].real = x > y ? x : y;
    }
}

void pc_real_minimum_ieee(const pc_wide *a, const pc_wide *b,
                          pc_wide *results, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        double x = a[k].real, y = b[k].real;
        if (isnan(x) || isnan(y)) results[k].real = (double)NAN;
        else if (x == y) results[k].real = signbit(x) ? x : y;  /* -0.0 wins */
        else results[k].real = x < y ? x : y;
    }
}

/* NaN != 0, so NaN is true; -0.0 == 0, so -0.0 is false. */
REAL_KERNEL(real_logical_and, integer, (x != 0) & (y != 0))
REAL_KERNEL(real_logical_or, integer, (x != 0) | (y != 0))
REAL_KERNEL(real_logical_xor, integer, (x != 0) ^ (y != 0))
/* copysign: x's magnitude with y's sign bit, NaN's included (C11
** 7.12.11.1; c10::copysign; npy_copysign; jnp.copysign's where(signbit(x2),
** -abs(x1), abs(x1)) gives the same bits). Exact in every dtype. */
REAL_KERNEL(real_copysign, real, copysign(x, y))

REAL_KERNEL(real_equal, integer, x == y)
REAL_KERNEL(real_not_equal, integer, x != y)
REAL_KERNEL(real_less, integer, x < y)
REAL_KERNEL(real_less_equal, integer, x <= y)
REAL_KERNEL(real_greater, integer, x > y)
REAL_KERNEL(real_greater_equal, integer, x >= y)

/* A loop over complex values a + bi (left) and c + di (right): `body`
** writes results[k]. */
#define COMPLEX_LOOP(name, ...)                                          \
    static void name(const pc_wide *left, const pc_wide *right,          \
                     pc_wide *results, int64_t count) {                  \
        for (int64_t k = 0; k < count; k++) {                            \
            double a = left[k].complex_parts[0];                         \
            double b = left[k].complex_parts[1];                         \
            double c = right[k].complex_parts[0];                        \
            double d = right[k].complex_parts[1];                        \
            __VA_ARGS__                                                  \
        }                                                                \
    }

/* A kernel over complex values: a + bi (op) c + di gives re + im i. */
#define COMPLEX_KERNEL(name, ...)             \
    COMPLEX_LOOP(name, double re, im;         \
                 __VA_ARGS__                  \
                 results[k].complex_parts[0] = re; \
                 results[k].complex_parts[1] = im;)

/* A comparison over complex values: results[k] = test(a + bi, c + di). */
#define COMPLEX_COMPARISON(name, test) \
    COMPLEX_LOOP(name, results[k].integer = (uint64_t)(test);)

COMPLEX_KERNEL(complex_add, re = a + c; im = b + d;)
COMPLEX_KERNEL(complex_subtract, re = a - c; im = b - d;)
COMPLEX_KERNEL(complex_multiply, re = a * c - b * d; im = a * d + b * c;)

/* complex64's product as its libraries compute it, in float: each product
** and each sum rounded to float (c10::complex<float>::operator*=, c10/util/
** complex.h; NumPy's complex64 loops, numpy/core/src/umath/loops.c.src
** @TYPE@_multiply; XLA's EmitComplexBinaryOp, xla/service/
** elemental_ir_emitter.cc; MLX's complex64_t operator*, mlx/types/
** complex.h). It differs from one rounding of the exact parts where a
** product overflows float and the part does not, or the reverse: in
** (3.4e38 - inf i)(inf + 2.5i) the imaginary part is 8.5e38 - inf, -inf
** exactly, but the product 8.5e38 is inf in float, and inf - inf NaN.
** Through double each step is float's correctly rounded one: a product of
** two floats is exact in double, and double holds more than 2 * 24 + 2
** bits, so rounding a sum to double and then to float rounds it once. */
COMPLEX_KERNEL(complex64_multiply,
               re = pc_round_float32(pc_round_float32(a * c) - pc_round_float32(b * d));
               im = pc_round_float32(pc_round_float32(a * d) + pc_round_float32(b * c));)

COMPLEX_KERNEL(complex_divide_textbook, {
    if (c == 0 && d == 0) {
        re = a / fabs(c);
        im = b / fabs(d);
    } else {
        double scale = c * c + d * d;
        re = (a * c + b * d) / scale;
        im = (b * c - a * d) / scale;
    }
})

COMPLEX_KERNEL(complex_divide_smith, {
    if (c == 0 && d == 0) {
        re = a / fabs(c);
        im = b / fabs(d);
    } else if (fabs(c) >= fabs(d)) {
        double ratio = d / c;
        double denominator = c + d * ratio;
        re = (a + b * ratio) / denominator;
        im = (b - a * ratio) / denominator;
    } else {
        double ratio = c / d;
        double denominator = c * ratio + d;
        re = (a * ratio + b) / denominator;
        im = (b * ratio - a) / denominator;
    }
})

/* A complex value is true when either part is nonzero (NumPy's
** @TYPE@_logical_and on complex: `in1r || in1i`; C++'s conversion of
** std::complex-like values to bool in PyTorch's kernels). */
#define COMPLEX_TRUE(re, im) ((re) != 0 || (im) != 0)
COMPLEX_COMPARISON(complex_logical_and, COMPLEX_TRUE(a, b) && COMPLEX_TRUE(c, d))
COMPLEX_COMPARISON(complex_logical_or, COMPLEX_TRUE(a, b) || COMPLEX_TRUE(c, d))
COMPLEX_COMPARISON(complex_logical_xor, COMPLEX_TRUE(a, b) != COMPLEX_TRUE(c, d))

COMPLEX_COMPARISON(complex_equal, a == c && b == d)
COMPLEX_COMPARISON(complex_not_equal, a != c || b != d)
/* Lexicographic order on (real, imaginary) (file comment): the imaginary
** parts decide when the real parts are equal, else the real parts; a NaN
** part makes every comparison false. */
COMPLEX_COMPARISON(complex_less, a == c ? b < d : a < c)
COMPLEX_COMPARISON(complex_less_equal, a == c ? b <= d : a <= c)
COMPLEX_COMPARISON(complex_greater, a == c ? b > d : a > c)
COMPLEX_COMPARISON(complex_greater_equal, a == c ? b >= d : a >= c)

/* _minmax_hlo: select(which, x, y), which the lexicographic "GT" for
** maximum and "LT" for minimum. */
COMPLEX_KERNEL(complex_maximum, {
    int pick_left = a == c ? b > d : a > c;
    re = pick_left ? a : c;
    im = pick_left ? b : d;
})

COMPLEX_KERNEL(complex_minimum, {
    int pick_left = a == c ? b < d : a < c;
    re = pick_left ? a : c;
    im = pick_left ? b : d;
})

/* The kernels by op, one table per domain. Integers: the bool, signed and
** unsigned kernels (on 0 and 1, or is add, maximum and bitwise_or, and is
** multiply and minimum, exclusive or is bitwise_xor and not_equal, and the
** unsigned order is false before true);
** divide has none, as it computes in a floating dtype. Complex: the
** kernel for complex32 and complex64, and the one for complex128. NULL
** where the domain has no kernel for the op: a refusal the plan makes. */
enum { BOOL_KERNEL, SIGNED_KERNEL, UNSIGNED_KERNEL };
static const pc_binary_kernel integer_kernels[PC_BINARY_OP_COUNT][3] = {
    [PC_OP_ADD] = {bool_or, integer_add, integer_add},
    [PC_OP_SUBTRACT] = {bool_xor, integer_subtract, integer_subtract},
    [PC_OP_MULTIPLY] = {integer_bitwise_and, integer_multiply, integer_multiply},
    [PC_OP_MAXIMUM] = {unsigned_maximum, signed_maximum, unsigned_maximum},
    [PC_OP_EQUAL] = {integer_equal, integer_equal, integer_equal},
    [PC_OP_LESS] = {unsigned_less, signed_less, unsigned_less},
    [PC_OP_BITWISE_AND] = {integer_bitwise_and, integer_bitwise_and, integer_bitwise_and},
    [PC_OP_NOT_EQUAL] = {integer_not_equal, integer_not_equal, integer_not_equal},
    [PC_OP_LESS_EQUAL] = {unsigned_less_equal, signed_less_equal, unsigned_less_equal},
    [PC_OP_GREATER] = {unsigned_greater, signed_greater, unsigned_greater},
    [PC_OP_GREATER_EQUAL] = {unsigned_greater_equal, signed_greater_equal,
                             unsigned_greater_equal},
    [PC_OP_MINIMUM] = {unsigned_minimum, signed_minimum, unsigned_minimum},
    [PC_OP_BITWISE_OR] = {integer_bitwise_or, integer_bitwise_or, integer_bitwise_or},
    [PC_OP_BITWISE_XOR] = {integer_bitwise_xor, integer_bitwise_xor, integer_bitwise_xor},
    /* Python's // and % (PyTorch's and NumPy's; elementwise_kernels_division.c).
    ** bool has none: the libraries refuse it or compute it in another dtype. */
    [PC_OP_FLOOR_DIVIDE] = {NULL, pc_signed_floor_divide, pc_unsigned_floor_divide},
    [PC_OP_REMAINDER] = {NULL, pc_signed_floor_remainder, pc_unsigned_floor_remainder},
    [PC_OP_LOGICAL_AND] = {integer_logical_and, integer_logical_and, integer_logical_and},
    [PC_OP_LOGICAL_OR] = {integer_logical_or, integer_logical_or, integer_logical_or},
    [PC_OP_LOGICAL_XOR] = {integer_logical_xor, integer_logical_xor, integer_logical_xor},
    /* pow modulo 2^width, PyTorch's powi on negative exponents
    ** (elementwise_kernels_transcendental.c). */
    [PC_OP_POW] = {pc_bool_pow, pc_signed_pow, pc_unsigned_pow},
};

static const pc_binary_kernel real_kernels[PC_BINARY_OP_COUNT] = {
    [PC_OP_ADD] = real_add,
    [PC_OP_SUBTRACT] = real_subtract,
    [PC_OP_MULTIPLY] = real_multiply,
    [PC_OP_DIVIDE] = real_divide,
    [PC_OP_MAXIMUM] = real_maximum,
    [PC_OP_EQUAL] = real_equal,
    [PC_OP_LESS] = real_less,
    [PC_OP_NOT_EQUAL] = real_not_equal,
    [PC_OP_LESS_EQUAL] = real_less_equal,
    [PC_OP_GREATER] = real_greater,
    [PC_OP_GREATER_EQUAL] = real_greater_equal,
    [PC_OP_MINIMUM] = real_minimum,
    [PC_OP_COPYSIGN] = real_copysign,
    [PC_OP_LOGICAL_AND] = real_logical_and,
    [PC_OP_LOGICAL_OR] = real_logical_or,
    [PC_OP_LOGICAL_XOR] = real_logical_xor,
};

enum { NARROW_COMPLEX_KERNEL, COMPLEX128_KERNEL };
static const pc_binary_kernel complex_kernels[PC_BINARY_OP_COUNT][2] = {
    [PC_OP_ADD] = {complex_add, complex_add},
    [PC_OP_SUBTRACT] = {complex_subtract, complex_subtract},
    [PC_OP_MULTIPLY] = {complex_multiply, complex_multiply},
    [PC_OP_DIVIDE] = {complex_divide_textbook, complex_divide_smith},
    [PC_OP_MAXIMUM] = {complex_maximum, complex_maximum},
    [PC_OP_EQUAL] = {complex_equal, complex_equal},
    [PC_OP_LESS] = {complex_less, complex_less},
    [PC_OP_NOT_EQUAL] = {complex_not_equal, complex_not_equal},
    [PC_OP_LESS_EQUAL] = {complex_less_equal, complex_less_equal},
    [PC_OP_GREATER] = {complex_greater, complex_greater},
    [PC_OP_GREATER_EQUAL] = {complex_greater_equal, complex_greater_equal},
    [PC_OP_MINIMUM] = {complex_minimum, complex_minimum},
    [PC_OP_LOGICAL_AND] = {complex_logical_and, complex_logical_and},
    [PC_OP_LOGICAL_OR] = {complex_logical_or, complex_logical_or},
    [PC_OP_LOGICAL_XOR] = {complex_logical_xor, complex_logical_xor},
    [PC_OP_POW] = {pc_complex_pow, pc_complex_pow},
    [PC_OP_LOGADDEXP] = {pc_complex_logaddexp, pc_complex_logaddexp},
};

/* The kernels that depend on the compute dtype itself, not only on its
** domain, by op and dtype; consulted before the tables above. Shifts by
** width (no bool: the libraries refuse it or shift in an integer dtype);
** nextafter by format; floor_divide and remainder of reals by PyTorch's
** kernels, in float below float64 (elementwise_kernels_division.c);
** complex64's multiply in float. */
#define SHIFT_ROW(left_or_signed_right, unsigned_right)                            \
    {[PC_INT8] = left_or_signed_right##8, [PC_INT16] = left_or_signed_right##16,   \
     [PC_INT32] = left_or_signed_right##32, [PC_INT64] = left_or_signed_right##64, \
     [PC_UINT8] = unsigned_right##8, [PC_UINT16] = unsigned_right##16,             \
     [PC_UINT32] = unsigned_right##32, [PC_UINT64] = unsigned_right##64}
#define REAL_DTYPE_ROW(name)                                                       \
    {[PC_FLOAT16] = name##_float16, [PC_BFLOAT16] = name##_bfloat16,               \
     [PC_FLOAT32] = name##_float32, [PC_FLOAT64] = name##_float64,                 \
     [PC_FLOAT8_E4M3FN] = name##_e4m3fn, [PC_FLOAT8_E5M2] = name##_e5m2}
#define OPMATH_ROW(name)                                                           \
    {[PC_FLOAT16] = name##_opmath_float, [PC_BFLOAT16] = name##_opmath_float,      \
     [PC_FLOAT32] = name##_opmath_float, [PC_FLOAT64] = name##_opmath_double,      \
     [PC_FLOAT8_E4M3FN] = name##_opmath_float, [PC_FLOAT8_E5M2] = name##_opmath_float}
static const pc_binary_kernel dtype_kernels[PC_BINARY_OP_COUNT][PC_DTYPE_COUNT] = {
    [PC_OP_BITWISE_LEFT_SHIFT] = SHIFT_ROW(pc_left_shift_, pc_left_shift_),
    [PC_OP_BITWISE_RIGHT_SHIFT] = SHIFT_ROW(pc_signed_right_shift_, pc_unsigned_right_shift_),
    [PC_OP_NEXTAFTER] = REAL_DTYPE_ROW(pc_nextafter),
    [PC_OP_FLOOR_DIVIDE] = OPMATH_ROW(pc_real_python_floor_divide),
    [PC_OP_REMAINDER] = OPMATH_ROW(pc_real_fmod_sign_fixed),
    /* Long double references rounded once to the dtype. */
    [PC_OP_POW] = REAL_DTYPE_ROW(pc_real_pow),
    [PC_OP_ATAN2] = REAL_DTYPE_ROW(pc_real_atan2),
    [PC_OP_HYPOT] = REAL_DTYPE_ROW(pc_real_hypot),
    [PC_OP_LOGADDEXP] = REAL_DTYPE_ROW(pc_real_logaddexp),
    [PC_OP_MULTIPLY] = {[PC_COMPLEX64] = complex64_multiply},
};

pc_binary_kernel pc_binary_kernel_find(pc_binary_op op, pc_dtype compute) {
    if (!pc_dtype_is_valid(compute) || (int)op < 0 || op >= PC_BINARY_OP_COUNT) return NULL;
    if (dtype_kernels[op][compute] != NULL) return dtype_kernels[op][compute];
    switch (pc_dtype_domain(compute)) {
    case PC_DOMAIN_INTEGER:
        return integer_kernels[op][compute == PC_BOOL ? BOOL_KERNEL
                                   : pc_dtype_kind_of(compute) == PC_KIND_SIGNED
                                       ? SIGNED_KERNEL
                                       : UNSIGNED_KERNEL];
    case PC_DOMAIN_REAL: return real_kernels[op];
    case PC_DOMAIN_COMPLEX:
        return complex_kernels[op][compute == PC_COMPLEX128 ? COMPLEX128_KERNEL
                                                            : NARROW_COMPLEX_KERNEL];
    }
    return NULL;
}

pc_binary_kernel pc_binary_kernel_override(const pc_kernel_override *table, size_t count,
                                           pc_binary_op op, pc_dtype compute) {
    for (size_t i = 0; pc_dtype_is_valid(compute) && i < count; i++)
        if (table[i].op == op && (table[i].dtypes & PC_DTYPE_BIT(compute)) != 0)
            return table[i].kernel;
    return pc_binary_kernel_find(op, compute);
}

pc_dtype pc_binary_kernel_raw_dtype(pc_binary_op op, pc_dtype compute) {
    if (pc_binary_op_is_bool_valued(op) || compute == PC_BOOL) return PC_BOOL;
    switch (pc_dtype_domain(compute)) {
    case PC_DOMAIN_REAL: return PC_FLOAT64;
    case PC_DOMAIN_COMPLEX: return PC_COMPLEX128;
    case PC_DOMAIN_INTEGER: break;
    }
    return pc_dtype_kind_of(compute) == PC_KIND_SIGNED ? PC_INT64 : PC_UINT64;
}
