/*
** elementwise_kernels_tfjs.c: TensorFlow.js 4.22's CPU kernels
** (elementwise_kernels_tfjs.h).
**
** tfjs-backend-cpu/src/utils/binary_impl.ts createSimpleBinaryKernelImpl
** runs `result[i] = op(aVals[i], bVals[i])`: aVals and bVals are the
** operands' typed arrays (Float32Array, Int32Array, Uint8Array for bool),
** read as JavaScript numbers, so every op is computed in double; `result`
** is the typed array of the kernel's dtype (binary_utils.ts
** binaryKernelFunc: the kernel's own dtype, else a's), and storing into it
** converts once: Float32Array rounds to nearest float32, Int32Array is
** ToInt32 and Uint8Array ToUint8 (ECMAScript's IntegerIndexedElementSet:
** truncate, modulo 2^32 or 2^8; NaN and infinities give 0). So a bool
** result of add is the Uint8Array value of a + b (true + true is 2, a
** true element), and an int32 product is ToInt32 of the double product,
** rounded first when it passes 2^53.
**
** The kernels (tfjs-backend-cpu/src/kernels/<Name>.ts): Add `a + b`, Sub
** `a - b`, Multiply `a * b`, RealDiv `a / b`, FloorDiv `Math.floor(a /
** b)` (its result dtype int32), Mod (the sign fix-up below), Pow
** `Math.pow(a, b)`, Atan2 `Math.atan2(a, b)`, Maximum `Math.max(a, b)`,
** Minimum `Math.min(a, b)`, Equal `a === b`, NotEqual, Less, LessEqual,
** Greater, GreaterEqual, LogicalAnd `a && b`, LogicalOr `a || b`,
** BitwiseAnd `a & b`. complex64 (Add, Sub, Multiply only:
** createComplexBinaryKernelImpl) computes each part in double from the
** float32 parts and stores each into a Float32Array.
*/
#include "elementwise_kernels_tfjs.h"

#include <math.h>

int32_t pc_tfjs_to_int32(double x) {
    if (!isfinite(x)) return 0;
    double t = trunc(x);
    double m = fmod(t, 4294967296.0);
    if (m < 0) m += 4294967296.0;
    uint32_t bits = (uint32_t)m;
    return (int32_t)(bits >= UINT32_C(0x80000000) ? (int64_t)bits - INT64_C(4294967296)
                                                 : (int64_t)bits);
}

/* ToUint8: the Uint8Array store of a bool result. */
static uint8_t to_uint8(double x) {
    return (uint8_t)((uint32_t)pc_tfjs_to_int32(x) & 0xffu);
}

double pc_tfjs_stored_number(pc_dtype dtype, double x) {
    switch (dtype) {
    case PC_INT32: return (double)pc_tfjs_to_int32(x);
    case PC_BOOL: return (double)to_uint8(x);
    default: return (double)(float)x;
    }
}

void pc_tfjs_typed_array_store(pc_dtype from, pc_dtype to, pc_wide *values, int64_t count) {
    if (pc_dtype_is_complex(from) || pc_dtype_is_complex(to) || to == PC_FLOAT32) {
        /* float32: exact from bool and int32 up to the one rounding, as
        ** the Float32Array's; complex64 keeps its parts. */
        pc_wide_convert(from, to, values, count);
        return;
    }
    pc_domain domain = pc_dtype_domain(from);
    for (int64_t k = 0; k < count; k++) {
        double x = domain == PC_DOMAIN_INTEGER ? (double)(int64_t)values[k].integer : values[k].real;
        double stored = pc_tfjs_stored_number(to, x);
        values[k].integer = to == PC_BOOL ? stored != 0 : (uint64_t)(int64_t)stored;
    }
}

void pc_tfjs_operand_convert(pc_dtype from, pc_dtype to, pc_wide *values, int64_t count) {
    if (from != PC_INT32 || to != PC_FLOAT32) {
        pc_wide_convert(from, to, values, count);
        return;
    }
    for (int64_t k = 0; k < count; k++) values[k].real = (double)(int64_t)values[k].integer;
}

/* Math.pow: C's pow but for ECMAScript's special cases (Number::exponentiate):
** a NaN exponent gives NaN (C's pow(1, NaN) is 1), and a base of +1 or -1
** with an infinite exponent gives NaN (C gives 1). */
static double js_pow(double a, double b) {
    if (isnan(b)) return NAN;
    if (isinf(b) && fabs(a) == 1.0) return NAN;
    return pow(a, b);
}

