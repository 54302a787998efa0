/*
** dtype.c: names, sizes and kinds of the dtypes, as one table.
**
** Kinds follow PyTorch's categories (bool, integer, floating, complex); the
** float8 types are floating (c10's isFloatingType includes them) but no
** profile promotes them with another type.
*/
#include "promcast/dtype.h"

#include <string.h>

typedef struct dtype_info {
    const char *name;
    unsigned char size;
    pc_dtype_kind kind;
    pc_dtype component;  /* complex: the dtype of each part; else itself */
} dtype_info;

static const dtype_info dtype_table[PC_DTYPE_COUNT] = {
    [PC_BOOL]          = {"bool",          1, PC_KIND_BOOL,     PC_BOOL},
    [PC_INT8]          = {"int8",          1, PC_KIND_SIGNED,   PC_INT8},
    [PC_INT16]         = {"int16",         2, PC_KIND_SIGNED,   PC_INT16},
    [PC_INT32]         = {"int32",         4, PC_KIND_SIGNED,   PC_INT32},
    [PC_INT64]         = {"int64",         8, PC_KIND_SIGNED,   PC_INT64},
    [PC_UINT8]         = {"uint8",         1, PC_KIND_UNSIGNED, PC_UINT8},
    [PC_UINT16]        = {"uint16",        2, PC_KIND_UNSIGNED, PC_UINT16},
    [PC_UINT32]        = {"uint32",        4, PC_KIND_UNSIGNED, PC_UINT32},
    [PC_UINT64]        = {"uint64",        8, PC_KIND_UNSIGNED, PC_UINT64},
    [PC_FLOAT16]       = {"float16",       2, PC_KIND_FLOATING, PC_FLOAT16},
    [PC_BFLOAT16]      = {"bfloat16",      2, PC_KIND_FLOATING, PC_BFLOAT16},
    [PC_FLOAT32]       = {"float32",       4, PC_KIND_FLOATING, PC_FLOAT32},
    [PC_FLOAT64]       = {"float64",       8, PC_KIND_FLOATING, PC_FLOAT64},
    [PC_COMPLEX32]     = {"complex32",     4, PC_KIND_COMPLEX,  PC_FLOAT16},
    [PC_COMPLEX64]     = {"complex64",     8, PC_KIND_COMPLEX,  PC_FLOAT32},
    [PC_COMPLEX128]    = {"complex128",   16, PC_KIND_COMPLEX,  PC_FLOAT64},
    [PC_FLOAT8_E4M3FN] = {"float8_e4m3fn", 1, PC_KIND_FLOATING, PC_FLOAT8_E4M3FN},
    [PC_FLOAT8_E5M2]   = {"float8_e5m2",   1, PC_KIND_FLOATING, PC_FLOAT8_E5M2},
};

/* The table's row of a dtype, or NULL for a value out of range. The
** functions below read it directly: calls between them would not be
** inlined, as each is exported (and so could be interposed). */
static const dtype_info *info_of(pc_dtype dtype) {
    return (int)dtype >= 0 && dtype < PC_DTYPE_COUNT ? &dtype_table[dtype] : NULL;
}

int pc_dtype_is_valid(pc_dtype dtype) {
    return info_of(dtype) != NULL;
}

const char *pc_dtype_name(pc_dtype dtype) {
    const dtype_info *info = info_of(dtype);
    return info ? info->name : "invalid_dtype";
}

int pc_dtype_parse(const char *text, size_t length, pc_dtype *dtype) {
    for (int i = 0; i < PC_DTYPE_COUNT; i++) {
        const char *name = dtype_table[i].name;
        if (strlen(name) == length && memcmp(name, text, length) == 0) {
            *dtype = (pc_dtype)i;
            return 1;
        }
    }
    return 0;
}

size_t pc_dtype_size(pc_dtype dtype) {
    const dtype_info *info = info_of(dtype);
    return info ? info->size : 0;
}

int pc_dtype_bits(pc_dtype dtype) {
    const dtype_info *info = info_of(dtype);
    return info ? 8 * (int)info->size : 0;
}

pc_dtype_kind pc_dtype_kind_of(pc_dtype dtype) {
    const dtype_info *info = info_of(dtype);
    return info ? info->kind : PC_KIND_BOOL;
}

int pc_dtype_is_integral(pc_dtype dtype) {
    const dtype_info *info = info_of(dtype);
    return info && (info->kind == PC_KIND_SIGNED || info->kind == PC_KIND_UNSIGNED);
}

int pc_dtype_is_floating(pc_dtype dtype) {
    const dtype_info *info = info_of(dtype);
    return info && info->kind == PC_KIND_FLOATING;
}

int pc_dtype_is_complex(pc_dtype dtype) {
    const dtype_info *info = info_of(dtype);
    return info && info->kind == PC_KIND_COMPLEX;
}

int pc_dtype_is_float8(pc_dtype dtype) {
    return dtype == PC_FLOAT8_E4M3FN || dtype == PC_FLOAT8_E5M2;
}

pc_dtype pc_dtype_complex_component(pc_dtype dtype) {
    const dtype_info *info = info_of(dtype);
    return info ? info->component : dtype;
}
