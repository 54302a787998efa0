/*
** mutant.c: the helpers the mutant adapters share (mutant.h).
*/
#include "mutant.h"

#include <assert.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "adapter_array.h"
#include "adapter_dtype.h"
#include "adapter_scratch.h"
#include "adapter_status.h"
#include "adapter_tensor.h"

/* Largest element of any dtype: complex128. */
#define ELEMENT_MAX 16

static char *element_at(const pc_array *array, const int64_t *index) {
    int64_t offset = 0;
    for (int d = 0; d < array->shape.rank; d++) offset += index[d] * array->strides[d];
    return (char *)array->data + offset * (int64_t)pc_dtype_size(array->dtype);
}

/* Steps a row-major index of `shape` to the next element. */
static void index_next(const pc_shape *shape, int64_t *index) {
    for (int d = shape->rank - 1; d >= 0; d--) {
        if (++index[d] < shape->dims[d]) return;
        index[d] = 0;
    }
}

/* Each of the first `count` elements: from's dtype -> via -> to's dtype. */
static void cast_via(const pc_array *from, pc_dtype via, const pc_array *to, int64_t count) {
    int64_t i[PC_MAX_RANK] = {0}, j[PC_MAX_RANK] = {0};
    _Alignas(max_align_t) unsigned char between[ELEMENT_MAX];
    for (int64_t n = 0; n < count; n++) {
        pc_cast_element(from->dtype, element_at(from, i), via, between);
        pc_cast_element(via, between, to->dtype, element_at(to, j));
        index_next(&from->shape, i);
        index_next(&to->shape, j);
    }
}

void mutant_cast_elements(const pc_array *from, const pc_array *to, int64_t count) {
    cast_via(from, to->dtype, to, count);
}

int32_t mutant_store_out_of_place(void *state, const promcast_call *call, int32_t op,
                                  DLTensor *a, const promcast_value *b) {
    promcast_value a_value = {.kind = PROMCAST_VALUE_ARRAY, .array = a};
    DLManagedTensor *result;
    int32_t status = ORACLE->elementwise(state, call, op, &a_value, b, &result);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_array destination, computed;
    status = adapter_array_from_dl(call, a, "a", &destination);
    if (status == PROMCAST_STATUS_OK)
        status = adapter_array_from_dl(call, &result->dl_tensor, "the result", &computed);
    int64_t a_count, result_count;
    pc_error error;
    if (status == PROMCAST_STATUS_OK &&
        pc_shape_element_count(&destination.shape, &a_count, &error) == PC_OK &&
        pc_shape_element_count(&computed.shape, &result_count, &error) == PC_OK)
        mutant_cast_elements(&computed, &destination,
                             a_count < result_count ? a_count : result_count);
    result->deleter(result);
    return status;
}

/* `source` broadcast to `shape`, converted through `via` into a new
** contiguous buffer of `count` elements of `wide`; NULL when out of memory. */
static void *broadcast_copy(const pc_array *source, const pc_shape *shape, int64_t count,
                            pc_dtype via, pc_dtype wide) {
    void *buffer = malloc(count > 0 ? (size_t)count * pc_dtype_size(wide) : 1);
    if (buffer == NULL) return NULL;
    pc_array view, out;
    pc_error error;
    /* Cannot fail: the plan's shape is the broadcast of the operands'. */
    if (pc_broadcast_to(source, shape, &view, &error) != PC_OK) {
        free(buffer);
        return NULL;
    }
    pc_array_init_contiguous(&out, wide, shape, buffer);
    cast_via(&view, via, &out, count);
    return buffer;
}

int32_t mutant_operands_load(const promcast_call *call, pc_binary_op op, const DLTensor *a,
                             const DLTensor *b, pc_dtype wide, mutant_operands *operands) {
    memset(operands, 0, sizeof *operands);
    pc_promotion_options options;
    pc_array x, y;
    int32_t status = oracle_adapter_options(call, &options);
    if (status == PROMCAST_STATUS_OK) status = adapter_array_from_dl(call, a, "a", &x);
    if (status == PROMCAST_STATUS_OK) status = adapter_array_from_dl(call, b, "b", &y);
    if (status != PROMCAST_STATUS_OK) return status;
    pc_error error;
    /* Every mutant is the torch oracle with one bug: its profile. */
    pc_status planned = pc_binary_plan_make(oracle_adapter_profile(NULL), &options, op, x.dtype,
                                            &x.shape, y.dtype, &y.shape, &operands->plan, &error);
    if (planned == PC_OK)
        planned = pc_shape_element_count(&operands->plan.shape, &operands->count, &error);
    if (planned != PC_OK) return adapter_from_oracle(call, planned, &error);
    operands->wide = wide;
    pc_dtype via = operands->plan.compute_dtype;
    operands->a = broadcast_copy(&x, &operands->plan.shape, operands->count, via, wide);
    operands->b = broadcast_copy(&y, &operands->plan.shape, operands->count, via, wide);
    if (operands->a == NULL || operands->b == NULL) {
        mutant_operands_free(operands);
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR,
                            "out of memory for %lld operand elements",
                            (long long)operands->count);
    }
    return PROMCAST_STATUS_OK;
}

