/*
** elementwise_compute.c: pc_binary_compute and pc_binary_compute_inplace
** (promcast/elementwise.h): check the arrays against the plan, then run the
** op over the broadcast shape through strides.
**
** Per element, as PyTorch's TensorIterator does with
** promote_inputs_to_common_dtype (its inputs are converted to the common
** dtype): each operand is converted to the compute dtype (pc_cast_element
** semantics), the op is applied (elementwise_kernels.c), and the result is
** rounded once to the result dtype; in place it is then cast to the
** destination's dtype (TensorIteratorBase::cast_outputs,
** aten/src/ATen/TensorIterator.cpp, copies the common-dtype result into the
** original tensor: a float32 result stored into float16 rounds twice, as
** the library does).
**
** A broadcast destination (stride 0 on a dimension of size > 1) is
** refused, out= and in place alike (array_internal.h). Inputs overlapping
** the destination other than exactly (a (op)= a) are outside the contract,
** as PyTorch refuses partial overlap.
**
** Broadcast operands are read through stride 0, never copied (as
** PyTorch's TensorIterator reads them). Runs are processed in chunks
** through small buffers on the stack, so every dtype and op decision is
** made once per chunk, outside the inner loops.
*/
#include <string.h>

#include "array_internal.h"
#include "cast_internal.h"
#include "elementwise_kernels.h"
#include "elementwise_scalar.h"
#include "profile_internal.h"
#include "strided_loop.h"

/* Elements per chunk: 4 KiB of wide values per operand. */
#define CHUNK 256

typedef struct binary_run {
    pc_dtype a_dtype;
    pc_dtype b_dtype;
    pc_dtype compute_dtype;
    pc_dtype raw_dtype;     /* the kernel's results, unrounded */
    pc_dtype op_dtype;      /* the op's own result: bool or compute_dtype */
    pc_dtype store_dtype;   /* out's dtype, or a's in place */
    pc_binary_kernel kernel;
    /* the operands' conversion to compute_dtype (the profile's
    ** operand_convert, or pc_wide_convert) */
    void (*convert)(pc_dtype from, pc_dtype to, pc_wide *values, int64_t count);
} binary_run;

/* Operands: data[0] the destination, data[1] a, data[2] b. */
static void binary_kernel_run(void *context, char *const data[],
                              const int64_t strides[], int64_t count) {
    const binary_run *run = context;
    pc_wide a[CHUNK], b[CHUNK];
    for (int64_t start = 0; start < count; start += CHUNK) {
        int64_t n = count - start < CHUNK ? count - start : CHUNK;
        pc_wide_load(run->a_dtype, data[1] + start * strides[1], strides[1], n,
                     a);
        run->convert(run->a_dtype, run->compute_dtype, a, n);
        pc_wide_load(run->b_dtype, data[2] + start * strides[2], strides[2], n,
                     b);
        run->convert(run->b_dtype, run->compute_dtype, b, n);
        run->kernel(a, b, a, n);
        /* Storing the op's own dtype rounds once from the raw results (in
        ** the same domain); another dtype (in place) is a cast of the op's
        ** rounded result, and an op whose result is in another domain than
        ** its raw results (TensorFlow.js's FloorDiv: float32 operands, an
        ** int32 result) converts them once. */
        if (run->store_dtype != run->op_dtype ||
            pc_dtype_domain(run->raw_dtype) != pc_dtype_domain(run->store_dtype)) {
            pc_wide_convert(run->raw_dtype, run->op_dtype, a, n);
            pc_wide_convert(run->op_dtype, run->store_dtype, a, n);
        }
        pc_wide_store(run->store_dtype, a, data[0] + start * strides[0],
                      strides[0], n);
    }
}

/* The value rules' pass (elementwise_values.h), before any result is
** written: the first element meeting a rule stops it. */
typedef struct value_check {
    const binary_run *run;
    pc_binary_op op;
    const pc_profile *profile;
    pc_dtype result;     /* the op's result dtype (binary_values_check) */
    int64_t next_index;  /* flat index of the run's first element */
    pc_status status;
    pc_error *err;
} value_check;

