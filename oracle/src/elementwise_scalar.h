/*
** elementwise_scalar.h: how a profile turns a Python scalar operand of an
** element-wise op into a value of the dtype the op computes in. Internal.
**
** The dtype is never decided here: it is the profile's result_type of the
** array and the scalar (promcast/profile.h), then the op's own dtype rules.
** What is decided here is the VALUE, which libraries convert in their own
** ways, stated by each profile as data (pc_scalar_rules):
**   - a range a Python int must lie in before anything else (PyTorch
**     unpacks it into an int64_t; JAX gives it an int32 or, with x64, an
**     int64 aval);
**   - what an int outside the compute dtype's range gives: wrapped (a C
**     cast: PyTorch's TensorIterator, XLA's convert, MLX's static_cast),
**     refused (NumPy 2), left open (the Array API standard);
**   - the precision a float (an int, for an inexact compute dtype) passes
**     through on its way (PyTorch's c10::Half(float) and MLX's
**     nb::cast<float> round a double to float32 first; NumPy converts an
**     int through a double);
**   - the ops that refuse a scalar's own value whatever the array holds
**     (PyTorch's pow of an integer tensor by a negative int);
**   - NumPy 2's comparisons of an integer array with an int out of its
**     range, which give the mathematically right constant instead of an
**     error.
** docs/semantics.md "Python scalars in element-wise ops" has the table.
*/
#ifndef PROMCAST_ELEMENTWISE_SCALAR_H
#define PROMCAST_ELEMENTWISE_SCALAR_H

#include <stddef.h>

#include "cast_internal.h"
#include "promcast/elementwise.h"

/* The range every Python int must lie in, whatever the op. */
typedef enum pc_scalar_int_range {
    PC_SCALAR_INT_ANY,            /* unbounded (the later checks decide) */
    PC_SCALAR_INT_INT64,          /* int64_t */
    PC_SCALAR_INT_DEFAULT_WIDTH   /* int32, or int64 with x64 (JAX) */
} pc_scalar_int_range;

/* The precision a value passes through before the compute dtype. */
typedef enum pc_scalar_via {
    PC_SCALAR_VIA_NONE,           /* rounded once, from the exact value */
    PC_SCALAR_VIA_FLOAT64,        /* a double first (for ints) */
    PC_SCALAR_VIA_FLOAT32,        /* float32 (complex64) first, unless the
                                  ** compute dtype is float64 or complex128 */
    PC_SCALAR_VIA_DEFAULT_WIDTH   /* float32 first, or float64 with x64 */
} pc_scalar_via;

/* A Python scalar's value the op itself refuses (checked on the value as
** given, before any conversion). */
typedef enum pc_scalar_condition {
    PC_SCALAR_NEGATIVE_INT,       /* a Python int < 0 */
    /* a Python int outside the integer compute dtype's range, where a
    ** kernel was found: the kernel converts the scalar itself, checked
    ** (PyTorch's pow_tensor_scalar_kernel: c10::checked_convert of the
    ** exponent), rather than wrapping it as the profile's other ops do */
    PC_SCALAR_INT_OUTSIDE_KERNEL_DTYPE,
    /* an int or a finite float beyond the floating compute dtype's largest
    ** finite value, where a kernel was found: the kernel converts the
    ** scalar itself with PyTorch's checked conversion (c10::checked_convert,
    ** fn_torch_checked_convert: an infinity or a NaN passes), as
    ** pow_tensor_scalar_kernel's exp_scalar.to<at::Half>() does */
    PC_SCALAR_FINITE_OUTSIDE_KERNEL_DTYPE,
    /* an int outside the integer compute dtype's range by PyTorch's
    ** checked conversion (fn_torch_checked_convert: an unsigned dtype takes
    ** a negative int down to -max, wrapped), whether or not a kernel was
    ** found: the library makes a tensor of the scalar before the op
    ** (Tensor.__rpow__: torch.tensor(scalar, dtype=result_type)) */
    PC_SCALAR_INT_OUTSIDE_DTYPE_CHECKED
} pc_scalar_condition;

typedef struct pc_scalar_rule {
    pc_binary_op op;
    int operand;                  /* 1: the scalar must be b */
    uint32_t dtypes;              /* compute dtypes, PC_DTYPE_BIT bits */
    pc_scalar_condition condition;
    pc_status status;
    const char *why;              /* the library's words */
} pc_scalar_rule;

