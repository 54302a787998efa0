/*
** function_join_stdlib.c: concat of @stdlib/ndarray 0.4.1
** (function_join_stdlib.h). Sources, stdlib-js/stdlib
** lib/node_modules/@stdlib/ndarray/:
**
** concat/lib/main.js: "First argument must be an array of ndarrays" (a
** TypeError) when there are none; the options (validate.js: `dim`, whose
** default is -1, "must be a negative integer"); then normalize_arrays.js,
** broadcast_arrays.js, the promotion of resolve_dtypes.js's list by
** base/promote-dtypes (null: "Unable to apply type promotion rules"), the
** dimension normalised against arrays[0]'s rank (base/normalize-index),
** resolve_shape.js, and base.js's copy into an array `empty` allocates.
** concat/lib/broadcast_arrays.js: the first array of the largest rank
** keeps its shape; every other one, in order, is
** base/broadcast-array-except-dimensions(array, that shape, [dim]): dim is
** normalised against the array's own rank ("Third argument contains an
** out-of-bounds dimension index", a RangeError: a 0-d array has no
** dimension), then, right to left, each other dimension must equal the
** target's or be 1 ("cannot be broadcast to the specified shape", "broadcast
** incompatible"): the arrays broadcast to that one array's shape, not to a
** common shape of them all.
**
** The case format's axis maps to dim as a stdlib caller writes it: absent
** is stdlib's default, -1 (not 0); a negative axis is dim; a non-negative
** axis k is dim = k - R, R the largest rank (validate.js refuses a
** non-negative dim: with k >= R that is an axis out of range); axis None
** has no stdlib call (no concat flattens): PC_UNDEFINED. An array of a
** dtype stdlib cannot allocate in node 20 (int64 and uint64 are not among
** dtypes(), float16 and complex32 have no constructor) cannot be passed:
** PC_UNDEFINED. A result dtype it cannot allocate (int32 with uint32 gives
** int64, which `empty` refuses) is still the table's result here: that
** failure is the library's, not a rule.
** Values: each array converted to the result dtype; every promotion of the
** table is a safe cast, so the conversion is exact (bool joins bool alone).
*/
#include "function_join_stdlib.h"

#include <string.h>

#include "function_support.h"
#include "promcast/view.h"

/* The dtypes stdlib allocates arrays of (dtypes() with a typed array
** constructor in node 20). */
#define STDLIB_ARRAY_DTYPES                                                                    \
    ((1u << PC_BOOL) | (1u << PC_INT8) | (1u << PC_INT16) | (1u << PC_INT32) |                 \
     (1u << PC_UINT8) | (1u << PC_UINT16) | (1u << PC_UINT32) | (1u << PC_FLOAT32) |           \
     (1u << PC_FLOAT64) | (1u << PC_COMPLEX64) | (1u << PC_COMPLEX128))

static const pc_array *array_at(const pc_function_call *call, int i) {
    return call->operands[i].array;
}

/* broadcast_arrays.js: the first array of the largest rank. */
static int largest_rank_index(const pc_function_call *call) {
    int j = 0;
    for (int i = 1; i < call->operand_count; i++)
        if (array_at(call, i)->shape.rank > array_at(call, j)->shape.rank) j = i;
    return j;
}

/* The dim a stdlib caller passes for the case's axis (file comment);
** PC_INVALID_AXIS where validate.js refuses it. */
static pc_status resolve_dim(const pc_function_call *call, int largest_rank, int64_t *dim,
                             pc_error *err) {
    if (call->axis.kind == PC_AXIS_DEFAULT)
        *dim = -1;
    else if (call->axis.value < 0)
        *dim = call->axis.value;
    else
        *dim = call->axis.value - largest_rank;
    if (*dim >= 0)
        return pc_error_set(err, PC_INVALID_AXIS, -1, -1, -1,
                            "invalid option. `dim` option must be a negative integer (axis %lld "
                            "of arrays of at most %d dimensions is dim %lld)",
                            (long long)call->axis.value, largest_rank, (long long)*dim);
    return PC_OK;
}

/* broadcastArrayExceptDimensions(arrays[i], target, [dim]): PC_OK when
** arrays[i] broadcasts, or its refusal. The shape it takes is not needed:
** the result's is the target's but along dim, which the plan sums. */
static pc_status broadcast_except_dim(const pc_function_call *call, int i, const pc_shape *target,
                                      int64_t dim, pc_error *err) {
    const pc_shape *shape = &array_at(call, i)->shape;
    int m = shape->rank, n = target->rank;
    if (dim < -(int64_t)m)
        return pc_error_set(err, PC_INVALID_AXIS, i, -1, -1,
                            "invalid argument. Third argument contains an out-of-bounds "
                            "dimension index. Value: [%lld] (array %d has %d dimensions)",
                            (long long)dim, i, m);
    int kept = (int)(m + dim);
    for (int p = n - 1; p >= 0; p--) {
        int q = m - n + p;
        if (q < 0 || q == kept) continue;
        int64_t size = shape->dims[q], wanted = target->dims[p];
        if (size == wanted || size == 1) continue;
        char a[96], b[96];
        pc_shape_format(shape, a, sizeof a);
        pc_shape_format(target, b, sizeof b);
        return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, i, -1, p,
                            "invalid argument. Input array and the specified shape are broadcast "
                            "incompatible. Array shape: %s. Desired shape: %s, dim %lld "
                            "excepted. Dimension: %d (array %d)",
                            a, b, (long long)dim, p, i);
    }
    return PC_OK;
}

