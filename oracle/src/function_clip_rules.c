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
**   kernels (AT_DISPATCH_ALL_TYPES_AND2(kBFloat16, kHalf)) refuse bool and
**   float8; each bound becomes Scalar::to<T> (c10's checked conversion).
**   Tensor overload: TensorIterator broadcasts x, min, max and promotes to
**   their common dtype; clamp_stub (both bounds) has the same kernel
**   dtypes, maximum_stub and minimum_stub (one bound) those of maximum and
**   minimum. A Python number and a tensor as the two bounds fit neither
**   overload (clamp is not among the functions whose Tensor arguments
**   take numbers, torch/csrc/utils/python_arg_parser.cpp
**   §should_allow_numbers_as_tensors): PC_INVALID_ARGUMENT.
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
**   both None returns asarray(arr).
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
*/
#include "function_clip_rules.h"

#include <string.h>

static const clip_rules rules[] = {
    {"torch", CLIP_TORCH_CLAMP, PC_INVALID_ARGUMENT,
     "torch.clamp: At least one of 'min' or 'max' must not be None", 0, 0, 0},
    {"numpy", CLIP_NUMPY, PC_OK, NULL, 0, 0, 0},
    {"jax", CLIP_CHAINED, PC_OK, NULL, 1, 1, 0},
    {"mlx", CLIP_CHAINED, PC_INVALID_ARGUMENT, "At most one of a_min and a_max may be None", 0,
     0, 1},
    {"array-api", CLIP_SAME_DTYPE, PC_OK, NULL, 0, 0, 0},
};

const clip_rules *clip_rules_find(const pc_profile *profile) {
    const char *name = pc_profile_name(profile);
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
        if (strcmp(rules[i].profile, name) == 0) return &rules[i];
    return NULL;
}
