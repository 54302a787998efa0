/*
** test_xla.c: XLA explicit broadcasting against every example of XLA's
** Broadcasting page (https://openxla.org/xla/broadcasting) and the rule
** table in xla/service/shape_inference.cc (InferInDimBroadcastShape's
** comment), plus each invalid form.
*/
#include <stdio.h>

#include "test_support.h"

static void check(tap_run *run, pc_shape lhs, pc_shape rhs,
                  const int64_t *dims, int dims_count, pc_status expected,
                  const char *expected_text, const char *name) {
    pc_shape out;
    pc_error err;
    pc_status status = pc_xla_broadcast(&lhs, &rhs, dims, dims_count, &out, &err);
    if (!test_shape_result(run, status, &out, expected, expected_text, name) &&
        status != PC_OK)
        tap_diag(run, "  message: %s", err.message);
}

#define DIMS(...) (const int64_t[]){__VA_ARGS__}, \
    (int)(sizeof((const int64_t[]){__VA_ARGS__}) / sizeof(int64_t))
#define NO_DIMS NULL, 0

static void page_examples(tap_run *run) {
    check(run, SHAPE(2, 3), SHAPE0(), NO_DIMS, PC_OK, "[2,3]",
          "XLA scalar: |1 2 3;4 5 6| + 7 needs no dimensions");
    check(run, SHAPE(2, 3), SHAPE(3), NO_DIMS, PC_INVALID_BROADCAST_DIMENSIONS,
          "", "XLA: (2,3) + (3) without broadcasting is invalid");
    check(run, SHAPE(2, 3), SHAPE(3), DIMS(1), PC_OK, "[2,3]",
          "XLA: (2,3) + (3) with dimension (1)");
    check(run, SHAPE(3, 3), SHAPE(3), DIMS(1), PC_OK, "[3,3]",
          "XLA: (3,3) + (3) with dimension 1");
    check(run, SHAPE(3, 3), SHAPE(3), DIMS(0), PC_OK, "[3,3]",
          "XLA: (3,3) + (3) with dimension 0");
    check(run, SHAPE(2, 3), SHAPE(3), DIMS(0), PC_INVALID_BROADCAST_DIMENSIONS,
          "", "XLA Note: 2x3 matrix + 3-vector, dimension 0 is invalid");
    check(run, SHAPE(2, 3, 4), SHAPE(3, 4), DIMS(1, 2), PC_OK, "[2,3,4]",
          "XLA: 2x3x4 cuboid + 3x4 matrix with (1,2)");
    /* Formal definition, with M, N, P, Q = 2, 3, 4, 5 and T matching. */
    check(run, SHAPE(2, 3, 4, 5), SHAPE(5), DIMS(3), PC_OK, "[2,3,4,5]",
          "XLA Formal definition: T at dim 3");
    check(run, SHAPE(2, 3, 4, 5), SHAPE(4), DIMS(2), PC_OK, "[2,3,4,5]",
          "XLA Formal definition: T at dim 2");
    check(run, SHAPE(2, 3, 4, 5), SHAPE(3), DIMS(1), PC_OK, "[2,3,4,5]",
          "XLA Formal definition: T at dim 1");
    check(run, SHAPE(2, 3, 4, 5), SHAPE(2), DIMS(0), PC_OK, "[2,3,4,5]",
          "XLA Formal definition: T at dim 0");
    check(run, SHAPE(2, 3, 4, 5), SHAPE(3), DIMS(3),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "XLA Formal definition: T has to equal the matched dimension");
    check(run, SHAPE(2, 3, 4, 5), SHAPE(4, 5), DIMS(2, 3), PC_OK, "[2,3,4,5]",
          "XLA Formal definition: TxV at dims 2,3");
    check(run, SHAPE(2, 3, 4, 5), SHAPE(3, 4), DIMS(1, 2), PC_OK, "[2,3,4,5]",
          "XLA Formal definition: TxV at dims 1,2");
    check(run, SHAPE(2, 3, 4, 5), SHAPE(2, 5), DIMS(0, 3), PC_OK, "[2,3,4,5]",
          "XLA Formal definition: TxV at dims 0,3");
    check(run, SHAPE(2, 3, 4, 5), SHAPE(4, 3), DIMS(2, 1),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "XLA: illegal to match V to N and T to P (order)");
    check(run, SHAPE(2, 3, 3, 5), SHAPE(3, 3), DIMS(1, 1),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "XLA: illegal to match V to both P and N (repeat)");
    /* Similar-rank arrays with degenerate dimensions. */
    check(run, SHAPE(2, 1), SHAPE(2, 3), NO_DIMS, PC_OK, "[2,3]",
          "XLA degenerate example 1: (2,1) and (2,3)");
    check(run, SHAPE(1, 2, 5), SHAPE(7, 2, 5), NO_DIMS, PC_OK, "[7,2,5]",
          "XLA degenerate example 2: (1,2,5) and (7,2,5)");
    check(run, SHAPE(7, 2, 5), SHAPE(7, 1, 5), NO_DIMS, PC_OK, "[7,2,5]",
          "XLA degenerate example 3: (7,2,5) and (7,1,5)");
    check(run, SHAPE(7, 2, 5), SHAPE(7, 2, 6), NO_DIMS, PC_INCOMPATIBLE_SHAPES,
          "", "XLA degenerate example 4: (7,2,5) and (7,2,6)");
    check(run, SHAPE(2, 1), SHAPE(1, 3), NO_DIMS, PC_OK, "[2,3]",
          "XLA outer operation: (2,1) and (1,3)");
    /* Broadcast composition. */
    check(run, SHAPE(4), SHAPE(1, 2), DIMS(0), PC_OK, "[4,2]",
          "XLA composition: vector 4 + 1x2 matrix with (0)");
    check(run, SHAPE(1, 2), SHAPE(4, 3, 1), DIMS(1, 2), PC_OK, "[4,3,2]",
          "XLA composition: 1x2 onto 4x3x1 with (1,2)");
}

