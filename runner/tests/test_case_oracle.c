/*
** test_case_oracle.c: the oracle's answer to element-wise cases with a
** Python scalar operand (case_oracle.h), the cases built by hand in the
** runner's model of the case format (case.h: operand_count 2, the scalar's
** operand of category PC_OPERAND_SCALAR with its value, its array empty).
** Expected values: torch 1.13.1 prints uint8 [0, 1, 200] + 300 as
** [44, 45, 244]; NEP 50's table refuses array([1], uint8) + 300; NumPy 2's
** special_integer_comparisons.cpp makes uint8 < 300 all true. Then the
** answer of views that are all 0-d (case_answer_set_arrays), and answers
** whose bytes do not fit size_t: refused as out of memory, never wrapped
** into a small buffer the oracle would then write past.
*/
#include <string.h>

#include "case_oracle.h"
#include "tap.h"

static uint8_t a_data[3] = {0, 1, 200};
static const int64_t a_dims[1] = {3};

/* uint8 [0, 1, 200] (op) int, the int second or first. */
static promcast_case scalar_case(pc_binary_op op, case_op kind, int scalar_index, uint64_t value,
                                 pc_operand operands[2]) {
    promcast_case c;
    memset(&c, 0, sizeof c);
    memset(operands, 0, 2 * sizeof operands[0]);
    c.id = "hand-built";
    c.op = kind;
    c.binary_op = op;
    pc_promotion_options_init(&c.options);
    int array_index = 1 - scalar_index;
    operands[scalar_index].category = PC_OPERAND_SCALAR;
    operands[scalar_index].dtype = PC_DTYPE_NONE;
    operands[scalar_index].scalar_kind = PC_SCALAR_INT;
    operands[scalar_index].has_value = 1;
    operands[scalar_index].value.magnitude = value;
    operands[scalar_index].value.real = (double)value;
    operands[array_index].category = PC_OPERAND_DIMENSIONED;
    operands[array_index].dtype = PC_UINT8;
    c.operand_count = 2;
    c.operands = operands;
    c.array_count = 2;
    c.arrays[array_index].dtype = PC_UINT8;
    c.arrays[array_index].shape.rank = 1;
    c.arrays[array_index].shape.dims = a_dims;
    c.arrays[array_index].element_count = 3;
    c.arrays[array_index].data = a_data;
    c.arrays[scalar_index].dtype = PC_DTYPE_NONE;
    return c;
}

static int array_is(const case_answer *answer, pc_dtype dtype, const uint8_t expected[3]) {
    return answer->outcome.kind == OUTCOME_ARRAY && answer->outcome.array.dtype == dtype &&
           answer->outcome.array.element_count == 3 &&
           memcmp(answer->outcome.array.data, expected, 3) == 0;
}

