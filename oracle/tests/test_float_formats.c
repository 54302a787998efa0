/*
** test_float_formats.c: float16, bfloat16, float8_e4m3fn and float8_e5m2
** conversions (promcast/value.h), against values worked out by hand from
** the formats (IEEE 754 binary16; bfloat16 = top half of binary32; OCP FP8,
** with c10/util/Float8_e4m3fn.h for e4m3fn's out-of-range rule), and
** exhaustively: every bit pattern round-trips, and every midpoint between
** neighbours rounds to the even one.
*/
#include <math.h>
#include <stdio.h>

#include "test_support.h"

/* A value and the bit pattern it must round to. */
typedef struct encode_case {
    double value;
    unsigned bits;
    const char *name;
} encode_case;

/* A bit pattern and the value it stands for (NAN: any NaN). */
typedef struct decode_case {
    unsigned bits;
    double value;
    const char *name;
} decode_case;

static const encode_case float16_encodes[] = {
    {1.0, 0x3C00, "1.0"},
    {65504.0, 0x7BFF, "65504 is the largest finite"},
    {65519.0, 0x7BFF, "65519 (below the midpoint 65520) -> 65504"},
    {65520.0, 0x7C00, "65520, the midpoint to 2^16, ties to even: inf"},
    {-65520.0, 0xFC00, "-65520 -> -inf"},
    {1e300, 0x7C00, "1e300 -> inf"},
    {0x1p-24, 0x0001, "2^-24 is the smallest subnormal"},
    {0x1p-25, 0x0000, "2^-25 ties to even: 0"},
    {-0x1p-25, 0x8000, "-2^-25 ties to -0"},
    {0x1p-25 + 0x1p-60, 0x0001, "just above 2^-25 -> 2^-24"},
    {0x3p-25, 0x0002, "3*2^-25 ties to even: 2^-23"},
    {0x3FFp-24, 0x03FF, "1023*2^-24 is the largest subnormal"},
    {0x1p-14, 0x0400, "2^-14 is the smallest normal"},
    {2049.0, 0x6800, "2049 ties to even 2048"},
    {2051.0, 0x6802, "2051 ties to even 2052"},
    {1.0 + 0x1p-11 + 0x1p-30, 0x3C01,
     "1 + 2^-11 + 2^-30 rounds up once (through float it would tie down)"},
    {-0.0, 0x8000, "-0.0 kept"},
    {1e-10, 0x0000, "1e-10 underflows to 0"},
    {0x1p-1074, 0x0000, "a subnormal double -> 0"},
    {INFINITY, 0x7C00, "inf"},
    {-INFINITY, 0xFC00, "-inf"},
    {NAN, 0x7E00, "NaN -> quiet NaN 7E00"},
    {-NAN, 0xFE00, "-NaN keeps its sign"},
};
static const decode_case float16_decodes[] = {
    {0x0001, 0x1p-24, "0x0001 is 2^-24"},
    {0x7BFF, 65504.0, "0x7BFF is 65504"},
    {0x3555, 0.333251953125, "0x3555 is 1365/4096"},
    {0x8000, -0.0, "0x8000 is -0.0"},
    {0xFC00, -INFINITY, "0xFC00 is -inf"},
    {0x7C01, NAN, "0x7C01 is a (signalling) NaN"},
};

static const encode_case bfloat16_encodes[] = {
    {1.0, 0x3F80, "1.0"},
    {1.0 + 0x1p-8, 0x3F80, "1 + 2^-8 ties to even 1"},
    {1.0 + 0x3p-8, 0x3F82, "1 + 3*2^-8 ties to even 1 + 2^-6"},
    {1.0 + 0x1p-8 + 0x1p-40, 0x3F81,
     "1 + 2^-8 + 2^-40 rounds up once (through float it would tie down)"},
    {3.14159265358979, 0x4049, "pi -> 3.140625"},
    {0x1p-133, 0x0001, "2^-133 is the smallest subnormal"},
    {0x1p-134, 0x0000, "2^-134 ties to even: 0"},
    {0x3p-134, 0x0002, "3*2^-134 ties to even: 2^-132"},
    {0x1p-126, 0x0080, "2^-126 is the smallest normal"},
    {3.3895313892515355e38, 0x7F7F, "(2 - 2^-7) * 2^127 is the largest finite"},
    {(2 - 0x1p-8) * 0x1p127, 0x7F80, "the midpoint to 2^128 ties to even: inf"},
    {(2 - 0x1p-8 - 0x1p-30) * 0x1p127, 0x7F7F,
     "just below that midpoint stays finite"},
    {3.4028234663852886e38, 0x7F80, "FLT_MAX -> inf"},
    {-0.0, 0x8000, "-0.0 kept"},
    {NAN, 0x7FC0, "NaN -> 7FC0 (c10 round_to_nearest_even)"},
    {-NAN, 0xFFC0, "-NaN keeps its sign"},
    {-INFINITY, 0xFF80, "-inf"},
};
static const decode_case bfloat16_decodes[] = {
    {0x4049, 3.140625, "0x4049 is 3.140625"},
    {0x0001, 0x1p-133, "0x0001 is 2^-133"},
    {0xC2F7, -123.5, "0xC2F7 is -123.5"},
    {0x7F81, NAN, "0x7F81 is NaN"},
};

