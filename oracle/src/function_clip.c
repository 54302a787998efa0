/*
** function_clip.c: clip(x, min, max) (promcast/functions.h), by each
** profile's rules (function_clip_rules.c, with their sources).
**
** Every library's clip is maximum by min then minimum by max, so a plan
** here is a program of at most two steps over x's elements: each step
** converts the running value to its compute dtype, converts the bound's
** element to it, and applies the profile's own maximum or minimum kernel
** (the element-wise ops' kernels, with their NaN and signed-zero rules);
** the result is the last step's dtype. Where the library runs two
** element-wise calls (jnp.clip, mx.clip, np.clip with one bound), each
** step is that call's plan (pc_binary_plan_make), so its promotion,
** broadcasting and errors are the op's own, in order. A Python scalar
** bound is converted once, to the dtype the library stores it in.
*/
#include <math.h>
#include <string.h>

#include "function_clip_rules.h"
#include "function_clip_tfjs.h"
#include "function_operands.h"
#include "functions_internal.h"
#include "array_api_versions.h"
#include "profile_internal.h"
#include "promcast/broadcast.h"

enum { X, MIN, MAX, CLIP_OPERANDS };

typedef struct clip_step {
    pc_binary_op op;
    int bound;        /* MIN or MAX */
    int bound_first;  /* the bound is the kernel's first operand */
    pc_dtype compute;
    pc_binary_kernel kernel;
} clip_step;

/* A plan, and how to compute it. */
typedef struct clip_program {
    pc_function_plan plan;
    int step_count;
    clip_step steps[2];
    /* A Python scalar bound: the dtype it is stored in, and the op and
    ** array dtype its conversion sees (pc_scalar_to_compute). */
    pc_dtype scalar_dtype[CLIP_OPERANDS];
    pc_binary_op scalar_op[CLIP_OPERANDS];
    pc_dtype scalar_array[CLIP_OPERANDS];
    /* The operands as the chosen overload takes them: the call's, except
    ** that PyTorch's Scalar overload holds a 0-d tensor bound as the Scalar
    ** of its value (items). */
    pc_binary_operand operands[CLIP_OPERANDS];
    pc_operand items[CLIP_OPERANDS];
    int nan_fill;         /* every element NaN (PyTorch's NaN scalar bound) */
    /* An absent bound that still clamps: ONNX's Clip, whose absent min and
    ** max are numeric_limits::lowest() and max() of a floating T (1: the
    ** bound is -max or +max of the result dtype). */
    int limit[CLIP_OPERANDS];
    int undefined_values; /* signed-zero ties (and min > max): PC_UNDEFINED */
    int min_above_max_defined; /* with undefined_values: min > max is not open */
} clip_program;

static pc_binary_kernel profile_kernel(const pc_profile *profile, pc_binary_op op,
                                       pc_dtype compute) {
    return profile->binary_kernel ? profile->binary_kernel(op, compute)
                                  : pc_binary_kernel_find(op, compute);
}

/* NumPy's clip ufunc on complex numbers (numpy/_core/src/umath/clip.cpp,
** _NPY_MAX and _NPY_MIN of complex_tag): a keeps its place if it has a NaN
** part or is lexicographically greater (less), else b: ties give b, where
** np.maximum's complex loop gives a. */
static void numpy_clip_complex_max(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                   int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        double ar = a[k].complex_parts[0], ai = a[k].complex_parts[1];
        double br = b[k].complex_parts[0], bi = b[k].complex_parts[1];
        int first = isnan(ar) || isnan(ai) || (ar == br ? ai > bi : ar > br);
        results[k] = first ? a[k] : b[k];
    }
}

static void numpy_clip_complex_min(const pc_wide *a, const pc_wide *b, pc_wide *results,
                                   int64_t count) {
    for (int64_t k = 0; k < count; k++) {
        double ar = a[k].complex_parts[0], ai = a[k].complex_parts[1];
        double br = b[k].complex_parts[0], bi = b[k].complex_parts[1];
        int first = isnan(ar) || isnan(ai) || (ar == br ? ai < bi : ar < br);
        results[k] = first ? a[k] : b[k];
    }
}

static void add_step(clip_program *program, pc_binary_op op, int bound, int bound_first,
                     pc_dtype compute, pc_binary_kernel kernel) {
    clip_step *step = &program->steps[program->step_count++];
    step->op = op;
    step->bound = bound;
    step->bound_first = bound_first;
    step->compute = compute;
    step->kernel = kernel;
}

/* The op that applies a bound: maximum by min, minimum by max. */
static pc_binary_op bound_op(int bound) { return bound == MIN ? PC_OP_MAXIMUM : PC_OP_MINIMUM; }

static void scalar_stored(clip_program *program, const pc_function_call *call, int bound,
                          pc_dtype dtype, pc_binary_op op, pc_dtype array) {
    if (call->operands[bound].scalar == NULL) return;
    program->scalar_dtype[bound] = dtype;
    program->scalar_op[bound] = op;
    program->scalar_array[bound] = array;
}

static pc_status refuse_kernel(const char *name, pc_dtype dtype, pc_error *err) {
    return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, X, -1, -1,
                        "\"%s\" not implemented for '%s'", name, pc_dtype_name(dtype));
}

/* ---- torch.clamp ---- */

