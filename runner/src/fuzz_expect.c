/*
** fuzz_expect.c: a generated case's expected outcome (fuzz_generate.h,
** fuzz_expect).
**
** The oracle answers the case; its answer is copied into the case's
** arena, so the case owns its expectation as a read case does. The
** oracle's floating results are correctly rounded, while libraries'
** kernels are accurate to an ulp or a few, and compute complex products,
** quotients and powers and dot products by formulas whose roundings
** differ: those expected arrays carry the tolerance the generator gives
** the corpus's (generator/promcast_model/tolerances.py and contraction.py,
** docs/values.md): real pow, atan2, hypot and logaddexp 4 ulps; complex
** multiply and divide 2 ulps and pow, atan2 and logaddexp 8 ulps of the
** component, at a scale per element (the magnitude of the terms that may
** cancel); matmul and vecdot length + 1 ulps at a scale. Where the
** generator's scale needs the terms of each element, this one bounds
** them from above (the largest operand magnitudes), which is as loose or
** looser: the fuzzer must not report a rounding difference the corpus
** accepts.
*/
#include <math.h>
#include <string.h>

#include "case_oracle.h"
#include "case_values.h"
#include "fuzz_generate.h"
#include "fuzz_open.h"

static void *keep(case_arena *arena, const void *data, size_t size) {
    void *copy = case_arena_allocate(arena, size ? size : 1);
    if (copy && size) memcpy(copy, data, size);
    return copy;
}

/* An array of the answer's, with its dims, strides and data, into the
** arena. */
static int keep_array(case_arena *arena, const case_array *from, case_array *to) {
    *to = *from;
    size_t rank = (size_t)from->shape.rank;
    to->shape.dims = keep(arena, from->shape.dims, rank * sizeof(int64_t));
    to->strides = from->strides ? keep(arena, from->strides, rank * sizeof(int64_t)) : NULL;
    to->data = keep(arena, from->data, (size_t)from->element_count * pc_dtype_size(from->dtype));
    return to->shape.dims && to->data && (from->strides == NULL || to->strides);
}

static int keep_outcome(case_arena *arena, const case_outcome *from, case_outcome *to) {
    *to = *from;
    to->ulp_scale = NULL;
    to->ulp_tolerance = 0;
    switch (from->kind) {
    case OUTCOME_SHAPE:
        to->shape.dims = keep(arena, from->shape.dims, (size_t)from->shape.rank * sizeof(int64_t));
        return to->shape.dims != NULL;
    case OUTCOME_ARRAY:
        return keep_array(arena, &from->array, &to->array);
    case OUTCOME_ARRAYS: {
        case_array *arrays =
            case_arena_allocate(arena, (size_t)(from->array_count ? from->array_count : 1) *
                                           sizeof *arrays);
        if (!arrays) return 0;
        for (int i = 0; i < from->array_count; i++)
            if (!keep_array(arena, &from->arrays[i], &arrays[i])) return 0;
        to->arrays = arrays;
        return 1;
    }
    default:
        return 1;
    }
}

/* The least power of two >= magnitude, or 0 (no scale) for a magnitude
** that is 0, not finite or beyond the doubles (tolerances.py,
** power_of_two_at_least). */
static double power_of_two_at_least(double magnitude) {
    if (!(magnitude > 0.0) || isinf(magnitude)) return 0.0;
    int exponent;
    double mantissa = frexp(magnitude, &exponent);
    if (mantissa == 0.5) return magnitude;
    return exponent > 1023 ? 0.0 : ldexp(1.0, exponent);
}

/* Bits of precision of a real floating dtype (the component of a
** complex one). */
static int precision(pc_dtype dtype) {
    switch (pc_dtype_complex_component(dtype)) {
    case PC_FLOAT16: return 11;
    case PC_BFLOAT16: return 8;
    case PC_FLOAT32: return 24;
    case PC_FLOAT64: return 53;
    case PC_FLOAT8_E4M3FN: return 4;
    case PC_FLOAT8_E5M2: return 3;
    default: return 0;
    }
}

