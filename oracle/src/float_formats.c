/*
** float_formats.c: float16, bfloat16, float8_e4m3fn and float8_e5m2 to and
** from double, exactly (promcast/value.h).
**
** Spec: IEEE 754-2019 binary16 and round-to-nearest-ties-to-even (4.3.1);
** bfloat16 as c10/util/BFloat16.h; the OCP 8-bit formats as
** c10/util/Float8_e4m3fn.h and c10/util/Float8_e5m2.h.
**
** One generic encoder serves all four formats. It rounds the double's 53-bit
** significand to the format's precision with integer arithmetic, in a single
** step: going through float first would round twice, and a value just above
** a float16 midpoint could round to float's midpoint and then to even, the
** wrong way. Decoding is exact (every narrow value is a double).
**
** Overflow follows round to nearest (IEEE 754 7.4): a magnitude that
** rounds beyond the largest finite value becomes infinity. For float16,
** bfloat16 and e5m2 the largest finite value has an odd significand, so
** everything from max + half an ulp on overflows, the midpoint included
** (float16: 65520 -> inf, 65519.99 -> 65504). float8_e4m3fn has no
** infinity: there such values, infinities and NaN become the NaN pattern
** S.1111.111, which is what c10's fp8e4m3fn_from_fp32_value does (inputs
** >= 480 give 0x7F; above 464 the rounding carries into 0x7F; 464 itself,
** the midpoint, ties to even 448, whose significand 1.110 is even). The
** saturating conversion the OCP spec allows as an option is not what
** PyTorch does; ml_dtypes' default (non-saturating) conversion agrees with
** c10. One difference remains: c10 converts from float, so a double just
** above 464 first rounds to float 464 and then to 448; here it becomes NaN,
** as correct rounding of the double says.
**
** NaN becomes the format's canonical quiet NaN with the input's sign
** (float16 7E00, bfloat16 7FC0, e5m2 7F as c10 writes it, e4m3fn 7F).
** c10's bfloat16 conversion drops the sign of NaN; keeping it costs nothing
** and no comparison can tell the difference.
*/
#include "promcast/value.h"

#include <string.h>

/* A binary interchange-like format: 1 sign bit, exponent_bits, then
** mantissa_bits. `max_finite` is the largest finite bit pattern without the
** sign; `overflow` is what a too-large magnitude and an infinity become;
** `nan` is the canonical quiet NaN. */
typedef struct narrow_format {
    int exponent_bits;
    int mantissa_bits;
    int bias;
    unsigned max_finite;
    unsigned overflow;
    unsigned nan;
    int has_infinity;
} narrow_format;

static const narrow_format float16_format = {5, 10, 15, 0x7BFF, 0x7C00,
                                             0x7E00, 1};
static const narrow_format bfloat16_format = {8, 7, 127, 0x7F7F, 0x7F80,
                                              0x7FC0, 1};
static const narrow_format e5m2_format = {5, 2, 15, 0x7B, 0x7C, 0x7F, 1};
/* e4m3fn: exponent field 1111 holds normal numbers except mantissa 111. */
static const narrow_format e4m3fn_format = {4, 3, 7, 0x7E, 0x7F, 0x7F, 0};

static uint64_t double_bits(double value) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    return bits;
}

