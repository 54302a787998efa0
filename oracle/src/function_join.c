/*
** function_join.c: concat and stack (function_join.h).
**
** A plan runs its row's checks in order (function_rules.c gives each
** library's order and sources):
**   FN_EMPTY   no arrays: the row's no_arrays status;
**   FN_RANK    concat of a 0-d array (every array, or arrays[0] alone);
**   FN_AXIS    the axis against the reference array's rank (concat) or
**              rank + 1 (stack);
**   FN_SHAPES  concat: equal ranks, equal sizes except along the axis;
**              stack: equal shapes;
**   FN_DTYPE   result_type over every array.
** concat(axis=None) flattens every array (row-major) first, where the
** library has that form. PyTorch's cat skips 1-D arrays of shape [0] in the
** axis and shape checks (and the copy), not in promotion.
*/
#include "function_join.h"

#include "function_join_stdlib.h"
#include "function_join_tfjs.h"
#include "function_rules.h"
#include "function_operands.h"
#include "function_support.h"

#include <string.h>

/* The shape an operand takes part with: its own, or flattened. */
static pc_shape operand_shape(const pc_function_call *call, int i, int flatten) {
    const pc_array *array = call->operands[i].array;
    if (!flatten) return array->shape;
    pc_shape flat;
    memset(&flat, 0, sizeof flat);
    flat.rank = 1;
    pc_shape_element_count(&array->shape, &flat.dims[0], NULL);
    return flat;
}

static int skipped(const fn_join_rules *rules, const pc_shape *shape) {
    return rules->skip_legacy_empty && shape->rank == 1 && shape->dims[0] == 0;
}

/* The array the axis and shapes are checked against: the first not
** skipped, or -1. */
static int reference_index(const fn_join_rules *rules, const pc_function_call *call,
                           int flatten) {
    for (int i = 0; i < call->operand_count; i++) {
        pc_shape shape = operand_shape(call, i, flatten);
        if (!skipped(rules, &shape)) return i;
    }
    return -1;
}

typedef struct join_state {
    const fn_join_rules *rules;
    const pc_function_call *call;
    const char *name;
    int stack;
    int flatten;
    int64_t axis_value;
    int axis;        /* normalised, once FN_AXIS has run */
    int axis_known;
    int axis_each;   /* stack: the axis against every array (fn_input_rules) */
} join_state;

static pc_status check_rank(const join_state *s, pc_error *err) {
    int n = s->rules->rank_of_first_only && s->call->operand_count > 0 ? 1
                                                                       : s->call->operand_count;
    for (int i = 0; i < n; i++) {
        pc_shape shape = operand_shape(s->call, i, s->flatten);
        if (shape.rank == 0)
            return pc_error_set(err, PC_INVALID_RANK, i, -1, -1,
                                "%s: zero-dimensional arrays cannot be concatenated (array %d)",
                                s->name, i);
    }
    return PC_OK;
}

static pc_status check_axis(join_state *s, pc_error *err) {
    int reference = s->stack ? (s->call->operand_count > 0 ? 0 : -1)
                             : reference_index(s->rules, s->call, s->flatten);
    if (reference < 0) return PC_OK;
    if (s->stack && s->axis_each) {
        /* Against each array's own rank + 1, in order: the first array that
        ** refuses the axis is the error; else array 0 gives the axis. */
        for (int i = s->call->operand_count - 1; i >= 0; i--) {
            pc_shape shape = operand_shape(s->call, i, s->flatten);
            int axis;
            if (fn_normalize_axis(s->name, s->axis_value, shape.rank + 1, i, &axis, NULL) !=
                PC_OK)
                reference = i;
        }
        pc_shape shape = operand_shape(s->call, reference, s->flatten);
        pc_status status =
            fn_normalize_axis(s->name, s->axis_value, shape.rank + 1, reference, &s->axis, err);
        if (status == PC_OK) s->axis_known = 1;
        return status;
    }
    pc_shape shape = operand_shape(s->call, reference, s->flatten);
    int ndim = shape.rank + (s->stack ? 1 : 0);
    if (s->stack && s->rules->stack_axis_edges_undefined &&
        (s->axis_value == shape.rank || s->axis_value == -(int64_t)ndim))
        return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                            "stack: axis %lld is outside [-N, N) for N = %d input dimensions, "
                            "a range the standard's text and its example disagree on",
                            (long long)s->axis_value, shape.rank);
    pc_status status = fn_normalize_axis(s->name, s->axis_value, ndim, reference, &s->axis, err);
    if (status == PC_INVALID_AXIS && !s->stack && s->rules->concat_axis_undefined)
        return pc_error_set(err, PC_UNDEFINED, reference, -1, -1,
                            "concat: axis %lld is outside [-N, N) for N = %d, which this "
                            "version of the standard leaves to implementations",
                            (long long)s->axis_value, shape.rank);
    if (status == PC_OK) s->axis_known = 1;
    return status;
}