int main(void) {
    tap_run run;
    tap_start(&run);
    case_answer answer;
    case_answer_init(&answer);
    pc_operand operands[2];
    static const uint8_t wrapped[3] = {44, 45, 244}, all_true[3] = {1, 1, 1};

    promcast_case c = scalar_case(PC_OP_ADD, CASE_BINARY, 1, 300, operands);
    case_oracle_answer(&c, pc_profile_find("torch"), &answer);
    tap_ok(&run, array_is(&answer, PC_UINT8, wrapped), "torch: uint8 + 300 is [44, 45, 244]");

    c = scalar_case(PC_OP_ADD, CASE_BINARY, 0, 300, operands);
    case_oracle_answer(&c, pc_profile_find("torch"), &answer);
    tap_ok(&run, array_is(&answer, PC_UINT8, wrapped), "torch: 300 + uint8, the scalar as a");

    c = scalar_case(PC_OP_ADD, CASE_BINARY_INPLACE, 1, 300, operands);
    case_oracle_answer(&c, pc_profile_find("torch"), &answer);
    tap_ok(&run, array_is(&answer, PC_UINT8, wrapped) && a_data[0] == 0,
           "torch: uint8 += 300 in place, the case's own data untouched");

    c = scalar_case(PC_OP_ADD, CASE_BINARY, 1, 300, operands);
    case_oracle_answer(&c, pc_profile_find("numpy"), &answer);
    tap_ok(&run, answer.outcome.kind == OUTCOME_ERROR &&
                     answer.outcome.error == PC_SCALAR_OUT_OF_RANGE,
           "numpy: uint8 + 300 is scalar_out_of_range (%s)", answer.message);

    c = scalar_case(PC_OP_LESS, CASE_BINARY, 1, 300, operands);
    case_oracle_answer(&c, pc_profile_find("numpy"), &answer);
    tap_ok(&run, array_is(&answer, PC_BOOL, all_true), "numpy: uint8 < 300 is all true");

    c = scalar_case(PC_OP_ADD, CASE_BINARY_INPLACE, 0, 300, operands);
    case_oracle_answer(&c, pc_profile_find("torch"), &answer);
    tap_ok(&run, answer.outcome.kind == OUTCOME_ERROR &&
                     answer.outcome.error == PC_INVALID_ARGUMENT,
           "a scalar destination in place is invalid_argument (%s)", answer.message);

    /* Views that are all 0-d have no layout to store, yet each is a view
    ** with (empty) strides, as broadcast_arrays' expected ones are. */
    static const pc_dtype view_dtypes[2] = {PC_INT64, PC_BOOL};
    static const int view_ranks[2] = {0, 0};
    static const int64_t view_counts[2] = {1, 1};
    case_answer fresh;
    case_answer_init(&fresh);
    int set = case_answer_set_arrays(&fresh, 2, view_dtypes, view_ranks, view_counts);
    tap_ok(&run, set && fresh.outcome.kind == OUTCOME_ARRAYS &&
                     fresh.outcome.arrays[0].strides != NULL &&
                     fresh.outcome.arrays[1].strides != NULL,
           "0-d views all have strides (none to list, but not missing)");
    case_answer_free(&fresh);

    /* broadcast_to of float64 [1] to [2^61]: a view the oracle makes, but
    ** 2^64 bytes to hold as an answer. */
    static double one = 1.0;
    static const int64_t one_dims[1] = {1};
    int64_t huge = INT64_C(1) << 61;
    promcast_case view_case;
    memset(&view_case, 0, sizeof view_case);
    view_case.id = "hand-built";
    view_case.op = CASE_BROADCAST_TO;
    view_case.array_count = 1;
    view_case.arrays[0].dtype = PC_FLOAT64;
    view_case.arrays[0].shape.rank = 1;
    view_case.arrays[0].shape.dims = one_dims;
    view_case.arrays[0].element_count = 1;
    view_case.arrays[0].data = &one;
    const case_shape target = {1, &huge};
    view_case.shapes = &target;
    view_case.shape_count = 1;
    case_oracle_answer(&view_case, pc_profile_find("torch"), &answer);
    tap_ok(&run, answer.outcome.kind == OUTCOME_ERROR &&
                     answer.outcome.error == PC_INVALID_ARGUMENT,
           "an answer of 2^64 bytes is out of memory (%s)", answer.message);

    size_t bytes = 0;
    tap_ok(&run, !case_element_bytes(huge, PC_FLOAT64, &bytes) &&
                     case_element_bytes(huge - 1, PC_UINT8, &bytes) && bytes == (size_t)huge - 1,
           "case_element_bytes refuses 2^61 float64 and counts 2^61 - 1 uint8");
    static const pc_dtype huge_dtypes[2] = {PC_FLOAT64, PC_FLOAT64};
    static const int huge_ranks[2] = {1, 1};
    const int64_t huge_counts[2] = {huge / 2, huge / 2};
    case_answer views;
    case_answer_init(&views);
    tap_ok(&run, !case_answer_set_arrays(&views, 2, huge_dtypes, huge_ranks, huge_counts),
           "views of 2^63 bytes each, 2^64 in all, are refused");
    case_answer_free(&views);

    /* The buffer's growth: doubling wrapped to 0 past half of size_t, and
    ** then never reached `size` (an endless loop), before it took `size`. */
    const size_t half = SIZE_MAX / 2 + 1;
    tap_ok(&run, case_answer_capacity(0, 1) == 256 && case_answer_capacity(256, 257) == 512 &&
                     case_answer_capacity(300, 1000) == 1200,
           "an answer buffer doubles from 256");
    tap_ok(&run, case_answer_capacity(half, half + 1) == half + 1 &&
                     case_answer_capacity(256, SIZE_MAX) == SIZE_MAX &&
                     case_answer_capacity(0, half) == half,
           "past half of size_t it grows to exactly the size asked");

    case_answer_free(&answer);
    return tap_finish(&run);
}
