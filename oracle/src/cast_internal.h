/*
** cast_internal.h: elements as "wide" values, and conversions between
** dtypes over runs of them (the chunked form of pc_cast_element).
**
** Every dtype computes in one of three domains: bool and the integers as a
** 64-bit two's-complement pattern (sign-extended for signed dtypes), real
** floating types as a double, complex types as two doubles. Every value of
** every dtype is exact in its domain, so loading is exact and all rounding
** happens in pc_wide_convert and pc_wide_store, once.
**
** The functions take a dtype and a count and loop inside, so a caller
** chooses the dtype once per run, never per element.
*/
#ifndef PROMCAST_CAST_INTERNAL_H
#define PROMCAST_CAST_INTERNAL_H

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "promcast/dtype.h"
#include "promcast/value.h"

typedef enum pc_domain {
    PC_DOMAIN_INTEGER,
    PC_DOMAIN_REAL,
    PC_DOMAIN_COMPLEX
} pc_domain;

typedef union pc_wide {
    uint64_t integer;  /* PC_DOMAIN_INTEGER: bool is 0 or 1 */
    double real;       /* PC_DOMAIN_REAL */
    double complex_parts[2];  /* PC_DOMAIN_COMPLEX: real, imaginary */
} pc_wide;

pc_domain pc_dtype_domain(pc_dtype dtype);

/* A double rounded to the nearest value of a narrower real dtype, ties to
** even, as a double. For float32 the C conversion is that rounding (IEC
** 60559, C11 F.4); for the others, promcast/value.h's conversions, there
** and back. */
static inline double pc_round_float32(double x) { return (double)(float)x; }
static inline double pc_round_float16(double x) {
    return pc_float16_to_double(pc_float16_from_double(x));
}
static inline double pc_round_bfloat16(double x) {
    return pc_bfloat16_to_double(pc_bfloat16_from_double(x));
}
static inline double pc_round_e4m3fn(double x) {
    return pc_float8_e4m3fn_to_double(pc_float8_e4m3fn_from_double(x));
}
static inline double pc_round_e5m2(double x) {
    return pc_float8_e5m2_to_double(pc_float8_e5m2_from_double(x));
}

/* The long double v rounded to a double "to odd": the nearest double if
** exact, else the neighbour with an odd last bit. Rounding that double to
** any format of at most 51 significant bits (float32 and narrower) is the
** correct rounding of v, one rounding in effect (the rule of rounding to
** odd: S. Boldo and G. Melquiond, "Emulation of FMA and correctly rounded
** sums: proved algorithms using rounding to odd", IEEE Transactions on
** Computers 57(4), 2008); a plain (double)v could round twice. */
static inline double pc_round_to_odd(long double v) {
    double d = (double)v;
    if ((long double)d == v || !isfinite(d)) return d;
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    if ((bits & 1) == 0) {
        /* d is even: the odd neighbour on v's side of it. */
        d = (long double)d < v ? nextafter(d, INFINITY) : nextafter(d, -INFINITY);
    }
    return d;
}

/* Reads `count` elements of `dtype` at `source`, `stride` bytes apart. */
void pc_wide_load(pc_dtype dtype, const char *source, int64_t stride,
                  int64_t count, pc_wide *values);

/* Converts values of dtype `from` (in its domain) to the values of dtype
** `to` that pc_cast_element gives, in to's domain, in place. The values of
** from = float64, complex128, int64 or uint64 may be any of their domain,
** so a raw result of arithmetic is rounded to a narrower dtype by
** converting from the wide dtype of its domain. */
void pc_wide_convert(pc_dtype from, pc_dtype to, pc_wide *values,
                     int64_t count);

/* A conversion of pc_wide_convert's form (a profile's own, where its
** library converts otherwise). */
typedef void (*pc_wide_converter)(pc_dtype from, pc_dtype to, pc_wide *values, int64_t count);

/* pc_wide_convert, but an integer becomes a bfloat16 through float32: two
** roundings to nearest even, first to float32, then to bfloat16, as
** libraries that build a bfloat16 from a float do (PyTorch's c10::BFloat16
** has no integer constructor, c10/util/BFloat16.h; XLA's convert of an
** integer to BF16 is EmitIntegralToFloating to F32, then EmitF32ToBF16,
** xla/service/elemental_ir_emitter.cc). 16842753 (2^24 + 2^16 + 1) is
** 16908288 rounded once, and 16777216 through float32, where it ties. */
void pc_wide_convert_bfloat16_through_float32(pc_dtype from, pc_dtype to, pc_wide *values,
                                              int64_t count);

/* Writes `count` values of dtype's domain as `dtype` elements, `stride`
** bytes apart: reals and complex parts rounded to nearest even, integers
** truncated to the dtype's width, bool as value != 0. */
void pc_wide_store(pc_dtype dtype, const pc_wide *values, char *destination,
                   int64_t stride, int64_t count);

#endif
