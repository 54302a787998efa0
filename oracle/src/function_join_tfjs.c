/*
** function_join_tfjs.c: tf.concat and tf.stack of TensorFlow.js 4.22
** (function_join_tfjs.h). Sources, at tag tfjs-v4.22.0:
**
** tfjs-core/src/ops/concat.ts: "Pass at least one tensor to concat";
** complex64 joins complex64 alone ("Cannot concatenate complex64 tensors
** with a tensor with dtype ...", the rule concat.ts states; that it checks
** only a complex64 tensors[0], and otherwise the kernel fails or copies,
** is a library bug the profile does not model: a complex64 tensor in any
** position with any other dtype is refused here); one tensor is cloned
** (its axis never looked at); else the Concat kernel.
** tfjs-backend-cpu/src/kernels/Concat.ts: parseAxisParam(axis,
** inputs[0].shape) ("All values in axis param must be in range [-r, r)":
** a 0-d first tensor takes no axis), assertParamsConsistent
** (tfjs-core/src/ops/concat_util.ts: equal ranks, then equal sizes but
** along the axis), then the dtype: an empty result is inputs[0]'s dtype
** (complex64 included: the empty complex64 array); the tensors with
** elements, when only one, are that one (identity); complex64 ones take
** the complex branch (real and imag of each, all complex64 by then);
** otherwise the result has inputs[0]'s dtype, even when
** inputs[0] is empty, and each element is stored into its typed array
** (Concat_impl.ts: TypedArray.set or element assignment).
** tfjs-core/src/ops/stack.ts: "Pass at least one tensor to tf.stack",
** "Axis must be <= rank of the tensor" (tensors[0]'s rank); the Pack kernel
** (tfjs-backend-cpu/src/kernels/Pack.ts): one tensor is expandDims; else,
** tensor by tensor, "All tensors passed to stack must have matching shapes"
** then "... matching dtypes"; then ExpandDims.ts refuses an axis below
** -(rank + 1) ("Axis must be in the interval [-(r+1), r]"); Concat joins
** the expanded tensors (one dtype: no conversion).
** concat's axis=None of the case format (Python's None, flatten) has no
** tfjs call: the TypeScript signature takes a number (null would be read
** as axis 0, not flattened), so the call is undefined.
*/
#include "function_join_tfjs.h"

#include <string.h>

#include "cast_internal.h"
#include "elementwise_kernels_tfjs.h"
#include "strided_loop.h"

static const pc_array *array_at(const pc_function_call *call, int i) {
    return call->operands[i].array;
}

static int64_t element_count(const pc_shape *shape) {
    int64_t count = 0;
    pc_shape_element_count(shape, &count, NULL);
    return count;
}

/* concat.ts's complex64 rule, for a complex64 tensor in any position: the
** first tensor whose kind (complex64 or not) differs from tensors[0]'s is
** the one reported. */
static pc_status check_complex_mixed(const pc_function_call *call, pc_error *err) {
    int first_complex = array_at(call, 0)->dtype == PC_COMPLEX64;
    for (int i = 1; i < call->operand_count; i++) {
        pc_dtype dtype = array_at(call, i)->dtype;
        if ((dtype == PC_COMPLEX64) != first_complex)
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, i, -1,
                                "Cannot concatenate complex64 tensors with a tensor with dtype "
                                "%s.",
                                pc_dtype_name(first_complex ? dtype : array_at(call, 0)->dtype));
    }
    return PC_OK;
}

/* assertParamsConsistent and computeOutShape. */
static pc_status concat_shape(const pc_function_call *call, int axis, pc_shape *result,
                              pc_error *err) {
    const pc_shape *first = &array_at(call, 0)->shape;
    for (int i = 0; i < call->operand_count; i++)
        if (array_at(call, i)->shape.rank != first->rank)
            return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, i, -1,
                                "Error in concat%dD: rank of tensors[%d] must be the same as "
                                "the rank of the rest (%d)",
                                first->rank, i, first->rank);
    *result = *first;
    int64_t total = 0;
    for (int i = 0; i < call->operand_count; i++) {
        const pc_shape *shape = &array_at(call, i)->shape;
        for (int d = 0; d < first->rank; d++)
            if (d != axis && shape->dims[d] != first->dims[d]) {
                char a[96], b[96];
                pc_shape_format(shape, a, sizeof a);
                pc_shape_format(first, b, sizeof b);
                return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, i, d,
                                    "Error in concat%dD: Shape of tensors[%d] %s does not "
                                    "match the shape of the rest %s along the "
                                    "non-concatenated axis",
                                    first->rank, i, a, b);
            }
        if (shape->dims[axis] > INT64_MAX - total)
            return pc_error_set(err, PC_SHAPE_OVERFLOW, -1, -1, axis,
                                "concat: the size along axis %d exceeds INT64_MAX", axis);
        total += shape->dims[axis];
    }
    result->dims[axis] = total;
    int64_t count;
    return pc_shape_element_count(result, &count, err);
}

/* The Concat kernel's dtype (file comment). */
static pc_status concat_dtype(const pc_function_call *call, const pc_shape *shape,
                              pc_dtype *dtype, pc_error *err) {
    *dtype = array_at(call, 0)->dtype;
    if (element_count(shape) == 0) return PC_OK;
    int with_elements = 0, last = -1;
    for (int i = 0; i < call->operand_count; i++) {
        if (element_count(&array_at(call, i)->shape) == 0) continue;
        with_elements++;
        last = i;
    }
    if (with_elements == 1) *dtype = array_at(call, last)->dtype;
    (void)err;
    return PC_OK;
}

