/*
** test_mutants.c: every mutant adapter is a real bug.
**
** For each mutant (adapters/mutants), its documented killing input: the
** oracle adapter's answer there is the literal the oracle's semantics give
** (docs/semantics.md, cases/README.md), the mutant's is the literal its
** file documents, and the two differ. Then a few neutral inputs, away from
** every mutant's bug: there every mutant answers as the oracle does, so
** each is the oracle plus one bug, not a broken adapter. Whether the
** corpus kills each mutant is checked separately, through `promcast run`.
**
** Usage: test_mutants ADAPTER_DIRECTORY MUTANT...
*/
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "probe_literals.h"
#include "tap.h"

typedef struct mutant_kill {
    const char *name;
    probe input;
    const char *oracle;
    const char *mutant;
} mutant_kill;

static const mutant_kill kills[] = {
    {"left_aligned",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2,
      .shapes = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5)}},
     "[8,7,6,5]", "incompatible_shapes"},
    {"appended_singleton",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(15, 3, 5), SHAPE(15, 3)}},
     "incompatible_shapes", "[15,3,5]"},
    {"zero_as_one",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(0), SHAPE(5)}},
     "incompatible_shapes", "[5]"},
    {"max_dimension",
     {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(1), SHAPE(0)}},
     "[0]", "[1]"},
    {"uint8_int8", {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_UINT8, PC_INT8}},
     "int16", "uint8"},
    {"cpp_signedness", {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_INT8, PC_UINT8}},
     "int16", "int32"},
    {"bfloat16_float16", {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_BFLOAT16, PC_FLOAT16}},
     "float32", "bfloat16"},
    {"float64_complex64",
     {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_FLOAT64, PC_COMPLEX64}},
     "complex128", "complex64"},
    {"scalars_as_arrays",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT8), SCALAR(PROMCAST_SCALAR_INT)}},
     "int8", "int64"},
    {"zero_dim_as_array",
     {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT8), ZERO_DIM(PC_INT64)}},
     "int8", "int64"},
    {"default_float_ignored",
     {.op = PROMCAST_OP_RESULT_TYPE, .default_float = PC_FLOAT64, .operand_count = 2,
      .operands = {DIMENSIONED(PC_INT32), SCALAR(PROMCAST_SCALAR_FLOAT)}},
     "float64", "float32"},
    {"inplace_widening",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(1), 1),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), 0.5)},
     "cannot_cast", "int32 [1] {1}"},
    {"inplace_shape_change",
     {.op = PROMCAST_OP_ADD | PROMCAST_OP_INPLACE, .a = TENSOR(PC_INT32, SHAPE(3), 1, 2, 3),
      .b = TENSOR(PC_INT32, SHAPE(2, 3), 10, 20, 30, 40, 50, 60)},
     "inplace_shape_change", "int32 [3] {11,22,33}"},
    {"can_cast_float_to_int", {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_FLOAT32, PC_INT32}},
     "false", "true"},
    {"gradient_first_slice",
     {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6),
      .shapes = {SHAPE(3)}},
     "float32 [3] {5,7,9}", "float32 [3] {1,2,3}"},
    {"float16_truncation",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_FLOAT16, SHAPE(1), 1.0),
      .b = TENSOR(PC_FLOAT16, SHAPE(1), 0.000732421875)},
     "float16 [1] {1.0009765625}", "float16 [1] {1}"},
    {"integer_saturation",
     {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT8, SHAPE(1), 127),
      .b = TENSOR(PC_INT8, SHAPE(1), 1)},
     "int8 [1] {-128}", "int8 [1] {127}"},
    {"integer_division",
     {.op = PROMCAST_OP_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(1), 7),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "float32 [1] {3.5}", "int32 [1] {3}"},
    {"xla_dims_unordered",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3, 4, 5), SHAPE(4, 3)},
      .dims_count = 2, .dims = {2, 1}},
     "invalid_broadcast_dimensions", "[2,3,4,5]"},
    {"xla_equal_rank_dims",
     {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(2, 3)}, .dims_count = 2,
      .dims = {1, 0}},
     "invalid_broadcast_dimensions", "[2,3]"},
    {"broadcast_to_copy",
     {.op = PROMCAST_OP_BROADCAST_TO, .a = TENSOR(PC_INT64, SHAPE(1, 3), 1, 2, 3),
      .shapes = {SHAPE(4, 3)}},
     "int64 [4,3] strides [0,1] {1,2,3,1,2,3,1,2,3,1,2,3}",
     "int64 [4,3] strides [3,1] {1,2,3,1,2,3,1,2,3,1,2,3}"},
    {"maximum_ignores_nan",
     {.op = PROMCAST_OP_MAXIMUM, .a = TENSOR(PC_FLOAT32, SHAPE(1), NAN),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), 1.0)},
     "float32 [1] {nan}", "float32 [1] {1}"},
    {"greater_equal_not_less",
     {.op = PROMCAST_OP_GREATER_EQUAL, .a = TENSOR(PC_FLOAT32, SHAPE(1), NAN),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), 1.0)},
     "bool [1] {0}", "bool [1] {1}"},
    {"not_equal_ordered",
     {.op = PROMCAST_OP_NOT_EQUAL, .a = TENSOR(PC_FLOAT64, SHAPE(1), NAN),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), NAN)},
     "bool [1] {1}", "bool [1] {0}"},
    {"bitwise_xor_bool_int",
     {.op = PROMCAST_OP_BITWISE_XOR, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 1),
      .b = TENSOR(PC_BOOL, SHAPE(2), 1, 0)},
     "bool [2] {0,1}", "int32 [2] {0,1}"},
    {"floor_divide_truncating",
     {.op = PROMCAST_OP_FLOOR_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(1), -7),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "int32 [1] {-4}", "int32 [1] {-3}"},
    {"floor_divide_float_quotient",
     {.op = PROMCAST_OP_FLOOR_DIVIDE, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1.0),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 0.1)},
     "float64 [1] {9}", "float64 [1] {10}"},
    {"remainder_truncated",
     {.op = PROMCAST_OP_REMAINDER, .a = TENSOR(PC_INT32, SHAPE(1), -7),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "int32 [1] {1}", "int32 [1] {-1}"},
    {"remainder_fmod",
     {.op = PROMCAST_OP_REMAINDER, .a = TENSOR(PC_FLOAT64, SHAPE(1), -7.0),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 2.0)},
     "float64 [1] {1}", "float64 [1] {-1}"},
    {"zero_division_silent",
     {.op = PROMCAST_OP_FLOOR_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(1), 7),
      .b = TENSOR(PC_INT32, SHAPE(1), 0)},
     "invalid_value", "int32 [1] {0}"},
    {"copysign_negative_zero",
     {.op = PROMCAST_OP_COPYSIGN, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1.0),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), -0.0)},
     "float32 [1] {-1}", "float32 [1] {1}"},
    {"nextafter_via_double",
     {.op = PROMCAST_OP_NEXTAFTER, .a = TENSOR(PC_FLOAT32, SHAPE(1), 1.0),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), 2.0)},
     "float32 [1] {1.0000001192092896}", "float32 [1] {1}"},
    {"shift_count_masked",
     {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 32)},
     "int32 [1] {0}", "int32 [1] {1}"},
    {"right_shift_logical",
     {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT, .a = TENSOR(PC_INT8, SHAPE(1), -8),
      .b = TENSOR(PC_INT8, SHAPE(1), 1)},
     "int8 [1] {-4}", "int8 [1] {124}"},
    {"logical_bitwise",
     {.op = PROMCAST_OP_LOGICAL_AND, .a = TENSOR(PC_INT32, SHAPE(1), 1),
      .b = TENSOR(PC_INT32, SHAPE(1), 2)},
     "bool [1] {1}", "bool [1] {0}"},
    {"logical_nan_false",
     {.op = PROMCAST_OP_LOGICAL_OR, .a = TENSOR(PC_FLOAT32, SHAPE(1), NAN),
      .b = TENSOR(PC_FLOAT32, SHAPE(1), 0.0)},
     "bool [1] {1}", "bool [1] {0}"},
    {"logical_result_promoted",
     {.op = PROMCAST_OP_LOGICAL_AND, .a = TENSOR(PC_INT8, SHAPE(2), 1, 0),
      .b = TENSOR(PC_INT8, SHAPE(2), 2, 2)},
     "bool [2] {1,0}", "int8 [2] {1,0}"},
    {"pow_nan_base_zero_exponent",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_FLOAT64, SHAPE(1), NAN),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 0.0)},
     "float64 [1] {1}", "float64 [1] {nan}"},
    {"pow_negative_exponent_unchecked",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_INT32, SHAPE(1), 2), .b_scalar = INT_SCALAR("-1")},
     "invalid_value", "int32 [1] {0}"},
    {"pow_integer_via_double",
     {.op = PROMCAST_OP_POW, .a = TENSOR(PC_INT64, SHAPE(1), 3),
      .b = TENSOR(PC_INT64, SHAPE(1), 39)},
     "int64 [1] {4052555153018976267}", "int64 [1] {4052555153018976256}"},
    {"atan2_arguments_swapped",
     {.op = PROMCAST_OP_ATAN2, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1.0),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 0.0)},
     "float64 [1] {1.5707963267948966}", "float64 [1] {0}"},
    {"hypot_naive",
     {.op = PROMCAST_OP_HYPOT, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1e200),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 1e200)},
     "float64 [1] {1.414213562373095e+200}", "float64 [1] {inf}"},
    {"logaddexp_naive",
     {.op = PROMCAST_OP_LOGADDEXP, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1000.0),
      .b = TENSOR(PC_FLOAT64, SHAPE(1), 1000.0)},
     "float64 [1] {1000.6931471805599}", "float64 [1] {inf}"},
    {"where_first_dtype",
     {.op = PROMCAST_OP_WHERE, .value_count = 3,
      .values = {ARRAY_VALUE(TENSOR(PC_BOOL, SHAPE(2), 1, 0)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2), 1, 2)),
                 ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE(2), 0.5, 0.5))}},
     "float32 [2] {1,0.5}", "int32 [2] {1,0}"},
    {"clip_min_wins",
     {.op = PROMCAST_OP_CLIP, .value_count = 3,
      .values = {ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(1), 5)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(1), 3)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(1), 1))}},
     "int32 [1] {1}", "int32 [1] {3}"},
    {"matmul_vector_kept",
     {.op = PROMCAST_OP_MATMUL, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2), 1, 2)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2, 1), 3, 4))}},
     "int32 [1] {11}", "int32 [1,1] {11}"},
    {"matmul_batch_equal",
     {.op = PROMCAST_OP_MATMUL, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(1, 1, 1), 2)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(3, 1, 1), 1, 2, 3))}},
     "int32 [3,1,1] {2,4,6}", "incompatible_shapes"},
    {"vecdot_no_conjugate",
     {.op = PROMCAST_OP_VECDOT, .value_count = 2,
      .values = {ARRAY_VALUE(((probe_tensor){.dtype = PC_COMPLEX64, .shape = SHAPE(1),
                                             .values = {0}, .imag = {1}})),
                 ARRAY_VALUE(((probe_tensor){.dtype = PC_COMPLEX64, .shape = SHAPE(1),
                                             .values = {0}, .imag = {1}}))}},
     "complex64 [] {(1,0)}", "complex64 [] {(-1,0)}"},
    {"concat_first_dtype",
     {.op = PROMCAST_OP_CONCAT, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT8, SHAPE(1), 1)),
                 ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE(1), 0.5))}},
     "float32 [2] {1,0.5}", "int8 [2] {1,0}"},
    {"concat_negative_axis",
     {.op = PROMCAST_OP_CONCAT, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2, 1), 1, 2)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2, 1), 3, 4))},
      .axis_kind = PROMCAST_AXIS_GIVEN, .axis = -1},
     "int32 [2,2] {1,3,2,4}", "invalid_axis"},
    {"stack_axis_rank",
     {.op = PROMCAST_OP_STACK, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2), 1, 2)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2), 3, 4))},
      .axis_kind = PROMCAST_AXIS_GIVEN, .axis = -1},
     "int32 [2,2] {1,3,2,4}", "int32 [2,2] {1,2,3,4}"},
    {"broadcast_arrays_copy",
     {.op = PROMCAST_OP_BROADCAST_ARRAYS, .value_count = 2,
      .values = {ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(1, 3), 1, 2, 3)),
                 ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2, 1), 4, 5))}},
     "int32 [2,3] strides [0,1] {1,2,3,1,2,3}; int32 [2,3] strides [1,0] {4,4,4,5,5,5}",
     "int32 [2,3] strides [3,1] {1,2,3,1,2,3}; int32 [2,3] strides [3,1] {4,4,4,5,5,5}"},
};