static void value_check_run(void *context, char *const data[], const int64_t strides[],
                            int64_t count) {
    value_check *check = context;
    const binary_run *run = check->run;
    pc_wide a[CHUNK], b[CHUNK];
    for (int64_t start = 0; start < count && check->status == PC_OK; start += CHUNK) {
        int64_t n = count - start < CHUNK ? count - start : CHUNK;
        pc_wide_load(run->a_dtype, data[1] + start * strides[1], strides[1], n, a);
        run->convert(run->a_dtype, run->compute_dtype, a, n);
        pc_wide_load(run->b_dtype, data[2] + start * strides[2], strides[2], n, b);
        run->convert(run->b_dtype, run->compute_dtype, b, n);
        check->status = pc_value_rules_check(check->profile->value_rules,
                                             check->profile->value_rule_count, check->op,
                                             run->compute_dtype, a, b, n,
                                             check->next_index + start, check->err);
        if (check->status == PC_OK && check->profile->binary_values_check != NULL)
            check->status = check->profile->binary_values_check(
                check->op, run->compute_dtype, check->result, a, b, n,
                check->next_index + start, check->err);
    }
    check->next_index += count;
}

static pc_status check_operands(const pc_array *a, const pc_array *b,
                                pc_error *err) {
    pc_status status = pc_array_validate(a, 0, err);
    if (status == PC_OK) status = pc_array_validate(b, 1, err);
    return status;
}

/* The copy of a that an op answering its exponent 1 without a kernel
** gives (pc_scalar_rules.unit_exponent_ops): a in the compute dtype. */
static void copy_a_kernel(const pc_wide *a, const pc_wide *b, pc_wide *results, int64_t count) {
    (void)b;
    if (results != a) memmove(results, a, (size_t)count * sizeof *a);
}

/* Runs the op over plan->shape into `destination` (out, or a in place),
** with the profile's kernels, or with `kernel` where the call picks its
** own (copy_a_kernel for an exponent of 1, pc_complex_pow_reciprocal). */
static pc_status run_binary(const pc_profile *profile, pc_binary_op op,
                            const pc_binary_plan *plan,
                            const pc_array *a, const pc_array *b,
                            const pc_array *destination, int inplace, pc_binary_kernel kernel,
                            pc_error *err) {
    binary_run run;
    run.a_dtype = a->dtype;
    run.b_dtype = b->dtype;
    run.compute_dtype = plan->compute_dtype;
    int copy_a = kernel == copy_a_kernel;
    run.raw_dtype = copy_a ? plan->compute_dtype : pc_binary_kernel_raw_dtype(op, plan->compute_dtype);
    /* elementwise.h, pc_binary_plan: the result is "bool for comparisons,
    ** else compute_dtype"; a bool raw dtype means one of those two. Out of
    ** place the plan's result dtype is the op's own, which is another
    ** where the library's kernel stores into another dtype than it
    ** computes in (TensorFlow.js's FloorDiv: int32 of float32 operands);
    ** in place it is the destination's. */
    run.op_dtype = !inplace ? plan->result_dtype
                   : run.raw_dtype == PC_BOOL ? PC_BOOL : plan->compute_dtype;
    run.store_dtype = destination->dtype;
    run.convert = profile->operand_convert ? profile->operand_convert : pc_wide_convert;
    run.kernel = kernel ? kernel
                 : profile->binary_kernel ? profile->binary_kernel(op, plan->compute_dtype)
                                          : pc_binary_kernel_find(op, plan->compute_dtype);
    if (run.kernel == NULL)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, 0, 1, -1,
                            "%s has no kernel computing in %s",
                            pc_binary_op_name(op),
                            pc_dtype_name(plan->compute_dtype));

    int64_t a_strides[PC_MAX_RANK], b_strides[PC_MAX_RANK];
    pc_loop_broadcast_strides(&a->shape, a->strides, &plan->shape, a_strides);
    pc_loop_broadcast_strides(&b->shape, b->strides, &plan->shape, b_strides);
    const int64_t *strides[3] = {destination->strides, a_strides, b_strides};
    size_t item_sizes[3] = {pc_dtype_size(destination->dtype),
                            pc_dtype_size(a->dtype), pc_dtype_size(b->dtype)};
    pc_loop loop;
    pc_loop_init(&loop, &plan->shape, 3, strides, item_sizes);
    char *data[3] = {destination->data, a->data, b->data};
    if (pc_value_rules_apply(profile->value_rules, profile->value_rule_count, op,
                             plan->compute_dtype) ||
        profile->binary_values_check != NULL) {
        value_check check = {&run, op, profile, plan->result_dtype, 0, PC_OK, err};
        pc_loop_run(&loop, data, value_check_run, &check);
        if (check.status != PC_OK) return check.status;
    }
    pc_loop_run(&loop, data, binary_kernel_run, &run);
    return PC_OK;
}

