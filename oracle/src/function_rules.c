/*
** function_rules.c: the rows of function_rules.h, one per profile, each
** with its sources. docs/semantics.md ("Functions of several arrays")
** states the same rules in prose.
*/
#include "function_rules.h"

#include <string.h>

#define KIND(k) (1u << (k))
#define DTYPE(d) (1u << (d))
#define FLOAT8S (DTYPE(PC_FLOAT8_E4M3FN) | DTYPE(PC_FLOAT8_E5M2))

static const fn_rules rows[] = {
    {
        "torch",
        /* torch.cat, torch.stack: aten/src/ATen/native/TensorShape.cpp
        ** §TORCH_PRECOMPUTE_META_FUNC(cat): check_cat_no_zero_dim (every
        ** tensor), legacy_cat_wrap_dim (the axis against the first tensor
        ** that is not 1-D of shape [0]; none such: unchecked), "expected a
        ** non-empty list of Tensors", result_type over every tensor (the
        ** skipped ones too), then check_cat_shape_except_dim against that
        ** first tensor, skipping the 1-D [0] ones (cat_should_skip_tensor).
        ** No axis=None form (dim is an int). §stack: "stack expects a
        ** non-empty TensorList", maybe_wrap_dim(dim, ndim + 1), equal sizes
        ** ("stack expects each tensor to be equal size": check_stack_inputs,
        ** or get_stack_inputs where the new axis is last), then cat: below
        ** the last position of the tensors themselves along dim, viewed
        ** with the new dimension ("one can always split a dimension with
        ** view"), so their sizes along dim are summed. */
        .join = {PC_INVALID_ARGUMENT, 0, 1, 0, 0, 0, 0,
                 {FN_RANK, FN_AXIS, FN_EMPTY, FN_DTYPE, FN_SHAPES},
                 {FN_EMPTY, FN_AXIS, FN_SHAPES, FN_DTYPE},
                 0, 1},
        /* torch.matmul: aten/src/ATen/native/LinearAlgebra.cpp
        ** §_matmul_impl: "both arguments to matmul need to be at least 1D";
        ** 1-D x 1-D is dot (Blas.cpp dot_check: "expected both vectors to
        ** have same dtype" before "inconsistent tensor size", then the
        ** kernel's dispatch); the other
        ** forms broadcast the batch dimensions (infer_size), then mm, mv or
        ** bmm check the contracted sizes ("mat1 and mat2 shapes cannot be
        ** multiplied"), then the dtypes: no promotion ("expected m1 and m2
        ** to have the same dtype", addmv's "must have the same dtype"). No
        ** CPU kernel has bool, complex32 or uint16/32/64 (AT_ALL_TYPES has
        ** no "barebones" unsigned type); float8 is in mm's alone
        ** (_AT_DISPATCH_ADDMM_TYPES: ALL_TYPES_AND_COMPLEX_AND6(BFloat16,
        ** Half, the float8 types); dot, addmv and bmm: AND2(BFloat16,
        ** Half)). The kernels return before dispatch when the result is
        ** empty or K is 0, dot excepted (function_matmul.c). */
        .matmul = {{FN_RANK, FN_BATCH, FN_INNER, FN_DTYPE, FN_KERNEL},
                   {FN_RANK, FN_DTYPE, FN_INNER, FN_KERNEL},
                   {1, PC_UNSUPPORTED_DTYPE_FOR_OP, KIND(PC_KIND_BOOL),
                    DTYPE(PC_COMPLEX32) | DTYPE(PC_UINT16) | DTYPE(PC_UINT32) | DTYPE(PC_UINT64),
                    PC_UNSUPPORTED_DTYPE_FOR_OP},
                   1, FLOAT8S, 0, 0},
        /* torch.linalg.vecdot (aten linalg_vecdot, CompositeImplicit-
        ** Autograd): "Expected a floating point or complex tensor as
        ** input" (x), "Expected x and y to have the same dtype"; then two
        ** 1-D operands go to vdot (Blas.cpp §vdot, §dot: dot_check's
        ** "inconsistent tensor size", then the kernel's dispatch, which has
        ** no complex32 or float8 loop; dim is not read), as PyTorch 1.13
        ** shows; other operands to (x.conj() * y).sum(dim): the product
        ** broadcasts them whole (a size-1 contracted axis too: "The size of
        ** tensor a (2) must match ..."), its kernel refuses float8 (as the
        ** element-wise multiply does), the sum wraps dim against the
        ** product's rank ("Dimension out of range"; a 0-d product takes dim
        ** -1 or 0), and its kernel has no complex32 loop ("sum_cpu" not
        ** implemented for 'ComplexHalf'), reached only with elements to sum
        ** (an empty reduction is filled with zeros first). */
        .vecdot = {FN_VECDOT_BROADCAST_THEN_SUM, FN_VECDOT_AXIS_RESULT, 1, 0,
                   {FN_DTYPE, FN_BATCH, FN_KERNEL, FN_AXIS, FN_REDUCE},
                   {FN_DTYPE, FN_INNER, FN_KERNEL},
                   {1, PC_UNSUPPORTED_DTYPE_FOR_OP,
                    KIND(PC_KIND_BOOL) | KIND(PC_KIND_SIGNED) | KIND(PC_KIND_UNSIGNED), 0,
                    PC_UNSUPPORTED_DTYPE_FOR_OP},
                   FLOAT8S, DTYPE(PC_COMPLEX32), DTYPE(PC_COMPLEX32) | FLOAT8S},
    },
    {
        "numpy",
        /* np.concatenate: numpy/_core/src/multiarray/multiarraymodule.c
        ** §PyArray_ConcatenateArrays: "need at least one array to
        ** concatenate", "zero-dimensional arrays cannot be concatenated"
        ** (arrays[0] alone), check_and_adjust_axis against arrays[0], equal
        ** ranks and sizes, then the result dtype (result_type of all, the
        ** profile's n-ary rule: profile_numpy.c numpy_promote_sequence);
        ** axis=None flattens (PyArray_ConcatenateFlattenedArrays).
        ** np.stack: numpy/_core/shape_base.py §stack: "need at least one
        ** array to stack", "all input arrays must have the same shape",
        ** normalize_axis_index(axis, ndim + 1), concatenate. */
        .join = {PC_INVALID_ARGUMENT, 1, 0, 1, 0, 0, 0,
                 {FN_EMPTY, FN_RANK, FN_AXIS, FN_SHAPES, FN_DTYPE},
                 {FN_EMPTY, FN_SHAPES, FN_AXIS, FN_DTYPE},
                 0, 0},
        /* np.matmul: a gufunc (n?,k),(k,m?)->(n?,m?) with loops for bool,
        ** every integer, float and complex type
        ** (numpy/_core/code_generators/generate_umath.py 'matmul',
        ** TD(notimes_or_obj)); the dtype is resolved first (no refusal is
        ** possible), then the core dimensions ("does not have enough
        ** dimensions", "mismatch in its core dimension"), then the loop
        ** dimensions broadcast. */
        .matmul = {{FN_DTYPE, FN_RANK, FN_INNER, FN_BATCH},
                   {FN_DTYPE, FN_RANK, FN_INNER},
                   {0, PC_OK, 0, 0, PC_OK},
                   0, 0, 0, 0},
        /* np.vecdot: the gufunc (n),(n)->() ('vecdot' in generate_umath.py,
        ** the same loops), axis per operand (axes=[(axis,), (axis,), ()]). */
        .vecdot = {FN_VECDOT_CORE, FN_VECDOT_AXIS_PER_OPERAND, 0, 0,
                   {FN_DTYPE, FN_RANK, FN_AXIS, FN_INNER, FN_BATCH},
                   {FN_END},
                   {0, PC_OK, 0, 0, PC_OK}, 0, 0, 0},
    },
    {
        "jax",
        /* jnp.concatenate: jax/_src/numpy/lax_numpy.py §concatenate: "Need
        ** at least one array to concatenate.", axis=None ravels, "Zero-
        ** dimensional arrays cannot be concatenated." (arrays[0]),
        ** _canonicalize_axis against arrays[0], promote_dtypes, then
        ** lax.concatenate's shape rule (jax/_src/lax/lax.py
        ** §_concatenate_shape_rule: equal ranks, equal other sizes).
        ** §stack: "Need at least one array to stack.", promote_dtypes, then
        ** lax.stack (canonicalize_axis(axis, ndim + 1), equal shapes). */
        .join = {PC_INVALID_ARGUMENT, 1, 0, 1, 0, 0, 0,
                 {FN_EMPTY, FN_RANK, FN_AXIS, FN_DTYPE, FN_SHAPES},
                 {FN_EMPTY, FN_DTYPE, FN_AXIS, FN_SHAPES},
                 0, 0},
        /* jnp.matmul: jax/_src/numpy/tensor_contractions.py §matmul: "matmul
        ** input operand i must have ndim at least 1", dtypes.result_type,
        ** the batch dimensions ("Incompatible types for matmul arguments"),
        ** then lax.dot_general's contracting sizes. Every dtype, bool
        ** included (computed in bool). */
        .matmul = {{FN_RANK, FN_DTYPE, FN_BATCH, FN_INNER},
                   {FN_RANK, FN_DTYPE, FN_INNER},
                   {0, PC_OK, 0, 0, PC_OK},
                   0, 0, 0, 0},
        /* jnp.vecdot: tensor_contractions.py §vecdot: x1.shape[axis] !=
        ** x2.shape[axis] ("axes must match"; an axis outside either shape is
        ** Python's IndexError), then vectorize(vdot, "(n),(n)->()"): the
        ** other dimensions broadcast, vdot promotes. */
        .vecdot = {FN_VECDOT_CORE, FN_VECDOT_AXIS_PER_OPERAND, 0, 0,
                   {FN_AXIS, FN_INNER, FN_BATCH, FN_DTYPE},
                   {FN_END},
                   {0, PC_OK, 0, 0, PC_OK}, 0, 0, 0},
    },
    {
        "mlx",
        /* mx.concatenate: mlx/ops.cpp §concatenate: "No arrays provided for
        ** concatenation", a lone array returned as it is,
        ** normalize_axis_index against arrays[0] (a 0-d first array: "Axis
        ** 0 is out of bounds for array with 0 dimensions"), equal ranks and
        ** sizes, then result_type; axis=None flattens each array first
        ** (python/src/ops.cpp "concatenate", axis None). §stack: "No arrays
        ** provided for stacking", "All arrays must have the same shape",
        ** normalize_axis_index(axis, ndim + 1), concatenate. */
        .join = {PC_INVALID_ARGUMENT, 1, 0, 0, 1, 0, 0,
                 {FN_EMPTY, FN_AXIS, FN_SHAPES, FN_DTYPE},
                 {FN_EMPTY, FN_SHAPES, FN_AXIS, FN_DTYPE},
                 0, 0},
        /* mx.matmul: mlx/ops.cpp §matmul: "Got 0 dimension input", the
        ** contracted sizes ("Last dimension of first input ... must match"),
        ** promote_types, "Only inexact types are supported" (bool and
        ** integer results refused), then broadcast_arrays of the batch
        ** dimensions. */
        .matmul = {{FN_RANK, FN_INNER, FN_DTYPE, FN_BATCH},
                   {FN_RANK, FN_INNER, FN_DTYPE},
                   {0, PC_OK, KIND(PC_KIND_BOOL) | KIND(PC_KIND_SIGNED) | KIND(PC_KIND_UNSIGNED),
                    0, PC_UNSUPPORTED_DTYPE_FOR_OP},
                   0, 0, 0, 0},
        /* mx.vecdot: mlx/ops.cpp §vecdot: "inputs must be at least 1D", the
        ** axis against x1's rank, and against x2's ("axis is out of
        ** bounds"; a negative axis must name the same dimension in both),
        ** equal sizes along it ("a and b must have the same size along
        ** axis"), then sum(multiply(conjugate(a), b), axis): multiply
        ** promotes and broadcasts, sum widens bool and narrow integers
        ** (§sum: bool to int32, signed to int32/int64, unsigned to
        ** uint32/uint64). */
        .vecdot = {FN_VECDOT_BROADCAST_THEN_SUM, FN_VECDOT_AXIS_FIRST, 0, 1,
                   {FN_RANK, FN_AXIS, FN_INNER, FN_DTYPE, FN_BATCH},
                   {FN_END},
                   {0, PC_OK, 0, 0, PC_OK}, 0, 0, 0},
    },
    {
        "tfjs",
        /* tf.concat, tf.stack: their own checks and dtypes
        ** (function_join_tfjs.c, with sources); one array of concat is
        ** returned as it is. */
        .join = {.no_arrays = PC_INVALID_ARGUMENT, .lone_array_unchecked = 1, .tfjs = 1},
        /* tf.matMul: tfjs-core/src/ops/mat_mul.ts makeTypesMatch (no
        ** error), then the BatchMatMul kernel
        ** (tfjs-backend-cpu/src/kernels/BatchMatMul.ts): assertNotComplex
        ** ("matMul does not support complex64 tensors"), the batch
        ** dimensions (a.shape.slice(0, -2) and b's) through
        ** assertAndGetBroadcastShape, then "Error in matMul: inner shapes
        ** ... must match". A 1-D or 0-d operand has no last two
        ** dimensions: its batch dimensions are none (slice(0, -2)), a missing
        ** inner size reads undefined (equal to another undefined; else the
        ** inner-size error, a rank error here), and the reshape to rank 3
        ** fails ("has NaN elements"): a rank error, after the other checks
        ** (function_matmul.c check_inner_tfjs). Sums per block of 48 in
        ** double, stored into the result's typed array (bool included:
        ** BatchMatMul has no dtype check). The batches broadcast as the
        ** output shape the kernel reports (outShapeOuterDims) says; the
        ** kernel's own loop, max(batchDimA, batchDimB) batches read at
        ** bi % batchDimA and bi % batchDimB, is right only where one
        ** operand has a single batch or both the same batch shape, and is
        ** not modelled (docs/profiles/tfjs.md, "Library bugs the profile
        ** does not model"). */
        .matmul = {{FN_DTYPE, FN_BATCH, FN_INNER, FN_RANK},
                   {FN_DTYPE, FN_BATCH, FN_INNER, FN_RANK},
                   {0, PC_OK, KIND(PC_KIND_COMPLEX), 0, PC_UNSUPPORTED_DTYPE_FOR_OP},
                   0, 0, 1, 48},
        /* tf has no vecdot (pc_profile_check_op refuses the call first). */
        .vecdot = {FN_VECDOT_CORE, FN_VECDOT_AXIS_PER_OPERAND, 0, 0,
                   {FN_END},
                   {FN_END},
                   {0, PC_OK, 0, 0, PC_OK}, 0, 0, 0},
    },
/* The Array API standard's rows, one per version whose text changes an
** outcome (array_api_versions.c has the functions' and the element-wise
** rules' versions).
** The standard orders no checks. What it leaves open (a promotion of mixed
** kinds, an op on a dtype it does not specify, stack's disputed axes)
** leaves the whole outcome to implementations, bad shapes included, so
** those checks come first (docs/profiles/array-api.md, "Choices and
** ambiguities"); the exceptions it requires follow.
** Manipulation Functions, concat and stack: shapes must be equal (except
** along concat's axis); "normal type promotion" (mixed kinds left to
** implementations: result_type's PC_UNDEFINED). Nothing is said of an
** empty sequence (PC_UNDEFINED). stack's text gives [-N, N) with N the
** input rank, while its own example puts axis -1 after the last input
** axis: the two axes in dispute (N and -(N+1)) are PC_UNDEFINED, so
** stack's axis is checked before its shapes (every version's text).
** concat's axis: Array API standard 2025.12, concat,
** https://data-apis.org/array-api/2025.12/API_specification/generated/array_api.concat.html:
** "A valid axis must be an integer on the interval [-N, N) ... If
** provided an invalid axis, the function must raise an exception", so
** every integer axis of a 0-d array is invalid (PC_INVALID_AXIS; no rank
** check of its own). 2021.12 to 2024.12 say only how a negative axis
** counts: an invalid one is left open (concat_axis_undefined). */
#define ARRAY_API_JOIN(concat_axis_undefined_)                                                 \
    {PC_UNDEFINED, 1, 0, 0, 0, 1, concat_axis_undefined_,                                      \
     {FN_EMPTY, FN_DTYPE, FN_AXIS, FN_SHAPES},                                                 \
     {FN_EMPTY, FN_DTYPE, FN_AXIS, FN_SHAPES},                                                 \
     0, 0}
/* Linear Algebra Functions, matmul (the same in every version): operands
** "should have a numeric data type" (bool: PC_UNDEFINED), checked first;
** then an exception for 0-d operands and for differing contracted sizes;
** batch dimensions broadcast. */
#define ARRAY_API_MATMUL                                                                       \
    {{FN_DTYPE, FN_RANK, FN_INNER, FN_BATCH},                                                  \
     {FN_DTYPE, FN_RANK, FN_INNER},                                                            \
     {0, PC_OK, KIND(PC_KIND_BOOL), 0, PC_UNDEFINED},                                          \
     0, 0, 0, 0}
/* vecdot: the dtypes it "should have" (else PC_UNDEFINED) and its axis
** rule, both checked first; contracted sizes must be equal before
** broadcasting (an exception), the contracted axis is not broadcast, the
** others are; x1 conjugated. */
#define ARRAY_API_VECDOT(refused_kinds, axis_rule)                                             \
    {FN_VECDOT_CORE, axis_rule, 0, 0,                                                          \
     {FN_DTYPE, FN_AXIS, FN_INNER, FN_BATCH},                                                  \
     {FN_END},                                                                                 \
     {0, PC_OK, refused_kinds, 0, PC_UNDEFINED},                                               \
     0, 0, 0}
#define ARRAY_API_NOT_NUMERIC KIND(PC_KIND_BOOL)
#define ARRAY_API_NOT_FLOATING (KIND(PC_KIND_BOOL) | KIND(PC_KIND_SIGNED) | KIND(PC_KIND_UNSIGNED))
    /* Array API standard 2021.12, Linear Algebra Functions, vecdot,
    ** https://data-apis.org/array-api/2021.12/API_specification/linear_algebra_functions.html:
    ** x1 and x2 "Should have a numeric data type"; axis "Must be an integer
    ** on the interval [-N, N), where N is the rank ... of the shape
    ** determined according to Broadcasting" ("Raises: if provided an
    ** invalid axis"). */
    {.profile = "array-api", .since = "2021.12", .join = ARRAY_API_JOIN(1),
     .matmul = ARRAY_API_MATMUL,
     .vecdot = ARRAY_API_VECDOT(ARRAY_API_NOT_NUMERIC, FN_VECDOT_AXIS_BROADCAST_RANK)},
    /* Array API standard 2022.12, vecdot,
    ** https://data-apis.org/array-api/2022.12/API_specification/generated/array_api.vecdot.html:
    ** "Should have a floating-point data type"; the axis as 2021.12's;
    ** "The contracted axis (dimension) must not be broadcasted". */
    {.profile = "array-api", .since = "2022.12", .join = ARRAY_API_JOIN(1),
     .matmul = ARRAY_API_MATMUL,
     .vecdot = ARRAY_API_VECDOT(ARRAY_API_NOT_FLOATING, FN_VECDOT_AXIS_BROADCAST_RANK)},
    /* Array API standard 2023.12, vecdot,
    ** https://data-apis.org/array-api/2023.12/API_specification/generated/array_api.vecdot.html:
    ** axis "Should be an integer on the interval [-N, -1], where N is
    ** min(x1.ndim, x2.ndim)" (else PC_UNDEFINED; a 0-d operand has none). */
    {.profile = "array-api", .since = "2023.12", .join = ARRAY_API_JOIN(1),
     .matmul = ARRAY_API_MATMUL,
     .vecdot = ARRAY_API_VECDOT(ARRAY_API_NOT_FLOATING, FN_VECDOT_AXIS_NEGATIVE)},
    /* Array API standard 2025.12: concat's invalid axis raises (above). */
    {.profile = "array-api", .since = "2025.12", .join = ARRAY_API_JOIN(0),
     .matmul = ARRAY_API_MATMUL,
     .vecdot = ARRAY_API_VECDOT(ARRAY_API_NOT_FLOATING, FN_VECDOT_AXIS_NEGATIVE)},
};