static const encode_case e4m3fn_encodes[] = {
    {1.0, 0x38, "1.0"},
    {448.0, 0x7E, "448 is the largest finite"},
    {-448.0, 0xFE, "-448"},
    {464.0, 0x7E, "464, the midpoint to 480, ties to even 448 (c10)"},
    {464.0 + 0x1p-10, 0x7F, "above 464 rounds into the NaN pattern (c10)"},
    {480.0, 0x7F, "480 -> NaN (c10: f_bits >= fp8_max)"},
    {-1e9, 0xFF, "-1e9 -> NaN with the sign"},
    {INFINITY, 0x7F, "inf -> NaN (no infinity)"},
    {NAN, 0x7F, "NaN"},
    {-NAN, 0xFF, "-NaN"},
    {0x1p-9, 0x01, "2^-9 is the smallest subnormal"},
    {0x1p-10, 0x00, "2^-10 ties to even 0"},
    {0x3p-10, 0x02, "3*2^-10 ties to even 2^-8"},
    {0x1p-6, 0x08, "2^-6 is the smallest normal"},
    {17.0, 0x58, "17 ties to even 16"},
    {19.0, 0x5A, "19 ties to even 20"},
    {-0.0, 0x80, "-0.0"},
};
static const decode_case e4m3fn_decodes[] = {
    {0x7E, 448.0, "0x7E is 448"},
    {0x78, 256.0, "0x78 (exponent field 1111) is 256, a number"},
    {0x01, 0.001953125, "0x01 is 2^-9"},
    {0xD3, -11.0, "0xD3 is -11"},
    {0xFF, NAN, "0xFF is NaN"},
};

static const encode_case e5m2_encodes[] = {
    {1.0, 0x3C, "1.0"},
    {57344.0, 0x7B, "57344 is the largest finite"},
    {61439.0, 0x7B, "below the midpoint 61440 stays finite"},
    {61440.0, 0x7C, "61440, the midpoint to 2^16, ties to even: inf"},
    {-61440.0, 0xFC, "-61440 -> -inf"},
    {NAN, 0x7F, "NaN -> 0x7F (c10)"},
    {-NAN, 0xFF, "-NaN"},
    {0x1p-16, 0x01, "2^-16 is the smallest subnormal"},
    {0x1p-17, 0x00, "2^-17 ties to even 0"},
    {0x3p-17, 0x02, "3*2^-17 ties to even 2^-15"},
    {1.125, 0x3C, "1.125 ties to even 1"},
    {1.375, 0x3E, "1.375 ties to even 1.5"},
    {-0.0, 0x80, "-0.0"},
};
static const decode_case e5m2_decodes[] = {
    {0x7B, 57344.0, "0x7B is 57344"},
    {0x7C, INFINITY, "0x7C is inf"},
    {0x03, 4.57763671875e-05, "0x03 is 3*2^-16"},
    {0x7D, NAN, "0x7D is NaN"},
};

/* One format's conversions as function pointers, for the exhaustive
** checks; `bits` is the width, `nan_count` and `infinity_count` the number
** of NaN and infinite patterns the format has (both signs). */
typedef struct format_case {
    const char *name;
    int bits;
    unsigned (*from_double)(double);
    double (*to_double)(unsigned);
    int nan_count;
    int infinity_count;
    const encode_case *encodes;
    size_t encode_count;
    const decode_case *decodes;
    size_t decode_count;
} format_case;

static unsigned f16_from(double x) { return pc_float16_from_double(x); }
static double f16_to(unsigned b) { return pc_float16_to_double((uint16_t)b); }
static unsigned bf16_from(double x) { return pc_bfloat16_from_double(x); }
static double bf16_to(unsigned b) { return pc_bfloat16_to_double((uint16_t)b); }
static unsigned e4m3_from(double x) { return pc_float8_e4m3fn_from_double(x); }
static double e4m3_to(unsigned b) {
    return pc_float8_e4m3fn_to_double((uint8_t)b);
}
static unsigned e5m2_from(double x) { return pc_float8_e5m2_from_double(x); }
static double e5m2_to(unsigned b) { return pc_float8_e5m2_to_double((uint8_t)b); }

