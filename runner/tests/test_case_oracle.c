/*
** test_case_oracle.c: the oracle's answer to element-wise cases with a
** Python scalar operand (case_oracle.h), the cases built by hand in the
** runner's model of the case format (case.h: operand_count 2, the scalar's
** operand of category PC_OPERAND_SCALAR with its value, its array empty).
** Expected values: torch 1.13.1 prints uint8 [0, 1, 200] + 300 as
** [44, 45, 244]; NEP 50's table refuses array([1], uint8) + 300; NumPy 2's
** special_integer_comparisons.cpp makes uint8 < 300 all true. Last, the
** answer of views that are all 0-d (case_answer_set_arrays).
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

    case_answer_free(&answer);
    return tap_finish(&run);
}