/* The ONNX operators at opset 26 (github.com/onnx/onnx v1.21.0). The
** checker (onnx/defs/schema.cc §OpSchema::CheckInputOutputType) looks at
** each input in order: its type against the constraint ("has unsupported
** type"), then against the type the parameter is already bound to ("has
** inconsistent type": no promotion, PC_NO_PROMOTION); shape inference
** runs after (FN_INPUTS, then the rest).
** Concat-13 (onnx/defs/tensor/defs.cc): variadic with at least one input
** ("has input size 0 not in range [min=1, ...]"), T all_tensor_types_ir4
** (no float8); its inference checks the required axis against the first
** input's rank, "axis must be in [-rank, rank-1]" (a 0-d input has none:
** an invalid axis), then "All inputs to Concat must have same rank", then
** the other sizes (mergeInDimensionInfo). stack is SequenceConstruct-11
** (at least one input, T all_tensor_types: no bfloat16, no float8) into
** ConcatFromSequence-11 with new_axis = 1 (onnx/defs/sequence/defs.cc:
** axis in [-r - 1, r]; "All input tensors must have the same shape");
** its reference (onnx/reference/ops/op_concat_from_sequence.py) expands
** each tensor at the axis, in order, then concatenates: the axis against
** each tensor's rank before the shapes (the inference checks the axis
** only when the tensors' ranks agree: SequenceConstruct's UnionShapeInfo
** clears a shape of ranks that differ). MatMul-13 (onnx/defs/math/defs.cc, T float16, float32,
** float64, uint32, uint64, int32, int64, bfloat16; "behaves like
** numpy.matmul"): MatMulShapeInference (onnx/defs/math/utils.cc) refuses
** a 0-d input ("Input tensors of wrong rank (0)"), then unequal
** contracted sizes ("Incompatible dimensions for matrix multiplication"),
** then broadcasts the batch dimensions. vecdot has no operator
** (pc_profile_check_op). */
#define ONNX_NUMERIC                                                                          \
    (DTYPE(PC_UINT8) | DTYPE(PC_UINT16) | DTYPE(PC_UINT32) | DTYPE(PC_UINT64) |              \
     DTYPE(PC_INT8) | DTYPE(PC_INT16) | DTYPE(PC_INT32) | DTYPE(PC_INT64) |                  \
     DTYPE(PC_FLOAT16) | DTYPE(PC_FLOAT32) | DTYPE(PC_FLOAT64) | DTYPE(PC_BFLOAT16))
