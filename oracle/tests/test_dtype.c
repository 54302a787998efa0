/*
** test_dtype.c: dtype names, sizes and kinds, and the
** status names the case format shares.
*/
#include <string.h>

#include "test_support.h"

int main(void) {
    tap_run run;
    tap_start(&run);
    static const struct { const char *name; size_t size; pc_dtype_kind kind; } expected[] = {
        {"bool", 1, PC_KIND_BOOL},          {"int8", 1, PC_KIND_SIGNED},
        {"int16", 2, PC_KIND_SIGNED},       {"int32", 4, PC_KIND_SIGNED},
        {"int64", 8, PC_KIND_SIGNED},       {"uint8", 1, PC_KIND_UNSIGNED},
        {"uint16", 2, PC_KIND_UNSIGNED},    {"uint32", 4, PC_KIND_UNSIGNED},
        {"uint64", 8, PC_KIND_UNSIGNED},    {"float16", 2, PC_KIND_FLOATING},
        {"bfloat16", 2, PC_KIND_FLOATING},  {"float32", 4, PC_KIND_FLOATING},
        {"float64", 8, PC_KIND_FLOATING},   {"complex32", 4, PC_KIND_COMPLEX},
        {"complex64", 8, PC_KIND_COMPLEX},  {"complex128", 16, PC_KIND_COMPLEX},
        {"float8_e4m3fn", 1, PC_KIND_FLOATING}, {"float8_e5m2", 1, PC_KIND_FLOATING},
    };
    tap_is_int(&run, PC_DTYPE_COUNT, 18, "18 dtypes");
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++) {
        pc_dtype dtype = PC_DTYPE_NONE;
        int parsed = pc_dtype_parse(expected[i].name, strlen(expected[i].name), &dtype);
        tap_ok(&run, parsed && strcmp(pc_dtype_name(dtype), expected[i].name) == 0 &&
                         pc_dtype_size(dtype) == expected[i].size &&
                         pc_dtype_kind_of(dtype) == expected[i].kind,
               "%s: parses, formats back, size %zu, kind %d", expected[i].name,
               expected[i].size, (int)expected[i].kind);
    }
    pc_dtype dtype;
    tap_ok(&run, !pc_dtype_parse("Float32", 7, &dtype), "names are case sensitive");
    tap_ok(&run, !pc_dtype_parse("int", 3, &dtype), "a prefix is not a name");
    tap_ok(&run, pc_dtype_parse("int8:dim", 4, &dtype) && dtype == PC_INT8,
           "parse takes a length");
    tap_is_str(&run, pc_dtype_name((pc_dtype)99), "invalid_dtype", "out-of-range name");
    tap_ok(&run, pc_dtype_is_valid(PC_FLOAT8_E5M2) && !pc_dtype_is_valid(PC_DTYPE_COUNT) &&
                     !pc_dtype_is_valid(PC_DTYPE_NONE),
           "the last dtype is valid; PC_DTYPE_COUNT and PC_DTYPE_NONE are not");
    tap_ok(&run, pc_dtype_is_float8(PC_FLOAT8_E5M2) && pc_dtype_is_floating(PC_FLOAT8_E5M2),
           "float8 is floating and float8");
    tap_ok(&run, !pc_dtype_is_integral(PC_BOOL) && pc_dtype_is_integral(PC_UINT64),
           "bool is not integral; uint64 is");
    tap_ok(&run, pc_dtype_complex_component(PC_COMPLEX32) == PC_FLOAT16 &&
                     pc_dtype_complex_component(PC_COMPLEX128) == PC_FLOAT64 &&
                     pc_dtype_complex_component(PC_INT8) == PC_INT8,
           "complex components");
    for (int d = 0; d < PC_DTYPE_COUNT; d++)
        if (!pc_dtype_is_complex((pc_dtype)d))
            tap_ok(&run, pc_dtype_complex_component((pc_dtype)d) == (pc_dtype)d,
                   "%s is its own component", pc_dtype_name((pc_dtype)d));
    static const char *const kinds[] = {
        "incompatible_shapes", "inplace_shape_change", "invalid_broadcast_dimensions",
        "no_promotion", "cannot_cast", "unsupported_dtype_for_op",
        "scalar_out_of_range", "undefined", "shape_overflow", "invalid_argument"};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        pc_status status;
        tap_ok(&run, pc_status_parse(kinds[i], &status) &&
                         strcmp(pc_status_name(status), kinds[i]) == 0,
               "error kind %s round-trips", kinds[i]);
    }
    pc_status status;
    tap_ok(&run, !pc_status_parse("no_such_kind", &status), "unknown kinds are refused");
    tap_is_str(&run, pc_status_name(PC_STATUS_COUNT), "invalid_status",
               "PC_STATUS_COUNT has no name");
    tap_is_str(&run, pc_status_name((pc_status)-1), "invalid_status", "-1 has no name");
    /* A Python scalar's kind is bool, int, float or complex (pc_scalar_kind):
    ** any other value is the caller's error, whatever the profile. */
    for (int p = 0; pc_profile_at(p) != NULL; p++) {
        const pc_profile *profile = pc_profile_at(p);
        static const int bad_kinds[] = {PC_SCALAR_COMPLEX + 1, PC_SCALAR_BOOL - 1};
        for (size_t k = 0; k < sizeof bad_kinds / sizeof bad_kinds[0]; k++) {
            pc_operand operands[2];
            memset(operands, 0, sizeof operands);
            operands[0].category = PC_OPERAND_DIMENSIONED;
            operands[0].dtype = PC_FLOAT32;
            operands[1].category = PC_OPERAND_SCALAR;
            operands[1].dtype = PC_DTYPE_NONE;
            operands[1].scalar_kind = (pc_scalar_kind)bad_kinds[k];
            operands[1].has_value = 1;
            pc_dtype result = PC_DTYPE_NONE;
            pc_error refused;
            pc_error_clear(&refused);
            pc_status got = pc_result_type(profile, NULL, operands, 2, &result, &refused);
            tap_ok(&run, got == PC_INVALID_ARGUMENT && refused.operand_a == 1,
                   "%s: result_type(float32 array, a scalar of kind %d) is invalid, naming "
                   "operand 1 (got %s, operand %d)",
                   pc_profile_name(profile), bad_kinds[k], pc_status_name(got),
                   refused.operand_a);
        }
    }
    pc_error cleared;
    pc_error_set(&cleared, PC_INCOMPATIBLE_SHAPES, 0, 1, 2, "a %s message", "set");
    pc_error_clear(&cleared);
    tap_ok(&run, cleared.status == PC_OK && cleared.operand_a == PC_ERROR_NONE_INDEX &&
                     cleared.operand_b == PC_ERROR_NONE_INDEX &&
                     cleared.dimension == PC_ERROR_NONE_INDEX && cleared.message[0] == '\0',
           "pc_error_clear leaves no status, no operands, no dimension and no message");
    pc_shape shape;
    pc_error err;
    tap_ok(&run, pc_shape_parse(" [ 8 , 1,6 ,1 ] ", &shape, &err) == PC_OK &&
                     shape.rank == 4 && shape.dims[0] == 8 && shape.dims[3] == 1,
           "shape text with blanks parses");
    tap_ok(&run, pc_shape_parse("[]", &shape, &err) == PC_OK && shape.rank == 0,
           "[] is rank 0");
    static const char *const bad[] = {"", "[", "[,]", "[1,]", "[-1]", "[1]x",
                                      "(1,2)", "[9223372036854775808]", "[1 2]"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        tap_ok(&run, pc_shape_parse(bad[i], &shape, &err) == PC_INVALID_ARGUMENT &&
                         err.message[0] != '\0',
               "shape text '%s' is refused with a message", bad[i]);
    char text[8];
    pc_shape long_shape;
    pc_shape_parse("[123,456,789]", &long_shape, &err);
    size_t needed = pc_shape_format(&long_shape, text, sizeof text);
    tap_ok(&run, needed == 13 && strcmp(text, "[123,45") == 0,
           "format truncates safely and reports the length needed");
    return tap_finish(&run);
}
