/*
** profile_internal.h: what a promotion profile is made of.
**
** Invariant: every function pointer is set, except those marked optional;
** tables are indexed by pc_dtype
** and hold PC_DTYPE_NONE where the profile defines no promotion. Profiles are
** const objects with static storage: the oracle has no mutable global state.
*/
#ifndef PROMCAST_PROFILE_INTERNAL_H
#define PROMCAST_PROFILE_INTERNAL_H

#include "binary_ops.h"
#include "elementwise_kernels.h"
#include "elementwise_scalar.h"
#include "elementwise_values.h"
#include "promcast/elementwise.h"
#include "promcast/profile.h"

struct pc_profile {
    const char *name;
    const char *source;
    /* Optional (NULL: the profile has no versions, its family is its
    ** name): the family the profile is a version of, the version, and the
    ** family's versions, oldest first, `version_count` of them. */
    const char *family;
    const char *version;
    const pc_profile *const *versions;
    int version_count;
    /* Optional (NULL: every op the case format names): whether the library
    ** or the version has an op of the case format's name (pc_profile_has_op;
    ** array_api_versions.c for the standard). */
    int (*has_op)(const pc_profile *profile, const char *op);
    /* Bits 1 << op of the element-wise functions the library lacks (MLX's
    ** copysign, nextafter, hypot): pc_profile_has_op's answer for them and
    ** their in-place forms, where has_op is NULL. */
    uint64_t lacks_binary_ops;
    /* Optional (NULL: accepted wherever the op's own rules accept one):
    ** PC_OK if the profile has the call of `op` (the case format's name:
    ** "result_type", "where", "maximum", "add_inplace") with a Python
    ** scalar argument, else the outcome (PC_UNDEFINED: the version of the
    ** standard has the function but not that call). */
    pc_status (*scalar_argument_check)(const pc_profile *profile, const char *op,
                                       pc_error *err);
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
    ** comparisons do not (build_comparison_op sets no safe-casting check).
    ** Returns a pc_inplace_policy (below); 0 and 1 read as "no" and "yes". */
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
    /* Optional (0: binary_op_dtypes' refusals are reported where the
    ** promotion is). JAX promotes (promote_args) before it broadcasts,
    ** and the lax primitive refuses a dtype (bool - bool, bitwise_and of
    ** floats) only after its shape rule; with dtypes_before_shapes such a
    ** profile sets this to report binary_op_dtypes' refusal after shapes. */
    int refusals_after_shapes;
    /* Bits 1 << op of the ops whose binary_op_dtypes refusal is reported
    ** before shapes even with refusals_after_shapes: the library raises it
    ** itself, before the primitive that checks shapes (jnp.floor_divide's,
    ** jnp.copysign's and jnp.hypot's complex refusals). */
    uint64_t refusals_before_shapes_ops;
    /* Optional (NULL: promote_types, whatever the options): the pairwise
    ** promotion under options, for a profile whose table depends on them
    ** (JAX's lattice has one edge that depends on x64). */
    pc_status (*promote_types_with_options)(const pc_promotion_options *options,
                                            pc_dtype a, pc_dtype b,
                                            pc_dtype *result, pc_error *err);
    /* Optional (NULL: pc_binary_kernel_find): the value kernel for op
    ** computed in `compute`, for a library whose kernels differ from the
    ** shared ones where IEEE 754 leaves a choice (NumPy's maximum on ties,
    ** its complex order: elementwise_kernels_numpy.h). */
    pc_binary_kernel (*binary_kernel)(pc_binary_op op, pc_dtype compute);
    /* Optional (NULL: pc_wide_convert): how an operand reaches the kernel
    ** in the compute dtype, for a library whose cast keeps more than the
    ** compute dtype holds (TensorFlow.js: an int32 tensor cast to float32
    ** keeps its Int32Array, pc_tfjs_operand_convert). */
    void (*operand_convert)(pc_dtype from, pc_dtype to, pc_wide *values, int64_t count);
    /* Optional (0 rows: every value has the kernel's outcome): the op's
    ** value-dependent outcomes (elementwise_values.h), checked on the
    ** operands in the compute dtype before any result is written. */
    const pc_value_rule *value_rules;
    size_t value_rule_count;
    /* Optional (NULL: b's size makes no difference): the refusal of a
    ** kernel branch taken when b has exactly one element, checked after
    ** shapes on an op binary_op_dtypes accepted (PyTorch's mul_kernel runs
    ** reduced floating types with a one-element b through
    ** AT_DISPATCH_REDUCED_FLOATING_TYPES, which has no float8). */
    pc_status (*binary_op_one_element_b)(pc_binary_op op, pc_dtype compute, pc_error *err);
    /* Optional (NULL: a Python scalar operand's value is converted to the
    ** compute dtype exactly as a 0-d array's element is, pc_cast_element):
    ** how the library converts it (elementwise_scalar.h). */
    const pc_scalar_rules *scalar_rules;
    /* 1 where binary_op_check_inputs sees a Python scalar as the dtype
    ** result_type gives it alone (PyTorch: a wrapped number is a 0-d tensor
    ** of int64, double, complex or bool when sub_check looks at it); 0
    ** where it sees the dtype the scalar is converted to (NEP 50's weak
    ** scalars, the Array API's, JAX's and MLX's). */
    int scalar_checked_as_own;
    /* Optional (NULL: the plan's own order, above): every check of the
    ** call on its operands as given (a Python scalar still one, with its
    ** shape, rank 0), in the library's order, before any other check of
    ** the plan; binary_op_dtypes and the broadcast then find nothing to
    ** refuse. For a library whose op functions check dtypes and shapes in
    ** an order of their own per op (TensorFlow.js: logicalAnd's bool
    ** check before its shapes, bitwiseAnd's equal shapes before its int32
    ** check, a kernel's complex64 refusal before or after the shapes). */
    pc_status (*binary_op_check_call)(const pc_profile *profile, pc_binary_op op,
                                      const pc_operand operands[2], const pc_shape shapes[2],
                                      pc_error *err);
    /* Optional (NULL: result_type of the two operands): the dtype an
    ** element-wise op of two arrays computes from, for a library whose ops
    ** bind their operands to type parameters of their own (ONNX's Pow: a
    ** base of T and an exponent of T1); binary_op_dtypes then sees it as
    ** `promoted`. */
    pc_status (*binary_op_promote)(pc_binary_op op, pc_dtype a, pc_dtype b,
                                   pc_dtype *promoted, pc_error *err);
    /* Optional (NULL: the value rules alone): outcomes that depend on the
    ** operands' values and on the result dtype too, which the value rules
    ** (keyed by the compute dtype) cannot state: checked like them, on each
    ** chunk of operands in the compute dtype, before any result is written
    ** (ONNX's Pow of an integer base whose real power has no value in the
    ** base's type). PC_OK, or the outcome with a message naming the
    ** element. */
    pc_status (*binary_values_check)(pc_binary_op op, pc_dtype compute, pc_dtype result,
                                     const pc_wide *a, const pc_wide *b, int64_t count,
                                     int64_t first_index, pc_error *err);
    /* 1 where a library without versions has no call of the ops has_op
    ** says no to, so that a case of one is left open (PC_UNDEFINED: ONNX
    ** has no operator for floor_divide or vecdot); 0 where it refuses them
    ** by its own rules (pc_profile_check_op). */
    int lacked_ops_undefined;
    /* Optional (NULL: the element count's limit alone): the library's own
    ** limit on the sizes of an array it makes (array_size.h), checked on
    ** every array operand and on every result it allocates. PC_OK or
    ** PC_SHAPE_OVERFLOW; `operand` names the array, -1 the result. */
    pc_status (*array_size_check)(pc_dtype dtype, const pc_shape *shape, int operand,
                                  pc_error *err);
    /* Optional (NULL: pc_wide_convert): how the library converts an
    ** element it copies or selects into another dtype (where, concat,
    ** stack), where that differs from pc_cast_element's rule (PyTorch's and
    ** XLA's integer to bfloat16 through float32, cast_internal.h). */
    pc_wide_converter element_convert;
};

