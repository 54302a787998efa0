/*
** profile_internal.h: what a promotion profile is made of.
**
** Invariant: every function pointer is set; tables are indexed by pc_dtype
** and hold PC_DTYPE_NONE where the profile defines no promotion. Profiles are
** const objects with static storage: the oracle has no mutable global state.
*/
#ifndef PROMCAST_PROFILE_INTERNAL_H
#define PROMCAST_PROFILE_INTERNAL_H

#include "promcast/elementwise.h"
#include "promcast/profile.h"

struct pc_profile {
    const char *name;
    const char *source;
    /* The order an element-wise op reports faults in. PyTorch checks shapes
    ** (TensorIterator compute_shape) before dtypes (compute_types); NumPy
    ** resolves the ufunc's loop, dtypes first, before its iterator
    ** broadcasts. See elementwise_plan.c. */
    int dtypes_before_shapes;
    /* 1 where the library has the dtype, indexed by pc_dtype. */
    unsigned char has_dtype[PC_DTYPE_COUNT];
    /* Pairwise promotion of two valid dtypes the profile has. */
    pc_status (*promote_types)(pc_dtype a, pc_dtype b, pc_dtype *result,
                               pc_error *err);
    /* result_type over operands already checked for validity. */
    pc_status (*result_type)(const pc_profile *profile,
                             const pc_promotion_options *options,
                             const pc_operand *operands, int count,
                             pc_dtype *result, pc_error *err);
    /* 1 if an op result of dtype `from` may be stored into `to`. */
    int (*can_cast)(pc_dtype from, pc_dtype to);
    /* The op's refusals that look only at its operands' own dtypes, checked
    ** before shapes and promotion (PyTorch's meta functions: sub_check,
    ** maximum's complex check). PC_OK if the op accepts them. */
    pc_status (*binary_op_check_inputs)(pc_binary_op op, pc_dtype a,
                                        pc_dtype b, pc_error *err);
    /* Whether an in-place form checks can_cast(result, destination); PyTorch's
    ** comparisons do not (build_comparison_op sets no safe-casting check). */
    int (*binary_op_inplace_checks_cast)(pc_binary_op op);
    /* The op's own dtype rules, given the promoted dtype of its operands:
    ** sets the dtype the op computes in and the dtype of its result, or
    ** refuses the op (PC_UNSUPPORTED_DTYPE_FOR_OP). Sets *compute and *result
    ** even when it refuses, because an in-place op checks can_cast on them
    ** before the kernel's refusal (TensorIterator's compute_types runs
    ** before kernel dispatch). */
    pc_status (*binary_op_dtypes)(pc_binary_op op, pc_dtype a, pc_dtype b,
                                  pc_dtype promoted,
                                  const pc_promotion_options *options,
                                  pc_dtype *compute, pc_dtype *result,
                                  pc_error *err);
};

extern const pc_profile pc_profile_torch_value;

#endif