/* Whether an int bound lies below (-1), in (0) or above (1) an integer
** dtype's range (c10::less_than_lowest, greater_than_max). */
static int int_position(const pc_operand *scalar, pc_dtype dtype) {
    const pc_scalar_value *v = &scalar->value;
    if (scalar->scalar_kind == PC_SCALAR_BOOL) return 0;
    if (pc_dtype_kind_of(dtype) == PC_KIND_UNSIGNED) {
        if (v->negative && (v->magnitude != 0 || v->beyond_64_bits)) return -1;
        int bits = pc_dtype_bits(dtype);
        return (bits < 64 && v->magnitude >> bits != 0) || v->beyond_64_bits ? 1 : 0;
    }
    uint64_t limit = UINT64_C(1) << (pc_dtype_bits(dtype) - 1);
    if (v->negative) return v->beyond_64_bits || v->magnitude > limit ? -1 : 0;
    return v->beyond_64_bits || v->magnitude >= limit ? 1 : 0;
}

static int is_nan_scalar(const pc_operand *scalar) {
    return (scalar->scalar_kind == PC_SCALAR_FLOAT || scalar->scalar_kind == PC_SCALAR_COMPLEX) &&
           isnan(scalar->value.real);
}

static int takes(uint32_t dtypes, pc_dtype dtype) { return (dtypes & PC_DTYPE_BIT(dtype)) != 0; }

static pc_status torch_scalar_clamp(const pc_profile *profile, const clip_rules *rules,
                                    const pc_promotion_options *options,
                                    const pc_function_call *call, clip_program *program,
                                    pc_error *err) {
    const pc_array *x = call->operands[X].array;
    pc_operand typed[CLIP_OPERANDS];
    int count = 0;
    typed[count++] = fn_operand_for_promotion(&call->operands[X], 0);
    for (int b = MIN; b <= MAX; b++) {
        if (call->operands[b].scalar == NULL) continue;
        typed[count++] = fn_operand_for_promotion(&call->operands[b], 0);
    }
    pc_dtype result = x->dtype;
    /* "Floating is the highest supported": a floating x keeps its dtype. */
    if (!pc_dtype_is_floating(result)) {
        pc_status status = pc_profile_promote_operands(profile, options, typed, count, &result, err);
        if (status != PC_OK) return status;
    }
    if (pc_dtype_is_complex(result))
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, X, -1, -1,
                            "clamp is not supported for complex types");
    program->plan.shape = x->shape;
    program->plan.result_dtype = program->plan.compute_dtype = result;
    int given[CLIP_OPERANDS] = {0, call->operands[MIN].scalar != NULL,
                                call->operands[MAX].scalar != NULL};
    /* clamp_out reads each bound's toDouble() first (the NaN test), a
    ** checked conversion: a complex bound with an imaginary part fails
    ** there, even with a floating x whose dtype the meta function kept. */
    for (int b = MIN; b <= MAX; b++) {
        if (!given[b]) continue;
        pc_status status = fn_torch_checked_convert(call->operands[b].scalar, PC_FLOAT64, b, err);
        if (status != PC_OK) return status;
    }
    for (int b = MIN; b <= MAX; b++)
        if (given[b] && is_nan_scalar(call->operands[b].scalar)) {
            program->nan_fill = 1;
            return PC_OK;
        }
    /* prepare_clamp_bound: an integer result drops a bound that cannot
    ** bind and refuses one that would bind every element outside it. */
    if (pc_dtype_is_integral(result)) {
        for (int b = MIN; b <= MAX; b++) {
            if (!given[b]) continue;
            int position = int_position(call->operands[b].scalar, result);
            if (position == 0) continue;
            if ((b == MIN) != (position < 0))
                return pc_error_set(err, PC_SCALAR_OUT_OF_RANGE, b, -1, -1,
                                    "Clamp %s value is outside the representable range of %s",
                                    b == MIN ? "min" : "max", pc_dtype_name(result));
            given[b] = 0;
        }
    }
    if (!given[MIN] && !given[MAX]) return PC_OK;  /* result.copy_(self) */
    if (!takes(rules->clamp_kernel_dtypes, result))
        return refuse_kernel("clamp_scalar_cpu", result, err);
    for (int b = MIN; b <= MAX; b++) {
        if (!given[b]) continue;
        pc_status status = fn_torch_checked_convert(call->operands[b].scalar, result, b, err);
        if (status != PC_OK) return status;
        add_step(program, bound_op(b), b, 0, result, profile_kernel(profile, bound_op(b), result));
        scalar_stored(program, call, b, result, PC_BINARY_OP_COUNT, PC_DTYPE_NONE);
    }
    return PC_OK;
}

