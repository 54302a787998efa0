/*
** function_rules.h: each profile's rules for matmul, vecdot, concat and
** stack, as data (function_rules.c states each row's sources). A
** function's file runs the checks of its row in the row's order, so an
** input with two faults reports the fault the library reports.
*/
#ifndef PROMCAST_FUNCTION_RULES_H
#define PROMCAST_FUNCTION_RULES_H

#include "promcast/functions.h"

/* One check of a function's plan. */
typedef enum fn_check {
    FN_END = 0,     /* the list ends */
    FN_EMPTY,       /* concat, stack: no arrays */
    FN_RANK,        /* an operand of a rank the function refuses */
    FN_AXIS,        /* the axis against the rank it indexes */
    FN_SHAPES,      /* concat, stack: shapes equal where they must be */
    FN_DTYPE,       /* promotion, then the dtypes the function refuses */
    FN_BATCH,       /* matmul, vecdot: the dimensions that broadcast */
    FN_INNER,       /* matmul, vecdot: the contracted sizes */
    FN_KERNEL,      /* matmul: the dtypes its kernel refuses, where the library
                    ** checks them apart from promotion (else FN_DTYPE does);
                    ** vecdot: those of the product's (or vdot's) kernel */
    FN_REDUCE,      /* vecdot: the dtypes the sum's kernel refuses (only with
                    ** elements to sum) */
    FN_INPUTS       /* each array in operand order: its dtype against the
                    ** function's type constraint, then against array 0's
                    ** (one type parameter; ONNX's checker) */
} fn_check;

#define FN_MAX_CHECKS 6

/* concat and stack. */
typedef struct fn_join_rules {
    pc_status no_arrays;                  /* PC_INVALID_ARGUMENT, or PC_UNDEFINED */
    unsigned char axis_none;              /* concat(axis=None) flattens; else refused */
    unsigned char skip_legacy_empty;      /* PyTorch cat skips 1-D arrays of shape [0] */
    unsigned char rank_of_first_only;     /* FN_RANK looks at arrays[0] alone */
    unsigned char lone_array_unchecked;   /* MLX concatenate returns one array as is */
    unsigned char stack_axis_edges_undefined; /* Array API: stack axis ndim, -(ndim+1) */
    unsigned char concat_axis_undefined;  /* Array API before 2025.12: an invalid concat
                                          ** axis is left open, not an exception */
    fn_check concat_order[FN_MAX_CHECKS];
    fn_check stack_order[FN_MAX_CHECKS];
    /* TensorFlow.js: its own checks, dtype and copy (function_join_tfjs.c)
    ** instead of the orders above. */
    unsigned char tfjs;
    /* PyTorch: stack at a position below the last is cat of the arrays
    ** along that dimension, then a view: their sizes there are summed,
    ** and a sum past INT64_MAX is refused, as cat's is. */
    unsigned char stack_sums_through_cat;
} fn_join_rules;

/* matmul and vecdot: which dtypes are refused, and how. */
typedef struct fn_dtype_rules {
    unsigned char same_dtype_required;    /* PyTorch: no promotion, equal dtypes */
    pc_status mismatch_status;            /* when same_dtype_required */
    unsigned refused_kinds;               /* bits 1 << pc_dtype_kind of the computed dtype */
    unsigned refused_dtypes;              /* bits 1 << pc_dtype */
    pc_status refused_status;             /* PC_UNSUPPORTED_DTYPE_FOR_OP or PC_UNDEFINED */
} fn_dtype_rules;

typedef struct fn_matmul_rules {
    fn_check order[FN_MAX_CHECKS];
    fn_check order_vectors[FN_MAX_CHECKS]; /* both operands 1-D */
    fn_dtype_rules dtypes;
    unsigned char kernel_skips_empty;     /* refusals only with work to do (PyTorch) */
    unsigned refused_outside_mm;          /* PyTorch: dtypes only its mm kernel has */
    /* TensorFlow.js's BatchMatMul reads the last two dimensions of each
    ** operand: FN_RANK refuses a rank below 2 (1-D operands too). */
    unsigned char vectors_refused;
    /* 0, or the block size of a kernel that sums in double per block and
    ** stores into the result's typed array (fn_contraction.js_block). */
    int js_block;
} fn_matmul_rules;