/* Math.max and Math.min: NaN if either is NaN; -0 below +0. */
static double js_max(double a, double b) {
    if (isnan(a) || isnan(b)) return NAN;
    if (a == 0 && b == 0) return signbit(a) ? b : a;
    return a > b ? a : b;
}
static double js_min(double a, double b) {
    if (isnan(a) || isnan(b)) return NAN;
    if (a == 0 && b == 0) return signbit(a) ? a : b;
    return a < b ? a : b;
}

/* Mod.ts: `rem = a % b` (ECMAScript's %, C's fmod: the dividend's sign);
** kept when both are negative or both are >= 0 (-0 counts as >= 0), else
** `(rem + b) % b`. */
static double js_mod(double a, double b) {
    double rem = fmod(a, b);
    if ((a < 0 && b < 0) || (a >= 0 && b >= 0)) return rem;
    return fmod(rem + b, b);
}

/* Math.round(x) !== 0: the truth toTypedArray(x, 'bool') gives a
** JavaScript number (tfjs-core/src/util.ts): Math.round rounds half up, so
** -0.5 rounds to -0 (false) and 0.5 to 1; NaN is true. */
static int js_round_truth(double x) {
    return isnan(x) || x >= 0.5 || x < -0.5;
}

static double js_add(double a, double b) { return a + b; }
static double js_sub(double a, double b) { return a - b; }
static double js_mul(double a, double b) { return a * b; }
static double js_div(double a, double b) { return a / b; }
static double js_floor_div(double a, double b) { return floor(a / b); }
static double js_atan2(double a, double b) { return atan2(a, b); }
static double js_bit_and(double a, double b) {
    return (double)(pc_tfjs_to_int32(a) & pc_tfjs_to_int32(b));
}

/* An element's JavaScript number: a bool's or an int32's integer, a
** float32's double. */
static double int_value(const pc_wide *w) { return (double)(int64_t)w->integer; }

/* One op `f` per storage kind: bool (Uint8Array), int32 (Int32Array),
** float32 (Float32Array: the raw double, rounded on store). */
#define TFJS_BOOL(name, f)                                                                 \
    static void name##_bool(const pc_wide *a, const pc_wide *b, pc_wide *r, int64_t n) {   \
        for (int64_t k = 0; k < n; k++)                                                    \
            r[k].integer = to_uint8(f(int_value(&a[k]), int_value(&b[k])));                \
    }
#define TFJS_INT32(name, f)                                                                \
    static void name##_int32(const pc_wide *a, const pc_wide *b, pc_wide *r, int64_t n) {  \
        for (int64_t k = 0; k < n; k++)                                                    \
            r[k].integer =                                                                 \
                (uint64_t)(int64_t)pc_tfjs_to_int32(f(int_value(&a[k]), int_value(&b[k]))); \
    }
#define TFJS_FLOAT32(name, f)                                                              \
    static void name##_float32(const pc_wide *a, const pc_wide *b, pc_wide *r, int64_t n) { \
        for (int64_t k = 0; k < n; k++) r[k].real = f(a[k].real, b[k].real);               \
    }
#define TFJS_KERNELS(name, f) TFJS_BOOL(name, f) TFJS_INT32(name, f) TFJS_FLOAT32(name, f)
TFJS_KERNELS(add, js_add)
TFJS_KERNELS(sub, js_sub)
TFJS_KERNELS(mul, js_mul)
TFJS_BOOL(div, js_div)
TFJS_FLOAT32(div, js_div)
TFJS_INT32(floor_div, js_floor_div)
TFJS_KERNELS(mod, js_mod)
TFJS_KERNELS(pow, js_pow)
TFJS_KERNELS(atan2, js_atan2)
TFJS_INT32(max, js_max)
TFJS_FLOAT32(max, js_max)
TFJS_INT32(min, js_min)
TFJS_FLOAT32(min, js_min)
TFJS_INT32(bit_and, js_bit_and)