static pc_status torch_tensor_clamp(const pc_profile *profile, const clip_rules *rules,
                                    const pc_promotion_options *options,
                                    const pc_function_call *call, clip_program *program,
                                    pc_error *err) {
    pc_shape shapes[CLIP_OPERANDS];
    pc_operand typed[CLIP_OPERANDS];
    int count = 0;
    for (int i = X; i <= MAX; i++) {
        if (fn_operand_is_none(&call->operands[i])) continue;
        shapes[count] = fn_operand_shape(&call->operands[i]);
        typed[count++] = fn_operand_for_promotion(&call->operands[i], 0);
    }
    pc_status status = pc_broadcast_shapes(shapes, count, &program->plan.shape, err);
    if (status != PC_OK) return status;
    pc_dtype result;
    status = pc_profile_promote_operands(profile, options, typed, count, &result, err);
    if (status != PC_OK) return status;
    program->plan.result_dtype = program->plan.compute_dtype = result;
    if (count == 3) {
        if (!takes(rules->clamp_kernel_dtypes, result))
            return refuse_kernel("clamp_cpu", result, err);
    } else {
        /* maximum_stub or minimum_stub: their kernels' dtypes. */
        int bound = fn_operand_is_none(&call->operands[MIN]) ? MAX : MIN;
        if (!takes(rules->minmax_kernel_dtypes, result))
            return refuse_kernel(bound == MIN ? "maximum_cpu" : "minimum_cpu", result, err);
    }
    for (int b = MIN; b <= MAX; b++)
        if (!fn_operand_is_none(&call->operands[b]))
            add_step(program, bound_op(b), b, 0, result,
                     profile_kernel(profile, bound_op(b), result));
    return PC_OK;
}

static pc_status torch_plan(const pc_profile *profile, const clip_rules *rules,
                            const pc_promotion_options *options, const pc_function_call *call,
                            clip_program *program, pc_error *err) {
    const pc_binary_operand *min = &call->operands[MIN], *max = &call->operands[MAX];
    /* Overload resolution: a Python number selects the Scalar overload,
    ** whose other bound may be None, a number or a 0-d tensor; a tensor of
    ** rank >= 1 beside a number fits neither overload (a TypeError). */
    int scalar_overload = min->scalar != NULL || max->scalar != NULL;
    for (int b = MIN; b <= MAX && scalar_overload; b++) {
        const pc_array *array = call->operands[b].array;
        if (array != NULL && array->shape.rank > 0)
            return pc_error_set(err, PC_INVALID_ARGUMENT, MIN, MAX, -1,
                                "clamp() received an invalid combination of arguments: a "
                                "number and a tensor of rank %d as its bounds (a Scalar "
                                "parameter takes a 0-d tensor only)",
                                array->shape.rank);
    }
    /* The Scalar overload's arguments are unpacked before the call. */
    for (int b = MIN; b <= MAX && scalar_overload; b++) {
        if (call->operands[b].scalar == NULL) continue;
        pc_status status = pc_scalar_check_given(profile->scalar_rules, options,
                                                 PC_BINARY_OP_COUNT, call->operands[b].scalar,
                                                 b, err);
        if (status != PC_OK) return status;
    }
    if (fn_operand_is_none(min) && fn_operand_is_none(max))
        return pc_error_set(err, rules->both_none, MIN, MAX, -1, "%s", rules->both_none_why);
    if (pc_dtype_is_complex(call->operands[X].array->dtype))
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, X, -1, -1,
                            "clamp is not supported for complex types");
    if (!scalar_overload)
        return torch_tensor_clamp(profile, rules, options, call, program, err);
    /* A 0-d tensor bound is the Scalar of its value (Tensor::item()). */
    for (int b = MIN; b <= MAX; b++) {
        const pc_array *array = call->operands[b].array;
        if (array == NULL) continue;
        program->items[b] = fn_torch_item(array);
        program->operands[b].array = NULL;
        program->operands[b].scalar = &program->items[b];
    }
    pc_function_call bound = *call;
    bound.operands = program->operands;
    return torch_scalar_clamp(profile, rules, options, &bound, program, err);
}

/* ---- chained element-wise calls: np.clip's one-bound forms, jnp.clip,
** mx.clip ---- */

/* One element-wise call bound (op) running, or running (op) bound; the
** running array becomes the call's result (dtype and shape). */
static pc_status chain_step(const pc_profile *profile, const pc_promotion_options *options,
                            const pc_function_call *call, int bound, int bound_first,
                            const pc_binary_operand *bound_operand, pc_array *running,
                            clip_program *program, pc_error *err) {
    pc_binary_op op = bound_op(bound);
    pc_binary_operand array = pc_binary_operand_array(running);
    pc_binary_plan plan;
    pc_status status =
        bound_first ? pc_binary_mixed_plan_make(profile, options, op, bound_operand, &array,
                                                &plan, err)
                    : pc_binary_mixed_plan_make(profile, options, op, &array, bound_operand,
                                                &plan, err);
    if (status != PC_OK) {
        if (err) err->operand_a = X, err->operand_b = bound;
        return status;
    }
    if (bound_operand->scalar != NULL)
        scalar_stored(program, call, bound, plan.compute_dtype, op, running->dtype);
    add_step(program, op, bound, bound_first, plan.compute_dtype,
             profile_kernel(profile, op, plan.compute_dtype));
    running->dtype = plan.result_dtype;
    running->shape = plan.shape;
    return PC_OK;
}

static int is_complex_operand(const pc_binary_operand *operand) {
    if (operand->array != NULL) return pc_dtype_is_complex(operand->array->dtype);
    return operand->scalar != NULL && operand->scalar->scalar_kind == PC_SCALAR_COMPLEX;
}

