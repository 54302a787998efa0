/*
** function_matmul.c: matmul (promcast/functions.h), the Array API
** standard's matmul and PEP 465's @: a 1-D x1 is a row (a 1 prepended,
** removed from the result), a 1-D x2 a column (a 1 appended, removed);
** the dimensions before the last two broadcast; x1's last size must equal
** x2's second to last. The checks run in the order of the profile's row
** (function_rules.c, with sources); values are function_contract.c's.
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

/* The shapes matmul works with, once the ranks are known to be >= 1. */
typedef struct matmul_geometry {
    pc_shape batch_a, batch_b, batch;  /* batch: broadcast, once FN_BATCH ran */
    int64_t m, k_a, k_b, n;
    int a_matrix, b_matrix;            /* rank > 1 */
} matmul_geometry;

static void geometry_of(const pc_shape *a, const pc_shape *b, matmul_geometry *g) {
    memset(g, 0, sizeof *g);
    g->a_matrix = a->rank > 1;
    g->b_matrix = b->rank > 1;
    g->k_a = a->dims[a->rank - 1];
    g->m = g->a_matrix ? a->dims[a->rank - 2] : 1;
    g->k_b = g->b_matrix ? b->dims[b->rank - 2] : b->dims[0];
    g->n = g->b_matrix ? b->dims[b->rank - 1] : 1;
    g->batch_a.rank = g->a_matrix ? a->rank - 2 : 0;
    memcpy(g->batch_a.dims, a->dims, sizeof(int64_t) * (size_t)g->batch_a.rank);
    g->batch_b.rank = g->b_matrix ? b->rank - 2 : 0;
    memcpy(g->batch_b.dims, b->dims, sizeof(int64_t) * (size_t)g->batch_b.rank);
}

static void result_shape(const matmul_geometry *g, pc_shape *shape) {
    *shape = g->batch;
    if (g->a_matrix) shape->dims[shape->rank++] = g->m;
    if (g->b_matrix) shape->dims[shape->rank++] = g->n;
}

static pc_status check_rank(const fn_matmul_rules *rules, const pc_shape *a, const pc_shape *b,
                            pc_error *err) {
    if (rules->vectors_refused && (a->rank < 2 || b->rank < 2))
        return pc_error_set(err, PC_INVALID_RANK, a->rank < 2 ? 0 : 1, -1, -1,
                            "matMul: BatchMatMul reads the last two dimensions of each operand, "
                            "but they have %d and %d",
                            a->rank, b->rank);
    if (a->rank == 0 || b->rank == 0)
        return pc_error_set(err, PC_INVALID_RANK, a->rank == 0 ? 0 : 1, -1, -1,
                            "matmul: both arguments need at least 1 dimension, but they have %d "
                            "and %d",
                            a->rank, b->rank);
    return PC_OK;
}

/* BatchMatMul.ts's inner sizes: a.shape[aRank - 1] and b.shape[bRank - 2],
** `undefined` where the operand has no such dimension (undefined ===
** undefined holds). Differing defined sizes are incompatible shapes; one
** missing is a rank error. */
static pc_status check_inner_tfjs(const pc_shape *a, const pc_shape *b, pc_error *err) {
    int a_has = a->rank >= 1, b_has = b->rank >= 2;
    int64_t inner_a = a_has ? a->dims[a->rank - 1] : -1, inner_b = b_has ? b->dims[b->rank - 2] : -1;
    if (a_has && b_has && inner_a != inner_b)
        return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, 1, -1,
                            "Error in matMul: inner shapes (%lld) and (%lld) of Tensors must "
                            "match.",
                            (long long)inner_a, (long long)inner_b);
    if (a_has != b_has)
        return pc_error_set(err, PC_INVALID_RANK, a_has ? 1 : 0, -1, -1,
                            "Error in matMul: inner shapes of Tensors of ranks %d and %d must "
                            "match (one reads undefined)",
                            a->rank, b->rank);
    return PC_OK;
}

static pc_status check_inner(const matmul_geometry *g, pc_error *err) {
    if (g->k_a != g->k_b)
        return pc_error_set(err, PC_INCOMPATIBLE_SHAPES, 0, 1, -1,
                            "matmul: x1's last size %lld differs from x2's contracted size %lld",
                            (long long)g->k_a, (long long)g->k_b);
    return PC_OK;
}

static pc_status check_batch(matmul_geometry *g, pc_error *err) {
    pc_status status = pc_broadcast_pair(&g->batch_a, &g->batch_b, &g->batch, err);
    if (status != PC_OK && err != NULL)
        snprintf(err->message + strlen(err->message), sizeof err->message - strlen(err->message),
                 " (matmul's batch dimensions)");
    return status;
}

/* The kernel PyTorch's _matmul_impl (aten/src/ATen/native/LinearAlgebra.cpp)
** reaches: dot for two 1-D operands, mv for 2-D x 1-D, mm for 1-D or 2-D x
** 2-D; beyond 2-D, should_fold folds the larger operand into a matrix (mm
** where the other is 2-D, mv where it is 1-D) unless both have 3 or more
** dimensions, or x1 is 2-D, or x1 is 1-D and x2 transposed in its last two
** dimensions is not contiguous in its leading ones (for row-major x2:
** unless it is empty or its contracted size is 1); otherwise bmm. The
** oracle's arrays are taken as the row-major tensors the cases describe. */
typedef enum torch_kernel { TORCH_DOT, TORCH_MV, TORCH_MM, TORCH_BMM } torch_kernel;