/* FloorDiv of float32 operands: an int32 result (FloorDiv.ts passes
** 'int32' to binaryKernelFunc), ToInt32 of Math.floor(a / b), kept as an
** exact double for the conversion to int32. Of bool operands: the int32
** values 0 and 1 (1 / 0 is Infinity, ToInt32 0). */
static void floor_div_float32_to_int32(const pc_wide *a, const pc_wide *b, pc_wide *r,
                                       int64_t n) {
    for (int64_t k = 0; k < n; k++)
        r[k].real = (double)pc_tfjs_to_int32(js_floor_div(a[k].real, b[k].real));
}
static void floor_div_bool_to_int32(const pc_wide *a, const pc_wide *b, pc_wide *r,
                                    int64_t n) {
    for (int64_t k = 0; k < n; k++)
        r[k].integer =
            (uint64_t)(int64_t)pc_tfjs_to_int32(js_floor_div(int_value(&a[k]), int_value(&b[k])));
}

/* Comparisons: 1 or 0 into a Uint8Array. The operands' doubles compare
** alike whatever dtype they come from. */
#define TFJS_COMPARISON(name, expr)                                                         \
    static void name##_int(const pc_wide *l, const pc_wide *rr, pc_wide *r, int64_t n) {    \
        for (int64_t k = 0; k < n; k++) {                                                   \
            double a = int_value(&l[k]), b = int_value(&rr[k]);                             \
            r[k].integer = (expr) ? 1u : 0u;                                                \
        }                                                                                   \
    }                                                                                       \
    static void name##_real(const pc_wide *l, const pc_wide *rr, pc_wide *r, int64_t n) {   \
        for (int64_t k = 0; k < n; k++) {                                                   \
            double a = l[k].real, b = rr[k].real;                                           \
            r[k].integer = (expr) ? 1u : 0u;                                                \
        }                                                                                   \
    }
TFJS_COMPARISON(equal, a == b)
TFJS_COMPARISON(not_equal, a != b)
TFJS_COMPARISON(less, a < b)
TFJS_COMPARISON(less_equal, a <= b)
TFJS_COMPARISON(greater, a > b)
TFJS_COMPARISON(greater_equal, a >= b)

/* The logical ops, on the operands' JavaScript numbers: a bool tensor's
** 0 or 1, or a scalar's number, made bool by toTypedArray (Math.round(x)
** !== 0) before the kernel's `a && b`, `a || b`; logicalXor is
** logicalAnd(logicalOr(a, b), logicalNot(logicalAnd(a, b))). */
#define TFJS_LOGICAL(name, expr)                                                            \
    static void name(const pc_wide *l, const pc_wide *rr, pc_wide *r, int64_t n) {          \
        for (int64_t k = 0; k < n; k++) {                                                   \
            int a = js_round_truth(l[k].real), b = js_round_truth(rr[k].real);              \
            r[k].integer = (expr) ? 1u : 0u;                                                \
        }                                                                                   \
    }
TFJS_LOGICAL(logical_and, a && b)
TFJS_LOGICAL(logical_or, a || b)
TFJS_LOGICAL(logical_xor, (a || b) && !(a && b))

/* createComplexBinaryKernelImpl's Add, Sub, Multiply: the parts in
** double, `aReal * bReal - aImag * bImag` and `aReal * bImag + aImag *
** bReal` as written (no fused multiply-add: V8 fuses none), each part
** stored into a Float32Array. */
static void complex_add(const pc_wide *a, const pc_wide *b, pc_wide *r, int64_t n) {
    for (int64_t k = 0; k < n; k++) {
        double re = a[k].complex_parts[0] + b[k].complex_parts[0];
        double im = a[k].complex_parts[1] + b[k].complex_parts[1];
        r[k].complex_parts[0] = re;
        r[k].complex_parts[1] = im;
    }
}
static void complex_sub(const pc_wide *a, const pc_wide *b, pc_wide *r, int64_t n) {
    for (int64_t k = 0; k < n; k++) {
        double re = a[k].complex_parts[0] - b[k].complex_parts[0];
        double im = a[k].complex_parts[1] - b[k].complex_parts[1];
        r[k].complex_parts[0] = re;
        r[k].complex_parts[1] = im;
    }
}
static void complex_mul(const pc_wide *a, const pc_wide *b, pc_wide *r, int64_t n) {
    for (int64_t k = 0; k < n; k++) {
        double ar = a[k].complex_parts[0], ai = a[k].complex_parts[1];
        double br = b[k].complex_parts[0], bi = b[k].complex_parts[1];
        double p1 = ar * br, p2 = ai * bi, p3 = ar * bi, p4 = ai * br;
        r[k].complex_parts[0] = p1 - p2;
        r[k].complex_parts[1] = p3 + p4;
    }
}