static pc_status chained_plan(const pc_profile *profile, const clip_rules *rules,
                              const pc_promotion_options *options,
                              const pc_function_call *call, clip_program *program,
                              pc_error *err) {
    /* The jit boundary: each Python scalar's value alone, and x held in its
    ** canonical dtype. */
    pc_array held = *call->operands[X].array;
    if (rules->jit_boundary) {
        for (int b = MIN; b <= MAX; b++) {
            if (call->operands[b].scalar == NULL) continue;
            pc_status status = pc_scalar_check_given(profile->scalar_rules, options,
                                                     PC_BINARY_OP_COUNT,
                                                     call->operands[b].scalar, b, err);
            if (status != PC_OK) return status;
        }
        pc_operand typed = fn_operand_for_promotion(&call->operands[X], 0);
        pc_status status = pc_profile_promote_operands(profile, options, &typed, 1, &held.dtype, err);
        if (status != PC_OK) return status;
    }
    if (rules->complex_refused)
        for (int i = X; i <= MAX; i++)
            if (is_complex_operand(&call->operands[i]))
                return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, i, -1, -1,
                                    "Clip received a complex value either through the input "
                                    "or the min/max keywords");
    /* MLX: to_arrays(a, bound) makes a scalar an array against a's dtype,
    ** before mx::clip looks at anything. */
    pc_array scalar_arrays[CLIP_OPERANDS];
    pc_binary_operand bounds[CLIP_OPERANDS] = {{NULL, NULL}, call->operands[MIN],
                                               call->operands[MAX]};
    const pc_array *x = &held;
    if (rules->scalar_against_x) {
        for (int b = MIN; b <= MAX; b++) {
            const pc_operand *scalar = call->operands[b].scalar;
            if (scalar == NULL) continue;
            pc_status status = pc_scalar_check_given(profile->scalar_rules, options,
                                                     PC_BINARY_OP_COUNT, scalar, b, err);
            if (status != PC_OK) return status;
            pc_operand typed[2] = {fn_operand_for_promotion(&call->operands[X], 0), *scalar};
            pc_dtype dtype;
            status = pc_profile_promote_operands(profile, options, typed, 2, &dtype, err);
            if (status != PC_OK) return status;
            scalar_stored(program, call, b, dtype, PC_BINARY_OP_COUNT, x->dtype);
            memset(&scalar_arrays[b], 0, sizeof scalar_arrays[b]);
            scalar_arrays[b].dtype = dtype;
            bounds[b] = pc_binary_operand_array(&scalar_arrays[b]);
        }
    }
    if (fn_operand_is_none(&bounds[MIN]) && fn_operand_is_none(&bounds[MAX])) {
        if (rules->both_none != PC_OK)
            return pc_error_set(err, rules->both_none, MIN, MAX, -1, "%s", rules->both_none_why);
        program->plan.shape = x->shape;
        program->plan.result_dtype = program->plan.compute_dtype = x->dtype;
        return PC_OK;
    }
    pc_array running = *x;
    for (int b = MIN; b <= MAX; b++) {
        if (fn_operand_is_none(&bounds[b])) continue;
        /* The step's own scalar bookkeeping must not replace MLX's
        ** conversion against x: the bound is an array by then. */
        pc_status status = chain_step(profile, options, call, b, rules->bound_first, &bounds[b],
                                      &running, program, err);
        if (status != PC_OK) return status;
    }
    program->plan.shape = running.shape;
    program->plan.result_dtype = running.dtype;
    program->plan.compute_dtype = program->steps[program->step_count - 1].compute;
    return PC_OK;
}

/* ---- np.clip ---- */

/* numpy/_core/_methods.py _clip: for an integer x, `type(min) is int and
** min <= iinfo.min` drops min, `max >= iinfo.max` drops max (a Python bool
** is not `int` there). */
static int numpy_bound_dropped(const pc_binary_operand *bound, int which, pc_dtype x) {
    const pc_operand *scalar = bound->scalar;
    if (scalar == NULL || scalar->scalar_kind != PC_SCALAR_INT || !pc_dtype_is_integral(x))
        return 0;
    const pc_scalar_value *v = &scalar->value;
    int unsigned_x = pc_dtype_kind_of(x) == PC_KIND_UNSIGNED;
    int bits = pc_dtype_bits(x);
    if (which == MIN) {
        if (unsigned_x) return v->negative || v->magnitude == 0;
        uint64_t limit = UINT64_C(1) << (bits - 1);
        return v->negative && (v->beyond_64_bits || v->magnitude >= limit);
    }
    if (v->negative) return 0;
    if (v->beyond_64_bits) return 1;
    uint64_t max = unsigned_x ? (bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1)
                              : (UINT64_C(1) << (bits - 1)) - 1;
    return v->magnitude >= max;
}

