/*
** test_gradient.c: pc_sum_to_shape (promcast/view.h), the gradient of a
** broadcast operand, against what PyTorch's autograd gives (at::sum_to,
** aten/src/ATen/ExpandUtils.h), with sums worked out by hand.
*/
#include <math.h>
#include <string.h>

#include "test_support.h"

static pc_array array_of(pc_dtype dtype, pc_shape shape, void *data) {
    pc_array array;
    pc_array_init_contiguous(&array, dtype, &shape, data);
    return array;
}

static pc_status sum_to(const pc_array *gradient, pc_array *out) {
    pc_error err;
    return pc_sum_to_shape(gradient, out, &err);
}

static void check_floats(tap_run *run, pc_status status, const float *got,
                         const float *expected, int count, const char *name) {
    int passed = status == PC_OK;
    for (int i = 0; passed && i < count; i++) passed = got[i] == expected[i];
    tap_ok(run, passed, "%s", name);
    if (!passed) {
        tap_diag(run, "  status %s", pc_status_name(status));
        for (int i = 0; i < count; i++)
            tap_diag(run, "  [%d] got %g expected %g", i, got[i], expected[i]);
    }
}

static void backward_example(tap_run *run) {
    /* c = a + b with a (1,3), b (2,1); c.sum().backward() gives a gradient
    ** of ones (2,3). */
    float ones[6] = {1, 1, 1, 1, 1, 1};
    pc_array grad = array_of(PC_FLOAT32, SHAPE(2, 3), ones);
    float a_grad[3], b_grad[2];
    pc_array a_out = array_of(PC_FLOAT32, SHAPE(1, 3), a_grad);
    pc_array b_out = array_of(PC_FLOAT32, SHAPE(2, 1), b_grad);
    check_floats(run, sum_to(&grad, &a_out), a_grad, (const float[]){2, 2, 2},
                 3, "backward: a.grad (1,3) is all 2");
    check_floats(run, sum_to(&grad, &b_out), b_grad, (const float[]){3, 3}, 2,
                 "backward: b.grad (2,1) is all 3");
}

static void reductions(tap_run *run) {
    float g[6] = {1, 2, 3, 4, 5, 6};  /* [[1,2,3],[4,5,6]] */
    pc_array grad = array_of(PC_FLOAT32, SHAPE(2, 3), g);
    float out3[3], out2[2], out1[1], out6[6];
    pc_array o;

    o = array_of(PC_FLOAT32, SHAPE(3), out3);
    check_floats(run, sum_to(&grad, &o), out3, (const float[]){5, 7, 9}, 3,
                 "(2,3) to (3): a prepended dimension is summed");
    o = array_of(PC_FLOAT32, SHAPE(1, 3), out3);
    check_floats(run, sum_to(&grad, &o), out3, (const float[]){5, 7, 9}, 3,
                 "(2,3) to (1,3): keepdim on dimension 0");
    o = array_of(PC_FLOAT32, SHAPE(2, 1), out2);
    check_floats(run, sum_to(&grad, &o), out2, (const float[]){6, 15}, 2,
                 "(2,3) to (2,1): keepdim on dimension 1");
    o = array_of(PC_FLOAT32, SHAPE0(), out1);
    check_floats(run, sum_to(&grad, &o), out1, (const float[]){21}, 1,
                 "(2,3) to (): a rank-0 target sums everything");
    o = array_of(PC_FLOAT32, SHAPE(1, 1), out1);
    check_floats(run, sum_to(&grad, &o), out1, (const float[]){21}, 1,
                 "(2,3) to (1,1)");
    o = array_of(PC_FLOAT32, SHAPE(2, 3), out6);
    check_floats(run, sum_to(&grad, &o), out6,
                 (const float[]){1, 2, 3, 4, 5, 6}, 6,
                 "(2,3) to (2,3) copies");

    float ones[24];
    for (int i = 0; i < 24; i++) ones[i] = 1;
    pc_array grad3 = array_of(PC_FLOAT32, SHAPE(4, 2, 3), ones);
    o = array_of(PC_FLOAT32, SHAPE(3), out3);
    check_floats(run, sum_to(&grad3, &o), out3, (const float[]){8, 8, 8}, 3,
                 "(4,2,3) to (3): two prepended dimensions");
    o = array_of(PC_FLOAT32, SHAPE(2, 1), out2);
    check_floats(run, sum_to(&grad3, &o), out2, (const float[]){12, 12}, 2,
                 "(4,2,3) to (2,1): a prepended and a keepdim dimension");

    float scalar = 7.5f, result = 0;
    pc_array g0 = array_of(PC_FLOAT32, SHAPE0(), &scalar);
    o = array_of(PC_FLOAT32, SHAPE0(), &result);
    check_floats(run, sum_to(&g0, &o), &result, (const float[]){7.5f}, 1,
                 "() to (): the identity");
}

