/*
** function_vecdot.c: vecdot (promcast/functions.h): sum_k conj(x1_k) x2_k
** along an axis. Two models (function_rules.h):
** - FN_VECDOT_CORE (NumPy's gufunc (n),(n)->(), jnp.vecdot, the Array API
**   standard): the axis names a dimension of each operand, counted in its
**   own rank; the contracted sizes must be equal; the other dimensions
**   broadcast.
** - FN_VECDOT_BROADCAST_THEN_SUM (torch.linalg.vecdot, mx.vecdot): the
**   operands broadcast whole, then the product is summed along the axis of
**   the broadcast shape.
** The checks run in the order of the profile's row (function_rules.c, with
** sources); values are function_contract.c's.
*/
#include "function_contract.h"
#include "function_rules.h"
#include "function_operands.h"
#include "function_support.h"
#include "functions_internal.h"

#include <stdio.h>
#include <string.h>

#include "promcast/broadcast.h"
#include "strided_loop.h"

typedef struct vecdot_state {
    const fn_vecdot_rules *rules;
    const pc_array *a, *b;
    int64_t axis;
    int vectors;          /* PyTorch's vdot path */
    int axis_a, axis_b;   /* CORE: per operand; BROADCAST_THEN_SUM: axis_a in the result */
    int axis_known;
    pc_shape broadcast;   /* BROADCAST_THEN_SUM: the operands' common shape */
    pc_shape result;
    pc_dtype compute, result_dtype;
} vecdot_state;

/* The shape without dimension `axis`. */
static pc_shape without(const pc_shape *shape, int axis) {
    pc_shape out;
    memset(&out, 0, sizeof out);
    for (int d = 0; d < shape->rank; d++)
        if (d != axis) out.dims[out.rank++] = shape->dims[d];
    return out;
}

static pc_status check_rank(const vecdot_state *s, pc_error *err) {
    if (s->a->shape.rank == 0 || s->b->shape.rank == 0)
        return pc_error_set(err, PC_INVALID_RANK, s->a->shape.rank == 0 ? 0 : 1, -1, -1,
                            "vecdot: operand %d has no dimension to contract",
                            s->a->shape.rank == 0 ? 0 : 1);
    return PC_OK;
}

static pc_status check_axis(vecdot_state *s, pc_error *err) {
    int ra = s->a->shape.rank, rb = s->b->shape.rank;
    pc_status status = PC_OK;
    switch (s->rules->axis) {
    case FN_VECDOT_AXIS_PER_OPERAND:
        status = fn_normalize_axis("vecdot", s->axis, ra, 0, &s->axis_a, err);
        if (status == PC_OK) status = fn_normalize_axis("vecdot", s->axis, rb, 1, &s->axis_b, err);
        break;
    case FN_VECDOT_AXIS_NEGATIVE: {
        /* The Array API standard (2023.12 on): [-N, -1], N the smaller rank. */
        int n = ra < rb ? ra : rb;
        if (s->axis > -1 || s->axis < -(int64_t)n)
            return pc_error_set(err, PC_UNDEFINED, -1, -1, -1,
                                "vecdot: axis %lld is outside [-%d, -1], which the standard "
                                "leaves to implementations",
                                (long long)s->axis, n);
        s->axis_a = (int)(s->axis + ra);
        s->axis_b = (int)(s->axis + rb);
        break;
    }
    case FN_VECDOT_AXIS_BROADCAST_RANK: {
        /* The Array API standard 2021.12, 2022.12: [-N, N), N the rank of
        ** the broadcast shape (the larger rank), else an exception; the
        ** axis, counted from the end, names a dimension of each operand.
        ** An operand without that dimension would be broadcast along the
        ** contracted axis, which the text does not define. */
        int n = ra > rb ? ra : rb, axis;
        status = fn_normalize_axis("vecdot", s->axis, n, -1, &axis, err);
        if (status != PC_OK) break;
        int from_end = n - axis;
        if (from_end > ra || from_end > rb)
            return pc_error_set(err, PC_UNDEFINED, from_end > ra ? 0 : 1, -1, -1,
                                "vecdot: axis %lld names no dimension of operand %d, which "
                                "the standard leaves to implementations",
                                (long long)s->axis, from_end > ra ? 0 : 1);
        s->axis_a = ra - from_end;
        s->axis_b = rb - from_end;
        break;
    }
    case FN_VECDOT_AXIS_RESULT: {
        /* PyTorch's maybe_wrap_dim: a 0-d shape takes [-1, 0]. */
        int n = s->broadcast.rank > 0 ? s->broadcast.rank : 1;
        status = fn_normalize_axis("vecdot", s->axis, n, -1, &s->axis_a, err);
        break;
    }
    case FN_VECDOT_AXIS_FIRST:
        /* mx.vecdot: the axis against x1's rank; a negative one must name
        ** the same position in x2 (equal ranks), a non-negative one must
        ** lie within x2's rank. */
        status = fn_normalize_axis("vecdot", s->axis, ra, 0, &s->axis_a, err);
        if (status == PC_OK &&
            (s->axis < 0 ? s->axis + rb != s->axis_a : s->axis >= rb))
            status = pc_error_set(err, PC_INVALID_AXIS, 1, -1, -1,
                                  "vecdot: axis %lld is out of bounds for x2 of dimension %d",
                                  (long long)s->axis, rb);
        s->axis_b = s->axis_a;
        break;
    }
    if (status == PC_OK) s->axis_known = 1;
    return status;
}