static pc_status numpy_plan(const pc_profile *profile, const pc_promotion_options *options,
                            const pc_function_call *call, clip_program *program,
                            pc_error *err) {
    const pc_array *x = call->operands[X].array;
    pc_binary_operand bounds[CLIP_OPERANDS] = {{NULL, NULL}, call->operands[MIN],
                                               call->operands[MAX]};
    for (int b = MIN; b <= MAX; b++)
        if (numpy_bound_dropped(&bounds[b], b, x->dtype)) bounds[b].scalar = NULL;
    int given[CLIP_OPERANDS] = {1, !fn_operand_is_none(&bounds[MIN]),
                                !fn_operand_is_none(&bounds[MAX])};
    if (!given[MIN] && !given[MAX]) {
        /* um.positive(a): its loops (generate_umath.py) have no bool. */
        if (x->dtype == PC_BOOL)
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, X, -1, -1,
                                "ufunc 'positive' did not contain a loop with signature "
                                "matching types (bool)");
        program->plan.shape = x->shape;
        program->plan.result_dtype = program->plan.compute_dtype = x->dtype;
        return PC_OK;
    }
    if (!given[MIN] || !given[MAX]) {
        pc_array running = *x;
        int b = given[MIN] ? MIN : MAX;
        pc_status status = chain_step(profile, options, call, b, 0, &bounds[b], &running,
                                      program, err);
        if (status != PC_OK) return status;
        program->plan.shape = running.shape;
        program->plan.result_dtype = program->plan.compute_dtype = running.dtype;
        return PC_OK;
    }
    /* The clip ufunc: its loop is resolved (dtypes, the scalars stored
    ** into it) before the iterator broadcasts. */
    pc_operand typed[CLIP_OPERANDS];
    for (int i = X; i <= MAX; i++) {
        if (bounds[i].scalar != NULL || i == X || bounds[i].array != NULL) {
            if (bounds[i].scalar != NULL) {
                pc_status status = pc_scalar_check_given(profile->scalar_rules, options,
                                                         PC_BINARY_OP_COUNT, bounds[i].scalar,
                                                         i, err);
                if (status != PC_OK) return status;
            }
            typed[i] = fn_operand_for_promotion(i == X ? &call->operands[X] : &bounds[i],
                                                !pc_scalar_typed_without_value(
                                                    profile->scalar_rules, PC_BINARY_OP_COUNT));
        }
    }
    pc_dtype result;
    pc_status status = pc_profile_promote_operands(profile, options, typed, CLIP_OPERANDS, &result, err);
    if (status != PC_OK) return status;
    for (int b = MIN; b <= MAX; b++) {
        if (bounds[b].scalar == NULL) continue;
        status = pc_scalar_check_compute(profile->scalar_rules, PC_BINARY_OP_COUNT,
                                         bounds[b].scalar, b, result, 1, 1, err);
        if (status != PC_OK) return status;
        scalar_stored(program, call, b, result, PC_BINARY_OP_COUNT, PC_DTYPE_NONE);
    }
    pc_shape shapes[CLIP_OPERANDS];
    for (int i = X; i <= MAX; i++) shapes[i] = fn_operand_shape(&call->operands[i]);
    status = pc_broadcast_shapes(shapes, CLIP_OPERANDS, &program->plan.shape, err);
    if (status != PC_OK) return status;
    program->plan.result_dtype = program->plan.compute_dtype = result;
    int complex = pc_dtype_is_complex(result);
    add_step(program, PC_OP_MAXIMUM, MIN, 0, result,
             complex ? numpy_clip_complex_max : profile_kernel(profile, PC_OP_MAXIMUM, result));
    add_step(program, PC_OP_MINIMUM, MAX, 0, result,
             complex ? numpy_clip_complex_min : profile_kernel(profile, PC_OP_MINIMUM, result));
    return PC_OK;
}

/* ---- the Array API standard ---- */

/* Both integer (signed or unsigned) or both real floating: the kinds
** 2023.12's clip compares ("integer versus floating-point"). */
static int same_real_kind(pc_dtype a, pc_dtype b) {
    return (pc_dtype_is_integral(a) && pc_dtype_is_integral(b)) ||
           (pc_dtype_is_floating(a) && pc_dtype_is_floating(b));
}

/* Whether an element of integer dtype `from` lies outside integer dtype
** `to`'s bounds as the standard prints them (Data Types: int8 [-128,
** +127], int16 [-32,767, +32,767], int32 and int64 symmetric too; the
** unsigned ones [0, 2^n - 1]), as a Python int bound is judged
** (profile_array_api.c int_in_bounds). */
static int outside_printed_bounds(pc_dtype from, const pc_wide *value, pc_dtype to) {
    int negative = pc_dtype_kind_of(from) == PC_KIND_SIGNED && (int64_t)value->integer < 0;
    uint64_t magnitude = negative ? (uint64_t)0 - value->integer : value->integer;
    int bits = pc_dtype_bits(to);
    if (pc_dtype_kind_of(to) == PC_KIND_UNSIGNED)
        return negative || (bits < 64 && magnitude >> bits != 0);
    uint64_t limit = UINT64_C(1) << (bits - 1);
    uint64_t lowest = bits == 8 ? limit : limit - 1;
    return negative ? magnitude > lowest : magnitude >= limit;
}

static pc_status undefined(int operand, const char *why, pc_error *err) {
    return pc_error_set(err, PC_UNDEFINED, operand, -1, -1,
                        "clip: %s; behavior is unspecified and thus implementation-dependent",
                        why);
}