static void strided_operands(tap_run *run) {
    /* Memory [[1,2],[3,4],[5,6]] read as its transpose [[1,3,5],[2,4,6]]. */
    float memory[6] = {1, 2, 3, 4, 5, 6};
    pc_array grad = array_of(PC_FLOAT32, SHAPE(2, 3), memory);
    grad.strides[0] = 1;
    grad.strides[1] = 2;
    float out2[2], out6[6];
    pc_array o = array_of(PC_FLOAT32, SHAPE(2, 1), out2);
    check_floats(run, sum_to(&grad, &o), out2, (const float[]){9, 12}, 2,
                 "a transposed gradient to (2,1)");
    /* The output written through stride 2: slots 0, 2, 4. */
    memset(out6, 0, sizeof out6);
    o = array_of(PC_FLOAT32, SHAPE(1, 3), out6);
    o.strides[1] = 2;
    check_floats(run, sum_to(&grad, &o), out6,
                 (const float[]){3, 0, 7, 0, 11, 0}, 6,
                 "a transposed gradient to a strided (1,3) output");

    /* A broadcast gradient: one row [1,2,3] with stride 0 over 4 rows. */
    pc_array row = array_of(PC_FLOAT32, SHAPE(4, 3), memory);
    row.strides[0] = 0;
    float out3[3];
    o = array_of(PC_FLOAT32, SHAPE(3), out3);
    check_floats(run, sum_to(&row, &o), out3, (const float[]){4, 8, 12}, 3,
                 "a stride-0 gradient is summed element by element");
}

static void empty_gradients(tap_run *run) {
    float out3[3] = {99, 99, 99}, out1 = 99, out2[2] = {99, 99};
    pc_array grad = array_of(PC_FLOAT32, SHAPE(0, 3), NULL);
    pc_array o = array_of(PC_FLOAT32, SHAPE(1, 3), out3);
    check_floats(run, sum_to(&grad, &o), out3, (const float[]){0, 0, 0}, 3,
                 "(0,3) to (1,3): empty sums are 0");
    o = array_of(PC_FLOAT32, SHAPE0(), &out1);
    check_floats(run, sum_to(&grad, &o), &out1, (const float[]){0}, 1,
                 "(0,3) to (): 0");
    pc_array grad2 = array_of(PC_FLOAT32, SHAPE(2, 0), NULL);
    o = array_of(PC_FLOAT32, SHAPE(2, 1), out2);
    check_floats(run, sum_to(&grad2, &o), out2, (const float[]){0, 0}, 2,
                 "(2,0) to (2,1): 0");
    float out3b[3] = {99, 99, 99};
    o = array_of(PC_FLOAT32, SHAPE(3), out3b);
    check_floats(run, sum_to(&grad, &o), out3b, (const float[]){0, 0, 0}, 3,
                 "(0,3) to (3): 0");
    float nothing = 99;
    pc_array grad0 = array_of(PC_FLOAT32, SHAPE(0, 3), &nothing);
    o = array_of(PC_FLOAT32, SHAPE(0, 3), NULL);
    tap_ok(run, sum_to(&grad0, &o) == PC_OK && nothing == 99,
           "(0,3) to (0,3): nothing to write");
    o = array_of(PC_FLOAT32, SHAPE(0), NULL);
    tap_is_int(run, sum_to(&grad, &o), PC_INCOMPATIBLE_SHAPES,
               "(0,3) to (0): 0 does not broadcast to 3");
    /* Found by fuzz/fuzz_oracle.c: an empty gradient whose summed
    ** dimensions are huge; their byte strides must never be computed. */
    pc_array huge = array_of(PC_FLOAT64, SHAPE(0, INT64_MAX / 4, 3), NULL);
    o = array_of(PC_FLOAT64, SHAPE(0, 1, 1), NULL);
    tap_is_int(run, sum_to(&huge, &o), PC_OK,
               "(0, 2^61, 3) to (0, 1, 1): empty, no overflow");
}