static pc_status check_concat_shapes(const join_state *s, pc_shape *result, pc_error *err) {
    int reference = reference_index(s->rules, s->call, s->flatten);
    if (reference < 0) {
        /* PyTorch: only skipped arrays, the result is 1-D of size 0. */
        memset(result, 0, sizeof *result);
        result->rank = 1;
        return PC_OK;
    }
    pc_shape first = operand_shape(s->call, reference, s->flatten);
    *result = first;
    int64_t total = 0;
    for (int i = 0; i < s->call->operand_count; i++) {
        pc_shape shape = operand_shape(s->call, i, s->flatten);
        if (skipped(s->rules, &shape)) continue;
        if (shape.rank != first.rank)
            return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, reference, i, -1,
                                "%s: all the input arrays must have the same number of "
                                "dimensions, but array %d has %d and array %d has %d",
                                s->name, reference, first.rank, i, shape.rank);
        for (int d = 0; d < shape.rank; d++) {
            if (d != s->axis && shape.dims[d] != first.dims[d])
                return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, reference, i, d,
                                    "%s: sizes must match except along axis %d, but along "
                                    "dimension %d array %d has size %lld and array %d has "
                                    "size %lld",
                                    s->name, s->axis, d, reference, (long long)first.dims[d], i,
                                    (long long)shape.dims[d]);
        }
        if (shape.dims[s->axis] > INT64_MAX - total)
            return pc_error_set(err, PC_SHAPE_OVERFLOW, -1, -1, s->axis,
                                "%s: the size along axis %d exceeds INT64_MAX", s->name,
                                s->axis);
        total += shape.dims[s->axis];
    }
    result->dims[s->axis] = total;
    int64_t count;
    return pc_shape_element_count(result, &count, err);
}

static pc_status check_stack_shapes(const join_state *s, pc_error *err) {
    const pc_shape *first = &s->call->operands[0].array->shape;
    for (int i = 1; i < s->call->operand_count; i++) {
        if (!pc_shape_equal(&s->call->operands[i].array->shape, first)) {
            char a[96], b[96];
            pc_shape_format(first, a, sizeof a);
            pc_shape_format(&s->call->operands[i].array->shape, b, sizeof b);
            return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, i, -1,
                                "stack: all input arrays must have the same shape, but array "
                                "0 is %s and array %d is %s",
                                a, i, b);
        }
    }
    return PC_OK;
}

static pc_status stack_result_shape(const join_state *s, pc_shape *result, pc_error *err) {
    const pc_shape *first = &s->call->operands[0].array->shape;
    if (first->rank + 1 > PC_MAX_RANK)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "stack: the result would have %d dimensions (at most %d)",
                            first->rank + 1, PC_MAX_RANK);
    if (s->rules->stack_sums_through_cat && s->axis < first->rank && first->dims[s->axis] > 0 &&
        s->call->operand_count > INT64_MAX / first->dims[s->axis])
        return pc_error_set(err, PC_SHAPE_OVERFLOW, -1, -1, s->axis,
                            "stack: cat of the arrays along dimension %d sums their sizes "
                            "past INT64_MAX",
                            s->axis);
    memset(result, 0, sizeof *result);
    result->rank = first->rank + 1;
    for (int d = 0, k = 0; d < result->rank; d++)
        result->dims[d] = d == s->axis ? s->call->operand_count : first->dims[k++];
    int64_t count;
    return pc_shape_element_count(result, &count, err);
}