static pc_status same_dtype_plan(const pc_profile *profile, const clip_rules *rules,
                                 const pc_promotion_options *options,
                                 const pc_function_call *call, clip_program *program,
                                 pc_error *err) {
    const pc_array *x = call->operands[X].array;
    if (!pc_dtype_is_integral(x->dtype) && !pc_dtype_is_floating(x->dtype))
        return undefined(X, "x \"Should have a real-valued data type\"", err);
    for (int b = MIN; b <= MAX; b++) {
        const pc_binary_operand *bound = &call->operands[b];
        if (bound->array != NULL) {
            pc_dtype dtype = bound->array->dtype;
            if (dtype == x->dtype) continue;
            /* 2024.12 on: "If either min or max is an array having a
            ** different data type than x, behavior is unspecified". 2023.12
            ** leaves open only bounds of another kind ("integer versus
            ** floating-point") or not real-valued; a bound of x's kind is
            ** clipped into x's dtype, its elements outside an integer x's
            ** bounds left open (checked by element). */
            if (aa_rule_holds(profile, AA_RULE_CLIP_BOUNDS_OWN_DTYPE))
                return undefined(b, "min or max is an array of another data type than x", err);
            if (same_real_kind(dtype, x->dtype)) continue;
            return undefined(b, "x and min or max have different data type kinds", err);
        }
        if (bound->scalar == NULL) continue;
        pc_scalar_kind kind = bound->scalar->scalar_kind;
        if (kind != PC_SCALAR_INT && kind != PC_SCALAR_FLOAT)
            return undefined(b, "min and max are int, float, an array or None", err);
        /* With its value: "Mixing arrays with Python scalars" leaves an
        ** int outside the integer dtype's printed bounds open (result_type
        ** says so): a promotion the standard leaves open, so before the
        ** shapes (docs/profiles/array-api.md, "Choices and ambiguities"). */
        pc_operand typed[2] = {fn_operand_for_promotion(&call->operands[X], 0),
                               fn_operand_for_promotion(bound, 1)};
        pc_dtype dtype;
        pc_status status = pc_profile_promote_operands(profile, options, typed, 2, &dtype, err);
        if (status != PC_OK) return status;
        if (dtype != x->dtype)
            return undefined(b, "a scalar bound that does not keep x's data type", err);
        status = pc_scalar_check_compute(profile->scalar_rules, PC_BINARY_OP_COUNT,
                                         bound->scalar, b, x->dtype, 1, 1, err);
        if (status != PC_OK) return status;
        scalar_stored(program, call, b, x->dtype, PC_BINARY_OP_COUNT, PC_DTYPE_NONE);
    }
    pc_shape shapes[CLIP_OPERANDS];
    for (int i = X; i <= MAX; i++) shapes[i] = fn_operand_shape(&call->operands[i]);
    pc_status status = pc_broadcast_shapes(shapes, CLIP_OPERANDS, &program->plan.shape, err);
    if (status != PC_OK) return status;
    program->plan.result_dtype = program->plan.compute_dtype = x->dtype;
    (void)rules;
    for (int b = MIN; b <= MAX; b++)
        if (!fn_operand_is_none(&call->operands[b]))
            add_step(program, bound_op(b), b, 0, x->dtype,
                     profile_kernel(profile, bound_op(b), x->dtype));
    program->undefined_values = 1;
    return PC_OK;
}

/* ONNX's Clip-13 (function_clip_rules.c): the inputs' types in input
** order, then their binding, then the bounds' shapes; then Max by min and
** Min by max, in x's dtype. */
static pc_status onnx_plan(const pc_profile *profile, const clip_rules *rules,
                           const pc_function_call *call, clip_program *program, pc_error *err) {
    static const char *const names[CLIP_OPERANDS] = {"input", "min", "max"};
    /* A Python scalar bound cannot be written at all: before any check. */
    for (int i = X; i <= MAX; i++) {
        if (call->operands[i].scalar == NULL) continue;
        pc_status status = pc_profile_check_scalar_argument(profile, "clip", err);
        if (status != PC_OK) {
            if (err) err->operand_a = i;
            return status;
        }
    }
    /* Input by input (an absent one is skipped): its type against T's
    ** constraint, then against the type x bound T to
    ** (onnx/defs/schema.cc §OpSchema::CheckInputOutputType). */
    const pc_array *x = call->operands[X].array;
    for (int i = X; i <= MAX; i++) {
        const pc_array *input = call->operands[i].array;
        if (input == NULL) continue;
        if ((rules->dtypes & PC_DTYPE_BIT(input->dtype)) == 0)
            return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, i, -1, -1,
                                "Clip: type '%s' of input %s is invalid",
                                pc_dtype_name(input->dtype), names[i]);
        if (input->dtype != x->dtype)
            return pc_error_set(err, PC_NO_PROMOTION, X, i, -1,
                                "Clip: type parameter (T) bound to different types (%s and %s)",
                                pc_dtype_name(x->dtype), pc_dtype_name(input->dtype));
    }
    for (int b = MIN; b <= MAX; b++) {
        const pc_array *bound = call->operands[b].array;
        if (bound != NULL && bound->shape.rank != 0)
            return pc_error_set(err, PC_INVALID_RANK, b, -1, -1,
                                "Clip: %s must be a scalar (tensor of empty shape), not of "
                                "rank %d",
                                names[b], bound->shape.rank);
    }
    program->plan.shape = x->shape;
    program->plan.result_dtype = program->plan.compute_dtype = x->dtype;
    /* An absent bound is numeric_limits::lowest() or max() (Operators.md,
    ** Clip: "They default to numeric_limits::lowest() and
    ** numeric_limits::max(), respectively"): of an integer T, its range,
    ** which clamps nothing; of a floating T, its largest finite values,
    ** which clamp the infinities. */
    int floating = pc_dtype_kind_of(x->dtype) == PC_KIND_FLOATING;
    for (int b = MIN; b <= MAX; b++) {
        if (call->operands[b].array == NULL && !floating) continue;
        program->limit[b] = call->operands[b].array == NULL;
        add_step(program, bound_op(b), b, 0, x->dtype,
                 profile_kernel(profile, bound_op(b), x->dtype));
    }
    program->undefined_values = 1;
    program->min_above_max_defined = 1;
    return PC_OK;
}