/* `out` against the plan: its dtype and shape, and no element written
** twice. `a_dtype` and `b_dtype` name the operands in the message. */
static pc_status check_out(pc_binary_op op, const pc_binary_plan *plan, const char *a_name,
                           const char *b_name, const pc_array *out, pc_error *err) {
    if (out->dtype != plan->result_dtype)
        return pc_error_set(err, PC_INVALID_ARGUMENT, 2, -1, -1,
                            "out has dtype %s, but %s of %s and %s gives %s",
                            pc_dtype_name(out->dtype), pc_binary_op_name(op), a_name, b_name,
                            pc_dtype_name(plan->result_dtype));
    if (!pc_shape_equal(&out->shape, &plan->shape)) {
        char got[128], expected[128];
        pc_shape_format(&out->shape, got, sizeof got);
        pc_shape_format(&plan->shape, expected, sizeof expected);
        return pc_error_set(err, PC_INVALID_ARGUMENT, 2, -1, -1,
                            "out has shape %s, but the broadcast shape is %s",
                            got, expected);
    }
    return pc_array_check_writable(out, 2, "out", err);
}

pc_status pc_binary_compute(const pc_profile *profile,
                            const pc_promotion_options *options,
                            pc_binary_op op, const pc_array *a,
                            const pc_array *b, const pc_array *out,
                            pc_error *err) {
    pc_status status = check_operands(a, b, err);
    if (status == PC_OK) status = pc_array_validate(out, 2, err);
    if (status != PC_OK) return status;
    pc_binary_plan plan;
    status = pc_binary_plan_make(profile, options, op, a->dtype, &a->shape,
                                 b->dtype, &b->shape, &plan, err);
    if (status != PC_OK) return status;
    status = check_out(op, &plan, pc_dtype_name(a->dtype), pc_dtype_name(b->dtype), out, err);
    if (status != PC_OK) return status;
    return run_binary(profile, op, &plan, a, b, out, 0, NULL, err);
}

pc_status pc_binary_compute_inplace(const pc_profile *profile,
                                    const pc_promotion_options *options,
                                    pc_binary_op op, const pc_array *a,
                                    const pc_array *b, pc_error *err) {
    pc_status status = check_operands(a, b, err);
    if (status != PC_OK) return status;
    pc_binary_plan plan;
    status = pc_binary_inplace_plan_make(profile, options, op, a->dtype,
                                         &a->shape, b->dtype, &b->shape,
                                         &plan, err);
    if (status != PC_OK) return status;
    status = pc_array_check_writable(a, 0, "the in-place destination", err);
    if (status != PC_OK) return status;
    return run_binary(profile, op, &plan, a, b, a, 1, NULL, err);
}