#define ONNX_ALL_TENSORS (ONNX_NUMERIC | DTYPE(PC_BOOL) | DTYPE(PC_COMPLEX64) | DTYPE(PC_COMPLEX128))
#define ONNX_MATMUL                                                                           \
    (DTYPE(PC_FLOAT16) | DTYPE(PC_FLOAT32) | DTYPE(PC_FLOAT64) | DTYPE(PC_UINT32) |           \
     DTYPE(PC_UINT64) | DTYPE(PC_INT32) | DTYPE(PC_INT64) | DTYPE(PC_BFLOAT16))
static const fn_rules onnx_row = {
    .profile = "onnx",
    .join = {.no_arrays = PC_INVALID_ARGUMENT,
             .concat_order = {FN_EMPTY, FN_INPUTS, FN_DTYPE, FN_AXIS, FN_SHAPES},
             .stack_order = {FN_EMPTY, FN_INPUTS, FN_DTYPE, FN_AXIS, FN_SHAPES}},
    .matmul = {.order = {FN_INPUTS, FN_DTYPE, FN_RANK, FN_INNER, FN_BATCH},
               .order_vectors = {FN_INPUTS, FN_DTYPE, FN_RANK, FN_INNER},
               .dtypes = {0, PC_OK, 0, 0, PC_OK}},
    .inputs = {.concat_dtypes = ONNX_ALL_TENSORS,
               .stack_dtypes = ONNX_ALL_TENSORS & ~DTYPE(PC_BFLOAT16),
               .matmul_dtypes = ONNX_MATMUL,
               .concat_axis_none_undefined = 1,
               .stack_axis_each = 1},
};

