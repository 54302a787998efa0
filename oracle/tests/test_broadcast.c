/*
** test_broadcast.c: the Array API broadcasting algorithm and the in-place
** rule, against every example of the Array API standard's Broadcasting page
** and broadcasting examples after PyTorch's Broadcasting semantics, the edge
** cases docs/semantics.md records as observed in NumPy and PyTorch, and
** properties (commutativity; n-ary equals pairwise folding).
*/
#include <stdio.h>
#include <string.h>

#include "test_support.h"

static void check_pair(tap_run *run, pc_shape a, pc_shape b,
                       pc_status expected, const char *expected_text,
                       const char *name) {
    pc_shape out;
    pc_error err;
    pc_status status = pc_broadcast_pair(&a, &b, &out, &err);
    test_shape_result(run, status, &out, expected, expected_text, name);
}

static void array_api_examples(tap_run *run) {
    const char *src = "Array API Examples";
    char name[160];
#define PAIR(a, b, expected, label)                                  \
    snprintf(name, sizeof name, "%s: %s", src, label);               \
    check_pair(run, a, b, PC_OK, expected, name)
    PAIR(SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5), "[8,7,6,5]", "8x1x6x1 with 7x1x5");
    PAIR(SHAPE(5, 4), SHAPE(1), "[5,4]", "5x4 with 1");
    PAIR(SHAPE(5, 4), SHAPE(4), "[5,4]", "5x4 with 4");
    PAIR(SHAPE(15, 3, 5), SHAPE(15, 1, 5), "[15,3,5]", "15x3x5 with 15x1x5");
    PAIR(SHAPE(15, 3, 5), SHAPE(3, 5), "[15,3,5]", "15x3x5 with 3x5");
    PAIR(SHAPE(15, 3, 5), SHAPE(3, 1), "[15,3,5]", "15x3x5 with 3x1");
#undef PAIR
    check_pair(run, SHAPE(3), SHAPE(4), PC_INCOMPATIBLE_SHAPES, "",
               "Array API non-example: 3 with 4");
    check_pair(run, SHAPE(2, 1), SHAPE(8, 4, 3), PC_INCOMPATIBLE_SHAPES, "",
               "Array API non-example: 2x1 with 8x4x3");
    check_pair(run, SHAPE(15, 3, 5), SHAPE(15, 3), PC_INCOMPATIBLE_SHAPES, "",
               "Array API non-example: 15x3x5 with 15x3 (no appended 1s)");
}

static void torch_examples(tap_run *run) {
    check_pair(run, SHAPE(1, 3), SHAPE(2, 1), PC_OK, "[2,3]",
               "PyTorch: (1,3) + (2,1)");
    check_pair(run, SHAPE(3), SHAPE(2, 1, 3), PC_OK, "[2,1,3]",
               "PyTorch: (3,) with (2,1,3)");
    check_pair(run, SHAPE(5, 1, 4, 1), SHAPE(3, 1, 6), PC_OK, "[5,3,4,6]",
               "PyTorch: (5,1,4,1) with (3,1,6)");
    check_pair(run, SHAPE(3, 5), SHAPE(3, 4), PC_INCOMPATIBLE_SHAPES, "",
               "PyTorch: (3,5) with (3,4) is an error");
    check_pair(run, SHAPE0(), SHAPE(2, 3, 4), PC_OK, "[2,3,4]",
               "PyTorch: () with (2,3,4)");
    check_pair(run, SHAPE(1), SHAPE(2, 1), PC_OK, "[2,1]",
               "PyTorch: (1,) + (2,1)");
    check_pair(run, SHAPE0(), SHAPE(3, 4), PC_OK, "[3,4]",
               "PyTorch: () + (3,4)");
    check_pair(run, SHAPE(1, 2), SHAPE(3, 1), PC_OK, "[3,2]",
               "PyTorch: (1,2) + (3,1) broadcasts to (3,2), "
               "not an error (docs/semantics.md)");
    check_pair(run, SHAPE(1, 3), SHAPE(4, 1), PC_OK, "[4,3]",
               "PyTorch: (1,3) + (4,1)");
}

static void error_text(tap_run *run) {
    pc_shape a = SHAPE(3, 5), b = SHAPE(3, 4), out;
    pc_error err;
    pc_broadcast_pair(&a, &b, &out, &err);
    tap_is_str(run, err.message,
               "The size of tensor a (5) must match the size of tensor b (4) "
               "at non-singleton dimension 1",
               "error text is PyTorch's infer_size message");
    tap_is_int(run, err.dimension, 1, "error names output dimension 1");
    tap_ok(run, err.operand_a == 0 && err.operand_b == 1,
           "error names operands 0 and 1");
    /* Array API non-example 2x1 vs 8x4x3: the mismatch 2 vs 4 is at output
    ** dimension 1 of the rank-3 result. */
    a = SHAPE(2, 1);
    b = SHAPE(8, 4, 3);
    pc_broadcast_pair(&a, &b, &out, &err);
    tap_is_str(run, err.message,
               "The size of tensor a (2) must match the size of tensor b (4) "
               "at non-singleton dimension 1",
               "Array API non-example 2: error at output dimension 1");
}

