/*
** test_integer_bfloat16.c: an integer operand converted to bfloat16
** (oracle/src/cast_internal.h, pc_wide_convert_bfloat16_through_float32), as
** an element-wise operand and as an element concat copies:
** through float32 under torch and jax, once elsewhere. 16842753 (2^24 +
** 2^16 + 1) is bfloat16 0x4B81 (16908288) rounded once and 0x4B80
** (16777216) through float32's tie; 16973825 (2^24 + 3 * 2^16 + 1) is 0x4B82
** both ways. Bit patterns worked out by hand.
*/
#include "test_support.h"

static pc_array array_of(pc_dtype dtype, pc_shape shape, void *data) {
    pc_array array;
    pc_array_init_contiguous(&array, dtype, &shape, data);
    return array;
}

/* integers (op) bfloat16 zeros, or in place into them, under `profile`:
** the result's bits against `expected`. */
static void check(tap_run *run, const char *profile, pc_dtype dtype, const void *integers,
                  int inplace, const uint16_t expected[3], const char *name) {
    uint16_t zeros[3] = {0, 0, 0}, out[3] = {0, 0, 0};
    pc_array a = array_of(dtype, SHAPE(3), (void *)integers);
    pc_array b = array_of(PC_BFLOAT16, SHAPE(3), zeros);
    pc_array z = array_of(PC_BFLOAT16, SHAPE(3), out);
    pc_error err;
    pc_status status =
        inplace ? pc_binary_compute_inplace(pc_profile_find(profile), NULL, PC_OP_ADD, &b, &a, &err)
                : pc_binary_compute(pc_profile_find(profile), NULL, PC_OP_ADD, &a, &b, &z, &err);
    const uint16_t *got = inplace ? zeros : out;
    if (!test_status(run, status, &err, PC_OK, name)) return;
    for (int k = 0; k < 3; k++)
        tap_ok(run, got[k] == expected[k], "%s: element %d is 0x%04X (expected 0x%04X)", name,
               k, got[k], expected[k]);
}

/* concat of bfloat16 zeros and the integers under `profile`: the integers'
** part of the result against `expected`. */
static void check_concat(tap_run *run, const char *profile, const int32_t integers[3],
                         const uint16_t expected[3], const char *name) {
    uint16_t zeros[3] = {0, 0, 0}, out[6] = {0};
    pc_array arrays[2] = {array_of(PC_BFLOAT16, SHAPE(3), zeros),
                          array_of(PC_INT32, SHAPE(3), (void *)integers)};
    pc_binary_operand operands[2] = {pc_binary_operand_array(&arrays[0]),
                                     pc_binary_operand_array(&arrays[1])};
    pc_function_call call = {PC_FUNCTION_CONCAT, 2, operands, {PC_AXIS_GIVEN, 0}};
    pc_array z = array_of(PC_BFLOAT16, SHAPE(6), out);
    pc_error err;
    pc_status status = pc_function_compute(pc_profile_find(profile), NULL, &call, &z, &err);
    if (!test_status(run, status, &err, PC_OK, name)) return;
    for (int k = 0; k < 3; k++)
        tap_ok(run, out[3 + k] == expected[k], "%s: element %d is 0x%04X (expected 0x%04X)",
               name, 3 + k, out[3 + k], expected[k]);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    static const int32_t int32s[3] = {16842753, -16842753, 16973825};
    static const int64_t int64s[3] = {16842753, INT64_C(4629700416936869890), 16973825};
    static const uint16_t twice[3] = {0x4B80, 0xCB80, 0x4B82};
    static const uint16_t twice64[3] = {0x4B80, 0x5E80, 0x4B82};
    static const uint16_t once[3] = {0x4B81, 0xCB81, 0x4B82};
    check(&run, "torch", PC_INT32, int32s, 0, twice, "torch: int32 + bfloat16");
    check(&run, "torch", PC_INT64, int64s, 0, twice64, "torch: int64 + bfloat16");
    check(&run, "torch", PC_INT64, int64s, 1, twice64, "torch: bfloat16 += int64");
    check(&run, "jax", PC_INT32, int32s, 0, twice, "jax: int32 + bfloat16");
    check(&run, "mlx", PC_INT32, int32s, 0, once, "mlx: int32 + bfloat16, rounded once");
    check_concat(&run, "torch", int32s, twice, "torch: concat bfloat16, int32");
    check_concat(&run, "jax", int32s, twice, "jax: concat bfloat16, int32");
    check_concat(&run, "mlx", int32s, once, "mlx: concat bfloat16, int32, rounded once");
    return tap_finish(&run);
}
