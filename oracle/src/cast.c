/*
** cast.c: converting elements between the 18 dtypes: pc_cast_element
** (promcast/elementwise.h) and its chunked form (cast_internal.h).
**
** The rules are those of a PyTorch cast (c10/util/TypeCast.h,
** c10::convert / static_cast), with C's undefined cases defined:
** - integer to integer wraps modulo 2^bits (two's complement), as
**   static_cast between integer types does;
** - integer to floating is correctly rounded, ties to even. int64 and
**   uint64 do not fit a double exactly, so for a narrower target they are
**   first rounded to a double "to odd" (truncate, then set the last bit if
**   anything was lost); with the 53 bits of a double >= 2p + 2 for every
**   narrower precision p <= 24, that intermediate is "innocuous" (Boldo and
**   Melquiond, "When double rounding is odd", 2005) and the second,
**   nearest-even rounding gives the correctly rounded result;
** - floating to a narrower floating type rounds to nearest even
**   (float_formats.c);
** - floating to integer truncates toward zero, then wraps modulo 2^bits. C
**   leaves conversions of out-of-range values undefined; here a finite value
**   whose truncation lies in [-2^63, 2^64) wraps from that 64-bit pattern
**   (so -1.5 -> uint8 is 255, as on x86), and NaN, infinities and values
**   beyond that range give 0. No op needs it (can_cast forbids floating to
**   integer in place); it is for completeness of pc_cast_element;
** - complex to real drops the imaginary part; real to complex adds +0;
** - anything to bool is "!= 0" (complex: either part; NaN is nonzero).
*/
#include "cast_internal.h"

#include <math.h>
#include <string.h>

#include "promcast/elementwise.h"
#include "promcast/value.h"

pc_domain pc_dtype_domain(pc_dtype dtype) {
    if (pc_dtype_is_complex(dtype)) return PC_DOMAIN_COMPLEX;
    if (pc_dtype_is_floating(dtype)) return PC_DOMAIN_REAL;
    return PC_DOMAIN_INTEGER;
}

/* ---- Loading: exact, every value fits its domain. ---------------------- */

/* One load loop: `ctype` is the stored type, `target` the wide member set
** from the stored value `x`. */
#define LOAD_RUN(ctype, target)                                     \
    for (int64_t k = 0; k < count; k++) {                           \
        ctype x;                                                    \
        memcpy(&x, source + k * stride, sizeof x);                  \
        target;                                                     \
    }                                                               \
    break

#define LOAD_PAIR_RUN(ctype, to_double)                             \
    for (int64_t k = 0; k < count; k++) {                           \
        ctype x[2];                                                 \
        memcpy(x, source + k * stride, sizeof x);                   \
        values[k].complex_parts[0] = to_double(x[0]);               \
        values[k].complex_parts[1] = to_double(x[1]);               \
    }                                                               \
    break

#define AS_DOUBLE(x) ((double)(x))

void pc_wide_load(pc_dtype dtype, const char *source, int64_t stride,
                  int64_t count, pc_wide *values) {
    switch (dtype) {
    case PC_BOOL: LOAD_RUN(uint8_t, values[k].integer = x != 0);
    /* Signed to uint64_t converts modulo 2^64: sign extension. */
    case PC_INT8: LOAD_RUN(int8_t, values[k].integer = (uint64_t)(int64_t)x);
    case PC_INT16: LOAD_RUN(int16_t, values[k].integer = (uint64_t)(int64_t)x);
    case PC_INT32: LOAD_RUN(int32_t, values[k].integer = (uint64_t)(int64_t)x);
    case PC_INT64: LOAD_RUN(int64_t, values[k].integer = (uint64_t)x);
    case PC_UINT8: LOAD_RUN(uint8_t, values[k].integer = x);
    case PC_UINT16: LOAD_RUN(uint16_t, values[k].integer = x);
    case PC_UINT32: LOAD_RUN(uint32_t, values[k].integer = x);
    case PC_UINT64: LOAD_RUN(uint64_t, values[k].integer = x);
    case PC_FLOAT16:
        LOAD_RUN(uint16_t, values[k].real = pc_float16_to_double(x));
    case PC_BFLOAT16:
        LOAD_RUN(uint16_t, values[k].real = pc_bfloat16_to_double(x));
    case PC_FLOAT32: LOAD_RUN(float, values[k].real = x);
    case PC_FLOAT64: LOAD_RUN(double, values[k].real = x);
    case PC_COMPLEX32: LOAD_PAIR_RUN(uint16_t, pc_float16_to_double);
    case PC_COMPLEX64: LOAD_PAIR_RUN(float, AS_DOUBLE);
    case PC_COMPLEX128: LOAD_PAIR_RUN(double, AS_DOUBLE);
    case PC_FLOAT8_E4M3FN:
        LOAD_RUN(uint8_t, values[k].real = pc_float8_e4m3fn_to_double(x));
    case PC_FLOAT8_E5M2:
        LOAD_RUN(uint8_t, values[k].real = pc_float8_e5m2_to_double(x));
    default:
        break;
    }
}

