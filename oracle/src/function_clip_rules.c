/*
** function_clip_rules.c: clip's rules per profile (docs/semantics.md,
** "Functions of several arrays", where and clip; docs/profiles/<name>.md).
**
** - torch (pytorch/pytorch aten/src/ATen/native/TensorCompare.cpp
**   §TORCH_META_FUNC(clamp), §TORCH_META_FUNC2(clamp, Tensor),
**   §TORCH_IMPL_FUNC(clamp_out), §prepare_clamp_bound;
**   aten/src/ATen/native/cpu/TensorCompareKernel.cpp §clamp_kernel_impl,
**   §clamp_scalar_kernel_impl): both None fails "torch.clamp: At least one
**   of 'min' or 'max' must not be None"; a complex x "clamp is not
**   supported for complex types". Scalar overload: the result dtype is
**   x's if x is floating, else result_type(x, min, max) with the bounds as
**   wrapped numbers; the result has x's shape; a NaN bound fills the result
**   with NaN; an integer bound outside an integer result's range is
**   dropped where it cannot bind (min below, max above) and fails "Clamp
**   min value ... is outside the representable range" otherwise; the
**   kernels (AT_DISPATCH_ALL_TYPES_AND2(kBFloat16, kHalf)) refuse bool,
**   uint16, uint32, uint64 and float8; each bound becomes Scalar::to<T> (c10's checked conversion).
**   Tensor overload: TensorIterator broadcasts x, min, max and promotes to
**   their common dtype; clamp_stub (both bounds) has the same kernel
**   dtypes, maximum_stub and minimum_stub (one bound) those of maximum and
**   minimum (aten/src/ATen/native/cpu/BinaryOpsKernel.cpp §maximum_kernel,
**   §minimum_kernel: a kBool branch, AT_DISPATCH_INTEGRAL_TYPES,
**   AT_DISPATCH_FLOATING_TYPES_AND2(kHalf, kBFloat16)); none of these
**   dispatches names uint16, uint32, uint64 (the "barebones" unsigned
**   types), float8 or complex (a complex common dtype from a complex bound
**   gets past the meta function, which looks at x alone, and fails in the
**   kernel).
**   Overload resolution (torch/csrc/utils/python_arg_parser.cpp
**   §FunctionParameter::check; the Tensor overload is tried first,
**   tools/autograd/gen_python_functions.py §sort_overloads ranks Scalar?
**   below Tensor?): a Tensor? parameter takes no Python number (clamp is not
**   among §should_allow_numbers_as_tensors' functions); a Scalar? parameter
**   takes a number, None, or a 0-d tensor that needs no gradient. So a
**   Python number beside a 0-d tensor bound binds the Scalar overload, the
**   tensor becoming the Scalar of its value (§PythonArgs::scalar_slow:
**   Tensor::item()), and a number beside a tensor of rank >= 1 fits neither
**   overload: PC_INVALID_ARGUMENT (TypeError), before any value is read.
**   The Scalar overload's numbers are unpacked next (an int beyond int64:
**   scalar_out_of_range), before the meta function's checks.
**   Values: std::min(std::max(x, min), max), so min > max gives max.
** - numpy (numpy/numpy numpy/_core/_methods.py §_clip;
**   numpy/_core/code_generators/generate_umath.py 'clip' TD(noobj),
**   'positive' without bool; numpy/_core/src/umath/clip.cpp §_NPY_CLIP):
**   for an integer x a Python int min <= iinfo.min or max >= iinfo.max is
**   dropped; both None is positive(x) (a copy; bool has no loop: TypeError);
**   one None is minimum(x, max) or maximum(x, min); both given is the clip
**   ufunc, promoting x, min and max together (NEP 50 weak scalars) and
**   broadcasting all three. Both None is allowed in NumPy 2.x.
** - jax (jax-ml/jax jax/_src/numpy/lax_numpy.py §clip): any complex
**   operand raises "Clip received a complex value"; then arr =
**   maximum(min, arr) if min is given, then minimum(max, arr) if max is:
**   two element-wise calls, each promoting (weak scalars) and broadcasting;
**   both None returns asarray(arr). clip is jitted (@api.jit): before any
**   of that the arguments cross the jit boundary, where a Python int
**   outside int32 (x64 off) overflows and a 64-bit x becomes 32-bit.
** - mlx (ml-explore/mlx python/src/ops.cpp "clip": each bound
**   to_arrays(a, bound).second, a Python scalar becoming an array against
**   a's dtype; mlx/ops.cpp §clip: both None raises "At most one of a_min
**   and a_max may be None", then maximum(a, a_min), then minimum(result,
**   a_max)).
** - array-api (data-apis/array-api src/array_api_stubs/_2025_12/
**   elementwise_functions.py §clip; added in 2023.12, clarified in
**   2024.12): x "Should have a real-valued data type" (bool and complex
**   are left open); min and max are int, float, an array or None, and
**   "Should have the same data type as x" (an array of another dtype is
**   left open: "behavior is unspecified and thus
**   implementation-dependent"); a scalar follows "Mixing arrays with
**   Python scalars" and must stay in x's dtype (an int outside an integer
**   x's bounds is left open); min, max and x "Must be compatible" with
**   each other: a three-way broadcast (the 2024.12 text, and the pull
**   request that added clip: x may broadcast, so the result may grow);
**   both None returns x's elements; min > max and the order of signed
**   zeros are left open (value-dependent: PC_UNDEFINED in compute); a NaN
**   anywhere gives NaN.
** - onnx (onnx/onnx v1.21.0 onnx/defs/math/defs.cc Clip-13,
**   docs/Operators.md "Clip"): input, min and max of one T =
**   all_numeric_types_ir4 (no bool, complex or float8), min and max
**   optional inputs (an absent one: "numeric_limits::lowest()" and
**   "numeric_limits::max()": of a floating T its largest finite values,
**   which clamp the infinities); each "must be a scalar (tensor of
**   empty shape)"; the output has the input's shape. "When 'min' is
**   greater than 'max', the clip operator sets all the 'input' values to
**   the value of 'max'. Thus, this is equivalent to 'Min(max, Max(input,
**   min))'": the profile's Max and Min (NaN in, NaN out, as the reference's
**   np.clip; the -0.0/+0.0 tie left open as Max's and Min's). The text
**   decides where the reference differs: op_clip.py's np.clip keeps an
**   infinity an absent bound clamps (both absent: the input as it is).
**   No Python scalars (profile_onnx.c).
*/
#include "function_clip_rules.h"