#define KILL_COUNT ((int)(sizeof kills / sizeof kills[0]))

/* Inputs no mutant's bug touches. */
static const probe neutral[] = {
    {.op = PROMCAST_OP_WHERE, .value_count = 3,
     .values = {ARRAY_VALUE(TENSOR(PC_BOOL, SHAPE(2), 1, 0)),
                ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2), 1, 2)),
                ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2), 3, 4))}},
    {.op = PROMCAST_OP_CLIP, .value_count = 3,
     .values = {ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE(3), -2, 0, 2)),
                ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE(1), -1)),
                ARRAY_VALUE(TENSOR(PC_FLOAT32, SHAPE(1), 1))}},
    {.op = PROMCAST_OP_MATMUL, .value_count = 2,
     .values = {ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2, 2, 2), 1, 2, 3, 4, 5, 6, 7, 8)),
                ARRAY_VALUE(TENSOR(PC_INT32, SHAPE(2, 2, 1), 1, 1, 1, 1))}},
    {.op = PROMCAST_OP_VECDOT, .value_count = 2,
     .values = {ARRAY_VALUE(TENSOR(PC_FLOAT64, SHAPE(2), 1, 2)),
                ARRAY_VALUE(TENSOR(PC_FLOAT64, SHAPE(2), 3, 4))}},
    {.op = PROMCAST_OP_CONCAT, .value_count = 2,
     .values = {ARRAY_VALUE(TENSOR(PC_INT16, SHAPE(1, 2), 1, 2)),
                ARRAY_VALUE(TENSOR(PC_INT16, SHAPE(1, 2), 3, 4))},
     .axis_kind = PROMCAST_AXIS_GIVEN, .axis = 1},
    {.op = PROMCAST_OP_STACK, .value_count = 2,
     .values = {ARRAY_VALUE(TENSOR(PC_INT16, SHAPE(2), 1, 2)),
                ARRAY_VALUE(TENSOR(PC_INT16, SHAPE(2), 3, 4))},
     .axis_kind = PROMCAST_AXIS_GIVEN, .axis = 1},
    {.op = PROMCAST_OP_BROADCAST_ARRAYS, .value_count = 2,
     .values = {ARRAY_VALUE(TENSOR(PC_INT8, SHAPE(2), 1, 2)),
                ARRAY_VALUE(TENSOR(PC_INT8, SHAPE(2), 3, 4))}},
    {.op = PROMCAST_OP_BROADCAST_SHAPES, .count = 2, .shapes = {SHAPE(5, 4), SHAPE(1)}},
    {.op = PROMCAST_OP_PROMOTE_TYPES, .dtypes = {PC_INT32, PC_FLOAT32}},
    {.op = PROMCAST_OP_RESULT_TYPE, .operand_count = 2,
     .operands = {DIMENSIONED(PC_INT32), DIMENSIONED(PC_INT16)}},
    {.op = PROMCAST_OP_CAN_CAST, .dtypes = {PC_INT32, PC_INT64}},
    {.op = PROMCAST_OP_XLA_BROADCAST, .shapes = {SHAPE(2, 3), SHAPE(3)}, .dims_count = 1,
     .dims = {1}},
    {.op = PROMCAST_OP_BROADCAST_TO, .a = TENSOR(PC_INT16, SHAPE(3), 1, 2, 3),
     .shapes = {SHAPE(3)}},
    {.op = PROMCAST_OP_SUM_TO_SHAPE, .a = TENSOR(PC_FLOAT32, SHAPE(2, 3), 1, 2, 3, 4, 5, 6),
     .shapes = {SHAPE(1, 3)}},
    {.op = PROMCAST_OP_ADD, .a = TENSOR(PC_INT64, SHAPE(2), 1, 2),
     .b = TENSOR(PC_INT64, SHAPE(2, 1), 10, 20)},
    {.op = PROMCAST_OP_MULTIPLY | PROMCAST_OP_INPLACE, .a = TENSOR(PC_FLOAT64, SHAPE(2), 1.5, -2),
     .b = TENSOR(PC_INT32, SHAPE0, 3)},
    {.op = PROMCAST_OP_SUBTRACT, .a_scalar = INT_SCALAR("10"),
     .b = TENSOR(PC_INT64, SHAPE(2), 1, 2)},
    {.op = PROMCAST_OP_GREATER_EQUAL, .a = TENSOR(PC_FLOAT32, SHAPE(3), 1, 2, 3),
     .b = TENSOR(PC_FLOAT32, SHAPE(3), 2, 2, 2)},
    {.op = PROMCAST_OP_NOT_EQUAL, .a = TENSOR(PC_FLOAT64, SHAPE(2), 1, 2),
     .b = TENSOR(PC_FLOAT64, SHAPE(2), 1, 3)},
    {.op = PROMCAST_OP_BITWISE_XOR, .a = TENSOR(PC_INT16, SHAPE(2), 5, -1),
     .b = TENSOR(PC_INT16, SHAPE(2), 3, 1)},
    {.op = PROMCAST_OP_FLOOR_DIVIDE, .a = TENSOR(PC_INT32, SHAPE(2), 7, 6),
     .b = TENSOR(PC_INT32, SHAPE(2), 2, 3)},
    {.op = PROMCAST_OP_FLOOR_DIVIDE, .a = TENSOR(PC_FLOAT64, SHAPE(1), 7),
     .b = TENSOR(PC_FLOAT64, SHAPE(1), 2)},
    {.op = PROMCAST_OP_REMAINDER, .a = TENSOR(PC_INT64, SHAPE(2), 7, 6),
     .b = TENSOR(PC_INT64, SHAPE(2), 2, 4)},
    {.op = PROMCAST_OP_REMAINDER, .a = TENSOR(PC_FLOAT32, SHAPE(1), 7.5),
     .b = TENSOR(PC_FLOAT32, SHAPE(1), 2)},
    {.op = PROMCAST_OP_COPYSIGN, .a = TENSOR(PC_FLOAT32, SHAPE(2), 1.5, -2),
     .b = TENSOR(PC_FLOAT32, SHAPE(2), -3, 4)},
    {.op = PROMCAST_OP_NEXTAFTER, .a = TENSOR(PC_FLOAT64, SHAPE(1), 1),
     .b = TENSOR(PC_FLOAT64, SHAPE(1), 2)},
    {.op = PROMCAST_OP_BITWISE_LEFT_SHIFT, .a = TENSOR(PC_INT32, SHAPE(2), 1, -3),
     .b = TENSOR(PC_INT32, SHAPE(2), 3, 1)},
    {.op = PROMCAST_OP_BITWISE_RIGHT_SHIFT, .a = TENSOR(PC_INT16, SHAPE(2), 8, 100),
     .b = TENSOR(PC_INT16, SHAPE(2), 1, 2)},
    {.op = PROMCAST_OP_LOGICAL_XOR, .a = TENSOR(PC_BOOL, SHAPE(2), 1, 0),
     .b = TENSOR(PC_BOOL, SHAPE(2), 1, 1)},
};