/* ---- Storing: rounds reals, truncates integers. ------------------------ */

#define STORE_RUN(ctype, expression)                                \
    for (int64_t k = 0; k < count; k++) {                           \
        ctype x = (expression);                                     \
        memcpy(destination + k * stride, &x, sizeof x);             \
    }                                                               \
    break

#define STORE_PAIR_RUN(ctype, from_double)                          \
    for (int64_t k = 0; k < count; k++) {                           \
        ctype x[2] = {from_double(values[k].complex_parts[0]),      \
                      from_double(values[k].complex_parts[1])};     \
        memcpy(destination + k * stride, x, sizeof x);              \
    }                                                               \
    break

#define AS_FLOAT(x) ((float)(x))

void pc_wide_store(pc_dtype dtype, const pc_wide *values, char *destination,
                   int64_t stride, int64_t count) {
    switch (dtype) {
    case PC_BOOL: STORE_RUN(uint8_t, values[k].integer != 0);
    /* Signed and unsigned of one width share their bit patterns; converting
    ** to an unsigned type truncates modulo 2^bits, with no undefined or
    ** implementation-defined behaviour. */
    case PC_INT8:
    case PC_UINT8: STORE_RUN(uint8_t, (uint8_t)values[k].integer);
    case PC_INT16:
    case PC_UINT16: STORE_RUN(uint16_t, (uint16_t)values[k].integer);
    case PC_INT32:
    case PC_UINT32: STORE_RUN(uint32_t, (uint32_t)values[k].integer);
    case PC_INT64:
    case PC_UINT64: STORE_RUN(uint64_t, values[k].integer);
    case PC_FLOAT16:
        STORE_RUN(uint16_t, pc_float16_from_double(values[k].real));
    case PC_BFLOAT16:
        STORE_RUN(uint16_t, pc_bfloat16_from_double(values[k].real));
    /* IEC 60559 (C11 Annex F): double to float rounds to nearest even and
    ** overflows to infinity. */
    case PC_FLOAT32: STORE_RUN(float, (float)values[k].real);
    case PC_FLOAT64: STORE_RUN(double, values[k].real);
    case PC_COMPLEX32: STORE_PAIR_RUN(uint16_t, pc_float16_from_double);
    case PC_COMPLEX64: STORE_PAIR_RUN(float, AS_FLOAT);
    case PC_COMPLEX128: STORE_PAIR_RUN(double, AS_DOUBLE);
    case PC_FLOAT8_E4M3FN:
        STORE_RUN(uint8_t, pc_float8_e4m3fn_from_double(values[k].real));
    case PC_FLOAT8_E5M2:
        STORE_RUN(uint8_t, pc_float8_e5m2_from_double(values[k].real));
    default:
        break;
    }
}

/* ---- Converting. ------------------------------------------------------- */

/* Rounds one part (0 real, 1 imaginary) of each value to the real dtype
** `to`, in place: the value of `to` nearest to it, ties to even. */
static void round_parts(pc_dtype to, pc_wide *values, int64_t count,
                        int part) {
    double (*rounding)(double);
    switch (to) {
    case PC_FLOAT16: rounding = pc_round_float16; break;
    case PC_BFLOAT16: rounding = pc_round_bfloat16; break;
    case PC_FLOAT32: rounding = pc_round_float32; break;
    case PC_FLOAT8_E4M3FN: rounding = pc_round_e4m3fn; break;
    case PC_FLOAT8_E5M2: rounding = pc_round_e5m2; break;
    default: return; /* float64: every double is one */
    }
    for (int64_t k = 0; k < count; k++)
        values[k].complex_parts[part] = rounding(values[k].complex_parts[part]);
}

/* |magnitude| rounded to a double "to odd": exact below 2^53, else the
** truncation with its last bit set when bits were lost. */
static double round_to_odd(uint64_t magnitude) {
    if (magnitude < (UINT64_C(1) << 53)) return (double)magnitude;
    int shift = 0;
    while ((magnitude >> shift) >= (UINT64_C(1) << 53)) shift++;
    uint64_t kept = magnitude >> shift;
    if (magnitude & ((UINT64_C(1) << shift) - 1)) kept |= 1;
    return (double)kept * (double)(UINT64_C(1) << shift);
}