#include <string.h>

#include "elementwise_kernels.h"

/* AT_DISPATCH_ALL_TYPES_AND2(kBFloat16, kHalf): AT_INTEGRAL_TYPES (uint8,
** int8, int16, int32, int64), float32, float64, float16, bfloat16. */
#define TORCH_CLAMP_DTYPES                                                                   \
    (PC_DTYPE_BIT(PC_UINT8) | PC_DTYPE_BIT(PC_INT8) | PC_DTYPE_BIT(PC_INT16) |                \
     PC_DTYPE_BIT(PC_INT32) | PC_DTYPE_BIT(PC_INT64) | PC_DTYPE_BIT(PC_FLOAT16) |             \
     PC_DTYPE_BIT(PC_BFLOAT16) | PC_DTYPE_BIT(PC_FLOAT32) | PC_DTYPE_BIT(PC_FLOAT64))
/* maximum_kernel, minimum_kernel: the same and their kBool branch. */
#define TORCH_MINMAX_DTYPES (TORCH_CLAMP_DTYPES | PC_DTYPE_BIT(PC_BOOL))

/* all_numeric_types_ir4: the 8 integers, float16, float32, float64,
** bfloat16. */
#define ONNX_CLIP_DTYPES                                                                     \
    (PC_DTYPES_INTEGER | PC_DTYPE_BIT(PC_FLOAT16) | PC_DTYPE_BIT(PC_BFLOAT16) |               \
     PC_DTYPE_BIT(PC_FLOAT32) | PC_DTYPE_BIT(PC_FLOAT64))

static const clip_rules rules[] = {
    {"torch", CLIP_TORCH_CLAMP, PC_INVALID_ARGUMENT,
     "torch.clamp: At least one of 'min' or 'max' must not be None", 0, 0, 0, 0,
     TORCH_CLAMP_DTYPES, TORCH_MINMAX_DTYPES, 0},
    {"numpy", CLIP_NUMPY, PC_OK, NULL, 0, 0, 0, 0, 0, 0, 0},
    {"jax", CLIP_CHAINED, PC_OK, NULL, 1, 1, 0, 1, 0, 0, 0},
    {"mlx", CLIP_CHAINED, PC_INVALID_ARGUMENT, "At most one of a_min and a_max may be None", 0,
     0, 1, 0, 0, 0, 0},
    {"array-api", CLIP_SAME_DTYPE, PC_OK, NULL, 0, 0, 0, 0, 0, 0, 0},
    /* tfjs-core/src/ops/clip_by_value.ts (function_clip_tfjs.c): both
    ** bounds None is no call of it (its bounds are numbers). */
    {"tfjs", CLIP_TFJS, PC_UNDEFINED, "tf.clipByValue takes number bounds", 0, 0, 0, 0, 0, 0, 0},
    {"onnx", CLIP_ONNX, PC_OK, NULL, 0, 0, 0, 0, 0, 0, ONNX_CLIP_DTYPES},
};

const clip_rules *clip_rules_find(const pc_profile *profile) {
    const char *name = pc_profile_family(profile);
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
        if (strcmp(rules[i].profile, name) == 0) return &rules[i];
    return NULL;
}