/* What binary_op_inplace_checks_cast returns: how an in-place form treats a
** result dtype the destination cannot hold. */
typedef enum pc_inplace_policy {
    /* No check: the result is cast to the destination (PyTorch eq_, lt_). */
    PC_INPLACE_NO_CHECK = 0,
    /* can_cast(result, destination), else PC_CANNOT_CAST (PyTorch). */
    PC_INPLACE_CAST_CHECKED = 1,
    /* can_cast(result, destination), else PC_UNDEFINED: the Array API's
    ** in-place operators leave a result dtype other than the destination's
    ** to implementations. */
    PC_INPLACE_MISMATCH_UNDEFINED = 2,
    /* The library has no in-place form of the op that writes into the
    ** destination (JAX's immutable arrays, MLX's rebinding __iadd__, the
    ** Array API's missing in-place comparisons): PC_UNDEFINED, whatever the
    ** operands. */
    PC_INPLACE_FORM_UNDEFINED = 3
} pc_inplace_policy;

/* Hooks profiles share (profile.c): no refusal of the inputs' own dtypes
** before promotion (JAX, MLX, the Array API), and no in-place form of any
** op (JAX's immutable arrays, MLX's rebinding __iadd__). */
pc_status pc_profile_check_no_inputs(pc_binary_op op, pc_dtype a, pc_dtype b,
                                     pc_error *err);
