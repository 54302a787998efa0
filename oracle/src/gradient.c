/*
** gradient.c: pc_sum_to_shape, the gradient of a broadcast operand
** (promcast/view.h).
**
** Source: PyTorch's at::sum_to (aten/src/ATen/ExpandUtils.h), which
** autograd applies to the gradient of a broadcast operand: the gradient is
** summed, keeping dimensions, over the prepended dimensions and those where
** the operand had size 1.
**
** Each output element is the sum of a box of gradient elements: the
** gradient's shape with the kept dimensions fixed. Two strided loops split
** the gradient's shape between them: the outer one over the kept
** dimensions (with the output), the inner one over the summed dimensions,
** run once per output element from its first gradient element, so every sum
** is taken in row-major order without a buffer. Reals and complex parts
** accumulate in double and round once when stored (for float64 that is
** float64 order).
**
** Gradients exist for floating and complex dtypes only: PyTorch's autograd
** refuses the others ("only Tensors of floating point and complex dtype can
** require gradients", c10/core/TensorImpl.cpp set_requires_grad), and JAX's
** grad gives integer inputs no gradient (float0). So a bool or integer
** gradient is refused. float8 and complex32 gradients exist (isFloatingType,
** isComplexType), but the sum kernel lacks them: sum_kernel_impl
** (aten/src/ATen/native/cpu/SumKernel.cpp) dispatches
** AT_DISPATCH_INTEGRAL_TYPES_AND(Bool) and
** AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES_AND2(BFloat16, Half), "sum_cpu".
** It runs only when at::sum_to sums (a rank-0 target, or a dimension to
** sum) and the gradient has elements (TORCH_IMPL_FUNC(sum_out) in
** aten/src/ATen/native/ReduceOps.cpp zeroes an empty result instead).
**
** Sizes: the gradient is a tensor PyTorch made, and the sum allocates its
** result (the target's shape, with the prepended dimensions kept as 1s),
** so both meet PyTorch's storage limit (array_size.h,
** pc_array_size_torch): a gradient of shape (0, 2^61) summed to (1, 2^61)
** in float64 is refused for the result's 2^64 bytes, before the kernel is
** chosen. A gradient given back unsummed allocates nothing.
*/
#include "array_internal.h"
#include "array_size.h"
#include "cast_internal.h"
#include "promcast/broadcast.h"
#include "promcast/view.h"
#include "strided_loop.h"

/* Gradient elements loaded per step of a sum. */
#define CHUNK 256

typedef struct sum_run {
    pc_dtype dtype;
    pc_domain domain;
    pc_loop inner;   /* the summed dimensions, gradient only */
    int copies;      /* nothing is summed: each box is one element, kept as it is */
    pc_wide total;
} sum_run;

/* Inner kernel: adds `count` gradient elements to the running total. */
static void accumulate(void *context, char *const data[],
                       const int64_t strides[], int64_t count) {
    sum_run *run = context;
    pc_wide values[CHUNK];
    for (int64_t start = 0; start < count; start += CHUNK) {
        int64_t n = count - start < CHUNK ? count - start : CHUNK;
        pc_wide_load(run->dtype, data[0] + start * strides[0], strides[0], n,
                     values);
        if (run->domain == PC_DOMAIN_REAL) {
            for (int64_t k = 0; k < n; k++) run->total.real += values[k].real;
        } else {
            for (int64_t k = 0; k < n; k++) {
                run->total.complex_parts[0] += values[k].complex_parts[0];
                run->total.complex_parts[1] += values[k].complex_parts[1];
            }
        }
    }
}

/* Outer kernel: data[0] output elements, data[1] the first gradient
** element of each one's box. */
static void sum_boxes(void *context, char *const data[],
                      const int64_t strides[], int64_t count) {
    sum_run *run = context;
    for (int64_t k = 0; k < count; k++) {
        char *box[1] = {data[1] + k * strides[1]};
        if (run->copies) {
            /* at::sum_to returns the gradient itself: a -0.0 stays -0.0,
            ** which 0.0 + x would turn into +0.0. */
            pc_wide_load(run->dtype, box[0], 0, 1, &run->total);
            pc_wide_store(run->dtype, &run->total, data[0] + k * strides[0], 0, 1);
            continue;
        }
        run->total.complex_parts[0] = run->total.complex_parts[1] = 0.0;
        pc_loop_run(&run->inner, box, accumulate, run);
        pc_wide_store(run->dtype, &run->total, data[0] + k * strides[0], 0,
                      1);
    }
}

/* Whether at::sum_to sums dimension d of the gradient (one of its
** `reduce_dims`): the target lacks it, or has 1 there where the gradient
** does not. */
static int sums_dimension(const pc_shape *gradient_shape, const pc_shape *target, int d) {
    int offset = gradient_shape->rank - target->rank;
    return d < offset || (target->dims[d - offset] == 1 && gradient_shape->dims[d] != 1);
}

/* Whether at::sum_to sums at all: for a rank-0 target, or a dimension to
** sum; otherwise it gives the gradient back. */
static int sums_anything(const pc_shape *gradient_shape, const pc_shape *target) {
    if (target->rank == 0) return 1;
    for (int d = 0; d < gradient_shape->rank; d++)
        if (sums_dimension(gradient_shape, target, d)) return 1;
    return 0;
}