/* @stdlib/ndarray 0.4.1: concat alone (function_join_stdlib.c, with its
** sources); it has no stack, matmul or vecdot (pc_profile_check_op leaves
** them open before any row is read). */
static const fn_rules stdlib_row = {
    .profile = "stdlib",
    .join = {.no_arrays = PC_INVALID_ARGUMENT},
    .stdlib_concat = 1,
};

const fn_rules *fn_rules_for(const pc_profile *profile) {
    if (profile == NULL) return NULL;
    const char *family = pc_profile_family(profile);
    const char *version = pc_profile_version(profile);
    const fn_rules *found = NULL;
    if (strcmp(family, onnx_row.profile) == 0) return &onnx_row;
    if (strcmp(family, stdlib_row.profile) == 0) return &stdlib_row;
    /* Versions are "YYYY.MM": their text orders as they do. */
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (strcmp(rows[i].profile, family) == 0 &&
            (rows[i].since == NULL || (version && strcmp(rows[i].since, version) <= 0)))
            found = &rows[i];
    return found;
}

pc_status fn_dtype_check(const fn_dtype_rules *dtypes, const char *function, pc_dtype a,
                         pc_dtype b, pc_dtype compute, pc_error *err) {
    if (dtypes->same_dtype_required && a != b)
        return pc_error_set(err, dtypes->mismatch_status, 0, 1, -1,
                            "%s: expected both operands to have the same dtype, but got %s "
                            "and %s",
                            function, pc_dtype_name(a), pc_dtype_name(b));
    if ((dtypes->refused_kinds & KIND(pc_dtype_kind_of(compute))) ||
        (dtypes->refused_dtypes & DTYPE(compute)))
        return pc_error_set(err, dtypes->refused_status, 0, 1, -1,
                            "%s: dtype %s is not supported (operands %s and %s)", function,
                            pc_dtype_name(compute), pc_dtype_name(a), pc_dtype_name(b));
    return PC_OK;
}

pc_status fn_input_dtypes_check(uint32_t allowed, const char *function,
                                const pc_function_call *call, pc_error *err) {
    for (int i = 0; i < call->operand_count; i++) {
        const pc_array *array = call->operands[i].array;
        if (array == NULL) continue;
        if ((allowed & DTYPE(array->dtype)) == 0)
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, i, -1, -1,
                                "%s: type '%s' of input %d is invalid", function,
                                pc_dtype_name(array->dtype), i);
        const pc_array *first = call->operands[0].array;
        if (i > 0 && first != NULL && array->dtype != first->dtype)
            return pc_error_set(err, PC_NO_PROMOTION, 0, i, -1,
                                "%s: input %d has inconsistent type %s (input 0 bound T to %s)",
                                function, i, pc_dtype_name(array->dtype),
                                pc_dtype_name(first->dtype));
    }
    return PC_OK;
}
