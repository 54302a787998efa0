/*
** promcast/value.h: the narrow floating formats, converted exactly.
**
** float16 is IEEE 754 binary16; bfloat16 is the top half of binary32;
** float8_e4m3fn and float8_e5m2 are the OCP 8-bit formats (e4m3fn: no
** infinities, one NaN pattern per sign, max 448; e5m2: IEEE-like, max 57344).
** Conversions from double round to nearest, ties to even, once: never
** through float (double rounding), so results equal correct rounding. NaN
** stays NaN (payloads are not preserved), the sign of zero is kept, and
** values beyond the largest finite number become infinity (e4m3fn: NaN,
** as it has no infinity). And a double's text, as the case format spells
** it (pc_double_repr).
*/
#ifndef PROMCAST_VALUE_H
#define PROMCAST_VALUE_H

#include "promcast/api.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

PC_API uint16_t pc_float16_from_double(double value);
PC_API double pc_float16_to_double(uint16_t bits);

PC_API uint16_t pc_bfloat16_from_double(double value);
PC_API double pc_bfloat16_to_double(uint16_t bits);

PC_API uint8_t pc_float8_e4m3fn_from_double(double value);
PC_API double pc_float8_e4m3fn_to_double(uint8_t bits);

PC_API uint8_t pc_float8_e5m2_from_double(double value);
PC_API double pc_float8_e5m2_to_double(uint8_t bits);

/* A double as Python's repr() writes it, which is how the case format
** writes every floating value: the shortest digits that read back as the
** same double (and of those the nearest), positional for 1e-4 <= |x| <
** 1e16 with ".0" when integral, else d.ddde+XX: "0.1", "1090.0", "1e-05",
** "1e+16", "-0.0", "nan", "inf", "-inf". `buffer` holds at least 32 bytes;
** the text is cut to `size` otherwise. */
PC_API void pc_double_repr(double value, char *buffer, size_t size);

#ifdef __cplusplus
}
#endif
#endif