/* ---- plan ---- */

static pc_status clip_plan(const pc_profile *profile, const pc_promotion_options *options,
                           const pc_function_call *call, clip_program *program,
                           pc_error *err) {
    memset(program, 0, sizeof *program);
    for (int i = 0; i < CLIP_OPERANDS; i++) program->scalar_dtype[i] = PC_DTYPE_NONE;
    const clip_rules *rules = profile ? clip_rules_find(profile) : NULL;
    if (rules == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "clip: no such profile");
    if (call->operand_count != CLIP_OPERANDS)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "clip takes 3 operands (x, min, max; None as neither pointer), "
                            "not %d", call->operand_count);
    if (call->axis.kind != PC_AXIS_DEFAULT)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "clip takes no axis");
    for (int i = 0; i < CLIP_OPERANDS; i++) {
        pc_status status = fn_operand_check(profile, call, i, i != X, err);
        if (status != PC_OK) return status;
    }
    if (call->operands[X].array == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, X, -1, -1,
                            "clip: x must be an array, not %s",
                            fn_operand_kind_name(&call->operands[X]));
    for (int i = 0; i < CLIP_OPERANDS; i++) program->operands[i] = call->operands[i];
    switch (rules->method) {
    case CLIP_TORCH_CLAMP: return torch_plan(profile, rules, options, call, program, err);
    case CLIP_NUMPY: return numpy_plan(profile, options, call, program, err);
    case CLIP_CHAINED: return chained_plan(profile, rules, options, call, program, err);
    case CLIP_SAME_DTYPE: return same_dtype_plan(profile, rules, options, call, program, err);
    case CLIP_TFJS: return fn_clip_tfjs_plan(call, &program->plan, err);
    case CLIP_ONNX: return onnx_plan(profile, rules, call, program, err);
    }
    return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1, "clip: no such method");
}

pc_status function_clip_plan(const pc_profile *profile, const pc_promotion_options *options,
                             const pc_function_call *call, pc_function_plan *plan,
                             pc_error *err) {
    clip_program program;
    pc_status status = clip_plan(profile, options, call, &program, err);
    if (status == PC_OK) *plan = program.plan;
    return status;
}

/* ---- compute ---- */

typedef struct clip_run {
    const clip_program *program;
    pc_dtype dtypes[CLIP_OPERANDS + 1];  /* out, x, min, max */
    int checking;                        /* the Array API's pass before writing */
    int64_t undefined_index;
    const char *undefined_why;
    /* x and a bound into a step's compute dtype: the profile's
    ** operand_convert, as its element-wise ops convert their operands
    ** (PyTorch's and XLA's integer to bfloat16 through float32). */
    pc_wide_converter convert;
} clip_run;

/* a > b in dtype's domain (NaN is never greater). */
static int greater(pc_dtype dtype, const pc_wide *a, const pc_wide *b) {
    switch (pc_dtype_kind_of(dtype)) {
    case PC_KIND_SIGNED: return (int64_t)a->integer > (int64_t)b->integer;
    case PC_KIND_UNSIGNED:
    case PC_KIND_BOOL: return a->integer > b->integer;
    case PC_KIND_FLOATING: return a->real > b->real;
    case PC_KIND_COMPLEX: break;
    }
    return 0;
}

/* a > b for a of dtype da and b of db: equal dtypes as `greater`; the
** Array API 2023.12's bounds of one kind and two dtypes compared by value
** (a signed and an unsigned integer by sign, then magnitude). */
static int bounds_greater(pc_dtype da, const pc_wide *a, pc_dtype db, const pc_wide *b) {
    if (da == db || !pc_dtype_is_integral(da) || !pc_dtype_is_integral(db))
        return greater(da == db ? da : PC_FLOAT64, a, b);
    int a_negative = pc_dtype_kind_of(da) == PC_KIND_SIGNED && (int64_t)a->integer < 0;
    int b_negative = pc_dtype_kind_of(db) == PC_KIND_SIGNED && (int64_t)b->integer < 0;
    if (a_negative != b_negative) return b_negative;
    if (a_negative) return (int64_t)a->integer > (int64_t)b->integer;
    return a->integer > b->integer;
}

/* Zeros of different signs meeting in maximum or minimum (the Array API:
** "The order of signed zeros is unspecified"). */
static int signed_zero_tie(pc_dtype dtype, const pc_wide *a, const pc_wide *b) {
    return pc_dtype_kind_of(dtype) == PC_KIND_FLOATING && a->real == 0.0 && b->real == 0.0 &&
           signbit(a->real) != signbit(b->real);
}