pc_status fn_join_plan(const pc_profile *profile, const pc_promotion_options *options,
                       const pc_function_call *call, int stack, pc_function_plan *plan,
                       pc_error *err) {
    const char *name = stack ? "stack" : "concat";
    const fn_rules *row = fn_rules_for(profile);
    if (row == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "%s: no such profile", name);
    if (plan == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "%s: no plan to fill", name);
    pc_status status = fn_check_arrays(call, err);
    if (status != PC_OK) return status;
    if (row->join.tfjs) return fn_join_tfjs_plan(call, stack, plan, err);
    if (row->stdlib_concat && !stack) return fn_join_stdlib_plan(profile, call, plan, err);
    join_state s = {&row->join, call, name, stack, 0, 0, 0, 0, row->inputs.stack_axis_each};
    if (call->axis.kind == PC_AXIS_NONE) {
        if (row->inputs.concat_axis_none_undefined)
            return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                                "%s: axis None cannot be written for profile %s (its axis "
                                "is a required int)",
                                name, pc_profile_name(profile));
        if (stack || !row->join.axis_none)
            return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                                "%s: axis None is not accepted by profile %s", name,
                                pc_profile_name(profile));
        s.flatten = 1;
    } else if (call->axis.kind == PC_AXIS_GIVEN) {
        s.axis_value = call->axis.value;
    } else if (call->axis.kind != PC_AXIS_DEFAULT) {
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "%s: invalid axis kind",
                            name);
    }
    memset(plan, 0, sizeof *plan);
    plan->result_dtype = plan->compute_dtype = PC_DTYPE_NONE;

    const fn_check *order = stack ? row->join.stack_order : row->join.concat_order;
    pc_dtype dtype = PC_DTYPE_NONE;
    for (int k = 0; k < FN_MAX_CHECKS && order[k] != FN_END; k++) {
        switch (order[k]) {
        case FN_EMPTY:
            if (call->operand_count == 0)
                return pc_error_set(err, row->join.no_arrays, -1, -1, -1,
                                    "%s: need at least one array", name);
            if (!stack && call->operand_count == 1 && row->join.lone_array_unchecked) {
                /* MLX: concatenate of one array returns it (flattened
                ** first under axis=None), with no check of the axis. */
                plan->shape = operand_shape(call, 0, s.flatten);
                plan->result_dtype = plan->compute_dtype = call->operands[0].array->dtype;
                return PC_OK;
            }
            break;
        case FN_RANK:
            status = check_rank(&s, err);
            break;
        case FN_AXIS:
            status = check_axis(&s, err);
            break;
        case FN_SHAPES:
            if (call->operand_count == 0) break;
            status = stack ? check_stack_shapes(&s, err)
                           : (s.axis_known || reference_index(s.rules, call, s.flatten) < 0
                                  ? check_concat_shapes(&s, &plan->shape, err)
                                  : PC_OK);
            break;
        case FN_INPUTS:
            status = fn_input_dtypes_check(stack ? row->inputs.stack_dtypes
                                                 : row->inputs.concat_dtypes,
                                           name, call, err);
            break;
        case FN_DTYPE:
            if (call->operand_count > 0)
                status = fn_result_type(profile, options, call->operands, call->operand_count,
                                        &dtype, err);
            break;
        default:
            break;
        }
        if (status != PC_OK) return status;
    }
    if (stack) {
        status = stack_result_shape(&s, &plan->shape, err);
        if (status != PC_OK) return status;
    }
    plan->result_dtype = plan->compute_dtype = dtype;
    return PC_OK;
}

/* The view of `out` that operand i fills: out's strides, its data moved
** `offset` steps along the axis; for stack the axis dimension is dropped;
** for a flattened operand a row-major view of the operand's own shape over
** its run of the 1-D result. */
static pc_array destination_view(const pc_array *out, const pc_array *source, int stack,
                                  int flatten, int axis, int64_t offset) {
    pc_array view = *out;
    if (offset != 0)
        view.data = (char *)out->data +
                    offset * out->strides[axis] * (int64_t)pc_dtype_size(out->dtype);
    if (flatten) {
        view.shape = source->shape;
        int64_t stride = out->strides[0];
        for (int d = source->shape.rank - 1; d >= 0; d--) {
            view.strides[d] = stride;
            stride *= source->shape.dims[d] > 1 ? source->shape.dims[d] : 1;
        }
    } else if (stack) {
        view.shape = source->shape;
        for (int d = 0, k = 0; d < out->shape.rank; d++)
            if (d != axis) view.strides[k++] = out->strides[d];
    } else {
        view.shape = source->shape;
    }
    return view;
}

pc_status fn_join_compute(const pc_profile *profile, const pc_promotion_options *options,
                          const pc_function_call *call, int stack, const pc_array *out,
                          pc_error *err) {
    pc_function_plan plan;
    pc_status status = fn_join_plan(profile, options, call, stack, &plan, err);
    if (status != PC_OK) return status;
    status = fn_check_out(call, &plan, out, err);
    if (status != PC_OK) return status;
    int flatten = call->axis.kind == PC_AXIS_NONE;
    int axis = 0;
    const fn_join_rules *rules = &fn_rules_for(profile)->join;
    if (fn_rules_for(profile)->stdlib_concat && !stack) {
        fn_join_stdlib_copy(call, out);
        return PC_OK;
    }
    int lone = call->operand_count == 1 && !stack && rules->lone_array_unchecked;
    if (!lone && call->axis.kind == PC_AXIS_GIVEN) {
        int ndim = out->shape.rank;
        axis = (int)(call->axis.value < 0 ? call->axis.value + ndim : call->axis.value);
    }
    int64_t offset = 0;
    for (int i = 0; i < call->operand_count; i++) {
        const pc_array *source = call->operands[i].array;
        int64_t count;
        pc_shape_element_count(&source->shape, &count, NULL);
        /* A size-0 array copies nothing and moves no later one: along the
        ** axis it has size 0, or else a shared size is 0 and so is the
        ** result (stack: every shape is the same). */
        if (count == 0) continue;
        pc_array view = destination_view(out, source, stack, flatten, axis, offset);
        if (rules->tfjs)
            fn_join_tfjs_copy(source, &view);
        else
            fn_copy_cast(source, &view, fn_element_converter(profile));
        offset += stack ? 1 : flatten ? count : source->shape.dims[axis];
    }
    return PC_OK;
}