static void shape_inference_table(tap_run *run) {
    const char *src = "shape_inference.cc InferInDimBroadcastShape table";
    char name[160];
#define ROW(small, large, dims_literal, expected, label)                  \
    snprintf(name, sizeof name, "%s: %s", src, label);                    \
    check(run, large, small, dims_literal, PC_OK, expected, name)
    ROW(SHAPE0(), SHAPE(2, 3), NO_DIMS, "[2,3]", "[] onto [2,3] {}");
    ROW(SHAPE(3), SHAPE(4, 3), DIMS(1), "[4,3]", "[3] onto [4,3] {1}");
    ROW(SHAPE(2, 3), SHAPE(2, 3, 4), DIMS(0, 1), "[2,3,4]",
        "[2,3] onto [2,3,4] {0,1}");
    ROW(SHAPE(2, 1), SHAPE(2, 3, 4), DIMS(0, 2), "[2,3,4]",
        "[2,1] onto [2,3,4] {0,2} (intermediate [2,3,1])");
    ROW(SHAPE(2, 3), SHAPE(2, 1, 4), DIMS(0, 1), "[2,3,4]",
        "[2,3] onto [2,1,4] {0,1}");
#undef ROW
    snprintf(name, sizeof name, "%s: invalid [3] onto [4,3] {0}", src);
    check(run, SHAPE(3), SHAPE(4, 3), DIMS(0), PC_INVALID_BROADCAST_DIMENSIONS,
          "", name);
    snprintf(name, sizeof name, "%s: invalid [2,1] onto [2,3,4] {1,2}", src);
    check(run, SHAPE(2, 1), SHAPE(2, 3, 4), DIMS(1, 2),
          PC_INVALID_BROADCAST_DIMENSIONS, "", name);
}