/* The largest magnitude of an array's elements (complex: modulus), 0 for
** none; infinities and NaN count as 0 (no scale from them). */
static double largest_magnitude(const case_array *array) {
    double largest = 0.0;
    size_t size = pc_dtype_size(array->dtype);
    pc_dtype component = pc_dtype_complex_component(array->dtype);
    int complex = pc_dtype_is_complex(array->dtype);
    for (int64_t i = 0; i < array->element_count; i++) {
        const unsigned char *element = (const unsigned char *)array->data + (size_t)i * size;
        double re = case_value_real(component, element);
        double im = complex ? case_value_real(component, element + size / 2) : 0.0;
        double m = hypot(re, im);
        if (isfinite(m) && m > largest) largest = m;
    }
    return largest;
}

/* The magnitude of a Python scalar, or of an array operand. */
static double operand_magnitude(const promcast_case *c, int i) {
    if (case_input_is_scalar(c, i)) {
        const pc_scalar_value *v = &c->operands[i].value;
        double m = hypot(v->real, v->imag);
        return isfinite(m) ? m : 0.0;
    }
    return largest_magnitude(&c->arrays[i]);
}

/* Sets one scale for every element of the expected array. */
static int uniform_scale(case_arena *arena, case_outcome *expect, double scale) {
    double *scales = case_arena_allocate(
        arena, (size_t)(expect->array.element_count ? expect->array.element_count : 1) *
                   sizeof *scales);
    if (!scales) return 0;
    for (int64_t i = 0; i < expect->array.element_count; i++) scales[i] = scale;
    expect->ulp_scale = scales;
    return 1;
}

/* An element-wise op's tolerance: `compute` is the dtype the op computes
** in, the expected array's the dtype stored. */
static int binary_tolerance(const promcast_case *c, pc_dtype compute, case_arena *arena,
                            case_outcome *expect) {
    pc_dtype stored = expect->array.dtype;
    int ulp = 0, complex = pc_dtype_is_complex(compute);
    pc_binary_op op = c->binary_op;
    if (complex) {
        if (op == PC_OP_MULTIPLY || op == PC_OP_DIVIDE) ulp = 2;
        else if (op == PC_OP_POW || op == PC_OP_ATAN2 || op == PC_OP_LOGADDEXP) ulp = 8;
    } else if (pc_dtype_is_floating(compute)) {
        if (op == PC_OP_POW || op == PC_OP_ATAN2 || op == PC_OP_HYPOT || op == PC_OP_LOGADDEXP)
            ulp = 4;
    }
    if (ulp == 0 || precision(stored) == 0 || precision(compute) == 0) return 1;
    /* An ulp of a wider stored dtype is smaller: count the compute dtype's
    ** ulps in the stored dtype's. */
    int shift = precision(stored) - precision(compute);
    expect->ulp_tolerance = ulp << (shift > 0 ? (shift < 19 ? shift : 19) : 0);
    if (expect->ulp_tolerance > 1000000) expect->ulp_tolerance = 1000000;
    if (!complex && op != PC_OP_LOGADDEXP) return 1;
    /* The terms that may cancel, bounded from above: a product's by the
    ** largest |a| times the largest |b|; the others' (a quotient's |a| /
    ** |b|, a power's |result|, atan2's max(|result|, 1), logaddexp's) by
    ** the largest of the operands' and the result's magnitudes. */
    double a = operand_magnitude(c, 0), b = operand_magnitude(c, 1);
    double result = largest_magnitude(&expect->array);
    double terms = op == PC_OP_MULTIPLY ? a * b : fmax(fmax(a, b), result);
    if (op == PC_OP_ATAN2) terms = fmax(terms, 1.0);
    return uniform_scale(arena, expect, power_of_two_at_least(terms));
}