static pc_status check_inner(const vecdot_state *s, pc_error *err) {
    int64_t ka = s->vectors ? s->a->shape.dims[0] : s->a->shape.dims[s->axis_a];
    int64_t kb = s->vectors ? s->b->shape.dims[0] : s->b->shape.dims[s->axis_b];
    if (ka != kb)
        return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, 1, -1,
                            "vecdot: the contracted sizes differ (%lld and %lld)", (long long)ka,
                            (long long)kb);
    return PC_OK;
}

static pc_status check_batch(vecdot_state *s, pc_error *err) {
    pc_status status;
    if (s->rules->model == FN_VECDOT_CORE) {
        pc_shape a = without(&s->a->shape, s->axis_a), b = without(&s->b->shape, s->axis_b);
        status = pc_broadcast_pair(&a, &b, &s->result, err);
    } else {
        status = pc_broadcast_pair(&s->a->shape, &s->b->shape, &s->broadcast, err);
    }
    if (status != PC_OK && err != NULL)
        snprintf(err->message + strlen(err->message), sizeof err->message - strlen(err->message),
                 " (vecdot)");
    return status;
}

static pc_dtype widened_for_sum(pc_dtype dtype) {
    /* mlx/ops.cpp §sum: bool and signed integers of 4 bytes or fewer sum in
    ** int32, unsigned ones in uint32; 8-byte integers keep their type. */
    switch (pc_dtype_kind_of(dtype)) {
    case PC_KIND_BOOL: return PC_INT32;
    case PC_KIND_SIGNED: return pc_dtype_size(dtype) <= 4 ? PC_INT32 : PC_INT64;
    case PC_KIND_UNSIGNED: return pc_dtype_size(dtype) <= 4 ? PC_UINT32 : PC_UINT64;
    default: return dtype;
    }
}

static pc_status check_dtype(const pc_profile *profile, const pc_promotion_options *options,
                             const pc_function_call *call, vecdot_state *s, pc_error *err) {
    pc_status status;
    if (s->rules->dtypes.same_dtype_required) {
        s->compute = s->a->dtype;
    } else {
        status = fn_result_type(profile, options, call->operands, 2, &s->compute, err);
        if (status != PC_OK) return status;
    }
    status = fn_dtype_check(&s->rules->dtypes, "vecdot", s->a->dtype, s->b->dtype, s->compute,
                            err);
    if (status != PC_OK) return status;
    s->result_dtype = s->rules->sum_widens ? widened_for_sum(s->compute) : s->compute;
    return PC_OK;
}

/* A kernel's refusal of the operands' dtype (PyTorch: the product's, the
** sum's or vdot's loop has none for it). */
static pc_status check_refused(const vecdot_state *s, unsigned refused, const char *kernel,
                               pc_error *err) {
    if (refused & (1u << s->compute))
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                            "vecdot: %s has no loop for dtype %s", kernel,
                            pc_dtype_name(s->compute));
    return PC_OK;
}

/* The sum's kernel runs only with elements to sum: an empty broadcast
** product is filled with zeros first. */
static pc_status check_reduce(const vecdot_state *s, pc_error *err) {
    int64_t count;
    if (pc_shape_element_count(&s->broadcast, &count, NULL) == PC_OK && count == 0) return PC_OK;
    return check_refused(s, s->rules->reduce_refused, "the sum", err);
}