/* How vecdot reads its axis and contracts. */
typedef enum fn_vecdot_model {
    /* The axis indexes each operand by its own rank; contracted sizes must
    ** be equal; the other dimensions broadcast (a gufunc (n),(n)->()). */
    FN_VECDOT_CORE,
    /* The operands broadcast whole (the contracted axis too), then the
    ** product is summed along the axis of the broadcast result. */
    FN_VECDOT_BROADCAST_THEN_SUM
} fn_vecdot_model;

typedef enum fn_vecdot_axis {
    FN_VECDOT_AXIS_PER_OPERAND,   /* [-ndim, ndim) of each operand */
    FN_VECDOT_AXIS_NEGATIVE,      /* Array API 2023.12+: [-min ndim, -1]; else undefined */
    FN_VECDOT_AXIS_BROADCAST_RANK, /* Array API 2021.12, 2022.12: [-N, N), N the larger
                                   ** rank, else an exception; counted from the end in each
                                   ** operand; an operand without it is undefined */
    FN_VECDOT_AXIS_RESULT,        /* PyTorch: the broadcast rank; a 0-d result takes -1, 0 */
    FN_VECDOT_AXIS_FIRST          /* MLX: x1's rank; negative needs equal ranks */
} fn_vecdot_axis;

typedef struct fn_vecdot_rules {
    fn_vecdot_model model;
    fn_vecdot_axis axis;
    unsigned char vectors_dot;     /* PyTorch: two 1-D operands go to vdot */
    unsigned char sum_widens;      /* MLX sum: bool, narrow ints to 32 bits */
    fn_check order[FN_MAX_CHECKS];
    fn_check order_vectors[FN_MAX_CHECKS]; /* when vectors_dot applies */
    fn_dtype_rules dtypes;         /* FN_DTYPE */
    unsigned product_refused;      /* FN_KERNEL: bits 1 << pc_dtype */
    unsigned reduce_refused;       /* FN_REDUCE: bits 1 << pc_dtype */
    unsigned vectors_refused;      /* FN_KERNEL of two 1-D operands (vdot) */
} fn_vecdot_rules;

/* A library whose functions have type constraints (ONNX's operators):
** the dtypes each function's arrays may have, bits 1 << pc_dtype, for
** FN_INPUTS; and whether concat(axis=None) cannot be written at all. */
typedef struct fn_input_rules {
    uint32_t concat_dtypes;
    uint32_t stack_dtypes;
    uint32_t matmul_dtypes;
    /* 1: concat(axis=None) is PC_UNDEFINED (ONNX's Concat has a required
    ** int axis), whatever join.axis_none says. */
    unsigned char concat_axis_none_undefined;
    /* 1: stack's FN_AXIS checks the axis against every array's rank, in
    ** order (ONNX's reference expands each array at the axis before any
    ** shape check), not the first array's alone. */
    unsigned char stack_axis_each;
} fn_input_rules;

typedef struct fn_rules {
    const char *profile;          /* the profile's family */
    const char *since;            /* NULL, or the first version of the family the row is */
    fn_join_rules join;
    fn_matmul_rules matmul;
    fn_vecdot_rules vecdot;
    fn_input_rules inputs;        /* zero: no constraints of this kind */
    /* 1: concat is @stdlib/ndarray's, with its own checks, broadcasting
    ** and copy (function_join_stdlib.c) instead of the join row's. */
    unsigned char stdlib_concat;
} fn_rules;

/* The row of `profile`: of its family, the one of the latest `since` not
** after its version; NULL if none. */
const fn_rules *fn_rules_for(const pc_profile *profile);

/* PC_OK, or the refusal of `dtypes` for the function named `function`,
** of operand dtypes a and b computing in `compute`. */
pc_status fn_dtype_check(const fn_dtype_rules *dtypes, const char *function, pc_dtype a,
                         pc_dtype b, pc_dtype compute, pc_error *err);

/* FN_INPUTS: PC_OK, or for the first of the call's arrays that fails,
** PC_UNSUPPORTED_DTYPE_FOR_OP (a dtype not in `allowed`, bits 1 <<
** pc_dtype) or PC_NO_PROMOTION (another dtype than array 0's). */
pc_status fn_input_dtypes_check(uint32_t allowed, const char *function,
                                const pc_function_call *call, pc_error *err);

#endif
