/*
** function_where_rules.h: each profile's rules for where(condition, x1,
** x2), as data (function_where_rules.c states each with its source).
** Internal.
*/
#ifndef PROMCAST_FUNCTION_WHERE_RULES_H
#define PROMCAST_FUNCTION_WHERE_RULES_H

#include <stdint.h>

#include "promcast/profile.h"

/* What the condition may be. */
typedef enum where_condition_rule {
    /* bool; uint8 also, read as its truth (deprecated); any other dtype is
    ** PC_UNSUPPORTED_DTYPE_FOR_OP */
    WHERE_CONDITION_BOOL_OR_UINT8,
    /* any dtype, read as its truth (nonzero; NaN is true) */
    WHERE_CONDITION_TRUTH,
    /* bool; any other dtype is PC_UNDEFINED */
    WHERE_CONDITION_BOOL_ELSE_UNDEFINED,
    /* bool; any other dtype is PC_UNSUPPORTED_DTYPE_FOR_OP (TensorFlow.js's
    ** convertToTensor(condition, ..., 'bool'), ONNX Where's B =
    ** tensor(bool)) */
    WHERE_CONDITION_BOOL
} where_condition_rule;

/* How a Python scalar x1 or x2 becomes an element of the result dtype. */
typedef enum where_scalar_conversion {
    /* the profile's element-wise rule (elementwise_scalar.h): its range
    ** checks, then its conversion */
    WHERE_SCALAR_AS_ELEMENTWISE,
    /* PyTorch's at::scalar_tensor: Scalar::to<T>, c10's checked_convert,
    ** which refuses a value outside T's finite range (a negative int into
    ** an unsigned T wraps down to -max) with "value cannot be converted
    ** to type T without overflow" */
    WHERE_SCALAR_CHECKED_CONVERT
} where_scalar_conversion;

typedef struct where_rules {
    const char *profile;
    where_condition_rule condition;
    /* 1: a complex condition is true by its real part alone (MLX's
    ** astype(bool) of complex64); 0: by either part (C's, NumPy's). */
    int complex_truth_real_part;
    /* PC_OK where x1 and x2 may both be Python scalars, else the status
    ** the call gets. */
    pc_status both_scalars;
    where_scalar_conversion scalar_conversion;
    /* The result dtypes the library's where kernel lacks (bits
    ** PC_DTYPE_BIT(dtype)), refused with PC_UNSUPPORTED_DTYPE_FOR_OP after
    ** the shapes, since the kernel is chosen once the iterator is built
    ** (TensorFlow.js's Select kernel refuses complex64 after where's own
    ** broadcast); `kernel` is the name its dispatch reports. */
    uint32_t kernel_lacks;
    const char *kernel;
    /* 1 where each operand's own dtype is checked in operand order before
    ** x1 and x2 are bound to one result dtype (ONNX's checker): the
    ** condition's, then x1's and x2's against `value_dtypes`. */
    int inputs_first;
    /* With inputs_first: the dtypes x1 and x2 may have (bits
    ** PC_DTYPE_BIT(dtype)). */
    uint32_t value_dtypes;
} where_rules;

/* The rules of `profile`, or NULL for a profile with none. */
const where_rules *where_rules_find(const pc_profile *profile);

#endif