/* matmul and vecdot: length + 1 ulps at a scale bounding every sum of
** products (contraction.py: the sum of the products' magnitudes). */
static int product_tolerance(const promcast_case *c, case_arena *arena, case_outcome *expect) {
    pc_dtype stored = expect->array.dtype;
    if (!pc_dtype_is_floating(stored) && !pc_dtype_is_complex(stored)) return 1;
    const case_array *x1 = &c->inputs[0].array, *x2 = &c->inputs[1].array;
    int64_t length = 0;
    if (c->op == CASE_MATMUL) {
        length = x1->shape.rank ? x1->shape.dims[x1->shape.rank - 1] : 0;
    } else {
        int rank = x1->shape.rank > x2->shape.rank ? x1->shape.rank : x2->shape.rank;
        int64_t axis = c->axis_kind == PC_AXIS_GIVEN ? c->axis_value : -1;
        if (axis < 0) axis += rank;
        for (int i = 0; i < 2; i++) {
            const case_array *x = i ? x2 : x1;
            int64_t at = axis - (rank - x->shape.rank);
            if (at >= 0 && at < x->shape.rank && x->shape.dims[at] > length)
                length = x->shape.dims[at];
        }
    }
    expect->ulp_tolerance = (int)(length + 1 < 1000000 ? length + 1 : 1000000);
    double terms = (double)length * largest_magnitude(x1) * largest_magnitude(x2);
    return uniform_scale(arena, expect, power_of_two_at_least(terms));
}

/* sum_to_shape: a sum of n terms in an order and an accumulation dtype of
** the library's own (PyTorch's sum kernel sums in cascades), so n + 1 ulps
** at a scale bounding the sum of their magnitudes, as product_tolerance
** gives a contraction; none where each result is one term, copied. The
** committed corpus needs none: its gradients are drawn so that every order
** gives the same sum (generator/promcast_model/gradients.py). */
static int sum_tolerance(const promcast_case *c, case_arena *arena, case_outcome *expect) {
    pc_dtype stored = expect->array.dtype;
    const case_array *gradient = &c->arrays[0];
    int64_t results = expect->array.element_count;
    if ((!pc_dtype_is_floating(stored) && !pc_dtype_is_complex(stored)) || results == 0)
        return 1;
    int64_t terms = gradient->element_count / results;
    if (terms < 2) return 1;
    expect->ulp_tolerance = (int)(terms + 1 < 1000000 ? terms + 1 : 1000000);
    double bound = (double)terms * fuzz_largest_finite_part(gradient);
    return uniform_scale(arena, expect, power_of_two_at_least(bound));
}

/* The dtype an element-wise case computes in: the out-of-place plan's. */
static pc_dtype compute_dtype(const fuzz_domain *domain, const promcast_case *c) {
    pc_array arrays[2];
    pc_binary_operand operands[2];
    for (int i = 0; i < 2; i++) {
        if (case_input_is_scalar(c, i)) {
            operands[i] = pc_binary_operand_scalar(&c->operands[i]);
            continue;
        }
        pc_shape shape;
        case_shape_expand(c->arrays[i].shape, &shape);
        pc_array_init_contiguous(&arrays[i], c->arrays[i].dtype, &shape, c->arrays[i].data);
        operands[i] = pc_binary_operand_array(&arrays[i]);
    }
    pc_binary_plan plan;
    pc_error error;
    if (pc_binary_mixed_plan_make(domain->profile, &c->options, c->binary_op, &operands[0],
                                  &operands[1], &plan, &error) != PC_OK)
        return PC_DTYPE_NONE;
    return plan.compute_dtype;
}

int fuzz_expect(const fuzz_domain *domain, case_arena *arena, promcast_case *test_case,
                case_answer *scratch) {
    case_oracle_answer(test_case, domain->profile, scratch);
    if (!keep_outcome(arena, &scratch->outcome, &test_case->expect)) return 0;
    if (test_case->expect.kind != OUTCOME_ARRAY) return 1;
    pc_binary_op op = test_case->binary_op;
    int rounded = op == PC_OP_MULTIPLY || op == PC_OP_DIVIDE || op == PC_OP_POW ||
                  op == PC_OP_ATAN2 || op == PC_OP_HYPOT || op == PC_OP_LOGADDEXP;
    if ((test_case->op == CASE_BINARY || test_case->op == CASE_BINARY_INPLACE) && rounded) {
        /* Only these ops take a tolerance (binary_tolerance): the others
        ** need no compute dtype. */
        pc_dtype compute = compute_dtype(domain, test_case);
        return compute == PC_DTYPE_NONE ||
               binary_tolerance(test_case, compute, arena, &test_case->expect);
    }
    if (test_case->op == CASE_MATMUL || test_case->op == CASE_VECDOT)
        return product_tolerance(test_case, arena, &test_case->expect);
    if (test_case->op == CASE_SUM_TO_SHAPE)
        return sum_tolerance(test_case, arena, &test_case->expect);
    return 1;
}
