/*
** function_operands.h: what where and clip share about their operands
** (pc_binary_operand: an array, a Python scalar, or neither for None).
** Internal.
**
** - Checking an operand as given: exactly one of array and scalar, or
**   neither where the function takes None; a valid array of a dtype the
**   profile has; a scalar of a known kind with its value.
** - Seeing an operand as pc_result_type does: an array's category follows
**   from its rank (PyTorch's dimensioned and 0-d tensors), a scalar is
**   PC_OPERAND_SCALAR; a scalar broadcasts as a 0-d array.
** - Running a per-element function over a broadcast shape for up to
**   FN_MAX_ARRAYS arrays (the result and three operands: where's
**   condition, x1, x2; clip's x, min, max), each read through its own
**   strides with 0 along broadcast dimensions, never copied.
*/
#ifndef PROMCAST_FUNCTION_OPERANDS_H
#define PROMCAST_FUNCTION_OPERANDS_H

#include "cast_internal.h"
#include "promcast/functions.h"

#define FN_MAX_ARRAYS 4

/* Operand `index` of a call: PC_INVALID_ARGUMENT unless it is an array or
** a scalar (or, with `none_allowed`, neither); an array must be valid
** (pc_array_validate) and of a dtype the profile has (else
** PC_UNSUPPORTED_DTYPE_FOR_OP, as for element-wise ops); a scalar must be
** PC_OPERAND_SCALAR of a known kind with its value. */
pc_status fn_operand_check(const pc_profile *profile, const pc_function_call *call, int index,
                           int none_allowed, pc_error *err);

/* Whether the operand is None, a scalar, an array. */
int fn_operand_is_none(const pc_binary_operand *operand);

/* The operand as pc_result_type sees it; `with_value` 0 drops a scalar's
** value (its type alone). */
pc_operand fn_operand_for_promotion(const pc_binary_operand *operand, int with_value);

/* The operand's shape (a scalar's is rank 0). */
pc_shape fn_operand_shape(const pc_binary_operand *operand);

/* "a Python int", "int8 array" and so on, for messages. */
const char *fn_operand_kind_name(const pc_binary_operand *operand);

/* A Python scalar made a 0-d array of `dtype`, holding `value` (a wide
** value of dtype's domain). */
typedef struct fn_scalar_array {
    pc_array array;
    _Alignas(16) unsigned char element[16];
} fn_scalar_array;

void fn_scalar_array_init(fn_scalar_array *holder, pc_dtype dtype, const pc_wide *value);

/* Calls visit(context, elements, flat_index) for every element of `shape`
** in row-major order, elements[i] pointing at array i's element (arrays[i]
** is read through strides broadcast to `shape`, arrays[i]->shape must
** broadcast to it). Stops early when visit returns nonzero, and returns
** that value (0 when every element was visited). */
typedef int (*fn_visit)(void *context, char *const elements[], int64_t flat_index);

int fn_for_each_element(const pc_shape *shape, const pc_array *const arrays[], int count,
                        fn_visit visit, void *context);

/* The output given to pc_function_compute against a plan: valid, of the
** plan's dtype and shape, with no element written twice. */
pc_status fn_check_out(const pc_function_call *call, const pc_function_plan *plan,
                       const pc_array *out, pc_error *err);

/* PyTorch's Scalar::to<T> (c10/core/Scalar.h accessors through
** c10/util/TypeCast.h checked_convert and c10::overflows): PC_OK if the
** scalar converts to `dtype` without "overflow", else
** PC_SCALAR_OUT_OF_RANGE with the library's message. An int overflows an
** integer T outside its range, except that a negative int wraps into an
** unsigned T down to -max(T); an int or a finite float overflows a
** floating T beyond its largest finite value (float16 65504, so 70000 and
** 65520.0 overflow although the latter would round to inf); an infinity
** converts to a T with infinities, a NaN to any floating T; a complex
** converts part by part, and to a real T only with a zero imaginary part. `index` names the operand. */
/* PyTorch's Scalar of a 0-d tensor bound to a Scalar parameter
** (torch/csrc/utils/python_arg_parser.cpp §PythonArgs::scalar_slow:
** Tensor::item()): a Python-scalar operand of the element's kind, bool,
** int, float (the element's value, exactly, as a double) or complex, with
** its value. `array` must have rank 0. */
pc_operand fn_torch_item(const pc_array *array);

pc_status fn_torch_checked_convert(const pc_operand *scalar, pc_dtype dtype, int index,
                                   pc_error *err);

/* The largest finite value of a floating dtype (numeric_limits<T>::max():
** float16 65504, bfloat16 0x1.fep127, float32 FLT_MAX, float64 DBL_MAX;
** float8_e4m3fn 448, float8_e5m2 57344), or of a complex dtype's parts. */
double fn_floating_max(pc_dtype dtype);
#endif
