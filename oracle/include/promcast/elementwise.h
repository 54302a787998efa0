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