void mutant_operands_free(mutant_operands *operands) {
    free(operands->a);
    free(operands->b);
    operands->a = operands->b = NULL;
}

int mutant_elementwise_loaded(void *state, const promcast_call *call, int32_t op,
                              const promcast_value *a, const promcast_value *b,
                              DLManagedTensor **result, int32_t *status, int32_t when,
                              unsigned ops, pc_dtype wide, pc_binary_op *binary_op,
                              mutant_operands *operands) {
    oracle_operands arrays;
    *status = ORACLE->elementwise(state, call, op, a, b, result);
    return *status == when && oracle_adapter_binary_op(call, op, binary_op) == PROMCAST_STATUS_OK &&
           (ops & (1u << *binary_op)) &&
           oracle_adapter_operands(state, call, a, b, &arrays) == PROMCAST_STATUS_OK &&
           mutant_operands_load(call, *binary_op, arrays.a, arrays.b, wide, operands) ==
               PROMCAST_STATUS_OK;
}

void mutant_result_store(const mutant_operands *in, char *out, int64_t i, pc_dtype from,
                         const void *value) {
    pc_dtype to = in->plan.result_dtype;
    pc_cast_element(from, value, to, out + (size_t)i * pc_dtype_size(to));
}

/* The oracle's result, rewritten by `recompute` or, when it is NULL, element
** by element through `element` (values of `from`). */
static int32_t recomputed(void *state, const promcast_call *call, int32_t op,
                          const promcast_value *a, const promcast_value *b,
                          DLManagedTensor **result, unsigned ops, pc_dtype wide,
                          mutant_recompute *recompute, pc_dtype from, mutant_element *element) {
    int32_t status;
    pc_binary_op binary_op;
    mutant_operands in;
    if (!mutant_elementwise_loaded(state, call, op, a, b, result, &status, PROMCAST_STATUS_OK, ops,
                                   wide, &binary_op, &in))
        return status;
    char *out = (*result)->dl_tensor.data;
    if (recompute != NULL) {
        recompute(binary_op, &in, out);
    } else {
        size_t size = pc_dtype_size(wide);
        _Alignas(max_align_t) unsigned char value[ELEMENT_MAX];
        for (int64_t i = 0; i < in.count; i++)
            if (element(binary_op, in.plan.compute_dtype, (const char *)in.a + (size_t)i * size,
                        (const char *)in.b + (size_t)i * size, value))
                mutant_result_store(&in, out, i, from, value);
    }
    mutant_operands_free(&in);
    return status;
}

int32_t mutant_elementwise_recomputed(void *state, const promcast_call *call, int32_t op,
                                      const promcast_value *a, const promcast_value *b,
                                      DLManagedTensor **result, unsigned ops, pc_dtype wide,
                                      mutant_recompute *recompute) {
    return recomputed(state, call, op, a, b, result, ops, wide, recompute, wide, NULL);
}

int32_t mutant_elementwise_each(void *state, const promcast_call *call, int32_t op,
                                const promcast_value *a, const promcast_value *b,
                                DLManagedTensor **result, unsigned ops, pc_dtype wide,
                                pc_dtype from, mutant_element *element) {
    return recomputed(state, call, op, a, b, result, ops, wide, NULL, from, element);
}

int32_t mutant_broadcast_left_aligned(void *state, const promcast_call *call, int32_t count,
                                      const promcast_shape *shapes,
                                      promcast_shape_result *result) {
    if (count < 1 || shapes == NULL)
        return ORACLE->broadcast_shapes(state, call, count, shapes, result);
    int32_t rank = 0;
    for (int32_t i = 0; i < count; i++) {
        if (shapes[i].ndim < 0 || shapes[i].ndim > PROMCAST_MAX_RANK ||
            (shapes[i].ndim > 0 && shapes[i].dims == NULL))
            return ORACLE->broadcast_shapes(state, call, count, shapes, result);
        if (shapes[i].ndim > rank) rank = shapes[i].ndim;
    }
    int64_t *dims = malloc((size_t)count * PROMCAST_MAX_RANK * sizeof *dims);
    promcast_shape *padded = malloc((size_t)count * sizeof *padded);
    int32_t status;
    if (dims == NULL || padded == NULL) {
        status = adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory");
    } else {
        for (int32_t i = 0; i < count; i++) {
            int64_t *row = dims + (size_t)i * PROMCAST_MAX_RANK;
            for (int32_t d = 0; d < rank; d++) row[d] = d < shapes[i].ndim ? shapes[i].dims[d] : 1;
            padded[i].ndim = rank;
            padded[i].dims = row;
        }
        status = ORACLE->broadcast_shapes(state, call, count, padded, result);
    }
    free(dims);
    free(padded);
    return status;
}