/* A constant written to every element of the destination (NumPy 2's
** comparisons with an int out of the array's range). */
typedef struct constant_fill {
    pc_dtype dtype;
    pc_wide value;
} constant_fill;

static void constant_fill_run(void *context, char *const data[], const int64_t strides[],
                              int64_t count) {
    const constant_fill *fill = context;
    pc_wide values[CHUNK];
    for (int64_t i = 0; i < CHUNK && i < count; i++) values[i] = fill->value;
    for (int64_t start = 0; start < count; start += CHUNK) {
        int64_t n = count - start < CHUNK ? count - start : CHUNK;
        pc_wide_store(fill->dtype, values, data[0] + start * strides[0], strides[0], n);
    }
}

/* The arrays a mixed op runs on: an array operand as it is (pointed to,
** not copied: a pc_array is a kilobyte), a scalar as a 0-d array of the
** compute dtype over `element` (elementwise_scalar.h) in `scalar`, or
** *constant set when the op is a constant comparison or an exponent of 0
** answered without a kernel (then nothing else is set). `kernel`: the
** one the scalar picks, or NULL for the profile's: a copy of a for an
** exponent of 1 answered without a kernel, or a complex base through a
** reciprocal (pc_scalar_rules.reciprocal_exponent_ops). */
typedef struct mixed_arrays {
    const pc_array *arrays[2];
    pc_array scalar;
    _Alignas(16) unsigned char element[16];  /* complex128 at most */
    int constant;
    int constant_value;
    pc_binary_kernel kernel;
} mixed_arrays;

static pc_status mixed_read(const pc_binary_operand *a, const pc_binary_operand *b,
                            pc_error *err) {
    const pc_binary_operand *given[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        if (given[i] == NULL || (given[i]->array == NULL) == (given[i]->scalar == NULL))
            return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                "operand %d: give exactly one of an array and a scalar", i);
        if (given[i]->array != NULL) {
            pc_status status = pc_array_validate(given[i]->array, i, err);
            if (status != PC_OK) return status;
        }
    }
    return PC_OK;
}

static void mixed_prepare(const pc_profile *profile, const pc_promotion_options *options,
                          pc_binary_op op, const pc_binary_operand *a,
                          const pc_binary_operand *b, const pc_binary_plan *plan,
                          mixed_arrays *mixed) {
    const pc_binary_operand *given[2] = {a, b};
    mixed->constant = 0;
    mixed->kernel = NULL;
    if (b->scalar != NULL) {
        int exponent = pc_scalar_unit_exponent(profile->scalar_rules, op, b->scalar, 1);
        if (exponent == 0) {
            mixed->constant = 1;
            mixed->constant_value = 1;
            return;
        }
        if (exponent == 1)
            mixed->kernel = copy_a_kernel;
        else if (pc_dtype_is_complex(plan->compute_dtype) &&
                 pc_scalar_reciprocal_exponent(profile->scalar_rules, op, b->scalar, 1))
            mixed->kernel = pc_complex_pow_reciprocal;
    }
    for (int i = 0; i < 2; i++) {
        if (given[i]->array != NULL) {
            mixed->arrays[i] = given[i]->array;
            continue;
        }
        const pc_operand *scalar = given[i]->scalar;
        const pc_array *other = given[1 - i]->array;
        if (pc_scalar_constant_comparison(profile->scalar_rules, op, scalar, i == 0,
                                          other->dtype, &mixed->constant_value)) {
            mixed->constant = 1;
            return;
        }
        pc_wide value;
        pc_scalar_to_compute(profile->scalar_rules, options, op, scalar, other->dtype,
                             plan->compute_dtype, &value);
        pc_wide_store(plan->compute_dtype, &value, (char *)mixed->element, 0, 1);
        pc_shape zero_dim;
        zero_dim.rank = 0;
        pc_array_init_contiguous(&mixed->scalar, plan->compute_dtype, &zero_dim,
                                 mixed->element);
        mixed->arrays[i] = &mixed->scalar;
    }
}