static void size_zero(tap_run *run) {
    const char *src = "docs/semantics.md sizes 0";
    char name[128];
    snprintf(name, sizeof name, "%s: (0,)+(1,) -> (0,)", src);
    check_pair(run, SHAPE(0), SHAPE(1), PC_OK, "[0]", name);
    snprintf(name, sizeof name, "%s: (1,)+(0,) -> (0,), 1 loses to 0", src);
    check_pair(run, SHAPE(1), SHAPE(0), PC_OK, "[0]", name);
    snprintf(name, sizeof name, "%s: (0,)+(3,) is an error", src);
    check_pair(run, SHAPE(0), SHAPE(3), PC_INCOMPATIBLE_SHAPES, "", name);
    snprintf(name, sizeof name, "%s: (0,1)+(1,0) -> (0,0)", src);
    check_pair(run, SHAPE(0, 1), SHAPE(1, 0), PC_OK, "[0,0]", name);
    snprintf(name, sizeof name, "%s: (3,0)+(0,) -> (3,0)", src);
    check_pair(run, SHAPE(3, 0), SHAPE(0), PC_OK, "[3,0]", name);
    snprintf(name, sizeof name, "%s: ()+(0,) -> (0,)", src);
    check_pair(run, SHAPE0(), SHAPE(0), PC_OK, "[0]", name);
    check_pair(run, SHAPE0(), SHAPE0(), PC_OK, "[]", "rank 0 with rank 0");
}

static void nary(tap_run *run) {
    pc_shape shapes[4] = {SHAPE(8, 1, 6, 1), SHAPE(7, 1, 5), SHAPE(1),
                          SHAPE0()};
    pc_shape out;
    pc_error err;
    pc_status status = pc_broadcast_shapes(shapes, 4, &out, &err);
    test_shape_result(run, status, &out, PC_OK, "[8,7,6,5]",
                      "n-ary: four shapes");
    status = pc_broadcast_shapes(shapes, 1, &out, &err);
    test_shape_result(run, status, &out, PC_OK, "[8,1,6,1]",
                      "n-ary: one shape is itself");
    status = pc_broadcast_shapes(shapes, 0, &out, &err);
    test_status(run, status, &err, PC_INVALID_ARGUMENT, "n-ary: zero shapes");
    pc_shape three[3] = {SHAPE(2, 1), SHAPE(1, 3), SHAPE(4, 1, 1)};
    status = pc_broadcast_shapes(three, 3, &out, &err);
    test_shape_result(run, status, &out, PC_OK, "[4,2,3]",
                      "n-ary: (2,1) (1,3) (4,1,1)");
    pc_shape bad[3] = {SHAPE(2, 1), SHAPE(1, 3), SHAPE(5, 4)};
    status = pc_broadcast_shapes(bad, 3, &out, &err);
    test_status(run, status, &err, PC_INCOMPATIBLE_SHAPES,
                "n-ary: third shape conflicts");
    /* (2,1) with (1,3) is (2,3); against (5,4) the right-most dimension is
    ** checked first: 3 vs 4 at output dimension 1. */
    tap_ok(run, err.operand_b == 2 && err.dimension == 1,
           "n-ary error names operand 2 and dimension 1 (%s)", err.message);
}

static void limits(tap_run *run) {
    pc_shape big, out;
    pc_error err;
    big.rank = PC_MAX_RANK;
    for (int i = 0; i < PC_MAX_RANK; i++) big.dims[i] = 1;
    big.dims[0] = 3;
    pc_shape small = SHAPE(2, 1);
    pc_status status = pc_broadcast_pair(&big, &small, &out, &err);
    tap_ok(run, status == PC_OK && out.rank == 64 && out.dims[0] == 3 &&
                    out.dims[62] == 2 && out.dims[63] == 1,
           "rank 64 broadcasts");
    big.rank = PC_MAX_RANK + 1;
    status = pc_broadcast_pair(&big, &small, &out, &err);
    test_status(run, status, &err, PC_INVALID_ARGUMENT, "rank 65 is refused");
    pc_shape negative = SHAPE(2, -1);
    status = pc_broadcast_pair(&negative, &small, &out, &err);
    test_status(run, status, &err, PC_INVALID_ARGUMENT,
                "a negative dimension is refused");
    pc_shape huge = SHAPE(INT64_MAX, 1), other = SHAPE(1, 2);
    status = pc_broadcast_pair(&huge, &other, &out, &err);
    test_status(run, status, &err, PC_SHAPE_OVERFLOW,
                "INT64_MAX x 2 elements overflow, reported not wrapped");
    other = SHAPE(1, 1);
    status = pc_broadcast_pair(&huge, &other, &out, &err);
    test_shape_result(run, status, &out, PC_OK, "[9223372036854775807,1]",
                      "INT64_MAX x 1 elements fit");
    pc_shape empty_huge = SHAPE(INT64_MAX, INT64_MAX, 0);
    pc_shape scalar = SHAPE0();
    status = pc_broadcast_pair(&empty_huge, &scalar, &out, &err);
    test_status(run, status, &err, PC_OK,
                "a 0 dimension makes a huge shape empty, not an overflow");
    pc_shape overflow_pair[2] = {SHAPE(4294967296, 1), SHAPE(1, 4294967296)};
    status = pc_broadcast_shapes(overflow_pair, 2, &out, &err);
    test_status(run, status, &err, PC_SHAPE_OVERFLOW,
                "2^32 x 2^32 = 2^64 elements overflow");
}

