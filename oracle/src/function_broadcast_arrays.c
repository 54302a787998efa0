/*
** function_broadcast_arrays.c: broadcast_arrays (promcast/functions.h).
** No promotion and no profile: the Array API standard's broadcast_arrays
** ("Each array must have the same shape. Each array must have the same
** dtype as its corresponding input array"), NumPy's np.broadcast_arrays,
** torch.broadcast_tensors, jnp.broadcast_arrays and mx.broadcast_arrays
** alike. The plan gives the common shape (no dtype); the views are
** pc_broadcast_arrays' (functions.c); there is nothing to compute.
*/
#include "function_support.h"
#include "functions_internal.h"

#include <string.h>

#include "promcast/broadcast.h"

/* Folds the shapes of `count` arrays left to right (pc_broadcast_shapes'
** rule, pairwise so 4096 shapes need no array of them); the error names
** the array that failed. No arrays: the shape [] (broadcasting nothing). */
pc_status fn_broadcast_common_shape(const pc_array *arrays, const pc_binary_operand *operands,
                                    int count, pc_shape *shape, pc_error *err) {
    memset(shape, 0, sizeof *shape);
    for (int i = 0; i < count; i++) {
        const pc_shape *next = arrays ? &arrays[i].shape : &operands[i].array->shape;
        if (i == 0) {
            *shape = *next;
            int64_t elements;
            pc_status status = pc_shape_element_count(shape, &elements, err);
            if (status != PC_OK) return status;
            continue;
        }
        pc_shape folded;
        pc_status status = pc_broadcast_pair(shape, next, &folded, err);
        if (status != PC_OK) {
            if (err != NULL) {
                err->operand_a = -1; /* the shape of the arrays before it */
                err->operand_b = i;
            }
            return status;
        }
        *shape = folded;
    }
    return PC_OK;
}

pc_status function_broadcast_arrays_plan(const pc_profile *profile,
                                         const pc_promotion_options *options,
                                         const pc_function_call *call, pc_function_plan *plan,
                                         pc_error *err) {
    (void)profile, (void)options;
    if (plan == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "broadcast_arrays: no plan to fill");
    pc_status status = fn_check_arrays(call, err);
    if (status != PC_OK) return status;
    memset(plan, 0, sizeof *plan);
    plan->result_dtype = plan->compute_dtype = PC_DTYPE_NONE;
    return fn_broadcast_common_shape(NULL, call->operands, call->operand_count, &plan->shape,
                                     err);
}

pc_status function_broadcast_arrays_compute(const pc_profile *profile,
                                            const pc_promotion_options *options,
                                            const pc_function_call *call, const pc_array *out,
                                            pc_error *err) {
    (void)profile, (void)options, (void)call, (void)out;
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                        "broadcast_arrays makes views (pc_broadcast_arrays): nothing to compute");
}