pc_status fn_join_stdlib_plan(const pc_profile *profile, const pc_function_call *call,
                              pc_function_plan *plan, pc_error *err) {
    memset(plan, 0, sizeof *plan);
    plan->result_dtype = plan->compute_dtype = PC_DTYPE_NONE;
    if (call->axis.kind == PC_AXIS_NONE)
        return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                            "@stdlib/ndarray has no concat of flattened arrays (axis None)");
    for (int i = 0; i < call->operand_count; i++)
        if ((STDLIB_ARRAY_DTYPES & (1u << array_at(call, i)->dtype)) == 0)
            return pc_error_set(err, PC_UNDEFINED, i, -1, -1,
                                "array %d: @stdlib/ndarray cannot allocate an array of %s", i,
                                pc_dtype_name(array_at(call, i)->dtype));
    if (call->operand_count == 0)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "invalid argument. First argument must be an array of ndarrays "
                            "(none given)");
    int j = largest_rank_index(call);
    const pc_shape *target = &array_at(call, j)->shape;
    int64_t dim;
    pc_status status = resolve_dim(call, target->rank, &dim, err);
    if (status != PC_OK) return status;
    for (int i = 0; i < call->operand_count; i++) {
        if (i == j) continue;
        status = broadcast_except_dim(call, i, target, dim, err);
        if (status != PC_OK) return status;
    }
    /* base/promote-dtypes: promotionRules folded in the arrays' order. */
    pc_dtype dtype = array_at(call, 0)->dtype;
    for (int i = 1; i < call->operand_count; i++) {
        status = pc_promote_types(profile, dtype, array_at(call, i)->dtype, &dtype, err);
        if (status != PC_OK) {
            if (err) err->operand_b = i;
            return status;
        }
    }
    /* main.js normalizes dim against arrays[0]'s rank after the broadcast.
    ** With two arrays or more, broadcast_except_dim has checked dim against
    ** a rank no larger; a lone array's dim is checked only here, and the
    ** library's outcome when normalizeIndex fails (-1 read as an index) is
    ** no rule: the dim is out of range. */
    if (dim < -(int64_t)target->rank)
        return pc_error_set(err, PC_INVALID_AXIS, 0, -1, -1,
                            "invalid argument. dim %lld is out of bounds for an array of %d "
                            "dimensions",
                            (long long)dim, target->rank);
    int axis = (int)(target->rank + dim);
    plan->shape = *target;
    int64_t total = 0;
    for (int i = 0; i < call->operand_count; i++) {
        const pc_shape *shape = &array_at(call, i)->shape;
        int64_t size = shape->dims[shape->rank + dim];
        if (size > INT64_MAX - total)
            return pc_error_set(err, PC_SHAPE_OVERFLOW, -1, -1, axis,
                                "concat: the size along dim %lld exceeds INT64_MAX",
                                (long long)dim);
        total += size;
    }
    plan->shape.dims[axis] = total;
    plan->result_dtype = plan->compute_dtype = dtype;
    int64_t count;
    return pc_shape_element_count(&plan->shape, &count, err);
}

void fn_join_stdlib_copy(const pc_function_call *call, const pc_array *out) {
    int rank = out->shape.rank;
    int64_t dim = -1;
    resolve_dim(call, rank, &dim, NULL);
    int axis = (int)(rank + dim);
    int64_t offset = 0;
    for (int i = 0; i < call->operand_count; i++) {
        const pc_array *source = array_at(call, i);
        pc_shape target = out->shape;
        target.dims[axis] = source->shape.dims[source->shape.rank + dim];
        int64_t count = 0;
        pc_shape_element_count(&target, &count, NULL);
        if (count > 0) {
            pc_array view, destination = *out;
            destination.shape = target;
            if (offset != 0)
                destination.data = (char *)out->data + offset * out->strides[axis] *
                                                           (int64_t)pc_dtype_size(out->dtype);
            /* The plan broadcast the source to `target`: no refusal here. */
            if (pc_broadcast_to(source, &target, &view, NULL) == PC_OK)
                fn_copy_cast(&view, &destination, pc_wide_convert);
        }
        offset += target.dims[axis];
    }
}
