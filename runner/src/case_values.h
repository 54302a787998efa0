/*
** case_values.h: the case format's element encoding (cases/README.md,
** "Values"), decoded into element storage and formatted back.
**
** bool: JSON true/false. Integers: a JSON string of the decimal value (JSON
** numbers cannot hold uint64's range in jansson). Real floats: a JSON string,
** "nan", "inf", "-inf", or a decimal that is exactly a value of the dtype
** ("-0.0" keeps its sign). Complex: a two-element list [real, imag] of real
** float strings. Decoding refuses a value that does not fit the dtype exactly.
*/
#ifndef PROMCAST_RUNNER_CASE_VALUES_H
#define PROMCAST_RUNNER_CASE_VALUES_H

#include <jansson.h>
#include <stddef.h>

#include "promcast/promcast.h"

/* Decodes one element into `destination` (pc_dtype_size(dtype) bytes).
** Returns 1, or 0 with the reason in `why`. */
int case_value_decode(const json_t *value, pc_dtype dtype, void *destination,
                      char *why, size_t why_size);

/* Whether `text` is an integer string of the format: ^-?(0|[1-9][0-9]*)$
** (cases/schema.json int_string), any size; no '+', spaces or leading
** zeros. */
int case_int_text_valid(const char *text);

/* A Python int scalar's value from its valid integer text (any size):
** sign, the magnitude when it fits 64 bits (else beyond_64_bits, the
** magnitude where it stopped), and the nearest double in `real`. */
void case_int_text_value(const char *text, pc_scalar_value *value);

/* Formats one element as the format writes it, without JSON quotes
** ("-128", "nan", "1.5", "true", "[1.0, -2.0]"). Returns the length. */
size_t case_value_format(pc_dtype dtype, const void *element, char *buffer,
                         size_t size);

/* Writes a double as the format's float string, Python's repr
** (pc_double_repr): "nan", "inf", "-inf", "-0.0", "1e-05", "1090.0".
** Returns the length. */
size_t case_real_format(double value, char *buffer, size_t size);

/* One element as the format's JSON value: true/false, a decimal string, a
** float string, or [real, imag]; what case_value_decode reads back to the
** same element. A new reference, or NULL when out of memory. */
json_t *case_value_json(pc_dtype dtype, const void *element);

/* A real floating element's value (every value of the format is exactly a
** double); NaN for any other dtype. */
double case_value_real(pc_dtype dtype, const void *element);

#endif