static void inplace(tap_run *run) {
    pc_error err;
    pc_shape x = SHAPE(2, 3, 4), a = SHAPE(1, 3, 4), x1 = SHAPE(3, 4);
    test_status(run, pc_inplace_broadcast(&x, &a, &err), &err, PC_OK,
                "Array API In-place: x[...] = a, (1,3,4) into (2,3,4) is OK");
    test_status(run, pc_inplace_broadcast(&x1, &a, &err), &err,
                PC_INPLACE_SHAPE_CHANGE,
                "Array API In-place: x[1, ...] = a, (1,3,4) into (3,4) is not "
                "allowed");
    pc_shape i32 = SHAPE(2), f32 = SHAPE(2);
    test_status(run, pc_inplace_broadcast(&i32, &f32, &err), &err, PC_OK,
                "same shapes: (2,) into (2,) is OK");
    pc_shape d = SHAPE(3), s = SHAPE(2, 3);
    test_status(run, pc_inplace_broadcast(&d, &s, &err), &err,
                PC_INPLACE_SHAPE_CHANGE, "(2,3) into (3,) grows the rank");
    pc_shape d0 = SHAPE(1), s0 = SHAPE(0);
    test_status(run, pc_inplace_broadcast(&d0, &s0, &err), &err,
                PC_INPLACE_SHAPE_CHANGE, "(0,) into (1,) would change 1 to 0");
    pc_shape d2 = SHAPE(0), s2 = SHAPE(1);
    test_status(run, pc_inplace_broadcast(&d2, &s2, &err), &err, PC_OK,
                "(1,) into (0,) is OK");
    pc_shape d3 = SHAPE(3), s3 = SHAPE(4);
    test_status(run, pc_inplace_broadcast(&d3, &s3, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "(4,) into (3,) does not broadcast");
}

/* A deterministic generator local to the test (no global state). */
static uint64_t next_random(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

static pc_shape random_shape(uint64_t *state) {
    static const int64_t sizes[] = {0, 1, 1, 1, 2, 3, 3};
    pc_shape shape;
    shape.rank = (int)(next_random(state) % 6);
    for (int i = 0; i < shape.rank; i++)
        shape.dims[i] = sizes[next_random(state) % 7];
    return shape;
}

static void properties(tap_run *run) {
    uint64_t state = 42;
    int commutative = 1, folding = 1, checked = 0, compatible = 0;
    for (int trial = 0; trial < 20000; trial++) {
        pc_shape shapes[3] = {random_shape(&state), random_shape(&state),
                              random_shape(&state)};
        pc_shape ab, ba, abc, fold;
        pc_error err;
        pc_status s1 = pc_broadcast_pair(&shapes[0], &shapes[1], &ab, &err);
        pc_status s2 = pc_broadcast_pair(&shapes[1], &shapes[0], &ba, &err);
        if (s1 != s2 || (s1 == PC_OK && !pc_shape_equal(&ab, &ba)))
            commutative = 0;
        pc_status s3 = pc_broadcast_shapes(shapes, 3, &abc, &err);
        pc_status s4 = s1 == PC_OK
                           ? pc_broadcast_pair(&ab, &shapes[2], &fold, &err)
                           : s1;
        if (s3 != s4 || (s3 == PC_OK && !pc_shape_equal(&abc, &fold)))
            folding = 0;
        checked++;
        if (s3 == PC_OK) compatible++;
    }
    tap_ok(run, commutative, "property: broadcast(a, b) == broadcast(b, a) "
                             "over %d random pairs", checked);
    tap_ok(run, folding, "property: n-ary broadcast == pairwise folding over "
                         "%d random triples", checked);
    tap_ok(run, compatible > 1000 && compatible < checked - 1000,
           "property sample mixes compatible (%d) and incompatible triples",
           compatible);
}

int main(void) {
    tap_run run;
    tap_start(&run);
    array_api_examples(&run);
    torch_examples(&run);
    error_text(&run);
    size_zero(&run);
    nary(&run);
    limits(&run);
    inplace(&run);
    properties(&run);
    return tap_finish(&run);
}