/* Runs the prepared op into `destination`. */
static pc_status mixed_run(const pc_profile *profile, pc_binary_op op,
                           const pc_binary_plan *plan, const mixed_arrays *mixed,
                           const pc_array *destination, int inplace, pc_error *err) {
    if (!mixed->constant)
        return run_binary(profile, op, plan, mixed->arrays[0], mixed->arrays[1], destination,
                          inplace, mixed->kernel, err);
    constant_fill fill = {destination->dtype, {0}};
    fill.value.integer = (uint64_t)mixed->constant_value;
    pc_wide_convert(PC_BOOL, destination->dtype, &fill.value, 1);
    const int64_t *strides[1] = {destination->strides};
    size_t item_sizes[1] = {pc_dtype_size(destination->dtype)};
    pc_loop loop;
    pc_loop_init(&loop, &destination->shape, 1, strides, item_sizes);
    char *data[1] = {destination->data};
    pc_loop_run(&loop, data, constant_fill_run, &fill);
    return PC_OK;
}

static const char *operand_name(const pc_binary_operand *operand) {
    static const char *const kinds[] = {"a Python bool", "a Python int", "a Python float",
                                        "a Python complex"};
    if (operand->array != NULL) return pc_dtype_name(operand->array->dtype);
    int kind = (int)operand->scalar->scalar_kind;
    return kind >= 0 && kind < 4 ? kinds[kind] : "a scalar";
}

/* A plan given to the _planned forms against their operands, as far as
** the loops need it: valid dtypes, a shape every array operand broadcasts
** to (right-aligned, each size equal or 1) and, in place, the
** destination's own. A plan made for other operands would otherwise
** send the loops past their memory; a plan made for these passes. */
static pc_status check_plan(const pc_binary_plan *plan, const pc_binary_operand *a,
                            const pc_binary_operand *b, int inplace, pc_error *err) {
    if (!pc_dtype_is_valid(plan->compute_dtype) || !pc_dtype_is_valid(plan->result_dtype) ||
        plan->shape.rank < 0 || plan->shape.rank > PC_MAX_RANK)
        return pc_error_set(err, PC_INVALID_ARGUMENT, -1, -1, -1,
                            "the plan given is no plan: a dtype or its rank is out of range");
    const pc_binary_operand *given[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        const pc_array *array = given[i]->array;
        if (array == NULL) continue;
        int offset = plan->shape.rank - array->shape.rank;
        int fits = offset >= 0 && (!inplace || i != 0 || offset == 0);
        for (int d = 0; fits && d < array->shape.rank; d++) {
            int64_t size = array->shape.dims[d], target = plan->shape.dims[d + offset];
            fits = size == target || (size == 1 && !(inplace && i == 0));
        }
        if (!fits) {
            char shape[128];
            pc_shape_format(&plan->shape, shape, sizeof shape);
            return pc_error_set(err, PC_INVALID_ARGUMENT, i, -1, -1,
                                "operand %d does not broadcast to the plan's shape %s%s: "
                                "the plan is not this call's",
                                i, shape, inplace && i == 0 ? " (in place, its own)" : "");
        }
    }
    return PC_OK;
}

/* Out of place: the operands and out checked, the plan made (`given`
** NULL) or the given one checked against them, out against the plan,
** then the op. */
static pc_status mixed_compute(const pc_profile *profile, const pc_promotion_options *options,
                               pc_binary_op op, const pc_binary_operand *a,
                               const pc_binary_operand *b, const pc_binary_plan *given,
                               const pc_array *out, pc_error *err) {
    pc_promotion_options defaults;
    if (options == NULL) {
        pc_promotion_options_init(&defaults);
        options = &defaults;
    }
    pc_status status = mixed_read(a, b, err);
    if (status == PC_OK) status = pc_array_validate(out, 2, err);
    if (status != PC_OK) return status;
    pc_binary_plan made;
    const pc_binary_plan *plan = given ? given : &made;
    status = given ? check_plan(given, a, b, 0, err)
                   : pc_binary_mixed_plan_make(profile, options, op, a, b, &made, err);
    if (status == PC_OK) status = check_out(op, plan, operand_name(a), operand_name(b), out, err);
    if (status != PC_OK) return status;
    mixed_arrays mixed;
    mixed_prepare(profile, options, op, a, b, plan, &mixed);
    return mixed_run(profile, op, plan, &mixed, out, 0, err);
}