static pc_status vecdot_plan(const pc_profile *profile, const pc_promotion_options *options,
                             const pc_function_call *call, pc_function_plan *plan,
                             vecdot_state *s, pc_error *err) {
    const fn_rules *row = fn_rules_for(profile);
    if (row == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "vecdot: no such profile");
    if (plan == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "vecdot: no plan to fill");
    if (call->operand_count != 2)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "vecdot: 2 operands, not %d", call->operand_count);
    if (call->axis.kind == PC_AXIS_NONE)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "vecdot: the axis must be an integer, not None");
    pc_status status = fn_check_arrays(call, err);
    if (status != PC_OK) return status;
    memset(s, 0, sizeof *s);
    s->rules = &row->vecdot;
    s->a = call->operands[0].array;
    s->b = call->operands[1].array;
    s->axis = call->axis.kind == PC_AXIS_GIVEN ? call->axis.value : -1;
    s->vectors = s->rules->vectors_dot && s->a->shape.rank == 1 && s->b->shape.rank == 1;
    memset(plan, 0, sizeof *plan);
    const fn_check *order = s->vectors ? s->rules->order_vectors : s->rules->order;
    for (int k = 0; k < FN_MAX_CHECKS && order[k] != FN_END; k++) {
        switch (order[k]) {
        case FN_RANK: status = check_rank(s, err); break;
        case FN_AXIS: status = check_axis(s, err); break;
        case FN_INNER: status = check_inner(s, err); break;
        case FN_BATCH: status = check_batch(s, err); break;
        case FN_DTYPE: status = check_dtype(profile, options, call, s, err); break;
        case FN_KERNEL:
            status = s->vectors ? check_refused(s, s->rules->vectors_refused, "vdot", err)
                                : check_refused(s, s->rules->product_refused, "the product", err);
            break;
        case FN_REDUCE: status = check_reduce(s, err); break;
        default: break;
        }
        if (status != PC_OK) return status;
    }
    if (s->vectors) {
        s->result.rank = 0;
    } else if (s->rules->model == FN_VECDOT_BROADCAST_THEN_SUM) {
        s->result = without(&s->broadcast, s->axis_a);
    }
    int64_t count;
    status = pc_shape_element_count(&s->result, &count, err);
    if (status != PC_OK) return status;
    plan->shape = s->result;
    plan->compute_dtype = s->compute;
    plan->result_dtype = s->result_dtype;
    return PC_OK;
}

pc_status function_vecdot_plan(const pc_profile *profile, const pc_promotion_options *options,
                               const pc_function_call *call, pc_function_plan *plan,
                               pc_error *err) {
    vecdot_state s;
    return vecdot_plan(profile, options, call, plan, &s, err);
}

/* Strides (elements) of `array` along the dimensions of `shape` it
** broadcasts to, with `axis` of that shape removed into *k_stride. */
static void split_strides(const pc_array *array, const pc_shape *full, int axis,
                          int64_t *strides, int64_t *k_stride) {
    int64_t all[PC_MAX_RANK];
    pc_loop_broadcast_strides(&array->shape, array->strides, full, all);
    *k_stride = 0;
    for (int d = 0, o = 0; d < full->rank; d++) {
        if (d == axis)
            *k_stride = all[d];
        else
            strides[o++] = all[d];
    }
}

pc_status function_vecdot_compute(const pc_profile *profile, const pc_promotion_options *options,
                                  const pc_function_call *call, const pc_array *out,
                                  pc_error *err) {
    pc_function_plan plan;
    vecdot_state s;
    pc_status status = vecdot_plan(profile, options, call, &plan, &s, err);
    if (status != PC_OK) return status;
    status = fn_check_out(call, &plan, out, err);
    if (status != PC_OK) return status;
    fn_contraction c;
    memset(&c, 0, sizeof c);
    c.compute = s.compute;
    c.conjugate_a = 1;
    if (s.vectors) {
        c.k = s.a->shape.dims[0];
        c.a_k_stride = s.a->strides[0];
        c.b_k_stride = s.b->strides[0];
    } else if (s.rules->model == FN_VECDOT_CORE) {
        c.k = s.a->shape.dims[s.axis_a];
        /* Each operand's own dimensions without the axis, broadcast to the
        ** result; the axis' stride apart. */
        pc_array a = *s.a, b = *s.b;
        a.shape = without(&s.a->shape, s.axis_a);
        b.shape = without(&s.b->shape, s.axis_b);
        for (int d = 0, o = 0; d < s.a->shape.rank; d++)
            if (d != s.axis_a) a.strides[o++] = s.a->strides[d];
        for (int d = 0, o = 0; d < s.b->shape.rank; d++)
            if (d != s.axis_b) b.strides[o++] = s.b->strides[d];
        pc_loop_broadcast_strides(&a.shape, a.strides, &s.result, c.a_strides);
        pc_loop_broadcast_strides(&b.shape, b.strides, &s.result, c.b_strides);
        c.a_k_stride = s.a->strides[s.axis_a];
        c.b_k_stride = s.b->strides[s.axis_b];
    } else if (s.broadcast.rank == 0) {
        c.k = 1;  /* PyTorch: the sum of a 0-d product is the product */
    } else {
        c.k = s.broadcast.dims[s.axis_a];
        split_strides(s.a, &s.broadcast, s.axis_a, c.a_strides, &c.a_k_stride);
        split_strides(s.b, &s.broadcast, s.axis_a, c.b_strides, &c.b_k_stride);
    }
    fn_contract(&c, s.a, s.b, out);
    return PC_OK;
}