int pc_profile_no_inplace_form(pc_binary_op op);

/* PC_OK, or PC_UNDEFINED at the first Python scalar among `operands`: the
** result_type of a library that has no such values (ONNX, stdlib). */
pc_status pc_profile_no_scalar_operands(const pc_profile *profile, const pc_operand *operands,
                                        int count, pc_error *err);

/* scalar_argument_check of such a library: PC_UNDEFINED for every op. */
pc_status pc_profile_no_scalar_argument(const pc_profile *profile, const char *op,
                                        pc_error *err);

/* result_type's promotion as the operations apply it (an operator's
** Python scalar, a function's): pc_result_type without the check of
** result_type's own arguments (scalar_argument_check). */
pc_status pc_profile_promote_operands(const pc_profile *profile,
                                      const pc_promotion_options *options,
                                      const pc_operand *operands, int count,
                                      pc_dtype *result, pc_error *err);

/* PC_OK if the profile has `op` (case format name); a version of a standard
** without it leaves the call to implementations (PC_UNDEFINED: a library
** may have the function beyond the standard). A library without versions
** refuses the functions it lacks by its own rules, so this is PC_OK for
** it, unless its has_op lists the ops it has (tfjs): then an op it lacks is
** PC_INVALID_ARGUMENT. */
pc_status pc_profile_check_op(const pc_profile *profile, const char *op, pc_error *err);

/* pc_profile_check_op of the element-wise function `op` (a valid one),
** without its name where the profile's answer needs none. */
pc_status pc_profile_check_binary_op(const pc_profile *profile, pc_binary_op op,
                                     pc_error *err);

/* PC_OK, or the profile's outcome of a Python scalar argument to `op`
** (scalar_argument_check). */
pc_status pc_profile_check_scalar_argument(const pc_profile *profile, const char *op,
                                           pc_error *err);

/* The element-wise function a case-format op name names ("add",
** "add_inplace": PC_OP_ADD), or -1. */
int pc_binary_op_of_case_name(const char *op);

extern const pc_profile pc_profile_torch_value;
extern const pc_profile pc_profile_numpy_value;
extern const pc_profile pc_profile_jax_value;
extern const pc_profile pc_profile_mlx_value;
extern const pc_profile pc_profile_tfjs_value;
extern const pc_profile pc_profile_onnx_value;
extern const pc_profile pc_profile_stdlib_value;
/* The Array API standard's versions; the latest is "array-api". */
extern const pc_profile pc_profile_array_api_value;
extern const pc_profile pc_profile_array_api_2021_12_value;
extern const pc_profile pc_profile_array_api_2022_12_value;
extern const pc_profile pc_profile_array_api_2023_12_value;
extern const pc_profile pc_profile_array_api_2024_12_value;

#endif