/* result_type operands rewritten without allocating; more take a malloc. */
#define OPERANDS_ON_STACK 16

int32_t mutant_result_type_rewritten(void *state, const promcast_call *call, int32_t count,
                                     const promcast_operand *operands, DLDataType *result,
                                     mutant_operand_rewrite *rewrite) {
    if (count < 1 || operands == NULL)
        return ORACLE->result_type(state, call, count, operands, result);
    promcast_operand on_stack[OPERANDS_ON_STACK];
    promcast_operand *rewritten =
        adapter_scratch(on_stack, OPERANDS_ON_STACK, (size_t)count, sizeof *on_stack);
    if (rewritten == NULL)
        return adapter_fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory");
    for (int32_t i = 0; i < count; i++) {
        rewritten[i] = operands[i];
        rewrite(call, &rewritten[i]);
    }
    int32_t status = ORACLE->result_type(state, call, count, rewritten, result);
    adapter_scratch_release(rewritten, on_stack);
    return status;
}

int mutant_dtype_pair(DLDataType a, DLDataType b, pc_dtype *x, pc_dtype *y) {
    return adapter_dtype_from_dl(NULL, a, "a", x) == PROMCAST_STATUS_OK &&
           adapter_dtype_from_dl(NULL, b, "b", y) == PROMCAST_STATUS_OK;
}

int32_t mutant_promote_pair(void *state, const promcast_call *call, DLDataType a, DLDataType b,
                            DLDataType *result, pc_dtype first, pc_dtype second, pc_dtype to) {
    pc_dtype x, y;
    if (mutant_dtype_pair(a, b, &x, &y) &&
        ((x == first && y == second) || (x == second && y == first))) {
        *result = abi_dl_dtype(to);
        return PROMCAST_STATUS_OK;
    }
    return ORACLE->promote_types(state, call, a, b, result);
}

double mutant_round_to(pc_dtype dtype, double value) {
    assert(pc_dtype_is_floating(dtype));
    unsigned char narrow[ELEMENT_MAX];
    double back = 0;
    pc_cast_element(PC_FLOAT64, &value, dtype, narrow);
    pc_cast_element(dtype, narrow, PC_FLOAT64, &back);
    return back;
}

double mutant_min_normal(pc_dtype dtype) {
    static const struct {
        pc_dtype dtype;
        int emin;
    } exponents[] = {
        {PC_FLOAT64, -1022},     {PC_FLOAT32, -126},       {PC_FLOAT16, -14},
        {PC_BFLOAT16, -126},     {PC_FLOAT8_E4M3FN, -6},   {PC_FLOAT8_E5M2, -14},
    };
    for (size_t i = 0; i < sizeof exponents / sizeof exponents[0]; i++)
        if (exponents[i].dtype == dtype) return ldexp(1.0, exponents[i].emin);
    return 0;
}

int32_t mutant_integer_where_refused(void *state, const promcast_call *call, int32_t op,
                                     const promcast_value *a, const promcast_value *b,
                                     DLManagedTensor **result, unsigned ops,
                                     mutant_refused_integer *element) {
    int32_t status;
    pc_binary_op binary_op;
    mutant_operands in;
    if (!mutant_elementwise_loaded(state, call, op, a, b, result, &status,
                                   PROMCAST_STATUS_INVALID_VALUE, ops, PC_INT64, &binary_op, &in))
        return status;
    pc_array out;
    if (pc_dtype_is_integral(in.plan.result_dtype) &&
        (status = adapter_tensor_new(call, in.plan.result_dtype, &in.plan.shape, result, &out)) ==
            PROMCAST_STATUS_OK) {
        const int64_t *x = in.a, *y = in.b;
        for (int64_t i = 0; i < in.count; i++) {
            int64_t value = element(binary_op, x[i], y[i]);
            mutant_result_store(&in, out.data, i, PC_INT64, &value);
        }
    }
    mutant_operands_free(&in);
    return status;
}