static void table_checks(tap_run *run, const format_case *f) {
    for (size_t i = 0; i < f->encode_count; i++) {
        const encode_case *c = &f->encodes[i];
        unsigned got = f->from_double(c->value);
        if (!tap_ok(run, got == c->bits, "%s: %s", f->name, c->name))
            tap_diag(run, "  got: 0x%X  expected: 0x%X", got, c->bits);
    }
    for (size_t i = 0; i < f->decode_count; i++) {
        const decode_case *c = &f->decodes[i];
        double got = f->to_double(c->bits);
        int passed = isnan(c->value) ? isnan(got)
                                     : got == c->value &&
                                           !signbit(got) == !signbit(c->value);
        if (!tap_ok(run, passed, "%s: %s", f->name, c->name))
            tap_diag(run, "  got: %.17g  expected: %.17g", got, c->value);
    }
}

/* Every pattern decodes to a double that encodes back to it (NaN: to a NaN
** of the same sign), and the NaN and infinity counts are the format's. */
static void round_trips(tap_run *run, const format_case *f) {
    unsigned patterns = 1u << f->bits, sign = 1u << (f->bits - 1);
    int nans = 0, infinities = 0, mismatches = 0;
    unsigned first_mismatch = 0;
    for (unsigned p = 0; p < patterns; p++) {
        double x = f->to_double(p);
        unsigned back = f->from_double(x);
        int ok;
        if (isnan(x)) {
            nans++;
            ok = isnan(f->to_double(back)) && (back & sign) == (p & sign);
        } else {
            if (isinf(x)) infinities++;
            ok = back == p;
        }
        if (!ok && mismatches++ == 0) first_mismatch = p;
    }
    char name[128];
    snprintf(name, sizeof name, "%s: all %u patterns round-trip through double",
             f->name, patterns);
    if (!tap_ok(run, mismatches == 0, "%s", name))
        tap_diag(run, "  %d mismatches, the first 0x%X", mismatches,
                 first_mismatch);
    snprintf(name, sizeof name, "%s: %d NaN patterns", f->name, f->nan_count);
    tap_is_int(run, nans, f->nan_count, name);
    snprintf(name, sizeof name, "%s: %d infinities", f->name,
             f->infinity_count);
    tap_is_int(run, infinities, f->infinity_count, name);
}

/* For neighbours p < p + 1 among the positive finite patterns: values
** increase, the midpoint goes to the one with the even significand, and
** the doubles next to it go to the nearer one. */
static void midpoints(tap_run *run, const format_case *f) {
    unsigned sign = 1u << (f->bits - 1);
    int failures = 0;
    unsigned first_failure = 0;
    for (unsigned p = 0; p + 1 < sign; p++) {
        double low = f->to_double(p), high = f->to_double(p + 1);
        if (isnan(high) || isinf(high)) break;
        double middle = low + (high - low) / 2;  /* exact: few bits */
        unsigned even = (p & 1) ? p + 1 : p;
        int ok = low < high && f->from_double(middle) == even &&
                 f->from_double(nextafter(middle, 0.0)) == p &&
                 f->from_double(nextafter(middle, INFINITY)) == p + 1 &&
                 f->from_double(-middle) == (even | sign);
        if (!ok && failures++ == 0) first_failure = p;
    }
    if (!tap_ok(run, failures == 0,
                "%s: every midpoint between neighbours ties to even, and "
                "its neighbours round to the nearer value",
                f->name))
        tap_diag(run, "  %d failures, the first at 0x%X", failures,
                 first_failure);
}

#define TABLE(t) t, sizeof t / sizeof t[0]

int main(void) {
    tap_run run;
    tap_start(&run);
    /* NaN patterns: float16 2 * 1023; bfloat16 2 * 127; e4m3fn only
    ** S.1111.111; e5m2 2 * 3. */
    const format_case formats[] = {
        {"float16", 16, f16_from, f16_to, 2046, 2, TABLE(float16_encodes),
         TABLE(float16_decodes)},
        {"bfloat16", 16, bf16_from, bf16_to, 254, 2, TABLE(bfloat16_encodes),
         TABLE(bfloat16_decodes)},
        {"float8_e4m3fn", 8, e4m3_from, e4m3_to, 2, 0, TABLE(e4m3fn_encodes),
         TABLE(e4m3fn_decodes)},
        {"float8_e5m2", 8, e5m2_from, e5m2_to, 6, 2, TABLE(e5m2_encodes),
         TABLE(e5m2_decodes)},
    };
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++) {
        table_checks(&run, &formats[i]);
        round_trips(&run, &formats[i]);
        midpoints(&run, &formats[i]);
    }
    return tap_finish(&run);
}