static const mutant_kill *kill_of(const char *name) {
    for (int i = 0; i < KILL_COUNT; i++)
        if (strcmp(kills[i].name, name) == 0) return &kills[i];
    return NULL;
}

static void check_mutant(tap_run *run, const char *directory, const promcast_adapter *oracle,
                         const char *name) {
    const mutant_kill *kill = kill_of(name);
    if (!tap_ok(run, kill != NULL, "%s: has a documented killing input", name)) return;
    char library[128], error[512];
    snprintf(library, sizeof library, "promcast_mutant_%s", name);
    loaded_adapter mutant;
    if (!tap_ok(run, adapter_load(directory, library, &mutant, error, sizeof error) &&
                         mutant.table != NULL,
                "%s: loads", name)) {
        tap_diag(run, "  %s %s", error, mutant.message);
        return;
    }
    loaded_adapter refused;
    const promcast_adapter_option option = {"profile", "numpy"};
    tap_ok(run, adapter_load_with_options(directory, library, &option, 1, &refused, error,
                                          sizeof error) &&
                    refused.table == NULL &&
                    strstr(refused.message, "unknown option 'profile'") != NULL,
           "%s: takes no options", name);
    adapter_unload(&refused);
    char expected_name[128];
    snprintf(expected_name, sizeof expected_name, "mutant_%s", name);
    char check[160];
    snprintf(check, sizeof check, "%s: its table's name", name);
    tap_is_str(run, mutant.table->name, expected_name, check);

    char oracle_answer[512], mutant_answer[512];
    probe_run(oracle, &kill->input, oracle_answer, sizeof oracle_answer);
    probe_run(mutant.table, &kill->input, mutant_answer, sizeof mutant_answer);
    snprintf(check, sizeof check, "%s: the oracle's answer on the killing input", name);
    tap_is_str(run, oracle_answer, kill->oracle, check);
    snprintf(check, sizeof check, "%s: the mutant's answer on the killing input", name);
    tap_is_str(run, mutant_answer, kill->mutant, check);
    tap_ok(run, strcmp(oracle_answer, mutant_answer) != 0, "%s: differs from the oracle", name);

    int same = 1;
    for (size_t i = 0; i < sizeof neutral / sizeof neutral[0]; i++) {
        probe_run(oracle, &neutral[i], oracle_answer, sizeof oracle_answer);
        probe_run(mutant.table, &neutral[i], mutant_answer, sizeof mutant_answer);
        if (strcmp(oracle_answer, mutant_answer) != 0) {
            same = 0;
            tap_diag(run, "  neutral input %zu: oracle %s, mutant %s", i, oracle_answer,
                     mutant_answer);
        }
    }
    tap_ok(run, same, "%s: answers as the oracle on the neutral inputs", name);
    adapter_unload(&mutant);
}

int main(int argc, char **argv) {
    tap_run run;
    tap_start(&run);
    loaded_adapter oracle;
    if (!probe_load_oracle(&run, argc, argv, "test_mutants ADAPTER_DIRECTORY MUTANT...", &oracle))
        return tap_finish(&run);
    int named = 0;
    for (int i = 2; i < argc; i++) {
        named++;
        check_mutant(&run, argv[1], oracle.table, argv[i]);
    }
    tap_is_int(&run, named, KILL_COUNT, "every mutant built has a killing input, and back");
    adapter_unload(&oracle);
    return tap_finish(&run);
}