static pc_status concat_plan(const pc_function_call *call, pc_function_plan *plan,
                             pc_error *err) {
    /* axis None is no call of tf.concat: nothing it checks applies, not
    ** even its count of tensors. */
    if (call->axis.kind == PC_AXIS_NONE)
        return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                            "tf.concat has no axis None (its axis is a number; nothing is "
                            "flattened)");
    if (call->operand_count == 0)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "Pass at least one tensor to concat");
    pc_status status = check_complex_mixed(call, err);
    if (status != PC_OK) return status;
    const pc_array *first = array_at(call, 0);
    if (call->operand_count == 1) {
        plan->shape = first->shape;
        plan->result_dtype = plan->compute_dtype = first->dtype;
        return PC_OK;
    }
    int64_t axis = call->axis.kind == PC_AXIS_GIVEN ? call->axis.value : 0;
    int rank = first->shape.rank;
    if (axis < -(int64_t)rank || axis >= (int64_t)rank)
        return pc_error_set(err, PC_INVALID_AXIS, 0, -1, -1,
                            "All values in axis param must be in range [-%d, %d) but got axis "
                            "%lld",
                            rank, rank, (long long)axis);
    status = concat_shape(call, (int)(axis < 0 ? axis + rank : axis), &plan->shape, err);
    if (status != PC_OK) return status;
    status = concat_dtype(call, &plan->shape, &plan->result_dtype, err);
    plan->compute_dtype = plan->result_dtype;
    return status;
}

static pc_status stack_plan(const pc_function_call *call, pc_function_plan *plan,
                            pc_error *err) {
    if (call->operand_count == 0)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "Pass at least one tensor to tf.stack");
    if (call->axis.kind == PC_AXIS_NONE)
        return pc_error_set(err, PC_UNDEFINED, -1, -1, -1, "tf.stack has no axis None");
    const pc_array *first = array_at(call, 0);
    int rank = first->shape.rank;
    int64_t axis = call->axis.kind == PC_AXIS_GIVEN ? call->axis.value : 0;
    if (axis > rank)
        return pc_error_set(err, PC_INVALID_AXIS, 0, -1, -1,
                            "Axis must be <= rank of the tensor (axis %lld, rank %d)",
                            (long long)axis, rank);
    for (int i = 1; i < call->operand_count; i++) {
        const pc_array *array = array_at(call, i);
        if (!pc_shape_equal(&array->shape, &first->shape)) {
            char a[96], b[96];
            pc_shape_format(&first->shape, a, sizeof a);
            pc_shape_format(&array->shape, b, sizeof b);
            return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, i, -1,
                                "All tensors passed to stack must have matching shapes Shapes "
                                "%s and %s must match",
                                a, b);
        }
        if (array->dtype != first->dtype)
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, i, -1,
                                "All tensors passed to stack must have matching dtypes (%s and "
                                "%s)",
                                pc_dtype_name(first->dtype), pc_dtype_name(array->dtype));
    }
    if (axis < -(int64_t)(rank + 1))
        return pc_error_set(err, PC_INVALID_AXIS, 0, -1, -1,
                            "Axis must be in the interval [%d, %d]", -(rank + 1), rank);
    if (rank + 1 > PC_MAX_RANK)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "stack: the result would have %d dimensions (at most %d)", rank + 1,
                            PC_MAX_RANK);
    int at = (int)(axis < 0 ? axis + rank + 1 : axis);
    memset(&plan->shape, 0, sizeof plan->shape);
    plan->shape.rank = rank + 1;
    for (int d = 0, k = 0; d < rank + 1; d++)
        plan->shape.dims[d] = d == at ? call->operand_count : first->shape.dims[k++];
    plan->result_dtype = plan->compute_dtype = first->dtype;
    int64_t count;
    return pc_shape_element_count(&plan->shape, &count, err);
}

pc_status fn_join_tfjs_plan(const pc_function_call *call, int stack, pc_function_plan *plan,
                            pc_error *err) {
    memset(plan, 0, sizeof *plan);
    plan->result_dtype = plan->compute_dtype = PC_DTYPE_NONE;
    return stack ? stack_plan(call, plan, err) : concat_plan(call, plan, err);
}

typedef struct store_context {
    pc_dtype from, to;
} store_context;

enum { STORE_CHUNK = 256 };

static void store_kernel(void *context, char *const data[], const int64_t strides[],
                         int64_t count) {
    const store_context *c = context;
    pc_wide values[STORE_CHUNK];
    for (int64_t done = 0; done < count; done += STORE_CHUNK) {
        int64_t n = count - done < STORE_CHUNK ? count - done : STORE_CHUNK;
        pc_wide_load(c->from, data[1] + done * strides[1], strides[1], n, values);
        pc_tfjs_typed_array_store(c->from, c->to, values, n);
        pc_wide_store(c->to, values, data[0] + done * strides[0], strides[0], n);
    }
}

void fn_join_tfjs_copy(const pc_array *source, const pc_array *destination) {
    const int64_t *strides[2] = {destination->strides, source->strides};
    size_t sizes[2] = {pc_dtype_size(destination->dtype), pc_dtype_size(source->dtype)};
    pc_loop loop;
    pc_loop_init(&loop, &destination->shape, 2, strides, sizes);
    store_context context = {source->dtype, destination->dtype};
    char *data[2] = {destination->data, source->data};
    pc_loop_run(&loop, data, store_kernel, &context);
}