#define BOOL_BIT PC_DTYPE_BIT(PC_BOOL)
#define INT32_BIT PC_DTYPE_BIT(PC_INT32)
#define FLOAT32_BIT PC_DTYPE_BIT(PC_FLOAT32)
#define COMPLEX64_BIT PC_DTYPE_BIT(PC_COMPLEX64)
#define FLOAT64_BIT PC_DTYPE_BIT(PC_FLOAT64)
#define ARITHMETIC(op, name)                                                          \
    {op, BOOL_BIT, name##_bool}, {op, INT32_BIT, name##_int32},                       \
        {op, FLOAT32_BIT, name##_float32}
#define COMPARISON(op, name)                                                          \
    {op, BOOL_BIT | INT32_BIT, name##_int}, {op, FLOAT32_BIT, name##_real}

/* Every (op, compute dtype) the CPU backend runs; the profile refuses the
** others before a kernel is looked for (complex64 where a kernel calls
** assertNotComplex; bitwise_and of anything but int32). divide of int32
** is tf.floorDiv (div.ts), so its kernel is FloorDiv's. */
static const pc_kernel_override tfjs_kernels[] = {
    ARITHMETIC(PC_OP_ADD, add),
    ARITHMETIC(PC_OP_SUBTRACT, sub),
    ARITHMETIC(PC_OP_MULTIPLY, mul),
    {PC_OP_DIVIDE, BOOL_BIT, div_bool},
    {PC_OP_DIVIDE, INT32_BIT, floor_div_int32},
    {PC_OP_DIVIDE, FLOAT32_BIT, div_float32},
    {PC_OP_FLOOR_DIVIDE, BOOL_BIT, floor_div_bool_to_int32},
    {PC_OP_FLOOR_DIVIDE, INT32_BIT, floor_div_int32},
    {PC_OP_FLOOR_DIVIDE, FLOAT32_BIT, floor_div_float32_to_int32},
    ARITHMETIC(PC_OP_REMAINDER, mod),
    ARITHMETIC(PC_OP_POW, pow),
    ARITHMETIC(PC_OP_ATAN2, atan2),
    /* maximum and minimum of bool run on int32 (maximum.ts casts). */
    {PC_OP_MAXIMUM, INT32_BIT, max_int32},
    {PC_OP_MAXIMUM, FLOAT32_BIT, max_float32},
    {PC_OP_MINIMUM, INT32_BIT, min_int32},
    {PC_OP_MINIMUM, FLOAT32_BIT, min_float32},
    COMPARISON(PC_OP_EQUAL, equal),
    COMPARISON(PC_OP_NOT_EQUAL, not_equal),
    COMPARISON(PC_OP_LESS, less),
    COMPARISON(PC_OP_LESS_EQUAL, less_equal),
    COMPARISON(PC_OP_GREATER, greater),
    COMPARISON(PC_OP_GREATER_EQUAL, greater_equal),
    {PC_OP_LOGICAL_AND, FLOAT64_BIT, logical_and},
    {PC_OP_LOGICAL_OR, FLOAT64_BIT, logical_or},
    {PC_OP_LOGICAL_XOR, FLOAT64_BIT, logical_xor},
    {PC_OP_BITWISE_AND, INT32_BIT, bit_and_int32},
    {PC_OP_ADD, COMPLEX64_BIT, complex_add},
    {PC_OP_SUBTRACT, COMPLEX64_BIT, complex_sub},
    {PC_OP_MULTIPLY, COMPLEX64_BIT, complex_mul},
};

pc_binary_kernel pc_tfjs_binary_kernel(pc_binary_op op, pc_dtype compute) {
    for (size_t i = 0; pc_dtype_is_valid(compute) && i < sizeof tfjs_kernels / sizeof tfjs_kernels[0];
         i++)
        if (tfjs_kernels[i].op == op && (tfjs_kernels[i].dtypes & PC_DTYPE_BIT(compute)) != 0)
            return tfjs_kernels[i].kernel;
    return NULL;
}
