/*
** promcast/elementwise.h: the element-wise binary ops, with values.
**
** Each op broadcasts its operands (promcast/broadcast.h) through strides,
** never copying them; computes in the profile's result dtype of the two
** arrays (an operand's category, dimensioned or 0-d, follows from its
** rank); and applies the op's own dtype rules: comparisons give bool, true
** division of integers or bools gives the default float dtype, the bitwise
** ops refuse floating and complex types, and (torch) subtraction refuses
** bool.
** Integers wrap (two's complement); float16, bfloat16 and complex32 results
** are correctly rounded, ties to even; NaN, infinities and -0.0 propagate as
** IEEE 754 says. pow, atan2, hypot and logaddexp of reals are a long double
** reference rounded once to the result dtype (C11 Annex F's special cases
** exact, other values within an ulp or so of the libraries'); complex pow
** is the principal value exp(y log x).
**
** Use is two-step, so the oracle never allocates: plan (result shape and
** dtype), then the caller provides the result memory and computes.
** Either operand may instead be a Python scalar (pc_binary_operand, the
** pc_binary_mixed_* functions): its dtype is the profile's result_type, its
** value converted by the library's own rule.
*/
#ifndef PROMCAST_ELEMENTWISE_H
#define PROMCAST_ELEMENTWISE_H

#include "promcast/api.h"

#include "promcast/array.h"
#include "promcast/profile.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum pc_binary_op {
    PC_OP_ADD,
    PC_OP_SUBTRACT,
    PC_OP_MULTIPLY,
    PC_OP_DIVIDE,
    PC_OP_MAXIMUM,
    PC_OP_EQUAL,
    PC_OP_LESS,
    PC_OP_BITWISE_AND,
    /* Appended, so the values above keep their numbers. */
    PC_OP_NOT_EQUAL,
    PC_OP_LESS_EQUAL,
    PC_OP_GREATER,
    PC_OP_GREATER_EQUAL,
    PC_OP_MINIMUM,
    PC_OP_BITWISE_OR,
    PC_OP_BITWISE_XOR,
    /* Appended, so the values above keep their numbers. */
    PC_OP_FLOOR_DIVIDE,
    PC_OP_REMAINDER,
    PC_OP_COPYSIGN,
    PC_OP_NEXTAFTER,
    PC_OP_BITWISE_LEFT_SHIFT,
    PC_OP_BITWISE_RIGHT_SHIFT,
    PC_OP_LOGICAL_AND,
    PC_OP_LOGICAL_OR,
    PC_OP_LOGICAL_XOR,
    /* Appended, so the values above keep their numbers. */
    PC_OP_POW,
    PC_OP_ATAN2,
    PC_OP_HYPOT,
    PC_OP_LOGADDEXP,
    PC_BINARY_OP_COUNT
} pc_binary_op;

/* "add", "subtract", ..., "logaddexp" (the Array API standard's names);
** "invalid_op" out of range. */
PC_API const char *pc_binary_op_name(pc_binary_op op);

/* Parses an op name; returns 1 and sets *op, or 0 if unknown. */
PC_API int pc_binary_op_parse(const char *name, pc_binary_op *op);

/* What an op will do: its result shape, the dtype both operands are
** converted to before the op (compute_dtype), and the result's dtype
** (result_dtype: bool for comparisons, else compute_dtype). For an in-place
** op result_dtype is the destination's dtype. */
typedef struct pc_binary_plan {
    pc_shape shape;
    pc_dtype compute_dtype;
    pc_dtype result_dtype;
} pc_binary_plan;

/* Out-of-place: a (op) b. Errors: PC_INCOMPATIBLE_SHAPES, PC_NO_PROMOTION,
** PC_UNSUPPORTED_DTYPE_FOR_OP, PC_SHAPE_OVERFLOW, PC_INVALID_ARGUMENT, and
** PC_INVALID_ARGUMENT where the profile's library has no such function. */
PC_API pc_status pc_binary_plan_make(const pc_profile *profile,
                              const pc_promotion_options *options,
                              pc_binary_op op, pc_dtype a_dtype,
                              const pc_shape *a_shape, pc_dtype b_dtype,
                              const pc_shape *b_shape, pc_binary_plan *plan,
                              pc_error *err);

