/*
** elementwise_complex_tfjs.c: TensorFlow.js's complex64 Add, Sub and
** Multiply where they read past an operand (elementwise_kernels_tfjs.h,
** pc_tfjs_complex_run).
**
** tfjs-backend-cpu/src/utils/binary_utils.ts createComplexBinaryKernelImpl
** (tag tfjs-v4.22.0) merges each operand's real and imaginary parts into
** one array of 2 * size numbers (mergeRealAndImagArrays). When neither
** operand has a dimension of size 1 stretched by the broadcast
** (backend_util.getBroadcastDims gives none: the operand's shape is a
** suffix of the result's, a 0-d operand or a Python scalar included), it
** takes the fast path `aIdx = i % aVals.length`, where aVals.length is the
** merged length, 2 * size, not size: result element i reads the operand's
** element aIdx when aIdx < size and past the array's end otherwise, where
** JavaScript reads `undefined` and the arithmetic gives NaN in both parts.
** So complex64 [5] + 5 is [6, NaN, 8, NaN, 10] (the real kernels index the
** unmerged arrays and are right).
*/
#include "elementwise_kernels_tfjs.h"

#include <math.h>

#include "cast_internal.h"

/* getBroadcastDims(in, out) is empty: no dimension of `in` of size 1 (a
** size 0 counts as 1) where the result's (a size 0 counts as 1) is > 1. */
static int no_stretched_dimension(const pc_shape *in, const pc_shape *out) {
    for (int i = 0; i < in->rank; i++) {
        int64_t a = in->dims[in->rank - 1 - i], b = out->dims[out->rank - 1 - i];
        if (a == 0) a = 1;
        if (b == 0) b = 1;
        if (b > 1 && a == 1) return 0;
    }
    return 1;
}

static int64_t count_of(const pc_shape *shape) {
    int64_t count = 0;
    pc_shape_element_count(shape, &count, NULL);
    return count;
}

/* The element at row-major flat index `flat` of `array`, converted to
** `to`. */
static pc_wide element_at(const pc_array *array, int64_t flat, pc_dtype to) {
    int64_t offset = 0;
    for (int d = array->shape.rank - 1; d >= 0; d--) {
        int64_t size = array->shape.dims[d];
        offset += (flat % size) * array->strides[d];
        flat /= size;
    }
    pc_wide value;
    pc_wide_load(array->dtype,
                 (const char *)array->data + offset * (int64_t)pc_dtype_size(array->dtype), 0, 1,
                 &value);
    pc_wide_convert(array->dtype, to, &value, 1);
    return value;
}

/* The fast path's read of operand element i: in range, or NaN parts. */
static pc_wide fast_read(const pc_array *array, int64_t size, int64_t i, pc_dtype compute) {
    int64_t index = i % (2 * size);
    if (index < size) return element_at(array, index, compute);
    pc_wide nan_pair;
    nan_pair.complex_parts[0] = nan_pair.complex_parts[1] = NAN;
    return nan_pair;
}

int pc_tfjs_complex_run(pc_binary_op op, const pc_binary_plan *plan, const pc_array *a,
                        const pc_array *b, const pc_array *destination) {
    if (plan->compute_dtype != PC_COMPLEX64 ||
        (op != PC_OP_ADD && op != PC_OP_SUBTRACT && op != PC_OP_MULTIPLY))
        return 0;
    int64_t count = count_of(&plan->shape);
    int64_t a_size = count_of(&a->shape), b_size = count_of(&b->shape);
    if (count == 0 || !no_stretched_dimension(&a->shape, &plan->shape) ||
        !no_stretched_dimension(&b->shape, &plan->shape) || (a_size == count && b_size == count))
        return 0;
    pc_binary_kernel kernel = pc_tfjs_binary_kernel(op, PC_COMPLEX64);
    pc_array out = *destination;
    for (int64_t i = 0; i < count; i++) {
        pc_wide x = fast_read(a, a_size, i, PC_COMPLEX64), y = fast_read(b, b_size, i, PC_COMPLEX64);
        pc_wide r;
        kernel(&x, &y, &r, 1);
        int64_t offset = 0, flat = i;
        for (int d = out.shape.rank - 1; d >= 0; d--) {
            offset += (flat % out.shape.dims[d]) * out.strides[d];
            flat /= out.shape.dims[d];
        }
        pc_wide_store(out.dtype, &r, (char *)out.data + offset * (int64_t)pc_dtype_size(out.dtype),
                      0, 1);
    }
    return 1;
}