/* Integer values of a `signed_source` dtype to values of the real dtype
** `to`, in the real member. */
static void integers_to_reals(int signed_source, pc_dtype to,
                              pc_wide *values, int64_t count) {
    /* IEC 60559 conversion of an integer to double is correctly rounded;
    ** for narrower targets round to odd first (see the file comment). */
    int to_odd = to != PC_FLOAT64;
    for (int64_t k = 0; k < count; k++) {
        uint64_t bits = values[k].integer;
        int negative = signed_source && (bits >> 63);
        uint64_t magnitude = negative ? 0 - bits : bits;
        double x = to_odd ? round_to_odd(magnitude) : (double)magnitude;
        values[k].real = negative ? -x : x;
    }
    round_parts(to, values, count, 0);
}

/* Truncation toward zero, as a 64-bit two's-complement pattern; 0 for NaN,
** infinities and values outside [-2^63, 2^64) (the file comment says why). */
static uint64_t real_to_integer_bits(double x) {
    double t = trunc(x);
    if (!(t >= -0x1p63 && t < 0x1p64)) return 0;
    if (t < 0) return 0 - (uint64_t)(-t);
    return (uint64_t)t;
}

/* Wraps 64-bit patterns to the width of integer dtype `to`, sign-extending
** for signed dtypes. */
static void wrap_integers(pc_dtype to, pc_wide *values, int64_t count) {
    int bits = pc_dtype_bits(to);
    if (bits >= 64) return;
    uint64_t mask = (UINT64_C(1) << bits) - 1;
    uint64_t sign_bit = UINT64_C(1) << (bits - 1);
    int is_signed = pc_dtype_kind_of(to) == PC_KIND_SIGNED;
    for (int64_t k = 0; k < count; k++) {
        uint64_t v = values[k].integer & mask;
        if (is_signed && (v & sign_bit)) v |= ~mask;
        values[k].integer = v;
    }
}

static void to_bools(pc_domain from, pc_wide *values, int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        int truth;
        if (from == PC_DOMAIN_INTEGER)
            truth = values[k].integer != 0;
        else if (from == PC_DOMAIN_REAL)
            truth = values[k].real != 0;
        else
            truth = values[k].complex_parts[0] != 0 ||
                    values[k].complex_parts[1] != 0;
        values[k].integer = (uint64_t)truth;
    }
}

static void set_imaginary_zero(pc_wide *values, int64_t count) {
    for (int64_t k = 0; k < count; k++) values[k].complex_parts[1] = 0.0;
}

void pc_wide_convert(pc_dtype from, pc_dtype to, pc_wide *values,
                     int64_t count) {
    if (from == to || !pc_dtype_is_valid(from) || !pc_dtype_is_valid(to))
        return;
    pc_domain source = pc_dtype_domain(from);
    int signed_source = pc_dtype_kind_of(from) == PC_KIND_SIGNED;
    /* The union keeps the real part of a complex value where a real value
    ** is, so dropping the imaginary part needs no work. */
    switch (pc_dtype_domain(to)) {
    case PC_DOMAIN_INTEGER:
        if (to == PC_BOOL) {
            to_bools(source, values, count);
            return;
        }
        if (source != PC_DOMAIN_INTEGER)
            for (int64_t k = 0; k < count; k++)
                values[k].integer = real_to_integer_bits(values[k].real);
        wrap_integers(to, values, count);
        return;
    case PC_DOMAIN_REAL:
        if (source == PC_DOMAIN_INTEGER)
            integers_to_reals(signed_source, to, values, count);
        else
            round_parts(to, values, count, 0);
        return;
    case PC_DOMAIN_COMPLEX: {
        pc_dtype component = pc_dtype_complex_component(to);
        if (source == PC_DOMAIN_INTEGER)
            integers_to_reals(signed_source, component, values, count);
        else
            round_parts(component, values, count, 0);
        if (source == PC_DOMAIN_COMPLEX)
            round_parts(component, values, count, 1);
        else
            set_imaginary_zero(values, count);
        return;
    }
    }
}

void pc_wide_convert_bfloat16_through_float32(pc_dtype from, pc_dtype to, pc_wide *values,
                                              int64_t count) {
    if (to == PC_BFLOAT16 && pc_dtype_is_integral(from)) {
        pc_wide_convert(from, PC_FLOAT32, values, count);
        from = PC_FLOAT32;
    }
    pc_wide_convert(from, to, values, count);
}

void pc_cast_element(pc_dtype from, const void *source, pc_dtype to,
                     void *destination) {
    pc_wide value;
    if (!pc_dtype_is_valid(from) || !pc_dtype_is_valid(to)) return;
    pc_wide_load(from, source, 0, 1, &value);
    pc_wide_convert(from, to, &value, 1);
    pc_wide_store(to, &value, destination, 0, 1);
}