static void rules(tap_run *run) {
    check(run, SHAPE(2, 3), SHAPE(2, 3), DIMS(0, 1), PC_OK, "[2,3]",
          "equal ranks: the identity is allowed");
    check(run, SHAPE(2, 3), SHAPE(2, 3), DIMS(1, 0),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "equal ranks: a non-identity list is refused, even for equal shapes");
    check(run, SHAPE(2, 3), SHAPE(2, 3), DIMS(0),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "equal ranks: a list shorter than the rank is refused");
    check(run, SHAPE(4, 3), SHAPE(3), DIMS(0, 1),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "unequal ranks: the list's length must equal the lower rank");
    check(run, SHAPE(4, 3), SHAPE(3), DIMS(-1),
          PC_INVALID_BROADCAST_DIMENSIONS, "", "a negative entry is refused");
    check(run, SHAPE(4, 3), SHAPE(3), DIMS(2), PC_INVALID_BROADCAST_DIMENSIONS,
          "", "an entry >= the higher rank is refused");
    check(run, SHAPE(8, 8, 8), SHAPE(8, 8), DIMS(0, 0),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "shape_inference_test: {0,0} on 8x8x8 and 8x8, order is wrong");
    check(run, SHAPE(8, 8, 8), SHAPE(8, 8), DIMS(1, 0),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "shape_inference_test: {1,0} on 8x8x8 and 8x8, order is wrong");
    check(run, SHAPE(3), SHAPE(4, 3), DIMS(1), PC_OK, "[4,3]",
          "the lower-rank operand may be the left-hand side");
    check(run, SHAPE(4, 0), SHAPE(1), DIMS(1), PC_OK, "[4,0]",
          "in-dim: 1 matched to 0 gives 0 (a 1 always loses)");
    check(run, SHAPE(4, 1), SHAPE(0), DIMS(1), PC_OK, "[4,0]",
          "in-dim: 0 matched to 1 gives 0");
    check(run, SHAPE(1, 0), SHAPE(0, 1), NO_DIMS, PC_OK, "[0,0]",
          "degenerate: 1 vs 0 gives 0 (not the maximum)");
    check(run, SHAPE(2, 3), SHAPE(1, 2), NO_DIMS, PC_INCOMPATIBLE_SHAPES, "",
          "degenerate: 3 vs 2 is incompatible");
    check(run, SHAPE(4, 3, 2), SHAPE(3, 5), DIMS(1, 2),
          PC_INVALID_BROADCAST_DIMENSIONS, "",
          "in-dim: 5 matched to 2 is a mismatch");
    check(run, SHAPE0(), SHAPE0(), NO_DIMS, PC_OK, "[]", "two scalars");
    pc_shape a = SHAPE(2), b = SHAPE(2, 3), out;
    pc_error err;
    test_status(run, pc_xla_broadcast(&a, &b, NULL, -1, &out, &err), &err, PC_INVALID_ARGUMENT,
                "a broadcast_dimensions list of -1 entries is refused");
    /* A negative size is no shape, on either side: "shape's dimensions must
    ** not be < 0" (xla/shape_util.cc, ShapeUtil::ValidateShape). */
    pc_shape one = SHAPE(1), negative = SHAPE(-1);
    pc_error_clear(&err);
    test_status(run, pc_xla_broadcast(&one, &negative, NULL, 0, &out, &err), &err,
                PC_INVALID_ARGUMENT, "a negative size of the right-hand side is refused");
    tap_is_int(run, err.operand_a, 1, "the negative size names operand 1");
    pc_error_clear(&err);
    test_status(run, pc_xla_broadcast(&negative, &one, NULL, 0, &out, &err), &err,
                PC_INVALID_ARGUMENT, "a negative size of the left-hand side is refused");
    tap_is_int(run, err.operand_a, 0, "the negative size names operand 0");
    pc_xla_broadcast(&a, &b, NULL, 0, &out, &err);
    tap_ok(run, err.status == PC_INVALID_BROADCAST_DIMENSIONS &&
                    err.message[0] != '\0',
           "an empty list with a non-scalar lower-rank operand says so: %s",
           err.message);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    page_examples(&run);
    shape_inference_table(&run);
    rules(&run);
    return tap_finish(&run);
}
