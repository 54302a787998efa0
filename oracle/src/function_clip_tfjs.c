/*
** function_clip_tfjs.c: tf.clipByValue of TensorFlow.js 4.22
** (function_clip_tfjs.h). Sources, at tag tfjs-v4.22.0:
**
** tfjs-core/src/ops/clip_by_value.ts: clipByValue(x, clipValueMin:
** number, clipValueMax: number): convertToTensor(x); util.assert(min <=
** max) ("Error in clip: min (3) must be less than or equal to max (2).":
** a NaN bound fails it); min === max is fill(x.shape, min, x.dtype) (the
** Fill kernel, tfjs-backend-cpu/src/kernels/Fill.ts: values.fill(min) into
** x's typed array; complex64 has none: "Unknown data type complex64");
** else the ClipByValue kernel (tfjs-backend-cpu/src/kernels/
** ClipByValue.ts, unaryKernelFunc: assertNotComplex, then per element `xi
** > max ? max : xi < min ? min : xi` on JavaScript numbers, stored into
** x's typed array: an int32 x clipped to 2.5 holds 2, a bool x clipped to
** 0.5 holds 0, false). The result has x's dtype and shape: the bounds are
** numbers and take no part in promotion.
**
** The case format's bounds: an int or a float is a JavaScript number (an
** int rounded to a double). None, an array, a bool (a JavaScript boolean)
** or a complex are no numbers: the signature has no such call
** (PC_UNDEFINED), checked first, since the TypeScript call cannot be
** written.
*/
#include "function_clip_tfjs.h"

#include <math.h>
#include <string.h>

#include "cast_internal.h"
#include "elementwise_kernels_tfjs.h"
#include "function_operands.h"

enum { X, MIN, MAX };

/* A number scalar's JavaScript value: an int rounded once to a double. */
static double number_of(const pc_operand *scalar) {
    if (scalar->scalar_kind == PC_SCALAR_INT && !scalar->value.beyond_64_bits) {
        double magnitude = (double)scalar->value.magnitude;
        return scalar->value.negative ? -magnitude : magnitude;
    }
    return scalar->value.real;
}

static pc_status check_bound(const pc_binary_operand *bound, int index, pc_error *err) {
    static const char *const names[] = {"x", "clipValueMin", "clipValueMax"};
    const char *given = NULL;
    if (fn_operand_is_none(bound))
        given = "None (null)";
    else if (bound->array != NULL)
        given = "an array";
    else if (bound->scalar->scalar_kind == PC_SCALAR_BOOL)
        given = "a boolean";
    else if (bound->scalar->scalar_kind == PC_SCALAR_COMPLEX)
        given = "a complex number";
    if (given == NULL) return PC_OK;
    return pc_error_set(err, PC_UNDEFINED, index, -1, -1,
                        "tf.clipByValue: %s is a number; %s is no such call", names[index],
                        given);
}

pc_status fn_clip_tfjs_plan(const pc_function_call *call, pc_function_plan *plan, pc_error *err) {
    for (int b = MIN; b <= MAX; b++) {
        pc_status status = check_bound(&call->operands[b], b, err);
        if (status != PC_OK) return status;
    }
    double min = number_of(call->operands[MIN].scalar);
    double max = number_of(call->operands[MAX].scalar);
    if (!(min <= max))
        return pc_error_set(err, PC_INVALID_VALUE, MIN, MAX, -1,
                            "Error in clip: min (%.17g) must be less than or equal to max "
                            "(%.17g).",
                            min, max);
    const pc_array *x = call->operands[X].array;
    if (x->dtype == PC_COMPLEX64)
        return pc_error_set(err, PC_UNSUPPORTED_DTYPE_FOR_OP, X, -1, -1,
                            min == max ? "Unknown data type complex64 (Fill of min == max)"
                                       : "ClipByValue does not support complex64 tensors in the "
                                         "CPU backend.");
    memset(plan, 0, sizeof *plan);
    plan->shape = x->shape;
    plan->result_dtype = plan->compute_dtype = x->dtype;
    return PC_OK;
}

typedef struct clip_values {
    double min, max;
    pc_dtype x, out;
} clip_values;

/* elements: 0 the result, 1 x. */
static int clip_visit(void *context, char *const elements[], int64_t flat_index) {
    (void)flat_index;
    const clip_values *c = context;
    pc_wide value;
    pc_wide_load(c->x, elements[1], 0, 1, &value);
    double xi = pc_dtype_domain(c->x) == PC_DOMAIN_INTEGER ? (double)(int64_t)value.integer
                                                            : value.real;
    double clipped = c->min == c->max ? c->min : xi > c->max ? c->max : xi < c->min ? c->min : xi;
    value.real = clipped;
    pc_tfjs_typed_array_store(PC_FLOAT64, c->out, &value, 1);
    pc_wide_store(c->out, &value, elements[0], 0, 1);
    return 0;
}

void fn_clip_tfjs_values(const pc_function_call *call, const pc_array *out) {
    const pc_array *x = call->operands[X].array;
    clip_values c = {number_of(call->operands[MIN].scalar), number_of(call->operands[MAX].scalar),
                     x->dtype, out->dtype};
    const pc_array *arrays[2] = {out, x};
    fn_for_each_element(&out->shape, arrays, 2, clip_visit, &c);
}