/* A profile's rules; a member left out (0, NULL) is a rule its library
** does not have. */
typedef struct pc_scalar_rules {
    pc_scalar_int_range int_range;
    const char *int_range_why;    /* the library's words */
    /* An int outside the integer (or bool) compute dtype's range: PC_OK
    ** wraps it (two's complement, as a C cast), else this status. */
    pc_status int_outside_dtype;
    const char *int_outside_why;
    pc_scalar_via int_via;        /* ints into a floating or complex dtype */
    pc_scalar_via float_via;      /* floats and complex numbers */
    /* NumPy 2's special integer comparisons (umath/
    ** special_integer_comparisons.cpp): a comparison of an integer array
    ** with a Python int outside its range is a constant. */
    int exact_integer_comparisons;
    const pc_scalar_rule *rules;
    size_t rule_count;
    /* The ops whose Python binding takes no number in that position
    ** (index 0: a, 1: b), as bits 1 << op: the argument parser refuses the
    ** call (PC_INVALID_ARGUMENT) before it looks at any value. */
    uint64_t refused_at[2];
    const char *refused_why;      /* the library's words */
    /* 1: an int is checked against the dtype of the loop it is stored in
    ** (the compute dtype, pc_scalar_check_compute) and not by result_type
    ** against the array's dtype (NumPy 2: true_divide's float64 loop takes
    ** int8 / 300). */
    int int_checked_in_compute;
    /* The ops that convert the scalar alone, with no dtype from the other
    ** operand, and then only read whether it is nonzero (bits 1 << op):
    ** no range check against the array, and the value the op sees is the
    ** scalar's truth in its own dtype (after float_via's step for a float
    ** or a complex). */
    uint64_t truth_alone_ops;
    /* 1: a complex scalar's truth is its real part's (MLX's astype(bool)
    ** of complex64); 0: either part nonzero (NumPy's, C's). */
    int complex_truth_real_part;
    /* 1: an int is first stored in the array operand's dtype when that is
    ** an integer dtype (int32 for a bool array), wrapping, and only then
    ** converted to an inexact compute dtype (MLX's to_array(scalar,
    ** array.dtype()) before divide's or atan2's float conversion). */
    int int_via_array_dtype;
    /* The ops (bits 1 << op) that answer a Python scalar b equal to 0 or
    ** 1 before they look up a kernel: 0 fills the result with 1, 1 copies
    ** a converted to the compute dtype, whatever dtype that is (PyTorch's
    ** pow_Tensor_Scalar_out). Equal by value: an int, a float (-0.0 is
    ** 0) or a complex with a zero imaginary part; a bool never
    ** (c10::Scalar::equal). */
    uint64_t unit_exponent_ops;
    /* The ops (bits) whose Python scalar b equal to -0.5, -1 or -2 (equal
    ** as above) takes a complex base through a reciprocal: PyTorch's
    ** pow_tensor_scalar_kernel runs rsqrt_kernel, reciprocal_kernel and
    ** 1 / (x * x) (pow_tensor_scalar_optimized_kernel) there, whose
    ** c10::complex division makes 1 / 0 NaN + NaN i where glibc's cpow
    ** gives inf + NaN i (pc_complex_pow_reciprocal). */
    uint64_t reciprocal_exponent_ops;
} pc_scalar_rules;

/* Whether the profile's rules name op in a bit set of pc_scalar_rules. */
#define PC_SCALAR_OP_BIT(op) (UINT64_C(1) << (op))

/* The exponent 0 or 1 that op answers without a kernel when `scalar` is
** its operand `index` (pc_scalar_rules.unit_exponent_ops), else -1. */
int pc_scalar_unit_exponent(const pc_scalar_rules *rules, pc_binary_op op,
                            const pc_operand *scalar, int index);

/* Whether op takes a complex base through a reciprocal when `scalar` is its
** operand `index` (pc_scalar_rules.reciprocal_exponent_ops). */
int pc_scalar_reciprocal_exponent(const pc_scalar_rules *rules, pc_binary_op op,
                                  const pc_operand *scalar, int index);

/* The checks on a scalar's value alone, before the op's dtypes (the
** profile's int_range). `index` is the scalar's operand index. */
pc_status pc_scalar_check_given(const pc_scalar_rules *rules,
                                const pc_promotion_options *options, pc_binary_op op,
                                const pc_operand *scalar, int index, pc_error *err);

/* Whether result_type sees the scalar without its value for op: the
** profile checks an int later, against the compute dtype, or op converts
** the scalar alone. */
int pc_scalar_typed_without_value(const pc_scalar_rules *rules, pc_binary_op op);

/* The checks of the scalar against the compute dtype and the op: the
** op's scalar rules (checked before the kernel, as PyTorch's meta
** functions do; those of a kernel's own conversion only where the kernel
** is reached, `kernel_reached`: found, and in place the destination takes
** the result, since PyTorch's meta function checks that first), then,
** where a kernel was found (`kernel_found`), an int outside an integer
** compute dtype (int_outside_dtype). */
pc_status pc_scalar_check_compute(const pc_scalar_rules *rules, pc_binary_op op,
                                  const pc_operand *scalar, int index, pc_dtype compute,
                                  int kernel_found, int kernel_reached, pc_error *err);

/* Whether op with this scalar and an array of dtype `array` is one of
** NumPy 2's constant comparisons; if so *constant is its bool result.
** `scalar_first` says the scalar is a. */
int pc_scalar_constant_comparison(const pc_scalar_rules *rules, pc_binary_op op,
                                  const pc_operand *scalar, int scalar_first,
                                  pc_dtype array, int *constant);

/* The scalar's value in the compute dtype, as pc_wide_store stores it:
** the profile's via steps, then the conversion (wrapping for integers,
** rounding to nearest even for floats); for op in truth_alone_ops, its
** truth as 0 or 1. op PC_BINARY_OP_COUNT applies no op's own rule;
** `array` is the array operand's dtype (PC_DTYPE_NONE: not known). */
void pc_scalar_to_compute(const pc_scalar_rules *rules, const pc_promotion_options *options,
                          pc_binary_op op, const pc_operand *scalar, pc_dtype array,
                          pc_dtype compute, pc_wide *value);

#endif