/* In place: a (op)= b. The plan of the out-of-place op, then: the result
** must be castable to a's dtype (pc_can_cast, else PC_CANNOT_CAST) and
** broadcasting must leave a's shape unchanged (pc_inplace_broadcast, else
** PC_INPLACE_SHAPE_CHANGE). */
PC_API pc_status pc_binary_inplace_plan_make(const pc_profile *profile,
                                      const pc_promotion_options *options,
                                      pc_binary_op op, pc_dtype a_dtype,
                                      const pc_shape *a_shape,
                                      pc_dtype b_dtype, const pc_shape *b_shape,
                                      pc_binary_plan *plan, pc_error *err);

/* Computes a (op) b into `out`, which the caller has set up with the plan's
** dtype and shape over memory of its own (any strides without overlap).
** Some outcomes depend on the operands' values (integer division by zero,
** shift counts out of range): where the profile's library refuses such a
** value the result is PC_INVALID_VALUE, where its outcome is undefined
** behaviour or left to implementations PC_UNDEFINED, in both cases with
** the flat index of the first such element in the broadcast shape and
** nothing written. */
PC_API pc_status pc_binary_compute(const pc_profile *profile,
                            const pc_promotion_options *options,
                            pc_binary_op op, const pc_array *a,
                            const pc_array *b, const pc_array *out,
                            pc_error *err);

/* Computes a (op)= b: exactly the out-of-place op, then a cast to a's dtype
** (integers wrap, floats round to nearest even). `a` must not be a broadcast
** view (no stride 0 on a dimension of size > 1). Value-dependent outcomes
** as pc_binary_compute: on PC_INVALID_VALUE or PC_UNDEFINED `a` is left
** unchanged. */
PC_API pc_status pc_binary_compute_inplace(const pc_profile *profile,
                                    const pc_promotion_options *options,
                                    pc_binary_op op, const pc_array *a,
                                    const pc_array *b, pc_error *err);

/* One operand of an element-wise op that may be a Python scalar
** (`uint8_array + 300`, `2.5 * x`): exactly one of the two pointers is
** set. Both are borrowed: the caller owns the array (and its memory) and
** the scalar, which must outlive the call that reads them; the oracle
** keeps neither. A scalar is a pc_operand of category PC_OPERAND_SCALAR
** whose value is given (has_value = 1; a Python int's sign and magnitude,
** beyond_64_bits for larger ones, and `real` its correctly rounded
** double). */
typedef struct pc_binary_operand {
    const pc_array *array;
    const pc_operand *scalar;
} pc_binary_operand;

/* The operand that is this array, or this scalar. */
PC_API pc_binary_operand pc_binary_operand_array(const pc_array *array);
PC_API pc_binary_operand pc_binary_operand_scalar(const pc_operand *scalar);

/* pc_binary_plan_make where a or b may be a Python scalar (not both:
** PC_INVALID_ARGUMENT). The op's dtypes are those of the arrays with the
** scalar as the profile's result_type sees it (an array's category follows
** from its rank), then the op's own rules, as for two arrays; the scalar
** broadcasts as a 0-d array. On top of the errors of pc_binary_plan_make,
** the scalar's value may be refused, by the profile's rules
** (docs/semantics.md, "Python scalars in element-wise ops"):
** PC_SCALAR_OUT_OF_RANGE (an int PyTorch cannot unpack into int64, or JAX
** into its default int; an int NumPy 2 cannot store in the compute dtype),
** PC_UNDEFINED (an int outside the dtype under the Array API standard),
** PC_INVALID_VALUE (a value the op refuses: PyTorch's integer pow by a
** negative int). */
PC_API pc_status pc_binary_mixed_plan_make(const pc_profile *profile,
                                           const pc_promotion_options *options,
                                           pc_binary_op op, const pc_binary_operand *a,
                                           const pc_binary_operand *b, pc_binary_plan *plan,
                                           pc_error *err);

