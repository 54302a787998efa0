/*
** promcast/dtype.h: the dtypes every profile draws from.
**
** Names are exactly the Array API / PyTorch spellings. The enumeration order
** is the order tables in this project are written in (bool, signed, unsigned,
** floating, complex, float8); it is part of no ABI but the promotion tables.
*/
#ifndef PROMCAST_DTYPE_H
#define PROMCAST_DTYPE_H

#include "promcast/api.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum pc_dtype {
    PC_BOOL = 0,
    PC_INT8, PC_INT16, PC_INT32, PC_INT64,
    PC_UINT8, PC_UINT16, PC_UINT32, PC_UINT64,
    PC_FLOAT16, PC_BFLOAT16, PC_FLOAT32, PC_FLOAT64,
    PC_COMPLEX32, PC_COMPLEX64, PC_COMPLEX128,
    PC_FLOAT8_E4M3FN, PC_FLOAT8_E5M2,
    PC_DTYPE_COUNT,
    PC_DTYPE_NONE = -1  /* "no dtype": a table cell with no promotion */
} pc_dtype;

/* The category a dtype belongs to, in the order of PyTorch's hierarchy
** "bool < integer < floating < complex" (its type promotion rules, Tensor
** Attributes, torch.dtype).
** The float8 types are floating but take part in no promotion. */
typedef enum pc_dtype_kind {
    PC_KIND_BOOL,
    PC_KIND_SIGNED,
    PC_KIND_UNSIGNED,
    PC_KIND_FLOATING,
    PC_KIND_COMPLEX
} pc_dtype_kind;

/* "int8", "bfloat16", ...; "invalid_dtype" for a value out of range. */
PC_API const char *pc_dtype_name(pc_dtype dtype);

/* Parses the first `length` bytes of `text` as a dtype name (exact, case
** sensitive). Returns 1 and sets *dtype, or 0 if it names no dtype. */
PC_API int pc_dtype_parse(const char *text, size_t length, pc_dtype *dtype);

/* Storage size of one element in bytes (complex32 is 4, bool is 1). */
PC_API size_t pc_dtype_size(pc_dtype dtype);

/* Bits of one element (8 * size). */
PC_API int pc_dtype_bits(pc_dtype dtype);

PC_API pc_dtype_kind pc_dtype_kind_of(pc_dtype dtype);

PC_API int pc_dtype_is_valid(pc_dtype dtype);
PC_API int pc_dtype_is_integral(pc_dtype dtype);   /* signed or unsigned, not bool */
PC_API int pc_dtype_is_floating(pc_dtype dtype);   /* real floating, float8 included */
PC_API int pc_dtype_is_complex(pc_dtype dtype);
PC_API int pc_dtype_is_float8(pc_dtype dtype);

/* complex32 -> float16, complex64 -> float32, complex128 -> float64;
** any other dtype is returned unchanged. */
PC_API pc_dtype pc_dtype_complex_component(pc_dtype dtype);

#ifdef __cplusplus
}
#endif
#endif