static int torch_folds(const pc_shape *a, const pc_shape *b) {
    int a_larger = a->rank >= b->rank;
    int dim_t1 = a_larger ? a->rank : b->rank, dim_t2 = a_larger ? b->rank : a->rank;
    if (!(dim_t1 >= 3 && dim_t2 <= 2)) return 0;
    if (a->rank == 2) return 0;
    if (a_larger) return 1; /* row-major x1 folds */
    /* t1 = x2.mT(): x2's row-major strides, the last two swapped. */
    int64_t strides[PC_MAX_RANK], dims[PC_MAX_RANK], stride = 1;
    /* "Can always fold if the tensor is empty": looked for first, so the
    ** strides below multiply sizes of an array that has elements (whose
    ** product fits in int64). */
    for (int d = 0; d < b->rank; d++)
        if (b->dims[d] == 0) return 1;
    for (int d = b->rank - 1; d >= 0; d--) {
        strides[d] = stride;
        dims[d] = b->dims[d];
        stride *= b->dims[d] > 1 ? b->dims[d] : 1;
    }
    int last = b->rank - 1;
    int64_t swap = strides[last];
    strides[last] = strides[last - 1];
    strides[last - 1] = swap;
    swap = dims[last];
    dims[last] = dims[last - 1];
    dims[last - 1] = swap;
    for (int i = 0; i < dim_t1 - 2; i++)
        if (strides[i] != strides[i + 1] * dims[i + 1]) return 0;
    return 1;
}

static torch_kernel torch_kernel_of(const pc_shape *a, const pc_shape *b) {
    if (a->rank == 1 && b->rank == 1) return TORCH_DOT;
    if (a->rank == 2 && b->rank == 1) return TORCH_MV;
    if (a->rank <= 2 && b->rank == 2) return TORCH_MM;
    if (torch_folds(a, b)) return (a->rank >= b->rank ? b->rank : a->rank) == 2 ? TORCH_MM : TORCH_MV;
    return TORCH_BMM;
}

/* The dtypes: promotion (or PyTorch's equality), then the refusals of the
** profile's row (and PyTorch's kernel's own). PyTorch's kernels are dispatched only for work to do: an
** empty result or K = 0 returns before them (LinearAlgebra.cpp
** addmm_impl_cpu_ and bmm_out_or_baddbmm_, Blas.cpp addmv_out_cpu: "if
** (result.numel() == 0) return", the K = 0 zero fill), except dot (1-D x
** 1-D), which always dispatches. Its equality checks come before that
** (addmm_impl_cpu_'s "expected m1 and m2 to have the same dtype", addmv's
** meta "addmv input tensors must have the same dtype", dot_check), except
** in bmm, which has none: there an empty result or K = 0 takes x2's dtype
** (bmm's meta sets the output from batch2's options). */
/* Whether PyTorch's kernel has nothing to do: an empty result or K = 0,
** outside dot. */
static int without_work(const fn_matmul_rules *rules, const pc_function_call *call,
                        const matmul_geometry *g, int shapes_valid) {
    const pc_array *a = call->operands[0].array, *b = call->operands[1].array;
    if (!rules->kernel_skips_empty || !shapes_valid || (a->shape.rank == 1 && b->shape.rank == 1))
        return 0;
    pc_shape shape;
    result_shape(g, &shape);
    int64_t count;
    return pc_shape_element_count(&shape, &count, NULL) == PC_OK && (count == 0 || g->k_a == 0);
}

static pc_status check_dtype(const pc_profile *profile, const pc_promotion_options *options,
                             const fn_matmul_rules *rules, const pc_function_call *call,
                             const matmul_geometry *g, int shapes_valid, pc_dtype *compute,
                             pc_error *err) {
    const pc_array *a = call->operands[0].array, *b = call->operands[1].array;
    if (!rules->dtypes.same_dtype_required)
        return fn_result_type(profile, options, call->operands, 2, compute, err);
    *compute = a->dtype;
    if (a->dtype != b->dtype && without_work(rules, call, g, shapes_valid) &&
        torch_kernel_of(&a->shape, &b->shape) == TORCH_BMM) {
        *compute = b->dtype;
        return PC_OK;
    }
    fn_dtype_rules equality = rules->dtypes;
    equality.refused_kinds = equality.refused_dtypes = 0;
    return fn_dtype_check(&equality, "matmul", a->dtype, b->dtype, b->dtype, err);
}

static pc_status check_kernel(const fn_matmul_rules *rules, const pc_function_call *call,
                              const matmul_geometry *g, int shapes_valid, pc_dtype compute,
                              pc_error *err) {
    const pc_array *a = call->operands[0].array, *b = call->operands[1].array;
    if (without_work(rules, call, g, shapes_valid)) return PC_OK;
    fn_dtype_rules refusals = rules->dtypes;
    refusals.same_dtype_required = 0;
    if (rules->refused_outside_mm && torch_kernel_of(&a->shape, &b->shape) != TORCH_MM)
        refusals.refused_dtypes |= rules->refused_outside_mm;
    return fn_dtype_check(&refusals, "matmul", a->dtype, b->dtype, compute, err);
}

