/*
** promcast/functions.h: the functions of several arrays, with values.
**
** where(condition, x1, x2), clip(x, min, max), matmul(x1, x2),
** vecdot(x1, x2, axis), concat(arrays, axis), stack(arrays, axis) and
** broadcast_arrays(*arrays): the Array API standard's "Searching
** Functions", "Element-wise Functions", "Linear Algebra Functions" and
** "Manipulation Functions"
** (https://data-apis.org/array-api/latest/API_specification/index.html),
** each profile with its library's own rules (docs/semantics.md, "Functions
** of several arrays"; docs/profiles/<name>.md).
**
** Use is two-step, as for the element-wise ops (promcast/elementwise.h),
** so the oracle never allocates: pc_function_plan_make gives the result's
** shape and dtype, or the error the library raises; the caller provides
** the result memory and calls pc_function_compute. broadcast_arrays makes
** views instead (pc_broadcast_arrays).
**
** Operands are pc_binary_operands: an array, a Python scalar (where's x1
** and x2, clip's bounds, where the profile takes one), or neither pointer
** set for an operand left out (clip's None bound). All are borrowed for the
** call.
*/
#ifndef PROMCAST_FUNCTIONS_H
#define PROMCAST_FUNCTIONS_H

#include "promcast/api.h"
#include "promcast/array.h"
#include "promcast/elementwise.h"
#include "promcast/profile.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum pc_function {
    PC_FUNCTION_WHERE,
    PC_FUNCTION_CLIP,
    PC_FUNCTION_MATMUL,
    PC_FUNCTION_VECDOT,
    PC_FUNCTION_CONCAT,
    PC_FUNCTION_STACK,
    PC_FUNCTION_BROADCAST_ARRAYS,
    PC_FUNCTION_COUNT
} pc_function;

/* "where", "clip", "matmul", "vecdot", "concat", "stack",
** "broadcast_arrays" (the case format's and the standard's names);
** "invalid_function" out of range. */
PC_API const char *pc_function_name(pc_function function);

/* Parses a function name; returns 1 and sets *function, or 0. */
PC_API int pc_function_parse(const char *name, pc_function *function);

/* The axis argument: left out (the function's default: concat's and
** stack's 0, vecdot's -1), Python's None (concat only: flatten every array
** first), or an integer, which may be negative or out of range (the
** function then refuses it with PC_INVALID_AXIS). */
typedef enum pc_axis_kind {
    PC_AXIS_DEFAULT,
    PC_AXIS_NONE,
    PC_AXIS_GIVEN
} pc_axis_kind;

typedef struct pc_axis {
    pc_axis_kind kind;
    int64_t value;  /* PC_AXIS_GIVEN */
} pc_axis;

/* The largest number of operands of one call (concat's, stack's and
** broadcast_arrays' arrays); the case format's limit. */
#define PC_FUNCTION_MAX_OPERANDS 4096

/* One call: the function, its operands in the function's order (where:
** condition, x1, x2; clip: x, min, max; matmul, vecdot: x1, x2; concat,
** stack, broadcast_arrays: the arrays, 0 to PC_FUNCTION_MAX_OPERANDS of
** them), and its axis. Which operands may be scalars or left out is the
** function's and the profile's rule; a call outside it is the library's
** error (PC_INVALID_ARGUMENT where the library has no such form). */
typedef struct pc_function_call {
    pc_function function;
    int operand_count;
    const pc_binary_operand *operands;
    pc_axis axis;
} pc_function_call;

/* What a call will give: the result's shape and dtype, and the dtype the
** operands are converted to before computing (clip under the Array API
** keeps x's dtype; matmul of bool under NumPy computes in bool). For
** broadcast_arrays, shape is the common shape and each view keeps its
** operand's dtype (result_dtype and compute_dtype are PC_DTYPE_NONE). */
typedef struct pc_function_plan {
    pc_shape shape;
    pc_dtype result_dtype;
    pc_dtype compute_dtype;
} pc_function_plan;

/* The result shape and dtype of `call` under `profile`, or the error the
** profile's library raises, checked in its order (docs/semantics.md):
** PC_INCOMPATIBLE_SHAPES (operands do not broadcast; matmul's or vecdot's
** contracted sizes differ; concat's or stack's shapes differ where they
** must be equal), PC_INVALID_AXIS, PC_INVALID_RANK, PC_NO_PROMOTION,
** PC_UNSUPPORTED_DTYPE_FOR_OP, PC_SCALAR_OUT_OF_RANGE, PC_UNDEFINED (the
** standard leaves it to implementations), PC_SHAPE_OVERFLOW,
** PC_INVALID_ARGUMENT (no arrays to concat, clip without bounds where the
** library needs one, a function the profile's library lacks). */
PC_API pc_status pc_function_plan_make(const pc_profile *profile,
                                       const pc_promotion_options *options,
                                       const pc_function_call *call,
                                       pc_function_plan *plan, pc_error *err);

/* Computes `call` into `out`, set up by the caller with the plan's dtype
** and shape over memory of its own. Integers wrap; matmul and vecdot of
** floating types sum each product exactly in long double and round once
** (libraries differ from it within the bound docs/values.md states);
** where and clip select values, converted to the result dtype. A
** value-dependent outcome (the Array API's unspecified clip with min >
** max, say) is PC_UNDEFINED with nothing written. Not for
** broadcast_arrays (PC_INVALID_ARGUMENT). */
PC_API pc_status pc_function_compute(const pc_profile *profile,
                                     const pc_promotion_options *options,
                                     const pc_function_call *call,
                                     const pc_array *out, pc_error *err);

/* broadcast_arrays: makes views[i] a view of sources[i] with the common
** broadcast shape (as pc_broadcast_to), for i < count. No profile: the
** rule is the same everywhere. PC_INCOMPATIBLE_SHAPES,
** PC_SHAPE_OVERFLOW. */
PC_API pc_status pc_broadcast_arrays(const pc_array *sources, int count,
                                     pc_array *views, pc_error *err);

#ifdef __cplusplus
}
#endif
#endif