pc_status pc_sum_to_shape_check(pc_dtype dtype, const pc_shape *gradient_shape,
                                const pc_shape *target, pc_error *err) {
    /* The dtype before the shapes: autograd refuses to make a bool or
    ** integer operand require gradients before anything is broadcast, so
    ** a case with both faults has that answer. */
    pc_dtype_kind kind = pc_dtype_kind_of(dtype);
    if (kind != PC_KIND_FLOATING && kind != PC_KIND_COMPLEX)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, -1, -1,
                            "sum_to_shape: no gradients of dtype %s (only floating "
                            "and complex tensors can require gradients)",
                            pc_dtype_name(dtype));
    pc_error reason;
    if (pc_inplace_broadcast(gradient_shape, target, &reason) != PC_OK) {
        char from[128], to[128];
        pc_shape_format(gradient_shape, from, sizeof from);
        pc_shape_format(target, to, sizeof to);
        return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, 1, reason.dimension,
                            "a gradient of shape %s cannot be summed to shape "
                            "%s, which does not broadcast to it unchanged: %s",
                            from, to, reason.message);
    }
    int sums = sums_anything(gradient_shape, target);
    pc_status status = pc_array_size_torch(dtype, gradient_shape, 0, err);
    if (status == PC_OK && sums) status = pc_array_size_torch(dtype, target, -1, err);
    if (status != PC_OK) return status;
    if (pc_dtype_is_float8(dtype) || dtype == PC_COMPLEX32) {
        /* Over no elements (a 0 dimension) sum_out zero-fills without the
        ** kernel. The dimensions are only tested, never multiplied: their
        ** product may exceed int64. */
        int empty = 0;
        for (int d = 0; d < gradient_shape->rank; d++)
            if (gradient_shape->dims[d] == 0) empty = 1;
        if (sums && !empty)
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, -1, -1,
                                "\"sum_cpu\" not implemented for '%s'", pc_dtype_name(dtype));
    }
    return PC_OK;
}

static pc_status check_arguments(const pc_array *gradient, const pc_array *out,
                                 pc_error *err) {
    pc_status status = pc_array_validate(gradient, 0, err);
    if (status == PC_OK) status = pc_array_validate(out, 1, err);
    if (status != PC_OK) return status;
    if (out->dtype != gradient->dtype)
        return pc_error_set(err, PC_INVALID_ARGUMENT, 1, 0, -1,
                            "out has dtype %s but the gradient has dtype %s",
                            pc_dtype_name(out->dtype),
                            pc_dtype_name(gradient->dtype));
    status = pc_sum_to_shape_check(gradient->dtype, &gradient->shape, &out->shape, err);
    if (status != PC_OK) return status;
    return pc_array_check_writable(out, 1, "out", err);
}

pc_status pc_sum_to_shape(const pc_array *gradient, const pc_array *out,
                          pc_error *err) {
    pc_status status = check_arguments(gradient, out, err);
    if (status != PC_OK) return status;

    /* Dimension d of the gradient is summed when the output lacks it or
    ** has 1 there while the gradient does not. */
    const pc_shape *shape = &gradient->shape;
    int offset = shape->rank - out->shape.rank;
    pc_shape kept = *shape, summed = *shape;
    int64_t out_strides[PC_MAX_RANK];
    int sums = sums_anything(shape, &out->shape);
    for (int d = 0; d < shape->rank; d++) {
        int present = d >= offset;
        int sum = sums_dimension(shape, &out->shape, d);
        kept.dims[d] = sum ? 1 : shape->dims[d];
        summed.dims[d] = sum ? shape->dims[d] : 1;
        out_strides[d] = present ? out->strides[d - offset] : 0;
    }

    /* An empty output has no sums to take. Return before building loops:
    ** the gradient is then empty through a kept dimension, and its summed
    ** dimensions alone may be huge enough that their byte strides overflow
    ** (found by fuzz/fuzz_oracle.c). */
    int64_t out_count;
    status = pc_shape_element_count(&out->shape, &out_count, err);
    if (status != PC_OK || out_count == 0) return status;

    sum_run run;
    run.dtype = gradient->dtype;
    run.domain = pc_dtype_domain(gradient->dtype);
    run.copies = !sums;
    size_t item_size = pc_dtype_size(gradient->dtype);
    const int64_t *inner_strides[1] = {gradient->strides};
    pc_loop_init(&run.inner, &summed, 1, inner_strides, &item_size);
    const int64_t *outer_strides[2] = {out_strides, gradient->strides};
    char *data[2] = {out->data, gradient->data};
    /* An empty gradient (a summed dimension of size 0) makes every sum 0;
    ** its data may be NULL, where C allows no offset, not even 0, so the
    ** boxes start at a stand-in that is never read. */
    int64_t no_strides[PC_MAX_RANK] = {0};
    char stand_in = 0;
    if (run.inner.empty) {
        outer_strides[1] = no_strides;
        data[1] = &stand_in;
    }
    size_t item_sizes[2] = {item_size, item_size};
    pc_loop outer;
    pc_loop_init(&outer, &kept, 2, outer_strides, item_sizes);
    pc_loop_run(&outer, data, sum_boxes, &run);
    return PC_OK;
}