static pc_status matmul_plan(const pc_profile *profile, const pc_promotion_options *options,
                             const pc_function_call *call, pc_function_plan *plan,
                             matmul_geometry *g, pc_error *err) {
    const fn_rules *row = fn_rules_for(profile);
    if (row == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "matmul: no such profile");
    if (plan == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "matmul: no plan to fill");
    if (call->operand_count != 2)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "matmul: 2 operands, not %d", call->operand_count);
    pc_status status = fn_check_arrays(call, err);
    if (status != PC_OK) return status;
    const pc_shape *a = &call->operands[0].array->shape, *b = &call->operands[1].array->shape;
    const fn_matmul_rules *rules = &row->matmul;
    const fn_check *order = a->rank == 1 && b->rank == 1 ? rules->order_vectors : rules->order;
    memset(plan, 0, sizeof *plan);
    memset(g, 0, sizeof *g);
    int ranks_valid = a->rank > 0 && b->rank > 0;
    if (ranks_valid) geometry_of(a, b, g);
    int inner_checked = 0, batch_checked = 0, has_kernel_check = 0;
    for (int k = 0; k < FN_MAX_CHECKS && order[k] != FN_END; k++)
        has_kernel_check |= order[k] == FN_KERNEL;
    pc_dtype compute = PC_DTYPE_NONE;
    for (int k = 0; k < FN_MAX_CHECKS && order[k] != FN_END; k++) {
        switch (order[k]) {
        case FN_RANK:
            status = check_rank(rules, a, b, err);
            break;
        case FN_INNER:
            status = rules->vectors_refused ? check_inner_tfjs(a, b, err) : check_inner(g, err);
            inner_checked = 1;
            break;
        case FN_BATCH:
            status = check_batch(g, err);
            batch_checked = 1;
            break;
        case FN_DTYPE:
            status = check_dtype(profile, options, rules, call, g,
                                 ranks_valid && inner_checked && batch_checked, &compute, err);
            if (status == PC_OK && !has_kernel_check)
                status = check_kernel(rules, call, g, ranks_valid && inner_checked && batch_checked,
                                      compute, err);
            break;
        case FN_INPUTS:
            status = fn_input_dtypes_check(row->inputs.matmul_dtypes, "matmul", call, err);
            break;
        case FN_KERNEL:
            status = check_kernel(rules, call, g, ranks_valid && inner_checked && batch_checked,
                                  compute, err);
            break;
        default:
            break;
        }
        if (status != PC_OK) return status;
    }
    if (!batch_checked) {
        status = check_batch(g, err);
        if (status != PC_OK) return status;
    }
    result_shape(g, &plan->shape);
    int64_t count;
    status = pc_shape_element_count(&plan->shape, &count, err);
    if (status != PC_OK) return status;
    plan->result_dtype = plan->compute_dtype = compute;
    return PC_OK;
}

pc_status function_matmul_plan(const pc_profile *profile, const pc_promotion_options *options,
                               const pc_function_call *call, pc_function_plan *plan,
                               pc_error *err) {
    matmul_geometry g;
    return matmul_plan(profile, options, call, plan, &g, err);
}

pc_status function_matmul_compute(const pc_profile *profile, const pc_promotion_options *options,
                                  const pc_function_call *call, const pc_array *out,
                                  pc_error *err) {
    pc_function_plan plan;
    matmul_geometry g;
    pc_status status = matmul_plan(profile, options, call, &plan, &g, err);
    if (status != PC_OK) return status;
    status = fn_check_out(call, &plan, out, err);
    if (status != PC_OK) return status;
    const pc_array *a = call->operands[0].array, *b = call->operands[1].array;
    fn_contraction c;
    memset(&c, 0, sizeof c);
    c.k = g.k_a;
    c.compute = plan.compute_dtype;
    c.js_block = fn_rules_for(profile)->matmul.js_block;
    c.a_k_stride = a->strides[a->shape.rank - 1];
    c.b_k_stride = g.b_matrix ? b->strides[b->shape.rank - 2] : b->strides[0];
    /* Batch dimensions: each operand's strides broadcast to the common
    ** batch shape; then x1 moves along rows, x2 along columns. */
    pc_loop_broadcast_strides(&g.batch_a, a->strides, &g.batch, c.a_strides);
    pc_loop_broadcast_strides(&g.batch_b, b->strides, &g.batch, c.b_strides);
    int d = g.batch.rank;
    if (g.a_matrix) {
        c.a_strides[d] = a->strides[a->shape.rank - 2];
        c.b_strides[d] = 0;
        d++;
    }
    if (g.b_matrix) {
        c.a_strides[d] = 0;
        c.b_strides[d] = b->strides[b->shape.rank - 1];
    }
    fn_contract(&c, a, b, out);
    return PC_OK;
}