/* In place: the operands checked, the plan made (`given` NULL) or the
** given one checked against them, the destination's writability, then
** the op. */
static pc_status mixed_compute_inplace(const pc_profile *profile,
                                       const pc_promotion_options *options, pc_binary_op op,
                                       const pc_array *a, const pc_binary_operand *b,
                                       const pc_binary_plan *given, pc_error *err) {
    pc_promotion_options defaults;
    if (options == NULL) {
        pc_promotion_options_init(&defaults);
        options = &defaults;
    }
    if (a == NULL)
        return pc_error_set(err, PC_INVALID_ARGUMENT, 0, -1, -1,
                            "the destination of an in-place op must be an array");
    pc_binary_operand destination = pc_binary_operand_array(a);
    pc_status status = mixed_read(&destination, b, err);
    if (status != PC_OK) return status;
    pc_binary_plan made;
    const pc_binary_plan *plan = given ? given : &made;
    status = given ? check_plan(given, &destination, b, 1, err)
                   : pc_binary_mixed_inplace_plan_make(profile, options, op, a, b, &made, err);
    if (status == PC_OK) status = pc_array_check_writable(a, 0, "the in-place destination", err);
    if (status != PC_OK) return status;
    mixed_arrays mixed;
    mixed_prepare(profile, options, op, &destination, b, plan, &mixed);
    return mixed_run(profile, op, plan, &mixed, a, 1, err);
}

pc_status pc_binary_mixed_compute(const pc_profile *profile,
                                  const pc_promotion_options *options, pc_binary_op op,
                                  const pc_binary_operand *a, const pc_binary_operand *b,
                                  const pc_array *out, pc_error *err) {
    return mixed_compute(profile, options, op, a, b, NULL, out, err);
}

pc_status pc_binary_mixed_compute_planned(const pc_profile *profile,
                                          const pc_promotion_options *options,
                                          pc_binary_op op, const pc_binary_operand *a,
                                          const pc_binary_operand *b,
                                          const pc_binary_plan *plan, const pc_array *out,
                                          pc_error *err) {
    return mixed_compute(profile, options, op, a, b, plan, out, err);
}

pc_status pc_binary_mixed_compute_inplace(const pc_profile *profile,
                                          const pc_promotion_options *options,
                                          pc_binary_op op, const pc_array *a,
                                          const pc_binary_operand *b, pc_error *err) {
    return mixed_compute_inplace(profile, options, op, a, b, NULL, err);
}

pc_status pc_binary_mixed_compute_inplace_planned(const pc_profile *profile,
                                                  const pc_promotion_options *options,
                                                  pc_binary_op op, const pc_array *a,
                                                  const pc_binary_operand *b,
                                                  const pc_binary_plan *plan, pc_error *err) {
    return mixed_compute_inplace(profile, options, op, a, b, plan, err);
}

void pc_binary_scalar_element(const pc_profile *profile, const pc_promotion_options *options,
                              const pc_operand *scalar, pc_dtype compute, void *element) {
    pc_promotion_options defaults;
    if (options == NULL) {
        pc_promotion_options_init(&defaults);
        options = &defaults;
    }
    pc_wide value;
    pc_scalar_to_compute(profile->scalar_rules, options, PC_BINARY_OP_COUNT, scalar,
                         PC_DTYPE_NONE, compute, &value);
    pc_wide_store(compute, &value, element, 0, 1);
}
