/*
** function_where_rules.c: where's rules per profile (docs/semantics.md,
** "Functions of several arrays", where and clip; docs/profiles/<name>.md).
**
** Every profile computes the result dtype as result_type(x1, x2) alone,
** the condition taking no part, with Python scalars weak where the
** profile's result_type makes them so, and broadcasts the three operands
** together. What differs is here:
**
** - torch (pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp
**   §where_self_out, §where): result_type(self, other), then a uint8
**   condition is converted to bool with the warning "where received a uint8
**   condition tensor. This behavior is deprecated", then any other
**   non-bool condition fails "where expected condition to be a boolean
**   tensor"; TensorIterator broadcasts afterwards. A Python scalar x1 or x2
**   becomes at::scalar_tensor(s, result_type): fill_ through
**   Scalar::to<T> (c10/core/Scalar.h, c10/util/TypeCast.h checked_convert,
**   c10/util/TypeSafeSignMath.h), which refuses a value beyond T. Two
**   scalars are allowed (the where(Tensor, Scalar, Scalar) overload,
**   result_type of the two). TensorIterator checks the shapes, then
**   where_kernel runs (aten/src/ATen/native/cpu/TensorCompareKernel.cpp
**   §where_kernel_impl: AT_DISPATCH_V2 over kComplexHalf, kHalf, kBFloat16,
**   kBool, AT_ALL_TYPES_AND_COMPLEX and AT_FLOAT8_TYPES): a uint16, uint32
**   or uint64 result ("barebones" unsigned types, named by no list there)
**   fails "where_cpu" not implemented, after the shapes.
** - numpy (numpy/numpy numpy/_core/src/multiarray/multiarraymodule.c
**   §PyArray_Where): the condition is cast to bool with NPY_UNSAFE_CASTING
**   (any dtype, its truth); PyArray_ResultType of x and y with Python
**   scalars marked as literals (NEP 50, weak); each literal is then stored
**   into the common dtype (npy_update_operand_for_scalar, PyArray_SETITEM:
**   an int out of range raises OverflowError); the iterator broadcasts.
** - jax (jax-ml/jax jax/_src/numpy/util.py §_where): a non-bool condition
**   becomes `condition != 0`; promote_dtypes(x, y) (weak scalars; two
**   scalars give a weak type, canonicalised); _broadcast_arrays.
** - mlx (ml-explore/mlx python/src/ops.cpp "where": to_arrays(x, y), then
**   mlx/ops.cpp §where: astype(condition, bool_), promote_types(x, y),
**   broadcast_arrays): two scalars become arrays of their own dtypes
**   (to_array) before promotion; a complex condition's truth is its real
**   part (astype of complex64 to bool).
** - array-api (data-apis/array-api src/array_api_stubs/_2025_12/
**   searching_functions.py §where): the condition "Should have a boolean
**   data type" (other dtypes are left open: undefined); x1 and x2 may be
**   Python scalars since 2024.12 ("Added scalar argument support"), but "At
**   least one of x1 and x2 must be an array" (two scalars: undefined); the
**   result dtype is the type promotion rules' of x1 and x2, with a scalar
**   by "Mixing arrays with Python scalars".
** - tfjs (tensorflow/tfjs tfjs-core/src/ops/where.ts at tfjs-v4.22.0):
**   convertToTensor of x1 and x2 (a boolean is bool, a number float32: two
**   scalars are accepted), then of the condition with 'bool' (a tensor of
**   another dtype: "must be bool tensor"), assertAndGetBroadcastShape of
**   the three, broadcastTo each; the Select kernel
**   (tfjs-backend-cpu/src/kernels/Select.ts) calls assertNotComplex and
**   gives upcastType(t, e), each element stored into that dtype's typed
**   array (the cast's values: bool and int32 are exact in float32's
**   Float32Array but for int32 beyond 2^24, rounded as a cast rounds).
** - onnx (onnx/onnx v1.21.0 onnx/defs/tensor/defs.cc Where-16): condition
**   of B = tensor(bool), X and Y of one T = all_tensor_types_ir4 (no
**   float8); the checker looks at each input's type in input order
**   (condition, X, Y), then binds T (two types: no promotion), then the
**   three shapes broadcast (multidirectional). No Python scalars
**   (profile_onnx.c's scalar_argument_check).
*/
#include "function_where_rules.h"

#include <string.h>

#include "elementwise_kernels.h"

#define TORCH_WHERE_LACKS \
    (PC_DTYPE_BIT(PC_UINT16) | PC_DTYPE_BIT(PC_UINT32) | PC_DTYPE_BIT(PC_UINT64))

/* all_tensor_types_ir4 without string: every case-format dtype ONNX has
** but the float8s. */
#define ONNX_WHERE_VALUES                                                                    \
    (PC_DTYPES_INTEGER | PC_DTYPE_BIT(PC_FLOAT16) | PC_DTYPE_BIT(PC_BFLOAT16) |               \
     PC_DTYPE_BIT(PC_FLOAT32) | PC_DTYPE_BIT(PC_FLOAT64) | PC_DTYPE_BIT(PC_BOOL) |            \
     PC_DTYPE_BIT(PC_COMPLEX64) | PC_DTYPE_BIT(PC_COMPLEX128))

static const where_rules rules[] = {
    {"torch", WHERE_CONDITION_BOOL_OR_UINT8, 0, PC_OK, WHERE_SCALAR_CHECKED_CONVERT,
     TORCH_WHERE_LACKS, "where_cpu", 0, 0},
    {"numpy", WHERE_CONDITION_TRUTH, 0, PC_OK, WHERE_SCALAR_AS_ELEMENTWISE, 0, NULL, 0, 0},
    {"jax", WHERE_CONDITION_TRUTH, 0, PC_OK, WHERE_SCALAR_AS_ELEMENTWISE, 0, NULL, 0, 0},
    {"mlx", WHERE_CONDITION_TRUTH, 1, PC_OK, WHERE_SCALAR_AS_ELEMENTWISE, 0, NULL, 0, 0},
    {"array-api", WHERE_CONDITION_BOOL_ELSE_UNDEFINED, 0, PC_UNDEFINED,
     WHERE_SCALAR_AS_ELEMENTWISE, 0, NULL, 0, 0},
    {"tfjs", WHERE_CONDITION_BOOL, 0, PC_OK, WHERE_SCALAR_AS_ELEMENTWISE,
     PC_DTYPE_BIT(PC_COMPLEX64), "select", 0, 0},
    {"onnx", WHERE_CONDITION_BOOL, 0, PC_UNDEFINED, WHERE_SCALAR_AS_ELEMENTWISE, 0, NULL, 1,
     ONNX_WHERE_VALUES},
};

const where_rules *where_rules_find(const pc_profile *profile) {
    const char *name = pc_profile_family(profile);
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
        if (strcmp(rules[i].profile, name) == 0) return &rules[i];
    return NULL;
}