/* Rounds |value| to the format, ties to even, and returns the bit pattern
** with the sign at bit (exponent_bits + mantissa_bits). */
static unsigned narrow_from_double(const narrow_format *f, double value) {
    uint64_t bits = double_bits(value);
    unsigned sign = (unsigned)(bits >> 63) << (f->exponent_bits +
                                               f->mantissa_bits);
    int biased = (int)((bits >> 52) & 0x7FF);
    uint64_t fraction = bits & ((UINT64_C(1) << 52) - 1);

    if (biased == 0x7FF) {
        if (fraction != 0) return sign | f->nan;
        return sign | f->overflow;
    }
    /* A subnormal double is below 2^-1022, far under half the smallest
    ** subnormal of every narrow format (2^-134 for bfloat16): it rounds to a
    ** zero of the same sign, as does zero itself. */
    if (biased == 0) return sign;

    int exponent = biased - 1023;            /* value = 1.f * 2^exponent */
    int min_exponent = 1 - f->bias;          /* of the normal numbers */
    /* The exponent field all ones is infinity and NaN, except in e4m3fn,
    ** whose field 1111 holds normal numbers up to 448. */
    int max_exponent = (1 << f->exponent_bits) - 2 - f->bias;
    if (!f->has_infinity) max_exponent++;
    /* Beyond 2^(max_exponent + 1) everything overflows; stopping here keeps
    ** the arithmetic below in range. */
    if (exponent > max_exponent) return sign | f->overflow;

    /* The result is a multiple of the quantum 2^(binade - mantissa_bits):
    ** the format's ulp in this binade, or the subnormal spacing below the
    ** normal range. `shift` takes the double's significand to quanta. */
    int binade = exponent < min_exponent ? min_exponent : exponent;
    int shift = 52 - f->mantissa_bits + (binade - exponent);
    uint64_t significand = fraction | (UINT64_C(1) << 52);
    uint64_t rounded;
    if (shift >= 54) {
        /* significand < 2^53 <= half the quantum: rounds to zero. */
        rounded = 0;
    } else {
        uint64_t half = UINT64_C(1) << (shift - 1);
        uint64_t remainder = significand & ((half << 1) - 1);
        rounded = significand >> shift;
        if (remainder > half || (remainder == half && (rounded & 1))) rounded++;
    }
    /* rounded counts quanta, the implicit bit included (it is below
    ** 2^mantissa_bits for subnormals). Adding it to the binade's exponent
    ** field minus one puts the implicit bit into the exponent field, and a
    ** carry from rounding up (rounded == 2^(mantissa_bits + 1), or a
    ** subnormal reaching 2^mantissa_bits) moves to the next binade. */
    uint64_t field = (uint64_t)(binade + f->bias - 1) << f->mantissa_bits;
    uint64_t pattern = field + rounded;
    if (pattern > f->max_finite) return sign | f->overflow;
    return sign | (unsigned)pattern;
}

static double double_from_bits(uint64_t bits) {
    double value;
    memcpy(&value, &bits, sizeof value);
    return value;
}

/* Builds the double's bit pattern directly: every narrow value is a double
** (at most 11 significant bits, exponents well inside double's range). */
static double narrow_to_double(const narrow_format *f, unsigned bits) {
    int width = f->exponent_bits + f->mantissa_bits;
    unsigned magnitude = bits & ((1u << width) - 1);
    uint64_t sign = (uint64_t)((bits >> width) & 1) << 63;
    unsigned field = magnitude >> f->mantissa_bits;
    uint64_t mantissa = magnitude & ((1u << f->mantissa_bits) - 1);
    unsigned all_ones = (1u << f->exponent_bits) - 1;

    if (f->has_infinity && field == all_ones)
        return double_from_bits(sign | (mantissa == 0 ? UINT64_C(0x7FF) << 52
                                                      : UINT64_C(0xFFF) << 51));
    if (!f->has_infinity && magnitude == f->nan)
        return double_from_bits(sign | UINT64_C(0xFFF) << 51);
    if (magnitude == 0) return double_from_bits(sign);

    int exponent = (int)field - f->bias;
    if (field == 0) {
        /* Subnormal: mantissa * 2^(1 - bias - mantissa_bits); normalise so
        ** the leading 1 becomes the implicit bit. */
        exponent = 1 - f->bias;
        while (!(mantissa & (UINT64_C(1) << f->mantissa_bits))) {
            mantissa <<= 1;
            exponent--;
        }
        mantissa &= (UINT64_C(1) << f->mantissa_bits) - 1;
    }
    return double_from_bits(sign | (uint64_t)(exponent + 1023) << 52 |
                            mantissa << (52 - f->mantissa_bits));
}

/* The public pair for one format: pc_<name>_from_double and
** pc_<name>_to_double, over its bit-pattern type. */
#define FORMAT_CONVERSIONS(name, bits_type, format)                      \
    bits_type pc_##name##_from_double(double value) {                    \
        return (bits_type)narrow_from_double(&format, value);            \
    }                                                                    \
    double pc_##name##_to_double(bits_type bits) {                       \
        return narrow_to_double(&format, bits);                          \
    }

FORMAT_CONVERSIONS(float16, uint16_t, float16_format)
FORMAT_CONVERSIONS(bfloat16, uint16_t, bfloat16_format)
FORMAT_CONVERSIONS(float8_e4m3fn, uint8_t, e4m3fn_format)
FORMAT_CONVERSIONS(float8_e5m2, uint8_t, e5m2_format)