/* elements: 0 the result, 1 x, 2 min, 3 max (absent bounds unread). */
static int clip_visit(void *context, char *const elements[], int64_t flat_index) {
    clip_run *run = context;
    const clip_program *program = run->program;
    pc_wide value;
    pc_dtype current = run->dtypes[1];
    if (program->nan_fill) {
        value.real = NAN;
        pc_wide_convert(PC_FLOAT64, program->plan.result_dtype, &value, 1);
        pc_wide_store(program->plan.result_dtype, &value, elements[0], 0, 1);
        return 0;
    }
    pc_wide_load(current, elements[1], 0, 1, &value);
    pc_wide bounds[CLIP_OPERANDS];
    if (run->checking && program->step_count == 2 && !program->min_above_max_defined) {
        pc_wide_load(run->dtypes[2], elements[2], 0, 1, &bounds[MIN]);
        pc_wide_load(run->dtypes[3], elements[3], 0, 1, &bounds[MAX]);
        if (bounds_greater(run->dtypes[2], &bounds[MIN], run->dtypes[3], &bounds[MAX])) {
            run->undefined_index = flat_index;
            run->undefined_why = "min is greater than max";
            return 1;
        }
    }
    for (int s = 0; s < program->step_count; s++) {
        const clip_step *step = &program->steps[s];
        run->convert(current, step->compute, &value, 1);
        current = step->compute;
        pc_wide bound;
        pc_dtype bound_dtype = run->dtypes[1 + step->bound];
        pc_wide_load(bound_dtype, elements[1 + step->bound], 0, 1, &bound);
        /* The Array API 2023.12: an integer bound array of another dtype
        ** than x's, whose element lies outside x's bounds. */
        if (run->checking && bound_dtype != step->compute && pc_dtype_is_integral(bound_dtype) &&
            pc_dtype_is_integral(step->compute) &&
            outside_printed_bounds(bound_dtype, &bound, step->compute)) {
            run->undefined_index = flat_index;
            run->undefined_why = "an element of min or max is outside the bounds of x's data "
                                 "type";
            return 1;
        }
        run->convert(bound_dtype, step->compute, &bound, 1);
        if (run->checking && signed_zero_tie(step->compute, &value, &bound)) {
            run->undefined_index = flat_index;
            run->undefined_why = "x and a bound are zeros of different signs, whose order is "
                                 "unspecified";
            return 1;
        }
        pc_wide result;
        if (step->bound_first)
            step->kernel(&bound, &value, &result, 1);
        else
            step->kernel(&value, &bound, &result, 1);
        pc_wide_convert(pc_binary_kernel_raw_dtype(step->op, step->compute), step->compute,
                        &result, 1);
        value = result;
    }
    if (run->checking) return 0;
    pc_wide_convert(current, program->plan.result_dtype, &value, 1);
    pc_wide_store(program->plan.result_dtype, &value, elements[0], 0, 1);
    return 0;
}

pc_status function_clip_compute(const pc_profile *profile, const pc_promotion_options *options,
                                const pc_function_call *call, const pc_array *out,
                                pc_error *err) {
    clip_program program;
    pc_status status = clip_plan(profile, options, call, &program, err);
    if (status != PC_OK) return status;
    status = fn_check_out(call, &program.plan, out, err);
    if (status != PC_OK) return status;
    if (clip_rules_find(profile)->method == CLIP_TFJS) {
        fn_clip_tfjs_values(call, out);
        return PC_OK;
    }
    for (int s = 0; s < program.step_count; s++)
        if (program.steps[s].kernel == NULL)
            return refuse_kernel(pc_binary_op_name(program.steps[s].op), program.steps[s].compute,
                                 err);
    fn_scalar_array scalars[CLIP_OPERANDS];
    const pc_array *arrays[CLIP_OPERANDS + 1] = {out, call->operands[X].array, out, out};
    for (int b = MIN; b <= MAX; b++) {
        const pc_binary_operand *bound = &program.operands[b];
        if (bound->array != NULL) {
            arrays[1 + b] = bound->array;
        } else if (program.limit[b]) {
            pc_wide value = {0};
            double max = fn_floating_max(program.plan.result_dtype);
            value.real = b == MIN ? -max : max;
            fn_scalar_array_init(&scalars[b], program.plan.result_dtype, &value);
            arrays[1 + b] = &scalars[b].array;
        } else if (program.scalar_dtype[b] != PC_DTYPE_NONE) {
            pc_wide value;
            pc_scalar_to_compute(profile->scalar_rules, options, program.scalar_op[b],
                                 bound->scalar, program.scalar_array[b], program.scalar_dtype[b],
                                 &value);
            fn_scalar_array_init(&scalars[b], program.scalar_dtype[b], &value);
            arrays[1 + b] = &scalars[b].array;
        }
    }
    /* An absent bound reads nothing: it stands in as `out`, never read. */
    clip_run run;
    memset(&run, 0, sizeof run);
    run.program = &program;
    run.convert = profile->operand_convert ? profile->operand_convert : pc_wide_convert;
    for (int i = 0; i <= CLIP_OPERANDS; i++) run.dtypes[i] = arrays[i]->dtype;
    if (program.undefined_values) {
        run.checking = 1;
        if (fn_for_each_element(&program.plan.shape, arrays, CLIP_OPERANDS + 1, clip_visit,
                                &run))
            return pc_error_set(err, PC_UNDEFINED, MIN, MAX, -1,
                                "clip: at flat index %lld, %s; behavior is unspecified and "
                                "thus implementation-dependent",
                                (long long)run.undefined_index, run.undefined_why);
        run.checking = 0;
    }
    fn_for_each_element(&program.plan.shape, arrays, CLIP_OPERANDS + 1, clip_visit, &run);
    return PC_OK;
}