/* In place: a (op)= b, b an array or a Python scalar; the checks of
** pc_binary_inplace_plan_make and pc_binary_mixed_plan_make. */
PC_API pc_status pc_binary_mixed_inplace_plan_make(const pc_profile *profile,
                                                   const pc_promotion_options *options,
                                                   pc_binary_op op, const pc_array *a,
                                                   const pc_binary_operand *b,
                                                   pc_binary_plan *plan, pc_error *err);

/* pc_binary_compute where a or b may be a Python scalar: the scalar's
** value is converted to the compute dtype by the profile's rule (PyTorch,
** JAX and MLX wrap an int that does not fit, NumPy 2 and the Array API
** refuse it; floats round to nearest, through float32 first where the
** library does so), then the op runs as with a 0-d array of it. NumPy 2's
** comparisons of an integer array with an int outside its range give the
** constant they mean (uint8_array < 300 is all true). */
PC_API pc_status pc_binary_mixed_compute(const pc_profile *profile,
                                         const pc_promotion_options *options,
                                         pc_binary_op op, const pc_binary_operand *a,
                                         const pc_binary_operand *b, const pc_array *out,
                                         pc_error *err);

/* pc_binary_compute_inplace where b may be a Python scalar. */
PC_API pc_status pc_binary_mixed_compute_inplace(const pc_profile *profile,
                                                 const pc_promotion_options *options,
                                                 pc_binary_op op, const pc_array *a,
                                                 const pc_binary_operand *b, pc_error *err);

/* pc_binary_mixed_compute and pc_binary_mixed_compute_inplace for a
** caller that made the plan already (to allocate `out`): `plan` is what
** pc_binary_mixed_plan_make (pc_binary_mixed_inplace_plan_make) answered
** with PC_OK for the same profile, options, op and operands, and is not
** made again. The operands and out are checked as those functions check
** them, and the plan against them as far as memory is concerned (valid
** dtypes; a shape every array operand broadcasts to, in place a's own):
** a plan made for other operands gives PC_INVALID_ARGUMENT, or values
** computed as the plan says, never an access past an operand. */
PC_API pc_status pc_binary_mixed_compute_planned(const pc_profile *profile,
                                                 const pc_promotion_options *options,
                                                 pc_binary_op op, const pc_binary_operand *a,
                                                 const pc_binary_operand *b,
                                                 const pc_binary_plan *plan,
                                                 const pc_array *out, pc_error *err);
PC_API pc_status pc_binary_mixed_compute_inplace_planned(const pc_profile *profile,
                                                         const pc_promotion_options *options,
                                                         pc_binary_op op, const pc_array *a,
                                                         const pc_binary_operand *b,
                                                         const pc_binary_plan *plan,
                                                         pc_error *err);

/* The value a Python scalar operand takes in an op's compute dtype
** (`compute`, a plan's compute_dtype), by the profile's conversion rule
** (pc_binary_mixed_compute's), written as one element of `compute` at
** `element` (16 bytes hold any dtype). For callers that run their own
** kernels on the oracle's operands. The scalar must have its value. No
** op's own rule applies (an op that reads only a scalar's truth, such as
** MLX's logical functions, sees its value here). */
PC_API void pc_binary_scalar_element(const pc_profile *profile,
                                     const pc_promotion_options *options,
                                     const pc_operand *scalar, pc_dtype compute,
                                     void *element);

/* Converts one element stored as dtype `from` at `source` to dtype `to` at
** `destination` (the cast an in-place op ends with): integers wrap, floats
** round to nearest even, complex to real drops the imaginary part, anything
** to bool is "!= 0". Used by tests and by the case reader. */
PC_API void pc_cast_element(pc_dtype from, const void *source, pc_dtype to,
                     void *destination);

#ifdef __cplusplus
}
#endif
#endif