/* Sums `count` elements of `dtype` at `data` to a rank-0 output and checks
** its bytes against `expected`. */
static void check_total(tap_run *run, pc_dtype dtype, void *data, int count,
                        const void *expected, const char *name) {
    unsigned char total[16];
    memset(total, 0xA5, sizeof total);
    pc_array g = array_of(dtype, SHAPE(count), data);
    pc_array o = array_of(dtype, SHAPE0(), total);
    pc_status status = sum_to(&g, &o);
    tap_ok(run, status == PC_OK &&
                    memcmp(total, expected, pc_dtype_size(dtype)) == 0,
           "%s", name);
}

static void dtypes(tap_run *run) {
    /* float16 2048 + 1 + 1: in double 2050, exact in float16 (0x6801);
    ** float16 accumulation would tie 2049 down to 2048 twice. */
    check_total(run, PC_FLOAT16, (uint16_t[]){0x6800, 0x3C00, 0x3C00}, 3,
                &(uint16_t){0x6801},
                "float16 2048 + 1 + 1 accumulates in double: 2050");
    check_total(run, PC_FLOAT32, (float[]){1e8f, 1.0f, -1e8f}, 3,
                &(float){1.0f},
                "float32 1e8 + 1 - 1e8 accumulates in double: 1");
    check_total(run, PC_FLOAT64, (double[]){1e16, 1.0, -1e16}, 3,
                &(double){0.0},
                "float64 1e16 + 1 - 1e16 sums in order in float64: 0");
    check_total(run, PC_COMPLEX64, (float[]){1, 2, 3, -1}, 2,
                (const float[]){4, 1},
                "complex64 (1+2i) + (3-1i) = 4+1i, part by part");

    pc_error err;
    uint8_t flags[2] = {1, 1}, flag = 0;
    pc_array g = array_of(PC_BOOL, SHAPE(2), flags);
    pc_array o = array_of(PC_BOOL, SHAPE0(), &flag);
    test_status(run, pc_sum_to_shape(&g, &o, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "bool gradients are refused");
    g = array_of(PC_FLOAT8_E5M2, SHAPE(2), flags);
    o = array_of(PC_FLOAT8_E5M2, SHAPE0(), &flag);
    test_status(run, pc_sum_to_shape(&g, &o, &err), &err,
                PC_UNSUPPORTED_DTYPE_FOR_OP, "float8 gradients summed: sum_cpu lacks float8");
    uint8_t e5m2_copy[2] = {0, 0};
    o = array_of(PC_FLOAT8_E5M2, SHAPE(2), e5m2_copy);
    test_status(run, pc_sum_to_shape(&g, &o, &err), &err, PC_OK,
                "a float8 gradient of the target's shape is not summed: no kernel runs");
    uint16_t c32[4] = {0x3C00, 0, 0x3C00, 0}, c32_total[2] = {0, 0};
    g = array_of(PC_COMPLEX32, SHAPE(2), c32);
    o = array_of(PC_COMPLEX32, SHAPE(1), c32_total);
    test_status(run, pc_sum_to_shape(&g, &o, &err), &err, PC_UNSUPPORTED_DTYPE_FOR_OP,
                "complex32 gradients summed: sum_cpu lacks ComplexHalf");
    g = array_of(PC_COMPLEX32, SHAPE(0), c32);
    o = array_of(PC_COMPLEX32, SHAPE(1), c32_total);
    test_status(run, pc_sum_to_shape(&g, &o, &err), &err, PC_OK,
                "an empty complex32 gradient: sum_out zeroes the result, no kernel runs");
    int32_t i32[2] = {1, 2}, i32_total = 0;
    g = array_of(PC_INT32, SHAPE(2), i32);
    o = array_of(PC_INT32, SHAPE0(), &i32_total);
    test_status(run, pc_sum_to_shape(&g, &o, &err), &err, PC_UNSUPPORTED_DTYPE_FOR_OP,
                "int32 gradients are refused: autograd has none of integer tensors");
    uint8_t wrong_shape[3] = {0, 0, 0};
    g = array_of(PC_BOOL, SHAPE(2), flags);
    o = array_of(PC_BOOL, SHAPE(3), wrong_shape);
    test_status(run, pc_sum_to_shape(&g, &o, &err), &err, PC_UNSUPPORTED_DTYPE_FOR_OP,
                "a bool gradient of the wrong shape: the dtype is refused first, as autograd "
                "refuses the operand before it broadcasts");
    float f32[3] = {1, 2, 3};
    double f64 = 0;
    g = array_of(PC_FLOAT32, SHAPE(3), f32);
    o = array_of(PC_FLOAT64, SHAPE0(), &f64);
    test_status(run, pc_sum_to_shape(&g, &o, &err), &err, PC_INVALID_ARGUMENT,
                "out's dtype must be the gradient's");
    /* The gradient (operand 0) is validated before out (operand 1), and a
    ** fault in it is the one reported: with no valid dtype, whether out is
    ** valid or also of no dtype. */
    g = array_of(PC_FLOAT32, SHAPE(3), f32);
    g.dtype = (pc_dtype)PC_DTYPE_COUNT;
    float f32_total = 0;
    o = array_of(PC_FLOAT32, SHAPE0(), &f32_total);
    tap_ok(run, pc_sum_to_shape(&g, &o, &err) == PC_INVALID_ARGUMENT &&
                    err.status == PC_INVALID_ARGUMENT && err.operand_a == 0,
           "a gradient of no dtype is reported as operand 0, before out's dtype is compared");
    o.dtype = (pc_dtype)PC_DTYPE_COUNT;
    tap_ok(run, pc_sum_to_shape(&g, &o, &err) == PC_INVALID_ARGUMENT &&
                    err.status == PC_INVALID_ARGUMENT && err.operand_a == 0,
           "a gradient and an out both of no dtype: the gradient's fault is reported");
    g = array_of(PC_FLOAT32, SHAPE0(), f32);
    tap_ok(run, pc_sum_to_shape(&g, &o, &err) == PC_INVALID_ARGUMENT &&
                    err.status == PC_INVALID_ARGUMENT && err.operand_a == 1,
           "a valid gradient and an out of no dtype: out is reported as operand 1");
    /* out is validated as an array of its own before its shape is matched
    ** to the gradient's: a negative size is an invalid argument, not a
    ** shape that fails to broadcast. */
    g = array_of(PC_FLOAT32, SHAPE(3), f32);
    o = array_of(PC_FLOAT32, SHAPE(-1), &f32_total);
    tap_ok(run, pc_sum_to_shape(&g, &o, &err) == PC_INVALID_ARGUMENT &&
                    err.status == PC_INVALID_ARGUMENT && err.operand_a == 1,
           "an out of size -1 is refused as an invalid operand 1");
}

static void incompatible(tap_run *run) {
    float g[6] = {0}, out[8];
    pc_array grad = array_of(PC_FLOAT32, SHAPE(2, 3), g);
    pc_error err;
    pc_array o = array_of(PC_FLOAT32, SHAPE(4), out);
    test_status(run, pc_sum_to_shape(&grad, &o, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "(2,3) to (4): incompatible");
    o = array_of(PC_FLOAT32, SHAPE(2, 2), out);
    test_status(run, pc_sum_to_shape(&grad, &o, &err), &err,
                PC_INCOMPATIBLE_SHAPES, "(2,3) to (2,2): incompatible");
    o = array_of(PC_FLOAT32, SHAPE(1, 2, 3), out);
    test_status(run, pc_sum_to_shape(&grad, &o, &err), &err,
                PC_INCOMPATIBLE_SHAPES,
                "(2,3) to (1,2,3): out may not have more dimensions");
    pc_array row = array_of(PC_FLOAT32, SHAPE(3), g);
    o = array_of(PC_FLOAT32, SHAPE(2, 3), out);
    test_status(run, pc_sum_to_shape(&row, &o, &err), &err,
                PC_INCOMPATIBLE_SHAPES,
                "(3) to (2,3): out must broadcast to the gradient unchanged");
    o = array_of(PC_FLOAT32, SHAPE(1, 3), out);
    o.strides[0] = 0;
    o.strides[1] = 0;
    test_status(run, pc_sum_to_shape(&grad, &o, &err), &err,
                PC_INVALID_ARGUMENT,
                "an output with stride 0 on a dimension of size 3 is refused");
}

static void negative_zero(tap_run *run) {
    /* at::sum_to gives the gradient back when no dimension is summed, so a
    ** -0.0 stays -0.0 (python3-torch 1.13: tensor([-0.0]).sum_to_size(1));
    ** a sum starts from +0.0 (tensor([[-0.0]]).sum(0) and
    ** tensor(-0.0).sum() are +0.0). */
    double gradient[2] = {0.0, -0.0}, out[2] = {99, 99};
    pc_array grad = array_of(PC_FLOAT64, SHAPE(2), gradient);
    pc_array o = array_of(PC_FLOAT64, SHAPE(2), out);
    tap_ok(run, sum_to(&grad, &o) == PC_OK && out[0] == 0.0 && !signbit(out[0]) && signbit(out[1]),
           "(2) to (2): the gradient itself, -0.0 kept");
    double complex_parts[2] = {-0.0, 5e-324}, complex_out[2] = {99, 99};
    grad = array_of(PC_COMPLEX128, SHAPE(1), complex_parts);
    o = array_of(PC_COMPLEX128, SHAPE(1), complex_out);
    tap_ok(run, sum_to(&grad, &o) == PC_OK && signbit(complex_out[0]) && complex_out[1] == 5e-324,
           "complex128 (1) to (1): the gradient itself, a -0.0 part kept");
    double one = -0.0, summed = 99;
    grad = array_of(PC_FLOAT64, SHAPE(1, 1), &one);
    o = array_of(PC_FLOAT64, SHAPE(1), &summed);
    tap_ok(run, sum_to(&grad, &o) == PC_OK && summed == 0.0 && !signbit(summed),
           "(1,1) to (1): a prepended dimension is summed from +0.0");
    grad = array_of(PC_FLOAT64, SHAPE0(), &one);
    o = array_of(PC_FLOAT64, SHAPE0(), &summed);
    summed = 99;
    tap_ok(run, sum_to(&grad, &o) == PC_OK && summed == 0.0 && !signbit(summed),
           "() to (): a rank-0 target is tensor.sum(), from +0.0");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    backward_example(&run);
    reductions(&run);
    strided_operands(&run);
    empty_gradients(&run);
    dtypes(&run);
    incompatible(&run);
    negative_zero(&run);
    return tap_finish(&run);
}
